/* net_banner.c: a network game's banner (see net_banner.h). */
#include "net_banner.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "match_net.h"
#include "names.h"

#define SEP "  \xC2\xB7  " /* between the banner's parts */

/* "0:35": milliseconds left as minutes and seconds, rounded up. */
static void clock_text(int ms, char *out, size_t size)
{
    int s = (ms + 999) / 1000;
    snprintf(out, size, "%d:%02d", s / 60, s % 60);
}

/* Adds one part to the banner. */
static void add(char *out, size_t size, const char *part)
{
    size_t len = strlen(out);
    snprintf(out + len, size - len, "%s%s", len ? SEP : "", part);
}

static const char *name_of(const MatchNet *n, int seat)
{
    const Session *s = match_net_session(n);
    const Seat *st = s ? session_seat(s, seat) : NULL;
    return st ? name_seat(st->name) : "?";
}

void net_banner_away_text(const char *const names[], const int ms[], int n, char *out, size_t size)
{
    char left[16];
    out[0] = '\0';
    if (n == 1) {
        if (ms[0] >= 0) {
            clock_text(ms[0], left, sizeof left);
            /* TRANSLATORS: a player's name, the time until a computer draws for them (0:35). */
            snprintf(out, size, _("%s lost the connection \xE2\x80\x94 waiting, %s"), names[0], left);
        } else {
            /* TRANSLATORS: a player's name. */
            snprintf(out, size, _("%s lost the connection \xE2\x80\x94 waiting for them"), names[0]);
        }
    } else if (n > 1) {
        char who[260] = "", one[SEAT_NAME_MAX + 24];
        for (int i = 0; i < n; i++) {
            if (ms[i] >= 0) {
                clock_text(ms[i], left, sizeof left);
                /* TRANSLATORS: a player's name and the time until a computer draws for them, in the banner's
                 * list of those who lost the connection ("Ben (0:35)"). */
                snprintf(one, sizeof one, _("%s (%s)"), names[i], left);
            } else {
                snprintf(one, sizeof one, "%s", names[i]);
            }
            size_t len = strlen(who);
            snprintf(who + len, sizeof who - len, "%s%s", i ? ", " : "", one);
        }
        /* TRANSLATORS: several players who lost the connection, each with the time until a computer draws for
         * them: "Ben (0:35), Cleo (0:58)". */
        snprintf(out, size, _("Lost the connection \xE2\x80\x94 waiting for %s"), who);
    }
}

/* Every seat away or played by a computer meanwhile; the host's first away
 * seat in *hand. */
static void away_parts(const MatchNet *n, const NetClock *c, char *out, size_t size, bool *warn, int *hand)
{
    char part[300];
    const char *away[MAX_PLAYERS] = {0};
    int ms[MAX_PLAYERS] = {0}, naway = 0;
    const Session *s = match_net_session(n);
    for (int p = 0; s && p < session_settings(s)->players; p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        if (p == match_net_seat(n) || info.kind != NET_SEAT_REMOTE || info.state != NET_SEAT_AWAY)
            continue;
        away[naway] = name_of(n, p);
        ms[naway++] = c->away[p];
        *warn = true;
        if (*hand < 0 && match_net_is_host(n))
            *hand = p;
    }
    net_banner_away_text(away, ms, naway, part, sizeof part);
    if (part[0])
        add(out, size, part);
    for (int p = 0; s && p < session_settings(s)->players; p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        if (p != match_net_seat(n) && info.kind == NET_SEAT_REMOTE && info.state == NET_SEAT_HANDED) {
            /* TRANSLATORS: a player's name. */
            snprintf(part, sizeof part, _("A computer draws for %s until they are back"), name_of(n, p));
            add(out, size, part);
        }
    }
}

/* The time per card: to this seat while it draws, else who still draws. */
static void clock_part(const MatchNet *n, const NetClock *c, char *out, size_t size)
{
    if (c->card < 0)
        return;
    char part[300], left[16], who[SEAT_NAME_MAX * MAX_PLAYERS];
    clock_text(c->card, left, sizeof left);
    if (match_net_turn(n, match_net_seat(n)) == NET_TURN_DECIDING) {
        /* TRANSLATORS: the time left to draw this card (1:42). */
        snprintf(part, sizeof part, _("Your time for this card: %s"), left);
    } else {
        match_net_waiting_for(n, who, sizeof who);
        if (!who[0])
            return;
        /* TRANSLATORS: players' names joined with ", ", the time they have left (1:42). */
        snprintf(part, sizeof part, _("%s: %s left to draw"), who, left);
    }
    add(out, size, part);
}

bool net_banner_update(TableFacts *f, const Match *m)
{
    char text[sizeof f->banner] = "";
    bool warn = false;
    int hand = -1;
    MatchNet *n = match_net(m);
    if (n && match_net_state(n) == NET_PLAYING) {
        int lost = match_net_host_lost_ms(n);
        if (lost >= 0) {
            char left[16];
            clock_text(lost, left, sizeof left);
            /* TRANSLATORS: how long the game still tries to reach the host (9:35). */
            snprintf(text, sizeof text, _("The connection to the host was lost \xE2\x80\x94 trying again, %s"), left);
            warn = true;
        } else {
            NetClock c;
            match_net_clock(n, &c);
            away_parts(n, &c, text, sizeof text, &warn, &hand);
            if (match_net_news(n)[0])
                add(text, sizeof text, match_net_news(n));
            clock_part(n, &c, text, sizeof text);
        }
    }
    bool changed = strcmp(text, f->banner) != 0 || warn != f->banner_warn || hand != f->banner_hand;
    snprintf(f->banner, sizeof f->banner, "%s", text);
    f->banner_warn = warn;
    f->banner_hand = hand;
    return changed;
}
