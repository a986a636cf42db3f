/* challenge_screen.c: today's daily or weekly challenge (the argument is
 * the ChallengeKind): which day or week it is, its game (kind, map side,
 * the four decrees), what the player did with it, and the one thing to do
 * next. One attempt counts, the first game finished (stats.h):
 *   not played      Start
 *   in progress     Resume the attempt (from the table, the autosave or a
 *                   kept save: core/challenge_play.h); Start again only
 *                   after a second question that says the attempt is then
 *                   abandoned for good
 *   counted         the result; Play again, said not to count
 *   abandoned       said so; Play again, not counting either */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge_names.h"
#include "challenge_play.h"
#include "gfx.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "scoring.h"
#include "screens.h"
#include "widgets.h"

typedef struct ChallengeScreen {
    Panel panel;
    ChallengeKind kind;
    bool ok; /* today gives a challenge */
    ChallengeOffer offer;
    bool asking; /* "start again?" is asked */
    SDL_Rect button[4]; /* where the buttons were last laid out (tests) */
    int nbuttons;
    char error[SESSION_MESSAGE_MAX + 200];
} ChallengeScreen;

typedef enum ChallengeAct { ACT_NONE, ACT_START, ACT_RESUME, ACT_ASK, ACT_CANCEL, ACT_BACK } ChallengeAct;

static void refresh(ChallengeScreen *c, Ui *ui)
{
    c->ok = challenge_offer_today(ui->profile, c->kind, &c->offer);
    if (c->ok)
        challenge_offer_locate(&c->offer, ui->match, ui->profile);
}

static void start(ChallengeScreen *c, Ui *ui)
{
    char err[SESSION_MESSAGE_MAX + 200];
    if (!match_start_challenge(ui->match, &c->offer.id, ui->profile->settings.setup.name[0], err, sizeof err)) {
        snprintf(c->error, sizeof c->error, _("The game cannot start: %s"), err);
        refresh(c, ui);
        return;
    }
    c->asking = false;
    ui_to_table(ui);
}

static void resume(ChallengeScreen *c, Ui *ui)
{
    char err[SESSION_MESSAGE_MAX + 200];
    if (!challenge_offer_resume(&c->offer, ui->match, err, sizeof err)) {
        snprintf(c->error, sizeof c->error, "%s", err);
        refresh(c, ui);
        return;
    }
    ui_to_table(ui);
}

/* "Solo · Heroes · Side C" and the decrees, A to D. */
static void describe(const GameSettings *gs, char *game, size_t gsize, char *cards, size_t csize)
{
    char kind[96], sname[32], side[2] = {map_side_letter(gs->side), 0};
    describe_game(gs->players, gs->kind, kind, sizeof kind);
    snprintf(sname, sizeof sname, _("Side %s"), side);
    snprintf(game, gsize, "%s \xC2\xB7 %s", kind, sname);
    cards[0] = '\0';
    for (int d = 0; d < DECREES; d++) {
        char one[96];
        snprintf(one, sizeof one, "%s%c: %s", d ? ", " : "", 'A' + d, name_scoring(scoring_card(gs->decree_cards[d])));
        strncat(cards, one, csize - strlen(cards) - 1);
    }
}

/* What the player did with the challenge, and what the buttons will do. */
static void status_text(const ChallengeScreen *c, char *buf, size_t size)
{
    const ChallengeOffer *o = &c->offer;
    const StatsChallenge *e = &o->entry;
    char replays[160] = "";
    if (o->begun && e->replays > 0)
        /* TRANSLATORS: replays of a challenge (games that did not count) and the best one's rating. */
        snprintf(replays, sizeof replays,
                 ngettext(" %d replay, best rating %d.", " %d replays, best rating %d.", e->replays), e->replays,
                 e->best_replay);
    if (c->asking) {
        snprintf(buf, size, "%s",
                 _("Starting again abandons your first attempt for good: only the first attempt counts, so this "
                   "challenge will have no result. The new game is a replay."));
        return;
    }
    switch (o->state) {
    case CHALLENGE_NEW:
        snprintf(buf, size, "%s",
                 o->id.kind == CHALLENGE_WEEKLY
                     ? _("Everybody plays the same game this week. Only your first attempt counts: finish it to get "
                         "your result. You may replay the challenge afterwards.")
                     : _("Everybody plays the same game today. Only your first attempt counts: finish it to get your "
                         "result. You may replay the challenge afterwards."));
        return;
    case CHALLENGE_IN_PROGRESS:
        if (o->place == ATTEMPT_NOWHERE)
            snprintf(buf, size, "%s",
                     _("Your first attempt is unfinished, but no saved game holds it any more. Starting again "
                       "abandons it: this challenge will have no result."));
        else
            snprintf(buf, size, "%s",
                     _("Your first attempt is unfinished. Resume it: it still counts when you finish it."));
        return;
    case CHALLENGE_COUNTED:
        /* TRANSLATORS: a challenge's counted result: points, rating, title; then the replays. */
        snprintf(buf, size,
                 _("Your result: %d points, rating %d (%s).%s Playing again is a replay: it does not count."), e->total,
                 e->rating, _(game_title_name(e->rating)), replays);
        return;
    case CHALLENGE_ABANDONED:
        snprintf(buf, size,
                 _("Your first attempt was abandoned: this challenge has no result.%s Playing again is a "
                   "replay: it does not count."),
                 replays);
        return;
    }
    buf[0] = '\0';
}

/* The buttons, first the one Enter presses. */
static int buttons(const ChallengeScreen *c, const char *label[4], ChallengeAct act[4])
{
    int n = 0;
    if (!c->ok) {
        label[n] = _("Back"), act[n++] = ACT_BACK;
        return n;
    }
    if (c->asking) {
        label[n] = _("Start again: the attempt will not count"), act[n++] = ACT_START;
        label[n] = _("Cancel"), act[n++] = ACT_CANCEL;
        return n;
    }
    switch (c->offer.state) {
    case CHALLENGE_NEW:
        label[n] = _("Start the challenge"), act[n++] = ACT_START;
        break;
    case CHALLENGE_IN_PROGRESS:
        if (c->offer.place == ATTEMPT_ON_TABLE)
            label[n] = _("Back to your attempt"), act[n++] = ACT_RESUME;
        else if (c->offer.place != ATTEMPT_NOWHERE)
            label[n] = _("Resume your attempt"), act[n++] = ACT_RESUME;
        label[n] = _("Start again"), act[n++] = ACT_ASK;
        break;
    default:
        label[n] = _("Play again (does not count)"), act[n++] = ACT_START;
        break;
    }
    label[n] = _("Back"), act[n++] = ACT_BACK;
    return n;
}

static void act(ChallengeScreen *c, Ui *ui, ChallengeAct a)
{
    c->error[0] = '\0';
    bool asked = c->asking;
    switch (a) {
    case ACT_START:
        /* an unfinished attempt is abandoned only after the question */
        if (c->offer.state == CHALLENGE_IN_PROGRESS && !c->asking)
            c->asking = true;
        else
            start(c, ui);
        break;
    case ACT_RESUME:
        resume(c, ui);
        break;
    case ACT_ASK:
        c->asking = true;
        break;
    case ACT_CANCEL:
        c->asking = false;
        break;
    case ACT_BACK:
        ui_pop(ui);
        break;
    default:
        break;
    }
    if (c->asking != asked) /* other buttons: the focus back on the main one */
        c->panel.focus = -1;
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    ChallengeScreen *c = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    int pad = 2 * L->inner;
    int pw = SDL_min(L->w - 2 * L->pad, (int)(620.0f * L->scale));
    int inner_w = pw - 2 * pad;
    int bh = widget_row_height(g) + L->inner / 2, sg = SDL_max(L->gap / 2, 2);

    char when[128] = "", game[160] = "", cards[400] = "", status[600] = "";
    if (c->ok) {
        name_challenge_when(&c->offer.id, when, sizeof when);
        describe(&c->offer.settings, game, sizeof game, cards, sizeof cards);
        status_text(c, status, sizeof status);
    } else {
        snprintf(status, sizeof status, "%s", _("Today's date gives no challenge."));
    }
    const char *label[4];
    ChallengeAct acts[4];
    int nb = buttons(c, label, acts);

    /* measure */
    int th = text_line_height(ts, FONT_TITLE), ih = text_line_height(ts, FONT_ITALIC);
    int bl = text_line_height(ts, FONT_BODY);
    int cards_h = cards[0] ? text_wrap_height(ts, FONT_SMALL, cards, inner_w) : 0;
    int status_h = text_wrap_height(ts, FONT_BODY, status, inner_w - 2 * L->inner) + L->inner;
    int error_h = c->error[0] ? text_wrap_height(ts, FONT_SMALL, c->error, inner_w) + L->gap : 0;
    int h = pad + th + ih + L->gap + bl + cards_h + L->gap + status_h + L->gap + error_h + nb * (bh + sg) - sg + pad;
    int top = SDL_max((L->h - h) / 2, L->pad);
    SDL_Rect panel = gfx_rect((L->w - pw) / 2, top, pw, h);
    int cx = panel.x + pw / 2, x = panel.x + pad;

    if (widgets_drawing(w)) {
        draw_desk(g);
        draw_paper(g, panel, gfx_rgb(PAL_PARCHMENT), true);
        gfx_rect_outline(R, gfx_inset(panel, L->inner / 2), 1, ink_alpha(120));
        text_draw_fit(ts, R, FONT_TITLE, name_challenge_kind(c->kind), cx, panel.y + pad, inner_w, ink(), ALIGN_CENTER);
        text_draw_fit(ts, R, FONT_ITALIC, when, cx, panel.y + pad + th, inner_w, gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
    }
    int y = panel.y + pad + th + ih + L->gap;
    if (widgets_drawing(w))
        text_draw_fit(ts, R, FONT_NUMBER, game, cx, y, inner_w, ink(), ALIGN_CENTER);
    y += bl;
    if (cards[0] && widgets_drawing(w))
        text_draw_wrapped(ts, R, FONT_SMALL, cards, gfx_rect(x, y, inner_w, cards_h), gfx_rgb(PAL_INK_SOFT),
                          ALIGN_CENTER);
    y += cards_h + L->gap;
    SDL_Rect box = gfx_rect(x, y, inner_w, status_h);
    bool warn = c->asking || (c->ok && c->offer.state == CHALLENGE_IN_PROGRESS && c->offer.place == ATTEMPT_NOWHERE);
    if (widgets_drawing(w)) {
        gfx_fill_round_rect(R, box, L->radius, warn ? gfx_rgba(PAL_RED, 22) : gfx_rgba(PAL_PARCHMENT_DARK, 110));
        gfx_round_rect_outline(R, box, L->radius, 1.0f, warn ? gfx_rgba(PAL_RED, 160) : ink_alpha(90));
        text_draw_wrapped(ts, R, FONT_BODY, status, gfx_inset(box, L->inner / 2), warn ? gfx_rgb(0x7a1d18) : ink(),
                          ALIGN_LEFT);
    }
    y += status_h + L->gap;
    if (c->error[0]) {
        widget_text(w, FONT_SMALL, c->error, gfx_rect(x, y, inner_w, error_h), gfx_rgb(PAL_RED));
        y += error_h;
    }
    c->nbuttons = nb;
    for (int i = 0; i < nb; i++) {
        SDL_Rect r = gfx_rect(x, y, inner_w, bh);
        c->button[i] = r;
        if (widget_button(w, r, label[i], i == 0 ? BUTTON_PRIMARY : BUTTON_NORMAL)) {
            act(c, ui, acts[i]);
            return;
        }
        y += bh + sg;
    }
}

static void draw(void *self, Ui *ui)
{
    ChallengeScreen *c = self;
    panel_draw(&c->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    ChallengeScreen *c = self;
    bool taken;
    bool changed = panel_event(&c->panel, self, ui, e, walk, &taken);
    if (taken || e->kind != UI_KEY)
        return changed;
    const char *label[4];
    ChallengeAct acts[4];
    switch (e->key) {
    case KEY_CONFIRM:
        buttons(c, label, acts);
        act(c, ui, acts[0]);
        return true;
    case KEY_CANCEL:
        act(c, ui, c->asking ? ACT_CANCEL : ACT_BACK);
        return true;
    default:
        return false;
    }
}

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(ChallengeScreen));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    ChallengeScreen *c = self;
    panel_reset(&c->panel);
    c->kind = why && why->arg == CHALLENGE_WEEKLY ? CHALLENGE_WEEKLY : CHALLENGE_DAILY;
    c->asking = false;
    c->error[0] = '\0';
    refresh(c, ui);
}

static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    (void)e;
    refresh(self, ui);
}

/* What the screen says of the challenge, and where its buttons were laid
 * out ("button_0": what Enter does). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    ChallengeScreen *c = self;
    (void)ui;
    panel_report(&c->panel, r);
    char status[600];
    status_text(c, status, sizeof status);
    r->value(r, "status", status);
    for (int i = 0; i < c->nbuttons; i++)
        report_spot(r, c->button[i], "button_%d", i);
}

const ScreenType *challenge_screen(void)
{
    static const ScreenType type = {
        .name = "challenge", .opaque = true, .create = create, .destroy = free, .enter = enter, .event = event,
        .draw = draw, .match_changed = match_changed, .report = report,
    };
    return &type;
}
