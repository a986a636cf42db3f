/* chat_screen.c: the chat of a network game, opened from the table with T:
 * the lines kept (chat_log.h, the newest last) and a line to write in. Enter
 * sends, Esc (or Close) goes back to the table; a pad's A (off the buttons)
 * or a finger's tap on the line opens the on-screen keyboard for it, whose
 * OK sends the line; the game goes on under it
 * (the Match polls the network whatever screen is shown), and the table's
 * status line shows each new line for a while as before. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "match_net.h"
#include "palette.h"
#include "panel.h"
#include "screens.h"
#include "widgets.h"

typedef struct Chat {
    Panel panel;
    char draft[NET_CHAT_MAX];
    unsigned seen; /* the log's serial last drawn */
    SDL_Rect spot_field, spot_send;
    bool keyboard_wanted; /* a finger tapped the line: the on-screen keyboard opens for it */
    char how[240];        /* the line under the field: how to write and send, in the words of the input used last */
} Chat;

static void send_draft(Chat *s, Ui *ui)
{
    MatchNet *n = match_net(ui->match);
    if (n && s->draft[0] && match_net_say(n, s->draft))
        s->draft[0] = '\0';
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Chat *s = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    SDL_Rect body;
    if (widget_frame(w, 760, 560, _("Chat"), &body)) {
        ui_pop(ui);
        return;
    }
    MatchNet *n = match_net(ui->match);
    const ChatLog *log = n ? match_net_chat(n) : NULL;
    int count = log ? chat_log_count(log) : 0, row = widget_row_height(g);
    int field_y = body.y + body.h - 2 * row - L->gap;
    /* the newest lines that fit above the field, the newest last */
    int y = field_y - L->gap, first = count;
    while (first > 0) {
        int h = text_wrap_height(&g->text, FONT_SMALL, chat_log_line(log, first - 1)->text, body.w);
        if (y - h < body.y)
            break;
        y -= h;
        first--;
    }
    if (count == 0)
        widget_text(w, FONT_SMALL, _("Nothing said yet."), gfx_rect(body.x, body.y, body.w, 0), gfx_rgb(PAL_INK_SOFT));
    for (int i = first; i < count; i++)
        y += widget_text(w, FONT_SMALL, chat_log_line(log, i)->text, gfx_rect(body.x, y, body.w, 0), ink());
    int send_w = widget_button_width(g, _("Send")) + 2 * L->inner;
    s->spot_field = gfx_rect(body.x, field_y, SDL_max(body.w - send_w - L->gap, 4 * L->gap), row);
    if (w->focus < 0)
        w->focus = w->id + 1; /* the ring starts on the line, not on Close */
    if (widget_field(w, s->spot_field, s->draft, true, false) && g->input == INPUT_TOUCH)
        s->keyboard_wanted = true;
    s->spot_send = gfx_rect(s->spot_field.x + s->spot_field.w + L->gap, field_y, send_w, row);
    if (widget_button(w, s->spot_send, _("Send"), s->draft[0] ? BUTTON_PRIMARY : BUTTON_DISABLED))
        send_draft(s, ui);
    char *how = s->how;
    if (glyph_if_pad(g, GLYPH_A))
        /* TRANSLATORS: a pad's buttons: A (Cross) on the chat line opens the on-screen keyboard, whose Send key
         * sends the line; B (Circle) goes back. */
        snprintf(how, sizeof s->how, _("%s on the line writes it, then Send; %s goes back to the game."),
                 glyph_if_pad(g, GLYPH_A), glyph_if_pad(g, GLYPH_B));
    else
        snprintf(how, sizeof s->how, "%s",
                 g->input == INPUT_TOUCH ? _("Tap the line to write it, then Send; Close goes back to the game.")
                                         : _("Enter sends; Esc goes back to the game."));
    widget_text(w, FONT_SMALL, how, gfx_rect(body.x, field_y + row + L->gap / 2, body.w, 0), gfx_rgb(PAL_INK_SOFT));
}

static void draw(void *self, Ui *ui)
{
    Chat *s = self;
    panel_draw(&s->panel, self, ui, walk);
}

/* The keyboard's OK: its text is the line's, and sent (as Enter sends it:
 * a pad or a finger has no other way to); Cancel leaves the line. */
static void answer(void *self, Ui *ui, ScreenId from, int answer_code)
{
    Chat *s = self;
    if (from != SCREEN_KEYBOARD)
        return;
    if (answer_code == KEYBOARD_OK) {
        SDL_strlcpy(s->draft, ui->keyboard.text, sizeof s->draft);
        send_draft(s, ui);
    }
    SDL_StartTextInput(); /* the keyboard stopped it */
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Chat *s = self;
    if (panel_pad_types(&s->panel, e)) {
        ui_push_keyboard_send(ui, s->draft, (int)sizeof s->draft - 1);
        return true;
    }
    bool pad_on_button = e->source == INPUT_PAD && s->panel.focus >= 0;
    if (e->kind == UI_KEY && e->key == KEY_CONFIRM && !pad_on_button) {
        send_draft(s, ui);
        return true;
    }
    if (e->kind == UI_KEY && e->key == KEY_CANCEL) {
        ui_pop(ui);
        return true;
    }
    if (e->kind == UI_KEY && (e->key == KEY_SPACE || e->key == KEY_CHAR))
        return false; /* a letter of the line being written (it comes as text), not a focused button's key */
    bool taken;
    bool changed = panel_event(&s->panel, self, ui, e, walk, &taken);
    if (s->keyboard_wanted) {
        s->keyboard_wanted = false;
        ui_push_keyboard_send(ui, s->draft, (int)sizeof s->draft - 1);
        return true;
    }
    if (taken)
        return changed;
    if (e->kind == UI_TEXT) {
        if (strlen(s->draft) + strlen(e->text) < sizeof s->draft)
            strcat(s->draft, e->text);
        return true;
    }
    if (e->kind == UI_KEY && e->key == KEY_BACKSPACE) {
        text_drop_last_char(s->draft);
        return true;
    }
    if (e->kind == UI_KEY && e->key == KEY_PASTE && SDL_HasClipboardText()) {
        char *clip = SDL_GetClipboardText();
        for (char *p = clip; p && *p; p++) /* one line */
            if (*p == '\n' || *p == '\r' || *p == '\t')
                *p = ' ';
        if (clip && strlen(s->draft) + strlen(clip) < sizeof s->draft)
            strcat(s->draft, clip);
        SDL_free(clip);
        return true;
    }
    return changed;
}

/* A new line said: drawn again; the game gone (it ended, the host left): back. */
static bool tick(void *self, Ui *ui)
{
    Chat *s = self;
    MatchNet *n = match_net(ui->match);
    if (!n) {
        ui_pop(ui);
        return true;
    }
    unsigned now = match_net_chat(n)->serial;
    bool changed = now != s->seen;
    s->seen = now;
    return changed;
}

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(Chat));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    panel_screen_enter(self, ui, why);
    SDL_StartTextInput();
}

/* The line being written, the lines kept and the last, the line under the
 * field (how), the field's and Send's places. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Chat *s = self;
    MatchNet *n = match_net(ui->match);
    const ChatLog *log = n ? match_net_chat(n) : NULL;
    int lines = log ? chat_log_count(log) : 0;
    report_value(r, "draft", "%s", s->draft);
    report_value(r, "lines", "%d", lines);
    report_value(r, "last", "%s", lines ? chat_log_line(log, lines - 1)->text : "");
    report_value(r, "how", "%s", s->how);
    r->spot(r, "field", s->spot_field);
    r->spot(r, "send", s->spot_send);
    panel_report(&s->panel, r);
}

const ScreenType *chat_screen(void)
{
    static const ScreenType type = {
        .name = "chat", .opaque = true, .create = create, .destroy = free, .enter = enter,
        .leave = panel_screen_leave_typing, .answer = answer, .event = event, .tick = tick, .draw = draw, .report = report,
    };
    return &type;
}
