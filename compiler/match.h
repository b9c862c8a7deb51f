/*
 * match.h -- the match compiler (match.c): renames and normalises source
 * patterns (MPat) and compiles clause matrices into Core case trees with
 * failure continuations.  See Note [Match compilation] in match.c.
 *
 * Invariants: those of ds_state.h.  It comes after the renamer (it looks
 * up the constructors and fields of patterns through rename.h) and before
 * the desugarer, which it calls back only through the RhsGen / AltGen
 * callbacks the desugarer passes in.
 */
#ifndef LAZYRTS_MATCH_H
#define LAZYRTS_MATCH_H

#include "ds_state.h"

typedef enum MPatKind { MP_WILD, MP_VAR, MP_AS, MP_CON, MP_LIT,
                        MP_LAZY, MP_BANG } MPatKind;

typedef struct MPat MPat;
struct MPat {                  /* a renamed, normalised pattern */
    MPatKind kind;
    SrcSpan span;
    const char *var;           /* MP_VAR, MP_AS */
    ConInfo *con;              /* MP_CON */
    MPat **args;               /* MP_CON: con->arity patterns */
    CoreLit lit;               /* MP_LIT (never CL_STRING) */
    MPat *sub;                 /* MP_AS, MP_LAZY, MP_BANG */
    Pat *src;                  /* the source pattern, for messages */
};

/* The failure continuation of a match: code run when nothing matches.
   It is referenced through a join point unless it is cheap to copy. */
typedef struct Fail {
    CoreExpr *code;            /* NULL while not yet generated */
    CoreVar *join;             /* join point variable, made on first use */
    CoreExpr *site;            /* the reference made at the first use */
    int uses;
    /* a pattern-match failure's code is made at its first use (most
       matches cannot fail): "<file>:<span>: Non-exhaustive <what> <name>" */
    const char *err_what, *err_name;
    SrcSpan err_span;
} Fail;

Fail *fail_with(Ds *ds, CoreExpr *code);
Fail *fail_deferred(Ds *ds);
/* Non-exhaustive `what` (then ` name` unless NULL) at `span`. */
Fail *fail_pat_error(Ds *ds, SrcSpan span, const char *what, const char *name);
CoreExpr *ds_pat_error(Ds *ds, const Fail *f);
CoreExpr *fail_use(Ds *ds, Fail *f);
/* Wraps `body` in the join point binding of f if f was used. */
CoreExpr *fail_bind(Ds *ds, Fail *f, CoreExpr *body);
/* Alternatives tried in order, each falling through to the next. */
typedef CoreExpr *(*AltGen)(Ds *ds, void *ctx, int i, Fail *next);
CoreExpr *fail_chain(Ds *ds, int n, AltGen gen, void *ctx, Fail *fail);

typedef CoreExpr *(*RhsGen)(Ds *ds, void *ctx, Fail *fail);

typedef struct RowBind {       /* a variable bound by matching a row */
    const char *name;
    int line;                  /* where the pattern binds it (0: unknown) */
    CoreVar *var;
    CoreExpr *rhs;             /* lazy-pattern selector to let-bind, or
                                  NULL: `name` is an alias of `var` */
    struct RowBind *next;
} RowBind;

typedef struct Row {           /* one equation of a clause matrix */
    MPat **pats;               /* one per column */
    RowBind *binds;
    RhsGen gen; void *ctx;     /* generates the right-hand side */
    SrcSpan span;              /* clause / binding, for lazy-pattern errors */
} Row;

MPat *match_pat(Ds *ds, Pat *p);      /* rename + normalise */
/* Checks that no variable is bound twice among the patterns. */
/* Rejects a variable bound twice; `what` (then ‘name’ unless NULL) says
   where, for the message. */
void match_check_linear(Ds *ds, MPat **ps, int n, const char *what, const char *name);
Row *match_row(Ds *ds, MPat **pats, SrcSpan span, RhsGen gen, void *ctx);
CoreExpr *match_rows(Ds *ds, CoreVar **cols, int ncols, Row **rows,
                     int nrows, Fail *fail);
/* `case scrut of rows` on one column (the scrutinee is evaluated only if
   a pattern needs it). */
CoreExpr *match_scrut(Ds *ds, CoreExpr *scrut, Row **rows, int nrows,
                      Fail *fail);
bool mpat_irrefutable(const MPat *p);
void mpat_vars(Arena *a, MPat *p, PtrVec *out); /* MP_VAR / MP_AS nodes, in order */
/* Selector thunks binding the variables of `p` lazily to parts of `v`
   (pattern bindings and ~p), prepended to `acc`; with `tupled`, a
   pattern that is not a flat product is matched once into a tuple that
   the selectors take apart (Note [Lazy pattern bindings] in match.c). */
RowBind *match_lazy_binds(Ds *ds, MPat *p, CoreVar *v, SrcSpan span,
                          RowBind *acc, bool tupled);
const char *pat_show(Ds *ds, const Pat *p); /* as GHC prints a pattern */

#endif
