/* messages.h: the refusals of the engine and the session in the player's
 * language. The layers below write English and know nothing of gettext;
 * they give a code with its details (engine/refusal.h, SessionRefusal in
 * session.h), and this file translates the code with a switch. */
#ifndef UI_TEXT_MESSAGES_H
#define UI_TEXT_MESSAGES_H

#include <stddef.h>

#include "challenge_code.h"
#include "game.h"
#include "session.h"

/* Why the engine refuses a move, translated. */
void msg_refusal(const Refusal *why, char *out, size_t size);
/* Why the session refuses an undo or a redo, translated; `s` names the
 * player in "The last move was made by Anna." (may be NULL). */
void msg_session_refusal(const Session *s, const SessionRefusal *why, char *out, size_t size);
/* What is wrong with a challenge code, translated from the fault and its
 * details (not from e->message, which is English); `text` is what was
 * parsed (names the bad character). */
void msg_challenge_code(const ChallengeCodeError *e, const char *text, char *out, size_t size);
/* "No game is being played." (a refusal when there is no game at all). */
const char *msg_no_game(void);

#endif
