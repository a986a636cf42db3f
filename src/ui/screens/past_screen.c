/* past_screen.c: the past games, every finished game kept by itself
 * (src/session/past_games.h), newest first: when, what kind of game, the
 * players and their scores, the winner or the solo rating and title. A
 * game picked can be watched (the replay screen), reviewed (the review
 * screen: the first human seat's moves, its review kept beside the game)
 * or deleted, after a question. Files of the folder that cannot be read are named at the
 * bottom and left alone. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fonts.h"
#include "gfx.h"
#include "glyphs.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "past_games.h"
#include "past_players.h"
#include "screens.h"
#include "widgets.h"


typedef struct Columns {
    int x[4], w[4]; /* date, game, players, result */
} Columns;

typedef struct Past {
    Panel panel;
    PastList list;
    /* the columns and the rows' heights, measured once for the list, the
     * window's measures (Gfx.generation) and the list's width */
    bool measured;
    unsigned measured_gen;
    int measured_w;
    Columns cols;
    int *heights;    /* ngames entries */
    int selected;    /* the row picked, -1 none */
    bool confirming; /* "Delete this game?" is asked */
    char message[SESSION_MESSAGE_MAX + 300];
    bool message_error;
    SDL_Rect row0;                                /* tests: where the first row was drawn */
    SDL_Rect replay_r, review_r, delete_r, yes_r; /* tests: the buttons as last drawn ({0} when not shown) */
} Past;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void
say(Past *st, bool error, const char *fmt, ...);

static void say(Past *st, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->message, sizeof st->message, fmt, ap);
    va_end(ap);
    st->message_error = error;
}

/* What the bottom line says when nothing else is to be said: the files of
 * the folder that are not listed. */
static void say_skipped(Past *st)
{
    st->message[0] = '\0';
    if (st->list.nskipped == 0)
        return;
    const PastSkipped *k = &st->list.skipped[0];
    char first[SESSION_MESSAGE_MAX + PAST_FILE_MAX + 8];
    if (k->newer)
        /* TRANSLATORS: a file's name. */
        snprintf(first, sizeof first, _("%s was saved by a newer version of Cartographers"), k->file);
    else
        snprintf(first, sizeof first, "%s: %s", k->file, k->why);
    /* TRANSLATORS: how many files of the folder of past games are not listed, then the first and why. */
    say(st, true,
        ngettext("%d file is not listed (it is left as it is): %s",
                 "%d files are not listed (they are left as they "
                 "are); the first: %s",
                 st->list.nskipped),
        st->list.nskipped, first);
}

static void forget_measures(Past *st)
{
    free(st->heights);
    st->heights = NULL;
    st->measured = false;
}

static void refresh(Past *st, const Ui *ui)
{
    past_list_free(&st->list);
    forget_measures(st);
    st->selected = -1;
    st->confirming = false;
    st->message[0] = '\0';
    const char *dir = ui->profile->data_dir;
    if (!dir[0]) {
        say(st, true, "%s", _("There is no folder for saved games: nothing can be saved or loaded."));
        return;
    }
    char err[SESSION_MESSAGE_MAX];
    if (!past_games_list(dir, &st->list, err, sizeof err)) {
        /* TRANSLATORS: %s is why (in English). */
        say(st, true, _("The past games cannot be listed: %s"), err);
        return;
    }
    say_skipped(st);
}

static bool picked(const Past *st) { return st->selected >= 0 && st->selected < st->list.ngames; }

static void select_row(Past *st, int i)
{
    st->selected = i;
    if (st->confirming)
        st->panel.focus = -1; /* the question went: back on the main button */
    st->confirming = false;
    say_skipped(st);
}

static void watch(Past *st, Ui *ui)
{
    if (!picked(st))
        return;
    char err[SESSION_MESSAGE_MAX + PAST_FILE_MAX];
    Session *s = past_games_load(ui->profile->data_dir, st->list.games[st->selected].file, err, sizeof err);
    if (!s) {
        say(st, true, _("This game cannot be replayed: %s"), err);
        return;
    }
    ui_push_replay(ui, s, st->list.games[st->selected].file); /* Close comes back here */
}

/* The review of the picked game: its first human seat's (the first seat without one). */
static void review(Past *st, Ui *ui)
{
    if (!picked(st))
        return;
    char err[SESSION_MESSAGE_MAX + PAST_FILE_MAX];
    const char *file = st->list.games[st->selected].file;
    Session *s = past_games_load(ui->profile->data_dir, file, err, sizeof err);
    if (!s) {
        /* TRANSLATORS: %s is why (in English). */
        say(st, true, _("This game cannot be reviewed: %s"), err);
        return;
    }
    ui_push_review(ui, s, file, REVIEW_FIRST_HUMAN); /* Close comes back here */
}

/* Delete asks first; asked, it deletes. */
static void delete_picked(Past *st, Ui *ui)
{
    if (!picked(st))
        return;
    if (ui->profile->read_only) { /* another copy keeps the files */
        say(st, true, "%s", profile_read_only_text());
        return;
    }
    if (!st->confirming) {
        st->confirming = true;
        st->panel.focus = -1; /* on the question's answer: Enter deletes */
        /* TRANSLATORS: a date and time. */
        say(st, false, _("Delete the game of %s for good? Its replay goes with it."),
            st->list.games[st->selected].date);
        return;
    }
    char err[SESSION_MESSAGE_MAX + PAST_FILE_MAX], date[PAST_DATE_SIZE];
    snprintf(date, sizeof date, "%s", st->list.games[st->selected].date);
    bool ok = past_games_delete(ui->profile->data_dir, st->list.games[st->selected].file, err, sizeof err);
    int keep = st->selected;
    refresh(st, ui);
    if (!ok) {
        say(st, true, _("The game could not be deleted: %s"), err);
        return;
    }
    if (st->list.ngames > 0)
        st->selected = SDL_min(keep, st->list.ngames - 1);
    /* TRANSLATORS: a date and time. */
    say(st, false, _("The game of %s was deleted."), date);
}

/* The players' texts joined with " · " into lines no wider than w (a text
 * too wide alone gets a line of its own); returns the number of lines. */
static int player_lines(TextSystem *ts, const PastGame *pg, int w, char lines[MAX_PLAYERS][MAX_PLAYERS * PLAYER_TEXT])
{
    char texts[MAX_PLAYERS][PLAYER_TEXT];
    int n = past_player_texts(pg, texts), nl = 0;
    for (int i = 0; i < n; i++) {
        static const char dot[] = " \xC2\xB7 ";
        if (nl > 0) { /* (a line holds at most every text and the dots between: it fits) */
            char joined[MAX_PLAYERS * PLAYER_TEXT];
            size_t a = strlen(lines[nl - 1]), b = strlen(texts[i]);
            if (a + sizeof dot - 1 + b < sizeof joined) {
                memcpy(joined, lines[nl - 1], a);
                memcpy(joined + a, dot, sizeof dot - 1);
                memcpy(joined + a + sizeof dot - 1, texts[i], b + 1);
                if (text_width(ts, FONT_SMALL, joined) <= w) {
                    memcpy(lines[nl - 1], joined, strlen(joined) + 1);
                    continue;
                }
            }
        }
        memcpy(lines[nl++], texts[i], strlen(texts[i]) + 1);
    }
    return nl;
}

/* The result column: "Rating 31" and the title, or the winner (the
 * players sharing the first place) and their points. */
static void result_texts(const PastGame *pg, char *top, size_t topsize, char *bottom, size_t bottomsize)
{
    if (pg->players <= 1) {
        snprintf(top, topsize, _("Rating %d"), pg->rating);
        snprintf(bottom, bottomsize, "%s", _(game_title_name(pg->rating)));
        return;
    }
    top[0] = '\0';
    int best = 0;
    for (int p = 0; p < pg->players; p++)
        if (pg->places[p] == 1) {
            if (top[0])
                strncat(top, ", ", topsize - strlen(top) - 1);
            strncat(top, name_seat(pg->names[p]), topsize - strlen(top) - 1);
            best = pg->totals[p];
        }
    if (pg->winner >= 0)
        /* TRANSLATORS: under the winner's name in the list of past games. */
        snprintf(bottom, bottomsize, ngettext("won with %d point", "won with %d points", best), best);
    else
        /* TRANSLATORS: under the names of the players who share the first place. */
        snprintf(bottom, bottomsize, ngettext("tied with %d point", "tied with %d points", best), best);
}

/* The game column's second line: its title, else the side and moves. */
static void game_detail(const PastGame *pg, char *buf, size_t size)
{
    if (pg->title[0]) {
        snprintf(buf, size, "%s", pg->title);
        return;
    }
    char side[2] = {map_side_letter(pg->side), 0}, sname[32], moves[48];
    snprintf(sname, sizeof sname, _("Side %s"), side);
    snprintf(moves, sizeof moves, ngettext("%d move", "%d moves", pg->moves), pg->moves);
    snprintf(buf, size, "%s \xC2\xB7 %s", sname, moves);
}

/* Each column as wide as its longest text (at least its head), the
 * players' column taking the rest; when that leaves the players less than
 * a third, the game column gives up room first (its title wraps), the
 * result column only what would leave the game less than two fifths. */
static Columns columns(const Gfx *g, const PastList *list, SDL_Rect area)
{
    const Metrics *L = &g->m;
    TextSystem *ts = (TextSystem *)&g->text;
    int pad = L->inner;
    int date_w = SDL_max(text_width(ts, FONT_BODY, "2026-11-26"), text_width(ts, FONT_SMALL, _("Date")));
    int game_w = text_width(ts, FONT_SMALL, _("Game")), result_w = text_width(ts, FONT_SMALL, _("Result"));
    for (int i = 0; i < list->ngames; i++) {
        const PastGame *pg = &list->games[i];
        char buf[SEAT_NAME_MAX * MAX_PLAYERS + 96], bottom[96];
        describe_game(pg->players, pg->kind, buf, sizeof buf);
        game_w = SDL_max(game_w, text_width(ts, FONT_BODY, buf));
        game_detail(pg, buf, sizeof buf);
        game_w = SDL_max(game_w, text_width(ts, FONT_SMALL, buf));
        result_texts(pg, buf, sizeof buf, bottom, sizeof bottom);
        result_w = SDL_max(result_w, text_width(ts, FONT_BODY, buf));
        result_w = SDL_max(result_w, text_width(ts, pg->players <= 1 ? FONT_ITALIC : FONT_SMALL, bottom));
    }
    date_w += 2 * pad;
    game_w += 2 * pad;
    result_w += 2 * pad;
    int players_min = area.w / 3, spare = area.w - date_w - players_min;
    if (game_w + result_w > spare && spare > 0) {
        result_w = SDL_min(result_w, spare - 2 * spare / 5);
        game_w = spare - result_w;
    }
    int widths[4] = {date_w, game_w, area.w - date_w - game_w - result_w, result_w};
    Columns c;
    int x = area.x;
    for (int i = 0; i < 4; i++) {
        c.x[i] = x + pad;
        c.w[i] = widths[i] - 2 * pad;
        x += widths[i];
    }
    return c;
}

/* The lines the game column's second line takes (a long title wraps). */
static int detail_lines(TextSystem *ts, const PastGame *pg, const Columns *c)
{
    char buf[SESSION_TITLE_MAX + 96];
    game_detail(pg, buf, sizeof buf);
    return SDL_max(text_wrap_count(ts, FONT_SMALL, buf, c->w[1]), 1);
}

/* A row's height: the game's lines, or as many as its players take. */
static int row_height(const Gfx *g, const PastGame *pg, const Columns *c)
{
    TextSystem *ts = (TextSystem *)&g->text;
    char lines[MAX_PLAYERS][MAX_PLAYERS * PLAYER_TEXT];
    int nl = player_lines(ts, pg, c->w[2], lines);
    int body = text_line_height(ts, FONT_BODY), small = text_line_height(ts, FONT_SMALL);
    return SDL_max(body + detail_lines(ts, pg, c) * small, nl * small) + g->m.inner;
}

/* The columns and row heights for this list at this size (measured again
 * only when one of them changed). */
static void measure(Past *st, const Gfx *g, SDL_Rect area)
{
    if (st->measured && st->measured_gen == g->generation && st->measured_w == area.w)
        return;
    st->cols = columns(g, &st->list, area);
    free(st->heights);
    st->heights = st->list.ngames > 0 ? malloc((size_t)st->list.ngames * sizeof *st->heights) : NULL;
    for (int i = 0; st->heights && i < st->list.ngames; i++)
        st->heights[i] = row_height(g, &st->list.games[i], &st->cols);
    st->measured = st->heights != NULL || st->list.ngames == 0;
    st->measured_gen = g->generation;
    st->measured_w = area.w;
}

/* A row's height from the measures (measured on the spot when memory ran out). */
static int height_of(const Past *st, const Gfx *g, int i)
{
    return st->heights ? st->heights[i] : row_height(g, &st->list.games[i], &st->cols);
}

static void draw_row(Gfx *g, const PastGame *pg, const Columns *c, SDL_Rect row, bool sel, bool hover)
{
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    gfx_fill_round_rect(R, row, L->radius, sel ? gfx_rgb(0xf3d98a) : hover ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD));
    gfx_round_rect_outline(R, row, L->radius, sel ? (float)L->line + 1.0f : 1.0f,
                           sel ? gfx_rgb(0x8a5208) : ink_alpha(110));
    int y = row.y + L->inner / 2, bh = text_line_height(ts, FONT_BODY);
    SDL_Color soft = gfx_rgb(PAL_INK_SOFT);
    char day[11], clock[6];
    snprintf(day, sizeof day, "%.10s", pg->date);
    snprintf(clock, sizeof clock, "%s", pg->date + 11);
    text_draw_fit(ts, R, FONT_BODY, day, c->x[0], y, c->w[0], ink(), ALIGN_LEFT);
    text_draw_fit(ts, R, FONT_SMALL, clock, c->x[0], y + bh, c->w[0], soft, ALIGN_LEFT);
    char buf[SESSION_TITLE_MAX + 96];
    describe_game(pg->players, pg->kind, buf, sizeof buf);
    text_draw_fit(ts, R, FONT_BODY, buf, c->x[1], y, c->w[1], ink(), ALIGN_LEFT);
    game_detail(pg, buf, sizeof buf);
    int sh = text_line_height(ts, FONT_SMALL);
    text_draw_wrapped(ts, R, FONT_SMALL, buf, gfx_rect(c->x[1], y + bh, c->w[1], detail_lines(ts, pg, c) * sh), soft,
                      ALIGN_LEFT);
    char lines[MAX_PLAYERS][MAX_PLAYERS * PLAYER_TEXT];
    int nl = player_lines(ts, pg, c->w[2], lines);
    for (int i = 0; i < nl; i++)
        text_draw_fit(ts, R, FONT_SMALL, lines[i], c->x[2], y + i * sh, c->w[2], ink(), ALIGN_LEFT);
    char top[SEAT_NAME_MAX * MAX_PLAYERS + 40], bottom[96];
    result_texts(pg, top, sizeof top, bottom, sizeof bottom);
    text_draw_fit(ts, R, FONT_BODY, top, c->x[3], y, c->w[3], ink(), ALIGN_LEFT);
    text_draw_fit(ts, R, pg->players <= 1 ? FONT_ITALIC : FONT_SMALL, bottom, c->x[3], y + bh, c->w[3], soft,
                  ALIGN_LEFT);
}

/* The column heads and the games' rows between body's top and `bottom`
 * (scrolled), or that there are none; a row clicked is picked. */
static void rows(Past *st, Ui *ui, Widgets *w, SDL_Rect body, int bottom)
{
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    /* the column heads */
    int y = body.y;
    measure(st, g, body);
    const Columns c = st->cols;
    if (widgets_drawing(w)) {
        const char *heads[4] = {_("Date"), _("Game"), _("Players and points"), _("Result")};
        for (int i = 0; i < 4; i++)
            text_draw_fit(ts, R, FONT_SMALL, heads[i], c.x[i], y, c.w[i], gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    }
    y += text_line_height(ts, FONT_SMALL) + L->inner / 2;
    SDL_Rect list = gfx_rect(body.x, y, body.w, bottom - L->inner - y);
    if (st->list.ngames == 0) {
        if (widgets_drawing(w))
            text_draw(ts, R, FONT_ITALIC, _("No finished games yet: every game played to the end is kept here."),
                      list.x, list.y, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        return;
    }
    int gap = SDL_max(L->gap / 3, 2), content = 0;
    for (int i = 0; i < st->list.ngames; i++)
        content += height_of(st, g, i) + gap;
    widgets_begin_scroll(w, list, content - gap, &st->panel.scroll);
    int ry = list.y - st->panel.scroll;
    for (int i = 0; i < st->list.ngames; i++) {
        const PastGame *pg = &st->list.games[i];
        SDL_Rect row = gfx_rect(list.x, ry, list.w, height_of(st, g, i));
        ry += row.h + gap;
        bool hover;
        if (widget_row(w, row, i == st->selected, &hover))
            select_row(st, i);
        if (!widgets_drawing(w) || row.y + row.h < list.y || row.y > list.y + list.h)
            continue;
        if (i == 0)
            st->row0 = row;
        draw_row(g, pg, &c, row, i == st->selected, hover);
    }
    widgets_end_scroll(w);
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Past *st = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Rect body;
    if (widget_frame(w, 1000, 680, _("Past games"), &body)) {
        ui_pop(ui);
        return;
    }
    if (widgets_drawing(w))
        st->replay_r = st->review_r = st->delete_r = st->yes_r = st->row0 = gfx_rect(0, 0, 0, 0);
    int rh = widget_row_height(g);
    /* the buttons for the picked game and the message, at the bottom */
    const char *l1 = st->confirming ? _("Delete for good") : _("Watch replay");
    const char *l2 = st->confirming ? _("Keep it") : _("Delete");
    /* TRANSLATORS: a button: the strong computer player's review of the game, move by move. */
    const char *l3 = _("Review");
    int w1 = widget_button_width(g, l1) + 2 * L->inner, w2 = widget_button_width(g, l2) + L->inner;
    int w3 = st->confirming ? 0 : widget_button_width(g, l3) + L->inner;
    int msg_w = body.w - w1 - w2 - w3 - (w3 ? L->gap / 2 : 0) - L->gap / 2 - L->gap;
    int msg_h = st->message[0] ? text_wrap_height(ts, FONT_SMALL, st->message, msg_w) : 0;
    int foot = SDL_max(rh, msg_h);
    int bottom = body.y + body.h - foot;
    SDL_Rect r1 = gfx_rect(body.x + body.w - w1, body.y + body.h - rh, w1, rh);
    SDL_Rect r3 = gfx_rect(r1.x - L->gap / 2 - w3, r1.y, w3, rh);
    SDL_Rect r2 = gfx_rect((w3 ? r3.x : r1.x) - L->gap / 2 - w2, r1.y, w2, rh);
    bool any = picked(st);
    if (widgets_drawing(w)) {
        if (st->confirming)
            st->yes_r = r1;
        else if (any)
            st->replay_r = r1;
        if (any && w3)
            st->review_r = r3;
        if (any)
            st->delete_r = r2; /* Delete, or Keep it while asking */
    }
    if (widgets_drawing(w) && st->message[0])
        widget_text(w, FONT_SMALL, st->message, gfx_rect(body.x, bottom, msg_w, 0),
                    st->message_error ? gfx_rgb(PAL_RED) : ink());
    /* the list first, then the buttons: the focus goes through them top to bottom */
    rows(st, ui, w, body, bottom);
    if (widget_button(w, r2, l2, any ? BUTTON_NORMAL : BUTTON_DISABLED)) {
        if (st->confirming)
            select_row(st, st->selected); /* keep it: the question goes */
        else
            delete_picked(st, ui);
        return;
    }
    if (w3 && widget_button(w, r3, l3, any ? BUTTON_NORMAL : BUTTON_DISABLED)) {
        review(st, ui);
        return;
    }
    ButtonLook look1 = !any ? BUTTON_DISABLED : st->confirming ? BUTTON_DANGER : BUTTON_PRIMARY;
    if (widget_button(w, r1, l1, look1)) {
        if (st->confirming)
            delete_picked(st, ui);
        else
            watch(st, ui);
        return;
    }
}

static bool key(Past *st, Ui *ui, const UiEvent *e)
{
    switch (e->key) {
    case KEY_CONFIRM:
        if (st->confirming)
            delete_picked(st, ui);
        else
            watch(st, ui);
        return true;
    case KEY_DELETE:
        delete_picked(st, ui);
        return true;
    case KEY_CANCEL:
        if (st->confirming)
            select_row(st, st->selected);
        else
            ui_pop(ui);
        return true;
    case KEY_UP:
    case KEY_DOWN:
        if (st->list.ngames > 0) {
            int i = st->selected < 0 ? 0 : st->selected + (e->key == KEY_UP ? -1 : 1);
            select_row(st, SDL_max(0, SDL_min(st->list.ngames - 1, i)));
        }
        return true;
    default:
        return false;
    }
}

static void draw(void *self, Ui *ui)
{
    Past *st = self;
    panel_draw(&st->panel, self, ui, walk);
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Past *st = self;
    bool taken;
    bool changed = panel_event(&st->panel, self, ui, e, walk, &taken);
    if (taken)
        return changed;
    return e->kind == UI_KEY && key(st, ui, e);
}

static void *create(Ui *ui)
{
    (void)ui;
    Past *st = calloc(1, sizeof *st);
    if (st) {
        panel_reset(&st->panel);
        st->selected = -1;
    }
    return st;
}

static void destroy(void *self)
{
    Past *st = self;
    if (st) {
        past_list_free(&st->list);
        forget_measures(st);
    }
    free(st);
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Past *st = self;
    (void)why;
    panel_reset(&st->panel);
    refresh(st, ui);
}

static void leave(void *self, Ui *ui)
{
    Past *st = self;
    (void)ui;
    past_list_free(&st->list);
    forget_measures(st);
    st->selected = -1;
    st->confirming = false;
}

/* A game finished meanwhile (under a screen above this one) joins the list. */
static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Past *st = self;
    if (e->kind == MATCH_FINISHED)
        refresh(st, ui);
}

/* What the list shows (the first three games: date, players, moves, and
 * each player's name, total and place; "N_total" and "N_name" are the
 * first player's), and where the first row and the buttons were drawn
 * last: Watch replay, Review, Delete (Keep it while it asks) and Delete for good. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const Past *st = self;
    (void)ui;
    panel_report(&st->panel, r);
    report_value(r, "games", "%d", st->list.ngames);
    report_value(r, "skipped", "%d", st->list.nskipped);
    report_value(r, "selected", "%d", st->selected);
    report_value(r, "confirming", "%d", st->confirming);
    r->value(r, "message", st->message);
    for (int i = 0; i < st->list.ngames && i < 3; i++) {
        const PastGame *pg = &st->list.games[i];
        char key[32];
        snprintf(key, sizeof key, "%d_date", i);
        r->value(r, key, pg->date);
        snprintf(key, sizeof key, "%d_players", i);
        report_value(r, key, "%d", pg->players);
        snprintf(key, sizeof key, "%d_moves", i);
        report_value(r, key, "%d", pg->moves);
        snprintf(key, sizeof key, "%d_total", i);
        report_value(r, key, "%d", pg->totals[0]);
        snprintf(key, sizeof key, "%d_name", i);
        r->value(r, key, name_seat(pg->names[0]));
        for (int q = 0; q < pg->players && q < MAX_PLAYERS; q++) {
            snprintf(key, sizeof key, "%d_name_%d", i, q);
            r->value(r, key, name_seat(pg->names[q]));
            snprintf(key, sizeof key, "%d_total_%d", i, q);
            report_value(r, key, "%d", pg->totals[q]);
            snprintf(key, sizeof key, "%d_place_%d", i, q);
            report_value(r, key, "%d", pg->places[q]);
        }
    }
    r->spot(r, "row0", st->row0);
    r->spot(r, "replay", st->replay_r);
    r->spot(r, "review", st->review_r);
    r->spot(r, "delete", st->delete_r);
    r->spot(r, "yes", st->yes_r);
}

const ScreenType *past_screen(void)
{
    static const ScreenType type = {
        .name = "past", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .leave = leave,
        .event = event, .draw = draw, .match_changed = match_changed, .report = report,
    };
    return &type;
}
