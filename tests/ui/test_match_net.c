/* test_match_net.c: a network game behind the Match (core/match_net.c),
 * without a window: two apps' Matches in one process over loopback, the
 * host's with its player, a computer seat and a seat for the joining app's
 * player. Both play a whole game at once through match_apply, each seeing
 * only its own view; the events carry the others' moves one by one with
 * the game after each (a neighbour's monster arrives on the map it was
 * drawn on), this seat's moves once, a take-back as MATCH_UNDONE; at the
 * end both records are the same game and it is kept among the past games
 * on both computers. The names the host makes up for seats nobody named
 * travel in English and each computer shows them in its own language.
 * Two people at the host's screen: the one who just drew may take it back
 * from the hand-over box until the next one moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "match.h"
#include "match_net.h"
#include "net_start.h"
#include "past_games.h"
#include "platform.h"
#include "ui_test.h"

typedef struct App {
    char dir[64];
    Profile profile;
    Match *match;
    int seat;
    int own_moved, others_moved, monsters_here, undone, finished, installed, changed;
    int seasons_told; /* events that scored a season */
    int warnings;
    char warning[sizeof((MatchEvent *)0)->text]; /* the last */
    char notice[sizeof((MatchEvent *)0)->text];  /* the last */
    bool took_back;
} App;

static void boot(App *a)
{
    memset(a, 0, sizeof *a);
    snprintf(a->dir, sizeof a->dir, "/tmp/carto-net-XXXXXX");
    assert_non_null(mkdtemp(a->dir));
    setenv("CARTOGRAPHERS_DATA_DIR", a->dir, 1);
    profile_init(&a->profile, true);
    a->match = match_new(&a->profile);
    assert_non_null(a->match);
}

static void shut(App *a)
{
    match_free(a->match);
    profile_free(&a->profile);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", a->dir);
    assert_int_equal(system(cmd), 0);
}

/* Takes the app's events, as the shell hands them to the table. */
static void drain(App *a)
{
    MatchEvent e;
    while (match_next_event(a->match, &e)) {
        const Game *g = match_game(a->match);
        if (e.kind == MATCH_MOVED && e.season_scored >= 0)
            a->seasons_told++;
        switch (e.kind) {
        case MATCH_INSTALLED:
            a->installed++;
            break;
        case MATCH_MOVED:
            assert_non_null(g);
            if (e.actor == a->seat) {
                a->own_moved++;
            } else {
                a->others_moved++;
                /* the game shown is the one after this move: what it drew is there */
                assert_true(e.sheet >= 0 && e.sheet < g->settings.players);
                if (e.sheet == a->seat)
                    a->monsters_here++;
            }
            break;
        case MATCH_UNDONE:
            a->undone++;
            break;
        case MATCH_FINISHED:
            a->finished++;
            break;
        case MATCH_NET_CHANGED:
            a->changed++;
            break;
        case MATCH_WARNING:
            a->warnings++;
            snprintf(a->warning, sizeof a->warning, "%s", e.text);
            break;
        case MATCH_NET_NOTICE:
            snprintf(a->notice, sizeof a->notice, "%s", e.text);
            break;
        default:
            break;
        }
    }
}

/* One turn of each app's loop: serve, take events, draw when it is ours
 * (once taking the move back and drawing again). */
static void turn(App *a)
{
    match_tick(a->match);
    drain(a);
    const Game *g = match_game(a->match);
    SessionRefusal sw;
    if (!a->took_back && g && g->season >= 1 && match_can_undo(a->match, a->seat, &sw)) {
        /* a move of the round is this seat's to take back until the round is applied */
        assert_true(match_undo(a->match, a->seat, &sw));
        a->took_back = true;
        return;
    }
    if (!g || g->decision.kind == DECISION_NONE || match_computer_turn(a->match))
        return;
    assert_int_equal(g->decision.actor, a->seat);
    Move moves[MOVES_MAX];
    int n = game_legal_moves(g, moves, MOVES_MAX);
    assert_true(n > 0);
    Refusal why;
    assert_true(match_apply(a->match, &moves[n / 2], false, &why));
}

static void test_whole_game(void **state)
{
    (void)state;
    App host, guest;
    boot(&host);
    boot(&guest);

    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 4242);
    NetHostConfig cfg;
    net_host_config_init(&cfg, &s);
    cfg.port = 0;
    cfg.lan = cfg.upnp = false;
    cfg.advertise_ipv4 = 0x7f000001;
    cfg.kinds[0] = NET_SEAT_LOCAL;
    snprintf(cfg.names[0], sizeof cfg.names[0], "Anna");
    cfg.kinds[1] = NET_SEAT_REMOTE;
    cfg.kinds[2] = NET_SEAT_COMPUTER;
    snprintf(cfg.levels[2], sizeof cfg.levels[2], "easy");
    snprintf(cfg.match_path, sizeof cfg.match_path, "%s/host.match", host.dir);
    char err[400];
    NetHost *h = net_host_new(&cfg, err, sizeof err);
    assert_non_null(h);
    MatchNet *hn = match_net_of_host(h);
    assert_non_null(hn);
    assert_true(match_start_net(host.match, hn, err, sizeof err));
    host.seat = 0;

    NetClientConfig cc;
    memset(&cc, 0, sizeof cc);
    const NetInvite *inv = net_host_invite(h);
    cc.ipv4 = inv->ipv4;
    cc.port = inv->port;
    cc.secret = inv->secret;
    cc.seat = -1;
    snprintf(cc.name, sizeof cc.name, "Ben");
    snprintf(cc.state_path, sizeof cc.state_path, "%s/client.match", guest.dir);
    NetClient *c = net_client_new(&cc, err, sizeof err);
    assert_non_null(c);
    assert_true(match_start_net(guest.match, match_net_of_client(c), err, sizeof err));

    /* the lobby: no game on the table until the host starts it */
    unsigned long long t0 = platform_now_ms();
    while (!net_host_all_here(h) && platform_now_ms() - t0 < 10000) {
        turn(&host);
        turn(&guest);
        SDL_Delay(2);
    }
    assert_true(net_host_all_here(h));
    assert_int_equal(host.installed + guest.installed, 0);
    assert_null(match_game(guest.match));
    assert_true(net_host_start(h, err, sizeof err));

    t0 = platform_now_ms();
    while ((!host.finished || !guest.finished) && platform_now_ms() - t0 < 120000) {
        turn(&host);
        guest.seat = match_net_seat(match_net(guest.match));
        turn(&guest);
        SDL_Delay(1);
    }
    assert_int_equal(guest.seat, 1);
    assert_int_equal(host.finished, 1);
    assert_int_equal(guest.finished, 1);
    assert_int_equal(host.installed, 1);
    assert_int_equal(guest.installed, 1);

    /* one game on both computers, and each saw every move once */
    const Session *hs = match_session(host.match), *gs = match_session(guest.match);
    int moves = session_move_count(hs);
    assert_int_equal(session_move_count(gs), moves);
    assert_true(game_over(session_game(hs)));
    assert_int_equal(game_state_hash(session_game(gs)), game_state_hash(session_game(hs)));
    assert_true(game_over(match_game(guest.match)));
    int own[2] = {0, 0};
    for (int k = 0; k < moves; k++) {
        int actor = net_match_actor(match_net_match(match_net(host.match)), k);
        if (actor < 2)
            own[actor]++;
    }
    /* (a take-back's move is handed out again when made again) */
    assert_int_equal(host.own_moved, own[0] + (host.took_back ? 1 : 0));
    assert_int_equal(guest.own_moved, own[1] + (guest.took_back ? 1 : 0));
    assert_int_equal(host.others_moved, moves - own[0]);
    assert_int_equal(guest.others_moved, moves - own[1]);
    assert_true(host.took_back && guest.took_back);
    assert_int_equal(host.undone, 1);
    assert_int_equal(guest.undone, 1);
    assert_true(host.changed > 0 && guest.changed > 0);
    /* the neighbours' monsters arrived on each map as their own events */
    assert_true(host.monsters_here > 0 && guest.monsters_here > 0);

    /* the developer's state dump (F8) names the computer seat on both
     * computers (it once read a session a network game does not have) */
    for (int i = 0; i < 2; i++) {
        FILE *f = tmpfile();
        assert_non_null(f);
        match_dump(i ? guest.match : host.match, f);
        rewind(f);
        char text[4096];
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = '\0';
        fclose(f);
        assert_non_null(strstr(text, "seat_2=easy\n"));
        assert_non_null(strstr(text, "seat_0=human\n"));
    }

    /* kept among the past games on both computers */
    char why[400];
    assert_int_equal(match_past(host.match, why, sizeof why), PAST_KEPT);
    assert_int_equal(match_past(guest.match, why, sizeof why), PAST_KEPT);
    shut(&guest);
    shut(&host);
}

/* Takes the app's events and ticks its Match until cond holds (10 s at most). */
#define TICK_UNTIL(a, cond)                                                                                            \
    do {                                                                                                               \
        unsigned long long t0_ = platform_now_ms();                                                                  \
        drain(a);                                                                                                      \
        while (!(cond) && platform_now_ms() - t0_ < 10000) {                                                           \
            match_tick((a)->match);                                                                                    \
            drain(a);                                                                                                  \
            SDL_Delay(2);                                                                                              \
        }                                                                                                              \
        assert_true(cond);                                                                                             \
    } while (0)

/* The first of the legal moves of the decision shown, made. */
static void draw_first(App *a)
{
    const Game *g = match_game(a->match);
    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(g, moves, MOVES_MAX) > 0);
    Refusal why;
    assert_true(match_apply(a->match, &moves[0], false, &why));
}

/* Two people at the host's screen (and a computer): after Anna draws, the
 * screen passes to Ben, yet until he moves it is still hers: its hand-over
 * box offers Anna's Undo, which takes her move back and gives her the
 * screen again; Ben has nothing to take back, nor has the computer's seat. */
static void test_handover_undo(void **state)
{
    (void)state;
    App host;
    boot(&host);
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 3, 515);
    int seat[MAX_PLAYERS] = {0, NET_START_HERE, 0};
    char err[400];
    assert_true(net_start_host(host.match, &host.profile, &s, seat, "Anna", 0, err, sizeof err));
    MatchNet *n = match_net(host.match);
    NetHost *h = match_net_host(n);
    const NetMatch *nm = match_net_match(n);
    assert_true(net_host_start(h, err, sizeof err));
    TICK_UNTIL(&host, match_game(host.match) && match_game(host.match)->decision.kind != DECISION_NONE);
    assert_int_equal(match_net_seat(n), 0);
    assert_int_equal(match_last_actor(host.match), 0); /* nobody moved yet: the seat shown */
    SessionRefusal sw;
    assert_false(match_can_undo(host.match, 0, &sw));

    draw_first(&host);
    TICK_UNTIL(&host, match_net_seat(n) == 1); /* the screen passes to Ben */
    assert_int_equal(match_game(host.match)->decision.actor, 1);
    assert_int_equal(match_last_actor(host.match), 0);
    assert_true(match_can_undo(host.match, 0, &sw));
    assert_false(match_can_undo(host.match, 1, &sw)); /* Ben has drawn nothing */
    assert_false(match_can_undo(host.match, 2, &sw)); /* the computer's seat is not played here */
    const Move *q;
    assert_int_equal(net_match_queue(nm, 0, &q), 1);

    int undone = host.undone;
    assert_true(match_undo(host.match, 0, &sw));
    drain(&host);
    assert_int_equal(host.undone, undone + 1);
    assert_int_equal(match_net_seat(n), 0); /* Anna's screen again, her card to draw */
    assert_int_equal(net_match_queue(nm, 0, &q), 0);
    assert_int_equal(net_match_turn(nm, 0), NET_TURN_DECIDING);
    assert_int_equal(match_game(host.match)->decision.actor, 0);

    /* she draws again, then Ben: the round goes on with both */
    draw_first(&host);
    TICK_UNTIL(&host, match_net_seat(n) == 1);
    draw_first(&host);
    assert_int_equal(match_last_actor(host.match), 1);
    TICK_UNTIL(&host, session_move_count(net_match_session(nm)) >= 3);
    int by[MAX_PLAYERS] = {0};
    for (int k = 0; k < session_move_count(net_match_session(nm)); k++)
        by[net_match_actor(nm, k)]++;
    assert_true(by[0] >= 1 && by[1] >= 1 && by[2] >= 1);
    shut(&host);
}

/* Both apps' loops turn until cond holds (10 s at most). */
#define BOTH_UNTIL(a, b, cond)                                                                                         \
    do {                                                                                                               \
        unsigned long long t0_ = platform_now_ms();                                                                  \
        while (!(cond) && platform_now_ms() - t0_ < 10000) {                                                           \
            match_tick((a)->match);                                                                                    \
            drain(a);                                                                                                  \
            match_tick((b)->match);                                                                                    \
            drain(b);                                                                                                  \
            SDL_Delay(2);                                                                                              \
        }                                                                                                              \
        assert_true(cond);                                                                                             \
    } while (0)

/* Anna hosts a game of two from her app, Ben joins it from his, and it
 * begins: Ben's card to draw. */
static void two_begin(App *host, App *guest)
{
    boot(host);
    boot(guest);
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 2, 31);
    int seat[MAX_PLAYERS] = {0, NET_START_FRIEND};
    char err[400];
    assert_true(net_start_host(host->match, &host->profile, &s, seat, "Anna", 0, err, sizeof err));
    NetHost *h = match_net_host(match_net(host->match));
    assert_true(net_start_join(guest->match, &guest->profile, net_host_invite(h), "Ben", err, sizeof err));
    BOTH_UNTIL(host, guest, net_host_all_here(h));
    assert_true(net_host_start(h, err, sizeof err));
    BOTH_UNTIL(host, guest, match_game(guest->match) && match_game(guest->match)->decision.actor == 1);
    guest->seat = 1;
}

/* The last seat draws first in every round of spring: its table shows its
 * drawing at once, yet neither the next card nor the season's scoring
 * until the host, the first seat, has drawn too (docs/rules.md §10e); then
 * the season is scored once, on both computers. */
static void test_last_seat_draws_first(void **state)
{
    (void)state;
    App host, guest;
    two_begin(&host, &guest);
    const NetMatch *rec = match_net_match(match_net(guest.match));
    const NetMatch *hrec = match_net_match(match_net(host.match));
    int rounds = 0;
    while (game_seasons_scored(net_match_game(rec)) == 0) {
        const Game *before = match_game(guest.match);
        uint32_t round = game_round(before);
        int cards = before->row_len, told = guest.seasons_told;
        Bitboard was = board_filled(&before->sheets[before->decision.sheet].board);
        int sheet = before->decision.sheet;
        draw_first(&guest);
        BOTH_UNTIL(&host, &guest, net_match_turn(rec, 1) == NET_TURN_DONE && net_match_turn(hrec, 1) == NET_TURN_DONE);
        for (int i = 0; i < 20; i++) { /* whatever else comes meanwhile (the host has not drawn) */
            match_tick(host.match);
            match_tick(guest.match);
            drain(&guest);
            SDL_Delay(1);
        }
        const Game *shown = match_game(guest.match);
        assert_int_equal(game_round(shown), round);
        assert_int_equal(shown->row_len, cards);
        assert_int_equal(game_seasons_scored(shown), 0);
        assert_int_equal(guest.seasons_told, told);
        assert_false(bb_equal(board_filled(&shown->sheets[sheet].board), was)); /* its drawing is there */

        BOTH_UNTIL(&host, &guest, net_match_turn(hrec, 0) == NET_TURN_DECIDING);
        draw_first(&host);
        BOTH_UNTIL(&host, &guest, game_round(net_match_game(rec)) != round && game_round(match_game(guest.match)) != round);
        rounds++;
    }
    assert_true(rounds >= 3);
    BOTH_UNTIL(&host, &guest, host.seasons_told == 1 && guest.seasons_told == 1);
    assert_int_equal(game_seasons_scored(match_game(guest.match)), 1);
    assert_int_equal(game_state_hash(net_match_game(rec)), game_state_hash(net_match_game(hrec)));
    shut(&guest);
    shut(&host);
}

/* The host gone (its program stopped), a friend's drawing is not sent: the
 * table is told why in words, never an empty refusal; once the host has
 * resumed the game the friend is told it is back (the banner's news). */
static void test_drawing_while_the_host_is_gone(void **state)
{
    (void)state;
    App host, guest;
    two_begin(&host, &guest);

    match_stop_net(host.match);
    NetClient *c = match_net_client(match_net(guest.match));
    TICK_UNTIL(&guest, !net_client_connected(c));
    const Game *g = match_game(guest.match);
    Move moves[MOVES_MAX];
    assert_true(game_legal_moves(g, moves, MOVES_MAX) > 0);
    Refusal why;
    assert_false(match_apply(guest.match, &moves[0], false, &why));
    drain(&guest);
    assert_int_equal(guest.warnings, 1);
    assert_non_null(strstr(guest.warning, "cannot be reached"));

    /* the host's program starts again and resumes the game: the friend is told */
    char err[400];
    assert_true(net_start_host_resume(host.match, &host.profile, err, sizeof err));
    BOTH_UNTIL(&host, &guest,
               net_client_connected(c) && strstr(match_net_news(match_net(guest.match)), "The host is back") != NULL);
    shut(&guest);
    shut(&host);
}

static const char *localedir; /* the build's catalogues (argv[1]) */

/* A German host with a friend who typed no name, a person at its screen
 * and a computer; a Hungarian friend joins. */
static void test_made_up_names(void **state)
{
    (void)state;
    App host, guest;
    boot(&host);
    boot(&guest);
    assert_true(i18n_init("de", localedir));
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 4, 77);
    int seat[MAX_PLAYERS] = {0, NET_START_FRIEND, NET_START_HERE, 1};
    char err[400];
    assert_true(net_start_host(host.match, &host.profile, &s, seat, "Anna", 0, err, sizeof err));
    NetHost *h = match_net_host(match_net(host.match));
    assert_non_null(h);
    assert_true(i18n_init("hu", localedir));
    assert_true(net_start_join(guest.match, &guest.profile, net_host_invite(h), "", err, sizeof err));
    unsigned long long t0 = platform_now_ms();
    while (!net_host_all_here(h) && platform_now_ms() - t0 < 10000) {
        match_tick(host.match);
        drain(&host);
        match_tick(guest.match);
        drain(&guest);
        SDL_Delay(2);
    }
    assert_true(net_host_start(h, err, sizeof err));
    t0 = platform_now_ms();
    while (!guest.installed && platform_now_ms() - t0 < 10000) {
        match_tick(host.match);
        drain(&host);
        match_tick(guest.match);
        drain(&guest);
        SDL_Delay(2);
    }
    assert_int_equal(guest.installed, 1);

    /* as they travel: English, the same on both computers */
    const Session *gs = match_session(guest.match);
    assert_string_equal(session_seat(gs, 1)->name, "Player 2");
    assert_string_equal(session_seat(gs, 2)->name, "Player 3");
    assert_string_equal(session_seat(gs, 3)->name, "Computer 4");
    /* as the Hungarian friend sees them */
    assert_string_equal(match_name(guest.match, 0), "Anna");
    assert_string_equal(match_name(guest.match, 1), "2. j\xC3\xA1t\xC3\xA9kos");
    assert_string_equal(match_name(guest.match, 2), "3. j\xC3\xA1t\xC3\xA9kos");
    assert_string_equal(match_name(guest.match, 3), "4. g\xC3\xA9p");
    /* as the German host sees them */
    assert_true(i18n_init("de", localedir));
    assert_string_equal(match_name(host.match, 1), "Spieler 2");
    assert_string_equal(match_name(host.match, 2), "Spieler 3");
    assert_string_equal(match_name(host.match, 3), "Computer 4");
    i18n_init("en", localedir);
    shut(&guest);
    shut(&host);
}

int main(int argc, char **argv)
{
    localedir = argc > 1 ? argv[1] : NULL;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_game),
        cmocka_unit_test(test_made_up_names),
        cmocka_unit_test(test_handover_undo),
        cmocka_unit_test(test_last_seat_draws_first),
        cmocka_unit_test(test_drawing_while_the_host_is_gone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
