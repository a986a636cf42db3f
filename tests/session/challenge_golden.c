/* challenge_golden.c: what the golden file of challenges holds
 * (challenge_golden.h). For each challenge: its name, code and settings as
 * `cartographers-cli challenge` prints them, the ambush and hero piles as
 * dealt (top first; the deck already holds the top card of each), and the
 * cards of each season in the order they are dealt, from the season's
 * first card to the deck's last, in a game played with the first legal
 * move at every decision. */
#include "challenge_golden.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge.h"
#include "challenge_code.h"
#include "record.h"
#include "strbuf.h"

/* Leap days, year and century ends, every weekday, ISO week 53, the rare
 * daily whose decrees are the ones its seed deals (2026-05-02), the first
 * and last of the years allowed. */
static const char *const names[] = {
    "daily:2026-11-23", "daily:2026-11-24", "daily:2026-11-25", "daily:2026-11-26", "daily:2026-11-27",
    "daily:2026-11-28", "daily:2026-11-29", "daily:2024-02-29", "daily:2000-02-29", "daily:2100-03-01",
    "daily:1999-12-31", "daily:2000-01-01", "daily:2099-12-31", "daily:2100-01-01", "daily:2020-12-31",
    "daily:2021-01-01", "daily:2021-01-03", "daily:2026-05-02", "daily:2027-01-01", "daily:2038-01-19",
    "daily:1000-01-01", "daily:9999-12-31", "daily:2030-06-15", "daily:2025-12-29", "weekly:2026-W48",
    "weekly:2026-W53",  "weekly:2027-W01",  "weekly:2020-W53",  "weekly:2021-W01",  "weekly:2015-W53",
    "weekly:2009-W53",  "weekly:2000-W01",  "weekly:1999-W52",  "weekly:2100-W01",  "weekly:1000-W01",
    "weekly:9999-W52",  "weekly:2024-W09",  "weekly:2030-W26",
};

static void add_cards(StrBuf *b, const char *key, const int8_t *cards, int n, bool top_first)
{
    strbuf_add(b, key);
    for (int i = 0; i < n; i++)
        strbuf_addf(b, " %s", card_get(cards[top_first ? n - 1 - i : i])->id);
    strbuf_add(b, "\n");
}

static bool add_challenge(StrBuf *b, const char *name)
{
    ChallengeId id;
    GameSettings s;
    char err[ERROR_MAX], code[CHALLENGE_CODE_SIZE];
    if (!challenge_id_parse(name, &id, err, sizeof err) || !challenge_settings(&id, &s) ||
        !challenge_code_format(&s, code, sizeof code)) {
        fprintf(stderr, "%s: %s\n", name, err);
        return false;
    }
    Game *g = malloc(sizeof *g);
    Move *moves = malloc(MOVES_MAX * sizeof *moves);
    if (!g || !moves || !game_init(g, &s, err, sizeof err)) {
        free(g);
        free(moves);
        return false;
    }
    Record rec;
    record_init(&rec, &s);
    char *header = record_format(&rec, g);
    record_free(&rec);
    strbuf_addf(b, "challenge %s\ncode %s\n", name, code);
    strbuf_add(b, header ? strchr(header, '\n') + 1 : "?\n");
    free(header);
    add_cards(b, "ambush-pile", g->ambush_pile, g->ambush_len, true);
    add_cards(b, "hero-pile", g->hero_pile, g->hero_len, true);
    int season = -1;
    bool ok = true;
    while (!game_over(g)) {
        if (g->season != season && g->season < SEASONS) {
            season = g->season;
            int8_t dealt[2 * MAX_CARDS];
            int n = 0;
            for (int i = 0; i < g->row_len; i++)
                dealt[n++] = g->row[i];
            for (int i = g->deck_len - 1; i >= 0; i--)
                dealt[n++] = g->deck[i];
            char key[32];
            snprintf(key, sizeof key, "season %d", season + 1);
            add_cards(b, key, dealt, n, false);
        }
        if (game_legal_moves(g, moves, MOVES_MAX) < 1 || !game_apply(g, &moves[0], err, sizeof err)) {
            fprintf(stderr, "%s: no move: %s\n", name, err);
            ok = false;
            break;
        }
    }
    if (ok) {
        char line[200];
        record_sheet_line(g, 0, line, sizeof line);
        strbuf_addf(b, "first-moves %s\n\n", line);
    }
    free(g);
    free(moves);
    return ok;
}

char *challenge_golden_text(void)
{
    StrBuf b = {0};
    strbuf_add(&b, "# The games of these challenges may never change. Written by\n"
                   "# tests/session/regen-challenges.sh; checked by test_challenge_golden.c.\n"
                   "# Piles top first; 'season N' lists the season's cards in dealing order;\n"
                   "# 'first-moves' is the score sheet when every decision takes the first legal move.\n\n");
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (!add_challenge(&b, names[i])) {
            strbuf_free(&b);
            return NULL;
        }
    }
    return strbuf_finish(&b, NULL);
}
