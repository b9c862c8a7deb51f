/*
 * primops.h -- the enumeration of primitive operations (primops.def) and
 * the library names the runtime and the desugarer rely on.
 */
#ifndef LAZYRTS_PRIMOPS_H
#define LAZYRTS_PRIMOPS_H

typedef enum PrimOp {
#define PRIMOP(id, name, arity, strict, fallback) PRIM_##id,
#include "primops.def"
#undef PRIMOP
    PRIM_COUNT
} PrimOp;

typedef struct PrimOpInfo {
    const char *name;       /* Haskell name, e.g. "primAdd" */
    int arity;
    unsigned strict;        /* bit i: argument i evaluated first */
    const char *fallback;   /* library function tail-called when the fast
                               path does not apply, or NULL */
} PrimOpInfo;

extern const PrimOpInfo primop_info[PRIM_COUNT];

/*
 * Library contract.  lib/Base.hs must define these top-level names; the
 * desugarer (D) and the runtime (R) refer to them by name.
 *
 *  (D) enumFrom enumFromThen enumFromTo enumFromThenTo   arithmetic sequences
 *  (D) >>= >> failIO                 do notation (IO only before types)
 *  (D) negate                        prefix minus
 *  (D) errorCalledAt loc msg         `error` in user code; loc is
 *                                    "file.hs:4:15 in main:Main"
 *  (D) undefinedCalledAt loc         `undefined` in user code
 *  (D) patError msg                  pattern-match failure; msg is the full
 *                                    text, e.g. "f.hs:(3,1)-(4,20):
 *                                    Non-exhaustive patterns in function f"
 *  (D) recConError msg, recSelError msg, recUpdError msg
 *  (R) runMainIO main                wraps Main.main: runs it, reports an
 *                                    uncaught exception, flushes stdout
 *  (R) divZeroError                  CAF raising "divide by zero"
 *  (R) nonTermination                CAF raising <<loop>>
 *  (R) the fallbacks of primops.def (genericEq ...)
 *  (R) data Bool = False | True; data Ordering = LT | EQ | GT
 *
 * IO actions are functions of one argument, the world token (the library's
 * `World` constructor); an action returns `IORes a`.  The runtime applies
 * runMainIO to Main.main and to World, and evaluates the result.
 */
#define LIB_MODULE "Base"

#endif
