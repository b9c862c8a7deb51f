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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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
};

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
    a->chunks = NULL;
    a->next_size = FIRST_CHUNK;
    a->cap = 256;
    a->count = 0;
    a->table = calloc(a->cap, sizeof *a->table);
    if (!a->table) out_of_memory();
    return a;
}

void arena_free(Arena *a)
{
    if (!a) return;
    Chunk *c = a->chunks;
    while (c) {
        Chunk *next = c->next;
        free(c);
        c = next;
    }
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
static uint32_t hash_bytes(const char *s, size_t len)
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
    free(a->table);
    a->table = nt;
    a->cap = ncap;
}

const char *arena_intern_n(Arena *a, const char *s, size_t len)
{
    uint32_t h = hash_bytes(s, len);
    size_t mask = a->cap - 1;
    size_t i = h & mask;
    for (; a->table[i].str; i = (i + 1) & mask) {
        InternEntry *e = &a->table[i];
        if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
            return e->str;
    }
    char *copy = arena_alloc(a, len + 1);
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
