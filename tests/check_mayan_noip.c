/*
 * The NOIP 2011 Mayan tests and the wasted-move case, run through the real
 * binary and compared with their answers as a judge compares them (text,
 * trailing spaces ignored).  The data, with its source notes, is kept in
 * tests/data/mayan/.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static const char *const data_dirs[] = {
	"data/mayan/noip2011",
	"data/mayan/wasted-move",
};

/* The text without trailing spaces on any line nor trailing newlines. */
static void judge_normalise(char *text)
{
	char *out = text;
	for (const char *in = text; *in; in++) {
		if (*in == '\n' || *in == '\r')
			while (out > text &&
			    (out[-1] == ' ' || out[-1] == '\t'))
				out--;
		if (*in != '\r')
			*out++ = *in;
	}
	while (out > text && (out[-1] == '\n' || out[-1] == ' ' ||
	    out[-1] == '\t'))
		out--;
	*out = '\0';
}

/* Solve every NAME.in of a folder and compare with NAME.ans; returns the
 * number of cases. */
static int run_folder(const char *relative)
{
	const char *dir = support_test_path(relative);
	DIR *d = opendir(dir);
	ck_assert_msg(d != NULL, "cannot open %s", dir);
	int cases = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		const size_t len = strlen(entry->d_name);
		if (len < 4 || strcmp(entry->d_name + len - 3, ".in") != 0)
			continue;
		char in[4096], ans[4096];
		snprintf(in, sizeof in, "%s/%s", dir, entry->d_name);
		snprintf(ans, sizeof ans, "%s/%.*s.ans", dir, (int)(len - 3),
		    entry->d_name);
		char *want = support_read_file(ans);
		ck_assert_msg(want != NULL, "no answer file %s", ans);
		run_result r = support_run(NULL, NULL, "solve", in, NULL);
		ck_assert_msg(r.status == 0, "%s: status %d, %s", in, r.status,
		    r.err);
		judge_normalise(r.out);
		judge_normalise(want);
		ck_assert_msg(strcmp(r.out, want) == 0,
		    "%s: got\n%s\nwant\n%s", in, r.out, want);
		support_run_free(&r);
		free(want);
		cases++;
	}
	closedir(d);
	return cases;
}

START_TEST(noip_2011_tests_and_sample)
{
	/* Ten tests and the statement's sample. */
	ck_assert_int_eq(run_folder(data_dirs[0]), 11);
}
END_TEST

START_TEST(wasted_move_case)
{
	ck_assert_int_eq(run_folder(data_dirs[1]), 1);
}
END_TEST

static Suite *mayan_noip_suite(void)
{
	Suite *s = suite_create("mayan_noip");
	TCase *t = tcase_create("judge data");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, noip_2011_tests_and_sample);
	tcase_add_test(t, wasted_move_case);
	suite_add_tcase(s, t);
	return s;
}

int main(void)
{
	return support_run_suite(mayan_noip_suite());
}
