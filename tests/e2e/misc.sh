#!/usr/bin/env bash
# Odd corners of the command line, on a real terminal (tmux) and through
# pipes.  Usage: misc.sh CASE, where CASE is
#   batch_stdin  `tumble greedy`, `plan` and `solve` with no file say, on a
#                terminal, that they read standard input, and say nothing
#                from a pipe or a file (their output stays the judge's)
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
	echo "ok: batch commands tell a terminal they read it, not a pipe"
}

case "${1:-}" in
batch_stdin) misc_batch_stdin ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
