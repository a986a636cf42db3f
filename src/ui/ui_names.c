/* ui_names.c: translated names (see ui_names.h). The English texts are the
 * msgids; most are also in strings_catalogue.c. */
#include "ui_names.h"

#include "i18n.h"

const char *name_season(int season)
{
    static const char *const names[] = {N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter")};
    return season >= 0 && season < 4 ? _(names[season]) : "";
}

const char *name_terrain(Content c)
{
    static const char *const names[] = {N_("Forest"),   N_("Village"),   N_("Farm"),      N_("Water"), N_("Monster"),
                                        N_("Hero"),     N_("Mountain"),  N_("Wasteland"), N_("Destroyed")};
    return (int)c >= 0 && c < CONTENT_COUNT ? _(names[c]) : _("Empty");
}

const char *name_category(ScoringCategory c)
{
    switch (c) {
    case CATEGORY_FOREST: return _("Forest");
    case CATEGORY_FARM_WATER: return _("Farm and water");
    case CATEGORY_VILLAGE: return _("Village");
    default: return _("Arrangement");
    }
}

const char *name_button(ButtonId b)
{
    switch (b) {
    case BTN_ROTATE: return _("Rotate");
    case BTN_MIRROR: return _("Mirror");
    case BTN_CANCEL: return _("Cancel");
    case BTN_CONFIRM: return _("Confirm");
    case BTN_UNDO: return _("Undo");
    case BTN_REDO: return _("Redo");
    case BTN_HINT: return _("Hint");
    case BTN_RULES: return _("Rules");
    case BTN_MENU: return _("Menu");
    default: return "";
    }
}

const char *name_card(const Card *c) { return c && c->name ? _(c->name) : ""; }
const char *name_scoring(const ScoringCard *c) { return c && c->name ? _(c->name) : ""; }
const char *text_scoring(const ScoringCard *c) { return c && c->text ? _(c->text) : ""; }

const char *name_strength(int strength)
{
    switch (strength) {
    case 0: return C_("computer strength", "easy");
    case 2: return C_("computer strength", "hard");
    default: return C_("computer strength", "medium");
    }
}
