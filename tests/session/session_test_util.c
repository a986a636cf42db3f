/* session_test_util.c: helpers shared by the session tests
 * (session_test_util.h). */
#include "session_test_util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    const char *base = getenv("TMPDIR");
    char buf[512];
    snprintf(buf, sizeof buf, "%s/carto-session-XXXXXX", base && *base ? base : "/tmp");
    char *dir = mkdtemp(buf);
    if (!dir) {
        perror("mkdtemp");
        abort();
    }
    return strdup(dir);
}

void tu_rmdir(char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            unlink(path);
        }
        closedir(d);
    }
    rmdir(dir);
    free(dir);
}

void tu_write(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        perror(path);
        abort();
    }
}

char *tu_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
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

bool tu_exists(const char *path) { return access(path, F_OK) == 0; }

int tu_count(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0)
            n++;
    closedir(d);
    return n;
}

const char *tu_path(const char *dir, const char *name)
{
    static char bufs[4][1024];
    static int next;
    char *b = bufs[next++ % 4];
    snprintf(b, sizeof bufs[0], "%s/%s", dir, name);
    return b;
}
