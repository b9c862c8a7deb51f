/*
 * prof.h -- the profiling hooks the evaluator and the collector call.
 *
 * In the vanilla way every hook expands to nothing, so the evaluator pays
 * nothing for profiling.  The profiling ways (PROFILING, TICKY) define
 * them in terms of the modules' interfaces (ccs/, heapprof/, ticky/).
 */
#ifndef LAZYRTS_PROF_H
#define LAZYRTS_PROF_H

#ifdef PROFILING
#error "the profiling way is not built yet (issue 3)"
#else
/* A new heap object: set its profiling header. */
#define PROF_SET_HEADER(c) ((void)0)
/* Entering a cost centre annotation (bytecode SCC). */
#define PROF_SCC(cc) ((void)(cc))
#endif

#endif
