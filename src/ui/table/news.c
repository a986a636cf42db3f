/* news.c: what happened since a player's last turn (see news.h). */
#include "news.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "names.h"

void news_reset(News *n) { memset(n, 0, sizeof *n); }

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void
add(News *n, int seat, const char *fmt, ...)
{
    if (seat < 0 || seat >= MAX_PLAYERS)
        return;
    if (n->count[seat] == NEWS_MAX) { /* keep the latest */
        memmove(n->line[seat][0], n->line[seat][1], sizeof n->line[seat][0] * (NEWS_MAX - 1));
        n->count[seat]--;
        n->dropped[seat] = true;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(n->line[seat][n->count[seat]++], NEWS_TEXT_MAX, fmt, ap);
    va_end(ap);
}

/* What the move was, for the players who did not see it. */
static void describe(const Move *m, const char *who, bool who_computer, const char *owner, bool on_own_map, char *buf,
                     size_t size)
{
    const Card *c = card_get(m->card);
    char space[4];
    board_space_name(m->at, space);
    switch (m->kind) {
    case MOVE_DRAW:
    case MOVE_SINGLE:
        if (m->terrain == CONTENT_MONSTER && !on_own_map)
            /* TRANSLATORS: who, a monster card, whose map. */
            snprintf(buf, size, _("%s drew %s on %s's map"), who, name_card(c), owner);
        else if (m->kind == MOVE_SINGLE)
            /* TRANSLATORS: who, a terrain, a space such as C7. */
            snprintf(buf, size, _("%s drew a single %s space at %s"), who, name_terrain((Content)m->terrain), space);
        else
            /* TRANSLATORS: who, a card, the terrain it was drawn as. */
            snprintf(buf, size, _("%s drew %s as %s"), who, name_card(c), name_terrain((Content)m->terrain));
        return;
    case MOVE_HERO:
        /* TRANSLATORS: who, a hero card, a space such as C7. */
        snprintf(buf, size, _("%s placed %s at %s"), who, name_card(c), space);
        return;
    case MOVE_DESTROY:
        if (on_own_map && who_computer)
            /* TRANSLATORS: a computer player (e.g. "Computer (hard)"), a space such as C7 (on the computer's own
             * map): "its", a thing, where a person is "their". */
            snprintf(buf, size, _("%s destroyed %s on its own map"), who, space);
        else if (on_own_map)
            /* TRANSLATORS: who, a space such as C7 (on the map of the one who destroyed it). */
            snprintf(buf, size, _("%s destroyed %s on their own map"), who, space);
        else
            /* TRANSLATORS: who, a space such as C7, whose map. */
            snprintf(buf, size, _("%s destroyed %s on %s's map"), who, space, owner);
        return;
    }
    buf[0] = '\0';
}

/* What the lasting effects and the coins did to seat p's map. */
static void effects(News *n, const Game *before, const Game *after, const Move *move, int actor, int sheet,
                    int season_scored, int p)
{
    const Sheet *was = &before->sheets[p], *is = &after->sheets[p];
    Bitboard drawn = bb_empty();
    if (p == sheet && (move->kind == MOVE_DRAW || move->kind == MOVE_SINGLE))
        move_cells(move, &drawn);
    Bitboard spread = bb_minus(bb_minus(is->board.layer[CONTENT_MONSTER], was->board.layer[CONTENT_MONSTER]), drawn);
    if (season_scored >= 0 && !bb_is_empty(spread)) {
        int k = bb_count(spread);
        /* TRANSLATORS: how many spaces. */
        add(n, p,
            ngettext("The zombies spread to %d space of your map", "The zombies spread to %d spaces of your map", k),
            k);
    }
    int gained = is->coins - was->coins;
    if (is->dragon_paid && !was->dragon_paid) {
        /* TRANSLATORS: coins gained (the Dragon pays 3, fewer when the track is full). */
        add(n, p, ngettext("The Dragon paid you %d coin", "The Dragon paid you %d coins", gained), gained);
    } else if (gained > 0 && actor != p) {
        /* TRANSLATORS: coins gained for mountains another player's drawing surrounded. */
        add(n, p, ngettext("A surrounded mountain gave you %d coin", "Surrounded mountains gave you %d coins", gained),
            gained);
    }
}

void news_note_move(News *n, const Game *before, const Game *after, const Move *move, int actor, int sheet,
                    int season_scored, const char (*names)[SEAT_NAME_MAX], const int *strength)
{
    int players = after->settings.players;
    if (actor < 0 || actor >= players || sheet < 0 || sheet >= players)
        return;
    if (n->count[actor] > 0 || n->dropped[actor]) { /* they are at the table: seen */
        n->count[actor] = 0;
        n->dropped[actor] = false;
    }
    for (int p = 0; p < players; p++) {
        if (p == actor)
            continue;
        char text[NEWS_TEXT_MAX];
        if (p == sheet && move->kind == MOVE_DESTROY) {
            char space[4];
            board_space_name(move->at, space);
            /* TRANSLATORS: who, a monster card (the Gorgon), a space such as C7. */
            add(n, p, _("%s's %s destroyed %s on your map"), names[actor], name_card(card_get(move->card)), space);
        } else if (p == sheet) {
            /* TRANSLATORS: who, a monster card. */
            add(n, p, _("%s drew %s on your map"), names[actor], name_card(card_get(move->card)));
        } else {
            describe(move, names[actor], strength && strength[actor] >= 0, names[sheet], actor == sheet, text,
                     sizeof text);
            add(n, p, "%s", text);
        }
    }
    for (int p = 0; p < players; p++)
        effects(n, before, after, move, actor, sheet, season_scored, p);
}

typedef struct Rebuild {
    News *n;
    const char (*names)[SEAT_NAME_MAX];
    const int *strength;
} Rebuild;

static void note_one(void *ctx, const Game *before, const Game *after, const Move *m)
{
    const Rebuild *r = ctx;
    int scored = game_seasons_scored(after) > game_seasons_scored(before) ? game_seasons_scored(before) : -1;
    news_note_move(r->n, before, after, m, before->decision.actor, before->decision.sheet, scored, r->names,
                   r->strength);
}

void news_rebuild(News *n, const Session *s, const char (*names)[SEAT_NAME_MAX], const int *strength)
{
    news_reset(n);
    Rebuild r = {n, names, strength};
    if (s)
        session_each_move(s, note_one, &r);
}

int news_count(const News *n, int seat) { return seat >= 0 && seat < MAX_PLAYERS ? n->count[seat] : 0; }

const char *news_line(const News *n, int seat, int i)
{
    return i >= 0 && i < news_count(n, seat) ? n->line[seat][i] : "";
}

void news_join(const News *n, int seat, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < news_count(n, seat) && used < size; i++) {
        int w = snprintf(buf + used, size - used, "%s%s", i ? "; " : "", n->line[seat][i]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}
