/*
 * core.h -- the untyped core language between the desugarer and the
 * bytecode generator.
 *
 * The renamer/desugarer (rename.c, desugar.c, match.c) turns the Modules of
 * a program (the user's Main plus the library modules it imports, see
 * lib/) into one CoreProgram.  The bytecode generator (codegen.c) turns a
 * CoreProgram into info tables and code for the runtime.
 *
 * Invariants of a CoreProgram
 *  - Every variable is bound exactly once (no shadowing): each binder is a
 *    distinct CoreVar object and every occurrence points to its binder.
 *  - CE_CASE always evaluates its scrutinee to weak head normal form; a
 *    source `case x of y -> e` (irrefutable alternative) is therefore NOT a
 *    CE_CASE but a CE_LET binding y to x.  Lazy patterns and pattern
 *    bindings are desugared into selector thunks (let-bound CE_CASEs).
 *  - Case alternatives are flat: a constructor alternative binds variables
 *    to the fields (NULL for an unused field); a literal alternative
 *    compares the value for equality (numbers compare numerically, so the
 *    literal 0 matches 0, 0.0 and a zero Integer).  At most one default.
 *    Alternatives appear in any order; the first matching one is taken.
 *    A case without a matching alternative is a runtime error, so the
 *    desugarer always adds a default that raises the right
 *    pattern-match-failure exception unless the alternatives are exhaustive.
 *  - CE_CON and CE_PRIM are saturated.  An unsaturated constructor is
 *    referenced through its wrapper global (ConInfo.wrapper); an
 *    unsaturated primitive through a library function.
 *  - CE_APP has at least one argument; arguments are arbitrary expressions
 *    (the code generator allocates thunks for non-atomic ones).
 *  - CE_LAM has at least one parameter.  A global of kind G_FUN is a
 *    lambda at top level: its parameters are in CoreGlobal.params.
 *  - Join points: a CE_LET with `join` set binds exactly one variable to an
 *    expression used only in tail positions of the let body (the
 *    fall-through of pattern matching).  The code generator compiles it
 *    as a jump; it may fall back to a thunk.
 *  - Every CoreVar and CoreGlobal that names a binding records the path of
 *    the binding (`qualname`: "f", "f.go", "f.\", "mean.(...)") and the
 *    binding's span: profiling names cost centres from these.
 */
#ifndef LAZYRTS_CORE_H
#define LAZYRTS_CORE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "arena.h"
#include "ast.h"
#include "../includes/primops.h"

typedef struct CoreExpr CoreExpr;
typedef struct CoreGlobal CoreGlobal;
typedef struct ConInfo ConInfo;
typedef struct DataInfo DataInfo;
struct Scheme;                 /* types.h */
struct TyCon;
struct Ty;
struct ClassInfo;
struct InstInfo;

/* ------------------------------------------------------------- variables */

typedef struct CoreVar {
    const char *name;        /* source name (or a generated one: "ds", "fail") */
    const char *qualname;    /* binding path for let/where-bound functions,
                                e.g. "queens.go"; NULL for lambda/case binders */
    SrcSpan span;            /* binding span (whole binding for functions) */
    int id;                  /* unique within the program */
    bool inline_pragma;      /* a local binding with {-# INLINE #-}: no
                                automatic cost centre */
    struct Scheme *sig;      /* its type signature, or NULL */
    bool value_binding;      /* bound by a binding without arguments
                                (`x = e`, even when e is a lambda): the
                                monomorphism restriction applies to it */
    bool mono;               /* never generalised: a list comprehension's
                                worker, which GHC's desugarer makes after
                                type checking (its closures are described
                                by the types of its one use) */
    /* ---- owned by the type checker ---- */
    bool dict;               /* a dictionary parameter it added */
    struct Ty *ty;           /* monomorphic type */
    struct Scheme *scheme;   /* generalised type (let-bound) */
    struct Ty *inst_ty;      /* the type of its last use outside its own
                                binding group (an instance of scheme) */
    int ninst;               /* how many such uses */
    void *tc;                /* binding-group member while inferred */
    /* ---- owned by the code generator ---- */
    int slot;                /* frame slot, -1 until assigned */
    int aux;
    bool lne;                /* ticky: a binding GHC makes let-no-escape
                                (Note [Let-no-escape bindings] in cg_lne.c) */
    /* ---- owned by describe.c (closure descriptions) ---- */
    const char *occ;         /* its name made unique among the binders in
                                scope, as GHC's tidier does ("ds1") */
    int uses;                /* occurrences in its scope */
    int depth;               /* lambdas and cost centres around its binding */
    bool use_in_lam;         /* an occurrence under a further lambda or
                                cost centre */
    bool use_called;         /* an occurrence applied to arguments */
} CoreVar;

/* ---------------------------------------------------------- data types */

struct DataInfo {
    const char *name;        /* "Maybe", "Shape", "[]", "(,)", "Bool" */
    const char *module;      /* defining module */
    int ncons;
    ConInfo **cons;          /* in declaration order: cons[i]->tag == i */
    bool is_newtype;         /* declared with `newtype`.  Until the type
                                checker exists a newtype stays boxed (so
                                that generic `show` sees its constructor);
                                matching its constructor against an
                                irrefutable pattern is lazy, as in Haskell */
    Name *deriving; int nderiving;
    SrcSpan deriving_span;
    SrcSpan span;
    struct TyCon *tycon;     /* its type constructor (types.h) */
    bool is_dict;            /* a class's dictionary type */
};

struct ConInfo {
    const char *name;        /* "Just", ":", "[]", "()", "(,)", "True" */
    const char *module;
    DataInfo *data;
    int tag;                 /* 0-based index in data->cons */
    int arity;
    const char **fields;     /* record field names (arity of them) or NULL */
    bool *strict;            /* strictness per field (from !), or NULL */
    bool infix;              /* declared infix (a :+: b); shown infix */
    int fixity_prec;         /* precedence of the operator (default 9) */
    Assoc fixity_assoc;
    CoreGlobal *wrapper;     /* G_FUN of `arity` params building the value
                                (NULL for nullary constructors, which are
                                referenced as CE_CON with no args) */
    SrcSpan span;
    struct Scheme *scheme;   /* type checker: the constructor's type */
    struct Ty **field_types; /* per field, over the data type's parameters
                                (TY_GEN i = the i-th); set by the renamer */
    void *rt;                /* owned by the code generator: InfoTable* */
};

/* ------------------------------------------------------------- literals */

typedef enum CoreLitKind {
    CL_INT,       /* fits in int64: `i` */
    CL_BIGINT,    /* decimal text, optional leading '-': `text` */
    CL_DOUBLE,    /* `d` */
    CL_FLOAT,     /* `d`, already rounded to single precision: a literal the
                     type checker found at type Float */
    CL_WORD,      /* the 64 bits of a Word in `i`: a literal the type checker
                     found at type Word (Note [Word representation] in
                     includes/closure.h) */
    CL_CHAR,      /* code point in `i` */
    CL_STRING     /* code points `str`, `len` (evaluates to a lazy list) */
} CoreLitKind;

typedef struct CoreLit {
    CoreLitKind kind;
    int64_t i;
    double d;
    const char *text;
    const int32_t *str;
    int len;
} CoreLit;

/* ---------------------------------------------------------- expressions */

typedef enum CoreKind {
    CE_VAR,       /* local variable */
    CE_GLOBAL,    /* top-level binding of any module */
    CE_LIT,
    CE_APP,       /* fn args... */
    CE_LAM,       /* \params -> body */
    CE_LET,       /* let (rec) binds in body */
    CE_CASE,
    CE_CON,       /* saturated constructor application (nullary: no args) */
    CE_PRIM,      /* saturated primitive */
    CE_SCC,       /* cost centre: push `cc` while evaluating body */
    CE_ANNOT      /* body :: annot (a source type annotation); the type
                     checker replaces it by its body */
} CoreKind;

typedef enum AltKind { ALT_CON, ALT_LIT, ALT_DEFAULT } AltKind;

typedef struct CoreAlt {
    AltKind kind;
    ConInfo *con;            /* ALT_CON */
    CoreVar **vars;          /* ALT_CON: con->arity binders (entries may be NULL) */
    CoreLit lit;             /* ALT_LIT (never CL_STRING) */
    CoreExpr *body;
} CoreAlt;

typedef struct CoreBind {
    CoreVar *var;
    CoreExpr *expr;
} CoreBind;

typedef struct CoreCC {      /* a cost centre placed by the desugarer */
    const char *label;       /* "nfib", "queens.go", "squares" */
    const char *module;
    SrcSpan span;
    const char *file;
    bool is_caf;             /* -fprof-cafs: the CAF's own centre */
    bool no_count;           /* entering it counts no entry
                                (-fprof-auto-calls' centres) */
    void *rt;                /* the code generator's CostCentre */
} CoreCC;

struct CoreExpr {
    CoreKind kind;
    SrcSpan span;
    CoreVar *var;                  /* CE_VAR */
    CoreGlobal *global;            /* CE_GLOBAL */
    CoreLit lit;                   /* CE_LIT */
    CoreExpr *fn;                  /* CE_APP */
    CoreExpr **args; int nargs;    /* CE_APP, CE_CON, CE_PRIM */
    CoreVar **params; int nparams; /* CE_LAM */
    const char *qualname;          /* CE_LAM: "f.\" path, for info tables */
    CoreBind *binds; int nbinds;   /* CE_LET */
    bool rec;                      /* CE_LET: bindings may refer to each other */
    bool join;                     /* CE_LET: a join point (see above) */
    CoreExpr *body;                /* CE_LAM, CE_LET, CE_SCC */
    CoreExpr *scrut;               /* CE_CASE */
    CoreVar *binder;               /* CE_CASE: bound to the evaluated
                                      scrutinee, may be NULL */
    bool is_if;                    /* CE_CASE: a source `if` (for messages) */
    CoreAlt *alts; int nalts;      /* CE_CASE */
    ConInfo *con;                  /* CE_CON */
    PrimOp prim;                   /* CE_PRIM */
    CoreCC *cc;                    /* CE_SCC */
    bool scc_noscope;              /* CE_SCC: counts an entry of the pushed
                                      stack without making it current */
    bool scc_nocount;              /* CE_SCC: makes it current without
                                      counting an entry (both false: both;
                                      see Note [Where an SCC goes]) */
    bool section;                  /* CE_LAM: the lambda of a right section
                                      over a literal, `(+ 1)`, which GHC
                                      builds under a let of its operand */
    struct Scheme *annot;          /* CE_ANNOT */
    struct Ty *ty;                 /* type checker: the node's type (follow
                                      with ty_prune; a generalised variable
                                      is TY_GEN), NULL for nodes made after
                                      checking; the code generator names
                                      closures' types from it (-hy) */
};

/* -------------------------------------------------------------- globals */

typedef enum GlobalKind {
    G_FUN,        /* function with arity >= 1: params + body */
    G_CAF,        /* top-level value without arguments (evaluated once) */
    G_CON         /* constructor wrapper (see ConInfo.wrapper) */
} GlobalKind;

struct CoreGlobal {
    GlobalKind kind;
    const char *name;        /* unqualified name: "nfib", "+", "Just" */
    const char *module;      /* "Main", "Prelude", "Data.List", ... */
    const char *file;        /* source file (for spans) */
    SrcSpan span;            /* whole binding (all clauses) */
    bool exported;           /* in the module's export list */
    bool inline_pragma;      /* {-# INLINE #-}: no automatic cost centre */
    const char *scc_pragma;  /* {-# SCC f ["label"] #-}: the label, else NULL */
    SrcSpan scc_pragma_at;   /* the name in that pragma */
    SrcSpan bound_at;        /* a variable of a top-level pattern binding:
                                its place in the pattern (else l1 = 0) */
    bool is_library;         /* from lib/: never gets automatic cost centres */
    bool is_field_selector;  /* a record field's selector (GHC makes it
                                itself: no ticky counter) */
    int arity;               /* G_FUN: nparams; G_CON: con arity; G_CAF: 0 */
    CoreVar **params;        /* G_FUN */
    CoreExpr *body;          /* G_FUN, G_CAF */
    ConInfo *con;            /* G_CON */
    struct Scheme *sig;      /* declared type (signature, or the type an
                                instance or default method must have) */
    struct Scheme *scheme;   /* type checker: its type */
    struct Ty *inst_ty;      /* type checker: the type of its last use
                                outside its binding group, and how many */
    int ninst;
    struct ClassInfo *selects; /* a class's method or superclass selector
                                (its body is built by the type checker) */
    int select_index;        /* which field of the dictionary it selects */
    struct InstInfo *inst;   /* an instance's method or dictionary */
    struct Ty *mono;         /* type checker: type while being inferred */
    void *tc;                /* type checker: binding-group member */
    int method_index;        /* instance method: index in the class */
    int id;                  /* unique, in definition order */
    void *rt;                /* owned by the code generator */
};

/* The largest tuple a value can be: GHC 9.0.2's (mAX_TUPLE_SIZE). */
#define MAX_TUPLE 62

/* Counts of CoreProgram's tables (see `checked` below). */
typedef struct CheckedMark {
    int globals, datas, classes, insts;
} CheckedMark;

typedef struct CoreProgram {
    Arena *arena;
    CoreGlobal **globals; int nglobals;   /* every module's, libraries first */
    DataInfo **datas; int ndatas;
    CoreGlobal *main;                     /* Main.main */
    CoreGlobal *run_main;                 /* the library's runMainIO: the
                                             runtime evaluates
                                             run_main `App` main */
    const char *main_file;                /* "nfib.hs" */
    bool count_entries;                   /* SCCs count entries (not
                                             -fno-prof-count-entries) */
    bool ticky;                           /* ticky counters in the user's
                                             code (CompileOptions.ticky) */
    bool ticky_allocd;                    /* -ticky-allocd */
    bool ticky_dyn_thunk;                 /* -ticky-dyn-thunk */
    bool ticky_lne;                       /* -ticky-LNE */
    /* Built-in data types the runtime needs by tag. */
    DataInfo *bool_type, *list_type, *unit_type, *ordering_type;
    DataInfo *tuple_types[MAX_TUPLE + 1]; /* index = arity, 2..MAX_TUPLE */
    /* Types (types.h), for the type checker. */
    bool typed;                           /* the type checker runs */
    int next_var;                         /* CoreVar ids in use: 0..next_var-1 */
    struct ClassInfo **classes; int nclasses;
    struct InstInfo **insts; int ninsts;
    struct Scheme *prim_types[PRIM_COUNT];/* from lib/Prim.hs */
    struct TyCon *tc_int, *tc_integer, *tc_double, *tc_float, *tc_word, *tc_char, *tc_arrow,
                 *tc_list, *tc_unit, *tc_bool, *tc_ratio;
    struct TyCon *tc_tuple[MAX_TUPLE + 1];
    CoreGlobal *g_from_integer, *g_from_rational, *g_eq;
    ConInfo *ratio_con;                   /* Base's :% */
    /* The user's module's `default (t1, ..)` declaration, if it has one
       (has_default; `default ()` has none): the types its ambiguous
       numeric type variables are tried at, in order, instead of
       (Integer, Double).  Library code keeps the standard default. */
    bool has_default;
    struct Ty **default_types; int ndefault_types;
    SrcSpan default_span;                 /* the declaration */
    /* How much of each table the type checker and the specialiser have
       done: the library's part, when the library was compiled before the
       user's module (Note [The library phase] in compile.c). */
    CheckedMark checked;
    int global_ids;                       /* CoreGlobal ids in use:
                                             0..global_ids-1 */
    /* The library phase's bindings (the first lib_nglobals) and those of
       them the code generator keeps whatever the program does, when
       codegen_library_roots has found them (else lib_roots is NULL). */
    int lib_nglobals;
    CoreGlobal **lib_roots; int nlib_roots;
    /* The library binding each primitive falls back to (primops.def), or
       NULL: reached only from code that applies the primitive (Note
       [Pruning] in codegen.c).  Found with lib_roots. */
    CoreGlobal *fallback_of[PRIM_COUNT];
    struct SpecMemo *spec_memo;           /* specialise.c's, kept between
                                             the two parts, or NULL */
} CoreProgram;

/* --------------------------------------------------------------- driver */

typedef struct CompileOptions {
    /* Cost-centre placement (docs/profiling.md). */
    bool prof;               /* compiling for the profiling way */
    bool auto_all;           /* -fprof-auto */
    bool auto_top;           /* -fprof-auto-top */
    bool auto_exported;      /* -fprof-auto-exported */
    bool auto_calls;         /* -fprof-auto-calls */
    bool cafs;               /* -fprof-cafs */
    bool no_count_entries;   /* -fno-prof-count-entries */
    bool no_manual;          /* -fno-prof-manual / -ignore-scc */
    /* Ticky-ticky (the ticky way; docs/profiling.md). */
    bool ticky;              /* ticky counters (-ticky, in either way) */
    bool ticky_allocd;       /* -ticky-allocd */
    bool ticky_dyn_thunk;    /* -ticky-dyn-thunk */
    bool ticky_lne;          /* -ticky-LNE */
} CompileOptions;

/* Renames and desugars `user` (the program's Main module) together with
   the library modules (already parsed, in dependency order) and `prim`
   (lib/Prim.hs: the primitives' types, or NULL).  Reports the
   first error through diag and returns NULL. */
CoreProgram *desugar_program(Arena *arena, Module **libs, int nlibs,
                             Module *user, Module *prim, const CompileOptions *opts);

/* desugar_program in its two phases (Note [The library phase] in
   compile.c).  desugar_library renames and desugars the library modules
   and `prim` into the program's tables (its CoreProgram is the state's
   `prog`); desugar_user then adds the user's module, on the same state,
   after the type checker and the specialiser have done the library's
   part.  Each returns NULL after reporting an error. */
struct Ds;
struct Ds *desugar_library(Arena *arena, Module **libs, int nlibs, Module *prim);
CoreProgram *desugar_library_program(struct Ds *ds);
CoreProgram *desugar_user(struct Ds *ds, Module *user, const CompileOptions *opts);
/* The library phase's state made fit for the library image (image.c):
   desugar_library_seal drops what is not part of it (the arena handle,
   the options, the jmp_buf, the library's syntax), and
   desugar_library_unseal gives a loaded state its arena back. */
void desugar_library_seal(struct Ds *ds);
void desugar_library_unseal(struct Ds *ds, Arena *arena);

/* The Core builders the desugarer and the type checker share: a node of
   kind `k` in arena `a` (the arena zeroes every field left unset), a
   reference to a local or a global, and an application to a copy of
   args[0..n) (no flattening: ds_app flattens (f a) b first). */
static inline CoreExpr *core_node(Arena *a, CoreKind k)
{
    CoreExpr *e = ARENA_NEW(a, CoreExpr);
    e->kind = k;
    return e;
}

static inline CoreExpr *core_var_ref(Arena *a, CoreVar *v)
{
    CoreExpr *e = core_node(a, CE_VAR);
    e->var = v;
    return e;
}

static inline CoreExpr *core_global_ref(Arena *a, CoreGlobal *g)
{
    CoreExpr *e = core_node(a, CE_GLOBAL);
    e->global = g;
    return e;
}

static inline CoreExpr *core_app_node(Arena *a, CoreExpr *fn, CoreExpr **args, int n)
{
    CoreExpr *e = core_node(a, CE_APP);
    e->fn = fn;
    e->args = ARENA_ARRAY(a, CoreExpr *, n);
    memcpy(e->args, args, sizeof *args * (size_t)n);
    e->nargs = n;
    return e;
}

/* Debug printer (lazyrun --dump-core). */
void core_print(FILE *out, const CoreProgram *p, bool include_libs);

#endif /* LAZYRTS_CORE_H */
