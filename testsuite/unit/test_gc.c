/*
 * test_gc.c -- the copying collector: objects survive with their contents,
 * sharing and cycles are preserved, indirections disappear, frames on the
 * stack are scanned precisely, updated CAFs are roots, and a torture mode
 * that collects at every allocation keeps all of that true.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../../includes/program.h"
#include "../../rts/storage.h"

static const InfoTable pair_info = {.type = CT_CON, .ptrs = 2, .name = "Pair"};
static const InfoTable box_info = {.type = CT_CON, .ptrs = 1, .name = "Box"};
static const InfoTable ind_info = {.type = CT_IND, .ptrs = 1, .nptrs = 1, .name = "IND"};
static const InfoTable leaf_info = {.type = CT_INT, .nptrs = 1, .name = "I#"};

static Word *test_sp;

static Closure *mk_leaf(int64_t v)
{
    Closure *c = storage_alloc(HDR_WORDS + 1);
    c->info = &leaf_info;
    c->payload[0] = (Word)v;
    return c;
}

/* A pair whose fields are roots while the pair itself is allocated. */
static Closure *mk_pair(Closure *a, Closure *b)
{
    storage_push_root(&a);
    storage_push_root(&b);
    Closure *c = storage_alloc(HDR_WORDS + 2);
    storage_pop_roots(2);
    c->info = &pair_info;
    closure_set_ptr(c, 0, a);
    closure_set_ptr(c, 1, b);
    return c;
}

/* The list n, n-1, .. 1 as nested pairs ending in NULL-free leaf 0. */
static Closure *mk_list(int n)
{
    Closure *list = mk_leaf(0);
    storage_push_root(&list);
    for (int i = 1; i <= n; i++) {
        Closure *leaf = mk_leaf(i);
        list = mk_pair(leaf, list);
    }
    storage_pop_roots(1);
    return list;
}

static int64_t sum_list(const Closure *c)
{
    int64_t s = 0;
    while (c->info == &pair_info) {
        s += closure_int(closure_ptr(c, 0));
        c = closure_ptr(c, 1);
    }
    return s + closure_int(c);
}

static int setup(void **state)
{
    (void)state;
    storage_init(64 * 1024, 0, 1 << 20);
    test_sp = stack_base;
    storage_sp_ref = &test_sp;
    storage_torture = false;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    storage_exit();
    return 0;
}

static void test_list_survives(void **state)
{
    (void)state;
    Closure *list = mk_list(1000);
    storage_push_root(&list);
    Closure *before = list;
    storage_collect(0);
    assert_ptr_not_equal(list, before);   /* it moved */
    assert_true(storage_in_heap(list));
    assert_int_equal(sum_list(list), 1000 * 1001 / 2);
    storage_pop_roots(1);
}

static void test_garbage_is_reclaimed(void **state)
{
    (void)state;
    for (int i = 0; i < 50; i++)
        (void)mk_list(1000);             /* all garbage */
    storage_collect(0);
    assert_int_equal(storage_used_words(), 0);
    Closure *keep = mk_list(10);
    storage_push_root(&keep);
    storage_collect(0);
    storage_pop_roots(1);
    /* exactly the small list is live now: 10 pairs and 11 leaves */
    assert_int_equal(storage_used_words(), 10 * (HDR_WORDS + 2) + 11 * (HDR_WORDS + 1));
}

static void test_sharing_and_cycles(void **state)
{
    (void)state;
    Closure *leaf = mk_leaf(7);
    Closure *p = mk_pair(leaf, leaf);
    closure_set_ptr(p, 1, p);            /* a cycle through the pair */
    storage_push_root(&p);
    storage_collect(0);
    assert_ptr_equal(closure_ptr(p, 1), p);
    assert_int_equal(closure_int(closure_ptr(p, 0)), 7);
    storage_pop_roots(1);
}

static void test_indirections_vanish(void **state)
{
    (void)state;
    Closure *target = mk_leaf(42);
    storage_push_root(&target);
    Closure *ind = storage_alloc(HDR_WORDS + 2);
    ind->info = &ind_info;
    closure_set_ptr(ind, 0, target);
    ind->payload[1] = 0;
    Closure *box = storage_alloc(HDR_WORDS + 1);
    box->info = &box_info;
    closure_set_ptr(box, 0, ind);
    storage_push_root(&box);
    storage_collect(0);
    assert_ptr_equal(closure_ptr(box, 0), target);
    assert_int_equal(closure_int(target), 42);
    storage_pop_roots(2);
}

static void test_stack_frames_scanned(void **state)
{
    (void)state;
    Closure *a = mk_leaf(1);
    Closure *b = mk_leaf(2);
    /* [case frame: info pc fp] [slot a] [update frame: info b] [stop] */
    Word *sp = stack_base;
    *--sp = (Word)&frame_infos[FRAME_STOP];
    *--sp = (Word)b;
    *--sp = (Word)&frame_infos[FRAME_UPDATE];
    *--sp = (Word)a;
    *--sp = (Word)(stack_base - 100);   /* a saved fp: not a closure */
    *--sp = (Word)0x1234;               /* a saved pc: not a closure */
    *--sp = (Word)&frame_infos[FRAME_CASE];
    test_sp = sp;
    storage_collect(0);
    assert_int_equal(closure_int((Closure *)sp[3]), 1);
    assert_int_equal(closure_int((Closure *)sp[5]), 2);
    assert_true(storage_in_heap((Closure *)sp[3]));
    assert_int_equal(sp[1], 0x1234);
    test_sp = stack_base;
}

static void test_caf_is_a_root(void **state)
{
    (void)state;
    static Word caf_words[HDR_WORDS + 1];
    Closure *caf = (Closure *)caf_words;
    caf->info = &caf_ind_info;
    closure_set_ptr(caf, 0, mk_list(20));
    storage_add_caf(caf);
    for (int i = 0; i < 20; i++)
        (void)mk_list(100);
    storage_collect(0);
    assert_int_equal(sum_list(closure_ptr(caf, 0)), 20 * 21 / 2);
}

/* An old object updated to point at a young one keeps it alive through
   minor collections (the write barrier's remembered set); without the
   barrier the young object would be lost and its memory reused. */
static void test_write_barrier(void **state)
{
    (void)state;
    Closure *box = storage_alloc(HDR_WORDS + 1);
    box->info = &box_info;
    closure_set_ptr(box, 0, mk_leaf(1));
    storage_push_root(&box);
    storage_collect(0);                  /* box is old now */
    uint64_t minors = storage_stats.minor_collections;
    closure_set_ptr(box, 0, mk_leaf(99));
    storage_record_update(box);
    for (int i = 0; i < 20000; i++)      /* several minor collections */
        (void)mk_leaf(-i);
    assert_true(storage_stats.minor_collections > minors);
    assert_int_equal(closure_int(closure_ptr(box, 0)), 99);
    storage_pop_roots(1);
}

static void test_torture(void **state)
{
    (void)state;
    storage_torture = true;
    uint64_t before = storage_stats.minor_collections + storage_stats.major_collections;
    Closure *list = mk_list(300);
    storage_torture = false;
    uint64_t after = storage_stats.minor_collections + storage_stats.major_collections;
    assert_true(after - before >= 600);
    assert_int_equal(sum_list(list), 300 * 301 / 2);
}

static void test_heap_grows(void **state)
{
    (void)state;
    Closure *big = mk_list(100000);      /* far more than the 64 KiB area */
    storage_push_root(&big);
    storage_collect(0);
    assert_int_equal(sum_list(big), (int64_t)100000 * 100001 / 2);
    assert_true(storage_stats.max_live_words >= 100000 * 2 * HDR_WORDS);
    storage_pop_roots(1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_list_survives, setup, teardown),
        cmocka_unit_test_setup_teardown(test_garbage_is_reclaimed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_sharing_and_cycles, setup, teardown),
        cmocka_unit_test_setup_teardown(test_indirections_vanish, setup, teardown),
        cmocka_unit_test_setup_teardown(test_stack_frames_scanned, setup, teardown),
        cmocka_unit_test_setup_teardown(test_caf_is_a_root, setup, teardown),
        cmocka_unit_test_setup_teardown(test_write_barrier, setup, teardown),
        cmocka_unit_test_setup_teardown(test_torture, setup, teardown),
        cmocka_unit_test_setup_teardown(test_heap_grows, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
