# What the end-to-end reads of every screen share (sourced after
# lib.sh): the words the game can show, and the check that a screen
# holds them whole with nothing at its right edge.
SOURCE=$(cd "$TUMBLE_TESTS/.." && pwd)
SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
export LC_ALL=C.UTF-8
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="XDG_STATE_HOME='$XDG_STATE_HOME'"

# The words the game can show: those of the string literals in its
# sources and of its level titles, lower case, one a line.  A word cut
# short ("edito", "seco") is then no word of the game's.
{
	grep -rhoE '"([^"\\]|\\.)*"' "$SOURCE/src" --include='*.[ch]'
	grep -rhE '^# (title|tier):' "$SOURCE/data/levels"
	# The file the games are played from names itself on screen, and
	# the help pages the data folder.
	echo sample
	echo "$XDG_DATA_HOME"
} | grep -oE '[A-Za-z]+' | tr 'A-Z' 'a-z' | sort -u >"$E2E_DIR/words"

# screens_fits WHAT: fail unless the screen on show holds every word
# whole and nothing at its right edge.
screens_fits() {
	local width trouble line row=0
	width=$(e2e_option pane_width)
	e2e_screen >"$E2E_DIR/shot"
	trouble=$(awk 'FNR == NR { known[$0] = 1; next }
	    index($0, "...") { print "  \"...\" on row " FNR ": " $0 }
	    # A row of balls one column wide reads as a word.
	    /^ *[0-9]+ [RGBYPC_ ]+$/ { next }
	    { n = split(tolower($0), word, /[^a-z]+/)
	      for (i = 1; i <= n; i++) {
		w = word[i]
		if (length(w) < 3 || (w in known))
			continue
		# A plural made by the program ("move%s").
		if (sub(/s$/, "", w) && (w in known))
			continue
		print "  \"" word[i] "\" on row " FNR ": " $0
	      } }' "$E2E_DIR/words" "$E2E_DIR/shot")
	while IFS= read -r line; do
		row=$((row + 1))
		[ ${#line} -lt "$width" ] ||
			trouble+=$'\n'"  text at the edge on row $row: $line"
	done <"$E2E_DIR/shot"
	[ -z "$trouble" ] || e2e_fail "$1 at $(e2e_option pane_width)x$(e2e_option pane_height), cut:$trouble"
}
