/* test_result_image.c: the result image (result_image.h) and the end
 * box's sharing buttons (share.h), without a display (the harness: SDL's
 * dummy video driver, the software renderer).
 *
 * The image of a finished solo game, a daily challenge and a game of three
 * is written, read back as a PNG of 1200 x 900, is no blank page, and its
 * header, map, decrees and result differ between different games; a second
 * save never replaces the first; a folder that does not exist gives a
 * reason. In the end box, "Save image" writes the file into the Pictures
 * folder and says where, "Open folder" then shows that folder, "Copy summary" puts the summary on the clipboard,
 * and nothing in the box is cut short at 1024x700 in any language.
 *
 *   test_ui_result_image BUILD/po LANG...   (OUT_DIR in $RESULT_IMAGE_OUT
 *   keeps the images for looking at) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <SDL_image.h>

#include "fileio.h"
#include "gfx.h"
#include "harness.h"
#include "i18n.h"
#include "platform.h"
#include "result_games.h"
#include "result_image.h"
#include "result_text.h"
#include "scoring.h"
#include "share.h"
#include "ui_test.h"

static const char *const *langs;
static int nlangs;
static char scratch[64];

/* A view of a finished game with its players' names, for drawing. */
static TableView *view_of(Harness *h, const Game *g, const char *const *names, const int *strength)
{
    TableView *tv = calloc(1, sizeof *tv);
    assert_non_null(tv);
    table_view_init(tv, &h->sh.ui, VIEW_REPLAY);
    tv->game = *g;
    for (int p = 0; p < g->settings.players; p++) {
        snprintf(tv->names[p], sizeof tv->names[p], "%s", names[p]);
        tv->strength[p] = strength ? strength[p] : -1;
    }
    return tv;
}

/* Writes the image and reads it back (the caller frees it). */
static SDL_Surface *saved(TableView *tv, const ChallengeTag *tag, const char *what, char *path, size_t size)
{
    char why[400] = "";
    char msg[600];
    snprintf(msg, sizeof msg, "%s: the image is saved (%s)", what, why);
    bool ok = result_image_save(tv, tag, scratch, "2026-11-30", path, size, why, sizeof why);
    snprintf(msg, sizeof msg, "%s: the image is saved (%s)", what, why);
    check(ok, msg);
    SDL_Surface *raw = IMG_Load(path);
    check(raw != NULL, "the PNG loads back");
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    assert_non_null(s);
    check(s->w == RESULT_IMAGE_W && s->h == RESULT_IMAGE_H, "the image is 1200 x 900");
    const char *keep = getenv("RESULT_IMAGE_OUT");
    if (keep && keep[0]) {
        char copy[FILEIO_PATH_MAX];
        snprintf(copy, sizeof copy, "%s/%s.png", keep, what);
        IMG_SavePNG(s, copy);
    }
    return s;
}

static Uint32 pixel(const SDL_Surface *s, int x, int y)
{
    Uint32 c;
    memcpy(&c, (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch + (size_t)x * sizeof c, sizeof c);
    return c;
}

/* How many different colours a region has (up to a limit), and how many
 * of its pixels differ between two images. */
static int colours(const SDL_Surface *s, SDL_Rect r)
{
    enum { LIMIT = 400 };
    Uint32 seen[LIMIT];
    int n = 0;
    for (int y = r.y; y < r.y + r.h && n < LIMIT; y += 2)
        for (int x = r.x; x < r.x + r.w && n < LIMIT; x += 2) {
            Uint32 c = pixel(s, x, y);
            int k = 0;
            while (k < n && seen[k] != c)
                k++;
            if (k == n)
                seen[n++] = c;
        }
    return n;
}

static double differ(const SDL_Surface *a, const SDL_Surface *b, SDL_Rect r)
{
    long diff = 0, all = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++, all++)
            diff += pixel(a, x, y) != pixel(b, x, y);
    return all ? (double)diff / (double)all : 0.0;
}

/* The page's parts (result_image.c): the header, the map with its season
 * boxes, the decrees, the result under them. */
enum { PART_HEADER, PART_MAP, PART_SCORES, PART_DECREES, PART_RESULT, PARTS };
static const SDL_Rect parts[PARTS] = {
    {0, 0, RESULT_IMAGE_W, 50}, {60, 100, 560, 560}, {40, 760, 600, 120}, {700, 70, 480, 420}, {700, 640, 480, 240},
};

static void test_images(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "1024x700", NULL}));
    static const char *const names[] = {"Anna", "Bori", "Cleo"};
    Game solo, other, daily, three;
    ChallengeTag tag;
    assert_true(result_plain_game(&solo, GAME_BASE, 1, 42));
    assert_true(result_plain_game(&other, GAME_HEROES, 1, 77));
    assert_true(result_challenge_game(&daily, &tag, "daily:2026-11-26"));
    assert_true(result_plain_game(&three, GAME_BASE, 3, 5));
    TableView *vs = view_of(&h, &solo, names, NULL), *vo = view_of(&h, &other, names, NULL),
              *vd = view_of(&h, &daily, names, NULL), *vt = view_of(&h, &three, names, (int[]){1, -1, 2});
    char p1[FILEIO_PATH_MAX], p2[FILEIO_PATH_MAX], p3[FILEIO_PATH_MAX], p4[FILEIO_PATH_MAX], p5[FILEIO_PATH_MAX];
    SDL_Surface *a = saved(vs, NULL, "solo-base-42", p1, sizeof p1);
    SDL_Surface *b = saved(vo, NULL, "solo-heroes-77", p2, sizeof p2);
    SDL_Surface *c = saved(vd, &tag, "daily-2026-11-26", p3, sizeof p3);
    SDL_Surface *d = saved(vt, NULL, "three-players-5", p4, sizeof p4);
    /* named after the game, in the folder asked for */
    check(strstr(p1, "/cartographers-2026-11-30-seed-42.png") != NULL, "the plain game's file name");
    check(strstr(p3, "/cartographers-2026-11-26-daily.png") != NULL, "the daily's file name");
    check(strncmp(p3, scratch, strlen(scratch)) == 0, "the file is in the folder asked for");

    /* no blank page: every part is drawn */
    const char *part_names[] = {"header", "map", "season boxes", "decrees", "result"};
    SDL_Surface *all[] = {a, b, c, d};
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < PARTS; k++) {
            char what[100];
            snprintf(what, sizeof what, "image %d: the %s has something drawn", i + 1, part_names[k]);
            check(colours(all[i], parts[k]) > 8, what);
        }
    /* two different games differ in each part */
    for (int k = 0; k < PARTS; k++) {
        char what[100];
        snprintf(what, sizeof what, "two solo games differ in the %s (%.3f)", part_names[k], differ(a, b, parts[k]));
        check(differ(a, b, parts[k]) > 0.01, what);
        snprintf(what, sizeof what, "a solo game and the game of three differ in the %s", part_names[k]);
        check(differ(a, d, parts[k]) > 0.01, what);
    }
    check(differ(a, c, parts[PART_MAP]) > 0.01 && differ(a, c, parts[PART_HEADER]) > 0.01, "the daily differs from a plain game");

    /* the same game again: a new name, the first file untouched */
    SDL_Surface *again = saved(vs, NULL, "solo-base-42-again", p5, sizeof p5);
    check(strstr(p5, "/cartographers-2026-11-30-seed-42-2.png") != NULL, "a second save takes the next name");
    check(differ(a, again, gfx_rect(0, 0, RESULT_IMAGE_W, RESULT_IMAGE_H)) == 0.0,
          "the same game gives the same image");
    SDL_Surface *first = IMG_Load(p1);
    check(first != NULL, "the first file is still there");
    SDL_FreeSurface(first);

    /* nowhere to write: false with a reason, no file */
    char path[FILEIO_PATH_MAX], why[400] = "", missing[FILEIO_PATH_MAX];
    snprintf(missing, sizeof missing, "%s/no-such-folder", scratch);
    check(!result_image_save(vs, NULL, missing, "2026-11-30", path, sizeof path, why, sizeof why),
          "a folder that does not exist is refused");
    check(why[0] != '\0', "with a reason");
    check(!platform_stat(missing, NULL, NULL), "and nothing is made there");

    SDL_Surface *surfaces[] = {a, b, c, d, again};
    for (int i = 0; i < 5; i++)
        SDL_FreeSurface(surfaces[i]);
    const char *files[] = {p1, p2, p3, p4, p5};
    for (int i = 0; i < 5; i++)
        platform_remove(files[i]);
    TableView *views[] = {vs, vo, vd, vt};
    for (int i = 0; i < 4; i++) {
        table_view_free(views[i]);
        free(views[i]);
    }
    harness_stop(&h);
}

/* Every scoring card's name and rule text, in every language, on the
 * page without an ellipsis: eight games whose decrees are the 32 cards,
 * four at a time, drawn (unfinished: the drawing is the same); and a game
 * of six with long names. */
static void test_every_decree_fits(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "1024x700", NULL}));
    static const char *const names[] = {"Anna"};
    const char *localedir = getenv("CARTOGRAPHERS_LOCALEDIR");
    int cut = 0;
    for (int l = 0; l < nlangs; l++) {
        i18n_init(langs[l], localedir);
        /* the cards by category: decree A-D takes the k-th of categories 1-4 */
        int by[DECREES][SCORING_CARD_COUNT], count[DECREES] = {0};
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            int c = (int)scoring_card(i)->category;
            assert_true(c >= 0 && c < DECREES);
            by[c][count[c]++] = i;
        }
        for (int first = 0; first < count[0]; first++) {
            GameSettings s;
            game_settings_init(&s, GAME_MIXED, 1, 11);
            for (int d = 0; d < DECREES; d++)
                s.decree_cards[d] = by[d][first % count[d]];
            Game g;
            char err[200];
            assert_true(game_init(&g, &s, err, sizeof err));
            TableView *tv = view_of(&h, &g, names, NULL);
            Offscreen o;
            char why[200];
            assert_true(offscreen_open(&o, &h.sh.gfx, RESULT_IMAGE_W, RESULT_IMAGE_H, why, sizeof why));
            check(result_image_draw(&o, tv, NULL, 0, why, sizeof why), why);
            if (o.g.text.shortened) {
                printf("# %s, game %d: %u string(s) cut short, the last \"%s\"\n", langs[l], first,
                       o.g.text.shortened, o.g.text.last_shortened);
                cut++;
            }
            offscreen_close(&o);
            table_view_free(tv);
            free(tv);
        }
    }
    /* six players with long names (the setup's longest in the text tests) */
    static const char *const six[] = {"Annabelle Whitmore", "Computer 2 (hard)", "Cleopatra Vandersteen",
                                      "Computer 4 (easy)",  "Eleonora Brightwater", "Computer 6 (hard)"};
    Game g6;
    assert_true(result_plain_game(&g6, GAME_HEROES, 6, 12));
    for (int l = 0; l < nlangs; l++) {
        i18n_init(langs[l], localedir);
        TableView *tv = view_of(&h, &g6, six, (int[]){-1, 2, -1, 0, -1, 2});
        Offscreen o;
        char why[200];
        assert_true(offscreen_open(&o, &h.sh.gfx, RESULT_IMAGE_W, RESULT_IMAGE_H, why, sizeof why));
        check(result_image_draw(&o, tv, NULL, result_image_player(tv), why, sizeof why), why);
        if (o.g.text.shortened) {
            printf("# %s, six players: %u string(s) cut short, the last \"%s\"\n", langs[l], o.g.text.shortened,
                   o.g.text.last_shortened);
            cut++;
        }
        const char *keep = getenv("RESULT_IMAGE_OUT");
        char file[FILEIO_PATH_MAX];
        snprintf(file, sizeof file, "%s/six-players-%s.png", keep ? keep : "", langs[l]);
        if (keep && keep[0])
            offscreen_save_png(&o, file, why, sizeof why);
        offscreen_close(&o);
        table_view_free(tv);
        free(tv);
    }
    i18n_init("en", localedir);
    harness_stop(&h);
    check(cut == 0, "every decree and six long names fit on the page in every language");
}

/* Whose map: the one player, the only human, the best-placed human, else
 * the winner. */
static void test_whose_map(void **state)
{
    (void)state;
    Harness h;
    assert_true(harness_start(&h, (const char *[]){"--size", "1024x700", NULL}));
    static const char *const names[] = {"Anna", "Bori", "Cleo"};
    Game three;
    assert_true(result_plain_game(&three, GAME_BASE, 3, 5));
    int places[MAX_PLAYERS];
    game_ranking(&three, places);
    assert_int_equal(places[0], 1); /* Anna 97, Bori 96, Cleo 77 */
    assert_int_equal(places[1], 2);
    assert_int_equal(places[2], 3);
    TableView *one_human = view_of(&h, &three, names, (int[]){1, -1, 2});
    TableView *two_humans = view_of(&h, &three, names, (int[]){0, -1, -1});
    TableView *humans = view_of(&h, &three, names, NULL);
    TableView *computers = view_of(&h, &three, names, (int[]){2, 1, 0});
    assert_int_equal(result_image_player(one_human), 1);
    assert_int_equal(result_image_player(two_humans), 1);
    assert_int_equal(result_image_player(humans), 0);
    assert_int_equal(result_image_player(computers), 0);
    TableView *views[] = {one_human, two_humans, humans, computers};
    for (int i = 0; i < 4; i++) {
        table_view_free(views[i]);
        free(views[i]);
    }
    harness_stop(&h);
}

/* Open folder, once the image is saved, hands the folder to the system
 * (SDL_OpenURL runs xdg-open: a script of ours on PATH that writes down
 * what it was given). */
static void opens_the_folder(Harness *h, const char *folder)
{
    char bin[128], script[160], got_file[160], path_env[8192], why[256];
    snprintf(bin, sizeof bin, "%s/bin", scratch);
    snprintf(script, sizeof script, "%s/xdg-open", bin);
    snprintf(got_file, sizeof got_file, "%s/opened", scratch);
    platform_remove(got_file);
    platform_make_dir(bin, why, sizeof why);
    FILE *f = fopen(script, "w");
    assert_non_null(f);
    fprintf(f, "#!/bin/sh\nprintf '%%s' \"$1\" > '%s.tmp' && mv '%s.tmp' '%s'\n", got_file, got_file, got_file);
    fclose(f);
    assert_int_equal(chmod(script, 0755), 0);
    const char *old_path = getenv("PATH");
    char *saved = strdup(old_path ? old_path : "/usr/bin:/bin");
    assert_non_null(saved);
    assert_true(strlen(saved) < 4096);
    snprintf(path_env, sizeof path_env, "%s:%s", bin, saved);
    setenv("PATH", path_env, 1);
    SDL_Rect open = harness_spot(h, SCREEN_FINAL, "open_folder");
    check(open.w > 0, "after Save image the box offers Open folder");
    harness_click_rect(h, open);
    char got[FILEIO_PATH_MAX] = "";
    for (int i = 0; i < 500 && !got[0]; i++) {
        FILE *in = fopen(got_file, "r");
        if (in) {
            if (!fgets(got, sizeof got, in))
                got[0] = '\0';
            fclose(in);
        } else {
            SDL_Delay(10);
        }
    }
    setenv("PATH", saved, 1);
    free(saved);
    char want[FILEIO_PATH_MAX + 16];
    snprintf(want, sizeof want, "file://%s", folder);
    char what[2 * FILEIO_PATH_MAX + 64];
    snprintf(what, sizeof what, "Open folder opens %s (got \"%s\")", want, got);
    check(strcmp(got, want) == 0, what);
    check(harness_number(h, SCREEN_FINAL, "share_error") == 0, harness_value(h, SCREEN_FINAL, "share_note"));
}

/* The end box in each language: both buttons work, what they did is said,
 * nothing is cut short. */
static void test_end_box(void **state)
{
    (void)state;
    char pictures[FILEIO_PATH_MAX], why[256];
    snprintf(pictures, sizeof pictures, "%s/Pictures", scratch);
    assert_true(platform_make_dir(pictures, why, sizeof why));
    setenv("XDG_PICTURES_DIR", pictures, 1);
    int cut = 0;
    for (int l = 0; l < nlangs; l++) {
        Harness h;
        const char *args[] = {"--size", "1024x700", "--lang", langs[l], "--seed", "31", "--autoplay", "999", NULL};
        assert_true(harness_start(&h, args));
        assert_true(game_over(harness_game(&h)));
        TableView *tv = harness_table(&h);
        shell_push(&h.sh, SCREEN_FINAL, 0); /* as at the end of the game */
        TextSystem *ts = &h.sh.gfx.text;
        unsigned before = ts->shortened;
        shell_draw(&h.sh);
        SDL_Rect save = harness_spot(&h, SCREEN_FINAL, "save_image"),
                 copy = harness_spot(&h, SCREEN_FINAL, "copy_summary"), view = harness_spot(&h, SCREEN_FINAL, "continue");
        check(save.w > 0 && copy.w > 0, "the end box has both buttons");
        /* the two rows of buttons stay apart and inside the window */
        check(save.y + save.h <= view.y && !SDL_HasIntersection(&save, &copy), "the buttons do not overlap");
        check(copy.x + copy.w <= 1024 && save.y >= 0, "the buttons are in the window");

        harness_click_rect(&h, save);
        char note[FILEIO_PATH_MAX + 200];
        snprintf(note, sizeof note, "%s", harness_value(&h, SCREEN_FINAL, "share_note"));
        check(harness_number(&h, SCREEN_FINAL, "share_error") == 0, note);
        check(strstr(note, pictures) != NULL, "the box says the file is in the Pictures folder");
        const char *file = strstr(note, pictures);
        char path[FILEIO_PATH_MAX];
        snprintf(path, sizeof path, "%s", file ? file : "");
        SDL_Surface *img = IMG_Load(path);
        check(img && img->w == RESULT_IMAGE_W, "the file it names is the image");
        SDL_FreeSurface(img);
        platform_remove(path);
        shell_draw(&h.sh);
        check(strstr(harness_value(&h, SCREEN_FINAL, "share_short"), "Pictures") != NULL,
              "the shorter note names the folder too");
        opens_the_folder(&h, pictures);

        copy = harness_spot(&h, SCREEN_FINAL, "copy_summary"); /* the row now has Open folder too */
        harness_click_rect(&h, copy);
        snprintf(note, sizeof note, "%s", harness_value(&h, SCREEN_FINAL, "share_note"));
        check(harness_number(&h, SCREEN_FINAL, "share_error") == 0, note);
        char want[RESULT_TEXT_MAX];
        const char *names[MAX_PLAYERS];
        for (int p = 0; p < MAX_PLAYERS; p++)
            names[p] = tv->names[p];
        result_summary(&tv->game, NULL, false, names, want, sizeof want);
        char *got = SDL_GetClipboardText();
        printf("# %s: %s\n", langs[l], got ? got : "(nothing)");
        check(got && strcmp(got, want) == 0, "the clipboard holds the summary");
        SDL_free(got);
        check(strcmp(note, _("Summary copied to the clipboard.")) == 0, "the box says it is copied");
        shell_draw(&h.sh);
        if (ts->shortened != before) {
            printf("# %s: %u string(s) cut short in the end box, the last \"%s\"\n", langs[l],
                   ts->shortened - before, ts->last_shortened);
            cut++;
        }
        harness_stop(&h);
    }
    unsetenv("XDG_PICTURES_DIR");
    platform_remove_dir(pictures);
    check(cut == 0, "nothing in the end box is cut short at 1024x700");
}

int main(int argc, char **argv)
{
    if (argc > 1)
        setenv("CARTOGRAPHERS_LOCALEDIR", argv[1], 1);
    static const char *const english[] = {"en"};
    langs = argc > 2 ? (const char *const *)argv + 2 : english;
    nlangs = argc > 2 ? argc - 2 : 1;
    snprintf(scratch, sizeof scratch, "/tmp/carto-result-XXXXXX");
    if (!mkdtemp(scratch))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_images),
        cmocka_unit_test(test_every_decree_fits),
        cmocka_unit_test(test_whose_map),
        cmocka_unit_test(test_end_box),
    };
    int rc = cmocka_run_group_tests_name("ui_result_image", tests, NULL, NULL);
    platform_remove_dir(scratch);
    return rc;
}
