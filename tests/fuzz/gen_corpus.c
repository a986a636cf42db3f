/* gen_corpus.c: writes the fuzz corpus of real saves into a directory:
 * base, Heroes and mixed games, solo and multiplayer, in progress and
 * finished, with titles, computer seats and hand-over floors, a challenge's
 * game, a solo game with hints and a take-back (save version 3), plus a few
 * single move lines. Moves are random legal moves from
 * fixed seeds, so the corpus is the same on every machine.
 * Usage: gen_corpus DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "save.h"
#include "session.h"

static Move legal[MOVES_MAX];

static void play(Session *s, int moves, uint64_t seed)
{
    Rng r;
    rng_seed(&r, seed, 11);
    for (int i = 0; (moves < 0 || i < moves) && !game_over(session_game(s)); i++) {
        int n = game_legal_moves(session_game(s), legal, MOVES_MAX);
        if (n > MOVES_MAX)
            n = MOVES_MAX;
        char err[SESSION_MESSAGE_MAX];
        if (n <= 0 || !session_apply(s, &legal[rng_below(&r, (uint32_t)n)], err, sizeof err)) {
            fprintf(stderr, "gen_corpus: no legal move\n");
            exit(1);
        }
    }
}

static void write_text(const char *dir, const char *name, const char *text)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        perror(path);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_corpus DIR\n");
        return 2;
    }
    struct {
        const char *name;
        GameKind kind;
        int players;
        int moves;
    } games[] = {
        {"base-solo-start", GAME_BASE, 1, 3},      {"base-solo-mid", GAME_BASE, 1, 14},
        {"base-solo-end", GAME_BASE, 1, -1},       {"heroes-solo-mid", GAME_HEROES, 1, 20},
        {"heroes-solo-end", GAME_HEROES, 1, -1},   {"mixed-solo-end", GAME_MIXED, 1, -1},
        {"base-2p-mid", GAME_BASE, 2, 25},         {"heroes-3p-end", GAME_HEROES, 3, -1},
        {"mixed-4p-mid", GAME_MIXED, 4, 40},       {"heroes-6p-mid", GAME_HEROES, 6, 30},
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        GameSettings gs;
        game_settings_init(&gs, games[i].kind, games[i].players, 1000 + i);
        if (games[i].kind == GAME_MIXED) {
            gs.side = MAP_SIDE_D;
            gs.season_set = SET_HEROES;
        }
        if (i == 9)
            gs.solo_ambush_rule = true;
        Seat seats[MAX_PLAYERS];
        for (int p = 0; p < games[i].players; p++)
            session_seat_init(&seats[p], p, p % 2 ? SEAT_COMPUTER : SEAT_HUMAN, p % 4 == 1 ? "greedy" : "random",
                              p == 0 ? "Anna Müller" : NULL);
        char err[SESSION_MESSAGE_MAX];
        Session *s = session_new(&gs, seats, err, sizeof err);
        if (!s) {
            fprintf(stderr, "gen_corpus: %s\n", err);
            return 1;
        }
        if (i % 3 == 0)
            session_set_title(s, "Sunday game", err, sizeof err);
        play(s, games[i].moves < 0 ? -1 : games[i].moves / 2, i);
        if (games[i].players > 1)
            session_mark_handover(s);
        if (games[i].moves >= 0)
            play(s, games[i].moves - games[i].moves / 2, i + 100);
        else
            play(s, -1, i + 100);
        char *text = save_format(s);
        char name[64];
        snprintf(name, sizeof name, "%s%s", games[i].name, SAVE_EXT);
        write_text(argv[1], name, text);
        free(text);
        session_free(s);
    }
    /* a challenge's game, tagged (save version 2) */
    ChallengeTag tag = {{CHALLENGE_DAILY, 2026, 11, 29, 0}, 2};
    GameSettings cs;
    char err[SESSION_MESSAGE_MAX];
    Session *cg = NULL;
    if (!challenge_settings(&tag.id, &cs) || !(cg = session_new(&cs, NULL, err, sizeof err)) ||
        !session_set_challenge(cg, &tag, err, sizeof err)) {
        fprintf(stderr, "gen_corpus: the challenge's game\n");
        return 1;
    }
    play(cg, 12, 200);
    char *ctext = save_format(cg);
    write_text(argv[1], "challenge-solo-mid" SAVE_EXT, ctext);
    free(ctext);
    session_free(cg);
    /* a solo game with both marks: hints and a take-back (save version 3) */
    GameSettings ms;
    game_settings_init(&ms, GAME_BASE, 1, 1300);
    Session *mg = session_new(&ms, NULL, err, sizeof err);
    if (!mg) {
        fprintf(stderr, "gen_corpus: the marked game: %s\n", err);
        return 1;
    }
    play(mg, 10, 300);
    session_note_hint(mg);
    if (!session_take_back(mg, 0, err, sizeof err)) {
        fprintf(stderr, "gen_corpus: the take-back: %s\n", err);
        return 1;
    }
    char *mtext = save_format(mg);
    write_text(argv[1], "marks-solo-mid" SAVE_EXT, mtext);
    free(mtext);
    session_free(mg);
    write_text(argv[1], "move-draw", "draw card=great_river shape=2 orient=5 at=D4 terrain=water\n");
    write_text(argv[1], "move-single", "single card=orchard at=B2 terrain=forest\n");
    write_text(argv[1], "move-hero", "hero card=freyla_the_true orient=1 at=E5\n");
    write_text(argv[1], "move-destroy", "destroy card=gorgon_gaze at=C3\n");
    return 0;
}
