/* demo.c: the art demonstration (--demo): a game from a fixed seed whose
 * first sheet is filled by hand with every terrain, ruins drawn over and
 * not, monster initials, hero marks and destroyed spaces, so screenshots
 * show all the art at once. It bypasses game_apply on purpose and is never
 * played: the table ignores everything but hovering in demo mode. */
#include "demo.h"

#include <string.h>

#include "cards.h"

/* Rows A-K: F forest, V village, P farm, W water, X monster, H hero,
 * D destroyed, '.' as printed. Mountains, wasteland and ruins come from
 * the map side. */
static const char *const demo_rows[BOARD_SIZE] = {
    "FFF..VV.WWW",
    "FF..VVV..WW",
    "F.......PWW",
    ".XX.....PPW",
    ".XD....HPP.",
    "..........V",
    "WW.......VV",
    "WPP....FF..",
    "...P..FFF..",
    "XX.......D.",
    "...........",
};

void demo_setup(Game *g)
{
    Sheet *s = &g->sheets[0];
    for (int r = 0; r < BOARD_SIZE; r++)
        for (int c = 0; c < BOARD_SIZE; c++) {
            int i = bb_index(r, c);
            Content now = board_get(&s->board, i);
            if (now == CONTENT_MOUNTAIN || now == CONTENT_WASTELAND)
                continue;
            Content put = CONTENT_EMPTY;
            switch (demo_rows[r][c]) {
            case 'F': put = CONTENT_FOREST; break;
            case 'V': put = CONTENT_VILLAGE; break;
            case 'P': put = CONTENT_FARM; break;
            case 'W': put = CONTENT_WATER; break;
            case 'X': put = CONTENT_MONSTER; break;
            case 'H': put = CONTENT_HERO; break;
            case 'D': put = CONTENT_DESTROYED; break;
            default: continue;
            }
            board_put(&s->board, i, put);
        }
    /* a goblin at B2-C3 (one space destroyed, remembered as monster), an
     * unnamed 1x1 monster at J1-J2 */
    int goblin = card_find("goblin_attack");
    int number = game_ambush_number(goblin);
    if (number >= 0) {
        bb_set(&s->named[number], bb_index(3, 1));
        bb_set(&s->named[number], bb_index(3, 2));
        bb_set(&s->named[number], bb_index(4, 1));
    }
    s->destroyed_was[bb_index(4, 2)] = CONTENT_MONSTER;
    s->destroyed_was[bb_index(9, 9)] = CONTENT_EMPTY;
    bb_set(&s->marks, bb_index(4, 2));
    bb_set(&s->marks, bb_index(3, 7));
    bb_set(&s->marks, bb_index(5, 7));
    s->coins = 5;
    s->seasons[0] = game_project_season(g, 0, 0);
    g->season = 1;
    g->time = 3;
    static const char *const row[] = {"great_river", "temple_ruins", "orchard", "goblin_attack", "hamlet"};
    g->row_len = 0;
    for (size_t i = 0; i < sizeof row / sizeof row[0]; i++) {
        int id = card_find(row[i]);
        if (id >= 0)
            g->row[g->row_len++] = (int8_t)id;
    }
    g->current = card_find("hamlet");
    g->decision.kind = DECISION_DRAW;
    g->decision.card = g->current;
    g->decision.sheet = 0;
    g->decision.actor = 0;
    g->decision.single_only = false;
    g->decision.ruins_needed = false;
    g->decision.solo_target = -1;
}
