/*
 * storage.c -- allocation and the copying collector.  See storage.h.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "rtsexit.h"

Word *Hp, *HpLim;
Word *storage_reserved_end;
StorageStats storage_stats;
Word *stack_limit, *stack_base;
Word **storage_sp_ref;
const char *storage_prog_name = "lazyrun";
bool storage_torture;

static Word *heap_start, *heap_end;       /* current space */
static size_t alloc_area_words;           /* -A */
static size_t max_heap_words;             /* -M, 0 = unlimited */
static size_t stack_bytes;
static Word *alloc_mark;                  /* Hp after the last collection */

/* while collecting: the space being evacuated */
static Word *from_start, *from_end;
static Word *to_free;                     /* Cheney's allocation pointer */

#define MAX_EXTRA_ROOTS 4096
static Closure **extra_roots[MAX_EXTRA_ROOTS];
static int n_extra_roots;

static Closure **cafs;                    /* updated CAFs */
static size_t n_cafs, cap_cafs;

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double wall_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static Word *new_space(size_t words)
{
    Word *p = malloc(words * sizeof(Word));
    if (!p)
        rts_heap_exhausted();
    return p;
}

void storage_init(size_t alloc_area_bytes, size_t max_heap_bytes,
                  size_t max_stack_bytes)
{
    memset(&storage_stats, 0, sizeof storage_stats);
    n_extra_roots = 0;
    alloc_area_words = alloc_area_bytes / sizeof(Word);
    if (alloc_area_words < 4096)
        alloc_area_words = 4096;
    max_heap_words = max_heap_bytes / sizeof(Word);
    heap_start = new_space(alloc_area_words);
    heap_end = heap_start + alloc_area_words;
    Hp = heap_start;
    HpLim = heap_end;
    storage_reserved_end = Hp;
    alloc_mark = Hp;
    storage_stats.max_heap_words = alloc_area_words;

    stack_bytes = max_stack_bytes;
    void *st = mmap(NULL, stack_bytes, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (st == MAP_FAILED) {
        fprintf(stderr, "%s: cannot reserve a stack of %zu bytes\n",
                storage_prog_name, stack_bytes);
        exit(1);
    }
    stack_limit = st;
    stack_base = (Word *)((char *)st + stack_bytes);
}

void storage_exit(void)
{
    free(heap_start);
    heap_start = heap_end = Hp = HpLim = NULL;
    if (stack_limit)
        munmap(stack_limit, stack_bytes);
    stack_limit = stack_base = NULL;
    free(cafs);
    cafs = NULL;
    n_cafs = cap_cafs = 0;
}

bool storage_in_heap(const void *p)
{
    return (const Word *)p >= heap_start && (const Word *)p < heap_end;
}

void storage_push_root(Closure **slot)
{
    if (n_extra_roots == MAX_EXTRA_ROOTS) {
        fprintf(stderr, "%s: internal error: too many extra roots\n",
                storage_prog_name);
        abort();
    }
    extra_roots[n_extra_roots++] = slot;
}

void storage_pop_roots(int n) { n_extra_roots -= n; }

void storage_add_caf(Closure *caf)
{
    if (n_cafs == cap_cafs) {
        cap_cafs = cap_cafs ? 2 * cap_cafs : 64;
        cafs = realloc(cafs, cap_cafs * sizeof *cafs);
        if (!cafs)
            rts_heap_exhausted();
    }
    cafs[n_cafs++] = caf;
}

/* ------------------------------------------------------- evacuation */

static inline bool in_from(const Closure *c)
{
    return (const Word *)c >= from_start && (const Word *)c < from_end;
}

#define FORWARDED(c) (((Word)(c)->info) & 1)
#define FORWARD_TARGET(c) ((Closure *)(((Word)(c)->info) & ~(Word)1))

static Closure *evacuate(Closure *c)
{
    /* Indirections are short-circuited: nobody needs to see them again. */
    while (in_from(c) && !FORWARDED(c) && closure_type(c) == CT_IND)
        c = closure_ptr(c, 0);
    if (!in_from(c))
        return c;
    if (FORWARDED(c))
        return FORWARD_TARGET(c);
    size_t words = closure_size(c);
    Closure *to = (Closure *)to_free;
    memcpy(to, c, words * sizeof(Word));
    to_free += words;
    c->info = (const InfoTable *)((Word)to | 1);
    return to;
}

static inline void evac_word(Word *w)
{
    *w = (Word)evacuate((Closure *)*w);
}

static inline void evac_slot(Closure **slot)
{
    *slot = evacuate(*slot);
}

/* Follows the pointer fields of an object that is already in to-space. */
static void scavenge_object(Closure *c)
{
    switch (closure_type(c)) {
    case CT_PAP: {
        size_t n = PAP_NARGS(c);
        evac_word(&c->payload[0]);
        for (size_t i = 0; i < n; i++)
            evac_word(&c->payload[2 + i]);
        break;
    }
    case CT_BIGINT:
    case CT_BLACKHOLE:
        break;
    default: {
        uint32_t n = c->info->ptrs;
        for (uint32_t i = 0; i < n; i++)
            evac_word(&c->payload[i]);
        break;
    }
    }
}

static void scavenge_stack(void)
{
    Word *p = *storage_sp_ref;
    while (p < stack_base) {
        if (!word_is_frame(*p)) {
            evac_word(p);
            p++;
            continue;
        }
        const FrameInfo *fi = (const FrameInfo *)*p;
        switch (fi->type) {
        case FRAME_UPDATE:
            evac_word(&p[1]);
            break;
        case FRAME_APPLY:
            for (Word i = 0; i < p[1]; i++)
                evac_word(&p[2 + i]);
            p += p[1];
            break;
        case FRAME_CATCH:
            evac_word(&p[1]);
            evac_word(&p[2]);
            break;
        case FRAME_CASE:
        case FRAME_STOP:
        case FRAME_TYPE_COUNT:
            break;
        }
        p += fi->fixed_words + FRAME_PROF_WORDS;
    }
}

static void copy_live(Word *to, size_t to_words)
{
    (void)to_words;
    to_free = to;
    scavenge_stack();
    for (int i = 0; i < n_extra_roots; i++)
        evac_slot(extra_roots[i]);
    for (size_t i = 0; i < n_cafs; i++)
        evac_word(&cafs[i]->payload[0]);
    Word *scan = to;
    while (scan < to_free) {
        Closure *c = (Closure *)scan;
        scavenge_object(c);
        scan += closure_size(c);
    }
}

/* One Cheney pass from the current space into a new one of `words`. */
static void collect_into(size_t words)
{
    Word *to = new_space(words);
    from_start = heap_start;
    from_end = Hp;
    copy_live(to, words);
    free(heap_start);
    heap_start = to;
    heap_end = to + words;
    Hp = to_free;
    HpLim = heap_end;
    storage_reserved_end = Hp;   /* a window never outlives a collection */
    from_start = from_end = NULL;
}

void storage_collect(size_t need)
{
    double t0 = cpu_now(), w0 = wall_now();
    size_t old_size = (size_t)(heap_end - heap_start);
    storage_stats.allocated_words += (uint64_t)(Hp - alloc_mark);
    /* Everything live fits in a space as large as the current one. */
    collect_into(old_size);
    size_t live = (size_t)(Hp - heap_start);
    storage_stats.collections++;
    storage_stats.copied_words += live;
    if (live > storage_stats.max_live_words)
        storage_stats.max_live_words = live;
    if (max_heap_words && live + need > max_heap_words)
        rts_heap_exhausted();
    /* The next allocation area: about twice the live data, at least -A.
       Resizing costs a second copy, so only for a large change. */
    size_t target = 2 * live + need;
    if (target < alloc_area_words + need)
        target = alloc_area_words + need;
    if (max_heap_words && target > max_heap_words)
        target = max_heap_words;
    if (target > old_size || 4 * target < old_size ||
        (size_t)(heap_end - Hp) < need) {
        collect_into(target);
        storage_stats.copied_words += (size_t)(Hp - heap_start);
    }
    if ((size_t)(heap_end - heap_start) > storage_stats.max_heap_words)
        storage_stats.max_heap_words = (size_t)(heap_end - heap_start);
    alloc_mark = Hp;
    double pause = wall_now() - w0;
    storage_stats.gc_seconds += cpu_now() - t0;
    storage_stats.gc_elapsed += pause;
    if (pause > storage_stats.max_pause)
        storage_stats.max_pause = pause;
}

size_t storage_used_words(void)
{
    return (size_t)(Hp - heap_start);
}

uint64_t storage_allocated_words(void)
{
    return storage_stats.allocated_words + (uint64_t)(Hp - alloc_mark);
}

void storage_reserve(size_t words)
{
    if (storage_torture || (size_t)(HpLim - Hp) < words)
        storage_collect(words);
    storage_reserved_end = Hp + words;
}
