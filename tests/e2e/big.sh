#!/usr/bin/env bash
# Big terminals: the board grows and sits in the middle.  Usage: big.sh
# GAME SIZE, where GAME is same (the sample's first board) or mayan
# (level 1) and SIZE 100x40 or 200x60: the cells are as big as the
# layout gives that size, the title and the text are as far from the
# top as from the footer, the board as far from the left as from the
# right, and a click on the far corner of a big cell acts on that cell;
# the review of a Same Game draws its board alike.  Exit 77 skips.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

GAME=$1
SIZE=$2
WIDTH=${SIZE%x*}
HEIGHT=${SIZE#*x}

# big_line REGEX: the 1-based line of the first line matching REGEX.
big_line() {
	e2e_screen | awk -v re="$1" '$0 ~ re { print NR; exit }'
}

# big_column LINE N: the 1-based column where the Nth word of LINE ends.
big_column() {
	e2e_screen | awk -v line="$1" -v n="$2" 'NR == line {
		at = 0; rest = $0
		for (i = 1; i <= n; i++) {
			match(rest, /[^ ]+/)
			at += RSTART + RLENGTH - 1
			rest = substr(rest, RSTART + RLENGTH)
		}
		print at; exit }'
}

# big_expect WHAT GOT WANT
big_expect() {
	[ "$2" = "$3" ] || e2e_fail "$1: $2, expected $3"
}

# big_centred TITLE STATUS RESERVED: as many blank lines over the title
# as under the RESERVED lines of text that follow the status line, give
# or take one; and the title's line as far from either edge.
big_centred() {
	local title status over under left right
	title=$(big_line "$1")
	status=$(big_line "$2")
	over=$((title - 1))
	under=$((HEIGHT - status - 1 - $3))
	[ $((over - under)) -le 1 ] && [ $((under - over)) -le 1 ] ||
		e2e_fail "$over lines over the title, $under under the text"
	left=$(e2e_screen | awk -v l="$title" 'NR == l {
		match($0, /[^ ]/); print RSTART - 1 }')
	right=$((WIDTH - $(e2e_screen | awk -v l="$title" 'NR == l {
		print length($0) }')))
	[ $((left - right)) -le 1 ] && [ $((right - left)) -le 1 ] ||
		e2e_fail "$left columns left of the title, $right right of it"
}

# big_cells WHAT UPPER LOWER LABELS CELL_W CELL_H: the board's rows on
# the first lines matching UPPER and LOWER, one over the other, are
# CELL_H lines apart, and its first two column labels, on the line
# matching LABELS, CELL_W columns apart.  The labels' line goes to
# BIG_LABELS, where the first two labels end to BIG_X1 and BIG_X2.
big_cells() {
	local upper lower
	upper=$(big_line "$2")
	lower=$(big_line "$3")
	BIG_LABELS=$(big_line "$4")
	big_expect "lines a $1" $((lower - upper)) "$6"
	BIG_X1=$(big_column "$BIG_LABELS" 1)
	BIG_X2=$(big_column "$BIG_LABELS" 2)
	big_expect "columns a $1" $((BIG_X2 - BIG_X1)) "$5"
}

big_same() {
	local cell_w cell_h
	case $SIZE in
	100x40) cell_w=5 cell_h=2 ;;
	200x60) cell_w=9 cell_h=4 ;;
	esac
	e2e_start "$WIDTH" "$HEIGHT" same "$TUMBLE_TESTS/data/same/sample.in" \
	    --no-animation
	e2e_wait 'Moves: 0'
	big_cells ball '^ +10 +[[A-Z]' '^ +9 +[[A-Z]' '^ +1 +2 +3 +4 ' \
	    "$cell_w" "$cell_h"
	# Status, cursor, last move, two lines of message, two of alerts.
	big_centred 'TUMBLE  Same Game' 'Score: 0 ' 6
	# The far corner of ball (8,10), a G of a cluster of 7: not the R
	# under it nor the B right of its cluster.
	local eight ten_x x y
	eight=$(big_line '^ +8 +[[A-Z]')
	ten_x=$(big_column "$BIG_LABELS" 10)
	x=$((ten_x - cell_w / 2 + cell_w - 1))
	y=$((eight - (cell_h - 1) / 2 + cell_h - 1))
	e2e_click "$x" "$y"
	e2e_wait 'removed 7 balls of color G, got 25 points.'
	e2e_wait 'Balls: 143'
	e2e_keys q y
	e2e_wait 'exit=0'
	big_review "$cell_w" "$cell_h"
}

# big_review CELL_W CELL_H: the review draws the board as the game does:
# at move 1 of greedy's game the 15 B balls of row 4 it took, in small
# letters, each over its column's number.
big_review() {
	E2E_ENV="TUMBLE_REVIEW_MOVE_SECONDS=0.02"
	e2e_start "$WIDTH" "$HEIGHT" same "$TUMBLE_TESTS/data/same/sample.in" \
	    --no-animation
	e2e_wait 'Moves: 0'
	e2e_keys a
	e2e_wait 'Final score: 3661'
	e2e_keys w
	e2e_wait 'Review of sample.in, board 1'
	e2e_wait_re '^ *Move [1-9] cost'
	e2e_keys Home
	e2e_wait_re '^ +4 +b +b +b'
	local four three labels letters numbers
	four=$(big_line '^ +4 +b')
	three=$(big_line '^ +3 +[A-Za-z]')
	big_expect 'lines a ball in the review' $((three - four)) "$2"
	labels=$(big_line '^ +1 +2 +3 +4 ')
	letters=$(e2e_screen | awk -v l="$four" 'NR == l {
		for (i = 6; i <= length($0); i++)
			if (substr($0, i, 1) == "b") printf "%d ", i }')
	numbers=$(e2e_screen | awk -v l="$labels" 'NR == l {
		for (i = 1; i <= length($0); i++)
			if (substr($0, i, 1) != " " &&
			    (i == length($0) || substr($0, i + 1, 1) == " "))
				printf "%d ", i }')
	big_expect 'the letters of row 4 in the review' "$letters" "$numbers"
	e2e_keys q q
	e2e_wait 'exit=0'
}

big_mayan() {
	local cell_w cell_h
	case $SIZE in
	100x40) cell_w=11 cell_h=4 ;;
	200x60) cell_w=17 cell_h=7 ;;
	esac
	e2e_start "$WIDTH" "$HEIGHT" mayan 1 --no-animation
	e2e_wait 'Moves: 0/1'
	big_cells cell '^ +6 +\.' '^ +5 +\.' '^ +0 +1 +2 +3 +4$' \
	    "$cell_w" "$cell_h"
	# Last move, two lines of message, one of trouble.
	big_centred 'TUMBLE  Mayan puzzle' 'Moves: 0/1 ' 4
	# Block (0,2), a 3, picked up by the far corner of its cell, and
	# moved by a click on the cell at its right: the line of 3s goes.
	local two x y
	two=$(big_line '^ +2 +3 ')
	x=$((BIG_X1 - cell_w / 2 + cell_w - 1))
	y=$((two - (cell_h - 1) / 2 + cell_h - 1))
	e2e_click "$x" "$y"
	e2e_wait 'Picked up'
	e2e_click "$BIG_X2" "$two"
	e2e_wait 'Solved in exactly 1 move!'
	e2e_keys q
	e2e_wait 'exit=0'
}

case "$GAME:$SIZE" in
same:100x40 | same:200x60 | mayan:100x40 | mayan:200x60) "big_$GAME" ;;
*) echo "no such case: $GAME $SIZE" >&2; exit 2 ;;
esac
