#!/usr/bin/env bash
# The screens during play, as a new player meets them.  Usage: play.sh
# CASE, where CASE is
#   score_table_named  the score screen names the board whose table it
#                      shows above the table, apart from the list of
#                      boards, so no score reads as another board's
#   small_question_resized  q on the too-small screen asks; the question
#                      outlives the terminal growing, and the key meant
#                      for it answers it: Enter carries on (no ball is
#                      removed), y quits
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
#                      packs' boards are listed
#   small_words        a move worth 1 point and a game ending with 1 ball
#                      say so in the singular on screen; a board over
#                      from its start shows the footer of a game over; a
#                      Mayan block at the edge is named by its cell
#   score_screen_size  the score screen holds on below the title menu's
#                      size, 60x18, down to the game's, 40x17
#   help_wrapped_once  help pages at 60 columns break a sentence once at the
#                      page's width, never again at the text's own line
#                      ends ("clusters of / 2 or more / balls")
#   custom_sizes       the custom board screen says at once how many rows
#                      and columns this terminal shows and what a size too
#                      big needs, a number typed past a range says what it
#                      became, and a click on "<" or ">" changes the value
#   custom_rows_too_many  with more rows than the terminal holds, the
#                      Columns field names the rows as what does not fit
#   editor_file_name   the editor's file name reads ~ as the home folder,
#                      and Tab completes a name begun
#   footer_best_keys   the Same Game footer at 80 columns names H, A and R,
#                      whole and within the edges
#   prompt_hint_known  hint at the : prompt once s has found the answer
#                      says the answer's next move without searching again
#   help_back_words    every help page ends in one wording: the keys that
#                      scroll a long page, as many as fit (whole at 40
#                      columns), then "any other key goes back"; a page
#                      that fits (the Same Game review's) "Any key goes
#                      back"
#   custom_enter_idle  the custom board screen's footer names Enter only
#                      while Enter plays the board: not for a size too big
#                      for the terminal nor a clearable board of one cell
#   undo_idle          the game's footer names u only with a move to take
#                      back (not at the start, nor undone back to it), in
#                      both games, the other keys staying where they are
#   help_data_folder   help pages name the data folder tumble uses, the
#                      home folder as ~, a long one broken after its
#                      slashes at 80x24; with none to use, in the
#                      manual's words ($XDG_DATA_HOME/tumble)
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
	e2e_wait 'This board is in no pack: ] and [ step through the boards of'
	e2e_wait 'listed by p in the title menu.'
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

# play_help_end: the help page scrolled to its end.
play_help_end() {
	local i
	for i in $(seq 40); do
		e2e_keys Down
	done
}

case_help_wrapped_once() {
	e2e_start 60 18
	e2e_wait 'Make a puzzle'
	e2e_keys '?'
	play_help_end
	e2e_wait '  2 or more balls of one colour; bigger clusters score far'
	e2e_keys q q
	e2e_wait 'exit=0'
	e2e_start 60 20 same
	e2e_wait 'Balls: 150'
	e2e_keys '?'
	play_help_end
	e2e_wait '  (m-2)^2 points; balls fall, empty columns close, and a'
	e2e_keys q q
	e2e_wait 'exit=0'
}

case_help_back_words() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys '?'
	e2e_wait_re '^ +Up/Down, PgUp/PgDn scroll; any other key goes back$'
	e2e_keys q q
	e2e_wait 'exit=0'
	# At the page's narrowest the paging keys that fit, and the words
	# that go back whole.
	e2e_start 40 17 same
	e2e_wait 'q quit'
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_wait_re '^ ?Up/Down scroll; any other key goes back$'
	e2e_keys q q
	e2e_wait 'exit=0'
	# A page that fits, the review's, says so in the same words.
	e2e_start 80 40 same 2x2:1:5 --no-animation
	e2e_wait 'q quit'
	e2e_keys Space
	e2e_wait 'w review'
	e2e_keys w
	e2e_wait 'q back'
	e2e_keys '?'
	e2e_wait 'Help: Same Game review'
	e2e_wait_re '^ +Any key goes back$'
	e2e_keys Down
	e2e_wait_gone 'Help: Same Game review'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# The footer's place for Enter, blank while Enter does nothing.
PLAY_CUSTOM_KEYS='Left/Right change  0-9 number'
case_custom_enter_idle() {
	e2e_start 80 23
	e2e_wait 'Make a puzzle'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys 1 0
	e2e_wait 'Enter plays'
	e2e_wait_re "^ +$PLAY_CUSTOM_KEYS  Enter play  \\? help  q back\$"
	# Too big for the terminal: Enter would not start it.
	e2e_keys 2 0
	e2e_wait 'Terminal too small for 20x'
	e2e_wait_re "^ +$PLAY_CUSTOM_KEYS {14}\\? help  q back\$"
	e2e_keys Enter
	e2e_wait 'or choose a smaller board.'
	e2e_wait_re "^ +$PLAY_CUSTOM_KEYS {14}\\? help  q back\$"
	# A clearable board of one cell: nothing to play either.
	e2e_keys 1 Down 1 Down Down 1
	e2e_wait 'A board of one cell cannot be cleared'
	e2e_wait_re "^ +$PLAY_CUSTOM_KEYS {14}\\? help  q back\$"
	e2e_keys 0
	e2e_wait 'Enter plays a 1x1 board'
	e2e_wait_re "^ +$PLAY_CUSTOM_KEYS  Enter play  \\? help  q back\$"
	e2e_keys q q
	e2e_wait 'exit=0'
}

# play_footer_is REGEX: the footer (the last line) matches REGEX whole.
play_footer_is() {
	e2e_wait_re "^ +$1\$"
}

case_undo_idle() {
	local before='Space remove  g hint  H best  A plan'
	local after='n new  R restart  \? help  q quit'
	e2e_start 80 24 same --no-animation
	e2e_wait 'Moves: 0'
	play_footer_is "$before {10}$after"
	e2e_keys G
	e2e_wait 'Moves: 1'
	play_footer_is "$before  u undo  $after"
	e2e_keys u
	e2e_wait 'Moves: 0'
	play_footer_is "$before {10}$after"
	e2e_keys r
	e2e_wait 'Moves: 1'
	play_footer_is "$before  u undo  $after"
	e2e_keys R y
	e2e_wait 'Moves: 0'
	play_footer_is "$before {10}$after"
	e2e_keys q
	e2e_wait 'exit=0'
	# The Mayan puzzle's footer, in play and at its end: r's place
	# too is blank while there is nothing to redo.
	printf '2\n1 1 0\n0\n0\n0\n0\n' >"$E2E_DIR/two.txt"
	before='Space pick  s solve  g hint  G play'
	after='L levels  \? help  q quit'
	e2e_start 80 24 mayan "$E2E_DIR/two.txt" --no-animation
	e2e_wait 'Moves: 0/2'
	play_footer_is "$before {18}$after"
	e2e_keys Space Right
	e2e_wait 'Moves: 1/2'
	play_footer_is "$before  u undo {10}$after"
	e2e_keys u
	e2e_wait 'Moves: 0/2'
	play_footer_is "$before {10}r redo  $after"
	e2e_keys r
	e2e_wait 'Moves: 1/2'
	play_footer_is "$before  u undo {10}$after"
	# Where r would leave out a key after it, r gives way.
	e2e_tmux resize-window -t game -x 70 -y 24
	e2e_wait_re "^$before  u undo  $after\$"
	e2e_keys u
	e2e_wait 'Moves: 0/2'
	e2e_wait_re "^$before {10}$after\$"
	e2e_keys q y
	e2e_wait 'exit=0'
}

# play_click_on LINE_TEXT MARK: a click on MARK ("<" or ">") of the line
# holding LINE_TEXT.
play_click_on() {
	local at
	at=$(e2e_screen | awk -v t="$1" -v m="$2" 'index($0, t) {
		i = index($0, "<")
		if (m == ">")
			i += index(substr($0, i), ">") - 1
		print i, NR; exit }')
	[ -n "$at" ] || e2e_fail "no line '$1' on screen"
	e2e_click $at
}

case_custom_sizes() {
	e2e_start 80 23
	e2e_wait 'Make a puzzle'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys Down 1 5 Up 2 0
	e2e_wait_re '^ +Rows +< 20  >  \(1 to 20; [0-9]+ fit here\)$'
	e2e_wait 'Terminal too small for 20x15: need 40x25 or 48x24, have 80x23.'
	e2e_keys 2 5
	e2e_wait 'Rows go from 1 to 20: 25 became 20.'
	play_click_on 'Rows ' '<'
	e2e_wait_re '^ +Rows +< 19  >'
	play_click_on 'Colours ' '>'
	e2e_wait_re '^ +Colours +<  [2-6]  >'
	play_click_on 'Colours ' '<'
	play_click_on 'Colours ' '<'
	play_click_on 'Colours ' '<'
	play_click_on 'Colours ' '<'
	play_click_on 'Colours ' '<'
	play_click_on 'Colours ' '<'
	e2e_wait_re '^ +Colours +<  1  >'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# No column count fits beside 20 rows in 18 lines: the Columns field
# says it is the rows that do not fit, not the columns.
case_custom_rows_too_many() {
	e2e_start 60 18
	e2e_wait 'Make a puzzle'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys 2 0
	e2e_wait_re '^ +Rows +< 20  >  \(1 to 20; [0-9]+ fit here\)$'
	e2e_wait_re '^ +Columns +< [ 0-9]{2}  >  \(1 to 20; not with 20 rows\)$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

case_editor_file_name() {
	local home="$E2E_DIR/home"
	mkdir -p "$home/puzzles"
	E2E_ENV="HOME='$home'"
	e2e_start 80 24 mayan --edit --no-animation
	e2e_wait 'The board is empty'
	e2e_keys 1 Right 1 Right Right 1
	e2e_wait 'Blocks: 3'
	e2e_keys w
	e2e_wait 'Write to:'
	e2e_keys C-u
	e2e_keys -l '~/puz'
	e2e_keys Tab
	e2e_expect_line 'Write to: ~/puzzles/'
	e2e_keys -l made.in
	e2e_keys Enter
	e2e_wait 'Written to'
	[ -s "$home/puzzles/made.in" ] ||
		e2e_fail "nothing written to ~/puzzles/made.in"
	e2e_keys q
	e2e_wait 'exit=0'
}

case_footer_best_keys() {
	e2e_start 80 24 same --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys G
	e2e_wait 'Moves: 1'
	local keys='Space remove  g hint  H best  A plan  u undo  n new'
	keys+='  R restart'
	e2e_wait_re "^ +$keys  \\? help  q quit\$"
	[ "$(e2e_screen | tail -1 | awk '{ print length }')" -lt 80 ] ||
		e2e_fail "the footer reaches the edge"
	e2e_keys q y
	e2e_wait 'exit=0'
}

case_prompt_hint_known() {
	e2e_start 80 24 mayan 105 --no-animation
	e2e_wait 'Moves: 0/8'
	e2e_keys s
	e2e_wait 'Answer from move 1:'
	# The panel's lines are drawn after its heading, the words under
	# the board after them.
	e2e_wait_said 'The answer is beside the board; g shows its next move'
	local first
	first=$(e2e_screen | sed -n 's/.*> \(([0-9],[0-9]) [a-z]*\).*/\1/p')
	[ -n "$first" ] || e2e_fail "no first move in the answer"
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l hint
	e2e_keys Enter
	# No search again: the panel keeps the answer until the hint shows.
	local end=$((SECONDS + E2E_DEADLINE)) shot
	while [ $SECONDS -lt $end ]; do
		shot=$(e2e_screen)
		grep -q 'Solving n=' <<<"$shot" &&
			e2e_fail "the answer was searched for again"
		grep -qF "drag $first." <<<"$shot" && break
		e2e_nap 0.05
	done
	e2e_wait "drag $first."
	e2e_wait 'Answer from move 1:'
	e2e_keys q y
	e2e_wait 'exit=0'
}

# The rows of the help page on screen from the one that says KEPT to
# the one that holds END, their margin left out, one a line.
play_help_rows() {
	e2e_screen | awk -v kept="$1" -v end="$2" '
		index($0, kept) { on = 1 }
		on { sub(/^ +/, ""); print }
		on && index($0, end) { exit }'
}

# Help pages said "Solved levels are kept in $XDG_DATA_HOME/tumble/
# progress" even where that variable was unset: they name the folder
# tumble uses.
case_help_data_folder() {
	mkdir -p "$E2E_DIR/home"
	E2E_ENV="XDG_DATA_HOME= HOME='$E2E_DIR/home'" \
	    e2e_start 80 24 mayan --random 3 --seed 2
	e2e_wait 'Moves: 0/3'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_keys End
	e2e_wait_re '^  Solved levels are kept in ~/\.local/share/tumble/progress\.$'
	e2e_keys q L
	e2e_wait 'Random puzzle: 3 moves'
	e2e_keys '?'
	e2e_wait 'Help: Mayan levels'
	e2e_keys End
	e2e_wait_said 'remembered in ~/.local/share/tumble/mayan-random.'
	e2e_keys q q
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_wait 'exit=0'
	# A folder longer than the page's line, broken after its slashes,
	# never between two letters of a folder's name.
	local long="$E2E_DIR/a-folder-with-a-long-name-for-the-data-kept"
	long+="/and-another-long-folder-name-under-that-one/and-more"
	E2E_ENV="XDG_DATA_HOME='$long'" e2e_start 80 24 mayan --random 3 \
	    --seed 2
	e2e_wait 'Moves: 0/3'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_keys End
	e2e_wait '/tumble/progress.'
	local rows
	rows=$(play_help_rows 'Solved levels are kept in' '/progress.')
	[ "$(sed 1d <<<"$rows" | tr -d '\n')" = "$long/tumble/progress." ] ||
		e2e_fail "the folder is not whole: '$rows'"
	[ "$(sed '1d;$d' <<<"$rows" | grep -vc '/$')" = 0 ] ||
		e2e_fail "the folder is broken inside a name: '$rows'"
	e2e_keys q q
	e2e_wait 'exit=0'
	# No folder to use: the manual's words, which name the variable.
	E2E_ENV="XDG_DATA_HOME= HOME=" e2e_start 80 24 mayan --random 3 \
	    --seed 2
	e2e_wait 'Moves: 0/3'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_keys End
	e2e_wait_re '^  Solved levels are kept in \$XDG_DATA_HOME/tumble/progress\.$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

case "${1:-}" in
help_data_folder | \
prompt_hint_known | \
help_back_words | \
custom_enter_idle | \
undo_idle | \
footer_best_keys | \
editor_file_name | \
custom_sizes | \
custom_rows_too_many | \
help_wrapped_once | \
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
