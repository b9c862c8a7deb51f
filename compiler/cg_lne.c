/*
 * cg_lne.c -- the code generator's analyses of bindings before code is
 * written: free variables of closures, join points (a let whose variable
 * occurs only in tail positions becomes a label) and let-no-escape
 * bindings for ticky (Note [Let-no-escape bindings]) (cg_int.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"

/* ----------------------------------------------------- free variables */

static void ensure_marks(int id)
{
    if (id < cg.nmarks)
        return;
    int n = cg.nmarks ? cg.nmarks : 1024;
    while (n <= id)
        n *= 2;
    cg.bound_mark = realloc(cg.bound_mark, sizeof(unsigned) * (size_t)n);
    cg.seen_mark = realloc(cg.seen_mark, sizeof(unsigned) * (size_t)n);
    if (!cg.bound_mark || !cg.seen_mark) {
        fprintf(stderr, "lazyrun: out of memory\n");
        exit(1);
    }
    memset(cg.bound_mark + cg.nmarks, 0, sizeof(unsigned) * (size_t)(n - cg.nmarks));
    memset(cg.seen_mark + cg.nmarks, 0, sizeof(unsigned) * (size_t)(n - cg.nmarks));
    cg.nmarks = n;
}

static void mark_bound(const CoreVar *v)
{
    if (!v)
        return;
    ensure_marks(v->id);
    cg.bound_mark[v->id] = cg.stamp;
}

static void mark_binders(const CoreExpr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: case CE_LIT:
        break;
    case CE_APP:
        mark_binders(e->fn);
        for (int i = 0; i < e->nargs; i++)
            mark_binders(e->args[i]);
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            mark_binders(e->args[i]);
        break;
    case CE_LAM:
        for (int i = 0; i < e->nparams; i++)
            mark_bound(e->params[i]);
        mark_binders(e->body);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++) {
            mark_bound(e->binds[i].var);
            mark_binders(e->binds[i].expr);
        }
        mark_binders(e->body);
        break;
    case CE_CASE:
        mark_binders(e->scrut);
        mark_bound(e->binder);
        for (int i = 0; i < e->nalts; i++) {
            const CoreAlt *a = &e->alts[i];
            if (a->kind == ALT_CON)
                for (int j = 0; j < a->con->arity; j++)
                    mark_bound(a->vars[j]);
            mark_binders(a->body);
        }
        break;
    case CE_SCC: case CE_ANNOT:
        mark_binders(e->body);
        break;
    }
}

static void collect_refs(const CoreExpr *e, VarList *out)
{
    if (!e)
        return;
    switch (e->kind) {
    case CE_VAR: {
        const CoreVar *v = e->var;
        ensure_marks(v->id);
        if (cg.bound_mark[v->id] != cg.stamp && cg.seen_mark[v->id] != cg.stamp) {
            cg.seen_mark[v->id] = cg.stamp;
            GROW(out->items, out->n, out->cap);
            out->items[out->n++] = v;
        }
        break;
    }
    case CE_GLOBAL: case CE_LIT:
        break;
    case CE_APP:
        collect_refs(e->fn, out);
        for (int i = 0; i < e->nargs; i++)
            collect_refs(e->args[i], out);
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            collect_refs(e->args[i], out);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        collect_refs(e->body, out);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            collect_refs(e->binds[i].expr, out);
        collect_refs(e->body, out);
        break;
    case CE_CASE:
        collect_refs(e->scrut, out);
        for (int i = 0; i < e->nalts; i++)
            collect_refs(e->alts[i].body, out);
        break;
    }
}

/* Free variables of `e` once `params` are bound, in order of occurrence. */
VarList cg_free_vars(const CoreExpr *e, CoreVar *const *params, int nparams)
{
    VarList fv = {0};
    cg.stamp++;
    for (int i = 0; i < nparams; i++)
        mark_bound(params[i]);
    mark_binders(e);
    collect_refs(e, &fv);
    return fv;
}

/* ------------------------------------------------------ join points */

/* Does `v` occur in `e` only in tail positions (is_tail says whether e
   itself is in one), never captured by a closure? */
static bool tail_only(const CoreExpr *e, const CoreVar *v, bool is_tail)
{
    if (!e)
        return true;
    switch (e->kind) {
    case CE_VAR:
        return e->var != v || is_tail;
    case CE_GLOBAL: case CE_LIT:
        return true;
    case CE_APP:
        if (!tail_only(e->fn, v, false))
            return false;
        for (int i = 0; i < e->nargs; i++)
            if (!tail_only(e->args[i], v, false))
                return false;
        return true;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            if (!tail_only(e->args[i], v, false))
                return false;
        return true;
    case CE_LAM:
        return tail_only(e->body, v, false);
    case CE_SCC: case CE_ANNOT:
        return tail_only(e->body, v, is_tail);
    case CE_LET: {
        bool inner_join = e->join && cg_join_ok(e->body, e->binds[0].var);
        for (int i = 0; i < e->nbinds; i++)
            if (!tail_only(e->binds[i].expr, v, inner_join && is_tail))
                return false;
        return tail_only(e->body, v, is_tail);
    }
    case CE_CASE:
        if (!tail_only(e->scrut, v, false))
            return false;
        for (int i = 0; i < e->nalts; i++)
            if (!tail_only(e->alts[i].body, v, is_tail))
                return false;
        return true;
    }
    return false;
}

bool cg_join_ok(const CoreExpr *body, const CoreVar *v)
{
    return tail_only(body, v, true);
}

/* ------------------------------------------- let-no-escape (ticky) */

/* Note [Let-no-escape bindings]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   GHC (its occurrence analysis runs at -O0 too) compiles a let-bound
   function whose every occurrence is a saturated call in tail position
   as a join point, STG's let-no-escape: no closure, and a jump for each
   call.  `f n = let loop i acc = ... loop (i+1) (acc+i) ... in loop 0 0`
   is one; `walk l (x : walk r acc)` is not (a call in an argument).
   Ticky sees no function there: the entries are no function entries, the
   jumps no calls, and what the code allocates is charged to the enclosing
   counter; only -ticky-LNE gives it a counter, named "(LNE)".

   lazyrts builds such a function's closure all the same, but in the ticky
   way the code generator finds the bindings GHC would make let-no-escape
   (CoreVar.lne, set before the let is compiled) and counts them as GHC
   does.  Tail positions are those of join points here: a let's body, the
   alternatives of a case, the second argument of seq, through cost
   centres; a lambda or a thunk in between is an escape.  A recursive
   group qualifies only as a whole. */

static bool lne_member(const CoreExpr *e, const CoreBind *grp, int n, int *arity)
{
    if (e->kind != CE_VAR)
        return false;
    for (int i = 0; i < n; i++)
        if (grp[i].var == e->var) {
            *arity = cg_strip_scc(grp[i].expr)->nparams;
            return true;
        }
    return false;
}

/* Is every occurrence of the group's variables in `e` a saturated call in
   tail position (`is_tail`: whether e itself is in one)? */
static bool lne_calls_only(CoreExpr *e, const CoreBind *grp, int n, bool is_tail)
{
    if (!e)
        return true;
    CoreExpr *sa, *sb;
    int arity;
    switch (e->kind) {
    case CE_VAR:
        return !lne_member(e, grp, n, &arity);
    case CE_GLOBAL: case CE_LIT:
        return true;
    case CE_APP: {
        if (cg_is_seq(e, &sa, &sb))
            return lne_calls_only(sa, grp, n, false) && lne_calls_only(sb, grp, n, is_tail);
        int nargs = 0;
        CoreExpr *head = e;
        for (; head->kind == CE_APP; head = head->fn) {
            nargs += head->nargs;
            for (int i = 0; i < head->nargs; i++)
                if (!lne_calls_only(head->args[i], grp, n, false))
                    return false;
        }
        if (lne_member(head, grp, n, &arity))
            return is_tail && nargs == arity;
        return lne_calls_only(head, grp, n, false);
    }
    case CE_PRIM:
        if (cg_is_seq(e, &sa, &sb))
            return lne_calls_only(sa, grp, n, false) && lne_calls_only(sb, grp, n, is_tail);
        /* fall through */
    case CE_CON:
        for (int i = 0; i < e->nargs; i++)
            if (!lne_calls_only(e->args[i], grp, n, false))
                return false;
        return true;
    case CE_LAM:
        return lne_calls_only(e->body, grp, n, false);
    case CE_SCC: case CE_ANNOT:
        return lne_calls_only(e->body, grp, n, is_tail);
    case CE_LET: {
        bool inner_join = e->join && cg_join_ok(e->body, e->binds[0].var);
        for (int i = 0; i < e->nbinds; i++)
            if (!lne_calls_only(e->binds[i].expr, grp, n, inner_join && is_tail))
                return false;
        return lne_calls_only(e->body, grp, n, is_tail);
    }
    case CE_CASE:
        if (!lne_calls_only(e->scrut, grp, n, false))
            return false;
        for (int i = 0; i < e->nalts; i++)
            if (!lne_calls_only(e->alts[i].body, grp, n, is_tail))
                return false;
        return true;
    }
    return false;
}

/* Marks the let's functions that GHC would make let-no-escape (ticky). */
void cg_mark_lne(CoreExpr *let)
{
    for (int i = 0; i < let->nbinds; i++)
        if (cg_strip_scc(let->binds[i].expr)->kind != CE_LAM)
            return;
    if (!lne_calls_only(let->body, let->binds, let->nbinds, true))
        return;
    for (int i = 0; i < let->nbinds; i++)
        if (!lne_calls_only(cg_strip_scc(let->binds[i].expr)->body, let->binds,
                            let->nbinds, true))
            return;
    for (int i = 0; i < let->nbinds; i++)
        let->binds[i].var->lne = true;
}
