/* fonts.c: fonts, the rendered-string cache and word wrapping (see fonts.h). */
#include "fonts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define TEXT_PROBES 8

static const FontFace role_face[FONT_COUNT] = {
    [FONT_TITLE] = FACE_SERIF, [FONT_HEADING] = FACE_SERIF,  [FONT_CARD] = FACE_SERIF,
    [FONT_BODY] = FACE_SANS,   [FONT_SMALL] = FACE_SANS,     [FONT_NUMBER] = FACE_SANS_BOLD,
    [FONT_BIG] = FACE_SANS_BOLD, [FONT_ITALIC] = FACE_SERIF_ITALIC, [FONT_FINE] = FACE_SANS,
};

/* EB Garamond's figures are old-style: its "1" reads as an "I" in "Player
 * 1's turn". Digits in the serif roles are drawn with the sans face's
 * lining figures instead, a little smaller, on the same baseline. */
static bool serif(FontRole role) { return role_face[role] == FACE_SERIF || role_face[role] == FACE_SERIF_ITALIC; }

static int figures_px(int px) { return px * 4 / 5 > 6 ? px * 4 / 5 : 6; }

bool text_init(TextSystem *ts, Assets *a)
{
    memset(ts, 0, sizeof *ts);
    ts->widths = calloc(TEXT_WIDTHS, sizeof *ts->widths); /* without it, text is measured each time */
    for (int i = 0; i < FONT_COUNT; i++) {
        FontFace f = role_face[i];
        SDL_RWops *rw = SDL_RWFromConstMem(a->font[f], (int)a->font_len[f]);
        ts->px[i] = 16;
        ts->font[i] = rw ? TTF_OpenFontRW(rw, 1, ts->px[i]) : NULL;
        if (!ts->font[i]) {
            char path[ASSET_PATH_MAX + 64];
            assets_font_path(a, f, path, sizeof path);
            assets_report(a, path, TTF_GetError());
            text_free(ts);
            return false;
        }
        TTF_SetFontHinting(ts->font[i], TTF_HINTING_LIGHT);
        if (serif((FontRole)i)) {
            SDL_RWops *frw = SDL_RWFromConstMem(a->font[FACE_SANS], (int)a->font_len[FACE_SANS]);
            ts->figures[i] = frw ? TTF_OpenFontRW(frw, 1, figures_px(ts->px[i])) : NULL;
            if (ts->figures[i])
                TTF_SetFontHinting(ts->figures[i], TTF_HINTING_LIGHT);
        }
    }
    return true;
}

void text_flush(TextSystem *ts)
{
    for (int i = 0; i < TEXT_CACHE_SIZE; i++) {
        if (ts->cache[i].tex)
            SDL_DestroyTexture(ts->cache[i].tex);
        memset(&ts->cache[i], 0, sizeof ts->cache[i]);
    }
    if (ts->widths)
        memset(ts->widths, 0, TEXT_WIDTHS * sizeof *ts->widths);
}

void text_free(TextSystem *ts)
{
    text_flush(ts);
    for (int i = 0; i < FONT_COUNT; i++) {
        if (ts->font[i])
            TTF_CloseFont(ts->font[i]);
        if (ts->figures[i])
            TTF_CloseFont(ts->figures[i]);
        ts->font[i] = NULL;
        ts->figures[i] = NULL;
    }
    free(ts->widths);
    ts->widths = NULL;
}

void text_set_sizes(TextSystem *ts, const int px[FONT_COUNT])
{
    bool changed = false;
    for (int i = 0; i < FONT_COUNT; i++) {
        int p = px[i] < 6 ? 6 : px[i];
        if (p != ts->px[i] && ts->font[i]) {
            TTF_SetFontSize(ts->font[i], p);
            if (ts->figures[i])
                TTF_SetFontSize(ts->figures[i], figures_px(p));
            ts->px[i] = p;
            changed = true;
        }
    }
    if (changed)
        text_flush(ts);
}

/* Digits drawn in the lining figures of another face (see above). */
static bool split_figures(const TextSystem *ts, FontRole role, const char *s)
{
    return ts->figures[role] && strpbrk(s, "0123456789") != NULL;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* The length of a number in brackets at s ("(2026)", "[3]"), or 0. */
static size_t bracketed_number(const char *s)
{
    char close = *s == '(' ? ')' : *s == '[' ? ']' : '\0';
    if (!close || !is_digit(s[1]))
        return 0;
    size_t n = 1;
    while (is_digit(s[n]))
        n++;
    return s[n] == close ? n + 1 : 0;
}

/* The length of the run at s: digits, or anything else. Brackets around
 * nothing but a number go with its figures: the serif italic's slanted
 * brackets beside upright figures leave a gap ("(2026 )"). */
static size_t run_length(const char *s, bool *digits)
{
    size_t b = bracketed_number(s);
    *digits = b > 0 || is_digit(*s);
    if (b)
        return b;
    size_t n = 0;
    while (s[n] && is_digit(s[n]) == *digits && (*digits || n == 0 || !bracketed_number(s + n)))
        n++;
    return n;
}

/* The code point at s, UTF-8 (a stray byte as itself). */
static Uint32 code_point(const unsigned char *s)
{
    if (s[0] < 0xC0)
        return s[0];
    int more = s[0] >= 0xF0 ? 3 : s[0] >= 0xE0 ? 2 : 1;
    Uint32 cp = s[0] & (0x3Fu >> more);
    for (int i = 1; i <= more; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return s[0];
        cp = cp << 6 | (s[i] & 0x3Fu);
    }
    return cp;
}

static bool glyph_metrics(TTF_Font *font, Uint32 cp, int *minx, int *maxx, int *advance)
{
    int miny, maxy;
#if SDL_TTF_VERSION_ATLEAST(2, 0, 18)
    return TTF_GlyphMetrics32(font, cp, minx, maxx, &miny, &maxy, advance) == 0;
#else
    return cp <= 0xFFFF && TTF_GlyphMetrics(font, (Uint16)cp, minx, maxx, &miny, &maxy, advance) == 0;
#endif
}

/* How far a run's box (as SDL_ttf measures and draws it) reaches beyond
 * its pen: left of where its first glyph begins and right of where its
 * last one ends (a slanted bracket's overhang). Where two runs meet, those
 * overlap rather than open a gap. */
static void overhangs(TTF_Font *font, const char *run, size_t n, int w, int *lead, int *tail)
{
    *lead = *tail = 0;
    if (n == 0)
        return;
    int minx, maxx, advance;
    if (glyph_metrics(font, code_point((const unsigned char *)run), &minx, &maxx, &advance) && minx < 0)
        *lead = -minx;
    size_t last = n - 1;
    while (last > 0 && ((unsigned char)run[last] & 0xC0) == 0x80)
        last--;
    if (glyph_metrics(font, code_point((const unsigned char *)run + last), &minx, &maxx, &advance) && maxx > advance)
        *tail = maxx - advance;
    *lead = SDL_min(*lead, w / 2);
    *tail = SDL_min(*tail, w / 2);
}

static int measure(TTF_Font *font, const char *s)
{
    int w = 0, h = 0;
    if (!ui_check(TTF_SizeUTF8(font, s, &w, &h), "measure text"))
        return 0;
    return w;
}

static unsigned hash_str(const char *s, int role, Uint32 color)
{
    unsigned h = 2166136261u ^ (unsigned)role * 16777619u ^ color;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static int measure_text(const TextSystem *ts, FontRole role, const char *s);

int text_width(const TextSystem *ts, FontRole role, const char *s)
{
    if (!s || !*s || !ts->font[role])
        return 0;
    if (!ts->widths || strlen(s) >= TEXT_KEY_MAX)
        return measure_text(ts, role, s);
    unsigned hash = hash_str(s, (int)role, 0);
    TextWidth *e = &ts->widths[hash % TEXT_WIDTHS];
    if (e->role == (int)role + 1 && e->hash == hash && strcmp(e->key, s) == 0)
        return e->w;
    e->w = measure_text(ts, role, s);
    e->hash = hash;
    e->role = (int)role + 1;
    snprintf(e->key, sizeof e->key, "%s", s);
    return e->w;
}

static int measure_text(const TextSystem *ts, FontRole role, const char *s)
{
    if (!split_figures(ts, role, s))
        return measure(ts->font[role], s);
    /* each run's box starts where the last one's pen ended, less the
     * overhangs (see overhangs) */
    int at = 0, end = 0, tail = 0;
    char run[512];
    while (*s) {
        bool digits;
        size_t n = run_length(s, &digits);
        size_t k = n < sizeof run - 1 ? n : sizeof run - 1;
        memcpy(run, s, k);
        run[k] = '\0';
        TTF_Font *font = digits ? ts->figures[role] : ts->font[role];
        int w = measure(font, run), lead, next_tail;
        overhangs(font, run, k, w, &lead, &next_tail);
        if (end > 0)
            at = SDL_max(end - tail - lead, 0);
        end = at + w;
        tail = next_tail;
        s += n;
    }
    return end;
}

int text_line_height(const TextSystem *ts, FontRole role) { return ts->font[role] ? TTF_FontHeight(ts->font[role]) : 0; }

int text_ascent(const TextSystem *ts, FontRole role) { return ts->font[role] ? TTF_FontAscent(ts->font[role]) : 0; }


static Uint32 pack(SDL_Color c) { return (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a; }

/* A "role" of the cache: the role's font, or (role + FONT_COUNT) its figures. */
static TTF_Font *font_of(const TextSystem *ts, int key_role)
{
    return key_role >= FONT_COUNT ? ts->figures[key_role - FONT_COUNT] : ts->font[key_role];
}

static SDL_Texture *render_string(TextSystem *ts, SDL_Renderer *r, int role, const char *s, SDL_Color c, int *w,
                                  int *h)
{
    SDL_Color opaque = {c.r, c.g, c.b, 255};
    SDL_Surface *surf = ui_check_ptr(TTF_RenderUTF8_Blended(font_of(ts, role), s, opaque), "render text");
    if (!surf)
        return NULL;
    SDL_Texture *t = ui_check_ptr(SDL_CreateTextureFromSurface(r, surf), "make a texture of text");
    *w = surf->w;
    *h = surf->h;
    SDL_FreeSurface(surf);
    if (t) {
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        SDL_SetTextureAlphaMod(t, c.a);
    }
    return t;
}

/* Returns the cached texture for a string (rendering it if needed); strings
 * too long to cache come back with *owned set and must be destroyed. */
static SDL_Texture *get_string(TextSystem *ts, SDL_Renderer *r, int role, const char *s, SDL_Color c, int *w,
                               int *h, bool *owned)
{
    *owned = false;
    if (strlen(s) >= TEXT_KEY_MAX) {
        *owned = true;
        return render_string(ts, r, role, s, c, w, h);
    }
    Uint32 col = pack(c);
    unsigned hash = hash_str(s, role, col);
    ts->tick++;
    /* a string lives in one of TEXT_PROBES places from its hash's; a new
     * one takes the place of the least recently used of those */
    int victim = -1;
    for (int k = 0; k < TEXT_PROBES; k++) {
        int i = (int)((hash + (unsigned)k) % TEXT_CACHE_SIZE);
        TextEntry *e = &ts->cache[i];
        if (e->tex && e->hash == hash && e->role == role && e->color == col && strcmp(e->key, s) == 0) {
            e->used = ts->tick;
            *w = e->w;
            *h = e->h;
            return e->tex;
        }
        if (victim < 0 || (ts->cache[victim].tex && (!e->tex || e->used < ts->cache[victim].used)))
            victim = i;
    }
    TextEntry *e = &ts->cache[victim];
    if (e->tex)
        SDL_DestroyTexture(e->tex);
    memset(e, 0, sizeof *e);
    e->tex = render_string(ts, r, role, s, c, &e->w, &e->h);
    if (!e->tex)
        return NULL;
    e->hash = hash;
    e->role = role;
    e->color = col;
    e->used = ts->tick;
    snprintf(e->key, sizeof e->key, "%s", s);
    *w = e->w;
    *h = e->h;
    return e->tex;
}

/* One run of one font with its top at y, left at x; returns its width. */
static int draw_run(TextSystem *ts, SDL_Renderer *r, int key_role, const char *s, int x, int y, SDL_Color c)
{
    int w = 0, h = 0;
    bool owned;
    SDL_Texture *t = get_string(ts, r, key_role, s, c, &w, &h, &owned);
    if (!t)
        return 0;
    SDL_Rect dst = {x, y, w, h};
    ui_check(SDL_RenderCopy(r, t, NULL, &dst), "draw text");
    if (owned)
        SDL_DestroyTexture(t);
    return w;
}

int text_draw(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, int x, int y, SDL_Color c,
              TextAlign align)
{
    if (!s || !*s || !ts->font[role])
        return 0;
    int w = text_width(ts, role, s);
    if (align == ALIGN_CENTER)
        x -= w / 2;
    else if (align == ALIGN_RIGHT)
        x -= w;
    if (!split_figures(ts, role, s))
        return draw_run(ts, r, (int)role, s, x, y, c);
    /* the figures sit on the serif's baseline */
    int drop = TTF_FontAscent(ts->font[role]) - TTF_FontAscent(ts->figures[role]);
    char run[512];
    int at = 0, end = 0, tail = 0; /* as measure_text places them */
    while (*s) {
        bool digits;
        size_t n = run_length(s, &digits);
        size_t k = n < sizeof run - 1 ? n : sizeof run - 1;
        memcpy(run, s, k);
        run[k] = '\0';
        TTF_Font *font = digits ? ts->figures[role] : ts->font[role];
        int rw = measure(font, run), lead, next_tail;
        overhangs(font, run, k, rw, &lead, &next_tail);
        if (end > 0)
            at = SDL_max(end - tail - lead, 0);
        draw_run(ts, r, digits ? (int)role + FONT_COUNT : (int)role, run, x + at, digits ? y + drop : y, c);
        end = at + rw;
        tail = next_tail;
        s += n;
    }
    return end;
}

/* Longest prefix (in bytes, on a UTF-8 boundary) of s[0..len) that fits in
 * maxw when followed by `suffix`. */
static size_t fit_prefix(const TextSystem *ts, FontRole role, const char *s, size_t len, int maxw, const char *suffix)
{
    char buf[512];
    size_t best = 0;
    size_t i = 0;
    if (len > sizeof buf - 8)
        len = sizeof buf - 8;
    while (i < len) {
        size_t j = i + 1;
        while (j < len && ((unsigned char)s[j] & 0xC0) == 0x80)
            j++;
        memcpy(buf, s, j);
        snprintf(buf + j, sizeof buf - j, "%s", suffix);
        if (text_width(ts, role, buf) > maxw)
            break;
        best = j;
        i = j;
    }
    return best;
}

int text_draw_fit(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, int x, int y, int maxw, SDL_Color c,
                  TextAlign align)
{
    if (!s || !*s)
        return 0;
    if (text_width(ts, role, s) <= maxw)
        return text_draw(ts, r, role, s, x, y, c, align);
    char buf[512];
    size_t n = fit_prefix(ts, role, s, strlen(s), maxw, "\xE2\x80\xA6");
    while (n > 0 && s[n - 1] == ' ')
        n--;
    if (n == 0)
        return 0;
    if (n > sizeof buf - 8)
        n = sizeof buf - 8;
    memcpy(buf, s, n);
    memcpy(buf + n, "\xE2\x80\xA6", 4);
    ts->shortened++;
    snprintf(ts->last_shortened, sizeof ts->last_shortened, "%s", s);
    return text_draw(ts, r, role, buf, x, y, c, align);
}

void text_draw_in(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c)
{
    int h = text_line_height(ts, role);
    text_draw_fit(ts, r, role, s, box.x + box.w / 2, box.y + (box.h - h) / 2, box.w, c, ALIGN_CENTER);
}

void text_draw_vertical(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c)
{
    char buf[512];
    if (!s || !*s || box.h <= 0 || !ts->font[role])
        return;
    snprintf(buf, sizeof buf, "%s", s);
    if (text_width(ts, role, buf) > box.h) {
        size_t n = fit_prefix(ts, role, s, strlen(s), box.h, "\xE2\x80\xA6");
        while (n > 0 && s[n - 1] == ' ')
            n--;
        if (n == 0 || n > sizeof buf - 8)
            return;
        memcpy(buf, s, n);
        memcpy(buf + n, "\xE2\x80\xA6", 4);
        ts->shortened++;
        snprintf(ts->last_shortened, sizeof ts->last_shortened, "%s", s);
    }
    int w = 0, h = 0;
    bool owned;
    SDL_Texture *t = get_string(ts, r, role, buf, c, &w, &h, &owned);
    if (!t)
        return;
    int cx = box.x + box.w / 2, cy = box.y + box.h - w / 2;
    SDL_Rect dst = {cx - w / 2, cy - h / 2, w, h};
    ui_check(SDL_RenderCopyEx(r, t, NULL, &dst, -90.0, NULL, SDL_FLIP_NONE), "draw turned text");
    if (owned)
        SDL_DestroyTexture(t);
}

bool text_words(TextSystem *ts, const FontRole *roles, int n, const char *s, int maxw, char *out, size_t size,
                FontRole *role)
{
    out[0] = '\0';
    if (!s || !*s || n <= 0)
        return false;
    for (int i = 0; i < n; i++)
        if (text_width(ts, roles[i], s) <= maxw) {
            snprintf(out, size, "%s", s);
            *role = roles[i];
            return true;
        }
    /* the smallest role, as many whole words as fit */
    *role = roles[n - 1];
    size_t best = 0;
    char buf[256];
    for (size_t k = 0; s[k] && k < sizeof buf - 1; k++) {
        if (s[k] != ' ')
            continue;
        memcpy(buf, s, k);
        buf[k] = '\0';
        if (text_width(ts, *role, buf) > maxw)
            break;
        best = k;
    }
    if (best == 0 || best >= size)
        return false;
    memcpy(out, s, best);
    out[best] = '\0';
    ts->abbreviated++;
    return true;
}

/* ---- wrapping ---- */

#define WRAP_MAX_LINES 64

typedef struct Line {
    const char *start;
    size_t len;
} Line;

static int wrap(const TextSystem *ts, FontRole role, const char *s, int width, Line *lines, int max)
{
    char buf[512];
    int n = 0;
    const char *p = s;
    while (*p && n < max) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        const char *line_start = p;
        const char *last_fit = NULL; /* end of the last word that fits */
        const char *q = p;
        for (;;) {
            const char *word_end = q;
            while (*word_end && *word_end != ' ' && *word_end != '\n')
                word_end++;
            size_t len = (size_t)(word_end - line_start);
            if (len >= sizeof buf)
                len = sizeof buf - 1;
            memcpy(buf, line_start, len);
            buf[len] = '\0';
            if (text_width(ts, role, buf) > width)
                break;
            last_fit = word_end;
            if (*word_end != ' ')
                break;
            q = word_end + 1;
        }
        if (!last_fit) {
            /* a single word wider than the line: cut it */
            const char *word_end = line_start;
            while (*word_end && *word_end != ' ' && *word_end != '\n')
                word_end++;
            size_t cut = fit_prefix(ts, role, line_start, (size_t)(word_end - line_start), width, "");
            if (cut == 0)
                cut = 1;
            last_fit = line_start + cut;
        }
        lines[n].start = line_start;
        lines[n].len = (size_t)(last_fit - line_start);
        n++;
        p = last_fit;
        if (*p == '\n')
            p++;
    }
    return n;
}

int text_wrap_count(const TextSystem *ts, FontRole role, const char *s, int width)
{
    Line lines[WRAP_MAX_LINES];
    if (!s || !*s || width <= 0)
        return 0;
    return wrap(ts, role, s, width, lines, WRAP_MAX_LINES);
}

int text_wrap_height(const TextSystem *ts, FontRole role, const char *s, int width)
{
    return text_wrap_count(ts, role, s, width) * text_line_height(ts, role);
}

int text_wrap_last_width(const TextSystem *ts, FontRole role, const char *s, int width)
{
    Line lines[WRAP_MAX_LINES];
    char buf[512];
    if (!s || !*s || width <= 0)
        return 0;
    int n = wrap(ts, role, s, width, lines, WRAP_MAX_LINES);
    if (n <= 0)
        return 0;
    size_t len = lines[n - 1].len < sizeof buf - 1 ? lines[n - 1].len : sizeof buf - 1;
    memcpy(buf, lines[n - 1].start, len);
    buf[len] = '\0';
    return text_width(ts, role, buf);
}

int text_draw_wrapped(TextSystem *ts, SDL_Renderer *r, FontRole role, const char *s, SDL_Rect box, SDL_Color c,
                      TextAlign align)
{
    Line lines[WRAP_MAX_LINES];
    char buf[512];
    if (!s || !*s || box.w <= 0)
        return 0;
    int n = wrap(ts, role, s, box.w, lines, WRAP_MAX_LINES);
    int lh = text_line_height(ts, role);
    int fit = lh > 0 ? box.h / lh : n;
    if (fit < 1)
        fit = 1;
    int shown = n < fit ? n : fit;
    int x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
    for (int i = 0; i < shown; i++) {
        size_t len = lines[i].len < sizeof buf - 1 ? lines[i].len : sizeof buf - 1;
        memcpy(buf, lines[i].start, len);
        buf[len] = '\0';
        if (i == shown - 1 && shown < n) {
            /* the text goes on: say so */
            size_t rest = strlen(lines[i].start);
            if (rest > sizeof buf - 1)
                rest = sizeof buf - 1;
            memcpy(buf, lines[i].start, rest);
            buf[rest] = '\0';
        }
        char after = lines[i].start[lines[i].len];
        if (after && after != ' ' && after != '\n') {
            /* a word wider than the box was cut: as bad as an ellipsis */
            ts->shortened++;
            snprintf(ts->last_shortened, sizeof ts->last_shortened, "%s", s);
        }
        text_draw_fit(ts, r, role, buf, x, box.y + i * lh, box.w, c, align);
    }
    return shown * lh;
}

void text_drop_last_char(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && ((unsigned char)s[n - 1] & 0xC0) == 0x80)
        n--; /* continuation bytes of the last UTF-8 character */
    if (n > 0)
        n--;
    s[n] = '\0';
}
