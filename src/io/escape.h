/*
 * Bytes read from files, made safe to show: a level's title, a file name
 * or a word quoted in an error message could otherwise carry an escape
 * sequence to the terminal (clear the screen, retitle the window, move
 * the cursor over what the player reads).  Control bytes, C1 controls
 * and bytes that are not UTF-8 are written as \xNN, and so are the bytes
 * of the characters that show nothing or turn text around (a byte order
 * mark, a right-to-left override); printable ASCII and the rest of UTF-8
 * (a level named é) are shown as they are.
 */
#ifndef TUMBLE_IO_ESCAPE_H
#define TUMBLE_IO_ESCAPE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Whether `c` is a later byte of a UTF-8 character (10xxxxxx): text is
 * cut, and a cursor steps, before a byte that is not. */
static inline bool escape_utf8_later_byte(char c)
{
	return ((unsigned char)c & 0xc0) == 0x80;
}

/* The bytes, of the `size` at `p`, of the character that starts there as
 * a terminal without UTF-8 shows it, in one column: a byte from 0x80 on
 * and the later bytes after it, else the one byte. */
static inline size_t escape_char_bytes(const char *p, size_t size)
{
	size_t n = 1;
	while ((unsigned char)p[0] >= 0x80 && n < size &&
	    escape_utf8_later_byte(p[n]))
		n++;
	return n;
}

/* How many bytes the UTF-8 character that starts with `first` has (1 to
 * 4), 0 for a byte that starts none (a later byte, 0xc0, 0xc1, 0xf5 and
 * up). */
size_t escape_utf8_length(unsigned char first);

/* The ASCII letter that stands for the character at `p` where the
 * terminal's characters are not UTF-8 (LANG=C): a Latin letter without
 * its accent (é as e, Ł as L), a curly quote as a straight one, a dash as
 * '-'; '?' for a character with none.  *bytes is set to the bytes it
 * takes: the lead byte and the later bytes after it. */
char escape_ascii_letter(const char *p, size_t *bytes);

/* `text` escaped as above into `out` (of `size` > 0 bytes), cut short
 * at a whole character or escape when it does not fit.  Returns `out`. */
char *escape_for_terminal(char *out, size_t size, const char *text);

/* `text` into `out` (of `size` > 3 bytes) as it is when it fits, else
 * cut in its middle around "...", at a whole character and outside an
 * escape \xNN: the middle of its longest word, the words around it kept
 * whole, or when they alone leave too little of it, the middle of the
 * text.  A message that quotes a word too long for it still says what
 * it found and what is wrong with it.  Returns `out`. */
char *escape_cut_middle(char *out, size_t size, const char *text);

/* vsnprintf() into `out` (of `size` > 3 bytes), cut in the middle as
 * above when it is longer; escaped for the terminal as well when
 * `escaped`. */
void escape_vformat_fit(char *out, size_t size, bool escaped,
    const char *fmt, va_list ap);

/* snprintf() cut in the middle as escape_cut_middle() cuts, where it
 * would cut the end off: the words of the messages that quote what
 * came from outside, escaped where they are shown. */
void escape_fit(char *out, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Whether `text` is shown as it is: printable ASCII and UTF-8 with no
 * control byte, C1 control or malformed sequence. */
bool escape_is_plain(const char *text);

/* fprintf() whose whole text is escaped as above but the newlines of
 * its format, for the messages on standard error that quote what came
 * from outside (a file's name, a word typed, a line read): a newline in
 * what it quotes is escaped too, so a message stays on its lines. */
void escape_fprintf(FILE *to, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void escape_vfprintf(FILE *to, const char *fmt, va_list ap);

#endif
