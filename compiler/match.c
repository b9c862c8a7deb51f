/*
 * match.c -- the pattern-match compiler: clause matrices -> CE_CASE trees.
 *
 * Note [Match compilation]
 * We follow the classic algorithm of Wadler's chapter 5 in "The
 * Implementation of Functional Programming Languages": a matrix of rows
 * (one per clause) over columns (variables holding the values matched).
 *  - No columns left: the rows' right-hand sides are tried in order, each
 *    falling through to the next (a guard may fail).
 *  - Otherwise the rows are cut into maximal runs whose first pattern is
 *    of one kind (the "mixture rule"); the runs are tried in order:
 *      variables/wildcards/lazy patterns  drop the column (binding names),
 *      constructors  one CE_CASE alternative per constructor,
 *      literals      one ALT_LIT alternative per literal,
 *      bang patterns force the column, then continue.
 * Every row ends up in exactly one branch, so each right-hand side is
 * generated once and the output is linear in the input.  Fall-through
 * code is shared through join points (Fail); a default alternative is
 * added only when the constructors seen do not cover the type.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cstack.h"
#include "match.h"
#include "rename.h"

/* ========================================================= failure code */

Fail *fail_with(Ds *ds, CoreExpr *code)
{
    Fail *f = ARENA_NEW(ds->arena, Fail);
    f->code = code;
    return f;
}

Fail *fail_deferred(Ds *ds)
{
    return ARENA_NEW(ds->arena, Fail);
}

static bool atomic(const CoreExpr *e)
{
    return e->kind == CE_VAR || e->kind == CE_GLOBAL || e->kind == CE_LIT
        || (e->kind == CE_CON && e->nargs == 0);
}

/* Cheap code (a variable, a call of a global or variable on atoms) is
   copied to each use instead of being bound to a join point. */
static bool cheap(const CoreExpr *e)
{
    if (atomic(e))
        return true;
    if (e->kind != CE_APP || !atomic(e->fn))
        return false;
    for (int i = 0; i < e->nargs; i++)
        if (!atomic(e->args[i]))
            return false;
    return true;
}

static CoreExpr *copy_cheap(Ds *ds, const CoreExpr *e)
{
    CoreExpr *c = ARENA_NEW(ds->arena, CoreExpr);
    *c = *e;
    if (e->kind == CE_APP) {
        c->fn = copy_cheap(ds, e->fn);
        c->args = ARENA_ARRAY(ds->arena, CoreExpr *, e->nargs);
        for (int i = 0; i < e->nargs; i++)
            c->args[i] = copy_cheap(ds, e->args[i]);
    }
    return c;
}

Fail *fail_pat_error(Ds *ds, SrcSpan span, const char *what, const char *name)
{
    Fail *f = ARENA_NEW(ds->arena, Fail);
    f->err_what = what;
    f->err_name = name;
    f->err_span = span;
    return f;
}

CoreExpr *ds_pat_error(Ds *ds, const Fail *f)
{
    return ds_base_call(ds, "patError", arena_printf(ds->arena,
        "%s: Non-exhaustive %s%s%s", ds_loc(ds, f->err_span),
        f->err_what, f->err_name ? " " : "", f->err_name ? f->err_name : ""));
}

CoreExpr *fail_use(Ds *ds, Fail *f)
{
    if (!f->code && f->err_what)
        f->code = ds_pat_error(ds, f);
    f->uses++;
    if (f->code && !f->join && cheap(f->code))
        return copy_cheap(ds, f->code);
    if (!f->join)
        f->join = ds_var(ds, "fail", (SrcSpan){0, 0, 0, 0});
    CoreExpr *ref = ds_evar(ds, f->join);
    if (!f->site)
        f->site = ref;
    return ref;
}

/* A join point used once is inlined at its use: the reference node is
   overwritten with the code (binders are unique, so nothing is captured). */
CoreExpr *fail_bind(Ds *ds, Fail *f, CoreExpr *body)
{
    if (!f->join || f->uses == 0)
        return body;
    if (f->uses == 1) {
        *f->site = *f->code;
        return body;
    }
    return ds_let1(ds, f->join, f->code, body, true);
}

CoreExpr *fail_chain(Ds *ds, int n, AltGen gen, void *ctx, Fail *fail)
{
    if (n == 0)
        return fail_use(ds, fail);
    Fail **next = ARENA_ARRAY(ds->arena, Fail *, n);
    CoreExpr **code = ARENA_ARRAY(ds->arena, CoreExpr *, n);
    for (int i = 0; i < n; i++)
        next[i] = i == n - 1 ? fail : fail_deferred(ds);
    for (int i = 0; i < n; i++)
        code[i] = gen(ds, ctx, i, next[i]);
    /* let j(n-2) = code(n-1) in ... let j0 = code1 in code0 */
    CoreExpr *result = code[0];
    for (int i = 0; i < n - 1; i++) {
        next[i]->code = code[i + 1];
        result = fail_bind(ds, next[i], result);
    }
    return result;
}

/* ============================================================= patterns */

static MPat *mpat(Ds *ds, MPatKind k, Pat *src)
{
    MPat *m = ARENA_NEW(ds->arena, MPat);
    m->kind = k;
    m->src = src;
    m->span = src ? src->span : (SrcSpan){0, 0, 0, 0};
    return m;
}

static MPat *con_pat(Ds *ds, ConInfo *c, MPat **args, Pat *src)
{
    MPat *m = mpat(ds, MP_CON, src);
    m->con = c;
    m->args = args;
    return m;
}

static MPat *char_list(Ds *ds, const Literal *l, Pat *src)
{
    MPat *list = con_pat(ds, ds->con_nil, NULL, src);
    for (int i = l->len - 1; i >= 0; i--) {
        MPat *ch = mpat(ds, MP_LIT, src);
        ch->lit.kind = CL_CHAR;
        ch->lit.i = l->str[i];
        MPat **args = ARENA_ARRAY(ds->arena, MPat *, 2);
        args[0] = ch;
        args[1] = list;
        list = con_pat(ds, ds->con_cons, args, src);
    }
    return list;
}

static MPat *lit_pat(Ds *ds, Pat *p)
{
    const Literal *l = &p->lit;
    if (l->kind == LIT_STRING)
        return char_list(ds, l, p);
    MPat *m = mpat(ds, MP_LIT, p);
    switch (l->kind) {
    case LIT_INT:
        m->lit.kind = l->big ? CL_BIGINT : CL_INT;
        m->lit.i = l->i;
        m->lit.text = l->text;
        break;
    case LIT_FRAC:
        m->lit.kind = CL_DOUBLE;
        m->lit.d = l->d;
        m->lit.text = l->text;
        break;
    default: m->lit.kind = CL_CHAR; m->lit.i = l->i; break;
    }
    return m;
}

static const char *count_args(Ds *ds, int n)
{
    return n == 0 ? "none" : arena_printf(ds->arena, "%d", n);
}

static void check_arity(Ds *ds, Pat *p, ConInfo *c, int n)
{
    if (n == c->arity)
        return;
    ds_error(ds, p->span, "The constructor \u2018%s\u2019 should have %s "
             "argument%s, but has been given %s", c->name,
             c->arity == 0 ? "no" : arena_printf(ds->arena, "%d", c->arity),
             c->arity == 1 ? "" : "s", count_args(ds, n));
}

/* Does matching `p` always succeed without evaluating anything? */
static bool irrefutable(const MPat *p)
{
    cstack_check(p->span);
    switch (p->kind) {
    case MP_WILD: case MP_VAR: case MP_LAZY: return true;
    case MP_AS: return irrefutable(p->sub);
    default: return false;
    }
}

/* A constructor pattern.  Newtypes are kept boxed until the type checker
   exists (core.h), but matching their constructor must not evaluate more
   than Haskell would: against an irrefutable pattern it is lazy, as if
   written ~(N p); against a refutable one the value is evaluated anyway,
   so a strict match means the same. */
static MPat *con_app_pat(Ds *ds, Pat *p, ConInfo *c, MPat **args)
{
    MPat *m = con_pat(ds, c, args, p);
    if (!c->data->is_newtype || !irrefutable(args[0]))
        return m;
    MPat *lazy = mpat(ds, MP_LAZY, p);
    lazy->sub = m;
    return lazy;
}

static MPat *prefix_con_pat(Ds *ds, Pat *p)
{
    ConInfo *c = rn_lookup_pat_con(ds, &p->name)->con;
    check_arity(ds, p, c, p->nargs);
    MPat **args = ARENA_ARRAY(ds->arena, MPat *, c->arity);
    for (int i = 0; i < c->arity; i++)
        args[i] = match_pat(ds, p->args[i]);
    return con_app_pat(ds, p, c, args);
}

static int field_index(ConInfo *c, const char *field)
{
    for (int i = 0; c->fields && i < c->arity; i++)
        if (c->fields[i] == field)
            return i;
    return -1;
}

static MPat *record_pat(Ds *ds, Pat *p)
{
    ConInfo *c = rn_lookup_pat_con(ds, &p->name)->con;
    MPat **args = ARENA_ARRAY(ds->arena, MPat *, c->arity);
    for (int i = 0; i < c->arity; i++)
        args[i] = mpat(ds, MP_WILD, p);
    for (int i = 0; i < p->nfields; i++) {
        FieldPat *f = &p->fields[i];
        int k = field_index(c, f->field.id);
        if (k < 0)
            rn_check_field(ds, &f->field);
        if (k < 0)
            ds_error(ds, f->field.span, "Constructor \u2018%s\u2019 does not "
                     "have field \u2018%s\u2019", c->name, f->field.id);
        if (f->pat) {
            args[k] = match_pat(ds, f->pat);
        } else {
            args[k] = mpat(ds, MP_VAR, p);
            args[k]->var = f->field.id;
            args[k]->span = f->field.span;
        }
    }
    return con_app_pat(ds, p, c, args);
}

static MPat *seq_pat(Ds *ds, Pat *p, ConInfo *c)
{
    MPat **args = ARENA_ARRAY(ds->arena, MPat *, p->nargs);
    for (int i = 0; i < p->nargs; i++)
        args[i] = match_pat(ds, p->args[i]);
    return con_pat(ds, c, args, p);
}

static MPat *list_pat(Ds *ds, Pat *p)
{
    MPat *list = con_pat(ds, ds->con_nil, NULL, p);
    for (int i = p->nargs - 1; i >= 0; i--) {
        MPat **args = ARENA_ARRAY(ds->arena, MPat *, 2);
        args[0] = match_pat(ds, p->args[i]);
        args[1] = list;
        list = con_pat(ds, ds->con_cons, args, p);
    }
    return list;
}

static MPat *wrap_pat(Ds *ds, MPatKind k, Pat *p)
{
    MPat *m = mpat(ds, k, p);
    m->sub = match_pat(ds, p->pat);
    if (k == MP_AS)
        m->var = p->name.id;
    return m;
}

MPat *match_pat(Ds *ds, Pat *p)
{
    cstack_check(p->span);
    MPat *m;
    switch (p->kind) {
    case P_VAR:
        m = mpat(ds, MP_VAR, p);
        m->var = p->name.id;
        return m;
    case P_WILD: return mpat(ds, MP_WILD, p);
    case P_LIT: return lit_pat(ds, p);
    case P_CON: return prefix_con_pat(ds, p);
    case P_OPSEQ: return match_pat(ds, rn_resolve_pat(ds, p));
    case P_TUPLE:
        ds_check_tuple(ds, p->nargs, p->span);
        return seq_pat(ds, p, ds->prog->tuple_types[p->nargs]->cons[0]);
    case P_LIST: return list_pat(ds, p);
    case P_AS: return wrap_pat(ds, MP_AS, p);
    case P_LAZY: return wrap_pat(ds, MP_LAZY, p);
    case P_BANG: return wrap_pat(ds, MP_BANG, p);
    case P_RECORD: return record_pat(ds, p);
    }
    return mpat(ds, MP_WILD, p);
}

void mpat_vars(Arena *a, MPat *p, PtrVec *out)
{
    cstack_check(p->span);
    switch (p->kind) {
    case MP_VAR: vec_push(a, out, p); break;
    case MP_AS: vec_push(a, out, p); mpat_vars(a, p->sub, out); break;
    case MP_LAZY: case MP_BANG: mpat_vars(a, p->sub, out); break;
    case MP_CON:
        for (int i = 0; i < p->con->arity; i++)
            mpat_vars(a, p->args[i], out);
        break;
    default: break;
    }
}

bool mpat_irrefutable(const MPat *p)
{
    cstack_check(p->span);
    switch (p->kind) {
    case MP_WILD: case MP_VAR: case MP_LAZY: return true;
    case MP_AS: return mpat_irrefutable(p->sub);
    default: return false;
    }
}

static SrcSpan var_span(const MPat *v)
{
    SrcSpan s = v->span;
    if (v->kind == MP_AS)       /* only the variable of x@p */
        s.l2 = s.l1, s.c2 = s.c1 + (int)strlen(v->var) - 1;
    return s;
}

void match_check_linear(Ds *ds, MPat **ps, int n, const char *what, const char *name)
{
    PtrVec vars = {0};
    for (int i = 0; i < n; i++)
        mpat_vars(ds->arena, ps[i], &vars);
    for (int i = 0; i < vars.n; i++) {
        for (int j = 0; j < i; j++) {
            MPat *a = vars.items[j], *b = vars.items[i];
            if (a->var != b->var)
                continue;
            SrcSpan sa = var_span(a), sb = var_span(b);
            SrcSpan both = { sa.l1, sa.c1, sb.l2, sb.c2 };
            ds_error(ds, both, "%sConflicting definitions for \u2018%s\u2019\n"
                     "%sBound at: %s\n%s          %s%s%s%s%s%s",
                     what ? "\u2022 " : "", a->var, what ? "  " : "",
                     ds_pos(ds, sa), what ? "  " : "", ds_pos(ds, sb),
                     what ? "\n\u2022 " : "", what ? what : "",
                     name ? " \u2018" : "", name ? name : "", name ? "\u2019" : "");
        }
    }
}

Row *match_row(Ds *ds, MPat **pats, SrcSpan span, RhsGen gen, void *ctx)
{
    Row *r = ARENA_NEW(ds->arena, Row);
    r->pats = pats;
    r->gen = gen;
    r->ctx = ctx;
    r->span = span;
    return r;
}

/* ================================================== lazy-pattern binding */

static RowBind *bind(Ds *ds, RowBind *next, const char *name, CoreVar *v,
                     CoreExpr *rhs, int line)
{
    RowBind *b = ARENA_NEW(ds->arena, RowBind);
    b->name = name;
    b->line = line;
    b->var = v;
    b->rhs = rhs;
    b->next = next;
    return b;
}

static CoreExpr *gen_select(Ds *ds, void *ctx, Fail *fail)
{
    (void)fail;
    for (LocalBind *b = ds->locals; b; b = b->next)
        if (b->name == ctx)
            return ds_evar(ds, b->var);
    return NULL;                        /* unreachable: the row bound it */
}

/* The tuple of the variables `ctx` (a PtrVec of MP_VAR patterns) that the
   row bound. */
static CoreExpr *gen_tuple(Ds *ds, void *ctx, Fail *fail)
{
    const PtrVec *vars = ctx;
    CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, vars->n);
    for (int i = 0; i < vars->n; i++)
        args[i] = gen_select(ds, (void *)((MPat *)vars->items[i])->var, fail);
    return ds_con(ds, ds->prog->tuple_types[vars->n]->cons[0], args);
}

/* A constructor of a one-constructor type applied to variables and
   wildcards only: GHC's "flat product" pattern, whose variables are
   selected straight from the value. */
static bool flat_product(const MPat *p)
{
    if (p->kind != MP_CON || p->con->data->ncons != 1)
        return false;
    for (int i = 0; i < p->con->arity; i++)
        if (p->args[i]->kind != MP_VAR && p->args[i]->kind != MP_WILD)
            return false;
    return true;
}

/*
 * Note [Lazy pattern bindings]
 * Each variable x of a lazy pattern p matched against v gets a thunk that
 * selects it.  When p is a flat product, x = case v of p -> x, which the
 * code generator compiles to a selector thunk (rts/storage.c, Note
 * [Selector thunks]).  Otherwise (tupled), as GHC's desugarer does, the
 * match is made once into a tuple of p's variables,
 *     t = case v of p -> (x1, .., xn),    xi = case t of (x1, .., xn) -> xi
 * so that each xi is a selector thunk again, and the collector can
 * replace it by its value and let the rest of v go once t is evaluated:
 * with one full match per variable, `where (l, x : r) = splitAt n xs`
 * keeps the whole pair, hence all of l, alive for as long as x is not
 * demanded.  The tuple's binding comes last in the list (outermost when
 * the list is wrapped in lets) under the name "(...)", which no program
 * can mention.  Without `tupled`, or with one variable or more than the
 * largest tuple, every variable is matched on its own.
 */
RowBind *match_lazy_binds(Ds *ds, MPat *p, CoreVar *v, SrcSpan span,
                          RowBind *acc, bool tupled)
{
    while (p->kind == MP_LAZY || p->kind == MP_BANG)
        p = p->sub;
    if (p->kind == MP_VAR)
        return bind(ds, acc, p->var, v, NULL, p->span.l1);
    PtrVec vars = {0};
    mpat_vars(ds->arena, p, &vars);
    const char *msg = arena_printf(ds->arena, "%s: Non-exhaustive patterns "
                                   "in %s", ds_loc(ds, span),
                                   pat_show(ds, p->src));
    if (tupled && vars.n >= 2 && vars.n <= MAX_TUPLE && !flat_product(p)) {
        ConInfo *tc = ds->prog->tuple_types[vars.n]->cons[0];
        Row *r = match_row(ds, ARENA_ARRAY(ds->arena, MPat *, 1), span,
                           gen_tuple, &vars);
        r->pats[0] = p;
        CoreExpr *tuple = match_rows(ds, &v, 1, &r, 1,
                                     fail_with(ds, ds_base_call(ds, "patError", msg)));
        CoreVar *t = ds_var(ds, "ds", span);
        t->qualname = v->qualname;
        acc = bind(ds, acc, arena_intern(ds->arena, "(...)"), t, tuple, 0);
        MPat **args = ARENA_ARRAY(ds->arena, MPat *, vars.n);
        for (int i = 0; i < vars.n; i++) {
            args[i] = mpat(ds, MP_VAR, ((MPat *)vars.items[i])->src);
            args[i]->var = ((MPat *)vars.items[i])->var;
        }
        p = con_pat(ds, tc, args, p->src);
        v = t;
    }
    for (int i = 0; i < vars.n; i++) {
        MPat *x = vars.items[i];
        Row *r = match_row(ds, ARENA_ARRAY(ds->arena, MPat *, 1), span,
                           gen_select, (void *)x->var);
        r->pats[0] = p;
        CoreExpr *sel = match_rows(ds, &v, 1, &r, 1,
                                   fail_with(ds, ds_base_call(ds, "patError", msg)));
        CoreVar *xv = ds_var(ds, x->var, span);
        xv->qualname = ds_qualname(ds, x->var);
        acc = bind(ds, acc, x->var, xv, sel, x->span.l1);
    }
    return acc;
}

/* ====================================================== the algorithm */

static bool is_var_like(const MPat *p) { return p->kind == MP_WILD; }

/* Note [Columns as lists]
   ~~~~~~~~~~~~~~~~~~~~~~~
   Matching a constructor replaces the first column by one column per
   field, and the columns of nested patterns pile up: `f [[[x]]] = x`
   checks the innermost list first and the `[]` tails on the way out, so
   at depth k a row has k columns.  Copying the columns at every step
   cost the square of the depth (10,000 nested list patterns: 2 GB), so a
   row's patterns and a matrix's columns are lists that each step shares
   the tail of, and a changed first pattern gets a cell of its own. */
typedef struct MCell {
    void *item;                /* an MPat (a row's) or a CoreVar (a column) */
    struct MCell *next;
} MCell;

static MCell *cell(Ds *ds, void *item, MCell *next)
{
    MCell *c = ARENA_NEW(ds->arena, MCell);
    c->item = item;
    c->next = next;
    return c;
}

/* The n patterns, or the n variables, in front of `rest` (one block). */
static MCell *pat_cells(Ds *ds, MPat **ps, int n, MCell *rest)
{
    if (n == 0)
        return rest;
    MCell *cs = ARENA_ARRAY(ds->arena, MCell, n);
    for (int i = n - 1; i >= 0; i--) {
        cs[i].item = ps[i];
        cs[i].next = rest;
        rest = &cs[i];
    }
    return rest;
}

static MCell *var_cells(Ds *ds, CoreVar **vs, int n, MCell *rest)
{
    if (n == 0)
        return rest;
    MCell *cs = ARENA_ARRAY(ds->arena, MCell, n);
    for (int i = n - 1; i >= 0; i--) {
        cs[i].item = vs[i];
        cs[i].next = rest;
        rest = &cs[i];
    }
    return rest;
}

static MPat *first_pat(const Row *r)
{
    return r->cells->item;
}

static void set_first_pat(Ds *ds, Row *r, MPat *p)
{
    r->cells = cell(ds, p, r->cells->next);
}

/* Peels variables, as-patterns and lazy patterns off the first column,
   recording what they bind. */
static void strip_first(Ds *ds, Row *r, CoreVar *col)
{
    for (;;) {
        MPat *p = first_pat(r);
        if (p->kind == MP_VAR) {
            r->binds = bind(ds, r->binds, p->var, col, NULL, p->span.l1);
            set_first_pat(ds, r, mpat(ds, MP_WILD, p->src));
        } else if (p->kind == MP_AS) {
            r->binds = bind(ds, r->binds, p->var, col, NULL, p->span.l1);
            set_first_pat(ds, r, p->sub);
        } else if (p->kind == MP_LAZY) {
            r->binds = match_lazy_binds(ds, p->sub, col, r->span, r->binds, true);
            set_first_pat(ds, r, mpat(ds, MP_WILD, p->src));
        } else if (p->kind == MP_BANG && p->sub->kind == MP_BANG) {
            set_first_pat(ds, r, p->sub);
        } else {
            return;
        }
    }
}

static CoreExpr *wrap_binds(Ds *ds, RowBind *b, CoreExpr *body)
{
    for (; b; b = b->next)
        if (b->rhs)
            body = ds_let1(ds, b->var, b->rhs, body, false);
    return body;
}

static CoreExpr *gen_row(Ds *ds, void *ctx, int i, Fail *next)
{
    Row *r = ((Row **)ctx)[i];
    LocalBind *saved = ds->locals;
    for (RowBind *b = r->binds; b; b = b->next) {
        ds_push_local(ds, b->name, b->var);
        ds->locals->line = b->line;
    }
    CoreExpr *rhs = r->gen(ds, r->ctx, next);
    ds->locals = saved;
    return wrap_binds(ds, r->binds, rhs);
}

/* Row r without its first pattern, and the `nfront` patterns `front`
   in its place. */
static Row *shifted(Ds *ds, Row *r, MPat **front, int nfront)
{
    Row *n = ARENA_NEW(ds->arena, Row);
    *n = *r;
    n->cells = pat_cells(ds, front, nfront, r->cells->next);
    return n;
}

static MCell *columns_with(Ds *ds, CoreVar **front, int nfront, MCell *cols)
{
    return var_cells(ds, front, nfront, cols->next);
}

static CoreExpr *match_list(Ds *ds, MCell *cols, int ncols, Row **rows,
                            int nrows, Fail *fail);

static CoreVar *first_col(MCell *cols)
{
    return cols->item;
}

typedef struct Group {         /* a run of rows, matched on column 0 */
    MCell *cols; int ncols;
    Row **rows; int nrows;
} Group;

static CoreExpr *match_wild(Ds *ds, Group *g, Fail *fail)
{
    Row **rows = ARENA_ARRAY(ds->arena, Row *, g->nrows);
    for (int i = 0; i < g->nrows; i++)
        rows[i] = shifted(ds, g->rows[i], NULL, 0);
    return match_list(ds, g->cols->next, g->ncols - 1, rows, g->nrows, fail);
}

static CoreExpr *match_bang(Ds *ds, Group *g, Fail *fail)
{
    for (int i = 0; i < g->nrows; i++)
        set_first_pat(ds, g->rows[i], first_pat(g->rows[i])->sub);
    CoreAlt *alt = ARENA_NEW(ds->arena, CoreAlt);
    alt->kind = ALT_DEFAULT;
    alt->body = match_list(ds, g->cols, g->ncols, g->rows, g->nrows, fail);
    return ds_case(ds, ds_evar(ds, first_col(g->cols)), NULL, alt, 1);
}

/* Names the field variables after the first variable pattern found among
   `rows` (those of constructor c). */
static CoreVar **field_vars(Ds *ds, ConInfo *c, Row **rows, int n, SrcSpan span)
{
    CoreVar **vs = ARENA_ARRAY(ds->arena, CoreVar *, c->arity + 1);
    for (int k = 0; k < c->arity; k++) {
        const char *name = "ds";
        for (int i = 0; i < n; i++) {
            MPat *p = first_pat(rows[i]);
            if (p->args[k]->kind == MP_VAR) {
                name = p->args[k]->var;
                break;
            }
        }
        vs[k] = ds_var(ds, name, span);
    }
    return vs;
}

/* The alternative of constructor c: `rows` are the rows of g whose first
   pattern is c. */
static CoreExpr *con_alternative(Ds *ds, Group *g, ConInfo *c, Row **rows, int n,
                                 Fail *fail, CoreAlt *alt)
{
    CoreVar **vs = field_vars(ds, c, rows, n, g->rows[0]->span);
    Row **shifted_rows = ARENA_ARRAY(ds->arena, Row *, n);
    for (int i = 0; i < n; i++)
        shifted_rows[i] = shifted(ds, rows[i], first_pat(rows[i])->args, c->arity);
    alt->kind = ALT_CON;
    alt->con = c;
    alt->vars = vs;
    MCell *cols = columns_with(ds, vs, c->arity, g->cols);
    alt->body = match_list(ds, cols, c->arity + g->ncols - 1, shifted_rows, n, fail);
    return alt->body;
}

static bool lit_equal(const CoreLit *a, const CoreLit *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case CL_DOUBLE: case CL_FLOAT: return a->d == b->d;
    case CL_BIGINT: return strcmp(a->text, b->text) == 0;
    default: return a->i == b->i;
    }
}

static bool same_head(const MPat *a, const MPat *b)
{
    return a->kind == MP_CON ? a->con == b->con : lit_equal(&a->lit, &b->lit);
}

/* A hash of a head that same_head heads share. */
static size_t head_hash(const MPat *p)
{
    uint64_t h;
    if (p->kind == MP_CON) {
        h = (uint64_t)(uintptr_t)p->con >> 4;
    } else if (p->lit.kind == CL_DOUBLE) {
        double d = p->lit.d == 0 ? 0 : p->lit.d;      /* -0.0 == 0.0 */
        memcpy(&h, &d, sizeof h);
    } else if (p->lit.kind == CL_BIGINT) {
        h = 5381;
        for (const char *c = p->lit.text; *c; c++)
            h = h * 33 + (unsigned char)*c;
    } else {
        h = (uint64_t)p->lit.i;
    }
    return (size_t)((h ^ (h >> 29)) * 0x9E3779B97F4A7C15u);
}

static CoreExpr *lit_alternative(Ds *ds, Group *g, MPat *head, Row **rows, int n,
                                 Fail *fail, CoreAlt *alt)
{
    Row **shifted_rows = ARENA_ARRAY(ds->arena, Row *, n);
    for (int i = 0; i < n; i++)
        shifted_rows[i] = shifted(ds, rows[i], NULL, 0);
    alt->kind = ALT_LIT;
    alt->lit = head->lit;
    alt->body = match_list(ds, g->cols->next, g->ncols - 1, shifted_rows, n, fail);
    return alt->body;
}

/* Note [Alternatives of many heads]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   A case of 100,000 literal alternatives has as many heads as rows.
   Finding each row's alternative by comparing it with the rows before it,
   and each alternative's rows by looking at all rows, cost the square of
   that in time and memory (80 GB); instead the rows are grouped by head
   once, through a hash of the heads, keeping their order. */

/* One alternative per distinct constructor (or literal), in the order of
   first appearance, plus a default when they are not exhaustive. */
static CoreExpr *match_heads(Ds *ds, Group *g, Fail *fail)
{
    int n = g->nrows;
    /* which[i]: the alternative of row i, numbered by first appearance */
    int *which = ARENA_ARRAY(ds->arena, int, n);
    int *first_row = ARENA_ARRAY(ds->arena, int, n);
    int *count = ARENA_ARRAY(ds->arena, int, n + 1);
    size_t cap = 16;
    while (cap < 2 * (size_t)n)
        cap *= 2;
    int *index = ARENA_ARRAY(ds->arena, int, cap);    /* alternative + 1, or 0 */
    int nalts = 0;
    for (int i = 0; i < n; i++) {
        MPat *p = first_pat(g->rows[i]);
        size_t k = head_hash(p) & (cap - 1);
        while (index[k] && !same_head(first_pat(g->rows[first_row[index[k] - 1]]), p))
            k = (k + 1) & (cap - 1);
        if (!index[k]) {
            first_row[nalts] = i;
            index[k] = ++nalts;
        }
        which[i] = index[k] - 1;
        count[which[i]]++;
    }
    int *start = ARENA_ARRAY(ds->arena, int, nalts + 1);
    for (int a = 0; a < nalts; a++)
        start[a + 1] = start[a] + count[a];
    Row **by_alt = ARENA_ARRAY(ds->arena, Row *, n);
    int *fill = ARENA_ARRAY(ds->arena, int, nalts + 1);
    for (int i = 0; i < n; i++)
        by_alt[start[which[i]] + fill[which[i]]++] = g->rows[i];
    CoreAlt *alts = ARENA_ARRAY(ds->arena, CoreAlt, nalts + 1);
    for (int a = 0; a < nalts; a++) {
        MPat *p = first_pat(g->rows[first_row[a]]);
        if (p->kind == MP_CON)
            con_alternative(ds, g, p->con, by_alt + start[a], count[a], fail, &alts[a]);
        else
            lit_alternative(ds, g, p, by_alt + start[a], count[a], fail, &alts[a]);
    }
    MPat *first = first_pat(g->rows[0]);
    if (first->kind != MP_CON || nalts < first->con->data->ncons) {
        alts[nalts].kind = ALT_DEFAULT;
        alts[nalts++].body = fail_use(ds, fail);
    }
    return ds_case(ds, ds_evar(ds, first_col(g->cols)), NULL, alts, nalts);
}

static CoreExpr *match_group(Ds *ds, void *ctx, int i, Fail *fail)
{
    Group *g = &((Group *)ctx)[i];
    switch (first_pat(g->rows[0])->kind) {
    case MP_WILD: return match_wild(ds, g, fail);
    case MP_BANG: return match_bang(ds, g, fail);
    default: return match_heads(ds, g, fail);
    }
}

static int pat_class(const MPat *p)
{
    return is_var_like(p) ? 0 : p->kind == MP_BANG ? 1 : p->kind == MP_LIT ? 2 : 3;
}

static CoreExpr *match_list(Ds *ds, MCell *cols, int ncols, Row **rows,
                            int nrows, Fail *fail)
{
    cstack_check(nrows > 0 ? rows[0]->span : (SrcSpan){0, 0, 0, 0});
    if (nrows == 0)
        return fail_use(ds, fail);
    if (ncols == 0)
        return fail_chain(ds, nrows, gen_row, rows, fail);
    for (int i = 0; i < nrows; i++)
        strip_first(ds, rows[i], first_col(cols));
    Group *groups = ARENA_ARRAY(ds->arena, Group, nrows);
    int ngroups = 0;
    for (int i = 0; i < nrows; i++) {
        bool same = ngroups > 0 && pat_class(first_pat(rows[i]))
                    == pat_class(first_pat(groups[ngroups - 1].rows[0]));
        if (!same)
            groups[ngroups++] = (Group){ cols, ncols, rows + i, 0 };
        groups[ngroups - 1].nrows++;
    }
    return fail_chain(ds, ngroups, match_group, groups, fail);
}

CoreExpr *match_rows(Ds *ds, CoreVar **cols, int ncols, Row **rows,
                     int nrows, Fail *fail)
{
    for (int i = 0; i < nrows; i++)
        rows[i]->cells = pat_cells(ds, rows[i]->pats, ncols, NULL);
    return match_list(ds, var_cells(ds, cols, ncols, NULL), ncols, rows, nrows,
                      fail);
}

CoreExpr *match_scrut(Ds *ds, CoreExpr *scrut, Row **rows, int nrows,
                      Fail *fail)
{
    if (scrut->kind == CE_VAR)
        return match_rows(ds, &scrut->var, 1, rows, nrows, fail);
    CoreVar *u = ds_var(ds, "ds", scrut->span);
    CoreExpr *body = match_rows(ds, &u, 1, rows, nrows, fail);
    bool first_case = body->kind == CE_CASE && !body->binder
        && body->scrut->kind == CE_VAR && body->scrut->var == u;
    if (!first_case)
        return ds_let1(ds, u, scrut, body, false);
    body->scrut = scrut;               /* case e of u { alts } */
    body->binder = u;
    return body;
}

/* ====================================================== showing patterns
 * GHC names the pattern in some failure messages
 * ("Non-exhaustive patterns in (Just x, y)"). */

static void show_pat(Ds *ds, PtrVec *out, const Pat *p, int prec);

static void emit(Ds *ds, PtrVec *out, const char *s)
{
    vec_push(ds->arena, out, (void *)s);
}

static void show_list(Ds *ds, PtrVec *out, Pat **ps, int n, const char *open,
                      const char *close)
{
    emit(ds, out, open);
    for (int i = 0; i < n; i++) {
        if (i)
            emit(ds, out, ", ");
        show_pat(ds, out, ps[i], 0);
    }
    emit(ds, out, close);
}

static void show_lit(Ds *ds, PtrVec *out, const Literal *l)
{
    char buf[16];
    switch (l->kind) {
    case LIT_INT: case LIT_FRAC:
        emit(ds, out, l->text ? l->text : arena_printf(ds->arena, "%lld", (long long)l->i));
        break;
    case LIT_CHAR:
        emit(ds, out, arena_printf(ds->arena, "'%c'", (char)l->i));
        break;
    case LIT_STRING:
        emit(ds, out, "\"");
        for (int i = 0; i < l->len; i++) {
            snprintf(buf, sizeof buf, "%c", (char)l->str[i]);
            emit(ds, out, arena_intern(ds->arena, buf));
        }
        emit(ds, out, "\"");
        break;
    }
}

static void show_con(Ds *ds, PtrVec *out, const Pat *p, int prec)
{
    bool symbolic = p->name.id[0] == ':';
    if (symbolic && p->nargs == 2) {
        if (prec > 0)
            emit(ds, out, "(");
        show_pat(ds, out, p->args[0], 1);
        emit(ds, out, arena_printf(ds->arena, " %s ", p->name.id));
        show_pat(ds, out, p->args[1], 1);
        if (prec > 0)
            emit(ds, out, ")");
        return;
    }
    bool parens = prec > 1 && p->nargs > 0;
    emit(ds, out, parens ? "(" : "");
    emit(ds, out, symbolic ? arena_printf(ds->arena, "(%s)", p->name.id) : p->name.id);
    for (int i = 0; i < p->nargs; i++) {
        emit(ds, out, " ");
        show_pat(ds, out, p->args[i], 2);
    }
    emit(ds, out, parens ? ")" : "");
}

static void show_seq(Ds *ds, PtrVec *out, const Pat *p, int prec)
{
    if (prec > 0)
        emit(ds, out, "(");
    for (int i = 0; i < p->nargs; i++) {
        show_pat(ds, out, p->args[i], 1);
        if (i < p->nops)
            emit(ds, out, arena_printf(ds->arena, " %s ", p->ops[i].id));
    }
    if (prec > 0)
        emit(ds, out, ")");
}

static void show_record(Ds *ds, PtrVec *out, const Pat *p)
{
    emit(ds, out, p->name.id);
    emit(ds, out, " {");
    for (int i = 0; i < p->nfields; i++) {
        emit(ds, out, i ? ", " : "");
        emit(ds, out, p->fields[i].field.id);
        if (p->fields[i].pat) {
            emit(ds, out, " = ");
            show_pat(ds, out, p->fields[i].pat, 0);
        }
    }
    emit(ds, out, "}");
}

static void show_pat(Ds *ds, PtrVec *out, const Pat *p, int prec)
{
    cstack_check(p->span);
    switch (p->kind) {
    case P_VAR: emit(ds, out, p->name.id); break;
    case P_WILD: emit(ds, out, "_"); break;
    case P_LIT: show_lit(ds, out, &p->lit); break;
    case P_CON: show_con(ds, out, p, prec); break;
    case P_OPSEQ: show_seq(ds, out, p, prec); break;
    case P_TUPLE: show_list(ds, out, p->args, p->nargs, "(", ")"); break;
    case P_LIST: show_list(ds, out, p->args, p->nargs, "[", "]"); break;
    case P_AS:
        emit(ds, out, p->name.id);
        emit(ds, out, "@");
        show_pat(ds, out, p->pat, 2);
        break;
    case P_LAZY: emit(ds, out, "~"); show_pat(ds, out, p->pat, 2); break;
    case P_BANG: emit(ds, out, "!"); show_pat(ds, out, p->pat, 2); break;
    case P_RECORD: show_record(ds, out, p); break;
    }
}

const char *pat_show(Ds *ds, const Pat *p)
{
    while (p && (p->kind == P_LAZY || p->kind == P_BANG))
        p = p->pat;
    if (!p)
        return "";
    PtrVec parts = {0};
    show_pat(ds, &parts, p, 0);
    size_t len = 1;
    for (int i = 0; i < parts.n; i++)
        len += strlen(parts.items[i]);
    char *s = arena_alloc(ds->arena, len);
    for (int i = 0; i < parts.n; i++)
        strcat(s, parts.items[i]);
    return s;
}
