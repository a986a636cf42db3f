/* draw_decrees.c: the four decrees A-D, each with its scoring card's
 * name, category, rule text, what it scores on the sheet now and its solo
 * value. The two decrees of the current season are marked. */
#include <stdio.h>
#include <string.h>

#include "scoring.h"
#include "i18n.h"
#include "look.h"
#include "pieces.h"
#include "regions.h"
#include "terrain.h"
#include "gfx.h"
#include "names.h"
#include "palette.h"
#include "view.h"

static void draw_category_band(TableView *tv, SDL_Rect band, ScoringCategory cat)
{
    SDL_Renderer *R = tv->g->renderer;
    bool cb = tv->g->assets.colour_blind;
    switch (cat) {
    case CATEGORY_FOREST: gfx_fill_rect(R, band, gfx_rgb(pal_terrain_cb(CONTENT_FOREST, cb))); break;
    case CATEGORY_VILLAGE: gfx_fill_rect(R, band, gfx_rgb(pal_terrain_cb(CONTENT_VILLAGE, cb))); break;
    case CATEGORY_FARM_WATER: {
        SDL_Rect a = {band.x, band.y, band.w / 2, band.h}, b = {band.x + band.w / 2, band.y, band.w - band.w / 2, band.h};
        gfx_fill_rect(R, a, gfx_rgb(pal_terrain_cb(CONTENT_FARM, cb)));
        gfx_fill_rect(R, b, gfx_rgb(pal_terrain_cb(CONTENT_WATER, cb)));
        break;
    }
    default: gfx_fill_rect(R, band, gfx_rgb(pal_terrain_cb(CONTENT_MOUNTAIN, cb))); break;
    }
}

/* The one face the four decrees' rules are written in, so that they read
 * alike side by side: the body face, else the small one, else the fine one
 * (the small face of 100 % text: at a large text size the longest rules
 * shrink to it rather than be cut; see layout_right), the largest in which
 * every rule dealt fits its own box whole. */
static FontRole decrees_rule_face(TextSystem *ts, const char *const rules[DECREES], const SDL_Rect boxes[DECREES])
{
    static const FontRole faces[] = {FONT_BODY, FONT_SMALL, FONT_FINE};
    for (int i = 0; i < 2; i++) {
        bool all = true;
        for (int d = 0; d < DECREES && all; d++)
            all = !rules[d] || text_wrap_height(ts, faces[i], rules[d], boxes[d].w) <= boxes[d].h;
        if (all)
            return faces[i];
    }
    return faces[2];
}

/* A decree's category line: the category, with the season's note on both
 * cards scored this season or on neither (where it does not fit, the gold
 * frame and badge say it alone), and the lines it takes beside the solo
 * value (a category too long for one takes two); and so the box left to
 * its rule. */
typedef struct DecreeHead {
    char sub[96];
    int sub_w, sub_lines;
    SDL_Rect rule;
} DecreeHead;

static int decree_text_x(const Layout *L, TextSystem *ts, SDL_Rect r)
{
    return r.x + L->inner + text_line_height(ts, FONT_HEADING) + L->inner / 2;
}

static void decree_head(TableView *tv, int d, bool scored_now, DecreeHead *out)
{
    const Layout *L = &tv->ds.layout;
    TextSystem *ts = &tv->g->text;
    SDL_Rect r = L->decree[d];
    const ScoringCard *card = scoring_card(tv->game.decree_cards[d]);
    int ip = L->inner;
    int tx = decree_text_x(L, ts, r), right = r.x + r.w - ip;
    int sw = 0;
    if (tv->game.settings.players <= 1) {
        char solo[32];
        snprintf(solo, sizeof solo, _("solo %d"), card ? card->solo_value : 0);
        sw = text_width(ts, FONT_SMALL, solo);
    }
    bool note = scored_now;
    int pair[2];
    game_season_decrees(tv->game.season < SEASONS ? tv->game.season : SEASONS - 1, pair);
    for (int k = 0; k < 2 && note; k++) {
        const ScoringCard *c = scoring_card(tv->game.decree_cards[pair[k]]);
        /* TRANSLATORS: a scoring card's category, then that it scores in the current season. */
        snprintf(out->sub, sizeof out->sub, _("%s  \xC2\xB7  scored this season"), c ? name_category(c->category) : "");
        note = text_width(ts, FONT_ITALIC, out->sub) <= right - sw - ip / 2 - tx;
    }
    const char *category = card ? name_category(card->category) : "";
    if (note)
        snprintf(out->sub, sizeof out->sub, _("%s  \xC2\xB7  scored this season"), category);
    else
        snprintf(out->sub, sizeof out->sub, "%s", category);
    out->sub_w = right - sw - ip / 2 - tx;
    out->sub_lines = SDL_max(SDL_min(text_wrap_count(ts, FONT_ITALIC, out->sub, out->sub_w), 2), 1);
    out->rule = layout_decree_rule(L, ts, r, out->sub_lines);
}

static void draw_decree(TableView *tv, int d, bool scored_now, int points, const DecreeHead *hd, FontRole face)
{
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    SDL_Rect r = L->decree[d];
    const ScoringCard *card = scoring_card(tv->game.decree_cards[d]);
    SDL_Color border = scored_now ? gfx_rgb(0xa86a0c) : ink();
    draw_card_base(tv->g, r, gfx_rgb(PAL_CARD), border);
    if (scored_now)
        gfx_round_rect_outline(R, gfx_inset(r, -2), L->radius + 2, (float)L->line + 2.0f, gfx_rgb(0xe3a72f));

    int ip = L->inner;
    int band_h = L->line * 3 + 2;
    SDL_Rect band = {r.x + L->radius, r.y + L->line + 1, r.w - 2 * L->radius, band_h};
    draw_category_band(tv, band, card->category);

    int lh_head = text_line_height(ts, FONT_HEADING);
    int badge = lh_head;
    float bx = (float)(r.x + ip) + (float)badge / 2.0f, by = (float)(band.y + band.h + ip / 2) + (float)badge / 2.0f;
    gfx_fill_circle(R, bx, by, (float)badge / 2.0f, scored_now ? gfx_rgb(0xe3a72f) : gfx_rgb(PAL_PARCHMENT_DARK));
    gfx_ring(R, bx, by, (float)badge / 2.0f, (float)L->line, ink());
    char letter[2] = {(char)('A' + d), '\0'};
    SDL_Rect lr = {(int)bx - badge / 2, (int)by - badge / 2 + 1, badge, badge};
    text_draw_in(ts, R, FONT_NUMBER, letter, lr, ink());

    /* the name with what it scores now at the right; the category with the
     * solo value at the right */
    int tx = decree_text_x(L, ts, r);
    int right = r.x + r.w - ip;
    int y = band.y + band.h + ip / 2;
    char now[32];
    /* TRANSLATORS: what a decree scores on the sheet as it is now. */
    snprintf(now, sizeof now, _("now %d"), points);
    /* a long name takes the card-name face rather than being cut; if that
     * is not enough, what it scores leaves the name the whole line and goes
     * under the rule, at the decree's foot, where the rule leaves a line
     * there, else at the end of the rule's last line where that line leaves
     * room; only where neither does do the points stand without their
     * "now" beside the name (and the decree's tooltip says it whole) */
    const char *name = name_scoring(card);
    const char *rule_text = text_scoring(card);
    int lh_num = text_line_height(ts, FONT_NUMBER);
    int nw = text_width(ts, FONT_NUMBER, now);
    int room = right - nw - ip / 2 - tx;
    FontRole head = text_width(ts, FONT_HEADING, name) <= room ? FONT_HEADING : FONT_CARD;
    SDL_Rect rule = hd->rule;
    int value_y = y + (lh_head - lh_num) / 2;
    /* the value with its "now" for the tooltip where it stands alone */
    char told[32] = "";
    if (text_width(ts, head, name) > room) {
        int lh_rule = text_line_height(ts, face);
        int used = text_wrap_height(ts, face, rule_text, rule.w);
        if (used + lh_num <= rule.h) {
            rule.h -= lh_num;
            value_y = rule.y + rule.h;
            room = right - tx;
        } else if (used > 0 && text_wrap_last_width(ts, face, rule_text, rule.w) + ip + nw <= rule.w &&
                   rule.y + used - lh_rule + SDL_max(lh_num, lh_rule) <= r.y + r.h - L->line) {
            /* level with the last line, never higher: a taller value
             * reaches down, inside the decree's frame */
            value_y = rule.y + used - lh_rule + SDL_max((lh_rule - lh_num) / 2, 0);
            room = right - tx;
        } else {
            snprintf(told, sizeof told, "%s", now);
            snprintf(now, sizeof now, "%d", points);
            nw = text_width(ts, FONT_NUMBER, now);
            room = right - nw - ip / 2 - tx;
        }
    }
    text_draw(ts, R, FONT_NUMBER, now, right, value_y, gfx_rgb(0x1d4f25), ALIGN_RIGHT);
    tv->ds.decree_value[d] = gfx_rect(right - nw, value_y, nw, lh_num);
    snprintf(tv->ds.decree_value_text[d], sizeof tv->ds.decree_value_text[d], "%s", now);
    snprintf(tv->ds.decree_value_told[d], sizeof tv->ds.decree_value_told[d], "%s", told);
    /* then a smaller face, then its first words (the decree's tooltip and
     * the rules name it whole) */
    static const FontRole heads[] = {FONT_HEADING, FONT_CARD, FONT_BODY, FONT_SMALL};
    char shown[96];
    bool whole = text_words(ts, heads, 4, name, room, shown, sizeof shown, &head) && strcmp(shown, name) == 0;
    if (shown[0])
        text_draw(ts, R, head, shown, tx, y + (lh_head - text_line_height(ts, head)) / 2, ink(), ALIGN_LEFT);
    y += lh_head;
    if (tv->game.settings.players <= 1) {
        char solo[32];
        /* TRANSLATORS: the solo value of a scoring card. */
        snprintf(solo, sizeof solo, _("solo %d"), card->solo_value);
        text_draw(ts, R, FONT_SMALL, solo, right, y, gfx_rgb(PAL_INK_SOFT), ALIGN_RIGHT);
    }
    int lh_it = text_line_height(ts, FONT_ITALIC);
    text_draw_wrapped(ts, R, FONT_ITALIC, hd->sub, gfx_rect(tx, y - 2, hd->sub_w, hd->sub_lines * lh_it),
                      gfx_rgb(scored_now ? 0x8a5208 : PAL_INK_SOFT), ALIGN_LEFT);
    text_draw_wrapped(ts, R, face, text_scoring(card), rule, gfx_rgb(PAL_INK), ALIGN_LEFT);
    tv->ds.decree_abridged[d] = !whole || face == FONT_FINE || told[0];
    tv->ds.decree_face[d] = face;
    tv->ds.decree_rule[d] = hd->rule;
}

void draw_decrees(TableView *tv, DrawPass pass)
{
    const Game *g = &tv->game;
    if (pass == PASS_DYNAMIC) {
        const Layout *L = &tv->ds.layout;
        if (tv->move.hover.kind == HIT_DECREE && tv->move.hover.index >= 0 && tv->move.hover.index < DECREES)
            gfx_round_rect_outline(tv->g->renderer, tv->ds.layout.decree[tv->move.hover.index], L->radius,
                                   (float)L->line + 1.5f, gfx_rgb(0x1f6fd0));
        return;
    }
    int pair[2] = {-1, -1};
    if (g->season < SEASONS)
        game_season_decrees(g->season, pair);
    const Board *board = &g->sheets[view_player(tv)].board;
    ScoreContext ctx = {g->settings.heroes};
    ScoreBoard sb;
    score_board_init(&sb, board, &ctx);
    const Layout *L = &tv->ds.layout;
    DecreeHead heads[DECREES];
    const char *rules[DECREES];
    SDL_Rect boxes[DECREES];
    for (int d = 0; d < DECREES; d++) {
        const ScoringCard *card = scoring_card(g->decree_cards[d]);
        /* a decree too small to hold anything is left out */
        bool shown = card && L->decree[d].w >= 20 && L->decree[d].h >= 20;
        decree_head(tv, d, d == pair[0] || d == pair[1], &heads[d]);
        rules[d] = shown ? text_scoring(card) : NULL;
        boxes[d] = heads[d].rule;
    }
    FontRole face = decrees_rule_face(&tv->g->text, rules, boxes);
    for (int d = 0; d < DECREES; d++)
        if (rules[d]) {
            const ScoringCard *card = scoring_card(g->decree_cards[d]);
            draw_decree(tv, d, d == pair[0] || d == pair[1], card->score(&sb).points, &heads[d], face);
        }
}
