/* cli_net.c: what `host` and `join` share (cli_net.h). */
#include "cli_net.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "fileio.h"
#include "past_games.h"
#include "platform.h"
#include "record.h"

bool cli_net_data_dir(const char *option, const char *command, char *out, size_t size)
{
    const char *env = getenv("CARTOGRAPHERS_DATA_DIR");
    if (option && option[0])
        snprintf(out, size, "%s", option);
    else if (env && env[0])
        snprintf(out, size, "%s", env);
    else if (!platform_data_dir(out, size)) {
        cli_error("%s: no data folder: give one with --data DIR", command);
        return false;
    }
    /* the app's folder is two deep; make the one above it first */
    char parent[FILEIO_PATH_MAX], net[FILEIO_PATH_MAX], why[256];
    snprintf(parent, sizeof parent, "%s", out);
    char *slash = strrchr(parent, '/');
    if (slash && slash != parent) {
        *slash = '\0';
        platform_make_dir(parent, why, sizeof why);
    }
    if (!platform_make_dir(out, why, sizeof why) || !fileio_join(out, "network", net, sizeof net) ||
        !platform_make_dir(net, why, sizeof why)) {
        cli_error("%s: cannot make the data folder %s: %s", command, out, why);
        return false;
    }
    return true;
}

bool cli_net_file(const char *data_dir, const char *name, char *out, size_t size)
{
    char net[FILEIO_PATH_MAX];
    return fileio_join(data_dir, "network", net, sizeof net) && fileio_join(net, name, out, size);
}

static bool write_log(const NetMatch *m, const char *path, const char *command)
{
    const Session *s = net_match_session(m);
    Record rec;
    bool ok = session_record_copy(s, &rec);
    char *text = ok ? record_format(&rec, session_game(s)) : NULL;
    record_free(&rec);
    FILE *f = text ? fopen(path, "wb") : NULL;
    ok = f && fputs(text, f) >= 0;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(text);
    if (!ok)
        cli_error("%s: error writing log '%s'", command, path);
    return ok;
}

int cli_net_finish(const NetMatch *m, const char *data_dir, const char *log_path, const char *command)
{
    const Session *s = net_match_session(m);
    cli_print_sheets(session_game(s));
    fflush(stdout);
    int status = CLI_OK;
    if (log_path && !write_log(m, log_path, command))
        status = CLI_FAILED;
    char file[PAST_FILE_MAX], err[SESSION_MESSAGE_MAX];
    if (past_games_keep(s, data_dir, (long long)time(NULL), file, sizeof file, err, sizeof err)) {
        cli_net_say(command, "the game is kept in Past games as %s/%s", PAST_GAMES_DIR, file);
    } else {
        cli_error("%s: the game could not be kept in Past games: %s", command, err);
        status = CLI_FAILED;
    }
    return status;
}

void cli_net_say(const char *command, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", command);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    fflush(stderr);
    va_end(ap);
}

static const char *name_of(const NetMatch *m, int seat)
{
    const Seat *s = m ? session_seat(net_match_session(m), seat) : NULL;
    return s ? s->name : "?";
}

bool cli_net_event_text(const NetEvent *ev, const NetMatch *m, char *out, size_t size)
{
    switch (ev->kind) {
    case NET_EV_JOINED: snprintf(out, size, "seat %d is %s's", ev->seat + 1, name_of(m, ev->seat)); return true;
    case NET_EV_LEFT:
        snprintf(out, size, "seat %d (%s) lost the connection", ev->seat + 1, name_of(m, ev->seat));
        return true;
    case NET_EV_HANDED:
        snprintf(out, size, "seat %d (%s) is played by a computer (%s) until its player is back", ev->seat + 1,
                 name_of(m, ev->seat), ev->text);
        return true;
    case NET_EV_TIMED:
        snprintf(out, size, "seat %d (%s) ran out of time: a computer draws for it this round", ev->seat + 1,
                 name_of(m, ev->seat));
        return true;
    case NET_EV_STARTED: snprintf(out, size, "the game begins"); return true;
    case NET_EV_OVER: snprintf(out, size, "the game is over"); return true;
    case NET_EV_CHAT:
        snprintf(out, size, "%s says: %s", ev->seat < 0 ? "the host" : name_of(m, ev->seat), ev->text);
        return true;
    case NET_EV_WARNING: snprintf(out, size, "%s", ev->text); return true;
    case NET_EV_WELCOME: snprintf(out, size, "joined: seat %d", ev->seat + 1); return true;
    case NET_EV_REFUSED:
        snprintf(out, size, "the host refused: %s", net_refusal_text((NetRefusal)ev->code));
        return true;
    case NET_EV_LOST:
        snprintf(out, size, "lost the connection to the host; trying again for %d s", ev->code);
        return true;
    case NET_EV_CLOSED:
        snprintf(out, size, "no connection to the host: %s",
                 ev->code ? net_refusal_text((NetRefusal)ev->code) : "it did not answer");
        return true;
    case NET_EV_RESYNCED: snprintf(out, size, "resynchronised from the host's record: %s", ev->text); return true;
    default: return false;
    }
}

bool cli_net_yes_no(const char *command, const char *option, const char *value, bool *out)
{
    if (strcmp(value, "yes") == 0)
        *out = true;
    else if (strcmp(value, "no") == 0)
        *out = false;
    else {
        cli_error("%s: %s must be yes or no, not '%s'", command, option, value);
        return false;
    }
    return true;
}
