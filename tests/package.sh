#!/usr/bin/env bash
# The Debian package, built without its tests from a copy of the tree
# (scripts/setup.sh's setup_deb), unpacked with dpkg -x into a folder and
# run there by debian/tests/installed: the files a packaging mistake would
# lose or misplace, and the installed program on known inputs and
# outputs.  Skipped without dpkg-buildpackage or debhelper (scripts/test
# installs them).
# Usage: package.sh SOURCE_ROOT VERSION
set -euo pipefail
src=$1 version=$2
for tool in dpkg-buildpackage dh; do
	command -v "$tool" >/dev/null || { echo "no $tool: skipped"; exit 77; }
done
. "$src/scripts/setup.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package: $*" >&2; exit 1; }

# One job, as the test takes one of meson test's slots.
DEB_BUILD_OPTIONS=nocheck setup_deb "$work" -Pnocheck -j1 >"$work/log" 2>&1 ||
	{ tail -n 40 "$work/log" >&2; fail "dpkg-buildpackage failed"; }
deb=$work/tumble_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || fail "no ${deb##*/}: is debian/changelog's version" \
	"meson.build's, $version?"
dpkg -x "$deb" "$work/root"
# Built from files without .git, it names its version alone.
said=$("$work/root/usr/games/tumble" --version)
[ "$said" = "tumble $version" ] || fail "--version says '$said'"
# The protections debian/rules adds beyond dpkg-buildflags', as
# hardening-check looks for them: the solver's large stack frames are
# probed, and the functions start with the marks of control-flow checks.
# (The program as a whole is not marked: bookworm's C start files are
# not, and the linker marks a program only when all its parts are.)
if [ "$(dpkg --print-architecture)" = amd64 ]; then
	objdump -d "$work/root/usr/games/tumble" >"$work/code"
	grep -qE 'or[q]? +\$0x0,.*\(%rsp\)' "$work/code" ||
		fail "no stack clash probe in the program"
	grep -q endbr64 "$work/code" ||
		fail "no control-flow mark in the program"
fi
"$src/debian/tests/installed" "$work/root"
