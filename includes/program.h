/*
 * program.h -- a loaded program: what the code generator hands the
 * evaluator.
 *
 * All closures here are static (outside the heap): top-level functions,
 * CAFs, constructor wrappers and the nullary constructors the runtime
 * builds results from (False/True, [], (), LT/EQ/GT).
 */
#ifndef LAZYRTS_PROGRAM_H
#define LAZYRTS_PROGRAM_H

#include "closure.h"
#include "primops.h"

/* The enumerations whose tails the list walk evaluates itself: [x .. y]
   at Int (eftIntFrom's tail) and at Integer, up and down (integersUpTo's
   and integersDownTo's). */
enum { ENUM_INT_TO, ENUM_INTEGER_UP, ENUM_INTEGER_DOWN, ENUM_TAILS };

typedef struct Program {
    Closure *main;              /* Main.main (a CAF) */
    Closure *run_main;          /* Base.runMainIO */
    Closure *world;             /* Base.World: the IO world token */
    Closure *div_zero;          /* Base.divZeroError */
    Closure *overflow;          /* Base.overflowError */
    Closure *non_termination;   /* Base.nonTermination */
    Closure *prim_fallback[PRIM_COUNT]; /* see primops.def */

    Closure *false_, *true_;    /* Bool */
    Closure *nil;               /* [] */
    Closure *unit;              /* () */
    Closure *ordering[3];       /* LT EQ GT */
    const InfoTable *cons_info; /* (:) */
    const InfoTable *pair_info; /* (,) */
    const Code *enum_tail[ENUM_TAILS]; /* the tail thunks of [x .. y] that
                                   the list walk steps, or NULL (Note [The
                                   list walk steps enumerations] in
                                   rts/prim_walk.c) */
    bool census;                /* heap censuses are taken: primSort
                                   leaves the list to sortBy (Note
                                   [Sorting in C] in rts/prim_walk.c) */

    const char *prog_name;      /* program name for messages ("crash") */
    const char *main_file;      /* "crash.hs" */
#ifdef PROFILING
    /* -fprof-cafs: the stack of GHC's :Main.main = runMainIO main, a CAF
       of its own (CAF:main of module :Main), or NULL */
    struct CostCentreStack *main_wrapper;
#endif
} Program;

/* The program being run (set once by the runtime's start-up). */
extern const Program *the_program;

/* Built-in info tables and static closures defined by the runtime. */
extern const InfoTable int_info, double_info, float_info, word_info, char_info, bigint_info,
    strlit_info, strlit_ind_info, pap_info, caf_ind_info;
extern Closure *const static_chars;   /* C# 0 .. 255, HDR_WORDS+1 words each */
extern Closure *const static_ints;    /* I# INTLIKE_MIN .. INTLIKE_MAX */
#define INTLIKE_MIN (-16)
#define INTLIKE_MAX 1024
#define STATIC_OBJ_WORDS (HDR_WORDS + 1)
static inline Closure *static_char(int32_t c)
{
    return (Closure *)((Word *)static_chars + (size_t)c * STATIC_OBJ_WORDS);
}
static inline Closure *static_int(int64_t i)
{
    return (Closure *)((Word *)static_ints +
                       (size_t)(i - INTLIKE_MIN) * STATIC_OBJ_WORDS);
}
/* A static Integer closure for a literal in decimal (optional '-'). */
Closure *rt_static_integer(const char *decimal);

/* Fills in the static Int and Char tables (idempotent). */
void closure_init_tables(void);

/* A static closure whose only purpose is to fill unused frame slots. */
extern Closure *const dummy_closure;
/* The same, for the slots a code leaves unwritten at entry when
   LAZYRTS_GC_TORTURE checks that no stack walk reads them (Note [Slots
   born dead] in compiler/liveness.c). */
extern Closure *const poison_closure;

#endif
