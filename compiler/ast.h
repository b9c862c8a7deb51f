/*
 * ast.h -- the abstract syntax tree the parser produces and the renamer /
 * desugarer consumes.
 *
 * Invariants
 *  - Every node lives in the compilation arena (arena.h) and is never freed
 *    individually; strings are interned (arena_intern) so names compare by
 *    pointer.
 *  - Every node carries the source span of the text it was parsed from.
 *    Lines and columns are 1-based; `c2` is the column of the LAST character
 *    (inclusive), as GHC prints spans (`nfib.hs:5:1-53`).
 *  - Operator applications are NOT resolved by the parser: fixity
 *    declarations may follow their uses, so an infix expression or pattern
 *    is kept as a flat sequence (E_OPSEQ / P_OPSEQ) and the renamer
 *    resolves it (Haskell 2010 report, section 10.6).
 *  - Names keep their qualifier apart (`Data.List.sort` -> qual
 *    "Data.List", id "sort"); `qual` is NULL for an unqualified name.
 *  - Arrays are (pointer, count) pairs; a count of 0 may have a NULL pointer.
 *  - Type syntax is parsed and kept (Type) but not interpreted before the
 *    type checker exists.
 */
#ifndef LAZYRTS_AST_H
#define LAZYRTS_AST_H

#include <stdbool.h>
#include <stdint.h>

typedef struct SrcSpan {
    int l1, c1;   /* first character */
    int l2, c2;   /* last character (inclusive) */
} SrcSpan;

typedef struct Name {
    const char *qual;   /* module qualifier or NULL */
    const char *id;     /* identifier or operator symbol, interned */
    SrcSpan span;
} Name;

typedef struct Expr Expr;
typedef struct Pat Pat;
typedef struct Decl Decl;
typedef struct Type Type;
typedef struct Rhs Rhs;
typedef struct Stmt Stmt;

/* ---------------------------------------------------------------- literals */

typedef enum LitKind {
    LIT_INT,      /* integer literal: value in `i` if it fits, text in `text` */
    LIT_FRAC,     /* floating literal: value in `d`, text in `text` */
    LIT_CHAR,     /* code point in `i` */
    LIT_STRING    /* code points in `str` / `len` */
} LitKind;

typedef struct Literal {
    LitKind kind;
    bool big;              /* LIT_INT only: does not fit int64; see `text` */
    int64_t i;
    double d;
    const char *text;      /* LIT_INT: decimal digits (base converted);
                              LIT_FRAC: the literal as written */
    const int32_t *str;    /* LIT_STRING: code points */
    int len;
} Literal;

/* ------------------------------------------------------------------- types */

typedef enum TypeKind {
    T_VAR,     /* a */
    T_CON,     /* Int, Maybe, [] , (,) , (->) ; name in `name` */
    T_APP,     /* fun arg */
    T_FUN,     /* a -> b  (fun = a, arg = b) */
    T_LIST,    /* [a]  (arg) */
    T_TUPLE,   /* (a, b, ...)  (elems) */
    T_BANG     /* !a  (arg), only in constructor fields */
} TypeKind;

struct Type {
    TypeKind kind;
    SrcSpan span;
    Name name;                 /* T_VAR, T_CON */
    Type *fun, *arg;           /* T_APP, T_FUN, T_LIST, T_BANG */
    Type **elems; int nelems;  /* T_TUPLE */
};

typedef struct Context {       /* (Eq a, Show b) => */
    Name *classes; Type **types; int n;
} Context;

/* ---------------------------------------------------------------- patterns */

typedef enum PatKind {
    P_VAR,      /* x */
    P_WILD,     /* _ */
    P_LIT,      /* 3, -3, 'c', "str", 2.5 (negative literal: lit.i < 0) */
    P_CON,      /* Con p1 .. pn (prefix; also nullary constructors) */
    P_OPSEQ,    /* p1 op p2 op ... (infix constructor operators, e.g. x:xs) */
    P_TUPLE,    /* (p1, .., pn), n >= 2 */
    P_LIST,     /* [p1, .., pn] */
    P_AS,       /* x@p */
    P_LAZY,     /* ~p */
    P_BANG,     /* !p */
    P_RECORD    /* Con { f1 = p1, f2 } (a punned field has pat == NULL) */
} PatKind;

typedef struct FieldPat { Name field; Pat *pat; } FieldPat;

struct Pat {
    PatKind kind;
    SrcSpan span;
    Name name;                  /* P_VAR, P_AS (the variable), P_CON, P_RECORD */
    Literal lit;                /* P_LIT */
    Pat **args; int nargs;      /* P_CON args, P_TUPLE / P_LIST elems,
                                   P_OPSEQ operands (nargs = nops + 1) */
    Name *ops; int nops;        /* P_OPSEQ operators: ops[i] sits between
                                   args[i] and args[i+1] */
    Pat *pat;                   /* P_AS, P_LAZY, P_BANG */
    FieldPat *fields; int nfields; /* P_RECORD */
};

/* ------------------------------------------------------------- expressions */

typedef enum ExprKind {
    E_VAR,        /* x, M.x, (+), (M.+) */
    E_CON,        /* Just, (:), (), [], (,), (,,) */
    E_LIT,
    E_APP,        /* fun arg (binary) */
    E_OPSEQ,      /* e1 op e2 op ... with optional prefix minus; see OpItem */
    E_NEG,        /* never produced by the parser; the renamer may use it */
    E_LAMBDA,     /* \p1 .. pn -> body */
    E_LET,        /* let decls in body */
    E_IF,         /* if cond then e1 else e2 */
    E_CASE,       /* case scrut of alts */
    E_DO,         /* do { stmts }, last statement an expression */
    E_TUPLE,      /* (e1, .., en), n >= 2 */
    E_LIST,       /* [e1, .., en] */
    E_ENUM,       /* [from ..], [from, then ..], [from .. to], [from, then .. to] */
    E_COMP,       /* [ body | quals ] */
    E_LSECTION,   /* (e op) : operand in `body`, operator in `op` */
    E_RSECTION,   /* (op e) : operand in `body`, operator in `op`; never (- e) */
    E_TYPED,      /* e :: type  (context allowed) */
    E_RECCON,     /* Con { f = e, .. } */
    E_RECUPD,     /* e { f = e, .. } */
    E_SCC,        /* {-# SCC "label" #-} e  or {-# SCC label #-} e */
    E_PAREN       /* (e): kept so that fixity resolution and sections know
                     where the programmer put parentheses */
} ExprKind;

typedef struct OpItem {
    bool is_op;      /* operator (then `op`) or operand (then `e`) */
    bool is_neg;     /* prefix minus: an operator item with op.id == "-"
                        standing where an operand may start */
    Name op;         /* backquoted identifiers appear here too (`div`) */
    Expr *e;
} OpItem;

typedef struct Alt {           /* case alternative: pat -> rhs */
    Pat *pat;
    Rhs *rhs;
    SrcSpan span;
} Alt;

typedef struct FieldBind {     /* f = e (in record construction / update) */
    Name field;
    Expr *e;                   /* NULL for a punned field (not in H2010) */
} FieldBind;

struct Expr {
    ExprKind kind;
    SrcSpan span;
    Name name;                 /* E_VAR, E_CON, E_RECCON (constructor) */
    Literal lit;               /* E_LIT */
    Expr *fun, *arg;           /* E_APP */
    OpItem *items; int nitems; /* E_OPSEQ */
    Pat **pats; int npats;     /* E_LAMBDA */
    Expr *body;                /* E_LAMBDA, E_LET, E_LSECTION, E_RSECTION,
                                  E_TYPED, E_RECUPD (record), E_SCC, E_PAREN,
                                  E_COMP (the element expression) */
    Name op;                   /* E_LSECTION, E_RSECTION */
    Decl **decls; int ndecls;  /* E_LET */
    Expr *cond, *then_, *else_;/* E_IF */
    Expr *scrut;               /* E_CASE */
    Alt *alts; int nalts;      /* E_CASE */
    Stmt **stmts; int nstmts;  /* E_DO, E_COMP (qualifiers) */
    Expr **elems; int nelems;  /* E_TUPLE, E_LIST */
    Expr *from, *then, *to;    /* E_ENUM (then, to may be NULL) */
    Type *type; Context ctx;   /* E_TYPED */
    FieldBind *fields; int nfields; /* E_RECCON, E_RECUPD */
    const char *label;         /* E_SCC: the label as written (without quotes) */
};

/* ---------------------------------------------- statements, guards, rhs */

typedef enum StmtKind {
    S_BIND,    /* pat <- e */
    S_LET,     /* let decls */
    S_EXPR     /* e (in a guard: a boolean guard) */
} StmtKind;

struct Stmt {
    StmtKind kind;
    SrcSpan span;
    Pat *pat;
    Expr *e;
    Decl **decls; int ndecls;
};

typedef struct Guarded {       /* | g1, g2 = e   (guards are statements) */
    Stmt **guards; int nguards;
    Expr *e;
    SrcSpan span;
} Guarded;

struct Rhs {
    Expr *plain;                 /* `= e` (or `-> e`), or NULL if guarded */
    Guarded *guarded; int nguarded;
    Decl **where; int nwhere;    /* where bindings (scope over all guards) */
    SrcSpan span;
};

/* ------------------------------------------------------------ declarations */

typedef enum DeclKind {
    D_SIG,        /* f, g :: type */
    D_FIXITY,     /* infixl 6 +, - */
    D_FUN,        /* function binding: one or more clauses of one name */
    D_PAT,        /* pattern binding  p = rhs  (also a plain variable x = e,
                     which is a D_PAT whose pattern is a P_VAR) */
    D_DATA,       /* data T a = C1 .. | C2 .. deriving (..) */
    D_NEWTYPE,    /* newtype T a = C t deriving (..) */
    D_TYPE,       /* type T a = t */
    D_CLASS,      /* class ctx => C a where decls */
    D_INSTANCE,   /* instance ctx => C t where decls */
    D_PRAGMA,     /* {-# INLINE f #-} / NOINLINE: name in `name`, `pragma` */
    D_DEFAULT     /* default (t1, ..) */
} DeclKind;

typedef enum Assoc { ASSOC_LEFT, ASSOC_RIGHT, ASSOC_NONE } Assoc;

typedef struct Clause {        /* f p1 .. pn rhs  (also p1 `op` p2 rhs) */
    Pat **pats; int npats;
    Rhs *rhs;
    bool infix;                /* written as p1 op p2 */
    SrcSpan span;
} Clause;

typedef struct ConDecl {
    Name name;
    Type **args; int nargs;    /* field types; strict ones are T_BANG */
    Name *fields;              /* record field names per argument, or NULL
                                  if not a record constructor */
    bool infix;                /* declared as  a :+: b */
    SrcSpan span;
} ConDecl;

struct Decl {
    DeclKind kind;
    SrcSpan span;              /* whole declaration (D_FUN: all clauses) */
    /* D_SIG */
    Name *names; int nnames;   /* D_SIG, D_FIXITY (operators) */
    Type *type;                /* D_SIG, D_TYPE (rhs), D_INSTANCE (head type) */
    Context ctx;               /* D_SIG, D_CLASS, D_INSTANCE */
    /* D_FIXITY */
    Assoc assoc; int prec;
    /* D_FUN */
    Name name;                 /* D_FUN, D_DATA, D_NEWTYPE, D_TYPE, D_CLASS,
                                  D_INSTANCE (class), D_PRAGMA */
    Clause *clauses; int nclauses;
    /* D_PAT */
    Pat *pat;
    Rhs *rhs;
    /* D_DATA / D_NEWTYPE / D_TYPE / D_CLASS */
    Name *tyvars; int ntyvars;
    ConDecl *cons; int ncons;
    Name *deriving; int nderiving;
    SrcSpan deriving_span;     /* span of the deriving clause */
    /* D_CLASS / D_INSTANCE */
    Decl **body; int nbody;
    bool derived;              /* D_INSTANCE made by derive.c from a
                                  deriving clause (derive.h) */
    /* D_PRAGMA */
    const char *pragma;        /* "INLINE", "NOINLINE", "SCC" (upper case) */
    const char *scc_label;     /* {-# SCC f "label" #-}: the label, else NULL */
    /* D_DEFAULT */
    Type **types; int ntypes;
};

/* ----------------------------------------------------------------- modules */

typedef struct ImportItem {    /* x, (+), T, T(..), T(C1, C2) */
    Name name;
    bool all_subs;             /* T(..) */
    Name *subs; int nsubs;     /* T(C1, C2) */
} ImportItem;

typedef struct Import {
    Name module;
    bool qualified;
    const char *as;            /* NULL if no `as` */
    bool hiding;
    bool has_list;             /* an import list (or hiding list) was given */
    ImportItem *items; int nitems;
    SrcSpan span;
} Import;

typedef struct ExportItem {    /* x, T(..), module M */
    Name name;
    bool is_module;
    bool all_subs;
    Name *subs; int nsubs;
} ExportItem;

typedef struct Module {
    const char *file;          /* file name as given (used in spans/messages) */
    Name name;                 /* "Main" when the header is omitted */
    bool has_header;           /* `module M ... where` was written */
    bool has_exports;
    ExportItem *exports; int nexports;
    Import *imports; int nimports;
    Decl **decls; int ndecls;
} Module;

#endif /* LAZYRTS_AST_H */
