/*
 * parse_pat.c -- the parser's patterns: atomic patterns, records, lists,
 * tuples, constructor applications and infix patterns (parser_int.h).
 */
#include "parser_int.h"

/* =========================================================== patterns */

Pat *parse_new_pat(Parser *P, PatKind kind, SrcSpan sp)
{
    Pat *p = ARENA_NEW(P->arena, Pat);
    p->kind = kind;
    p->span = sp;
    return p;
}

bool parse_starts_apat(Parser *P)
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
    Pat *p = parse_new_pat(P, P_CON, sp);
    p->name = make_name(id, sp);
    return p;
}

static Pat *parse_record_pat(Parser *P, Name con, SrcSpan start)
{
    advance(P);   /* { */
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rbrace) || P->top != m) {
        FieldPat fp = { .pat = NULL };
        if (P->tok.kind != TK_VARID) parse_fail_tok(P);
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
    parse_expect_special(P, P->k.rbrace);
    Pat *p = parse_new_pat(P, P_RECORD, span_from(P, start));
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
        int commas = parse_count_commas(P);
        return con_pat(P, parse_tuple_name(P, commas), span_from(P, start));
    }
    if (P->tok.kind == TK_CONSYM || is_rop(P, P->k.colon)) {
        Mark m = mark(P);
        Name n = tok_name(&P->tok);
        advance(P);
        if (is_special(P, P->k.rparen)) {
            advance(P);
            Pat *p = parse_new_pat(P, P_CON, span_from(P, start));
            p->name = n;
            return p;
        }
        reset(P, m);
    }
    Pat *p = parse_pat(P);
    if (is_rop(P, P->k.dcolon))
        parse_fail_at(P, P->tok.span, "lazyrts does not support pattern type signatures "
                "(ScopedTypeVariables)");
    if (!is_special(P, P->k.comma)) {
        parse_expect_special(P, P->k.rparen);
        return p;
    }
    size_t m = sc_mark(P);
    sc_ptr(P, p);
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_pat(P));
    }
    parse_expect_special(P, P->k.rparen);
    Pat *tup = parse_new_pat(P, P_TUPLE, span_from(P, start));
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
    parse_expect_special(P, P->k.rbrack);
    Pat *p = parse_new_pat(P, P_LIST, span_from(P, start));
    p->args = SC_FINISH(P, m, Pat *, &p->nargs);
    return p;
}

Pat *parse_apat(Parser *P)
{
    SrcSpan start = P->tok.span;
    const Token *t = &P->tok;
    if (t->kind == TK_VARID && t->qual == NULL) {
        Name n = tok_name(t);
        advance(P);
        if (!is_rop(P, P->k.at)) {
            Pat *p = parse_new_pat(P, P_VAR, start);
            p->name = n;
            return p;
        }
        advance(P);
        Pat *as = parse_new_pat(P, P_AS, start);
        as->name = n;
        as->pat = parse_apat(P);
        as->span = span_from(P, start);
        return as;
    }
    if (t->kind == TK_CONID) {
        Name n = tok_name(t);
        advance(P);
        if (is_special(P, P->k.lbrace)) return parse_record_pat(P, n, start);
        Pat *p = parse_new_pat(P, P_CON, start);
        p->name = n;
        return p;
    }
    if (is_literal(t)) {
        Pat *p = parse_new_pat(P, P_LIT, start);
        p->lit = t->lit;
        advance(P);
        return p;
    }
    if (is_rid(P, P->k.k_wild)) {
        advance(P);
        return parse_new_pat(P, P_WILD, start);
    }
    if (is_rop(P, P->k.tilde) || is_varsym(P, P->k.bang)) {
        PatKind kind = is_rop(P, P->k.tilde) ? P_LAZY : P_BANG;
        advance(P);
        Pat *p = parse_new_pat(P, kind, start);
        p->pat = parse_apat(P);
        p->span = span_from(P, start);
        return p;
    }
    if (is_special(P, P->k.lparen)) return parse_paren_pat(P);
    if (is_special(P, P->k.lbrack)) return parse_list_pat(P);
    parse_fail_tok(P);
}

/* lpat: apat | - literal | gcon apat+ */
static Pat *parse_lpat(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (is_varsym(P, P->k.minus)) {
        advance(P);
        if (P->tok.kind != TK_INTEGER && P->tok.kind != TK_FLOAT) parse_fail_tok(P);
        Pat *p = parse_new_pat(P, P_LIT, start);
        p->lit = parse_negate_literal(P, P->tok.lit);
        advance(P);
        p->span = span_from(P, start);
        return p;
    }
    Pat *p = parse_apat(P);
    if (p->kind != P_CON || p->nargs != 0 || !parse_starts_apat(P)) return p;
    if (p->name.id == P->k.unit || p->name.id == P->k.nil) return p;
    size_t m = sc_mark(P);
    while (parse_starts_apat(P)) sc_ptr(P, parse_apat(P));
    p->args = SC_FINISH(P, m, Pat *, &p->nargs);
    p->span = span_from(P, start);
    return p;
}

/* pat: lpat (conop lpat)* kept flat for the renamer. */
typedef struct PatItem { Name op; Pat *p; } PatItem;   /* op before p */

Pat *parse_pat(Parser *P)
{
    SrcSpan start = P->tok.span;
    Pat *first = parse_lpat(P);
    if (!parse_at_conop(P)) return first;
    size_t m = sc_mark(P);
    while (parse_at_conop(P)) {
        bool is_con;
        PatItem it;
        it.op = parse_qop(P, &is_con);
        it.p = parse_lpat(P);
        sc_push(P, &it, sizeof it);
    }
    int n;
    PatItem *items = SC_FINISH(P, m, PatItem, &n);
    Pat *p = parse_new_pat(P, P_OPSEQ, span_from(P, start));
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
