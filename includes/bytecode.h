/*
 * bytecode.h -- the instruction set shared by the code generator
 * (compiler/codegen.c) and the evaluator (rts/eval.c).
 *
 * The machine: registers pc, Sp (stack top, the stack grows down), fp (the
 * current frame: K slots), R (the value register) and Hp/HpLim (the
 * allocation area).  An activation of a Code owns the K = code->nslots
 * words at fp[0..K-1]: the free variables (copied from the closure on
 * entry) in slots 0..nfree-1, locals after them, the arguments last.
 * A slot that has been written holds a closure pointer; one that has not
 * may hold anything, and the stack walks know which is which from the
 * code's description (Note [Slots born dead] in compiler/liveness.c).
 *
 * Between two HEAP_CHECKs no instruction may trigger a collection except
 * the allocations that the first HEAP_CHECK paid for; EVAL, CALL, PRIM and
 * the other transfers may collect, so code never keeps a closure pointer
 * anywhere but in a slot or R across them.
 */
#ifndef LAZYRTS_BYTECODE_H
#define LAZYRTS_BYTECODE_H

#include "closure.h"

typedef enum Opcode {
#define OPCODE(name, fixed, var) OP_##name,
#include "opcodes.def"
#undef OPCODE
    OP_COUNT
} Opcode;

typedef struct OpcodeInfo {
    const char *name;
    int fixed;      /* fixed operand words */
    int var;        /* words per variable operand (0: none) */
} OpcodeInfo;

extern const OpcodeInfo opcode_info[OP_COUNT];

#define POP_NONE ((Word)(SWord)-1)

/* The flags operand of SCC: count an entry of the pushed stack; leave the
   current stack as it was (GHC's counting-only annotation). */
#define SCC_COUNT 1u
#define SCC_NOSCOPE 2u

/* PRIM or one of its specialisations, which have PRIM's operands and
   its return point (Note [Specialised primitive instructions] in
   rts/eval.c). */
static inline bool opcode_is_prim(Word op)
{
    return op == OP_PRIM || (op >= OP_PRIM_EQ && op <= OP_PRIM_INT_MUL);
}

/* LOAD_CONST or one of its fusions with the primitive that follows,
   which have its operands (Note [Constant operands] in rts/eval.c). */
static inline bool opcode_is_load_const(Word op)
{
    return op == OP_LOAD_CONST || (op >= OP_LOAD_EQ && op <= OP_LOAD_INT_SUB);
}

/* UNPACK or one of its specialisations, which have UNPACK's operands
   (Note [Unpacking one or two fields] in rts/eval.c). */
static inline bool opcode_is_unpack(Word op)
{
    return op == OP_UNPACK || op == OP_UNPACK1 || op == OP_UNPACK2;
}

/* CALL, CALL_GLOBAL or one of their specialisations by the number of
   arguments, which have their operands (Note [Calls of a known count]
   in rts/eval.c). */
static inline bool opcode_is_call(Word op)
{
    return op == OP_CALL || (op >= OP_CALL1 && op <= OP_CALL3);
}

static inline bool opcode_is_call_global(Word op)
{
    return op == OP_CALL_GLOBAL || (op >= OP_CALL_GLOBAL1 && op <= OP_TAIL_GLOBAL3);
}

/* Words taken by the instruction at `ip` (opcode included). */
static inline size_t instr_words(const Word *ip)
{
    const OpcodeInfo *oi = &opcode_info[ip[0]];
    size_t n = 1 + (size_t)oi->fixed;
    if (oi->var)
        n += (size_t)oi->var * (size_t)ip[oi->fixed];
    return n;
}

#endif
