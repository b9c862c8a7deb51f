/*
 * cg_expr.c -- the code generator's expressions: closures and atoms,
 * inlining of small library functions, primitives, calls, let, case and
 * the three compilation contexts gen_tail / gen_to_R / gen_atom described
 * at the top of codegen.c (cg_int.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cstack.h"
#include "cg_int.h"
#include "ticks.h"

/* ---------------------------------------------------- the generator */

static SWord gen_atom(Gen *g, CoreExpr *e, const CoreVar *binder);
static void gen_to_R(Gen *g, CoreExpr *e);

/* Drops cost-centre annotations (vanilla way), applications of identity
   functions (untyped code is full of them: fromIntegral, toInteger, the
   library's anyCast; typed code has intToInteger) and primUnsafeCoerce,
   which is its argument. */
CoreExpr *cg_strip_scc(CoreExpr *e)
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

/* Flattens nested applications: f a b c -> head f, args a b c (in an
   array of the arena). */
static CoreExpr *app_head(CoreExpr *e, CoreExpr ***args, int *nargs)
{
    int n = 0;
    CoreExpr *h = e;
    while (h->kind == CE_APP) {
        n += h->nargs;
        h = cg_strip_scc(h->fn);
    }
    CoreExpr **as = ARENA_ARRAY(cg.cp->arena, CoreExpr *, n + 1);
    int k = n;
    for (h = e; h->kind == CE_APP; h = cg_strip_scc(h->fn))
        for (int j = h->nargs - 1; j >= 0; j--)
            as[--k] = h->args[j];
    *args = as;
    *nargs = n;
    return h;
}

static SWord *slot_array(int n)
{
    return ARENA_ARRAY(cg.cp->arena, SWord, n + 1);
}

static SWord load_const(Gen *g, const void *closure)
{
    SWord s = cg_new_slot(g);
    cg_emit(g, OP_LOAD_CONST);
    cg_emit(g, (Word)s);
    cg_emit(g, (Word)closure);
    return s;
}

/* The type checker's type of `e`, looking through annotations. */
const struct Ty *cg_expr_type(const CoreExpr *e)
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
    const struct Ty *t = cg_expr_type(e);
    if (!t && binder)
        t = binder->scheme ? binder->scheme->ty : binder->ty;
    return (Label){ describe_closure(a, cg.module, who, at),
                    dict ? dict : describe_type(a, t) };
}

/* Ticky: the counter of a closure's code and the event at its start
   (includes/ticky.h).  A thunk counts under the code it is written in
   unless -ticky-dyn-thunk gives it its own; a let-no-escape has none
   unless -ticky-LNE (Note [Let-no-escape bindings] in cg_lne.c). */
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
            cg_emit_ticky(g, TICKY_ENTER_THUNK, 0);
        return;
    }
    if (kind == TICKY_GEN_THUNK)
        path = binder ? binder->qualname : NULL;
    code->ticky = ticky_gen_counter(cg.module, path, kind, params, nparams, outer->tk, true);
    g->tk = code->ticky;
    cg_emit_ticky(g, kind == TICKY_GEN_FUN ? TICKY_ENTER_FUN
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
    *fv = cg_free_vars(body, params, nparams);
    Code *code = cg_new_code(false, nparams, fv->n, name, cg_span_text(cg.file, span), label);
    Gen g;
    gen_init(&g, nparams, name, span.l1 > 0 ? span : outer->span);
    ticky_closure_entry(&g, code, outer, binder, name, params, nparams);
    for (int i = 0; i < nparams; i++)
        cg_bind_var(&g, params[i], i, -1);
    for (int i = 0; i < fv->n; i++) {
        SWord s = cg_new_slot(&g);
        cg_bind_var(&g, fv->items[i], s, -1);
        /* Note [Variables known to be evaluated]: the closure is built
           right after this, from the outer slot */
        if (cg_is_evaluated(outer, cg_var_slot((Gen *)outer, fv->items[i])))
            cg_mark_evaluated(&g, s);
    }
    gen_tail(&g, body, nparams);
    cg_finish_code(&g, code);
    return code;
}

/* The allocation instruction op is emitted next: a HEAP_CHECK right
   before it runs its fast path (Note [Heap checks and their first
   allocation] in rts/eval.c). */
static void fuse_heap_check(Gen *g, Opcode op)
{
    if (g->hc_pos >= 0 && g->hc_at + 2 == g->n && g->out[g->hc_at] == OP_HEAP_CHECK)
        g->out[g->hc_at] = op == OP_ALLOC_CON ? OP_HEAP_CHECK_CON : OP_HEAP_CHECK_CLOSURE;
}

static void emit_alloc_closure(Gen *g, Opcode op, SWord dst, const Code *code,
                               const VarList *fv)
{
    size_t payload = (size_t)code->info->ptrs + code->info->nptrs;
    cg_need_heap(g, HDR_WORDS + payload);
    cg_ticky_note_alloc(g, op == OP_ALLOC_FUN ? TICKY_ALLOC_FUN : TICKY_ALLOC_THK,
                     HDR_WORDS + payload, code->ticky);
    int n = fv->n;
    SWord *srcs = slot_array(n);
    for (int i = 0; i < n; i++)
        srcs[i] = cg_var_slot(g, fv->items[i]);
    fuse_heap_check(g, op);
    cg_emit(g, op);
    cg_emit(g, (Word)dst);
    cg_emit(g, (Word)code);
    cg_emit(g, (Word)n);
    for (int i = 0; i < n; i++) {
        cg_emit(g, (Word)srcs[i]);
        cg_note_payload(g, dst, (Word)i, srcs[i]);
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
    e = cg_strip_scc(e);
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
        int n = e->nargs;
        SWord *srcs = slot_array(n);
        for (int i = 0; i < n; i++)
            srcs[i] = gen_atom(g, e->args[i], NULL);
        cg_need_heap(g, HDR_WORDS + (size_t)n);
        cg_ticky_note_alloc(g, TICKY_ALLOC_CON, HDR_WORDS + (size_t)n, NULL);
        fuse_heap_check(g, OP_ALLOC_CON);
        g->con_at = cg_emit(g, OP_ALLOC_CON);
        cg_emit(g, (Word)dst);
        cg_emit(g, (Word)cg_con_desc(e->con)->info);
        cg_emit(g, (Word)n);
        for (int i = 0; i < n; i++) {
            cg_emit(g, (Word)srcs[i]);
            cg_note_payload(g, dst, (Word)i, srcs[i]);
        }
        return;
    }
    if (e->kind == CE_LIT && e->lit.kind == CL_STRING) {
        int32_t *chars = codegen_perm_alloc(sizeof(int32_t) * (size_t)(e->lit.len ? e->lit.len : 1));
        memcpy(chars, e->lit.str, sizeof(int32_t) * (size_t)e->lit.len);
        cg_need_heap(g, HDR_WORDS + 3);
        cg_ticky_note_alloc(g, TICKY_ALLOC_THK, HDR_WORDS + 3, NULL);
        cg_emit(g, OP_ALLOC_STR);
        cg_emit(g, (Word)dst);
        cg_emit(g, (Word)chars);
        cg_emit(g, (Word)e->lit.len);
        return;
    }
    if (e->kind == CE_APP) {
        /* A known function applied to too few arguments: a PAP. */
        CoreExpr **args;
        int nargs;
        CoreExpr *head = app_head(e, &args, &nargs);
        if (head->kind == CE_GLOBAL && ginfo(head->global)->is_function &&
            nargs < ginfo(head->global)->arity) {
            SWord fslot = load_const(g, ginfo(head->global)->closure);
            SWord *srcs = slot_array(nargs);
            for (int i = 0; i < nargs; i++)
                srcs[i] = gen_atom(g, args[i], NULL);
            cg_need_heap(g, HDR_WORDS + 2 + (size_t)nargs);
            cg_ticky_note_alloc(g, TICKY_ALLOC_PAP, HDR_WORDS + 2 + (size_t)nargs, NULL);
            cg_emit(g, OP_ALLOC_PAP);
            cg_emit(g, (Word)dst);
            cg_emit(g, (Word)fslot);
            cg_emit(g, (Word)nargs);
            for (int i = 0; i < nargs; i++) {
                cg_emit(g, (Word)srcs[i]);
                cg_note_payload(g, dst, (Word)(2 + i), srcs[i]);
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
    cstack_check(e->span);
    e = cg_strip_scc(e);
    switch (e->kind) {
    case CE_VAR:
        return cg_var_slot(g, e->var);
    case CE_GLOBAL:
        return load_const(g, ginfo(e->global)->closure);
    case CE_LIT:
        if (e->lit.kind != CL_STRING)
            return load_const(g, cg_literal_closure(&e->lit));
        break;
    case CE_CON:
        if (e->nargs == 0)
            return load_const(g, cg_con_desc(e->con)->nullary);
        break;
    default:
        break;
    }
    SWord dst = cg_new_slot(g);
    gen_closure_into(g, e, dst, binder);
    return dst;
}

/* `seq a b` (the primitive, or a saturated call of its library wrapper)?
   It is compiled as "evaluate a, then continue with b" in b's context:
   suspending b in a thunk would put an update frame on the stack at
   every step of a strict loop (foldl', length). */
bool cg_is_seq(CoreExpr *e, CoreExpr **a, CoreExpr **b)
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

bool cg_can_inline(const CoreGlobal *g, const GlobalInfo *gi)
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
    e = cg_strip_scc(e);
    CoreExpr *inlined = inline_call(e);
    return inlined ? cg_strip_scc(inlined) : e;
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

/* Note [Operands known to be values]
 * A literal other than a string (a static INT, CHAR, DOUBLE or BIGINT
 * object) and a nullary constructor (its static CON) are values when the
 * code is generated, so a strict primitive operand of that kind is
 * loaded into its slot and not evaluated: `primLt n 2`, behind every
 * `n < 2` at Int, was LOAD_CONST, EVAL, SET before its PRIM.  Nothing is
 * lost: EVAL of a value only copies it into R, and no profiler counts
 * it (ticky counts entries of thunks and functions, the cost-centre
 * profiler what the SCC instructions and thunk entries do).  Only the
 * operand itself qualifies: in the profiling way an operand wrapped in
 * an SCC still goes through gen_to_R, whose SCC instruction counts an
 * entry.  The frame keeps the slot that the evaluated copy of the operand
 * took (SET's destination), now unused: -hT reports the stack's size in
 * its STACK band, and the goldens pin it.
 * (Compiling a saturated call of a primitive's wrapper in gen_to_R as the
 * primitive itself, without the case continuation that the wrapper's
 * code, PRIM ... RETURN_R, returns to, would spare that frame and its
 * return too; but the frame is on the stack while the operands are
 * evaluated, and without it the STACK bands of heap_float_hT and
 * heap_word_hT shrink by up to 30%, so it stays.) */
/* Note [Variables known to be evaluated]
 * A strict primitive operand that is a variable is evaluated into its
 * own slot (EVAL_SET, then the SET it skips when the slot already holds
 * a value), so that later uses find the value.  The generator remembers
 * such slots along the path it is compiling (Gen.evald) and gives a later
 * strict operand naming one the slot as it is, without an instruction:
 * `indexLoop`'s `n` was EVAL_SET twice per iteration, and the thunks for
 * `n - 1` and `n - 2` in nfib each began with one.  A slot is known to
 * hold a value after
 *   - EVAL_SET of it (the operand's first strict use);
 *   - SET of a case binder or of `let x = e in x `seq` b` (R is a value);
 *   - for a closure's free variable, when the variable's slot in the
 *     code that builds the closure is known at the allocation: each code
 *     is compiled at its one allocation site, and the payload is copied
 *     from that slot there.
 * Nothing turns a value back into something else: slots are written once
 * (a local by the instruction that binds it; EVAL_SET and SET rewrite it
 * with its own value), PATCH writes into closures of a recursive group,
 * not into slots, and the collector moves a value as a value (a selector
 * thunk is replaced by its field only where it is pointed to, and a
 * value is not one).  A slot that no later instruction reads may be
 * overwritten with the dummy closure by the collector (Note [Slot
 * liveness] in liveness.c), but the operand that uses the mark reads it,
 * so it is live.
 * The marks hold along one path, so they are undone where paths meet:
 * each alternative of a SWITCH or a TEST_LIT starts with the marks of the
 * test, and a join point's body with those of its let.  The label after a
 * PUSH_CONT is reached by whatever returns to that continuation (ENTER,
 * RETURN_R, a call of the same activation: cg_note_return), so it gets
 * the marks that every such return had (cg_join_returns): `if n < 2`
 * evaluates n inside the continuation of its comparison, and both
 * branches know it after.  Marks made since gen_to_R pushed the frame are
 * kept in Gen.ret_evald, intersected at each return.
 * Skipping EVAL_SET of a value changes nothing a profiler sees: it did
 * not enter anything, and the profiling way's re-stamping of a PAP behind
 * an indirection (Note [Evaluating a function value] in rts/eval.c) has
 * happened at the EVAL_SET that wrote the value into the slot.  The frame
 * keeps its size: EVAL_SET had no slot of its own. */

static bool known_value(const CoreExpr *a)
{
    return (a->kind == CE_LIT && a->lit.kind != CL_STRING) ||
           (a->kind == CE_CON && a->nargs == 0);
}

/* The instruction for a primitive of nargs operands: a specialisation
   of PRIM for the common arithmetic and comparisons of two (Note
   [Specialised primitive instructions] in rts/eval.c), else PRIM. */
static Opcode prim_opcode(PrimOp op, int nargs)
{
    if (nargs != 2)
        return OP_PRIM;
    switch (op) {
    case PRIM_EQ: return OP_PRIM_EQ;
    case PRIM_NE: return OP_PRIM_NE;
    case PRIM_LT: return OP_PRIM_LT;
    case PRIM_LE: return OP_PRIM_LE;
    case PRIM_GT: return OP_PRIM_GT;
    case PRIM_GE: return OP_PRIM_GE;
    case PRIM_ADD: return OP_PRIM_ADD;
    case PRIM_SUB: return OP_PRIM_SUB;
    case PRIM_MUL: return OP_PRIM_MUL;
    case PRIM_INT_ADD: return OP_PRIM_INT_ADD;
    case PRIM_INT_SUB: return OP_PRIM_INT_SUB;
    case PRIM_INT_MUL: return OP_PRIM_INT_MUL;
    default: return OP_PRIM;
    }
}

/* LOAD_CONST fused with the specialised primitive op that follows it
   (Note [Constant operands] in rts/eval.c), or LOAD_CONST. */
static Opcode load_opcode(PrimOp op)
{
    switch (op) {
    case PRIM_EQ: return OP_LOAD_EQ;
    case PRIM_NE: return OP_LOAD_NE;
    case PRIM_LT: return OP_LOAD_LT;
    case PRIM_INT_ADD: return OP_LOAD_INT_ADD;
    case PRIM_INT_SUB: return OP_LOAD_INT_SUB;
    default: return OP_LOAD_CONST;
    }
}

/* The constant operand that a LOAD_EQ .. LOAD_INT_SUB loads right
   before its primitive (the second, if both are), or -1: Note [Constant
   operands] in rts/eval.c. */
static int constant_operand(PrimOp op, CoreExpr **args, int nargs)
{
    if (nargs != 2 || load_opcode(op) == OP_LOAD_CONST ||
        (primop_info[op].strict & 3u) != 3u)
        return -1;
    if (known_value(cg_strip_scc(args[1])))
        return 1;
    if (known_value(cg_strip_scc(args[0])))
        return 0;
    return -1;
}

static const void *constant_closure(const CoreExpr *a)
{
    return a->kind == CE_LIT ? (const void *)cg_literal_closure(&a->lit)
                             : (const void *)cg_con_desc(a->con)->nullary;
}

/* An EVAL_SET is emitted next: a PUSH_CONT, or an EVAL_SET and its SET,
   right before it run it (Note [Evaluating operands in a row] in
   rts/eval.c). */
static void fuse_eval_set(Gen *g)
{
    if (g->push_at + 2 == g->n && g->out[g->push_at] == OP_PUSH_CONT)
        g->out[g->push_at] = OP_PUSH_CONT_EVAL;
    if (g->eval_set_at + 4 == g->n && g->out[g->eval_set_at] == OP_EVAL_SET)
        g->out[g->eval_set_at] = OP_EVAL_SET_EVAL;
}

/* Evaluates primitive arguments and runs the primitive: result in R. */
static void gen_prim(Gen *g, PrimOp op, CoreExpr **args, int nargs)
{
    const PrimOpInfo *pi = &primop_info[op];
    SWord slots[16];
    int k = constant_operand(op, args, nargs);
    for (int i = 0; i < nargs; i++) {
        if (i == k) {
            /* loaded below; Note [Operands known to be values]: the slot
               the evaluated copy took stays in the frame */
            slots[i] = cg_new_slot(g);
            (void)cg_new_slot(g);
            continue;
        }
        if (pi->strict & (1u << i)) {
            CoreExpr *a = cg_strip_scc(args[i]);
            VarEntry *ve = a->kind == CE_VAR ? cg_find_var(g, a->var) : NULL;
            if (known_value(a)) {
                /* Note [Operands known to be values]: the slot the
                   evaluated copy took stays in the frame */
                slots[i] = gen_atom(g, a, NULL);
                (void)cg_new_slot(g);
                continue;
            }
            if (ve && ve->join < 0 && cg_is_evaluated(g, ve->slot)) {
                slots[i] = ve->slot;   /* Note [Variables known to be evaluated] */
                continue;
            }
            if (ve && ve->join < 0) {
                /* the variable's slot gets its value: later uses need no
                   evaluation (Note [Variables known to be evaluated]) */
                slots[i] = ve->slot;
                cg_end_heap_run(g);
                fuse_eval_set(g);
                g->eval_set_at = cg_emit(g, OP_EVAL_SET);
                cg_emit(g, (Word)slots[i]);
                cg_mark_evaluated(g, slots[i]);
            } else {
                gen_to_R(g, a);
                slots[i] = cg_new_slot(g);
            }
            cg_emit(g, OP_SET);
            cg_emit(g, (Word)slots[i]);
        } else {
            slots[i] = gen_atom(g, args[i], NULL);
        }
    }
    cg_end_heap_run(g);
    cg_note_push(g, 2 * nargs + 3);
    if (k >= 0) {
        cg_emit(g, load_opcode(op));
        cg_emit(g, (Word)slots[k]);
        cg_emit(g, (Word)constant_closure(cg_strip_scc(args[k])));
    }
    cg_emit(g, prim_opcode(op, nargs));
    cg_emit(g, (Word)op);
    cg_emit(g, (Word)nargs);
    for (int i = 0; i < nargs; i++)
        cg_emit(g, (Word)slots[i]);
}

/* The profiling way evaluates a variable whose value may be a function
   as GHC's stg_ap_0 does (Note [Evaluating a function value] in
   rts/eval.c): FN_VALUE after its evaluation. */
static bool evaluates_function(const CoreExpr *v)
{
    return cg.prof && (v->kind == CE_VAR || v->kind == CE_GLOBAL) &&
           ticks_may_be_function(v);
}

/* Evaluate e into R. */
static void gen_to_R(Gen *g, CoreExpr *e)
{
    cstack_check(e->span);
    e = expand(e);
    CoreExpr *sa, *sb;
    if (cg_is_seq(e, &sa, &sb)) {
        gen_to_R(g, sa);
        gen_to_R(g, sb);
        return;
    }
    if (e->kind == CE_PRIM) {
        gen_prim(g, e->prim, e->args, e->nargs);
        if (!prim_returns_value(e->prim))
            cg_emit(g, OP_EVAL_R);
        cg_end_heap_run(g);
        return;
    }
    if (e->kind == CE_VAR || e->kind == CE_GLOBAL || e->kind == CE_LIT ||
        e->kind == CE_CON || e->kind == CE_LAM) {
        VarEntry *ve = e->kind == CE_VAR ? cg_find_var(g, e->var) : NULL;
        if (!ve || ve->join < 0) {
            SWord s = gen_atom(g, e, NULL);
            cg_end_heap_run(g);
            SWord at = (SWord)cg_emit(g, OP_EVAL);
            cg_emit(g, (Word)s);
            if (evaluates_function(e))
                cg_emit(g, OP_FN_VALUE);
            else
                g->eval_at = at;
            return;
        }
    }
    int label = cg_new_label(g);
    size_t ip = cg_emit(g, OP_PUSH_CONT);
    g->push_at = ip;
    cg_emit_label_ref(g, ip, label);
    /* Note [Variables known to be evaluated]: what the continuation knows
       is what every return to it knew */
    int mark = g->nevald;
    SWord *outer_ret = g->ret_evald;
    int outer_n = g->nret_evald, outer_cap = g->capret_evald, outer_base = g->ret_base;
    bool outer_seen = g->ret_seen;
    g->ret_evald = NULL;
    g->nret_evald = g->capret_evald = 0;
    g->ret_base = mark;
    g->ret_seen = false;
    g->depth++;
    if (g->depth > g->max_depth)
        g->max_depth = g->depth;
    int base = g->next_slot;     /* Note [Alternatives share their slots] */
    gen_tail(g, e, (SWord)POP_NONE);
    g->depth--;
    /* Note [Returning to the next instruction] in rts/eval.c */
    if (g->ret_at + 2 == g->n && g->out[g->ret_at] == OP_RETURN_R &&
        (SWord)g->out[g->ret_at + 1] == (SWord)POP_NONE) {
        g->out[g->ret_at] = OP_RETURN_NEXT;
        g->ret_next_at = g->ret_at;
    }
    cg_place_label(g, label);
    /* the slots e used are free again: what is known of them is not */
    int kept = 0;
    for (int i = 0; i < g->nret_evald; i++)
        if (-g->ret_evald[i] <= base)
            g->ret_evald[kept++] = g->ret_evald[i];
    g->nret_evald = kept;
    cg_join_returns(g, mark);
    g->next_slot = base;
    free(g->ret_evald);
    g->ret_evald = outer_ret;
    g->nret_evald = outer_n;
    g->capret_evald = outer_cap;
    g->ret_base = outer_base;
    g->ret_seen = outer_seen;
}

/* `kind` and `slow`: the call as ticky counts it (includes/ticky.h). */
static void gen_call(Gen *g, Opcode op, Word target, SWord pop, SWord *slots, int n,
                     TickyCallKind kind, int slow)
{
    cg_end_heap_run(g);
    if (kind != TICKY_CALL_JUMP)
        cg_emit_ticky(g, TICKY_CALL, TICKY_CALL_OPERAND(kind, slow));
    cg_note_push(g, n);
    cg_note_return(g);
    /* Note [Calls of a known count] in rts/eval.c */
    if (n >= 1 && n <= 3)
        op = (Opcode)((op == OP_CALL ? OP_CALL1
                       : pop == (SWord)POP_NONE ? OP_CALL_GLOBAL1 : OP_TAIL_GLOBAL1) + (n - 1));
    cg_emit(g, op);
    cg_emit(g, target);
    cg_emit(g, (Word)pop);
    cg_emit(g, (Word)n);
    for (int i = 0; i < n; i++)
        cg_emit(g, (Word)slots[i]);
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

/*
 * Note [Calling a method through a dictionary]
 * A method called through a dictionary the compiler cannot see (`compare
 * dOrd x y` in overloaded code) is a call of the method's selector with
 * more arguments than its arity, one: the selector's code evaluates the
 * dictionary, takes the method out and returns it to an apply frame,
 * which then applies it to the rest.  The code generator does the
 * selector's work in place instead: it evaluates the dictionary, unpacks
 * the method into a slot and calls it (CALL), with no call of the selector
 * and no apply frame.  The selector is the library's, with no cost centre
 * and nothing counted, so nothing a report shows changes.  In the
 * profiling way the selector returned the method with EVAL m; FN_VALUE,
 * whose stack it applied in is the caller's: a FUN applied at once
 * is entered as it is (Note [A function value applied at once] in
 * rts/eval.c), and a PAP is re-stamped, which FN_VALUE_PAP does here
 * before the call.  The ticky way keeps the selector call, which GHC's
 * counters count.  bench/wordfreq -prof: most of its over-saturated
 * applications were these.
 */
static bool gen_method_call(Gen *g, CoreExpr *head, CoreExpr **args, int nargs, SWord pop)
{
    const CoreGlobal *sel = head->kind == CE_GLOBAL ? head->global : NULL;
    if (cg.ticky || !sel || !sel->selects || sel->select_index < sel->selects->nsupers ||
        nargs < 2 || sel->kind != G_FUN || sel->arity != 1)
        return false;
    /* the dictionary and the arguments are built as the call built them
       (an applied dictionary is a thunk in GHC's -O0 code too) */
    SWord d = gen_atom(g, args[0], NULL);
    SWord *slots = slot_array(nargs - 1);
    for (int i = 1; i < nargs; i++)
        slots[i - 1] = gen_atom(g, args[i], NULL);
    cg_end_heap_run(g);
    cg_emit(g, OP_EVAL);
    cg_emit(g, (Word)d);
    SWord m = cg_new_slot(g);
    cg_emit(g, OP_UNPACK1);
    cg_emit(g, 1);
    cg_emit(g, (Word)sel->select_index);
    cg_emit(g, (Word)m);
    if (cg.prof) {
        cg_emit(g, OP_EVAL);
        cg_emit(g, (Word)m);
        cg_emit(g, OP_FN_VALUE_PAP);
        cg_emit(g, OP_SET);
        cg_emit(g, (Word)m);
    }
    gen_call(g, OP_CALL, (Word)m, pop, slots, nargs - 1, TICKY_CALL_UNKNOWN, nargs - 1);
    return true;
}

static void gen_app_tail(Gen *g, CoreExpr *e, SWord pop)
{
    CoreExpr **args;
    int nargs;
    CoreExpr *head = app_head(e, &args, &nargs);
    if (gen_method_call(g, head, args, nargs, pop))
        return;
    if (head->kind == CE_GLOBAL) {
        GlobalInfo *gi = ginfo(head->global);
        if (gi->is_function && nargs == gi->arity) {
            if (gi->prim >= 0) {
                gen_prim(g, (PrimOp)gi->prim, args, nargs);
                cg_note_return(g);
                g->ret_at = cg_emit(g, OP_RETURN_R);
                cg_emit(g, (Word)pop);
                return;
            }
            SWord *slots = slot_array(nargs);
            for (int i = 0; i < nargs; i++)
                slots[i] = gen_atom(g, args[i], inlined_param(head->global, i));
            gen_call(g, OP_CALL_GLOBAL, (Word)gi->code, pop, slots, nargs,
                     TICKY_CALL_KNOWN, 0);
            return;
        }
        if (gi->is_function && nargs < gi->arity) {
            SWord s = gen_atom(g, e, NULL);
            cg_end_heap_run(g);
            cg_emit_ticky(g, TICKY_CALL, TICKY_CALL_OPERAND(TICKY_CALL_TOO_FEW, 0));
            cg_note_return(g);
            cg_emit(g, OP_ENTER);
            cg_emit(g, (Word)s);
            cg_emit(g, (Word)pop);
            return;
        }
    }
    SWord fslot = gen_atom(g, head, NULL);
    SWord *slots = slot_array(nargs);
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
    cstack_check(e->span);
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
    if (e->join && e->nbinds == 1 && cg_join_ok(e->body, e->binds[0].var)) {
        int label = cg_new_label(g);
        int mark = g->nevald;
        cg_bind_var(g, e->binds[0].var, 0, label);
        gen_tail(g, e->body, pop);
        cg_place_label(g, label);
        cg_forget_evaluated(g, mark);
        gen_tail(g, e->binds[0].expr, pop);
        return;
    }
    if (cg.ticky_here && !e->join)
        cg_mark_lne(e);
    CoreExpr *sa, *sb;
    if (e->nbinds == 1 && !e->join && cg_is_seq(cg_strip_scc(e->body), &sa, &sb) &&
        !mentions(e->binds[0].expr, e->binds[0].var) &&
        cg_strip_scc(sa)->kind == CE_VAR && cg_strip_scc(sa)->var == e->binds[0].var) {
        /* let x = e in x `seq` b: x is demanded at once, so it is
           evaluated in place rather than suspended in a thunk that would
           be entered straight away (strict accumulators: foldl', length) */
        gen_to_R(g, e->binds[0].expr);
        cg_end_heap_run(g);
        SWord s = cg_new_slot(g);
        cg_emit(g, OP_SET);
        cg_emit(g, (Word)s);
        cg_bind_var(g, e->binds[0].var, s, -1);
        cg_mark_evaluated(g, s);
        gen_tail(g, sb, pop);
        return;
    }
    if (!e->rec) {
        for (int i = 0; i < e->nbinds; i++) {
            CoreBind *b = &e->binds[i];
            int mark = instantiate_local(b->var);
            SWord s = gen_atom(g, b->expr, b->var);
            describe_restore(mark);
            cg_bind_var(g, b->var, s, -1);
        }
        gen_tail(g, e->body, pop);
        return;
    }
    /* A recursive group: every variable gets its slot first; closures
       referring to members not yet built are patched at the end. */
    SWord *slots = slot_array(e->nbinds);
    for (int i = 0; i < e->nbinds; i++) {
        slots[i] = cg_new_slot(g);
        cg_bind_var(g, e->binds[i].var, slots[i], -1);
        cg_set_pending(g, slots[i], true);
    }
    for (int i = 0; i < e->nbinds; i++) {
        CoreExpr *x = cg_strip_scc(e->binds[i].expr);
        const CoreVar *binder = e->binds[i].var;
        bool atomic = x->kind == CE_VAR || x->kind == CE_GLOBAL ||
                      (x->kind == CE_LIT && x->lit.kind != CL_STRING) ||
                      (x->kind == CE_CON && x->nargs == 0);
        int mark = instantiate_local(binder);
        if (atomic && !(x->kind == CE_VAR && cg_find_var(g, x->var) &&
                        cg_find_var(g, x->var)->join < 0)) {
            SWord s = gen_atom(g, x, binder);
            cg_emit(g, OP_MOVE);
            cg_emit(g, (Word)slots[i]);
            cg_emit(g, (Word)s);
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
        cg_set_pending(g, slots[i], false);     /* this member is built now */
    }
    for (int i = 0; i < g->npatches; i++) {
        cg_emit(g, OP_PATCH);
        cg_emit(g, (Word)g->patches[i].dst);
        cg_emit(g, g->patches[i].field);
        cg_emit(g, (Word)g->patches[i].src);
    }
    g->npatches = 0;
    gen_tail(g, e->body, pop);
}

static void gen_alt_con(Gen *g, CoreAlt *a, SWord pop)
{
    int k = 0;
    for (int j = 0; j < a->con->arity; j++)
        if (a->vars[j])
            k++;
    if (k > 0) {
        /* Note [Unpacking one or two fields] in rts/eval.c */
        cg_emit(g, k == 1 ? OP_UNPACK1 : k == 2 ? OP_UNPACK2 : OP_UNPACK);
        cg_emit(g, (Word)k);
        for (int j = 0; j < a->con->arity; j++) {
            if (!a->vars[j])
                continue;
            SWord s = cg_new_slot(g);
            cg_bind_var(g, a->vars[j], s, -1);
            cg_emit(g, (Word)j);
            cg_emit(g, (Word)s);
        }
    }
    gen_tail(g, a->body, pop);
}

/*
 * Note [Alternatives share their slots]
 * A code's frame has a slot for every variable and intermediate value it
 * names, and entering the code clears every slot (Note [Entering a code]
 * in rts/eval.c), so the frame's size is paid at every entry.  The
 * alternatives of a case are disjoint paths that each end the activation
 * or return to a continuation, and an activation runs its code once
 * (nothing jumps back), so only one alternative ever writes its slots in
 * an activation: they all number their slots from the same base, and the
 * frame is as large as the longest path rather than the sum of every
 * branch.  What the collector sees does not change: in the alternative
 * that runs, each slot holds what it held before (the other alternatives'
 * slots were never written, still the dummy).  The continuation of an
 * expression evaluated in place (gen_to_R's PUSH_CONT: the scrutinee of a
 * case, an operand) reuses the slots that expression used, which nothing
 * after it can name: a waiting activation never kept them (they are dead
 * at its return points, compiler/liveness.c), and a collection at a heap
 * check of the running one, which keeps all its slots, now sees a later
 * value in such a slot rather than the dead one, as GHC's frames hold
 * only live variables (bench/anagrams' list comprehensions chain their
 * guards this way: a frame of 28 slots became 16).  Marks of slots known
 * to hold values (Note [Variables known to be evaluated]) are dropped for
 * the reused slots.  A join point's code (gen_let) still takes fresh
 * slots above everything before it.
 */
/* Note [A case of a constructor built in place]
 * A tiny library function inlined at its call (inline_call) with a
 * constructor application for the parameter it scrutinises -- pairs'
 * (<=) on `(time a, isArrival a)`, bench/bankq's heap order -- leaves
 * `case (x, y) of (a, b) -> e`, which built the pair only to unpack it.
 * In the vanilla way such a case is `let a = x; b = y in e`: the fields'
 * thunks are made as the constructor's would have been, the constructor
 * is not.  Only for a constructor without strict fields (building one
 * with them evaluates those) and a case without a binder.  The profiling
 * and ticky ways build it, as GHC -O0's call of base's (<=) does: their
 * reports count its allocation. */
static CoreExpr *case_of_built_con(CoreExpr *e)
{
    if (cg.prof || cg.ticky || e->binder)
        return NULL;
    CoreExpr *s = cg_strip_scc(e->scrut);
    if (s->kind != CE_CON || s->nargs == 0)
        return NULL;
    ConInfo *con = s->con;
    if (con->strict)
        for (int i = 0; i < con->arity; i++)
            if (con->strict[i])
                return NULL;
    CoreAlt *alt = NULL;
    for (int i = 0; i < e->nalts && !alt; i++)
        if (e->alts[i].kind == ALT_CON && e->alts[i].con == con)
            alt = &e->alts[i];
    if (!alt)
        return NULL;
    int n = 0;
    for (int i = 0; i < con->arity; i++)
        n += alt->vars[i] != NULL;
    if (n == 0)
        return alt->body;
    CoreExpr *let = ARENA_NEW(cg.cp->arena, CoreExpr);
    *let = *e;
    let->kind = CE_LET;
    let->rec = false;
    let->join = false;
    let->binds = ARENA_ARRAY(cg.cp->arena, CoreBind, n);
    let->nbinds = n;
    for (int i = 0, k = 0; i < con->arity; i++)
        if (alt->vars[i])
            let->binds[k++] = (CoreBind){ alt->vars[i], s->args[i] };
    let->body = alt->body;
    return let;
}

static void gen_case(Gen *g, CoreExpr *e, SWord pop)
{
    CoreExpr *built = case_of_built_con(e);
    if (built) {
        gen_tail(g, built, pop);
        return;
    }
    gen_to_R(g, e->scrut);
    cg_end_heap_run(g);
    if (e->binder) {
        SWord s = cg_new_slot(g);
        cg_bind_var(g, e->binder, s, -1);
        cg_emit(g, OP_SET);
        cg_emit(g, (Word)s);
        cg_mark_evaluated(g, s);
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
        /* Note [Evaluating the scrutinee of a SWITCH] in rts/eval.c */
        if (g->eval_at >= 0 && (size_t)g->eval_at + 2 == g->n)
            g->out[g->eval_at] = OP_EVAL_SWITCH;
        /* Note [Returning to the next instruction] in rts/eval.c */
        if (g->ret_next_at + 2 == g->n && g->out[g->ret_next_at] == OP_RETURN_NEXT)
            g->out[g->ret_next_at] = OP_RETURN_SWITCH;
        size_t ip = cg_emit(g, OP_SWITCH);
        cg_emit(g, (Word)d->ncons);
        int *tag_label = calloc((size_t)d->ncons, sizeof(int));
        for (int t = 0; t < d->ncons; t++)
            tag_label[t] = -1;
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_CON)
                continue;
            labels[i] = cg_new_label(g);
            if (tag_label[a->con->tag] < 0)
                tag_label[a->con->tag] = labels[i];
        }
        /* A tag without an alternative goes to the default, or (when the
           alternatives cover the type and there is none) nowhere: the
           first alternative's label stands in, so that no alternative is
           generated twice (nested cases would double at every level). */
        for (int t = 0; t < d->ncons; t++) {
            if (tag_label[t] < 0 && deflt_label < 0)
                deflt_label = deflt ? cg_new_label(g) : labels[first_con - e->alts];
            cg_emit_label_ref(g, ip, tag_label[t] >= 0 ? tag_label[t] : deflt_label);
        }
        int mark = g->nevald;    /* each alternative knows what the SWITCH did */
        int base = g->next_slot; /* Note [Alternatives share their slots] */
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_CON)
                continue;
            cg_place_label(g, labels[i]);
            cg_forget_evaluated(g, mark);
            g->next_slot = base;
            gen_alt_con(g, a, pop);
        }
        if (deflt && deflt_label >= 0) {
            cg_place_label(g, deflt_label);
            cg_forget_evaluated(g, mark);
            g->next_slot = base;
            gen_tail(g, deflt->body, pop);
        }
        g->next_slot = g->nlocals;
        free(labels);
        free(tag_label);
        return;
    }
    int mark = g->nevald;        /* each alternative knows what the test did */
    int base = g->next_slot;     /* Note [Alternatives share their slots] */
    if (nlit > 0) {
        for (int i = 0; i < e->nalts; i++) {
            CoreAlt *a = &e->alts[i];
            if (a->kind != ALT_LIT)
                continue;
            int next = cg_new_label(g);
            size_t ip = cg_emit(g, OP_TEST_LIT);
            cg_emit(g, (Word)cg_literal_closure(&a->lit));
            cg_emit_label_ref(g, ip, next);
            gen_tail(g, a->body, pop);
            cg_place_label(g, next);
            cg_forget_evaluated(g, mark);
            g->next_slot = base;
        }
    }
    if (deflt) {
        gen_tail(g, deflt->body, pop);
    } else {
        /* no default: by contract unreachable; return the value itself */
        cg_note_return(g);
        cg_emit(g, OP_RETURN_R);
        cg_emit(g, (Word)pop);
    }
    g->next_slot = g->nlocals;
}

void gen_tail(Gen *g, CoreExpr *e, SWord pop)
{
    cstack_check(e->span);
    e = expand(e);
    CoreExpr *sa, *sb;
    if (cg_is_seq(e, &sa, &sb)) {
        gen_to_R(g, sa);
        cg_end_heap_run(g);
        gen_tail(g, sb, pop);
        return;
    }
    switch (e->kind) {
    case CE_VAR: {
        VarEntry *ve = cg_find_var(g, e->var);
        if (ve && ve->join >= 0) {
            cg_emit_jump(g, ve->join);
            return;
        }
        break;
    }
    case CE_APP:
        gen_app_tail(g, e, pop);
        return;
    case CE_PRIM:
        gen_prim(g, e->prim, e->args, e->nargs);
        cg_note_return(g);
        g->ret_at = cg_emit(g, OP_RETURN_R);
        cg_emit(g, (Word)pop);
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
        cg_end_heap_run(g);
        cg_emit(g, OP_SCC);
        cg_emit(g, (Word)cg_runtime_cc(e->cc));
        cg_emit(g, (Word)((cg.cp->count_entries && !e->cc->no_count && !e->scc_nocount
                           ? SCC_COUNT : 0) | (e->scc_noscope ? SCC_NOSCOPE : 0)));
#endif
        gen_tail(g, e->body, pop);
        return;
    default:
        break;
    }
    SWord s = gen_atom(g, e, NULL);
    cg_end_heap_run(g);
    CoreExpr *v = cg_strip_scc(e);
    if (v->kind == CE_CON)              /* a constructor returned */
        cg_emit_ticky(g, TICKY_RETURN, (Word)v->nargs);
    cg_note_return(g);
    if (evaluates_function(v)) {
        cg_emit(g, OP_EVAL);
        cg_emit(g, (Word)s);
        cg_emit(g, OP_FN_VALUE);
        cg_emit(g, OP_RETURN_R);
        cg_emit(g, (Word)pop);
        return;
    }
    /* Note [Returning a new constructor] in rts/eval.c */
    if (v->kind == CE_CON && g->out[g->con_at] == OP_ALLOC_CON &&
        g->con_at + 4 + (size_t)v->nargs == g->n && (SWord)g->out[g->con_at + 1] == s)
        g->out[g->con_at] = OP_ALLOC_CON_ENTER;
    cg_emit(g, OP_ENTER);
    cg_emit(g, (Word)s);
    cg_emit(g, (Word)pop);
}
