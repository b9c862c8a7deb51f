/*
 * parser.c -- recursive descent over the layout-resolved token stream.
 *
 * Structure: errors, blocks and names, then the bindings and their
 * declarations, then the module and the entry point parse_module.  The
 * other syntactic categories have files of their own: parse_type.c,
 * parse_pat.c, parse_expr.c (with statements and right-hand sides) and
 * parse_tydecl.c (data, class, instance...); token access and the scratch
 * stack are in parser_int.h.
 *
 * Errors unwind with longjmp to the innermost handler: parse_module's,
 * which returns NULL, or parse_attempt()'s, which tries another reading.
 * All nodes live in the arena and lists are built on a scratch stack owned
 * by the parser, so unwinding leaks nothing.  See Note [Trying
 * alternatives].
 */
#include "parser_int.h"

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
 * it saved (mark()/reset(): the layout state is a value, see layout.h)
 * and reads the other way.  Patterns are short, so this costs little.
 */

/* ============================================================= errors */

static _Noreturn void unwind(Parser *P)
{
    longjmp(*P->on_error, 1);
}

_Noreturn void parse_fail_at(Parser *P, SrcSpan sp, const char *fmt, ...)
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
_Noreturn void parse_fail_tok(Parser *P)
{
    const Token *t = &P->tok;
    if (P->speculating) unwind(P);
    if (t->kind == TK_EOF && (t->flags & TF_LEXERROR)) {
        if (P->soft_msg && before(P->soft_span, t->span)) parse_fail_at(P, t->span, "%s", "");
        lexer_report_error(P->L.lexer);
        unwind(P);
    }
    if (t->kind == TK_EOF || t->kind >= TK_VLBRACE)
        parse_fail_at(P, t->span,
                "parse error (possibly incorrect indentation or mismatched brackets)");
    parse_fail_at(P, t->span, "parse error on input \xe2\x80\x98%.*s\xe2\x80\x99",
            t->end - t->off, P->src->text + t->off);
}

void parse_expect_special(Parser *P, const char *s)
{
    if (!is_special(P, s)) parse_fail_tok(P);
    advance(P);
}
void parse_expect_rop(Parser *P, const char *s)
{
    if (!is_rop(P, s)) parse_fail_tok(P);
    advance(P);
}
void parse_expect_rid(Parser *P, const char *s)
{
    if (!is_rid(P, s)) parse_fail_tok(P);
    advance(P);
}

/* Errors that GHC reports after parsing (its renamer checks them): a
   parse error anywhere in the file wins over them, and among them the
   first in the file, as GHC sorts its messages by position. */
void parse_late_error(Parser *P, SrcSpan sp, const char *msg)
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
void parse_soft_error(Parser *P, SrcSpan sp, const char *msg)
{
    if (P->speculating || (P->soft_msg && !before(sp, P->soft_span))) return;
    P->soft_span = sp;
    P->soft_msg = msg;
}

/* Runs `fn` with errors silenced; on failure (error or NULL result)
   restores the state and returns NULL.  See Note [Trying alternatives]. */
void *parse_attempt(Parser *P, ParseFn fn)
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
 * parse-error(t) rule of the layout algorithm lives in parse_block_more. */

bool parse_block_open(Parser *P)
{
    if (P->tok.kind == TK_VLBRACE) {
        advance(P);
        return false;
    }
    parse_expect_special(P, P->k.lbrace);
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
bool parse_block_more(Parser *P, bool explicit_, bool after_item)
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
            if (!layout_close_implicit(&P->L)) parse_fail_tok(P);
            fetch(P);
            return false;
        }
        if (after_item) parse_fail_tok(P);
        return true;
    }
}

/* ============================================================== names */

/* `(,,)` with `commas` commas. */
const char *parse_tuple_name(Parser *P, int commas)
{
    char *buf = ARENA_ARRAY(P->arena, char, commas + 2);
    int n = 0;
    buf[n++] = '(';
    for (int i = 0; i < commas; i++) buf[n++] = ',';
    buf[n++] = ')';
    return arena_intern_n(P->arena, buf, (size_t)n);
}

/* After `(` and the first comma: counts commas up to `)`. */
int parse_count_commas(Parser *P)
{
    int n = 0;
    while (is_special(P, P->k.comma)) {
        n++;
        advance(P);
    }
    parse_expect_special(P, P->k.rparen);
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
Name parse_var_def(Parser *P)
{
    if (at_var_def(P)) {
        Name n = tok_name(&P->tok);
        advance(P);
        return n;
    }
    if (!at_paren_varsym(P)) parse_fail_tok(P);
    advance(P);
    Name n = tok_name(&P->tok);
    advance(P);
    advance(P);
    return n;
}

/* Is the look-ahead an operator of an expression (qop)? */
bool parse_at_qop(Parser *P)
{
    switch (P->tok.kind) {
    case TK_VARSYM: case TK_CONSYM: return true;
    case TK_RESERVEDOP: return P->tok.text == P->k.colon;
    case TK_SPECIAL: return P->tok.text == P->k.bquote;
    default: return false;
    }
}

/* qop: operator symbol or `ident`. Sets *is_con for constructors. */
Name parse_qop(Parser *P, bool *is_con)
{
    if (is_special(P, P->k.bquote)) {
        SrcSpan start = P->tok.span;
        advance(P);
        if (P->tok.kind != TK_VARID && P->tok.kind != TK_CONID) parse_fail_tok(P);
        Name n = tok_name(&P->tok);
        *is_con = P->tok.kind == TK_CONID;
        advance(P);
        parse_expect_special(P, P->k.bquote);
        n.span = span_from(P, start);
        return n;
    }
    if (!parse_at_qop(P)) parse_fail_tok(P);
    Name n = tok_name(&P->tok);
    *is_con = P->tok.kind != TK_VARSYM;
    advance(P);
    return n;
}

/* A constructor operator of a pattern: consym, `:` or `Con`. */
bool parse_at_conop(Parser *P)
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

Literal parse_negate_literal(Parser *P, Literal lit)
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

/* ======================================================= declarations */

Decl *parse_new_decl(Parser *P, DeclKind kind, SrcSpan sp)
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
    Decl *d = parse_new_decl(P, D_SIG, start);
    d->names = SC_FINISH(P, m, Name, &d->nnames);
    parse_expect_rop(P, P->k.dcolon);
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
    Decl *d = parse_new_decl(P, D_FIXITY, start);
    d->assoc = w == P->k.k_infixl ? ASSOC_LEFT
             : w == P->k.k_infixr ? ASSOC_RIGHT : ASSOC_NONE;
    advance(P);
    d->prec = 9;
    if (P->tok.kind == TK_INTEGER) {
        if (P->tok.lit.big || P->tok.lit.i > 9)
            parse_fail_at(P, P->tok.span, "Precedence out of range: %s", P->tok.lit.text);
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
        parse_expect_special(P, P->k.rbrack);
    }
    Decl *d = parse_new_decl(P, D_PRAGMA, start);
    d->pragma = which;
    d->name = parse_var_def(P);
    if (P->tok.kind != TK_PRAGMA_CLOSE) parse_fail_tok(P);
    advance(P);
    d->span = span_from(P, start);
    return d;
}

/* Where the name of the SCC pragma token P->tok is: after `{-#`, the word
   SCC and the blanks (GHC reports the pragma's errors there). */
static SrcSpan scc_name_span(Parser *P)
{
    const char *p = P->src->text + P->tok.off, *end = P->src->text + P->tok.end;
    int line = P->tok.span.l1, col = P->tok.span.c1, words = 0;
    for (; p < end; p++) {
        bool blank = *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';
        if (words == 2 && !blank)
            break;
        if (blank && (p == P->src->text || !(p[-1] == ' ' || p[-1] == '\t' ||
                                              p[-1] == '\n' || p[-1] == '\r')))
            words++;
        if (*p == '\n') {
            line++;
            col = 1;
        } else if (*p == '\t') {
            col += 8 - (col - 1) % 8;
        } else if (((unsigned char)*p & 0xC0) != 0x80) {
            col++;
        }
    }
    int n = (int)strlen(P->tok.text);
    return (SrcSpan){ line, col, line, col + (n > 0 ? n - 1 : 0) };
}

/* {-# SCC f #-} / {-# SCC f "label" #-}: a cost centre on binding f. */
static Decl *parse_scc_decl(Parser *P)
{
    if (P->tok.flags & TF_SCC_QUOTED)
        parse_fail_tok(P);
    Decl *d = parse_new_decl(P, D_PRAGMA, P->tok.span);
    d->pragma = "SCC";
    d->name.id = P->tok.text;
    d->name.span = scc_name_span(P);
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
    return parse_starts_apat(P);
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
    if (!inner.is_fun) parse_fail_tok(P);
    parse_expect_special(P, P->k.rparen);
    size_t m = sc_mark(P);
    for (int i = 0; i < inner.clause.npats; i++) sc_ptr(P, inner.clause.pats[i]);
    if (!lhs_arg_start(P)) parse_fail_tok(P);
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
            out->pat = parse_new_pat(P, P_VAR, n.span);
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
        Lhs *plain = parse_attempt(P, lhs_plain_then_eq);
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
        parse_late_error(P, e->span, "Parse error: module header, import declaration\n"
                               "or top-level declaration expected.");
        return NULL;
    }
    if (!at_binding_end(P)) parse_fail_tok(P);
    reset(P, m);   /* an expression but no left-hand side: say where */
    Lhs *lhs = ARENA_NEW(P->arena, Lhs);
    parse_lhs(P, lhs);
    parse_fail_tok(P);
}

static Decl *parse_binding(Parser *P, bool top)
{
    SrcSpan start = P->tok.span;
    Lhs *lhs = parse_attempt(P, lhs_then_eq);
    if (!lhs && !(lhs = lhs_failed(P, top))) return NULL;
    Rhs *rhs = parse_rhs(P, false);
    SrcSpan sp = span_from(P, start);
    if (!lhs->is_fun) {
        Decl *d = parse_new_decl(P, D_PAT, sp);
        d->pat = lhs->pat;
        d->rhs = rhs;
        return d;
    }
    Decl *d = parse_new_decl(P, D_FUN, sp);
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
Decl *parse_decl(Parser *P, bool top)
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
            Decl *m = parse_new_decl(P, D_FUN, join(d->span, ds[j - 1]->span));
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

Decl **parse_decl_block(Parser *P, int *n)
{
    size_t m = sc_mark(P);
    bool ex = parse_block_open(P);
    for (bool more = parse_block_more(P, ex, false); more; more = parse_block_more(P, ex, true))
        sc_ptr(P, parse_decl(P, false));
    Decl **ds = SC_FINISH(P, m, Decl *, n);
    return merge_clauses(P, ds, n);
}

/* ============================================================ modules */

/* A module name: a possibly qualified conid, joined back together. */
static Name parse_modid(Parser *P)
{
    if (P->tok.kind != TK_CONID) parse_fail_tok(P);
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
        parse_expect_special(P, P->k.rparen);
        return;
    }
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rparen)) {
        Name n;
        if (P->tok.kind == TK_VARID || P->tok.kind == TK_CONID) {
            n = tok_name(&P->tok);
            advance(P);
        } else {
            parse_expect_special(P, P->k.lparen);
            if (P->tok.kind != TK_VARSYM && P->tok.kind != TK_CONSYM) parse_fail_tok(P);
            n = tok_name(&P->tok);
            advance(P);
            parse_expect_special(P, P->k.rparen);
        }
        sc_push(P, &n, sizeof n);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    parse_expect_special(P, P->k.rparen);
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
    parse_expect_special(P, P->k.lparen);
    if (P->tok.kind != TK_VARSYM && P->tok.kind != TK_CONSYM &&
        !is_rop(P, P->k.colon))
        parse_fail_tok(P);
    Name n = tok_name(&P->tok);
    *is_type = P->tok.kind == TK_CONSYM;
    advance(P);
    parse_expect_special(P, P->k.rparen);
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
    parse_expect_special(P, P->k.rparen);
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
        if (!is_special(P, P->k.lparen)) parse_fail_tok(P);
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
        parse_expect_special(P, P->k.rparen);
        im.items = SC_FINISH(P, m, ImportItem, &im.nitems);
    }
    im.span = span_from(P, start);
    return im;
}

/* The module body: imports first, then top declarations. */
static void parse_body(Parser *P, Module *mod)
{
    bool ex = parse_block_open(P);
    size_t mi = sc_mark(P);
    bool more = parse_block_more(P, ex, false);
    while (more && is_rid(P, P->k.k_import)) {
        Import im = parse_import(P);
        sc_push(P, &im, sizeof im);
        more = parse_block_more(P, ex, true);
    }
    mod->imports = SC_FINISH(P, mi, Import, &mod->nimports);
    size_t md = sc_mark(P);
    for (; more; more = parse_block_more(P, ex, true)) {
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
        mod->has_header = true;
        mod->name = parse_modid(P);
        if (is_special(P, P->k.lparen)) parse_exports(P, mod);
        parse_expect_rid(P, P->k.k_where);
    }
    parse_body(P, mod);
    if (P->tok.kind != TK_EOF || (P->tok.flags & TF_LEXERROR)) parse_fail_tok(P);
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
        if (P->tok.kind == TK_EOF && (P->tok.flags & TF_LEXERROR)) parse_fail_tok(P);
        Module *m = parse_top(P);
        if (P->soft_msg) parse_fail_at(P, P->soft_span, "%s", P->soft_msg);
        if (P->late_msg) parse_fail_at(P, P->late_span, "%s", P->late_msg);
        mod = m;
    }
    layout_free(&P->L);
    free(P->scratch);
    free(P);
    return mod;
}
