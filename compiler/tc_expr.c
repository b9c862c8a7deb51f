/*
 * tc_expr.c -- the type checker's inference over Core expressions:
 * occurrences, literals, applications, case and the node walk
 * (tc_int.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tc_int.h"

/* ========================================================== inference */

static Ty *infer_node(Tc *tc, CoreExpr *e);

static Ty *occurrence(Tc *tc, CoreExpr *e, Member *m, Ty *mono, Scheme *s,
                      const char *name)
{
    if (m && m->ty && !s) {
        Occ *o = ARENA_NEW(tc->a, Occ);
        o->node = e;
        o->target = m;
        o->owner = tc->member;
        vec_push(tc->a, &tc->occs, o);
        return m->ty;
    }
    if (s) {
        SrcSpan at = tc_has_span(tc->app_span) ? tc->app_span : e->span;
        tc->app_span = (SrcSpan){ 0, 0, 0, 0 };
        return tc_instantiate(tc, s, e, at, name, true);
    }
    return mono;
}

static Ty *global_type(Tc *tc, CoreExpr *e)
{
    CoreGlobal *g = e->global;
    Member *m = g->tc;
    if (m && !g->scheme)
        return occurrence(tc, e, m, NULL, NULL, g->name);
    Scheme *s = g->scheme ? g->scheme : g->sig;
    if (!s)
        tc_error(tc, NULL, e->span, "internal error: no type for %s.%s", g->module, g->name);
    g->inst_ty = occurrence(tc, e, NULL, NULL, s, g->name);
    g->ninst++;
    return g->inst_ty;
}

static Ty *con_type(Tc *tc, ConInfo *c, CoreExpr *e)
{
    return tc_instantiate(tc, tc_con_scheme(tc, c), e, e->span, c->name, false);
}

static Ty *literal(Tc *tc, CoreExpr *e)
{
    switch (e->lit.kind) {
    case CL_CHAR: return ty_con(tc->a, tc->p->tc_char);
    case CL_STRING: return ty_app(tc->a, ty_con(tc->a, tc->p->tc_list),
                                  ty_con(tc->a, tc->p->tc_char));
    default: break;
    }
    bool frac = e->lit.kind == CL_DOUBLE;
    Ty *t = tc_meta(tc, "a", 0);
    Wanted *w = tc_want(tc, frac ? tc->c_fractional : tc->c_num, t, e->span, NULL);
    LitUse *u = ARENA_NEW(tc->a, LitUse);
    u->node = e;
    u->ty = t;
    u->dict = w->hole;
    vec_push(tc->a, &tc->lits, u);
    return t;
}

static const char *ordinal(int i)
{
    static const char *const w[] = { "first", "second", "third", "fourth", "fifth",
                                     "sixth", "seventh", "eighth", "ninth", "tenth" };
    return i < 10 ? w[i] : "next";
}

static const char *fn_name(Tc *tc, CoreExpr *f);

static Ty *apply(Tc *tc, CoreExpr *e, Ty *ft, CoreExpr **args, int nargs,
                 CoreExpr *fexp, const char *fixed_name)
{
    for (int i = 0; i < nargs; i++) {
        Ty *at = tc_infer(tc, args[i]);
        Ty *pa, *res;
        if (tc_split_fun(tc, ft, &pa, &res)) {
            UErr err = { 0 };
            if (!tc_unify_rec(tc, pa, at, &err)) {
                const char *ctx = NULL;
                const char *atext = diag_span_text(tc->a, tc->file, args[i]->span);
                const char *fname = fixed_name ? fixed_name : fn_name(tc, fexp);
                if (fname && atext)
                    ctx = arena_printf(tc->a, "\n\u2022 In the %s argument of \u2018%s\u2019, "
                                       "namely \u2018%s\u2019", ordinal(i), fname, atext);
                tc_unify_at(tc, pa, at, tc_has_span(args[i]->span) ? args[i]->span : e->span, ctx);
            }
            ft = res;
            continue;
        }
        Ty *p = ty_prune(ft);
        if (p->kind == TY_META) {
            res = tc_meta(tc, "t", 0);
            tc_unify_at(tc, ft, tc_fun(tc, at, res), e->span, NULL);
            ft = res;
            continue;
        }
        Names nm = { .n = 0 };
        const char *fs = ty_str(tc, &nm, ft);
        const char *fname = fixed_name ? fixed_name : fn_name(tc, fexp);
        if (fname)
            tc_error(tc, NULL, e->span, "\u2022 Couldn't match expected type \u2018%s\u2019 "
                     "with actual type \u2018%s\u2019\n\u2022 The function \u2018%s\u2019 is "
                     "applied to %d argument%s,\n  but its type has only %d%s",
                     ty_str(tc, &nm, tc_fun(tc, at, tc_meta(tc, "t", 0))), fs, fname,
                     nargs, nargs == 1 ? "" : "s", i, tc_context_line(tc, e->span));
        tc_unify_at(tc, ft, tc_fun(tc, at, tc_meta(tc, "t", 0)), e->span, NULL);
    }
    return ft;
}

static const char *fn_name(Tc *tc, CoreExpr *f)
{
    while (f->kind == CE_APP)
        f = f->fn;
    const char *t = diag_span_text(tc->a, tc->file, f->span);
    if (t)
        return t;
    if (f->kind == CE_GLOBAL)
        return tc_show_name(tc, f->global->name);
    if (f->kind == CE_VAR && f->var)
        return tc_show_name(tc, f->var->name);
    return NULL;
}

Scheme *tc_con_scheme(Tc *tc, ConInfo *c)
{
    if (c->scheme)
        return c->scheme;
    TyCon *tcn = c->data->tycon;
    Scheme *s = scheme_new(tc->a, tcn->arity, NULL, NULL, 0, c->span);
    Ty *res = ty_con(tc->a, tcn);
    for (int i = 0; i < s->ngen; i++) {
        s->gen_arity[i] = tcn->param_arity ? tcn->param_arity[i] : 0;
        res = ty_app(tc->a, res, ty_gen(tc->a, i, "a", s->gen_arity[i]));
    }
    for (int i = c->arity - 1; i >= 0; i--)
        res = tc_fun(tc, c->field_types[i], res);
    s->ty = res;
    c->scheme = s;
    return s;
}

static Ty *infer_case(Tc *tc, CoreExpr *e)
{
    Ty *st = tc_infer(tc, e->scrut);
    if (e->binder)
        e->binder->ty = st;
    Ty *rt = tc_meta(tc, "t", 0);
    bool lits = false;
    for (int i = 0; i < e->nalts; i++) {
        CoreAlt *alt = &e->alts[i];
        if (alt->kind == ALT_CON) {
            ConInfo *c = alt->con;
            TyCon *tcn = c->data->tycon;
            Ty *args[64];
            Ty *dt = ty_con(tc->a, tcn);
            for (int k = 0; k < tcn->arity; k++) {
                args[k] = tc_meta(tc, "a", tcn->param_arity ? tcn->param_arity[k] : 0);
                dt = ty_app(tc->a, dt, args[k]);
            }
            SrcSpan at = tc_has_span(e->scrut->span) ? e->scrut->span : e->span;
            if (e->is_if)
                tc_unify_at(tc, dt, st, at, NULL);
            else
                tc_unify_at(tc, st, dt, at, arena_printf(tc->a, "\n\u2022 In a pattern "
                                                      "with constructor: %s", c->name));
            for (int k = 0; k < c->arity; k++)
                if (alt->vars[k])
                    alt->vars[k]->ty = tc_subst(tc, c->field_types[k], args);
        } else if (alt->kind == ALT_LIT) {
            if (alt->lit.kind == CL_CHAR)
                tc_unify_at(tc, ty_con(tc->a, tc->p->tc_char), st, e->scrut->span, NULL);
            else
                lits = true;
        }
        Ty *bt = tc_infer(tc, alt->body);
        tc_unify_at(tc, rt, bt, alt->body->span, NULL);
    }
    if (lits) {
        bool frac = false;
        for (int i = 0; i < e->nalts; i++)
            frac |= e->alts[i].kind == ALT_LIT && e->alts[i].lit.kind == CL_DOUBLE;
        LitAlt *la = ARENA_NEW(tc->a, LitAlt);
        la->node = e;
        la->ty = st;
        la->eq = tc_want(tc, tc->c_eq, st, e->span, "a literal pattern")->hole;
        la->num = tc_want(tc, frac ? tc->c_fractional : tc->c_num, st, e->span,
                       "a literal pattern")->hole;
        vec_push(tc->a, &tc->litalts, la);
    }
    return rt;
}

/* The type of `e`, recorded in the node (CoreExpr.ty) for the code
   generator, which names each closure's type after it. */
Ty *tc_infer(Tc *tc, CoreExpr *e)
{
    Ty *t = infer_node(tc, e);
    e->ty = t;
    return t;
}

static Ty *infer_node(Tc *tc, CoreExpr *e)
{
    switch (e->kind) {
    case CE_VAR: {
        CoreVar *v = e->var;
        Member *m = v->tc;
        if (v->scheme) {
            v->inst_ty = occurrence(tc, e, NULL, NULL, v->scheme, v->name);
            v->ninst++;
            return v->inst_ty;
        }
        if (m && m->ty)
            return occurrence(tc, e, m, NULL, NULL, v->name);
        if (!v->ty)
            v->ty = tc_meta(tc, "t", 0);  /* a binder the checker has not met:
                                          the desugarer's join parameters */
        return v->ty;
    }
    case CE_GLOBAL:
        return global_type(tc, e);
    case CE_LIT:
        return literal(tc, e);
    case CE_APP: {
        SrcSpan saved = tc->app_span;
        if (e->fn->kind == CE_GLOBAL || e->fn->kind == CE_VAR)
            tc->app_span = e->span;
        Ty *ft = tc_infer(tc, e->fn);
        tc->app_span = saved;
        return apply(tc, e, ft, e->args, e->nargs, e->fn, NULL);
    }
    case CE_LAM: {
        Ty *ps[64];
        for (int i = 0; i < e->nparams; i++) {
            ps[i] = tc_meta(tc, "t", 0);
            e->params[i]->ty = ps[i];
        }
        Ty *t = tc_infer(tc, e->body);
        for (int i = e->nparams - 1; i >= 0; i--)
            t = tc_fun(tc, ps[i], t);
        return t;
    }
    case CE_LET:
        tc_infer_let(tc, e);
        return tc_infer(tc, e->body);
    case CE_CASE:
        return infer_case(tc, e);
    case CE_CON: {
        Ty *ct = con_type(tc, e->con, e);
        return apply(tc, e, ct, e->args, e->nargs, NULL, e->con->name);
    }
    case CE_PRIM: {
        Scheme *s = tc->p->prim_types[e->prim];
        if (!s)
            tc_error(tc, NULL, e->span, "The primitive %s has no type in lib/Prim.hs",
                     primop_info[e->prim].name);
        Ty *args[64];
        for (int i = 0; i < s->ngen; i++)
            args[i] = tc_meta(tc, s->gen_names[i], s->gen_arity ? s->gen_arity[i] : 0);
        Ty *pt = tc_subst(tc, s->ty, args);
        return apply(tc, e, pt, e->args, e->nargs, NULL, primop_info[e->prim].name);
    }
    case CE_SCC:
        return tc_infer(tc, e->body);
    case CE_ANNOT: {
        Ty *t = tc_infer(tc, e->body);
        tc_unify_at(tc, e->annot->ty, t, e->body->span, NULL);
        return e->annot->ty;
    }
    }
    return tc_meta(tc, "t", 0);
}
