/* saves_fixture.c: the saved games of saves_fixture.h. */
#include "saves_fixture.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <utime.h>

#include "save.h"

long long saves_fixture_time(int year, int month, int day, int hour, int minute)
{
    struct tm tm = {.tm_year = year - 1900, .tm_mon = month - 1, .tm_mday = day, .tm_hour = hour, .tm_min = minute,
                    .tm_isdst = -1};
    return (long long)mktime(&tm);
}

/* A game of these settings with `moves` moves (the first legal move each
 * time), last played `when`, saved under `title`. */
static bool one(const char *dir, GameKind kind, int players, uint64_t seed, int moves, const char *const *names,
                bool aside, long long when, const char *title, char *file, size_t filesize, char *err, size_t errsize)
{
    GameSettings gs;
    game_settings_init(&gs, kind, players, seed);
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < players; p++)
    {
        bool computer = strncmp(names[p], "Computer", 8) == 0; /* a name the game makes up, kept in English */
        session_seat_init(&seats[p], p, computer ? SEAT_COMPUTER : SEAT_HUMAN, computer ? "hard" : NULL, names[p]);
    }
    Session *s = session_new(&gs, seats, err, errsize);
    if (!s)
        return false;
    for (int i = 0; i < moves && !game_over(session_game(s)); i++) {
        Move m;
        if (game_legal_moves(session_game(s), &m, 1) < 1 || !session_apply(s, &m, err, errsize)) {
            session_free(s);
            return false;
        }
    }
    session_set_put_aside(s, aside);
    session_set_played(s, when);
    bool ok = save_named_write(s, dir, title, file, filesize, err, errsize);
    session_free(s);
    return ok;
}

bool saves_fixture_write(const char *dir, char *err, size_t errsize)
{
    static const char *const solo[] = {"Anna"};
    static const char *const three[] = {"Anna", "Bence", "Computer (hard)"};
    char file[256], path[1024];
    if (!one(dir, GAME_BASE, 1, 3, 2, solo, true, saves_fixture_time(2026, 11, 24, 14, 5),
             "Unfinished game, 2026-11-24 14:05:10", file, sizeof file, err, errsize) ||
        !one(dir, GAME_BASE, 1, 9, 14, solo, true, saves_fixture_time(2026, 11, 25, 20, 31),
             "Unfinished game, 2026-11-25 20:31:44", file, sizeof file, err, errsize) ||
        !one(dir, GAME_HEROES, 3, 12, 30, three, false, saves_fixture_time(2026, 11, 22, 16, 40),
             "Sunday afternoon at Grandmother's farm", file, sizeof file, err, errsize) ||
        !one(dir, GAME_BASE, 1, 21, 5, solo, false, 0, "Before the update", file, sizeof file, err, errsize))
        return false;
    /* an older version's save: no date inside, its file of 2026-11-20 */
    snprintf(path, sizeof path, "%s/%s", dir, file);
    time_t t = (time_t)saves_fixture_time(2026, 11, 20, 10, 0);
    struct utimbuf times = {.actime = t, .modtime = t};
    if (utime(path, &times) != 0) {
        snprintf(err, errsize, "%s: cannot set its time", path);
        return false;
    }
    return true;
}
