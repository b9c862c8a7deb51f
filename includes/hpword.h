/*
 * hpword.h -- the second word of the profiling header (closure.h's
 * ProfHeader.hp): the biography the bio/ module keeps for every heap
 * object, and the retainer set retainer/ last gave it.  Only meaningful
 * in the profiling way.
 *
 * Note [One header word, two profilers]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * GHC keeps in this word either an object's biography (LDV: creation era,
 * last-use era, used or not) or its retainer-traversal data (a retainer
 * set pointer and a visited bit), never both, and so refuses `-hb` with
 * `-hr` ("cannot mix -hb and -hr").  We split the 64 bits instead:
 *
 *    63              41   40   39          20  19           0
 *   [  phase set id     | used | created era | last-use era ]
 *
 *  - bio/ owns bits 0..40.  An object is born with `ldv_create_word`
 *    (its era in the created field; 0 when no biography is kept, so the
 *    allocation code is one store either way); a use sets the used bit
 *    and the last-use field and clears the phase set (ldv_use).  Eras are
 *    census numbers: at most HPWORD_MAX_ERA censuses, about a million
 *    (GHC allows 2^30; a run that reaches the limit stops with GHC's
 *    "Maximum number of censuses reached." message).
 *  - retainer/ writes bits 41..63 when both run: the id of the retainer
 *    set the object had at the first census of its current phase (since
 *    its birth, or since its last use), which bio/ reads when the object
 *    dies: its void or drag phase is accounted to that set (Note
 *    [Biographies of retainer sets] in bio/bio.c).  That is what makes
 *    `-hr -hbdrag` possible in one run.  Ids beyond HPWORD_MAX_SET_ID
 *    are recorded as MANY's.
 *
 * When both run, the retainer traversal's own working data (an object's
 * set while the sets are computed) is kept beside the objects
 * (retainer/retainer.c), so neither profiler disturbs the other's bits,
 * and both run at once at the cost of nothing beyond GHC's two-word
 * header.  A retainer profile alone uses the whole word during its
 * census, as GHC does: the set's id above a census stamp.  During a collection
 * the word of an evacuated (forwarded) object in from-space holds the
 * object's size in words, so the collector's walk over dead objects can
 * step over it (storage.c, Note [Dead objects]).
 */
#ifndef LAZYRTS_HPWORD_H
#define LAZYRTS_HPWORD_H

#include <stdint.h>

#include "closure.h"

#if UINTPTR_MAX < UINT64_MAX
#error "the profiling header word layout (hpword.h) needs 64-bit words"
#endif

#define HPWORD_ERA_BITS 20
#define HPWORD_MAX_ERA ((Word)((1u << HPWORD_ERA_BITS) - 1))
#define HPWORD_LAST_MASK HPWORD_MAX_ERA
#define HPWORD_CREATE_SHIFT HPWORD_ERA_BITS
#define HPWORD_CREATE_MASK (HPWORD_MAX_ERA << HPWORD_CREATE_SHIFT)
#define HPWORD_USED ((Word)1 << 40)
#define HPWORD_BIO_MASK (((Word)1 << 41) - 1)
#define HPWORD_SET_SHIFT 41
#define HPWORD_MAX_SET_ID ((Word)((1u << 23) - 1))

/* Created-era, last-use era and used bit of a biography word. */
static inline Word hpword_created(Word w)
{
    return (w & HPWORD_CREATE_MASK) >> HPWORD_CREATE_SHIFT;
}
static inline Word hpword_last_use(Word w) { return w & HPWORD_LAST_MASK; }
static inline int hpword_used(Word w) { return (w & HPWORD_USED) != 0; }

/* The phase set's id (0: none yet). */
static inline uint32_t hpword_set_id(Word w)
{
    return (uint32_t)(w >> HPWORD_SET_SHIFT);
}

#ifdef PROFILING
/* The current era, 0 when no biography is kept (bio/ sets both). */
extern Word ldv_era;
/* What a new object's word is: ldv_era in the created field. */
extern Word ldv_create_word;

/* An object is used (entered): a thunk, a function or a partial
   application (Note [What counts as a use] in bio/bio.c). */
static inline void ldv_use(Closure *c)
{
    if (ldv_era)
        c->prof.hp = (c->prof.hp & HPWORD_CREATE_MASK) | HPWORD_USED | ldv_era;
}
#endif

#endif /* LAZYRTS_HPWORD_H */
