#!/usr/bin/env bash
# The commands that read standard input read a pipe named as their FILE
# as well: bash's <(...) and a FIFO made with mkfifo, whose writer may
# open it before tumble does, a moment after, or never (then it reads as
# empty, without waiting for ever).  The game's own file opening keeps
# refusing a FIFO.
# Usage: pipes.sh   (TUMBLE_BIN names the binary, TUMBLE_TESTS the tests)
set -u
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
data=${TUMBLE_TESTS:?TUMBLE_TESTS is not set}/data
fail() { echo "pipes: $*" >&2; exit 1; }

dir=$(mktemp -d) || fail "no temporary folder"
writer=
cleanup() {
	[ -n "$writer" ] && kill "$writer" 2>/dev/null
	rm -rf "$dir"
}
trap cleanup EXIT

# same WHAT WANT GOT: the outputs of one input read two ways agree.
same() {
	[ "$2" = "$3" ] || fail "$1: $(diff <(echo "$2") <(echo "$3"))"
}

# run ARGS...: tumble, stopped if it ever waits too long; its output in
# $out, its errors in $err, its status in $status.
run() {
	out=$(timeout 20 "$bin" "$@" 2>"$dir/err")
	status=$?
	err=$(cat "$dir/err")
	[ "$status" -ne 124 ] || fail "tumble $*: still waiting after 20 s"
}

# Process substitution hands over /dev/fd/N, a pipe: COMMAND FILE
# through one prints what it prints of the file.
piped_alike() {
	run "$1" "$2"
	local want=$out
	run "$1" <(cat "$2")
	[ "$status" -eq 0 ] || fail "$1 <(...): status $status: $err"
	same "$1 <(...)" "$want" "$out"
}
sample=$data/same/sample.in
piped_alike greedy "$sample"
piped_alike solve "$data/mayan/sample.txt"

# Board K of a pipe, as of the file: the board alone, or the file's
# count of boards when there is no board K.
for command in greedy plan; do
	run "$command" "$sample" -g 2
	want=$out
	run "$command" <(cat "$sample") -g 2
	[ "$status" -eq 0 ] || fail "$command <(...) -g 2: status $status: $err"
	same "$command <(...) -g 2" "$want" "$out"
	run "$command" <(cat "$sample") -g 4
	[ "$status" -eq 1 ] || fail "$command <(...) -g 4: status $status"
	case $err in
	"tumble $command: /dev/fd/"*" holds 3 boards; there is no board 4")
		;;
	*) fail "$command <(...) -g 4: $err" ;;
	esac
done

script=$'new same 8x8:3:11\nremove 1 1\nscore\n'
want=$(printf '%s' "$script" | "$bin" shell 2>&1)
run shell <(printf '%s' "$script")
[ "$status" -eq 0 ] || fail "shell <(...): status $status: $err"
same "shell <(...)" "$want" "$out"

# A FIFO whose writer waits in its open before tumble opens it...
fifo=$dir/fifo
mkfifo "$fifo" || fail "cannot make a FIFO"
run greedy "$sample"
want=$out
# greedy_through_fifo DELAY WHAT: a writer that opens the FIFO after
# DELAY seconds feeds greedy what the file gave.
greedy_through_fifo() {
	(sleep "$1" && cat "$sample" >"$fifo") &
	writer=$!
	run greedy "$fifo"
	[ "$status" -eq 0 ] || fail "greedy FIFO$2: status $status: $err"
	same "greedy FIFO$2" "$want" "$out"
	wait "$writer"
	writer=
}
greedy_through_fifo 0 ""
# ...or opens it a moment after tumble did.
greedy_through_fifo 0.3 ", late writer"

# A writer that writes nothing, or no writer at all: an empty input,
# said at once (a second's wait for a writer at most).
for who in "a writer of nothing" "no writer"; do
	if [ "$who" = "a writer of nothing" ]; then
		: >"$fifo" &
		writer=$!
	fi
	start=$SECONDS
	run greedy "$fifo"
	[ "$status" -eq 1 ] || fail "greedy FIFO, $who: status $status"
	case $err in
	"$fifo:1:1: expected the number of games"*"found end of input")
		;;
	*) fail "greedy FIFO, $who: $err" ;;
	esac
	[ $((SECONDS - start)) -le 5 ] || fail "greedy FIFO, $who: slow"
done

# The game opens only regular files: a stalled writer would freeze it.
run same "$fifo"
[ "$status" -eq 1 ] || fail "same FIFO: status $status"
same "same FIFO" "tumble same: $fifo: a FIFO, not a regular file" "$err"
echo "pipes: ok"
