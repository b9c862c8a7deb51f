/*
 * tc_solve.c -- the type checker's constraints: wanted and given class
 * constraints, instance resolution, simplification, defaulting, and the
 * instantiation of type schemes (tc_int.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "tc_int.h"

/* ======================================================== constraints */

CoreExpr *tc_new_node(Tc *tc, CoreKind k) { return core_node(tc->a, k); }

CoreExpr *tc_var_node(Tc *tc, CoreVar *v) { return core_var_ref(tc->a, v); }

CoreExpr *tc_global_node(Tc *tc, CoreGlobal *g) { return core_global_ref(tc->a, g); }

CoreExpr *tc_app_node(Tc *tc, CoreExpr *f, CoreExpr **args, int n)
{
    return core_app_node(tc->a, f, args, n);
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

/* The field of the derived instance's data type a failed constraint
   comes from: the first whose type is the constraint's type, else the
   first that contains it (`Maybe (a -> a)` for `Show (a -> a)`).  The
   types are compared as printed: the instance's variables are named as
   the data type's parameters. */
static bool derived_field(Tc *tc, InstInfo *in, Ty *t, ConInfo **con, int *field)
{
    Names nm = { .n = 0 };
    const char *want = ty_str(tc, &nm, t);
    DataInfo *d = in->head->data;
    for (int pass = 0; d && pass < 2; pass++)
        for (int i = 0; i < d->ncons; i++)
            for (int k = 0; k < d->cons[i]->arity; k++) {
                Names fn = { .n = 0 };
                const char *have = ty_str(tc, &fn, d->cons[i]->field_types[k]);
                if (pass == 0 ? have == want : strstr(have, want) != NULL) {
                    *con = d->cons[i];
                    *field = k;
                    return true;
                }
            }
    return false;
}

/* GHC's message for a constraint a derived instance cannot satisfy
   (Note [What GHC derives] in derive.c); returns if `w` is not one. */
void tc_derived_no_instance(Tc *tc, Wanted *w)
{
    Member *m = w->owner;
    while (m && m->parent)
        m = m->parent;
    InstInfo *in = m && m->glob ? m->glob->inst : NULL;
    ConInfo *con;
    int field;
    if (!in || !in->derived || !derived_field(tc, in, w->p.ty, &con, &field))
        return;
    static const char *const ordinals[] = { "first", "second", "third", "fourth", "fifth",
                                            "sixth", "seventh", "eighth", "ninth", "tenth" };
    int k = field + 1, tens = k % 100;
    const char *suffix = tens >= 11 && tens <= 13 ? "th" : k % 10 == 1 ? "st"
                       : k % 10 == 2 ? "nd" : k % 10 == 3 ? "rd" : "th";
    const char *nth = field < 10 ? ordinals[field] : arena_printf(tc->a, "%d%s", k, suffix);
    Names nm = { .n = 0 }, fn = { .n = 0 };
    Ty **args;
    int n;
    Ty *h = tc_spine(tc, w->p.ty, &args, &n);
    bool fun = h->kind == TY_CON && h->con == tc->p->tc_arrow && n == 2;
    /* GHC's `sep`: on one line if it fits in a ribbon of 66 characters */
    const char *arising = arena_printf(tc->a, "arising from the %s field of \u2018%s\u2019",
                                       nth, con->name);
    const char *type = arena_printf(tc->a, "(type \u2018%s\u2019)",
                                    ty_str(tc, &fn, con->field_types[field]));
    size_t width = 1;
    for (const char *c = arising; *c; c++) width += ((unsigned char)*c & 0xC0) != 0x80;
    for (const char *c = type; *c; c++) width += ((unsigned char)*c & 0xC0) != 0x80;
    const char *head = in->head->name;
    for (int i = 0; i < in->nvars; i++)
        head = arena_printf(tc->a, "%s %s", head, in->var_names[i]);
    tc_error(tc, w->file, w->span, "\u2022 No instance for (%s)\n"
             "    %s%s%s%s\n"
             "  Possible fix:\n"
             "    use a standalone 'deriving instance' declaration,\n"
             "      so you can specify the instance context yourself\n"
             "\u2022 When deriving the instance for (%s %s%s%s)",
             tc_pred_str(tc, &nm, w->p), arising, width > 66 ? "\n      " : " ", type,
             fun ? "\n    (maybe you haven't applied a function to enough arguments?)" : "",
             in->cls->name, in->nvars ? "(" : "", head, in->nvars ? ")" : "");
}

_Noreturn void tc_no_instance(Tc *tc, Wanted *w)
{
    tc_derived_no_instance(tc, w);
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
    cstack_check((SrcSpan){0, 0, 0, 0});
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
    cstack_check((SrcSpan){0, 0, 0, 0});
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

/* The types defaulting tries, in order: the user's `default (..)`
   declaration's for constraints that arise in the user's module, else the
   standard (Integer, Double). */
static Ty **default_candidates(Tc *tc, const char *file, int *n)
{
    CoreProgram *p = tc->p;
    if (p->has_default && file && !strcmp(file, p->main_file)) {
        *n = p->ndefault_types;
        return p->default_types;
    }
    if (!tc->std_defaults[0]) {
        tc->std_defaults[0] = ty_con(tc->a, p->tc_integer);
        tc->std_defaults[1] = ty_con(tc->a, p->tc_double);
    }
    *n = 2;
    return tc->std_defaults;
}

static TyCon *head_tycon(Ty *t)
{
    t = ty_prune(t);
    while (t->kind == TY_APP)
        t = ty_prune(t->fun);
    return t->kind == TY_CON ? t->con : NULL;
}

/* Haskell's defaulting: the constraints on an ambiguous meta m must all be
   of the form C m with standard classes, one of them numeric; m becomes
   the first default type (default_candidates) that has all the instances.
   `uses`: the wanteds of `ws` that mention m. */
static bool try_default(Tc *tc, Ty *m, const PtrVec *ws, const MetaUse *uses,
                        int from, int to)
{
    bool numeric = false;
    const char *file = NULL;
    for (int u = from; u < to; u++) {
        Wanted *w = ws->items[uses[u].wanted];
        if (ty_prune(w->p.ty) != m || !w->p.cls->standard)
            return false;
        numeric |= w->p.cls->numeric;
        if (!file)
            file = w->file;
    }
    if (!numeric)
        return false;
    int ncands;
    Ty **cands = default_candidates(tc, file, &ncands);
    for (int k = 0; k < ncands; k++) {
        TyCon *head = head_tycon(cands[k]);
        bool ok = head != NULL;
        for (int u = from; u < to && ok; u++) {
            Wanted *w = ws->items[uses[u].wanted];
            if (ty_prune(w->p.ty) == m)
                ok = tc_find_instance(w->p.cls, head) != NULL;
        }
        if (ok) {
            m->ref = cands[k];
            return true;
        }
    }
    return false;
}

void tc_check_default_decl(Tc *tc)
{
    CoreProgram *p = tc->p;
    for (int i = 0; p->has_default && i < p->ndefault_types; i++) {
        TyCon *head = head_tycon(p->default_types[i]);
        if (head && tc_find_instance(tc->c_num, head))
            continue;
        Names nm = { .n = 0 };
        tc_error(tc, p->main_file, p->default_span, "\u2022 The default type \u2018%s\u2019 "
                 "is not an instance of \u2018Num\u2019\n\u2022 When checking the types "
                 "in a default declaration", ty_str(tc, &nm, p->default_types[i]));
    }
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
