/*
 * lexer.h -- the lexer (lexer.c): source text -> tokens with spans.  The
 * first pass of the front end (Note [Pass order of the front end] in
 * compile.h); the layout pass (layout.h) and the parser (parser.h) read
 * its tokens.  Exposed for unit tests and for the layout pass.
 */
#ifndef LAZYRTS_LEXER_H
#define LAZYRTS_LEXER_H

#include "arena.h"
#include "ast.h"
#include "diag.h"

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

#endif
