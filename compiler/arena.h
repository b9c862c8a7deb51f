/*
 * arena.h -- bump allocation for everything the compiler builds.
 *
 * A compilation allocates AST, Core and symbol data from one Arena and
 * releases it all at once.  Interned strings are unique per arena: two
 * interned strings are equal iff their pointers are equal.
 */
#ifndef LAZYRTS_ARENA_H
#define LAZYRTS_ARENA_H

#include <stddef.h>

typedef struct Arena Arena;

Arena *arena_new(void);
void arena_free(Arena *a);
/* Zero-filled, aligned for any object; never returns NULL (aborts on OOM). */
void *arena_alloc(Arena *a, size_t bytes) __attribute__((returns_nonnull));
#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))
/* Copies `len` bytes of `s` and returns the unique interned copy. */
const char *arena_intern_n(Arena *a, const char *s, size_t len);
const char *arena_intern(Arena *a, const char *s);
/* printf into the arena (not interned). */
const char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), nonnull(2), returns_nonnull));

/* A growable array of pointers, for building node lists while parsing. */
typedef struct PtrVec { void **items; int n, cap; } PtrVec;
void ptrvec_push(PtrVec *v, void *p);
/* Copies the items into the arena and resets the vector. */
void **ptrvec_finish(Arena *a, PtrVec *v);
/* A PtrVec that grows in the arena: never freed, so code that reports
   errors by long-jumping may build them freely. */
void vec_push(Arena *a, PtrVec *v, void *item);

#endif
