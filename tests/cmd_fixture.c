/*
 * The command suites' fixture (see cmd_fixture.h).
 */
#include "cmd_fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "support.h"

game g;
char *out;
char why[CMD_ERROR_MAX];

void setup(void)
{
	game_init(&g);
	out = NULL;
}

void teardown(void)
{
	game_free(&g);
	free(out);
}

cmd_status run(const char *line)
{
	size_t size;
	free(out);
	FILE *fp = open_memstream(&out, &size);
	ck_assert_ptr_nonnull(fp);
	why[0] = '\0';
	cmd_status status = cmd_run_line(&g, line, fp, why, sizeof why);
	fclose(fp);
	return status;
}

void ok(const char *line)
{
	cmd_status status = run(line);
	ck_assert_msg(status == CMD_OK, "'%s' failed: %s", line, why);
}

void fails(const char *line, const char *message)
{
	ck_assert_int_eq(run(line), CMD_FAILED);
	ck_assert_str_eq(why, message);
	ck_assert_str_eq(out, "");
}

void load_sample(int k)
{
	char line[512];
	snprintf(line, sizeof line, "load '%s' %d",
	    support_test_path("data/same/sample.in"), k);
	ok(line);
}

const char *mayan_sample(void)
{
	return support_test_path("data/mayan/noip2011/sample.in");
}
