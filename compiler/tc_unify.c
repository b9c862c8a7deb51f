/*
 * tc_unify.c -- the type checker's types: builders, printing types for
 * messages, and unification (tc_int.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

Ty *ty_app(Arena *a, Ty *f, Ty *x)
{
    Ty *t = tc_new_ty(a, TY_APP);
    t->fun = f;
    t->arg = x;
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

/* The head of an application spine and its arguments (at most 16). */
Ty *tc_spine(Ty *t, Ty **args, int *n)
{
    Ty *stack[16];
    int k = 0;
    t = ty_prune(t);
    while (t->kind == TY_APP && k < 16) {
        stack[k++] = t->arg;
        t = ty_prune(t->fun);
    }
    *n = k;
    for (int i = 0; i < k; i++)
        args[i] = stack[k - 1 - i];
    return t;
}

/* Substitutes TY_GEN i by args[i] (pruning metas on the way). */
Ty *tc_subst(Tc *tc, Ty *t, Ty **args)
{
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
    if (b->n + k >= sizeof b->s)
        k = sizeof b->s - 1 - b->n;
    memcpy(b->s + b->n, s, k);
    b->n += k;
    b->s[b->n] = 0;
}

static const char *meta_name(Tc *tc, Names *nm, Ty *t)
{
    for (int i = 0; i < nm->n; i++)
        if (nm->metas[i] == t)
            return nm->names[i];
    const char *hint = t->name && t->name[0] >= 'a' && t->name[0] <= 'z' ? t->name : "a";
    int c = hint[0] - 'a';
    char buf[64];
    snprintf(buf, sizeof buf, "%.*s%d", (int)strcspn(hint, "0123456789"), hint,
             nm->counts[c]++);
    const char *s = arena_intern(tc->a, buf);
    if (nm->n < 64) {
        nm->metas[nm->n] = t;
        nm->names[nm->n++] = s;
    }
    return s;
}

static bool is_tuple_con(TyCon *c) { return c->name[0] == '(' && c->name[1] == ','; }

void tc_show_ty(Tc *tc, Names *nm, Buf *b, Ty *t, int prec)
{
    Ty *args[16];
    int n;
    Ty *h = tc_spine(t, args, &n);
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
    Buf b = { .n = 0 };
    b.s[0] = 0;
    tc_show_ty(tc, nm, &b, t, 0);
    return arena_intern(tc->a, b.s);
}

const char *tc_pred_str(Tc *tc, Names *nm, Pred p)
{
    Buf b = { .n = 0 };
    b.s[0] = 0;
    tc_bput(&b, p.cls->name);
    tc_bput(&b, " ");
    tc_show_ty(tc, nm, &b, p.ty, 2);
    return arena_intern(tc->a, b.s);
}

/* ========================================================= unification */

bool tc_occurs(Ty *m, Ty *t)
{
    t = ty_prune(t);
    if (t == m)
        return true;
    if (t->kind == TY_APP)
        return tc_occurs(m, t->fun) || tc_occurs(m, t->arg);
    return false;
}

/* Lowers the levels of the metas of t to `level` (a meta of an inner
   group unified with an outer one must not be generalised). */
void tc_adjust_levels(Ty *t, int level)
{
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level)
            t->level = level;
    } else if (t->kind == TY_APP) {
        tc_adjust_levels(t->fun, level);
        tc_adjust_levels(t->arg, level);
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
    x = ty_prune(x);
    y = ty_prune(y);
    if (x == y)
        return true;
    if (x->kind == TY_META || y->kind == TY_META) {
        Ty *m = x->kind == TY_META ? x : y, *t = m == x ? y : x;
        if (tc_occurs(m, t)) {
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
