/* tutorial_heroes.c: the Heroes lesson's steps (see tutorial_heroes.h). */
#include "tutorial_heroes.h"

#include <stdio.h>
#include <string.h>

#include "glyphs.h"
#include "i18n.h"
#include "scoring.h"

/* The game (checked with cartographers-cli and the engine: spring deals
 * Hillside Terrace, Dragon Inferno, Frontier Dwelling, Wren the Lioness on
 * side C, whatever the decrees; test_tutorial.c fails if that changes).
 * The decrees are the rules' first-game recommendation for Heroes. */
#define HEROES_SEED 1260u
static const char *const decree_ids[DECREES] = {"faunlost_thicket", "gnomish_colony", "ulems_wallow", "dwarvenholds"};

void tutorial_heroes_settings(GameSettings *s)
{
    game_settings_init(s, GAME_HEROES, 1, HEROES_SEED);
    s->side = MAP_SIDE_C;
    for (int i = 0; i < DECREES; i++) {
        const ScoringCard *c = scoring_card_find(decree_ids[i]);
        s->decree_cards[i] = c ? (int)(c - scoring_card(0)) : -1;
    }
}

bool tutorial_heroes_is_game(const Game *g)
{
    GameSettings s;
    tutorial_heroes_settings(&s);
    const GameSettings *h = &g->settings;
    if (h->kind != s.kind || h->players != 1 || h->side != s.side || h->seed != s.seed || !h->heroes)
        return false;
    for (int i = 0; i < DECREES; i++)
        if (g->decree_cards[i] != s.decree_cards[i])
            return false;
    return true;
}

int heroes_step_for(const Game *g, ScreenId box)
{
    if (g->decision.kind == DECISION_NONE)
        return TUT_H_END;
    if (game_seasons_scored(g) >= 1)
        return box == SCREEN_SEASON && game_seasons_scored(g) == 1 ? TUT_H_SEASON : TUT_H_END;
    switch (g->moves_applied) {
    case 0: return TUT_H_WELCOME;
    case 1: return g->decision.kind == DECISION_AMBUSH ? TUT_H_DRAGON : TUT_H_LASTING;
    case 2: return TUT_H_LASTING;
    case 3: return g->decision.kind == DECISION_HERO ? TUT_H_HERO_CARD : TUT_H_DESTROYED;
    case 4: return TUT_H_DESTROYED;
    default: return TUT_H_PLAY;
    }
}

int heroes_moves_of(int step)
{
    switch (step) {
    case TUT_H_WELCOME:
    case TUT_H_FIRST: return 0;
    case TUT_H_DRAGON: return 1;
    case TUT_H_LASTING:
    case TUT_H_THIRD: return 2;
    case TUT_H_HERO_CARD:
    case TUT_H_HERO: return 3;
    case TUT_H_DESTROYED: return 4;
    default: return -1;
    }
}

bool heroes_has_next(int step)
{
    return step == TUT_H_WELCOME || step == TUT_H_LASTING || step == TUT_H_HERO_CARD || step == TUT_H_DESTROYED ||
           step == TUT_H_END;
}

int heroes_next(int step)
{
    switch (step) {
    case TUT_H_WELCOME: return TUT_H_FIRST;
    case TUT_H_LASTING: return TUT_H_THIRD;
    case TUT_H_HERO_CARD: return TUT_H_HERO;
    case TUT_H_DESTROYED: return TUT_H_PLAY;
    default: return step;
    }
}

/* The dragon's spaces on the map: all it was drawn on, and those left. */
static Bitboard dragon_all(const Game *g) { return g->sheets[0].dragon; }

static Bitboard dragon_left(const Game *g)
{
    return bb_and(g->sheets[0].dragon, g->sheets[0].board.layer[CONTENT_MONSTER]);
}

bool heroes_judge(int step, const TableView *tv)
{
    const UiPreview *p = &tv->move.preview;
    return step == TUT_H_HERO && tv->game.decision.kind == DECISION_HERO &&
           !bb_intersects(p->destroys, dragon_left(&tv->game));
}

void heroes_why(const TableView *tv, char *why, size_t size)
{
    const Gfx *g = tv ? tv->g : NULL;
    if (glyph_if_pad(g, GLYPH_A))
        /* TRANSLATORS: a pad's shoulder buttons (LB/RB, L1/R1), then its A (Cross) */
        snprintf(why, size,
                 _("Not quite: the hero's stars must lie on the marked dragon spaces. Move the hero with the D-pad "
                   "or turn it with %s, then press %s."),
                 glyph_if_pad(g, GLYPH_SHOULDERS), glyph_if_pad(g, GLYPH_A));
    else if (g && g->input == INPUT_TOUCH)
        snprintf(why, size, "%s",
                 _("Not quite: the hero's stars must lie on the marked dragon spaces. Drag the hero or tap it to "
                   "turn it, then tap Confirm."));
    else
        snprintf(why, size, "%s",
                 _("Not quite: the hero's stars must lie on the marked dragon spaces. Move the hero or turn it "
                   "with R, then Confirm."));
}

int heroes_sync(int step, int step_moves, const TableView *tv, ScreenId box)
{
    const Game *g = &tv->game;
    if (g->moves_applied != step_moves || g->decision.kind == DECISION_NONE) {
        int s = heroes_step_for(g, box);
        /* a season's scores shown after the spring (the player plays on) */
        if (s == TUT_H_SEASON && step == TUT_H_END)
            return TUT_H_END;
        return s;
    }
    if (step == TUT_H_PLAY && box == SCREEN_SEASON)
        return TUT_H_SEASON;
    if (step == TUT_H_SEASON && box == SCREEN_TABLE)
        return TUT_H_END;
    return step;
}

/* The hero's placing for a pad or a finger; NULL for the keys and the mouse. */
static const char *hero_text_for(const TableView *tv)
{
    static char line[300];
    const Gfx *g = tv ? tv->g : NULL;
    if (glyph_if_pad(g, GLYPH_A)) {
        /* TRANSLATORS: a pad's shoulder buttons (LB/RB, L1/R1), then its A (Cross) */
        snprintf(line, sizeof line,
                 _("Place the hero so its stars lie on the marked dragon spaces: move it with the D-pad, turn it "
                   "with %s, then press %s."),
                 glyph_if_pad(g, GLYPH_SHOULDERS), glyph_if_pad(g, GLYPH_A));
        return line;
    }
    if (g && g->input == INPUT_TOUCH)
        return _("Place the hero so its stars lie on the marked dragon spaces: drag it, tap it to turn it, then "
                 "tap Confirm.");
    return NULL;
}

/* The steps that name a button of the screen (Next, Confirm, Hint), for a
 * pad: its own buttons, in its style (NULL: the step's words are anyone's). */
static const char *pad_step_text(int step, const TableView *tv)
{
    static char line[300];
    const Gfx *g = tv ? tv->g : NULL;
    if (!glyph_if_pad(g, GLYPH_A))
        return NULL;
    switch (step) {
    case TUT_H_WELCOME:
        /* TRANSLATORS: a pad's button (A, Cross): it presses the lesson's Next */
        snprintf(line, sizeof line,
                 _("The Heroes lesson: monsters that stay in play, and heroes who fight them. A real solo game: "
                   "press %s."),
                 glyph_if_pad(g, GLYPH_A));
        return line;
    case TUT_H_FIRST:
    case TUT_H_THIRD:
        /* TRANSLATORS: a pad's button (A, Cross): it draws the shape laid on the map */
        snprintf(line, sizeof line, _("Draw this card wherever you like, then press %s."), glyph_if_pad(g, GLYPH_A));
        return line;
    case TUT_H_PLAY:
        /* TRANSLATORS: a pad's button (Y, Triangle): it asks for a hint */
        snprintf(line, sizeof line, _("Play on until spring is scored; %s shows a good move when you are stuck."),
                 glyph_if_pad(g, GLYPH_Y));
        return line;
    default: return NULL;
    }
}

const char *heroes_text(int step, const TableView *tv)
{
    const char *own = step == TUT_H_HERO ? hero_text_for(tv) : pad_step_text(step, tv);
    if (own)
        return own;
    switch (step) {
    case TUT_H_WELCOME:
        return _("The Heroes lesson: monsters that stay in play, and heroes who fight them. A real solo game: "
                 "press Next.");
    case TUT_H_FIRST:
    case TUT_H_THIRD: return _("Draw this card wherever you like, then press Confirm.");
    case TUT_H_DRAGON:
        return _("An ambush: the Dragon Inferno. Playing alone, you draw it where the rules put it: on the marked "
                 "spaces.");
    case TUT_H_LASTING:
        return _("Its card stays beside the tools: a lasting effect. Once every dragon space is surrounded or "
                 "destroyed, you gain 3 coins.");
    case TUT_H_HERO_CARD:
        return _("A hero! Its card shows the hero's own space and, as stars, the spaces it attacks.");
    case TUT_H_HERO:
        return _("Place the hero so its stars lie on the marked dragon spaces: drag it, turn it with R, then "
                 "Confirm.");
    case TUT_H_DESTROYED:
        return _("Destroyed! Crossed-out monster spaces no longer cost points for their empty neighbours.");
    case TUT_H_PLAY: return _("Play on until spring is scored; Hint shows a good move when you are stuck.");
    case TUT_H_SEASON:
        return _("Spring is scored: only the dragon spaces left cost points. Continue goes on.");
    default:
        return _("That was the Heroes lesson. Play this game on to winter, or start your own from the menu.");
    }
}

/* The first steps of a draw: the options, then the map, then Confirm. */
static TutorialAim draw_aim(const TableView *tv)
{
    const TableMove *st = &tv->move;
    if (st->option < 0)
        return AIM_OPTIONS;
    return st->placed && st->preview.valid && st->preview.legal ? AIM_CONFIRM : AIM_SHEET;
}

TutorialAim heroes_aim(int step, const TableView *tv, ScreenId box)
{
    const Game *g = &tv->game;
    switch (step) {
    case TUT_H_FIRST:
    case TUT_H_THIRD:
    case TUT_H_PLAY: return g->decision.kind == DECISION_DRAW ? draw_aim(tv) : AIM_NONE;
    case TUT_H_DRAGON: return g->decision.kind == DECISION_AMBUSH ? AIM_CELLS : AIM_NONE;
    case TUT_H_LASTING: return g->lasting_len > 0 ? AIM_LASTING : AIM_NONE;
    case TUT_H_HERO_CARD: return g->decision.kind == DECISION_HERO ? AIM_OPTIONS : AIM_NONE;
    case TUT_H_HERO: return g->decision.kind == DECISION_HERO ? AIM_CELLS : AIM_NONE;
    case TUT_H_DESTROYED: return AIM_CELLS;
    case TUT_H_SEASON: return box == SCREEN_SEASON ? AIM_CONTINUE : AIM_NONE;
    default: return AIM_NONE;
    }
}

Bitboard heroes_cells(int step, const TableView *tv)
{
    const Game *g = &tv->game;
    switch (step) {
    case TUT_H_DRAGON: {
        if (g->decision.kind != DECISION_AMBUSH)
            return bb_empty();
        Move moves[64];
        int n = game_legal_moves(g, moves, 64);
        Bitboard all = bb_empty();
        for (int i = 0; i < n && i < 64; i++) {
            Bitboard c;
            if (move_cells(&moves[i], &c))
                all = bb_or(all, c);
        }
        return all;
    }
    case TUT_H_HERO: return g->decision.kind == DECISION_HERO ? dragon_left(g) : bb_empty();
    case TUT_H_DESTROYED: return bb_and(dragon_all(g), g->sheets[0].board.layer[CONTENT_DESTROYED]);
    default: return bb_empty();
    }
}
