/* move_text.c: the printable form of a move (game.h), e.g.
 * "draw card=great_river shape=2 orient=5 at=D4 terrain=water".
 * Parsing never trusts its input: every field is checked and a malformed
 * move gets a message naming the field. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const char *const terrain_names[CONTENT_COUNT] = {"forest", "village", "farm", "water", "monster",
                                                         "hero", "mountain", "wasteland", "destroyed"};

const char *game_terrain_name(int content)
{
    return content >= 0 && content < CONTENT_COUNT ? terrain_names[content] : "?";
}

int game_terrain_parse(const char *name)
{
    for (int c = 0; c < CONTENT_COUNT; c++)
        if (strcmp(game_terrain_name(c), name) == 0)
            return c;
    return -1;
}

void move_format(const Move *m, char *buf, size_t size)
{
    const Card *card = card_get(m->card);
    const char *id = card ? card->id : "?";
    char at[4] = "?";
    if (m->at >= 0 && m->at < BOARD_SPACES)
        board_space_name(m->at, at);
    switch (m->kind) {
    case MOVE_DRAW:
        snprintf(buf, size, "draw card=%s shape=%d orient=%d at=%s terrain=%s", id, m->shape + 1, m->orient, at,
                 game_terrain_name(m->terrain));
        break;
    case MOVE_SINGLE:
        snprintf(buf, size, "single card=%s at=%s terrain=%s", id, at, game_terrain_name(m->terrain));
        break;
    case MOVE_HERO:
        snprintf(buf, size, "hero card=%s orient=%d at=%s", id, m->orient, at);
        break;
    case MOVE_DESTROY:
        snprintf(buf, size, "destroy card=%s at=%s", id, at);
        break;
    default:
        snprintf(buf, size, "?");
        break;
    }
}

/* Reads a small non-negative decimal number; false unless the whole string is one. */
static bool parse_small(const char *s, int max, int *out)
{
    if (!*s)
        return false;
    int v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (*s - '0');
        if (v > max)
            return false;
    }
    *out = v;
    return true;
}

enum { FIELD_CARD = 1, FIELD_SHAPE = 2, FIELD_ORIENT = 4, FIELD_AT = 8, FIELD_TERRAIN = 16 };

bool move_parse(const char *text, Move *out, char *err, size_t errsize)
{
    char buf[MOVE_TEXT_MAX * 2];
    memset(out, 0, sizeof *out);
    if (!text) {
        snprintf(err, errsize, "empty move");
        return false;
    }
    size_t len = strlen(text);
    if (len >= sizeof buf) {
        snprintf(err, errsize, "move too long");
        return false;
    }
    memcpy(buf, text, len + 1);
    while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r' || buf[len - 1] == ' '))
        buf[--len] = '\0';

    char *save = NULL;
    char *word = strtok_r(buf, " \t", &save);
    if (!word) {
        snprintf(err, errsize, "empty move");
        return false;
    }
    int needed;
    if (strcmp(word, "draw") == 0) {
        out->kind = MOVE_DRAW;
        needed = FIELD_CARD | FIELD_SHAPE | FIELD_ORIENT | FIELD_AT | FIELD_TERRAIN;
    } else if (strcmp(word, "single") == 0) {
        out->kind = MOVE_SINGLE;
        needed = FIELD_CARD | FIELD_AT | FIELD_TERRAIN;
    } else if (strcmp(word, "hero") == 0) {
        out->kind = MOVE_HERO;
        out->terrain = CONTENT_HERO;
        needed = FIELD_CARD | FIELD_ORIENT | FIELD_AT;
    } else if (strcmp(word, "destroy") == 0) {
        out->kind = MOVE_DESTROY;
        out->terrain = CONTENT_DESTROYED;
        needed = FIELD_CARD | FIELD_AT;
    } else {
        snprintf(err, errsize, "unknown move '%.20s' (draw, single, hero or destroy)", word);
        return false;
    }
    int seen = 0;
    while ((word = strtok_r(NULL, " \t", &save)) != NULL) {
        char *eq = strchr(word, '=');
        if (!eq) {
            snprintf(err, errsize, "expected key=value, got '%.20s'", word);
            return false;
        }
        *eq = '\0';
        const char *key = word, *value = eq + 1;
        int field, v;
        if (strcmp(key, "card") == 0) {
            field = FIELD_CARD;
            v = card_find(value);
            if (v < 0) {
                snprintf(err, errsize, "unknown card '%.30s'", value);
                return false;
            }
            out->card = (int8_t)v;
        } else if (strcmp(key, "shape") == 0) {
            field = FIELD_SHAPE;
            if (!parse_small(value, 2, &v) || v < 1) {
                snprintf(err, errsize, "shape must be 1 or 2, not '%.20s'", value);
                return false;
            }
            out->shape = (int8_t)(v - 1);
        } else if (strcmp(key, "orient") == 0) {
            field = FIELD_ORIENT;
            if (!parse_small(value, ORIENTATIONS - 1, &v)) {
                snprintf(err, errsize, "orient must be 0 to 7, not '%.20s'", value);
                return false;
            }
            out->orient = (int8_t)v;
        } else if (strcmp(key, "at") == 0) {
            field = FIELD_AT;
            v = board_parse_space(value);
            if (v < 0) {
                snprintf(err, errsize, "at must be a space A1 to K11, not '%.20s'", value);
                return false;
            }
            out->at = (int8_t)v;
        } else if (strcmp(key, "terrain") == 0) {
            field = FIELD_TERRAIN;
            v = game_terrain_parse(value);
            if (v < 0 || v > CONTENT_HERO) {
                snprintf(err, errsize, "unknown terrain '%.20s'", value);
                return false;
            }
            out->terrain = (int8_t)v;
        } else {
            snprintf(err, errsize, "unknown field '%.20s'", key);
            return false;
        }
        if (!(needed & field)) {
            snprintf(err, errsize, "field '%s' does not belong in this move", key);
            return false;
        }
        if (seen & field) {
            snprintf(err, errsize, "field '%s' given twice", key);
            return false;
        }
        seen |= field;
    }
    if (seen != needed) {
        static const char *const names[] = {"card", "shape", "orient", "at", "terrain"};
        for (int i = 0; i < 5; i++) {
            if ((needed & (1 << i)) && !(seen & (1 << i))) {
                snprintf(err, errsize, "missing field '%s'", names[i]);
                return false;
            }
        }
    }
    return true;
}

bool move_cells(const Move *m, Bitboard *cells)
{
    *cells = bb_empty();
    const Card *card = card_get(m->card);
    if (!card)
        return false;
    switch (m->kind) {
    case MOVE_DRAW: {
        OrientedShape os;
        if (m->shape < 0 || m->shape >= card->nshapes || !shape_orient(card->shapes[m->shape].pattern, m->orient, &os))
            return false;
        return shape_place(&os, m->at, cells);
    }
    case MOVE_SINGLE:
    case MOVE_HERO:
    case MOVE_DESTROY:
        if (m->at < 0 || m->at >= BOARD_SPACES)
            return false;
        *cells = bb_single(m->at);
        return true;
    }
    return false;
}
