/* chat_log.h: the chat of a network game as this computer heard it: the
 * last lines said ("Anna: hello"), each with when it came, for the lobby's
 * and the table's chat line and its small scroll-back. Pure C, no SDL;
 * the text is already cleaned by the network layer and is only ever shown
 * as text (never used as a format). */
#ifndef UI_CORE_CHAT_LOG_H
#define UI_CORE_CHAT_LOG_H

#include <stddef.h>

#include "net_msg.h"
#include "session.h"

#define CHAT_LOG_LINES 40 /* kept; older lines are dropped */
#define CHAT_LINE_MAX (SEAT_NAME_MAX + NET_CHAT_MAX + 4)

typedef struct ChatLine {
    char text[CHAT_LINE_MAX];
    unsigned long long at; /* platform_now_ms when it came */
} ChatLine;

typedef struct ChatLog {
    ChatLine line[CHAT_LOG_LINES];
    int first, count;
    unsigned serial; /* grows with every line: a change to redraw */
} ChatLog;

/* No lines (a host about to tell the chat so far again); the serial grows. */
void chat_log_clear(ChatLog *log);
/* "who: text" added as the newest line. */
void chat_log_add(ChatLog *log, const char *who, const char *text, unsigned long long at);
int chat_log_count(const ChatLog *log);
/* The i-th line, 0 the oldest kept. */
const ChatLine *chat_log_line(const ChatLog *log, int i);

#endif
