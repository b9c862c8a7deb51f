/*
 * ds_state.h -- the vocabulary shared by the three parts of the one walk
 * from the AST to Core: the renamer (rename.c, rn_types.c, suggest.c),
 * the match compiler (match.c) and the desugarer (desugar.c).  It holds
 * the walk's state (Ds), the entities and scopes the renamer builds, and
 * the helpers that report errors and build Core.  Each part's own
 * interface is in its header: rename.h, match.h, desugar.h; the public
 * entry point is desugar_program() in core.h.
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
#ifndef LAZYRTS_DS_STATE_H
#define LAZYRTS_DS_STATE_H

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
    unsigned export_walk;      /* the last export list it was put in
                                  (Ds.export_walk) */
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

/* Buckets of a table: SYM_BUCKETS at first, doubled when a table holds
   more than eight entries a bucket (a module of 100,000 definitions);
   all-zero is an empty table. */
#define SYM_BUCKETS 512
typedef struct SymTab {
    SymEntry **buckets;        /* in the arena */
    unsigned nbuckets, count;
} SymTab;

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
    unsigned export_walk;      /* the export list being built (rename.c) */
    ModInfo **mods; int nmods;
    ModInfo *base;             /* the library module Base (LIB_MODULE) */
    ModInfo *cur;              /* module being processed */
    const char *file;          /* its file, for messages */
    bool in_user;              /* processing the user's module */
    LocalBind *locals;
    const char *path;          /* qualname of the enclosing binding or NULL */
    ConInfo *con_true, *con_false, *con_nil, *con_cons, *con_unit;
    Entity *builtins[3 + MAX_TUPLE]; int nbuiltins; /* (), [], :, tuples:
                                                       in scope everywhere */
    PtrVec big_tuples;         /* TyCons of tuple types beyond MAX_TUPLE */
    PtrVec classes, insts;     /* ClassInfo*, InstInfo* of every module */
    PtrVec bodies;             /* Decl*, CoreGlobal* pairs: class default
                                  methods and instance methods to desugar */
    TyCon *prim_tycons[6];     /* Int, Integer, Double, Char, Float, Word */
    int globals_done, datas_done, classes_done, insts_done; /* items of the
                                  vectors above already in `prog` */
    jmp_buf fail;              /* set by each phase (desugar_library, _user) */
} Ds;
/* ----------------------------------------------------- common helpers
 * Errors, spans and Core builders; implemented in desugar.c's first
 * sections (see Note [Pass order of the front end] in compile.h). */

_Noreturn void ds_error(Ds *ds, SrcSpan span, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* GHC's error for a tuple value or pattern of more than MAX_TUPLE
   components. */
void ds_check_tuple(Ds *ds, int n, SrcSpan span);
const char *ds_span_text(Ds *ds, SrcSpan s);  /* "3:1-7" or "(3,1)-(5,17)" */
/* A place of the current module as the user sees it, after its LINE
   pragmas (Note [LINE pragmas] in diag.c): "f.hs:3:1-7" ... */
const char *ds_loc(Ds *ds, SrcSpan s);
/* ... and its start alone: "f.hs:3:1". */
const char *ds_pos(Ds *ds, SrcSpan s);
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
void ds_push_local(Ds *ds, const char *name, CoreVar *v);

#endif
