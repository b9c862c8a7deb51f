/*
 * tc_int.h -- private interface of the type checker's files: typecheck.c
 * (the state, errors, the post-pass and the driver typecheck_program),
 * tc_unify.c, tc_solve.c, tc_expr.c, tc_bind.c and tc_class.c.  Nothing
 * else includes it; the type checker's interface is typecheck.h, its
 * vocabulary types.h.
 *
 * Invariants: those of types.h, and the Notes at the top of typecheck.c.
 * An error long-jumps out of the checker (tc_error), so everything the
 * checker allocates lives in the program's arena.
 */
#ifndef LAZYRTS_TC_INT_H
#define LAZYRTS_TC_INT_H

#include <setjmp.h>
#include <stdbool.h>
#include "diag.h"
#include "typecheck.h"
#include "types.h"

/* ============================================================== state */

typedef struct Member Member;
typedef struct Group Group;

struct Member {                /* one binding of a group being inferred */
    CoreVar *var;              /* a local binding ... */
    CoreGlobal *glob;          /* ... or a global */
    CoreExpr **rhs;            /* where its right-hand side lives */
    Ty *ty;                    /* its type while the group is inferred */
    Member *parent;            /* the member whose body encloses this one */
    Group *group;
    CoreVar **dicts; int ndicts; /* dictionary parameters, once generalised */
};

struct Group {
    Member *ms; int n;
};

typedef struct Wanted {        /* a constraint to solve */
    Pred p;
    CoreExpr *hole;            /* filled with the evidence */
    SrcSpan span;
    const char *file;
    const char *origin;        /* "the superclasses of ..." */
    const char *use;           /* else a use of this name (tc_origin_of) */
    bool use_op;               /* ... shown as (op) if an operator */
    Member *owner;             /* innermost binding whose body it is in */
} Wanted;

typedef struct Given {
    Pred p;
    CoreExpr *ev;
} Given;

typedef struct Occ {           /* a monomorphic use of a group member */
    CoreExpr *node;
    Member *target, *owner;
} Occ;

typedef struct LitUse {        /* a numeric literal, elaborated at the end */
    CoreExpr *node;
    Ty *ty;
    CoreExpr *dict;            /* its Num / Fractional dictionary hole */
} LitUse;

typedef struct LitAlt {        /* a case with literal alternatives */
    CoreExpr *node;
    Ty *ty;
    CoreExpr *eq, *num;        /* Eq and Num/Fractional dictionary holes */
} LitAlt;

typedef struct Tc {
    Arena *a;
    CoreProgram *p;
    int level;
    int next_id;
    unsigned walks;            /* tc_deep_metas's walks so far */
    PtrVec wanted;             /* Wanted*: the current group's */
    Given *givens; int ngivens, capgivens;
    PtrVec occs;               /* Occ* not yet elaborated */
    PtrVec lits, litalts;
    Member *member;            /* innermost member being inferred */
    SrcSpan app_span;          /* the application whose head is being
                                  instantiated (GHC's location for its
                                  constraints) */
    const char *file;          /* of the binding being checked */
    jmp_buf fail;
    ClassInfo *c_num, *c_fractional, *c_eq;
    Ty *std_defaults[2];       /* Integer, Double (tc_solve.c) */
    PtrVec new_datas;
    PtrVec new_globals;        /* bindings the checker made (appended) */
    int next_gid;              /* CoreGlobal ids for them */
} Tc;
typedef struct Names {         /* meta -> printed name, per message */
    Ty **metas; const char **names; int n, cap;   /* in the arena */
    int counts[26];
} Names;

typedef struct Buf {           /* text growing in the arena */
    Arena *a;
    char *s; size_t n, cap;
} Buf;

typedef struct UErr {          /* why two types did not unify */
    Ty *exp, *act;
    bool occurs;
    bool kind;
} UErr;

typedef struct Scc {
    int n;                     /* nodes */
    int **edges; int *nedges;
    int *index, *low, *stack, *comp;
    bool *on;
    int sp, counter, ncomp, pos;
    Arena *a;                  /* where the tables live */
    int *order;                /* nodes grouped by component, in order */
    int *comp_start;
} Scc;

typedef void (*RefFn)(void *ctx, CoreExpr *e);

typedef struct EdgeCtx {
    Tc *tc;
    int self;
    PtrVec *out;               /* int edges as pointers */
    CoreExpr *let;             /* local: the let whose bindings are nodes */
    int *gindex;               /* global: id -> node or -1 */
} EdgeCtx;

/* ------------------------------------------------- typecheck.c */

_Noreturn void tc_error(Tc *tc, const char *file, SrcSpan span,
                               const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
bool tc_has_span(SrcSpan s);
const char *tc_context_line(Tc *tc, SrcSpan span);

/* -------------------------------------------------- tc_unify.c */

Ty *tc_new_ty(Arena *a, TyKind k);
Ty *tc_meta(Tc *tc, const char *hint, int arity);
Ty *tc_fun(Tc *tc, Ty *a, Ty *b);
bool tc_split_fun(Tc *tc, Ty *t, Ty **a, Ty **b);
Ty *tc_spine(Tc *tc, Ty *t, Ty ***args, int *n);
Ty *tc_subst(Tc *tc, Ty *t, Ty **args);
void tc_bput(Buf *b, const char *s);
void tc_show_ty(Tc *tc, Names *nm, Buf *b, Ty *t, int prec);
const char *ty_str(Tc *tc, Names *nm, Ty *t);
const char *tc_pred_str(Tc *tc, Names *nm, Pred p);
bool tc_occurs(Ty *m, Ty *t);
void tc_adjust_levels(Ty *t, int level);
bool tc_unify_rec(Tc *tc, Ty *x, Ty *y, UErr *err);
bool ty_equal(Ty *x, Ty *y);
void tc_unify_at(Tc *tc, Ty *exp, Ty *act, SrcSpan span, const char *ctx);

/* -------------------------------------------------- tc_solve.c */

CoreExpr *tc_new_node(Tc *tc, CoreKind k);
CoreExpr *tc_var_node(Tc *tc, CoreVar *v);
CoreExpr *tc_global_node(Tc *tc, CoreGlobal *g);
CoreExpr *tc_app_node(Tc *tc, CoreExpr *f, CoreExpr **args, int n);
CoreVar *tc_new_var(Tc *tc, const char *name);
Wanted *tc_want(Tc *tc, ClassInfo *c, Ty *t, SrcSpan span, const char *origin);
void tc_push_given(Tc *tc, ClassInfo *c, Ty *t, CoreExpr *ev);
InstInfo *tc_find_instance(ClassInfo *c, TyCon *head);
void tc_fill(CoreExpr *hole, CoreExpr *ev);
const char *tc_show_name(Tc *tc, const char *n);
const char *tc_origin_of(Tc *tc, Wanted *w);
_Noreturn void tc_no_instance(Tc *tc, Wanted *w);
void tc_derived_no_instance(Tc *tc, Wanted *w);
PtrVec tc_simplify(Tc *tc, PtrVec ws);
unsigned tc_new_walk(Tc *tc);
void tc_deep_metas(Tc *tc, Ty *t, int level, PtrVec *out, unsigned walk);
bool tc_has_skolem(Ty *t);
_Noreturn void tc_ambiguous(Tc *tc, Wanted *w, Ty *m);
PtrVec tc_default_deep(Tc *tc, PtrVec ws, int level, PtrVec *keep_metas);
/* A type of the program's default declaration must be an instance of Num
   (GHC checks this before the bindings). */
void tc_check_default_decl(Tc *tc);
Ty *tc_instantiate(Tc *tc, const Scheme *s, CoreExpr *node, SrcSpan span,
                       const char *name, bool op);

/* --------------------------------------------------- tc_expr.c */

Scheme *tc_con_scheme(Tc *tc, ConInfo *c);
Ty *tc_infer(Tc *tc, CoreExpr *e);

/* --------------------------------------------------- tc_bind.c */

void tc_infer_group(Tc *tc, Member *ms, int n);
const char *tc_sig_text(Tc *tc, const char *name, Scheme *s);
void tc_check_sig(Tc *tc, Member *m, Scheme *s);
void scc_run(Scc *s);
void tc_walk_refs(CoreExpr *e, RefFn f, void *ctx);
void tc_global_ref(void *ctx, CoreExpr *e);
void tc_set_edges(Scc *s, int v, PtrVec *out);
void tc_infer_let(Tc *tc, CoreExpr *e);

/* -------------------------------------------------- tc_class.c */

void tc_setup_class(Tc *tc, ClassInfo *c);
void tc_setup_instance(Tc *tc, InstInfo *in);
void tc_build_dfun(Tc *tc, InstInfo *in);
void tc_replace_node(CoreExpr *e, const CoreExpr *r);
void tc_elaborate_lit(Tc *tc, LitUse *u);
void tc_elaborate_litalt(Tc *tc, LitAlt *la);

#endif
