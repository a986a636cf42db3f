/* messages.c: the engine's and the session's refusals in the player's
 * language (see messages.h). A new refusal code gets its case here; the
 * compiler's switch warnings and tests/ui/test_ui_messages.c say when one
 * is missing. */
#include "messages.h"

#include <stdio.h>
#include <string.h>

#include "cards.h"
#include "i18n.h"
#include "names.h"

void msg_refusal(const Refusal *why, char *out, size_t size)
{
    char space[4] = "";
    const Card *card = card_get(why->arg[0]);
    switch (why->code) {
    case REFUSE_NONE:
        snprintf(out, size, "%s", "");
        return;
    case REFUSE_NO_MOVE:
        snprintf(out, size, "%s", _("no move"));
        return;
    case REFUSE_NO_DECISION:
        snprintf(out, size, "%s", _("no decision is pending"));
        return;
    case REFUSE_GAME_OVER:
        snprintf(out, size, "%s", _("the game is over"));
        return;
    case REFUSE_OTHER_CARD:
        /* TRANSLATORS: a card's name. */
        snprintf(out, size, _("the move is for another card: %s is being resolved"), name_card(card));
        return;
    case REFUSE_WANT_DRAW:
        snprintf(out, size, "%s", _("a shape is to be drawn now (draw or single)"));
        return;
    case REFUSE_WANT_HERO:
        snprintf(out, size, "%s", _("a hero is to be placed now (hero)"));
        return;
    case REFUSE_WANT_DESTROY:
        snprintf(out, size, "%s", _("a space is to be destroyed now (destroy)"));
        return;
    case REFUSE_SINGLE_ONLY:
        snprintf(out, size, "%s", _("no shape of this card fits: draw a 1x1 (single) instead"));
        return;
    case REFUSE_NO_SUCH_SHAPE:
        /* TRANSLATORS: a card's name, how many shapes it has. */
        snprintf(out, size, ngettext("%s has %d shape", "%s has %d shapes", why->arg[1]), name_card(card), why->arg[1]);
        return;
    case REFUSE_ORIENTATION:
        snprintf(out, size, "%s", _("orientation must be 0 to 7"));
        return;
    case REFUSE_SOLO_ORIENTATION:
        snprintf(out, size, "%s", _("a solo ambush is drawn as printed, without turning or mirroring (orient=0)"));
        return;
    case REFUSE_TERRAIN:
        /* TRANSLATORS: a card's name, a terrain. */
        snprintf(out, size, _("%s cannot be drawn as %s"), name_card(card),
                 why->arg[1] >= 0 ? name_terrain((Content)why->arg[1]) : _("that terrain"));
        return;
    case REFUSE_OFF_MAP:
        snprintf(out, size, "%s", _("the shape would leave the map"));
        return;
    case REFUSE_FILLED:
        snprintf(out, size, "%s", _("the shape would cover a filled space"));
        return;
    case REFUSE_RUINS:
        snprintf(out, size, "%s", _("after a ruins card the shape must cover an empty ruins space"));
        return;
    case REFUSE_SOLO_TARGET:
        board_space_name(why->arg[0], space);
        /* TRANSLATORS: a space such as C7. */
        snprintf(out, size, _("the solo ambush must cover its target space %s"), space);
        return;
    case REFUSE_SHAPE_FITS:
        snprintf(out, size, "%s", _("a shape of this card fits, so the 1x1 may not be drawn instead"));
        return;
    case REFUSE_NO_SUCH_SPACE:
        snprintf(out, size, "%s", _("no such space"));
        return;
    case REFUSE_SPACE_FILLED:
        snprintf(out, size, "%s", _("that space is already filled"));
        return;
    case REFUSE_AMBUSH_SINGLE:
        snprintf(out, size, "%s", _("an ambush's 1x1 is a monster"));
        return;
    case REFUSE_SINGLE_TERRAIN:
        snprintf(out, size, "%s", _("the 1x1 is forest, village, farm, water or monster"));
        return;
    case REFUSE_HERO_SPACE:
        snprintf(out, size, "%s", _("the hero must go on an empty space"));
        return;
    case REFUSE_GORGON_TARGET:
        snprintf(out, size, "%s",
                 _("the gorgon destroys a space next to it that is not a mountain, wasteland or destroyed"));
        return;
    case REFUSE_TROLL_TARGET:
        snprintf(out, size, "%s", _("the troll destroys an empty space next to it"));
        return;
    case REFUSE_CODE_COUNT:
        break;
    }
    snprintf(out, size, "%s", _("not allowed"));
}

void msg_session_refusal(const Session *s, const SessionRefusal *why, char *out, size_t size)
{
    const Seat *seat = s ? session_seat(s, why->arg) : NULL;
    switch (why->code) {
    case SESSION_REFUSE_NONE:
        snprintf(out, size, "%s", "");
        return;
    case SESSION_NOTHING_TO_UNDO:
        snprintf(out, size, "%s", _("There is nothing to undo."));
        return;
    case SESSION_HANDED_OVER:
        snprintf(out, size, "%s", _("The map has been handed over; earlier moves are final."));
        return;
    case SESSION_NOT_YOURS:
        if (seat)
            /* TRANSLATORS: a player's name. */
            snprintf(out, size, _("The last move was made by %s."), name_seat(seat->name));
        else
            snprintf(out, size, "%s", _("The last move was not yours."));
        return;
    case SESSION_GAME_OVER:
        snprintf(out, size, "%s", _("The game is over."));
        return;
    case SESSION_CARD_REVEALED:
        snprintf(out, size, "%s", _("A new card has been revealed since; that move is final."));
        return;
    case SESSION_NOTHING_TO_REDO:
        snprintf(out, size, "%s", _("There is nothing to redo."));
        return;
    case SESSION_REDO_NOT_YOURS:
        snprintf(out, size, "%s", _("Only the player whose move was undone can redo it."));
        return;
    case SESSION_REFUSAL_COUNT:
        break;
    }
    snprintf(out, size, "%s", _("not allowed"));
}

const char *msg_no_game(void) { return _("No game is being played."); }

/* The bad character of a code as the player typed it (a whole UTF-8
 * character), or "" for a control character. */
static void code_character(const ChallengeCodeError *e, const char *text, char *out, size_t size)
{
    out[0] = '\0';
    unsigned char c = (unsigned char)e->character;
    if (c < 0x20 || c == 0x7f)
        return;
    if (!text || e->offset < 0 || (size_t)e->offset >= strlen(text)) {
        snprintf(out, size, "%c", c < 0x80 ? (char)c : '?');
        return;
    }
    const char *p = text + e->offset;
    int n = 1;
    while (p[n] && ((unsigned char)p[n] & 0xC0) == 0x80 && n < 4)
        n++;
    snprintf(out, size, "%.*s", n, p);
}

void msg_challenge_code(const ChallengeCodeError *e, const char *text, char *out, size_t size)
{
    char ch[8];
    switch (e->fault) {
    case CHALLENGE_FAULT_NONE: snprintf(out, size, "%s", ""); return;
    case CHALLENGE_FAULT_EMPTY: snprintf(out, size, "%s", _("There is no code: type or paste the code.")); return;
    case CHALLENGE_FAULT_TOO_LONG:
        /* TRANSLATORS: a challenge code is too long; the most characters a code has. */
        snprintf(out, size, _("That is too long for a code: codes have at most %d characters."),
                 CHALLENGE_CODE_MAX_CHARS);
        return;
    case CHALLENGE_FAULT_CHARACTER:
        code_character(e, text, ch, sizeof ch);
        if (e->character == 'U' || e->character == 'u')
            /* TRANSLATORS: a challenge code; the place of the character U in it. */
            snprintf(out, size, _("Character %d, U, is not used in codes (is it a V?)."), e->place);
        else if (ch[0])
            /* TRANSLATORS: a challenge code; the place of a character in it, and the character. */
            snprintf(out, size, _("Character %d, \xE2\x80\x9C%s\xE2\x80\x9D, is not used in codes: they have only "
                                  "letters and digits."),
                     e->place, ch);
        else
            /* TRANSLATORS: a challenge code; the place of a character in it. */
            snprintf(out, size, _("Character %d is a control character: codes have only letters and digits."),
                     e->place);
        return;
    case CHALLENGE_FAULT_VERSION:
        /* TRANSLATORS: a challenge code from a newer game: its version, and the version this game reads. */
        snprintf(out, size, _("This code was made by a newer version of the game (code version %d; this one reads "
                              "version %d)."),
                 e->got, e->expected);
        return;
    case CHALLENGE_FAULT_NOT_CODE:
        /* TRANSLATORS: the digit a challenge code starts with. */
        snprintf(out, size, _("This is not a challenge code: codes start with the digit %d."), e->expected);
        return;
    case CHALLENGE_FAULT_TOO_SHORT:
        /* TRANSLATORS: a challenge code too short: its characters, the fewest a code has. */
        snprintf(out, size, _("The code has %d characters; codes have at least %d."), e->got, e->expected);
        return;
    case CHALLENGE_FAULT_LENGTH:
        /* TRANSLATORS: a challenge code: the characters it has, and how many its contents need. */
        snprintf(out, size, _("The code has %d characters but its contents need %d: a character is missing or one "
                              "too many."),
                 e->got, e->expected);
        return;
    case CHALLENGE_FAULT_CHECK:
        snprintf(out, size, "%s", _("The code does not check out: a character is wrong or two are swapped."));
        return;
    case CHALLENGE_FAULT_INVALID:
        snprintf(out, size, "%s", _("The code checks out but holds no game this version can play."));
        return;
    }
    snprintf(out, size, "%s", _("This is not a challenge code."));
}
