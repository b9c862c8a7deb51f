/*
 * tc_solve.c -- the type checker's constraints: wanted and given class
 * constraints, instance resolution, simplification, defaulting, and the
 * instantiation of type schemes (tc_int.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tc_int.h"

/* ======================================================== constraints */

CoreExpr *tc_new_node(Tc *tc, CoreKind k)
{
    CoreExpr *e = ARENA_NEW(tc->a, CoreExpr);
    e->kind = k;
    return e;
}

CoreExpr *tc_var_node(Tc *tc, CoreVar *v)
{
    CoreExpr *e = tc_new_node(tc, CE_VAR);
    e->var = v;
    return e;
}

CoreExpr *tc_global_node(Tc *tc, CoreGlobal *g)
{
    CoreExpr *e = tc_new_node(tc, CE_GLOBAL);
    e->global = g;
    return e;
}

CoreExpr *tc_app_node(Tc *tc, CoreExpr *f, CoreExpr **args, int n)
{
    CoreExpr *e = tc_new_node(tc, CE_APP);
    e->fn = f;
    e->args = ARENA_ARRAY(tc->a, CoreExpr *, n);
    memcpy(e->args, args, sizeof *args * (size_t)n);
    e->nargs = n;
    return e;
}

CoreVar *tc_new_var(Tc *tc, const char *name)
{
    CoreVar *v = ARENA_NEW(tc->a, CoreVar);
    v->name = arena_intern(tc->a, name);
    v->id = tc->p->next_var++;
    v->slot = -1;
    return v;
}

Wanted *tc_want(Tc *tc, ClassInfo *c, Ty *t, SrcSpan span, const char *origin)
{
    Wanted *w = ARENA_NEW(tc->a, Wanted);
    w->p = (Pred){ c, t };
    w->hole = tc_new_node(tc, CE_VAR);
    w->span = span;
    w->file = tc->file;
    w->origin = origin;
    w->owner = tc->member;
    vec_push(tc->a, &tc->wanted, w);
    return w;
}

void tc_push_given(Tc *tc, ClassInfo *c, Ty *t, CoreExpr *ev)
{
    if (tc->ngivens == tc->capgivens) {
        tc->capgivens = tc->capgivens ? tc->capgivens * 2 : 32;
        tc->givens = realloc(tc->givens, sizeof *tc->givens * (size_t)tc->capgivens);
        if (!tc->givens)
            abort();
    }
    tc->givens[tc->ngivens++] = (Given){ { c, t }, ev };
    for (int i = 0; i < c->nsupers; i++) {
        CoreExpr *sel = tc_global_node(tc, c->super_sel[i]);
        tc_push_given(tc, c->supers[i], t, tc_app_node(tc, sel, &ev, 1));
    }
}

InstInfo *tc_find_instance(ClassInfo *c, TyCon *head)
{
    for (InstInfo *i = c->insts; i; i = i->next)
        if (i->head == head)
            return i;
    return NULL;
}

void tc_fill(CoreExpr *hole, CoreExpr *ev)
{
    SrcSpan s = hole->span;
    *hole = *ev;
    hole->span = s;
}

const char *tc_show_name(Tc *tc, const char *n)
{
    bool sym = n[0] && strchr("!#$%&*+./<=>?@\\^|-~:", n[0]);
    return sym ? arena_printf(tc->a, "(%s)", n) : n;
}

/* What a constraint arose from: its origin, a use of a name, or else a
   literal (the text is only made when a message needs it). */
const char *tc_origin_of(Tc *tc, Wanted *w)
{
    if (w->origin)
        return w->origin;
    if (w->use)
        return arena_printf(tc->a, "a use of \u2018%s\u2019",
                            w->use_op ? tc_show_name(tc, w->use) : w->use);
    const char *t = diag_span_text(tc->a, w->file, w->span);
    return arena_printf(tc->a, "the literal \u2018%s\u2019", t ? t : "?");
}

_Noreturn void tc_no_instance(Tc *tc, Wanted *w)
{
    Names nm = { .n = 0 };
    const char *ps = tc_pred_str(tc, &nm, w->p);
    Ty *args[16];
    int n;
    Ty *h = tc_spine(w->p.ty, args, &n);
    if (h->kind == TY_SKOLEM)
        tc_error(tc, w->file, w->span, "\u2022 No instance for (%s) arising from %s\n"
                 "  Possible fix: add (%s) to the context of the type signature",
                 ps, tc_origin_of(tc, w), ps);
    tc_error(tc, w->file, w->span, "\u2022 No instance for (%s) arising from %s%s",
             ps, tc_origin_of(tc, w), tc_context_line(tc, w->span));
}

/* One step of solving: by a given, or by an instance (whose context
   becomes new wanteds in `out`).  False if stuck on a variable. */
static bool solve1(Tc *tc, Wanted *w, PtrVec *out)
{
    for (int i = tc->ngivens - 1; i >= 0; i--) {
        Given *g = &tc->givens[i];
        if (g->p.cls == w->p.cls && ty_equal(g->p.ty, w->p.ty)) {
            tc_fill(w->hole, g->ev);
            return true;
        }
    }
    Ty *args[16];
    int n;
    Ty *h = tc_spine(w->p.ty, args, &n);
    if (h->kind != TY_CON)
        return false;
    InstInfo *in = tc_find_instance(w->p.cls, h->con);
    if (!in)
        tc_no_instance(tc, w);
    if (in->nctx == 0) {
        tc_fill(w->hole, tc_global_node(tc, in->dfun));
        return true;
    }
    CoreExpr **subs = ARENA_ARRAY(tc->a, CoreExpr *, in->nctx);
    for (int i = 0; i < in->nctx; i++) {
        Ty *t = tc_subst(tc, in->ctx[i].ty, args);
        Wanted *s = ARENA_NEW(tc->a, Wanted);
        *s = *w;
        s->p = (Pred){ in->ctx[i].cls, t };
        s->hole = tc_new_node(tc, CE_VAR);
        subs[i] = s->hole;
        vec_push(tc->a, out, s);
    }
    tc_fill(w->hole, tc_app_node(tc, tc_global_node(tc, in->dfun), subs, in->nctx));
    return true;
}

/* Solves what can be solved; returns the stuck wanteds. */
PtrVec tc_simplify(Tc *tc, PtrVec ws)
{
    PtrVec stuck = { 0 };
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        if (!solve1(tc, w, &ws))
            vec_push(tc->a, &stuck, w);
    }
    return stuck;
}

/* Metas of t deeper than `level`. */
void tc_deep_metas(Tc *tc, Ty *t, int level, PtrVec *out)
{
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level) {
            for (int i = 0; i < out->n; i++)
                if (out->items[i] == t)
                    return;
            vec_push(tc->a, out, t);
        }
    } else if (t->kind == TY_APP) {
        tc_deep_metas(tc, t->fun, level, out);
        tc_deep_metas(tc, t->arg, level, out);
    }
}

bool tc_has_skolem(Ty *t)
{
    t = ty_prune(t);
    if (t->kind == TY_SKOLEM)
        return true;
    return t->kind == TY_APP && (tc_has_skolem(t->fun) || tc_has_skolem(t->arg));
}

/* Haskell's defaulting: the constraints on an ambiguous meta m must all be
   of the form C m with standard classes, one of them numeric; m becomes
   the first of Integer, Double that has all the instances. */
static bool try_default(Tc *tc, Ty *m, PtrVec *ws)
{
    bool numeric = false;
    for (int i = 0; i < ws->n; i++) {
        Wanted *w = ws->items[i];
        if (!tc_occurs(m, w->p.ty))
            continue;
        if (ty_prune(w->p.ty) != m || !w->p.cls->standard)
            return false;
        numeric |= w->p.cls->numeric;
    }
    if (!numeric)
        return false;
    TyCon *cands[2] = { tc->p->tc_integer, tc->p->tc_double };
    for (int k = 0; k < 2; k++) {
        bool ok = true;
        for (int i = 0; i < ws->n && ok; i++) {
            Wanted *w = ws->items[i];
            if (ty_prune(w->p.ty) == m)
                ok = tc_find_instance(w->p.cls, cands[k]) != NULL;
        }
        if (ok) {
            m->ref = ty_con(tc->a, cands[k]);
            return true;
        }
    }
    return false;
}

_Noreturn void tc_ambiguous(Tc *tc, Wanted *w, Ty *m)
{
    Names nm = { .n = 0 };
    const char *mn = ty_str(tc, &nm, m);
    tc_error(tc, w->file, w->span, "\u2022 Ambiguous type variable \u2018%s\u2019 arising "
             "from %s\n  prevents the constraint \u2018(%s)\u2019 from being solved.%s",
             mn, tc_origin_of(tc, w), tc_pred_str(tc, &nm, w->p), tc_context_line(tc, w->span));
}

/* Defaults the metas deeper than `level` in the wanteds, solving those;
   returns the rest. */
PtrVec tc_default_deep(Tc *tc, PtrVec ws, int level, PtrVec *keep_metas)
{
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        PtrVec ms = { 0 };
        tc_deep_metas(tc, w->p.ty, level, &ms);
        for (int j = 0; j < ms.n; j++) {
            bool kept = false;
            for (int k = 0; keep_metas && k < keep_metas->n; k++)
                kept |= keep_metas->items[k] == ms.items[j];
            if (!kept && ty_prune(ms.items[j])->kind == TY_META
                && !try_default(tc, ms.items[j], &ws))
                tc_ambiguous(tc, w, ms.items[j]);
        }
    }
    return tc_simplify(tc, ws);
}

/* ======================================================= instantiation */

/* `name` is the occurrence's, for messages; `op`: shown in parentheses
   when it is an operator. */
Ty *tc_instantiate(Tc *tc, const Scheme *s, CoreExpr *node, SrcSpan span,
                       const char *name, bool op)
{
    if (s->ngen == 0 && s->npreds == 0)
        return s->ty;
    Ty *args[64];
    for (int i = 0; i < s->ngen && i < 64; i++)
        args[i] = tc_meta(tc, s->gen_names ? s->gen_names[i] : "a",
                       s->gen_arity ? s->gen_arity[i] : 0);
    Ty *t = tc_subst(tc, s->ty, args);
    if (s->npreds > 0) {
        CoreExpr **holes = ARENA_ARRAY(tc->a, CoreExpr *, s->npreds);
        for (int i = 0; i < s->npreds; i++) {
            Wanted *w = tc_want(tc, s->preds[i].cls, tc_subst(tc, s->preds[i].ty, args),
                             span, NULL);
            w->use = name;
            w->use_op = op;
            holes[i] = w->hole;
        }
        CoreExpr *copy = tc_new_node(tc, CE_APP);
        *copy = *node;
        node->kind = CE_APP;
        node->fn = copy;
        node->args = holes;
        node->nargs = s->npreds;
    }
    return t;
}
