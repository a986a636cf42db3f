/* args.c: command-line parsing (see args.h). Options take their value
 * either as the next argument or after '=' (--size=1280x800). */
#include "args.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "languages.h"

void ui_args_usage(FILE *f)
{
    fputs("Usage: cartographers [OPTION]... [SAVE_FILE]\n"
          "Play Cartographers and Cartographers Heroes.\n"
          "A SAVE_FILE (.cartosave) is loaded at once; the game in progress is kept first.\n"
          "\n"
          "  --seed N           start a game with this seed (a whole number)\n"
          "  --side A|B|C|D     map side of that game (base: A or B, heroes: C or D)\n"
          "  --players N        players at one screen, 1 to 6 (1: solo)\n"
          "  --kind KIND        base, heroes or mixed\n"
          "  --seats LIST       who plays each seat: human, easy, medium or hard\n"
          "                     (computer players), e.g. human,hard; sets --players\n"
          "  --size WxH         initial window size, e.g. 1280x800\n"
          "  --screenshot FILE  draw one frame into FILE (PNG) and exit\n"
          "  --demo             show the art demonstration sheet\n"
          "  --no-animations    no sliding cards, growing coins or fading spaces\n"
          "  --autoplay N       (tests) let a bot make the first N moves\n"
#ifdef CARTO_DEVELOPER
          "  --fuzz-events N    (tests) feed the game N random mouse, key and window events\n"
          "  --fuzz-seed S      (tests) the seed of those events (default 1)\n"
#endif
          "  --first-frame      (benchmarks) show the first frame and quit\n"
          "  --lang LANG        language of the game instead of the system's:\n",
          f);
    fprintf(f, "                     %s\n", language_codes());
    fputs("  --help             show this help and exit\n"
          "  --version          show the version and exit\n",
          f);
}

static const char *const strength_words[UI_STRENGTHS] = {"easy", "medium", "hard"};

const char *ui_strength_word(int s) { return s >= 0 && s < UI_STRENGTHS ? strength_words[s] : "medium"; }

int ui_strength_index(const char *word)
{
    for (int s = 0; s < UI_STRENGTHS; s++)
        if (strcmp(word, strength_words[s]) == 0)
            return s;
    return -1;
}

bool ui_args_parse_seats(const char *list, bool computer[UI_MAX_SEATS], int strength[UI_MAX_SEATS], int *n,
                         char *err, size_t errsize)
{
    *n = 0;
    const char *p = list;
    while (*p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char word[16];
        if (*n >= UI_MAX_SEATS) {
            snprintf(err, errsize, "more than %d seats in '%s'", UI_MAX_SEATS, list);
            return false;
        }
        if (len == 0 || len >= sizeof word) {
            snprintf(err, errsize, "bad seat list '%s' (expected e.g. human,hard)", list);
            return false;
        }
        memcpy(word, p, len);
        word[len] = '\0';
        int s = ui_strength_index(word);
        if (strcmp(word, "human") != 0 && s < 0) {
            snprintf(err, errsize, "bad seat '%s' (expected human, easy, medium or hard)", word);
            return false;
        }
        computer[*n] = s >= 0;
        strength[*n] = s < 0 ? 1 : s;
        (*n)++;
        p = end ? end + 1 : p + len;
        if (end && !*p) {
            snprintf(err, errsize, "bad seat list '%s' (ends with a comma)", list);
            return false;
        }
    }
    if (*n == 0) {
        snprintf(err, errsize, "empty seat list");
        return false;
    }
    for (int i = 0; i < *n; i++)
        if (!computer[i])
            return true;
    snprintf(err, errsize, "bad seat list '%s' (at least one seat must be human)", list);
    return false;
}

static bool parse_size(const char *s, int *w, int *h)
{
    char *end;
    errno = 0;
    long a = strtol(s, &end, 10);
    if (errno || end == s || (*end != 'x' && *end != 'X'))
        return false;
    const char *t = end + 1;
    long b = strtol(t, &end, 10);
    if (errno || end == t || *end)
        return false;
    if (a < 1 || b < 1 || a > 16384 || b > 16384)
        return false;
    *w = (int)a;
    *h = (int)b;
    return true;
}

static bool parse_seed(const char *s, uint64_t *seed)
{
    char *end;
    if (!*s || *s == '-')
        return false;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return false;
    *seed = (uint64_t)v;
    return true;
}

/* The options only developer builds (meson -Ddeveloper=true) know: the
 * random-input test's. */
static bool developer_option(const char *name)
{
#ifdef CARTO_DEVELOPER
    return strcmp(name, "--fuzz-events") == 0 || strcmp(name, "--fuzz-seed") == 0;
#else
    (void)name;
    return false;
#endif
}

/* A word that is no option: the save file to open (one at most). */
static bool take_file(UiArgs *out, const char *arg, char *err, size_t errsize)
{
    if (out->open_file || !*arg) {
        snprintf(err, errsize, "unexpected argument '%s' (one save file at most)", arg);
        return false;
    }
    out->open_file = arg;
    return true;
}

bool ui_args_parse(int argc, char **argv, UiArgs *out, char *err, size_t errsize)
{
    memset(out, 0, sizeof *out);
    out->fuzz_seed = 1;
    out->side = -1;
    out->kind = -1;
    bool files_only = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (files_only || arg[0] != '-') {
            if (!take_file(out, arg, err, errsize))
                return false;
            continue;
        }
        char name[32];
        const char *value = NULL;
        const char *eq = strchr(arg, '=');
        if (strncmp(arg, "--", 2) == 0 && eq && (size_t)(eq - arg) < sizeof name) {
            memcpy(name, arg, (size_t)(eq - arg));
            name[eq - arg] = '\0';
            value = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", arg);
        }
        bool takes_value = strcmp(name, "--seed") == 0 || strcmp(name, "--size") == 0 ||
                           strcmp(name, "--screenshot") == 0 || strcmp(name, "--side") == 0 ||
                           strcmp(name, "--lang") == 0 || strcmp(name, "--players") == 0 ||
                           strcmp(name, "--kind") == 0 || strcmp(name, "--autoplay") == 0 ||
                           strcmp(name, "--seats") == 0 || developer_option(name);
        if (takes_value && !value) {
            if (i + 1 >= argc) {
                snprintf(err, errsize, "option '%s' needs a value", name);
                return false;
            }
            value = argv[++i];
        } else if (!takes_value && value) {
            snprintf(err, errsize, "option '%s' takes no value", name);
            return false;
        }

        if (strcmp(name, "--seed") == 0) {
            if (!parse_seed(value, &out->seed)) {
                snprintf(err, errsize, "bad seed '%s' (expected a whole number)", value);
                return false;
            }
            out->have_seed = true;
        } else if (strcmp(name, "--size") == 0) {
            if (!parse_size(value, &out->width, &out->height)) {
                snprintf(err, errsize, "bad size '%s' (expected WxH, e.g. 1280x800)", value);
                return false;
            }
        } else if (strcmp(name, "--screenshot") == 0) {
            if (!*value) {
                snprintf(err, errsize, "option '--screenshot' needs a file name");
                return false;
            }
            out->screenshot = value;
        } else if (strcmp(name, "--side") == 0) {
            char c = value[0];
            if (c >= 'a' && c <= 'd')
                c = (char)(c - 'a' + 'A');
            if (c < 'A' || c > 'D' || value[1]) {
                snprintf(err, errsize, "bad map side '%s' (expected A, B, C or D)", value);
                return false;
            }
            out->side = c - 'A';
        } else if (strcmp(name, "--players") == 0) {
            if (value[0] < '1' || value[0] > '6' || value[1]) {
                snprintf(err, errsize, "bad number of players '%s' (expected 1 to 6)", value);
                return false;
            }
            out->players = value[0] - '0';
        } else if (strcmp(name, "--kind") == 0) {
            GameKind kind;
            if (game_kind_parse(value, &kind))
                out->kind = (int)kind;
            else {
                snprintf(err, errsize, "bad kind '%s' (expected base, heroes or mixed)", value);
                return false;
            }
        } else if (developer_option(name) && strcmp(name, "--fuzz-events") == 0) {
            char *end;
            long n = strtol(value, &end, 10);
            if (*end || end == value || n < 1 || n > 100000000) {
                snprintf(err, errsize, "bad number of events '%s'", value);
                return false;
            }
            out->fuzz_events = n;
        } else if (developer_option(name) && strcmp(name, "--fuzz-seed") == 0) {
            if (!parse_seed(value, &out->fuzz_seed)) {
                snprintf(err, errsize, "bad seed '%s' (expected a whole number)", value);
                return false;
            }
        } else if (strcmp(name, "--autoplay") == 0) {
            char *end;
            long n = strtol(value, &end, 10);
            if (*end || end == value || n < 0 || n > 100000) {
                snprintf(err, errsize, "bad number of moves '%s'", value);
                return false;
            }
            out->autoplay = (int)n;
        } else if (strcmp(name, "--seats") == 0) {
            bool computer[UI_MAX_SEATS];
            int strength[UI_MAX_SEATS], n;
            if (!ui_args_parse_seats(value, computer, strength, &n, err, errsize))
                return false;
            out->seats = value;
        } else if (strcmp(name, "--lang") == 0) {
            if (strlen(value) > 16 || language_find(value) < 0) {
                snprintf(err, errsize, "the game has no language '%s' (it speaks %s)", value, language_codes());
                return false;
            }
            out->lang = value;
        } else if (strcmp(name, "--no-animations") == 0) {
            out->no_animations = true;
        } else if (strcmp(name, "--first-frame") == 0) {
            out->first_frame = true;
        } else if (strcmp(name, "--demo") == 0) {
            out->demo = true;
        } else if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
            out->help = true;
        } else if (strcmp(name, "--version") == 0) {
            out->version = true;
        } else if (strcmp(arg, "--") == 0) {
            files_only = true; /* what follows is a file, even "-x" */
        } else {
            snprintf(err, errsize, "unknown option '%s'", arg);
            return false;
        }
    }
    if (out->open_file && (out->have_seed || out->kind >= 0 || out->players > 0 || out->seats || out->side >= 0 ||
                           out->demo || out->autoplay > 0)) {
        snprintf(err, errsize, "a save file cannot go with the options of a new game (--seed, --kind, --players, "
                               "--seats, --side, --autoplay, --demo)");
        return false;
    }
    if (out->seats) {
        bool computer[UI_MAX_SEATS];
        int strength[UI_MAX_SEATS], n;
        ui_args_parse_seats(out->seats, computer, strength, &n, err, errsize);
        if (out->players == 0)
            out->players = n;
        if (out->players != n) {
            snprintf(err, errsize, "--seats names %d seats for %d players", n, out->players);
            return false;
        }
    }
    return true;
}
