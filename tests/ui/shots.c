/* shots.c: screenshots of states a command line cannot reach, for looking
 * at (not compared): the app driven by events (harness.h) to a hand-over,
 * the end of a season and the end of a game with six players, and the end of
 * a solo game (the title), at 1024x700 and 1920x1080.
 *
 *   build/tests/ui/ui_shots OUT_DIR [LANG]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "i18n.h"
#include "table_view.h"

static void shot(Harness *h, const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    SDL_SetRenderDrawColor(h->sh.gfx.renderer, 0, 0, 0, 255);
    SDL_RenderClear(h->sh.gfx.renderer);
    shell_draw(&h->sh);
    if (!window_save_png(&h->sh.gfx, path))
        fprintf(stderr, "ui_shots: %s not written\n", path);
    else
        printf("%s\n", path);
}

/* Long names for six seats, through the settings file the setup screen reads. */
static void long_names(Harness *h)
{
    Settings *s = &h->sh.profile.settings;
    static const char *const names[] = {"Annabelle Whitmore", "", "Cleopatra Vandersteen", "", "Eleonora Brightwater", ""};
    for (int p = 0; p < 6; p++)
        snprintf(s->setup.name[p], sizeof s->setup.name[p], "%s", names[p]);
    char err[256];
    profile_save_settings(&h->sh.profile, err, sizeof err);
}

/* One game played through: six seats (tag "6p"), or solo (tag "solo"). */
static void play_game(const char *dir, const char *size, const char *lang, bool solo)
{
    Harness h;
    const char *args0[] = {"--size", size, "--lang", lang, NULL};
    if (!harness_start(&h, args0))
        return;
    long_names(&h);
    const char *tag = solo ? "solo" : "6p";
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "5", "--kind", "heroes", "--seats",
                          solo ? "human" : "human,hard,human,easy,human,hard", NULL};
    if (!harness_restart(&h, args))
        return;
    char name[64];
    bool handover = false, season = false;
    /* a few rounds past the last move: the season's box, then the game's */
    for (int i = 0, after = 0; i < 600 && after < 4; i++, after += game_over(harness_game(&h))) {
        harness_let_computers_play(&h);
        TableView *tv = harness_table(&h);
        /* a hand-over once everybody has moved: it has news to tell */
        if (tv->st.overlay == OVERLAY_HANDOVER && !handover && news_count(&tv->st.news, tv->game.decision.actor) > 2) {
            snprintf(name, sizeof name, "handover-%s-%s-%s", tag, size, lang);
            shot(&h, dir, name);
            handover = true;
        }
        if (tv->st.overlay == OVERLAY_SEASON && !season) {
            snprintf(name, sizeof name, "season-%s-%s-%s", tag, size, lang);
            shot(&h, dir, name);
            season = true;
        }
        if (tv->st.overlay == OVERLAY_GAME_OVER) {
            snprintf(name, sizeof name, "gameover-%s-%s-%s", tag, size, lang);
            shot(&h, dir, name);
            break;
        }
        harness_dismiss(&h);
        if (!match_computer_turn(h.sh.match) && !game_over(harness_game(&h)) && !harness_play_move(&h))
            break;
    }
    harness_stop(&h);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    const char *lang = argc > 2 ? argv[2] : "en";
    /* the catalogues of this build (the harness looks in the installed place) */
    char *base = SDL_GetBasePath();
    if (!getenv("CARTOGRAPHERS_LOCALEDIR"))
        setenv("CARTOGRAPHERS_LOCALEDIR", i18n_localedir(base), 1);
    SDL_free(base);
    play_game(dir, "1024x700", lang, false);
    play_game(dir, "1920x1080", lang, false);
    play_game(dir, "1024x700", lang, true);
    return 0;
}
