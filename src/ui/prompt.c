/*
 * The `:` command line (see prompt.h).
 */
#include "ui/prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "cli/shell.h"
#include "ui/mayan.h"
#include "ui/same.h"

#define UI_PROMPT ": "

/* Wait for Enter, reading the terminal directly: stdio would buffer keys
 * typed after it, which curses then never sees. */
static void ui_prompt_wait_enter(void)
{
	printf("-- press Enter to go back to the game --");
	fflush(stdout);
	char ch;
	while (read(STDIN_FILENO, &ch, 1) == 1 && ch != '\n' && ch != '\r')
		;
}

/* Read and run the line; what the command printed is collected so the
 * prompt knows whether there is anything to wait over. */
static ui_prompt_result ui_prompt_line(game *g, game_kind shown,
    ui_note *note)
{
	shell_editor *ed = shell_editor_open(stdin, stdout, stderr);
	if (ed == NULL) {
		ui_note_set(note, UI_ALERT, "The command line cannot start.");
		return UI_PROMPT_STAY;
	}
	/* The editor's line goes with the editor: keep a copy. */
	const char *read = shell_editor_read(ed, UI_PROMPT);
	char copy[4096];
	const char *line = read != NULL ? copy : NULL;
	snprintf(copy, sizeof copy, "%s", read != NULL ? read : "");
	shell_editor_close(ed);
	char *said = NULL, error[CMD_ERROR_MAX] = "";
	size_t said_size = 0;
	cmd_status status = CMD_OK;
	FILE *out = line != NULL ? open_memstream(&said, &said_size) : NULL;
	if (line != NULL && out == NULL) {
		snprintf(error, sizeof error, "out of memory");
		status = CMD_FAILED;
	} else if (out != NULL) {
		status = cmd_run_line(g, line, out, error, sizeof error);
		fclose(out);
	}
	if (said_size > 0)
		fputs(said, stdout);
	if (status == CMD_FAILED) {
		printf("%s\n", error);
		ui_note_set(note, UI_ALERT, "%s", error);
	} else if (line != NULL && line[0] != '\0') {
		ui_note_set(note, UI_PLAIN, ": %s", line);
	}
	if (said_size > 0 || status == CMD_FAILED)
		ui_prompt_wait_enter();
	free(said);
	if (status == CMD_QUIT)
		return UI_PROMPT_QUIT;
	return g->kind == shown ? UI_PROMPT_STAY : UI_PROMPT_SWITCH;
}

ui_prompt_result ui_prompt_run(game *g, game_kind shown, ui_note *note)
{
	def_prog_mode();
	endwin();
	/* The board stays in sight above the prompt. */
	char error[CMD_ERROR_MAX];
	printf("\n");
	cmd_run_line(g, "show", stdout, error, sizeof error);
	printf("Type a command ('help' lists them; Enter alone goes back).\n");
	fflush(stdout);
	ui_prompt_result result = ui_prompt_line(g, shown, note);
	fflush(stdout);
	reset_prog_mode();
	/* What the prompt printed is not on curses' idea of the screen. */
	clearok(curscr, TRUE);
	refresh();
	return result;
}

void ui_prompt_switch(game *g, bool animate)
{
	ui_screen *next = NULL;
	if (g->kind == GAME_SAME)
		next = ui_same_new_game(g, animate);
	else if (g->kind == GAME_MAYAN)
		next = ui_mayan_new_game(g, animate);
	ui_pop();
	if (next != NULL)
		ui_push(next);
}
