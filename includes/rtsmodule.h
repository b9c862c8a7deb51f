/*
 * rtsmodule.h -- the one interface through which a profiling module plugs
 * into the runtime core.
 *
 * Note [One way in for every profiler]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The core (rts/main.c, the collector, the exit code) never names a
 * profiling module.  It knows them only as the entries of rts_modules[]
 * (rts/modules.c), the modules compiled into this executable, and calls
 * them at four points of a run:
 *
 *   start            after the flags are parsed and the program compiled,
 *                    before it runs: read the flags, open the report files
 *                    (an uncreatable file is reported now, as GHC does);
 *   gc_wants_major   at the start of every collection: a module that needs
 *                    to see the whole live heap (a census) asks for a major
 *                    collection;
 *   after_major_gc   right after every major collection, when the live
 *                    heap is exactly what storage_walk_heap() visits;
 *   object_died      (profiling way) during every collection, minor and
 *                    major, for each heap object it found dead, before
 *                    the memory is reused (Note [Dead objects] in
 *                    rts/storage.c), only while a module keeps a
 *                    biography (ldv_era != 0, includes/hpword.h): bio/;
 *   finish           once, on every exit path (normal end, exitWith, an
 *                    uncaught exception, -M, -K, SIGINT): write and close
 *                    the reports.  `how` says whether the heap may still be
 *                    collected (a normal end) or not (inside a collection).
 *
 * The flag parser and --info read the same table (rtsflags_this_build):
 * a module is "in this build" exactly when it has an entry here, so a flag
 * of a module that is configured but not written yet is refused, never
 * accepted and dropped.
 *
 * Invariants
 *  - Every hook may be NULL.  Hooks run in table order (finish in reverse),
 *    on the evaluator's thread.
 *  - after_major_gc runs with no allocation in progress; it must not
 *    allocate on the Haskell heap.  Its time is not mutator time (see
 *    rts_mutator_seconds).
 *  - finish runs at most once per module, after the program's handles were
 *    flushed.
 */
#ifndef LAZYRTS_RTSMODULE_H
#define LAZYRTS_RTSMODULE_H

#include <stdbool.h>

#include "closure.h"
#include "rtsflags.h"

/* What the core tells every module at start-up.  Strings and arrays are
   the core's and outlive the run. */
typedef struct RtsRun {
    const RtsFlags *flags;
    const RtsBuild *build;     /* this runtime, as the flags were parsed for */
    const char *prog;          /* program name for messages ("sieve") */
    const char *stem;          /* report files are <stem>.prof, ... (-po
                                  already applied) */
    int argc;                  /* the program's argv, argv[0] its name */
    char *const *argv;
    int rts_argc;              /* the RTS arguments as given (GHCRTS's first) */
    char *const *rts_argv;
} RtsRun;

/* How a run ends, for `finish`. */
typedef enum RtsEnd {
    RTS_END_NORMAL,            /* the program ended or called exitWith, or an
                                  exception reached the top: the heap is
                                  consistent and may be collected once more */
    RTS_END_ABORT,             /* inside a collection or an interrupt: no
                                  more collections */
    RTS_END_NEVER_RAN          /* start-up failed after this module started:
                                  discard the reports, write nothing */
} RtsEnd;

typedef struct RtsModule {
    const char *name;          /* "ccs", "heapprof": rtsflags_module_name */
    unsigned bit;              /* RTS_MODULE_* */
    /* false: the run must not start (a message was printed). */
    bool (*start)(const RtsRun *run);
    bool (*gc_wants_major)(void);
    void (*after_major_gc)(void);
    void (*object_died)(const Closure *c);
    void (*finish)(RtsEnd how, int status);
} RtsModule;

/* The modules compiled into this executable, NULL-terminated. */
extern const RtsModule *const rts_modules[];

/* RTS_MODULE_* bits of rts_modules[]. */
unsigned rts_modules_built(void);

/* --------------------------------------------- what the core provides */

/* Seconds of CPU time the program itself has run so far: total CPU time
   minus start-up (compiling), collections and module work after them
   (censuses).  Never decreases.  The time axis of heap profiles. */
double rts_mutator_seconds(void);

/* CPU seconds spent in after_major_gc hooks so far (+RTS -s shows them
   apart from the mutator, as GHC's "PROF time"). */
double rts_modules_seconds(void);
/* The same in wall-clock seconds. */
double rts_modules_elapsed(void);

/* The part of it the retainer profiler's traversals took, CPU and wall
   seconds: +RTS -s shows it as GHC's "RP" line.  retainer/ adds to it. */
extern double rts_retainer_seconds[2];

#endif /* LAZYRTS_RTSMODULE_H */
