/* review_screen.c: the strong computer player's review of a finished game
 * (src/ai/review.h), for one seat: where the points were lost.
 *
 * Opened from the final box, Past games, a replay of a finished game and
 * the statistics' best games (ui_push_review). A review
 * kept beside the past game (past_reviews.h) opens at once; else the moves
 * are reviewed in the background (a platform thread running the review on
 * every processor) with a progress bar and Cancel, the window answering
 * all the while, and the result is kept beside the game.
 *
 * What it shows: the expected final score after each move as a line chart
 * through the game, the moves that lost points marked (a dot as large as
 * the loss; a loss within the noise is grey, never called a mistake); a
 * season-by-season summary with the part of the evaluation that lost most;
 * the three costliest moves, and for the move picked (in the chart, by
 * those buttons or by keys: the arrows step through the moves, Home and
 * End go to the first and the last; Esc goes back) the map as it was then
 * twice, with the move played and the better one drawn, and one sentence
 * of why, and the expected final scores of both; a move is named by the
 * seat's own count of its moves (review_words.h). With several players a
 * row of names (in more rows when they need it) picks the seat; each
 * seat's review, stopped or finished, is kept until another game is
 * reviewed, so a seat picked again, or the review closed and opened again,
 * goes on from the moves it had reviewed, and Cancel stops only the seat's
 * review (Go on goes on with it; solo, Cancel goes back). Tab and
 * Shift+Tab (a pad's X) take the ring round Close, the names, the chart
 * and the costliest moves (a costliest move is picked as the ring
 * arrives); Enter or Space (A) press the button with the ring (a
 * costliest move's shows its move again); the keys that step through the
 * moves put the ring on the chart. The words are review_words.c's. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fonts.h"
#include "gfx.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "past_reviews.h"
#include "platform.h"
#include "review.h"
#include "review_chart.h"
#include "review_words.h"
#include "save.h"
#include "screens.h"
#include "widgets.h"

#define COSTLY 3

typedef enum State { REVIEW_NONE, REVIEW_RUNNING, REVIEW_DONE, REVIEW_FAILED, REVIEW_STOPPED } State;

/* A seat's review while another seat is shown: its job stopped with the
 * moves reviewed so far (resumed when the seat is picked again), or the
 * finished review. */
typedef struct Parked {
    ReviewJob *job;
    bool stopped; /* the job was stopped by Cancel: it waits for Go on */
    Review r;
    bool have_r, from_file;
} Parked;

typedef struct ReviewScreen {
    Panel panel;
    Record rec;
    bool have_rec;
    uint64_t game_key; /* the game's (save_game_key): its reviews are kept while another screen is shown */
    int players;
    char names[MAX_PLAYERS][SEAT_NAME_MAX];
    char file[PAST_FILE_MAX]; /* the past game ("" none: the review is not kept) */
    int seat;
    State state;
    Parked parked[MAX_PLAYERS]; /* the other seats' reviews, kept until another game is reviewed */
    /* the background review */
    ReviewJob *job;
    PlatformThread *thread;
    atomic_bool finished;
    int shown_done; /* moves reviewed when last drawn */
    int next_task;  /* without a thread: the move the next tick reviews */
    /* the result */
    Review r;
    bool from_file; /* opened from the kept review */
    char message[SESSION_MESSAGE_MAX + 200];
    int costly[COSTLY], ncostly; /* indices into r.moves, the costliest first */
    int selected;                /* index into r.moves, -1 none */
    int chart_id, costly_id[COSTLY]; /* the widget ids of the chart and the costliest moves' buttons */
    Game *pos;                   /* the position before the selected move */
    int pos_for;                 /* the move pos is for, -1 none */
    /* tests: where things were drawn */
    SDL_Rect cancel_r, resume_r, chart_r, ring_r, costly_r[COSTLY], seat_r[MAX_PLAYERS], point_r[3];
    int season_indent[SEASONS]; /* where a season line's second line starts (from the left), 0 none */
    ReviewMapGrid map[2];       /* the picked move's maps as drawn: played, better (empty grids when not drawn) */
    unsigned cut; /* strings shortened with an ellipsis in the last frame */
} ReviewScreen;

/* ---- the background review ---- */

static void run(void *arg)
{
    ReviewScreen *st = arg;
    review_job_run(st->job, 0);
    atomic_store(&st->finished, true);
}

/* Stops the review in progress, keeping it (and the moves it reviewed) in st->job. */
static void pause_job(ReviewScreen *st)
{
    if (st->job) {
        review_job_cancel(st->job);
        if (st->thread)
            platform_thread_join(st->thread);
    }
    st->thread = NULL;
}

/* Stops a review in progress and forgets it. */
static void stop(ReviewScreen *st)
{
    pause_job(st);
    review_job_free(st->job);
    st->job = NULL;
}

/* Runs st->job (new, or stopped and resumed: the moves it reviewed are kept)
 * in the background. */
static void run_job(ReviewScreen *st)
{
    review_job_resume(st->job);
    atomic_store(&st->finished, false);
    st->shown_done = review_job_done(st->job);
    st->state = REVIEW_RUNNING;
    st->message[0] = '\0';
    st->next_task = 0;
    st->thread = platform_thread_start(run, st); /* NULL: the ticks review a move each */
}

/* The seat shown goes aside (its review stopped, or finished, kept for
 * when it is picked again), leaving nothing shown. */
static void park(ReviewScreen *st)
{
    Parked *k = &st->parked[st->seat];
    bool stopped = st->state == REVIEW_STOPPED;
    pause_job(st);
    if (st->job) {
        review_job_free(k->job);
        k->job = st->job;
        k->stopped = stopped;
        st->job = NULL;
    } else if (st->state == REVIEW_DONE) {
        review_free(&k->r);
        k->r = st->r;
        k->have_r = true;
        k->from_file = st->from_file;
        memset(&st->r, 0, sizeof st->r);
    }
}

/* Frees every seat's kept review. */
static void drop_parked(ReviewScreen *st)
{
    for (int p = 0; p < MAX_PLAYERS; p++) {
        review_job_free(st->parked[p].job);
        review_free(&st->parked[p].r);
        memset(&st->parked[p], 0, sizeof st->parked[p]);
    }
}

static void forget(ReviewScreen *st)
{
    stop(st);
    review_free(&st->r);
    memset(&st->r, 0, sizeof st->r);
    free(st->pos);
    st->pos = NULL;
    st->pos_for = -1;
    st->selected = -1;
    st->ncostly = 0;
    st->from_file = false;
    st->message[0] = '\0';
    st->state = REVIEW_NONE;
}

/* The review is in: the costliest moves, the first of them picked. */
static void take(ReviewScreen *st)
{
    st->state = REVIEW_DONE;
    st->ncostly = 0;
    for (int k = 0; k < COSTLY; k++) {
        int best = -1;
        for (int i = 0; i < st->r.nmoves; i++) {
            bool taken = false;
            for (int j = 0; j < st->ncostly; j++)
                taken |= st->costly[j] == i;
            if (!taken && st->r.moves[i].loss > 0 && (best < 0 || st->r.moves[i].loss > st->r.moves[best].loss))
                best = i;
        }
        if (best < 0)
            break;
        st->costly[st->ncostly++] = best;
    }
    st->selected = st->ncostly > 0 ? st->costly[0] : (st->r.nmoves > 0 ? 0 : -1);
}

/* The kept review, when there is one of this game and seat. */
static bool open_kept(ReviewScreen *st, const Ui *ui)
{
    if (!st->file[0] || !ui->profile->data_dir[0])
        return false;
    size_t len;
    bool missing;
    char err[SESSION_MESSAGE_MAX];
    char *text = past_review_read(ui->profile->data_dir, st->file, st->seat, &len, &missing, err, sizeof err);
    if (!text)
        return false;
    bool ok = review_parse(text, len, &st->r, err, sizeof err) && review_matches(&st->r, &st->rec, st->seat);
    free(text);
    if (!ok) {
        review_free(&st->r);
        memset(&st->r, 0, sizeof st->r);
        return false;
    }
    st->from_file = true;
    take(st);
    return true;
}

/* Shows the seat's review: the one kept in memory, else the one kept
 * beside the game, else it goes on with the seat's stopped review, else
 * starts reviewing it. */
static void start(ReviewScreen *st, const Ui *ui)
{
    forget(st);
    if (!st->have_rec) {
        st->state = REVIEW_FAILED;
        snprintf(st->message, sizeof st->message, "%s", _("There is no finished game to review."));
        return;
    }
    Parked *k = &st->parked[st->seat];
    if (k->have_r) {
        st->r = k->r;
        st->from_file = k->from_file;
        memset(k, 0, sizeof *k);
        take(st);
        return;
    }
    if (k->job) { /* a review left running goes on; one stopped by Cancel waits for Go on */
        st->job = k->job;
        k->job = NULL;
        if (k->stopped) {
            st->shown_done = review_job_done(st->job);
            st->state = REVIEW_STOPPED;
        } else {
            run_job(st);
        }
        return;
    }
    if (open_kept(st, ui))
        return;
    ReviewParams params;
    review_params_default(&params);
    char err[SESSION_MESSAGE_MAX];
    st->job = review_job_new(&st->rec, st->seat, &params, err, sizeof err);
    if (!st->job) {
        st->state = REVIEW_FAILED;
        /* TRANSLATORS: %s is why (in English). */
        snprintf(st->message, sizeof st->message, _("This game cannot be reviewed: %s"), err);
        return;
    }
    run_job(st);
}

/* Another seat's review (the one shown goes aside, kept). */
static void switch_seat(ReviewScreen *st, const Ui *ui, int seat)
{
    park(st);
    st->seat = seat;
    start(st, ui);
}

/* A finished background review: collected, and kept beside the game. */
static void collect(ReviewScreen *st, const Ui *ui)
{
    if (st->thread)
        platform_thread_join(st->thread);
    st->thread = NULL;
    bool ok = review_job_finish(st->job, &st->r);
    review_job_free(st->job);
    st->job = NULL;
    if (!ok) {
        st->state = REVIEW_FAILED;
        snprintf(st->message, sizeof st->message, "%s", _("The review ran out of memory."));
        return;
    }
    take(st);
    if (!st->file[0] || !ui->profile->data_dir[0])
        return;
    char *text = review_format(&st->r);
    char err[SESSION_MESSAGE_MAX];
    if (!text || !past_review_keep(ui->profile->data_dir, st->file, st->seat, text, err, sizeof err))
        /* TRANSLATORS: %s is why (in English). */
        snprintf(st->message, sizeof st->message, _("The review could not be kept with the game: %s"),
                 text ? err : "out of memory");
    free(text);
}

/* The position before the selected move (replayed from the record once per move picked). */
static const Game *position(ReviewScreen *st)
{
    if (st->selected < 0 || st->selected >= st->r.nmoves)
        return NULL;
    if (st->pos && st->pos_for == st->selected)
        return st->pos;
    if (!st->pos)
        st->pos = malloc(sizeof *st->pos);
    if (!st->pos)
        return NULL;
    char err[ERROR_MAX];
    int upto = st->r.moves[st->selected].number - 1;
    bool ok = game_init(st->pos, &st->rec.settings, err, sizeof err);
    for (int i = 0; ok && i < upto && i < st->rec.nmoves; i++)
        ok = game_apply(st->pos, &st->rec.moves[i], err, sizeof err);
    st->pos_for = ok ? st->selected : -1;
    return ok ? st->pos : NULL;
}

/* Cancel: with several players the seat's review stops (kept, to go on
 * with) and the screen stays, with the names, for another seat; solo there
 * is nothing else to show: back where the review was opened (the moves
 * reviewed are kept: Review goes on from them). */
static void cancel_review(ReviewScreen *st, Ui *ui)
{
    if (st->players > 1 && st->job) {
        pause_job(st);
        st->state = REVIEW_STOPPED;
        return;
    }
    ui_pop(ui);
}

static void walk_running(ReviewScreen *st, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    TextSystem *ts = &g->text;
    int rh = widget_row_height(g), lh = text_line_height(ts, FONT_BODY);
    int done = st->job ? review_job_done(st->job) : 0, total = st->job ? review_job_tasks(st->job) : 1;
    int bar_w = SDL_min(body.w, (int)(560 * g->m.scale));
    int y = body.y + body.h / 3;
    SDL_Rect bar = gfx_rect(body.x + (body.w - bar_w) / 2, y + lh + g->m.inner, bar_w, rh / 2);
    const char *label = _("Cancel");
    int bw = widget_button_width(g, label) + 2 * g->m.inner;
    SDL_Rect cancel = gfx_rect(body.x + (body.w - bw) / 2, bar.y + bar.h + g->m.gap, bw, rh);
    if (widgets_drawing(w)) {
        st->cancel_r = cancel;
        st->shown_done = done;
        char text[200];
        review_progress_text(st->players > 1 ? st->names[st->seat] : NULL, done, total, text, sizeof text);
        text_draw_fit(ts, g->renderer, FONT_BODY, text, body.x + body.w / 2, y, body.w, ink(), ALIGN_CENTER);
        gfx_fill_round_rect(g->renderer, bar, bar.h / 2, gfx_rgb(PAL_PARCHMENT_DARK));
        SDL_Rect fill = bar;
        fill.w = total > 0 ? (int)((long)bar.w * done / total) : 0;
        if (fill.w > 0)
            gfx_fill_round_rect(g->renderer, fill, bar.h / 2, gfx_rgb(PAL_GREEN_OK));
        gfx_round_rect_outline(g->renderer, bar, bar.h / 2, 1.0f, ink_alpha(140));
        text_draw_fit(ts, g->renderer, FONT_SMALL,
                      st->players > 1
                          ? _("It asks, for every move, what the best move was with only what the player knew then.")
                          : _("It asks, for every move, what the best move was with only what you knew then."),
                      body.x + body.w / 2, cancel.y + cancel.h + g->m.gap, body.w, gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
    }
    if (widget_button(w, cancel, label, BUTTON_NORMAL))
        cancel_review(st, ui);
}

/* A seat's review stopped by Cancel: what was reviewed is kept; Go on (or
 * the seat's name) goes on with it, another name reviews another seat. */
static void walk_stopped(ReviewScreen *st, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    TextSystem *ts = &g->text;
    char text[SEAT_NAME_MAX + 300];
    review_stopped_text(st->names[st->seat], st->job ? review_job_done(st->job) : 0,
                        st->job ? review_job_tasks(st->job) : 0, text, sizeof text);
    int rh = widget_row_height(g), width = SDL_min(body.w, (int)(640 * g->m.scale));
    int y = body.y + body.h / 3, x = body.x + (body.w - width) / 2;
    int th = text_wrap_height(ts, FONT_BODY, text, width);
    if (widgets_drawing(w))
        text_draw_wrapped(ts, g->renderer, FONT_BODY, text, gfx_rect(x, y, width, th), ink(), ALIGN_CENTER);
    const char *label = _("Go on");
    int bw = widget_button_width(g, label) + 2 * g->m.inner;
    SDL_Rect resume = gfx_rect(body.x + (body.w - bw) / 2, y + th + g->m.gap, bw, rh);
    if (widgets_drawing(w))
        st->resume_r = resume;
    if (widget_button(w, resume, label, BUTTON_PRIMARY) && st->job)
        run_job(st);
}

/* A season's line at x, y in `width`, its height returned: wrapped with a
 * hanging indent, the lines after the first starting after "Summer: " (its
 * indent into *indent, 0 when it takes one line); drawn when `draw`. */
static int season_text(Widgets *w, const char *line, int x, int y, int width, bool draw, int *indent)
{
    TextSystem *ts = &w->g->text;
    const char *colon = strstr(line, ": ");
    *indent = 0;
    if (text_width(ts, FONT_SMALL, line) <= width || !colon) /* one line, or no season's name to hang from */
        return draw ? widget_text(w, FONT_SMALL, line, gfx_rect(x, y, width, 0), ink())
                    : text_wrap_height(ts, FONT_SMALL, line, width);
    char head[120];
    snprintf(head, sizeof head, "%.*s", (int)(colon + 2 - line), line);
    int head_w = text_width(ts, FONT_SMALL, head);
    if (head_w > width / 2)
        return draw ? widget_text(w, FONT_SMALL, line, gfx_rect(x, y, width, 0), ink())
                    : text_wrap_height(ts, FONT_SMALL, line, width);
    *indent = head_w;
    if (draw) {
        text_draw(ts, w->g->renderer, FONT_SMALL, head, x, y, ink(), ALIGN_LEFT);
        return widget_text(w, FONT_SMALL, colon + 2, gfx_rect(x + head_w, y, width - head_w, 0), ink());
    }
    return text_wrap_height(ts, FONT_SMALL, colon + 2, width - head_w);
}

static void walk_done(ReviewScreen *st, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    SDL_Renderer *R = g->renderer;
    const Review *r = &st->r;
    int sh = text_line_height(ts, FONT_SMALL), rh = widget_row_height(g);
    int y = body.y;
    /* the summary */
    char lost[40], text[400];
    review_with_error(r->total_loss, r->total_loss_se, lost, sizeof lost);
    /* TRANSLATORS: the final score, the points lost with their uncertainty, and in how many mistakes. */
    snprintf(text, sizeof text,
             ngettext("Final score %d. Points lost: %s, in %d mistake.",
                      "Final score %d. Points lost: %s, in %d mistakes.", r->mistakes),
             r->final_total / 100, lost, r->mistakes);
    char luck[160];
    review_luck_text(r, luck, sizeof luck);
    if (luck[0])
        snprintf(text + strlen(text), sizeof text - strlen(text), " %s", luck);
    if (widgets_drawing(w))
        y += widget_text(w, FONT_BODY, text, gfx_rect(body.x, y, body.w, 0), ink());
    else
        y += text_wrap_height(ts, FONT_BODY, text, body.w);
    y += L->inner / 2;
    int half = (body.w - L->gap) * 11 / 20;
    SDL_Rect left = gfx_rect(body.x, y, half, body.y + body.h - y);
    SDL_Rect right = gfx_rect(body.x + half + L->gap, y, body.w - half - L->gap, body.y + body.h - y);

    /* left: the chart, then the seasons (wrapped, never cut) */
    char seasons[SEASONS][300];
    int season_h = sh + L->inner;
    for (int s = 0; s < SEASONS; s++) {
        int indent;
        review_season_line(r, s, seasons[s], sizeof seasons[s]);
        season_h += season_text(w, seasons[s], left.x, 0, left.w, false, &indent);
    }
    int message_h = st->message[0] ? text_wrap_height(ts, FONT_SMALL, st->message, left.w) : 0;
    SDL_Rect chart = gfx_rect(left.x, left.y, left.w, SDL_max(4 * sh, left.h - season_h - message_h));
    if (widgets_drawing(w))
        st->chart_r = chart;
    int hovered = -1;
    for (int i = 0; i < r->nmoves; i++) {
        bool over;
        SDL_Rect col = review_chart_column(r, g, chart, i);
        if (widget_area_as(w, col, &over, FOCUS_BUTTON, false)) /* the arrows step through the moves */
            st->selected = i;
        if (over)
            hovered = i;
        if (widgets_drawing(w) && i == (r->nmoves - 1) / 2)
            st->point_r[0] = col;
    }
    st->chart_id = w->id + 1; /* the chart takes the ring when the keys step through the moves */
    widget_area_as(w, chart, NULL, FOCUS_ROW, true);
    if (widgets_drawing(w)) {
        SDL_Rect ring = review_chart_draw(r, g, chart, st->selected, hovered);
        if (st->selected >= 0)
            st->ring_r = ring;
        int sy = chart.y + chart.h + L->inner;
        text_draw_fit(ts, R, FONT_ITALIC, _("Expected final score after each move"), left.x, sy, left.w,
                      gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        sy += sh;
        for (int s = 0; s < SEASONS; s++)
            sy += season_text(w, seasons[s], left.x, sy, left.w, true, &st->season_indent[s]);
        if (st->message[0])
            widget_text(w, FONT_SMALL, st->message, gfx_rect(left.x, sy, left.w, 0), gfx_rgb(PAL_RED));
    }

    /* right: the costliest moves (a row of buttons, in two rows when their
     * words need it), the move picked in words and on the map */
    int ry = right.y;
    if (widgets_drawing(w))
        text_draw_fit(ts, R, FONT_SMALL, _("The costliest moves"), right.x, ry, right.w, gfx_rgb(PAL_INK_SOFT),
                      ALIGN_LEFT);
    ry += sh;
    if (st->ncostly == 0 && widgets_drawing(w))
        widget_text(w, FONT_ITALIC, _("None: every move was the best one found."), gfx_rect(right.x, ry, right.w, 0),
                    ink());
    int cw = (right.w - (COSTLY - 1) * (L->gap / 2)) / COSTLY;
    Flow row = {w, right.x, right.x, right.x + right.w, right.x, ry, rh, L->gap};
    for (int k = 0; k < st->ncostly; k++) {
        char label[64];
        review_costly_label(r, st->costly[k], label, sizeof label);
        SDL_Rect b = flow_place(&row, SDL_max(cw, widget_button_width(g, label)));
        st->costly_id[k] = w->id + 1;
        if (widgets_drawing(w))
            st->costly_r[k] = b;
        if (widget_choice_row(w, b, label, st->selected == st->costly[k])) /* the ring arriving picks it */
            st->selected = st->costly[k];
    }
    ry = row.y + rh + L->inner;
    if (st->selected < 0 || !widgets_drawing(w))
        return;
    char sentence[800];
    review_move_sentence(r, st->selected, sentence, sizeof sentence);
    ry += widget_text(w, FONT_SMALL, sentence, gfx_rect(right.x, ry, right.w, 0), ink());
    review_score_line(r, st->selected, sentence, sizeof sentence);
    ry += widget_text(w, FONT_SMALL, sentence, gfx_rect(right.x, ry, right.w, 0), ink()) + L->inner;
    const Game *pos = position(st);
    if (!pos)
        return;
    const ReviewMove *m = &r->moves[st->selected];
    const Board *b = &pos->sheets[game_decision(pos)->sheet].board;
    bool two = m->loss > 0;
    int mw = two ? (right.w - L->gap) / 2 : right.w / 2;
    int side = SDL_min(mw, right.y + right.h - ry - sh - L->inner / 2);
    if (side < 8 * BOARD_SIZE / 2)
        return;
    text_draw(ts, R, FONT_SMALL, _("Played"), right.x, ry, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    st->map[0] = review_map_draw(g, gfx_rect(right.x, ry + sh, side, side), b, &m->played, gfx_rgb(PAL_RED));
    if (two) {
        int bx2 = right.x + side + L->gap;
        text_draw(ts, R, FONT_SMALL, _("Better"), bx2, ry, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
        st->map[1] = review_map_draw(g, gfx_rect(bx2, ry + sh, side, side), b, &m->best, gfx_rgb(PAL_GREEN_OK));
    }
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    ReviewScreen *st = self;
    Gfx *g = ui->gfx;
    SDL_Rect body;
    if (widgets_drawing(w)) {
        st->cancel_r = st->resume_r = st->chart_r = st->ring_r = gfx_rect(0, 0, 0, 0);
        memset(st->season_indent, 0, sizeof st->season_indent);
        memset(st->costly_r, 0, sizeof st->costly_r);
        memset(st->seat_r, 0, sizeof st->seat_r);
        memset(st->point_r, 0, sizeof st->point_r);
        memset(st->map, 0, sizeof st->map);
    }
    if (widget_frame(w, 1160, 0, _("Review of the game"), &body)) {
        ui_pop(ui); /* (leave keeps the review as it is) */
        return;
    }
    if (st->players > 1) { /* the seats: in as many rows as their names need; the seat's own name goes on with its
                              stopped review */
        int rh = widget_row_height(g);
        Flow row = {w, body.x, body.x, body.x + body.w, body.x, body.y, rh, g->m.gap};
        for (int p = 0; p < st->players; p++) {
            SDL_Rect b = flow_place(&row, widget_button_width(g, st->names[p]) + g->m.inner);
            if (widgets_drawing(w))
                st->seat_r[p] = b;
            if (widget_choice(w, b, st->names[p], p == st->seat)) {
                if (p != st->seat) {
                    switch_seat(st, ui, p);
                    return;
                }
                if (st->state == REVIEW_STOPPED && st->job) {
                    run_job(st);
                    return;
                }
            }
        }
        int used = row.y + rh + g->m.inner - body.y;
        body.y += used;
        body.h -= used;
    }
    if (st->state == REVIEW_RUNNING)
        walk_running(st, ui, w, body);
    else if (st->state == REVIEW_DONE)
        walk_done(st, ui, w, body);
    else if (st->state == REVIEW_STOPPED)
        walk_stopped(st, ui, w, body);
    else if (widgets_drawing(w))
        widget_text(w, FONT_BODY, st->message, body, gfx_rgb(PAL_RED));
}

static void draw(void *self, Ui *ui)
{
    ReviewScreen *st = self;
    unsigned before = ui->gfx->text.shortened;
    PadHint hints[3]; /* X too: the arrows step through the moves, X goes round the buttons */
    int n = glyph_panel_hints(hints, true);
    panel_draw_hints(&st->panel, self, ui, walk, hints, n);
    st->cut = ui->gfx->text.shortened - before;
}

static void step_move(ReviewScreen *st, int by)
{
    if (st->state != REVIEW_DONE || st->r.nmoves == 0)
        return;
    int i = (st->selected >= 0 ? st->selected : by > 0 ? -1 : 0) + by; /* none picked: from before the first */
    st->selected = SDL_max(0, SDL_min(st->r.nmoves - 1, i));
    st->panel.focus = st->chart_id; /* the keys act on the chart: the ring goes there */
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    ReviewScreen *st = self;
    /* Tab moves the ring, Enter and Space (a pad's A) press the button with
     * it, as a click would; the other keys step through the moves. With no
     * moves to step through yet (the review running or stopped) the arrows
     * (a pad's D-pad) move the ring too, between Close, the names and
     * Cancel or Go on. */
    bool arrow = e->kind == UI_KEY && (e->key == KEY_LEFT || e->key == KEY_RIGHT || e->key == KEY_UP ||
                                       e->key == KEY_DOWN);
    if (e->kind != UI_KEY || e->key == KEY_CONFIRM || e->key == KEY_SPACE || e->key == KEY_NEXT ||
        (arrow && st->state != REVIEW_DONE)) {
        bool taken;
        bool changed = panel_event(&st->panel, self, ui, e, walk, &taken);
        if (!taken && e->kind == UI_KEY && e->key != KEY_NEXT && st->state == REVIEW_DONE)
            for (int k = 0; k < st->ncostly; k++) /* a costliest move's button with the ring: its move again */
                if (st->panel.focus == st->costly_id[k]) {
                    st->selected = st->costly[k];
                    return true;
                }
        return changed;
    }
    switch (e->key) {
    case KEY_LEFT:
    case KEY_UP:
        step_move(st, -1);
        return true;
    case KEY_RIGHT:
    case KEY_DOWN:
        step_move(st, 1);
        return true;
    case KEY_HOME:
        step_move(st, -st->r.nmoves);
        return true;
    case KEY_END:
        step_move(st, st->r.nmoves);
        return true;
    case KEY_CANCEL: /* Esc leaves, as Close does */
        ui_pop(ui);
        return true;
    default:
        return false;
    }
}

/* The review in the background: redrawn as it goes, collected when done.
 * Not `busy`: the loop wakes each second anyway, and a frame every 15 ms
 * would take the processor from the review. */
static bool tick(void *self, Ui *ui)
{
    ReviewScreen *st = self;
    if (st->state != REVIEW_RUNNING || !st->job)
        return false;
    if (!st->thread) { /* no thread could be started: a move per tick here (the moves reviewed before skipped),
                          answering between them */
        int before = review_job_done(st->job);
        while (st->next_task < review_job_tasks(st->job) && review_job_done(st->job) == before)
            review_job_task(st->job, 0, st->next_task++);
        if (st->next_task >= review_job_tasks(st->job))
            atomic_store(&st->finished, true);
    }
    if (atomic_load(&st->finished)) {
        collect(st, ui);
        return true;
    }
    return review_job_done(st->job) != st->shown_done;
}

static void *create(Ui *ui)
{
    (void)ui;
    ReviewScreen *st = panel_screen_create(sizeof(ReviewScreen));
    if (st) {
        st->selected = -1;
        st->pos_for = -1;
    }
    return st;
}

static void drop_game(ReviewScreen *st)
{
    forget(st);
    drop_parked(st);
    if (st->have_rec)
        record_free(&st->rec);
    st->have_rec = false;
}

static void destroy(void *self)
{
    ReviewScreen *st = self;
    if (st)
        drop_game(st);
    free(st);
}

/* Copies what the review needs of the game (its record and the names) and
 * starts; the game reviewed last time keeps the seats' reviews as they were
 * left (a review closed while it ran goes on from the moves it had
 * reviewed). */
static void enter(void *self, Ui *ui, const NavRequest *why)
{
    ReviewScreen *st = self;
    panel_reset(&st->panel);
    const Session *s = why->session ? why->session : match_session(ui->match);
    uint64_t key = s && game_over(session_game(s)) ? save_game_key(s) : 0;
    if (!st->have_rec || key == 0 || key != st->game_key)
        drop_game(st);
    snprintf(st->file, sizeof st->file, "%s", why->session ? why->file : match_past_file(ui->match));
    if (s && game_over(session_game(s))) {
        st->game_key = key;
        if (!st->have_rec)
            st->have_rec = session_record_copy(s, &st->rec);
        st->players = session_settings(s)->players;
        for (int p = 0; p < st->players && p < MAX_PLAYERS; p++)
            snprintf(st->names[p], sizeof st->names[p], "%s", name_seat(session_seat(s, p)->name));
    }
    st->seat = why->arg >= 0 && why->arg < st->players ? why->arg : 0;
    if (s && why->arg == REVIEW_FIRST_HUMAN)
        for (int p = st->players - 1; p >= 0; p--)
            if (session_seat(s, p)->kind == SEAT_HUMAN)
                st->seat = p;
    session_free(why->session);
    start(st, ui);
}

/* The seat shown goes aside with the others (a review running is stopped,
 * to go on when the game's review is opened again); the finished reviews
 * of a past game are read again from beside it. */
static void leave(void *self, Ui *ui)
{
    (void)ui;
    ReviewScreen *st = self;
    park(st);
    forget(st);
    for (int p = 0; p < MAX_PLAYERS && st->file[0]; p++)
        if (st->parked[p].have_r) {
            review_free(&st->parked[p].r);
            memset(&st->parked[p], 0, sizeof st->parked[p]);
        }
}

/* state (none, running, done, failed), the moves reviewed and to review,
 * whether the review was the kept one, the seat, the totals, the move
 * picked and the costliest, the strings cut short in the last frame, the
 * picked move's sentence and expected scores; where Cancel, the chart, a move's column in
 * the middle of it, the costliest moves' buttons and the seats were drawn,
 * and the ring. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const ReviewScreen *st = self;
    (void)ui;
    static const char *const states[] = {"none", "running", "done", "failed", "stopped"};
    r->value(r, "state", states[st->state]);
    report_value(r, "done", "%d", st->job ? review_job_done(st->job) : st->r.nmoves);
    report_value(r, "tasks", "%d", st->job ? review_job_tasks(st->job) : st->r.nmoves);
    report_value(r, "kept", "%d", st->from_file);
    report_value(r, "seat", "%d", st->seat);
    report_value(r, "file", "%s", st->file);
    report_value(r, "moves", "%d", st->r.nmoves);
    report_value(r, "total_loss", "%d", st->r.total_loss);
    report_value(r, "mistakes", "%d", st->r.mistakes);
    report_value(r, "selected", "%d", st->selected);
    report_value(r, "costly", "%d", st->ncostly);
    r->value(r, "message", st->message);
    report_value(r, "cut", "%u", st->cut);
    if (st->state == REVIEW_DONE && st->selected >= 0 && st->selected < st->r.nmoves) {
        char text[800];
        review_move_sentence(&st->r, st->selected, text, sizeof text);
        r->value(r, "sentence", text);
        review_score_line(&st->r, st->selected, text, sizeof text);
        r->value(r, "scores", text);
    }
    r->spot(r, "cancel", st->cancel_r);
    r->spot(r, "resume", st->resume_r);
    r->spot(r, "chart", st->chart_r);
    r->spot(r, "ring", st->ring_r);
    r->spot(r, "map_played", st->map[0].grid);
    r->spot(r, "map_better", st->map[1].grid);
    r->spot(r, "map_area", st->map[0].area);
    report_value(r, "map_band", "%d", st->map[0].band);
    report_value(r, "map_cell", "%d", st->map[0].cell);
    report_value(r, "map_step", "%d", st->map[0].step);
    for (int s = 0; s < SEASONS; s++) {
        char name[32];
        snprintf(name, sizeof name, "season_indent_%d", s);
        report_value(r, name, "%d", st->season_indent[s]);
    }
    r->spot(r, "middle", st->point_r[0]);
    for (int k = 0; k < COSTLY; k++)
        report_spot(r, st->costly_r[k], "costly_%d", k);
    for (int p = 0; p < MAX_PLAYERS; p++)
        report_spot(r, st->seat_r[p], "seat_%d", p);
    panel_report(&st->panel, r);
}

const ScreenType *review_screen(void)
{
    static const ScreenType type = {
        .name = "review",
        .opaque = true,
        .create = create,
        .destroy = destroy,
        .enter = enter,
        .leave = leave,
        .event = event,
        .tick = tick,
        .draw = draw,
        .report = report,
    };
    return &type;
}
