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
 */
#include "../rts/storage.h"
#include "heapprof_int.h"

static bool active;             /* a heap profile is being written */
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
    census_due = final_census || interval <= 0.0 || now >= next_census;
    if (census_due)
        census_time = now;
    return census_due;
}

static void after_major_gc(void)
{
    if (!active || !census_due)
        return;
    census_due = false;
    census_take();
    hp_file_sample(census_time);
    band_reset_all();
    while (next_census <= census_time && interval > 0.0)
        next_census += interval;
}

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
