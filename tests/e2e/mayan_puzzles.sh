#!/usr/bin/env bash
# End-to-end tests of where Mayan puzzles come from: the level menu, its
# titles, marks and counts at every width, the progress it shows, bad
# files and puzzles kept to continue (the editor reached from the game:
# mayan_editor.sh; random puzzles: mayan_random.sh).  The real binary in
# a private tmux server, driven by keys, read back from the screen.
# Usage: mayan_puzzles.sh CASE (one meson test per case).  Exit 77
# skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/mayan_lib.sh"

case_levels() {
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait '01-sample'
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.  First solve: 3'
	e2e_wait 'made, none wasted.'
	e2e_wait 'Solved clean'
	grep -qx '01-sample 3' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "progress not saved"
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_wait '02-wasted'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_wait 'solved clean'
	# A clean solve shows no count of moves: its help says why.
	e2e_keys '?'
	e2e_wait 'solved clean, so in'
	e2e_keys q
	e2e_wait '1 of 3 solved'
	# End and Home go to either end (the last line is the random
	# puzzle's, one Down from the last level), PgUp and PgDn a page.
	e2e_keys End Up Enter
	e2e_wait 'Level 3 of 3'
	# L opens the menu on the level in play, not the first unsolved.
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys Up Enter
	e2e_wait 'Level 2 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys Home Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys PgDn Up Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys PgUp Down Enter
	e2e_wait 'Level 2 of 3'
	e2e_keys L
	e2e_wait '1 of 3 solved'
	e2e_keys Down
	e2e_keys Enter
	e2e_wait 'Level 3 of 3'
	e2e_keys q
	e2e_wait '1 of 3 solved'
	e2e_keys q
	e2e_wait 'keys and rules'
	e2e_keys q
	e2e_wait 'exit=0'
	# Without a level named, the game opens the first one not solved.
	e2e_start 90 30 mayan
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_wait 'exit=0'
	# A damaged progress file is reported and set aside.
	printf '01-sample three\n' >"$XDG_DATA_HOME/tumble/progress"
	e2e_start 90 30 mayan 1
	e2e_wait 'progress:1:11: expected a number of moves'
	e2e_wait 'set aside as'
	[ -f "$XDG_DATA_HOME/tumble/progress.bad" ] || e2e_fail "not set aside"
	# Moves typed at the `:` prompt count toward the level's solve.
	local move k=1
	for move in '2 1 1' '3 1 1' '3 0 1'; do
		e2e_keys :
		e2e_prompt_line ''
		e2e_keys -l "move $move"
		e2e_keys Enter
		e2e_last_line '-- press any key to go back to the game, : for another command --'
		e2e_keys Enter
		e2e_wait "Moves: $k/3"
		k=$((k + 1))
	done
	# Said as a move by keys says it, the way on with it (it said the
	# solve alone).
	e2e_wait 'Solved in exactly 3 moves!  ] plays the next level.'
	grep -qx '01-sample 3' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "progress of a solve at the prompt not saved"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A game played from the level menu and left goes back to the menu on
# the level it ended on, not on the one first chosen there: ] went on.
case_levels_follow() {
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys ']'
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_wait '0 of 3 solved'
	e2e_keys q
	e2e_wait 'keys and rules'
	e2e_keys q
	e2e_check_sane_terminal 0
}

# The level in play chosen again on the level menu goes back to the game
# as it stands: no question, no fresh start.
case_levels_same_in_play() {
	e2e_start 90 30 mayan 1
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys L
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait 'Moves: 1/3'
	e2e_wait 'Move 1 of 3: 2 1 1'
	e2e_shows 'Leave this game' &&
		e2e_fail "asked to leave the level in play"
	e2e_keys q
	e2e_wait 'It is kept to continue.'
	e2e_keys y
	e2e_check_sane_terminal 0
}

# With 3 puzzles kept, one more quit takes the oldest one's place, and
# the game says so: on the level menu or the editor it was left for, not
# only once tumble ends.  The three are other puzzles than those played
# then: the same puzzle kept again takes its own copy's place.
# kept_after_a_move WAIT ARGS...: tumble mayan ARGS, WAIT on screen, one
# move of the computer's (G), quit and kept.
kept_after_a_move() {
	local wait=$1
	shift
	e2e_start 90 30 mayan "$@"
	e2e_wait "$wait"
	e2e_keys G
	e2e_wait 'Moves: 1/'
	e2e_keys q
	e2e_wait 'It is kept to continue. (y/n)'
	e2e_keys y
	e2e_wait 'exit=0'
}

case_kept_in_place_said() {
	kept_after_a_move 'Level 2 of 3' 2
	kept_after_a_move 'Level 3 of 3' 3
	kept_after_a_move 'Moves: 0/3' --random 3 --seed 5
	e2e_start 90 30
	e2e_wait 'Mayan'
	e2e_keys m
	e2e_wait '0 of 3 solved'
	e2e_keys Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys q
	e2e_wait_said 'It is kept, and the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait 'This game is kept to continue, in place of the oldest of the 3 kept: Mayan'
	e2e_wait '0 of 3 solved'
	e2e_keys q
	e2e_wait 'keys and rules'
	e2e_keys M
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys 1 Right 1 Right Right 1 +
	e2e_wait 'n: 2   Blocks: 3'
	e2e_keys p
	e2e_wait 'Moves: 0/2'
	e2e_keys Left Left Left Space Right
	e2e_wait 'Moves: 1/2'
	e2e_keys q
	e2e_wait_said 'It is kept, and the oldest kept game goes. (y/n)'
	e2e_keys y
	e2e_wait 'This game is kept to continue, in place of the oldest of the 3 kept: Mayan'
	e2e_wait 'TUMBLE  Mayan editor'
	e2e_keys q
	e2e_wait '(y/n)'
	e2e_keys y
	e2e_wait 'keys and rules'
	e2e_keys q
	e2e_check_sane_terminal 0
}

case_bad() {
	# A copy under the test's own short folder: the message names the
	# file, and the source tree's path may be long enough to wrap it.
	cp "$DATA/bad.txt" "$E2E_DIR/bad.txt"
	e2e_start 90 30 mayan "$E2E_DIR/bad.txt"
	e2e_wait "bad.txt:6:10: expected a colour from 1 to 10"
	e2e_wait 'exit=1'
	e2e_start 90 30 mayan no-such-level
	e2e_wait "'no-such-level' is no file, nor a level of the pack"
	e2e_wait 'exit=1'
	e2e_start 90 30 mayan a b
	e2e_wait 'exit=2'
}

# A level's title with control bytes shows them as \xNN in the level
# menu, as on the status line: curses drew ^[ and the columns moved.
# A level that does not read, and a file the pack leaves out, are said.
case_levels_escaped() {
	mkdir -p "$E2E_DIR/levels"
	{ printf '# title: \033]0;PWNED\007 evil\n'
	  cat "$TUMBLE_TESTS/data/mayan/levels/01-sample.txt"; } \
		>"$E2E_DIR/levels/01-evil.txt"
	# A level that does not read is said so (its line was blank).
	printf 'garbage\n' >"$E2E_DIR/levels/02-broken.txt"
	# A level with no block cannot be played either: said so, and
	# not offered first.
	printf '1\n0\n0\n0\n0\n0\n' >"$E2E_DIR/levels/00-empty.txt"
	# A file left out of the pack, its name too long, is said so.
	cp "$TUMBLE_TESTS/data/mayan/levels/01-sample.txt" \
		"$E2E_DIR/levels/$(printf 'x%.0s' $(seq 70)).txt"
	E2E_ENV="TUMBLE_LEVELS_DIR='$E2E_DIR/levels'"
	E2E_ENV+=" XDG_STATE_HOME='$XDG_STATE_HOME'"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_wait '\x1b]0;PWNED\x07 evil'
	e2e_wait_re '^ +1 +00-empty +no blocks to clear'
	e2e_wait_re '^ +3 +02-broken +does not read'
	# The menu opens on the first level that can be played.
	e2e_keys Enter
	e2e_wait 'Level 2 of 3'
	e2e_keys q
	e2e_wait 'Mayan levels'
	e2e_wait 'is not listed:'
	e2e_screen | tr -s ' \n' '  ' | grep -q "1 file of .* is not listed: \
a level's name is at most 63 characters long\." ||
		e2e_fail "the file left out is not said"
	e2e_keys q q
	e2e_wait 'exit=0'
	# A folder of no levels is named escaped too.
	mkdir -p "$E2E_DIR/none"$'\033'"[7m"
	E2E_ENV="TUMBLE_LEVELS_DIR=\"\$(printf '%s/none\\033[7m' '$E2E_DIR')\""
	E2E_ENV+=" XDG_STATE_HOME='$XDG_STATE_HOME'"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'none\x1b[7m.'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A level's title takes the columns it shows in, not its bytes: n lines
# up under its header after a title in UTF-8, at 80 columns and at 40,
# and a title too long for its column ends in "...".  n stood a column
# to the left for each é, at 40 columns it was cut off, and a long title
# was cut inside a word.  A title of letters of four bytes each (𝐀) is
# cut by its columns too: the menu kept 47 bytes of it, 11 letters shown
# as if they were the whole title, with no "...".
case_levels_titles_fit() {
	mkdir -p "$E2E_DIR/levels"
	{ printf '# title: Chichén Itzá\n'; cat "$DATA/levels/01-sample.txt"; } \
		>"$E2E_DIR/levels/01-city.txt"
	{ printf '# title: %s\n' 'Pyramid of the Feathered Serpent'
	  cat "$DATA/levels/01-sample.txt"; } >"$E2E_DIR/levels/02-long.txt"
	{ printf '# title: '; printf 'é%.0s' $(seq 20); echo
	  cat "$DATA/levels/01-sample.txt"; } >"$E2E_DIR/levels/03-accents.txt"
	{ printf '# title: '; printf '\360\235\220\200%.0s' $(seq 30); echo
	  cat "$DATA/levels/01-sample.txt"; } >"$E2E_DIR/levels/04-bold.txt"
	E2E_ENV="TUMBLE_LEVELS_DIR='$E2E_DIR/levels'"
	E2E_ENV+=" XDG_STATE_HOME='$XDG_STATE_HOME' LC_ALL=C.UTF-8"
	e2e_start 80 24 mayan 1
	e2e_wait 'Level 1 of 4'
	e2e_keys L
	e2e_wait 'Mayan levels'
	e2e_wait_re '^ +1    Chichén Itzá {13}3 moves$'
	e2e_wait_re '^ +2    Pyramid of the Feathe\.\.\. 3 moves$'
	e2e_wait_re '^ +3    (é){20} {5}3 moves$'
	e2e_wait_re '^ +4    (𝐀){21}\.\.\. 3 moves$'
	e2e_resize 40 16
	e2e_wait_re '^   1    Chichén Itzá {11}3 moves$'
	e2e_wait_re '^   2    Pyramid of the Feat\.\.\. 3 moves$'
	e2e_wait_re '^   3    (é){20} {3}3 moves$'
	e2e_wait_re '^   4    (𝐀){19}\.\.\. 3 moves$'
	e2e_keys q q
	e2e_check_sane_terminal 0
}

# A level solved clean says so on its board in the level menu's word,
# as the game ends and when it is played again, whole at the board's
# smallest size; one solved with moves wasted says its best instead.
case_levels_clean_said() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '02-wasted 3\n' >"$XDG_DATA_HOME/tumble/progress"
	e2e_start 90 30 mayan 2
	e2e_wait 'Level 2 of 3'
	e2e_wait 'Solved, best: 3 moves made'
	e2e_keys L
	e2e_wait_re '^ +2  \* 02-wasted .*best: 3 moves made$'
	e2e_keys Up Enter
	e2e_wait 'Level 1 of 3'
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_wait 'Moves: 3/3   Blocks: 0   01-sample   Solved clean'
	e2e_shows_none 'Solved, best' || e2e_fail "a clean solve said its best"
	e2e_keys L
	e2e_wait_re '^ +1  C 01-sample .*solved clean$'
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_wait 'Solved clean'
	e2e_smallest
	e2e_wait_re 'Moves: 0/3   Blocks: [0-9]+ .*Solved clean$'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A level solved only with help (G) says so on its board in the level
# menu's words, as the game ends and when it is played again, whole at
# the board's smallest size, the level's name giving way whole beside
# it; a solve of the player's own then betters it.
case_levels_assisted_said() {
	e2e_start 90 30 mayan 1 --no-animation
	e2e_wait 'Level 1 of 3'
	e2e_wait 'Moves: 0/3'
	e2e_shows_none 'Solved' || e2e_fail "an unsolved level said solved"
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_keys G
	e2e_wait 'Moves: 2/3'
	e2e_keys G
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_wait 'Blocks: 0   01-sample   Solved assisted   This game assisted'
	grep -qx '01-sample assisted' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "not noted assisted: $(cat "$XDG_DATA_HOME/tumble/progress")"
	e2e_keys L
	e2e_wait_re '^ +1  \+ 01-sample .*solved assisted$'
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_wait 'Moves: 0/3   Blocks: 12   01-sample   Solved assisted'
	e2e_smallest
	e2e_wait_re 'Moves: 0/3  Blocks: [0-9]+  Solved assisted$'
	e2e_resize 90 30
	e2e_keys Right Right Up Space Right
	e2e_wait 'Moves: 1/3'
	e2e_keys Space Right Left Down Space Right
	e2e_wait 'Solved in exactly 3 moves!'
	e2e_wait 'Moves: 3/3   Blocks: 0   01-sample   Solved clean'
	e2e_shows_none 'Solved assisted' ||
		e2e_fail "a clean solve left the level assisted"
	e2e_keys q
	e2e_wait 'exit=0'
}

# Played again with help, a level solved only with help says both
# facts apart: the level's standing, then this game's mark, which read
# "Solved assisted   Assisted", the same word twice; at 80x24, and at
# the board's smallest size the standing whole.  A level not solved
# assisted keeps the game's bare mark.
case_levels_assisted_again() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '01-sample assisted\n' >"$XDG_DATA_HOME/tumble/progress"
	e2e_start 80 24 mayan 1 --no-animation
	e2e_wait 'Moves: 0/3'
	e2e_wait 'Solved assisted'
	e2e_keys G
	e2e_wait 'Moves: 1/3'
	e2e_wait_re 'Moves: 1/3   Blocks: [0-9]+   Solved assisted   This game assisted$'
	e2e_shows_re '   Assisted$' && e2e_fail "the game's mark said bare"
	e2e_smallest
	e2e_wait_re 'Moves: 1/3  Blocks: [0-9]+  Solved assisted$'
	e2e_resize 80 24
	e2e_keys ']'
	e2e_wait 'Leave this game'
	e2e_keys y
	e2e_wait 'Level 2 of 3'
	e2e_wait 'Moves: 0/2'
	e2e_keys G
	e2e_wait_re 'Moves: 1/2   Blocks: [0-9]+   02-wasted   Assisted$'
	e2e_keys q
	e2e_wait 'Quit this game'
	e2e_keys y
	e2e_wait 'exit=0'
}

# Where a level's standing, "Solved assisted", has no room beside a game
# of ten moves at 40 columns, the game's own mark still shows, bare as
# on any other puzzle: "This game assisted", which names the game apart
# from that standing, took more room and left nothing said.
case_levels_assisted_narrow() {
	mkdir -p "$E2E_DIR/levels" "$XDG_DATA_HOME/tumble"
	"$TUMBLE_BIN" gen mayan -n 10 -s 1 >"$E2E_DIR/levels/01-ten.txt"
	printf '01-ten assisted\n' >"$XDG_DATA_HOME/tumble/progress"
	E2E_ENV="TUMBLE_LEVELS_DIR='$E2E_DIR/levels'"
	e2e_start 40 25 mayan 1 --no-animation
	e2e_wait 'Moves: 0/10'
	e2e_keys G
	e2e_wait_re '^ *Moves: 1/10  Blocks: [0-9]+   Assisted$'
	e2e_keys q
	e2e_wait 'Quit this game'
	e2e_keys y
	e2e_wait 'exit=0'
}

# Narrower than its full width, the level menu shortens the titles so
# that the marks' words still show; it made them longer, and dropped the
# words, from 43 to 63 columns.
case_levels_narrow() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '01-sample 3\n' >"$XDG_DATA_HOME/tumble/progress"
	printf 'mayan/01-sample solved clean\n' >"$XDG_DATA_HOME/tumble/marks"
	e2e_start 60 20 mayan 1
	e2e_wait 'Level 1 of 3'
	e2e_keys L
	e2e_wait 'Mayan levels'
	e2e_wait_re '^ +1  C 01-sample +3 moves +solved clean$'
	e2e_wait_re 'Moves +Solved$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# At 40 columns the level menu's random line has no room to say how its
# moves change: the message line says it while the line is chosen, and
# nothing else showed it.  Wide enough, the line says it, and the message
# line goes back to the tiers.
case_levels_random_how_narrow() {
	e2e_start 60 21
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_keys End
	e2e_wait_re '^ +Random puzzle: 4 moves \(Left, Right: fewer, more\)$'
	e2e_shows 'more moves.' && e2e_fail "the moves' keys said twice"
	e2e_resize 40 16
	e2e_wait_re '^ +Random puzzle: 4 moves$'
	e2e_wait_re '^Left, Right: fewer, more moves\.$'
	e2e_keys Left
	e2e_wait_re '^ +Random puzzle: 3 moves$'
	e2e_keys Up
	e2e_wait_gone 'more moves.'
	e2e_resize 60 21
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# In a terminal too narrow for every tier's count, the line under the
# title counts the chosen level's tier alone, in one spelling for every
# tier: the fewer words where one tier's name needs them.
case_levels_counts_one_way() {
	local pack="$E2E_DIR/tiers"
	mkdir -p "$pack"
	{ echo '# tier: Easy'; cat "$SAMPLE"; } >"$pack/01.txt"
	{ echo '# tier: Hardest Ones'; cat "$SAMPLE"; } >"$pack/02.txt"
	E2E_ENV="TUMBLE_LEVELS_DIR='$pack' XDG_STATE_HOME='$XDG_STATE_HOME'"
	e2e_start 60 21
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_resize 40 16
	e2e_wait_re '^ +0 of 2 solved; Easy 0/1 clean$'
	e2e_keys Down
	e2e_wait_re '^ +0 of 2 solved; Hardest Ones 0/1 clean$'
	e2e_resize 60 21
	e2e_wait_re '^ +0 of 2 solved; Hardest Ones: 0 of 1 clean$'
	e2e_keys q q
	e2e_wait 'exit=0'
}

# A damaged progress file is named by the level menu, on as many lines
# as it needs rather than cut, and left as it is: a menu changes no file
# (it set the file aside, at first without a word).  The menu shows the
# solves of its good lines (it showed none), until a game played from it
# sets the file aside.
case_levels_progress_damaged() {
	mkdir -p "$E2E_DIR/levels" "$XDG_DATA_HOME/tumble"
	cp "$TUMBLE_TESTS/data/mayan/levels/01-sample.txt" \
		"$E2E_DIR/levels/01-first.txt"
	cp "$TUMBLE_TESTS/data/mayan/levels/01-sample.txt" \
		"$E2E_DIR/levels/02-second.txt"
	printf '01-first 3\n02-second x\n' >"$XDG_DATA_HOME/tumble/progress"
	E2E_ENV="TUMBLE_LEVELS_DIR='$E2E_DIR/levels'"
	E2E_ENV+=" XDG_STATE_HOME='$XDG_STATE_HOME'"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'best: 3 moves made'
	# Words apart: the note wraps where the folder's name puts them.
	e2e_wait "found 'x';"
	e2e_wait 'good'
	[ -e "$XDG_DATA_HOME/tumble/progress.bad" ] &&
		e2e_fail "the level menu set the progress file aside"
	grep -qx '02-second x' "$XDG_DATA_HOME/tumble/progress" ||
		e2e_fail "the level menu changed the progress file"
	# The game played sets it aside: back from a level, the note is
	# gone.
	e2e_keys Enter
	e2e_wait 'Moves: 0/3'
	e2e_keys q
	e2e_wait 'best: 3 moves made'
	e2e_screen | grep -q 'good' && e2e_fail "the note outlived a game"
	e2e_keys q q
	e2e_wait 'exit=0'
}

"case_$1"
