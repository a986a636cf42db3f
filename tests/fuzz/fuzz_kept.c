/* fuzz_kept.c: a libFuzzer target for the small files kept in the data
 * folder: the campaign's progress (campaign_load), the statistics
 * (stats_load) and, when the fuzz build finds SDL's headers, the preferences
 * (settings_load). Each input is written to a file in a private folder and
 * given to every loader; each refuses the others' files by their first line.
 * Built with -Dfuzz=true and clang; run by run-fuzz.sh.
 *
 * For any input: nothing crashes or trips ASan/UBSan; a bad file is kept
 * aside, never deleted; a file that loads saves to a file that loads, and
 * saving that again gives the same bytes. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign.h"
#include "fileio.h"
#include "stats.h"
#ifdef FUZZ_PREFS
#include "assets.h"
#include "settings_file.h"
#include "sound.h"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64];
static char in_path[128], aside_path[160], out_path[128];

static void cleanup(void)
{
    remove(in_path);
    remove(aside_path);
    remove(out_path);
    rmdir(dir);
}

static void setup(void)
{
    if (dir[0])
        return;
    /* in memory where there is such a folder: the loaders' saves fsync */
    snprintf(dir, sizeof dir, "%s/fuzz-kept-XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    if (!mkdtemp(dir))
        abort();
    snprintf(in_path, sizeof in_path, "%s/in.txt", dir);
    snprintf(aside_path, sizeof aside_path, "%s/in.txt.bad-1", dir);
    snprintf(out_path, sizeof out_path, "%s/out.txt", dir);
    atexit(cleanup);
}

/* Reads a whole file (the test's own, small); NULL if it is not there. */
static char *slurp(const char *path, size_t *len)
{
    bool missing;
    char err[256];
    return fileio_read(path, 1u << 20, len, &missing, err, sizeof err);
}

/* A loaded file was saved to out_path: it loads, and saves to the same bytes. */
static void check_stable(const char *what, bool saved_again, const char *first, size_t first_len)
{
    size_t len;
    char *second = slurp(out_path, &len);
    if (!saved_again || !second || len != first_len || memcmp(first, second, len) != 0) {
        fprintf(stderr, "%s: saving a loaded file twice gives different bytes\n", what);
        abort();
    }
    free(second);
}

/* Writes the input to in_path and checks what a loader did with it. */
static void write_input(const uint8_t *data, size_t size)
{
    remove(aside_path);
    remove(out_path);
    FILE *f = fopen(in_path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
        perror(in_path);
        abort();
    }
}

static void check_kept(const char *what, FileStatus st)
{
    bool in = access(in_path, F_OK) == 0, aside = access(aside_path, F_OK) == 0;
    if ((st == FILE_BAD && (in || !aside)) || (st != FILE_BAD && (!in || aside))) {
        fprintf(stderr, "%s: status %d but in.txt %s and in.txt.bad-1 %s\n", what, (int)st, in ? "is there" : "is not",
                aside ? "is there" : "is not");
        abort();
    }
}

static void fuzz_campaign(const uint8_t *data, size_t size)
{
    char msg[SESSION_MESSAGE_MAX * 2], err[SESSION_MESSAGE_MAX];
    CampaignProgress p, q;
    write_input(data, size);
    FileStatus st = campaign_load(&p, in_path, msg, sizeof msg);
    check_kept("campaign", st);
    if (st != FILE_LOADED)
        return;
    if (!campaign_save(&p, out_path, err, sizeof err) || campaign_load(&q, out_path, msg, sizeof msg) != FILE_LOADED) {
        fprintf(stderr, "campaign: a loaded file does not save and load again: %s %s\n", err, msg);
        abort();
    }
    size_t len;
    char *first = slurp(out_path, &len);
    check_stable("campaign", first && campaign_save(&q, out_path, err, sizeof err), first, len);
    free(first);
}

static void fuzz_stats(const uint8_t *data, size_t size)
{
    char msg[SESSION_MESSAGE_MAX * 2], err[SESSION_MESSAGE_MAX];
    Stats st, again;
    write_input(data, size);
    FileStatus status = stats_load(&st, in_path, msg, sizeof msg);
    check_kept("statistics", status);
    if (status == FILE_LOADED) {
        if (!stats_save(&st, out_path, err, sizeof err) || stats_load(&again, out_path, msg, sizeof msg) != FILE_LOADED) {
            fprintf(stderr, "statistics: a loaded file does not save and load again: %s %s\n", err, msg);
            abort();
        }
        size_t len;
        char *first = slurp(out_path, &len);
        check_stable("statistics", first && stats_save(&again, out_path, err, sizeof err), first, len);
        free(first);
        stats_free(&again);
    }
    stats_free(&st);
}

#ifdef FUZZ_PREFS
/* The settings table names these calls of the app's lower layers in its
 * rows' apply functions (colour-blind art, the sound's volume); the fuzz
 * target only loads and saves, it never applies a setting, so reaching one
 * is a failure. A new such call in settings.c needs its line here. */
void assets_set_colour_blind(Assets *a, bool on)
{
    (void)a;
    (void)on;
    abort();
}

void sound_set_volume(Sound *s, int volume, bool muted)
{
    (void)s;
    (void)volume;
    (void)muted;
    abort();
}

static void fuzz_prefs(const uint8_t *data, size_t size)
{
    char msg[SESSION_MESSAGE_MAX * 2], err[SESSION_MESSAGE_MAX];
    Settings s, again;
    write_input(data, size);
    FileStatus st = settings_load(&s, in_path, msg, sizeof msg);
    check_kept("prefs", st);
    if (st != FILE_LOADED)
        return;
    if (!settings_save(&s, out_path, err, sizeof err) || settings_load(&again, out_path, msg, sizeof msg) != FILE_LOADED ||
        msg[0]) {
        fprintf(stderr, "prefs: a loaded file does not save and load again cleanly: %s %s\n", err, msg);
        abort();
    }
    size_t len;
    char *first = slurp(out_path, &len);
    check_stable("prefs", first && settings_save(&again, out_path, err, sizeof err), first, len);
    free(first);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    setup();
    fuzz_campaign(data, size);
    fuzz_stats(data, size);
#ifdef FUZZ_PREFS
    fuzz_prefs(data, size);
#endif
    return 0;
}
