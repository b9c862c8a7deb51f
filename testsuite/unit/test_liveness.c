/*
 * test_liveness.c -- what the collector knows about code, and what it does
 * with it: the live slots at a return point (compiler/liveness.c), static
 * reference tables and selector thunks found in hand-written codes, then
 * the collector dropping a dead slot of a waiting activation and the
 * unwritten slots of a running one (Note [Slots born dead]), dropping
 * (and reverting) a CAF nothing can reach while keeping one that is
 * reachable, and replacing a selector thunk by the field it selects.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "../../compiler/liveness.h"
#include "../../includes/bytecode.h"
#include "../../includes/codemap.h"
#include "../../includes/program.h"
#include "../../rts/storage.h"

#define S(slot) ((Word)(SWord)(slot))

static const InfoTable pair_info = {.type = CT_CON, .ptrs = 2, .name = "P"};
static const InfoTable box_info = {.type = CT_CON, .ptrs = 1, .name = "Box"};
static const InfoTable leaf_info = {.type = CT_INT, .nptrs = 1, .name = "I#"};

/* f x y = case x of v -> P y v: at the return point, y is live, x is
   not (nor v, which the SET defines there). */
static Word f_instrs[] = {
    OP_PUSH_CONT, 5,
    OP_ENTER, 0, POP_NONE,
    OP_SET, S(-1),                                   /* 5: return point */
    OP_HEAP_CHECK, HDR_WORDS + 2,
    OP_ALLOC_CON, S(-2), (Word)&pair_info, 2, 1, S(-1),
    OP_ENTER, S(-2), 2,
};
static InfoTable f_info = {.type = CT_FUN, .arity = 2, .name = "f"};
static Code f_code = {.info = &f_info, .arity = 2, .nslots = 4,
                      .instrs = f_instrs, .ninstrs = 18, .name = "f"};

/* a thunk selecting the second field of its free variable */
static Word s_instrs[] = {
    OP_EVAL, S(-1),
    OP_UNPACK, 2, 0, S(-2), 1, S(-3),
    OP_ENTER, S(-3), 0,
};
static InfoTable s_info = {.type = CT_THUNK, .ptrs = 1, .name = "snd p"};
static Code s_code = {.info = &s_info, .nfree = 1, .nslots = 3,
                      .instrs = s_instrs, .ninstrs = 11, .name = "snd p"};

/* a CAF, a function that loads it, and one that names nothing */
static Word leaf_words[HDR_WORDS + 1];
static Word c_instrs[] = {
    OP_LOAD_CONST, S(-1), (Word)leaf_words,
    OP_ENTER, S(-1), 0,
};
static InfoTable c_info = {.type = CT_CAF, .nptrs = 1, .name = "c"};
static InfoTable c_ind_info = {.type = CT_IND, .ptrs = 1, .name = "IND_STATIC"};
static Code c_code = {.info = &c_info, .ind_info = &c_ind_info, .nslots = 1,
                      .instrs = c_instrs, .ninstrs = 6, .name = "c"};
static Word caf_words[HDR_WORDS + 1];

static Word g_instrs[] = {
    OP_LOAD_CONST, S(-1), (Word)caf_words,
    OP_ENTER, S(-1), 1,
};
static InfoTable g_info = {.type = CT_FUN, .arity = 1, .name = "g"};
static Code g_code = {.info = &g_info, .arity = 1, .nslots = 2,
                      .instrs = g_instrs, .ninstrs = 6, .name = "g"};

static Word h_instrs[] = {OP_ENTER, 0, 1};
static InfoTable h_info = {.type = CT_FUN, .arity = 1, .name = "h"};
static Code h_code = {.info = &h_info, .arity = 1, .nslots = 1,
                      .instrs = h_instrs, .ninstrs = 3, .name = "h"};

/* w x = case (slot -1) of v -> P x far, far a local set first and read
   last: at the return point the live slots are x (bit 1000) and far
   (bit 0), with nothing between them, which the description keeps as two
   words and their places (Note [Liveness of large codes]). */
#define W_LOCALS 1000
static Word w_instrs[] = {
    OP_LOAD_CONST, S(-W_LOCALS), 0,                  /* the leaf, set below */
    OP_PUSH_CONT, 5,
    OP_ENTER, S(-1), POP_NONE,
    OP_SET, S(-2),                                   /* 8: return point */
    OP_HEAP_CHECK, HDR_WORDS + 2,
    OP_ALLOC_CON, S(-3), (Word)&pair_info, 2, 0, S(-W_LOCALS),
    OP_ENTER, S(-3), 1,
};
static InfoTable w_info = {.type = CT_FUN, .arity = 1, .name = "w"};
static Code w_code = {.info = &w_info, .arity = 1, .nslots = 1 + W_LOCALS,
                      .instrs = w_instrs, .ninstrs = 21, .name = "w"};

/* u x = PUSH_CONT k; v = <static>; ENTER v; k: ENTER v -- the edge from
   PUSH_CONT to k passes over v's definition */
static Word u_instrs[] = {
    OP_PUSH_CONT, 8,
    OP_LOAD_CONST, S(-1), 0,                         /* the leaf, set below */
    OP_ENTER, S(-1), POP_NONE,
    OP_ENTER, S(-1), 1,                              /* 8: k */
};
static InfoTable u_info = {.type = CT_FUN, .arity = 1, .name = "u"};
static Code u_code = {.info = &u_info, .arity = 1, .nslots = 2,
                      .instrs = u_instrs, .ninstrs = 11, .name = "u"};

static Word *test_sp;

static int group_setup(void **state)
{
    (void)state;
    closure_init_tables();
    Closure *leaf = (Closure *)leaf_words;
    leaf->info = &leaf_info;
    c_info.code = &c_code;
    c_ind_info.code = &c_code;
    f_info.code = &f_code;
    s_info.code = &s_code;
    g_info.code = &g_code;
    h_info.code = &h_code;
    w_info.code = &w_code;
    u_info.code = &u_code;
    w_instrs[2] = (Word)leaf_words;
    u_instrs[4] = (Word)leaf_words;
    ((Closure *)caf_words)->info = &c_info;
    const Code *codes[] = {&f_code, &s_code, &c_code, &g_code, &h_code, &w_code,
                           &u_code};
    liveness_describe(codes, 7);
    return 0;
}

static int setup(void **state)
{
    (void)state;
    storage_init(64 * 1024, 0, 1 << 20);
    test_sp = stack_base;
    storage_sp_ref = &test_sp;
    storage_active_fp = NULL;
    storage_active_pc = NULL;
    storage_torture = false;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    storage_exit();
    return 0;
}

static Closure *mk_leaf(int64_t v)
{
    Closure *c = storage_alloc(HDR_WORDS + 1);
    c->info = &leaf_info;
    c->payload[0] = (Word)v;
    return c;
}

static void test_return_point_liveness(void **state)
{
    (void)state;
    const ReturnPoint *rp = codemap_return(&f_instrs[5]);
    assert_non_null(rp);
    assert_ptr_equal(rp->code, &f_code);
    /* bit = slot + nlocals (2) */
    assert_true(codemap_slot_live(rp, 1 + 2));     /* y */
    assert_false(codemap_slot_live(rp, 0 + 2));    /* x: used before */
    assert_false(codemap_slot_live(rp, -1 + 2));   /* v: set there */
    assert_false(codemap_slot_live(rp, -2 + 2));
    /* the HEAP_CHECK is where the running activation may be collected:
       described too (Note [Slots born dead]): y and v live, x and the
       pair's slot, not written yet, dead */
    rp = codemap_return(&f_instrs[7]);
    assert_non_null(rp);
    assert_true(codemap_slot_live(rp, 1 + 2));
    assert_true(codemap_slot_live(rp, -1 + 2));
    assert_false(codemap_slot_live(rp, 0 + 2));
    assert_false(codemap_slot_live(rp, -2 + 2));
    assert_null(codemap_return(&f_instrs[9]));     /* neither */
    /* no local is read before it is written: entry leaves them be */
    assert_int_not_equal(f_code.entry_clear, ENTRY_CLEAR_DUMMY);
    /* u's continuation reads a slot its in-place part writes: seen from
       the case frame's return point alone, the slot could be read
       unwritten, so entry clears it */
    assert_int_equal(u_code.entry_clear, ENTRY_CLEAR_DUMMY);
    assert_ptr_equal(codemap_code_at(&f_instrs[9]), &f_code);
    assert_ptr_equal(codemap_code_at(f_instrs + 18), &f_code);
}

static void test_sparse_return_point(void **state)
{
    (void)state;
    const ReturnPoint *rp = codemap_return(&w_instrs[8]);
    assert_non_null(rp);
    assert_non_null(rp->live_at);                  /* two words of sixteen */
    assert_int_equal(rp->live_words, 2);
    for (size_t bit = 0; bit < 1 + W_LOCALS; bit++) {
        bool live = bit == 0 || bit == W_LOCALS;  /* far, and x */
        if (live)
            assert_true(codemap_slot_live(rp, bit));
        else
            assert_false(codemap_slot_live(rp, bit));
    }
}

static void test_selector_and_tables(void **state)
{
    (void)state;
    assert_int_equal(s_code.selector, 2);          /* field 1, plus one */
    assert_int_equal(f_code.selector, 0);
    assert_non_null(c_code.srt);                   /* every CAF has one */
    assert_ptr_equal(c_code.srt->caf, (Closure *)caf_words);
    assert_non_null(g_code.srt);
    assert_int_equal(g_code.srt->n, 1);
    assert_ptr_equal(g_code.srt->items[0], c_code.srt);
    assert_null(h_code.srt);                       /* reaches no CAF */
    assert_null(f_code.srt);
}

/* f waits under its case frame: x is dead there, y live. */
static void test_dead_slot_dropped(void **state)
{
    (void)state;
    Closure *x = mk_leaf(1);
    Closure *y = mk_leaf(2);
    Word *sp = stack_base;
    *--sp = (Word)&frame_infos[FRAME_STOP];
    *--sp = (Word)y;                               /* fp[1] */
    *--sp = (Word)x;                               /* fp[0] */
    Word *fp = sp;
    *--sp = (Word)dummy_closure;                   /* fp[-1] */
    *--sp = (Word)dummy_closure;                   /* fp[-2] */
    *--sp = (Word)fp;
    *--sp = (Word)&f_instrs[5];
    *--sp = (Word)&frame_infos[FRAME_CASE];
    test_sp = sp;
    storage_collect(0);
    assert_ptr_equal((Closure *)fp[0], dummy_closure);
    assert_true(storage_in_heap((Closure *)fp[1]));
    assert_int_equal(closure_int((Closure *)fp[1]), 2);
    assert_int_equal(storage_used_words(), HDR_WORDS + 1);
    test_sp = stack_base;
}

/* f runs, at its HEAP_CHECK: the pair's slot, not written yet, holds
   what an earlier activation left there -- here a frame's info word --
   and the collection must neither take it for a frame nor keep it. */
static void test_running_unwritten_slot(void **state)
{
    (void)state;
    Closure *x = mk_leaf(1);
    Closure *y = mk_leaf(2);
    Closure *v = mk_leaf(3);
    Word *sp = stack_base;
    *--sp = (Word)&frame_infos[FRAME_STOP];
    *--sp = (Word)y;                               /* fp[1] */
    *--sp = (Word)x;                               /* fp[0] */
    Word *fp = sp;
    *--sp = (Word)v;                               /* fp[-1] */
    *--sp = (Word)&frame_infos[FRAME_CASE];        /* fp[-2]: stale */
    test_sp = sp;
    storage_active_fp = fp;
    storage_active_pc = &f_instrs[7];
    storage_active_running = true;
    storage_collect(0);
    storage_active_running = false;
    storage_active_fp = NULL;
    assert_ptr_equal((Closure *)fp[-2], dummy_closure);
    assert_ptr_equal((Closure *)fp[0], dummy_closure);
    assert_int_equal(closure_int((Closure *)fp[1]), 2);
    assert_int_equal(closure_int((Closure *)fp[-1]), 3);
    assert_int_equal(storage_used_words(), 2 * (HDR_WORDS + 1));
    test_sp = stack_base;
}

/* A major collection that meets a pointer to an object it has already
   copied (here: the same root registered twice) must not take the copy
   for a static closure: a copied BLACKHOLE would become its code's
   table's CAF, a heap pointer the next collection would follow. */
static InfoTable bh_test_info = {.type = CT_BLACKHOLE, .nptrs = 1, .name = "bh"};
static void test_copy_not_static(void **state)
{
    (void)state;
    bh_test_info.code = &g_code;
    assert_non_null(g_code.srt);
    Closure *bh = storage_alloc(HDR_WORDS + 1);
    bh->info = &bh_test_info;
    bh->payload[0] = 0;
    storage_push_root(&bh);
    storage_push_root(&bh);
    storage_collect(0);
    storage_pop_roots(2);
    assert_true(storage_in_heap(bh));
    assert_ptr_not_equal(g_code.srt->caf, bh);
}

static void set_caf(Closure *caf, Closure *value)
{
    caf->info = &c_ind_info;
    closure_set_ptr(caf, 0, value);
    storage_add_caf(caf);
}

static void test_unreachable_caf_dropped(void **state)
{
    (void)state;
    Closure *caf = (Closure *)caf_words;
    set_caf(caf, mk_leaf(5));
    storage_collect(0);
    assert_ptr_equal(caf->info, &c_info);          /* reverted */
    assert_int_equal(storage_used_words(), 0);
    /* reachable from a stack slot: kept, with its value */
    set_caf(caf, mk_leaf(6));
    Word *sp = stack_base;
    *--sp = (Word)&frame_infos[FRAME_STOP];
    *--sp = (Word)caf;
    test_sp = sp;
    storage_collect(0);
    assert_ptr_equal(caf->info, &c_ind_info);
    assert_int_equal(closure_int(closure_ptr(caf, 0)), 6);
    /* through the table of a function a heap object points at */
    test_sp = stack_base;
    Closure *box = storage_alloc(HDR_WORDS + 1);
    box->info = &box_info;
    static Word g_words[HDR_WORDS];
    ((Closure *)g_words)->info = &g_info;
    closure_set_ptr(box, 0, (Closure *)g_words);
    storage_push_root(&box);
    storage_collect(0);
    assert_ptr_equal(caf->info, &c_ind_info);
    assert_int_equal(closure_int(closure_ptr(caf, 0)), 6);
    storage_pop_roots(1);
    storage_collect(0);
    assert_ptr_equal(caf->info, &c_info);
}

static void test_selector_thunk_resolved(void **state)
{
    (void)state;
    Closure *pair = storage_alloc(HDR_WORDS + 2);
    pair->info = &pair_info;
    closure_set_ptr(pair, 0, mk_leaf(7));          /* (torture is off) */
    closure_set_ptr(pair, 1, mk_leaf(8));
    Closure *thunk = storage_alloc(HDR_WORDS + 1);
    thunk->info = &s_info;
    closure_set_ptr(thunk, 0, pair);
    Closure *box = storage_alloc(HDR_WORDS + 1);
    box->info = &box_info;
    closure_set_ptr(box, 0, thunk);
    storage_push_root(&box);
    storage_collect(0);
    Closure *field = closure_ptr(box, 0);
    assert_int_equal(closure_type(field), CT_INT);
    assert_int_equal(closure_int(field), 8);
    /* the box and the selected field only: the pair and its first field
       are gone */
    assert_int_equal(storage_used_words(), 2 * (HDR_WORDS + 1));
    storage_pop_roots(1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_return_point_liveness),
        cmocka_unit_test(test_sparse_return_point),
        cmocka_unit_test(test_selector_and_tables),
        cmocka_unit_test_setup_teardown(test_dead_slot_dropped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_running_unwritten_slot, setup, teardown),
        cmocka_unit_test_setup_teardown(test_copy_not_static, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unreachable_caf_dropped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_selector_thunk_resolved, setup, teardown),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
