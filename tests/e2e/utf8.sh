#!/usr/bin/env bash
# Text beyond ASCII on a UTF-8 terminal (tmux).  Usage: utf8.sh CASE,
# where CASE is
#   message_wraps  a message of `tumble shell` naming a file in UTF-8
#                (é one column for two bytes, パ two for three) is broken
#                at the terminal's width counted in columns: it fits on
#                its row whole, no row runs past the edge
# Exit 77 skips.
set -euo pipefail
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
# The terminal's and the program's characters are UTF-8, tmux's too.
export LANG=C.UTF-8
unset LC_ALL LC_CTYPE
. "$(dirname "$0")/lib.sh"

# The name is 32 columns wide with its colon, 42 bytes: counted in bytes
# it was cut after its first パ, in a terminal 34 wide whose rows end
# before the last column.
utf8_message_wraps() {
	local name='été/éléphants-à-côté-パズル.txt'
	mkdir -p "$E2E_DIR/work"
	E2E_ENV="LANG=C.UTF-8 HOME='$E2E_DIR/work'"
	E2E_ENV+=" XDG_STATE_HOME='$E2E_DIR/work/state'"
	e2e_start 34 12 shell
	e2e_expect_line "tumble>"
	e2e_keys -l "load $name"
	e2e_keys Enter
	e2e_wait "No such file or directory"
	local said
	said=$(e2e_screen | grep -Fx -A1 -e "$name:" || :)
	[ "$said" = "$name:"$'\n'"No such file or directory" ] ||
		e2e_fail "not whole on its row: $(e2e_screen)"
	local widest
	widest=$(e2e_screen | sed '1d' | wc -L)
	[ "$widest" -le 33 ] ||
		e2e_fail "a row $widest columns wide: $(e2e_screen)"
	echo "ok: a name in UTF-8 is broken in columns"
}

case "${1:-}" in
message_wraps) utf8_message_wraps ;;
*) echo "no such case: ${1:-}" >&2; exit 2 ;;
esac
