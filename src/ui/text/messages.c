/* messages.c: the English messages of the layers below the UI (the
 * session's refusals, the engine's reasons a placement is not allowed) in
 * the player's language. The engine and the session stay free of gettext;
 * their sentences are listed here with N_() so xgettext finds them, and a
 * message that is not listed is shown as it is. */
#include "messages.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session.h"

static const char *const session_messages[] = {
    N_("There is nothing to undo."),
    N_("The map has been handed over; earlier moves are final."),
    N_("The last move was not yours."),
    N_("The game is over."),
    N_("A new card has been revealed since; that move is final."),
    N_("There is nothing to redo."),
    N_("Only the player whose move was undone can redo it."),
    N_("There is no saved game to resume."),
};

/* What game_check_move (src/engine/game_moves.c) says of a move the table
 * can form; kept in step with it (tests/ui: test_ui_messages.c). */
static const char *const engine_messages[] = {
    N_("no shape of this card fits: draw a 1x1 (single) instead"),
    N_("orientation must be 0 to 7"),
    N_("a solo ambush is drawn as printed, without turning or mirroring (orient=0)"),
    N_("the shape would leave the map"),
    N_("the shape would cover a filled space"),
    N_("after a ruins card the shape must cover an empty ruins space"),
    N_("a shape of this card fits, so the 1x1 may not be drawn instead"),
    N_("no such space"),
    N_("that space is already filled"),
    N_("an ambush's 1x1 is a monster"),
    N_("the 1x1 is forest, village, farm, water or monster"),
    N_("the hero must go on an empty space"),
    N_("the gorgon destroys a space next to it that is not a mountain, wasteland or destroyed"),
    N_("the troll destroys an empty space next to it"),
    N_("the game is over"),
    N_("a shape is to be drawn now (draw or single)"),
    N_("a hero is to be placed now (hero)"),
    N_("a space is to be destroyed now (destroy)"),
    N_("no decision is pending"),
};

static bool lookup(const char *const *table, size_t n, const char *english, char *out, size_t size)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(english, table[i]) == 0) {
            snprintf(out, size, "%s", _(table[i]));
            return true;
        }
    return false;
}

/* The text after `prefix` in `english` when it starts with it and has
 * something after it (without a final full stop), or NULL. */
static bool tail_after(const char *english, const char *prefix, char *tail, size_t size)
{
    size_t n = strlen(prefix), len = strlen(english);
    if (strncmp(english, prefix, n) != 0 || len <= n)
        return false;
    if (english[len - 1] == '.')
        len--;
    snprintf(tail, size, "%.*s", (int)(len - n), english + n);
    return tail[0] != '\0';
}

void ui_session_message(const char *english, char *out, size_t size)
{
    char name[SEAT_NAME_MAX];
    if (lookup(session_messages, sizeof session_messages / sizeof session_messages[0], english, out, size))
        return;
    if (tail_after(english, "The last move was made by ", name, sizeof name)) {
        /* TRANSLATORS: a player's name. */
        snprintf(out, size, _("The last move was made by %s."), name);
        return;
    }
    snprintf(out, size, "%s", english);
}

/* The engine message in the player's language; false when it is none of
 * the known ones. */
static bool engine_translate(const char *english, char *out, size_t size)
{
    char space[8];
    if (lookup(engine_messages, sizeof engine_messages / sizeof engine_messages[0], english, out, size))
        return true;
    if (!tail_after(english, "the solo ambush must cover its target space ", space, sizeof space))
        return false;
    /* TRANSLATORS: a space such as C7. */
    snprintf(out, size, _("the solo ambush must cover its target space %s"), space);
    return true;
}

bool ui_engine_message_known(const char *english)
{
    char out[256];
    return engine_translate(english, out, sizeof out);
}

void ui_engine_message(const char *english, char *out, size_t size)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", english); /* out may be english */
    if (!engine_translate(copy, out, size))
        snprintf(out, size, "%s", copy);
}
