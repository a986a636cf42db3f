/* test_frames.c: a frame drawn in part shows what a whole frame would. The
 * table redraws only the parts of the window whose dynamic items changed
 * (table/draw.c, gfx/window.h); here the pointer wanders over the table,
 * picks shapes up, drags them over the map, turns them, drops them and
 * places some, and after every event that drew a frame, the window's
 * pixels are compared with those of a whole frame drawn at once. Solo at
 * 1280x800 and 1024x700, and three players (their tabs) in Heroes. A
 * network game's banner counting down its time per card is drawn in part
 * too, and shows what a whole frame would. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "ui_test.h"
#include "view.h"

typedef struct Pixels {
    int w, h;
    Uint32 *px;
} Pixels;

static Pixels read_window(Harness *h)
{
    Gfx *g = &h->sh.gfx;
    Pixels p = {g->m.w, g->m.h, NULL};
    p.px = malloc((size_t)p.w * (size_t)p.h * 4);
    assert_non_null(p.px);
    assert_int_equal(SDL_RenderReadPixels(g->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, p.px, p.w * 4), 0);
    return p;
}

/* Compares what the window shows with a whole frame of the same state;
 * false (with the first difference) when they differ. */
static bool same_as_whole(Harness *h, const char *what)
{
    Pixels shown = read_window(h);
    harness_table(h)->ds.frame.alone = false; /* the next frame is whole */
    h->sh.redraw = true;
    harness_tick(h);
    Pixels whole = read_window(h);
    bool same = shown.w == whole.w && shown.h == whole.h;
    for (int i = 0; same && i < shown.w * shown.h; i++)
        if ((shown.px[i] & 0xffffffu) != (whole.px[i] & 0xffffffu)) {
            printf("# %s: pixel %d,%d is %06x in part, %06x whole\n", what, i % shown.w, i / shown.w,
                   (unsigned)(shown.px[i] & 0xffffffu), (unsigned)(whole.px[i] & 0xffffffu));
            same = false;
        }
    free(shown.px);
    free(whole.px);
    return same;
}

/* One event through the harness; whether it drew a frame in part. */
typedef void (*Send)(Harness *h, int x, int y);

static void move(Harness *h, int x, int y) { harness_move(h, x, y); }
static void press(Harness *h, int x, int y) { harness_press(h, x, y, SDL_BUTTON_LEFT); }
static void release(Harness *h, int x, int y) { harness_release(h, x, y, SDL_BUTTON_LEFT); }
static void turn(Harness *h, int x, int y) { harness_click(h, x, y, SDL_BUTTON_RIGHT); }

static SDL_Rect centre_of(SDL_Rect r) { return gfx_rect(r.x + r.w / 2, r.y + r.h / 2, 1, 1); }

/* A place to point at: somewhere on the map mostly, else on something the
 * table marks when hovered. */
static SDL_Rect somewhere(Harness *h, unsigned *rng)
{
    TableView *tv = harness_table(h);
    const Layout *L = &tv->ds.layout;
    *rng = *rng * 1103515245u + 12345u;
    unsigned r = (*rng >> 8) % 100, k = (*rng >> 16);
    SDL_Rect opts[UI_MAX_OPTIONS];
    int n;
    if (r < 50)
        return centre_of(layout_cell(L, (int)(k % BOARD_SPACES)));
    if (r < 60 && (n = view_option_rects(tv, opts)) > 0)
        return centre_of(opts[k % (unsigned)n]);
    if (r < 70)
        return centre_of(L->score_cell[k % SEASONS][(k / SEASONS) % SCORE_FIELDS]);
    if (r < 75)
        return centre_of(L->decree[k % DECREES]);
    if (r < 80 && L->ntabs > 0)
        return centre_of(L->tab[k % (unsigned)L->ntabs]);
    if (r < 85)
        return centre_of(L->coin_slot[k % LAYOUT_COINS]);
    if (r < 92) { /* the placing tools and the bars' buttons, but not Menu and Rules */
        static const ButtonId b[] = {BTN_ROTATE, BTN_MIRROR, BTN_CANCEL, BTN_CONFIRM, BTN_UNDO, BTN_REDO, BTN_HINT};
        return centre_of(L->button[b[k % (sizeof b / sizeof b[0])]]);
    }
    return gfx_rect((int)(k % (unsigned)L->w), (int)((k / 7u) % (unsigned)L->h), 1, 1);
}

/* STEPS random events over the table; every frame compared. */
static void wander(const char *label, const char *const *args, int steps, unsigned seed)
{
    Harness h;
    assert_true(harness_start(&h, args));
    harness_let_computers_play(&h);
    unsigned rng = seed;
    int frames = 0, wrong = 0;
    unsigned in_part = h.sh.gfx.frames_in_part;
    bool held = false;
    for (int i = 0; i < steps && wrong < 3; i++) {
        harness_dismiss(&h);
        harness_let_computers_play(&h);
        if (harness_top(&h) != SCREEN_TABLE)
            harness_key(&h, SDLK_ESCAPE, 0);
        SDL_Rect at = somewhere(&h, &rng);
        unsigned what = (rng >> 4) % 10;
        Send send = move;
        if (what == 0 && !held)
            send = press, held = true;
        else if (what == 1 && held)
            send = release, held = false;
        else if (what == 2)
            send = turn;
        unsigned shown = h.sh.gfx.frames;
        send(&h, at.x, at.y);
        if (h.sh.gfx.frames == shown)
            continue; /* nothing changed: no frame */
        frames++;
        char what_text[64];
        snprintf(what_text, sizeof what_text, "%s, event %d at %d,%d", label, i, at.x, at.y);
        if (!same_as_whole(&h, what_text))
            wrong++;
    }
    /* the whole frames of the comparison are not counted */
    int parts = (int)(h.sh.gfx.frames_in_part - in_part);
    printf("# %s: %d frames after events, %d of them drawn in part\n", label, frames, parts);
    harness_stop(&h);
    check(wrong == 0, "every frame drawn in part equals the whole frame");
    check(parts > frames / 3, "most frames after a pointer's event are drawn in part");
}

static void test_solo(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "1", NULL};
    wander("solo, 1280x800", args, 400, 1);
}

static void test_solo_small(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1024x700", "--seed", "3", "--autoplay", "6", NULL};
    wander("solo, 1024x700", args, 300, 2);
}

static void test_three_heroes(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "5", "--kind", "heroes", "--players", "3",
                                       NULL};
    wander("Heroes, three players", args, 300, 3);
}

/* A host alone with a computer and 60 s per card: while this seat thinks,
 * the banner counts down once a second, each time a frame in part (the
 * strip, not the scene) that equals the whole frame. */
static void test_banner_countdown(void **state)
{
    (void)state;
    static const char *const args[] = {"--size", "1280x800", "--seed", "7", NULL};
    Harness h;
    assert_true(harness_start(&h, args));
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 7);
    int seat[MAX_PLAYERS] = {0, 1}; /* this screen's player and a medium computer */
    char err[300];
    assert_true(net_start_host(h.sh.match, &h.sh.profile, &gs, seat, "Anna", 60, err, sizeof err));
    assert_true(net_host_start(match_net_host(match_net(h.sh.match)), err, sizeof err));
    TableView *tv = harness_table(&h);
    char last[sizeof tv->facts.banner] = "";
    int changes = 0, wrong = 0;
    unsigned in_part = h.sh.gfx.frames_in_part, t0 = SDL_GetTicks();
    while (SDL_GetTicks() - t0 < 3500 && wrong < 3) {
        unsigned shown = h.sh.gfx.frames;
        harness_tick(&h);
        SDL_Delay(20);
        if (h.sh.gfx.frames == shown || harness_top(&h) != SCREEN_TABLE)
            continue;
        tv = harness_table(&h);
        if (strcmp(tv->facts.banner, last) != 0) {
            changes++;
            snprintf(last, sizeof last, "%s", tv->facts.banner);
        }
        if (!same_as_whole(&h, last))
            wrong++;
    }
    int parts = (int)(h.sh.gfx.frames_in_part - in_part);
    printf("# the banner \"%s\": %d changes, %d frames in part\n", last, changes, parts);
    check(strstr(last, "0:5") != NULL, "the banner shows this seat's time for the card");
    check(changes >= 3, "the banner counted down once a second");
    check(parts >= 2, "its countdown is drawn in part");
    check(wrong == 0, "every frame drawn in part equals the whole frame");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solo),
        cmocka_unit_test(test_solo_small),
        cmocka_unit_test(test_three_heroes),
        cmocka_unit_test(test_banner_countdown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
