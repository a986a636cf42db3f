/* test_campaign.c: the solo campaign: its games are valid and get harder,
 * unlocking follows the goals, progress survives a save and a load, and a
 * bad progress file is kept aside for fresh progress. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "campaign.h"
#include "scoring.h"
#include "session_test_util.h"

static void test_table(void **state)
{
    (void)state;
    char err[200];
    assert_true(campaign_count() >= 8);
    int last_threshold = INT_MIN, kinds_seen = 0;
    GameKind last_kind = GAME_BASE;
    for (int i = 0; i < campaign_count(); i++) {
        const CampaignGame *c = campaign_game(i);
        assert_int_equal(campaign_find(c->id), i);
        GameSettings s;
        assert_true(campaign_settings(i, 1234, &s));
        if (!game_settings_check(&s, err, sizeof err))
            fail_msg("%s: %s", c->id, err);
        assert_int_equal(s.players, 1);
        /* one scoring card per category, from the right sets */
        int categories = 0;
        for (int d = 0; d < DECREES; d++) {
            const ScoringCard *card = scoring_card(s.decree_cards[d]);
            assert_non_null(card);
            categories |= 1 << card->category;
            if (c->kind == GAME_BASE)
                assert_false(card->heroes_set);
            if (c->kind == GAME_HEROES)
                assert_true(card->heroes_set);
        }
        assert_int_equal(categories, 0xf);
        /* goals are titles, never falling; kinds go base, Heroes, mixed */
        int threshold;
        assert_true(campaign_title_threshold(c->goal, &threshold));
        assert_true(threshold >= last_threshold);
        last_threshold = threshold;
        assert_true(c->kind >= last_kind);
        if (i == 0 || c->kind != last_kind)
            kinds_seen++;
        last_kind = c->kind;
        /* the game can be played */
        Game g;
        assert_true(game_init(&g, &s, err, sizeof err));
        assert_true(campaign_matches(i, &g));
        assert_false(campaign_matches((i + 1) % campaign_count(), &g));
    }
    assert_int_equal(kinds_seen, 3);
    assert_null(campaign_game(campaign_count()));
    assert_int_equal(campaign_find("nope"), -1);
    int t;
    assert_false(campaign_title_threshold("emperor", &t));
    assert_true(campaign_title_threshold("oblivious_inkdrinker", &t));
    assert_int_equal(t, INT_MIN);
    assert_true(campaign_title_threshold("apprentice_surveyor", &t));
    assert_int_equal(t, 0);
}

static void test_unlocking(void **state)
{
    (void)state;
    CampaignProgress p;
    campaign_progress_init(&p);
    assert_true(campaign_unlocked(&p, 0));
    for (int i = 1; i < CAMPAIGN_GAMES; i++)
        assert_false(campaign_unlocked(&p, i));
    assert_null(campaign_best_title(&p, 0));

    bool next;
    assert_false(campaign_record_rating(&p, 1, 50, &next)); /* locked */
    assert_true(campaign_record_rating(&p, 0, -3, &next));
    assert_false(next);
    assert_false(campaign_unlocked(&p, 1));
    assert_string_equal(campaign_best_title(&p, 0), "amateur_assessor");
    assert_true(campaign_record_rating(&p, 0, 4, &next));
    assert_true(next);
    assert_true(campaign_completed(&p, 0));
    assert_true(campaign_unlocked(&p, 1));
    /* a worse game later keeps the best */
    assert_true(campaign_record_rating(&p, 0, -30, &next));
    assert_false(next);
    assert_int_equal(p.games[0].played, 3);
    assert_int_equal(p.games[0].best_rating, 4);
    assert_true(campaign_unlocked(&p, 1));

    /* all the way through */
    for (int i = 1; i < CAMPAIGN_GAMES; i++) {
        int threshold;
        assert_true(campaign_title_threshold(campaign_game(i)->goal, &threshold));
        assert_true(campaign_record_rating(&p, i, threshold - 1, &next));
        assert_false(next);
        assert_true(campaign_record_rating(&p, i, threshold, &next));
        assert_int_equal(next, i + 1 < CAMPAIGN_GAMES);
    }
}

static void test_record_real_game(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    CampaignProgress p;
    campaign_progress_init(&p);
    GameSettings gs;
    assert_true(campaign_settings(0, 99, &gs));
    Session *s = session_new(&gs, NULL, err, sizeof err);
    tu_play(s, 10, 3);
    bool next;
    assert_false(campaign_record_game(&p, 0, session_game(s), &next)); /* not finished */
    tu_play(s, -1, 4);
    assert_false(campaign_record_game(&p, 1, session_game(s), &next)); /* another game */
    assert_true(campaign_record_game(&p, 0, session_game(s), &next));
    assert_int_equal(p.games[0].best_rating, game_solo_rating(session_game(s)));
    session_free(s);

    /* an ordinary game with the same side is not a campaign game */
    gs = tu_settings(GAME_BASE, 1, 5);
    s = session_new(&gs, NULL, err, sizeof err);
    tu_play(s, -1, 5);
    assert_false(campaign_record_game(&p, 0, session_game(s), &next));
    session_free(s);
}

static void test_persistence(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/campaign.txt", dir);
    CampaignProgress p, q;
    assert_int_equal(campaign_load(&p, path, msg, sizeof msg), FILE_MISSING);
    assert_true(campaign_record_rating(&p, 0, 12, NULL));
    assert_true(campaign_record_rating(&p, 0, -50, NULL));
    assert_true(campaign_record_rating(&p, 1, -7, NULL));
    assert_true(campaign_save(&p, path, err, sizeof err));
    assert_false(tu_exists(tu_path(dir, "campaign.txt.tmp")));
    assert_int_equal(campaign_load(&q, path, msg, sizeof msg), FILE_LOADED);
    assert_true(tu_campaign_results_equal(p.games, q.games, CAMPAIGN_GAMES));
    assert_int_equal(p.recorded.known, q.recorded.known);
    assert_int_equal(p.recorded.key, q.recorded.key);
    assert_true(campaign_unlocked(&q, 1));
    assert_false(campaign_unlocked(&q, 2));
    assert_string_equal(campaign_best_title(&q, 1), "inept_assistant");

    const char *bad[] = {
        "cartographers-campaign 3\n",
        "cartographers-stats 1\n",
        "cartographers-campaign 1\ngame first_commission 3 12 master_mapsmith\n",
        "cartographers-campaign 1\ngame first_commission 3 twelve journeyman_topographer\n",
        "cartographers-campaign 1\ngame no_such_game 1 1 apprentice_surveyor\n",
        ("cartographers-campaign 1\ngame first_commission 1 1 apprentice_surveyor\n"
         "game first_commission 1 1 apprentice_surveyor\n"),
        "cartographers-campaign 1\ngame first_commission 0 5 apprentice_surveyor\n",
        "cartographers-campaign 1\nlevel 3\n",
        "",
        "cartographers-campaign 1\ngame first_commission 1 1\0 apprentice_surveyor\n",
    };
    const size_t sizes[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 73};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tu_write(path, bad[i], sizes[i] ? sizes[i] : strlen(bad[i]));
        assert_int_equal(campaign_load(&q, path, msg, sizeof msg), FILE_BAD);
        char aside[64];
        snprintf(aside, sizeof aside, "kept aside as campaign.txt.bad-%zu", i + 1);
        if (!strstr(msg, aside))
            fail_msg("case %zu: %s", i, msg);
        if (i >= 2 && i != 8 && !strstr(msg, "line "))
            fail_msg("case %zu names no line: %s", i, msg);
        /* fresh progress */
        assert_true(campaign_unlocked(&q, 0));
        assert_false(campaign_unlocked(&q, 1));
        assert_int_equal(q.games[0].played, 0);
        assert_false(tu_exists(path));
    }
    tu_rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_unlocking),
        cmocka_unit_test(test_record_real_game),
        cmocka_unit_test(test_persistence),
    };
    return cmocka_run_group_tests_name("campaign", tests, NULL, NULL);
}
