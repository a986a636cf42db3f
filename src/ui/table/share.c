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
    /* TRANSLATORS: %s: the image's file (with its folder, or without it where that is too long). */
    snprintf(text, sizeof text, _("Image saved: %s"), path);
    snprintf(shorter, sizeof shorter, _("Image saved: %s"), slash ? slash + 1 : path);
    note(out, false, text, shorter);
}

void share_copy_summary(const TableView *tv, ShareNote *out)
{
    char summary[RESULT_TEXT_MAX], text[sizeof out->text];
    const char *names[MAX_PLAYERS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        names[p] = tv->names[p];
    result_summary(&tv->game, challenge_of(tv), names, summary, sizeof summary);
    if (SDL_SetClipboardText(summary) != 0) {
        /* TRANSLATORS: %s: why (from SDL, in English). */
        snprintf(text, sizeof text, _("The summary could not be copied: %s"), SDL_GetError());
        note(out, true, text, NULL);
        return;
    }
    note(out, false, _("Summary copied to the clipboard."), NULL);
}
