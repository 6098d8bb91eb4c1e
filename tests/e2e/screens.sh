#!/usr/bin/env bash
# Every screen a player meets, opened in a real terminal and read back for
# text that does not fit: "..." where words were cut, a word broken at the
# right edge (text reaching the last column), or a word cut short (a word
# on screen that none of the game's own texts holds).  Usage: screens.sh
# SIZE PART, where SIZE is 80x24 (every screen at the usual size) or
# smallest (every screen at the smallest size it accepts, which it says
# itself on the "Terminal too small" screen), and PART the screens of the
# tour to read: menus (the title menu's), mayan (the level menu and the
# Mayan screen), editor, same (the Same Game screen and tumble shell) or
# goals (marks, the board of the day and its line to share); or
# screens.sh unscroll, the scrolled screens grown.  screens_play.sh reads
# a game after every move.  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/screens_lib.sh"

SCREENS_MODE=$1
SCREENS_PART=${2:-}

# screens_check WHAT: the screen on show fits at the size of this run;
# back to 80x24 after, for the keys that lead to the next screen.
screens_check() {
	if [ "$SCREENS_MODE" = smallest ]; then
		e2e_smallest
		screens_fits "$1"
		e2e_resize 80 24
	else
		screens_fits "$1"
	fi
}

# screens_check_said TEXT WHAT: screens_check, TEXT on show at the size
# of this run (maybe broken over lines between words).
screens_check_said() {
	[ "$SCREENS_MODE" = smallest ] && e2e_smallest
	e2e_wait_said "$1"
	screens_check "$2"
}

# screens_check_pages WHAT: the same for every page of a help screen
# (a page that fits, which any key closes, is one page).  The last page
# is found first: End shows it, and the screen it leaves is kept.  Home
# then shows the first page again, and Down scrolls a line at a time,
# each line read once the screen has changed, until the screen is the
# kept last page: a scroll by one line changes the screen wherever the
# page is but at its end, so no page goes unread and the end is known.
screens_check_pages() {
	local first last shown line=1
	[ "$SCREENS_MODE" = smallest ] && e2e_smallest
	screens_fits "$1 (line 1)"
	# A help page that fits goes back on any key.
	if ! grep -q 'Any key goes back' "$E2E_DIR/shot"; then
		screens_settled
		first=$E2E_OUT
		e2e_keys End
		e2e_until screens_differs "$first" ||
			e2e_fail "End did not show the end of $1"
		screens_settled
		last=$E2E_OUT
		e2e_keys Home
		e2e_until screens_is "$first" ||
			e2e_fail "Home did not show the start of $1 again"
		shown=$E2E_OUT
		while [ "$shown" != "$last" ]; do
			e2e_keys Down
			if ! e2e_until screens_differs "$shown"; then
				# A look that met the end half drawn: the end
				# is where End changes nothing either.
				e2e_keys End
				E2E_DEADLINE=5 e2e_until screens_differs \
				    "$shown" &&
					e2e_fail "Down did not scroll $1 at line $line"
				break
			fi
			screens_settled
			shown=$E2E_OUT
			line=$((line + 1))
			screens_fits "$1 (line $line)"
		done
	fi
	[ "$SCREENS_MODE" = smallest ] && e2e_resize 80 24
	return 0
}

# screens_settled: look until two looks in a row agree (into E2E_OUT): a
# look may meet a page half drawn.
screens_settled() {
	local was n=0
	e2e_look
	while [ $n -lt 10 ]; do
		was=$E2E_OUT
		e2e_nap 0.02
		e2e_look
		[ "$E2E_OUT" = "$was" ] && return 0
		n=$((n + 1))
	done
	e2e_fail "the screen kept changing"
}

# screens_differs TEXT: the screen on show (into E2E_OUT) is not TEXT.
screens_differs() {
	local was=$1
	e2e_look && [ "$E2E_OUT" != "$was" ]
}

# screens_is TEXT: the screen on show (into E2E_OUT) is TEXT.
screens_is() {
	local want=$1
	e2e_look && [ "$E2E_OUT" = "$want" ]
}

# screens_prompt_help WHAT: `help` typed at a `:` prompt on show, its
# answer fits a screenful at a time (it stops at "-- more" where it is
# longer than the screen), and Enter goes back.
screens_prompt_help() {
	local page was
	e2e_prompt_line ''
	e2e_keys -l help
	e2e_keys Enter
	for page in 1 2 3 4 5 6 7 8 9 10; do
		e2e_wait_re '^-- (more|press any key to go back to the game)'
		e2e_shows '-- press any key to go back to the game' && break
		screens_fits "$1, page $page"
		was=$E2E_OUT
		e2e_keys Space
		e2e_until screens_differs "$was" ||
			e2e_fail "Space did not show the next page of $1"
	done
	e2e_wait '-- press any key to go back to the game, : for another command --'
	screens_fits "$1"
	e2e_keys Enter
}

# A score screen with every line it can show: kinds of every sort, the
# widest score, an assisted game and the planner's.
screens_scores() {
	mkdir -p "$XDG_DATA_HOME/tumble"
	printf '%s\n' 'same-10x15x3 100000000 2026-11-20' \
		'same-10x15x3 3661 2026-11-21' \
		'same-10x15x3-assisted 5000 2026-11-27' \
		'same-clearable-15x15x5 999 2026-11-27' \
		'same-daily-20261203 99 2026-12-03' \
		'same-standard-3 45 2026-12-01' >"$XDG_DATA_HOME/tumble/scores"
	echo 'same-10x15x3 12 3661 4120 2026-12-03' \
	    >"$XDG_DATA_HOME/tumble/reviews"
}

# The tour, in parts that each start the game afresh, so that they run
# side by side.
screens_menus() {
	screens_scores
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	screens_check 'the title menu'
	e2e_keys '?'
	e2e_wait 'Help: tumble'
	screens_check_pages 'the title menu help'
	e2e_keys q
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	screens_check 'the custom board screen'
	e2e_keys '?'
	e2e_wait 'Help: Custom board'
	screens_check_pages 'the custom board help'
	e2e_keys q q
	e2e_keys p
	e2e_wait 'standard:1'
	screens_check 'the pack list'
	e2e_keys '?'
	e2e_wait 'Help: Same Game packs'
	e2e_wait 'The boards of the built-in Same Game packs, each the same'
	screens_check_pages 'the pack list help'
	e2e_keys q q
	e2e_keys S
	e2e_wait 'Closest to the planner'
	screens_check 'the score screen'
	e2e_keys '?'
	e2e_wait 'Help: High scores'
	screens_check_pages 'the score screen help'
	e2e_keys q q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

screens_mayan() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	screens_check 'the level menu'
	e2e_keys End Down
	e2e_wait 'Random puzzle'
	screens_check 'the level menu, at its end'
	e2e_keys '?'
	e2e_wait 'Help: Mayan levels'
	screens_check_pages 'the level menu help'
	e2e_keys q Home Enter
	e2e_wait 'Level 1 of'
	screens_check 'the Mayan screen'
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	e2e_wait 'a puzzle failed: back to before the move that made it'
	screens_check_pages 'the Mayan help'
	e2e_keys q
	e2e_keys :
	screens_prompt_help 'help at the Mayan : prompt'
	e2e_wait 'Level 1 of'
	e2e_keys q
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

screens_editor() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_keys Home Enter
	e2e_wait 'Level 1 of'
	e2e_keys e
	e2e_wait 'Mayan editor'
	screens_check 'the editor'
	e2e_keys '?'
	e2e_wait 'Help: Mayan editor'
	screens_check_pages 'the editor help'
	e2e_keys q q
	e2e_wait 'Level 1 of'
	e2e_keys q
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

screens_same() {
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys s
	e2e_wait 'Moves: 0'
	screens_check 'the Same Game screen'
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	screens_check_pages 'the Same Game help'
	e2e_keys q
	e2e_keys :
	screens_prompt_help 'help at the Same Game : prompt'
	e2e_wait 'Moves: 0'
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	# The command line of tumble shell, in a terminal of this size.
	[ "$SCREENS_MODE" = smallest ] && e2e_start 60 20 shell ||
		e2e_start 80 24 shell
	e2e_wait 'tumble>'
	e2e_keys -l help
	e2e_keys Enter
	e2e_wait 'quit'
	screens_fits 'help in tumble shell'
}

# The goals of a board: the marks a game earns at its end, on the score
# screen and in the pack list, without colour and without UTF-8.
screens_goals() {
	E2E_ENV+=" NO_COLOR=1 LC_ALL=C"
	# A file whose name is in the game's words.
	cp "$SAMPLE" "$E2E_DIR/board.in"
	e2e_play_game_two "$E2E_DIR/board.in"
	screens_check_said 'New high score!  New mark: board cleared.' \
	    'the end of a game that earned marks'
	e2e_keys S
	# The smallest shows the table alone and its lines in fewer words.
	local marks='Marks -C--: 1 of 4, next: beat greedy.'
	[ "$SCREENS_MODE" = smallest ] &&
		marks='Marks -C--, next: beat greedy.'
	screens_check_said "$marks" 'the score screen with marks'
	e2e_keys q q
	e2e_wait 'exit=0'
	echo 'same-standard-2 cleared planner-90' \
	    >"$XDG_DATA_HOME/tumble/marks"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys p
	e2e_wait_re 'standard:2 .* -C9-$'
	[ "$SCREENS_MODE" = smallest ] && e2e_smallest
	e2e_wait_re 'standard:2 .* -C9-$'
	screens_check 'the pack list with marks'
	e2e_keys q q
	e2e_wait 'exit=0'
	screens_daily
	screens_tiers
	screens_stats
}

# The statistics screen, from the title menu and the score screen, says
# what `tumble stats` prints.
screens_stats() {
	local line
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys t
	e2e_wait 'Statistics'
	env TUMBLE_TODAY=20261204 "$TUMBLE_BIN" stats >"$E2E_DIR/stats" ||
		e2e_fail "tumble stats failed"
	grep -qx '  1 game, 1 cleared' \
	    "$E2E_DIR/stats" || e2e_fail "no daily game in: $(<"$E2E_DIR/stats")"
	while IFS= read -r line; do
		e2e_wait_said "${line#"${line%%[! ]*}"}"
	done <"$E2E_DIR/stats"
	screens_check 'the statistics screen'
	e2e_keys q S
	e2e_wait 'High scores'
	e2e_keys t
	e2e_wait "Streak: 1 day in a row, today's board finished"
	e2e_wait 'Longest streak: 1 day in a row, this one; 1 day played'
	e2e_keys q q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The Mayan marks beside each level and per tier, and the tiers named in
# the level menu and where one starts.
screens_tiers() {
	echo '01 3' >"$XDG_DATA_HOME/tumble/progress"
	echo 'mayan/01 solved clean' >"$XDG_DATA_HOME/tumble/marks"
	e2e_start 80 24
	e2e_wait 'Make a puzzle'
	e2e_keys m
	e2e_wait 'Mayan levels'
	e2e_keys Home
	e2e_wait 'Beginner: 1 of 40 clean, Expert: 0 of 77 clean'
	# The smallest says the tier of the level picked, in fewer words.
	local count='Beginner: 1 of 40 clean'
	[ "$SCREENS_MODE" = smallest ] && count='Beginner 1/40 clean'
	screens_check_said "$count" 'the level menu with marks'
	e2e_wait_re '^ +1  C First Steps +1 move'
	e2e_keys Home
	local i
	for i in $(seq 1 40); do e2e_keys Down; done
	# Every Down read before the window shrinks: the screen that says
	# it is too small would take the last of them.
	e2e_wait_said 'Expert: levels 41 to 117, 3 to 10 moves'
	screens_check_said 'Expert: levels 41 to 117, 3 to 10 moves' \
	    'the level menu at a tier'
	e2e_keys Enter
	local tier='A new tier, Expert: levels 41 to 117, 3 to 10 moves.'
	screens_check_said "$tier" 'the level starting a tier'
	e2e_keys q q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
}

# The board of the day named on the title menu, its screen and the score
# screen, on a day fixed by TUMBLE_TODAY.
screens_daily() {
	local name='Board of the day, 4 December 2026'
	E2E_ENV+=" TUMBLE_TODAY=20261204"
	[ "$SCREENS_MODE" = smallest ] && E2E_ENV+=" TUMBLE_OSC52=0"
	printf '%s\n' 'same-daily-20261204 2500 2026-12-04' \
	    >"$XDG_DATA_HOME/tumble/scores"
	e2e_start 80 24
	# Drawn before the window shrinks: a resize while curses starts,
	# before it catches the signal, is never seen.
	e2e_wait 'Make a puzzle'
	screens_check_said "$name" 'the title menu naming the board of the day'
	e2e_keys d
	e2e_wait 'Moves: 0'
	screens_check_said "$name" 'the board of the day'
	e2e_keys S
	# The smallest has room for the board's short name alone; a wider
	# one names it in full over the list, which names it in short.
	local scores="High scores: $name"
	[ "$SCREENS_MODE" = smallest ] &&
		scores='Board of the day, 4 Dec 2026 (1 of 1)'
	screens_check_said "$scores" 'the score screen of the board of the day'
	[ "$SCREENS_MODE" = smallest ] ||
		screens_check_said ' Board of the day 4 Dec 2026 ' \
		    'the list of the score screen'
	e2e_keys q
	e2e_wait 'Moves: 0'
	# tmux takes what is copied with OSC 52 into a buffer.  The
	# smallest run turns the copy off.
	e2e_tmux set -g set-clipboard on
	screens_play_daily
	local share='tumble daily 2026-12-04: 1633, cleared, 1 day in a row'
	screens_check_said "$share" 'the end of the board of the day'
	if [ "$SCREENS_MODE" = smallest ]; then
		e2e_wait_said "$share (printed when you quit)."
		e2e_tmux show-buffer >/dev/null 2>&1 &&
			e2e_fail "copied with TUMBLE_OSC52=0"
	else
		e2e_wait_said "$share (copied to the clipboard)."
		[ "$(e2e_tmux show-buffer)" = "$share" ] ||
			e2e_fail "the clipboard holds '$(e2e_tmux show-buffer)'"
	fi
	e2e_keys q
	e2e_wait 'Make a puzzle'
	e2e_keys q
	e2e_wait 'exit=0'
	# Printed when tumble ends, for a terminal without a clipboard.
	e2e_wait "$share"
}

# screens_play_daily: clear the board of the day of 4 December 2026 by
# its clearing line, moving the cursor there and pressing Space, as a
# player would.
screens_play_daily() {
	local row=1 col=1 k=0 r c keys
	"$TUMBLE_BIN" gen same --size 15x15 -c 5 --clearable -s 20261204 \
	    --answer "$E2E_DIR/answer" >/dev/null
	while read -r r c; do
		keys=()
		for ((; row < r; row++)); do keys+=(Up); done
		for ((; row > r; row--)); do keys+=(Down); done
		for ((; col < c; col++)); do keys+=(Right); done
		for ((; col > c; col--)); do keys+=(Left); done
		k=$((k + 1))
		e2e_keys "${keys[@]}" Space
		# The last one's status line gives way to the end's words.
		e2e_wait_re "Moves: $k|Final score: "
	done < <(sed -n 's/^Move [0-9]* at (\([0-9]*\),\([0-9]*\)).*/\1 \2/p' \
	    "$E2E_DIR/answer")
}

# Scrolled screens show their first lines again when the window grows
# tall enough for them.
screens_unscroll() {
	# 80x24 shows every board of the packs: 80x20 does not.
	e2e_start 80 20
	e2e_wait 'Make a puzzle'
	e2e_keys p
	e2e_wait 'standard:1 '
	e2e_keys End
	e2e_wait_gone 'standard:1 '
	e2e_resize 80 60
	e2e_wait 'standard:1 '
	e2e_keys q m
	e2e_resize 80 24
	e2e_wait 'Mayan levels'
	e2e_keys End Down
	e2e_wait 'Random puzzle'
	e2e_resize 80 60
	# 55 rows for the levels and the random puzzle's line: the first
	# level shown is the one 54 before the last.
	local levels first
	levels=$(ls "${TUMBLE_TESTS:?}/../data/levels/mayan" | grep -c '\.in$')
	first=$((levels - 53))
	e2e_wait " $first    "
	e2e_wait 'Random puzzle'
	e2e_keys Enter
	e2e_wait 'TUMBLE  Mayan puzzle'
	e2e_resize 80 24
	e2e_keys '?'
	e2e_wait 'Help: Mayan puzzle'
	local i
	for i in $(seq 1 30); do e2e_keys Down; done
	e2e_wait_gone 'Arrows, hjkl'
	e2e_resize 80 60
	e2e_wait 'Arrows, hjkl'
}

case "$SCREENS_MODE" in
80x24 | smallest)
	case "$SCREENS_PART" in
	menus | mayan | editor | same | goals) "screens_$SCREENS_PART" ;;
	*) echo "no such part: $SCREENS_PART" >&2; exit 2 ;;
	esac ;;
unscroll) screens_unscroll ;;
*) echo "no such case: $SCREENS_MODE" >&2; exit 2 ;;
esac
