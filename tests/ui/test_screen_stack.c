/* test_screen_stack.c: the one stack of screens as requests change it
 * (core/screen.h), without a window: a request changes the stack in Ui at
 * once and leaves the steps (enter, leave, answer) the shell carries out
 * after the event, in order; a screen already on the stack is gone back to;
 * "back to the table" keeps the table's boxes; a box is entered with its
 * owner; an answer goes to the screen uncovered; quitting with nothing at
 * risk just quits. */
#include <string.h>

#include "screen.h"
#include "ui_test.h"

/* A Ui with the table alone on the stack and the table's boxes marked. */
static void fresh(Ui *ui)
{
    memset(ui, 0, sizeof *ui);
    ui->stack[0] = SCREEN_TABLE;
    ui->depth = 1;
    for (int id = SCREEN_HANDOVER; id <= SCREEN_NOT_SAVED; id++)
        ui->boxes |= 1u << id;
}

static void expect_stack(const Ui *ui, const ScreenId *want, int n)
{
    assert_int_equal(ui->depth, n);
    for (int i = 0; i < n; i++)
        assert_int_equal(ui->stack[i], want[i]);
}

static void expect_step(const Ui *ui, int i, NavStepKind kind, ScreenId screen)
{
    assert_true(i < ui->nsteps);
    assert_int_equal(ui->steps[i].kind, kind);
    assert_int_equal(ui->steps[i].screen, screen);
}

static void test_push_pop_and_back(void **state)
{
    (void)state;
    Ui ui;
    fresh(&ui);
    ui_push(&ui, SCREEN_MENU, 0);
    ui_push(&ui, SCREEN_SAVES, SAVES_LOAD);
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_MENU, SCREEN_SAVES}, 3);
    check(ui_top(&ui) == SCREEN_SAVES && ui_showing(&ui, SCREEN_MENU), "the stack is as the requests left it, at once");
    expect_step(&ui, 0, STEP_ENTER, SCREEN_MENU);
    expect_step(&ui, 1, STEP_ENTER, SCREEN_SAVES);
    assert_int_equal(ui.steps[1].why.arg, SAVES_LOAD);
    ui.nsteps = 0;
    ui_push(&ui, SCREEN_MENU, 0); /* on the stack already: back to it */
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_MENU}, 2);
    assert_int_equal(ui.nsteps, 1);
    expect_step(&ui, 0, STEP_LEAVE, SCREEN_SAVES);
    ui.nsteps = 0;
    ui_pop(&ui);
    ui_pop(&ui); /* the table stays */
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE}, 1);
    assert_int_equal(ui.nsteps, 1);
    expect_step(&ui, 0, STEP_LEAVE, SCREEN_MENU);
}

static void test_boxes(void **state)
{
    (void)state;
    Ui ui;
    fresh(&ui);
    check(ui_top_box(&ui) == SCREEN_TABLE, "no box over the table");
    ui_push(&ui, SCREEN_HANDOVER, 0);
    ui_push(&ui, SCREEN_MENU, 0);
    ui_push(&ui, SCREEN_SETUP, 0);
    check(ui_top_box(&ui) == SCREEN_HANDOVER, "the box under the menu is the box over the table");
    assert_int_equal(ui.steps[0].from, SCREEN_TABLE); /* the box's owner */
    ui.nsteps = 0;
    ui_to_table(&ui);
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_HANDOVER}, 2);
    expect_step(&ui, 0, STEP_LEAVE, SCREEN_SETUP);
    expect_step(&ui, 1, STEP_LEAVE, SCREEN_MENU);
    assert_int_equal(ui.nsteps, 2);
    ui.nsteps = 0;

    /* a box over a box: its owner is still the table; closed with an answer */
    ui_push(&ui, SCREEN_NOT_SAVED, NOT_SAVED_PLAYING);
    assert_int_equal(ui.steps[0].from, SCREEN_TABLE);
    check(ui_top_box(&ui) == SCREEN_NOT_SAVED, "the highest box is the one over the table");
    ui.nsteps = 0;
    ui_answer(&ui, 3);
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_HANDOVER}, 2);
    expect_step(&ui, 0, STEP_LEAVE, SCREEN_NOT_SAVED);
    expect_step(&ui, 1, STEP_ANSWER, SCREEN_HANDOVER);
    assert_int_equal(ui.steps[1].from, SCREEN_NOT_SAVED);
    assert_int_equal(ui.steps[1].answer, 3);
    ui.nsteps = 0;

    /* a box closed wherever it is: those above it stay */
    ui_push(&ui, SCREEN_RULES, 0);
    ui_close(&ui, SCREEN_HANDOVER);
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_RULES}, 2);
    expect_step(&ui, 1, STEP_LEAVE, SCREEN_HANDOVER);
    ui_close(&ui, SCREEN_SEASON); /* not on the stack: nothing */
    ui_close(&ui, SCREEN_TABLE);  /* never */
    expect_stack(&ui, (ScreenId[]){SCREEN_TABLE, SCREEN_RULES}, 2);
    assert_int_equal(ui.nsteps, 2);
}

static void test_limits_and_quit(void **state)
{
    (void)state;
    Ui ui;
    fresh(&ui);
    for (int i = 0; i < 40; i++) /* more screens than the stack holds: the rest are dropped */
        ui_push(&ui, (ScreenId)(SCREEN_REPLAY + i % (SCREEN_COUNT - 1)), 0);
    check(ui.depth <= UI_DEPTH && ui.nsteps <= NAV_STEPS, "the stack and the steps keep to their sizes");
    for (int i = 0; i < ui.depth; i++)
        for (int j = i + 1; j < ui.depth; j++)
            assert_int_not_equal(ui.stack[i], ui.stack[j]); /* one state per screen */
    fresh(&ui);
    ui_quit(&ui); /* no match: nothing is at risk */
    check(ui.quitting && ui.depth == 1 && ui.nsteps == 0, "quitting with nothing at risk just quits");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_push_pop_and_back),
        cmocka_unit_test(test_boxes),
        cmocka_unit_test(test_limits_and_quit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
