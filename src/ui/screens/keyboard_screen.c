/* keyboard_screen.c: the on-screen keyboard (gfx/keyboard.h), a screen on
 * the stack over the screen whose text field it fills, for a gamepad or a
 * finger alone (as on a Steam Deck). The field at the top shows the text
 * as typed; the keys below, each a target a finger can hit. The D-pad (or
 * the arrows) moves the cursor, A (Enter) types the key under it, B
 * erases the last character and, with nothing left to erase, cancels; X
 * is Shift, Y a space, Start OK. A tap types the key tapped. A physical
 * keyboard's typing goes into the field too, Esc cancels. OK and Cancel
 * answer the screen below (ui_push_keyboard). */
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "i18n.h"
#include "palette.h"
#include "panel.h"
#include "screens.h"
#include "touch.h"
#include "widgets.h"

typedef struct Keyboard {
    Panel panel;
    Osk k;
    SDL_Rect spot_field;
    SDL_Rect spot_key[OSK_ROWS][OSK_UNITS];
    bool send_fits; /* the OK key, as last laid out, has room for "Send" */
} Keyboard;

/* OK's word: "Send" on a chat line, which it sends; on the key only where
 * it has room for it (the key of a small text size says OK; the pad's strip
 * always has room). */
static const char *send_key_word(void)
{
    /* TRANSLATORS: the on-screen keyboard's OK key while a chat line is typed (it sends it): one narrow key, so
     * a short word */
    return C_("keyboard key", "Send");
}

static const char *ok_label(const Ui *ui, bool room, bool key)
{
    if (!ui->keyboard.sends || !room)
        return _("OK");
    return key ? send_key_word() : _("Send");
}

static const char *label_of(const Keyboard *s, const Ui *ui, const OskKey *key)
{
    switch (key->action) {
    case OSK_CHAR: return key->text;
    /* TRANSLATORS: the on-screen keyboard's Shift key (capitals), as a keyboard labels it */
    case OSK_SHIFT: return _("Shift");
    case OSK_ACCENTS_KEY: return s->k.page >= OSK_ACCENTS ? "abc" : "áé";
    /* TRANSLATORS: the on-screen keyboard's space bar */
    case OSK_SPACE: return _("Space");
    case OSK_BACKSPACE: return _("Delete");
    case OSK_CANCEL: return _("Cancel");
    case OSK_OK: return ok_label(ui, s->send_fits, true);
    }
    return "";
}

/* OK or Cancel: the screen below is told. */
static void finish(Keyboard *s, Ui *ui, OskResult r)
{
    if (r == OSK_DONE) {
        snprintf(ui->keyboard.text, sizeof ui->keyboard.text, "%s", s->k.text);
        ui_answer(ui, KEYBOARD_OK);
    } else if (r == OSK_CANCELLED) {
        ui_answer(ui, KEYBOARD_CANCELLED);
    }
}

static void walk(void *self, Ui *ui, Widgets *w)
{
    Keyboard *s = self;
    Gfx *g = ui->gfx;
    const Metrics *L = &g->m;
    SDL_Rect body;
    /* TRANSLATORS: the title of the on-screen keyboard (a verb: type a text) */
    if (widget_frame(w, 960, 0, _("Type"), &body)) {
        finish(s, ui, osk_do(&s->k, OSK_CANCEL));
        return;
    }
    int row = widget_row_height(g);
    s->spot_field = gfx_rect(body.x, body.y, body.w, row);
    widget_field(w, s->spot_field, s->k.text, true, false);
    int top = body.y + row + 2 * L->gap, gap = SDL_max(L->gap / 2, 2);
    int unit = (body.w + gap) / OSK_UNITS;
    /* as tall as wide where there is room, never less than a finger's target */
    int target = (int)(TOUCH_TARGET * g->m.dpi * 0.8f);
    int kh = SDL_min(unit - gap, (body.y + body.h - top) / OSK_ROWS - gap);
    kh = SDL_max(kh, SDL_max(row, target));
    bool cursor_shown = g->input == INPUT_PAD || g->input == INPUT_KEYS;
    for (int r = 0; r < OSK_ROWS; r++) {
        const OskKey *keys;
        int n = osk_row(&s->k, r, &keys);
        for (int i = 0; i < n; i++) {
            SDL_Rect kr = gfx_rect(body.x + keys[i].x * unit, top + r * (kh + gap), keys[i].w * unit - gap, kh);
            s->spot_key[r][i] = kr;
            if (keys[i].action == OSK_OK) /* (the button's small face is the narrowest it draws a word in) */
                s->send_fits = text_width(&g->text, FONT_SMALL, send_key_word()) <= kr.w - 4;
            bool here = r == s->k.row && i == s->k.col;
            if (here && cursor_shown)
                w->focus = w->id + 1; /* the ring on the cursor's key */
            ButtonLook look = keys[i].action == OSK_OK ? BUTTON_PRIMARY : BUTTON_NORMAL;
            if (widget_button(w, kr, label_of(s, ui, &keys[i]), look))
                finish(s, ui, osk_press_at(&s->k, r, i));
        }
    }
}

/* The pad's strip: what its buttons do here (event()), not "A Press, B Back". */
static int pad_hints(const Ui *ui, PadHint h[5])
{
    h[0] = (PadHint){GLYPH_A, _("Type")};
    h[1] = (PadHint){GLYPH_B, _("Delete")};
    h[2] = (PadHint){GLYPH_X, _("Shift")};
    h[3] = (PadHint){GLYPH_Y, _("Space")};
    h[4] = (PadHint){GLYPH_START, ok_label(ui, true, false)};
    return 5;
}

static void draw(void *self, Ui *ui)
{
    Keyboard *s = self;
    PadHint h[5];
    panel_draw_hints(&s->panel, self, ui, walk, h, pad_hints(ui, h));
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Keyboard *s = self;
    Osk *k = &s->k;
    if (e->kind == UI_TEXT) { /* a physical keyboard's typing */
        bool changed = false;
        for (const char *p = e->text; *p;) {
            int len = 1;
            while (((unsigned char)p[len] & 0xC0) == 0x80)
                len++;
            char one[8];
            snprintf(one, sizeof one, "%.*s", len, p);
            size_t n = strlen(k->text);
            if (n + (size_t)len <= (size_t)k->max && (!k->accept || k->accept(k->text, one))) {
                memcpy(k->text + n, one, (size_t)len + 1);
                changed = true;
            }
            p += len;
        }
        return changed;
    }
    if (e->kind == UI_KEY) {
        bool pad = e->source == INPUT_PAD;
        switch (e->key) {
        case KEY_LEFT: osk_move(k, -1, 0); return true;
        case KEY_RIGHT: osk_move(k, 1, 0); return true;
        case KEY_UP: osk_move(k, 0, -1); return true;
        case KEY_DOWN: osk_move(k, 0, 1); return true;
        case KEY_CONFIRM: /* A types the key; Enter on a real keyboard: done */
            finish(s, ui, pad ? osk_press(k) : osk_do(k, OSK_OK));
            return true;
        case KEY_BACKSPACE: osk_do(k, OSK_BACKSPACE); return true;
        case KEY_CANCEL:
            if (pad && osk_do(k, OSK_BACKSPACE) == OSK_CHANGED)
                return true; /* B erases; with nothing left, it cancels */
            finish(s, ui, osk_do(k, OSK_CANCEL));
            return true;
        case KEY_NEXT:
            if (pad) { /* X */
                osk_do(k, OSK_SHIFT);
                return true;
            }
            osk_move(k, e->shift ? -1 : 1, 0);
            return true;
        case KEY_MENU: finish(s, ui, osk_do(k, OSK_OK)); return true; /* Start */
        case KEY_CHAR:
            if (pad) { /* Y */
                osk_do(k, OSK_SPACE);
                return true;
            }
            return false; /* a letter typed: it comes as text */
        case KEY_SPACE: return false; /* it comes as text */
        default: break;
        }
    }
    bool taken;
    return panel_event(&s->panel, self, ui, e, walk, &taken);
}

static void *create(Ui *ui)
{
    (void)ui;
    return panel_screen_create(sizeof(Keyboard));
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Keyboard *s = self;
    panel_screen_enter(self, ui, why);
    osk_open(&s->k, ui->keyboard.text, ui->keyboard.max, ui->keyboard.accept);
    SDL_StartTextInput();
}

/* The text as typed, the page, the key under the cursor, the pad's strip
 * ("A Type, B Delete, ..."); where the field and each key are
 * ("key_ROW_INDEX"). */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Keyboard *s = self;
    report_value(r, "text", "%s", s->k.text);
    report_value(r, "page", "%d", (int)s->k.page);
    report_value(r, "cursor", "%d_%d", s->k.row, s->k.col);
    report_value(r, "key", "%s", label_of(s, ui, osk_current(&s->k)));
    PadHint h[5];
    char hints[160] = "";
    for (int i = 0, n = pad_hints(ui, h); i < n; i++)
        SDL_snprintf(hints + strlen(hints), sizeof hints - strlen(hints), "%s%s %s", i ? ", " : "",
                     glyph_name(ui->gfx->pads.style, h[i].glyph), h[i].label);
    report_value(r, "pad_hints", "%s", hints);
    r->spot(r, "field", s->spot_field);
    for (int row = 0; row < OSK_ROWS; row++) {
        const OskKey *keys;
        int n = osk_row(&s->k, row, &keys);
        for (int i = 0; i < n; i++)
            report_spot(r, s->spot_key[row][i], "key_%d_%d", row, i);
    }
    panel_report(&s->panel, r);
}

const ScreenType *keyboard_screen(void)
{
    static const ScreenType type = {
        .name = "keyboard", .opaque = true, .create = create, .destroy = free, .enter = enter,
        .leave = panel_screen_leave_typing, .event = event, .draw = draw, .report = report,
    };
    return &type;
}
