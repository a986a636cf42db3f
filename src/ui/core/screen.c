/* screen.c: the stack as the screens' requests change it, and the steps
 * the shell carries out after the event (see screen.h). */
#include "screen.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool is_box(const Ui *ui, ScreenId id) { return (ui->boxes >> id) & 1u; }

ScreenId ui_top(const Ui *ui) { return ui->depth > 0 ? ui->stack[ui->depth - 1] : SCREEN_TABLE; }

static int place_of(const Ui *ui, ScreenId id)
{
    for (int i = 0; i < ui->depth; i++)
        if (ui->stack[i] == id)
            return i;
    return -1;
}

bool ui_showing(const Ui *ui, ScreenId screen) { return place_of(ui, screen) >= 0; }

ScreenId ui_top_box(const Ui *ui)
{
    for (int i = ui->depth - 1; i > 0; i--)
        if (is_box(ui, ui->stack[i]))
            return ui->stack[i];
    return SCREEN_TABLE;
}

/* Whether `n` more steps fit; a request that would overflow is dropped
 * whole, so the stack and the steps never disagree. */
static bool room(const Ui *ui, int n)
{
    if (ui->nsteps + n <= NAV_STEPS)
        return true;
    fprintf(stderr, "cartographers: too many screen changes in one event; one is ignored\n");
    return false;
}

static NavStep *step(Ui *ui, NavStepKind kind, ScreenId screen)
{
    NavStep *s = &ui->steps[ui->nsteps++];
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->screen = screen;
    return s;
}

/* The screen at `place` goes (the table never does). */
static void remove_at(Ui *ui, int place)
{
    if (place <= 0 || place >= ui->depth)
        return;
    step(ui, STEP_LEAVE, ui->stack[place]);
    memmove(&ui->stack[place], &ui->stack[place + 1], (size_t)(ui->depth - place - 1) * sizeof ui->stack[0]);
    ui->depth--;
}

/* Pushes `r->screen`, or goes back to it when it is on the stack. The
 * session a request carries is the replay's to free; a push that does not
 * happen frees it here. */
static void push(Ui *ui, const NavRequest *r)
{
    int at = place_of(ui, r->screen);
    if (at >= 0) {
        if (!room(ui, ui->depth - at - 1)) {
            session_free(r->session);
            return;
        }
        while (ui->depth > at + 1)
            remove_at(ui, ui->depth - 1);
        session_free(r->session);
        return;
    }
    if (ui->depth >= UI_DEPTH || !room(ui, 1)) {
        session_free(r->session);
        return;
    }
    NavStep *s = step(ui, STEP_ENTER, r->screen);
    s->why = *r;
    s->from = SCREEN_TABLE;
    for (int i = ui->depth - 1; i >= 0; i--)
        if (!is_box(ui, ui->stack[i])) {
            s->from = ui->stack[i]; /* the owner of a box */
            break;
        }
    ui->stack[ui->depth++] = r->screen;
}

void ui_push(Ui *ui, ScreenId screen, int arg)
{
    NavRequest r = {screen, arg, NULL, NULL, ""};
    push(ui, &r);
}

void ui_push_replay(Ui *ui, struct Session *owned, const char *past_file)
{
    NavRequest r = {SCREEN_REPLAY, 0, owned, NULL, ""};
    snprintf(r.file, sizeof r.file, "%s", past_file ? past_file : "");
    push(ui, &r);
}

void ui_push_review(Ui *ui, struct Session *owned, const char *past_file, int seat)
{
    NavRequest r = {SCREEN_REVIEW, seat, owned, NULL, ""};
    snprintf(r.file, sizeof r.file, "%s", past_file ? past_file : "");
    push(ui, &r);
}

void ui_push_keyboard(Ui *ui, const char *text, int max, OskAccept accept)
{
    snprintf(ui->keyboard.text, sizeof ui->keyboard.text, "%s", text);
    ui->keyboard.max = max;
    ui->keyboard.accept = accept;
    ui->keyboard.sends = false;
    ui_push(ui, SCREEN_KEYBOARD, 0);
}

void ui_push_keyboard_send(Ui *ui, const char *text, int max)
{
    ui_push_keyboard(ui, text, max, NULL);
    ui->keyboard.sends = true;
}

void ui_pop(Ui *ui)
{
    if (ui->depth > 1 && room(ui, 1))
        remove_at(ui, ui->depth - 1);
}

void ui_answer(Ui *ui, int answer)
{
    if (ui->depth <= 1 || !room(ui, 2))
        return;
    ScreenId from = ui_top(ui);
    remove_at(ui, ui->depth - 1);
    NavStep *s = step(ui, STEP_ANSWER, ui_top(ui));
    s->from = from;
    s->answer = answer;
}

void ui_close(Ui *ui, ScreenId screen)
{
    int at = place_of(ui, screen);
    if (at > 0 && room(ui, 1))
        remove_at(ui, at);
}

void ui_to_table(Ui *ui)
{
    int keep = 1; /* the table and its boxes */
    while (keep < ui->depth && is_box(ui, ui->stack[keep]))
        keep++;
    if (!room(ui, ui->depth - keep))
        return;
    while (ui->depth > keep)
        remove_at(ui, ui->depth - 1);
}

void ui_quit(Ui *ui)
{
    if (ui->quit_confirmed || !ui->match || !match_not_on_disk(ui->match, NULL, 0)) {
        ui->quitting = true;
        return;
    }
    ui_to_table(ui);
    ui_close(ui, SCREEN_NOT_SAVED); /* entered again, now asking */
    ui_push(ui, SCREEN_NOT_SAVED, NOT_SAVED_QUITTING);
}

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
