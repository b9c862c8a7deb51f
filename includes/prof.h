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
 *   PROF_ENTER_THUNK(c)      entering a thunk: its stack becomes current;
 *                            the blackhole it becomes is born now
 *   PROF_ENTER_FUN(c)        calling a function closure or a PAP: its stack
 *                            is appended to the caller's (ccs_enter_fun),
 *                            and the closure is used (ldv_use)
 *   PROF_UPDATE(t)           a thunk under evaluation (a blackhole) is
 *                            about to be overwritten by an indirection:
 *                            the biographer sees it die (ldv_overwritten)
 *   PROF_SCC(cc, count)      an SCC annotation: push, and count an entry
 *   PROF_FRAME_SAVE(p)       the frame word (FRAME_PROF_WORDS) of a frame
 *                            being pushed records the current stack
 *   PROF_FRAME_RESTORE(p)    returning to a case continuation (or a catch
 *                            handler) makes the recorded stack current:
 *                            the stack is caller-saved, as in GHC
 *   PROF_GC_BEGIN/END()      bracket a collection: its time goes to GC
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
#define PROF_ENTER_THUNK(c)                                                \
    do {                                                                   \
        ccs_set((c)->prof.ccs);                                            \
        (c)->prof.hp = ldv_create_word;                                    \
    } while (0)
#define PROF_ENTER_FUN(c)                                                  \
    do {                                                                   \
        CostCentreStack *fn_ = (c)->prof.ccs, *cur_ = ccs_get();           \
        if (fn_ != cur_)                                                   \
            ccs_set(ccs_enter_fun(cur_, fn_));                             \
        ldv_use(c);                                                        \
    } while (0)
#define PROF_UPDATE(t)                                                     \
    do {                                                                   \
        if (ldv_overwritten)                                               \
            ldv_overwritten(t);                                            \
    } while (0)
#define PROF_SCC(cc, count)                                                \
    do {                                                                   \
        CostCentreStack *new_ = ccs_push(ccs_get(), (CostCentre *)(cc));   \
        ccs_set(new_);                                                     \
        new_->scc_count += (count);                                        \
    } while (0)
#define PROF_FRAME_SAVE(p) ((p) = (Word)ccs_get())
#define PROF_FRAME_RESTORE(p) ccs_set((CostCentreStack *)(p))
#define PROF_GC_BEGIN() CostCentreStack *prof_gc_saved_ = ccs_gc_begin()
#define PROF_GC_END() ccs_gc_end(prof_gc_saved_)
#else
#define PROF_ALLOC(c, payload) ((void)0)
#define PROF_ENTER_THUNK(c) ((void)0)
#define PROF_ENTER_FUN(c) ((void)0)
#define PROF_UPDATE(t) ((void)0)
#define PROF_SCC(cc, count) ((void)0)
#define PROF_FRAME_SAVE(p) ((void)0)
#define PROF_FRAME_RESTORE(p) ((void)0)
#define PROF_GC_BEGIN() ((void)0)
#define PROF_GC_END() ((void)0)
#endif

#endif
