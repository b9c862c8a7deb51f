/*
 * prof.h -- the profiling hooks the evaluator and the collector call.
 *
 * In the vanilla way every hook expands to nothing, so the evaluator pays
 * nothing for profiling.  In the profiling way (PROFILING) they keep the
 * current cost-centre stack (includes/ccs.h) as SEMANTICS.md describes:
 *
 *   PROF_ALLOC(c, payload)   a new heap object: its header records the
 *                            current stack, which is charged its size
 *                            (header excluded: 1 + payload words), and
 *                            its era of birth (includes/hpword.h)
 *   PROF_ALLOC_CON(c, n)     the same for a constructor, except the
 *                            library's IORes (GHC's unboxed tuple)
 *   PROF_ENTER_THUNK(c)      entering a thunk: its stack becomes current;
 *                            the blackhole it becomes is born now
 *   PROF_ENTER_FUN(c)        calling a function closure or a PAP: its stack
 *                            is appended to the caller's (ccs_enter_fun),
 *                            and the closure is used (ldv_use)
 *   PROF_CHARGE(words)       allocation done by GHC's library where
 *                            lazyrts's primitive makes no object: charged
 *                            to the current stack, nothing allocated
 *   PROF_UPDATE(t)           a thunk under evaluation (a blackhole) is
 *                            about to be overwritten by an indirection:
 *                            the biographer sees it die (ldv_overwritten)
 *   PROF_SCC(cc, flags)      an SCC annotation: push, count an entry
 *                            (SCC_COUNT), make the stack current (unless
 *                            SCC_NOSCOPE; Note [Where an SCC goes] in
 *                            compiler/ticks.c)
 *   PROF_FRAME_SAVE(p)       the frame word (FRAME_PROF_WORDS) of a frame
 *                            being pushed records the current stack
 *   PROF_FRAME_RESTORE(p)    returning to a case continuation (or a catch
 *                            handler) makes the recorded stack current:
 *                            the stack is caller-saved, as in GHC
 *   PROF_GC_BEGIN/END()      bracket a collection: its time goes to GC
 *
 * Note [Boxed results are charged]
 * The profiling way charges allocation where GHC's code allocates, so
 * that a stack whose only work is arithmetic has costs, as in GHC's
 * report (a stack with no entries and no costs is left out of it).  A
 * small Int or Char result (an arithmetic result, a character of a string
 * literal) is a shared static object here, never allocated, but GHC's
 * code boxes it in a new I# or C#: PROF_CHARGE(2) counts those two words
 * without allocating them.  See also Note [Handle operations allocate]
 * in rts/prim_io.c.
 */
#ifndef LAZYRTS_PROF_H
#define LAZYRTS_PROF_H

#ifdef PROFILING
#include "ccs.h"
#include "closure.h"
#include "hpword.h"

/* bio/: a blackhole dies when its thunk is updated (NULL when no
   biography is kept). */
extern void (*ldv_overwritten)(Closure *c);

#define PROF_ALLOC(c, payload)                                             \
    do {                                                                   \
        CostCentreStack *ccs_ = ccs_get();                                 \
        (c)->prof.ccs = ccs_;                                              \
        (c)->prof.hp = ldv_create_word;                                    \
        ccs_->mem_alloc += 1 + (Word)(payload);                            \
    } while (0)
/* A constructor: as PROF_ALLOC, but an IORes (GHC's unboxed tuple, not a
   heap object in GHC) is charged to no stack. */
#define PROF_ALLOC_CON(c, payload)                                         \
    do {                                                                   \
        if ((c)->info->con->unboxed) {                                     \
            (c)->prof.ccs = ccs_get();                                     \
            (c)->prof.hp = ldv_create_word;                                \
        } else {                                                           \
            PROF_ALLOC(c, payload);                                        \
        }                                                                  \
    } while (0)
#define PROF_ENTER_THUNK(c)                                                \
    do {                                                                   \
        ccs_set((c)->prof.ccs);                                            \
        (c)->prof.hp = ldv_create_word;                                    \
    } while (0)
#define PROF_ENTER_FUN(c)                                                  \
    do {                                                                   \
        CostCentreStack *fn_ = (c)->prof.ccs, *cur_ = ccs_get();           \
        if (fn_ != cur_ && !fn_->enter_keeps)                              \
            ccs_set(ccs_enter_fun_cached(cur_, fn_));                      \
        ldv_use(c);                                                        \
    } while (0)
#define PROF_CHARGE(words) (ccs_get()->mem_alloc += (Word)(words))
#define PROF_UPDATE(t)                                                     \
    do {                                                                   \
        if (ldv_overwritten)                                               \
            ldv_overwritten(t);                                            \
    } while (0)
#define PROF_SCC(cc, flags)                                                \
    do {                                                                   \
        CostCentreStack *new_ = ccs_push_cached(ccs_get(), (CostCentre *)(cc));   \
        if (!((flags) & SCC_NOSCOPE))                                      \
            ccs_set(new_);                                                 \
        new_->scc_count += (flags) & SCC_COUNT;                            \
    } while (0)
#define PROF_FRAME_SAVE(p) ((p) = (Word)ccs_get())
#define PROF_FRAME_RESTORE(p) ccs_set((CostCentreStack *)(p))
#define PROF_GC_BEGIN() CostCentreStack *prof_gc_saved_ = ccs_gc_begin()
#define PROF_GC_END() ccs_gc_end(prof_gc_saved_)
#else
#define PROF_ALLOC(c, payload) ((void)0)
#define PROF_ALLOC_CON(c, payload) ((void)0)
#define PROF_ENTER_THUNK(c) ((void)0)
#define PROF_ENTER_FUN(c) ((void)0)
#define PROF_UPDATE(t) ((void)0)
#define PROF_CHARGE(words) ((void)0)
#define PROF_SCC(cc, flags) ((void)0)
#define PROF_FRAME_SAVE(p) ((void)0)
#define PROF_FRAME_RESTORE(p) ((void)0)
#define PROF_GC_BEGIN() ((void)0)
#define PROF_GC_END() ((void)0)
#endif

#endif
