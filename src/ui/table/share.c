/* share.c: the end box's sharing buttons (see share.h). */
#include "share.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "platform.h"
#include "result_image.h"
#include "result_text.h"
#include "stats.h"

static const ChallengeTag *challenge_of(const TableView *tv)
{
    const Session *s = tv->ui && tv->ui->match ? match_session(tv->ui->match) : NULL;
    return s ? session_challenge(s) : NULL;
}

void share_folder(const TableView *tv, char *out, size_t size)
{
    if (platform_pictures_dir(out, size))
        return;
    const Profile *p = tv->ui ? tv->ui->profile : NULL;
    snprintf(out, size, "%s", p ? p->data_dir : "");
}

static void note(ShareNote *out, bool error, const char *text, const char *shorter)
{
    snprintf(out->text, sizeof out->text, "%s", text);
    snprintf(out->shorter, sizeof out->shorter, "%s", shorter ? shorter : "");
    out->error = error;
    if (error)
        fprintf(stderr, "cartographers: %s\n", text);
}

void share_save_image(const TableView *tv, ShareNote *out)
{
    char folder[FILEIO_PATH_MAX], path[FILEIO_PATH_MAX], why[400], text[sizeof out->text], shorter[sizeof out->shorter];
    share_folder(tv, folder, sizeof folder);
    if (!folder[0]) {
        note(out, true, _("There is no folder to save the image in."), NULL);
        return;
    }
    char today[STATS_DATE_SIZE];
    stats_today(today);
    if (!result_image_save(tv, challenge_of(tv), folder, today, path, sizeof path, why, sizeof why)) {
        /* TRANSLATORS: %s: why (from the system, in English). */
        snprintf(text, sizeof text, _("The image could not be saved: %s"), why);
        note(out, true, text, NULL);
        return;
    }
    const char *slash = strrchr(path, '/');
    const char *file = slash ? slash + 1 : path;
    /* the folder by its last name where the whole path is too long: "Pictures" */
    const char *last = folder + strlen(folder);
    while (last > folder && last[-1] == '/')
        last--;
    const char *start = last;
    while (start > folder && start[-1] != '/')
        start--;
    /* TRANSLATORS: %s: the image's file with its folder. */
    snprintf(text, sizeof text, _("Image saved: %s"), path);
    /* TRANSLATORS: where the whole path is too long: the folder's own name, then the file's. */
    snprintf(shorter, sizeof shorter, _("Image saved in %.*s: %s"), (int)(last - start), start, file);
    note(out, false, text, shorter);
    snprintf(out->folder, sizeof out->folder, "%s", folder);
}

/* A file: URL of a path, every byte but the unreserved ones and '/' escaped
 * (spaces, accents, '#'). */
static bool file_url(const char *path, char *out, size_t size)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t n = (size_t)snprintf(out, size, "file://%s", path[0] == '/' ? "" : "/");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        unsigned char c = *p == '\\' ? '/' : *p; /* Windows' separators */
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' ||
                     c == '-' || c == '_' || c == '.' || c == '~' || c == ':';
        if (n + 4 >= size)
            return false;
        if (plain) {
            out[n++] = (char)c;
        } else {
            out[n++] = '%';
            out[n++] = hex[c >> 4];
            out[n++] = hex[c & 15];
        }
    }
    out[n] = '\0';
    return true;
}

void share_open_folder(ShareNote *out)
{
    char url[3 * FILEIO_PATH_MAX + 16], text[sizeof out->text];
    if (!out->folder[0])
        return;
    /* TRANSLATORS: %s: why (from SDL or the system, in English). */
    if (!file_url(out->folder, url, sizeof url))
        snprintf(text, sizeof text, _("The folder could not be opened: %s"), "its name is too long");
    else if (SDL_OpenURL(url) != 0)
        snprintf(text, sizeof text, _("The folder could not be opened: %s"), SDL_GetError());
    else
        return;
    note(out, true, text, NULL);
}

void share_copy_summary(const TableView *tv, ShareNote *out)
{
    char summary[RESULT_TEXT_MAX], text[sizeof out->text];
    const char *names[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        names[p] = tv->names[p];
    bool hints = tv->ui && tv->ui->match && match_hints(tv->ui->match) > 0; /* as the final box says */
    result_summary(&tv->game, challenge_of(tv), hints, names, summary, sizeof summary);
    if (SDL_SetClipboardText(summary) != 0) {
        /* TRANSLATORS: %s: why (from SDL, in English). */
        snprintf(text, sizeof text, _("The summary could not be copied: %s"), SDL_GetError());
        note(out, true, text, NULL);
        return;
    }
    note(out, false, _("Summary copied to the clipboard."), NULL);
}
