/* test_scoring_monsters.c: the monster penalty (docs/rules.md §5): minus
 * one per EMPTY space adjacent to a monster space, each space once; empty
 * ruins are empty, destroyed spaces are no longer monsters. Expected values
 * are worked out by hand. Rows A..K top to bottom, columns 1..11. */
#include "test_util.h"

static void check_monsters_at(const char *file, int line, const Board *b, int points, Bitboard counted)
{
    ScoreResult r = score_monsters(b);
    if (r.points != points) {
        print_error("monsters: %d, expected %d\n", r.points, points);
        _fail(file, line);
    }
    tu_assert_bb_at(file, line, r.counted, counted, "monsters counted set");
}
#define CHECK_MONSTERS(b, points, counted) check_monsters_at(__FILE__, __LINE__, (b), (points), (counted))

static void test_monsters(void **state)
{
    (void)state;
    Board b = TU_BOARD(
        "X..........\n" /* A: A1 monster in the corner: A2 B1 */
        "...........\n" /* B */
        "....D......\n" /* C: C5 destroyed: not a monster */
        "..........X\n" /* D: D11: C11 E11 D10, never E1 */
        "...........\n" /* E */
        "....MXrXF..\n" /* F: F6: E6 G6 F7 (ruins), F5 mountain filled; F8: E8 G8, F7 again, F9 filled */
        "...........\n" /* G */
        "...........\n" /* H */
        "...........\n" /* I */
        "...........\n" /* J */
        "..........x\n" /* K: K11 monster on ruins: K10 J11 */);
    CHECK_MONSTERS(&b, -12, NAMES("A2 B1 C11 D10 E11 E6 G6 F7 E8 G8 J11 K10"));
}

static void test_monsters_row_end(void **state)
{
    (void)state;
    Board b = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       ".........HX\n" /* F10 hero (filled), F11 monster: E11 G11, never G1 */
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_MONSTERS(&b, -2, NAMES("E11 G11"));
}

static void test_monsters_surrounded(void **state)
{
    (void)state;
    Board b = TU_BOARD("XXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\n"
                       "XXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXX\nXXXXXXXXXXx\n");
    CHECK_MONSTERS(&b, 0, bb_empty());
    Board d = TU_BOARD("...........\n...........\n...........\n...........\n...........\n"
                       ".....D.....\n" /* a destroyed monster costs nothing */
                       "...........\n...........\n...........\n...........\n...........\n");
    CHECK_MONSTERS(&d, 0, bb_empty());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_monsters),
        cmocka_unit_test(test_monsters_row_end),
        cmocka_unit_test(test_monsters_surrounded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
