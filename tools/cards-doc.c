/* cards-doc.c: writes docs/cards.md, the index of every card, season, map
 * side and solo title, from the engine's own tables (cards.c, scoring.c,
 * maps.c, game_flow.c, game_score.c), so the document cannot drift from the
 * code: the `cards_doc` test compares its output with the file in the tree.
 *
 * Usage: cards-doc [OUTPUT]   (standard output without OUTPUT) */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "cards.h"
#include "game.h"
#include "maps.h"
#include "scoring.h"

static const char *const terrain_names[] = {"forest", "village", "farm", "water", "monster"};

/* "forest, farm" for a terrain mask; "any of five" for the 1x1 cards. */
static void terrains_text(unsigned mask, char *buf, size_t size)
{
    buf[0] = '\0';
    if (mask == TERRAINS_SINGLE_CHOICE) {
        snprintf(buf, size, "one of forest, village, farm, water, monster");
        return;
    }
    for (int c = CONTENT_FOREST; c <= CONTENT_MONSTER; c++) {
        if (!(mask & TERRAIN_BIT(c)))
            continue;
        if (buf[0])
            strncat(buf, " or ", size - strlen(buf) - 1);
        strncat(buf, terrain_names[c], size - strlen(buf) - 1);
    }
    if (!buf[0])
        snprintf(buf, size, "-");
}

static const char *german(const char *name) { return name ? name : "(none known)"; }

static void explore_table(FILE *out, CardSet set)
{
    fprintf(out, "| id | name | German name | kind | time | terrains | shapes |\n");
    fprintf(out, "|---|---|---|---|---|---|---|\n");
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        if (c->set != set || (c->kind != CARD_EXPLORE && c->kind != CARD_RUINS && c->kind != CARD_SPECIAL))
            continue;
        const char *kind = c->kind == CARD_RUINS ? "ruins" : c->kind == CARD_SPECIAL ? "1x1 choice" : "explore";
        char terrains[96];
        terrains_text(c->terrains, terrains, sizeof terrains);
        fprintf(out, "| `%s` | %s | %s | %s | %d | %s | ", c->id, c->name, german(c->name_de), kind, c->time,
                terrains);
        if (c->nshapes == 0)
            fprintf(out, "-");
        for (int s = 0; s < c->nshapes; s++)
            fprintf(out, "%s`%s`%s", s ? ", " : "", c->shapes[s].pattern, c->shapes[s].coin ? " (coin)" : "");
        fprintf(out, " |\n");
    }
}

static const char *corner_name(Corner c)
{
    switch (c) {
    case CORNER_TOP_LEFT: return "top left";
    case CORNER_TOP_RIGHT: return "top right";
    case CORNER_BOTTOM_RIGHT: return "bottom right";
    case CORNER_BOTTOM_LEFT: return "bottom left";
    }
    return "?";
}

static const char *effect_name(AmbushEffect e)
{
    switch (e) {
    case EFFECT_NONE: return "none";
    case EFFECT_DRAGON: return "dragon: 3 coins once surrounded";
    case EFFECT_ZOMBIE: return "zombie: spreads after each season";
    case EFFECT_TROLL: return "troll: destroys an empty neighbour after each season";
    case EFFECT_GORGON: return "gorgon: destroys a neighbour when drawn";
    }
    return "?";
}

static void ambush_table(FILE *out, CardSet set)
{
    fprintf(out, "| id | name | German name | shape (printed) | pass and solo walk | solo start corner | lasting effect |\n");
    fprintf(out, "|---|---|---|---|---|---|---|\n");
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        if (c->set != set || c->kind != CARD_AMBUSH)
            continue;
        fprintf(out, "| `%s` | %s | %s | `%s` | %s | %s | %s |\n", c->id, c->name, german(c->name_de),
                c->shapes[0].pattern, c->direction == DIR_CLOCKWISE ? "clockwise" : "counter-clockwise",
                corner_name(c->corner), effect_name(c->effect));
    }
}

static void hero_table(FILE *out)
{
    fprintf(out, "| id | name | German name | attack pattern |\n");
    fprintf(out, "|---|---|---|---|\n");
    for (int i = 0; i < card_count(); i++) {
        const Card *c = card_get(i);
        if (c->kind == CARD_HERO)
            fprintf(out, "| `%s` | %s | %s | `%s` |\n", c->id, c->name, german(c->name_de), c->attack);
    }
}

/* A card text may hold '|', which would split a table cell. */
static void cell_text(FILE *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '|')
            fputc('\\', out);
        fputc(*p == '\n' ? ' ' : *p, out);
    }
}

static void scoring_table(FILE *out, bool heroes_set)
{
    fprintf(out, "| id | name | German name | category | solo value | text |\n");
    fprintf(out, "|---|---|---|---|---|---|\n");
    for (int i = 0; i < SCORING_CARD_COUNT; i++) {
        const ScoringCard *s = scoring_card(i);
        if (s->heroes_set != heroes_set)
            continue;
        fprintf(out, "| `%s` | %s | %s | %s | %d | ", s->id, s->name, german(s->name_de),
                scoring_category_name(s->category), s->solo_value);
        cell_text(out, s->text);
        fprintf(out, " |\n");
    }
}

static void seasons_table(FILE *out)
{
    static const char *const names[SEASONS] = {"spring", "summer", "autumn", "winter"};
    static Game base_game, heroes_game; /* only the season set is read */
    base_game.settings.season_set = SET_BASE;
    heroes_game.settings.season_set = SET_HEROES;
    fprintf(out, "| season | decrees scored | duration, base seasons | duration, Heroes seasons |\n");
    fprintf(out, "|---|---|---|---|\n");
    for (int s = 0; s < SEASONS; s++) {
        int d[2];
        game_season_decrees(s, d);
        fprintf(out, "| %s | %c and %c | %d | %d |\n", names[s], 'A' + d[0], 'A' + d[1],
                game_season_duration(&base_game, s), game_season_duration(&heroes_game, s));
    }
}

static void map_sides(FILE *out)
{
    for (int side = 0; side < MAP_SIDE_COUNT; side++) {
        Board b;
        char text[BOARD_TEXT_SIZE];
        map_side_board((MapSide)side, &b);
        board_format(&b, text);
        fprintf(out, "### Side %c\n\n", map_side_letter((MapSide)side));
        fprintf(out, "%d mountains, %d ruins spaces, %d wasteland spaces.\n\n",
                bb_count(b.layer[CONTENT_MOUNTAIN]), bb_count(b.ruins), bb_count(b.layer[CONTENT_WASTELAND]));
        fprintf(out, "```\n%s```\n\n", text);
    }
}

/* The title table, read back from game_title_id by walking the ratings. */
static void titles_table(FILE *out)
{
    enum { LOW = -60, HIGH = 60 };
    fprintf(out, "| rating | title id | title |\n");
    fprintf(out, "|---|---|---|\n");
    int top = HIGH;
    while (top >= LOW) {
        const char *id = game_title_id(top);
        int bottom = top;
        while (bottom - 1 >= LOW && strcmp(game_title_id(bottom - 1), id) == 0)
            bottom--;
        if (top == HIGH)
            fprintf(out, "| %d and above | `%s` | %s |\n", bottom, id, game_title_name(top));
        else if (bottom == LOW)
            fprintf(out, "| %d and below | `%s` | %s |\n", top, id, game_title_name(top));
        else
            fprintf(out, "| %d to %d | `%s` | %s |\n", bottom, top, id, game_title_name(top));
        top = bottom - 1;
    }
}

static void write_doc(FILE *out)
{
    fprintf(out, "# Cards, seasons, map sides and titles\n\n"
                 "<!-- Generated by tools/cards-doc.c from the engine's tables; do not edit by hand.\n"
                 "     Regenerate with: meson compile -C build update-cards-doc -->\n\n"
                 "Everything the engine knows about the components, written out from its own tables "
                 "(`src/engine/cards.c`, `scoring.c`, `maps.c`, `game_flow.c`, `game_score.c`). The test "
                 "`cards_doc` (suite lint) fails when this file differs from what the tables say. How the "
                 "cards are played: [docs/rules.md](../docs/rules.md).\n\n"
                 "Ids are those of [docs/formats.md §1](../docs/formats.md). A shape is written row by row, rows "
                 "separated by `/`: `#` a drawn cell, `o` a gap cell (dashed on the card, never drawn), "
                 "`.` not part of the shape. An attack pattern uses `H` for the hero and `*` for a "
                 "mark. \"(coin)\" marks the shape that gains a coin.\n\n");

    fprintf(out, "## 1. Explore cards\n\n### 1a. Base set\n\n");
    explore_table(out, SET_BASE);
    fprintf(out, "\n### 1b. Heroes set\n\n");
    explore_table(out, SET_HEROES);

    fprintf(out, "\n## 2. Ambush cards\n\n"
                 "Shapes in the orientation printed on the card (the solo rule draws them so). The "
                 "direction is both where the map is passed and which way the solo walk goes.\n\n"
                 "### 2a. Base set\n\n");
    ambush_table(out, SET_BASE);
    fprintf(out, "\n### 2b. Heroes set\n\n");
    ambush_table(out, SET_HEROES);

    fprintf(out, "\n## 3. Hero cards\n\n");
    hero_table(out);

    fprintf(out, "\n## 4. Scoring cards\n\n"
                 "In the order of the `score` command's output.\n\n### 4a. Base set\n\n");
    scoring_table(out, false);
    fprintf(out, "\n### 4b. Heroes set\n\n");
    scoring_table(out, true);

    fprintf(out, "\n## 5. Seasons\n\n");
    seasons_table(out);

    fprintf(out, "\n## 6. Map sides\n\n"
                 "As board text ([docs/formats.md §2](../docs/formats.md)): `M` mountain, `r` ruins, `B` wasteland. "
                 "A and B are the base sheet, C and D the Heroes sheet.\n\n");
    map_sides(out);

    fprintf(out, "## 7. Solo titles\n\n");
    titles_table(out);
}

int main(int argc, char **argv)
{
    if (argc > 2) {
        fprintf(stderr, "usage: cards-doc [OUTPUT]\n");
        return 2;
    }
    FILE *out = argc == 2 ? fopen(argv[1], "w") : stdout;
    if (!out) {
        perror(argv[1]);
        return 1;
    }
    write_doc(out);
    if (ferror(out) || (out != stdout && fclose(out) != 0)) {
        fprintf(stderr, "cards-doc: write error\n");
        return 1;
    }
    return 0;
}
