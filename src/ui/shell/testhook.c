/* testhook.c: the state dump for UI tests (see testhook.h). */
#include "testhook.h"

#include <stdio.h>
#include <stdlib.h>

#include "bot.h"
#include "play.h"
#include "record.h"
#include "replay.h"
#include "table.h"
#include "view.h"

static const char *overlay_name(OverlayKind k)
{
    switch (k) {
    case OVERLAY_HANDOVER: return "handover";
    case OVERLAY_SEASON: return "season";
    case OVERLAY_GAME_OVER: return "gameover";
    default: return "none";
    }
}

static const char *decision_name(DecisionKind k)
{
    static const char *const names[] = {"none", "draw", "ambush", "hero", "gorgon", "troll"};
    return (int)k >= 0 && k <= DECISION_TROLL ? names[k] : "?";
}

/* Output pixels to window points (xdotool works in points). */
static void point(const Gfx *g, int x, int y, int *px, int *py) { window_to_points(g, x, y, px, py); }

/* The space to point at so the ghost lands where the move puts it (the
 * ghost centres the shape's bounding box on the pointer, table/play.c). */
static int grip_space(const Move *m)
{
    if (m->kind != MOVE_DRAW)
        return m->at;
    const Card *c = card_get(m->card);
    OrientedShape s;
    if (!c || !shape_orient(c->shapes[m->shape].pattern, m->orient, &s))
        return m->at;
    return bb_index(bb_row(m->at) + (s.height - 1) / 2, bb_col(m->at) + (s.width - 1) / 2);
}

static void write_hint(const TableView *tv, FILE *f)
{
    const Game *g = &tv->game;
    if (g->decision.kind == DECISION_NONE)
        return;
    Rng rng;
    rng_seed(&rng, g->settings.seed ^ (uint64_t)g->moves_applied, 0x7e57);
    Move m;
    if (!bot_choose(BOT_GREEDY, g, &rng, &m))
        return;
    char text[MOVE_TEXT_MAX];
    move_format(&m, text, sizeof text);
    fprintf(f, "hint_move=%s\n", text);
    int option = -1;
    for (int i = 0; i < tv->st.noptions; i++) {
        const UiOption *o = &tv->st.options[i];
        if (o->kind == m.kind && (o->kind != MOVE_DRAW || (o->shape == m.shape && o->terrain == m.terrain)) &&
            (o->kind != MOVE_SINGLE || o->terrain == m.terrain))
            option = i;
    }
    SDL_Rect rects[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, rects);
    if (option >= 0 && option < n) {
        int x, y;
        point(tv->g, rects[option].x + rects[option].w / 2, rects[option].y + rects[option].h / 2, &x, &y);
        fprintf(f, "option_x=%d\noption_y=%d\n", x, y);
    }
    /* right-clicks from orientation 0 (a freshly picked option) */
    fprintf(f, "rotations=%d\n", m.kind == MOVE_DRAW || m.kind == MOVE_HERO ? m.orient : 0);
    SDL_Rect q = layout_cell(&tv->layout, grip_space(&m));
    int x, y;
    point(tv->g, q.x + q.w / 2, q.y + q.h / 2, &x, &y);
    fprintf(f, "cell_x=%d\ncell_y=%d\n", x, y);
    SDL_Rect c = tv->layout.button[BTN_CONFIRM];
    point(tv->g, c.x + c.w / 2, c.y + c.h / 2, &x, &y);
    fprintf(f, "confirm_x=%d\nconfirm_y=%d\n", x, y);
}

static void write_record(const Session *s, const char *path)
{
    Record r;
    record_init(&r, session_settings(s));
    bool ok = true;
    for (int i = 0; i < session_move_count(s) && ok; i++)
        ok = record_add(&r, session_move(s, i));
    const Game *g = session_game(s);
    char *text = ok ? record_format(&r, game_over(g) ? g : NULL) : NULL;
    FILE *f = text ? fopen(path, "w") : NULL;
    if (f) {
        fputs(text, f);
        if (fclose(f) != 0)
            fprintf(stderr, "cartographers: %s: cannot write\n", path);
    }
    free(text);
    record_free(&r);
}

void testhook_dump(Shell *sh)
{
    /* the record first: a test that sees the new state file may read it */
    const char *rec = SDL_getenv("CARTOGRAPHERS_RECORD");
    const Session *session = match_session(sh->match);
    if (rec && *rec && session)
        write_record(session, rec);
    const char *path = SDL_getenv("CARTOGRAPHERS_STATE");
    if (!path || !*path)
        return;
    static int serial;
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    ScreenId top = shell_top(sh);
    void *table = shell_screen(sh, SCREEN_TABLE);
    TableView *tv = top == SCREEN_REPLAY ? replay_view_of(shell_screen(sh, SCREEN_REPLAY)) : table_view_of(table);
    const Game *g = &tv->game;
    fprintf(f, "serial=%d\n", ++serial);
    fprintf(f, "screen=%s\n", sh->screens[top].type->name);
    fprintf(f, "overlay=%s\n", overlay_name(tv->st.overlay));
    fprintf(f, "decision=%s\n", decision_name(g->decision.kind));
    fprintf(f, "actor=%d\nsheet=%d\n", g->decision.actor, g->decision.sheet);
    fprintf(f, "season=%d\nmoves=%d\n", g->season, session ? session_move_count(session) : 0);
    fprintf(f, "resume=%d\n", sh->profile.resume_state == AUTOSAVE_UNFINISHED);
    fprintf(f, "placed=%d\nlegal=%d\n", tv->st.placed, play_placement_legal(&tv->st));
    for (int p = 0; p < g->settings.players; p++)
        fprintf(f, "total_%d=%d\nrecent_%d=%d\n", p, game_total(g, p), p, bb_count(tv->st.recent[p]));
    fprintf(f, "view=%d\n", view_player(tv));
    write_hint(tv, f);
    match_dump(sh->match, f);
    fprintf(f, "showing=%d\nhint_enabled=%d\n", table_showing(table), table_hint_enabled(table));
    SDL_Rect r = tv->layout.button[BTN_HINT];
    int x, y;
    point(tv->g, r.x + r.w / 2, r.y + r.h / 2, &x, &y);
    fprintf(f, "hint_x=%d\nhint_y=%d\n", x, y);
    /* the window as the game measures it, and where its Menu and Rules
     * buttons are (a test clicks them after fullscreen changes) */
    fprintf(f, "fullscreen=%d\n", settings_get(&sh->profile.settings, SET_FULLSCREEN));
    int ww = 0, wh = 0;
    if (sh->gfx.window)
        SDL_GetWindowSize(sh->gfx.window, &ww, &wh);
    fprintf(f, "window_w=%d\nwindow_h=%d\n", ww, wh);
    static const struct {
        ButtonId b;
        const char *name;
    } buttons[] = {{BTN_MENU, "menu"}, {BTN_RULES, "rules"}};
    for (size_t i = 0; i < sizeof buttons / sizeof buttons[0]; i++) {
        SDL_Rect b = tv->layout.button[buttons[i].b];
        point(tv->g, b.x + b.w / 2, b.y + b.h / 2, &x, &y);
        fprintf(f, "%s_x=%d\n%s_y=%d\n", buttons[i].name, x, buttons[i].name, y);
    }
    /* renamed into place whole: a test never reads half a file */
    if (fclose(f) != 0 || rename(tmp, path) != 0)
        fprintf(stderr, "cartographers: %s: cannot write\n", path);
}
