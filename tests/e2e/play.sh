#!/usr/bin/env bash
# The screens during play, as a new player meets them: the questions
# asked on the too-small screen and as the terminal changes size, the
# score screen, and what a move, a drag or a pack's step says (the help
# pages, the footers and the custom board screen: play_help.sh).
# Usage: play.sh CASE, where CASE is
#   score_table_named  the score screen names the board whose table it
#                      shows above the table, apart from the list of
#                      boards, so no score reads as another board's
#   stale_size         LINES and COLUMNS a shell exported before a resize
#                      are not the terminal's size: the game follows the
#                      terminal
#   small_question_resized  q on the too-small screen asks; the question
#                      outlives the terminal growing, and the key meant
#                      for it answers it: Enter carries on (no ball is
#                      removed), y quits
#   small_question_waits  a question waiting as the terminal shrinks
#                      is said on the too-small screen, and takes its y
#                      once the terminal is enlarged
#   small_question_over_ask  the same over a question of the game's own
#                      ("Leave this game?"), with a move made: q asks the
#                      game's quit question in its place; once answered
#                      no, a y later leaves nothing, the question gone
#                      with its words
#   ask_footer         while a question waits, the footer names the keys
#                      that answer it (game, editor, the too-small
#                      screen's question left on the menu), then its own
#   small_question_planning  the same while H's search runs: the question
#                      shows under the planner's spinner, which runs on,
#                      and no answers it
#   small_question_pointer  the pointer moving and the wheel answer the
#                      too-small screen's question no more than on the
#                      game's line it waits on once the terminal grows; a
#                      click there says no
#   drag_one_read      a drag whose press, motion and release come in one
#                      read (a slow link) moves the block pressed
#   pack_step          ] and [ on a pack's board go to the next and previous
#                      board of the pack, n to the next too, asking while
#                      moves are made; the first and the last say so; the
#                      footer names it, with every key it names at 80
#                      columns; on a board of no pack, ] says where the
#                      packs' boards are listed; on board K of a judge
#                      file of several, ] and [ step through the file
#   small_words        a move worth 1 point and a game ending with 1 ball
#                      say so in the singular on screen; a board over
#                      from its start shows the footer of a game over; a
#                      Mayan block at the edge is named by its cell
#   score_screen_size  the score screen holds on below the title menu's
#                      size, 60x18, down to the game's, 40x17
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

case_score_table_named() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-2x2x1 100 2026-01-01' 'same-2x4x1 200 2026-01-01' \
	    'same-3x3x1 1049 2026-01-02' 'same-4x2x1 50 2026-01-01' \
	    >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait_re '^ +Board {2,}2x2, 1 colour$'
	e2e_keys Down Down
	e2e_wait_re '^ +Board {2,}3x3, 1 colour$'
	# The table's lines are drawn after its header.
	e2e_until e2e_shows_re '^ +2x2, 1 colour +\| +1 +1049 +2026-01-02$' ||
		e2e_fail "the table is not set apart from the boards"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# play_resize WIDTH HEIGHT: the terminal resized.
play_resize() {
	e2e_tmux resize-window -t game -x "$1" -y "$2"
}

# LINES and COLUMNS exported by a shell before a resize are not the
# terminal's size: the game draws for the terminal, and follows it.
case_stale_size() {
	E2E_ENV="LINES=10 COLUMNS=30"
	e2e_start 80 23 same --size 20x20 --seed 1
	e2e_wait 'Terminal too small:'
	e2e_wait 'have 80x23'
	play_resize 100 40
	e2e_wait 'Balls: 400'
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_small_question_resized() {
	e2e_start 80 23 same --size 20x20 --seed 1
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	play_resize 100 40
	e2e_wait 'Balls: 400'
	e2e_wait 'Quit tumble? (y/n)'
	e2e_keys Enter
	e2e_wait 'Carry on.'
	e2e_screen | grep -qF 'Move 1' && e2e_fail "the answer played a move"
	play_resize 80 23
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	play_resize 100 40
	e2e_wait 'Balls: 400'
	e2e_keys y
	e2e_wait 'exit=0'
}

# While a question waits, the footer names the keys that answer it, on
# the game, the editor and the question the too-small screen left; once
# answered, the screen's own footer is back.
ASK_FOOTER='^ *y yes  n no, as any other key *$'
case_ask_footer() {
	e2e_start 80 24 same --seed 7 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys k k Space
	e2e_wait 'Moves: 1'
	e2e_keys n
	e2e_wait '(y/n)'
	e2e_wait_re "$ASK_FOOTER"
	e2e_screen | grep -q 'Space remove' &&
		e2e_fail "the game's keys named while a question waits"
	e2e_keys x
	e2e_wait 'Carry on.'
	e2e_wait 'Space remove'
	e2e_shows_re "$ASK_FOOTER" && e2e_fail "the answer's keys stayed"
	e2e_start 80 24 mayan --edit --no-animation
	e2e_wait 'The board is empty'
	e2e_keys 1
	e2e_wait 'Blocks: 1'
	e2e_keys q
	e2e_wait '(y/n)'
	e2e_wait_re "$ASK_FOOTER"
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_shows_re "$ASK_FOOTER" && e2e_fail "the answer's keys stayed"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	play_resize 30 10
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	play_resize 80 24
	e2e_wait 'Make a puzzle'
	e2e_wait_re "$ASK_FOOTER"
	e2e_keys y
	e2e_wait 'exit=0'
}

# A question waiting as the terminal shrinks is not lost from sight: the
# too-small screen says one waits, and once enlarged it takes its y.
case_small_question_waits() {
	e2e_start 80 24 same --seed 7 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys k k Space
	e2e_wait 'Moves: 1'
	e2e_keys R
	e2e_wait 'Restart this game with 1 move made?'
	play_resize 30 8
	e2e_wait 'Terminal too small:'
	e2e_wait_said 'A question waits: enlarge it to answer, or press q'
	play_resize 80 24
	e2e_wait 'Restart this game with 1 move made?'
	e2e_keys y
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_small_question_over_ask() {
	e2e_start 80 24 same --seed 7 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys k k Space
	e2e_wait 'Moves: 1'
	e2e_keys n
	e2e_wait 'Leave this game with 1 move made? It is not kept. (y/n)'
	play_resize 30 8
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	play_resize 80 24
	e2e_wait 'Moves: 1'
	e2e_wait 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_keys y
	e2e_wait 'y does nothing here'
	e2e_shows 'Board: 10x15:3:7' && e2e_shows 'Moves: 1' ||
		e2e_fail "a y with no question on screen left the game"
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_small_question_planning() {
	E2E_ENV="TUMBLE_PLAN_SECONDS=30"
	e2e_start 80 24 same --seed 7 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys H
	e2e_wait 'Esc cancels'
	play_resize 30 8
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	play_resize 80 24
	e2e_wait 'Esc cancels'
	e2e_wait 'Quit tumble? (y/n)'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_shows 'Esc cancels' || e2e_fail "the planner stopped"
	e2e_keys Escape
	e2e_wait 'Planning stopped: the best line found so far:'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_small_question_pointer() {
	e2e_start 30 8 same --seed 7 --no-animation
	e2e_wait 'Terminal too small:'
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	e2e_hover 5 5
	e2e_tmux send-keys -t game -l $'\e[<65;5;5M'
	e2e_nap 0.3
	e2e_shows 'Quit tumble? (y/n)' ||
		e2e_fail "the pointer took the question back"
	play_resize 80 24
	e2e_wait 'Moves: 0'
	e2e_wait 'Quit tumble? (y/n)'
	e2e_hover 5 5
	e2e_nap 0.3
	e2e_shows 'Quit tumble? (y/n)' ||
		e2e_fail "the pointer answered the question"
	e2e_click 5 5
	e2e_wait 'Carry on.'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_score_screen_size() {
	e2e_start 60 18
	e2e_wait 'Make a puzzle'
	e2e_keys S
	e2e_wait 'High scores: the best 10 of every board'
	play_resize 40 17
	# The tightest leaves out the title.
	e2e_wait_gone 'High scores: the best 10 of every board'
	e2e_wait 'No game has ended yet.'
	e2e_screen | grep -q 'Terminal too small' &&
		e2e_fail "the score screen does not hold on at 40x17"
	play_resize 39 17
	e2e_wait 'need 40x17, have 39x17'
	play_resize 60 18
	e2e_wait 'High scores: the best 10 of every board'
	e2e_keys q q
	e2e_wait 'exit=0'
}

case_drag_one_read() {
	e2e_start 90 30 mayan "$TUMBLE_TESTS/data/mayan/sample.txt" \
	    --no-animation
	e2e_wait 'Moves: 0/3'
	local from to
	from=$(e2e_cell 2 1)
	to=$(e2e_cell 3 1)
	# Press, motion with the button down, release: one write.
	local press=$'\e[<0;'"${from/ /;}"M motion=$'\e[<32;'"${to/ /;}"M
	e2e_tmux send-keys -t game -l "$press$motion"$'\e[<0;'"${to/ /;}"m
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_screen | grep -q 'Picked up' &&
		e2e_fail "the drag picked a block up"
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_pack_step() {
	e2e_start 80 24 same standard:1
	# Every key the footer names at 80 columns, R too, whole and short
	# of the right edge (u's place blank before a move).
	local keys='Space remove  g hint  H best  A plan {10}n next'
	keys+='  R restart'
	e2e_wait_re "^ *$keys  \\? help  q quit\$"
	[ "$(e2e_screen | tail -1 | awk '{ print length }')" -lt 80 ] ||
		e2e_fail "the footer reaches the edge"
	e2e_keys ']'
	e2e_wait 'standard:2'
	e2e_keys '[' '['
	e2e_wait 'standard:1 is the first board of its pack.'
	e2e_keys Space
	e2e_wait 'Move 1 at'
	e2e_keys n
	e2e_wait 'Leave this game with 1 move made?'
	e2e_keys x
	e2e_wait 'Carry on.'
	e2e_keys ']'
	e2e_wait 'Leave this game with 1 move made?'
	e2e_keys y
	e2e_wait 'standard:2'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same standard:20
	e2e_keys ']'
	e2e_wait 'standard:20 is the last board of its pack.'
	e2e_keys n
	e2e_wait 'standard:20 is the last board of its pack.'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same 10x15:3:7
	e2e_wait 'Moves: 0'
	e2e_keys ']'
	e2e_wait_said 'This board is in no pack: ] and [ step through the boards of a pack, listed by p in the title menu, or of a file that holds several.'
	e2e_keys q
	e2e_wait 'exit=0'
	# A judge file of several boards steps alike, from board K of it.
	e2e_start 80 24 same "$TUMBLE_TESTS/data/same/sample.in" -g 2
	e2e_wait 'sample.in, board 2'
	e2e_keys ']'
	e2e_wait 'sample.in, board 3'
	e2e_keys ']'
	e2e_wait 'Board 3 is the last board of sample.in.'
	e2e_keys '['
	e2e_wait 'sample.in, board 2'
	e2e_keys q
	e2e_wait 'exit=0'
}

case_small_words() {
	e2e_start 80 24 same 2x2:2:3 --no-animation
	e2e_wait 'worth 1 point.'
	e2e_keys Space
	e2e_wait 'Move 1 at (1,1): removed 3 balls of color G, got 1 point.'
	e2e_wait 'Final score: 1, with 1 ball remaining.'
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 80 24 same 1x1:1:1
	e2e_wait 'Game over: no cluster of 2 balls.'
	e2e_wait 'n new  S scores  q quit'
	e2e_screen | grep -q 'Space remove' &&
		e2e_fail "a board over from its start offers to remove"
	e2e_keys q
	e2e_wait 'exit=0'
	e2e_start 90 30 mayan "$TUMBLE_TESTS/data/mayan/sample.txt" \
	    --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys Space Left
	e2e_wait '(0,0) cannot move left: the board ends there.'
	e2e_keys q
	e2e_wait 'exit=0'
}

case "${1:-}" in
score_screen_size | \
small_words | \
pack_step | \
drag_one_read | \
small_question_resized | \
small_question_over_ask | \
small_question_waits | \
ask_footer | \
small_question_planning | \
small_question_pointer | \
stale_size | \
score_table_named) "case_$1" ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
