/* ui_setup.c: the setup screen (see ui_setup.h).
 *
 * setup_run walks the screen's widgets in order in one of four modes:
 * measure (how tall is the content), hover (which widget is under the
 * pointer), hit (a click: the clicked widget's code runs at once) and draw.
 * Widgets flow left to right in labelled rows and wrap when a row is full. */
#include "ui_setup.h"

#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "scoring.h"
#include "ui_app.h"
#include "ui_draw.h"
#include "ui_gfx.h"
#include "ui_input.h"
#include "ui_text.h"
#include "ui_names.h"
#include "ui_palette.h"
#include "ui_session.h"

typedef enum ImmMode { IMM_MEASURE, IMM_HOVER, IMM_HIT, IMM_DRAW } ImmMode;

typedef struct Imm {
    App *app;
    ImmMode mode;
    int px, py;
    int id;      /* running widget id */
    int hover;   /* IMM_HOVER: the id under the pointer */
    bool used;   /* IMM_HIT: a widget took the click */
    SDL_Rect panel;
    int x, y, left, right;
    int row_h, gap;
    int label_x;
} Imm;

/* Base game: a balanced first choice; Heroes: the rulebook's first game. */
static const char *const default_decrees[2][DECREES] = {
    {"sentinel_wood", "canal_lake", "wildholds", "borderlands"},
    {"faunlost_thicket", "gnomish_colony", "ulems_wallow", "dwarvenholds"},
};

/* The next scoring card after `card` in direction dir (+1 or -1) within its
 * own category, so the four decrees keep one card of each category (rules.md
 * section 2); base and Heroes games take their own set's cards, a mixed game
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
    s->hover = -1;
    set_kind(s, GAME_BASE);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        snprintf(s->names[p], sizeof s->names[p], _("Player %d"), p + 1);
        s->strength[p] = 1;
    }
}

/* ---- seats: human or computer ---- */

/* A strength (ui_args.h) on its button. */
static const char *strength_name(int strength)
{
    switch (strength) {
    case 0: return _("Easy");
    case 2: return _("Hard");
    default: return _("Medium");
    }
}

/* "Computer (hard)" when one computer plays, else "Computer 3 (hard)"
 * with the seat's number. */
static void computer_name(const SetupState *s, int p, char *out, size_t size)
{
    int computers = 0;
    for (int q = 0; q < s->players; q++)
        computers += s->computer[q];
    if (computers <= 1)
        /* TRANSLATORS: a computer player's default name; %s: easy, medium or hard. */
        snprintf(out, size, _("Computer (%s)"), name_strength(s->strength[p]));
    else
        /* TRANSLATORS: a computer player's default name: seat number, easy/medium/hard. */
        snprintf(out, size, _("Computer %d (%s)"), p + 1, name_strength(s->strength[p]));
}

/* A name the screen gave, not one the player typed (it follows the seat). */
static bool default_name(const SetupState *s, int p)
{
    const char *n = s->names[p];
    while (*n == ' ')
        n++;
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
            computer_name(s, p, s->names[p], sizeof s->names[p]);
    }
}

static void default_names(const SetupState *s, bool out[MAX_PLAYERS])
{
    for (int p = 0; p < MAX_PLAYERS; p++)
        out[p] = default_name(s, p);
}

static void set_seat(SetupState *s, int p, bool computer, int strength)
{
    bool renamed[MAX_PLAYERS];
    default_names(s, renamed);
    s->computer[p] = computer;
    s->strength[p] = strength;
    name_seats(s, renamed);
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
        set_seat(s, p, computer[p], strength[p]);
}

void setup_from_prefs(SetupState *s, const Prefs *p)
{
    set_kind(s, (unsigned)p->setup_kind <= GAME_MIXED ? p->setup_kind : GAME_BASE);
    set_players(s, p->setup_players >= 1 && p->setup_players <= MAX_PLAYERS ? p->setup_players : 1);
    for (int i = 0; i < MAX_PLAYERS; i++) {
        int strength = ui_strength_index(p->seat[i]); /* -1 for "human" */
        set_seat(s, i, strength >= 0, strength >= 0 ? strength : 1);
    }
    for (int i = 0; i < MAX_PLAYERS; i++)
        if (p->name[i][0])
            snprintf(s->names[i], sizeof s->names[i], "%s", p->name[i]);
}

void setup_to_prefs(const SetupState *s, Prefs *p)
{
    p->setup_kind = s->kind;
    p->setup_players = s->players;
    for (int i = 0; i < MAX_PLAYERS; i++) {
        snprintf(p->seat[i], sizeof p->seat[i], "%s", s->computer[i] ? ui_strength_word(s->strength[i]) : "human");
        const char *n = s->names[i];
        while (*n == ' ')
            n++;
        /* a name the screen gave is left to follow the seat and the language */
        snprintf(p->name[i], sizeof p->name[i], "%s", default_name(s, i) ? "" : n);
    }
}

void setup_seats(const SetupState *s, Seat out[MAX_PLAYERS])
{
    for (int p = 0; p < MAX_PLAYERS; p++) {
        char name[SETUP_NAME_MAX];
        const char *n = s->names[p];
        while (*n == ' ')
            n++;
        if (*n)
            snprintf(name, sizeof name, "%s", n);
        else
            snprintf(name, sizeof name, _("Player %d"), p + 1);
        bool computer = s->players > 1 && s->computer[p]; /* solo is always human */
        session_seat_init(&out[p], p, computer ? SEAT_COMPUTER : SEAT_HUMAN, ui_strength_word(s->strength[p]),
                          name);
    }
}

void setup_open(App *app, bool can_go_back)
{
    app->in_setup = true;
    app->setup.can_go_back = can_go_back;
    app->setup.focus = -1;
    app->setup.error[0] = '\0';
    SDL_StopTextInput();
}

/* ---- immediate-mode widgets ---- */

static void row_begin(Imm *m, const char *label)
{
    m->x = m->left;
    if (m->mode == IMM_DRAW && label && *label) {
        TextSystem *ts = &m->app->text;
        int lh = text_line_height(ts, FONT_BODY);
        text_draw_fit(ts, m->app->renderer, FONT_BODY, label, m->label_x, m->y + (m->row_h - lh) / 2,
                      m->left - m->label_x - m->gap, gfx_rgb(PAL_INK_SOFT), ALIGN_LEFT);
    }
}

static void row_end(Imm *m) { m->y += m->row_h + m->gap; }

static SDL_Rect place(Imm *m, int w)
{
    if (w > m->right - m->left)
        w = m->right - m->left;
    if (m->x + w > m->right && m->x > m->left) {
        m->x = m->left;
        m->y += m->row_h + m->gap / 2;
    }
    SDL_Rect r = {m->x, m->y, w, m->row_h};
    m->x += w + m->gap / 2;
    return r;
}

/* Returns true when this widget was clicked (IMM_HIT). */
static bool widget(Imm *m, SDL_Rect r, int *id_out)
{
    int id = ++m->id;
    if (id_out)
        *id_out = id;
    bool inside = gfx_contains(r, m->px, m->py);
    if (m->mode == IMM_HOVER && inside)
        m->hover = id;
    if (m->mode == IMM_HIT && inside && !m->used) {
        m->used = true;
        return true;
    }
    return false;
}

static bool button(Imm *m, const char *label, bool selected, bool enabled)
{
    const Layout *L = &m->app->layout;
    int w = text_width(&m->app->text, FONT_BODY, label) + 3 * L->inner;
    SDL_Rect r = place(m, w);
    int id;
    bool hit = widget(m, r, &id);
    if (m->mode == IMM_DRAW) {
        SDL_Renderer *R = m->app->renderer;
        bool hover = m->app->setup.hover == id;
        SDL_Color bg = selected ? gfx_rgb(0xf3d98a) : hover && enabled ? gfx_rgb(0xfff6dc) : gfx_rgb(PAL_CARD);
        gfx_fill_round_rect(R, r, L->radius, enabled ? bg : gfx_rgba(PAL_PARCHMENT_DARK, 150));
        gfx_round_rect_outline(R, r, L->radius, selected ? (float)L->line + 1.5f : (float)L->line,
                               selected ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        text_draw_in(&m->app->text, R, FONT_BODY, label, gfx_inset(r, 2),
                     enabled ? ink() : ink_alpha(110));
    }
    return hit && enabled;
}

static bool toggle(Imm *m, const char *label, bool on)
{
    const Layout *L = &m->app->layout;
    int box = m->row_h * 3 / 5;
    int w = box + L->inner + text_width(&m->app->text, FONT_BODY, label) + L->inner;
    SDL_Rect r = place(m, w);
    int id;
    bool hit = widget(m, r, &id);
    if (m->mode == IMM_DRAW) {
        SDL_Renderer *R = m->app->renderer;
        SDL_Rect b = {r.x, r.y + (r.h - box) / 2, box, box};
        gfx_fill_rect(R, b, gfx_rgb(m->app->setup.hover == id ? 0xfff6dc : PAL_CARD));
        gfx_rect_outline(R, b, L->line, ink());
        if (on) {
            float x = (float)b.x, y = (float)b.y, s = (float)box;
            gfx_line(R, x + s * 0.2f, y + s * 0.55f, x + s * 0.42f, y + s * 0.78f, (float)L->line + 1.0f, ink());
            gfx_line(R, x + s * 0.42f, y + s * 0.78f, x + s * 0.82f, y + s * 0.24f, (float)L->line + 1.0f, ink());
        }
        int lh = text_line_height(&m->app->text, FONT_BODY);
        text_draw(&m->app->text, R, FONT_BODY, label, b.x + box + L->inner, r.y + (r.h - lh) / 2, ink(), ALIGN_LEFT);
    }
    return hit;
}

static bool field(Imm *m, int index, const char *text, int w)
{
    const Layout *L = &m->app->layout;
    SDL_Rect r = place(m, w);
    int id;
    bool hit = widget(m, r, &id);
    if (m->mode == IMM_DRAW) {
        SDL_Renderer *R = m->app->renderer;
        bool focus = m->app->setup.focus == index;
        gfx_fill_rect(R, r, gfx_rgb(0xfffbf0));
        gfx_rect_outline(R, r, focus ? L->line + 1 : L->line, focus ? gfx_rgb(0x8a5208) : gfx_rgb(PAL_INK_SOFT));
        TextSystem *ts = &m->app->text;
        int lh = text_line_height(ts, FONT_BODY);
        int tx = r.x + L->inner / 2;
        int shown = text_draw_fit(ts, R, FONT_BODY, text, tx, r.y + (r.h - lh) / 2, r.w - L->inner, ink(),
                                  ALIGN_LEFT);
        if (focus)
            gfx_fill_rect(R, gfx_rect(tx + shown + 1, r.y + (r.h - lh) / 2 + 2, L->line, lh - 4), ink());
    }
    return hit;
}

static void note(Imm *m, const char *text, SDL_Color c)
{
    TextSystem *ts = &m->app->text;
    SDL_Rect r = place(m, text_width(ts, FONT_SMALL, text) + 2);
    if (m->mode == IMM_DRAW)
        text_draw_fit(ts, m->app->renderer, FONT_SMALL, text, r.x, r.y + (r.h - text_line_height(ts, FONT_SMALL)) / 2,
                      r.w, c, ALIGN_LEFT);
}

/* ---- the screen ---- */

static void focus_field(App *app, int f)
{
    app->setup.focus = f;
    if (f >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

static void start(App *app)
{
    SetupState *s = &app->setup;
    GameSettings gs;
    uint64_t seed = 0;
    if (s->seed[0]) {
        for (const char *p = s->seed; *p; p++)
            seed = seed * 10 + (uint64_t)(*p - '0');
    } else {
        seed = ((uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)SDL_GetTicks()) % 1000000u;
    }
    game_settings_init(&gs, s->kind, s->players, seed);
    gs.side = (MapSide)s->side;
    if (s->decrees_chosen)
        for (int i = 0; i < DECREES; i++)
            gs.decree_cards[i] = s->decree_cards[i];
    if (s->kind == GAME_MIXED) {
        gs.explore_set = s->explore_set;
        gs.season_set = s->season_set;
        gs.heroes = s->heroes;
        gs.ambush_mask = s->ambush_mask;
    }
    gs.solo_ambush_rule = s->players > 1 && s->solo_ambush_rule;
    Seat seats[MAX_PLAYERS];
    setup_seats(s, seats);
    int humans = 0;
    for (int p = 0; p < s->players; p++)
        humans += seats[p].kind == SEAT_HUMAN;
    if (humans == 0) {
        snprintf(s->error, sizeof s->error, "%s", _("At least one player must be human."));
        return;
    }
    char err[ERROR_MAX];
    if (!app_start_seats(app, &gs, seats, err, sizeof err)) {
        snprintf(s->error, sizeof s->error, "%s", err);
        return;
    }
    setup_to_prefs(s, &app->prefs); /* the next setup starts from this one */
    app_save_prefs(app);
    focus_field(app, -1);
    app->in_setup = false;
}

static const char *side_name(int side)
{
    return side == MAP_SIDE_B || side == MAP_SIDE_D ? _("Wasteland") : _("Wilderness");
}

static void setup_run(Imm *m)
{
    App *app = m->app;
    SetupState *s = &app->setup;
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    char buf[128];

    /* title */
    int th = text_line_height(ts, FONT_TITLE);
    if (m->mode == IMM_DRAW)
        text_draw(ts, app->renderer, FONT_TITLE, _("New game"), m->panel.x + m->panel.w / 2, m->y, ink(),
                  ALIGN_CENTER);
    m->y += th + m->gap;

    row_begin(m, _("Game"));
    if (button(m, _("Base game"), s->kind == GAME_BASE, true))
        set_kind(s, GAME_BASE);
    if (button(m, _("Heroes"), s->kind == GAME_HEROES, true))
        set_kind(s, GAME_HEROES);
    if (button(m, _("Mixed game"), s->kind == GAME_MIXED, true))
        set_kind(s, GAME_MIXED);
    row_end(m);

    row_begin(m, _("Map side"));
    for (int side = 0; side < MAP_SIDE_COUNT; side++) {
        char letter[2] = {map_side_letter((MapSide)side), 0};
        char sname[32];
        snprintf(sname, sizeof sname, _("Side %s"), letter);
        snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", sname, side_name(side));
        if (button(m, buf, s->side == side, true))
            s->side = side;
    }
    row_end(m);

    row_begin(m, _("Players"));
    for (int n = 1; n <= MAX_PLAYERS; n++) {
        snprintf(buf, sizeof buf, "%d", n);
        if (button(m, buf, s->players == n, true))
            set_players(s, n);
    }
    note(m, s->players == 1 ? _("Solo") : _("Multiplayer"), gfx_rgb(PAL_INK_SOFT));
    row_end(m);

    int name_w = SDL_max(text_width(ts, FONT_BODY, "MMMMMMMMMMMM"), (m->right - m->left - 2 * m->gap) / 3);
    if (s->players == 1) {
        row_begin(m, _("Name"));
        if (field(m, 0, s->names[0], name_w))
            focus_field(app, 0);
        row_end(m);
    }
    /* multiplayer: a row per seat, its name and who plays it */
    for (int p = 0; s->players > 1 && p < s->players; p++) {
        snprintf(buf, sizeof buf, _("Player %d"), p + 1);
        row_begin(m, buf);
        if (field(m, p, s->names[p], name_w))
            focus_field(app, p);
        if (button(m, _("Human"), !s->computer[p], true))
            set_seat(s, p, false, s->strength[p]);
        note(m, _("Computer:"), gfx_rgb(PAL_INK_SOFT));
        for (int k = 0; k < UI_STRENGTHS; k++)
            if (button(m, strength_name(k), s->computer[p] && s->strength[p] == k, true))
                set_seat(s, p, true, k);
        row_end(m);
    }

    if (s->players > 1) {
        row_begin(m, "");
        if (toggle(m, _("Ambushes by the solo rule"), s->solo_ambush_rule))
            s->solo_ambush_rule = !s->solo_ambush_rule;
        row_end(m);
    }

    row_begin(m, _("Scoring cards"));
    if (button(m, _("Random"), !s->decrees_chosen, true))
        s->decrees_chosen = false;
    if (button(m, _("Chosen"), s->decrees_chosen, true))
        s->decrees_chosen = true;
    row_end(m);
    if (s->decrees_chosen) {
        for (int d = 0; d < DECREES; d++) {
            char letter[2] = {(char)('A' + d), 0};
            snprintf(buf, sizeof buf, _("Decree %s"), letter);
            row_begin(m, buf);
            if (button(m, "\xE2\x97\x80", false, true)) /* ◀ */
                s->decree_cards[d] = setup_next_card(s->kind, s->decree_cards[d], -1);
            const ScoringCard *c = scoring_card(s->decree_cards[d]);
            snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", name_scoring(c), c ? name_category(c->category) : "");
            int w = SDL_min(text_width(ts, FONT_BODY, "MMMMMMMMMMMMMMMMMMMMMMMMMM"), m->right - m->x - 4 * m->gap);
            SDL_Rect r = place(m, w);
            if (m->mode == IMM_DRAW)
                text_draw_in(ts, app->renderer, FONT_BODY, buf, r, ink());
            if (button(m, "\xE2\x96\xB6", false, true)) /* ▶ */
                s->decree_cards[d] = setup_next_card(s->kind, s->decree_cards[d], +1);
            row_end(m);
        }
    }

    if (s->kind == GAME_MIXED) {
        row_begin(m, _("Explore cards"));
        if (button(m, _("Base game"), s->explore_set == SET_BASE, true))
            s->explore_set = SET_BASE;
        if (button(m, _("Heroes"), s->explore_set == SET_HEROES, true))
            s->explore_set = SET_HEROES;
        row_end(m);
        row_begin(m, _("Season cards"));
        if (button(m, _("Base game"), s->season_set == SET_BASE, true))
            s->season_set = SET_BASE;
        if (button(m, _("Heroes"), s->season_set == SET_HEROES, true))
            s->season_set = SET_HEROES;
        if (toggle(m, _("With heroes"), s->heroes))
            s->heroes = !s->heroes;
        row_end(m);
        row_begin(m, _("Ambush cards"));
        for (int i = 0; i < 8; i++) {
            const Card *c = card_get(game_ambush_card(i));
            if (toggle(m, name_card(c), (s->ambush_mask >> i) & 1u))
                s->ambush_mask ^= 1u << i;
        }
        row_end(m);
    }

    row_begin(m, _("Seed"));
    if (field(m, SETUP_FIELD_SEED, s->seed, text_width(ts, FONT_BODY, "0000000000000") + L->inner))
        focus_field(app, SETUP_FIELD_SEED);
    if (button(m, _("Random"), s->seed[0] == '\0', true)) /* chosen while the field is empty */
        s->seed[0] = '\0';
    if (!s->seed[0])
        note(m, _("A new seed is drawn at the start."), gfx_rgb(PAL_INK_SOFT));
    row_end(m);

    if (s->error[0]) {
        row_begin(m, "");
        note(m, s->error, gfx_rgb(PAL_RED));
        row_end(m);
    }

    /* the buttons, right-aligned on the last row */
    m->y += m->gap / 2;
    const char *go = _("Start game"), *back = _("Back");
    int gw = text_width(ts, FONT_BODY, go) + 4 * L->inner, bw = text_width(ts, FONT_BODY, back) + 4 * L->inner;
    SDL_Rect rgo = {m->right - gw, m->y, gw, m->row_h};
    SDL_Rect rback = {rgo.x - m->gap - bw, m->y, bw, m->row_h};
    int id_go, id_back = -1;
    bool go_hit = widget(m, rgo, &id_go);
    bool back_hit = s->can_go_back && widget(m, rback, &id_back);
    if (m->mode == IMM_DRAW) {
        draw_button(app, rgo, go, BUTTON_PRIMARY, s->hover == id_go);
        if (s->can_go_back)
            draw_button(app, rback, back, BUTTON_NORMAL, s->hover == id_back);
    }
    m->y += m->row_h;
    if (go_hit)
        start(app);
    else if (back_hit)
        app->in_setup = false;
}

/* Runs the screen in one mode; the panel is sized by a measuring pass. */
static void run(App *app, ImmMode mode, int px, int py, Imm *out)
{
    const Layout *L = &app->layout;
    TextSystem *ts = &app->text;
    Imm m;
    memset(&m, 0, sizeof m);
    m.app = app;
    m.px = px;
    m.py = py;
    m.hover = -1;
    m.gap = L->gap;
    m.row_h = text_line_height(ts, FONT_BODY) + L->inner;
    int w = SDL_min(L->w - 2 * L->pad, (int)(1000.0f * L->scale));
    int pad = 2 * L->inner;
    static const char *labels[] = {N_("Game"), N_("Map side"), N_("Players"), N_("Scoring cards"),
                                   N_("Explore cards"), N_("Season cards"), N_("Ambush cards"), N_("Seed"),
                                   N_("Decree %s")};
    int label_w = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        label_w = SDL_max(label_w, text_width(ts, FONT_BODY, _(labels[i])));
    char seat_label[64];
    snprintf(seat_label, sizeof seat_label, _("Player %d"), MAX_PLAYERS);
    label_w = SDL_max(label_w, text_width(ts, FONT_BODY, seat_label));

    /* measure */
    m.mode = IMM_MEASURE;
    m.panel = gfx_rect((L->w - w) / 2, 0, w, L->h);
    m.label_x = m.panel.x + pad;
    m.left = m.label_x + label_w + L->gap;
    m.right = m.panel.x + m.panel.w - pad;
    m.y = pad;
    SetupState saved = app->setup;
    setup_run(&m);
    app->setup = saved; /* measuring never acts, but be safe */
    int h = m.y + pad;

    m.mode = mode;
    m.id = 0;
    m.used = false;
    /* near the top so the rows do not jump when the content grows; when it
     * is taller than the window, the wheel scrolls it */
    int top = SDL_max(SDL_min((L->h - h) / 2, L->h / 10), L->pad);
    int overflow = h + 2 * L->pad - L->h;
    if (overflow > 0) {
        if (app->setup.scroll > overflow)
            app->setup.scroll = overflow;
        top = L->pad - app->setup.scroll;
    } else {
        app->setup.scroll = 0;
    }
    m.panel = gfx_rect((L->w - w) / 2, top, w, h);
    m.y = top + pad;
    if (mode == IMM_DRAW)
        draw_paper(app, m.panel, gfx_rgb(PAL_PARCHMENT), true);
    setup_run(&m);
    *out = m;
}

void draw_setup(App *app)
{
    const Layout *L = &app->layout;
    SDL_Renderer *R = app->renderer;
    gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    Imm m;
    run(app, IMM_DRAW, -1, -1, &m);
}

static void type_text(SetupState *s, const char *text)
{
    if (s->focus == SETUP_FIELD_SEED) {
        for (const char *p = text; *p; p++) {
            size_t n = strlen(s->seed);
            if (*p >= '0' && *p <= '9' && n < SETUP_SEED_MAX && !(n == 0 && *p == '0')) {
                s->seed[n] = *p;
                s->seed[n + 1] = '\0';
            }
        }
    } else if (s->focus >= 0 && s->focus < MAX_PLAYERS) {
        char *name = s->names[s->focus];
        if (strlen(name) + strlen(text) < SETUP_NAME_MAX)
            strcat(name, text);
    }
}

bool setup_action(App *app, const Action *a)
{
    SetupState *s = &app->setup;
    Imm m;
    switch (a->kind) {
    case ACT_HOVER: {
        run(app, IMM_HOVER, a->x, a->y, &m);
        bool changed = m.hover != s->hover;
        s->hover = m.hover;
        return changed;
    }
    case ACT_CLICK:
        s->error[0] = '\0';
        focus_field(app, -1);
        run(app, IMM_HIT, a->x, a->y, &m);
        return true;
    case ACT_TEXT: type_text(s, a->text); return true;
    case ACT_SCROLL:
        s->scroll -= a->dy * app->layout.gap * 3;
        if (s->scroll < 0)
            s->scroll = 0;
        return true;
    case ACT_BACKSPACE:
        if (s->focus == SETUP_FIELD_SEED)
            text_drop_last_char(s->seed);
        else if (s->focus >= 0 && s->focus < MAX_PLAYERS)
            text_drop_last_char(s->names[s->focus]);
        return true;
    case ACT_NEXT_FIELD: {
        int f = s->focus + 1;
        if (f >= s->players && f != SETUP_FIELD_SEED)
            f = SETUP_FIELD_SEED;
        else if (f > SETUP_FIELD_SEED)
            f = 0;
        focus_field(app, f);
        return true;
    }
    case ACT_CONFIRM: start(app); return true;
    case ACT_CANCEL:
        if (s->focus >= 0)
            focus_field(app, -1);
        else if (s->can_go_back)
            app->in_setup = false;
        return true;
    default: return false;
    }
}
