#!/bin/sh
# The manual page is clean mdoc: `mandoc -Tlint` finds no warning or
# error (status 2 or more).  Style notes (status 1) are shown but pass:
# some depend on which other manuals the machine has.
# Usage: man_lint.sh PAGE
command -v mandoc >/dev/null || { echo "mandoc is missing: skipped"; exit 77; }
mandoc -Tlint "$1"
status=$?
[ "$status" -lt 2 ] || { echo "mandoc -Tlint: status $status" >&2; exit 1; }
echo "ok: mandoc -Tlint $1"
