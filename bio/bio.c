/*
 * bio.c -- biographical (lag, drag, void) profiling.  See includes/bio.h
 * and Note [One header word, two profilers] in includes/hpword.h.
 *
 * Note [What counts as a use]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * An object is used when it is entered: a thunk forced, a function or a
 * partial application called.  Examining a constructor in a `case` is not
 * a use, as in GHC 9.0.2, whose -O0 code examines an evaluated
 * constructor through its tagged pointer without running its entry code
 * (the only place GHC records a use).  So data a program only looks at
 * shows as VOID in GHC's profiles and in ours alike, and the two can be
 * compared band for band; what the profile calls USE is the time between
 * the first and the last call of a function closure, and DRAG is a
 * function closure kept after its last call.  A thunk is used once: when
 * it is entered it becomes a blackhole, a new object born then (GHC
 * overwrites it the same way), which dies when the thunk is updated -- a
 * long evaluation is a long-lived blackhole, never used: VOID.
 *
 * Note [Death accounting]
 * ~~~~~~~~~~~~~~~~~~~~~~~
 * When an object dies in era e (found dead by a collection, Note [Dead
 * objects] in rts/storage.c; a blackhole overwritten by its value; every
 * object still live at a normal end), its biography decides the censuses
 * it lived through: never used, born in era c < e: it was void at the
 * censuses c..e-1; last used in era u with u+1 < e: it dragged at the
 * censuses u+1..e-1.  Adding its size to a whole range of censuses is
 * made O(1) by keeping differences: +size at the range's first census,
 * -size at e; the sums are taken once, at the end.  An object that dies
 * in the era of its birth or last use changes nothing: no census saw it
 * void or dragging.
 *
 * Note [Biographies of retainer sets]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * Counters are kept per band of the census's break-down, so `-hc
 * -hbdrag,void` is the -hc profile of the dragging and void data.  Under
 * -hr the band of an object is its retainer set, which can change from
 * one census to the next, and a biography is known only at death: a dead
 * object's drag or void is accounted to the set it had at the last
 * census it lived through (kept in its header).  When its retainers did
 * not change over its drag or void phase -- the usual case: data nobody
 * uses is rarely passed around -- that is exact; otherwise the earlier
 * censuses of the phase show it under the later retainer.  `-hr -hbdrag`
 * thus answers "who retains the data that is never used again" in one
 * run.  Its LAG and USE are refused with -hr (lag = not used - void is
 * exact only when the set never changes; rtsflags.c).  The converse, -hb
 * with -hr<cc>, selects a dead object by its last set in the same way,
 * and a census's lag or use, a difference of two counts, is shown as 0
 * where a change of retainers made it negative.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/bio.h"
#include "../includes/hpword.h"
#include "../includes/prof.h"
#include "../includes/rtsmodule.h"
#include "../rts/rtsexit.h"
#include "../rts/storage.h"

const char *const bio_class_names[BIO_CLASSES] = {
    "VOID", "LAG", "USE", "INHERENT_USE", "DRAG"};
const char *const bio_class_flags[BIO_CLASSES] = {
    "void", "lag", "use", NULL, "drag"};

/* One band at one census; void and drag are differences until
   aggregate() sums them (Note [Death accounting]). */
typedef struct Counters {
    uint64_t not_used, used, inherent;
    int64_t void_words, drag_words;
} Counters;

typedef struct Era {
    double seconds;
    Counters *bands;
    uint32_t nbands;
} Era;

static bool active;
static const char *prog;
static Era *eras;                 /* [0..ldv_era]; 0 unused */
static size_t cap_eras;
static size_t censuses;           /* taken: eras 1..censuses */
static bool aggregated;

bool bio_active(void) { return active; }

/* The counters of `band` in era `e`, made when new; NULL: no memory. */
static Counters *counters(size_t e, uint32_t band)
{
    if (e >= cap_eras) {
        size_t cap = cap_eras ? 2 * cap_eras : 64;
        while (cap <= e)
            cap *= 2;
        Era *grown = realloc(eras, cap * sizeof *grown);
        if (!grown)
            return NULL;
        memset(grown + cap_eras, 0, (cap - cap_eras) * sizeof *grown);
        eras = grown;
        cap_eras = cap;
    }
    Era *era = &eras[e];
    if (band >= era->nbands) {
        uint32_t n = era->nbands ? era->nbands : 8;
        while (n <= band)
            n *= 2;
        Counters *grown = realloc(era->bands, n * sizeof *grown);
        if (!grown)
            return NULL;
        memset(grown + era->nbands, 0, (n - era->nbands) * sizeof *grown);
        era->bands = grown;
        era->nbands = n;
    }
    return &era->bands[band];
}

static void out_of_memory(void)
{
    fprintf(stderr, "%s: out of memory in the biographical profiler\n", prog);
    rts_exit(1);
}

void bio_census_count(uint32_t band, const Closure *c, size_t words,
                      size_t inherent)
{
    Counters *k = counters(ldv_era, band);
    if (!k)
        out_of_memory();
    if (hpword_used(c->prof.hp))
        k->used += words;
    else
        k->not_used += words;
    k->inherent += inherent;
}

bool bio_census_done(double seconds)
{
    if (!counters(ldv_era, 0))
        out_of_memory();
    eras[ldv_era].seconds = seconds;
    censuses = ldv_era;
    if (ldv_era == HPWORD_MAX_ERA) {
        fprintf(stderr, "%s: Maximum number of censuses reached.\n"
                        "%s: Use `+RTS -i' to reduce censuses.\n", prog, prog);
        return false;
    }
    ldv_era++;
    ldv_create_word = ldv_era << HPWORD_CREATE_SHIFT;
    return true;
}

/* Note [Death accounting]. */
static void record_death(uint32_t band, Word w, size_t words)
{
    Word e = ldv_era, from;
    Counters *first = NULL, *now = NULL;
    if (!hpword_used(w)) {
        from = hpword_created(w);
        if (from == 0)
            from = 1;            /* born before the first era began */
        if (from >= e)
            return;
        if (!(first = counters(from, band)) || !(now = counters(e, band)))
            out_of_memory();
        first->void_words += (int64_t)words;
        now->void_words -= (int64_t)words;
    } else {
        from = hpword_last_use(w) + 1;
        if (from >= e)
            return;
        if (!(first = counters(from, band)) || !(now = counters(e, band)))
            out_of_memory();
        first->drag_words += (int64_t)words;
        now->drag_words -= (int64_t)words;
    }
}

static void object_died(const Closure *c)
{
    uint32_t band = census_bio_band(c);
    if (band == BIO_NO_BAND)
        return;
    /* a big Integer's limbs are inherently used: only its constructor
       has a biography (Note [Big Integers in a census]) */
    size_t words = closure_type(c) == CT_BIGINT ? 2 : closure_size_reported(c);
    record_death(band, c->prof.hp, words);
}

/* A blackhole is overwritten by its thunk's value. */
static void overwritten(Closure *c)
{
    if (storage_in_heap(c))
        object_died(c);
}

static void kill_space(Word *p, Word *end)
{
    while (p < end) {
        Closure *c = (Closure *)p;
        p += closure_size(c);
        if (closure_type(c) != CT_IND)
            object_died(c);
    }
}

void bio_kill_all(void)
{
    if (!active)
        return;
    HeapSpace spaces[STORAGE_MAX_SPACES];
    int n = storage_heap_spaces(spaces);
    for (int i = 0; i < n; i++)
        kill_space(spaces[i].start, spaces[i].end);
}

/* Sums the differences (Note [Death accounting]), once. */
static void aggregate(void)
{
    if (aggregated)
        return;
    aggregated = true;
    uint32_t nbands = 0;
    for (size_t t = 1; t <= censuses; t++)
        if (eras[t].nbands > nbands)
            nbands = eras[t].nbands;
    for (size_t t = 1; t <= censuses && nbands; t++)
        if (!counters(t, nbands - 1))
            out_of_memory();
    for (uint32_t b = 0; b < nbands; b++) {
        int64_t v = 0, d = 0;
        for (size_t t = 1; t <= censuses; t++) {
            v += eras[t].bands[b].void_words;
            d += eras[t].bands[b].drag_words;
            eras[t].bands[b].void_words = v;
            eras[t].bands[b].drag_words = d;
        }
    }
}

size_t bio_censuses(void)
{
    aggregate();
    return censuses;
}

double bio_census_time(size_t t)
{
    return t >= 1 && t <= censuses ? eras[t].seconds : 0.0;
}

static uint64_t clamp(int64_t v) { return v > 0 ? (uint64_t)v : 0; }

uint64_t bio_value(size_t t, uint32_t band, BioClass k)
{
    aggregate();
    if (t < 1 || t > censuses || band >= eras[t].nbands)
        return 0;
    const Counters *c = &eras[t].bands[band];
    switch (k) {
    case BIO_VOID: return clamp(c->void_words);
    case BIO_LAG: return clamp((int64_t)c->not_used - c->void_words);
    case BIO_USE: return clamp((int64_t)c->used - c->drag_words);
    case BIO_INHERENT_USE: return c->inherent;
    case BIO_DRAG: return clamp(c->drag_words);
    default: return 0;
    }
}

/* ------------------------------------------------------------ module */

static bool start(const RtsRun *run)
{
    const RtsFlags *flags = run->flags;
    if (flags->heap_profile != HEAP_BY_BIO && !flags->bio_selector.given)
        return true;
    prog = run->prog;
    active = true;
    ldv_era = 1;
    ldv_create_word = ldv_era << HPWORD_CREATE_SHIFT;
    ldv_overwritten = overwritten;
    return true;
}

static void finish(RtsEnd how, int status)
{
    (void)how;
    (void)status;
    ldv_overwritten = NULL;
}

const RtsModule bio_module = {
    .name = "bio",
    .bit = RTS_MODULE_BIO,
    .start = start,
    .object_died = object_died,
    .finish = finish,
};
