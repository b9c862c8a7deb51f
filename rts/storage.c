/*
 * storage.c -- allocation and the two-generation copying collector.
 * See storage.h.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "../includes/codemap.h"
#include "../includes/prof.h"
#include "../includes/program.h"
#include "modules.h"
#include "clock.h"
#include "rtsexit.h"

Word *Hp, *HpLim;
Word *storage_reserved_end;
StorageStats storage_stats;
bool storage_torture;
bool storage_collecting;
/* LAZYRTS_GC_TORTURE=major: every collection is a major one. */
static bool torture_major;
Word *storage_old_start, *storage_old_end;
Word *stack_limit, *stack_base;
Word **storage_sp_ref;
Word *storage_active_fp;
const Word *storage_active_pc;
bool storage_active_running;
const char *storage_prog_name = "lazyrun";

static Word *nursery_start, *nursery_end;
/* Objects that survived one minor collection; the next one promotes them.
   Aging keeps short-lived data out of the old generation, where a dead
   object updated to point at young data would keep that data alive
   (nepotism: a list consumed as it is produced would be promoted whole). */
static Word *survivor_start, *survivor_end, *survivor_free;
/* Two survivor buffers used in turn, so that their pages stay mapped. */
static Word *survivor_buf[2];
static size_t survivor_buf_words;
static int survivor_next;
static Word *old_free;                    /* bump pointer of the old generation */
static size_t alloc_area_words;           /* -A: the nursery's normal size */
static size_t max_heap_words;             /* -M, 0 = unlimited */
static size_t stack_bytes;
static Word *alloc_mark;                  /* Hp after the last collection */
static Word *marked_frame;   /* the stack watermark (Note [Stack watermark]) */

/* ------------------------------------------------------------ roots */

#define MAX_EXTRA_ROOTS 4096
static Closure **extra_roots[MAX_EXTRA_ROOTS];
static int n_extra_roots;

typedef struct ClosureVec { Closure **items; size_t n, cap; } ClosureVec;
static ClosureVec cafs;                   /* updated CAFs */
static ClosureVec remembered;             /* old objects updated since the
                                             last collection */
static ClosureVec live_cafs;              /* the CAF list a major collection
                                             rebuilds (Note [CAF liveness]) */
static unsigned srt_epoch;                /* that collection's visits */
static Srt **srt_work;                    /* tables it has yet to visit */
static size_t srt_n, srt_cap;

static void vec_push(ClosureVec *v, Closure *c)
{
    if (v->n == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 64;
        v->items = realloc(v->items, v->cap * sizeof *v->items);
        if (!v->items)
            rts_heap_exhausted();
    }
    v->items[v->n++] = c;
}

static void vec_free(ClosureVec *v)
{
    free(v->items);
    *v = (ClosureVec){0};
}

void storage_push_root(Closure **slot)
{
    if (n_extra_roots == MAX_EXTRA_ROOTS) {
        rts_internal_error_check();
        fprintf(stderr, "%s: internal error: too many extra roots\n",
                storage_prog_name);
        abort();
    }
    extra_roots[n_extra_roots++] = slot;
}

void storage_pop_roots(int n) { n_extra_roots -= n; }

void storage_add_caf(Closure *caf) { vec_push(&cafs, caf); }

void storage_remember(Closure *c) { vec_push(&remembered, c); }

/* ------------------------------------------------------------ spaces */

/*
 * Note [Huge spaces]
 * ~~~~~~~~~~~~~~~~~~
 * GHC takes +RTS -A100g and runs: the operating system gives memory to an
 * allocation area only as it is touched.  malloc refuses a block larger
 * than the machine's memory and swap, so a space malloc refuses is mapped
 * instead with MAP_NORESERVE, which reserves only addresses; the few such
 * spaces are remembered so that space_free unmaps them.  When even that
 * fails the run stops with GHC's "out of memory (requested N bytes)",
 * exit status 251.
 */
#define MAX_MAPPED_SPACES 8
static struct { Word *start; size_t bytes; } mapped_spaces[MAX_MAPPED_SPACES];

static Word *map_space(size_t bytes)
{
    int i = 0;
    while (i < MAX_MAPPED_SPACES && mapped_spaces[i].start)
        i++;
    if (i == MAX_MAPPED_SPACES)
        return NULL;
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    mapped_spaces[i].start = p;
    mapped_spaces[i].bytes = bytes;
    return p;
}

/*
 * Note [Huge pages for large spaces]
 * A space of 2 MB or more (a grown old generation, the blocks a major
 * collection copies into, a large nursery) is aligned to 2 MB, sized in
 * whole 2 MB pages and offered to the kernel for transparent huge pages,
 * as the compiler's arena chunks are (Note [Huge chunks] in
 * compiler/arena.c).  A fresh block of tens of megabytes was otherwise
 * touched a 4 KB page at a time, by the copying and by the promotions
 * into it, and each first touch was a page fault: bench/sorting took
 * some 22,000 of them (88 MB), and the system time they cost was a
 * tenth of its run.  Huge pages also spare the collector, which reads
 * and writes all over the spaces, most of its TLB misses.  Where huge
 * pages are off (or only on for madvise'd memory and refused) nothing
 * changes but the alignment.  Smaller spaces (the default 1 MB nursery
 * and survivor buffers, which are reused and so fault only once) stay
 * with malloc.
 */
#define HUGE_PAGE_BYTES ((size_t)2 << 20)

static Word *new_space(size_t words)
{
    if (words == 0)
        words = 1;
    if (words > (SIZE_MAX - HUGE_PAGE_BYTES) / sizeof(Word))
        rts_out_of_memory(SIZE_MAX);
    size_t bytes = words * sizeof(Word);
    Word *p = NULL;
    if (bytes >= HUGE_PAGE_BYTES) {
        size_t total = (bytes + HUGE_PAGE_BYTES - 1) & ~(HUGE_PAGE_BYTES - 1);
        p = aligned_alloc(HUGE_PAGE_BYTES, total);
#ifdef MADV_HUGEPAGE
        if (p)
            (void)madvise(p, total, MADV_HUGEPAGE);  /* advice: may fail */
#endif
    } else {
        p = malloc(bytes);
    }
    if (!p)
        p = map_space(bytes);
    if (!p)
        rts_out_of_memory(bytes);
    return p;
}

static void space_free(Word *p)
{
    for (int i = 0; p && i < MAX_MAPPED_SPACES; i++)
        if (mapped_spaces[i].start == p) {
            munmap(p, mapped_spaces[i].bytes);
            mapped_spaces[i].start = NULL;
            return;
        }
    free(p);
}

static void set_nursery(size_t words)
{
    space_free(nursery_start);
    nursery_start = new_space(words);
    nursery_end = nursery_start + words;
    Hp = nursery_start;
    HpLim = nursery_end;
    storage_reserved_end = Hp;
    alloc_mark = Hp;
}

/*
 * Note [Old-generation blocks]
 * The old generation lives in a malloc'ed block, and a major collection
 * copies it into another.  The block it leaves is kept as a spare for the
 * next major collection instead of being freed: its pages are already
 * mapped, so the promotions into it cost no page faults (a fresh block of
 * tens of megabytes costs a fault per page on first touch, and heap
 * profiling makes major collections frequent).  A spare more than four
 * times too big is freed instead, so a heap that shrank gives its memory
 * back.  The generation's logical end (storage_old_end) may lie before
 * its block's end: a collection that finds less live data than the block
 * was sized for shrinks the generation without copying the live data a
 * second time (Note [The next major collection]).
 *
 * Note [The next major collection]
 * After a major collection the old generation may take twice the live
 * data it kept, plus two nurseries' worth of promotions, before the next
 * one: GHC's -F2, the factor by which its old generation may grow.  The
 * block the data was copied into was sized from the space in use before
 * (Note [Old-generation blocks]), so the limit used to be the block's
 * end unless it was over four times the target: up to twice everything
 * the heap held, garbage included.  Such a heap had few major
 * collections (3 in bench/huffman's profiled run against GHC's 17), each
 * a sample of +RTS -s's maximum residency, and a resident memory well
 * above GHC's; with the limit at the target, bench/huffman's maximum
 * residency in the profiling way came from 1.53 to 0.82 times GHC's (its
 * real peak, which a census every millisecond shows, is GHC's: the same
 * 445,000 cons cells), bench/sorting's resident memory from 86 MB to
 * 46 MB.  More major collections cost the collector more work: up to 7%
 * more instructions (bench/life; 1-3% in most), within the noise in
 * wall time.
 */
static Word *old_block, *spare_block;     /* see the Note */
static size_t old_block_words, spare_words;

/* A block of at least `words` words for a new old generation; its real
   size in *got. */
static Word *take_block(size_t words, size_t *got)
{
    if (spare_block && spare_words >= words && spare_words / 4 <= words) {
        Word *b = spare_block;
        *got = spare_words;
        spare_block = NULL;
        return b;
    }
    space_free(spare_block);
    spare_block = NULL;
    *got = words ? words : 1;
    return new_space(words);
}

/* The old generation becomes [block, block + limit) in a block of
   `block_words`; the previous block becomes the spare. */
static void set_old(Word *block, size_t block_words, size_t limit,
                    Word *free_ptr)
{
    if (old_block) {
        space_free(spare_block);
        spare_block = old_block;
        spare_words = old_block_words;
    }
    old_block = block;
    old_block_words = block_words;
    storage_old_start = block;
    storage_old_end = block ? block + limit : NULL;
    old_free = free_ptr;
}

void storage_init(size_t alloc_area_bytes, size_t max_heap_bytes,
                  size_t max_stack_bytes)
{
    memset(&storage_stats, 0, sizeof storage_stats);
    n_extra_roots = 0;
    marked_frame = NULL;
    const char *torture = getenv("LAZYRTS_GC_TORTURE");
    torture_major = storage_torture && torture && strcmp(torture, "major") == 0;
    alloc_area_words = alloc_area_bytes / sizeof(Word);
    if (alloc_area_words < 1024)
        alloc_area_words = 1024;
    max_heap_words = max_heap_bytes / sizeof(Word);
    set_nursery(alloc_area_words);
    Word *old = new_space(2 * alloc_area_words);
    set_old(old, 2 * alloc_area_words, 2 * alloc_area_words, old);
    storage_stats.max_heap_words = 3 * alloc_area_words;

    /* the room below the last check that frames may use unchecked */
    stack_bytes = max_stack_bytes + STORAGE_STACK_RED_ZONE * sizeof(Word);
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
    space_free(nursery_start);
    nursery_start = nursery_end = Hp = HpLim = NULL;
    space_free(survivor_buf[0]);
    space_free(survivor_buf[1]);
    survivor_buf[0] = survivor_buf[1] = NULL;
    survivor_buf_words = 0;
    survivor_start = survivor_end = survivor_free = NULL;
    set_old(NULL, 0, 0, NULL);     /* the old block becomes the spare */
    space_free(spare_block);
    spare_block = NULL;
    spare_words = 0;
    if (stack_limit)
        munmap(stack_limit, stack_bytes);
    stack_limit = stack_base = NULL;
    marked_frame = NULL;
    vec_free(&cafs);
    vec_free(&live_cafs);
    vec_free(&remembered);
    free(srt_work);
    srt_work = NULL;
    srt_n = srt_cap = 0;
}

static bool in_nursery(const void *p)
{
    return (const Word *)p >= nursery_start && (const Word *)p < nursery_end;
}

static bool in_survivor(const void *p)
{
    return (const Word *)p >= survivor_start && (const Word *)p < survivor_end;
}

static bool in_old(const void *p)
{
    return (const Word *)p >= storage_old_start && (const Word *)p < storage_old_end;
}

bool storage_in_heap(const void *p)
{
    return in_nursery(p) || in_survivor(p) || in_old(p);
}

int storage_heap_spaces(HeapSpace out[STORAGE_MAX_SPACES])
{
    int n = 0;
    if (old_free > storage_old_start)
        out[n++] = (HeapSpace){storage_old_start, old_free};
    if (survivor_free > survivor_start)
        out[n++] = (HeapSpace){survivor_start, survivor_free};
    if (Hp > nursery_start)
        out[n++] = (HeapSpace){nursery_start, Hp};
    return n;
}

size_t storage_used_words(void)
{
    return (size_t)(Hp - nursery_start) + (size_t)(survivor_free - survivor_start) +
           (size_t)(old_free - storage_old_start);
}

uint64_t storage_allocated_words(void)
{
    return storage_stats.allocated_words + (uint64_t)(Hp - alloc_mark);
}

/* -------------------------------------------------------- evacuation */

/* A minor collection copies nursery objects to the next survivor space
   (`to_free`) and promotes survivor objects to the old generation
   (`promote_free`); a major one copies everything to `to_free`. */
static bool collecting_old;
static Word *to_free;
static Word *promote_free;
static size_t survivor_capacity_hint;   /* words of the space at to_free */

static inline bool in_from(const Closure *c)
{
    return in_nursery(c) || in_survivor(c) || (collecting_old && in_old(c));
}

/* Most objects are two to four words long, two more in the profiling
   way (its header words): for them a plain copy beats a call to memcpy
   (a plain loop is not enough: gcc turns it into one).  Up to eight words
   are copied in line: the profiling way's cons cell is five, and its
   memcpy calls were 1.5% of bench/tree's instructions. */
static inline void copy_words(Word *restrict to, const Word *restrict from, size_t n)
{
    switch (n) {
    case 8: to[7] = from[7]; /* fall through */
    case 7: to[6] = from[6]; /* fall through */
    case 6: to[5] = from[5]; /* fall through */
    case 5: to[4] = from[4]; /* fall through */
    case 4: to[3] = from[3]; /* fall through */
    case 3: to[2] = from[2]; /* fall through */
    case 2: to[1] = from[1]; /* fall through */
    case 1: to[0] = from[0]; /* fall through */
    case 0: return;
    default:
        memcpy(to, from, n * sizeof(Word));
        return;
    }
}

#define FORWARDED(c) (((Word)(c)->info) & 1)
#define FORWARD_TARGET(c) ((Closure *)(((Word)(c)->info) & ~(Word)1))

/*
 * Note [Dead objects]
 * The biographical profiler (bio/) must see every object die: a dead
 * object's biography decides what it was at the censuses it lived
 * through (void, drag).  A copying collector never looks at dead
 * objects, so when a module asks (rts_modules_object_died), each
 * collection walks its from-spaces linearly after copying and before
 * the memory is reused, and reports the objects it did not copy.  An
 * evacuated object's info word is its forwarding pointer, so its size
 * is kept in its profiling header's second word (unused by then: the
 * copy has the biography) for the walk to step over it.  Indirections
 * are not reported: an updated thunk's death was reported when it was
 * overwritten (PROF_UPDATE).
 */
#ifdef PROFILING
#define SET_FORWARDED_SIZE(c, words) ((c)->prof.hp = (Word)(words))
static void report_dead(Word *p, Word *end)
{
    void (*died)(const Closure *) = rts_modules_object_died;
    if (!died)
        return;
    while (p < end) {
        Closure *c = (Closure *)p;
        if (FORWARDED(c)) {
            p += c->prof.hp;
            continue;
        }
        p += closure_size(c);
        if (closure_type(c) != CT_IND)
            died(c);
    }
}
#else
#define SET_FORWARDED_SIZE(c, words) ((void)0)
static inline void report_dead(Word *p, Word *end)
{
    (void)p;
    (void)end;
}
#endif

static void visit_static(Closure *c);
static inline Closure *evacuate(Closure *c);

/*
 * Note [Selector thunks]
 * `let (a, b) = e`, `fst p`, `lines` and friends make thunks that select
 * a field of one free variable (Code.selector, found by
 * compiler/liveness.c).  Once that variable is evaluated, the thunk keeps
 * the whole constructor alive -- the other fields too, typically the rest
 * of a list being consumed -- although all it will ever give is one
 * field.  Like GHC's, the collector evaluates such a thunk when it meets
 * it and the constructor is there: the thunk is forwarded to the field
 * itself, so every reference to it now points at the field.  Nested
 * selections are followed a few levels deep; anything else (the variable
 * not evaluated yet, a thunk under evaluation) copies the thunk as usual.
 * The profiling way's selector thunks end differently but are marked the
 * same (Note [Selector thunks in the profiling way] in
 * compiler/liveness.c).
 */
#define MAX_SELECTOR_DEPTH 16
static int selector_depth;

/* The value of the selector thunk `t` if it can be had without running
   anything, or NULL. */
static Closure *select_field(Closure *t)
{
    Closure *x = closure_ptr(t, 0);
    for (;;) {
        if (FORWARDED(x))
            x = FORWARD_TARGET(x);
        else if (closure_type(x) == CT_IND)
            x = closure_ptr(x, 0);
        else if (closure_type(x) == CT_THUNK && x->info->code->selector &&
                 selector_depth < MAX_SELECTOR_DEPTH) {
            selector_depth++;
            x = select_field(x);
            selector_depth--;
            if (!x)
                return NULL;
        } else
            break;
    }
    uint32_t field = t->info->code->selector - 1;
    if (closure_type(x) != CT_CON || field >= x->info->ptrs)
        return NULL;
    return closure_ptr(x, field);
}

/*
 * Note [The evacuation fast path]
 * Most pointers a collection meets lead to an object outside from-space
 * (old or static: left alone), to one already copied (the forwarding
 * pointer) or to a plain object to copy.  evacuate() handles those
 * inline, reading the info word once, and leaves selector thunks to
 * evacuate_selector(), which may call evacuate() again: kept out of
 * line, its recursion no longer makes every evacuation save and restore
 * the registers of a recursive function.  Objects are copied word by
 * word (copy_words), not through a call to memcpy.  The loops that
 * scavenge the copied objects have a faster path still, which falls back
 * on evacuate() (Note [The scavenging fast path]).
 */
static Closure *evacuate_selector(Closure *c);

static inline Closure *copy_object(Closure *c, size_t words)
{
    Closure *to;
    if (!collecting_old && in_survivor(c)) {
        to = (Closure *)promote_free;
        promote_free += words;
    } else {
        to = (Closure *)to_free;
        to_free += words;
    }
    copy_words((Word *)to, (const Word *)c, words);
    SET_FORWARDED_SIZE(c, words);
    c->info = (const InfoTable *)((Word)to | 1);
    return to;
}

static inline Closure *evacuate(Closure *c)
{
    for (;;) {
        if (!in_from(c)) {
            if (collecting_old && c)
                visit_static(c);
            return c;
        }
        Word info = (Word)c->info;
        if (info & 1)
            return (Closure *)(info & ~(Word)1);
        const InfoTable *it = (const InfoTable *)info;
        switch (it->type) {
        case CT_IND:
            /* short-circuited: nobody needs to see it again */
            c = closure_ptr(c, 0);
            continue;
        case CT_PAP:
        case CT_BIGINT:
            return copy_object(c, closure_size(c));
        case CT_THUNK:
            if (it->code->selector && selector_depth < MAX_SELECTOR_DEPTH)
                return evacuate_selector(c);
            break;
        default:
            break;
        }
        return copy_object(c, HDR_WORDS + (size_t)it->ptrs + it->nptrs);
    }
}

/* A selector thunk in from-space (Note [Selector thunks]). */
static __attribute__((noinline)) Closure *evacuate_selector(Closure *c)
{
    selector_depth++;
    Closure *v = select_field(c);
    if (v && !FORWARDED(c))       /* (a cycle may have copied it) */
        v = evacuate(v);
    selector_depth--;
    if (v) {
        if (FORWARDED(c))
            return FORWARD_TARGET(c);
        SET_FORWARDED_SIZE(c, closure_size(c));
        c->info = (const InfoTable *)((Word)v | 1);
        return v;
    }
    if (FORWARDED(c))
        return FORWARD_TARGET(c);
    return copy_object(c, closure_size(c));
}

static inline void evac_word(Word *w)
{
    *w = (Word)evacuate((Closure *)*w);
}

static inline void evac_slot(Closure **slot)
{
    *slot = evacuate(*slot);
}

/*
 * Note [CAF liveness]
 * An updated CAF points into the heap.  Keeping every one for ever (as a
 * root) would keep, say, a long list a program has finished with, or the
 * string `main` prints (`main = putStrLn (...)` is a CAF whose value is
 * the action, which holds the string).  GHC keeps a CAF only while some
 * live code may still use it, and so do we: every Code that can reach a
 * CAF has a static reference table (includes/codemap.h), and a major
 * collection visits the tables of the code that can still run -- the
 * functions and thunks it copies, the static functions and CAFs it meets
 * as pointers, the code of every case frame's activation and the code
 * running now (storage_active_pc).  Visiting an evaluated CAF copies its
 * value and keeps it on the CAF list; visiting any other table visits the
 * tables it lists (an unevaluated CAF's code will use its CAFs when it
 * runs).  The CAFs on the list that no table led to cannot be used again
 * and are dropped; as a safety net they are also reverted to unevaluated
 * CAFs, so that even a use the tables missed would only evaluate the CAF
 * again, never follow a dangling pointer.  Minor collections treat every
 * CAF on the list as a root, as before: the list only shrinks at major
 * collections.  A CAF without a table (one the code generator did not
 * make) is always a root.
 */

static void srt_push(Srt *s)
{
    if (s->visited == srt_epoch)
        return;
    s->visited = srt_epoch;
    if (srt_n == srt_cap) {
        srt_cap = srt_cap ? 2 * srt_cap : 256;
        srt_work = realloc(srt_work, srt_cap * sizeof *srt_work);
        if (!srt_work)
            rts_heap_exhausted();
    }
    srt_work[srt_n++] = s;
}

/* The code `code` may run: what its table lists stays. */
static void srt_push_items(const Code *code)
{
    if (!code || !code->srt)
        return;
    Srt *s = code->srt;
    for (uint32_t i = 0; i < s->n; i++)
        srt_push(s->items[i]);
}

/* The start of a major collection's to-space (copy_live). */
static Word *major_to_start;

/* A pointer to a static closure met in a major collection.  A pointer
   outside the spaces being collected may also be one to an object
   already copied (a field that a selector thunk's shortcut, or the
   stack walk, has set to the copy): that object is not static, and a
   copied BLACKHOLE of a thunk whose code has a table would otherwise
   become that table's "CAF", a heap pointer the next collection would
   follow after the object has moved. */
static void visit_static(Closure *c)
{
    if ((Word *)c >= major_to_start && (Word *)c < to_free)
        return;     /* scavenged as any copy (a BLACKHOLE's table is its
                       activation's: srt_push_items) */
    ClosureType t = closure_type(c);
    if (t != CT_FUN && t != CT_CAF && t != CT_BLACKHOLE && t != CT_IND)
        return;
    const Code *code = c->info->code;
    if (!code || !code->srt)
        return;
    if (t != CT_FUN)
        code->srt->caf = c;          /* a CAF's code has one closure */
    srt_push(code->srt);
}

/* Visits the pending tables; may copy CAF values (whose scavenging may
   push more tables). */
static void srt_drain(void)
{
    while (srt_n > 0) {
        Srt *s = srt_work[--srt_n];
        if (s->caf && closure_type(s->caf) == CT_IND) {
            evac_word(&s->caf->payload[0]);
            vec_push(&live_cafs, s->caf);
        } else {
            for (uint32_t i = 0; i < s->n; i++)
                srt_push(s->items[i]);
        }
    }
}

static bool caf_has_table(const Closure *caf)
{
    return caf->info->code && caf->info->code->srt;
}

/* Before a major collection's copy: CAFs without a table are roots. */
static void cafs_begin_major(void)
{
    srt_epoch++;
    live_cafs.n = 0;
    for (size_t i = 0; i < cafs.n; i++)
        if (!caf_has_table(cafs.items[i])) {
            evac_word(&cafs.items[i]->payload[0]);
            vec_push(&live_cafs, cafs.items[i]);
        }
}

/* After it: the CAFs no table led to are reverted and dropped. */
static void cafs_end_major(void)
{
    for (size_t i = 0; i < cafs.n; i++) {
        Closure *caf = cafs.items[i];
        if (caf_has_table(caf) && caf->info->code->srt->visited != srt_epoch &&
            closure_type(caf) == CT_IND) {
            caf->info = caf->info->code->info;
            caf->payload[0] = 0;
        }
    }
    ClosureVec old = cafs;
    cafs = live_cafs;
    live_cafs = old;
    live_cafs.n = 0;
}

/* The survivor space being filled by a minor collection: an old object
   that points into it after the collection must stay remembered. */
static Word *young_to_start, *young_to_end;

static inline bool evac_word_young(Word *w)
{
    *w = (Word)evacuate((Closure *)*w);
    return *w >= (Word)young_to_start && *w < (Word)young_to_end;
}

/* Follows the pointer fields of an object outside from-space; true when
   one of them now points into the young to-space. */
static bool scavenge_object(Closure *c)
{
    bool young = false;
    switch (closure_type(c)) {
    case CT_PAP: {
        size_t n = PAP_NARGS(c);
        young |= evac_word_young(&c->payload[0]);
        for (size_t i = 0; i < n; i++)
            young |= evac_word_young(&c->payload[2 + i]);
        break;
    }
    case CT_BIGINT:
    case CT_BLACKHOLE:
        break;
    default: {
        uint32_t n = c->info->ptrs;
        for (uint32_t i = 0; i < n; i++)
            young |= evac_word_young(&c->payload[i]);
        if (collecting_old && c->info->code && c->info->code->srt)
            srt_push(c->info->code->srt);     /* FUN, THUNK */
        break;
    }
    }
    return young;
}

/*
 * Note [Stack watermark]
 * A deep stack would be scanned whole by every minor collection, which is
 * quadratic for a program that recurses deeply while it allocates (a lazy
 * foldl chain).  After each collection we mark the lowest frame above
 * which every stack word points only at old or static objects: nothing
 * there can change until the evaluator returns through that frame (only
 * the topmost activation writes its slots), and old objects do not move in
 * a minor collection, so minor collections scan the stack only up to the
 * mark.  Marking swaps the frame's info word for its FRAME_MARKED_ twin;
 * the evaluator calls storage_frame_popped() when it returns or unwinds
 * through one, which moves the mark up a frame.  The running activation
 * may have pushed case frames below its own slots (PUSH_CONT) and go on
 * writing those slots, so the mark is never put below its frame pointer
 * (storage_active_fp).  A major collection scans everything.
 */
static Word *frame_after(Word *p)
{
    return p + frame_words(p);
}

static void set_frame_mark(Word *p, bool marked)
{
    FrameType t = frame_unmarked(((const FrameInfo *)*p)->type);
    if (t != FRAME_STOP)
        *p = (Word)&frame_infos[marked ? t + FRAME_MARKED_DELTA : t];
}

/* Marks the first frame F at or above both `min_mark` and every saved
   frame pointer of the case frames below F, walking up from `p` (frames
   below `p` are accounted for in `max_fp`).  An activation resumes when
   one of its case frames returns, and may have pushed several (nested
   PUSH_CONTs) below its slots: F must lie above the slots of every
   activation that can resume before F itself is returned through. */
static void mark_safe_frame(Word *p, Word *min_mark, Word *max_fp)
{
    for (;;) {
        while (p < stack_base && !word_is_frame(*p))
            p++;
        if (p >= stack_base)
            break;
        FrameType t = frame_unmarked(((const FrameInfo *)*p)->type);
        if (t == FRAME_STOP)
            break;
        if (p >= min_mark && p >= max_fp) {
            marked_frame = p;
            set_frame_mark(p, true);
            return;
        }
        if (t == FRAME_CASE && (Word *)p[2] > max_fp)
            max_fp = (Word *)p[2];
        p = frame_after(p);
    }
    marked_frame = NULL;
}

void storage_frame_popped(Word *frame)
{
    if (frame != marked_frame)
        return;
    set_frame_mark(frame, false);
    Word *above = frame_after(frame);
    bool is_case = frame_unmarked(((const FrameInfo *)*frame)->type) == FRAME_CASE;
    mark_safe_frame(above, above, is_case ? (Word *)frame[2] : NULL);
}

/* The activation whose slots lie just above the case frames the walk has
   just passed (an activation's case frames sit right below its slots, one
   above the other), or the running one, whose slots begin at the stack
   pointer or above its own case frames: the union of the live slots of
   the places it waits at or runs at (Note [Slot liveness] in
   compiler/liveness.c), in w->bits, one bit per slot.  The union is over
   every case frame it has on the stack, however many. */
static void walk_reset(StackWalk *w, Word *fp, const ReturnPoint *rp)
{
    w->fp = fp;
    w->keep_all = !rp;
    w->lo = w->hi = fp;
    w->nbits_words = 0;
    if (!rp)
        return;
    const Code *code = rp->code;
    w->lo = fp - (code->nslots - code->arity);
    w->hi = fp + code->arity;
    size_t words = (code->nslots + 8 * sizeof(Word) - 1) / (8 * sizeof(Word));
    if (words > w->cap) {
        free(w->bits);
        w->cap = words < 4 ? 4 : words;
        w->bits = malloc(w->cap * sizeof(Word));
        if (!w->bits)
            rts_out_of_memory(w->cap * sizeof(Word));
    }
    memset(w->bits, 0, words * sizeof(Word));
    w->nbits_words = words;
}

static void walk_add(StackWalk *w, const ReturnPoint *rp)
{
    if (rp->live_at) {
        for (size_t k = 0; k < rp->live_words; k++)
            w->bits[rp->live_at[k]] |= rp->live[k];
    } else {
        for (size_t k = 0; k < rp->live_words; k++)
            w->bits[rp->live_first + k] |= rp->live[k];
    }
}

/* Takes note of the case frame at p; returns its return point or NULL. */
static const ReturnPoint *walk_case_frame(StackWalk *w, const Word *p)
{
    Word *fp = (Word *)p[2];
    const ReturnPoint *rp = codemap_return((const Word *)p[1]);
    if (fp != w->fp || (!rp && !w->keep_all)) {
        if (w->fp && w->fp != fp && p < w->lo && !w->keep_all) {
            rts_internal_error_check();
            fprintf(stderr, "%s: internal error: a case frame below the "
                    "slots of the running activation\n", storage_prog_name);
            abort();
        }
        walk_reset(w, fp, rp);
    }
    if (rp && !w->keep_all)
        walk_add(w, rp);
    return rp;
}

/* Is p one of the slots of the activation being passed, and dead? */
static inline bool walk_in_slots(const StackWalk *w, const Word *p)
{
    return p >= w->lo && p < w->hi;
}

static inline bool walk_slot_dead(const StackWalk *w, const Word *p)
{
    if (w->keep_all)
        return false;
    size_t bit = (size_t)(p - w->lo);
    return !((w->bits[bit / (8 * sizeof(Word))] >> (bit % (8 * sizeof(Word)))) & 1);
}

/* A slot the walk takes as live must have been written (Note [Slots born
   dead] in compiler/liveness.c): under LAZYRTS_GC_TORTURE the slots that
   code entry leaves unwritten hold poison_closure. */
static inline void walk_check_written(const Word *p)
{
    if (__builtin_expect(*p == (Word)poison_closure, 0)) {
        rts_internal_error_check();
        fprintf(stderr, "%s: internal error: a stack walk met a slot that is "
                "not written yet\n", storage_prog_name);
        abort();
    }
}

void stack_walk_begin(StackWalk *w, Word *sp)
{
    *w = (StackWalk){.p = sp};
    if (storage_active_running && storage_active_fp) {
        const ReturnPoint *rp = codemap_return(storage_active_pc);
        if (rp)
            walk_reset(w, storage_active_fp, rp), walk_add(w, rp);
    }
}

Word *stack_walk_next_frame(StackWalk *w)
{
    Word *p = w->p;
    for (; p < stack_base; p++) {
        if (walk_in_slots(w, p)) {
            if (walk_slot_dead(w, p))
                *p = (Word)dummy_closure;
            else
                walk_check_written(p);
            continue;
        }
        if (!word_is_frame(*p)) {
            walk_check_written(p);
            continue;
        }
        if (frame_unmarked(((const FrameInfo *)*p)->type) == FRAME_CASE)
            walk_case_frame(w, p);
        w->p = p + frame_words(p);
        return p;
    }
    w->p = p;
    return NULL;
}

void stack_walk_end(StackWalk *w)
{
    free(w->bits);
    w->bits = NULL;
    w->cap = 0;
}

/* Dead slots the last stack walk met (the whole stack in a major
   collection): they do not count as live data. */
static size_t stack_dead_words;

static void scavenge_stack(void)
{
    Word *p = *storage_sp_ref;
    Word *limit = marked_frame && marked_frame >= p && !collecting_old
                      ? marked_frame : stack_base;
    Word *sp = p;
    Word *young_above = p;   /* just above the highest young pointer */
    StackWalk walk;
    if (collecting_old)
        srt_push_items(codemap_code_at(storage_active_pc));
    stack_walk_begin(&walk, p);
    stack_dead_words = 0;
    while (p < limit) {
        if (walk_in_slots(&walk, p)) {
            if (walk_slot_dead(&walk, p)) {
                *p = (Word)dummy_closure;
                stack_dead_words++;
            } else {
                walk_check_written(p);
                if (evac_word_young(p))
                    young_above = p + 1;
            }
            p++;
            continue;
        }
        if (!word_is_frame(*p)) {
            walk_check_written(p);
            if (evac_word_young(p))
                young_above = p + 1;
            p++;
            continue;
        }
        const FrameInfo *fi = (const FrameInfo *)*p;
        switch (frame_unmarked(fi->type)) {
        case FRAME_CASE: {
            const ReturnPoint *rp = walk_case_frame(&walk, p);
            if (collecting_old && rp)
                srt_push_items(rp->code);
            break;
        }
        case FRAME_UPDATE:
            if (evac_word_young(&p[1]))
                young_above = p + 2;
            break;
        case FRAME_APPLY:
            /* [info, n, (prof word), args...] */
            for (Word i = 0; i < p[1]; i++)
                if (evac_word_young(&p[2 + FRAME_PROF_WORDS + i]))
                    young_above = p + 3 + FRAME_PROF_WORDS + i;
            break;
        case FRAME_CATCH: {
            /* both words are evacuated, whichever is young */
            bool handler_young = evac_word_young(&p[1]);
            bool world_young = evac_word_young(&p[2]);
            if (handler_young || world_young)
                young_above = p + 3;
            break;
        }
        default:
            break;
        }
        p = frame_after(p);
    }
    stack_walk_end(&walk);
    if (marked_frame)
        set_frame_mark(marked_frame, false);
    if (storage_active_fp && storage_active_fp > young_above)
        young_above = storage_active_fp;
    /* the walk from Sp sees every case frame below the new mark */
    mark_safe_frame(sp, young_above, NULL);
}

/*
 * Note [The scavenging fast path]
 * Most of a collection's instructions went to three things: calls (an
 * out-of-line evacuate() and scavenge_object() per object, each saving
 * and restoring registers), the type switches (evacuate's, scavenge's,
 * and closure_size()'s once more to step over the object just
 * scavenged), and the range checks (in_nursery, in_survivor, then
 * in_survivor again to choose where to copy, then the young to-space's
 * range for the remembered set).  The loop that scavenges the copied
 * objects (scavenge_range) is therefore written twice, once for each
 * kind of collection, with the evacuation inline (evac_minor,
 * evac_major); the remembered set uses the minor one too:
 *  - the info table is read once per scavenged object, for its pointer
 *    count, its size and (major) its static reference table;
 *  - a range check is one subtraction and one unsigned comparison, on
 *    bounds copied into a local GcBounds for the whole loop (a store
 *    through a Word pointer may alias a global of type Word, so bounds
 *    kept in globals would be reloaded after every field written);
 *  - a minor collection's check says at once where the object goes:
 *    from the nursery to the young to-space, from the survivor space to
 *    the old generation (evac_from() is inlined once for each, so the
 *    free pointer it bumps is a constant address);
 *  - only promoted objects and the remembered set need to know whether
 *    an object still points at young data afterwards (the next
 *    remembered set): the loop over the young to-space is a copy of the
 *    minor loop without those checks (scavenge_range_minor_in inlined
 *    with remember NULL);
 *  - a type test is one bit of FAST_COPY_MASK: every type whose size is
 *    its info table's ptrs + nptrs and which evacuates by a plain copy.
 *    A thunk goes the same way unless it is a selector thunk.
 *    Indirections are followed inline, as evacuate() follows them.
 * Everything else (PAP and BIGINT, selector thunks) goes to the generic
 * evacuate(), which starts again from the beginning, so the objects
 * copied, their order and the places they go are exactly as before; a
 * major collection still calls visit_static() for every pointer outside
 * from-space.  The stack, the registered roots and the CAF list still use
 * the generic functions: there are few of them.
 */
#define FAST_COPY_MASK                                                     \
    ((1u << CT_CON) | (1u << CT_FUN) | (1u << CT_THUNK) | (1u << CT_INT) |  \
     (1u << CT_DOUBLE) | (1u << CT_CHAR) | (1u << CT_BLACKHOLE) |          \
     (1u << CT_CAF) | (1u << CT_STRLIT))

/* The bounds a scavenging loop keeps in registers. */
typedef struct GcBounds {
    Word nursery, nursery_bytes;         /* from-space ... */
    Word survivor, survivor_bytes;
    Word old, old_bytes;                 /* (major only) */
    Word young, young_bytes;             /* minor: the young to-space */
} GcBounds;

static GcBounds gc_bounds(void)
{
    GcBounds b;
    b.nursery = (Word)nursery_start;
    b.nursery_bytes = (Word)nursery_end - (Word)nursery_start;
    b.survivor = (Word)survivor_start;
    b.survivor_bytes = (Word)survivor_end - (Word)survivor_start;
    b.old = (Word)storage_old_start;
    b.old_bytes = (Word)storage_old_end - (Word)storage_old_start;
    b.young = (Word)young_to_start;
    b.young_bytes = (Word)young_to_end - (Word)young_to_start;
    return b;
}

static inline __attribute__((always_inline)) Closure *
fast_copy(Closure *c, Word **freep, size_t words)
{
    Closure *to = (Closure *)*freep;
    *freep += words;
    copy_words((Word *)to, (const Word *)c, words);
    SET_FORWARDED_SIZE(c, words);
    c->info = (const InfoTable *)((Word)to | 1);
    return to;
}

/* Minor collection: evacuates *w; true when it now points into the young
   to-space.  Same result as evac_word_young (Note [The scavenging fast
   path]). */
/* What evac_from() did with a from-space object. */
enum { EVAC_DONE, EVAC_IND, EVAC_SLOW };

/* The from-space object at p: forwarded, or copied to *freep when plain,
   or an indirection to follow (p updated), or left to evacuate(). */
static inline __attribute__((always_inline)) int
evac_from(Word *w, Word *p, Word **freep)
{
    Closure *c = (Closure *)*p;
    Word info = (Word)c->info;
    if (info & 1) {
        *w = info & ~(Word)1;
        return EVAC_DONE;
    }
    const InfoTable *it = (const InfoTable *)info;
    unsigned t = it->type;
    if (((FAST_COPY_MASK >> t) & 1u) &&
        (t != CT_THUNK || !it->code->selector)) {
        *w = (Word)fast_copy(c, freep, HDR_WORDS + (size_t)it->ptrs + it->nptrs);
        return EVAC_DONE;
    }
    if (t == CT_IND) {              /* short-circuited, as evacuate() does */
        *p = c->payload[0];
        return EVAC_IND;
    }
    return EVAC_SLOW;
}

static inline __attribute__((always_inline)) bool
evac_minor(Word *w, const GcBounds *b)
{
    Word p = *w;
    for (;;) {
        int r;
        if (p - b->nursery < b->nursery_bytes)
            r = evac_from(w, &p, &to_free);
        else if (p - b->survivor < b->survivor_bytes)
            r = evac_from(w, &p, &promote_free);
        else {
            *w = p;
            return p - b->young < b->young_bytes;
        }
        if (r == EVAC_DONE)
            return *w - b->young < b->young_bytes;
        if (r == EVAC_SLOW) {
            *w = p;
            return evac_word_young(w);
        }
    }
}

/* Major collection: evacuates *w. */
static inline __attribute__((always_inline)) void
evac_major(Word *w, const GcBounds *b)
{
    Word p = *w;
    for (;;) {
        if (p - b->nursery >= b->nursery_bytes &&
            p - b->survivor >= b->survivor_bytes && p - b->old >= b->old_bytes) {
            *w = p;
            if (p)
                visit_static((Closure *)p);
            return;
        }
        Closure *c = (Closure *)p;
        Word info = (Word)c->info;
        if (info & 1) {
            *w = info & ~(Word)1;
            return;
        }
        const InfoTable *it = (const InfoTable *)info;
        unsigned t = it->type;
        if (((FAST_COPY_MASK >> t) & 1u) &&
            (t != CT_THUNK || !it->code->selector)) {
            *w = (Word)fast_copy(c, &to_free, HDR_WORDS + (size_t)it->ptrs + it->nptrs);
            return;
        }
        if (t == CT_IND) {
            p = c->payload[0];
            continue;
        }
        *w = p;
        evac_word(w);
        return;
    }
}

/* scavenge_object() in a minor collection; *size gets the object's
   size. */
static inline __attribute__((always_inline)) bool
scavenge_minor(Closure *c, const GcBounds *b, size_t *size)
{
    const InfoTable *it = c->info;
    unsigned t = it->type;
    bool young = false;
    if (t != CT_PAP && t != CT_BIGINT) {
        uint32_t n = t == CT_BLACKHOLE ? 0 : it->ptrs;
        for (uint32_t i = 0; i < n; i++)
            young |= evac_minor(&c->payload[i], b);
        *size = HDR_WORDS + (size_t)it->ptrs + it->nptrs;
    } else {
        young = scavenge_object(c);
        *size = closure_size(c);
    }
    return young;
}

/* Scavenges [*scan, *end) of a minor collection while *end may grow;
   objects left pointing at young data go on `remember` when it is not
   NULL.  The young to-space's objects (remember NULL) have their own
   loop, which never asks whether a field is young: inlined with a
   constant `remember`, the young range checks disappear from it. */
static inline __attribute__((always_inline)) void
scavenge_range_minor_in(Word **scan, Word *const *end, ClosureVec *remember)
{
    const GcBounds b = gc_bounds();
    Word *p = *scan;
    while (p < *end) {
        Closure *c = (Closure *)p;
        size_t size;
        if (scavenge_minor(c, &b, &size) && remember)
            vec_push(remember, c);
        p += size;
    }
    *scan = p;
}

static void scavenge_range_minor(Word **scan, Word *const *end,
                                 ClosureVec *remember)
{
    if (remember)
        scavenge_range_minor_in(scan, end, remember);
    else
        scavenge_range_minor_in(scan, end, NULL);
}

/* The remembered set's objects, in a minor collection: those still
   pointing at young data go on `still`. */
static void scavenge_remembered(ClosureVec *still)
{
    const GcBounds b = gc_bounds();
    for (size_t i = 0; i < remembered.n; i++) {
        size_t size;
        if (scavenge_minor(remembered.items[i], &b, &size))
            vec_push(still, remembered.items[i]);
    }
}

/* The same for a major collection, which remembers nothing. */
static void scavenge_range_major(Word **scan, Word *const *end)
{
    const GcBounds b = gc_bounds();
    Word *p = *scan;
    while (p < *end) {
        Closure *c = (Closure *)p;
        const InfoTable *it = c->info;
        unsigned t = it->type;
        if (t != CT_PAP && t != CT_BIGINT) {
            if (t != CT_BLACKHOLE) {
                uint32_t n = it->ptrs;
                for (uint32_t i = 0; i < n; i++)
                    evac_major(&c->payload[i], &b);
                if (it->code && it->code->srt)
                    srt_push(it->code->srt);     /* FUN, THUNK */
            }
            p += HDR_WORDS + (size_t)it->ptrs + it->nptrs;
        } else {
            (void)scavenge_object(c);
            p += closure_size(c);
        }
    }
    *scan = p;
}

/* Scavenges [*scan, *end) while *end may grow; objects left pointing at
   young data go on `remember` when it is not NULL. */
static void scavenge_range(Word **scan, Word *const *end, ClosureVec *remember)
{
    if (collecting_old)
        scavenge_range_major(scan, end);
    else
        scavenge_range_minor(scan, end, remember);
}

/* Copies everything reachable into to-space starting at `to` (and, in a
   minor collection, promotes into the old generation from old_free);
   returns the end of the objects copied to `to`. */
static Word *copy_live(Word *to)
{
    to_free = to;
    major_to_start = collecting_old ? to : NULL;
    promote_free = old_free;
    young_to_start = collecting_old ? NULL : to;
    young_to_end = collecting_old ? NULL : to + (survivor_capacity_hint);
    ClosureVec still = {0};          /* the next remembered set */
    if (collecting_old)
        cafs_begin_major();
    scavenge_stack();
    for (int i = 0; i < n_extra_roots; i++)
        evac_slot(extra_roots[i]);
    if (!collecting_old) {
        for (size_t i = 0; i < cafs.n; i++)
            evac_word(&cafs.items[i]->payload[0]);
        scavenge_remembered(&still);
    }
    Word *scan = to, *scan_promoted = old_free;
    while (scan < to_free || scan_promoted < promote_free || srt_n > 0) {
        srt_drain();
        scavenge_range(&scan, &to_free, NULL);
        scavenge_range(&scan_promoted, &promote_free,
                       collecting_old ? NULL : &still);
    }
    if (collecting_old)
        cafs_end_major();
    else
        old_free = promote_free;
    vec_free(&remembered);
    remembered = still;
    young_to_start = young_to_end = NULL;
    return to_free;
}

/* --------------------------------------------------------- collections */

static void account(int gen, double t0, double w0)
{
    double pause = wall_now() - w0;
    storage_stats.gc_seconds[gen] += cpu_now() - t0;
    storage_stats.gc_elapsed[gen] += pause;
    if (pause > storage_stats.max_pause[gen])
        storage_stats.max_pause[gen] = pause;
}

/* The nursery's live objects move to a new survivor space, the old
   survivor space's are promoted to the old generation. */
static void minor_collection(void)
{
    double t0 = cpu_now(), w0 = wall_now();
    collecting_old = false;
    /* The buffer not in use takes this collection's survivors; it must
       hold a whole nursery.  After a nursery grew, the other buffer (still
       holding the survivors being promoted now) is replaced afterwards. */
    size_t nursery_words = (size_t)(nursery_end - nursery_start);
    bool grew = survivor_buf_words < nursery_words;
    if (grew)
        survivor_buf_words = nursery_words;
    if (grew || !survivor_buf[survivor_next]) {
        space_free(survivor_buf[survivor_next]);
        survivor_buf[survivor_next] = new_space(survivor_buf_words);
    }
    Word *next = survivor_buf[survivor_next];
    survivor_next ^= 1;
    survivor_capacity_hint = survivor_buf_words;
    Word *promoted_from = old_free;
    Word *from_survivors = survivor_start, *from_survivors_end = survivor_free;
    Word *end = copy_live(next);
    report_dead(nursery_start, Hp);
    report_dead(from_survivors, from_survivors_end);
    if (grew) {
        space_free(survivor_buf[survivor_next]);
        survivor_buf[survivor_next] = NULL;
    }
    storage_stats.copied_words += (uint64_t)(end - next) +
                                  (uint64_t)(old_free - promoted_from);
    survivor_start = next;
    survivor_end = next + survivor_buf_words;
    survivor_free = end;
    storage_stats.minor_collections++;
    account(0, t0, w0);
}

/* Everything live moves to a fresh old generation sized for about twice
   the live data plus a nursery's worth of promotions. */
static void major_collection(size_t need)
{
    double t0 = cpu_now(), w0 = wall_now();
    /* Live data fit in `used`; twice that leaves the room the next
       promotions want when most of it is live, which saves copying
       everything a second time.  Pages never touched cost nothing. */
    size_t used = storage_used_words();
    size_t size = 2 * used + 2 * alloc_area_words + need;
    if (max_heap_words && size > max_heap_words && used + need <= max_heap_words)
        size = max_heap_words > used + alloc_area_words ? max_heap_words
                                                        : used + alloc_area_words;
    size_t block_words;
    Word *to = take_block(size, &block_words);
    collecting_old = true;
    Word *end = copy_live(to);
    collecting_old = false;
    report_dead(nursery_start, Hp);
    report_dead(survivor_start, survivor_free);
    report_dead(storage_old_start, old_free);
    size_t live = (size_t)(end - to);
    set_old(to, block_words, size, end);
    survivor_start = survivor_end = survivor_free = NULL;
    storage_stats.copied_words += live;
    storage_stats.major_collections++;
    /* GHC's stacks are heap objects, and its live data count them: so do
       the statistics, without the dead slots of waiting activations (GHC
       saves only live variables in a continuation's frame) */
    size_t stack = storage_sp_ref && *storage_sp_ref
                       ? (size_t)(stack_base - *storage_sp_ref) - stack_dead_words : 0;
    storage_stats.cumulative_live_words += live + stack;
    if (live + stack > storage_stats.max_live_words)
        storage_stats.max_live_words = live + stack;
    if (max_heap_words && live + need > max_heap_words)
        rts_heap_exhausted();
    /* Room for the next promotions: twice the live data, at least two
       nurseries (Note [The next major collection]); moving the live data
       again is cheaper than collecting a too small old generation over
       and over. */
    size_t target = 2 * live + 2 * alloc_area_words + need;
    if (max_heap_words && target > max_heap_words)
        target = max_heap_words > live + need ? max_heap_words : live + need;
    if (target > size) {
        Word *to2 = take_block(target, &block_words);
        collecting_old = true;
        Word *end2 = copy_live(to2);
        collecting_old = false;
        set_old(to2, block_words, target, end2);
        storage_stats.copied_words += (uint64_t)(end2 - to2);
    } else if (target < size) {
        /* the same block, with the limit at the target (Note [The next
           major collection]) */
        storage_old_end = storage_old_start + target;
    }
    account(1, t0, w0);
}

/* A collection because `need` words do not fit in the nursery. */
static void collect(size_t need, bool force_major)
{
    PROF_GC_BEGIN();
    storage_collecting = true;
    storage_stats.allocated_words += (uint64_t)(Hp - alloc_mark);
    size_t survivors = (size_t)(survivor_free - survivor_start);
    /* every module is asked, even when the collection is major anyway */
    bool wanted = rts_modules_gc_wants_major();
    bool major = force_major || wanted || torture_major ||
                 (size_t)(storage_old_end - old_free) < survivors;
    if (major)
        major_collection(need);
    else
        minor_collection();
    /* The nursery is empty now; it grows for an object larger than it. */
    size_t nursery = need > alloc_area_words ? 2 * need : alloc_area_words;
    if (nursery != (size_t)(nursery_end - nursery_start))
        set_nursery(nursery);
    Hp = nursery_start;
    HpLim = nursery_end;
    storage_reserved_end = Hp;
    alloc_mark = Hp;
    size_t heap = (size_t)(nursery_end - nursery_start) +
                  (size_t)(storage_old_end - storage_old_start);
    if (heap > storage_stats.max_heap_words)
        storage_stats.max_heap_words = heap;
    if (major)
        rts_modules_after_major_gc();
    storage_collecting = false;
    PROF_GC_END();
    rts_poll_interrupt();
}

void storage_each_root(void (*fn)(Closure *c, void *env), void *env)
{
    StackWalk walk;
    stack_walk_begin(&walk, storage_sp_ref ? *storage_sp_ref : stack_base);
    for (;;) {
        Word *from = walk.p;
        Word *p = stack_walk_next_frame(&walk);
        /* the slots passed: the dead ones are dummy_closure now */
        for (Word *q = from; q < (p ? p : stack_base); q++)
            fn((Closure *)*q, env);
        if (!p)
            break;
        switch (frame_unmarked(((const FrameInfo *)*p)->type)) {
        case FRAME_UPDATE:
            fn((Closure *)p[1], env);
            break;
        case FRAME_APPLY:
            for (Word i = 0; i < p[1]; i++)
                fn((Closure *)p[2 + FRAME_PROF_WORDS + i], env);
            break;
        case FRAME_CATCH:
            fn((Closure *)p[1], env);
            fn((Closure *)p[2], env);
            break;
        default:
            break;
        }
    }
    stack_walk_end(&walk);
    for (int i = 0; i < n_extra_roots; i++)
        fn(*extra_roots[i], env);
    for (size_t i = 0; i < cafs.n; i++)
        fn(cafs.items[i], env);
}

void storage_collect(size_t need)
{
    collect(need, true);
}

void storage_reserve(size_t words)
{
    if (storage_torture || (size_t)(HpLim - Hp) < words)
        collect(words, false);
    storage_reserved_end = Hp + words;
}
