/*
 * parser_int.h -- private interface of the parser's files: parser.c (the
 * entry point, token access, errors, blocks, names, bindings and the
 * module), parse_type.c, parse_pat.c, parse_expr.c and parse_tydecl.c.
 * Nothing else includes it; the parser's interface is parser.h.
 *
 * Invariants
 *  - Errors unwind with longjmp to the innermost handler (Parser.on_error):
 *    parse_module's or parse_attempt's.  All nodes live in the arena and
 *    lists are built on the parser's scratch stack, so unwinding leaks
 *    nothing (Note [Trying alternatives] in parser.c).
 *  - The token-access and scratch-stack helpers below are static inline:
 *    every file of the parser reads tokens through them.
 */
#ifndef LAZYRTS_PARSER_INT_H
#define LAZYRTS_PARSER_INT_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "parser.h"

#define KEYWORDS(X)                                                        \
    X(lparen, "(") X(rparen, ")") X(comma, ",") X(semi, ";")               \
    X(lbrack, "[") X(rbrack, "]") X(bquote, "`") X(lbrace, "{")            \
    X(rbrace, "}")                                                         \
    X(k_case, "case") X(k_class, "class") X(k_data, "data")               \
    X(k_default, "default") X(k_deriving, "deriving") X(k_do, "do")        \
    X(k_else, "else") X(k_if, "if") X(k_import, "import") X(k_in, "in")    \
    X(k_infix, "infix") X(k_infixl, "infixl") X(k_infixr, "infixr")        \
    X(k_instance, "instance") X(k_let, "let") X(k_module, "module")        \
    X(k_newtype, "newtype") X(k_of, "of") X(k_then, "then")                \
    X(k_type, "type") X(k_where, "where") X(k_wild, "_")                   \
    X(dotdot, "..") X(colon, ":") X(dcolon, "::") X(equals, "=")           \
    X(backslash, "\\") X(bar, "|") X(larrow, "<-") X(rarrow, "->")         \
    X(at, "@") X(tilde, "~") X(darrow, "=>")                               \
    X(minus, "-") X(bang, "!") X(v_qualified, "qualified") X(v_as, "as")   \
    X(v_hiding, "hiding") X(unit, "()") X(nil, "[]") X(main_, "Main")      \
    X(inline_, "INLINE") X(noinline_, "NOINLINE")

typedef struct Keys {
#define FIELD(f, s) const char *f;
    KEYWORDS(FIELD)
#undef FIELD
} Keys;

typedef struct Parser {
    Arena *arena;
    const SourceFile *src;
    Layout L;
    Token tok;              /* look-ahead */
    Token last;             /* last real token consumed (ends spans) */
    jmp_buf *on_error;      /* innermost error handler */
    int speculating;        /* > 0: errors unwind silently */
    SrcSpan late_span;      /* first error GHC finds after parsing (in its */
    const char *late_msg;   /* renamer), reported if the parse succeeds */
    SrcSpan soft_span;      /* first error GHC's parser reports without */
    const char *soft_msg;   /* stopping: it wins over a later parse error */
    unsigned char *scratch; /* stack on which lists are built */
    size_t top, cap;        /* its used and allocated bytes */
    Keys k;
} Parser;

typedef struct Mark {
    LayoutState st, before;
    bool last_real;
    Token tok, last;
    size_t top;
} Mark;

/* =========================================================== the stack */

static inline size_t sc_mark(Parser *P) { return P->top; }

static inline void sc_push(Parser *P, const void *item, size_t size)
{
    if (P->top + size > P->cap) {
        size_t ncap = P->cap ? P->cap * 2 : 4096;
        while (ncap < P->top + size) ncap *= 2;
        unsigned char *s = realloc(P->scratch, ncap);
        if (!s) abort();
        P->scratch = s;
        P->cap = ncap;
    }
    memcpy(P->scratch + P->top, item, size);
    P->top += size;
}

static inline void sc_ptr(Parser *P, const void *p) { sc_push(P, &p, sizeof p); }

/* Moves the items pushed since `mark` into the arena. */
static inline void *sc_finish(Parser *P, size_t mark, size_t size, int *count)
{
    size_t bytes = P->top - mark;
    *count = (int)(bytes / size);
    void *out = NULL;
    if (bytes) {
        out = arena_alloc(P->arena, bytes);
        memcpy(out, P->scratch + mark, bytes);
    }
    P->top = mark;
    return out;
}

#define SC_FINISH(P, mark, T, countp) ((T *)sc_finish((P), (mark), sizeof(T), (countp)))

/* ======================================================= token access */

static inline void fetch(Parser *P)
{
    P->tok = layout_next(&P->L);
}

static inline void advance(Parser *P)
{
    if (P->tok.kind < TK_VLBRACE && P->tok.kind != TK_EOF) P->last = P->tok;
    fetch(P);
}

static inline Mark mark(Parser *P)
{
    return (Mark){ P->L.st, P->L.before, P->L.last_real, P->tok, P->last, P->top };
}

static inline void reset(Parser *P, Mark m)
{
    P->L.st = m.st;
    P->L.before = m.before;
    P->L.last_real = m.last_real;
    P->tok = m.tok;
    P->last = m.last;
    P->top = m.top;
}

static inline bool is_special(Parser *P, const char *s)
{
    return P->tok.kind == TK_SPECIAL && P->tok.text == s;
}
static inline bool is_rid(Parser *P, const char *s)
{
    return P->tok.kind == TK_RESERVEDID && P->tok.text == s;
}
static inline bool is_rop(Parser *P, const char *s)
{
    return P->tok.kind == TK_RESERVEDOP && P->tok.text == s;
}
static inline bool is_varsym(Parser *P, const char *s)
{
    return P->tok.kind == TK_VARSYM && P->tok.qual == NULL && P->tok.text == s;
}
static inline bool is_semi(Parser *P)
{
    return P->tok.kind == TK_VSEMI || is_special(P, P->k.semi);
}
static inline bool is_literal(const Token *t)
{
    return t->kind == TK_INTEGER || t->kind == TK_FLOAT ||
           t->kind == TK_CHAR || t->kind == TK_STRING;
}

/* Span from `start` to the end of the last consumed real token. */
static inline SrcSpan span_from(Parser *P, SrcSpan start)
{
    SrcSpan s = start;
    s.l2 = P->last.span.l2;
    s.c2 = P->last.span.c2;
    if (s.l2 < s.l1 || (s.l2 == s.l1 && s.c2 < s.c1)) {
        s.l2 = s.l1;
        s.c2 = s.c1;
    }
    return s;
}

static inline SrcSpan join(SrcSpan a, SrcSpan b)
{
    return (SrcSpan){ a.l1, a.c1, b.l2, b.c2 };
}

static inline bool before(SrcSpan a, SrcSpan b)
{
    return a.l1 < b.l1 || (a.l1 == b.l1 && a.c1 < b.c1);
}

typedef void *(*ParseFn)(Parser *P);

/* ============================================================== names */

static inline Name tok_name(const Token *t)
{
    return (Name){ t->qual, t->text, t->span };
}

static inline Name make_name(const char *id, SrcSpan sp)
{
    return (Name){ NULL, id, sp };
}

/* ------------------------------------------------- errors (parser.c) */

_Noreturn void parse_fail_at(Parser *P, SrcSpan sp, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A parse error at the look-ahead token, worded as GHC words it. */
_Noreturn void parse_fail_tok(Parser *P);
void parse_expect_special(Parser *P, const char *s);
void parse_expect_rop(Parser *P, const char *s);
void parse_expect_rid(Parser *P, const char *s);
/* An error GHC reports after parsing (its renamer checks it). */
void parse_late_error(Parser *P, SrcSpan sp, const char *msg);
/* An error GHC's parser records and goes on. */
void parse_soft_error(Parser *P, SrcSpan sp, const char *msg);
/* Runs `fn` with errors silenced; NULL (state restored) if it failed.
   See Note [Trying alternatives] in parser.c. */
void *parse_attempt(Parser *P, ParseFn fn);

/* ----------------------------------------- blocks and names (parser.c) */

bool parse_block_open(Parser *P);
bool parse_block_more(Parser *P, bool explicit_, bool after_item);
const char *parse_tuple_name(Parser *P, int commas);  /* `(,,)` */
int parse_count_commas(Parser *P);
Name parse_var_def(Parser *P);
bool parse_at_qop(Parser *P);
Name parse_qop(Parser *P, bool *is_con);
bool parse_at_conop(Parser *P);
Literal parse_negate_literal(Parser *P, Literal lit);

/* ---------------------------------------------------- types (parse_type.c) */

Type *parse_new_type(Parser *P, TypeKind kind, SrcSpan sp);
bool parse_starts_atype(Parser *P);
Type *parse_atype(Parser *P);
Type *parse_btype(Parser *P);
Type *parse_type(Parser *P);
Context parse_to_context(Parser *P, Type *t);
Type *parse_qual_type(Parser *P, Context *ctx);

/* --------------------------------------------------- patterns (parse_pat.c) */

Pat *parse_new_pat(Parser *P, PatKind kind, SrcSpan sp);
bool parse_starts_apat(Parser *P);
Pat *parse_apat(Parser *P);
Pat *parse_pat(Parser *P);

/* ----------------------------------------- expressions (parse_expr.c) */

Expr *parse_exp(Parser *P);
Rhs *parse_rhs(Parser *P, bool is_alt);

/* ------------------------------------------------ declarations (parser.c,
 * parse_tydecl.c) */

Decl *parse_new_decl(Parser *P, DeclKind kind, SrcSpan sp);
Decl *parse_decl(Parser *P, bool top);
Decl **parse_decl_block(Parser *P, int *n);
Decl *parse_topdecl(Parser *P);

#endif
