/* test_pad_strip.c: with a gamepad in use, the strip of its button hints
 * at the bottom right (glyphs.h: A Press, B Back) covers nothing on the
 * screens beside the table: at 1024x700 at 100 % and 150 % text (and on a
 * Steam Deck's 1280x800 in German at 150 %), no spot a
 * screen reports and no control the pad's X takes the ring to meets the
 * strip where it was drawn (Gfx.hints_strip). The screens: the
 * menu, setup, the campaign, both challenges, Load game and Save game with
 * a save, Past games with a game, the statistics, the settings, the rules,
 * Play with friends (its choice, hosting and joining) and the on-screen
 * keyboard. At the table every hint of its strip is shown, in every
 * language, at 1024x700 and 1280x800; the menu names B Back only when B
 * goes back to a game. */
#include <stdio.h>
#include <string.h>

#include "glyphs.h"
#include "harness.h"
#include "match.h"
#include "ui_test.h"

/* What a screen's report is checked against: the strip, and the spots
 * found under it. */
typedef struct Below {
    SDL_Rect strip;
    char found[2048];
} Below;

static void note_below(Below *b, const char *what, SDL_Rect r)
{
    if (r.w <= 0 || r.h <= 0 || !SDL_HasIntersection(&r, &b->strip))
        return;
    size_t n = strlen(b->found);
    snprintf(b->found + n, sizeof b->found - n, " %s (%d,%d %dx%d)", what, r.x, r.y, r.w, r.h);
}

static void spot_below(ScreenReport *r, const char *name, SDL_Rect where)
{
    if (strcmp(name, "focus") != 0 && strcmp(name, "ring") != 0) /* the ring is checked as it goes round */
        note_below(r->ctx, name, where);
}

static void value_ignored(ScreenReport *r, const char *name, const char *text)
{
    (void)r;
    (void)name;
    (void)text;
}

/* Checks screen id as it shows now: its spots, then its controls one by
 * one with the pad's X (round once). `name` names it in the failure. */
static void check_screen(Harness *h, ScreenId id, const char *name, char *failures, size_t size)
{
    harness_pad_button(h, SDL_CONTROLLER_BUTTON_X); /* the pad in use: its strip shows */
    h->sh.redraw = true;
    harness_tick(h);
    Below b = {h->sh.gfx.hints_strip, ""};
    check(b.strip.w > 0 && b.strip.y + b.strip.h <= h->sh.gfx.m.h, "the pad's strip shows");
    const ScreenSlot *s = &h->sh.screens[id];
    ScreenReport r = {spot_below, value_ignored, &b};
    s->type->report(s->self, &h->sh.ui, &r);
    const char *ring = id == SCREEN_FRIENDS ? "ring" : "focus";
    SDL_Rect first = harness_spot(h, id, ring);
    for (int i = 0; i < 64; i++) {
        SDL_Rect f = harness_spot(h, id, ring);
        if (i > 0 && f.x == first.x && f.y == first.y && f.w == first.w && f.h == first.h)
            break;
        note_below(&b, "a control with the ring", f);
        harness_pad_button(h, SDL_CONTROLLER_BUTTON_X);
    }
    if (b.found[0]) {
        size_t n = strlen(failures);
        snprintf(failures + n, size - n, "\n  %s, under the strip (%d,%d %dx%d):%s", name, b.strip.x, b.strip.y,
                 b.strip.w, b.strip.h, b.found);
    }
}

/* Pushes screen id over the menu and checks it. */
static void check_pushed(Harness *h, ScreenId id, int arg, const char *name, char *failures, size_t size)
{
    shell_push(&h->sh, id, arg);
    harness_tick(h);
    assert_int_equal(harness_top(h), id);
    check_screen(h, id, name, failures, size);
}

static void back_to_menu(Harness *h)
{
    for (int i = 0; i < 6 && harness_top(h) != SCREEN_MENU; i++)
        harness_key(h, SDLK_ESCAPE, 0);
    harness_tick(h);
}

static void strip_covers_nothing(const char *size, const char *lang, int percent)
{
    Harness h;
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "11", "--autoplay", "6", NULL};
    assert_true(harness_start(&h, args));
    if (!harness_pad_attach(&h)) {
        print_message("# SDL refuses a virtual gamepad here: nothing checked\n");
        harness_stop(&h);
        return;
    }
    char err[SESSION_MESSAGE_MAX];
    assert_true(match_save(h.sh.match, "Sunday", NULL, 0, err, sizeof err));
    assert_true(harness_keep_six(h.dir));
    harness_text_size(&h, percent);
    shell_push(&h.sh, SCREEN_MENU, 0);
    harness_tick(&h);
    static char failures[8192];
    failures[0] = '\0';
    check_screen(&h, SCREEN_MENU, "the menu", failures, sizeof failures);
    static const struct {
        ScreenId id;
        int arg;
        const char *name;
    } screens[] = {
        {SCREEN_SETUP, 0, "setup"},
        {SCREEN_CAMPAIGN, 0, "the campaign"},
        {SCREEN_CHALLENGE, CHALLENGE_DAILY, "the daily challenge"},
        {SCREEN_CHALLENGE, CHALLENGE_WEEKLY, "the weekly challenge"},
        {SCREEN_SAVES, SAVES_LOAD, "Load game"},
        {SCREEN_SAVES, SAVES_SAVE, "Save game"},
        {SCREEN_PAST, 0, "Past games"},
        {SCREEN_STATS, 0, "the statistics"},
        {SCREEN_SETTINGS, 0, "the settings"},
        {SCREEN_RULES, 0, "the rules"},
        {SCREEN_FRIENDS, 0, "Play with friends"},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        check_pushed(&h, screens[i].id, screens[i].arg, screens[i].name, failures, sizeof failures);
        back_to_menu(&h);
    }
    /* Play with friends: hosting and joining */
    static const char *const steps[] = {"host", "join"};
    for (int i = 0; i < 2; i++) {
        shell_push(&h.sh, SCREEN_FRIENDS, 0);
        harness_tick(&h);
        harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, steps[i]));
        harness_tick(&h);
        check(harness_spot(&h, SCREEN_FRIENDS, "name_field").w > 0, "the step with the player's name shows");
        char name[64];
        snprintf(name, sizeof name, "Play with friends (%s)", steps[i]);
        check_screen(&h, SCREEN_FRIENDS, name, failures, sizeof failures);
        back_to_menu(&h);
    }
    /* the on-screen keyboard over Save game's name */
    shell_push(&h.sh, SCREEN_SAVES, SAVES_SAVE);
    harness_tick(&h);
    ui_push_keyboard(&h.sh.ui, "Sunday", 60, NULL);
    shell_settle(&h.sh);
    harness_tick(&h);
    assert_int_equal(harness_top(&h), SCREEN_KEYBOARD);
    check_screen(&h, SCREEN_KEYBOARD, "the on-screen keyboard", failures, sizeof failures);
    harness_stop(&h);
    char what[sizeof failures + 100];
    snprintf(what, sizeof what, "at %s, %s, %d %% text the pad's strip covers:%s", size, lang, percent, failures);
    check(failures[0] == '\0', what);
}

static void test_strip_at_100(void **state)
{
    (void)state;
    strip_covers_nothing("1024x700", "en", 100);
}

static void test_strip_at_150(void **state)
{
    (void)state;
    strip_covers_nothing("1024x700", "en", 150);
}

/* a Steam Deck's screen, in German (longer words, a wider strip) */
static void test_strip_deck_german_150(void **state)
{
    (void)state;
    strip_covers_nothing("1280x800", "de", 150);
}

/* At the table the pad's hints stand at the right of the status line:
 * every one of them (A Draw, X Option, the shoulders Turn, a trigger
 * Mirror, Y Hint) is drawn, in each language, at 1024x700 and on a Steam
 * Deck's 1280x800, and the status line keeps the rest of the bar uncut. */
static void table_hints_all_shown(const char *size, const char *lang)
{
    Harness h;
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    if (!harness_pad_attach(&h)) {
        print_message("# SDL refuses a virtual gamepad here: nothing checked\n");
        harness_stop(&h);
        return;
    }
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    for (int i = 0; i < 8 && harness_box(&h) != SCREEN_TABLE; i++) /* the first season's box */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A);
    TableView *tv = harness_table(&h);
    assert_true(tv->game.decision.kind == DECISION_DRAW);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* the menu and back: the pad used last */
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    static const PadStyle styles[] = {PAD_XBOX, PAD_PLAYSTATION};
    for (int s = 0; s < 2; s++) {
        h.sh.gfx.pads.style = styles[s];
        h.sh.redraw = true;
        harness_tick(&h);
        char what[1400];
        snprintf(what, sizeof what, "at %s in %s (%s pad), the table's pad hints drawn: %d of %d", size, lang,
                 s ? "PlayStation" : "Xbox", tv->ds.pad_hints_shown, tv->ds.pad_hints_wanted);
        check(tv->ds.pad_hints_wanted == 5 && tv->ds.pad_hints_shown == 5, what);
        snprintf(what, sizeof what, "at %s in %s the status line beside them is whole: \"%s\"", size, lang,
                 tv->facts.status);
        check(!tv->ds.status_cut, what);
    }
    harness_stop(&h);
}

static void test_table_hints_all_shown(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "nl", "hu"};
    for (int i = 0; i < 4; i++) {
        table_hints_all_shown("1024x700", langs[i]);
        table_hints_all_shown("1280x800", langs[i]);
    }
}

/* The width of the panels' strip showing the first n of A Press, B Back. */
static int strip_width(Harness *h, int n)
{
    PadHint hints[3];
    glyph_panel_hints(hints, false);
    return glyph_hints_width(&h->sh.gfx, hints, n, HINTS_ROW) + 2 * h->sh.gfx.m.inner;
}

/* The menu's strip names B Back only where B goes back (to the table): on
 * a first start it shows A Press alone. */
static void test_menu_back_only_with_a_table(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, NULL));
    if (!harness_pad_attach(&h)) {
        print_message("# SDL refuses a virtual gamepad here: nothing checked\n");
        harness_stop(&h);
        return;
    }
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.sh.redraw = true;
    harness_tick(&h);
    check(h.sh.gfx.hints_strip.w == strip_width(&h, 1), "a first start's menu: the strip shows A Press alone");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(harness_top(&h), SCREEN_MENU); /* B does nothing there */
    harness_stop(&h);

    const char *args[] = {"--seed", "3", NULL};
    assert_true(harness_start(&h, args));
    assert_true(harness_pad_attach(&h));
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    assert_int_equal(harness_top(&h), SCREEN_MENU);
    h.sh.redraw = true;
    harness_tick(&h);
    check(h.sh.gfx.hints_strip.w == strip_width(&h, 2), "the menu over a game: A Press and B Back");
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    check(harness_top(&h) == SCREEN_TABLE, "and B goes back to the game");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_strip_at_100),
        cmocka_unit_test(test_strip_at_150),
        cmocka_unit_test(test_strip_deck_german_150),
        cmocka_unit_test(test_table_hints_all_shown),
        cmocka_unit_test(test_menu_back_only_with_a_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
