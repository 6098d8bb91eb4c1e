#!/bin/sh
# The menu entry and the AppStream metainfo: desktop-file-validate and
# appstreamcli find nothing to report (each is skipped when missing; both
# missing skips the test after the checks below), the entry starts the
# binary where it is installed, and the metainfo's releases are NEWS.md's
# versions, newest first, the newest the project's.
# Usage: desktop.sh DESKTOP METAINFO NEWS VERSION BINARY
set -eu
desktop=$1 metainfo=$2 news=$3 version=$4 binary=$5
fail() { echo "desktop: $*" >&2; exit 1; }

exec_line=$(grep '^Exec=' "$desktop")
[ "$exec_line" = "Exec=$binary" ] ||
	fail "the entry runs '$exec_line', not $binary"

releases=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo")
versions=$(sed -n 's/^## \([0-9][0-9.]*\)$/\1/p' "$news")
[ "$releases" = "$versions" ] || fail "the metainfo's releases:
$releases
NEWS.md's versions:
$versions"
[ "$(printf '%s\n' "$releases" | head -n 1)" = "$version" ] ||
	fail "the newest release is not $version"

checked=0
if command -v desktop-file-validate >/dev/null; then
	# It reports problems on standard output and exits 0 for some.
	out=$(desktop-file-validate "$desktop" 2>&1) ||
		fail "desktop-file-validate: $out"
	[ -z "$out" ] || fail "desktop-file-validate: $out"
	checked=$((checked + 1))
fi
if command -v appstreamcli >/dev/null; then
	appstreamcli validate --no-net "$metainfo" ||
		fail "appstreamcli validate failed"
	checked=$((checked + 1))
fi
[ "$checked" -gt 0 ] ||
	{ echo "neither desktop-file-validate nor appstreamcli: skipped"; exit 77; }
echo "ok: the menu entry and the metainfo"
