/*
 * retainer.c -- retainer sets by traversal, and the retainer module's part
 * of a run (the .prof lines).  See includes/retainer.h.
 *
 * Note [Retainer sets by traversal]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The census's sets come from one depth-first traversal of the live heap
 * (includes/traverse.h) from the collector's roots, every root reached
 * with the stack's retainer (SYSTEM), root by root as storage_each_root
 * finds them.  The datum an edge carries is the singleton set {r} of the
 * nearest retainer r on the path:
 *
 *   first visit   the object's set is {r}; a retainer passes itself to
 *                 its children, anything else passes r on;
 *   revisit       r is in the object's set: nothing new below, stop.
 *                 Else r joins the set; a retainer stops there (what it
 *                 reaches is retained by it, not by r), anything else
 *                 descends again with r.
 *
 * An object is so reached at most once per distinct retainer of its set
 * (fewer past -R, where the set is MANY and absorbs every retainer), and
 * a census costs time linear in the live heap when sets are small.
 *
 * Note [Sets beside the objects]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * A revisit must read the set the object has so far, and the census walk
 * that follows reads every object's.  GHC keeps it in the profiling
 * header, in the word the biography needs; we keep it beside the heap,
 * so that the biography can run in the same census (Note [One header
 * word, two profilers]): a bitmap of where objects start in each heap
 * space, with the count of objects before every 64 words, gives each
 * object an ordinal (a popcount), which indexes an array of set ids --
 * about five bytes per object, freed when the census is over.  Static
 * closures, few, go to a pointer map.  The census then writes each
 * object's set into its header if its current phase has none yet (the
 * set at the first census of the phase).  Without a biography the word
 * is free and the set goes there, as in GHC: the id above a 20-bit
 * census stamp (GHC: a parity bit), so that no sweep is needed to tell
 * this census's sets from an earlier one's, and the set doubles as the
 * traversal's mark -- no bitmap.  That is the faster way, used whenever
 * it can be: the traversal is an instance of traverse_loop with the step
 * below compiled into it (Note [The traversal loop, inlined]), and on a
 * list of ten million Ints a census costs about 2 ns an object, 3 to 4
 * times less than GHC 9.0.2's (bench/RESULTS.md).  With a biography the
 * object's ordinal slot is the mark (0: not reached yet).
 *
 * Differences from GHC 9.0.2, deliberate: the stack's slots, its update
 * and catch frames and the registered runtime roots are the roots (GHC's
 * thread and stable pointers); the live CAFs are roots too, retained by
 * SYSTEM, where GHC reaches them through the static reference tables of
 * the code that uses them (so a CAF only a thunk's code refers to is
 * retained by that thunk in GHC, by SYSTEM here).  Sets keep their
 * number for the whole run (GHC renumbers them at each census).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "../includes/ccs.h"
#include "../includes/hpword.h"
#include "../includes/prof.h"
#include "../includes/ptrmap.h"
#include "../includes/rtsmodule.h"
#include "../includes/traverse.h"
#include "../rts/clock.h"
#include "../rts/storage.h"
#include "retainer_int.h"

/* ------------------------------------------------------------ census */

static bool failed;                /* out of memory during the traversal */

/* Note [Sets beside the objects]. */
typedef struct SpaceIndex {
    Word *start, *end;
    uint64_t *starts;              /* a bit per word: an object starts */
    uint32_t *before;              /* objects before each 64-word block */
} SpaceIndex;

/* Sets are kept beside the objects only while a biography holds the
   header word; otherwise in it, as GHC does: (id << STAMP_BITS) | stamp,
   valid when the stamp is this census's (Note [Sets beside the
   objects]). */
#define STAMP_BITS 20
#define STAMP_MASK (((Word)1 << STAMP_BITS) - 1)
static bool beside;
static Word stamp;                 /* 1 .. STAMP_MASK, this census's */

static SpaceIndex spaces_index[STORAGE_MAX_SPACES];
static int nspaces_index;
static uint32_t *set_ids;          /* by object ordinal; 0: none */
static PtrMap static_sets;         /* static closure -> RetainerSet */
static bool indexed;               /* the above describe this census */

static void index_free(void)
{
    for (int i = 0; i < nspaces_index; i++) {
        free(spaces_index[i].starts);
        free(spaces_index[i].before);
    }
    nspaces_index = 0;
    free(set_ids);
    set_ids = NULL;
    ptrmap_free(&static_sets);
    indexed = false;
}

/* Bits set in w (no libgcc call: the build does not assume popcnt). */
static inline unsigned bits_set(uint64_t w)
{
    w = w - ((w >> 1) & 0x5555555555555555ull);
    w = (w & 0x3333333333333333ull) + ((w >> 2) & 0x3333333333333333ull);
    w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (unsigned)((w * 0x0101010101010101ull) >> 56);
}

static bool index_build(const HeapSpace *spaces, int n)
{
    index_free();
    size_t total = 0;
    for (int i = 0; i < n; i++) {
        SpaceIndex *x = &spaces_index[nspaces_index++];
        size_t words = (size_t)(spaces[i].end - spaces[i].start);
        size_t blocks = words / 64 + 1;
        x->start = spaces[i].start;
        x->end = spaces[i].end;
        x->starts = calloc(blocks, sizeof *x->starts);
        x->before = malloc(blocks * sizeof *x->before);
        if (!x->starts || !x->before)
            return false;
        for (Word *p = x->start; p < x->end; p += closure_size((Closure *)p)) {
            size_t w = (size_t)(p - x->start);
            x->starts[w / 64] |= (uint64_t)1 << (w % 64);
        }
        for (size_t b = 0; b < blocks; b++) {
            x->before[b] = (uint32_t)total;
            total += bits_set(x->starts[b]);
        }
    }
    set_ids = calloc(total ? total : 1, sizeof *set_ids);
    indexed = set_ids != NULL;
    return indexed;
}

/* The set-id slot of a heap object, or NULL for a static closure. */
static uint32_t *slot_of(const Closure *c)
{
    const Word *p = (const Word *)c;
    for (int i = 0; i < nspaces_index; i++) {
        const SpaceIndex *x = &spaces_index[i];
        if (p < x->start || p >= x->end)
            continue;
        size_t w = (size_t)(p - x->start);
        uint64_t below = x->starts[w / 64] & (((uint64_t)1 << (w % 64)) - 1);
        return &set_ids[x->before[w / 64] + bits_set(below)];
    }
    return NULL;
}

/* c's set in this census, or NULL (not reached yet); with a biography,
   *slot is where its id goes (NULL: a static closure, in the map). */
static inline RetainerSet *set_at(const Closure *c, uint32_t **slot)
{
    *slot = NULL;
    if (!beside) {
        Word w = c->prof.hp;
        return (w & STAMP_MASK) == stamp ? sets_by_id((uint32_t)(w >> STAMP_BITS))
                                         : NULL;
    }
    *slot = slot_of(c);
    return !*slot ? ptrmap_get(&static_sets, c) : **slot ? sets_by_id(**slot) : NULL;
}

static inline RetainerSet *set_load(const Closure *c)
{
    uint32_t *slot;
    return set_at(c, &slot);
}

static inline bool is_retainer(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_THUNK: case CT_CAF: case CT_STRLIT:
        return true;
    default:
        return false;
    }
}

/* The singleton set a retainer's children are reached with. */
static RetainerSet *retainer_datum(const Closure *c)
{
    static const CostCentreStack *cached_r;
    static RetainerSet *cached_set;
    const CostCentreStack *r = c->prof.ccs;
    if (r != cached_r || !cached_set) {
        cached_set = sets_singleton(r);
        cached_r = r;
    }
    if (!cached_set)
        failed = true;
    return cached_set;
}

typedef struct Counts {
    size_t visits, revisits;
} Counts;

/* The census's step (Note [Retainer sets by traversal]): the datum is
   the singleton set of the nearest retainer, {r} (0 when it could not be
   made: nothing is recorded below).  An instance of traverse_loop with
   this step inlined (Note [The traversal loop, inlined]). */
static inline bool step(Closure *c, TraverseDatum d, TraverseDatum *child,
                        void *env)
{
    Counts *n = env;
    RetainerSet *single = (RetainerSet *)d;
    uint32_t *slot;
    RetainerSet *s = set_at(c, &slot);
    if (!s) {
        n->visits++;
        if (!single)
            return false;
    } else {
        n->revisits++;
        if (!single || s == single)
            return false;
        const CostCentreStack *r = single->elems[0];
        if (sets_member(s, r))
            return false;
        if (!(single = sets_add(s, r))) {
            failed = true;
            return false;
        }
    }
    /* c's set is now `single` */
    if (!beside)
        c->prof.hp = ((Word)single->id << STAMP_BITS) | stamp;
    else if (slot)
        *slot = single->id;
    else
        ptrmap_put(&static_sets, c, single);
    if (!s) {
        if (is_retainer(c))
            *child = (TraverseDatum)retainer_datum(c);
        return true;
    }
    return !is_retainer(c);
}

/* A census's traversal, fed root by root by storage_each_root (no array
   of the roots: a deep stack has tens of millions). */
typedef struct Census {
    Counts counts;
    TraverseWork work;
    TraverseDatum system;          /* {SYSTEM}, the roots' datum */
    bool ok;
} Census;

static void from_root(Closure *c, void *env)
{
    Census *k = env;
    if (c && k->ok)
        k->ok = traverse_loop(&k->work, &c, 1, k->system, step, &k->counts);
}

/* For the .prof lines. */
typedef struct CensusStats {
    double seconds;
    size_t max_stack;
    double visits_per_object;
} CensusStats;
static CensusStats *stats;
static size_t nstats, cap_stats;

static void record_stats(double seconds, const Counts *n, size_t max_stack)
{
    if (nstats == cap_stats) {
        size_t cap = cap_stats ? 2 * cap_stats : 16;
        CensusStats *grown = realloc(stats, cap * sizeof *grown);
        if (!grown)
            return;
        stats = grown;
        cap_stats = cap;
    }
    double objects = (double)n->visits;
    stats[nstats++] = (CensusStats){
        seconds, max_stack,
        objects > 0 ? (objects + (double)n->revisits) / objects : 0.0};
}

/* A biography is kept: each object whose phase has no set yet gets its
   set of this census (Note [Sets beside the objects]). */
static void record_phase_sets(void)
{
    for (int i = 0; i < nspaces_index; i++)
        for (Word *p = spaces_index[i].start; p < spaces_index[i].end;) {
            Closure *c = (Closure *)p;
            p += closure_size(c);
            if (hpword_set_id(c->prof.hp))
                continue;
            Word id = *slot_of(c);
            if (id > HPWORD_MAX_SET_ID)
                id = sets_many()->id;
            c->prof.hp |= id << HPWORD_SET_SHIFT;
        }
}

bool retainer_census(double seconds)
{
    double cpu0 = cpu_now(), wall0 = wall_now();
    failed = false;
    HeapSpace spaces[STORAGE_MAX_SPACES];
    int nspaces = storage_heap_spaces(spaces);
    RetainerSet *system = sets_singleton(CCS_SYSTEM);
    beside = ldv_era != 0;
    stamp = stamp % STAMP_MASK + 1;
    Census k = {{0, 0}, {0}, (TraverseDatum)system, true};
    k.ok = system && (!beside || index_build(spaces, nspaces));
    if (k.ok)
        storage_each_root(from_root, &k);
    indexed = k.ok || !beside;
    record_stats(seconds, &k.counts, k.work.max);
    traverse_work_free(&k.work);
    if (k.ok && beside)
        record_phase_sets();
    if (!k.ok || failed)
        fputs("lazyrts: out of memory in the retainer profiler: this "
              "census's retainer sets are incomplete\n", stderr);
    rts_retainer_seconds[0] += cpu_now() - cpu0;
    rts_retainer_seconds[1] += wall_now() - wall0;
    return k.ok && !failed;
}

void retainer_census_end(void)
{
    index_free();
    /* in the header, a set is valid until the next census's stamp */
}

const RetainerSet *retainer_set_of(const Closure *c)
{
    return indexed || !beside ? set_load(c) : NULL;
}

const RetainerSet *retainer_phase_set_of(const Closure *c)
{
    return sets_by_id(hpword_set_id(c->prof.hp));
}

/* ------------------------------------------------------------- names */

char *retainer_set_name(const RetainerSet *s, int limit)
{
    if (s == sets_many())
        return strdup("MANY");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    fprintf(f, "(%u)", (unsigned)s->id);
    for (uint32_t i = 0; i < s->n; i++)
        fprintf(f, "%s%s", i ? "," : "", s->elems[i]->cc->label);
    if (fclose(f) != 0)
        return NULL;
    if (limit > 0 && len > (size_t)limit)
        text[limit] = '\0';
    return text;
}

bool retainer_set_selected(const RetainerSet *s, const RtsSelector *sel)
{
    if (s->selected >= 0)
        return s->selected;
    bool ok = false;
    for (uint32_t i = 0; i < s->n && !ok; i++)
        ok = rtsflags_selector_has(sel, s->elems[i]->cc->label);
    ((RetainerSet *)s)->selected = ok;
    return ok;
}

void retainer_set_reported(const RetainerSet *s)
{
    ((RetainerSet *)s)->reported = true;
}

/* ------------------------------------------------------------ module */

/* The lines before the .prof report: one block per census. */
static void write_head(FILE *f)
{
    for (size_t i = 0; i < nstats; i++)
        fprintf(f, "Retainer Profiling: %zu, at %f seconds\n"
                   "\tMax auxiliary stack size = %zu\n"
                   "\tAverage number of visits per object = %f\n",
                i, stats[i].seconds, stats[i].max_stack,
                stats[i].visits_per_object);
}

/* After it: the sets that appeared in a census. */
static void write_tail(FILE *f)
{
    fputs("\nRetainer sets created during profiling:\n", f);
    sets_write_listing(f);
}

static bool start(const RtsRun *run)
{
    const RtsFlags *flags = run->flags;
    bool wanted = flags->heap_profile == HEAP_BY_RETAINER ||
                  flags->retainer_selector.given;
    if (!wanted)
        return true;
    if (!sets_init(flags->max_retainer_set_size)) {
        fprintf(stderr, "%s: out of memory\n", run->prog);
        return false;
    }
    if (flags->heap_profile == HEAP_BY_RETAINER)
        return ccs_prof_add_sections(run, write_head, write_tail);
    return true;
}

const RtsModule retainer_module = {
    .name = "retainer",
    .bit = RTS_MODULE_RETAINER,
    .start = start,
};
