/* test_net_host.c: the host's side for its owner (the app's Match), in one
 * process over loopback: a seat at the host's screen beside a remote one;
 * the remote player's move and take-back, the local seat's; a seat handed
 * to a computer and taken back by its player, the hand-over in the host's
 * record and in the client's copy; the events the owner gets; chat cleaned
 * and passed on; the client's view and mirror; the record sent again when
 * asked, at most once in 2 s. The time per card: the clocks the host and
 * the client show, a remote seat out of time drawn for by the host's
 * computer (everybody told: TIMED), its player's late move refused; an away seat's clock until its
 * hand-over; the time per card kept in the match file for a host started
 * again. A host resumed from its match file listens on the port it had
 * (the invite code its players hold names it), or, that port taken, on
 * another only when the caller allows any. A query from this computer's
 * own address gets the secret. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net_client.h"
#include "net_discover.h"
#include "net_host.h"
#include "net_sys.h"
#include "platform.h"

typedef struct Both {
    NetHost *h;
    NetClient *c;
    NetEvent hev[64], cev[64];
    int nh, nc;
} Both;

/* Serves both until `done` says so (or 10 s); keeps the events. */
static bool serve(Both *b, bool (*done)(Both *))
{
    unsigned long long start = platform_now_ms();
    while (platform_now_ms() - start < 10000) {
        net_host_poll(b->h, 5);
        net_client_poll(b->c, 5);
        NetEvent ev;
        while (net_host_event(b->h, &ev))
            if (b->nh < 64)
                b->hev[b->nh++] = ev;
        while (net_client_event(b->c, &ev))
            if (b->nc < 64)
                b->cev[b->nc++] = ev;
        if (done(b))
            return true;
    }
    return false;
}

static bool host_has(Both *b, NetEventKind k, int seat)
{
    for (int i = 0; i < b->nh; i++)
        if (b->hev[i].kind == k && (seat < -1 || b->hev[i].seat == seat))
            return true;
    return false;
}

static bool client_has(Both *b, NetEventKind k)
{
    for (int i = 0; i < b->nc; i++)
        if (b->cev[i].kind == k)
            return true;
    return false;
}

static bool joined(Both *b) { return host_has(b, NET_EV_JOINED, 1) && client_has(b, NET_EV_WELCOME); }
static bool started(Both *b) { return client_has(b, NET_EV_STARTED); }
static bool queued(Both *b) { return client_has(b, NET_EV_QUEUE); }
static bool applied(Both *b) { return client_has(b, NET_EV_APPLIED); }
static bool chatted(Both *b) { return client_has(b, NET_EV_CHAT) && host_has(b, NET_EV_CHAT, -2); }
static bool left(Both *b) { return host_has(b, NET_EV_LEFT, 1); }
static bool handed(Both *b) { return host_has(b, NET_EV_HANDED, 1); }
/* back, with the record's hand-over in the client's mirror */
static bool joined_and_told(Both *b)
{
    const NetMatch *cm = b->c ? net_client_match(b->c) : NULL;
    return joined(b) && cm && session_handed(net_match_session(cm), NULL) > 0;
}
static bool remote_queued(Both *b) { return host_has(b, NET_EV_QUEUE, 1); }
static bool refused(Both *b) { return client_has(b, NET_EV_REFUSED); }
static bool synced(Both *b) { return client_has(b, NET_EV_APPLIED) && client_has(b, NET_EV_REFUSED); }

static Move first_legal(const Game *g)
{
    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(g, moves, MOVES_MAX) > 0);
    return moves[0];
}

/* Serves the host alone (its client gone) until `done`, or 10 s. */
static bool serve_host(Both *b, bool (*done)(Both *))
{
    unsigned long long t0 = platform_now_ms();
    while (!done(b) && platform_now_ms() - t0 < 10000) {
        net_host_poll(b->h, 10);
        NetEvent ev;
        while (net_host_event(b->h, &ev))
            if (b->nh < 64)
                b->hev[b->nh++] = ev;
    }
    return done(b);
}

/* A host of two seats, Anna at its screen and a remote one, on any free
 * port of loopback. */
static void host_config(NetHostConfig *cfg)
{
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 2, 99);
    net_host_config_init(cfg, &s);
    cfg->port = 0;
    cfg->lan = cfg->upnp = false;
    cfg->advertise_ipv4 = 0x7f000001;
    cfg->kinds[0] = NET_SEAT_LOCAL;
    snprintf(cfg->names[0], sizeof cfg->names[0], "Anna");
    cfg->kinds[1] = NET_SEAT_REMOTE;
}

/* The host of cfg and a client named `name` that joined it. */
static void open_both(Both *b, const NetHostConfig *cfg, NetClientConfig *cc, const char *name)
{
    char err[300];
    memset(b, 0, sizeof *b);
    b->h = net_host_new(cfg, err, sizeof err);
    assert_non_null(b->h);
    memset(cc, 0, sizeof *cc);
    const NetInvite *inv = net_host_invite(b->h);
    cc->ipv4 = inv->ipv4;
    cc->port = inv->port;
    cc->secret = inv->secret;
    cc->seat = -1;
    snprintf(cc->name, sizeof cc->name, "%s", name);
    b->c = net_client_new(cc, err, sizeof err);
    assert_non_null(b->c);
    assert_true(serve(b, joined));
}

static void test_owner_side(void **state)
{
    (void)state;
    NetHostConfig cfg;
    host_config(&cfg);
    char err[300];
    Both b;
    NetClientConfig cc;
    open_both(&b, &cfg, &cc, "Ben\tthe\x01 second"); /* cleaned by the host */
    NetSeatInfo seat;
    net_host_seat(b.h, 1, &seat);
    assert_string_equal(seat.name, "Ben the  second"); /* each control character a space */
    assert_int_equal(seat.state, NET_SEAT_HERE);
    net_host_seat(b.h, 0, &seat);
    assert_int_equal(seat.kind, NET_SEAT_LOCAL);
    assert_true(net_host_all_here(b.h));
    assert_true(net_host_start(b.h, err, sizeof err));
    assert_true(serve(&b, started));

    /* the remote player draws on its own mirror's view and takes it back:
     * its own move, before the next card; nothing more to take back then */
    const NetMatch *m = net_host_match(b.h);
    Game view;
    const Move *q;
    assert_true(net_match_view(net_client_match(b.c), 1, &view));
    Move remote = first_legal(&view);
    b.nh = b.nc = 0;
    assert_true(net_client_move(b.c, &remote) != 0);
    assert_true(serve(&b, remote_queued));
    assert_int_equal(net_match_queue(m, 1, &q), 1);
    char sent[MOVE_TEXT_MAX], got[MOVE_TEXT_MAX];
    move_format(&remote, sent, sizeof sent);
    move_format(&q[0], got, sizeof got);
    assert_string_equal(got, sent);
    b.nh = b.nc = 0;
    assert_true(net_client_undo(b.c) != 0);
    assert_true(serve(&b, remote_queued));
    assert_int_equal(net_match_queue(m, 1, &q), 0);
    b.nh = b.nc = 0;
    uint32_t request = net_client_undo(b.c);
    assert_true(request != 0);
    assert_true(serve(&b, refused));
    for (int i = 0; i < b.nc; i++)
        if (b.cev[i].kind == NET_EV_REFUSED) {
            assert_int_equal(b.cev[i].code, NET_REFUSE_UNDO);
            assert_int_equal(b.cev[i].request, request);
        }
    assert_int_equal(session_move_count(net_match_session(m)), 0);

    /* the local seat draws, takes it back and draws again; a remote seat
     * is not the owner's to play */
    assert_true(net_match_view(m, 0, &view));
    Move mv = first_legal(&view);
    NetRefusal code;
    Refusal why;
    assert_false(net_host_play(b.h, 1, &mv, &code, &why));
    assert_int_equal(code, NET_REFUSE_SEAT);
    assert_true(net_host_play(b.h, 0, &mv, &code, &why));
    assert_true(net_host_undo(b.h, 0, &code));
    assert_false(net_host_undo(b.h, 0, &code));
    assert_int_equal(code, NET_REFUSE_UNDO);
    assert_true(net_host_play(b.h, 0, &mv, &code, &why));
    assert_true(serve(&b, queued));

    /* the remote player draws: the round is complete and applied; no time
     * per card, no clock */
    NetClock clock;
    net_host_clock(b.h, &clock);
    assert_int_equal(clock.card, -1);
    net_client_clock(b.c, &clock);
    assert_int_equal(clock.card, -1);
    assert_int_equal(clock.away[1], -1);
    assert_true(net_match_view(net_client_match(b.c), 1, &view));
    remote = first_legal(&view);
    assert_true(net_client_move(b.c, &remote) != 0);
    assert_true(serve(&b, applied));
    assert_int_equal(session_move_count(net_match_session(m)), 2);
    const NetMatch *cm = net_client_match(b.c);
    assert_true(game_state_hash(net_match_game(cm)) == game_state_hash(net_match_game(m)));

    /* the whole record asked for again (SYNC 0): sent, but not twice within
     * 2 s, the biggest answer there is */
    b.nc = 0;
    NetMsg sync;
    memset(&sync, 0, sizeof sync);
    sync.type = NET_MSG_SYNC;
    uint8_t bytes[64];
    size_t n = net_msg_encode(&sync, bytes, sizeof bytes);
    assert_true(n > 0);
    assert_true(net_client_send_bytes(b.c, bytes, n));
    assert_true(net_client_send_bytes(b.c, bytes, n));
    assert_true(serve(&b, synced));
    int resent = 0, rate = 0;
    for (int i = 0; i < b.nc; i++) {
        resent += b.cev[i].kind == NET_EV_APPLIED && b.cev[i].first == 0 && b.cev[i].count == 2;
        rate += b.cev[i].kind == NET_EV_REFUSED && b.cev[i].code == NET_REFUSE_RATE;
    }
    assert_int_equal(resent, 1);
    assert_int_equal(rate, 1);
    cm = net_client_match(b.c); /* a mirror built again from the record */
    assert_true(game_state_hash(net_match_game(cm)) == game_state_hash(net_match_game(m)));

    /* chat, cleaned, to everybody */
    b.nc = b.nh = 0;
    assert_true(net_client_chat(b.c, "hello\nall"));
    assert_true(serve(&b, chatted));
    for (int i = 0; i < b.nh; i++)
        if (b.hev[i].kind == NET_EV_CHAT)
            assert_string_equal(b.hev[i].text, "hello all");

    /* the remote player leaves: handed to a computer; the owner is asked to
     * play it; back again, the player plays it */
    net_client_close(b.c);
    b.c = NULL;
    NetEvent ev;
    /* its BYE says it leaves: the host sees the seat go at its first poll,
     * not when ENet's timeout gives the peer up (at least 5 s later) */
    unsigned long long gone_at = platform_now_ms();
    net_host_poll(b.h, 0);
    while (net_host_event(b.h, &ev))
        if (b.nh < 64)
            b.hev[b.nh++] = ev;
    printf("# the host saw the seat go %llu ms after the client closed\n", platform_now_ms() - gone_at);
    assert_true(left(&b));
    b.nh = 0;
    assert_true(net_host_hand(b.h, 1, "easy"));
    assert_false(net_host_hand(b.h, 1, "easy")); /* handed already */
    while (net_host_event(b.h, &ev))
        if (b.nh < 64)
            b.hev[b.nh++] = ev;
    assert_true(handed(&b));
    /* and no chat line: every computer words it from HANDED in its language */
    assert_false(host_has(&b, NET_EV_CHAT, -2));
    /* the record says so: seat 2, after the moves made, by an easy computer */
    const SessionHanded *hh;
    assert_int_equal(session_handed(net_match_session(m), &hh), 1);
    assert_int_equal(hh[0].seat, 1);
    assert_int_equal(hh[0].at, session_move_count(net_match_session(m)));
    assert_string_equal(hh[0].level, "easy");
    const char *level = NULL;
    assert_true(net_host_computer_turn(b.h, 1, &level));
    assert_string_equal(level, "easy");
    net_host_seat(b.h, 1, &seat);
    assert_int_equal(seat.state, NET_SEAT_HANDED);
    /* the owner plays it now: the seat is the owner's while handed */
    assert_true(net_match_view(m, 1, &view));
    mv = first_legal(&view);
    assert_true(net_host_play(b.h, 1, &mv, &code, &why));
    b.c = net_client_new(&cc, err, sizeof err); /* no token: back by its name */
    assert_non_null(b.c);
    b.nh = b.nc = 0;
    assert_true(serve(&b, joined_and_told));
    net_host_seat(b.h, 1, &seat);
    assert_int_equal(seat.state, NET_SEAT_HERE);
    /* the chat so far is told again, as lines said before it came back (not
     * news): the player's own line, and no line of the host's about the
     * hand-over (HANDED says it) */
    int told = 0, before_welcome = 0;
    bool welcomed = false;
    for (int i = 0; i < b.nc; i++) {
        welcomed = welcomed || b.cev[i].kind == NET_EV_WELCOME;
        if (b.cev[i].kind != NET_EV_CHAT)
            continue;
        assert_int_equal(b.cev[i].code, 1);
        told++;
        before_welcome += !welcomed;
        assert_string_equal(b.cev[i].text, "hello all");
    }
    assert_int_equal(told, 1);
    assert_int_equal(before_welcome, 0);
    /* and what is said now is news again */
    b.nc = b.nh = 0;
    assert_true(net_client_chat(b.c, "back"));
    assert_true(serve(&b, chatted));
    for (int i = 0; i < b.nc; i++)
        if (b.cev[i].kind == NET_EV_CHAT) {
            assert_string_equal(b.cev[i].text, "back");
            assert_int_equal(b.cev[i].code, 0);
        }
    /* the player back keeps the record's hand-over in its own copy */
    const SessionHanded *ch;
    assert_int_equal(session_handed(net_match_session(net_client_match(b.c)), &ch), 1);
    assert_int_equal(ch[0].seat, 1);
    assert_int_equal(ch[0].at, hh[0].at);
    assert_string_equal(ch[0].level, "easy");
    assert_false(net_host_computer_turn(b.h, 1, &level));
    net_client_close(b.c);
    net_host_close(b.h);
}

static bool timed(Both *b) { return host_has(b, NET_EV_TIMED, 1) && client_has(b, NET_EV_TIMED); }
static bool clocked(Both *b) { return client_has(b, NET_EV_CLOCK); }

static void test_time_per_card(void **state)
{
    (void)state;
    NetHostConfig cfg;
    host_config(&cfg);
    cfg.card_seconds = 2;
    cfg.away_seconds = 30;
    snprintf(cfg.away_level, sizeof cfg.away_level, "easy");
    char err[300];
    Both b;
    NetClientConfig cc;
    open_both(&b, &cfg, &cc, "Ben");
    /* in the lobby no clock runs */
    NetClock clock;
    net_host_clock(b.h, &clock);
    assert_int_equal(clock.card, -1);
    assert_true(net_host_start(b.h, err, sizeof err));
    assert_true(serve(&b, clocked));
    /* the round's clock, on both, counting down from 2 s */
    net_host_clock(b.h, &clock);
    assert_true(clock.card > 0 && clock.card <= 2000);
    assert_int_equal(clock.away[1], -1);
    net_client_clock(b.c, &clock);
    assert_true(clock.card > 0 && clock.card <= 2000);
    assert_int_equal(clock.away[0], -1);
    assert_int_equal(clock.away[1], -1);
    const char *level = NULL;
    assert_false(net_host_computer_turn(b.h, 1, &level)); /* its player has time */

    /* Anna draws at the host's screen; Ben does not: his time runs out,
     * both hear it, the owner's computer (the away level) draws for him */
    const NetMatch *m = net_host_match(b.h);
    Game view;
    NetRefusal code;
    Refusal why;
    assert_true(net_match_view(m, 0, &view));
    Move mv = first_legal(&view);
    assert_true(net_host_play(b.h, 0, &mv, &code, &why));
    b.nh = b.nc = 0;
    assert_true(serve(&b, timed));
    assert_false(net_host_computer_turn(b.h, 0, &level)); /* Anna's is done, and hers */
    assert_true(net_host_computer_turn(b.h, 1, &level));
    assert_string_equal(level, "easy");
    net_client_clock(b.c, &clock); /* counted from when the CLOCK came: late by the way */
    assert_true(clock.card >= 0 && clock.card < 500);
    /* Ben's move (and take-back) after his time ran out is refused, though
     * the computer has not drawn yet: everybody was told it draws */
    assert_true(net_match_view(net_client_match(b.c), 1, &view));
    Move late = first_legal(&view);
    b.nh = b.nc = 0;
    uint32_t request = net_client_move(b.c, &late);
    assert_true(request != 0);
    assert_true(serve(&b, refused));
    int refusals = 0;
    for (int i = 0; i < b.nc; i++)
        if (b.cev[i].kind == NET_EV_REFUSED) {
            assert_int_equal(b.cev[i].code, NET_REFUSE_TIMED);
            assert_int_equal(b.cev[i].request, request);
            refusals++;
        }
    assert_int_equal(refusals, 1);
    const Move *q;
    assert_int_equal(net_match_queue(m, 1, &q), 0);
    b.nh = b.nc = 0;
    request = net_client_undo(b.c);
    assert_true(serve(&b, refused));
    for (int i = 0; i < b.nc; i++)
        if (b.cev[i].kind == NET_EV_REFUSED)
            assert_int_equal(b.cev[i].code, NET_REFUSE_TIMED);
    assert_true(net_host_computer_turn(b.h, 1, &level)); /* still the computer's to draw */
    assert_true(net_match_view(m, 1, &view));
    mv = first_legal(&view);
    b.nh = b.nc = 0;
    assert_true(net_host_play(b.h, 1, &mv, &code, &why));
    assert_true(serve(&b, applied));
    assert_int_equal(session_move_count(net_match_session(m)), 2);
    assert_true(game_state_hash(net_match_game(net_client_match(b.c))) == game_state_hash(net_match_game(m)));
    /* a new round: the whole time again, no computer for Ben */
    assert_true(serve(&b, clocked));
    net_client_clock(b.c, &clock);
    assert_true(clock.card > 1000 && clock.card <= 2000);
    assert_false(net_host_computer_turn(b.h, 1, &level));

    /* Ben goes away: his seat's clock runs to the hand-over (30 s) */
    net_client_close(b.c);
    b.c = NULL;
    b.nh = 0;
    assert_true(serve_host(&b, left));
    net_host_clock(b.h, &clock);
    assert_true(clock.away[1] > 25000 && clock.away[1] <= 30000);
    assert_int_equal(clock.away[0], -1);
    /* handed at once: no clock any more */
    assert_true(net_host_hand(b.h, 1, "medium"));
    net_host_clock(b.h, &clock);
    assert_int_equal(clock.away[1], -1);
    net_host_close(b.h);
}

/* The time per card is the match's: kept in its file, a host started
 * again goes on with it whatever its own config says. */
static void test_time_kept(void **state)
{
    (void)state;
    NetHostConfig cfg;
    host_config(&cfg);
    cfg.kinds[1] = NET_SEAT_COMPUTER;
    snprintf(cfg.levels[1], sizeof cfg.levels[1], "easy");
    cfg.card_seconds = 45;
    snprintf(cfg.match_path, sizeof cfg.match_path, "%s/carto-test-time-%d.match",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)(platform_now_ms() % 100000));
    char err[300];
    NetHost *h = net_host_new(&cfg, err, sizeof err);
    assert_non_null(h);
    net_host_close(h);
    FILE *f = fopen(cfg.match_path, "r");
    assert_non_null(f);
    char text[4096];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_non_null(strstr(text, "\ncard-seconds 45\n"));
    cfg.card_seconds = 0;
    bool missing = true;
    h = net_host_resume(&cfg, &missing, err, sizeof err);
    assert_non_null(h);
    assert_true(net_host_start(h, err, sizeof err));
    NetClock clock;
    net_host_clock(h, &clock);
    assert_true(clock.card > 40000 && clock.card <= 45000);
    net_host_close(h);
    remove(cfg.match_path);
}

static void test_resumed_on_its_port(void **state)
{
    (void)state;
    NetHostConfig cfg;
    host_config(&cfg); /* any free port */
    snprintf(cfg.match_path, sizeof cfg.match_path, "%s/carto-test-port-%d.match",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)(platform_now_ms() % 100000));
    char err[300], code[NET_CODE_SIZE];
    NetHost *h = net_host_new(&cfg, err, sizeof err);
    assert_non_null(h);
    uint16_t port = net_host_port(h);
    snprintf(code, sizeof code, "%s", net_host_code(h));
    net_host_close(h); /* keeps the match */

    /* started again, asking for any port or for another one: the same port, the same code */
    bool missing = true;
    h = net_host_resume(&cfg, &missing, err, sizeof err);
    assert_non_null(h);
    assert_int_equal(net_host_port(h), port);
    assert_string_equal(net_host_code(h), code);
    net_host_close(h);
    NetHostConfig other = cfg;
    other.port = (uint16_t)(port == 65535 ? port - 1 : port + 1);
    h = net_host_resume(&other, &missing, err, sizeof err);
    assert_non_null(h);
    assert_int_equal(net_host_port(h), port);
    net_host_close(h);

    /* its port taken meanwhile: refused when the caller asked for a port,
     * any other when it allows any */
    NetHostConfig squatter = cfg;
    squatter.match_path[0] = '\0';
    squatter.port = port;
    NetHost *sq = net_host_new(&squatter, err, sizeof err);
    assert_non_null(sq);
    assert_null(net_host_resume(&other, &missing, err, sizeof err));
    assert_false(missing);
    h = net_host_resume(&cfg, &missing, err, sizeof err);
    assert_non_null(h);
    assert_int_not_equal(net_host_port(h), port);
    net_host_close(h);
    net_host_close(sq);
    remove(cfg.match_path);
}

/* A query from this computer's own address (a second copy here, whatever
 * that address is) is answered with the secret, as one from a private
 * address: the copy joins without the code. (On a computer without a
 * network its own address is 127.0.0.1, which is private anyway.) */
static void test_secret_to_own_address(void **state)
{
    (void)state;
    NetHostConfig cfg;
    host_config(&cfg);
    cfg.lan = true; /* answering queries (on the game's port here) */
    char err[300];
    NetHost *h = net_host_new(&cfg, err, sizeof err);
    assert_non_null(h);
    NetDiscover *d = net_discover_new(err, sizeof err);
    assert_non_null(d);
    uint32_t me = net_sys_local_ipv4();
    const NetFound *f = NULL;
    for (int i = 0; i < 40 && !f; i++) {
        if (i % 10 == 0)
            assert_true(net_discover_ask(d, me, net_host_port(h)));
        net_host_poll(h, 10);
        net_discover_poll(d, 10);
        f = net_discover_found(d, 0);
    }
    assert_non_null(f);
    assert_int_equal(f->port, net_host_port(h));
    assert_true(f->secret == net_host_invite(h)->secret);
    net_discover_free(d);
    net_host_close(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_owner_side),
        cmocka_unit_test(test_time_per_card),
        cmocka_unit_test(test_time_kept),
        cmocka_unit_test(test_resumed_on_its_port),
        cmocka_unit_test(test_secret_to_own_address),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
