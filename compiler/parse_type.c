/*
 * parse_type.c -- the parser's types: atypes, btypes, function types,
 * contexts and qualified types (parser_int.h).
 */
#include "parser_int.h"

/* ============================================================== types */

Type *parse_new_type(Parser *P, TypeKind kind, SrcSpan sp)
{
    Type *t = ARENA_NEW(P->arena, Type);
    t->kind = kind;
    t->span = sp;
    return t;
}

bool parse_starts_atype(Parser *P)
{
    return (P->tok.kind == TK_VARID && P->tok.qual == NULL) ||
           P->tok.kind == TK_CONID || is_special(P, P->k.lparen) ||
           is_special(P, P->k.lbrack);
}

static Type *con_type(Parser *P, const char *id, SrcSpan sp)
{
    Type *t = parse_new_type(P, T_CON, sp);
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
        int commas = parse_count_commas(P);
        return con_type(P, parse_tuple_name(P, commas), span_from(P, start));
    }
    if (is_rop(P, P->k.rarrow)) {
        advance(P);
        parse_expect_special(P, P->k.rparen);
        return con_type(P, P->k.rarrow, span_from(P, start));
    }
    Type *t = parse_type(P);
    if (!is_special(P, P->k.comma)) {
        parse_expect_special(P, P->k.rparen);
        t->span = span_from(P, start);
        return t;
    }
    size_t m = sc_mark(P);
    sc_ptr(P, t);
    while (is_special(P, P->k.comma)) {
        advance(P);
        sc_ptr(P, parse_type(P));
    }
    parse_expect_special(P, P->k.rparen);
    Type *tup = parse_new_type(P, T_TUPLE, span_from(P, start));
    tup->elems = SC_FINISH(P, m, Type *, &tup->nelems);
    return tup;
}

Type *parse_atype(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (P->tok.kind == TK_VARID && P->tok.qual == NULL &&
        strcmp(P->tok.text, "forall") == 0)
        parse_fail_at(P, start, "lazyrts does not support explicit \u2018forall\u2019 "
                "in types (ExplicitForAll, ScopedTypeVariables)");
    if (P->tok.kind == TK_VARID && P->tok.qual == NULL) {
        Type *t = parse_new_type(P, T_VAR, start);
        t->name = tok_name(&P->tok);
        advance(P);
        return t;
    }
    if (P->tok.kind == TK_CONID) {
        Type *t = parse_new_type(P, T_CON, start);
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
        Type *t = parse_new_type(P, T_LIST, start);
        t->arg = parse_type(P);
        parse_expect_special(P, P->k.rbrack);
        t->span = span_from(P, start);
        return t;
    }
    parse_fail_tok(P);
}

Type *parse_btype(Parser *P)
{
    SrcSpan start = P->tok.span;
    Type *t = parse_atype(P);
    while (parse_starts_atype(P)) {
        Type *app = parse_new_type(P, T_APP, start);
        app->fun = t;
        app->arg = parse_atype(P);
        app->span = span_from(P, start);
        t = app;
    }
    return t;
}

Type *parse_type(Parser *P)
{
    SrcSpan start = P->tok.span;
    Type *t = parse_btype(P);
    if (!is_rop(P, P->k.rarrow)) return t;
    advance(P);
    Type *f = parse_new_type(P, T_FUN, start);
    f->fun = t;
    f->arg = parse_type(P);
    f->span = span_from(P, start);
    return f;
}

/* One class assertion `C t` of a context. */
static void push_assertion(Parser *P, Type *t)
{
    if (t->kind != T_APP || t->fun->kind != T_CON)
        parse_fail_at(P, t->span, "Malformed context: expected a class constraint");
    sc_push(P, &t->fun->name, sizeof(Name));
    sc_ptr(P, t->arg);
}

/* Turns the type parsed before `=>` into a context. */
Context parse_to_context(Parser *P, Type *t)
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
Type *parse_qual_type(Parser *P, Context *ctx)
{
    Type *t = parse_type(P);
    if (!is_rop(P, P->k.darrow)) {
        *ctx = (Context){ NULL, NULL, 0 };
        return t;
    }
    *ctx = parse_to_context(P, t);
    advance(P);
    return parse_type(P);
}
