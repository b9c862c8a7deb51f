/*
 * rn_types.c -- the renamer's part of types: type constructors, classes
 * and instances as entities, and the conversion of source types (ast.h
 * Type) into the checker's (types.h Ty, Scheme).  See rename.h.
 *
 * Note [When types are converted]
 * A module's declarations are defined first (rename.c, define_decl), so
 * that a type may be used before its declaration; its imports are
 * processed next; only then (rn_module_types) are field types, synonyms,
 * class method types, instance heads and signatures converted, in the
 * module's complete scope.  Synonyms are expanded as they are converted;
 * one used before its own declaration is converted on first use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cstack.h"
#include "rename.h"

/* =========================================================== tycons */

TyCon *rn_new_tycon(Ds *ds, const char *name, int arity, SrcSpan span)
{
    TyCon *t = ARENA_NEW(ds->arena, TyCon);
    t->name = arena_intern(ds->arena, name);
    t->module = ds->cur ? ds->cur->name : "GHC.Types";
    t->arity = arity;
    t->span = span;
    t->file = ds->file;
    return t;
}

static void builtin_fields(Ds *ds, DataInfo *d, int arity)
{
    TyCon *t = rn_new_tycon(ds, d->name, arity, (SrcSpan){ 0, 0, 0, 0 });
    t->module = d->module;
    t->data = d;
    t->resolved = true;
    d->tycon = t;
    for (int k = 0; k < d->ncons; k++) {
        ConInfo *c = d->cons[k];
        c->field_types = ARENA_ARRAY(ds->arena, Ty *, c->arity + 1);
        for (int i = 0; i < c->arity; i++)
            c->field_types[i] = ty_gen(ds->arena, i, "a", 0);
    }
}

/* The type constructor of n-tuples.  GHC has tuple values of at most
   MAX_TUPLE components (desugar.c says so beyond), but takes larger
   tuple types in signatures, where no value can ever have them; those
   get a type constructor of their own on first use. */
TyCon *rn_tuple_tycon(Ds *ds, int n)
{
    CoreProgram *p = ds->prog;
    if (n <= MAX_TUPLE)
        return p->tc_tuple[n];
    for (int i = 0; i < ds->big_tuples.n; i++) {
        TyCon *t = ds->big_tuples.items[i];
        if (t->arity == n)
            return t;
    }
    char *name = ARENA_ARRAY(ds->arena, char, n + 2);
    name[0] = '(';
    memset(name + 1, ',', (size_t)(n - 1));
    name[n] = ')';
    TyCon *t = rn_new_tycon(ds, name, n, (SrcSpan){ 0, 0, 0, 0 });
    t->module = "GHC.Tuple";
    t->resolved = true;
    vec_push(ds->arena, &ds->big_tuples, t);
    return t;
}

void rn_types_init(Ds *ds)
{
    CoreProgram *p = ds->prog;
    SrcSpan none = { 0, 0, 0, 0 };
    p->tc_arrow = rn_new_tycon(ds, "->", 2, none);
    p->tc_arrow->module = "GHC.Prim";
    static const char *const prims[6] = { "Int", "Integer", "Double", "Char", "Float",
                                          "Word" };
    for (int i = 0; i < 6; i++) {
        ds->prim_tycons[i] = rn_new_tycon(ds, prims[i], 0, none);
        ds->prim_tycons[i]->module = i == 1 ? "GHC.Num.Integer" : "GHC.Types";
        ds->prim_tycons[i]->resolved = true;
    }
    p->tc_int = ds->prim_tycons[0];
    p->tc_integer = ds->prim_tycons[1];
    p->tc_double = ds->prim_tycons[2];
    p->tc_char = ds->prim_tycons[3];
    p->tc_float = ds->prim_tycons[4];
    p->tc_word = ds->prim_tycons[5];
    builtin_fields(ds, p->unit_type, 0);
    builtin_fields(ds, p->list_type, 1);
    p->tc_unit = p->unit_type->tycon;
    p->tc_list = p->list_type->tycon;
    ConInfo *cons = p->list_type->cons[1];
    cons->field_types[1] = ty_app(ds->arena, ty_con(ds->arena, p->tc_list),
                                  ty_gen(ds->arena, 0, "a", 0));
    for (int n = 2; n <= MAX_TUPLE; n++) {
        builtin_fields(ds, p->tuple_types[n], n);
        p->tc_tuple[n] = p->tuple_types[n]->tycon;
    }
}

/* ======================================================= conversion */

typedef struct TvScope {       /* type variables of one declaration */
    const char **names;        /* in the arena */
    int *arity;                /* -1 until the first use decides */
    int n, cap;
    bool open;                 /* new variables may appear */
} TvScope;

static void tv_push(Ds *ds, TvScope *sc, const char *name, int arity)
{
    if (sc->n == sc->cap) {
        int cap = sc->cap ? 2 * sc->cap : 16;
        const char **names = ARENA_ARRAY(ds->arena, const char *, cap);
        int *ar = ARENA_ARRAY(ds->arena, int, cap);
        for (int i = 0; i < sc->n; i++) {
            names[i] = sc->names[i];
            ar[i] = sc->arity[i];
        }
        sc->names = names;
        sc->arity = ar;
        sc->cap = cap;
    }
    sc->names[sc->n] = name;
    sc->arity[sc->n++] = arity;
}

static TvScope tv_copy(Ds *ds, const TvScope *sc)
{
    TvScope c = { .open = sc->open };
    for (int i = 0; i < sc->n; i++)
        tv_push(ds, &c, sc->names[i], sc->arity[i]);
    return c;
}

/* The spine of a type application h a1 .. an: h, and a1 .. an in an
   array of the arena. */
static Type *type_spine(Ds *ds, Type *t, Type ***args, int *nargs)
{
    int n = 0;
    Type *h = t;
    for (; h->kind == T_APP; h = h->fun)
        n++;
    Type **as = ARENA_ARRAY(ds->arena, Type *, n + 1);
    int k = n;
    for (h = t; h->kind == T_APP; h = h->fun)
        as[--k] = h->arg;
    *args = as;
    *nargs = n;
    return h;
}

static const char *kind_text(Ds *ds, int arity)
{
    const char *k = "*";
    for (int i = 0; i < arity; i++)
        k = arena_printf(ds->arena, "* -> %s", k);
    return k;
}

static const char *count_word(int n)
{
    static const char *const w[] = { "no", "one", "two", "three", "four", "five" };
    return n < 6 ? w[n] : "more";
}

static _Noreturn void kind_error(Ds *ds, SrcSpan span, const char *name, int have,
                                 int want)
{
    if (have > want)
        ds_error(ds, span, "\u2022 Expecting %s more argument%s to \u2018%s\u2019\n"
                 "  Expected %s, but \u2018%s\u2019 has kind \u2018%s\u2019",
                 count_word(have - want), have - want == 1 ? "" : "s", name,
                 want == 0 ? "a type" : arena_printf(ds->arena, "kind \u2018%s\u2019",
                                                     kind_text(ds, want)),
                 name, kind_text(ds, have));
    ds_error(ds, span, "\u2022 Expected kind \u2018%s\u2019, but \u2018%s\u2019 has "
             "kind \u2018%s\u2019", kind_text(ds, want), name, kind_text(ds, have));
}

static Ty *conv(Ds *ds, Type *t, TvScope *sc, int want);
static void resolve_synonym(Ds *ds, TyCon *tc);

static TyCon *lookup_tycon(Ds *ds, const Name *n)
{
    const char *id = n->id;
    CoreProgram *p = ds->prog;
    if (!strcmp(id, "()")) return p->tc_unit;
    if (!strcmp(id, "[]")) return p->tc_list;
    if (!strcmp(id, "->") || !strcmp(id, "(->)")) return p->tc_arrow;
    if (id[0] == '(' && id[1] == ',')
        return rn_tuple_tycon(ds, (int)strlen(id) - 1);
    Entity *e = rn_lookup_top(ds, n, true);
    if (!e)
        rn_not_in_scope(ds, n, SITE_TYPE);
    if (e->cls)
        ds_error(ds, n->span, "\u2022 Class \u2018%s\u2019 used as a type", id);
    if (!e->tycon)
        ds_error(ds, n->span, "Not in scope: type constructor or class \u2018%s\u2019", id);
    return e->tycon;
}

static Ty *tyvar(Ds *ds, Type *t, TvScope *sc, int want)
{
    const char *id = arena_intern(ds->arena, t->name.id);
    for (int i = 0; i < sc->n; i++)
        if (sc->names[i] == id) {
            if (sc->arity[i] < 0)
                sc->arity[i] = want;
            else if (sc->arity[i] != want)
                kind_error(ds, t->span, id, sc->arity[i], want);
            return ty_gen(ds->arena, i, id, sc->arity[i]);
        }
    if (!sc->open)
        ds_error(ds, t->span, "Not in scope: type variable \u2018%s\u2019", id);
    tv_push(ds, sc, id, want);
    return ty_gen(ds->arena, sc->n - 1, id, want);
}

/* Replaces TY_GEN i of a synonym's body by args[i]. */
static Ty *inst_syn(Ds *ds, Ty *t, Ty **args)
{
    switch (t->kind) {
    case TY_GEN: return args[t->index];
    case TY_APP: return ty_app(ds->arena, inst_syn(ds, t->fun, args),
                               inst_syn(ds, t->arg, args));
    default: return t;
    }
}

static Ty *conv_app(Ds *ds, Type *t, TvScope *sc, int want)
{
    Type **args;
    int n;
    Type *h = type_spine(ds, t, &args, &n);
    if (h->kind == T_CON) {
        TyCon *c = lookup_tycon(ds, &h->name);
        if (c->synonym) {
            resolve_synonym(ds, c);
            if (n < c->arity)
                ds_error(ds, t->span, "\u2022 The type synonym \u2018%s\u2019 should have "
                         "%d argument%s, but has been given %s", c->name, c->arity,
                         c->arity == 1 ? "" : "s",
                         n == 0 ? "none" : arena_printf(ds->arena, "%d", n));
            Ty **sargs = ARENA_ARRAY(ds->arena, Ty *, c->arity + 1);
            for (int i = 0; i < c->arity; i++)
                sargs[i] = conv(ds, args[i], sc, 0);
            Ty *r = inst_syn(ds, c->rhs, sargs);
            for (int i = c->arity; i < n; i++)
                r = ty_app(ds->arena, r, conv(ds, args[i], sc, 0));
            return r;
        }
        if (c->arity != n + want)
            kind_error(ds, h->span, c->name, c->arity - n, want);
        Ty *r = ty_con(ds->arena, c);
        for (int i = 0; i < n; i++)
            r = ty_app(ds->arena, r, conv(ds, args[i], sc,
                                          c->param_arity ? c->param_arity[i] : 0));
        return r;
    }
    Ty *r = h->kind == T_VAR ? tyvar(ds, h, sc, n + want) : conv(ds, h, sc, n + want);
    for (int i = 0; i < n; i++)
        r = ty_app(ds->arena, r, conv(ds, args[i], sc, 0));
    return r;
}

static Ty *conv(Ds *ds, Type *t, TvScope *sc, int want)
{
    cstack_check(t->span);
    CoreProgram *p = ds->prog;
    switch (t->kind) {
    case T_VAR: return tyvar(ds, t, sc, want);
    case T_CON: case T_APP: return conv_app(ds, t, sc, want);
    case T_FUN:
        if (want)
            kind_error(ds, t->span, "->", 0, want);
        return ty_fun(ds->arena, p->tc_arrow, conv(ds, t->fun, sc, 0), conv(ds, t->arg, sc, 0));
    case T_LIST:
        if (want)
            kind_error(ds, t->span, "[]", 0, want);
        return ty_app(ds->arena, ty_con(ds->arena, p->tc_list), conv(ds, t->arg, sc, 0));
    case T_TUPLE: {
        if (want)
            kind_error(ds, t->span, "(,)", 0, want);
        Ty *r = ty_con(ds->arena, rn_tuple_tycon(ds, t->nelems));
        for (int i = 0; i < t->nelems; i++)
            r = ty_app(ds->arena, r, conv(ds, t->elems[i], sc, 0));
        return r;
    }
    case T_BANG: return conv(ds, t->arg, sc, want);
    }
    return NULL;
}

static void resolve_synonym(Ds *ds, TyCon *tc)
{
    if (tc->resolved)
        return;
    Decl *d = tc->decl;
    if (tc->resolving)
        ds_error(ds, d->span, "Cycle in type synonym declarations:\n  %s:%d:%d-%d: "
                 "type %s", ds->file, d->span.l1, d->span.c1, d->span.c2, tc->name);
    tc->resolving = true;
    TvScope sc = { .n = 0 };
    for (int i = 0; i < d->ntyvars; i++)
        tv_push(ds, &sc, arena_intern(ds->arena, d->tyvars[i].id), 0);
    tc->rhs = conv(ds, d->type, &sc, 0);
    tc->resolving = false;
    tc->resolved = true;
}

static ClassInfo *lookup_class(Ds *ds, const Name *n)
{
    Entity *e = rn_lookup_top(ds, n, true);
    if (!e)
        rn_not_in_scope(ds, n, SITE_TYPE);
    if (!e->cls)
        ds_error(ds, n->span, "\u2022 Expected a constraint, but \u2018%s\u2019 is not a "
                 "class", n->id);
    return e->cls;
}

static Pred *conv_ctx(Ds *ds, const Context *ctx, TvScope *sc)
{
    Pred *ps = ARENA_ARRAY(ds->arena, Pred, ctx->n + 1);
    bool open = sc->open;
    sc->open = false;
    for (int i = 0; i < ctx->n; i++) {
        ps[i].cls = lookup_class(ds, &ctx->classes[i]);
        ps[i].ty = conv(ds, ctx->types[i], sc, ps[i].cls->tyvar_arity < 0 ? 0
                        : ps[i].cls->tyvar_arity);
    }
    sc->open = open;
    return ps;
}

static Scheme *make_scheme(Ds *ds, TvScope *sc, Ty *t, Pred *ps, int np, SrcSpan span)
{
    Scheme *s = scheme_new(ds->arena, sc->n, t, ps, np, span);
    for (int i = 0; i < sc->n; i++) {
        s->gen_names[i] = sc->names[i];
        s->gen_arity[i] = sc->arity[i] < 0 ? 0 : sc->arity[i];
    }
    return s;
}

Scheme *rn_scheme(Ds *ds, const Context *ctx, Type *t, SrcSpan span)
{
    TvScope sc = { .n = 0, .open = true };
    Ty *ty = conv(ds, t, &sc, 0);
    Pred *ps = conv_ctx(ds, ctx, &sc);
    return make_scheme(ds, &sc, ty, ps, ctx->n, span);
}

/* ========================================================== classes */

static int method_index(ClassInfo *c, const char *name)
{
    for (int i = 0; i < c->nmethods; i++)
        if (c->methods[i] == name)
            return i;
    return -1;
}

static const char *binding_name(Ds *ds, Decl *b)
{
    if (b->kind == D_FUN)
        return arena_intern(ds->arena, b->name.id);
    Pat *p = b->pat;
    while (p && p->kind == P_BANG)
        p = p->pat;
    if (!p || p->kind != P_VAR)
        ds_error(ds, b->span, "Pattern bindings (except simple variables) not allowed "
                 "in instance declaration");
    return arena_intern(ds->arena, p->name.id);
}

static GlobalKind binding_kind(Decl *b)
{
    return b->kind == D_FUN && b->nclauses > 0 && b->clauses[0].npats > 0 ? G_FUN : G_CAF;
}

static void add_body(Ds *ds, Decl *d, CoreGlobal *g)
{
    vec_push(ds->arena, &ds->bodies, d);
    vec_push(ds->arena, &ds->bodies, g);
}

static void untyped_library(Ds *ds, Decl *d)
{
    if (!ds->cur->is_library && !ds->prog->typed)
        ds_error(ds, d->span, "%s declarations are not supported yet: type "
                 "classes need the type checker",
                 d->kind == D_CLASS ? "class" : "instance");
}

void rn_define_class(Ds *ds, Decl *d)
{
    untyped_library(ds, d);
    if (d->ntyvars != 1)
        ds_error(ds, d->span, "Too %s parameters for class \u2018%s\u2019\n"
                 "(lazyrts supports single-parameter classes)",
                 d->ntyvars ? "many" : "few", d->name.id);
    ClassInfo *c = ARENA_NEW(ds->arena, ClassInfo);
    c->name = arena_intern(ds->arena, d->name.id);
    c->module = ds->cur->name;
    c->file = ds->file;
    c->span = d->span;
    c->tyvar = arena_intern(ds->arena, d->tyvars[0].id);
    c->tyvar_arity = -1;
    c->standard = ds->cur->is_library;
    c->decl = d;
    Entity *te = rn_new_entity(ds, ENT_TYPE, c->name, d->name.span);
    te->cls = c;
    rn_define(ds, te, true);
    int n = 0;
    for (int i = 0; i < d->nbody; i++)
        if (d->body[i]->kind == D_SIG)
            n += d->body[i]->nnames;
    c->nmethods = n;
    c->methods = ARENA_ARRAY(ds->arena, const char *, n + 1);
    c->method_types = ARENA_ARRAY(ds->arena, Scheme *, n + 1);
    c->selectors = ARENA_ARRAY(ds->arena, CoreGlobal *, n + 1);
    c->defaults = ARENA_ARRAY(ds->arena, CoreGlobal *, n + 1);
    te->subs = ARENA_ARRAY(ds->arena, Entity *, n + 1);
    int k = 0;
    for (int i = 0; i < d->nbody; i++) {
        Decl *s = d->body[i];
        if (s->kind != D_SIG)
            continue;
        for (int j = 0; j < s->nnames; j++) {
            Entity *e = rn_define_var(ds, &s->names[j], G_FUN, s->span);
            e->global->selects = c;
            c->methods[k] = e->name;
            c->selectors[k] = e->global;
            te->subs[te->nsubs++] = e;
            k++;
        }
    }
    for (int i = 0; i < d->nbody; i++) {
        Decl *b = d->body[i];
        if (b->kind != D_FUN && b->kind != D_PAT)
            continue;
        const char *name = binding_name(ds, b);
        int m = method_index(c, name);
        if (m < 0)
            ds_error(ds, b->span, "\u2018%s\u2019 is not a (visible) method of class "
                     "\u2018%s\u2019", name, c->name);
        if (c->defaults[m])
            ds_error(ds, b->span, "Conflicting definitions for \u2018%s\u2019", name);
        CoreGlobal *g = ds_new_global(ds, binding_kind(b), name, b->span);
        c->defaults[m] = g;
        add_body(ds, b, g);
    }
    vec_push(ds->arena, &ds->classes, c);
}

void rn_define_instance(Ds *ds, Decl *d)
{
    untyped_library(ds, d);
    InstInfo *in = ARENA_NEW(ds->arena, InstInfo);
    in->decl = d;
    in->derived = d->derived;
    in->file = ds->file;
    in->module = ds->cur->name;
    SrcSpan hs = d->type ? d->type->span : d->span;
    in->span = (SrcSpan){ d->name.span.l1, d->name.span.c1, hs.l2, hs.c2 };
    in->bound = ARENA_ARRAY(ds->arena, CoreGlobal *, d->nbody + 1);
    in->bound_decls = ARENA_ARRAY(ds->arena, Decl *, d->nbody + 1);
    for (int i = 0; i < d->nbody; i++) {
        Decl *b = d->body[i];
        if (b->kind != D_FUN && b->kind != D_PAT)
            continue;
        const char *name = binding_name(ds, b);
        CoreGlobal *g = ds_new_global(ds, binding_kind(b), name, b->span);
        g->inst = in;
        in->bound[in->nbound] = g;
        in->bound_decls[in->nbound++] = b;
        add_body(ds, b, g);
    }
    in->dfun = ds_new_global(ds, G_CAF, "$f", d->span);
    in->dfun->inst = in;
    vec_push(ds->arena, &ds->insts, in);
}

static void class_types(Ds *ds, ClassInfo *c)
{
    Decl *d = c->decl;
    c->nsupers = d->ctx.n;
    c->supers = ARENA_ARRAY(ds->arena, ClassInfo *, c->nsupers + 1);
    c->super_sel = ARENA_ARRAY(ds->arena, CoreGlobal *, c->nsupers + 1);
    for (int i = 0; i < d->ctx.n; i++) {
        ClassInfo *s = lookup_class(ds, &d->ctx.classes[i]);
        Type *t = d->ctx.types[i];
        if (t->kind != T_VAR || arena_intern(ds->arena, t->name.id) != c->tyvar)
            ds_error(ds, t->span, "\u2022 Variable \u2018%s\u2019 occurs in the superclass "
                     "context of class \u2018%s\u2019 but is not its parameter "
                     "(lazyrts supports Haskell 2010 classes)",
                     t->kind == T_VAR ? t->name.id : "?", c->name);
        c->supers[i] = s;
        c->numeric |= s->numeric;
        c->super_sel[i] = ds_new_global(ds, G_FUN, arena_printf(ds->arena, "$p%d%s",
                                        i + 1, c->name), d->span);
        if (c->tyvar_arity < 0)
            c->tyvar_arity = s->tyvar_arity;
    }
    c->numeric |= c->standard && !strcmp(c->name, "Num");
    int k = 0;
    TvScope sc0 = { .open = true };
    tv_push(ds, &sc0, c->tyvar, c->tyvar_arity);
    for (int i = 0; i < d->nbody; i++) {
        Decl *s = d->body[i];
        if (s->kind != D_SIG)
            continue;
        TvScope sc = tv_copy(ds, &sc0);
        Ty *t = conv(ds, s->type, &sc, 0);
        if (sc.arity[0] >= 0)
            sc0.arity[0] = sc.arity[0];
        for (int j = 0; j < s->ctx.n; j++) {
            Type *ct = s->ctx.types[j];
            if (ct->kind == T_VAR && arena_intern(ds->arena, ct->name.id) == c->tyvar)
                ds_error(ds, s->span, "\u2022 Constraint \u2018%s %s\u2019 in the type of "
                         "\u2018%s\u2019\n    constrains only the class type variables\n"
                         "  Enable ConstrainedClassMethods to allow it",
                         s->ctx.classes[j].id, c->tyvar, s->names[0].id);
        }
        /* the method's own constraints (Note [Constrained methods] in
           tc_class.c): `elem :: Eq a => a -> t a -> Bool` */
        Pred *ps = conv_ctx(ds, &s->ctx, &sc);
        Scheme *sch = make_scheme(ds, &sc, t, ps, s->ctx.n, s->span);
        for (int j = 0; j < s->nnames; j++)
            c->method_types[k++] = sch;
    }
    if (sc0.arity[0] < 0)
        sc0.arity[0] = 0;
    c->tyvar_arity = sc0.arity[0];
    for (int i = 0; i < c->nmethods; i++) {
        c->method_types[i]->gen_arity[0] = c->tyvar_arity;
        c->selectors[i]->select_index = c->nsupers + i;
    }
}

/* Note [Superclass cycles]
 * Haskell 2010 forbids a class to be its own superclass, directly or
 * through others.  GHC 9.0.2 checks each class in source order by a walk
 * over its superclasses, depth first in the order the context lists them,
 * keeping the path from the class; the walk stops at the first class that
 * is already on the path -- the class itself, or one further along, as in
 * `class B a => A a; class B a => B a`, where A's path is A, B, B -- and
 * the message names the path's classes after the first, one a line.  A
 * class whose walk ended without closing a path reaches no cycle, nor any
 * class on a path that reaches it (else that would be a cycle below it),
 * so it is marked acyclic and never walked again: each class is walked
 * once, however its hierarchy shares superclasses. */
static bool super_path_closes(Ds *ds, ClassInfo *c, PtrVec *path)
{
    if (c->acyclic)
        return false;
    vec_push(ds->arena, path, c);
    for (int i = 0; i < path->n - 1; i++)
        if (path->items[i] == c)
            return true;
    for (int i = 0; i < c->nsupers; i++) {
        cstack_check(c->span);
        if (super_path_closes(ds, c->supers[i], path))
            return true;
    }
    path->n--;
    c->acyclic = true;
    return false;
}

static void superclass_cycles(Ds *ds, const char *module)
{
    for (int i = 0; i < ds->classes.n; i++) {
        ClassInfo *c = ds->classes.items[i];
        if (c->module != module)
            continue;
        PtrVec path = { 0 };
        vec_push(ds->arena, &path, c);
        bool cycle = false;
        for (int j = 0; j < c->nsupers && !cycle; j++)
            cycle = super_path_closes(ds, c->supers[j], &path);
        if (!cycle) {
            c->acyclic = true;
            continue;
        }
        const char *msg = arena_printf(ds->arena, "\u2022 Superclass cycle for \u2018%s\u2019",
                                       c->name);
        for (int j = 1; j < path.n; j++)
            msg = arena_printf(ds->arena, "%s\n    one of whose superclasses is \u2018%s\u2019",
                               msg, ((ClassInfo *)path.items[j])->name);
        Decl *d = c->decl;
        ds_error(ds, d->span, "%s\n  Use UndecidableSuperClasses to accept this\n"
                 "\u2022 In the class declaration for \u2018%s\u2019", msg, c->name);
    }
}

static const char *head_text(Ds *ds, Type *t)
{
    const char *s = diag_span_text(ds->arena, ds->file, t->span);
    return s ? s : "?";
}

static void instance_types(Ds *ds, InstInfo *in)
{
    Decl *d = in->decl;
    ClassInfo *c = lookup_class(ds, &d->name);
    in->cls = c;
    Type *t = d->type;
    Type **args;
    int n = 0;
    TyCon *head = NULL;
    CoreProgram *p = ds->prog;
    if (t->kind == T_LIST) {
        head = p->tc_list;
        args = ARENA_ARRAY(ds->arena, Type *, 1);
        args[n++] = t->arg;
    } else if (t->kind == T_TUPLE) {
        head = rn_tuple_tycon(ds, t->nelems);
        args = ARENA_ARRAY(ds->arena, Type *, t->nelems);
        for (int i = 0; i < t->nelems; i++) args[n++] = t->elems[i];
    } else if (t->kind == T_FUN) {
        head = p->tc_arrow;
        args = ARENA_ARRAY(ds->arena, Type *, 2);
        args[n++] = t->fun;
        args[n++] = t->arg;
    } else {
        Type *h = type_spine(ds, t, &args, &n);
        if (h->kind != T_CON)
            ds_error(ds, t->span, "\u2022 Illegal instance declaration for \u2018%s %s\u2019\n"
                     "    (All instance types must be of the form (T a1 ... an))",
                     c->name, head_text(ds, t));
        head = lookup_tycon(ds, &h->name);
        if (head->synonym)
            ds_error(ds, t->span, "\u2022 Illegal instance declaration for \u2018%s %s\u2019\n"
                     "    (All instance types must be of the form (T a1 ... an)\n"
                     "     where T is not a synonym.)", c->name, head_text(ds, t));
    }
    if (head->arity - n != c->tyvar_arity)
        kind_error(ds, t->span, head_text(ds, t), head->arity - n, c->tyvar_arity);
    in->head = head;
    in->nvars = n;
    in->var_names = ARENA_ARRAY(ds->arena, const char *, n + 1);
    in->var_arity = ARENA_ARRAY(ds->arena, int, n + 1);
    TvScope sc = { .n = 0 };
    for (int i = 0; i < n; i++) {
        if (args[i]->kind != T_VAR)
            ds_error(ds, t->span, "\u2022 Illegal instance declaration for \u2018%s %s\u2019\n"
                     "    (All instance types must be of the form (T a1 ... an)\n"
                     "     where a1 ... an are *distinct type variables*)",
                     c->name, head_text(ds, t));
        const char *v = arena_intern(ds->arena, args[i]->name.id);
        for (int j = 0; j < i; j++)
            if (in->var_names[j] == v)
                ds_error(ds, t->span, "\u2022 Illegal instance declaration for \u2018%s %s\u2019\n"
                         "    (All instance types must be of the form (T a1 ... an)\n"
                         "     where a1 ... an are *distinct type variables*)",
                         c->name, head_text(ds, t));
        in->var_names[i] = v;
        in->var_arity[i] = head->param_arity ? head->param_arity[i] : 0;
        tv_push(ds, &sc, v, in->var_arity[i]);
    }
    in->ctx = conv_ctx(ds, &d->ctx, &sc);
    in->nctx = d->ctx.n;
    in->methods = ARENA_ARRAY(ds->arena, CoreGlobal *, c->nmethods + 1);
    for (int i = 0; i < in->nbound; i++) {
        CoreGlobal *g = in->bound[i];
        int m = method_index(c, g->name);
        Decl *b = in->bound_decls[i];
        if (m < 0 || (!ds->cur->is_library && !d->derived
                      && !rn_global_visible(ds, c->selectors[m], g->name)))
            ds_error(ds, b->kind == D_FUN ? b->name.span : b->span, "\u2018%s\u2019 is not "
                     "a (visible) method of class \u2018%s\u2019", g->name, c->name);
        if (in->methods[m])
            ds_error(ds, in->bound_decls[i]->span, "Conflicting definitions for \u2018%s\u2019",
                     g->name);
        in->methods[m] = g;
        g->method_index = m;
    }
    in->dfun->name = arena_printf(ds->arena, "$f%s%s", c->name,
                                  head == p->tc_list ? "List" : head->name);
}

/* ======================================================== the module */

static void data_types(Ds *ds, Decl *d)
{
    Entity *e = symtab_get(&ds->cur->defs_t, NULL, arena_intern(ds->arena, d->name.id));
    TyCon *tc = e->tycon;
    DataInfo *di = tc->data;
    TvScope sc = { .n = 0 };
    for (int i = 0; i < d->ntyvars; i++)
        tv_push(ds, &sc, arena_intern(ds->arena, d->tyvars[i].id), -1);
    for (int k = 0; k < d->ncons; k++) {
        ConDecl *cd = &d->cons[k];
        ConInfo *c = di->cons[k];
        c->field_types = ARENA_ARRAY(ds->arena, Ty *, cd->nargs + 1);
        for (int i = 0; i < cd->nargs; i++)
            c->field_types[i] = conv(ds, cd->args[i], &sc, 0);
    }
    tc->param_arity = ARENA_ARRAY(ds->arena, int, sc.n + 1);
    for (int i = 0; i < sc.n; i++)
        tc->param_arity[i] = sc.arity[i] < 0 ? 0 : sc.arity[i];
    tc->resolved = true;
}

/* default (t1, .., tn): closed types (a type variable is not in scope
   there), one declaration per module, as GHC requires.  Only the user's
   module's is kept: the library is compiled with the standard default. */
static void default_decl(Ds *ds, ModInfo *m, Decl *d, const Decl *seen)
{
    if (seen)
        ds_error(ds, d->span, "Multiple default declarations\n  here was another "
                 "default declaration %s", ds_loc(ds, seen->span));
    TvScope sc = { .n = 0, .open = false };
    Ty **tys = ARENA_ARRAY(ds->arena, Ty *, d->ntypes + 1);
    for (int i = 0; i < d->ntypes; i++)
        tys[i] = conv(ds, d->types[i], &sc, 0);
    if (m->is_library)
        return;
    ds->prog->has_default = true;
    ds->prog->default_types = tys;
    ds->prog->ndefault_types = d->ntypes;
    ds->prog->default_span = d->span;
}

void rn_module_types(Ds *ds, ModInfo *m)
{
    Module *ast = m->ast;
    ds->cur = m;
    ds->file = m->file;
    if (m->is_library && !strcmp(m->name, LIB_MODULE)) {
        Entity *num = symtab_get(&m->defs_t, NULL, arena_intern(ds->arena, "Num"));
        ds->prog->typed = num && num->cls;
    }
    if (!ds->prog->typed)
        return;
    /* data types first: their parameters' kinds are needed by the rest */
    for (int i = 0; i < ast->ndecls; i++) {
        Decl *d = ast->decls[i];
        if (d->kind == D_DATA || d->kind == D_NEWTYPE)
            data_types(ds, d);
    }
    for (int i = 0; i < ast->ndecls; i++) {
        Decl *d = ast->decls[i];
        if (d->kind == D_TYPE) {
            Entity *e = symtab_get(&m->defs_t, NULL, arena_intern(ds->arena, d->name.id));
            resolve_synonym(ds, e->tycon);
        }
    }
    for (int i = 0; i < ds->classes.n; i++) {
        ClassInfo *c = ds->classes.items[i];
        if (c->module == m->name)
            class_types(ds, c);
    }
    superclass_cycles(ds, m->name);
    for (int i = 0; i < ds->insts.n; i++) {
        InstInfo *in = ds->insts.items[i];
        if (in->module == m->name)
            instance_types(ds, in);
    }
    const Decl *seen_default = NULL;
    for (int i = 0; i < ast->ndecls; i++) {
        Decl *d = ast->decls[i];
        if (d->kind == D_DEFAULT) {
            default_decl(ds, m, d, seen_default);
            seen_default = d;
        }
    }
    for (int i = 0; i < ast->ndecls; i++) {
        Decl *d = ast->decls[i];
        if (d->kind != D_SIG)
            continue;
        Scheme *s = rn_scheme(ds, &d->ctx, d->type, d->span);
        for (int j = 0; j < d->nnames; j++) {
            Entity *e = symtab_get(&m->defs_v, NULL, arena_intern(ds->arena, d->names[j].id));
            if (e && e->global) {
                if (e->global->sig)
                    ds_error(ds, d->names[j].span, "Duplicate type signatures for "
                             "\u2018%s\u2019", e->name);
                e->global->sig = s;
            }
        }
    }
}

void rn_prim_types(Ds *ds, Module *prim)
{
    if (!prim)
        return;
    ModInfo *saved = ds->cur;
    const char *sfile = ds->file;
    ds->cur = ds->base;
    ds->file = prim->file;
    for (int i = 0; i < prim->ndecls; i++) {
        Decl *d = prim->decls[i];
        if (d->kind != D_SIG)
            continue;
        Scheme *s = rn_scheme(ds, &d->ctx, d->type, d->span);
        for (int j = 0; j < d->nnames; j++) {
            const char *n = d->names[j].id;
            for (int k = 0; k < PRIM_COUNT; k++)
                if (!strcmp(primop_info[k].name, n))
                    ds->prog->prim_types[k] = s;
        }
    }
    ds->cur = saved;
    ds->file = sfile;
}
