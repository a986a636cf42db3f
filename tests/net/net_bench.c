/* net_bench.c: measures the network game (HACKING.md, "Network games"),
 * on Linux, and prints the figures; not a test (nothing is judged here).
 *
 *   net_bench latency [--matches N] [--players K] [--seed S]
 *       N matches of K random computer players, host and clients in this
 *       one process over loopback, everything waiting in one poll(): the
 *       time from a move sent by one client to its arrival (the seat's
 *       QUEUE) at every other client, median and 99th percentile, and the
 *       bytes sent per match (the host's and the clients' UDP payloads).
 *
 *   net_bench capacity --matches M [--think MS] [--save yes|no]
 *       M hosts of 6-player matches in one process (each on its own port,
 *       keeping its match file unless --save no), their 6M clients in a
 *       second process; every client waits MS (default 1000) after a round
 *       begins before it moves, as a player would. Prints the hosts'
 *       process's CPU time (user + system, as a share of one core and of
 *       the wall time), its largest resident memory, how many matches
 *       finished and how long a round took on average against the think time.
 */
#define _GNU_SOURCE
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <enet/enet.h>

#include "bot.h"
#include "net_client.h"
#include "net_host.h"

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The sockets ENet waits on, for one poll() over everything. */
typedef struct Waiter {
    struct pollfd *fds;
    int n, cap;
} Waiter;

static void wait_add(Waiter *w, ENetSocket s)
{
    if (w->n == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 64;
        w->fds = realloc(w->fds, sizeof *w->fds * (size_t)w->cap);
    }
    w->fds[w->n].fd = s;
    w->fds[w->n].events = POLLIN;
    w->n++;
}

/* A client and its seat's random bot. */
typedef struct Player {
    NetClient *c;
    Rng rng;
    uint32_t sent_round;
    int sent_k;
    double sent_at;
    double round_seen; /* when its current round began, here */
    bool over;
} Player;

static NetClient *join(const NetInvite *inv, int seat)
{
    NetClientConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.ipv4 = inv->ipv4;
    cfg.port = inv->port;
    cfg.secret = inv->secret;
    cfg.seat = seat;
    snprintf(cfg.name, sizeof cfg.name, "bench %d", seat + 1);
    char err[200];
    NetClient *c = net_client_new(&cfg, err, sizeof err);
    if (!c) {
        fprintf(stderr, "net_bench: %s\n", err);
        exit(1);
    }
    return c;
}

/* The client's move when its view allows one and `think` seconds passed
 * since its round began; true when it sent one. */
static bool player_moves(Player *p, double think)
{
    const NetMatch *m = net_client_match(p->c);
    if (!m || !net_client_connected(p->c) || net_client_state(p->c) != NET_PLAYING)
        return false;
    int seat = net_client_seat(p->c);
    const Move *q;
    int k = net_match_queue(m, seat, &q);
    if (p->sent_round == net_match_round(m) && p->sent_k == k)
        return false;
    if (now_s() - p->round_seen < think)
        return false;
    Game view;
    Move mv;
    if (net_match_turn(m, seat) != NET_TURN_DECIDING || !net_match_play_view(m, seat, &view) ||
        !bot_choose(BOT_RANDOM, &view, &p->rng, &mv))
        return false;
    if (!net_client_move(p->c, &mv))
        return false;
    p->sent_round = net_match_round(m);
    p->sent_k = k;
    p->sent_at = now_s();
    return true;
}

static int latency(int matches, int players, uint64_t seed)
{
    char err[200];
    NetHost **hosts = calloc((size_t)matches, sizeof *hosts);
    Player *pl = calloc((size_t)(matches * players), sizeof *pl);
    double *lat = malloc(sizeof *lat * 200000);
    int nlat = 0;
    for (int i = 0; i < matches; i++) {
        GameSettings s;
        game_settings_init(&s, GAME_BASE, players, seed + (uint64_t)i);
        NetHostConfig cfg;
        net_host_config_init(&cfg, &s);
        cfg.port = 0;
        cfg.lan = cfg.upnp = false;
        cfg.advertise_ipv4 = 0x7f000001;
        hosts[i] = net_host_new(&cfg, err, sizeof err);
        if (!hosts[i]) {
            fprintf(stderr, "net_bench: %s\n", err);
            return 1;
        }
        for (int p = 0; p < players; p++) {
            Player *x = &pl[i * players + p];
            x->c = join(net_host_invite(hosts[i]), p);
            x->sent_k = -1;
            rng_seed(&x->rng, seed + (uint64_t)i, 100 + (uint64_t)p);
        }
    }
    double t0 = now_s();
    int done = 0;
    while (done < matches && now_s() - t0 < 600) {
        for (int i = 0; i < matches; i++) {
            if (!hosts[i])
                continue;
            net_host_poll(hosts[i], 0);
            NetEvent ev;
            while (net_host_event(hosts[i], &ev))
                ;
            if (net_host_state(hosts[i]) == NET_LOBBY && net_host_all_here(hosts[i]))
                net_host_start(hosts[i], err, sizeof err);
            for (int p = 0; p < players; p++) {
                Player *x = &pl[i * players + p];
                net_client_poll(x->c, 0);
                while (net_client_event(x->c, &ev)) {
                    if (ev.kind == NET_EV_OVER)
                        x->over = true;
                    if (ev.kind != NET_EV_QUEUE || ev.seat == p)
                        continue;
                    /* a move of another seat arrived: from its sender's clock */
                    Player *from = &pl[i * players + ev.seat];
                    const Move *q;
                    int k = net_match_queue(net_client_match(x->c), ev.seat, &q);
                    if (k >= 1 && from->sent_k == k - 1 && from->sent_at > 0 && nlat < 200000)
                        lat[nlat++] = (now_s() - from->sent_at) * 1000.0;
                }
                player_moves(x, 0);
            }
            bool over = true;
            for (int p = 0; p < players; p++)
                over = over && pl[i * players + p].over;
            if (over && net_host_done(hosts[i])) {
                done++;
                NetStats hs, cs;
                net_host_stats(hosts[i], &hs);
                uint64_t bytes = hs.bytes_sent;
                for (int p = 0; p < players; p++) {
                    net_client_stats(pl[i * players + p].c, &cs);
                    bytes += cs.bytes_sent;
                }
                printf("match %d: %d moves, %.1f KiB sent (host %.1f KiB, clients %.1f KiB)\n", i + 1,
                       session_move_count(net_match_session(net_host_match(hosts[i]))), (double)bytes / 1024.0,
                       (double)hs.bytes_sent / 1024.0, (double)(bytes - hs.bytes_sent) / 1024.0);
                for (int p = 0; p < players; p++)
                    net_client_close(pl[i * players + p].c);
                net_host_close(hosts[i]);
                hosts[i] = NULL;
            }
        }
        usleep(200); /* everything polled above without waiting: a short breath */
    }
    qsort(lat, (size_t)nlat, sizeof *lat, compare_doubles);
    if (nlat)
        printf("move to the other clients over loopback: %d samples, median %.3f ms, p99 %.3f ms, max %.3f ms\n",
               nlat, lat[nlat / 2], lat[(int)((double)nlat * 0.99)], lat[nlat - 1]);
    printf("%d matches in %.1f s\n", done, now_s() - t0);
    return done == matches ? 0 : 1;
}

/* ---- capacity ---- */

static double cpu_seconds(void)
{
    struct rusage r;
    getrusage(RUSAGE_SELF, &r);
    return (double)r.ru_utime.tv_sec + (double)r.ru_stime.tv_sec + (double)r.ru_utime.tv_usec / 1e6 +
           (double)r.ru_stime.tv_usec / 1e6;
}

/* The hosts' side: serves them until every match is done; prints its CPU
 * and memory. */
static void serve_hosts(NetHost **hosts, int matches)
{
    char err[200];
    Waiter w = {0};
    int left = matches;
    double t0 = now_s(), c0 = cpu_seconds(), last_sweep = 0;
    while (left > 0 && now_s() - t0 < 3600) {
        w.n = 0;
        for (int i = 0; i < matches; i++)
            if (hosts[i])
                wait_add(&w, (ENetSocket)net_host_socket(hosts[i]));
        poll(w.fds, (nfds_t)w.n, 50);
        /* the hosts with something waiting, and every one each 50 ms (ENet's own timers) */
        bool sweep = now_s() - last_sweep >= 0.05;
        if (sweep)
            last_sweep = now_s();
        for (int i = 0, k = 0; i < matches; i++) {
            if (!hosts[i])
                continue;
            bool ready = w.fds[k++].revents != 0;
            if (!ready && !sweep)
                continue;
            net_host_poll(hosts[i], 0);
            NetEvent ev;
            while (net_host_event(hosts[i], &ev))
                ;
            if (net_host_state(hosts[i]) == NET_LOBBY && net_host_all_here(hosts[i]))
                net_host_start(hosts[i], err, sizeof err);
            if (net_host_done(hosts[i])) {
                net_host_close(hosts[i]);
                hosts[i] = NULL;
                left--;
            }
        }
    }
    double wall = now_s() - t0, cpu = cpu_seconds() - c0;
    struct rusage r;
    getrusage(RUSAGE_SELF, &r);
    printf("hosts: %d matches of 6 players, %d finished in %.1f s; CPU %.1f s = %.1f %% of one core; largest "
           "resident memory %.1f MiB\n",
           matches, matches - left, wall, cpu, 100.0 * cpu / wall, (double)r.ru_maxrss / 1024.0);
    fflush(stdout);
}

/* The clients' side: 6 a match, each moving `think` seconds after its
 * round began; prints how long a round took on average. */
static void play_clients(const NetInvite *inv, int matches, double think)
{
    int n = matches * 6;
    Player *pl = calloc((size_t)n, sizeof *pl);
    for (int i = 0; i < n; i++) {
        pl[i].c = join(&inv[i / 6], i % 6);
        pl[i].sent_k = -1;
        rng_seed(&pl[i].rng, 1000 + (uint64_t)i, 7);
    }
    Waiter w = {0};
    int left = n, rounds = 0;
    double t0 = now_s(), round_time = 0, last_sweep = 0;
    while (left > 0 && now_s() - t0 < 3600) {
        w.n = 0;
        for (int i = 0; i < n; i++)
            wait_add(&w, (ENetSocket)net_client_socket(pl[i].c));
        poll(w.fds, (nfds_t)w.n, 20);
        bool sweep = now_s() - last_sweep >= 0.05;
        if (sweep)
            last_sweep = now_s();
        for (int i = 0; i < n; i++) {
            Player *x = &pl[i];
            if (x->over || (!w.fds[i].revents && !sweep && now_s() - x->round_seen < think))
                continue;
            net_client_poll(x->c, 0);
            NetEvent ev;
            while (net_client_event(x->c, &ev)) {
                if (ev.kind == NET_EV_ROUND) {
                    if (x->round_seen > 0 && i % 6 == 0) {
                        round_time += now_s() - x->round_seen;
                        rounds++;
                    }
                    x->round_seen = now_s();
                }
                if (ev.kind == NET_EV_OVER) {
                    x->over = true;
                    left--;
                }
            }
            if (!x->over)
                player_moves(x, think);
        }
    }
    printf("clients: %d of %d played to the end; a round took %.2f s on average (each player thinks %.2f s)\n",
           n - left, n, rounds ? round_time / rounds : 0.0, think);
    for (int i = 0; i < n; i++)
        net_client_close(pl[i].c);
    fflush(stdout);
}

static int capacity(int matches, double think, bool save)
{
    char dir[] = "/tmp/net-bench-XXXXXX", err[200];
    if (!mkdtemp(dir))
        return 1;
    NetHost **hosts = calloc((size_t)matches, sizeof *hosts);
    NetInvite *inv = calloc((size_t)matches, sizeof *inv);
    for (int i = 0; i < matches; i++) {
        GameSettings s;
        game_settings_init(&s, (GameKind)(i % 3), 6, 1000 + (uint64_t)i);
        NetHostConfig cfg;
        net_host_config_init(&cfg, &s);
        cfg.port = 0;
        cfg.lan = cfg.upnp = false;
        cfg.advertise_ipv4 = 0x7f000001;
        if (save)
            snprintf(cfg.match_path, sizeof cfg.match_path, "%s/host-%d.match", dir, i);
        hosts[i] = net_host_new(&cfg, err, sizeof err);
        if (!hosts[i]) {
            fprintf(stderr, "net_bench: host %d: %s\n", i, err);
            return 1;
        }
        inv[i] = *net_host_invite(hosts[i]);
    }
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        play_clients(inv, matches, think);
        _exit(0);
    }
    serve_hosts(hosts, matches);
    int status;
    waitpid(child, &status, 0);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "net_bench: %s is left\n", dir);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: net_bench latency|capacity [options]\n");
        return 2;
    }
    int matches = 1, players = 6;
    double think = 1.0;
    bool save = true;
    uint64_t seed = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--matches") == 0)
            matches = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--players") == 0)
            players = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--think") == 0)
            think = atof(argv[i + 1]) / 1000.0;
        else if (strcmp(argv[i], "--save") == 0)
            save = strcmp(argv[i + 1], "no") != 0;
    }
    if (strcmp(argv[1], "latency") == 0)
        return latency(matches, players, seed);
    if (strcmp(argv[1], "capacity") == 0)
        return capacity(matches, think, save);
    fprintf(stderr, "net_bench: latency or capacity\n");
    return 2;
}
