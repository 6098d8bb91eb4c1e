#!/usr/bin/env bash
# The side-by-side bench with the public NRPA (bench/run-nrpa) and its
# replayer (bench/same_replay.py), without NRPA itself.  Usage:
# nrpa_bench.sh CASE, where CASE is
#   replay_plan  the replayer agrees with the scores `tumble plan` prints
#                for the sample boards, and counts 0 a plan whose final
#                score is raised by one or whose move is said at a ball
#                other than its cluster's representative
#   skip         bench/run-nrpa without NRPA_DIR, or with one that holds
#                no NRPA source, says in one line that it is skipped and
#                exits 0
# Exit 77 skips.  No terminal is needed: both are plain commands.
set -euo pipefail
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
bench="$TUMBLE_TESTS/../bench"
sample="$TUMBLE_TESTS/data/same/sample.in"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

fail() {
	echo "FAIL: $*" >&2
	exit 1
}

nrpa_replay_plan() {
	command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
	"$bin" plan "$sample" --time 0.2 >"$dir/plan.out"
	local status=0
	python3 "$bench/same_replay.py" "$sample" "$dir/plan.out" \
		>"$dir/replay.out" || status=$?
	[ "$status" = 0 ] || fail "the replay of tumble plan failed:" \
		"$(cat "$dir/replay.out")"
	# The scores the replay finds are the ones the plan prints.
	awk '/^Final score:/ { n++; sub(",", "", $3);
		print "game " n ": " $3; s += $3 }
		END { print "total: " s " (" n " of " n \
			" plans replay to their scores)" }' \
		"$dir/plan.out" >"$dir/expected"
	diff "$dir/expected" "$dir/replay.out" >&2 ||
		fail "the replay does not agree with tumble plan's scores"

	# The first final score, one more than the plan's.
	awk '/^Final score:/ && !done { sub(/[0-9]+,/, ($3 + 1) ","); done = 1 }
		{ print }' "$dir/plan.out" >"$dir/raised.out"
	status=0
	python3 "$bench/same_replay.py" "$sample" "$dir/raised.out" \
		>"$dir/replay.out" || status=$?
	[ "$status" = 1 ] || fail "a raised score exits $status, not 1"
	grep -q '^game 1: counted 0: claims ' "$dir/replay.out" ||
		fail "a raised score is not counted 0: $(cat "$dir/replay.out")"

	# The sample's first board: its first greedy move removes the blue
	# rows 4 and 5 (from the bottom), said at (4,1); (5,1) is a ball of
	# the same cluster but not its representative.
	sed '0,/^Move 1 at (4,1)/s//Move 1 at (5,1)/' \
		"$TUMBLE_TESTS/data/same/sample.out" >"$dir/moved.out"
	grep -q '^Move 1 at (5,1)' "$dir/moved.out" || fail "no move to change"
	status=0
	python3 "$bench/same_replay.py" "$sample" "$dir/moved.out" \
		>"$dir/replay.out" || status=$?
	[ "$status" = 1 ] || fail "a move off its representative exits $status"
	grep -q '^game 1: counted 0: move 1: (5,1) is not the representative, (4,1)$' \
		"$dir/replay.out" ||
		fail "a move off its representative: $(cat "$dir/replay.out")"
	grep -q '^game 2: 4920$' "$dir/replay.out" ||
		fail "the other games no longer count: $(cat "$dir/replay.out")"
}

# nrpa_skipped WHY [VAR=VALUE]: bench/run-nrpa with that environment
# prints one line, that it is skipped because WHY, and exits 0.
nrpa_skipped() {
	local why=$1 status=0
	shift
	env -u NRPA_DIR "$@" "$bench/run-nrpa" 1 >"$dir/out" 2>"$dir/err" ||
		status=$?
	[ "$status" = 0 ] || fail "run-nrpa $*: exit $status: $(cat "$dir/err")"
	[ "$(wc -l <"$dir/out")" = 1 ] && [ ! -s "$dir/err" ] ||
		fail "run-nrpa $*: not one line: $(cat "$dir/out" "$dir/err")"
	grep -qF "run-nrpa: the side-by-side run with NRPA is skipped: $why" \
		"$dir/out" || fail "run-nrpa $*: $(cat "$dir/out")"
}

nrpa_skip() {
	nrpa_skipped "NRPA_DIR is not set"
	mkdir "$dir/empty"
	nrpa_skipped "$dir/empty has no src/same.cpp" NRPA_DIR="$dir/empty"
}

case ${1:-} in
replay_plan | skip) "nrpa_$1" ;;
*) echo "usage: $0 replay_plan|skip" >&2; exit 2 ;;
esac
echo "ok: $1"
