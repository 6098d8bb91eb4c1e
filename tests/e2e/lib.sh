# Driving the real tumble binary in a private tmux server, for the
# end-to-end tests.  Sourced by each test script; TUMBLE_BIN names the
# binary.  Every wait polls the screen until the text appears or a
# generous deadline passes (the sanitizer build is slow), never a fixed
# sleep alone.

command -v tmux >/dev/null || { echo "tmux is missing: skipped"; exit 77; }

E2E_DIR=$(mktemp -d)
E2E_SOCK="$E2E_DIR/sock"
E2E_DEADLINE=${E2E_DEADLINE:-30}
export XDG_DATA_HOME="$E2E_DIR/data"
trap e2e_cleanup EXIT

# Options go in the server's configuration so they hold from the start:
# turning the status line off after the pane started would resize it
# under the program.
E2E_CONF="$E2E_DIR/tmux.conf"
printf 'set -g status off\nset -g remain-on-exit on\n' >"$E2E_CONF"

# Every command goes to one tmux client that runs as long as the test, in
# control mode: a command is a line written to it, and its answer comes
# back between "%begin" and "%end" (or "%error") lines that carry the
# command's number.  A tmux process for each look at the screen cost
# about 10 ms of processor time, and a test looks hundreds of times.
# The client sits in a session of its own, so it never sizes the game's
# window; `kill-server` goes through a process of its own, as the client
# ends with the server, and later commands then do too.
E2E_CONTROL_TO=
E2E_CONTROL_FROM=
E2E_CONTROL_ENDED=

e2e_tmux() {
	[ "$1" = kill-server ] && e2e_control_end
	local status=0
	e2e_control "$@" || status=$?
	printf '%s' "$E2E_OUT"
	return "$status"
}

# e2e_control ARGS...: run one tmux command through the control client;
# its output goes to E2E_OUT, an error's text to standard error.
e2e_control() {
	if [ -n "$E2E_CONTROL_ENDED" ]; then
		local status=0
		E2E_OUT=$(tmux -S "$E2E_SOCK" -f "$E2E_CONF" "$@") || status=$?
		[ -z "$E2E_OUT" ] || E2E_OUT+=$'\n'
		return "$status"
	fi
	local arg quoted command=
	for arg; do
		# Inside double quotes tmux reads backslash escapes and
		# expands $ and a leading ~; a control byte would end the line.
		quoted=${arg//\\/\\\\}
		quoted=${quoted//\"/\\\"}
		quoted=${quoted//\$/\\\$}
		quoted=${quoted//\~/\\\~}
		quoted=${quoted//$'\e'/\\e}
		quoted=${quoted//$'\n'/\\n}
		quoted=${quoted//$'\r'/\\r}
		quoted=${quoted//$'\t'/\\t}
		command+=" \"$quoted\""
	done
	printf '%s\n' "${command# }" >&"$E2E_CONTROL_TO" || return 1
	e2e_control_answer
}

# e2e_control_answer: read the answer to the next command sent.  A
# client that ends, or keeps no answer within the deadline, is left:
# commands after it run tmux processes.
e2e_control_answer() {
	local line number=
	E2E_OUT=
	# Lines before the answer are notices of other changes.
	while IFS= read -r -t "$E2E_DEADLINE" line <&"$E2E_CONTROL_FROM"; do
		if [[ $line =~ ^%begin\ [0-9]+\ ([0-9]+) ]]; then
			number=${BASH_REMATCH[1]}
			break
		fi
	done
	while [ -n "$number" ] &&
	    IFS= read -r -t "$E2E_DEADLINE" line <&"$E2E_CONTROL_FROM"; do
		if [[ $line =~ ^%(end|error)\ [0-9]+\ $number\  ]]; then
			[ "${BASH_REMATCH[1]}" = end ] && return 0
			printf '%s' "$E2E_OUT" >&2
			E2E_OUT=
			return 1
		fi
		E2E_OUT+=$line$'\n'
	done
	echo "tmux's control client gave no answer: left" >&2
	e2e_control_end
	return 1
}

# Start the server, if it is not running, with the control client in a
# session whose pane runs nothing; the answer to its own first command
# is read off before any other.
e2e_control_start() {
	coproc E2E_CONTROL {
		exec tmux -S "$E2E_SOCK" -f "$E2E_CONF" -C \
		    new-session -A -s e2e-control -x 20 -y 5 true 2>&1
	}
	exec {E2E_CONTROL_TO}>&"${E2E_CONTROL[1]}" \
	    {E2E_CONTROL_FROM}<&"${E2E_CONTROL[0]}"
	local line
	while IFS= read -r -t "$E2E_DEADLINE" line <&"$E2E_CONTROL_FROM"; do
		[[ $line =~ ^%(end|error)\  ]] && return 0
	done
	E2E_CONTROL_ENDED=1
	e2e_fail "tmux did not start"
}

e2e_control_end() {
	[ -n "$E2E_CONTROL_TO" ] || return 0
	exec {E2E_CONTROL_TO}>&- {E2E_CONTROL_FROM}<&-
	E2E_CONTROL_TO=
	E2E_CONTROL_FROM=
	E2E_CONTROL_ENDED=1
}

# e2e_reap: kill whatever still runs in the pane's session.  A program
# whose terminal is taken away may take a while to exit (under
# LeakSanitizer its exit can even hang), and a test must leave nothing
# running behind it.  Each pane is a session of its own, led by its shell.
e2e_reap() {
	local leader
	leader=$(e2e_tmux display-message -p -t game '#{pane_pid}' 2>/dev/null) ||
		return 0
	[ -n "$leader" ] && pkill -KILL -s "$leader" 2>/dev/null
	return 0
}

# e2e_cleanup: at the end of a test, end its game, tmux and files.  A
# server can outlive kill-server while a control client is attached (seen
# with tmux 3.3a): the client is let go first, and the server, if it
# stays, is killed.
e2e_cleanup() {
	local server=
	e2e_reap
	e2e_control display-message -p '#{pid}' 2>/dev/null &&
		server=${E2E_OUT%$'\n'}
	e2e_control_end
	tmux -S "$E2E_SOCK" kill-server 2>/dev/null || :
	[ -z "$server" ] || kill -KILL "$server" 2>/dev/null || :
	rm -rf "$E2E_DIR"
}

e2e_fail() {
	echo "FAIL: $*" >&2
	echo "---- screen ----" >&2
	e2e_tmux capture-pane -p -t game >&2 2>/dev/null
	exit 1
}

# e2e_run WIDTH HEIGHT COMMAND: run a shell command line in the pane
# "game", a fresh one or the same one restarted; the pane stays after it
# ends.  e2e_start runs tumble through it.
e2e_run() {
	local width=$1 height=$2 run=$3
	# A second run replaces the pane's program: killing the last session
	# would end the server, and starting another races with its exit.
	if e2e_tmux has-session -t game 2>/dev/null; then
		e2e_tmux resize-window -t game -x "$width" -y "$height"
		e2e_reap
		e2e_tmux respawn-pane -k -t game "$run" ||
			e2e_fail "tmux did not restart the game"
		return
	fi
	e2e_tmux new-session -d -s game -x "$width" -y "$height" "$run" ||
		e2e_fail "tmux did not start"
}

# e2e_start WIDTH HEIGHT ARGS...: run tumble ARGS in a fresh pane; the
# pane stays after the program ends so its exit status can be read.
# curses reads a key's or a click's escape sequence a byte at a time and
# waits 25 ms (the game's ESCDELAY) for each next one; on a busy machine
# the rest may come later, and a click then reads as Esc and letters.
# The tests give it a second, as a player on a slow link may.
# The end-of-game planner is off unless a test's E2E_ENV sets its time:
# it would play every Same Game board for seconds, on processors that the
# other tests and builds of a run are waiting for.
e2e_start() {
	local width=$1 height=$2
	shift 2
	e2e_pane_command '' "$@"
	e2e_run "$width" "$height" "$E2E_PANE_COMMAND"
}

# e2e_start_typed_ahead WIDTH HEIGHT KEYS ARGS...: as e2e_start, with
# KEYS (literal text) typed before tumble starts, so that its first
# screen reads them before anything else happens: a screen that lasts
# only while a search runs gets its keys however fast the search is.
# The pane's shell waits for a line first; that line and KEYS go in one
# write, so KEYS are in the terminal's input before tumble runs.
e2e_start_typed_ahead() {
	local width=$1 height=$2 keys=$3
	shift 3
	e2e_pane_command 'read ahead; ' "$@"
	e2e_run "$width" "$height" "$E2E_PANE_COMMAND"
	e2e_keys -l $'\r'"$keys"
}

# e2e_pane_command BEFORE ARGS...: into E2E_PANE_COMMAND, the pane's
# command that runs tumble ARGS after the shell text BEFORE; a shell
# stays in the pane, so the terminal can be checked after tumble.
e2e_pane_command() {
	local before=$1
	shift
	local cmd="env TERM=xterm-256color ESCDELAY=1000"
	cmd+=" XDG_DATA_HOME='$XDG_DATA_HOME' TUMBLE_REVIEW_SECONDS=0"
	cmd+=" ${E2E_ENV:-} '$TUMBLE_BIN'"
	for arg in "$@"; do
		cmd+=" '$arg'"
	done
	E2E_PANE_COMMAND="sh -c \"stty sane; $before$cmd; echo exit=\\\$?;"
	E2E_PANE_COMMAND+=" exec sh\""
}

# e2e_nap SECONDS: pause without starting a process: a read that times
# out on a pipe nothing writes to.
mkfifo "$E2E_DIR/nap"
exec {E2E_NAP}<>"$E2E_DIR/nap"
e2e_nap() {
	read -r -t "$1" -u "$E2E_NAP" || :
}

# e2e_until COMMAND...: run COMMAND until it succeeds (true) or the
# deadline passes (false).  The pause between two looks starts at
# 10 ms, for a screen that changes at once, and doubles up to 160 ms
# for a long wait (a search, a program starting under the sanitizers).
e2e_until() {
	local end=$((SECONDS + E2E_DEADLINE)) pause
	for pause in 0.01 0.02 0.04 0.08; do
		"$@" && return 0
		e2e_nap "$pause"
	done
	until "$@"; do
		[ $SECONDS -lt $end ] || return 1
		e2e_nap 0.16
	done
}

# e2e_look: the game's pane's text into E2E_OUT, with no process started.
# The text goes through a file, which the shell reads a block at a time
# where it reads a pipe a byte at a time, and a buffer deleted at once,
# so that the buffers are the game's copies alone.
e2e_look() {
	if [ -n "$E2E_CONTROL_ENDED" ]; then
		e2e_control capture-pane -p -t game
		return
	fi
	printf '%s ; %s ; %s\n' 'capture-pane -t game -b e2e-look' \
	    "save-buffer -b e2e-look \"$E2E_DIR/look\"" \
	    'delete-buffer -b e2e-look' >&"$E2E_CONTROL_TO" || return 1
	E2E_OUT=
	if e2e_control_answer && e2e_control_answer && e2e_control_answer
	then
		IFS= read -r -d '' E2E_OUT <"$E2E_DIR/look" || :
	fi
	[ -n "$E2E_OUT" ]
}

# e2e_shows TEXT: TEXT (a fixed string) is on screen now.
e2e_shows() {
	e2e_look && [[ $E2E_OUT == *"$1"* ]]
}

# e2e_shows_re PATTERN [PANE]: a line of the pane matches the extended
# regular expression now.
e2e_shows_re() {
	if [ $# -gt 1 ]; then
		e2e_tmux capture-pane -p -t "$2" | grep -qE -- "$1"
	else
		e2e_look && grep -qE -- "$1" <<<"$E2E_OUT"
	fi
}

# e2e_screen [-t PANE] [OPTIONS]: the pane's text ("game" unless named).
e2e_screen() {
	if [ $# -eq 0 ]; then
		e2e_look && printf '%s' "$E2E_OUT"
	else
		e2e_tmux capture-pane -p -t game "$@"
	fi
}

# A long search's count of positions tried, once it is above 0.
e2e_wait_positions() {
	e2e_until e2e_shows_re '[1-9][0-9]* positions' ||
		e2e_fail "waited for the positions tried"
}

# e2e_wait_re PATTERN [PANE]: poll until a line of the pane matches the
# extended regular expression.
e2e_wait_re() {
	e2e_until e2e_shows_re "$@" || e2e_fail "never saw /$1/"
}

# e2e_cursor_line [PANE]: the line the cursor is on, without trailing
# blanks.
e2e_cursor_line() {
	local pane=${1:-game} y
	y=$(e2e_tmux display -p -t "$pane" '#{cursor_y}')
	e2e_tmux capture-pane -p -t "$pane" | sed -n "$((y + 1))p"
}

# e2e_cursor_line_is TEXT [PANE]: the cursor's line is TEXT now.
e2e_cursor_line_is() {
	[ "$(e2e_cursor_line "${2:-game}")" = "$1" ]
}

# e2e_expect_line TEXT [PANE]: poll until the cursor's line is TEXT.
e2e_expect_line() {
	e2e_until e2e_cursor_line_is "$@" ||
		e2e_fail "the line is '$(e2e_cursor_line "${2:-game}")', expected '$1'"
}

# e2e_wait TEXT: poll until TEXT (a fixed string) is on screen.
e2e_wait() {
	e2e_until e2e_shows "$1" || e2e_fail "waited for '$1'"
}

# e2e_play_game_two FILE: board 2 of the sample board file FILE, played
# to its end at 4920 (a cleared board) in five moves from the cursor's
# first place.
e2e_play_game_two() {
	e2e_start 80 24 same "$1" -g 2 --no-animation
	e2e_play_spaces 5
}

# e2e_play_spaces N: N moves from the cursor's place, each waited for.
e2e_play_spaces() {
	e2e_wait 'Moves: 0'
	local k
	for ((k = 1; k <= $1; k++)); do
		e2e_keys Space
		e2e_wait "Moves: $k"
	done
}

# e2e_play_row_badly: the board of one row RRGGRG played to its end at
# 0 from the cursor's first place: RR first leaves GG and no more, where
# GG first gives RRR, 1 point.
e2e_play_row_badly() {
	printf 'RRGGRG\n' >"$E2E_DIR/row.txt"
	e2e_start 80 24 same "$E2E_DIR/row.txt" --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys Space
	e2e_wait 'Moves: 1'
	e2e_keys Space
	e2e_wait 'Final score: 0'
}

# e2e_says TEXT: TEXT is on screen now, maybe broken over lines between
# words (read strips each line's blanks, and a blank joins the lines).
e2e_says() {
	local line text=
	e2e_look || return
	while read -r line; do
		text+="$line "
	done <<<"$E2E_OUT"
	[[ $text == *"$1"* ]]
}

# e2e_wait_said TEXT: poll until TEXT is on screen, maybe broken over
# lines between words as a long message is.
e2e_wait_said() {
	e2e_until e2e_says "$1" || e2e_fail "waited for '$1'"
}

# e2e_shows_none TEXT: TEXT is nowhere on screen now.
e2e_shows_none() {
	! e2e_shows "$1"
}

# e2e_wait_gone TEXT: poll until TEXT is no longer on screen.
e2e_wait_gone() {
	e2e_until e2e_shows_none "$1" || e2e_fail "waited for '$1' to go"
}

e2e_keys() {
	e2e_tmux send-keys -t game "$@"
}

# e2e_click COL ROW: a left click at 1-based screen column and row, press
# and release in one write as a terminal sends a fast click.
e2e_click() {
	e2e_tmux send-keys -t game -l $'\e[<0;'"$1;$2"M$'\e[<0;'"$1;$2"m
}

# e2e_cell X Y: "COL ROW" (1-based) of the middle of Mayan block (x, y):
# the y labels sit left of the board, each cell is 7 columns wide (the
# cells of 7x2 that terminals from 66x24 to 90x30 get; big.sh measures
# bigger ones).
e2e_cell() {
	e2e_screen | awk -v x="$1" -v y="$2" '
		$0 ~ "^ *" y "  " && !found {
			i = index($0, y); found = 1
			print i + 6 + 7 * x, NR }'
}

# e2e_hover COL ROW: the pointer moved to 1-based screen column and row
# with no button down, as a terminal reports it in any-motion mode.
e2e_hover() {
	e2e_tmux send-keys -t game -l $'\e[<35;'"$1;$2"M
}

# e2e_where TEXT: "COL ROW" (1-based) of the first place TEXT shows.
e2e_where() {
	e2e_screen | awk -v t="$1" '{ i = index($0, t);
		if (i) { print i, NR; exit } }'
}

e2e_option() {
	e2e_tmux display -p -t game "#{$1}"
}

# The process of the tumble running in the pane, its shell's child;
# nothing when there is none (ps then fails, which is no failure here).
e2e_game_pid() {
	{ ps -o pid= --ppid "$(e2e_option pane_pid)" || :; } | head -1 |
		tr -d ' '
}

# e2e_kill SIG: send SIG to the tumble running in the pane.
e2e_kill() {
	local pid
	pid=$(e2e_game_pid)
	[ -n "$pid" ] || e2e_fail "no tumble process"
	kill -"$1" "$pid"
}

# The threads of the tumble running in the pane: one, unless a search
# runs (none once it has ended).
e2e_game_threads() {
	local pid
	pid=$(e2e_game_pid)
	if [ -n "$pid" ]; then ls "/proc/$pid/task" 2>/dev/null | wc -l
	else echo 0; fi
}

# e2e_hup_ignored PIDFILE ENDED: the start of a pane's command line that
# runs the program after it under a leader that ignores SIGHUP, so that
# the terminal hanging up sends the program no SIGHUP (the kernel sends
# its process group one only when the session's leader dies of its own):
# the program sees the terminal's end alone.  Its pid goes to PIDFILE,
# and how it ended, "signal N" or "exit N", to ENDED.
e2e_hup_ignored() {
	printf "python3 -c 'import signal, subprocess, sys
signal.signal(signal.SIGHUP, signal.SIG_IGN)
run = subprocess.Popen(sys.argv[3:], preexec_fn=lambda:
    signal.signal(signal.SIGHUP, signal.SIG_DFL))
open(sys.argv[1], \"w\").write(str(run.pid))
status = run.wait()
open(sys.argv[2], \"w\").write(\"signal %%d\" %% -status if status < 0
    else \"exit %%d\" %% status)' '%s' '%s'" "$1" "$2"
}

# e2e_ended PID ENDED: wait until the program of e2e_hup_ignored has
# ended and print how; a program still running at the deadline fails
# the test and is killed.
e2e_ended() {
	local end=$((SECONDS + E2E_DEADLINE))
	until [ -s "$2" ]; do
		[ $SECONDS -lt $end ] || {
			kill -KILL "$1"
			echo "FAIL: tumble still runs after its terminal" \
				"hung up" >&2
			exit 1
		}
		e2e_nap 0.05
	done
	cat "$2"
}

# e2e_check_sane_terminal STATUS: tumble ended with STATUS, and left the
# terminal as it found it: main screen, cursor shown, echo and line
# editing on.
e2e_check_sane_terminal() {
	e2e_wait "exit=$1"
	[ "$(e2e_option alternate_on)" = 0 ] || e2e_fail "still on the alternate screen"
	[ "$(e2e_option cursor_flag)" = 1 ] || e2e_fail "the cursor is hidden"
	e2e_keys 'stty -a | tr " ;" "\n\n" | grep -xE -- "-?(echo|icanon)" | tr "\n" " "; echo' Enter
	# The whole line: "-icanon echo " holds "icanon echo" too.  Keys
	# typed before the shell after tumble shows its prompt are echoed
	# first, and the answer then follows that prompt on its line.
	e2e_wait_re '^([#$] )?icanon echo *$'
}

# e2e_last_line TEXT: wait until curses is left and the last line on the
# screen is TEXT.  Earlier prompts stay on the main screen, so only the
# last line tells the new one apart.
e2e_last_line() {
	e2e_until e2e_last_line_is "$1" ||
		e2e_fail "waited for the last line '$1'"
}
e2e_last_line_is() {
	[ "$(e2e_option alternate_on)" = 0 ] &&
	    [ "$(e2e_screen | grep -v '^$' | tail -1)" = "$1" ]
}

# e2e_prompt_line TEXT: the `:` prompt, showing TEXT typed.
e2e_prompt_line() {
	local want=": $1"
	e2e_last_line "${want% }"
}

# e2e_resize COLS ROWS: resize, and wait until the program has drawn
# for the new size (its screen then fits it).
e2e_resize() {
	e2e_tmux resize-window -t game -x "$1" -y "$2"
	e2e_until e2e_size_is "$1x$2" ||
		e2e_fail "the window did not become $1x$2"
	e2e_nap 0.3
}
e2e_size_is() {
	e2e_control display -p -t game '#{pane_width}x#{pane_height}' &&
		[ "$E2E_OUT" = "$1"$'\n' ]
}

# e2e_asks_size: the too-small screen says the size it needs ("need
# WxH" under "Terminal too small:"); WxH goes to E2E_NEED.  The custom
# board's line that a board will not fit ("Terminal too small for
# 20x20: need ...") is no such screen.
e2e_asks_size() {
	e2e_look &&
		[[ $E2E_OUT =~ Terminal\ too\ small:[[:space:]]+need\ ([0-9]+x[0-9]+) ]] &&
		E2E_NEED=${BASH_REMATCH[1]}
}

# e2e_smallest: shrink the window below what the screen on show
# needs, then give it exactly the size it asks for ("need WxH"), until it
# draws.  Every screen needs more than 30x8: a loaded machine may take
# a while to say so.
e2e_smallest() {
	local tries
	e2e_resize 30 8
	E2E_DEADLINE=5 e2e_until e2e_asks_size || :
	for tries in 1 2 3 4; do
		e2e_asks_size || return 0
		e2e_resize "${E2E_NEED%x*}" "${E2E_NEED#*x}"
	done
	e2e_fail "the screen never drew at the size it asked for"
}

e2e_control_start
