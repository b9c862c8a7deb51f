/*
 * codegen.c -- Core to bytecode.  See codegen.h and includes/bytecode.h.
 *
 * Compilation contexts.  An expression is compiled in one of three ways:
 *
 *   gen_tail(e, pop)  e is the result of the activation (or of the case
 *                     continuation the activation pushed, pop == POP_NONE):
 *                     the code ends by entering, calling or jumping;
 *   gen_to_R(e)       evaluate e and continue with its value in R;
 *   gen_atom(e)       build a closure for e without evaluating it, and
 *                     return the slot that holds it.
 *
 * Heap checks.  Allocation instructions do not check for room; the first
 * allocation of a straight-line run opens a HEAP_CHECK whose operand grows
 * with every allocation of the run.  Anything that may collect or that a
 * jump may reach (evaluation, calls, primitives, labels) ends the run.
 *
 * Join points.  A CE_LET marked `join` whose variable occurs only in tail
 * positions of the let's body becomes a label: each occurrence is a jump.
 * Otherwise it is an ordinary thunk (see join_ok).
 */
#define _POSIX_C_SOURCE 200809L
#include "codegen.h"

#include <stdlib.h>
#include <string.h>

#include "../includes/bytecode.h"
#include "describe.h"
#include "liveness.h"
#include "ticky_gen.h"
#ifdef PROFILING
#include "../includes/ccs.h"
#endif

/* -------------------------------------------------- permanent memory */


void *codegen_perm_alloc(size_t bytes)
{
    void *p = calloc(1, bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "lazyrun: out of memory while loading the program\n");
        exit(1);
    }
    return p;
}

static const char *span_text(const char *file, SrcSpan s)
{
    char buf[256];
    if (s.l1 == 0)
        return NULL;
    if (s.l1 == s.l2 && s.c1 == s.c2)
        snprintf(buf, sizeof buf, "%s:%d:%d", file, s.l1, s.c1);
    else if (s.l1 == s.l2)
        snprintf(buf, sizeof buf, "%s:%d:%d-%d", file, s.l1, s.c1, s.c2);
    else
        snprintf(buf, sizeof buf, "%s:(%d,%d)-(%d,%d)", file, s.l1, s.c1, s.l2, s.c2);
    char *r = codegen_perm_alloc(strlen(buf) + 1);
    memcpy(r, buf, strlen(buf) + 1);
    return r;
}

/* ------------------------------------------------------ global state */

typedef struct CodeList { const Code **items; int n, cap; const char **modules; } CodeList;

/* Per-global facts the generator derives once. */
typedef struct GlobalInfo {
    bool is_function;        /* a function (G_FUN, or a CAF bound to a lambda) */
    int arity;
    CoreVar **params;
    CoreExpr *body;
    Code *code;
    Closure *closure;        /* the static closure */
    int prim;                /* >= 0: a wrapper of this primitive */
    bool identity;           /* \x -> x (id, fromIntegral, ...): inlined */
    bool inline_ok;          /* a tiny library function inlined at
                                saturated calls (see inline_call) */
} GlobalInfo;

typedef struct CG {
    CoreProgram *cp;
    bool prof;
    CodeList codes;
    /* marks for free-variable computation, indexed by CoreVar id */
    unsigned *bound_mark, *seen_mark;
    int nmarks;
    unsigned stamp;
    const char *file;        /* file of the global being compiled */
    const char *module;
    bool ticky;              /* the ticky way: counters in the user's code */
    bool ticky_here;         /* ... and the global being compiled is the user's */
} CG;

static CG cg;

static GlobalInfo *ginfo(const CoreGlobal *g) { return (GlobalInfo *)g->rt; }

/* --------------------------------------------------------- word buffer */

#define NO_SLOT INTPTR_MIN   /* never a frame slot */

typedef struct Fixup { size_t instr, operand; int label; } Fixup;

typedef struct VarEntry { const CoreVar *var; SWord slot; int join; } VarEntry;

typedef struct Gen {
    Word *out; size_t n, cap;
    int arity, nfree, nlocals;
    SWord hc_pos;             /* operand index of the open HEAP_CHECK, or -1 */
    int depth, max_depth;     /* nested continuation frames */
    int max_args;
    VarEntry *vars; int nvars, capvars;   /* variable -> slot (or join label) */
    size_t *labels; int nlabels, caplabels;
    Fixup *fixups; int nfixups, capfixups;
    SWord *pending; int npending, cappending;   /* rec group slots not yet allocated */
    struct { SWord dst; Word field; SWord src; } *patches;
    int npatches, cappatches;
    const char *name;         /* binding path, for info tables */
    SrcSpan span;             /* the code's site, for closures without one */
    TickyCounter *tk;         /* ticky: the counter its allocation goes to */
    TickyAlloc *tk_alloc;     /* ticky: the open heap check's record */
} Gen;

#define GROW(arr, n, cap)                                                    \
    do {                                                                     \
        if ((n) == (cap)) {                                                  \
            (cap) = (cap) ? 2 * (cap) : 16;                                  \
            (arr) = realloc((arr), sizeof *(arr) * (size_t)(cap));           \
            if (!(arr)) {                                                    \
                fprintf(stderr, "lazyrun: out of memory\n");                 \
                exit(1);                                                     \
            }                                                                \
        }                                                                    \
    } while (0)

static size_t emit(Gen *g, Word w)
{
    GROW(g->out, g->n, g->cap);
    g->out[g->n] = w;
    return g->n++;
}

static void end_heap_run(Gen *g) { g->hc_pos = -1; }

/* A ticky event (includes/ticky.h), in the user's code of the ticky way. */
static void emit_ticky(Gen *g, TickyEvent event, Word operand)
{
    if (!cg.ticky_here)
        return;
    emit(g, OP_TICKY);
    emit(g, (Word)event);
    emit(g, operand);
}

static void need_heap(Gen *g, size_t words)
{
    if (g->hc_pos < 0) {
        emit(g, OP_HEAP_CHECK);
        g->hc_pos = (SWord)emit(g, 0);
        g->tk_alloc = NULL;
        if (cg.ticky_here) {
            g->tk_alloc = codegen_perm_alloc(sizeof *g->tk_alloc);
            g->tk_alloc->counter = g->tk;
            emit_ticky(g, TICKY_ALLOC, (Word)g->tk_alloc);
        }
    }
    g->out[g->hc_pos] += words;
}

/* Ticky: what the allocation just made room for is (with -ticky-allocd,
   `counter` is the allocated closure's own). */
static void ticky_note_alloc(Gen *g, TickyAllocKind kind, size_t words,
                             TickyCounter *counter)
{
    TickyAlloc *a = g->tk_alloc;
    if (!a || g->hc_pos < 0)
        return;
    uint64_t bytes = (uint64_t)words * sizeof(Word);
    a->bytes += bytes;
    a->count[kind]++;
    a->kind_bytes[kind] += bytes;
    if (counter && cg.cp->ticky_allocd) {
        a->allocd = realloc(a->allocd, (a->nallocd + 1) * sizeof *a->allocd);
        a->allocd_bytes = realloc(a->allocd_bytes, (a->nallocd + 1) * sizeof *a->allocd_bytes);
        if (!a->allocd || !a->allocd_bytes) {
            fprintf(stderr, "lazyrun: out of memory\n");
            exit(1);
        }
        a->allocd[a->nallocd] = counter;
        a->allocd_bytes[a->nallocd++] = bytes;
    }
}

static SWord new_slot(Gen *g)
{
    g->nlocals++;
    return -(SWord)g->nlocals;
}

static VarEntry *find_var(Gen *g, const CoreVar *v)
{
    for (int i = g->nvars - 1; i >= 0; i--)
        if (g->vars[i].var == v)
            return &g->vars[i];
    return NULL;
}

static void bind_var(Gen *g, const CoreVar *v, SWord slot, int join)
{
    GROW(g->vars, g->nvars, g->capvars);
    g->vars[g->nvars++] = (VarEntry){v, slot, join};
}

static SWord var_slot(Gen *g, const CoreVar *v)
{
    VarEntry *e = find_var(g, v);
    if (!e || e->join >= 0) {
        fprintf(stderr, "lazyrun: internal error: variable %s (#%d) has no slot in %s\n",
                v->name, v->id, g->name);
        exit(1);
    }
    return e->slot;
}

static int new_label(Gen *g)
{
    GROW(g->labels, g->nlabels, g->caplabels);
    g->labels[g->nlabels] = (size_t)-1;
    return g->nlabels++;
}

static void place_label(Gen *g, int label)
{
    end_heap_run(g);
    g->labels[label] = g->n;
}

static void emit_label_ref(Gen *g, size_t instr, int label)
{
    size_t operand = emit(g, 0);
    GROW(g->fixups, g->nfixups, g->capfixups);
    g->fixups[g->nfixups++] = (Fixup){instr, operand, label};
}

static void emit_jump(Gen *g, int label)
{
    size_t ip = emit(g, OP_JUMP);
    emit_label_ref(g, ip, label);
    end_heap_run(g);
}

static void note_push(Gen *g, int words)
{
    if (words > g->max_args)
        g->max_args = words;
}

/* Allocation instructions go through here so that a recursive group's
   references to closures not yet built are patched afterwards. */
static void note_payload(Gen *g, SWord dst, Word field, SWord src)
{
    for (int i = 0; i < g->npending; i++) {
        if (g->pending[i] == src) {
            GROW(g->patches, g->npatches, g->cappatches);
            g->patches[g->npatches].dst = dst;
            g->patches[g->npatches].field = field;
            g->patches[g->npatches].src = src;
            g->npatches++;
            return;
        }
    }
}

/* ---------------------------------------------------------- literals */

/* A static closure.  In the profiling way its header holds DONT_CARE
   (a static function does not change the caller's stack when called); a
   CAF's is then set to its CAF stack (set_caf_stack). */
static Closure *static_object(const InfoTable *info, size_t payload)
{
    Closure *c = codegen_perm_alloc((HDR_WORDS + payload) * sizeof(Word));
    c->info = info;
#ifdef PROFILING
    c->prof.ccs = CCS_DONT_CARE;
#endif
    return c;
}

/* ------------------------------------------------------ cost centres */

#ifdef PROFILING
/* The runtime centre of an annotation, made once. */
static CostCentre *runtime_cc(CoreCC *c)
{
    if (!c->rt)
        c->rt = ccs_new_cc(c->label, c->module, span_text(c->file, c->span),
                           false);
    return c->rt;
}

/* The stack MAIN/CAF of a module, under which its CAFs are evaluated. */
static CostCentreStack *module_caf_stack(const char *module)
{
    static struct ModCaf { const char *module; CostCentreStack *ccs; } *mods;
    static int nmods, capmods;
    for (int i = 0; i < nmods; i++)
        if (strcmp(mods[i].module, module) == 0)
            return mods[i].ccs;
    GROW(mods, nmods, capmods);
    mods[nmods].module = module;
    mods[nmods].ccs = ccs_caf_stack(ccs_new_cc("CAF", module, "<entire-module>", true));
    return mods[nmods++].ccs;
}

/* A CAF's stack: its own CAF centre with -fprof-cafs (the desugarer
   wrapped the body in an is_caf SCC, which is dropped here: GHC labels
   it CAF:<name> with the name's span), else its module's. */
static void set_caf_stack(CoreGlobal *g, GlobalInfo *gi)
{
    CoreExpr *b = gi->body;
    if (b && b->kind == CE_SCC && b->cc->is_caf) {
        SrcSpan at = b->cc->span;
        at.l2 = at.l1;
        at.c2 = at.c1 + (int)strlen(g->name) - 1;
        size_t n = strlen(g->name) + 5;
        char *label = codegen_perm_alloc(n);
        snprintf(label, n, "CAF:%s", g->name);
        CostCentre *cc = ccs_new_cc(label, g->module, span_text(b->cc->file, at), true);
        gi->closure->prof.ccs = ccs_caf_stack(cc);
        gi->body = b->body;
    } else {
        gi->closure->prof.ccs = module_caf_stack(g->module);
    }
}
#endif

static Closure *literal_closure(const CoreLit *lit)
{
    switch (lit->kind) {
    case CL_INT:
        if (lit->i >= INTLIKE_MIN && lit->i <= INTLIKE_MAX)
            return static_int(lit->i);
        else {
            Closure *c = static_object(&int_info, 1);
            c->payload[0] = (Word)lit->i;
            return c;
        }
    case CL_CHAR:
        if (lit->i >= 0 && lit->i < 256)
            return static_char((int32_t)lit->i);
        else {
            Closure *c = static_object(&char_info, 1);
            c->payload[0] = (Word)lit->i;
            return c;
        }
    case CL_DOUBLE: case CL_FLOAT: {
        Closure *c = static_object(lit->kind == CL_FLOAT ? &float_info : &double_info, 1);
        memcpy(&c->payload[0], &lit->d, sizeof(double));
        return c;
    }
    case CL_BIGINT:
        return rt_static_integer(lit->text);
    case CL_STRING:
        break;
    }
    return NULL;
}

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

typedef struct VarList { const CoreVar **items; int n, cap; } VarList;

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
static VarList free_vars(const CoreExpr *e, CoreVar *const *params, int nparams)
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

static bool join_ok(const CoreExpr *body, const CoreVar *v);

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
        bool inner_join = e->join && join_ok(e->body, e->binds[0].var);
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

static bool join_ok(const CoreExpr *body, const CoreVar *v)
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

static CoreExpr *strip_scc(CoreExpr *e);
static bool is_seq(CoreExpr *e, CoreExpr **a, CoreExpr **b);

static bool lne_member(const CoreExpr *e, const CoreBind *grp, int n, int *arity)
{
    if (e->kind != CE_VAR)
        return false;
    for (int i = 0; i < n; i++)
        if (grp[i].var == e->var) {
            *arity = strip_scc(grp[i].expr)->nparams;
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
        if (is_seq(e, &sa, &sb))
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
        if (is_seq(e, &sa, &sb))
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
        bool inner_join = e->join && join_ok(e->body, e->binds[0].var);
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
static void mark_lne(CoreExpr *let)
{
    for (int i = 0; i < let->nbinds; i++)
        if (strip_scc(let->binds[i].expr)->kind != CE_LAM)
            return;
    if (!lne_calls_only(let->body, let->binds, let->nbinds, true))
        return;
    for (int i = 0; i < let->nbinds; i++)
        if (!lne_calls_only(strip_scc(let->binds[i].expr)->body, let->binds,
                            let->nbinds, true))
            return;
    for (int i = 0; i < let->nbinds; i++)
        let->binds[i].var->lne = true;
}

/* -------------------------------------------------------- code shells */

static InfoTable *new_info(ClosureType type, const char *name, const char *srcloc)
{
    InfoTable *it = codegen_perm_alloc(sizeof *it);
    it->type = (uint8_t)type;
    it->name = name;
    it->module = cg.module;
    it->srcloc = srcloc;
    return it;
}

/* What a closure's info table tells heap profiles (describe.h). */
typedef struct Label { const char *descr, *type; } Label;

/* Creates a Code with the info tables of its closures. */
static Code *new_code(bool is_caf, int arity, int nfree, const char *name,
                      const char *srcloc, Label label)
{
    Code *code = codegen_perm_alloc(sizeof *code);
    code->arity = (uint32_t)arity;
    code->nfree = (uint32_t)nfree;
    code->name = name;
    uint32_t size = nfree > 0 ? (uint32_t)nfree : 1;
    InfoTable *info, *bh, *ind;
    if (is_caf) {
        info = new_info(CT_CAF, name, srcloc);
        info->nptrs = 1;
        bh = new_info(CT_BLACKHOLE, name, srcloc);
        bh->nptrs = 1;
        /* its own IND_STATIC, so that the collector can find the code's
           static reference table (Note [CAF liveness] in rts/storage.c) */
        ind = new_info(CT_IND, "IND_STATIC", srcloc);
        ind->ptrs = 1;
        ind->module = caf_ind_info.module;
        ind->code = code;
    } else if (arity > 0) {
        info = new_info(CT_FUN, name, srcloc);
        info->ptrs = (uint32_t)nfree;
        info->arity = (uint32_t)arity;
        bh = ind = NULL;
    } else {
        info = new_info(CT_THUNK, name, srcloc);
        info->ptrs = (uint32_t)nfree;
        info->nptrs = nfree > 0 ? 0 : 1;
        bh = new_info(CT_BLACKHOLE, name, srcloc);
        bh->nptrs = size;
        ind = new_info(CT_IND, name, srcloc);
        ind->ptrs = 1;
        ind->nptrs = size - 1;
    }
    info->code = code;
    info->descr = label.descr;
    info->type_name = label.type;
    if (bh) {
        bh->code = code;
        code->bh_info = bh;
    }
    if (ind)
        code->ind_info = ind;
    code->info = info;
    GROW(cg.codes.items, cg.codes.n, cg.codes.cap);
    cg.codes.items[cg.codes.n++] = code;
    return code;
}

static void finish_code(Gen *g, Code *code)
{
    for (int i = 0; i < g->nfixups; i++) {
        Fixup f = g->fixups[i];
        size_t target = g->labels[f.label];
        g->out[f.operand] = (Word)((SWord)target - (SWord)f.instr);
    }
    code->nslots = (uint32_t)(g->arity + g->nlocals);
    code->stack_need = (uint32_t)(3 * (FRAME_PROF_WORDS + 3) * g->max_depth +
                                  2 * g->max_args + 8);
    Word *instrs = codegen_perm_alloc(g->n * sizeof(Word));
    memcpy(instrs, g->out, g->n * sizeof(Word));
    code->instrs = instrs;
    code->ninstrs = (uint32_t)g->n;
    free(g->out);
    free(g->vars);
    free(g->labels);
    free(g->fixups);
    free(g->pending);
    free(g->patches);
}

static void gen_init(Gen *g, int arity, const char *name, SrcSpan span)
{
    memset(g, 0, sizeof *g);
    g->arity = arity;
    g->hc_pos = -1;
    g->name = name;
    g->span = span;
}

/* ---------------------------------------------------- the generator */

static void gen_tail(Gen *g, CoreExpr *e, SWord pop);
static SWord gen_atom(Gen *g, CoreExpr *e, const CoreVar *binder);
static void gen_to_R(Gen *g, CoreExpr *e);

/* Drops cost-centre annotations (vanilla way), applications of identity
   functions (untyped code is full of them: fromIntegral, toInteger, the
   library's anyCast; typed code has intToInteger) and primUnsafeCoerce,
   which is its argument. */
static CoreExpr *strip_scc(CoreExpr *e)
{
    for (;;) {
        if (e->kind == CE_SCC && !cg.prof)
            e = e->body;
        else if (e->kind == CE_APP && e->nargs == 1 && e->fn->kind == CE_GLOBAL &&
                 ginfo(e->fn->global)->identity)
            e = e->args[0];
        else if (e->kind == CE_PRIM && e->prim == PRIM_UNSAFE_COERCE)
            e = e->args[0];
        else
            return e;
    }
}

/* Flattens nested applications: f a b c -> head f, args a b c. */
static CoreExpr *app_head(CoreExpr *e, CoreExpr **args, int *nargs, int max)
{
    CoreExpr *chain[64];
    int depth = 0;
    while (e->kind == CE_APP && depth < 64) {
        chain[depth++] = e;
        e = strip_scc(e->fn);
    }
    int n = 0;
    for (int i = depth - 1; i >= 0; i--)
        for (int j = 0; j < chain[i]->nargs && n < max; j++)
            args[n++] = chain[i]->args[j];
    *nargs = n;
    return e;
}

static SWord load_const(Gen *g, const void *closure)
{
    SWord s = new_slot(g);
    emit(g, OP_LOAD_CONST);
    emit(g, (Word)s);
    emit(g, (Word)closure);
    return s;
}

/* The type checker's type of `e`, looking through annotations. */
static const struct Ty *expr_type(const CoreExpr *e)
{
    while (e && !e->ty && (e->kind == CE_SCC || e->kind == CE_ANNOT))
        e = e->body;
    return e ? e->ty : NULL;
}

/* The description of a closure for `e` built by `g`'s code, bound by a
   let to `binder` or anonymous (NULL). */
static Label closure_label(const Gen *g, const CoreExpr *e, const CoreVar *binder)
{
    Arena *a = cg.cp->arena;
    const char *dict = describe_dict_class(e);
    const char *who = binder ? describe_binder(binder, e) : "sat";
    if (dict && !binder)
        who = arena_intern(a, arena_printf(a, "$d%s", dict));
    SrcSpan at = binder ? binder->span : e->span;
    if (at.l1 <= 0)
        at = g->span;
    const struct Ty *t = expr_type(e);
    if (!t && binder)
        t = binder->scheme ? binder->scheme->ty : binder->ty;
    return (Label){ describe_closure(a, cg.module, who, at),
                    dict ? dict : describe_type(a, t) };
}

/* Ticky: the counter of a closure's code and the event at its start
   (includes/ticky.h).  A thunk counts under the code it is written in
   unless -ticky-dyn-thunk gives it its own; a let-no-escape has none
   unless -ticky-LNE (Note [Let-no-escape bindings]). */
static void ticky_closure_entry(Gen *g, Code *code, const Gen *outer,
                                const CoreVar *binder, const char *path,
                                CoreVar **params, int nparams)
{
    g->tk = outer->tk;
    if (!cg.ticky_here)
        return;
    TickyGenKind kind = nparams == 0 ? TICKY_GEN_THUNK
                        : binder && binder->lne ? TICKY_GEN_LNE : TICKY_GEN_FUN;
    if ((kind == TICKY_GEN_THUNK && !cg.cp->ticky_dyn_thunk) ||
        (kind == TICKY_GEN_LNE && !cg.cp->ticky_lne)) {
        if (kind == TICKY_GEN_THUNK)
            emit_ticky(g, TICKY_ENTER_THUNK, 0);
        return;
    }
    if (kind == TICKY_GEN_THUNK)
        path = binder ? binder->qualname : NULL;
    code->ticky = ticky_gen_counter(cg.module, path, kind, params, nparams, outer->tk, true);
    g->tk = code->ticky;
    emit_ticky(g, kind == TICKY_GEN_FUN ? TICKY_ENTER_FUN
                  : kind == TICKY_GEN_LNE ? TICKY_ENTER_LNE : TICKY_ENTER_DYN_THUNK,
               (Word)code->ticky);
}

/* A Code for a lambda (nparams > 0) or a thunk, compiled now; its free
   variables are returned in `fv`.  `binder`: the let-bound variable it is
   for, or NULL. */
static Code *compile_closure(const Gen *outer, CoreExpr *body, CoreVar **params,
                             int nparams, const char *name, SrcSpan span,
                             Label label, const CoreVar *binder, VarList *fv)
{
    *fv = free_vars(body, params, nparams);
    Code *code = new_code(false, nparams, fv->n, name, span_text(cg.file, span), label);
    Gen g;
    gen_init(&g, nparams, name, span.l1 > 0 ? span : outer->span);
    ticky_closure_entry(&g, code, outer, binder, name, params, nparams);
    for (int i = 0; i < nparams; i++)
        bind_var(&g, params[i], i, -1);
    for (int i = 0; i < fv->n; i++) {
        bind_var(&g, fv->items[i], new_slot(&g), -1);
    }
    gen_tail(&g, body, nparams);
    finish_code(&g, code);
    return code;
}

static void emit_alloc_closure(Gen *g, Opcode op, SWord dst, const Code *code,
                               const VarList *fv)
{
    size_t payload = (size_t)code->info->ptrs + code->info->nptrs;
    need_heap(g, HDR_WORDS + payload);
    ticky_note_alloc(g, op == OP_ALLOC_FUN ? TICKY_ALLOC_FUN : TICKY_ALLOC_THK,
                     HDR_WORDS + payload, code->ticky);
    SWord srcs[256];
    int n = fv->n;
    if (n > 256) {
        fprintf(stderr, "lazyrun: closure with more than 256 free variables\n");
        exit(1);
    }
    for (int i = 0; i < n; i++)
        srcs[i] = var_slot(g, fv->items[i]);
    emit(g, op);
    emit(g, (Word)dst);
    emit(g, (Word)code);
    emit(g, (Word)n);
    for (int i = 0; i < n; i++) {
        emit(g, (Word)srcs[i]);
        note_payload(g, dst, (Word)i, srcs[i]);
    }
}

static const char *closure_name(Gen *g, const CoreVar *binder)
{
    return binder && binder->qualname ? binder->qualname : g->name;
}

/* Builds the closure of `e` into slot `dst` (allocating); `binder` is
   the let-bound variable it is for, or NULL. */
static void gen_closure_into(Gen *g, CoreExpr *e, SWord dst, const CoreVar *binder)
{
    CoreExpr *whole = e;
    e = strip_scc(e);
    if (e->kind == CE_LAM) {
        VarList fv;
        const char *nm = e->qualname ? e->qualname : closure_name(g, binder);
        Code *code = compile_closure(g, e->body, e->params, e->nparams, nm, e->span,
                                     closure_label(g, whole, binder), binder, &fv);
        emit_alloc_closure(g, OP_ALLOC_FUN, dst, code, &fv);
        free(fv.items);
        return;
    }
    if (e->kind == CE_CON && e->nargs > 0) {
        SWord srcs[256];
        int n = e->nargs;
        for (int i = 0; i < n; i++)
            srcs[i] = gen_atom(g, e->args[i], NULL);
        need_heap(g, HDR_WORDS + (size_t)n);
        ticky_note_alloc(g, TICKY_ALLOC_CON, HDR_WORDS + (size_t)n, NULL);
        emit(g, OP_ALLOC_CON);
        emit(g, (Word)dst);
        emit(g, (Word)((const ConDesc *)e->con->rt)->info);
        emit(g, (Word)n);
        for (int i = 0; i < n; i++) {
            emit(g, (Word)srcs[i]);
            note_payload(g, dst, (Word)i, srcs[i]);
        }
        return;
    }
    if (e->kind == CE_LIT && e->lit.kind == CL_STRING) {
        int32_t *chars = codegen_perm_alloc(sizeof(int32_t) * (size_t)(e->lit.len ? e->lit.len : 1));
        memcpy(chars, e->lit.str, sizeof(int32_t) * (size_t)e->lit.len);
        need_heap(g, HDR_WORDS + 3);
        ticky_note_alloc(g, TICKY_ALLOC_THK, HDR_WORDS + 3, NULL);
        emit(g, OP_ALLOC_STR);
        emit(g, (Word)dst);
        emit(g, (Word)chars);
        emit(g, (Word)e->lit.len);
        return;
    }
    if (e->kind == CE_APP) {
        /* A known function applied to too few arguments: a PAP. */
        CoreExpr *args[64];
        int nargs;
        CoreExpr *head = app_head(e, args, &nargs, 64);
        if (head->kind == CE_GLOBAL && ginfo(head->global)->is_function &&
            nargs < ginfo(head->global)->arity && nargs <= 64) {
            SWord fslot = load_const(g, ginfo(head->global)->closure);
            SWord srcs[64];
            for (int i = 0; i < nargs; i++)
                srcs[i] = gen_atom(g, args[i], NULL);
            need_heap(g, HDR_WORDS + 2 + (size_t)nargs);
            ticky_note_alloc(g, TICKY_ALLOC_PAP, HDR_WORDS + 2 + (size_t)nargs, NULL);
            emit(g, OP_ALLOC_PAP);
            emit(g, (Word)dst);
            emit(g, (Word)fslot);
            emit(g, (Word)nargs);
            for (int i = 0; i < nargs; i++) {
                emit(g, (Word)srcs[i]);
                note_payload(g, dst, (Word)(2 + i), srcs[i]);
            }
            return;
        }
    }
    /* Anything else is suspended in a thunk. */
    VarList fv;
    Code *code = compile_closure(g, e, NULL, 0, closure_name(g, binder), e->span,
                                 closure_label(g, whole, binder), binder, &fv);
    emit_alloc_closure(g, OP_ALLOC_THUNK, dst, code, &fv);
    free(fv.items);
}

/* A slot holding (a closure for) e; nothing is evaluated.  `binder`:
   the let-bound variable it is for, or NULL. */
static SWord gen_atom(Gen *g, CoreExpr *e, const CoreVar *binder)
{
    e = strip_scc(e);
    switch (e->kind) {
    case CE_VAR:
        return var_slot(g, e->var);
    case CE_GLOBAL:
        return load_const(g, ginfo(e->global)->closure);
    case CE_LIT:
        if (e->lit.kind != CL_STRING)
            return load_const(g, literal_closure(&e->lit));
        break;
    case CE_CON:
        if (e->nargs == 0)
            return load_const(g, ((const ConDesc *)e->con->rt)->nullary);
        break;
    default:
        break;
    }
    SWord dst = new_slot(g);
    gen_closure_into(g, e, dst, binder);
    return dst;
}

/* `seq a b` (the primitive, or a saturated call of its library wrapper)?
   It is compiled as "evaluate a, then continue with b" in b's context:
   suspending b in a thunk would put an update frame on the stack at
   every step of a strict loop (foldl', length). */
static bool is_seq(CoreExpr *e, CoreExpr **a, CoreExpr **b)
{
    if (e->kind == CE_PRIM && e->prim == PRIM_SEQ) {
        *a = e->args[0];
        *b = e->args[1];
        return true;
    }
    if (e->kind != CE_APP || e->fn->kind != CE_GLOBAL || e->nargs != 2)
        return false;
    GlobalInfo *gi = ginfo(e->fn->global);
    if (!gi->is_function || gi->arity != 2 || gi->prim != PRIM_SEQ)
        return false;
    *a = e->args[0];
    *b = e->args[1];
    return true;
}

/* ---- Inlining tiny library functions.  A library function whose body is
   at most INLINE_MAX_NODES nodes of case, variables, literals, nullary
   constructors, globals, applications and primitives, that does not call
   itself and uses each parameter at most once, is compiled in place at
   its saturated calls with the argument expressions substituted for the
   parameters.  With each parameter used at most once, substitution is
   exactly call-by-need, so nothing is evaluated that the call would not
   have evaluated: `a && b` builds no thunk for b, and evaluates a in
   place. */
#define INLINE_MAX_NODES 16

static int inline_size(const CoreExpr *e, const CoreGlobal *self)
{
    int n = 1;
    switch (e->kind) {
    case CE_VAR: return 1;
    case CE_LIT: return e->lit.kind == CL_STRING ? 1000 : 1;
    case CE_GLOBAL: return e->global == self ? 1000 : 1;
    case CE_CON:
        if (e->nargs > 0)
            return 1000;
        return 1;
    case CE_APP:
        n += inline_size(e->fn, self);
        /* fall through */
    case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            n += inline_size(e->args[i], self);
        return n;
    case CE_CASE:
        n += inline_size(e->scrut, self);
        for (int i = 0; i < e->nalts; i++)
            n += inline_size(e->alts[i].body, self);
        return n;
    default:
        return 1000;
    }
}

static int count_uses(const CoreExpr *e, const CoreVar *v)
{
    int n = 0;
    switch (e->kind) {
    case CE_VAR: return e->var == v;
    case CE_APP:
        n += count_uses(e->fn, v);
        /* fall through */
    case CE_PRIM: case CE_CON:
        for (int i = 0; i < e->nargs; i++)
            n += count_uses(e->args[i], v);
        return n;
    case CE_CASE:
        n += count_uses(e->scrut, v);
        for (int i = 0; i < e->nalts; i++)
            n += count_uses(e->alts[i].body, v);
        return n;
    default:
        return 0;
    }
}

static bool can_inline(const CoreGlobal *g, const GlobalInfo *gi)
{
    if (!g->is_library || !gi->is_function || gi->prim >= 0 || gi->identity ||
        g->kind != G_FUN || !gi->body ||
        inline_size(gi->body, g) > INLINE_MAX_NODES)
        return false;
    for (int i = 0; i < gi->arity; i++)
        if (count_uses(gi->body, gi->params[i]) > 1)
            return false;
    return true;
}

/* A copy of the inlinable body `e` with args[i] for params[i]. */
static CoreExpr *substitute(const CoreExpr *e, CoreVar **params, CoreExpr **args, int n)
{
    if (e->kind == CE_VAR)
        for (int i = 0; i < n; i++)
            if (e->var == params[i])
                return args[i];
    if (e->kind == CE_VAR || e->kind == CE_LIT || e->kind == CE_GLOBAL ||
        (e->kind == CE_CON && e->nargs == 0))
        return (CoreExpr *)e;
    CoreExpr *c = ARENA_NEW(cg.cp->arena, CoreExpr);
    *c = *e;
    if (e->kind == CE_APP)
        c->fn = substitute(e->fn, params, args, n);
    if (e->kind == CE_APP || e->kind == CE_PRIM) {
        c->args = ARENA_ARRAY(cg.cp->arena, CoreExpr *, e->nargs);
        for (int i = 0; i < e->nargs; i++)
            c->args[i] = substitute(e->args[i], params, args, n);
    }
    if (e->kind == CE_CASE) {
        c->scrut = substitute(e->scrut, params, args, n);
        c->alts = ARENA_ARRAY(cg.cp->arena, CoreAlt, e->nalts);
        for (int i = 0; i < e->nalts; i++) {
            c->alts[i] = e->alts[i];
            c->alts[i].body = substitute(e->alts[i].body, params, args, n);
        }
    }
    return c;
}

/* The body to compile instead of a saturated call of an inlinable
   function, or NULL. */
static CoreExpr *inline_call(CoreExpr *e)
{
    if (e->kind != CE_APP || e->fn->kind != CE_GLOBAL)
        return NULL;
    const GlobalInfo *gi = ginfo(e->fn->global);
    if (!gi->inline_ok || e->nargs != gi->arity)
        return NULL;
    return substitute(gi->body, gi->params, e->args, e->nargs);
}

/* The expression to compile for `e`: annotations dropped (vanilla way)
   and a saturated call of a tiny library function replaced by its body. */
static CoreExpr *expand(CoreExpr *e)
{
    e = strip_scc(e);
    CoreExpr *inlined = inline_call(e);
    return inlined ? strip_scc(inlined) : e;
}

/* Does the primitive's result always arrive evaluated?  Only a few hand
   back a closure of the program: a field, the second argument of seq,
   the unwritten rest of a string. */
static bool prim_returns_value(PrimOp op)
{
    switch (op) {
    case PRIM_CON_FIELD: case PRIM_SEQ: case PRIM_HPUTSTR_PREFIX:
    case PRIM_RAISE: case PRIM_CATCH:
        return false;
    default:
        return true;
    }
}

/* Evaluates primitive arguments and runs the primitive: result in R. */
static void gen_prim(Gen *g, PrimOp op, CoreExpr **args, int nargs)
{
    const PrimOpInfo *pi = &primop_info[op];
    SWord slots[16];
    for (int i = 0; i < nargs; i++) {
        if (pi->strict & (1u << i)) {
            CoreExpr *a = strip_scc(args[i]);
            VarEntry *ve = a->kind == CE_VAR ? find_var(g, a->var) : NULL;
            if (ve && ve->join < 0) {
                /* the variable's slot gets its value: later uses need no
                   evaluation */
                slots[i] = ve->slot;
                end_heap_run(g);
                emit(g, OP_EVAL_SET);
                emit(g, (Word)slots[i]);
            } else {
                gen_to_R(g, a);
                slots[i] = new_slot(g);
            }
            emit(g, OP_SET);
            emit(g, (Word)slots[i]);
        } else {
            slots[i] = gen_atom(g, args[i], NULL);
        }
    }
    end_heap_run(g);
    note_push(g, 2 * nargs + 3);
    emit(g, OP_PRIM);
    emit(g, (Word)op);
    emit(g, (Word)nargs);
    for (int i = 0; i < nargs; i++)
        emit(g, (Word)slots[i]);
}

/* Evaluate e into R. */
static void gen_to_R(Gen *g, CoreExpr *e)
{
    e = expand(e);
    CoreExpr *sa, *sb;
    if (is_seq(e, &sa, &sb)) {
        gen_to_R(g, sa);
        gen_to_R(g, sb);
        return;
    }
    if (e->kind == CE_PRIM) {
        gen_prim(g, e->prim, e->args, e->nargs);
        if (!prim_returns_value(e->prim))
            emit(g, OP_EVAL_R);
        end_heap_run(g);
        return;
    }
    if (e->kind == CE_VAR || e->kind == CE_GLOBAL || e->kind == CE_LIT ||
        e->kind == CE_CON || e->kind == CE_LAM) {
        VarEntry *ve = e->kind == CE_VAR ? find_var(g, e->var) : NULL;
        if (!ve || ve->join < 0) {
            SWord s = gen_atom(g, e, NULL);
            end_heap_run(g);
            emit(g, OP_EVAL);
            emit(g, (Word)s);
            return;
        }
    }
    int label = new_label(g);
    size_t ip = emit(g, OP_PUSH_CONT);
    emit_label_ref(g, ip, label);
    g->depth++;
    if (g->depth > g->max_depth)
        g->max_depth = g->depth;
    gen_tail(g, e, (SWord)POP_NONE);
    g->depth--;
    place_label(g, label);
}

/* `kind` and `slow`: the call as ticky counts it (includes/ticky.h). */
static void gen_call(Gen *g, Opcode op, Word target, SWord pop, SWord *slots, int n,
                     TickyCallKind kind, int slow)
{
    end_heap_run(g);
    if (kind != TICKY_CALL_JUMP)
        emit_ticky(g, TICKY_CALL, TICKY_CALL_OPERAND(kind, slow));
    note_push(g, n);
    emit(g, op);
    emit(g, target);
    emit(g, (Word)pop);
    emit(g, (Word)n);
    for (int i = 0; i < n; i++)
        emit(g, (Word)slots[i]);
}

/* GHC inlines a function of the program called once; an argument then
   becomes a let binding of the parameter (`mean ds` allocates a thunk
   `xs`).  The parameter the i-th argument of a saturated call of f is
   bound to in that case, or NULL. */
static const CoreVar *inlined_param(const CoreGlobal *f, int i)
{
    if (f->is_library || f->ninst != 1 || f->kind != G_FUN || i >= f->arity ||
        !f->params || !f->params[i] || f->params[i]->dict)
        return NULL;
    return f->params[i];
}

static void gen_app_tail(Gen *g, CoreExpr *e, SWord pop)
{
    CoreExpr *args[64];
    int nargs;
    CoreExpr *head = app_head(e, args, &nargs, 64);
    if (nargs > 64) {
        fprintf(stderr, "lazyrun: application to more than 64 arguments\n");
        exit(1);
    }
    if (head->kind == CE_GLOBAL) {
        GlobalInfo *gi = ginfo(head->global);
        if (gi->is_function && nargs == gi->arity) {
            if (gi->prim >= 0) {
                gen_prim(g, (PrimOp)gi->prim, args, nargs);
                emit(g, OP_RETURN_R);
                emit(g, (Word)pop);
                return;
            }
            SWord slots[64];
            for (int i = 0; i < nargs; i++)
                slots[i] = gen_atom(g, args[i], inlined_param(head->global, i));
            gen_call(g, OP_CALL_GLOBAL, (Word)gi->code, pop, slots, nargs,
                     TICKY_CALL_KNOWN, 0);
            return;
        }
        if (gi->is_function && nargs < gi->arity) {
            SWord s = gen_atom(g, e, NULL);
            end_heap_run(g);
            emit_ticky(g, TICKY_CALL, TICKY_CALL_OPERAND(TICKY_CALL_TOO_FEW, 0));
            emit(g, OP_ENTER);
            emit(g, (Word)s);
            emit(g, (Word)pop);
            return;
        }
    }
    SWord fslot = gen_atom(g, head, NULL);
    SWord slots[64];
    for (int i = 0; i < nargs; i++)
        slots[i] = gen_atom(g, args[i], NULL);
    int known = head->kind == CE_GLOBAL && ginfo(head->global)->is_function
                    ? ginfo(head->global)->arity : -1;
    if (known >= 0 && nargs > known)
        gen_call(g, OP_CALL, (Word)fslot, pop, slots, nargs, TICKY_CALL_EXTRA,
                 nargs - known);
    else if (head->kind == CE_VAR && head->var->lne)
        gen_call(g, OP_CALL, (Word)fslot, pop, slots, nargs, TICKY_CALL_JUMP, 0);
    else
        gen_call(g, OP_CALL, (Word)fslot, pop, slots, nargs, TICKY_CALL_UNKNOWN, nargs);
}

/* Does `v` occur in `e`? */
static bool mentions(const CoreExpr *e, const CoreVar *v)
{
    if (!e)
        return false;
    switch (e->kind) {
    case CE_VAR:
        return e->var == v;
    case CE_GLOBAL: case CE_LIT:
        return false;
    case CE_APP:
        if (mentions(e->fn, v))
            return true;
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            if (mentions(e->args[i], v))
                return true;
        return false;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        return mentions(e->body, v);
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            if (mentions(e->binds[i].expr, v))
                return true;
        return mentions(e->body, v);
    case CE_CASE:
        if (mentions(e->scrut, v))
            return true;
        for (int i = 0; i < e->nalts; i++)
            if (mentions(e->alts[i].body, v))
                return true;
        return false;
    }
    return false;
}

/* Starts describing a let-bound variable's closures at the type of its
   one use, if it has one (Note [Instantiated bindings] in describe.c);
   returns the mark to restore. */
static int instantiate_local(const CoreVar *v)
{
    const Scheme *s = v->scheme ? v->scheme : v->sig;
    return describe_instantiate(v->ninst == 1 ? s : NULL, v->inst_ty);
}

static void gen_let(Gen *g, CoreExpr *e, SWord pop)
{
    if (e->join && e->nbinds == 1 && join_ok(e->body, e->binds[0].var)) {
        int label = new_label(g);
        bind_var(g, e->binds[0].var, 0, label);
        gen_tail(g, e->body, pop);
        place_label(g, label);
        gen_tail(g, e->binds[0].expr, pop);
        return;
    }
    if (cg.ticky_here && !e->join)
        mark_lne(e);
    CoreExpr *sa, *sb;
    if (e->nbinds == 1 && !e->join && is_seq(strip_scc(e->body), &sa, &sb) &&
        !mentions(e->binds[0].expr, e->binds[0].var) &&
        strip_scc(sa)->kind == CE_VAR && strip_scc(sa)->var == e->binds[0].var) {
        /* let x = e in x `seq` b: x is demanded at once, so it is
           evaluated in place rather than suspended in a thunk that would
           be entered straight away (strict accumulators: foldl', length) */
        gen_to_R(g, e->binds[0].expr);
        end_heap_run(g);
        SWord s = new_slot(g);
        emit(g, OP_SET);
        emit(g, (Word)s);
        bind_var(g, e->binds[0].var, s, -1);
        gen_tail(g, sb, pop);
        return;
    }
    if (!e->rec) {
        for (int i = 0; i < e->nbinds; i++) {
            CoreBind *b = &e->binds[i];
            int mark = instantiate_local(b->var);
            SWord s = gen_atom(g, b->expr, b->var);
            describe_restore(mark);
            bind_var(g, b->var, s, -1);
        }
        gen_tail(g, e->body, pop);
        return;
    }
    /* A recursive group: every variable gets its slot first; closures
       referring to members not yet built are patched at the end. */
    SWord slots[256];
    if (e->nbinds > 256) {
        fprintf(stderr, "lazyrun: recursive group of more than 256 bindings\n");
        exit(1);
    }
    int saved_pending = g->npending;
    for (int i = 0; i < e->nbinds; i++) {
        slots[i] = new_slot(g);
        bind_var(g, e->binds[i].var, slots[i], -1);
        GROW(g->pending, g->npending, g->cappending);
        g->pending[g->npending++] = slots[i];
    }
    for (int i = 0; i < e->nbinds; i++) {
        CoreExpr *x = strip_scc(e->binds[i].expr);
        const CoreVar *binder = e->binds[i].var;
        bool atomic = x->kind == CE_VAR || x->kind == CE_GLOBAL ||
                      (x->kind == CE_LIT && x->lit.kind != CL_STRING) ||
                      (x->kind == CE_CON && x->nargs == 0);
        int mark = instantiate_local(binder);
        if (atomic && !(x->kind == CE_VAR && find_var(g, x->var) &&
                        find_var(g, x->var)->join < 0)) {
            SWord s = gen_atom(g, x, binder);
            emit(g, OP_MOVE);
            emit(g, (Word)slots[i]);
            emit(g, (Word)s);
        } else if (atomic) {
            /* an alias of another member: a thunk that evaluates it */
            VarList fv;
            Code *code = compile_closure(g, x, NULL, 0, closure_name(g, binder), x->span,
                                         closure_label(g, e->binds[i].expr, binder),
                                         binder, &fv);
            emit_alloc_closure(g, OP_ALLOC_THUNK, slots[i], code, &fv);
            free(fv.items);
        } else {
            gen_closure_into(g, e->binds[i].expr, slots[i], binder);
        }
        describe_restore(mark);
        /* this member is built now */
        for (int j = saved_pending; j < g->npending; j++)
            if (g->pending[j] == slots[i])
                g->pending[j] = NO_SLOT;
    }
    for (int i = 0; i < g->npatches; i++) {
        emit(g, OP_PATCH);
        emit(g, (Word)g->patches[i].dst);
        emit(g, g->patches[i].field);
        emit(g, (Word)g->patches[i].src);
    }
    g->npatches = 0;
    g->npending = saved_pending;
    gen_tail(g, e->body, pop);
}

static void gen_alt_con(Gen *g, CoreAlt *a, SWord pop)
{
    int k = 0;
    for (int j = 0; j < a->con->arity; j++)
        if (a->vars[j])
            k++;
    if (k > 0) {
        emit(g, OP_UNPACK);
        emit(g, (Word)k);
        for (int j = 0; j < a->con->arity; j++) {
            if (!a->vars[j])
                continue;
            SWord s = new_slot(g);
            bind_var(g, a->vars[j], s, -1);
            emit(g, (Word)j);
            emit(g, (Word)s);
        }
    }
    gen_tail(g, a->body, pop);
}

static void gen_case(Gen *g, CoreExpr *e, SWord pop)
{
    gen_to_R(g, e->scrut);
    end_heap_run(g);
    if (e->binder) {
        SWord s = new_slot(g);
        bind_var(g, e->binder, s, -1);
        emit(g, OP_SET);
        emit(g, (Word)s);
    }
    CoreAlt *deflt = NULL, *first_con = NULL;
    int ncon = 0, nlit = 0;
    for (int i = 0; i < e->nalts; i++) {
        CoreAlt *a = &e->alts[i];
        if (a->kind == ALT_DEFAULT && !deflt)
            deflt = a;
        else if (a->kind == ALT_CON) {
            ncon++;
            if (!first_con)
                first_con = a;
        } else if (a->kind == ALT_LIT)
            nlit++;
    }
    if (ncon > 0) {
        DataInfo *d = first_con->con->data;
        if (d->ncons == 1 && ncon >= 1) {
            gen_alt_con(g, first_con, pop);
            return;
        }
        int *labels = calloc((size_t)e->nalts + 1, sizeof(int));
        int deflt_label = -1;
        size_t ip = emit(g, OP_SWITCH);
        emit(g, (Word)d->ncons);
        int *tag_label = calloc((size_t)d->ncons, sizeof(int));
        for (int t = 0; t < d->ncons; t++)
            tag_label[t] = -1;
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_CON)
                continue;
            labels[i] = new_label(g);
            if (tag_label[a->con->tag] < 0)
                tag_label[a->con->tag] = labels[i];
        }
        /* A tag without an alternative goes to the default, or (when the
           alternatives cover the type and there is none) nowhere: the
           first alternative's label stands in, so that no alternative is
           generated twice (nested cases would double at every level). */
        for (int t = 0; t < d->ncons; t++) {
            if (tag_label[t] < 0 && deflt_label < 0)
                deflt_label = deflt ? new_label(g) : labels[first_con - e->alts];
            emit_label_ref(g, ip, tag_label[t] >= 0 ? tag_label[t] : deflt_label);
        }
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_CON)
                continue;
            place_label(g, labels[i]);
            gen_alt_con(g, a, pop);
        }
        if (deflt && deflt_label >= 0) {
            place_label(g, deflt_label);
            gen_tail(g, deflt->body, pop);
        }
        free(labels);
        free(tag_label);
        return;
    }
    if (nlit > 0) {
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_LIT)
                continue;
            int next = new_label(g);
            size_t ip = emit(g, OP_TEST_LIT);
            emit(g, (Word)literal_closure(&a->lit));
            emit_label_ref(g, ip, next);
            gen_tail(g, a->body, pop);
            place_label(g, next);
        }
    }
    if (deflt) {
        gen_tail(g, deflt->body, pop);
    } else {
        /* no default: by contract unreachable; return the value itself */
        emit(g, OP_RETURN_R);
        emit(g, (Word)pop);
    }
}

static void gen_tail(Gen *g, CoreExpr *e, SWord pop)
{
    e = expand(e);
    CoreExpr *sa, *sb;
    if (is_seq(e, &sa, &sb)) {
        gen_to_R(g, sa);
        end_heap_run(g);
        gen_tail(g, sb, pop);
        return;
    }
    switch (e->kind) {
    case CE_VAR: {
        VarEntry *ve = find_var(g, e->var);
        if (ve && ve->join >= 0) {
            emit_jump(g, ve->join);
            return;
        }
        break;
    }
    case CE_APP:
        gen_app_tail(g, e, pop);
        return;
    case CE_PRIM:
        gen_prim(g, e->prim, e->args, e->nargs);
        emit(g, OP_RETURN_R);
        emit(g, (Word)pop);
        return;
    case CE_LET:
        gen_let(g, e, pop);
        return;
    case CE_CASE:
        gen_case(g, e, pop);
        return;
    case CE_ANNOT:                      /* removed by the type checker */
        gen_tail(g, e->body, pop);
        return;
    case CE_SCC:
#ifdef PROFILING
        end_heap_run(g);
        emit(g, OP_SCC);
        emit(g, (Word)runtime_cc(e->cc));
        emit(g, (Word)(cg.cp->count_entries && !e->cc->no_count));
#endif
        gen_tail(g, e->body, pop);
        return;
    default:
        break;
    }
    SWord s = gen_atom(g, e, NULL);
    end_heap_run(g);
    CoreExpr *v = strip_scc(e);
    if (v->kind == CE_CON)              /* a constructor returned */
        emit_ticky(g, TICKY_RETURN, (Word)v->nargs);
    emit(g, OP_ENTER);
    emit(g, (Word)s);
    emit(g, (Word)pop);
}

/* ------------------------------------------------------------ globals */

static int prim_wrapper(const GlobalInfo *gi)
{
    const CoreExpr *b = gi->body;
    if (!gi->is_function || !b || b->kind != CE_PRIM || b->nargs != gi->arity)
        return -1;
    for (int i = 0; i < b->nargs; i++)
        if (b->args[i]->kind != CE_VAR || b->args[i]->var != gi->params[i])
            return -1;
    return (int)b->prim;
}

static void make_con_descs(DataInfo *d)
{
    const ConDesc **family = codegen_perm_alloc(sizeof(ConDesc *) * (size_t)(d->ncons ? d->ncons : 1));
    for (int i = 0; i < d->ncons; i++) {
        ConInfo *ci = d->cons[i];
        ConDesc *cd = codegen_perm_alloc(sizeof *cd);
        cd->name = ci->name;
        cd->type_name = d->name;
        cd->module = ci->module ? ci->module : d->module;
        cd->tag = (uint16_t)ci->tag;
        cd->arity = (uint16_t)ci->arity;
        cd->family_size = (uint16_t)d->ncons;
        cd->infix = ci->infix;
        cd->fixity = (uint8_t)ci->fixity_prec;
        cd->fields = ci->fields;
        cd->family = family;
        cd->own_order = strcmp(d->name, "Down") == 0 && d->module &&
                        strcmp(d->module, LIB_MODULE) == 0;
        InfoTable *it = codegen_perm_alloc(sizeof *it);
        it->type = CT_CON;
        it->tag = (uint16_t)ci->tag;
        it->ptrs = (uint32_t)ci->arity;
        it->con = cd;
        it->name = ci->name;
        it->descr = ci->name;           /* -hd: "Just", "C:Ord" */
        it->type_name = describe_tycon(d->name, d->module);
        it->module = cd->module;
        cd->info = it;
        if (ci->arity == 0)
            cd->nullary = static_object(it, 0);
        family[i] = cd;
        ci->rt = cd;
    }
}

/* The type a top-level binding's closure is described by. */
static const char *global_type(const CoreGlobal *g)
{
    Arena *a = cg.cp->arena;
    if (g->inst && g->inst->dfun == g)
        return g->inst->cls->name;       /* GHC's $fShowMaybe :: Show (Maybe a) */
    if (g->selects && g->select_index < g->selects->nsupers)
        return g->selects->supers[g->select_index]->name;   /* $p1Ord :: Ord a => Eq a */
    if (g->kind == G_CON)
        return g->con->scheme ? describe_type(a, g->con->scheme->ty) : NULL;
    if (g->scheme && g->scheme->ty)
        return describe_type(a, g->scheme->ty);
    if (g->sig && g->sig->ty)
        return describe_type(a, g->sig->ty);
    return g->body ? describe_type(a, expr_type(g->body)) : NULL;
}

static void setup_global(CoreGlobal *g)
{
    GlobalInfo *gi = codegen_perm_alloc(sizeof *gi);
    g->rt = gi;
    gi->prim = -1;
    cg.module = g->module;
    cg.file = g->file;
    const char *loc = span_text(g->file ? g->file : "", g->span);
    if (g->kind == G_FUN) {
        gi->is_function = true;
        gi->arity = g->arity;
        gi->params = g->params;
        gi->body = g->body;
    } else if (g->kind == G_CAF && g->body) {
        CoreExpr *b = g->body;
        if (b->kind == CE_LAM) {
            gi->is_function = true;
            gi->arity = b->nparams;
            gi->params = b->params;
            gi->body = b->body;
        } else {
            gi->body = g->body;
        }
    } else if (g->kind == G_CON) {
        gi->is_function = true;
        gi->arity = g->con->arity;
    }
    Label label = { describe_global(cg.cp->arena, g->module, g->name), global_type(g) };
    if (gi->is_function) {
        gi->code = new_code(false, gi->arity, 0, g->name, loc, label);
        gi->closure = static_object(gi->code->info, 0);
    } else {
        gi->code = new_code(true, 0, 0, g->name, loc, label);
        gi->closure = static_object(gi->code->info, 1);
#ifdef PROFILING
        set_caf_stack(g, gi);
#endif
    }
    gi->prim = prim_wrapper(gi);
    CoreExpr *b = gi->body;
    while (b && b->kind == CE_PRIM && b->prim == PRIM_UNSAFE_COERCE)
        b = b->args[0];
    gi->identity = gi->is_function && gi->arity == 1 && g->kind != G_CON &&
                   b && b->kind == CE_VAR && b->var == gi->params[0];
    gi->inline_ok = can_inline(g, gi);
}

/* Names the binders of g for closure descriptions (describe.h). */
static void scan_global(CoreGlobal *g)
{
    GlobalInfo *gi = ginfo(g);
    if (gi->body)
        describe_scan(cg.cp->arena, gi->params, gi->arity, gi->body);
}

static void compile_global(CoreGlobal *g)
{
    GlobalInfo *gi = ginfo(g);
    cg.module = g->module;
    cg.file = g->file;
    /* GHC counts neither the selectors it makes (record fields, class
       methods) nor constructor wrappers */
    cg.ticky_here = cg.ticky && !g->is_library && g->kind != G_CON &&
                    !g->is_field_selector && !g->selects;
    Gen gen;
    gen_init(&gen, gi->arity, g->name, g->span);
    if (cg.ticky_here && gi->is_function) {
        const char *name = g->inst ? arena_printf(cg.cp->arena, "$c%s", g->name)
                                   : g->name;
        gi->code->ticky = ticky_gen_counter(g->module, name, TICKY_GEN_FUN, gi->params,
                                            gi->arity, NULL, false);
        gen.tk = gi->code->ticky;
        emit_ticky(&gen, TICKY_ENTER_FUN, (Word)gen.tk);
    } else {
        emit_ticky(&gen, TICKY_ENTER_THUNK, 1);
    }
    /* a binding of the program's used once: GHC inlines it there (taken
       as not exported: a Main without a header exports main alone) */
    const Scheme *s = g->scheme ? g->scheme : g->sig;
    int mark = describe_instantiate(!g->is_library && g->ninst == 1 ? s : NULL, g->inst_ty);
    if (g->kind == G_CON) {
        SWord slots[256];
        for (int i = 0; i < gi->arity; i++)
            slots[i] = i;
        SWord dst = new_slot(&gen);
        need_heap(&gen, HDR_WORDS + (size_t)gi->arity);
        emit(&gen, OP_ALLOC_CON);
        emit(&gen, (Word)dst);
        emit(&gen, (Word)((const ConDesc *)g->con->rt)->info);
        emit(&gen, (Word)gi->arity);
        for (int i = 0; i < gi->arity; i++)
            emit(&gen, (Word)slots[i]);
        end_heap_run(&gen);
        emit(&gen, OP_ENTER);
        emit(&gen, (Word)dst);
        emit(&gen, (Word)gi->arity);
    } else {
        for (int i = 0; i < gi->arity; i++)
            bind_var(&gen, gi->params[i], i, -1);
        gen_tail(&gen, gi->body, gi->arity);
    }
    describe_restore(mark);
    finish_code(&gen, gi->code);
    cg.ticky_here = false;
}

static Closure *find_global(CoreProgram *cp, const char *module, const char *name)
{
    for (int i = 0; i < cp->nglobals; i++) {
        CoreGlobal *g = cp->globals[i];
        if (strcmp(g->name, name) == 0 && strcmp(g->module, module) == 0)
            return ginfo(g)->closure;
    }
    return NULL;
}

static Closure *need_lib(CoreProgram *cp, const char *name)
{
    Closure *c = find_global(cp, LIB_MODULE, name);
    if (!c)
        fprintf(stderr, "lazyrun: the library does not define %s.%s\n", LIB_MODULE, name);
    return c;
}

static Closure *con_closure(DataInfo *d, int tag)
{
    return d && tag < d->ncons ? ((const ConDesc *)d->cons[tag]->rt)->nullary : NULL;
}

static DataInfo *find_data(CoreProgram *cp, const char *name)
{
    for (int i = 0; i < cp->ndatas; i++)
        if (strcmp(cp->datas[i]->name, name) == 0 &&
            strcmp(cp->datas[i]->module, LIB_MODULE) == 0)
            return cp->datas[i];
    return NULL;
}

/* ---- Floating functions out of CAFs.  Like GHC's CorePrep, a function
   bound by a let on the spine of a CAF's right-hand side (not under a
   lambda or a case), whose free variables are all such functions, becomes
   a top-level function: a static closure, allocated once.  This matters
   to profiling as well as to speed: a static function does not carry the
   CAF's stack, so a call of it is charged to the caller's stack exactly
   as GHC charges it (`main = ... where helper x = ...`). */

/* Turns every occurrence of vars[i] into a reference to globals[i]. */
static void retarget_vars(CoreExpr *e, CoreVar **vars, CoreGlobal **globals, int n)
{
    if (!e)
        return;
    switch (e->kind) {
    case CE_VAR:
        for (int i = 0; i < n; i++)
            if (e->var == vars[i]) {
                e->kind = CE_GLOBAL;
                e->global = globals[i];
                e->var = NULL;
            }
        return;
    case CE_GLOBAL: case CE_LIT:
        return;
    case CE_APP:
        retarget_vars(e->fn, vars, globals, n);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            retarget_vars(e->args[i], vars, globals, n);
        return;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        retarget_vars(e->body, vars, globals, n);
        return;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            retarget_vars(e->binds[i].expr, vars, globals, n);
        retarget_vars(e->body, vars, globals, n);
        return;
    case CE_CASE:
        retarget_vars(e->scrut, vars, globals, n);
        for (int i = 0; i < e->nalts; i++)
            retarget_vars(e->alts[i].body, vars, globals, n);
        return;
    }
}

typedef struct GlobalVec { CoreGlobal **items; int n, cap; } GlobalVec;

static void float_caf_functions(CoreGlobal *g, GlobalVec *out)
{
    enum { MAX_FLOAT = 256 };
    CoreVar *vars[MAX_FLOAT];
    CoreExpr *rhs[MAX_FLOAT];
    int n = 0;
    /* the candidates: lambda bindings of the spine's lets */
    for (CoreExpr *e = g->body; e && (e->kind == CE_SCC || e->kind == CE_LET);
         e = e->body)
        if (e->kind == CE_LET && !e->join)
            for (int i = 0; i < e->nbinds && n < MAX_FLOAT; i++)
                if (e->binds[i].expr->kind == CE_LAM) {
                    vars[n] = e->binds[i].var;
                    rhs[n++] = e->binds[i].expr;
                }
    /* keep those whose free variables are kept candidates */
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < n; i++) {
            VarList fv = free_vars(rhs[i], NULL, 0);
            bool ok = true;
            for (int k = 0; k < fv.n && ok; k++) {
                int j = 0;
                while (j < n && vars[j] != fv.items[k])
                    j++;
                ok = j < n;
            }
            free(fv.items);
            if (!ok) {
                vars[i] = vars[n - 1];
                rhs[i] = rhs[--n];
                changed = true;
                break;
            }
        }
    }
    if (n == 0)
        return;
    CoreGlobal *globals[MAX_FLOAT];
    for (int i = 0; i < n; i++) {
        CoreGlobal *f = codegen_perm_alloc(sizeof *f);
        f->kind = G_CAF;                       /* bound to a lambda: a function */
        f->name = vars[i]->qualname ? vars[i]->qualname : vars[i]->name;
        f->module = g->module;
        f->file = g->file;
        f->span = vars[i]->span;
        f->is_library = g->is_library;
        f->body = rhs[i];
        globals[i] = f;
        GROW(out->items, out->n, out->cap);
        out->items[out->n++] = f;
    }
    /* drop them from their lets, then point every use at the globals */
    for (CoreExpr *e = g->body; e && (e->kind == CE_SCC || e->kind == CE_LET);
         e = e->body) {
        if (e->kind != CE_LET)
            continue;
        int kept = 0;
        for (int i = 0; i < e->nbinds; i++) {
            int j = 0;
            while (j < n && vars[j] != e->binds[i].var)
                j++;
            if (j == n)
                e->binds[kept++] = e->binds[i];
        }
        e->nbinds = kept;
    }
    retarget_vars(g->body, vars, globals, n);
    for (int i = 0; i < n; i++)
        retarget_vars(rhs[i], vars, globals, n);
}

/* A let left without bindings is just its body. */
static CoreExpr *drop_empty_lets(CoreExpr *e)
{
    if (!e)
        return e;
    if (e->kind == CE_LET && e->nbinds == 0)
        return drop_empty_lets(e->body);
    if (e->kind == CE_SCC || e->kind == CE_LET)
        e->body = drop_empty_lets(e->body);
    return e;
}

static void float_all_caf_functions(CoreProgram *cp)
{
    GlobalVec fl = {0};
    for (int i = 0; i < cp->nglobals; i++) {
        CoreGlobal *g = cp->globals[i];
        if (g->kind == G_CAF && g->body && g->body->kind != CE_LAM) {
            float_caf_functions(g, &fl);
            g->body = drop_empty_lets(g->body);
        }
    }
    if (fl.n == 0)
        return;
    for (int i = 0; i < fl.n; i++)
        fl.items[i]->id = cp->nglobals + i;
    CoreGlobal **all = codegen_perm_alloc(sizeof *all * (size_t)(cp->nglobals + fl.n));
    memcpy(all, cp->globals, sizeof *all * (size_t)cp->nglobals);
    memcpy(all + cp->nglobals, fl.items, sizeof *all * (size_t)fl.n);
    cp->globals = all;
    cp->nglobals += fl.n;
    free(fl.items);
}

/* ------------------------------------------------------------ pruning */

/* Note [Pruning]
 * The library is compiled with every program, but a program uses a small
 * part of it: only the globals reachable from the roots get code.  The
 * roots are the user's own bindings (all of them: their cost centres are
 * registered, as GHC registers a module's whether they run or not) and
 * the library bindings the runtime calls by name (ROOT_NAMES, and the
 * fallbacks of primops.def).  What is unreachable
 * cannot be entered: code refers to a global only through CE_GLOBAL. */
static const char *const ROOT_NAMES[] = {
    "runMainIO", "divZeroError", "nonTermination"
};

typedef struct Reach {
    unsigned char *seen;       /* by CoreGlobal id */
    CoreGlobal **stack; int n, cap;
} Reach;

static void reach(Reach *r, CoreGlobal *g)
{
    if (!g || r->seen[g->id])
        return;
    r->seen[g->id] = 1;
    GROW(r->stack, r->n, r->cap);
    r->stack[r->n++] = g;
}

static void reach_expr(Reach *r, const CoreExpr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case CE_VAR: case CE_LIT: break;
    case CE_GLOBAL: reach(r, e->global); break;
    case CE_APP:
        reach_expr(r, e->fn);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            reach_expr(r, e->args[i]);
        break;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        reach_expr(r, e->body);
        break;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            reach_expr(r, e->binds[i].expr);
        reach_expr(r, e->body);
        break;
    case CE_CASE:
        reach_expr(r, e->scrut);
        for (int i = 0; i < e->nalts; i++)
            reach_expr(r, e->alts[i].body);
        break;
    }
}

static void prune_unreachable(CoreProgram *cp)
{
    int maxid = 0;
    for (int i = 0; i < cp->nglobals; i++)
        if (cp->globals[i]->id > maxid)
            maxid = cp->globals[i]->id;
    Reach r = { .seen = calloc((size_t)maxid + 1, 1) };
    if (!r.seen)
        return;
    for (int i = 0; i < cp->nglobals; i++) {
        CoreGlobal *g = cp->globals[i];
        bool root = !g->is_library || g == cp->main || g == cp->run_main;
        if (strcmp(g->module, LIB_MODULE) == 0) {
            for (size_t k = 0; k < sizeof ROOT_NAMES / sizeof *ROOT_NAMES; k++)
                root |= strcmp(g->name, ROOT_NAMES[k]) == 0;
            for (int k = 0; k < PRIM_COUNT; k++)
                root |= primop_info[k].fallback &&
                        strcmp(g->name, primop_info[k].fallback) == 0;
        }
        if (root)
            reach(&r, g);
    }
    while (r.n > 0)
        reach_expr(&r, r.stack[--r.n]->body);
    int k = 0;
    for (int i = 0; i < cp->nglobals; i++)
        if (r.seen[cp->globals[i]->id])
            cp->globals[k++] = cp->globals[i];
    cp->nglobals = k;
    free(r.seen);
    free(r.stack);
}

Program *codegen_program(CoreProgram *cp, const char *prog_name)
{
    /* the scratch of a previous program (tests generate several) */
    free(cg.bound_mark);
    free(cg.seen_mark);
    free(cg.codes.items);
    memset(&cg, 0, sizeof cg);
    cg.cp = cp;
#ifdef PROFILING
    cg.prof = true;
    ccs_init();
#endif
    cg.ticky = cp->ticky;
    for (int i = 0; i < cp->ndatas; i++)
        make_con_descs(cp->datas[i]);
    prune_unreachable(cp);
    float_all_caf_functions(cp);
    for (int i = 0; i < cp->nglobals; i++)
        setup_global(cp->globals[i]);
    for (int i = 0; i < cp->nglobals; i++)   /* before any call is compiled */
        scan_global(cp->globals[i]);
    for (int i = 0; i < cp->nglobals; i++)
        compile_global(cp->globals[i]);
    liveness_describe(cg.codes.items, cg.codes.n);

    Program *p = codegen_perm_alloc(sizeof *p);
    p->prog_name = prog_name;
    p->main_file = cp->main_file;
    bool ok = true;
    if (!cp->main) {
        fprintf(stderr, "%s: error: The IO action ‘main’ is not defined in module ‘Main’\n",
                cp->main_file);
        return NULL;
    }
    p->main = ginfo(cp->main)->closure;
    ok &= (p->run_main = need_lib(cp, "runMainIO")) != NULL;
    ok &= (p->div_zero = need_lib(cp, "divZeroError")) != NULL;
    ok &= (p->non_termination = need_lib(cp, "nonTermination")) != NULL;
    /* the untyped library defines every fallback; the typed one those of
       the primitives it applies to more than numbers and characters */
    for (int i = 0; i < PRIM_COUNT; i++)
        if (primop_info[i].fallback && !cp->typed)
            ok &= (p->prim_fallback[i] = need_lib(cp, primop_info[i].fallback)) != NULL;
        else if (primop_info[i].fallback)
            p->prim_fallback[i] = find_global(cp, LIB_MODULE, primop_info[i].fallback);
    DataInfo *world = find_data(cp, "World");
    p->world = con_closure(world, 0);
    p->false_ = con_closure(cp->bool_type, 0);
    p->true_ = con_closure(cp->bool_type, 1);
    p->nil = con_closure(cp->list_type, 0);
    p->unit = con_closure(cp->unit_type, 0);
    for (int i = 0; i < 3; i++)
        p->ordering[i] = con_closure(cp->ordering_type, i);
    if (cp->list_type && cp->list_type->ncons == 2)
        p->cons_info = ((const ConDesc *)cp->list_type->cons[1]->rt)->info;
    if (cp->tuple_types[2])
        p->pair_info = ((const ConDesc *)cp->tuple_types[2]->cons[0]->rt)->info;
    if (!p->world || !p->false_ || !p->true_ || !p->nil || !p->unit ||
        !p->ordering[2] || !p->cons_info || !p->pair_info) {
        fprintf(stderr, "lazyrun: the library lacks a built-in type (World, Bool, [], (), Ordering)\n");
        ok = false;
    }
    return ok ? p : NULL;
}

/* ------------------------------------------------------ disassembler */

static void dump_code(FILE *out, const Code *code)
{
    fprintf(out, "%s: %s arity %u free %u slots %u  -hd %s  -hy %s\n", code->name,
            closure_type_names[code->info->type], code->arity, code->nfree,
            code->nslots, code->info->descr ? code->info->descr : "-",
            code->info->type_name ? code->info->type_name : "-");
    const Word *ip = code->instrs, *end = code->instrs + code->ninstrs;
    while (ip < end) {
        const OpcodeInfo *oi = &opcode_info[ip[0]];
        size_t n = instr_words(ip);
        fprintf(out, "  %4ld %-12s", (long)(ip - code->instrs), oi->name);
        for (size_t i = 1; i < n; i++)
            fprintf(out, " %ld", (long)(SWord)ip[i]);
        fputc('\n', out);
        ip += n;
    }
}

void codegen_dump(FILE *out, const CoreProgram *cp, bool include_libs)
{
    (void)cp;
    for (int i = 0; i < cg.codes.n; i++) {
        const Code *c = cg.codes.items[i];
        if (!include_libs && c->info->module && strcmp(c->info->module, "Main") != 0)
            continue;
        dump_code(out, c);
    }
}
