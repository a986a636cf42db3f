/* game_code.c: the finished game's code and challenge in the final box
 * (see game_code.h). */
#include "game_code.h"

#include <stdio.h>
#include <string.h>

#include "challenge_names.h"
#include "i18n.h"

bool game_code_of(const TableView *tv, char *out, size_t size)
{
    out[0] = '\0';
    const Session *s = match_session(tv->ui->match);
    const GameSettings *gs = s ? session_settings(s) : &tv->game.settings;
    char code[CHALLENGE_CODE_SIZE];
    if (!challenge_code_format(gs, code, sizeof code))
        return false;
    snprintf(out, size, "%s", code);
    return true;
}

bool game_code_copy(TableView *tv)
{
    char code[CHALLENGE_CODE_SIZE];
    if (!game_code_of(tv, code, sizeof code) || SDL_SetClipboardText(code) != 0) {
        table_status(tv, true, "%s", _("The code could not be copied."));
        return false;
    }
    /* TRANSLATORS: a challenge code, copied to the clipboard. */
    table_status(tv, false, _("The code %s is copied: paste it into a friend's setup screen."), code);
    return true;
}

int game_code_challenge_lines(const TableView *tv, char lines[][200], int max)
{
    ChallengeTag tag;
    bool counted = false;
    if (max < 3 || !match_challenge_outcome(tv->ui->match, &tag, &counted))
        return 0;
    int n = 0;
    name_challenge(&tag.id, lines[n++], 200);
    if (counted)
        snprintf(lines[n++], 200, "%s", _("Your first attempt: this result counts."));
    else
        snprintf(lines[n++], 200, "%s", _("A replay: this result does not count."));
    const StatsChallenge *e = stats_challenge_find(&tv->ui->profile->stats, &tag.id);
    if (e && e->counted && !counted)
        /* TRANSLATORS: the challenge's counted result: its rating and points. */
        snprintf(lines[n++], 200, _("Your result that counts: rating %d, %d points."), e->rating, e->total);
    else if (e && e->replays > 0)
        /* TRANSLATORS: the best rating among a challenge's replays. */
        snprintf(lines[n++], 200, _("Best replay: rating %d."), e->best_replay);
    return n;
}
