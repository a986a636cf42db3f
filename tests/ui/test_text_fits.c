/* test_text_fits.c: no text is cut short at 1024x700, in English and in
 * every language of po/LINGUAS: the whole app (harness.h) draws
 * the menu, the setup screen (one seat, and six seats of a mixed game), the
 * campaign, the statistics, the settings, the saved games, the rules, the
 * table (solo, six players) and a solo game played to its end (the season's
 * box, the final box with the title, the table after it with "Show the
 * result") and the statistics and the past games after it (with a game
 * of six long names among them, and a deletion asked), the challenges
 * (their screens, a code in the setup screen, a daily played to its final
 * box), the status line's words for the fingers and for each style of
 * pad (beside the pad's button strip) at every text size, a solo ambush's
 * status line by each input (its words following it), the on-screen
 * keyboard (both pages) at every text size, the review of a game of six
 * (its seats, its costliest moves, its seasons and sentences) at every
 * text size, the final box of a game of three and of six at every text
 * size (its places written as the past games' list writes them), the
 * statistics' chart (no title's line through its last rating),
 * and no string may have needed
 * an ellipsis (TextSystem.shortened).
 *
 *   test_ui_text_fits BUILD/po LANG...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "i18n.h"
#include "names.h"
#include "past_players.h"
#include "play.h"
#include "regions.h"
#include "screens.h"
#include "setup_screen.h"
#include "settings.h"
#include "status.h"
#include "ui_test.h"

static const char *const *langs;
static int nlangs;
static int cut_total;

/* Draws a frame from scratch; reports every string it had to shorten. The
 * table keeps what it drew (its scene) until the window is measured again,
 * so a new measurement is claimed first: every text is drawn, none comes
 * from a picture of an earlier frame. */
static void frame(Harness *h, const char *lang, const char *what)
{
    TextSystem *ts = &h->sh.gfx.text;
    h->sh.gfx.generation++;
    unsigned before = ts->shortened;
    shell_draw(&h->sh);
    if (ts->shortened != before) {
        printf("# %s, %s: %u string(s) cut short, the last \"%s\"\n", lang, what, ts->shortened - before,
               ts->last_shortened);
        cut_total++;
    }
}

/* Sets the text size to the settings' option o and draws a frame (as
 * frame), named "<what> at N%" in `named` for the test's own lines. */
static void frame_at(Harness *h, const char *lang, int o, const char *what, char *named, size_t size)
{
    const SettingDef *scale = settings_def(SET_SCALE);
    harness_text_size(h, scale->options[o].value);
    snprintf(named, size, "%s at %d%%", what, scale->options[o].value);
    frame(h, lang, named);
}

static bool start(Harness *h, const char *lang, const char *const *more)
{
    const char *args[16] = {"--size", "1024x700", "--lang", lang};
    int n = 4;
    for (int i = 0; more && more[i] && n < 15; i++)
        args[n++] = more[i];
    args[n] = NULL;
    return harness_start(h, args);
}

static void test_screens(void **state)
{
    (void)state;
    static const struct {
        ScreenId id;
        int arg;
        const char *name;
    } screens[] = {{SCREEN_MENU, 0, "menu"},         {SCREEN_SETUP, 0, "setup"},
                   {SCREEN_CAMPAIGN, 0, "campaign"}, {SCREEN_STATS, 0, "statistics"},
                   {SCREEN_SETTINGS, 0, "settings"}, {SCREEN_SAVES, SAVES_LOAD, "load"},
                   {SCREEN_RULES, 0, "rules"},       {SCREEN_IN_USE, 0, "in use by another copy"}};
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], NULL));
        for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
            shell_push(&h.sh, screens[i].id, screens[i].arg);
            frame(&h, langs[l], screens[i].name);
            harness_key(&h, SDLK_ESCAPE, 0);
        }
        /* six seats of a mixed game with long names, as the setup screen
         * remembers them */
        Settings *s = &h.sh.profile.settings;
        s->setup.kind = GAME_MIXED;
        s->setup.players = 6;
        static const char *const seats[] = {"human", "hard", "human", "easy", "medium", "human"};
        static const char *const names[] = {"Annabelle Whitmore",  "", "Cleopatra Vandersteen", "", "",
                                            "Eleonora Brightwater"};
        for (int p = 0; p < 6; p++) {
            snprintf(s->setup.seat[p], sizeof s->setup.seat[p], "%s", seats[p]);
            snprintf(s->setup.name[p], sizeof s->setup.name[p], "%s", names[p]);
        }
        shell_push(&h.sh, SCREEN_SETUP, 0);
        frame(&h, langs[l], "setup with six seats");
        harness_stop(&h);
    }
    check(cut_total == 0, "no string of the screens is cut short");
}

static void test_table(void **state)
{
    (void)state;
    static const char *const solo[] = {"--seed", "3", "--autoplay", "10", NULL};
    static const char *const six[] = {"--seed", "12", "--kind", "heroes", "--players", "6", "--autoplay", "30", NULL};
    static const char *const mixed[] = {"--seed", "8", "--kind", "mixed", "--players", "4", "--autoplay", "40", NULL};
    const char *const *games[] = {solo, six, mixed};
    const char *what[] = {"the table, solo", "the table, six players", "the table, mixed game of four"};
    cut_total = 0;
    for (int l = 0; l < nlangs; l++)
        for (int g = 0; g < 3; g++) {
            Harness h;
            assert_true(start(&h, langs[l], games[g]));
            harness_let_computers_play(&h);
            frame(&h, langs[l], what[g]);
            harness_stop(&h);
        }
    check(cut_total == 0, "no string of the table is cut short");
}

/* The smallest map space that is still a map to play on, in pixels, for a
 * window of height h: a 28th of it (25 px at 700, 38 at 1080). */
static int min_cell(int h) { return h / 28; }

/* The width a season's label may take: its box and the gap after it, a
 * space before the next label (labels start 2 pixels into their boxes). */
static int label_room(TableView *tv, int s)
{
    const Layout *L = &tv->ds.layout;
    int next = s + 1 < SEASONS ? L->season_box[s + 1].x : L->grand_total.x;
    int room = next - L->season_box[s].x - text_width(&tv->g->text, FONT_SMALL, " ");
    return room > L->season_box[s].w - 4 ? room : L->season_box[s].w - 4;
}

/* Whether the four season boxes' labels are shortened alike (all with their
 * decrees' letters or none, all short names or none), each fits its room
 * (never closer than a space to the next one), the short names only where
 * a whole one does not fit, and their numbers are in one face per kind
 * (cells, totals), the largest that holds them all. */
static bool season_labels_alike(Harness *h, const char *lang, const char *what)
{
    TableView *tv = harness_table(h);
    ViewScores v;
    view_scores(tv, &v);
    char labels[SEASONS][SEASON_LABEL_MAX];
    draw_season_labels(tv, &v, labels);
    int with_letters = 0, short_names = 0;
    bool fit = true, wholes_fit = true;
    for (int s = 0; s < SEASONS; s++) {
        with_letters += strchr(labels[s], '+') != NULL;
        short_names += strcmp(labels[s], name_season_short(s)) == 0 && strcmp(labels[s], name_season(s)) != 0;
        fit = fit && text_width(&tv->g->text, FONT_SMALL, labels[s]) <= label_room(tv, s);
        wholes_fit = wholes_fit && text_width(&tv->g->text, FONT_SMALL, name_season(s)) <= label_room(tv, s);
    }
    bool alike = (with_letters == 0 || with_letters == SEASONS) && (short_names == 0 || short_names == SEASONS);
    if (!alike || !fit || (short_names && wholes_fit)) {
        printf("# %s, %s: season labels \"%s\" \"%s\" \"%s\" \"%s\"%s%s\n", lang, what, labels[0], labels[1], labels[2],
               labels[3], fit ? "" : " (one does not fit)", short_names && wholes_fit ? " (the whole names fit)" : "");
        return false;
    }
    /* the numbers: one face for the cells, one for the totals, the largest
     * in which all of them fit (a "10" drawn smaller than the "6" beside it
     * looked like another kind of number) */
    FontRole faces[2];
    draw_score_faces(tv, &v, faces);
    for (int k = 0; k < 2; k++) {
        FontRole larger = faces[k] == FONT_SMALL ? FONT_NUMBER : FONT_BIG;
        bool all_fit = true, all_fit_larger = true;
        for (int s = 0; s < SEASONS; s++) {
            const SeasonScore *sc = &v.season[s];
            int values[SCORE_FIELDS] = {sc->decree[0], sc->decree[1], sc->coins, sc->monsters, sc->total};
            for (int f = 0; f < SCORE_FIELDS; f++) {
                if ((f == SCORE_TOTAL) != (k == 1))
                    continue;
                char buf[16];
                snprintf(buf, sizeof buf, "%d", values[f]);
                int room = tv->ds.layout.score_cell[s][f].w;
                all_fit = all_fit && text_width(&tv->g->text, faces[k], buf) <= room;
                all_fit_larger = all_fit_larger && text_width(&tv->g->text, larger, buf) <= room;
            }
        }
        bool largest = faces[k] == (k ? FONT_BIG : FONT_NUMBER) || !all_fit_larger;
        if (!all_fit || !largest) {
            printf("# %s, %s: the %s in face %d: %s\n", lang, what, k ? "totals" : "cells", (int)faces[k],
                   all_fit ? "a larger one holds them all" : "one does not fit");
            return false;
        }
    }
    return true;
}

/* Every text size the settings offer, at the window sizes players use from
 * the smallest supported one up, solo and with six players: no string is
 * cut, the season boxes' labels are shortened alike and the map keeps
 * usable spaces. */
static void test_table_text_sizes(void **state)
{
    (void)state;
    static const char *const sizes[] = {"1024x700", "1400x900", "1920x1080"};
    static const int heights[] = {700, 900, 1080};
    const SettingDef *scale = settings_def(SET_SCALE);
    assert_true(scale->noptions >= 6);
    cut_total = 0;
    int small_maps = 0, frames = 0, unlike = 0;
    for (int l = 0; l < nlangs; l++)
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
            for (int six = 0; six < 2; six++) {
                const char *args[] = {"--size",     sizes[z],         "--lang", langs[l],    "--seed",
                                      "12",         "--kind",         "heroes", "--players", six ? "6" : "1",
                                      "--autoplay", six ? "12" : "6", NULL};
                Harness h;
                assert_true(harness_start(&h, args));
                harness_let_computers_play(&h);
                for (int o = 0; o < scale->noptions; o++) {
                    char base[64], what[96];
                    snprintf(base, sizeof base, "the table at %s, %s,", sizes[z], six ? "six players" : "solo");
                    frame_at(&h, langs[l], o, base, what, sizeof what);
                    frames++;
                    unlike += !season_labels_alike(&h, langs[l], what);
                    int cell = harness_table(&h)->ds.layout.cell;
                    if (l == 0)
                        printf("# %s: spaces of %d px, body text %d px\n", what, cell,
                               harness_table(&h)->ds.layout.font_px[FONT_BODY]);
                    if (cell < min_cell(heights[z])) {
                        printf("# %s, %s: map spaces of %d px (at least %d wanted)\n", langs[l], what, cell,
                               min_cell(heights[z]));
                        small_maps++;
                    }
                }
                harness_stop(&h);
            }
    printf("# %d frames\n", frames);
    check(frames == nlangs * 6 * scale->noptions, "every language, size, text size and player count was drawn");
    check(cut_total == 0, "no string of the table is cut short at any text size");
    check(unlike == 0, "the season boxes' labels are shortened alike and only where whole names do not fit, their "
                       "numbers in one face, at any text size");
    check(small_maps == 0, "the map's spaces stay large enough at any text size");
}

/* The on-screen keyboard over a field and over a chat line (its OK says
 * Send), its letters' page and its accents' page, at every text size the
 * settings offer. */
static void test_keyboard(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    cut_total = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], NULL));
        for (int o = 0; o < 2 * scale->noptions; o++) {
            bool chat = o >= scale->noptions; /* a chat line's: its OK says Send */
            harness_text_size(&h, scale->options[o % scale->noptions].value);
            if (chat)
                ui_push_keyboard_send(&h.sh.ui, "Zoë", 40);
            else
                ui_push_keyboard(&h.sh.ui, "Zoë", 40, NULL);
            shell_settle(&h.sh);
            char what[96];
            snprintf(what, sizeof what, "the on-screen keyboard%s at %d%%", chat ? " of a chat line" : "",
                     scale->options[o % scale->noptions].value);
            frame(&h, langs[l], what);
            harness_click_rect(&h, harness_spot(&h, SCREEN_KEYBOARD, "key_4_1")); /* áé */
            snprintf(what, sizeof what, "the on-screen keyboard's accents at %d%%", scale->options[o % scale->noptions].value);
            frame(&h, langs[l], what);
            harness_key(&h, SDLK_ESCAPE, 0);
            assert_int_not_equal(harness_top(&h), SCREEN_KEYBOARD);
        }
        harness_stop(&h);
    }
    check(cut_total == 0, "no string of the on-screen keyboard is cut short at any text size");
}

/* A solo Heroes game played to the end with the mouse: every box on the way. */
static void test_solo_to_the_end(void **state)
{
    (void)state;
    static const char *const game[] = {"--seed", "5", "--kind", "heroes", NULL};
    cut_total = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], game));
        bool over = false;
        /* one box at a time, each drawn: after winter's box the final box
         * may follow at once (a Giant Troll's pick then is made by itself) */
        for (int i = 0; i < 400 && !over; i++) {
            ScreenId box = harness_box(&h);
            if (box != SCREEN_TABLE) {
                frame(&h, langs[l], box == SCREEN_FINAL ? "the final box" : "a box during the game");
                over = box == SCREEN_FINAL;
                if (!over)
                    harness_key(&h, SDLK_RETURN, 0);
            } else if (game_over(harness_game(&h)) || !harness_play_move(&h)) {
                break;
            }
        }
        check(over, "the game was played to its final box");
        /* the table after it, the statistics and the past games with that game in them */
        harness_dismiss(&h);
        frame(&h, langs[l], "the table after the game");
        shell_push(&h.sh, SCREEN_STATS, 0);
        frame(&h, langs[l], "the statistics after a game");
        harness_key(&h, SDLK_ESCAPE, 0);
        assert_true(harness_keep_six(h.dir));
        shell_push(&h.sh, SCREEN_PAST, 0);
        frame(&h, langs[l], "the past games");
        harness_key(&h, SDLK_DOWN, 0);
        harness_key(&h, SDLK_DELETE, 0);
        frame(&h, langs[l], "the past games, asking to delete one");
        harness_stop(&h);
    }
    check(cut_total == 0, "no string of the boxes is cut short");
}

/* The challenges: the daily's and weekly's screens (new, in progress, the
 * question before starting again), the setup screen with a bad and a good
 * code, the daily played to its final box (the challenge's lines, the
 * code and Copy code), the statistics with the challenges. */
static void test_challenges(void **state)
{
    (void)state;
    cut_total = 0;
    setenv("CARTOGRAPHERS_TODAY", "2026-11-26", 1);
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], NULL));
        shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_WEEKLY);
        frame(&h, langs[l], "the weekly challenge");
        harness_key(&h, SDLK_ESCAPE, 0);
        shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
        frame(&h, langs[l], "the daily challenge");
        harness_key(&h, SDLK_RETURN, 0);
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
        shell_push(&h.sh, SCREEN_MENU, 0);
        frame(&h, langs[l], "the menu with a challenge in progress");
        shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
        frame(&h, langs[l], "the daily challenge in progress");
        harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_1"));
        frame(&h, langs[l], "starting the daily again?");
        harness_key(&h, SDLK_ESCAPE, 0);
        harness_key(&h, SDLK_RETURN, 0); /* back to the attempt */
        for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
            harness_dismiss(&h);
            if (!harness_play_move(&h))
                break;
        }
        for (int i = 0; i < 6 && harness_box(&h) != SCREEN_FINAL; i++) {
            harness_tick(&h);
            if (harness_box(&h) != SCREEN_FINAL)
                harness_key(&h, SDLK_RETURN, 0);
        }
        bool over = harness_box(&h) == SCREEN_FINAL;
        if (over)
            frame(&h, langs[l], "the challenge's final box");
        check(over, "the challenge was played to its final box");
        shell_push(&h.sh, SCREEN_MENU, 0);
        frame(&h, langs[l], "the menu with a challenge played");
        shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
        frame(&h, langs[l], "the daily challenge played");
        harness_key(&h, SDLK_ESCAPE, 0);
        shell_push(&h.sh, SCREEN_STATS, 0);
        frame(&h, langs[l], "the statistics with a challenge");
        harness_key(&h, SDLK_ESCAPE, 0);
        static const char *const codes[] = {"1E19-UE3B-5P4Q", "1E19-VE3B-5P4Q!", "1E19-VE3B-5P4", "1E19-VE3B-5P4Q"};
        for (size_t c = 0; c < sizeof codes / sizeof codes[0]; c++) {
            shell_push(&h.sh, SCREEN_SETUP, 0);
            SetupState *s = setup_screen_model(shell_screen(&h.sh, SCREEN_SETUP));
            snprintf(s->code, sizeof s->code, "%s", codes[c]);
            setup_read_code(s);
            frame(&h, langs[l], "the setup screen with a code");
            harness_key(&h, SDLK_ESCAPE, 0);
        }
        harness_stop(&h);
    }
    unsetenv("CARTOGRAPHERS_TODAY");
    check(cut_total == 0, "no string of the challenges is cut short");
}

/* One status line, drawn at every text size (100% and up make it longer in
 * its bar); `via` names the input, `what` the line. */
static int status_frames(Harness *h, const char *lang, const char *via, const char *what)
{
    const SettingDef *scale = settings_def(SET_SCALE);
    int frames = 0;
    for (int o = 0; o < scale->noptions; o++) {
        if (scale->options[o].value < 100)
            continue;
        harness_text_size(h, scale->options[o].value);
        char line[128];
        snprintf(line, sizeof line, "the status line %s at %d%%: %s", via, scale->options[o].value, what);
        frame(h, lang, line);
        frames++;
    }
    harness_text_size(h, 100);
    return frames;
}

/* One status line the fingers see, at every text size. */
static int touch_frames(Harness *h, const char *lang, const char *what)
{
    return status_frames(h, lang, "by touch", what);
}

/* The status line's words for the fingers (Gfx.input touch) at 1024x700:
 * a card's shapes with and without "confirm each placement", a shape
 * picked, Confirm tapped too soon, a shape laid down; a hero's card and
 * the hero laid down. */
static void test_touch_status(void **state)
{
    (void)state;
    /* decrees that fit at every text size (seed 3's are cut at 150%) */
    static const char *const base[] = {"--seed", "12", "--kind", "heroes", NULL};
    static const char *const heroes[] = {"--seed", "5", "--kind", "heroes", NULL};
    cut_total = 0;
    int frames = 0, hero_games = 0;
    for (int l = 0; l < nlangs; l++) {
        for (int confirm = 1; confirm >= 0; confirm--) {
            Harness h;
            assert_true(start(&h, langs[l], base));
            settings_set(&h.sh.profile.settings, SET_CONFIRM, confirm);
            TableView *tv = harness_table(&h);
            h.sh.gfx.input = INPUT_TOUCH;
            status_default(tv);
            frames += touch_frames(&h, langs[l], confirm ? "a card, confirming" : "a card, not confirming");
            HarnessHint hint;
            assert_true(harness_hint(&h, &hint) && hint.tile.w > 0);
            harness_tap_rect(&h, hint.tile);
            frames += touch_frames(&h, langs[l], "a shape picked");
            if (confirm) {
                harness_tap_rect(&h, tv->ds.layout.button[BTN_CONFIRM]);
                frames += touch_frames(&h, langs[l], "Confirm tapped before the shape is laid");
                harness_tap_rect(&h, hint.tile);
                harness_tap_rect(&h, layout_cell(&tv->ds.layout, hint.grip));
                frames += touch_frames(&h, langs[l], "a shape laid down");
            }
            harness_stop(&h);
        }
        /* a hero's card: the greedy moves of a heroes game until one comes */
        for (int confirm = 1; confirm >= 0; confirm--) {
            Harness h;
            assert_true(start(&h, langs[l], heroes));
            settings_set(&h.sh.profile.settings, SET_CONFIRM, confirm);
            TableView *tv = harness_table(&h);
            for (int i = 0; i < 80 && !game_over(harness_game(&h)) && harness_game(&h)->decision.kind != DECISION_HERO;
                 i++) {
                harness_dismiss(&h);
                if (harness_game(&h)->decision.kind != DECISION_HERO && !harness_play_move(&h))
                    break;
            }
            if (harness_game(&h)->decision.kind == DECISION_HERO) {
                hero_games++;
                h.sh.gfx.input = INPUT_TOUCH;
                status_default(tv);
                frames += touch_frames(&h, langs[l], confirm ? "a hero, confirming" : "a hero, not confirming");
                HarnessHint hint;
                if (confirm && harness_hint(&h, &hint)) {
                    if (hint.tile.w > 0 && tv->move.noptions > 1)
                        harness_tap_rect(&h, hint.tile);
                    harness_tap_rect(&h, layout_cell(&tv->ds.layout, hint.grip));
                    frames += touch_frames(&h, langs[l], "a hero laid down");
                }
            }
            harness_stop(&h);
        }
    }
    printf("# %d frames of the status line by touch, %d games with a hero's card\n", frames, hero_games);
    check(hero_games == 2 * nlangs, "a hero's card came in every heroes game");
    check(cut_total == 0, "no status line for the fingers is cut short");
}

/* The status line's words for a pad, in each pad's style: `line` writes it
 * (the table's own words for what it shows). */
static int pad_frames(Harness *h, const char *lang, const char *what, void (*line)(TableView *))
{
    static const char *const names[] = {"Xbox", "PlayStation", "Steam Deck"};
    int frames = 0;
    for (int style = PAD_XBOX; style <= PAD_DECK; style++) {
        h->sh.gfx.input = INPUT_PAD;
        h->sh.gfx.pads.style = (PadStyle)style;
        status_follow_input(harness_table(h));
        line(harness_table(h));
        char via[64];
        snprintf(via, sizeof via, "by a %s pad", names[style]);
        frames += status_frames(h, lang, via, what);
    }
    return frames;
}

/* A shape's option picked with X (the pad's Tab), the option kept. */
static void pad_option(TableView *tv)
{
    TableAction a = {.kind = ACT_NEXT_OPTION, .cell = -1, .dx = 0};
    play_action(tv, &a);
}

/* The status line's words for a pad (Gfx.input pad), each style, at
 * 1024x700: a card's shapes, a shape picked, a shape laid down; a hero's
 * card and the hero laid down. */
static void test_pad_status(void **state)
{
    (void)state;
    static const char *const base[] = {"--seed", "12", "--kind", "heroes", NULL};
    static const char *const heroes[] = {"--seed", "5", "--kind", "heroes", NULL};
    cut_total = 0;
    int frames = 0, hero_games = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], base));
        frames += pad_frames(&h, langs[l], "a card", status_default);
        frames += pad_frames(&h, langs[l], "a shape picked", pad_option);
        frames += pad_frames(&h, langs[l], "a shape laid down", status_placed);
        harness_stop(&h);
        assert_true(start(&h, langs[l], heroes));
        for (int i = 0; i < 80 && !game_over(harness_game(&h)) && harness_game(&h)->decision.kind != DECISION_HERO;
             i++) {
            harness_dismiss(&h);
            if (harness_game(&h)->decision.kind != DECISION_HERO && !harness_play_move(&h))
                break;
        }
        if (harness_game(&h)->decision.kind == DECISION_HERO) {
            hero_games++;
            frames += pad_frames(&h, langs[l], "a hero", status_default);
            frames += pad_frames(&h, langs[l], "a hero laid down", status_placed);
        }
        harness_stop(&h);
    }
    printf("# %d frames of the status line by pad, %d games with a hero's card\n", frames, hero_games);
    check(hero_games == nlangs, "a hero's card came in every heroes game");
    check(cut_total == 0, "no status line for a pad is cut short");
}

/* A solo game's ambush, the decision after a move of the greedy bot. */
static bool solo_ambush(const Game *g, int scored, bool unused)
{
    (void)scored;
    (void)unused;
    return g->decision.kind == DECISION_AMBUSH && g->decision.solo_target >= 0;
}

/* Whether the status line says `want`, its %s replaced by `args` in turn. */
static bool status_says(TableView *tv, const char *want, const char *const *args, int nargs)
{
    char text[300] = "";
    size_t len = 0;
    int next = 0; /* the argument a plain %s takes; %N$s takes argument N */
    for (const char *p = want; *p && len + 1 < sizeof text;) {
        const char *at = strchr(p, '%');
        int arg = next, skip = 2;
        if (at && at[1] >= '1' && at[1] <= '9' && at[2] == '$' && at[3] == 's') {
            arg = at[1] - '1';
            skip = 4;
        } else if (at && at[1] == 's') {
            next++;
        } else {
            at = NULL; /* no other directive in these lines */
        }
        size_t n = at ? (size_t)(at - p) : strlen(p);
        len += (size_t)snprintf(text + len, sizeof text - len, "%.*s%s", (int)n, p,
                                at && arg < nargs ? args[arg] : "");
        len = SDL_min(len, sizeof text - 1);
        if (!at)
            break;
        p = at + skip;
    }
    return strstr(tv->facts.status, text) != NULL;
}

static bool neighbour_ambush(const Game *g, int scored, bool unused)
{
    (void)scored;
    (void)unused;
    const Decision *d = &g->decision;
    return d->kind == DECISION_AMBUSH && d->solo_target < 0 && d->actor != d->sheet;
}

/* What an ambush's status line must say: `named` (its %s filled with
 * `names`) with every input, the words for each input and setting in
 * `ways` (mouse confirming, keys dropping, touch confirming, touch
 * dropping), and `pad` (its %s filled with `pad_names`, then the pad's own
 * A) with each style of pad. */
typedef struct AmbushLine {
    const char *what;
    const char *named;
    const char *names[3];
    int nnames;
    const char *ways[5]; /* the mouse (confirming, not), the keys, the fingers (confirming, not) */
    const char *pad;
    const char *pad_names[2];
    int npad;
    char space[4]; /* a solo ambush's space, named by fill */
} AmbushLine;

/* Starts a game at the ambush `want` finds (`players` at one screen) in
 * every language and checks its status line as `line` says (filled by
 * `fill` from the game), nothing cut at any text size. */
static void check_ambush_line(int players, HarnessWanted want, void (*fill)(const TableView *, AmbushLine *),
                              AmbushLine *line)
{
    uint64_t seed = 0;
    int before = -1;
    assert_true(harness_find_game(GAME_BASE, players, want, false, &seed, &before));
    char seed_text[24], moves[16], count[8];
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(moves, sizeof moves, "%d", before + 1);
    snprintf(count, sizeof count, "%d", players);
    const char *const args[] = {"--players", count, "--seed", seed_text, "--autoplay", moves, NULL};
    static const InputSource inputs[] = {INPUT_MOUSE, INPUT_MOUSE, INPUT_KEYS, INPUT_TOUCH, INPUT_TOUCH};
    static const int confirms[] = {1, 0, 0, 1, 0};
    cut_total = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], args));
        harness_dismiss(&h);
        TableView *tv = harness_table(&h);
        assert_true(want(harness_game(&h), 0, false));
        fill(tv, line);
        for (size_t i = 0; i < 5; i++) {
            settings_set(&h.sh.profile.settings, SET_CONFIRM, confirms[i]);
            h.sh.gfx.input = inputs[i];
            status_default(tv);
            printf("# %s: %s\n", langs[l], tv->facts.status);
            check(status_says(tv, _(line->named), line->names, line->nnames), "who and what are named");
            check(status_says(tv, _(line->ways[i]), NULL, 0), "the words follow the input and the setting");
            status_frames(&h, langs[l],
                          inputs[i] == INPUT_TOUCH  ? "by touch"
                          : inputs[i] == INPUT_KEYS ? "by keys"
                                                    : "by mouse",
                          line->what);
        }
        for (int style = PAD_XBOX; style <= PAD_DECK; style++) {
            h.sh.gfx.input = INPUT_PAD;
            h.sh.gfx.pads.style = (PadStyle)style;
            status_follow_input(tv);
            printf("# %s: %s\n", langs[l], tv->facts.status);
            const char *said[3] = {line->pad_names[0], line->pad_names[1]};
            said[line->npad] = glyph_if_pad(&h.sh.gfx, GLYPH_A);
            check(status_says(tv, _(line->pad), said, line->npad + 1),
                  "a pad's words, its own A, as soon as the pad is used");
            check(!status_says(tv, _(line->ways[0]), NULL, 0), "the mouse's words are gone");
            status_frames(&h, langs[l], "by pad", line->what);
        }
        harness_stop(&h);
    }
    check(cut_total == 0, "no ambush's status line is cut short");
}

static void fill_solo(const TableView *tv, AmbushLine *line)
{
    const Decision *d = &tv->game.decision;
    board_space_name(d->solo_target, line->space);
    line->names[0] = name_card(card_get(d->card));
    line->names[1] = line->pad_names[0] = line->space;
}

/* A solo ambush's status line says how to draw the monster in the words of
 * the input used last: the mouse, the keys (Enter draws, confirming or not), the fingers (with and without
 * "confirm each placement"), each style of pad (its A); switching to the pad
 * changes the words by itself (status_follow_input); none is cut short at
 * any text size. */
static void test_ambush_status(void **state)
{
    (void)state;
    AmbushLine line = {.what = "a solo ambush",
                       .named = N_("Ambush! %s must cover %s (drawn as printed)."),
                       .nnames = 2,
                       .ways = {N_("Place it there, then Confirm."), N_("Drop it there: it is drawn at once."),
                                N_("The arrows move it, Enter draws it."), N_("Drag it there, then Confirm."),
                                N_("Drag it there and let go.")},
                       .pad = N_("Ambush! Cover %s: D-pad to move, %s to draw."),
                       .npad = 1};
    check_ambush_line(1, solo_ambush, fill_solo, &line);
}

static void fill_neighbour(const TableView *tv, AmbushLine *line)
{
    const Decision *d = &tv->game.decision;
    line->names[0] = line->pad_names[0] = tv->names[d->actor];
    line->names[1] = name_card(card_get(d->card));
    line->names[2] = line->pad_names[1] = tv->names[d->sheet];
}

/* A neighbour's ambush in a game of two at one screen: the status line names
 * who draws which monster on whose map and says how in the words of the
 * input used last, nothing cut at any text size. */
static void test_neighbour_ambush_status(void **state)
{
    (void)state;
    AmbushLine line = {.what = "a neighbour's ambush",
                       .named = N_("%s draws %s on %s's map"),
                       .nnames = 3,
                       .ways = {N_("Place it on the map, then Confirm."), N_("Drop it on the map: it is drawn at once."),
                                N_("The arrows move it, Enter draws it."), N_("Drag it onto the map, then Confirm."),
                                N_("Drag it onto the map and let go.")},
                       .pad = N_("%s draws on %s's map: D-pad to move, %s to draw."),
                       .npad = 2};
    check_ambush_line(2, neighbour_ambush, fill_neighbour, &line);
}

/* The review of a game of six (a seat's long name each) at 1024x700, at
 * every text size: every seat's name whole and inside the window, the
 * costliest moves' buttons whole, the season lines and the sentences of
 * the first, the costliest and the last move never cut; the progress line
 * of another seat's review, and what its Cancel leaves. */
static void test_review(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    cut_total = 0;
    int outside = 0, frames = 0;
    for (int l = 0; l < nlangs; l++) {
        const char *more[] = {"--seats", "human,easy,easy,medium,easy,easy", "--seed", "11", "--autoplay", "999",
                              NULL};
        Harness h;
        assert_true(start(&h, langs[l], more));
        for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
            harness_key(&h, SDLK_RETURN, 0);
            harness_tick(&h);
        }
        harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "review"));
        for (int i = 0; i < 30000 && strcmp(harness_value(&h, SCREEN_REVIEW, "state"), "running") == 0; i++) {
            SDL_Delay(20);
            harness_tick(&h);
        }
        check(strcmp(harness_value(&h, SCREEN_REVIEW, "state"), "done") == 0, "the review of the first seat ends");
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            static const SDL_Keycode keys[] = {SDLK_UNKNOWN, SDLK_HOME, SDLK_END};
            for (int k = 0; k < 3; k++) {
                if (keys[k] != SDLK_UNKNOWN)
                    harness_key(&h, keys[k], 0);
                char what[96];
                snprintf(what, sizeof what, "the review of six at %d%%, move %s", scale->options[o].value,
                         harness_value(&h, SCREEN_REVIEW, "selected"));
                frame(&h, langs[l], what);
                frames++;
                for (int p = 0; p < 6; p++) {
                    char spot[16];
                    snprintf(spot, sizeof spot, "seat_%d", p);
                    SDL_Rect r = harness_spot(&h, SCREEN_REVIEW, spot);
                    if (r.w <= 0 || r.x < 0 || r.y < 0 || r.x + r.w > 1024 || r.y + r.h > 700) {
                        printf("# %s, %s: %s at %d,%d %dx%d, not whole in the window\n", langs[l], what, spot, r.x,
                               r.y, r.w, r.h);
                        outside++;
                    }
                }
            }
        }
        harness_text_size(&h, 150);
        harness_click_rect(&h, harness_spot(&h, SCREEN_REVIEW, "seat_5"));
        check(harness_number(&h, SCREEN_REVIEW, "seat") == 5, "the sixth seat's name picks its review");
        frame(&h, langs[l], "the review of the sixth seat at 150%, in progress");
        harness_click_rect(&h, harness_spot(&h, SCREEN_REVIEW, "cancel"));
        check(strcmp(harness_value(&h, SCREEN_REVIEW, "state"), "stopped") == 0, "Cancel stops the sixth seat's review");
        frame(&h, langs[l], "the review of the sixth seat at 150%, stopped");
        harness_stop(&h);
    }
    check(frames == nlangs * scale->noptions * 3, "every language and text size was drawn");
    check(outside == 0, "every seat's name is inside the window");
    check(cut_total == 0, "no string of the review is cut short at any text size");
}

/* The statistics' chart: the last rating is written where neither a
 * title's dashed line nor the ratings' own last segment runs through it,
 * at every text size in each language, for three histories: the last game
 * rated 19 just under the Master Mapsmith line (20; it was written over
 * the line), one that rose to 28 (moved below, it sat on the rising
 * line), and one that ended at -1 just above the -5 line. Where the titles'
 * lines lie closer than the number's height (a wide range at large text)
 * it may sit on a patch of paper over one, never elsewhere. */
static void test_stats_chart_rating(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    static const int histories[][8] = {{5, 12, 8, 15, 22, 17, 21, 19}, {14, -8, 28}, {60, -40, -1}};
    static const int lengths[] = {8, 3, 3};
    int crossed = 0, frames = 0, backed_seen = 0;
    for (int l = 0; l < nlangs; l++)
        for (int k = 0; k < 3; k++) {
            Harness h;
            assert_true(start(&h, langs[l], NULL));
            char path[128];
            snprintf(path, sizeof path, "%s/stats.txt", h.dir);
            FILE *f = fopen(path, "w");
            assert_non_null(f);
            fprintf(f, "cartographers-stats 1\n#recorded -\nplayed solo %d\nplayed multiplayer 0\n", lengths[k]);
            for (int i = 0; i < lengths[k]; i++)
                fprintf(f, "solo 2026-11-%02d base %d 90 treetower golden_granary great_city cauldrons\n", 10 + i,
                        histories[k][i]);
            fclose(f);
            const char *args[] = {"--size", "1024x700", "--lang", langs[l], NULL};
            assert_true(harness_restart(&h, args));
            shell_push(&h.sh, SCREEN_STATS, 0);
            for (int o = 0; o < scale->noptions; o++) {
                char base[64], what[96];
                snprintf(base, sizeof base, "the statistics' chart of %d games", lengths[k]);
                frame_at(&h, langs[l], o, base, what, sizeof what);
                frames++;
                SDL_Rect r = harness_spot(&h, SCREEN_STATS, "plot_rating");
                int lines = harness_number(&h, SCREEN_STATS, "plot_lines");
                bool backed = harness_number(&h, SCREEN_STATS, "plot_rating_backed") == 1;
                int spacing = 1000; /* the titles' lines' least distance */
                for (int i = 1; i < lines; i++) {
                    char a[32], b[32];
                    snprintf(a, sizeof a, "plot_line_%d", i - 1);
                    snprintf(b, sizeof b, "plot_line_%d", i);
                    spacing = SDL_min(spacing, abs(harness_number(&h, SCREEN_STATS, b) -
                                                   harness_number(&h, SCREEN_STATS, a)));
                }
                if (backed && spacing > 2 * r.h + 4) {
                    printf("# %s, %s: the rating put on a patch over a line, with room between the lines (%d px)\n",
                           langs[l], what, spacing);
                    crossed++;
                }
                backed_seen += backed;
                check(r.w > 0 && lines >= 2, "the chart writes the last rating and draws the titles' lines");
                for (int i = 0; i < lines; i++) {
                    char name[32];
                    snprintf(name, sizeof name, "plot_line_%d", i);
                    int y = harness_number(&h, SCREEN_STATS, name);
                    if (y >= r.y && y < r.y + r.h && !backed) {
                        printf("# %s, %s: the line at y %d runs through the rating at %d,%d %dx%d\n", langs[l], what,
                               y, r.x, r.y, r.w, r.h);
                        crossed++;
                    }
                }
                SDL_Rect a = harness_spot(&h, SCREEN_STATS, "plot_point_0"),
                         b = harness_spot(&h, SCREEN_STATS, "plot_point_1");
                int x0 = a.x, y0 = a.y, x1 = b.x, y1 = b.y;
                if (SDL_IntersectRectAndLine(&r, &x0, &y0, &x1, &y1)) {
                    printf("# %s, %s: the ratings' last segment %d,%d-%d,%d runs through the rating at %d,%d %dx%d\n",
                           langs[l], what, a.x, a.y, b.x, b.y, r.x, r.y, r.w, r.h);
                    crossed++;
                }
            }
            harness_stop(&h);
        }
    check(frames == nlangs * 3 * scale->noptions, "every history, language and text size was drawn");
    printf("# %d frames put the rating on a patch (the titles' lines closer than its height)\n", backed_seen);
    check(crossed == 0, "no line runs through the last rating");
}

/* The statistics with four games of six (long names) kept, the latest
 * three listed among the games of several players, at 1024x700 and 1920x1080, at every text
 * size: nothing cut, each game's Review button whole inside the window. */
static void test_stats_multi(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    static const char *const sizes[] = {"1024x700", "1920x1080"};
    cut_total = 0;
    int outside = 0, frames = 0;
    for (int l = 0; l < nlangs; l++)
        for (int z = 0; z < 2; z++) {
            const char *args[] = {"--size", sizes[z], "--lang", langs[l], NULL};
            Harness h;
            assert_true(harness_start(&h, args));
            int width = z == 0 ? 1024 : 1920, height = z == 0 ? 700 : 1080;
            for (int k = 0; k < 4; k++)
                check(harness_keep_six(h.dir), "a game of six kept");
            shell_push(&h.sh, SCREEN_STATS, 0);
            check(harness_number(&h, SCREEN_STATS, "multi") == 3, "the statistics list the latest three of four games");
            for (int o = 0; o < scale->noptions; o++) {
                char base[64], what[96];
                snprintf(base, sizeof base, "the statistics with games of six at %s,", sizes[z]);
                frame_at(&h, langs[l], o, base, what, sizeof what);
                frames++;
                for (int i = 0; i < 3; i++) {
                    char spot[32];
                    snprintf(spot, sizeof spot, "multi_review_%d", i);
                    SDL_Rect r = harness_spot(&h, SCREEN_STATS, spot);
                    if (r.y >= height) /* scrolled out of sight: not drawn whole, and no matter */
                        continue;
                    if (r.w <= 0 || r.x < 0 || r.x + r.w > width) {
                        printf("# %s, %s: %s at %d,%d %dx%d, not inside the window\n", langs[l], what, spot, r.x, r.y,
                               r.w, r.h);
                        outside++;
                    }
                }
            }
            harness_stop(&h);
        }
    check(frames == nlangs * 2 * scale->noptions, "every language, window and text size was drawn");
    check(outside == 0, "every Review button is inside the window");
    check(cut_total == 0, "no string of the statistics is cut short");
}

/* The final box's places as the past games' list writes them before a name
 * (past_players.h): "1." in English and German, "1. hely" in Hungarian, "1e"
 * in Dutch. */
static void final_places_as_lists(Harness *h, const char *lang, int players, int *unlike)
{
    static const struct {
        const char *lang, *first;
    } words[] = {{"en", "1."}, {"de", "1."}, {"hu", "1. hely"}, {"nl", "1e"}};
    PastGame pg;
    memset(&pg, 0, sizeof pg);
    pg.players = 2;
    snprintf(pg.names[0], sizeof pg.names[0], "Anna");
    snprintf(pg.names[1], sizeof pg.names[1], "Bob");
    pg.places[0] = 1;
    pg.places[1] = 2;
    char texts[MAX_PLAYERS][PLAYER_TEXT];
    past_player_texts(&pg, texts);
    for (int row = 1; row <= players; row++) {
        char key[32];
        snprintf(key, sizeof key, "cell_%d_0", row);
        const char *place = harness_value(h, SCREEN_FINAL, key);
        char want[16];
        snprintf(want, sizeof want, "%d", row);
        bool ok = place && strncmp(place, want, strlen(want)) == 0;
        if (ok && row == 1) {
            /* the list's first line starts with it, then the name */
            size_t n = strlen(place);
            ok = strncmp(texts[0], place, n) == 0 && strstr(texts[0] + n, "Anna") != NULL;
            for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)
                if (strcmp(words[w].lang, lang) == 0)
                    ok = ok && strcmp(place, words[w].first) == 0;
        }
        if (!ok) {
            printf("# %s: the final box's place %d says \"%s\", the list \"%s\"\n", lang, row, place ? place : "",
                   texts[0]);
            (*unlike)++;
        }
    }
}

/* The final box of a game of three and of six at 1024x700, at every text
 * size: no word cut, the table and the buttons inside the box (at 150 %
 * the whole words did not fit: the places and the seasons are then
 * shortened, "1." and "Spr."; the German buttons ran out of the box: they
 * are then as wide as their words, in two rows if need be), the whole
 * words where they fit. */
static void test_final_box_of_several(void **state)
{
    (void)state;
    int unlike = 0;
    const SettingDef *scale = settings_def(SET_SCALE);
    static const char *const seats[][2] = {{"human,hard,medium", "77"}, {"human,easy,easy,medium,easy,easy", "11"}};
    cut_total = 0;
    int outside = 0, frames = 0, whole = 0;
    for (int l = 0; l < nlangs; l++)
        for (int k = 0; k < 2; k++) {
            const char *args[] = {"--size", "1024x700", "--lang", langs[l], "--seats", seats[k][0], "--seed",
                                  seats[k][1], "--autoplay", "999", NULL};
            Harness h;
            assert_true(harness_start(&h, args));
            for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
                harness_key(&h, SDLK_RETURN, 0);
                harness_tick(&h);
            }
            check(harness_box(&h) == SCREEN_FINAL, "the game of several ends in its final box");
            final_places_as_lists(&h, langs[l], k ? 6 : 3, &unlike);
            for (int o = 0; o < scale->noptions; o++) {
                char base[64], what[96];
                snprintf(base, sizeof base, "the final box of %d", k ? 6 : 3);
                frame_at(&h, langs[l], o, base, what, sizeof what);
                frames++;
                SDL_Rect panel = harness_spot(&h, SCREEN_FINAL, "panel"), table = harness_spot(&h, SCREEN_FINAL, "table");
                if (table.w <= 0 || table.x < panel.x || table.x + table.w > panel.x + panel.w || panel.x < 0 ||
                    panel.x + panel.w > 1024) {
                    printf("# %s, %s: the table at %d+%d, the box at %d+%d\n", langs[l], what, table.x, table.w, panel.x,
                           panel.w);
                    outside++;
                }
                static const char *const buttons[] = {"continue", "replay", "review", "new_game", "save_image",
                                                      "copy_summary", "copy_code"};
                for (size_t b = 0; b < sizeof buttons / sizeof buttons[0]; b++) {
                    SDL_Rect r = harness_spot(&h, SCREEN_FINAL, buttons[b]);
                    if (r.w <= 0 || r.x < panel.x || r.x + r.w > panel.x + panel.w || r.y < panel.y ||
                        r.y + r.h > panel.y + panel.h) {
                        printf("# %s, %s: the button %s at %d,%d %dx%d, the box at %d,%d %dx%d\n", langs[l], what,
                               buttons[b], r.x, r.y, r.w, r.h, panel.x, panel.y, panel.w, panel.h);
                        outside++;
                    }
                }
                whole += scale->options[o].value == 100 && harness_number(&h, SCREEN_FINAL, "narrow") == 0;
            }
            harness_stop(&h);
        }
    check(frames == nlangs * 2 * scale->noptions, "every language and text size was drawn");
    check(outside == 0, "the table and every button are inside the final box");
    check(whole == nlangs * 2, "at 100 % the final box says the places and seasons in whole words");
    check(unlike == 0, "the final box writes its places as the lists of past games do");
    check(cut_total == 0, "no string of the final box of several is cut short at any text size");
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s BUILD/po LANG...\n", argv[0]);
        return 2;
    }
    setenv("CARTOGRAPHERS_LOCALEDIR", argv[1], 1);
    langs = (const char *const *)argv + 2;
    nlangs = argc - 2;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_screens),
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_table_text_sizes),
        cmocka_unit_test(test_solo_to_the_end),
        cmocka_unit_test(test_challenges),
        cmocka_unit_test(test_touch_status),
        cmocka_unit_test(test_keyboard),
        cmocka_unit_test(test_pad_status),
        cmocka_unit_test(test_ambush_status),
        cmocka_unit_test(test_neighbour_ambush_status),
        cmocka_unit_test(test_review),
        cmocka_unit_test(test_stats_multi),
        cmocka_unit_test(test_stats_chart_rating),
        cmocka_unit_test(test_final_box_of_several),
    };
    return cmocka_run_group_tests_name("ui_text_fits", tests, NULL, NULL);
}
