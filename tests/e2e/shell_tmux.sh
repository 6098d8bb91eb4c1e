#!/usr/bin/env bash
# `tumble shell` on a real terminal, driven through the shared tmux harness
# (lib.sh): Tab completes command names, file names, level names and
# Same Game packs and
# lists the candidates once however often it is pressed, Up recalls lines
# typed in an earlier run (the history file), Ctrl-C drops a line and
# Ctrl-D ends the shell; signals and damaged history files leave
# the terminal and the history as they should.  Exits 77 (skipped) when
# tmux is missing.
set -u
bin=${TUMBLE_BIN:?TUMBLE_BIN is not set}
puzzle=${TUMBLE_TESTS:?TUMBLE_TESTS is not set}/data/mayan/noip2011/sample.in
. "$(dirname "$0")/lib.sh"

work=$E2E_DIR/work
mkdir -p "$work/puzzles" "$work/levels"
cp "$puzzle" "$work/puzzles/mayan-sample.txt"
cp "$puzzle" "$work/levels/01-first.txt"
{ printf '# title: Zig Zag\n'; cat "$puzzle"; } >"$work/levels/zz-titled.txt"
cp "$puzzle" "$work/puzzles/my puzzle.txt"

# ctrl_d [PANE]: end a shell from its empty prompt, once the output of
# the last command is on the screen.  The key waits for the prompt: while
# a command runs the terminal is in cooked mode, where the line
# discipline takes a Ctrl-D typed after another line as its own end of
# file and hands the shell a NUL in its place.
ctrl_d() {
	e2e_expect_line "tumble>" "${1:-game}"
	e2e_tmux send-keys -t "${1:-game}" C-d
}

# shell_env: the shell's environment, in the work folder.
shell_env="cd '$work' && env TERM=xterm-256color HOME='$work' \
	XDG_STATE_HOME='$work/state' TUMBLE_LEVELS_DIR='$work/levels'"

# new_pane COMMAND: the pane runs COMMAND in the work folder, with the
# shell's environment.
new_pane() {
	e2e_run 100 40 "$shell_env $1"
}

start_shell() {
	new_pane "'$bin' shell; echo \"exit status \$?\"; sleep 60"
	e2e_expect_line "tumble>"
}

# type_line TEXT: type a line and Enter.
type_line() {
	e2e_keys -l "$1"
	e2e_keys Enter
}

# First run: complete a command, a folder, a file and a level name.
start_shell
e2e_keys -l "load puzzles/my"
e2e_keys Tab
e2e_expect_line 'tumble> load puzzles/my\ puzzle.txt'
e2e_keys Enter
e2e_keys -l "status"
e2e_keys Enter
e2e_wait_re "^Mayan \(my puzzle.txt\): move 0 of 3"
# Keys typed before the prompt is back are echoed by the terminal, ahead
# of it: the line read back would be another.
e2e_expect_line "tumble>"
e2e_keys -l "lo"
e2e_keys Tab
e2e_expect_line "tumble> load"
e2e_keys -l "puz"
e2e_keys Tab
e2e_expect_line "tumble> load puzzles/"
e2e_keys -l "m"
e2e_keys Tab
e2e_wait_re "^mayan-sample.txt  my puzzle.txt$"
e2e_expect_line "tumble> load puzzles/m"
# Tab again lists them no more, as in bash: they are on screen already.
e2e_keys Tab
e2e_keys -l "a"
e2e_keys Tab
e2e_expect_line "tumble> load puzzles/mayan-sample.txt"
[ "$(e2e_screen | grep -cx 'mayan-sample.txt  my puzzle.txt')" = 1 ] ||
	e2e_fail "a second Tab listed the files again"
e2e_keys Enter
e2e_expect_line "tumble>"
e2e_keys -l "sh"
e2e_keys Tab Enter
e2e_wait_re "^Mayan \(mayan-sample.txt\): move 0 of 3, 12 blocks left$"
e2e_expect_line "tumble>"
e2e_keys -l "new m"
e2e_keys Tab
e2e_expect_line "tumble> new mayan"
e2e_keys -l "0"
e2e_keys Tab
e2e_expect_line "tumble> new mayan 01-first"
e2e_keys Enter
e2e_keys -l "solve"
e2e_keys Enter
e2e_wait_re "^3 0 1$"
e2e_keys -l "quit"
e2e_keys Enter
e2e_wait_re "^exit status 0$"
[ -s "$work/state/tumble/history" ] || e2e_fail "no history file was written"

# Second run: Up walks back through the first run's lines.
start_shell
e2e_keys Up
e2e_expect_line "tumble> quit"
e2e_keys Up
e2e_expect_line "tumble> solve"
e2e_keys Up
e2e_expect_line "tumble> new mayan 01-first"
e2e_keys Enter
type_line "status"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 0 of 3, 12 blocks left$"
e2e_expect_line "tumble>"
# A pack of boards, its number typed right after the colon: no blank.
e2e_keys -l "new same sta"
e2e_keys Tab
e2e_expect_line "tumble> new same standard:"
e2e_keys -l "2"
e2e_keys Enter
e2e_keys -l "score"
e2e_keys Enter
e2e_wait_re "^Same Game \(standard:2\): score 0, 225 balls left, 0 moves$"
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: completion and history across runs"

# Tab lists a file name of control bytes escaped: the names made to
# clear the screen and retitle the window reached the terminal as they
# were, and the list was wiped before it could be read.
mkdir -p "$work/odd"
: >"$work/odd/$(printf 'na\033[2Jme')"
: >"$work/odd/$(printf 'nb\033]0;T\007x')"
start_shell
e2e_keys -l "load odd/n"
e2e_keys Tab
e2e_wait_re '^na\\x1b\[2Jme  nb\\x1b\]0;T\\x07x$'
e2e_expect_line "tumble> load odd/n"
e2e_keys C-c
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: Tab lists names of control bytes escaped"

# Output to a full disk: the shell says so at its end, with the reason
# of the write that failed, not that of whatever ran after it ("Success").
# The prompt and the line typed go to the terminal of standard error.
new_pane "'$bin' shell >/dev/full; echo \"exit status \$?\"; sleep 60"
e2e_nap 0.5
type_line "help undo"
e2e_nap 0.5
type_line "quit"
e2e_wait_re "^tumble shell: cannot write the output: No space left on device$"
e2e_wait_re "^exit status 1$"
echo "ok: a full standard output is named by its reason"

# Output sent elsewhere (a log kept with tee, a file) leaves the line
# editor on the terminal: the prompt, the keys typed and the questions
# show, Backspace and Ctrl-C edit the line, and Ctrl-D ends the shell.
# The terminal had no echo, Erase and Ctrl-C went into the line as bytes,
# and Ctrl-D did not end it.
log=$work/shell.log
new_pane "'$bin' shell >'$log'; echo \"exit status \$?\"; sleep 60"
e2e_expect_line "tumble>"
e2e_keys -l "load nowhere"
e2e_keys C-c
e2e_wait_re "^tumble> load nowhere\^C$"
e2e_keys -l "scorx"
e2e_keys BSpace
e2e_keys -l "e"
e2e_expect_line "tumble> score"
e2e_keys Enter
e2e_wait_re "^no game in play; try 'new same', 'new mayan' or 'load FILE'$"
type_line "new mayan 01-first"
type_line "move 3 0 1"
e2e_expect_line "tumble>"
type_line "new mayan 2"
e2e_wait_re "^Leave this game with 1 move made\? It is not kept\. \(y/n\)"
e2e_keys n
e2e_wait_re "^Carry on\.$"
ctrl_d
e2e_wait_re "^This game is kept to continue\.$"
e2e_wait_re "^'continue mayan' in the shell, or 'tumble mayan --continue', takes \
it up\.$"
e2e_wait_re "^exit status 0$"
[ "$(cat "$log")" = "$(printf '%s\n' \
	'Mayan (Level 1 of 2): move 0 of 3, 12 blocks left' \
	'Move 1 of 3: 3 0 1')" ] ||
	e2e_fail "the log is not the commands' output: $(cat "$log")"
echo "ok: output sent elsewhere leaves the line editor on the terminal"

# prompt_in SESSION WHAT: wait for the prompt in another tmux session.
prompt_in() {
	local deadline=$((SECONDS + 30))
	until e2e_tmux capture-pane -p -t "$1" | grep -q '^tumble>'; do
		[ "$SECONDS" -lt "$deadline" ] || e2e_fail "$2 never started"
		e2e_nap 0.1
	done
}

# Two shells open at once both keep their lines in the history file,
# which is private to its owner.
start_shell
e2e_tmux new-session -d -s other -x 100 -y 40 \
	"$shell_env '$bin' shell; sleep 60" ||
	e2e_fail "tmux did not start a second shell"
prompt_in other "the second shell"
type_line "help undo"
e2e_tmux send-keys -t other -l "help redo"
e2e_tmux send-keys -t other Enter
type_line "help save"
e2e_wait_re "^play the move taken back again$" other
ctrl_d other
e2e_wait_re "^save the start and the moves played$"
ctrl_d
e2e_wait_re "^exit status 0$"
for line in 'help\\040undo' 'help\\040redo' 'help\\040save'; do
	grep -q "^$line\$" "$work/state/tumble/history" ||
		e2e_fail "the history lost '$line': $(cat "$work/state/tumble/history")"
done
[ "$(stat -c %a "$work/state/tumble/history")" = 600 ] ||
	e2e_fail "the history file is not private"
e2e_tmux kill-session -t other
echo "ok: two shells at once keep both their histories"

# Ctrl-C drops the line typed for a fresh prompt, as in a shell, and the
# shell goes on; Ctrl-D on an empty line ends it with status 0.
start_shell
e2e_keys -l "load nowhere"
e2e_keys C-c
e2e_wait_re "^tumble> load nowhere\^C$"
e2e_expect_line "tumble>"
type_line "new mayan 01-first"
type_line "status"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 0 of 3, 12 blocks left$"
e2e_expect_line "tumble>"
# Tab completes a level's title too, as the menu shows it.
e2e_keys -l "new mayan Zi"
e2e_keys Tab
e2e_expect_line 'tumble> new mayan Zig\ Zag'
e2e_keys Enter
type_line "status"
e2e_wait_re "^Mayan \(Level 2 of 2\): move 0 of 3"
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: Ctrl-C drops the line, Ctrl-D ends the shell"

# help on a narrow terminal breaks an option's words at its width, as it
# breaks the commands': they ran on, cut mid-word by the terminal.  Too
# narrow for them beside the names, they go under each name.
e2e_run 40 24 "$shell_env '$bin' shell; echo \"exit status \$?\"; sleep 60"
e2e_expect_line "tumble>"
type_line "help new"
e2e_wait_re '^      --daily$'
e2e_wait_re '^          the board of the day: 15x15,$'
e2e_wait_re '^          5 colours, clearable$'
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: help breaks an option's words at a narrow terminal's width"

# Ctrl-C typed as the prompt appears, before the line editor has set the
# terminal to its keys (a moment a busy machine makes long), drops the
# line as at any other time: it was a SIGINT, which ended the shell.
new_pane "env LD_PRELOAD='${TUMBLE_SLOW_KEYS:?}' '$bin' shell; \
	echo \"exit status \$?\"; sleep 60"
e2e_expect_line "tumble>"
e2e_keys -l "load nowhere"
e2e_keys C-c
e2e_wait_re "^tumble> load nowhere\^C$"
e2e_expect_line "tumble>"
# And at a question as it appears: a key like any other, a no.
type_line "new mayan 01-first"
type_line "move 3 0 1"
e2e_wait_re "^Move 1 of 3: 3 0 1$"
type_line "new mayan 2"
e2e_wait_re "^Leave this game with 1 move made\? It is not kept\. \(y/n\)"
e2e_keys C-c
e2e_wait_re "^Carry on\.$"
e2e_expect_line "tumble>"
type_line "new mayan 2"
e2e_wait_re "^Leave this game with 1 move made\? It is not kept\. \(y/n\)"
e2e_keys y
e2e_wait_re "^Mayan \(Level 2 of 2\): move 0 of 3, 12 blocks left$"
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: Ctrl-C as a prompt or a question appears is a key"

# A game in play when the shell ends is kept to continue, as the game's
# screen keeps the one it closes on (its :quit did, the shell's quit
# dropped it), and so it is after every move, restart and redo, as on
# the board (it was kept only as the shell ended); a script's game is
# not.
kept=$work/data/tumble/continue-mayan
new_pane "env XDG_DATA_HOME='$work/data' '$bin' shell; \
	echo \"exit status \$?\"; sleep 60"
e2e_expect_line "tumble>"
type_line "new mayan 01-first"
type_line "move 3 0 1"
e2e_wait_re "^Move 1 of 3: 3 0 1$"
[ "$(grep -x 'undone [0-9]*\|moves [0-9]*' "$kept" 2>&1)" = "moves 1" ] ||
	e2e_fail "the move was not kept as played: $(cat "$kept" 2>&1)"
e2e_expect_line "tumble>"
type_line "restart"
e2e_wait_re "^Back to the start, 1 to redo\.$"
e2e_expect_line "tumble>"
type_line "status"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 0 of 3, 1 to redo, 12 blocks left$"
[ "$(grep -x 'undone [0-9]*\|moves [0-9]*' "$kept" 2>&1)" = \
	"$(printf 'undone 1\nmoves 1')" ] ||
	e2e_fail "the restart was not kept as played: $(cat "$kept" 2>&1)"
e2e_expect_line "tumble>"
type_line "redo"
e2e_expect_line "tumble>"
type_line "status"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 1 of 3"
[ "$(grep -x 'undone [0-9]*\|moves [0-9]*' "$kept" 2>&1)" = "moves 1" ] ||
	e2e_fail "the redo was not kept as played: $(cat "$kept" 2>&1)"
ctrl_d
e2e_wait_re "^This game is kept to continue\.$"
e2e_wait_re "^'continue mayan' in the shell, or 'tumble mayan --continue', takes \
it up\.$"
e2e_wait_re "^exit status 0$"
grep -qx "moves 1" "$kept" || e2e_fail "the game was not kept: $(cat "$kept")"
rm -f "$kept"
printf 'new mayan 01-first\nmove 3 0 1\n' |
	(cd "$work" && HOME=$work XDG_DATA_HOME=$work/data \
	TUMBLE_LEVELS_DIR=$work/levels "$bin" shell) >/dev/null ||
	e2e_fail "the script failed"
[ ! -e "$kept" ] || e2e_fail "a script's game was kept"
echo "ok: the shell keeps the game in play, a script does not"

# new on a game with moves made asks first, as the game's : prompt asks:
# n carries on with the game, y drops it.
start_shell
type_line "new mayan 01-first"
type_line "move 3 0 1"
e2e_wait_re "^Move 1 of 3: 3 0 1$"
# A file that cannot be read is said so with no question first: the
# player answered y and only then learnt that a folder was no file.
type_line "load puzzles"
e2e_wait_re "^'puzzles' is a folder, not a file"
e2e_expect_line "tumble>"
e2e_tmux capture-pane -p -t game | grep -q 'Go on' &&
	e2e_fail "asked before the folder was refused"
type_line "score"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 1 of 3"
type_line "new mayan 2"
e2e_wait_re "^Leave this game with 1 move made\? It is not kept\. \(y/n\)"
e2e_keys n
e2e_wait_re "^Carry on\.$"
type_line "score"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 1 of 3"
type_line "new mayan 2"
e2e_wait_re "^Leave this game with 1 move made\? It is not kept\. \(y/n\)"
e2e_keys y
# The game it started is named, where "Done." said nothing of it.
e2e_wait_re "^Mayan \(Level 2 of 2\): move 0 of 3, 12 blocks left$"
e2e_tmux capture-pane -p -t game | grep -qx 'Done\.' &&
	e2e_fail "new said only Done."
type_line "save $work/two.sav"
e2e_wait_re "^Saved to $work/two\.sav\.$"
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: new asks before it drops a game in play"

# A game that cannot be kept (its data folder is a file) is not lost
# unasked: quit and Ctrl-D ask first, as the game's screen does; n
# carries on, y ends the shell and says why it was not kept.
mkdir -p "$work/nokeep"
printf 'not a folder\n' >"$work/nokeep/tumble"
new_pane "env XDG_DATA_HOME='$work/nokeep' '$bin' shell; \
	echo \"exit status \$?\"; sleep 60"
e2e_expect_line "tumble>"
type_line "new same 5x5:3:7"
type_line "remove 1 1"
e2e_wait_re "^Move 1 at \(1,1\): removed 2 balls"
type_line "quit"
e2e_wait_re "^This game cannot be kept to continue \(no such folder\); quit all the same\? \(y/n\)"
e2e_keys n
e2e_wait_re "^Carry on\.$"
type_line "score"
e2e_wait_re "^Same Game \(5x5:3:7\): score 0, 23 balls left, 1 move"
ctrl_d
e2e_wait_re "^This game cannot be kept to continue \(no such folder\); quit all the same\? \(y/n\) *$"
e2e_keys y
e2e_wait_re "^tumble shell: The game could not be kept to continue: cannot"
e2e_wait_re "^exit status 0$"
echo "ok: quit asks before it loses a game that cannot be kept"

# cpu_ticks PID: the processor time PID has used, in clock ticks.
cpu_ticks() {
	awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$1/stat"
}

# plan_runs PID BEFORE: the shell PID plans: it has used a fifth of a
# second of processor time more than the BEFORE ticks it had used at its
# prompt, which reading and starting a line never takes.  Only then has
# it given the terminal back its signal keys: a Ctrl-C typed while it
# still reads the line is a key of the line's, left unread for the plan.
plan_runs() {
	[ $(($(cpu_ticks "$1") - $2)) -ge $(($(getconf CLK_TCK) / 5)) ]
}

# wait_plan PID BEFORE: wait until the shell PID plans.
wait_plan() {
	e2e_until plan_runs "$1" "$2" || e2e_fail "the plan did not run"
}

# Ctrl-C while a search runs stops it, as in a shell: a plan keeps the
# best line found so far, says it is one, on a line of its own below the
# terminal's "^C", and the shell goes on.
start_shell
pid=$(e2e_game_pid)
ticks=$(cpu_ticks "$pid")
type_line "new same 1"
type_line "plan 600"
wait_plan "$pid" "$ticks"
e2e_keys C-c
e2e_wait_re "^Final score: "
e2e_screen | grep -A1 -x '\^C' | tail -1 |
	grep -qx 'Planning stopped: the best line found so far:' ||
	e2e_fail "no word of the stop on its own line after ^C: $(e2e_screen)"
e2e_expect_line "tumble>"
ctrl_d
e2e_wait_re "^exit status 0$"
echo "ok: Ctrl-C stops a search and keeps its best line"

# Ctrl-Z stops the shell as a job of the shell that started it; fg brings
# back the prompt with the line typed, which then runs.
new_pane "env PS1='$ ' bash --norc --noprofile -i"
e2e_expect_line '$'
type_line "'$bin' shell"
e2e_expect_line "tumble>"
e2e_keys -l "new mayan 01-first"
e2e_keys C-z
e2e_wait_re "Stopped"
e2e_keys -l "fg"
e2e_keys Enter
e2e_expect_line "tumble> new mayan 01-first"
e2e_keys Enter
type_line "status"
e2e_wait_re "^Mayan \(Level 1 of 2\): move 0 of 3"
ctrl_d
e2e_expect_line '$'
echo "ok: Ctrl-Z stops the shell and fg brings its line back"

# SIGTERM while a line is being typed ends the shell at once, dying of
# the signal, with the terminal as it found it (line editing and echo).
new_pane "'$bin' shell; echo \"exit status \$?\"; stty -a | \
	tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon)' | tr '\n' ' '; echo; \
	sleep 60"
e2e_expect_line "tumble>"
e2e_keys -l "stat"
pid=$(e2e_game_pid)
[ -n "$pid" ] || e2e_fail "no tumble process"
kill -TERM "$pid"
e2e_wait_re "^exit status 143$"
e2e_wait_re "^icanon echo$"
echo "ok: SIGTERM at the prompt restores the terminal"

# A damaged history file (CRLF lines, as an editor on another system
# leaves it) is set aside and said, and the history starts afresh,
# where libedit dropped it without a word and the next line overwrote it.
history=$work/state/tumble/history
printf '_HiStOrY_V2_\r\nstatus\r\n' >"$history"
start_shell
e2e_wait_re "^tumble shell: .*/history:1:13: expected the end of the header"
type_line "help undo"
e2e_wait_re "^take back the last move$"
ctrl_d
e2e_wait_re "^exit status 0$"
[ "$(od -An -c "$history.bad" | tr -d ' \n')" = '_HiStOrY_V2_\r\nstatus\r\n' ] ||
	e2e_fail "the damaged history was not set aside whole"
[ "$(cat "$history")" = "$(printf '_HiStOrY_V2_\nhelp\\040undo')" ] ||
	e2e_fail "the history did not start afresh: $(cat "$history")"
echo "ok: a damaged history is set aside and said"

# A history linked to /dev/zero is neither read (libedit read it without
# end: no prompt, gigabytes in seconds) nor written through.
rm -f "$history" "$history.bad"
ln -s /dev/zero "$history"
start_shell
e2e_wait_re "^tumble shell: .*/history: a device, not a regular file"
type_line "help undo"
e2e_wait_re "^take back the last move$"
ctrl_d
e2e_wait_re "^exit status 0$"
[ "$(readlink "$history")" = /dev/zero ] || e2e_fail "the link was replaced"
echo "ok: a history linked to a device is left alone"
rm -f "$history"

# A SIGINT sent to a shell waiting for a line (Ctrl-C typed is the
# editor's key, so this comes from elsewhere) ends it as SIGTERM does,
# with the terminal as it found it, signal keys included.
new_pane "'$bin' shell; echo \"exit status \$?\"; stty -a | \
	tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon|isig)' | tr '\n' ' '; \
	echo; sleep 60"
e2e_expect_line "tumble>"
pid=$(e2e_game_pid)
[ -n "$pid" ] || e2e_fail "no tumble process"
kill -INT "$pid"
e2e_wait_re "^exit status 130$"
e2e_wait_re "^isig icanon echo$"
echo "ok: SIGINT at the prompt restores the terminal"

# gone_within PID SECONDS WHAT: the process ends within SECONDS of
# WHAT, or the test fails (and ends it).
gone_within() {
	local tries=$(($2 * 10))
	while kill -0 "$1" 2>/dev/null && [ "$tries" -gt 0 ]; do
		e2e_nap 0.1
		tries=$((tries - 1))
	done
	if kill -0 "$1" 2>/dev/null; then
		kill -KILL "$1"
		e2e_fail "tumble still ran $2 s after $3"
	fi
}

# The terminal hanging up at the prompt ends the shell as SIGHUP does,
# also when no SIGHUP reaches it: no exit handler runs while the
# hang-up's SIGHUP and SIGCONT may still come.
e2e_tmux new-session -d -s hup -x 100 -y 40 \
	"cd '$work' && exec env TERM=xterm-256color HOME='$work' \
	XDG_STATE_HOME='$work/state' \
	$(e2e_hup_ignored "$E2E_DIR/hup-pid" "$E2E_DIR/hup-ended") \
	'$bin' shell" ||
	e2e_fail "tmux did not start a shell to hang up"
prompt_in hup "the shell to hang up"
e2e_tmux kill-session -t hup
how=$(e2e_ended "$(cat "$E2E_DIR/hup-pid")" "$E2E_DIR/hup-ended") || exit 1
[ "$how" = "signal 1" ] || e2e_fail "a hang-up ended the shell with $how"
echo "ok: a hang-up at the prompt ends the shell as SIGHUP does"

# quit with every place for a kept game taken asks first, as q on the
# board asks, where the shell put the oldest out and said so after.
kept=$work/kept
quit_kept_shell() {
	new_pane "env XDG_DATA_HOME='$kept' '$bin' shell; \
echo \"exit status \$?\"; sleep 60"
	e2e_expect_line "tumble>"
	type_line "new same 8x8:3:$1"
	type_line "greedy"
	e2e_wait_re "^Move 1 at "
	e2e_expect_line "tumble>"
	type_line "quit"
}
for board in 11 12 13; do
	quit_kept_shell "$board"
	e2e_wait_re "^exit status 0$"
done
quit_kept_shell 14
e2e_wait_re "^Quit this game with 1 move made\? It is kept, and the oldest \
kept game goes\. \(y/n\)"
e2e_keys n
e2e_wait_re "^Carry on\.$"
type_line "quit"
e2e_wait_re "kept game goes\. \(y/n\) n$"
e2e_keys y
e2e_wait_re "^exit status 0$"
# Said once that the game is kept, in place of the oldest, then how to
# take it up: the shell's end said "kept to continue" a second time.
e2e_wait_re "^This game is kept to continue, in place of the oldest of the 3 \
kept: Same Game 8x8:3:11, move 1\.$"
e2e_wait_re "^'continue same' in the shell, or 'tumble same --continue', takes \
it up\.$"
[ "$(e2e_screen | grep -c 'kept to continue')" = 1 ] ||
	e2e_fail "the quit said more than once that the game is kept"
grep -l '^from 8x8:3:14$' "$kept"/tumble/continue-same* >/dev/null ||
	e2e_fail "the fourth game was not kept"
! grep -l '^from 8x8:3:11$' "$kept"/tumble/continue-same* >/dev/null ||
	e2e_fail "the oldest kept game was not the one put out"
echo "ok: quit asks before the oldest kept game goes"

# SIGTERM, and the terminal going away, during a plan of a minute stop
# its search: the shell ends in a moment, not when the plan would have.
for stop in SIGTERM hang-up; do
	new_pane "'$bin' shell; echo \"exit status \$?\"; sleep 60"
	e2e_expect_line "tumble>"
	pid=$(e2e_game_pid)
	[ -n "$pid" ] || e2e_fail "no tumble process"
	ticks=$(cpu_ticks "$pid")
	type_line "new same 1"
	type_line "plan 60"
	wait_plan "$pid" "$ticks"
	if [ "$stop" = SIGTERM ]; then
		kill -TERM "$pid"
		e2e_wait_re "^exit status 143$"
	else
		e2e_tmux kill-server
	fi
	gone_within "$pid" 5 "$stop during a plan"
	echo "ok: $stop during a plan ends the shell at once"
done
