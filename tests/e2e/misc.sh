#!/usr/bin/env bash
# Odd corners of the command line, on a real terminal (tmux) and through
# pipes.  Usage: misc.sh CASE, where CASE is
#   batch_stdin  `tumble greedy`, `plan` and `solve` with no file, and
#                `tumble shell -`, say, on a terminal, that they read
#                standard input, and say nothing
#                from a pipe or a file (their output stays the judge's)
#   completion_columns  Tab's list of file names in `tumble shell` is laid
#                out in columns for the terminal, at 80 and at 40 columns,
#                and no name is split across two lines
#   prompt_completion_columns  the same at the game's `:` prompt
#   completion_asks  a list of file names longer than the screen is asked
#                for first ("Display all 150 possibilities? (y or n)"):
#                n keeps the line as typed, y shows the list; a short one
#                is shown at once
#   prompt_completion_asks  the same at the game's `:` prompt
#   script_fault_wraps  a fault in a script `tumble shell` runs is broken
#                between words at the terminal's width, as every other
#                message on standard error
#   help_narrow  at 40 columns the shell's help puts each command's
#                words, and each option's, on the lines under its name,
#                not in a strip beside it a word or two wide; at 80,
#                beside it
#   help_terminal_width  `tumble --help`, `tumble plan --help` and `tumble
#                help same` at 40 columns are broken between words, no
#                row reaching the edge, their words those they print to a
#                pipe, a synopsis's operand groups ("[-t SECONDS]") whole
#                on a row; at 63 prose goes on inside its sentences; at
#                80 they print what they print to a pipe
# Exit 77 skips.
set -euo pipefail
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
. "$(dirname "$0")/lib.sh"

SAME_SAMPLE="$TUMBLE_TESTS/data/same/sample.in"
SAME_ANSWER="$TUMBLE_TESTS/data/same/sample.out"
MAYAN_SAMPLE="$TUMBLE_TESTS/data/mayan/sample.txt"

# misc_on_terminal COMMAND WORDS INPUT [ARGS...]: run `tumble COMMAND
# ARGS` in the pane with the terminal as its input; it must say "tumble
# COMMAND: reading WORDS from standard input (Ctrl-D ends)", then play
# INPUT typed in and end at Ctrl-D with status 0.
misc_on_terminal() {
	local command=$1 words=$2 input=$3
	shift 3
	e2e_run 100 40 \
	    "sh -c \"'$bin' $command $*; echo exit=\\\$?; sleep 60\""
	e2e_wait "tumble $command: reading $words from standard input (Ctrl-D ends)"
	local line
	while IFS= read -r line; do
		e2e_keys -l "$line"
		e2e_keys Enter
	done <"$input"
	e2e_keys C-d
	e2e_wait "exit=0"
}

# misc_quiet_pipe COMMAND INPUT: `tumble COMMAND` fed from a file and from
# a pipe prints nothing on stderr, and the same stdout both ways.
misc_quiet_pipe() {
	local command=$1 input=$2
	"$bin" $command <"$input" >"$E2E_DIR/file.out" 2>"$E2E_DIR/file.err" ||
		e2e_fail "tumble $command < FILE failed"
	cat "$input" | "$bin" $command >"$E2E_DIR/pipe.out" \
	    2>"$E2E_DIR/pipe.err" || e2e_fail "tumble $command from a pipe failed"
	[ ! -s "$E2E_DIR/file.err" ] && [ ! -s "$E2E_DIR/pipe.err" ] ||
		e2e_fail "tumble $command wrote to stderr: $(cat "$E2E_DIR"/*.err)"
	cmp -s "$E2E_DIR/file.out" "$E2E_DIR/pipe.out" ||
		e2e_fail "tumble $command printed otherwise from a pipe"
}

misc_batch_stdin() {
	misc_on_terminal greedy boards "$SAME_SAMPLE"
	e2e_wait "Final score:"
	misc_on_terminal plan boards "$SAME_SAMPLE" --time 0.2
	misc_on_terminal solve "a puzzle" "$MAYAN_SAMPLE"
	misc_quiet_pipe greedy "$SAME_SAMPLE"
	cmp -s "$E2E_DIR/file.out" "$SAME_ANSWER" ||
		e2e_fail "tumble greedy's output is not the judge's answer"
	misc_quiet_pipe "plan --threads 1 --moves 20000" "$SAME_SAMPLE"
	misc_quiet_pipe solve "$MAYAN_SAMPLE"
	printf 'new same -s 3\nscore\n' >"$E2E_DIR/script"
	misc_on_terminal shell commands "$E2E_DIR/script" -
	e2e_wait "score 0, 150 balls left"
	misc_quiet_pipe "shell -" "$E2E_DIR/script"
	echo "ok: batch commands tell a terminal they read it, not a pipe"
}

# Names with no prefix all share (so Tab lists them rather than adding
# to the word), of many widths, one with blanks and one not ASCII.
MISC_NAMES=(01-first.txt 02-second.txt a b.txt long-name.txt
	"my puzzle.txt" mayan-sample.txt zz-titled.txt
	quite-long.list x yy zzz größe.txt four
	five-5 seven77 eight888 nine99999 ten-tenten eleven-eleven twelve
	thirteen13 fourteen-14 fifteen sixteen-sixteen)

# misc_boards: a folder holding a file of each name; its path.
misc_boards() {
	mkdir -p "$E2E_DIR/work/boards"
	local name
	for name in "${MISC_NAMES[@]}"; do
		: >"$E2E_DIR/work/boards/$name"
	done
	echo "$E2E_DIR/work/boards"
}

# misc_list_check WIDTH TYPED: Tab's list on screen, the lines between the
# line TYPED and the prompt shown again: every name whole on one line,
# the lines shorter than WIDTH, and more than one name on a line.  Prints
# how many lines the list took.
misc_list_check() {
	local width=$1 typed=$2
	e2e_wait "sixteen-sixteen"
	e2e_expect_line "$typed"
	e2e_screen | awk -v typed="$typed" '$0 == typed { n++; next }
		n == 1 && NF' >"$E2E_DIR/list"
	local name
	for name in "${MISC_NAMES[@]}"; do
		grep -qF -- "$name" "$E2E_DIR/list" ||
			e2e_fail "'$name' is not whole on a line at $width columns"
	done
	local longest
	longest=$(LC_ALL=C.UTF-8 awk '{ if (length > n) n = length }
		END { print n + 0 }' "$E2E_DIR/list")
	[ "$longest" -lt "$width" ] ||
		e2e_fail "a line of the list is $longest columns of $width"
	local lines
	lines=$(wc -l <"$E2E_DIR/list")
	[ "$lines" -lt ${#MISC_NAMES[@]} ] ||
		e2e_fail "the list takes $lines lines at $width columns"
	echo "$lines"
}

# misc_shell_list_at WIDTH: Tab's list of the folder in `tumble shell`,
# WIDTH columns wide, checked; prints how many lines it took.  The shell
# runs beside the folder, so that the line typed fits 40 columns.
misc_shell_list_at() {
	local width=$1
	e2e_run "$width" 40 "cd '$E2E_DIR/work' && \
	    env TERM=xterm-256color LC_ALL=C.UTF-8 \
	    HOME='$E2E_DIR/work' XDG_STATE_HOME='$E2E_DIR/work/state' \
	    '$bin' shell; sleep 60"
	e2e_expect_line "tumble>"
	e2e_keys -l "load boards/"
	e2e_keys Tab
	misc_list_check "$width" "tumble> load boards/"
	e2e_keys C-u
	e2e_expect_line "tumble>"
	e2e_keys C-d
}

misc_completion_columns() {
	local wide narrow
	misc_boards >/dev/null
	wide=$(misc_shell_list_at 80)
	narrow=$(misc_shell_list_at 40)
	[ "$narrow" -gt "$wide" ] ||
		e2e_fail "40 columns took $narrow lines, 80 took $wide"
	echo "ok: Tab lists in columns at 80 ($wide lines) and 40 ($narrow)"
}

# A game at 80x24 with "load FOLDER/" typed at its `:` prompt.
misc_prompt_load() {
	E2E_ENV="LC_ALL=C.UTF-8"
	e2e_start 80 24 same "$SAME_SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "load $1/"
}

# The game's `:` prompt completes with the same editor, so lists alike.
misc_prompt_completion_columns() {
	local boards lines
	boards=$(misc_boards)
	misc_prompt_load "$boards"
	e2e_keys Tab
	lines=$(misc_list_check 80 ": load $boards/")
	echo "ok: the game's prompt lists in columns ($lines lines at 80)"
}

# misc_many: a folder of 150 boards whose names share no start, so that
# Tab lists them at once; its path.
misc_many() {
	mkdir -p "$E2E_DIR/work/many"
	local i
	for ((i = 1; i <= 150; i++)); do
		: >"$E2E_DIR/work/many/$(printf '%03d' "$i")-board.txt"
	done
	echo "$E2E_DIR/work/many"
}

MISC_ASKED='Display all 150 possibilities? (y or n)'

# misc_asks_then LINE: Tab on LINE (the prompt and the word typed, on
# screen) asks before it lists the 150 boards; n keeps LINE, a second
# Tab asks again, and y shows the list, LINE shown again under it.
misc_asks_then() {
	local line=$1
	e2e_keys Tab
	e2e_wait "$MISC_ASKED"
	e2e_shows_none "001-board.txt" || e2e_fail "listed before it asked"
	e2e_keys n
	e2e_expect_line "$line"
	e2e_wait "$MISC_ASKED n"
	e2e_shows_none "001-board.txt" || e2e_fail "listed after n"
	e2e_keys Tab
	e2e_until e2e_cursor_line_is "$MISC_ASKED" ||
		e2e_fail "the second Tab did not ask again"
	e2e_keys y
	e2e_wait "150-board.txt"
	e2e_expect_line "$line"
	e2e_screen | grep -q '^[0-9]*-board.txt  .*150-board.txt$' ||
		e2e_fail "the list is not in columns"
}

misc_completion_asks() {
	misc_many >/dev/null
	e2e_run 80 24 "cd '$E2E_DIR/work' && \
	    env TERM=xterm-256color LC_ALL=C.UTF-8 \
	    HOME='$E2E_DIR/work' XDG_STATE_HOME='$E2E_DIR/work/state' \
	    '$bin' shell; sleep 60"
	e2e_expect_line "tumble>"
	e2e_keys -l "load many/"
	misc_asks_then "tumble> load many/"
	# Ten fit the screen: shown at once.
	e2e_keys -l "14"
	e2e_keys Tab
	e2e_wait "149-board.txt"
	e2e_expect_line "tumble> load many/14"
	e2e_shows_none "Display all" || e2e_fail "a short list was asked for"
	echo "ok: a list longer than the screen is asked for, n and y"
}

# The game's `:` prompt completes with the same editor, so asks alike.
misc_prompt_completion_asks() {
	local many
	many=$(misc_many)
	misc_prompt_load "$many"
	misc_asks_then ": load $many/"
	echo "ok: the game's prompt asks before a long list, n and y"
}

# A script's fault (FILE:LINE:COL: what) is broken between words as
# every other message: the terminal broke it inside a word, its first
# row full to the edge.
misc_script_fault_wraps() {
	printf 'bogus\n' >"$E2E_DIR/s"
	e2e_start 40 24 shell "$E2E_DIR/s"
	e2e_wait 'exit=1'
	local said
	said=$(e2e_screen | sed -n "\\|^$E2E_DIR/s:1:1:|,/^exit=1\$/p" |
	    sed '$d')
	awk 'length > 39 { long = 1 } END { exit long }' <<<"$said" ||
		e2e_fail "a row full to the edge: $said"
	[ "$(tr '\n' ' ' <<<"$said")" = \
	    "$E2E_DIR/s:1:1: unknown command 'bogus'; try 'help' " ] ||
		e2e_fail "not broken between words: $said"
	echo "ok: a script's fault is broken between words"
}

# misc_help_at WIDTH: `tumble shell` in WIDTH columns, `help` typed at
# its prompt.
misc_help_at() {
	e2e_start "$1" 50 shell
	e2e_expect_line 'tumble>'
	e2e_keys -l help
	e2e_keys Enter
}

misc_help_narrow() {
	misc_help_at 40
	e2e_wait_re '^  quit$'
	e2e_shows_re '^  hint$' || e2e_fail "hint's help beside it at 40"
	e2e_shows_re '^      say a good next move without$' ||
		e2e_fail "hint's help not under it at 40"
	e2e_shows_re '^  undo$' &&
		e2e_shows_re '^      take back the last move$' ||
		e2e_fail "undo's help not under it at 40"
	e2e_keys -l 'help new'
	e2e_keys Enter
	e2e_wait_re '^  -g, --game K$'
	e2e_wait_re '^          board K of FILE$'
	misc_help_at 80
	e2e_wait_re '^  quit +leave$'
	e2e_shows_re '^  undo +take back the last move$' ||
		e2e_fail "undo's help not beside it at 80"
	echo "ok: the help goes under the names at 40 columns, beside at 80"
}

# misc_help_on ARGS...: `tumble ARGS` in the pane, as it shows.
misc_help_on() {
	e2e_start "$MISC_HELP_WIDTH" 120 "$@"
	e2e_wait 'exit=0'
	e2e_screen | sed '/^exit=0$/,$d'
}

# misc_help_fits ARGS...: at 80 columns `tumble ARGS` shows the lines it
# prints to a pipe; at 40, left on screen, their words, none cut, and no
# row to the edge (a line the terminal broke, inside a word).
misc_help_fits() {
	local shown piped
	piped=$("$bin" "$@")
	MISC_HELP_WIDTH=80
	shown=$(misc_help_on "$@")
	[ "$shown" = "$piped" ] ||
		e2e_fail "tumble $*: not as printed to a pipe at 80: $shown"
	MISC_HELP_WIDTH=40
	shown=$(misc_help_on "$@")
	awk 'length > 39 { long = 1 } END { exit long }' <<<"$shown" ||
		e2e_fail "tumble $*: a row full to the edge at 40: $shown"
	[ "$(tr -s ' \n' ' ' <<<"$shown")" = \
	    "$(tr -s ' \n' ' ' <<<"$piped")" ] ||
		e2e_fail "tumble $*: words cut at 40: $shown"
}

misc_help_terminal_width() {
	misc_help_fits --help
	# A synopsis breaks before an operand group, not inside it.
	e2e_shows_re '^  tumble plan \[FILE \[-g K\] \| BOARD\]$' &&
		e2e_shows_re '^              \[-t SECONDS\] \[--cpu\]$' ||
		e2e_fail "tumble --help: a synopsis not broken at 40"
	misc_help_fits plan --help
	e2e_shows_re '^                   BOARD\] \[-t SECONDS\]$' &&
		e2e_shows_re '^                   \[--cpu\] \[-j N\]$' ||
		e2e_fail "tumble plan --help: [-t SECONDS] or [-j N] cut at 40"
	# Prose written for 80 columns goes on inside its sentences: each
	# of its lines left a row of a word or two ("1;") at 63.
	local shown
	MISC_HELP_WIDTH=63
	shown=$(misc_help_on plan --help)
	grep -qx ' *1; 0: no time limit, for --moves)' <<<"$shown" &&
		grep -qx 'the best score so far and the time left\.' <<<"$shown" ||
		e2e_fail "tumble plan --help: prose broken as written at 63: $shown"
	misc_help_fits help same
	echo "ok: the help is broken between words on a narrow terminal"
}

case "${1:-}" in
batch_stdin) misc_batch_stdin ;;
completion_columns) misc_completion_columns ;;
prompt_completion_columns) misc_prompt_completion_columns ;;
completion_asks) misc_completion_asks ;;
prompt_completion_asks) misc_prompt_completion_asks ;;
script_fault_wraps) misc_script_fault_wraps ;;
help_narrow) misc_help_narrow ;;
help_terminal_width) misc_help_terminal_width ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
