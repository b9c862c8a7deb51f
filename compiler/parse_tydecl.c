/*
 * parse_tydecl.c -- the parser's declarations of types and classes: data,
 * newtype, type synonyms, class, instance and default declarations, and
 * the top-level declaration that dispatches among them and the bindings
 * of parser.c (parser_int.h).
 */
#include "parser_int.h"

/* ------------------------------------------------ data, class, ... */

static Name simple_con(Parser *P, Type *t)
{
    if (t->kind != T_CON || t->name.qual != NULL)
        parse_fail_at(P, t->span, "Malformed head of type or class declaration");
    return t->name;
}

/* T a b (the head of data / newtype / type / class) */
static void split_head(Parser *P, Type *t, Decl *d)
{
    Type *args[64];
    int n = 0;
    while (t->kind == T_APP) {
        if (n == 64) parse_fail_at(P, t->span, "Too many type parameters");
        args[n++] = t->arg;
        t = t->fun;
    }
    d->name = simple_con(P, t);
    d->tyvars = ARENA_ARRAY(P->arena, Name, n);
    d->ntyvars = n;
    for (int i = 0; i < n; i++) {
        Type *a = args[n - 1 - i];
        if (a->kind != T_VAR)
            parse_fail_at(P, a->span, "Unexpected type in declaration head: "
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
    Type *b = parse_new_type(P, T_BANG, start);
    b->arg = parse_atype(P);
    b->span = span_from(P, start);
    return b;
}

static bool starts_field(Parser *P)
{
    return parse_starts_atype(P) || is_varsym(P, P->k.bang);
}

/* btype of a constructor operand: one banged atype, or an application. */
static Type *parse_con_operand(Parser *P)
{
    SrcSpan start = P->tok.span;
    if (is_varsym(P, P->k.bang)) return parse_field_atype(P);
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
            if (n == 256) parse_fail_tok(P);
            names[n++] = parse_var_def(P);
            if (!is_special(P, P->k.comma)) break;
            advance(P);
        }
        parse_expect_rop(P, P->k.dcolon);
        Type *t = is_varsym(P, P->k.bang) ? parse_field_atype(P) : parse_type(P);
        for (int i = first; i < n; i++) sc_ptr(P, t);
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    parse_expect_special(P, P->k.rbrace);
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
    if (parse_at_conop(P)) {
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
        if (n == 256) parse_fail_tok(P);
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
        parse_expect_special(P, P->k.lparen);
        while (P->tok.kind == TK_CONID) {
            Name n = tok_name(&P->tok);
            sc_push(P, &n, sizeof n);
            advance(P);
            if (!is_special(P, P->k.comma)) break;
            advance(P);
        }
        parse_expect_special(P, P->k.rparen);
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
    Context c = parse_to_context(P, t);
    if (ctx) *ctx = c;
    advance(P);
    return parse_btype(P);
}

static Decl *parse_data(Parser *P)
{
    SrcSpan start = P->tok.span;
    bool newtype = is_rid(P, P->k.k_newtype);
    advance(P);
    Decl *d = parse_new_decl(P, newtype ? D_NEWTYPE : D_DATA, start);
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
        parse_fail_at(P, span_from(P, start),
                "A newtype must have exactly one constructor with exactly one field");
    parse_deriving(P, d);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_type_syn(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = parse_new_decl(P, D_TYPE, start);
    split_head(P, parse_btype(P), d);
    parse_expect_rop(P, P->k.equals);
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
    Decl *d = parse_new_decl(P, D_CLASS, start);
    Type *head = parse_head(P, &d->ctx);
    split_head(P, head, d);
    if (d->ntyvars > 1)
        parse_fail_at(P, head->span, MULTI_PARAM_CLASS "class \u2018%s\u2019 has %d "
                "parameters", d->name.id, d->ntyvars);
    parse_where_body(P, d);
    d->span = span_from(P, start);
    return d;
}

static Decl *parse_instance(Parser *P)
{
    SrcSpan start = P->tok.span;
    advance(P);
    Decl *d = parse_new_decl(P, D_INSTANCE, start);
    Type *head = parse_head(P, &d->ctx);
    int ntypes = 0;
    for (Type *t = head; t->kind == T_APP; t = t->fun)
        if (++ntypes > 1 && t->fun->kind == T_CON)
            parse_fail_at(P, head->span, MULTI_PARAM_CLASS "an instance of "
                    "\u2018%s\u2019 for %d types", t->fun->name.id, ntypes);
    if (head->kind != T_APP || head->fun->kind != T_CON)
        parse_fail_at(P, head->span, "Malformed instance head");
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
    Decl *d = parse_new_decl(P, D_DEFAULT, start);
    parse_expect_special(P, P->k.lparen);
    size_t m = sc_mark(P);
    while (!is_special(P, P->k.rparen)) {
        sc_ptr(P, parse_type(P));
        if (!is_special(P, P->k.comma)) break;
        advance(P);
    }
    parse_expect_special(P, P->k.rparen);
    d->types = SC_FINISH(P, m, Type *, &d->ntypes);
    d->span = span_from(P, start);
    return d;
}

Decl *parse_topdecl(Parser *P)
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
