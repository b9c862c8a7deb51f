/*
 * describe.c -- closure descriptions for heap profiles (describe.h).
 *
 * Note [Closure descriptions]
 * GHC describes a function or thunk by the STG binder its closure is
 * bound to: `<Main.xs_s25C>` for `let xs = ...`, `<Main.go_s25V>` for a
 * local function, `<Main.sat_s24j>` for a closure CorePrep had to name
 * (an argument that is not an atom, a lambda passed to a function).
 * The `_s25C` is a unique, meaningless to a user; we put the site there
 * instead, `_l<line>c<col>`, which tools comparing profiles strip the
 * same way (`_[a-z][0-9A-Za-z]*` before the `>`).
 *
 * Which binder GHC -O0 ends up with depends on what happens to the
 * binding before code generation; we follow the three things that change
 * it most often:
 *  - Tidying makes binder names unique among the binders in scope: the
 *    list-comprehension worker (which the desugarer calls `ds`, as GHC
 *    does) of `sieve (p : xs) = ... [x | x <- xs, ...]` is `ds1`, since
 *    the clause's own argument is already `ds`.  describe_scan names
 *    every binder so, along lexical scope, by GHC's rule (the first free
 *    name of base, base1, base2, ...).
 *  - The simplifier inlines a let binding used exactly once, unless that
 *    occurrence is under a lambda or a cost centre that the binding is
 *    not (a function is inlined there too when it is called).  An inlined
 *    thunk is then an argument, so `sat`: describe_binder says `sat` for
 *    such a binding.
 *  - Everything else CorePrep names is `sat`: the code generator passes
 *    no binder for it.
 *
 * Note [Worker names]
 * GHC's desugarer binds five `ds` names for each generator of a list
 * comprehension: the worker, its argument, the case binder and the head
 * and tail of the list; ours binds the worker, the argument, the tail and
 * the head (under the pattern's own name when it is a variable).  The
 * scan takes the names ours lacks, so that the worker of the second
 * generator is `ds5` (of `sieve`'s, whose clause already has a `ds`,
 * `ds1`), as in GHC's profiles.
 * What we do not follow: GHC also inlines top-level functions used once,
 * so that their parameters become let-bound thunks named after the
 * parameter (`mean ds` allocates `<Main.xs_..>`, where we allocate the
 * argument `<Main.sat_..>`), and at -O0 it builds dictionaries and
 * method selections (`$dOrd`, `(+) $fNumInt`) that the specialiser
 * (specialise.c) resolves at compile time.
 *
 * Note [Instantiated bindings]
 * GHC -O0 inlines a binding used once (above) and, when the binding is
 * polymorphic, instantiates its type variables there: the worker `go` of
 * `queens n = go n where go 0 = [[]]; go k = ...`, generalised over k's
 * type, is Int -> [[Int]] in GHC's code, and a thunk `k - 1` in it an
 * Int.  The checker records the type of a binding's uses outside its own
 * group (CoreVar.inst_ty, ninst); while the code generator compiles a
 * binding used exactly once, describe_instantiate maps the variables of
 * its scheme to that use's types, so its closures' types are described
 * as GHC's are.  A binding used at several types keeps `*`, as in GHC.
 *
 * Types follow GHC's getTyDescription: the outermost type constructor of
 * the closure's type after quantifiers and class constraints, `*` for a
 * type variable, and `->` arrows counted ("->>IO" for a function of two
 * arguments returning an action).  The type is the one the checker
 * inferred for the expression (CoreExpr.ty), so a thunk built by
 * polymorphic library code (foldl's accumulator) is `*`, as in GHC.
 */
#include "cstack.h"
#include "describe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ tidying */

/* The names in scope, innermost last: `n` is the next number to try
   after `name` (GHC's TidyOccEnv); `shadowed` is the entry of the same
   name it hides, or -1. */
typedef struct TidyEnt { const char *name; int n; int shadowed; } TidyEnt;

/* The innermost entry of each name, so that a lookup costs the same
   however many binders are in scope (a 100,000-deep nest of lets). */
typedef struct NameSlot { const char *name; int ent; } NameSlot;

typedef struct Scan {
    Arena *a;
    TidyEnt *env; int nenv, cap;
    NameSlot *names; size_t nnames, names_cap;   /* open addressing */
    int depth;                 /* lambdas and cost centres entered */
    const CoreExpr *worker_case; /* the case of a comprehension worker
                                    being entered (Note [Worker names]) */
} Scan;

static _Noreturn void out_of_memory(void)
{
    fprintf(stderr, "lazyrun: out of memory\n");
    exit(1);
}

static size_t name_hash(const char *name)
{
    size_t h = 5381;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        h = h * 33 + *p;
    return h;
}

/* The slot of `name`: its own, or the empty one where it belongs. */
static NameSlot *name_slot(Scan *s, const char *name)
{
    size_t mask = s->names_cap - 1;
    for (size_t i = name_hash(name) & mask;; i = (i + 1) & mask) {
        NameSlot *sl = &s->names[i];
        if (!sl->name || sl->name == name || strcmp(sl->name, name) == 0)
            return sl;
    }
}

static void grow_names(Scan *s)
{
    NameSlot *old = s->names;
    size_t old_cap = s->names_cap;
    s->names_cap = old_cap ? 2 * old_cap : 256;
    s->names = calloc(s->names_cap, sizeof *s->names);
    if (!s->names)
        out_of_memory();
    for (size_t i = 0; i < old_cap; i++)
        if (old[i].name)
            *name_slot(s, old[i].name) = old[i];
    free(old);
}

static TidyEnt *lookup(Scan *s, const char *name)
{
    if (s->names_cap == 0)
        return NULL;
    NameSlot *sl = name_slot(s, name);
    return sl->name && sl->ent >= 0 ? &s->env[sl->ent] : NULL;
}

static void push(Scan *s, const char *name, int n)
{
    if (s->nenv == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->env = realloc(s->env, sizeof *s->env * (size_t)s->cap);
        if (!s->env)
            out_of_memory();
    }
    if (2 * (s->nnames + 1) > s->names_cap)
        grow_names(s);
    NameSlot *sl = name_slot(s, name);
    if (!sl->name) {
        sl->name = name;
        sl->ent = -1;
        s->nnames++;
    }
    s->env[s->nenv] = (TidyEnt){ name, n, sl->ent };
    sl->ent = s->nenv++;
}

/* Leaves the scope: the entries from `saved` on are dropped. */
static void pop_to(Scan *s, int saved)
{
    while (s->nenv > saved) {
        const TidyEnt *e = &s->env[--s->nenv];
        name_slot(s, e->name)->ent = e->shadowed;
    }
}

/* GHC's tidyOccName: the name itself if free, else its base (trailing
   digits dropped) with the first free number from 1 up. */
static const char *tidy_name(Scan *s, const char *name)
{
    if (!lookup(s, name)) {
        push(s, name, 1);
        return name;
    }
    size_t len = strlen(name);
    while (len > 0 && name[len - 1] >= '0' && name[len - 1] <= '9')
        len--;
    char buf[128];
    if (len > sizeof buf - 24)
        len = sizeof buf - 24;
    snprintf(buf, sizeof buf, "%.*s1", (int)len, name);
    const char *base1 = arena_intern(s->a, buf);
    TidyEnt *b = lookup(s, base1);
    if (!b) {
        push(s, base1, 2);
        return base1;
    }
    int n = b->n;
    for (int k = 1;; k++) {
        snprintf(buf, sizeof buf, "%.*s%d", (int)len, name, n);
        const char *cand = arena_intern(s->a, buf);
        if (!lookup(s, cand)) {
            push(s, cand, 1);
            push(s, base1, n + 1);
            return cand;
        }
        n += k;
    }
}

static void bind(Scan *s, CoreVar *v)
{
    if (!v)
        return;
    v->occ = tidy_name(s, v->name);
    v->uses = 0;
    v->depth = s->depth;
    v->use_in_lam = false;
    v->use_called = false;
}

static void occurrence(Scan *s, CoreVar *v, bool called)
{
    v->uses++;
    if (s->depth > v->depth)
        v->use_in_lam = true;
    if (called)
        v->use_called = true;
}

static void scan(Scan *s, CoreExpr *e);

static void scan_scoped(Scan *s, CoreVar *const *vs, int n, CoreExpr *body)
{
    int saved = s->nenv;
    for (int i = 0; i < n; i++)
        bind(s, vs[i]);
    scan(s, body);
    pop_to(s, saved);
}

static void scan(Scan *s, CoreExpr *e)
{
    if (!e)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR:
        occurrence(s, e->var, false);
        return;
    case CE_GLOBAL: case CE_LIT:
        return;
    case CE_APP:
        if (e->fn->kind == CE_VAR)
            occurrence(s, e->fn->var, true);
        else
            scan(s, e->fn);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            scan(s, e->args[i]);
        return;
    case CE_LAM:
        s->depth++;
        scan_scoped(s, e->params, e->nparams, e->body);
        s->depth--;
        return;
    case CE_SCC:
        s->depth++;
        scan(s, e->body);
        s->depth--;
        return;
    case CE_ANNOT:
        scan(s, e->body);
        return;
    case CE_LET: {
        /* as GHC's tidier: a binder is in scope in its own right-hand side */
        int saved = s->nenv;
        for (int i = 0; i < e->nbinds; i++)
            bind(s, e->binds[i].var);
        for (int i = 0; i < e->nbinds; i++) {
            const CoreExpr *r = e->binds[i].expr;
            if (e->binds[i].var->mono && r->kind == CE_LAM)
                s->worker_case = r->body;
            scan(s, e->binds[i].expr);
        }
        scan(s, e->body);
        pop_to(s, saved);
        return;
    }
    case CE_CASE: {
        scan(s, e->scrut);
        int saved = s->nenv;
        bool worker = e == s->worker_case;
        if (worker)
            tidy_name(s, "ds");           /* GHC's case binder */
        bind(s, e->binder);
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *alt = &e->alts[i];
            int n = alt->kind == ALT_CON ? alt->con->arity : 0;
            int saved_alt = s->nenv;
            if (worker && n > 0 && alt->vars[0] && strcmp(alt->vars[0]->name, "ds") != 0)
                tidy_name(s, "ds");       /* GHC's element, before its pattern */
            scan_scoped(s, alt->vars, n, alt->body);
            pop_to(s, saved_alt);
        }
        pop_to(s, saved);
        return;
    }
    }
}

void describe_scan(Arena *a, CoreVar *const *params, int nparams, CoreExpr *body)
{
    Scan s = { .a = a };
    scan_scoped(&s, params, nparams, body);
    free(s.env);
    free(s.names);
}

/* --------------------------------------------------------- describing */

static const CoreExpr *skip_scc(const CoreExpr *e)
{
    while (e && (e->kind == CE_SCC || e->kind == CE_ANNOT))
        e = e->body;
    return e;
}

const char *describe_binder(const CoreVar *v, const CoreExpr *rhs)
{
    const CoreExpr *r = skip_scc(rhs);
    bool lambda = r && r->kind == CE_LAM;
    if (v->uses == 1 && (!v->use_in_lam || (lambda && v->use_called)))
        return "sat";
    return v->occ ? v->occ : v->name;
}

const char *describe_closure(Arena *a, const char *module, const char *binder,
                             SrcSpan at)
{
    if (at.l1 <= 0)
        return arena_intern(a, arena_printf(a, "<%s.%s>", module, binder));
    return arena_intern(a, arena_printf(a, "<%s.%s_l%dc%d>", module, binder,
                                        at.l1, at.c1));
}

const char *describe_global(Arena *a, const char *module, const char *name)
{
    return arena_intern(a, arena_printf(a, "<%s.%s>", module, name));
}

const char *describe_tycon(const char *name, const char *module)
{
    if (module && strcmp(module, LIB_MODULE) == 0) {
        if (strcmp(name, "IORes") == 0)
            return "(#,#)";
        if (strcmp(name, "World") == 0)
            return "State#";
    }
    return name;
}

/* ------------------------------------------------------- instances */

/* The type variables of the bindings being compiled that GHC would have
   instantiated (Note [Instantiated bindings]): a variable of an inferred
   scheme is its TY_GEN node (`from`), one of a signature a skolem of
   `sig` named sig->gen_names[index]. */
typedef struct Inst { const Ty *from; const Scheme *sig; int index; const Ty *to; } Inst;

static struct { Inst *items; int n, cap; } insts;

static void add_inst(const Ty *from, const Scheme *sig, const Ty *to)
{
    if (insts.n == insts.cap) {
        insts.cap = insts.cap ? 2 * insts.cap : 32;
        insts.items = realloc(insts.items, sizeof *insts.items * (size_t)insts.cap);
        if (!insts.items)
            out_of_memory();
    }
    insts.items[insts.n++] = (Inst){ from, sig, from->index, to };
}

/* Pairs the variables of `general` with what `inst` has in their place. */
static void match(const Scheme *sig, const Ty *general, const Ty *inst, int depth)
{
    general = ty_prune((Ty *)general);
    inst = ty_prune((Ty *)inst);
    if (depth > 32)
        return;
    if (general->kind == TY_GEN) {
        if (inst != general)
            add_inst(general, sig, inst);
    } else if (general->kind == TY_APP && inst->kind == TY_APP) {
        match(sig, general->fun, inst->fun, depth + 1);
        match(sig, general->arg, inst->arg, depth + 1);
    }
}

int describe_instantiate(const Scheme *s, const Ty *inst)
{
    int mark = insts.n;
    if (s && s->ty && s->ngen > 0 && inst)
        match(s, s->ty, inst, 0);
    return mark;
}

void describe_restore(int mark)
{
    insts.n = mark;
}

/* What the binding being compiled has in place of variable t, or NULL. */
static const Ty *instance_of(const Ty *t)
{
    for (int i = insts.n - 1; i >= 0; i--) {
        const Inst *in = &insts.items[i];
        if (t->kind == TY_GEN && in->from == t)
            return in->to;
        if (t->kind == TY_SKOLEM && t->sig == in->sig && in->sig->gen_names &&
            in->index < in->sig->ngen && t->name &&
            strcmp(in->sig->gen_names[in->index], t->name) == 0)
            return in->to;
    }
    return NULL;
}

typedef struct Buf { char s[256]; size_t n; } Buf;

static void put(Buf *b, const char *s)
{
    size_t len = strlen(s);
    if (b->n + len >= sizeof b->s)
        len = sizeof b->s - 1 - b->n;
    memcpy(b->s + b->n, s, len);
    b->n += len;
    b->s[b->n] = 0;
}

/* The head of an application spine (a variable replaced by its
   instance) and its argument count. */
static const Ty *head_of(const Ty *t, const Ty **last_arg, int *nargs)
{
    int n = 0;
    *last_arg = NULL;
    t = ty_prune((Ty *)t);
    for (int guard = 0; guard < 16; guard++) {
        while (t->kind == TY_APP) {
            if (n == 0)
                *last_arg = t->arg;
            n++;
            t = ty_prune(t->fun);
        }
        const Ty *to = t->kind == TY_GEN || t->kind == TY_SKOLEM ? instance_of(t) : NULL;
        if (!to)
            break;
        t = ty_prune((Ty *)to);
    }
    *nargs = n;
    return t;
}

static bool is_arrow(const Ty *head, int nargs)
{
    return head->kind == TY_CON && nargs == 2 && strcmp(head->con->name, "->") == 0;
}

/* GHC's getTyDescription: "-" and one ">" per arrow before the head. */
static void put_type(Buf *b, const Ty *t)
{
    const Ty *res;
    int nargs;
    const Ty *h = head_of(t, &res, &nargs);
    if (is_arrow(h, nargs)) {
        put(b, "-");
        /* a description is cut at the buffer's end: stop there, not after
           the 100,000th arrow of a 100,000-deep nest of lambdas */
        while (is_arrow(h, nargs) && b->n + 1 < sizeof b->s) {
            put(b, ">");
            h = head_of(res, &res, &nargs);
        }
    }
    put(b, h->kind == TY_CON ? describe_tycon(h->con->name, h->con->module) : "*");
}

const char *describe_type(Arena *a, const Ty *t)
{
    if (!t)
        return NULL;
    Buf b = { .n = 0 };
    b.s[0] = 0;
    put_type(&b, t);
    return arena_intern(a, b.s);
}

const char *describe_dict_class(const CoreExpr *e)
{
    e = skip_scc(e);
    while (e && e->kind == CE_APP)
        e = skip_scc(e->fn);
    if (!e || e->kind != CE_GLOBAL)
        return NULL;
    const CoreGlobal *g = e->global;
    if (g->inst && g->inst->dfun == g)
        return g->inst->cls->name;
    if (g->selects && g->select_index < g->selects->nsupers)
        return g->selects->supers[g->select_index]->name;
    return NULL;
}
