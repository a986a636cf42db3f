/* boxes.c: the hand-over, season, final and not-saved boxes over the play
 * table (see boxes.h).
 *
 * A box is built as a small document (a title, a few lines of text, a
 * table, buttons) from the table's view and the box's own state, then laid
 * out from text measurements: the same layout serves drawing, hit-testing
 * and the report. */
#include "boxes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "focus.h"
#include "glyphs.h"
#include "game_code.h"
#include "gfx.h"
#include "hit.h"
#include "i18n.h"
#include "look.h"
#include "names.h"
#include "net_banner.h"
#include "palette.h"
#include "platform.h"
#include "result_image.h"
#include "season_effects.h"
#include "share.h"
#include "status.h"
#include "table.h"
#include "table_sound.h"
#include "touch.h"
#include "tutorial.h"

#define DOC_LINES (3 + NEWS_MAX) /* the most lines a box has */
#define DOC_ROWS 10
#define DOC_COLS 9
#define CELL_MAX 64

typedef struct Doc {
    char title[96];
    char lines[DOC_LINES][200];
    int nlines;
    char cell[DOC_ROWS][DOC_COLS][CELL_MAX];
    /* the same table in shorter words, for a window too narrow for it
     * (the final box of several: "1." for "1. hely", "Spr." for "Spring") */
    char narrow[DOC_ROWS][DOC_COLS][CELL_MAX];
    bool has_narrow;
    bool strong[DOC_ROWS]; /* a row in bold (header, result) */
    int nrows, ncols;
    int left_cols;   /* the first columns are text (names), aligned left; 1 when 0 */
    int aside_cols;  /* the last columns are asides (not added into the total), in the soft ink */
    char after[200]; /* a line under the table */
    char big[96];    /* a large line under that (the solo title) */
    char note[200];  /* news under it (the campaign) */
    bool note_good;  /* the goal was reached */
    char kept[SESSION_MESSAGE_MAX + 200]; /* end of game: where the game is kept, or why it is not */
    bool kept_error;
    const char *button[BOXB_COUNT];
    bool share_row[BOXB_COUNT]; /* the button sits in the row of sharing buttons */
    char share_note[FILEIO_PATH_MAX + 200]; /* under that row: what the last of them did */
    char share_short[300];     /* the same, shorter, where the long one does not fit */
    bool share_error;
    char undo_label[96]; /* the hand-over's undo button, with whose move it is */
    char code[96];       /* the game's code, in a row with BOXB_COPY_CODE ("" none) */
} Doc;

typedef struct DocLayout {
    SDL_Rect panel;
    int title_y, lines_y, table_y, after_y, big_y, note_y, code_y, share_note_y;
    int kept_y, kept_h; /* where the game is kept (end of game) */
    int share_note_h;   /* the sharing note's lines */
    bool share_short;   /* the note is shown in its shorter words (the long ones do not fit one line) */
    int col_x[DOC_COLS];
    int col_w[DOC_COLS];
    int table_w;
    bool narrow; /* the table is shown in its shorter words (Doc.narrow) */
    int row_h;
    SDL_Rect button[BOXB_COUNT];
} DocLayout;

/* One box: which, the table it belongs to, and what it keeps itself. */
typedef struct Box {
    ScreenId kind;
    void *table;   /* the table's state (the owner it was entered with) */
    TableView *tv; /* its view: the game, names, news, past maps, layout, pointer and hover */
    int season;    /* SCREEN_SEASON: the season scored */
    bool quitting; /* SCREEN_NOT_SAVED: opened by quitting: it offers "Quit anyway" */
    char why[SESSION_MESSAGE_MAX + 200]; /* SCREEN_NOT_SAVED: why the game is not on disk */
    char home[512];                      /* SCREEN_NOT_SAVED: where "Save a copy" writes ("" none) */
    int game;           /* SCREEN_FINAL: the table's game serial the notes below are of */
    ShareNote share;    /* SCREEN_FINAL: what the last sharing button did */
    bool code_copied;   /* SCREEN_FINAL: the code is on the clipboard */
    int focus;          /* the button with the focus of the keys (BOXB_*), -1: the main one */
    /* what it says, built once per game event (entering, a match event, an
     * action of its own) and in the language it was built in */
    Doc doc;
    bool built;
    char lang[16];
} Box;

static void cell(Doc *d, int r, int c, const char *text) { snprintf(d->cell[r][c], CELL_MAX, "%s", text); }

static void cellf(Doc *d, int r, int c, int value) { snprintf(d->cell[r][c], CELL_MAX, "%d", value); }

static void build_handover(const TableView *tv, Doc *d)
{
    const Game *g = &tv->game;
    const Decision *dec = &g->decision;
    const char *actor = tv->names[dec->actor];
    snprintf(d->title, sizeof d->title, _("%s's turn"), actor);
    const Card *c = card_get(dec->card);
    if (dec->actor != dec->sheet)
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], _("%s draws %s on %s's map"), actor, name_card(c),
                 tv->names[dec->sheet]);
    else
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], _("%s's map"), tv->names[dec->sheet]);
    /* what happened since their last turn */
    int seen = news_count(&tv->facts.news, dec->actor);
    if (seen > 0)
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s", _("Since your last turn:"));
    for (int i = 0; i < seen && d->nlines < DOC_LINES; i++)
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], "\xE2\x80\xA2 %s", news_line(&tv->facts.news, dec->actor, i));
    d->button[BOXB_CONTINUE] = _("Ready");
    int last = match_last_actor(tv->ui->match);
    /* the screen has not passed yet: the one who just moved may take it back
     * (never a computer's move: it would make the same one again) */
    if (tv->facts.can_undo && !match_is_computer(tv->ui->match, last)) {
        if (last >= 0 && last < MAX_PLAYERS)
            /* TRANSLATORS: a hand-over screen's button; a player's name. */
            snprintf(d->undo_label, sizeof d->undo_label, _("Undo %s's move"), tv->names[last]);
        else
            snprintf(d->undo_label, sizeof d->undo_label, "%s", _("Undo my move"));
        d->button[BOXB_UNDO] = d->undo_label;
    }
}

static void build_season(const TableView *tv, int s, Doc *d)
{
    const Game *g = &tv->game;
    int pair[2];
    game_season_decrees(s, pair);
    snprintf(d->title, sizeof d->title, "%s", _("End of season"));
    snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s", name_season(s));
    d->ncols = 6;
    char a[16], b[16];
    snprintf(a, sizeof a, _("Decree %s"), (char[]){(char)('A' + pair[0]), 0});
    snprintf(b, sizeof b, _("Decree %s"), (char[]){(char)('A' + pair[1]), 0});
    cell(d, 0, 0, "");
    cell(d, 0, 1, a);
    cell(d, 0, 2, b);
    cell(d, 0, 3, _("Coins"));
    cell(d, 0, 4, _("Monsters"));
    cell(d, 0, 5, _("Total"));
    d->strong[0] = true;
    int n = g->settings.players;
    for (int p = 0; p < n && p + 1 < DOC_ROWS; p++) {
        const SeasonScore *sc = &g->sheets[p].seasons[s];
        cell(d, p + 1, 0, n > 1 ? tv->names[p] : "");
        cellf(d, p + 1, 1, sc->decree[0]);
        cellf(d, p + 1, 2, sc->decree[1]);
        cellf(d, p + 1, 3, sc->coins);
        cellf(d, p + 1, 4, sc->monsters);
        cellf(d, p + 1, 5, sc->total);
    }
    d->nrows = n + 1 < DOC_ROWS ? n + 1 : DOC_ROWS;
    /* the lasting effects that act after a scoring (the Dragon and the
     * Gorgon act when they are drawn): those that did something, or that
     * none did */
    int effects[8], acted = 0;
    int ne = season_effects_in_play(g, effects);
    for (int i = 0; i < ne && d->nlines < DOC_LINES; i++) {
        const Card *c = card_get(effects[i]);
        if (!season_effect_acted(g, &tv->facts.past, s, effects[i]))
            continue;
        acted++;
        if (c->effect == EFFECT_ZOMBIE)
            snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s: %s", name_card(c),
                     _("the zombies have spread to every empty space next to them."));
        else
            snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s: %s", name_card(c),
                     _("each map's troll now destroys an empty space next to it."));
    }
    if (ne > 0 && acted == 0 && d->nlines < DOC_LINES)
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s",
                 ngettext("The lasting effect in play had nothing to act on this season.",
                          "The lasting effects in play had nothing to act on this season.", ne));
    d->button[BOXB_CONTINUE] = _("Continue");
}

/* The final box's sharing buttons, and under them what the last one did. */
static void build_share(const ShareNote *note, Doc *d)
{
    d->button[BOXB_SAVE_IMAGE] = _("Save image");
    d->button[BOXB_COPY_SUMMARY] = _("Copy summary");
    d->share_row[BOXB_SAVE_IMAGE] = d->share_row[BOXB_COPY_SUMMARY] = true;
    if (note->folder[0]) { /* an image was saved: where it went, one click away */
        d->button[BOXB_OPEN_FOLDER] = _("Open folder");
        d->share_row[BOXB_OPEN_FOLDER] = true;
    }
    snprintf(d->share_note, sizeof d->share_note, "%s", note->text);
    snprintf(d->share_short, sizeof d->share_short, "%s", note->shorter);
    d->share_error = note->error;
}

/* The game's code and its Copy button, and the challenge it was. */
static void add_code(const TableView *tv, bool copied, Doc *d)
{
    d->nlines += game_code_challenge_lines(tv, &d->lines[d->nlines], DOC_LINES - d->nlines);
    char code[CHALLENGE_CODE_SIZE];
    if (!game_code_of(tv, code, sizeof code))
        return;
    /* TRANSLATORS: the finished game's challenge code, for a friend to play the same game. */
    snprintf(d->code, sizeof d->code, _("Code of this game: %s"), code);
    d->button[BOXB_COPY_CODE] = copied ? _("Copied") : _("Copy code");
}

static void build_final(const Box *b, Doc *d)
{
    const TableView *tv = b->tv;
    const Game *g = &tv->game;
    int n = g->settings.players;
    snprintf(d->title, sizeof d->title, "%s", _("Final scores"));
    if (n <= 1) {
        d->ncols = 2;
        cell(d, 0, 0, _("Total"));
        cellf(d, 0, 1, game_total(g, 0));
        d->strong[0] = true;
        int r = 1;
        for (int i = 0; i < DECREES; i++, r++) {
            const ScoringCard *card = scoring_card(g->decree_cards[i]);
            char label[CELL_MAX];
            snprintf(label, sizeof label, "%s", name_scoring(card));
            cell(d, r, 0, label);
            cellf(d, r, 1, card ? -card->solo_value : 0);
        }
        int rating = game_solo_rating(g);
        cell(d, r, 0, _("Rating"));
        cellf(d, r, 1, rating);
        d->strong[r] = true;
        d->nrows = r + 1;
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s", _("Solo rating"));
        snprintf(d->after, sizeof d->after, "%s", _("Queen Gimnax grants you the title"));
        snprintf(d->big, sizeof d->big, "%s", _(game_title_name(rating)));
        snprintf(d->note, sizeof d->note, "%s", match_result_note(tv->ui->match));
        const CampaignGame *cg = campaign_game(match_campaign_index(tv->ui->match));
        int goal = 0;
        d->note_good = cg && match_counts(tv->ui->match) && campaign_title_threshold(cg->goal, &goal) && rating >= goal;
    } else {
        int places[MAX_PLAYERS];
        game_ranking(g, places);
        /* every player's four seasons, the total; then, aside (they are in
         * the seasons already, not to be added again), the coins on the
         * track at the end (as the coin track and the CLI's `play` show
         * them) and the monsters over the game (the tie-break) */
        d->ncols = 9;
        d->left_cols = 2;
        d->aside_cols = 2;
        cell(d, 0, 0, _("Ranking"));
        cell(d, 0, 1, "");
        for (int s = 0; s < SEASONS; s++)
            cell(d, 0, 2 + s, name_season(s));
        cell(d, 0, 6, _("Total"));
        cell(d, 0, 7, _("Coins"));
        cell(d, 0, 8, _("Monsters"));
        d->strong[0] = true;
        int r = 1, row_place[DOC_ROWS] = {0};
        for (int place = 1; place <= n; place++)
            for (int p = 0; p < n && r < DOC_ROWS; p++) {
                if (places[p] != place)
                    continue;
                row_place[r] = place;
                char pl[CELL_MAX];
                /* TRANSLATORS: a place in the final box's ranking, written as the past games and the statistics
                 * write it before a name ("%d. %s: %d", context "place, name, points"). */
                snprintf(pl, sizeof pl, C_("ranking place", "%d."), place);
                cell(d, r, 0, pl);
                cell(d, r, 1, tv->names[p]);
                const Sheet *sh = &g->sheets[p];
                for (int s = 0; s < SEASONS; s++)
                    cellf(d, r, 2 + s, sh->seasons[s].total);
                cellf(d, r, 6, game_total(g, p));
                cellf(d, r, 7, sh->coins);
                cellf(d, r, 8, sh->monster_total);
                d->strong[r] = place == 1;
                r++;
            }
        d->nrows = r;
        /* the shorter words: the places as "1.", the seasons as on the score boxes */
        memcpy(d->narrow, d->cell, sizeof d->narrow);
        d->has_narrow = true;
        d->narrow[0][0][0] = '\0';
        for (int s = 0; s < SEASONS; s++)
            snprintf(d->narrow[0][2 + s], CELL_MAX, "%s", name_season_short(s));
        for (int row = 1; row < r; row++)
            /* TRANSLATORS: a place in the final ranking, short (context "ranking place" where there is room). */
            snprintf(d->narrow[row][0], CELL_MAX, C_("ranking place, short", "%d."), row_place[row]);
        bool tie = false;
        for (int p = 0; p < n; p++)
            for (int q = p + 1; q < n; q++)
                tie = tie || game_total(g, p) == game_total(g, q);
        if (tie)
            snprintf(d->after, sizeof d->after, "%s", _("Tie-break: fewer points lost to monsters"));
        /* "Played with hints.", or why the game does not count */
        snprintf(d->note, sizeof d->note, "%s", match_result_note(tv->ui->match));
    }
    char why[sizeof d->kept];
    MatchPast past = match_past(tv->ui->match, why, sizeof why);
    if (past == PAST_KEPT)
        snprintf(d->kept, sizeof d->kept, "%s", _("This game is kept in Past games (Menu)."));
    else if (past == PAST_FAILED)
        snprintf(d->kept, sizeof d->kept, "%s", why);
    d->kept_error = past == PAST_FAILED;
    add_code(tv, b->code_copied, d);
    d->button[BOXB_CONTINUE] = _("View map");
    d->button[BOXB_REPLAY] = _("Watch replay");
    /* TRANSLATORS: a button: the strong computer player's review of the game, move by move. */
    d->button[BOXB_REVIEW] = _("Review");
    d->button[BOXB_NEW_GAME] = _("New game");
    build_share(&b->share, d);
}

/* A long text as lines of at most `width` bytes, broken at spaces (a word
 * longer than that, such as a path, is broken where it must be). */
static void add_wrapped(Doc *d, const char *text, int width)
{
    const char *p = text;
    while (*p && d->nlines < DOC_LINES - 3) {
        int len = (int)strlen(p), cut = len;
        if (len > width) {
            cut = width;
            while (cut > width / 2 && p[cut] != ' ')
                cut--;
            if (p[cut] != ' ') /* no space: break inside, at a character's start */
                for (cut = width; cut > 0 && ((unsigned char)p[cut] & 0xC0) == 0x80; cut--)
                    ;
        }
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%.*s", cut, p);
        p += cut;
        while (*p == ' ')
            p++;
    }
}

static void build_not_saved(const Box *b, Doc *d)
{
    snprintf(d->title, sizeof d->title, "%s", _("The game is not saved"));
    add_wrapped(d, b->why, 80);
    snprintf(d->lines[d->nlines++], sizeof d->lines[0], "%s", _("Your moves are kept only while the game is open."));
    if (b->home[0])
        /* TRANSLATORS: a folder. */
        snprintf(d->lines[d->nlines++], sizeof d->lines[0], _("\xE2\x80\x9CSave a copy\xE2\x80\x9D writes it to %s."),
                 b->home);
    d->button[BOXB_RETRY] = _("Try again");
    if (b->home[0])
        d->button[BOXB_COPY] = _("Save a copy");
    if (b->quitting) {
        d->button[BOXB_QUIT] = _("Quit anyway");
        d->button[BOXB_CONTINUE] = _("Back to the game");
    } else {
        d->button[BOXB_CONTINUE] = _("Play on");
    }
}

/* The box's document, from the table's view (its facts are the latest: the
 * table takes each match event first) and the box's own state; false
 * before it was entered. */
static bool build(const Box *b, Doc *d)
{
    memset(d, 0, sizeof *d);
    if (!b->tv)
        return false;
    switch (b->kind) {
    case SCREEN_HANDOVER:
        build_handover(b->tv, d);
        return true;
    case SCREEN_SEASON:
        build_season(b->tv, b->season, d);
        return true;
    case SCREEN_FINAL:
        build_final(b, d);
        return true;
    case SCREEN_NOT_SAVED:
        build_not_saved(b, d);
        return true;
    default:
        return false;
    }
}

static void rebuild(Box *b)
{
    b->built = build(b, &b->doc);
    snprintf(b->lang, sizeof b->lang, "%s", i18n_language());
}

/* The document as last built (again when the language changed since). */
static const Doc *doc_of(Box *b)
{
    if (!b->built || strcmp(b->lang, i18n_language()) != 0)
        rebuild(b);
    return b->built ? &b->doc : NULL;
}

/* The columns' widths of a table in `cells`, each with `pad` round its
 * widest text; the whole width. */
static int measure_table(const TextSystem *ts, const Doc *d, const char (*cells)[DOC_COLS][CELL_MAX], int pad,
                         int *col_w)
{
    int table_w = 0;
    for (int c = 0; c < d->ncols; c++) {
        int cw = 0;
        for (int r = 0; r < d->nrows; r++)
            cw = SDL_max(cw, text_width(ts, FONT_NUMBER, cells[r][c]));
        col_w[c] = cw + pad;
        table_w += col_w[c];
    }
    return table_w;
}

static void lay_out(const TableView *tv, const Doc *d, DocLayout *out)
{
    const Layout *L = &tv->ds.layout;
    const TextSystem *ts = &tv->g->text;
    memset(out, 0, sizeof *out);
    int ip = 2 * L->inner;
    int gap = L->gap;
    int title_h = text_line_height(ts, FONT_TITLE);
    int line_h = text_line_height(ts, FONT_BODY);
    out->row_h = text_line_height(ts, FONT_NUMBER) + L->inner / 2;
    int big_h = d->big[0] ? text_line_height(ts, FONT_TITLE) : 0;
    int after_h = d->after[0] ? text_line_height(ts, FONT_ITALIC) : 0;
    int note_h = d->note[0] ? text_line_height(ts, FONT_NUMBER) : 0;
    int btn_h = line_h + L->inner;
    int code_w = d->code[0] ? text_width(ts, FONT_BODY, d->code) + gap : 0;
    int copy_w = d->button[BOXB_COPY_CODE] ? text_width(ts, FONT_BODY, d->button[BOXB_COPY_CODE]) + 4 * L->inner : 0;
    int code_h = d->code[0] ? gap / 2 + btn_h : 0;

    int w = text_width(ts, FONT_TITLE, d->title);
    for (int i = 0; i < d->nlines; i++)
        w = SDL_max(w, text_width(ts, FONT_BODY, d->lines[i]));
    w = SDL_max(w, text_width(ts, FONT_TITLE, d->big));
    w = SDL_max(w, text_width(ts, FONT_ITALIC, d->after));
    w = SDL_max(w, text_width(ts, FONT_NUMBER, d->note));
    w = SDL_max(w, (int)(360.0f * L->scale)); /* never a cramped little box */
    int room = L->w - 2 * L->pad - 2 * ip; /* the widest a table can be */
    int table_w = measure_table(ts, d, d->cell, 2 * L->inner, out->col_w);
    if (table_w > room && d->has_narrow) { /* the shorter words, with less room round them */
        out->narrow = true;
        table_w = measure_table(ts, d, d->narrow, L->inner, out->col_w);
    }
    if (table_w > room) { /* still too wide: the names give way (cut with an ellipsis) */
        int names = SDL_max(d->left_cols, 1) - 1;
        int cut = SDL_min(table_w - room, out->col_w[names] - 3 * L->inner);
        out->col_w[names] -= SDL_max(cut, 0);
        table_w -= SDL_max(cut, 0);
    }
    out->table_w = table_w;
    w = SDL_max(w, table_w);
    w = SDL_max(w, code_w + copy_w);
    /* the buttons: one row, and the sharing buttons in a row above it (Copy
     * code sits beside the code) */
    int bw = 0, nb = 0, sw = 0, ns = 0;
    for (int b = 0; b < BOXB_COUNT; b++)
        if (b == BOXB_COPY_CODE)
            continue;
        else if (d->button[b] && d->share_row[b]) {
            sw = SDL_max(sw, text_width(ts, FONT_BODY, d->button[b]) + 4 * L->inner);
            ns++;
        } else if (d->button[b]) {
            bw = SDL_max(bw, text_width(ts, FONT_BODY, d->button[b]) + 4 * L->inner);
            nb++;
        }
    w = SDL_max(w, nb * bw + (nb - 1) * gap);
    w = SDL_max(w, ns * sw + (ns - 1) * gap);
    w = SDL_min(w + 2 * ip, L->w - 2 * L->pad);
    /* the sharing note on one line, else its shorter words on as many as they take */
    int note_room = w - 2 * L->inner;
    out->share_short = d->share_short[0] && text_width(ts, FONT_SMALL, d->share_note) > note_room;
    out->share_note_h =
        text_wrap_height(ts, FONT_SMALL, out->share_short ? d->share_short : d->share_note, note_room);
    int share_note_h = ns && d->share_note[0] ? out->share_note_h + L->inner / 2 : 0;
    int share_h = ns ? btn_h + share_note_h + gap : 0;

    /* a row of buttons too wide for the window at the widest one's width:
     * each as wide as its words, and the main row in two rows when even
     * that is too wide */
    int nat[BOXB_COUNT] = {0}, row_of[BOXB_COUNT] = {0}, row_w[2] = {0, 0}, share_w = 0, main_w = 0;
    bool main_natural = nb * bw + (nb - 1) * gap > w - 2 * ip, share_natural = ns * sw + (ns - 1) * gap > w - 2 * ip;
    for (int b = 0; b < BOXB_COUNT; b++) {
        if (b == BOXB_COPY_CODE || !d->button[b])
            continue;
        nat[b] = text_width(ts, FONT_BODY, d->button[b]) + 2 * L->inner;
        if (d->share_row[b])
            share_w += nat[b] + (share_w ? gap : 0);
        else
            main_w += nat[b] + (main_w ? gap : 0);
    }
    int btn_rows = main_natural && main_w > w - 2 * ip ? 2 : 1;
    if (main_natural) /* the row or the two rows, each as wide as its buttons' words */
        for (int b = 0, i = 0; b < BOXB_COUNT; b++) {
            if (b == BOXB_COPY_CODE || !d->button[b] || d->share_row[b])
                continue;
            row_of[b] = btn_rows == 2 && i++ >= (nb + 1) / 2;
            row_w[row_of[b]] += nat[b] + (row_w[row_of[b]] ? gap : 0);
        }
    int kept_h = d->kept[0] ? text_wrap_height(ts, FONT_SMALL, d->kept, w - 2 * ip) : 0;
    int h = ip + title_h + gap / 2 + d->nlines * line_h + (d->nrows ? gap + d->nrows * out->row_h : 0) +
            (after_h ? gap + after_h : 0) + (big_h ? gap / 2 + big_h : 0) + (note_h ? gap / 2 + note_h : 0) + code_h +
            (kept_h ? gap / 2 + kept_h : 0) + share_h + gap + btn_rows * btn_h + (btn_rows - 1) * gap / 2 + ip;
    h = SDL_min(h, L->h - 2 * L->pad);
    out->panel = gfx_rect((L->w - w) / 2, (L->h - h) / 2, w, h);
    int y = out->panel.y + ip;
    out->title_y = y;
    y += title_h + gap / 2;
    out->lines_y = y;
    y += d->nlines * line_h;
    if (d->nrows) {
        y += gap;
        out->table_y = y;
        y += d->nrows * out->row_h;
    }
    if (after_h) {
        y += gap;
        out->after_y = y;
        y += after_h;
    }
    if (big_h) {
        y += gap / 2;
        out->big_y = y;
        y += big_h;
    }
    if (note_h) {
        y += gap / 2;
        out->note_y = y;
        y += note_h;
    }
    if (code_h) {
        y += gap / 2;
        out->code_y = y;
        int cx = out->panel.x + (w - code_w - copy_w) / 2;
        out->button[BOXB_COPY_CODE] = gfx_rect(cx + code_w, y, copy_w, btn_h);
        y += btn_h;
    }
    if (kept_h) {
        y += gap / 2;
        out->kept_y = y;
        out->kept_h = kept_h;
    }
    int x = out->panel.x + (w - table_w) / 2;
    for (int c = 0; c < d->ncols; c++) {
        out->col_x[c] = x;
        x += out->col_w[c];
    }
    int bx[2] = {out->panel.x + (w - (main_natural ? row_w[0] : nb * bw + (nb - 1) * gap)) / 2,
                 out->panel.x + (w - row_w[1]) / 2};
    int by = out->panel.y + h - ip - btn_rows * btn_h - (btn_rows - 1) * gap / 2; /* the first row */
    int sx = out->panel.x + (w - (share_natural ? share_w : ns * sw + (ns - 1) * gap)) / 2;
    int sy = by - gap - share_note_h - btn_h;
    out->share_note_y = sy + btn_h + L->inner / 4;
    for (int b = 0; b < BOXB_COUNT; b++)
        if (b == BOXB_COPY_CODE)
            continue;
        else if (d->button[b] && d->share_row[b]) {
            int bwid = share_natural ? nat[b] : sw;
            out->button[b] = gfx_rect(sx, sy, bwid, btn_h);
            sx += bwid + gap;
        } else if (d->button[b]) {
            int r = row_of[b], bwid = main_natural ? nat[b] : bw;
            out->button[b] = gfx_rect(bx[r], by + r * (btn_h + gap / 2), bwid, btn_h);
            bx[r] += bwid + gap;
        }
}

/* What is under a pixel: a button of the box, the bars' Menu and Rules
 * outside its panel (they work over a box), or the box (HIT_BOX). */
static Hit box_hit_test(Box *b, int x, int y)
{
    Hit h = {HIT_NONE, 0};
    const Doc *d = doc_of(b);
    DocLayout l;
    if (!d)
        return h;
    const TableView *tv = b->tv;
    lay_out(tv, d, &l);
    h.kind = HIT_BOX;
    if (!gfx_contains(l.panel, x, y))
        for (int i = BTN_RULES; i <= BTN_MENU; i++)
            if (gfx_contains(tv->ds.layout.button[i], x, y)) {
                h.kind = HIT_BUTTON;
                h.index = i;
                return h;
            }
    for (int i = 0; i < BOXB_COUNT; i++)
        if (d->button[i] && gfx_contains(l.button[i], x, y)) {
            h.kind = HIT_BOX_BUTTON;
            h.index = i;
        }
    if (h.kind == HIT_BOX && tv->g->input == INPUT_TOUCH) { /* a finger beside a button means it */
        SDL_Rect shown[BOXB_COUNT];
        for (int i = 0; i < BOXB_COUNT; i++)
            shown[i] = d->button[i] ? l.button[i] : gfx_rect(0, 0, 0, 0);
        int near = touch_nearest(tv->g, shown, BOXB_COUNT, x, y);
        if (near >= 0) {
            h.kind = HIT_BOX_BUTTON;
            h.index = near;
        }
    }
    return h;
}

static void draw_doc(const Box *b, const Doc *d, const DocLayout *l)
{
    TableView *tv = b->tv;
    const Layout *L = &tv->ds.layout;
    SDL_Renderer *R = tv->g->renderer;
    TextSystem *ts = &tv->g->text;
    gfx_fill_rect(R, gfx_rect(0, 0, L->w, L->h), gfx_rgba(0x1a120c, 150));
    draw_paper(tv->g, l->panel, gfx_rgb(PAL_PARCHMENT), true);
    gfx_rect_outline(R, gfx_inset(l->panel, L->inner / 2), 1, ink_alpha(120));
    int cx = l->panel.x + l->panel.w / 2;
    text_draw_fit(ts, R, FONT_TITLE, d->title, cx, l->title_y, l->panel.w - 2 * L->inner, ink(), ALIGN_CENTER);
    int lh = text_line_height(ts, FONT_BODY);
    for (int i = 0; i < d->nlines; i++)
        text_draw_fit(ts, R, FONT_BODY, d->lines[i], cx, l->lines_y + i * lh, l->panel.w - 2 * L->inner,
                      gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
    for (int r = 0; r < d->nrows; r++) {
        int y = l->table_y + r * l->row_h;
        if (r > 0 && r % 2 == 0)
            gfx_fill_rect(R, gfx_rect(l->col_x[0], y, l->col_x[d->ncols - 1] + l->col_w[d->ncols - 1] - l->col_x[0], l->row_h),
                          gfx_rgba(PAL_PARCHMENT_DARK, 110));
        for (int c = 0; c < d->ncols; c++) {
            FontRole role = d->strong[r] ? FONT_NUMBER : FONT_BODY;
            bool left = c < SDL_max(d->left_cols, 1);
            int x = left ? l->col_x[c] + L->inner / 2 : l->col_x[c] + l->col_w[c] - L->inner / 2;
            bool aside = c >= d->ncols - d->aside_cols;
            text_draw_fit(ts, R, role, l->narrow ? d->narrow[r][c] : d->cell[r][c], x, y + L->inner / 4, l->col_w[c],
                          aside ? gfx_rgb(PAL_INK_SOFT) : ink(), left ? ALIGN_LEFT : ALIGN_RIGHT);
        }
        if (r == 0 && d->strong[0] && d->nrows > 1)
            gfx_fill_rect(
                R, gfx_rect(l->col_x[0], y + l->row_h - 1, l->col_x[d->ncols - 1] + l->col_w[d->ncols - 1] - l->col_x[0], 1),
                ink_alpha(140));
    }
    if (d->after[0])
        text_draw_fit(ts, R, FONT_ITALIC, d->after, cx, l->after_y, l->panel.w - 2 * L->inner, gfx_rgb(PAL_INK_SOFT),
                      ALIGN_CENTER);
    if (d->big[0])
        text_draw_fit(ts, R, FONT_TITLE, d->big, cx, l->big_y, l->panel.w - 2 * L->inner, gfx_rgb(0x8a5208), ALIGN_CENTER);
    if (d->note[0])
        text_draw_fit(ts, R, FONT_NUMBER, d->note, cx, l->note_y, l->panel.w - 2 * L->inner,
                      d->note_good ? gfx_rgb(PAL_GREEN_OK) : gfx_rgb(PAL_INK_SOFT), ALIGN_CENTER);
    if (d->kept[0]) {
        int ip = 2 * L->inner;
        SDL_Rect box = gfx_rect(l->panel.x + ip, l->kept_y, l->panel.w - 2 * ip, l->kept_h);
        text_draw_wrapped(ts, R, FONT_SMALL, d->kept, box, d->kept_error ? gfx_rgb(PAL_RED) : gfx_rgb(PAL_INK_SOFT),
                          ALIGN_CENTER);
    }
    if (d->share_note[0]) {
        /* a long path: the folder's own name and the file's rather than a path cut short */
        SDL_Rect box = gfx_rect(l->panel.x + L->inner, l->share_note_y, l->panel.w - 2 * L->inner, l->share_note_h);
        text_draw_wrapped(ts, R, FONT_SMALL, l->share_short ? d->share_short : d->share_note, box,
                          d->share_error ? gfx_rgb(PAL_RED) : gfx_rgb(PAL_GREEN_OK), ALIGN_CENTER);
    }
    if (d->code[0]) {
        int code_w = l->button[BOXB_COPY_CODE].x - l->panel.x - L->gap;
        text_draw_fit(ts, R, FONT_BODY, d->code, l->button[BOXB_COPY_CODE].x - L->gap,
                      l->code_y + (l->button[BOXB_COPY_CODE].h - lh) / 2, code_w, ink(), ALIGN_RIGHT);
    }
    for (int i = 0; i < BOXB_COUNT; i++) {
        if (!d->button[i])
            continue;
        bool hover = tv->move.hover.kind == HIT_BOX_BUTTON && tv->move.hover.index == i;
        draw_button(tv->g, l->button[i], d->button[i], i == BOXB_CONTINUE ? BUTTON_PRIMARY : BUTTON_NORMAL, hover);
    }
}

/* The buttons shown, for the focus (focus.h): in their order on the
 * screen, top to bottom and left to right; the main one Continue. */
static void focus_list_of(const Doc *d, const DocLayout *l, FocusList *fl)
{
    focus_list_clear(fl);
    for (int i = 0; i < BOXB_COUNT; i++)
        if (d->button[i])
            focus_list_add(fl, i, l->button[i], l->panel, FOCUS_BUTTON);
    for (int i = 1; i < fl->n; i++) /* a handful: insertion sort */
        for (int j = i; j > 0; j--) {
            SDL_Rect a = fl->spot[j - 1].r, c = fl->spot[j].r;
            if (a.y < c.y || (a.y == c.y && a.x <= c.x))
                break;
            FocusSpot t = fl->spot[j - 1];
            fl->spot[j - 1] = fl->spot[j];
            fl->spot[j] = t;
        }
    fl->primary = d->button[BOXB_CONTINUE] ? BOXB_CONTINUE : -1;
}

/* The focus keys: Tab and the arrows move it over the buttons, Enter and
 * Space press the one it is on; *act gets that press. False when the key
 * is not one of those (or the box has no buttons). */
static bool focus_key(Box *b, const Doc *d, const DocLayout *l, const UiEvent *e, bool *moved, TableAction *act)
{
    FocusList fl;
    focus_list_of(d, l, &fl);
    *moved = false;
    if (e->kind != UI_KEY || fl.n == 0)
        return false;
    FocusMove m = focus_move_of(e);
    if (m != FOCUS_STAY && b->tv->g->ring_appears)
        return true; /* the first after the mouse or a finger shows the ring where it is (docs/look.md) */
    if (m != FOCUS_STAY) {
        int to = focus_step(&fl, b->focus, m);
        *moved = to != focus_resolve(&fl, b->focus);
        b->focus = to;
        return true;
    }
    if (e->key != KEY_CONFIRM && e->key != KEY_SPACE)
        return false;
    memset(act, 0, sizeof *act);
    act->kind = ACT_BUTTON;
    act->hit.kind = HIT_BOX_BUTTON;
    act->hit.index = focus_resolve(&fl, b->focus);
    return true;
}

/* The box as the lessons see it: which, its panel, its Continue button. */
static BoxOver over_of(const Box *b, const Doc *d, const DocLayout *l)
{
    BoxOver o = {b->kind, l->panel, d->button[BOXB_CONTINUE] ? l->button[BOXB_CONTINUE] : gfx_rect(0, 0, 0, 0)};
    return o;
}

/* ---- the screens ---- */

static void *create(Ui *ui)
{
    (void)ui;
    return calloc(1, sizeof(Box)); /* which box it is: on entering */
}

static void destroy(void *self) { free(self); }

/* Why the game is not on disk, and where a copy would go. */
static void read_not_saved(Box *b, Ui *ui)
{
    match_not_on_disk(ui->match, b->why, sizeof b->why);
    platform_home_dir(b->home, sizeof b->home);
}

static void enter(void *self, Ui *ui, const NavRequest *why)
{
    Box *b = self;
    b->kind = why->screen;
    b->table = why->owner;
    b->tv = table_view_of(b->table);
    b->focus = -1;
    switch (b->kind) {
    case SCREEN_SEASON:
        b->season = why->arg;
        break;
    case SCREEN_FINAL:
        if (why->arg != b->game) { /* another game: nothing shared or copied of it yet */
            memset(&b->share, 0, sizeof b->share);
            b->code_copied = false;
            b->game = why->arg;
        }
        break;
    case SCREEN_NOT_SAVED:
        b->quitting = why->arg == NOT_SAVED_QUITTING;
        read_not_saved(b, ui);
        break;
    default:
        break;
    }
    rebuild(b);
}

static void match_changed(void *self, Ui *ui, const MatchEvent *e)
{
    Box *b = self;
    if (b->kind == SCREEN_NOT_SAVED && e->kind == MATCH_NOT_SAVED)
        read_not_saved(b, ui); /* failed again: the latest reason */
    rebuild(b);
}

static bool hover(TableView *tv, const TableAction *a)
{
    bool changed = tv->move.hover.kind != a->hit.kind || tv->move.hover.index != a->hit.index;
    tv->move.hover = a->hit;
    return changed;
}

/* The not-saved box's buttons: try the autosave again, save a copy in the
 * home folder, quit anyway, or play on. */
static bool not_saved_action(Box *b, Ui *ui, const TableAction *a)
{
    bool button = a->kind == ACT_BUTTON && a->hit.kind == HIT_BOX_BUTTON;
    if (a->kind == ACT_HOVER)
        return hover(b->tv, a);
    /* asked by quitting: once the game is on disk, the quitting goes on */
    if (button && a->hit.index == BOXB_RETRY) {
        if (match_retry_autosave(ui->match)) {
            ui_answer(ui, BOX_SAVED_AGAIN);
            if (b->quitting)
                ui_quit(ui);
        } else {
            match_not_on_disk(ui->match, b->why, sizeof b->why);
        }
        return true;
    }
    if (button && a->hit.index == BOXB_COPY) {
        char path[FILEIO_PATH_MAX], err[SESSION_MESSAGE_MAX];
        if (match_save_copy(ui->match, b->home, path, sizeof path, err, sizeof err)) {
            ui_answer(ui, BOX_GO_ON); /* the status line says where (MATCH_SAVED) */
            if (b->quitting)
                ui_quit(ui);
        } else
            /* TRANSLATORS: why a copy of the game could not be saved. */
            snprintf(b->why, sizeof b->why, _("No copy could be saved either: %s"), err);
        return true;
    }
    if (button && a->hit.index == BOXB_QUIT) {
        ui->quit_confirmed = true;
        ui_quit(ui);
        return true;
    }
    if (a->kind == ACT_CONFIRM || a->kind == ACT_CANCEL || (button && a->hit.index == BOXB_CONTINUE)) {
        ui_answer(ui, BOX_GO_ON);
        return true;
    }
    return false;
}

/* The other boxes: their buttons, Enter and Esc, the bars' Menu and Rules;
 * Undo while the screen has not been handed over. */
static bool box_action(Box *b, Ui *ui, const TableAction *a)
{
    bool button = a->kind == ACT_BUTTON && a->hit.kind == HIT_BOX_BUTTON;
    /* Esc does not hand the screen over: the next player says Ready */
    bool esc_closes = b->kind != SCREEN_HANDOVER;
    bool go_on =
        a->kind == ACT_CONFIRM || (a->kind == ACT_CANCEL && esc_closes) || (button && a->hit.index == BOXB_CONTINUE);
    if ((a->kind == ACT_BUTTON && a->hit.kind == HIT_BUTTON && a->hit.index == BTN_MENU) ||
        (a->kind == ACT_CANCEL && !esc_closes)) {
        ui_push(ui, SCREEN_MENU, 0);
        return true;
    }
    if (a->kind == ACT_BUTTON && a->hit.kind == HIT_BUTTON && a->hit.index == BTN_RULES) {
        ui_push(ui, SCREEN_RULES, 0);
        return true;
    }
    if (button && a->hit.index == BOXB_NEW_GAME) {
        ui_answer(ui, BOX_NEW_GAME);
        ui_push(ui, SCREEN_MENU, 0);
        return true;
    }
    /* the clipboard holds one thing: what another button copied is no longer said */
    if (button && a->hit.index == BOXB_COPY_CODE) {
        b->code_copied |= game_code_copy(b->tv);
        if (b->code_copied && !b->share.error)
            b->share.text[0] = b->share.shorter[0] = '\0';
        return true;
    }
    if (button && a->hit.index == BOXB_REPLAY) {
        ui_push_replay(ui, NULL, NULL);
        return true;
    }
    if (button && a->hit.index == BOXB_REVIEW) {
        ui_push_review(ui, NULL, NULL, result_image_player(b->tv));
        return true;
    }
    if (button && a->hit.index == BOXB_SAVE_IMAGE) {
        share_save_image(b->tv, &b->share);
        return true;
    }
    if (button && a->hit.index == BOXB_COPY_SUMMARY) {
        share_copy_summary(b->tv, &b->share);
        if (!b->share.error && b->code_copied) {
            b->code_copied = false;
            status_default(b->tv); /* not "the code is copied" any more */
        }
        return true;
    }
    if (button && a->hit.index == BOXB_OPEN_FOLDER) {
        share_open_folder(&b->share);
        return true;
    }
    if ((button && a->hit.index == BOXB_UNDO) || a->kind == ACT_UNDO) {
        if (b->kind == SCREEN_HANDOVER)
            ui_answer(ui, BOX_UNDO);
        return true;
    }
    if (a->kind == ACT_HOVER)
        return hover(b->tv, a);
    if (!go_on)
        return false;
    ui_answer(ui, BOX_GO_ON);
    return true;
}

static bool event(void *self, Ui *ui, const UiEvent *e)
{
    Box *b = self;
    TableView *tv = b->tv;
    if (!tv)
        return false;
    table_view_layout(tv);
    const Doc *d = doc_of(b);
    if (!d)
        return false;
    DocLayout l;
    lay_out(tv, d, &l);
    BoxOver over = over_of(b, d, &l);
    if (table_lessons_press(b->table, e, &over))
        return true; /* the lessons' box lies over this one */
    Hit hit = {HIT_NONE, 0};
    if (e->kind == UI_POINTER_MOVE || e->kind == UI_PRESS || e->kind == UI_RELEASE)
        hit = box_hit_test(b, e->x, e->y);
    TableAction actions[2];
    bool moved;
    int n;
    if (focus_key(b, d, &l, e, &moved, &actions[0])) {
        if (actions[0].kind != ACT_BUTTON)
            return moved;
        n = 1;
    } else {
        n = hit_interpret(tv, e, hit, actions);
    }
    /* a click leaves the focus alone: Enter stays the box's main answer
     * for a player who clicked a sharing button */
    bool changed = false, acted = false;
    for (int i = 0; i < n; i++) {
        changed |= b->kind == SCREEN_NOT_SAVED ? not_saved_action(b, ui, &actions[i]) : box_action(b, ui, &actions[i]);
        acted |= actions[i].kind != ACT_HOVER;
        if (actions[i].kind == ACT_BUTTON)
            table_sound_action(tv, &actions[i]);
    }
    if (acted)
        rebuild(b); /* what a button did: a note, "Copied", the latest reason */
    return changed;
}

/* The box's document laid out on the table as it is now; NULL when the box
 * has nothing to show. */
static const Doc *laid_out(Box *b, DocLayout *l)
{
    const Doc *d = doc_of(b);
    if (d) {
        table_view_layout(b->tv);
        lay_out(b->tv, d, l);
    }
    return d;
}

/* The dimmed table under it is drawn already; the box, then the lessons'
 * layer over it. */
static void draw(void *self, Ui *ui)
{
    Box *b = self;
    (void)ui;
    DocLayout l;
    const Doc *d = laid_out(b, &l);
    if (!d)
        return;
    draw_doc(b, d, &l);
    FocusList fl;
    focus_list_of(d, &l, &fl);
    const FocusSpot *f = focus_spot(&fl, focus_resolve(&fl, b->focus));
    if (f && focus_visible(b->tv->g))
        focus_draw_ring(b->tv->g, f->r, gfx_rect(0, 0, b->tv->ds.layout.w, b->tv->ds.layout.h));
    glyph_hints_panel(b->tv->g, fl.n > 1);
    BoxOver over = over_of(b, d, &l);
    table_draw_lessons(b->table, &over);
}

static const char *const button_names[BOXB_COUNT] = {
    "continue",   "undo",         "replay",      "review",   "new_game", "retry", "copy",
    "quit",       "save_image",   "copy_summary", "open_folder", "copy_code",
};

/* The panel and each button shown (by the names above); the title, the
 * lines ("line_N", "lines": how many), the table's cells ("cell_R_C"),
 * where the game is kept ("kept"), the sharing note and the season. */
static void report(void *self, Ui *ui, ScreenReport *r)
{
    Box *b = self;
    (void)ui;
    DocLayout l;
    const Doc *d = laid_out(b, &l);
    if (!d)
        return;
    r->spot(r, "panel", l.panel);
    FocusList fl;
    focus_list_of(d, &l, &fl);
    const FocusSpot *f = focus_spot(&fl, focus_resolve(&fl, b->focus));
    r->spot(r, "focus", f ? f->r : gfx_rect(0, 0, 0, 0));
    for (int i = 0; i < BOXB_COUNT; i++)
        if (d->button[i])
            r->spot(r, button_names[i], l.button[i]);
    r->value(r, "title", d->title);
    report_value(r, "lines", "%d", d->nlines);
    for (int i = 0; i < d->nlines; i++) {
        char key[32];
        snprintf(key, sizeof key, "line_%d", i);
        r->value(r, key, d->lines[i]);
    }
    for (int row = 0; row < d->nrows; row++)
        for (int col = 0; col < d->ncols; col++) {
            char key[32];
            snprintf(key, sizeof key, "cell_%d_%d", row, col);
            r->value(r, key, d->cell[row][col]);
        }
    report_value(r, "narrow", "%d", l.narrow);
    r->spot(r, "table", gfx_rect(l.col_x[0], l.table_y, l.table_w, d->nrows * l.row_h));
    r->value(r, "kept", d->kept);
    r->value(r, "share_note", d->share_note);
    r->value(r, "share_short", d->share_short);
    report_value(r, "share_error", "%d", d->share_error);
    r->value(r, "code", d->code);
    if (b->kind == SCREEN_SEASON)
        report_value(r, "season", "%d", b->season);
}

/* A network game's banner on the table under the box counts on (a
 * hand-over between the host's players, a season's scores). */
static bool tick(void *self, Ui *ui)
{
    Box *b = self;
    return b->tv && b->tv->mode == VIEW_PLAY && net_banner_update(&b->tv->facts, ui->match);
}

/* The four boxes differ only in their names: one set of functions. */
#define BOX_FUNCTIONS                                                                                                \
    .box = true, .create = create, .destroy = destroy, .enter = enter, .event = event, .tick = tick, .draw = draw,  \
    .match_changed = match_changed, .report = report

const ScreenType *box_screen(ScreenId id)
{
    static const ScreenType types[] = {
        {.name = "handover", BOX_FUNCTIONS},
        {.name = "season", BOX_FUNCTIONS},
        {.name = "final", BOX_FUNCTIONS},
        {.name = "not_saved", BOX_FUNCTIONS},
    };
    if (id < SCREEN_HANDOVER || id > SCREEN_NOT_SAVED)
        return NULL;
    return &types[id - SCREEN_HANDOVER];
}
