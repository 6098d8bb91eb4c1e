/*
 * An input read whole into memory (see scan_text.h).
 */
#include "io/scan_text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

io_scan *io_scan_new_text(const io_text *t)
{
	io_scan *s = malloc(sizeof *s);
	if (s != NULL)
		io_scan_open_memory_within(s, t->text, t->len, t->name,
		    IO_SCAN_FILE_MAX);
	return s;
}

bool io_scan_take_text(io_scan *s, io_text *t, io_error *e)
{
	const size_t most = (size_t)IO_SCAN_FILE_MAX + 1;
	t->name = s->name;
	t->len = 0;
	t->text = NULL;
	/* White space read up to the input's limit already passed it. */
	if (s->read_failed && s->over != IO_SCAN_LONG_LINE)
		return io_scan_fail(s, e, "could not read the file");
	t->text = malloc(most);
	if (t->text == NULL)
		return io_error_set(e, s->name, 0, 0, "out of memory");
	/* The white space consumed, as lines and blanks of its length in
	 * bytes, so that the text reaches its limit at the input's own
	 * place: the blanks of the lines before the last (a CR, a blank
	 * before a newline) spread over them, none longer than the
	 * longest of those lines was. */
	const size_t held = s->len > s->pos ? s->len - s->pos : 0;
	const size_t consumed = s->taken - held;
	const size_t lines = (size_t)s->line - 1, blanks = (size_t)s->col - 1;
	const size_t spread = consumed > lines + blanks ?
	    consumed - lines - blanks : 0;
	size_t n = 0;
	for (size_t i = 0; i < lines && n < most; i++) {
		size_t line = spread / lines + (i < spread % lines);
		for (; line > 0 && n < most; line--)
			t->text[n++] = ' ';
		if (n < most)
			t->text[n++] = '\n';
	}
	for (size_t i = 0; i < blanks && n < most; i++)
		t->text[n++] = ' ';
	const size_t take = held < most - n ? held : most - n;
	memcpy(t->text + n, (s->mem != NULL ? s->mem : s->buf) + s->pos, take);
	n += take;
	if (s->over != IO_SCAN_WITHIN && n < most) {
		/* The text taken ends at a limit of the input: a byte more
		 * stands for the rest of it, where the text's own scanner
		 * stops (past a line's limit, or a whole file's, the limit
		 * of an input held to one). */
		t->text[n++] = '-';
	} else if (s->over == IO_SCAN_WITHIN && s->fp != NULL &&
	    !s->at_eof) {
		/* A terminal's Ctrl-D seen is the end, as for the scanner. */
		while (n < most && !feof(s->fp)) {
			errno = 0;
			const size_t got = fread(t->text + n, 1, most - n,
			    s->fp);
			n += got;
			if (got == 0 && ferror(s->fp)) {
				const int err = errno ? errno : EIO;
				io_text_free(t);
				return io_error_set(e, s->name, 0, 0,
				    "could not read the file: %s",
				    strerror(err));
			}
		}
	}
	s->pos = s->len;
	s->at_eof = true;
	t->len = n;
	return true;
}

void io_text_free(io_text *t)
{
	free(t->text);
	t->text = NULL;
	t->len = 0;
}
