/* ui_screen_campaign.c: stub */
typedef int stub_ui_screen_campaign;
