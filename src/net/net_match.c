/* net_match.c: the record and the round's queued moves of a network game
 * (net_match.h, docs/rules.md §10e). */
#include "net_match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct NetMatch {
    Session *s;
    int *actors; /* who made each move of the record */
    int nactors, cap;
    /* the round: for each sheet, whether it decides something and who
     * decides first, and its view before any queued move */
    uint32_t round;
    bool has[MAX_PLAYERS];
    int first_actor[MAX_PLAYERS];
    Game base[MAX_PLAYERS];
    Move queue[MAX_PLAYERS][NET_QUEUE_MAX];
    int nqueue[MAX_PLAYERS];
};

static void refresh_round(NetMatch *m)
{
    const Game *g = session_game(m->s);
    m->round = game_round(g);
    for (int t = 0; t < MAX_PLAYERS; t++) {
        m->has[t] = t < g->settings.players && game_round_view(g, t, &m->base[t]);
        m->first_actor[t] = m->has[t] ? m->base[t].decision.actor : -1;
    }
}

static bool push_actor(NetMatch *m, int actor)
{
    if (m->nactors == m->cap) {
        int cap = m->cap ? m->cap * 2 : 128;
        int *na = realloc(m->actors, sizeof *na * (size_t)cap);
        if (!na)
            return false;
        m->actors = na;
        m->cap = cap;
    }
    m->actors[m->nactors++] = actor;
    return true;
}

NetMatch *net_match_adopt(Session *s)
{
    NetMatch *m = calloc(1, sizeof *m);
    Game *g = malloc(sizeof *g);
    char err[ERROR_MAX];
    bool ok = m && g && game_init(g, session_settings(s), err, sizeof err);
    if (ok)
        m->s = s;
    /* who made each move: the decision's actor when it was made */
    for (int i = 0; ok && i < session_move_count(s); i++)
        ok = push_actor(m, game_decision(g)->actor) && game_apply(g, session_move(s, i), err, sizeof err);
    free(g);
    if (!ok) {
        if (m)
            free(m->actors);
        free(m);
        return NULL;
    }
    refresh_round(m);
    return m;
}

NetMatch *net_match_new(const GameSettings *settings, const Seat *seats, char *err, size_t errsize)
{
    Session *s = session_new(settings, seats, err, errsize);
    if (!s)
        return NULL;
    NetMatch *m = net_match_adopt(s);
    if (!m) {
        session_free(s);
        snprintf(err, errsize, "out of memory");
    }
    return m;
}

void net_match_free(NetMatch *m)
{
    if (!m)
        return;
    session_free(m->s);
    free(m->actors);
    free(m);
}

const Session *net_match_session(const NetMatch *m) { return m->s; }
Session *net_match_session_seats(NetMatch *m) { return m->s; }
const Game *net_match_game(const NetMatch *m) { return session_game(m->s); }
int net_match_players(const NetMatch *m) { return session_settings(m->s)->players; }
uint32_t net_match_round(const NetMatch *m) { return m->round; }

int net_match_actor(const NetMatch *m, int index)
{
    return index >= 0 && index < m->nactors ? m->actors[index] : -1;
}

static bool seat_ok(const NetMatch *m, int seat) { return seat >= 0 && seat < net_match_players(m); }

/* Whether g still waits for `seat`'s decision on sheet t in this round. */
static bool on_sheet(const Game *g, int t, int seat, uint32_t round)
{
    return !game_over(g) && game_round(g) == round && g->decision.sheet == t && g->decision.actor == seat;
}

/* Runs `n` queued moves of the seat over the sheets it decides on, in seat
 * order; *out is the view where they end. Returns what the seat still has
 * to do; *bad (may be NULL) is set when a move does not fit its view. */
static NetTurn walk(const NetMatch *m, int seat, const Move *queue, int n, Game *out, bool *bad)
{
    int k = 0;
    bool any = false;
    if (bad)
        *bad = false;
    for (int t = 0; t < net_match_players(m); t++) {
        if (!m->has[t] || m->first_actor[t] != seat)
            continue;
        any = true;
        *out = m->base[t];
        while (on_sheet(out, t, seat, m->round)) {
            if (k == n)
                return NET_TURN_DECIDING;
            Refusal why;
            if (!game_apply_why(out, &queue[k++], &why)) {
                if (bad)
                    *bad = true;
                return NET_TURN_DECIDING;
            }
        }
    }
    if (bad && k != n)
        *bad = true; /* moves left over after the seat's last decision */
    return any ? NET_TURN_DONE : NET_TURN_NONE;
}

NetTurn net_match_turn(const NetMatch *m, int seat)
{
    if (!seat_ok(m, seat) || game_over(net_match_game(m)))
        return NET_TURN_NONE;
    Game *view = malloc(sizeof *view);
    if (!view)
        return NET_TURN_NONE;
    NetTurn t = walk(m, seat, m->queue[seat], m->nqueue[seat], view, NULL);
    free(view);
    return t;
}

int net_match_queue(const NetMatch *m, int seat, const Move **moves)
{
    if (!seat_ok(m, seat)) {
        *moves = NULL;
        return 0;
    }
    *moves = m->queue[seat];
    return m->nqueue[seat];
}

bool net_match_view(const NetMatch *m, int seat, Game *out)
{
    if (!seat_ok(m, seat) || game_over(net_match_game(m)))
        return false;
    return walk(m, seat, m->queue[seat], m->nqueue[seat], out, NULL) != NET_TURN_NONE;
}

bool net_match_play_view(const NetMatch *m, int seat, Game *out)
{
    if (!seat_ok(m, seat))
        return false;
    int used[MAX_PLAYERS] = {0};
    *out = *net_match_game(m);
    while (!game_over(out) && game_round(out) == m->round) {
        int a = out->decision.actor;
        if (a == seat && used[seat] == m->nqueue[seat])
            return true;
        if (!seat_ok(m, a) || used[a] == m->nqueue[a])
            return false; /* a seat before it has not decided */
        Refusal why;
        if (!game_apply_why(out, &m->queue[a][used[a]++], &why))
            return false;
    }
    return false;
}

bool net_match_submit(NetMatch *m, int seat, const Move *move, NetRefusal *code, Refusal *why)
{
    why->code = REFUSE_NONE;
    why->arg[0] = why->arg[1] = 0;
    *code = NET_REFUSE_NONE;
    if (game_over(net_match_game(m))) {
        *code = NET_REFUSE_OVER;
        return false;
    }
    if (!seat_ok(m, seat)) {
        *code = NET_REFUSE_SEAT;
        return false;
    }
    Game *view = malloc(sizeof *view);
    if (!view) {
        *code = NET_REFUSE_TURN;
        return false;
    }
    NetTurn t = walk(m, seat, m->queue[seat], m->nqueue[seat], view, NULL);
    bool ok = false;
    if (t != NET_TURN_DECIDING || m->nqueue[seat] == NET_QUEUE_MAX)
        *code = NET_REFUSE_TURN;
    else if (!game_check_move_why(view, move, why))
        *code = NET_REFUSE_ILLEGAL;
    else
        ok = true;
    free(view);
    if (ok)
        m->queue[seat][m->nqueue[seat]++] = *move;
    return ok;
}

bool net_match_take_back(NetMatch *m, int seat, NetRefusal *code)
{
    *code = NET_REFUSE_NONE;
    if (game_over(net_match_game(m)))
        *code = NET_REFUSE_OVER;
    else if (!seat_ok(m, seat))
        *code = NET_REFUSE_SEAT;
    else if (m->nqueue[seat] == 0)
        *code = NET_REFUSE_UNDO;
    else
        m->nqueue[seat]--;
    return *code == NET_REFUSE_NONE;
}

bool net_match_round_complete(const NetMatch *m)
{
    if (game_over(net_match_game(m)))
        return false;
    for (int seat = 0; seat < net_match_players(m); seat++)
        if (net_match_turn(m, seat) == NET_TURN_DECIDING)
            return false;
    return true;
}

/* Plays the round's queued moves in seat order on a copy of the record's
 * game: true when they complete the round. */
static bool round_plays(const NetMatch *m, char *err, size_t errsize)
{
    Game *g = malloc(sizeof *g);
    if (!g) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    *g = *net_match_game(m);
    int used[MAX_PLAYERS] = {0};
    bool ok = true;
    while (ok && !game_over(g) && game_round(g) == m->round) {
        int a = g->decision.actor;
        if (!seat_ok(m, a) || used[a] == m->nqueue[a]) {
            snprintf(err, errsize, "player %d has no move queued for the decision in turn", a + 1);
            ok = false;
        } else {
            ok = game_apply(g, &m->queue[a][used[a]++], err, errsize);
        }
    }
    for (int a = 0; ok && a < net_match_players(m); a++)
        if (used[a] != m->nqueue[a]) {
            snprintf(err, errsize, "player %d has moves queued that the round does not ask for", a + 1);
            ok = false;
        }
    free(g);
    return ok;
}

int net_match_apply_round(NetMatch *m, char *err, size_t errsize)
{
    if (!net_match_round_complete(m)) {
        snprintf(err, errsize, "the round is not complete");
        return -1;
    }
    /* first on a copy, so that the record takes the whole round or nothing */
    if (!round_plays(m, err, errsize))
        return -1;
    int used[MAX_PLAYERS] = {0}, applied = 0;
    const Game *g = session_game(m->s);
    while (!game_over(g) && game_round(g) == m->round) {
        int a = g->decision.actor;
        if (!session_apply(m->s, &m->queue[a][used[a]], err, errsize) || !push_actor(m, a)) {
            refresh_round(m); /* out of memory: the record keeps what it took */
            return -1;
        }
        used[a]++;
        applied++;
    }
    memset(m->nqueue, 0, sizeof m->nqueue);
    refresh_round(m);
    return applied;
}

bool net_match_append(NetMatch *m, const Move *move, char *err, size_t errsize)
{
    int actor = game_decision(session_game(m->s))->actor;
    if (!session_apply(m->s, move, err, errsize))
        return false;
    if (!push_actor(m, actor)) {
        snprintf(err, errsize, "out of memory");
        return false;
    }
    memset(m->nqueue, 0, sizeof m->nqueue);
    refresh_round(m);
    return true;
}

bool net_match_set_queue(NetMatch *m, uint32_t round, int seat, const Move *moves, int n)
{
    if (round != m->round || !seat_ok(m, seat) || n < 0 || n > NET_QUEUE_MAX)
        return false;
    Game *view = malloc(sizeof *view);
    bool bad = true;
    if (view)
        walk(m, seat, moves, n, view, &bad);
    free(view);
    if (bad)
        return false;
    memcpy(m->queue[seat], moves, sizeof *moves * (size_t)n);
    m->nqueue[seat] = n;
    return true;
}

void net_match_clear_queues(NetMatch *m) { memset(m->nqueue, 0, sizeof m->nqueue); }
