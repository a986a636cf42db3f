/* net_words.h: the host's refusals (NetRefusal codes, net_msg.h) in the
 * player's language: on the join screen (why a game could not be joined)
 * and at the table (why a move was not taken). No drawing here. */
#ifndef UI_CORE_NET_WORDS_H
#define UI_CORE_NET_WORDS_H

#include <stddef.h>

/* Why the host refused or ended the connection (a NetRefusal, 0 for a host
 * that could not be reached), a whole sentence. */
void net_refusal_words(int code, char *out, size_t size);

#endif
