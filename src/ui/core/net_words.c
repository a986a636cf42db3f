/* net_words.c: what the host refused, in the player's words (see
 * net_words.h). */
#include "net_words.h"

#include <stdio.h>

#include "i18n.h"
#include "net_msg.h"

void net_refusal_words(int code, char *out, size_t size)
{
    const char *text;
    switch ((NetRefusal)code) {
    case NET_REFUSE_SECRET:
        text = _("The host did not accept the code: ask for it again (a new game has a new code).");
        break;
    case NET_REFUSE_FULL:
        text = _("The game is full: every seat for a friend is taken.");
        break;
    case NET_REFUSE_VERSION:
        text = _("The host plays another version of Cartographers: both need the same one.");
        break;
    case NET_REFUSE_TAKEN:
        text = _("That seat is someone else's now.");
        break;
    case NET_REFUSE_GONE:
        text = _("The host closed the game.");
        break;
    case NET_REFUSE_RATE:
        text = _("The host cut the connection: too many messages.");
        break;
    case NET_REFUSE_TIMED:
        text = _("Your time for this card had run out: a computer draws it for you.");
        break;
    case NET_REFUSE_ROUND:
        text = _("That card is over: the host had already gone on to the next one.");
        break;
    case NET_REFUSE_UNDO:
        text = _("You have nothing to take back in this round.");
        break;
    case NET_REFUSE_NONE:
        text = _("The host could not be reached: check the code, that the host's game is open, and that you are "
                 "on the same network, or that the host's router forwards its UDP port.");
        break;
    default:
        /* TRANSLATORS: the host's reason, in English from the network layer. */
        snprintf(out, size, _("The host refused: %s."), net_refusal_text((NetRefusal)code));
        return;
    }
    snprintf(out, size, "%s", text);
}
