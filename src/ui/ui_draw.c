/* ui_draw.c: one frame: the desk, then every region in back-to-front order. */
#include "ui_draw.h"

#include "ui_gfx.h"
#include "ui_palette.h"

void draw_frame(App *app)
{
    SDL_Renderer *R = app->renderer;
    const Layout *L = &app->layout;
    SDL_SetRenderDrawColor(R, 0x33, 0x27, 0x1d, 255);
    SDL_RenderClear(R);
    gfx_gradient_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgb(PAL_DESK_TOP), gfx_rgb(PAL_DESK_BOTTOM));
    draw_bars(app);
    draw_cards(app);
    draw_choice(app);
    draw_decrees(app);
    draw_sheet(app);
    draw_scores(app);
}
