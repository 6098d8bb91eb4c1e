#!/usr/bin/env bash
# End-to-end tests of the Same Game screen and the terminal it plays
# in: resized in play, at the prompt and before a wait, too small for
# the board, ended by each signal, its colours (direct, on a light
# background) and a terminal that cannot draw.  The real binary in a
# private tmux server, driven by keys, read back from the screen.
# Usage: same_terminal.sh CASE (one meson test per case).  Exit 77
# skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/same_lib.sh"

case_resize() {
	# Too small from the start, then enlarged.
	e2e_start 40 10 same "$SAMPLE"
	e2e_wait 'Terminal too small:'
	e2e_tmux resize-window -t game -x 80 -y 24
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys q y
	e2e_wait 'exit=0'
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_tmux resize-window -t game -x 50 -y 12
	e2e_wait 'Terminal too small:'
	e2e_wait 'need 40x17 or 48x16, have 50x12'
	# The judge's board in 50x16: no title; the cursor's line only while
	# the message needs one line.
	e2e_tmux resize-window -t game -x 50 -y 16
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_wait ' 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15'
	e2e_wait_gone 'TUMBLE  Same Game'
	e2e_tmux resize-window -t game -x 90 -y 30
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys k Space
	e2e_wait 'Moves: 1'
	# q on the too-small screen asks what q asks on the board, the game
	# at stake, broken between words; y quits as it does there.
	e2e_tmux resize-window -t game -x 40 -y 10
	e2e_wait 'Enlarge it or press q'
	e2e_keys q
	e2e_wait_said 'Quit this game with 1 move made? It is kept to continue. (y/n)'
	e2e_shows 'Quit tumble?' && e2e_fail "the loop's question, not the game's"
	e2e_keys y
	e2e_check_sane_terminal 0
}

# A window resized at the `:` prompt keeps the prompt and the text typed,
# and the command runs on the game.
case_prompt_resize() {
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys :
	e2e_prompt_line ''
	e2e_keys -l 'remove 4'
	e2e_prompt_line 'remove 4'
	e2e_tmux resize-window -t game -x 90 -y 30
	e2e_nap 0.5
	e2e_keys -l ' 1'
	e2e_prompt_line 'remove 4 1'
	e2e_keys Enter
	e2e_last_line '-- press any key to go back to the game, : for another command --'
	e2e_keys Enter
	e2e_wait 'Score: 900   Balls: 118   Moves: 1'
	[ "$(e2e_option alternate_on)" = 1 ] || e2e_fail "not back in the game"
	e2e_keys q y
	e2e_wait 'exit=0'
}

# A resize that comes after the loop looked for one and before it waits
# for a key (here every such wait starts two seconds late) is drawn at
# once: the board stayed drawn for the old size until the next key.
case_resize_before_wait() {
	local E2E_ENV="${E2E_ENV:-} LD_PRELOAD='${TUMBLE_SLOW_WAIT:?}'"
	e2e_start 80 24 same "$SAMPLE" --no-animation
	e2e_wait 'Score: 0   Balls: 150   Moves: 0'
	e2e_keys Right
	e2e_wait 'Cursor (1,2)'
	e2e_nap 0.5
	e2e_tmux resize-window -t game -x 50 -y 12
	E2E_DEADLINE=10 e2e_wait 'Terminal too small:'
	e2e_tmux resize-window -t game -x 80 -y 24
	E2E_DEADLINE=10 e2e_wait 'Cursor (1,2)'
	e2e_keys q
	e2e_wait 'exit=0'
}

# A board too big for the window: q, y goes back to the menu it was
# chosen on.
case_too_big_goes_back() {
	e2e_start 80 26
	e2e_wait 'Make a puzzle'
	e2e_keys c
	e2e_wait 'Same Game: custom board'
	e2e_keys Right Right Right Right Right Right Right Right Down
	e2e_keys Right Right Right Right Right Right Right Right Enter
	e2e_wait 'Board: 20x20:4:'
	e2e_resize 80 23
	e2e_wait 'Terminal too small:'
	e2e_wait 'Enlarge it or press q'
	e2e_keys q
	e2e_wait 'Go back? (y/n)'
	e2e_keys y
	e2e_wait 'c  Custom         20x20, 4 colours'
	e2e_keys q
	e2e_wait 'exit=0'
}

# Each signal ends the game, restores the terminal and is re-raised.
case_signals() {
	local sig status
	for sig in TERM:143 INT:130 HUP:129 SEGV:139 ABRT:134; do
		status=${sig#*:}
		sig=${sig%:*}
		e2e_start 80 24 same --seed 7
		e2e_wait 'Board: 10x15:3:7'
		e2e_kill "$sig"
		e2e_check_sane_terminal "$status"
	done
	# The same in the middle of things: a replay's animation, the help
	# page, the title menu, a terminal too small for the board.
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait 'Move 1 at'
	e2e_kill INT
	e2e_check_sane_terminal 130
	e2e_start 80 24 same --seed 7
	e2e_wait 'Board: 10x15:3:7'
	e2e_keys '?'
	e2e_wait 'Help: Same Game'
	e2e_kill TERM
	e2e_check_sane_terminal 143
	e2e_start 80 24
	e2e_wait 'keys and rules'
	e2e_kill HUP
	e2e_check_sane_terminal 129
	e2e_start 40 10 same --seed 7
	e2e_wait 'Terminal too small:'
	e2e_kill TERM
	e2e_check_sane_terminal 143
}

case_colors() {
	local shot
	e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	grep -q $'\e\[[0-9;]*48;5;' <<<"$shot" || e2e_fail "no 256 colours"

	E2E_ENV='NO_COLOR=1' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_screen | grep -q '10  R  G  G  B  B' || e2e_fail "no letters"
	shot=$(e2e_screen -e)
	! grep -q $'\e\[[0-9;]*\(4[0-7]\|48;5;[0-9]*\)m' <<<"$shot" ||
		e2e_fail "colours despite NO_COLOR"

	# Six colours: Y, P and C have letters and colours of their own.
	E2E_ENV='NO_COLOR=1' e2e_start 80 24 same 3x6:6:5
	e2e_wait 'Board: 3x6:6:5'
	e2e_wait_re '^ *2 +Y +Y +P +C +P +P$'
	E2E_ENV= e2e_start 80 24 same 3x6:6:5
	# The screen is written a line at a time: the board, under the
	# title, is all there once the status line under it is.
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	local paper
	for paper in 136 90 30; do
		grep -q $'\e\[[0-9;]*48;5;'"$paper"'m' <<<"$shot" ||
			e2e_fail "no colour $paper for Y, P or C"
	done

	E2E_ENV='TERM=xterm' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	grep -q $'\e\[[0-9;]*4[1-4]m' <<<"$shot" || e2e_fail "no 8 colours"
	! grep -q '48;5;' <<<"$shot" || e2e_fail "256 colours on xterm"

	E2E_ENV='TERM=vt100' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	e2e_keys k k k Space
	e2e_wait 'Move 1 at (4,1)'
	e2e_keys q y
	e2e_check_sane_terminal 0
	# With no alternate screen to leave, the game's picture is wiped,
	# not left under the shell's prompt.
	! e2e_screen | grep -q 'Score: ' ||
		e2e_fail "the game's screen was left behind on a vt100"
}

# A terminal of direct colour (TERM=xterm-direct and the like) reads a
# colour number as red, green and blue: the board's tones are asked for
# as such, not as palette numbers that it would show as near-black blues.
case_direct_colors() {
	local shot rgb
	E2E_ENV='TERM=xterm-direct' e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	# R, G and B on their deep tones (palette 124, 28 and 25).
	for rgb in '175;0;0' '0;135;0' '0;95;175'; do
		grep -q $'\e\[[0-9;]*48;2;'"$rgb"'m' <<<"$shot" ||
			e2e_fail "no paper $rgb on a direct-colour terminal"
	done
	! grep -q $'\e\[[0-9;]*48;2;0;0;[0-9]*m' <<<"$shot" ||
		e2e_fail "a palette number sent as a colour of its own"
	e2e_keys q
	e2e_check_sane_terminal 0
}

# On a light background, as COLORFGBG tells it (rxvt, Konsole, iTerm2
# set it; a player can too), words are drawn in tones that read on it:
# the bright ones of a dark background all but vanish on white.
case_light_background() {
	local shot fgbg
	for fgbg in '0;15' '0;default;7'; do
		E2E_ENV="COLORFGBG='$fgbg'" e2e_start 80 24 same "$SAMPLE"
		e2e_wait 'Moves: 0'
		shot=$(e2e_screen -e)
		# The footer's keys in a deep blue, not the sky blue.
		grep -q $'\e\[[0-9;]*38;5;25m' <<<"$shot" ||
			e2e_fail "no deep keys on the light background $fgbg"
		! grep -q '38;5;117m' <<<"$shot" ||
			e2e_fail "sky-blue keys on the light background $fgbg"
	done
	E2E_ENV="TERM=xterm COLORFGBG='0;15'" e2e_start 80 24 same "$SAMPLE"
	e2e_wait 'Moves: 0'
	shot=$(e2e_screen -e)
	! grep -q $'\e\[[0-9;]*3[36]m' <<<"$shot" ||
		e2e_fail "yellow or cyan words on a light background"
	# A dark background, said or not, keeps the bright tones.
	for fgbg in '15;0' 'default'; do
		E2E_ENV="COLORFGBG='$fgbg'" e2e_start 80 24 same "$SAMPLE"
		e2e_wait 'Moves: 0'
		e2e_screen -e | grep -q '38;5;117m' ||
			e2e_fail "no bright keys on the dark background $fgbg"
	done
	e2e_keys q
	e2e_check_sane_terminal 0
}

# A terminal that cannot move its cursor is told so, not drawn on, and
# so is one of a type terminfo does not know, or of no type at all.
case_dumb_terminal() {
	E2E_ENV='TERM=dumb' e2e_start 80 24
	e2e_wait 'tumble: this terminal (TERM=dumb) cannot move its cursor,'
	e2e_wait 'so it cannot show the game (tumble shell plays in any terminal)'
	e2e_wait 'exit=1'
	! e2e_screen | grep -q 'Same Game' || e2e_fail "the menu was drawn"
	# A type terminfo does not know is named, and nothing is left of
	# the screen curses could not make (a sanitizer's build reports
	# what is not freed).
	E2E_ENV='TERM=nosuchterm' e2e_start 80 24
	e2e_wait "tumble: cannot use terminal type 'nosuchterm', unknown to"
	e2e_wait 'terminfo (tumble shell plays in any terminal)'
	e2e_wait 'exit=1'
	! e2e_screen | grep -q 'Sanitizer' || e2e_fail "a leak was reported"
	# No type at all is said as such, not as a type named ''.
	E2E_ENV='env -u TERM' e2e_start 80 24
	e2e_wait 'tumble: TERM is not set, so the game cannot know this'
	e2e_wait 'terminal (tumble shell plays in any terminal)'
	e2e_wait 'exit=1'
	E2E_ENV='TERM=' e2e_start 80 24
	e2e_wait 'tumble: TERM is not set, so the game cannot know this'
	e2e_wait 'exit=1'
}

"case_$1"
