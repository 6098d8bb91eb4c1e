#!/usr/bin/env bash
# The bash completion script, sourced in bash and asked as bash would ask
# it: subcommands, options read from the real --help, files, Mayan level
# names and Same Game pack boards.
# Usage: completion.sh SCRIPT   (TUMBLE_BIN names the binary)
set -u
script=$1
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
fail() { echo "completion: $*" >&2; exit 1; }

# shellcheck source=/dev/null
source "$script" || fail "cannot source $script"
[[ $(complete -p tumble) == "complete -o filenames -F _tumble tumble" ]] ||
	fail "not registered: $(complete -p tumble)"

# Outside a real completion bash refuses compopt: note what is asked.
compopt() { asked_compopt="$*"; }

# complete WORD...: what Tab offers for the last word.
complete_words() {
	COMP_WORDS=("$bin" "$@")
	COMP_CWORD=$#
	asked_compopt=
	_tumble
	printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | tr '\n' ' '
}

expect() {
	local want=$1
	shift
	local got
	got=$(complete_words "$@")
	[ "$got" = "$want" ] || fail "for '$*': expected '$want', got '$got'"
}

expect "plan " pl
expect "gen greedy " help g
expect "--seed --size " same --s
expect "mayan " gen m
expect "same " gen s
expect "mayan same " gen ""
expect "--game " same --g
# Options come from the option table, not from examples in the text:
# `tumble mayan -n` is no option ('tumble gen mayan -n N' is named).
expect "--continue --edit --no-animation --random --seed -r -s " mayan -
# `tumble --continue` has its own table.
expect "--no-animation " --continue -
expect "--answer --clearable --colors --moves --seed --size --title -T -c -n -s " \
	gen mayan -
[ -z "$(complete_words gen mayan -c "" | tr -d " ")" ] ||
	fail "a colour count was completed"
[ -z "$(complete_words gen mayan -T "" | tr -d " ")" ] ||
	fail "a title was completed"
expect "standard:1 standard:10 standard:11 standard:12 standard:13 \
standard:14 standard:15 standard:16 standard:17 standard:18 standard:19 " \
	same standard:1
# A board's colon was escaped as a file name's (standard\:).
complete_words same stan >/dev/null
[ "$asked_compopt" = "+o filenames" ] ||
	fail "a board is completed as a file name: '$asked_compopt'"
complete_words greedy "" >/dev/null
[ -z "$asked_compopt" ] || fail "a file is completed as no file name"
[ -z "$(complete_words plan --time "" | tr -d " ")" ] || fail "a time was completed"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
touch "$work/board.txt" "$work/other.txt"
expect "$work/board.txt " greedy "$work/bo"
got=$(complete_words mayan "")
[[ $got == *"01 "* ]] || fail "no level names offered: $got"
echo "ok: completion"
