#!/usr/bin/env bash
# End-to-end tests of a game's life on screen: which kept games the title
# menu offers, a finished game no longer offered, a review that outlives
# the board, and the questions before a game is left (the planner's game
# watched: watch.sh; the board of the day: life_daily.sh).  Usage:
# life.sh CASE (one meson test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/life_lib.sh"

# Both kinds kept: the menu offers both, the newer on r, the other on R,
# which says where the game was taken up.
case_both_kept() {
	keep_a_game 'Moves: 0' same 8x8:3:11
	# A second apart, so that the two kept games have an order.
	e2e_nap 1
	keep_a_game 'Moves: 0/3' mayan 1
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Mayan 01-sample, move 1'
	e2e_wait_re '^ +R +Continue +Same Game 8x8:3:11, move 1'
	e2e_keys R
	e2e_wait 'Moves: 1'
	e2e_wait '8x8:3:11'
	e2e_wait 'Taken up after 1 move.'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game kept by the shell's quit is taken up by `continue` in a new
# shell, with its board and score as they were left: the board a script
# prints for the same moves.  The quit says once that it is kept, and
# how to take it up.
case_shell_continue() {
	local board
	board=$(printf 'new same 8x8:3:11\ngreedy 2\nshow\n' |
		env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" shell |
		tail -n 10)
	[[ $board == *'score 260, 38 balls left, 2 moves, assisted' ]] ||
		e2e_fail "the script's board: $board"
	e2e_start 80 24 shell
	e2e_expect_line 'tumble>'
	e2e_keys -l 'new same 8x8:3:11'
	e2e_keys Enter
	e2e_expect_line 'tumble>'
	e2e_keys -l 'greedy 2'
	e2e_keys Enter
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
	e2e_wait_re '^This game is kept to continue\.$'
	e2e_wait_re "^'continue same' in the shell, or 'tumble same --continue', takes it up\\.$"
	[ "$(e2e_screen | grep -c 'kept to continue')" = 1 ] ||
		e2e_fail "the quit said more than once that the game is kept"
	e2e_start 80 24 shell
	e2e_expect_line 'tumble>'
	e2e_keys -l continue
	e2e_keys Enter
	e2e_wait_re '^Same Game \(8x8:3:11\): score 260, 38 balls left, 2 moves, assisted$'
	e2e_expect_line 'tumble>'
	e2e_keys -l show
	e2e_keys Enter
	e2e_wait "$board"
	e2e_expect_line 'tumble>'
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'exit=0'
}

# A kept game taken up and undone to its start is still the player's:
# the quit asks and keeps it, the menu names what redo brings back, and
# the game taken up says so and redoes it.
case_undone_kept() {
	keep_a_game 'Moves: 0' same 8x8:3:11
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 1$'
	e2e_keys r
	e2e_wait 'Taken up after 1 move.'
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo? It is kept to continue.'
	e2e_keys y
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 0, 1 to redo$'
	e2e_keys r
	e2e_wait 'Taken up after 0 moves, 1 to redo (r).'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	rm "$XDG_DATA_HOME/tumble/continue-same"
	keep_a_game 'Moves: 0/3' mayan 1
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Mayan 01-sample, move 1$'
	e2e_keys r
	e2e_wait 'Taken up after 1 move: clear it in the 2 left.'
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo? It is kept to continue.'
	e2e_keys y
	e2e_wait_re '^ +r +Continue +Mayan 01-sample, move 0, 1 to redo$'
	e2e_keys r
	e2e_wait 'Taken up after 0 moves, 1 to redo (r): clear it in the 3'
	e2e_keys r
	e2e_wait 'Moves: 1/3'
}

# life_kept_save MOVES FILE: the Same Game 8x8:3:11 with greedy's first
# MOVES moves played by hand, as another tumble keeps it to continue, in
# FILE.
life_kept_save() {
	local moves=('remove 1 1' 'remove 1 3')
	{
		printf 'new same 8x8:3:11\n'
		printf '%s\n' "${moves[@]:0:$1}"
		printf 'save %s\n' "$E2E_DIR/kept-save"
	} >"$E2E_DIR/kept-script"
	env XDG_DATA_HOME="$E2E_DIR/none" "$TUMBLE_BIN" shell \
	    "$E2E_DIR/kept-script" >/dev/null
	{
		printf 'tumble-save 3\nsame\nfrom 8x8:3:11\n'
		tail -n +3 "$E2E_DIR/kept-save"
	} >"$2"
}

# Another tumble quits the kept game at 2 moves, then finishes it, while
# this one's title menu names it at 1 move: r opens no game the menu did
# not name, and shows the kept games as they are now; the menu reads
# them again when it comes back on top.
case_kept_changed_elsewhere() {
	local kept="$XDG_DATA_HOME/tumble/continue-same"
	local undone='score 196, 48 balls left, 1 move, 1 to redo, assisted$'
	keep_a_game 'Moves: 0' same 8x8:3:11
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 1'
	life_kept_save 2 "$E2E_DIR/two"
	mv "$E2E_DIR/two" "$kept"
	e2e_keys r
	e2e_wait_said 'The games kept to continue changed in another tumble'
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 2'
	e2e_keys r
	e2e_wait 'Moves: 2'
	e2e_keys q
	e2e_wait 'Quit this game with 2 moves'
	e2e_keys y
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 2'
	rm "$kept"
	e2e_keys r
	e2e_wait_said 'The games kept to continue changed in another tumble'
	e2e_wait 'no game is kept to continue'
	# Kept while the help page is over the menu: there when it closes.
	e2e_keys '?'
	e2e_wait_re '^ +r +continue the game quit before its end'
	life_kept_save 1 "$kept"
	e2e_keys q
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 1'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A kept game's words wider than the menu's column widen the menu at
# 80x24; a terminal too narrow for them shows a board of the day's in the
# longest shorter form that fits, whole with its moves and moves to redo
# (they were cut, "Board of the day, 4 December 2026, m..."), and the
# long form again once there is room.
case_long_kept_line() {
	local long='^ +r +Continue +Board of the day, 4 December 2026, move'
	local narrow='^  r  Continue       Board of'
	E2E_ENV+=" TUMBLE_TODAY=20261204"
	keep_a_game 'Moves: 0' same --daily
	e2e_start 80 24
	e2e_wait_re "$long 1\$"
	e2e_resize 60 24
	e2e_wait_re "$narrow the day 4 Dec 2026, move 1 *\$"
	e2e_resize 80 24
	e2e_wait_re "$long 1\$"
	e2e_keys r
	e2e_wait 'taken up after 1 move'
	e2e_keys u
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo'
	e2e_keys y
	e2e_wait_re "$long 0, 1 to redo\$"
	e2e_resize 60 24
	e2e_wait_re "$narrow 4 Dec 2026, move 0, 1 to redo *\$"
	e2e_resize 80 24
	e2e_wait_re "$long 0, 1 to redo\$"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A random Mayan puzzle kept with a move to redo is named whole at
# 80x24: "Random Mayan puzzle of 2 moves, seed 999999, move 0, 1 to
# redo" was cut, and the seeds a fresh puzzle gets have 6 digits.
case_kept_random_whole() {
	local line='^ +r +Continue +Random Mayan, 2 moves, seed 999999, move'
	keep_a_game 'Moves: 0/2' mayan --random 2 --seed 999999
	e2e_start 80 24
	e2e_wait_re "$line 1\$"
	e2e_keys r
	e2e_wait 'Taken up after 1 move'
	e2e_keys u
	e2e_wait 'Moves: 0/2'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move to redo'
	e2e_keys y
	e2e_wait_re "$line 0, 1 to redo\$"
	e2e_keys q
	e2e_wait 'exit=0'
}

# Three Same Games kept: each has a line of the menu, the oldest picked
# with the arrows and Enter; a fourth quit says the oldest goes for it.
case_three_kept() {
	keep_three_same
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:13, move 1'
	e2e_wait_re '^ +R +Continue +Same Game 8x8:3:12, move 1'
	e2e_wait_re '^ +Continue +Same Game 8x8:3:11, move 1'
	e2e_keys Down Down Enter
	e2e_wait 'Moves: 1'
	e2e_wait '8x8:3:11'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	# Kept again in its own place, it is now the newest.
	e2e_wait_re '^ +r +Continue +Same Game 8x8:3:11, move 1'
	e2e_wait_re '^ +Continue +Same Game 8x8:3:12, move 1'
	e2e_keys q
	e2e_wait 'exit=0'
	# A fourth takes the oldest's place, and the quit says so first.
	e2e_start 80 24 same 8x8:3:14 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	# The `:` prompt asks it too, broken between words at the width of
	# the terminal, which cut "(y/n)" at its edge.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l quit
	e2e_keys Enter
	e2e_last_line '(y/n)'
	e2e_screen | grep -qx 'Quit this game with 1 move made? It is kept, and the oldest kept game goes\.' ||
		e2e_fail "the question was not broken between words"
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept, and the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait_said 'in place of the oldest of the 3 kept: Same Game 8x8:3:12, move 1.'
	e2e_wait 'exit=0'
}

# With three games kept, q on the too-small screen over a fourth asks
# what q asks on the board, warning that the oldest kept game goes,
# broken between words in the small terminal; no keeps them all, y
# keeps the fourth in the oldest's place.
case_small_kept_warned() {
	keep_three_same
	e2e_start 80 24 same 8x8:3:14 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_resize 30 12
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept, and the oldest kept game goes. (y/n)'
	e2e_shows 'Quit tumble?' && e2e_fail "the loop's question, not the game's"
	e2e_keys n
	e2e_wait 'Enlarge it or press q'
	e2e_resize 80 24
	e2e_wait 'Carry on.'
	e2e_wait 'Moves: 1'
	e2e_resize 30 12
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait_said 'in place of the oldest of the 3 kept: Same Game 8x8:3:11, move 1.'
	e2e_wait 'exit=0'
	grep -q '8x8:3:14' "$XDG_DATA_HOME"/tumble/continue-same* ||
		e2e_fail "the fourth game was not kept"
	! grep -q '8x8:3:11' "$XDG_DATA_HOME"/tumble/continue-same* ||
		e2e_fail "the oldest kept game is still kept"
}

# On a terminal of a few lines, too few for the heading and the whole
# question, q's question shows whole, its (y/n) last: the heading gives
# way, as the question is what waits for a key.
case_small_question_whole() {
	e2e_start 80 24 same 8x8:3:14 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_resize 20 6
	e2e_wait 'Enlarge it or press'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_wait 'kept to continue.'
	e2e_wait '(y/n)'
	e2e_keys y
	e2e_wait 'exit=0'
}

# The same when the game is quit while the planner still thinks.
case_review_survives_quit() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys q
	e2e_wait 'exit=0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
}

# An end undone and left at once, the planner still at work, is set
# beside the planner's all the same: it is counted in the tally, whose
# share of the planner's score it must not leave out.
case_review_survives_undo() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys u
	e2e_wait 'Undid move 5'
	e2e_keys q
	e2e_wait 'exit=0'
	local data=$XDG_DATA_HOME/tumble
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$data/reviews" ||
		e2e_fail "no review line: $(cat "$data/reviews" 2>&1)"
	grep -q '^same-.* 1 [01] 1 [0-9]* [0-9]*$' "$data/tally" ||
		e2e_fail "no share in the tally: $(cat "$data/tally" 2>&1)"
}

# `tumble --continue` takes up the newest kept game of either kind, as
# the title menu's r does; with none kept it says so and exits 1.
case_bare_continue() {
	e2e_start 80 24 --continue
	e2e_wait 'exit=1'
	e2e_wait 'tumble: no game is kept to continue'
	keep_a_game 'Moves: 0' same 8x8:3:11
	e2e_nap 1
	keep_a_game 'Moves: 0/3' mayan 1
	e2e_start 80 24 --continue
	e2e_wait 'Moves: 1/3'
	e2e_wait 'Taken up after 1 move: clear it in the 2 left.'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_wait 'exit=0'
	# A Same Game kept since is the newest.
	e2e_nap 1
	keep_a_game 'Moves: 0' same 8x8:3:12
	e2e_start 80 24 --continue
	e2e_wait 'Moves: 1'
	e2e_wait '8x8:3:12'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A game taken up has its cursor on its last move's cell, where it
# opened at the corner: the Same Game's (the judge's cell of the cluster
# removed) and the Mayan block's (where the drag left it).
case_cursor_taken_up() {
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space Right Right Right Space
	e2e_wait 'Move 2 at (1,3): removed 10 balls'
	e2e_keys q y
	e2e_wait 'exit=0'
	e2e_start 80 24 --continue
	e2e_wait 'Taken up after 2 moves.'
	e2e_wait 'Cursor (1,3): '
	e2e_wait_re '^ +1 +G +G +\[R\] +G +G +B +G$'
	e2e_keys q y
	e2e_wait 'exit=0'
	e2e_nap 1
	keep_a_game 'Moves: 0/3' mayan 1
	e2e_start 80 24 --continue
	e2e_wait 'Taken up after 1 move'
	# Its first move, 2 1 1, leaves the cursor on the block at (3,1).
	e2e_wait_re '^ +1 +\. +1 +1 +\[ +3 +\] +4$'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A game continued and finished is recorded once and not offered again.
case_finished_not_offered() {
	keep_a_game 'Moves: 0' same 8x8:3:11
	e2e_start 80 24
	e2e_wait 'Continue       Same Game 8x8:3:11, move 1'
	# R, for a second game kept, names the one there is.
	e2e_keys R
	e2e_wait 'Only one game is kept: r takes it up.'
	e2e_keys r
	e2e_wait 'Moves: 1'
	e2e_keys a
	e2e_wait 'Assisted game: not a high'
	e2e_keys n
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait 'no game is kept to continue'
	[ -e "$XDG_DATA_HOME/tumble/continue-same" ] &&
		e2e_fail "a finished game was left to continue"
	[ "$(grep -c '^same-8x8x3' "$XDG_DATA_HOME/tumble/scores")" = 1 ] ||
		e2e_fail "recorded other than once: $(cat "$XDG_DATA_HOME/tumble/scores")"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A kept game that does not read is named on r, not taken for none, with
# the line and column where it went wrong and what becomes of it; its
# name is whole in the title menu's smallest terminal.
case_damaged_kept_named() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf 'tumble-save 3\nmayan\njunk\n' \
		>"$XDG_DATA_HOME/tumble/continue-mayan"
	e2e_start 60 18
	e2e_wait 'Continue'
	e2e_wait_re 'Continue +.*continue-mayan does not read$'
	e2e_resize 80 24
	e2e_wait 'Continue       kept game continue-mayan does not read'
	e2e_keys r
	e2e_wait 'No game to take up: continue-mayan:3:1: expected'
	e2e_wait 'a game of its kind kept next sets it aside.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A damaged kept game beside one that reads is named all the same: it
# has no line of its own, and went missing without a word.  It is named
# as r names it with none to take up, and what becomes of it is said so:
# a kept file that does not read for another reason (a folder) is not
# set aside, and the menu no longer says it is.
case_damaged_kept_beside() {
	keep_a_game 'Moves: 0' same 8x8:3:11
	printf 'tumble-save 3\nmayan\njunk\n' \
		>"$XDG_DATA_HOME/tumble/continue-mayan"
	e2e_start 80 24
	e2e_wait 'Continue       Same Game 8x8:3:11, move 1'
	e2e_wait_said 'Not offered: continue-mayan:3:1: expected'
	e2e_wait_said 'a game of its kind kept next sets it aside.'
	e2e_keys q
	e2e_wait 'exit=0'
	rm "$XDG_DATA_HOME/tumble/continue-mayan"
	mkdir "$XDG_DATA_HOME/tumble/continue-mayan"
	e2e_start 80 24
	e2e_wait 'Continue       Same Game 8x8:3:11, move 1'
	e2e_wait_said 'Not offered: the kept game continue-mayan does not read: a'
	e2e_wait_said 'folder, not a regular file.'
	e2e_shows 'sets it aside' && e2e_fail "a folder was said to be set aside"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A damaged kept file set aside by the first move's keep, as the title
# menu said the next game kept would, is said there and then, naming
# where it went: on the Same Game's screen, the Mayan one's and in the
# shell.  Nothing named it.
case_damaged_kept_set_aside_said() {
	local kept="$XDG_DATA_HOME/tumble"
	mkdir -p "$kept"
	printf 'junk junk\n' >"$kept/continue-same"
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_shows 'set aside' && e2e_fail "said before it was set aside"
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_wait_said 'continue-same:1:1: '
	e2e_wait_said "; set aside as $kept/continue-same.bad"
	e2e_kill KILL
	e2e_wait 'exit=137'
	printf 'junk\n' >"$kept/continue-mayan"
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_wait_said "continue-mayan:1:1: "
	e2e_wait_said "; set aside as $kept/continue-mayan.bad"
	e2e_kill KILL
	e2e_wait 'exit=137'
	printf 'junk junk\n' >"$kept/continue-same.2"
	e2e_start 80 24 shell
	shell_types 'new same 8x8:3:12'
	shell_types 'greedy 1'
	e2e_wait_re '^Move 1 at '
	e2e_wait_said "continue-same.2:1:1: "
	e2e_wait_said "; set aside as $kept/continue-same.2.bad"
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	[ -f "$kept/continue-same.2.bad" ] || e2e_fail "not set aside"
}

# The board left while the planner still plays it: the game is set beside
# the best the planner had found.
case_review_survives_new() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys n
	e2e_wait 'Moves: 0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys q
	e2e_wait 'exit=0'
}

# The same when the game is left by R, or by a new game typed at the
# prompt: the review was lost.
case_review_survives_restart() {
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys R
	e2e_wait 'Moves: 0'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line after R: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys q
	e2e_wait 'exit=0'
	rm -f "$XDG_DATA_HOME/tumble/reviews"
	play_game_two 600
	e2e_wait_re '^ +You 4920   Greedy 4920   Planner [0-9]+ .$'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'new same'
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	grep -q '^same-.* 1 4920 [0-9]* [0-9-]*$' "$XDG_DATA_HOME/tumble/reviews" ||
		e2e_fail "no review line after new: $(cat "$XDG_DATA_HOME/tumble/reviews" 2>&1)"
	e2e_keys Enter q
	e2e_wait 'exit=0'
}

# `hint` typed at a Mayan puzzle's prompt searches as g does, on the
# screen with its spinner, and the hint is what the message line says.
case_prompt_hint() {
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l hint
	e2e_keys Enter
	e2e_wait_re 'Hint: [0-9] [0-9] -?1: drag'
	e2e_keys q
	e2e_wait 'exit=0'
}

# R means one thing in both games: with moves made it asks, and y starts
# the same board afresh, nothing to redo, not assisted; the assisted mark
# shows from the computer's first move.
case_restart_asks_in_both() {
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	# The computer's move is said as it is made, not at the end alone.
	e2e_wait_re 'Moves: 1/3 .*   Assisted$'
	e2e_keys R
	e2e_wait 'Restart this game with 1 move made? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0/3'
	e2e_keys r
	e2e_wait 'Nothing to redo.'
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1   Assisted'
	e2e_keys R
	e2e_wait 'Restart this game with 1 move made? (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 0'
	e2e_screen | grep -q 'Assisted' && e2e_fail "a fresh game still assisted"
	e2e_keys r
	e2e_wait 'Nothing to redo.'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game that cannot be kept (a folder where each of its places would
# be) is not lost unasked: quitting says so and asks again, n carries
# on, and y leaves saying why in full.  q on the too-small screen asks
# both questions there, and the : prompt's quit asks too.
case_keep_refused() {
	local place
	for place in continue-same continue-same.2 continue-same.3; do
		mkdir -p "$XDG_DATA_HOME/tumble/$place"
	done
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	local asked='This game cannot be kept to continue (a folder);'
	asked+=' quit all the same? (y/n)'
	e2e_wait_said "$asked"
	e2e_keys n
	e2e_wait 'Carry on.'
	# The same from the too-small screen, which asks both questions.
	e2e_resize 40 12
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait_said "$asked"
	e2e_keys n
	e2e_wait 'Enlarge it or press q'
	e2e_resize 80 24
	e2e_wait 'Carry on.'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l quit
	e2e_keys Enter
	e2e_wait 'It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait 'Moves: 1'
	e2e_wait_said "$asked"
	e2e_keys y
	e2e_wait 'exit=0'
	# Broken between words, where the terminal broke the path.
	e2e_wait_re '^tumble same: The game could not be kept to continue: cannot write *$'
	e2e_wait_re '^/.*/continue-same: a folder\. *$'
}

# A key with nothing to do on a board that is over (g, G, a) leaves the
# end's words on show: "No move is left." wiped them, the score, the
# rank and the line to share, for good.
case_end_words_stay() {
	e2e_play_row_badly
	local end='Final score: 0, with 2 balls remaining.  The first score on this board.'
	e2e_wait "$end"
	# After each key, the cursor steps to the other ball, which leaves
	# the words as they are: once it has, the key before it was read.
	local key cursor=green
	for key in g G a; do
		if [ "$cursor" = green ]; then
			e2e_keys "$key" Right
			e2e_wait_re '^ +1 +R +\[ +G +\]'
			cursor=red
		else
			e2e_keys "$key" Left
			e2e_wait_re '^ +1 \[ +R +\] +G'
			cursor=green
		fi
		e2e_screen | grep -qF "$end" ||
			e2e_fail "$key wiped the end's words"
	done
	e2e_shows_none 'No move is left.' ||
		e2e_fail "a key said no move is left over the end"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A lone ball tried at a game's end, by Space or Enter, is a stray
# move: the end's words stay, not a word that the ball stays alone.
case_end_lone_ball() {
	e2e_play_row_badly
	local end='Final score: 0, with 2 balls remaining.  The first score on this board.'
	e2e_wait "$end"
	# The cursor steps to the other ball after each try: once it has,
	# the try before it was read.
	e2e_keys Space Right
	e2e_wait_re '^ +1 +R +\[ +G +\]'
	e2e_screen | grep -qF "$end" ||
		e2e_fail "Space on a lone ball wiped the end's words"
	e2e_keys Enter Left
	e2e_wait_re '^ +1 \[ +R +\] +G'
	e2e_screen | grep -qF "$end" ||
		e2e_fail "Enter on a lone ball wiped the end's words"
	e2e_shows_none 'cannot be removed' ||
		e2e_fail "a lone ball was answered over the end"
	e2e_keys q
	e2e_wait 'exit=0'
}

# A game killed on screen (SIGKILL: no word to the game, as a power cut
# gives none) comes back on the next start with every move it had, the
# one taken back too; the next start offers it as the game to continue.
# Each tumble's own moves: a game is lost whole when only a quit keeps it.
case_killed_kept() {
	# Kept within a second or so of each other: either may be first.
	local line='^ +[rR] +Continue +Mayan 01-sample, move 0, 1 to redo *$'
	e2e_start 80 24 same 8x8:3:11 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys G
	e2e_wait 'Moves: 2'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Taken up after 2 moves.'
	e2e_wait '8x8:3:11'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys u
	e2e_wait 'Moves: 0/3'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24
	e2e_wait_re "$line"
	e2e_wait_re '^ +[rR] +Continue +Same Game 8x8:3:11, move 2 *$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Three games of each kind kept, and a fourth Same Game killed mid-game:
# it was kept in the spare place as it was played, and the title menu
# offers all seven, whole, from 80x24 down to its smallest terminal for
# them, 60x24; --continue takes it up, and its quit keeps it in the
# oldest's place, asking first, the spare place empty again.
case_spare_kept() {
	local spare="$XDG_DATA_HOME/tumble/continue-same.4"
	local size line lines=(
		'r +Continue +Same Game 8x8:3:14, move 1'
		'R +Continue +Mayan 03-noip2, move 1'
		'Continue +Mayan 02-wasted, move 1'
		'Continue +Mayan 01-sample, move 1'
		'Continue +Same Game 8x8:3:13, move 1'
		'Continue +Same Game 8x8:3:12, move 1'
		'Continue +Same Game 8x8:3:11, move 1')
	keep_three_of_each
	end_after_a_move KILL 137 'Moves: 0' same 8x8:3:14
	grep -qx 'moves 1' "$spare" || e2e_fail "not kept in the spare place"
	for size in '80 24' '60 24'; do
		e2e_start $size
		for line in "${lines[@]}"; do
			e2e_wait_re "^ +$line *\$"
		done
		e2e_wait_re '^ +q +Quit *$'
		e2e_wait_re '^ +Enter open .* q quit *$'
		e2e_shows 'Terminal too small' && e2e_fail "too small at $size"
		e2e_keys q
		e2e_wait 'exit=0'
	done
	e2e_start 80 24 --continue --no-animation
	e2e_wait 'Taken up after 1 move.'
	e2e_wait '8x8:3:14'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept, and the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait_said 'in place of the oldest of the 3 kept: Same Game 8x8:3:11, move 1.'
	e2e_wait 'exit=0'
	[ ! -e "$spare" ] || e2e_fail "the spare place still holds a game"
	grep -q '8x8:3:14' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "not kept in the oldest's place"
}

# Three games of each kind kept, and a fourth of each ended by a signal
# mid-game (SIGTERM, SIGHUP: no one to ask): neither puts the oldest
# kept game out, as only a quit that asks does; each stays in the spare
# place, and the title menu offers all eight in the usual 80x24, the
# blank row over its note giving way to them.
case_spare_kept_signalled() {
	local line lines=(
		'r +Continue +Mayan sample.txt, move 1'
		'R +Continue +Same Game 8x8:3:14, move 1'
		'Continue +Mayan 03-noip2, move 1'
		'Continue +Mayan 02-wasted, move 1'
		'Continue +Mayan 01-sample, move 1'
		'Continue +Same Game 8x8:3:13, move 1'
		'Continue +Same Game 8x8:3:12, move 1'
		'Continue +Same Game 8x8:3:11, move 1')
	keep_three_of_each
	end_after_a_move TERM 143 'Moves: 0' same 8x8:3:14
	e2e_nap 1
	end_after_a_move HUP 129 'Moves: 0/3' mayan \
	    "$TUMBLE_TESTS/data/mayan/sample.txt"
	e2e_start 80 24
	for line in "${lines[@]}"; do
		e2e_wait_re "^ +$line *\$"
	done
	e2e_wait_re '^ +q +Quit *$'
	e2e_wait_re '^ +Enter open .* q quit *$'
	e2e_shows 'Terminal too small' && e2e_fail "too small at 80x24"
	e2e_keys q
	e2e_wait 'exit=0'
	grep -qx 'moves 1' "$XDG_DATA_HOME/tumble/continue-same.4" ||
		e2e_fail "not kept in the spare place"
	grep -q '8x8:3:11' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "the oldest kept game was put out"
}

# shell_types LINE: type LINE at the shell's prompt, once it is there.
shell_types() {
	e2e_expect_line 'tumble>'
	e2e_keys -l "$1"
	e2e_keys Enter
}

# A game played in the shell on a terminal and killed there (SIGKILL: no
# word to the shell) comes back with every move it had, as the game on
# screen does, whichever command opened it (new, continue, load) and
# whichever moved it last (a move, undo, redo): the shell kept it only
# as it ended, and lost it whole.
case_shell_killed_kept() {
	local kept="$XDG_DATA_HOME/tumble/continue-same"
	local undone='score 196, 48 balls left, 1 move, 1 to redo, assisted$'
	e2e_start 80 24 shell
	shell_types 'new same 8x8:3:11'
	shell_types 'greedy 2'
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	grep -qx 'moves 2' "$kept" ||
		e2e_fail "the moves were not kept: $(cat "$kept")"
	# Taken up in the shell, one move taken back.
	e2e_start 80 24 shell
	shell_types 'continue same'
	e2e_wait_re '^Same Game \(8x8:3:11\): score 260, 38 balls left, 2 moves, assisted$'
	shell_types undo
	shell_types score
	e2e_wait_re "^Same Game \\(8x8:3:11\\): $undone"
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	# Loaded by its name, the move taken back played again.
	e2e_start 80 24 shell
	shell_types "load $kept"
	e2e_wait_re "^Same Game \\(8x8:3:11\\): $undone"
	shell_types redo
	e2e_wait_re '^Move 2 at '
	e2e_expect_line 'tumble>'
	e2e_kill KILL
	e2e_wait 'exit=137'
	e2e_start 80 24 same --continue --no-animation
	e2e_wait 'Taken up after 2 moves.'
	e2e_wait '8x8:3:11'
	e2e_wait 'Score: 260'
	e2e_kill KILL
	e2e_wait 'exit=137'
}

# The shell ended by a signal with three games of its kind kept: its
# game stays in the spare place, the oldest kept game with it.
case_shell_signalled_kept() {
	keep_three_same
	e2e_start 80 24 shell
	shell_types 'new same 8x8:3:14'
	shell_types 'greedy 1'
	e2e_wait_re '^Move 1 at '
	e2e_expect_line 'tumble>'
	e2e_kill TERM
	e2e_wait 'exit=143'
	grep -qx 'moves 1' "$XDG_DATA_HOME/tumble/continue-same.4" ||
		e2e_fail "not kept in the spare place"
	grep -q '8x8:3:11' "$XDG_DATA_HOME/tumble/continue-same" ||
		e2e_fail "the oldest kept game was put out"
}

"case_$1"
