/* test_sound.c: the game's sounds, through the whole app driven by input
 * events (harness.h). A whole solo game asks for the expected sound at each
 * event (a move drawn, coins, a card or a monster card turned, a season's
 * end, the game's end) and the mixer plays each; an illegal drop says "no";
 * the placing tools and Undo click unless greyed out;
 * with SDL's disk audio driver, sound is really mixed into the file while
 * unmuted and the file holds only silence after muting; the volume slider
 * and the volume it sets; more sounds at once than the mixer has channels
 * all start; with an audio driver that does not exist the same game plays
 * exactly as before, silent, and the settings say there is no sound
 * instead of showing the slider. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "settings.h"
#include "sound.h"
#include "table_view.h"
#include "ui_test.h"
#include "view.h"
#include "widgets.h"

static const char *const names[SOUND_COUNT] = {"pencil", "card", "coin", "monster", "season", "end", "refuse", "click"};

static Sound *sound_of(Harness *h) { return &h->sh.gfx.sound; }

static void counts(Harness *h, int out[SOUND_COUNT])
{
    for (int i = 0; i < SOUND_COUNT; i++)
        out[i] = sound_asked(sound_of(h), (SoundId)i);
}

/* What one move should sound like, worked out from the games before and
 * after it: the number of requests of each sound. */
static void expected(const Game *before, const Game *after, int want[SOUND_COUNT])
{
    memset(want, 0, sizeof(int) * SOUND_COUNT);
    want[SOUND_PENCIL] = 1;
    for (int p = 0; p < after->settings.players; p++)
        if (after->sheets[p].coins > before->sheets[p].coins)
            want[SOUND_COIN] = 1;
    bool turned = false, monster = false;
    int from = after->season == before->season ? before->row_len : 0;
    for (int i = from; i < after->row_len; i++) {
        turned = true;
        monster |= card_get(after->row[i])->kind == CARD_AMBUSH;
    }
    if (game_over(after))
        want[SOUND_END] = 1;
    else if (game_seasons_scored(after) > game_seasons_scored(before))
        want[SOUND_SEASON] = 1;
    else if (turned)
        want[monster ? SOUND_MONSTER : SOUND_CARD] = 1;
}

typedef struct Played {
    Game end;                /* the game at its end */
    int asked[SOUND_COUNT];  /* every request of the game */
    int played[SOUND_COUNT]; /* those the mixer started */
    int moves;
    bool open; /* the audio device was open */
} Played;

/* Plays a whole solo game with the mouse, checking after every move that
 * exactly the sounds due were asked for. */
static void play_game(const char *seed, Played *out)
{
    Harness h;
    const char *args[] = {"--seed", seed, "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    out->open = sound_of(&h)->open;
    int total_want[SOUND_COUNT] = {0};
    total_want[SOUND_CARD] = 1; /* the first card of a new game */
    int now[SOUND_COUNT];
    counts(&h, now);
    for (int i = 0; i < SOUND_COUNT; i++)
        if (now[i] != total_want[i])
            fail_msg("at the start: %d requests of %s, expected %d", now[i], names[i], total_want[i]);
    out->moves = 0;
    for (int guard = 0; guard < 200 && !game_over(harness_game(&h)); guard++) {
        harness_dismiss(&h);
        Game before = *harness_game(&h);
        int was[SOUND_COUNT];
        counts(&h, was);
        assert_true(harness_play_move(&h));
        out->moves++;
        int want[SOUND_COUNT];
        expected(&before, harness_game(&h), want);
        counts(&h, now);
        for (int i = 0; i < SOUND_COUNT; i++) {
            if (now[i] - was[i] != want[i])
                fail_msg("move %d: %d requests of %s, expected %d", out->moves, now[i] - was[i], names[i], want[i]);
            total_want[i] += want[i];
        }
    }
    assert_true(game_over(harness_game(&h)));
    out->end = *harness_game(&h);
    for (int i = 0; i < SOUND_COUNT; i++) {
        out->asked[i] = sound_asked(sound_of(&h), (SoundId)i);
        out->played[i] = sound_played(sound_of(&h), (SoundId)i);
    }
    harness_stop(&h);
}

/* The game with sound, for test_no_audio_driver to compare. */
static Played with_sound;

static void test_whole_game(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    play_game("11", &with_sound);
    const Played p = with_sound;
    check(p.open, "the dummy audio driver opens");
    assert_int_equal(p.asked[SOUND_PENCIL], p.moves);
    assert_int_equal(p.asked[SOUND_SEASON], 3);
    assert_int_equal(p.asked[SOUND_END], 1);
    check(p.asked[SOUND_CARD] > 10, "cards were turned");
    check(p.asked[SOUND_MONSTER] >= 1, "the game turned a monster card");
    check(p.asked[SOUND_COIN] >= 1, "the game gained a coin");
    assert_int_equal(p.asked[SOUND_REFUSE], 0);
    for (int i = 0; i < SOUND_COUNT; i++)
        if (p.played[i] != p.asked[i])
            fail_msg("%s: asked %d times, played %d", names[i], p.asked[i], p.played[i]);
}

/* Drags the first option onto spaces where it may not go ("no" each time),
 * then onto one where it may (silence). */
static void test_illegal_drop(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    Sound *s = sound_of(&h);
    SDL_Rect opt[UI_MAX_OPTIONS];
    table_view_layout(tv);
    assert_true(view_option_rects(tv, opt) > 0);
    int refused = 0, legal_cell = -1;
    for (int cell = 0; cell < BOARD_SPACES; cell += 3) {
        SDL_Rect r = layout_cell(&tv->ds.layout, cell);
        harness_press(&h, opt[0].x + opt[0].w / 2, opt[0].y + opt[0].h / 2, SDL_BUTTON_LEFT);
        harness_move(&h, r.x + r.w / 2, r.y + r.h / 2);
        harness_release(&h, r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
        assert_true(tv->move.placed && tv->move.preview.valid);
        if (tv->move.preview.legal) {
            legal_cell = cell;
            assert_int_equal(sound_asked(s, SOUND_REFUSE), refused); /* a legal drop is silent */
        } else {
            refused++;
            assert_int_equal(sound_asked(s, SOUND_REFUSE), refused);
            assert_int_equal(sound_played(s, SOUND_REFUSE), refused);
        }
        harness_key(&h, SDLK_ESCAPE, 0); /* take it back */
    }
    check(refused >= 3 && legal_cell >= 0, "drops both illegal and legal were met");
    assert_int_equal(sound_asked(s, SOUND_PENCIL), 0); /* nothing was drawn */
    harness_stop(&h);
}

/* The placing tools and Undo click as Menu and Rules do, greyed ones not. */
static void test_tool_buttons_click(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    TableView *tv = harness_table(&h);
    Sound *s = sound_of(&h);
    const Layout *L = &tv->ds.layout;
    table_view_layout(tv);
    harness_click_rect(&h, L->button[BTN_UNDO]);
    check(sound_asked(s, SOUND_CLICK) == 0, "Undo greyed out (no move yet) is silent");
    SDL_Rect opt[UI_MAX_OPTIONS];
    assert_true(view_option_rects(tv, opt) > 0);
    harness_click_rect(&h, opt[0]);
    check(sound_asked(s, SOUND_CLICK) == 0, "picking a shape is no button");
    shell_draw(&h.sh);
    harness_click_rect(&h, L->button[BTN_ROTATE]);
    check(sound_asked(s, SOUND_CLICK) == 1, "Turn clicks");
    harness_click_rect(&h, L->button[BTN_MIRROR]);
    check(sound_asked(s, SOUND_CLICK) == 2, "Mirror clicks");
    harness_click_rect(&h, L->button[BTN_CANCEL]);
    check(sound_asked(s, SOUND_CLICK) == 3, "Cancel clicks (as it was before it acted)");
    int before = sound_asked(s, SOUND_CLICK);
    harness_click_rect(&h, L->button[BTN_CANCEL]);
    check(sound_asked(s, SOUND_CLICK) == before, "Cancel greyed out is silent");
    harness_click_rect(&h, L->button[BTN_RULES]);
    check(sound_asked(s, SOUND_CLICK) == before + 1, "Rules clicks, as before");
    harness_stop(&h);
}

static bool all_zero(const unsigned char *b, long n)
{
    for (long i = 0; i < n; i++)
        if (b[i])
            return false;
    return true;
}

/* The file SDL's disk driver writes, from byte `from` on; *n its length. */
static unsigned char *read_from(const char *path, long from, long *n)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    *n = size > from ? size - from : 0;
    unsigned char *b = malloc((size_t)*n + 1);
    assert_non_null(b);
    fseek(f, from, SEEK_SET);
    *n = (long)fread(b, 1, (size_t)*n, f);
    fclose(f);
    return b;
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

/* Waits until SDL's disk driver has written `bytes` more than `from` (it
 * writes in real time; a loaded machine may lag), at most 10 s. */
static void wait_for_file(const char *path, long from, long bytes)
{
    for (int i = 0; i < 200 && file_size(path) < from + bytes; i++)
        SDL_Delay(50);
}

/* SDL's disk audio driver from now on, writing to a new file made from
 * the template `path` (which becomes its name). */
static void use_disk_audio(char *path)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", path, 1);
}

/* Sounds asked for faster than they end, while the audio thread is late
 * (SDL's disk driver told to wait 2 s between buffers, so no channel
 * frees): every one still starts, the newest taking the oldest's channel,
 * as a player's quick moves on a busy machine would want. */
static void test_more_sounds_than_channels(void **state)
{
    (void)state;
    char path[] = "/tmp/carto-disk-audio-XXXXXX";
    use_disk_audio(path);
    setenv("SDL_DISKAUDIODELAY", "2000", 1);
    Sound s;
    const char *assets = getenv("CARTOGRAPHERS_ASSETS");
    bool open = sound_open(&s, assets ? assets : ".");
    unsetenv("SDL_DISKAUDIODELAY");
    if (!open) {
        unlink(path);
        skip(); /* this SDL has no disk audio driver */
    }
    sound_set_volume(&s, 100, false);
    for (int i = 0; i < 30; i++)
        sound_play(&s, i % 2 ? SOUND_PENCIL : SOUND_END);
    assert_int_equal(sound_asked(&s, SOUND_PENCIL), 15);
    assert_int_equal(sound_asked(&s, SOUND_END), 15);
    assert_int_equal(sound_played(&s, SOUND_PENCIL), 15);
    assert_int_equal(sound_played(&s, SOUND_END), 15);
    sound_close(&s);
    unlink(path);
}

static void set_mute(Harness *h, bool on)
{
    /* as the Settings screen's check box does it: the value, then the shell applies it */
    assert_true(settings_set(&h->sh.profile.settings, SET_MUTE, on));
    h->sh.ui.settings_changed |= 1u << SET_MUTE;
    shell_settle(&h->sh);
}

static void test_disk_audio_and_mute(void **state)
{
    (void)state;
    char path[] = "/tmp/carto-disk-audio-XXXXXX";
    use_disk_audio(path);
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    Sound *s = sound_of(&h);
    if (!s->open) {
        harness_stop(&h);
        unlink(path);
        skip(); /* this SDL has no disk audio driver */
    }
    /* a few moves, unmuted: their sounds are in the file */
    for (int i = 0; i < 3; i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    assert_true(sound_played(s, SOUND_PENCIL) == 3);
    wait_for_file(path, file_size(path), 64 * 1024); /* the sounds of the last move, mixed and written */
    long n;
    unsigned char *b = read_from(path, 0, &n);
    check(n > 44100, "the disk driver wrote a good part of a second");
    check(!all_zero(b, n), "the sounds of the moves were mixed into the file");
    free(b);

    /* a long sound, muted while it plays: the rest of the file is silence,
     * and the moves after it ask for sounds but none reaches the mixer */
    sound_play(s, SOUND_END);
    SDL_Delay(100);
    set_mute(&h, true);
    long at = file_size(path);
    int played = sound_played(s, SOUND_PENCIL);
    for (int i = 0; i < 3; i++) {
        harness_dismiss(&h);
        assert_true(harness_play_move(&h));
    }
    /* what SDL had mixed before the mute but not yet written: a buffer in
     * flight and the file's stdio buffer, a few KB */
    long skip_bytes = 32 * 1024;
    wait_for_file(path, at, skip_bytes + 96 * 1024);
    b = read_from(path, at + skip_bytes, &n);
    check(n > 44100, "the disk driver went on writing while muted");
    check(all_zero(b, n), "nothing but silence after muting");
    free(b);
    assert_int_equal(sound_played(s, SOUND_PENCIL), played);
    check(sound_asked(s, SOUND_PENCIL) == played + 3, "the moves still asked for their sounds");

    /* unmuted again, the next move is heard */
    set_mute(&h, false);
    at = file_size(path);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    assert_int_equal(sound_played(s, SOUND_PENCIL), played + 1);
    wait_for_file(path, at, 96 * 1024);
    b = read_from(path, at, &n);
    check(!all_zero(b, n), "sound again after unmuting");
    free(b);
    harness_stop(&h);
    unsetenv("SDL_DISKAUDIOFILE");
    unlink(path);
}

/* The slider of the Settings screen: a press sets the value under the
 * pointer (in steps), a drag from it follows the pointer and stops at the
 * ends; and the volume it sets is the one the sounds play at (0: none). */
static void test_volume_slider(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    Harness h;
    const char *args[] = {"--seed", "11", "--size", "1024x700", NULL};
    assert_true(harness_start(&h, args));
    Gfx *g = &h.sh.gfx;
    SDL_Rect r = {100, 100, 320, 40};
    Widgets w;
    int v = 60;
    widgets_begin(&w, g, WIDGETS_HIT, 100, 120, -1); /* the left end */
    check(widget_slider(&w, r, &v, 0, 100, 5) && v == 0, "a press at the left end sets 0");
    int id = w.pressed;
    assert_true(id >= 0);
    widgets_begin(&w, g, WIDGETS_DRAG, 5000, 300, -1); /* dragged far past the right end */
    w.active = id;
    check(widget_slider(&w, r, &v, 0, 100, 5) && v == 100, "a drag past the right end stops at 100");
    widgets_begin(&w, g, WIDGETS_DRAG, 100, 120, -1);
    w.active = id + 1; /* another widget was pressed */
    check(!widget_slider(&w, r, &v, 0, 100, 5) && v == 100, "a drag from elsewhere leaves the slider");
    for (int x = 100; x <= 420; x += 7) {
        widgets_begin(&w, g, WIDGETS_DRAG, x, 120, -1);
        w.active = id;
        widget_slider(&w, r, &v, 0, 100, 5);
        check(v % 5 == 0 && v >= 0 && v <= 100, "the value moves in steps of 5 within the range");
    }
    widgets_begin(&w, g, WIDGETS_HIT, 100, 200, -1); /* below it */
    check(!widget_slider(&w, r, &v, 0, 100, 5), "a press beside it does nothing");

    Sound *s = sound_of(&h);
    assert_int_equal(s->volume, 60); /* the setting's default, applied at start */
    assert_true(settings_set(&h.sh.profile.settings, SET_VOLUME, 0));
    h.sh.ui.settings_changed |= 1u << SET_VOLUME;
    shell_settle(&h.sh);
    int played = sound_played(s, SOUND_PENCIL);
    assert_true(harness_play_move(&h));
    check(sound_played(s, SOUND_PENCIL) == played, "nothing is played at volume 0");
    assert_true(settings_set(&h.sh.profile.settings, SET_VOLUME, 35));
    h.sh.ui.settings_changed |= 1u << SET_VOLUME;
    shell_settle(&h.sh);
    assert_int_equal(s->volume, 35);
    harness_dismiss(&h);
    assert_true(harness_play_move(&h));
    check(sound_played(s, SOUND_PENCIL) == played + 1, "a sound again at volume 35");
    harness_stop(&h);
}

static void same_game(const Game *a, const Game *b)
{
    assert_int_equal(a->moves_applied, b->moves_applied);
    for (int p = 0; p < a->settings.players; p++) {
        assert_memory_equal(&a->sheets[p].board, &b->sheets[p].board, sizeof a->sheets[p].board);
        assert_int_equal(a->sheets[p].coins, b->sheets[p].coins);
        assert_int_equal(game_total(a, p), game_total(b, p));
    }
}

static void test_no_audio_driver(void **state)
{
    (void)state;
    const Played *w = &with_sound; /* test_whole_game's, same seed */
    if (w->moves == 0)
        fail_msg("runs after test_whole_game");
    Played with = *w;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    Played without;
    play_game("11", &without);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    check(with.open && !without.open, "sound is off without a driver");
    same_game(&with.end, &without.end);
    assert_int_equal(with.moves, without.moves);
    for (int i = 0; i < SOUND_COUNT; i++) {
        assert_int_equal(with.asked[i], without.asked[i]);
        assert_int_equal(without.played[i], 0);
    }
}

/* Whether the settings screen, drawn afresh, drew a text starting with
 * `start` (the texts drawn are the text cache's keys; a wrapped text's
 * first line starts with its first words). */
static bool settings_drew(Harness *h, const char *start)
{
    TextSystem *ts = &h->sh.gfx.text;
    for (int i = 0; i < TEXT_CACHE_SIZE; i++)
        if (ts->cache[i].tex && !strncmp(ts->cache[i].key, start, strlen(start)))
            return true;
    return false;
}

static void draw_settings(Harness *h)
{
    shell_push(&h->sh, SCREEN_SETTINGS, 0);
    text_flush(&h->sh.gfx.text);
    shell_draw(&h->sh);
}

/* Without a device the settings say so, with SDL's reason, where the
 * volume slider and Mute would be (they would do nothing); with one they
 * are there and the note is not. */
static void test_settings_without_sound(void **state)
{
    (void)state;
    const char *args[] = {"--size", "1024x700", NULL};
    Harness h;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    assert_true(harness_start(&h, args));
    Sound *s = sound_of(&h);
    check(!s->open && s->failed && s->why[0], "no device: sound off, and why");
    draw_settings(&h);
    check(settings_drew(&h, "No sound: no audio device could be opened ("), "the settings say there is no sound");
    check(!settings_drew(&h, "Sound volume") && !settings_drew(&h, "Mute all sound"),
          "and show no volume slider or Mute");
    harness_stop(&h);

    setenv("SDL_AUDIODRIVER", "dummy", 1);
    assert_true(harness_start(&h, args));
    check(sound_of(&h)->open && !sound_of(&h)->failed, "the dummy driver opens");
    draw_settings(&h);
    check(settings_drew(&h, "Sound volume") && settings_drew(&h, "Mute all sound"), "with sound: the slider and Mute");
    check(!settings_drew(&h, "No sound"), "and no note");
    harness_stop(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_game),          cmocka_unit_test(test_illegal_drop),
        cmocka_unit_test(test_tool_buttons_click),
        cmocka_unit_test(test_disk_audio_and_mute), cmocka_unit_test(test_volume_slider),
        cmocka_unit_test(test_no_audio_driver),     cmocka_unit_test(test_settings_without_sound),
        cmocka_unit_test(test_more_sounds_than_channels),
    };
    return cmocka_run_group_tests_name("ui_sound", tests, NULL, NULL);
}
