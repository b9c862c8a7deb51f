/*
 * tc_bind.c -- the type checker's binding groups: inference and
 * generalisation of a group, dictionary parameters, checking against
 * signatures, and the dependency order of bindings (tc_int.h; Note
 * [Binding groups] in typecheck.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "tc_int.h"

/* ====================================================== binding groups */

static bool restricted(Member *m)
{
    if (m->glob)
        return m->glob->kind == G_CAF;
    CoreExpr *e = *m->rhs;
    while (e->kind == CE_SCC)
        e = e->body;
    return m->var->value_binding || e->kind != CE_LAM;
}

static SrcSpan member_span(Member *m)
{
    return m->glob ? m->glob->span : m->var->span;
}

static const char *member_name(Member *m)
{
    return m->glob ? m->glob->name : m->var->name;
}

/* The type of a member's right-hand side (a global function's parameters
   are its own, not a lambda's). */
static Ty *infer_rhs(Tc *tc, Member *m, Ty *expected)
{
    CoreGlobal *g = m->glob;
    if (!g || g->kind != G_FUN) {
        Ty *t = tc_infer(tc, *m->rhs);
        if (expected)
            tc_unify_at(tc, expected, t, tc_has_span((*m->rhs)->span) ? (*m->rhs)->span
                     : member_span(m), NULL);
        return t;
    }
    Ty **ps = ARENA_ARRAY(tc->a, Ty *, g->arity + 1);
    Ty *t = tc_meta(tc, "t", 0);
    Ty *whole = t;
    for (int i = g->arity - 1; i >= 0; i--) {
        ps[i] = tc_meta(tc, "t", 0);
        g->params[i]->ty = ps[i];
        whole = tc_fun(tc, ps[i], whole);
    }
    if (expected) {
        UErr err = { 0 };
        if (!tc_unify_rec(tc, expected, whole, &err)) {
            Names nm = { .n = 0 };
            int have = 0;
            Ty *a, *b, *x = expected;
            while (tc_split_fun(tc, x, &a, &b)) {
                have++;
                x = b;
            }
            tc_error(tc, NULL, g->span, "\u2022 Couldn't match expected type \u2018%s\u2019 "
                     "with actual type \u2018%s\u2019\n\u2022 The equation(s) for \u2018%s\u2019 "
                     "have %d argument%s,\n  but its type \u2018%s\u2019 has only %d",
                     ty_str(tc, &nm, expected), ty_str(tc, &nm, whole),
                     tc_show_name(tc, g->name), g->arity, g->arity == 1 ? "" : "s",
                     ty_str(tc, &nm, expected), have);
        }
    }
    Ty *bt = tc_infer(tc, g->body);
    tc_unify_at(tc, t, bt, tc_has_span(g->body->span) ? g->body->span : g->span, NULL);
    return whole;
}

static void add_dict_params(Tc *tc, Member *m)
{
    int n = m->ndicts;
    if (n == 0)
        return;
    if (m->glob) {
        CoreGlobal *g = m->glob;
        CoreVar **ps = ARENA_ARRAY(tc->a, CoreVar *, n + g->arity);
        memcpy(ps, m->dicts, sizeof *ps * (size_t)n);
        if (g->kind == G_FUN)
            memcpy(ps + n, g->params, sizeof *ps * (size_t)g->arity);
        else
            g->arity = 0;
        g->kind = G_FUN;
        g->params = ps;
        g->arity += n;
        return;
    }
    CoreExpr *rhs = *m->rhs;
    if (rhs->kind == CE_LAM) {
        CoreVar **ps = ARENA_ARRAY(tc->a, CoreVar *, n + rhs->nparams);
        memcpy(ps, m->dicts, sizeof *ps * (size_t)n);
        memcpy(ps + n, rhs->params, sizeof *ps * (size_t)rhs->nparams);
        rhs->params = ps;
        rhs->nparams += n;
        return;
    }
    CoreExpr *lam = tc_new_node(tc, CE_LAM);
    lam->params = m->dicts;
    lam->nparams = n;
    lam->body = rhs;
    lam->qualname = m->var->qualname;
    lam->span = rhs->span;
    lam->ty = rhs->ty;          /* GHC describes an overloaded binding by
                                   its type without the constraints */
    *m->rhs = lam;
}

static Member *owner_in(Member *o, Group *g)
{
    while (o && o->group != g)
        o = o->parent;
    return o;
}

static void bind_member(Member *m, bool on)
{
    if (m->glob)
        m->glob->tc = on ? m : NULL;
    else
        m->var->tc = on ? m : NULL;
}

static void make_dicts(Tc *tc, Member *m, Pred *ps, int n)
{
    m->ndicts = n;
    m->dicts = ARENA_ARRAY(tc->a, CoreVar *, n + 1);
    for (int i = 0; i < n; i++) {
        m->dicts[i] = tc_new_var(tc, arena_printf(tc->a, "$d%s", ps[i].cls->name));
        m->dicts[i]->dict = true;
    }
}

/* Elaborates the monomorphic uses of the group's members recorded while it
   was inferred: each gets the dictionaries of the member it occurs in. */
static void close_occurrences(Tc *tc, Group *g)
{
    int k = 0;
    for (int i = 0; i < tc->occs.n; i++) {
        Occ *o = tc->occs.items[i];
        if (o->target->group != g) {
            tc->occs.items[k++] = o;
            continue;
        }
        Member *own = owner_in(o->owner, g);
        if (!own)
            own = o->target;
        if (own->ndicts == 0)
            continue;
        CoreExpr **args = ARENA_ARRAY(tc->a, CoreExpr *, own->ndicts);
        for (int j = 0; j < own->ndicts; j++)
            args[j] = tc_var_node(tc, own->dicts[j]);
        CoreExpr *copy = tc_new_node(tc, CE_APP);
        *copy = *o->node;
        o->node->kind = CE_APP;
        o->node->fn = copy;
        o->node->args = args;
        o->node->nargs = own->ndicts;
    }
    tc->occs.n = k;
}

static bool in_vec(PtrVec *v, void *x)
{
    for (int i = 0; i < v->n; i++)
        if (v->items[i] == x)
            return true;
    return false;
}

static Scheme *to_scheme(Tc *tc, Ty *t, PtrVec *gvars, Pred *ps, int np, SrcSpan span)
{
    Scheme *s = scheme_new(tc->a, gvars->n, t, ps, np, span);
    for (int i = 0; i < gvars->n; i++)
        s->gen_arity[i] = ((Ty *)gvars->items[i])->arity;
    return s;
}

/* Infers a binding group (no member has a signature) and generalises it. */
void tc_infer_group(Tc *tc, Member *ms, int n)
{
    Group *g = ARENA_NEW(tc->a, Group);
    g->ms = ms;
    g->n = n;
    tc->level++;
    PtrVec saved = tc->wanted;
    tc->wanted = (PtrVec){ 0 };
    for (int i = 0; i < n; i++) {
        ms[i].group = g;
        ms[i].ty = tc_meta(tc, "t", 0);
        bind_member(&ms[i], true);
    }
    for (int i = 0; i < n; i++) {
        Member *outer = tc->member;
        const char *ofile = tc->file;
        if (ms[i].glob)
            tc->file = ms[i].glob->file;
        ms[i].parent = outer;
        tc->member = &ms[i];
        infer_rhs(tc, &ms[i], ms[i].ty);
        tc->member = outer;
        tc->file = ofile;
    }
    tc->level--;
    PtrVec ws = tc_simplify(tc, tc->wanted);
    tc->wanted = saved;
    bool mr = false;
    for (int i = 0; i < n; i++)
        mr |= restricted(&ms[i]);
    if (mr)
        for (int i = 0; i < ws.n; i++) {
            Wanted *w = ws.items[i];
            tc_adjust_levels(w->p.ty, tc->level);
        }
    for (int i = 0; i < n; i++)
        if (ms[i].var && ms[i].var->mono)
            tc_adjust_levels(ms[i].ty, tc->level);
    PtrVec gvars = { 0 };
    unsigned gwalk = tc_new_walk(tc);
    for (int i = 0; i < n; i++)
        tc_deep_metas(tc, ms[i].ty, tc->level, &gvars, gwalk);
    /* classify the stuck constraints */
    PtrVec quant = { 0 }, amb = { 0 };
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        PtrVec dm = { 0 };
        tc_deep_metas(tc, w->p.ty, tc->level, &dm, tc_new_walk(tc));
        if (dm.n == 0) {
            if (tc_has_skolem(w->p.ty) && !ty_prune(w->p.ty)->ref) {
                /* stuck on a rigid variable no given covers */
                Ty **args;
                int k;
                if (tc_spine(tc, w->p.ty, &args, &k)->kind == TY_SKOLEM)
                    tc_no_instance(tc, w);
            }
            vec_push(tc->a, &tc->wanted, w);
        } else {
            bool all = true;
            for (int j = 0; j < dm.n; j++)
                all &= in_vec(&gvars, dm.items[j]);
            vec_push(tc->a, all ? &quant : &amb, w);
        }
    }
    if (amb.n) {
        PtrVec rest = tc_default_deep(tc, amb, tc->level, &gvars);
        for (int i = 0; i < rest.n; i++)
            vec_push(tc->a, &quant, rest.items[i]);
    }
    /* the quantified predicates, without repetitions */
    Pred *ps = ARENA_ARRAY(tc->a, Pred, quant.n + 1);
    int np = 0;
    int *which = ARENA_ARRAY(tc->a, int, quant.n + 1);
    for (int i = 0; i < quant.n; i++) {
        Wanted *w = quant.items[i];
        int k = 0;
        while (k < np && !(ps[k].cls == w->p.cls && ty_equal(ps[k].ty, w->p.ty)))
            k++;
        if (k == np)
            ps[np++] = w->p;
        which[i] = k;
    }
    for (int i = 0; i < n; i++)
        make_dicts(tc, &ms[i], ps, np);
    for (int i = 0; i < quant.n; i++) {
        Wanted *w = quant.items[i];
        Member *o = owner_in(w->owner, g);
        if (!o)
            o = &ms[0];
        tc_fill(w->hole, tc_var_node(tc, o->dicts[which[i]]));
    }
    close_occurrences(tc, g);
    for (int i = 0; i < gvars.n; i++) {
        Ty *m = gvars.items[i];
        m->ref = ty_gen(tc->a, i, "a", m->arity);
    }
    for (int i = 0; i < n; i++) {
        Scheme *s = to_scheme(tc, ms[i].ty, &gvars, ps, np, member_span(&ms[i]));
        add_dict_params(tc, &ms[i]);
        bind_member(&ms[i], false);
        if (ms[i].glob)
            ms[i].glob->scheme = s;
        else
            ms[i].var->scheme = s;
    }
}

const char *tc_sig_text(Tc *tc, const char *name, Scheme *s)
{
    Names nm = { .n = 0 };
    Buf b = { .a = tc->a };
    tc_bput(&b, tc_show_name(tc, name));
    tc_bput(&b, " :: ");
    if (s->ngen) {
        tc_bput(&b, "forall");
        for (int i = 0; i < s->ngen; i++) {
            tc_bput(&b, " ");
            tc_bput(&b, s->gen_names[i]);
        }
        tc_bput(&b, ". ");
    }
    if (s->npreds) {
        if (s->npreds > 1) tc_bput(&b, "(");
        for (int i = 0; i < s->npreds; i++) {
            if (i) tc_bput(&b, ", ");
            tc_bput(&b, tc_pred_str(tc, &nm, s->preds[i]));
        }
        if (s->npreds > 1) tc_bput(&b, ")");
        tc_bput(&b, " => ");
    }
    tc_show_ty(tc, &nm, &b, s->ty, 0);
    return arena_intern(tc->a, b.s ? b.s : "");
}

/* Checks a binding against its declared type. */
void tc_check_sig(Tc *tc, Member *m, Scheme *s)
{
    const char *ofile = tc->file;
    if (m->glob)
        tc->file = m->glob->file;
    tc->level++;
    Ty **sk = ARENA_ARRAY(tc->a, Ty *, s->ngen + 1);
    for (int i = 0; i < s->ngen; i++) {
        Ty *t = tc_new_ty(tc->a, TY_SKOLEM);
        t->name = s->gen_names[i];
        t->arity = s->gen_arity ? s->gen_arity[i] : 0;
        t->level = tc->level;
        t->id = tc->next_id++;
        t->sig = s;
        t->sig_name = member_name(m);
        sk[i] = t;
    }
    int saved_givens = tc->ngivens;
    m->ndicts = s->npreds;
    m->dicts = ARENA_ARRAY(tc->a, CoreVar *, s->npreds + 1);
    for (int i = 0; i < s->npreds; i++) {
        m->dicts[i] = tc_new_var(tc, arena_printf(tc->a, "$d%s", s->preds[i].cls->name));
        m->dicts[i]->dict = true;
        tc_push_given(tc, s->preds[i].cls, tc_subst(tc, s->preds[i].ty, sk),
                   tc_var_node(tc, m->dicts[i]));
    }
    PtrVec saved = tc->wanted;
    tc->wanted = (PtrVec){ 0 };
    Member *outer = tc->member;
    m->parent = outer;
    m->group = NULL;
    tc->member = m;
    infer_rhs(tc, m, tc_subst(tc, s->ty, sk));
    tc->member = outer;
    tc->level--;
    PtrVec ws = tc_simplify(tc, tc->wanted);
    tc->wanted = saved;
    ws = tc_default_deep(tc, ws, tc->level, NULL);
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        if (tc_has_skolem(w->p.ty)) {
            tc_derived_no_instance(tc, w);
            Names nm = { .n = 0 };
            const char *ps = tc_pred_str(tc, &nm, w->p);
            tc_error(tc, w->file, w->span, "\u2022 %s (%s) arising from %s\n"
                     "  Possible fix:\n    add (%s) to the context of\n"
                     "      the type signature for:\n        %s%s",
                     s->npreds ? "Could not deduce" : "No instance for", ps,
                     tc_origin_of(tc, w), ps, tc_sig_text(tc, member_name(m), s),
                     tc_context_line(tc, w->span));
        }
        vec_push(tc->a, &tc->wanted, w);
    }
    tc->ngivens = saved_givens;
    add_dict_params(tc, m);
    tc->file = ofile;
}

/* --------------------------------------------------- dependency order */

static void scc_visit(Scc *s, int v)
{
    cstack_check((SrcSpan){0, 0, 0, 0});
    s->index[v] = s->low[v] = s->counter++;
    s->stack[s->sp++] = v;
    s->on[v] = true;
    for (int i = 0; i < s->nedges[v]; i++) {
        int w = s->edges[v][i];
        if (s->index[w] < 0) {
            scc_visit(s, w);
            if (s->low[w] < s->low[v]) s->low[v] = s->low[w];
        } else if (s->on[w] && s->index[w] < s->low[v]) {
            s->low[v] = s->index[w];
        }
    }
    if (s->low[v] == s->index[v]) {
        s->comp_start[s->ncomp] = s->pos;
        int w;
        do {
            w = s->stack[--s->sp];
            s->on[w] = false;
            s->comp[w] = s->ncomp;
            s->order[s->pos++] = w;
        } while (w != v);
        s->ncomp++;
        s->comp_start[s->ncomp] = s->pos;
    }
}

void scc_run(Scc *s)
{
    Arena *a = s->a;
    s->index = ARENA_ARRAY(a, int, s->n + 1);
    s->low = ARENA_ARRAY(a, int, s->n + 1);
    s->stack = ARENA_ARRAY(a, int, s->n + 1);
    s->comp = ARENA_ARRAY(a, int, s->n + 1);
    s->order = ARENA_ARRAY(a, int, s->n + 1);
    s->comp_start = ARENA_ARRAY(a, int, s->n + 2);
    s->on = ARENA_ARRAY(a, bool, s->n + 1);
    memset(s->on, 0, sizeof(bool) * (size_t)(s->n + 1));
    for (int i = 0; i < s->n; i++)
        s->index[i] = -1;
    s->comp_start[0] = 0;
    for (int i = 0; i < s->n; i++)
        if (s->index[i] < 0)
            scc_visit(s, i);
}

void tc_walk_refs(CoreExpr *e, RefFn f, void *ctx)
{
    if (!e)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: f(ctx, e); break;
    case CE_LIT: break;
    case CE_APP:
        tc_walk_refs(e->fn, f, ctx);
        for (int i = 0; i < e->nargs; i++) tc_walk_refs(e->args[i], f, ctx);
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++) tc_walk_refs(e->args[i], f, ctx);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT: tc_walk_refs(e->body, f, ctx); break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++) tc_walk_refs(e->binds[i].expr, f, ctx);
        tc_walk_refs(e->body, f, ctx);
        break;
    case CE_CASE:
        tc_walk_refs(e->scrut, f, ctx);
        for (int i = 0; i < e->nalts; i++) tc_walk_refs(e->alts[i].body, f, ctx);
        break;
    }
}

static void add_edge(EdgeCtx *c, int to)
{
    void *p = (void *)(intptr_t)(to + 1);
    if (!in_vec(c->out, p))
        vec_push(c->tc->a, c->out, p);
}

static void local_ref(void *ctx, CoreExpr *e)
{
    EdgeCtx *c = ctx;
    if (e->kind != CE_VAR)
        return;
    for (int i = 0; i < c->let->nbinds; i++)
        if (c->let->binds[i].var == e->var && !e->var->sig)
            add_edge(c, i);
}

void tc_global_ref(void *ctx, CoreExpr *e)
{
    EdgeCtx *c = ctx;
    if (e->kind == CE_GLOBAL && c->gindex[e->global->id] >= 0)
        add_edge(c, c->gindex[e->global->id]);
}

void tc_set_edges(Scc *s, int v, PtrVec *out)
{
    s->nedges[v] = out->n;
    s->edges[v] = ARENA_ARRAY(s->a, int, out->n + 1);
    for (int i = 0; i < out->n; i++)
        s->edges[v][i] = (int)(intptr_t)out->items[i] - 1;
    out->n = 0;
}

void tc_infer_let(Tc *tc, CoreExpr *e)
{
    if (e->join) {
        for (int i = 0; i < e->nbinds; i++) {
            CoreVar *v = e->binds[i].var;
            Ty *t = tc_infer(tc, e->binds[i].expr);
            if (v->ty)
                tc_unify_at(tc, v->ty, t, e->binds[i].expr->span, NULL);
            else
                v->ty = t;
        }
        return;
    }
    for (int i = 0; i < e->nbinds; i++)
        if (e->binds[i].var->sig)
            e->binds[i].var->scheme = e->binds[i].var->sig;
    Scc s = { .n = e->nbinds, .a = tc->a };
    s.edges = ARENA_ARRAY(tc->a, int *, s.n + 1);
    s.nedges = ARENA_ARRAY(tc->a, int, s.n + 1);
    PtrVec out = { 0 };
    EdgeCtx c = { .tc = tc, .out = &out, .let = e };
    for (int i = 0; i < s.n; i++) {
        if (e->rec)
            tc_walk_refs(e->binds[i].expr, local_ref, &c);
        tc_set_edges(&s, i, &out);
    }
    scc_run(&s);
    for (int k = 0; k < s.ncomp; k++) {
        int a = s.comp_start[k], b = s.comp_start[k + 1];
        Member *ms = ARENA_ARRAY(tc->a, Member, b - a);
        int n = 0;
        for (int j = a; j < b; j++) {
            CoreBind *bd = &e->binds[s.order[j]];
            if (bd->var->sig)
                continue;
            ms[n].var = bd->var;
            ms[n].rhs = &bd->expr;
            n++;
        }
        if (n)
            tc_infer_group(tc, ms, n);
    }
    for (int i = 0; i < e->nbinds; i++) {
        CoreBind *bd = &e->binds[i];
        if (!bd->var->sig)
            continue;
        Member *m = ARENA_NEW(tc->a, Member);
        m->var = bd->var;
        m->rhs = &bd->expr;
        tc_check_sig(tc, m, bd->var->sig);
    }
}
