/*
 * ticks.c -- cost-centre annotations placed as GHC 9.0.2 places them.
 * See ticks.h.
 *
 * Note [Where an SCC goes]
 * An SCC annotation does two things: it counts an entry of the stack with
 * its centre pushed, and it makes that stack current while the annotated
 * expression is evaluated.  GHC builds every annotation with mkTick
 * (GHC.Core.Utils), which treats the two parts separately according to
 * what the annotated expression is, innermost annotation first:
 *
 *   - a lambda `\x -> e`: the count stays outside and the scope goes
 *     inside, `scc<f>(count) (\x -> scc<f>(scope) e)`.  So the binding
 *     `f = \x -> e` is a CAF whose evaluation counts the entry (once), and
 *     each call pushes f without counting it: GHC's tree has CAF/f with
 *     one entry and main/f with none above f.\ (`f x = e` is a function,
 *     its centre inside the lambda counts every call);
 *   - a saturated constructor `C a b`: the count stays outside, each
 *     argument gets the scope (as below, so variables and literals drop
 *     it, and a lambda takes it inside);
 *   - a variable whose type is not a function type (an Int, a list, but
 *     also a newtype such as IO or a State monad, a type variable, or a
 *     polymorphic `forall a. a -> a`): only the count stays, as the
 *     variable's evaluation is charged where it was defined; so
 *     `runState m` counts runState and does not push it, and the function
 *     m returns carries the caller's stack, not runState's
 *     (Note [Evaluating a function value] in rts/eval.c);
 *   - a literal: as a variable;
 *   - anything else (an application, a case, a let, a variable of
 *     function type, another annotation): both parts stay.
 *   A part that does not count (the scope part, or every annotation with
 *   -fno-prof-count-entries, or -fprof-auto-calls' centres) moves inside
 *   a lambda and into a constructor's arguments, and is dropped on a
 *   variable that is not a function or on a literal.
 * A right section over a literal, `(+ 1)`, is not a lambda to GHC: its
 * desugarer binds the operand first, `let ds = 1 in \x -> x + ds`.  A
 * variable bound to another by a `let` the desugarer made (matching a
 * newtype constructor) is that variable, as GHC's simple optimiser
 * inlines such bindings.  -fprof-cafs' CAF centres are the code
 * generator's, not annotations (codegen.c drops them).
 */
#include "cstack.h"
#include "ticks.h"

#include <string.h>

#include "arena.h"
#include "types.h"

typedef struct Tick {          /* the part of an annotation being placed */
    CoreCC *cc;
    bool count, scope;         /* never both false */
    SrcSpan span;
} Tick;

typedef struct Placer {
    Arena *arena;
    bool typed;                /* variables have types */
    bool count_entries;        /* not -fno-prof-count-entries */
} Placer;

static CoreExpr *place(Placer *pl, CoreExpr *e);

/* ---------------------------------------------------- what is annotated */

/* `let x = e in x` as the desugarer builds it for a newtype match: e. */
static CoreExpr *through_aliases(CoreExpr *e)
{
    while (e->kind == CE_LET && e->nbinds == 1 && !e->join && e->body &&
           e->body->kind == CE_VAR && e->body->var == e->binds[0].var) {
        CoreExpr *rhs = e->binds[0].expr;
        if (rhs->kind == CE_SCC)
            break;
        e = rhs;
    }
    return e;
}

static bool is_arrow(Ty *t)
{
    t = t ? ty_prune(t) : NULL;
    if (!t || t->kind != TY_APP)
        return false;
    Ty *f = ty_prune(t->fun);
    if (!f || f->kind != TY_APP)
        return false;
    Ty *c = ty_prune(f->fun);
    return c && c->kind == TY_CON && c->con && strcmp(c->con->name, "->") == 0;
}

/* GHC's isFunTy of the variable's own type: a polymorphic type is a
   forall, not a function type, and a newtype of a function is not one
   either.  Without types, every variable counts as a function (the
   annotation then stays whole, as before this pass). */
static bool is_function_var(const Placer *pl, const CoreExpr *v)
{
    if (!pl->typed)
        return true;
    const struct Scheme *s = NULL;
    Ty *t = NULL;
    if (v->kind == CE_VAR) {
        s = v->var->scheme;
        t = v->var->ty;
    } else {
        const CoreGlobal *g = v->global;
        s = g->scheme ? g->scheme : g->sig;
        if (!s && g->kind == G_CON && g->con)
            s = g->con->scheme;
    }
    if (s && s->ngen > 0)
        return false;
    if (s)
        t = s->ty;
    if (!t)
        t = v->ty;
    return t ? is_arrow(t) : true;
}

bool ticks_may_be_function(const CoreExpr *v)
{
    Ty *t = v->ty;
    if (!t && v->kind == CE_VAR)
        t = v->var->ty;
    if (!t && v->kind == CE_GLOBAL) {
        const CoreGlobal *g = v->global;
        const struct Scheme *s = g->scheme ? g->scheme : g->sig;
        t = s ? s->ty : NULL;
    }
    t = t ? ty_prune(t) : NULL;
    while (t && t->kind == TY_APP)
        t = ty_prune(t->fun);
    if (!t || t->kind != TY_CON || !t->con)
        return true;
    const TyCon *c = t->con;
    return strcmp(c->name, "->") == 0 || (c->data && c->data->is_newtype);
}

/* ------------------------------------------------------------- building */

static CoreExpr *annotate(Placer *pl, Tick t, CoreExpr *body)
{
    CoreExpr *s = ARENA_NEW(pl->arena, CoreExpr);
    s->kind = CE_SCC;
    s->cc = t.cc;
    s->span = t.span;
    s->ty = body->ty;
    s->scc_noscope = !t.scope;
    s->scc_nocount = !t.count;
    s->body = body;
    return s;
}

static Tick count_part(Tick t) { t.scope = false; return t; }
static Tick scope_part(Tick t) { t.count = false; return t; }

/* A variable (or a nullary constructor) that is not a function: the
   annotation keeps only its count. */
static CoreExpr *tick_value(Placer *pl, Tick t, CoreExpr *e)
{
    if (!t.count)
        return e;
    return annotate(pl, t.scope ? count_part(t) : t, e);
}

static bool is_plain_value(const Placer *pl, const CoreExpr *v)
{
    if (v->kind == CE_CON)
        return v->nargs == 0;
    return (v->kind == CE_VAR || v->kind == CE_GLOBAL) && !is_function_var(pl, v);
}

/* GHC's mkTick t e: `e` with the annotation `t` placed in it. */
static CoreExpr *mk_tick(Placer *pl, Tick t, CoreExpr *e)
{
    bool split = t.count && t.scope;
    switch (e->kind) {
    case CE_LAM:
        if (e->section)
            break;
        if (!t.count) {
            e->body = mk_tick(pl, t, e->body);
            return e;
        }
        if (split) {
            e->body = mk_tick(pl, scope_part(t), e->body);
            return annotate(pl, count_part(t), e);
        }
        break;
    case CE_CON:
        if (e->nargs == 0)
            return tick_value(pl, t, e);
        if (!t.count || split) {
            for (int i = 0; i < e->nargs; i++)
                e->args[i] = mk_tick(pl, scope_part(t), e->args[i]);
            return t.count ? annotate(pl, count_part(t), e) : e;
        }
        break;
    case CE_LIT:
        if (!t.count)
            return e;
        break;
    case CE_LET: case CE_VAR: case CE_GLOBAL:
        if (is_plain_value(pl, through_aliases(e)))
            return tick_value(pl, t, e);
        break;
    default:
        break;
    }
    return annotate(pl, t, e);
}

/* ------------------------------------------------------------ the walk */

static void place_all(Placer *pl, CoreExpr **es, int n)
{
    for (int i = 0; i < n; i++)
        es[i] = place(pl, es[i]);
}

/* Places the annotations of `e`, innermost first; returns what replaces
   it. */
static CoreExpr *place(Placer *pl, CoreExpr *e)
{
    if (!e)
        return e;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: case CE_LIT:
        return e;
    case CE_APP:
        e->fn = place(pl, e->fn);
        place_all(pl, e->args, e->nargs);
        return e;
    case CE_CON: case CE_PRIM:
        place_all(pl, e->args, e->nargs);
        return e;
    case CE_LAM: case CE_ANNOT:
        e->body = place(pl, e->body);
        return e;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            e->binds[i].expr = place(pl, e->binds[i].expr);
        e->body = place(pl, e->body);
        return e;
    case CE_CASE:
        e->scrut = place(pl, e->scrut);
        for (int i = 0; i < e->nalts; i++)
            e->alts[i].body = place(pl, e->alts[i].body);
        return e;
    case CE_SCC: {
        CoreExpr *body = place(pl, e->body);
        if (e->cc->is_caf) {
            e->body = body;
            return e;
        }
        Tick t = { e->cc, pl->count_entries && !e->cc->no_count && !e->scc_nocount,
                   !e->scc_noscope, e->span };
        return mk_tick(pl, t, body);
    }
    }
    return e;
}

void ticks_place(CoreProgram *p)
{
    Placer pl = { p->arena, p->typed, p->count_entries };
    for (int i = 0; i < p->nglobals; i++) {
        CoreGlobal *g = p->globals[i];
        if (!g->is_library && g->body)
            g->body = place(&pl, g->body);
    }
}
