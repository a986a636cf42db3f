/* ui_rules.c: the rules screen (see ui_rules.h).
 *
 * The content is a list of blocks (headings, paragraphs, card entries)
 * flowed into one column; the same walk measures, draws and hit-tests. */
#include "ui_rules.h"

#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "scoring.h"
#include "ui_app.h"
#include "ui_check.h"
#include "ui_draw.h"
#include "ui_gfx.h"
#include "ui_input.h"
#include "ui_names.h"
#include "ui_palette.h"

/* How a game goes, in the order of play (rules.md, for players). */
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

/* The mouse and the keys at the table. */
static const char *const controls[] = {
    N_("Drag a shape from the newest card onto your map, or click it and then a space. Right-click or Space "
       "turns it (three turns, then the mirror image); R turns, F mirrors, the arrows move it. Enter or Confirm "
       "draws it, Esc takes it back."),
    N_("H or Hint: the strong computer player's move for you, as a ghost on your map. Ctrl+Z and Ctrl+Y undo "
       "and redo your placements until the next card."),
    N_("With several players, the tabs above the map (or the keys 1 to 6) show each player's map. A pink "
       "outline marks what others drew on a map since its owner last drew. Hover a scoring card or a score to "
       "see the spaces it counts."),
};

typedef struct Flow {
    App *app;
    bool draw;
    int x, y, w;
} Flow;

static void heading(Flow *f, const char *text)
{
    TextSystem *ts = &f->app->text;
    f->y += f->app->layout.gap;
    if (f->draw) {
        text_draw(ts, f->app->renderer, FONT_HEADING, text, f->x, f->y, ink(), ALIGN_LEFT);
        int lh = text_line_height(ts, FONT_HEADING);
        gfx_fill_rect(f->app->renderer, gfx_rect(f->x, f->y + lh, f->w, 1), ink_alpha(120));
    }
    f->y += text_line_height(ts, FONT_HEADING) + f->app->layout.inner / 2;
}

static void paragraph(Flow *f, FontRole role, const char *text, int indent)
{
    TextSystem *ts = &f->app->text;
    int lines = text_wrap_count(ts, role, text, f->w - indent);
    int h = lines * text_line_height(ts, role);
    if (f->draw)
        text_draw_wrapped(ts, f->app->renderer, role, text, gfx_rect(f->x + indent, f->y, f->w - indent, h), ink(),
                          ALIGN_LEFT);
    f->y += h + f->app->layout.inner / 2;
}

static void flow_all(Flow *f)
{
    char buf[400];
    heading(f, _("How to play"));
    for (size_t i = 0; i < sizeof how_to_play / sizeof how_to_play[0]; i++)
        paragraph(f, FONT_BODY, _(how_to_play[i]), 0);

    heading(f, _("Controls"));
    for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
        paragraph(f, FONT_BODY, _(controls[i]), 0);

    heading(f, _("Scoring cards"));
    for (int c = 0; c < CATEGORY_COUNT; c++)
        for (int i = 0; i < SCORING_CARD_COUNT; i++) {
            const ScoringCard *card = scoring_card(i);
            if ((int)card->category != c)
                continue;
            /* TRANSLATORS: scoring card name, category, solo value. */
            snprintf(buf, sizeof buf, _("%s (%s, solo %d)"), name_scoring(card), name_category(card->category),
                     card->solo_value);
            paragraph(f, FONT_NUMBER, buf, 0);
            paragraph(f, FONT_BODY, text_scoring(card), f->app->layout.inner * 2);
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
    for (int n = 0; n < 8; n++) {
        const Card *c = card_get(game_ambush_card(n));
        if (!c)
            continue;
        snprintf(buf, sizeof buf, "%s: %s%s%s", name_card(c),
                 c->direction == DIR_CLOCKWISE ? _("Clockwise") : _("Counterclockwise"),
                 c->effect != EFFECT_NONE ? ". " : "", c->effect != EFFECT_NONE ? _(effects[c->effect]) : "");
        paragraph(f, FONT_BODY, buf, 0);
    }
}

void rules_open(App *app)
{
    app->rules_open = true;
    app->rules_scroll = 0;
}

/* The panel and the Close button. */
static void frame(const App *app, SDL_Rect *panel, SDL_Rect *close)
{
    const Layout *L = &app->layout;
    int w = SDL_min(L->w - 2 * L->pad, (int)(900.0f * L->scale));
    *panel = gfx_rect((L->w - w) / 2, L->pad, w, L->h - 2 * L->pad);
    int bh = text_line_height(&app->text, FONT_BODY) + L->inner;
    int bw = text_width(&app->text, FONT_BODY, _("Close")) + 4 * L->inner;
    *close = gfx_rect(panel->x + panel->w - bw - L->inner, panel->y + L->inner, bw, bh);
}

static int content_height(App *app, int w)
{
    Flow f = {app, false, 0, 0, w};
    flow_all(&f);
    return f.y;
}

void draw_rules(App *app)
{
    const Layout *L = &app->layout;
    SDL_Renderer *R = app->renderer;
    SDL_Rect panel, close;
    frame(app, &panel, &close);
    gfx_fill_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgba(0x1a120c, 170));
    draw_paper(app, panel, gfx_rgb(PAL_PARCHMENT), true);
    int pad = 2 * L->inner;
    int th = text_line_height(&app->text, FONT_TITLE);
    text_draw(&app->text, R, FONT_TITLE, _("Rules"), panel.x + pad, panel.y + L->inner / 2, ink(), ALIGN_LEFT);
    draw_button(app, close, _("Close"), BUTTON_NORMAL, app->ui.hover.kind == HIT_OVERLAY_BUTTON);
    SDL_Rect body = {panel.x + pad, panel.y + th + L->inner, panel.w - 2 * pad, panel.h - th - L->inner - pad};
    int total = content_height(app, body.w);
    int max_scroll = SDL_max(total - body.h, 0);
    if (app->rules_scroll > max_scroll)
        app->rules_scroll = max_scroll;
    ui_check(SDL_RenderSetClipRect(R, &body), "clip the rules");
    Flow f = {app, true, body.x, body.y - app->rules_scroll, body.w};
    flow_all(&f);
    SDL_RenderSetClipRect(R, NULL);
    if (max_scroll > 0) { /* a thin scroll bar */
        int bar_h = SDL_max(body.h * body.h / total, L->gap);
        int bar_y = body.y + (body.h - bar_h) * app->rules_scroll / max_scroll;
        gfx_fill_rect(R, gfx_rect(panel.x + panel.w - L->inner, bar_y, L->line + 2, bar_h), ink_alpha(120));
    }
}

bool rules_action(App *app, const Action *a)
{
    const Layout *L = &app->layout;
    SDL_Rect panel, close;
    frame(app, &panel, &close);
    int page = panel.h * 3 / 4;
    switch (a->kind) {
    case ACT_SCROLL: app->rules_scroll -= a->dy * L->gap * 4; break;
    case ACT_MOVE_GHOST: app->rules_scroll += a->dy * L->gap * 3; break;
    case ACT_CLICK:
        if (gfx_contains(close, a->x, a->y))
            app->rules_open = false;
        return true;
    case ACT_HOVER: {
        bool over = gfx_contains(close, a->x, a->y);
        bool was = app->ui.hover.kind == HIT_OVERLAY_BUTTON;
        app->ui.hover.kind = over ? HIT_OVERLAY_BUTTON : HIT_OVERLAY;
        return over != was;
    }
    case ACT_CANCEL:
    case ACT_CONFIRM:
    case ACT_BUTTON: app->rules_open = false; return true;
    case ACT_NEXT_FIELD: app->rules_scroll += page; break;
    default: return false;
    }
    if (app->rules_scroll < 0)
        app->rules_scroll = 0;
    return true;
}
