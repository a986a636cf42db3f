/* test_ui_keep.c: what the app keeps for the player, without a window (TAP):
 * starting a new game never loses the one in progress (an unfinished game
 * with moves is kept as a named save first, ui_session.c; a finished or
 * untouched one is not), and the setup screen starts from the last game set
 * up (ui_setup.c, through the preferences). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "save.h"
#include "tap.h"
#include "ui_app.h"
#include "ui_input.h"
#include "ui_screens.h"
#include "ui_session.h"
#include "ui_setup.h"

static bool start(App *app, uint64_t seed)
{
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 1, seed);
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        session_seat_init(&seats[p], p, SEAT_HUMAN, NULL, "Anna");
    char err[ERROR_MAX];
    return app_start_seats(app, &gs, seats, err, sizeof err);
}

static bool move(App *app)
{
    Move m;
    char err[ERROR_MAX];
    return game_legal_moves(&app->game, &m, 1) > 0 && app_commit_move(app, &m, err, sizeof err);
}

static int count_saves(const char *dir, SaveInfo *first)
{
    SaveInfo *list = NULL;
    char err[SESSION_MESSAGE_MAX];
    int n = save_list(dir, &list, err, sizeof err);
    if (n > 0 && first)
        *first = list[0];
    free(list);
    return n;
}

int main(void)
{
    char dir[] = "/tmp/carto-keep-XXXXXX";
    if (!mkdtemp(dir)) {
        ok(0, "a scratch folder");
        return tap_done();
    }
    App *app = calloc(1, sizeof *app);
    ui_state_reset(&app->ui);
    app->campaign_index = -1;
    app->persist = true;
    snprintf(app->data_dir, sizeof app->data_dir, "%s", dir);

    ok(start(app, 5), "a first game starts");
    ok(start(app, 6) && count_saves(dir, NULL) == 0, "a game without moves is replaced without a save");
    ok(move(app) && move(app) && move(app), "three moves in the game");
    ok(start(app, 7), "a new game starts over the unfinished one");
    SaveInfo kept;
    memset(&kept, 0, sizeof kept);
    ok(count_saves(dir, &kept) == 1, "the unfinished game is kept as a named save");
    ok(kept.ok && kept.moves == 3 && strncmp(kept.title, "Unfinished game, ", 17) == 0,
       "the save holds its three moves, titled \"Unfinished game, DATE\"");
    ok(strstr(app->ui.status, kept.title) != NULL, "the status line says where it is kept");
    char err[ERROR_MAX];
    ok(save_named_load(app->session, dir, kept.file, err, sizeof err) && session_move_count(app->session) == 3,
       "it loads back with its moves");

    /* as the Load dialog does: the loaded game is on the table, and with no
     * move since, a new game does not keep it again */
    app_install_session(app, app->session);
    ok(start(app, 10) && count_saves(dir, NULL) == 1, "a game just loaded, with no move since, is not kept again");

    /* a finished game is in the statistics, not kept again */
    while (!game_over(&app->game) && move(app))
        ;
    ok(game_over(&app->game), "a game played to its end");
    ok(start(app, 8) && count_saves(dir, NULL) == 1, "a finished game is not kept as unfinished");

    /* nowhere to write: the game in progress is not replaced */
    ok(move(app), "a move in the new game");
    snprintf(app->data_dir, sizeof app->data_dir, "%s/missing/folder", dir);
    int moves = session_move_count(app->session);
    ok(!start(app, 9) && session_move_count(app->session) == moves,
       "when it cannot be kept, the new game does not start and the old one stays");

    /* the save dialog suggests a name, selected: typing replaces it */
    snprintf(app->data_dir, sizeof app->data_dir, "%s", dir);
    saves_open(app, true);
    ok(app->scr.name[0] != '\0' && app->scr.name_selected, "the save dialog suggests a name, selected");
    Action key;
    memset(&key, 0, sizeof key);
    key.kind = ACT_TEXT;
    snprintf(key.text, sizeof key.text, "M");
    saves_key(app, &key);
    snprintf(key.text, sizeof key.text, "y");
    saves_key(app, &key);
    ok(strcmp(app->scr.name, "My") == 0, "typing replaces the suggested name");
    key.kind = ACT_BACKSPACE;
    saves_key(app, &key);
    ok(strcmp(app->scr.name, "M") == 0, "then Backspace takes one letter");
    screen_open(app, SCREEN_NONE);

    /* the last setup, through the preferences file and back */
    SetupState a, b;
    setup_init(&a);
    a.players = 3; /* as --seats sets it */
    setup_set_seats(&a, "human,hard,easy");
    snprintf(a.names[0], sizeof a.names[0], "Anna");
    Prefs saved, loaded;
    prefs_defaults(&saved);
    setup_to_prefs(&a, &saved);
    char path[1100], msg[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    ok(prefs_save(&saved, path, err, sizeof err) && prefs_load(&loaded, path, msg, sizeof msg) == FILE_LOADED,
       "the setup goes into the preferences file");
    setup_init(&b);
    setup_from_prefs(&b, &loaded);
    ok(b.players == 3 && !b.computer[0] && b.computer[1] && b.strength[1] == 2 && b.computer[2] && b.strength[2] == 0,
       "the next setup has the same three seats: human, hard, easy");
    ok(strcmp(b.names[0], "Anna") == 0 && strcmp(b.names[1], a.names[1]) == 0,
       "a typed name comes back; a computer's default name follows its seat");
    ok(loaded.name[1][0] == '\0', "default names are not written (they follow the language)");

    app_data_free(app); /* the session and the statistics the finished game went into */
    free(app);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        ok(0, "clean up");
    return tap_done();
}
