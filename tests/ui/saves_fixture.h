/* saves_fixture.h: a folder of saved games that look alike at first sight,
 * for the Load game screen's tests and screenshots: two solo games put
 * aside on two days, a game of three players under a long name, and a
 * save of an older version (no date inside: dated by its file). */
#ifndef UI_TESTS_SAVES_FIXTURE_H
#define UI_TESTS_SAVES_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>

#define SAVES_FIXTURE_COUNT 4

/* The local time of a day and hour, in seconds since 1970. */
long long saves_fixture_time(int year, int month, int day, int hour, int minute);

/* Writes the saves into `dir`; false with the reason in err. */
bool saves_fixture_write(const char *dir, char *err, size_t errsize);

#endif
