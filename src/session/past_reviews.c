/* past_reviews.c: reviews kept beside the past games (past_reviews.h). */
#include "past_reviews.h"

#include <stdio.h>
#include <string.h>

#include "fileio.h"
#include "past_games.h"
#include "platform.h"
#include "save.h"

#define REVIEW_MAX_SIZE (1u << 20)

bool past_review_name(const char *game_file, int seat, char *out, size_t size)
{
    size_t n = game_file ? strlen(game_file) : 0, ext = strlen(SAVE_EXT);
    if (n <= ext || n >= PAST_FILE_MAX || game_file[0] == '.' || strchr(game_file, '/') || strchr(game_file, '\\') ||
        strcmp(game_file + n - ext, SAVE_EXT) != 0 || seat < 0 || seat >= MAX_PLAYERS)
        return false;
    int len = seat == 0 ? snprintf(out, size, "%.*s%s", (int)(n - ext), game_file, PAST_REVIEW_EXT)
                        : snprintf(out, size, "%.*s-seat%d%s", (int)(n - ext), game_file, seat + 1, PAST_REVIEW_EXT);
    return len > 0 && (size_t)len < size;
}

/* The review's path; false with a message when there is none. */
static bool review_path(const char *data_dir, const char *game_file, int seat, char *path, size_t size, char *err,
                        size_t errsize)
{
    char dir[FILEIO_PATH_MAX], name[PAST_FILE_MAX + 32];
    if (!data_dir || !data_dir[0] || !fileio_join(data_dir, PAST_GAMES_DIR, dir, sizeof dir) ||
        !past_review_name(game_file, seat, name, sizeof name) || !fileio_join(dir, name, path, size)) {
        snprintf(err, errsize, "'%.100s' is not the name of a kept game", game_file ? game_file : "");
        return false;
    }
    return true;
}

bool past_review_keep(const char *data_dir, const char *game_file, int seat, const char *text, char *err,
                      size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    if (!review_path(data_dir, game_file, seat, path, sizeof path, err, errsize))
        return false;
    return fileio_write_atomic(path, text, strlen(text), err, errsize);
}

char *past_review_read(const char *data_dir, const char *game_file, int seat, size_t *len, bool *missing, char *err,
                       size_t errsize)
{
    char path[FILEIO_PATH_MAX];
    *missing = false;
    if (!review_path(data_dir, game_file, seat, path, sizeof path, err, errsize))
        return NULL;
    return fileio_read(path, REVIEW_MAX_SIZE, len, missing, err, errsize);
}

bool past_review_delete_all(const char *data_dir, const char *game_file, char *err, size_t errsize)
{
    for (int seat = 0; seat < MAX_PLAYERS; seat++) {
        char path[FILEIO_PATH_MAX];
        if (!review_path(data_dir, game_file, seat, path, sizeof path, err, errsize))
            return false;
        bool regular;
        long long mtime;
        if (platform_stat(path, &regular, &mtime) && !fileio_delete(path, fileio_basename(path), err, errsize))
            return false;
    }
    return true;
}
