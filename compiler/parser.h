/*
 * parser.h -- lexer, layout algorithm and parser: source text -> Module.
 *
 * The lexer produces tokens with spans; the layout pass inserts the implicit
 * braces and semicolons of the Haskell 2010 report (section 10.3), including
 * the parse-error(t) rule, which the parser drives by asking the layout
 * context to close an implicit block when it meets a token it cannot accept
 * (`let x = 1 in x`, `(case x of y -> y)`).
 *
 * On error the parser reports through diag_error and returns NULL.  The
 * first error is reported, in GHC's words and position where the parse
 * itself is concerned; the checks GHC makes after parsing (last statement
 * of a `do`, empty `do` or `case`, a bare top-level expression) are
 * reported only if the whole file parses, the first in the file first.
 *
 * What the Module looks like, beyond ast.h:
 *  - consecutive clauses of one function (in any block) form one D_FUN,
 *    its span covering all of them; `x = e` and `x | g = e` are D_PAT
 *    with a P_VAR; `(f . g) x = e` is a clause of (.) with pats f g x;
 *  - built-in constructors are named "()", "[]", ":", "(,)", "(,,)"...
 *    in E_CON, P_CON and T_CON (so `[]` is a P_CON with no arguments,
 *    not an empty P_LIST); `(+)`, `(M.+)`, `(:)` are E_VAR/E_CON whose
 *    span includes the parentheses;
 *  - negative literal patterns are P_LIT with the value negated and
 *    lit.text starting with '-';
 *  - E_OPSEQ appears only with at least one operator or minus sign;
 *  - the context of a data/newtype declaration is parsed and dropped;
 *  - module names (imports, header) are joined: "Data.List".
 */
#ifndef LAZYRTS_PARSER_H
#define LAZYRTS_PARSER_H

#include "arena.h"
#include "ast.h"
#include "diag.h"

/* Also registers `src` with diag_add_source, which keeps a pointer: the
   text (NUL-terminated) must stay alive while errors may be reported. */
Module *parse_module(Arena *arena, const SourceFile *src);

/* ------------------------------------------------------------ the lexer
 * Exposed for unit tests and for the layout pass. */

typedef enum TokKind {
    TK_EOF,
    TK_VARID,      /* x, M.x (qualified: qual != NULL) */
    TK_CONID,      /* Just, M.Just, Data.List (module names lex as CONID) */
    TK_VARSYM,     /* +, M.+ */
    TK_CONSYM,     /* :+, M.:+ */
    TK_INTEGER,
    TK_FLOAT,
    TK_CHAR,
    TK_STRING,
    TK_SPECIAL,    /* ( ) , ; [ ] ` { } */
    TK_RESERVEDID, /* case class data default deriving do else foreign if
                      import in infix infixl infixr instance let module
                      newtype of then type where _ */
    TK_RESERVEDOP, /* .. : :: = \ | <- -> @ ~ => */
    TK_PRAGMA_SCC,     /* {-# SCC ... #-} : label in text */
    TK_PRAGMA_OPEN,    /* {-# INLINE / {-# NOINLINE : name (upper case) in
                          text; the pragma's words follow as tokens up to
                          CLOSE.  Other pragmas (LANGUAGE...) are comments */
    TK_PRAGMA_CLOSE,   /* #-} */
    TK_VLBRACE,    /* virtual { inserted by layout */
    TK_VRBRACE,    /* virtual } inserted by layout */
    TK_VSEMI       /* virtual ; inserted by layout */
} TokKind;

/* Token.flags */
#define TF_BOL        1u  /* first token on its line (gets the layout <n>) */
#define TF_SPACE      2u  /* preceded by white space, a comment or nothing:
                             tells a prefix `!`/`~` (bang / lazy pattern)
                             from the infix operator */
#define TF_SCC_QUOTED 8u  /* TK_PRAGMA_SCC: the label was a string literal */
#define TF_LEXERROR   4u  /* TK_EOF standing for a lexical error that the
                             parser reports when it reaches this point */

typedef struct Token {
    TokKind kind;
    SrcSpan span;
    const char *qual;   /* qualifier of a qualified name, else NULL */
    const char *text;   /* interned: identifier, symbol, special char,
                           reserved word, pragma name / SCC label;
                           NULL for literals and EOF */
    const char *text2;  /* TK_PRAGMA_SCC: the label of a binding's SCC,
                           {-# SCC f "label" #-}, else NULL */
    Literal lit;        /* TK_INTEGER, TK_FLOAT, TK_CHAR, TK_STRING */
    unsigned flags;     /* TF_* */
    int off, end;       /* byte offsets of the token's text in the source
                           (end exclusive); virtual tokens: off == end */
} Token;

typedef struct Lexer Lexer;
/* The source text must be NUL-terminated (SourceFile.text[len] == 0). */
Lexer *lexer_new(Arena *arena, const SourceFile *src);
/* Returns the next raw token (no layout tokens); TK_EOF at the end, and on
   a lexical error reports it and returns TK_EOF with diag_failed() true.
   The EOF token's span is the position just after the last character. */
Token lexer_next(Lexer *lx);
/* Instead of reporting a lexical error at once, return a TK_EOF with
   TF_LEXERROR and keep the message for lexer_report_error: the parser
   reports it only if it gets that far (GHC reports the first error in
   source order). */
void lexer_defer_errors(Lexer *lx);
void lexer_report_error(Lexer *lx);
/* Haskell's `show` of a character without the quotes ('\n' -> "\\n"),
   as GHC prints characters in lexical error messages. */
const char *lexer_show_char(Arena *arena, int32_t c);

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
