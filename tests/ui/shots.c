/* shots.c: screenshots of states a command line cannot reach, for looking
 * at (not compared): the app driven by events (harness.h) to a hand-over,
 * the end of a season and the end of a game with six players (and the past
 * games and the statistics after it), at 1024x700 and 1920x1080; every page of the rules
 * screen and the other panel screens at 1024x700 (a translation's longest
 * texts); the table, solo and with six players, at 1024x700, 1400x900 and
 * 1920x1080.
 *
 *   build/tests/ui/ui_shots OUT_DIR [LANG [PART [TEXT_SIZE]]]
 *
 * PART: menu (Back to the game and Resume the earlier game, at both
 * sizes), saves (Load game with saves that look alike, the menu of a first
 * start and over a finished game, at both sizes), dialogs, panels, table, challenges (the daily and weekly
 * challenges and codes, at both sizes), copies (a second copy of the game
 * on the same data folder and its read-only messages, the last game's
 * result kept at start, a finished game that could not be kept, a data
 * folder that cannot be written), focus (the ring of the keys on every
 * screen, the table and its boxes, at 1024x700 and the Steam Deck's
 * 1280x800; the review, a replay, the lobby's chat, the on-screen
 * keyboard, the failed autosave's box and a second copy's question at
 * 1920x1080 too; focusmore: those alone; Past games and Load game with a
 * game picked by a pad, beside its hints, at 1024x700 and 1920x1080;
 * padlists: those alone), touch (the table
 * played with the fingers at 1024x700, 1280x800 and 1920x1080: the
 * status line's words for them, a long press's tooltip) or six (the
 * six-player games, the slow part); all of them without it or with "all";
 * padtexts (only when asked: the texts naming a pad's buttons, Xbox and
 * PlayStation, at 1024x700 and 1280x800); padpanels (only when asked:
 * every screen beside the table with a pad's strip of hints, at 1024x700
 * and 1280x800); decrees (only when asked: the table with every scoring
 * card among its four decrees, four at a time, solo and with six players, at
 * 1024x700 and 1920x1080).
 * TEXT_SIZE: the "Text
 * and buttons" setting in percent (100 without it); it is in every file
 * name.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bar_focus.h"
#include "datalock.h"
#include "harness.h"
#include "match_net.h"
#include "net_start.h"
#include "saves_fixture.h"
#include "scoring.h"
#include "screens.h"
#include "setup_screen.h"
#include "status.h"
#include "table_view.h"

static int text_size = 100;

/* The app with the text size asked for. */
static bool up(Harness *h, const char *const *args)
{
    if (!harness_start(h, args))
        return false;
    harness_text_size(h, text_size);
    return true;
}

static bool up_again(Harness *h, const char *const *args)
{
    if (!harness_restart(h, args))
        return false;
    harness_text_size(h, text_size);
    return true;
}

static void shot(Harness *h, const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%d.png", dir, name, text_size);
    if (harness_shot(h, path))
        printf("%s\n", path);
}

/* Long names for six seats, through the settings file the setup screen reads. */
static void long_names(Harness *h)
{
    Settings *s = &h->sh.profile.settings;
    static const char *const names[] = {"Annabelle Whitmore",   "", "Cleopatra Vandersteen", "",
                                        "Eleonora Brightwater", ""};
    for (int p = 0; p < 6; p++)
        snprintf(s->setup.name[p], sizeof s->setup.name[p], "%s", names[p]);
    char err[256];
    profile_save_settings(&h->sh.profile, err, sizeof err);
}

static void six_players(const char *dir, const char *size, const char *lang)
{
    Harness h;
    const char *args0[] = {"--size", size, "--lang", lang, NULL};
    if (!up(&h, args0))
        return;
    long_names(&h);
    const char *args[] = {"--size", size,     "--lang", lang,      "--seed",
                          "5",      "--kind", "heroes", "--seats", "human,hard,human,easy,human,hard",
                          NULL};
    if (!up_again(&h, args))
        return;
    char name[64];
    bool handover = false, season = false;
    for (int i = 0; i < 600 && !game_over(harness_game(&h)); i++) {
        harness_let_computers_play(&h);
        TableView *tv = harness_table(&h);
        /* a hand-over once everybody has moved: it has news to tell */
        if (harness_box(&h) == SCREEN_HANDOVER && !handover && news_count(&tv->facts.news, tv->game.decision.actor) > 2) {
            snprintf(name, sizeof name, "handover-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            handover = true;
        }
        if (harness_box(&h) == SCREEN_SEASON && !season) {
            snprintf(name, sizeof name, "season-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            season = true;
        }
        if (harness_box(&h) == SCREEN_FINAL) {
            snprintf(name, sizeof name, "gameover-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            harness_dismiss(&h);
            shell_push(&h.sh, SCREEN_PAST, 0);
            snprintf(name, sizeof name, "past-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            shell_push(&h.sh, SCREEN_STATS, 0); /* its latest games of several players */
            snprintf(name, sizeof name, "stats-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            break;
        }
        harness_dismiss(&h);
        if (!match_computer_turn(h.sh.match) && !game_over(harness_game(&h)) && !harness_play_move(&h))
            break;
    }
    harness_stop(&h);
}

/* The menu opened from a new game with no move yet while the last run's
 * unfinished game waits: Back to the game first, then Resume the earlier
 * game with what it is; and the menu of a start with that game alone. */
static void menu_resume(const char *dir, const char *size, const char *lang)
{
    Harness h;
    const char *first[] = {"--size", size, "--lang", lang, "--seed", "3", NULL};
    if (!up(&h, first))
        return;
    harness_dismiss(&h);
    harness_play_move(&h);
    char name[64];
    const char *again[] = {"--size", size, "--lang", lang, NULL};
    if (up_again(&h, again)) {
        snprintf(name, sizeof name, "menu-resume-%s-%s", size, lang);
        shot(&h, dir, name);
    }
    const char *second[] = {"--size", size, "--lang", lang, "--seed", "4", NULL};
    if (up_again(&h, second)) {
        harness_dismiss(&h);
        harness_key(&h, SDLK_ESCAPE, 0);
        snprintf(name, sizeof name, "menu-back-resume-%s-%s", size, lang);
        shot(&h, dir, name);
    }
    harness_stop(&h);
}

/* A screen opened at start (CARTOGRAPHERS_OPEN); pages: how many times to
 * shoot it, Page Down between shots. */
static void panel(const char *dir, const char *screen, int pages, const char *lang)
{
    Harness h;
    setenv("CARTOGRAPHERS_OPEN", screen, 1);
    const char *args[] = {"--size", "1024x700", "--lang", lang, NULL};
    bool ok = up(&h, args);
    unsetenv("CARTOGRAPHERS_OPEN");
    if (!ok)
        return;
    for (int i = 0; i < pages; i++) {
        char name[64];
        snprintf(name, sizeof name, "%s-%d-1024x700-%s", screen, i + 1, lang);
        harness_tick(&h);
        shot(&h, dir, name);
        harness_key(&h, SDLK_PAGEDOWN, 0);
    }
    harness_stop(&h);
}

/* A solo game in progress: the menu over it, the save screen with a name
 * typed, the load screen; the setup of six seats, three of them computers;
 * a solo game played to its end (the final box with the title) and the
 * statistics it leaves. */
static void solo_and_dialogs(const char *dir, const char *lang)
{
    Harness h;
    char name[64];
    const char *args[] = {"--size", "1024x700", "--lang", lang, "--seed", "3", "--autoplay", "10", NULL};
    if (!up(&h, args))
        return;
    /* tooltips where the solo table puts the total, a season's score, a
     * decree, Undo and Hint at 1024x700; then a hint taken with H */
    static const struct {
        int x, y;
    } hovers[] = {{497, 635}, {60, 635}, {900, 560}, {688, 682}, {813, 682}, {900, 600}};
    for (size_t i = 0; i < sizeof hovers / sizeof hovers[0]; i++) {
        harness_move(&h, hovers[i].x, hovers[i].y);
        for (int k = 0; k < 8; k++)
            harness_tick(&h);
        snprintf(name, sizeof name, "hover-%d-1024x700-%s", (int)i + 1, lang);
        shot(&h, dir, name);
    }
    harness_move(&h, 300, 300);
    harness_key(&h, SDLK_h, 0);
    for (int k = 0; k < 3000 && strstr(harness_table(&h)->facts.status, "\xE2\x80\xA6"); k++)
        harness_tick(&h); /* until the hint's "thinking…" is gone */
    snprintf(name, sizeof name, "hint-1024x700-%s", lang);
    shot(&h, dir, name);
    shell_push(&h.sh, SCREEN_MENU, 0);
    snprintf(name, sizeof name, "menu-ingame-1024x700-%s", lang);
    shot(&h, dir, name);
    shell_push(&h.sh, SCREEN_SAVES, SAVES_SAVE);
    harness_text(&h, "Első térképem, Nalos");
    snprintf(name, sizeof name, "save-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_RETURN, 0);
    shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
    snprintf(name, sizeof name, "load-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_DOWN, 0); /* the first save, and Delete: the question */
    harness_key(&h, SDLK_DELETE, 0);
    snprintf(name, sizeof name, "load-delete-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_stop(&h);

    if (!up(&h, (const char *[]){"--size", "1024x700", "--lang", lang, NULL}))
        return;
    SetupMemory *m = &h.sh.profile.settings.setup;
    m->kind = GAME_HEROES;
    m->players = 6;
    static const char *const seats[] = {"human", "hard", "human", "easy", "human", "medium"};
    for (int p = 0; p < 6; p++)
        snprintf(m->seat[p], sizeof m->seat[p], "%s", seats[p]);
    char err[256];
    profile_save_settings(&h.sh.profile, err, sizeof err);
    if (!up_again(&h, (const char *[]){"--size", "1024x700", "--lang", lang, NULL}))
        return;
    shell_push(&h.sh, SCREEN_SETUP, 0);
    snprintf(name, sizeof name, "setup-6p-1024x700-%s", lang);
    shot(&h, dir, name);
    /* "Chosen" scoring cards: where the button is at 1024x700 with six
     * seats (for looking at; a miss shows the same screen again) */
    harness_click(&h, 398, 480, SDL_BUTTON_LEFT);
    snprintf(name, sizeof name, "setup-chosen-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_stop(&h);

    const char *solo[] = {"--size", "1024x700", "--lang", lang, "--seed", "7", NULL};
    if (!up(&h, solo))
        return;
    bool season = false;
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        if (harness_box(&h) == SCREEN_SEASON && !season) {
            snprintf(name, sizeof name, "season-solo-1024x700-%s", lang);
            shot(&h, dir, name);
            season = true;
        }
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    /* the winter's box, then the final one */
    for (int i = 0; i < 4 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    snprintf(name, sizeof name, "gameover-solo-1024x700-%s", lang);
    shot(&h, dir, name);
    /* the sharing buttons, and what they say (the image goes to OUT_DIR) */
    setenv("XDG_PICTURES_DIR", dir, 1);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "save_image"));
    snprintf(name, sizeof name, "gameover-saved-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_summary"));
    snprintf(name, sizeof name, "gameover-copied-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_dismiss(&h);
    snprintf(name, sizeof name, "after-game-solo-1024x700-%s", lang); /* "Show the result" */
    shot(&h, dir, name);
    shell_push(&h.sh, SCREEN_REPLAY, 0);
    for (int i = 0; i < 5; i++)
        harness_key(&h, SDLK_RIGHT, 0);
    harness_tick(&h);
    snprintf(name, sizeof name, "replay-solo-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_ESCAPE, 0);
    shell_push(&h.sh, SCREEN_STATS, 0);
    snprintf(name, sizeof name, "stats-played-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_keep_six(h.dir); /* and a game of six with long names */
    shell_push(&h.sh, SCREEN_PAST, 0);
    snprintf(name, sizeof name, "past-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_DOWN, 0); /* the game, and Delete: the question */
    harness_key(&h, SDLK_DELETE, 0);
    snprintf(name, sizeof name, "past-delete-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_stop(&h);
}

/* The challenges at one size: the menu and the daily's screen before, while
 * and after it is played, starting again asked, its final box with the code
 * (and after Copy code), the statistics, the weekly's screen, and the setup
 * screen with a code typed wrong and right. Today is 2026-11-26. */
static void challenges(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    setenv("CARTOGRAPHERS_TODAY", "2026-11-26", 1);
    const char *args[] = {"--size", size, "--lang", lang, NULL};
    if (!harness_start(&h, args))
        return;
#define SHOT(what)                                                                                                  \
    do {                                                                                                            \
        snprintf(name, sizeof name, "challenge-%s-%s-%s", what, size, lang);                                        \
        shot(&h, dir, name);                                                                                        \
    } while (0)
    shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_WEEKLY);
    SHOT("weekly");
    harness_key(&h, SDLK_ESCAPE, 0);
    shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
    SHOT("daily-new");
    harness_key(&h, SDLK_RETURN, 0);
    for (int i = 0; i < 4; i++) {
        harness_dismiss(&h);
        harness_play_move(&h);
    }
    shell_push(&h.sh, SCREEN_MENU, 0);
    SHOT("menu-in-progress");
    shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
    SHOT("daily-in-progress");
    harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_1"));
    SHOT("daily-start-again");
    harness_key(&h, SDLK_ESCAPE, 0);
    harness_key(&h, SDLK_RETURN, 0);
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    for (int i = 0; i < 4 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    SHOT("gameover");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_code"));
    SHOT("gameover-copied");
    harness_dismiss(&h);
    shell_push(&h.sh, SCREEN_MENU, 0);
    SHOT("menu-played");
    shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
    SHOT("daily-played");
    harness_key(&h, SDLK_RETURN, 0); /* a replay */
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    for (int i = 0; i < 4 && harness_box(&h) != SCREEN_FINAL; i++) {
        harness_key(&h, SDLK_RETURN, 0);
        harness_tick(&h);
    }
    SHOT("gameover-replay");
    harness_dismiss(&h);
    shell_push(&h.sh, SCREEN_STATS, 0);
    SHOT("stats");
    harness_key(&h, SDLK_ESCAPE, 0);
    static const char *const codes[][2] = {{"1E19-UE3B-5P4Q", "code-typo"}, {"1E19-VE3B-5P4Q", "code-good"}};
    for (int c = 0; c < 2; c++) {
        shell_push(&h.sh, SCREEN_SETUP, 0);
        shell_draw(&h.sh);
        harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "code"));
        harness_key(&h, SDLK_a, KMOD_LCTRL); /* replaces what the field held */
        harness_text(&h, codes[c][0]);
        SHOT(codes[c][1]);
        harness_key(&h, SDLK_ESCAPE, 0);
        harness_key(&h, SDLK_ESCAPE, 0);
    }
#undef SHOT
    harness_stop(&h);
    unsetenv("CARTOGRAPHERS_TODAY");
}

/* Ticks until the in-use screen leaves `state` (the other copy's answer
 * is waited for 4 s). */
static void in_use_wait(Harness *h, int state)
{
    for (int i = 0; i < 2000 && shell_top(&h->sh) == SCREEN_IN_USE &&
                    harness_number(h, SCREEN_IN_USE, "state") == state;
         i++)
        harness_tick(h);
}

static void write_text(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* Another program owns the harness's data folder: this test holds its lock
 * (the harness's copy lets it go first); the lock, to release. */
static DataLock *another_copy(Harness *h)
{
    DataLock *other = NULL;
    char why[256];
    datalock_release(h->sh.profile.lock);
    h->sh.profile.lock = NULL;
    datalock_take(h->dir, &other, why, sizeof why);
    return other;
}

/* Two copies on one data folder and what losing nothing says, at 1024x700. */
static void copies(const char *dir, const char *lang)
{
    Harness h;
    char name[80], err[SESSION_MESSAGE_MAX + 200];
    const char *menu[] = {"--size", "1024x700", "--lang", lang, NULL};
    if (!up(&h, menu))
        return;
    DataLock *other = another_copy(&h);
    char why[256];
    if (!up_again(&h, menu))
        return;
    snprintf(name, sizeof name, "in-use-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_RETURN, 0); /* Go to the other window */
    snprintf(name, sizeof name, "in-use-waiting-1024x700-%s", lang);
    shot(&h, dir, name);
    in_use_wait(&h, 1);
    snprintf(name, sizeof name, "in-use-no-answer-1024x700-%s", lang);
    shot(&h, dir, name);
    datalock_release(other); /* the other copy closes */
    harness_key(&h, SDLK_RETURN, 0); /* Try again */
    in_use_wait(&h, 1);
    snprintf(name, sizeof name, "in-use-gone-1024x700-%s", lang);
    shot(&h, dir, name);
    if (datalock_take(h.dir, &other, why, sizeof why) != DATALOCK_OWNED)
        other = NULL;
    harness_key(&h, SDLK_ESCAPE, 0); /* read-only */
    snprintf(name, sizeof name, "menu-read-only-1024x700-%s", lang);
    shot(&h, dir, name);
    shell_push(&h.sh, SCREEN_CHALLENGE, CHALLENGE_DAILY);
    harness_key(&h, SDLK_RETURN, 0); /* Start: refused */
    snprintf(name, sizeof name, "challenge-read-only-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_ESCAPE, 0);
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 1, 3);
    Seat seats[MAX_PLAYERS];
    profile_solo_seats(&h.sh.profile, seats);
    if (match_start(h.sh.match, &gs, seats, -1, "", err, sizeof err)) {
        shell_push(&h.sh, SCREEN_TABLE, 0); /* back to the table */
        harness_tick(&h);
        harness_play_move(&h);
        snprintf(name, sizeof name, "not-saved-read-only-1024x700-%s", lang);
        shot(&h, dir, name);
    }
    datalock_release(other);
    harness_stop(&h);

    /* a finished game whose result the last run did not keep: kept at start */
    const char *solo[] = {"--size", "1024x700", "--lang", lang, "--seed", "7", NULL};
    if (!up(&h, solo))
        return;
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/finished'", h.dir);
    if (system(cmd) != 0)
        fprintf(stderr, "ui_shots: %s failed\n", cmd);
    write_text(h.dir, "stats.txt", "cartographers-stats 1\n#recorded -\nplayed solo 0\nplayed multiplayer 0\n");
    if (!up_again(&h, menu))
        return;
    snprintf(name, sizeof name, "menu-result-kept-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_stop(&h);

    /* the statistics and the past games cannot be written as the game ends */
    if (!up(&h, solo))
        return;
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/stats.txt/x' && echo x > '%s/finished'", h.dir, h.dir);
    for (int i = 0; i < 400 && !game_over(harness_game(&h)); i++) {
        if (harness_game(&h)->decision.kind != DECISION_NONE && i == 0 && system(cmd) != 0)
            fprintf(stderr, "ui_shots: %s failed\n", cmd);
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    for (int i = 0; i < 4 && harness_box(&h) != SCREEN_FINAL; i++)
        harness_key(&h, SDLK_RETURN, 0);
    snprintf(name, sizeof name, "gameover-not-kept-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_dismiss(&h);
    snprintf(name, sizeof name, "after-game-not-kept-1024x700-%s", lang);
    shot(&h, dir, name);
    harness_stop(&h);

    /* a data folder that cannot be written (a read-only mount as root) */
    if (!up(&h, menu))
        return;
    bool mounted = false;
    if (geteuid() == 0) {
        snprintf(cmd, sizeof cmd, "mount -t tmpfs -o size=64k,ro tmpfs '%s' 2>/dev/null", h.dir);
        mounted = system(cmd) == 0;
    } else {
        chmod(h.dir, 0500);
    }
    if (up_again(&h, menu)) {
        snprintf(name, sizeof name, "menu-unwritable-1024x700-%s", lang);
        shot(&h, dir, name);
    }
    if (mounted) {
        snprintf(cmd, sizeof cmd, "umount -l '%s'", h.dir);
        if (system(cmd) != 0)
            fprintf(stderr, "ui_shots: %s failed\n", cmd);
    } else {
        chmod(h.dir, 0700);
    }
    harness_stop(&h);
}

/* A game under way on the table (heroes, seed 12), solo or with six
 * players, the computers' moves played. */
static bool up_on_table(Harness *h, const char *size, const char *lang, bool six)
{
    const char *args[] = {"--size", size,        "--lang",        lang,         "--seed",         "12", "--kind",
                          "heroes", "--players", six ? "6" : "1", "--autoplay", six ? "12" : "6", NULL};
    if (!up(h, args))
        return false;
    harness_let_computers_play(h);
    return true;
}

/* The table of a game under way, solo and with six players, at the window
 * sizes from the smallest supported one up. */
static void tables(const char *dir, const char *lang)
{
    static const char *const sizes[] = {"1024x700", "1400x900", "1920x1080"};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
        for (int six = 0; six < 2; six++) {
            Harness h;
            if (!up_on_table(&h, sizes[z], lang, six))
                continue;
            char name[64];
            snprintf(name, sizeof name, "table-%s-%s-%s", six ? "6p" : "solo", sizes[z], lang);
            shot(&h, dir, name);
            harness_stop(&h);
        }
}

/* The table of `tables` with every scoring card dealt, four at a time (the
 * decrees' faces and values side by side): decrees-GROUP-...; and the
 * tooltip of each decree whose value stands without its "now":
 * decrees-GROUP-...-tipD. */
static void decree_tables(const char *dir, const char *lang)
{
    static const char *const sizes[] = {"1024x700", "1920x1080"};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
        for (int six = 0; six < 2; six++) {
            Harness h;
            if (!up_on_table(&h, sizes[z], lang, six))
                continue;
            TableView *tv = harness_table(&h);
            for (int g = 0; g < SCORING_CARD_COUNT / DECREES; g++) {
                for (int d = 0; d < DECREES; d++)
                    tv->game.decree_cards[d] = g * DECREES + d;
                char name[64];
                snprintf(name, sizeof name, "decrees-%d-%s-%s-%s", g + 1, six ? "6p" : "solo", sizes[z], lang);
                shot(&h, dir, name);
                for (int d = 0; d < DECREES; d++) /* a value alone beside its name: the tooltip's "now" */
                    if (tv->ds.decree_value_told[d][0]) {
                        SDL_Rect r = tv->ds.layout.decree[d];
                        harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
                        snprintf(name, sizeof name, "decrees-%d-%s-%s-%s-tip%c", g + 1, six ? "6p" : "solo", sizes[z],
                                 lang, 'A' + d);
                        shot(&h, dir, name);
                        harness_move(&h, 1, 1);
                    }
            }
            harness_stop(&h);
        }
}

/* A solo game the bot played to its end, Enter to its final box. */
static bool up_at_final_box(Harness *h, const char *size, const char *lang)
{
    const char *end[] = {"--size", size, "--lang", lang, "--seed", "31", "--autoplay", "999", NULL};
    if (!up(h, end))
        return false;
    for (int i = 0; i < 8 && harness_box(h) != SCREEN_FINAL; i++) {
        harness_key(h, SDLK_RETURN, 0);
        harness_tick(h);
    }
    return true;
}

/* The focus ring of the keys on every screen: the menu of a first start
 * (Down: New game), the setup screen (Tab twice: the base game's choice),
 * each screen opened from the menu after a Tab, and the final box after
 * a Tab. */
static void focus_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    const char *args[] = {"--size", size, "--lang", lang, NULL};
    if (!up(&h, args))
        return;
    harness_key(&h, SDLK_DOWN, 0);
    snprintf(name, sizeof name, "focus-menu-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_RETURN, 0);
    harness_key(&h, SDLK_TAB, 0);
    harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-setup-%s-%s", size, lang);
    shot(&h, dir, name);
    static const struct { ScreenId id; int arg; const char *name; } screens[] = {
        {SCREEN_CAMPAIGN, 0, "campaign"}, {SCREEN_CHALLENGE, CHALLENGE_DAILY, "daily"},
        {SCREEN_SAVES, SAVES_LOAD, "load"}, {SCREEN_PAST, 0, "past"},
        {SCREEN_STATS, 0, "stats"},       {SCREEN_SETTINGS, 0, "settings"},
        {SCREEN_RULES, 0, "rules"},       {SCREEN_CHALLENGE, CHALLENGE_WEEKLY, "weekly"},
        {SCREEN_FRIENDS, 0, "friends"},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        shell_push(&h.sh, screens[i].id, screens[i].arg);
        harness_tick(&h);
        harness_key(&h, SDLK_TAB, 0);
        snprintf(name, sizeof name, "focus-%s-%s-%s", screens[i].name, size, lang);
        shot(&h, dir, name);
        harness_key(&h, SDLK_ESCAPE, 0);
        harness_tick(&h);
    }
    harness_stop(&h);
    if (!up_at_final_box(&h, size, lang))
        return;
    harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-final-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_stop(&h);
}

/* The focus ring on the table and its boxes: the table after a Tab, a
 * decree with the focus, the hand-over box of a game of two people at one screen, the end of a
 * season, the menu over the table. */
static void focus_table_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "5", "--seats", "human,human", NULL};
    if (!up(&h, args))
        return;
    harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-handover-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_dismiss(&h);
    harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-table-%s-%s", size, lang);
    shot(&h, dir, name);
    TableView *tv = harness_table(&h);
    for (int i = 0; i < 40 && tv->move.bar != BAR_DECREE + 3; i++) /* the last decree: what it counts */
        harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-decree-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_key(&h, SDLK_ESCAPE, 0);
    bool handover = true, season = false;
    for (int i = 0; i < 200 && !(handover && season) && !game_over(harness_game(&h)); i++) {
        ScreenId box = harness_box(&h);
        bool *seen = box == SCREEN_HANDOVER ? &handover : box == SCREEN_SEASON ? &season : NULL;
        if (seen && !*seen) {
            harness_key(&h, SDLK_TAB, 0);
            snprintf(name, sizeof name, "focus-%s-%s-%s", box == SCREEN_HANDOVER ? "handover" : "season", size, lang);
            shot(&h, dir, name);
            *seen = true;
        }
        harness_dismiss(&h);
        if (!harness_play_move(&h))
            break;
    }
    harness_dismiss(&h);
    shell_push(&h.sh, SCREEN_MENU, 0);
    harness_tick(&h);
    harness_key(&h, SDLK_TAB, 0);
    snprintf(name, sizeof name, "focus-menu-ingame-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_stop(&h);
}

static void over(Harness *h, ScreenId id);

/* A game of two hosted by this copy (a friend's seat open: its lobby; or a
 * computer's: started at once); false when it could not be. */
static bool host_game(Harness *h, bool started)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 77);
    int seat[MAX_PLAYERS] = {0, started ? 0 : NET_START_FRIEND};
    char err[300];
    if (!net_start_host(h->sh.match, &h->sh.profile, &gs, seat, "Anna", 0, err, sizeof err) ||
        (started && !net_host_start(match_net_host(match_net(h->sh.match)), err, sizeof err)))
        return false;
    harness_tick(h);
    return true;
}

/* Presses Tab until the focus of screen id is on its spot `spot`. */
static bool tab_to(Harness *h, ScreenId id, const char *spot)
{
    for (int i = 0; i < 40; i++) { /* (Play with friends names its ring "ring") */
        SDL_Rect f = harness_spot(h, id, id == SCREEN_FRIENDS ? "ring" : "focus"), r = harness_spot(h, id, spot);
        if (r.w > 0 && f.x == r.x && f.y == r.y && f.w == r.w && f.h == r.h)
            return true;
        harness_key(h, SDLK_TAB, 0);
    }
    fprintf(stderr, "ui_shots: Tab does not reach %s\n", spot);
    return false;
}

/* The ring on the screens the shots above leave out: the review of a
 * finished game (Tab twice: past the chart to its costliest move) and its
 * replay (a control, a season chip), a game of three's review (a seat's name), a solo ambush's
 * status line (by the mouse, the fingers and a pad), the lobby of Play
 * with friends with the chat line's focus and the on-screen keyboard the
 * pad opens on it, the box of a failed autosave (playing on, and quitting)
 * and a second copy's question (the data folder in use). */
/* A solo game's ambush, the decision after a move of the greedy bot. */
static bool solo_ambush(const Game *g, int scored, bool unused)
{
    (void)scored;
    (void)unused;
    return g->decision.kind == DECISION_AMBUSH && g->decision.solo_target >= 0;
}

/* A shot of the frame drawn anew: PREFIX-WHAT-SIZE-LANG. */
static void fresh_shot(Harness *h, const char *dir, const char *prefix, const char *what, const char *size,
                       const char *lang)
{
    char name[96];
    h->sh.redraw = true;
    harness_tick(h);
    snprintf(name, sizeof name, "%s-%s-%s-%s", prefix, what, size, lang);
    shot(h, dir, name);
}

/* Waits (ticking) until the review screen's review is no longer running. */
static void review_wait(Harness *h)
{
    for (int i = 0; i < 30000 && strcmp(harness_value(h, SCREEN_REVIEW, "state"), "running") == 0; i++) {
        SDL_Delay(20);
        harness_tick(h);
    }
}

static void focus_more_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
#define FOCUS_SHOT(what) fresh_shot(&h, dir, "focus", what, size, lang)
    if (!up_at_final_box(&h, size, lang))
        return;
    if (tab_to(&h, SCREEN_FINAL, "review")) {
        harness_key(&h, SDLK_RETURN, 0);
        review_wait(&h);
        harness_key(&h, SDLK_TAB, 0); /* the chart, */
        harness_key(&h, SDLK_TAB, 0); /* then the costliest move */
        FOCUS_SHOT("review");
        harness_key(&h, SDLK_ESCAPE, 0);
    }
    if (tab_to(&h, SCREEN_FINAL, "replay")) {
        harness_key(&h, SDLK_RETURN, 0);
        for (int i = 0; i < 5; i++)
            harness_key(&h, SDLK_RIGHT, 0);
        if (tab_to(&h, SCREEN_REPLAY, "review")) /* its controls' ring */
            FOCUS_SHOT("replay");
        if (tab_to(&h, SCREEN_REPLAY, "season_1")) /* a season chip's */
            FOCUS_SHOT("replay-season");
    }
    harness_stop(&h);

    const char *three[] = {"--size", size, "--lang", lang, "--seats", "human,easy,easy", "--seed", "31",
                           "--autoplay", "999", NULL};
    if (up(&h, three)) { /* a game of three's review: the ring on the second seat's name */
        for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
            harness_key(&h, SDLK_RETURN, 0);
            harness_tick(&h);
        }
        if (tab_to(&h, SCREEN_FINAL, "review")) {
            harness_key(&h, SDLK_RETURN, 0);
            if (tab_to(&h, SCREEN_REVIEW, "seat_1"))
                FOCUS_SHOT("review-seat");
        }
        harness_stop(&h);
    }

    uint64_t seed;
    int before;
    if (harness_find_game(GAME_BASE, 1, solo_ambush, false, &seed, &before)) {
        char seed_text[24], moves[16];
        snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
        snprintf(moves, sizeof moves, "%d", before + 1);
        const char *ambush[] = {"--size", size, "--lang", lang, "--seed", seed_text, "--autoplay", moves, NULL};
        if (up(&h, ambush)) { /* a solo ambush's status line: by the mouse, the fingers, a pad */
            harness_dismiss(&h);
            harness_move(&h, 10, 10);
            FOCUS_SHOT("ambush-mouse");
            harness_tap(&h, 10, h.sh.gfx.m.h / 2);
            FOCUS_SHOT("ambush-touch");
            if (harness_pad_attach(&h)) { /* the pad used last (a button would move or draw the monster) */
                h.sh.gfx.input = INPUT_PAD;
                status_follow_input(harness_table(&h));
                FOCUS_SHOT("ambush-pad");
            }
            harness_stop(&h);
        }
    }

    const char *menu[] = {"--size", size, "--lang", lang, NULL};
    if (!up(&h, menu) || !harness_pad_attach(&h))
        return;
    if (host_game(&h, false)) {
        over(&h, SCREEN_FRIENDS);
        if (tab_to(&h, SCREEN_FRIENDS, "chat")) {
            harness_text(&h, "Bereit?");
            FOCUS_SHOT("lobby-chat");
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* the pad's A on the line: the keyboard */
            FOCUS_SHOT("keyboard-chat");
        }
    }
    harness_stop(&h);

    const char *solo[] = {"--size", size, "--lang", lang, "--seed", "3", NULL};
    if (!up(&h, solo))
        return;
    harness_play_move(&h);
    if (harness_break_folder(h.dir, true)) {
        harness_play_move(&h); /* the autosave fails: the box */
        harness_key(&h, SDLK_TAB, 0);
        FOCUS_SHOT("not-saved");
        harness_key(&h, SDLK_ESCAPE, 0);
        harness_key(&h, SDLK_q, KMOD_LCTRL); /* quitting asks */
        harness_key(&h, SDLK_TAB, 0);
        FOCUS_SHOT("not-saved-quit");
        harness_break_folder(h.dir, false);
    }
    harness_stop(&h);

    if (!up(&h, menu))
        return;
    DataLock *other = another_copy(&h);
    if (up_again(&h, menu)) {
        harness_key(&h, SDLK_TAB, 0);
        FOCUS_SHOT("in-use");
    }
    datalock_release(other);
    harness_stop(&h);
#undef FOCUS_SHOT
}

/* The pad's hints on the table and the menu over it, with the glyphs of
 * each pad's style (a virtual pad; the style set as a real pad's would);
 * after a move, the pad's focus on Undo and its tooltip. */
static void pad_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "11", NULL};
    if (!up(&h, args) || !harness_pad_attach(&h))
        return;
    static const char *const styles[] = {"xbox", "playstation", "deck"};
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
    for (int st = 0; st < 3; st++) {
        h.sh.gfx.pads.style = (PadStyle)st;
        snprintf(name, sizeof name, "pad-table-%s-%s-%s", styles[st], size, lang);
        shot(&h, dir, name);
    }
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START);
    h.sh.gfx.pads.style = PAD_PLAYSTATION;
    snprintf(name, sizeof name, "pad-menu-playstation-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_pad_button(&h, SDL_CONTROLLER_BUTTON_START); /* back to the game: a move, then the focus on Undo */
    h.sh.gfx.pads.style = PAD_XBOX;
    harness_dismiss(&h);
    if (harness_play_move(&h)) {
        TableView *tv = harness_table(&h);
        for (int i = 0; i < 40 && tv->move.bar != BTN_UNDO; i++)
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
        snprintf(name, sizeof name, "pad-undo-tooltip-%s-%s", size, lang);
        shot(&h, dir, name);
    }
    harness_stop(&h);
}

/* The app with a pad plugged in, a game in progress, a save of it
 * ("Sunday") and a finished game of six among the past games. */
static bool up_with_lists(Harness *h, const char *size, const char *lang)
{
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "11", "--autoplay", "6", NULL};
    if (!up(h, args) || !harness_pad_attach(h))
        return false;
    char err[SESSION_MESSAGE_MAX];
    match_save(h->sh.match, "Sunday", NULL, 0, err, sizeof err);
    harness_keep_six(h->dir);
    return true;
}

/* Past games and Load game with a game picked by the pad (its hints
 * strip at the bottom right, beside the buttons). */
static void pad_list_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    if (!up_with_lists(&h, size, lang))
        return;
    const ScreenId ids[] = {SCREEN_PAST, SCREEN_SAVES};
    const char *const names[] = {"past", "load"};
    for (int i = 0; i < 2; i++) {
        shell_push(&h.sh, ids[i], ids[i] == SCREEN_SAVES ? SAVES_LOAD : 0);
        harness_tick(&h);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        snprintf(name, sizeof name, "pad-%s-%s-%s", names[i], size, lang);
        shot(&h, dir, name);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
        if (harness_top(&h) == ids[i])
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_B);
    }
    harness_stop(&h);
}

/* Every screen beside the table with a pad in use (its strip of hints at
 * the bottom right, over nothing): the menu, setup, the campaign, the
 * daily challenge, Load game and Past games with a game, the statistics,
 * the settings, the rules, Play with friends and its hosting step. */
static void pad_panel_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    if (!up_with_lists(&h, size, lang))
        return;
    static const struct {
        ScreenId id;
        int arg;
        const char *name;
    } screens[] = {
        {SCREEN_MENU, 0, "menu"},          {SCREEN_SETUP, 0, "setup"},   {SCREEN_CAMPAIGN, 0, "campaign"},
        {SCREEN_CHALLENGE, 0, "daily"},    {SCREEN_SAVES, SAVES_LOAD, "load"}, {SCREEN_PAST, 0, "past"},
        {SCREEN_STATS, 0, "stats"},        {SCREEN_SETTINGS, 0, "settings"}, {SCREEN_RULES, 0, "rules"},
        {SCREEN_FRIENDS, 0, "friends"},
    };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
        shell_push(&h.sh, screens[i].id, screens[i].arg);
        harness_tick(&h);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        snprintf(name, sizeof name, "padpanel-%s-%s-%s", screens[i].name, size, lang);
        shot(&h, dir, name);
        if (screens[i].id == SCREEN_FRIENDS) {
            harness_click_rect(&h, harness_spot(&h, SCREEN_FRIENDS, "host"));
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            snprintf(name, sizeof name, "padpanel-friends-host-%s-%s", size, lang);
            shot(&h, dir, name);
        }
        for (int k = 0; k < 4 && harness_top(&h) != SCREEN_TABLE && harness_top(&h) != SCREEN_MENU; k++)
            harness_key(&h, SDLK_ESCAPE, 0);
    }
    harness_stop(&h);
}

/* A screen pushed over what shows, drawn. */
static void over(Harness *h, ScreenId id)
{
    ui_push(&h->sh.ui, id, 0);
    shell_settle(&h->sh);
    h->sh.redraw = true;
    harness_tick(h);
}

/* The texts that name the pad's buttons while a pad was used last, in an
 * Xbox and a PlayStation pad's style: the guided game's steps, the rules'
 * controls, the settings, the on-screen keyboard's strip, a network game's
 * chat and the lobby's. */
static void pad_text_shots(const char *dir, const char *size, const char *lang)
{
    static const char *const styles[] = {"xbox", "playstation"};
    for (int st = 0; st < 2; st++) {
        Harness h;
        char name[96];
        const char *args[] = {"--size", size, "--lang", lang, NULL};
        if (!up(&h, args) || !harness_pad_attach(&h))
            return;
#define PAD_SHOT(what)                                                                                     \
    do {                                                                                                   \
        h.sh.gfx.pads.style = (PadStyle)(st == 0 ? PAD_XBOX : PAD_PLAYSTATION);                            \
        h.sh.redraw = true;                                                                                \
        harness_tick(&h);                                                                                  \
        snprintf(name, sizeof name, "padtext-%s-%s-%s-%s", what, styles[st], size, lang);                  \
        shot(&h, dir, name);                                                                               \
    } while (0)
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* the guided first game */
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* Next */
        PAD_SHOT("tutorial-pick");
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* too soon: the reason */
        PAD_SHOT("tutorial-mirror");
        over(&h, SCREEN_RULES);
        for (int i = 0; i < 6; i++) /* down to the controls */
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        PAD_SHOT("rules");
        ui_pop(&h.sh.ui);
        over(&h, SCREEN_SETTINGS);
        PAD_SHOT("settings");
        harness_stop(&h);

        if (!up(&h, args) || !harness_pad_attach(&h))
            return;
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* New game */
        for (int i = 0; i < 80 && harness_spot(&h, SCREEN_SETUP, "focus").y != harness_spot(&h, SCREEN_SETUP, "name_0").y; i++)
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_X);
        harness_pad_button(&h, SDL_CONTROLLER_BUTTON_A); /* the keyboard on the name */
        PAD_SHOT("keyboard");
        harness_stop(&h);

        if (!up(&h, args) || !harness_pad_attach(&h))
            return;
        if (host_game(&h, false)) {
            over(&h, SCREEN_FRIENDS);
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            PAD_SHOT("lobby");
        }
        harness_stop(&h);

        if (!up(&h, args) || !harness_pad_attach(&h))
            return;
        if (host_game(&h, true)) { /* a computer's seat: the game starts at once */
            over(&h, SCREEN_CHAT);
            harness_pad_button(&h, SDL_CONTROLLER_BUTTON_DPAD_DOWN);
            PAD_SHOT("chat");
        }
        harness_stop(&h);
#undef PAD_SHOT
    }
}

/* The table played with the fingers: the status line's words for them with
 * a shape picked and with it laid down, and a long press on a score (its
 * tooltip). */
static void touch_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[96];
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "11", NULL};
    if (!up(&h, args))
        return;
    TableView *tv = harness_table(&h);
    HarnessHint hint;
    if (harness_hint(&h, &hint) && hint.tile.w > 0) {
        harness_tap_rect(&h, hint.tile);
        snprintf(name, sizeof name, "touch-picked-%s-%s", size, lang);
        shot(&h, dir, name);
        if (hint.orient >= 4)
            harness_tap_rect(&h, tv->ds.layout.button[BTN_MIRROR]);
        for (int i = 0; i < hint.orient % 4; i++)
            harness_tap_rect(&h, tv->ds.layout.button[BTN_ROTATE]);
        harness_tap_rect(&h, layout_cell(&tv->ds.layout, hint.grip));
        snprintf(name, sizeof name, "touch-placed-%s-%s", size, lang);
        shot(&h, dir, name);
    }
    SDL_Rect sc = tv->ds.layout.score_cell[0][SCORE_DECREE1];
    harness_long_press(&h, sc.x + sc.w / 2, sc.y + sc.h / 2);
    snprintf(name, sizeof name, "touch-longpress-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_stop(&h);
}

/* The review of a finished game: a solo game's (its costliest move, the
 * first move, the last), and a game of six's (the progress line with the
 * seats, the first seat's review, the sixth seat's progress, that review
 * stopped, the first seat's last move); the statistics with a game of six
 * among the latest games of several players. */
static void review_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
#define REVIEW_SHOT(what) fresh_shot(&h, dir, "review", what, size, lang)
    if (up_at_final_box(&h, size, lang) && tab_to(&h, SCREEN_FINAL, "review")) {
        harness_key(&h, SDLK_RETURN, 0);
        review_wait(&h);
        REVIEW_SHOT("solo");
        harness_key(&h, SDLK_HOME, 0);
        REVIEW_SHOT("solo-first");
        harness_key(&h, SDLK_END, 0);
        REVIEW_SHOT("solo-last");
    }
    harness_stop(&h);
    const char *six[] = {"--size", size, "--lang", lang, "--seats", "human,easy,easy,medium,easy,easy", "--seed",
                         "11", "--autoplay", "999", NULL};
    if (up(&h, six)) {
        for (int i = 0; i < 10 && harness_box(&h) != SCREEN_FINAL; i++) {
            harness_key(&h, SDLK_RETURN, 0);
            harness_tick(&h);
        }
        if (tab_to(&h, SCREEN_FINAL, "review")) {
            harness_key(&h, SDLK_RETURN, 0);
            REVIEW_SHOT("six-running");
            review_wait(&h);
            REVIEW_SHOT("six");
            harness_click_rect(&h, harness_spot(&h, SCREEN_REVIEW, "seat_5"));
            REVIEW_SHOT("six-seat6");
            harness_click_rect(&h, harness_spot(&h, SCREEN_REVIEW, "cancel"));
            REVIEW_SHOT("six-stopped");
            harness_click_rect(&h, harness_spot(&h, SCREEN_REVIEW, "seat_0"));
            harness_tick(&h);
            harness_key(&h, SDLK_END, 0);
            REVIEW_SHOT("six-last");
            harness_key(&h, SDLK_ESCAPE, 0);
            harness_keep_six(h.dir); /* the statistics' latest games of several players */
            shell_push(&h.sh, SCREEN_STATS, 0);
            REVIEW_SHOT("stats-multi");
        }
        harness_stop(&h);
    }
#undef REVIEW_SHOT
}

/* Load game with saves that look alike at first sight (saves_fixture.h),
 * and the menu of a first start and over a finished game. */
static void saves_shots(const char *dir, const char *size, const char *lang)
{
    Harness h;
    char name[64], err[SESSION_MESSAGE_MAX];
    if (!up(&h, (const char *[]){"--size", size, "--lang", lang, NULL}))
        return;
    snprintf(name, sizeof name, "menu-first-%s-%s", size, lang);
    shot(&h, dir, name);
    if (!saves_fixture_write(h.dir, err, sizeof err)) {
        fprintf(stderr, "ui_shots: %s\n", err);
        harness_stop(&h);
        return;
    }
    shell_push(&h.sh, SCREEN_SAVES, SAVES_LOAD);
    harness_key(&h, SDLK_DOWN, 0);
    snprintf(name, sizeof name, "load-rows-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_stop(&h);
    if (!up_at_final_box(&h, size, lang))
        return;
    harness_key(&h, SDLK_ESCAPE, 0);
    if (harness_top(&h) != SCREEN_MENU)
        shell_push(&h.sh, SCREEN_MENU, 0);
    snprintf(name, sizeof name, "menu-finished-%s-%s", size, lang);
    shot(&h, dir, name);
    harness_stop(&h);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    const char *lang = argc > 2 ? argv[2] : "en";
    const char *part = argc > 3 && strcmp(argv[3], "all") ? argv[3] : "";
    text_size = argc > 4 ? atoi(argv[4]) : 100;
    if (!part[0] || !strcmp(part, "table"))
        tables(dir, lang);
    if (!part[0] || !strcmp(part, "dialogs"))
        solo_and_dialogs(dir, lang);
    if (!part[0] || !strcmp(part, "panels")) {
        panel(dir, "rules", 12, lang);
        panel(dir, "settings", 1, lang);
        panel(dir, "setup", 1, lang);
        panel(dir, "campaign", 2, lang);
        panel(dir, "stats", 1, lang);
    }
    if (!part[0] || !strcmp(part, "challenges")) {
        challenges(dir, "1024x700", lang);
        challenges(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "copies"))
        copies(dir, lang);
    if (!part[0] || !strcmp(part, "focus")) {
        focus_shots(dir, "1024x700", lang);
        focus_shots(dir, "1280x800", lang);
        focus_table_shots(dir, "1024x700", lang);
        focus_table_shots(dir, "1280x800", lang);
        pad_shots(dir, "1024x700", lang);
        pad_shots(dir, "1280x800", lang);
    }
    if (!part[0] || !strcmp(part, "focus") || !strcmp(part, "padlists")) {
        pad_list_shots(dir, "1024x700", lang);
        pad_list_shots(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "focus") || !strcmp(part, "focusmore")) {
        focus_more_shots(dir, "1024x700", lang);
        focus_more_shots(dir, "1280x800", lang);
        focus_more_shots(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "review")) {
        review_shots(dir, "1024x700", lang);
        review_shots(dir, "1920x1080", lang);
    }
    if (!strcmp(part, "padpanels")) {
        pad_panel_shots(dir, "1024x700", lang);
        pad_panel_shots(dir, "1280x800", lang);
    }
    if (!strcmp(part, "decrees"))
        decree_tables(dir, lang);
    if (!strcmp(part, "padtexts")) {
        pad_text_shots(dir, "1024x700", lang);
        pad_text_shots(dir, "1280x800", lang);
    }
    if (!part[0] || !strcmp(part, "touch")) {
        touch_shots(dir, "1024x700", lang);
        touch_shots(dir, "1280x800", lang);
        touch_shots(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "menu")) {
        menu_resume(dir, "1024x700", lang);
        menu_resume(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "saves")) {
        saves_shots(dir, "1024x700", lang);
        saves_shots(dir, "1920x1080", lang);
    }
    if (!part[0] || !strcmp(part, "six")) {
        six_players(dir, "1024x700", lang);
        six_players(dir, "1920x1080", lang);
    }
    return 0;
}
