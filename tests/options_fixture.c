/*
 * What the suites of the command line's options share (see
 * options_fixture.h).
 */
#include "options_fixture.h"

#include <check.h>

#include "support.h"

void expect_alike(const char *const *a, const char *const *b)
{
	run_result x = support_run_argv(NULL, NULL, NULL, a);
	run_result y = support_run_argv(NULL, NULL, NULL, b);
	ck_assert_int_eq(x.status, 0);
	ck_assert_int_eq(y.status, x.status);
	ck_assert_str_eq(y.out, x.out);
	ck_assert_str_ne(x.out, "");
	support_run_free(&x);
	support_run_free(&y);
}
