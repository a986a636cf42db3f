/* rules_screen.c: the rules screen, reachable at any time and laid over
 * whatever shows: how a game goes, the controls, and the text of every card
 * (scoring cards with their solo values, explore cards with their time,
 * ambushes with their direction and solo start corner, heroes with their
 * attack patterns). It scrolls.
 *
 * The content is a list of blocks (headings, paragraphs, card entries)
 * flowed into one column; the same walk measures and draws. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "check.h"
#include "focus.h"
#include "glyphs.h"
#include "gfx.h"
#include "i18n.h"
#include "look.h"
#include "names.h"
#include "palette.h"
#include "scoring.h"
#include "screens.h"

/* How a game goes, in the order of play (docs/rules.md, for players). */
static const char *const how_to_play[] = {
    N_("Each season, explore cards are revealed one by one. For each card, every player draws one of its "
       "shapes on their own map, filled with one of its terrains. Shapes may be turned and mirrored, must stay "
       "on the map and may not cover a filled space; ruins spaces may be covered."),
    N_("A shape marked with a coin gains a coin. Surrounding a mountain on all four sides gains a coin too. "
       "The coin track holds 14 coins."),
    N_("If no shape of the card fits, draw a single space of forest, village, farm, water or monster anywhere."),
    N_("Ruins: the next explore card must be drawn so that it covers an empty ruins space. If it cannot, draw a "
       "single space of any terrain instead."),
    N_("Ambush: a monster attacks. With several players, each map goes to the neighbour in the arrow's "
       "direction, who draws the monster on it. Alone, the monster is drawn as printed, on the first space of a "
       "walk around the map from the card's corner in its direction where it fits."),
    N_("Heroes: place the hero on an empty space and turn its attack pattern; every monster space under a star "
       "is destroyed, now or later."),
    N_("When the time values of the season's cards reach the season's duration, the season ends. The two "
       "decrees of the season score, every coin scores 1, and every empty space next to a monster costs 1."),
    N_("Spring scores decrees A and B, summer B and C, autumn C and D, winter D and A. After winter the highest "
       "total wins; on a tie, fewer points lost to monsters."),
    N_("Alone, your rating is your total minus the solo values of the four scoring cards; it earns a title."),
};

/* The mouse, the keys and the fingers at the table. */
static const char *const controls[] = {
    N_("Drag a shape from the newest card onto your map, or click it and then a space. Right-click or Space "
       "turns it (three turns, then the mirror image); R turns, F mirrors, the arrows move it. Enter or Confirm "
       "draws it, Esc takes it back."),
    N_("H or Hint: the strong computer player's move for you, as a ghost on your map; a game where you use it "
       "is marked \xE2\x80\x9Cwith hints\xE2\x80\x9D. Ctrl+Z and Ctrl+Y undo and redo your placements until "
       "the next card. Alone you may take a draw back after that too, but the game then no longer counts for the "
       "campaign and the statistics."),
    N_("With several players, the tabs above the map (or the keys 1 to 6) show each player's map. A pink "
       "outline marks what others drew on a map since its owner last drew. Hover a scoring card or a score to "
       "see the spaces it counts."),
    N_("On a touch screen: tap a shape on the newest card, then a space (or drag it there); tap the shape on the "
       "map to turn it, tap with two fingers to mirror it, and tap Confirm. Hold a finger on a card, a decree or a "
       "score to see what pointing at it shows; drag a list or these rules to scroll them."),
};

typedef struct Flow {
    Gfx *g;
    bool draw;
    int x, y, w;
    /* the report: every heading and paragraph goes here instead */
    void (*sink)(void *ctx, const char *text);
    void *ctx;
} Flow;

typedef struct Rules {
    int scroll;
    bool close_hot; /* the pointer is over Close */
} Rules;

static void heading(Flow *f, const char *text)
{
    if (f->sink) {
        f->sink(f->ctx, text);
        return;
    }
    TextSystem *ts = &f->g->text;
    f->y += f->g->m.gap;
    if (f->draw) {
        text_draw(ts, f->g->renderer, FONT_HEADING, text, f->x, f->y, ink(), ALIGN_LEFT);
        int lh = text_line_height(ts, FONT_HEADING);
        gfx_fill_rect(f->g->renderer, gfx_rect(f->x, f->y + lh, f->w, 1), ink_alpha(120));
    }
    f->y += text_line_height(ts, FONT_HEADING) + f->g->m.inner / 2;
}

static void paragraph(Flow *f, FontRole role, const char *text, bool indented)
{
    if (f->sink) {
        f->sink(f->ctx, text);
        return;
    }
    TextSystem *ts = &f->g->text;
    int indent = indented ? f->g->m.inner * 2 : 0;
    int lines = text_wrap_count(ts, role, text, f->w - indent);
    int h = lines * text_line_height(ts, role);
    if (f->draw)
        text_draw_wrapped(ts, f->g->renderer, role, text, gfx_rect(f->x + indent, f->y, f->w - indent, h), ink(),
                          ALIGN_LEFT);
    f->y += h + f->g->m.inner / 2;
}

/* A hero's attack pattern as it is printed: a small grid of the hero (H),
 * its stars and the spaces between, drawn or (sink) given as its rows. */
static void rows_of(Flow *f, const char *pattern)
{
    if (f->sink) {
        f->sink(f->ctx, pattern);
        return;
    }
    int cell = SDL_max(text_line_height(&f->g->text, FONT_SMALL), 8);
    int rows = 1, cols = 0, col = 0;
    for (const char *p = pattern; *p; p++) {
        if (*p == '/') {
            rows++;
            col = 0;
        } else
            cols = SDL_max(cols, ++col);
    }
    if (f->draw) {
        SDL_Renderer *R = f->g->renderer;
        int r = 0, x0 = f->x + f->g->m.inner * 2;
        col = 0;
        for (const char *p = pattern; *p; p++) {
            if (*p == '/') {
                r++;
                col = 0;
                continue;
            }
            SDL_Rect q = gfx_rect(x0 + col * cell, f->y + r * cell, cell, cell);
            gfx_rect_outline(R, q, 1, ink_alpha(110));
            if (*p == 'H')
                gfx_fill_rect(R, gfx_rect(q.x + 2, q.y + 2, cell - 4, cell - 4), gfx_rgb(PAL_GOLD));
            else if (*p == '*')
                text_draw(&f->g->text, R, FONT_SMALL, "*", q.x + cell / 2, q.y, ink(), ALIGN_CENTER);
            col++;
        }
    }
    (void)cols;
    f->y += rows * cell + f->g->m.inner / 2;
}

static void flow_all(Flow *f)
{
    char buf[400];
    heading(f, _("How to play"));
    for (size_t i = 0; i < sizeof how_to_play / sizeof how_to_play[0]; i++)
        paragraph(f, FONT_BODY, _(how_to_play[i]), false);

    heading(f, _("Controls"));
    /* a pad's buttons in the style of the pad used last; first when a pad was used last */
    PadStyle style = f->g ? f->g->pads.style : PAD_XBOX;
    bool pad_first = f->g && f->g->input == INPUT_PAD;
    /* TRANSLATORS: a pad's buttons, in this order: X (the next shape), LB/RB (turn), LT/RT (mirror), A (draw),
     * B (take back), Y (hint), Menu/Start; keep them in this order. */
    snprintf(buf, sizeof buf, _("With a gamepad: %s goes to the next shape, the D-pad or the left stick moves it, %s "
                                "turn it, %s mirror it, %s draws it and %s takes it back; %s asks for the hint, %s "
                                "opens the menu."),
             glyph_name(style, GLYPH_X), glyph_name(style, GLYPH_SHOULDERS), glyph_name(style, GLYPH_TRIGGER),
             glyph_name(style, GLYPH_A), glyph_name(style, GLYPH_B), glyph_name(style, GLYPH_Y),
             glyph_name(style, GLYPH_START));
    if (pad_first)
        paragraph(f, FONT_BODY, buf, false);
    for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
        paragraph(f, FONT_BODY, _(controls[i]), false);
    if (!pad_first)
        paragraph(f, FONT_BODY, buf, false);

    heading(f, _("Scoring cards"));
    for (int c = 0; c < CATEGORY_COUNT; c++)
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            const ScoringCard *card = scoring_card(i);
            if ((int)card->category != c)
                continue;
            /* TRANSLATORS: scoring card name, category, solo value. */
            snprintf(buf, sizeof buf, _("%s (%s, solo %d)"), name_scoring(card), name_category(card->category),
                     card->solo_value);
            paragraph(f, FONT_NUMBER, buf, false);
            paragraph(f, FONT_BODY, text_scoring(card), true);
        }

    heading(f, _("Explore cards"));
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        if (c->kind == CARD_EXPLORE) {
            char terrains[160] = "";
            for (int t = CONTENT_FOREST; t <= CONTENT_HERO; t++)
                if (c->terrains & TERRAIN_BIT(t)) {
                    if (terrains[0])
                        strncat(terrains, " / ", sizeof terrains - strlen(terrains) - 1);
                    strncat(terrains, name_terrain((Content)t), sizeof terrains - strlen(terrains) - 1);
                }
            /* TRANSLATORS: card name, its time value, its terrains. */
            snprintf(buf, sizeof buf, _("%s: time %d, %s"), name_card(c), c->time, terrains);
        } else if (c->kind == CARD_RUINS) {
            snprintf(buf, sizeof buf, "%s: %s", name_card(c), _("The next shape must cover a ruins space."));
        } else if (c->kind == CARD_SPECIAL) {
            snprintf(buf, sizeof buf, "%s: %s", name_card(c), _("one space of any terrain"));
        } else {
            continue;
        }
        paragraph(f, FONT_BODY, buf, 0);
    }

    heading(f, _("Ambush cards"));
    static const char *const effects[] = {
        "", N_("As soon as every space next to the Dragon is filled or destroyed, gain 3 coins."),
        N_("After each scoring, draw a zombie in every empty space next to a zombie."),
        N_("After each scoring, destroy 1 empty space next to the Giant Troll."),
        N_("Whoever draws the Gorgon at once destroys 1 space next to it that is not a mountain."),
    };
    /* where a solo ambush's walk starts (docs/rules.md, solo ambushes) */
    static const char *const corners[] = {
        [CORNER_TOP_LEFT] = N_("Alone, the walk starts in the top left corner."),
        [CORNER_TOP_RIGHT] = N_("Alone, the walk starts in the top right corner."),
        [CORNER_BOTTOM_RIGHT] = N_("Alone, the walk starts in the bottom right corner."),
        [CORNER_BOTTOM_LEFT] = N_("Alone, the walk starts in the bottom left corner."),
    };
    for (int n = 0; n < 8; n++) {
        const Card *c = card_get(game_ambush_card(n));
        if (!c)
            continue;
        snprintf(buf, sizeof buf, "%s: %s. %s%s%s", name_card(c),
                 c->direction == DIR_CLOCKWISE ? _("Clockwise") : _("Counterclockwise"), _(corners[c->corner]),
                 c->effect != EFFECT_NONE ? " " : "", c->effect != EFFECT_NONE ? _(effects[c->effect]) : "");
        paragraph(f, FONT_BODY, buf, false);
    }

    heading(f, _("Hero cards"));
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        if (c->kind != CARD_HERO || !c->attack)
            continue;
        int stars = 0;
        for (const char *p = c->attack; *p; p++)
            stars += *p == '*';
        /* TRANSLATORS: a hero card's name, then how many spaces its attack
         * pattern marks with a star. */
        snprintf(buf, sizeof buf, ngettext("%s: its attack marks %d space around the hero with a star.",
                                           "%s: its attack marks %d spaces around the hero with a star.", stars),
                 name_card(c), stars);
        paragraph(f, FONT_BODY, buf, false);
        rows_of(f, c->attack);
    }
}

/* The panel and the Close button. */
static void frame(const Gfx *g, SDL_Rect *panel, SDL_Rect *close)
{
    const Metrics *L = &g->m;
    int w = SDL_min(L->w - 2 * L->pad, (int)(900.0f * L->scale));
    *panel = gfx_rect((L->w - w) / 2, L->pad, w, L->h - 2 * L->pad);
    int bh = text_line_height(&g->text, FONT_BODY) + L->inner;
    int bw = text_width(&g->text, FONT_BODY, _("Close")) + 4 * L->inner;
    *close = gfx_rect(panel->x + panel->w - bw - L->inner, panel->y + L->inner, bw, bh);
}

/* Where the text scrolls in the panel: under the title, above the pad's
 * strip of hints while a pad was used last. */
static SDL_Rect text_area(const Gfx *g, SDL_Rect panel)
{
    const Metrics *L = &g->m;
    int pad = 2 * L->inner, th = text_line_height(&g->text, FONT_TITLE);
    SDL_Rect body = {panel.x + pad, panel.y + th + L->inner, panel.w - 2 * pad, panel.h - th - L->inner - pad};
    body.h = SDL_min(body.h, glyph_hints_panel_top(g) - L->inner / 2 - body.y);
    return body;
}

static void report_text(void *ctx, const char *text)
{
    ScreenReport *r = ctx;
    r->value(r, "text", text);
}

/* Every heading and paragraph, in order, translated (a hero's attack
 * pattern as its rows, "H" the hero), each as a value "text": the walk
 * that measures and draws, without a window; with one, also the Close
 * button ("close"), where the text scrolls ("text") and how far it is
 * scrolled ("scroll"). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Flow f = {ui ? ui->gfx : NULL, false, 0, 0, 0, report_text, r}; /* (the window: the pad's words) */
    flow_all(&f);
    if (!self || !ui || !ui->gfx)
        return;
    SDL_Rect panel, close;
    frame(ui->gfx, &panel, &close);
    r->spot(r, "close", close);
    r->spot(r, "text", text_area(ui->gfx, panel));
    report_value(r, "scroll", "%d", ((const Rules *)self)->scroll);
}

static int content_height(Gfx *g, int w)
{
    Flow f = {g, false, 0, 0, w, NULL, NULL};
    flow_all(&f);
    return f.y;
}

static void draw(void *self, Ui *ui)
{
    Rules *r = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    SDL_Renderer *R = g->renderer;
    SDL_Rect panel, close;
    frame(g, &panel, &close);
    gfx_fill_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgba(0x1a120c, 170));
    draw_paper(g, panel, gfx_rgb(PAL_PARCHMENT), true);
    int pad = 2 * L->inner;
    text_draw(&g->text, R, FONT_TITLE, _("Rules"), panel.x + pad, panel.y + L->inner / 2, ink(), ALIGN_LEFT);
    draw_button(g, close, _("Close"), BUTTON_NORMAL, r->close_hot);
    if (focus_visible(g)) /* its one control: Enter closes, the arrows scroll */
        focus_draw_ring(g, close, gfx_rect(0, 0, L->w, L->h));
    SDL_Rect body = text_area(g, panel);
    int total = content_height(g, body.w);
    int max_scroll = SDL_max(total - body.h, 0);
    if (r->scroll > max_scroll)
        r->scroll = max_scroll;
    ui_check(SDL_RenderSetClipRect(R, &body), "clip the rules");
    Flow f = {g, true, body.x, body.y - r->scroll, body.w, NULL, NULL};
    flow_all(&f);
    SDL_RenderSetClipRect(R, NULL);
    if (max_scroll > 0) { /* a thin scroll bar */
        int bar_h = SDL_max(body.h * body.h / total, L->gap);
        int bar_y = body.y + (body.h - bar_h) * r->scroll / max_scroll;
        gfx_fill_rect(R, gfx_rect(panel.x + panel.w - L->inner, bar_y, L->line + 2, bar_h), ink_alpha(120));
    }
    glyph_hints_panel(g, false);
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Rules *r = self;
    const Metrics *L = &ui->gfx->m;
    SDL_Rect panel, close;
    frame(ui->gfx, &panel, &close);
    int page = panel.h * 3 / 4;
    switch (e->kind) {
    case UI_WHEEL: r->scroll -= e->dy * L->gap * 4; break;
    case UI_PRESS:
        /* a finger's drag scrolls, even from the Close button */
        if (e->button == UI_BUTTON_LEFT && gfx_contains(close, e->x, e->y) && (e->source != INPUT_TOUCH || e->tap))
            ui_pop(ui);
        return true;
    case UI_POINTER_MOVE:
    case UI_POINTER_LEAVE: {
        if (e->kind == UI_POINTER_MOVE && e->source == INPUT_TOUCH && e->held) { /* a finger drags the text */
            r->scroll -= e->dy;
            break;
        }
        bool over = gfx_contains(close, e->x, e->y);
        bool changed = over != r->close_hot;
        r->close_hot = over;
        return changed;
    }
    case UI_KEY:
        switch (e->key) {
        case KEY_UP:
        case KEY_DOWN: r->scroll += (e->key == KEY_UP ? -1 : 1) * L->gap * 3; break;
        case KEY_PAGE_DOWN:
        case KEY_SPACE: r->scroll += page; break;
        case KEY_PAGE_UP: r->scroll -= page; break;
        case KEY_HOME: r->scroll = 0; break;
        case KEY_END: r->scroll = 1 << 28; break; /* clamped when drawn */
        case KEY_CANCEL:
        case KEY_CONFIRM: ui_pop(ui); return true;
        default: return false;
        }
        break;
    default: return false;
    }
    if (r->scroll < 0)
        r->scroll = 0;
    return true;
}

static void *create(Ui *ui)
{
    (void)ui;
    return calloc(1, sizeof(Rules));
}

static void destroy(void *self) { free(self); }

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Rules *r = self;
    (void)ui;
    (void)why;
    r->scroll = 0;
    r->close_hot = false;
}

const ScreenType *rules_screen(void)
{
    static const ScreenType type = {
        .name = "rules", .opaque = false, .create = create, .destroy = destroy, .enter = enter, .event = event,
        .draw = draw, .report = report,
    };
    return &type;
}
