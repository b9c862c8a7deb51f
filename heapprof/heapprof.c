/*
 * heapprof.c -- the heap-profiling module: when a census is due, and the
 * .hp file from start to finish.  See heapprof_int.h.
 *
 * Note [When a census is due]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * As in GHC, a census follows a major collection and is taken every -i
 * seconds of mutator time (rts_mutator_seconds: CPU time less start-up,
 * collections and censuses), or at every collection with -i0.  At the
 * start of each collection the module asks whether one is due; if so the
 * collection is made major, and the census after it is stamped with the
 * mutator time at its start.  Collections happen when the nursery (-A)
 * fills, so a program that allocates nothing is not censused, as in GHC;
 * with -i0 the censuses depend only on allocation, which makes them
 * deterministic (the golden tests use that).  At a normal end one more
 * collection and census records the heap as the program leaves it, then
 * the last, empty sample closes the file; an interrupt (SIGINT) or an end
 * inside a collection (-M) closes the file at once.
 *
 * Under -hb and the -hb<..> restrictions the censuses are handed to the
 * biographer and the file holds only its header and first sample until
 * the end, when the biographies are complete: every object still live
 * dies then (after the final census of a normal end; an abnormal end
 * writes what the deaths so far tell), and all the samples are written
 * at once (includes/bio.h).
 */
#include "../rts/rtsexit.h"
#include "../rts/storage.h"
#include "heapprof_int.h"
#ifdef BIO_PARTS
#include "../includes/bio.h"
#endif

static bool active;             /* a heap profile is being written */
static const RtsFlags *flags_used;
static double interval;         /* -i */
static double next_census;      /* mutator seconds */
static bool census_due;         /* decided at the start of this collection */
static double census_time;      /* its time stamp */
static bool final_census;       /* the census at a normal end */

static bool start(const RtsRun *run)
{
    const RtsFlags *flags = run->flags;
    if (flags->heap_profile == HEAP_BY_NONE)
        return true;
    flags_used = flags;
    interval = flags->heap_interval;
    next_census = interval;
    census_init(flags);
#ifdef PROFILING
    bool profiled = true;
#else
    bool profiled = false;
#endif
    if (!hp_file_open(run, profiled))
        return false;
    active = true;
    return true;
}

static bool gc_wants_major(void)
{
    if (!active)
        return false;
    double now = rts_mutator_seconds();
    /* -i0: at every collection; a negative -i: only the last one
       (Note [Tick and census intervals] in rts/rtsflags.c) */
    census_due = final_census || interval == 0.0 ||
                 (interval > 0.0 && now >= next_census);
    if (census_due)
        census_time = now;
    return census_due;
}

static void after_major_gc(void)
{
    if (!active || !census_due)
        return;
    census_due = false;
    census_take(census_time);
#ifdef BIO_PARTS
    if (census_writes_at_end()) {
        if (!bio_census_done(census_time))
            rts_exit(1);
    } else
#endif
        hp_file_sample(census_time, false);
    band_reset_all();
    while (next_census <= census_time && interval > 0.0)
        next_census += interval;
}

#ifdef BIO_PARTS
/* The samples of a biographical profile (see the Note). */
static void write_biographies(RtsEnd how, bool breakdown_is_bio,
                              const RtsSelector *bio)
{
    if (how == RTS_END_NORMAL)
        bio_kill_all();
    bool wanted[BIO_CLASSES];
    for (int k = 0; k < BIO_CLASSES; k++)
        wanted[k] = bio_class_flags[k] &&
                    rtsflags_selector_has(bio, bio_class_flags[k]);
    size_t nbands;
    Band *const *bands;
    if (breakdown_is_bio)
        for (int k = 0; k < BIO_CLASSES; k++)
            band_intern(bio_class_names[k]);
    bands = band_all(&nbands);
    size_t censuses = bio_censuses();
    for (size_t t = 1; t <= censuses; t++) {
        if (breakdown_is_bio) {
            for (int k = 0; k < BIO_CLASSES; k++)
                bands[k]->words = bio->given && !wanted[k] ? 0 : bio_value(t, 0, (BioClass)k);
        } else {
            for (size_t b = 0; b < nbands; b++) {
                uint64_t w = 0;
                for (int k = 0; k < BIO_CLASSES; k++)
                    if (wanted[k])
                        w += bio_value(t, (uint32_t)b, (BioClass)k);
                bands[b]->words = w;
            }
        }
        hp_file_sample(bio_census_time(t), breakdown_is_bio);
    }
    band_reset_all();
}
#endif

static void finish(RtsEnd how, int status)
{
    (void)status;
    if (!active)
        return;
    if (how == RTS_END_NORMAL) {
        final_census = true;
        storage_collect(0);
        final_census = false;
    }
#ifdef BIO_PARTS
    if (how != RTS_END_NEVER_RAN && census_writes_at_end())
        write_biographies(how, flags_used->heap_profile == HEAP_BY_BIO,
                          &flags_used->bio_selector);
#endif
    active = false;
    hp_file_close(rts_mutator_seconds());
    census_free();
    band_free_all();
}

const RtsModule heapprof_module = {
    .name = "heapprof",
    .bit = RTS_MODULE_HEAPPROF,
    .start = start,
    .gc_wants_major = gc_wants_major,
    .after_major_gc = after_major_gc,
    .finish = finish,
};
