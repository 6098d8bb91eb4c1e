#!/usr/bin/env bash
# End-to-end tests of the titles of the Mayan puzzle editor: typed in
# UTF-8 or shown without it, written as gen writes them, and kept from a
# level or from gen's --title.  Usage: editor_titles.sh CASE (one meson
# test per case).  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/editor_lib.sh"

# editor_title_prompt FILE: edit a new FILE, make a puzzle of one move
# and press t for its title.
editor_title_prompt() {
	e2e_start 90 30 mayan --edit "$1"
	editor_one_move
	e2e_keys t
	editor_bottom 'Title:'
}

# A puzzle played from the editor unwritten keeps its title in a save
# made at the : prompt, as a puzzle file's is kept.
case_title_saved() {
	local saved="$E2E_DIR/played.save"
	editor_title_prompt "$E2E_DIR/titled.txt"
	e2e_keys -l 'Sky Steps'
	e2e_keys Enter
	e2e_wait 'Title: Sky Steps.'
	e2e_keys p
	e2e_wait 'Moves: 0/1   Blocks: 3   Sky Steps'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l "save $saved"
	e2e_keys Enter
	e2e_wait_said "Saved to $saved."
	[ "$(head -4 "$saved")" = "$(printf 'tumble-save 1\nmayan\nmoves 0\n# title: Sky Steps')" ] ||
		e2e_fail "saved: $(cat "$saved")"
	e2e_keys Escape
	e2e_wait 'Moves: 0/1'
	e2e_keys q
	e2e_wait 'TUMBLE  Mayan editor: Sky Steps'
	e2e_keys q
	e2e_wait 'Leave the editor without writing the changes? (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A title typed is written as the title line gen writes, shown by the
# game, and kept when the file is opened in the editor again.
case_title() {
	local made="$E2E_DIR/titled.txt"
	editor_title_prompt "$made"
	e2e_keys -l '  Sky Steps '
	e2e_keys Enter
	e2e_wait 'Title: Sky Steps.'
	e2e_wait 'TUMBLE  Mayan editor: Sky Steps'
	e2e_wait 'n: 1   Blocks: 3   '"$made"' (changed)'
	editor_write
	e2e_wait 'Written to'
	[ "$(cat "$made")" = "$(printf '# title: Sky Steps\n1\n1 0\n1 0\n0\n1 0\n0')" ] ||
		e2e_fail "written: $(cat "$made")"
	e2e_keys p
	e2e_wait 'Moves: 0/1   Blocks: 3   Sky Steps'
	e2e_keys q
	e2e_wait 'TUMBLE  Mayan editor: Sky Steps'
	e2e_keys q
	e2e_check_sane_terminal 0
	# Opened again: the title is kept, and played unwritten too.
	e2e_start 90 30 mayan --edit "$made"
	e2e_wait 'TUMBLE  Mayan editor: Sky Steps'
	e2e_keys +
	e2e_wait 'n = 2.'
	e2e_keys p
	e2e_wait 'Moves: 0/2   Blocks: 3   Sky Steps'
	e2e_keys q
	editor_write
	e2e_wait 'Written to'
	[ "$(head -2 "$made")" = "$(printf '# title: Sky Steps\n2')" ] ||
		e2e_fail "rewritten: $(cat "$made")"
	# An empty title takes the line out.
	e2e_keys t C-u Enter
	e2e_wait 'No title.'
	e2e_wait_gone 'Mayan editor: Sky Steps'
	editor_write
	e2e_wait 'Written to'
	[ "$(cat "$made")" = "$(printf '2\n1 0\n1 0\n0\n1 0\n0')" ] ||
		e2e_fail "untitled: $(cat "$made")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A title of UTF-8 letters is typed, the cursor moving over whole
# characters, and written as typed.
case_title_utf8() {
	local made="$E2E_DIR/cafe.txt"
	editor_title_prompt "$made"
	e2e_keys -l 'Café Steps'
	editor_bottom 'Title: Café Steps'
	editor_cursor_at 17
	e2e_keys Left Left Left Left Left Left
	editor_cursor_at 11
	e2e_keys BSpace
	editor_bottom 'Title: Caf Steps'
	e2e_keys -l 'é'
	e2e_keys Enter
	e2e_wait 'Title: Café Steps.'
	e2e_wait 'TUMBLE  Mayan editor: Café Steps'
	editor_write
	e2e_wait 'Written to'
	[ "$(head -1 "$made")" = '# title: Café Steps' ] ||
		e2e_fail "written: $(cat "$made")"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# Without UTF-8 (LC_ALL=C) a title's letter beyond ASCII shows as the
# letter without its accent, in one column, and the cursor stands after
# it as it stands after the letter.
case_title_ascii() {
	local made="$E2E_DIR/cafe.txt"
	printf '# title: Caf\303\251s\n1\n1 0\n1 0\n0\n1 0\n0\n' >"$made"
	E2E_ENV+=" LC_ALL=C"
	e2e_start 90 30 mayan --edit "$made"
	e2e_wait 'TUMBLE  Mayan editor: Cafes'
	e2e_keys t
	editor_bottom 'Title: Cafes'
	editor_cursor_at 12
	e2e_keys Left
	editor_cursor_at 11
	e2e_keys BSpace
	editor_bottom 'Title: Cafs'
	editor_cursor_at 10
	e2e_keys Enter
	e2e_wait 'Title: Cafs.'
	e2e_keys q
	e2e_wait 'Leave the editor without writing the changes? (y/n)'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A level made by gen --title keeps its title in the editor, and what the
# editor writes back reads as the same title.
case_title_from_gen() {
	local made="$E2E_DIR/gen.txt"
	"$TUMBLE_BIN" gen mayan --moves 2 --seed 7 --title 'Made By Gen' >"$made" ||
		e2e_fail "gen failed"
	e2e_start 90 30 mayan --edit "$made"
	e2e_wait 'TUMBLE  Mayan editor: Made By Gen'
	e2e_keys t
	editor_bottom 'Title: Made By Gen'
	e2e_keys BSpace BSpace BSpace
	e2e_keys -l 'Hand'
	e2e_keys Enter
	e2e_wait 'TUMBLE  Mayan editor: Made By Hand'
	editor_write
	e2e_wait 'Written to'
	[ "$(head -1 "$made")" = '# title: Made By Hand' ] ||
		e2e_fail "written: $(cat "$made")"
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 90 30 mayan "$made"
	e2e_wait 'Made By Hand'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# e on a level not yet played opens the level in the editor with its
# title; after a move the board is another puzzle, untitled.
case_title_from_level() {
	local pack="$E2E_DIR/pack"
	mkdir -p "$pack"
	"$TUMBLE_BIN" gen mayan --moves 2 --seed 7 --title 'Made By Gen' \
	    >"$pack/01.in" || e2e_fail "gen failed"
	E2E_ENV="TUMBLE_LEVELS_DIR='$pack' XDG_STATE_HOME='$XDG_STATE_HOME'" \
	    e2e_start 90 30 mayan 1
	e2e_wait 'Moves: 0/2'
	e2e_keys e
	e2e_wait 'TUMBLE  Mayan editor: Made By Gen'
	e2e_wait 'n: 2   Blocks: 12   not written yet'
	e2e_keys q
	e2e_wait 'Moves: 0/2'
	e2e_keys Space Right
	e2e_wait 'Move 1 of 2'
	e2e_keys e
	e2e_wait 'n: 1   Blocks:'
	e2e_screen | grep -q 'Mayan editor: ' && e2e_fail "a played board kept the title"
	e2e_keys q
	e2e_wait 'Move 1 of 2'
	e2e_keys q y
	e2e_check_sane_terminal 0
}

# A level taken to the editor with its title, played from there and
# left half-way, is kept as the editor's puzzle: the title menu's
# Continue line named it "Mayan Made By Gen", as the level itself is
# named, which taking it up does not play.
case_title_from_level_kept() {
	local pack="$E2E_DIR/pack"
	mkdir -p "$pack"
	"$TUMBLE_BIN" gen mayan --moves 2 --seed 7 --title 'Made By Gen' \
	    >"$pack/01.in" || e2e_fail "gen failed"
	E2E_ENV="TUMBLE_LEVELS_DIR='$pack' XDG_STATE_HOME='$XDG_STATE_HOME'"
	e2e_start 80 24 mayan 1
	e2e_wait 'Moves: 0/2'
	e2e_keys e
	e2e_wait 'TUMBLE  Mayan editor: Made By Gen'
	e2e_keys p
	e2e_wait 'Moves: 0/2   Blocks: 12   Made By Gen'
	e2e_keys Space Right
	e2e_wait 'Move 1 of 2'
	e2e_keys q
	e2e_wait 'It is kept to continue.'
	e2e_keys y
	e2e_wait 'TUMBLE  Mayan editor: Made By Gen'
	e2e_keys q
	e2e_wait 'Moves: 0/2'
	e2e_keys q
	e2e_check_sane_terminal 0
	e2e_start 80 24
	e2e_wait_re '^ +r +Continue +Mayan puzzle from the editor: Made By Gen, move 1$'
	e2e_keys q
	e2e_check_sane_terminal 0
}

"case_$1"
