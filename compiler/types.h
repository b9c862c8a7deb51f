/*
 * types.h -- the vocabulary of types, classes and instances shared by the
 * renamer (which turns source types into these) and the type checker
 * (typecheck.c, which infers, checks and elaborates to dictionary passing).
 *
 * Invariants
 *  - A Ty is a tree of TY_CON / TY_APP nodes over variables.  A function
 *    type is TY_APP(TY_APP(TY_CON "->", a), b); a list [a] is
 *    TY_APP(TY_CON "[]", a); tuples likewise with "(,)", "(,,)"...
 *    Type synonyms are expanded when a source type is converted, so no Ty
 *    ever mentions a synonym's TyCon.
 *  - TY_GEN i stands for the i-th quantified variable of the enclosing
 *    Scheme (or of the enclosing data type / class / instance declaration,
 *    see each use).  Only Schemes, constructor field types, class method
 *    types and instance contexts contain TY_GEN.
 *  - TY_META is a unification variable: `ref` is its binding once solved
 *    (follow chains with ty_prune).  `level` is the let-nesting depth at
 *    which it was made: a binding group generalises exactly the metas of
 *    its type whose level is deeper than the group's own.
 *  - TY_SKOLEM is a rigid variable of a type signature being checked; it
 *    unifies only with itself.
 *  - Kinds are arities: a variable or constructor of kind *->*->* has
 *    arity 2.  The subset has no kind polymorphism.
 *  - Dictionaries are ordinary data: a class C with superclasses S1..Sk
 *    and methods m1..mn has a one-constructor DataInfo whose fields are
 *    the k superclass dictionaries, then the n methods.  Method and
 *    superclass selectors are ordinary global functions of one argument.
 */
#ifndef LAZYRTS_TYPES_H
#define LAZYRTS_TYPES_H

#include <stdbool.h>
#include "core.h"

typedef struct Ty Ty;
typedef struct TyCon TyCon;
typedef struct ClassInfo ClassInfo;
typedef struct InstInfo InstInfo;

typedef enum TyKind { TY_CON, TY_APP, TY_META, TY_GEN, TY_SKOLEM } TyKind;

struct Ty {
    TyKind kind;
    TyCon *con;                /* TY_CON */
    Ty *fun, *arg;             /* TY_APP */
    int index;                 /* TY_GEN */
    Ty *ref;                   /* TY_META: what it was unified with, or NULL */
    int level;                 /* TY_META, TY_SKOLEM; TY_APP: at least
                                  the level of every meta in it, INT_MAX
                                  when not known (Note [Levels of
                                  applications], tc_unify.c) */
    unsigned walk;             /* TY_META: the type checker's last walk
                                  that collected it (tc_deep_metas) */
    bool escaped;              /* TY_META: reachable through the binding
                                  of another meta (Note [Occurs checks of
                                  fresh metas], tc_unify.c) */
    int id;                    /* TY_META, TY_SKOLEM: unique */
    int arity;                 /* TY_META, TY_SKOLEM, TY_GEN: kind as arity */
    const char *name;          /* TY_SKOLEM, TY_GEN: the source name;
                                  TY_META: a hint for printing ("a" -> a0) */
    const struct Scheme *sig;  /* TY_SKOLEM: the signature that bound it */
    const char *sig_name;      /* TY_SKOLEM: the name that signature types */
};

struct TyCon {
    const char *name;          /* "Int", "Maybe", "->", "[]", "(,)", "()" */
    const char *module;
    int arity;                 /* number of type parameters */
    int *param_arity;          /* kind of each parameter (NULL: all *) */
    DataInfo *data;            /* data/newtype; NULL for primitive types,
                                  the function arrow and synonyms */
    bool synonym;              /* type T a = rhs */
    Ty *rhs;                   /* synonym body over TY_GEN 0..arity-1 */
    bool resolved;             /* synonym body / field types converted */
    bool resolving;            /* renamer: cycle guard */
    void *decl;                /* renamer: a synonym's Decl */
    SrcSpan span;
    const char *file;
};

typedef struct Pred {          /* C t */
    ClassInfo *cls;
    Ty *ty;
} Pred;

typedef struct Scheme {        /* forall g0..gn-1. preds => ty */
    int ngen;
    const char **gen_names;
    int *gen_arity;
    Pred *preds; int npreds;
    Ty *ty;
    SrcSpan span;              /* the signature (for messages) */
} Scheme;

struct ClassInfo {
    const char *name, *module, *file;
    SrcSpan span;
    const char *tyvar;         /* the class variable (TY_GEN 0 in methods) */
    int tyvar_arity;
    ClassInfo **supers; int nsupers;
    int nmethods;
    const char **methods;
    Scheme **method_types;     /* gen 0 is the class variable; preds are
                                  the method's own constraints on its other
                                  variables (the class constraint is
                                  implicit; Note [Constrained methods]) */
    CoreGlobal **selectors;    /* per method: \dict -> the method */
    CoreGlobal **defaults;     /* per method: the default method or NULL */
    CoreGlobal **super_sel;    /* per superclass: \dict -> its dictionary */
    ConInfo *dict_con;         /* the dictionary constructor */
    bool standard;             /* defined by the library (defaultable) */
    bool numeric;              /* Num or a subclass of it */
    bool acyclic;              /* renamer: no superclass cycle is reached
                                  from it (Note [Superclass cycles]) */
    InstInfo *insts;           /* its instances (linked by InstInfo.next) */
    void *decl;                /* renamer: the class Decl */
};

struct InstInfo {
    ClassInfo *cls;
    TyCon *head;               /* instance C (T a1 .. an) */
    int nvars;
    const char **var_names;
    int *var_arity;
    Pred *ctx; int nctx;       /* over TY_GEN 0..nvars-1 */
    CoreGlobal **methods;      /* per class method: this instance's
                                  binding, or NULL (default / missing) */
    CoreGlobal *dfun;          /* the dictionary: a CAF, or a function of
                                  the context's dictionaries */
    SrcSpan span;
    const char *file, *module;
    void *decl;                /* renamer: the instance Decl */
    bool derived;              /* made by a deriving clause (derive.h) */
    CoreGlobal **bound; Decl **bound_decls; int nbound;
                               /* renamer: the instance's bindings */
    InstInfo *next;            /* next instance of the same class */
};

/* ------------------------------------------------------------ builders */

Ty *ty_con(Arena *a, TyCon *c);
Ty *ty_app(Arena *a, Ty *f, Ty *x);
Ty *ty_fun(Arena *a, TyCon *arrow, Ty *from, Ty *to);
Ty *ty_gen(Arena *a, int index, const char *name, int arity);
Ty *ty_prune(Ty *t);                     /* follow solved metas */
/* forall g0..g(ngen-1). ps => ty, the variables named "a" and of kind *
   until the caller says otherwise. */
Scheme *scheme_new(Arena *a, int ngen, Ty *ty, Pred *ps, int np, SrcSpan span);

#endif /* LAZYRTS_TYPES_H */
