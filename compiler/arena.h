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
/* The hash the intern table uses (FNV-1a of the bytes). */
unsigned arena_hash_bytes(const char *s, size_t len);
/* The hash of an interned string's characters, kept before them: a hash
   of its contents for tables keyed by interned strings, which must not
   depend on where a string lies (the library image moves them:
   Note [The library image] in image.c).  Only for interned strings. */
static inline unsigned arena_interned_hash(const char *interned)
{
    unsigned h;
    __builtin_memcpy(&h, interned - sizeof h, sizeof h);
    return h;
}
/* printf into the arena (not interned). */
const char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), nonnull(2), returns_nonnull));

/* A recording arena (Note [Recording arenas] in arena.c), for making the
   library image: every allocation comes from one region of `reserve`
   bytes, placed after a gap of `skew` bytes of address space. */
typedef struct ArenaRegion {
    char *base;
    size_t size, used;
    unsigned char *starts;      /* bit i: an object starts at base + 16 i */
} ArenaRegion;
#define ARENA_GRANULE 16        /* bytes per bit of ArenaRegion.starts */
Arena *arena_new_recording(size_t reserve, size_t skew);
/* The region of a recording arena, or NULL. */
const ArenaRegion *arena_region(const Arena *a);
/* `bytes` of storage left as they are (not zeroed), owned by the arena. */
void *arena_alloc_uninit(Arena *a, size_t bytes) __attribute__((returns_nonnull));
/* The intern table copied into one block of the arena, and the table of
   an arena replaced by such a block, used where it lies until it grows
   (false: the block is not a table). */
void *arena_export_interns(Arena *a);
#include <stdbool.h>
bool arena_import_interns(Arena *a, void *block);
/* Makes the arena own the mapping [p, p+len) (unmapped with it). */
void arena_adopt_mapping(Arena *a, void *p, size_t len);

/* A growable array of pointers, for building node lists while parsing. */
typedef struct PtrVec { void **items; int n, cap; } PtrVec;
void ptrvec_push(PtrVec *v, void *p);
/* Copies the items into the arena and resets the vector. */
void **ptrvec_finish(Arena *a, PtrVec *v);
/* A PtrVec that grows in the arena: never freed, so code that reports
   errors by long-jumping may build them freely. */
void vec_push(Arena *a, PtrVec *v, void *item);

#endif
