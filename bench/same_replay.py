#!/usr/bin/env python3
"""bench/same_replay.py BOARDS PLANS: replay Same Game plans, check scores.

BOARDS is a board list (rows of letters R G B Y P C or of digits 0..5, the
top row first, boards separated by blank lines, '#' comment lines) or a
judge file (a lone count, then boards of letters).  PLANS is the output of
a planner in the judge's words (SPEC.md): "Game k:", one line a move,
"Move x at (r,c): removed b balls of color C, got s points.", and "Final
score: s, with n balls remaining.", for board k of BOARDS.

Every move is replayed on the board by the rules written out here, apart
from tumble's code, so that the bench checks tumble and the programs it
is set beside alike: a move must be at the representative (the lowest
ball of the cluster's leftmost column, row 1 at the bottom, column 1 at
the left) of a cluster of 2 or more, and remove the balls, of the colour
and for the points, that its line says; the final line must say the
score (with 1000 for a cleared board) and the balls left, once no move
is left.  A game's plan that fails is reported and counts 0.

Prints one line a game, "game k: S" or "game k: counted 0: WHY" (a board
without a plan counts 0 too), then "total: T (G of N plans replay to
their scores)".  Exit status 0 when
every plan replays, 1 when one does not, 2 on unreadable input.
"""

import re
import sys

LETTERS = "RGBYPC"
MOVE = re.compile(r"Move (\d+) at \((\d+),(\d+)\): removed (\d+) balls"
                  r" of color ([A-Z]), got (\d+) points\.$")
FINAL = re.compile(r"Final score: (-?\d+), with (\d+) balls remaining\.$")
GAME = re.compile(r"Game (\d+):$")


def parse_row(line):
    """A row as colour numbers 1..6, from letters or from digits 0..5."""
    if re.fullmatch(r"[0-5]( +[0-5])*", line):
        return [int(d) + 1 for d in line.split()]
    cells = line.replace(" ", "")
    if not re.fullmatch(r"[RGBYPC]+", cells):
        raise ValueError("not a row of a board: %r" % line)
    return [LETTERS.index(ch) + 1 for ch in cells]


def read_boards(path):
    """The boards of a board list or a judge file, each a list of columns
    of colours, bottom first."""
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\r\n").strip() for l in f]
    lines = [l for l in lines if not l.startswith("#")]
    first = next((i for i, l in enumerate(lines) if l), None)
    if first is not None and re.fullmatch(r"\d+", lines[first]):
        lines = lines[first + 1:]  # a judge file: the count goes
    boards, rows = [], []
    for line in lines + [""]:
        if line:
            rows.append(parse_row(line))
        elif rows:
            if any(len(r) != len(rows[0]) for r in rows):
                raise ValueError("board %d: rows of unequal length"
                                 % (len(boards) + 1))
            # Columns bottom first: the top row was written first.
            boards.append([[row[c] for row in reversed(rows)]
                           for c in range(len(rows[0]))])
            rows = []
    return boards


def read_plans(path):
    """Game number -> list of the lines of its plan."""
    plans, current = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\r\n")
            game = GAME.match(line)
            if game:
                current = plans.setdefault(int(game.group(1)), [])
            elif line and current is not None:
                current.append(line)
    return plans


def cluster(columns, col, row):
    """The cells (column, row), from 0, of the cluster holding a ball."""
    colour = columns[col][row]
    seen, todo = {(col, row)}, [(col, row)]
    while todo:
        c, r = todo.pop()
        for nc, nr in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            if (0 <= nc < len(columns) and 0 <= nr < len(columns[nc])
                    and (nc, nr) not in seen and columns[nc][nr] == colour):
                seen.add((nc, nr))
                todo.append((nc, nr))
    return seen


def remove(columns, cells):
    """The board once CELLS go: balls fall, empty columns close left."""
    kept = [[ball for r, ball in enumerate(column) if (c, r) not in cells]
            for c, column in enumerate(columns)]
    return [column for column in kept if column]


def has_move(columns):
    for c, column in enumerate(columns):
        for r, ball in enumerate(column):
            if r + 1 < len(column) and column[r + 1] == ball:
                return True
            if (c + 1 < len(columns) and r < len(columns[c + 1])
                    and columns[c + 1][r] == ball):
                return True
    return False


def replay(columns, lines):
    """The score of a plan, or raise ValueError saying where it fails."""
    score, final = 0, None
    for number, line in enumerate(lines, 1):
        if final is not None:
            raise ValueError("a line after the final score: %r" % line)
        final = FINAL.match(line)
        if final:
            continue
        move = MOVE.match(line)
        if not move:
            raise ValueError("not a move: %r" % line)
        x, r, c, balls, letter, points = move.groups()
        if int(x) != number:
            raise ValueError("move %s is move %d of the plan" % (x, number))
        col, row = int(c) - 1, int(r) - 1
        if not (0 <= col < len(columns) and 0 <= row < len(columns[col])):
            raise ValueError("move %s: no ball at (%s,%s)" % (x, r, c))
        cells = cluster(columns, col, row)
        if len(cells) < 2:
            raise ValueError("move %s: (%s,%s) is a lone ball" % (x, r, c))
        if min(cells) != (col, row):
            rep = min(cells)
            raise ValueError("move %s: (%s,%s) is not the representative,"
                             " (%d,%d)" % (x, r, c, rep[1] + 1, rep[0] + 1))
        colour = LETTERS[columns[col][row] - 1]
        got = (len(cells) - 2) ** 2
        if (int(balls), letter, int(points)) != (len(cells), colour, got):
            raise ValueError("move %s removes %d balls of color %s for %d"
                             " points, not what it says" % (x, len(cells),
                                                            colour, got))
        score += got
        columns = remove(columns, cells)
    if final is None:
        raise ValueError("no final score")
    if has_move(columns):
        raise ValueError("the plan stops with moves left")
    left = sum(len(column) for column in columns)
    if left == 0:
        score += 1000
    if (int(final.group(1)), int(final.group(2))) != (score, left):
        raise ValueError("claims %s with %s balls left, replays to %d with"
                         " %d" % (final.group(1), final.group(2), score, left))
    return score


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: same_replay.py BOARDS PLANS\n")
        return 2
    try:
        boards = read_boards(argv[1])
        plans = read_plans(argv[2])
    except (OSError, ValueError) as e:
        sys.stderr.write("same_replay.py: %s\n" % e)
        return 2
    total, good = 0, 0
    games = sorted(set(plans) | set(range(1, len(boards) + 1)))
    for k in games:
        if not 1 <= k <= len(boards):
            print("game %d: counted 0: no such board" % k)
            continue
        if k not in plans:
            print("game %d: counted 0: no plan" % k)
            continue
        try:
            score = replay(boards[k - 1], plans[k])
        except ValueError as e:
            print("game %d: counted 0: %s" % (k, e))
            continue
        print("game %d: %d" % (k, score))
        total += score
        good += 1
    print("total: %d (%d of %d plans replay to their scores)"
          % (total, good, len(games)))
    return 0 if good == len(games) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
