/* in_use_screen.c: shown at start when another copy of the game owns the
 * data folder (src/session/datalock.h): this copy only reads it. The
 * player brings the other window to the front (this copy then closes, once
 * the other has seen the request), opens this one read-only, or quits.
 * Nothing was played here yet, so closing loses nothing. */
#include <stdio.h>
#include <stdlib.h>

#include "datalock.h"
#include "gfx.h"
#include "i18n.h"
#include "palette.h"
#include "panel.h"
#include "screens.h"
#include "widgets.h"

/* How long the other copy has to see the request (its loop looks at least
 * once a second). */
#define ANSWER_MS 4000

typedef enum InUseState {
    IN_USE_ASK,       /* what to do? */
    IN_USE_WAITING,   /* the request is written; the other copy has not seen it yet */
    IN_USE_NO_ANSWER, /* it did not see it in time */
    IN_USE_GONE,      /* ... because it has closed: the folder is free now */
} InUseState;

typedef struct InUse {
    Panel panel;
    InUseState state;
    Uint32 asked; /* SDL_GetTicks when the request was written */
    char error[SESSION_MESSAGE_MAX + 200];
} InUse;

static void ask_forward(InUse *s, Ui *ui)
{
    char err[SESSION_MESSAGE_MAX];
    s->error[0] = '\0';
    if (!datalock_ask_forward(ui->profile->data_dir, err, sizeof err)) {
        /* TRANSLATORS: %s is the system's reason (in English). */
        snprintf(s->error, sizeof s->error, _("The other window cannot be asked to come forward: %s"), err);
        s->state = IN_USE_NO_ANSWER;
        return;
    }
    s->state = IN_USE_WAITING;
    s->asked = SDL_GetTicks();
}

static const char *message(const InUse *s)
{
    switch (s->state) {
    case IN_USE_WAITING:
        return _("Asking the other window to come to the front\xE2\x80\xA6");
    case IN_USE_NO_ANSWER:
        return _("The other copy did not answer; it may be busy. Try again, or open this copy read-only.");
    case IN_USE_GONE:
        return _("The other copy has just closed. Start Cartographers again to play with your saved games.");
    default:
        return _("Another copy of Cartographers is open and keeps your saved games. If both kept them, each "
                 "would overwrite the other's games, so this copy can only read them.");
    }
}

/* The buttons of the state, the first what Enter does; NULL ends. */
typedef enum InUseButton { BUTTON_FORWARD, BUTTON_READ_ONLY, BUTTON_QUIT, BUTTON_NONE } InUseButton;

static void buttons_of(const InUse *s, InUseButton out[4])
{
    int n = 0;
    if (s->state == IN_USE_ASK || s->state == IN_USE_NO_ANSWER)
        out[n++] = BUTTON_FORWARD;
    if (s->state == IN_USE_GONE)
        out[n++] = BUTTON_QUIT;
    out[n++] = BUTTON_READ_ONLY;
    if (s->state != IN_USE_GONE)
        out[n++] = BUTTON_QUIT;
    out[n] = BUTTON_NONE;
}

static const char *label_of(const InUse *s, InUseButton b)
{
    switch (b) {
    case BUTTON_FORWARD:
        return s->state == IN_USE_NO_ANSWER ? _("Try again") : _("Go to the other window");
    case BUTTON_READ_ONLY:
        return _("Open this copy read-only");
    default:
        return _("Quit");
    }
}

static void press(InUse *s, Ui *ui, InUseButton b)
{
    switch (b) {
    case BUTTON_FORWARD:
        ask_forward(s, ui);
        break;
    case BUTTON_READ_ONLY:
        if (s->state == IN_USE_WAITING)
            datalock_cancel_forward(ui->profile->data_dir);
        ui_pop(ui);
        break;
    case BUTTON_QUIT:
        if (s->state == IN_USE_WAITING)
            datalock_cancel_forward(ui->profile->data_dir);
        ui_quit(ui);
        break;
    default:
        break;
    }
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    InUse *s = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    SDL_Rect body;
    if (widget_frame(w, 620, 320, _("Cartographers is already open"), &body)) {
        press(s, ui, BUTTON_READ_ONLY);
        return;
    }
    int y = body.y;
    y += widget_text(w, FONT_BODY, message(s), gfx_rect(body.x, y, body.w, 0),
                     s->state == IN_USE_NO_ANSWER || s->state == IN_USE_GONE ? gfx_rgb(PAL_RED) : ink()) +
         L->gap;
    if (s->error[0])
        y += widget_text(w, FONT_SMALL, s->error, gfx_rect(body.x, y, body.w, 0), gfx_rgb(PAL_RED)) + L->gap;
    InUseButton buttons[4];
    buttons_of(s, buttons);
    int bh = widget_row_height(g) + L->inner / 2;
    for (int i = 0; buttons[i] != BUTTON_NONE; i++) {
        SDL_Rect r = gfx_rect(body.x, y, body.w, bh);
        if (widget_button(w, r, label_of(s, buttons[i]), i == 0 ? BUTTON_PRIMARY : BUTTON_NORMAL)) {
            press(s, ui, buttons[i]);
            return;
        }
        y += bh + SDL_max(L->gap / 2, 2);
    }
}

static void draw(void *self, Ui *ui)
{
    InUse *s = self;
    panel_draw(&s->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    InUse *s = self;
    bool taken;
    bool changed = panel_event(&s->panel, self, ui, e, walk, &taken);
    if (taken || e->kind != UI_KEY)
        return changed;
    InUseButton buttons[4];
    buttons_of(s, buttons);
    if (e->key == KEY_CONFIRM)
        press(s, ui, buttons[0]);
    else if (e->key == KEY_CANCEL)
        press(s, ui, BUTTON_READ_ONLY);
    else
        return false;
    return true;
}

/* Waiting for the other copy: it deleted the request (it is coming to the
 * front: this copy closes), or it did not in time (it is busy, or gone). */
static bool tick(void *self, Ui *ui)
{
    InUse *s = self;
    if (s->state != IN_USE_WAITING)
        return false;
    const char *dir = ui->profile->data_dir;
    if (!datalock_forward_waiting(dir)) {
        ui_quit(ui);
        return true;
    }
    if (SDL_GetTicks() - s->asked < ANSWER_MS)
        return false;
    datalock_cancel_forward(dir);
    DataLock *lock = NULL;
    char why[256];
    DataLockState st = datalock_take(dir, &lock, why, sizeof why);
    datalock_release(lock); /* (this copy read the files while the other had them: start again to write) */
    s->state = st == DATALOCK_OWNED ? IN_USE_GONE : IN_USE_NO_ANSWER;
    return true;
}

static bool busy(void *self, Ui *ui)
{
    (void)ui;
    return ((InUse *)self)->state == IN_USE_WAITING;
}

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(InUse));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    InUse *s = self;
    panel_screen_enter(self, ui, why);
    s->state = IN_USE_ASK;
    s->error[0] = '\0';
}

/* state: 0 asking, 1 waiting for the other copy, 2 no answer, 3 the other
 * copy has closed (InUseState) */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    (void)ui;
    report_value(r, "state", "%d", (int)((InUse *)self)->state);
}

const ScreenType *in_use_screen(void)
{
    static const ScreenType type = {
        .name = "in_use", .opaque = true, .create = create, .destroy = free, .enter = enter, .event = event,
        .tick = tick, .draw = draw, .busy = busy, .report = report,
    };
    return &type;
}
