/* screen.c: the requests screens make of the shell (see screen.h). */
#include "screen.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static NavRequest *add(Ui *ui, NavKind kind)
{
    if (ui->nnav >= NAV_MAX)
        return NULL; /* more than a screen can mean in one event: ignored */
    NavRequest *r = &ui->nav[ui->nnav++];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    return r;
}

void ui_push(Ui *ui, ScreenId screen, int arg)
{
    NavRequest *r = add(ui, NAV_PUSH);
    if (r) {
        r->screen = screen;
        r->arg = arg;
    }
}

void ui_push_replay(Ui *ui, struct Session *owned)
{
    NavRequest *r = add(ui, NAV_PUSH);
    if (r) {
        r->screen = SCREEN_REPLAY;
        r->session = owned;
    } else {
        session_free(owned);
    }
}

void ui_pop(Ui *ui) { add(ui, NAV_POP); }
void ui_to_table(Ui *ui) { add(ui, NAV_TO_TABLE); }
void ui_quit(Ui *ui) { add(ui, NAV_QUIT); }

void report_value(ScreenReport *r, const char *name, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    r->value(r, name, text);
}

void report_spot(ScreenReport *r, SDL_Rect where, const char *fmt, ...)
{
    char name[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    r->spot(r, name, where);
}
