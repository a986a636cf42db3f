/* challenge_golden.h: the text of tests/session/data/challenges.txt, the
 * golden file that pins a list of challenges: their codes, settings, piles
 * and every season's deck in dealing order. test_challenge_golden.c
 * compares it with the file; gen_challenges (run by regen-challenges.sh)
 * writes it. */
#ifndef CARTO_CHALLENGE_GOLDEN_H
#define CARTO_CHALLENGE_GOLDEN_H

/* The whole file's text (malloc'd), or NULL with a message on stderr. */
char *challenge_golden_text(void);

#endif
