/*
 * bio.h -- biographical profiling (bio/), as the heap census (heapprof/)
 * uses it.  Profiling way only.  SEMANTICS.md, "Biography".
 *
 * Every heap object records the census era it was born in and the one it
 * was last used in (includes/hpword.h).  A census counts each live object
 * as not used yet, used, or inherently used (runtime data: the limbs of a
 * big Integer, GHC's ByteArray#); only when an object dies is it known
 * whether the censuses it lived through saw it in its lag (before its
 * first use), use, drag (after its last use) or void (never used) phase.
 * So the biographer keeps, for every census and every band, five
 * counters, and the .hp is written at exit:
 *
 *   VOID = void,  LAG = not used - void,  USE = used - drag,
 *   INHERENT_USE = inherent,  DRAG = drag.
 *
 * Bands are the heap census's (heapprof/), numbered 0.. in creation
 * order; under -hb alone every object is in band 0.
 *
 * Invariants
 *  - bio_census_count is called only between a major collection and the
 *    bio_census_done that follows it, for each live object the other
 *    restrictions select.
 *  - A dead object's band is asked of the census (census_bio_band) while
 *    its memory is intact: during the collection that found it dead.
 */
#ifndef LAZYRTS_BIO_H
#define LAZYRTS_BIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "closure.h"

#define BIO_NO_BAND UINT32_MAX

typedef enum BioClass {
    BIO_VOID, BIO_LAG, BIO_USE, BIO_INHERENT_USE, BIO_DRAG, BIO_CLASSES
} BioClass;

/* GHC's band names, in its order, and the names -hb<bio> selects them
   by (NULL: INHERENT_USE, which no restriction names). */
extern const char *const bio_class_names[BIO_CLASSES];
extern const char *const bio_class_flags[BIO_CLASSES];

/* Is a biography being kept in this run? */
bool bio_active(void);

/* A live object of `band` at a census: `words` of it as its biography
   says, `inherent` more words inherently used. */
void bio_census_count(uint32_t band, const Closure *c, size_t words,
                      size_t inherent);

/* The census stamped `seconds` is complete: the era advances.  false:
   the last era has been reached (message printed, the run must stop). */
bool bio_census_done(double seconds);

/* The end of a normal run: every object still live dies now. */
void bio_kill_all(void);

/* After bio_kill_all (or without it at an abnormal end): the censuses
   taken, 1..bio_censuses(), their time stamps, and a band's size in
   each class, in words. */
size_t bio_censuses(void);
double bio_census_time(size_t census);
uint64_t bio_value(size_t census, uint32_t band, BioClass k);

/* Provided by the heap census: the band of a (dead) object under the
   run's break-down, or BIO_NO_BAND when the run's other restrictions
   leave it out. */
uint32_t census_bio_band(const Closure *c);

#endif /* LAZYRTS_BIO_H */
