/*
 * census.c -- one walk over the live heap: every object that passes the
 * restrictions adds its size to the band of its identity.  See
 * heapprof_int.h and SEMANTICS.md, "Heap census".
 *
 * Note [Census identities]
 * ~~~~~~~~~~~~~~~~~~~~~~~~
 * Every break-down is a function of one pointer in the object: its info
 * table (-hT, -hd, -hy) or its cost-centre stack (-hc, -hm).  So is every
 * restriction: -hd<..>/-hy<..> read the info table, -hc<..>/-hC<..>/-hm<..>
 * the stack.  The census therefore computes a name or a verdict once per
 * identity and caches it in a PtrMap; the walk itself does a pointer
 * lookup per object (after a one-entry cache for runs of objects of one
 * kind), never string work.  A retainer set (-hr, -hr<..>) is one more
 * identity of the same shape, given by the traversal that precedes the
 * walk (includes/retainer.h).  A biography is not an identity: under -hb
 * and the -hb<..> restrictions the walk hands each selected object to
 * the biographer with its band (includes/bio.h), and the .hp is written
 * at the end, when the biographies are known (heapprof.c).
 */
#include <stdlib.h>
#include <string.h>

#include "../rts/storage.h"
#include "heapprof_int.h"
#ifdef RETAINER_PARTS
#include "../includes/retainer.h"
#endif
#ifdef BIO_PARTS
#include "../includes/bio.h"
#endif

static HeapBreakdown breakdown;
static const RtsFlags *flags;
static int ccs_length;

/* identity -> Band, and the last identity looked up */
static PtrMap band_cache;
static const void *last_key;
static Band *last_band;
static Band *arr_words_band;   /* Note [Big Integers in a census] */
/* restrictions: identity -> verdict (VERDICT_YES / VERDICT_NO) */
static bool restrict_info, restrict_ccs, restrict_set;
static bool need_sets;         /* a retainer traversal before each walk */
static bool biography;         /* objects go to the biographer */
static PtrMap info_verdicts, ccs_verdicts;
static char verdict_yes, verdict_no;
#define VERDICT_YES ((void *)&verdict_yes)
#define VERDICT_NO ((void *)&verdict_no)

void census_init(const RtsFlags *f)
{
    flags = f;
    breakdown = f->heap_profile;
    ccs_length = f->ccs_length;
    restrict_info = f->descr_selector.given || f->type_selector.given;
    restrict_ccs = f->cc_selector.given || f->ccs_selector.given ||
                   f->module_selector.given;
    restrict_set = f->retainer_selector.given;
    need_sets = restrict_set || breakdown == HEAP_BY_RETAINER;
#ifdef BIO_PARTS
    biography = bio_active();
#endif
}

bool census_writes_at_end(void)
{
    return biography;
}

void census_free(void)
{
    arr_words_band = NULL;
    last_key = NULL;
    last_band = NULL;
    ptrmap_free(&band_cache);
    ptrmap_free(&info_verdicts);
    ptrmap_free(&ccs_verdicts);
}

/* ----------------------------------------------------- restrictions */

static bool info_selected(const InfoTable *info)
{
    void *v = ptrmap_get(&info_verdicts, info);
    if (v)
        return v == VERDICT_YES;
    char buf[256];
    bool ok = true;
    if (flags->descr_selector.given)
        ok = rtsflags_selector_has(&flags->descr_selector, name_descr(info, buf, sizeof buf));
    if (ok && flags->type_selector.given)
        ok = rtsflags_selector_has(&flags->type_selector, name_type(info, buf, sizeof buf));
    ptrmap_put(&info_verdicts, info, ok ? VERDICT_YES : VERDICT_NO);
    return ok;
}

#ifdef PROFILING
static bool stack_has_label(const CostCentreStack *ccs, const RtsSelector *s)
{
    for (; ccs; ccs = ccs->prev)
        if (rtsflags_selector_has(s, ccs->cc->label))
            return true;
    return false;
}

static bool ccs_selected(const CostCentreStack *ccs)
{
    void *v = ptrmap_get(&ccs_verdicts, ccs);
    if (v)
        return v == VERDICT_YES;
    bool ok = true;
    if (flags->cc_selector.given)
        ok = rtsflags_selector_has(&flags->cc_selector, ccs->cc->label);
    if (ok && flags->ccs_selector.given)
        ok = stack_has_label(ccs, &flags->ccs_selector);
    if (ok && flags->module_selector.given)
        ok = rtsflags_selector_has(&flags->module_selector, ccs->cc->module);
    ptrmap_put(&ccs_verdicts, ccs, ok ? VERDICT_YES : VERDICT_NO);
    return ok;
}
#endif

#ifdef RETAINER_PARTS
/* The set of c: in this census, or (a dead object's) that of its phase. */
static const RetainerSet *set_of(const Closure *c, bool dead)
{
    return dead ? retainer_phase_set_of(c) : retainer_set_of(c);
}
#endif

/* Does c pass the restrictions (-hb<..> aside)? */
static inline bool selected(const Closure *c, bool dead)
{
    (void)dead;
    if (restrict_info && !info_selected(c->info))
        return false;
#ifdef PROFILING
    if (restrict_ccs && !ccs_selected(c->prof.ccs))
        return false;
#endif
#ifdef RETAINER_PARTS
    if (restrict_set) {
        const RetainerSet *s = set_of(c, dead);
        if (!s || !retainer_set_selected(s, &flags->retainer_selector))
            return false;
    }
#endif
    return true;
}

/* ------------------------------------------------------------ bands */

/* The band of an identity not yet cached. */
static Band *new_band_of(const void *key)
{
    char buf[512];
    switch (breakdown) {
    case HEAP_BY_CLOSURE_TYPE:
        return band_intern(name_closure_type(key, buf, sizeof buf));
    case HEAP_BY_DESCR:
        return band_intern(name_descr(key, buf, sizeof buf));
    case HEAP_BY_TYPE:
        return band_intern(name_type(key, buf, sizeof buf));
#ifdef PROFILING
    case HEAP_BY_CCS: {
        char *name = name_ccs(key, ccs_length);
        Band *b = band_intern(name ? name : "?");
        free(name);
        return b;
    }
    case HEAP_BY_MODULE:
        return band_intern(name_module(key));
#endif
#ifdef RETAINER_PARTS
    case HEAP_BY_RETAINER: {
        /* a set gets its band when a census first counts it */
        retainer_set_reported(key);
        char *name = retainer_set_name(key, ccs_length);
        Band *b = band_intern(name ? name : "?");
        free(name);
        return b;
    }
#endif
    default:
        return band_intern("?");
    }
}

/* The identity of c under the break-down; NULL: none (an object the
   retainer traversal did not reach). */
static const void *identity_of(const Closure *c, bool dead)
{
    (void)dead;
#ifdef PROFILING
    if (breakdown == HEAP_BY_CCS || breakdown == HEAP_BY_MODULE)
        return c->prof.ccs;
#endif
#ifdef RETAINER_PARTS
    if (breakdown == HEAP_BY_RETAINER)
        return set_of(c, dead);
#endif
    return c->info;
}

/* The band of an identity; NULL for none. */
static inline Band *band_of_key(const void *key)
{
    if (!key)
        return NULL;
    if (key == last_key)
        return last_band;
    Band *b = ptrmap_get(&band_cache, key);
    if (!b) {
        b = new_band_of(key);
        ptrmap_put(&band_cache, key, b);
    }
    last_key = key;
    last_band = b;
    return b;
}

/* ------------------------------------------------------------ census */

static inline Band *band_of(const Closure *c)
{
    return band_of_key(identity_of(c, false));
}

/*
 * Note [Big Integers in a census]
 * GHC represents a big Integer as two heap objects, the constructor IP
 * (two words) and the ByteArray# of its limbs (ARR_WORDS); ours is one
 * BIGINT object.  The break-downs by info table (-hT -hd -hy) show it as
 * GHC's two bands would: two words to the constructor's band, the limbs
 * to ARR_WORDS, so a profile of Integer arithmetic reads as GHC's.  -hc
 * and -hm see one object (both of GHC's have the same stack).
 */
#ifdef BIO_PARTS
/* Under -hb alone every object is in band 0. */
static inline void count_biography(const Closure *c, Band *b)
{
    size_t words = closure_size_reported(c), inherent = 0;
    if (closure_type(c) == CT_BIGINT) {
        inherent = words - 2;
        words = 2;
    }
    bio_census_count(b ? b->order : 0, c, words, inherent);
}

uint32_t census_bio_band(const Closure *c)
{
    if (closure_type(c) == CT_IND || !selected(c, true))
        return BIO_NO_BAND;
    if (breakdown == HEAP_BY_BIO)
        return 0;
    Band *b = band_of_key(identity_of(c, true));
    return b ? b->order : BIO_NO_BAND;
}
#endif

static inline void count(const Closure *c)
{
    Band *b = breakdown == HEAP_BY_BIO ? NULL : band_of(c);
    if (!b && breakdown != HEAP_BY_BIO)
        return;
#ifdef BIO_PARTS
    if (biography) {
        count_biography(c, b);
        return;
    }
#endif
    size_t words = closure_size_reported(c);
    if (closure_type(c) == CT_BIGINT && identity_of(c, false) == (const void *)c->info) {
        if (!arr_words_band)
            arr_words_band = band_intern("ARR_WORDS");
        arr_words_band->words += words - 2;
        words = 2;
    }
    b->words += words;
}

static void census_space(Word *p, Word *end)
{
    while (p < end) {
        Closure *c = (Closure *)p;
        p += closure_size(c);
        if (closure_type(c) != CT_IND && selected(c, false))
            count(c);
    }
}

void census_take(double seconds)
{
    (void)seconds;
#ifdef RETAINER_PARTS
    if (need_sets)
        retainer_census(seconds);
#else
    (void)need_sets;
#endif
    HeapSpace spaces[STORAGE_MAX_SPACES];
    int n = storage_heap_spaces(spaces);
    for (int i = 0; i < n; i++)
        census_space(spaces[i].start, spaces[i].end);
    /* The stack is an object of its own in GHC's heap; -hT shows it. */
    if (breakdown == HEAP_BY_CLOSURE_TYPE && storage_sp_ref && *storage_sp_ref) {
        size_t words = (size_t)(stack_base - *storage_sp_ref);
        if (words)
            band_intern("STACK")->words += words;
    }
#ifdef RETAINER_PARTS
    if (need_sets)
        retainer_census_end();
#endif
}
