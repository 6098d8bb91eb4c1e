/*
 * Who speaks on standard error.  A fault in the file a command was
 * given to read is said as FILE:LINE:COL: what was expected, alone, as
 * compilers and grep say theirs; every other message begins with the
 * speaker: "tumble COMMAND: " once main() has found the command, and
 * "tumble: " before (or for `tumble` alone, the title menu).  Every
 * layer says its messages so, the one name set once.
 */
#ifndef TUMBLE_IO_SPEAKER_H
#define TUMBLE_IO_SPEAKER_H

/* The command that runs from now on (NULL: none, "tumble" speaks). */
void io_speaker_set(const char *command);
/* "tumble COMMAND", or "tumble" while no command is set. */
const char *io_speaker(void);

#endif
