/* test_ui_messages.c: every reason the engine gives for refusing a move the
 * table can form is one the UI translates (messages.c), and the
 * translation keeps the message's own details. Plays random games of
 * every kind and, at each decision, tries every shape, orientation, space
 * and terrain the table could offer. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "rng.h"
#include "messages.h"
#include "ui_test.h"

#define MAX_SEEN 64
static char seen[MAX_SEEN][160];
static int nseen;

static void note(const char *msg)
{
    for (int i = 0; i < nseen; i++)
        if (strcmp(seen[i], msg) == 0)
            return;
    if (nseen < MAX_SEEN)
        snprintf(seen[nseen++], sizeof seen[0], "%s", msg);
}

static void try_move(const Game *g, Move m)
{
    char err[160];
    if (!game_check_move(g, &m, err, sizeof err))
        note(err);
}

/* The moves the table can form for the pending decision. */
static void try_all(const Game *g)
{
    const Decision *d = &g->decision;
    const Card *card = card_get(d->card);
    Move m = {.card = (int8_t)d->card};
    for (int at = 0; at < BOARD_SPACES; at++) {
        m.at = (int8_t)at;
        if (d->kind == DECISION_DRAW || d->kind == DECISION_AMBUSH) {
            m.kind = MOVE_DRAW;
            for (int s = 0; s < card->nshapes; s++)
                for (int o = 0; o < ORIENTATIONS; o++)
                    for (int t = 0; t < CONTENT_COUNT; t++)
                        if (card->terrains & TERRAIN_BIT(t)) {
                            m.shape = (int8_t)s, m.orient = (int8_t)o, m.terrain = (int8_t)t;
                            try_move(g, m);
                        }
            m.kind = MOVE_SINGLE;
            m.shape = 0, m.orient = 0;
            for (int t = CONTENT_FOREST; t <= CONTENT_MONSTER; t++) {
                m.terrain = (int8_t)t;
                try_move(g, m);
            }
        } else if (d->kind == DECISION_HERO) {
            m.kind = MOVE_HERO;
            for (int o = 0; o < ORIENTATIONS; o++) {
                m.orient = (int8_t)o;
                try_move(g, m);
            }
        } else {
            m.kind = MOVE_DESTROY;
            try_move(g, m);
        }
    }
}

static const char *localedir; /* the build's catalogues (argv[1]) */

/* The messages in German. */
static void test_german(void **state)
{
    (void)state;
    char out[160];
    if (!localedir)
        skip();
    check(i18n_init("de", localedir), "the German catalogue loads");
    ui_engine_message("the shape would cover a filled space", out, sizeof out);
    check(strcmp(out, "the shape would cover a filled space") != 0 && strstr(out, "shape") == NULL,
       "German: an engine refusal is translated");
    printf("# %s\n", out);
    ui_engine_message("the solo ambush must cover its target space C7", out, sizeof out);
    check(strstr(out, "C7") != NULL && strstr(out, "target") == NULL, "German: the target space is kept in the message");
    printf("# %s\n", out);
    ui_session_message("The last move was made by Anna.", out, sizeof out);
    check(strstr(out, "Anna") != NULL && strstr(out, "was made") == NULL, "German: a session message with a name");
    printf("# %s\n", out);
    i18n_init("en", localedir);
}

/* The same in Hungarian, word for word as po/hu.po has them. */
static void test_hungarian(void **state)
{
    (void)state;
    char out[160];
    if (!localedir)
        skip();
    check(i18n_init("hu", localedir), "the Hungarian catalogue loads");
    ui_engine_message("the shape would cover a filled space", out, sizeof out);
    check(!strcmp(out, "a forma teli mezőt fedne le"), "Hungarian: an engine refusal is translated");
    ui_engine_message("the solo ambush must cover its target space C7", out, sizeof out);
    check(!strcmp(out, "a szóló rajtaütésnek le kell fednie a célmezőjét: C7"),
          "Hungarian: the target space is kept in the message");
    ui_session_message("The last move was made by Anna.", out, sizeof out);
    check(!strcmp(out, "Az utolsó lépést Anna tette."), "Hungarian: a session message with a name");
    i18n_init("en", localedir);
}

static void test_every_refusal_known(void **state)
{
    (void)state;
    static const GameKind kinds[] = {GAME_BASE, GAME_HEROES, GAME_MIXED};
    Rng rng;
    rng_seed(&rng, 7, 1);
    int decisions = 0;
    for (int k = 0; k < 3; k++)
        for (int players = 1; players <= 3; players += 2)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                GameSettings s;
                game_settings_init(&s, kinds[k], players, seed + (uint64_t)k * 100);
                Game g;
                char err[160];
                if (!game_init(&g, &s, err, sizeof err)) {
                    check(0, err);
                    continue;
                }
                static Move legal[MOVES_MAX];
                while (!game_over(&g)) {
                    if (decisions % 3 == 0) /* a third of the decisions: enough to meet every kind */
                        try_all(&g);
                    decisions++;
                    int n = game_legal_moves(&g, legal, MOVES_MAX);
                    if (n <= 0 || !game_apply(&g, &legal[rng_below(&rng, (uint32_t)(n < MOVES_MAX ? n : MOVES_MAX))],
                                              err, sizeof err)) {
                        check(0, "a random legal move applies");
                        break;
                    }
                }
            }
    printf("# %d decisions, %d different refusals\n", decisions, nseen);
    check(nseen >= 8, "the games met the engine's refusals (at least 8 different ones)");
    for (int i = 0; i < nseen; i++) {
        char what[300];
        snprintf(what, sizeof what, "known to the UI: \"%.150s\"", seen[i]);
        check(ui_engine_message_known(seen[i]), what);
    }
    char out[160];
    ui_engine_message("the solo ambush must cover its target space C7", out, sizeof out);
    check(strstr(out, "C7") != NULL, "the solo ambush's target space stays in the message");
    ui_engine_message("something new", out, sizeof out);
    check(strcmp(out, "something new") == 0, "an unknown message is shown as it is");
    char same[160] = "the shape would leave the map";
    ui_engine_message(same, same, sizeof same);
    check(strcmp(same, "the shape would leave the map") == 0, "in and out may be one buffer (no language: English)");
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_refusal_known),
        cmocka_unit_test(test_german),
        cmocka_unit_test(test_hungarian),
    };
    return cmocka_run_group_tests_name("ui_messages", tests, NULL, NULL);
}
