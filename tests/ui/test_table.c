/* test_table.c: the play table as players meet it, driven by input events
 * through the whole app (harness.h): hand-overs at one screen, the boxes
 * over the table, the end of a season with a Giant Troll, the final table
 * (its copy buttons unsaying each other), the status line following the
 * shape on the map, a whole game played with the keyboard alone (one Esc
 * takes a shape off the map, the first arrow puts it where it fits, the
 * status line names the keys; a loss's tag is red, within the shape), and the
 * pen on the tab of the map drawn at this screen (in a network game only
 * this screen's seat's drawing); six players' tabs shorten the computers'
 * names alike. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "draw.h"
#include "harness.h"
#include "news.h"
#include "past.h"
#include "play.h"
#include "regions.h"
#include "scoring.h"
#include "session.h"
#include "table.h"
#include "ui_test.h"
#include "view.h"

/* What a scoring card gives on a board. */
static int points_of(const ScoringCard *card, const Board *b, const ScoreContext *ctx)
{
    return scoring_card_score(card, b, ctx).points;
}

/* The pen on a tab marks the map drawn at this screen: at one screen the
 * decision's map whoever draws; in a network game only when this screen's
 * seat draws (on its own map, or a neighbour's monster on theirs), never
 * the map of a friend drawing at their own computer. */
static void test_pen_marks_the_map_drawn_here(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 7);
    Game *g = malloc(sizeof *g);
    assert_non_null(g);
    char err[ERROR_MAX];
    assert_true(game_init(g, &s, err, sizeof err));
    assert_int_equal(g->decision.kind, DECISION_DRAW);
    g->decision.actor = g->decision.sheet = 1;
    assert_int_equal(view_pen_sheet(g, -1), 1);
    assert_int_equal(view_pen_sheet(g, 1), 1);
    assert_int_equal(view_pen_sheet(g, 0), -1); /* seat 1 draws at their own computer */
    g->decision.sheet = 2;                      /* seat 1's monster on seat 2's map */
    assert_int_equal(view_pen_sheet(g, 1), 2);
    assert_int_equal(view_pen_sheet(g, 2), -1);
    assert_int_equal(view_pen_sheet(g, -1), 2);
    g->decision.kind = DECISION_NONE;
    assert_int_equal(view_pen_sheet(g, -1), -1);
    free(g);
}

static void test_handover_to_another_map(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--players", "2", "--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    bool met = false;
    for (int i = 0; i < 300 && !met && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        Decision before = harness_game(&h)->decision;
        assert_true(harness_play_move(&h));
        const Decision *d = &harness_game(&h)->decision;
        if (d->kind == DECISION_NONE)
            break;
        if (d->actor == before.actor && before.sheet == before.actor && d->sheet != d->actor) {
            met = true;
            check(harness_top(&h) == SCREEN_HANDOVER,
                  "the same player going on to draw on another's map gets a hand-over box");
            char want[64];
            snprintf(want, sizeof want, "on %s's map", harness_table(&h)->names[d->sheet]);
            check(strstr(harness_value(&h, SCREEN_HANDOVER, "line_0"), want) != NULL,
                  "the box says on whose map they draw");
        }
    }
    check(met, "the game met a player drawing on another's map after their own");
    harness_stop(&h);
}

static void test_handover_box(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "4", "--seats", "easy,human,human", "--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    bool after_computer = false, after_human = false;
    for (int i = 0; i < 400 && !game_over(harness_game(&h)) && !(after_computer && after_human); i++) {
        harness_let_computers_play(&h);
        TableView *tv = harness_table(&h);
        if (harness_top(&h) == SCREEN_HANDOVER) {
            int last = match_last_actor(h.sh.match);
            bool undo = harness_spot(&h, SCREEN_HANDOVER, "undo").w > 0;
            if (match_is_computer(h.sh.match, last)) {
                after_computer = true;
                check(!undo, "no undo of a computer's move in the hand-over box");
            } else if (last >= 0) {
                bool can = match_can_undo(h.sh.match, last, NULL);
                check(undo == can, "the player who just moved may take it back, when the rules let them");
                after_human |= can;
                /* Esc does not hand over: it opens the menu, and the box waits */
                harness_key(&h, SDLK_ESCAPE, 0);
                check(harness_top(&h) == SCREEN_MENU, "Esc over the hand-over box opens the menu");
                harness_key(&h, SDLK_ESCAPE, 0);
                check(harness_top(&h) == SCREEN_HANDOVER, "back from the menu the hand-over box is still there");
                /* Undo under the box takes no click: it looks it */
                shell_draw(&h.sh);
                check(draw_bar_look(tv, BTN_UNDO) == BUTTON_DISABLED && draw_bar_look(tv, BTN_REDO) == BUTTON_DISABLED,
                      "Undo and Redo under the hand-over box are drawn off");
                int moves = harness_game(&h)->moves_applied;
                harness_click_rect(&h, tv->ds.layout.button[BTN_UNDO]);
                check(harness_top(&h) == SCREEN_HANDOVER && harness_game(&h)->moves_applied == moves,
                      "and a click on Undo there changes nothing");
                /* the bottom bar's Menu works over the box */
                harness_click_rect(&h, tv->ds.layout.button[BTN_MENU]);
                check(harness_top(&h) == SCREEN_MENU, "Menu under the hand-over box opens the menu");
                harness_key(&h, SDLK_ESCAPE, 0);
            }
            harness_dismiss(&h);
            continue;
        }
        harness_dismiss(&h);
        if (!match_computer_turn(h.sh.match) && !game_over(harness_game(&h)))
            assert_true(harness_play_move(&h));
    }
    check(after_computer && after_human, "hand-overs after a computer's and after a human's move were met");
    harness_stop(&h);
}

/* The text of a cell of the final box's table. */
static void final_cell(Harness *h, int row, int col, char *out, size_t size)
{
    char key[32];
    snprintf(key, sizeof key, "cell_%d_%d", row, col);
    snprintf(out, size, "%s", harness_value(h, SCREEN_FINAL, key));
}

static void test_final_table(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 12);
    char autoplay[16];
    snprintf(autoplay, sizeof autoplay, "%d", harness_moves_to_end(&s) - 1);
    Harness h;
    const char *args[] = {"--seed", "12", "--players", "3", "--autoplay", autoplay, "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    TableView *tv = harness_table(&h);
    if (harness_top(&h) == SCREEN_SEASON)
        harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_FINAL);
    char text[64];
    static const char *const heads[] = {"Spring", "Summer", "Autumn", "Winter", "Total", "Coins", "Monsters"};
    for (int c = 0; c < 7; c++) {
        final_cell(&h, 0, 2 + c, text, sizeof text);
        check(strcmp(text, heads[c]) == 0,
              "the final table's columns: four seasons, the total, then aside (in the seasons) coins, monsters");
    }
    const Game *g = harness_game(&h);
    bool differ = false; /* some player's coins differ from the seasons' coin points */
    for (int r = 1; r <= 3; r++) {
        char name[64];
        final_cell(&h, r, 1, name, sizeof name);
        int p = -1;
        for (int q = 0; q < 3; q++)
            if (strcmp(tv->names[q], name) == 0)
                p = q;
        assert_true(p >= 0);
        int sum = 0, coin_points = 0;
        for (int season = 0; season < SEASONS; season++) {
            final_cell(&h, r, 2 + season, text, sizeof text);
            check(atoi(text) == g->sheets[p].seasons[season].total, "each season's total in its column");
            sum += atoi(text);
            coin_points += g->sheets[p].seasons[season].coins;
        }
        final_cell(&h, r, 6, text, sizeof text);
        check(atoi(text) == sum && sum == game_total(g, p), "the total is the four seasons'");
        final_cell(&h, r, 7, text, sizeof text);
        check(atoi(text) == g->sheets[p].coins, "the coins on the track, as the CLI's play says");
        differ = differ || coin_points != g->sheets[p].coins;
        final_cell(&h, r, 8, text, sizeof text);
        check(atoi(text) == g->sheets[p].monster_total, "the monsters of the four seasons");
    }
    check(differ, "the game tells the coins held from the coin points (or the test proves nothing)");

    /* the clipboard holds one thing: each copy button unsays the other */
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_summary"));
    check(strstr(harness_value(&h, SCREEN_FINAL, "share_note"), "Summary copied") != NULL, "the summary is copied");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_code"));
    check(strstr(tv->facts.status, "is copied") != NULL, "Copy code says the code is copied");
    check(harness_value(&h, SCREEN_FINAL, "share_note")[0] == '\0', "and no longer that the summary is");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_summary"));
    check(strstr(tv->facts.status, "is copied") == NULL, "Copy summary unsays the code's status line");
    harness_stop(&h);
}

/* The status line follows the shape on the map: "Not there" while it may
 * not go there, gone once a turn (right-click) makes it fit. */
static void test_status_follows_the_shape(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    table_view_layout(tv);
    SDL_Rect opt[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opt) > 0);
    bool met = false;
    for (int cell = 0; cell < BOARD_SPACES && !met; cell++) {
        SDL_Rect r = layout_cell(&tv->ds.layout, cell);
        harness_press(&h, opt[0].x + opt[0].w / 2, opt[0].y + opt[0].h / 2, SDL_BUTTON_LEFT);
        harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
        harness_release(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
        if (!tv->move.placed || !tv->move.preview.valid || tv->move.preview.legal) {
            harness_key(&h, SDLK_ESCAPE, 0);
            continue;
        }
        check(strncmp(tv->facts.status, "Not there", 9) == 0, "an illegal drop says Not there");
        for (int turn = 0; turn < 7 && !met; turn++) {
            harness_click(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_RIGHT);
            if (tv->move.preview.legal) {
                met = true;
                printf("# %s\n", tv->facts.status);
                check(strncmp(tv->facts.status, "Not there", 9) != 0 && !tv->facts.status_error,
                      "once a turn makes it fit, Not there is gone");
            } else {
                check(strncmp(tv->facts.status, "Not there", 9) == 0, "while it does not fit, it says why");
            }
        }
        harness_key(&h, SDLK_ESCAPE, 0);
    }
    check(met, "a drop that a turn makes legal was met");
    harness_stop(&h);
}

/* A Giant Troll's space to pick after a season's scoring (winter's with
 * `after_winter`). */
static bool troll_pick(const Game *g, int scored, bool after_winter)
{
    return g->decision.kind == DECISION_TROLL && game_seasons_scored(g) > scored &&
           (game_seasons_scored(g) == SEASONS) == after_winter;
}

/* A Heroes game of `players` in which a Giant Troll's space is to be
 * picked (find_game). */
static bool find_troll_of(int players, bool after_winter, uint64_t *seed, int *before)
{
    return harness_find_game(GAME_HEROES, players, troll_pick, after_winter, seed, before);
}

/* A solo Heroes game whose season ends with a Giant Troll's space to pick. */
static bool find_troll(uint64_t *seed, int *before) { return find_troll_of(1, false, seed, before); }

static void test_troll_after_the_season(void **state)
{
    (void)state;
    uint64_t seed = 0;
    int before = 0;
    assert_true(find_troll(&seed, &before));
    char seed_text[24], autoplay[16];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(autoplay, sizeof autoplay, "%d", before);
    Harness h;
    const char *args[] = {"--seed", seed_text, "--kind", "heroes", "--autoplay", autoplay, NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    int season = harness_game(&h)->season;
    /* the move that ends the season */
    assert_true(harness_play_move(&h) || harness_game(&h)->decision.kind == DECISION_TROLL);
    TableView *tv = harness_table(&h);
    if (harness_game(&h)->decision.kind != DECISION_TROLL || game_seasons_scored(harness_game(&h)) != season + 1)
        skip(); /* the player's move differed from the bot's and the troll did not come */
    check(harness_top(&h) == SCREEN_SEASON && harness_number(&h, SCREEN_SEASON, "season") == season,
          "the season's result shows before the troll's space is picked");
    ViewScores v;
    view_scores(tv, &v);
    const SeasonScore *scored = &harness_game(&h)->sheets[0].seasons[season];
    check(v.state[season] == SEASON_PAST && v.season[season].total == scored->total &&
              v.season[season].coins == scored->coins && v.season[season].monsters == scored->monsters,
          "the season's box shows the scored values, not a projection");
    bool troll = harness_box_says(&h, "Giant Troll", NULL), dragon = harness_box_says(&h, "Dragon", NULL);
    check(troll && !dragon, "the box names the troll's effect, not effects that do nothing after a scoring");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_TABLE && harness_game(&h)->decision.kind == DECISION_TROLL,
          "then the troll's space is picked");
    harness_stop(&h);
}

/* During a Giant Troll's pick at a table of two, the pick under the
 * pointer counts in the player's tab as it does in the Total box. */
static void test_troll_pick_in_the_tab(void **state)
{
    (void)state;
    uint64_t seed = 0;
    int before = 0;
    assert_true(find_troll_of(2, false, &seed, &before));
    char seed_text[24], autoplay[16];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(autoplay, sizeof autoplay, "%d", before + 1);
    Harness h;
    const char *args[] = {"--seed", seed_text, "--kind", "heroes", "--players", "2", "--autoplay", autoplay, NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    const Game *g = harness_game(&h);
    assert_int_equal(g->decision.kind, DECISION_TROLL);
    int p = g->decision.sheet, moved = 0;
    Bitboard targets = tv->move.targets;
    for (int c = bb_pop(&targets); c >= 0; c = bb_pop(&targets)) {
        SDL_Rect q = layout_cell(&tv->ds.layout, c);
        harness_move(&h, q.x + q.w / 2, q.y + q.h / 2);
        ViewScores v;
        view_scores(tv, &v);
        int scored, projected, was_scored, was;
        view_tab_points(tv, p, &scored, &projected);
        tv->move.preview.valid = false; /* the tab without the pick */
        view_tab_points(tv, p, &was_scored, &was);
        tv->move.preview.valid = true;
        check(v.projected_total == projected, "the tab's projection counts the pick the Total box counts");
        moved += projected != was;
    }
    print_message("# %d of the picks change the projection\n", moved);
    check(moved > 0, "some pick changes the projection (the test shows something)");
    harness_stop(&h);
}

/* After winter's scoring a Giant Troll's space changes no score
 * (docs/rules.md §10b): the player is not asked for it; the pick is made
 * by itself and the final box follows winter's. `players` humans at one
 * screen: no hand-over for it either. */
static void troll_after_winter(int players)
{
    uint64_t seed = 0;
    int before = 0;
    assert_true(find_troll_of(players, true, &seed, &before));
    char seed_text[24], autoplay[16], count[4];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(autoplay, sizeof autoplay, "%d", before);
    snprintf(count, sizeof count, "%d", players);
    Harness h;
    const char *args[] = {"--seed", seed_text, "--kind", "heroes", "--players", count, "--autoplay", autoplay, NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    /* the move that ends winter: the bot's own, as autoplay would make it */
    Rng rng;
    rng_seed(&rng, seed, 0xa11ce);
    Move m;
    GameSettings gs;
    game_settings_init(&gs, GAME_HEROES, players, seed);
    Game g;
    char err[ERROR_MAX];
    assert_true(game_init(&g, &gs, err, sizeof err));
    for (int i = 0; i <= before; i++) {
        assert_true(bot_choose(BOT_GREEDY, &g, &rng, &m));
        assert_true(game_apply(&g, &m, err, sizeof err));
    }
    Refusal why;
    assert_true(match_apply(h.sh.match, &m, false, &why));
    harness_tick(&h);
    check(harness_box(&h) == SCREEN_SEASON && harness_number(&h, SCREEN_SEASON, "season") == SEASONS - 1,
          "winter's scores show first");
    harness_key(&h, SDLK_RETURN, 0);
    harness_tick(&h);
    const Game *now = harness_game(&h);
    check(now->decision.kind != DECISION_TROLL, "no Giant Troll's space is asked for after winter");
    check(game_over(now) && harness_box(&h) == SCREEN_FINAL, "the final box follows winter's");
    const Session *s = match_session(h.sh.match);
    const Move *last = session_move(s, session_move_count(s) - 1);
    check(last->kind == MOVE_DESTROY, "the troll's space was destroyed by itself");
    harness_stop(&h);
}

static void test_troll_after_winter_solo(void **state)
{
    (void)state;
    troll_after_winter(1);
}

static void test_troll_after_winter_two(void **state)
{
    (void)state;
    troll_after_winter(2);
}

/* The reminder chips of the lasting effects in play name them (the card's
 * name, else the monster's), not only the monster's sign, at 1024x700:
 * whole with two effects at every text size offered and with three up to
 * 110 %; with three at larger sizes the strip is too narrow for every
 * name, and a chip without room for its name shows the sign alone (the
 * tooltip names it), never a name cut short.
 * With TABLE_SHOTS=DIR, pictures of them. */
static void test_lasting_chips_named(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "12", "--kind", "heroes", "--players", "2", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    /* the effects in play, as late in a game: in the match's game and in
     * the table's copy of it (which follows the match at its next move) */
    Game *games[2] = {(Game *)harness_game(&h), &tv->game};
    const char *cards[] = {"zombie_plague", "giant_troll_ravage", "dragon_inferno"};
    const int sizes[] = {80, 100, 110, 125, 150};
    for (int count = 2; count <= 3; count++) {
        for (int k = 0; k < 2; k++) {
            for (int i = 0; i < count; i++)
                games[k]->lasting[i] = (int8_t)card_find(cards[i]);
            games[k]->lasting_len = count;
        }
        for (int k = 0; k < 5; k++) {
            harness_text_size(&h, sizes[k]);
            harness_tick(&h);
            SDL_Rect chips[8];
            char what[160];
            int n = view_lasting_rects(tv, chips);
            snprintf(what, sizeof what, "the %d chips show at %d %% (%d shown)", count, sizes[k], n);
            check(n == count, what);
            bool whole = count == 2 || sizes[k] <= 110;
            for (int i = 0; i < n; i++) {
                bool sign;
                int icon;
                const char *label = view_lasting_label(tv, i, chips[i], &sign, &icon);
                int room = chips[i].w - tv->ds.layout.inner - (sign ? icon + tv->ds.layout.inner / 2 : 0);
                int w = text_width(&h.sh.gfx.text, FONT_SMALL, label);
                printf("# %d effects, %d %%: chip %d (%d px) says \"%s\"%s%s\n", count, sizes[k], i, chips[i].w, label,
                       sign ? " beside its sign" : "", label[0] && w > room ? ", cut" : "");
                snprintf(what, sizeof what, "chip %d of %d names its effect%s at %d %%", i, count, whole ? " whole" : "",
                         sizes[k]);
                check(label && (whole ? label[0] && w <= room : (label[0] && w <= room) || (!label[0] && sign)), what);
            }
            const char *dir = getenv("TABLE_SHOTS");
            if (dir && dir[0]) {
                char path[512];
                snprintf(path, sizeof path, "%s/lasting-chips-%d-%d.png", dir, count, sizes[k]);
                harness_shot(&h, path);
            }
        }
    }
    harness_stop(&h);
}

/* The moves of a whole solo game made with the keyboard alone: Tab picks
 * the option, Space turns, the arrows move, Enter draws. */
static void test_keyboard_only_game(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "17", "--kind", "heroes", NULL};
    assert_true(harness_start(&h, args));
    int moves = 0;
    for (int guard = 0; guard < 400 && !game_over(harness_game(&h)); guard++) {
        harness_dismiss(&h);
        const Game *g = harness_game(&h);
        if (g->decision.kind == DECISION_NONE)
            break;
        Rng rng;
        rng_seed(&rng, (uint64_t)guard, 7);
        Move m;
        assert_true(bot_choose(BOT_GREEDY, g, &rng, &m));
        TableView *tv = harness_table(&h);
        for (int i = 0; i < UI_MAX_OPTIONS + 1 && m.kind != MOVE_DESTROY; i++) {
            const UiOption *o = tv->move.option >= 0 ? &tv->move.options[tv->move.option] : NULL;
            if (o && o->kind == m.kind && (m.kind == MOVE_HERO || o->terrain == m.terrain) &&
                (m.kind != MOVE_DRAW || o->shape == m.shape))
                break;
            harness_key(&h, SDLK_TAB, 0);
        }
        for (int i = tv->move.orient; i != (m.kind == MOVE_DRAW || m.kind == MOVE_HERO ? m.orient : 0); i = (i + 1) % 8)
            harness_key(&h, SDLK_SPACE, 0);
        harness_key(&h, SDLK_UP, 0); /* the ghost appears in the middle */
        int grip = m.at;
        const Card *c = card_get(m.card);
        OrientedShape sh;
        if (m.kind == MOVE_DRAW && shape_orient(c->shapes[m.shape].pattern, m.orient, &sh))
            grip = bb_index(bb_row(m.at) + (sh.height - 1) / 2, bb_col(m.at) + (sh.width - 1) / 2);
        for (int i = 0; i < 12 && tv->move.ghost >= 0 && bb_row(tv->move.ghost) != bb_row(grip); i++)
            harness_key(&h, bb_row(tv->move.ghost) < bb_row(grip) ? SDLK_DOWN : SDLK_UP, 0);
        for (int i = 0; i < 12 && tv->move.ghost >= 0 && bb_col(tv->move.ghost) != bb_col(grip); i++)
            harness_key(&h, bb_col(tv->move.ghost) < bb_col(grip) ? SDLK_RIGHT : SDLK_LEFT, 0);
        int before = session_move_count(match_session(h.sh.match));
        harness_key(&h, SDLK_RETURN, 0);
        if (session_move_count(match_session(h.sh.match)) != before + 1)
            fail_msg("move %d (%s) was not made with the keys: %s", before + 1,
                     g->decision.kind == DECISION_DRAW ? "draw" : "other", tv->facts.status);
        moves++;
    }
    check(game_over(harness_game(&h)) && moves > 10, "a whole game played with the keyboard");
    harness_stop(&h);
}

/* The shape moved onto the map with the keys and taken back with one Esc
 * is gone: not drawn, Enter does not draw it; the next Esc opens the menu
 * (a solo ambush has no shape to let go of). The first arrow put it where it
 * may go, on the space the ambush must cover; its "-N" is a loss (red). */
static void test_esc_takes_the_shape_back(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "295258", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    const Decision *d = &harness_game(&h)->decision;
    assert_true(d->kind == DECISION_AMBUSH && d->solo_target >= 0);
    harness_key(&h, SDLK_LEFT, 0);
    check(tv->move.placed && tv->move.preview.valid && tv->move.preview.legal,
          "the first arrow puts the ambush where it may go");
    check(bb_test(tv->move.preview.cells, d->solo_target), "covering the space it must cover");
    ViewGhost g;
    view_ghost(tv, &g);
    if (!g.active || g.label[0] != '-' || !g.loss)
        fail_msg("the ambush's label \"%s\" is not a loss", g.label);
    for (int i = 0; i < 6; i++)
        harness_key(&h, SDLK_UP, 0);
    for (int i = 0; i < 6; i++)
        harness_key(&h, SDLK_RIGHT, 0);
    int moves = session_move_count(match_session(h.sh.match));
    harness_key(&h, SDLK_ESCAPE, 0);
    view_ghost(tv, &g);
    check(!tv->move.placed && !g.active, "one Esc takes the shape off the map");
    check(strstr(tv->facts.status, "must cover") && strstr(tv->facts.status, "The arrows move it, Enter draws it."),
          "the ambush's line names the keys");
    check(harness_top(&h) == SCREEN_TABLE, "and stays at the table");
    harness_key(&h, SDLK_RETURN, 0);
    check(session_move_count(match_session(h.sh.match)) == moves, "Enter then draws nothing");
    check(strstr(tv->facts.status, "the arrows move it there") != NULL, "and says how the keys place it");
    harness_key(&h, SDLK_ESCAPE, 0);
    check(harness_top(&h) == SCREEN_MENU, "the next Esc opens the menu");
    harness_stop(&h);
}

/* On a shape card the first arrow after Tab puts the shape where it fits,
 * not on the mountain in the middle of map side A. The status line names
 * the keys while they were used last, never a right-click. */
static void test_first_arrow_fits_and_keys_words(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    assert_true(harness_game(&h)->decision.kind == DECISION_DRAW);
    harness_key(&h, SDLK_1, 0); /* the own map: only the keys' words change */
    printf("# %s\n", tv->facts.status);
    if (strstr(tv->facts.status, "Right-click") || !strstr(tv->facts.status, "Tab picks a shape") ||
        !strstr(tv->facts.status, "Enter draws it"))
        fail_msg("not the keys' words: %s", tv->facts.status);
    for (int shape = 0; shape < tv->move.noptions; shape++) {
        harness_key(&h, SDLK_TAB, 0);
        harness_key(&h, SDLK_UP, 0);
        if (!tv->move.placed || !tv->move.preview.valid || !tv->move.preview.legal)
            fail_msg("option %d: the first arrow does not put it where it fits: %s", shape, tv->facts.status);
        harness_key(&h, SDLK_ESCAPE, 0);
        check(tv->move.ghost < 0 && !tv->move.preview.valid, "Esc takes it off the map");
    }
    /* the pointer resting where the shape does not fit, nor one row up
     * (on a Deck it rests mid-window): the first arrow puts it where it
     * fits, near the pointer, not one row up from there */
    const Layout *L = &tv->ds.layout;
    int rest = -1;
    for (int cell = BOARD_SIZE; cell < BOARD_SPACES && rest < 0; cell++) {
        SDL_Rect here = layout_cell(L, cell), up = layout_cell(L, cell - BOARD_SIZE);
        harness_move(&h, up.x + up.w / 2, up.y + up.h / 2);
        bool up_fits = tv->move.preview.valid && tv->move.preview.legal;
        harness_move(&h, here.x + here.w / 2, here.y + here.h / 2);
        if (tv->move.ghost == cell && tv->move.preview.valid && !tv->move.preview.legal && !up_fits)
            rest = cell;
    }
    check(rest >= 0, "a space where the shape fits neither there nor a row up");
    harness_key(&h, SDLK_UP, 0);
    int at = tv->move.ghost, dr = bb_row(at) - bb_row(rest), dc = bb_col(at) - bb_col(rest);
    printf("# the pointer on %c%d: the first arrow put the shape on %c%d\n", 'A' + bb_row(rest), bb_col(rest) + 1,
           'A' + bb_row(at), bb_col(at) + 1);
    check(tv->move.placed && tv->move.preview.valid && tv->move.preview.legal,
          "the first arrow after the pointer puts the shape where it fits");
    check(dr * dr + dc * dc <= 8, "near the pointer");
    harness_stop(&h);
}

/* The "+N" of a shape lies within one of the shape's own spaces, its top
 * right corner, whether the shape is in the top row (never over the column
 * numbers) or in the middle: it covers no neighbouring space. */
static void test_label_off_the_numbers(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    const Layout *L = &tv->ds.layout;
    SDL_Rect opts[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opts) > 0);
    harness_click_rect(&h, opts[0]);
    int places[] = {bb_index(0, 5), bb_index(4, 2), bb_index(8, 8)};
    for (int k = 0; k < 3; k++) {
        harness_click_rect(&h, layout_cell(L, places[k]));
        ViewGhost g;
        view_ghost(tv, &g);
        check(g.active && g.label[0], "a ghost with its label");
        int lh = text_line_height(&tv->g->text, FONT_NUMBER);
        int tw = text_width(&tv->g->text, FONT_NUMBER, g.label) + L->inner;
        int cell = layout_cell_at(L, g.label_x - 1, g.label_y);
        check(cell >= 0 && bb_test(g.cells, cell), "the label's corner is on one of the shape's spaces");
        check(layout_cell_at(L, g.label_x - tw, g.label_y) == cell &&
                  layout_cell_at(L, g.label_x - tw, g.label_y + lh - 1) == cell &&
                  layout_cell_at(L, g.label_x - 1, g.label_y + lh - 1) == cell,
              "the whole label within that space");
        harness_key(&h, SDLK_ESCAPE, 0);
    }
    harness_stop(&h);
}

/* A computer's move being shown names the map it goes on, so looking at
 * another map does not make "here" untrue. */
static void test_computer_status_names_the_map(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "6", "--seats", "human,medium", NULL};
    assert_true(harness_start(&h, args));
    setenv("CARTOGRAPHERS_NO_ANIMATIONS", "", 1); /* the move stays on screen a moment */
    unsetenv("CARTOGRAPHERS_NO_ANIMATIONS");
    TableView *tv = harness_table(&h);
    assert_true(harness_play_move(&h));
    harness_dismiss(&h);
    bool seen = false;
    for (int i = 0; i < 3000 && match_computer_turn(h.sh.match) && !seen; i++) {
        harness_tick(&h);
        if (table_showing(shell_screen(&h.sh, SCREEN_TABLE))) {
            char want[80];
            snprintf(want, sizeof want, "on %s's map", tv->names[harness_game(&h)->decision.sheet]);
            seen = strstr(tv->facts.status, want) != NULL || strstr(tv->facts.status, "places") != NULL ||
                   strstr(tv->facts.status, "destroys") != NULL;
            check(seen, "the status names the map the computer draws on");
        }
    }
    check(seen, "a computer's move was shown");
    harness_stop(&h);
}

/* A monster to draw on a neighbour's map. */
static bool neighbours_monster(const Game *g, int scored, bool unused)
{
    (void)scored;
    (void)unused;
    return g->decision.kind == DECISION_AMBUSH && g->decision.actor != g->decision.sheet;
}

/* A monster drawn on a neighbour's map: the status line keeps saying whose
 * map it is after the monster is picked and while it is placed. */
static void test_neighbours_monster_names_the_map(void **state)
{
    (void)state;
    uint64_t seed = 0;
    int before = -1;
    assert_true(harness_find_game(GAME_BASE, 2, neighbours_monster, false, &seed, &before));
    before++; /* the ambush is the decision after that move */
    assert_true(before > 0);
    char seed_text[24], moves[16];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(moves, sizeof moves, "%d", before);
    Harness h;
    const char *args[] = {"--seed", seed_text, "--players", "2", "--autoplay", moves, "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    const Game *g = harness_game(&h);
    assert_true(g->decision.kind == DECISION_AMBUSH && g->decision.actor != g->decision.sheet);
    char want[96];
    snprintf(want, sizeof want, "On %s's map", tv->names[g->decision.sheet]);
    table_view_layout(tv);
    SDL_Rect opt[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opt) > 0);
    harness_click_rect(&h, opt[0]);
    printf("# picked: %s\n", tv->facts.status);
    check(strstr(tv->facts.status, want) != NULL, "after picking the monster the status says whose map");
    SDL_Rect r = layout_cell(&tv->ds.layout, bb_index(5, 5));
    harness_press(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    harness_release(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
    printf("# placed: %s\n", tv->facts.status);
    check(tv->move.placed && strstr(tv->facts.status, want) != NULL, "and while it lies on the map");
    harness_stop(&h);
}

/* What each seat missed since its last move (news.c), from two states of a
 * game: a monster drawn on your map, the zombies' spreading, the Dragon's
 * coins, mountains surrounded by someone else, and your own move clears
 * your list. */
static void test_news_lines(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_HEROES, 3, 4);
    Game before;
    char err[ERROR_MAX];
    assert_true(game_init(&before, &s, err, sizeof err));
    const char names[MAX_PLAYERS][SEAT_NAME_MAX] = {"Anna", "Ben", "Cleo"};
    const int strength[MAX_PLAYERS] = {-1, -1, -1, -1, -1, -1}; /* all people */
    News n;
    news_reset(&n);
    /* Ben draws a monster on Anna's map at the end of a season: on Anna's
     * map it covers A1 A2; the zombies spread to B1 and her Dragon pays */
    Game after = before;
    Move m = {.kind = MOVE_DRAW, .card = (int8_t)card_find("goblin_attack"), .at = 0, .terrain = CONTENT_MONSTER};
    after.sheets[0].board.layer[CONTENT_MONSTER] = bb_or(bb_single(0), bb_or(bb_single(1), bb_single(11)));
    after.sheets[0].dragon_paid = true;
    after.sheets[0].coins = before.sheets[0].coins + 3;
    after.sheets[2].coins = before.sheets[2].coins + 1; /* Cleo: a mountain enclosed by the wave */
    Move one = m;
    one.kind = MOVE_SINGLE; /* a 1x1 at A1: the rest is the wave */
    news_note_move(&n, &before, &after, &one, 1, 0, 0, names, NULL);
    assert_int_equal(news_count(&n, 1), 0); /* Ben made the move */
    char all[600];
    news_join(&n, 0, all, sizeof all);
    printf("# Anna: %s\n", all);
    check(strstr(all, "Ben drew Goblin Attack on your map") != NULL, "Anna hears of the monster on her map");
    check(strstr(all, "The zombies spread to 2 spaces of your map") != NULL, "and of the wave, counted");
    check(strstr(all, "The Dragon paid you 3 coins") != NULL, "and of the Dragon's coins");
    news_join(&n, 2, all, sizeof all);
    printf("# Cleo: %s\n", all);
    check(strstr(all, "Ben drew a single Monster space at A1") != NULL || strstr(all, "on Anna's map") != NULL,
          "Cleo hears what Ben drew, and where");
    check(strstr(all, "A surrounded mountain gave you 1 coin") != NULL, "Cleo hears of her mountain's coin");
    check(strstr(all, "zombies") == NULL, "Cleo's map had no wave");
    /* Anna moves: her list is seen and cleared; Ben hears of her move */
    Move own = {
        .kind = MOVE_DRAW, .card = before.decision.card, .shape = 0, .orient = 0, .at = 60, .terrain = CONTENT_FOREST};
    news_note_move(&n, &after, &after, &own, 0, 0, -1, names, strength);
    assert_int_equal(news_count(&n, 0), 0);
    check(news_count(&n, 1) == 1 && strstr(news_line(&n, 1, 0), "Anna drew") != NULL, "Ben hears of Anna's move");
    /* a space one destroys on their own map (a Giant Troll's pick) names
     * the map once */
    Move troll = {.kind = MOVE_DESTROY, .card = before.decision.card, .at = 60};
    news_note_move(&n, &after, &after, &troll, 2, 2, -1, names, strength);
    news_join(&n, 1, all, sizeof all);
    check(strstr(all, "Cleo destroyed F6 on their own map") != NULL && strstr(all, "Cleo's map") == NULL,
          "a space destroyed on one's own map says so, not the name twice");
    /* a computer's own map is "its own map", a person's "their own" */
    const char bots[MAX_PLAYERS][SEAT_NAME_MAX] = {"Anna", "Ben", "Computer (hard)"};
    const int with_bot[MAX_PLAYERS] = {-1, -1, 2, -1, -1, -1};
    News b;
    news_reset(&b);
    news_note_move(&b, &after, &after, &troll, 2, 2, -1, bots, with_bot);
    news_join(&b, 0, all, sizeof all);
    printf("# Anna, a computer's troll: %s\n", all);
    check(strcmp(all, "Computer (hard) destroyed F6 on its own map") == 0, "a computer destroys on its own map");
    /* only the latest lines are kept */
    for (int i = 0; i < NEWS_MAX + 3; i++)
        news_note_move(&n, &after, &after, &own, 0, 0, -1, names, strength);
    assert_int_equal(news_count(&n, 1), NEWS_MAX);
}

/* At the table: a human among computers reads on the status line what the
 * computers did when the turn comes back; at a table of two humans the
 * hand-over box lists the other's moves. */
static void test_news_at_the_table(void **state)
{
    (void)state;
    Harness h;
    const char *solo[] = {"--seed", "6", "--seats", "human,medium,easy", NULL};
    assert_true(harness_start(&h, solo));
    TableView *tv = harness_table(&h);
    bool told = false, monster = false;
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        harness_let_computers_play(&h);
        harness_dismiss(&h);
        if (game_over(harness_game(&h)))
            break;
        if (!told && i > 0) {
            told = strstr(tv->facts.status, "Since your last turn:") != NULL &&
                   strstr(tv->facts.status, tv->names[1]) != NULL && strstr(tv->facts.status, tv->names[2]) != NULL;
            check(told, "the status line says what both computers did since the human's last turn");
        }
        for (int k = 0; k < news_count(&tv->facts.news, 0); k++)
            monster |= strstr(news_line(&tv->facts.news, 0, k), "on your map") != NULL;
        assert_true(harness_play_move(&h));
    }
    check(monster, "a monster a computer drew on the human's map was told");
    harness_stop(&h);

    const char *two[] = {"--seed", "3", "--players", "2", "--size", "1280x800", NULL};
    assert_true(harness_start(&h, two));
    tv = harness_table(&h);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h)); /* player 1 draws */
    check(harness_top(&h) == SCREEN_HANDOVER, "the screen goes to player 2");
    bool header = harness_box_says(&h, "Since your last turn:", NULL), move = harness_box_says(&h, tv->names[0], "drew");
    check(header && move, "the hand-over box lists player 1's move for player 2");
    harness_stop(&h);
}

/* Six players at 1024x700: the news of five computers runs longer than the
 * status line; drawn cut short, the pointer on it gives it whole. A line
 * that fits has no tooltip. */
static void test_status_cut_has_a_tooltip(void **state)
{
    (void)state;
    Harness h;
    const char *six[] = {"--seed", "9", "--seats", "human,hard,medium,easy,medium,hard", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, six));
    TableView *tv = harness_table(&h);
    for (int i = 0; i < 60 && !strstr(tv->facts.status, "Since your last turn:"); i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
        harness_let_computers_play(&h);
        harness_dismiss(&h);
    }
    shell_draw(&h.sh);
    SDL_Rect st = tv->ds.layout.status;
    harness_move(&h, st.x + st.w / 4, st.y + st.h / 2);
    shell_draw(&h.sh);
    char tip[1024];
    SDL_Rect box;
    printf("# %s\n", tv->facts.status);
    check(strstr(tv->facts.status, "Since your last turn:") && tv->ds.status_cut,
          "five computers' news is drawn cut short at 1024x700");
    check(table_tooltip_box(tv, tip, sizeof tip, &box) && strcmp(tip, tv->facts.status) == 0,
          "the pointer on it gives it whole");
    table_status(tv, false, "%s", "Short.");
    shell_draw(&h.sh);
    harness_move(&h, st.x + st.w / 4 + 1, st.y + st.h / 2);
    shell_draw(&h.sh);
    check(!tv->ds.status_cut && !table_tooltip_box(tv, tip, sizeof tip, &box), "a line that fits has no tooltip");
    harness_stop(&h);
}

/* The "since your last turn" notes are not lost when the game stops: a
 * table of two humans and a computer, stopped at a hand-over with notes,
 * started again and resumed from the menu, hands over with the same notes
 * (rebuilt from the moves kept), and a hand-over box that lists them. */
static void test_news_after_resume(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "8", "--seats", "human,human,easy", "--size", "1280x800", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    char lines[NEWS_MAX][NEWS_TEXT_MAX];
    int n = 0, actor = -1;
    for (int i = 0; i < 60 && n < 2 && !game_over(harness_game(&h)); i++) {
        harness_let_computers_play(&h);
        if (harness_box(&h) == SCREEN_HANDOVER && news_count(&tv->facts.news, tv->game.decision.actor) >= 2) {
            actor = tv->game.decision.actor;
            n = news_count(&tv->facts.news, actor);
            for (int k = 0; k < n; k++)
                snprintf(lines[k], sizeof lines[k], "%s", news_line(&tv->facts.news, actor, k));
            break;
        }
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    assert_true(n >= 2);
    printf("# %d notes for player %d, the first: %s\n", n, actor + 1, lines[0]);

    assert_true(harness_restart(&h, NULL));
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_click_rect(&h, harness_spot(&h, SCREEN_MENU, "resume"));
    harness_let_computers_play(&h);
    tv = harness_table(&h);
    check(harness_box(&h) == SCREEN_HANDOVER && tv->game.decision.actor == actor, "resumed: the same hand-over");
    check(news_count(&tv->facts.news, actor) == n, "with as many notes");
    bool same = true;
    for (int k = 0; k < n && k < news_count(&tv->facts.news, actor); k++)
        same &= strcmp(news_line(&tv->facts.news, actor, k), lines[k]) == 0;
    check(same, "the same notes, in the same order");
    check(harness_box_says(&h, "Since your last turn:", NULL) && harness_box_says(&h, lines[n - 1], NULL),
          "and the hand-over box lists them");
    harness_stop(&h);
}

/* A ghost the pointer shows is confirmed with Enter without a click; an
 * illegal one says why; after the game's end Enter says the game is over. */
static void test_enter_confirms_the_hovered_ghost(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    SDL_Rect opts[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opts) > 0);
    harness_click_rect(&h, opts[0]);
    int moves = session_move_count(match_session(h.sh.match));
    /* over a legal space: Enter draws there */
    int legal = -1;
    for (int cell = 0; cell < BOARD_SPACES && legal < 0; cell++) {
        SDL_Rect r = layout_cell(&tv->ds.layout, cell);
        harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
        if (tv->move.preview.valid && tv->move.preview.legal && !tv->move.placed)
            legal = cell;
    }
    check(legal >= 0, "hovering the map shows a legal ghost somewhere");
    harness_key(&h, SDLK_RETURN, 0);
    check(strstr(tv->facts.status, "Place it on the map first") == NULL, "Enter is not refused");
    check(session_move_count(match_session(h.sh.match)) == moves + 1, "Enter drew the hovered ghost");
    harness_stop(&h);

    /* at the end of the game */
    const char *end[] = {"--seed", "7", "--autoplay", "400", NULL};
    assert_true(harness_start(&h, end));
    harness_dismiss(&h);
    assert_true(game_over(harness_game(&h)));
    harness_key(&h, SDLK_RETURN, 0);
    harness_key(&h, SDLK_RETURN, 0);
    tv = harness_table(&h);
    check(strstr(tv->facts.status, "Place it on the map first") == NULL, "after the end Enter does not ask to place");
    harness_stop(&h);
}

/* Hovering a past season's score outlines the spaces that season counted,
 * on the map as it was then (past.c), not on today's map. */
static void test_past_season_highlight(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "7", "--autoplay", "60", NULL};
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    TableView *tv = harness_table(&h);
    const Game *g = harness_game(&h);
    assert_true(game_seasons_scored(g) >= 2);
    int differ = 0;
    for (int season = 0; season < game_seasons_scored(g); season++) {
        const Board *then = past_board(&tv->facts.past, season, 0);
        check(then != NULL, "the map of a scored season is known");
        int pair[2];
        game_season_decrees(season, pair);
        for (int f = 0; f < 2; f++) {
            SDL_Rect r = tv->ds.layout.score_cell[season][f];
            harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
            ViewSheet v;
            view_sheet(tv, &v);
            check(v.highlight, "hovering a season's decree highlights");
            ScoreContext ctx = {g->settings.heroes};
            const ScoringCard *card = scoring_card(g->decree_cards[pair[f]]);
            ScoreResult was = scoring_card_score(card, then, &ctx);
            ScoreResult now = scoring_card_score(card, &g->sheets[0].board, &ctx);
            check(bb_equal(v.highlight_spaces, was.counted), "the spaces counted at that season's scoring");
            differ += !bb_equal(was.counted, now.counted);
            /* what the box says is what was counted then */
            check(points_of(card, then, &ctx) == g->sheets[0].seasons[season].decree[f],
                  "the map of then scores what the box says");
        }
    }
    check(differ > 0, "for some past season today's map would count other spaces");
    harness_stop(&h);

    /* resumed from the record: the same maps */
    assert_true(harness_start(&h, args));
    harness_dismiss(&h);
    PastBoards live = harness_table(&h)->facts.past, rebuilt;
    past_rebuild(&rebuilt, match_session(h.sh.match));
    for (int season = 0; season < game_seasons_scored(harness_game(&h)); season++)
        check(memcmp(past_board(&live, season, 0), past_board(&rebuilt, season, 0), sizeof(Board)) == 0,
              "noted during play and rebuilt from the record agree");
    harness_stop(&h);
}

static int autosaved_moves(const char *dir)
{
    char path[600];
    snprintf(path, sizeof path, "%s/current-game.autosave", dir);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    int n = 0;
    char line[400];
    while (fgets(line, sizeof line, f))
        n += strncmp(line, "move ", 5) == 0;
    fclose(f);
    return n;
}

static bool not_saved_has(Harness *h, const char *button) { return harness_spot(h, SCREEN_NOT_SAVED, button).w > 0; }

/* A failed autosave is seen until a save works: a box at once (try again,
 * save a copy, play on), "Not saved!" in the top bar meanwhile, and
 * quitting asks first (the path in the box, the status line under it
 * short); once Try again or Save a copy works there, the quitting goes on. */
static void test_autosave_failure_is_seen(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    char home[] = "/tmp/carto-home-XXXXXX";
    assert_non_null(mkdtemp(home));
    setenv("HOME", home, 1);
    assert_true(harness_play_move(&h));
    assert_int_equal(autosaved_moves(h.dir), 1);

    assert_true(harness_break_folder(h.dir, true));
    assert_true(harness_play_move(&h));
    check(harness_top(&h) == SCREEN_NOT_SAVED, "the failed autosave opens its box at once");
    char why[SESSION_MESSAGE_MAX + 200];
    check(match_not_on_disk(h.sh.match, why, sizeof why) && strstr(why, h.dir) != NULL,
          "the box's reason names the autosave's path");
    check(strstr(tv->facts.status, "not saved") != NULL && strstr(tv->facts.status, h.dir) == NULL &&
              tv->facts.status_error,
          "the status line under it says the game is not saved, without the path it could not show whole");
    check(not_saved_has(&h, "retry") && not_saved_has(&h, "copy") && !not_saved_has(&h, "quit"),
          "try again, save a copy; no quitting offered during play");
    harness_key(&h, SDLK_RETURN, 0); /* play on */
    check(harness_top(&h) != SCREEN_NOT_SAVED, "Enter plays on");
    check(tv->facts.not_on_disk, "the top bar keeps saying the game is not saved");
    assert_true(harness_play_move(&h));
    check(harness_top(&h) != SCREEN_NOT_SAVED, "the box does not come back at every move");

    h.sh.running = true; /* as the main loop has it */
    harness_key(&h, SDLK_q, KMOD_LCTRL);
    check(h.sh.running, "Ctrl+Q with moves not on disk does not quit at once");
    check(harness_top(&h) == SCREEN_NOT_SAVED && not_saved_has(&h, "quit"), "it asks, with Quit anyway");

    assert_true(harness_break_folder(h.dir, false));
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "retry"));
    check(harness_top(&h) != SCREEN_NOT_SAVED && !tv->facts.not_on_disk, "Try again saved it");
    assert_int_equal(autosaved_moves(h.dir), 3);
    check(!h.sh.running, "and the quitting it stood in the way of goes on");
    h.sh.running = true;

    assert_true(harness_break_folder(h.dir, true));
    assert_true(harness_play_move(&h));
    check(harness_top(&h) == SCREEN_NOT_SAVED, "the next failure opens the box again");
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "copy"));
    check(!tv->facts.not_on_disk && harness_top(&h) != SCREEN_NOT_SAVED, "a copy in the home folder is a save");
    check(h.sh.running, "during play, a copy saved does not quit");
    char cmd[700];
    snprintf(cmd, sizeof cmd, "grep -c '^move ' %s/cartographers-*.cartosave | grep -qx 4", home);
    check(system(cmd) == 0, "the copy holds every move");

    assert_true(harness_play_move(&h)); /* fails again: not on disk */
    harness_key(&h, SDLK_RETURN, 0);
    check(tv->facts.not_on_disk, "not on disk again");
    harness_key(&h, SDLK_q, KMOD_LCTRL);
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "copy"));
    check(!h.sh.running, "asked by quitting, a copy saved lets the quitting go on");
    h.sh.running = true;
    assert_true(harness_play_move(&h)); /* fails again */
    harness_key(&h, SDLK_RETURN, 0);
    harness_key(&h, SDLK_q, KMOD_LCTRL);
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "quit"));
    check(!h.sh.running, "Quit anyway quits");
    assert_true(harness_break_folder(h.dir, false));
    harness_stop(&h);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    assert_int_equal(system(cmd), 0);
}

/* Fails unless the reason the match gives for not being on disk holds `cause`. */
static void check_why(const Harness *h, const char *cause)
{
    char why[300] = "";
    if (!match_not_on_disk(h->sh.match, why, sizeof why) || !strstr(why, cause))
        fail_msg("the reason given (\"%s\") does not say \"%s\"", why, cause);
}

/* The same promise on a real full disk and a real read-only one: a 64 KiB
 * tmpfs over the data folder, filled up, then remounted read-only. The why
 * that the box and the top bar give names the cause. Mounting needs root;
 * elsewhere the test is skipped. */
static void test_autosave_on_full_and_read_only_disk(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--seed", "5", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    assert_true(harness_play_move(&h));
    if (!harness_shell("mount -t tmpfs -o size=64k tmpfs", h.dir, " 2>/dev/null")) {
        harness_stop(&h);
        skip(); /* not root, or no right to mount here */
    }

    /* full: every block taken by another file */
    assert_true(harness_shell("dd if=/dev/zero bs=1k count=200 2>/dev/null >", h.dir, "/filler; true"));
    assert_true(harness_play_move(&h));
    check(harness_top(&h) == SCREEN_NOT_SAVED, "a full disk opens the box at once");
    check_why(&h, "space");
    check(autosaved_moves(h.dir) <= 0, "nothing half-written is left as the autosave");
    assert_true(harness_shell("rm -f", h.dir, "/filler"));
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "retry"));
    check(harness_top(&h) != SCREEN_NOT_SAVED && !tv->facts.not_on_disk, "with room again, Try again saves");
    assert_int_equal(autosaved_moves(h.dir), 2);

    /* read-only */
    assert_true(harness_shell("mount -o remount,ro", h.dir, ""));
    assert_true(harness_play_move(&h));
    check(harness_top(&h) == SCREEN_NOT_SAVED, "a read-only disk opens the box at once");
    check_why(&h, "ead-only");
    assert_int_equal(autosaved_moves(h.dir), 2);
    h.sh.running = true;
    harness_key(&h, SDLK_q, KMOD_LCTRL);
    check(h.sh.running && harness_top(&h) == SCREEN_NOT_SAVED, "Ctrl+Q asks first");
    assert_true(harness_shell("mount -o remount,rw", h.dir, ""));
    harness_click_rect(&h, harness_spot(&h, SCREEN_NOT_SAVED, "retry"));
    check(!tv->facts.not_on_disk, "writable again, Try again saves");
    check(!h.sh.running, "and quits, as asked");
    assert_int_equal(autosaved_moves(h.dir), 3);
    assert_true(harness_shell("umount", h.dir, ""));
    harness_stop(&h);
}

/* Six players, five of them computers of each strength, at 1024x700 and
 * 1920x1080 in English and German: the tabs show the computers' names
 * shortened alike (all whole, or all "Computer N", or all "CN"; one kept
 * its "(hard)" beside a "Computer 3" that lost its "(medium)"), each
 * fitting its tab, the whole name in the tab's tooltip. */
static void test_tab_names_alike(void **state)
{
    (void)state;
    static const char *const sizes[] = {"1024x700", "1920x1080"}, *const langs[] = {"en", "de"};
    for (int z = 0; z < 2; z++)
        for (int l = 0; l < 2; l++) {
            const char *args[] = {"--size", sizes[z], "--lang", langs[l],  "--players",
                                  "6",      "--seed", "4",      "--seats", "human,easy,medium,hard,easy,hard",
                                  NULL};
            Harness h;
            assert_true(harness_start(&h, args));
            harness_dismiss(&h);
            harness_tick(&h);
            TableView *tv = harness_table(&h);
            char names[MAX_PLAYERS][TAB_NAME_MAX];
            FontRole fonts[MAX_PLAYERS];
            draw_tab_names(tv, 0, names, fonts);
            int whole = 0, computers = 0, forms[3] = {0, 0, 0};
            bool fit = true;
            for (int p = 0; p < tv->ds.layout.ntabs; p++) {
                fit = fit && text_width(&tv->g->text, fonts[p], names[p]) < tv->ds.layout.tab[p].w;
                if (tv->strength[p] < 0)
                    continue;
                computers++;
                bool is_whole = strcmp(names[p], tv->names[p]) == 0;
                whole += is_whole;
                forms[is_whole ? 0 : strchr(names[p], ' ') ? 1 : 2]++;
            }
            print_message("# %s %s: \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\"\n", sizes[z], langs[l], names[0],
                          names[1], names[2], names[3], names[4], names[5]);
            check(computers == 5, "five computers");
            check(forms[0] == computers || forms[1] == computers || forms[2] == computers,
                  "the computers' names are shortened alike");
            check(fit, "each name fits its tab");
            if (z == 1)
                check(whole == computers, "at 1920x1080 they are whole");
            SDL_Rect tab = tv->ds.layout.tab[3];
            harness_move(&h, tab.x + tab.w / 2, tab.y + tab.h / 2);
            harness_tick(&h);
            char tip[400] = "";
            check(view_tooltip(tv, tip, sizeof tip) && strstr(tip, tv->names[3]) != NULL &&
                      strstr(tv->names[3], "(") != NULL,
                  "the tab's tooltip has the whole name, its strength too");
            harness_stop(&h);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pen_marks_the_map_drawn_here),
        cmocka_unit_test(test_tab_names_alike),
        cmocka_unit_test(test_handover_to_another_map),
        cmocka_unit_test(test_handover_box),
        cmocka_unit_test(test_final_table),
        cmocka_unit_test(test_status_cut_has_a_tooltip),
        cmocka_unit_test(test_status_follows_the_shape),
        cmocka_unit_test(test_troll_after_the_season),
        cmocka_unit_test(test_troll_pick_in_the_tab),
        cmocka_unit_test(test_troll_after_winter_solo),
        cmocka_unit_test(test_troll_after_winter_two),
        cmocka_unit_test(test_keyboard_only_game),
        cmocka_unit_test(test_esc_takes_the_shape_back),
        cmocka_unit_test(test_first_arrow_fits_and_keys_words),
        cmocka_unit_test(test_label_off_the_numbers),
        cmocka_unit_test(test_computer_status_names_the_map),
        cmocka_unit_test(test_neighbours_monster_names_the_map),
        cmocka_unit_test(test_news_lines),
        cmocka_unit_test(test_autosave_failure_is_seen),
        cmocka_unit_test(test_autosave_on_full_and_read_only_disk),
        cmocka_unit_test(test_past_season_highlight),
        cmocka_unit_test(test_enter_confirms_the_hovered_ghost),
        cmocka_unit_test(test_news_at_the_table),
        cmocka_unit_test(test_news_after_resume),
        cmocka_unit_test(test_lasting_chips_named),
    };
    return cmocka_run_group_tests_name("ui_table", tests, NULL, NULL);
}
