/* test_golden.c: the seed catalogue and the replay round trip.
 *
 * The seed catalogue (data/seed-catalogue.txt) lists, for seeds 1..10 of a
 * base, a Heroes and a mixed game, the decrees, the explore deck in reveal
 * order, the ambush pile and the hero pile right after setup. The test
 * compares the engine with it, so any change to the random generator, the
 * shuffles or the card tables shows up. It is regenerated only on purpose:
 * tests/rules/regen-golden.sh runs this program with --write-catalogue.
 *
 * The round trip plays games with the random bot, writes them as records
 * (record_format), reads them back (record_parse), replays them
 * (record_replay) and expects the very same final game. */
#include "rules_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "record.h"

/* ---- Seed catalogue ---- */

typedef struct Text {
    char buf[64 * 1024];
    size_t len;
} Text;

static void add(Text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > sizeof t->buf)
        return;
    memcpy(t->buf + t->len, s, n + 1);
    t->len += n;
}

static void add_card(Text *t, int id)
{
    add(t, " ");
    add(t, card_get(id)->id);
}

static void catalogue(Text *t)
{
    static const struct {
        GameKind kind;
        const char *name;
    } kinds[] = {{GAME_BASE, "base"}, {GAME_HEROES, "heroes"}, {GAME_MIXED, "mixed"}};
    t->len = 0;
    t->buf[0] = '\0';
    add(t, "# seed-catalogue.txt: the decks right after setup, for seeds 1..10 of a base, a Heroes and a\n"
           "# mixed game (the defaults of game_settings_init: mixed = base explore and season sets, heroes\n"
           "# on, all 8 ambushes). deck = the explore deck in reveal order: the cards setup already\n"
           "# revealed, '|', then the rest from the top; ambushes and heroes = the piles from the top.\n"
           "# Written by tests/rules/regen-golden.sh; do not edit by hand.\n");
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (uint64_t seed = 1; seed <= 10; seed++) {
            GameSettings s;
            Game *g = malloc(sizeof *g);
            char err[ERROR_MAX], line[64];
            game_settings_init(&s, kinds[k].kind, 1, seed);
            if (!g || !game_init(g, &s, err, sizeof err)) {
                free(g);
                add(t, "setup failed\n");
                continue;
            }
            snprintf(line, sizeof line, "%s %llu decrees", kinds[k].name, (unsigned long long)seed);
            add(t, line);
            for (int i = 0; i < DECREES; i++) {
                add(t, " ");
                add(t, scoring_card(g->decree_cards[i])->id);
            }
            snprintf(line, sizeof line, "\n%s %llu deck", kinds[k].name, (unsigned long long)seed);
            add(t, line);
            for (int i = 0; i < g->row_len; i++)
                add_card(t, g->row[i]);
            add(t, " |");
            for (int i = g->deck_len - 1; i >= 0; i--)
                add_card(t, g->deck[i]);
            snprintf(line, sizeof line, "\n%s %llu ambushes", kinds[k].name, (unsigned long long)seed);
            add(t, line);
            for (int i = g->ambush_len - 1; i >= 0; i--)
                add_card(t, g->ambush_pile[i]);
            snprintf(line, sizeof line, "\n%s %llu heroes", kinds[k].name, (unsigned long long)seed);
            add(t, line);
            for (int i = g->hero_len - 1; i >= 0; i--)
                add_card(t, g->hero_pile[i]);
            add(t, "\n");
            free(g);
        }
    }
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(128 * 1024);
    size_t n = buf ? fread(buf, 1, 128 * 1024 - 1, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

static void test_seed_catalogue(void **state)
{
    (void)state;
    const char *dir = getenv("RULES_DATA");
    if (!dir)
        fail_msg("RULES_DATA is not set (meson sets it to tests/rules/data)");
    char path[1024];
    snprintf(path, sizeof path, "%s/seed-catalogue.txt", dir);
    char *want = read_file(path);
    if (!want)
        fail_msg("cannot read %s", path);
    Text *have = malloc(sizeof *have);
    assert_non_null(have);
    catalogue(have);
    if (strcmp(have->buf, want) != 0) {
        /* name the first line that differs */
        const char *a = have->buf, *b = want;
        int line = 1;
        while (*a && *a == *b) {
            if (*a == '\n')
                line++;
            a++;
            b++;
        }
        char got[200], exp[200];
        snprintf(got, sizeof got, "%.*s", (int)strcspn(a, "\n"), a);
        snprintf(exp, sizeof exp, "%.*s", (int)strcspn(b, "\n"), b);
        free(have);
        free(want);
        fail_msg("seed catalogue differs at line %d (near '%s', the file has '%s'); if the change is "
                 "intended, run tests/rules/regen-golden.sh",
                 line, got, exp);
    }
    free(have);
    free(want);
}

/* ---- Replay round trip ---- */

/* Plays a game with the random bot, recording its moves. */
static void play_recorded(const GameSettings *s, Game *g, Record *rec)
{
    char err[ERROR_MAX];
    assert_true(game_init(g, s, err, sizeof err));
    record_init(rec, s);
    Rng bot;
    rng_seed(&bot, s->seed, 99);
    while (!game_over(g)) {
        Move m;
        assert_true(bot_choose(BOT_RANDOM, g, &bot, &m));
        if (!game_apply(g, &m, err, sizeof err))
            fail_msg("bot move refused: %s", err);
        assert_true(record_add(rec, &m));
    }
}

static void round_trip(const GameSettings *s)
{
    Game *g = test_malloc(sizeof *g), *back = test_malloc(sizeof *back);
    Record rec, parsed;
    char err[ERROR_MAX + 64];
    play_recorded(s, g, &rec);
    char *text = record_format(&rec, g);
    assert_non_null(text);
    if (!record_parse(text, &parsed, err, sizeof err))
        fail_msg("record does not parse: %s\n%s", err, text);
    /* the same settings (with the dealt decrees written out) and moves */
    assert_int_equal(parsed.settings.kind, s->kind);
    assert_int_equal(parsed.settings.side, s->side);
    assert_int_equal(parsed.settings.players, s->players);
    assert_true(parsed.settings.seed == s->seed);
    assert_int_equal(parsed.settings.explore_set, s->explore_set);
    assert_int_equal(parsed.settings.season_set, s->season_set);
    assert_int_equal(parsed.settings.heroes, s->heroes);
    assert_int_equal(parsed.settings.ambush_mask, s->ambush_mask);
    assert_int_equal(parsed.settings.solo_ambush_rule, s->solo_ambush_rule);
    assert_memory_equal(parsed.settings.decree_cards, g->decree_cards, sizeof g->decree_cards);
    assert_int_equal(parsed.nmoves, rec.nmoves);
    for (int i = 0; i < rec.nmoves; i++)
        assert_true(ru_same_move(&parsed.moves[i], &rec.moves[i]));
    assert_int_equal(parsed.nresults, s->players);
    /* the replay ends in the very same game */
    if (!record_replay(&parsed, back, err, sizeof err))
        fail_msg("replay failed: %s", err);
    assert_true(game_over(back));
    memcpy(back->settings.decree_cards, g->settings.decree_cards, sizeof g->settings.decree_cards);
    assert_memory_equal(back, g, sizeof *g);
    for (int p = 0; p < s->players; p++) {
        char line[200];
        record_sheet_line(back, p, line, sizeof line);
        assert_string_equal(line, parsed.results[p]);
    }
    /* writing the parsed record again gives the same text */
    char *again = record_format(&parsed, back);
    assert_non_null(again);
    assert_string_equal(again, text);
    free(again);
    free(text);
    record_free(&rec);
    record_free(&parsed);
    test_free(g);
    test_free(back);
}

static void test_replay_round_trip(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 21);
    round_trip(&s);
    game_settings_init(&s, GAME_HEROES, 3, 22);
    s.side = MAP_SIDE_D;
    round_trip(&s);
    game_settings_init(&s, GAME_MIXED, 4, 23);
    s.explore_set = SET_HEROES;
    s.season_set = SET_HEROES;
    s.ambush_mask = 0x3c;
    s.solo_ambush_rule = true;
    s.decree_cards[0] = scoring_card_index(scoring_card_find("deepwood"));
    s.decree_cards[1] = scoring_card_index(scoring_card_find("mages_valley"));
    s.decree_cards[2] = scoring_card_index(scoring_card_find("caravansary"));
    s.decree_cards[3] = scoring_card_index(scoring_card_find("broken_road"));
    round_trip(&s);
    game_settings_init(&s, GAME_MIXED, 2, 24);
    s.heroes = false;
    s.side = MAP_SIDE_B;
    round_trip(&s);
}

static void test_replay_refuses_a_bad_move(void **state)
{
    (void)state;
    GameSettings s;
    game_settings_init(&s, GAME_BASE, 1, 21);
    Game *g = test_malloc(sizeof *g);
    Record rec;
    play_recorded(&s, g, &rec);
    /* move 3 now draws on top of move 1 */
    rec.moves[2] = rec.moves[0];
    char err[ERROR_MAX + 64] = "";
    assert_false(record_replay(&rec, g, err, sizeof err));
    assert_non_null(strstr(err, "move 3"));
    record_free(&rec);
    test_free(g);
}

/* Header lines are read strictly: a number with trailing junk, an
 * overflowing seed or a future version is refused with the line named. */
static void test_record_header_is_strict(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        const char *want; /* part of the message */
    } bad[] = {
        {"cartographers-record 1\nplayers 2abc\n", "line 2"},
        {"cartographers-record 1\nplayers 7\n", "players"},
        {"cartographers-record 1\nseed 99999999999999999999999\n", "seed"},
        {"cartographers-record 1\nseed -4\n", "seed"},
        {"cartographers-record 1x\n", "version"},
        {"cartographers-record 2\n", "version"},
        {"kind base\n", "not a game record"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Record r;
        char err[ERROR_MAX];
        if (record_parse(bad[i].text, &r, err, sizeof err))
            fail_msg("accepted: %s", bad[i].text);
        if (!strstr(err, bad[i].want))
            fail_msg("message '%s' does not mention '%s'", err, bad[i].want);
    }
    Record ok;
    char err[ERROR_MAX];
    assert_true(record_parse("cartographers-record 1\nplayers 3\nseed 18446744073709551615\n", &ok, err, sizeof err));
    assert_int_equal(ok.settings.players, 3);
    assert_true(ok.settings.seed == UINT64_MAX);
    record_free(&ok);
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--write-catalogue") == 0) {
        Text *t = malloc(sizeof *t);
        if (!t)
            return 1;
        catalogue(t);
        fputs(t->buf, stdout);
        free(t);
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seed_catalogue),
        cmocka_unit_test(test_replay_round_trip),
        cmocka_unit_test(test_replay_refuses_a_bad_move),
        cmocka_unit_test(test_record_header_is_strict),
    };
    return cmocka_run_group_tests_name("rules golden", tests, NULL, NULL);
}
