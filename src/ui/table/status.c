/* status.c: the status line that says what to do now (see status.h). */
#include "status.h"

#include <stdio.h>

#include "cards.h"
#include "i18n.h"
#include "match_net.h"
#include "names.h"

/* Destroy decisions pick a space directly: the ghost is one space. */
static bool destroy_mode(const TableView *tv)
{
    DecisionKind k = tv->game.decision.kind;
    return k == DECISION_GORGON || k == DECISION_TROLL;
}

static void decision_status(TableView *tv);

const char *status_pad(const TableView *tv, PadGlyph glyph)
{
    return glyph_if_pad(tv->g, glyph);
}

/* The words a pad, the keys, the mouse, a finger each have. */
static int words_of(InputSource s) { return s == INPUT_PAD ? 2 : s == INPUT_TOUCH ? 1 : s == INPUT_KEYS ? 3 : 0; }

/* Whether the keys were used last: their own words (arrows, R, Tab, Enter), never a click. */
static bool by_keys(const TableView *tv) { return tv->g && tv->g->input == INPUT_KEYS; }

void status_follow_input(TableView *tv)
{
    if (!tv->g)
        return;
    InputSource now = tv->g->input;
    PadStyle style = tv->g->pads.style;
    bool changed = words_of(now) != words_of(tv->facts.status_input) ||
                   (now == INPUT_PAD && style != tv->facts.status_style); /* "A" or "Cross" */
    tv->facts.status_input = now;
    tv->facts.status_style = style;
    if (!changed || tv->mode != VIEW_PLAY || tv->game.decision.kind == DECISION_NONE || tv->facts.status_error ||
        !tv->facts.status_worded)
        return;
    if (tv->move.placed)
        status_placed(tv);
    else
        status_default(tv);
}

/* During a computer's turn: who is thinking. */
static bool computer_status(TableView *tv)
{
    const Game *g = &tv->game;
    int actor = g->decision.actor;
    const Match *m = tv->ui->match;
    if (match_net(m) && match_computer_turn(m)) { /* a network game: the others draw at their screens */
        /* (a friend who lost the connection is the banner's news, as long as it lasts: here only what this
         * player waits for) */
        char who[SEAT_NAME_MAX * MAX_PLAYERS];
        match_net_waiting_for(match_net(m), who, sizeof who);
        if (who[0])
            /* TRANSLATORS: players' names, joined with ", ". */
            table_status(tv, false, _("Waiting for %s to draw\xE2\x80\xA6"), who);
        else
            table_status(tv, false, "%s", _("Waiting for the host\xE2\x80\xA6"));
        return true;
    }
    if (g->decision.kind == DECISION_NONE || actor < 0 || actor >= MAX_PLAYERS || tv->strength[actor] < 0)
        return false;
    char who[SEAT_NAME_MAX + 40];
    match_player_label(tv->ui->match, actor, who, sizeof who);
    /* TRANSLATORS: a player's name, e.g. "Ben (computer)". */
    table_status(tv, false, _("%s is thinking\xE2\x80\xA6"), who);
    return true;
}

/* Whether a placement waits for Confirm (the setting "confirm each
 * placement"); without it a shape let go on the map is drawn at once
 * (play.c), and the status line never asks for a Confirm. */
static bool confirming(const TableView *tv) { return settings_get(&tv->ui->profile->settings, SET_CONFIRM) != 0; }

/* The status line once something lies on the map, waiting for Confirm (or,
 * without confirming, for the button to be let go). */
void status_placed(TableView *tv)
{
    bool hero = tv->game.decision.kind == DECISION_HERO;
    const char *text;
    if (status_pad(tv, GLYPH_A)) { /* a pad draws with A, confirming or not */
        const char *a = status_pad(tv, GLYPH_A), *b = status_pad(tv, GLYPH_B);
        if (destroy_mode(tv))
            /* TRANSLATORS: a pad's button (A, Cross). */
            table_status(tv, false, _("Confirm (%s) to destroy this space, or pick another."), a);
        else if (hero)
            /* TRANSLATORS: a pad's buttons: confirm (A, Cross), back (B, Circle). */
            table_status(tv, false, _("Confirm (%s) to place the hero there, or move it. %s takes it back."), a, b);
        else
            /* TRANSLATORS: a pad's buttons: confirm (A, Cross), back (B, Circle). */
            table_status(tv, false, _("Confirm (%s) to draw it there, or move it. %s takes it back."), a, b);
        status_whose_map(tv);
        tv->facts.status_worded = true;
        return;
    }
    if (!confirming(tv) && !by_keys(tv)) /* the keys have nothing to let go: Enter draws */
        text = destroy_mode(tv) ? _("Let go to destroy this space.")
               : hero           ? _("Let go to place the hero there.")
                                : _("Let go to draw it there.");
    else if (destroy_mode(tv))
        text = _("Confirm (Enter) to destroy this space, or pick another.");
    else if (hero && tv->g->input == INPUT_TOUCH)
        text = _("Confirm to place the hero there, or drag it on; a tap on it turns its attack. Cancel takes it back.");
    else if (hero && by_keys(tv))
        text = _("Confirm (Enter) to place the hero there, or move it; R turns its attack. Esc takes it back.");
    else if (hero)
        text = _("Confirm (Enter) to place the hero there, or move it; right-click turns its attack. Esc takes it back.");
    else if (tv->g->input == INPUT_TOUCH)
        text = _("Confirm to draw it there, or drag it on; a tap on it turns it, two fingers mirror it. Cancel takes "
                 "it back.");
    else
        text = _("Confirm (Enter) to draw it there, or move it. Esc takes it back.");
    table_status(tv, false, "%s", text);
    status_whose_map(tv);
    tv->facts.status_worded = true;
}

void status_whose_map(TableView *tv)
{
    const Decision *d = &tv->game.decision;
    if (d->kind != DECISION_AMBUSH || d->actor == d->sheet || d->sheet < 0 || d->sheet >= MAX_PLAYERS)
        return;
    char line[sizeof tv->facts.status];
    snprintf(line, sizeof line, "%s", tv->facts.status);
    /* TRANSLATORS: the owner of the map a monster is drawn on, then what to do. */
    table_status(tv, tv->facts.status_error, _("On %s's map: %s"), tv->names[d->sheet], line);
}

/* In a game at one screen the status line starts with whose turn it is. */
void status_default(TableView *tv)
{
    if (computer_status(tv))
        return; /* a computer's turn */
    decision_status(tv);
    const Game *g = &tv->game;
    const Decision *d = &g->decision;
    if (g->settings.players > 1 && d->kind != DECISION_NONE && d->kind != DECISION_AMBUSH) {
        char line[sizeof tv->facts.status];
        snprintf(line, sizeof line, "%s", tv->facts.status);
        /* TRANSLATORS: a player's name, then what they are to do. */
        table_status(tv, tv->facts.status_error, _("%s \xE2\x80\x94 %s"), tv->names[d->actor], line);
    }
    tv->facts.status_worded = true;
}

/* A solo ambush: the monster's card and the space it must cover, and how
 * to draw it in the words of the input used last (a pad's buttons, the
 * fingers, the keys, the mouse). A pad's line is the shortest (without
 * the monster's name, which the card row shows): the pad's strip takes a
 * part of the bar. */
static void ambush_status(TableView *tv, const char *name, const char *space)
{
    if (status_pad(tv, GLYPH_A)) { /* the card row shows the monster's name */
        /* TRANSLATORS: a solo ambush by a pad: a space such as D4, then a pad's button (A, Cross); keep it short. */
        table_status(tv, false, _("Ambush! Cover %s: D-pad to move, %s to draw."), space, status_pad(tv, GLYPH_A));
        return;
    }
    const char *how;
    if (by_keys(tv))
        /* TRANSLATORS: after "Ambush! ... must cover ..." or "... draws ... on ...'s map", played with the keys. */
        how = _("The arrows move it, Enter draws it.");
    else if (tv->g->input == INPUT_TOUCH)
        /* TRANSLATORS: after "Ambush! ... must cover ...", played with the fingers. */
        how = confirming(tv) ? _("Drag it there, then Confirm.") : _("Drag it there and let go.");
    else
        /* TRANSLATORS: after "Ambush! ... must cover ...". */
        how = confirming(tv) ? _("Place it there, then Confirm.") : _("Drop it there: it is drawn at once.");
    char what[200];
    /* TRANSLATORS: ambush card name, a space such as D4. */
    snprintf(what, sizeof what, _("Ambush! %s must cover %s (drawn as printed)."), name, space);
    table_status(tv, false, "%s %s", what, how);
}

/* A neighbour's ambush: who draws the monster on whose map, and how in the
 * words of the input used last (a pad's line leaves out the monster's name,
 * which the card row shows). */
static void neighbour_ambush_status(TableView *tv, const char *name)
{
    const Decision *d = &tv->game.decision;
    const char *drawer = tv->names[d->actor], *owner = tv->names[d->sheet];
    if (status_pad(tv, GLYPH_A)) {
        /* TRANSLATORS: a neighbour's ambush by a pad: the drawer's name, the map owner's name, then a pad's
         * button (A, Cross); keep it short. */
        table_status(tv, false, _("%s draws on %s's map: D-pad to move, %s to draw."), drawer, owner,
                     status_pad(tv, GLYPH_A));
        return;
    }
    const char *how;
    if (by_keys(tv))
        how = _("The arrows move it, Enter draws it.");
    else if (tv->g->input == INPUT_TOUCH)
        /* TRANSLATORS: after "... draws ... on ...'s map", played with the fingers. */
        how = confirming(tv) ? _("Drag it onto the map, then Confirm.")
                             : _("Drag it onto the map and let go.");
    else
        /* TRANSLATORS: after "... draws ... on ...'s map". */
        how = confirming(tv) ? _("Place it on the map, then Confirm.")
                             : _("Drop it on the map: it is drawn at once.");
    char who[200];
    /* TRANSLATORS: player name, card name, the map owner's name. */
    snprintf(who, sizeof who, _("%s draws %s on %s's map"), drawer, name, owner);
    table_status(tv, false, "%s. %s", who, how);
}

static void decision_status(TableView *tv)
{
    const Game *g = &tv->game;
    const Decision *d = &g->decision;
    const Card *c = card_get(d->card);
    const char *name = name_card(c);
    const char *season = name_season(g->season);
    switch (d->kind) {
    case DECISION_DRAW:
        if (d->single_only && g->ruins_pending)
            /* TRANSLATORS: season, card name. */
            table_status(tv, false, _("%s: %s cannot cover a ruins space. Draw one space of any terrain."), season,
                       name);
        else if (d->single_only)
            /* TRANSLATORS: season, card name. */
            table_status(tv, false, _("%s: nothing of %s fits. Draw one space of any terrain."), season, name);
        else if (d->ruins_needed)
            /* TRANSLATORS: season, card name. */
            table_status(tv, false, _("%s: draw %s so that it covers a ruins space (marked)."), season, name);
        else if (c && c->kind == CARD_SPECIAL)
            /* TRANSLATORS: season, card name. */
            table_status(tv, false, _("%s: %s. Pick a terrain and draw one space of it."), season, name);
        else if (status_pad(tv, GLYPH_A))
            /* TRANSLATORS: season, card name, then a pad's buttons: the next shape (X, Square), draw (A, Cross);
             * the strip beside the line shows the others (turn, mirror). The D-pad moves it. */
            table_status(tv, false, _("%s: draw %s. %s picks a shape, %s draws it."), season, name,
                         status_pad(tv, GLYPH_X), status_pad(tv, GLYPH_A));
        else if (by_keys(tv))
            /* TRANSLATORS: season, card name (played with the keys). */
            table_status(tv, false, _("%s: draw %s. Tab picks a shape, the arrows move it, R turns it, Enter draws it."),
                         season, name);
        else if (confirming(tv) && tv->g->input == INPUT_TOUCH)
            /* TRANSLATORS: season, card name (played with the fingers). */
            table_status(tv, false, _("%s: draw %s. Pick a shape, place it, then Confirm. A tap on it turns it."),
                         season, name);
        else if (tv->g->input == INPUT_TOUCH)
            /* TRANSLATORS: season, card name (played with the fingers); "confirm each placement" is off. */
            table_status(tv, false,
                         _("%s: draw %s. Pick a shape and drop it on the map: it is drawn at once. Rotate turns "
                           "it."),
                         season, name);
        else if (confirming(tv))
            /* TRANSLATORS: season, card name. */
            table_status(tv, false, _("%s: draw %s. Pick a shape, place it, then Confirm. Right-click turns it."),
                       season, name);
        else
            /* TRANSLATORS: season, card name; "confirm each placement" is off in the settings. */
            table_status(tv, false,
                         _("%s: draw %s. Pick a shape and drop it on the map: it is drawn at once. "
                           "Right-click turns it."),
                         season, name);
        break;
    case DECISION_AMBUSH:
        if (d->solo_target >= 0) {
            char sp[4];
            board_space_name(d->solo_target, sp);
            ambush_status(tv, name, sp);
        } else if (d->actor != d->sheet) {
            neighbour_ambush_status(tv, name);
        } else {
            table_status(tv, false, _("Ambush! Draw %s as a monster."), name);
        }
        break;
    case DECISION_HERO:
        if (status_pad(tv, GLYPH_A))
            /* TRANSLATORS: a hero's name, then a pad's button: place (A, Cross). */
            table_status(tv, false, _("%s joins you: the D-pad moves the hero, %s places it."), name,
                         status_pad(tv, GLYPH_A));
        else if (by_keys(tv))
            /* TRANSLATORS: a hero's name (played with the keys). */
            table_status(tv, false, _("%s joins you: the arrows move the hero, R turns its attack, Enter places it."),
                         name);
        else if (confirming(tv))
            table_status(tv, false, _("%s joins you: place the hero, turn its attack, Confirm."), name);
        else if (tv->g->input == INPUT_TOUCH)
            /* TRANSLATORS: a hero's name (played with the fingers); "confirm each placement" is off. */
            table_status(tv, false, _("%s joins you: turn its attack (Rotate), then drop the hero on the map."), name);
        else
            /* TRANSLATORS: a hero's name; "confirm each placement" is off in the settings. */
            table_status(tv, false, _("%s joins you: turn its attack (right-click), then drop the hero on the map."),
                         name);
        break;
    case DECISION_GORGON:
        table_status(tv, false, "%s", _("Gorgon's gaze: pick a space next to the gorgon to destroy."));
        break;
    case DECISION_TROLL:
        table_status(tv, false, "%s", _("Giant Troll: pick an empty space next to the troll to destroy."));
        break;
    default: {
        int total = game_total(g, 0);
        if (g->settings.players <= 1) {
            int rating = game_solo_rating(g);
            const Match *m = tv->ui->match;
            if (!match_counts(m))
                /* TRANSLATORS: total points, solo rating, solo title. */
                table_status(tv, false, _("Game over: %d points, rating %d: %s. Not counted (a draw was taken back)."),
                             total, rating, _(game_title_name(rating)));
            else if (match_hints(m) > 0)
                /* TRANSLATORS: total points, solo rating, solo title. */
                table_status(tv, false, _("Game over: %d points, rating %d: %s. Played with hints."), total, rating,
                             _(game_title_name(rating)));
            else
                /* TRANSLATORS: total points, solo rating, solo title. */
                table_status(tv, false, _("Game over: %d points, rating %d: %s."), total, rating,
                             _(game_title_name(rating)));
        } else {
            table_status(tv, false, "%s", _("End of game"));
        }
        break;
    }
    }
}

