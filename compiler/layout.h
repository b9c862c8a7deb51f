/*
 * layout.h -- the layout algorithm of the Haskell 2010 report, section
 * 10.3 (layout.c): inserts the implicit braces and semicolons into the
 * lexer's tokens (lexer.h), including the parse-error(t) rule, which the
 * parser (parser.h) drives.
 */
#ifndef LAZYRTS_LAYOUT_H
#define LAZYRTS_LAYOUT_H

#include "lexer.h"

/* All tokens of a file after the layout algorithm's first phase
   (L's input: tokens annotated with {n} and <n> markers are resolved into
   TK_VLBRACE/TK_VSEMI/TK_VRBRACE where no parse-error(t) rule is needed).
   Used by unit tests; the parser drives layout incrementally. */
Token *layout_tokens(Arena *arena, const SourceFile *src, int *count);

/* ------------------------------------------------------------ the layout
 * Incremental form of the algorithm L, driven by the parser.  The context
 * stack is a persistent list in the arena, so the whole state is a small
 * value: the parser saves and restores it to try an alternative (a
 * pattern before `<-`, say) without any undo log.  See Note [Layout] in
 * layout.c. */

typedef struct LayoutCtx {
    int col;                   /* indentation of an implicit block, 0 for
                                  an explicit `{` */
    struct LayoutCtx *next;    /* enclosing context */
} LayoutCtx;

typedef struct LayoutState {
    int pos;                   /* index of the next raw token */
    LayoutCtx *ctx;            /* context stack (top first), NULL = empty */
    bool open_pending;         /* a {n} stands before raw[pos] */
    bool open_is_do;           /* ... and it follows `do` (see Note) */
    bool bol_pending;          /* a <n> stands before raw[pos] */
    bool close_after_open;     /* empty implicit block: `}` comes next */
} LayoutState;

/* A token as the layout keeps it: a Token without its Literal, which
   sits in a side table, so that the whole file's tokens stay small. */
typedef struct RawToken {
    SrcSpan span;
    const char *qual;          /* Token.qual; for TK_PRAGMA_SCC, Token.text2 */
    const char *text;
    int off, end;
    int lit;                   /* index in Layout.lits, or -1 */
    unsigned char kind;        /* TokKind */
    unsigned char flags;       /* TF_* */
} RawToken;

typedef struct Layout {
    Arena *arena;
    Lexer *lexer;              /* kept for its deferred lexical error */
    RawToken *raw; int nraw;   /* the file's tokens, last one TK_EOF
                                  (malloc'd: see layout_free) */
    Literal *lits; int nlits;  /* literals of the literal tokens (arena) */
    LayoutState st;            /* current state */
    LayoutState before;        /* state before the last real token */
    bool last_real;            /* last token returned was a real one */
    const char *kw_let, *kw_where, *kw_do, *kw_of, *kw_module;
    const char *lbrace, *rbrace;
} Layout;

/* Lexes the whole file (lexical errors are deferred to the point where
   the parser reaches them). */
void layout_init(Layout *L, Arena *arena, const SourceFile *src);
Token layout_next(Layout *L);
/* Releases the token array (tokens already returned stay valid). */
void layout_free(Layout *L);
/* The parse-error(t) rule: if the token just returned was a real one and
   the innermost context is implicit, closes that context, arranges for the
   token to be returned again by the next layout_next, and returns true
   (the caller then treats the position as a virtual `}`). */
bool layout_close_implicit(Layout *L);

#endif
