/*
 * liveness.c -- the collector's description of compiled code (see
 * includes/codemap.h): which slots are live at each return point, and
 * which CAFs each code can reach.
 *
 * Note [Slot liveness]
 * An activation keeps its arguments, its free variables (copied from its
 * closure on entry: Note [Blackholes keep their size] in rts/eval.c) and
 * its locals in the slots of its frame until it returns or tail-calls.
 * While it waits under a case frame for a value, a slot it will not read
 * again would keep alive whatever it points to: the list a loop has
 * already walked, the string an IO action is printing, a CAF's value.
 * GHC saves in a case continuation's frame only the variables the
 * continuation uses; we keep the frame whole (the bytecode needs no
 * moves) and describe it instead: for each return point, a bitmap of the
 * slots that the code from there on may still read.  The collector skips
 * the other slots of a waiting activation and overwrites them with a
 * harmless static closure, so nothing dangles after the collection.
 *
 * The bitmaps come from a backward data-flow analysis over a code's
 * instructions (Note [Liveness of large codes]).  Each slot is written once (a local by the instruction
 * that binds it, an argument or free variable on entry; EVAL_SET and SET
 * rewrite a slot with the value of what it held), so "read later" is
 * exact.  The successors of an instruction are the instructions that can
 * run right after it in the same activation: the next one, jump targets,
 * and for PUSH_CONT both the next one and the continuation.  Transfers
 * (ENTER, RETURN_R, CALL, CALL_GLOBAL) have none: when they run under a
 * case frame of the same activation, the slots that frame's continuation
 * reads are live at its own return point, and the collector takes the
 * union over all case frames an activation has on the stack.  The
 * activation that is running when a collection happens is described the
 * same way, at the instruction it runs (Note [Slots born dead]).
 *
 * The return points are the addresses case frames hold: the instruction
 * after EVAL, EVAL_R and PRIM (a primitive may push a frame returning
 * there), the SET after EVAL_SET, the SWITCH after EVAL_SWITCH, and the
 * target of PUSH_CONT.
 *
 * Note [Slots born dead]
 * Code entry used to set every local slot to a static dummy closure,
 * because every stack walk (the collector's, an exception's unwinding,
 * a retainer census) read each word that is not a frame as a closure
 * pointer and told frames from slots by their first word: a slot not
 * written yet holds whatever an earlier activation left there, a frame's
 * info word or a code address as likely as a dead pointer.  That
 * clearing was 5-8% of the instructions of bench/bankq and deriv.  Now
 * a walk never reads an unwritten slot, so entry leaves them be:
 *
 *  - A slot the descriptions call live has been written.  A slot is live
 *    at a place when some path from there reads it before writing it;
 *    if, in addition, no local other than a free variable is live at the
 *    code's entry, every path from entry to that place writes it first
 *    (else entry, that path and the read would make it live at entry).
 *    Real runs follow the analysis's paths with more instructions in
 *    between (an edge from PUSH_CONT to its continuation passes over the
 *    part evaluated in place), so what those paths write is written.
 *    analyse() checks the condition; a code that fails it (a recursive
 *    let, whose allocation copies the slots of the closures not made yet
 *    before PATCH fixes them: 5 of bench/bankq's 323 codes) keeps the
 *    clearing (Code.entry_clear, ENTRY_CLEAR_DUMMY, the default).
 *  - Every activation on the stack is described wherever a walk meets
 *    it: a waiting one by the return points of its case frames, the
 *    running one by the place it runs at.  The evaluator marks the
 *    places where the running activation may meet a walk (SAVE_RUNNING
 *    in rts/eval.c: heap checks, primitives, the EVALs and FN_VALUEs of
 *    the profiling way, which may wrap a function value, SCC, which may
 *    end the run), and running_gc_point() lists the same instructions,
 *    whose live-before sets are described like return points, at their
 *    own address (a primitive runs with pc at its return point).  A plain
 *    SAVE (in enter, apply, the returns) says the activation at fp is not
 *    running: it has gone, or waits under its case frames.
 *  - The walks (StackWalk in rts/storage.c) take each activation's
 *    bounds from its code (fp - nlocals up to fp + arity) and its live
 *    slots from the union of those descriptions, decide about a word in
 *    those bounds by its bit before looking at it, and overwrite the dead
 *    ones with the dummy closure, so that the stack is clean for every
 *    later walk until the activation runs again.
 *
 * LAZYRTS_GC_TORTURE checks all of this: entry fills the slots it leaves
 * be with poison_closure, and a walk that takes a slot holding it for a
 * live one stops with an internal error.  Leaving HEAP_CHECK out of
 * running_gc_point() stops bench/nfib at its first collection.
 *
 * Selector thunks: a thunk that only selects a field of its one free
 * variable is marked (Code.selector), so that the collector can replace
 * it by the field once the free variable is evaluated, as GHC's does
 * (Note [Selector thunks] in rts/storage.c).
 *
 * Static reference tables: see includes/codemap.h and Note [CAF
 * liveness] in rts/storage.c.  A code's table lists the codes its
 * instructions name (LOAD_CONST of a CAF or of a static function,
 * CALL_GLOBAL, ALLOC_FUN, ALLOC_THUNK) that can reach a CAF, directly or
 * through their own tables; codes that cannot get no table at all, so
 * the collector spends nothing on them.
 */
#include "liveness.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/bytecode.h"
#include "../includes/codemap.h"

#define WORD_BITS (8 * sizeof(Word))

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "lazyrun: out of memory while loading the program\n");
        exit(1);
    }
    return p;
}

/* ------------------------------------------------------ slot liveness */

/* Note [Liveness of large codes]
   ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
   A code's frame can have as many slots as its source has subexpressions
   (a literal list of 100,000 numbers is one thunk of 200,000 slots), and
   as many instructions.  A set of slots per instruction would take their
   product in memory (5 GB there), so the backward pass keeps one running
   set, and a copy of it only where one is read later: before the targets
   of jumps, and at return points.  A copy keeps only the words between
   its first and last live slot, or, when fewer than half of those are
   non-zero (a live argument, at one end of the frame, and a live local
   at the other), only the non-zero words and their positions; so does a
   return point's bitmap (includes/codemap.h).  Either costs little where
   few slots are live, as they are in long straight-line code.  The
   running set remembers which of its words may be non-zero, so that
   emptying it at a jump costs what it holds, not the frame. */

typedef struct SlotSet {         /* some words of a slot set, the rest zero */
    size_t first, n;             /* w[k] is word first + k ... */
    Word *w;                     /* (NULL when n == 0) */
    uint32_t *at;                /* ... or, when not NULL, word at[k] */
} SlotSet;

static size_t set_word(const SlotSet *s, size_t k)
{
    return s->at ? s->at[k] : s->first + k;
}

typedef struct Analysis {
    const Code *code;
    size_t nlocals, nslots, words;   /* words: of one slot set */
    size_t ninstr;
    size_t *start;                   /* instruction -> offset */
    long *index;                     /* offset -> instruction, or -1 */
    bool *kept;                      /* its live-before set is read later */
    SlotSet *in;                     /* ... and here it is */
    Word *live;                      /* the running set */
    size_t lo, hi;                   /* words of `live` that may be non-zero */
} Analysis;

static _Noreturn void bad_code(const Analysis *a, const char *what)
{
    fprintf(stderr, "lazyrun: internal error: %s in the code of %s\n", what,
            a->code->name ? a->code->name : "?");
    exit(1);
}

static size_t slot_bit(const Analysis *a, Word operand)
{
    SWord s = (SWord)operand + (SWord)a->nlocals;
    if (s < 0 || (size_t)s >= a->nslots)
        bad_code(a, "a slot outside the frame");
    return (size_t)s;
}

static void widen(Analysis *a, size_t first, size_t end)
{
    if (first < a->lo)
        a->lo = first;
    if (end > a->hi)
        a->hi = end;
}

static void add_slot(Analysis *a, Word operand)
{
    size_t b = slot_bit(a, operand);
    a->live[b / WORD_BITS] |= (Word)1 << (b % WORD_BITS);
    widen(a, b / WORD_BITS, b / WORD_BITS + 1);
}

static void remove_slot(Analysis *a, Word operand)
{
    size_t b = slot_bit(a, operand);
    a->live[b / WORD_BITS] &= ~((Word)1 << (b % WORD_BITS));
}

static void clear_live(Analysis *a)
{
    if (a->hi > a->lo)
        memset(a->live + a->lo, 0, (a->hi - a->lo) * sizeof(Word));
    a->lo = a->words;
    a->hi = 0;
}

/* The instruction at `ip + offset`, which must exist and come later. */
static size_t target(const Analysis *a, const Word *ip, Word offset)
{
    SWord at = ip - a->code->instrs;
    SWord to = at + (SWord)offset;
    if (to < 0 || (size_t)to >= a->code->ninstrs || a->index[to] < 0)
        bad_code(a, "a jump to no instruction");
    if (to <= at)
        bad_code(a, "a jump backwards");
    return (size_t)a->index[to];
}

/* live |= in[i] */
static void join(Analysis *a, size_t i)
{
    const SlotSet *s = &a->in[i];
    for (size_t k = 0; k < s->n; k++)
        a->live[set_word(s, k)] |= s->w[k];
    if (s->n)
        widen(a, set_word(s, 0), set_word(s, s->n - 1) + 1);
}

/* The running set becomes the slots live after instruction i (it holds
   those live before instruction i + 1). */
static void live_after(Analysis *a, size_t i)
{
    const Word *ip = a->code->instrs + a->start[i];
    if (opcode_is_call(ip[0]) || opcode_is_call_global(ip[0])) {
        clear_live(a);
        return;
    }
    switch ((Opcode)ip[0]) {
    case OP_JUMP:
        clear_live(a);
        join(a, target(a, ip, ip[1]));
        return;
    case OP_SWITCH:
        clear_live(a);
        for (Word k = 0; k < ip[1]; k++)
            join(a, target(a, ip, ip[2 + k]));
        return;
    case OP_TEST_LIT:
        join(a, target(a, ip, ip[2]));
        break;
    case OP_PUSH_CONT: case OP_PUSH_CONT_EVAL:
        join(a, target(a, ip, ip[1]));
        break;
    case OP_ENTER: case OP_RETURN_R: case OP_RETURN_NEXT: case OP_RETURN_SWITCH:
        clear_live(a);
        return;
    default:
        break;
    }
    if (i + 1 == a->ninstr)
        clear_live(a);           /* nothing runs after the last one */
}

/* live = slots live before the instruction at ip, given `live` after it */
static void transfer(Analysis *a, const Word *ip)
{
    if (opcode_is_prim(ip[0])) {
        for (Word k = 0; k < ip[2]; k++)
            add_slot(a, ip[3 + k]);
        return;
    }
    if (opcode_is_load_const(ip[0])) {
        remove_slot(a, ip[1]);
        return;
    }
    if (opcode_is_call(ip[0]) || opcode_is_call_global(ip[0])) {
        if (opcode_is_call(ip[0]))
            add_slot(a, ip[1]);
        for (Word k = 0; k < ip[3]; k++)
            add_slot(a, ip[4 + k]);
        return;
    }
    switch ((Opcode)ip[0]) {
    case OP_MOVE:
        remove_slot(a, ip[1]);
        add_slot(a, ip[2]);
        break;
    case OP_ALLOC_STR: case OP_SET:
        remove_slot(a, ip[1]);
        break;
    case OP_ALLOC_CON: case OP_ALLOC_CON_ENTER:
    case OP_ALLOC_FUN: case OP_ALLOC_THUNK:
        remove_slot(a, ip[1]);
        for (Word k = 0; k < ip[3]; k++)
            add_slot(a, ip[4 + k]);
        break;
    case OP_ALLOC_PAP:
        remove_slot(a, ip[1]);
        add_slot(a, ip[2]);
        for (Word k = 0; k < ip[3]; k++)
            add_slot(a, ip[4 + k]);
        break;
    case OP_PATCH:
        add_slot(a, ip[1]);
        add_slot(a, ip[3]);
        break;
    case OP_EVAL: case OP_EVAL_SET: case OP_EVAL_SWITCH: case OP_ENTER:
    case OP_EVAL_SET_EVAL:
        add_slot(a, ip[1]);
        break;
    case OP_UNPACK: case OP_UNPACK1: case OP_UNPACK2:
        for (Word k = 0; k < ip[1]; k++)
            remove_slot(a, ip[3 + 2 * k]);
        break;
    default:
        break;
    }
}

/* A copy of the running set, trimmed to its non-zero words. */
static SlotSet snapshot(Analysis *a)
{
    size_t lo = a->lo, hi = a->hi;
    while (lo < hi && a->live[lo] == 0)
        lo++;
    while (hi > lo && a->live[hi - 1] == 0)
        hi--;
    if (lo >= hi) {
        a->lo = a->words;        /* empty */
        a->hi = 0;
        return (SlotSet){ 0, 0, NULL, NULL };
    }
    a->lo = lo;                  /* the words outside hold nothing */
    a->hi = hi;
    size_t nonzero = 0;
    for (size_t k = lo; k < hi; k++)
        nonzero += a->live[k] != 0;
    if (2 * nonzero < hi - lo && hi <= UINT32_MAX) {
        SlotSet s = { 0, nonzero, xcalloc(nonzero, sizeof(Word)),
                      xcalloc(nonzero, sizeof(uint32_t)) };
        for (size_t k = lo, j = 0; k < hi; k++)
            if (a->live[k]) {
                s.w[j] = a->live[k];
                s.at[j++] = (uint32_t)k;
            }
        return s;
    }
    SlotSet s = { lo, hi - lo, NULL, NULL };
    if (s.n) {
        s.w = xcalloc(s.n, sizeof(Word));
        memcpy(s.w, a->live + lo, s.n * sizeof(Word));
    }
    return s;
}

/* The offset of the return point of the instruction at ip, or -1. */
static SWord return_offset(const Analysis *a, const Word *ip)
{
    SWord at = ip - a->code->instrs;
    if (opcode_is_prim(ip[0]))
        return at + 3 + (SWord)ip[2];
    switch ((Opcode)ip[0]) {
    case OP_EVAL: case OP_EVAL_SET: case OP_EVAL_SWITCH: case OP_EVAL_SET_EVAL:
        return at + 2;
    case OP_EVAL_R: return at + 1;
    case OP_PUSH_CONT: case OP_PUSH_CONT_EVAL: return at + (SWord)ip[1];
    default: return -1;
    }
}

/* The instruction a return point of the instruction at ip names, or -1. */
static long return_instr(const Analysis *a, const Word *ip)
{
    SWord at = return_offset(a, ip);
    if (at < 0 || (size_t)at >= a->code->ninstrs)
        return -1;               /* nothing returns there */
    return a->index[at];
}

/* Instructions at which the running activation may meet a stack walk
   (a collection, the unwinding of an exception, a census at exit), with
   the evaluator's pc at the instruction itself: their live-before sets
   describe the activation there (Note [Slots born dead]).  A primitive
   may collect too; it does so with pc at its return point, which is
   described already.  The evaluator marks these places with SAVE_RUNNING
   (rts/eval.c); the two lists must agree. */
static bool running_gc_point(Word op)
{
    switch ((Opcode)op) {
    case OP_HEAP_CHECK: case OP_HEAP_CHECK_CON: case OP_HEAP_CHECK_CLOSURE:
    case OP_EVAL: case OP_EVAL_SET: case OP_EVAL_SET_EVAL: case OP_EVAL_R:
    case OP_EVAL_SWITCH: case OP_PUSH_CONT_EVAL:
    case OP_FN_VALUE: case OP_FN_VALUE_PAP: case OP_SCC:
        return true;
    default:
        return false;
    }
}

/* Marks the instructions whose live-before sets are read later. */
static void find_kept(Analysis *a)
{
    for (size_t i = 0; i < a->ninstr; i++) {
        const Word *ip = a->code->instrs + a->start[i];
        switch ((Opcode)ip[0]) {
        case OP_JUMP:
            a->kept[target(a, ip, ip[1])] = true;
            break;
        case OP_SWITCH:
            for (Word k = 0; k < ip[1]; k++)
                a->kept[target(a, ip, ip[2 + k])] = true;
            break;
        case OP_TEST_LIT:
            a->kept[target(a, ip, ip[2])] = true;
            break;
        default:
            break;
        }
        long r = return_instr(a, ip);
        if (r >= 0)
            a->kept[r] = true;
        if (running_gc_point(ip[0]))
            a->kept[i] = true;
    }
}

/* One backward pass: jumps only go forward, so a set is final before
   anything that reads it runs.  Returns whether a local other than a
   free variable is live at entry (Note [Slots born dead]). */
static bool analyse(Analysis *a)
{
    a->live = xcalloc(a->words, sizeof(Word));
    a->lo = a->words;
    a->hi = 0;
    for (size_t i = a->ninstr; i-- > 0;) {
        live_after(a, i);
        transfer(a, a->code->instrs + a->start[i]);
        if (a->kept[i])
            a->in[i] = snapshot(a);
    }
    bool read_unwritten = false;
    size_t unwritten = a->nlocals - a->code->nfree;   /* bits 0 .. */
    for (size_t b = 0; b < unwritten && !read_unwritten; b++)
        read_unwritten = (a->live[b / WORD_BITS] >> (b % WORD_BITS)) & 1;
    free(a->live);
    return read_unwritten;
}

/* The ReturnPoint of instruction r, made once (several instructions may
   name the same return point, and a return point may be a GC point). */
static void describe_point(Analysis *a, size_t r, bool *made)
{
    if (made[r])
        return;
    made[r] = true;
    const SlotSet *s = &a->in[r];
    ReturnPoint *rp = xcalloc(1, sizeof *rp);
    Word *live = xcalloc(s->n ? s->n : 1, sizeof(Word));
    if (s->n)
        memcpy(live, s->w, s->n * sizeof(Word));
    if (s->at) {
        uint32_t *at = xcalloc(s->n, sizeof(uint32_t));
        memcpy(at, s->at, s->n * sizeof(uint32_t));
        rp->live_at = at;
    }
    rp->pc = a->code->instrs + a->start[r];
    rp->code = a->code;
    rp->live = live;
    rp->live_first = s->first;
    rp->live_words = s->n;
    codemap_add_return(rp);
}

static void describe_returns(Analysis *a)
{
    bool *made = xcalloc(a->ninstr, sizeof *made);
    for (size_t i = 0; i < a->ninstr; i++) {
        const Word *ip = a->code->instrs + a->start[i];
        long r = return_instr(a, ip);
        if (r >= 0)
            describe_point(a, (size_t)r, made);
        if (running_gc_point(ip[0]))
            describe_point(a, i, made);
    }
    free(made);
}

/* LAZYRTS_GC_TORTURE: entry fills the slots it need not clear with
   poison_closure, which every stack walk checks for. */
static bool poison_unwritten(void)
{
    static int cached = -1;
    if (cached < 0) {
        const char *t = getenv("LAZYRTS_GC_TORTURE");
        cached = t && *t && strcmp(t, "0") != 0;
    }
    return cached;
}

static void describe_slots(const Code *code)
{
    Analysis a = {.code = code};
    if (code->nslots < code->arity)
        bad_code(&a, "fewer slots than arguments");
    a.nslots = code->nslots;
    a.nlocals = code->nslots - code->arity;
    a.words = (a.nslots + WORD_BITS - 1) / WORD_BITS;
    if (a.words == 0)
        return;                      /* no slots: nothing to describe */
    a.start = xcalloc(code->ninstrs, sizeof *a.start);
    a.index = xcalloc(code->ninstrs, sizeof *a.index);
    for (size_t k = 0; k < code->ninstrs; k++)
        a.index[k] = -1;
    for (size_t off = 0; off < code->ninstrs; off += instr_words(code->instrs + off)) {
        if (code->instrs[off] >= OP_COUNT)
            bad_code(&a, "a bad opcode");
        a.index[off] = (long)a.ninstr;
        a.start[a.ninstr++] = off;
    }
    a.kept = xcalloc(a.ninstr, sizeof *a.kept);
    a.in = xcalloc(a.ninstr, sizeof *a.in);
    find_kept(&a);
    if (!analyse(&a))
        ((Code *)code)->entry_clear = poison_unwritten() ? ENTRY_CLEAR_POISON
                                                         : ENTRY_CLEAR_NONE;
    describe_returns(&a);
    for (size_t i = 0; i < a.ninstr; i++) {
        free(a.in[i].w);
        free(a.in[i].at);
    }
    free(a.in);
    free(a.kept);
    free(a.start);
    free(a.index);
}

/* ------------------------------------------- static reference tables */

/* While the tables are built, Srt.visited holds the code's index. */
typedef struct Graph {
    const Code *const *codes;
    int n;
    int **succ; int *nsucc, *capsucc;   /* codes each code names */
    bool *reaches;                      /* can reach a CAF */
} Graph;

static void add_edge(Graph *gr, int from, const Code *to)
{
    if (!to || !to->srt)
        return;                          /* not one of the program's codes */
    int t = (int)to->srt->visited;
    if (gr->nsucc[from] == gr->capsucc[from]) {
        gr->capsucc[from] = gr->capsucc[from] ? 2 * gr->capsucc[from] : 4;
        gr->succ[from] = realloc(gr->succ[from], sizeof(int) * (size_t)gr->capsucc[from]);
        if (!gr->succ[from]) {
            fprintf(stderr, "lazyrun: out of memory while loading the program\n");
            exit(1);
        }
    }
    gr->succ[from][gr->nsucc[from]++] = t;
}

/* The codes named by the instructions of codes[i]. */
static void collect_edges(Graph *gr, int i)
{
    const Code *code = gr->codes[i];
    for (const Word *ip = code->instrs; ip < code->instrs + code->ninstrs;
         ip += instr_words(ip)) {
        if (opcode_is_call_global(ip[0])) {
            add_edge(gr, i, (const Code *)ip[1]);
            continue;
        }
        if (opcode_is_load_const(ip[0])) {
            Closure *c = (Closure *)ip[2];
            if (!c->info)
                continue;   /* the Int and Char tables, not filled in yet */
            ClosureType t = closure_type(c);
            if (t == CT_CAF && c->info->code && c->info->code->srt)
                c->info->code->srt->caf = c;
            if (t == CT_CAF || t == CT_FUN)
                add_edge(gr, i, c->info->code);
            continue;
        }
        switch ((Opcode)ip[0]) {
        case OP_ALLOC_FUN: case OP_ALLOC_THUNK:
            add_edge(gr, i, (const Code *)ip[2]);
            break;
        default:
            break;
        }
    }
}

/* reaches[] for every code, walking the edges backwards from the CAFs. */
static void find_reaching(Graph *gr)
{
    int *npred = xcalloc((size_t)gr->n, sizeof(int));
    for (int i = 0; i < gr->n; i++)
        for (int k = 0; k < gr->nsucc[i]; k++)
            npred[gr->succ[i][k]]++;
    int **pred = xcalloc((size_t)gr->n, sizeof(int *));
    for (int i = 0; i < gr->n; i++) {
        pred[i] = xcalloc((size_t)npred[i], sizeof(int));
        npred[i] = 0;
    }
    for (int i = 0; i < gr->n; i++)
        for (int k = 0; k < gr->nsucc[i]; k++) {
            int t = gr->succ[i][k];
            pred[t][npred[t]++] = i;
        }
    int *work = xcalloc((size_t)gr->n, sizeof(int));
    int nwork = 0;
    for (int i = 0; i < gr->n; i++)
        if (gr->codes[i]->info->type == CT_CAF) {
            gr->reaches[i] = true;
            work[nwork++] = i;
        }
    while (nwork > 0) {
        int v = work[--nwork];
        for (int k = 0; k < npred[v]; k++)
            if (!gr->reaches[pred[v][k]]) {
                gr->reaches[pred[v][k]] = true;
                work[nwork++] = pred[v][k];
            }
    }
    for (int i = 0; i < gr->n; i++)
        free(pred[i]);
    free(pred);
    free(npred);
    free(work);
}

static void describe_statics(const Code *const *codes, int n)
{
    Graph gr = {codes, n, xcalloc((size_t)n, sizeof(int *)),
                xcalloc((size_t)n, sizeof(int)), xcalloc((size_t)n, sizeof(int)),
                xcalloc((size_t)n, sizeof(bool))};
    /* The codes are the code generator's own (allocated writable); the
       list is const only for the runtime's sake. */
    for (int i = 0; i < n; i++) {
        Srt *s = xcalloc(1, sizeof *s);
        s->visited = (unsigned)i;
        ((Code *)codes[i])->srt = s;
    }
    for (int i = 0; i < n; i++)
        collect_edges(&gr, i);
    find_reaching(&gr);
    int *seen = xcalloc((size_t)n, sizeof(int));
    for (int i = 0; i < n; i++) {
        Srt *s = codes[i]->srt;
        if (!gr.reaches[i])
            continue;
        s->items = xcalloc((size_t)gr.nsucc[i], sizeof(Srt *));
        for (int k = 0; k < gr.nsucc[i]; k++) {
            int t = gr.succ[i][k];
            if (gr.reaches[t] && seen[t] != i + 1 && t != i) {
                seen[t] = i + 1;
                s->items[s->n++] = codes[t]->srt;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        Srt *s = codes[i]->srt;
        s->visited = 0;
        free(gr.succ[i]);
    }
    for (int i = 0; i < n; i++)
        if (!gr.reaches[i]) {
            free(codes[i]->srt);
            ((Code *)codes[i])->srt = NULL;
        }
    free(seen);
    free(gr.succ);
    free(gr.nsucc);
    free(gr.capsucc);
    free(gr.reaches);
}

/* ---------------------------------------------------- selector thunks */

/* GHC makes a selector thunk of a thunk whose code is `case x of C .. a ..
   -> a`, x its only free variable, when a is one of C's first
   MAX_SELECTEE fields; ours compiles to exactly EVAL x; UNPACK; then the
   field's return (selection_return).  See Note [Selector thunks in the
   profiling way]. */
#define MAX_SELECTEE 15

/*
 * Note [Selector thunks in the profiling way]
 * The vanilla way returns the selected field with ENTER a.  The profiling
 * way returns a field that may be a function (of a type variable, as in
 * the pairs inside the library's `span`, or of a function type) with EVAL a;
 * FN_VALUE; RETURN_R (Note [Evaluating a function value] in rts/eval.c).
 * Both shapes are selector thunks: GHC's code generator picks a selector
 * thunk from the shape of the code alone (mkRhsClosure in StgToCmm),
 * whatever the field's type, in every way, and its collector shortcuts
 * them in the profiling way too.  A thunk that is entered still runs its
 * own code, FN_VALUE included; one the collector replaces by its field
 * skips it, as GHC's does.  A cost centre on the thunk (an SCC first)
 * makes it an ordinary thunk, in GHC too (a profiling tick is code).
 * Recognising only ENTER left every such thunk of the profiling way an
 * ordinary one, holding its whole constructor: the library's `span`,
 * `lines`, `words` and `groupBy` select from pairs of type variables, and
 * `span`'s `(x : fst r, snd r)` kept each pair and with it the list
 * already consumed: bench/wordfreq's profiled residency was 2.2x GHC's,
 * 3.4x the vanilla way's.  The collector treats both shapes alike (Note
 * [Selector thunks] in rts/storage.c).
 */
static bool selection_return(const Word *ip, const Word *end, Word *slot)
{
    bool entered = end - ip == 3 && ip[0] == OP_ENTER && ip[2] == 0;
    bool applied = end - ip == 5 && ip[0] == OP_EVAL && ip[2] == OP_FN_VALUE &&
                   ip[3] == OP_RETURN_R && ip[4] == 0;
    *slot = ip[1];
    return entered || applied;
}

static uint32_t selected_field(const Code *code)
{
    if (code->info->type != CT_THUNK || code->nfree != 1 || code->arity != 0)
        return 0;
    const Word *ip = code->instrs, *end = code->instrs + code->ninstrs;
    if (end - ip < 2 || ip[0] != OP_EVAL || ip[1] != (Word)-1)
        return 0;
    ip += 2;
    if (end - ip < 2 || !opcode_is_unpack(ip[0]))
        return 0;
    const Word *unpack = ip;
    ip += instr_words(ip);
    Word slot;
    if (end - ip < 2 || !selection_return(ip, end, &slot))
        return 0;
    for (Word k = 0; k < unpack[1]; k++)
        if (unpack[3 + 2 * k] == slot && unpack[2 + 2 * k] < MAX_SELECTEE)
            return (uint32_t)unpack[2 + 2 * k] + 1;
    return 0;
}

void liveness_describe(const Code *const *codes, int n)
{
    for (int i = 0; i < n; i++) {
        codemap_add_code(codes[i]);
        describe_slots(codes[i]);
        ((Code *)codes[i])->entry_kind = code_entry_kind(codes[i]);
        ((Code *)codes[i])->selector = selected_field(codes[i]);
    }
    describe_statics(codes, n);
}
