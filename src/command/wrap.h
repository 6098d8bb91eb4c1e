/*
 * Breaking text into lines of a width at its blanks, so that no word is
 * ever cut across two lines: shared by the command help (printed to a
 * terminal of any width) and the screens' help pages and notes.
 */
#ifndef TUMBLE_COMMAND_WRAP_H
#define TUMBLE_COMMAND_WRAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The length in bytes of the first line of `text` (up to its end or a
 * newline) in `width` columns, as columns_char() measures them (é one,
 * a CJK letter two): all of it when it fits, else up to the last blank
 * that keeps it within `width`; a single word wider than `width` is cut
 * at `width`, between characters, the one case where a word must break
 * (a character wider than the whole line goes on it alone). */
int wrap_line(const char *text, int width);
/* wrap_line() for a synopsis ("plan [FILE] [-t SECONDS]"), whose rows
 * after this one have `later` columns: a row that would end inside a
 * bracket group of operands ends before its "[" instead, when the group
 * fits in `later` columns, so that "[-t" and "SECONDS]" are not read
 * apart; a wider group breaks at its blanks. */
int wrap_synopsis_line(const char *text, int width, int later);
/* The column where a list of names and their help (the shell's
 * commands, a command's options) starts each help: `column`, beside its
 * name, while the help has at least as many columns as the names
 * there; else `under`, on the lines under its name, so that a narrow
 * terminal does not hold the words in a strip a word or two wide.
 * `width` is the columns the lines end before; 0 (no terminal, the
 * lines as written) keeps `column`. */
int wrap_help_column(int column, int under, int width);
/* What follows a line of `length` taken from `text`: its blanks and its
 * newline skipped. */
const char *wrap_rest(const char *text, int length);
/* Print `text` to `out` in lines that start at column `indent` and end
 * before column `width`; the blanks before its first line are the
 * caller's to print.  An empty text is a blank line. */
void wrap_print(FILE *out, const char *text, int indent, int width);
/* The same (but nothing for an empty text), with the rows a line of
 * `text` is broken into starting at column `hang`, as a synopsis's go
 * on under its operands; each line of `text` starts at `indent`, its
 * own blanks after.  With `width` 0 the lines are printed as they are
 * written, none broken. */
void wrap_print_hanging(FILE *out, const char *text, int indent, int hang,
    int width);
/* The same for synopses, their rows broken by wrap_synopsis_line(). */
void wrap_print_synopsis(FILE *out, const char *text, int indent, int hang,
    int width);
/* The same for prose written in lines for 80 columns (a command's about,
 * its options' help): on a terminal too narrow for its lines as written,
 * a line that ends inside a sentence (not after '.' or ':') goes on into
 * the next one, which starts with no blank, rather than leave a row of a
 * word or two at the line's end.  Where they fit, and with `width` 0,
 * the lines as written. */
void wrap_print_prose(FILE *out, const char *text, int indent, int hang,
    int width);
/* `text` as wrap_print_prose() breaks it, into `out` of `size` bytes:
 * the newlines inside a sentence made blanks; false, `out` unfinished,
 * when it does not fit. */
bool wrap_join_sentences(const char *text, char *out, size_t size);
/* The column help printed to `out` breaks its lines before: the
 * terminal's last, left free as the shell's help leaves it, or 0 when
 * `out` is no terminal (a pipe, a file: what a program or a test
 * reads), where help's lines are left as they are written. */
int wrap_help_width(FILE *out);
/* The width of the terminal `out` is shown on (or, for a stream that is
 * no terminal, the terminal of the program's output), 80 when there is
 * none. */
int wrap_width(FILE *out);
/* The width of the terminal `out` itself is (a capture of what is said
 * for later: the program's output), 0 when it is none (a pipe, a file):
 * lines for a person break between words at that width, lines for a
 * program are left whole. */
int wrap_terminal_width(FILE *out);
/* Print `text`, one line or more, at the width of the terminal `out` is,
 * whole when it is none. */
void wrap_say(FILE *out, const char *text);
/* Print `text` as wrap_say() does, but leave the cursor a blank after
 * its last line, with `room` columns more on that line for what the
 * player answers there (a question's y or n). */
void wrap_ask(FILE *out, const char *text, int room);
/* The rows wrap_ask() takes for `text` on a terminal `columns` wide. */
int wrap_ask_rows(const char *text, int room, int columns);

/* From wrap_hold(true) to wrap_hold(false), on the thread that calls it,
 * lines said to a stream that is no terminal (a capture of what a command
 * says, to be shown later) are held: left whole, each with a mark of the
 * column its later rows start at, so that what shows them breaks them
 * for the width the terminal has then (the game's prompt pages them, and
 * the window may be resized meanwhile).  Held text goes only to
 * wrap_held_line(), never to a terminal as it is. */
void wrap_hold(bool hold);
/* The first line of held text `text` (`size` bytes), up to its newline,
 * as a string of its own (NULL when out of memory) with its mark taken
 * out; `*used` the bytes it took, newline included, and `*hang` the
 * column its later rows start at: the mark's, or for a line without one
 * (printed as it is), its own leading blanks. */
char *wrap_held_line(const char *text, size_t size, size_t *used,
    int *hang);
/* The row of a line from wrap_held_line() that starts `at` bytes into it,
 * in `width` columns: the first at column 0, later ones at `hang`, or at
 * half the width when that leaves words less than a third of it, or
 * none.  Its length, and in `*indent` the blanks before it; wrap_rest()
 * gives the next. */
int wrap_held_row(const char *line, size_t at, int hang, int width,
    int *indent);
/* Held text `text` (`size` bytes) to `out` as its lines are, their marks
 * taken out, with no memory of its own: what shows held text prints this
 * when it has none to break it with. */
void wrap_held_write(FILE *out, const char *text, size_t size);

#endif
