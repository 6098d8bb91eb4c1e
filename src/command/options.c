/*
 * The one option parser (see options.h).
 */
#include "command/options.h"

#include <getopt.h>
#include <stdarg.h>
#include <string.h>

#include "command/args.h"
#include "command/wrap.h"
#include "io/escape.h"

/* More than any command declares. */
#define OPTIONS_MAX 32
/* The help's option column: "  -t, --time SECONDS  " at most. */
#define OPTIONS_HELP_COLUMN 24

static bool options_fail(char *why, size_t why_size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool options_fail(char *why, size_t why_size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	escape_vformat_fit(why, why_size, false, fmt, ap);
	va_end(ap);
	return false;
}

static const options_entry *options_find(const options_command *c, int id)
{
	for (const options_entry *o = c->options; o != NULL && o->name != NULL;
	    o++)
		if (o->id == id)
			return o;
	return NULL;
}

/* The table as getopt_long takes it, with --help when `help` is asked. */
static void options_getopt_tables(const options_command *c, bool help,
    char *shorts, size_t shorts_size, struct option *longs)
{
	size_t used = 0, count = 0;
	/* '-' first: operands come back in order, as option 1, so that they
	 * mix with options even where POSIXLY_CORRECT would stop getopt at
	 * the first one.  Then ':': a missing value is told from an unknown
	 * option. */
	shorts[used++] = '-';
	shorts[used++] = ':';
	for (const options_entry *o = c->options;
	    o != NULL && o->name != NULL && count < OPTIONS_MAX; o++) {
		longs[count++] = (struct option){ o->name, o->value != NULL ?
		    required_argument : no_argument, NULL, o->id };
		if (o->letter != 0 && used + 3 < shorts_size) {
			shorts[used++] = o->letter;
			if (o->value != NULL)
				shorts[used++] = ':';
		}
	}
	if (help) {
		longs[count++] = (struct option){ "help", no_argument, NULL,
		    'h' };
		shorts[used++] = 'h';
	}
	shorts[used] = '\0';
	longs[count] = (struct option){ NULL, 0, NULL, 0 };
}

/* Why getopt refused an option, `word` being the argument it read last
 * (the long option itself when it was one).  optopt is then the letter
 * of an unknown short option, the id of a long one given a value it does
 * not take, or 0 for a long one it does not know or that abbreviates
 * several. */
static void options_refused(const struct option *longs, const char *word,
    char *why, size_t why_size)
{
	const bool is_long = strncmp(word, "--", 2) == 0;
	const size_t len = is_long ? strcspn(word + 2, "=") : 0;
	for (const struct option *l = longs; is_long && optopt != 0 &&
	    l->name != NULL; l++)
		if (l->val == optopt && word[2 + len] == '=' &&
		    strncmp(l->name, word + 2, len) == 0) {
			options_fail(why, why_size, "--%s takes no value",
			    l->name);
			return;
		}
	if (optopt != 0 || !is_long) {
		options_fail(why, why_size, "unknown option '-%c'", optopt);
		return;
	}
	int matches = 0;
	char names[256] = "";
	for (const struct option *l = longs; l->name != NULL; l++) {
		if (strncmp(l->name, word + 2, len) != 0)
			continue;
		size_t used = strlen(names);
		snprintf(names + used, sizeof names - used, "%s--%s",
		    matches++ > 0 ? ", " : "", l->name);
	}
	if (matches > 1)
		options_fail(why, why_size, "'%.*s' is ambiguous: %s",
		    (int)len + 2, word, names);
	else
		options_fail(why, why_size, "unknown option '%.*s'",
		    (int)len + 2, word);
}

/* Whether `word` starts as a negative number does, "-1", "-0.5", "-.5"
 * or "-1x": a value given out of range or mistyped, never an option, as
 * no option is a digit.  Seconds, a seed or a row said "unknown option
 * '-1'", where 1x or 0.5 with a stray letter was told what was
 * expected. */
static bool options_starts_negative(const char *word)
{
	const char *digit = word[0] == '-' && word[1] == '.' ? word + 2 :
	    word + 1;
	return word[0] == '-' && *digit >= '0' && *digit <= '9';
}

/* Move argv[from, to), the words of an option just read, before the
 * `count` operands that end at `from`, both kept in their order. */
static void options_move_before(char **argv, int from, int to, int count)
{
	for (int i = from; i < to; i++) {
		char *word = argv[i];
		memmove(argv + i - count + 1, argv + i - count,
		    (size_t)count * sizeof *argv);
		argv[i - count] = word;
	}
}

/* Walk the options of argv.  Returns -1 when they were all taken, 0 for
 * --help (only when `help`), or ARGS_EXIT_USAGE with `why` set and
 * *fault the word refused (the value, or the option when it was one). */
static int options_walk(const options_command *c, bool help, int argc,
    char **argv, options_handler *handle, void *user, int *first_operand,
    const char **fault, char *why, size_t why_size)
{
	char shorts[2 * OPTIONS_MAX + 4];
	struct option longs[OPTIONS_MAX + 2];
	options_getopt_tables(c, help, shorts, sizeof shorts, longs);
	opterr = 0;
	/* 0, not 1: getopt starts afresh on a new argv. */
	optind = 0;
	int id, taken = 1, operands = 0;
	while ((id = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		/* The word read last, before it moves: getopt steps past a
		 * group of short options ("-zq") only after its last. */
		const int word = optind > taken ? optind - 1 : optind;
		*fault = argv[word];
		/* A negative number is an operand, for the command to say
		 * what it takes: getopt reads its characters in turn, as a
		 * group of short options, until past it.  A letter in it
		 * that takes a value ("-1n") would take the next word for
		 * one: that word is read next, as it stands. */
		if (id == '?' && options_starts_negative(*fault)) {
			while (optind == word)
				getopt_long(argc, argv, shorts, longs, NULL);
			optind = word + 1;
			id = 1;
		}
		/* The operands read so far end at `taken`: an operand joins
		 * them, an option's words go before them. */
		if (id == 1)
			operands++;
		else
			options_move_before(argv, taken, optind, operands);
		taken = optind;
		if (id == 1)
			continue;
		const options_entry *o = options_find(c, id);
		if (id == 'h' && help && o == NULL)
			return ARGS_EXIT_OK;
		if (id == ':') {
			options_fail(why, why_size, "%s needs a value",
			    *fault);
			return ARGS_EXIT_USAGE;
		}
		if (id == '?' || o == NULL) {
			options_refused(longs, *fault, why, why_size);
			return ARGS_EXIT_USAGE;
		}
		if (!handle(o, optarg, user, why, why_size))
			return ARGS_EXIT_USAGE;
	}
	/* A "--" ends the options: it goes before the operands, and the
	 * words after it are operands too. */
	options_move_before(argv, taken, optind, operands);
	*first_operand = optind - operands;
	return -1;
}

int options_parse_args(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, int *first_operand)
{
	char why[512];
	const char *fault;
	const int status = options_walk(c, true, argc, argv, handle, user,
	    first_operand, &fault, why, sizeof why);
	if (status == ARGS_EXIT_OK) {
		options_print_help(c, stdout);
		return args_finish_output(ARGS_EXIT_OK);
	}
	if (status == ARGS_EXIT_USAGE)
		return args_usage_error("%s", why);
	return -1;
}

/* Whether `word`, a second operand, is most likely the number of a board
 * meant for -g/--game: a whole number, to a command that takes one. */
static bool options_board_meant(const options_command *c, const char *word)
{
	if (word[0] == '\0' || word[strspn(word, "0123456789")] != '\0')
		return false;
	for (const options_entry *o = c->options; o != NULL &&
	    o->name != NULL; o++)
		if (strcmp(o->name, "game") == 0)
			return true;
	return false;
}

int options_parse_operand(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, const char *what,
    const char **operand)
{
	int first;
	const int status = options_parse_args(c, argc, argv, handle, user,
	    &first);
	if (status >= 0)
		return status;
	if (argc - first > 1)
		return args_usage_error("more than one %s: '%s' and "
		    "'%s'%s", what, argv[first], argv[first + 1],
		    options_board_meant(c, argv[first + 1]) ?
		    "; -g/--game K takes a board number" : "");
	*operand = first < argc ? argv[first] : NULL;
	return -1;
}

bool options_parse_line(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, int *first_operand,
    const char **fault, char *why, size_t why_size)
{
	return options_walk(c, false, argc, argv, handle, user, first_operand,
	    fault, why, why_size) < 0;
}

void options_print_entries(const options_entry *options, FILE *out,
    int width)
{
	for (const options_entry *o = options; o != NULL && o->name != NULL;
	    o++) {
		char left[64];
		snprintf(left, sizeof left, "  %c%c%s--%s%s%s",
		    o->letter ? '-' : ' ', o->letter ? o->letter : ' ',
		    o->letter ? ", " : "  ", o->name, o->value ? " " : "",
		    o->value ? o->value : "");
		const int wide = (int)strlen(left);
		/* Under a name, the help stands in from the long names. */
		const int column = wrap_help_column(OPTIONS_HELP_COLUMN, 10,
		    width);
		if (wide + 2 > OPTIONS_HELP_COLUMN ||
		    column != OPTIONS_HELP_COLUMN)
			fprintf(out, "%s\n%*s", left, column, "");
		else
			fprintf(out, "%-*s", OPTIONS_HELP_COLUMN, left);
		wrap_print_prose(out, o->help, column, column, width);
	}
}

void options_print_help(const options_command *c, FILE *out)
{
	const int width = wrap_help_width(out);
	/* A form broken on a narrow terminal goes on under the operands,
	 * as the usage's own lines after the first do; where that would
	 * leave them a narrow strip, two columns in from the form. */
	enum { USAGE_INDENT = sizeof "Usage: " - 1 };
	const int operands = USAGE_INDENT + (int)strlen("tumble ") +
	    (int)strlen(c->name) + 1;
	const int hang = wrap_help_column(operands, USAGE_INDENT + 2, width);
	char usage[1024];
	/* A command of no operands and no options ("\n") ends there. */
	snprintf(usage, sizeof usage, "tumble %s%s%s", c->name,
	    c->usage[0] != '\n' ? " " : "", c->usage);
	fputs("Usage: ", out);
	wrap_print_synopsis(out, usage, USAGE_INDENT, hang, width);
	wrap_print_prose(out, c->about, 0, 0, width);
	options_print_entries(c->options, out, width);
	if (c->notes != NULL)
		wrap_print_prose(out, c->notes, 0, 0, width);
}
