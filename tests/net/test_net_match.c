/* test_net_match.c: the round's referee (src/net/net_match.h) without a
 * network. Whole games of computer players, base, Heroes and mixed, 1-6
 * players, every level (hard with a small budget): in each round the seats
 * decide in a random order, each on `play`'s view as soon as it exists, and
 * the record comes out move for move the same as the same bots playing in
 * turn, as `cartographers-cli play` does. A client's mirror follows the
 * host (the record move by move, every queue as a whole) with equal state
 * hashes. Seats taking a move back and making another; refusals for a seat
 * that is done, a move the rules refuse, a card of another round, a take-back
 * with nothing queued; a client's queue the rules refuse is not taken. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bot.h"
#include "net_match.h"
#include "../sanitized.h"

static BotHardParams small_budget(void)
{
    BotHardParams p;
    bot_hard_params_default(&p);
    p.candidates = 4;
    p.rollouts = 2;
    p.horizon = 2;
    p.sample = 40;
    return p;
}

static bool decide(BotKind kind, const Game *g, Rng *rng, Move *out)
{
    BotHardParams p = small_budget();
    BotChoice c;
    if (!bot_think(kind, &p, g, rng, &c))
        return false;
    *out = c.move;
    return true;
}

/* The game played in turn, the way `play` plays it. */
static Move *play_in_turn(const GameSettings *s, const BotKind *bots, int *n)
{
    Game *g = malloc(sizeof *g);
    Move *moves = malloc(sizeof *moves * 4000);
    char err[ERROR_MAX];
    assert_true(g && moves && game_init(g, s, err, sizeof err));
    Rng rng[MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        rng_seed(&rng[p], s->seed, UINT64_C(100) + (uint64_t)p);
    *n = 0;
    while (!game_over(g)) {
        int a = game_decision(g)->actor;
        assert_true(decide(bots[a], g, &rng[a], &moves[*n]));
        assert_true(game_apply(g, &moves[*n], err, sizeof err));
        (*n)++;
    }
    free(g);
    return moves;
}

/* The client's mirror takes the seat's queue as the host has it. */
static void mirror_queue(NetMatch *client, const NetMatch *host, int seat)
{
    const Move *q;
    int n = net_match_queue(host, seat, &q);
    assert_true(net_match_set_queue(client, net_match_round(host), seat, q, n));
}

typedef struct Tally {
    int rounds, takebacks, two_moves, waits;
} Tally;

/* The same game at once: in each round a random deciding seat whose `play`
 * view exists decides, until the round is complete; some seats take their
 * move back first and make another (an easy bot's choice, not theirs). */
static void play_at_once(const GameSettings *s, const BotKind *bots, const Move *want, int nwant, Rng *chaos,
                         Tally *tally)
{
    Seat seats[MAX_PLAYERS];
    for (int p = 0; p < s->players; p++)
        session_seat_init(&seats[p], p, SEAT_COMPUTER, bot_name(bots[p]), NULL);
    char err[ERROR_MAX];
    NetMatch *host = net_match_new(s, seats, err, sizeof err);
    NetMatch *client = net_match_new(s, seats, err, sizeof err);
    assert_non_null(host);
    assert_non_null(client);
    Rng rng[MAX_PLAYERS], noise;
    rng_seed(&noise, s->seed, 999);
    for (int p = 0; p < s->players; p++)
        rng_seed(&rng[p], s->seed, UINT64_C(100) + (uint64_t)p);
    Game *view = malloc(sizeof *view);
    assert_non_null(view);
    while (!game_over(net_match_game(host))) {
        tally->rounds++;
        while (!net_match_round_complete(host)) {
            int ready[MAX_PLAYERS], nready = 0;
            for (int p = 0; p < s->players; p++) {
                if (net_match_turn(host, p) != NET_TURN_DECIDING)
                    continue;
                if (net_match_play_view(host, p, view))
                    ready[nready++] = p;
                else
                    tally->waits++;
                /* every deciding seat has its own view at once */
                assert_true(net_match_view(host, p, view));
                assert_int_equal(view->decision.actor, p);
            }
            assert_true(nready > 0);
            int p = ready[rng_below(chaos, (uint32_t)nready)];
            assert_true(net_match_play_view(host, p, view));
            NetRefusal code;
            Refusal why;
            Move m;
            if (rng_below(chaos, 8) == 0) {
                /* a move made and taken back: nothing of it stays */
                Game own;
                assert_true(net_match_view(host, p, &own));
                assert_true(decide(BOT_RANDOM, &own, &noise, &m));
                assert_true(net_match_submit(host, p, &m, &code, &why));
                mirror_queue(client, host, p);
                assert_true(net_match_take_back(host, p, &code));
                mirror_queue(client, host, p);
                tally->takebacks++;
            }
            assert_true(decide(bots[p], view, &rng[p], &m));
            if (!net_match_submit(host, p, &m, &code, &why))
                fail_msg("seed %llu: seat %d's move refused: %d/%d", (unsigned long long)s->seed, p, code, why.code);
            mirror_queue(client, host, p);
            /* the mirror sees the seat where the host does */
            Game a, b;
            bool va = net_match_view(host, p, &a), vb = net_match_view(client, p, &b);
            assert_int_equal(va, vb);
            if (va)
                assert_true(game_state_hash(&a) == game_state_hash(&b));
        }
        for (int p = 0; p < s->players; p++) {
            const Move *q;
            tally->two_moves += net_match_queue(host, p, &q) > 1;
        }
        int first = session_move_count(net_match_session(host));
        int applied = net_match_apply_round(host, err, sizeof err);
        if (applied <= 0)
            fail_msg("seed %llu: the round was not applied: %s", (unsigned long long)s->seed, err);
        for (int i = first; i < first + applied; i++) {
            assert_true(net_match_append(client, session_move(net_match_session(host), i), err, sizeof err));
            assert_int_equal(net_match_actor(client, i), net_match_actor(host, i));
        }
        assert_true(game_state_hash(net_match_game(client)) == game_state_hash(net_match_game(host)));
    }
    const Session *rec = net_match_session(host);
    assert_int_equal(session_move_count(rec), nwant);
    for (int i = 0; i < nwant; i++) {
        char got_text[MOVE_TEXT_MAX], want_text[MOVE_TEXT_MAX]; /* not memcmp: a Move has padding */
        move_format(session_move(rec, i), got_text, sizeof got_text);
        move_format(&want[i], want_text, sizeof want_text);
        if (strcmp(got_text, want_text) != 0)
            fail_msg("seed %llu: move %d is '%s', play's '%s'", (unsigned long long)s->seed, i + 1, got_text,
                     want_text);
    }
    free(view);
    net_match_free(host);
    net_match_free(client);
}

static void test_same_game_as_play(void **state)
{
    (void)state;
    Rng r, chaos;
    rng_seed(&r, 18, 18);
    rng_seed(&chaos, 5, 5);
    Tally tally = {0, 0, 0, 0};
    int games = SANITIZED ? 10 : 36;
    for (int i = 0; i < games; i++) {
        GameSettings s;
        GameKind kind = (GameKind)(i % 3);
        int players = 1 + i % MAX_PLAYERS;
        game_settings_init(&s, kind, players, 500 + (uint64_t)i);
        if (kind == GAME_MIXED) {
            s.side = (MapSide)(i % 4);
            s.explore_set = i % 2 ? SET_HEROES : SET_BASE;
            s.solo_ambush_rule = players > 1 && i % 5 == 0;
        }
        BotKind bots[MAX_PLAYERS];
        for (int p = 0; p < MAX_PLAYERS; p++)
            bots[p] = (BotKind)((i + p) % BOT_KIND_COUNT);
        int n;
        Move *want = play_in_turn(&s, bots, &n);
        play_at_once(&s, bots, want, n, &chaos, &tally);
        free(want);
    }
    /* the games met what makes rounds interesting */
    assert_true(tally.takebacks > 20);
    assert_true(tally.waits > 20);
    assert_true(tally.two_moves > 0);
}

static Move move_of(const char *text)
{
    Move m;
    char err[ERROR_MAX];
    if (!move_parse(text, &m, err, sizeof err))
        fail_msg("%s: %s", text, err);
    return m;
}

static void test_refusals(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 42);
    char err[ERROR_MAX];
    NetMatch *m = net_match_new(&s, NULL, err, sizeof err);
    assert_non_null(m);
    Game view;
    assert_true(net_match_view(m, 2, &view));
    Move legal[MOVES_MAX];
    assert_true(game_legal_moves(&view, legal, MOVES_MAX) > 1);
    NetRefusal code;
    Refusal why;
    /* seat 3 first: at once, before seats 1 and 2 */
    assert_true(net_match_submit(m, 2, &legal[0], &code, &why));
    assert_int_equal(net_match_turn(m, 2), NET_TURN_DONE);
    assert_false(net_match_submit(m, 2, &legal[1], &code, &why));
    assert_int_equal(code, NET_REFUSE_TURN);
    /* `play`'s view for seat 3 waits for seats 1 and 2 */
    assert_false(net_match_play_view(m, 2, &view));
    assert_true(net_match_play_view(m, 0, &view));
    /* a move of another card, a 1x1 where a shape fits, a seat that is not there */
    char text[MOVE_TEXT_MAX];
    move_format(&legal[0], text, sizeof text);
    Move other = legal[0];
    other.card = (int8_t)(other.card == 0 ? 1 : 0);
    assert_false(net_match_submit(m, 1, &other, &code, &why));
    assert_int_equal(code, NET_REFUSE_ILLEGAL);
    assert_int_equal(why.code, REFUSE_OTHER_CARD);
    Move mountain = legal[0];
    mountain.kind = MOVE_SINGLE;
    assert_false(net_match_submit(m, 1, &mountain, &code, &why));
    assert_int_equal(code, NET_REFUSE_ILLEGAL);
    assert_false(net_match_submit(m, 7, &legal[0], &code, &why));
    assert_int_equal(code, NET_REFUSE_SEAT);
    /* take-backs */
    assert_false(net_match_take_back(m, 1, &code));
    assert_int_equal(code, NET_REFUSE_UNDO);
    assert_true(net_match_take_back(m, 2, &code));
    assert_int_equal(net_match_turn(m, 2), NET_TURN_DECIDING);
    assert_true(net_match_submit(m, 2, &legal[1], &code, &why));
    /* a client's queue that the rules refuse is not taken */
    NetMatch *c = net_match_new(&s, NULL, err, sizeof err);
    Move bad[2] = {legal[1], legal[1]};
    assert_false(net_match_set_queue(c, net_match_round(m), 2, bad, 2));
    assert_false(net_match_set_queue(c, net_match_round(m) + 1, 2, bad, 1));
    Move wrong = move_of("single card=great_river at=A1 terrain=forest");
    assert_false(net_match_set_queue(c, net_match_round(m), 2, &wrong, 1));
    assert_true(net_match_set_queue(c, net_match_round(m), 2, bad, 1));
    /* the round is complete once seats 1 and 2 have drawn too */
    assert_false(net_match_round_complete(m));
    assert_int_equal(net_match_apply_round(m, err, sizeof err), -1);
    for (int p = 0; p < 2; p++) {
        assert_true(net_match_view(m, p, &view));
        assert_true(game_legal_moves(&view, legal, MOVES_MAX) > 0);
        assert_true(net_match_submit(m, p, &legal[0], &code, &why));
    }
    uint32_t round = net_match_round(m);
    assert_true(net_match_round_complete(m));
    assert_int_equal(net_match_apply_round(m, err, sizeof err), 3);
    assert_true(net_match_round(m) > round);
    assert_int_equal(net_match_actor(m, 0), 0);
    assert_int_equal(net_match_actor(m, 2), 2);
    for (int p = 0; p < 3; p++) {
        const Move *q;
        assert_int_equal(net_match_queue(m, p, &q), 0);
        assert_int_equal(net_match_turn(m, p), NET_TURN_DECIDING);
    }
    net_match_free(m);
    net_match_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_same_game_as_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
