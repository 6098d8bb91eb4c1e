# What the end-to-end tests of the Mayan puzzle editor share (sourced
# after lib.sh): the puzzles and levels they open, the bottom row they
# read and the terminal's cursor on it, and w.
DATA="$TUMBLE_TESTS/data/mayan"
export TUMBLE_LEVELS_DIR="$DATA/levels"
export XDG_STATE_HOME="$E2E_DIR/state"
E2E_ENV="TUMBLE_LEVELS_DIR='$TUMBLE_LEVELS_DIR' XDG_STATE_HOME='$XDG_STATE_HOME'"

# editor_one_move: in the editor just started, the puzzle of one move
# most cases write (three blocks of 1, one apart, then a solve).
editor_one_move() {
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys 1 Right 1 Right Right 1 s
	e2e_wait 'Clears in exactly 1 move'
}

editor_bottom_is() {
	[ "$(e2e_screen | tail -1 | sed 's/ *$//')" = "$1" ]
}

# editor_bottom TEXT: poll until the bottom row is TEXT (blanks after it
# aside).
editor_bottom() {
	e2e_until editor_bottom_is "$1" || e2e_fail "the bottom row is '$(e2e_screen | tail -1)', expected '$1'"
}

editor_cursor_is() {
	[ "$(e2e_option cursor_x) $(e2e_option cursor_y)" = "$1" ]
}

# editor_cursor_at COL: poll until the terminal's cursor is in column
# COL (0-based) of the bottom row.
editor_cursor_at() {
	local want="$1 $(($(e2e_option pane_height) - 1))"
	e2e_until editor_cursor_is "$want" ||
		e2e_fail "the cursor is at $(e2e_option cursor_x),$(e2e_option cursor_y), expected $want"
}

# w, and Enter once the name it offers is on the bottom row (a search
# for n may come first).
editor_write() {
	e2e_keys w
	e2e_wait_re '^Write to: .'
	e2e_keys Enter
}
