/*
 * test_arena.c -- the compiler's bump allocator (compiler/arena.c): every
 * allocation is zero-filled and aligned for any object, whichever path made
 * its chunk (the first small chunks, the huge mapped ones, a block bigger
 * than a chunk), and interned strings are unique.
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_allocations_are_zeroed),
        cmocka_unit_test(test_big_blocks_are_zeroed),
        cmocka_unit_test(test_interned_strings_are_unique),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
