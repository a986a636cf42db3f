/* test_large_text.c: the table at every text size the settings offer, at
 * 1024x700, 1280x800 and 1920x1080, in English and every language of
 * po/LINGUAS (docs/look.md, 7a): each of the 32 scoring cards' rules shows
 * whole on a decree of the season (with its note) and on a later one, solo and at a full table
 * (no string needed an ellipsis: TextSystem.shortened), the four rules in
 * one face and each decree's value with its "now" where the decree has a
 * line for it, and the shapes of
 * the card in play stay a finger's size; a decree that had to abridge
 * its name or shrink its rule gives both whole in its tooltip (under the
 * pointer, a long press, or the keys' focus, which Tab brings to it); the map gives way to the
 * rules of the decrees dealt, not to every card's, and keeps its share of the
 * window at every text size (1024x700, 1400x900, 1920x1080, solo and six
 * players); the setup screen with six seats keeps Start game in sight and in
 * the keys' reach.
 *
 *   test_ui_large_text BUILD/po LANG...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bar_focus.h"
#include "harness.h"
#include "draw.h"
#include "i18n.h"
#include "names.h"
#include "regions.h"
#include "scoring.h"
#include "settings.h"
#include "ui_test.h"
#include "screens.h"
#include "view.h"

static const char *const *langs;
static int nlangs;
static const char *const sizes[] = {"1024x700", "1280x800", "1920x1080"};

static bool start(Harness *h, const char *lang, const char *size, const char *players)
{
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "3", "--players", players, NULL};
    return harness_start(h, args);
}

static int uneven, value_lost, value_foot, value_last_line, value_told;

/* The four decrees as drawn: their rules in one face, the largest in which
 * all four fit their boxes (a long rule in the small face beside three in
 * the body face looked uneven); what a decree scores keeps its "now" (under
 * its rule at the decree's foot, or at the end of the rule's last line,
 * when the name leaves no room beside it) unless the rule leaves no room
 * for it there (and then the decree's tooltip says it with its "now"), and
 * it never stands over the rule's words. */
static void decrees_alike(TableView *tv, TextSystem *ts, const char *what)
{
    const TableDrawState *ds = &tv->ds;
    FontRole face = ds->decree_face[0];
    FontRole larger = face == FONT_FINE ? FONT_SMALL : FONT_BODY;
    bool one = true, all_larger = true;
    for (int d = 0; d < DECREES; d++) {
        const char *rule = text_scoring(scoring_card(tv->game.decree_cards[d]));
        SDL_Rect box = ds->decree_rule[d], value = ds->decree_value[d], r = ds->layout.decree[d];
        one = one && ds->decree_face[d] == face;
        all_larger = all_larger && text_wrap_height(ts, larger, rule, box.w) <= box.h;
        int used = text_wrap_height(ts, face, rule, box.w), lh = text_line_height(ts, face);
        int last = text_wrap_last_width(ts, face, rule, box.w);
        int line = text_line_height(ts, FONT_NUMBER);
        const char *shown = ds->decree_value_text[d];
        char now[32];
        size_t digits = strcspn(shown, "0123456789"); /* the points, with or without their "now" */
        snprintf(now, sizeof now, _("now %d"), atoi(shown + digits));
        int now_w = text_width(ts, FONT_NUMBER, now);
        bool room = used + line <= box.h || last + ds->layout.inner + now_w <= box.w;
        if (strcmp(shown, now) != 0 && room) {
            printf("# %s: decree %c says \"%s\", not \"%s\", though its rule leaves room for it\n", what, 'A' + d,
                   shown, now);
            value_lost++;
        }
        if (strcmp(shown, now) != 0) { /* alone: the decree's tooltip says it with its "now" */
            Hit kept = tv->move.hover;
            tv->move.hover.kind = HIT_DECREE;
            tv->move.hover.index = d;
            char tip[512];
            SDL_Rect tip_box;
            bool told = table_tooltip_box(tv, tip, sizeof tip, &tip_box) && strstr(tip, now) && strstr(tip, rule);
            tv->move.hover = kept;
            if (!told) {
                printf("# %s: decree %c's tooltip does not say \"%s\"\n", what, 'A' + d, now);
                value_lost++;
            }
            value_told++;
        }
        /* under the rule's lines, or right of its last one and no higher */
        bool below = value.y >= box.y + used, beside_last = value.x > box.x + last && value.y >= box.y + used - lh;
        bool in_rule = value.y + value.h > box.y;
        if (in_rule && (!(below || beside_last) || value.y + value.h > r.y + r.h - ds->layout.line || value.x < r.x)) {
            printf("# %s: decree %c's value over its rule or outside the decree\n", what, 'A' + d);
            value_lost++;
        }
        value_foot += in_rule && below;
        value_last_line += in_rule && !below;
    }
    if (!one || (face != FONT_BODY && all_larger)) {
        printf("# %s: the rules in faces %d %d %d %d%s\n", what, (int)ds->decree_face[0], (int)ds->decree_face[1],
               (int)ds->decree_face[2], (int)ds->decree_face[3], one ? ", and all four fit a larger one" : "");
        uneven++;
    }
}

/* Every scoring card in each decree's place, the table laid out for the
 * four dealt and drawn; the rules cut short (and the four decrees checked
 * by decrees_alike). */
static int decrees_cut(Harness *h, const char *what)
{
    TableView *tv = harness_table(h);
    TextSystem *ts = &h->sh.gfx.text;
    int cut = 0;
    int kept[DECREES];
    memcpy(kept, tv->game.decree_cards, sizeof kept);
    for (int rot = 0; rot < DECREES; rot += 2) /* each card on a decree of this season (A, B) and of a later one */
        for (int g = 0; g < SCORING_CARD_COUNT / DECREES; g++) {
            for (int d = 0; d < DECREES; d++)
                tv->game.decree_cards[d] = g * DECREES + (d + rot) % DECREES;
            table_view_layout(tv);
            unsigned before = ts->shortened;
            draw_decrees(tv, PASS_STATIC);
            if (ts->shortened != before) {
                printf("# %s: \"%s\" cut short\n", what, ts->last_shortened);
                cut++;
            }
            decrees_alike(tv, ts, what);
        }
    memcpy(tv->game.decree_cards, kept, sizeof kept);
    table_view_layout(tv);
    return cut;
}

/* The scoring card whose rule is shortest in the fine face, of those not
 * in `taken` (n of them). */
static int shortest_rule(TextSystem *ts, const int *taken, int n)
{
    int best = -1, best_w = 0;
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        bool used = false;
        for (int k = 0; k < n; k++)
            used = used || taken[k] == i;
        int w = text_width(ts, FONT_FINE, text_scoring(scoring_card(i)));
        if (!used && (best < 0 || w < best_w)) {
            best = i;
            best_w = w;
        }
    }
    return best;
}

/* The map gives way only to the rules of the decrees dealt: with the four
 * shortest rules of the language dealt, it is never smaller than the map
 * with room for any card's rule, and larger where a long rule would have
 * shrunk it (German at 1024x700 and 150 %); the dealt rules show whole. */
static void test_map_for_dealt(void **state)
{
    (void)state;
    int smaller = 0, larger = 0, cut = 0;
    for (int l = 0; l < nlangs; l++)
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
            Harness h;
            assert_true(start(&h, langs[l], sizes[z], "1"));
            harness_text_size(&h, 150);
            TableView *tv = harness_table(&h);
            TextSystem *ts = &h.sh.gfx.text;
            int cards[DECREES];
            for (int d = 0; d < DECREES; d++)
                cards[d] = shortest_rule(ts, cards, d);
            memcpy(tv->game.decree_cards, cards, sizeof cards);
            table_view_layout(tv);
            Layout any;
            layout_compute(&any, &h.sh.gfx.m, ts, 1, NULL, BANNER_NONE, tv->corner);
            int dealt = tv->ds.layout.cell;
            printf("# %s, %s, 150%%: spaces of %d px for the dealt rules, %d px for any rule\n", langs[l], sizes[z],
                   dealt, any.cell);
            smaller += dealt < any.cell;
            larger += dealt > any.cell;
            unsigned before = ts->shortened;
            draw_decrees(tv, PASS_STATIC);
            cut += ts->shortened != before;
            harness_stop(&h);
        }
    check(smaller == 0, "the map is never smaller for the dealt decrees");
    check(cut == 0, "the dealt rules show whole");
    bool german = false;
    for (int l = 0; l < nlangs; l++)
        german = german || strcmp(langs[l], "de") == 0;
    if (german)
        check(larger > 0, "a map that gave way to the longest rule of all is larger for short ones");
}

/* The map keeps its share of the window at every text size, laid out with
 * room for any scoring card's rule, at 1024x700, 1400x900 and 1920x1080,
 * solo and with six players: its side at least 4/5 of its side at 100 %
 * text in the same window (2/3 at 1024x700, the smallest window, where the
 * longest German rule in the fine face still needs a wider decree), from
 * 1400x900 up at least half the window's shorter side, and more area than
 * a decree or a card (the map is the largest thing on the table). */
static void lay_out(Layout *L, TextSystem *ts, int w, int h, int percent, int players)
{
    Metrics m;
    metrics_compute(&m, ts, w, h, 1.0f, (float)percent / 100.0f);
    layout_compute(L, &m, ts, players, NULL, BANNER_NONE, NULL);
}

static long area(SDL_Rect r) { return (long)r.w * r.h; }

static void test_map_share(void **state)
{
    (void)state;
    static const int windows[][2] = {{1024, 700}, {1400, 900}, {1920, 1080}};
    const SettingDef *scale = settings_def(SET_SCALE);
    check(scale->options[0].value <= 80 && scale->options[scale->noptions - 1].value >= 150,
          "the text sizes run from 80 % to 150 % or further");
    int bad = 0, checked = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l], "1024x700", "1"));
        TextSystem *ts = &h.sh.gfx.text;
        for (size_t z = 0; z < sizeof windows / sizeof windows[0]; z++)
            for (int players = 1; players <= 6; players += 5) {
                int w = windows[z][0], wh = windows[z][1], shorter = w < wh ? w : wh;
                Layout L;
                lay_out(&L, ts, w, wh, 100, players);
                int full = L.grid.w;
                for (int o = 0; o < scale->noptions; o++) {
                    int pct = scale->options[o].value;
                    lay_out(&L, ts, w, wh, pct, players);
                    int side = L.grid.w;
                    bool kept = z == 0 ? 3 * side >= 2 * full : 5 * side >= 4 * full;
                    bool half = z == 0 || 2 * side >= shorter;
                    SDL_Rect card[1];
                    layout_cards(&L, 1, card);
                    bool largest = area(L.grid) > area(card[0]);
                    for (int d = 0; d < DECREES; d++)
                        largest = largest && area(L.grid) > area(L.decree[d]);
                    checked++;
                    if (!kept || !half || !largest) {
                        printf("# %s, %dx%d, %d player(s), %d%%: the map %d px (%d at 100%%, the window's shorter "
                               "side %d)%s%s%s\n",
                               langs[l], w, wh, players, pct, side, full, shorter, kept ? "" : ", shrunk too much",
                               half ? "" : ", under half the window", largest ? "" : ", not the largest thing");
                        bad++;
                    }
                }
            }
        harness_stop(&h);
    }
    printf("# %d layouts\n", checked);
    check(checked == nlangs * 3 * 2 * scale->noptions, "every language, window, player count and text size");
    check(bad == 0, "the map keeps its share of the window at every text size");
}

static void test_decree_rules(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    int cut = 0, configs = 0;
    for (int l = 0; l < nlangs; l++)
        for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
            for (int six = 0; six < 2; six++) {
                Harness h;
                assert_true(start(&h, langs[l], sizes[z], six ? "6" : "1"));
                for (int o = 0; o < scale->noptions; o++) {
                    harness_text_size(&h, scale->options[o].value);
                    char what[96];
                    snprintf(what, sizeof what, "%s, %s, %d%%, %s", langs[l], sizes[z], scale->options[o].value,
                             six ? "six players" : "solo");
                    cut += decrees_cut(&h, what);
                    configs++;
                }
                harness_stop(&h);
            }
    printf("# %d tables of %d decrees each; %d values at a decree's foot, %d at its rule's last line, %d alone "
           "(their \"now\" in the tooltip)\n",
           configs, SCORING_CARD_COUNT * 2, value_foot, value_last_line, value_told);
    check(configs == nlangs * 3 * 2 * settings_def(SET_SCALE)->noptions, "every language, size and text size");
    check(cut == 0, "every decree's rule shows whole");
    check(uneven == 0, "the four rules in one face, the largest that holds them all");
    check(value_lost == 0, "a decree's value keeps its \"now\" where the decree has room for it, else its tooltip "
                           "says it");
    check(value_foot > 0 && value_last_line > 0, "values stood at a decree's foot and at its rule's last line");
}

/* The shapes of the card in play, as large as a finger wants: at least 60
 * pixels per point at 1024x700 and above, every text size, solo and six. */
static void test_shape_options(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    int small = 0;
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
        for (int six = 0; six < 2; six++) {
            Harness h;
            assert_true(start(&h, "en", sizes[z], six ? "6" : "1"));
            for (int o = 0; o < scale->noptions; o++) {
                harness_text_size(&h, scale->options[o].value);
                TableView *tv = harness_table(&h);
                SDL_Rect r[UI_MAX_OPTIONS];
                int n = view_option_rects(tv, r), least = 9999;
                for (int i = 0; i < n; i++)
                    least = r[i].w < least ? r[i].w : least;
                printf("# %s, %d%%, %s: %d shapes of %d px, card row %d px\n", sizes[z], scale->options[o].value,
                       six ? "six players" : "solo", n, least, tv->ds.layout.row.h);
                if (n < 2 || least < 60)
                    small++;
            }
            harness_stop(&h);
        }
    check(small == 0, "the shapes stay at least 60 px");
}

/* At 150 % and 1024x700 a decree that shrank its rule to the fine face or
 * gave its name's first words tells both whole in its tooltip, for the
 * mouse's hover and a finger's long press, over the card row and off the
 * map; a decree shown whole (at 100 %) has none. */
static void test_decree_tooltip(void **state)
{
    (void)state;
    int told = 0, whole = 0;
    for (int l = 0; l < 2 * nlangs; l++) {
        Harness h;
        assert_true(start(&h, langs[l / 2], "1024x700", "1"));
        harness_text_size(&h, l % 2 ? 100 : 150);
        shell_draw(&h.sh);
        TableView *tv = harness_table(&h);
        const Layout *L = &tv->ds.layout;
        for (int d = 0; d < DECREES; d++) {
            const ScoringCard *c = scoring_card(tv->game.decree_cards[d]);
            SDL_Rect r = L->decree[d];
            static const char *const ways[] = {"hover", "a long press", "the keys' focus"};
            for (int way = 0; way < 3; way++) {
                if (way == 1)
                    harness_long_press(&h, r.x + r.w / 2, r.y + r.h / 2);
                else if (way == 0)
                    harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
                else
                    for (int i = 0; i < 40 && tv->move.bar != BAR_DECREE + d; i++)
                        harness_key(&h, SDLK_TAB, 0);
                if (way == 2) {
                    check(tv->move.bar == BAR_DECREE + d, "Tab brings the keys' focus to the decree");
                    SDL_Rect ring;
                    check(bar_focus_rect(tv, &ring) && SDL_RectEquals(&ring, &r), "the ring is around it");
                    check(tv->move.hover.kind == HIT_DECREE && tv->move.hover.index == d,
                          "it shows what it counts, as under the pointer");
                }
                char tip[512];
                SDL_Rect box;
                bool shown = table_tooltip_box(tv, tip, sizeof tip, &box);
                if (!tv->ds.decree_abridged[d]) {
                    whole++;
                    check(!shown, "a decree shown whole has no tooltip");
                    continue;
                }
                printf("# %s, %d%%, decree %c by %s: %s\n", langs[l / 2], l % 2 ? 100 : 150, 'A' + d, ways[way], tip);
                check(shown && strstr(tip, name_scoring(c)) && strstr(tip, text_scoring(c)),
                      "the tooltip gives the decree's name and rule whole");
                check(box.x >= 0 && box.y >= 0 && box.x + box.w <= 1024 && box.y + box.h <= 700 &&
                          !SDL_HasIntersection(&box, &L->sheet),
                      "in the window, off the map");
                told++;
            }
            harness_key(&h, SDLK_ESCAPE, 0); /* the focus back to the move */
            check(tv->move.bar == -1 && tv->move.hover.kind != HIT_DECREE, "Esc: the decree's focus and hover gone");
            harness_move(&h, 1, 1);
        }
        harness_stop(&h);
    }
    printf("# %d tooltips, %d decrees whole\n", told, whole);
    check(told > 0 && whole > 0, "abridged decrees and whole ones were both met");
}

static bool inside(SDL_Rect a, int w, int h)
{
    return a.w > 0 && a.x >= 0 && a.y >= 0 && a.x + a.w <= w && a.y + a.h <= h;
}

/* The setup screen with six seats at 1024x700, every text size and
 * language: Start game shows whole in the window without scrolling, stays
 * there while the rows scroll, and Tab brings the keys' focus to it. */
static void test_setup_start(void **state)
{
    (void)state;
    const SettingDef *scale = settings_def(SET_SCALE);
    int hidden = 0, unreached = 0, moved = 0, scrolled = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        const char *args[] = {"--size", "1024x700", "--lang", langs[l], "--players", "6", NULL};
        assert_true(harness_start(&h, args));
        for (int o = 0; o < scale->noptions; o++) {
            harness_text_size(&h, scale->options[o].value);
            shell_push(&h.sh, SCREEN_SETUP, 0);
            shell_draw(&h.sh);
            SDL_Rect go = harness_spot(&h, SCREEN_SETUP, "start");
            SDL_Rect row = harness_spot(&h, SCREEN_SETUP, "players_1");
            if (!inside(go, 1024, 700)) {
                printf("# %s, %d%%: Start game at %d,%d %dx%d\n", langs[l], scale->options[o].value, go.x, go.y, go.w,
                       go.h);
                hidden++;
            }
            /* the wheel to the end of the rows: Start game stays */
            for (int i = 0; i < 20; i++) {
                SDL_Event ev = {.wheel = {.type = SDL_MOUSEWHEEL, .y = -3}};
                harness_move(&h, 512, 350);
                SDL_PushEvent(&ev);
                harness_pump(&h);
            }
            shell_draw(&h.sh);
            SDL_Rect after = harness_spot(&h, SCREEN_SETUP, "start");
            if (memcmp(&after, &go, sizeof go) != 0)
                moved++;
            scrolled += harness_spot(&h, SCREEN_SETUP, "players_1").y < row.y;
            /* Tab through the controls: the ring comes to Start game */
            bool reached = false;
            for (int i = 0; i < 80 && !reached; i++) {
                harness_key(&h, SDLK_TAB, 0);
                shell_draw(&h.sh);
                SDL_Rect f = harness_spot(&h, SCREEN_SETUP, "focus");
                reached = memcmp(&f, &after, sizeof f) == 0 && inside(f, 1024, 700);
            }
            if (!reached) {
                printf("# %s, %d%%: Tab never brought the focus to Start game\n", langs[l], scale->options[o].value);
                unreached++;
            }
            harness_key(&h, SDLK_ESCAPE, 0);
        }
        harness_stop(&h);
    }
    printf("# the rows scrolled %d times\n", scrolled);
    check(scrolled > 0, "the rows scroll at the larger text sizes");
    check(hidden == 0, "Start game shows whole with six seats at every text size");
    check(moved == 0, "Start game stays in place while the rows scroll");
    check(unreached == 0, "the keys' focus reaches Start game");
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
        cmocka_unit_test(test_decree_tooltip),
        cmocka_unit_test(test_setup_start),
        cmocka_unit_test(test_shape_options),
        cmocka_unit_test(test_decree_rules),
        cmocka_unit_test(test_map_for_dealt),
        cmocka_unit_test(test_map_share),
    };
    return cmocka_run_group_tests_name("ui_large_text", tests, NULL, NULL);
}
