/*
 * What the suites of the command line's options share (check_options.c,
 * check_options_help.c): two ways of writing one command compared.
 */
#ifndef TUMBLE_TESTS_OPTIONS_FIXTURE_H
#define TUMBLE_TESTS_OPTIONS_FIXTURE_H

/* The same output and status for two ways of writing one command. */
void expect_alike(const char *const *a, const char *const *b);

#endif
