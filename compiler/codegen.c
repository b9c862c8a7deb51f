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
 * Otherwise it is an ordinary thunk (see cg_join_ok in cg_lne.c).
 *
 * Files.  This file holds the permanent memory, the generator's state,
 * the word buffer, literals and cost centres, code shells, globals,
 * pruning, codegen_program and the disassembler; cg_lne.c the free
 * variables, join points and let-no-escape; cg_expr.c the expressions.
 * They share cg_int.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "cstack.h"
#include "cg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../includes/bytecode.h"
#include "describe.h"
#include "diag.h"
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

const char *cg_span_text(const char *file, SrcSpan s)
{
    char buf[256];
    if (s.l1 == 0)
        return NULL;
    file = diag_resolve(file, &s);   /* Note [LINE pragmas] in diag.c */
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

CG cg;

size_t cg_emit(Gen *g, Word w)
{
    GROW(g->out, g->n, g->cap);
    g->out[g->n] = w;
    return g->n++;
}

void cg_end_heap_run(Gen *g) { g->hc_pos = -1; }

/* A ticky event (includes/ticky.h), in the user's code of the ticky way. */
void cg_emit_ticky(Gen *g, TickyEvent event, Word operand)
{
    if (!cg.ticky_here)
        return;
    cg_emit(g, OP_TICKY);
    cg_emit(g, (Word)event);
    cg_emit(g, operand);
}

void cg_need_heap(Gen *g, size_t words)
{
    if (g->hc_pos < 0) {
        g->hc_at = g->n;
        cg_emit(g, OP_HEAP_CHECK);
        g->hc_pos = (SWord)cg_emit(g, 0);
        g->tk_alloc = NULL;
        if (cg.ticky_here) {
            g->tk_alloc = codegen_perm_alloc(sizeof *g->tk_alloc);
            g->tk_alloc->counter = g->tk;
            cg_emit_ticky(g, TICKY_ALLOC, (Word)g->tk_alloc);
        }
    }
    g->out[g->hc_pos] += words;
}

/* Ticky: what the allocation just made room for is (with -ticky-allocd,
   `counter` is the allocated closure's own). */
void cg_ticky_note_alloc(Gen *g, TickyAllocKind kind, size_t words,
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

SWord cg_new_slot(Gen *g)
{
    g->next_slot++;
    if (g->next_slot > g->nlocals)
        g->nlocals = g->next_slot;
    return -(SWord)g->next_slot;
}

/* The index slot of v: its own, or the empty one where it belongs. */
static int *var_index_slot(Gen *g, const CoreVar *v)
{
    size_t mask = (size_t)g->var_index_cap - 1;
    size_t i = (size_t)(((uintptr_t)v >> 4) * (uintptr_t)0x9E3779B97F4A7C15u) & mask;
    while (g->var_index[i] >= 0 && g->vars[g->var_index[i]].var != v)
        i = (i + 1) & mask;
    return &g->var_index[i];
}

/* The latest binding of v in the code (a code of 100,000 variables looks
   each up in constant time). */
VarEntry *cg_find_var(Gen *g, const CoreVar *v)
{
    if (g->var_index_cap == 0)
        return NULL;
    int k = *var_index_slot(g, v);
    return k >= 0 ? &g->vars[k] : NULL;
}

void cg_bind_var(Gen *g, const CoreVar *v, SWord slot, int join)
{
    GROW(g->vars, g->nvars, g->capvars);
    if (2 * (g->nvars + 1) > g->var_index_cap) {
        int cap = g->var_index_cap ? 2 * g->var_index_cap : 64;
        free(g->var_index);
        g->var_index = malloc(sizeof *g->var_index * (size_t)cap);
        if (!g->var_index) {
            fprintf(stderr, "lazyrun: out of memory\n");
            exit(1);
        }
        g->var_index_cap = cap;
        for (int i = 0; i < cap; i++)
            g->var_index[i] = -1;
        for (int i = 0; i < g->nvars; i++)
            *var_index_slot(g, g->vars[i].var) = i;
    }
    g->vars[g->nvars] = (VarEntry){v, slot, join};
    *var_index_slot(g, v) = g->nvars++;
}

SWord cg_var_slot(Gen *g, const CoreVar *v)
{
    VarEntry *e = cg_find_var(g, v);
    if (!e || e->join >= 0) {
        fprintf(stderr, "lazyrun: internal error: variable %s (#%d) has no slot in %s\n",
                v->name, v->id, g->name);
        exit(1);
    }
    return e->slot;
}

int cg_new_label(Gen *g)
{
    GROW(g->labels, g->nlabels, g->caplabels);
    g->labels[g->nlabels] = (size_t)-1;
    return g->nlabels++;
}

void cg_place_label(Gen *g, int label)
{
    cg_end_heap_run(g);
    g->eval_at = -1;             /* a jump may reach what follows */
    g->labels[label] = g->n;
}

void cg_emit_label_ref(Gen *g, size_t instr, int label)
{
    size_t operand = cg_emit(g, 0);
    GROW(g->fixups, g->nfixups, g->capfixups);
    g->fixups[g->nfixups++] = (Fixup){instr, operand, label};
}

void cg_emit_jump(Gen *g, int label)
{
    size_t ip = cg_emit(g, OP_JUMP);
    cg_emit_label_ref(g, ip, label);
    cg_end_heap_run(g);
}

void cg_note_push(Gen *g, int words)
{
    if (words > g->max_args)
        g->max_args = words;
}

/* Allocation instructions go through here so that a recursive group's
   references to closures not yet built are patched afterwards. */
void cg_note_payload(Gen *g, SWord dst, Word field, SWord src)
{
    if (src < 0 && -src < g->npending && g->pending[-src]) {
        GROW(g->patches, g->npatches, g->cappatches);
        g->patches[g->npatches].dst = dst;
        g->patches[g->npatches].field = field;
        g->patches[g->npatches].src = src;
        g->npatches++;
    }
}

/* Makes (*flags)[i] addressable: the array, *n entries long, doubles
   (from 64) as needed, its new entries false. */
static void grow_flags(bool **flags, int *n, int i)
{
    if (i < *n)
        return;
    int m = *n ? *n : 64;
    while (m <= i)
        m *= 2;
    bool *f = realloc(*flags, sizeof *f * (size_t)m);
    if (!f) {
        fprintf(stderr, "lazyrun: out of memory\n");
        exit(1);
    }
    memset(f + *n, 0, sizeof *f * (size_t)(m - *n));
    *flags = f;
    *n = m;
}

void cg_set_pending(Gen *g, SWord slot, bool pending)
{
    if (slot >= 0)
        return;                  /* only locals are built by a group */
    grow_flags(&g->pending, &g->npending, (int)-slot);
    g->pending[-slot] = pending;
}

/* ---------------------------------------- slots known to hold values */

/* Note [Variables known to be evaluated] in cg_expr.c */

/* The index of a slot in evald_flag: arguments even, locals odd. */
static int evald_index(SWord slot)
{
    return slot >= 0 ? (int)(2 * slot) : (int)(-2 * slot - 1);
}

bool cg_is_evaluated(const Gen *g, SWord slot)
{
    int i = evald_index(slot);
    return i < g->nevald_flag && g->evald_flag[i];
}

void cg_mark_evaluated(Gen *g, SWord slot)
{
    if (cg_is_evaluated(g, slot))
        return;
    int i = evald_index(slot);
    grow_flags(&g->evald_flag, &g->nevald_flag, i);
    g->evald_flag[i] = true;
    GROW(g->evald, g->nevald, g->capevald);
    g->evald[g->nevald++] = slot;
}

void cg_forget_evaluated(Gen *g, int n)
{
    while (g->nevald > n)
        g->evald_flag[evald_index(g->evald[--g->nevald])] = false;
}

void cg_note_return(Gen *g)
{
    if (g->depth == 0)
        return;                  /* the activation's own return */
    if (!g->ret_seen) {
        g->ret_seen = true;
        g->nret_evald = 0;
        for (int i = g->ret_base; i < g->nevald; i++) {
            GROW(g->ret_evald, g->nret_evald, g->capret_evald);
            g->ret_evald[g->nret_evald++] = g->evald[i];
        }
        return;
    }
    int k = 0;
    for (int i = 0; i < g->nret_evald; i++)
        if (cg_is_evaluated(g, g->ret_evald[i]))
            g->ret_evald[k++] = g->ret_evald[i];
    g->nret_evald = k;
}

void cg_join_returns(Gen *g, int mark)
{
    cg_forget_evaluated(g, mark);
    if (!g->ret_seen)
        return;
    for (int i = 0; i < g->nret_evald; i++)
        cg_mark_evaluated(g, g->ret_evald[i]);
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
CostCentre *cg_runtime_cc(CoreCC *c)
{
    if (!c->rt)
        c->rt = ccs_new_cc(c->label, c->module, cg_span_text(c->file, c->span),
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
        /* the hidden CAF of a pattern binding is GHC's ds */
        bool hidden = strcmp(g->name, "(...)") == 0;
        const char *name = hidden ? "ds" : g->name;
        SrcSpan at = b->cc->span;
        at.l2 = at.l1;
        at.c2 = at.c1 + (int)strlen(g->name) - 1;
        const char *loc = hidden ? "<no location info>" : cg_span_text(b->cc->file, at);
        size_t n = strlen(name) + 5;
        char *label = codegen_perm_alloc(n);
        snprintf(label, n, "CAF:%s", name);
        gi->closure->prof.ccs = ccs_caf_stack(ccs_new_cc(label, g->module, loc, true));
        gi->body = b->body;
        /* GHC's :Main.main = runMainIO main is a CAF of its own */
        if (g == cg.cp->main)
            cg.main_wrapper = ccs_caf_stack(ccs_new_cc("CAF:main", ":Main", loc, true));
    } else {
        gi->closure->prof.ccs = module_caf_stack(g->module);
    }
}
#endif

Closure *cg_literal_closure(const CoreLit *lit)
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
    case CL_WORD: {
        Closure *c = static_object(&word_info, 1);
        c->payload[0] = (Word)lit->i;
        return c;
    }
    case CL_BIGINT:
        return rt_static_integer(lit->text);
    case CL_STRING:
        break;
    }
    return NULL;
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

/* Creates a Code with the info tables of its closures. */
Code *cg_new_code(bool is_caf, int arity, int nfree, const char *name,
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

/* Note [Jumps to jumps]
   A pattern match that falls through to the next equation compiles each
   failing alternative of a SWITCH or TEST_LIT, and each failure of a
   nested match, to a JUMP to the code of the next equation, often to a
   JUMP that goes on further: bench/deriv's `rule` ran 10M JUMPs, one in
   eight of its instructions, most of them right after a SWITCH.  Once the
   labels are resolved, a branch (JUMP, SWITCH, TEST_LIT) whose target is a
   JUMP takes that JUMP's target instead, as often as it takes; jumps only
   go forward, so this ends, and the same instruction runs next, with the
   same slots live (compiler/liveness.c follows the branches as they are
   now).  The JUMPs passed over stay in the code, unreached. */
static void thread_jumps(Gen *g)
{
    for (int i = 0; i < g->nfixups; i++) {
        Fixup f = g->fixups[i];
        Word op = g->out[f.instr];
        if (op != OP_JUMP && op != OP_SWITCH && op != OP_TEST_LIT)
            continue;
        size_t target = (size_t)((SWord)f.instr + (SWord)g->out[f.operand]);
        while (target < (size_t)g->n && g->out[target] == OP_JUMP)
            target = (size_t)((SWord)target + (SWord)g->out[target + 1]);
        g->out[f.operand] = (Word)((SWord)target - (SWord)f.instr);
    }
}

void cg_finish_code(Gen *g, Code *code)
{
    for (int i = 0; i < g->nfixups; i++) {
        Fixup f = g->fixups[i];
        size_t target = g->labels[f.label];
        g->out[f.operand] = (Word)((SWord)target - (SWord)f.instr);
    }
    thread_jumps(g);
    code->nslots = (uint32_t)(g->arity + g->nlocals);
    code->stack_need = (uint32_t)(3 * (FRAME_PROF_WORDS + 3) * g->max_depth +
                                  2 * g->max_args + 8);
    code->nlocals = (uint32_t)g->nlocals;
    code->entry_bytes = (code->nlocals + code->stack_need) * (uint32_t)sizeof(Word);
    Word *instrs = codegen_perm_alloc(g->n * sizeof(Word));
    memcpy(instrs, g->out, g->n * sizeof(Word));
    code->instrs = instrs;
    code->ninstrs = (uint32_t)g->n;
    free(g->out);
    free(g->vars);
    free(g->var_index);
    free(g->labels);
    free(g->fixups);
    free(g->pending);
    free(g->patches);
    free(g->evald);
    free(g->evald_flag);
    free(g->ret_evald);
}

void gen_init(Gen *g, int arity, const char *name, SrcSpan span)
{
    memset(g, 0, sizeof *g);
    g->arity = arity;
    g->hc_pos = -1;
    g->eval_at = -1;
    g->name = name;
    g->span = span;
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
        cd->unboxed = strcmp(d->name, "IORes") == 0 && d->module &&
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

/* Note [Constructor descriptions on demand]
 * A data type's constructors get their descriptions and info tables when
 * the code first needs one of them, not all of the library's types at
 * every start: making them wrote into every ConInfo of the library
 * image, a page copied for each (Note [Mapping the image] in image.c),
 * for the few types a program uses.  A type's are made together (its
 * family, which the runtime reads by tag). */
const ConDesc *cg_con_desc(ConInfo *c)
{
    if (!c->rt)
        make_con_descs(c->data);
    return c->rt;
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
    return g->body ? describe_type(a, cg_expr_type(g->body)) : NULL;
}

static void setup_global(CoreGlobal *g)
{
    GlobalInfo *gi = codegen_perm_alloc(sizeof *gi);
    g->rt = gi;
    gi->prim = -1;
    cg.module = g->module;
    cg.file = g->file;
    const char *loc = cg_span_text(g->file ? g->file : "", g->span);
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
        gi->code = cg_new_code(false, gi->arity, 0, g->name, loc, label);
        gi->closure = static_object(gi->code->info, 0);
    } else {
        gi->code = cg_new_code(true, 0, 0, g->name, loc, label);
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
    gi->inline_ok = cg_can_inline(g, gi);
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
        cg_emit_ticky(&gen, TICKY_ENTER_FUN, (Word)gen.tk);
    } else {
        cg_emit_ticky(&gen, TICKY_ENTER_THUNK, 1);
    }
    /* a binding of the program's used once: GHC inlines it there (taken
       as not exported: a Main without a header exports main alone) */
    const Scheme *s = g->scheme ? g->scheme : g->sig;
    int mark = describe_instantiate(!g->is_library && g->ninst == 1 ? s : NULL, g->inst_ty);
    if (g->kind == G_CON) {
        SWord dst = cg_new_slot(&gen);
        cg_need_heap(&gen, HDR_WORDS + (size_t)gi->arity);
        cg_emit(&gen, OP_ALLOC_CON);
        cg_emit(&gen, (Word)dst);
        cg_emit(&gen, (Word)cg_con_desc(g->con)->info);
        cg_emit(&gen, (Word)gi->arity);
        for (int i = 0; i < gi->arity; i++)
            cg_emit(&gen, (Word)i);             /* the arguments' slots */
        cg_end_heap_run(&gen);
        cg_emit(&gen, OP_ENTER);
        cg_emit(&gen, (Word)dst);
        cg_emit(&gen, (Word)gi->arity);
    } else {
        for (int i = 0; i < gi->arity; i++)
            cg_bind_var(&gen, gi->params[i], i, -1);
        gen_tail(&gen, gi->body, gi->arity);
    }
    describe_restore(mark);
    cg_finish_code(&gen, gi->code);
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
    return d && tag < d->ncons ? cg_con_desc(d->cons[tag])->nullary : NULL;
}

#if !defined(PROFILING) && !defined(TICKY)
/* Whether the code's instructions are the opcodes ops[0..n-1], in order
   and nothing more; their operand words are stored in operands[i] (its
   first word, the opcode, at operands[i][0]). */
static bool code_shape(const Code *code, const Word *ops, size_t n, const Word **operands)
{
    const Word *ip = code->instrs, *end = code->instrs + code->ninstrs;
    for (size_t i = 0; i < n; i++, ip += instr_words(ip)) {
        if (ip >= end || ip[0] != ops[i])
            return false;
        operands[i] = ip;
    }
    return ip == end;
}

/* The codes of the thunks the list walk steps (Note [The list walk steps
   enumerations] in rts/prim_walk.c): what eftIntFrom x y leaves as the
   tail of x : _, and integersUpTo (integersDownTo) x delta lim as that of
   x : _, when the library's code is still what the walk's step does the
   work of (their free variables the whole payload, in that order), else
   NULL. */
static const Code *eft_int_tail(CoreProgram *cp, const InfoTable *cons_info)
{
    Closure *from = find_global(cp, LIB_MODULE, "eftIntFrom");
    if (!from || closure_type(from) != CT_FUN)
        return NULL;
    const Code *fcode = from->info->code;
    /* x : <thunk x y> */
    static const Word fun_ops[] = {OP_HEAP_CHECK_CLOSURE, OP_ALLOC_THUNK,
                                   OP_ALLOC_CON_ENTER, OP_ENTER};
    const Word *f[4];
    if (fcode->arity != 2 || !code_shape(fcode, fun_ops, 4, f) ||
        f[1][3] != 2 || f[1][4] != 0 || f[1][5] != 1 ||
        (const InfoTable *)f[2][2] != cons_info || f[2][3] != 2 ||
        f[2][4] != 0 || f[2][5] != f[1][1])
        return NULL;
    const Code *tail = (const Code *)f[1][2];
    /* if x == y then [] else let x1 = x + 1 in x1 `seq` eftIntFrom x1 y */
    static const Word tail_ops[] = {
        OP_EVAL_SET_EVAL, OP_SET, OP_EVAL_SET, OP_SET, OP_PRIM_EQ, OP_SWITCH,
        OP_LOAD_CONST, OP_ENTER, OP_LOAD_INT_ADD, OP_PRIM_INT_ADD, OP_SET,
        OP_TAIL_GLOBAL2};
    const Word *t[12];
    if (tail->info->type != CT_THUNK || tail->nfree != 2 ||
        tail->info->ptrs != 2 || tail->info->nptrs != 0 ||
        !code_shape(tail, tail_ops, 12, t) ||
        (SWord)t[4][3] != -1 || (SWord)t[4][4] != -2 ||
        (Closure *)t[6][2] != con_closure(cp->list_type, 0) ||
        (SWord)t[9][3] != -1 || (Closure *)t[8][2] != static_int(1) ||
        (const Code *)t[11][1] != fcode || t[11][4] != t[10][1] ||
        (SWord)t[11][5] != -2)
        return NULL;
    return tail;
}

static const Code *integers_tail(CoreProgram *cp, const InfoTable *cons_info,
                                 const char *name, Word past_lim)
{
    Closure *from = find_global(cp, LIB_MODULE, name);
    if (!from || closure_type(from) != CT_FUN)
        return NULL;
    const Code *fcode = from->info->code;
    /* if x `past_lim` lim then [] else x : <thunk x delta lim> */
    static const Word fun_ops[] = {
        OP_EVAL_SET_EVAL, OP_SET, OP_EVAL_SET, OP_SET, 0, OP_SWITCH,
        OP_LOAD_CONST, OP_ENTER, OP_HEAP_CHECK_CLOSURE, OP_ALLOC_THUNK,
        OP_ALLOC_CON_ENTER, OP_ENTER};
    Word ops[12];
    memcpy(ops, fun_ops, sizeof ops);
    ops[4] = past_lim;
    const Word *f[12];
    if (fcode->arity != 3 || !code_shape(fcode, ops, 12, f) ||
        f[4][3] != 0 || f[4][4] != 2 ||
        (Closure *)f[6][2] != con_closure(cp->list_type, 0) ||
        f[9][3] != 3 || f[9][4] != 0 || f[9][5] != 1 || f[9][6] != 2 ||
        (const InfoTable *)f[10][2] != cons_info || f[10][3] != 2 ||
        f[10][4] != 0 || f[10][5] != f[9][1])
        return NULL;
    const Code *tail = (const Code *)f[9][2];
    /* let x1 = x + delta in x1 `seq` integersUpTo x1 delta lim */
    static const Word tail_ops[] = {OP_EVAL_SET, OP_SET, OP_PRIM_ADD, OP_SET,
                                    OP_TAIL_GLOBAL3};
    const Word *t[5];
    if (tail->info->type != CT_THUNK || tail->nfree != 3 ||
        tail->info->ptrs != 3 || tail->info->nptrs != 0 ||
        !code_shape(tail, tail_ops, 5, t) ||
        (SWord)t[2][3] != -1 || (SWord)t[2][4] != -2 ||
        (const Code *)t[4][1] != fcode || t[4][4] != t[3][1] ||
        (SWord)t[4][5] != -2 || (SWord)t[4][6] != -3)
        return NULL;
    return tail;
}
#endif

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
/* The lambda bindings of a CAF's spine that float_caf_functions lifts
   to the top, found by variable through a hash (a CAF may bind 100,000
   local functions). */
typedef struct Floats {
    CoreVar **vars;
    CoreExpr **rhs;
    CoreGlobal **globals;
    int n, cap;
    int *index;                  /* open addressing: candidate + 1, or 0 */
    size_t index_cap;
} Floats;

static size_t float_slot(const Floats *fs, const CoreVar *v)
{
    size_t mask = fs->index_cap - 1;
    size_t i = (size_t)(((uintptr_t)v >> 4) * (uintptr_t)0x9E3779B97F4A7C15u) & mask;
    while (fs->index[i] && fs->vars[fs->index[i] - 1] != v)
        i = (i + 1) & mask;
    return i;
}

/* The candidate bound to v, or -1. */
static int float_find(const Floats *fs, const CoreVar *v)
{
    if (fs->index_cap == 0)
        return -1;
    return fs->index[float_slot(fs, v)] - 1;
}

static void float_add(Floats *fs, CoreVar *v, CoreExpr *rhs)
{
    if (fs->n == fs->cap) {
        fs->cap = fs->cap ? 2 * fs->cap : 16;
        fs->vars = realloc(fs->vars, sizeof *fs->vars * (size_t)fs->cap);
        fs->rhs = realloc(fs->rhs, sizeof *fs->rhs * (size_t)fs->cap);
        if (!fs->vars || !fs->rhs) {
            fprintf(stderr, "lazyrun: out of memory\n");
            exit(1);
        }
    }
    fs->vars[fs->n] = v;
    fs->rhs[fs->n++] = rhs;
}

/* Rebuilds the index over vars[0 .. n). */
static void float_index(Floats *fs)
{
    free(fs->index);
    fs->index_cap = 16;
    while (fs->index_cap < 2 * (size_t)fs->n)
        fs->index_cap *= 2;
    fs->index = calloc(fs->index_cap, sizeof *fs->index);
    if (!fs->index) {
        fprintf(stderr, "lazyrun: out of memory\n");
        exit(1);
    }
    for (int i = 0; i < fs->n; i++)
        fs->index[float_slot(fs, fs->vars[i])] = i + 1;
}

static void floats_free(Floats *fs)
{
    free(fs->vars);
    free(fs->rhs);
    free(fs->globals);
    free(fs->index);
}

static void retarget_vars(CoreExpr *e, const Floats *fs)
{
    if (!e)
        return;
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: {
        int i = float_find(fs, e->var);
        if (i >= 0) {
            e->kind = CE_GLOBAL;
            e->global = fs->globals[i];
            e->var = NULL;
        }
        return;
    }
    case CE_GLOBAL: case CE_LIT:
        return;
    case CE_APP:
        retarget_vars(e->fn, fs);
        /* fall through */
    case CE_CON: case CE_PRIM:
        for (int i = 0; i < e->nargs; i++)
            retarget_vars(e->args[i], fs);
        return;
    case CE_LAM: case CE_SCC: case CE_ANNOT:
        retarget_vars(e->body, fs);
        return;
    case CE_LET:
        for (int i = 0; i < e->nbinds; i++)
            retarget_vars(e->binds[i].expr, fs);
        retarget_vars(e->body, fs);
        return;
    case CE_CASE:
        retarget_vars(e->scrut, fs);
        for (int i = 0; i < e->nalts; i++)
            retarget_vars(e->alts[i].body, fs);
        return;
    }
}

typedef struct GlobalVec { CoreGlobal **items; int n, cap; } GlobalVec;

/* Keeps the candidates whose free variables are all kept candidates (the
   largest such set), in their order: a candidate that names something
   else is dropped, then those that name it, and so on. */
static void keep_closed(Floats *fs)
{
    int n = fs->n;
    float_index(fs);
    bool *dropped = calloc((size_t)n + 1, sizeof *dropped);
    int *work = malloc(sizeof *work * ((size_t)n + 1));
    PtrVec *users = calloc((size_t)n + 1, sizeof *users);  /* who names whom */
    if (!dropped || !work || !users) {
        fprintf(stderr, "lazyrun: out of memory\n");
        exit(1);
    }
    int nwork = 0;
    for (int i = 0; i < n; i++) {
        VarList fv = cg_free_vars(fs->rhs[i], NULL, 0);
        for (int k = 0; k < fv.n; k++) {
            int j = float_find(fs, fv.items[k]);
            if (j < 0) {
                if (!dropped[i])
                    work[nwork++] = i;
                dropped[i] = true;
            } else {
                ptrvec_push(&users[j], &fs->vars[i]);
            }
        }
        free(fv.items);
    }
    while (nwork > 0) {
        int j = work[--nwork];
        for (int k = 0; k < users[j].n; k++) {
            int u = (int)((CoreVar **)users[j].items[k] - fs->vars);
            if (!dropped[u]) {
                dropped[u] = true;
                work[nwork++] = u;
            }
        }
    }
    int kept = 0;
    for (int i = 0; i < n; i++) {
        free(users[i].items);
        if (!dropped[i]) {
            fs->vars[kept] = fs->vars[i];
            fs->rhs[kept++] = fs->rhs[i];
        }
    }
    fs->n = kept;
    float_index(fs);
    free(users);
    free(work);
    free(dropped);
}

static void float_caf_functions(CoreGlobal *g, GlobalVec *out)
{
    Floats fs = {0};
    /* the candidates: lambda bindings of the spine's lets */
    for (CoreExpr *e = g->body; e && (e->kind == CE_SCC || e->kind == CE_LET);
         e = e->body)
        if (e->kind == CE_LET && !e->join)
            for (int i = 0; i < e->nbinds; i++)
                if (e->binds[i].expr->kind == CE_LAM)
                    float_add(&fs, e->binds[i].var, e->binds[i].expr);
    if (fs.n > 0)
        keep_closed(&fs);
    if (fs.n == 0) {
        floats_free(&fs);
        return;
    }
    fs.globals = malloc(sizeof *fs.globals * (size_t)fs.n);
    if (!fs.globals) {
        fprintf(stderr, "lazyrun: out of memory\n");
        exit(1);
    }
    for (int i = 0; i < fs.n; i++) {
        CoreGlobal *f = codegen_perm_alloc(sizeof *f);
        f->kind = G_CAF;                       /* bound to a lambda: a function */
        f->name = fs.vars[i]->qualname ? fs.vars[i]->qualname : fs.vars[i]->name;
        f->module = g->module;
        f->file = g->file;
        f->span = fs.vars[i]->span;
        f->is_library = g->is_library;
        f->body = fs.rhs[i];
        fs.globals[i] = f;
        GROW(out->items, out->n, out->cap);
        out->items[out->n++] = f;
    }
    /* drop them from their lets, then point every use at the globals */
    for (CoreExpr *e = g->body; e && (e->kind == CE_SCC || e->kind == CE_LET);
         e = e->body) {
        if (e->kind != CE_LET)
            continue;
        int kept = 0;
        for (int i = 0; i < e->nbinds; i++)
            if (float_find(&fs, e->binds[i].var) < 0)
                e->binds[kept++] = e->binds[i];
        e->nbinds = kept;
    }
    retarget_vars(g->body, &fs);
    for (int i = 0; i < fs.n; i++)
        retarget_vars(fs.rhs[i], &fs);
    floats_free(&fs);
}

/* A let left without bindings is just its body. */
static CoreExpr *drop_empty_lets(CoreExpr *e)
{
    if (!e)
        return e;
    cstack_check(e->span);
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
 * the library bindings the runtime calls by name (ROOT_NAMES).  A
 * primitive's fallback (primops.def) is reached from the code that
 * applies the primitive (CE_PRIM, or a call of its wrapper, whose body
 * does), since only a primitive that runs can fall back: a program that
 * sorts nothing gets no code for sortBy and what it calls (0.7M of the
 * 3.5M instructions `main = return ()` took when sort's fallback became a
 * root).  What is unreachable cannot be entered: code refers to a global
 * only through CE_GLOBAL. */
static const char *const ROOT_NAMES[] = {
    "runMainIO", "divZeroError", "overflowError", "nonTermination"
};

typedef struct Reach {
    unsigned char *seen;       /* by CoreGlobal id */
    CoreGlobal **stack; int n, cap;
    CoreGlobal *const *fallback_of;   /* CoreProgram.fallback_of */
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
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: case CE_LIT: break;
    case CE_GLOBAL: reach(r, e->global); break;
    case CE_APP:
        reach_expr(r, e->fn);
        /* fall through */
    case CE_CON: case CE_PRIM:
        if (e->kind == CE_PRIM)
            reach(r, r->fallback_of[e->prim]);
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

static unsigned name_hash(const char *s)
{
    return arena_hash_bytes(s, strlen(s));
}

/* The names of ROOT_NAMES (and of the fallbacks when `fallbacks`: the
   untyped library's, all of which the runtime needs), in a set by a hash
   of their characters. */
enum { ROOT_SET = 512 };
typedef struct RootSet { const char *slot[ROOT_SET]; } RootSet;

static void root_set_init(RootSet *set, bool fallbacks)
{
    memset(set, 0, sizeof *set);
    const int nroot = (int)(sizeof ROOT_NAMES / sizeof *ROOT_NAMES);
    for (int k = 0; k < nroot + (fallbacks ? PRIM_COUNT : 0); k++) {
        const char *name = k < nroot ? ROOT_NAMES[k] : primop_info[k - nroot].fallback;
        if (!name)
            continue;
        unsigned h = name_hash(name) & (ROOT_SET - 1);
        while (set->slot[h] && strcmp(set->slot[h], name) != 0)
            h = (h + 1) & (ROOT_SET - 1);
        set->slot[h] = name;
    }
}

/* Is `g` a root of pruning, by the rule of Note [Pruning]'s comment
   above (main and runMainIO aside)? */
static bool is_root(const RootSet *set, const CoreGlobal *g)
{
    if (!g->is_library)
        return true;
    if (strcmp(g->module, LIB_MODULE) != 0)
        return false;
    unsigned h = name_hash(g->name) & (ROOT_SET - 1);
    while (set->slot[h] && strcmp(set->slot[h], g->name) != 0)
        h = (h + 1) & (ROOT_SET - 1);
    return set->slot[h] != NULL;
}

/* The library global of this name, or NULL. */
static CoreGlobal *library_global(CoreProgram *cp, const char *name)
{
    for (int i = 0; i < cp->nglobals; i++) {
        CoreGlobal *g = cp->globals[i];
        if (g->is_library && strcmp(g->name, name) == 0 && strcmp(g->module, LIB_MODULE) == 0)
            return g;
    }
    return NULL;
}

/* CoreProgram.fallback_of: the library binding of each primitive's
   fallback (primops.def). */
static void find_fallbacks(CoreProgram *cp)
{
    for (int i = 0; i < PRIM_COUNT; i++)
        cp->fallback_of[i] = primop_info[i].fallback
            ? library_global(cp, primop_info[i].fallback) : NULL;
}

void codegen_library_roots(CoreProgram *cp)
{
    RootSet set;
    root_set_init(&set, !cp->typed);
    PtrVec roots = { 0 };
    for (int i = 0; i < cp->nglobals; i++)
        if (is_root(&set, cp->globals[i]))
            vec_push(cp->arena, &roots, cp->globals[i]);
    find_fallbacks(cp);
    cp->lib_roots = (CoreGlobal **)roots.items;
    cp->nlib_roots = roots.n;
    cp->lib_nglobals = cp->nglobals;
}

static int by_id(const void *a, const void *b)
{
    int x = (*(CoreGlobal *const *)a)->id, y = (*(CoreGlobal *const *)b)->id;
    return (x > y) - (x < y);
}

static void prune_unreachable(CoreProgram *cp)
{
    int maxid = cp->global_ids > 0 ? cp->global_ids - 1 : 0;
    if (!cp->lib_roots)           /* the library compiled at start-up */
        find_fallbacks(cp);
    Reach r = { .seen = calloc((size_t)maxid + 1, 1), .fallback_of = cp->fallback_of };
    if (!r.seen)
        return;
    RootSet set;
    root_set_init(&set, !cp->typed);
    /* the library's roots were found when its image was made (Note
       [Mapping the image] in image.c: a start-up that looked at every
       binding would read most of the image) */
    int from = 0;
    if (cp->lib_roots) {
        for (int i = 0; i < cp->nlib_roots; i++)
            reach(&r, cp->lib_roots[i]);
        from = cp->lib_nglobals;
    }
    reach(&r, cp->main);
    reach(&r, cp->run_main);
    for (int i = from; i < cp->nglobals; i++)
        if (is_root(&set, cp->globals[i]))
            reach(&r, cp->globals[i]);
    PtrVec kept = { 0 };
    while (r.n > 0) {
        CoreGlobal *g = r.stack[--r.n];
        vec_push(cp->arena, &kept, g);
        reach_expr(&r, g->body);
    }
    /* in the program's order, which is the order of the ids (each pass
       numbers the bindings it appends after those before them) */
    qsort(kept.items, (size_t)kept.n, sizeof *kept.items, by_id);
    cp->globals = (CoreGlobal **)kept.items;   /* not over the image's array */
    cp->nglobals = kept.n;
    free(r.seen);
    free(r.stack);
}

Program *codegen_program(CoreProgram *cp, const char *prog_name)
{
    /* the scratch of a previous program (tests generate several) */
    free(cg.codes.items);
    memset(&cg, 0, sizeof cg);
    cg.cp = cp;
#ifdef PROFILING
    cg.prof = true;
    ccs_init();
#endif
    cg.ticky = cp->ticky;
    prune_unreachable(cp);
    float_all_caf_functions(cp);
    freevars_reset();            /* floating retargets variables in place */
    for (int i = 0; i < cp->nglobals; i++)
        setup_global(cp->globals[i]);
    for (int i = 0; i < cp->nglobals; i++)   /* before any call is compiled */
        scan_global(cp->globals[i]);
    for (int i = 0; i < cp->nglobals; i++)
        compile_global(cp->globals[i]);
    freevars_reset();
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
#ifdef PROFILING
    p->main_wrapper = cg.main_wrapper;
#endif
    ok &= (p->run_main = need_lib(cp, "runMainIO")) != NULL;
    ok &= (p->div_zero = need_lib(cp, "divZeroError")) != NULL;
    ok &= (p->overflow = need_lib(cp, "overflowError")) != NULL;
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
        p->cons_info = cg_con_desc(cp->list_type->cons[1])->info;
    if (cp->tuple_types[2])
        p->pair_info = cg_con_desc(cp->tuple_types[2]->cons[0])->info;
#if !defined(PROFILING) && !defined(TICKY)
    if (p->cons_info) {      /* the vanilla way's alone */
        p->enum_tail[ENUM_INT_TO] = eft_int_tail(cp, p->cons_info);
        p->enum_tail[ENUM_INTEGER_UP] =
            integers_tail(cp, p->cons_info, "integersUpTo", OP_PRIM_GT);
        p->enum_tail[ENUM_INTEGER_DOWN] =
            integers_tail(cp, p->cons_info, "integersDownTo", OP_PRIM_LT);
    }
#endif
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
