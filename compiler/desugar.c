/*
 * desugar.c -- Haskell AST -> untyped Core (core.h), preserving laziness.
 *
 * Entry point desugar_program().  rename.c builds the module scopes,
 * match.c compiles pattern matching; this file walks expressions,
 * bindings and declarations.  See Note [One walk] in rename.c.
 *
 * Note [Call-site locations]
 * GHC's `error`, `undefined` and `fromJust` carry a HasCallStack
 * constraint: the message names where the USER's code called them.  We
 * get the same effect without types by replacing a reference to the
 * library's function in the user's module by a call of its *CalledAt
 * twin on a location string "file.hs:L:C in main:Main".
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cstack.h"
#include "desugar.h"
#include "match.h"
#include "rename.h"

/* ======================================================= errors, spans */

_Noreturn void ds_error(Ds *ds, SrcSpan span, const char *fmt, ...)
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
    diag_error(ds->file, span, "%s", buf);
    free(buf);
    longjmp(ds->fail, 1);
}

void ds_check_tuple(Ds *ds, int n, SrcSpan span)
{
    if (n > MAX_TUPLE)
        ds_error(ds, span, "A %d-tuple is too large for GHC\n  (max size is %d)\n"
                 "  Workaround: use nested tuples or define a data type", n, MAX_TUPLE);
}

const char *ds_span_text(Ds *ds, SrcSpan s)
{
    if (s.l1 != s.l2)
        return arena_printf(ds->arena, "(%d,%d)-(%d,%d)", s.l1, s.c1, s.l2, s.c2);
    if (s.c1 == s.c2)
        return arena_printf(ds->arena, "%d:%d", s.l1, s.c1);
    return arena_printf(ds->arena, "%d:%d-%d", s.l1, s.c1, s.c2);
}

const char *ds_loc(Ds *ds, SrcSpan s)
{
    const char *file = diag_resolve(ds->file, &s);
    return arena_printf(ds->arena, "%s:%s", file, ds_span_text(ds, s));
}

const char *ds_pos(Ds *ds, SrcSpan s)
{
    const char *file = diag_resolve(ds->file, &s);
    return arena_printf(ds->arena, "%s:%d:%d", file, s.l1, s.c1);
}

/* Note [Paths of deep bindings]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   A binding's path names every binding around it ("f.go.\" for a
   lambda in go), so the paths of a nest of bindings grow with its depth,
   and all of them together with the square of it: 100,000 nested
   lambdas would need 10 GB of names.  A path stops growing at
   QUALNAME_MAX bytes (some 2,000 levels of lambdas): what is nested
   deeper shares its enclosing binding's path, as a cost-centre label or
   a code's name, and keeps its own source span. */
#define QUALNAME_MAX 4096

const char *ds_qualname(Ds *ds, const char *name)
{
    if (!ds->path)
        return name;
    if (strlen(ds->path) + 1 + strlen(name) > QUALNAME_MAX)
        return ds->path;
    return arena_printf(ds->arena, "%s.%s", ds->path, name);
}

/* ===================================================== building Core */

CoreVar *ds_var(Ds *ds, const char *name, SrcSpan span)
{
    CoreVar *v = ARENA_NEW(ds->arena, CoreVar);
    v->name = arena_intern(ds->arena, name);
    v->span = span;
    v->id = ds->next_var++;
    v->slot = -1;
    return v;
}

CoreGlobal *ds_new_global(Ds *ds, GlobalKind k, const char *name, SrcSpan span)
{
    CoreGlobal *g = ARENA_NEW(ds->arena, CoreGlobal);
    g->kind = k;
    g->name = arena_intern(ds->arena, name);
    g->module = ds->cur ? ds->cur->name : NULL;
    g->file = ds->file;
    g->span = span;
    g->is_library = ds->cur ? ds->cur->is_library : true;
    g->id = ds->next_global++;
    vec_push(ds->arena, &ds->globals, g);
    return g;
}

static CoreExpr *node(Ds *ds, CoreKind k) { return core_node(ds->arena, k); }

CoreExpr *ds_evar(Ds *ds, CoreVar *v) { return core_var_ref(ds->arena, v); }

CoreExpr *ds_eglobal(Ds *ds, CoreGlobal *g) { return core_global_ref(ds->arena, g); }

CoreExpr *ds_app(Ds *ds, CoreExpr *fn, CoreExpr **args, int nargs)
{
    cstack_check(fn->span);
    if (nargs == 0)
        return fn;
    if (fn->kind == CE_APP) {           /* (f a) b  ==>  f a b */
        CoreExpr **all = ARENA_ARRAY(ds->arena, CoreExpr *, fn->nargs + nargs);
        memcpy(all, fn->args, sizeof *all * (size_t)fn->nargs);
        memcpy(all + fn->nargs, args, sizeof *all * (size_t)nargs);
        return ds_app(ds, fn->fn, all, fn->nargs + nargs);
    }
    return core_app_node(ds->arena, fn, args, nargs);
}

CoreExpr *ds_app1(Ds *ds, CoreExpr *fn, CoreExpr *arg)
{
    return ds_app(ds, fn, &arg, 1);
}

static CoreExpr *app2(Ds *ds, CoreExpr *fn, CoreExpr *a, CoreExpr *b)
{
    CoreExpr *args[2] = { a, b };
    return ds_app(ds, fn, args, 2);
}

CoreExpr *ds_let1(Ds *ds, CoreVar *v, CoreExpr *rhs, CoreExpr *body, bool join)
{
    CoreExpr *e = node(ds, CE_LET);
    e->binds = ARENA_NEW(ds->arena, CoreBind);
    e->binds[0] = (CoreBind){ v, rhs };
    e->nbinds = 1;
    e->join = join;
    e->body = body;
    return e;
}

CoreExpr *ds_case(Ds *ds, CoreExpr *scrut, CoreVar *binder, CoreAlt *alts,
                  int nalts)
{
    CoreExpr *e = node(ds, CE_CASE);
    e->scrut = scrut;
    e->binder = binder;
    e->alts = alts;
    e->nalts = nalts;
    return e;
}

static CoreExpr *lam(Ds *ds, CoreVar **params, int n, CoreExpr *body)
{
    CoreExpr *e = node(ds, CE_LAM);
    e->params = params;
    e->nparams = n;
    e->body = body;
    e->qualname = ds_qualname(ds, "\\");
    return e;
}

/* Forces `scrut`, then continues with `body` (seq). */
static CoreExpr *force(Ds *ds, CoreExpr *scrut, CoreVar *binder, CoreExpr *body)
{
    CoreAlt *alt = ARENA_NEW(ds->arena, CoreAlt);
    alt->kind = ALT_DEFAULT;
    alt->body = body;
    return ds_case(ds, scrut, binder, alt, 1);
}

static CoreExpr *bool_case(Ds *ds, CoreExpr *cond, CoreExpr *t, CoreExpr *f)
{
    CoreAlt *alts = ARENA_ARRAY(ds->arena, CoreAlt, 2);
    alts[0] = (CoreAlt){ .kind = ALT_CON, .con = ds->con_true, .body = t };
    alts[1] = (CoreAlt){ .kind = ALT_CON, .con = ds->con_false, .body = f };
    return ds_case(ds, cond, NULL, alts, 2);
}

static bool is_value(const CoreExpr *e)
{
    return e->kind == CE_LIT || e->kind == CE_CON || e->kind == CE_LAM;
}

/* A saturated constructor; strict fields are evaluated first. */
CoreExpr *ds_con(Ds *ds, ConInfo *c, CoreExpr **args)
{
    CoreExpr *e = node(ds, CE_CON);
    e->con = c;
    e->nargs = c->arity;
    e->args = ARENA_ARRAY(ds->arena, CoreExpr *, c->arity + 1);
    for (int i = 0; i < c->arity; i++)
        e->args[i] = args[i];
    CoreExpr *result = e;
    for (int i = c->arity - 1; c->strict && i >= 0; i--) {
        if (!c->strict[i] || is_value(args[i]))
            continue;
        CoreVar *v = ds_var(ds, "str", c->span);
        e->args[i] = ds_evar(ds, v);
        result = force(ds, args[i], v, result);
    }
    return result;
}

static CoreExpr *con0(Ds *ds, ConInfo *c) { return ds_con(ds, c, NULL); }

static CoreExpr *cons(Ds *ds, CoreExpr *hd, CoreExpr *tl)
{
    CoreExpr *args[2] = { hd, tl };
    return ds_con(ds, ds->con_cons, args);
}

static CoreExpr *lit_node(Ds *ds, CoreLit lit)
{
    CoreExpr *e = node(ds, CE_LIT);
    e->lit = lit;
    return e;
}

/* Decodes UTF-8 (messages may contain file names and quotes). */
CoreExpr *ds_string(Ds *ds, const char *s)
{
    size_t n = strlen(s);
    int32_t *cps = ARENA_ARRAY(ds->arena, int32_t, n + 1);
    int len = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int extra = *p >= 0xF0 ? 3 : *p >= 0xE0 ? 2 : *p >= 0xC0 ? 1 : 0;
        int32_t cp = extra ? *p & (0x3F >> extra) : *p;
        p++;
        for (int i = 0; i < extra && (*p & 0xC0) == 0x80; i++)
            cp = (cp << 6) | (*p++ & 0x3F);
        cps[len++] = cp;
    }
    CoreLit lit = { .kind = CL_STRING, .str = cps, .len = len };
    return lit_node(ds, lit);
}

/* ===================================================== library names */

CoreGlobal *ds_base(Ds *ds, const char *name)
{
    Entity *e = ds->base ? symtab_get(&ds->base->defs_v, NULL,
                                      arena_intern(ds->arena, name)) : NULL;
    if (!e || e->kind != ENT_VAR)
        ds_error(ds, (SrcSpan){1, 1, 1, 1}, "The library module %s does not "
                 "define \u2018%s\u2019, which the desugarer needs",
                 LIB_MODULE, name);
    return e->global;
}

CoreExpr *ds_base_call(Ds *ds, const char *fn, const char *msg)
{
    return ds_app1(ds, ds_eglobal(ds, ds_base(ds, fn)), ds_string(ds, msg));
}

void ds_push_local(Ds *ds, const char *name, CoreVar *v)
{
    LocalBind *b = ARENA_NEW(ds->arena, LocalBind);
    b->name = arena_intern(ds->arena, name);
    b->var = v;
    b->next = ds->locals;
    ds->locals = b;
}

/* ================================================= names, applications */

static bool called_at_name(const char *n)
{
    return !strcmp(n, "error") || !strcmp(n, "undefined") || !strcmp(n, "fromJust");
}

/* See Note [Call-site locations]. */
static CoreExpr *global_ref(Ds *ds, Entity *e, const Name *n)
{
    CoreGlobal *g = e->global;
    if (!ds->in_user || !g->is_library || !called_at_name(g->name)) {
        CoreExpr *r = ds_eglobal(ds, g);
        r->span = n->span;
        return r;
    }
    const char *twin = arena_printf(ds->arena, "%sCalledAt", g->name);
    Entity *t = symtab_get(&ds->base->defs_v, NULL, arena_intern(ds->arena, twin));
    if (!t || t->kind != ENT_VAR)       /* the library has no twin: plain call */
        return ds_eglobal(ds, g);
    const char *loc = arena_printf(ds->arena, "%s in main:%s", ds_pos(ds, n->span),
                                   ds->cur->name);
    return ds_app1(ds, ds_eglobal(ds, t->global), ds_string(ds, loc));
}

static CoreExpr *prim_call(Ds *ds, PrimOp op, CoreExpr **args, int n)
{
    int arity = primop_info[op].arity;
    if (n >= arity) {
        CoreExpr *e = node(ds, CE_PRIM);
        e->prim = op;
        e->nargs = arity;
        e->args = ARENA_ARRAY(ds->arena, CoreExpr *, arity + 1);
        memcpy(e->args, args, sizeof *args * (size_t)arity);
        return ds_app(ds, e, args + arity, n - arity);
    }
    /* Unsaturated: \rest -> prim args rest, the given args shared. */
    CoreExpr **all = ARENA_ARRAY(ds->arena, CoreExpr *, arity);
    CoreVar **params = ARENA_ARRAY(ds->arena, CoreVar *, arity);
    CoreBind *binds = ARENA_ARRAY(ds->arena, CoreBind, n + 1);
    for (int i = 0; i < n; i++) {
        CoreVar *v = ds_var(ds, "arg", (SrcSpan){0, 0, 0, 0});
        binds[i] = (CoreBind){ v, args[i] };
        all[i] = ds_evar(ds, v);
    }
    for (int i = n; i < arity; i++) {
        params[i - n] = ds_var(ds, "x", (SrcSpan){0, 0, 0, 0});
        all[i] = ds_evar(ds, params[i - n]);
    }
    CoreExpr *result = lam(ds, params, arity - n, prim_call(ds, op, all, arity));
    for (int i = n - 1; i >= 0; i--)
        result = ds_let1(ds, binds[i].var, binds[i].expr, result, false);
    return result;
}

static CoreExpr *con_call(Ds *ds, ConInfo *c, CoreExpr **args, int n)
{
    if (n == c->arity)
        return ds_con(ds, c, args);
    if (n > c->arity)
        return ds_app(ds, ds_con(ds, c, args), args + c->arity, n - c->arity);
    return ds_app(ds, ds_eglobal(ds, c->wrapper), args, n);
}

static Expr *strip_parens(Expr *e)
{
    while (e->kind == E_PAREN || e->kind == E_TYPED)
        e = e->body;
    return e;
}

/* head args..., where head is a variable or constructor when possible
   (so that primitives and constructors get saturated). */
static CoreExpr *call(Ds *ds, Expr *head, CoreExpr **args, int n)
{
    head = strip_parens(head);
    if (head->kind == E_CON)
        return con_call(ds, rn_lookup_con(ds, &head->name)->con, args, n);
    if (head->kind != E_VAR)
        return ds_app(ds, ds_expr(ds, head), args, n);
    LocalBind *local;
    Entity *e = rn_lookup_value(ds, &head->name, &local);
    if (local)
        return ds_app(ds, ds_evar(ds, local->var), args, n);
    switch (e->kind) {
    case ENT_PRIM: return prim_call(ds, e->prim, args, n);
    case ENT_CON: return con_call(ds, e->con, args, n);
    default: return ds_app(ds, global_ref(ds, e, &head->name), args, n);
    }
}

static bool profiling_user(Ds *ds);
static CoreExpr *scc(Ds *ds, const char *label, SrcSpan span, CoreExpr *body,
                     bool is_caf);

static CoreExpr *app_expr(Ds *ds, Expr *e)
{
    int n = 0;
    Expr *head = e;
    for (; head->kind == E_APP; head = head->fun)
        n++;
    CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, n);
    /* desugar arguments left to right so that errors come in source order */
    Expr **srcs = ARENA_ARRAY(ds->arena, Expr *, n);
    Expr *at = e;
    for (int i = n - 1; i >= 0; i--, at = at->fun)
        srcs[i] = at->arg;
    CoreExpr *fn_first = NULL;
    if (strip_parens(head)->kind != E_VAR && strip_parens(head)->kind != E_CON)
        fn_first = ds_expr(ds, head);
    for (int i = 0; i < n; i++)
        args[i] = ds_expr(ds, srcs[i]);
    CoreExpr *r = fn_first ? ds_app(ds, fn_first, args, n) : call(ds, head, args, n);
    /* -fprof-auto-calls: a call of a function (not of a constructor) gets
       a centre named after the enclosing binding, with the call's span,
       that counts no entries (as GHC's) */
    if (profiling_user(ds) && ds->opts->auto_calls && ds->path &&
        strip_parens(head)->kind == E_VAR) {
        r = scc(ds, ds->path, e->span, r, false);
        r->cc->no_count = true;
    }
    return r;
}

static Expr *name_expr(Ds *ds, const Name *n)
{
    Expr *e = ARENA_NEW(ds->arena, Expr);
    e->kind = rn_is_conname(n->id) ? E_CON : E_VAR;
    e->name = *n;
    e->span = n->span;
    return e;
}

/* ============================================================ literals */

static CoreExpr *lit_expr(Ds *ds, const Literal *l, bool negate)
{
    CoreLit lit = {0};
    switch (l->kind) {
    case LIT_INT:
        if (!l->big) {
            lit.kind = CL_INT;
            lit.i = negate ? -l->i : l->i;
        } else if (negate && !strcmp(l->text, "9223372036854775808")) {
            lit.kind = CL_INT;
            lit.i = INT64_MIN;
        } else {
            lit.kind = CL_BIGINT;
            lit.text = negate ? arena_printf(ds->arena, "-%s", l->text) : l->text;
        }
        break;
    case LIT_FRAC:
        lit.kind = CL_DOUBLE;
        lit.d = negate ? -l->d : l->d;
        lit.text = negate ? arena_printf(ds->arena, "-%s", l->text) : l->text;
        break;
    case LIT_CHAR: lit.kind = CL_CHAR; lit.i = l->i; break;
    case LIT_STRING: lit.kind = CL_STRING; lit.str = l->str; lit.len = l->len; break;
    }
    return lit_node(ds, lit);
}

static CoreExpr *neg_expr(Ds *ds, Expr *e)
{
    Expr *x = e->body;
    while (x->kind == E_PAREN)
        x = x->body;
    bool numeric = x->kind == E_LIT && (x->lit.kind == LIT_INT || x->lit.kind == LIT_FRAC);
    /* -3 is a literal, -(3) is not; nor is -0, which is negate 0, -0.0 at
       a floating type as in GHC (the literal -0 would be 0) */
    bool int_zero = numeric && x->lit.kind == LIT_INT && !x->lit.big && x->lit.i == 0;
    if (numeric && x == e->body && !int_zero)
        return lit_expr(ds, &x->lit, true);
    return ds_app1(ds, ds_eglobal(ds, ds_base(ds, "negate")), ds_expr(ds, e->body));
}

/* ======================================================== cost centres
 * Note [Automatic cost centres]
 * With -fprof-auto (auto_all) every binding of the user's module that is
 * not INLINE gets a cost centre named by its path ("f", "f.go",
 * "main.squares", "f.\\" for a source lambda) with the binding's span;
 * -fprof-auto-top only top-level ones, -fprof-auto-exported only exported
 * top-level ones.  The SCC wraps the body inside the lambdas, so a call
 * (not the allocation of a closure) enters it.  Library modules never get
 * automatic cost centres.  -fprof-cafs gives each CAF of the user's module
 * its own CAF centre (is_caf), wrapped outermost. */

static CoreExpr *scc(Ds *ds, const char *label, SrcSpan span, CoreExpr *body,
                     bool is_caf)
{
    CoreExpr *s = node(ds, CE_SCC);
    s->cc = ARENA_NEW(ds->arena, CoreCC);
    s->cc->label = label;
    s->cc->module = ds->cur->name;
    s->cc->span = span;
    s->cc->file = ds->file;
    s->cc->is_caf = is_caf;
    s->body = body;
    s->span = span;
    return s;
}

static bool profiling_user(Ds *ds)
{
    return ds->opts && ds->opts->prof && ds->in_user;
}

static bool auto_nested(Ds *ds)
{
    return profiling_user(ds) && ds->opts->auto_all;
}

static bool auto_top(Ds *ds, const CoreGlobal *g)
{
    const CompileOptions *o = ds->opts;
    return profiling_user(ds) && !g->inline_pragma
        && (o->auto_all || o->auto_top || (o->auto_exported && g->exported));
}

/* The SCC goes inside a lambda: entering the function enters the centre. */
static CoreExpr *auto_scc(Ds *ds, const char *label, SrcSpan span, CoreExpr *e)
{
    if (e->kind == CE_LAM) {
        e->body = scc(ds, label, span, e->body, false);
        return e;
    }
    return scc(ds, label, span, e, false);
}

/* ==================================================== right-hand sides */

typedef struct GuardCtx {      /* guards still to test, then the body */
    Stmt **stmts; int n;
    Expr *body;
    Fail *fail;
} GuardCtx;

static CoreExpr *guards(Ds *ds, GuardCtx g);

static CoreExpr *guards_body(Ds *ds, void *ctx)
{
    return guards(ds, *(GuardCtx *)ctx);
}

static CoreExpr *guards_row(Ds *ds, void *ctx, Fail *fail)
{
    (void)fail;                        /* same fail as the enclosing guard */
    return guards(ds, *(GuardCtx *)ctx);
}

static bool always_true(Ds *ds, Expr *e)
{
    e = strip_parens(e);
    if (e->kind == E_CON)
        return rn_lookup_con(ds, &e->name)->con == ds->con_true;
    if (e->kind != E_VAR || strcmp(e->name.id, "otherwise") != 0)
        return false;
    LocalBind *local;
    Entity *ent = rn_lookup_value(ds, &e->name, &local);
    return !local && ent->kind == ENT_VAR && ent->global->is_library;
}

static CoreExpr *guards(Ds *ds, GuardCtx g)
{
    cstack_check(g.n > 0 ? g.stmts[0]->span : (SrcSpan){0, 0, 0, 0});
    if (g.n == 0)
        return ds_expr(ds, g.body);
    Stmt *s = g.stmts[0];
    GuardCtx rest = { g.stmts + 1, g.n - 1, g.body, g.fail };
    GuardCtx *heap = ARENA_NEW(ds->arena, GuardCtx);
    *heap = rest;
    switch (s->kind) {
    case S_EXPR:
        if (always_true(ds, s->e))
            return guards(ds, rest);
        {
            CoreExpr *cond = ds_expr(ds, s->e);
            return bool_case(ds, cond, guards(ds, rest), fail_use(ds, g.fail));
        }
    case S_LET:
        return ds_let_group(ds, s->decls, s->ndecls, guards_body, heap);
    case S_BIND: {
        CoreExpr *scrut = ds_expr(ds, s->e);
        MPat **pats = ARENA_ARRAY(ds->arena, MPat *, 1);
        pats[0] = match_pat(ds, s->pat);
        Row *r = match_row(ds, pats, s->span, guards_row, heap);
        return match_scrut(ds, scrut, &r, 1, g.fail);
    }
    }
    return NULL;
}

static CoreExpr *guarded_alt(Ds *ds, void *ctx, int i, Fail *next)
{
    Guarded *gd = &((Rhs *)ctx)->guarded[i];
    return guards(ds, (GuardCtx){ gd->guards, gd->nguards, gd->e, next });
}

typedef struct RhsCtx { Rhs *rhs; Fail *fail; } RhsCtx;

static CoreExpr *rhs_body(Ds *ds, void *ctx)
{
    RhsCtx *c = ctx;
    if (c->rhs->plain)
        return ds_expr(ds, c->rhs->plain);
    return fail_chain(ds, c->rhs->nguarded, guarded_alt, c->rhs, c->fail);
}

/* `= e` or `| g = e ...`, with the where bindings scoping over all. */
static CoreExpr *rhs_code(Ds *ds, void *ctx, Fail *fail)
{
    RhsCtx *c = ARENA_NEW(ds->arena, RhsCtx);
    c->rhs = ctx;
    c->fail = fail;
    if (c->rhs->nwhere == 0)
        return rhs_body(ds, c);
    return ds_let_group(ds, c->rhs->where, c->rhs->nwhere, rhs_body, c);
}

static CoreExpr *expr_code(Ds *ds, void *ctx, Fail *fail)
{
    (void)fail;
    return ds_expr(ds, ctx);
}

/* ========================================================= functions */

static void check_arities(Ds *ds, Decl *d)
{
    for (int i = 1; i < d->nclauses; i++) {
        if (d->clauses[i].npats == d->clauses[0].npats)
            continue;
        ds_error(ds, d->clauses[0].span, "Equations for \u2018%s\u2019 have "
                 "different numbers of arguments\n  %s\n  %s", d->name.id,
                 ds_loc(ds, d->clauses[0].span), ds_loc(ds, d->clauses[i].span));
    }
}

static CoreVar **param_vars(Ds *ds, Pat **pats, int n)
{
    CoreVar **ps = ARENA_ARRAY(ds->arena, CoreVar *, n + 1);
    for (int i = 0; i < n; i++) {
        Pat *p = pats[i];
        while (p->kind == P_BANG)
            p = p->pat;
        bool named = p->kind == P_VAR || p->kind == P_AS;
        ps[i] = ds_var(ds, named ? p->name.id : "ds", pats[i]->span);
    }
    return ps;
}

/* The body of a function binding over the given parameters. */
static CoreExpr *clauses_code(Ds *ds, Decl *d, CoreVar **params)
{
    int n = d->clauses[0].npats;
    Row **rows = ARENA_ARRAY(ds->arena, Row *, d->nclauses);
    for (int i = 0; i < d->nclauses; i++) {
        Clause *c = &d->clauses[i];
        MPat **pats = ARENA_ARRAY(ds->arena, MPat *, n + 1);
        for (int k = 0; k < n; k++)
            pats[k] = match_pat(ds, c->pats[k]);
        match_check_linear(ds, pats, n, "In an equation for", d->name.id);
        rows[i] = match_row(ds, pats, c->span, rhs_code, c->rhs);
    }
    Fail *fail = fail_pat_error(ds, d->span, "patterns in function", d->name.id);
    return match_rows(ds, params, n, rows, d->nclauses, fail);
}

/* A function binding f p.. = ..: parameters and body, desugared with
   `qualname` as the path of nested bindings. */
static CoreExpr *fun_code(Ds *ds, Decl *d, const char *qualname,
                          CoreVar ***params_out)
{
    check_arities(ds, d);
    const char *saved = ds->path;
    ds->path = qualname;
    int n = d->clauses[0].npats;
    CoreVar **params = param_vars(ds, d->clauses[0].pats, n);
    CoreExpr *body = clauses_code(ds, d, params);
    ds->path = saved;
    *params_out = params;
    return body;
}

/* The right-hand side of a binding of `name` (NULL: a pattern binding's
   guards). */
static CoreExpr *value_code(Ds *ds, Rhs *rhs, const char *qualname,
                            SrcSpan span, const char *name)
{
    const char *saved = ds->path;
    ds->path = qualname;
    Fail *fail = name ? fail_pat_error(ds, span, "patterns in function", name)
                      : fail_pat_error(ds, span, "guards in ", NULL);
    CoreExpr *e = rhs_code(ds, rhs, fail);
    ds->path = saved;
    return e;
}

/* ========================================================== let groups */

typedef struct GroupBinder {   /* a name a let group binds */
    const char *name;
    SrcSpan span;
    CoreVar *var;
} GroupBinder;

/* The binders of a let group, and a hash of them by (interned) name so
   that a group of 100,000 bindings is checked for duplicates in linear
   time. */
typedef struct Binders {
    PtrVec list;               /* GroupBinder, in order */
    GroupBinder **index; size_t cap;   /* open addressing, in the arena */
} Binders;

static GroupBinder **binder_slot(Binders *bs, const char *name)
{
    size_t mask = bs->cap - 1;
    size_t i = (size_t)(((uintptr_t)name >> 3) * (uintptr_t)0x9E3779B97F4A7C15u) & mask;
    while (bs->index[i] && bs->index[i]->name != name)
        i = (i + 1) & mask;
    return &bs->index[i];
}

static void add_binder(Ds *ds, Binders *bs, const Name *n, CoreVar *v)
{
    if (2 * (size_t)(bs->list.n + 1) > bs->cap) {
        GroupBinder **old = bs->index;
        size_t old_cap = bs->cap;
        bs->cap = old_cap ? 2 * old_cap : 64;
        bs->index = ARENA_ARRAY(ds->arena, GroupBinder *, bs->cap);
        for (size_t i = 0; i < old_cap; i++)
            if (old[i])
                *binder_slot(bs, old[i]->name) = old[i];
    }
    GroupBinder **slot = binder_slot(bs, n->id);
    if (*slot) {
        GroupBinder *b = *slot;
        SrcSpan both = { b->span.l1, b->span.c1, n->span.l2, n->span.c2 };
        ds_error(ds, both, "Conflicting definitions for \u2018%s\u2019\n"
                 "Bound at: %s\n          %s", n->id, ds_pos(ds, b->span),
                 ds_pos(ds, n->span));
    }
    GroupBinder *b = ARENA_NEW(ds->arena, GroupBinder);
    b->name = n->id;
    b->span = n->span;
    b->var = v;
    *slot = b;
    vec_push(ds->arena, &bs->list, b);
}

static Pat *strip_bangs(Pat *p, bool *bang)
{
    while (p->kind == P_BANG) {
        *bang = true;
        p = p->pat;
    }
    return p;
}

typedef struct LetState {      /* a let group being desugared */
    Binders binders;
    PtrVec binds;              /* CoreBind */
    PtrVec strict;             /* CoreVar: bang-pattern bindings */
    CoreVar **decl_var;        /* per decl: its variable (or hidden var) */
    RowBind **decl_sels;       /* per decl: selectors of a pattern binding */
    const char **decl_scc;     /* per decl: its {-# SCC #-} label, or NULL */
} LetState;

static void push_bind(Ds *ds, LetState *st, CoreVar *v, CoreExpr *e)
{
    CoreBind *b = ARENA_NEW(ds->arena, CoreBind);
    b->var = v;
    b->expr = e;
    vec_push(ds->arena, &st->binds, b);
}

/* A binding of the group, with its automatic cost centre if any: inside
   the parameters of a function binding, around the right-hand side of
   any other (then placed by ticks.c, as GHC's mkTick places it). */
static void push_auto(Ds *ds, LetState *st, CoreVar *v, CoreExpr *e, bool fun)
{
    if (auto_nested(ds) && !v->inline_pragma)
        e = fun ? auto_scc(ds, v->qualname, v->span, e)
                : scc(ds, v->qualname, v->span, e, false);
    push_bind(ds, st, v, e);
}

/* The binding of the tuple a pattern binding is matched into, if any
   (Note [Lazy pattern bindings] in match.c): the last of its selectors. */
static RowBind *tuple_bind(RowBind *sels)
{
    RowBind *last = sels;
    while (last && last->next)
        last = last->next;
    return last && last->rhs && strcmp(last->name, "(...)") == 0 ? last : NULL;
}

static void collect_binders(Ds *ds, LetState *st, Decl *d, int i)
{
    if (d->kind == D_FUN) {
        CoreVar *v = ds_var(ds, d->name.id, d->span);
        v->qualname = ds_qualname(ds, d->name.id);
        v->value_binding = d->clauses[0].npats == 0;
        st->decl_var[i] = v;
        add_binder(ds, &st->binders, &d->name, v);
        return;
    }
    if (d->kind != D_PAT)
        return;
    bool bang = false;
    Pat *p = strip_bangs(d->pat, &bang);
    if (p->kind == P_VAR) {
        CoreVar *v = ds_var(ds, p->name.id, d->span);
        v->qualname = ds_qualname(ds, p->name.id);
        v->value_binding = true;
        st->decl_var[i] = v;
        add_binder(ds, &st->binders, &p->name, v);
        if (bang)
            vec_push(ds->arena, &st->strict, v);
        return;
    }
    /* the tuple's thunk is `ds`, as GHC's desugarer calls it (heap
       profiles name it so); its cost centre is still "f.(...)" */
    CoreVar *t = ds_var(ds, "ds", d->span);
    t->qualname = ds_qualname(ds, "(...)");
    st->decl_var[i] = t;
    MPat *mp = match_pat(ds, p);
    st->decl_sels[i] = match_lazy_binds(ds, mp, t, d->span, NULL, true);
    RowBind *tuple = tuple_bind(st->decl_sels[i]);
    if (bang)
        vec_push(ds->arena, &st->strict, tuple ? tuple->var : t);
    PtrVec vars = {0};
    mpat_vars(ds->arena, mp, &vars);
    RowBind *sb = st->decl_sels[i];
    for (int k = vars.n - 1; k >= 0; k--, sb = sb->next) {
        MPat *x = vars.items[k];
        Name n = { NULL, x->var, x->span };
        add_binder(ds, &st->binders, &n, sb->var);
    }
}

static LocalBind *find_local(Ds *ds, LocalBind *stop, const char *name)
{
    for (LocalBind *b = ds->locals; b != stop; b = b->next)
        if (b->name == name)
            return b;
    return NULL;
}

/* Fixity and type signatures of the group's own names. */
static void group_decls(Ds *ds, Decl *d, LocalBind *outer)
{
    Scheme *sig = d->kind == D_SIG && ds->prog->typed
        ? rn_scheme(ds, &d->ctx, d->type, d->span) : NULL;
    for (int i = 0; i < d->nnames; i++) {
        LocalBind *b = find_local(ds, outer, d->names[i].id);
        if (!b && d->kind == D_SIG)
            ds_error(ds, d->names[i].span, "The type signature for \u2018%s\u2019"
                     " lacks an accompanying binding", d->names[i].id);
        if (!b)
            ds_error(ds, d->names[i].span, "The fixity signature for \u2018%s\u2019"
                     " lacks an accompanying binding", d->names[i].id);
        if (sig && b->var)
            b->var->sig = sig;
        if (d->kind == D_FIXITY) {
            b->has_fixity = true;
            b->fixity = (Fixity){ d->prec, d->assoc };
        }
    }
}

/* A binding's {-# SCC f #-} centre, inside its parameters, when it has a
   type signature (Note [Binding SCC pragmas]). */
static CoreExpr *pragma_scc(Ds *ds, LetState *st, int i, CoreVar *v,
                            SrcSpan name, CoreExpr *e)
{
    if (!st->decl_scc[i] || !v->sig || !profiling_user(ds) || ds->opts->no_manual)
        return e;
    const char *label = arena_printf(ds->arena, "%s.%s", ds->cur->name, st->decl_scc[i]);
    return scc(ds, label, name, e, false);
}

static void bind_decl(Ds *ds, LetState *st, Decl *d, int i)
{
    CoreVar *v = st->decl_var[i];
    if (d->kind == D_FUN && d->clauses[0].npats > 0) {
        CoreVar **params;
        CoreExpr *body = fun_code(ds, d, v->qualname, &params);
        body = pragma_scc(ds, st, i, v, d->name.span, body);
        const char *saved = ds->path;
        ds->path = v->qualname;
        CoreExpr *l = lam(ds, params, d->clauses[0].npats, body);
        ds->path = saved;
        l->qualname = v->qualname;
        push_auto(ds, st, v, l, true);
    } else if (d->kind == D_FUN) {
        CoreExpr *rhs = value_code(ds, d->clauses[0].rhs, v->qualname, d->span,
                                   d->name.id);
        push_auto(ds, st, v, pragma_scc(ds, st, i, v, d->name.span, rhs), false);
    } else if (d->kind == D_PAT && !st->decl_sels[i]) {
        bool bang = false;
        Pat *p = strip_bangs(d->pat, &bang);
        CoreExpr *rhs = value_code(ds, d->rhs, v->qualname, d->span, v->name);
        push_auto(ds, st, v, pragma_scc(ds, st, i, v, p->name.span, rhs), false);
    } else if (d->kind == D_PAT) {
        CoreExpr *rhs = value_code(ds, d->rhs, v->qualname, d->span, NULL);
        RowBind *tuple = tuple_bind(st->decl_sels[i]);
        /* a tupled binding matches in the tuple's thunk, under the
           pattern's cost centre, as GHC's: t = case rhs of v -> match */
        if (tuple)
            push_auto(ds, st, tuple->var, force(ds, rhs, v, tuple->rhs), false);
        else
            push_auto(ds, st, v, rhs, false);
        for (RowBind *s = st->decl_sels[i]; s; s = s->next)
            if (s->rhs && s != tuple)   /* else the name is an alias of v */
                push_auto(ds, st, s->var, s->rhs, false);
    }
}

static void reject_in_let(Ds *ds, Decl *d)
{
    if (d->kind == D_DATA || d->kind == D_NEWTYPE || d->kind == D_TYPE
        || d->kind == D_CLASS || d->kind == D_INSTANCE)
        ds_error(ds, d->span, "Illegal declaration in a let or where group");
}

/* The declaration of the group binding `name` as a function or a
   variable, or -1. */
static int group_binding(Decl **decls, int n, const char *name)
{
    for (int k = 0; k < n; k++) {
        if (decls[k]->kind == D_FUN && decls[k]->name.id == name)
            return k;
        bool bang = false;
        if (decls[k]->kind == D_PAT) {
            Pat *p = strip_bangs(decls[k]->pat, &bang);
            if (p->kind == P_VAR && p->name.id == name)
                return k;
        }
    }
    return -1;
}

/* {-# SCC f #-} pragmas of the group: f must be one of its variables
   (bound by a pattern, the pragma is accepted and does nothing), and
   have one pragma only, as GHC checks. */
static void group_scc_pragmas(Ds *ds, LetState *st, Decl **decls, int n)
{
    for (int i = 0; i < n; i++) {
        Decl *d = decls[i];
        if (d->kind != D_PRAGMA || !d->pragma || strcmp(d->pragma, "SCC") != 0)
            continue;
        bool bound = st->binders.cap > 0 &&
                     *binder_slot(&st->binders, d->name.id) != NULL;
        if (!bound)
            ds_error(ds, d->name.span, "The SCC pragma for \u2018%s\u2019 lacks an "
                     "accompanying binding", d->name.id);
        const char *list = arena_printf(ds->arena, "at %s:%s", ds->file,
                                        ds_span_text(ds, d->name.span));
        bool dup = false;
        for (int j = 0; j < n; j++)
            if (decls[j]->kind == D_PRAGMA && decls[j]->pragma &&
                strcmp(decls[j]->pragma, "SCC") == 0 &&
                decls[j]->name.id == d->name.id && j != i) {
                if (j < i)
                    break;      /* reported at the first */
                dup = true;
                list = arena_printf(ds->arena, "%s\n   %s:%s", list, ds->file,
                                    ds_span_text(ds, decls[j]->name.span));
            }
        if (dup)
            ds_error(ds, d->name.span, "Duplicate SCC pragmas for \u2018%s\u2019\n%s",
                     d->name.id, list);
        int k = group_binding(decls, n, d->name.id);
        if (k >= 0)
            st->decl_scc[k] = d->scc_label ? d->scc_label : d->name.id;
    }
}

CoreExpr *ds_let_group(Ds *ds, Decl **decls, int n, BodyGen body, void *ctx)
{
    LetState st = {0};
    st.decl_var = ARENA_ARRAY(ds->arena, CoreVar *, n + 1);
    st.decl_sels = ARENA_ARRAY(ds->arena, RowBind *, n + 1);
    st.decl_scc = ARENA_ARRAY(ds->arena, const char *, n + 1);
    LocalBind *outer = ds->locals;
    for (int i = 0; i < n; i++) {
        reject_in_let(ds, decls[i]);
        collect_binders(ds, &st, decls[i], i);
    }
    for (int i = 0; i < st.binders.list.n; i++) {
        GroupBinder *b = st.binders.list.items[i];
        ds_push_local(ds, b->name, b->var);
    }
    for (int i = 0; i < n; i++)
        if (decls[i]->kind == D_SIG || decls[i]->kind == D_FIXITY)
            group_decls(ds, decls[i], outer);
    /* {-# INLINE go #-} in the group */
    for (int i = 0; i < n; i++)
        if (decls[i]->kind == D_PRAGMA && decls[i]->pragma &&
            strcmp(decls[i]->pragma, "INLINE") == 0)
            for (int k = 0; k < n; k++)
                if (st.decl_var[k] && decls[k]->kind == D_FUN &&
                    strcmp(decls[k]->name.id, decls[i]->name.id) == 0)
                    st.decl_var[k]->inline_pragma = true;
    group_scc_pragmas(ds, &st, decls, n);
    for (int i = 0; i < n; i++)
        bind_decl(ds, &st, decls[i], i);
    CoreExpr *result = body(ds, ctx);
    ds->locals = outer;
    for (int i = st.strict.n - 1; i >= 0; i--)
        result = force(ds, ds_evar(ds, st.strict.items[i]), NULL, result);
    if (st.binds.n == 0)
        return result;
    CoreExpr *e = node(ds, CE_LET);
    e->nbinds = st.binds.n;
    e->binds = ARENA_ARRAY(ds->arena, CoreBind, st.binds.n);
    for (int i = 0; i < st.binds.n; i++)
        e->binds[i] = *(CoreBind *)st.binds.items[i];
    e->rec = true;
    e->body = result;
    return e;
}

static CoreExpr *expr_body(Ds *ds, void *ctx) { return ds_expr(ds, ctx); }

static CoreExpr *let_expr(Ds *ds, Expr *e)
{
    return ds_let_group(ds, e->decls, e->ndecls, expr_body, e->body);
}

/* =============================================== lambda, case, if */

static CoreExpr *lambda_expr(Ds *ds, Expr *e)
{
    MPat **pats = ARENA_ARRAY(ds->arena, MPat *, e->npats);
    for (int i = 0; i < e->npats; i++)
        pats[i] = match_pat(ds, e->pats[i]);
    match_check_linear(ds, pats, e->npats, "In a lambda abstraction", NULL);
    CoreVar **params = param_vars(ds, e->pats, e->npats);
    /* the lambda's path ("f.\\") names what is nested in it ("f.\\.\\") */
    const char *qualname = ds_qualname(ds, "\\");
    const char *saved = ds->path;
    ds->path = qualname;
    Row *r = match_row(ds, pats, e->span, expr_code, e->body);
    Fail *fail = fail_pat_error(ds, e->span, "patterns in lambda", NULL);
    CoreExpr *body = match_rows(ds, params, e->npats, &r, 1, fail);
    ds->path = saved;
    CoreExpr *l = lam(ds, params, e->npats, body);
    l->qualname = qualname;
    /* GHC gives a lambda's centre the span of its body */
    if (auto_nested(ds))
        l->body = scc(ds, l->qualname, e->body->span, l->body, false);
    return l;
}

static CoreExpr *case_expr(Ds *ds, Expr *e)
{
    CoreExpr *scrut = ds_expr(ds, e->scrut);
    Row **rows = ARENA_ARRAY(ds->arena, Row *, e->nalts);
    for (int i = 0; i < e->nalts; i++) {
        Alt *a = &e->alts[i];
        MPat **pats = ARENA_ARRAY(ds->arena, MPat *, 1);
        pats[0] = match_pat(ds, a->pat);
        match_check_linear(ds, pats, 1, "In a case alternative", NULL);
        rows[i] = match_row(ds, pats, a->span, rhs_code, a->rhs);
    }
    Fail *fail = fail_pat_error(ds, e->span, "patterns in case", NULL);
    return match_scrut(ds, scrut, rows, e->nalts, fail);
}

static CoreExpr *if_expr(Ds *ds, Expr *e)
{
    CoreExpr *c = ds_expr(ds, e->cond);
    CoreExpr *t = ds_expr(ds, e->then_);
    CoreExpr *r = bool_case(ds, c, t, ds_expr(ds, e->else_));
    r->is_if = true;
    return r;
}

/* ================================================================== do */

typedef struct DoCtx { Stmt **stmts; int n; } DoCtx;

static CoreExpr *do_stmts(Ds *ds, Stmt **stmts, int n);

static CoreExpr *do_rest(Ds *ds, void *ctx)
{
    DoCtx *d = ctx;
    return do_stmts(ds, d->stmts, d->n);
}

static CoreExpr *do_rest_row(Ds *ds, void *ctx, Fail *fail)
{
    (void)fail;
    return do_rest(ds, ctx);
}

/* e >>= \x -> case x of p -> rest; _ -> failIO "..." */
static CoreExpr *do_bind(Ds *ds, Stmt *s, DoCtx *rest)
{
    CoreExpr *m = ds_expr(ds, s->e);
    MPat **pats = ARENA_ARRAY(ds->arena, MPat *, 1);
    pats[0] = match_pat(ds, s->pat);
    CoreVar *x = param_vars(ds, &s->pat, 1)[0];
    Row *r = match_row(ds, pats, s->span, do_rest_row, rest);
    const char *msg = arena_printf(ds->arena, "Pattern match failure in do "
                                   "expression at %s",
                                   ds_loc(ds, s->pat->span));
    LocalBind *saved = ds->locals;
    CoreExpr *body = match_rows(ds, &x, 1, &r, 1,
                                fail_with(ds, ds_base_call(ds, ds->prog->typed
                                                           ? "fail" : "failIO", msg)));
    ds->locals = saved;
    CoreVar **params = ARENA_ARRAY(ds->arena, CoreVar *, 1);
    params[0] = x;
    return app2(ds, ds_eglobal(ds, ds_base(ds, ">>=")), m, lam(ds, params, 1, body));
}

static CoreExpr *do_stmts(Ds *ds, Stmt **stmts, int n)
{
    Stmt *s = stmts[0];
    if (n == 1) {
        if (s->kind != S_EXPR)
            ds_error(ds, s->span, "The last statement in a 'do' block must be "
                     "an expression");
        return ds_expr(ds, s->e);
    }
    DoCtx *rest = ARENA_NEW(ds->arena, DoCtx);
    *rest = (DoCtx){ stmts + 1, n - 1 };
    LocalBind *saved = ds->locals;
    CoreExpr *r;
    switch (s->kind) {
    case S_EXPR: {
        CoreExpr *m = ds_expr(ds, s->e);
        r = app2(ds, ds_eglobal(ds, ds_base(ds, ">>")), m, do_rest(ds, rest));
        break;
    }
    case S_LET: r = ds_let_group(ds, s->decls, s->ndecls, do_rest, rest); break;
    default: r = do_bind(ds, s, rest); break;
    }
    ds->locals = saved;
    return r;
}

/* ====================================================== comprehensions
 * Note [List comprehensions]
 * The translation of Wadler (SPJ's book, ch. 7) builds the result list
 * directly, with no append or concatMap:
 *   TQ[ [e | ] ++ L ]          = e : L
 *   TQ[ [e | b, Q] ++ L ]      = if b then TQ[ [e | Q] ++ L ] else L
 *   TQ[ [e | let ds, Q] ++ L ] = let ds in TQ[ [e | Q] ++ L ]
 *   TQ[ [e | p <- l, Q] ++ L ] = letrec h = \us -> case us of
 *                                    []      -> L
 *                                    u : us' -> case u of
 *                                                 p -> TQ[ [e | Q] ++ h us' ]
 *                                                 _ -> h us'
 *                                in h l
 * L is always [] or `h us'`, so it is rebuilt at each use. */

typedef struct CompTail { CoreVar *h, *arg; } CompTail;

static CoreExpr *tail_code(Ds *ds, CompTail t)
{
    if (!t.h)
        return con0(ds, ds->con_nil);
    return ds_app1(ds, ds_evar(ds, t.h), ds_evar(ds, t.arg));
}

typedef struct CompCtx {
    Expr *elem;
    Stmt **quals; int n;
    CompTail tail;
} CompCtx;

static CoreExpr *comp(Ds *ds, CompCtx c);

static CoreExpr *comp_body(Ds *ds, void *ctx) { return comp(ds, *(CompCtx *)ctx); }

static CoreExpr *comp_row(Ds *ds, void *ctx, Fail *fail)
{
    (void)fail;
    return comp(ds, *(CompCtx *)ctx);
}

static CoreExpr *comp_generator(Ds *ds, Stmt *s, CompCtx rest)
{
    CoreExpr *list = ds_expr(ds, s->e);
    /* the worker is `ds`, as GHC's desugarer calls it (heap profiles
       name its closures after it: Note [Closure descriptions]) */
    CoreVar *h = ds_var(ds, "ds", s->span), *us = ds_var(ds, "ds", s->span);
    CoreVar *u = param_vars(ds, &s->pat, 1)[0], *us2 = ds_var(ds, "ds", s->span);
    h->qualname = ds_qualname(ds, "go");
    h->mono = true;
    CompTail outer = rest.tail;
    rest.tail = (CompTail){ h, us2 };
    CompCtx *heap = ARENA_NEW(ds->arena, CompCtx);
    *heap = rest;
    MPat **pats = ARENA_ARRAY(ds->arena, MPat *, 1);
    pats[0] = match_pat(ds, s->pat);
    Row *r = match_row(ds, pats, s->span, comp_row, heap);
    CoreExpr *inner = match_rows(ds, &u, 1, &r, 1, fail_with(ds, tail_code(ds, rest.tail)));
    CoreAlt *alts = ARENA_ARRAY(ds->arena, CoreAlt, 2);
    alts[0] = (CoreAlt){ .kind = ALT_CON, .con = ds->con_nil, .body = tail_code(ds, outer) };
    CoreVar **vs = ARENA_ARRAY(ds->arena, CoreVar *, 2);
    vs[0] = u;
    vs[1] = us2;
    alts[1] = (CoreAlt){ .kind = ALT_CON, .con = ds->con_cons, .vars = vs, .body = inner };
    CoreVar **params = ARENA_ARRAY(ds->arena, CoreVar *, 1);
    params[0] = us;
    CoreExpr *fn = lam(ds, params, 1, ds_case(ds, ds_evar(ds, us), NULL, alts, 2));
    fn->span = s->span;
    fn->qualname = h->qualname;
    CoreExpr *let = ds_let1(ds, h, fn, ds_app1(ds, ds_evar(ds, h), list), false);
    let->rec = true;
    return let;
}

static CoreExpr *comp(Ds *ds, CompCtx c)
{
    if (c.n == 0)
        return cons(ds, ds_expr(ds, c.elem), tail_code(ds, c.tail));
    Stmt *s = c.quals[0];
    CompCtx rest = { c.elem, c.quals + 1, c.n - 1, c.tail };
    CompCtx *heap = ARENA_NEW(ds->arena, CompCtx);
    *heap = rest;
    LocalBind *saved = ds->locals;
    CoreExpr *r;
    switch (s->kind) {
    case S_EXPR: {
        CoreExpr *cond = ds_expr(ds, s->e);
        r = bool_case(ds, cond, comp(ds, rest), tail_code(ds, c.tail));
        break;
    }
    case S_LET: r = ds_let_group(ds, s->decls, s->ndecls, comp_body, heap); break;
    default: r = comp_generator(ds, s, rest); break;
    }
    ds->locals = saved;
    return r;
}

/* ============================================ sequences, sections, lists */

static CoreExpr *enum_expr(Ds *ds, Expr *e)
{
    static const char *const fns[4] = { "enumFrom", "enumFromThen",
                                        "enumFromTo", "enumFromThenTo" };
    CoreExpr *args[3];
    int n = 0;
    args[n++] = ds_expr(ds, e->from);
    if (e->then)
        args[n++] = ds_expr(ds, e->then);
    if (e->to)
        args[n++] = ds_expr(ds, e->to);
    const char *fn = fns[(e->then ? 1 : 0) + (e->to ? 2 : 0)];
    return ds_app(ds, ds_eglobal(ds, ds_base(ds, fn)), args, n);
}

static CoreExpr *left_section(Ds *ds, Expr *e)
{
    CoreExpr *arg = ds_expr(ds, e->body);
    return call(ds, name_expr(ds, &e->op), &arg, 1);
}

/* (op e) = let v = e in \x -> op x v   (e is shared between calls) */
static CoreExpr *right_section(Ds *ds, Expr *e)
{
    CoreExpr *operand = ds_expr(ds, e->body);
    bool simple = operand->kind == CE_VAR || operand->kind == CE_GLOBAL
                  || operand->kind == CE_LIT;
    CoreVar *v = ds_var(ds, "sec", e->body->span);
    CoreVar **params = ARENA_ARRAY(ds->arena, CoreVar *, 1);
    params[0] = ds_var(ds, "x", e->span);
    CoreExpr *args[2] = { ds_evar(ds, params[0]), simple ? operand : ds_evar(ds, v) };
    CoreExpr *body = call(ds, name_expr(ds, &e->op), args, 2);
    CoreExpr *fn = lam(ds, params, 1, body);
    fn->section = operand->kind == CE_LIT;
    return simple ? fn : ds_let1(ds, v, operand, fn, false);
}

static CoreExpr *tuple_expr(Ds *ds, Expr *e)
{
    ds_check_tuple(ds, e->nelems, e->span);
    CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, e->nelems);
    for (int i = 0; i < e->nelems; i++)
        args[i] = ds_expr(ds, e->elems[i]);
    return ds_con(ds, ds->prog->tuple_types[e->nelems]->cons[0], args);
}

static CoreExpr *list_expr(Ds *ds, Expr *e)
{
    CoreExpr **elems = ARENA_ARRAY(ds->arena, CoreExpr *, e->nelems + 1);
    for (int i = 0; i < e->nelems; i++)
        elems[i] = ds_expr(ds, e->elems[i]);
    CoreExpr *list = con0(ds, ds->con_nil);
    for (int i = e->nelems - 1; i >= 0; i--)
        list = cons(ds, elems[i], list);
    return list;
}

static CoreExpr *scc_expr(Ds *ds, Expr *e)
{
    CoreExpr *body = ds_expr(ds, e->body);
    if (!ds->opts || !ds->opts->prof || ds->opts->no_manual)
        return body;
    return scc(ds, e->label, e->body->span, body, false);
}

/* ============================================================= records */

static int field_pos(ConInfo *c, const char *f)
{
    for (int i = 0; c->fields && i < c->arity; i++)
        if (c->fields[i] == f)
            return i;
    return -1;
}

static _Noreturn void no_field(Ds *ds, ConInfo *c, const Name *f)
{
    rn_check_field(ds, f);
    ds_error(ds, f->span, "Constructor \u2018%s\u2019 does not have field "
             "\u2018%s\u2019", c->name, f->id);
}

static CoreExpr *field_value(Ds *ds, FieldBind *fb)
{
    return fb->e ? ds_expr(ds, fb->e) : ds_expr(ds, name_expr(ds, &fb->field));
}

static CoreExpr *record_construction(Ds *ds, Expr *e)
{
    ConInfo *c = rn_lookup_pat_con(ds, &e->name)->con;
    CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, c->arity + 1);
    for (int i = 0; i < e->nfields; i++) {
        int k = field_pos(c, e->fields[i].field.id);
        if (k < 0)
            no_field(ds, c, &e->fields[i].field);
        args[k] = field_value(ds, &e->fields[i]);
    }
    for (int k = 0; k < c->arity; k++) {
        if (args[k])
            continue;
        const char *f = c->fields ? c->fields[k] : "";
        args[k] = ds_base_call(ds, "recConError", arena_printf(ds->arena,
            "%s: Missing field in record construction %s", ds_loc(ds, e->span), f));
    }
    return con_call(ds, c, args, c->arity);
}

/* The record type of an update: the type of its first field.  Every label
   must name a field in scope, locals aside (rn_lookup_field). */
static DataInfo *update_type(Ds *ds, Expr *e)
{
    DataInfo *d = NULL;
    for (int i = 0; i < e->nfields; i++) {
        Entity *f = rn_lookup_field(ds, &e->fields[i].field);
        if (!f->field)
            ds_error(ds, e->fields[i].field.span, "\u2018%s\u2019 is not a "
                     "record selector", e->fields[i].field.id);
        if (i == 0)
            d = f->data;
    }
    return d;
}

static CoreExpr *update_alt(Ds *ds, ConInfo *c, Expr *e, CoreVar **vals,
                            CoreAlt *alt)
{
    alt->kind = ALT_CON;
    alt->con = c;
    alt->vars = ARENA_ARRAY(ds->arena, CoreVar *, c->arity + 1);
    CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, c->arity + 1);
    for (int k = 0; k < c->arity; k++) {
        alt->vars[k] = ds_var(ds, c->fields ? c->fields[k] : "ds", e->span);
        args[k] = ds_evar(ds, alt->vars[k]);
    }
    for (int i = 0; i < e->nfields; i++)
        args[field_pos(c, e->fields[i].field.id)] = ds_evar(ds, vals[i]);
    alt->body = ds_con(ds, c, args);
    return alt->body;
}

static bool has_all_fields(ConInfo *c, Expr *e)
{
    for (int i = 0; i < e->nfields; i++)
        if (field_pos(c, e->fields[i].field.id) < 0)
            return false;
    return true;
}

/* r { f = v }: let v' = v in case r of C .. -> C .. v' ..; _ -> recUpdError */
static CoreExpr *record_update(Ds *ds, Expr *e)
{
    DataInfo *d = update_type(ds, e);
    CoreExpr *rec = ds_expr(ds, e->body);
    CoreVar **vals = ARENA_ARRAY(ds->arena, CoreVar *, e->nfields);
    CoreExpr **vcode = ARENA_ARRAY(ds->arena, CoreExpr *, e->nfields);
    for (int i = 0; i < e->nfields; i++) {
        vals[i] = ds_var(ds, e->fields[i].field.id, e->span);
        vcode[i] = field_value(ds, &e->fields[i]);
    }
    CoreAlt *alts = ARENA_ARRAY(ds->arena, CoreAlt, d->ncons + 1);
    int n = 0;
    for (int i = 0; i < d->ncons; i++)
        if (has_all_fields(d->cons[i], e))
            update_alt(ds, d->cons[i], e, vals, &alts[n++]);
    if (n == 0)
        ds_error(ds, e->span, "No constructor has all these fields: \u2018%s\u2019",
                 e->fields[0].field.id);
    if (n < d->ncons) {
        alts[n].kind = ALT_DEFAULT;
        alts[n++].body = ds_base_call(ds, "recUpdError", arena_printf(ds->arena,
            "%s: Non-exhaustive patterns in record update", ds_loc(ds, e->span)));
    }
    CoreExpr *r = ds_case(ds, rec, NULL, alts, n);
    for (int i = e->nfields - 1; i >= 0; i--)
        r = ds_let1(ds, vals[i], vcode[i], r, false);
    return r;
}

/* ========================================================= expressions */

/* (e :: t): a monomorphic annotation is a CE_ANNOT node; one with type
   variables (e :: Num a => a) is a let-bound variable with a signature. */
static CoreExpr *typed_expr(Ds *ds, Expr *e)
{
    Scheme *s = rn_scheme(ds, &e->ctx, e->type, e->span);
    CoreExpr *body = ds_expr(ds, e->body);
    if (s->ngen == 0 && s->npreds == 0) {
        CoreExpr *a = node(ds, CE_ANNOT);
        a->body = body;
        a->annot = s;
        a->span = e->span;
        return a;
    }
    CoreVar *v = ds_var(ds, "annot", e->span);
    v->sig = s;
    CoreExpr *let = ds_let1(ds, v, body, ds_evar(ds, v), false);
    let->rec = false;
    return let;
}

CoreExpr *ds_expr(Ds *ds, Expr *e)
{
    cstack_check(e->span);
    CoreExpr *r = NULL;
    switch (e->kind) {
    case E_VAR: case E_CON: r = call(ds, e, NULL, 0); break;
    case E_LIT: r = lit_expr(ds, &e->lit, false); break;
    case E_APP: r = app_expr(ds, e); break;
    case E_OPSEQ: return ds_expr(ds, rn_resolve_expr(ds, e));
    case E_NEG: r = neg_expr(ds, e); break;
    case E_LAMBDA: r = lambda_expr(ds, e); break;
    case E_LET: r = let_expr(ds, e); break;
    case E_IF: r = if_expr(ds, e); break;
    case E_CASE: r = case_expr(ds, e); break;
    case E_DO: r = do_stmts(ds, e->stmts, e->nstmts); break;
    case E_TUPLE: r = tuple_expr(ds, e); break;
    case E_LIST: r = list_expr(ds, e); break;
    case E_ENUM: r = enum_expr(ds, e); break;
    case E_COMP:
        r = comp(ds, (CompCtx){ e->body, e->stmts, e->nstmts, { NULL, NULL } });
        break;
    case E_LSECTION: r = left_section(ds, e); break;
    case E_RSECTION: r = right_section(ds, e); break;
    case E_TYPED:
        if (ds->prog->typed) {
            r = typed_expr(ds, e);
            break;
        }
        return ds_expr(ds, e->body);
    case E_PAREN: return ds_expr(ds, e->body);
    case E_RECCON: r = record_construction(ds, e); break;
    case E_RECUPD: r = record_update(ds, e); break;
    case E_SCC: return scc_expr(ds, e);
    }
    if (r->span.l1 == 0)
        r->span = e->span;
    return r;
}

/* ================================================== top-level bindings */

static void top_function(Ds *ds, Decl *d, CoreGlobal *g)
{
    if (g->kind == G_FUN) {
        g->body = fun_code(ds, d, g->name, &g->params);
        g->arity = d->clauses[0].npats;
    } else {
        g->body = value_code(ds, d->clauses[0].rhs, g->name, d->span, g->name);
    }
}

/* (a, b) = e at top level: a hidden CAF t = e, and CAFs a = sel_a t ... */
static void top_pattern(Ds *ds, Decl *d, CoreGlobal *hidden)
{
    bool bang = false;
    Pat *p = strip_bangs(d->pat, &bang);
    if (p->kind == P_VAR) {
        hidden->body = value_code(ds, d->rhs, hidden->name, d->span, hidden->name);
        return;
    }
    hidden->body = value_code(ds, d->rhs, NULL, d->span, NULL);
    MPat *mp = match_pat(ds, p);
    PtrVec vars = {0};
    mpat_vars(ds->arena, mp, &vars);
    for (int i = 0; i < vars.n; i++) {
        MPat *x = vars.items[i];
        Name n = { NULL, x->var, x->span };
        CoreGlobal *g = rn_lookup_top(ds, &n, false)->global;
        g->bound_at = x->span;
        CoreVar *t = ds_var(ds, "(...)", d->span);
        RowBind *sel = match_lazy_binds(ds, mp, t, d->span, NULL, false);
        while (sel->name != x->var)
            sel = sel->next;
        g->body = sel->rhs ? ds_let1(ds, t, ds_eglobal(ds, hidden), sel->rhs, false)
                           : ds_eglobal(ds, hidden);
    }
}

/* fld r = case r of C .. x .. -> x; ...; _ -> recSelError "..." */
static void selector_body(Ds *ds, Entity *f)
{
    CoreGlobal *g = f->global;
    DataInfo *d = f->data;
    g->is_field_selector = true;
    g->params = ARENA_ARRAY(ds->arena, CoreVar *, 1);
    g->params[0] = ds_var(ds, "r", g->span);
    CoreAlt *alts = ARENA_ARRAY(ds->arena, CoreAlt, d->ncons + 1);
    int n = 0;
    for (int i = 0; i < d->ncons; i++) {
        ConInfo *c = d->cons[i];
        int k = field_pos(c, f->field);
        if (k < 0)
            continue;
        CoreAlt *a = &alts[n++];
        a->kind = ALT_CON;
        a->con = c;
        a->vars = ARENA_ARRAY(ds->arena, CoreVar *, c->arity + 1);
        a->vars[k] = ds_var(ds, f->field, g->span);
        a->body = ds_evar(ds, a->vars[k]);
    }
    if (n < d->ncons) {
        alts[n].kind = ALT_DEFAULT;
        alts[n++].body = ds_base_call(ds, "recSelError", arena_printf(ds->arena,
            "No match in record selector %s", f->field));
    }
    g->body = ds_case(ds, ds_evar(ds, g->params[0]), NULL, alts, n);
}

static void data_selectors(Ds *ds, Decl *d)
{
    Name n = { NULL, d->name.id, d->name.span };
    Entity *t = symtab_get(&ds->cur->defs_t, NULL, n.id);
    for (int i = 0; t && i < t->nsubs; i++)
        if (t->subs[i]->kind == ENT_VAR)
            selector_body(ds, t->subs[i]);
}

/* The span of a top-level binding's name where the binding starts (of a
   pattern-bound variable, its place in the pattern). */
static SrcSpan name_span(const CoreGlobal *g)
{
    if (g->bound_at.l1 > 0)
        return g->bound_at;
    SrcSpan at = g->span;
    at.l2 = at.l1;
    at.c2 = at.c1 + (int)strlen(g->name) - 1;
    return at;
}

static void top_cost_centres(Ds *ds, CoreGlobal *g)
{
    /* constructor wrappers have none; the hidden CAF of a pattern binding,
       "(...)", has GHC's (...) centre (see top_pattern) */
    if (g->kind == G_CON || !g->body || g->module != ds->cur->name
        || (rn_is_conname(g->name) && strcmp(g->name, "(...)") != 0))
        return;
    /* {-# SCC f #-}: GHC labels it Module.f, with the span of the name
       where the binding starts; GHC 9.0.2 places it only on a binding
       with a type signature (Note [Binding SCC pragmas]) */
    if (g->scc_pragma && g->sig && profiling_user(ds) && !ds->opts->no_manual) {
        const char *label = arena_printf(ds->arena, "%s.%s", g->module, g->scc_pragma);
        g->body = scc(ds, label, name_span(g), g->body, false);
    }
    /* a function's body is inside its parameters already: a lambda it
       returns is a value, entered later under its own centre */
    if (auto_top(ds, g))
        g->body = scc(ds, g->name, g->span, g->body, false);
    if (g->kind == G_CAF && g->body->kind != CE_LAM && profiling_user(ds) &&
        ds->opts->cafs)
        g->body = scc(ds, g->name, name_span(g), g->body, true);
}

static void module_bodies(Ds *ds, ModInfo *m)
{
    ds->cur = m;
    ds->file = m->file;
    ds->in_user = !m->is_library;
    for (int i = 0; i < m->ast->ndecls; i++) {
        Decl *d = m->ast->decls[i];
        ds->locals = NULL;
        ds->path = NULL;
        switch (d->kind) {
        case D_FUN: top_function(ds, d, m->decl_global[i]); break;
        case D_PAT: top_pattern(ds, d, m->decl_global[i]); break;
        case D_DATA: case D_NEWTYPE: data_selectors(ds, d); break;
        default: break;
        }
    }
    for (int i = 0; i + 1 < ds->bodies.n; i += 2) {
        Decl *d = ds->bodies.items[i];
        CoreGlobal *g = ds->bodies.items[i + 1];
        if (g->module != m->name || g->body)
            continue;
        ds->locals = NULL;
        ds->path = NULL;
        if (d->kind == D_FUN)
            top_function(ds, d, g);
        else
            top_pattern(ds, d, g);
    }
    /* the module's own bindings: those desugared since the library */
    for (int i = ds->globals_done; ds->in_user && i < ds->globals.n; i++)
        top_cost_centres(ds, ds->globals.items[i]);
}

/* ============================================================ built-ins */

static DataInfo *builtin_data(Ds *ds, const char *name, const char *module,
                              int ncons, const char *const *cons,
                              const int *arities)
{
    DataInfo *d = ARENA_NEW(ds->arena, DataInfo);
    d->name = arena_intern(ds->arena, name);
    d->module = arena_intern(ds->arena, module);
    d->ncons = ncons;
    d->cons = ARENA_ARRAY(ds->arena, ConInfo *, ncons);
    vec_push(ds->arena, &ds->datas, d);
    for (int i = 0; i < ncons; i++) {
        ConInfo *c = ARENA_NEW(ds->arena, ConInfo);
        c->name = arena_intern(ds->arena, cons[i]);
        c->module = d->module;
        c->data = d;
        c->tag = i;
        c->arity = arities[i];
        c->fixity_prec = 9;
        c->fixity_assoc = ASSOC_LEFT;
        d->cons[i] = c;
        if (c->arity > 0) {
            c->wrapper = ds_new_global(ds, G_CON, c->name, (SrcSpan){0, 0, 0, 0});
            c->wrapper->module = d->module;
            c->wrapper->arity = c->arity;
            c->wrapper->con = c;
        }
        Entity *e = rn_new_entity(ds, ENT_CON, c->name, (SrcSpan){0, 0, 0, 0});
        e->module = d->module;
        e->con = c;
        ds->builtins[ds->nbuiltins++] = e;
    }
    return d;
}

static void make_builtins(Ds *ds)
{
    CoreProgram *p = ds->prog;
    static const char *const unit_cons[] = { "()" }, *const list_cons[] = { "[]", ":" };
    static const int unit_ar[] = { 0 }, list_ar[] = { 0, 2 };
    p->unit_type = builtin_data(ds, "()", "GHC.Tuple", 1, unit_cons, unit_ar);
    p->list_type = builtin_data(ds, "[]", "GHC.Types", 2, list_cons, list_ar);
    ds->con_unit = p->unit_type->cons[0];
    ds->con_nil = p->list_type->cons[0];
    ds->con_cons = p->list_type->cons[1];
    ds->con_cons->infix = true;
    ds->con_cons->fixity_prec = 5;
    ds->con_cons->fixity_assoc = ASSOC_RIGHT;
    ds->builtins[ds->nbuiltins - 1]->fixity = (Fixity){ 5, ASSOC_RIGHT };
    for (int n = 2; n <= MAX_TUPLE; n++) {
        char name[MAX_TUPLE + 2] = "(";
        memset(name + 1, ',', (size_t)(n - 1));
        name[n] = ')';
        const char *cn[1] = { name };
        int ar[1] = { n };
        p->tuple_types[n] = builtin_data(ds, name, "GHC.Tuple", 1, cn, ar);
    }
}

static DataInfo *base_type(Ds *ds, const char *name)
{
    Entity *e = symtab_get(&ds->base->defs_t, NULL, arena_intern(ds->arena, name));
    if (!e || !e->data)
        ds_error(ds, (SrcSpan){1, 1, 1, 1}, "The library module %s does not "
                 "define the type %s", LIB_MODULE, name);
    return e->data;
}

/* The library is typed when Base defines the class Num: then the type
   checker runs, and the desugarer refers to class methods (see
   Note [Library contract] in lib/Base.hs). */
static void find_class_names(Ds *ds, Module *prim)
{
    CoreProgram *p = ds->prog;
    Entity *num = symtab_get(&ds->base->defs_t, NULL, arena_intern(ds->arena, "Num"));
    p->typed = num && num->cls;
    if (!p->typed)
        return;
    rn_prim_types(ds, prim);
    p->g_from_integer = ds_base(ds, "fromInteger");
    p->g_from_rational = ds_base(ds, "fromRational");
    p->g_eq = ds_base(ds, "==");
    Entity *r = symtab_get(&ds->base->defs_v, NULL, arena_intern(ds->arena, ":%"));
    p->ratio_con = r ? r->con : NULL;
}

static void find_base_types(Ds *ds)
{
    CoreProgram *p = ds->prog;
    p->bool_type = base_type(ds, "Bool");
    p->ordering_type = base_type(ds, "Ordering");
    ds->con_false = p->bool_type->cons[0];
    ds->con_true = p->bool_type->cons[1];
}

/* ============================================================== driver */

static ModInfo *new_module(Ds *ds, Module *ast, bool library)
{
    ModInfo *m = ARENA_NEW(ds->arena, ModInfo);
    m->name = arena_intern(ds->arena, ast ? ast->name.id : "Prim");
    m->file = ast ? ast->file : "<prim>";
    m->ast = ast;
    m->is_library = library;
    return m;
}

static void find_main(Ds *ds, ModInfo *user)
{
    Entity *e = symtab_get(&user->defs_v, NULL, arena_intern(ds->arena, "main"));
    if (!e)
        ds_error(ds, (SrcSpan){1, 1, 1, 1}, "The IO action \u2018main\u2019 is "
                 "not defined in module \u2018%s\u2019", user->name);
    ds->prog->main = e->global;
    ds->prog->run_main = ds_base(ds, "runMainIO");
}

/* Appends the items `v` gained since `*done` to the program's table
   `*items` (`*n` of them), and marks them done. */
static void append_new(Ds *ds, void ***items, int *n, const PtrVec *v, int *done)
{
    int more = v->n - *done;
    if (more == 0)
        return;
    void **all = ARENA_ARRAY(ds->arena, void *, *n + more);
    if (*n)
        memcpy(all, *items, sizeof *all * (size_t)*n);
    memcpy(all + *n, v->items + *done, sizeof *all * (size_t)more);
    *items = all;
    *n += more;
    *done = v->n;
}

/* What desugaring made since the last call, into the program's tables:
   after the library, the library's; after the user's module, the user's,
   behind what the type checker and the specialiser appended to the
   library's (Note [The library phase] in compile.c). */
static void fill_program(Ds *ds)
{
    CoreProgram *p = ds->prog;
    append_new(ds, (void ***)&p->globals, &p->nglobals, &ds->globals, &ds->globals_done);
    append_new(ds, (void ***)&p->datas, &p->ndatas, &ds->datas, &ds->datas_done);
    append_new(ds, (void ***)&p->classes, &p->nclasses, &ds->classes, &ds->classes_done);
    append_new(ds, (void ***)&p->insts, &p->ninsts, &ds->insts, &ds->insts_done);
    if (ds->next_var > p->next_var)
        p->next_var = ds->next_var;
    if (ds->next_global > p->global_ids)
        p->global_ids = ds->next_global;
}

Ds *desugar_library(Arena *arena, Module **libs, int nlibs, Module *prim)
{
    Ds *ds = ARENA_NEW(arena, Ds);
    ds->arena = arena;
    ds->prog = ARENA_NEW(arena, CoreProgram);
    ds->prog->arena = arena;
    if (setjmp(ds->fail) != 0)
        return NULL;
    make_builtins(ds);
    rn_types_init(ds);
    ds->mods = ARENA_ARRAY(ds->arena, ModInfo *, nlibs + 2);
    ds->mods[ds->nmods] = new_module(ds, NULL, true);
    rn_init_prim(ds, ds->mods[ds->nmods++]);
    for (int i = 0; i < nlibs; i++) {
        ModInfo *m = new_module(ds, libs[i], true);
        ds->mods[ds->nmods++] = m;
        rn_module(ds, m);
        if (!strcmp(m->name, LIB_MODULE)) {
            ds->base = m;
            find_base_types(ds);
            find_class_names(ds, prim);
        }
        if (!ds->base)
            ds_error(ds, (SrcSpan){1, 1, 1, 1}, "The library module %s must "
                     "come first", LIB_MODULE);
        module_bodies(ds, m);
    }
    fill_program(ds);
    return ds;
}

CoreProgram *desugar_library_program(Ds *ds)
{
    return ds->prog;
}

void desugar_library_seal(Ds *ds)
{
    /* what is not memory of the arena (Note [The library image]) */
    ds->arena = NULL;
    ds->prog->arena = NULL;
    ds->opts = NULL;
    memset(&ds->fail, 0, sizeof ds->fail);
    /* what the user's module does not look at: the library's syntax (a
       class's, an instance's or a synonym's declaration is read while
       its own module is renamed; describe_candidate reads a synonym's
       for a name defined in the module being renamed only) */
    for (int i = 0; i < ds->nmods; i++) {
        ds->mods[i]->ast = NULL;
        ds->mods[i]->decl_global = NULL;
    }
    for (int i = 0; i < ds->classes.n; i++)
        ((ClassInfo *)ds->classes.items[i])->decl = NULL;
    for (int i = 0; i < ds->insts.n; i++) {
        InstInfo *in = ds->insts.items[i];
        in->decl = NULL;
        in->bound_decls = NULL;
    }
    for (int i = 0; i < ds->nmods; i++) {
        SymTab *t = &ds->mods[i]->defs_t;       /* type synonyms' */
        for (unsigned b = 0; b < t->nbuckets; b++)
            for (SymEntry *e = t->buckets[b]; e; e = e->next)
                if (e->ent->tycon)
                    e->ent->tycon->decl = NULL;
    }
    ds->bodies = (PtrVec){ 0 };
    ds->cur = NULL;
    ds->locals = NULL;
    ds->path = NULL;
}

void desugar_library_unseal(Ds *ds, Arena *arena)
{
    ds->arena = arena;
    ds->prog->arena = arena;
}

static void user_module(Ds *ds, Module *user)
{
    ModInfo *m = new_module(ds, user, false);
    ds->mods[ds->nmods++] = m;
    rn_module(ds, m);
    module_bodies(ds, m);
    find_main(ds, m);
}

CoreProgram *desugar_user(Ds *ds, Module *user, const CompileOptions *opts)
{
    CoreProgram *p = ds->prog;
    ds->opts = opts;
    ds->file = user->file;
    /* the type checker and the specialiser number their bindings after
       the desugarer's: the user's come after those */
    if (p->global_ids > ds->next_global)
        ds->next_global = p->global_ids;
    if (p->next_var > ds->next_var)
        ds->next_var = p->next_var;
    if (setjmp(ds->fail) != 0)
        return NULL;
    user_module(ds, user);
    p = ds->prog;
    p->main_file = user->file;
    fill_program(ds);
    p->count_entries = !opts || !opts->no_count_entries;
    p->ticky = opts && opts->ticky;
    p->ticky_allocd = opts && opts->ticky && opts->ticky_allocd;
    p->ticky_dyn_thunk = opts && opts->ticky && opts->ticky_dyn_thunk;
    p->ticky_lne = opts && opts->ticky && opts->ticky_lne;
    return p;
}

CoreProgram *desugar_program(Arena *arena, Module **libs, int nlibs,
                             Module *user, Module *prim, const CompileOptions *opts)
{
    Ds *ds = desugar_library(arena, libs, nlibs, prim);
    return ds ? desugar_user(ds, user, opts) : NULL;
}
