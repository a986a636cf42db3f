/* look.c: the shared pieces of the game's look (see look.h). */
#include "look.h"

#include "check.h"
#include "gfx.h"
#include "palette.h"

SDL_Color ink(void) { return gfx_rgb(PAL_INK); }
SDL_Color ink_alpha(Uint8 a) { return gfx_rgba(PAL_INK, a); }

void draw_desk(Gfx *g)
{
    gfx_gradient_rect(g->renderer, gfx_rect(0, 0, g->m.w, g->m.h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
}

void draw_grain(Gfx *g, SDL_Rect r)
{
    if (g->paper && r.w > 0 && r.h > 0) {
        /* a window into the grain proportional to the panel, so big panels
         * do not stretch the blotches more than small ones */
        int sw = r.w / 3 < 256 ? r.w / 3 : 256, sh = r.h / 3 < 256 ? r.h / 3 : 256;
        SDL_Rect src = {(r.x * 7) % (257 - (sw > 0 ? sw : 1)), (r.y * 3) % (257 - (sh > 0 ? sh : 1)),
                        sw > 8 ? sw : 8, sh > 8 ? sh : 8};
        ui_check(SDL_RenderCopy(g->renderer, g->paper, &src, &r), "draw the paper grain");
    }
}

void draw_paper(Gfx *g, SDL_Rect r, SDL_Color base, bool shadow)
{
    SDL_Renderer *R = g->renderer;
    int s = g->m.gap / 3 + 1;
    if (shadow) {
        for (int i = 3; i >= 1; i--) {
            int d = s * i / 2;
            SDL_Rect sh = {r.x + d, r.y + d, r.w, r.h};
            SDL_Color c = gfx_rgba(0x000000, (Uint8)(28 * (4 - i)));
            if (base.a < 255) {
                gfx_fill_rect(R, sh, c);
                continue;
            }
            /* an opaque sheet covers the rest: only its right and bottom edges show */
            gfx_fill_rect(R, gfx_rect(r.x + r.w, sh.y, d, r.h), c);
            gfx_fill_rect(R, gfx_rect(sh.x, r.y + r.h, r.w - d, d), c);
        }
    }
    gfx_fill_rect(R, r, base);
    draw_grain(g, r);
    /* a rim darkened towards the edge, like old paper */
    int rim = g->m.inner;
    SDL_Color edge = gfx_rgba(0x6b4a20, 60), clear = gfx_rgba(0x6b4a20, 0);
    gfx_gradient_rect(R, gfx_rect(r.x, r.y, r.w, rim), edge, clear);
    gfx_gradient_rect(R, gfx_rect(r.x, r.y + r.h - rim, r.w, rim), clear, edge);
    for (int i = 0; i < rim; i++) {
        Uint8 a = (Uint8)(60 * (rim - i) / rim / 2);
        gfx_fill_rect(R, gfx_rect(r.x + i, r.y, 1, r.h), gfx_rgba(0x6b4a20, a));
        gfx_fill_rect(R, gfx_rect(r.x + r.w - 1 - i, r.y, 1, r.h), gfx_rgba(0x6b4a20, a));
    }
    gfx_rect_outline(R, r, 1, gfx_rgba(PAL_PARCHMENT_EDGE, 255));
}

void draw_button(Gfx *g, SDL_Rect r, const char *label, ButtonLook look, bool hover)
{
    SDL_Renderer *R = g->renderer;
    if (r.w <= 0 || r.h <= 0 || gfx_clipped_out(R, r))
        return;
    SDL_Color bg, fg, edge;
    switch (look) {
    case BUTTON_PRIMARY:
        bg = gfx_rgb(hover ? 0x3d8a47 : 0x2f7a3a);
        fg = gfx_rgb(0xfbf5e6);
        edge = gfx_rgb(0x1d4f25);
        break;
    case BUTTON_DANGER:
        bg = gfx_rgb(hover ? 0xc43a32 : PAL_RED);
        fg = gfx_rgb(0xfbf5e6);
        edge = gfx_rgb(0x6e1a15);
        break;
    case BUTTON_DISABLED:
        bg = gfx_rgba(PAL_PARCHMENT_DARK, 120);
        fg = gfx_rgba(PAL_INK, 110);
        edge = gfx_rgba(PAL_INK, 60);
        break;
    default:
        bg = gfx_rgb(hover ? 0xfff6dc : PAL_PARCHMENT);
        fg = ink();
        edge = gfx_rgb(PAL_INK_SOFT);
        break;
    }
    gfx_fill_round_rect(R, r, g->m.radius, bg);
    gfx_round_rect_outline(R, r, g->m.radius, (float)g->m.line, edge);
    /* a word wider than its button (a narrow key at some text sizes) takes
     * the small face before it is cut short */
    SDL_Rect in = gfx_inset(r, 2);
    FontRole role = text_width(&g->text, FONT_BODY, label) > in.w && text_width(&g->text, FONT_SMALL, label) <= in.w
                        ? FONT_SMALL
                        : FONT_BODY;
    text_draw_in(&g->text, R, role, label, in, fg);
}
