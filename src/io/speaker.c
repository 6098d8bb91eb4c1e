/*
 * Who speaks on standard error (see speaker.h).
 */
#include "io/speaker.h"

#include <stdio.h>

/* Set once, by main(), before any thread starts. */
static char io_speaker_name[64] = "tumble";

void io_speaker_set(const char *command)
{
	if (command == NULL)
		snprintf(io_speaker_name, sizeof io_speaker_name, "tumble");
	else
		snprintf(io_speaker_name, sizeof io_speaker_name,
		    "tumble %s", command);
}

const char *io_speaker(void)
{
	return io_speaker_name;
}
