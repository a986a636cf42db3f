/* view.c: the view model (see view.h). */
#include "view.h"

#include <stdio.h>
#include <string.h>

#include "glyphs.h"
#include "i18n.h"
#include "names.h"
#include "pieces.h"
#include "scoring.h"

int view_player(const TableView *tv)
{
    const Game *g = &tv->game;
    if (tv->move.view >= 0 && tv->move.view < g->settings.players)
        return tv->move.view;
    if (tv->facts.home >= 0 && tv->facts.home < g->settings.players && g->decision.actor != tv->facts.home)
        return tv->facts.home; /* a network game: one's own map while the others draw */
    if (g->decision.kind != DECISION_NONE && g->decision.sheet >= 0 && g->decision.sheet < MAX_PLAYERS)
        return g->decision.sheet;
    return 0;
}

int view_row(const TableView *tv, int ids[LAYOUT_MAX_CARDS])
{
    const Game *g = &tv->game;
    int n = 0;
    for (int i = 0; i < g->row_len && n < LAYOUT_MAX_CARDS; i++)
        ids[n++] = g->row[i];
    if (g->current >= 0 && (n == 0 || ids[n - 1] != g->current) && n < LAYOUT_MAX_CARDS) {
        const Card *c = card_get(g->current);
        if (c && (c->kind == CARD_AMBUSH || c->kind == CARD_HERO))
            ids[n++] = g->current;
    }
    return n;
}

bool view_options_area(const TableView *tv, SDL_Rect *area)
{
    int ids[LAYOUT_MAX_CARDS];
    SDL_Rect cards[LAYOUT_MAX_CARDS];
    int n = view_row(tv, ids);
    if (n == 0 || tv->move.noptions == 0 || ids[n - 1] != tv->game.decision.card)
        return false;
    layout_cards(&tv->ds.layout, n, cards);
    SDL_Rect spine, name;
    layout_card_parts(&tv->ds.layout, cards[n - 1], &spine, &name, area);
    const Card *c = card_get(ids[n - 1]);
    if (c && c->kind == CARD_AMBUSH) /* a line for the solo walk's corner and direction */
        area->h -= text_line_height(&tv->g->text, FONT_SMALL) * 2;
    return area->w > 0 && area->h > 0;
}

int view_option_rects(const TableView *tv, SDL_Rect out[UI_MAX_OPTIONS])
{
    SDL_Rect area;
    if (!view_options_area(tv, &area))
        return 0;
    layout_options(&tv->ds.layout, area, tv->move.noptions, out);
    return tv->move.noptions;
}

/* The spaces behind what the pointer hovers, if anything. */
static bool hover_highlight(TableView *tv, const Board *b, Bitboard *spaces, Bitboard *chosen)
{
    const Game *g = &tv->game;
    const Hit *h = &tv->move.hover;
    ScoreContext ctx = {g->settings.heroes};
    int decree = -1;
    if (h->kind == HIT_DECREE)
        decree = h->index;
    if (h->kind == HIT_SCORE) {
        int season = h->index / SCORE_FIELDS, field = h->index % SCORE_FIELDS;
        /* a season scored: the spaces counted then, on the map of then */
        const Board *then = season < game_seasons_scored(g) ? past_board(&tv->facts.past, season, view_player(tv)) : NULL;
        if (then)
            b = then;
        int pair[2];
        game_season_decrees(season, pair);
        if (field == SCORE_DECREE1 || field == SCORE_DECREE2)
            decree = pair[field];
        else if (field == SCORE_MONSTERS) {
            ScoreResult r = score_monsters(b);
            *spaces = r.counted;
            *chosen = bb_empty();
            return true;
        }
    }
    if (decree < 0 || decree >= DECREES)
        return false;
    const ScoringCard *card = scoring_card(g->decree_cards[decree]);
    if (!card)
        return false;
    ScoreResult r = scoring_card_score(card, b, &ctx);
    *spaces = r.counted;
    *chosen = r.chosen;
    return true;
}

void view_ghost(const TableView *tv, ViewGhost *out)
{
    const TableMove *st = &tv->move;
    const UiPreview *p = &st->preview;
    memset(out, 0, sizeof *out);
    if (!p->valid || st->ghost < 0)
        return;
    out->active = true;
    out->legal = p->legal;
    out->cells = p->cells;
    out->bad = p->bad;
    out->marks = p->marks;
    out->destroys = p->destroys;
    out->terrain = p->move.kind == MOVE_DESTROY ? CONTENT_DESTROYED : p->move.terrain;
    if (p->legal && p->move.kind != MOVE_DESTROY)
        snprintf(out->label, sizeof out->label, "%+d", p->gain);
    out->loss = p->legal && p->gain < 0;
    /* the label sits in the shape's own space farthest right in its top row,
     * in that space's top right corner: it covers no other space */
    int top = -1;
    Bitboard cells = p->cells;
    for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells))
        if (top < 0 || bb_row(i) < bb_row(top) || (bb_row(i) == bb_row(top) && bb_col(i) > bb_col(top)))
            top = i;
    if (top < 0)
        return;
    const Layout *L = &tv->ds.layout;
    out->label_x = L->grid.x + (bb_col(top) + 1) * L->cell - L->line;
    out->label_y = L->grid.y + bb_row(top) * L->cell + L->line;
}

/* The key that does what a button of the table does, in the words of what
 * was used last, as the status line's (status.h): the keys' for the keys and
 * the mouse, the pad's button (pads.h) for a pad, NULL for a finger (it
 * taps the button) or where the pad has no button for it (Redo). */
static const char *button_key(const TableView *tv, int button)
{
    InputSource used = tv->g ? tv->g->input : INPUT_MOUSE;
    if (used == INPUT_TOUCH)
        return NULL;
    if (used == INPUT_PAD)
        return button == BTN_UNDO   ? glyph_if_pad(tv->g, GLYPH_BACK)
               : button == BTN_HINT ? glyph_if_pad(tv->g, GLYPH_Y)
                                    : NULL;
    switch (button) {
    /* TRANSLATORS: the keys of Undo and Redo as the keyboard names them (German: Strg+Z). */
    case BTN_UNDO: return C_("key", "Ctrl+Z");
    case BTN_REDO: return C_("key", "Ctrl+Y");
    case BTN_HINT: return "H";
    default: return NULL;
    }
}

/* Tooltips of the Hint button and of the hinted ghost. */
static bool hint_tooltip(const TableView *tv, char *buf, size_t size)
{
    const Hit *h = &tv->move.hover;
    bool on_button = h->kind == HIT_BUTTON && h->index == BTN_HINT;
    bool on_ghost = h->kind == HIT_CELL && tv->facts.hint_shown && bb_test(tv->move.preview.cells, h->index);
    if (!on_button && !on_ghost)
        return false;
    const char *key = button_key(tv, BTN_HINT);
    if (tv->facts.hint_shown)
        snprintf(buf, size, "%s",
                 _("The strong player's move. Beside it: what it adds to your projected total (the Total box)."));
    else if (key)
        /* TRANSLATORS: the key or a pad's button (H, Y, Triangle) that asks for the hint. */
        snprintf(buf, size, _("Hint (%s): the strong computer player's move for you, shown on your map"), key);
    else
        snprintf(buf, size, "%s", _("Hint: the strong computer player's move for you, shown on your map"));
    return true;
}

void view_sheet(TableView *tv, ViewSheet *out)
{
    const Game *g = &tv->game;
    memset(out, 0, sizeof *out);
    out->player = view_player(tv);
    const Sheet *sh = &g->sheets[out->player];
    out->board = sh->board;
    out->marks = sh->marks;
    out->target = -1;
    for (int i = 0; i < BOARD_SPACES; i++)
        out->destroyed_was[i] = (Content)sh->destroyed_was[i];
    memset(out->monster, -1, sizeof out->monster);
    for (int k = 0; k < 8; k++) {
        Bitboard named = sh->named[k];
        for (int i = bb_pop(&named); i >= 0; i = bb_pop(&named))
            out->monster[i] = (int8_t)game_ambush_card(k);
    }
    if (tv->mode == VIEW_PLAY)
        out->recent = tv->facts.recent[out->player];
    out->highlight = hover_highlight(tv, &out->board, &out->highlight_spaces, &out->highlight_chosen);
    if (g->decision.kind == DECISION_AMBUSH && g->decision.sheet == out->player)
        out->target = g->decision.solo_target;
    if (out->player == g->decision.sheet) {
        view_ghost(tv, &out->ghost);
        out->targets = tv->move.targets;
    }
}

/* The game to project sheet p's seasons to come from: with the legal ghost
 * (a placement, a Troll's or Gorgon's pick) while one lies on that sheet. */
static const Game *projection_of(const TableView *tv, int p)
{
    const Game *g = &tv->game;
    const UiPreview *pv = &tv->move.preview;
    if (tv->mode == VIEW_PLAY && pv->valid && pv->legal && tv->move.ghost >= 0 && g->decision.sheet == p)
        return &pv->after;
    return g;
}

int view_pen_sheet(const Game *g, int home)
{
    if (g->decision.kind == DECISION_NONE || (home >= 0 && g->decision.actor != home))
        return -1;
    return g->decision.sheet;
}

void view_tab_points(const TableView *tv, int p, int *scored, int *projected)
{
    const Game *g = &tv->game, *proj = projection_of(tv, p);
    *scored = *projected = 0;
    for (int s = 0; s < SEASONS; s++) {
        if (s < game_seasons_scored(g)) {
            *scored += g->sheets[p].seasons[s].total;
            *projected += g->sheets[p].seasons[s].total;
        } else {
            *projected += game_project_season(proj, p, s).total;
        }
    }
}

void view_scores(TableView *tv, ViewScores *out)
{
    const Game *g = &tv->game;
    memset(out, 0, sizeof *out);
    int p = view_player(tv);
    const Game *proj = projection_of(tv, p);
    const Sheet *sh = &g->sheets[p];
    out->coins = sh->coins;
    for (int s = 0; s < SEASONS; s++) {
        int pair[2];
        game_season_decrees(s, pair);
        out->decree_letters[s][0] = (char)('A' + pair[0]);
        out->decree_letters[s][1] = (char)('A' + pair[1]);
        if (s < game_seasons_scored(g)) {
            out->state[s] = SEASON_PAST;
            out->season[s] = sh->seasons[s];
            out->grand_total += sh->seasons[s].total;
            out->projected_total += sh->seasons[s].total;
        } else {
            out->state[s] = s == g->season ? SEASON_CURRENT : SEASON_FUTURE;
            out->season[s] = game_project_season(proj, p, s);
            out->projected_total += out->season[s].total;
        }
    }
}

bool view_result_button(const TableView *tv, SDL_Rect *r)
{
    if (tv->mode != VIEW_PLAY || !game_over(&tv->game))
        return false;
    if (r)
        *r = tv->ds.layout.tools;
    return true;
}

/* The sign's square in a chip of the tools strip. */
static int lasting_icon(const TableView *tv)
{
    int lh = text_line_height(&tv->g->text, FONT_NUMBER);
    return SDL_min(lh, tv->ds.layout.tools.h - 4);
}

/* The widths the i-th chip wants: its best name beside the sign (the
 * card's, else the monster's), and the monster's name alone. */
static void lasting_wants(const TableView *tv, int i, int cap, int *with_sign, int *plain)
{
    const Layout *L = &tv->ds.layout;
    const TextSystem *ts = &tv->g->text;
    const Card *c = card_get(tv->game.lasting[i]);
    int beside = lasting_icon(tv) + 3 * L->inner / 2;
    int name = text_width(ts, FONT_SMALL, name_card(c));
    if (beside + name > cap)
        name = text_width(ts, FONT_SMALL, name_monster(c));
    *with_sign = SDL_min(beside + name, cap);
    *plain = SDL_min(L->inner + text_width(ts, FONT_SMALL, name_monster(c)), cap);
}

int view_lasting_rects(const TableView *tv, SDL_Rect out[8])
{
    const Layout *L = &tv->ds.layout;
    const Game *g = &tv->game;
    if (view_result_button(tv, NULL))
        return 0; /* the strip is the result's button */
    int x0 = L->button[BTN_MIRROR].x + L->button[BTN_MIRROR].w + L->gap;
    int x1 = L->button[BTN_CANCEL].x - L->gap;
    int n = g->lasting_len < 8 ? g->lasting_len : 8;
    if (n == 0 || x1 - x0 < L->tools.h)
        return 0;
    int g2 = SDL_max(L->gap / 2, 2), room = x1 - x0 - (n - 1) * g2;
    int cap = (int)(170.0f * L->scale);
    /* each chip as wide as its name beside the sign; else as its name
     * alone; else, in turn, the names that fit and the signs of the rest */
    int with_sign[8], plain[8], sum_sign = 0, sum_plain = 0;
    for (int i = 0; i < n; i++) {
        lasting_wants(tv, i, cap, &with_sign[i], &plain[i]);
        sum_sign += with_sign[i];
        sum_plain += plain[i];
    }
    int shown = 0, left = room;
    for (int i = 0, x = x0; i < n; i++) {
        int w = sum_sign <= room ? with_sign[i] : plain[i];
        if (sum_plain > room && w > left - (n - 1 - i) * L->tools.h)
            w = L->tools.h; /* no room for its name beside the others': the sign */
        w = SDL_max(w, L->tools.h); /* at least the sign fits */
        left -= w + g2;
        if (x + w > x1)
            break;
        out[i] = (SDL_Rect){x, L->tools.y, w, L->tools.h};
        x += w + g2;
        shown++;
    }
    return shown;
}

const char *view_lasting_label(TableView *tv, int i, SDL_Rect r, bool *sign, int *icon)
{
    const Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    const Card *c = card_get(tv->game.lasting[i]);
    *icon = lasting_icon(tv);
    int room = r.w - *icon - 3 * L->inner / 2;
    *sign = true;
    if (text_width(ts, FONT_SMALL, name_card(c)) <= room)
        return name_card(c);
    const char *monster = name_monster(c);
    if (text_width(ts, FONT_SMALL, monster) <= room)
        return monster;
    /* too narrow for the sign and the name: the name alone when it fits,
     * else the sign alone (no name cut short; the tooltip names it) */
    *sign = text_width(ts, FONT_SMALL, monster) > r.w - L->inner;
    return *sign ? "" : monster;
}

bool view_tooltip(TableView *tv, char *buf, size_t size)
{
    const Game *g = &tv->game;
    const Hit *h = &tv->move.hover;
    ViewScores v;
    switch (h->kind) {
    case HIT_SCORE: {
        int s = h->index / SCORE_FIELDS, f = h->index % SCORE_FIELDS;
        view_scores(tv, &v);
        const SeasonScore *sc = &v.season[s];
        const char *when = v.state[s] == SEASON_PAST ? "" : _(" (so far)");
        int pair[2];
        game_season_decrees(s, pair);
        switch (f) {
        case SCORE_DECREE1:
        case SCORE_DECREE2: {
            const ScoringCard *card = scoring_card(g->decree_cards[pair[f]]);
            char letter[2] = {(char)('A' + pair[f]), 0};
            /* TRANSLATORS: season, decree letter, scoring card, points, and maybe " (so far)". */
            snprintf(buf, size, _("%s, decree %s, %s: %d%s"), name_season(s), letter, name_scoring(card), sc->decree[f],
                     when);
            break;
        }
        case SCORE_COINS:
            snprintf(buf, size, _("%s: %d coins, 1 point each%s"), name_season(s), sc->coins, when);
            break;
        case SCORE_MONSTERS:
            snprintf(buf, size, _("%s: %d empty spaces next to monsters, -1 each%s"), name_season(s), -sc->monsters,
                     when);
            break;
        default:
            snprintf(buf, size, _("%s total: %d%s"), name_season(s), sc->total, when);
            break;
        }
        return true;
    }
    case HIT_STATUS: /* drawn cut short: whole here */
        if (!tv->ds.status_cut || !tv->facts.status[0])
            return false;
        snprintf(buf, size, "%s", tv->facts.status);
        return true;
    case HIT_TOTAL:
        view_scores(tv, &v);
        if (g->season >= SEASONS)
            snprintf(buf, size, _("Final total: %d"), v.grand_total);
        else
            snprintf(buf, size, _("Scored so far %d; with the sheet as it is now: %d"), v.grand_total,
                     v.projected_total);
        return true;
    case HIT_COIN: {
        int coins = g->sheets[view_player(tv)].coins;
        snprintf(buf, size, _("Coins: %d of %d (1 point each, every season)"), coins, COIN_LIMIT);
        return true;
    }
    case HIT_SEASON: {
        int pair[2];
        game_season_decrees(h->index, pair);
        char a[2] = {(char)('A' + pair[0]), 0}, b[2] = {(char)('A' + pair[1]), 0};
        /* TRANSLATORS: season, its duration, two decree letters. */
        snprintf(buf, size, _("%s: ends at time %d, scores decrees %s and %s"), name_season(h->index),
                 game_season_duration(g, h->index), a, b);
        return true;
    }
    case HIT_LASTING: {
        static const char *const effects[] = {
            "",
            N_("As soon as every space next to the Dragon is filled or destroyed, gain 3 coins."),
            N_("After each scoring, draw a zombie in every empty space next to a zombie."),
            N_("After each scoring, destroy 1 empty space next to the Giant Troll."),
            N_("Whoever draws the Gorgon at once destroys 1 space next to it that is not a mountain."),
        };
        if (h->index < 0 || h->index >= g->lasting_len)
            return false;
        const Card *c = card_get(g->lasting[h->index]);
        if (!c || c->effect == EFFECT_NONE)
            return false;
        snprintf(buf, size, "%s: %s", name_card(c), _(effects[c->effect]));
        return true;
    }
    case HIT_DECREE: { /* a decree that had to shorten its name, shrink its rule or drop its value's "now": all whole */
        const ScoringCard *c = h->index >= 0 && h->index < DECREES ? scoring_card(g->decree_cards[h->index]) : NULL;
        if (!c || !tv->ds.decree_abridged[h->index])
            return false;
        const char *told = tv->ds.decree_value_told[h->index];
        if (told[0])
            snprintf(buf, size, "%s (%s): %s", name_scoring(c), told, text_scoring(c));
        else
            snprintf(buf, size, "%s: %s", name_scoring(c), text_scoring(c));
        return true;
    }
    case HIT_CARD: {
        int ids[LAYOUT_MAX_CARDS];
        int n = view_row(tv, ids);
        if (h->index < 0 || h->index >= n)
            return false;
        const Card *c = card_get(ids[h->index]);
        if (!c)
            return false;
        if (c->kind == CARD_EXPLORE)
            snprintf(buf, size, _("%s: time %d"), name_card(c), c->time);
        else
            snprintf(buf, size, "%s", name_card(c));
        return true;
    }
    case HIT_BUTTON: {
        if (h->index != BTN_UNDO && h->index != BTN_REDO)
            return hint_tooltip(tv, buf, size);
        bool redo = h->index == BTN_REDO;
        const char *key = button_key(tv, h->index);
        if (!redo && tv->facts.can_undo && tv->facts.undo_marks && key)
            /* TRANSLATORS: the key or a pad's button (Ctrl+Z, View, Share) that undoes. */
            snprintf(buf, size,
                     _("Undo (%s): take back your last draw. The next card is showing already, so the game "
                       "will no longer count for the campaign and the statistics."),
                     key);
        else if (!redo && tv->facts.can_undo && tv->facts.undo_marks)
            snprintf(buf, size, "%s",
                     _("Undo: take back your last draw. The next card is showing already, so the game "
                       "will no longer count for the campaign and the statistics."));
        else if ((redo ? tv->facts.can_redo : tv->facts.can_undo) && key)
            /* TRANSLATORS: the key or a pad's button (Ctrl+Z or Ctrl+Y; View, Share) that undoes or redoes. */
            snprintf(buf, size,
                     redo ? _("Redo (%s): put back the placement you took back")
                          : _("Undo (%s): take back your last placement, until the next card is revealed"),
                     key);
        else if (redo ? tv->facts.can_redo : tv->facts.can_undo)
            snprintf(buf, size, "%s",
                     redo ? _("Redo: put back the placement you took back")
                          : _("Undo: take back your last placement, until the next card is revealed"));
        else if (!redo && tv->game.settings.players <= 1 && glyph_if_pad(tv->g, GLYPH_B))
            /* TRANSLATORS: the reason Undo cannot be used; then a pad's button (B, Circle) that takes a shape
             * back in solo. */
            snprintf(buf, size, _("%s Before you confirm, %s takes a shape back."), tv->facts.undo_why,
                     glyph_if_pad(tv->g, GLYPH_B));
        else if (!redo && tv->game.settings.players <= 1 && tv->g && tv->g->input == INPUT_TOUCH)
            /* TRANSLATORS: the reason Undo cannot be used; then how to take a shape back in solo (fingers). */
            snprintf(buf, size, _("%s Before you confirm, Cancel takes a shape back."), tv->facts.undo_why);
        else if (!redo && tv->game.settings.players <= 1)
            /* TRANSLATORS: the reason Undo cannot be used; then how to take a shape back in solo. */
            snprintf(buf, size, _("%s Before you confirm, Esc or Cancel takes a shape back."), tv->facts.undo_why);
        else
            snprintf(buf, size, "%s", redo ? tv->facts.redo_why : tv->facts.undo_why);
        return true;
    }
    case HIT_TAB: {
        if (h->index < 0 || h->index >= g->settings.players)
            return false;
        int total = 0;
        for (int s = 0; s < game_seasons_scored(g); s++)
            total += g->sheets[h->index].seasons[s].total;
        InputSource used = tv->g ? tv->g->input : INPUT_MOUSE;
        if (used == INPUT_PAD)
            /* TRANSLATORS: a player's name, points scored so far, the pad's button (A, Cross) that shows the map
             * of the tab with the focus. */
            snprintf(buf, size, _("%s: %d points so far (%s shows this map)"), tv->names[h->index], total,
                     glyph_if_pad(tv->g, GLYPH_A));
        else if (used == INPUT_TOUCH)
            /* TRANSLATORS: a player's name, points scored so far; a tap on the tab shows that map. */
            snprintf(buf, size, _("%s: %d points so far (a tap shows this map)"), tv->names[h->index], total);
        else
            /* TRANSLATORS: a player's name, points scored so far, the key that shows the map. */
            snprintf(buf, size, _("%s: %d points so far (key %d shows this map)"), tv->names[h->index], total,
                     h->index + 1);
        NetMark mark = tv->facts.net_mark[h->index];
        char more[SEAT_NAME_MAX + 80] = "";
        if (mark == NET_MARK_DRAWING)
            /* TRANSLATORS: on a network game's tab, after its tooltip; a player's name. */
            snprintf(more, sizeof more, _("%s is drawing."), tv->names[h->index]);
        else if (mark == NET_MARK_DONE)
            /* TRANSLATORS: on a network game's tab, after its tooltip; a player's name. */
            snprintf(more, sizeof more, _("%s has drawn."), tv->names[h->index]);
        else if (mark == NET_MARK_AWAY)
            /* TRANSLATORS: on a network game's tab, after its tooltip; a player's name. */
            snprintf(more, sizeof more, _("%s lost the connection."), tv->names[h->index]);
        size_t len = strlen(buf);
        if (more[0])
            snprintf(buf + len, size - len, " %s", more);
        return true;
    }
    case HIT_CELL: {
        ViewSheet sheet;
        view_sheet(tv, &sheet);
        if (tv->move.option >= 0 || h->index < 0 || h->index >= BOARD_SPACES || !bb_test(sheet.recent, h->index))
            return hint_tooltip(tv, buf, size);
        int by = tv->facts.recent_by[sheet.player];
        /* TRANSLATORS: a player; the spaces outlined on a map. */
        snprintf(buf, size, _("Drawn here last by %s"), by >= 0 && by < MAX_PLAYERS ? tv->names[by] : "");
        return true;
    }
    default:
        return hint_tooltip(tv, buf, size);
    }
}
