/* setup_screen.c: the setup screen (see setup_screen.h).
 *
 * One walk over the screen's widgets (widgets.h) measures the content,
 * finds the widget under the pointer, takes a click and draws. Widgets flow
 * left to right in labelled rows and wrap when a row is full. */
#include "setup_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "gfx.h"
#include "i18n.h"
#include "messages.h"
#include "names.h"
#include "palette.h"
#include "panel.h"
#include "scoring.h"
#include "screens.h"
#include "widgets.h"

typedef struct Setup {
    SetupState s;
    Panel panel;
} Setup;

/* Base game: a balanced first choice; Heroes: the rulebook's first game. */
static const char *const default_decrees[2][DECREES] = {
    {"sentinel_wood", "canal_lake", "wildholds", "borderlands"},
    {"faunlost_thicket", "gnomish_colony", "ulems_wallow", "dwarvenholds"},
};

/* The next scoring card after `card` in direction dir (+1 or -1) within its
 * own category, so the four decrees keep one card of each category
 * (docs/rules.md §2); base and Heroes games take their own set's cards, a mixed game
 * any of the 32. */
static int setup_next_card(GameKind kind, int card, int dir)
{
    const ScoringCard *cur = scoring_card(card);
    if (!cur)
        return card;
    for (int step = 1; step < SCORING_CARD_COUNT; step++) {
        int i = ((card + dir * step) % SCORING_CARD_COUNT + SCORING_CARD_COUNT) % SCORING_CARD_COUNT;
        const ScoringCard *c = scoring_card(i);
        if (c->category != cur->category)
            continue;
        if ((kind == GAME_BASE && c->heroes_set) || (kind == GAME_HEROES && !c->heroes_set))
            continue;
        return i;
    }
    return card;
}

static void set_kind(SetupState *s, GameKind kind)
{
    GameSettings d;
    game_settings_init(&d, kind, s->players, 0);
    s->kind = kind;
    s->side = (int)d.side;
    s->explore_set = d.explore_set;
    s->season_set = d.season_set;
    s->heroes = d.heroes;
    s->ambush_mask = d.ambush_mask;
    for (int i = 0; i < DECREES; i++) {
        const ScoringCard *c = scoring_card_find(default_decrees[kind == GAME_HEROES][i]);
        s->decree_cards[i] = c ? scoring_card_index(c) : i * 8;
    }
}

void setup_init(SetupState *s)
{
    memset(s, 0, sizeof *s);
    s->players = 1;
    s->focus = -1;
    s->code_bad = -1;
    set_kind(s, GAME_BASE);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        snprintf(s->names[p], sizeof s->names[p], _("Player %d"), p + 1);
        memcpy(s->given[p], s->names[p], sizeof s->given[p]);
        s->strength[p] = 1;
    }
}

/* ---- seats: human or computer ---- */

/* A strength (args.h) on its button. */
static const char *strength_name(int strength)
{
    switch (strength) {
    case 0: return _("Easy");
    case 2: return _("Hard");
    default: return _("Medium");
    }
}

/* "Computer (hard)" when one computer plays, else "Computer 3 (hard)"
 * with the seat's number; in English for the game to keep (name_seat
 * shows it in the language of the moment), else in the player's. */
static void computer_name(const SetupState *s, int p, bool english, char *out, size_t size)
{
    int computers = 0;
    for (int q = 0; q < s->players; q++)
        computers += s->computer[q];
    const char *strength = english ? ui_strength_word(s->strength[p]) : name_strength(s->strength[p]);
    if (computers <= 1)
        /* TRANSLATORS: a computer player's default name; %s: easy, medium or hard. */
        snprintf(out, size, english ? "Computer (%s)" : _("Computer (%s)"), strength);
    else
        /* TRANSLATORS: a computer player's default name: seat number, easy/medium/hard. */
        snprintf(out, size, english ? "Computer %d (%s)" : _("Computer %d (%s)"), p + 1, strength);
}

/* A name the screen gave, not one the player typed (it follows the seat). */
static bool default_name(const SetupState *s, int p)
{
    const char *n = s->names[p];
    while (*n == ' ')
        n++;
    if (s->given[p][0] && strcmp(n, s->given[p]) == 0)
        return true;
    char buf[SETUP_NAME_MAX];
    snprintf(buf, sizeof buf, _("Player %d"), p + 1);
    if (!*n || strcmp(n, buf) == 0)
        return true;
    for (int k = 0; k < UI_STRENGTHS; k++) {
        snprintf(buf, sizeof buf, _("Computer (%s)"), name_strength(k));
        if (strcmp(n, buf) == 0)
            return true;
        snprintf(buf, sizeof buf, _("Computer %d (%s)"), p + 1, name_strength(k));
        if (strcmp(n, buf) == 0)
            return true;
    }
    return false;
}

/* Seats with the names the screen gave get the names that fit them now
 * (call after a change of seats or of the number of players). */
static void name_seats(SetupState *s, const bool renamed[MAX_PLAYERS])
{
    for (int p = 0; p < MAX_PLAYERS; p++) {
        if (!renamed[p])
            continue;
        if (!s->computer[p])
            snprintf(s->names[p], sizeof s->names[p], _("Player %d"), p + 1);
        else if (p < s->players)
            computer_name(s, p, false, s->names[p], sizeof s->names[p]);
        else
            continue;
        memcpy(s->given[p], s->names[p], sizeof s->given[p]);
    }
}

static void default_names(const SetupState *s, bool out[MAX_PLAYERS])
{
    for (int p = 0; p < MAX_PLAYERS; p++)
        out[p] = default_name(s, p);
}

void setup_name_again(SetupState *s)
{
    bool given[MAX_PLAYERS];
    default_names(s, given);
    name_seats(s, given);
}

void setup_seat(SetupState *s, int p, bool computer, int strength)
{
    bool renamed[MAX_PLAYERS];
    default_names(s, renamed);
    /* a name typed for a human goes with the human: a computer taking the
     * seat gets a computer's name, and the typed one comes back with a human */
    if (computer && !s->computer[p] && !renamed[p]) {
        memcpy(s->typed[p], s->names[p], sizeof s->typed[p]);
        renamed[p] = true;
    }
    bool back = !computer && s->computer[p] && s->typed[p][0] && renamed[p];
    s->computer[p] = computer;
    s->strength[p] = strength;
    name_seats(s, renamed);
    if (back)
        memcpy(s->names[p], s->typed[p], sizeof s->names[p]);
}

static void set_players(SetupState *s, int n)
{
    bool renamed[MAX_PLAYERS];
    default_names(s, renamed);
    s->players = n;
    name_seats(s, renamed);
}

void setup_set_seats(SetupState *s, const char *list)
{
    bool computer[UI_MAX_SEATS];
    int strength[UI_MAX_SEATS], n;
    char err[200];
    if (!ui_args_parse_seats(list, computer, strength, &n, err, sizeof err))
        return;
    for (int p = 0; p < n && p < MAX_PLAYERS; p++)
        setup_seat(s, p, computer[p], strength[p]);
}

void setup_from_memory(SetupState *s, const SetupMemory *p)
{
    set_kind(s, (unsigned)p->kind <= GAME_MIXED ? p->kind : GAME_BASE);
    set_players(s, p->players >= 1 && p->players <= MAX_PLAYERS ? p->players : 1);
    for (int i = 0; i < MAX_PLAYERS; i++) {
        int strength = ui_strength_index(p->seat[i]); /* -1 for "human" */
        setup_seat(s, i, strength >= 0, strength >= 0 ? strength : 1);
    }
    for (int i = 0; i < MAX_PLAYERS; i++)
        if (p->name[i][0])
            snprintf(s->names[i], sizeof s->names[i], "%s", p->name[i]);
}

void setup_to_memory(const SetupState *s, SetupMemory *p)
{
    p->kind = s->kind;
    p->players = s->players;
    for (int i = 0; i < MAX_PLAYERS; i++) {
        snprintf(p->seat[i], sizeof p->seat[i], "%s", s->computer[i] ? ui_strength_word(s->strength[i]) : "human");
        /* a name the screen gave is left to follow the seat and the language;
         * a typed one is kept as the seat will have it */
        session_name_clean(p->name[i], sizeof p->name[i], default_name(s, i) ? "" : s->names[i]);
    }
}

void setup_seats(const SetupState *s, Seat out[MAX_PLAYERS])
{
    for (int p = 0; p < MAX_PLAYERS; p++) {
        char name[SETUP_NAME_MAX];
        const char *n = s->names[p];
        while (*n == ' ')
            n++;
        bool computer = s->players > 1 && s->computer[p]; /* solo is always human */
        /* a name the screen gave goes into the game in English, to be shown
         * in whatever language the game is seen in later (name_seat) */
        if (*n && !default_name(s, p))
            snprintf(name, sizeof name, "%s", n);
        else if (computer)
            computer_name(s, p, true, name, sizeof name);
        else
            snprintf(name, sizeof name, "Player %d", p + 1);
        session_seat_init(&out[p], p, computer ? SEAT_COMPUTER : SEAT_HUMAN, ui_strength_word(s->strength[p]),
                          name);
    }
}

/* ---- the screen ---- */

static void focus_field(SetupState *s, int f)
{
    s->focus = f;
    /* a name the screen gave is selected: typing replaces it */
    s->selected = f >= 0 && f < MAX_PLAYERS && default_name(s, f);
    if (f >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

/* A text field of the screen (0..5 the names, 6 the seed, 7 the code); true when clicked. */
static bool text_field(SetupState *s, Flow *f, int index, const char *text, int width)
{
    SDL_Rect r = flow_place(f, width);
    s->field_rect[index] = r;
    bool hit = widget_field(f->w, r, text, s->focus == index, s->focus == index && s->selected);
    if (hit && f->w->g->input == INPUT_TOUCH)
        s->keyboard_wanted = true; /* a finger, no keys: the on-screen keyboard */
    return hit;
}

void setup_settings(const SetupState *s, uint64_t random_seed, GameSettings *gs)
{
    uint64_t seed = 0;
    if (s->seed[0]) {
        for (const char *p = s->seed; *p; p++)
            seed = seed * 10 + (uint64_t)(*p - '0');
    } else {
        seed = random_seed;
    }
    game_settings_init(gs, s->kind, s->players, seed);
    gs->side = (MapSide)s->side;
    if (s->decrees_chosen)
        for (int i = 0; i < DECREES; i++)
            gs->decree_cards[i] = s->decree_cards[i];
    /* a code may give any game's card sets (a base game's too) */
    if (s->kind == GAME_MIXED || s->code_ok) {
        gs->explore_set = s->explore_set;
        gs->season_set = s->season_set;
        gs->heroes = s->heroes;
        gs->ambush_mask = s->ambush_mask;
    }
    gs->solo_ambush_rule = s->players > 1 && s->solo_ambush_rule;
}

/* Whether the code field holds more than blanks. */
static bool code_typed(const SetupState *s)
{
    for (const char *p = s->code; *p; p++)
        if (*p != ' ')
            return true;
    return false;
}

static void start(SetupState *s, Ui *ui)
{
    if (code_typed(s) && !s->code_ok) {
        /* a friend's game mistyped: starting the settings below instead
         * would be another game without a word */
        snprintf(s->error, sizeof s->error, "%s",
                 _("The code has a mistake (see the note under it): correct it, or clear the field to "
                   "play the settings below."));
        focus_field(s, SETUP_FIELD_CODE);
        return;
    }
    GameSettings gs;
    setup_settings(s, ((uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)SDL_GetTicks()) % 1000000u, &gs);
    Seat seats[MAX_PLAYERS];
    setup_seats(s, seats);
    int humans = 0;
    for (int p = 0; p < s->players; p++)
        humans += seats[p].kind == SEAT_HUMAN;
    if (humans == 0) {
        snprintf(s->error, sizeof s->error, "%s", _("At least one player must be human."));
        return;
    }
    char err[SESSION_MESSAGE_MAX + 200];
    if (!match_start(ui->match, &gs, seats, -1, "", err, sizeof err)) {
        snprintf(s->error, sizeof s->error, "%s", err);
        return;
    }
    setup_to_memory(s, &ui->profile->settings.setup); /* the next setup starts from this one */
    char serr[SESSION_MESSAGE_MAX];
    profile_save_settings(ui->profile, serr, sizeof serr);
    focus_field(s, -1);
    ui_to_table(ui);
}

static const char *side_name(int side)
{
    return side == MAP_SIDE_B || side == MAP_SIDE_D ? _("Wasteland") : _("Wilderness");
}

/* ---- the challenge code ---- */

/* "Solo · Heroes · Side C · seed 123456 · scoring cards given" */
static void code_summary(const GameSettings *gs, char *buf, size_t size)
{
    char kind[96], sname[32], side[2] = {map_side_letter(gs->side), 0};
    describe_game(gs->players, gs->kind, kind, sizeof kind);
    snprintf(sname, sizeof sname, _("Side %s"), side);
    /* TRANSLATORS: what a valid challenge code holds: the kind of game and
     * players, the map side, the seed, whether it chooses the scoring cards. */
    snprintf(buf, size, _("This code is a game of %s, %s, seed %llu, %s."), kind, sname,
             (unsigned long long)gs->seed,
             gs->decree_cards[0] >= 0 ? _("scoring cards chosen") : _("scoring cards dealt by the seed"));
}

void setup_read_code(SetupState *s)
{
    s->error[0] = '\0'; /* the code changed: what Start said no longer holds */
    s->code_ok = false;
    s->code_bad = -1;
    s->code_note[0] = '\0';
    const char *p = s->code;
    while (*p == ' ')
        p++;
    if (!*p)
        return;
    GameSettings gs;
    ChallengeCodeError e;
    if (!challenge_code_parse(s->code, &gs, &e)) {
        msg_challenge_code(&e, s->code, s->code_note, sizeof s->code_note);
        s->code_bad = e.offset;
        return;
    }
    set_kind(s, gs.kind);
    s->side = (int)gs.side;
    set_players(s, gs.players);
    snprintf(s->seed, sizeof s->seed, "%llu", (unsigned long long)gs.seed);
    s->decrees_chosen = gs.decree_cards[0] >= 0;
    for (int i = 0; i < DECREES && s->decrees_chosen; i++)
        s->decree_cards[i] = gs.decree_cards[i];
    s->explore_set = gs.explore_set;
    s->season_set = gs.season_set;
    s->heroes = gs.heroes;
    s->ambush_mask = gs.ambush_mask;
    s->solo_ambush_rule = gs.solo_ambush_rule;
    s->code_ok = true;
    code_summary(&gs, s->code_note, sizeof s->code_note);
}

/* The code field, with the bad character marked. */
static void code_field(SetupState *s, Flow *f, Gfx *g)
{
    TextSystem *ts = &g->text;
    const Metrics *L = &g->m;
    int width = SDL_min(text_width(ts, FONT_BODY, "MMMM-MMMM-MMMM-MMMM-MMMM-MM") + L->inner, f->right - f->x);
    if (text_field(s, f, SETUP_FIELD_CODE, s->code, width))
        focus_field(s, SETUP_FIELD_CODE);
    if (!widgets_drawing(f->w) || s->code_bad < 0 || (size_t)s->code_bad >= strlen(s->code))
        return;
    SDL_Rect r = s->field_rect[SETUP_FIELD_CODE];
    char before[CHALLENGE_CODE_TEXT_MAX + 1], bad[8];
    snprintf(before, sizeof before, "%.*s", s->code_bad, s->code);
    int n = 1;
    while (s->code[s->code_bad + n] && ((unsigned char)s->code[s->code_bad + n] & 0xC0) == 0x80 && n < 4)
        n++;
    snprintf(bad, sizeof bad, "%.*s", n, s->code + s->code_bad);
    int x = r.x + L->inner / 2 + text_width(ts, FONT_BODY, before);
    int cw = SDL_max(text_width(ts, FONT_BODY, bad), L->inner);
    if (x + cw > r.x + r.w)
        return; /* scrolled out of the field: the note says where */
    int lh = text_line_height(ts, FONT_BODY);
    gfx_fill_rect(g->renderer, gfx_rect(x - 1, r.y + (r.h - lh) / 2, cw + 2, lh), gfx_rgba(PAL_RED, 70));
    gfx_fill_rect(g->renderer, gfx_rect(x - 1, r.y + (r.h + lh) / 2 - 1, cw + 2, SDL_max(L->line, 2)),
                  gfx_rgb(PAL_RED));
}

/* What a click asks for, carried out after the walk. */
typedef enum SetupIntent { INTENT_NONE, INTENT_START, INTENT_BACK } SetupIntent;

/* The rows, then Back and Start game: under the rows, or, when the rows
 * scroll (pinned_y >= 0), at pinned_y, out of the scrolled part. */
static SetupIntent content(SetupState *s, Ui *ui, Flow *f, SDL_Rect panel, int pinned_y)
{
    Widgets *w = f->w;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    TextSystem *ts = &g->text;
    char buf[128];

    /* title */
    int th = text_line_height(ts, FONT_TITLE);
    if (widgets_drawing(w))
        text_draw(ts, g->renderer, FONT_TITLE, _("New game"), panel.x + panel.w / 2, f->y, ink(), ALIGN_CENTER);
    f->y += th + f->gap;

    flow_row(f, _("Code"));
    code_field(s, f, g);
    flow_row_end(f);
    /* what the code is or what is wrong with it, wrapped under the field */
    /* Ctrl+V is named only to the keys and the mouse: a pad's button opens
     * the on-screen keyboard on the field, a finger taps it */
    char *how = s->code_how;
    if (glyph_if_pad(g, GLYPH_A))
        /* TRANSLATORS: a pad's button (A, Cross): on the code field it opens the on-screen keyboard */
        snprintf(how, sizeof s->code_how, _("A friend's challenge code sets up their game: %s on the field types it."),
                 glyph_if_pad(g, GLYPH_A));
    else
        snprintf(how, sizeof s->code_how, "%s",
                 g->input == INPUT_TOUCH
                     ? _("A friend's challenge code sets up their game: tap the field to type it.")
                     : _("A friend's challenge code sets up their game: type or paste it (Ctrl+V)."));
    const char *note = s->code_note[0] ? s->code_note : how;
    SDL_Color note_c = !s->code_note[0] ? gfx_rgb(PAL_INK_SOFT) : s->code_ok ? gfx_rgb(PAL_GREEN_OK) : gfx_rgb(PAL_RED);
    int note_w = f->right - f->left;
    int note_h = text_wrap_height(ts, FONT_SMALL, note, note_w);
    if (widgets_drawing(w))
        text_draw_wrapped(ts, g->renderer, FONT_SMALL, note, gfx_rect(f->left, f->y - f->gap / 2, note_w, note_h),
                          note_c, ALIGN_LEFT);
    f->y += note_h + f->gap / 2;

    flow_row(f, _("Game"));
    if (flow_choice(f, _("Base game"), s->kind == GAME_BASE))
        set_kind(s, GAME_BASE);
    if (flow_choice(f, _("Heroes"), s->kind == GAME_HEROES))
        set_kind(s, GAME_HEROES);
    if (flow_choice(f, _("Mixed game"), s->kind == GAME_MIXED))
        set_kind(s, GAME_MIXED);
    flow_row_end(f);

    flow_row(f, _("Map side"));
    for (int side = 0; side < MAP_SIDE_COUNT; side++) {
        /* a base game is played on its own sheet (A, B), Heroes on its own
         * (C, D); any side is a mixed game (docs/rules.md §2, §9) */
        bool heroes_sheet = side == MAP_SIDE_C || side == MAP_SIDE_D;
        if ((s->kind == GAME_BASE && heroes_sheet) || (s->kind == GAME_HEROES && !heroes_sheet))
            continue;
        char letter[2] = {map_side_letter((MapSide)side), 0};
        char sname[32];
        snprintf(sname, sizeof sname, _("Side %s"), letter);
        snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", sname, side_name(side));
        if (flow_choice(f, buf, s->side == side))
            s->side = side;
    }
    flow_row_end(f);

    flow_row(f, _("Players"));
    for (int n = 1; n <= MAX_PLAYERS; n++) {
        snprintf(buf, sizeof buf, "%d", n);
        s->players_rect[n - 1] = flow_place(f, widget_button_width(g, buf));
        if (widget_choice(f->w, s->players_rect[n - 1], buf, s->players == n))
            set_players(s, n);
    }
    flow_note(f, s->players == 1 ? _("Solo") : _("Multiplayer"), gfx_rgb(PAL_INK_SOFT));
    flow_row_end(f);

    int name_w = SDL_max(text_width(ts, FONT_BODY, "MMMMMMMMMMMM"), (f->right - f->left - 2 * f->gap) / 3);
    if (s->players == 1) {
        flow_row(f, _("Name"));
        if (text_field(s, f, 0, s->names[0], name_w))
            focus_field(s, 0);
        flow_row_end(f);
    }
    /* multiplayer: a row per seat, its name and who plays it */
    for (int p = 0; s->players > 1 && p < s->players; p++) {
        snprintf(buf, sizeof buf, _("Player %d"), p + 1);
        flow_row(f, buf);
        if (text_field(s, f, p, s->names[p], name_w))
            focus_field(s, p);
        if (flow_choice(f, _("Human"), !s->computer[p]))
            setup_seat(s, p, false, s->strength[p]);
        flow_note(f, _("Computer:"), gfx_rgb(PAL_INK_SOFT));
        for (int k = 0; k < UI_STRENGTHS; k++)
            if (flow_choice(f, strength_name(k), s->computer[p] && s->strength[p] == k))
                setup_seat(s, p, true, k);
        flow_row_end(f);
    }

    if (s->players > 1) {
        flow_row(f, "");
        const char *rule = _("Ambushes by the solo rule");
        s->ambush_rule_rect = flow_place(f, widget_check_width(g, rule));
        if (widget_check(f->w, s->ambush_rule_rect, rule, s->solo_ambush_rule))
            s->solo_ambush_rule = !s->solo_ambush_rule;
        flow_row_end(f);
    }

    flow_row(f, _("Scoring cards"));
    if (flow_choice(f, _("Random"), !s->decrees_chosen))
        s->decrees_chosen = false;
    if (flow_choice(f, _("Chosen"), s->decrees_chosen))
        s->decrees_chosen = true;
    flow_row_end(f);
    if (s->decrees_chosen) {
        for (int d = 0; d < DECREES; d++) {
            char letter[2] = {(char)('A' + d), 0};
            snprintf(buf, sizeof buf, _("Decree %s"), letter);
            flow_row(f, buf);
            if (flow_choice(f, "\xE2\x97\x80", false)) /* ◀ */
                s->decree_cards[d] = setup_next_card(s->kind, s->decree_cards[d], -1);
            const ScoringCard *c = scoring_card(s->decree_cards[d]);
            snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", name_scoring(c), c ? name_category(c->category) : "");
            int cw = SDL_min(text_width(ts, FONT_BODY, "MMMMMMMMMMMMMMMMMMMMMMMMMM"), f->right - f->x - 4 * f->gap);
            SDL_Rect r = flow_place(f, cw);
            if (widgets_drawing(w))
                text_draw_in(ts, g->renderer, FONT_BODY, buf, r, ink());
            if (flow_choice(f, "\xE2\x96\xB6", false)) /* ▶ */
                s->decree_cards[d] = setup_next_card(s->kind, s->decree_cards[d], +1);
            flow_row_end(f);
        }
    }

    if (s->kind == GAME_MIXED) {
        flow_row(f, _("Explore cards"));
        if (flow_choice(f, _("Base game"), s->explore_set == SET_BASE))
            s->explore_set = SET_BASE;
        if (flow_choice(f, _("Heroes"), s->explore_set == SET_HEROES))
            s->explore_set = SET_HEROES;
        flow_row_end(f);
        flow_row(f, _("Season cards"));
        if (flow_choice(f, _("Base game"), s->season_set == SET_BASE))
            s->season_set = SET_BASE;
        if (flow_choice(f, _("Heroes"), s->season_set == SET_HEROES))
            s->season_set = SET_HEROES;
        if (flow_check(f, _("With heroes"), s->heroes))
            s->heroes = !s->heroes;
        flow_row_end(f);
        flow_row(f, _("Ambush cards"));
        for (int i = 0; i < 8; i++) {
            const Card *c = card_get(game_ambush_card(i));
            if (flow_check(f, name_card(c), (s->ambush_mask >> i) & 1u))
                s->ambush_mask ^= 1u << i;
        }
        flow_row_end(f);
    }

    flow_row(f, _("Seed"));
    if (text_field(s, f, SETUP_FIELD_SEED, s->seed, text_width(ts, FONT_BODY, "0000000000000") + L->inner))
        focus_field(s, SETUP_FIELD_SEED);
    if (flow_choice(f, _("Random"), s->seed[0] == '\0')) /* chosen while the field is empty */
        s->seed[0] = '\0';
    if (!s->seed[0])
        flow_note(f, _("A new seed is drawn at the start."), gfx_rgb(PAL_INK_SOFT));
    flow_row_end(f);

    if (s->error[0]) { /* why Start did not start: wrapped, never cut */
        int ew = f->right - f->left;
        int eh = text_wrap_height(ts, FONT_SMALL, s->error, ew);
        if (widgets_drawing(w))
            text_draw_wrapped(ts, g->renderer, FONT_SMALL, s->error, gfx_rect(f->left, f->y, ew, eh),
                              gfx_rgb(PAL_RED), ALIGN_LEFT);
        f->y += eh + f->gap;
    }

    /* the buttons, right-aligned on the last row */
    f->y += f->gap / 2;
    int by = f->y;
    if (pinned_y >= 0) { /* the rows scroll above the buttons */
        widgets_end_scroll(w);
        by = pinned_y;
    }
    const char *go = _("Start game"), *back = _("Back");
    int gw = text_width(ts, FONT_BODY, go) + 4 * L->inner, bw = text_width(ts, FONT_BODY, back) + 4 * L->inner;
    SDL_Rect rgo = {f->right - gw, by, gw, f->row_h};
    SDL_Rect rback = {rgo.x - f->gap - bw, by, bw, f->row_h};
    s->start_rect = rgo;
    bool back_hit = s->can_go_back && widget_button(w, rback, back, BUTTON_NORMAL); /* Tab's order: left first */
    bool go_hit = widget_button(w, rgo, go, BUTTON_PRIMARY);
    f->y += f->row_h;
    return go_hit ? INTENT_START : back_hit ? INTENT_BACK : INTENT_NONE;
}

/* The flow of the screen's rows in a panel of width pw at x, from y. */
static Flow flow_at(Widgets *w, Ui *ui, int x, int pw, int y)
{
    const Metrics *L = &ui->gfx->m;
    TextSystem *ts = &ui->gfx->text;
    int pad = 2 * L->inner;
    static const char *labels[] = {N_("Code"), N_("Game"), N_("Map side"), N_("Players"), N_("Scoring cards"),
                                   N_("Explore cards"), N_("Season cards"), N_("Ambush cards"), N_("Seed"),
                                   N_("Decree %s")};
    int label_w = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _(labels[i])));
    char seat_label[64];
    snprintf(seat_label, sizeof seat_label, _("Player %d"), MAX_PLAYERS);
    label_w = SDL_max(label_w, text_width(ts, FONT_BODY, seat_label));
    Flow f = {w, x + pad, x + pad + label_w + L->gap, x + pw - pad, 0, y + pad, widget_row_height(ui->gfx), L->gap};
    return f;
}

/* One walk; the panel is sized by a measuring walk first. */
static void walk(void *self, Ui *ui, Widgets *w)
{
    Setup *st = self;
    SetupState *s = &st->s;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    int pw = SDL_min(L->w - 2 * L->pad, (int)(1000.0f * L->scale));
    int x = (L->w - pw) / 2, pad = 2 * L->inner;

    /* measure (a copy of the state: measuring never acts) */
    Widgets mw;
    widgets_begin(&mw, g, WIDGETS_MEASURE, -1, -1, -1);
    SetupState copy = *s;
    Flow mf = flow_at(&mw, ui, x, pw, 0);
    content(&copy, ui, &mf, gfx_rect(x, 0, pw, L->h), -1);
    int h = mf.y + pad;

    /* near the top so the rows do not jump when the content grows */
    int top = SDL_max(SDL_min((L->h - h) / 2, L->h / 10), L->pad);
    SDL_Rect panel = gfx_rect(x, top, pw, h);
    int pinned_y = -1;
    if (h + 2 * L->pad > L->h) {
        /* taller than the window (six seats, large text): the panel fills
         * it, the rows scroll (the wheel, a finger, the page keys, the
         * focus) beside a scroll bar, and Back and Start game stay at its
         * foot, always in sight (docs/look.md, 7a) */
        panel = gfx_rect(x, L->pad, pw, L->h - 2 * L->pad);
        pinned_y = panel.y + panel.h - pad - mf.row_h;
    } else {
        st->panel.scroll = 0;
    }
    SDL_Rect body =
        gfx_rect(x, panel.y + L->line, pw - L->inner - L->line - 4, pinned_y - L->gap / 2 - panel.y - L->line);
    if (widgets_drawing(w)) {
        draw_desk(g);
        draw_paper(g, panel, gfx_rgb(PAL_PARCHMENT), true);
        if (pinned_y >= 0) /* the rows end above the buttons' strip */
            gfx_fill_rect(g->renderer, gfx_rect(x + pad, body.y + body.h, pw - 2 * pad, SDL_max(L->line, 1)),
                          gfx_rgba(PAL_INK_SOFT, 150));
    }
    if (pinned_y >= 0) /* the rows and their margin, without the buttons' row */
        widgets_begin_scroll(w, body, mf.y - mf.row_h - mf.gap / 2 + mf.gap, &st->panel.scroll);
    Flow f = flow_at(w, ui, x, pw, pinned_y >= 0 ? panel.y - st->panel.scroll : top);
    SetupIntent intent = content(s, ui, &f, panel, pinned_y);
    if (intent == INTENT_START)
        start(s, ui);
    else if (intent == INTENT_BACK)
        ui_pop(ui);
}

static void draw(void *self, Ui *ui)
{
    Setup *st = self;
    panel_draw(&st->panel, self, ui, walk);
}

static void type_text(SetupState *s, const char *text)
{
    if (s->selected && s->focus >= 0) {
        if (s->focus == SETUP_FIELD_SEED)
            s->seed[0] = '\0';
        else if (s->focus == SETUP_FIELD_CODE)
            s->code[0] = '\0';
        else if (s->focus < MAX_PLAYERS)
            s->names[s->focus][0] = '\0';
    }
    s->selected = false;
    if (s->focus == SETUP_FIELD_SEED) {
        for (const char *p = text; *p; p++) {
            size_t n = strlen(s->seed);
            if (*p >= '0' && *p <= '9' && n < SETUP_SEED_MAX && !(n == 0 && *p == '0')) {
                s->seed[n] = *p;
                s->seed[n + 1] = '\0';
            }
        }
    } else if (s->focus == SETUP_FIELD_CODE) {
        size_t n = strlen(s->code);
        snprintf(s->code + n, sizeof s->code - n, "%s", text); /* too long: the note says so */
        setup_read_code(s);
    } else if (s->focus >= 0 && s->focus < MAX_PLAYERS) {
        char *name = s->names[s->focus];
        if (strlen(name) + strlen(text) < SETUP_NAME_MAX)
            strcat(name, text);
    }
}

/* Ctrl+V: the clipboard's text into the focused field; with no field
 * focused, into the code field in place of what it held (a code is what
 * one pastes here). */
static void paste(SetupState *s)
{
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!clip)
        return;
    if (s->focus < 0) {
        focus_field(s, SETUP_FIELD_CODE);
        s->code[0] = '\0';
    }
    /* one line: a line break ends what is pasted */
    for (char *p = clip; *p; p++)
        if (*p == '\n' || *p == '\r' || *p == '\t')
            *p = ' ';
    type_text(s, clip);
    SDL_free(clip);
}

/* The seed field takes digits, not starting with 0 (as type_text). */
static bool seed_accepts(const char *text, const char *add)
{
    return add[0] >= '0' && add[0] <= '9' && !add[1] && !(text[0] == '\0' && add[0] == '0');
}

/* The on-screen keyboard for the focused field (a pad's A, a finger's tap);
 * a name the screen gave is not kept (typing replaces it). */
static void open_keyboard(SetupState *s, Ui *ui)
{
    s->keyboard_wanted = false;
    if (s->focus == SETUP_FIELD_SEED)
        ui_push_keyboard(ui, s->seed, SETUP_SEED_MAX, seed_accepts);
    else if (s->focus == SETUP_FIELD_CODE)
        ui_push_keyboard(ui, s->code, CHALLENGE_CODE_TEXT_MAX, NULL);
    else if (s->focus >= 0 && s->focus < MAX_PLAYERS)
        ui_push_keyboard(ui, s->selected ? "" : s->names[s->focus], SETUP_NAME_MAX - 1, NULL);
}

/* The keyboard's OK: its text in place of the field's, through the
 * field's own typing (its limit and cleaning); Cancel leaves the field. */
static void answer(void *self, Ui *ui, ScreenId from, int answer_code)
{
    SetupState *s = &((Setup *)self)->s;
    if (from != SCREEN_KEYBOARD || s->focus < 0)
        return;
    if (answer_code == KEYBOARD_OK) {
        s->selected = true; /* the whole field is replaced */
        type_text(s, ui->keyboard.text);
    }
    SDL_StartTextInput(); /* the keyboard stopped it */
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Setup *st = self;
    SetupState *s = &st->s;
    if (e->kind == UI_PRESS && e->button == UI_BUTTON_LEFT) {
        s->error[0] = '\0';
        focus_field(s, -1);
    }
    if (e->kind == UI_KEY && (e->key == KEY_HOME || e->key == KEY_END || e->key == KEY_PAGE_UP || e->key == KEY_PAGE_DOWN))
        return false; /* the page keys belong to the fields here */
    bool taken;
    int was = st->panel.focus;
    bool changed = panel_event(&st->panel, self, ui, e, walk, &taken);
    /* the keys took the focus off a text field: it stops taking the typing
     * (not when a button pressed put it on one: Start game with a bad code) */
    if (taken && focus_move_of(e) != FOCUS_STAY && st->panel.focus != was && st->panel.focus_kind != FOCUS_FIELD)
        focus_field(s, -1);
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
        return false;
    switch (e->key) {
    case KEY_BACKSPACE:
        if (s->selected)
            type_text(s, ""); /* clears the selection */
        else if (s->focus == SETUP_FIELD_SEED)
            text_drop_last_char(s->seed);
        else if (s->focus == SETUP_FIELD_CODE) {
            text_drop_last_char(s->code);
            setup_read_code(s);
        }
        else if (s->focus >= 0 && s->focus < MAX_PLAYERS)
            text_drop_last_char(s->names[s->focus]);
        return true;
    case KEY_SELECT_ALL:
        s->selected = s->focus >= 0;
        return true;
    case KEY_PASTE: paste(s); return true;
    case KEY_CONFIRM:
        if (e->source == INPUT_PAD && s->focus >= 0)
            open_keyboard(s, ui); /* A on a text field */
        else
            start(s, ui);
        return true;
    case KEY_CANCEL:
        if (s->focus >= 0)
            focus_field(s, -1);
        else if (s->can_go_back)
            ui_pop(ui);
        return true;
    default: return false;
    }
}

SetupState *setup_screen_model(void *self) { return &((Setup *)self)->s; }

/* Where each text field was drawn last ("name_0".."name_5", "seed",
 * "code"), the choices of the number of players ("players_1".."players_6"),
 * the check box of ambushes by the solo rule ("ambush_rule", and whether it
 * is on) and Start game ("start"), and what the code field holds and says
 * of it. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    const SetupState *s = &((Setup *)self)->s;
    (void)ui;
    panel_report(&((Setup *)self)->panel, r);
    for (int p = 0; p < MAX_PLAYERS; p++)
        report_spot(r, s->field_rect[p], "name_%d", p);
    r->spot(r, "seed", s->field_rect[SETUP_FIELD_SEED]);
    r->spot(r, "code", s->field_rect[SETUP_FIELD_CODE]);
    r->spot(r, "start", s->start_rect);
    report_value(r, "players", "%d", s->players);
    r->spot(r, "ambush_rule", s->players > 1 ? s->ambush_rule_rect : (SDL_Rect){0, 0, 0, 0});
    report_value(r, "ambush_rule_on", "%d", s->solo_ambush_rule ? 1 : 0);
    r->value(r, "seed_text", s->seed);
    for (int n = 1; n <= MAX_PLAYERS; n++)
        report_spot(r, s->players_rect[n - 1], "players_%d", n);
    r->value(r, "code_text", s->code);
    report_value(r, "code_ok", "%d", s->code_ok);
    report_value(r, "code_bad", "%d", s->code_bad);
    report_value(r, "code_how", "%s", s->code_how);
    r->value(r, "code_note", s->code_note);
}

static void *create(Ui *ui)
{
    Setup *st = calloc(1, sizeof *st);
    if (!st)
        return NULL;
    panel_reset(&st->panel);
    /* the setup screen starts from the last game set up there; players and
     * seats the command line chose go on top (the names stay) */
    setup_init(&st->s);
    setup_from_memory(&st->s, &ui->profile->settings.setup);
    if (ui->args->players > 0)
        set_players(&st->s, ui->args->players);
    if (ui->args->seats)
        setup_set_seats(&st->s, ui->args->seats);
    return st;
}

static void destroy(void *self) { free(self); }

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Setup *st = self;
    (void)ui;
    (void)why;
    st->s.can_go_back = true;
    setup_name_again(&st->s); /* in the language chosen since, if it changed */
    st->s.focus = -1;
    st->s.error[0] = '\0';
    st->panel.hot = -1;
    st->panel.focus = -1; /* on Start game: Enter starts as the screen opens */
    SDL_StopTextInput();
}

static void leave(void *self, Ui *ui)
{
    (void)self;
    (void)ui;
    SDL_StopTextInput();
}

const ScreenType *setup_screen(void)
{
    static const ScreenType type = {
        .name = "setup", .opaque = true, .create = create, .destroy = destroy, .enter = enter, .leave = leave,
        .answer = answer, .event = event, .draw = draw, .report = report,
    };
    return &type;
}
