#!/usr/bin/env bash
# What a new player met walking every screen, each fixed.  Usage: walk.sh
# CASE, where CASE is
#   menu_note_stale  the title menu's word about its last choice ("No game
#                    is kept to continue.", the words of the Continue line
#                    itself) goes once a screen opens over it: back from a
#                    game quit and kept, it would be untrue
#   end_note_whole   the end of a Same Game (a cleared board's bonus, the
#                    judge's final line, the score's rank) is said whole
#                    at 60x20, on the rows free above the footer
#   level_menu_asks  a level chosen from L's menu over a puzzle with moves
#                    made asks first, as ] does; n keeps the moves
#   too_small_narrow the "Terminal too small" screen on a terminal narrower
#                    than its lines breaks them between words, none cut
#                    at the edge
#   editor_back_from_play  back in the editor from a puzzle played with p
#                    and left unplayed, no "Solved in exactly 1 move." of
#                    the check before it stays as if the player had
#   mayan_click_answers  on the Mayan screen a click while a question waits
#                    answers it ("Carry on."), so a later y does not quit
#                    with nothing on screen asking
#   same_ask_while_planning  q while H's search runs stops the search and
#                    asks on a line of its own; the plan found never
#                    takes the question's place with the question armed
#   mayan_ask_while_solving  the same on the Mayan screen: q while s's
#                    search runs stops it, and its answer never takes the
#                    question's place
#   mayan_continue_over  a Mayan puzzle quit out of moves and continued
#                    says it is out of moves, not how to begin
#   no_levels_whole  the level menu with no levels says so whole at 40x10,
#                    the folder's name broken between lines, not cut
#   stats_note_whole  on the statistics screen at its smallest, 40x8, the
#                    word for a key that does nothing is said whole, and
#                    the page still scrolls to its last line
#   stats_end_note   the statistics screen at 40x8 scrolled to its end
#                    keeps its last line in sight when the word for a
#                    key that does nothing takes two rows under it
#   stats_pages      the statistics screen scrolls by PgUp and PgDn and
#                    goes to its ends by Home and End, as a help page
#   stats_footer_scrolls  a statistics page longer than the terminal
#                    names Up/Down in its footer, where nothing showed
#                    that it went on; a page that fits does not
#   mayan_continue_words  the title menu's Continue line of a Mayan
#                    puzzle says how far it went ("move 1"), not a size
#                    ("1 move"), whole at the menu's smallest, for the
#                    level of the longest title too
#   mayan_editor_note_stale  back on a level from the editor (e), the
#                    message line says no answer of a key pressed before
#                    (t's word on when it goes back); a game over says
#                    its end again
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

walk_menu_note_stale() {
	e2e_start 80 24
	e2e_wait 'Continue       no game is kept to continue'
	# The widest name keeps the columns' gap of two.
	e2e_wait 'M  Make a puzzle  your own Mayan puzzle, in the editor'
	e2e_keys r
	e2e_wait 'No game is kept to continue: a game quit before its end is'
	e2e_keys s
	e2e_wait 'Moves: 0'
	# A random board: greedy's move, as the cursor's ball may stand alone.
	e2e_keys G
	e2e_wait 'Moves: 1'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_keys y
	e2e_wait 'Continue       Same Game'
	! e2e_screen | grep -qi 'no game is kept' ||
		e2e_fail "the menu still says no game is kept"
	echo "ok: the menu's word about r goes once a game was played"
}

walk_end_note_whole() {
	E2E_ENV="TUMBLE_REVIEW_SECONDS=0.2 TUMBLE_PLAN_SECONDS=0.2"
	e2e_start 60 20 same 5x5:3:390395 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys A
	e2e_wait '(best assisted yet).'
	e2e_wait 'with 0 balls remaining.'
	! e2e_screen | grep -q '\.\.\.' || e2e_fail "the end is cut short"
	echo "ok: the end of the game is said whole at 60x20"
}

walk_level_menu_asks() {
	e2e_start 80 24 mayan 9 --no-animation
	e2e_wait 'Moves: 0/2'
	e2e_keys G
	e2e_wait 'Moves: 1/2'
	e2e_keys L
	e2e_wait 'Mayan levels'
	e2e_keys Home Enter
	e2e_wait 'Leave this game with 1 move'
	e2e_wait 'Level 9 of 117'
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_wait 'Moves: 1/2'
	e2e_keys L
	e2e_wait 'Mayan levels'
	e2e_keys Home Enter
	e2e_wait 'Leave this game with 1 move'
	e2e_keys y
	e2e_wait 'Level 1 of 117'
	e2e_wait 'Moves: 0/1'
	echo "ok: a level chosen from L asks before dropping moves made"
}

# walk_no_edge: fail unless every line on screen leaves the last column
# free (a line reaching it was cut there).
walk_no_edge() {
	local width line
	width=$(e2e_option pane_width)
	while IFS= read -r line; do
		[ ${#line} -lt "$width" ] || e2e_fail "text at the edge: $line"
	done < <(e2e_screen)
}

walk_too_small_narrow() {
	e2e_start 20 10 same 5x5:3:390395 --no-animation
	e2e_wait 'Terminal too small:'
	e2e_wait '20x10'
	e2e_wait 'Enlarge it or press'
	walk_no_edge
	e2e_keys q
	e2e_wait 'Quit tumble? (y/n)'
	walk_no_edge
	e2e_keys n
	e2e_tmux resize-window -t game -x 80 -y 24
	e2e_wait 'Board: 5x5:3:390395'
	echo "ok: the too-small screen breaks its lines at 20 columns"
}

walk_editor_back_from_play() {
	e2e_start 80 24 mayan --edit --no-animation
	e2e_wait 'The board is empty'
	e2e_keys 1 Right 1 Right Right 1
	e2e_wait 'Blocks: 3'
	e2e_keys p
	e2e_wait 'Puzzle from the editor'
	e2e_keys q
	e2e_wait 'Mayan editor'
	e2e_wait 'Clears in exactly 1 move'
	! e2e_screen | grep -q 'Solved in exactly' ||
		e2e_fail "the editor says the puzzle was solved"
	echo "ok: back from p, the editor says no puzzle was solved"
}

walk_mayan_click_answers() {
	e2e_start 80 24 mayan 9 --no-animation
	e2e_wait 'Moves: 0/2'
	e2e_keys G
	e2e_wait 'Moves: 1/2'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	# An empty cell of the board: (0,2).
	local where
	where=$(e2e_where '2     .')
	e2e_click $((${where% *} + 6)) "${where#* }"
	e2e_wait 'Carry on.'
	e2e_keys y u
	e2e_wait 'Moves: 0/2'
	! e2e_screen | grep -q 'exit=' || e2e_fail "y quit with no question"
	echo "ok: a click answers the Mayan screen's question"
}

walk_same_ask_while_planning() {
	E2E_ENV="TUMBLE_PLAN_SECONDS=30"
	e2e_start 80 24 same 10x15:3:79336 --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys H
	e2e_wait 'Planning'
	e2e_keys q
	e2e_wait 'Quit this game with'
	e2e_wait_gone 'Planning'
	e2e_keys n
	e2e_wait 'Carry on.'
	echo "ok: q stops H's search and asks where it can be seen"
}

# deep.txt is a 10-move puzzle (the pack's level 117 as an older
# generator made it) whose search from its second move takes seconds.
walk_mayan_ask_while_solving() {
	e2e_start 80 24 mayan "$TUMBLE_TESTS/data/mayan/deep.txt" \
	    --no-animation
	e2e_wait 'Moves: 0/10'
	e2e_keys Space Right
	e2e_wait 'Moves: 1/10'
	e2e_keys s
	e2e_wait 'Esc cancels'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_wait_gone 'Esc cancels'
	e2e_keys n
	e2e_wait 'Carry on.'
	echo "ok: q stops s's search and asks"
}

walk_mayan_editor_note_stale() {
	e2e_start 80 24 mayan 18 --no-animation
	e2e_wait 'Moves: 0/3'
	# The answer's first move, then (3,0) left twice: out of moves.
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys Right Right Space Left
	e2e_wait 'Moves: 2/3'
	e2e_keys Space Left
	e2e_wait 'Out of moves with 12 blocks left.'
	e2e_keys e
	e2e_wait 'n: 1   Blocks: 12'
	e2e_keys q
	e2e_wait 'Move 3 of 3: 2 0 -1'
	e2e_wait 'Out of moves with 12 blocks left.'
	# t back to move 2, r, u: not over, so t says what it is for.
	e2e_keys t
	e2e_wait 'Back to before move 2'
	e2e_keys r
	e2e_wait 'Move 2 of 3'
	e2e_keys u
	e2e_wait 'Undid move 2'
	e2e_keys t
	e2e_wait 't goes back to before the move that made a failed puzzle'
	e2e_keys e
	e2e_wait 'n: 2   Blocks: 12'
	e2e_keys q
	e2e_wait 'Move 1 of 3: 0 2 1'
	e2e_shows_none 't goes back to before' ||
		e2e_fail "t's word stays after the editor"
	echo "ok: back from the editor, no word of before stays"
}

# walk_keep_out_of_moves: level 2 (1 move) played out of moves and quit:
# kept to continue.
walk_keep_out_of_moves() {
	e2e_start 80 24 mayan 2 --no-animation
	e2e_wait 'Moves: 0/1'
	e2e_keys Space Right
	e2e_wait 'Out of moves with 6 blocks left.'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
}

walk_mayan_continue_over() {
	walk_keep_out_of_moves
	e2e_start 80 24 mayan --continue --no-animation
	e2e_wait 'Moves: 1/1'
	e2e_wait 'Out of moves with 6 blocks left.'
	! e2e_screen | grep -q 'Clear it in exactly' ||
		e2e_fail "the puzzle continued says how to begin"
	echo "ok: a puzzle continued out of moves says so"
}

walk_mayan_continue_words() {
	walk_keep_out_of_moves
	e2e_start 80 24 mayan 89 --no-animation
	e2e_wait 'Moves: 0/7'
	e2e_keys G
	e2e_wait 'Moves: 1/7'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_smallest
	e2e_wait_re '^ +[rR] +Continue +Mayan Temple of Inscriptions, move 1$'
	e2e_wait_re '^ +[rR] +Continue +Mayan Side Step, move 1$'
	e2e_shows_none '...' || e2e_fail "words cut on the menu"
	echo "ok: the Continue lines say how far the puzzles went, whole"
}

walk_mayan_continue_midway() {
	e2e_start 80 24 mayan "$TUMBLE_TESTS/data/mayan/sample.txt" \
		--no-animation
	e2e_wait 'Moves: 0/3'
	e2e_wait 'Clear it in exactly 3 moves'
	e2e_keys Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
	e2e_start 80 24 mayan --continue --no-animation
	e2e_wait 'Moves: 1/3'
	e2e_wait 'Taken up after 1 move: clear it in the 2 left.'
	e2e_keys q
	e2e_wait 'Quit this game with 1 move'
	e2e_keys y
	e2e_wait 'exit=0'
	echo "ok: a puzzle taken up part-way says how many moves are left"
}

walk_no_levels_whole() {
	local dir="$E2E_DIR/levels-of-my-own"
	mkdir -p "$dir"
	E2E_ENV="TUMBLE_LEVELS_DIR='$dir'"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'No levels are installed in'
	e2e_resize 40 10
	# Said whole once drawn at 40x10: the lines of 80x24, on show
	# until then, are cut by the narrower window.
	e2e_wait_said "No levels are installed in $dir."
	e2e_wait_said 'tumble mayan FILE plays a puzzle file.'
	e2e_wait 'Random puzzle'
	walk_no_edge
	echo "ok: the level menu without levels says so whole at 40x10"
}

# walk_stats_smallest: the statistics screen opened from the title menu
# and brought to its smallest, 40x8; walk_last is its last line.
walk_stats_smallest() {
	walk_last=$("$TUMBLE_BIN" stats | tail -n 1)
	walk_last=${walk_last#"${walk_last%%[! ]*}"}
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys t
	e2e_wait 'Statistics'
	e2e_resize 40 8
}

walk_stats_note_whole() {
	walk_stats_smallest
	e2e_keys Left
	# Its lines are drawn one after the other.
	e2e_wait_said 'Left does nothing here; ? shows the keys.'
	walk_no_edge
	# The page scrolls to its last line, and the key that scrolls it
	# takes the words away.
	e2e_keys j j j j j j j j j j j j j j j j
	e2e_wait "$walk_last"
	e2e_says 'does nothing here' &&
		e2e_fail "the words on Left outlived the keys that scrolled"
	echo "ok: the statistics screen says a key's word whole at 40x8"
}

walk_stats_end_note() {
	walk_stats_smallest
	e2e_keys End
	e2e_wait "$walk_last"
	e2e_keys Left
	e2e_wait_said 'Left does nothing here; ? shows the keys.'
	e2e_says "$walk_last" ||
		e2e_fail "the words on Left hid the last line: $(e2e_screen)"
	walk_no_edge
	# Gone with the next key, the page keeps its end in sight.
	e2e_keys Up Down
	e2e_wait_gone 'does nothing here'
	e2e_says "$walk_last" || e2e_fail "the last line gone: $(e2e_screen)"
	echo "ok: the statistics screen keeps its end under a key's word"
}

walk_stats_pages() {
	walk_stats_smallest
	e2e_wait 'Same Game'
	e2e_keys End
	e2e_wait "$walk_last"
	e2e_says 'Same Game' && e2e_fail "End left the first line in sight"
	e2e_keys Home
	e2e_wait 'Same Game'
	e2e_says "$walk_last" && e2e_fail "Home left the last line in sight"
	# A page on, a page back: the first line is gone, then back.
	e2e_keys NPage
	e2e_until walk_lacks 'Same Game' || e2e_fail "PgDn did not scroll"
	e2e_keys PPage
	e2e_wait 'Same Game'
	e2e_says 'does nothing here' && e2e_fail "a page key did nothing"
	echo "ok: the statistics screen scrolls by pages, to its ends"
}

walk_stats_footer_scrolls() {
	local fits='^ +\? help  q back$'
	local scrolls='^ +Up/Down scroll  \? help  q back$'
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys t
	e2e_wait 'Statistics'
	e2e_wait_re "$fits"
	e2e_resize 40 10
	e2e_wait_re "$scrolls"
	e2e_keys End
	e2e_wait_re "$scrolls"
	e2e_resize 80 24
	e2e_wait_re "$fits"
	echo "ok: the statistics footer names Up/Down where the page goes on"
}

# walk_lacks TEXT: the screen does not show TEXT.
walk_lacks() {
	! e2e_says "$1"
}

case "${1:-}" in
menu_note_stale) walk_menu_note_stale ;;
end_note_whole) walk_end_note_whole ;;
level_menu_asks) walk_level_menu_asks ;;
too_small_narrow) walk_too_small_narrow ;;
editor_back_from_play) walk_editor_back_from_play ;;
mayan_click_answers) walk_mayan_click_answers ;;
same_ask_while_planning) walk_same_ask_while_planning ;;
mayan_ask_while_solving) walk_mayan_ask_while_solving ;;
mayan_continue_over) walk_mayan_continue_over ;;
mayan_continue_midway) walk_mayan_continue_midway ;;
stats_note_whole) walk_stats_note_whole ;;
stats_end_note) walk_stats_end_note ;;
stats_pages) walk_stats_pages ;;
stats_footer_scrolls) walk_stats_footer_scrolls ;;
mayan_editor_note_stale) walk_mayan_editor_note_stale ;;
mayan_continue_words) walk_mayan_continue_words ;;
no_levels_whole) walk_no_levels_whole ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
