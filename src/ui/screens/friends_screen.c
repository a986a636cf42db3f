/* friends_screen.c: "Play with friends", each at their own computer
 * (src/net through core/net_start.h): join again the game this computer
 * left, or resume the one it hosted (either, when there is one, first and
 * the main button), host a game (the players, and for each seat a friend
 * or a computer), or join one (the games on this network
 * listed, or an invite code typed or pasted); then the lobby: the invite
 * code with Copy code, who has joined and is ready, a chat, and Start for
 * the host once every friend is there. The table takes over when the game
 * begins (MATCH_INSTALLED). Opened again while the game is under way, the
 * screen shows that game as the lobby did (the code for a friend who left,
 * who is here and who is away, the chat), with Back to the game, and never
 * a second game beside it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "match_net.h"
#include "names.h"
#include "net_code.h"
#include "net_discover.h"
#include "net_start.h"
#include "net_words.h"
#include "palette.h"
#include "panel.h"
#include "platform.h"
#include "screens.h"
#include "widgets.h"

#define JOIN_WAIT_MS 10000 /* no welcome this long: the host is not reachable */
#define ASK_EVERY_MS 2000  /* LAN discovery's query */
#define LAN_SHOWN_MAX 8    /* the games on this network a test reads */
#define CHAT_SHOWN 6       /* the lobby's chat lines shown */
#define ADDRESS_WAIT_MS 6000 /* an address typed: no game answers this long */
#define ADDRESS_ASK_MS 700   /* ... asked this often meanwhile */

typedef enum FriendsStep { STEP_CHOOSE, STEP_HOST, STEP_JOIN, STEP_LOBBY } FriendsStep;
typedef enum FriendsField { FIELD_NONE, FIELD_NAME, FIELD_CODE, FIELD_CHAT } FriendsField;

typedef struct Friends {
    Panel panel;
    FriendsStep step;
    FriendsField focus;
    int players;
    GameKind kind;
    int seat[MAX_PLAYERS]; /* NET_START_FRIEND or a computer's strength */
    int card_seconds;      /* the time per card, 0 none */
    char name[SEAT_NAME_MAX];
    char code[64];
    char chat[NET_CHAT_MAX]; /* the lobby's chat line being written */
    char chat_how[240];      /* the line under it: how to write and send, in the words of the input used last */
    char join_how[256];      /* the line under the code field: how to enter it (Ctrl+V for the keys and mouse only) */
    bool keyboard_wanted; /* a finger tapped a field: the on-screen keyboard opens for it */
    bool step_drawn; /* the step has been drawn since it changed (where the ring is now is known) */
    bool replaces_kept; /* the host setup says the game hosted before would be ended */
    int rejoin_kept;      /* the game this computer joined and left: 1 kept (rejoin), 0 none, -1 not read yet */
    NetInvite rejoin;
    bool rejoining;                             /* joining the game left again: its host not heard yet */
    char rejoin_why[SESSION_MESSAGE_MAX + 200]; /* its host did not answer or no longer has it: Forget is offered */
    char error[SESSION_MESSAGE_MAX + 200];
    char note[200];
    bool joining;    /* waiting for the host's welcome */
    bool asking;     /* an address typed: waiting for its game to answer */
    NetDiscover *ask; /* ... asked by a query of its own (the LAN list's may have heard it by another address) */
    uint32_t ask_ipv4;
    uint16_t ask_port;
    struct Lookup *lookup; /* a name typed, being looked up on a thread of its own */
    Uint32 ask_since, ask_last;
    Uint32 since;    /* ... since (SDL_GetTicks) */
    NetDiscover *lan;
    Uint32 asked;
    uint64_t seen;   /* what the lobby showed (a hash): redraw when it changes */
    SDL_Rect spot_host, spot_join, spot_field, spot_go, spot_copy, spot_start, spot_resume, spot_rejoin, spot_forget;
    SDL_Rect spot_chat, spot_send, spot_ready, spot_name, spot_back, spot_to_game, spot_leave;
    SDL_Rect spot_players[MAX_PLAYERS + 1];
    SDL_Rect spot_time[3]; /* the time per card's choices */
    SDL_Rect spot_here[MAX_PLAYERS]; /* each seat's "a person at this screen" */
    int lan_shown; /* the games on this network listed: their buttons, lines and ports */
    SDL_Rect spot_lan[LAN_SHOWN_MAX];
    char lan_line[LAN_SHOWN_MAX][NET_HOSTNAME_MAX + 200];
    uint16_t lan_port[LAN_SHOWN_MAX];
    int lan_open[LAN_SHOWN_MAX]; /* ... and its seats open (none: listed, not to be joined) */
} Friends;

static MatchNet *net_of(Ui *ui) { return match_net(ui->match); }

/* A network game of this computer's (hosted or joined) is under way. */
static bool under_way(Ui *ui)
{
    MatchNet *n = net_of(ui);
    return n && match_net_match(n) && match_net_state(n) == NET_PLAYING;
}

/* The lobby's chat line said (Send, Enter, the on-screen keyboard's OK). */
static void say_chat(Friends *s, MatchNet *n)
{
    if (s->chat[0] && n && match_net_say(n, s->chat))
        s->chat[0] = '\0';
}

/* ---- a name typed, looked up off the screen's thread ---- */

/* getaddrinfo may take seconds (a slow or absent name server): the lookup
 * runs on a thread of its own, the screen says "Looking up NAME..." and
 * keeps drawing, and Cancel leaves the thread to finish alone (whichever of
 * the two is last frees the lookup). The network stays started meanwhile by
 * the screen's NetDiscover; should the screen close first, a lookup that
 * then fails is only thrown away. */
enum { LOOKUP_RUNNING, LOOKUP_DONE, LOOKUP_LEFT };

typedef struct Lookup {
    char host[256];
    uint32_t ipv4;
    bool ok;
    Uint32 delay_ms; /* tests: a name that takes long (CARTOGRAPHERS_LOOKUP_DELAY_MS) */
    SDL_atomic_t state;
} Lookup;

static int lookup_run(void *data)
{
    Lookup *l = data;
    SDL_Delay(l->delay_ms);
    l->ok = net_discover_resolve(NULL, l->host, &l->ipv4);
    if (!SDL_AtomicCAS(&l->state, LOOKUP_RUNNING, LOOKUP_DONE))
        free(l); /* left: nobody waits for it */
    return 0;
}

static bool lookup_start(Friends *s, const char *host)
{
    Lookup *l = calloc(1, sizeof *l);
    if (!l)
        return false;
    snprintf(l->host, sizeof l->host, "%s", host);
    const char *delay = platform_getenv("CARTOGRAPHERS_LOOKUP_DELAY_MS");
    l->delay_ms = delay ? (Uint32)SDL_atoi(delay) : 0;
    SDL_AtomicSet(&l->state, LOOKUP_RUNNING);
    SDL_Thread *t = SDL_CreateThread(lookup_run, "lookup", l);
    if (!t) {
        free(l);
        return false;
    }
    SDL_DetachThread(t);
    s->lookup = l;
    return true;
}

static void lookup_leave(Friends *s)
{
    if (s->lookup && !SDL_AtomicCAS(&s->lookup->state, LOOKUP_RUNNING, LOOKUP_LEFT))
        free(s->lookup); /* it had finished */
    s->lookup = NULL;
}

static void focus(Friends *s, FriendsField f)
{
    s->focus = f;
    if (f != FIELD_NONE)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

static void stop_lan(Friends *s)
{
    lookup_leave(s);
    net_discover_free(s->lan);
    s->lan = NULL;
    net_discover_free(s->ask);
    s->ask = NULL;
}

static void go_to(Friends *s, FriendsStep step)
{
    s->step = step;
    s->step_drawn = false;
    s->rejoin_kept = -1; /* (read again: leaving a game keeps one) */
    s->error[0] = s->note[0] = '\0';
    s->asking = false;
    lookup_leave(s);
    focus(s, FIELD_NONE);
    s->panel.scroll = 0;
    if (step == STEP_LOBBY) /* its focus on its main button, I am ready or Start (where Enter acts) */
        s->panel.focus = -1;
    if (step != STEP_JOIN)
        stop_lan(s);
}

/* ---- hosting and joining ---- */

/* The name typed here is the player's: remembered as the setup screen's
 * first name, so that the next game (here or on the setup screen, after a
 * restart too) offers it again. A name left empty changes nothing. */
static void remember_name(const Friends *s, Ui *ui)
{
    char clean[SEAT_NAME_MAX];
    session_name_clean(clean, sizeof clean, s->name);
    char *kept = ui->profile->settings.setup.name[0];
    if (!clean[0] || strcmp(clean, kept) == 0)
        return;
    snprintf(kept, SEAT_NAME_MAX, "%s", clean);
    char err[SESSION_MESSAGE_MAX];
    if (!profile_save_settings(ui->profile, err, sizeof err))
        fprintf(stderr, "cartographers: the name is not remembered: %s\n", err);
}

static void host(Friends *s, Ui *ui)
{
    GameSettings gs;
    game_settings_init(&gs, s->kind, s->players, ((uint64_t)SDL_GetPerformanceCounter() ^ SDL_GetTicks()) % 1000000u);
    if (!net_start_host(ui->match, ui->profile, &gs, s->seat, s->name, s->card_seconds, s->error,
                        sizeof s->error))
        return;
    remember_name(s, ui);
    go_to(s, STEP_LOBBY);
}

static void resume(Friends *s, Ui *ui)
{
    if (under_way(ui)) { /* opened again beside it, it would take another port: the friends could not find it */
        go_to(s, STEP_LOBBY);
        return;
    }
    if (net_start_host_resume(ui->match, ui->profile, s->error, sizeof s->error))
        go_to(s, STEP_LOBBY);
}

static void join_invite(Friends *s, Ui *ui, const NetInvite *inv)
{
    s->error[0] = '\0';
    if (!net_start_join(ui->match, ui->profile, inv, s->name, s->error, sizeof s->error))
        return;
    remember_name(s, ui);
    s->joining = true;
    s->since = SDL_GetTicks();
    snprintf(s->note, sizeof s->note, "%s", _("Connecting to the host\xE2\x80\xA6"));
}

/* The address typed known (found), or not: its game asked for its match. */
static void ask_start(Friends *s, bool found, const char *host)
{
    if (!found) {
        /* TRANSLATORS: a computer's name or address as the player typed it. */
        snprintf(s->error, sizeof s->error,
                 _("No computer called \xE2\x80\x9C%s\xE2\x80\x9D was found: check the name, or type its number "
                   "(for instance 192.168.1.20:29170), or paste the invite code."),
                 host);
        s->note[0] = '\0';
        return;
    }
    s->asking = true;
    s->ask_since = SDL_GetTicks();
    s->ask_last = 0;
    /* TRANSLATORS: the host's address and port as typed. */
    snprintf(s->note, sizeof s->note, _("Asking %s:%u for its game\xE2\x80\xA6"), host, (unsigned)s->ask_port);
}

/* A name being looked up: found or not. */
static bool lookup_tick(Friends *s)
{
    if (!s->lookup || SDL_AtomicGet(&s->lookup->state) != LOOKUP_DONE)
        return false;
    Lookup *l = s->lookup;
    s->lookup = NULL;
    s->ask_ipv4 = l->ipv4;
    ask_start(s, l->ok, l->host);
    free(l);
    return true;
}

/* "HOST:PORT" or "HOST" typed: the game there is asked for its match (a
 * host on this private network tells its secret, so no code is needed); a
 * name is looked up first, off this thread. */
static bool join_address(Friends *s, Ui *ui)
{
    char host[256];
    uint16_t port;
    (void)ui;
    if (!net_start_read_address(s->code, host, sizeof host, &port, s->error, sizeof s->error))
        return s->error[0] != '\0'; /* an address with a mistake, or a code */
    char err[200];
    lookup_leave(s);
    net_discover_free(s->ask);
    s->ask = net_discover_new(err, sizeof err);
    s->ask_port = port;
    if (s->ask && !net_ipv4_parse(host, &s->ask_ipv4) && lookup_start(s, host)) {
        /* TRANSLATORS: a computer's name as the player typed it, being looked up. */
        snprintf(s->note, sizeof s->note, _("Looking up \xE2\x80\x9C%s\xE2\x80\x9D\xE2\x80\xA6"), host);
        return true;
    }
    ask_start(s, s->ask && (net_ipv4_parse(host, &s->ask_ipv4) || net_discover_resolve(s->ask, host, &s->ask_ipv4)),
              host);
    return true;
}

/* The game at the address typed answered, or did not in time. */
static bool ask_tick(Friends *s, Ui *ui)
{
    Uint32 now = SDL_GetTicks();
    int found = s->ask ? net_discover_poll(s->ask, 0) : 0;
    for (int i = 0; i < found; i++) {
        const NetFound *nf = net_discover_found(s->ask, i);
        if (nf->port != s->ask_port)
            continue;
        s->asking = false;
        s->note[0] = '\0';
        if (!nf->secret) {
            snprintf(s->error, sizeof s->error, "%s",
                     _("That game is on another network: it lets players join by its invite code only. Ask the "
                       "host for it."));
            return true;
        }
        NetInvite inv = {s->ask_ipv4, nf->port, nf->secret};
        join_invite(s, ui, &inv);
        return true;
    }
    if (now - s->ask_since >= ADDRESS_WAIT_MS) {
        char where[64];
        net_ipv4_text(s->ask_ipv4, where, sizeof where);
        s->asking = false;
        s->note[0] = '\0';
        /* TRANSLATORS: an address, its port, the port again. */
        snprintf(s->error, sizeof s->error,
                 _("No game answers at %s:%u. Check the address and the port, that the host's game is open and "
                   "waiting for players, and that the host's firewall lets UDP port %u in; or ask for the invite "
                   "code."),
                 where, (unsigned)s->ask_port, (unsigned)s->ask_port);
        return true;
    }
    if (s->ask && (s->ask_last == 0 || now - s->ask_last >= ADDRESS_ASK_MS)) {
        net_discover_ask(s->ask, s->ask_ipv4, s->ask_port);
        s->ask_last = now;
    }
    return false;
}

static void join_code(Friends *s, Ui *ui)
{
    NetInvite inv;
    s->error[0] = '\0';
    if (s->asking || s->lookup || join_address(s, ui))
        return;
    if (!net_start_read_code(s->code, &inv, s->error, sizeof s->error))
        return;
    join_invite(s, ui, &inv);
}

/* The network game ends here (its match file stays). */
static void leave(Friends *s, Ui *ui)
{
    match_stop_net(ui->match);
    s->joining = s->rejoining = false;
}

/* Joining the game left again failed: Play with friends says why beside
 * it and offers to forget it (its file kept aside, never deleted). */
static void rejoin_failed(Friends *s, Ui *ui, bool closed, int code)
{
    leave(s, ui);
    go_to(s, STEP_CHOOSE);
    if (closed && (code == NET_REFUSE_SECRET || code == NET_REFUSE_GONE))
        snprintf(s->rejoin_why, sizeof s->rejoin_why, "%s",
                 _("The host no longer has the game you left: it ended it, or hosts another one now."));
    else if (closed && code != NET_REFUSE_NONE)
        net_refusal_words(code, s->rejoin_why, sizeof s->rejoin_why);
    else
        snprintf(s->rejoin_why, sizeof s->rejoin_why, "%s",
                 _("The host of the game you left did not answer: it may have ended that game, or its computer is "
                   "off. Try again later, or forget that game."));
}

/* ---- what is shown ---- */

static void kind_text(GameKind kind, int players, char *out, size_t size)
{
    /* TRANSLATORS: the kind of game, its number of players. */
    snprintf(out, size, ngettext("%s, %d player", "%s, %d players", players),
             kind == GAME_HEROES ? _("Heroes") : _("Base game"), players);
}

/* The host's own seat: its first seat at the host's screen. */
static int first_local_seat(MatchNet *n)
{
    for (int p = 0; p < net_match_players(match_net_match(n)); p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        if (info.kind == NET_SEAT_LOCAL)
            return p;
    }
    return -1;
}

/* A lobby's line for seat p: its name and what it is. */
static void seat_line(Ui *ui, int p, char *out, size_t size)
{
    NetSeatInfo info;
    MatchNet *n = net_of(ui);
    match_net_seat_info(n, p, &info);
    const char *what;
    char level[80];
    if (info.kind == NET_SEAT_COMPUTER) {
        /* TRANSLATORS: a computer seat in the lobby; its strength. */
        snprintf(level, sizeof level, _("computer, %s"), name_strength(ui_strength_index(info.level)));
        what = level;
    } else if (p == match_net_seat(n)) {
        what = _("you");
    } else if (info.kind == NET_SEAT_LOCAL) {
        what = p == first_local_seat(n) ? _("the host") : _("at the host's screen");
    } else if (info.state == NET_SEAT_OPEN) {
        what = _("waiting for a friend to join");
    } else if (info.state == NET_SEAT_AWAY) {
        what = _("lost the connection");
    } else if (info.state == NET_SEAT_HANDED) {
        what = _("away: a computer draws for them");
    } else if (info.kind == NET_SEAT_REMOTE && match_net_state(n) == NET_PLAYING) {
        what = _("playing");
    } else if (info.kind == NET_SEAT_REMOTE && !info.ready) {
        what = _("joined, not ready yet");
    } else {
        what = info.kind == NET_SEAT_REMOTE ? _("ready") : _("here");
    }
    name_seat_line(p + 1, info.state == NET_SEAT_OPEN ? NULL : name_seat(info.name), what, out, size);
}

static int text_block(Widgets *w, FontRole role, const char *text, int x, int y, int width, SDL_Color c)
{
    return widget_text(w, role, text, gfx_rect(x, y, width, 0), c);
}

static bool button(Widgets *w, Gfx *g, int x, int y, const char *label, ButtonLook look, SDL_Rect *spot)
{
    SDL_Rect r = gfx_rect(x, y, widget_button_width(g, label) + 2 * g->m.inner, widget_row_height(g));
    if (spot)
        *spot = r;
    return widget_button(w, r, label, look);
}

/* A text field: a click (or the ring) puts the typing there; a finger's
 * tap, with no key pressed, opens the on-screen keyboard for it. */
static void field(Friends *s, Widgets *w, SDL_Rect r, const char *text, FriendsField which)
{
    if (!widget_field(w, r, text, s->focus == which, false))
        return;
    focus(s, which);
    if (w->g->input == INPUT_TOUCH)
        s->keyboard_wanted = true;
}

static void name_row(Friends *s, Flow *f)
{
    flow_row(f, _("Your name"));
    SDL_Rect r = flow_place(f, SDL_min(f->right - f->left, 16 * f->row_h));
    s->spot_name = r;
    field(s, f->w, r, s->name, FIELD_NAME);
    flow_row_end(f);
}

static void choose(Friends *s, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    int y = body.y;
    y += text_block(w, FONT_BODY,
                    _("Play one game together, each at their own computer: one of you hosts it, the others join "
                      "with the invite code the host gives them (players on the same network see the game listed)."),
                    body.x, y, body.w, ink()) + L->gap;
    int bh = widget_row_height(g) + L->gap;
    /* a game to come back to comes first, the main button: a friend who
     * left comes back to this screen for it */
    s->spot_resume = s->spot_rejoin = s->spot_forget = (SDL_Rect){0, 0, 0, 0};
    if (s->rejoin_kept < 0) /* its match file read once, not at every frame */
        s->rejoin_kept = net_start_join_kept(ui->profile, &s->rejoin) ? 1 : 0;
    bool rejoin = !s->joining && s->rejoin_kept == 1, hosted = net_start_host_kept(ui->profile);
    if (rejoin) {
        if (button(w, g, body.x, y, _("Join the game you left again"), BUTTON_PRIMARY, &s->spot_rejoin)) {
            NetInvite kept = s->rejoin;
            go_to(s, STEP_JOIN); /* the join screen says how it goes (Connecting..., or why not) */
            s->rejoin_why[0] = '\0';
            join_invite(s, ui, &kept);
            s->rejoining = s->joining;
            return;
        }
        y += bh;
        if (s->rejoin_why[0]) { /* the last try failed: why, and Forget */
            y += text_block(w, FONT_SMALL, s->rejoin_why, body.x, y, body.w, gfx_rgb(PAL_RED)) + L->gap / 2;
            if (button(w, g, body.x, y, _("Forget the game you left"), BUTTON_NORMAL, &s->spot_forget)) {
                if (net_start_join_forget(ui->profile, s->error, sizeof s->error))
                    s->rejoin_why[0] = '\0';
                s->rejoin_kept = -1; /* read again: gone */
                return;
            }
            y += bh;
        }
    }
    if (hosted) {
        if (button(w, g, body.x, y, _("Resume the game you hosted"), rejoin ? BUTTON_NORMAL : BUTTON_PRIMARY,
                   &s->spot_resume)) {
            resume(s, ui);
            return;
        }
        y += bh;
    }
    if (button(w, g, body.x, y, _("Host a game"), rejoin || hosted ? BUTTON_NORMAL : BUTTON_PRIMARY, &s->spot_host)) {
        go_to(s, STEP_HOST);
        return;
    }
    y += bh;
    if (button(w, g, body.x, y, _("Join a game"), BUTTON_NORMAL, &s->spot_join)) {
        go_to(s, STEP_JOIN);
        return;
    }
    y += bh;
    if (s->error[0])
        text_block(w, FONT_SMALL, s->error, body.x, y, body.w, gfx_rgb(PAL_RED));
}

static Flow flow_in(Widgets *w, Ui *ui, SDL_Rect body, int y)
{
    const Metrics *L = &ui->gfx->m;
    TextSystem *ts = &ui->gfx->text;
    char seat_label[64];
    snprintf(seat_label, sizeof seat_label, _("Player %d"), MAX_PLAYERS);
    int label_w = SDL_max(text_width(ts, FONT_BODY, seat_label), text_width(ts, FONT_BODY, _("Your name")));
    label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _("Players")));
    label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _("Time per card")));
    label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _("Invite code or address")));
    Flow f = {w, body.x, body.x + label_w + L->gap, body.x + body.w, 0, y, widget_row_height(ui->gfx), L->gap};
    return f;
}

/* Returns the height of what it laid out (the panel scrolls it: six
 * players' rows at large text are taller than a small window). */
static int host_setup(Friends *s, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    Flow f = flow_in(w, ui, body, body.y);
    name_row(s, &f);
    flow_row(&f, _("Game"));
    if (flow_choice(&f, _("Base game"), s->kind == GAME_BASE))
        s->kind = GAME_BASE;
    if (flow_choice(&f, _("Heroes"), s->kind == GAME_HEROES))
        s->kind = GAME_HEROES;
    flow_row_end(&f);
    flow_row(&f, _("Players"));
    for (int n = 2; n <= MAX_PLAYERS; n++) {
        char num[8];
        snprintf(num, sizeof num, "%d", n);
        s->spot_players[n] = flow_place(&f, widget_button_width(g, num));
        if (widget_choice(w, s->spot_players[n], num, s->players == n))
            s->players = n;
    }
    flow_row_end(&f);
    for (int p = 1; p < s->players; p++) {
        char label[64];
        snprintf(label, sizeof label, _("Player %d"), p + 1);
        flow_row(&f, label);
        if (flow_choice(&f, _("A friend on another computer"), s->seat[p] == NET_START_FRIEND))
            s->seat[p] = NET_START_FRIEND;
        s->spot_here[p] = flow_place(&f, widget_button_width(g, _("A person at this screen")));
        if (widget_choice(w, s->spot_here[p], _("A person at this screen"), s->seat[p] == NET_START_HERE))
            s->seat[p] = NET_START_HERE;
        for (int k = 0; k < UI_STRENGTHS; k++) {
            char c[80];
            /* TRANSLATORS: a seat played by a computer of this strength. */
            snprintf(c, sizeof c, _("Computer (%s)"), name_strength(k));
            if (flow_choice(&f, c, s->seat[p] == k))
                s->seat[p] = k;
        }
        flow_row_end(&f);
    }
    flow_row(&f, _("Time per card"));
    static const int times[] = {0, 60, 120};
    for (size_t i = 0; i < SDL_arraysize(times); i++) {
        char t[40];
        /* TRANSLATORS: a time per card in seconds. */
        snprintf(t, sizeof t, _("%d s"), times[i]);
        const char *label = times[i] ? t : _("No limit");
        s->spot_time[i] = flow_place(&f, widget_button_width(g, label));
        if (widget_choice(w, s->spot_time[i], label, s->card_seconds == times[i]))
            s->card_seconds = times[i];
    }
    flow_row_end(&f);
    int y = f.y + f.gap;
    s->replaces_kept = net_start_host_kept(ui->profile); /* its match file is the one the new game takes */
    if (s->replaces_kept)
        y += text_block(w, FONT_SMALL,
                        _("Hosting this game ends the one you hosted before: it can no longer be resumed, and "
                          "its friends cannot join it again."),
                        body.x, y, body.w, gfx_rgb(PAL_INK_SOFT)) + f.gap;
    if (s->error[0])
        y += text_block(w, FONT_SMALL, s->error, body.x, y, body.w, gfx_rgb(PAL_RED)) + f.gap;
    if (button(w, g, body.x, y, _("Host the game"), BUTTON_PRIMARY, &s->spot_go))
        host(s, ui);
    else if (button(w, g, s->spot_go.x + s->spot_go.w + f.gap, y, _("Back"), BUTTON_NORMAL, NULL))
        go_to(s, STEP_CHOOSE);
    return y + widget_row_height(g) - body.y;
}

static void join_setup(Friends *s, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    Flow f = flow_in(w, ui, body, body.y);
    name_row(s, &f);
    flow_row(&f, _("Invite code or address"));
    SDL_Rect r = flow_place(&f, SDL_min(f.right - f.left, 14 * f.row_h));
    s->spot_field = r;
    field(s, w, r, s->code, FIELD_CODE);
    SDL_Rect go = flow_place(&f, widget_button_width(g, _("Join")) + 2 * L->inner);
    s->spot_go = go;
    bool go_hit = !s->joining && !s->asking && !s->lookup && widget_button(w, go, _("Join"), s->code[0] ? BUTTON_PRIMARY : BUTTON_DISABLED);
    flow_row_end(&f);
    int y = f.y;
    char *how = s->join_how;
    if (glyph_if_pad(g, GLYPH_A))
        /* TRANSLATORS: a pad's button (A, Cross): on the field it opens the on-screen keyboard */
        snprintf(how, sizeof s->join_how,
                 _("%s on the field types the code the host gave you, or the host's address (192.168.1.20:29170)."),
                 glyph_if_pad(g, GLYPH_A));
    else
        snprintf(
            how, sizeof s->join_how, "%s",
            g->input == INPUT_TOUCH
                ? _("Tap the field to type the code the host gave you, or the host's address (192.168.1.20:29170).")
                : _("Type or paste (Ctrl+V) the code the host gave you, or the host's address (192.168.1.20:29170)."));
    y += text_block(w, FONT_SMALL, how, f.left, y, f.right - f.left, gfx_rgb(PAL_INK_SOFT)) + L->gap;
    if (s->error[0])
        y += text_block(w, FONT_SMALL, s->error, body.x, y, body.w, gfx_rgb(PAL_RED)) + L->gap;
    if (s->note[0])
        y += text_block(w, FONT_SMALL, s->note, body.x, y, body.w, ink()) + L->gap;
    y += text_block(w, FONT_BODY, _("Games on this network"), body.x, y, body.w, ink()) + L->gap / 2;
    int found = s->lan ? net_discover_poll(s->lan, 0) : 0, shown = 0;
    s->lan_shown = 0;
    for (int i = 0; i < found && !s->joining; i++) {
        const NetFound *nf = net_discover_found(s->lan, i);
        if (nf->state != NET_LOBBY)
            continue;
        char kind[96], line[NET_HOSTNAME_MAX + 200];
        kind_text(nf->kind, nf->players, kind, sizeof kind);
        /* TRANSLATORS: the host's name, the kind of game, seats still open. */
        snprintf(line, sizeof line, ngettext("%s \xE2\x80\x94 %s, %d seat open", "%s \xE2\x80\x94 %s, %d seats open",
                                             nf->open),
                 nf->host, kind, nf->open);
        SDL_Rect lr = gfx_rect(body.x, y, body.w, widget_row_height(g));
        if (shown < LAN_SHOWN_MAX) {
            s->spot_lan[shown] = lr;
            snprintf(s->lan_line[shown], sizeof s->lan_line[shown], "%s", line);
            s->lan_port[shown] = nf->port;
            s->lan_open[shown] = nf->open;
            s->lan_shown = shown + 1;
        }
        /* a full game is listed as it is, but not offered: a click would only be refused */
        if (widget_button(w, lr, line, nf->open > 0 ? BUTTON_NORMAL : BUTTON_DISABLED) && nf->open > 0) {
            NetInvite inv = {nf->ipv4, nf->port, nf->secret};
            if (nf->secret) /* a host on this private network tells it */
                join_invite(s, ui, &inv);
            else
                snprintf(s->error, sizeof s->error, "%s",
                         _("This host joins its players by the invite code only: ask the host for it."));
            return;
        }
        y += lr.h + L->gap / 2;
        shown++;
    }
    if (shown == 0 && !s->joining)
        y += text_block(w, FONT_SMALL, _("None found yet: looking\xE2\x80\xA6"), body.x, y, body.w,
                        gfx_rgb(PAL_INK_SOFT)) + L->gap;
    y += L->gap;
    if (button(w, g, body.x, y, s->joining || s->lookup ? _("Cancel") : _("Back"), BUTTON_NORMAL,
               &s->spot_back)) {
        if (s->lookup) { /* the name's lookup given up: the address can be typed again */
            lookup_leave(s);
            s->note[0] = '\0';
            return;
        }
        if (s->joining)
            leave(s, ui);
        go_to(s, s->joining ? STEP_JOIN : STEP_CHOOSE);
        s->joining = false;
        return;
    }
    if (go_hit)
        join_code(s, ui);
}

/* Above the host's Start: who of the friends said they are ready. Start
 * is offered once every friend's seat is taken; it does not wait for them
 * to be ready. */
static void start_hint(MatchNet *n, int players, bool all_here, Widgets *w, SDL_Rect body, int *y, const Metrics *L)
{
    int friends = 0, ready = 0;
    for (int p = 0; p < players; p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        friends += info.kind == NET_SEAT_REMOTE;
        ready += info.kind == NET_SEAT_REMOTE && info.state == NET_SEAT_HERE && info.ready;
    }
    char line[200];
    if (!all_here)
        snprintf(line, sizeof line, "%s", _("Start when every friend has joined."));
    else if (ready < friends)
        /* TRANSLATORS: friends who said they are ready, friends in the game. */
        snprintf(line, sizeof line,
                 ngettext("%d of %d friend is ready. Start does not wait for the others.",
                          "%d of %d friends are ready. Start does not wait for the others.", friends),
                 ready, friends);
    else
        snprintf(line, sizeof line, "%s", _("Every friend is ready."));
    *y += text_block(w, FONT_SMALL, line, body.x, *y, body.w, gfx_rgb(PAL_INK_SOFT)) + L->gap / 2;
}

/* The lobby's chat: the last lines said and the line to write in. */
static int chat(Friends *s, MatchNet *n, Widgets *w, Gfx *g, SDL_Rect body, int y)
{
    const Metrics *L = &g->m;
    const ChatLog *log = match_net_chat(n);
    y += text_block(w, FONT_BODY, _("Chat"), body.x, y, body.w, ink()) + L->gap / 2;
    int count = chat_log_count(log);
    for (int i = SDL_max(0, count - CHAT_SHOWN); i < count; i++)
        y += text_block(w, FONT_SMALL, chat_log_line(log, i)->text, body.x + L->gap, y, body.w - L->gap, ink());
    if (count == 0)
        y += text_block(w, FONT_SMALL, _("Nothing said yet."), body.x + L->gap, y, body.w - L->gap,
                        gfx_rgb(PAL_INK_SOFT));
    y += L->gap / 2;
    int send_w = widget_button_width(g, _("Send")) + 2 * L->inner;
    s->spot_chat = gfx_rect(body.x, y, SDL_max(body.w - send_w - L->gap, 4 * L->gap), widget_row_height(g));
    field(s, w, s->spot_chat, s->chat, FIELD_CHAT);
    s->spot_send = gfx_rect(s->spot_chat.x + s->spot_chat.w + L->gap, y, send_w, widget_row_height(g));
    if (widget_button(w, s->spot_send, _("Send"), s->chat[0] ? BUTTON_NORMAL : BUTTON_DISABLED))
        say_chat(s, n);
    y += widget_row_height(g) + L->gap / 2;
    char *how = s->chat_how;
    if (glyph_if_pad(g, GLYPH_A))
        /* TRANSLATORS: a pad's button (A, Cross): on the lobby's chat line it opens the on-screen keyboard, whose
         * Send key sends the line */
        snprintf(how, sizeof s->chat_how, _("%s on the chat line writes in it, then Send; the D-pad reaches the buttons."),
                 glyph_if_pad(g, GLYPH_A));
    else
        snprintf(how, sizeof s->chat_how, "%s",
                 g->input == INPUT_TOUCH
                     ? _("Tap the chat line to write in it, then Send.")
                     : _("Enter writes in the chat and sends, or presses the button in the ring; Tab reaches the "
                         "buttons, Esc stops writing."));
    y += text_block(w, FONT_SMALL, how, body.x, y, body.w, gfx_rgb(PAL_INK_SOFT)) + L->gap;
    return y;
}

static void lobby(Friends *s, Ui *ui, Widgets *w, SDL_Rect body)
{
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    MatchNet *n = net_of(ui);
    if (!n || !match_net_match(n)) {
        go_to(s, STEP_CHOOSE);
        return;
    }
    const Session *ses = match_net_session(n);
    int players = session_settings(ses)->players, y = body.y;
    char kind[96];
    kind_text(session_settings(ses)->kind, players, kind, sizeof kind);
    y += text_block(w, FONT_BODY, kind, body.x, y, body.w, ink()) + L->gap;
    s->spot_copy = s->spot_start = (SDL_Rect){0, 0, 0, 0};
    bool playing = match_net_state(n) == NET_PLAYING;
    s->spot_to_game = (SDL_Rect){0, 0, 0, 0};
    if (match_net_is_host(n)) {
        const char *code = net_host_code(match_net_host(n));
        y += text_block(w, FONT_BODY,
                        playing ? _("Invite code: a friend who left the game joins again with it and takes their "
                                    "seat back.")
                                : _("Invite code: give it to your friends (players on this network also see the "
                                    "game listed under Join a game)."),
                        body.x, y, body.w, ink()) + L->gap / 2;
        int cw = text_width(&g->text, FONT_TITLE, code);
        if (widgets_drawing(w))
            text_draw(&g->text, g->renderer, FONT_TITLE, code, body.x, y, ink(), ALIGN_LEFT);
        if (button(w, g, body.x + cw + 2 * L->gap, y, _("Copy code"), BUTTON_NORMAL, &s->spot_copy)) {
            SDL_SetClipboardText(code);
            snprintf(s->note, sizeof s->note, "%s", _("The code is copied: paste it in a message to your friends."));
        }
        y += SDL_max(text_line_height(&g->text, FONT_TITLE), widget_row_height(g)) + L->gap;
        if (s->note[0])
            y += text_block(w, FONT_SMALL, s->note, body.x, y, body.w, gfx_rgb(PAL_GREEN_OK)) + L->gap;
        char router[400];
        if (match_net_router(n, router, sizeof router) != ROUTER_REFUSED || router[0])
            y += text_block(w, FONT_SMALL, router, body.x, y, body.w, gfx_rgb(PAL_INK_SOFT)) + L->gap;
    }
    y += text_block(w, FONT_BODY, _("Players"), body.x, y, body.w, ink()) + L->gap / 2;
    for (int p = 0; p < players; p++) {
        char line[SEAT_NAME_MAX + 120];
        seat_line(ui, p, line, sizeof line);
        y += text_block(w, FONT_BODY, line, body.x + L->gap, y, body.w - L->gap, ink());
    }
    y += L->gap;
    if (playing) {
        y += text_block(w, FONT_SMALL,
                        match_net_is_host(n)
                            ? _("The game is under way. Leaving it stops it for everyone until you take it up again "
                                "with \xE2\x80\x9CResume the game you hosted\xE2\x80\x9D.")
                            : _("The game is under way. If you leave it, a computer draws for you after a minute; "
                                "the invite code takes your seat back."),
                        body.x, y, body.w, gfx_rgb(PAL_INK_SOFT)) + L->gap / 2;
        if (button(w, g, body.x, y, _("Back to the game"), BUTTON_PRIMARY, &s->spot_to_game)) {
            ui_to_table(ui);
            return;
        }
    } else if (match_net_is_host(n)) {
        bool ready = net_host_all_here(match_net_host(n));
        start_hint(n, players, ready, w, body, &y, L);
        if (button(w, g, body.x, y, _("Start"), ready ? BUTTON_PRIMARY : BUTTON_DISABLED, &s->spot_start) && ready) {
            char err[SESSION_MESSAGE_MAX];
            if (!net_host_start(match_net_host(n), err, sizeof err))
                snprintf(s->error, sizeof s->error, "%s", err);
        }
    } else {
        NetSeatInfo me;
        match_net_seat_info(n, match_net_seat(n), &me);
        y += text_block(w, FONT_SMALL,
                        me.ready ? _("Waiting for the host to start the game\xE2\x80\xA6")
                                 : _("Say you are ready when you are; the host starts the game."),
                        body.x, y, body.w, ink()) + L->gap / 2;
        if (button(w, g, body.x, y, me.ready ? _("Not ready yet") : _("I am ready"),
                   me.ready ? BUTTON_NORMAL : BUTTON_PRIMARY, &s->spot_ready))
            net_client_ready(match_net_client(n), !me.ready);
    }
    y += widget_row_height(g) + L->gap;
    y = chat(s, n, w, g, body, y);
    if (s->error[0])
        y += text_block(w, FONT_SMALL, s->error, body.x, y, body.w, gfx_rgb(PAL_RED)) + L->gap;
    if (button(w, g, body.x, y, playing ? _("Leave the game") : _("Leave"), BUTTON_NORMAL, &s->spot_leave)) {
        leave(s, ui);
        go_to(s, STEP_CHOOSE);
    }
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Friends *s = self;
    SDL_Rect body;
    if (widget_frame(w, 900, s->step == STEP_CHOOSE ? 340 : 0, _("Play with friends"), &body)) {
        if ((s->step == STEP_LOBBY && !under_way(ui)) || s->joining) /* (a game under way goes on) */
            leave(s, ui);
        go_to(s, STEP_CHOOSE);
        s->joining = false;
        ui_pop(ui);
        return;
    }
    switch (s->step) {
    case STEP_HOST: {
        widgets_begin_scroll(w, body, s->panel.content_h, &s->panel.scroll);
        int h = host_setup(s, ui, w, gfx_rect(body.x, body.y - s->panel.scroll, body.w, body.h));
        if (widgets_drawing(w))
            s->panel.content_h = h;
        widgets_end_scroll(w);
        break;
    }
    case STEP_JOIN: join_setup(s, ui, w, body); break;
    case STEP_LOBBY: lobby(s, ui, w, body); break;
    default: choose(s, ui, w, body); break;
    }
}

static FriendsField ring_field(const Friends *s);

/* Host a game or Join a game reached by the keys with the ring on a text
 * field (the name's, the code's) takes what is typed next, as a field the
 * ring is moved to does. (In the lobby Enter writes in the chat, unless
 * the ring is on a button.) */
static void ring_takes_typing(Friends *s, Ui *ui)
{
    if (s->step_drawn)
        return;
    s->step_drawn = true;
    if (s->step != STEP_HOST && s->step != STEP_JOIN)
        return;
    FriendsField f = ring_field(s);
    if (ui->gfx->input == INPUT_KEYS && f != FIELD_NONE && s->focus == FIELD_NONE)
        focus(s, f);
}

static void draw(void *self, Ui *ui)
{
    Friends *s = self;
    panel_draw(&s->panel, self, ui, walk);
    ring_takes_typing(s, ui);
}

/* ---- input ---- */

/* The text of the field being written in (NULL none), and its size. */
static char *focused_text(Friends *s, size_t *size)
{
    char *t = s->focus == FIELD_NAME ? s->name : s->focus == FIELD_CODE ? s->code
                                               : s->focus == FIELD_CHAT ? s->chat : NULL;
    if (size)
        *size = s->focus == FIELD_NAME ? sizeof s->name : s->focus == FIELD_CODE ? sizeof s->code : sizeof s->chat;
    return t;
}

static void type_text(Friends *s, const char *text)
{
    size_t size;
    char *dst = focused_text(s, &size);
    if (!dst || strlen(dst) + strlen(text) >= size)
        return;
    strcat(dst, text);
    s->error[0] = '\0';
}

static void paste(Friends *s)
{
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!clip)
        return;
    if (s->focus == FIELD_NONE && s->step == STEP_JOIN) {
        focus(s, FIELD_CODE);
        s->code[0] = '\0';
    }
    for (char *p = clip; *p; p++) /* one line */
        if (*p == '\n' || *p == '\r' || *p == '\t')
            *p = ' ';
    type_text(s, clip);
    SDL_free(clip);
}

/* The text field the ring is on, as last drawn (FIELD_NONE: none, or the
 * ring on no field). */
static FriendsField ring_field(const Friends *s)
{
    const SDL_Rect *r = &s->panel.focus_rect;
    if (s->panel.focus < 0 || s->panel.focus_kind != FOCUS_FIELD)
        return FIELD_NONE;
    if (s->step == STEP_LOBBY)
        return SDL_RectEquals(r, &s->spot_chat) ? FIELD_CHAT : FIELD_NONE;
    if (SDL_RectEquals(r, &s->spot_name))
        return FIELD_NAME;
    return s->step == STEP_JOIN && SDL_RectEquals(r, &s->spot_field) ? FIELD_CODE : FIELD_NONE;
}

/* The on-screen keyboard for the field being written in (a pad's A, a
 * finger's tap); its limit is the field's. */
static void open_keyboard(Friends *s, Ui *ui)
{
    s->keyboard_wanted = false;
    size_t size;
    const char *text = focused_text(s, &size);
    if (text && s->focus == FIELD_CHAT)
        ui_push_keyboard_send(ui, text, (int)size - 1); /* OK sends the line (answer) */
    else if (text)
        ui_push_keyboard(ui, text, (int)size - 1, NULL);
}

/* The keyboard's OK: its text in place of the field's, typed as the keys'
 * typing is (the field's limit; the error shown goes), and the lobby's chat
 * line sent (as Enter sends it); Cancel leaves it. */
static void answer(void *self, Ui *ui, ScreenId from, int answer_code)
{
    Friends *s = self;
    char *dst = focused_text(s, NULL);
    if (from != SCREEN_KEYBOARD || !dst)
        return;
    if (answer_code == KEYBOARD_OK) {
        dst[0] = '\0';
        type_text(s, ui->keyboard.text);
        if (s->focus == FIELD_CHAT)
            say_chat(s, net_of(ui));
    }
    SDL_StartTextInput(); /* the keyboard stopped it */
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Friends *s = self;
    if (e->kind == UI_PRESS && e->button == UI_BUTTON_LEFT)
        focus(s, FIELD_NONE);
    FriendsField ringed = ring_field(s);
    if (panel_pad_types(&s->panel, e) && (ringed != FIELD_NONE || s->focus != FIELD_NONE)) {
        if (ringed != FIELD_NONE)
            focus(s, ringed);
        open_keyboard(s, ui);
        return true;
    }
    /* a button in the ring takes Enter as it takes Space (the pad's A: a button with the focus) */
    bool on_button = s->panel.focus >= 0 && s->panel.focus_kind != FOCUS_FIELD &&
                     ((s->panel.ring && s->focus != FIELD_CHAT) || e->source == INPUT_PAD);
    if (e->kind == UI_KEY && e->key == KEY_CONFIRM && s->step == STEP_LOBBY && net_of(ui) && !on_button) {
        /* else in the lobby Enter is the chat's: on the chat line, or with no button in the ring */
        if (s->focus != FIELD_CHAT)
            focus(s, FIELD_CHAT);
        else
            say_chat(s, net_of(ui));
        return true;
    }
    if (e->kind == UI_KEY && (e->key == KEY_SPACE || e->key == KEY_CHAR) && s->focus != FIELD_NONE)
        return false; /* a letter of the field being written in (it comes as text), not a focused button's */
    bool taken;
    int was = s->panel.focus;
    bool changed = panel_event(&s->panel, self, ui, e, walk, &taken);
    /* the ring went from a field to a button: the typing stops there */
    if (taken && e->kind == UI_KEY && s->panel.focus != was && s->panel.focus_kind != FOCUS_FIELD)
        focus(s, FIELD_NONE);
    if (s->keyboard_wanted) {
        open_keyboard(s, ui);
        return true;
    }
    if (taken)
        return changed;
    if (e->kind == UI_TEXT) {
        type_text(s, e->text);
        return true;
    }
    if (e->kind != UI_KEY)
        return changed;
    switch (e->key) {
    case KEY_BACKSPACE:
        if (s->focus == FIELD_NONE)
            return changed;
        text_drop_last_char(focused_text(s, NULL));
        return true;
    case KEY_PASTE: paste(s); return true;
    case KEY_CONFIRM:
        if (s->step == STEP_JOIN && !s->joining)
            join_code(s, ui);
        else if (s->step == STEP_HOST)
            host(s, ui);
        else if (s->step == STEP_CHOOSE)
            go_to(s, STEP_HOST);
        return true;
    case KEY_CANCEL:
        if (s->focus != FIELD_NONE)
            focus(s, FIELD_NONE);
        else if (s->step == STEP_HOST || (s->step == STEP_JOIN && !s->joining))
            go_to(s, STEP_CHOOSE);
        else if (s->step == STEP_CHOOSE || (s->step == STEP_LOBBY && under_way(ui)))
            ui_pop(ui);
        return true;
    default: return changed;
    }
}

/* What the lobby shows, as one number: a change is redrawn. */
static uint64_t lobby_state(Ui *ui)
{
    MatchNet *n = net_of(ui);
    const NetMatch *m = n ? match_net_match(n) : NULL;
    uint64_t h = n ? 1 : 0;
    for (int p = 0; m && p < net_match_players(m); p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        h = h * 31 + (uint64_t)info.state * 7 + (uint64_t)info.ready + (uint64_t)(unsigned char)info.name[0];
    }
    h = h * 31 + (n ? match_net_chat(n)->serial : 0);
    char router[400];
    h = h * 31 + (n ? (uint64_t)match_net_router(n, router, sizeof router) : 0); /* and the code it changes */
    return h * 31 + (m ? 1 : 0);
}

/* Joining: welcomed (the lobby), refused, or no answer in time; the games
 * on this network asked for now and then. */
static bool tick(void *self, Ui *ui)
{
    Friends *s = self;
    bool changed = false;
    if (s->step == STEP_JOIN) {
        if (!s->lan) {
            char err[200];
            s->lan = net_discover_new(err, sizeof err);
            s->asked = 0;
        }
        if (s->lan && (s->asked == 0 || SDL_GetTicks() - s->asked >= ASK_EVERY_MS)) {
            net_discover_ask(s->lan, 0xffffffffu, 0);
            s->asked = SDL_GetTicks();
            changed = true;
        }
    }
    if (s->step == STEP_JOIN)
        changed |= lookup_tick(s);
    if (s->asking && s->step == STEP_JOIN)
        changed |= ask_tick(s, ui);
    if (s->joining) {
        MatchNet *n = net_of(ui);
        int code = 0;
        if (n && match_net_match(n) && match_net_welcomed(n)) {
            s->joining = s->rejoining = false;
            go_to(s, STEP_LOBBY);
            return true;
        }
        bool closed = n && match_net_closed(n, &code);
        if (s->rejoining && (!n || closed || SDL_GetTicks() - s->since >= JOIN_WAIT_MS)) {
            rejoin_failed(s, ui, closed, code);
            return true;
        }
        if (!n || closed || SDL_GetTicks() - s->since >= JOIN_WAIT_MS) {
            net_refusal_words(n && match_net_closed(n, NULL) ? code : 0, s->error, sizeof s->error);
            leave(s, ui);
            s->note[0] = '\0';
            return true;
        }
    }
    uint64_t now = lobby_state(ui);
    if (now != s->seen) {
        s->seen = now;
        changed = true;
    }
    return changed;
}

/* The game began: the table takes over. */
static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Friends *s = self;
    if (e->kind != MATCH_INSTALLED || !net_of(ui) || ui_top(ui) != SCREEN_FRIENDS)
        return;
    go_to(s, STEP_CHOOSE);
    ui_to_table(ui);
}

static void *create(Ui *ui)
{
    (void)ui;
    Friends *s = panel_screen_create(sizeof(Friends));
    return s;
}

static void destroy(void *self)
{
    Friends *s = self;
    stop_lan(s);
    free(s);
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Friends *s = self;
    panel_screen_enter(self, ui, why);
    MatchNet *n = net_of(ui);
    go_to(s, (n && match_net_state(n) == NET_LOBBY) || under_way(ui) ? STEP_LOBBY : STEP_CHOOSE);
    s->joining = s->rejoining = false;
    if (s->players < 2) {
        s->players = 2;
        s->kind = GAME_BASE;
        for (int p = 0; p < MAX_PLAYERS; p++)
            s->seat[p] = NET_START_FRIEND;
    }
    const char *remembered = ui->profile->settings.setup.name[0];
    if (!s->name[0]) /* left empty, the host names the seat "Player N" */
        snprintf(s->name, sizeof s->name, "%s", remembered);
}

static void leave_screen(void *self, Ui *ui)
{
    (void)ui;
    Friends *s = self;
    focus(s, FIELD_NONE);
    stop_lan(s);
}

/* step: 0 choose, 1 host, 2 join, 3 lobby (or the game under way: under_way
 * 1, to_game and leave its buttons); replaces_kept: the host setup says
 * the game hosted before would be ended; the error and note shown (and
 * rejoin_why: why the game left could not be joined again, with its
 * Forget, the spot forget); the
 * player's name, the code and chat fields' texts; the buttons', the code
 * and name fields' places; the games on
 * this network listed (lan_N: the button, its line, the game's port and
 * its seats open). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Friends *s = self;
    report_value(r, "step", "%d", (int)s->step);
    report_value(r, "error", "%s", s->error);
    report_value(r, "note", "%s", s->note);
    report_value(r, "join_how", "%s", s->join_how);
    report_value(r, "name", "%s", s->name);
    MatchNet *n = net_of(ui);
    if (n && match_net_is_host(n)) {
        report_value(r, "code", "%s", net_host_code(match_net_host(n)));
        static const char *const router_words[] = {"asking", "forwarded", "refused"};
        char line[400];
        RouterState st = match_net_router(n, line, sizeof line);
        report_value(r, "router", "%s", line[0] ? router_words[st] : "off");
        report_value(r, "router_text", "%s", line);
    }
    r->spot(r, "host", s->spot_host);
    r->spot(r, "join", s->spot_join);
    r->spot(r, "resume", s->spot_resume);
    r->spot(r, "rejoin", s->step == STEP_CHOOSE ? s->spot_rejoin : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "forget", s->step == STEP_CHOOSE ? s->spot_forget : (SDL_Rect){0, 0, 0, 0});
    report_value(r, "rejoin_why", "%s", s->rejoin_why);
    r->spot(r, "field", s->spot_field);
    r->spot(r, "name_field", s->step == STEP_HOST || s->step == STEP_JOIN ? s->spot_name : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "go", s->spot_go);
    r->spot(r, "back", s->step == STEP_JOIN ? s->spot_back : (SDL_Rect){0, 0, 0, 0});
    report_value(r, "looking_up", "%d", s->lookup ? 1 : 0);
    r->spot(r, "copy", s->spot_copy);
    r->spot(r, "start", s->spot_start);
    report_value(r, "under_way", "%d", under_way(ui) ? 1 : 0);
    report_value(r, "replaces_kept", "%d", s->step == STEP_HOST && s->replaces_kept ? 1 : 0);
    r->spot(r, "to_game", s->step == STEP_LOBBY ? s->spot_to_game : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "leave", s->step == STEP_LOBBY ? s->spot_leave : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "chat", s->step == STEP_LOBBY ? s->spot_chat : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "send", s->step == STEP_LOBBY ? s->spot_send : (SDL_Rect){0, 0, 0, 0});
    r->spot(r, "ready", s->step == STEP_LOBBY ? s->spot_ready : (SDL_Rect){0, 0, 0, 0});
    report_value(r, "focus", "%d", (int)s->focus);
    r->spot(r, "ring", s->panel.focus_rect); /* the focus ring ("focus" is the field's number) */
    report_value(r, "code_text", "%s", s->code);
    report_value(r, "chat_text", "%s", s->chat);
    report_value(r, "chat_how", "%s", s->chat_how);
    int lan = s->step == STEP_JOIN ? s->lan_shown : 0;
    report_value(r, "lan_shown", "%d", lan);
    for (int i = 0; i < lan; i++) {
        report_spot(r, s->spot_lan[i], "lan_%d", i);
        char name[32];
        snprintf(name, sizeof name, "lan_%d_text", i);
        report_value(r, name, "%s", s->lan_line[i]);
        snprintf(name, sizeof name, "lan_%d_port", i);
        report_value(r, name, "%u", (unsigned)s->lan_port[i]);
        snprintf(name, sizeof name, "lan_%d_open", i);
        report_value(r, name, "%d", s->lan_open[i]);
    }
    const ChatLog *log = n ? match_net_chat(n) : NULL;
    int lines = log ? chat_log_count(log) : 0;
    report_value(r, "chat_lines", "%d", lines);
    report_value(r, "chat_last", "%s", lines ? chat_log_line(log, lines - 1)->text : "");
    char ready[MAX_PLAYERS + 1] = ""; /* each seat's ready flag, "1" or "0" */
    for (int p = 0; n && match_net_match(n) && p < net_match_players(match_net_match(n)); p++) {
        NetSeatInfo info;
        match_net_seat_info(n, p, &info);
        ready[p] = info.ready ? '1' : '0';
    }
    report_value(r, "ready", "%s", ready);
    for (int k = 2; k <= MAX_PLAYERS; k++)
        report_spot(r, s->step == STEP_HOST ? s->spot_players[k] : (SDL_Rect){0, 0, 0, 0}, "players_%d", k);
    static const int times[] = {0, 60, 120};
    for (int k = 0; k < 3; k++)
        report_spot(r, s->step == STEP_HOST ? s->spot_time[k] : (SDL_Rect){0, 0, 0, 0}, "time_%d", times[k]);
    for (int p = 1; p < MAX_PLAYERS; p++)
        report_spot(r, s->step == STEP_HOST && p < s->players ? s->spot_here[p] : (SDL_Rect){0, 0, 0, 0},
                    "here_%d", p + 1);
}

const ScreenType *friends_screen(void)
{
    static const ScreenType type = {
        .name = "friends", .opaque = true, .create = create, .destroy = destroy, .enter = enter,
        .leave = leave_screen, .answer = answer, .event = event, .tick = tick, .draw = draw, .match_changed = match_changed,
        .report = report,
    };
    return &type;
}
