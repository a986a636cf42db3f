/* ui_screen_stats.c: stub */
typedef int stub_ui_screen_stats;
