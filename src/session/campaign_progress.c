/* campaign_progress.c: the player's campaign progress and its file
 * (format in campaign.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "recorded.h"
#include "strbuf.h"
#include "textlines.h"

void campaign_progress_init(CampaignProgress *p)
{
    memset(p, 0, sizeof *p);
    p->recorded = recorded_fresh();
}

bool campaign_completed(const CampaignProgress *p, int index)
{
    const CampaignGame *c = campaign_game(index);
    int threshold;
    if (!c || !p->games[index].has_best || !campaign_title_threshold(c->goal, &threshold))
        return false;
    return p->games[index].best_rating >= threshold;
}

bool campaign_unlocked(const CampaignProgress *p, int index)
{
    if (index < 0 || index >= CAMPAIGN_GAMES)
        return false;
    return index == 0 || campaign_completed(p, index - 1);
}

const char *campaign_best_title(const CampaignProgress *p, int index)
{
    if (index < 0 || index >= CAMPAIGN_GAMES || !p->games[index].has_best)
        return NULL;
    return game_title_id(p->games[index].best_rating);
}

static bool record(CampaignProgress *p, int index, int rating, bool hints, bool *unlocked_next)
{
    if (unlocked_next)
        *unlocked_next = false;
    if (!campaign_unlocked(p, index))
        return false;
    bool before = index + 1 < CAMPAIGN_GAMES && campaign_unlocked(p, index + 1);
    CampaignResult *r = &p->games[index];
    rating = rating < -1000 ? -1000 : rating > 1000 ? 1000 : rating; /* what the file holds */
    if (r->played < 1000000)
        r->played++;
    if (!r->has_best || rating > r->best_rating || (rating == r->best_rating && !hints)) {
        r->best_hints = hints;
        r->best_rating = rating;
    }
    r->has_best = true;
    if (unlocked_next)
        *unlocked_next = !before && index + 1 < CAMPAIGN_GAMES && campaign_unlocked(p, index + 1);
    return true;
}

bool campaign_record_rating(CampaignProgress *p, int index, int rating, bool *unlocked_next)
{
    return record(p, index, rating, false, unlocked_next);
}

bool campaign_record_game_marked(CampaignProgress *p, int index, const Game *g, bool hints, bool *unlocked_next)
{
    if (unlocked_next)
        *unlocked_next = false;
    if (!game_over(g) || !campaign_matches(index, g))
        return false;
    return record(p, index, game_solo_rating(g), hints, unlocked_next);
}

bool campaign_record_game(CampaignProgress *p, int index, const Game *g, bool *unlocked_next)
{
    return campaign_record_game_marked(p, index, g, false, unlocked_next);
}

/* "game ID PLAYED BEST TITLE [hints]" (hints: version 2) */
static bool parse_game(CampaignProgress *p, bool seen[], char *value, int version, char *msg, size_t msgsize)
{
    char *f[5];
    int n = 0;
    char *save = NULL;
    for (char *w = strtok_r(value, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        if (n == 5) {
            snprintf(msg, msgsize, "too many fields (game ID PLAYED BEST TITLE [hints])");
            return false;
        }
        f[n++] = w;
    }
    bool hints = false;
    if (n == 5) {
        if (strcmp(f[4], "hints") != 0) {
            snprintf(msg, msgsize, "after the title only 'hints' may follow, not '%.20s'", f[4]);
            return false;
        }
        if (version < 2) {
            snprintf(msg, msgsize, "'hints' needs a version 2 file");
            return false;
        }
        hints = true;
        n--;
    }
    if (n != 4) {
        snprintf(msg, msgsize, "expected 'game ID PLAYED BEST TITLE'");
        return false;
    }
    int index = campaign_find(f[0]);
    if (index < 0) {
        snprintf(msg, msgsize, "no campaign game '%.40s'", f[0]);
        return false;
    }
    if (seen[index]) {
        snprintf(msg, msgsize, "game '%s' is listed twice", f[0]);
        return false;
    }
    seen[index] = true;
    CampaignResult *r = &p->games[index];
    long played, best;
    if (!textlines_int(f[1], 0, 1000000, &played)) {
        snprintf(msg, msgsize, "the number of games played must be a number, not '%.20s'", f[1]);
        return false;
    }
    r->played = (int)played;
    if (strcmp(f[2], "-") == 0) {
        if (strcmp(f[3], "-") != 0 || played != 0 || hints) {
            snprintf(msg, msgsize, "a game without a best rating has no title and was not played");
            return false;
        }
        return true;
    }
    if (!textlines_int(f[2], -1000, 1000, &best)) {
        snprintf(msg, msgsize, "the best rating must be a number, not '%.20s'", f[2]);
        return false;
    }
    if (played == 0) {
        snprintf(msg, msgsize, "a best rating for a game never played");
        return false;
    }
    if (strcmp(f[3], game_title_id((int)best)) != 0) {
        snprintf(msg, msgsize, "title '%.40s' does not go with rating %ld (that is %s)", f[3], best,
                 game_title_id((int)best));
        return false;
    }
    r->has_best = true;
    r->best_rating = (int)best;
    r->best_hints = hints;
    return true;
}

static bool parse(CampaignProgress *p, const char *text, size_t len, char *err, size_t errsize)
{
    TextLines t;
    textlines_init(&t, text, len);
    char line[TEXTLINES_MAX + 1], msg[300];
    bool have_magic = false, seen[CAMPAIGN_GAMES] = {false};
    int version;
    TextLine r;
    p->recorded = (RecordedMark){false, 0}; /* an older version's file has none */
    while ((r = textlines_next(&t, line, sizeof line)) != TEXTLINE_END) {
        if (r != TEXTLINE_OK) {
            textlines_error(&t, r, err, errsize);
            return false;
        }
        if (recorded_parse(line, &p->recorded) || textlines_skip(line))
            continue;
        if (!have_magic) {
            if (!textlines_magic(line, CAMPAIGN_MAGIC, CAMPAIGN_VERSION, "a campaign progress file", &version, msg,
                                 sizeof msg)) {
                snprintf(err, errsize, "line %d: %s", t.lineno, msg);
                return false;
            }
            have_magic = true;
            continue;
        }
        char *value = textlines_split(line);
        if (strcmp(line, "game") != 0) {
            snprintf(err, errsize, "line %d: unknown line '%.30s'", t.lineno, line);
            return false;
        }
        if (!parse_game(p, seen, value, version, msg, sizeof msg)) {
            snprintf(err, errsize, "line %d: %s", t.lineno, msg);
            return false;
        }
    }
    if (!have_magic) {
        snprintf(err, errsize, "the file is empty");
        return false;
    }
    return true;
}

FileStatus campaign_load(CampaignProgress *p, const char *path, char *msg, size_t msgsize)
{
    campaign_progress_init(p);
    if (msgsize > 0)
        msg[0] = '\0';
    size_t len;
    bool missing;
    char err[512];
    char *text = fileio_read(path, FILEIO_MAX_SIZE, &len, &missing, err, sizeof err);
    if (!text) {
        if (missing)
            return FILE_MISSING;
        return fileio_reject(path, err, msg, msgsize);
    }
    bool ok = parse(p, text, len, err, sizeof err);
    free(text);
    if (ok)
        return FILE_LOADED;
    campaign_progress_init(p);
    return fileio_reject(path, err, msg, msgsize);
}

bool campaign_save(const CampaignProgress *p, const char *path, char *err, size_t errsize)
{
    StrBuf b = {0};
    /* version 1 unless a best was played with hints, so older versions read it */
    int version = 1;
    for (int i = 0; i < CAMPAIGN_GAMES; i++)
        if (p->games[i].has_best && p->games[i].best_hints)
            version = 2;
    strbuf_addf(&b, "%s %d\n", CAMPAIGN_MAGIC, version);
    recorded_add(&b, &p->recorded);
    strbuf_add(&b, "# game ID PLAYED BEST-RATING BEST-TITLE [hints]\n");
    for (int i = 0; i < CAMPAIGN_GAMES; i++) {
        const CampaignResult *r = &p->games[i];
        if (r->played == 0 && !r->has_best)
            continue;
        if (r->has_best)
            strbuf_addf(&b, "game %s %d %d %s%s\n", campaign_game(i)->id, r->played, r->best_rating,
                        game_title_id(r->best_rating), r->best_hints ? " hints" : "");
        else
            strbuf_addf(&b, "game %s 0 - -\n", campaign_game(i)->id);
    }
    return fileio_write_built(path, &b, err, errsize);
}
