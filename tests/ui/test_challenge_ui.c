/* test_challenge_ui.c: the daily challenge and the challenge code through
 * the whole app (harness.h), driven by input events as a player would:
 *   - today's daily from the menu: the challenge screen, Enter starts it
 *     (the challenge's own settings, attempt 1 counted as begun); back in
 *     the menu it offers the game on the table; after a restart it resumes
 *     the autosave; finished, the statistics count it, the end box names the
 *     challenge and says it counted, Copy code puts the game's code on the
 *     clipboard; Play again is a replay;
 *   - Start again while attempt 1 is unfinished asks first, then abandons;
 *   - a code typed into the setup screen with a typo: the translated error
 *     (English and German) marks the bad character, and Start game starts
 *     nothing but says why; corrected, the started
 *     game's settings are the code's; Ctrl+V pastes one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "challenge.h"
#include "challenge_code.h"
#include "harness.h"
#include "i18n.h"
#include "save.h"
#include "screens.h"
#include "setup_screen.h"
#include "ui_test.h"

static void type(Harness *h, const char *text)
{
    for (const char *p = text; *p; p++) {
        char one[2] = {*p, 0};
        harness_text(h, one);
    }
}

static ChallengeState today_state(Harness *h, ChallengeId *id)
{
    assert_true(profile_challenge_today(CHALLENGE_DAILY, id));
    return stats_challenge_state(&h->sh.profile.stats, id);
}

/* From the menu to the daily challenge's screen with a click. */
static void open_daily(Harness *h)
{
    if (harness_top(h) != SCREEN_MENU)
        shell_push(&h->sh, SCREEN_MENU, 0);
    shell_draw(&h->sh); /* lays the menu out */
    harness_click_rect(h, harness_spot(h, SCREEN_MENU, "daily"));
    assert_int_equal(harness_top(h), SCREEN_CHALLENGE);
    shell_draw(&h->sh);
}

static const char *status(Harness *h) { return harness_value(h, SCREEN_CHALLENGE, "status"); }

/* Plays with the mouse until the game is over; the end box is up. */
static void play_to_end(Harness *h)
{
    for (int guard = 0; guard < 300 && !game_over(harness_game(h)); guard++) {
        harness_dismiss(h);
        assert_true(harness_play_move(h));
    }
    assert_true(game_over(harness_game(h)));
    for (int i = 0; i < 5 && harness_top(h) != SCREEN_FINAL; i++)
        harness_key(h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(h), SCREEN_FINAL);
}

static void test_daily_from_menu(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    ChallengeId id;
    check(today_state(&h, &id) == CHALLENGE_NEW, "today's daily is new in a fresh folder");
    open_daily(&h);
    check(strstr(status(&h), "Only your first attempt counts") != NULL, "the screen says which attempt counts");
    harness_key(&h, SDLK_RETURN, 0); /* Start the challenge */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    GameSettings want;
    assert_true(challenge_settings(&id, &want));
    const Session *s = match_session(h.sh.match);
    const GameSettings *got = session_settings(s);
    check(got->kind == want.kind && got->side == want.side && got->seed == want.seed && got->players == 1 &&
              !memcmp(got->decree_cards, want.decree_cards, sizeof want.decree_cards) &&
              got->ambush_mask == want.ambush_mask,
          "the game is the challenge's");
    const ChallengeTag *tag = session_challenge(s);
    check(tag && tag->attempt == 1 && challenge_id_equal(&tag->id, &id), "tagged as attempt 1");
    check(today_state(&h, &id) == CHALLENGE_IN_PROGRESS, "the attempt is begun in the statistics");

    for (int i = 0; i < 3; i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    /* back in the menu: the challenge offers the game on the table */
    open_daily(&h);
    check(strstr(status(&h), "Resume it") != NULL, "an unfinished attempt is offered to resume");
    harness_key(&h, SDLK_RETURN, 0);
    check(harness_top(&h) == SCREEN_TABLE && session_move_count(match_session(h.sh.match)) == 3,
          "Enter goes back to the attempt on the table, its moves kept");

    /* a restart: the attempt is in the autosave */
    assert_true(harness_restart(&h, args));
    check(today_state(&h, &id) == CHALLENGE_IN_PROGRESS, "still in progress after a restart");
    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0); /* Resume your attempt */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    s = match_session(h.sh.match);
    tag = session_challenge(s);
    check(session_move_count(s) == 3 && tag && tag->attempt == 1, "the autosave's attempt is resumed");

    play_to_end(&h);
    const Game *g = harness_game(&h);
    const StatsChallenge *e = stats_challenge_find(&h.sh.profile.stats, &id);
    check(today_state(&h, &id) == CHALLENGE_COUNTED && e && e->total == game_total(g, 0) &&
              e->rating == game_solo_rating(g),
          "finished: the result counts, with its total and rating");
    check(harness_box_says(&h, "Daily challenge", NULL) && harness_box_says(&h, "this result counts", NULL),
          "the end box names the challenge and says the attempt counted");
    check(harness_spot(&h, SCREEN_FINAL, "copy_code").w > 0, "the end box has Copy code");
    SDL_SetClipboardText("");
    harness_click_rect(&h, harness_spot(&h, SCREEN_FINAL, "copy_code"));
    char code[CHALLENGE_CODE_SIZE];
    assert_true(challenge_code_format(&want, code, sizeof code));
    char *clip = SDL_GetClipboardText();
    check(clip && strcmp(clip, code) == 0, "Copy code puts the game's code on the clipboard");
    printf("# daily %d points, code %s\n", e->total, clip ? clip : "");
    SDL_free(clip);

    /* the stats file has it after a restart; playing again is a replay */
    assert_true(harness_restart(&h, args));
    check(today_state(&h, &id) == CHALLENGE_COUNTED, "the counted result is kept");
    open_daily(&h);
    check(strstr(status(&h), "does not count") != NULL, "Play again says it does not count");
    harness_key(&h, SDLK_RETURN, 0);
    tag = session_challenge(match_session(h.sh.match));
    check(tag && tag->attempt == 2, "the replay is attempt 2");
    play_to_end(&h);
    e = stats_challenge_find(&h.sh.profile.stats, &id);
    check(e && e->replays == 1 && e->best_replay == game_solo_rating(harness_game(&h)) &&
              today_state(&h, &id) == CHALLENGE_COUNTED,
          "the replay is counted apart with its rating; the result stays");
    check(harness_box_says(&h, "does not count", NULL), "the end box says the replay does not count");
    harness_stop(&h);
}

static void test_start_again_asks(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    ChallengeId id;
    today_state(&h, &id);
    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    open_daily(&h);
    harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_1")); /* Start again */
    check(harness_top(&h) == SCREEN_CHALLENGE && strstr(status(&h), "abandons your first attempt") != NULL,
          "Start again asks first and says the attempt will be abandoned");
    check(today_state(&h, &id) == CHALLENGE_IN_PROGRESS, "nothing is abandoned by asking");
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_1")); /* Cancel */
    check(strstr(status(&h), "Resume it") != NULL, "Cancel goes back");
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_1"));
    shell_draw(&h.sh);
    harness_click_rect(&h, harness_spot(&h, SCREEN_CHALLENGE, "button_0")); /* Start again: the attempt will not count */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    const ChallengeTag *tag = session_challenge(match_session(h.sh.match));
    check(tag && tag->attempt == 2 && today_state(&h, &id) == CHALLENGE_ABANDONED,
          "the new game is attempt 2 and the first is abandoned");
    check(session_move_count(match_session(h.sh.match)) == 0, "a new game");
    harness_stop(&h);
}

/* Attempt 1 started and left for a new game before its first move: the new
 * game keeps it under Load game, and the challenge resumes it from there. */
static void test_attempt_kept(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    ChallengeId id;
    today_state(&h, &id);
    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    shell_push(&h.sh, SCREEN_SETUP, 0);
    harness_key(&h, SDLK_RETURN, 0); /* Start game: another game replaces the attempt */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    check(session_challenge(match_session(h.sh.match)) == NULL, "a game that is no challenge is on the table");
    open_daily(&h);
    check(strstr(status(&h), "Resume it") != NULL, "the attempt is offered from the saved games");
    harness_key(&h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    const ChallengeTag *tag = session_challenge(match_session(h.sh.match));
    check(tag && tag->attempt == 1 && challenge_id_equal(&tag->id, &id) &&
              today_state(&h, &id) == CHALLENGE_IN_PROGRESS,
          "the kept attempt 1 is loaded and still counts");
    harness_stop(&h);
}

/* The saves in the data folder: how many there are, and how many of them
 * are games put aside, with their moves and titles (the last seen). */
typedef struct Saves {
    int n, aside, moves;
    char title[SESSION_TITLE_MAX];
} Saves;

static Saves saves_of(Harness *h)
{
    Saves out = {0};
    SaveInfo *list = NULL;
    char err[300];
    out.n = save_list(h->dir, &list, err, sizeof err);
    for (int i = 0; i < out.n; i++)
        if (list[i].put_aside) {
            out.aside++;
            out.moves = list[i].moves;
            snprintf(out.title, sizeof out.title, "%s", list[i].title);
        }
    free(list);
    return out;
}

/* Another game replaces the one on the table (the setup screen's Start). */
static void new_game(Harness *h)
{
    shell_push(&h->sh, SCREEN_SETUP, 0);
    harness_key(h, SDLK_RETURN, 0);
    assert_int_equal(harness_top(h), SCREEN_TABLE);
}

/* A daily put aside keeps its name, in Load game and at the table; taken
 * up again it leaves Load game, put aside again it is there once (not a
 * copy for each time), and finished it is not listed as unfinished. An
 * ordinary game put aside twice is kept once too. */
static void test_put_aside_keeps_its_name(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    ChallengeId id;
    today_state(&h, &id);
    char name[120];
    snprintf(name, sizeof name, "Daily challenge %04d-%02d-%02d", id.year, id.month, id.day);
    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0);
    check(strcmp(harness_table(&h)->corner, name) == 0, "the table names the challenge in its top bar");
    for (int i = 0; i < 3; i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    new_game(&h);
    Saves s = saves_of(&h);
    check(s.n == 1 && s.aside == 1 && s.moves == 3 && strcmp(s.title, name) == 0,
          "put aside under the challenge's name, with its 3 moves");
    check(strstr(harness_table(&h)->facts.status, name) != NULL, "the status line says under which name");
    check(harness_table(&h)->corner[0] == '\0', "the new game's top bar shows its seed");

    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0); /* Resume it */
    check(session_move_count(match_session(h.sh.match)) == 3, "taken up again with its moves");
    s = saves_of(&h);
    check(s.aside == 0, "its copy has left Load game (the autosave holds it)");
    for (int i = 0; i < 2; i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    new_game(&h);
    s = saves_of(&h);
    check(s.aside == 1 && s.moves == 5 && strcmp(s.title, name) == 0, "put aside again: one copy, 5 moves");

    open_daily(&h);
    harness_key(&h, SDLK_RETURN, 0);
    /* a copy left behind all the same (say, by another copy of the game) */
    Session *live = (Session *)match_session(h.sh.match);
    char file0[256], err0[300];
    session_set_put_aside(live, true);
    assert_true(save_named_write(live, h.dir, "Left behind", file0, sizeof file0, err0, sizeof err0));
    session_set_put_aside(live, false);
    assert_int_equal(saves_of(&h).aside, 1);
    play_to_end(&h);
    s = saves_of(&h);
    check(s.aside == 0, "finished: no copy of it is listed as unfinished");

    /* an ordinary game: put aside, loaded, played on, put aside again */
    new_game(&h);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    new_game(&h);
    s = saves_of(&h);
    check(s.aside == 1 && s.moves == 1 && strncmp(s.title, "Unfinished game, ", 17) == 0,
          "an ordinary game is put aside as an unfinished game");
    SaveInfo *list = NULL;
    char err[300], file[256] = "", title[SESSION_TITLE_MAX] = "";
    int n = save_list(h.dir, &list, err, sizeof err);
    for (int i = 0; i < n; i++)
        if (list[i].put_aside) {
            snprintf(file, sizeof file, "%s", list[i].file);
            snprintf(title, sizeof title, "%s", list[i].title);
        }
    free(list);
    assert_true(match_load(h.sh.match, file, title, err, sizeof err)); /* as Load game does */
    harness_tick(&h);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    new_game(&h);
    s = saves_of(&h);
    check(s.aside == 1 && s.moves == 2, "loaded, played on and put aside again: one copy, 2 moves");
    harness_stop(&h);
}

/* The setup screen's code field, clicked and typed into. */
static SetupState *setup_with_code(Harness *h, const char *text)
{
    shell_push(&h->sh, SCREEN_SETUP, 0);
    shell_draw(&h->sh);
    void *ss = shell_screen(&h->sh, SCREEN_SETUP);
    harness_click_rect(h, harness_spot(h, SCREEN_SETUP, "code"));
    SetupState *s = setup_screen_model(ss);
    assert_int_equal(s->focus, SETUP_FIELD_CODE);
    type(h, text);
    return s;
}

static void test_code_in_setup(void **state)
{
    (void)state;
    Harness h;
    const char *args[] = {"--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    /* a U where the code has a V (1E19-VE3B-5P4Q is daily:2026-11-24's) */
    SetupState *s = setup_with_code(&h, "1E19-UE3B-5P4Q");
    check(!s->code_ok && s->code_bad == 5, "the U is found at byte 5");
    check(strcmp(s->code_note, "Character 6, U, is not used in codes (is it a V?).") == 0,
          "the error names the place and suggests a V");
    printf("# %s\n", s->code_note);
    harness_key(&h, SDLK_RETURN, 0); /* Start game */
    check(harness_top(&h) == SCREEN_SETUP && !match_has_game(h.sh.match),
          "Start game with a mistyped code starts nothing");
    check(strstr(s->error, "mistake") != NULL && s->focus == SETUP_FIELD_CODE,
          "it says why and leaves the code field to correct");
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "start"));
    check(harness_top(&h) == SCREEN_SETUP && !match_has_game(h.sh.match), "nor does a click on it");
    harness_click_rect(&h, harness_spot(&h, SCREEN_SETUP, "code"));
    /* back to the U and right from there */
    for (int i = 0; i < 9; i++)
        harness_key(&h, SDLK_BACKSPACE, 0);
    type(&h, "VE3B-5P4X");
    check(!s->code_ok && strstr(s->code_note, "does not check out") != NULL, "a wrong last character fails the check");
    harness_key(&h, SDLK_BACKSPACE, 0);
    type(&h, "q");
    check(s->code_ok && s->code_bad < 0, "the corrected code is read (lower case too)");
    check(strstr(s->code_note, "seed 685793") && strstr(s->code_note, "Side D") && strstr(s->code_note, "Solo"),
          "the note says what game it is");
    GameSettings want;
    ChallengeCodeError e;
    assert_true(challenge_code_parse("1E19-VE3B-5P4Q", &want, &e));
    harness_key(&h, SDLK_RETURN, 0); /* Start game */
    assert_int_equal(harness_top(&h), SCREEN_TABLE);
    char code[CHALLENGE_CODE_SIZE];
    const GameSettings *got = session_settings(match_session(h.sh.match));
    assert_true(challenge_code_format(got, code, sizeof code));
    check(strcmp(code, "1E19-VE3B-5P4Q") == 0, "the game started has the code typed");
    check(got->kind == want.kind && got->side == want.side && got->seed == want.seed && got->players == want.players,
          "kind, side, players and seed are the code's");
    check(session_challenge(match_session(h.sh.match)) == NULL, "a code's game is no challenge attempt");

    /* Ctrl+V with no field focused: the clipboard's code replaces the field */
    shell_push(&h.sh, SCREEN_SETUP, 0);
    s = setup_screen_model(shell_screen(&h.sh, SCREEN_SETUP));
    SDL_SetClipboardText("1e0z p199 5y0h\n");
    harness_key(&h, SDLK_v, KMOD_LCTRL);
    check(s->focus == SETUP_FIELD_CODE && s->code_ok, "Ctrl+V pastes a code into the field");
    check(s->kind == GAME_HEROES && s->side == MAP_SIDE_D && strcmp(s->seed, "519188") == 0 && s->decrees_chosen,
          "and sets the kind, side, seed and scoring cards");
    harness_stop(&h);

    /* German */
    const char *de[] = {"--size", "1024x700", "--lang", "de", NULL};
    assert_true(harness_start(&h, de));
    s = setup_with_code(&h, "1E19-VE3B-5P4Q!");
    check(!s->code_ok && s->code_bad == 14, "the ! is found at byte 14");
    printf("# %s\n", s->code_note);
    check(strstr(s->code_note, "15") != NULL && strstr(s->code_note, "!") != NULL &&
              strstr(s->code_note, "Zeichen") != NULL,
          "the error is German and names the place and the character");
    harness_stop(&h);
}

int main(void)
{
    setenv("CARTOGRAPHERS_TODAY", "2026-11-26", 1); /* no new day in the middle of a test */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_daily_from_menu),
        cmocka_unit_test(test_start_again_asks),
        cmocka_unit_test(test_attempt_kept),
        cmocka_unit_test(test_put_aside_keeps_its_name),
        cmocka_unit_test(test_code_in_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
