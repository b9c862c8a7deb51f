/*
 * test_retainer.c -- retainer sets (retainer/sets.c): interning, ids in
 * creation order, membership, MANY beyond -R, names and the .prof
 * listing.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../includes/ccs.h"
#include "../../retainer/retainer_int.h"

static CostCentreStack *stack_of(const char *label)
{
    CostCentre *cc = ccs_new_cc(label, "Main", "t.hs:1:1-5", false);
    return ccs_push(CCS_MAIN, cc);
}

static void test_sets(void **state)
{
    (void)state;
    ccs_init();
    assert_true(sets_init(2));
    CostCentreStack *f = stack_of("f"), *g = stack_of("g"), *h = stack_of("h");

    RetainerSet *sf = sets_singleton(f);
    assert_non_null(sf);
    assert_int_equal(sf->id, 2);
    assert_ptr_equal(sets_singleton(f), sf);           /* interned */
    RetainerSet *sg = sets_singleton(g);
    assert_int_equal(sg->id, 3);

    RetainerSet *fg = sets_add(sf, g);
    RetainerSet *gf = sets_add(sg, f);
    assert_ptr_equal(fg, gf);                          /* order-free */
    assert_int_equal(fg->id, 4);
    assert_int_equal(fg->n, 2);
    assert_true(fg->elems[0]->id < fg->elems[1]->id);  /* sorted */
    assert_true(sets_member(fg, f));
    assert_true(sets_member(fg, g));
    assert_false(sets_member(fg, h));
    assert_ptr_equal(sets_add(fg, f), fg);             /* already in */

    /* -R2: a third retainer makes MANY, which holds everyone */
    RetainerSet *many = sets_add(fg, h);
    assert_ptr_equal(many, sets_many());
    assert_int_equal(many->id, 1);
    assert_true(sets_member(many, h));
    assert_ptr_equal(sets_add(many, f), many);

    assert_ptr_equal(sets_by_id(4), fg);
    assert_null(sets_by_id(99));

    char *name = retainer_set_name(fg, 25);
    assert_string_equal(name, "(4)f,g");
    free(name);
    name = retainer_set_name(fg, 4);                  /* cut, no "..." */
    assert_string_equal(name, "(4)f");
    free(name);
    name = retainer_set_name(many, 25);
    assert_string_equal(name, "MANY");
    free(name);

    RtsSelector sel = {0};
    char *names[] = {"g"};
    sel.given = true;
    sel.count = 1;
    sel.names = names;
    assert_true(retainer_set_selected(fg, &sel));
    assert_false(retainer_set_selected(sf, &sel));
    assert_false(retainer_set_selected(many, &sel));

    /* only the sets that appeared in a census are listed */
    retainer_set_reported(fg);
    retainer_set_reported(sg);
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    sets_write_listing(m);
    fclose(m);
    assert_string_equal(text, "SET 3 = {<Main.g>}\n"
                              "SET 4 = {<Main.f>, <Main.g>}\n");
    free(text);
}

/* Many sets: the table grows and every set stays found. */
static void test_many_sets(void **state)
{
    (void)state;
    ccs_init();
    assert_true(sets_init(8));
    enum { N = 3000 };
    CostCentreStack *s[N];
    RetainerSet *single[N];
    char label[32];
    for (int i = 0; i < N; i++) {
        snprintf(label, sizeof label, "c%d", i);
        s[i] = stack_of(strdup(label));
        single[i] = sets_singleton(s[i]);
    }
    for (int i = 0; i + 1 < N; i++) {
        RetainerSet *pair = sets_add(single[i], s[i + 1]);
        assert_ptr_equal(sets_add(single[i + 1], s[i]), pair);
        assert_ptr_equal(sets_singleton(s[i]), single[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sets),
        cmocka_unit_test(test_many_sets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
