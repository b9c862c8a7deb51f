/*
 * tc_unify.c -- the type checker's types: builders, printing types for
 * messages, and unification (tc_int.h).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "tc_int.h"

/* ============================================================ builders */

/* Vectors grow in the arena (vec_push): an error long-jumps out of the
   checker at any point, and nothing it allocated may leak. */

Ty *tc_new_ty(Arena *a, TyKind k)
{
    Ty *t = ARENA_NEW(a, Ty);
    t->kind = k;
    return t;
}

Ty *ty_con(Arena *a, TyCon *c)
{
    Ty *t = tc_new_ty(a, TY_CON);
    t->con = c;
    return t;
}

/* Note [Levels of applications]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   Unifying a meta with a type lowers the levels of the metas in that type
   to the meta's own (tc_adjust_levels).  Walking the whole type each time
   costs the square of its depth when types nest deeply (a 10,000-deep
   list literal [[[...]]] unifies each level's element type with the
   nested list type below it).  An application therefore keeps a bound on
   the levels of the metas inside it (none, INT_MAX, until a walk has
   been through it), and the walk stops at one whose bound is already
   low enough.  The bound stays true: levels only ever go down, and a
   meta is bound only to a type whose levels were first brought down to
   its own. */
Ty *ty_app(Arena *a, Ty *f, Ty *x)
{
    Ty *t = tc_new_ty(a, TY_APP);
    t->fun = f;
    t->arg = x;
    t->level = INT_MAX;
    return t;
}

Ty *ty_fun(Arena *a, TyCon *arrow, Ty *from, Ty *to)
{
    return ty_app(a, ty_app(a, ty_con(a, arrow), from), to);
}

Ty *ty_gen(Arena *a, int index, const char *name, int arity)
{
    Ty *t = tc_new_ty(a, TY_GEN);
    t->index = index;
    t->name = name;
    t->arity = arity;
    return t;
}

Scheme *scheme_new(Arena *a, int ngen, Ty *ty, Pred *ps, int np, SrcSpan span)
{
    Scheme *s = ARENA_NEW(a, Scheme);
    s->ngen = ngen;
    s->gen_names = ARENA_ARRAY(a, const char *, ngen + 1);
    s->gen_arity = ARENA_ARRAY(a, int, ngen + 1);
    for (int i = 0; i < ngen; i++) {
        s->gen_names[i] = "a";
        s->gen_arity[i] = 0;
    }
    s->ty = ty;
    s->preds = ps;
    s->npreds = np;
    s->span = span;
    return s;
}

Ty *ty_prune(Ty *t)
{
    while (t->kind == TY_META && t->ref) {
        if (t->ref->kind == TY_META && t->ref->ref)
            t->ref = t->ref->ref;        /* path compression */
        t = t->ref;
    }
    return t;
}

Ty *tc_meta(Tc *tc, const char *hint, int arity)
{
    Ty *t = tc_new_ty(tc->a, TY_META);
    t->level = tc->level;
    t->id = tc->next_id++;
    t->name = hint;
    t->arity = arity;
    return t;
}

Ty *tc_fun(Tc *tc, Ty *a, Ty *b) { return ty_fun(tc->a, tc->p->tc_arrow, a, b); }

static bool is_con(Ty *t, TyCon *c)
{
    t = ty_prune(t);
    return t->kind == TY_CON && t->con == c;
}

/* Splits a function type a -> b (after pruning); false if it is not one. */
bool tc_split_fun(Tc *tc, Ty *t, Ty **a, Ty **b)
{
    t = ty_prune(t);
    if (t->kind != TY_APP)
        return false;
    Ty *f = ty_prune(t->fun);
    if (f->kind != TY_APP || !is_con(f->fun, tc->p->tc_arrow))
        return false;
    *a = f->arg;
    *b = t->arg;
    return true;
}

/* The head of an application spine and its arguments, in an array of
   the arena. */
Ty *tc_spine(Tc *tc, Ty *t, Ty ***args, int *n)
{
    int k = 0;
    Ty *h = ty_prune(t);
    while (h->kind == TY_APP) {
        k++;
        h = ty_prune(h->fun);
    }
    Ty **as = ARENA_ARRAY(tc->a, Ty *, k + 1);
    h = ty_prune(t);
    for (int i = k - 1; i >= 0; i--) {
        as[i] = h->arg;
        h = ty_prune(h->fun);
    }
    *args = as;
    *n = k;
    return h;
}

/* Substitutes TY_GEN i by args[i] (pruning metas on the way). */
Ty *tc_subst(Tc *tc, Ty *t, Ty **args)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    t = ty_prune(t);
    switch (t->kind) {
    case TY_GEN: return args[t->index];
    case TY_APP: {
        Ty *f = tc_subst(tc, t->fun, args), *x = tc_subst(tc, t->arg, args);
        if (f == t->fun && x == t->arg)
            return t;
        return ty_app(tc->a, f, x);
    }
    default: return t;
    }
}

/* ============================================================ printing */

void tc_bput(Buf *b, const char *s)
{
    size_t k = strlen(s);
    if (b->n + k + 1 > b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 256;
        while (cap < b->n + k + 1)
            cap *= 2;
        char *ns = arena_alloc(b->a, cap);
        if (b->n)
            memcpy(ns, b->s, b->n);
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, k);
    b->n += k;
    b->s[b->n] = 0;
}

static const char *buf_text(Tc *tc, const Buf *b)
{
    return arena_intern(tc->a, b->s ? b->s : "");
}

static const char *meta_name(Tc *tc, Names *nm, Ty *t)
{
    for (int i = 0; i < nm->n; i++)
        if (nm->metas[i] == t)
            return nm->names[i];
    const char *hint = t->name && t->name[0] >= 'a' && t->name[0] <= 'z' ? t->name : "a";
    int c = hint[0] - 'a';
    const char *s = arena_intern(tc->a, arena_printf(tc->a, "%.*s%d",
        (int)strcspn(hint, "0123456789"), hint, nm->counts[c]++));
    if (nm->n == nm->cap) {
        int cap = nm->cap ? 2 * nm->cap : 16;
        Ty **metas = ARENA_ARRAY(tc->a, Ty *, cap);
        const char **names = ARENA_ARRAY(tc->a, const char *, cap);
        for (int i = 0; i < nm->n; i++) {
            metas[i] = nm->metas[i];
            names[i] = nm->names[i];
        }
        nm->metas = metas;
        nm->names = names;
        nm->cap = cap;
    }
    nm->metas[nm->n] = t;
    nm->names[nm->n++] = s;
    return s;
}

static bool is_tuple_con(TyCon *c) { return c->name[0] == '(' && c->name[1] == ','; }

void tc_show_ty(Tc *tc, Names *nm, Buf *b, Ty *t, int prec)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    Ty **args;
    int n;
    Ty *h = tc_spine(tc, t, &args, &n);
    if (h->kind == TY_CON) {
        TyCon *c = h->con;
        if (c == tc->p->tc_arrow && n == 2) {
            if (prec > 0) tc_bput(b, "(");
            tc_show_ty(tc, nm, b, args[0], 1);
            tc_bput(b, " -> ");
            tc_show_ty(tc, nm, b, args[1], 0);
            if (prec > 0) tc_bput(b, ")");
            return;
        }
        if (c == tc->p->tc_list && n == 1) {
            tc_bput(b, "[");
            tc_show_ty(tc, nm, b, args[0], 0);
            tc_bput(b, "]");
            return;
        }
        if (is_tuple_con(c) && n == c->arity) {
            tc_bput(b, "(");
            for (int i = 0; i < n; i++) {
                if (i) tc_bput(b, ", ");
                tc_show_ty(tc, nm, b, args[i], 0);
            }
            tc_bput(b, ")");
            return;
        }
        if (n > 0 && prec > 1) tc_bput(b, "(");
        tc_bput(b, c == tc->p->tc_arrow ? "(->)" : c == tc->p->tc_list ? "[]" : c->name);
    } else {
        if (n > 0 && prec > 1) tc_bput(b, "(");
        if (h->kind == TY_META)
            tc_bput(b, meta_name(tc, nm, h));
        else
            tc_bput(b, h->name ? h->name : "t");
    }
    for (int i = 0; i < n; i++) {
        tc_bput(b, " ");
        tc_show_ty(tc, nm, b, args[i], 2);
    }
    if (n > 0 && prec > 1) tc_bput(b, ")");
}

const char *ty_str(Tc *tc, Names *nm, Ty *t)
{
    Buf b = { .a = tc->a };
    tc_show_ty(tc, nm, &b, t, 0);
    return buf_text(tc, &b);
}

const char *tc_pred_str(Tc *tc, Names *nm, Pred p)
{
    Buf b = { .a = tc->a };
    tc_bput(&b, p.cls->name);
    tc_bput(&b, " ");
    tc_show_ty(tc, nm, &b, p.ty, 2);
    return buf_text(tc, &b);
}

/* ========================================================= unification */

bool tc_occurs(Ty *m, Ty *t)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    t = ty_prune(t);
    if (t == m)
        return true;
    if (t->kind == TY_APP)
        return tc_occurs(m, t->fun) || tc_occurs(m, t->arg);
    return false;
}

/* Note [Occurs checks of fresh metas]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   The occurs check walks the whole type, through the bindings of the
   metas in it.  Most metas are bound while still fresh, though: made by
   an instantiation a moment ago (the `a` of `[] :: [a]`), and the type is
   big (the element type of a 10,000-deep list literal), which made the
   walks cost the square of the depth.  A meta that no binding has made
   reachable (not `escaped`) can only occur in a type as part of the
   type's own structure, so for it the walk stops at bound metas.  Binding
   a meta to a type makes the metas of that type's own structure escaped
   (those reachable through its bound metas already are). */

/* Does m occur in t, not looking through bound metas? */
static bool occurs_shallow(Ty *m, Ty *t)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    if (t == m)
        return true;
    if (t->kind == TY_APP)
        return occurs_shallow(m, t->fun) || occurs_shallow(m, t->arg);
    return false;
}

/* Marks the metas of t's own structure escaped. */
static void mark_escaped(Ty *t)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    if (t->kind == TY_META && !t->ref) {
        t->escaped = true;
    } else if (t->kind == TY_APP) {
        mark_escaped(t->fun);
        mark_escaped(t->arg);
    }
}

/* Lowers the levels of the metas of t to `level` (a meta of an inner
   group unified with an outer one must not be generalised). */
void tc_adjust_levels(Ty *t, int level)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level)
            t->level = level;
    } else if (t->kind == TY_APP && t->level > level) {
        tc_adjust_levels(t->fun, level);
        tc_adjust_levels(t->arg, level);
        t->level = level;
    }
}

static int ty_arity(Tc *tc, Ty *t)
{
    t = ty_prune(t);
    switch (t->kind) {
    case TY_CON: return t->con->arity;
    case TY_APP: return ty_arity(tc, t->fun) - 1;
    default: return t->arity;
    }
}

bool tc_unify_rec(Tc *tc, Ty *x, Ty *y, UErr *err)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    x = ty_prune(x);
    y = ty_prune(y);
    if (x == y)
        return true;
    if (x->kind == TY_META || y->kind == TY_META) {
        Ty *m = x->kind == TY_META ? x : y, *t = m == x ? y : x;
        if (m->escaped ? tc_occurs(m, t) : occurs_shallow(m, t)) {
            err->occurs = true;
            err->exp = m;
            err->act = t;
            return false;
        }
        if (ty_arity(tc, t) != m->arity) {
            err->kind = true;
            return false;
        }
        tc_adjust_levels(t, m->level);
        m->ref = t;
        mark_escaped(t);
        return true;
    }
    if (x->kind == TY_CON && y->kind == TY_CON)
        return x->con == y->con;
    if (x->kind == TY_APP && y->kind == TY_APP)
        return tc_unify_rec(tc, x->fun, y->fun, err) && tc_unify_rec(tc, x->arg, y->arg, err);
    return false;
}

bool ty_equal(Ty *x, Ty *y)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    x = ty_prune(x);
    y = ty_prune(y);
    if (x == y)
        return true;
    if (x->kind != y->kind)
        return false;
    switch (x->kind) {
    case TY_CON: return x->con == y->con;
    case TY_APP: return ty_equal(x->fun, y->fun) && ty_equal(x->arg, y->arg);
    case TY_GEN: return x->index == y->index;
    default: return false;
    }
}

static const char *rigid_note(Tc *tc, Names *nm, Ty *t)
{
    t = ty_prune(t);
    if (t->kind != TY_SKOLEM || !t->sig_name)
        return "";
    (void)nm;
    SrcSpan s = t->sig->span;
    const char *sp = s.l1 == s.l2 ? arena_printf(tc->a, "%d:%d-%d", s.l1, s.c1, s.c2)
        : arena_printf(tc->a, "(%d,%d)-(%d,%d)", s.l1, s.c1, s.l2, s.c2);
    return arena_printf(tc->a, "\n  \u2018%s\u2019 is a rigid type variable bound by\n"
                        "    the type signature for:\n      %s\n    at %s:%s",
                        t->name, tc_sig_text(tc, t->sig_name, (Scheme *)t->sig), tc->file, sp);
}

/* Unifies the type an expression must have (`exp`) with the type it has
   (`act`); reports GHC's "Couldn't match" on failure. */
void tc_unify_at(Tc *tc, Ty *exp, Ty *act, SrcSpan span, const char *ctx)
{
    UErr err = { 0 };
    if (tc_unify_rec(tc, exp, act, &err))
        return;
    Names nm = { .n = 0 };
    const char *where = ctx ? ctx : tc_context_line(tc, span);
    if (err.occurs)
        tc_error(tc, NULL, span, "\u2022 Occurs check: cannot construct the infinite "
                 "type: %s ~ %s%s", ty_str(tc, &nm, err.exp), ty_str(tc, &nm, err.act),
                 where);
    const char *e = ty_str(tc, &nm, exp), *a = ty_str(tc, &nm, act);
    const char *kind = err.kind ? "kind" : "type";
    tc_error(tc, NULL, span, "\u2022 Couldn't match expected %s \u2018%s\u2019 with "
             "actual %s \u2018%s\u2019%s%s%s", kind, e, kind, a,
             rigid_note(tc, &nm, exp), rigid_note(tc, &nm, act), where);
}
