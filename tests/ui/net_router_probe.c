/* net_router_probe.c: the app's host and the router, for test_net_router.py
 * (run in a network namespace beside a UPnP router of our own). It hosts a
 * 2-player game as the lobby does (net_start_host, the router asked on a
 * thread of its own), takes the Match's turns until the router has answered
 * (10 s at most), and prints
 *
 *   router=asking|forwarded|refused
 *   text=the lobby's line
 *   port=the port the host listens on
 *   code=the invite code, and invite=A.B.C.D:PORT (what it names)
 *
 * then closes the game (the forwarding taken back) and exits 0. With
 * "leave" it closes the game at once, while the router is still being
 * asked, and quits as the app does (shell_stop): it waits for the thread,
 * which takes the forwarding back itself, and prints waited=yes|no. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "match.h"
#include "match_net.h"
#include "net_code.h"
#include "net_router.h"
#include "net_start.h"
#include "platform.h"
#include "profile.h"

int main(int argc, char **argv)
{
    bool leave = argc > 1 && strcmp(argv[1], "leave") == 0;
    if (SDL_Init(0) != 0)
        return 1;
    Profile profile;
    profile_init(&profile, true);
    Match *m = match_new(&profile);
    GameSettings gs;
    game_settings_init(&gs, GAME_BASE, 2, 9);
    int seat[MAX_PLAYERS] = {0, NET_START_FRIEND};
    char err[400], text[400];
    if (!m || !net_start_host(m, &profile, &gs, seat, "Anna", 0, err, sizeof err)) {
        fprintf(stderr, "net_router_probe: %s\n", m ? err : "no match");
        return 1;
    }
    MatchNet *n = match_net(m);
    RouterState st = match_net_router(n, text, sizeof text);
    if (leave) {
        printf("router=%s\n", st == ROUTER_ASKING ? "asking" : "answered");
        fflush(stdout);
        match_free(m); /* leaves the thread to it */
        bool waited = net_router_wait_all(ROUTER_QUIT_WAIT_MS);
        printf("waited=%s\n", waited ? "yes" : "no");
        profile_free(&profile);
        SDL_Quit();
        return 0;
    }
    for (Uint32 t0 = SDL_GetTicks(); st == ROUTER_ASKING && SDL_GetTicks() - t0 < 10000; SDL_Delay(10)) {
        match_tick(m);
        MatchEvent e;
        while (match_next_event(m, &e))
            ;
        st = match_net_router(n, text, sizeof text);
    }
    match_tick(m); /* the answer goes into the code */
    static const char *const words[] = {"asking", "forwarded", "refused"};
    const NetInvite *inv = net_host_invite(match_net_host(n));
    char ip[16];
    net_ipv4_text(inv->ipv4, ip, sizeof ip);
    printf("router=%s\ntext=%s\nport=%u\ncode=%s\ninvite=%s:%u\n", words[st], text,
           (unsigned)net_host_port(match_net_host(n)), net_host_code(match_net_host(n)), ip, (unsigned)inv->port);
    fflush(stdout);
    match_free(m); /* the forwarding taken back */
    profile_free(&profile);
    SDL_Quit();
    return 0;
}
