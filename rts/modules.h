/*
 * modules.h -- the core's side of includes/rtsmodule.h: start-up, the
 * collector's calls and the exit hook that reach every profiling module.
 * See Note [One way in for every profiler] in includes/rtsmodule.h.
 */
#ifndef LAZYRTS_MODULES_H
#define LAZYRTS_MODULES_H

#include <stdbool.h>

#include "../includes/rtsmodule.h"

/* Starts every module (table order) and registers their `finish` with
   rts_on_exit.  `init_cpu` is the CPU time start-up took (compiling), left
   out of mutator time.  false: a module refused to start (message
   printed); the caller exits with status 1. */
bool rts_modules_start(const RtsRun *run, double init_cpu);

/* The collector's calls: see RtsModule. */
bool rts_modules_gc_wants_major(void);
void rts_modules_after_major_gc(void);

/* The object_died hook of the started modules, or NULL (at most one
   module has one). */
extern void (*rts_modules_object_died)(const Closure *c);

#endif
