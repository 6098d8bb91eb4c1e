#!/usr/bin/env bash
# What tumble says on standard error when it cannot do what was asked,
# and its exit status, word for word: a reader's fault in the file as
# FILE:LINE:COL: what was expected; every other message after
# "tumble COMMAND: " ("tumble: " before a command is known).
# Usage: messages.sh CASE   (TUMBLE_BIN names the binary)
set -u
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
case_name=${1:?usage: messages.sh CASE}
# The deadline is GNU timeout's (coreutils); without it nothing is run.
command -v timeout >/dev/null ||
	{ echo "timeout (GNU coreutils) not found: skipped"; exit 77; }
fail() { echo "messages $case_name: $*" >&2; exit 1; }

dir=$(mktemp -d) || fail "no temporary folder"
trap 'chmod -R u+w "$dir" 2>/dev/null; rm -rf "$dir"' EXIT
cd "$dir" || fail "cannot enter $dir"
export XDG_DATA_HOME=$dir/data XDG_STATE_HOME=$dir/state
# The system's reasons (strerror) are in the player's language: these
# cases expect the English ones.
export LC_ALL=C
mkdir -p "$XDG_DATA_HOME/tumble"

# expect STATUS ERR ARGS...: tumble ARGS (standard input empty) exits
# with STATUS and says exactly ERR on standard error; its output is in
# $out.
expect() {
	local want_status=$1 want_err=$2
	shift 2
	out=$(timeout 60 "${run_as[@]}" "$bin" "$@" </dev/null 2>"$dir/err")
	local status=$?
	local err
	err=$(cat "$dir/err")
	[ "$status" -eq "$want_status" ] ||
		fail "tumble $*: status $status, not $want_status: $err"
	[ "$err" = "$want_err" ] ||
		fail "tumble $*: said
$err
not
$want_err"
}
run_as=()

# full SPEAKER ARGS...: tumble ARGS, its output on /dev/full, says that
# it cannot write it after SPEAKER and exits with 1.
full() {
	local who=$1 err status
	shift
	timeout 60 "$bin" "$@" >/dev/full 2>"$dir/err"
	status=$?
	err=$(cat "$dir/err")
	[ "$status" -eq 1 ] && [ "$err" = "$who: cannot write the output: \
No space left on device" ] || fail "tumble $* >/dev/full: $status, $err"
}

case $case_name in
# A name whose folder part is a file is "no such folder" wherever it is
# met, as a missing folder is: the editor's refusal, a save, a reader.
no_such_folder)
	echo 'a file' >plain
	expect 1 "tumble mayan: cannot write plain/x.in: no such folder" \
	    mayan --edit plain/x.in
	expect 1 "tumble mayan: cannot write none/x.in: no such folder" \
	    mayan --edit none/x.in
	;;
# A new file in a folder the player may not write in is refused before
# the editor opens, as `w` would refuse it only after the puzzle was
# built.  Root writes in any folder but on a read-only file system:
# it is run without the capabilities that let it, as any player is.
unwritable_folder)
	mkdir locked
	chmod 0500 locked
	if [ "$(id -u)" -eq 0 ]; then
		run_as=(setpriv --bounding-set -dac_override,-dac_read_search)
		# A container may not let it drop them (no CAP_SETPCAP).
		"${run_as[@]}" true 2>/dev/null ||
			{ echo "as root, setpriv is needed to drop the" \
			    "capability to write anywhere"; exit 77; }
	fi
	expect 1 "tumble mayan: cannot write locked/x.in: Permission denied" \
	    mayan --edit locked/x.in
	[ ! -e locked/x.in ] || fail "locked/x.in was made"
	# A folder that may be written in still opens the editor, which
	# with no terminal is as far as it gets.
	chmod 0700 locked
	expect 1 "tumble mayan: the game needs a terminal" \
	    mayan --edit locked/x.in
	;;
# Every message but a fault in the file read begins with the command
# that says it ("tumble: " before one is known): a file that does not
# open, a terminal missing; a fault in the file read, by its place alone.
prefixes)
	echo 'a file' >plain
	printf 'x\n' >bad.txt
	expect 1 "tumble greedy: plain/x: no such folder" greedy plain/x
	expect 1 "tumble review: missing: No such file or directory" \
	    review missing
	expect 1 "tumble shell: missing: No such file or directory" \
	    shell missing
	expect 1 "tumble solve: /dev/null: a device; tumble reads regular \
files, FIFOs, pipes and standard input" solve /dev/null
	expect 1 "bad.txt:1:1: expected the number of games (a number from \
0 to 100000000), found 'x'" greedy bad.txt
	expect 1 "tumble same: the game needs a terminal" same
	expect 1 "tumble: the game needs a terminal"
	TUMBLE_TODAY=junk expect 0 "tumble shell: TUMBLE_TODAY='junk' is \
not a date as YYYYMMDD or YYYY-MM-DD; ignored" shell
	# An output that cannot be written: the command's, or the
	# program's before any (--help and --version are no command);
	# `help CMD` is CMD's help, said by CMD.
	if [ -w /dev/full ]; then
		full tumble --help
		full tumble --version
		full 'tumble help' help
		full 'tumble gen' help gen
	fi
	;;
# A damaged data file: the report counts its good lines and is printed
# whole on standard output; the file is named on standard error, and
# the status says the figures are short, as du's does of what it could
# not read.
stats_damaged)
	printf 'same-10x15x3 12 3 5 430 97\nsame-5x5x3 x\n' \
	    >"$XDG_DATA_HOME/tumble/tally"
	tally=$XDG_DATA_HOME/tumble/tally
	expect 1 "tumble stats: $tally:2:12: expected a number of games (a \
number from 1 to 1000000000), found 'x'
tumble stats: this file was not read in full; its good lines are counted" \
	    stats
	case $out in
	"Same Game
  10x15, 3 colours: 12 games, 3 cleared, marks ----"*) ;;
	*) fail "the report: $out" ;;
	esac
	case $out in
	*"not read in full"*|*"$tally"*) fail "damage on stdout: $out" ;;
	esac
	# Whole again, the report is all there is, and the status 0.
	printf 'same-10x15x3 12 3 5 430 97\n' >"$tally"
	expect 0 "" stats
	;;
# --continue with no kept game to take up but one that does not read
# names it as the title menu and the shell's continue do: by its name
# in the data folder, where it went wrong and what becomes of it.
kept_damaged)
	printf 'tumble-save 3\nsame\njunk\n' \
	    >"$XDG_DATA_HOME/tumble/continue-same"
	printf 'junk\n' >"$XDG_DATA_HOME/tumble/continue-mayan.2"
	expect 1 "tumble same: no game to take up: continue-same:3:1: \
expected the line 'moves', found 'junk'; a game of its kind kept next \
sets it aside" same --continue
	expect 1 "tumble mayan: no game to take up: continue-mayan.2:1:1: \
expected a saved game, starting 'tumble-save', found 'junk'; a game of \
its kind kept next sets it aside" mayan --continue
	# Nothing at all kept: said so, by its kind.
	rm "$XDG_DATA_HOME/tumble/continue-same"
	expect 1 "tumble same: no Same Game is kept to continue" \
	    same --continue
	;;
*)
	fail "no such case"
	;;
esac
exit 0
