/* table_view.c: a table on the screen (see table_view.h). */
#include "table_view.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "result_text.h"

void table_move_reset(TableMove *m)
{
    memset(m, 0, sizeof *m);
    m->option = -1;
    m->ghost = -1;
    m->view = -1;
    m->bar = -1;
}

void table_facts_reset(TableFacts *f)
{
    memset(f, 0, sizeof *f);
    f->home = -1;
    f->banner_hand = -1;
    for (int p = 0; p < MAX_PLAYERS; p++)
        f->recent_by[p] = -1;
}

void table_view_init(TableView *t, Ui *ui, ViewMode mode)
{
    memset(t, 0, sizeof *t);
    t->ui = ui;
    t->g = ui->gfx;
    t->mode = mode;
    table_move_reset(&t->move);
    table_facts_reset(&t->facts);
    for (int p = 0; p < MAX_PLAYERS; p++)
        t->strength[p] = -1;
    t->ds.layout_players = -1;
}

static void forget_scene(TableView *t)
{
    if (t->ds.scene)
        SDL_DestroyTexture(t->ds.scene);
    t->ds.scene = NULL;
    t->ds.scene_valid = false;
    t->ds.scene_failed = false;
}

void table_view_free(TableView *t)
{
    forget_scene(t);
    anim_free(&t->ds.anim);
}

void table_view_layout(TableView *t)
{
    int players = t->game.settings.players;
    LayoutBanner banner = !t->facts.banner[0]        ? BANNER_NONE
                          : t->facts.banner_hand >= 0 ? BANNER_HAND
                                                      : BANNER_TEXT;
    if (t->ds.layout_generation == t->g->generation && t->ds.layout_players == players &&
        t->ds.layout_banner == banner && strcmp(t->ds.layout_corner, t->corner) == 0 &&
        memcmp(t->ds.layout_decrees, t->game.decree_cards, sizeof t->ds.layout_decrees) == 0)
        return;
    layout_compute(&t->ds.layout, &t->g->m, &t->g->text, players, t->game.decree_cards, banner, t->corner);
    memcpy(t->ds.layout_decrees, t->game.decree_cards, sizeof t->ds.layout_decrees);
    snprintf(t->ds.layout_corner, sizeof t->ds.layout_corner, "%s", t->corner);
    t->ds.layout_generation = t->g->generation;
    t->ds.layout_players = players;
    t->ds.layout_banner = banner;
    forget_scene(t); /* drawn for the old size */
}

void table_view_show(TableView *t, const Game *g, const Session *s)
{
    t->game = *g;
    const ChallengeTag *tag = s ? session_challenge(s) : NULL;
    t->corner[0] = '\0';
    if (tag) /* "Daily challenge 2026-11-28": the table says which game this is */
        result_game_name(g, tag, false, t->corner, sizeof t->corner);
    table_view_names(t, s);
}

void table_view_names(TableView *t, const Session *s)
{
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const Seat *seat = s ? session_seat(s, p) : NULL;
        snprintf(t->names[p], sizeof t->names[p], "%s", seat ? name_seat(seat->name) : "");
        int k = seat && seat->kind == SEAT_COMPUTER ? ui_strength_index(seat->strength) : -1;
        t->strength[p] = seat && seat->kind == SEAT_COMPUTER && k < 0 ? 1 : k;
    }
}

void table_status(TableView *t, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->facts.status, sizeof t->facts.status, fmt, ap);
    va_end(ap);
    t->facts.status_error = error;
    t->facts.status_worded = false;
}
