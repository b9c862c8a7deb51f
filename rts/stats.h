/*
 * stats.h -- the GC statistics reports: +RTS -s (summary), -S (one line
 * per collection, then the summary) and -t (one line), in GHC 9.0.2's
 * layout (numbers with thousands separators come from includes/report.h).
 *
 * Invariants
 *  - This module only formats: the runtime (storage, evaluator, exit code)
 *    measures and fills RtsStats / RtsGcStats; nothing here reads clocks
 *    or the heap.  The output is therefore a pure function of the struct,
 *    which is what the unit tests pin.
 *  - Byte counts exclude the profiling header (ARCHITECTURE.md: sizes are
 *    counted in words and printed in bytes, "excluding profiling
 *    overheads"), so the vanilla and profiling ways report comparable
 *    numbers.
 *  - Times are in seconds (CPU and wall clock), as doubles.
 *  - Deviation from GHC 9.0.2: its "%GC time" line always reads 0.0% (a
 *    bug of that release); we print the real share of GC time.
 */
#ifndef LAZYRTS_STATS_H
#define LAZYRTS_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Generations the summary can list (GHC prints one line per generation). */
#define RTS_STATS_MAX_GENS 4

/* Collections of one generation. */
typedef struct RtsGenStats {
    uint64_t collections;      /* "colls": GCs that collected this generation */
    uint64_t par_collections;  /* "par": parallel GCs (always 0 here: the
                                  collector is single-threaded) */
    double cpu_seconds;        /* "Tot time": CPU time of these GCs */
    double elapsed_seconds;    /* "(elapsed)": wall time of these GCs */
    double max_pause_seconds;  /* "Max pause": longest single GC (wall) */
} RtsGenStats;

/* Everything the -s summary and the -t line print. */
typedef struct RtsStats {
    uint64_t allocated_bytes;      /* total bytes allocated in the heap */
    uint64_t copied_bytes;         /* total bytes copied by all GCs */
    uint64_t max_live_bytes;       /* maximum residency: the largest live
                                      data measured after a major GC */
    uint64_t cumulative_live_bytes;/* sum of live bytes over the major GCs
                                      (-t prints the average) */
    uint32_t major_gcs;            /* "(N sample(s))": major GCs, the
                                      residency samples */
    uint64_t max_slop_bytes;       /* largest wasted space at block ends */
    uint64_t max_mem_in_use_bytes; /* peak memory taken from the OS for the
                                      heap; printed in MiB (rounded down) */
    uint64_t fragmentation_bytes;  /* of which lost to fragmentation;
                                      printed in MB (rounded down) */
    int generations;               /* entries used in gen[] (1..MAX) */
    RtsGenStats gen[RTS_STATS_MAX_GENS];

    double init_cpu, init_elapsed; /* start-up (loading, compiling) */
    double mut_cpu, mut_elapsed;   /* the program itself, excluding GC and
                                      the profilers' RP/PROF time */
    double gc_cpu, gc_elapsed;     /* all GCs */
    double rp_cpu, rp_elapsed;     /* retainer profiling (prof way) */
    double prof_cpu, prof_elapsed; /* heap profiling censuses (prof way) */
    double exit_cpu, exit_elapsed; /* shutdown: writing reports */
    double total_cpu, total_elapsed; /* the whole run */
    bool profiling_way;            /* print the RP and PROF lines */
} RtsStats;

/* One collection, for the -S lines. */
typedef struct RtsGcStats {
    uint64_t allocated_bytes;  /* "Alloc": allocated since the previous GC */
    uint64_t copied_bytes;     /* "Copied": bytes copied by this GC */
    uint64_t live_bytes;       /* "Live": live bytes after this GC */
    double gc_cpu;             /* "GC user": CPU time of this GC */
    double gc_elapsed;         /* "GC elap": wall time of this GC */
    double total_cpu;          /* "TOT user": CPU time since start */
    double total_elapsed;      /* "TOT elap": wall time since start */
    uint64_t faults_during;    /* page faults during this GC */
    uint64_t faults_between;   /* page faults since the previous GC ended */
    int generation;            /* oldest generation collected ("Gen:") */
} RtsGcStats;

/* First line of a statistics FILE (not stderr), as GHC writes it: every
   program argument then "+RTS" and every RTS argument, each quoted for the
   shell and followed by a space:  'nfib' '30' +RTS '-sout.txt' */
void stats_write_cmdline(FILE *to, int prog_argc, char *const prog_argv[],
                         int rts_argc, char *const rts_argv[]);

/* -S: the two header lines, one line per collection, and the line
   printed at exit with the allocation since the last GC (GHC prints zero
   times there), followed by a blank line. */
void stats_write_gc_header(FILE *to);
void stats_write_gc_line(FILE *to, const RtsGcStats *gc);
void stats_write_gc_final(FILE *to, uint64_t allocated_since_last_gc);

/* -s (and the end of -S): the summary report. */
void stats_write_summary(FILE *to, const RtsStats *s);

/* -t: the one "<<ghc: ... :ghc>>" line. */
void stats_write_oneline(FILE *to, const RtsStats *s);

#endif /* LAZYRTS_STATS_H */
