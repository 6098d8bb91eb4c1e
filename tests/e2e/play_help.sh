#!/usr/bin/env bash
# The screens during play, as a new player meets them: the help pages,
# the footers and the keys they name, the custom board screen, the
# editor's file name and the prompt's hint (the questions and sizes of
# terminal: play.sh).  Usage: play_help.sh CASE, where CASE is
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
help_wrapped_once) "case_$1" ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
