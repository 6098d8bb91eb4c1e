#!/usr/bin/env bash
# End-to-end tests of a game's life on screen: which kept games the title
# menu offers and how they are taken up, a finished game no longer
# offered, a damaged one named, and the question before a game is left
# with games kept (the review that outlives the board and the end's
# words: life_review.sh; a game killed, signalled or kept by the shell:
# life_killed.sh; the planner's game watched: watch.sh; the board of the
# day: life_daily.sh).  Usage: life.sh CASE (one meson test per case).
# Exit 77 skips.
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

# On a terminal of few columns, its words broken into more rows than the
# screen kept (16: the heading, the sizes and the question at 10
# columns), the question's end, (y/n), still shows: rows past the most
# give way from the heading, not from the question.
case_small_question_narrow() {
	keep_three_same
	e2e_start 80 24 same 8x8:3:14 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_resize 10 30
	e2e_wait_said 'Enlarge it or press q'
	e2e_keys q
	e2e_wait_said "Quit this game with 1 move made? It is kept, and the \
oldest kept game goes. (y/n)"
	e2e_keys y
	e2e_wait 'exit=0'
}

"case_$1"
