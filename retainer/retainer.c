/*
 * retainer.c -- retainer sets by traversal, and the retainer module's part
 * of a run (the .prof lines).  See includes/retainer.h.
 *
 * Note [Retainer sets by traversal]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The census's sets come from one depth-first traversal of the live heap
 * (includes/traverse.h) from the collector's roots, every root reached
 * with the stack's retainer (SYSTEM).  The datum an edge carries is the
 * nearest retainer on the path and its singleton set:
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
 * a census costs time linear in the live heap when sets are small.  The
 * set is kept in the object's header (Note [One header word, two
 * profilers]), so the traversal needs no table of objects: a revisit
 * reads it back, and the census walk that follows reads it too.
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
#include "../includes/rtsmodule.h"
#include "../includes/traverse.h"
#include "../rts/storage.h"
#include "retainer_int.h"

/* ------------------------------------------------------------ census */

typedef struct Datum {
    const CostCentreStack *r;      /* the nearest retainer */
    RetainerSet *single;           /* {r} */
} Datum;

static Word flip;                  /* this traversal's parity */
static bool failed;                /* out of memory during the traversal */

static bool is_retainer(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_THUNK: case CT_CAF: case CT_STRLIT:
        return true;
    default:
        return false;
    }
}

static void set_store(Closure *c, const RetainerSet *s)
{
    Word id = s->id <= HPWORD_MAX_SET_ID ? s->id : sets_many()->id;
    c->prof.hp = (c->prof.hp & HPWORD_BIO_MASK) | flip |
                 (id << HPWORD_SET_SHIFT);
}

static RetainerSet *set_load(const Closure *c)
{
    return sets_by_id(hpword_set_id(c->prof.hp));
}

/* The datum a retainer's children are reached with. */
static Datum retainer_datum(const Closure *c)
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
    return (Datum){r, cached_set};
}

static bool visit(Closure *c, const void *data, void *child, void *env)
{
    (void)env;
    const Datum *d = data;
    if (!d->single)
        return false;
    set_store(c, d->single);
    if (is_retainer(c))
        *(Datum *)child = retainer_datum(c);
    return true;
}

static bool revisit(Closure *c, const void *data, void *child, void *env)
{
    (void)child;
    (void)env;
    const Datum *d = data;
    RetainerSet *s = set_load(c);
    if (!s || sets_member(s, d->r))
        return false;
    RetainerSet *grown = sets_add(s, d->r);
    if (!grown) {
        failed = true;
        return false;
    }
    set_store(c, grown);
    return !is_retainer(c);
}

typedef struct Roots {
    Closure **items;
    size_t n, cap;
    bool failed;
} Roots;

static void add_root(Closure *c, void *env)
{
    Roots *r = env;
    if (!c || r->failed)
        return;
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 1024;
        Closure **grown = realloc(r->items, cap * sizeof *grown);
        if (!grown) {
            r->failed = true;
            return;
        }
        r->items = grown;
        r->cap = cap;
    }
    r->items[r->n++] = c;
}

/* For the .prof lines. */
typedef struct CensusStats {
    double seconds;
    size_t max_stack;
    double visits_per_object;
} CensusStats;
static CensusStats *stats;
static size_t nstats, cap_stats;

static void record_stats(double seconds, const Traversal *t)
{
    if (nstats == cap_stats) {
        size_t cap = cap_stats ? 2 * cap_stats : 16;
        CensusStats *grown = realloc(stats, cap * sizeof *grown);
        if (!grown)
            return;
        stats = grown;
        cap_stats = cap;
    }
    double objects = (double)t->visits;
    stats[nstats++] = (CensusStats){
        seconds, t->max_stack,
        objects > 0 ? (objects + (double)t->revisits) / objects : 0.0};
}

bool retainer_census(double seconds)
{
    flip ^= HPWORD_FLIP;
    failed = false;
    Roots roots = {0};
    storage_each_root(add_root, &roots);
    HeapSpace spaces[STORAGE_MAX_SPACES];
    Traversal t = {
        .visit = visit,
        .revisit = revisit,
        .data_size = sizeof(Datum),
        .spaces = spaces,
        .nspaces = storage_heap_spaces(spaces),
    };
    RetainerSet *system = sets_singleton(CCS_SYSTEM);
    Datum root = {CCS_SYSTEM, system};
    bool ok = !roots.failed && system &&
              traverse_run(&t, roots.items, roots.n, &root);
    free(roots.items);
    record_stats(seconds, &t);
    if (!ok || failed)
        fputs("lazyrts: out of memory in the retainer profiler: this "
              "census's retainer sets are incomplete\n", stderr);
    return ok && !failed;
}

const RetainerSet *retainer_set_of(const Closure *c)
{
    if ((c->prof.hp & HPWORD_FLIP) != flip)
        return NULL;
    return set_load(c);
}

const RetainerSet *retainer_last_set_of(const Closure *c)
{
    return set_load(c);
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
        for (int k = 0; k < sel->count && !ok; k++)
            ok = strcmp(s->elems[i]->cc->label, sel->names[k]) == 0;
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
