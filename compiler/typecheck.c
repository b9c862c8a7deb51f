/*
 * typecheck.c -- Hindley-Milner inference with single-parameter type
 * classes over the desugared program, and elaboration to dictionary
 * passing.  See types.h for the representation.  This file holds the
 * state's errors, the post-pass and the driver typecheck_program; the
 * other parts are tc_unify.c (types, printing, unification), tc_solve.c
 * (constraints, instantiation), tc_expr.c (expressions), tc_bind.c
 * (binding groups, dependency order) and tc_class.c (classes, instances,
 * literals), which share tc_int.h.
 *
 * Note [Checking Core]
 * The checker works on the Core the desugarer produced rather than on the
 * source: Core has ten constructs where the source has forty, and every
 * source construct desugars to Core whose typing is the construct's
 * (`if` is a case on Bool, `do` calls >>=, an arithmetic sequence calls
 * enumFromTo, a list comprehension calls the list functions).  Error
 * messages name the source text through the span each Core node keeps.
 *
 * Note [Elaboration in place]
 * Elaboration rewrites Core nodes in place, so no parent pointers are
 * needed: an occurrence of an overloaded name becomes an application of
 * it to dictionary "holes" (CE_VAR nodes without a variable) the moment
 * it is instantiated; a hole is filled (its node overwritten) once the
 * constraint is solved: by an instance's dictionary, by a dictionary
 * parameter of an enclosing binding, or by a superclass of one.  An
 * overloaded binding gets its dictionary parameters in front of its own.
 *
 * Note [Binding groups]
 * Top-level bindings without signatures are inferred in dependency order
 * (strongly connected components of the reference graph), then every
 * binding with a declared type (signatures, instance and default methods)
 * is checked against it.  Local let groups are split the same way.  A
 * group is generalised over the metas deeper than its level; constraints
 * on them become dictionary parameters shared by the group, unless the
 * monomorphism restriction applies (a binding without arguments and
 * without a signature), in which case they wait for the enclosing scope
 * and finally for defaulting (Integer, then Double, or the types of the
 * user's `default` declaration).
 *
 * After elaboration, specialise.c removes the dictionaries it can see
 * through (Note [Known dictionaries] there): monomorphic code such as an
 * Int nfib calls the primitives directly, as before types.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "tc_int.h"

/* ============================================================== errors */

_Noreturn void tc_error(Tc *tc, const char *file, SrcSpan span,
                               const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *buf = malloc(n > 0 ? (size_t)n + 1 : 1);
    if (!buf)
        abort();
    va_start(ap, fmt);
    vsnprintf(buf, n > 0 ? (size_t)n + 1 : 1, fmt, ap);
    va_end(ap);
    diag_error(file ? file : tc->file, span, "%s", buf);
    free(buf);
    longjmp(tc->fail, 1);
}

bool tc_has_span(SrcSpan s) { return s.l1 > 0; }

/* "• In the expression: f x" for the node's source text. */
const char *tc_context_line(Tc *tc, SrcSpan span)
{
    const char *text = tc_has_span(span) ? diag_span_text(tc->a, tc->file, span) : NULL;
    if (!text || !*text)
        return "";
    return arena_printf(tc->a, "\n\u2022 In the expression: %s", text);
}

/* ============================================================ post-pass */

static void post(Tc *tc, CoreExpr *e);

static void post(Tc *tc, CoreExpr *e)
{
    if (!e)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_LIT: case CE_GLOBAL: break;
    case CE_APP:
        post(tc, e->fn);
        for (int i = 0; i < e->nargs; i++) post(tc, e->args[i]);
        break;
    case CE_PRIM:
        for (int i = 0; i < e->nargs; i++) post(tc, e->args[i]);
        break;
    case CE_CON:
        for (int i = 0; i < e->nargs; i++) post(tc, e->args[i]);
        if (e->con->data->is_newtype) {
            SrcSpan s = e->span;
            Ty *t = e->ty;
            *e = *e->args[0];
            if (!tc_has_span(e->span)) e->span = s;
            e->ty = t;
        }
        break;
    case CE_LAM: case CE_SCC: post(tc, e->body); break;
    case CE_ANNOT: {
        post(tc, e->body);
        Ty *t = e->ty;
        *e = *e->body;
        e->ty = t;
        break;
    }
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++) post(tc, e->binds[i].expr);
        post(tc, e->body);
        break;
    case CE_CASE:
        post(tc, e->scrut);
        for (int i = 0; i < e->nalts; i++) post(tc, e->alts[i].body);
        if (e->nalts >= 1 && e->alts[0].kind == ALT_CON
            && e->alts[0].con->data->is_newtype) {
            /* matching a newtype constructor costs nothing and forces nothing */
            CoreAlt *alt = &e->alts[0];
            CoreExpr *body = alt->body;
            CoreExpr *val = e->scrut;
            CoreVar *names[2] = { e->binder, alt->vars[0] };
            for (int i = 1; i >= 0; i--) {
                if (!names[i])
                    continue;
                CoreExpr *let = tc_new_node(tc, CE_LET);
                let->binds = ARENA_NEW(tc->a, CoreBind);
                CoreExpr *rhs = val;
                if (i == 1 && e->binder)
                    rhs = tc_var_node(tc, e->binder);
                let->binds[0] = (CoreBind){ names[i], rhs };
                let->nbinds = 1;
                let->body = body;
                body = let;
            }
            tc_replace_node(e, body);
        }
        break;
    }
}

/* ============================================================== driver */

static void check_main(Tc *tc)
{
    CoreGlobal *m = tc->p->main;
    TyCon *io = NULL;
    for (int i = 0; i < tc->p->ndatas; i++) {
        DataInfo *d = tc->p->datas[i];
        if (!strcmp(d->name, "IO") && d->tycon)
            io = d->tycon;
    }
    if (!m || !io || !m->scheme)
        return;
    tc->file = m->file;
    Ty *t = tc_instantiate(tc, m->scheme, tc_global_node(tc, m), m->span, "main", false);
    Ty *want_t = ty_app(tc->a, ty_con(tc->a, io), tc_meta(tc, "t", 0));
    UErr err = { 0 };
    if (!tc_unify_rec(tc, want_t, t, &err)) {
        Names nm = { .n = 0 };
        tc_error(tc, m->file, m->span, "\u2022 Couldn't match expected type \u2018%s\u2019 "
                 "with actual type \u2018%s\u2019\n\u2022 When checking the type of the IO "
                 "action \u2018main\u2019", ty_str(tc, &nm, want_t), ty_str(tc, &nm, t));
    }
}

/* A newtype constructor used as a function is the identity. */
static void erase_newtype_wrappers(Tc *tc, int from)
{
    CoreProgram *p = tc->p;
    for (int i = from; i < p->ndatas; i++) {
        DataInfo *d = p->datas[i];
        if (!d->is_newtype || d->ncons != 1 || !d->cons[0]->wrapper)
            continue;
        CoreGlobal *w = d->cons[0]->wrapper;
        CoreVar *x = tc_new_var(tc, "x");
        w->kind = G_FUN;
        w->arity = 1;
        w->params = ARENA_ARRAY(tc->a, CoreVar *, 1);
        w->params[0] = x;
        w->body = tc_var_node(tc, x);
        w->con = NULL;
    }
}

static bool candidate(CoreGlobal *g)
{
    return g->body && !g->sig && !g->scheme && !g->selects && g->kind != G_CON;
}

static void run(Tc *tc)
{
    CoreProgram *p = tc->p;
    const CheckedMark from = p->checked;      /* Note [Checking in two parts] */
    for (int i = from.classes; i < p->nclasses; i++)
        tc_setup_class(tc, p->classes[i]);
    for (int i = from.insts; i < p->ninsts; i++)
        tc_setup_instance(tc, p->insts[i]);
    tc_check_default_decl(tc);
    for (int i = from.datas; i < p->ndatas; i++)
        for (int k = 0; k < p->datas[i]->ncons; k++) {
            ConInfo *c = p->datas[i]->cons[k];
            if (c->wrapper && p->datas[i]->tycon)
                c->wrapper->scheme = tc_con_scheme(tc, c);
        }
    /* bindings without declared types, in dependency order */
    int maxid = p->global_ids > 0 ? p->global_ids - 1 : 0;
    int *gindex = ARENA_ARRAY(tc->a, int, maxid + 1);
    CoreGlobal **nodes = ARENA_ARRAY(tc->a, CoreGlobal *, p->nglobals + 1);
    for (int i = 0; i <= maxid; i++)
        gindex[i] = -1;
    tc->next_gid = maxid + 1;
    int n = 0;
    for (int i = from.globals; i < p->nglobals; i++)
        if (candidate(p->globals[i])) {
            gindex[p->globals[i]->id] = n;
            nodes[n++] = p->globals[i];
        }
    Scc s = { .n = n, .a = tc->a };
    s.edges = ARENA_ARRAY(tc->a, int *, n + 1);
    s.nedges = ARENA_ARRAY(tc->a, int, n + 1);
    PtrVec out = { 0 };
    EdgeCtx c = { .tc = tc, .out = &out, .gindex = gindex };
    for (int i = 0; i < n; i++) {
        tc_walk_refs(nodes[i]->body, tc_global_ref, &c);
        tc_set_edges(&s, i, &out);
    }
    scc_run(&s);
    for (int k = 0; k < s.ncomp; k++) {
        int a = s.comp_start[k], b = s.comp_start[k + 1];
        Member *ms = ARENA_ARRAY(tc->a, Member, b - a);
        for (int j = a; j < b; j++) {
            ms[j - a].glob = nodes[s.order[j]];
            ms[j - a].rhs = &nodes[s.order[j]]->body;
        }
        tc_infer_group(tc, ms, b - a);
    }
    /* bindings with declared types */
    for (int i = from.globals; i < p->nglobals; i++) {
        CoreGlobal *g = p->globals[i];
        if (g->sig && g->body && !g->selects) {
            Member *m = ARENA_NEW(tc->a, Member);
            m->glob = g;
            m->rhs = &g->body;
            Scheme *sig = g->sig;
            g->scheme = sig;
            tc_check_sig(tc, m, sig);
        }
    }
    check_main(tc);
    /* what is left is defaulted */
    PtrVec ws = tc_simplify(tc, tc->wanted);
    tc->wanted = (PtrVec){ 0 };
    ws = tc_default_deep(tc, ws, -1, NULL);
    if (ws.n) {
        Wanted *w = ws.items[0];
        Ty **args;
        int k;
        Ty *h = tc_spine(tc, w->p.ty, &args, &k);
        if (h->kind == TY_META)
            tc_ambiguous(tc, w, h);
        tc_no_instance(tc, w);
    }
    for (int i = from.insts; i < p->ninsts; i++)
        tc_build_dfun(tc, p->insts[i]);
    erase_newtype_wrappers(tc, from.datas);
    for (int i = 0; i < tc->lits.n; i++)
        tc_elaborate_lit(tc, tc->lits.items[i]);
    for (int i = 0; i < tc->litalts.n; i++)
        tc_elaborate_litalt(tc, tc->litalts.items[i]);
    for (int i = from.globals; i < p->nglobals; i++)
        post(tc, p->globals[i]->body);
    if (tc->new_globals.n) {
        CoreGlobal **all = ARENA_ARRAY(tc->a, CoreGlobal *, p->nglobals + tc->new_globals.n);
        memcpy(all, p->globals, sizeof *all * (size_t)p->nglobals);
        memcpy(all + p->nglobals, tc->new_globals.items,
               sizeof *all * (size_t)tc->new_globals.n);
        p->globals = all;
        p->nglobals += tc->new_globals.n;
    }
    if (tc->new_datas.n) {
        DataInfo **all = ARENA_ARRAY(tc->a, DataInfo *, p->ndatas + tc->new_datas.n);
        memcpy(all, p->datas, sizeof *all * (size_t)p->ndatas);
        memcpy(all + p->ndatas, tc->new_datas.items, sizeof *all * (size_t)tc->new_datas.n);
        p->datas = all;
        p->ndatas += tc->new_datas.n;
    }
    p->checked.globals = p->nglobals;
    p->global_ids = tc->next_gid;
    p->checked.datas = p->ndatas;
    p->checked.classes = p->nclasses;
    p->checked.insts = p->ninsts;
}

static ClassInfo *find_class(CoreProgram *p, const char *name)
{
    for (int i = 0; i < p->nclasses; i++)
        if (!strcmp(p->classes[i]->name, name) && p->classes[i]->standard)
            return p->classes[i];
    return NULL;
}

bool typecheck_program(CoreProgram *p)
{
    Tc *tc = calloc(1, sizeof *tc);
    if (!tc)
        return false;
    tc->a = p->arena;
    tc->p = p;
    tc->file = p->main_file;
    tc->c_num = find_class(p, "Num");
    tc->c_fractional = find_class(p, "Fractional");
    tc->c_eq = find_class(p, "Eq");
    volatile bool ok = false;
    if (!tc->c_num || !tc->c_fractional || !tc->c_eq) {
        fprintf(stderr, "lazyrun: the library defines no Num, Fractional or Eq class\n");
    } else if (setjmp(tc->fail) == 0) {
        run(tc);
        ok = true;
    }
    free(tc->givens);
    free(tc);
    return ok;
}
