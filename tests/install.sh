#!/bin/sh
# `meson install` into a temporary DESTDIR lays out the binary, the manual
# page and the level pack, and the installed binary plays a level of its
# own pack.  The install is then moved elsewhere as a whole and given a
# level the source tree lacks, so the test shows that the levels are found
# beside the binary, not in the source tree.
# Usage: install.sh BUILD_DIR PREFIX BINDIR DATADIR MANDIR: the folders as
# configured, BINDIR and DATADIR (tumble's own, which holds levels/) under
# the prefix, MANDIR a whole path.
set -eu
build=$1 prefix=$2 bindir=$3 datadir=$4 mandir=$5
command -v meson >/dev/null || { echo "meson not found: skipped"; exit 77; }
case $bindir$datadir in
/*) echo "the binary or its data is outside the prefix: skipped"; exit 77 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "install: $*" >&2; exit 1; }

meson install -C "$build" --destdir "$work/dest" --no-rebuild --quiet \
	>"$work/log" 2>&1 || { cat "$work/log" >&2; fail "meson install failed"; }
root=$work/dest$prefix
[ -f "$root/$bindir/tumble" ] && [ -x "$root/$bindir/tumble" ] ||
	fail "no $bindir/tumble installed"
[ -f "$work/dest$mandir/man6/tumble.6" ] || fail "no man6/tumble.6 installed"
[ -f "$root/$datadir/levels/mayan/01.in" ] || fail "no level pack installed"
[ -f "$root/$datadir/levels/same/standard.txt" ] ||
	fail "no Same Game pack installed"
completion=$(find "$work/dest" -path '*/bash-completion/completions/tumble' \
	-type f)
[ -n "$completion" ] || fail "no bash completion installed"

mv "$root" "$work/moved"
# SPEC.md's sample puzzle, under a name the source tree does not have.
printf '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n' \
	>"$work/moved/$datadir/levels/mayan/zz-installed-only"
# The moved binary plays a board of its own Same Game pack.
out=$(printf 'new same standard:3\nscore\n' |
	env -u TUMBLE_LEVELS_DIR "$work/moved/$bindir/tumble" shell) ||
	fail "the installed binary failed on standard:3: $out"
[ "$out" = "Same Game (standard:3): score 0, 225 balls left, 0 moves" ] ||
	fail "standard:3 did not load: $out"
out=$(printf 'levels\nnew mayan zz-installed-only\nsolve\n' |
	env -u TUMBLE_LEVELS_DIR "$work/moved/$bindir/tumble" shell) ||
	fail "the installed binary failed: $out"
# `levels` lists number, name, a * when solved, title and n.
printf '%s\n' "$out" | grep -qE '^ +1 01 [ *] .*[0-9]+ moves?' ||
	fail "the pack is not listed: $out"
answer=$(printf '%s\n' "$out" | grep -A3 -E \
	'^ *[0-9]+ zz-installed-only [ *] 3 moves') ||
	fail "the installed level is not listed: $out"
expected="$(printf '%s\n' "$answer" | head -1)
2 1 1
3 1 1
3 0 1"
[ "$answer" = "$expected" ] || fail "expected:
$expected
found:
$out"
echo "ok: installed, moved, and played its own level"
