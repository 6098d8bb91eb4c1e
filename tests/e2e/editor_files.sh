#!/usr/bin/env bash
# End-to-end tests of the files the Mayan puzzle editor writes: the name
# typed with a shell's line keys, a file replaced only once the player
# says so, what cannot be written refused and its name offered again,
# long names cut from their start in the notes, the questions and the
# status, a puzzle kept when tumble is closed, and files opened to be
# mended.  Usage: editor_files.sh CASE (one meson test per case).  Exit
# 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/editor_lib.sh"

# The file name line takes a shell's line keys.
case_line_keys() {
	local first="$E2E_DIR/first.txt" label='Write to: '
	e2e_start 90 30 mayan --edit "$first"
	editor_one_move
	e2e_keys w
	editor_bottom "$label$first"
	editor_cursor_at $((${#label} + ${#first}))
	# Ctrl-W: back to the /.
	e2e_keys C-w
	editor_bottom "$label$E2E_DIR/"
	e2e_keys -l 'b.txt'
	e2e_keys Left Left Left Left
	e2e_keys -l 'ee'
	editor_bottom "$label$E2E_DIR/bee.txt"
	# Home and Ctrl-A, End and Ctrl-E.
	e2e_keys Home
	editor_cursor_at ${#label}
	e2e_keys End
	editor_cursor_at $((${#label} + ${#E2E_DIR} + 8))
	e2e_keys C-a
	editor_cursor_at ${#label}
	e2e_keys -l 'junk'
	editor_bottom "${label}junk$E2E_DIR/bee.txt"
	# Ctrl-U: what is before the cursor.
	e2e_keys C-u
	editor_bottom "$label$E2E_DIR/bee.txt"
	editor_cursor_at ${#label}
	# Delete under the cursor, Backspace before it.
	e2e_keys -l 'Z'
	e2e_keys Left DC
	editor_bottom "$label$E2E_DIR/bee.txt"
	e2e_keys C-e BSpace BSpace BSpace BSpace
	editor_bottom "$label$E2E_DIR/bee"
	# Ctrl-K: from the cursor to the end.
	e2e_keys Left Left C-k
	editor_bottom "$label$E2E_DIR/b"
	e2e_keys -l 'x.in'
	e2e_keys Enter
	e2e_wait 'Written to'
	[ "$(cat "$E2E_DIR/bx.in")" = "$(printf '1\n1 0\n1 0\n0\n1 0\n0')" ] ||
		e2e_fail "bx.in: $(cat "$E2E_DIR/bx.in" 2>&1)"
	[ ! -e "$first" ] && [ ! -e "$E2E_DIR/bee.txt" ] ||
		e2e_fail "another file written"
	# Esc gives up with the line as it was.
	e2e_keys w C-u
	editor_bottom "${label% }"
	e2e_keys Escape
	e2e_wait 'Not written.'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# Ctrl-C at the bottom line gives the line up, as Esc does and as a
# shell's line drops it, and the editor stays open; elsewhere it still
# closes tumble, the puzzle kept, and the terminal's Ctrl-C is as it was.
case_line_ctrl_c() {
	local first="$E2E_DIR/first.txt"
	# The pane's shell is in the game's process group, which a Ctrl-C
	# typed interrupts whole: it lives on to tell the game's end.
	e2e_pane_command 'trap : INT; ' mayan --edit "$first"
	e2e_run 90 30 "$E2E_PANE_COMMAND"
	editor_one_move
	e2e_keys w
	editor_bottom "Write to: $first"
	e2e_keys -l 'x'
	editor_bottom "Write to: ${first}x"
	e2e_keys C-c
	e2e_wait 'Not written.'
	e2e_keys t
	editor_bottom 'Title:'
	e2e_keys -l 'Lost'
	editor_bottom 'Title: Lost'
	e2e_keys C-c
	e2e_wait 'Title unchanged.'
	# Still the editor, its puzzle as it was, nothing written.
	e2e_keys +
	e2e_wait 'n = 2.'
	e2e_wait "n: 2   Blocks: 3   $first (changed)"
	[ ! -e "$first" ] && [ ! -e "${first}x" ] || e2e_fail "written"
	e2e_keys C-c
	e2e_wait 'tumble mayan: The puzzle you were making is kept'
	e2e_check_sane_terminal 130
	local draft="$XDG_DATA_HOME/tumble/mayan-draft"
	grep -qx "# file: $first" "$draft" || e2e_fail "kept: $(cat "$draft")"
	! grep -q Lost "$draft" || e2e_fail "the title given up was kept"
	e2e_keys 'stty -a | grep -o "intr = [^;]*"' Enter
	e2e_wait_re '^intr = \^C$'
}

# Another file of that name is replaced only once the player says so;
# the file read or last written is written again at once.
case_replace() {
	local made="$E2E_DIR/new.txt" kept="$E2E_DIR/kept.txt"
	local before=$'2\n1 2 0\n1 2 0\n2 1 0\n0\n0'
	printf '%s\n' "$before" >"$kept"
	e2e_start 90 30 mayan --edit "$made"
	editor_one_move
	e2e_keys w C-u
	e2e_keys -l "$kept"
	e2e_keys Enter
	e2e_wait "$kept exists; replace it? (y/n)"
	e2e_keys n
	e2e_wait 'Carry on.'
	[ "$(cat "$kept")" = "$before" ] || e2e_fail "replaced: $(cat "$kept")"
	# A file that cannot be written says why, as a sentence.
	e2e_keys w C-u
	e2e_keys -l "$E2E_DIR/none/x.txt"
	e2e_keys Enter
	e2e_wait "Cannot write $E2E_DIR/none/x.txt: no such folder."
	e2e_keys w C-u
	e2e_keys -l "$kept"
	e2e_keys Enter
	e2e_wait "$kept exists; replace it? (y/n)"
	e2e_keys y
	e2e_wait "Written to $kept."
	[ "$(cat "$kept")" = "$(printf '1\n1 0\n1 0\n0\n1 0\n0')" ] ||
		e2e_fail "written: $(cat "$kept")"
	e2e_keys +
	e2e_wait 'n = 2.'
	editor_write
	e2e_wait "Written to $kept."
	[ "$(head -1 "$kept")" = 2 ] || e2e_fail "rewritten: $(cat "$kept")"
	[ ! -e "$made" ] || e2e_fail "$made written"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# What the writer cannot replace (a folder, a FIFO) is refused at once:
# no question whose yes would only be met with a refusal.
case_refused_unasked() {
	local folder="$E2E_DIR/a-folder" fifo="$E2E_DIR/a-fifo" name
	mkdir "$folder"
	mkfifo "$fifo"
	e2e_start 90 30 mayan --edit
	editor_one_move
	local -A kind=([$folder]='a folder' [$fifo]='a FIFO')
	for name in "$folder" "$fifo"; do
		editor_write_to "$name"
		e2e_wait "Cannot write $name: ${kind[$name]}."
		e2e_screen | grep -qF 'replace it?' &&
			e2e_fail "asked to replace $name"
	done
	[ -d "$folder" ] && [ -p "$fifo" ] || e2e_fail "replaced"
	e2e_keys q
	e2e_wait_said 'without writing the changes?'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A name that could not be written to is offered again by w, to be
# mended; once written, w offers the file written.
case_name_kept() {
	local made="$E2E_DIR/made.txt"
	e2e_start 90 30 mayan --edit
	editor_one_move
	e2e_keys w
	editor_bottom 'Write to:'
	e2e_keys -l "$E2E_DIR/none/made.txt"
	e2e_keys Enter
	e2e_wait "Cannot write $E2E_DIR/none/made.txt: no such folder."
	e2e_keys w
	editor_bottom "Write to: $E2E_DIR/none/made.txt"
	# Mended: "none/" taken out, the rest kept.
	e2e_keys C-w BSpace C-w
	e2e_keys -l made.txt
	editor_bottom "Write to: $made"
	e2e_keys Enter
	e2e_wait "Written to $made."
	[ -s "$made" ] || e2e_fail "nothing written to $made"
	e2e_keys w
	editor_bottom "Write to: $made"
	e2e_keys Escape
	e2e_wait 'Not written.'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# "Written to" names the file written: a path too long for the note's
# row is cut from its start, so that its end, the file's name, shows at
# every width down to the smallest.
case_written_name_narrow() {
	local dir="$E2E_DIR/a-folder-with-a-long-enough-name-to-fill-a-row"
	local made="$dir/made-here.txt" size
	mkdir -p "$dir"
	e2e_start 120 30 mayan --edit "$made"
	editor_one_move
	editor_write
	e2e_wait_said "Written to $made."
	for size in 60x20 40x20 smallest; do
		if [ "$size" = smallest ]; then
			e2e_smallest
		else
			e2e_resize "${size%x*}" "${size#*x}"
		fi
		e2e_keys +
		e2e_wait_re 'n = [0-9]+\.$'
		editor_write
		e2e_wait_re '^ *\.\.\.[^ ]*/made-here\.txt\.$'
		e2e_wait 'Written to'
	done
	[ "$(head -1 "$made")" = 4 ] || e2e_fail "written: $(cat "$made")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# Why a file was not written names it as "Written to" does: a path too
# long for the note's first row is cut from its start, so that its end,
# the file's name, shows, and the reason stays whole on the row under it,
# at every width down to the smallest.
case_unwritten_name_narrow() {
	local dir="a-folder-with-a-long-enough-name-to-fill-a-row"
	local missing="$E2E_DIR/$dir/none/made-here.txt" size
	mkdir -p "$E2E_DIR/$dir"
	E2E_ENV="$E2E_ENV HOME=''" e2e_start 200 30 mayan --edit
	editor_one_move
	editor_write_to "$missing"
	e2e_wait_said "Cannot write $missing: no such folder."
	editor_write_to "~/$dir/made-here.txt"
	e2e_wait_said "Not written: ~/$dir/made-here.txt names no file here"
	for size in 60x20 40x20 smallest; do
		if [ "$size" = smallest ]; then
			e2e_smallest
		else
			e2e_resize "${size%x*}" "${size#*x}"
		fi
		editor_write_to "$missing"
		e2e_wait_re '^ *Cannot write \.\.\.[^ ]*/none/made-here\.txt:$'
		e2e_wait_re '^ *no such folder\.$'
		editor_write_to "~/$dir/made-here.txt"
		e2e_wait_re '^ *Not written: \.\.\.[^ ]*/made-here\.txt names$'
		e2e_wait_re '^ *no file here \(is HOME set\?\)\.$'
	done
	e2e_keys q
	e2e_wait_said 'without writing the changes?'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# Asked whether to replace a file, the question names it as "Written to"
# does: the end of a long path in sight, the question whole under it.
case_replace_name_narrow() {
	local dir="$E2E_DIR/a-folder-with-a-long-enough-name-to-fill-a-row"
	local there="$dir/made-here.txt" size
	mkdir -p "$dir"
	printf '1\n1 0\n1 0\n0\n1 0\n0\n' >"$there"
	e2e_start 200 30 mayan --edit
	editor_one_move
	editor_write_to "$there"
	e2e_wait_said "$there exists; replace it? (y/n)"
	e2e_keys n
	e2e_wait 'Carry on.'
	for size in 60x20 40x20 smallest; do
		if [ "$size" = smallest ]; then
			e2e_smallest
		else
			e2e_resize "${size%x*}" "${size#*x}"
		fi
		editor_write_to "$there"
		e2e_wait_re '^ *\.\.\.[^ ]*/made-here\.txt exists;$'
		e2e_wait_re '^ *replace it\? \(y/n\)$'
		e2e_keys n
		e2e_wait 'Carry on.'
	done
	[ "$(head -1 "$there")" = 1 ] && [ "$(sed -n 2p "$there")" = '1 0' ] ||
		e2e_fail "replaced: $(cat "$there")"
	e2e_keys q
	e2e_wait_said 'without writing the changes?'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# editor_write_to NAME: w, and NAME typed in place of the name offered.
editor_write_to() {
	e2e_keys w
	e2e_wait_re '^Write to:'
	e2e_keys C-u
	e2e_keys -l "$1"
	e2e_keys Enter
}

# The status names the file whole where the line has room for it, past
# 60 bytes too, and cuts it only to leave room for "(changed)": from its
# start, with "...", so that its end, the file's name, shows.
case_status_name() {
	local made="$E2E_DIR/"
	while [ ${#made} -lt 66 ]; do
		made+=p
	done
	made+=.txt
	printf '1\n1 0\n1 0\n0\n1 0\n0\n' >"$made"
	e2e_start 120 30 mayan --edit "$made"
	e2e_wait "n: 1   Blocks: 3   $made"
	e2e_keys +
	e2e_wait 'n = 2.'
	# Too long beside "(changed)", it keeps its end, the file's name.
	e2e_wait_re 'n: 2   Blocks: 3   \.\.\.[^ ]*/p+\.txt \(changed\)$'
	# Too narrow for even the name's last letters, it gives way to
	# "(changed)", which the edge cut.
	e2e_resize 40 20
	e2e_wait_re '^n: 2   Blocks: 3   \(changed\) *$'
	e2e_keys q
	e2e_wait_said 'without writing the changes?'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# On a terminal wide enough, a name of 250 bytes shows whole, and so does
# "(changed)" after it.
# A name of letters beyond ASCII is measured in columns: one that fits a
# narrow line is whole beside "(changed)", where its bytes, two an é, had
# it give way.
case_status_name_accents() {
	# A new file: the name as given.
	e2e_start 42 20 mayan --edit 'éééé.txt'
	e2e_wait 'n: 1   Blocks: 0   éééé.txt'
	e2e_keys +
	e2e_wait 'n = 2.'
	e2e_wait 'n: 2   Blocks: 0   éééé.txt (changed)'
	e2e_keys q
	e2e_wait 'Leave the editor without writing the'
	e2e_keys y
	e2e_check_sane_terminal 0
}

case_status_name_wide() {
	local made="$E2E_DIR/"
	while [ ${#made} -lt 250 ]; do
		made+=p
	done
	made+=.txt
	printf '1\n1 0\n1 0\n0\n1 0\n0\n' >"$made"
	e2e_start 700 30 mayan --edit "$made"
	e2e_wait "n: 1   Blocks: 3   $made"
	e2e_keys +
	e2e_wait 'n = 2.'
	e2e_wait "n: 2   Blocks: 3   $made (changed)"
	e2e_keys q
	e2e_wait 'without writing the changes?'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A puzzle being made when tumble is closed (a signal) is kept, as a game
# is, and said so; the editor offers it when it opens next: n leaves it
# kept and says so, y takes it up as it was left, unwritten, its file and title with
# it.  A puzzle the player chose not to write is not kept.
case_draft_kept() {
	local mine="$E2E_DIR/mine.txt" draft="$XDG_DATA_HOME/tumble/mayan-draft"
	e2e_start 90 30 mayan --edit "$mine"
	e2e_wait 'n: 1   Blocks: 0'
	# A line of 3 standing: kept as it stands, to be mended.
	e2e_keys 1 1 1 t
	e2e_wait 'Blocks: 3'
	e2e_keys -l 'Mine'
	e2e_keys Enter
	e2e_wait 'Title: Mine'
	e2e_kill TERM
	e2e_wait 'tumble mayan: The puzzle you were making is kept: the editor offers'
	e2e_check_sane_terminal 143
	grep -qx "# file: $mine" "$draft" || e2e_fail "no file in: $(cat "$draft")"
	e2e_start 90 30 mayan --edit
	e2e_wait 'The puzzle you were making when tumble closed (3 blocks, n = 1)'
	e2e_keys n
	e2e_wait 'Carry on.  It stays kept for the next time the editor opens.'
	e2e_wait 'Blocks: 0'
	e2e_keys q
	e2e_check_sane_terminal 0
	[ -e "$draft" ] || e2e_fail "n let the draft go"
	e2e_start 90 30 mayan --edit
	e2e_wait 'The puzzle you were making when tumble closed (3 blocks, n = 1)'
	e2e_keys y
	e2e_wait 'Taken up as it was left; w writes it.'
	e2e_wait "n: 1   Blocks: 3   $mine (changed)"
	e2e_wait 'Not playable: a line of 3 stands (lit)'
	e2e_keys t
	editor_bottom 'Title: Mine'
	e2e_keys Escape
	[ ! -e "$draft" ] || e2e_fail "the draft taken up is still kept"
	e2e_keys q
	e2e_wait 'Leave the editor without writing the changes? (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
	[ ! -e "$draft" ] || e2e_fail "a puzzle given up was kept"
}

# --edit on a save opens its puzzle from the start, as the game plays
# it, and writes it elsewhere: it was read as a puzzle file and refused
# ("expected the number of moves, found 't'").
case_from_save() {
	local made="$E2E_DIR/made.in" saved="$E2E_DIR/game.sav"
	local written="$E2E_DIR/again.in"
	"$TUMBLE_BIN" gen mayan --moves 2 --seed 7 >"$made" ||
		e2e_fail "gen failed"
	printf 'load %s\nmove %s\nsave %s\n' "$made" \
	    "$("$TUMBLE_BIN" solve "$made" | head -1)" "$saved" |
	    "$TUMBLE_BIN" shell >/dev/null || e2e_fail "the save was not made"
	local before
	before=$(cat "$saved")
	e2e_start 90 30 mayan --edit "$saved"
	e2e_wait 'n: 2   Blocks: 12   not written yet'
	e2e_keys w
	e2e_wait_re '^Write to:'
	! e2e_screen | tail -1 | grep -q game.sav ||
		e2e_fail "the save is offered to be written over"
	e2e_keys C-u
	e2e_keys -l "$written"
	e2e_keys Enter
	e2e_wait "Written to $written."
	[ "$(grep -v '^#' "$written")" = "$(grep -v '^#' "$made")" ] ||
		e2e_fail "written: $(cat "$written")"
	[ "$(cat "$saved")" = "$before" ] || e2e_fail "the save was changed"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A file whose board holds a line of 3 is refused to play, by its line
# and column, but the editor opens it with the line lit, to be mended
# and written: it was refused there too, so no key could mend it.
case_line_mended() {
	local broken="$E2E_DIR/broken.in"
	printf '2\n1 0\n1 0\n1 0\n2 0\n0\n' >"$broken"
	"$TUMBLE_BIN" mayan "$broken" 2>"$E2E_DIR/err" &&
		e2e_fail "a line of 3 was played"
	grep -q "^$broken:2:1: expected a starting board without a line of 3" \
	    "$E2E_DIR/err" || e2e_fail "refused: $(cat "$E2E_DIR/err")"
	e2e_start 90 30 mayan --edit "$broken"
	e2e_wait "n: 2   Blocks: 4   $broken"
	e2e_wait 'Not playable: a line of 3 stands (lit)'
	e2e_keys w
	# Refused, in words of its own: why stands above, said once.
	e2e_wait 'Cannot write it as it stands.'
	[ "$(e2e_screen | grep -c 'Not playable')" = 1 ] ||
		e2e_fail "why it is refused is said twice"
	e2e_keys x
	e2e_wait 'Blocks: 3'
	e2e_wait 'Well formed: no line of 3 stands on it.'
	e2e_keys w
	e2e_wait 'write it anyway? (y/n)'
	e2e_keys y
	editor_bottom "Write to: $broken"
	e2e_keys Enter
	e2e_wait "Written to $broken."
	[ "$(cat "$broken")" = "$(printf '2\n0\n1 0\n1 0\n2 0\n0')" ] ||
		e2e_fail "written: $(cat "$broken")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
