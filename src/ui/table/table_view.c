/* table_view.c: a table on the screen (see table_view.h). */
#include "table_view.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void ui_state_reset(UiState *st)
{
    memset(st, 0, sizeof *st);
    st->option = -1;
    st->ghost = -1;
    st->pending_season = -1;
    st->view = -1;
    st->last_actor = -1;
    st->last_sheet = -1;
    for (int p = 0; p < MAX_PLAYERS; p++)
        st->recent_by[p] = -1;
}

void table_view_init(TableView *t, Ui *ui, ViewMode mode)
{
    memset(t, 0, sizeof *t);
    t->ui = ui;
    t->g = ui->gfx;
    t->mode = mode;
    ui_state_reset(&t->st);
    for (int p = 0; p < MAX_PLAYERS; p++)
        t->strength[p] = -1;
    t->layout_players = -1;
}

static void forget_scene(TableView *t)
{
    if (t->scene)
        SDL_DestroyTexture(t->scene);
    t->scene = NULL;
    t->scene_valid = false;
    t->scene_failed = false;
}

void table_view_free(TableView *t)
{
    forget_scene(t);
    anim_free(&t->anim);
}

void table_view_layout(TableView *t)
{
    int players = t->game.settings.players;
    if (t->layout_generation == t->g->generation && t->layout_players == players)
        return;
    layout_compute(&t->layout, &t->g->m, &t->g->text, players);
    t->layout_generation = t->g->generation;
    t->layout_players = players;
    forget_scene(t); /* drawn for the old size */
}

void table_view_show(TableView *t, const Game *g, const Session *s)
{
    t->game = *g;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const Seat *seat = s ? session_seat(s, p) : NULL;
        snprintf(t->names[p], sizeof t->names[p], "%s", seat ? seat->name : "");
        int k = seat && seat->kind == SEAT_COMPUTER ? ui_strength_index(seat->strength) : -1;
        t->strength[p] = seat && seat->kind == SEAT_COMPUTER && k < 0 ? 1 : k;
    }
}

void table_status(TableView *t, bool error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->st.status, sizeof t->st.status, fmt, ap);
    va_end(ap);
    t->st.status_error = error;
}
