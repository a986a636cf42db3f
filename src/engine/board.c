/* board.c: board contents, and the board text format of docs/formats.md §2. */
#include "board.h"

#include <stdio.h>
#include <string.h>

void board_clear(Board *b) { memset(b, 0, sizeof *b); }

Content board_get(const Board *b, int index)
{
    for (int c = 0; c < CONTENT_COUNT; c++)
        if (bb_test(b->layer[c], index))
            return (Content)c;
    return CONTENT_EMPTY;
}

void board_put(Board *b, int index, Content c)
{
    for (int i = 0; i < CONTENT_COUNT; i++)
        bb_reset(&b->layer[i], index);
    if (c != CONTENT_EMPTY)
        bb_set(&b->layer[c], index);
}

Bitboard board_terrain_spaces(const Board *b, bool heroes)
{
    Bitboard t = bb_empty();
    for (int c = CONTENT_FOREST; c <= CONTENT_MONSTER; c++)
        t = bb_or(t, b->layer[c]);
    t = bb_or(t, b->layer[CONTENT_MOUNTAIN]);
    if (heroes)
        t = bb_or(t, b->layer[CONTENT_HERO]);
    return t;
}

int board_terrain_types_in(const Board *b, Bitboard where, bool heroes)
{
    /* the terrain types are the contents forest..mountain, hero only with heroes */
    _Static_assert(CONTENT_HERO == CONTENT_MONSTER + 1 && CONTENT_MOUNTAIN == CONTENT_HERO + 1, "terrain order");
    int n = 0;
    for (int c = CONTENT_FOREST; c <= CONTENT_MOUNTAIN; c++)
        n += bb_intersects(b->layer[c], where) && (c != CONTENT_HERO || heroes);
    return n;
}

/* Upper case = plain space, lower case = the same on a ruins space. */
static const char content_chars[CONTENT_COUNT] = {'F', 'V', 'P', 'W', 'X', 'H', 'M', 'B', 'D'};

char board_space_char(const Board *b, int index)
{
    Content c = board_get(b, index);
    bool ruin = bb_test(b->ruins, index);
    if (c == CONTENT_EMPTY)
        return ruin ? 'r' : '.';
    char ch = content_chars[c];
    if (ruin && c != CONTENT_MOUNTAIN && c != CONTENT_WASTELAND)
        ch = (char)(ch - 'A' + 'a');
    return ch;
}

/* Decodes one board character; false if it is not one of the table's. */
static bool decode_char(char ch, Content *c, bool *ruin)
{
    if (ch == '.') {
        *c = CONTENT_EMPTY;
        *ruin = false;
        return true;
    }
    if (ch == 'r') {
        *c = CONTENT_EMPTY;
        *ruin = true;
        return true;
    }
    for (int i = 0; i < CONTENT_COUNT; i++) {
        if (ch == content_chars[i]) {
            *c = (Content)i;
            *ruin = false;
            return true;
        }
        /* mountain and wasteland have no ruins form: 'm' and 'b' are errors */
        if (i != CONTENT_MOUNTAIN && i != CONTENT_WASTELAND && ch == content_chars[i] - 'A' + 'a') {
            *c = (Content)i;
            *ruin = true;
            return true;
        }
    }
    return false;
}

static void describe_char(char ch, char *buf, size_t size)
{
    unsigned char u = (unsigned char)ch;
    if (u >= 0x21 && u < 0x7f)
        snprintf(buf, size, "'%c'", ch);
    else
        snprintf(buf, size, "byte 0x%02x", u);
}

bool board_parse(const char *text, Board *out, char *err, size_t errsize)
{
    return board_parse_bytes(text, strlen(text), out, err, errsize);
}

bool board_parse_bytes(const char *text, size_t size, Board *out, char *err, size_t errsize)
{
    board_clear(out);
    int row = 0;
    int lineno = 0;
    const char *p = text, *stop = text + size;
    /* a UTF-8 byte order mark, as some editors write, carries nothing */
    if (size >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
        p += 3;
    while (p < stop) {
        const char *end = memchr(p, '\n', (size_t)(stop - p));
        size_t len = end ? (size_t)(end - p) : (size_t)(stop - p);
        lineno++;
        size_t content_len = len;
        if (content_len > 0 && p[content_len - 1] == '\r')
            content_len--;
        bool blank = true;
        for (size_t i = 0; i < content_len; i++)
            if (p[i] != ' ' && p[i] != '\t')
                blank = false;
        if (!blank && p[0] != ';') {
            if (row >= BOARD_SIZE) {
                snprintf(err, errsize, "line %d: too many lines: a board has %d rows (A-K)", lineno, BOARD_SIZE);
                return false;
            }
            for (size_t i = 0; i < content_len && i < BOARD_SIZE; i++) {
                Content c;
                bool ruin;
                if (!decode_char(p[i], &c, &ruin)) {
                    char what[16];
                    describe_char(p[i], what, sizeof what);
                    snprintf(err, errsize, "line %d, column %d: unknown space character %s", lineno, (int)i + 1, what);
                    return false;
                }
                int idx = bb_index(row, (int)i);
                if (c != CONTENT_EMPTY)
                    bb_set(&out->layer[c], idx);
                if (ruin)
                    bb_set(&out->ruins, idx);
            }
            if (content_len != BOARD_SIZE) {
                snprintf(err, errsize, "line %d, column %d: row %c has %zu spaces, expected %d", lineno,
                         content_len < BOARD_SIZE ? (int)content_len + 1 : BOARD_SIZE + 1, 'A' + row, content_len,
                         BOARD_SIZE);
                return false;
            }
            row++;
        }
        if (!end)
            break;
        p = end + 1;
    }
    if (row < BOARD_SIZE) {
        snprintf(err, errsize, "line %d: too few lines: found %d rows, a board has %d (A-K)", lineno + 1, row,
                 BOARD_SIZE);
        return false;
    }
    return true;
}

void board_format(const Board *b, char *buf)
{
    char *p = buf;
    for (int r = 0; r < BOARD_SIZE; r++) {
        for (int c = 0; c < BOARD_SIZE; c++)
            *p++ = board_space_char(b, bb_index(r, c));
        *p++ = '\n';
    }
    *p = '\0';
}

void board_space_name(int index, char *buf)
{
    /* written by hand: at most "K11" and its NUL, which a compiler cannot see through "%d" */
    int col = bb_col(index) + 1;
    char *p = buf;
    *p++ = (char)('A' + bb_row(index));
    if (col >= 10)
        *p++ = (char)('0' + col / 10);
    *p++ = (char)('0' + col % 10);
    *p = '\0';
}

int board_parse_space(const char *s)
{
    if (!s || !*s)
        return -1;
    char letter = s[0];
    if (letter >= 'a' && letter <= 'k')
        letter = (char)(letter - 'a' + 'A');
    if (letter < 'A' || letter > 'K')
        return -1;
    int col = 0;
    const char *p = s + 1;
    if (*p < '1' || *p > '9')
        return -1;
    while (*p >= '0' && *p <= '9') {
        col = col * 10 + (*p - '0');
        if (col > BOARD_SIZE)
            return -1;
        p++;
    }
    if (*p != '\0' || col < 1)
        return -1;
    return bb_index(letter - 'A', col - 1);
}
