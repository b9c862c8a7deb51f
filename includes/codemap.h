/*
 * codemap.h -- what the collector knows about compiled code.
 *
 * The code generator describes each Code it makes (compiler/liveness.c)
 * and the runtime keeps the descriptions (rts/codemap.c) for the
 * collector (rts/storage.c):
 *
 *  - a ReturnPoint for every address a case frame can return to, and for
 *    every instruction at which the running activation may meet a stack
 *    walk (Note [Slots born dead] in compiler/liveness.c): which slots of
 *    the activation are still used from there on.  The collector neither follows nor keeps the others, so an
 *    activation waiting for a value does not keep alive what it no longer
 *    needs (Note [Slot liveness] in compiler/liveness.c);
 *  - an Srt ("static reference table") for every Code that can reach a
 *    CAF: the CAF itself for a CAF's code, and the tables of the codes its
 *    instructions can reach (static functions it loads or calls, closures
 *    it allocates, CAFs it loads).  A major collection keeps an evaluated
 *    CAF only while something live can still reach it through these
 *    tables (Note [CAF liveness] in rts/storage.c), as GHC does.
 *
 * Invariants
 *  - ReturnPoint.live has one bit per slot of the activation, bit
 *    (slot + nlocals) for slot number `slot` (bytecode.h: arguments are
 *    slots 0..arity-1, other slots -1..-nlocals), nlocals = nslots - arity;
 *    it holds only live_words words of that bitmap, the others being
 *    zero: the words live_first .., or, when live_at is not NULL, the
 *    words live_at[0] < live_at[1] < ... (Note [Liveness of large codes]
 *    in compiler/liveness.c).
 *    A slot whose bit is clear is never read again by the code returning
 *    there, nor by any code that code returns to in the same activation
 *    (the collector takes the union over the activation's case frames).
 *    A slot whose bit is set has been written, in a code whose
 *    entry_clear is not ENTRY_CLEAR_DUMMY (Note [Slots born dead]).
 *  - Every CAF's Code has an Srt whose `caf` is the CAF's static closure
 *    (set by the code generator, or by the collector when it meets it);
 *    a Code whose instructions cannot reach any CAF has srt == NULL.
 *  - Descriptions are registered once, before the program runs, and live
 *    until the process exits.
 */
#ifndef LAZYRTS_CODEMAP_H
#define LAZYRTS_CODEMAP_H

#include "closure.h"

struct Srt {
    Closure *caf;          /* the CAF whose code this is, or NULL */
    Srt **items;           /* tables of the codes its code can reach */
    uint32_t n;
    unsigned visited;      /* the collector's: last collection that saw it */
};

typedef struct ReturnPoint {
    const Word *pc;        /* the return address */
    const Code *code;      /* the code returned to */
    const Word *live;      /* live slots there (see above) */
    size_t live_first;     /* the bitmap's first word held in `live` */
    size_t live_words;     /* and how many */
    const uint32_t *live_at;  /* or NULL: which words they are */
} ReturnPoint;

/* Registration (by the code generator). */
void codemap_add_code(const Code *code);
void codemap_add_return(const ReturnPoint *rp);

/* The return point at `pc`, or NULL when none is registered there. */
const ReturnPoint *codemap_return(const Word *pc);

/* The code whose instructions contain `pc` (its end included), or NULL. */
const Code *codemap_code_at(const Word *pc);

/* Is the slot with bit number `bit` (see above) live at the return point? */
/* The word of the bitmap that holds `bit` when live_at says where: in
   `live`, or NULL when it is zero. */
const Word *codemap_sparse_word(const ReturnPoint *rp, size_t bit);

static inline bool codemap_slot_live(const ReturnPoint *rp, size_t bit)
{
    if (rp->live_at) {
        const Word *w = codemap_sparse_word(rp, bit);
        return w && ((*w >> (bit % (8 * sizeof(Word)))) & 1);
    }
    size_t word = bit / (8 * sizeof(Word)) - rp->live_first;  /* wraps below */
    return word < rp->live_words &&
           ((rp->live[word] >> (bit % (8 * sizeof(Word)))) & 1);
}

#endif
