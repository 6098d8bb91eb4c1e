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
	if (s->read_failed && s->over == IO_SCAN_WITHIN)
		return io_scan_fail(s, e, "could not read the file");
	t->text = malloc(most);
	if (t->text == NULL)
		return io_error_set(e, s->name, 0, 0, "out of memory");
	/* The white space consumed, as lines and blanks of its length. */
	size_t n = 0;
	for (int i = 1; i < s->line && n < most; i++)
		t->text[n++] = '\n';
	for (int i = 1; i < s->col && n < most; i++)
		t->text[n++] = ' ';
	const size_t held = s->len > s->pos ? s->len - s->pos : 0;
	const size_t take = held < most - n ? held : most - n;
	memcpy(t->text + n, (s->mem != NULL ? s->mem : s->buf) + s->pos, take);
	n += take;
	if (s->over == IO_SCAN_LONG_LINE && n < most) {
		/* The line taken ends at its limit: a byte more stands for
		 * the rest of it, where the text's own scanner stops. */
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
