/* anim.c: the animations (see anim.h). */
#include "anim.h"

#include "check.h"
#include "gfx.h"
#include "pieces.h"
#include "table_view.h"
#include "view.h"

static float progress(const Anim *a, Uint32 start)
{
    if (!start)
        return 1.0f;
    Uint32 now = SDL_GetTicks();
    float t = (float)(now - start) / (float)(a->ms > 0 ? a->ms : ANIM_MS);
    return t < 0.0f ? 0.0f : t > 1.0f ? 1.0f : t;
}

/* ease out: fast start, gentle landing */
static float ease(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }

static Uint32 now_nonzero(void)
{
    Uint32 t = SDL_GetTicks();
    return t ? t : 1;
}

void anim_note(TableView *tv, const Game *before)
{
    Anim *a = &tv->ds.anim;
    const Game *g = &tv->game;
    if (!a->enabled)
        return;
    int shown = view_player(tv);
    bool new_card = g->row_len > 0 && (g->row_len != before->row_len || g->season != before->season ||
                                       g->row[g->row_len - 1] != before->row[before->row_len > 0 ? before->row_len - 1 : 0]);
    if (new_card) {
        a->card_start = now_nonzero();
        a->card_layer_ready = false;
    }
    int p = shown;
    if (g->sheets[p].coins > before->sheets[p].coins && g->season == before->season) {
        a->coin_start = now_nonzero();
        a->coin_from = before->sheets[p].coins;
        a->coin_to = g->sheets[p].coins;
        a->coin_sheet = p;
    }
    /* spaces that changed other than by the move itself: empty before and
     * filled now beyond the move's own cells, or destroyed now */
    Bitboard moved = bb_empty();
    if (tv->move.preview.valid)
        moved = tv->move.preview.cells;
    Bitboard changed = bb_empty();
    for (int i = 0; i < BOARD_SPACES; i++) {
        Content was = board_get(&before->sheets[p].board, i), is = board_get(&g->sheets[p].board, i);
        if (was != is && !bb_test(moved, i))
            bb_set(&changed, i);
    }
    if (!bb_is_empty(changed)) {
        a->cells_start = now_nonzero();
        a->cells = changed;
        a->cells_sheet = p;
    }
}

bool anim_running(TableView *tv)
{
    Anim *a = &tv->ds.anim;
    if (a->card_start && progress(a, a->card_start) >= 1.0f)
        a->card_start = 0;
    if (a->coin_start && progress(a, a->coin_start) >= 1.0f)
        a->coin_start = 0;
    if (a->cells_start && progress(a, a->cells_start) >= 1.0f) {
        a->cells_start = 0;
        a->cells = bb_empty();
    }
    return a->card_start || a->coin_start || a->cells_start;
}

bool anim_hides_newest_card(const TableView *tv) { return tv->ds.anim.card_start != 0 && tv->ds.anim.card_layer_ready; }

int anim_coins_shown(const TableView *tv, int sheet, int coins)
{
    const Anim *a = &tv->ds.anim;
    return a->coin_start && a->coin_sheet == sheet && coins > a->coin_from ? a->coin_from : coins;
}

bool anim_hides_space(const TableView *tv, int sheet, int index)
{
    const Anim *a = &tv->ds.anim;
    return a->cells_start && a->cells_sheet == sheet && bb_test(a->cells, index);
}

SDL_Texture *anim_card_layer(Anim *a, SDL_Renderer *R, int w, int h)
{
    if (a->card_layer) {
        int tw, th;
        SDL_QueryTexture(a->card_layer, NULL, NULL, &tw, &th);
        if (tw != w || th != h) {
            SDL_DestroyTexture(a->card_layer);
            a->card_layer = NULL;
        }
    }
    if (!a->card_layer) {
        a->card_layer = ui_check_ptr(SDL_CreateTexture(R, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h),
                                     "make the layer of the sliding card (no slide)");
        if (a->card_layer)
            SDL_SetTextureBlendMode(a->card_layer, SDL_BLENDMODE_BLEND);
    }
    return a->card_layer;
}

void anim_draw(TableView *tv)
{
    Anim *a = &tv->ds.anim;
    SDL_Renderer *R = tv->g->renderer;
    const Layout *L = &tv->ds.layout;
    if (a->card_start && a->card_layer_ready && a->card_layer) {
        float t = ease(progress(a, a->card_start));
        int dx = (int)((1.0f - t) * (float)(L->w - L->stack.x));
        SDL_Rect dst = {dx, 0, L->w, L->h};
        ui_check(SDL_RenderCopy(R, a->card_layer, NULL, &dst), "draw the sliding card");
    }
    if (a->coin_start && a->coin_sheet == view_player(tv)) {
        float t = ease(progress(a, a->coin_start));
        for (int i = a->coin_from; i < a->coin_to && i < LAYOUT_COINS; i++) {
            SDL_Rect s = L->coin_slot[i];
            int w = (int)((float)s.w * (0.3f + 0.7f * t));
            SDL_Rect d = {s.x + (s.w - w) / 2, s.y + (s.h - w) / 2, w, w};
            assets_draw(&tv->g->assets, R, ART_COIN, d, (Uint8)(255.0f * t));
        }
    }
    if (a->cells_start && a->cells_sheet == view_player(tv)) {
        float t = progress(a, a->cells_start);
        const Board *b = &tv->game.sheets[a->cells_sheet].board;
        Bitboard cells = a->cells;
        for (int i = bb_pop(&cells); i >= 0; i = bb_pop(&cells)) {
            SDL_Rect q = layout_cell(L, i);
            Content c = board_get(b, i);
            Uint8 alpha = (Uint8)(255.0f * t);
            if (c == CONTENT_DESTROYED)
                assets_draw(&tv->g->assets, R, ART_DESTROYED, gfx_inset(q, q.w / 10), alpha);
            else if (c != CONTENT_EMPTY)
                draw_terrain(tv->g, q, c, alpha);
        }
    }
}

void anim_free(Anim *a)
{
    if (a->card_layer)
        SDL_DestroyTexture(a->card_layer);
    a->card_layer = NULL;
}

void anim_configure(Anim *a, bool allowed, int ms)
{
    a->enabled = allowed && ms > 0;
    a->ms = ms > 0 ? ms : ANIM_MS;
}
