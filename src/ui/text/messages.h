/* messages.h: messages of the session and the engine (English) in the
 * player's language. */
#ifndef UI_TEXT_MESSAGES_H
#define UI_TEXT_MESSAGES_H

#include <stdbool.h>
#include <stddef.h>

/* A session-layer message (English) in the player's language when it is one
 * of the known sentences; else a copy of it. */
void ui_session_message(const char *english, char *out, size_t size);
/* The engine's reason for refusing a move (game_apply) in the player's
 * language when it is one of the known ones; else a copy. out may be the
 * same buffer as english. */
void ui_engine_message(const char *english, char *out, size_t size);
/* Whether ui_engine_message has a translation for this message (tests). */
bool ui_engine_message_known(const char *english);

#endif
