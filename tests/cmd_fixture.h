/*
 * The fixture of the command suites (check_cmd*.c): a game that every test
 * starts without, command lines run on it through the command table with
 * what they print and why they fail caught, and the sample files they
 * load.
 */
#ifndef TUMBLE_TESTS_CMD_FIXTURE_H
#define TUMBLE_TESTS_CMD_FIXTURE_H

#include "command/cmd.h"
#include "session/game.h"

extern game g;
/* What the last command printed, and why it failed. */
extern char *out;
extern char why[CMD_ERROR_MAX];

/* The checked fixture: a fresh game before each test, freed after. */
void setup(void);
void teardown(void);

cmd_status run(const char *line);
/* Run a line that must succeed. */
void ok(const char *line);
/* Run a line that must fail with exactly `message`, printing nothing. */
void fails(const char *line, const char *message);

/* Load game k of the SPEC sample. */
void load_sample(int k);
/* The path of the NOIP 2011 sample puzzle. */
const char *mayan_sample(void);

#endif
