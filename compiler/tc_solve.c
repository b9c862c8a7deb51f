/*
 * tc_solve.c -- the type checker's constraints: wanted and given class
 * constraints, instance resolution, simplification, defaulting, and the
 * instantiation of type schemes (tc_int.h).
 */
#include <stdint.h>
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
    Ty **args;
    int n;
    Ty *h = tc_spine(tc, w->p.ty, &args, &n);
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
    Ty **args;
    int n;
    Ty *h = tc_spine(tc, w->p.ty, &args, &n);
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

/* A new walk for tc_deep_metas: metas it collects are not yet in the
   vector it fills. */
unsigned tc_new_walk(Tc *tc)
{
    return ++tc->walks;
}

/* Metas of t deeper than `level`, added to `out` once each (`walk`: the
   same for every call that fills `out`, from tc_new_walk). */
void tc_deep_metas(Tc *tc, Ty *t, int level, PtrVec *out, unsigned walk)
{
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level && t->walk != walk) {
            t->walk = walk;
            vec_push(tc->a, out, t);
        }
    } else if (t->kind == TY_APP) {
        tc_deep_metas(tc, t->fun, level, out, walk);
        tc_deep_metas(tc, t->arg, level, out, walk);
    }
}

bool tc_has_skolem(Ty *t)
{
    t = ty_prune(t);
    if (t->kind == TY_SKOLEM)
        return true;
    return t->kind == TY_APP && (tc_has_skolem(t->fun) || tc_has_skolem(t->arg));
}

/* A meta and a wanted that mentions it (Note [Defaulting in one pass]). */
typedef struct MetaUse { const Ty *meta; int wanted; } MetaUse;

static int compare_uses(const void *x, const void *y)
{
    const MetaUse *a = x, *b = y;
    if (a->meta != b->meta)
        return (uintptr_t)a->meta < (uintptr_t)b->meta ? -1 : 1;
    return (a->wanted > b->wanted) - (a->wanted < b->wanted);
}

/* The uses of m, in the order of the wanteds: uses[*from .. *to). */
static void uses_of(const MetaUse *uses, int n, const Ty *m, int *from, int *to)
{
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if ((uintptr_t)uses[mid].meta < (uintptr_t)m)
            lo = mid + 1;
        else
            hi = mid;
    }
    *from = lo;
    while (lo < n && uses[lo].meta == m)
        lo++;
    *to = lo;
}

/* Haskell's defaulting: the constraints on an ambiguous meta m must all be
   of the form C m with standard classes, one of them numeric; m becomes
   the first of Integer, Double that has all the instances.  `uses`: the
   wanteds of `ws` that mention m. */
static bool try_default(Tc *tc, Ty *m, const PtrVec *ws, const MetaUse *uses,
                        int from, int to)
{
    bool numeric = false;
    for (int u = from; u < to; u++) {
        Wanted *w = ws->items[uses[u].wanted];
        if (ty_prune(w->p.ty) != m || !w->p.cls->standard)
            return false;
        numeric |= w->p.cls->numeric;
    }
    if (!numeric)
        return false;
    TyCon *cands[2] = { tc->p->tc_integer, tc->p->tc_double };
    for (int k = 0; k < 2; k++) {
        bool ok = true;
        for (int u = from; u < to && ok; u++) {
            Wanted *w = ws->items[uses[u].wanted];
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

static bool is_kept(const Ty *m, const Ty *const *kept, int nkept)
{
    int lo = 0, hi = nkept;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (kept[mid] == m)
            return true;
        if ((uintptr_t)kept[mid] < (uintptr_t)m)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

static int compare_ptrs(const void *x, const void *y)
{
    uintptr_t a = (uintptr_t)*(const Ty *const *)x, b = (uintptr_t)*(const Ty *const *)y;
    return (a > b) - (a < b);
}

/* Note [Defaulting in one pass]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   Defaulting a meta looks at every wanted that mentions it.  Asking each
   wanted about each meta costs the product of their numbers, which a
   program of 100,000 literals makes ten billion; instead each wanted is
   walked once, the (meta, wanted) pairs are sorted by meta, and a meta's
   wanteds are found by binary search, still in the order of `ws`.
   Defaulting a meta binds it to a constant, so the pairs of the other
   metas stay true. */

/* Defaults the metas deeper than `level` in the wanteds, solving those;
   returns the rest. */
PtrVec tc_default_deep(Tc *tc, PtrVec ws, int level, PtrVec *keep_metas)
{
    PtrVec *metas = ARENA_ARRAY(tc->a, PtrVec, ws.n ? ws.n : 1);
    int nuses = 0;
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        tc_deep_metas(tc, w->p.ty, level, &metas[i], tc_new_walk(tc));
        nuses += metas[i].n;
    }
    MetaUse *uses = ARENA_ARRAY(tc->a, MetaUse, nuses ? nuses : 1);
    for (int i = 0, k = 0; i < ws.n; i++)
        for (int j = 0; j < metas[i].n; j++)
            uses[k++] = (MetaUse){ metas[i].items[j], i };
    qsort(uses, (size_t)nuses, sizeof *uses, compare_uses);
    int nkept = keep_metas ? keep_metas->n : 0;
    const Ty **kept = ARENA_ARRAY(tc->a, const Ty *, nkept ? nkept : 1);
    for (int k = 0; k < nkept; k++)
        kept[k] = keep_metas->items[k];
    qsort(kept, (size_t)nkept, sizeof *kept, compare_ptrs);
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        for (int j = 0; j < metas[i].n; j++) {
            Ty *m = metas[i].items[j];
            if (is_kept(m, kept, nkept) || ty_prune(m)->kind != TY_META)
                continue;                /* kept, or defaulted already */
            int from, to;
            uses_of(uses, nuses, m, &from, &to);
            if (!try_default(tc, m, &ws, uses, from, to))
                tc_ambiguous(tc, w, m);
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
    Ty **args = ARENA_ARRAY(tc->a, Ty *, s->ngen + 1);
    for (int i = 0; i < s->ngen; i++)
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
