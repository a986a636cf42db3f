/* ui_dialog_saves.c: stub */
#include "ui_app.h"
#include "ui_input.h"
#include "ui_screens.h"
#include "ui_widgets.h"
const char *name_campaign(int index) { (void)index; return "x"; }
void campaign_run(struct Widgets *w) { (void)w; }
void stats_run(struct Widgets *w) { (void)w; }
void settings_run(struct Widgets *w) { (void)w; }
void saves_run(struct Widgets *w) { (void)w; }
bool saves_key(struct App *app, const struct Action *a) { (void)app; (void)a; return false; }
void saves_open(struct App *app, bool saving) { (void)saving; screen_open(app, SCREEN_SAVES); }
