/*
 * prim_walk.c -- comparison and the C walks over lists and Strings:
 * compare and the Eq and Ord operations over what is already evaluated
 * (compare_walk), the walk of (!!) and length (list_walk), elem and
 * lookup's (find_walk, equal_walk), and the steps
 * by which the walks evaluate the tails that (++), string literals and
 * enumerations leave (step_append, step_strlit, step_enumeration).  The
 * walk of putStr (put_str_prefix, prim_io.c) steps with follow_step.
 *
 * Invariants
 *  - A walk evaluates nothing that the library's loop it stands for would
 *    not, in the same order, and makes the objects that loop's bytecode
 *    would: at a tail it cannot step it stops and the primitive's
 *    fallback goes on from there (Note [List walks in C], Note [The walks
 *    step appends], Note [The list walk steps enumerations]).
 *  - compare_walk and put_str_prefix hold closures in C variables and so
 *    never collect: their steps stop the walk when the nursery lacks
 *    room.  Only the list walk's steps make room (step_reserving,
 *    step_enumeration), its one pointer kept in the argument slot.
 *  - These are the runtime's hottest C functions after the evaluator:
 *    what they call on every cell is in this file or static inline in
 *    prim_internal.h, as a call to another file is never inlined.
 */
#define _POSIX_C_SOURCE 200809L
#include "prim_internal.h"

#include <stdlib.h>

#include "../includes/bytecode.h"

/* -1, 0, 1, or 2 when unordered (NaN); -2 when not comparable here. */
static int compare_atoms(const Closure *a, const Closure *b)
{
    ClosureType ta = closure_type(a), tb = closure_type(b);
    if (ta == CT_CON)
        return -2;                      /* a structure: compare_walk's */
    if (ta == CT_INT && tb == CT_INT) {
        if (is_word(a)) {               /* Note [Word representation] */
            Word x = a->payload[0], y = b->payload[0];
            return (x > y) - (x < y);
        }
        int64_t x = closure_int(a), y = closure_int(b);
        return (x > y) - (x < y);
    }
    if (ta == CT_CHAR && tb == CT_CHAR) {
        Word x = a->payload[0], y = b->payload[0];
        return (x > y) - (x < y);
    }
    if (!is_number(a) || !is_number(b))
        return -2;
    if (ta == CT_DOUBLE || tb == CT_DOUBLE) {
        double x = to_double(a), y = to_double(b);
        if (x != x || y != y)
            return 2;
        return (x > y) - (x < y);
    }
    uint64_t t1[1], t2[1];
    return bn_cmp(view(a, t1), view(b, t2));
}

/* Structural comparison, as the derived Eq and Ord instances compare:
   constructor order first, then the fields from left to right.  It looks
   only at what is already evaluated, so it never changes what a program
   evaluates; CMP_UNKNOWN means it met something unevaluated, a function or
   a type ordered by the library (own_order), and the library must decide.
   Unordered Doubles (NaN) give CMP_UNORDERED, which orders as GT inside a
   structure, as derived compare does. */
#define CMP_UNKNOWN (-2)
#define CMP_UNORDERED 2
#define CMP_MAX_DEPTH 64

static bool plain_con(const Closure *c)
{
    return closure_type(c) == CT_CON && !c->info->con->own_order;
}

/* Note [The walks step appends]
 * A String made by ++ (unlines, a table's padded columns, "month " ++
 * show m) reaches the C walks with a thunk for every tail: the tail
 * `xs ++ ys` that (x : xs) ++ ys leaves, which the walk cannot evaluate,
 * so primHPutStrPrefix wrote one character a call, primCompareString
 * compared one a call, and length and (!!) handed the list to their
 * bytecode loops at once.  The walks now evaluate such a thunk
 * themselves when xs is already a value (or such a thunk that can
 * be stepped in turn: nested appends), as the list walk steps
 * enumerations (Note [The list walk steps enumerations]):
 *
 *     xs' ++ ys  with xs' = x : xs'':   x : <xs'' ++ ys>
 *                with xs' = []:         ys, when ys is a value
 *
 * The objects are those the bytecode of (++) allocates, in the same order
 * and of the same sizes (the thunk of the same code, then the cell), and
 * the thunk is updated as the evaluator updates one; an inner thunk is
 * stepped before the outer cell is made, as the bytecode evaluates xs
 * first.  Nothing else is evaluated: no code of the program or the
 * library runs, nothing can fail, and the walk would have evaluated the
 * same thunk next (the library's loop forces the tail it is handed
 * before anything else), so nothing is evaluated that was not before, in
 * an order no program can tell apart.  A thunk whose xs is not a value,
 * or `[] ++ ys` with ys not a value, stops the walk as before, and so
 * does a nursery without room for the objects under primHPutStrPrefix
 * and primCompareString (no collection inside a walk that holds pointers
 * in C variables).  The list walk of length and (!!), whose one pointer
 * is the tail, makes room first instead, as the enumerations' step does
 * (step_reserving), so that a long list is walked to its end in C.
 *
 * The code is recognised by its shape, once per code (append_code): a
 * thunk of two free variables whose code is a tail call of a function g
 * on them, g being, instruction for instruction, what (++) compiles to:
 * case its first argument of [] -> the second; x : xs -> x : <that thunk
 * of xs and the second>.  Any function with that code is (++), so if
 * lib/Base.hs's definition changes shape, the walks just stop stepping
 * (testsuite/list-walk.sh notices).  A string literal met where an
 * append's xs or a tail is expected is unpacked as the evaluator unpacks
 * it, one cell (step_strlit: the same objects as unpack_strlit).
 *
 * Under primHPutStrPrefix and primCompareString the step allocates
 * exactly what the bytecode allocated, in the same order, and no
 * collection happens inside it, so the collections and censuses come
 * where they came and no census sees a walk half done: it runs in every
 * way and under heap profiling.  The profiling way does what the
 * evaluator does around the thunk's evaluation: the thunk's cost-centre
 * stack is made current for it (the objects are charged to it and record
 * it, and a literal xs is unpacked under it), the thunk is entered (a
 * blackhole born now) and updated (PROF_UPDATE: the biographer sees the
 * blackhole die), and the caller's stack is current again after: the
 * .prof, -hc/-hr/-hb reports are those of the bytecode's evaluation.
 * (The library's code has no cost centres, no entries to count and no
 * ticky counters.)  Under length and (!!) the heap would differ, as
 * lengthAcc's and indexLoop's boxed counts are not made for the cells
 * stepped: there the step is the vanilla way's alone (step_reserving), as
 * the enumerations' is, but, unlike theirs, it also runs when -hT takes
 * censuses (a census may then come later, as anywhere the C walks save
 * allocation, never with other bands). */
/* The word sequences of (++)'s code and its tail thunk's, with 0 where a
   pointer goes (checked apart). */
static bool append_shape(const Code *t)
{
    static const Word thunk_ops[] = {OP_TAIL_GLOBAL2, 0, 0, 2, (Word)-1, (Word)-2};
    if (t->info->type != CT_THUNK || t->nfree != 2 || t->info->ptrs != 2 ||
        t->info->nptrs != 0 || t->ninstrs != 6)
        return false;
    for (size_t i = 0; i < 6; i++)
        if (i != 1 && t->instrs[i] != thunk_ops[i])
            return false;
    const Closure *g = (const Closure *)t->instrs[1];
    if (closure_type(g) != CT_FUN)
        return false;
    const Code *f = g->info->code;
    static const Word fun_ops[] = {
        OP_EVAL_SWITCH, 0,
        OP_SWITCH, 2, 4, 7,
        OP_ENTER, 1, 2,
        OP_UNPACK2, 2, 0, (Word)-1, 1, (Word)-2,
        OP_HEAP_CHECK_CLOSURE, 2 * (HDR_WORDS + 2),
        OP_ALLOC_THUNK, (Word)-4, 0 /* t */, 2, (Word)-2, 1,
        OP_ALLOC_CON_ENTER, (Word)-3, 0 /* (:) */, 2, (Word)-1, (Word)-4,
        OP_ENTER, (Word)-3, 2};
    size_t n = sizeof fun_ops / sizeof fun_ops[0];
    if (!f || f->arity != 2 || f->nfree != 0 || f->ninstrs != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (i != 19 && i != 25 && f->instrs[i] != fun_ops[i])
            return false;
    return (const Code *)f->instrs[19] == t &&
           (const InfoTable *)f->instrs[25] == the_program->cons_info;
}

/* Whether t is (++)'s tail thunk's code: one answer remembered each way. */
static bool append_code(const Code *t)
{
    static const Code *yes, *no;
    if (t == yes)
        return true;
    if (t == no || t->ninstrs != 6 || t->instrs[0] != OP_TAIL_GLOBAL2)
        return false;
    if (append_shape(t)) {
        yes = t;
        return true;
    }
    no = t;
    return false;
}

/* A string literal's first cell: the Char (static below 256), a literal
   for the rest and the cell, allocated at Hp, which the caller has made
   room for (STRLIT_CELL_WORDS); the literal is updated with the cell.
   The evaluator's entry of a literal (unpack_strlit in rts/eval.c) and
   the walks' step (step_strlit) both make it here. */
Closure *strlit_first_cell(Closure *lit)
{
    const int32_t *chars = (const int32_t *)lit->payload[0];
    Word len = lit->payload[1], idx = lit->payload[2];
    Closure *result;
    if (idx == len) {
        result = the_program->nil;
    } else {
        int32_t ch = chars[idx];
        Closure *chc;
        if (ch >= 0 && ch < 256) {
            PROF_CHARGE(1 + 1);    /* Note [Boxed results are charged] */
            chc = static_char(ch);
        } else {
            chc = (Closure *)Hp;
            Hp += HDR_WORDS + 1;
            chc->info = &char_info;
            PROF_ALLOC(chc, 1);
            chc->payload[0] = (Word)ch;
        }
        Closure *rest = (Closure *)Hp;
        Hp += HDR_WORDS + 3;
        rest->info = &strlit_info;
        PROF_ALLOC(rest, 3);
        rest->payload[0] = (Word)chars;
        rest->payload[1] = len;
        rest->payload[2] = idx + 1;
        Closure *cons = (Closure *)Hp;
        Hp += HDR_WORDS + 2;
        cons->info = the_program->cons_info;
        PROF_ALLOC(cons, 2);
        closure_set_ptr(cons, 0, chc);
        closure_set_ptr(cons, 1, rest);
        result = cons;
    }
    lit->info = &strlit_ind_info;
    closure_set_ptr(lit, 0, result);
    storage_record_update(lit);
    return result;
}

/* The same when the nursery has room, without a collection; else NULL. */
static Closure *step_strlit(Closure *lit)
{
    if ((size_t)(HpLim - Hp) < STRLIT_CELL_WORDS)
        return NULL;
    return strlit_first_cell(lit);
}

/* The value of the thunk t when it is (++)'s tail and can be stepped
   (see the Note), t updated with it; else NULL, nothing done. */
static Closure *step_append(Closure *t, int depth)
{
    const Code *code = t->info->code;
    if (!code || t->info != code->info || !append_code(code))
        return NULL;                        /* a STRLIT, under evaluation, ... */
    Closure *xs = follow(closure_ptr(t, 0));
#ifdef PROFILING
    /* what the thunk's evaluation does, it does under the thunk's stack */
    CostCentreStack *caller = ccs_get();
    ccs_set(t->prof.ccs);
#endif
    Closure *value = NULL;
    if (!closure_is_value(xs)) {
        if (closure_type(xs) == CT_STRLIT)
            xs = step_strlit(xs);
        else if (depth < 8 && closure_type(xs) == CT_THUNK)
            xs = step_append(xs, depth + 1);
        else
            xs = NULL;
        if (!xs)
            goto done;
    }
    if (xs->info->tag == 0) {               /* [] ++ ys = ys */
        value = follow(closure_ptr(t, 1));
        if (!closure_is_value(value)) {
            value = NULL;
            goto done;
        }
    } else {
        size_t need = HDR_WORDS + 2 + HDR_WORDS + 2;
        Word *hp = Hp;
        if ((size_t)(HpLim - hp) < need)
            goto done;
        Closure *next = (Closure *)hp;
        hp += HDR_WORDS + 2;
        next->info = code->info;
        PROF_ALLOC(next, 2);
        closure_set_ptr(next, 0, closure_ptr(xs, 1));
        next->payload[1] = t->payload[1];
        Closure *cell = (Closure *)hp;
        hp += HDR_WORDS + 2;
        cell->info = the_program->cons_info;
        PROF_ALLOC(cell, 2);
        closure_set_ptr(cell, 0, closure_ptr(xs, 0));
        closure_set_ptr(cell, 1, next);
        Hp = hp;
        value = cell;
    }
#ifdef PROFILING
    /* entered (a blackhole born now), then updated (the blackhole dies) */
    t->info = code->bh_info;
    t->prof.hp = ldv_create_word;
    PROF_UPDATE(t);
#endif
    t->info = code->ind_info;
    closure_set_ptr(t, 0, value);
    storage_record_update(t);
done:
#ifdef PROFILING
    ccs_set(caller);
#endif
    return value;
}

/* c followed, or, when it is a steppable append or a string literal, its
   value (follow_step: the test for a value inline, as most tails are). */
Closure *follow_step_slow(Closure *c)
{
    c = follow(c);
    Closure *v = NULL;
    if (closure_type(c) == CT_THUNK)
        v = step_append(c, 0);
    else if (closure_type(c) == CT_STRLIT)
        v = step_strlit(c);
    return v ? v : c;
}

#if !defined(PROFILING) && !defined(TICKY)
/* The step for the list walk, whose only pointer is the tail *tp (not a
   value): its value, or NULL.  When *tp is a step's candidate and the
   nursery may lack room for the deepest step, room is made first as a
   heap check makes it (storage_reserve, which may collect; the tail waits
   in the argument slot, a root, and *tp is where it is then), so that a
   long list is walked to its end here, as the enumerations are. */
static Closure *step_reserving(Closure **tp, Word *argw)
{
    Closure *t = *tp;
    enum { ROOM = 8 * (2 * HDR_WORDS + 4) + 3 * HDR_WORDS + 6 };
    bool candidate = closure_type(t) == CT_STRLIT ||
                     (closure_type(t) == CT_THUNK && t->info->code &&
                      t->info == t->info->code->info && append_code(t->info->code));
    if (!candidate)
        return NULL;
    if ((size_t)(HpLim - Hp) < ROOM || storage_torture) {
        argw[0] = (Word)t;
        storage_reserve(ROOM);
        *tp = t = A(0);
        argw[0] = (Word)the_program->nil;   /* a root no more */
    }
    Closure *v = follow_step(t);
    return v == t ? NULL : v;
}
#else
#define step_reserving(tp, argw) ((Closure *)NULL)
#endif

/* Walks down two values as long as they agree.  Nested fields recurse
   (at most CMP_MAX_DEPTH deep); the last field (a list's tail) is
   followed in a loop.  When `resume_a` is not NULL it receives the last
   pair of constructors reached along that spine: when the answer there is
   unknown, everything before it compared equal, so the library function
   resumes at that pair instead of starting again (no quadratic re-walking
   of a list whose evaluated prefix grows).  Most walks are over Strings:
   two Chars in a field are compared in place rather than by a recursive
   call, and compare_atoms gives up on a constructor first. */
static int compare_walk(Closure *a, Closure *b, int depth,
                        Closure **resume_a, Closure **resume_b)
{
    for (bool tails = false;; tails = true) {
        a = follow(a);
        b = follow(b);
        int c = compare_atoms(a, b);
        if (c != -2)
            return c;
        if (!plain_con(a) || !plain_con(b) || depth > CMP_MAX_DEPTH) {
            if (!tails || depth > CMP_MAX_DEPTH)
                return CMP_UNKNOWN;
            /* the tails: Note [The walks step appends] (the first's
               first, as the library's walk evaluates them) */
            if (!closure_is_value(a))
                a = follow_step_slow(a);
            if (closure_is_value(a) && !closure_is_value(b))
                b = follow_step_slow(b);
            if (!plain_con(a) || !plain_con(b))
                return CMP_UNKNOWN;
        }
        int ta = a->info->tag, tb = b->info->tag;
        if (ta != tb)
            return ta < tb ? -1 : 1;
        size_t n = a->info->ptrs;
        if (n == 0)
            return 0;
        if (resume_a) {
            *resume_a = a;
            *resume_b = b;
        }
        for (size_t i = 0; i + 1 < n; i++) {
            /* a String's characters without the recursive call (what
               compare_atoms answers for two Chars) */
            const Closure *x = follow(closure_ptr(a, i)), *y = follow(closure_ptr(b, i));
            if (x->info == &char_info && y->info == &char_info)
                c = (x->payload[0] > y->payload[0]) - (x->payload[0] < y->payload[0]);
            else
                c = compare_walk(closure_ptr(a, i), closure_ptr(b, i), depth + 1, NULL, NULL);
            if (c != 0)
                return c;
        }
        a = closure_ptr(a, n - 1);
        b = closure_ptr(b, n - 1);
    }
}

static int compare_spine(Closure *a, Closure *b, Closure **resume_a, Closure **resume_b)
{
    *resume_a = *resume_b = NULL;
    return compare_walk(a, b, 0, resume_a, resume_b);
}

PrimResult comparison(PrimOp op, Word *argw, Closure **out)
{
    int c = compare_atoms(A(0), A(1));
    if (c == -2) {
        Closure *ra, *rb;
        c = compare_spine(A(0), A(1), &ra, &rb);
        if (c == CMP_UNKNOWN) {
            if (ra) {               /* resume the library's walk there */
                argw[0] = (Word)ra;
                argw[1] = (Word)rb;
            }
            return PR_FALLBACK;
        }
        if (c == CMP_UNORDERED)
            c = 1;
    }
    bool r;
    switch (op) {
    case PRIM_EQ: case PRIM_EQ_STRING: r = c == 0; break;
    case PRIM_NE: r = c != 0; break;
    case PRIM_LT: r = c == -1; break;
    case PRIM_LE: r = c == -1 || c == 0; break;
    case PRIM_GT: r = c == 1; break;
    case PRIM_GE: r = c == 1 || c == 0; break;
    default: /* COMPARE: GHC's compare on NaN answers GT */
        *out = the_program->ordering[c == 2 ? 2 : c + 1];
        return PR_VALUE;
    }
    *out = mk_bool(r);
    return PR_VALUE;
}

/* Note [List walks in C]
 * `xs !! n` and `length xs` are the library's hottest list walks (a
 * third of bench/anagrams' time was (!!)'s loop), and GHC's base runs
 * them as tight loops over unboxed counters.  Ours walk the evaluated
 * prefix of the spine here, following indirections: no bytecode is
 * dispatched and no Int is boxed per cell.  At the first tail that is
 * not yet a value (a thunk, or one under evaluation) the walk stops and
 * hands the tail and the count so far to the library's own loop
 * (indexFrom, which checks the index and goes on in indexLoop, and
 * lengthAcc: the primitives' fallbacks in primops.def), which evaluates
 * it as before and goes on in bytecode.  (!!) is the primitive itself,
 * strict in n only: a negative n, or an xs not yet evaluated, goes to
 * indexFrom at once (Note [(!!) is a primitive] in lib/Base.hs).  So nothing is
 * evaluated that the library's loop would not have evaluated, in the
 * same order, and an unevaluated list costs one call more than before,
 * at its start.  The count stored for the fallback is written after the
 * tail is stored in the argument slots, which the collector sees. */
/* Note [The list walk steps enumerations]
 * `length [1 .. n]` met an unevaluated tail at every cell, so the walk
 * above handed the whole list to lengthAcc: per cell a case frame, the
 * tail thunk's entry, its update frame and blackholing, the box of
 * x + 1, a call of the enumeration's function, its thunk and cons, the
 * update, then lengthAcc's boxed count and its call -- some 460
 * instructions, 3.8 times GHC's -O0 binary.  The tail thunks of [x .. y]
 * at Int and Integer are evaluated here instead, when the walk meets one
 * whose free variables are evaluated small Ints:
 *
 *     eftIntFrom x y:            if x == y then [] else x1 : <x1 y>
 *                                where x1 = x + 1 (wrapping)
 *     integersUpTo x delta lim:  if x1 > lim then [] else x1 : <x1 delta lim>
 *                                where x1 = x + delta (< for DownTo)
 *
 * The objects are those the bytecode builds, allocated in the same order
 * and of the same sizes (x1's box unless it is a static small Int, a
 * thunk of the same code with x1 in x's place, the cell), and the thunk
 * is updated with its value as the evaluator updates one, so a later
 * reader of the list, the collector and a census see what they saw
 * before.  What is not allocated is the walk's boxed count per cell, and
 * at the end of an Integer list the box of the x1 that is past the limit,
 * dead at once.  An Integer sum that overflows, a variable that is not an
 * evaluated small Int, a thunk of any other code or one under evaluation
 * goes to the fallback as before.  When the nursery has no room the step
 * makes room as a heap check does (storage_reserve, which may collect:
 * the tail waits in the argument slot, a root), so a long list is walked
 * to its end here in constant space, and Ctrl-C is noticed at collections
 * as before.  The code generator finds the thunks' codes and checks
 * their instructions (eft_int_tail, integers_tail in compiler/codegen.c):
 * if lib/Base.hs's definitions no longer compile to what a step does the
 * work of, the code is NULL and the walk does not step.  The profiling
 * and ticky ways, which count entries and charge allocation to cost
 * centres, never step, nor does a run that takes heap censuses (-hT;
 * rts/main.c): the step moves the censuses, as it allocates no count
 * and the collections come later, and a census taken inside the walk
 * would see the thunk it is about to step rather than the blackhole of
 * the one being evaluated, and a smaller stack (testsuite/golden/
 * lhs_heap).  Such a run's profile stays what the bytecode's evaluation
 * gives, as before. */
static Closure *step_enumeration(Closure *t, Word *argw)
{
    const Program *p = the_program;
    const Code *code = t->info->code;
    size_t nfree;                           /* the whole payload */
    if (!code || t->info != code->info)
        return NULL;                        /* a STRLIT, or under evaluation */
    if (code == p->enum_tail[ENUM_INTEGER_UP] || code == p->enum_tail[ENUM_INTEGER_DOWN])
        nfree = 3;
    else if (code == p->enum_tail[ENUM_INT_TO])
        nfree = 2;
    else
        return NULL;
    const Closure *x = closure_ptr(t, 0), *y = closure_ptr(t, 1);
    if (x->info != &int_info || y->info != &int_info)
        return NULL;
    int64_t x1;
    bool done;
    if (nfree == 2) {                       /* eftIntFrom x y */
        done = closure_int(x) == closure_int(y);
        x1 = (int64_t)((uint64_t)closure_int(x) + 1);
    } else {                                /* integersUpTo x delta lim */
        const Closure *lim = closure_ptr(t, 2);
        if (lim->info != &int_info ||
            __builtin_add_overflow(closure_int(x), closure_int(y), &x1))
            return NULL;                    /* a big Integer */
        done = code == p->enum_tail[ENUM_INTEGER_UP] ? x1 > closure_int(lim)
                                                     : x1 < closure_int(lim);
    }
    Closure *value = p->nil;
    if (!done) {
        bool small = x1 >= INTLIKE_MIN && x1 <= INTLIKE_MAX;
        size_t need = (small ? 0 : HDR_WORDS + 1) + HDR_WORDS + nfree + HDR_WORDS + 2;
        Word *hp = Hp;
        if ((size_t)(HpLim - hp) < need || storage_torture) {
            argw[0] = (Word)t;
            storage_reserve(need);
            t = A(0);
            argw[0] = (Word)p->nil;         /* a root no more */
            hp = Hp;
        }
        Closure *box = small ? static_int(x1) : (Closure *)hp;
        if (!small) {
            hp += HDR_WORDS + 1;
            box->info = &int_info;
            box->payload[0] = (Word)x1;
        }
        Closure *next = (Closure *)hp;
        hp += HDR_WORDS + nfree;
        next->info = code->info;
        closure_set_ptr(next, 0, box);
        next->payload[1] = t->payload[1];
        if (nfree == 3)
            next->payload[2] = t->payload[2];
        Closure *cell = (Closure *)hp;
        hp += HDR_WORDS + 2;
        cell->info = p->cons_info;
        closure_set_ptr(cell, 0, box);
        closure_set_ptr(cell, 1, next);
        Hp = hp;
        value = cell;
    }
    t->info = code->ind_info;
    closure_set_ptr(t, 0, value);
    storage_record_update(t);
    return value;
}

/* Note [An element that is a value is returned]
 * `xs !! n` answered PR_ENTER with the element: the evaluator pushed a
 * case frame for the instruction after the primitive, entered the
 * element, and, the element being already a value (a Char of a String,
 * a constructor: nearly always), returned it through the frame at once.
 * Entering a constructor, a number or a character is returning it, in
 * every way (rts/eval.c's `enter`; a case frame saves and restores the
 * cost-centre stack, which nothing changes in between), so the walk
 * answers PR_VALUE with it instead: the frame, the entry and the return
 * are gone, 5% of bench/anagrams' instructions.  A function (FUN or PAP)
 * is still entered, as the profiling way may treat a function value that
 * is entered (Note [Evaluating a function value] in rts/eval.c); a thunk
 * or an indirection to one is entered as before. */
PrimResult list_walk(PrimOp op, Word *argw, Closure **out)
{
    Closure *xs = follow(A(0));
    int64_t n = closure_int(A(1));
    if (n < 0)
        goto fallback;                      /* a negative index: indexFrom's */
    for (;;) {
        /* [] (the fallback decides), or xs not evaluated: (!!)'s xs is
           lazy (Note [(!!) is a primitive] in lib/Base.hs) */
        if (closure_type(xs) != CT_CON || xs->info->tag != 1)
            break;
        if (op == PRIM_LIST_INDEX && n == 0) {
            /* Note [An element that is a value is returned] */
            Closure *x = follow(closure_ptr(xs, 0));
            *out = x;
            return closure_is_data(x) ? PR_VALUE : PR_ENTER;
        }
        Closure *t = follow(closure_ptr(xs, 1));
        n += op == PRIM_LIST_INDEX ? -1 : 1;
        if (!closure_is_value(t)) {
            /* Note [The list walk steps enumerations] */
            Closure *v = step_enumeration(t, argw);
            if (!v)                         /* Note [The walks step appends] */
                v = step_reserving(&t, argw);
            if (!v) {
                xs = t;
                break;
            }
            t = v;
        }
        xs = t;
    }
    if (op == PRIM_LIST_LENGTH && closure_is_value(xs)) {
        *out = mk_int(n);                   /* the end of the list */
        return PR_VALUE;
    }
fallback:
    argw[0] = (Word)xs;
    argw[1] = (Word)mk_int(n);
    /* The result register is no root while a primitive runs, and a step
       may have collected: what it held may have moved, so it holds a
       static closure until the fallback's value replaces it (a later heap
       check pushes it as a root). */
    *out = the_program->nil;
    return PR_FALLBACK;
}

/* Note [Finding in C]
 * primFindElem eq x xs and primFindKey eq x xs (the library's elem and
 * lookup, at types whose (==) is structural: Note [Finding in C] in
 * lib/Base.hs) walk the evaluated prefix of xs here, comparing x with
 * each element (or each pair's key) by equal_walk, which looks only at
 * what is evaluated.  The answer is the cell whose element is equal, or
 * the [] that ends the list; eq is never called.  The walk stops at the
 * first cell it cannot decide -- a tail that is not a value, a pair or a
 * comparison that meets something unevaluated (x itself included) --
 * and hands that cell to the fallback (findElemFrom, findKeyFrom), which
 * takes that one step in Haskell, evaluating what (==) evaluates, and
 * calls the primitive again for the rest.  A tail that is a string
 * literal or an append is stepped, as the other walks step them (Note
 * [The walks step appends]).  Nothing is allocated but those steps, so
 * the profiling way charges nothing new; its entries do not change, as
 * the library has no cost centres. */
#define EQ_UNKNOWN (-1)

/* Two atoms (a number or character each, or something else) compared
   for equality: 1, 0, or EQ_UNKNOWN when either is not an evaluated
   number or character (a constructor included: equal_walk's). */
static inline int equal_atoms(const Closure *a, const Closure *b)
{
    ClosureType ta = closure_type(a), tb = closure_type(b);
    if ((ta == CT_INT || ta == CT_CHAR) && ta == tb)
        return a->payload[0] == b->payload[0];    /* Int, Word, Char */
    if (is_integral(a) && is_integral(b)) {
        uint64_t t1[1], t2[1];
        return bn_cmp(view(a, t1), view(b, t2)) == 0;
    }
    return EQ_UNKNOWN;
}

/* Structural equality of two values, as the library's (==) decides it at
   a type whose eqStructural holds: 1 equal, 0 not, EQ_UNKNOWN when it
   met something unevaluated (or a function, a Double, a type with its own
   order) before the answer.  compare_walk's order, for equality only:
   the fields left to right, the last one (a list's tail) in a loop, where
   appends and string literals are stepped (Note [The walks step
   appends]). */
static int equal_walk(Closure *a, Closure *b, int depth)
{
    for (bool tails = false;; tails = true) {
        a = follow(a);
        b = follow(b);
        if (tails) {
            if (!closure_is_value(a))
                a = follow_step_slow(a);
            if (closure_is_value(a) && !closure_is_value(b))
                b = follow_step_slow(b);
        }
        if (!plain_con(a) || !plain_con(b))
            return equal_atoms(a, b);
        if (a->info->tag != b->info->tag)
            return 0;
        size_t n = a->info->ptrs;
        if (n == 0)
            return 1;
        if (depth > CMP_MAX_DEPTH)
            return EQ_UNKNOWN;
        for (size_t i = 0; i + 1 < n; i++) {
            Closure *x = follow(closure_ptr(a, i)), *y = follow(closure_ptr(b, i));
            int e = equal_atoms(x, y);
            if (e == EQ_UNKNOWN && plain_con(x) && plain_con(y))
                e = equal_walk(x, y, depth + 1);
            if (e != 1)
                return e;
        }
        a = closure_ptr(a, n - 1);
        b = closure_ptr(b, n - 1);
    }
}

/* Note [A flat key]
 * The key of most elem and lookup calls is a number, a character, or a
 * constructor of a few of them (a pair of Ints), for which equal_walk's
 * general loop (follow, the constructor test, the tails' steps, a call
 * per field) cost cryptarith's `(u, v) `elem` edges` some 50
 * instructions an element.  find_walk looks at such a key once, when
 * the first element was not it (many lookups find their key there:
 * bench/interp's), and compares each element after with it straight
 * (flat_key, equal_flat):
 * the same info table and, field by field, atoms of the same type (an
 * Int, a Word or a Char: equal when their words are) decide; anything
 * else -- a field not yet evaluated, an Integer, a different constructor
 * of the type -- goes to equal_walk as before, so the answers are the
 * same. */
enum { FLAT_MAX = 4 };
typedef struct FlatKey {
    const Closure *key;              /* followed; NULL: not flat */
    int nfields;                     /* -1: the key is an atom */
    const Closure *field[FLAT_MAX];  /* followed */
} FlatKey;

static bool atom_word(const Closure *c)
{
    ClosureType t = closure_type(c);
    return t == CT_INT || t == CT_CHAR;
}

/* Sets k->key to the followed x when it is flat, else to NULL.  A
   String's tail, the common key that is not flat, is looked at first. */
static void flat_key(FlatKey *k, Closure *x)
{
    k->key = NULL;
    x = follow(x);
    if (atom_word(x)) {
        k->nfields = -1;
        k->key = x;
        return;
    }
    if (!plain_con(x))
        return;
    int n = (int)x->info->ptrs;
    if (n == 0 || n > FLAT_MAX || x->info->nptrs != 0)
        return;
    for (int i = n - 1; i >= 0; i--) {
        k->field[i] = follow(closure_ptr(x, (size_t)i));
        if (!atom_word(k->field[i]))
            return;
    }
    k->nfields = n;
    k->key = x;
}

/* 1 or 0 when y is decided against the flat key; EQ_UNKNOWN: ask
   equal_walk. */
static inline int equal_flat(const FlatKey *k, Closure *y)
{
    y = follow(y);
    if (k->nfields < 0) {
        if (closure_type(y) != closure_type(k->key))
            return EQ_UNKNOWN;
        return k->key->payload[0] == y->payload[0];
    }
    if (y->info != k->key->info)
        return EQ_UNKNOWN;
    for (int i = 0; i < k->nfields; i++) {
        const Closure *f = follow(closure_ptr(y, (size_t)i));
        if (closure_type(f) != closure_type(k->field[i]))
            return EQ_UNKNOWN;
        if (f->payload[0] != k->field[i]->payload[0])
            return 0;
    }
    return 1;
}

PrimResult find_walk(PrimOp op, Word *argw, Closure **out)
{
    Closure *x = A(1);
    Closure *xs = follow(A(2));
    FlatKey key;
    const FlatKey *k = NULL;          /* looked at after the first element */
    bool looked = false;
    for (;;) {
        if (closure_type(xs) != CT_CON)
            break;                          /* not a value: the fallback's */
        if (xs->info->tag == 0) {
            *out = xs;                      /* [] */
            return PR_VALUE;
        }
        Closure *y = closure_ptr(xs, 0);
        if (op == PRIM_FIND_KEY) {
            y = follow(y);
            if (closure_type(y) != CT_CON)
                break;                      /* the pair is not evaluated */
            y = closure_ptr(y, 0);
        }
        int e = k ? equal_flat(k, y) : EQ_UNKNOWN;
        if (e == EQ_UNKNOWN)
            e = equal_walk(x, y, 0);
        if (e == 1) {
            *out = xs;
            return PR_VALUE;
        }
        if (e == EQ_UNKNOWN)
            break;
        xs = follow_step(closure_ptr(xs, 1));   /* not a value: the loop's test */
        if (!looked) {
            looked = true;
            flat_key(&key, x);
            k = key.key ? &key : NULL;
        }
    }
    argw[2] = (Word)xs;
    /* no root while a primitive runs: a static closure until the
       fallback's value replaces it (as list_walk's) */
    *out = the_program->nil;
    return PR_FALLBACK;
}

bool prim_literal_equal(const Closure *value, const Closure *literal)
{
    return compare_atoms(value, literal) == 0;
}

/* Note [Sorting in C]
 * primSort cmp xs is the library's sort at a type whose order is
 * structural (Note [Sorting in C] in lib/Base.hs).  When the spine of xs
 * and every element are already evaluated through and through (numbers,
 * characters and constructors ordered as derived: what compare_walk
 * decides without meeting anything unevaluated), the list is sorted here:
 * its elements into an array, a stable merge sort by compare_walk, and a
 * new list of them.  sortBy is stable too, and elements that compare EQ
 * are structurally equal, so the list is the one sortBy makes, which
 * would have evaluated nothing either (its comparisons only look at what
 * is evaluated); a list of fewer than two elements is xs itself, as
 * sortBy returns it.  Otherwise -- a tail or an element not yet
 * evaluated, a Double, a type ordered by its own instance -- the
 * primitive tail-calls sortBy cmp xs, as before.
 *
 * Only the new cells are allocated (bench/huffman's sort of 80,000
 * characters allocated some 50 MB of runs, thunks and cells through
 * sortBy), charged as any allocation to the current cost-centre stack.
 * A run that takes heap censuses leaves every list to sortBy, so that its
 * bands and census times stay those of the bytecode, and the ticky way
 * always does (its global counters count what the bytecode allocates). */

#ifndef TICKY
/* Is c evaluated through and through, and ordered by compare_walk alone? */
static bool deep_value(Closure *c, int depth)
{
    for (;;) {
        c = follow(c);
        switch (closure_type(c)) {
        case CT_INT: case CT_CHAR:
            return true;
        case CT_CON:
            break;
        default:
            return is_integral(c);      /* a big Integer; not a Double */
        }
        if (!plain_con(c) || depth > CMP_MAX_DEPTH)
            return false;
        size_t n = c->info->ptrs;
        if (n == 0)
            return true;
        for (size_t i = 0; i + 1 < n; i++)
            if (!deep_value(closure_ptr(c, i), depth + 1))
                return false;
        c = closure_ptr(c, n - 1);      /* a list's tail: in the loop */
    }
}

/* A stable merge of the sorted runs v[lo, mid) and v[mid, hi) through
   tmp; false when compare_walk could not decide. */
static bool merge_runs(Closure **v, Closure **tmp, size_t lo, size_t mid, size_t hi)
{
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        int c = compare_walk(v[i], v[j], 0, NULL, NULL);
        if (c != -1 && c != 0 && c != 1)
            return false;
        tmp[k++] = c > 0 ? v[j++] : v[i++];
    }
    while (i < mid)
        tmp[k++] = v[i++];
    while (j < hi)
        tmp[k++] = v[j++];
    memcpy(v + lo, tmp + lo, (hi - lo) * sizeof *v);
    return true;
}
#endif

PrimResult sort_walk(PrimOp op, Word *argw, Closure **out)
{
    (void)op;
#ifdef TICKY
    (void)argw;
    (void)out;
    return PR_FALLBACK;
#else
    if (the_program->census)
        return PR_FALLBACK;
    size_t n = 0;
    for (Closure *c = follow(A(1));; n++) {
        if (closure_type(c) != CT_CON)
            return PR_FALLBACK;         /* a tail not yet evaluated */
        if (c->info->ptrs == 0)
            break;                      /* [] */
        if (!deep_value(closure_ptr(c, 0), 0))
            return PR_FALLBACK;
        c = follow(closure_ptr(c, 1));
    }
    if (n < 2) {
        *out = follow(A(1));
        return PR_VALUE;
    }
    Closure **v = malloc(2 * n * sizeof *v);
    if (!v)
        return PR_FALLBACK;
    Closure **tmp = v + n;
    /* the room first: a collection moves what v would hold (xs waits in
       its argument slot, a root) */
    storage_reserve(n * (HDR_WORDS + 2));
    Closure *c = follow(A(1));
    for (size_t i = 0; i < n; i++) {
        v[i] = follow(closure_ptr(c, 0));
        c = follow(closure_ptr(c, 1));
    }
    bool ok = true;
    for (size_t width = 1; ok && width < n; width *= 2)
        for (size_t lo = 0; ok && lo + width < n; lo += 2 * width)
            ok = merge_runs(v, tmp, lo, lo + width, lo + 2 * width < n ? lo + 2 * width : n);
    if (!ok) {
        free(v);
        return PR_FALLBACK;
    }
    Closure *list = the_program->nil;
    for (size_t i = n; i-- > 0;)
        list = mk_cons_reserved(v[i], list);
    free(v);
    *out = list;
    return PR_VALUE;
#endif
}
