/*
 * arena.c -- bump allocator and string interning for the compiler.
 *
 * Memory comes in chunks that double in size up to a cap; a request larger
 * than a chunk gets its own chunk.  Interned strings live in an open
 * addressing hash table (power-of-two size, linear probing) that grows at
 * half load, so interning stays O(1) amortised however many names a
 * program has.
 */
#define _DEFAULT_SOURCE         /* madvise */
#include "arena.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* LeakSanitizer does not look into mappings of our own: the library
   image's (arena_adopt_mapping) is registered with it as a root. */
#if defined(__SANITIZE_ADDRESS__)
#define LAZYRTS_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LAZYRTS_LSAN 1
#endif
#endif
#ifdef LAZYRTS_LSAN
#include <sanitizer/lsan_interface.h>
#endif

/* Note [Huge chunks]
 * Compiling the library fills some 15 MB of arena, and touching it a 4 KB
 * page at a time cost more system time in page faults (about 5000) than
 * the compiler spent computing.  Full-size chunks are therefore aligned to
 * and sized in 2 MB, and offered to the kernel for transparent huge pages:
 * start-up of `main = return ()` went from 31 ms to 17 ms.  Where huge
 * pages are off nothing changes but the alignment. */
#define FIRST_CHUNK   (16u * 1024u)
#define MAX_CHUNK     (4096u * 1024u)
#define HUGE_PAGE     (2048u * 1024u)
#define ALIGNMENT     (_Alignof(max_align_t))

typedef struct Chunk {
    struct Chunk *next;     /* previously filled chunk */
    size_t size;            /* usable bytes in data[] */
    size_t used;            /* bytes handed out so far */
    max_align_t data[];     /* storage, aligned for any object */
} Chunk;

typedef struct InternEntry {
    const char *str;        /* NUL-terminated interned copy, or NULL */
    size_t len;             /* its length */
    uint32_t hash;          /* its hash (saves recomputing on growth) */
} InternEntry;

struct Arena {
    Chunk *chunks;          /* current chunk first */
    size_t next_size;       /* size of the next chunk to allocate */
    InternEntry *table;     /* intern table, `cap` slots */
    size_t cap, count;      /* slots, occupied slots */
    /* a recording arena (Note [Recording arenas]): its one region, and a
       bit per ALIGNMENT bytes set where an object starts; NULL otherwise */
    ArenaRegion *region;
    void *mapped; size_t mapped_len;  /* arena_adopt_mapping's, or NULL */
    bool table_borrowed;    /* `table` lies in the mapping: not freed */
};

/* Note [Recording arenas]
 * The library image (compiler/image.c) is made from an arena that has
 * compiled the library: its bytes, which words of them are pointers, and
 * where each object starts.  A recording arena allocates from one
 * reserved region, so that the bytes are one block whose address is
 * known, and marks each object's first granule in a bitmap; it never
 * frees or moves anything.  Ordinary arenas pay one predictable branch
 * per allocation for it. */

static void out_of_memory(void)
{
    fputs("lazyrun: out of memory\n", stderr);
    abort();
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p) out_of_memory();
    return p;
}

Arena *arena_new(void)
{
    Arena *a = xmalloc(sizeof *a);
    a->region = NULL;
    a->mapped = NULL;
    a->mapped_len = 0;
    a->table_borrowed = false;
    a->chunks = NULL;
    a->next_size = FIRST_CHUNK;
    a->cap = 256;
    a->count = 0;
    a->table = calloc(a->cap, sizeof *a->table);
    if (!a->table) out_of_memory();
    return a;
}

static Chunk *new_chunk(Arena *a, size_t min);

Arena *arena_new_recording(size_t reserve, size_t skew)
{
    Arena *a = arena_new();
    ArenaRegion *r = xmalloc(sizeof *r);
    /* a mapping `skew` bytes long first, so that two runs place their
       regions at different addresses even without randomisation */
    void *spacer = skew ? mmap(NULL, skew, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS
                                                      | MAP_NORESERVE, -1, 0)
                        : NULL;
    void *base = mmap(NULL, reserve, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED || spacer == MAP_FAILED)
        out_of_memory();
    r->base = base;
    r->size = reserve;
    r->used = 0;
    r->starts = calloc(reserve / ALIGNMENT / 8 + 1, 1);
    if (!r->starts) out_of_memory();
    a->region = r;
    return a;
}

const ArenaRegion *arena_region(const Arena *a)
{
    return a->region;
}

static void *region_alloc(ArenaRegion *r, size_t need)
{
    if (r->size - r->used < need) out_of_memory();
    size_t at = r->used;
    r->starts[at / ALIGNMENT / 8] |= (uint8_t)(1u << (at / ALIGNMENT % 8));
    r->used += need;
    return r->base + at;                 /* fresh mapping: already zero */
}

void *arena_alloc_uninit(Arena *a, size_t bytes)
{
    size_t need = (bytes + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
    if (need == 0) need = ALIGNMENT;
    if (a->region)
        return region_alloc(a->region, need);
    Chunk *fresh = new_chunk(a, need);
    /* a block of its own, behind the current chunk */
    if (a->chunks) {
        fresh->next = a->chunks->next;
        a->chunks->next = fresh;
    } else {
        fresh->next = NULL;
        a->chunks = fresh;
    }
    fresh->used = fresh->size;
    return fresh->data;
}

/* The intern table as one block: its slot count, its entry count and the
   slots. */
typedef struct InternBlock {
    size_t cap, count;
    InternEntry slots[];
} InternBlock;

void *arena_export_interns(Arena *a)
{
    InternBlock *b = arena_alloc(a, sizeof *b + a->cap * sizeof(InternEntry));
    b->cap = a->cap;
    b->count = a->count;
    memcpy(b->slots, a->table, a->cap * sizeof(InternEntry));
    return b;
}

bool arena_import_interns(Arena *a, void *block)
{
    InternBlock *b = block;
    if (b->cap == 0 || (b->cap & (b->cap - 1)) || b->count * 2 > b->cap)
        return false;
    /* used where it lies: a copy would touch every page of it */
    if (!a->table_borrowed)
        free(a->table);
    a->table = b->slots;
    a->table_borrowed = true;
    a->cap = b->cap;
    a->count = b->count;
    return true;
}

void arena_adopt_mapping(Arena *a, void *p, size_t len)
{
    a->mapped = p;
    a->mapped_len = len;
#ifdef LAZYRTS_LSAN
    __lsan_register_root_region(p, len);
#endif
}

void arena_free(Arena *a)
{
    if (!a) return;
    if (a->region) {
        munmap(a->region->base, a->region->size);
        free(a->region->starts);
        free(a->region);
    }
    Chunk *c = a->chunks;
    while (c) {
        Chunk *next = c->next;
        free(c);
        c = next;
    }
    if (a->mapped) {
#ifdef LAZYRTS_LSAN
        __lsan_unregister_root_region(a->mapped, a->mapped_len);
#endif
        munmap(a->mapped, a->mapped_len);
    }
    if (!a->table_borrowed)
        free(a->table);
    free(a);
}

static Chunk *new_chunk(Arena *a, size_t min)
{
    size_t size = a->next_size;
    if (size < min) size = min;
    Chunk *c;
    if (size >= MAX_CHUNK) {            /* Note [Huge chunks] */
        size_t total = (sizeof(Chunk) + size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
        c = aligned_alloc(HUGE_PAGE, total);
        if (!c) out_of_memory();
#ifdef MADV_HUGEPAGE
        (void)madvise(c, total, MADV_HUGEPAGE);   /* advice: failure is harmless */
#endif
        size = total - sizeof(Chunk);
    } else {
        c = xmalloc(sizeof(Chunk) + size);
    }
    c->size = size;
    c->used = 0;
    if (a->next_size < MAX_CHUNK) a->next_size *= 2;
    return c;
}

void *arena_alloc(Arena *a, size_t bytes)
{
    size_t need = (bytes + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
    if (need == 0) need = ALIGNMENT;
    if (a->region)                      /* Note [Recording arenas] */
        return region_alloc(a->region, need);
    Chunk *c = a->chunks;
    if (!c || c->size - c->used < need) {
        Chunk *fresh = new_chunk(a, need);
        if (c && need > a->next_size / 2) {
            /* A big block: keep filling the current chunk afterwards. */
            fresh->next = c->next;
            c->next = fresh;
            memset(fresh->data, 0, need);
            fresh->used = need;
            return fresh->data;
        }
        fresh->next = c;
        a->chunks = c = fresh;
    }
    void *p = (char *)c->data + c->used;
    c->used += need;
    memset(p, 0, need);
    return p;
}

/* FNV-1a: short identifiers dominate, and it is cheap and well spread. */
unsigned arena_hash_bytes(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

static void grow_table(Arena *a)
{
    size_t ncap = a->cap * 2;
    InternEntry *nt = calloc(ncap, sizeof *nt);
    if (!nt) out_of_memory();
    for (size_t i = 0; i < a->cap; i++) {
        if (!a->table[i].str) continue;
        size_t j = a->table[i].hash & (ncap - 1);
        while (nt[j].str) j = (j + 1) & (ncap - 1);
        nt[j] = a->table[i];
    }
    if (!a->table_borrowed)
        free(a->table);
    a->table_borrowed = false;
    a->table = nt;
    a->cap = ncap;
}

const char *arena_intern_n(Arena *a, const char *s, size_t len)
{
    uint32_t h = arena_hash_bytes(s, len);
    size_t mask = a->cap - 1;
    size_t i = h & mask;
    for (; a->table[i].str; i = (i + 1) & mask) {
        InternEntry *e = &a->table[i];
        if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
            return e->str;
    }
    /* the hash goes before the characters (arena_interned_hash) */
    char *block = arena_alloc(a, sizeof(uint32_t) + len + 1);
    memcpy(block, &h, sizeof h);
    char *copy = block + sizeof(uint32_t);
    memcpy(copy, s, len);
    copy[len] = '\0';
    a->table[i] = (InternEntry){ copy, len, h };
    if (++a->count * 2 > a->cap) grow_table(a);
    return copy;
}

const char *arena_intern(Arena *a, const char *s)
{
    return arena_intern_n(a, s, strlen(s));
}

const char *arena_printf(Arena *a, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) n = 0;
    char *buf = arena_alloc(a, (size_t)n + 1);
    if ((size_t)n < sizeof small) {
        memcpy(buf, small, (size_t)n + 1);
        return buf;
    }
    va_start(ap, fmt);
    vsnprintf(buf, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return buf;
}

void ptrvec_push(PtrVec *v, void *p)
{
    if (v->n == v->cap) {
        int ncap = v->cap ? v->cap * 2 : 8;
        void **items = realloc(v->items, sizeof(void *) * (size_t)ncap);
        if (!items) out_of_memory();
        v->items = items;
        v->cap = ncap;
    }
    v->items[v->n++] = p;
}

void **ptrvec_finish(Arena *a, PtrVec *v)
{
    void **out = NULL;
    if (v->n > 0) {
        out = ARENA_ARRAY(a, void *, v->n);
        memcpy(out, v->items, sizeof(void *) * (size_t)v->n);
    }
    free(v->items);
    v->items = NULL;
    v->n = v->cap = 0;
    return out;
}

void vec_push(Arena *a, PtrVec *v, void *item)
{
    if (v->n == v->cap) {
        int cap = v->cap ? 2 * v->cap : 8;
        void **items = ARENA_ARRAY(a, void *, cap);
        if (v->n)
            memcpy(items, v->items, sizeof *items * (size_t)v->n);
        v->items = items;
        v->cap = cap;
    }
    v->items[v->n++] = item;
}
