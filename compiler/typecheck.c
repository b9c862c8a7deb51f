/*
 * typecheck.c -- Hindley-Milner inference with single-parameter type
 * classes over the desugared program, and elaboration to dictionary
 * passing.  See types.h for the representation.
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
 * and finally for defaulting (Integer, then Double).
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

#include "diag.h"
#include "types.h"

/* ============================================================== state */

typedef struct Member Member;
typedef struct Group Group;

struct Member {                /* one binding of a group being inferred */
    CoreVar *var;              /* a local binding ... */
    CoreGlobal *glob;          /* ... or a global */
    CoreExpr **rhs;            /* where its right-hand side lives */
    Ty *ty;                    /* its type while the group is inferred */
    Member *parent;            /* the member whose body encloses this one */
    Group *group;
    CoreVar **dicts; int ndicts; /* dictionary parameters, once generalised */
};

struct Group {
    Member *ms; int n;
};

typedef struct Wanted {        /* a constraint to solve */
    Pred p;
    CoreExpr *hole;            /* filled with the evidence */
    SrcSpan span;
    const char *file;
    const char *origin;        /* "the superclasses of ..." */
    const char *use;           /* else a use of this name (origin_of) */
    bool use_op;               /* ... shown as (op) if an operator */
    Member *owner;             /* innermost binding whose body it is in */
} Wanted;

typedef struct Given {
    Pred p;
    CoreExpr *ev;
} Given;

typedef struct Occ {           /* a monomorphic use of a group member */
    CoreExpr *node;
    Member *target, *owner;
} Occ;

typedef struct LitUse {        /* a numeric literal, elaborated at the end */
    CoreExpr *node;
    Ty *ty;
    CoreExpr *dict;            /* its Num / Fractional dictionary hole */
} LitUse;

typedef struct LitAlt {        /* a case with literal alternatives */
    CoreExpr *node;
    Ty *ty;
    CoreExpr *eq, *num;        /* Eq and Num/Fractional dictionary holes */
} LitAlt;

typedef struct Tc {
    Arena *a;
    CoreProgram *p;
    int level;
    int next_id;
    PtrVec wanted;             /* Wanted*: the current group's */
    Given *givens; int ngivens, capgivens;
    PtrVec occs;               /* Occ* not yet elaborated */
    PtrVec lits, litalts;
    Member *member;            /* innermost member being inferred */
    SrcSpan app_span;          /* the application whose head is being
                                  instantiated (GHC's location for its
                                  constraints) */
    const char *file;          /* of the binding being checked */
    jmp_buf fail;
    ClassInfo *c_num, *c_fractional, *c_eq;
    PtrVec new_datas;
    PtrVec new_globals;        /* bindings the checker made (appended) */
    int next_gid;              /* CoreGlobal ids for them */
} Tc;

/* ============================================================ builders */

/* Vectors grow in the arena (vec_push): an error long-jumps out of the
   checker at any point, and nothing it allocated may leak. */

static Ty *new_ty(Arena *a, TyKind k)
{
    Ty *t = ARENA_NEW(a, Ty);
    t->kind = k;
    return t;
}

Ty *ty_con(Arena *a, TyCon *c)
{
    Ty *t = new_ty(a, TY_CON);
    t->con = c;
    return t;
}

Ty *ty_app(Arena *a, Ty *f, Ty *x)
{
    Ty *t = new_ty(a, TY_APP);
    t->fun = f;
    t->arg = x;
    return t;
}

Ty *ty_fun(Arena *a, TyCon *arrow, Ty *from, Ty *to)
{
    return ty_app(a, ty_app(a, ty_con(a, arrow), from), to);
}

Ty *ty_gen(Arena *a, int index, const char *name, int arity)
{
    Ty *t = new_ty(a, TY_GEN);
    t->index = index;
    t->name = name;
    t->arity = arity;
    return t;
}

Scheme *scheme_new(Arena *a, int ngen, Ty *ty, Pred *ps, int np, SrcSpan span)
{
    Scheme *s = ARENA_NEW(a, Scheme);
    s->ngen = ngen;
    s->gen_names = ARENA_ARRAY(a, const char *, ngen + 1);
    s->gen_arity = ARENA_ARRAY(a, int, ngen + 1);
    for (int i = 0; i < ngen; i++) {
        s->gen_names[i] = "a";
        s->gen_arity[i] = 0;
    }
    s->ty = ty;
    s->preds = ps;
    s->npreds = np;
    s->span = span;
    return s;
}

Ty *ty_prune(Ty *t)
{
    while (t->kind == TY_META && t->ref) {
        if (t->ref->kind == TY_META && t->ref->ref)
            t->ref = t->ref->ref;        /* path compression */
        t = t->ref;
    }
    return t;
}

static Ty *meta(Tc *tc, const char *hint, int arity)
{
    Ty *t = new_ty(tc->a, TY_META);
    t->level = tc->level;
    t->id = tc->next_id++;
    t->name = hint;
    t->arity = arity;
    return t;
}

static Ty *fun(Tc *tc, Ty *a, Ty *b) { return ty_fun(tc->a, tc->p->tc_arrow, a, b); }

static bool is_con(Ty *t, TyCon *c)
{
    t = ty_prune(t);
    return t->kind == TY_CON && t->con == c;
}

/* Splits a function type a -> b (after pruning); false if it is not one. */
static bool split_fun(Tc *tc, Ty *t, Ty **a, Ty **b)
{
    t = ty_prune(t);
    if (t->kind != TY_APP)
        return false;
    Ty *f = ty_prune(t->fun);
    if (f->kind != TY_APP || !is_con(f->fun, tc->p->tc_arrow))
        return false;
    *a = f->arg;
    *b = t->arg;
    return true;
}

/* The head of an application spine and its arguments (at most 16). */
static Ty *spine(Ty *t, Ty **args, int *n)
{
    Ty *stack[16];
    int k = 0;
    t = ty_prune(t);
    while (t->kind == TY_APP && k < 16) {
        stack[k++] = t->arg;
        t = ty_prune(t->fun);
    }
    *n = k;
    for (int i = 0; i < k; i++)
        args[i] = stack[k - 1 - i];
    return t;
}

/* Substitutes TY_GEN i by args[i] (pruning metas on the way). */
static Ty *subst(Tc *tc, Ty *t, Ty **args)
{
    t = ty_prune(t);
    switch (t->kind) {
    case TY_GEN: return args[t->index];
    case TY_APP: {
        Ty *f = subst(tc, t->fun, args), *x = subst(tc, t->arg, args);
        if (f == t->fun && x == t->arg)
            return t;
        return ty_app(tc->a, f, x);
    }
    default: return t;
    }
}

/* ============================================================ printing */

typedef struct Names {         /* meta -> printed name, per message */
    Ty *metas[64]; const char *names[64]; int n;
    int counts[26];
} Names;

typedef struct Buf { char s[2048]; size_t n; } Buf;

static void bput(Buf *b, const char *s)
{
    size_t k = strlen(s);
    if (b->n + k >= sizeof b->s)
        k = sizeof b->s - 1 - b->n;
    memcpy(b->s + b->n, s, k);
    b->n += k;
    b->s[b->n] = 0;
}

static const char *meta_name(Tc *tc, Names *nm, Ty *t)
{
    for (int i = 0; i < nm->n; i++)
        if (nm->metas[i] == t)
            return nm->names[i];
    const char *hint = t->name && t->name[0] >= 'a' && t->name[0] <= 'z' ? t->name : "a";
    int c = hint[0] - 'a';
    char buf[64];
    snprintf(buf, sizeof buf, "%.*s%d", (int)strcspn(hint, "0123456789"), hint,
             nm->counts[c]++);
    const char *s = arena_intern(tc->a, buf);
    if (nm->n < 64) {
        nm->metas[nm->n] = t;
        nm->names[nm->n++] = s;
    }
    return s;
}

static bool is_tuple_con(TyCon *c) { return c->name[0] == '(' && c->name[1] == ','; }

static void show_ty(Tc *tc, Names *nm, Buf *b, Ty *t, int prec)
{
    Ty *args[16];
    int n;
    Ty *h = spine(t, args, &n);
    if (h->kind == TY_CON) {
        TyCon *c = h->con;
        if (c == tc->p->tc_arrow && n == 2) {
            if (prec > 0) bput(b, "(");
            show_ty(tc, nm, b, args[0], 1);
            bput(b, " -> ");
            show_ty(tc, nm, b, args[1], 0);
            if (prec > 0) bput(b, ")");
            return;
        }
        if (c == tc->p->tc_list && n == 1) {
            bput(b, "[");
            show_ty(tc, nm, b, args[0], 0);
            bput(b, "]");
            return;
        }
        if (is_tuple_con(c) && n == c->arity) {
            bput(b, "(");
            for (int i = 0; i < n; i++) {
                if (i) bput(b, ", ");
                show_ty(tc, nm, b, args[i], 0);
            }
            bput(b, ")");
            return;
        }
        if (n > 0 && prec > 1) bput(b, "(");
        bput(b, c == tc->p->tc_arrow ? "(->)" : c == tc->p->tc_list ? "[]" : c->name);
    } else {
        if (n > 0 && prec > 1) bput(b, "(");
        if (h->kind == TY_META)
            bput(b, meta_name(tc, nm, h));
        else
            bput(b, h->name ? h->name : "t");
    }
    for (int i = 0; i < n; i++) {
        bput(b, " ");
        show_ty(tc, nm, b, args[i], 2);
    }
    if (n > 0 && prec > 1) bput(b, ")");
}

static const char *ty_str(Tc *tc, Names *nm, Ty *t)
{
    Buf b = { .n = 0 };
    b.s[0] = 0;
    show_ty(tc, nm, &b, t, 0);
    return arena_intern(tc->a, b.s);
}

static const char *pred_str(Tc *tc, Names *nm, Pred p)
{
    Buf b = { .n = 0 };
    b.s[0] = 0;
    bput(&b, p.cls->name);
    bput(&b, " ");
    show_ty(tc, nm, &b, p.ty, 2);
    return arena_intern(tc->a, b.s);
}

/* ============================================================== errors */

static _Noreturn void tc_error(Tc *tc, const char *file, SrcSpan span,
                               const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static _Noreturn void tc_error(Tc *tc, const char *file, SrcSpan span,
                               const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    diag_error(file ? file : tc->file, span, "%s", buf);
    longjmp(tc->fail, 1);
}

static bool has_span(SrcSpan s) { return s.l1 > 0; }

/* "• In the expression: f x" for the node's source text. */
static const char *context_line(Tc *tc, SrcSpan span)
{
    const char *text = has_span(span) ? diag_span_text(tc->a, tc->file, span) : NULL;
    if (!text || !*text)
        return "";
    return arena_printf(tc->a, "\n\u2022 In the expression: %s", text);
}

/* ========================================================= unification */

typedef struct UErr {          /* why two types did not unify */
    Ty *exp, *act;
    bool occurs;
    bool kind;
} UErr;

static bool occurs(Ty *m, Ty *t)
{
    t = ty_prune(t);
    if (t == m)
        return true;
    if (t->kind == TY_APP)
        return occurs(m, t->fun) || occurs(m, t->arg);
    return false;
}

/* Lowers the levels of the metas of t to `level` (a meta of an inner
   group unified with an outer one must not be generalised). */
static void adjust_levels(Ty *t, int level)
{
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level)
            t->level = level;
    } else if (t->kind == TY_APP) {
        adjust_levels(t->fun, level);
        adjust_levels(t->arg, level);
    }
}

static int ty_arity(Tc *tc, Ty *t)
{
    t = ty_prune(t);
    switch (t->kind) {
    case TY_CON: return t->con->arity;
    case TY_APP: return ty_arity(tc, t->fun) - 1;
    default: return t->arity;
    }
}

static bool unify_rec(Tc *tc, Ty *x, Ty *y, UErr *err)
{
    x = ty_prune(x);
    y = ty_prune(y);
    if (x == y)
        return true;
    if (x->kind == TY_META || y->kind == TY_META) {
        Ty *m = x->kind == TY_META ? x : y, *t = m == x ? y : x;
        if (occurs(m, t)) {
            err->occurs = true;
            err->exp = m;
            err->act = t;
            return false;
        }
        if (ty_arity(tc, t) != m->arity) {
            err->kind = true;
            return false;
        }
        adjust_levels(t, m->level);
        m->ref = t;
        return true;
    }
    if (x->kind == TY_CON && y->kind == TY_CON)
        return x->con == y->con;
    if (x->kind == TY_APP && y->kind == TY_APP)
        return unify_rec(tc, x->fun, y->fun, err) && unify_rec(tc, x->arg, y->arg, err);
    return false;
}

static bool ty_equal(Ty *x, Ty *y)
{
    x = ty_prune(x);
    y = ty_prune(y);
    if (x == y)
        return true;
    if (x->kind != y->kind)
        return false;
    switch (x->kind) {
    case TY_CON: return x->con == y->con;
    case TY_APP: return ty_equal(x->fun, y->fun) && ty_equal(x->arg, y->arg);
    case TY_GEN: return x->index == y->index;
    default: return false;
    }
}

static const char *sig_text(Tc *tc, const char *name, Scheme *s);

static const char *rigid_note(Tc *tc, Names *nm, Ty *t)
{
    t = ty_prune(t);
    if (t->kind != TY_SKOLEM || !t->sig_name)
        return "";
    (void)nm;
    SrcSpan s = t->sig->span;
    const char *sp = s.l1 == s.l2 ? arena_printf(tc->a, "%d:%d-%d", s.l1, s.c1, s.c2)
        : arena_printf(tc->a, "(%d,%d)-(%d,%d)", s.l1, s.c1, s.l2, s.c2);
    return arena_printf(tc->a, "\n  \u2018%s\u2019 is a rigid type variable bound by\n"
                        "    the type signature for:\n      %s\n    at %s:%s",
                        t->name, sig_text(tc, t->sig_name, (Scheme *)t->sig), tc->file, sp);
}

/* Unifies the type an expression must have (`exp`) with the type it has
   (`act`); reports GHC's "Couldn't match" on failure. */
static void unify_at(Tc *tc, Ty *exp, Ty *act, SrcSpan span, const char *ctx)
{
    UErr err = { 0 };
    if (unify_rec(tc, exp, act, &err))
        return;
    Names nm = { .n = 0 };
    const char *where = ctx ? ctx : context_line(tc, span);
    if (err.occurs)
        tc_error(tc, NULL, span, "\u2022 Occurs check: cannot construct the infinite "
                 "type: %s ~ %s%s", ty_str(tc, &nm, err.exp), ty_str(tc, &nm, err.act),
                 where);
    const char *e = ty_str(tc, &nm, exp), *a = ty_str(tc, &nm, act);
    const char *kind = err.kind ? "kind" : "type";
    tc_error(tc, NULL, span, "\u2022 Couldn't match expected %s \u2018%s\u2019 with "
             "actual %s \u2018%s\u2019%s%s%s", kind, e, kind, a,
             rigid_note(tc, &nm, exp), rigid_note(tc, &nm, act), where);
}

/* ======================================================== constraints */

static CoreExpr *new_node(Tc *tc, CoreKind k)
{
    CoreExpr *e = ARENA_NEW(tc->a, CoreExpr);
    e->kind = k;
    return e;
}

static CoreExpr *var_node(Tc *tc, CoreVar *v)
{
    CoreExpr *e = new_node(tc, CE_VAR);
    e->var = v;
    return e;
}

static CoreExpr *global_node(Tc *tc, CoreGlobal *g)
{
    CoreExpr *e = new_node(tc, CE_GLOBAL);
    e->global = g;
    return e;
}

static CoreExpr *app_node(Tc *tc, CoreExpr *f, CoreExpr **args, int n)
{
    CoreExpr *e = new_node(tc, CE_APP);
    e->fn = f;
    e->args = ARENA_ARRAY(tc->a, CoreExpr *, n);
    memcpy(e->args, args, sizeof *args * (size_t)n);
    e->nargs = n;
    return e;
}

static CoreVar *new_var(Tc *tc, const char *name)
{
    CoreVar *v = ARENA_NEW(tc->a, CoreVar);
    v->name = arena_intern(tc->a, name);
    v->id = tc->p->next_var++;
    v->slot = -1;
    return v;
}

static Wanted *want(Tc *tc, ClassInfo *c, Ty *t, SrcSpan span, const char *origin)
{
    Wanted *w = ARENA_NEW(tc->a, Wanted);
    w->p = (Pred){ c, t };
    w->hole = new_node(tc, CE_VAR);
    w->span = span;
    w->file = tc->file;
    w->origin = origin;
    w->owner = tc->member;
    vec_push(tc->a, &tc->wanted, w);
    return w;
}

static void push_given(Tc *tc, ClassInfo *c, Ty *t, CoreExpr *ev)
{
    if (tc->ngivens == tc->capgivens) {
        tc->capgivens = tc->capgivens ? tc->capgivens * 2 : 32;
        tc->givens = realloc(tc->givens, sizeof *tc->givens * (size_t)tc->capgivens);
        if (!tc->givens)
            abort();
    }
    tc->givens[tc->ngivens++] = (Given){ { c, t }, ev };
    for (int i = 0; i < c->nsupers; i++) {
        CoreExpr *sel = global_node(tc, c->super_sel[i]);
        push_given(tc, c->supers[i], t, app_node(tc, sel, &ev, 1));
    }
}

static InstInfo *find_instance(ClassInfo *c, TyCon *head)
{
    for (InstInfo *i = c->insts; i; i = i->next)
        if (i->head == head)
            return i;
    return NULL;
}

static void fill(CoreExpr *hole, CoreExpr *ev)
{
    SrcSpan s = hole->span;
    *hole = *ev;
    hole->span = s;
}

static const char *show_name(Tc *tc, const char *n)
{
    bool sym = n[0] && strchr("!#$%&*+./<=>?@\\^|-~:", n[0]);
    return sym ? arena_printf(tc->a, "(%s)", n) : n;
}

/* What a constraint arose from: its origin, a use of a name, or else a
   literal (the text is only made when a message needs it). */
static const char *origin_of(Tc *tc, Wanted *w)
{
    if (w->origin)
        return w->origin;
    if (w->use)
        return arena_printf(tc->a, "a use of \u2018%s\u2019",
                            w->use_op ? show_name(tc, w->use) : w->use);
    const char *t = diag_span_text(tc->a, w->file, w->span);
    return arena_printf(tc->a, "the literal \u2018%s\u2019", t ? t : "?");
}

static _Noreturn void no_instance(Tc *tc, Wanted *w)
{
    Names nm = { .n = 0 };
    const char *ps = pred_str(tc, &nm, w->p);
    Ty *args[16];
    int n;
    Ty *h = spine(w->p.ty, args, &n);
    if (h->kind == TY_SKOLEM)
        tc_error(tc, w->file, w->span, "\u2022 No instance for (%s) arising from %s\n"
                 "  Possible fix: add (%s) to the context of the type signature",
                 ps, origin_of(tc, w), ps);
    tc_error(tc, w->file, w->span, "\u2022 No instance for (%s) arising from %s%s",
             ps, origin_of(tc, w), context_line(tc, w->span));
}

/* One step of solving: by a given, or by an instance (whose context
   becomes new wanteds in `out`).  False if stuck on a variable. */
static bool solve1(Tc *tc, Wanted *w, PtrVec *out)
{
    for (int i = tc->ngivens - 1; i >= 0; i--) {
        Given *g = &tc->givens[i];
        if (g->p.cls == w->p.cls && ty_equal(g->p.ty, w->p.ty)) {
            fill(w->hole, g->ev);
            return true;
        }
    }
    Ty *args[16];
    int n;
    Ty *h = spine(w->p.ty, args, &n);
    if (h->kind != TY_CON)
        return false;
    InstInfo *in = find_instance(w->p.cls, h->con);
    if (!in)
        no_instance(tc, w);
    if (in->nctx == 0) {
        fill(w->hole, global_node(tc, in->dfun));
        return true;
    }
    CoreExpr **subs = ARENA_ARRAY(tc->a, CoreExpr *, in->nctx);
    for (int i = 0; i < in->nctx; i++) {
        Ty *t = subst(tc, in->ctx[i].ty, args);
        Wanted *s = ARENA_NEW(tc->a, Wanted);
        *s = *w;
        s->p = (Pred){ in->ctx[i].cls, t };
        s->hole = new_node(tc, CE_VAR);
        subs[i] = s->hole;
        vec_push(tc->a, out, s);
    }
    fill(w->hole, app_node(tc, global_node(tc, in->dfun), subs, in->nctx));
    return true;
}

/* Solves what can be solved; returns the stuck wanteds. */
static PtrVec simplify(Tc *tc, PtrVec ws)
{
    PtrVec stuck = { 0 };
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        if (!solve1(tc, w, &ws))
            vec_push(tc->a, &stuck, w);
    }
    return stuck;
}

/* Metas of t deeper than `level`. */
static void deep_metas(Tc *tc, Ty *t, int level, PtrVec *out)
{
    t = ty_prune(t);
    if (t->kind == TY_META) {
        if (t->level > level) {
            for (int i = 0; i < out->n; i++)
                if (out->items[i] == t)
                    return;
            vec_push(tc->a, out, t);
        }
    } else if (t->kind == TY_APP) {
        deep_metas(tc, t->fun, level, out);
        deep_metas(tc, t->arg, level, out);
    }
}

static bool has_skolem(Ty *t)
{
    t = ty_prune(t);
    if (t->kind == TY_SKOLEM)
        return true;
    return t->kind == TY_APP && (has_skolem(t->fun) || has_skolem(t->arg));
}

/* Haskell's defaulting: the constraints on an ambiguous meta m must all be
   of the form C m with standard classes, one of them numeric; m becomes
   the first of Integer, Double that has all the instances. */
static bool try_default(Tc *tc, Ty *m, PtrVec *ws)
{
    bool numeric = false;
    for (int i = 0; i < ws->n; i++) {
        Wanted *w = ws->items[i];
        if (!occurs(m, w->p.ty))
            continue;
        if (ty_prune(w->p.ty) != m || !w->p.cls->standard)
            return false;
        numeric |= w->p.cls->numeric;
    }
    if (!numeric)
        return false;
    TyCon *cands[2] = { tc->p->tc_integer, tc->p->tc_double };
    for (int k = 0; k < 2; k++) {
        bool ok = true;
        for (int i = 0; i < ws->n && ok; i++) {
            Wanted *w = ws->items[i];
            if (ty_prune(w->p.ty) == m)
                ok = find_instance(w->p.cls, cands[k]) != NULL;
        }
        if (ok) {
            m->ref = ty_con(tc->a, cands[k]);
            return true;
        }
    }
    return false;
}

static _Noreturn void ambiguous(Tc *tc, Wanted *w, Ty *m)
{
    Names nm = { .n = 0 };
    const char *mn = ty_str(tc, &nm, m);
    tc_error(tc, w->file, w->span, "\u2022 Ambiguous type variable \u2018%s\u2019 arising "
             "from %s\n  prevents the constraint \u2018(%s)\u2019 from being solved.%s",
             mn, origin_of(tc, w), pred_str(tc, &nm, w->p), context_line(tc, w->span));
}

/* Defaults the metas deeper than `level` in the wanteds, solving those;
   returns the rest. */
static PtrVec default_deep(Tc *tc, PtrVec ws, int level, PtrVec *keep_metas)
{
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        PtrVec ms = { 0 };
        deep_metas(tc, w->p.ty, level, &ms);
        for (int j = 0; j < ms.n; j++) {
            bool kept = false;
            for (int k = 0; keep_metas && k < keep_metas->n; k++)
                kept |= keep_metas->items[k] == ms.items[j];
            if (!kept && ty_prune(ms.items[j])->kind == TY_META
                && !try_default(tc, ms.items[j], &ws))
                ambiguous(tc, w, ms.items[j]);
        }
    }
    return simplify(tc, ws);
}

/* ======================================================= instantiation */

/* `name` is the occurrence's, for messages; `op`: shown in parentheses
   when it is an operator. */
static Ty *instantiate(Tc *tc, const Scheme *s, CoreExpr *node, SrcSpan span,
                       const char *name, bool op)
{
    if (s->ngen == 0 && s->npreds == 0)
        return s->ty;
    Ty *args[64];
    for (int i = 0; i < s->ngen && i < 64; i++)
        args[i] = meta(tc, s->gen_names ? s->gen_names[i] : "a",
                       s->gen_arity ? s->gen_arity[i] : 0);
    Ty *t = subst(tc, s->ty, args);
    if (s->npreds > 0) {
        CoreExpr **holes = ARENA_ARRAY(tc->a, CoreExpr *, s->npreds);
        for (int i = 0; i < s->npreds; i++) {
            Wanted *w = want(tc, s->preds[i].cls, subst(tc, s->preds[i].ty, args),
                             span, NULL);
            w->use = name;
            w->use_op = op;
            holes[i] = w->hole;
        }
        CoreExpr *copy = new_node(tc, CE_APP);
        *copy = *node;
        node->kind = CE_APP;
        node->fn = copy;
        node->args = holes;
        node->nargs = s->npreds;
    }
    return t;
}

/* ========================================================== inference */

static Ty *infer(Tc *tc, CoreExpr *e);
static Ty *infer_node(Tc *tc, CoreExpr *e);
static void infer_let(Tc *tc, CoreExpr *e);


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
        SrcSpan at = has_span(tc->app_span) ? tc->app_span : e->span;
        tc->app_span = (SrcSpan){ 0, 0, 0, 0 };
        return instantiate(tc, s, e, at, name, true);
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

static Scheme *con_scheme(Tc *tc, ConInfo *c);

static Ty *con_type(Tc *tc, ConInfo *c, CoreExpr *e)
{
    return instantiate(tc, con_scheme(tc, c), e, e->span, c->name, false);
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
    Ty *t = meta(tc, "a", 0);
    Wanted *w = want(tc, frac ? tc->c_fractional : tc->c_num, t, e->span, NULL);
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
        Ty *at = infer(tc, args[i]);
        Ty *pa, *res;
        if (split_fun(tc, ft, &pa, &res)) {
            UErr err = { 0 };
            if (!unify_rec(tc, pa, at, &err)) {
                const char *ctx = NULL;
                const char *atext = diag_span_text(tc->a, tc->file, args[i]->span);
                const char *fname = fixed_name ? fixed_name : fn_name(tc, fexp);
                if (fname && atext)
                    ctx = arena_printf(tc->a, "\n\u2022 In the %s argument of \u2018%s\u2019, "
                                       "namely \u2018%s\u2019", ordinal(i), fname, atext);
                unify_at(tc, pa, at, has_span(args[i]->span) ? args[i]->span : e->span, ctx);
            }
            ft = res;
            continue;
        }
        Ty *p = ty_prune(ft);
        if (p->kind == TY_META) {
            res = meta(tc, "t", 0);
            unify_at(tc, ft, fun(tc, at, res), e->span, NULL);
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
                     ty_str(tc, &nm, fun(tc, at, meta(tc, "t", 0))), fs, fname,
                     nargs, nargs == 1 ? "" : "s", i, context_line(tc, e->span));
        unify_at(tc, ft, fun(tc, at, meta(tc, "t", 0)), e->span, NULL);
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
        return show_name(tc, f->global->name);
    if (f->kind == CE_VAR && f->var)
        return show_name(tc, f->var->name);
    return NULL;
}

static Scheme *con_scheme(Tc *tc, ConInfo *c)
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
        res = fun(tc, c->field_types[i], res);
    s->ty = res;
    c->scheme = s;
    return s;
}

static Ty *infer_case(Tc *tc, CoreExpr *e)
{
    Ty *st = infer(tc, e->scrut);
    if (e->binder)
        e->binder->ty = st;
    Ty *rt = meta(tc, "t", 0);
    bool lits = false;
    for (int i = 0; i < e->nalts; i++) {
        CoreAlt *alt = &e->alts[i];
        if (alt->kind == ALT_CON) {
            ConInfo *c = alt->con;
            TyCon *tcn = c->data->tycon;
            Ty *args[64];
            Ty *dt = ty_con(tc->a, tcn);
            for (int k = 0; k < tcn->arity; k++) {
                args[k] = meta(tc, "a", tcn->param_arity ? tcn->param_arity[k] : 0);
                dt = ty_app(tc->a, dt, args[k]);
            }
            SrcSpan at = has_span(e->scrut->span) ? e->scrut->span : e->span;
            if (e->is_if)
                unify_at(tc, dt, st, at, NULL);
            else
                unify_at(tc, st, dt, at, arena_printf(tc->a, "\n\u2022 In a pattern "
                                                      "with constructor: %s", c->name));
            for (int k = 0; k < c->arity; k++)
                if (alt->vars[k])
                    alt->vars[k]->ty = subst(tc, c->field_types[k], args);
        } else if (alt->kind == ALT_LIT) {
            if (alt->lit.kind == CL_CHAR)
                unify_at(tc, ty_con(tc->a, tc->p->tc_char), st, e->scrut->span, NULL);
            else
                lits = true;
        }
        Ty *bt = infer(tc, alt->body);
        unify_at(tc, rt, bt, alt->body->span, NULL);
    }
    if (lits) {
        bool frac = false;
        for (int i = 0; i < e->nalts; i++)
            frac |= e->alts[i].kind == ALT_LIT && e->alts[i].lit.kind == CL_DOUBLE;
        LitAlt *la = ARENA_NEW(tc->a, LitAlt);
        la->node = e;
        la->ty = st;
        la->eq = want(tc, tc->c_eq, st, e->span, "a literal pattern")->hole;
        la->num = want(tc, frac ? tc->c_fractional : tc->c_num, st, e->span,
                       "a literal pattern")->hole;
        vec_push(tc->a, &tc->litalts, la);
    }
    return rt;
}

/* The type of `e`, recorded in the node (CoreExpr.ty) for the code
   generator, which names each closure's type after it. */
static Ty *infer(Tc *tc, CoreExpr *e)
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
            v->ty = meta(tc, "t", 0);  /* a binder the checker has not met:
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
        Ty *ft = infer(tc, e->fn);
        tc->app_span = saved;
        return apply(tc, e, ft, e->args, e->nargs, e->fn, NULL);
    }
    case CE_LAM: {
        Ty *ps[64];
        for (int i = 0; i < e->nparams; i++) {
            ps[i] = meta(tc, "t", 0);
            e->params[i]->ty = ps[i];
        }
        Ty *t = infer(tc, e->body);
        for (int i = e->nparams - 1; i >= 0; i--)
            t = fun(tc, ps[i], t);
        return t;
    }
    case CE_LET:
        infer_let(tc, e);
        return infer(tc, e->body);
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
            args[i] = meta(tc, s->gen_names[i], s->gen_arity ? s->gen_arity[i] : 0);
        Ty *pt = subst(tc, s->ty, args);
        return apply(tc, e, pt, e->args, e->nargs, NULL, primop_info[e->prim].name);
    }
    case CE_SCC:
        return infer(tc, e->body);
    case CE_ANNOT: {
        Ty *t = infer(tc, e->body);
        unify_at(tc, e->annot->ty, t, e->body->span, NULL);
        return e->annot->ty;
    }
    }
    return meta(tc, "t", 0);
}

/* ====================================================== binding groups */

static bool restricted(Member *m)
{
    if (m->glob)
        return m->glob->kind == G_CAF;
    CoreExpr *e = *m->rhs;
    while (e->kind == CE_SCC)
        e = e->body;
    return e->kind != CE_LAM;
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
        Ty *t = infer(tc, *m->rhs);
        if (expected)
            unify_at(tc, expected, t, has_span((*m->rhs)->span) ? (*m->rhs)->span
                     : member_span(m), NULL);
        return t;
    }
    Ty *ps[64];
    Ty *t = meta(tc, "t", 0);
    Ty *whole = t;
    for (int i = g->arity - 1; i >= 0; i--) {
        ps[i] = meta(tc, "t", 0);
        g->params[i]->ty = ps[i];
        whole = fun(tc, ps[i], whole);
    }
    if (expected) {
        UErr err = { 0 };
        if (!unify_rec(tc, expected, whole, &err)) {
            Names nm = { .n = 0 };
            int have = 0;
            Ty *a, *b, *x = expected;
            while (split_fun(tc, x, &a, &b)) {
                have++;
                x = b;
            }
            tc_error(tc, NULL, g->span, "\u2022 Couldn't match expected type \u2018%s\u2019 "
                     "with actual type \u2018%s\u2019\n\u2022 The equation(s) for \u2018%s\u2019 "
                     "have %d argument%s,\n  but its type \u2018%s\u2019 has only %d",
                     ty_str(tc, &nm, expected), ty_str(tc, &nm, whole),
                     show_name(tc, g->name), g->arity, g->arity == 1 ? "" : "s",
                     ty_str(tc, &nm, expected), have);
        }
    }
    Ty *bt = infer(tc, g->body);
    unify_at(tc, t, bt, has_span(g->body->span) ? g->body->span : g->span, NULL);
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
    CoreExpr *lam = new_node(tc, CE_LAM);
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
        m->dicts[i] = new_var(tc, arena_printf(tc->a, "$d%s", ps[i].cls->name));
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
            args[j] = var_node(tc, own->dicts[j]);
        CoreExpr *copy = new_node(tc, CE_APP);
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
static void infer_group(Tc *tc, Member *ms, int n)
{
    Group *g = ARENA_NEW(tc->a, Group);
    g->ms = ms;
    g->n = n;
    tc->level++;
    PtrVec saved = tc->wanted;
    tc->wanted = (PtrVec){ 0 };
    for (int i = 0; i < n; i++) {
        ms[i].group = g;
        ms[i].ty = meta(tc, "t", 0);
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
    PtrVec ws = simplify(tc, tc->wanted);
    tc->wanted = saved;
    bool mr = false;
    for (int i = 0; i < n; i++)
        mr |= restricted(&ms[i]);
    if (mr)
        for (int i = 0; i < ws.n; i++) {
            Wanted *w = ws.items[i];
            adjust_levels(w->p.ty, tc->level);
        }
    for (int i = 0; i < n; i++)
        if (ms[i].var && ms[i].var->mono)
            adjust_levels(ms[i].ty, tc->level);
    PtrVec gvars = { 0 };
    for (int i = 0; i < n; i++)
        deep_metas(tc, ms[i].ty, tc->level, &gvars);
    /* classify the stuck constraints */
    PtrVec quant = { 0 }, amb = { 0 };
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        PtrVec dm = { 0 };
        deep_metas(tc, w->p.ty, tc->level, &dm);
        if (dm.n == 0) {
            if (has_skolem(w->p.ty) && !ty_prune(w->p.ty)->ref) {
                /* stuck on a rigid variable no given covers */
                Ty *args[16];
                int k;
                if (spine(w->p.ty, args, &k)->kind == TY_SKOLEM)
                    no_instance(tc, w);
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
        PtrVec rest = default_deep(tc, amb, tc->level, &gvars);
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
        fill(w->hole, var_node(tc, o->dicts[which[i]]));
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

static const char *sig_text(Tc *tc, const char *name, Scheme *s)
{
    Names nm = { .n = 0 };
    Buf b = { .n = 0 };
    b.s[0] = 0;
    bput(&b, show_name(tc, name));
    bput(&b, " :: ");
    if (s->ngen) {
        bput(&b, "forall");
        for (int i = 0; i < s->ngen; i++) {
            bput(&b, " ");
            bput(&b, s->gen_names[i]);
        }
        bput(&b, ". ");
    }
    if (s->npreds) {
        if (s->npreds > 1) bput(&b, "(");
        for (int i = 0; i < s->npreds; i++) {
            if (i) bput(&b, ", ");
            bput(&b, pred_str(tc, &nm, s->preds[i]));
        }
        if (s->npreds > 1) bput(&b, ")");
        bput(&b, " => ");
    }
    show_ty(tc, &nm, &b, s->ty, 0);
    return arena_intern(tc->a, b.s);
}

/* Checks a binding against its declared type. */
static void check_sig(Tc *tc, Member *m, Scheme *s)
{
    const char *ofile = tc->file;
    if (m->glob)
        tc->file = m->glob->file;
    tc->level++;
    Ty *sk[64];
    for (int i = 0; i < s->ngen; i++) {
        Ty *t = new_ty(tc->a, TY_SKOLEM);
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
        m->dicts[i] = new_var(tc, arena_printf(tc->a, "$d%s", s->preds[i].cls->name));
        m->dicts[i]->dict = true;
        push_given(tc, s->preds[i].cls, subst(tc, s->preds[i].ty, sk),
                   var_node(tc, m->dicts[i]));
    }
    PtrVec saved = tc->wanted;
    tc->wanted = (PtrVec){ 0 };
    Member *outer = tc->member;
    m->parent = outer;
    m->group = NULL;
    tc->member = m;
    infer_rhs(tc, m, subst(tc, s->ty, sk));
    tc->member = outer;
    tc->level--;
    PtrVec ws = simplify(tc, tc->wanted);
    tc->wanted = saved;
    ws = default_deep(tc, ws, tc->level, NULL);
    for (int i = 0; i < ws.n; i++) {
        Wanted *w = ws.items[i];
        if (has_skolem(w->p.ty)) {
            Names nm = { .n = 0 };
            const char *ps = pred_str(tc, &nm, w->p);
            tc_error(tc, w->file, w->span, "\u2022 %s (%s) arising from %s\n"
                     "  Possible fix:\n    add (%s) to the context of\n"
                     "      the type signature for:\n        %s%s",
                     s->npreds ? "Could not deduce" : "No instance for", ps,
                     origin_of(tc, w), ps, sig_text(tc, member_name(m), s),
                     context_line(tc, w->span));
        }
        vec_push(tc->a, &tc->wanted, w);
    }
    tc->ngivens = saved_givens;
    add_dict_params(tc, m);
    tc->file = ofile;
}

/* --------------------------------------------------- dependency order */

typedef struct Scc {
    int n;                     /* nodes */
    int **edges; int *nedges;
    int *index, *low, *stack, *comp;
    bool *on;
    int sp, counter, ncomp, pos;
    Arena *a;                  /* where the tables live */
    int *order;                /* nodes grouped by component, in order */
    int *comp_start;
} Scc;

static void scc_visit(Scc *s, int v)
{
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

static void scc_run(Scc *s)
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

typedef void (*RefFn)(void *ctx, CoreExpr *e);

static void walk_refs(CoreExpr *e, RefFn f, void *ctx)
{
    if (!e)
        return;
    switch (e->kind) {
    case CE_VAR: case CE_GLOBAL: f(ctx, e); break;
    case CE_LIT: break;
    case CE_APP:
        walk_refs(e->fn, f, ctx);
        for (int i = 0; i < e->nargs; i++) walk_refs(e->args[i], f, ctx);
        break;
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++) walk_refs(e->args[i], f, ctx);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT: walk_refs(e->body, f, ctx); break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++) walk_refs(e->binds[i].expr, f, ctx);
        walk_refs(e->body, f, ctx);
        break;
    case CE_CASE:
        walk_refs(e->scrut, f, ctx);
        for (int i = 0; i < e->nalts; i++) walk_refs(e->alts[i].body, f, ctx);
        break;
    }
}

typedef struct EdgeCtx {
    Tc *tc;
    int self;
    PtrVec *out;               /* int edges as pointers */
    CoreExpr *let;             /* local: the let whose bindings are nodes */
    int *gindex;               /* global: id -> node or -1 */
} EdgeCtx;

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

static void global_ref(void *ctx, CoreExpr *e)
{
    EdgeCtx *c = ctx;
    if (e->kind == CE_GLOBAL && c->gindex[e->global->id] >= 0)
        add_edge(c, c->gindex[e->global->id]);
}

static void set_edges(Scc *s, int v, PtrVec *out)
{
    s->nedges[v] = out->n;
    s->edges[v] = ARENA_ARRAY(s->a, int, out->n + 1);
    for (int i = 0; i < out->n; i++)
        s->edges[v][i] = (int)(intptr_t)out->items[i] - 1;
    out->n = 0;
}

static void infer_let(Tc *tc, CoreExpr *e)
{
    if (e->join) {
        for (int i = 0; i < e->nbinds; i++) {
            CoreVar *v = e->binds[i].var;
            Ty *t = infer(tc, e->binds[i].expr);
            if (v->ty)
                unify_at(tc, v->ty, t, e->binds[i].expr->span, NULL);
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
            walk_refs(e->binds[i].expr, local_ref, &c);
        set_edges(&s, i, &out);
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
            infer_group(tc, ms, n);
    }
    for (int i = 0; i < e->nbinds; i++) {
        CoreBind *bd = &e->binds[i];
        if (!bd->var->sig)
            continue;
        Member *m = ARENA_NEW(tc->a, Member);
        m->var = bd->var;
        m->rhs = &bd->expr;
        check_sig(tc, m, bd->var->sig);
    }
}

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
    CoreVar *d = new_var(tc, "dict");
    CoreVar **vars = ARENA_ARRAY(tc->a, CoreVar *, k->arity);
    for (int i = 0; i < k->arity; i++)
        vars[i] = i == field ? new_var(tc, "m") : NULL;
    CoreExpr *cs = new_node(tc, CE_CASE);
    cs->scrut = var_node(tc, d);
    cs->alts = ARENA_NEW(tc->a, CoreAlt);
    cs->alts[0].kind = ALT_CON;
    cs->alts[0].con = k;
    cs->alts[0].vars = vars;
    cs->alts[0].body = var_node(tc, vars[field]);
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

static void setup_class(Tc *tc, ClassInfo *c)
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
    Ty *args[64];
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
    s->ty = subst(tc, m->ty, args);
    for (int i = 0; i < m->npreds; i++)      /* Note [Constrained methods] */
        ps[in->nctx + i] = (Pred){ m->preds[i].cls, subst(tc, m->preds[i].ty, args) };
    return s;
}

static void setup_instance(Tc *tc, InstInfo *in)
{
    ClassInfo *c = in->cls;
    InstInfo *old = find_instance(c, in->head);
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
    CoreExpr *e = new_node(tc, CE_LIT);
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

static void build_dfun(Tc *tc, InstInfo *in)
{
    ClassInfo *c = in->cls;
    CoreGlobal *df = in->dfun;
    tc->file = in->file;
    int n = in->nctx;
    CoreVar **ds = ARENA_ARRAY(tc->a, CoreVar *, n + 1);
    Ty *sk[64];
    Ty *head = ty_con(tc->a, in->head);
    for (int i = 0; i < in->nvars; i++) {
        sk[i] = new_ty(tc->a, TY_SKOLEM);
        sk[i]->name = in->var_names[i];
        sk[i]->arity = in->var_arity ? in->var_arity[i] : 0;
        head = ty_app(tc->a, head, sk[i]);
    }
    int saved = tc->ngivens;
    for (int i = 0; i < n; i++) {
        ds[i] = new_var(tc, arena_printf(tc->a, "$d%s", in->ctx[i].cls->name));
        ds[i]->dict = true;
        push_given(tc, in->ctx[i].cls, subst(tc, in->ctx[i].ty, sk), var_node(tc, ds[i]));
    }
    CoreVar *self = n ? new_var(tc, "self") : NULL;
    ConInfo *k = c->dict_con;
    CoreExpr **fields = ARENA_ARRAY(tc->a, CoreExpr *, k->arity + 1);
    for (int i = 0; i < c->nsupers; i++) {
        PtrVec ws = { 0 };
        Wanted *w = ARENA_NEW(tc->a, Wanted);
        w->p = (Pred){ c->supers[i], head };
        w->hole = new_node(tc, CE_VAR);
        w->span = in->span;
        w->file = in->file;
        w->origin = "the superclasses of an instance declaration";
        vec_push(tc->a, &ws, w);
        PtrVec rest = simplify(tc, ws);
        if (rest.n)
            no_instance(tc, rest.items[0]);
        fields[i] = w->hole;
    }
    for (int j = 0; j < c->nmethods; j++) {
        CoreGlobal *m = in->methods[j];
        CoreExpr *f;
        if (m && n) {
            CoreExpr **args = ARENA_ARRAY(tc->a, CoreExpr *, n);
            for (int i = 0; i < n; i++)
                args[i] = var_node(tc, ds[i]);
            f = app_node(tc, global_node(tc, m), args, n);
        } else if (m) {
            f = global_node(tc, m);
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
                g->params[i] = new_var(tc, ds[i]->name);
                g->params[i]->dict = true;
            }
            g->params[n] = new_var(tc, "e");
            g->body = string_lit(tc, arena_printf(tc->a, "%s.%s", in->head->module,
                                                   in->head->name));
            g->inst = in;
            g->method_index = j;
            g->id = tc->next_gid++;
            vec_push(tc->a, &tc->new_globals, g);
            in->methods[j] = g;
            f = global_node(tc, g);
            if (n) {
                CoreExpr **args = ARENA_ARRAY(tc->a, CoreExpr *, n);
                for (int i = 0; i < n; i++)
                    args[i] = var_node(tc, ds[i]);
                f = app_node(tc, f, args, n);
            }
        } else if (c->defaults[j]) {
            CoreExpr *arg = n ? var_node(tc, self) : global_node(tc, df);
            f = app_node(tc, global_node(tc, c->defaults[j]), &arg, 1);
        } else {
            CoreGlobal *err = find_global(tc->p, "Base", "errorWithoutStackTrace");
            CoreExpr *msg = string_lit(tc, arena_printf(tc->a,
                "%s:%d:%d-%d: No instance nor default method for class operation %s",
                in->file, in->span.l1, in->span.c1, in->span.c2, c->methods[j]));
            f = app_node(tc, global_node(tc, err), &msg, 1);
        }
        fields[c->nsupers + j] = f;
    }
    tc->ngivens = saved;
    CoreExpr *con = new_node(tc, CE_CON);
    con->con = k;
    con->args = fields;
    con->nargs = k->arity;
    if (n == 0) {
        df->kind = G_CAF;
        df->arity = 0;
        df->body = con;
        return;
    }
    CoreExpr *let = new_node(tc, CE_LET);
    let->binds = ARENA_NEW(tc->a, CoreBind);
    let->binds[0] = (CoreBind){ self, con };
    let->nbinds = 1;
    let->rec = true;
    let->body = var_node(tc, self);
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
static void replace_node(CoreExpr *e, const CoreExpr *r)
{
    SrcSpan s = e->span;
    Ty *t = e->ty;
    *e = *r;
    e->span = s;
    e->ty = t;
}

static CoreExpr *copy_node(Tc *tc, CoreExpr *e)
{
    CoreExpr *c = new_node(tc, CE_VAR);
    *c = *e;
    return c;
}

/* A fractional literal's exact value n / d as two Integer literals. */
static void frac_parts(Tc *tc, CoreExpr *e, CoreExpr **num, CoreExpr **den)
{
    const char *t = e->lit.text;
    char digits[512];
    int nd = 0, exp = 0;
    bool neg = false, after = false;
    if (!t) {
        t = arena_printf(tc->a, "%.17g", e->lit.d);
    }
    const char *s = t;
    if (*s == '-') { neg = true; s++; }
    for (; *s && *s != 'e' && *s != 'E'; s++) {
        if (*s == '.') { after = true; continue; }
        if (*s == '_') continue;
        if (nd < 400) digits[nd++] = *s;
        if (after) exp--;
    }
    if (*s == 'e' || *s == 'E')
        exp += atoi(s + 1);
    digits[nd] = 0;
    char nbuf[1024], dbuf[1024];
    int skip = 0;
    while (skip < nd - 1 && digits[skip] == '0') skip++;
    snprintf(nbuf, sizeof nbuf, "%s%s", neg ? "-" : "", digits + skip);
    strcpy(dbuf, "1");
    if (exp > 0) {
        size_t l = strlen(nbuf);
        for (int i = 0; i < exp && l < sizeof nbuf - 1; i++) nbuf[l++] = '0';
        nbuf[l] = 0;
    } else {
        size_t l = 1;
        for (int i = 0; i < -exp && l < sizeof dbuf - 1; i++) dbuf[l++] = '0';
        dbuf[l] = 0;
    }
    /* reduce when both fit in 64 bits */
    char *end1, *end2;
    long long a = strtoll(nbuf, &end1, 10), b = strtoll(dbuf, &end2, 10);
    if (strlen(nbuf) < 18 && strlen(dbuf) < 18 && !*end1 && !*end2) {
        long long x = a < 0 ? -a : a, y = b;
        while (y) { long long r = x % y; x = y; y = r; }
        if (x > 1) { a /= x; b /= x; }
        snprintf(nbuf, sizeof nbuf, "%lld", a);
        snprintf(dbuf, sizeof dbuf, "%lld", b);
    }
    CoreExpr *parts[2];
    const char *texts[2] = { nbuf, dbuf };
    for (int i = 0; i < 2; i++) {
        CoreExpr *l = new_node(tc, CE_LIT);
        const char *x = texts[i];
        if (strlen(x) < 18) {
            l->lit.kind = CL_INT;
            l->lit.i = strtoll(x, NULL, 10);
        } else {
            l->lit.kind = CL_BIGINT;
            l->lit.text = arena_intern(tc->a, x);
        }
        parts[i] = l;
    }
    *num = parts[0];
    *den = parts[1];
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
        CoreExpr *r = new_node(tc, CE_CON);
        r->con = tc->p->ratio_con;
        r->args = ARENA_ARRAY(tc->a, CoreExpr *, 2);
        r->args[0] = n;
        r->args[1] = d;
        r->nargs = 2;
        args[1] = r;
        return app_node(tc, global_node(tc, tc->p->g_from_rational), args, 2);
    }
    args[1] = copy_node(tc, lit);
    return app_node(tc, global_node(tc, tc->p->g_from_integer), args, 2);
}

static void elaborate_lit(Tc *tc, LitUse *u)
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
    CoreExpr *r = overloaded_lit(tc, e, u->dict);
    replace_node(e, r);
}

static bool prim_lit_type(Tc *tc, Ty *t)
{
    t = ty_prune(t);
    CoreProgram *p = tc->p;
    return t->kind == TY_CON && (t->con == p->tc_int || t->con == p->tc_integer
                                 || t->con == p->tc_double || t->con == p->tc_char);
}

static CoreExpr *bool_case(Tc *tc, CoreExpr *cond, CoreExpr *t, CoreExpr *f)
{
    CoreExpr *e = new_node(tc, CE_CASE);
    e->scrut = cond;
    e->alts = ARENA_ARRAY(tc->a, CoreAlt, 2);
    e->nalts = 2;
    e->alts[0] = (CoreAlt){ .kind = ALT_CON, .con = tc->p->bool_type->cons[1], .body = t };
    e->alts[1] = (CoreAlt){ .kind = ALT_CON, .con = tc->p->bool_type->cons[0], .body = f };
    return e;
}

/* A case on literals of a type without a primitive representation
   compares with the type's (==). */
static void elaborate_litalt(Tc *tc, LitAlt *la)
{
    if (prim_lit_type(tc, la->ty))
        return;
    CoreExpr *e = la->node;
    CoreVar *b = e->binder ? e->binder : new_var(tc, "lit");
    CoreExpr *acc = NULL;
    for (int i = 0; i < e->nalts; i++)
        if (e->alts[i].kind == ALT_DEFAULT)
            acc = e->alts[i].body;
    if (!acc) {
        CoreGlobal *err = find_global(tc->p, "Base", "errorWithoutStackTrace");
        CoreExpr *msg = string_lit(tc, "Non-exhaustive patterns");
        acc = app_node(tc, global_node(tc, err), &msg, 1);
    }
    for (int i = e->nalts - 1; i >= 0; i--) {
        CoreAlt *alt = &e->alts[i];
        if (alt->kind != ALT_LIT)
            continue;
        CoreExpr *l = new_node(tc, CE_LIT);
        l->lit = alt->lit;
        CoreExpr *args[3] = { copy_node(tc, la->eq), var_node(tc, b),
                              overloaded_lit(tc, l, la->num) };
        CoreExpr *cond = app_node(tc, global_node(tc, tc->p->g_eq), args, 3);
        acc = bool_case(tc, cond, alt->body, acc);
    }
    CoreExpr *let = new_node(tc, CE_LET);
    let->binds = ARENA_NEW(tc->a, CoreBind);
    let->binds[0] = (CoreBind){ b, e->scrut };
    let->nbinds = 1;
    let->body = acc;
    replace_node(e, let);
}

/* ============================================================ post-pass */

static void post(Tc *tc, CoreExpr *e);

static void post(Tc *tc, CoreExpr *e)
{
    if (!e)
        return;
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
            if (!has_span(e->span)) e->span = s;
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
                CoreExpr *let = new_node(tc, CE_LET);
                let->binds = ARENA_NEW(tc->a, CoreBind);
                CoreExpr *rhs = val;
                if (i == 1 && e->binder)
                    rhs = var_node(tc, e->binder);
                let->binds[0] = (CoreBind){ names[i], rhs };
                let->nbinds = 1;
                let->body = body;
                body = let;
            }
            replace_node(e, body);
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
    Ty *t = instantiate(tc, m->scheme, global_node(tc, m), m->span, "main", false);
    Ty *want_t = ty_app(tc->a, ty_con(tc->a, io), meta(tc, "t", 0));
    UErr err = { 0 };
    if (!unify_rec(tc, want_t, t, &err)) {
        Names nm = { .n = 0 };
        tc_error(tc, m->file, m->span, "\u2022 Couldn't match expected type \u2018%s\u2019 "
                 "with actual type \u2018%s\u2019\n\u2022 When checking the type of the IO "
                 "action \u2018main\u2019", ty_str(tc, &nm, want_t), ty_str(tc, &nm, t));
    }
}

/* A newtype constructor used as a function is the identity. */
static void erase_newtype_wrappers(Tc *tc)
{
    CoreProgram *p = tc->p;
    for (int i = 0; i < p->ndatas; i++) {
        DataInfo *d = p->datas[i];
        if (!d->is_newtype || d->ncons != 1 || !d->cons[0]->wrapper)
            continue;
        CoreGlobal *w = d->cons[0]->wrapper;
        CoreVar *x = new_var(tc, "x");
        w->kind = G_FUN;
        w->arity = 1;
        w->params = ARENA_ARRAY(tc->a, CoreVar *, 1);
        w->params[0] = x;
        w->body = var_node(tc, x);
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
    for (int i = 0; i < p->nclasses; i++)
        setup_class(tc, p->classes[i]);
    for (int i = 0; i < p->ninsts; i++)
        setup_instance(tc, p->insts[i]);
    for (int i = 0; i < p->ndatas; i++)
        for (int k = 0; k < p->datas[i]->ncons; k++) {
            ConInfo *c = p->datas[i]->cons[k];
            if (c->wrapper && p->datas[i]->tycon)
                c->wrapper->scheme = con_scheme(tc, c);
        }
    /* bindings without declared types, in dependency order */
    int maxid = 0;
    for (int i = 0; i < p->nglobals; i++)
        if (p->globals[i]->id > maxid)
            maxid = p->globals[i]->id;
    int *gindex = ARENA_ARRAY(tc->a, int, maxid + 1);
    CoreGlobal **nodes = ARENA_ARRAY(tc->a, CoreGlobal *, p->nglobals + 1);
    for (int i = 0; i <= maxid; i++)
        gindex[i] = -1;
    tc->next_gid = maxid + 1;
    int n = 0;
    for (int i = 0; i < p->nglobals; i++)
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
        walk_refs(nodes[i]->body, global_ref, &c);
        set_edges(&s, i, &out);
    }
    scc_run(&s);
    for (int k = 0; k < s.ncomp; k++) {
        int a = s.comp_start[k], b = s.comp_start[k + 1];
        Member *ms = ARENA_ARRAY(tc->a, Member, b - a);
        for (int j = a; j < b; j++) {
            ms[j - a].glob = nodes[s.order[j]];
            ms[j - a].rhs = &nodes[s.order[j]]->body;
        }
        infer_group(tc, ms, b - a);
    }
    /* bindings with declared types */
    for (int i = 0; i < p->nglobals; i++) {
        CoreGlobal *g = p->globals[i];
        if (g->sig && g->body && !g->selects) {
            Member *m = ARENA_NEW(tc->a, Member);
            m->glob = g;
            m->rhs = &g->body;
            Scheme *sig = g->sig;
            g->scheme = sig;
            check_sig(tc, m, sig);
        }
    }
    check_main(tc);
    /* what is left is defaulted */
    PtrVec ws = simplify(tc, tc->wanted);
    tc->wanted = (PtrVec){ 0 };
    ws = default_deep(tc, ws, -1, NULL);
    if (ws.n) {
        Wanted *w = ws.items[0];
        Ty *args[16];
        int k;
        Ty *h = spine(w->p.ty, args, &k);
        if (h->kind == TY_META)
            ambiguous(tc, w, h);
        no_instance(tc, w);
    }
    for (int i = 0; i < p->ninsts; i++)
        build_dfun(tc, p->insts[i]);
    erase_newtype_wrappers(tc);
    for (int i = 0; i < tc->lits.n; i++)
        elaborate_lit(tc, tc->lits.items[i]);
    for (int i = 0; i < tc->litalts.n; i++)
        elaborate_litalt(tc, tc->litalts.items[i]);
    for (int i = 0; i < p->nglobals; i++)
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
