#!/usr/bin/env bash
# `tumble shell` on a real terminal, driven through a private tmux server:
# Tab completes command names, file names and level names, Up recalls
# lines typed in an earlier run (the history file), Ctrl-C drops a line
# and Ctrl-D ends the shell.  Exits 77 (skipped) when tmux is missing.
set -u
command -v tmux >/dev/null || exit 77
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
puzzle=${TUMBLE_TESTS:?TUMBLE_TESTS is not set}/data/mayan/noip2011/sample.in

work=$(mktemp -d)
# One server per run of the shell: reusing a socket right after
# kill-server races.
run=0
# The status line is off from the start: turning it off later would
# resize the pane under libedit while a test types.
printf 'set -g status off\n' >"$work/tmux.conf"
tm() { tmux -S "$work/sock$run" -f "$work/tmux.conf" "$@"; }
# Panes are named "=t:" and "=u:", the sessions' exact names: a bare "t"
# also matches a window whose name starts with t (tmux names a window
# after its command, "tumble"), so with two sessions the keys for one
# shell could reach the other.
# end_pane: end the server and whatever still runs in its pane's session
# (a program whose terminal is taken away may be slow to exit), so that
# no run leaves a process behind.
end_pane() {
	local leader
	leader=$(tm display-message -p -t =t: '#{pane_pid}' 2>/dev/null) &&
		[ -n "$leader" ] && pkill -KILL -s "$leader" 2>/dev/null
	tm kill-server 2>/dev/null
}
trap 'end_pane; rm -rf "$work"' EXIT
mkdir -p "$work/puzzles" "$work/levels"
cp "$puzzle" "$work/puzzles/mayan-sample.txt"
cp "$puzzle" "$work/levels/01-first.txt"
{ printf '# title: Zig Zag\n'; cat "$puzzle"; } >"$work/levels/zz-titled.txt"
cp "$puzzle" "$work/puzzles/my puzzle.txt"

fail() {
	echo "FAIL: $*"
	tm capture-pane -p -t =t: 2>/dev/null | sed 's/^/  | /'
	exit 1
}

# wait_for PATTERN [PANE]: poll the screen until a line matches the
# pattern; the deadline only keeps a broken build from hanging the suite.
wait_for() {
	local deadline=$((SECONDS + 30))
	while [ "$SECONDS" -lt "$deadline" ]; do
		tm capture-pane -p -t "${2:-=t:}" | grep -qE -- "$1" && return 0
		sleep 0.1
	done
	fail "never saw /$1/"
}

# cursor_line [PANE]: the line the cursor is on, without trailing blanks.
cursor_line() {
	local pane=${1:-=t:} y
	y=$(tm display -p -t "$pane" '#{cursor_y}')
	tm capture-pane -p -t "$pane" | sed -n "$((y + 1))p"
}

# expect_line TEXT [PANE]
expect_line() {
	local deadline=$((SECONDS + 30))
	while [ "$SECONDS" -lt "$deadline" ]; do
		[ "$(cursor_line "${2:-=t:}")" = "$1" ] && return 0
		sleep 0.1
	done
	fail "the line is '$(cursor_line "${2:-=t:}")', expected '$1'"
}

# ctrl_d [PANE]: end a shell from its empty prompt, once the output of
# the last command is on the screen.  The key waits for the prompt: while
# a command runs the terminal is in cooked mode, where the line
# discipline takes a Ctrl-D typed after another line as its own end of
# file and hands the shell a NUL in its place.
ctrl_d() {
	expect_line "tumble>" "${1:-=t:}"
	tm send-keys -t "${1:-=t:}" C-d
}

# new_pane COMMAND: a fresh server whose one pane runs COMMAND in the
# work folder, with the shell's environment.
new_pane() {
	end_pane
	run=$((run + 1))
	tm new-session -d -s t -x 100 -y 40 \
		"cd '$work' && env TERM=xterm-256color HOME='$work' \
		XDG_STATE_HOME='$work/state' TUMBLE_LEVELS_DIR='$work/levels' \
		$1" || fail "tmux did not start"
}

start_shell() {
	new_pane "'$bin' shell; echo \"exit status \$?\"; sleep 60"
	expect_line "tumble>"
}

# type_line TEXT: type a line and Enter.
type_line() {
	tm send-keys -t =t: -l "$1"
	tm send-keys -t =t: Enter
}

# First run: complete a command, a folder, a file and a level name.
start_shell
tm send-keys -t =t: -l "load puzzles/my"
tm send-keys -t =t: Tab
expect_line 'tumble> load puzzles/my\ puzzle.txt'
tm send-keys -t =t: Enter
tm send-keys -t =t: -l "status"
tm send-keys -t =t: Enter
wait_for "^Mayan \(my puzzle.txt\): move 0 of 3"
tm send-keys -t =t: -l "lo"
tm send-keys -t =t: Tab
expect_line "tumble> load"
tm send-keys -t =t: -l "puz"
tm send-keys -t =t: Tab
expect_line "tumble> load puzzles/"
tm send-keys -t =t: -l "m"
tm send-keys -t =t: Tab
wait_for "^mayan-sample.txt  my puzzle.txt$"
expect_line "tumble> load puzzles/m"
tm send-keys -t =t: -l "a"
tm send-keys -t =t: Tab
expect_line "tumble> load puzzles/mayan-sample.txt"
tm send-keys -t =t: Enter
expect_line "tumble>"
tm send-keys -t =t: -l "sh"
tm send-keys -t =t: Tab Enter
wait_for "^Mayan \(mayan-sample.txt\): move 0 of 3, 12 blocks left$"
tm send-keys -t =t: -l "new m"
tm send-keys -t =t: Tab
expect_line "tumble> new mayan"
tm send-keys -t =t: -l "0"
tm send-keys -t =t: Tab
expect_line "tumble> new mayan 01-first"
tm send-keys -t =t: Enter
tm send-keys -t =t: -l "solve"
tm send-keys -t =t: Enter
wait_for "^3 0 1$"
tm send-keys -t =t: -l "quit"
tm send-keys -t =t: Enter
wait_for "^exit status 0$"
[ -s "$work/state/tumble/history" ] || fail "no history file was written"

# Second run: Up walks back through the first run's lines.
start_shell
tm send-keys -t =t: Up
expect_line "tumble> quit"
tm send-keys -t =t: Up
expect_line "tumble> solve"
tm send-keys -t =t: Up
expect_line "tumble> new mayan 01-first"
tm send-keys -t =t: Enter
type_line "status"
wait_for "^Mayan \(level 01-first\): move 0 of 3, 12 blocks left$"
ctrl_d
wait_for "^exit status 0$"
echo "ok: completion and history across runs"

# Two shells open at once both keep their lines in the history file,
# which is private to its owner.
start_shell
tm new-session -d -s u -x 100 -y 40 \
	"cd '$work' && env TERM=xterm-256color HOME='$work' \
	XDG_STATE_HOME='$work/state' '$bin' shell; sleep 60" ||
	fail "tmux did not start a second shell"
deadline=$((SECONDS + 30))
until tm capture-pane -p -t =u: | grep -q '^tumble>'; do
	[ "$SECONDS" -lt "$deadline" ] || fail "the second shell never started"
	sleep 0.1
done
type_line "help undo"
tm send-keys -t =u: -l "help redo"
tm send-keys -t =u: Enter
type_line "help save"
wait_for "^play the move taken back again$" =u:
ctrl_d =u:
wait_for "^save the start and the moves played$"
ctrl_d
wait_for "^exit status 0$"
for line in 'help\\040undo' 'help\\040redo' 'help\\040save'; do
	grep -q "^$line\$" "$work/state/tumble/history" ||
		fail "the history lost '$line': $(cat "$work/state/tumble/history")"
done
[ "$(stat -c %a "$work/state/tumble/history")" = 600 ] ||
	fail "the history file is not private"
tm kill-session -t =u:
echo "ok: two shells at once keep both their histories"

# Ctrl-C drops the line typed for a fresh prompt, as in a shell, and the
# shell goes on; Ctrl-D on an empty line ends it with status 0.
start_shell
tm send-keys -t =t: -l "load nowhere"
tm send-keys -t =t: C-c
wait_for "^tumble> load nowhere\^C$"
expect_line "tumble>"
type_line "new mayan 01-first"
type_line "status"
wait_for "^Mayan \(level 01-first\): move 0 of 3, 12 blocks left$"
# Tab completes a level's title too, as the menu shows it.
tm send-keys -t =t: -l "new mayan Zi"
tm send-keys -t =t: Tab
expect_line 'tumble> new mayan Zig\ Zag'
tm send-keys -t =t: Enter
type_line "status"
wait_for "^Mayan \(level zz-titled\): move 0 of 3"
ctrl_d
wait_for "^exit status 0$"
echo "ok: Ctrl-C drops the line, Ctrl-D ends the shell"

# Ctrl-C while a search runs stops it, as in a shell: a plan keeps the
# best line found so far, and the shell goes on.
start_shell
type_line "new same 1"
type_line "plan 600"
sleep 0.5
tm send-keys -t =t: C-c
wait_for "^Final score: "
expect_line "tumble>"
ctrl_d
wait_for "^exit status 0$"
echo "ok: Ctrl-C stops a search and keeps its best line"

# Ctrl-Z stops the shell as a job of the shell that started it; fg brings
# back the prompt with the line typed, which then runs.
new_pane "env PS1='$ ' bash --norc --noprofile -i"
expect_line '$'
type_line "'$bin' shell"
expect_line "tumble>"
tm send-keys -t =t: -l "new mayan 01-first"
tm send-keys -t =t: C-z
wait_for "Stopped"
tm send-keys -t =t: -l "fg"
tm send-keys -t =t: Enter
expect_line "tumble> new mayan 01-first"
tm send-keys -t =t: Enter
type_line "status"
wait_for "^Mayan \(level 01-first\): move 0 of 3"
ctrl_d
expect_line '$'
echo "ok: Ctrl-Z stops the shell and fg brings its line back"

# SIGTERM while a line is being typed ends the shell at once, dying of
# the signal, with the terminal as it found it (line editing and echo).
new_pane "'$bin' shell; echo \"exit status \$?\"; stty -a | \
	tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon)' | tr '\n' ' '; echo; \
	sleep 60"
expect_line "tumble>"
tm send-keys -t =t: -l "stat"
pid=$(ps -o pid= --ppid "$(tm display -p -t =t: '#{pane_pid}')" | tr -d ' ')
[ -n "$pid" ] || fail "no tumble process"
kill -TERM "$pid"
wait_for "^exit status 143$"
wait_for "^icanon echo$"
echo "ok: SIGTERM at the prompt restores the terminal"

# A damaged history file (CRLF lines, as an editor on another system
# leaves it) is set aside and said, and the history starts afresh,
# where libedit dropped it without a word and the next line overwrote it.
history=$work/state/tumble/history
printf '_HiStOrY_V2_\r\nstatus\r\n' >"$history"
start_shell
wait_for "^tumble: .*/history:1:13: expected the end of the header line"
type_line "help undo"
wait_for "^take back the last move$"
ctrl_d
wait_for "^exit status 0$"
[ "$(od -An -c "$history.bad" | tr -d ' \n')" = '_HiStOrY_V2_\r\nstatus\r\n' ] ||
	fail "the damaged history was not set aside whole"
[ "$(cat "$history")" = "$(printf '_HiStOrY_V2_\nhelp\\040undo')" ] ||
	fail "the history did not start afresh: $(cat "$history")"
echo "ok: a damaged history is set aside and said"

# A history linked to /dev/zero is neither read (libedit read it without
# end: no prompt, gigabytes in seconds) nor written through.
rm -f "$history" "$history.bad"
ln -s /dev/zero "$history"
start_shell
wait_for "^tumble: .*/history: a device; tumble reads regular files"
type_line "help undo"
wait_for "^take back the last move$"
ctrl_d
wait_for "^exit status 0$"
[ "$(readlink "$history")" = /dev/zero ] || fail "the link was replaced"
echo "ok: a history linked to a device is left alone"
rm -f "$history"

# A SIGINT sent to a shell waiting for a line (Ctrl-C typed is the
# editor's key, so this comes from elsewhere) ends it as SIGTERM does,
# with the terminal as it found it, signal keys included.
new_pane "'$bin' shell; echo \"exit status \$?\"; stty -a | \
	tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon|isig)' | tr '\n' ' '; \
	echo; sleep 60"
expect_line "tumble>"
pid=$(ps -o pid= --ppid "$(tm display -p -t =t: '#{pane_pid}')" | tr -d ' ')
[ -n "$pid" ] || fail "no tumble process"
kill -INT "$pid"
wait_for "^exit status 130$"
wait_for "^isig icanon echo$"
echo "ok: SIGINT at the prompt restores the terminal"

# gone_within PID SECONDS WHAT: the process ends within SECONDS of
# WHAT, or the test fails (and ends it).
gone_within() {
	local tries=$(($2 * 10))
	while kill -0 "$1" 2>/dev/null && [ "$tries" -gt 0 ]; do
		sleep 0.1
		tries=$((tries - 1))
	done
	if kill -0 "$1" 2>/dev/null; then
		kill -KILL "$1"
		fail "tumble still ran $2 s after $3"
	fi
}

# SIGTERM, and the terminal going away, during a plan of a minute stop
# its search: the shell ends in a moment, not when the plan would have.
for stop in SIGTERM hang-up; do
	new_pane "'$bin' shell; echo \"exit status \$?\"; sleep 60"
	expect_line "tumble>"
	type_line "new same 1"
	type_line "plan 60"
	pid=$(ps -o pid= --ppid "$(tm display -p -t =t: '#{pane_pid}')" |
		tr -d ' ')
	[ -n "$pid" ] || fail "no tumble process"
	sleep 1
	kill -0 "$pid" 2>/dev/null || fail "the plan did not run"
	if [ "$stop" = SIGTERM ]; then
		kill -TERM "$pid"
		wait_for "^exit status 143$"
	else
		tm kill-server
	fi
	gone_within "$pid" 5 "$stop during a plan"
	echo "ok: $stop during a plan ends the shell at once"
done
