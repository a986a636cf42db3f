/* maps.c: the printed map sides as board text (docs/cards.md §6).
 * Sides A and B are the base sheet, C and D the Heroes sheet. */
#include "maps.h"

#include <string.h>

static const char *const map_texts[MAP_SIDE_COUNT] = {
    /* A: wilderness */
    "...........\n"
    "...M.r.....\n"
    ".r......Mr.\n"
    "...........\n"
    "...........\n"
    ".....M.....\n"
    "...........\n"
    "...........\n"
    ".rM......r.\n"
    ".....r.M...\n"
    "...........\n",
    /* B: wasteland */
    "...........\n"
    "......r.M..\n"
    "..rM.......\n"
    ".....B.....\n"
    "....BBr....\n"
    "....BBB....\n"
    ".r...B.....\n"
    ".....M..r..\n"
    ".........M.\n"
    "..Mr.......\n"
    "...........\n",
    /* C: Heroes wilderness */
    "...........\n"
    ".M..r......\n"
    "...........\n"
    ".......rM..\n"
    "...........\n"
    "...M.......\n"
    "......r....\n"
    "..r........\n"
    ".........M.\n"
    ".....M..r..\n"
    "r..........\n",
    /* D: Heroes wasteland */
    "...........\n"
    ".B.r....rM.\n"
    ".B.........\n"
    "...M.......\n"
    "...........\n"
    ".r....M..BB\n"
    ".......r.Br\n"
    "...........\n"
    "..M......M.\n"
    "BB...r.....\n"
    "...........\n",
};

void map_side_board(MapSide side, Board *out)
{
    char err[BOARD_ERROR_MAX];
    board_clear(out);
    if ((unsigned)side < MAP_SIDE_COUNT)
        (void)board_parse(map_texts[side], out, err, sizeof err);
}

char map_side_letter(MapSide side) { return (char)('A' + side); }

bool map_side_parse(const char *s, MapSide *out)
{
    if (!s || strlen(s) != 1)
        return false;
    char c = s[0];
    if (c >= 'a' && c <= 'd')
        c = (char)(c - 'a' + 'A');
    if (c < 'A' || c > 'D')
        return false;
    *out = (MapSide)(c - 'A');
    return true;
}
