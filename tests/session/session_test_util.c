/* session_test_util.c: helpers shared by the session tests
 * (session_test_util.h). */
#include "session_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform.h"
#include "rng.h"

GameSettings tu_settings(GameKind kind, int players, uint64_t seed)
{
    GameSettings s;
    game_settings_init(&s, kind, players, seed);
    if (kind == GAME_MIXED) {
        s.side = MAP_SIDE_D;
        s.explore_set = SET_BASE;
        s.season_set = SET_HEROES;
    }
    return s;
}

bool tu_random_move(const Game *g, uint64_t *state, Move *out)
{
    static Move moves[MOVES_MAX];
    int n = game_legal_moves(g, moves, MOVES_MAX);
    if (n <= 0)
        return false;
    if (n > MOVES_MAX)
        n = MOVES_MAX;
    Rng r;
    rng_seed(&r, (*state)++, 7);
    *out = moves[rng_below(&r, (uint32_t)n)];
    return true;
}

int tu_play(Session *s, int moves, uint64_t pick_seed)
{
    int played = 0;
    uint64_t state = pick_seed;
    while ((moves < 0 || played < moves) && !game_over(session_game(s))) {
        Move m;
        char err[SESSION_MESSAGE_MAX];
        if (!tu_random_move(session_game(s), &state, &m) || !session_apply(s, &m, err, sizeof err)) {
            fprintf(stderr, "tu_play: %s\n", err);
            abort();
        }
        played++;
    }
    return played;
}

char *tu_mkdtemp(void)
{
    char *dir = platform_make_temp_dir("carto-session");
    if (!dir) {
        perror("platform_make_temp_dir");
        abort();
    }
    return dir;
}

void tu_rmdir(char *dir)
{
    bool missing;
    char why[256];
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    if (d) {
        char name[PLATFORM_NAME_MAX];
        while (platform_dir_next(d, name))
            platform_remove(tu_path(dir, name));
        platform_dir_close(d);
    }
    platform_remove_dir(dir);
    free(dir);
}

void tu_write(const char *path, const char *data, size_t len)
{
    FILE *f = platform_fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        perror(path);
        abort();
    }
}

char *tu_read(const char *path, size_t *len)
{
    FILE *f = platform_fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

bool tu_exists(const char *path) { return platform_stat(path, NULL, NULL); }

int tu_count(const char *dir, const char *prefix)
{
    bool missing;
    char why[256], name[PLATFORM_NAME_MAX];
    PlatformDir *d = platform_dir_open(dir, &missing, why, sizeof why);
    int n = 0;
    if (!d)
        return 0;
    while (platform_dir_next(d, name))
        if (strncmp(name, prefix, strlen(prefix)) == 0)
            n++;
    platform_dir_close(d);
    return n;
}

const char *tu_path(const char *dir, const char *name)
{
    static char bufs[4][4096];
    static int next;
    char *b = bufs[next++ % 4];
    snprintf(b, sizeof bufs[0], "%s/%s", dir, name);
    return b;
}

/* Says which field of record i differs. */
static bool differs(const char *what, int i, const char *field)
{
    fprintf(stderr, "%s %d: %s differs\n", what, i, field);
    return false;
}

bool tu_stats_games_equal(const StatsGame *a, const StatsGame *b, int n)
{
    for (int i = 0; i < n; i++) {
        if (strcmp(a[i].date, b[i].date) != 0)
            return differs("game", i, "date");
        if (a[i].kind != b[i].kind || a[i].rating != b[i].rating || a[i].total != b[i].total)
            return differs("game", i, "kind, rating or total");
        if (memcmp(a[i].decrees, b[i].decrees, sizeof a[i].decrees) != 0)
            return differs("game", i, "decrees");
        if (a[i].hints != b[i].hints)
            return differs("game", i, "hints");
    }
    return true;
}

bool tu_stats_challenges_equal(const StatsChallenge *a, const StatsChallenge *b, int n)
{
    for (int i = 0; i < n; i++) {
        const ChallengeId *x = &a[i].id, *y = &b[i].id;
        if (x->kind != y->kind || x->year != y->year || x->month != y->month || x->day != y->day ||
            x->week != y->week)
            return differs("challenge", i, "id");
        if (a[i].attempts != b[i].attempts || a[i].counted != b[i].counted)
            return differs("challenge", i, "attempts or counted");
        if (strcmp(a[i].date, b[i].date) != 0)
            return differs("challenge", i, "date");
        if (a[i].rating != b[i].rating || a[i].total != b[i].total || a[i].replays != b[i].replays ||
            a[i].best_replay != b[i].best_replay)
            return differs("challenge", i, "rating, total or replays");
    }
    return true;
}

bool tu_campaign_results_equal(const CampaignResult *a, const CampaignResult *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].played != b[i].played || a[i].has_best != b[i].has_best ||
            a[i].best_rating != b[i].best_rating || a[i].best_hints != b[i].best_hints)
            return differs("campaign game", i, "played or best");
    return true;
}
