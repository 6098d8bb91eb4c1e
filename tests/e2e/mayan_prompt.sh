#!/usr/bin/env bash
# End-to-end tests of the `:` command line of both screens: commands,
# history, interrupts, suspending and a solve from the prompt.  The real
# binary in a private tmux server, driven by keys, read back from the
# screen.  Usage: mayan_prompt.sh CASE (one meson test per case).
# Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

# The pager's stop and the line back to the game, as the prompt shows
# them.
PROMPT_MORE='-- more: Space for a page, Enter a line, q to stop --'
PROMPT_BACK='-- press any key to go back to the game, : for another command --'

# prompt_command CMD: CMD typed at `:` and entered.
prompt_command() {
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "$1"
	e2e_keys Enter
}

# prompt_help_paged: `help` at `:`, longer than the screen, stopped by
# the pager at its first screenful.
prompt_help_paged() {
	prompt_command help
	e2e_last_line "$PROMPT_MORE"
}

# prompt_remove_refused: a Same Game command at a Mayan puzzle's prompt
# fails, and says why on the screen too once Enter goes back.
prompt_remove_refused() {
	prompt_command 'remove 1 1'
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait "'remove' is for Same Game, and this is a Mayan puzzle"
}

case_prompt() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	# The board as `show` prints it, above the prompt.
	e2e_screen | grep -q '^1   \.  1  3  1  4$' || e2e_fail "no board"
	e2e_wait 'Mayan ('
	e2e_keys -l 'move 2 1 1'
	e2e_keys Enter
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Moves: 1/3'
	e2e_wait 'Move 1 of 3: 2 1 1'
	prompt_remove_refused
	# History: Up brings the last line back.
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys Up
	e2e_prompt_line 'remove 1 1'
	e2e_keys Up
	e2e_prompt_line 'move 2 1 1'
	e2e_keys Down Down
	e2e_prompt_line ''
	e2e_keys -l 'new same 5'
	e2e_keys Enter
	# It would drop a move: asked first, and the Enter after it goes back.
	e2e_last_line 'Leave this game with 1 move made? It is not kept. (y/n)'
	e2e_keys y
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	# Another kind of game: the Same Game screen takes it over.
	e2e_wait 'TUMBLE  Same Game'
	e2e_wait 'Board: 10x15:3:5'
	e2e_keys q
	e2e_check_sane_terminal 0
	grep -q 'move' "$XDG_STATE_HOME/tumble/history" ||
		e2e_fail "history not kept"
}

# A failing command's message longer than the terminal is broken
# between words, as the rest of what the prompt says is, never inside
# one as the terminal would break it.
case_prompt_error_wraps() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	prompt_command 'new'
	e2e_last_line "$PROMPT_BACK"
	local tail='K\] \[--clearable\] \[--daily\] | mayan \[LEVEL\]'
	e2e_screen | grep -qx "$tail" ||
		e2e_fail "the usage is broken inside a word"
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A refusal on the command line longer than the terminal is broken
# between words too: the terminal broke it inside the last number
# ("levels 1 to 1" / "17").
case_cli_error_wraps() {
	e2e_start 80 24 mayan 0
	e2e_wait 'exit=1'
	e2e_screen | grep -qx "tumble mayan: '0' is no file, nor a level of \
the pack, which holds levels 1 to" || e2e_fail "not broken between words"
	e2e_screen | grep -qx '[0-9][0-9]*' || e2e_fail "the count is cut"
}

# What the prompt prints past a screenful waits for a key, as more(1)
# does, instead of scrolling its first lines off at once: `help` at
# 80x24 is longer than the screen.  Space shows the next screenful,
# Enter one more line, and q leaves the rest unshown.
case_prompt_pager() {
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	prompt_help_paged
	# The first line of the help is still on the screen, the last not
	# yet.
	e2e_shows '  help [CMD]  ' || e2e_fail "the help's first line is gone"
	e2e_shows_none '  quit  ' || e2e_fail "the stop came too late"
	e2e_keys Enter
	e2e_last_line "$PROMPT_MORE"
	e2e_keys Space
	e2e_last_line "$PROMPT_BACK"
	e2e_shows '  quit  ' || e2e_fail "the help's last line is missing"
	e2e_shows_none 'Space for a page' ||
		e2e_fail "the stop line stays in the text"
	# Another command: q at the stop leaves the rest unshown.
	prompt_help_paged
	e2e_keys q
	e2e_last_line "$PROMPT_BACK"
	e2e_shows_none '  quit  ' || e2e_fail "q showed the rest"
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# prompt_words TEXT...: the words of TEXT, one a line, into the file
# of the words a screen may show.
prompt_words() {
	printf '%s\n' "$@" | tr -s ' ' '\n' | grep -v '^$' \
	    >>"$E2E_DIR/words"
}

# prompt_page_fits COLUMNS: the screen's rows are within COLUMNS (a
# blank before the last), each of whole words of prompt_words(), with no
# blank row between the first row of text and the last.
prompt_page_fits() {
	local columns=$1 line blank=
	e2e_look || return 1
	while IFS= read -r line; do
		if [ -z "$line" ]; then
			blank=1
			continue
		fi
		[ -z "$blank" ] && [ "${#line}" -lt "$columns" ] || return 1
	done < <(printf '%s' "$E2E_OUT" | sed -e '/./,$!d')
	local unknown
	unknown=$(printf '%s' "$E2E_OUT" | tr -s ' ' '\n' |
	    grep -vFxf "$E2E_DIR/words" | grep -v '^$' || :)
	[ -z "$unknown" ]
}

# A window resized while the pager waits shows the screenful again,
# from its top, broken between words for the new width: the rows that
# were broken for the old one were cut inside words by a narrower
# terminal, and the rows after them too.  Taking the stop away on a
# narrower terminal left a blank row in the text.
case_prompt_pager_resized() {
	prompt_words "$PROMPT_MORE" '-- more --' "$PROMPT_BACK" \
	    "$(printf 'help\n' | "$TUMBLE_BIN" shell 2>/dev/null)"
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	prompt_help_paged
	e2e_resize 40 16
	e2e_until prompt_page_fits 40 ||
		e2e_fail "the screenful is not broken for 40 columns"
	e2e_last_line '-- more --'
	e2e_shows '  help [CMD]' || e2e_fail "the screenful's top moved"
	e2e_keys Enter
	e2e_until prompt_page_fits 40 || e2e_fail "a line after it is not"
	e2e_keys Space
	e2e_last_line '-- more --'
	e2e_until prompt_page_fits 40 || e2e_fail "a screenful after it is not"
	e2e_resize 100 30
	e2e_until prompt_page_fits 100 ||
		e2e_fail "the screenful is not broken for 100 columns"
	e2e_shows_re '^  [a-z].{40}' || e2e_fail "the rows stay narrow"
	while ! e2e_last_line_is "$PROMPT_BACK"; do
		e2e_keys Space
		e2e_until prompt_page_fits 100 ||
			e2e_fail "a screenful at 100 columns is not"
	done
	e2e_shows '  quit ' || e2e_fail "the help's last line is missing"
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The same for a resize that comes after the pager looked for one and
# before it waits for a key (here every such wait starts two seconds
# late): the screenful was shown again only at the next key.
case_prompt_pager_resized_late() {
	local E2E_ENV="${E2E_ENV:-} LD_PRELOAD='${TUMBLE_SLOW_WAIT:?}'"
	e2e_start 80 24 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	prompt_help_paged
	e2e_nap 0.5
	e2e_resize 40 16
	E2E_DEADLINE=10 e2e_until prompt_page_fits 40 ||
		e2e_fail "the screenful is not broken for 40 columns"
	e2e_keys q
	e2e_wait 'press any key to go back'
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The move a failed puzzle was lost by, said at the prompt, is broken
# between words at 80 columns as the rest is: the terminal broke
# "clears" inside the word.
case_prompt_review_wraps() {
	e2e_start 80 24 mayan --random 5 -s 7 --no-animation
	e2e_wait 'Moves: 0/5'
	local move
	for move in '4 0 -1' '0 5 1' '1 0 -1' '0 5 1' '0 4 1'; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l "move $move"
		e2e_keys Enter
		e2e_last_line "$PROMPT_BACK"
		[ "$move" = '0 4 1' ] || e2e_keys Enter
	done
	e2e_wait_said 'Out of moves with 18 blocks left.'
	e2e_wait_said 'Move 2, (0,5) right, made it impossible; from before it, (0,2) right still clears it.'
	e2e_keys Enter
	e2e_wait 't try again'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# After a puzzle's end, what the prompt said stays on the board: the
# "Carry on" of a question answered no, and why a command failed (the
# end's message took their place).
case_prompt_after_end() {
	printf '1\n1 1 2 0\n2 2 1 0\n0\n0\n0\n' >"$E2E_DIR/one.txt"
	e2e_start 80 24 mayan "$E2E_DIR/one.txt" --no-animation
	e2e_wait 'Moves: 0/1'
	e2e_keys Space Right
	e2e_wait 'Out of moves with 6 blocks left.'
	prompt_command 'quit'
	e2e_last_line "Quit this game with 1 move made? It is kept to \
continue. (y/n)"
	e2e_keys n
	e2e_wait 'Carry on.'
	e2e_shows_none 'Out of moves' || e2e_fail "the end said over Carry on"
	prompt_remove_refused
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# Ctrl-C at `:` drops the line for a fresh prompt and leaves the game
# (and the shell that started it) alone; Ctrl-D on an empty line goes
# back to the game.
case_prompt_interrupt() {
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'move 2 1 1'
	# The line typed is on screen before Ctrl-C: an empty prompt seen
	# after it is then the fresh one, not the one the keys were typed at.
	e2e_prompt_line 'move 2 1 1'
	e2e_keys C-c
	e2e_wait_re '^: move 2 1 1\^C$'
	e2e_prompt_line ''
	e2e_keys C-d
	e2e_wait 'Moves: 0/3'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys q
	e2e_check_sane_terminal 0
	# SIGTERM while a line is typed ends the game at once, the terminal
	# restored, dying of the signal.
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'und'
	e2e_kill TERM
	e2e_check_sane_terminal 143
	# SIGTERM while a command runs (making a clearable board of 20x20
	# takes a while) ends the game as soon as it is done, not after the
	# key that would go back to it.
	e2e_start 90 30 mayan "$SAMPLE" --no-animation
	e2e_wait 'Moves: 0/3'
	prompt_command 'new same --clearable --size 20x20 --colors 6 -s 1'
	e2e_kill TERM
	e2e_check_sane_terminal 143
}

# prompt_start_in_shell WIDTH HEIGHT: the sample puzzle played from an
# interactive bash in the pane, so that Ctrl-Z stops it as a job.
prompt_start_in_shell() {
	e2e_tmux new-session -d -s game -x "$1" -y "$2" \
	    "env PS1='$ ' bash --norc --noprofile -i" ||
		e2e_fail "tmux did not start"
	e2e_wait '$'
	e2e_keys -l "env TERM=xterm-256color $E2E_ENV \
XDG_DATA_HOME='$XDG_DATA_HOME' '$TUMBLE_BIN' mayan '$SAMPLE' --no-animation"
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
}

# Ctrl-Z at `:` stops the game as a shell's job; `fg` brings back the
# prompt with its line, not the board with the editor reading keys.
case_prompt_suspend() {
	prompt_start_in_shell 90 30
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'move 2 1 1'
	e2e_keys C-z
	e2e_wait 'Stopped'
	e2e_keys -l 'fg'
	e2e_keys Enter
	local end=$((SECONDS + E2E_DEADLINE))
	until [ "$(e2e_screen | grep -cxF ': move 2 1 1')" = 2 ]; do
		[ $SECONDS -lt $end ] || e2e_fail "the prompt did not come back"
		e2e_nap 0.05
	done
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "the board is back"
	e2e_keys Enter
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_keys q y
	e2e_wait '$ '
}

# prompt_stopped_and_back TEXT: Ctrl-Z where the prompt waits for a key
# after TEXT (the pager's stop line, the line that goes back, a question)
# stops the game as a shell's job, and `fg` shows TEXT again and waits
# for its key: the key was no answer, no page and no way back.
prompt_stopped_and_back() {
	local pid
	pid=$(e2e_game_pid)
	[ -n "$pid" ] || e2e_fail "no tumble process"
	e2e_keys C-z
	e2e_until prompt_job_stopped "$pid" ||
		e2e_fail "Ctrl-Z did not stop the game at '$1'"
	e2e_last_line '$'
	e2e_keys -l 'fg'
	e2e_keys Enter
	e2e_last_line "$1"
}

prompt_job_stopped() {
	[[ $(ps -o stat= -p "$1") == T* ]]
}

# Ctrl-Z at the pager's stop, at the line that goes back to the game and
# at a question stops the game, as it does at the prompt's line: it was
# read as a key, which the pager passed over, took for the way back or
# for a no.
case_prompt_suspend_keys() {
	prompt_start_in_shell 80 24
	prompt_help_paged
	prompt_stopped_and_back "$PROMPT_MORE"
	e2e_shows_none '  quit  ' || e2e_fail "the rest came unasked"
	e2e_keys Space
	e2e_last_line "$PROMPT_BACK"
	e2e_shows '  quit  ' || e2e_fail "the help's last line is missing"
	prompt_stopped_and_back "$PROMPT_BACK"
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "the board is back"
	prompt_command 'move 2 1 1'
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Moves: 1/3'
	prompt_command 'new same 5'
	local asked='Leave this game with 1 move made? It is not kept. (y/n)'
	e2e_last_line "$asked"
	prompt_stopped_and_back "$asked"
	e2e_keys y
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Board: 10x15:3:5'
	e2e_keys q
	e2e_wait '$ '
	[ "$(e2e_option alternate_on)" = 0 ] ||
		e2e_fail "still on the alternate screen"
}

# `solve` typed at `:` runs as s does: on its thread, the screen back at
# once with its spinner, Esc (or Ctrl-C, as at the command line)
# cancelling; a short one shows the answer.
case_prompt_solve() {
	e2e_start 90 30 mayan "$DATA/hard.txt"
	e2e_wait 'Moves: 0/10'
	prompt_command 'solve'
	e2e_wait 'Esc cancels'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys Escape
	e2e_wait 'Solve cancelled.'
	# Ctrl-C stops it too, as the command line's Ctrl-C stops a search
	# it runs: the game goes on (it ended the game).
	prompt_command 'solve'
	e2e_wait 'Esc cancels'
	e2e_keys C-c
	e2e_wait 'Solving stopped.'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "Ctrl-C ended the game"
	e2e_wait 'Moves: 0/10'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan "$SAMPLE"
	e2e_wait 'Moves: 0/3'
	prompt_command 'solve'
	e2e_wait 'Answer from move 1:'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_same_prompt() {
	e2e_start 80 24 same "$TUMBLE_TESTS/data/same/sample.in" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_wait 'Same Game (' # the board, above the prompt
	e2e_keys -l 'remove 4 1'
	e2e_keys Enter
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	e2e_wait 'Move 1 at (4,1): removed 32 balls of color B, got 900 points.'
	# A command that shows nothing else says what it did.
	prompt_command 'undo'
	e2e_last_line "$PROMPT_BACK"
	e2e_screen | grep -qx 'Undid move 1\.' || e2e_fail "undo said nothing"
	e2e_keys Enter
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	prompt_command 'redo'
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	# Loading drops the game in play: n keeps it, y drops it.
	local answer
	for answer in n y; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l "load $SAMPLE"
		e2e_keys Enter
		e2e_last_line 'Leave this game with 1 move made? It is not kept. (y/n)'
		e2e_keys "$answer"
		[ "$answer" = y ] && break
		e2e_wait 'Carry on.'
		e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	done
	e2e_last_line "$PROMPT_BACK"
	e2e_keys Enter
	e2e_wait 'TUMBLE  Mayan puzzle'
	e2e_wait 'Moves: 0/3'
	prompt_command 'quit'
	e2e_check_sane_terminal 0
}

"case_$1"
