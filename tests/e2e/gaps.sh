#!/usr/bin/env bash
# The last rough edges a new player met on the screens.  Usage: gaps.sh
# CASE, where CASE is
#   score_small     the score screen, full (every kind of board, a score of
#                   9 digits, an assisted game, the planner's, the marks),
#                   opens in the smallest terminal the title menu takes,
#                   60x18, and nothing on it is cut or reaches the edge;
#                   nor at 80x24
#   score_day       a board of the day of a two-digit day (30 Nov 2026),
#                   the longest name of the list, shows whole in the list
#                   and over its table, a blank from the rule between
#                   them, at 60x18 and 80x24
#   unknown_keys    a key that does nothing says so on the message line,
#                   once, on the title menu, the level menu and Same Game,
#                   until a key does something: what the line said comes
#                   back (the level menu's tier line, at 40 columns the
#                   random line's way to change its moves); a click, the
#                   wheel, the pointer and a resize say nothing
#   unknown_keys_mayan  the same on the Mayan puzzle
#   prompt_declined Esc to the `:` prompt's question before dropping a game
#                   says "Carry on.", as every other question answered no;
#                   q on the board says the game is kept, as quit does
#   level_name      the `:` prompt names a level as the game screen does,
#                   "Level 1 of N", never by its file's name
#   cluster_points  the Same Game's first message and its help say what m
#                   is in (m-2)^2, the points of a cluster
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

SAME_SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
MAYAN_SAMPLE="$TUMBLE_TESTS/data/mayan/sample.txt"
LEVELS=$(ls "$TUMBLE_TESTS/../data/levels/mayan" | grep -c '\.in$')
UNKNOWN_Z='z does nothing here; ? shows the keys.'

# gaps_fits WHAT: fail when a line of the screen on show ends in "..."
# or reaches the last column (a word cut at the edge).
gaps_fits() {
	local width row=0 line
	width=$(e2e_option pane_width)
	while IFS= read -r line; do
		row=$((row + 1))
		case $line in
		*...*) e2e_fail "$1: a line cut short on row $row: $line" ;;
		esac
		[ ${#line} -lt "$width" ] ||
			e2e_fail "$1: text at the edge on row $row: $line"
	done < <(e2e_screen)
}

# gaps_count TEXT: how many times TEXT shows on screen.
gaps_count() {
	e2e_screen | grep -cF -- "$1" || true
}

# gaps_scores: a scores file of four kinds, ten scores of one, with its
# assisted best, the planner's share and two marks.
gaps_scores() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	{
		echo 'same-10x15x3 100000000 2026-11-20'
		for score in 3661 3000 2900 2800 2700 2600 2500 2400 2300; do
			echo "same-10x15x3 $score 2026-11-21"
		done
		echo 'same-10x15x3-assisted 5000 2026-11-27'
		echo 'same-clearable-15x15x5 999 2026-11-27'
		echo 'same-daily-20261203 99 2026-12-03'
		echo 'same-standard-3 45 2026-12-01'
	} >"$XDG_DATA_HOME/tumble/scores"
	echo 'same-10x15x3 12 3661 4120 2026-12-03' \
	    >"$XDG_DATA_HOME/tumble/reviews"
	echo 'same-10x15x3 cleared greedy' >"$XDG_DATA_HOME/tumble/marks"
}

# gaps_scores_open COLS ROWS: the score screen from the title menu, in a
# terminal of that size; gaps_scores_close goes back and ends tumble.
gaps_scores_open() {
	e2e_start "$1" "$2"
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait 'High scores: the best 10 of every board'
}

gaps_scores_close() {
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_score_small() {
	gaps_scores
	local size
	for size in '60 18' '80 24'; do
		# shellcheck disable=SC2086
		gaps_scores_open $size
		e2e_screen | grep -qF 'Terminal too small' &&
			e2e_fail "the score screen does not open at ${size/ /x}"
		e2e_wait '  1  100000000  2026-11-20'
		e2e_wait ' 10       2300  2026-11-21'
		e2e_wait 'clearable 15x15, 5 colours'
		# The title's words, as short as the list's column asks.
		e2e_wait ' Board of the day 3 Dec 2026 '
		e2e_wait 'standard:3'
		e2e_wait "Best assisted game: 5000, 2026-11-27"
		e2e_wait 'Closest to the planner: 88%'
		e2e_wait '(3661 to 4120, 12 games)'
		e2e_wait 'Marks GC--: 2 of 4, next: 90% of the planner.'
		e2e_wait 'q back'
		gaps_fits "the score screen at ${size/ /x}"
		# Its message line has room for a word too.
		e2e_keys z
		e2e_wait "$UNKNOWN_Z"
		e2e_wait "(3661 to 4120, 12 games)"
		gaps_fits "the score screen's note at ${size/ /x}"
		gaps_scores_close
	done
}

case_score_day() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	{
		echo 'same-10x15x3 3000 2026-11-29'
		echo 'same-daily-20261130 900 2026-11-30'
	} >"$XDG_DATA_HOME/tumble/scores"
	local size
	for size in '60 18' '80 24'; do
		# shellcheck disable=SC2086
		gaps_scores_open $size
		e2e_keys Down
		e2e_wait '      900  2026-11-30'
		e2e_wait ' Board of the day 30 Nov 2026 '
		e2e_screen | grep -qF ' Board of the day 30 Nov 2026 |' ||
			e2e_fail "the list's day not a blank from the rule"
		[ "$(gaps_count 'Board of the day 30 Nov 2026')" = 2 ] ||
			e2e_fail "the day not named whole over its table"
		gaps_fits "the score screen of the day at ${size/ /x}"
		gaps_scores_close
	done
}

# Narrower than the title menu (the Same Game screen plays the judge's
# board in 40x17), S shows the chosen board's table alone, its place
# among the boards, and the lines under it in fewer words.
case_score_narrow() {
	gaps_scores
	# The planner matched over a hundred games: the longest figures.
	echo 'same-10x15x3 123 4120 4120 2026-12-03' \
	    >"$XDG_DATA_HOME/tumble/reviews"
	e2e_start 40 17 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys S
	e2e_wait ' 10x15, 3 colours (1 of 4)'
	e2e_wait '    1  100000000  2026-11-20'
	e2e_wait '   10       2300  2026-11-21'
	e2e_wait ' Best assisted game: 5000, 2026-11-27'
	e2e_wait ' Closest to planner: 100%, 123 games'
	e2e_wait ' Marks GC--, next: 90% of the planner.'
	e2e_wait ' Up, Down: the other boards.'
	gaps_fits 'the narrow score screen'
	e2e_keys Down Down
	e2e_wait ' Board of the day, 3 Dec 2026 (3 of 4)'
	e2e_wait '    1         99  2026-12-03'
	e2e_wait " No assisted game."
	e2e_wait ' Not yet measured against the planner.'
	e2e_wait ' Marks ----, next: beat greedy.'
	gaps_fits 'the narrow score screen, another board'
	# A line more gives the title back.
	e2e_resize 40 18
	e2e_wait '              High scores'
	e2e_keys q
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The : prompt of a game in 40 columns shows the board with narrower
# balls, its column labels tens over ones, and breaks its lines between
# words, where the board's rows and the words wrapped at the edge.
case_prompt_narrow() {
	e2e_start 40 17 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_wait '10  R G G B B G G R B R R G G B G'
	e2e_wait '                      1 1 1 1 1 1'
	e2e_wait '    1 2 3 4 5 6 7 8 9 0 1 2 3 4 5'
	e2e_wait_re '^Same Game \(sample\.in, board 1\): score *$'
	e2e_wait_re '^0, 150 balls left, 0 moves *$'
	e2e_wait_re "^Type a command \('help' lists them; *\$"
	e2e_wait_re '^Enter alone goes back\)\. *$'
	# So does show typed there, its words held back to be shown.
	e2e_keys -l show
	e2e_keys Enter
	e2e_wait_re '^: show *$'
	# The way back is cut between words, as every line here is.
	e2e_wait_re '^-- press any key to go back to the *$'
	e2e_last_line 'game, : for another command --'
	# The first board scrolled away: the one on show is show's.
	e2e_screen | grep -q '^    1 2 3 4 5 6 7 8 9 0 1 2 3 4 5' ||
		e2e_fail "show typed at the prompt is not narrowed"
	# : asks for another line at once, and any key goes back.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l score
	e2e_keys Enter
	e2e_wait_re '^: score *$'
	e2e_last_line 'game, : for another command --'
	e2e_keys x
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	! e2e_shows 'does nothing here' ||
		e2e_fail 'the key that went back reached the board'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys Enter
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	# Another line goes back as the first does: Enter alone, or Ctrl-D
	# on the fresh line Ctrl-C gave.
	local way
	for way in Enter C-c; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l score
		e2e_keys Enter
		e2e_last_line 'game, : for another command --'
		e2e_keys :
		e2e_prompt_line ''
		if [ "$way" = C-c ]; then
			e2e_keys C-c
			e2e_wait_re '^: \^C *$'
			e2e_prompt_line ''
			way=C-d
		fi
		e2e_keys "$way"
		e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	done
	e2e_keys q
	e2e_wait 'exit=0'
}

# gaps_unknown WHAT KEY SIGN...: z says it does nothing, once however
# often pressed: x after the z's, said in their place, shows that they
# were read.  The words last until a key does something: KEY, pressed
# next, moves the cursor or the choice, and once the command SIGN sees
# it moved, they are gone with it, the line given back to what it said.
gaps_unknown() {
	local what=$1 key=$2
	shift 2
	e2e_keys z
	e2e_wait "$UNKNOWN_Z"
	e2e_keys z z x
	e2e_wait 'x does nothing here; ? shows the keys.'
	[ "$(gaps_count 'does nothing here')" = 1 ] ||
		e2e_fail "$what: the word on a key is not said once"
	e2e_keys "$key"
	e2e_until "$@" || e2e_fail "$what: $key was not taken"
	e2e_shows_none 'does nothing here' ||
		e2e_fail "$what: the word on x outlived $key"
}

# gaps_lit TEXT: the row that starts with TEXT is the one lit (its text
# comes straight after a change of colours; the others' after blanks).
gaps_lit() {
	e2e_screen -e | grep -qF -- "m$1"
}

case_unknown_keys() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	gaps_unknown 'the title menu' Down gaps_lit ' b  Big board'
	# F1, a key of its own, is named as a player names it.
	e2e_keys F1
	e2e_wait 'F1 does nothing here; ? shows the keys.'
	e2e_keys m
	e2e_wait 'Mayan levels'
	gaps_unknown 'the level menu' Down gaps_lit '   2    Side Step'
	# The line the words took was the chosen level's tier, and at 40
	# columns the random line's way to change its moves: back.
	e2e_shows 'Beginner: levels 1 to' ||
		e2e_fail "the level menu's tier line did not come back"
	e2e_resize 40 25
	e2e_keys End
	e2e_wait 'Left, Right: fewer, more moves.'
	e2e_keys y
	e2e_wait 'y does nothing here; ? shows the keys.'
	e2e_keys Up Down
	e2e_wait 'Left, Right: fewer, more moves.'
	e2e_resize 80 24
	e2e_keys q q
	e2e_wait 'exit=0'

	e2e_start 80 24 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait 'Remove a cluster of m balls'
	# No key of the player's: a click off the board, the wheel, the
	# pointer and a resize leave the message line as it was.
	e2e_click 2 1
	e2e_tmux send-keys -t game -l $'\e[<65;2;1M\e[<64;2;1M'
	e2e_hover 3 1
	e2e_tmux resize-window -t game -x 90 -y 26
	# A key after them all, so they have surely been read.
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	# ] and [ step through a pack's boards, and a file's of several as
	# this one.
	e2e_wait "], [            on a board of a pack (as standard:3), or of"
	e2e_keys q
	e2e_wait 'Remove a cluster of m balls'
	e2e_keys ']'
	e2e_wait 'sample.in, board 2'
	e2e_screen | grep -qF 'does nothing here' &&
		e2e_fail "a click, the wheel or a resize was named as a key"
	e2e_keys u
	e2e_wait 'Nothing to undo.'
	gaps_unknown 'Same Game' Right e2e_shows 'Cursor (1,2):'
	e2e_shows 'Nothing to undo.' ||
		e2e_fail "Same Game's words before the key did not come back"
	# A key of the table has its own words.
	e2e_keys z
	e2e_wait "$UNKNOWN_Z"
	e2e_keys u
	e2e_wait 'Nothing to undo.'
	[ "$(gaps_count "$UNKNOWN_Z")" = 0 ] ||
		e2e_fail "u, a key of Same Game, was said to do nothing"
	e2e_keys q
	e2e_wait 'exit=0'
}

case_unknown_keys_mayan() {
	e2e_start 80 24 mayan "$MAYAN_SAMPLE"
	e2e_wait 'Moves: 0/3'
	gaps_unknown 'the Mayan puzzle' Right \
	    e2e_shows_re '^ *0 +1 +\[  2  \]'
	e2e_keys Tab
	e2e_wait 'Tab does nothing here; ? shows the keys.'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_prompt_declined() {
	e2e_start 80 24 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'remove 4 1'
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'new same'
	e2e_keys Enter
	e2e_last_line 'Leave this game with 1 move made? It is not kept. (y/n)'
	e2e_keys Escape
	e2e_wait 'Carry on.'
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	# quit keeps the game, as q does, and says so (it said it dropped
	# it).
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'quit'
	e2e_keys Enter
	e2e_last_line 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys Escape
	e2e_wait 'Carry on.'
	e2e_screen | grep -qF 'Kept the game' &&
		e2e_fail "the prompt has words of its own for a no"
	# The board's own question says the game is kept, as quit does,
	# and answered no, says the same.
	e2e_keys q
	e2e_wait 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_level_name() {
	e2e_start 80 24 mayan 1
	e2e_wait "Level 1 of $LEVELS"
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l status
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	e2e_wait "Mayan (Level 1 of $LEVELS): move 0 of"
	e2e_screen | grep -qF '(level 01)' &&
		e2e_fail "the prompt names the level by its file"
	e2e_keys Enter
	e2e_wait "Level 1 of $LEVELS"
	e2e_keys q
	e2e_wait 'exit=0'
}

case_cluster_points() {
	e2e_start 80 24 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait 'Remove a cluster of m balls (2 or more, one colour) for (m-2)^2 points.'
	e2e_keys '?' End
	e2e_wait 'Remove a cluster of m balls (2 or more, one colour) for (m-2)^2 points;'
	e2e_keys q q
	e2e_wait 'exit=0'
}

case "${1:-}" in
score_small | score_day | score_narrow | prompt_narrow | unknown_keys | unknown_keys_mayan | prompt_declined | \
    level_name | cluster_points) "case_$1" ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
