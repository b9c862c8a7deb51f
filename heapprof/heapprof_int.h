/*
 * heapprof_int.h -- the heap profiler's parts and how they meet (private
 * to heapprof/; the rest of the runtime sees only `heapprof_module`,
 * includes/rtsmodule.h).
 *
 *   census.c   one walk over the live heap: each object that passes the
 *              restrictions adds its size to its band (one switch on the
 *              break-down)
 *   bands.c    bands: interned by name, numbered in creation order;
 *              the caches from an identity (an info table, a cost-centre
 *              stack) to its band and to its restriction verdict
 *   names.c    the band name of an identity in each break-down, in GHC
 *              9.0.2's spelling (FORMATS.md, `.hp`)
 *   hp_file.c  the .hp file, sample by sample, through the report writer
 *   heapprof.c the module: when a census is due, start and finish
 *
 * Invariants
 *  - A Band's name is unique among bands: two identities that print the
 *    same (two info tables of the constructor `:`, two stacks of one
 *    module under -hm) share one Band, so a sample never names a band
 *    twice.
 *  - Band.words is the size of the census being taken; hp_file_sample
 *    writes the bands with words > 0 in creation order (deterministic
 *    output: golden tests compare it) and census_reset zeroes them.
 *  - Sizes are words without the profiling header (closure_size_reported);
 *    the file shows bytes.
 */
#ifndef LAZYRTS_HEAPPROF_INT_H
#define LAZYRTS_HEAPPROF_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../includes/closure.h"
#include "../includes/ptrmap.h"
#ifdef PROFILING
#include "../includes/ccs.h"
#endif
#include "../includes/rtsflags.h"
#include "../includes/rtsmodule.h"

/* The break-downs and restrictions of the modules built beside this one
   (includes/retainer.h, includes/bio.h): profiling way only. */
#if defined(PROFILING) && defined(ENABLE_RETAINER)
#define RETAINER_PARTS 1
#endif
#if defined(PROFILING) && defined(ENABLE_BIO)
#define BIO_PARTS 1
#endif

/* ------------------------------------------------------------- bands */

typedef struct Band {
    char *name;              /* as the .hp shows it; unique (see above) */
    uint64_t words;          /* in the census being taken */
    uint32_t order;          /* creation order, 0.. */
} Band;

/* The band called `name` (copied), made when new. */
Band *band_intern(const char *name);

/* Every band, in creation order. */
Band *const *band_all(size_t *count);

/* Zeroes every band's words (after a sample is written). */
void band_reset_all(void);

/* Frees every band and cache (the end of a run, and unit tests). */
void band_free_all(void);

/* The census's caches from an identity pointer (info table, cost-centre
   stack) to its Band or its verdict are PtrMaps (includes/ptrmap.h). */

/* ------------------------------------------------------------- names */

/* The band name of an info table in the break-downs that read it
   (-hT, -hd, -hy), into buf (size `n`); returns buf. */
const char *name_closure_type(const InfoTable *info, char *buf, size_t n);
const char *name_descr(const InfoTable *info, char *buf, size_t n);
const char *name_type(const InfoTable *info, char *buf, size_t n);

#ifdef PROFILING
/* -hc: "MAIN", or "(id)" and the stack innermost first, cut to `limit`
   characters after the id; a malloc'ed string. */
char *name_ccs(const CostCentreStack *ccs, int limit);
/* -hm: the top centre's module ("MAIN" for MAIN). */
const char *name_module(const CostCentreStack *ccs);
#endif

/* ------------------------------------------------------------ census */

/* Prepares the census for these flags (break-down and restrictions). */
void census_init(const RtsFlags *flags);

/* Walks the live heap (right after a major collection) and the stack,
   adding each selected object's size to its band (after the retainer
   traversal, when the run needs retainer sets), or handing it to the
   biographer; `seconds` is the census's time stamp. */
void census_take(double seconds);

/* Is the .hp written at the end (biographies), not census by census? */
bool census_writes_at_end(void);

/* Releases the census's caches. */
void census_free(void);

/* ------------------------------------------------------------ .hp file */

/* Opens <stem>.hp and writes the header and the first, empty sample.
   false: message printed ("Can't open profiling report file ..."). */
bool hp_file_open(const RtsRun *run, bool profiled);

/* Writes one sample (the bands with words > 0; every band with
   `zeros`) at `seconds`, whole, and flushes it. */
void hp_file_sample(double seconds, bool zeros);

/* Writes the last, empty sample at `seconds` and closes the file. */
void hp_file_close(double seconds);

#endif /* LAZYRTS_HEAPPROF_INT_H */
