/*
 * tc_class.c -- the type checker's classes and instances (method
 * selectors, method schemes, dictionary functions) and the elaboration of
 * literals, at their primitive types (Int, Integer, Double, Float, Char) or
 * through their classes (tc_int.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tc_int.h"

/* ============================================== classes and instances */

static CoreGlobal *find_global(CoreProgram *p, const char *module, const char *name)
{
    for (int i = 0; i < p->nglobals; i++) {
        CoreGlobal *g = p->globals[i];
        if (!strcmp(g->name, name) && g->module && !strcmp(g->module, module)
            && !g->inst && !g->selects)
            return g;
    }
    return NULL;
}

/* \d -> case d of C:Cls f0 .. fn -> f_i */
static void selector_body(Tc *tc, CoreGlobal *g, ClassInfo *c, int field)
{
    ConInfo *k = c->dict_con;
    CoreVar *d = tc_new_var(tc, "dict");
    CoreVar **vars = ARENA_ARRAY(tc->a, CoreVar *, k->arity);
    for (int i = 0; i < k->arity; i++)
        vars[i] = i == field ? tc_new_var(tc, "m") : NULL;
    CoreExpr *cs = tc_new_node(tc, CE_CASE);
    cs->scrut = tc_var_node(tc, d);
    cs->alts = ARENA_NEW(tc->a, CoreAlt);
    cs->alts[0].kind = ALT_CON;
    cs->alts[0].con = k;
    cs->alts[0].vars = vars;
    cs->alts[0].body = tc_var_node(tc, vars[field]);
    cs->nalts = 1;
    g->kind = G_FUN;
    g->arity = 1;
    g->params = ARENA_ARRAY(tc->a, CoreVar *, 1);
    g->params[0] = d;
    g->body = cs;
    g->selects = c;
    g->select_index = field;
}

/*
 * Note [Constrained methods]
 * A method's type may constrain its own type variables, as Foldable's
 * `elem :: Eq a => a -> t a -> Bool` does (Haskell 2010 allows it; a
 * constraint on the class variable alone is GHC's ConstrainedClassMethods
 * error, reported by the renamer).  The method's dictionaries come after
 * the class's: the selector's scheme is `(C t, Eq a) => a -> t a -> Bool`,
 * so a use is `elem $dC $dEq x xs`; the selector returns the instance's
 * binding, whose scheme is `(instance context, Eq a) => ...` and whose
 * dictionary parameters are in that order too; the dictionary field holds
 * the binding applied to the context's dictionaries only, and the method's
 * own dictionary arrives with the arguments.  Default methods likewise
 * take the class's dictionary, then the method's.
 */
static Scheme *class_method_scheme(Tc *tc, ClassInfo *c, int i)
{
    Scheme *m = c->method_types[i];
    Scheme *s = ARENA_NEW(tc->a, Scheme);
    *s = *m;
    s->preds = ARENA_ARRAY(tc->a, Pred, m->npreds + 1);
    s->preds[0] = (Pred){ c, ty_gen(tc->a, 0, c->tyvar, c->tyvar_arity) };
    memcpy(s->preds + 1, m->preds, sizeof *s->preds * (size_t)m->npreds);
    s->npreds = m->npreds + 1;
    return s;
}

void tc_setup_class(Tc *tc, ClassInfo *c)
{
    DataInfo *d = ARENA_NEW(tc->a, DataInfo);
    d->name = c->name;
    d->module = c->module;
    d->ncons = 1;
    d->cons = ARENA_ARRAY(tc->a, ConInfo *, 1);
    d->is_dict = true;
    d->span = c->span;
    ConInfo *k = ARENA_NEW(tc->a, ConInfo);
    k->name = arena_printf(tc->a, "C:%s", c->name);
    k->module = c->module;
    k->data = d;
    k->arity = c->nsupers + c->nmethods;
    k->fixity_prec = 9;
    k->span = c->span;
    d->cons[0] = k;
    c->dict_con = k;
    vec_push(tc->a, &tc->new_datas, d);
    for (int i = 0; i < c->nsupers; i++) {
        selector_body(tc, c->super_sel[i], c, i);
        c->super_sel[i]->scheme = ARENA_NEW(tc->a, Scheme);   /* never inferred */
    }
    for (int i = 0; i < c->nmethods; i++) {
        Scheme *s = class_method_scheme(tc, c, i);
        selector_body(tc, c->selectors[i], c, c->nsupers + i);
        c->selectors[i]->scheme = s;
        if (c->defaults[i])
            c->defaults[i]->sig = s;
    }
}

/* The type an instance's method must have: the class method's type at
   the instance head, under the instance context. */
static Scheme *inst_method_scheme(Tc *tc, InstInfo *in, int j)
{
    Scheme *m = in->cls->method_types[j];
    int n = in->nvars, k = m->ngen - 1;
    Pred *ps = ARENA_ARRAY(tc->a, Pred, in->nctx + m->npreds + 1);
    memcpy(ps, in->ctx, sizeof *ps * (size_t)in->nctx);
    Scheme *s = scheme_new(tc->a, n + k, NULL, ps, in->nctx + m->npreds, in->span);
    Ty **args = ARENA_ARRAY(tc->a, Ty *, k + 1);
    Ty *head = ty_con(tc->a, in->head);
    for (int i = 0; i < n; i++) {
        s->gen_names[i] = in->var_names[i];
        s->gen_arity[i] = in->var_arity ? in->var_arity[i] : 0;
        head = ty_app(tc->a, head, ty_gen(tc->a, i, in->var_names[i], s->gen_arity[i]));
    }
    args[0] = head;
    for (int i = 1; i <= k; i++) {
        s->gen_names[n + i - 1] = m->gen_names[i];
        s->gen_arity[n + i - 1] = m->gen_arity ? m->gen_arity[i] : 0;
        args[i] = ty_gen(tc->a, n + i - 1, m->gen_names[i], s->gen_arity[n + i - 1]);
    }
    s->ty = tc_subst(tc, m->ty, args);
    for (int i = 0; i < m->npreds; i++)      /* Note [Constrained methods] */
        ps[in->nctx + i] = (Pred){ m->preds[i].cls, tc_subst(tc, m->preds[i].ty, args) };
    return s;
}

void tc_setup_instance(Tc *tc, InstInfo *in)
{
    ClassInfo *c = in->cls;
    InstInfo *old = tc_find_instance(c, in->head);
    if (old)
        tc_error(tc, in->file, in->span, "Duplicate instance declarations:\n"
                 "  instance %s %s -- Defined at %s:%d:%d\n"
                 "  instance %s %s -- Defined at %s:%d:%d", c->name, in->head->name,
                 old->file, old->span.l1, old->span.c1, c->name, in->head->name,
                 in->file, in->span.l1, in->span.c1);
    in->next = c->insts;
    c->insts = in;
    for (int j = 0; j < c->nmethods; j++)
        if (in->methods[j])
            in->methods[j]->sig = inst_method_scheme(tc, in, j);
    in->dfun->scheme = ARENA_NEW(tc->a, Scheme);     /* never inferred */
    in->dfun->inst = in;
}

static CoreExpr *string_lit(Tc *tc, const char *s)
{
    CoreExpr *e = tc_new_node(tc, CE_LIT);
    size_t n = strlen(s);
    int32_t *cps = ARENA_ARRAY(tc->a, int32_t, n + 1);
    int k = 0;
    for (size_t i = 0; i < n; i++)       /* the texts here are ASCII */
        cps[k++] = (unsigned char)s[i];
    e->lit.kind = CL_STRING;
    e->lit.str = cps;
    e->lit.len = k;
    return e;
}

void tc_build_dfun(Tc *tc, InstInfo *in)
{
    ClassInfo *c = in->cls;
    CoreGlobal *df = in->dfun;
    tc->file = in->file;
    int n = in->nctx;
    CoreVar **ds = ARENA_ARRAY(tc->a, CoreVar *, n + 1);
    Ty **sk = ARENA_ARRAY(tc->a, Ty *, in->nvars + 1);
    Ty *head = ty_con(tc->a, in->head);
    for (int i = 0; i < in->nvars; i++) {
        sk[i] = tc_new_ty(tc->a, TY_SKOLEM);
        sk[i]->name = in->var_names[i];
        sk[i]->arity = in->var_arity ? in->var_arity[i] : 0;
        head = ty_app(tc->a, head, sk[i]);
    }
    int saved = tc->ngivens;
    for (int i = 0; i < n; i++) {
        ds[i] = tc_new_var(tc, arena_printf(tc->a, "$d%s", in->ctx[i].cls->name));
        ds[i]->dict = true;
        tc_push_given(tc, in->ctx[i].cls, tc_subst(tc, in->ctx[i].ty, sk), tc_var_node(tc, ds[i]));
    }
    CoreVar *self = n ? tc_new_var(tc, "self") : NULL;
    ConInfo *k = c->dict_con;
    CoreExpr **fields = ARENA_ARRAY(tc->a, CoreExpr *, k->arity + 1);
    for (int i = 0; i < c->nsupers; i++) {
        PtrVec ws = { 0 };
        Wanted *w = ARENA_NEW(tc->a, Wanted);
        w->p = (Pred){ c->supers[i], head };
        w->hole = tc_new_node(tc, CE_VAR);
        w->span = in->span;
        w->file = in->file;
        w->origin = "the superclasses of an instance declaration";
        vec_push(tc->a, &ws, w);
        PtrVec rest = tc_simplify(tc, ws);
        if (rest.n)
            tc_no_instance(tc, rest.items[0]);
        fields[i] = w->hole;
    }
    for (int j = 0; j < c->nmethods; j++) {
        CoreGlobal *m = in->methods[j];
        CoreExpr *f;
        if (m && n) {
            CoreExpr **args = ARENA_ARRAY(tc->a, CoreExpr *, n);
            for (int i = 0; i < n; i++)
                args[i] = tc_var_node(tc, ds[i]);
            f = tc_app_node(tc, tc_global_node(tc, m), args, n);
        } else if (m) {
            f = tc_global_node(tc, m);
        } else if (c->standard && !strcmp(c->name, "Exception")
                   && !strcmp(c->methods[j], "exceptionTypeName")) {
            /* the library tells exception types apart by this name
               (Note [Exceptions] in lib/Base.hs): \_ -> "Module.Type" */
            CoreGlobal *g = ARENA_NEW(tc->a, CoreGlobal);
            g->kind = G_FUN;
            g->name = c->methods[j];
            g->module = in->module;
            g->file = in->file;
            g->span = in->span;
            g->is_library = df->is_library;
            g->arity = n + 1;           /* the context's dictionaries, unused */
            g->params = ARENA_ARRAY(tc->a, CoreVar *, n + 1);
            for (int i = 0; i < n; i++) {
                g->params[i] = tc_new_var(tc, ds[i]->name);
                g->params[i]->dict = true;
            }
            g->params[n] = tc_new_var(tc, "e");
            g->body = string_lit(tc, arena_printf(tc->a, "%s.%s", in->head->module,
                                                   in->head->name));
            g->inst = in;
            g->method_index = j;
            g->id = tc->next_gid++;
            vec_push(tc->a, &tc->new_globals, g);
            in->methods[j] = g;
            f = tc_global_node(tc, g);
            if (n) {
                CoreExpr **args = ARENA_ARRAY(tc->a, CoreExpr *, n);
                for (int i = 0; i < n; i++)
                    args[i] = tc_var_node(tc, ds[i]);
                f = tc_app_node(tc, f, args, n);
            }
        } else if (c->defaults[j]) {
            CoreExpr *arg = n ? tc_var_node(tc, self) : tc_global_node(tc, df);
            f = tc_app_node(tc, tc_global_node(tc, c->defaults[j]), &arg, 1);
        } else {
            CoreGlobal *err = find_global(tc->p, "Base", "errorWithoutStackTrace");
            CoreExpr *msg = string_lit(tc, arena_printf(tc->a,
                "%s:%d:%d-%d: No instance nor default method for class operation %s",
                in->file, in->span.l1, in->span.c1, in->span.c2, c->methods[j]));
            f = tc_app_node(tc, tc_global_node(tc, err), &msg, 1);
        }
        fields[c->nsupers + j] = f;
    }
    tc->ngivens = saved;
    CoreExpr *con = tc_new_node(tc, CE_CON);
    con->con = k;
    con->args = fields;
    con->nargs = k->arity;
    if (n == 0) {
        df->kind = G_CAF;
        df->arity = 0;
        df->body = con;
        return;
    }
    CoreExpr *let = tc_new_node(tc, CE_LET);
    let->binds = ARENA_NEW(tc->a, CoreBind);
    let->binds[0] = (CoreBind){ self, con };
    let->nbinds = 1;
    let->rec = true;
    let->body = tc_var_node(tc, self);
    df->kind = G_FUN;
    df->arity = n;
    df->params = ds;
    df->body = let;
}

/* ============================================================ literals */

static bool fits_int(const char *text, int64_t *out)
{
    /* decimal text with optional '-': wraps modulo 2^64 like GHC's Int */
    const char *s = text;
    bool neg = *s == '-';
    if (neg) s++;
    uint64_t v = 0;
    for (; *s; s++)
        v = v * 10u + (uint64_t)(*s - '0');
    if (neg) v = 0u - v;
    *out = (int64_t)v;
    return true;
}

/* Overwrites `e` with `r` in place (every reference to e sees r),
   keeping e's span and type. */
void tc_replace_node(CoreExpr *e, const CoreExpr *r)
{
    SrcSpan s = e->span;
    Ty *t = e->ty;
    *e = *r;
    e->span = s;
    e->ty = t;
}

static CoreExpr *copy_node(Tc *tc, CoreExpr *e)
{
    CoreExpr *c = tc_new_node(tc, CE_VAR);
    *c = *e;
    return c;
}

/* Exponents of fractional literals beyond this many digits are refused:
   the exact fraction would need as many digits (GHC goes on for ever). */
#define FRAC_EXP_MAX 1000000

static CoreExpr *integer_lit(Tc *tc, const char *x)
{
    CoreExpr *l = tc_new_node(tc, CE_LIT);
    if (strlen(x) < 18) {
        l->lit.kind = CL_INT;
        l->lit.i = strtoll(x, NULL, 10);
    } else {
        l->lit.kind = CL_BIGINT;
        l->lit.text = arena_intern(tc->a, x);
    }
    return l;
}

/* A fractional literal's exact value n / d as two Integer literals. */
static void frac_parts(Tc *tc, CoreExpr *e, CoreExpr **num, CoreExpr **den)
{
    const char *t = e->lit.text;
    if (!t)
        t = arena_printf(tc->a, "%.17g", e->lit.d);
    size_t len = strlen(t);
    char *digits = ARENA_ARRAY(tc->a, char, len + 2);   /* '-' and digits */
    size_t nd = 0;
    long exp = 0;
    bool after = false;
    const char *s = t;
    if (*s == '-')
        digits[nd++] = *s++;
    size_t first = nd;
    for (; *s && *s != 'e' && *s != 'E'; s++) {
        if (*s == '.') { after = true; continue; }
        if (*s == '_') continue;
        digits[nd++] = *s;
        if (after) exp--;
    }
    size_t skip = first;                        /* leading zeros dropped */
    while (skip + 1 < nd && digits[skip] == '0')
        skip++;
    memmove(digits + first, digits + skip, nd - skip);
    nd -= skip - first;
    if (nd == first)
        digits[nd++] = '0';
    digits[nd] = 0;
    if (*s == 'e' || *s == 'E') {
        long x = strtol(s + 1, NULL, 10);       /* saturates at LONG_MIN/MAX */
        if (x > FRAC_EXP_MAX || x < -FRAC_EXP_MAX)
            tc_error(tc, NULL, e->span, "lazyrts cannot take the literal \u2018%s\u2019: "
                     "its exponent is beyond \u00b1%d", t, FRAC_EXP_MAX);
        exp += x;
    }
    if (exp > FRAC_EXP_MAX || exp < -FRAC_EXP_MAX)
        tc_error(tc, NULL, e->span, "lazyrts cannot take the literal \u2018%s\u2019: "
                 "its exponent is beyond \u00b1%d", t, FRAC_EXP_MAX);
    size_t zeros = (size_t)(exp < 0 ? -exp : exp);
    char *nbuf = ARENA_ARRAY(tc->a, char, nd + (exp > 0 ? zeros : 0) + 1);
    char *dbuf = ARENA_ARRAY(tc->a, char, (exp < 0 ? zeros : 0) + 2);
    memcpy(nbuf, digits, nd);
    size_t l = nd;
    if (exp > 0) {
        memset(nbuf + l, '0', zeros);
        l += zeros;
    }
    nbuf[l] = 0;
    dbuf[0] = '1';
    if (exp < 0)
        memset(dbuf + 1, '0', zeros);
    dbuf[1 + (exp < 0 ? zeros : 0)] = 0;
    /* reduce when both fit in 64 bits */
    char *end1, *end2;
    long long a = strtoll(nbuf, &end1, 10), b = strtoll(dbuf, &end2, 10);
    if (strlen(nbuf) < 18 && strlen(dbuf) < 18 && !*end1 && !*end2) {
        long long x = a < 0 ? -a : a, y = b;
        while (y) { long long r = x % y; x = y; y = r; }
        if (x > 1) { a /= x; b /= x; }
        nbuf = (char *)arena_printf(tc->a, "%lld", a);
        dbuf = (char *)arena_printf(tc->a, "%lld", b);
    }
    *num = integer_lit(tc, nbuf);
    *den = integer_lit(tc, dbuf);
}

/* The value of literal `lit` at its (non-primitive) type, through the
   class: fromInteger d n, or fromRational d (n :% m). */
static CoreExpr *overloaded_lit(Tc *tc, CoreExpr *lit, CoreExpr *dict)
{
    CoreExpr *args[2];
    args[0] = copy_node(tc, dict);
    if (lit->lit.kind == CL_DOUBLE) {
        CoreExpr *n, *d;
        frac_parts(tc, lit, &n, &d);
        CoreExpr *r = tc_new_node(tc, CE_CON);
        r->con = tc->p->ratio_con;
        r->args = ARENA_ARRAY(tc->a, CoreExpr *, 2);
        r->args[0] = n;
        r->args[1] = d;
        r->nargs = 2;
        args[1] = r;
        return tc_app_node(tc, tc_global_node(tc, tc->p->g_from_rational), args, 2);
    }
    args[1] = copy_node(tc, lit);
    return tc_app_node(tc, tc_global_node(tc, tc->p->g_from_integer), args, 2);
}

/* A literal's value at type Float: the nearest Float to the exact value
   of its text, rounded once as GHC rounds a literal at compile time. */
static double float_literal(const CoreLit *l)
{
    switch (l->kind) {
    case CL_INT: return (float)l->i;
    case CL_BIGINT: return strtof(l->text, NULL);
    default: return l->text ? strtof(l->text, NULL) : (float)l->d;
    }
}

/* A literal at type Float becomes a CL_FLOAT (Note [Float representation]
   in includes/closure.h). */
static void float_lit(CoreLit *l)
{
    l->d = float_literal(l);
    l->kind = CL_FLOAT;
}

void tc_elaborate_lit(Tc *tc, LitUse *u)
{
    Ty *t = ty_prune(u->ty);
    CoreExpr *e = u->node;
    CoreProgram *p = tc->p;
    if (t->kind == TY_CON && (t->con == p->tc_int || t->con == p->tc_integer)
        && e->lit.kind != CL_DOUBLE) {
        if (t->con == p->tc_int && e->lit.kind == CL_BIGINT) {
            int64_t v;
            fits_int(e->lit.text, &v);
            e->lit.kind = CL_INT;
            e->lit.i = v;
        }
        return;
    }
    if (t->kind == TY_CON && t->con == p->tc_double) {
        if (e->lit.kind == CL_INT)
            e->lit.d = (double)e->lit.i;
        else if (e->lit.kind == CL_BIGINT)
            e->lit.d = strtod(e->lit.text, NULL);
        e->lit.kind = CL_DOUBLE;
        return;
    }
    if (t->kind == TY_CON && t->con == p->tc_float) {
        float_lit(&e->lit);
        return;
    }
    if (t->kind == TY_CON && t->con == p->tc_word && e->lit.kind != CL_DOUBLE) {
        /* the literal modulo 2^64, as GHC's (which warns) */
        if (e->lit.kind == CL_BIGINT)
            fits_int(e->lit.text, &e->lit.i);
        e->lit.kind = CL_WORD;
        e->lit.text = NULL;
        return;
    }
    CoreExpr *r = overloaded_lit(tc, e, u->dict);
    tc_replace_node(e, r);
}

static bool prim_lit_type(Tc *tc, Ty *t)
{
    t = ty_prune(t);
    CoreProgram *p = tc->p;
    return t->kind == TY_CON && (t->con == p->tc_int || t->con == p->tc_integer
                                 || t->con == p->tc_double || t->con == p->tc_float
                                 || t->con == p->tc_char);
}

static CoreExpr *bool_case(Tc *tc, CoreExpr *cond, CoreExpr *t, CoreExpr *f)
{
    CoreExpr *e = tc_new_node(tc, CE_CASE);
    e->scrut = cond;
    e->alts = ARENA_ARRAY(tc->a, CoreAlt, 2);
    e->nalts = 2;
    e->alts[0] = (CoreAlt){ .kind = ALT_CON, .con = tc->p->bool_type->cons[1], .body = t };
    e->alts[1] = (CoreAlt){ .kind = ALT_CON, .con = tc->p->bool_type->cons[0], .body = f };
    return e;
}

/* A case on literals of a type without a primitive representation
   compares with the type's (==); one at Float compares with the literals
   rounded to Float. */
void tc_elaborate_litalt(Tc *tc, LitAlt *la)
{
    if (prim_lit_type(tc, la->ty)) {
        if (ty_prune(la->ty)->con != tc->p->tc_float)
            return;
        for (int i = 0; i < la->node->nalts; i++)
            if (la->node->alts[i].kind == ALT_LIT)
                float_lit(&la->node->alts[i].lit);
        return;
    }
    CoreExpr *e = la->node;
    CoreVar *b = e->binder ? e->binder : tc_new_var(tc, "lit");
    CoreExpr *acc = NULL;
    for (int i = 0; i < e->nalts; i++)
        if (e->alts[i].kind == ALT_DEFAULT)
            acc = e->alts[i].body;
    if (!acc) {
        CoreGlobal *err = find_global(tc->p, "Base", "errorWithoutStackTrace");
        CoreExpr *msg = string_lit(tc, "Non-exhaustive patterns");
        acc = tc_app_node(tc, tc_global_node(tc, err), &msg, 1);
    }
    for (int i = e->nalts - 1; i >= 0; i--) {
        CoreAlt *alt = &e->alts[i];
        if (alt->kind != ALT_LIT)
            continue;
        CoreExpr *l = tc_new_node(tc, CE_LIT);
        l->lit = alt->lit;
        CoreExpr *args[3] = { copy_node(tc, la->eq), tc_var_node(tc, b),
                              overloaded_lit(tc, l, la->num) };
        CoreExpr *cond = tc_app_node(tc, tc_global_node(tc, tc->p->g_eq), args, 3);
        acc = bool_case(tc, cond, alt->body, acc);
    }
    CoreExpr *let = tc_new_node(tc, CE_LET);
    let->binds = ARENA_NEW(tc->a, CoreBind);
    let->binds[0] = (CoreBind){ b, e->scrut };
    let->nbinds = 1;
    let->body = acc;
    tc_replace_node(e, let);
}
