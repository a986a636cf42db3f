/* net_bots.c: computer players in a network game, deciding as in `play`
 * (net_bots.h). */
#include "net_bots.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void net_bots_init(NetBots *b, uint64_t seed)
{
    memset(b, 0, sizeof *b);
    for (int p = 0; p < MAX_PLAYERS; p++)
        rng_seed(&b->rng[p], seed, UINT64_C(100) + (uint64_t)p); /* as cmd_play.c seeds each seat's bot */
}

void net_bots_set(NetBots *b, int seat, BotKind kind)
{
    b->active[seat] = true;
    b->kind[seat] = kind;
}

/* The seat's decisions in the record and in its queue of the round. */
static int decisions_so_far(int seat, const NetMatch *m)
{
    int n = 0, moves = session_move_count(net_match_session(m));
    for (int i = 0; i < moves; i++)
        n += net_match_actor(m, i) == seat;
    const Move *q;
    return n + net_match_queue(m, seat, &q);
}

/* Replays the seat's decisions so far through its bot from a fresh stream,
 * so that the stream stands where `play`'s would (a program started again). */
static bool catch_up(NetBots *b, int seat, const NetMatch *m, char *err, size_t errsize)
{
    const Session *s = net_match_session(m);
    Game *g = malloc(sizeof *g);
    if (!g || !game_init(g, session_settings(s), err, errsize)) {
        free(g);
        return false;
    }
    rng_seed(&b->rng[seat], session_settings(s)->seed, UINT64_C(100) + (uint64_t)seat);
    int done = 0;
    Move mv;
    for (int i = 0; i < session_move_count(s); i++) {
        if (game_decision(g)->actor == seat) {
            bot_choose(b->kind[seat], g, &b->rng[seat], &mv);
            done++;
        }
        game_apply(g, session_move(s, i), err, errsize);
    }
    /* the round's moves queued before: on `play`'s view of each */
    *g = *net_match_game(m);
    int used[MAX_PLAYERS] = {0};
    uint32_t round = net_match_round(m);
    while (!game_over(g) && game_round(g) == round) {
        int a = game_decision(g)->actor;
        const Move *q;
        if (a < 0 || a >= MAX_PLAYERS || used[a] == net_match_queue(m, a, &q))
            break;
        if (a == seat) {
            bot_choose(b->kind[seat], g, &b->rng[seat], &mv);
            done++;
        }
        game_apply(g, &q[used[a]++], err, errsize);
    }
    free(g);
    b->decisions[seat] = done;
    return true;
}

bool net_bots_move(NetBots *b, int seat, const NetMatch *m, Move *out, char *err, size_t errsize)
{
    err[0] = '\0';
    if (seat < 0 || seat >= MAX_PLAYERS || !b->active[seat] || net_match_turn(m, seat) != NET_TURN_DECIDING)
        return false;
    uint32_t round = net_match_round(m);
    const Move *q;
    int k = net_match_queue(m, seat, &q);
    if (b->round[seat] == round && k < b->nmade[seat]) {
        *out = b->made[seat][k]; /* decided already: the host did not keep it */
        return true;
    }
    Game *view = malloc(sizeof *view);
    if (!view) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    if (!net_match_play_view(m, seat, view)) {
        free(view);
        return false;
    }
    if (b->decisions[seat] != decisions_so_far(seat, m) && !catch_up(b, seat, m, err, errsize)) {
        free(view);
        return false;
    }
    bool ok = bot_choose(b->kind[seat], view, &b->rng[seat], out);
    free(view);
    if (!ok) {
        snprintf(err, errsize, "bot %s found no move", bot_name(b->kind[seat]));
        return false;
    }
    b->decisions[seat]++;
    if (b->round[seat] != round) {
        b->round[seat] = round;
        b->nmade[seat] = 0;
    }
    if (b->nmade[seat] == k && k < NET_QUEUE_MAX)
        b->made[seat][b->nmade[seat]++] = *out;
    return true;
}
