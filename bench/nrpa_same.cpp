// bench/nrpa_same.cpp: not part of tumble's build.  bench/run-nrpa
// compiles it against a checkout of github.com/bnegreve/nrpa (NRPA_DIR),
// the public parallel NRPA, whose Same Game program (src/same.cpp) prints
// only the best score it found, never its moves.  This file runs that
// program unchanged and, once it has finished, writes the moves of its
// best sequence in the words of tumble plan, so that bench/same_replay.py
// can check the score it claims by replaying them.
//
//     nrpa-same PLAN_FILE [NRPA OPTIONS] PROBLEM
//
// runs the program on problem PROBLEM (from 0) of ./problems.txt with the
// options it takes (-r 1 -l 4 -x THREADS -t SECONDS), then writes PLAN_FILE.
//
// The best sequence is the top level's best rollout, a private static of
// the Nrpa class, kept as move codes (the hash of a cluster's cells and
// colour), so "private" is read as "public" while the program is
// included, and the moves are found again by replaying the board with the
// program's own Board and taking at each step the cluster with the next
// code.  The replayer, not this file, judges whether the moves score what
// the program claims.

// The standard headers the program includes, first, so that the
// "private" below reaches only the program's own classes.
#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <future>
#include <iomanip>
#include <iostream>
#include <limits>
#include <mutex>
#include <queue>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>
#include <getopt.h>
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#define private public
#define main nrpa_same_main
#include "same.cpp"
#include "nrpa.cpp"
#undef main
#undef private

typedef Nrpa<Board, Move, 5, MaxPlayoutLength, MaxLegalMoves> SameNrpa;

static const char *plan_path;

// The cluster of BOARD whose code is CODE, into FOUND; false if none.
static bool find_cluster(Board &board, int code, Move &found)
{
	Seen seen;
	seen.init();
	for (int loc = 0; loc < MaxSize * MaxSize; loc++)
		if (board.color[loc] != 9 && seen.test(loc)) {
			board.buildMove(loc, seen, found);
			if (found.nbLocations > 1 && board.code(found) == code)
				return true;
		}
	return false;
}

// A move is said at its representative, the lowest ball of the cluster's
// leftmost column (SPEC.md); the program's cells count rows from the top.
static int representative(const Move &move)
{
	int rep = move.locations[0];
	for (int i = 1; i < move.nbLocations; i++) {
		int loc = move.locations[i];
		if (loc % MaxSize < rep % MaxSize ||
		    (loc % MaxSize == rep % MaxSize && loc > rep))
			rep = loc;
	}
	return rep;
}

static void write_best_sequence(void)
{
	FILE *out = fopen(plan_path, "w");
	if (out == NULL) {
		perror(plan_path);
		return;
	}
	// The top level is the highest one that holds a rollout.
	int level = 4;
	while (level > 0 && SameNrpa::_nrpa[level].bestRollout.length() == 0)
		level--;
	const Rollout<MaxPlayoutLength> &best =
		SameNrpa::_nrpa[level].bestRollout;
	Board board;
	fprintf(out, "Game %d:\n\n", pb + 1);
	for (int step = 0; step < best.length(); step++) {
		Move move;
		if (!find_cluster(board, best.move(step), move)) {
			fprintf(out, "No cluster has the code of move %d.\n",
				step + 1);
			break;
		}
		int rep = representative(move), size = move.nbLocations;
		int colour = move.color;
		board.play(move);
		fprintf(out, "Move %d at (%d,%d): removed %d balls of color %c,"
			" got %d points.\n", step + 1, MaxSize - rep / MaxSize,
			rep % MaxSize + 1, size, "RGBYP"[colour],
			(size - 2) * (size - 2));
	}
	int balls = 0;
	for (int loc = 0; loc < MaxSize * MaxSize; loc++)
		balls += board.color[loc] != 9;
	fprintf(out, "Final score: %.0f, with %d balls remaining.\n",
		best.score(), balls);
	fclose(out);
}

int main(int argc, char *argv[])
{
	if (argc < 2) {
		fprintf(stderr, "usage: %s PLAN_FILE [NRPA OPTIONS] PROBLEM\n",
			argv[0]);
		return 2;
	}
	plan_path = argv[1];
	argv[1] = argv[0];
	// The program ends with exit(0), so the sequence is written then.
	atexit(write_best_sequence);
	return nrpa_same_main(argc - 1, argv + 1);
}
