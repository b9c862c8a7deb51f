/*
 * desugar_int.h -- private interface of the renamer / desugarer
 * (rename.c, desugar.c, match.c).  Nothing outside these three files
 * includes it; the public entry point is desugar_program() in core.h.
 *
 * Invariants
 *  - Renaming and desugaring happen in one walk over the AST: desugar.c
 *    asks rename.c to resolve every name as it meets it, so a name is
 *    resolved in the scope that is current at that point of the walk.
 *  - Module scopes hold Entities (top-level things).  The same Entity is
 *    shared by every module that imports or re-exports it, so two imports
 *    of one function are never ambiguous, while two different functions
 *    of one name are.
 *  - Local scopes are a stack of LocalBind cells (Ds.locals); a construct
 *    that binds names saves the stack top and restores it when it is done.
 *  - The first error ends the compilation: ds_error reports it through
 *    diag and long-jumps out of desugar_program, so no caller checks for
 *    errors (all memory is in the arena).
 */
#ifndef LAZYRTS_DESUGAR_INT_H
#define LAZYRTS_DESUGAR_INT_H

#include <setjmp.h>
#include "core.h"
#include "diag.h"
#include "types.h"

/* The qualifier of names in generated code (derived instances) that
   always mean the library's own definition, whatever the user imported. */
#define BASE_QUAL "%Base"

/* ------------------------------------------------------------ entities */

typedef struct Fixity {
    int prec;                  /* 0..9; the default is infixl 9 */
    Assoc assoc;
} Fixity;

typedef enum EntKind {
    ENT_VAR,                   /* top-level function or value (and field selectors) */
    ENT_CON,                   /* data constructor */
    ENT_PRIM,                  /* primitive exported by the pseudo-module Prim */
    ENT_TYPE                   /* type constructor or synonym (for imports/exports) */
} EntKind;

typedef struct Entity Entity;
struct Entity {
    EntKind kind;
    const char *name;          /* unqualified, interned */
    const char *module;        /* defining module */
    const char *file;          /* defining file (NULL for built-ins) */
    SrcSpan span;              /* the name at its definition */
    CoreGlobal *global;        /* ENT_VAR */
    ConInfo *con;              /* ENT_CON */
    PrimOp prim;               /* ENT_PRIM */
    DataInfo *data;            /* ENT_TYPE: the data type (NULL for synonyms);
                                  ENT_VAR field selectors: the record type */
    const char *field;         /* ENT_VAR: field name if a record selector */
    Entity **subs; int nsubs;  /* ENT_TYPE: constructors and fields, for T(..);
                                  a class's methods */
    TyCon *tycon;              /* ENT_TYPE: the type constructor (data,
                                  newtype, synonym or primitive type) */
    ClassInfo *cls;            /* ENT_TYPE: a class (then tycon is NULL) */
    Fixity fixity;
};

/* A symbol table from (qualifier, name) to entities; several entities may
   share a key (an ambiguous name). */
typedef struct SymEntry {
    const char *qual;          /* NULL: the unqualified name */
    const char *name;
    Entity *ent;
    const char *via;           /* module the entity was imported from, or NULL */
    SrcSpan via_span;          /* that import declaration */
    struct SymEntry *next;
} SymEntry;

#define SYM_BUCKETS 512
typedef struct SymTab { SymEntry *buckets[SYM_BUCKETS]; } SymTab;

typedef struct ModInfo {
    const char *name;          /* "Main", "Base", "Data.List", "Prim" */
    const char *file;
    Module *ast;               /* NULL for the pseudo-module Prim */
    bool is_library;
    SymTab defs_v, defs_t;     /* entities defined here (qual = NULL) */
    SymTab scope_v, scope_t;   /* everything in scope, by (qualifier, name) */
    Entity **exports; int nexports;
    const char **quals;        /* qualifiers the imports introduced ... */
    const char **qual_mods;    /* ... and the module each one names */
    int nquals;
    CoreGlobal **decl_global;  /* per top-level decl: its global (D_FUN,
                                  D_PAT on a variable) or the hidden CAF of
                                  a pattern binding */
} ModInfo;

/* --------------------------------------------------------- local scope */

typedef struct LocalBind {
    const char *name;
    CoreVar *var;
    int line;                  /* the binding occurrence's line, for messages
                                  (0: the line of var's span) */
    bool has_fixity;           /* a local fixity declaration applies */
    Fixity fixity;
    struct LocalBind *next;
} LocalBind;

/* ---------------------------------------------------- desugarer state */

typedef struct Ds {
    Arena *arena;
    const CompileOptions *opts;
    CoreProgram *prog;
    PtrVec globals, datas;
    int next_var, next_global;
    ModInfo **mods; int nmods;
    ModInfo *base;             /* the library module Base (LIB_MODULE) */
    ModInfo *cur;              /* module being processed */
    const char *file;          /* its file, for messages */
    bool in_user;              /* processing the user's module */
    LocalBind *locals;
    const char *path;          /* qualname of the enclosing binding or NULL */
    ConInfo *con_true, *con_false, *con_nil, *con_cons, *con_unit;
    Entity *builtins[20]; int nbuiltins; /* (), [], :, tuples: in scope everywhere */
    PtrVec classes, insts;     /* ClassInfo*, InstInfo* of every module */
    PtrVec bodies;             /* Decl*, CoreGlobal* pairs: class default
                                  methods and instance methods to desugar */
    TyCon *prim_tycons[4];     /* Int, Integer, Double, Char */
    jmp_buf fail;
} Ds;

/* ----------------------------------------------------- common helpers
 * (desugar.c) */

_Noreturn void ds_error(Ds *ds, SrcSpan span, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
const char *ds_span_text(Ds *ds, SrcSpan s);  /* "3:1-7" or "(3,1)-(5,17)" */
const char *ds_qualname(Ds *ds, const char *name); /* path + "." + name */
CoreVar *ds_var(Ds *ds, const char *name, SrcSpan span);
CoreGlobal *ds_new_global(Ds *ds, GlobalKind k, const char *name, SrcSpan span);
CoreExpr *ds_evar(Ds *ds, CoreVar *v);
CoreExpr *ds_eglobal(Ds *ds, CoreGlobal *g);
CoreExpr *ds_app(Ds *ds, CoreExpr *fn, CoreExpr **args, int nargs);
CoreExpr *ds_app1(Ds *ds, CoreExpr *fn, CoreExpr *arg);
CoreExpr *ds_let1(Ds *ds, CoreVar *v, CoreExpr *rhs, CoreExpr *body, bool join);
CoreExpr *ds_case(Ds *ds, CoreExpr *scrut, CoreVar *binder,
                  CoreAlt *alts, int nalts);
CoreExpr *ds_string(Ds *ds, const char *utf8);  /* CL_STRING literal */
CoreExpr *ds_con(Ds *ds, ConInfo *c, CoreExpr **args); /* saturated, strictness applied */
CoreGlobal *ds_base(Ds *ds, const char *name);  /* Base's function `name` */
CoreExpr *ds_base_call(Ds *ds, const char *fn, const char *msg); /* fn "msg" */
CoreExpr *ds_expr(Ds *ds, Expr *e);
/* let/where group: binds the group's names for the bindings and for
   `body` (which generates the code in their scope) and returns that code
   wrapped in the bindings. */
typedef CoreExpr *(*BodyGen)(Ds *ds, void *ctx);
CoreExpr *ds_let_group(Ds *ds, Decl **decls, int n, BodyGen body, void *ctx);
void ds_push_local(Ds *ds, const char *name, CoreVar *v);

/* ------------------------------------------------------- renamer
 * (rename.c) */

void rn_init_prim(Ds *ds, ModInfo *m);
/* Defines the module's top-level entities (creating their globals and
   data types), then processes imports, fixities and exports. */
void rn_module(Ds *ds, ModInfo *m);
Entity *rn_lookup_top(Ds *ds, const Name *n, bool type_ns); /* NULL if absent */
/* Value lookup: a local variable (*local set) or an entity; reports
   GHC's scope errors. */
Entity *rn_lookup_value(Ds *ds, const Name *n, LocalBind **local);
Entity *rn_lookup_con(Ds *ds, const Name *n);
/* Where a name that is not in scope was met.  GHC words the message by
   it: its type checker reports the variables and constructors of
   expressions (with bullets), its renamer everything else. */
typedef enum NameSite {
    SITE_EXPR,                 /* a variable or constructor in an expression */
    SITE_PAT,                  /* a constructor in a pattern or a record construction */
    SITE_FIELD,                /* a record field label */
    SITE_EXPORT,               /* an item of the export list */
    SITE_TYPE                  /* a type constructor or class */
} NameSite;
/* Reports that `n` is not in scope, with GHC's suggestions of similar
   names and of import lists (suggest.h); never returns. */
_Noreturn void rn_not_in_scope(Ds *ds, const Name *n, NameSite site);
/* A data constructor of a pattern or of a record construction. */
Entity *rn_lookup_pat_con(Ds *ds, const Name *n);
/* Reports a record field label that is not in scope at all; returns if it is. */
void rn_check_field(Ds *ds, const Name *f);
bool rn_is_conname(const char *id);
Fixity rn_fixity(Ds *ds, const Name *op);
/* Fixity resolution (Haskell 2010 report, section 10.6). */
Expr *rn_resolve_expr(Ds *ds, Expr *opseq);
Pat *rn_resolve_pat(Ds *ds, Pat *opseq);
Entity *rn_new_entity(Ds *ds, EntKind k, const char *name, SrcSpan span);
/* Adds an entity defined in the current module (also as Module.name). */
void rn_define(Ds *ds, Entity *e, bool type_ns);
Entity *rn_define_var(Ds *ds, const Name *n, GlobalKind k, SrcSpan span);
void symtab_add(Arena *a, SymTab *t, const char *qual, const char *name,
                Entity *e, const char *via, SrcSpan via_span);
Entity *symtab_get(SymTab *t, const char *qual, const char *name);
bool rn_global_visible(Ds *ds, const CoreGlobal *g, const char *name);

/* ------------------------------------------------------- types
 * (rn_types.c) */

void rn_types_init(Ds *ds);                  /* built-in type constructors */
TyCon *rn_new_tycon(Ds *ds, const char *name, int arity, SrcSpan span);
void rn_define_class(Ds *ds, Decl *d);
void rn_define_instance(Ds *ds, Decl *d);
/* After a module's imports: converts its data field types, synonyms,
   classes, instances and signatures. */
void rn_module_types(Ds *ds, ModInfo *m);
/* A type signature or annotation in the current scope. */
Scheme *rn_scheme(Ds *ds, const Context *ctx, Type *t, SrcSpan span);
/* Types of the primitives: lib/Prim.hs's signatures, in Base's scope. */
void rn_prim_types(Ds *ds, Module *prim);

/* ------------------------------------------------ pattern matching
 * (match.c) */

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
