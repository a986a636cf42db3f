/* ui_screen_settings.c: stub */
typedef int stub_ui_screen_settings;
