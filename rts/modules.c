/*
 * modules.c -- the table of profiling modules and the calls that reach
 * them.  See Note [One way in for every profiler] in includes/rtsmodule.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "modules.h"

#include <stddef.h>
#include <time.h>

#include "../includes/prof.h"
#include "clock.h"
#include "rtsexit.h"
#include "storage.h"

/* ------------------------------------------------------------ the table */

#if defined(PROFILING) && defined(ENABLE_CCS)
extern const RtsModule ccs_module;
#endif
#ifdef ENABLE_HEAPPROF
extern const RtsModule heapprof_module;
#endif
#if defined(PROFILING) && defined(ENABLE_RETAINER)
extern const RtsModule retainer_module;
#endif
#if defined(PROFILING) && defined(ENABLE_BIO)
extern const RtsModule bio_module;
#endif
#if (defined(TICKY) || defined(PROFILING)) && defined(ENABLE_TICKY)
extern const RtsModule ticky_module;
#endif

const RtsModule *const rts_modules[] = {
#if defined(PROFILING) && defined(ENABLE_CCS)
    &ccs_module,
#endif
#if defined(PROFILING) && defined(ENABLE_RETAINER)
    &retainer_module,
#endif
#if defined(PROFILING) && defined(ENABLE_BIO)
    &bio_module,
#endif
#ifdef ENABLE_HEAPPROF
    &heapprof_module,
#endif
#if (defined(TICKY) || defined(PROFILING)) && defined(ENABLE_TICKY)
    &ticky_module,
#endif
    NULL
};

unsigned rts_modules_built(void)
{
    unsigned bits = 0;
    for (const RtsModule *const *m = rts_modules; *m; m++)
        bits |= (*m)->bit;
    return bits;
}

void (*rts_modules_object_died)(const Closure *c);
double rts_retainer_seconds[2];

#ifdef PROFILING
/* includes/hpword.h and includes/prof.h: no biography until bio/ starts
   one. */
Word ldv_era;
Word ldv_create_word;
void (*ldv_overwritten)(Closure *c);
#endif

/* ------------------------------------------------------------ the clock */

static double init_seconds;       /* start-up CPU time (compiling) */
static double module_seconds;     /* CPU time of after_major_gc hooks */
static double module_elapsed;     /* and their wall-clock time */
static double last_mutator;       /* what rts_mutator_seconds last said */


double rts_mutator_seconds(void)
{
    double t = cpu_now() - init_seconds - storage_stats.gc_seconds[0] -
               storage_stats.gc_seconds[1] - module_seconds;
    if (t > last_mutator)
        last_mutator = t;
    return last_mutator;
}

double rts_modules_seconds(void) { return module_seconds; }

double rts_modules_elapsed(void) { return module_elapsed; }

/* ------------------------------------------------------------ the calls */

static void finish_all(int status)
{
    /* No collection from inside one, nor after an interrupt (which is
       taken at the end of a collection). */
    RtsEnd how = storage_collecting || status == 130 ? RTS_END_ABORT
                                                     : RTS_END_NORMAL;
    size_t n = 0;
    while (rts_modules[n])
        n++;
    while (n-- > 0)
        if (rts_modules[n]->finish)
            rts_modules[n]->finish(how, status);
}

bool rts_modules_start(const RtsRun *run, double init_cpu)
{
    init_seconds = init_cpu;
    for (size_t i = 0; rts_modules[i]; i++) {
        if (!rts_modules[i]->start || rts_modules[i]->start(run))
            continue;
        /* the modules started so far leave no report behind */
        while (i-- > 0)
            if (rts_modules[i]->finish)
                rts_modules[i]->finish(RTS_END_NEVER_RAN, 1);
        return false;
    }
#ifdef PROFILING
    /* the collector's walk over dead objects costs a pass over the
       nursery: only while a biography is kept */
    for (size_t i = 0; rts_modules[i] && ldv_era; i++)
        if (rts_modules[i]->object_died)
            rts_modules_object_died = rts_modules[i]->object_died;
#endif
    rts_on_exit(finish_all);
    return true;
}

bool rts_modules_gc_wants_major(void)
{
    bool major = false;
    for (const RtsModule *const *m = rts_modules; *m; m++)
        if ((*m)->gc_wants_major && (*m)->gc_wants_major())
            major = true;
    return major;
}

void rts_modules_after_major_gc(void)
{
    double t0 = cpu_now(), w0 = wall_now();
    for (const RtsModule *const *m = rts_modules; *m; m++)
        if ((*m)->after_major_gc)
            (*m)->after_major_gc();
    module_seconds += cpu_now() - t0;
    module_elapsed += wall_now() - w0;
}
