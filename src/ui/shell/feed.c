/* feed.c: a developer feed's thread (see feed.h). */
#include "feed.h"

#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>

typedef struct Feed {
    char path[1024];
    const char *what;
    bool (*line)(const char *text);
} Feed;

bool feed_wanted(const char *variable)
{
    const char *p = SDL_getenv(variable);
    return p && *p;
}

static int run(void *data)
{
    const Feed *feed = data;
    FILE *f = fopen(feed->path, "r"); /* a FIFO: waits for the test to open it */
    if (!f) {
        fprintf(stderr, "cartographers: %s feed: cannot open %s\n", feed->what, feed->path);
        return 1;
    }
    char text[256];
    while (fgets(text, sizeof text, f))
        if (!feed->line(text))
            fprintf(stderr, "cartographers: %s feed: not a line of the feed: %s", feed->what, text);
    fclose(f);
    return 0;
}

void feed_start(const char *variable, const char *what, bool (*line)(const char *text))
{
    if (!feed_wanted(variable))
        return;
    Feed *feed = malloc(sizeof *feed); /* the thread's for as long as the process lives */
    if (!feed)
        return;
    snprintf(feed->path, sizeof feed->path, "%s", SDL_getenv(variable));
    feed->what = what;
    feed->line = line;
    SDL_Thread *t = SDL_CreateThread(run, "feed", feed);
    if (!t)
        fprintf(stderr, "cartographers: %s feed: no thread: %s\n", what, SDL_GetError());
    else
        SDL_DetachThread(t); /* it ends with the process, perhaps waiting for a line */
}
