#!/usr/bin/env bash
# The tree a package is built from (scripts/setup.sh's setup_copy_tree):
# in a checkout, the files git tracks as they stand, never a stray file
# lying in the tree; in a copy without .git, every file but the build
# folders.
# Usage: package_tree.sh SOURCE_ROOT
set -euo pipefail
src=$1
command -v git >/dev/null || { echo "no git: skipped"; exit 77; }
. "$src/scripts/setup.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package_tree: $*" >&2; exit 1; }

repo=$work/repo
mkdir -p "$repo/data/levels" "$repo/build/meson-private"
echo tracked >"$repo/data/levels/01.in"
echo gone >"$repo/data/levels/02.in"
git -C "$repo" init -q
git -C "$repo" add data
git -C "$repo" -c user.name=t -c user.email=t@t commit -qm start
echo changed >"$repo/data/levels/01.in"
rm "$repo/data/levels/02.in"
echo stray >"$repo/data/levels/zz-stray.in"

mkdir "$work/from-git"
setup_copy_tree "$repo" "$work/from-git" 2>"$work/said"
grep -qx 'not copied, as git does not track it: data/levels/zz-stray.in' \
	"$work/said" || fail "the stray file is not named: $(cat "$work/said")"
[ "$(cat "$work/from-git/data/levels/01.in")" = changed ] ||
	fail "a tracked file is not copied as it stands"
[ ! -e "$work/from-git/data/levels/zz-stray.in" ] ||
	fail "a file git does not track is copied"
[ ! -e "$work/from-git/data/levels/02.in" ] &&
	[ ! -e "$work/from-git/build" ] && [ ! -e "$work/from-git/.git" ] ||
	fail "a removed file, the build folder or .git is copied"

# A tree that is a folder of another checkout, untracked there: all its
# files, not the none that checkout tracks in it.
outer=$work/outer
mkdir -p "$outer"
git -C "$outer" init -q
cp -R "$repo" "$outer/tumble"
rm -rf "$outer/tumble/.git"
mkdir "$work/inner"
setup_copy_tree "$outer/tumble" "$work/inner" 2>/dev/null
[ -e "$work/inner/data/levels/01.in" ] ||
	fail "a tree inside another checkout is copied empty"

rm -rf "$repo/.git"
mkdir "$work/plain"
setup_copy_tree "$repo" "$work/plain"
[ -e "$work/plain/data/levels/zz-stray.in" ] ||
	fail "without .git, a file of the tree is left out"
[ ! -e "$work/plain/build" ] || fail "without .git, the build folder is copied"
echo "package_tree: ok"
