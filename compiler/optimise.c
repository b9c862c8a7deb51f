/*
 * optimise.c -- the Core optimiser for library code.  See optimise.h.
 */
#include "optimise.h"

#include <stdlib.h>
#include <string.h>

#include "cstack.h"

/* Note [Library rewrites]
 * A saturated call of a primitive's wrapper becomes the primitive.  The
 * library reaches most primitives through a binding that applies the
 * primitive to its parameters in order (`plusInt a b = primIntAdd a b`,
 * `eqChar a b = primEq a b`), and the dictionary simplifier turns
 * `(==) $fEqChar x y` into a call of such a binding.  The code generator
 * compiles such a call as the primitive anyway (it is never a real
 * call), but where its value is needed at once -- a case's scrutinee,
 * another primitive's operand -- it first pushes a case continuation for
 * the call to return to, as GHC -O0's code does when it calls base's
 * `==`: PUSH_CONT, the operands, PRIM, RETURN_R, and the continuation.
 * The user's code keeps that frame (-hT's STACK band shows it: Note
 * [Operands known to be values] in cg_expr.c); the library's code,
 * which GHC compiles with -O2 into an inline comparison, loses it.
 * `elem` at Char, `lookup` at Int, the Eq and Ord instances of tuples
 * and lists at known element types: callgrind counts 8% fewer
 * instructions for bench/cryptarith.  Heap profiles' STACK bands come
 * closer to GHC's: heap_float_hT's largest, 239,848 bytes, is 168,184
 * now (GHC 9.0.2: 98,304, its stack's chunk size).
 *
 * A binding whose body is a saturated call of another wrapper on its
 * parameters in order (`x == y` of an instance defined as eqInt) is a
 * wrapper of the same primitive.  A lazy occurrence (an argument, a
 * let-bound value) stays lazy: the primitive's node is suspended exactly
 * as the call's was, into a thunk of the same free variables.
 *
 * What was tried and left out (measured, callgrind, 14 bench programs
 * at reduced sizes): inlining small library functions at their calls in
 * demanded positions, with the lets that makes (and those already
 * there) simplified -- dead ones dropped, atoms and variables used once
 * substituted, `let x = e in case x of` made `case e of x`, a case of a
 * known constructor taken.  Against this rewrite alone it changed the
 * instructions run by -1% to +1% (the code generator already inlines the
 * tiny functions, cg_expr.c, and the library is written with its loops'
 * strictness explicit), while moving the allocation figures of 86
 * goldens; inlining in lazy positions too made the raised exception of
 * `error` a constructor where GHC's is a thunk (+RTS -xc names it).  The
 * code is on the branch inliner15-experiment.
 */

/* A binding's primitive when it is a wrapper (see the Note), else -1:
   its body applies a primitive -- or another wrapper -- to all its
   parameters in order.  `depth` bounds a chain of wrappers. */
static int wrapped_prim(const CoreGlobal *g, int depth)
{
    if (g->kind != G_FUN || !g->body || g->arity < 1 || depth > 8)
        return -1;
    const CoreExpr *b = g->body;
    int op;
    if (b->kind == CE_PRIM)
        op = (int)b->prim;
    else if (b->kind == CE_APP && b->fn->kind == CE_GLOBAL &&
             b->fn->global->arity == b->nargs)
        op = wrapped_prim(b->fn->global, depth + 1);
    else
        return -1;
    if (op < 0 || b->nargs != g->arity)
        return -1;
    for (int i = 0; i < b->nargs; i++)
        if (b->args[i]->kind != CE_VAR || b->args[i]->var != g->params[i])
            return -1;
    return op;
}

/* Note [Constant functions]
 * Whether elem and lookup may walk in C is the hidden Eq method
 * eqStructural (Note [Finding in C] in lib/Base.hs), a chain of calls at
 * a known type: lookup at String asks eqStructural at [Char], which is
 * listStructural, which asks eqStructural at Char, which is True.  In
 * the copies the specialiser makes for known dictionaries every link is
 * a global whose body is a nullary constructor, a saturated call of such
 * a global, or `a && b` of such calls: a constant function, which looks
 * at none of its arguments.  A saturated call of one is its constant
 * (the arguments were never evaluated, and a library call counts no
 * entry and allocates nothing but what the call allocated), and a case
 * of a nullary constructor takes its alternative.  lookup and elem at
 * String then go straight to their primitive: three calls and their
 * continuations fewer for every lookup (bench/interp, whilelang).  At an
 * unknown type the chain goes through a dictionary and nothing changes. */
typedef struct Opt {
    CoreProgram *p;
    int *prim_of;              /* by global id: its primitive + 1, 0 none,
                                  -1 not yet known */
    ConInfo **const_of;        /* by global id: its constant, NULL none or
                                  not yet known */
    signed char *const_state;  /* 0 not yet known, 1 known, 2 in progress */
} Opt;

static ConInfo *global_const(Opt *o, const CoreGlobal *g, int depth);

/* `&&` of the library's Prelude (lib/Base.hs). */
static bool is_library_and(const CoreGlobal *g)
{
    return g->is_library && g->kind == G_FUN && g->arity == 2 &&
           strcmp(g->name, "&&") == 0 && strcmp(g->module, "Base") == 0;
}

static bool is_bool(const ConInfo *c, const char *name)
{
    return strcmp(c->data->name, "Bool") == 0 && strcmp(c->name, name) == 0;
}

/* The nullary constructor an expression always is without evaluating
   anything but constant functions' calls, or NULL. */
static ConInfo *expr_const(Opt *o, const CoreExpr *e, int depth)
{
    if (depth > 16)
        return NULL;
    if (e->kind == CE_CON)
        return e->nargs == 0 ? e->con : NULL;
    if (e->kind != CE_APP || e->fn->kind != CE_GLOBAL)
        return NULL;
    const CoreGlobal *g = e->fn->global;
    if (g->kind != G_FUN || e->nargs != g->arity)
        return NULL;
    if (is_library_and(g)) {
        ConInfo *a = expr_const(o, e->args[0], depth + 1);
        if (!a)
            return NULL;
        if (is_bool(a, "False"))
            return a;
        return is_bool(a, "True") ? expr_const(o, e->args[1], depth + 1) : NULL;
    }
    return global_const(o, g, depth + 1);
}

static ConInfo *global_const(Opt *o, const CoreGlobal *g, int depth)
{
    if (!g->is_library || g->kind != G_FUN || !g->body)
        return NULL;
    if (g->id < 0 || g->id >= o->p->global_ids)
        return NULL;
    if (o->const_state[g->id] == 0) {
        o->const_state[g->id] = 2;
        o->const_of[g->id] = expr_const(o, g->body, depth);
        o->const_state[g->id] = 1;
    }
    return o->const_state[g->id] == 1 ? o->const_of[g->id] : NULL;
}

/* A case of a nullary constructor: the alternative it takes, or NULL. */
static CoreExpr *known_alt(const CoreExpr *e)
{
    if (e->scrut->kind != CE_CON || e->scrut->nargs != 0 || e->binder)
        return NULL;
    for (int i = 0; i < e->nalts; i++)
        if (e->alts[i].kind == ALT_CON && e->alts[i].con == e->scrut->con)
            return e->alts[i].body;
    for (int i = 0; i < e->nalts; i++)
        if (e->alts[i].kind == ALT_DEFAULT)
            return e->alts[i].body;
    return NULL;
}

static int global_prim(Opt *o, const CoreGlobal *g)
{
    if (g->id < 0 || g->id >= o->p->global_ids)
        return wrapped_prim(g, 0);
    if (o->prim_of[g->id] < 0)
        o->prim_of[g->id] = wrapped_prim(g, 0) + 1;
    return o->prim_of[g->id] - 1;
}

static void opt_expr(Opt *o, CoreExpr *e)
{
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: case CE_LIT:
        return;
    case CE_APP: {
        opt_expr(o, e->fn);
        for (int i = 0; i < e->nargs; i++)
            opt_expr(o, e->args[i]);
        if (e->fn->kind != CE_GLOBAL || e->fn->global->kind != G_FUN ||
            e->nargs != e->fn->global->arity)
            return;
        ConInfo *c = expr_const(o, e, 0);
        if (c) {                /* Note [Constant functions] */
            e->kind = CE_CON;
            e->con = c;
            e->nargs = 0;
            e->args = NULL;
            e->fn = NULL;
            return;
        }
        int op = global_prim(o, e->fn->global);
        if (op < 0)
            return;
        /* the node becomes the primitive: its arguments, span and type
           stay */
        e->kind = CE_PRIM;
        e->prim = (PrimOp)op;
        e->fn = NULL;
        return;
    }
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            opt_expr(o, e->args[i]);
        return;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        opt_expr(o, e->body);
        return;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            opt_expr(o, e->binds[i].expr);
        opt_expr(o, e->body);
        return;
    case CE_CASE: {
        opt_expr(o, e->scrut);
        CoreExpr *taken = known_alt(e);
        if (taken) {            /* Note [Constant functions] */
            *e = *taken;
            opt_expr(o, e);
            return;
        }
        for (int i = 0; i < e->nalts; i++)
            opt_expr(o, e->alts[i].body);
        return;
    }
    }
}

void optimise_library(CoreProgram *p, int from)
{
    Opt o = { .p = p };
    size_t n = (size_t)(p->global_ids > 0 ? p->global_ids : 1);
    o.prim_of = malloc(sizeof(int) * n);
    if (!o.prim_of)
        abort();
    for (size_t i = 0; i < n; i++)
        o.prim_of[i] = -1;
    o.const_of = calloc(n, sizeof *o.const_of);
    o.const_state = calloc(n, 1);
    if (!o.const_of || !o.const_state)
        abort();
    for (int i = from; i < p->nglobals; i++) {
        CoreGlobal *g = p->globals[i];
        /* A wrapper's own body is left as it is (the code generator then
           compiles the user's calls of it as before); a body rewritten
           into a wrapper's shape (`f a b = g a b`, g a wrapper) is one
           whether found before or after: either answer is right. */
        if (g->is_library && g->body && g->kind != G_CON && global_prim(&o, g) < 0)
            opt_expr(&o, g->body);
    }
    free(o.prim_of);
    free(o.const_of);
    free(o.const_state);
}
