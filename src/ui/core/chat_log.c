/* chat_log.c: the last lines of a network game's chat (chat_log.h). */
#include "chat_log.h"

#include <stdio.h>

void chat_log_clear(ChatLog *log)
{
    log->first = log->count = 0;
    log->serial++;
}

void chat_log_add(ChatLog *log, const char *who, const char *text, unsigned long long at)
{
    int slot = (log->first + log->count) % CHAT_LOG_LINES;
    if (log->count == CHAT_LOG_LINES)
        log->first = (log->first + 1) % CHAT_LOG_LINES;
    else
        log->count++;
    ChatLine *l = &log->line[slot];
    snprintf(l->text, sizeof l->text, "%s: %s", who, text);
    l->at = at;
    log->serial++;
}

int chat_log_count(const ChatLog *log) { return log->count; }

const ChatLine *chat_log_line(const ChatLog *log, int i)
{
    if (i < 0 || i >= log->count)
        return NULL;
    return &log->line[(log->first + i) % CHAT_LOG_LINES];
}
