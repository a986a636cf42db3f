/* tutorial_start.c: starting the guided first game (see tutorial_start.h). */
#include "tutorial_start.h"

#include <stdio.h>

#include "i18n.h"
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
    GameSettings s;
    tutorial_chapter_settings(&s, chapter);
    Seat seats[MAX_PLAYERS];
    profile_solo_seats(ui->profile, seats);
    ui->tutorial_starting = chapter;
    if (!match_start(ui->match, &s, seats, -1, chapter == 2 ? _("Heroes lesson") : _("Tutorial"), err, errsize)) {
        ui->tutorial_starting = 0;
        return false;
    }
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
