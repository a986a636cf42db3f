/* tutorial_start.c: starting the guided first game (see tutorial_start.h). */
#include "tutorial_start.h"

#include <stdio.h>
#include <stdlib.h>

#include "fileio.h"
#include "i18n.h"
#include "save.h"
#include "tutorial.h"
#include "tutorial_progress.h"

/* The game being played is the chapter's, unfinished, with its lessons
 * not over. */
static bool playing_it(const Ui *ui, const TutorialProgress *tp, int chapter)
{
    const Game *now = match_has_game(ui->match) ? match_game(ui->match) : NULL;
    return now && tutorial_chapter_of(now) == chapter && !game_over(now) && tp->started && !tp->finished &&
           tp->chapter == chapter;
}

/* The newest unfinished named save of the chapter's game (the tutorial
 * kept when another game replaced it) into file/title; false when none. */
static bool kept_copy(const Profile *p, int chapter, char *file, size_t filesize, char *title, size_t titlesize)
{
    if (!profile_can_keep(p))
        return false;
    GameSettings want;
    tutorial_chapter_settings(&want, chapter);
    SaveInfo *list = NULL;
    char why[SESSION_MESSAGE_MAX];
    int n = save_list(p->data_dir, &list, why, sizeof why);
    bool found = false;
    for (int i = 0; i < n && !found; i++) { /* newest first */
        const SaveInfo *in = &list[i];
        char path[FILEIO_PATH_MAX];
        if (!in->ok || in->finished || in->players != 1 || in->kind != want.kind || in->side != want.side ||
            !profile_path(p, in->file, path, sizeof path))
            continue;
        Session *s = save_load_new(path, NULL, why, sizeof why); /* never renames: the list checked it */
        found = s && tutorial_chapter_of(session_game(s)) == chapter;
        session_free(s);
        if (found) {
            snprintf(file, filesize, "%s", in->file);
            snprintf(title, titlesize, "%s", in->title);
        }
    }
    free(list);
    return found;
}

static bool start_chapter(Ui *ui, int chapter, char *err, size_t errsize)
{
    TutorialProgress tp;
    char why[SESSION_MESSAGE_MAX + 200];
    tutorial_progress_load(ui->profile, &tp, why, sizeof why);
    if (ui->table_seen && playing_it(ui, &tp, chapter)) {
        ui_to_table(ui);
        return true;
    }
    /* the tutorial left unfinished in the last run: the game to resume may be it */
    if (!ui->table_seen && tp.started && !tp.finished && ui->profile->resume_state == AUTOSAVE_UNFINISHED &&
        match_resume(ui->match, why, sizeof why) && playing_it(ui, &tp, chapter)) {
        ui_to_table(ui);
        return true;
    }
    /* put aside for another game: kept as a named save, loaded again */
    char file[256], title[SESSION_TITLE_MAX];
    if (tp.started && !tp.finished && tp.chapter == chapter &&
        kept_copy(ui->profile, chapter, file, sizeof file, title, sizeof title)) {
        if (!match_load(ui->match, file, title, err, errsize))
            return false;
        ui_to_table(ui);
        return true;
    }
    GameSettings s;
    tutorial_chapter_settings(&s, chapter);
    Seat seats[MAX_PLAYERS];
    profile_solo_seats(ui->profile, seats);
    ui->tutorial_starting = chapter;
    if (!match_start(ui->match, &s, seats, -1, chapter == 2 ? _("Heroes lesson") : _("Tutorial"), err, errsize)) {
        ui->tutorial_starting = 0;
        return false;
    }
    match_keep_now(ui->match); /* left before its first move, it can still be resumed */
    ui_to_table(ui);
    return true;
}

bool tutorial_start(Ui *ui, char *err, size_t errsize) { return start_chapter(ui, 1, err, errsize); }

bool tutorial_start_heroes(Ui *ui, char *err, size_t errsize) { return start_chapter(ui, 2, err, errsize); }

bool tutorial_first_start(const Ui *ui)
{
    const Profile *p = ui->profile;
    if (p->resume_state == AUTOSAVE_UNFINISHED || ui->table_seen || p->stats.played_solo + p->stats.played_multi > 0)
        return false;
    TutorialProgress tp;
    char err[SESSION_MESSAGE_MAX + 200];
    tutorial_progress_load(p, &tp, err, sizeof err);
    return !tp.started;
}
