/*
 * prim_internal.h -- what the files of the primitive operations share,
 * and no other file includes: prim.c (the dispatcher, prim_run, and the
 * allocation helpers), prim_num.c (numbers), prim_walk.c (comparison and
 * the C walks over lists and Strings), prim_text.c (characters, show and
 * read) and prim_io.c (IO).  The rest of the runtime sees the primitives
 * through prim.h alone.
 *
 * Invariants
 *  - Only what crosses files is here.  The small helpers that hot paths
 *    call (allocating one object, following indirections, looking at a
 *    number's representation) are static inline, so that every file
 *    inlines them as prim.c did when it was one file: the build has no
 *    link-time optimisation, and a call to another file is never inlined.
 *    A function that was already called out of line is declared here and
 *    defined in its file.
 *  - The primitives that prim_run dispatches to take its three arguments
 *    (op, argw, out), whether they use op or not, and prim_run returns
 *    what they return, so that it reaches them by a jump (see prim.c).
 *  - An allocation may collect (prim.h): a primitive re-reads its
 *    arguments, A(i), after allocating.
 */
#ifndef LAZYRTS_PRIM_INTERNAL_H
#define LAZYRTS_PRIM_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../includes/prof.h"
#include "bignum.h"
#include "prim.h"
#include "storage.h"

/* The i-th argument of a primitive (the arguments are stack words). */
#define A(i) ((Closure *)argw[i])

/* --------------------------------------------- allocation (prim.c) */

static inline Closure *alloc_obj(const InfoTable *info, size_t payload)
{
    Closure *c = storage_alloc(HDR_WORDS + payload);
    c->info = info;
    PROF_ALLOC(c, payload);
    return c;
}

/* x : tail, in room a storage_reserve paid for (no collection). */
static inline Closure *mk_cons_reserved(Closure *x, Closure *tail)
{
    Closure *cell = alloc_obj(the_program->cons_info, 2);
    closure_set_ptr(cell, 0, x);
    closure_set_ptr(cell, 1, tail);
    return cell;
}

/* An Int or a Char: a small one (an Int in INTLIKE_MIN .. INTLIKE_MAX,
   a Char below 256) is a shared static object, charged in the profiling
   way as the box GHC's code allocates; any other is allocated. */
Closure *mk_int(int64_t v);
Closure *mk_char(int32_t ch);

/* A Word (W#): always allocated, as GHC has no static small Words. */
static inline Closure *mk_word(uint64_t v)
{
    Closure *c = alloc_obj(&word_info, 1);
    c->payload[0] = (Word)v;
    return c;
}

static inline Closure *mk_double(double d)
{
    Closure *c = alloc_obj(&double_info, 1);
    memcpy(&c->payload[0], &d, sizeof d);
    return c;
}

/* A Float: d rounded to single precision (Infinity beyond its range). */
static inline Closure *mk_float(double d)
{
    double r = (float)d;
    Closure *c = alloc_obj(&float_info, 1);
    memcpy(&c->payload[0], &r, sizeof r);
    return c;
}

static inline Closure *mk_floating(bool single, double d)
{
    return single ? mk_float(d) : mk_double(d);
}

static inline Closure *mk_bool(bool b)
{
    return b ? the_program->true_ : the_program->false_;
}

/* A Bignum whose limbs are outside the heap, as an INT or a BIGINT. */
Closure *mk_integer(Bignum b);

/* A String of code points, or of UTF-8 text (one reservation each: the
   collector may run once, before the first cell is made). */
Closure *mk_string_cps(const int32_t *cps, size_t n);
Closure *mk_string(const char *s, size_t len);

/* An evaluated String as a malloc'd UTF-8 C string (up to the first
   cell or character that is not evaluated). */
char *string_to_c(Closure *s);

/* [] when x is NULL, else [x] (x kept alive). */
Closure *mk_option_list(Closure *x);

static inline Closure *follow(Closure *c)
{
    while (closure_type(c) == CT_IND)
        c = closure_ptr(c, 0);
    return c;
}

/* -------------------------------------------- numbers (prim_num.c) */

static inline bool is_integral(const Closure *c)
{
    return closure_type(c) == CT_INT || closure_type(c) == CT_BIGINT;
}

static inline bool is_number(const Closure *c)
{
    return is_integral(c) || closure_type(c) == CT_DOUBLE;
}

static inline bool is_float(const Closure *c)
{
    return c->info == &float_info;
}

static inline bool is_word(const Closure *c)
{
    return c->info == &word_info;
}

static inline double get_double(const Closure *c)
{
    double d;
    memcpy(&d, &c->payload[0], sizeof d);
    return d;
}

/* An INT or a BIGINT as a Bignum (tmp holds a small one's limb). */
static inline Bignum view(const Closure *c, uint64_t tmp[1])
{
    if (closure_type(c) == CT_INT)
        return bn_from_int64(closure_int(c), tmp);
    Bignum b = {BIG_LIMBS(c), BIG_NLIMBS(c), BIG_NEGATIVE(c) != 0};
    return b;
}

/* A number's value as a double. */
double to_double(const Closure *c);

/* The numeric primitives prim_run dispatches to. */
PrimResult arith(PrimOp op, Word *argw, Closure **out);          /* + - * */
PrimResult division(PrimOp op, Word *argw, Closure **out);       /* quot ... */
PrimResult division_pair(PrimOp op, Word *argw, Closure **out);  /* quotRem divMod */
PrimResult unary_num(PrimOp op, Word *argw, Closure **out);      /* negate abs signum */
PrimResult rounding(PrimOp op, Word *argw, Closure **out);       /* truncate ... */
PrimResult floating_prim(PrimOp op, Word *argw, Closure **out);  /* decodeFloat ... */
PrimResult bits(PrimOp op, Word *argw, Closure **out);           /* .&. ... popCount */
PrimResult int_prim(PrimOp op, Word *argw, Closure **out);       /* Int, wrapping */
PrimResult integer_to_int(PrimOp op, Word *argw, Closure **out);
PrimResult word_prim(PrimOp op, Word *argw, Closure **out);      /* Word, wrapping */

/* ------------------------- comparison and list walks (prim_walk.c) */

/* c followed, or, when it is a steppable append or a string literal, its
   value (Note [The walks step appends] in rts/prim_walk.c); follow_step
   tests for a value inline, as most tails are one. */
Closure *follow_step_slow(Closure *c);

static inline Closure *follow_step(Closure *c)
{
    return closure_is_value(c) ? c : follow_step_slow(c);
}

/* == /= < <= > >= compare, and the String comparisons. */
PrimResult comparison(PrimOp op, Word *argw, Closure **out);
/* (!!) and length over the evaluated prefix of a list. */
PrimResult list_walk(PrimOp op, Word *argw, Closure **out);
/* primFindElem, primFindKey (Note [Finding in C] in prim_walk.c) */
PrimResult find_walk(PrimOp op, Word *argw, Closure **out);
/* primSort (Note [Sorting in C] in prim_walk.c) */
PrimResult sort_walk(PrimOp op, Word *argw, Closure **out);

/* ------------------------- characters, show and read (prim_text.c) */

PrimResult char_prim(PrimOp op, Word *argw, Closure **out);  /* ord ... isPrint */
PrimResult show_num(PrimOp op, Word *argw, Closure **out);
PrimResult read_num(PrimOp op, Word *argw, Closure **out);
PrimResult read_float(PrimOp op, Word *argw, Closure **out);

/* -------------------------------------------------- IO (prim_io.c) */

/* The handle primitives, getArgs, getProgName, the cost-centre stack's
   text and exit. */
PrimResult io_prim(PrimOp op, Word *argw, Closure **out);

#endif
