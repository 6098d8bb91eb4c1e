#!/usr/bin/env bash
# Every input the fuzzers kept, given to the real readers: `tumble greedy`
# on the Same Game files, `tumble solve` on the Mayan ones, named and on
# standard input.  Each ends, within a deadline, in a whole answer (status
# 0) or in one message on standard error that names the file (or
# <stdin>), the line and the column (status 1), with no partial answer
# passed off as whole: greedy prints only finished games, solve nothing.
# A file of the other game is named as one, with its file.
# Usage: bad_input.sh   (TUMBLE_BIN names the binary, TUMBLE_TESTS the
# tests)
set -u
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
corpus=${TUMBLE_TESTS:?TUMBLE_TESTS is not set}/fuzz/corpus
# The deadline is GNU timeout's (coreutils); without it nothing is run.
command -v timeout >/dev/null ||
	{ echo "timeout (GNU coreutils) not found: skipped"; exit 77; }
fail() { echo "bad_input: $*" >&2; exit 1; }

dir=$(mktemp -d) || fail "no temporary folder"
trap 'rm -rf "$dir"' EXIT

# run NAME COMMAND FILE: tumble COMMAND on FILE, named or (NAME <stdin>)
# on standard input; its status in $status, its output in $dir/out, its
# errors in $dir/err.
run() {
	if [ "$1" = "<stdin>" ]; then
		timeout 20 "$bin" "$2" <"$3" >"$dir/out" 2>"$dir/err"
	else
		timeout 20 "$bin" "$2" "$3" >"$dir/out" 2>"$dir/err"
	fi
	status=$?
	[ "$status" -ne 124 ] || fail "$2 $3: still running after 20 s"
}

# positioned NAME COMMAND: the errors are one line, at a line and column
# of NAME, or the word that NAME holds the other game.
positioned() {
	local name=$1 command=$2 lines
	lines=$(wc -l <"$dir/err")
	[ "$lines" -eq 1 ] || fail "$command $name: $lines lines of errors"
	local line
	line=$(cat "$dir/err")
	case $line in
	"$name":[0-9]*:[0-9]*:\ ?*) ;;
	"tumble $command: $name holds "*) ;;
	*) fail "$command $name: not positioned: $line" ;;
	esac
	local at=${line#"$name":}
	case $line in
	"$name":*)
		at=${at%%: *}
		[[ $at =~ ^[1-9][0-9]*:[1-9][0-9]*$ ]] ||
			fail "$command $name: no line and column: $line"
		;;
	esac
}

# whole_games FILE: greedy's output is finished games only, each from its
# header to its final line, numbered from 1.
whole_games() {
	local move="^Move [0-9]+ at [(][0-9]+,[0-9]+[)]: removed [0-9]+ balls "
	move+="of color [RGBYPC], got [0-9]+ points[.]$"
	awk -v file="$1" -v move="$move" '
		/^Game [0-9]+:$/ {
			if (open) bad = "a game without its final line"
			k++
			if ($2 != k ":") bad = "game " $2 " after " k - 1
			open = 1
			next
		}
		/^Final score: -?[0-9]+, with [0-9]+ balls remaining\.$/ {
			if (!open) bad = "a final line outside a game"
			open = 0
			next
		}
		$0 ~ move {
			if (!open) bad = "a move outside a game"
			next
		}
		/^$/ { next }
		{ bad = "a line of no game: " $0 }
		END {
			if (open) bad = "the last game without its final line"
			if (bad != "") {
				print "greedy " file ": " bad > "/dev/stderr"
				exit 1
			}
		}' "$dir/out" || fail "greedy $1: a partial answer"
}

checked=0
for file in "$corpus"/same_judge/* "$corpus"/same_list/*; do
	for name in "$file" "<stdin>"; do
		run "$name" greedy "$file"
		case $status in
		0) [ ! -s "$dir/err" ] || fail "greedy $name: errors on 0" ;;
		1) positioned "$name" greedy ;;
		*) fail "greedy $name: status $status" ;;
		esac
		whole_games "$name"
		checked=$((checked + 1))
	done
done

for file in "$corpus"/mayan_judge/* "$corpus"/mayan_level/*; do
	for name in "$file" "<stdin>"; do
		run "$name" solve "$file"
		case $status in
		0)
			[ ! -s "$dir/err" ] || fail "solve $name: errors on 0"
			grep -Eqvx -- '-1|[0-4] [0-6] (1|-1)' "$dir/out" &&
				fail "solve $name: $(head -c 200 "$dir/out")"
			[ -s "$dir/out" ] || fail "solve $name: no answer"
			if grep -qx -- -1 "$dir/out"; then
				[ "$(wc -l <"$dir/out")" -eq 1 ] ||
					fail "solve $name: -1 and moves"
			fi
			;;
		1)
			positioned "$name" solve
			[ ! -s "$dir/out" ] || fail "solve $name: output on 1"
			;;
		*) fail "solve $name: status $status" ;;
		esac
		checked=$((checked + 1))
	done
done

# An endless stream of blanks holds one puzzle or save no more than a
# file does: solve and review stop at once at the 1 MiB a file read whole
# holds, and name the place it is passed, where they read 2 GB first and
# then named a place the stream never had.
for command in solve review; do
	for blank in " " $'\r' ""; do
		# Each line `blank` and its newline: 1048576 bytes end a line.
		bytes=$((${#blank} + 1))
		at="<stdin>:$((1048576 / bytes + 1)):1"
		err=$(yes "$blank" | timeout 5 "$bin" "$command" 2>&1 >/dev/null)
		status=$?
		[ "$status" -ne 124 ] ||
			fail "$command on endless blanks: still reading after 5 s"
		[ "$status" -eq 1 ] ||
			fail "$command on endless blanks: status $status"
		[ "$err" = "$at: found more than 1048576 bytes, the most this \
input may hold" ] || fail "$command on endless blanks: $err"
		checked=$((checked + 1))
	done
done

# A file of one game given to any reader, named or on standard input,
# holds no more than that: 2 MiB of blank lines, alone or after a save's
# first line, stop at 1 MiB, named where it is passed, in the games, the
# shell's load and the batch commands alike, where they were read whole
# (2 GB at most) and then named a place past the limit.  Boards to play
# are read on, as greedy reads a judge's file of millions.
head -c 2097152 /dev/zero | tr '\0' '\n' >"$dir/blanks" ||
	fail "no file of blank lines"
{ echo "tumble-save 1"; cat "$dir/blanks"; } >"$dir/save"
{ echo 1; cat "$dir/blanks"; } >"$dir/boards"
limit="found more than 1048576 bytes, the most this input may hold"
# limited COMMAND FILE AT: tumble COMMAND on FILE names the limit at AT.
limited() {
	local err
	err=$(cd "$dir" && HOME=$dir XDG_DATA_HOME=$dir/data timeout 5 \
	    "$bin" $1 "$2" </dev/null 2>&1 >/dev/null)
	status=$?
	[ "$status" -ne 124 ] || fail "$1 $2: still reading after 5 s"
	[ "$status" -eq 1 ] || fail "$1 $2: status $status"
	[ "$err" = "$3: $limit" ] || fail "$1 $2: $err"
	checked=$((checked + 1))
}
for command in same mayan greedy plan solve; do
	limited "$command" blanks blanks:1048577:1
	limited "$command" save save:1048564:1
done
limited mayan boards boards:1048576:1
printf 'load blanks\n' >"$dir/load_blanks"
printf 'load save\n' >"$dir/load_save"
limited shell load_blanks load_blanks:1:6:\ blanks:1048577:1
limited shell load_save load_save:1:6:\ save:1048564:1
for command in greedy plan; do
	err=$(timeout 5 "$bin" "$command" <"$dir/blanks" 2>&1 >/dev/null)
	[ "$err" = "<stdin>:1048577:1: $limit" ] ||
		fail "$command on blank lines: $err"
	checked=$((checked + 1))
done
err=$(cd "$dir" && HOME=$dir XDG_DATA_HOME=$dir/data timeout 5 \
    "$bin" same boards </dev/null 2>&1 >/dev/null)
[ "$err" = "boards:2097154:1: expected row 1 of 10 of a board, found \
end of input (fewer games than announced?)" ] || fail "same boards: $err"

# A number out of range is said as found, whatever its size, in the
# judge's count of games and of moves alike: one past what an int holds
# was "a number far outside that range" where one a little smaller was
# said with its digits.  A number too long to say keeps its start and end.
nines=$(printf '%0100d' 0 | tr 0 9)
games="<stdin>:1:1: expected the number of games from 0 to 100000000, found"
moves="<stdin>:1:1: expected the number of moves from 1 to 10, found"
# said COMMAND INPUT MESSAGE: tumble COMMAND on INPUT says MESSAGE alone.
said() {
	local err
	err=$(printf '%s\n' "$2" | timeout 5 "$bin" "$1" 2>&1 >/dev/null)
	status=$?
	[ "$status" -eq 1 ] || fail "$1 on $2: status $status"
	[ "$err" = "$3" ] || fail "$1 on $2: $err"
	checked=$((checked + 1))
}
for command in greedy solve; do
	what=$games
	[ "$command" = greedy ] || what=$moves
	for n in 100000001 2147483648 -1 -99999999999999999999; do
		said "$command" "$n" "$what $n"
	done
	said "$command" "$nines" "$what ${nines:0:30}...${nines:0:30}"
done
for n in 11 2147483648; do
	said solve "$(printf '1\n%s 0\n0\n0\n0\n0' "$n")" "<stdin>:2:1: \
expected a colour from 1 to 10 or the 0 that ends column 0, found $n"
done

[ "$checked" -gt 600 ] || fail "only $checked inputs: where is the corpus?"
echo "bad_input: $checked runs"
