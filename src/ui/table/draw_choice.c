/* draw_choice.c: what the player picks from: the option tiles drawn on
 * the body of the newest card (each shape of the card in each of its
 * terrains, in the orientation the player has turned it to, with coin
 * marks; or the 1x1 in five terrains; or the hero), and the placing tools
 * under the row: Rotate, Mirror, Cancel, Confirm. */
#include <stdio.h>

#include "cards.h"
#include "look.h"
#include "pieces.h"
#include "play.h"
#include "regions.h"
#include "gfx.h"
#include "i18n.h"
#include "names.h"
#include "palette.h"
#include "monster_glyph.h"
#include "view.h"

static void draw_hero_option(TableView *tv, SDL_Rect in, const Card *c, int orient)
{
    /* the hero with its attack marks as they would fall around it */
    Bitboard marks = hero_marks(c, bb_index(5, 5), orient);
    int minr = 5, maxr = 5, minc = 5, maxc = 5;
    Bitboard m = marks;
    for (int i = bb_pop(&m); i >= 0; i = bb_pop(&m)) {
        int r = bb_row(i), col = bb_col(i);
        minr = r < minr ? r : minr;
        maxr = r > maxr ? r : maxr;
        minc = col < minc ? col : minc;
        maxc = col > maxc ? col : maxc;
    }
    int rows = maxr - minr + 1, cols = maxc - minc + 1;
    int cell = in.w / cols < in.h / rows ? in.w / cols : in.h / rows;
    int x0 = in.x + (in.w - cols * cell) / 2, y0 = in.y + (in.h - rows * cell) / 2;
    for (int r = minr; r <= maxr; r++)
        for (int col = minc; col <= maxc; col++) {
            SDL_Rect q = {x0 + (col - minc) * cell, y0 + (r - minr) * cell, cell, cell};
            if (r == 5 && col == 5)
                draw_terrain(tv->g, q, CONTENT_HERO, 255);
            else if (bb_test(marks, bb_index(r, col)))
                assets_draw(&tv->g->assets, tv->g->renderer, ART_STAR, gfx_inset(q, cell / 8), 255);
            gfx_rect_outline(tv->g->renderer, gfx_rect(q.x, q.y, q.w + 1, q.h + 1), 1, ink_alpha(90));
        }
}

static void draw_option(TableView *tv, SDL_Rect r, int i)
{
    SDL_Renderer *R = tv->g->renderer;
    const TableMove *ui = &tv->move;
    const UiOption *o = &ui->options[i];
    const Layout *L = &tv->ds.layout;
    bool picked = ui->option == i;
    gfx_fill_round_rect(R, r, L->radius, gfx_rgb(picked ? 0xfff1c4 : 0xfbf5e6));
    gfx_round_rect_outline(R, r, L->radius, picked ? (float)L->line + 2.0f : (float)L->line,
                           picked ? gfx_rgb(0xc0851a) : ink_alpha(110));
    const Card *c = card_get(o->card);
    int orient = picked ? ui->orient : 0;
    SDL_Rect in = gfx_inset(r, r.w / 9 + 2);
    if (o->kind == MOVE_HERO && c) {
        draw_hero_option(tv, in, c, orient);
        return;
    }
    const char *pattern = "#";
    if (o->kind == MOVE_DRAW && c && o->shape >= 0 && o->shape < c->nshapes)
        pattern = c->shapes[o->shape].pattern;
    int cell = pattern_fit_cell(pattern, orient, in.w, in.h);
    if (cell > in.w * 3 / 5)
        cell = in.w * 3 / 5;
    draw_pattern(tv->g, in, pattern, orient, cell, (Content)o->terrain, 255);
    if (o->coin) {
        int s = r.w / 4;
        assets_draw(&tv->g->assets, R, ART_COIN, gfx_rect(r.x + r.w - s - 3, r.y + 3, s, s), 255);
    }
}

void draw_options(TableView *tv)
{
    SDL_Rect rects[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, rects);
    for (int i = 0; i < n; i++)
        draw_option(tv, rects[i], i);
}

ButtonLook draw_tool_look(TableView *tv, int b)
{
    /* Cancel takes back a placement, or a pick among several options */
    bool have = tv->move.placed || (tv->move.option >= 0 && tv->move.noptions > 1);
    if (tv->facts.computer_turn)
        return BUTTON_DISABLED; /* the computer places */
    if ((b == BTN_ROTATE || b == BTN_MIRROR) && !play_can_turn(&tv->move, &tv->game))
        return BUTTON_DISABLED;
    if (b == BTN_CANCEL && !have)
        return BUTTON_DISABLED;
    if (b == BTN_CONFIRM)
        return play_placement_legal(&tv->move) ? BUTTON_PRIMARY : BUTTON_DISABLED;
    return BUTTON_NORMAL;
}

void draw_choice(TableView *tv, DrawPass pass)
{
    const Layout *L = &tv->ds.layout;
    SDL_Rect rects[UI_MAX_OPTIONS];
    int n = view_option_rects(tv, rects);
    const Hit *h = &tv->move.hover;
    if (tv->mode == VIEW_REPLAY)
        return; /* the replay's controls take the strip (replay.c) */
    SDL_Rect result;
    if (view_result_button(tv, &result)) { /* the game is over: one way back to the final box */
        bool hover = h->kind == HIT_BUTTON && h->index == BTN_CONFIRM;
        if (pass == PASS_STATIC || hover)
            draw_button(tv->g, result, _("Show the result"), BUTTON_PRIMARY, hover);
        return;
    }
    if (pass == PASS_DYNAMIC) {
        if (h->kind == HIT_OPTION && h->index >= 0 && h->index < n && h->index != tv->move.option)
            gfx_round_rect_outline(tv->g->renderer, rects[h->index], L->radius, (float)L->line + 1.0f, ink_alpha(220));
        if (h->kind == HIT_BUTTON && h->index >= BTN_ROTATE && h->index <= BTN_CONFIRM) {
            ButtonLook look = draw_tool_look(tv, h->index);
            if (look != BUTTON_DISABLED)
                draw_button(tv->g, L->button[h->index], layout_button_name((ButtonId)h->index), look, true);
        }
        /* Confirm follows the ghost's legality, which changes without a new scene */
        draw_button(tv->g, L->button[BTN_CONFIRM], layout_button_name(BTN_CONFIRM), draw_tool_look(tv, BTN_CONFIRM),
                    h->kind == HIT_BUTTON && h->index == BTN_CONFIRM);
        return;
    }
    if (!anim_hides_newest_card(tv))
        draw_options(tv);

    for (int b = BTN_ROTATE; b <= BTN_CANCEL; b++)
        draw_button(tv->g, L->button[b], layout_button_name((ButtonId)b), draw_tool_look(tv, b), false);

    /* reminders of the lasting effects in play (Heroes ambushes) */
    SDL_Rect chips[8];
    int nl = view_lasting_rects(tv, chips);
    for (int i = 0; i < nl; i++) {
        SDL_Rect r = chips[i];
        gfx_fill_round_rect(tv->g->renderer, r, L->radius, gfx_rgb(0x6e3f8f));
        gfx_round_rect_outline(tv->g->renderer, r, L->radius, 1.0f, gfx_rgb(0x2e1540));
        bool sign;
        int iw;
        const char *label = view_lasting_label(tv, i, r, &sign, &iw);
        int x = r.x + L->inner / 2;
        if (sign) {
            draw_monster_glyph(tv->g, gfx_rect(x, r.y + (r.h - iw) / 2, iw, iw), tv->game.lasting[i],
                               gfx_rgb(0xf6eefc), gfx_rgb(0x6e3f8f));
            x += iw + L->inner / 2;
        }
        int bl = text_line_height(&tv->g->text, FONT_SMALL);
        text_draw_fit(&tv->g->text, tv->g->renderer, FONT_SMALL, label, x, r.y + (r.h - bl) / 2,
                      r.x + r.w - L->inner / 2 - x, gfx_rgb(0xf6eefc), ALIGN_LEFT);
    }
}
