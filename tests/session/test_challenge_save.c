/* test_challenge_save.c: a game's challenge tag (session_set_challenge)
 * through saves, named saves, the autosave and resuming; save version 2
 * only when there is a tag; bad challenge lines refused with their line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autosave.h"
#include "save.h"
#include "session_test_util.h"

static Session *challenge_game(const char *name, int moves, ChallengeTag *tag)
{
    char err[SESSION_MESSAGE_MAX];
    assert_true(challenge_id_parse(name, &tag->id, err, sizeof err));
    tag->attempt = 1;
    GameSettings s;
    assert_true(challenge_settings(&tag->id, &s));
    Session *ses = session_new(&s, NULL, err, sizeof err);
    assert_non_null(ses);
    tu_play(ses, moves, 77);
    return ses;
}

static void assert_tag(const Session *s, const ChallengeTag *want)
{
    const ChallengeTag *t = session_challenge(s);
    assert_non_null(t);
    assert_true(challenge_id_equal(&t->id, &want->id));
    assert_int_equal(t->attempt, want->attempt);
}

static void test_set_challenge(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    ChallengeTag tag;
    Session *s = challenge_game("daily:2026-11-24", 3, &tag);
    assert_null(session_challenge(s));
    ChallengeTag other = tag;
    other.id.day = 25;
    assert_false(session_set_challenge(s, &other, err, sizeof err));
    assert_non_null(strstr(err, "daily:2026-11-25"));
    ChallengeTag zero = tag;
    zero.attempt = 0;
    assert_false(session_set_challenge(s, &zero, err, sizeof err));
    ChallengeTag bad = tag;
    bad.id.month = 13;
    assert_false(session_set_challenge(s, &bad, err, sizeof err));
    assert_null(session_challenge(s));
    tag.attempt = 2;
    assert_true(session_set_challenge(s, &tag, err, sizeof err));
    assert_tag(s, &tag);
    assert_true(session_set_challenge(s, NULL, err, sizeof err));
    assert_null(session_challenge(s));

    /* a game that is no challenge's cannot be tagged */
    GameSettings gs = tu_settings(GAME_BASE, 1, 685793);
    Session *plain = session_new(&gs, NULL, err, sizeof err);
    assert_false(session_set_challenge(plain, &tag, err, sizeof err));
    assert_non_null(strstr(err, "not the game of the challenge"));
    session_free(plain);
    session_free(s);
}

static void test_save_round_trip(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    ChallengeTag tag;
    Session *s = challenge_game("weekly:2026-W53", 10, &tag);
    char *text = save_format(s);
    assert_true(strncmp(text, "cartographers-save 1\n", 21) == 0); /* no tag: version 1 */
    assert_null(strstr(text, "\nchallenge "));
    Session *back = save_parse(text, strlen(text), err, sizeof err);
    assert_non_null(back);
    assert_null(session_challenge(back));
    session_free(back);
    free(text);

    tag.attempt = 3;
    assert_true(session_set_challenge(s, &tag, err, sizeof err));
    text = save_format(s);
    assert_true(strncmp(text, "cartographers-save 2\nchallenge weekly:2026-W53 3\n", 49) == 0);
    back = save_parse(text, strlen(text), err, sizeof err);
    if (!back)
        fail_msg("%s", err);
    assert_tag(back, &tag);
    char *again = save_format(back);
    assert_string_equal(again, text);
    free(again);
    session_free(back);
    free(text);

    /* finished, and in the list of saves */
    tu_play(s, -1, 78);
    assert_true(game_over(session_game(s)));
    char *dir = tu_mkdtemp();
    char file[256], mine[256];
    assert_true(save_named_write(s, dir, "My challenge", mine, sizeof mine, err, sizeof err));
    ChallengeTag none;
    Session *plain = challenge_game("daily:2026-11-24", 4, &none);
    assert_true(save_named_write(plain, dir, "Plain", file, sizeof file, err, sizeof err));
    SaveInfo *list = NULL;
    int n = save_list(dir, &list, err, sizeof err);
    assert_int_equal(n, 2);
    for (int i = 0; i < n; i++) {
        assert_true(list[i].ok);
        if (strcmp(list[i].title, "My challenge") == 0) {
            assert_true(list[i].has_challenge);
            assert_true(challenge_id_equal(&list[i].challenge.id, &tag.id));
            assert_int_equal(list[i].challenge.attempt, 3);
            assert_true(list[i].finished);
        } else {
            assert_false(list[i].has_challenge);
        }
    }
    free(list);
    Session *loaded = save_named_load_new(dir, mine, err, sizeof err);
    if (!loaded)
        fail_msg("%s", err);
    assert_tag(loaded, &tag);
    session_free(loaded);
    session_free(plain);
    session_free(s);
    tu_rmdir(dir);
}

static void test_autosave_and_resume(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX], msg[SESSION_MESSAGE_MAX];
    char *dir = tu_mkdtemp();
    ChallengeTag tag;
    Session *s = challenge_game("daily:2024-02-29", 7, &tag);
    assert_true(session_set_challenge(s, &tag, err, sizeof err));
    assert_true(session_autosave(s, dir, err, sizeof err));
    AutosaveInfo info;
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_UNFINISHED);
    assert_true(info.has_challenge);
    assert_true(challenge_id_equal(&info.challenge.id, &tag.id));
    assert_int_equal(info.challenge.attempt, 1);
    Session *r = session_resume(dir, err, sizeof err);
    assert_non_null(r);
    assert_tag(r, &tag);
    /* play on after resuming, autosave, resume again */
    tu_play(r, 5, 79);
    assert_true(session_autosave(r, dir, err, sizeof err));
    Session *r2 = session_resume(dir, err, sizeof err);
    assert_tag(r2, &tag);
    assert_int_equal(session_move_count(r2), session_move_count(r));
    /* a game without a tag clears it in the autosave */
    ChallengeTag none;
    Session *plain = challenge_game("daily:2024-02-29", 2, &none);
    assert_true(session_autosave(plain, dir, err, sizeof err));
    assert_int_equal(autosave_probe(dir, &info, msg, sizeof msg), AUTOSAVE_UNFINISHED);
    assert_false(info.has_challenge);
    session_free(plain);
    session_free(r2);
    session_free(r);
    session_free(s);
    tu_rmdir(dir);
}

/* text with the first `from` replaced by `to` (malloc'd) */
static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to);
    char *out = malloc(n + 1);
    size_t head = (size_t)(at - text);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

static void assert_bad(const char *text, int line, const char *words)
{
    char err[SESSION_MESSAGE_MAX] = "";
    Session *s = save_parse(text, strlen(text), err, sizeof err);
    if (s)
        fail_msg("accepted a bad save:\n%s", text);
    char prefix[32];
    snprintf(prefix, sizeof prefix, "line %d:", line);
    if (strncmp(err, prefix, strlen(prefix)) != 0)
        fail_msg("expected '%s...', got '%s'", prefix, err);
    if (words && !strstr(err, words))
        fail_msg("expected '%s' in '%s'", words, err);
}

static void test_bad_challenge_lines(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    ChallengeTag tag;
    Session *s = challenge_game("daily:2026-11-29", 6, &tag);
    assert_true(session_set_challenge(s, &tag, err, sizeof err));
    char *text = save_format(s);
    const char *line = "challenge daily:2026-11-29 1";
    char *bad;
    bad = replace(text, "cartographers-save 2", "cartographers-save 1");
    assert_bad(bad, 2, "version 1");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-28 1");
    assert_bad(bad, 2, "not the game of the challenge daily:2026-11-28");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-31 1");
    assert_bad(bad, 2, "no such day");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-29 0");
    assert_bad(bad, 2, "ATTEMPT");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-29");
    assert_bad(bad, 2, "ATTEMPT");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-29 one");
    assert_bad(bad, 2, "ATTEMPT");
    free(bad);
    bad = replace(text, line, "challenge 1P0Q-67QY-YWGH-SJ 1");
    assert_bad(bad, 2, "daily:YYYY-MM-DD");
    free(bad);
    bad = replace(text, line, "challenge daily:2026-11-29 1\nchallenge daily:2026-11-29 1");
    assert_bad(bad, 3, "second challenge line");
    free(bad);
    /* a challenge game with its settings changed is no longer the challenge's */
    bad = replace(text, "solo-ambush-rule no", "solo-ambush-rule yes");
    assert_bad(bad, 2, "not the game of the challenge");
    free(bad);
    free(text);
    session_free(s);
}

/* A challenge is the same game for everybody: the solo take-back of a draw
 * that showed the next card (docs/rules.md §10d) is refused there, as an
 * ordinary undo is; the same game without the tag allows it. */
static void test_no_take_back_in_a_challenge(void **state)
{
    (void)state;
    char err[SESSION_MESSAGE_MAX];
    ChallengeTag tag;
    Session *s = challenge_game("daily:2026-11-26", 1, &tag);
    SessionRefusal r;
    assert_true(session_take_back_check(s, 0, &r)); /* untagged: allowed, marking */
    assert_true(session_take_back_marks(s, 0));
    assert_true(session_set_challenge(s, &tag, err, sizeof err));
    assert_false(session_take_back_check(s, 0, &r));
    assert_int_equal(r.code, SESSION_CARD_REVEALED);
    assert_false(session_take_back_marks(s, 0));
    assert_false(session_take_back(s, 0, err, sizeof err));
    assert_int_equal(session_move_count(s), 1);
    assert_true(session_counts(s));
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_set_challenge),
        cmocka_unit_test(test_save_round_trip),
        cmocka_unit_test(test_autosave_and_resume),
        cmocka_unit_test(test_bad_challenge_lines),
        cmocka_unit_test(test_no_take_back_in_a_challenge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
