/*
 * The shared list of the list screens (see list.h).
 */
#include "ui/list.h"

const char ui_list_help[] = "Up on the first line and Down on the last "
    "stay there.  The mouse wheel\nmoves the choice a line at a time; a "
    "click on a line chooses it.\n";

void ui_list_choose(ui_list *list, int line)
{
	list->chosen = line >= list->count ? list->count - 1 : line;
	if (list->chosen < 0)
		list->chosen = 0;
}

void ui_list_move(ui_list *list, int by)
{
	ui_list_choose(list, list->chosen + by);
}

void ui_list_place(ui_list *list, int y, int rows)
{
	list->y = y;
	list->rows = rows > 0 ? rows : 0;
	/* A terminal grown taller shows the lines scrolled away again. */
	if (list->top > list->count - list->rows)
		list->top = list->count > list->rows ?
		    list->count - list->rows : 0;
	if (list->chosen < list->top)
		list->top = list->chosen;
	else if (list->rows > 0 && list->chosen >= list->top + list->rows)
		list->top = list->chosen - list->rows + 1;
}

int ui_list_end(const ui_list *list)
{
	return list->top + list->rows < list->count ?
	    list->top + list->rows : list->count;
}

int ui_list_row(const ui_list *list, int line)
{
	return list->y + line - list->top;
}

attr_t ui_list_attr(const ui_list *list, int line, ui_style style)
{
	return ui_attr(line == list->chosen ? UI_CHOSEN : style);
}

bool ui_list_click(ui_list *list, int y)
{
	const int line = list->top + y - list->y;
	if (y < list->y || line >= ui_list_end(list))
		return false;
	list->chosen = line;
	return true;
}

void ui_list_put_header(int y, int x, const char *text)
{
	ui_put(y, x, ui_attr(UI_DIM), text);
}

/* A page is the rows shown, and at least a line. */
static int ui_list_page(const ui_list *list)
{
	return list->rows > 1 ? list->rows : 1;
}

void ui_list_key_up(ui_screen *self)
{
	ui_list_move(self->list, -1);
}

void ui_list_key_down(ui_screen *self)
{
	ui_list_move(self->list, 1);
}

void ui_list_key_page_up(ui_screen *self)
{
	ui_list_move(self->list, -ui_list_page(self->list));
}

void ui_list_key_page_down(ui_screen *self)
{
	ui_list_move(self->list, ui_list_page(self->list));
}

void ui_list_key_first(ui_screen *self)
{
	ui_list_choose(self->list, 0);
}

void ui_list_key_last(ui_screen *self)
{
	ui_list_choose(self->list, self->list->count - 1);
}

void ui_list_wheel(ui_screen *self, int notches)
{
	ui_list_move(self->list, notches);
}
