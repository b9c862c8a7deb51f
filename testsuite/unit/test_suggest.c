/*
 * test_suggest.c -- the edit distance behind "Perhaps you meant"
 * (compiler/suggest.c, Note [What GHC suggests]).  The messages themselves
 * are pinned by the golden cases cerr_suggest_*.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "suggest.h"

static void test_single_edits(void **state)
{
    (void)state;
    assert_int_equal(suggest_distance("map", "map"), 0);
    assert_int_equal(suggest_distance("mapp", "map"), 1);      /* deletion */
    assert_int_equal(suggest_distance("map", "mapM"), 1);      /* insertion */
    assert_int_equal(suggest_distance("mapp", "mapM"), 1);     /* change */
    assert_int_equal(suggest_distance("lenght", "length"), 1); /* swap */
    assert_int_equal(suggest_distance("fitler", "filter"), 1);
}

static void test_several_edits(void **state)
{
    (void)state;
    assert_int_equal(suggest_distance("fitler", "either"), 2);
    assert_int_equal(suggest_distance("Integr", "Integral"), 2);
    assert_int_equal(suggest_distance("", "abc"), 3);
    assert_int_equal(suggest_distance("abc", ""), 3);
    assert_int_equal(suggest_distance("Prelude.lenght", "Prelude.Right"), 3);
}

/* The restricted distance never edits a swapped pair again: "ca" to
   "abc" costs 3, where the unrestricted one would say 2. */
static void test_restricted(void **state)
{
    (void)state;
    assert_int_equal(suggest_distance("ca", "abc"), 3);
    assert_int_equal(suggest_distance("abc", "ca"), 3);
}

/* Distances count code points, not bytes. */
static void test_code_points(void **state)
{
    (void)state;
    assert_int_equal(suggest_distance("na\xc3\xafve", "naive"), 1);
    assert_int_equal(suggest_distance("\xce\xbb" "x", "x"), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_single_edits),
        cmocka_unit_test(test_several_edits),
        cmocka_unit_test(test_restricted),
        cmocka_unit_test(test_code_points),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
