/*
 * parse_expr.c -- the parser's expressions (atoms, lists and sequences,
 * records, lambda, let, if, case, do, SCC, infix) and the statements,
 * guards and right-hand sides they share with declarations
 * (parser_int.h).
 */
#include "cstack.h"
#include "parser_int.h"
#include "ast_print.h"

/* ======================================================== expressions */

static Expr *parse_infix(Parser *P, bool in_paren);
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
Expr *parse_exp(Parser *P)
{
    cstack_check(P->tok.span);
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
        int commas = parse_count_commas(P);
        SrcSpan sp = span_from(P, start);
        return name_expr(P, E_CON, make_name(parse_tuple_name(P, commas), sp), sp);
    }
    bool minus = is_varsym(P, P->k.minus);
    if (parse_at_qop(P)) {
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
            parse_expect_special(P, P->k.rparen);
            s->span = span_from(P, start);
            return s;
        }
    }
    Expr *e = parse_infix(P, true);
    if (parse_at_qop(P)) {
        Expr *s = new_expr(P, E_LSECTION, start);
        bool is_con;
        s->body = e;
        s->op = parse_qop(P, &is_con);
        parse_expect_special(P, P->k.rparen);
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
        parse_expect_special(P, P->k.rparen);
        Expr *t = new_expr(P, E_TUPLE, span_from(P, start));
        t->elems = SC_FINISH(P, m, Expr *, &t->nelems);
        return t;
    }
    parse_expect_special(P, P->k.rparen);
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
    parse_expect_special(P, P->k.rbrack);
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
        parse_expect_special(P, P->k.rbrack);
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
    parse_expect_special(P, P->k.rbrack);
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
    parse_fail_tok(P);
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
        if (P->tok.kind != TK_VARID) parse_fail_tok(P);
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
    parse_expect_special(P, P->k.rbrace);
    r->fields = SC_FINISH(P, m, FieldBind, &r->nfields);
    r->span = span_from(P, e->span);
    return r;
}

static Expr *parse_aexp(Parser *P)
{
    cstack_check(P->tok.span);
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
    parse_expect_rid(P, P->k.k_in);
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
    parse_expect_rid(P, P->k.k_then);
    e->then_ = parse_exp(P);
    skip_optional_semi(P);
    parse_expect_rid(P, P->k.k_else);
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
    parse_expect_rid(P, P->k.k_of);
    SrcSpan head = span_from(P, start);
    size_t m = sc_mark(P);
    bool ex = parse_block_open(P);
    for (bool more = parse_block_more(P, ex, false); more; more = parse_block_more(P, ex, true))
        parse_alt(P);
    e->alts = SC_FINISH(P, m, Alt, &e->nalts);
    if (e->nalts == 0)
        parse_late_error(P, head, "Empty list of alternatives in case expression\n"
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
    bool ex = parse_block_open(P);
    for (bool more = parse_block_more(P, ex, false); more; more = parse_block_more(P, ex, true))
        sc_ptr(P, parse_stmt(P));
    e->stmts = SC_FINISH(P, m, Stmt *, &e->nstmts);
    e->span = span_from(P, start);
    if (e->nstmts == 0) {
        parse_late_error(P, e->span, "Empty 'do' block");
        return e;
    }
    Stmt *last = e->stmts[e->nstmts - 1];
    if (last->kind != S_EXPR)
        parse_late_error(P, last->span, arena_printf(P->arena,
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
    parse_soft_error(P, b->span, arena_printf(P->arena,
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
        if (!parse_at_qop(P) || (in_paren && op_then_rparen(P))) break;
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
    Pat *p = parse_attempt(P, pat_before_arrow);
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
    parse_expect_rop(P, arrow);
    g.e = parse_exp(P);
    g.span = span_from(P, start);
    sc_push(P, &g, sizeof g);
}

Rhs *parse_rhs(Parser *P, bool is_alt)
{
    const char *arrow = is_alt ? P->k.rarrow : P->k.equals;
    SrcSpan start = P->tok.span;
    Rhs *r = ARENA_NEW(P->arena, Rhs);
    if (is_rop(P, P->k.bar)) {
        size_t m = sc_mark(P);
        while (is_rop(P, P->k.bar)) parse_guarded(P, arrow);
        r->guarded = SC_FINISH(P, m, Guarded, &r->nguarded);
    } else {
        parse_expect_rop(P, arrow);
        r->plain = parse_exp(P);
    }
    if (is_rid(P, P->k.k_where)) {
        advance(P);
        r->where = parse_decl_block(P, &r->nwhere);
    }
    r->span = span_from(P, start);
    return r;
}
