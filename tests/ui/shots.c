/* shots.c: screenshots of states a command line cannot reach, for looking
 * at (not compared): the app driven by events (harness.h) to a hand-over,
 * the end of a season and the end of a game with six players, at 1024x700
 * and 1920x1080.
 *
 *   build/tests/ui/ui_shots OUT_DIR [LANG]
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"
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

static void six_players(const char *dir, const char *size, const char *lang)
{
    Harness h;
    const char *args0[] = {"--size", size, "--lang", lang, NULL};
    if (!harness_start(&h, args0))
        return;
    long_names(&h);
    const char *args[] = {"--size", size, "--lang", lang, "--seed", "5", "--kind", "heroes", "--seats",
                          "human,hard,human,easy,human,hard", NULL};
    if (!harness_restart(&h, args))
        return;
    char name[64];
    bool handover = false, season = false;
    for (int i = 0; i < 600 && !game_over(harness_game(&h)); i++) {
        harness_let_computers_play(&h);
        TableView *tv = harness_table(&h);
        /* a hand-over once everybody has moved: it has news to tell */
        if (tv->st.overlay == OVERLAY_HANDOVER && !handover && news_count(&tv->st.news, tv->game.decision.actor) > 2) {
            snprintf(name, sizeof name, "handover-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            handover = true;
        }
        if (tv->st.overlay == OVERLAY_SEASON && !season) {
            snprintf(name, sizeof name, "season-6p-%s-%s", size, lang);
            shot(&h, dir, name);
            season = true;
        }
        if (tv->st.overlay == OVERLAY_GAME_OVER) {
            snprintf(name, sizeof name, "gameover-6p-%s-%s", size, lang);
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
    six_players(dir, "1024x700", lang);
    six_players(dir, "1920x1080", lang);
    return 0;
}
