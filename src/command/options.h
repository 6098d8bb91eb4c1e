/*
 * The one option parser.  Each command declares its interface as a table:
 * its operands, what it does, and one line per option (long name, short
 * form, the value it takes, its help).  The same table parses the
 * program's arguments (`tumble plan -t 2 FILE`), a line of the command
 * table (`plan --moves 5000` at the prompt) and prints `--help`, and the
 * tests hold the manual to it, so an option is declared in one place.
 *
 * Parsing is getopt_long's, so `--opt value`, `--opt=value`, short forms
 * and `--` before operands work alike everywhere, options and operands in
 * any order.  A word that starts as a negative number does ("-1",
 * "-0.5", "-1x") is an operand, for the command to refuse as the value it
 * is, since no option is a digit.
 */
#ifndef TUMBLE_COMMAND_OPTIONS_H
#define TUMBLE_COMMAND_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A number as text, for help lines built from the limits they state. */
#define OPTIONS_TEXT(x) OPTIONS_TEXT_(x)
#define OPTIONS_TEXT_(x) #x

typedef struct options_entry {
	/* What the handler switches on: the short form's letter when there
	 * is one, else a number from 256. */
	int id;
	const char *name;  /* the long form, without "--" */
	char letter;       /* the short form, 0 for none */
	const char *value; /* the value it takes ("SECONDS"); NULL: a flag */
	const char *help;  /* for --help; "\n" starts another line */
} options_entry;

/* A command's interface. */
typedef struct options_command {
	const char *name;     /* "plan", or "new same" for a command line */
	/* After "Usage: tumble NAME "; a line after the first (another
	 * form: "tumble NAME --edit") is put under "tumble". */
	const char *usage;
	const char *about;    /* what it does, lines ended by "\n" */
	const options_entry *options; /* ended by a NULL name; may be NULL */
	const char *notes;    /* after the options, lines ended by "\n" */
} options_command;

/* Take option `o` with `value` (NULL for a flag): false, with `why` saying
 * what was expected, when the value will not do.  A command without
 * options passes NULL. */
typedef bool options_handler(const options_entry *o, const char *value,
    void *user, char *why, size_t why_size);

/* The command's --help, from its table. */
void options_print_help(const options_command *c, FILE *out);
/* Its options alone, a line or more each, as --help and `help CMD` list
 * them: each help as its lines are written (`width` 0), or broken
 * between words for lines that end before column `width` (see
 * wrap_print), as a terminal narrower than those lines needs. */
void options_print_entries(const options_entry *options, FILE *out,
    int width);

/*
 * Parse the program's arguments for `c` (argv[0] is the command's name):
 * -h and --help print the help and give status 0; an unknown option, a
 * missing value or a value the handler refuses print "tumble NAME: why"
 * and a pointer to --help, and give status 2.  Returns -1 when the
 * options were taken, with *first_operand the index of the first operand
 * left (argv is permuted so that operands come last).
 */
int options_parse_args(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, int *first_operand);

/* The same, then at most one operand (`what` names it in the message:
 * "FILE", "FILE or LEVEL"), set in *operand (NULL when absent). */
int options_parse_operand(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, const char *what,
    const char **operand);

/*
 * The same table for a command line (argv[0] the command's name, as the
 * command table splits a line): false with `why` on the first thing that
 * will not do, and *fault the word of argv it is (so that a script's
 * message can give its column); else true with *first_operand as above.
 */
bool options_parse_line(const options_command *c, int argc, char **argv,
    options_handler *handle, void *user, int *first_operand,
    const char **fault, char *why, size_t why_size);

#endif
