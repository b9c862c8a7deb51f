/*
 * test_arena.c -- the compiler's bump allocator (compiler/arena.c): every
 * allocation is zero-filled and aligned for any object, whichever path made
 * its chunk (the first small chunks, the huge mapped ones, a block bigger
 * than a chunk), and interned strings are unique; a recording arena marks
 * where each object starts; interned strings hash by their characters, and
 * the intern table can be exported and imported (the library image).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arena.h"

static void assert_zero_aligned(const void *p, size_t n)
{
    assert_int_equal((uintptr_t)p % _Alignof(max_align_t), 0);
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        assert_int_equal(b[i], 0);
}

/* Fills what it got, so that memory handed out twice would show. */
static void *take(Arena *a, size_t n)
{
    void *p = arena_alloc(a, n);
    assert_zero_aligned(p, n);
    memset(p, 0xA5, n);
    return p;
}

static void test_small_allocations_are_zeroed(void **state)
{
    (void)state;
    /* The second arena gets the memory the first one dirtied and freed
       (malloc reuses it): it must come back zeroed all the same. */
    for (int round = 0; round < 2; round++) {
        Arena *a = arena_new();
        /* past the first chunks (16 KB, doubling) into the 4 MB mapped ones */
        for (int i = 0; i < 200000; i++)
            take(a, (size_t)(i % 97) + 1);
        arena_free(a);
    }
}

static void test_big_blocks_are_zeroed(void **state)
{
    (void)state;
    Arena *a = arena_new();
    take(a, 10);
    take(a, 64 * 1024);             /* a block bigger than the current chunk */
    take(a, 10);                    /* ...then the current chunk goes on */
    take(a, 9u * 1024 * 1024);      /* bigger than any chunk */
    take(a, 0);
    take(a, 100);
    arena_free(a);
}

static void test_interned_strings_are_unique(void **state)
{
    (void)state;
    Arena *a = arena_new();
    const char *x = arena_intern(a, "foldr");
    char buf[32];
    for (int i = 0; i < 5000; i++) {         /* grows the table */
        snprintf(buf, sizeof buf, "name%d", i);
        arena_intern(a, buf);
    }
    assert_ptr_equal(arena_intern(a, "foldr"), x);
    assert_ptr_equal(arena_intern_n(a, "foldrx", 5), x);
    assert_string_equal(arena_intern(a, "name4999"), "name4999");
    assert_ptr_not_equal(arena_intern(a, "foldl"), x);
    arena_free(a);
}

/* Note [Recording arenas]: every allocation comes from the one region,
   zeroed, and its first granule is marked; nothing else is. */
static void test_recording_arena_marks_starts(void **state)
{
    (void)state;
    Arena *a = arena_new_recording((size_t)64 << 20, (size_t)1 << 20);
    const ArenaRegion *r = arena_region(a);
    assert_non_null(r);
    size_t sizes[] = { 1, 16, 17, 100, 4096, 3 << 20, 8 };
    char *at[7];
    for (int i = 0; i < 7; i++) {
        at[i] = take(a, sizes[i]);
        assert_true(at[i] >= r->base && at[i] + sizes[i] <= r->base + r->used);
    }
    const char *s = arena_intern(a, "interned");
    assert_true(s > r->base && s < r->base + r->used);
    size_t marked = 0;
    for (size_t g = 0; g < r->used / ARENA_GRANULE; g++)
        marked += (size_t)(r->starts[g / 8] >> (g % 8) & 1);
    assert_int_equal(marked, 8);                    /* 7 blocks, 1 string */
    for (int i = 0; i < 7; i++) {
        size_t g = (size_t)(at[i] - r->base) / ARENA_GRANULE;
        assert_true(r->starts[g / 8] >> (g % 8) & 1);
    }
    Arena *plain = arena_new();
    assert_null(arena_region(plain));
    arena_free(plain);
    arena_free(a);
}

/* A table keyed by interned strings must not depend on where they lie
   (Note [The library image]): their hash is their characters'. */
static void test_interned_hash_is_the_characters(void **state)
{
    (void)state;
    Arena *a = arena_new(), *b = arena_new();
    arena_intern(b, "padding to move things");
    const char *x = arena_intern(a, "mapM_"), *y = arena_intern(b, "mapM_");
    assert_ptr_not_equal(x, y);
    assert_int_equal(arena_interned_hash(x), arena_interned_hash(y));
    assert_int_not_equal(arena_interned_hash(x), arena_interned_hash(arena_intern(a, "mapM")));
    arena_free(a);
    arena_free(b);
}

/* The intern table survives being exported into the arena and imported
   by another arena (the library image's), and grows from there. */
static void test_interns_export_and_import(void **state)
{
    (void)state;
    Arena *a = arena_new();
    const char *x = arena_intern(a, "foldr");
    void *block = arena_export_interns(a);
    Arena *b = arena_new();
    assert_true(arena_import_interns(b, block));
    assert_ptr_equal(arena_intern(b, "foldr"), x);
    char buf[32];
    for (int i = 0; i < 3000; i++) {             /* grows the borrowed table */
        snprintf(buf, sizeof buf, "n%d", i);
        arena_intern(b, buf);
    }
    assert_ptr_equal(arena_intern(b, "foldr"), x);
    assert_string_equal(arena_intern(b, "n2999"), "n2999");
    arena_free(b);
    arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_allocations_are_zeroed),
        cmocka_unit_test(test_big_blocks_are_zeroed),
        cmocka_unit_test(test_interned_strings_are_unique),
        cmocka_unit_test(test_recording_arena_marks_starts),
        cmocka_unit_test(test_interned_hash_is_the_characters),
        cmocka_unit_test(test_interns_export_and_import),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
