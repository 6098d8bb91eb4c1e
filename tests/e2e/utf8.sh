#!/usr/bin/env bash
# Text beyond ASCII on a UTF-8 terminal (tmux).  Usage: utf8.sh CASE,
# where CASE is
#   message_wraps  a message of `tumble shell` naming a file in UTF-8
#                (é one column for two bytes, パ two for three) is broken
#                at the terminal's width counted in columns: it fits on
#                its row whole, no row runs past the edge
#   menu_kept    the title menu's line of a game kept from a board file
#                named in UTF-8 is laid out as the line of one named in
#                ASCII of the same columns: centred at 80x24, cut with
#                "..." at the same column at the smallest size
#   same_name    the Same Game's board name from such a file ends where
#                the ASCII one ends, on the title line and, in a short
#                terminal, on the status line
#   mayan_name   the Mayan puzzle's name from such a file shows where the
#                ASCII one shows, in a narrow terminal's room
#   mayan_tiers  the level menu's tiers named in UTF-8 by their files
#                take the room of their columns: the counts of every
#                tier and the words of a tier's start show whole where
#                the ASCII names' do
#   same_packs   the packs' boards of a pack named in UTF-8 are laid out
#                as those of one named in ASCII of the same columns, and
#                a control byte in a pack's name is shown as \xNN
# Exit 77 skips.
set -euo pipefail
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
# The terminal's and the program's characters are UTF-8, tmux's too.
export LANG=C.UTF-8
unset LC_ALL LC_CTYPE
. "$(dirname "$0")/lib.sh"

# The name is 32 columns wide with its colon, 42 bytes: counted in bytes
# it was cut after its first パ, in a terminal 34 wide whose rows end
# before the last column.
utf8_message_wraps() {
	local name='été/éléphants-à-côté-パズル.txt'
	mkdir -p "$E2E_DIR/work"
	E2E_ENV="LANG=C.UTF-8 HOME='$E2E_DIR/work'"
	E2E_ENV+=" XDG_STATE_HOME='$E2E_DIR/work/state'"
	e2e_start 34 12 shell
	e2e_expect_line "tumble>"
	e2e_keys -l "load $name"
	e2e_keys Enter
	e2e_wait "No such file or directory"
	local said
	said=$(e2e_screen | grep -Fx -A1 -e "$name:" || :)
	[ "$said" = "$name:"$'\n'"No such file or directory" ] ||
		e2e_fail "not whole on its row: $(e2e_screen)"
	local widest
	widest=$(e2e_screen | sed '1d' | wc -L)
	[ "$widest" -le 33 ] ||
		e2e_fail "a row $widest columns wide: $(e2e_screen)"
	echo "ok: a name in UTF-8 is broken in columns"
}

# Two board files, named in UTF-8 and in ASCII, each name taking as many
# columns as the other (パ is two): a screen shows them alike, the ASCII
# letters for the others apart.
UTF8_NAME='été-côté-パズル.txt'
ASCII_NAME='ete-cote-xxxxxx.txt'
utf8_as_ascii() {
	sed 's/é/e/g; s/ô/o/g; s/パズル/xxxxxx/g'
}

utf8_boards() {
	mkdir -p "$E2E_DIR/boards"
	cp "$TUMBLE_TESTS/data/same/sample.in" "$E2E_DIR/boards/$UTF8_NAME"
	cp "$TUMBLE_TESTS/data/same/sample.in" "$E2E_DIR/boards/$ASCII_NAME"
	E2E_ENV="LANG=C.UTF-8"
}

# utf8_row PATTERN: the first row of the screen matching PATTERN.
utf8_row() {
	e2e_screen | grep -E -m1 -e "$1" || :
}

# utf8_keep FILE: the Same Game of FILE with one move, kept to continue.
utf8_keep() {
	e2e_start 80 24 same "$E2E_DIR/boards/$1" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
}

# The kept games' words are wider than the menu's column: at 80x24 the
# menu widens for them and stays centred (a width counted in bytes
# pushed it 4 columns left); at the smallest size both are cut at the
# same column (in bytes, the UTF-8 one 7 columns short).
utf8_menu_kept() {
	utf8_boards
	utf8_keep "$UTF8_NAME"
	# A second apart, so that the two kept games have an order.
	e2e_nap 1
	utf8_keep "$ASCII_NAME"
	e2e_start 80 24
	local ascii utf8 size
	local utf8_words="${UTF8_NAME//./\\.}, board 1, move 1"
	local ascii_cut="${ASCII_NAME//./\\.}, board\\.\\.\\."
	for size in 80x24 smallest; do
		if [ "$size" = smallest ]; then
			e2e_smallest
			e2e_wait_re "^ +r +Continue +Same Game ${ascii_cut}\$"
		else
			e2e_wait_re "^ +R +Continue +Same Game $utf8_words\$"
		fi
		ascii=$(utf8_row '^ +r +Continue')
		utf8=$(utf8_row '^ +R +Continue')
		[ "$(utf8_as_ascii <<<"${utf8/R/r}")" = "$ascii" ] ||
			e2e_fail "at $size, unlike the ASCII line:" \
			    "'$utf8' and '$ascii'"
		local cols=${size%x*} widest
		[ "$cols" != smallest ] || cols=$(e2e_tmux display -p -t game \
		    '#{pane_width}')
		widest=$(e2e_screen | wc -L)
		[ "$widest" -lt "$cols" ] ||
			e2e_fail "at $size, a row $widest columns wide"
		if [ "$size" = 80x24 ]; then
			# The widest line, its words filling the column.
			local left=${ascii%%[! ]*}
			local right=$((80 - ${#ascii}))
			[ $((right - ${#left})) -ge 0 ] &&
			    [ $((right - ${#left})) -le 1 ] ||
				e2e_fail "not centred: ${#left} columns left," \
				    "$right right"
		fi
	done
	echo "ok: a kept game named in UTF-8 is laid out in columns"
}

# The board's name ends at the board's right, as an ASCII name of the
# same columns does (counted in bytes, it ended 5 columns short); in a
# terminal too short for the title line, it ends the status line.
utf8_same_name() {
	utf8_boards
	local name rows pattern shown=()
	for rows in 24 16; do
		pattern='TUMBLE  Same Game'
		[ "$rows" = 24 ] || pattern='Score: 0'
		shown=()
		for name in "$UTF8_NAME" "$ASCII_NAME"; do
			e2e_start 80 "$rows" same "$E2E_DIR/boards/$name"
			e2e_wait 'Moves: 0'
			e2e_wait "$name, board 1"
			shown+=("$(utf8_row "$pattern")")
		done
		[[ ${shown[0]} == *"$UTF8_NAME, board 1" ]] ||
			e2e_fail "no name on '${shown[0]}'"
		[ "$(utf8_as_ascii <<<"${shown[0]}")" = "${shown[1]}" ] ||
			e2e_fail "80x$rows, unlike the ASCII name:" \
			    "'${shown[0]}' and '${shown[1]}'"
	done
	echo "ok: a board named in UTF-8 is right-aligned in columns"
}

# A puzzle named パズル, 9 bytes in 6 columns, with the assisted mark
# after it in a terminal 47 wide, which leaves "   パズル" 9 columns, no
# more: its name shows, as xxxxxx does (counted in bytes it did not fit,
# and went).
utf8_mayan_name() {
	mkdir -p "$E2E_DIR/boards"
	local name shown=()
	E2E_ENV="LANG=C.UTF-8"
	for name in パズル xxxxxx; do
		cp "$TUMBLE_TESTS/data/mayan/sample.txt" "$E2E_DIR/boards/$name"
		e2e_start 47 24 mayan \
		    "$E2E_DIR/boards/$name" --no-animation
		e2e_wait 'Moves: 0/3'
		e2e_keys G
		e2e_wait 'Moves: 1/3'
		e2e_wait 'Assisted'
		shown+=("$(utf8_row 'Moves: 1/3')")
	done
	[[ ${shown[1]} == *'   xxxxxx   Assisted' ]] ||
		e2e_fail "the ASCII name is not whole: '${shown[1]}'"
	[ "$(utf8_as_ascii <<<"${shown[0]}")" = "${shown[1]}" ] ||
		e2e_fail "unlike the ASCII name:" \
		    "'${shown[0]}' and '${shown[1]}'"
	echo "ok: a puzzle named in UTF-8 takes the room of its columns"
}

# utf8_level_pack DIR FIRST SECOND: a pack of two levels of 3 moves in
# DIR, the first starting the tier FIRST, the second the tier SECOND.
utf8_level_pack() {
	mkdir -p "$1"
	{ echo "# tier: $2"; cat "$TUMBLE_TESTS/data/mayan/sample.txt"; } \
	    >"$1/01.txt"
	{ echo "# tier: $3"; cat "$TUMBLE_TESTS/data/mayan/sample.txt"; } \
	    >"$1/02.txt"
}

# Tiers named パズル (9 bytes, 6 columns) and パズルパズル: in 66
# columns the counts of both take 63 (72 bytes), and in 52 the words
# of the second tier's start take 49 (55 bytes).  Each shows whole, as
# the ASCII names' do; counted in bytes they gave way to fewer words.
utf8_mayan_tiers() {
	local first second rows=()
	for first in パズル xxxxxx; do
		second=$first$first
		utf8_level_pack "$E2E_DIR/pack-$first" "$first" "$second"
		E2E_ENV="LANG=C.UTF-8"
		E2E_ENV+=" TUMBLE_LEVELS_DIR='$E2E_DIR/pack-$first'"
		e2e_start 66 24
		e2e_wait 'Make a puzzle'
		e2e_keys m
		e2e_wait 'Mayan levels'
		e2e_keys Home
		e2e_wait "of 2 solved; $first: 0 of 1 clean"
		rows+=("$(utf8_row ' of 2 solved')")
		e2e_keys Down
		e2e_resize 52 24
		e2e_wait "$second: levels 2 to 2, 3 moves"
		rows+=("$(utf8_row 'levels 2 to 2')")
	done
	local counts='0 of 2 solved; xxxxxx: 0 of 1 clean, xxxxxxxxxxxx: 0 of'
	counts+=' 1 clean'
	[[ ${rows[2]} == *"$counts"* ]] ||
		e2e_fail "the ASCII tiers' counts are not whole: '${rows[2]}'"
	local start='A new tier, xxxxxxxxxxxx: levels 2 to 2, 3 moves.'
	[[ ${rows[3]} == *"$start"* ]] ||
		e2e_fail "the ASCII tier's start is not whole: '${rows[3]}'"
	local i
	for i in 0 1; do
		[ "$(utf8_as_ascii <<<"${rows[i]}")" = "${rows[i + 2]}" ] ||
			e2e_fail "unlike the ASCII tiers:" \
			    "'${rows[i]}' and '${rows[i + 2]}'"
	done
	echo "ok: tiers named in UTF-8 take the room of their columns"
}

# Packs named パズル, xxxxxx and esc, ESC, c (a byte that, sent to the
# terminal as it is, starts an escape sequence), found beside a copy of
# the program as the build's are.  The UTF-8 name's boards are laid out
# as the ASCII one's (padded in bytes, their sizes stood 3 columns to
# the left), and the ESC is shown as \x1b.
utf8_same_packs() {
	local bin="$E2E_DIR/bin"
	mkdir -p "$bin/source-levels/same"
	cp "$TUMBLE_BIN" "$bin/tumble"
	local name
	for name in パズル xxxxxx $'esc\ec'; do
		cp "$TUMBLE_TESTS/data/same/sample.in" \
		    "$bin/source-levels/same/$name.txt"
	done
	E2E_ENV="LANG=C.UTF-8"
	TUMBLE_BIN="$bin/tumble" e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys p
	e2e_wait "Same Game: the packs' boards"
	e2e_wait 'xxxxxx:3 '
	local utf8 ascii esc
	utf8=$(utf8_row ' パズル:2 ')
	ascii=$(utf8_row ' xxxxxx:2 ')
	esc=$(utf8_row ' esc.*:2 ')
	[[ $ascii =~ ^\ +xxxxxx:2\ +[0-9]+x[0-9]+ ]] ||
		e2e_fail "no ASCII pack's board: $(e2e_screen)"
	[ "$(utf8_as_ascii <<<"$utf8")" = "$ascii" ] ||
		e2e_fail "unlike the ASCII pack's board: '$utf8' and '$ascii'"
	[[ $esc == *' esc\x1bc:2 '* ]] ||
		e2e_fail "the ESC is not shown as \\x1b: '$esc'"
	echo "ok: packs named in UTF-8 and with a control byte are listed"
}

case "${1:-}" in
message_wraps) utf8_message_wraps ;;
menu_kept) utf8_menu_kept ;;
same_name) utf8_same_name ;;
mayan_name) utf8_mayan_name ;;
mayan_tiers) utf8_mayan_tiers ;;
same_packs) utf8_same_packs ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
