/* record.h: a game as text: its settings and its moves, one per line. The
 * move logs of `cartographers-cli play --log` and replays use it; the
 * session layer's save files build on it.
 *
 *   cartographers-record 1
 *   kind base                 base | heroes | mixed
 *   side A
 *   players 1
 *   seed 42
 *   decrees canal_lake great_city borderlands sentinel_wood    (A-D)
 *   explore base              mixed games: base | heroes
 *   seasons base              mixed games: base | heroes
 *   heroes no                 yes | no
 *   ambushes goblin_attack bugbear_assault kobold_onslaught gnoll_raid
 *   solo-ambush-rule no
 *   move draw card=great_river shape=1 orient=0 at=A1 terrain=water
 *   ...
 *   result player 1 total 73 season 12 20 18 23 monsters -6 coins 7
 *
 * Lines starting with '#' and blank lines are ignored. `result` lines are
 * optional; a replay compares them with the replayed game. Parsing checks
 * every line and names the line of the first problem. The record holds no
 * deck order: that follows from the seed. */
#ifndef CARTO_RECORD_H
#define CARTO_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

#define RECORD_MAGIC "cartographers-record"
#define RECORD_VERSION 1

typedef struct Record {
    GameSettings settings;
    Move *moves; /* owned; free with record_free */
    int nmoves;
    int cap;
    /* expected final sheet lines ("player 1 total ..."), from `result` lines */
    char results[MAX_PLAYERS][160];
    int nresults;
} Record;

void record_init(Record *r, const GameSettings *s);
void record_free(Record *r);
bool record_add(Record *r, const Move *m);

/* Parses text into *r (initialised by the call). On failure err names the line. */
bool record_parse(const char *text, Record *r, char *err, size_t errsize);
/* The same for `size` bytes that may hold NUL bytes (an error naming the
 * line). Both skip a UTF-8 byte order mark at the start. */
bool record_parse_bytes(const char *text, size_t size, Record *r, char *err, size_t errsize);

/* Writes the settings header (with the decrees the game dealt) and the moves
 * into a malloc'd string; if `final` is a finished game, `result` lines too. */
char *record_format(const Record *r, const Game *final);

/* Replays: game_init from the settings then every move. On failure err
 * names the move number and why; *g holds the game up to that point. */
bool record_replay(const Record *r, Game *g, char *err, size_t errsize);

/* The final sheet line of docs/formats.md §7: "player N total T season S1 S2 S3 S4 monsters M coins C". */
void record_sheet_line(const Game *g, int player, char *buf, size_t size);

#endif
