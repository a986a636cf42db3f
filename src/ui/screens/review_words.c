/* review_words.c: the review screen's words (see review_words.h). A move
 * is named by the seat's own count of its moves (its 1st, 2nd ...: the
 * chart's x axis), never by the game log's number, which counts every
 * seat's moves. A move names a space its shape really covers (the first in
 * reading order), and when the move played and the better one would read
 * the same (the same shape turned) both name every space they cover. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "names.h"
#include "review_words.h"

#define MINUS "\xE2\x88\x92"
#define NBSP "\xC2\xA0"

void review_points_text(int centi, char *buf, size_t size)
{
    int a = centi < 0 ? -centi : centi, tenths = (a + 5) / 10;
    /* TRANSLATORS: the decimal separator of numbers such as 4.2 ("," in German, Hungarian and Dutch). */
    snprintf(buf, size, "%s%d%s%d", centi < 0 && tenths ? MINUS : "", tenths / 10, C_("decimal separator", "."),
             tenths % 10);
}

void review_with_error(int centi, int se, char *buf, size_t size)
{
    char a[16], b[16];
    review_points_text(centi, a, sizeof a);
    if ((se + 5) / 10 == 0) { /* "± 0.0" says nothing */
        snprintf(buf, size, "%s", a);
        return;
    }
    review_points_text(se, b, sizeof b);
    snprintf(buf, size, "%s" NBSP "\xC2\xB1" NBSP "%s", a, b);
}

/* What a term of the evaluation is called in a sentence. */
static void term_text(const Review *r, int term, char *buf, size_t size)
{
    if (term >= REVIEW_TERM_DECREE && term < REVIEW_TERM_DECREE + DECREES) {
        const ScoringCard *c = scoring_card(r->decree_cards[term - REVIEW_TERM_DECREE]);
        /* TRANSLATORS: where points were lost, after "mostly" ("Summer: -6, mostly the decree
           Greenbough (A)"): a scoring card's name and its letter (A-D). So are "coins", "monsters" and
           "the map's shape". */
        snprintf(buf, size, _("the decree %s (%c)"), c ? name_scoring(c) : "?", 'A' + term - REVIEW_TERM_DECREE);
    } else if (term == REVIEW_TERM_COINS) {
        snprintf(buf, size, "%s", _("coins"));
    } else if (term == REVIEW_TERM_MONSTERS) {
        snprintf(buf, size, "%s", _("monsters"));
    } else if (term == REVIEW_TERM_MAP) {
        snprintf(buf, size, "%s", _("the map's shape (holes no shape fills)"));
    } else {
        buf[0] = '\0';
    }
}

/* The spaces of a drawn move: the first it covers in reading order
 * ("B8"), or all of them ("B8, C8, C9", kept on one line). Else the
 * move's own space. */
static void move_spaces(const Move *m, bool all, char *buf, size_t size)
{
    Bitboard cells;
    if ((m->kind != MOVE_DRAW && m->kind != MOVE_SINGLE) || !move_cells(m, &cells) || bb_is_empty(cells)) {
        board_space_name(m->at, buf);
        return;
    }
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < BOARD_SPACES && len + 12 < size; i++) {
        if (!bb_test(cells, i))
            continue;
        char space[8];
        board_space_name(i, space);
        len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? "," NBSP : "", space);
        if (!all)
            break;
    }
}

/* The move in words: "Hamlet (village) at D4" (the card, the terrain drawn and a space it covers). */
static void move_words(const Move *m, bool all_spaces, char *buf, size_t size)
{
    char space[80];
    move_spaces(m, all_spaces, space, sizeof space);
    const Card *c = card_get(m->card);
    const char *card = c ? name_card(c) : "?";
    if (m->kind == MOVE_SINGLE)
        /* TRANSLATORS: a move: the 1x1 space drawn instead of a shape; the card, the terrain drawn, then the
         * space (B7). */
        snprintf(buf, size, _("%s: one space (%s) at %s"), card, name_terrain((Content)m->terrain), space);
    else if (m->kind == MOVE_HERO)
        /* TRANSLATORS: a move: a hero card, then the space (B7). */
        snprintf(buf, size, _("%s at %s"), card, space);
    else if (m->kind == MOVE_DESTROY)
        /* TRANSLATORS: a move: a monster card (the Gorgon, the Troll), then the space it destroys (B7). */
        snprintf(buf, size, _("%s destroys %s"), card, space);
    else
        /* TRANSLATORS: a move: the explore card, the terrain drawn, then the space (B7) or the spaces
         * (B7, B8, C8) of the shape. */
        snprintf(buf, size, _("%s (%s) at %s"), card, name_terrain((Content)m->terrain), space);
}

/* The move played and the better one in words, told apart: when they
 * would read the same, both name all their spaces. */
static void two_moves(const ReviewMove *m, char *played, char *better, size_t size)
{
    move_words(&m->played, false, played, size);
    move_words(&m->best, false, better, size);
    if (strcmp(played, better) == 0) {
        move_words(&m->played, true, played, size);
        move_words(&m->best, true, better, size);
    }
}

void review_luck_text(const Review *r, char *buf, size_t size)
{
    buf[0] = '\0';
    if (r->nmoves == 0)
        return;
    /* final = expected at the start - lost + luck */
    int luck = r->final_total - r->start_value + r->total_loss;
    char pts[16];
    review_points_text(luck, pts, sizeof pts);
    /* TRANSLATORS: the points the expected score gained (+) or lost (−, in the number) by what the player did
     * not decide: the cards drawn, the ambushes, the other players' monsters. */
    snprintf(buf, size, _("Luck (the cards and monsters): %s%s."), luck >= 5 ? "+" : "", pts);
}

void review_season_line(const Review *r, int s, char *buf, size_t size)
{
    const ReviewSeason *rs = &r->seasons[s];
    char pts[16], what[160];
    if (rs->moves == 0) {
        /* TRANSLATORS: a season in which the player had no moves of their own. */
        snprintf(buf, size, _("%s: no moves"), name_season(s));
        return;
    }
    review_points_text(-rs->loss, pts, sizeof pts);
    /* a loss that is not a mistake is still said, so that the seasons add up
     * to the total lost (the moves' losses, every one) */
    if (rs->loss < 5) { /* "-0.0" */
        /* TRANSLATORS: a season: nothing lost beyond the noise of the estimate. */
        snprintf(buf, size, _("%s: nothing lost that counts"), name_season(s));
        return;
    }
    if (rs->loss <= 2 * rs->loss_se) {
        /* TRANSLATORS: a season, the points it may have lost (with a minus sign): less than the estimate's noise. */
        snprintf(buf, size, _("%s: %s, within the noise"), name_season(s), pts);
        return;
    }
    if (rs->loss < REVIEW_MISTAKE_MIN) {
        /* TRANSLATORS: a season, the points lost in it (with a minus sign): fewer than a mistake's. */
        snprintf(buf, size, _("%s: %s, too little to count as a mistake"), name_season(s), pts);
        return;
    }
    term_text(r, review_main_term(rs->why), what, sizeof what);
    /* TRANSLATORS: a season, the points lost in it (with a minus sign) and where most were lost. */
    snprintf(buf, size, _("%s: %s, mostly %s"), name_season(s), pts, what);
}

void review_move_sentence(const Review *r, int i, char *buf, size_t size)
{
    const ReviewMove *m = &r->moves[i];
    char played[200], better[200], pts[40], what[160];
    if (m->loss <= 0) {
        move_words(&m->played, false, played, sizeof played);
        /* TRANSLATORS: the move's number (the player's 1st, 2nd ... move), its season, the move played. */
        snprintf(buf, size, _("Move %d (%s): %s. The strong player finds nothing better."), i + 1,
                 name_season(m->season), played);
        return;
    }
    two_moves(m, played, better, sizeof played);
    review_with_error(m->loss, m->loss_se, pts, sizeof pts);
    term_text(r, review_main_term(m->why), what, sizeof what);
    if (m->mistake)
        /* TRANSLATORS: the player's own move number, season, the move played, points lost, their uncertainty, the
         * better move,
         * and the part of the score that made the difference. */
        snprintf(buf, size, _("Move %d (%s): %s lost %s points against %s, mostly on %s."), i + 1,
                 name_season(m->season), played, pts, better, what);
    else if (m->loss > 2 * m->loss_se)
        /* TRANSLATORS: move number, season, the move played, points (surely lost, but fewer than one), their
         * uncertainty, the other move. */
        snprintf(buf, size, _("Move %d (%s): %s cost %s points against %s: too small to count as a mistake."),
                 i + 1, name_season(m->season), played, pts, better);
    else
        /* TRANSLATORS: move number, season, the move played, points, their uncertainty, the other move. */
        snprintf(buf, size, _("Move %d (%s): %s may have cost %s points against %s: within the noise, not a mistake."),
                 i + 1, name_season(m->season), played, pts, better);
}

void review_score_line(const Review *r, int i, char *buf, size_t size)
{
    const ReviewMove *m = &r->moves[i];
    char played[40], best[40];
    review_with_error(m->played_value, m->played_se, played, sizeof played);
    if (m->loss <= 0) {
        /* TRANSLATORS: the expected final score after the move played (the best found), with its uncertainty. */
        snprintf(buf, size, _("Expected final score: %s."), played);
        return;
    }
    review_points_text(m->best_value, best, sizeof best);
    /* TRANSLATORS: the expected final score after the move played (with its uncertainty), then after the
     * better move. */
    snprintf(buf, size, _("Expected final score: %s as played; %s with the better move."), played, best);
}

void review_progress_text(const char *seat_name, int done, int total, char *buf, size_t size)
{
    if (seat_name)
        /* TRANSLATORS: the progress of the review of a seat's moves: its name, moves reviewed, of how many. */
        snprintf(buf, size, _("The strong computer player reviews the moves of %s — %d of %d"), seat_name, done, total);
    else
        /* TRANSLATORS: the progress of the review: moves reviewed, of how many. */
        snprintf(buf, size, _("The strong computer player reviews your moves: %d of %d"), done, total);
}

void review_costly_label(const Review *r, int i, char *buf, size_t size)
{
    char pts[16];
    review_points_text(-r->moves[i].loss, pts, sizeof pts);
    /* TRANSLATORS: a button: the move's number (the player's 1st, 2nd ... move) and the points it lost (with a
     * minus sign). */
    snprintf(buf, size, _("Move %d: %s"), i + 1, pts);
}

void review_stopped_text(const char *seat_name, int done, int total, char *buf, size_t size)
{
    /* TRANSLATORS: after Cancel during the review of one player of several: their name, the moves reviewed so far,
     * of how many; "Go on" is the button under it. */
    snprintf(buf, size,
             _("The review of %s was stopped after %d of %d moves. Press Go on to finish it, or pick a name above."),
             seat_name, done, total);
}
