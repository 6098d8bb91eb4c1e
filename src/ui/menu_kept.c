/*
 * The title menu's kept games (see menu_kept.h): read whenever the menu
 * shows them, and taken up by r, R, a click or Enter, as the session
 * chooses them for every continue.
 */
#include "ui/menu_kept.h"

#include <ctype.h>
#include <stdio.h>

#include "session/game_open.h"
#include "session/game_play.h"

/* The line of the kept game r takes up, the one the Continue line
 * offers: the newest no other tumble plays, else the newest (0 with
 * none kept). */
static int ui_menu_line_r(const ui_menu *m)
{
	const int line = game_kept_pick(m->kept, m->kept_count, GAME_NONE);
	return line >= 0 ? line : 0;
}

/* The line of the kept game R takes up: of the others, the newest no
 * other tumble plays, else the newest of them; kept_count with no
 * other.  Each key is shown beside the line it takes up. */
static int ui_menu_line_other(const ui_menu *m)
{
	const int r = ui_menu_line_r(m);
	int other = m->kept_count;
	for (int i = 0; i < m->kept_count; i++) {
		if (i == r)
			continue;
		if (!m->kept[i].elsewhere)
			return i;
		if (other == m->kept_count)
			other = i;
	}
	return other;
}

/* The lines shown for the kept games read, and the line chosen. */
static void ui_menu_lay_out(ui_menu *m)
{
	/* r and R beside the lines they take up, which with the newest
	 * game played in another tumble are not the first two. */
	const int r = ui_menu_line_r(m), other = ui_menu_line_other(m);
	m->list.count = 0;
	for (int i = 0; i < m->kept_count || i == 0; i++)
		m->shown[m->list.count++] = i == r ? 0 : i == other ? 1 : 2;
	for (int i = 3; i < UI_MENU_ENTRIES; i++)
		m->shown[m->list.count++] = i;
	/* Continue is offered first when there is a game to take up: the
	 * newest one not played in another tumble.  With none, the first
	 * line after the kept ones. */
	const int first_other = m->kept_count > 0 ? m->kept_count : 1;
	if (r < m->kept_count && !m->kept[r].elsewhere)
		m->list.chosen = r;
	else if (m->list.chosen < first_other)
		m->list.chosen = first_other;
	if (m->list.chosen >= m->list.count)
		m->list.chosen = m->list.count - 1;
	/* Each game kept takes a row of its own; past the usual terminal's
	 * lines, the blank over the note gives its row to them (menu.c
	 * draws the note in the two rows over the footer, whatever is
	 * above them). */
	m->screen.min_rows = ui_menu_height(m, false) + UI_MENU_BELOW;
	if (m->screen.min_rows > UI_MENU_USUAL_LINES)
		m->screen.min_rows--;
}

/* The name's line and the blank under it, a line for each place of a
 * kept game and for every entry of the table but its three Continue
 * ones, and the note and the footer without the blank: every kept game
 * fits the usual terminal. */
_Static_assert(2 + GAME_KEPT_PLACES * GAME_KINDS + UI_MENU_ENTRIES - 3 +
    UI_MENU_BELOW - 1 <= UI_MENU_USUAL_LINES,
    "the title menu fits 24 lines with every kept game's line");

/* The games kept, of either kind, newest first, read when the menu
 * opens, whenever it comes back on top and before a key takes one up:
 * another tumble may have kept, taken up or finished one meanwhile.
 * Each time, no game of this tumble is open (the screens above closed
 * theirs before the menu came back on top), so a kept game held is one
 * that another tumble plays. */
void ui_menu_read_kept(ui_menu *m)
{
	m->kept_count = game_kept_list(m->kept, GAME_KEPT_PLACES * GAME_KINDS);
	char name[64], trouble[sizeof m->note.text - 32];
	game_open_error e;
	m->kept_unread = game_kept_unreadable(GAME_SAME, name, sizeof name,
	    &e) || game_kept_unreadable(GAME_MAYAN, name, sizeof name, &e);
	/* Beside games that read, a damaged one has no line of its own:
	 * said below, in the words of every continue, or the player's game
	 * would go missing unsaid. */
	if (m->kept_count > 0 && m->kept_unread && m->note.text[0] == '\0' &&
	    game_kept_trouble(GAME_NONE, trouble, sizeof trouble))
		ui_note_set(&m->note, UI_ALERT, "Not offered: %s.", trouble);
	if (m->kept_count == 0 && m->kept_unread)
		/* Words that fit the column of the menu's smallest terminal,
		 * the longest name (continue-mayan.4) too. */
		snprintf(m->nothing_kept, sizeof m->nothing_kept, "kept game "
		    "%s does not read", name);
	else
		snprintf(m->nothing_kept, sizeof m->nothing_kept, "%s",
		    GAME_KEPT_NONE_WORDS);
	ui_menu_lay_out(m);
}

/* After a kept game's words, when another tumble plays it: short, so
 * that in the column of the menu's smallest terminal it stays whole
 * with most of the game's name before it ("Same Game 8x8:3:11"), and
 * as the game taken up says it, "being played in another tumble". */
const char ui_menu_elsewhere[] = " (in another tumble)";

/* Whether line `i` of the menu is a kept game another tumble plays. */
bool ui_menu_line_elsewhere(const ui_menu *m, int i)
{
	return i < m->kept_count && m->kept[i].elsewhere;
}

/* The kept games read again before line `kept` is taken up: true when
 * that line still names the same game, unchanged, or names none as it
 * did; `kept` is then its line in the list as it is now. */
static bool ui_menu_still_kept(ui_menu *m, int *kept)
{
	const bool named = *kept < m->kept_count;
	const game_kept_entry was = named ? m->kept[*kept] :
	    (game_kept_entry){ .kind = GAME_NONE };
	const int count_was = m->kept_count;
	ui_menu_read_kept(m);
	if (!named)
		return m->kept_count == count_was;
	for (int i = 0; i < m->kept_count; i++)
		if (game_kept_entry_same(&m->kept[i], &was)) {
			*kept = i;
			return true;
		}
	return false;
}

static void ui_menu_say_changed(ui_menu *m)
{
	ui_note_set(&m->note, UI_ALERT, "The games kept to continue changed "
	    "in another tumble: the menu shows them as they are now.");
}

/* Take up the kept game on line `kept`, on the screen of its kind: the
 * game the line names, or none when another tumble changed it since
 * the menu read it. */
void ui_menu_continue(ui_menu *m, int kept)
{
	game g;
	game_open_error e;
	game_init(&g);
	if (!ui_menu_still_kept(m, &kept)) {
		ui_menu_say_changed(m);
		return;
	}
	if (kept >= m->kept_count) {
		game_kept_entry none;
		/* R with the one game kept on r: that game is there. */
		if (m->kept_count > 0)
			ui_note_set(&m->note, UI_PLAIN, "Only one game is "
			    "kept: r takes it up.");
		/* None, or a kept file that does not read: as every
		 * continue says it, and with none, what would be kept, for a
		 * player who has not quit a game yet. */
		else if (!game_kept_choose(GAME_NONE, &none, &e))
			ui_note_set(&m->note, m->kept_unread ? UI_ALERT :
			    UI_PLAIN, "%c%s%s.",
			    toupper((unsigned char)e.text[0]), e.text + 1,
			    m->kept_unread ? "" : ": a game quit before its "
			    "end is kept here");
		/* Kept by another tumble since the list was read. */
		else {
			ui_menu_read_kept(m);
			ui_menu_say_changed(m);
		}
		return;
	}
	if (!game_open_kept(&g, m->kept[kept].kind, m->kept[kept].slot,
	    &e)) {
		ui_note_set(&m->note, UI_ALERT, "%s", e.text);
		return;
	}
	/* Kept again between the list read and the game taken up. */
	if (!game_kept_entry_same(&(game_kept_entry){ .kind = g.kind,
	    .file = g.kept }, &m->kept[kept])) {
		game_free(&g);
		ui_menu_read_kept(m);
		ui_menu_say_changed(m);
		return;
	}
	m->note.text[0] = '\0';
	ui_play_game(NULL, &g, true);
}

/* r: the game the Continue line offers, chosen as every continue
 * chooses it (game_kept_choose): the newest no other tumble plays, else
 * the newest.  One not among the lines the menu read changed since. */
void ui_menu_key_continue(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	game_kept_entry chosen;
	int line = 0;
	if (game_kept_choose(GAME_NONE, &chosen, &(game_open_error){ 0 }))
		while (line < m->kept_count &&
		    !game_kept_entry_same(&m->kept[line], &chosen))
			line++;
	if (line == 0 || line < m->kept_count) {
		ui_menu_continue(m, line);
		return;
	}
	ui_menu_read_kept(m);
	ui_menu_say_changed(m);
}

void ui_menu_key_continue_other(ui_screen *self)
{
	ui_menu *m = (ui_menu *)self;
	ui_menu_continue(m, ui_menu_line_other(m));
}
