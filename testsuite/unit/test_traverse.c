/*
 * test_traverse.c -- the generic heap traversal (includes/traverse.h) on
 * hand-built graphs: every object visited once, revisits counted per
 * extra edge (sharing, a cycle, a self-loop), data flowing along edges,
 * descent stopped by visit and resumed by revisit, objects outside the
 * named spaces (static closures), PAP fields, blackholes not followed,
 * a list and a tree a million deep without C recursion, and an instance
 * of the loop with its own step inlined.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../includes/program.h"
#include "../../includes/traverse.h"

/* Constructors with 0, 1 and 2 pointer fields, and a blackhole. */
static const InfoTable con0 = {.type = CT_CON, .name = "C0"};
static const InfoTable con1 = {.type = CT_CON, .ptrs = 1, .name = "C1"};
static const InfoTable con2 = {.type = CT_CON, .ptrs = 2, .name = "C2"};
static const InfoTable hole = {.type = CT_BLACKHOLE, .nptrs = 1, .name = "BH"};

/* A space of words that objects are bump-allocated in. */
typedef struct Space { Word *words; size_t used, cap; } Space;

static Space space_new(size_t cap)
{
    Space s = {calloc(cap, sizeof(Word)), 0, cap};
    assert_non_null(s.words);
    return s;
}

static Closure *obj(Space *s, const InfoTable *info, size_t payload)
{
    assert_true(s->used + HDR_WORDS + payload <= s->cap);
    Closure *c = (Closure *)&s->words[s->used];
    s->used += HDR_WORDS + payload;
    c->info = info;
    return c;
}

static Closure *con(Space *s, Closure *a, Closure *b)
{
    const InfoTable *info = b ? &con2 : a ? &con1 : &con0;
    Closure *c = obj(s, info, info->ptrs);
    if (a)
        closure_set_ptr(c, 0, a);
    if (b)
        closure_set_ptr(c, 1, b);
    return c;
}

/* Records the datum each object was first reached with (its depth). */
typedef struct Seen {
    int depth_of_leaf;
    Closure *leaf;
    Closure *stop_at;            /* visit refuses to descend here */
    int revisit_descents;        /* how many revisits may descend */
} Seen;

static bool visit_depth(Closure *c, TraverseDatum data, TraverseDatum *child,
                        void *env)
{
    Seen *seen = env;
    if (c == seen->leaf)
        seen->depth_of_leaf = (int)data;
    *child = data + 1;
    return c != seen->stop_at;
}

static bool revisit_some(Closure *c, TraverseDatum data, TraverseDatum *child,
                         void *env)
{
    (void)c;
    (void)data;
    (void)child;
    Seen *seen = env;
    if (seen->revisit_descents > 0) {
        seen->revisit_descents--;
        return true;
    }
    return false;
}

static Traversal traversal(const Space *s, HeapSpace *ts, Seen *seen)
{
    ts->start = s->words;
    ts->end = s->words + s->used;
    Traversal t;
    memset(&t, 0, sizeof t);
    t.visit = visit_depth;
    t.revisit = revisit_some;
    t.env = seen;
    t.spaces = ts;
    t.nspaces = 1;
    return t;
}

static const TraverseDatum zero = 0;

/* a -> b -> c -> a, and c -> c: three visits, two revisits. */
static void test_cycle(void **state)
{
    (void)state;
    Space s = space_new(64);
    Closure *a = obj(&s, &con1, 1), *b = obj(&s, &con1, 1);
    Closure *c = obj(&s, &con2, 2);
    closure_set_ptr(a, 0, b);    /* the pointers filled in afterwards */
    closure_set_ptr(b, 0, c);
    closure_set_ptr(c, 0, a);
    closure_set_ptr(c, 1, c);
    Seen seen = {0};
    seen.leaf = c;
    HeapSpace ts;
    Traversal t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, &a, 1, zero));
    assert_int_equal(t.visits, 3);
    assert_int_equal(t.revisits, 2);
    assert_int_equal(seen.depth_of_leaf, 2);
    free(s.words);
}

/* A diamond a -> (b, c) -> d, plus a second root d: d is visited once,
   reached three times; a revisit that descends reaches d's children
   again; visit's refusal stops the descent below b. */
static void test_sharing_and_control(void **state)
{
    (void)state;
    Space s = space_new(64);
    Closure *e = con(&s, NULL, NULL);
    Closure *d = con(&s, e, NULL);
    Closure *b = con(&s, d, NULL), *c = con(&s, d, NULL);
    Closure *a = con(&s, b, c);
    Closure *roots[] = {a, d, NULL};
    Seen seen = {0};
    seen.leaf = e;
    HeapSpace ts;
    Traversal t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, roots, 3, zero));
    assert_int_equal(t.visits, 5);
    assert_int_equal(t.revisits, 2);        /* d from c, d as a root */
    assert_int_equal(seen.depth_of_leaf, 3);  /* a b d e */

    seen = (Seen){0};
    seen.revisit_descents = 1;               /* d's revisit descends to e */
    t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, roots, 3, zero));
    assert_int_equal(t.visits, 5);
    assert_int_equal(t.revisits, 3);         /* ... so e is reached again */

    seen = (Seen){0};
    seen.stop_at = b;                        /* d reached through c only */
    seen.leaf = e;
    t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, &a, 1, zero));
    assert_int_equal(t.visits, 5);
    assert_int_equal(t.revisits, 0);
    assert_int_equal(seen.depth_of_leaf, 3);  /* a c d e */
    free(s.words);
}

/* A static object outside the spaces, a PAP's function and arguments,
   a blackhole whose payload is not followed. */
static void test_statics_pap_blackhole(void **state)
{
    (void)state;
    Space s = space_new(64);
    static Word static_words[HDR_WORDS + 1];
    Closure *st = (Closure *)static_words;
    st->info = &con0;
    Closure *arg = con(&s, st, NULL);
    Closure *bh = obj(&s, &hole, 1);
    closure_set_ptr(bh, 0, arg);             /* not a pointer field */
    Closure *pap = obj(&s, &pap_info, 4);
    closure_set_ptr(pap, 0, st);
    pap->payload[1] = 2;
    closure_set_ptr(pap, 2, arg);
    closure_set_ptr(pap, 3, bh);
    Seen seen = {0};
    HeapSpace ts;
    Traversal t = traversal(&s, &ts, &seen);
    Closure *roots[] = {pap, st};
    assert_true(traverse_run(&t, roots, 2, zero));
    assert_int_equal(t.visits, 4);           /* pap st arg bh */
    assert_int_equal(t.revisits, 2);         /* st from arg, st as a root */
    free(s.words);
}

/* A list of a million cells costs one stack entry; a left-deep tree a
   million deep costs a million entries, on the C heap. */
static void test_deep(void **state)
{
    (void)state;
    enum { N = 1000000 };
    Space s = space_new((size_t)N * 2 * (HDR_WORDS + 2) + 16);
    Closure *nil = con(&s, NULL, NULL);
    Closure *list = nil;
    for (int i = 0; i < N; i++)
        list = con(&s, nil, list);           /* head nil (shared), tail */
    Seen seen = {0};
    seen.leaf = nil;
    HeapSpace ts;
    Traversal t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, &list, 1, zero));
    assert_int_equal(t.visits, N + 1);
    assert_int_equal(t.revisits, N);         /* nil from every head but one */
    assert_true(t.max_stack <= 2);

    Closure *tree = nil;
    for (int i = 0; i < N; i++)
        tree = con(&s, tree, nil);           /* the deep child first */
    seen = (Seen){0};
    t = traversal(&s, &ts, &seen);
    assert_true(traverse_run(&t, &tree, 1, zero));
    assert_int_equal(t.visits, N + 1);
    assert_true(t.max_stack >= N - 1);       /* the deepest: one field */
    free(s.words);
}

/* An instance of the loop with its step inlined, as the retainer census
   is (Note [The traversal loop, inlined]): marks of its own (a byte per
   word of the space), a datum that counts the depth. */
typedef struct Inline {
    const Space *s;
    unsigned char *marked;
    size_t visits, revisits, deepest;
} Inline;

static inline bool depth_step(Closure *c, TraverseDatum d, TraverseDatum *child,
                              void *env)
{
    Inline *k = env;
    size_t at = (size_t)((Word *)c - k->s->words);
    if (k->marked[at]) {
        k->revisits++;
        return false;
    }
    k->marked[at] = 1;
    k->visits++;
    if (d > k->deepest)
        k->deepest = d;
    *child = d + 1;
    return true;
}

static void test_inline_instance(void **state)
{
    (void)state;
    enum { N = 100000 };
    Space s = space_new((size_t)N * (HDR_WORDS + 2) + 64);
    Closure *nil = con(&s, NULL, NULL);
    Closure *list = nil;
    for (int i = 0; i < N; i++)
        list = con(&s, nil, list);
    Closure *a = obj(&s, &con2, 2);          /* a -> (a, list): a cycle */
    closure_set_ptr(a, 0, a);
    closure_set_ptr(a, 1, list);
    Inline k = {&s, calloc(s.used, 1), 0, 0, 0};
    assert_non_null(k.marked);
    TraverseWork w = {0};
    Closure *roots[] = {a, NULL, list};
    assert_true(traverse_loop(&w, roots, 3, 0, depth_step, &k));
    assert_int_equal(k.visits, N + 2);
    /* a from itself, nil from N - 1 heads and the last tail, the root */
    assert_int_equal(k.revisits, 1 + (N - 1) + 1 + 1);
    assert_int_equal(k.deepest, N);          /* a at 0, the last cell */
    assert_int_equal(w.n, 0);
    assert_true(w.max <= 2);
    traverse_work_free(&w);
    free(k.marked);
    free(s.words);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cycle),
        cmocka_unit_test(test_sharing_and_control),
        cmocka_unit_test(test_statics_pap_blackhole),
        cmocka_unit_test(test_deep),
        cmocka_unit_test(test_inline_instance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
