/* test_window.c: the window kept between runs (core/window_place.c and the
 * settings' window-* rows): what is remembered of a normal, maximised,
 * fullscreen or minimised window, that it survives prefs.txt, where the
 * window opens again (on a display, shrunk to fit, centred when the saved
 * place is off every display), the window fitted to its display once the
 * window manager's frame is known, and the built-in window icon. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "session_test_util.h"
#include "settings_file.h"
#include "ui_test.h"
#include "window.h"
#include "window_place.h"

static const SDL_Rect one_display[] = {{0, 0, 1920, 1080}};
/* a laptop and, right of it, a bigger screen that sits lower */
static const SDL_Rect two_displays[] = {{0, 0, 1366, 740}, {1366, 200, 2560, 1400}};

static UiArgs no_args(void)
{
    UiArgs a;
    memset(&a, 0, sizeof a);
    a.side = -1;
    a.kind = -1;
    return a;
}

static void test_remember(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s);
    check(settings_get(&s, SET_WINDOW_W) == 0 && settings_get(&s, SET_WINDOW_MAXIMISED) == 0,
          "nothing is remembered at first");
    check(window_remember(&s, SDL_WINDOW_SHOWN, 130, 90, 1100, 720), "a normal window is remembered");
    check(settings_get(&s, SET_WINDOW_X) == 130 && settings_get(&s, SET_WINDOW_Y) == 90 &&
              settings_get(&s, SET_WINDOW_W) == 1100 && settings_get(&s, SET_WINDOW_H) == 720,
          "its size and place");
    check(!window_remember(&s, SDL_WINDOW_SHOWN, 130, 90, 1100, 720), "the same again changes nothing");
    /* maximised: the state, not the size (the size to restore is the normal one) */
    check(window_remember(&s, SDL_WINDOW_SHOWN | SDL_WINDOW_MAXIMIZED, 0, 0, 1920, 1050), "maximising is remembered");
    check(settings_get(&s, SET_WINDOW_MAXIMISED) == 1 && settings_get(&s, SET_WINDOW_W) == 1100 &&
              settings_get(&s, SET_WINDOW_X) == 130,
          "a maximised window keeps the normal size and place");
    /* fullscreen and minimised say nothing of the window */
    check(!window_remember(&s, SDL_WINDOW_FULLSCREEN_DESKTOP, 0, 0, 1920, 1080), "fullscreen is not remembered");
    check(!window_remember(&s, SDL_WINDOW_MINIMIZED, -32000, -32000, 160, 28), "minimised is not remembered");
    check(settings_get(&s, SET_WINDOW_MAXIMISED) == 1 && settings_get(&s, SET_WINDOW_W) == 1100,
          "still maximised, same normal size");
    check(window_remember(&s, SDL_WINDOW_SHOWN, 200, 100, 1000, 700), "restored and moved");
    check(settings_get(&s, SET_WINDOW_MAXIMISED) == 0 && settings_get(&s, SET_WINDOW_X) == 200 &&
              settings_get(&s, SET_WINDOW_W) == 1000,
          "no longer maximised, the new size and place");
    check(!window_remember(&s, SDL_WINDOW_SHOWN, 5, 5, 300, 200) && settings_get(&s, SET_WINDOW_W) == 1000,
          "a size below the window's minimum is not remembered");
}

static void test_file_round_trip(void **state)
{
    (void)state;
    char *dir = tu_mkdtemp();
    char path[1024], msg[SESSION_MESSAGE_MAX], err[SESSION_MESSAGE_MAX];
    snprintf(path, sizeof path, "%s/prefs.txt", dir);
    Settings s, t;
    settings_defaults(&s);
    assert_true(window_remember(&s, SDL_WINDOW_SHOWN, -1800, 40, 1440, 900)); /* left of the first display */
    assert_true(window_remember(&s, SDL_WINDOW_MAXIMIZED, 0, 0, 2560, 1400));
    assert_true(settings_save(&s, path, err, sizeof err));
    assert_int_equal(settings_load(&t, path, msg, sizeof msg), FILE_LOADED);
    assert_string_equal(msg, "");
    assert_int_equal(settings_get(&t, SET_WINDOW_X), -1800);
    assert_int_equal(settings_get(&t, SET_WINDOW_Y), 40);
    assert_int_equal(settings_get(&t, SET_WINDOW_W), 1440);
    assert_int_equal(settings_get(&t, SET_WINDOW_H), 900);
    assert_int_equal(settings_get(&t, SET_WINDOW_MAXIMISED), 1);
    size_t len;
    char *text = tu_read(path, &len);
    assert_non_null(strstr(text, "\nwindow-width 1440\nwindow-height 900\nwindow-x -1800\nwindow-y 40\n"
                                 "window-maximised yes\n"));
    free(text);
    /* a bad value falls back to "never measured", with a warning */
    const char *bad = "cartographers-prefs 1\nwindow-width 99999\nwindow-height 700\nwindow-x left\n";
    tu_write(path, bad, strlen(bad));
    assert_int_equal(settings_load(&t, path, msg, sizeof msg), FILE_LOADED);
    assert_int_equal(settings_get(&t, SET_WINDOW_W), 0);
    assert_int_equal(settings_get(&t, SET_WINDOW_H), 700);
    assert_int_equal(settings_get(&t, SET_WINDOW_X), 0);
    assert_non_null(strstr(msg, "line 2: window-width: bad value"));
    assert_non_null(strstr(msg, "line 4: window-x: bad value"));
    tu_rmdir(dir);
}

static void test_place(void **state)
{
    (void)state;
    UiArgs a = no_args();
    Settings s;
    settings_defaults(&s);
    WindowPlace p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.centred && p.w == 1280 && p.h == 800 && !p.maximised, "first run: 1280x800, centred");
    p = window_place(&s, &a, (const SDL_Rect[]){{0, 0, 1024, 740}}, 1, 1.0f);
    check(p.centred && p.w == 921 && p.h == 666, "first run on a small display: 9/10 of it");
    /* Windows at 150 %: the window's units are pixels; the default grows by
     * the scale, then fits 9/10 of the display (1920x1040 usable pixels) */
    p = window_place(&s, &a, (const SDL_Rect[]){{0, 0, 1920, 1040}}, 1, 1.5f);
    check(p.centred && p.w == 1728 && p.h == 936, "first run at 150 %: 1920x1200 fitted to 1728x936");
    p = window_place(&s, &a, (const SDL_Rect[]){{0, 0, 2560, 1400}}, 1, 1.25f);
    check(p.w == 1600 && p.h == 1000, "first run at 125 % on a big display: 1600x1000");
    p = window_place(&s, &a, one_display, 1, 0.0f);
    check(p.w == 1280 && p.h == 800, "no scale known: 1280x800");

    window_remember(&s, SDL_WINDOW_SHOWN, 300, 120, 1100, 700);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(!p.centred && p.x == 300 && p.y == 120 && p.w == 1100 && p.h == 700, "where it was left");

    /* the second display went away: the place is off every display */
    window_remember(&s, SDL_WINDOW_SHOWN, 2000, 400, 1600, 1000);
    p = window_place(&s, &a, two_displays, 2, 1.0f);
    check(!p.centred && p.x == 2000 && p.y == 400, "on the second display while it is there");
    p = window_place(&s, &a, two_displays, 1, 1.0f);
    check(p.centred && p.w == 1366 && p.h == 740, "gone: centred on the first, shrunk to it");
    /* only a sliver of the title bar on the display */
    window_remember(&s, SDL_WINDOW_SHOWN, 1300, 100, 1000, 700);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(!p.centred, "most of the title bar on the display: kept");
    window_remember(&s, SDL_WINDOW_SHOWN, 1850, 100, 1000, 700);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.centred, "70 points of title bar on the display: centred");
    window_remember(&s, SDL_WINDOW_SHOWN, 100, 1060, 1000, 700);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.centred, "the title bar below the display: centred");
    window_remember(&s, SDL_WINDOW_SHOWN, 100, -30, 1000, 700);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.centred, "the title bar above the display: centred");
    /* bigger than the display it is on: shrunk and kept on it */
    window_remember(&s, SDL_WINDOW_SHOWN, 500, 300, 1800, 1000);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(!p.centred && p.w == 1800 && p.h == 1000 && p.x == 120 && p.y == 80, "moved back onto the display");
    window_remember(&s, SDL_WINDOW_SHOWN, 10, 10, 2400, 1400);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(!p.centred && p.w == 1920 && p.h == 1080 && p.x == 0 && p.y == 0, "shrunk to the display");

    window_remember(&s, SDL_WINDOW_MAXIMIZED, 0, 0, 1920, 1050);
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.maximised, "maximised again");
    a.width = 1024;
    a.height = 700;
    p = window_place(&s, &a, one_display, 1, 1.0f);
    check(p.centred && p.w == 1024 && p.h == 700 && !p.maximised, "--size wins, as it is, not maximised");
    a = no_args();
    p = window_place(&s, &a, NULL, 0, 1.0f);
    check(p.w == 2400 && p.h == 1400 && p.centred && p.maximised, "no displays known: nothing shrunk, centred");
}

static bool rect_is(SDL_Rect r, int x, int y, int w, int h) { return r.x == x && r.y == y && r.w == w && r.h == h; }

/* A window once shown, with the window manager's frame round it (openbox:
 * 20 points of title bar, 1 at the sides, 5 under it): kept as it is where
 * all of it is on the usable area, else shrunk and moved until it is. */
static void test_fit(void **state)
{
    (void)state;
    SDL_Rect out = {-1, -1, -1, -1};
    const SDL_Rect full_hd = {0, 0, 1920, 1080}, xga = {0, 0, 1024, 768};
    /* --size 1920x1080 on a 1920x1080 screen: placed under the title bar */
    check(window_fit((SDL_Rect){1, 20, 1920, 1080}, 20, 1, 5, 1, full_hd, &out) && rect_is(out, 1, 20, 1918, 1055),
          "as large as the screen: shrunk to what the frame leaves, the frame on the screen");
    /* the same without a window manager: no frame, it fits exactly */
    check(!window_fit((SDL_Rect){0, 0, 1920, 1080}, 0, 0, 0, 0, full_hd, &out), "no frame: the screen's size fits");
    /* 1024x700 centred on 1024x768: its sides' frame past the edges */
    check(window_fit((SDL_Rect){0, 34, 1024, 700}, 20, 1, 5, 1, xga, &out) && rect_is(out, 1, 34, 1022, 700),
          "1024 wide on 1024: two points narrower, its height and place kept");
    check(!window_fit((SDL_Rect){1, 34, 1022, 700}, 20, 1, 5, 1, xga, &out), "and then it fits");
    check(!window_fit((SDL_Rect){52, 58, 921, 691}, 20, 1, 5, 1, xga, &out), "the default size fits as it is");
    /* fits in size but not in place: moved, not shrunk */
    check(window_fit((SDL_Rect){1000, 500, 1280, 800}, 20, 1, 5, 1, full_hd, &out) && rect_is(out, 639, 275, 1280, 800),
          "hanging off the bottom right: moved back, the size kept");
    check(window_fit((SDL_Rect){-50, 5, 1280, 800}, 20, 1, 5, 1, full_hd, &out) && rect_is(out, 1, 20, 1280, 800),
          "off the top left: moved to the frame's width and height");
    /* a usable area that is not the whole screen (a panel at the top), on a second display */
    const SDL_Rect panel = {1920, 30, 2560, 1410};
    check(window_fit((SDL_Rect){1920, 0, 2560, 1440}, 20, 1, 5, 1, panel, &out) && rect_is(out, 1921, 50, 2558, 1385),
          "under a panel on the second display: below it, on that display");
    /* nothing known or nothing left: as it is */
    check(!window_fit((SDL_Rect){0, 0, 1920, 1080}, 20, 1, 5, 1, (SDL_Rect){0, 0, 0, 0}, &out), "no usable area");
    check(!window_fit((SDL_Rect){0, 0, 1920, 1080}, 2000, 1, 5, 1, full_hd, &out), "a frame larger than the screen");
    check(!window_fit((SDL_Rect){0, 0, 1920, 1080}, -1, 0, 0, 0, full_hd, &out), "a frame that makes no sense");
}

static void test_icon(void **state)
{
    (void)state;
    SDL_Surface *icon = window_icon();
    assert_non_null(icon);
    assert_int_equal(icon->w, 128);
    assert_int_equal(icon->h, 128);
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(icon, SDL_PIXELFORMAT_RGBA32, 0);
    assert_non_null(rgba);
    const Uint8 *px = rgba->pixels;
    /* the corner is transparent, the sheet's parchment opaque */
    const Uint8 *corner = px;
    const Uint8 *centre = px + 64 * rgba->pitch + 100 * 4;
    check(corner[3] == 0, "the icon's corner is transparent");
    check(centre[3] == 255, "the icon's sheet is opaque");
    SDL_FreeSurface(rgba);
    SDL_FreeSurface(icon);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_remember),
        cmocka_unit_test(test_file_round_trip),
        cmocka_unit_test(test_place),
        cmocka_unit_test(test_fit),
        cmocka_unit_test(test_icon),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
