#!/usr/bin/env bash
# End-to-end tests of the board of the day's life on screen: kept and
# taken up as the day's game, its end's words and its line to share on
# screen and printed when tumble ends, played twice in a day, and
# finished at the shell's prompt.  Usage: life_daily.sh CASE (one meson
# test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# The board of the day kept half-way is the day's game: the menu's d and
# tumble same --daily take it up, and quit again it stays the one kept.
case_daily_taken_up() {
	E2E_ENV+=" TUMBLE_TODAY=20261204"
	keep_a_game 'Moves: 0' same --daily
	e2e_start 80 24
	e2e_wait "Today's board"
	e2e_keys d
	e2e_wait 'Board of the day, 4 December 2026: taken up after 1 move.'
	e2e_wait 'Moves: 1'
	e2e_keys G
	e2e_wait 'Moves: 2'
	e2e_keys q
	e2e_wait 'Quit this game with 2 moves'
	e2e_keys y
	e2e_wait_re '^ +r +Continue +Board of the day, 4 December 2026, move 2$'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same --daily --no-animation
	e2e_wait 'taken up after 2 moves.'
	e2e_wait 'Moves: 2'
	e2e_keys q
	e2e_wait 'Quit this game with 2 moves'
	e2e_keys y
	e2e_wait 'exit=0'
	local kept
	kept=$(ls "$XDG_DATA_HOME/tumble" | grep -cx 'continue-same\(\.[0-9]\)\{0,1\}')
	[ "$kept" = 1 ] || e2e_fail "$kept games kept, not the one"
}

# A board of the day ended by a command at the prompt is said as a move
# that ends it is: its own end words (the planner's marks added to them,
# not to the words of an earlier end), and its line to share, on screen
# and printed at the end (a : end had none).
# The board of the day of 2026-12-07, greedy's moves played by the
# player's keys but the last, which is left in LAST.
life_daily_but_last() {
	local moves move i=0
	mapfile -t moves < <(env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" \
		greedy 15x15:5:c20261207 |
		sed -nE 's/^Move [0-9]+ at \(([0-9]+),([0-9]+)\).*/\1,\2/p')
	LAST=${moves[${#moves[@]} - 1]}
	e2e_start 80 24 same --daily --no-animation
	e2e_wait 'Moves: 0'
	for move in "${moves[@]:0:${#moves[@]}-1}"; do
		life_daily_remove "$move"
		i=$((i + 1))
		e2e_wait "Moves: $i"
	done
}

# life_daily_remove ROW,COL: the cluster there removed by the keys.
life_daily_remove() {
	local keys k
	# From the corner (1,1) of the 15x15 board, up and right.
	keys=(j j j j j j j j j j j j j j h h h h h h h h h h h h h h)
	for ((k = 1; k < ${1%,*}; k++)); do keys+=(k); done
	for ((k = 1; k < ${1#*,}; k++)); do keys+=(l); done
	e2e_keys "${keys[@]}" Space
}

case_prompt_end_daily() {
	local last
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_REVIEW_SECONDS=0.2"
	life_daily_but_last
	last=$LAST
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "remove ${last%,*} ${last#*,}"
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	e2e_keys Enter
	e2e_wait_said 'Final score: 1625, with 0 balls remaining.'
	e2e_wait_said 'To share: tumble daily 2026-12-07: 1625,'
	# The planner's share is in it once the planner is done, which a
	# slow build may not see before q.
	e2e_keys q
	e2e_wait_re '^tumble daily 2026-12-07: 1625, ([0-9]+% of the planner, )?cleared, 1 day in a row$'
	e2e_wait 'exit=0'
}

# The board of the day's end at 80x24, once the planner is done: its
# words whole, and the player's score beside greedy's and the planner's,
# which gave way to them: the status line gives its row instead.
case_daily_end_beside() {
	E2E_ENV+=" TUMBLE_TODAY=20261204 TUMBLE_REVIEW_SECONDS=0.2"
	E2E_ENV+=" TUMBLE_OSC52=1"
	life_daily_end_by Space
	e2e_wait_said 'of the planner, cleared, 1 day in a row (copied'
	e2e_wait_said 'New marks: beat greedy, board cleared.'
	e2e_wait_re "^ +You $FINAL   Greedy 1043   Planner [0-9]+\$"
	e2e_says "Board cleared!  $((FINAL - 1000)) points + 1000 bonus." ||
		e2e_fail "the bonus was not said apart"
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# With no data folder to use (its name too long), the board of the day
# says so once at 80x24, as it begins, naming all it would keep: its end
# said its high scores and its streak apart, each naming the folder.
# Its line to share is made all the same.
case_daily_end_nothing_kept() {
	local long nothing said
	printf -v long '%4000s' ''
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_OSC52=0"
	E2E_ENV+=" XDG_DATA_HOME=/${long// /d}"
	nothing="Nothing is kept (high scores, marks, statistics, streak): the"
	nothing+=" data folder's name is too long; set XDG_DATA_HOME to a"
	nothing+=" shorter one."
	life_daily_but_last
	e2e_says "$nothing" || e2e_fail "the game began without a word"
	life_daily_remove "$LAST"
	e2e_wait_said 'Final score: 1625, with 0 balls remaining.'
	e2e_wait_said 'To share: tumble daily 2026-12-07: 1625, cleared'
	e2e_says "$nothing" || e2e_fail "the folder's trouble went unsaid"
	said=$(e2e_screen | grep -o 'XDG_DATA_HOME' | wc -l)
	[ "$said" = 1 ] || e2e_fail "the folder was named $said times"
	e2e_shows_none 'not kept' || e2e_fail "a record was said apart"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_shows 'tumble daily 2026-12-07: 1625, cleared' ||
		e2e_fail "the line to share was not printed"
}

# A key with nothing to do at the board of the day's end (one of no
# table, an arrow, Space on an empty cell) leaves its words on show, the
# line to share too: "x does nothing here" wiped them for good.  The
# end's own keys go on working: v shows the planner's game and back.
case_daily_end_stray_keys() {
	local share key
	E2E_ENV+=" TUMBLE_TODAY=20261204 TUMBLE_REVIEW_SECONDS=0.2"
	E2E_ENV+=" TUMBLE_OSC52=0"
	life_daily_end_by Space
	# Once the planner is done, the line to share says its share.
	e2e_wait_said 'of the planner, cleared, 1 day in a row (printed'
	share=$(e2e_screen | tr -s ' \n' ' ' |
	    sed -n 's/.*\(To share: tumble daily [^(]*[^ (]\) *(.*/\1/p')
	[ -n "$share" ] || e2e_fail "no line to share on screen"
	for key in x Left Space z; do
		# The help page opens once the key before it was read.
		e2e_keys "$key" '?'
		e2e_wait 'Help: '
		e2e_keys q
		e2e_wait "You $FINAL"
		e2e_says "Final score: $FINAL, with 0 balls remaining." &&
			e2e_says "$share" ||
			e2e_fail "$key wiped the end's words"
	done
	e2e_shows_none 'does nothing here' ||
		e2e_fail "a stray key was answered over the end"
	e2e_keys v
	e2e_wait "The planner's game: "
	e2e_keys v
	e2e_wait "You $FINAL"
	e2e_wait_said "$share"
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_shows "${share#To share: }" ||
		e2e_fail "the line to share was not printed"
}

# The board of the day finished by the computer's move: its end says
# it is no high score and no day of the streak, whole at 80x24, and no
# day is counted nor line to share printed.
case_daily_assisted_end() {
	E2E_ENV+=" TUMBLE_TODAY=20261204 TUMBLE_OSC52=0"
	life_daily_end_by G
	e2e_wait_said 'It does not count toward the streak either.'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_shows 'tumble daily 2026-12-04' &&
		e2e_fail "an assisted game's line to share was printed"
	[ ! -e "$XDG_DATA_HOME/tumble/days" ] ||
		e2e_fail "the day was counted: $(cat \
		    "$XDG_DATA_HOME/tumble/days")"
}

# The review finds a better line from the start than the game's planner
# in a thousandth of a second: the line to share and the reviews file
# say the figure the end and the review now name.
case_share_follows_review() {
	local before planner share
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_REVIEW_SECONDS=0.001"
	E2E_ENV+=" TUMBLE_REVIEW_MOVE_SECONDS=0.02"
	life_daily_but_last
	life_daily_remove "$LAST"
	e2e_wait_said 'To share: tumble daily 2026-12-07: 1625, '
	e2e_wait_re 'Planner [0-9]+$'
	before=$(e2e_screen | sed -n 's/.*Planner \([0-9]*\)$/\1/p')
	e2e_keys w
	e2e_wait_re "of the planner's [0-9]+\."
	planner=$(e2e_screen | sed -n "s/.*of the planner's \([0-9]*\)\..*/\1/p")
	[ "$planner" -gt "$before" ] ||
		e2e_fail "the review found $planner, the planner $before"
	share=$((1625 * 100 / planner))
	e2e_keys q
	e2e_wait "Planner $planner"
	e2e_wait_said "1625, $share% of the planner, cleared"
	# The high scores' closest game is set beside the same figure.
	grep -q "^same-daily-20261207 1 1625 $planner " \
	    "$XDG_DATA_HOME/tumble/reviews" || e2e_fail "reviews: $(cat \
	    "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The board of the day left while the planner still plays it: the review
# keeps the best the planner found so far, and the line printed when
# tumble ends sets the game beside that same figure, as the statistics
# do; it said no share of the planner at all.
case_share_when_left_early() {
	local planner share
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_REVIEW_SECONDS=60"
	E2E_ENV+=" TUMBLE_OSC52=0"
	life_keep_daily 20261207 ''
	e2e_start 80 24
	e2e_keys r
	life_cursor_home
	e2e_nap 2
	e2e_keys Space
	e2e_wait_said "Final score: $FINAL, with 0 balls remaining."
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	planner=$(sed -n 's/^same-daily-20261207 [0-9]* [0-9]* \([0-9]*\) .*/\1/p' \
	    "$XDG_DATA_HOME/tumble/reviews")
	[ -n "$planner" ] || e2e_fail "no review kept: $(cat \
	    "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	share=$((FINAL * 100 / planner))
	e2e_wait_re "^tumble daily 2026-12-07: $FINAL, $share% of the planner, cleared, 1 day in a row\$"
}

# The board of the day of 4 December 2026 kept one move from its end,
# taken up at 80x24 and ended with KEY (Space: the player's own move, G:
# the computer's).
life_daily_end_by() {
	life_keep_daily 20261204 ''
	e2e_start 80 24
	e2e_keys r
	life_cursor_home
	e2e_keys "$1"
	e2e_wait_said "Final score: $FINAL, with 0 balls remaining."
}

# life_keep_daily DATE SLOT: the board of the day of DATE kept to
# continue in SLOT ("" or ".2"), its clearing line played but the last
# move, which is at (1,1) (see life_cursor_home); its final score in
# FINAL.
# life_cursor_home: once a kept board of the day is taken up, the cursor
# moved from its last move's cell to (1,1), where its last move is left.
life_cursor_home() {
	e2e_wait 'taken up after'
	local keys=() i
	for i in {1..15}; do
		keys+=(Left Down)
	done
	e2e_keys "${keys[@]}"
	e2e_wait 'Cursor (1,1)'
}

life_keep_daily() {
	local date=$1 kept="$XDG_DATA_HOME/tumble/continue-same$2"
	local remove='s/^Move [0-9]* at (\([0-9]*\),\([0-9]*\)).*/remove \1 \2/p'
	"$TUMBLE_BIN" gen same --size 15x15 -c 5 --clearable -s "$date" \
	    --answer "$E2E_DIR/answer" >/dev/null
	FINAL=$(sed -n 's/^Final score: \([0-9]*\),.*/\1/p' \
	    "$E2E_DIR/answer")
	{
		printf 'new same 15x15:5:c%s\n' "$date"
		sed -n "$remove" "$E2E_DIR/answer" | sed '$d'
		printf 'save %s\n' "$E2E_DIR/save"
	} >"$E2E_DIR/script"
	env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" shell \
	    "$E2E_DIR/script" >/dev/null
	mkdir -p "$XDG_DATA_HOME/tumble"
	{
		printf 'tumble-save 3\nsame\nfrom 15x15:5:c%s\n' "$date"
		tail -n +3 "$E2E_DIR/save"
	} >"$kept"
}

# Yesterday's board of the day kept half-way still counts for its own day
# when finished today: the title menu at 80x24 and the statistics say
# that finishing it makes the streak, where they said the board's name
# and a streak of 0; finished, it did, and today's board keeps it.
case_kept_yesterday_streak() {
	local daily='^ +d +Today.s board +'
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_OSC52=0"
	life_keep_daily 20261206 ''
	printf '2026-12-04\n2026-12-05\n' >"$XDG_DATA_HOME/tumble/days"
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Board of the day, 6 December 2026, move'
	e2e_wait_re "${daily}finish yesterday's: 3 days in a row\$"
	e2e_keys t
	e2e_wait "Streak: finish yesterday's kept board today to make 3 days \
in a row"
	e2e_wait 'Longest streak: 2 days in a row; 2 days played'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys r
	life_cursor_home
	e2e_keys Space
	e2e_wait_said 'Board of the day: 3 days in a row.'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_wait_re "${daily}3 days in a row: play today to keep it\$"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The board of the day played twice on one day, the second game worse
# (1379 after greedy's 1625): the day counts once, its best game stays the
# line to share, on screen and printed, and the title menu says today's
# board is played, with its best and the streak, whole at 80x24 and at
# the menu's smallest size.
case_daily_played_twice() {
	local best='tumble daily 2026-12-07: 1625, cleared, 1 day in a row'
	local line='^ +d +Today.s board +today.s best 1625; 1 day in a row$'
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_OSC52=0"
	life_daily_but_last
	life_daily_remove "$LAST"
	e2e_wait_said "To share: $best (printed when you quit)."
	e2e_keys q
	e2e_wait "$best"
	e2e_wait 'exit=0'
	life_keep_daily 20261207 ''
	e2e_start 80 24
	e2e_wait_re "$line"
	e2e_keys r
	life_cursor_home
	e2e_keys Space
	e2e_wait_said "Final score: $FINAL, with 0 balls remaining."
	e2e_wait_said 'Board of the day again: your best of the day, 1625,'
	e2e_wait_said "To share: $best (printed when you quit)."
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_wait_re "$line"
	e2e_resize 60 18
	e2e_wait_re "${line/ +d +/^  d  }"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_wait_re "^$best\$"
	e2e_screen | grep -q "daily 2026-12-07: $FINAL" &&
		e2e_fail "the worse game's line was printed"
	[ "$(grep -c . "$XDG_DATA_HOME/tumble/days")" = 2 ] ||
		e2e_fail "the day counted again: $(cat \
		    "$XDG_DATA_HOME/tumble/days")"
}

# Yesterday's board of the day and today's, both finished in one run
# where the terminal takes no copy: each said its line would be printed
# when tumble ends, and each is (the last alone was).
case_two_days_shared() {
	local lines=() line
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_OSC52=0"
	life_keep_daily 20261207 .2
	lines[1]="tumble daily 2026-12-07: $FINAL, cleared, 2 days in a row"
	touch -d '1 hour ago' "$XDG_DATA_HOME/tumble/continue-same.2"
	life_keep_daily 20261206 ''
	lines[0]="tumble daily 2026-12-06: $FINAL, cleared, 1 day in a row"
	e2e_start 80 24
	e2e_wait_re '^ +R +Continue +Board of the day, 7 December'
	for line in "${lines[@]}"; do
		e2e_keys r
		life_cursor_home
		e2e_keys Space
		e2e_wait_said "To share: $line (printed when you quit)."
		e2e_keys q
		e2e_wait 'Make a puzzle'
	done
	e2e_keys q
	e2e_wait 'exit=0'
	for line in "${lines[@]}"; do
		e2e_wait_re "^$line\$"
	done
}

# A kept game is a save: loaded at the shell's prompt and finished there,
# it is still the board of the day it was kept as, named so, with its
# day, its streak, its high-score table and its line to share, as r
# would have taken it up.  It was a 15x15 board of 5 colours among
# random ones, and no day.
case_shell_load_kept_daily() {
	E2E_ENV+=" TUMBLE_TODAY=20261207 TUMBLE_OSC52=0"
	life_keep_daily 20261207 ''
	e2e_start 80 24 shell
	e2e_wait 'tumble>'
	e2e_keys -l "load $XDG_DATA_HOME/tumble/continue-same"
	e2e_keys Enter
	e2e_wait 'Same Game (Board of the day, 7 December 2026): score'
	e2e_keys -l 'remove 1 1'
	e2e_keys Enter
	e2e_wait 'Board of the day: 1 day in a row.'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
	e2e_wait_re "^tumble daily 2026-12-07: $FINAL, cleared, 1 day in a row\$"
	grep -qx '2026-12-07' "$XDG_DATA_HOME/tumble/days" ||
		e2e_fail "the day was not counted"
	grep -q "^same-daily-20261207 $FINAL " \
	    "$XDG_DATA_HOME/tumble/scores" ||
		e2e_fail "not in the day's table: $(cat \
		    "$XDG_DATA_HOME/tumble/scores")"
}

# The shell says a game's end in lines broken between words at the
# terminal's width, as its other words: the terminal broke the end of
# the board of the day's words in the middle ("1 day" / " in a row.").
case_shell_end_wrapped() {
	E2E_ENV+=" TUMBLE_TODAY=20261204"
	life_keep_daily 20261204 ''
	e2e_start 80 24 shell
	e2e_wait 'tumble>'
	e2e_keys -l "load $XDG_DATA_HOME/tumble/continue-same"
	e2e_keys Enter
	e2e_wait 'tumble>'
	e2e_keys -l 'remove 1 1'
	e2e_keys Enter
	e2e_wait_re '^New high score!  New marks: beat greedy, board cleared\.  Board of the day: 1$'
	e2e_wait_re '^day in a row\.$'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
}

"case_$1"
