/*
 * The manual page against the program: the subcommands of `tumble --help`
 * and the options each declares in its table, the keys of the title
 * menu's, the Same Game screen's, the Mayan screen's and the Mayan
 * editor's tables and the commands of the command table are each listed
 * in man/tumble.6, and the manual lists nothing else, so neither can
 * change without the other; and the default colours of `tumble gen` are
 * stated alike in its help, the manual and the generator.
 *
 * The manual is read as mdoc source: the `.It` lines of the first list
 * level of a section, their words with the formatting macros left out
 * ("Cm Arrows , hjkl" is the key label "Arrows, hjkl").
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "command/cmd.h"
#include "command/play_args.h"
#include "engine/mayan_gen.h"
#include "support.h"
#include "ui/mayan/mayan.h"
#include "ui/mayan/edit.h"
#include "ui/menu.h"
#include "ui/same/same.h"

#define MANUAL_MAX_ITEMS 64
#define MANUAL_ITEM_MAX 200

typedef struct manual_list {
	int count;
	char item[MANUAL_MAX_ITEMS][MANUAL_ITEM_MAX];
} manual_list;

/* The `.It` lines of the first list level under `.Sh section` or
 * `.Ss section`, without the ".It ", lines continued by a backslash
 * joined. */
static void manual_read(const char *section, manual_list *out)
{
	const char *path = getenv("TUMBLE_MAN");
	ck_assert_msg(path != NULL, "TUMBLE_MAN is not set");
	char *text = support_read_file(path);
	ck_assert_msg(text != NULL, "cannot read %s", path);
	for (char *p = text; (p = strstr(p, "\\\n")) != NULL;)
		p[0] = p[1] = ' ';
	bool inside = false;
	int depth = 0;
	out->count = 0;
	for (char *line = strtok(text, "\n"); line != NULL;
	    line = strtok(NULL, "\n")) {
		if (strncmp(line, ".Sh ", 4) == 0 ||
		    strncmp(line, ".Ss ", 4) == 0)
			inside = strcmp(line + 4, section) == 0;
		else if (!inside)
			continue;
		else if (strncmp(line, ".Bl", 3) == 0)
			depth++;
		else if (strncmp(line, ".El", 3) == 0)
			depth--;
		else if (depth == 1 && strncmp(line, ".It ", 4) == 0) {
			ck_assert_int_lt(out->count, MANUAL_MAX_ITEMS);
			snprintf(out->item[out->count++], MANUAL_ITEM_MAX, "%s",
			    line + 4);
		}
	}
	free(text);
	ck_assert_msg(out->count > 0, "no list under '%s' in %s", section,
	    path);
}

static bool manual_is_macro(const char *word)
{
	static const char *const macros[] = { "Ar", "Cm", "Fl", "Ic", "Li",
	    "Nm", "No", "Ns", "Oc", "Oo", "Op", "Ql", "Sy", NULL };
	for (int i = 0; macros[i] != NULL; i++)
		if (strcmp(word, macros[i]) == 0)
			return true;
	return false;
}

/* The words of an item as they print: macros and the zero-width escape
 * \& left out, a comma against the word before it. */
static void manual_words(const char *item, char *out, size_t size)
{
	char copy[MANUAL_ITEM_MAX];
	size_t used = 0;
	snprintf(copy, sizeof copy, "%s", item);
	out[0] = '\0';
	for (char *word = strtok(copy, " "); word != NULL;
	    word = strtok(NULL, " ")) {
		if (strncmp(word, "\\&", 2) == 0)
			word += 2;
		if (manual_is_macro(word))
			continue;
		const char *gap = used == 0 || strcmp(word, ",") == 0 ? "" :
		    " ";
		used += (size_t)snprintf(out + used, size - used, "%s%s", gap,
		    word);
		ck_assert_uint_lt(used, size);
	}
}

/* The names an item gives after its first `macro`: "Ic score , status"
 * gives score and status; the next macro ends them. */
static int manual_names(const char *item, const char *macro,
    char names[][32], int max)
{
	char copy[MANUAL_ITEM_MAX];
	int count = 0;
	bool on = false;
	snprintf(copy, sizeof copy, "%s", item);
	for (char *word = strtok(copy, " "); word != NULL;
	    word = strtok(NULL, " ")) {
		if (manual_is_macro(word)) {
			if (on)
				break;
			on = strcmp(word, macro) == 0;
		} else if (on && strcmp(word, ",") != 0 && count < max) {
			snprintf(names[count++], 32, "%s", word);
		}
	}
	return count;
}

static bool manual_has(char names[][32], int count, const char *name)
{
	for (int i = 0; i < count; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* Both lists name the same things. */
static void manual_agree(char program[][32], int in_program,
    char manual[][32], int in_manual, const char *what)
{
	for (int i = 0; i < in_program; i++)
		ck_assert_msg(manual_has(manual, in_manual, program[i]),
		    "%s '%s' is not in the manual", what, program[i]);
	for (int i = 0; i < in_manual; i++)
		ck_assert_msg(manual_has(program, in_program, manual[i]),
		    "the manual lists %s '%s', which the program lacks", what,
		    manual[i]);
}

START_TEST(help_and_manual_list_the_same_subcommands)
{
	char program[32][32], manual[32][32];
	int in_program = 0, in_manual = 0;
	run_result r = support_run(NULL, NULL, "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	/* "  tumble NAME ARGS  summary"; the menu's line has no name and
	 * --help no subcommand. */
	for (char *line = strtok(r.out, "\n"); line != NULL;
	    line = strtok(NULL, "\n")) {
		const char *p = line + strspn(line, " ");
		if (strncmp(p, "tumble ", 7) == 0 && p[7] != ' ' &&
		    p[7] != '-' && in_program < 32)
			sscanf(p + 7, "%31s", program[in_program++]);
	}
	support_run_free(&r);
	ck_assert_int_gt(in_program, 0);

	manual_list list;
	manual_read("COMMANDS", &list);
	for (int i = 0; i < list.count; i++)
		if (strncmp(list.item[i], "Nm Cm ", 6) == 0)
			in_manual += manual_names(list.item[i] + 3, "Cm",
			    manual + in_manual, 1);
	manual_agree(program, in_program, manual, in_manual, "subcommand");
}
END_TEST

/* The labelled keys of `keys` against the list under `section`. */
static void manual_keys_agree(const ui_key *keys, const char *section)
{
	char program[32][32], manual[32][32];
	int in_program = 0, in_manual = 0;
	for (const ui_key *k = keys; k->key != 0; k++)
		if (k->label != NULL && in_program < 32)
			snprintf(program[in_program++], 32, "%s", k->label);
	ck_assert_int_gt(in_program, 0);

	manual_list list;
	manual_read(section, &list);
	for (int i = 0; i < list.count && in_manual < 32; i++)
		manual_words(list.item[i], manual[in_manual++], 32);
	manual_agree(program, in_program, manual, in_manual, "key");
}

START_TEST(title_menu_keys_and_manual_agree)
{
	manual_keys_agree(ui_menu_keys, "Title menu");
}
END_TEST

START_TEST(same_game_keys_and_manual_agree)
{
	manual_keys_agree(ui_same_keys, "Same Game keys");
}
END_TEST

START_TEST(mayan_editor_keys_and_manual_agree)
{
	manual_keys_agree(ui_mayan_edit_keys, "Mayan editor keys");
}
END_TEST

START_TEST(mayan_keys_and_manual_agree)
{
	manual_keys_agree(ui_mayan_keys, "Mayan keys");
}
END_TEST

START_TEST(shell_commands_and_manual_agree)
{
	char program[64][32], manual[64][32];
	int in_program = 0, in_manual = 0;
	for (const cmd_entry *e = cmd_table; e->name != NULL; e++) {
		snprintf(program[in_program++], 32, "%s", e->name);
		if (e->alias != NULL)
			snprintf(program[in_program++], 32, "%s", e->alias);
	}

	manual_list list;
	manual_read("SHELL COMMANDS", &list);
	for (int i = 0; i < list.count; i++)
		in_manual += manual_names(list.item[i], "Ic",
		    manual + in_manual, 64 - in_manual);
	/* `new same` and `new mayan` are one command with two items. */
	char unique[64][32];
	int count = 0;
	for (int i = 0; i < in_manual; i++)
		if (!manual_has(unique, count, manual[i]))
			memcpy(unique[count++], manual[i], sizeof unique[0]);
	manual_agree(program, in_program, unique, count, "command");
}
END_TEST

/* The lines of the COMMANDS items of `tumble NAME` (a command may have
 * one for each of its forms): each from its `.It Nm Cm NAME` to the next
 * command's item. */
static char *manual_command_text(const char *name)
{
	char *text = support_read_file(getenv("TUMBLE_MAN"));
	ck_assert_ptr_nonnull(text);
	char *out = calloc(1, strlen(text) + 1);
	ck_assert_ptr_nonnull(out);
	char head[64];
	snprintf(head, sizeof head, "\n.It Nm Cm %s", name);
	for (char *start = text; (start = strstr(start, head)) != NULL;) {
		/* The name whole: followed by its arguments or nothing. */
		const char after = start[strlen(head)];
		if (after != ' ' && after != '\n') {
			start++;
			continue;
		}
		char *end = strstr(start + 1, "\n.It Nm ");
		const size_t len = end != NULL ? (size_t)(end - start) :
		    strlen(start);
		strncat(out, start, len);
		start += len;
	}
	ck_assert_msg(out[0] != '\0', "the manual has no item for '%s'", name);
	free(text);
	return out;
}

/* Every option a command's table declares is in its item of the manual,
 * in its long form and its short one. */
START_TEST(option_tables_and_manual_agree)
{
	const options_command *const commands[] = { &play_args_same_command,
	    &play_args_mayan_command, &cli_greedy_command, &cli_solve_command,
	    &cli_plan_command, &cli_review_command, &cli_shell_command,
	    &cli_gen_command, &cli_stats_command, NULL };
	for (int c = 0; commands[c] != NULL; c++) {
		char *text = manual_command_text(commands[c]->name);
		for (const options_entry *o = commands[c]->options;
		    o != NULL && o->name != NULL; o++) {
			char flag[64];
			snprintf(flag, sizeof flag, "Fl -%s", o->name);
			ck_assert_msg(strstr(text, flag) != NULL, "tumble %s "
			    "--%s is not in the manual", commands[c]->name,
			    o->name);
			snprintf(flag, sizeof flag, "Fl %c", o->letter);
			ck_assert_msg(o->letter == 0 ||
			    strstr(text, flag) != NULL, "tumble %s -%c is not "
			    "in the manual", commands[c]->name, o->letter);
		}
		free(text);
	}
}
END_TEST

/* The default colours of `tumble gen mayan` as its help and the manual
 * state them are the ones it uses. */
START_TEST(gen_default_colours_as_stated)
{
	ck_assert_int_eq(mayan_gen_default_colors(10),
	    mayan_gen_default_colors(9));
	char stated[96];
	snprintf(stated, sizeof stated, "default %d, and %d for 8 moves, %d "
	    "for 9 or 10", mayan_gen_default_colors(7),
	    mayan_gen_default_colors(8), mayan_gen_default_colors(9));
	run_result r = support_run(NULL, NULL, "gen", "--help", NULL);
	ck_assert_int_eq(r.status, 0);
	ck_assert_msg(strstr(r.out, stated) != NULL, "the help does not say "
	    "'%s'", stated);
	support_run_free(&r);
	char *text = manual_command_text("gen");
	for (char *p = text; (p = strchr(p, '\n')) != NULL;)
		*p = ' ';
	ck_assert_msg(strstr(text, stated) != NULL, "the manual does not "
	    "say '%s'", stated);
	free(text);
}
END_TEST

/* Text with every run of blanks and newlines made one space, as it
 * reads. */
static void manual_one_line(char *text)
{
	char *to = text;
	for (const char *p = text; *p != '\0'; p++) {
		const bool blank = *p == ' ' || *p == '\n';
		if (blank && to > text && to[-1] == ' ')
			continue;
		*to++ = blank ? ' ' : *p;
	}
	*to = '\0';
}

/* The commands that search on threads state their default alike, in
 * their help and in the manual. */
START_TEST(thread_defaults_worded_alike)
{
	static const char *const commands[] = { "solve", "plan", "review" };
	static const char stated[] = "default: one per core";
	for (size_t c = 0; c < sizeof commands / sizeof *commands; c++) {
		run_result r = support_run(NULL, NULL, commands[c], "--help",
		    NULL);
		ck_assert_int_eq(r.status, 0);
		manual_one_line(r.out);
		ck_assert_msg(strstr(r.out, stated) != NULL, "tumble %s "
		    "--help does not say '%s'", commands[c], stated);
		support_run_free(&r);
		char *text = manual_command_text(commands[c]);
		manual_one_line(text);
		ck_assert_msg(strstr(text, stated) != NULL, "the manual's "
		    "%s does not say '%s'", commands[c], stated);
		free(text);
	}
}
END_TEST

/* The reader itself, on the forms the manual uses. */
START_TEST(manual_items_read_as_they_print)
{
	char words[64], names[4][32];
	manual_words("Cm Arrows , hjkl", words, sizeof words);
	ck_assert_str_eq(words, "Arrows, hjkl");
	manual_words("Cm \\&?", words, sizeof words);
	ck_assert_str_eq(words, "?");
	ck_assert_int_eq(manual_names("Ic score , status", "Ic", names, 4), 2);
	ck_assert_str_eq(names[1], "status");
	ck_assert_int_eq(manual_names("Ic load Ar file Op Ar k", "Ic", names,
	    4), 1);
	ck_assert_str_eq(names[0], "load");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("manual");
	TCase *t = tcase_create("manual");
	tcase_add_test(t, manual_items_read_as_they_print);
	tcase_add_test(t, help_and_manual_list_the_same_subcommands);
	tcase_add_test(t, option_tables_and_manual_agree);
	tcase_add_test(t, gen_default_colours_as_stated);
	tcase_add_test(t, thread_defaults_worded_alike);
	tcase_add_test(t, title_menu_keys_and_manual_agree);
	tcase_add_test(t, same_game_keys_and_manual_agree);
	tcase_add_test(t, mayan_keys_and_manual_agree);
	tcase_add_test(t, mayan_editor_keys_and_manual_agree);
	tcase_add_test(t, shell_commands_and_manual_agree);
	suite_add_tcase(s, t);
	return support_run_suite(s);
}
