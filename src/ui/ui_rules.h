/* ui_rules.h: the rules screen, reachable at any time: how a game goes,
 * and the text of every card (scoring cards with their solo values,
 * explore cards with their time, ambushes, heroes). It scrolls. */
#ifndef UI_RULES_H
#define UI_RULES_H

#include <stdbool.h>

struct App;
struct Action;

void rules_open(struct App *app);
void draw_rules(struct App *app);
/* Scrolling and closing; true when something changed. */
bool rules_action(struct App *app, const struct Action *a);

#endif
