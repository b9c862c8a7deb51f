/*
 * test_ccs.c -- cost centres and interned stacks (ccs/ccs.c): interning,
 * GHC's recursion rule for pushes, its append rule for calls of function
 * closures (the five examples of GHC's enterFunCCS), CAF-rooted stacks,
 * child tables that grow, and ccs_children's order.
 *
 * Stacks are written <a,b,c> (bottom first) and built on MAIN, as GHC's
 * examples are: <a,b,c> is MAIN/a/b/c.  The state is global (the tree
 * only grows), so every test makes its own centres.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "../../includes/ccs.h"

static CostCentre *cc(const char *label)
{
    return ccs_new_cc(label, "Main", "t.hs:1:1", false);
}

/* The stack of `n` centres on MAIN, bottom first. */
static CostCentreStack *stack(int n, CostCentre *const *ccs)
{
    CostCentreStack *s = CCS_MAIN;
    for (int i = 0; i < n; i++)
        s = ccs_push(s, ccs[i]);
    return s;
}

#define STACK(...) \
    stack((int)(sizeof (CostCentre *[]){ __VA_ARGS__ } / sizeof(CostCentre *)), \
          (CostCentre *[]){ __VA_ARGS__ })

static int setup(void **state)
{
    (void)state;
    ccs_init();
    return 0;
}

/* ccs_init: MAIN at depth 0 is its own root and the current stack; the
   built-ins are children of MAIN, roots of their own, and system. */
static void test_init(void **state)
{
    (void)state;
    assert_ptr_equal(ccs_get(), CCS_MAIN);
    assert_int_equal(CCS_MAIN->depth, 0);
    assert_ptr_equal(CCS_MAIN->root, CCS_MAIN);
    assert_null(CCS_MAIN->prev);
    assert_false(CCS_MAIN->cc->is_system);
    CostCentreStack *builtins[] = { CCS_SYSTEM, CCS_GC, CCS_OVERHEAD,
                                    CCS_DONT_CARE, CCS_IDLE };
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) {
        assert_ptr_equal(builtins[i]->prev, CCS_MAIN);
        assert_ptr_equal(builtins[i]->root, builtins[i]);
        assert_int_equal(builtins[i]->depth, 1);
        assert_true(builtins[i]->cc->is_system);
    }
    CostCentreStack *main_before = CCS_MAIN;
    uint32_t nodes = ccs_node_count();
    ccs_init();
    assert_ptr_equal(CCS_MAIN, main_before);
    assert_int_equal(ccs_node_count(), nodes);
}

/* Centres are numbered in registration order and listed newest first. */
static void test_centre_ids(void **state)
{
    (void)state;
    CostCentre *a = cc("a"), *b = cc("b");
    assert_int_equal(b->id, a->id + 1);
    assert_ptr_equal(ccs_all_centres(), b);
    assert_ptr_equal(b->link, a);
}

/* The same push twice gives the same node; new nodes are numbered in
   creation order. */
static void test_interning(void **state)
{
    (void)state;
    CostCentre *a = cc("a"), *b = cc("b");
    uint32_t next = ccs_node_count() + 1;
    CostCentreStack *sa = ccs_push(CCS_MAIN, a);
    CostCentreStack *sab = ccs_push(sa, b);
    assert_int_equal(sa->id, next);
    assert_int_equal(sab->id, next + 1);
    assert_int_equal(ccs_node_count(), next + 1);
    assert_ptr_equal(ccs_push(CCS_MAIN, a), sa);
    assert_ptr_equal(ccs_push(sa, b), sab);
    assert_int_equal(ccs_node_count(), next + 1);
    assert_ptr_equal(sab->prev, sa);
    assert_ptr_equal(sab->cc, b);
    assert_int_equal(sab->depth, 2);
    assert_ptr_equal(sab->root, CCS_MAIN);
    assert_int_equal(sab->scc_count, 0);      /* pushing counts no entry */
}

/* Recursion: a centre on top leaves the stack as it is; a deeper one
   truncates the stack back to it, through a back edge. */
static void test_recursion_rule(void **state)
{
    (void)state;
    CostCentre *a = cc("a"), *b = cc("b"), *c = cc("c");
    CostCentreStack *abc = STACK(a, b, c), *ab = STACK(a, b);
    uint32_t nodes = ccs_node_count();
    assert_ptr_equal(ccs_push(abc, b), ab);
    assert_ptr_equal(ccs_push(abc, c), abc);
    assert_ptr_equal(ccs_push(abc, a), STACK(a));
    assert_ptr_equal(ccs_push(abc, b), ab);   /* memoised */
    assert_int_equal(ccs_node_count(), nodes);
    /* The back edges are in the table, not among the children. */
    assert_int_equal(abc->nchildren, 2);
    CostCentreStack **kids;
    assert_int_equal(ccs_children(abc, &kids), 0);
    free(kids);
}

/* GHC's examples of `ccs ++> ccsfn` (enterFunCCS). */
static void test_append_rule(void **state)
{
    (void)state;
    CostCentre *a = cc("a"), *b = cc("b"), *c = cc("c"), *d = cc("d");
    CostCentreStack *abc = STACK(a, b, c);
    /* <a,b,c> ++> <> = <a,b,c> (the empty stack is MAIN) */
    assert_ptr_equal(ccs_enter_fun(abc, CCS_MAIN), abc);
    /* <a,b,c> ++> <d> = <a,b,c,d> */
    assert_ptr_equal(ccs_enter_fun(abc, STACK(d)), STACK(a, b, c, d));
    /* <a,b,c> ++> <a,b> = <a,b,c> */
    assert_ptr_equal(ccs_enter_fun(abc, STACK(a, b)), abc);
    /* <a,b> ++> <a,b,c> = <a,b,c> */
    assert_ptr_equal(ccs_enter_fun(STACK(a, b), abc), abc);
    /* <a,b,c> ++> <a,b,d> = <a,b,c,d> */
    assert_ptr_equal(ccs_enter_fun(abc, STACK(a, b, d)), STACK(a, b, c, d));
    /* and one the other way round: <a> ++> <b,c> = <a,b,c> */
    assert_ptr_equal(ccs_enter_fun(STACK(a), STACK(b, c)), abc);
    /* the same stack: no change */
    assert_ptr_equal(ccs_enter_fun(abc, abc), abc);
}

/* Appending goes through ccs_push, so the recursion rule applies to the
   appended centres: <a,b,c> ++> <b,d> = <a,b> push d. */
static void test_append_truncates(void **state)
{
    (void)state;
    CostCentre *a = cc("a"), *b = cc("b"), *c = cc("c"), *d = cc("d");
    assert_ptr_equal(ccs_enter_fun(STACK(a, b, c), STACK(b, d)), STACK(a, b, d));
}

/* A function closure made under a CAF, called from MAIN's tree: the two
   stacks have different roots, so its centres above the CAF are pushed
   onto the caller's stack.  A CAF stack alone or a built-in appends
   nothing.  The current stack is the caller's again afterwards (the
   computation runs under OVERHEAD_of). */
static void test_append_caf_rooted(void **state)
{
    (void)state;
    CostCentre *caf = ccs_new_cc("CAF", "Lib", "<entire-module>", true);
    CostCentre *a = cc("a"), *x = cc("x"), *y = cc("y");
    CostCentreStack *s_caf = ccs_caf_stack(caf);
    assert_ptr_equal(s_caf->root, s_caf);
    assert_ptr_equal(s_caf->prev, CCS_MAIN);
    CostCentreStack *fn = ccs_push(ccs_push(s_caf, x), y);
    assert_ptr_equal(fn->root, s_caf);
    CostCentreStack *cur = STACK(a);
    ccs_set(cur);
    assert_ptr_equal(ccs_enter_fun(cur, fn), STACK(a, x, y));
    assert_ptr_equal(ccs_get(), cur);
    assert_ptr_equal(ccs_enter_fun(cur, s_caf), cur);
    assert_ptr_equal(ccs_enter_fun(cur, CCS_DONT_CARE), cur);
    /* and the other way: a MAIN-rooted function called inside the CAF */
    assert_ptr_equal(ccs_enter_fun(fn, cur), ccs_push(fn, a));
    assert_ptr_equal(ccs_push(fn, a)->root, s_caf);
    ccs_set(CCS_MAIN);
}

/* A node with 10000 children: the table grows (power of two, at most
   3/4 full), every push still finds its own child, and ccs_children
   lists them in creation order. */
static void test_many_children(void **state)
{
    (void)state;
    enum { N = 10000 };
    CostCentreStack *parent = ccs_push(CCS_MAIN, cc("parent"));
    CostCentre **ccs = malloc(N * sizeof *ccs);
    CostCentreStack **kids_made = malloc(N * sizeof *kids_made);
    assert_non_null(ccs);
    assert_non_null(kids_made);
    for (int i = 0; i < N; i++)
        ccs[i] = cc("child");
    /* Push in an order unlike the ids, to exercise the probing. */
    for (int i = 0; i < N; i++) {
        int k = (int)(((long)i * 7919) % N);
        kids_made[k] = ccs_push(parent, ccs[k]);
        assert_ptr_equal(kids_made[k]->cc, ccs[k]);
        assert_ptr_equal(kids_made[k]->prev, parent);
    }
    assert_int_equal(parent->nchildren, N);
    assert_int_equal(parent->capchildren & (parent->capchildren - 1), 0);
    assert_true(4 * (uint64_t)parent->nchildren <= 3 * (uint64_t)parent->capchildren);
    for (int i = 0; i < N; i++)
        assert_ptr_equal(ccs_push(parent, ccs[i]), kids_made[i]);
    CostCentreStack **kids;
    assert_int_equal(ccs_children(parent, &kids), N);
    for (int i = 1; i < N; i++)
        assert_true(kids[i - 1]->id < kids[i]->id);
    free(kids);
    free(kids_made);
    free(ccs);
}

/* ccs_children: creation order (not push or id-of-centre order), back
   edges left out; an empty node has none. */
static void test_children_order(void **state)
{
    (void)state;
    CostCentre *p = cc("p"), *z = cc("z"), *m = cc("m"), *a = cc("a");
    CostCentreStack *sp = ccs_push(CCS_MAIN, p);
    CostCentreStack *sz = ccs_push(sp, z);
    CostCentreStack *sa = ccs_push(sp, a);
    CostCentreStack *sm = ccs_push(sp, m);
    ccs_push(sz, p);                        /* a back edge below z */
    CostCentreStack **kids;
    assert_int_equal(ccs_children(sp, &kids), 3);
    assert_ptr_equal(kids[0], sz);
    assert_ptr_equal(kids[1], sa);
    assert_ptr_equal(kids[2], sm);
    free(kids);
    assert_int_equal(ccs_children(sz, &kids), 0);
    free(kids);
    assert_int_equal(ccs_children(sm, &kids), 0);
    free(kids);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init),
        cmocka_unit_test(test_centre_ids),
        cmocka_unit_test(test_interning),
        cmocka_unit_test(test_recursion_rule),
        cmocka_unit_test(test_append_rule),
        cmocka_unit_test(test_append_truncates),
        cmocka_unit_test(test_append_caf_rooted),
        cmocka_unit_test(test_many_children),
        cmocka_unit_test(test_children_order),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
