/*
 * parser.c -- recursive descent over the layout-resolved token stream.
 *
 * Structure: token access and errors, then one fenced section per
 * syntactic category (types, patterns, expressions, statements and
 * right-hand sides, declarations, the module).
 *
 * Errors unwind with longjmp to the innermost handler: parse_module's,
 * which returns NULL, or attempt()'s, which tries another reading.  All
 * nodes live in the arena and lists are built on a scratch stack owned by
 * the parser, so unwinding leaks nothing.  See Note [Trying alternatives].
 */
#include "parser.h"
#include "ast_print.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Note [Trying alternatives]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~
 * A few places cannot tell what they parse from a bounded look-ahead:
 * a `do` statement or guard is `pat <- e` or just `e`, and a declaration
 * whose left-hand side starts with `(` may be a pattern binding, `(x:xs)
 * ++ ys = ..` or `(f . g) x = ..`.  The parser then tries one reading with
 * errors silenced (P->speculating) and, if it fails, restores the state
 * it saved (mark()/reset(): the layout state is a value, see parser.h)
 * and reads the other way.  Patterns are short, so this costs little.
 */

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

static size_t sc_mark(Parser *P) { return P->top; }

static void sc_push(Parser *P, const void *item, size_t size)
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

static void sc_ptr(Parser *P, const void *p) { sc_push(P, &p, sizeof p); }

/* Moves the items pushed since `mark` into the arena. */
static void *sc_finish(Parser *P, size_t mark, size_t size, int *count)
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

static void fetch(Parser *P)
{
    P->tok = layout_next(&P->L);
}

static void advance(Parser *P)
{
    if (P->tok.kind < TK_VLBRACE && P->tok.kind != TK_EOF) P->last = P->tok;
    fetch(P);
}

static Mark mark(Parser *P)
{
    return (Mark){ P->L.st, P->L.before, P->L.last_real, P->tok, P->last, P->top };
}

static void reset(Parser *P, Mark m)
{
    P->L.st = m.st;
    P->L.before = m.before;
    P->L.last_real = m.last_real;
    P->tok = m.tok;
    P->last = m.last;
    P->top = m.top;
}

static bool is_special(Parser *P, const char *s)
{
    return P->tok.kind == TK_SPECIAL && P->tok.text == s;
}
static bool is_rid(Parser *P, const char *s)
{
    return P->tok.kind == TK_RESERVEDID && P->tok.text == s;
}
static bool is_rop(Parser *P, const char *s)
{
    return P->tok.kind == TK_RESERVEDOP && P->tok.text == s;
}
static bool is_varsym(Parser *P, const char *s)
{
    return P->tok.kind == TK_VARSYM && P->tok.qual == NULL && P->tok.text == s;
}
static bool is_semi(Parser *P)
{
    return P->tok.kind == TK_VSEMI || is_special(P, P->k.semi);
}
static bool is_literal(const Token *t)
{
    return t->kind == TK_INTEGER || t->kind == TK_FLOAT ||
           t->kind == TK_CHAR || t->kind == TK_STRING;
}

/* Span from `start` to the end of the last consumed real token. */
static SrcSpan span_from(Parser *P, SrcSpan start)
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

static SrcSpan join(SrcSpan a, SrcSpan b)
{
    return (SrcSpan){ a.l1, a.c1, b.l2, b.c2 };
}

/* ============================================================= errors */

static _Noreturn void unwind(Parser *P)
{
    longjmp(*P->on_error, 1);
}

static _Noreturn void fail_at(Parser *P, SrcSpan sp, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool before(SrcSpan a, SrcSpan b)
{
    return a.l1 < b.l1 || (a.l1 == b.l1 && a.c1 < b.c1);
}

static _Noreturn void fail_at(Parser *P, SrcSpan sp, const char *fmt, ...)
{
    if (!P->speculating && P->soft_msg && before(P->soft_span, sp)) {
        diag_error(P->src->name, P->soft_span, "%s", P->soft_msg);
    } else if (!P->speculating) {
        char msg[512];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        diag_error(P->src->name, sp, "%s", msg);
    }
    unwind(P);
}

/* A parse error at the look-ahead token, worded as GHC words it. */
static _Noreturn void fail_tok(Parser *P)
{
    const Token *t = &P->tok;
    if (P->speculating) unwind(P);
    if (t->kind == TK_EOF && (t->flags & TF_LEXERROR)) {
        if (P->soft_msg && before(P->soft_span, t->span)) fail_at(P, t->span, "%s", "");
        lexer_report_error(P->L.lexer);
        unwind(P);
    }
    if (t->kind == TK_EOF || t->kind >= TK_VLBRACE)
        fail_at(P, t->span,
                "parse error (possibly incorrect indentation or mismatched brackets)");
    fail_at(P, t->span, "parse error on input \xe2\x80\x98%.*s\xe2\x80\x99",
            t->end - t->off, P->src->text + t->off);
}

static void expect_special(Parser *P, const char *s)
{
    if (!is_special(P, s)) fail_tok(P);
    advance(P);
}
static void expect_rop(Parser *P, const char *s)
{
    if (!is_rop(P, s)) fail_tok(P);
    advance(P);
}
static void expect_rid(Parser *P, const char *s)
{
    if (!is_rid(P, s)) fail_tok(P);
    advance(P);
}

/* Errors that GHC reports after parsing (its renamer checks them): a
   parse error anywhere in the file wins over them, and among them the
   first in the file, as GHC sorts its messages by position. */
static void late_error(Parser *P, SrcSpan sp, const char *msg)
{
    if (P->speculating) return;
    if (P->late_msg && (P->late_span.l1 < sp.l1 ||
                        (P->late_span.l1 == sp.l1 && P->late_span.c1 <= sp.c1)))
        return;
    P->late_span = sp;
    P->late_msg = msg;
}

/* An error GHC's parser records and goes on: reported instead of a
   later parse error, or at the end if none comes. */
static void soft_error(Parser *P, SrcSpan sp, const char *msg)
{
    if (P->speculating || (P->soft_msg && !before(sp, P->soft_span))) return;
    P->soft_span = sp;
    P->soft_msg = msg;
}

typedef void *(*ParseFn)(Parser *P);

/* Runs `fn` with errors silenced; on failure (error or NULL result)
   restores the state and returns NULL.  See Note [Trying alternatives]. */
static void *attempt(Parser *P, ParseFn fn)
{
    Mark m = mark(P);
    jmp_buf here;
    jmp_buf *outer = P->on_error;
    void *volatile result = NULL;
    P->on_error = &here;
    P->speculating++;
    if (setjmp(here) == 0) result = fn(P);
    P->on_error = outer;
    P->speculating--;
    if (!result) reset(P, m);
    return result;
}

/* ============================================================= blocks
 * A block is `{ item ; item ... }` with explicit or virtual braces.  The
 * parse-error(t) rule of the layout algorithm lives in block_more. */

static bool block_open(Parser *P)
{
    if (P->tok.kind == TK_VLBRACE) {
        advance(P);
        return false;
    }
    expect_special(P, P->k.lbrace);
    return true;
}

/* Tokens that can never begin a declaration, statement or alternative:
   meeting one where an item could start ends an implicit block. */
static bool cannot_start_item(Parser *P)
{
    const Token *t = &P->tok;
    switch (t->kind) {
    case TK_EOF: case TK_PRAGMA_CLOSE: case TK_CONSYM:
        return true;
    case TK_VARSYM:
        return !is_varsym(P, P->k.minus) && !is_varsym(P, P->k.bang);
    case TK_SPECIAL:
        return t->text == P->k.rparen || t->text == P->k.rbrack ||
               t->text == P->k.comma || t->text == P->k.bquote ||
               t->text == P->k.rbrace;
    case TK_RESERVEDID:
        return t->text == P->k.k_in || t->text == P->k.k_then ||
               t->text == P->k.k_else || t->text == P->k.k_of ||
               t->text == P->k.k_where || t->text == P->k.k_deriving;
    case TK_RESERVEDOP:
        return t->text != P->k.tilde && t->text != P->k.backslash;
    default:
        return false;
    }
}

/* Called before each item and after it (`after_item`).  Skips
   separators; returns false (having consumed the closing brace) at the
   end of the block, true if an item starts here. */
static bool block_more(Parser *P, bool explicit_, bool after_item)
{
    for (;;) {
        if (is_semi(P)) {
            advance(P);
            after_item = false;
            continue;
        }
        if (explicit_ ? is_special(P, P->k.rbrace) : P->tok.kind == TK_VRBRACE) {
            advance(P);
            return false;
        }
        if (!explicit_ && (after_item || cannot_start_item(P))) {
            /* parse-error(t): close the implicit block before t. */
            if (!layout_close_implicit(&P->L)) fail_tok(P);
            fetch(P);
            return false;
        }
        if (after_item) fail_tok(P);
        return true;
    }
}

/* ============================================================== names */

static Name tok_name(const Token *t)
{
    return (Name){ t->qual, t->text, t->span };
}

static Name make_name(const char *id, SrcSpan sp)
{
    return (Name){ NULL, id, sp };
}

/* `(,,)` with `commas` commas. */
static const char *tuple_name(Parser *P, int commas)
{
    char buf[64];
    int n = 0;
    if (commas > 60) commas = 60;
    buf[n++] = '(';
    for (int i = 0; i < commas; i++) buf[n++] = ',';
    buf[n++] = ')';
    return arena_intern_n(P->arena, buf, (size_t)n);
}

/* After `(` and the first comma: counts commas up to `)`. */
static int count_commas(Parser *P)
{
    int n = 0;
    while (is_special(P, P->k.comma)) {
        n++;
        advance(P);
    }
    expect_special(P, P->k.rparen);
    return n;
}

/* An unqualified variable name being defined: x or (+). */
static bool at_var_def(Parser *P)
{
    return P->tok.kind == TK_VARID && P->tok.qual == NULL;
}

/* `( varsym )` starting at the look-ahead? (unqualified, not consumed) */
static bool at_paren_varsym(Parser *P)
{
    if (!is_special(P, P->k.lparen)) return false;
    Mark m = mark(P);
    advance(P);
    bool ok = P->tok.kind == TK_VARSYM && P->tok.qual == NULL;
    if (ok) {
        advance(P);
        ok = is_special(P, P->k.rparen);
    }
    reset(P, m);
    return ok;
}

/* var: x | ( varsym ); consumes it. */
static Name parse_var_def(Parser *P)
{
    if (at_var_def(P)) {
        Name n = tok_name(&P->tok);
        advance(P);
        return n;
    }
    if (!at_paren_varsym(P)) fail_tok(P);
    advance(P);
    Name n = tok_name(&P->tok);
    advance(P);
    advance(P);
    return n;
}

/* Is the look-ahead an operator of an expression (qop)? */
static bool at_qop(Parser *P)
{
    switch (P->tok.kind) {
    case TK_VARSYM: case TK_CONSYM: return true;
    case TK_RESERVEDOP: return P->tok.text == P->k.colon;
    case TK_SPECIAL: return P->tok.text == P->k.bquote;
    default: return false;
    }
}

/* qop: operator symbol or `ident`. Sets *is_con for constructors. */
static Name parse_qop(Parser *P, bool *is_con)
{
    if (is_special(P, P->k.bquote)) {
        SrcSpan start = P->tok.span;
        advance(P);
        if (P->tok.kind != TK_VARID && P->tok.kind != TK_CONID) fail_tok(P);
        Name n = tok_name(&P->tok);
        *is_con = P->tok.kind == TK_CONID;
        advance(P);
        expect_special(P, P->k.bquote);
        n.span = span_from(P, start);
        return n;
    }
    if (!at_qop(P)) fail_tok(P);
    Name n = tok_name(&P->tok);
    *is_con = P->tok.kind != TK_VARSYM;
    advance(P);
    return n;
}

/* A constructor operator of a pattern: consym, `:` or `Con`. */
static bool at_conop(Parser *P)
{
    if (P->tok.kind == TK_CONSYM || is_rop(P, P->k.colon)) return true;
    if (!is_special(P, P->k.bquote)) return false;
    Mark m = mark(P);
    advance(P);
    bool con = P->tok.kind == TK_CONID;
    reset(P, m);
    return con;
}

/* A variable operator that a left-hand side may define: varsym or `var`. */
static bool at_varop(Parser *P)
{
    if (P->tok.kind == TK_VARSYM && P->tok.qual == NULL) return true;
    if (!is_special(P, P->k.bquote)) return false;
    Mark m = mark(P);
    advance(P);
    bool var = P->tok.kind == TK_VARID && P->tok.qual == NULL;
    reset(P, m);
    return var;
}

/* A `!` or `~` written as a prefix: space before, none after. */
static bool prefix_occurrence(Parser *P)
{
    if (!(P->tok.flags & TF_SPACE)) return false;
    Mark m = mark(P);
    advance(P);
    bool tight = !(P->tok.flags & TF_SPACE) && P->tok.kind < TK_VLBRACE;
    reset(P, m);
    return tight;
}

static Literal negate_literal(Parser *P, Literal lit)
{
    if (lit.kind == LIT_INT) {
        lit.i = -lit.i;
        lit.text = arena_printf(P->arena, "-%s", lit.text);
    } else {
        lit.d = -lit.d;
        lit.text = arena_printf(P->arena, "-%s", lit.text);
    }
    return lit;
}

/* ============================================================== types */

static Type *parse_type(Parser *P);

static Type *new_type(Parser *P, TypeKind kind, SrcSpan sp)
{
    Type *t = ARENA_NEW(P->arena, Type);
    t->kind = kind;
    t->span = sp;
    return t;
}

static bool starts_atype(Parser *P)
{
    return (P->tok.kind == TK_VARID && P->tok.qual == NULL) ||
           P->tok.kind == TK_CONID || is_special(P, P->k.lparen) ||
           is_special(P, P->k.lbrack);
}

static Type *con_type(Parser *P, const char *id, SrcSpan sp)
{
    Type *t = new_type(P, T_CON, sp);
    t->name = make_name(id, sp);
    return t;
}

static Type *parse_paren_type(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_special(P, P->k.rparen)) {
        advance(P);
        return con_type(P, P->k.unit, span_from(P, start));
    }
    if (is_special(P, P->k.comma)) {
        int commas = count_commas(P);
        return con_type(P, tuple_name(P, commas), span_from(P, start));
    }
    if (is_rop(P, P->k.rarrow)) {
        advance(P);
        expect_special(P, P->k.rparen);
        return con_type(P, P->k.rarrow, span_from(P, start));
    }
    Type *t = parse_type(P);
    if (!is_special(P, P->k.comma)) {
        expect_special(P, P->k.rparen);
        t->span = span_from(P, start);
        return t;
    }
    size_t m = sc_mark(P);
    sc_ptr(P, t);
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_type(P));
    }
    expect_special(P, P->k.rparen);
    Type *tup = new_type(P, T_TUPLE, span_from(P, start));
    tup->elems = SC_FINISH(P, m, Type *, &tup->nelems);
    return tup;
}

static Type *parse_atype(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (P->tok.kind == TK_VARID && P->tok.qual == NULL &&
        strcmp(P->tok.text, "forall") == 0)
        fail_at(P, start, "lazyrts does not support explicit \u2018forall\u2019 "
                "in types (ExplicitForAll, ScopedTypeVariables)");
    if (P->tok.kind == TK_VARID && P->tok.qual == NULL) {
        Type *t = new_type(P, T_VAR, start);
        t->name = tok_name(&P->tok);
        advance(P);
        return t;
    }
    if (P->tok.kind == TK_CONID) {
        Type *t = new_type(P, T_CON, start);
        t->name = tok_name(&P->tok);
        advance(P);
        return t;
    }
    if (is_special(P, P->k.lparen)) return parse_paren_type(P);
    if (is_special(P, P->k.lbrack)) {
        advance(P);
        if (is_special(P, P->k.rbrack)) {
            advance(P);
            return con_type(P, P->k.nil, span_from(P, start));
        }
        Type *t = new_type(P, T_LIST, start);
        t->arg = parse_type(P);
        expect_special(P, P->k.rbrack);
        t->span = span_from(P, start);
        return t;
    }
    fail_tok(P);
}

static Type *parse_btype(Parser *P)
{
    SrcSpan start = P->tok.span;
    Type *t = parse_atype(P);
    while (starts_atype(P)) {
        Type *app = new_type(P, T_APP, start);
        app->fun = t;
        app->arg = parse_atype(P);
        app->span = span_from(P, start);
        t = app;
    }
    return t;
}

static Type *parse_type(Parser *P)
{
    SrcSpan start = P->tok.span;
    Type *t = parse_btype(P);
    if (!is_rop(P, P->k.rarrow)) return t;
    advance(P);
    Type *f = new_type(P, T_FUN, start);
    f->fun = t;
    f->arg = parse_type(P);
    f->span = span_from(P, start);
    return f;
}

/* One class assertion `C t` of a context. */
static void push_assertion(Parser *P, Type *t)
{
    if (t->kind != T_APP || t->fun->kind != T_CON)
        fail_at(P, t->span, "Malformed context: expected a class constraint");
    sc_push(P, &t->fun->name, sizeof(Name));
    sc_ptr(P, t->arg);
}

/* Turns the type parsed before `=>` into a context. */
static Context to_context(Parser *P, Type *t)
{
    Context c = { NULL, NULL, 0 };
    if (t->kind == T_CON && t->name.id == P->k.unit) return c;
    Type **items = &t;
    int n = 1;
    if (t->kind == T_TUPLE) {
        items = t->elems;
        n = t->nelems;
    }
    c.classes = ARENA_ARRAY(P->arena, Name, n);
    c.types = ARENA_ARRAY(P->arena, Type *, n);
    for (int i = 0; i < n; i++) {
        size_t m = sc_mark(P);
        push_assertion(P, items[i]);
        memcpy(&c.classes[i], P->scratch + m, sizeof(Name));
        memcpy(&c.types[i], P->scratch + m + sizeof(Name), sizeof(Type *));
        P->top = m;
    }
    c.n = n;
    return c;
}

/* [context =>] type */
static Type *parse_qual_type(Parser *P, Context *ctx)
{
    Type *t = parse_type(P);
    if (!is_rop(P, P->k.darrow)) {
        *ctx = (Context){ NULL, NULL, 0 };
        return t;
    }
    *ctx = to_context(P, t);
    advance(P);
    return parse_type(P);
}

/* =========================================================== patterns */

static Pat *parse_pat(Parser *P);
static Pat *parse_apat(Parser *P);

static Pat *new_pat(Parser *P, PatKind kind, SrcSpan sp)
{
    Pat *p = ARENA_NEW(P->arena, Pat);
    p->kind = kind;
    p->span = sp;
    return p;
}

static bool starts_apat(Parser *P)
{
    const Token *t = &P->tok;
    if (is_literal(t) || t->kind == TK_CONID) return true;
    if (t->kind == TK_VARID) return t->qual == NULL;
    return is_rid(P, P->k.k_wild) || is_special(P, P->k.lparen) ||
           is_special(P, P->k.lbrack) || is_rop(P, P->k.tilde) ||
           is_varsym(P, P->k.bang);
}

static Pat *con_pat(Parser *P, const char *id, SrcSpan sp)
{
    Pat *p = new_pat(P, P_CON, sp);
    p->name = make_name(id, sp);
    return p;
}

static Pat *parse_record_pat(Parser *P, Name con, SrcSpan start)
{
    advance(P);   /* { */
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rbrace) || P->top != m) {
        FieldPat fp = { .pat = NULL };
        if (P->tok.kind != TK_VARID) fail_tok(P);
        fp.field = tok_name(&P->tok);
        advance(P);
        if (is_rop(P, P->k.equals)) {
            advance(P);
            fp.pat = parse_pat(P);
        }
        sc_push(P, &fp, sizeof fp);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rbrace);
    Pat *p = new_pat(P, P_RECORD, span_from(P, start));
    p->name = con;
    p->fields = SC_FINISH(P, m, FieldPat, &p->nfields);
    return p;
}

static Pat *parse_paren_pat(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_special(P, P->k.rparen)) {
        advance(P);
        return con_pat(P, P->k.unit, span_from(P, start));
    }
    if (is_special(P, P->k.comma)) {
        int commas = count_commas(P);
        return con_pat(P, tuple_name(P, commas), span_from(P, start));
    }
    if (P->tok.kind == TK_CONSYM || is_rop(P, P->k.colon)) {
        Mark m = mark(P);
        Name n = tok_name(&P->tok);
        advance(P);
        if (is_special(P, P->k.rparen)) {
            advance(P);
            Pat *p = new_pat(P, P_CON, span_from(P, start));
            p->name = n;
            return p;
        }
        reset(P, m);
    }
    Pat *p = parse_pat(P);
    if (is_rop(P, P->k.dcolon))
        fail_at(P, P->tok.span, "lazyrts does not support pattern type signatures "
                "(ScopedTypeVariables)");
    if (!is_special(P, P->k.comma)) {
        expect_special(P, P->k.rparen);
        return p;
    }
    size_t m = sc_mark(P);
    sc_ptr(P, p);
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_pat(P));
    }
    expect_special(P, P->k.rparen);
    Pat *tup = new_pat(P, P_TUPLE, span_from(P, start));
    tup->args = SC_FINISH(P, m, Pat *, &tup->nargs);
    return tup;
}

static Pat *parse_list_pat(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_special(P, P->k.rbrack)) {
        advance(P);
        return con_pat(P, P->k.nil, span_from(P, start));
    }
    size_t m = sc_mark(P);
    sc_ptr(P, parse_pat(P));
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_pat(P));
    }
    expect_special(P, P->k.rbrack);
    Pat *p = new_pat(P, P_LIST, span_from(P, start));
    p->args = SC_FINISH(P, m, Pat *, &p->nargs);
    return p;
}

static Pat *parse_apat(Parser *P)
{
    SrcSpan start = P->tok.span;
    const Token *t = &P->tok;
    if (t->kind == TK_VARID && t->qual == NULL) {
        Name n = tok_name(t);
        advance(P);
        if (!is_rop(P, P->k.at)) {
            Pat *p = new_pat(P, P_VAR, start);
            p->name = n;
            return p;
        }
        advance(P);
        Pat *as = new_pat(P, P_AS, start);
        as->name = n;
        as->pat = parse_apat(P);
        as->span = span_from(P, start);
        return as;
    }
    if (t->kind == TK_CONID) {
        Name n = tok_name(t);
        advance(P);
        if (is_special(P, P->k.lbrace)) return parse_record_pat(P, n, start);
        Pat *p = new_pat(P, P_CON, start);
        p->name = n;
        return p;
    }
    if (is_literal(t)) {
        Pat *p = new_pat(P, P_LIT, start);
        p->lit = t->lit;
        advance(P);
        return p;
    }
    if (is_rid(P, P->k.k_wild)) {
        advance(P);
        return new_pat(P, P_WILD, start);
    }
    if (is_rop(P, P->k.tilde) || is_varsym(P, P->k.bang)) {
        PatKind kind = is_rop(P, P->k.tilde) ? P_LAZY : P_BANG;
        advance(P);
        Pat *p = new_pat(P, kind, start);
        p->pat = parse_apat(P);
        p->span = span_from(P, start);
        return p;
    }
    if (is_special(P, P->k.lparen)) return parse_paren_pat(P);
    if (is_special(P, P->k.lbrack)) return parse_list_pat(P);
    fail_tok(P);
}

/* lpat: apat | - literal | gcon apat+ */
static Pat *parse_lpat(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (is_varsym(P, P->k.minus)) {
        advance(P);
        if (P->tok.kind != TK_INTEGER && P->tok.kind != TK_FLOAT) fail_tok(P);
        Pat *p = new_pat(P, P_LIT, start);
        p->lit = negate_literal(P, P->tok.lit);
        advance(P);
        p->span = span_from(P, start);
        return p;
    }
    Pat *p = parse_apat(P);
    if (p->kind != P_CON || p->nargs != 0 || !starts_apat(P)) return p;
    if (p->name.id == P->k.unit || p->name.id == P->k.nil) return p;
    size_t m = sc_mark(P);
    while (starts_apat(P)) sc_ptr(P, parse_apat(P));
    p->args = SC_FINISH(P, m, Pat *, &p->nargs);
    p->span = span_from(P, start);
    return p;
}

/* pat: lpat (conop lpat)* kept flat for the renamer. */
typedef struct PatItem { Name op; Pat *p; } PatItem;   /* op before p */

static Pat *parse_pat(Parser *P)
{
    SrcSpan start = P->tok.span;
    Pat *first = parse_lpat(P);
    if (!at_conop(P)) return first;
    size_t m = sc_mark(P);
    while (at_conop(P)) {
        bool is_con;
        PatItem it;
        it.op = parse_qop(P, &is_con);
        it.p = parse_lpat(P);
        sc_push(P, &it, sizeof it);
    }
    int n;
    PatItem *items = SC_FINISH(P, m, PatItem, &n);
    Pat *p = new_pat(P, P_OPSEQ, span_from(P, start));
    p->nargs = n + 1;
    p->nops = n;
    p->args = ARENA_ARRAY(P->arena, Pat *, n + 1);
    p->ops = ARENA_ARRAY(P->arena, Name, n);
    p->args[0] = first;
    for (int i = 0; i < n; i++) {
        p->ops[i] = items[i].op;
        p->args[i + 1] = items[i].p;
    }
    return p;
}

/* ======================================================== expressions */

static Expr *parse_exp(Parser *P);
static Expr *parse_infix(Parser *P, bool in_paren);
static Decl **parse_decl_block(Parser *P, int *n);
static Rhs *parse_rhs(Parser *P, bool is_alt);
static Stmt *parse_stmt(Parser *P);

static Expr *new_expr(Parser *P, ExprKind kind, SrcSpan sp)
{
    Expr *e = ARENA_NEW(P->arena, Expr);
    e->kind = kind;
    e->span = sp;
    return e;
}

static Expr *name_expr(Parser *P, ExprKind kind, Name n, SrcSpan sp)
{
    Expr *e = new_expr(P, kind, sp);
    e->name = n;
    return e;
}

static bool starts_aexp(Parser *P)
{
    const Token *t = &P->tok;
    return t->kind == TK_VARID || t->kind == TK_CONID || is_literal(t) ||
           is_special(P, P->k.lparen) || is_special(P, P->k.lbrack);
}

static Expr *parse_typed(Parser *P, Expr *e)
{
    if (!is_rop(P, P->k.dcolon)) return e;
    advance(P);
    Expr *t = new_expr(P, E_TYPED, e->span);
    t->body = e;
    t->type = parse_qual_type(P, &t->ctx);
    t->span = span_from(P, e->span);
    return t;
}

/* exp: infixexp [:: [context =>] type] */
static Expr *parse_exp(Parser *P)
{
    return parse_typed(P, parse_infix(P, false));
}

/* ( ... ) : unit, tuple constructors, operators, sections, tuples,
   parenthesised expressions. */
static Expr *parse_paren_exp(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_special(P, P->k.rparen)) {
        advance(P);
        return name_expr(P, E_CON, make_name(P->k.unit, span_from(P, start)),
                         span_from(P, start));
    }
    if (is_special(P, P->k.comma)) {
        int commas = count_commas(P);
        SrcSpan sp = span_from(P, start);
        return name_expr(P, E_CON, make_name(tuple_name(P, commas), sp), sp);
    }
    bool minus = is_varsym(P, P->k.minus);
    if (at_qop(P)) {
        Mark m = mark(P);
        bool is_con;
        Name op = parse_qop(P, &is_con);
        if (is_special(P, P->k.rparen)) {
            advance(P);
            return name_expr(P, is_con ? E_CON : E_VAR, op, span_from(P, start));
        }
        if (minus) {
            reset(P, m);        /* (- e) is a negation, not a section */
        } else {
            Expr *s = new_expr(P, E_RSECTION, start);
            s->op = op;
            s->body = parse_infix(P, false);
            expect_special(P, P->k.rparen);
            s->span = span_from(P, start);
            return s;
        }
    }
    Expr *e = parse_infix(P, true);
    if (at_qop(P)) {
        Expr *s = new_expr(P, E_LSECTION, start);
        bool is_con;
        s->body = e;
        s->op = parse_qop(P, &is_con);
        expect_special(P, P->k.rparen);
        s->span = span_from(P, start);
        return s;
    }
    e = parse_typed(P, e);
    if (is_special(P, P->k.comma)) {
        size_t m = sc_mark(P);
        sc_ptr(P, e);
        while (is_special(P, P->k.comma)) {
            advance(P);
            sc_ptr(P, parse_exp(P));
        }
        expect_special(P, P->k.rparen);
        Expr *t = new_expr(P, E_TUPLE, span_from(P, start));
        t->elems = SC_FINISH(P, m, Expr *, &t->nelems);
        return t;
    }
    expect_special(P, P->k.rparen);
    Expr *p = new_expr(P, E_PAREN, span_from(P, start));
    p->body = e;
    return p;
}

/* Qualifiers of a list comprehension, up to `]`. */
static Stmt **parse_quals(Parser *P, int *n)
{
    size_t m = sc_mark(P);
    sc_ptr(P, parse_stmt(P));
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_stmt(P));
    }
    return SC_FINISH(P, m, Stmt *, n);
}

static Expr *finish_enum(Parser *P, SrcSpan start, Expr *from, Expr *then)
{
    advance(P);   /* .. */
    Expr *e = new_expr(P, E_ENUM, start);
    e->from = from;
    e->then = then;
    if (!is_special(P, P->k.rbrack)) e->to = parse_exp(P);
    expect_special(P, P->k.rbrack);
    e->span = span_from(P, start);
    return e;
}

/* [ ... ] : nil, lists, arithmetic sequences, comprehensions. */
static Expr *parse_bracket_exp(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_special(P, P->k.rbrack)) {
        advance(P);
        SrcSpan sp = span_from(P, start);
        return name_expr(P, E_CON, make_name(P->k.nil, sp), sp);
    }
    Expr *first = parse_exp(P);
    if (is_rop(P, P->k.dotdot)) return finish_enum(P, start, first, NULL);
    if (is_rop(P, P->k.bar)) {
        advance(P);
        Expr *c = new_expr(P, E_COMP, start);
        c->body = first;
        c->stmts = parse_quals(P, &c->nstmts);
        expect_special(P, P->k.rbrack);
        c->span = span_from(P, start);
        return c;
    }
    size_t m = sc_mark(P);
    sc_ptr(P, first);
    if (is_special(P, P->k.comma)) {
        advance(P);
        Expr *second = parse_exp(P);
        if (is_rop(P, P->k.dotdot)) {
            P->top = m;
            return finish_enum(P, start, first, second);
        }
        sc_ptr(P, second);
        while (is_special(P, P->k.comma)) {
            advance(P);
            sc_ptr(P, parse_exp(P));
        }
    }
    expect_special(P, P->k.rbrack);
    Expr *l = new_expr(P, E_LIST, span_from(P, start));
    l->elems = SC_FINISH(P, m, Expr *, &l->nelems);
    return l;
}

static Expr *parse_aexp1(Parser *P)
{
    const Token *t = &P->tok;
    SrcSpan start = t->span;
    if (t->kind == TK_VARID || t->kind == TK_CONID) {
        Expr *e = name_expr(P, t->kind == TK_VARID ? E_VAR : E_CON,
                            tok_name(t), start);
        advance(P);
        return e;
    }
    if (is_literal(t)) {
        Expr *e = new_expr(P, E_LIT, start);
        e->lit = t->lit;
        advance(P);
        return e;
    }
    if (is_special(P, P->k.lparen)) return parse_paren_exp(P);
    if (is_special(P, P->k.lbrack)) return parse_bracket_exp(P);
    fail_tok(P);
}

/* { f = e, ... } after an aexp: construction or update. */
static Expr *parse_record_braces(Parser *P, Expr *e)
{
    bool con = e->kind == E_CON;
    Expr *r = new_expr(P, con ? E_RECCON : E_RECUPD, e->span);
    if (con) r->name = e->name;
    else r->body = e;
    advance(P);   /* { */
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rbrace) || P->top != m) {
        FieldBind fb = { .e = NULL };
        if (P->tok.kind != TK_VARID) fail_tok(P);
        fb.field = tok_name(&P->tok);
        advance(P);
        if (is_rop(P, P->k.equals)) {
            advance(P);
            fb.e = parse_exp(P);
        }
        sc_push(P, &fb, sizeof fb);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rbrace);
    r->fields = SC_FINISH(P, m, FieldBind, &r->nfields);
    r->span = span_from(P, e->span);
    return r;
}

static Expr *parse_aexp(Parser *P)
{
    Expr *e = parse_aexp1(P);
    while (is_special(P, P->k.lbrace)) e = parse_record_braces(P, e);
    return e;
}

static Expr *parse_lambda(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Expr *e = new_expr(P, E_LAMBDA, start);
    size_t m = sc_mark(P);
    do sc_ptr(P, parse_apat(P)); while (!is_rop(P, P->k.rarrow));
    e->pats = SC_FINISH(P, m, Pat *, &e->npats);
    advance(P);
    e->body = parse_exp(P);
    e->span = span_from(P, start);
    return e;
}

static Expr *parse_let(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Expr *e = new_expr(P, E_LET, start);
    e->decls = parse_decl_block(P, &e->ndecls);
    expect_rid(P, P->k.k_in);
    e->body = parse_exp(P);
    e->span = span_from(P, start);
    return e;
}

/* An optional `;` before `then` / `else` (DoAndIfThenElse): GHC takes
   it in any case, so an error comes at the token after it. */
static void skip_optional_semi(Parser *P)
{
    if (is_semi(P)) advance(P);
}

static Expr *parse_if(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Expr *e = new_expr(P, E_IF, start);
    e->cond = parse_exp(P);
    skip_optional_semi(P);
    expect_rid(P, P->k.k_then);
    e->then_ = parse_exp(P);
    skip_optional_semi(P);
    expect_rid(P, P->k.k_else);
    e->else_ = parse_exp(P);
    e->span = span_from(P, start);
    return e;
}

static void parse_alt(Parser *P)
{
    Alt a;
    SrcSpan start = P->tok.span;
    a.pat = parse_pat(P);
    a.rhs = parse_rhs(P, true);
    a.span = span_from(P, start);
    sc_push(P, &a, sizeof a);
}

static Expr *parse_case(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Expr *e = new_expr(P, E_CASE, start);
    e->scrut = parse_exp(P);
    expect_rid(P, P->k.k_of);
    SrcSpan head = span_from(P, start);
    size_t m = sc_mark(P);
    bool ex = block_open(P);
    for (bool more = block_more(P, ex, false); more; more = block_more(P, ex, true))
        parse_alt(P);
    e->alts = SC_FINISH(P, m, Alt, &e->nalts);
    if (e->nalts == 0)
        late_error(P, head, "Empty list of alternatives in case expression\n"
                            "  Use EmptyCase to allow this");
    e->span = span_from(P, start);
    return e;
}

/* Byte offset of column `col` (1-based, tabs to multiples of 8) in the
   line starting at `line`. */
static const char *column_ptr(const char *line, const char *end, int col)
{
    int c = 1;
    const char *p = line;
    while (p < end && *p != '\n' && c < col) {
        if (*p == '\t') c = ((c - 1) / 8 + 1) * 8 + 1;
        else if (((unsigned char)*p & 0xC0) != 0x80) c++;
        p++;
        while (p < end && ((unsigned char)*p & 0xC0) == 0x80) p++;
    }
    return p;
}

/* The source text of a span, cut at the end of its first line (for
   messages that quote a construct). */
static const char *span_text(Parser *P, SrcSpan sp)
{
    const char *s = P->src->text, *end = s + P->src->len;
    for (int l = 1; l < sp.l1 && s < end; l++) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        s = nl ? nl + 1 : end;
    }
    const char *from = column_ptr(s, end, sp.c1);
    const char *to = sp.l2 == sp.l1 ? column_ptr(s, end, sp.c2 + 1)
                                    : column_ptr(s, end, 1 << 30);
    return arena_intern_n(P->arena, from, (size_t)(to - from));
}

static Expr *parse_do(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Expr *e = new_expr(P, E_DO, start);
    size_t m = sc_mark(P);
    bool ex = block_open(P);
    for (bool more = block_more(P, ex, false); more; more = block_more(P, ex, true))
        sc_ptr(P, parse_stmt(P));
    e->stmts = SC_FINISH(P, m, Stmt *, &e->nstmts);
    e->span = span_from(P, start);
    if (e->nstmts == 0) {
        late_error(P, e->span, "Empty 'do' block");
        return e;
    }
    Stmt *last = e->stmts[e->nstmts - 1];
    if (last->kind != S_EXPR)
        late_error(P, last->span, arena_printf(P->arena,
                   "The last statement in a 'do' block must be an expression\n  %s",
                   span_text(P, last->span)));
    return e;
}

static Expr *parse_scc(Parser *P)
{
    SrcSpan start = P->tok.span;
    Expr *e = new_expr(P, E_SCC, start);
    e->label = P->tok.text;
    advance(P);
    e->body = parse_exp(P);
    e->span = span_from(P, start);
    return e;
}

static bool starts_block(Parser *P)
{
    if (is_rop(P, P->k.backslash)) return true;
    if (P->tok.kind != TK_RESERVEDID) return false;
    const char *w = P->tok.text;
    return w == P->k.k_let || w == P->k.k_if || w == P->k.k_case || w == P->k.k_do;
}

static Expr *parse_block(Parser *P)
{
    if (is_rop(P, P->k.backslash)) return parse_lambda(P);
    const char *w = P->tok.text;
    if (w == P->k.k_let) return parse_let(P);
    if (w == P->k.k_if) return parse_if(P);
    if (w == P->k.k_case) return parse_case(P);
    return parse_do(P);
}

/* GHC parses `f do ..`, `(case ..) x`, `g \x -> ..` as applications
   and then objects (BlockArguments is off): same message here. */
static void block_in_application(Parser *P, const Expr *b)
{
    const char *what = b->kind == E_LAMBDA ? "lambda expression"
                     : b->kind == E_LET ? "let expression"
                     : b->kind == E_IF ? "if expression"
                     : b->kind == E_CASE ? "case expression" : "do block";
    if (P->speculating) return;
    char *text = ast_show_expr(b);
    size_t n = 0;
    for (const char *c = text; *c; c++) n += *c == '\n' ? 5 : 1;
    char *indented = arena_alloc(P->arena, n + 1), *o = indented;
    for (const char *c = text; *c; c++) {
        *o++ = *c;
        if (*c == '\n') { memcpy(o, "    ", 4); o += 4; }
    }
    *o = '\0';
    free(text);
    soft_error(P, b->span, arena_printf(P->arena,
        "Unexpected %s in function application:\n    %s\n"
        "You could write it with parentheses\n"
        "Or perhaps you meant to enable BlockArguments?", what, indented));
}

static Expr *parse_fexp(Parser *P)
{
    Expr *e;
    if (starts_block(P)) {
        e = parse_block(P);
        if (!starts_aexp(P) && !starts_block(P)) return e;
        block_in_application(P, e);
    } else {
        e = parse_aexp(P);
    }
    while (starts_aexp(P) || starts_block(P)) {
        Expr *app = new_expr(P, E_APP, e->span);
        app->fun = e;
        if (starts_block(P)) {
            app->arg = parse_block(P);
            block_in_application(P, app->arg);
        } else {
            app->arg = parse_aexp(P);
        }
        app->span = join(e->span, app->arg->span);
        e = app;
    }
    return e;
}

static Expr *parse_lexp(Parser *P)
{
    if (P->tok.kind == TK_PRAGMA_SCC) return parse_scc(P);
    return parse_fexp(P);
}

/* In parentheses, is the operator at the look-ahead followed by `)`
   (a left section)? */
static bool op_then_rparen(Parser *P)
{
    Mark m = mark(P);
    bool is_con;
    parse_qop(P, &is_con);
    bool yes = is_special(P, P->k.rparen);
    reset(P, m);
    return yes;
}

/* infixexp, flat: operands, operators and prefix minus signs in order. */
static Expr *parse_infix(Parser *P, bool in_paren)
{
    SrcSpan start = P->tok.span;
    size_t m = sc_mark(P);
    bool any_op = false;
    Expr *single = NULL;
    for (;;) {
        OpItem it = { .is_op = false };
        if (is_varsym(P, P->k.minus)) {
            it.is_op = it.is_neg = true;
            it.op = tok_name(&P->tok);
            advance(P);
            sc_push(P, &it, sizeof it);
            any_op = true;
            continue;
        }
        it.e = single = parse_lexp(P);
        sc_push(P, &it, sizeof it);
        if (!at_qop(P) || (in_paren && op_then_rparen(P))) break;
        OpItem op = { .is_op = true };
        bool is_con;
        op.op = parse_qop(P, &is_con);
        sc_push(P, &op, sizeof op);
        any_op = true;
    }
    if (!any_op) {
        P->top = m;
        return single;
    }
    Expr *e = new_expr(P, E_OPSEQ, span_from(P, start));
    e->items = SC_FINISH(P, m, OpItem, &e->nitems);
    return e;
}

/* ========================================= statements, guards, rhs */

static Stmt *new_stmt(Parser *P, StmtKind kind, SrcSpan sp)
{
    Stmt *s = ARENA_NEW(P->arena, Stmt);
    s->kind = kind;
    s->span = sp;
    return s;
}

static void *pat_before_arrow(Parser *P)
{
    Pat *p = parse_pat(P);
    return is_rop(P, P->k.larrow) ? p : NULL;
}

/* The statement parsed as an expression stops at `<-`: its start is no
   pattern.  Parsing it again as one reports the pattern's own error (such
   as the refusal of a pattern type signature `(x :: Int) <- e`) where
   there is one; otherwise the caller reports the arrow. */
static void explain_bind_pattern(Parser *P, Mark start)
{
    Mark arrow = mark(P);
    reset(P, start);
    parse_pat(P);
    reset(P, arrow);
}

/* pat <- e | let decls | e  (do statements, guards, qualifiers) */
static Stmt *parse_stmt(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (is_rid(P, P->k.k_let)) {
        advance(P);
        int n;
        Decl **decls = parse_decl_block(P, &n);
        if (!is_rid(P, P->k.k_in)) {
            Stmt *s = new_stmt(P, S_LET, span_from(P, start));
            s->decls = decls;
            s->ndecls = n;
            return s;
        }
        /* let ... in e : an expression after all */
        advance(P);
        Expr *e = new_expr(P, E_LET, start);
        e->decls = decls;
        e->ndecls = n;
        e->body = parse_exp(P);
        e->span = span_from(P, start);
        Stmt *s = new_stmt(P, S_EXPR, e->span);
        s->e = e;
        return s;
    }
    Pat *p = attempt(P, pat_before_arrow);
    if (p) {
        advance(P);   /* <- */
        Stmt *s = new_stmt(P, S_BIND, start);
        s->pat = p;
        s->e = parse_exp(P);
        s->span = span_from(P, start);
        return s;
    }
    Mark m = mark(P);
    Stmt *s = new_stmt(P, S_EXPR, start);
    s->e = parse_exp(P);
    if (is_rop(P, P->k.larrow))
        explain_bind_pattern(P, m);
    s->span = span_from(P, start);
    return s;
}

/* | g1, g2 = e  (or -> e in alternatives) */
static void parse_guarded(Parser *P, const char *arrow)
{
    Guarded g;
    SrcSpan start = P->tok.span;
    advance(P);   /* | */
    size_t m = sc_mark(P);
    sc_ptr(P, parse_stmt(P));
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_stmt(P));
    }
    g.guards = SC_FINISH(P, m, Stmt *, &g.nguards);
    expect_rop(P, arrow);
    g.e = parse_exp(P);
    g.span = span_from(P, start);
    sc_push(P, &g, sizeof g);
}

static Rhs *parse_rhs(Parser *P, bool is_alt)
{
    const char *arrow = is_alt ? P->k.rarrow : P->k.equals;
    SrcSpan start = P->tok.span;
    Rhs *r = ARENA_NEW(P->arena, Rhs);
    if (is_rop(P, P->k.bar)) {
        size_t m = sc_mark(P);
        while (is_rop(P, P->k.bar)) parse_guarded(P, arrow);
        r->guarded = SC_FINISH(P, m, Guarded, &r->nguarded);
    } else {
        expect_rop(P, arrow);
        r->plain = parse_exp(P);
    }
    if (is_rid(P, P->k.k_where)) {
        advance(P);
        r->where = parse_decl_block(P, &r->nwhere);
    }
    r->span = span_from(P, start);
    return r;
}

/* ======================================================= declarations */

static Decl *new_decl(Parser *P, DeclKind kind, SrcSpan sp)
{
    Decl *d = ARENA_NEW(P->arena, Decl);
    d->kind = kind;
    d->span = sp;
    return d;
}

/* vars :: [context =>] type */
static Decl *parse_sig(Parser *P)
{
    SrcSpan start = P->tok.span;
    size_t m = sc_mark(P);
    for (;;) {
        Name n = parse_var_def(P);
        sc_push(P, &n, sizeof n);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    Decl *d = new_decl(P, D_SIG, start);
    d->names = SC_FINISH(P, m, Name, &d->nnames);
    expect_rop(P, P->k.dcolon);
    d->type = parse_qual_type(P, &d->ctx);
    d->span = span_from(P, start);
    return d;
}

static bool at_signature(Parser *P)
{
    if (!at_var_def(P) && !at_paren_varsym(P)) return false;
    Mark m = mark(P);
    parse_var_def(P);
    bool sig = is_rop(P, P->k.dcolon) || is_special(P, P->k.comma);
    reset(P, m);
    return sig;
}

static Decl *parse_fixity(Parser *P)
{
    SrcSpan start = P->tok.span;
    const char *w = P->tok.text;
    Decl *d = new_decl(P, D_FIXITY, start);
    d->assoc = w == P->k.k_infixl ? ASSOC_LEFT
             : w == P->k.k_infixr ? ASSOC_RIGHT : ASSOC_NONE;
    advance(P);
    d->prec = 9;
    if (P->tok.kind == TK_INTEGER) {
        if (P->tok.lit.big || P->tok.lit.i > 9)
            fail_at(P, P->tok.span, "Precedence out of range: %s", P->tok.lit.text);
        d->prec = (int)P->tok.lit.i;
        advance(P);
    }
    size_t m = sc_mark(P);
    for (;;) {
        bool is_con;
        Name n = parse_qop(P, &is_con);
        sc_push(P, &n, sizeof n);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    d->names = SC_FINISH(P, m, Name, &d->nnames);
    d->span = span_from(P, start);
    return d;
}

/* {-# INLINE f #-} / {-# NOINLINE f #-} (an optional [phase] skipped) */
static Decl *parse_pragma_decl(Parser *P)
{
    SrcSpan start = P->tok.span;
    const char *which = P->tok.text;
    advance(P);
    if (is_special(P, P->k.lbrack)) {
        while (!is_special(P, P->k.rbrack) && P->tok.kind != TK_EOF) advance(P);
        expect_special(P, P->k.rbrack);
    }
    Decl *d = new_decl(P, D_PRAGMA, start);
    d->pragma = which;
    d->name = parse_var_def(P);
    if (P->tok.kind != TK_PRAGMA_CLOSE) fail_tok(P);
    advance(P);
    d->span = span_from(P, start);
    return d;
}

/* {-# SCC f #-} / {-# SCC f "label" #-}: a cost centre on binding f. */
static Decl *parse_scc_decl(Parser *P)
{
    if (P->tok.flags & TF_SCC_QUOTED)
        fail_tok(P);
    Decl *d = new_decl(P, D_PRAGMA, P->tok.span);
    d->pragma = "SCC";
    d->name.id = P->tok.text;
    d->name.span = P->tok.span;
    d->scc_label = P->tok.text2;
    advance(P);
    return d;
}

/* The left-hand side of a binding: a function clause or a pattern. */
typedef struct Lhs {
    bool is_fun;
    Name name;             /* function */
    Clause clause;         /* function: pats, infix (rhs set later) */
    Pat *pat;              /* pattern binding */
} Lhs;

static bool lhs_arg_start(Parser *P)
{
    if (is_varsym(P, P->k.bang)) return prefix_occurrence(P);
    return starts_apat(P);
}

/* apat+ appended to `first` pats (already on the stack from `m`). */
static void lhs_args(Parser *P)
{
    while (lhs_arg_start(P)) sc_ptr(P, parse_apat(P));
}

static bool at_binding_end(Parser *P)
{
    return is_rop(P, P->k.equals) || is_rop(P, P->k.bar);
}

/* pat varop pat | var apat+ | pat ; the plain reading. */
static void lhs_plain(Parser *P, Lhs *out)
{
    Pat *p = parse_pat(P);
    if (at_varop(P) && !(is_varsym(P, P->k.bang) && prefix_occurrence(P))) {
        bool is_con;
        out->is_fun = true;
        out->name = parse_qop(P, &is_con);
        Pat **pats = ARENA_ARRAY(P->arena, Pat *, 2);
        pats[0] = p;
        pats[1] = parse_pat(P);
        out->clause.pats = pats;
        out->clause.npats = 2;
        out->clause.infix = true;
        return;
    }
    if (p->kind == P_VAR && lhs_arg_start(P)) {
        out->is_fun = true;
        out->name = p->name;
        size_t m = sc_mark(P);
        lhs_args(P);
        out->clause.pats = SC_FINISH(P, m, Pat *, &out->clause.npats);
        return;
    }
    out->pat = p;
}

static void *lhs_plain_then_eq(Parser *P)
{
    Lhs *out = ARENA_NEW(P->arena, Lhs);
    lhs_plain(P, out);
    return at_binding_end(P) ? out : NULL;
}

static void parse_lhs(Parser *P, Lhs *out);

/* ( funlhs ) apat+ */
static void lhs_nested(Parser *P, Lhs *out)
{
    advance(P);   /* ( */
    Lhs inner = { .is_fun = false };
    parse_lhs(P, &inner);
    if (!inner.is_fun) fail_tok(P);
    expect_special(P, P->k.rparen);
    size_t m = sc_mark(P);
    for (int i = 0; i < inner.clause.npats; i++) sc_ptr(P, inner.clause.pats[i]);
    if (!lhs_arg_start(P)) fail_tok(P);
    lhs_args(P);
    *out = inner;
    out->clause.pats = SC_FINISH(P, m, Pat *, &out->clause.npats);
}

static void parse_lhs(Parser *P, Lhs *out)
{
    if (at_paren_varsym(P)) {
        /* (+) a b = ... defines an operator prefix-style */
        Name n = parse_var_def(P);
        if (!lhs_arg_start(P)) {
            out->pat = new_pat(P, P_VAR, n.span);
            out->pat->name = n;
            return;
        }
        out->is_fun = true;
        out->name = n;
        size_t m = sc_mark(P);
        lhs_args(P);
        out->clause.pats = SC_FINISH(P, m, Pat *, &out->clause.npats);
        return;
    }
    if (is_special(P, P->k.lparen)) {
        Lhs *plain = attempt(P, lhs_plain_then_eq);
        if (plain) {
            *out = *plain;
            return;
        }
        Mark m = mark(P);
        Lhs *nested = ARENA_NEW(P->arena, Lhs);
        jmp_buf here;
        jmp_buf *outer = P->on_error;
        volatile bool ok = false;
        P->on_error = &here;
        P->speculating++;
        if (setjmp(here) == 0) {
            lhs_nested(P, nested);
            ok = true;
        }
        P->on_error = outer;
        P->speculating--;
        if (ok) {
            *out = *nested;
            return;
        }
        reset(P, m);   /* report the error of the plain reading */
    }
    lhs_plain(P, out);
}

static void *lhs_then_eq(Parser *P)
{
    Lhs *out = ARENA_NEW(P->arena, Lhs);
    parse_lhs(P, out);
    return at_binding_end(P) ? out : NULL;
}

static bool at_decl_end(Parser *P)
{
    return is_semi(P) || P->tok.kind == TK_VRBRACE || P->tok.kind == TK_EOF ||
           is_special(P, P->k.rbrace);
}

/* GHC reads a left-hand side as an expression and checks it afterwards,
   so when ours fails, its error is the expression's (`f if x = ..` fails
   at `=`), and a bare expression at top level is a late error (GHC takes
   it for a Template Haskell splice).  Returns NULL for the latter. */
static Lhs *lhs_failed(Parser *P, bool top)
{
    Mark m = mark(P);
    Expr *e = parse_exp(P);
    if (top && at_decl_end(P)) {
        late_error(P, e->span, "Parse error: module header, import declaration\n"
                               "or top-level declaration expected.");
        return NULL;
    }
    if (!at_binding_end(P)) fail_tok(P);
    reset(P, m);   /* an expression but no left-hand side: say where */
    Lhs *lhs = ARENA_NEW(P->arena, Lhs);
    parse_lhs(P, lhs);
    fail_tok(P);
}

static Decl *parse_binding(Parser *P, bool top)
{
    SrcSpan start = P->tok.span;
    Lhs *lhs = attempt(P, lhs_then_eq);
    if (!lhs && !(lhs = lhs_failed(P, top))) return NULL;
    Rhs *rhs = parse_rhs(P, false);
    SrcSpan sp = span_from(P, start);
    if (!lhs->is_fun) {
        Decl *d = new_decl(P, D_PAT, sp);
        d->pat = lhs->pat;
        d->rhs = rhs;
        return d;
    }
    Decl *d = new_decl(P, D_FUN, sp);
    d->name = lhs->name;
    d->clauses = ARENA_NEW(P->arena, Clause);
    *d->clauses = lhs->clause;
    d->clauses->rhs = rhs;
    d->clauses->span = sp;
    d->nclauses = 1;
    return d;
}

/* A declaration of a let/where/class/instance block (or, with `top`, of
   the module); NULL for a bare top-level expression (see lhs_failed). */
static Decl *parse_decl(Parser *P, bool top)
{
    if (P->tok.kind == TK_RESERVEDID &&
        (P->tok.text == P->k.k_infix || P->tok.text == P->k.k_infixl ||
         P->tok.text == P->k.k_infixr))
        return parse_fixity(P);
    if (P->tok.kind == TK_PRAGMA_OPEN) return parse_pragma_decl(P);
    if (P->tok.kind == TK_PRAGMA_SCC) return parse_scc_decl(P);
    if (at_signature(P)) return parse_sig(P);
    return parse_binding(P, top);
}

/* Merges consecutive clauses of one function into one D_FUN. */
static Decl **merge_clauses(Parser *P, Decl **ds, int *n)
{
    int out = 0;
    for (int i = 0; i < *n;) {
        Decl *d = ds[i];
        int j = i + 1;
        if (d->kind == D_FUN) {
            while (j < *n && ds[j]->kind == D_FUN &&
                   ds[j]->name.id == d->name.id && ds[j]->name.qual == NULL)
                j++;
        }
        if (j - i > 1) {
            Decl *m = new_decl(P, D_FUN, join(d->span, ds[j - 1]->span));
            m->name = d->name;
            m->nclauses = j - i;
            m->clauses = ARENA_ARRAY(P->arena, Clause, j - i);
            for (int k = i; k < j; k++) m->clauses[k - i] = ds[k]->clauses[0];
            d = m;
        }
        ds[out++] = d;
        i = j;
    }
    *n = out;
    return ds;
}

static Decl **parse_decl_block(Parser *P, int *n)
{
    size_t m = sc_mark(P);
    bool ex = block_open(P);
    for (bool more = block_more(P, ex, false); more; more = block_more(P, ex, true))
        sc_ptr(P, parse_decl(P, false));
    Decl **ds = SC_FINISH(P, m, Decl *, n);
    return merge_clauses(P, ds, n);
}

/* ------------------------------------------------ data, class, ... */

static Name simple_con(Parser *P, Type *t)
{
    if (t->kind != T_CON || t->name.qual != NULL)
        fail_at(P, t->span, "Malformed head of type or class declaration");
    return t->name;
}

/* T a b (the head of data / newtype / type / class) */
static void split_head(Parser *P, Type *t, Decl *d)
{
    Type *args[64];
    int n = 0;
    while (t->kind == T_APP) {
        if (n == 64) fail_at(P, t->span, "Too many type parameters");
        args[n++] = t->arg;
        t = t->fun;
    }
    d->name = simple_con(P, t);
    d->tyvars = ARENA_ARRAY(P->arena, Name, n);
    d->ntyvars = n;
    for (int i = 0; i < n; i++) {
        Type *a = args[n - 1 - i];
        if (a->kind != T_VAR)
            fail_at(P, a->span, "Unexpected type in declaration head: "
                                "expected a type variable");
        d->tyvars[i] = a->name;
    }
}

/* An atype of a constructor, with an optional strictness `!`. */
static Type *parse_field_atype(Parser *P)
{
    if (!is_varsym(P, P->k.bang)) return parse_atype(P);
    SrcSpan start = P->tok.span;
    advance(P);
    Type *b = new_type(P, T_BANG, start);
    b->arg = parse_atype(P);
    b->span = span_from(P, start);
    return b;
}

static bool starts_field(Parser *P)
{
    return starts_atype(P) || is_varsym(P, P->k.bang);
}

/* btype of a constructor operand: one banged atype, or an application. */
static Type *parse_con_operand(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (is_varsym(P, P->k.bang)) return parse_field_atype(P);
    Type *t = parse_atype(P);
    while (starts_atype(P)) {
        Type *app = new_type(P, T_APP, start);
        app->fun = t;
        app->arg = parse_atype(P);
        app->span = span_from(P, start);
        t = app;
    }
    return t;
}

/* { f1, f2 :: t, g :: !u } */
static void parse_record_fields(Parser *P, ConDecl *c)
{
    advance(P);   /* { */
    size_t mt = sc_mark(P);
    Name names[256];
    int n = 0;
    while (!is_special(P, P->k.rbrace)) {
        int first = n;
        for (;;) {
            if (n == 256) fail_tok(P);
            names[n++] = parse_var_def(P);
            if (!is_special(P, P->k.comma)) break;
            advance(P);
        }
        expect_rop(P, P->k.dcolon);
        Type *t = is_varsym(P, P->k.bang) ? parse_field_atype(P) : parse_type(P);
        for (int i = first; i < n; i++) sc_ptr(P, t);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rbrace);
    c->args = SC_FINISH(P, mt, Type *, &c->nargs);
    c->fields = ARENA_ARRAY(P->arena, Name, n);
    memcpy(c->fields, names, sizeof(Name) * (size_t)n);
}

static ConDecl parse_constr(Parser *P)
{
    ConDecl c = { .fields = NULL };
    SrcSpan start = P->tok.span;
    if (P->tok.kind == TK_CONID) {
        Mark m = mark(P);
        Name n = tok_name(&P->tok);
        advance(P);
        if (is_special(P, P->k.lbrace)) {
            c.name = n;
            parse_record_fields(P, &c);
            c.span = span_from(P, start);
            return c;
        }
        reset(P, m);
    }
    if (is_special(P, P->k.lparen)) {
        Mark m = mark(P);
        advance(P);
        if (P->tok.kind == TK_CONSYM) {
            Name n = tok_name(&P->tok);
            advance(P);
            if (is_special(P, P->k.rparen)) {
                advance(P);
                c.name = n;
                size_t mt = sc_mark(P);
                while (starts_field(P)) sc_ptr(P, parse_field_atype(P));
                c.args = SC_FINISH(P, mt, Type *, &c.nargs);
                c.span = span_from(P, start);
                return c;
            }
        }
        reset(P, m);
    }
    Type *left = parse_con_operand(P);
    if (at_conop(P)) {
        bool is_con;
        c.name = parse_qop(P, &is_con);
        c.infix = true;
        c.args = ARENA_ARRAY(P->arena, Type *, 2);
        c.args[0] = left;
        c.args[1] = parse_con_operand(P);
        c.nargs = 2;
        c.span = span_from(P, start);
        return c;
    }
    /* Prefix: the head of the application is the constructor. */
    Type *args[256];
    int n = 0;
    Type *t = left;
    while (t->kind == T_APP) {
        if (n == 256) fail_tok(P);
        args[n++] = t->arg;
        t = t->fun;
    }
    c.name = simple_con(P, t);
    size_t mt = sc_mark(P);
    for (int i = n - 1; i >= 0; i--) sc_ptr(P, args[i]);
    while (starts_field(P)) sc_ptr(P, parse_field_atype(P));
    c.args = SC_FINISH(P, mt, Type *, &c.nargs);
    c.span = span_from(P, start);
    return c;
}

static void parse_deriving(Parser *P, Decl *d)
{
    if (!is_rid(P, P->k.k_deriving)) return;
    SrcSpan start = P->tok.span;
    advance(P);
    size_t m = sc_mark(P);
    if (P->tok.kind == TK_CONID) {
        Name n = tok_name(&P->tok);
        sc_push(P, &n, sizeof n);
        advance(P);
    } else {
        expect_special(P, P->k.lparen);
        while (P->tok.kind == TK_CONID) {
            Name n = tok_name(&P->tok);
            sc_push(P, &n, sizeof n);
            advance(P);
            if (!is_special(P, P->k.comma)) break;
            advance(P);
        }
        expect_special(P, P->k.rparen);
    }
    d->deriving = SC_FINISH(P, m, Name, &d->nderiving);
    d->deriving_span = span_from(P, start);
}

/* [context =>] head : the context of data/newtype is dropped. */
static Type *parse_head(Parser *P, Context *ctx)
{
    Type *t = parse_btype(P);
    if (!is_rop(P, P->k.darrow)) {
        if (ctx) *ctx = (Context){ NULL, NULL, 0 };
        return t;
    }
    Context c = to_context(P, t);
    if (ctx) *ctx = c;
    advance(P);
    return parse_btype(P);
}

static Decl *parse_data(Parser *P)
{
    SrcSpan start = P->tok.span;
    bool newtype = is_rid(P, P->k.k_newtype);
    advance(P);
    Decl *d = new_decl(P, newtype ? D_NEWTYPE : D_DATA, start);
    split_head(P, parse_head(P, NULL), d);
    size_t m = sc_mark(P);
    if (is_rop(P, P->k.equals)) {
        do {
            advance(P);
            ConDecl c = parse_constr(P);
            sc_push(P, &c, sizeof c);
        } while (is_rop(P, P->k.bar));
    }
    d->cons = SC_FINISH(P, m, ConDecl, &d->ncons);
    if (newtype && (d->ncons != 1 || d->cons[0].nargs != 1))
        fail_at(P, span_from(P, start),
                "A newtype must have exactly one constructor with exactly one field");
    parse_deriving(P, d);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_type_syn(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = new_decl(P, D_TYPE, start);
    split_head(P, parse_btype(P), d);
    expect_rop(P, P->k.equals);
    d->type = parse_type(P);
    d->span = span_from(P, start);
    return d;
}

static void parse_where_body(Parser *P, Decl *d)
{
    if (!is_rid(P, P->k.k_where)) return;
    advance(P);
    d->body = parse_decl_block(P, &d->nbody);
}

#define MULTI_PARAM_CLASS "lazyrts does not support multi-parameter type classes: "

static Decl *parse_class(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = new_decl(P, D_CLASS, start);
    Type *head = parse_head(P, &d->ctx);
    split_head(P, head, d);
    if (d->ntyvars > 1)
        fail_at(P, head->span, MULTI_PARAM_CLASS "class \u2018%s\u2019 has %d "
                "parameters", d->name.id, d->ntyvars);
    parse_where_body(P, d);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_instance(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = new_decl(P, D_INSTANCE, start);
    Type *head = parse_head(P, &d->ctx);
    int ntypes = 0;
    for (Type *t = head; t->kind == T_APP; t = t->fun)
        if (++ntypes > 1 && t->fun->kind == T_CON)
            fail_at(P, head->span, MULTI_PARAM_CLASS "an instance of "
                    "\u2018%s\u2019 for %d types", t->fun->name.id, ntypes);
    if (head->kind != T_APP || head->fun->kind != T_CON)
        fail_at(P, head->span, "Malformed instance head");
    d->name = head->fun->name;
    d->type = head->arg;
    parse_where_body(P, d);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_default(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = new_decl(P, D_DEFAULT, start);
    expect_special(P, P->k.lparen);
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rparen)) {
        sc_ptr(P, parse_type(P));
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rparen);
    d->types = SC_FINISH(P, m, Type *, &d->ntypes);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_topdecl(Parser *P)
{
    if (P->tok.kind == TK_RESERVEDID) {
        const char *w = P->tok.text;
        if (w == P->k.k_data || w == P->k.k_newtype) return parse_data(P);
        if (w == P->k.k_type) return parse_type_syn(P);
        if (w == P->k.k_class) return parse_class(P);
        if (w == P->k.k_instance) return parse_instance(P);
        if (w == P->k.k_default) return parse_default(P);
    }
    return parse_decl(P, true);
}

/* ============================================================ modules */

/* A module name: a possibly qualified conid, joined back together. */
static Name parse_modid(Parser *P)
{
    if (P->tok.kind != TK_CONID) fail_tok(P);
    Name n = tok_name(&P->tok);
    if (n.qual) n.id = arena_intern(P->arena, arena_printf(P->arena, "%s.%s", n.qual, n.id));
    n.qual = NULL;
    advance(P);
    return n;
}

/* T(..) / T(C, f) after a type or class name; fills the three fields. */
static void parse_subs(Parser *P, bool *all, Name **subs, int *nsubs)
{
    *all = false;
    *subs = NULL;
    *nsubs = 0;
    if (!is_special(P, P->k.lparen)) return;
    advance(P);
    if (is_rop(P, P->k.dotdot)) {
        advance(P);
        *all = true;
        expect_special(P, P->k.rparen);
        return;
    }
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rparen)) {
        Name n;
        if (P->tok.kind == TK_VARID || P->tok.kind == TK_CONID) {
            n = tok_name(&P->tok);
            advance(P);
        } else {
            expect_special(P, P->k.lparen);
            if (P->tok.kind != TK_VARSYM && P->tok.kind != TK_CONSYM) fail_tok(P);
            n = tok_name(&P->tok);
            advance(P);
            expect_special(P, P->k.rparen);
        }
        sc_push(P, &n, sizeof n);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rparen);
    *subs = SC_FINISH(P, m, Name, nsubs);
}

/* x | (+) | T [subs] : the common part of import and export items. */
static Name parse_entity(Parser *P, bool *is_type)
{
    *is_type = false;
    if (P->tok.kind == TK_VARID) {
        Name n = tok_name(&P->tok);
        advance(P);
        return n;
    }
    if (P->tok.kind == TK_CONID) {
        Name n = tok_name(&P->tok);
        advance(P);
        *is_type = true;
        return n;
    }
    SrcSpan start = P->tok.span;
    expect_special(P, P->k.lparen);
    if (P->tok.kind != TK_VARSYM && P->tok.kind != TK_CONSYM &&
        !is_rop(P, P->k.colon))
        fail_tok(P);
    Name n = tok_name(&P->tok);
    *is_type = P->tok.kind == TK_CONSYM;
    advance(P);
    expect_special(P, P->k.rparen);
    n.span = span_from(P, start);
    return n;
}

static void parse_exports(Parser *P, Module *mod)
{
    advance(P);   /* ( */
    mod->has_exports = true;
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rparen)) {
        ExportItem it = { .is_module = false };
        if (is_rid(P, P->k.k_module)) {
            advance(P);
            it.is_module = true;
            it.name = parse_modid(P);
        } else {
            bool is_type;
            it.name = parse_entity(P, &is_type);
            if (is_type) parse_subs(P, &it.all_subs, &it.subs, &it.nsubs);
        }
        sc_push(P, &it, sizeof it);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    expect_special(P, P->k.rparen);
    mod->exports = SC_FINISH(P, m, ExportItem, &mod->nexports);
}

static bool is_varid_named(Parser *P, const char *s)
{
    return P->tok.kind == TK_VARID && P->tok.qual == NULL && P->tok.text == s;
}

static Import parse_import(Parser *P)
{
    Import im = { .as = NULL };
    SrcSpan start = P->tok.span;
    advance(P);
    if (is_varid_named(P, P->k.v_qualified)) {
        im.qualified = true;
        advance(P);
    }
    im.module = parse_modid(P);
    if (is_varid_named(P, P->k.v_as)) {
        advance(P);
        im.as = parse_modid(P).id;
    }
    if (is_varid_named(P, P->k.v_hiding)) {
        im.hiding = true;
        advance(P);
        if (!is_special(P, P->k.lparen)) fail_tok(P);
    }
    if (is_special(P, P->k.lparen)) {
        im.has_list = true;
        advance(P);
        size_t m = sc_mark(P);
        while (!is_special(P, P->k.rparen)) {
            ImportItem it = { .all_subs = false };
            bool is_type;
            it.name = parse_entity(P, &is_type);
            if (is_type) parse_subs(P, &it.all_subs, &it.subs, &it.nsubs);
            sc_push(P, &it, sizeof it);
            if (!is_special(P, P->k.comma)) break;
            advance(P);
        }
        expect_special(P, P->k.rparen);
        im.items = SC_FINISH(P, m, ImportItem, &im.nitems);
    }
    im.span = span_from(P, start);
    return im;
}

/* The module body: imports first, then top declarations. */
static void parse_body(Parser *P, Module *mod)
{
    bool ex = block_open(P);
    size_t mi = sc_mark(P);
    bool more = block_more(P, ex, false);
    while (more && is_rid(P, P->k.k_import)) {
        Import im = parse_import(P);
        sc_push(P, &im, sizeof im);
        more = block_more(P, ex, true);
    }
    mod->imports = SC_FINISH(P, mi, Import, &mod->nimports);
    size_t md = sc_mark(P);
    for (; more; more = block_more(P, ex, true)) {
        Decl *d = parse_topdecl(P);
        if (d) sc_ptr(P, d);
    }
    mod->decls = SC_FINISH(P, md, Decl *, &mod->ndecls);
    mod->decls = merge_clauses(P, mod->decls, &mod->ndecls);
}

static Module *parse_top(Parser *P)
{
    Module *mod = ARENA_NEW(P->arena, Module);
    mod->file = P->src->name;
    mod->name = make_name(P->k.main_, P->tok.span);
    if (is_rid(P, P->k.k_module)) {
        advance(P);
        mod->name = parse_modid(P);
        if (is_special(P, P->k.lparen)) parse_exports(P, mod);
        expect_rid(P, P->k.k_where);
    }
    parse_body(P, mod);
    if (P->tok.kind != TK_EOF || (P->tok.flags & TF_LEXERROR)) fail_tok(P);
    return mod;
}

Module *parse_module(Arena *arena, const SourceFile *src)
{
    Parser *P = calloc(1, sizeof *P);
    if (!P) abort();
    P->arena = arena;
    P->src = src;
    diag_add_source(src);
#define INTERN(f, s) P->k.f = arena_intern(arena, s);
    KEYWORDS(INTERN)
#undef INTERN
    layout_init(&P->L, arena, src);
    jmp_buf top;
    P->on_error = &top;
    Module *volatile mod = NULL;
    if (setjmp(top) == 0) {
        fetch(P);
        if (P->tok.kind == TK_EOF && (P->tok.flags & TF_LEXERROR)) fail_tok(P);
        Module *m = parse_top(P);
        if (P->soft_msg) fail_at(P, P->soft_span, "%s", P->soft_msg);
        if (P->late_msg) fail_at(P, P->late_span, "%s", P->late_msg);
        mod = m;
    }
    layout_free(&P->L);
    free(P->scratch);
    free(P);
    return mod;
}
