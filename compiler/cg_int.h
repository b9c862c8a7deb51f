/*
 * cg_int.h -- private interface of the code generator's files: codegen.c
 * (permanent memory, the generator's state, the word buffer, literals,
 * cost centres, code shells, globals, pruning, codegen_program and the
 * disassembler), cg_lne.c (free variables, join points, let-no-escape)
 * and cg_expr.c (expressions).  Nothing else includes it; the code
 * generator's interface is codegen.h.
 *
 * Invariants: the generator runs once per program; its state is the one
 * CG value `cg` (codegen.c), valid while codegen_program runs.  Compilation
 * contexts, heap checks and join points: see the comment at the top of
 * codegen.c.
 */
#ifndef LAZYRTS_CG_INT_H
#define LAZYRTS_CG_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "codegen.h"
#include "../includes/bytecode.h"
#include "describe.h"
#include "freevars.h"
#include "liveness.h"
#include "ticky_gen.h"
#ifdef PROFILING
#include "../includes/ccs.h"
#endif

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
    const char *file;        /* file of the global being compiled */
    const char *module;
    bool ticky;              /* the ticky way: counters in the user's code */
    bool ticky_here;         /* ... and the global being compiled is the user's */
    struct CostCentreStack *main_wrapper;  /* -fprof-cafs: CAF:main of :Main */
} CG;

extern CG cg;                /* the generator's state (codegen.c) */
/* The generator's facts about a global (CoreGlobal.rt). */
static inline GlobalInfo *ginfo(const CoreGlobal *g) { return (GlobalInfo *)g->rt; }
/* --------------------------------------------------------- word buffer */

#define NO_SLOT INTPTR_MIN   /* never a frame slot */

typedef struct Fixup { size_t instr, operand; int label; } Fixup;

typedef struct VarEntry { const CoreVar *var; SWord slot; int join; } VarEntry;

typedef struct Gen {
    Word *out; size_t n, cap;
    int arity, nfree, nlocals;   /* nlocals: the most local slots in use
                                    at once, the frame's size */
    int next_slot;            /* local slots in use on the current path
                                 (Note [Alternatives share their slots]
                                 in cg_expr.c) */
    SWord hc_pos;             /* operand index of the open HEAP_CHECK, or -1 */
    size_t hc_at;             /* ... and where it is */
    size_t push_at, eval_set_at;  /* where the last PUSH_CONT and EVAL_SET
                                 are (Note [Evaluating operands in a row]
                                 in rts/eval.c) */
    size_t ret_at;            /* where the last RETURN_R of POP_NONE is,
                                 and the last RETURN_NEXT (Note
                                 [Returning to the next instruction] in
                                 rts/eval.c) */
    size_t ret_next_at;
    size_t con_at;            /* where the last ALLOC_CON is (Note
                                 [Returning a new constructor] in
                                 rts/eval.c) */
    int depth, max_depth;     /* nested continuation frames */
    int max_args;
    VarEntry *vars; int nvars, capvars;   /* variable -> slot (or join label) */
    int *var_index; int var_index_cap;    /* open addressing: the latest
                                             entry of each variable, or -1 */
    size_t *labels; int nlabels, caplabels;
    Fixup *fixups; int nfixups, capfixups;
    bool *pending; int npending;   /* per local slot -s: a member of a
                                     recursive group not yet allocated */
    struct { SWord dst; Word field; SWord src; } *patches;
    int npatches, cappatches;
    const char *name;         /* binding path, for info tables */
    SrcSpan span;             /* the code's site, for closures without one */
    TickyCounter *tk;         /* ticky: the counter its allocation goes to */
    TickyAlloc *tk_alloc;     /* ticky: the open heap check's record */
    /* Note [Variables known to be evaluated] in cg_expr.c */
    SWord *evald; int nevald, capevald;   /* slots holding a value here, in
                                             the order they became known */
    bool *evald_flag; int nevald_flag;    /* per slot (evald_index): in evald */
    SWord *ret_evald; int nret_evald, capret_evald;  /* those known at every
                                             return to the innermost case
                                             continuation, beyond ret_base */
    int ret_base;             /* nevald where that continuation was pushed */
    bool ret_seen;            /* ... and a return to it was generated */
    SWord eval_at;            /* where gen_to_R's last EVAL is, or -1 (Note
                                 [Evaluating the scrutinee of a SWITCH] in
                                 rts/eval.c) */
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

typedef FreeVarList VarList;

/* What a closure's info table tells heap profiles (describe.h). */
typedef struct Label { const char *descr, *type; } Label;

/* --------------------------------------------------- codegen.c */

const char *cg_span_text(const char *file, SrcSpan s);
size_t cg_emit(Gen *g, Word w);
void cg_end_heap_run(Gen *g);
void cg_emit_ticky(Gen *g, TickyEvent event, Word operand);
void cg_need_heap(Gen *g, size_t words);
void cg_ticky_note_alloc(Gen *g, TickyAllocKind kind, size_t words,
                             TickyCounter *counter);
SWord cg_new_slot(Gen *g);
/* The description of constructor `c`, made with its type's others the
   first time one of them is needed (codegen.c). */
const ConDesc *cg_con_desc(ConInfo *c);
VarEntry *cg_find_var(Gen *g, const CoreVar *v);
void cg_bind_var(Gen *g, const CoreVar *v, SWord slot, int join);
SWord cg_var_slot(Gen *g, const CoreVar *v);
int cg_new_label(Gen *g);
void cg_place_label(Gen *g, int label);
void cg_emit_label_ref(Gen *g, size_t instr, int label);
void cg_emit_jump(Gen *g, int label);
void cg_note_push(Gen *g, int words);
void cg_note_payload(Gen *g, SWord dst, Word field, SWord src);
/* Marks a local slot as (no longer) a recursive group member not yet
   allocated: cg_note_payload records a patch for payloads naming it. */
void cg_set_pending(Gen *g, SWord slot, bool pending);
/* Note [Variables known to be evaluated] in cg_expr.c: slot holds a value
   from here on, on the current path; does it?; forget those marked since
   evald had n entries; a transfer that returns to the innermost case
   continuation; the marks at that continuation's label (marks: nevald
   when it was pushed). */
void cg_mark_evaluated(Gen *g, SWord slot);
bool cg_is_evaluated(const Gen *g, SWord slot);
void cg_forget_evaluated(Gen *g, int n);
void cg_note_return(Gen *g);
void cg_join_returns(Gen *g, int mark);
#ifdef PROFILING
CostCentre *cg_runtime_cc(CoreCC *c);
#endif
Closure *cg_literal_closure(const CoreLit *lit);
Code *cg_new_code(bool is_caf, int arity, int nfree, const char *name,
                      const char *srcloc, Label label);
void cg_finish_code(Gen *g, Code *code);
void gen_init(Gen *g, int arity, const char *name, SrcSpan span);

/* ---------------------------------------------------- cg_lne.c */

VarList cg_free_vars(const CoreExpr *e, CoreVar *const *params, int nparams);
bool cg_join_ok(const CoreExpr *body, const CoreVar *v);
void cg_mark_lne(CoreExpr *let);

/* --------------------------------------------------- cg_expr.c */

CoreExpr *cg_strip_scc(CoreExpr *e);
const struct Ty *cg_expr_type(const CoreExpr *e);
bool cg_is_seq(CoreExpr *e, CoreExpr **a, CoreExpr **b);
bool cg_can_inline(const CoreGlobal *g, const GlobalInfo *gi);
void gen_tail(Gen *g, CoreExpr *e, SWord pop);

#endif
