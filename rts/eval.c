/*
 * eval.c -- the eval/apply machine.
 *
 * One loop interprets bytecode (includes/bytecode.h); three states move
 * control between closures without C recursion:
 *
 *   enter   evaluate the closure `node` and return its value to the frame
 *           on top of the stack;
 *   ret     the value is in R: pop the top frame and act on it;
 *   apply   apply the value `fn` to the `nargs` arguments at Sp[0..].
 *
 * Note [Blackholes keep their size]
 * A thunk being evaluated is overwritten with a BLACKHOLE info of the same
 * size (its code's bh_info), so the heap stays linearly walkable.  Its free
 * variables were copied into the frame on entry, so the collector does not
 * trace a blackhole's payload: like GHC, an evaluation does not keep the
 * thunk's free variables alive once it no longer needs them.  Entering a
 * blackhole means the thunk demands itself: <<loop>>.  When an exception
 * unwinds an update frame the thunk is updated to re-raise the exception,
 * as GHC does, so a later demand raises it again.
 *
 * Note [Arguments of a call]
 * A call reads its arguments from slots of the caller's frame and pushes
 * them where, in a tail call, that frame was: the slots read may lie
 * where the arguments go, so they are gathered first.  Calls of up to
 * four arguments (nearly all of them) gather them in four locals of the
 * C function, which the compiler keeps in registers: each argument is
 * one load and one store (a loop into an array and a memcpy of variable
 * length cost some 60 instructions a call, a fifth of all of the
 * evaluator's on a loop like `length [1..n]`).  Each count has a case of
 * its own that gathers and pushes, one jump on n (a switch to gather
 * and another to push cost 4.4% of bench/anagrams' instructions more).
 * push_call_args is inlined by force (gcc called it, at -2.1% of
 * bench/anagrams' instructions when it does not).  Up to 64 go through an array in C's frame; a call of more
 * (a function of 65 parameters) gathers them in the Haskell stack below
 * the arguments' place: 2n words below the stack pointer are free, as a
 * code's stack_need counts twice its largest push (compiler/codegen.c).
 *
 * Note [Entering a code]
 * Entering a code makes its frame: the arguments are already in place
 * (fp[0..arity-1]), the free variables are copied from the closure into
 * the slots below fp, and the other local slots are left as they are,
 * since no stack walk reads a slot before it is written (Note [Slots
 * born dead] in compiler/liveness.c) -- but for the few codes that
 * cannot promise it (Code.entry_clear), whose locals are set to a static
 * dummy closure, as every code's used to be.  The clearing is a pointer
 * loop walking down from fp (an indexed loop per kind of slot cost twice
 * the instructions: code entry is some 15% of the evaluator's work); the
 * copying of up to four free variables, the common counts, is straight
 * line code entered through a switch on the count (the pointer loop it
 * replaced cost nfib 2.2% of its instructions, anagrams 1%).  The
 * slots are cleared eight to an iteration, so up to seven words below the
 * new stack pointer are written too: they are free, and the stack check
 * just made sure of more than that (the red zone).  Codes have many
 * slots, as the code generator gives every intermediate value a slot of
 * its own, shared only by the alternatives of a case and reused after an
 * expression evaluated in place (Note [Alternatives share their slots] in
 * compiler/cg_expr.c; 16 to clear per entry on average in bench/anagrams
 * before that), and the word-at-a-time loop was 13% of that program's
 * instructions.  The number of locals and the bytes the stack check asks
 * for are fields of the code (nlocals, entry_bytes), computed once by the
 * code generator rather than from three fields at each entry, and the
 * check compares the stack pointer's distance in bytes from
 * stack_floor (the stack's limit plus the red zone, fixed for the run) as
 * a signed number: a subtraction and a comparison with the field.  A
 * known call (CALL_GLOBAL) enters a code without free variables (its
 * node is NULL), so it skips the copying of free variables altogether
 * (enter_known).  Most codes copy at most four free variables and clear
 * nothing: the code generator gives each code its kind (Code.entry_kind,
 * code_entry_kind in includes/closure.h), and entry jumps on it straight
 * to the copies the code needs, then to its first instruction, where it
 * used to switch on the count, test entry_clear and fall into the
 * clearing's test: bankq -3.2%, deriv -3.5%, nfib -2.7% of the
 * instructions (vanilla; -2.4%, -3.3%, -1.3% profiled).  The other codes
 * (ENTRY_GENERAL, static codes included) take the path above.
 *
 * Note [A primitive in tail position]
 * A primitive whose value the code returns at once (PRIM followed by a
 * RETURN_R that pops the activation) and that falls back to its library
 * function, or answers a closure to enter, does so as a tail call: the
 * activation is popped first, as GHC -O0's tail call of the wrapper
 * (`f = ... xs !! n`, a thunk `hamming !! size`) leaves nothing of the
 * caller behind.  A case frame for the RETURN_R kept the activation, and
 * with it its code's static references, alive while the fallback ran:
 * bench/stream's `print (hamming !! size)`, once (!!) became the
 * primitive itself (Note [(!!) is a primitive] in lib/Base.hs), kept the
 * whole `hamming` list while the walk went down it (2.3 MB maximum
 * residency in the profiling way, 198 KB before, GHC 332 KB).
 *
 * Note [The heap pointer in a register]
 * eval_main allocates at a local copy of Hp, `hp` (and tests room
 * against `hplim`, HpLim's), which the C compiler keeps in a register:
 * the global is loaded and stored only around what may read or move it.
 * The global Hp is the truth whenever control leaves the loop for code
 * that allocates, collects or reports: SAVE() writes it back with the
 * stack pointer (before storage_reserve, prim_run, unpack_strlit, the
 * profiling way's PAP builders, an exit), LOAD() or HP_LOAD() reads it
 * and HpLim again after any of them, and fast_int_prim allocates at the
 * local one.  What runs in between without a SAVE does not look at Hp:
 * the profiling hooks (cost-centre stacks and the biographer's words),
 * the write barrier (storage_record_update tests the old generation's
 * bounds), the ticker thread (cost-centre samples), the interrupt flag
 * (SCC saves before it acts on it, since the reports at exit take a
 * census).  Allocation was a load and a store of the global each, a heap
 * check two loads (-1.2% of bench/anagrams' instructions).
 *
 * Note [Returning to a frame]
 * A value returns, nearly always, to a case frame or an update frame.
 * `ret` compares the frame's first word with the case frame's info
 * pointer before it looks at the FrameInfo's type, and the update of a
 * thunk (update_thunk) is inlined: two memory loads and a jump table
 * less per return.  RETURN_R of a value (a primitive's result, nearly
 * always) goes to `ret` itself, as `enter` would, without enter's jump
 * on the closure type.
 *
 * Note [Specialised primitive instructions]
 * Int arithmetic and comparison of Ints or Chars are most of the
 * primitives a program runs.  The general PRIM tests the operands'
 * closure types (two loads each) and then switches on the operation
 * (fast_int_prim); for the twelve commonest operations of two operands
 * the code generator emits an instruction of the operation's own
 * instead (PRIM_EQ .. PRIM_INT_MUL in includes/opcodes.def), with PRIM's
 * operands, so the switch is the dispatch itself, and each compares the
 * operands' info pointers with int_info's (and char_info's, for a
 * comparison).  Anything else -- a Word, a Double, an Integer, mixed
 * types, an overflow, no room for the result -- goes to the general PRIM
 * code at the same instruction, which decides exactly as before, so the
 * results, the allocation and the profiling way's charges (box_int) are
 * the same.  Having PRIM's operands, they have its return point too, for
 * the collector (opcode_is_prim in includes/bytecode.h).
 *
 * Note [Constant operands]
 * A third of the primitives a program runs have a constant operand (`n -
 * 1`, `n < 2`, `x == 0`: a literal or a nullary constructor), which a
 * LOAD_CONST puts into a slot of its own each time, a dispatch for a
 * constant.  The code generator loads such an operand of a specialised
 * primitive (Note [Specialised primitive instructions]) right before the
 * primitive, and for the five commonest (EQ, NE, LT, INT_ADD, INT_SUB:
 * 97% of them over the reduced bench programs) with an instruction of
 * the primitive's own, LOAD_EQ .. LOAD_INT_SUB: LOAD_CONST's operands and
 * its store, then the primitive's fast path (the same macro, reading the
 * instruction after) without a dispatch; when that does not apply, the
 * primitive's instruction runs as itself.  The slot is written as before,
 * so the collector, the primitive's general code and its return point see
 * exactly what they did (opcode_is_load_const in includes/bytecode.h).
 * (Variants that gave the primitive the constant in the instruction,
 * without the store, needed a general path of their own beside PRIM's,
 * and gcc's code for the rest of eval_main came out worse: bench/sieve
 * +2.7% instructions; a `goto` to the primitive's code, moving ip, cost
 * a register copy at every dispatch, +7% everywhere; all twelve
 * primitives fused, +0.6% on queens and interp, whose dispatches
 * came out less well, for little more.)
 *
 * Note [Heap checks and their first allocation]
 * A HEAP_CHECK is nearly always followed at once by the allocation it
 * opens the run with (ALLOC_THUNK, ALLOC_CON, ALLOC_FUN: 3.3M of the
 * 3.5M heap checks over the reduced bench programs).  The code generator
 * turns such a HEAP_CHECK into HEAP_CHECK_CON or HEAP_CHECK_CLOSURE
 * (fuse_heap_check in compiler/cg_expr.c), which makes room as HEAP_CHECK
 * does and then does the allocation that follows, read from the next
 * instruction, without a dispatch: the same macro's code as ALLOC_CON's
 * or ALLOC_THUNK's, so the allocation and the profiling way's header are
 * the same.  The allocation's own instruction stays where it was, so the
 * collector's liveness and static reference tables and the disassembler
 * read the code as before (neither instruction is a return point).
 *
 * Note [Returning a new constructor]
 * A function or thunk whose result is a constructor it builds (`x : go
 * xs`, `Just y`) ends ALLOC_CON, ENTER of it: a dispatch, then enter's
 * jump on the closure type, which for a constructor goes to `ret` with
 * it.  The code generator makes that ALLOC_CON an ALLOC_CON_ENTER when
 * the ENTER of its closure follows at once (not in the ticky way, where
 * a TICKY instruction counts the return in between), which allocates and
 * returns the constructor as the ENTER would (popping the frame as the
 * ENTER's operand says).  The ENTER stays in place, and a HEAP_CHECK_CON
 * before it (Note [Heap checks and their first allocation]), which reads
 * only ALLOC_CON's operands, dispatches to it as before.
 *
 * Note [Evaluating operands in a row]
 * A primitive's operands are evaluated one after the other, each by
 * EVAL_SET and the SET its fast path skips, and the first of a wrapper's
 * call (`x < y` in gen_to_R) right after the PUSH_CONT of its
 * continuation: EVAL_SET follows EVAL_SET's SET 1.9M times and PUSH_CONT
 * 2.6M times over the reduced bench programs (of 64M dispatches).  The
 * code generator turns such a PUSH_CONT into PUSH_CONT_EVAL and such an
 * EVAL_SET into EVAL_SET_EVAL (fuse_eval_set in compiler/cg_expr.c): the
 * first pushes its frame and then does the EVAL_SET that follows, the
 * second does its own EVAL_SET and, when that finds a value, the next
 * one, each without a dispatch, with EVAL_SET's code (one macro).  A
 * thunk is evaluated as by EVAL_SET, returning to its SET, which goes on
 * with the instructions that follow as before; those stay in place, so
 * the return points the collector knows are the same (liveness reads the
 * two as PUSH_CONT and EVAL_SET).
 *
 * Note [Returning to the next instruction]
 * `case n < 2 of ...` compiles to PUSH_CONT L, the wrapper's body (the
 * operands' EVAL_SETs, PRIM_LT, RETURN_R -1), then L: SWITCH: the
 * primitive's result returns, through `ret`, to the very next
 * instruction (3M times over the reduced bench programs).  The frame
 * must be there while the operands are evaluated (Note [Operands known
 * to be values] in compiler/cg_expr.c), but its return needs no search:
 * the frame on top is the code's own PUSH_CONT's, all that was pushed
 * since having been popped.  The code generator makes a RETURN_R -1 that
 * the continuation's label follows a RETURN_NEXT, or a RETURN_SWITCH
 * when the SWITCH of the case follows it, which pop that frame
 * (restoring its cost-centre stack in the profiling way) and go on at
 * the next instruction, or do the SWITCH's jump, without `ret` and its
 * dispatch.  A frame the collector has marked (FRAME_MARKED_CASE: its
 * watermark) and a result that is not a value go the RETURN_R way.
 *
 * Note [Unpacking one or two fields]
 * Most alternatives bind one or two fields of a constructor (a cons
 * cell's two, a Just's one), and UNPACK's loop over k fields costs a
 * counter, a test and a branch per field besides the moves.  The code
 * generator emits UNPACK1 or UNPACK2 for those, with UNPACK's operands
 * (k included, so the collector's liveness and the selector thunks'
 * recognition read them as UNPACK: opcode_is_unpack), and the evaluator
 * does their moves straight.
 *
 * Note [Evaluating the scrutinee of a SWITCH]
 * A case on a variable of a type of several constructors, without a case
 * binder, is EVAL of the variable and a SWITCH on the value's tag, and
 * the variable is nearly always evaluated already: EVAL copies it into
 * R and dispatches the SWITCH, which jumps to the alternative.  The code
 * generator makes that EVAL an EVAL_SWITCH (when the SWITCH follows it
 * at once: gen_case sees where gen_to_R's EVAL is), whose fast path
 * does the SWITCH's jump itself, one dispatch less; the SWITCH stays in
 * place after it, where a suspended evaluation's case frame returns, as
 * EVAL's does to the next instruction, so the collector (the return
 * point) and the disassembler read it as before.
 *
 * Note [Calls of a known count]
 * Nearly every call passes one, two or three arguments, and the jump on
 * the count in push_call_args (Note [Arguments of a call]) is a bounds
 * test and an indirect jump per call.  The code generator emits CALL1 ..
 * CALL3 and CALL_GLOBAL1 .. CALL_GLOBAL3 for them, with the operands of
 * CALL and CALL_GLOBAL (the count included, so the collector's liveness
 * and static reference tables read them alike: opcode_is_call and
 * opcode_is_call_global); each passes its count to push_call_args as a
 * constant, so the jump on n folds away.  The known calls are split once
 * more, CALL_GLOBALn keeping the frame (pop is POP_NONE) and TAIL_GLOBALn
 * a tail call, so that where the arguments go is not a test either.
 */
#define _POSIX_C_SOURCE 200809L
#include "eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/bytecode.h"
#include "../includes/prof.h"
#include "../includes/ticky.h"
#include "prim.h"
#include "rtsexit.h"
#include "storage.h"

Word *Sp;
const Program *the_program;

#define STACK_RED_ZONE STORAGE_STACK_RED_ZONE

#define FRAME_WORD(t) ((Word)&frame_infos[t])

/* ------------------------------------------------ the re-raise thunk */

/* Code of a thunk whose single free variable is an exception: raise it. */
static const Word raise_instrs[] = {OP_PRIM, PRIM_RAISE, 1, (Word)-1};
static const InfoTable raise_info;
static const InfoTable raise_bh_info;
static const InfoTable raise_ind_info;
static const Code raise_code = {
    .info = &raise_info, .bh_info = &raise_bh_info, .ind_info = &raise_ind_info,
    .nfree = 1, .nslots = 1, .nlocals = 1, .entry_bytes = sizeof(Word),
    .instrs = raise_instrs, .ninstrs = 4, .name = "raise#"};
static const InfoTable raise_info = {
    .type = CT_THUNK, .ptrs = 1, .code = &raise_code, .name = "raise#",
    .module = "GHC.Exception"};
static const InfoTable raise_bh_info = {
    .type = CT_BLACKHOLE, .nptrs = 1, .code = &raise_code,
    .name = "BLACKHOLE", .module = "GHC.Exception"};
static const InfoTable raise_ind_info = {
    .type = CT_IND, .ptrs = 1, .name = "IND", .module = "GHC.Exception"};

/* ------------------------------------------------------------ helpers */

static inline void update_thunk(Closure *t, Closure *value)
{
    const Code *code = t->info->code;
    bool is_caf = code->info->type == CT_CAF;     /* a static CAF */
    if (!is_caf)
        PROF_UPDATE(t);
    t->info = code->ind_info;
    closure_set_ptr(t, 0, value);
    if (is_caf)
        storage_add_caf(t);
    else
        storage_record_update(t);
}

/* The Int r boxed (a static one when small) into *out; false when there
   is no room (the general code then decides).  It allocates at the
   evaluator's heap pointer (Note [The heap pointer in a register]). */
static inline bool box_int(int64_t r, Closure **out, Word **hp, const Word *hplim)
{
    if (r >= INTLIKE_MIN && r <= INTLIKE_MAX) {
        PROF_CHARGE(1 + 1);        /* Note [Boxed results are charged] */
        *out = static_int(r);
        return true;
    }
    if ((size_t)(hplim - *hp) < HDR_WORDS + 1 || storage_torture)
        return false;
    Closure *c = (Closure *)*hp;
    *hp += HDR_WORDS + 1;
    c->info = &int_info;
    PROF_ALLOC(c, 1);
    c->payload[0] = (Word)r;
    *out = c;
    return true;
}

/* The Double d boxed into *out; false when there is no room. */
static inline bool box_double(double d, Closure **out, Word **hp, const Word *hplim)
{
    if ((size_t)(hplim - *hp) < HDR_WORDS + 1 || storage_torture)
        return false;
    Closure *c = (Closure *)*hp;
    *hp += HDR_WORDS + 1;
    c->info = &double_info;
    PROF_ALLOC(c, 1);
    memcpy(&c->payload[0], &d, sizeof d);
    *out = c;
    return true;
}

/* Two Doubles: Note [Primitives without the trip through prim_run]. */
static inline bool fast_double_prim(PrimOp op, const Closure *a, const Closure *b,
                                    Closure **out, Word **hp, const Word *hplim)
{
    double x, y;
    memcpy(&x, &a->payload[0], sizeof x);
    memcpy(&y, &b->payload[0], sizeof y);
    if (op >= PRIM_EQ && op <= PRIM_GE) {
        if (x != x || y != y)           /* NaN: the general code decides */
            return false;
        bool r = op == PRIM_EQ ? x == y : op == PRIM_NE ? x != y
               : op == PRIM_LT ? x < y : op == PRIM_LE ? x <= y
               : op == PRIM_GT ? x > y : x >= y;
        *out = r ? the_program->true_ : the_program->false_;
        return true;
    }
    if (op == PRIM_COMPARE) {
        if (x != x || y != y)
            return false;
        *out = the_program->ordering[(x > y) - (x < y) + 1];
        return true;
    }
    if (a->info != &double_info || b->info != &double_info)
        return false;                   /* a Float rounds its result */
    switch (op) {
    case PRIM_ADD: return box_double(x + y, out, hp, hplim);
    case PRIM_SUB: return box_double(x - y, out, hp, hplim);
    case PRIM_MUL: return box_double(x * y, out, hp, hplim);
    case PRIM_FDIV: return box_double(x / y, out, hp, hplim);
    default: return false;
    }
}

/* Note [Primitives without the trip through prim_run]
 * The common primitives of numbers and characters are done here, in the
 * evaluator, without copying the operands to the stack and the switches
 * of prim_run: of two Ints, arithmetic, division and comparison (compare
 * included, and comparison of Chars); of two Doubles, arithmetic and
 * comparison; of one operand, ord, chr, negate, abs and a constructor's
 * tag; and xs !! n over an evaluated prefix (fast_list_index).  They answer false when the general code must decide (other
 * types, a Word or a Float where it matters, an overflow, a division by
 * 0 or -1, a NaN compared, no room for the result), which then decides
 * exactly as before, so the results, the allocation and the profiling
 * way's charges (box_int, box_double) are the same.  Division (`mod`
 * 1000003, `div` 2), Double arithmetic and compare went the general way
 * before, some 60 instructions more each (callgrind, vanilla: dijkstra
 * -18.7%, doubles -29.6%, stream -8.8%, sieve -9.9%, wordfreq -7.3%,
 * bankq -5.3%).  They allocate at the evaluator's heap pointer (Note
 * [The heap pointer in a register]). */
static inline bool fast_int_prim(PrimOp op, const Closure *a, const Closure *b,
                                 Closure **out, Word **hp, const Word *hplim)
{
    ClosureType ta = closure_type(a), tb = closure_type(b);
    if (ta != tb)
        return false;
    if (ta == CT_DOUBLE)
        return fast_double_prim(op, a, b, out, hp, hplim);
    if (ta != CT_INT && ta != CT_CHAR)
        return false;
    int64_t x = closure_int(a), y = closure_int(b), r;
    if (ta == CT_CHAR && (op < PRIM_EQ || op > PRIM_GE) && op != PRIM_COMPARE)
        return false;
    switch (op) {
    case PRIM_COMPARE:
        if (a->info == &word_info || b->info == &word_info)
            return false;               /* Words compare unsigned */
        *out = the_program->ordering[(x > y) - (x < y) + 1];
        return true;
    case PRIM_EQ: *out = x == y ? the_program->true_ : the_program->false_; return true;
    case PRIM_NE: *out = x != y ? the_program->true_ : the_program->false_; return true;
    case PRIM_LT: *out = x < y ? the_program->true_ : the_program->false_; return true;
    case PRIM_LE: *out = x <= y ? the_program->true_ : the_program->false_; return true;
    case PRIM_GT: *out = x > y ? the_program->true_ : the_program->false_; return true;
    case PRIM_GE: *out = x >= y ? the_program->true_ : the_program->false_; return true;
    case PRIM_INT_ADD: r = (int64_t)((uint64_t)x + (uint64_t)y); break;
    case PRIM_INT_SUB: r = (int64_t)((uint64_t)x - (uint64_t)y); break;
    case PRIM_INT_MUL: r = (int64_t)((uint64_t)x * (uint64_t)y); break;
    case PRIM_ADD: if (__builtin_add_overflow(x, y, &r)) return false; break;
    case PRIM_SUB: if (__builtin_sub_overflow(x, y, &r)) return false; break;
    case PRIM_MUL: if (__builtin_mul_overflow(x, y, &r)) return false; break;
    case PRIM_QUOT: case PRIM_INT_QUOT: case PRIM_REM: case PRIM_INT_REM:
    case PRIM_DIV: case PRIM_INT_DIV: case PRIM_MOD: case PRIM_INT_MOD: {
        /* y == -1 may overflow (or make an Integer): the general code.
           int_divide's arithmetic (rts/prim_num.c), written out: the
           call cost bench/dijkstra 2.9% of its instructions */
        if (y == 0 || y == -1 || a->info != &int_info || b->info != &int_info)
            return false;
        int64_t q = x / y, m = x % y;
        bool floored = op == PRIM_DIV || op == PRIM_INT_DIV || op == PRIM_MOD ||
                       op == PRIM_INT_MOD;
        if (floored && m != 0 && ((m < 0) != (y < 0))) {
            q -= 1;
            m += y;
        }
        r = op == PRIM_QUOT || op == PRIM_INT_QUOT || op == PRIM_DIV ||
            op == PRIM_INT_DIV ? q : m;
        break;
    }
    default: return false;
    }
    return box_int(r, out, hp, hplim);
}

/* xs !! n where the first n + 1 cells of xs are evaluated and its n-th
   element is a constructor, a number or a character: list_walk's answer
   (Note [An element that is a value is returned] in rts/prim_walk.c)
   without the trip through prim_run.  Anything else -- a tail or an
   element to evaluate, a negative n, the end of the list -- is the
   general code's, which walks from the start again. */
static inline bool fast_list_index(const Closure *xs, const Closure *nc, Closure **out)
{
    if (nc->info != &int_info)
        return false;
    int64_t n = closure_int(nc);
    if (n < 0)
        return false;
    for (;; n--) {
        while (closure_type(xs) == CT_IND)
            xs = closure_ptr(xs, 0);
        if (closure_type(xs) != CT_CON || xs->info->tag != 1)
            return false;
        if (n == 0)
            break;
        xs = closure_ptr(xs, 1);
    }
    Closure *x = closure_ptr(xs, 0);
    while (closure_type(x) == CT_IND)
        x = closure_ptr(x, 0);
    if (!closure_is_data(x))
        return false;
    *out = x;
    return true;
}

/* One operand: Note [Primitives without the trip through prim_run]. */
static inline bool fast_unary_prim(PrimOp op, const Closure *a, Closure **out,
                                   Word **hp, const Word *hplim)
{
    if (op == PRIM_CON_TAG) {
        if (closure_type(a) != CT_CON || !a->info->con)
            return false;
        return box_int(a->info->con->tag, out, hp, hplim);
    }
    if (op == PRIM_ORD) {
        if (a->info != &char_info)
            return false;
        return box_int((int64_t)a->payload[0], out, hp, hplim);
    }
    if (a->info != &int_info)
        return false;
    int64_t x = closure_int(a);
    switch (op) {
    case PRIM_CHR:
        if (x < 0 || x > 255)
            return false;
        PROF_CHARGE(1 + 1);            /* Note [Boxed results are charged] */
        *out = static_char((int32_t)x);
        return true;
    case PRIM_NEGATE: case PRIM_INT_NEGATE:
        return x != INT64_MIN && box_int(-x, out, hp, hplim);
    case PRIM_ABS: case PRIM_INT_ABS:
        return x != INT64_MIN && box_int(x < 0 ? -x : x, out, hp, hplim);
    default:
        return false;
    }
}

static _Noreturn void internal_error(const char *what, const Closure *c)
{
    rts_internal_error_check();
    fprintf(stderr, "%s: internal error: %s (closure type %s, %s)\n",
            the_program->prog_name, what,
            c ? closure_type_names[closure_type(c)] : "-",
            c && c->info->name ? c->info->name : "?");
    rts_exit(1);
}

/* A string literal is unpacked one character at a time, like GHC's
   unpackCString#: the literal object is updated with the cons cell. */
static Closure *unpack_strlit(Closure *lit)
{
    storage_push_root(&lit);
    storage_reserve(STRLIT_CELL_WORDS);
    storage_pop_roots(1);
    return strlit_first_cell(lit);
}

#ifdef PROFILING
/* +RTS -xc: the stack trace of an exception being raised, with the
   stacks that demanded the thunks under evaluation (saved in their update
   frames), innermost first. */
static void show_exception(const Closure *exc, const Word *sp)
{
    enum { MAX_EVALUATORS = 64 };
    CostCentreStack *evaluators[MAX_EVALUATORS];
    int n = 0;
    StackWalk walk;
    stack_walk_begin(&walk, (Word *)sp);
    for (const Word *p; n < MAX_EVALUATORS && (p = stack_walk_next_frame(&walk));) {
        const FrameInfo *fi = (const FrameInfo *)*p;
        FrameType t = frame_unmarked(fi->type);
        if (t == FRAME_STOP)
            break;
        if (t == FRAME_UPDATE)
            evaluators[n++] = (CostCentreStack *)p[fi->fixed_words];
    }
    stack_walk_end(&walk);
    /* GHC describes the exception closure it raises: for `throw` (and so
       `error`) that is the unevaluated `toException dict e` thunk, with
       two free variables; the typed library raises the same thunk. */
    char desc[64];
    while (closure_type(exc) == CT_IND)
        exc = closure_ptr(exc, 0);
    const char *name = exc->info->name ? exc->info->name : "?";
    if (strcmp(name, "ErrorCallWithLocation") == 0 || closure_type(exc) == CT_THUNK)
        snprintf(desc, sizeof desc, "THUNK_2_0");
    else if (closure_type(exc) == CT_CON)
        snprintf(desc, sizeof desc, "%s", name);
    else
        snprintf(desc, sizeof desc, "%s", closure_type_names[closure_type(exc)]);
    ccs_print_exception(desc, ccs_get(), evaluators, n);
}
#endif

#ifdef PROFILING
/* Note [Evaluating a function value]
 * GHC 9.0.2's profiling way does not simply return a function value that
 * is evaluated, that is, named with no arguments where a value is wanted:
 * in a thunk's or a function's result (`f = g`, `pick b = if b then g
 * else h`, `run (Box fn) = fn`) or as what a case examines.  Its code
 * generator calls such a variable with no arguments (stg_ap_0, also when
 * the variable is a known top-level function; a thunk is evaluated first,
 * under a frame that then restores the stack and looks at the value), and
 * the runtime returns
 *   - a FUN whose stack is not the current one as a new PAP of no
 *     arguments that records the current stack;
 *   - a PAP whose stack is not the current one as a copy recording the
 *     current stack with the PAP's appended (ccs_enter_fun), as if the PAP
 *     had been entered here;
 * both charged to the profiler's own OVERHEAD_of, which the report leaves
 * out.  Entering an updated thunk whose value is a PAP does the second
 * too (GHC's BLACKHOLE entry code), with the stack of whoever entered it,
 * so a PAP reached through a thunk or a CAF is re-stamped at each use.  So
 * `f = {-# SCC f #-} g` makes f a function that remembers f's stack, and
 * calling it from main gives main/f/g where returning g itself would give
 * main/g (GHC's tests T5654 and T5654b).  A function value thus carries
 * the stack where it was last evaluated.  Applying a PAP to too few
 * arguments (NEW_PAP) likewise records the current stack with the PAP's
 * appended, charged to the current stack, and the arguments beyond a
 * PAP's arity are applied in the caller's stack (stg_restore_cccs), not in
 * the PAP's.  The vanilla way returns the function itself.  (All checked
 * against GHC 9.0.2's profiling runtime: its stg_ap_0_fast, the BLACKHOLE
 * entry and the generated stg_ap_* code.) */

/* A new PAP of `f` (a FUN, or a PAP whose arguments come first) with
   `extra` more arguments at args, recording the stack `ccs`, its words
   charged to `charge_to`. */
static Closure *prof_new_pap(Closure *f, Word extra, const Word *args,
                             CostCentreStack *ccs, CostCentreStack *charge_to)
{
    Word m = closure_type(f) == CT_PAP ? PAP_NARGS(f) : 0;
    size_t words = HDR_WORDS + 2 + m + extra;
    storage_push_root(&f);
    storage_reserve(words);
    storage_pop_roots(1);
    Closure *pap = (Closure *)Hp;
    Hp += words;
    pap->info = &pap_info;
    pap->prof.ccs = ccs;
    pap->prof.hp = ldv_create_word;
    charge_to->mem_alloc += 1 + 2 + m + extra;
    closure_set_ptr(pap, 0, closure_type(f) == CT_PAP ? PAP_FN(f) : f);
    PAP_NARGS(pap) = m + extra;
    for (Word i = 0; i < m; i++)
        pap->payload[2 + i] = f->payload[2 + i];
    for (Word i = 0; i < extra; i++)
        pap->payload[2 + m + i] = args[i];
    return pap;
}

/* The value of an evaluated variable (a FUN or a PAP) as GHC's stg_ap_0
   returns it, and a PAP reached through an updated thunk (see the Note):
   charged to OVERHEAD_of, as GHC's are. */
static Closure *prof_function_value(Closure *f)
{
    CostCentreStack *cur = ccs_get();
    CostCentreStack *ccs = closure_type(f) == CT_PAP
                               ? ccs_enter_fun(cur, f->prof.ccs) : cur;
    return prof_new_pap(f, 0, NULL, ccs, CCS_OVERHEAD);
}

/* A PAP applied to `nargs` more arguments, still too few: the new PAP,
   charged to the caller. */
static Closure *prof_extend_pap(Closure *old, Word nargs, const Word *args)
{
    ldv_use(old);
    CostCentreStack *cur = ccs_get();
    return prof_new_pap(old, nargs, args, ccs_enter_fun(cur, old->prof.ccs), cur);
}

/* GHC's :Main.main = runMainIO main, a CAF of its own with -fprof-cafs:
   the partial application, built under that CAF's stack; the action is
   then run from MAIN. */
static Closure *prof_main_wrapper(const Program *prog)
{
    Word arg = (Word)prog->main;
    return prof_new_pap(prog->run_main, 1, &arg, prog->main_wrapper,
                        prog->main_wrapper);
}

static inline bool prof_needs_wrap(const Closure *v)
{
    ClosureType t = closure_type(v);
    return (t == CT_FUN || t == CT_PAP) && v->prof.ccs != ccs_get();
}

/* Note [A function value applied at once]
 * A function's code that returns a function value (a class method
 * selector: `div d = case d of C:Integral .. m .. -> m`, then EVAL m;
 * FN_VALUE; RETURN_R) is mostly called with more arguments than its arity
 * (`div d x y`), so the value it returns is applied at once by the apply
 * frame under it.  FN_VALUE would wrap a FUN in a new PAP recording the
 * current stack C, and the apply frame would restore the caller's stack A
 * and enter that PAP: the stack becomes ccs_enter_fun(A, C), then
 * ccs_enter_fun(that, F) for the FUN's own stack F.  When A == C,
 * ccs_enter_fun(A, A) is A, and applying the FUN itself gives
 * ccs_enter_fun(A, F): the same stack, so FN_VALUE returns the FUN as it
 * is.  Nothing else sees the PAP (the frame applies it and drops it), so
 * the only difference is a PAP not built; its words are still charged to
 * OVERHEAD_of, whose allocation no report shows but which widens the
 * .prof's MODULE column to "PROFILING" as in GHC's.  It was one
 * allocation and a call into the profiler per method called through a
 * dictionary: 9% of bench/spigot's profiled instructions.  A PAP value
 * still gets its copy (ccs_enter_fun is not idempotent: entering a stack
 * that a truncation made can give back the caller's), as does every value
 * returned elsewhere: to a case frame, to an update frame, or kept. */

/* What FN_VALUE's PAP of a FUN would have been charged to OVERHEAD_of
   (prof_new_pap: the PAP's header word and its two fixed words), charged
   without building it. */
static inline void prof_pap_not_built(const Closure *f)
{
    if (f->prof.ccs != ccs_get())
        CCS_OVERHEAD->mem_alloc += 1 + 2;
}

static inline bool applied_here(const Word *fp, SWord pop)
{
    if (pop == (SWord)POP_NONE)
        return false;
    const Word *frame = fp + pop;        /* where RETURN_R pop leaves sp */
    return frame[0] == FRAME_WORD(FRAME_APPLY) &&
           (CostCentreStack *)frame[2] == ccs_get();
}
#endif

/* The arguments of a CALL or CALL_GLOBAL of n > 64 arguments, pushed;
   returns the new stack pointer (Note [Arguments of a call]). */
static __attribute__((noinline)) Word *push_many_args(Word *fp, Word *sp,
                                                      const Word *ip, Word n)
{
    Word *gathered = sp - 2 * n;
    for (Word i = 0; i < n; i++)
        gathered[i] = fp[(SWord)ip[4 + i]];
    if (ip[2] != POP_NONE)
        sp = fp + (SWord)ip[2];
    sp -= n;
    memcpy(sp, gathered, n * sizeof(Word));
    return sp;
}

/* The n arguments of a CALL or CALL_GLOBAL at ip, read from the frame
   at fp and pushed (where the frame was, in a tail call); returns the
   new stack pointer.  Note [Arguments of a call]: up to four are held in
   registers, each count with its own case (one jump on n, none when n is
   a constant: Note [Calls of a known count]).  `tail` is CALL_TAIL or
   CALL_NOT_TAIL when the instruction says which, else CALL_ANY. */
enum { CALL_ANY, CALL_TAIL, CALL_NOT_TAIL };
static inline __attribute__((always_inline)) Word *push_call_args(Word *fp, Word *sp,
                                                                  const Word *ip, Word n,
                                                                  int tail)
{
    Word *top = tail == CALL_TAIL ? fp + (SWord)ip[2]
              : tail == CALL_NOT_TAIL ? sp
              : ip[2] != POP_NONE ? fp + (SWord)ip[2] : sp;
    Word a0, a1, a2, a3;
    switch (n) {
    case 0:
        return top;
    case 1:
        a0 = fp[(SWord)ip[4]];
        top[-1] = a0;
        return top - 1;
    case 2:
        a0 = fp[(SWord)ip[4]];
        a1 = fp[(SWord)ip[5]];
        top[-2] = a0;
        top[-1] = a1;
        return top - 2;
    case 3:
        a0 = fp[(SWord)ip[4]];
        a1 = fp[(SWord)ip[5]];
        a2 = fp[(SWord)ip[6]];
        top[-3] = a0;
        top[-2] = a1;
        top[-1] = a2;
        return top - 3;
    case 4:
        a0 = fp[(SWord)ip[4]];
        a1 = fp[(SWord)ip[5]];
        a2 = fp[(SWord)ip[6]];
        a3 = fp[(SWord)ip[7]];
        top[-4] = a0;
        top[-3] = a1;
        top[-2] = a2;
        top[-1] = a3;
        return top - 4;
    default:
        break;
    }
    if (n > 64)
        return push_many_args(fp, sp, ip, n);
    Word args[64];
    for (Word i = 0; i < n; i++)
        args[i] = fp[(SWord)ip[4 + i]];
    memcpy(top - n, args, n * sizeof(Word));
    return top - n;
}

/* dst[i] = fp[ops[i]] for i < n: the fields of a new object, from the
   slots its instruction names.  Straight-line code for up to four (most
   objects), a loop beyond (Note [Entering a code] measured the same for
   the free variables a code entry copies). */
static inline void load_slots(Word *dst, const Word *fp, const Word *ops, Word n)
{
    switch (n) {
    case 4:
        dst[3] = fp[(SWord)ops[3]];
        /* fall through */
    case 3:
        dst[2] = fp[(SWord)ops[2]];
        /* fall through */
    case 2:
        dst[1] = fp[(SWord)ops[1]];
        /* fall through */
    case 1:
        dst[0] = fp[(SWord)ops[0]];
        /* fall through */
    case 0:
        return;
    default:
        for (Word i = 0; i < n; i++)
            dst[i] = fp[(SWord)ops[i]];
    }
}

/* fp[ops[2j+1]] = fields[ops[2j]] for j < k: UNPACK's (field, slot)
   pairs, straight-line for up to four. */
static inline void unpack_fields(Word *fp, const Word *fields, const Word *ops, Word k)
{
    switch (k) {
    case 4:
        fp[(SWord)ops[7]] = fields[ops[6]];
        /* fall through */
    case 3:
        fp[(SWord)ops[5]] = fields[ops[4]];
        /* fall through */
    case 2:
        fp[(SWord)ops[3]] = fields[ops[2]];
        /* fall through */
    case 1:
        fp[(SWord)ops[1]] = fields[ops[0]];
        /* fall through */
    case 0:
        return;
    default:
        for (Word j = 0; j < k; j++)
            fp[(SWord)ops[2 * j + 1]] = fields[ops[2 * j]];
    }
}

static _Noreturn void stack_overflow(void)
{
    rts_stack_overflow();
}

/* ------------------------------------------------------- the machine */

/* Instruction dispatch.  With gcc and clang each instruction jumps
   straight to the next one's code through a table of label addresses
   (one indirect branch per instruction instead of a loop and a bounds
   checked switch); elsewhere a plain switch does the same. */
#if defined(__GNUC__) && !defined(LAZYRTS_SWITCH_DISPATCH)
#define THREADED_DISPATCH 1
#define DISPATCH_BEGIN                                                     \
    {                                                                      \
        const Word *ip;                                                    \
        NEXT();
#define DISPATCH_END }
#define OP(name) L_##name
#define NEXT()                                                             \
    do {                                                                   \
        ip = pc;                                                           \
        __extension__({ goto *dispatch_table[ip[0]]; });                   \
    } while (0)
#else
#define DISPATCH_BEGIN                                                     \
    for (;;) {                                                             \
        const Word *ip = pc;                                               \
        switch ((Opcode)ip[0]) {
#define DISPATCH_END                                                       \
        default:                                                           \
            internal_error("bad opcode", NULL);                            \
        }                                                                  \
    }
#define OP(name) case OP_##name
#define NEXT() continue
#endif

int eval_main(void)
{
#ifdef THREADED_DISPATCH
    static void *const dispatch_table[OP_COUNT] = {
#define OPCODE(name, fixed, var) __extension__ &&L_##name,
#include "../includes/opcodes.def"
#undef OPCODE
    };
#endif
    const Program *prog = the_program;
    Word *hp = Hp, *hplim = HpLim;   /* Note [The heap pointer in a register] */
    Word *sp = stack_base;
    /* the lowest stack pointer code entry may leave: Note [Entering a code] */
    const Word stack_floor = (Word)(stack_limit + STACK_RED_ZONE);
    Word *fp = NULL;
    const Word *pc = NULL;
    Closure *R = NULL, *node = NULL, *fn = NULL;
    const Code *code = NULL;
    Word nargs = 0;
#ifdef PROFILING
    CostCentreStack *apply_ccs = NULL;     /* the stack an apply began in */
#endif

    storage_sp_ref = &Sp;
#define HP_SAVE() (Hp = hp)
#define HP_LOAD() (hp = Hp, hplim = HpLim)
#define SAVE()                                                             \
    (Sp = sp, storage_active_fp = fp, storage_active_pc = pc,              \
     storage_active_running = false, HP_SAVE())
/* SAVE at an instruction of the running activation that may meet a stack
   walk, pc at the instruction itself or, for a primitive, at its return
   point: compiler/liveness.c describes its slots there (Note [Slots born
   dead]; running_gc_point() lists the instructions). */
#define SAVE_RUNNING()                                                     \
    (Sp = sp, storage_active_fp = fp, storage_active_pc = pc,              \
     storage_active_running = true, HP_SAVE())
/* The profiling way's function values, apply's caller stack: see Note
   [Evaluating a function value]. */
#ifdef PROFILING
#define PROF_EVALUATED(v)                                                  \
    do {                                                                   \
        if (prof_needs_wrap(v)) {                                          \
            SAVE_RUNNING();                                                \
            (v) = prof_function_value(v);                                  \
            HP_LOAD();                                                     \
        }                                                                  \
    } while (0)
#define PROF_APPLY_BEGIN() (apply_ccs = ccs_get())
#define PROF_APPLY_FRAME_SAVE(p) ((p) = (Word)apply_ccs)
/* an updated thunk whose value is a PAP: re-stamped (GHC's BLACKHOLE);
   `save` is SAVE or, in an instruction, SAVE_RUNNING */
#define FOLLOW_IND_BY(c, save)                                             \
    do {                                                                   \
        (c) = closure_ptr((c), 0);                                         \
        if (closure_type(c) == CT_PAP && (c)->prof.ccs != ccs_get()) {     \
            save();                                                        \
            (c) = prof_function_value(c);                                  \
            HP_LOAD();                                                     \
        }                                                                  \
    } while (0)
#else
#define PROF_EVALUATED(v) ((void)0)
#define PROF_APPLY_BEGIN() ((void)0)
#define PROF_APPLY_FRAME_SAVE(p) ((void)0)
#define FOLLOW_IND_BY(c, save) ((c) = closure_ptr((c), 0))
#endif
#define FOLLOW_IND(c) FOLLOW_IND_BY(c, SAVE)
#define FOLLOW_IND_RUNNING(c) FOLLOW_IND_BY(c, SAVE_RUNNING)
/* A case frame: the value of what is evaluated next returns to `ret`
   in the current activation. */
#define PUSH_CASE(ret)                                                     \
    do {                                                                   \
        sp -= 3 + FRAME_PROF_WORDS;                                        \
        sp[0] = FRAME_WORD(FRAME_CASE);                                    \
        sp[1] = (Word)(ret);                                               \
        sp[2] = (Word)fp;                                                  \
        PROF_FRAME_SAVE(sp[3]);                                            \
    } while (0)
#define LOAD() (sp = Sp, HP_LOAD())

    *--sp = FRAME_WORD(FRAME_STOP);
    /* runMainIO main World */
    *--sp = (Word)prog->world;
#ifdef PROFILING
    if (prog->main_wrapper) {
        SAVE();
        fn = prof_main_wrapper(prog);
        HP_LOAD();
        nargs = 1;
        goto apply;
    }
#endif
    *--sp = (Word)prog->main;
    fn = prog->run_main;
    nargs = 2;
    goto apply;

enter:
    for (;;) {
        switch (closure_type(node)) {
        case CT_IND:
            FOLLOW_IND(node);
            continue;
        case CT_CON: case CT_FUN: case CT_PAP: case CT_INT:
        case CT_DOUBLE: case CT_CHAR: case CT_BIGINT:
            R = node;
            goto ret;
        case CT_THUNK:
        case CT_CAF:
            sp -= 2 + FRAME_PROF_WORDS;
            sp[0] = FRAME_WORD(FRAME_UPDATE);
            sp[1] = (Word)node;
            PROF_FRAME_SAVE(sp[2]);
            PROF_ENTER_THUNK(node);
            code = node->info->code;
            node->info = code->bh_info;
            goto enter_code;
        case CT_BLACKHOLE:
            node = prog->non_termination;
            if (closure_type(node) == CT_BLACKHOLE)
                internal_error("<<loop>> while raising <<loop>>", node);
            continue;
        case CT_STRLIT:
            SAVE();
            R = unpack_strlit(node);
            LOAD();
            goto ret;
        default:
            internal_error("entering an unknown closure", node);
        }
    }

    /* Code entry: code, node (the closure, for free variables), arguments
       at sp[0..].  The free variables first, then the other locals
       cleared (Note [Entering a code]); a known call's code has no free
       variables and starts at the clearing. */
    Word *slot;
#define ENTRY_FRAME()                                                      \
    do {                                                                   \
        if ((SWord)((Word)sp - stack_floor) < (SWord)code->entry_bytes) {  \
            SAVE();                                                        \
            stack_overflow();                                              \
        }                                                                  \
        fp = sp;                                                           \
        sp -= code->nlocals;                                               \
        slot = fp;                                                         \
    } while (0)
enter_known:
    ENTRY_FRAME();
    if (code->entry_kind == ENTRY_COPY0) {
        pc = code->instrs;
        goto dispatch;
    }
    goto clear_slots;
enter_code: {
    ENTRY_FRAME();
    /* straight-line copies for the common counts, by the code's kind
       (Note [Entering a code]) */
    switch ((EntryKind)code->entry_kind) {
    case ENTRY_COPY4:
        slot[-4] = node->payload[3];
        /* fall through */
    case ENTRY_COPY3:
        slot[-3] = node->payload[2];
        /* fall through */
    case ENTRY_COPY2:
        slot[-2] = node->payload[1];
        /* fall through */
    case ENTRY_COPY1:
        slot[-1] = node->payload[0];
        /* fall through */
    case ENTRY_COPY0:
        pc = code->instrs;
        goto dispatch;
    case ENTRY_GENERAL:
        break;
    default:
        __builtin_unreachable();
    }
    const Word *fv = node ? node->payload : NULL;
    Word nfree = code->nfree;
    switch (nfree) {
    case 0:
        break;
    case 4:
        slot[-4] = fv[3];
        /* fall through */
    case 3:
        slot[-3] = fv[2];
        /* fall through */
    case 2:
        slot[-2] = fv[1];
        /* fall through */
    case 1:
        slot[-1] = fv[0];
        break;
    default:
        for (Word i = 0; i < nfree; i++)
            slot[-1 - (SWord)i] = fv[i];
        break;
    }
    slot -= nfree;
}
clear_slots:
    if (code->entry_clear != ENTRY_CLEAR_NONE) {  /* Note [Slots born dead] */
        const Word dummy = code->entry_clear == ENTRY_CLEAR_DUMMY
                               ? (Word)dummy_closure : (Word)poison_closure;
        while (slot > sp) {     /* eight at a time: see the Note */
            slot[-1] = dummy;
            slot[-2] = dummy;
            slot[-3] = dummy;
            slot[-4] = dummy;
            slot[-5] = dummy;
            slot[-6] = dummy;
            slot[-7] = dummy;
            slot[-8] = dummy;
            slot -= 8;
        }
    }
    pc = code->instrs;
    goto dispatch;
#undef ENTRY_FRAME

ret:
    /* R holds a value; the top frame decides what happens to it. */
    for (;;) {
        /* Note [Returning to a frame] */
        if (sp[0] == FRAME_WORD(FRAME_CASE)) {
            pc = (const Word *)sp[1];
            fp = (Word *)sp[2];
            PROF_FRAME_RESTORE(sp[3]);
            sp += 3 + FRAME_PROF_WORDS;
            goto dispatch;
        }
        const FrameInfo *fi = (const FrameInfo *)sp[0];
        switch (fi->type) {
        case FRAME_CASE:
            pc = (const Word *)sp[1];
            fp = (Word *)sp[2];
            PROF_FRAME_RESTORE(sp[3]);
            sp += 3 + FRAME_PROF_WORDS;
            goto dispatch;
        case FRAME_UPDATE:
            update_thunk((Closure *)sp[1], R);
            sp += 2 + FRAME_PROF_WORDS;
            continue;
        case FRAME_APPLY:
            /* like GHC's stg_restore_cccs: the rest of the arguments are
               applied in the caller's stack */
            nargs = sp[1];
            PROF_FRAME_RESTORE(sp[2]);
            sp += 2 + FRAME_PROF_WORDS;
            fn = R;
            goto apply;
        case FRAME_CATCH:
            sp += 3 + FRAME_PROF_WORDS;
            continue;
        case FRAME_STOP:
            SAVE();
            return 0;
        case FRAME_MARKED_UPDATE: case FRAME_MARKED_CASE:
        case FRAME_MARKED_APPLY: case FRAME_MARKED_CATCH:
            /* the collector's watermark: move it up, then return through
               the (now unmarked) frame as usual */
            storage_frame_popped(sp);
            continue;
        case FRAME_TYPE_COUNT:
            break;
        }
        internal_error("bad frame", NULL);
    }

apply:
    /* fn applied to nargs arguments at sp[0..nargs-1] */
    PROF_APPLY_BEGIN();
    for (;;) {
        switch (closure_type(fn)) {
        case CT_IND:
            FOLLOW_IND(fn);
            continue;
        case CT_FUN: {
            Word arity = fn->info->arity;
            if (nargs == arity) {
                PROF_ENTER_FUN(fn);
                node = fn;
                code = fn->info->code;
                goto enter_code;
            }
            if (nargs < arity) {
                size_t words = HDR_WORDS + 2 + nargs;
                SAVE();
                storage_push_root(&fn);
                storage_reserve(words);
                storage_pop_roots(1);
                HP_LOAD();
                Closure *pap = (Closure *)hp;
                hp += words;
                pap->info = &pap_info;
                PROF_ALLOC(pap, 2 + nargs);
                closure_set_ptr(pap, 0, fn);
                PAP_NARGS(pap) = nargs;
                for (Word i = 0; i < nargs; i++)
                    pap->payload[2 + i] = sp[i];
                sp += nargs;
                R = pap;
                goto ret;
            }
            /* Too many arguments: call with `arity` of them under an
               apply frame holding the rest. */
            sp -= 2 + FRAME_PROF_WORDS;
            memmove(sp, sp + 2 + FRAME_PROF_WORDS, arity * sizeof(Word));
            sp[arity] = FRAME_WORD(FRAME_APPLY);
            sp[arity + 1] = nargs - arity;
            PROF_APPLY_FRAME_SAVE(sp[arity + 2]);
            PROF_ENTER_FUN(fn);
            node = fn;
            code = fn->info->code;
            goto enter_code;
        }
        case CT_PAP: {
            Word m = PAP_NARGS(fn);
#ifdef PROFILING
            if (closure_type(PAP_FN(fn)) == CT_FUN &&
                nargs + m < PAP_FN(fn)->info->arity) {
                SAVE();
                R = prof_extend_pap(fn, nargs, sp);
                HP_LOAD();
                sp += nargs;
                goto ret;
            }
#endif
            PROF_ENTER_FUN(fn);
            if ((size_t)(sp - stack_limit) < m + STACK_RED_ZONE) {
                SAVE();
                stack_overflow();
            }
            sp -= m;
            for (Word i = 0; i < m; i++)
                sp[i] = (Word)PAP_ARG(fn, i);
            nargs += m;
            fn = PAP_FN(fn);
            continue;
        }
        case CT_THUNK: case CT_CAF: case CT_BLACKHOLE: case CT_STRLIT:
            sp -= 2 + FRAME_PROF_WORDS;
            sp[0] = FRAME_WORD(FRAME_APPLY);
            sp[1] = nargs;
            PROF_FRAME_SAVE(sp[2]);
            node = fn;
            goto enter;
        default:
            internal_error("applying a value that is not a function", fn);
        }
    }

raise: {
    /* The exception is in R.  Unwind to the nearest catch frame,
       updating the thunks under evaluation to re-raise it. */
    Closure *exc = R, *reraise = NULL;
#ifdef PROFILING
    if (ccs_show_exceptions)
        show_exception(exc, sp);
#endif
    /* the walk tells frames from slots not written yet (Note [Slots born
       dead] in compiler/liveness.c) */
    StackWalk walk;
    stack_walk_begin(&walk, sp);
    for (;;) {
        Word *p = stack_walk_next_frame(&walk);
        if (!p)
            internal_error("no STOP frame", NULL);
        if (frame_unmarked(((const FrameInfo *)*p)->type) != ((const FrameInfo *)*p)->type)
            storage_frame_popped(p);
        const FrameInfo *fi = (const FrameInfo *)*p;
        if (fi->type == FRAME_CATCH) {
            Closure *handler = (Closure *)p[1];
            Closure *world = (Closure *)p[2];
            /* As in GHC, the handler is called from the stack that raised
               the exception (its own stack is appended to it). */
            stack_walk_end(&walk);
            sp = p + 3 + FRAME_PROF_WORDS;
            *--sp = (Word)world;
            *--sp = (Word)exc;
            fn = handler;
            nargs = 2;
            goto apply;
        }
        if (fi->type == FRAME_STOP) {
            /* the walk has cleared the dead slots below: a collection at
               exit may walk them as plain slots */
            stack_walk_end(&walk);
            SAVE();
            rts_uncaught_exception();
        }
        if (fi->type == FRAME_UPDATE) {
            if (!reraise) {
                Sp = p;
                storage_active_fp = NULL;
                HP_SAVE();
                storage_push_root(&exc);
                storage_reserve(HDR_WORDS + 1);
                storage_pop_roots(1);
                HP_LOAD();
                reraise = (Closure *)hp;
                hp += HDR_WORDS + 1;
                reraise->info = &raise_info;
                PROF_ALLOC(reraise, 1);
                closure_set_ptr(reraise, 0, exc);
                /* that collection may have put the watermark on the very
                   frame being unwound */
                storage_frame_popped(p);
            }
            update_thunk((Closure *)p[1], reraise);
        }
    }
}

dispatch:
    DISPATCH_BEGIN
#define HEAP_CHECK_BODY                                                    \
            if ((size_t)(hplim - hp) < ip[1] || storage_torture) {         \
                SAVE_RUNNING();                                            \
                storage_push_root(&R);                                     \
                storage_reserve(ip[1]);                                    \
                storage_pop_roots(1);                                      \
                HP_LOAD();                                                 \
            }
        OP(HEAP_CHECK):
            HEAP_CHECK_BODY
            pc = ip + 2;
            NEXT();
        /* Note [Heap checks and their first allocation]: `at` is where
           the allocation's instruction is */
#define ALLOC_CON_BODY(at) {                                               \
            Word n = ip[(at) + 3];                                         \
            Closure *c = (Closure *)hp;                                    \
            hp += HDR_WORDS + n;                                           \
            c->info = (const InfoTable *)ip[(at) + 2];                     \
            PROF_ALLOC_CON(c, n);                                          \
            load_slots(c->payload, fp, ip + (at) + 4, n);                  \
            fp[(SWord)ip[(at) + 1]] = (Word)c;                             \
            pc = ip + (at) + 4 + n;                                        \
            NEXT();                                                        \
        }
#define ALLOC_CLOSURE_BODY(at) {                                           \
            const Code *cd = (const Code *)ip[(at) + 2];                   \
            Word n = ip[(at) + 3];                                         \
            Closure *c = (Closure *)hp;                                    \
            Word payload = cd->info->ptrs + cd->info->nptrs;               \
            hp += HDR_WORDS + payload;                                     \
            c->info = cd->info;                                            \
            PROF_ALLOC(c, payload);                                        \
            load_slots(c->payload, fp, ip + (at) + 4, n);                  \
            for (Word i = n; i < payload; i++)                             \
                c->payload[i] = 0;                                         \
            fp[(SWord)ip[(at) + 1]] = (Word)c;                             \
            pc = ip + (at) + 4 + n;                                        \
            NEXT();                                                        \
        }
        OP(HEAP_CHECK_CON):
            HEAP_CHECK_BODY
            ALLOC_CON_BODY(2)
        OP(HEAP_CHECK_CLOSURE):
            HEAP_CHECK_BODY
            ALLOC_CLOSURE_BODY(2)
        OP(MOVE):
            fp[(SWord)ip[1]] = fp[(SWord)ip[2]];
            pc = ip + 3;
            NEXT();
        OP(LOAD_CONST):
            fp[(SWord)ip[1]] = ip[2];
            pc = ip + 3;
            NEXT();
        OP(ALLOC_CON):
            ALLOC_CON_BODY(0)
        OP(ALLOC_CON_ENTER): {
            /* Note [Returning a new constructor] */
            Word n = ip[3];
            Closure *c = (Closure *)hp;
            hp += HDR_WORDS + n;
            c->info = (const InfoTable *)ip[2];
            PROF_ALLOC_CON(c, n);
            for (Word i = 0; i < n; i++)
                c->payload[i] = fp[(SWord)ip[4 + i]];
            fp[(SWord)ip[1]] = (Word)c;
            const Word *enter = ip + 4 + n;
            if (enter[2] != POP_NONE)
                sp = fp + (SWord)enter[2];
            R = c;
            goto ret;
        }
        OP(ALLOC_FUN):
        OP(ALLOC_THUNK):
            ALLOC_CLOSURE_BODY(0)
#undef HEAP_CHECK_BODY
#undef ALLOC_CON_BODY
#undef ALLOC_CLOSURE_BODY
        OP(ALLOC_PAP): {
            Word n = ip[3];
            Closure *c = (Closure *)hp;
            hp += HDR_WORDS + 2 + n;
            c->info = &pap_info;
            PROF_ALLOC(c, 2 + n);
            c->payload[0] = fp[(SWord)ip[2]];
            PAP_NARGS(c) = n;
            for (Word i = 0; i < n; i++)
                c->payload[2 + i] = fp[(SWord)ip[4 + i]];
            fp[(SWord)ip[1]] = (Word)c;
            pc = ip + 4 + n;
            NEXT();
        }
        OP(ALLOC_STR): {
            Closure *c = (Closure *)hp;
            hp += HDR_WORDS + 3;
            c->info = &strlit_info;
            PROF_ALLOC(c, 3);
            c->payload[0] = ip[2];
            c->payload[1] = ip[3];
            c->payload[2] = 0;
            fp[(SWord)ip[1]] = (Word)c;
            pc = ip + 4;
            NEXT();
        }
        OP(PATCH):
            ((Closure *)fp[(SWord)ip[1]])->payload[ip[2]] = fp[(SWord)ip[3]];
            pc = ip + 4;
            NEXT();
        OP(EVAL): {
            Closure *c = (Closure *)fp[(SWord)ip[1]];
            while (closure_type(c) == CT_IND)
                FOLLOW_IND_RUNNING(c);
            pc = ip + 2;
            if (closure_is_value(c)) {
                R = c;
                NEXT();
            }
            PUSH_CASE(pc);
            node = c;
            goto enter;
        }
/* The EVAL_SET at ip + at; `then` when it is a value (Note [Evaluating
   operands in a row]) */
#define EVAL_SET_BODY(at, then) {                                          \
            Closure *c = (Closure *)fp[(SWord)ip[(at) + 1]];               \
            while (closure_type(c) == CT_IND)                              \
                FOLLOW_IND_RUNNING(c);                                     \
            if (closure_is_value(c)) {                                     \
                R = c;                                                     \
                fp[(SWord)ip[(at) + 1]] = (Word)c;                         \
                then;                                                      \
            }                                                              \
            pc = ip + (at) + 2;              /* the SET, after the return */ \
            PUSH_CASE(pc);                                                 \
            node = c;                                                      \
            goto enter;                                                    \
        }
/* past the SET that follows */
#define PAST_SET(at) do { pc = ip + (at) + 4; NEXT(); } while (0)
        OP(EVAL_SET):
            EVAL_SET_BODY(0, PAST_SET(0))
        OP(EVAL_SET_EVAL):
            EVAL_SET_BODY(0, EVAL_SET_BODY(4, PAST_SET(4)))
        OP(PUSH_CONT_EVAL):
            PUSH_CASE(ip + (SWord)ip[1]);
            EVAL_SET_BODY(2, PAST_SET(2))
#undef EVAL_SET_BODY
#undef PAST_SET
        OP(EVAL_R): {
            Closure *c = R;
            while (closure_type(c) == CT_IND)
                FOLLOW_IND_RUNNING(c);
            pc = ip + 1;
            if (closure_is_value(c)) {
                R = c;
                NEXT();
            }
            PUSH_CASE(pc);
            node = c;
            goto enter;
        }
        OP(SET):
            fp[(SWord)ip[1]] = (Word)R;
            pc = ip + 2;
            NEXT();
        OP(UNPACK): {
            Word k = ip[1];
            unpack_fields(fp, R->payload, ip + 2, k);
            pc = ip + 2 + 2 * k;
            NEXT();
        }
        OP(UNPACK1):
            fp[(SWord)ip[3]] = R->payload[ip[2]];
            pc = ip + 4;
            NEXT();
        OP(UNPACK2): {
            Word f0 = R->payload[ip[2]], f1 = R->payload[ip[4]];
            fp[(SWord)ip[3]] = f0;
            fp[(SWord)ip[5]] = f1;
            pc = ip + 6;
            NEXT();
        }
        OP(SWITCH):
            pc = ip + (SWord)ip[2 + R->info->tag];
            NEXT();
        OP(TEST_LIT):
            if (prim_literal_equal(R, (const Closure *)ip[1]))
                pc = ip + 3;
            else
                pc = ip + (SWord)ip[2];
            NEXT();
        OP(JUMP):
            pc = ip + (SWord)ip[1];
            NEXT();
        OP(PUSH_CONT):
            PUSH_CASE(ip + (SWord)ip[1]);
            pc = ip + 2;
            NEXT();
        OP(ENTER):
            node = (Closure *)fp[(SWord)ip[1]];
            if (ip[2] != POP_NONE)
                sp = fp + (SWord)ip[2];
            goto enter;
        OP(RETURN_R):
        return_r:
            if (ip[1] != POP_NONE)
                sp = fp + (SWord)ip[1];
            if (closure_is_value(R))
                goto ret;                /* what enter would do with it */
            node = R;
            goto enter;
        OP(RETURN_NEXT):
            /* Note [Returning to the next instruction] */
            if (closure_is_value(R) && sp[0] == FRAME_WORD(FRAME_CASE)) {
                PROF_FRAME_RESTORE(sp[3]);
                sp += 3 + FRAME_PROF_WORDS;
                pc = ip + 2;
                NEXT();
            }
            goto return_r;
        OP(RETURN_SWITCH):
            if (closure_is_value(R) && sp[0] == FRAME_WORD(FRAME_CASE)) {
                PROF_FRAME_RESTORE(sp[3]);
                sp += 3 + FRAME_PROF_WORDS;
                pc = ip + 2;
                pc += (SWord)pc[2 + R->info->tag];
                NEXT();
            }
            goto return_r;
        OP(CALL):
            fn = (Closure *)fp[(SWord)ip[1]];
            nargs = ip[3];
            sp = push_call_args(fp, sp, ip, nargs, CALL_ANY);
            goto apply;
        OP(CALL_GLOBAL):
            nargs = ip[3];
            sp = push_call_args(fp, sp, ip, nargs, CALL_ANY);
            code = (const Code *)ip[1];
            node = NULL;
            goto enter_known;
        /* Note [Calls of a known count] */
#define CALL_N(name, n)                                                    \
        OP(name):                                                          \
            fn = (Closure *)fp[(SWord)ip[1]];                              \
            nargs = (n);                                                   \
            sp = push_call_args(fp, sp, ip, (n), CALL_ANY);                \
            goto apply;
#define CALL_GLOBAL_N(name, n, tail)                                       \
        OP(name):                                                          \
            nargs = (n);                                                   \
            sp = push_call_args(fp, sp, ip, (n), (tail));                  \
            code = (const Code *)ip[1];                                    \
            node = NULL;                                                   \
            goto enter_known;
        CALL_N(CALL1, 1)
        CALL_N(CALL2, 2)
        CALL_N(CALL3, 3)
        CALL_GLOBAL_N(CALL_GLOBAL1, 1, CALL_NOT_TAIL)
        CALL_GLOBAL_N(CALL_GLOBAL2, 2, CALL_NOT_TAIL)
        CALL_GLOBAL_N(CALL_GLOBAL3, 3, CALL_NOT_TAIL)
        CALL_GLOBAL_N(TAIL_GLOBAL1, 1, CALL_TAIL)
        CALL_GLOBAL_N(TAIL_GLOBAL2, 2, CALL_TAIL)
        CALL_GLOBAL_N(TAIL_GLOBAL3, 3, CALL_TAIL)
#undef CALL_N
#undef CALL_GLOBAL_N
        /* Note [Specialised primitive instructions]: the two operands'
           info tables alone decide, else the general PRIM below */
/* `at`: where the primitive's instruction is, `fail`: what to do when
   the fast path does not apply; `load`: a LOAD_CONST before it */
#define PRIM_COMPARE(name, rel, at, fail, load)                            \
        OP(name): {                                                        \
            load;                                                          \
            const Closure *a = (const Closure *)fp[(SWord)ip[(at) + 3]];   \
            const Closure *b = (const Closure *)fp[(SWord)ip[(at) + 4]];   \
            if (a->info != b->info ||                                      \
                (a->info != &int_info && a->info != &char_info))           \
                fail;                                                      \
            R = closure_int(a) rel closure_int(b) ? prog->true_ : prog->false_; \
            pc = ip + (at) + 5;                                            \
            NEXT();                                                        \
        }
#define PRIM_ARITH(name, compute, at, fail, load)                          \
        OP(name): {                                                        \
            load;                                                          \
            const Closure *a = (const Closure *)fp[(SWord)ip[(at) + 3]];   \
            const Closure *b = (const Closure *)fp[(SWord)ip[(at) + 4]];   \
            if (a->info != &int_info || b->info != &int_info)              \
                fail;                                                      \
            int64_t x = closure_int(a), y = closure_int(b), r;              \
            if (!(compute) || !box_int(r, &R, &hp, hplim))                 \
                fail;                                                      \
            pc = ip + (at) + 5;                                            \
            NEXT();                                                        \
        }
#define WRAPPING(opr) (r = (int64_t)((uint64_t)x opr (uint64_t)y), true)
/* Note [Constant operands]: LOAD_CONST's work, then the primitive's, which
   runs as itself, dispatched, when its fast path does not apply */
#define TO_PRIM do { pc = ip + 3; NEXT(); } while (0)
#define LOAD_FIRST fp[(SWord)ip[1]] = ip[2]
        PRIM_COMPARE(PRIM_EQ, ==, 0, goto prim_general, (void)0)
        PRIM_COMPARE(PRIM_NE, !=, 0, goto prim_general, (void)0)
        PRIM_COMPARE(PRIM_LT, <, 0, goto prim_general, (void)0)
        PRIM_COMPARE(PRIM_LE, <=, 0, goto prim_general, (void)0)
        PRIM_COMPARE(PRIM_GT, >, 0, goto prim_general, (void)0)
        PRIM_COMPARE(PRIM_GE, >=, 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_ADD, !__builtin_add_overflow(x, y, &r), 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_SUB, !__builtin_sub_overflow(x, y, &r), 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_MUL, !__builtin_mul_overflow(x, y, &r), 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_INT_ADD, WRAPPING(+), 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_INT_SUB, WRAPPING(-), 0, goto prim_general, (void)0)
        PRIM_ARITH(PRIM_INT_MUL, WRAPPING(*), 0, goto prim_general, (void)0)
        PRIM_COMPARE(LOAD_EQ, ==, 3, TO_PRIM, LOAD_FIRST)
        PRIM_COMPARE(LOAD_NE, !=, 3, TO_PRIM, LOAD_FIRST)
        PRIM_COMPARE(LOAD_LT, <, 3, TO_PRIM, LOAD_FIRST)
        PRIM_ARITH(LOAD_INT_ADD, WRAPPING(+), 3, TO_PRIM, LOAD_FIRST)
        PRIM_ARITH(LOAD_INT_SUB, WRAPPING(-), 3, TO_PRIM, LOAD_FIRST)
#undef PRIM_COMPARE
#undef PRIM_ARITH
#undef WRAPPING
#undef TO_PRIM
#undef LOAD_FIRST
/* What a primitive that falls back or answers a closure to enter leaves
   for its value: nothing when the next instruction returns it (Note [A
   primitive in tail position]), else a case frame for pc. */
#define POP_OR_PUSH_CASE()                                                 \
    do {                                                                   \
        if (pc[0] == OP_RETURN_R && pc[1] != POP_NONE)                     \
            sp = fp + (SWord)pc[1];                                        \
        else                                                               \
            PUSH_CASE(pc);                                                 \
    } while (0)
        OP(PRIM):
        prim_general: {
            PrimOp op = (PrimOp)ip[1];
            Word n = ip[2];
            if (n == 2 && fast_int_prim(op, (Closure *)fp[(SWord)ip[3]],
                                        (Closure *)fp[(SWord)ip[4]], &R, &hp, hplim)) {
                pc = ip + 5;
                NEXT();
            }
            if (n == 2 && op == PRIM_LIST_INDEX &&
                fast_list_index((Closure *)fp[(SWord)ip[3]], (Closure *)fp[(SWord)ip[4]], &R)) {
                pc = ip + 5;
                NEXT();
            }
            if (n == 1 && fast_unary_prim(op, (Closure *)fp[(SWord)ip[3]], &R, &hp,
                                          hplim)) {
                pc = ip + 4;
                NEXT();
            }
            sp -= n;
            for (Word i = 0; i < n; i++)
                sp[i] = fp[(SWord)ip[3 + i]];
            pc = ip + 3 + n;
            SAVE_RUNNING();
            PrimResult pr = prim_run(op, sp, &R);
            LOAD();
            switch (pr) {
            case PR_VALUE:
                sp += n;
                NEXT();
            case PR_FALLBACK: {
                /* a case frame for the result goes under the arguments,
                   unless the primitive is in tail position: Note [A
                   primitive in tail position] */
                Word args[8];
                memcpy(args, sp, n * sizeof(Word));
                sp += n;
                POP_OR_PUSH_CASE();
                sp -= n;
                memcpy(sp, args, n * sizeof(Word));
                fn = prog->prim_fallback[op];
                nargs = n;
                goto apply;
            }
            case PR_ENTER:
                sp += n;
                POP_OR_PUSH_CASE();
                node = R;
                goto enter;
            case PR_RAISE:
                sp += n;
                goto raise;
            case PR_CATCH: {
                /* primCatch io handler world */
                Closure *io = (Closure *)sp[0];
                Word handler = sp[1], world = sp[2];
                sp += n;
                PUSH_CASE(pc);
                sp -= 3 + FRAME_PROF_WORDS;
                sp[0] = FRAME_WORD(FRAME_CATCH);
                sp[1] = handler;
                sp[2] = world;
                PROF_FRAME_SAVE(sp[3]);
                *--sp = world;
                fn = io;
                nargs = 1;
                goto apply;
            }
            }
            NEXT();
        }
        OP(FN_VALUE_PAP):
            /* Note [Calling a method through a dictionary] in
               compiler/cg_expr.c */
#ifdef PROFILING
            if (closure_type(R) == CT_PAP)
                PROF_EVALUATED(R);
            else if (closure_type(R) == CT_FUN)
                prof_pap_not_built(R);
#endif
            pc = ip + 1;
            NEXT();
        OP(FN_VALUE):
            /* only the profiling way's code has them */
#ifdef PROFILING
            /* Note [A function value applied at once] */
            if (closure_type(R) == CT_FUN && ip[1] == OP_RETURN_R &&
                applied_here(fp, (SWord)ip[2]))
                prof_pap_not_built(R);
            else
#endif
                PROF_EVALUATED(R);
            pc = ip + 1;
            NEXT();
        OP(TICKY):
            /* only user code compiled with -ticky has them (includes/ticky.h) */
#ifdef TICKY_COUNTS
            ticky_event(ip[1], ip[2]);
#endif
            pc = ip + 3;
            NEXT();
        OP(SCC):
            /* only the profiling way has SCC instructions: a safe point
               to notice Ctrl-C in a loop that does not allocate */
            if (rts_interrupt_pending) {
                SAVE_RUNNING();       /* the reports at exit read Hp */
                rts_poll_interrupt();
            }
            PROF_SCC(ip[1], ip[2]);
            pc = ip + 3;
            NEXT();
        OP(EVAL_SWITCH): {
            /* Note [Evaluating the scrutinee of a SWITCH] */
            Closure *c = (Closure *)fp[(SWord)ip[1]];
            while (closure_type(c) == CT_IND)
                FOLLOW_IND_RUNNING(c);
            pc = ip + 2;                     /* the SWITCH */
            if (closure_is_value(c)) {
                R = c;
                pc += (SWord)pc[2 + R->info->tag];
                NEXT();
            }
            PUSH_CASE(pc);
            node = c;
            goto enter;
        }
    DISPATCH_END
#undef SAVE
#undef HP_SAVE
#undef HP_LOAD
#undef PROF_EVALUATED
#undef PROF_APPLY_BEGIN
#undef PROF_APPLY_FRAME_SAVE
#undef FOLLOW_IND
#undef FOLLOW_IND_RUNNING
#undef FOLLOW_IND_BY
#undef SAVE_RUNNING
#undef POP_OR_PUSH_CASE
#undef LOAD_FIRST
}
