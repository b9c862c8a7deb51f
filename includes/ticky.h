/*
 * ticky.h -- ticky-ticky counters: what the code generator, the evaluator
 * and the ticky/ module share (issue 12; FORMATS.md `.ticky`).
 *
 * Note [Ticky counts what the user's code does]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * In GHC only the modules compiled with -ticky bump counters: the user's,
 * never base.  lazyrts does the same.  In the ticky way the code generator
 * puts TICKY instructions into the code of the user's module only
 * (opcodes.def); the library's code has none, and the evaluator has no
 * ticky code of its own.  An instruction carries an event and one operand:
 *
 *   TICKY_ENTER_FUN   counter*   the start of a function's code: its entry
 *                                is counted (the counter is registered on
 *                                first entry, as GHC does), and
 *                                ENT_{STATIC,DYN}_FUN_DIRECT, STK_CHK
 *   TICKY_ENTER_THUNK 0 / 1      the start of a thunk's (0) or a CAF's (1)
 *                                code: ENT_DYN_THK_MANY or
 *                                ENT_STATIC_THK_MANY and
 *                                UPD_CAF_BH_SINGLE_ENTRY; UPDF_PUSHED
 *                                (the update frame); STK_CHK
 *   TICKY_ENTER_DYN_THUNK counter*  the same for a thunk with a counter of
 *                                its own (-ticky-dyn-thunk): its entry
 *                                too
 *   TICKY_ENTER_LNE   counter*   the start of a let-no-escape binding's
 *                                code with -ticky-LNE: its entry only
 *                                (GHC's jumps are neither calls nor
 *                                function entries)
 *   TICKY_ALLOC       TickyAlloc* after a heap check: the run of
 *                                allocations it covers, charged to the
 *                                counter of the code (ALLOC_HEAP_*,
 *                                HEAP_CHK, ALLOC_{CON,FUN,UP_THK,PAP}_*);
 *                                with -ticky-allocd each allocated
 *                                closure's own counter gets its Alloc'd
 *   TICKY_CALL        TickyCall  a call: KNOWN_CALL (saturated, to a known
 *                                function), KNOWN_CALL_TOO_FEW_ARGS,
 *                                KNOWN_CALL_EXTRA_ARGS or UNKNOWN_CALL, and
 *                                SLOW_CALL_fast_<p..> for the arguments
 *                                that go through the generic apply
 *   TICKY_RETURN      arity      a constructor returned: RET_NEW_ctr and
 *                                its arity's RET_NEW_hst bin
 *
 * A thunk's code counts under the counter of the function it is written
 * in (its allocation is that function's), as GHC folds thunks and
 * let-no-escapes into the enclosing counter; a CAF's under none.  With
 * -ticky-dyn-thunk a thunk has a counter of its own ("(thk)"), with
 * -ticky-LNE a let-no-escape binding ("(LNE)"; Note [Let-no-escape
 * bindings] in compiler/cg_lne.c), and the code's allocation is charged
 * there.  The counters that mean nothing here are printed as 0
 * (docs/profiling.md).
 *
 * Invariants
 *  - Counters and allocation records are made by the code generator and
 *    live as long as the program (permanent memory); the evaluator only
 *    adds to them, on its one thread.
 *  - A counter is on the registered list exactly when `registered`; the
 *    list is newest first (GHC's order: the binding entered first is
 *    printed last).
 *  - Sizes are counted in bytes as GHC counts them, the closure's header
 *    included: one word in the ticky way, three in the profiling way
 *    (-prof -ticky), whose closures carry the profiling header as GHC's
 *    profiled ones do.
 *
 * Note [Ticky in the profiling way]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * `lazyrun -prof -ticky` runs the profiling runtime with the ticky module
 * in it, as GHC links a profiled program compiled with -ticky: +RTS -p and
 * -r work in one run.  The profiling way's evaluator therefore runs TICKY
 * instructions when configure built the ticky module (TICKY_COUNTS below);
 * only a program compiled with -ticky has any, so a plain -prof run pays
 * nothing but an unused case of the dispatch loop.  Whether the program
 * carries counters is RtsBuild.ticky_code, which gates +RTS -r.
 */
#ifndef LAZYRTS_TICKY_H
#define LAZYRTS_TICKY_H

#include <stdbool.h>
#include <stdint.h>

/* The ways whose evaluator runs TICKY instructions (Note [Ticky in the
   profiling way]); ENABLE_TICKY comes from config.h. */
#if defined(TICKY) || (defined(PROFILING) && defined(ENABLE_TICKY))
#define TICKY_COUNTS 1
#endif

/* One binding's counter (GHC's StgEntCounter). */
typedef struct TickyCounter {
    bool registered;
    bool is_static;             /* a top-level function (ENT_STATIC_FUN_DIRECT) */
    int arity;                  /* non-void arguments */
    const char *arg_kinds;      /* a letter each (FORMATS.md) */
    const char *name;           /* the STG name: "nfib{v r1} (Main) (fun)" */
    uint64_t entries;
    uint64_t allocs;            /* bytes allocated by its code */
    uint64_t allocd;            /* bytes of its closures (-ticky-allocd) */
    struct TickyCounter *link;  /* the registered list */
} TickyCounter;

/* What one heap check covers. */
typedef enum TickyAllocKind {
    TICKY_ALLOC_CON, TICKY_ALLOC_FUN, TICKY_ALLOC_THK, TICKY_ALLOC_PAP,
    TICKY_ALLOC_KINDS
} TickyAllocKind;

typedef struct TickyAlloc {
    TickyCounter *counter;      /* the code's, or NULL (a CAF's code) */
    uint64_t bytes;
    uint32_t count[TICKY_ALLOC_KINDS];
    uint64_t kind_bytes[TICKY_ALLOC_KINDS];
    /* -ticky-allocd: the counters of the closures allocated (functions,
       and thunks with -ticky-dyn-thunk), and each one's size */
    TickyCounter **allocd;
    uint64_t *allocd_bytes;
    uint32_t nallocd;
} TickyAlloc;

typedef enum TickyEvent {
    TICKY_ENTER_FUN, TICKY_ENTER_THUNK, TICKY_ENTER_DYN_THUNK, TICKY_ENTER_LNE,
    TICKY_ALLOC, TICKY_CALL, TICKY_RETURN
} TickyEvent;

/* TICKY_CALL's operand: the kind, and the number of arguments that go
   through the generic apply (slow). */
typedef enum TickyCallKind {
    TICKY_CALL_KNOWN, TICKY_CALL_TOO_FEW, TICKY_CALL_EXTRA, TICKY_CALL_UNKNOWN,
    TICKY_CALL_JUMP     /* to a let-no-escape: no event (the code generator's) */
} TickyCallKind;
#define TICKY_CALL_OPERAND(kind, slow) ((uintptr_t)(kind) | ((uintptr_t)(slow) << 4))

/* The global counters, by name. */
typedef enum TickyGlobal {
#define TICKY_CTR(name) TICKY_##name,
#define TICKY_CTR_Z(name) TICKY_##name,
#include "tickyctrs.def"
#undef TICKY_CTR
#undef TICKY_CTR_Z
    TICKY_NGLOBALS
} TickyGlobal;

/* The evaluator calls this for every TICKY instruction, in the ways that
   have TICKY_COUNTS (ticky/ticky.c). */
void ticky_event(uintptr_t event, uintptr_t operand);

/* The counters of the run (ticky/ticky.c): for the report and tests. */
extern uint64_t ticky_globals[TICKY_NGLOBALS];
extern TickyCounter *ticky_registered;

#endif /* LAZYRTS_TICKY_H */
