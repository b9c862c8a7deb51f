/*
 * clock.h -- the two clocks the runtime reads: process CPU time (mutator,
 * collections, censuses) and monotonic wall-clock time, in seconds.
 */
#ifndef LAZYRTS_CLOCK_H
#define LAZYRTS_CLOCK_H

#include <time.h>

static inline double clock_seconds(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline double cpu_now(void) { return clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }
static inline double wall_now(void) { return clock_seconds(CLOCK_MONOTONIC); }

#endif
