/*
 * prim.c -- the primitive operations.  See prim.h and primops.def.
 *
 * Numbers are dynamically typed until the type checker exists: an INT
 * (small Int or Integer), a BIGINT or a DOUBLE (a Double, or a Float:
 * Note [Float representation] in includes/closure.h).  Integer arithmetic
 * is exact: an INT result that overflows becomes a BIGINT, a BIGINT result
 * that fits becomes an INT.  Big results are computed straight into the
 * nursery, where their object is then allocated (Note [Big results in
 * place]); without room there, into a malloc'd buffer that is copied into
 * the heap afterwards, because allocating may move the operands.
 */
#define _POSIX_C_SOURCE 200809L
#include "prim.h"

#include <assert.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/bytecode.h"
#include "../includes/prof.h"
#include "bignum.h"
#include "dtoa.h"
#include "io.h"
#include "rtsexit.h"
#include "storage.h"

/* The i-th argument of a primitive (the arguments are stack words). */
#define A(i) ((Closure *)argw[i])

static int prog_argc;
static char **prog_argv;
static const char *prog_name_str;

void prim_set_args(int argc, char **argv, const char *prog_name)
{
    closure_init_tables();
    prog_argc = argc;
    prog_argv = argv;
    prog_name_str = prog_name;
}

/* ------------------------------------------------------ allocation */

static Closure *alloc_obj(const InfoTable *info, size_t payload)
{
    Closure *c = storage_alloc(HDR_WORDS + payload);
    c->info = info;
    PROF_ALLOC(c, payload);
    return c;
}

/* A small Int or Char result is a shared static object, but GHC's code
   allocates the I# or C# box: the profiling way charges it as allocated
   (Note [Boxed results are charged] in includes/prof.h). */
static Closure *mk_int(int64_t v)
{
    if (v >= INTLIKE_MIN && v <= INTLIKE_MAX) {
        PROF_CHARGE(1 + 1);
        return static_int(v);
    }
    Closure *c = alloc_obj(&int_info, 1);
    c->payload[0] = (Word)v;
    return c;
}

/* A Word (W#): always allocated, as GHC has no static small Words. */
static Closure *mk_word(uint64_t v)
{
    Closure *c = alloc_obj(&word_info, 1);
    c->payload[0] = (Word)v;
    return c;
}

static Closure *mk_double(double d)
{
    Closure *c = alloc_obj(&double_info, 1);
    memcpy(&c->payload[0], &d, sizeof d);
    return c;
}

/* A Float: d rounded to single precision (Infinity beyond its range). */
static Closure *mk_float(double d)
{
    double r = (float)d;
    Closure *c = alloc_obj(&float_info, 1);
    memcpy(&c->payload[0], &r, sizeof r);
    return c;
}

static Closure *mk_floating(bool single, double d)
{
    return single ? mk_float(d) : mk_double(d);
}

static Closure *mk_char(int32_t ch)
{
    if (ch >= 0 && ch < 256) {
        PROF_CHARGE(1 + 1);
        return static_char(ch);
    }
    Closure *c = alloc_obj(&char_info, 1);
    c->payload[0] = (Word)ch;
    return c;
}

static Closure *mk_bool(bool b)
{
    return b ? the_program->true_ : the_program->false_;
}

/* A Bignum whose limbs are outside the heap becomes an INT or BIGINT. */
static Closure *mk_integer(Bignum b)
{
    if (bn_fits_int64(b))
        return mk_int(bn_to_int64(b));
    Closure *c = alloc_obj(&bigint_info, 1 + b.len);
    c->payload[0] = ((Word)b.len << 1) | (b.neg ? 1 : 0);
    memcpy(BIG_LIMBS(c), b.limb, b.len * sizeof(uint64_t));
    return c;
}

Closure *rt_static_integer(const char *decimal)
{
    closure_init_tables();
    size_t len = strlen(decimal);
    uint64_t *buf = calloc(bn_from_str_bound(len, 10), sizeof(uint64_t));
    Bignum b;
    if (!buf || !bn_from_str(decimal, len, 10, buf, &b)) {
        fprintf(stderr, "lazyrun: bad integer literal %s\n", decimal);
        exit(1);
    }
    Closure *c;
    if (bn_fits_int64(b)) {
        int64_t v = bn_to_int64(b);
        if (v >= INTLIKE_MIN && v <= INTLIKE_MAX) {
            free(buf);
            return static_int(v);
        }
        c = calloc(HDR_WORDS + 1, sizeof(Word));
        c->info = &int_info;
        c->payload[0] = (Word)v;
    } else {
        c = calloc(HDR_WORDS + 1 + b.len, sizeof(Word));
        c->info = &bigint_info;
        c->payload[0] = ((Word)b.len << 1) | (b.neg ? 1 : 0);
        memcpy(BIG_LIMBS(c), b.limb, b.len * sizeof(uint64_t));
    }
    free(buf);
    return c;
}

/* Builds a list of characters from code points (GC-safe: one reserve). */
static Closure *mk_string_cps(const int32_t *cps, size_t n)
{
    size_t words = n * (HDR_WORDS + 2);
    for (size_t i = 0; i < n; i++)
        if (cps[i] < 0 || cps[i] >= 256)
            words += HDR_WORDS + 1;
    storage_reserve(words);
    Closure *list = the_program->nil;
    for (size_t i = n; i-- > 0;) {
        Closure *ch = mk_char(cps[i]);
        Closure *cons = alloc_obj(the_program->cons_info, 2);
        closure_set_ptr(cons, 0, ch);
        closure_set_ptr(cons, 1, list);
        list = cons;
    }
    return list;
}

/* UTF-8 text to a list of characters. */
static Closure *mk_string(const char *s, size_t len)
{
    if (len == 0)
        return the_program->nil;
    int32_t *cps = malloc(len * sizeof(int32_t));
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        unsigned char b = (unsigned char)s[i];
        int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
        int32_t c = extra ? (b & (0x3F >> extra)) : b;
        i++;
        for (int k = 0; k < extra && i < len; k++, i++)
            c = (c << 6) | (s[i] & 0x3F);
        cps[n++] = c;
    }
    Closure *r = mk_string_cps(cps, n);
    free(cps);
    return r;
}

static Closure *follow(Closure *c)
{
    while (closure_type(c) == CT_IND)
        c = closure_ptr(c, 0);
    return c;
}

/* Reads an evaluated String into a malloc'd UTF-8 C string. */
static char *string_to_c(Closure *s)
{
    size_t cap = 64, n = 0;
    char *buf = malloc(cap);
    for (s = follow(s); closure_type(s) == CT_CON && s->info->tag == 1;
         s = follow(closure_ptr(s, 1))) {
        Closure *ch = follow(closure_ptr(s, 0));
        if (closure_type(ch) != CT_CHAR)
            break;
        if (n + 5 > cap)
            buf = realloc(buf, cap *= 2);
        uint32_t u = (uint32_t)ch->payload[0];
        if (u < 0x80) {
            buf[n++] = (char)u;
        } else if (u < 0x800) {
            buf[n++] = (char)(0xC0 | (u >> 6));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        } else if (u < 0x10000) {
            buf[n++] = (char)(0xE0 | (u >> 12));
            buf[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        } else {
            buf[n++] = (char)(0xF0 | (u >> 18));
            buf[n++] = (char)(0x80 | ((u >> 12) & 0x3F));
            buf[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        }
    }
    buf[n] = 0;
    return buf;
}

/* ----------------------------------------------------------- numbers */

static bool is_integral(const Closure *c)
{
    return closure_type(c) == CT_INT || closure_type(c) == CT_BIGINT;
}

static bool is_number(const Closure *c)
{
    return is_integral(c) || closure_type(c) == CT_DOUBLE;
}

static bool is_float(const Closure *c)
{
    return c->info == &float_info;
}

static bool is_word(const Closure *c)
{
    return c->info == &word_info;
}

static double get_double(const Closure *c)
{
    double d;
    memcpy(&d, &c->payload[0], sizeof d);
    return d;
}

static Bignum view(const Closure *c, uint64_t tmp[1])
{
    if (closure_type(c) == CT_INT)
        return bn_from_int64(closure_int(c), tmp);
    Bignum b = {BIG_LIMBS(c), BIG_NLIMBS(c), BIG_NEGATIVE(c) != 0};
    return b;
}

static double to_double(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_INT: return (double)closure_int(c);
    case CT_DOUBLE: return get_double(c);
    default: {
        uint64_t t[1];
        return bn_to_double(view(c, t));
    }
    }
}

/* Note [Big results in place]
   A big result used to be computed into a malloc'd buffer and copied into
   its object by mk_integer: for bench/integer.hs the copy and the malloc
   were an eighth of the run.  Now, when the nursery has room for the
   result's bound (and the operation's scratch, laid after it), the result
   is computed right where its object will go: in the free words at Hp,
   past the header and length word of an object not yet allocated.  Only
   then is the object allocated, at its exact size (what mk_integer
   allocates, so the heap stays walkable and the allocation counts are
   unchanged), which cannot collect because the room was there: the
   object lands at Hp, over the limbs already in place.  A result that
   fits an Int is read out before mk_int allocates over it.  Nothing is
   allocated between the room check and the claim, so the operands stay
   where they are throughout.  Without room (a nearly full nursery) the
   old way is taken: reserving the room first would collect at another
   point than mk_integer does, and censuses would move.  In GC torture
   mode the room is reserved first (collecting, which torture does at
   every allocation anyway), the operands re-read afterwards, so that the
   torture run exercises the in-place path too. */

/* The limbs of a big result object allocated at Hp now, if `limbs` words
   past its header and length word can be written without allocating;
   else NULL. */
static uint64_t *room_at_hp(size_t limbs)
{
    size_t words = HDR_WORDS + 1 + limbs;
    if ((size_t)(HpLim - Hp) < words ||
        (storage_torture && Hp + words > storage_reserved_end))
        return NULL;
    return BIG_LIMBS((Closure *)Hp);
}

/* In torture mode, reserves room_at_hp's words, keeping *a and *b (which
   may be NULL) alive; the caller re-reads its views of them. */
static void torture_reserve(size_t limbs, Closure **a, Closure **b)
{
    int n = 0;
    if (a) { storage_push_root(a); n++; }
    if (b) { storage_push_root(b); n++; }
    storage_reserve(HDR_WORDS + 1 + limbs);
    storage_pop_roots(n);
}

/* The object of a result computed at room_at_hp's limbs (r.limb points
   there, or r fits an Int). */
static Closure *claim_integer(Bignum r)
{
    if (bn_fits_int64(r))
        return mk_int(bn_to_int64(r));
    Closure *c = alloc_obj(&bigint_info, 1 + r.len);
    assert(BIG_LIMBS(c) == r.limb);
    c->payload[0] = ((Word)r.len << 1) | (r.neg ? 1 : 0);
    return c;
}

/* Big arithmetic: the result computed in place (Note [Big results in
   place]) or into a malloc'd buffer copied into the heap after. */
typedef enum { BIG_ADD, BIG_SUB, BIG_MUL, BIG_QUOT, BIG_REM, BIG_DIV, BIG_MOD,
               BIG_AND, BIG_OR, BIG_XOR } BigOp;

static Closure *big_binop(BigOp op, Closure *a, Closure *b)
{
    uint64_t ta[1], tb[1];
    Bignum x = view(a, ta), y = view(b, tb);
    size_t bound, scratch = 0;
    switch (op) {
    case BIG_ADD: case BIG_SUB: bound = bn_add_bound(x.len, y.len); break;
    case BIG_MUL: bound = bn_mul_bound(x.len, y.len);
                  scratch = bn_mul_scratch(x.len, y.len); break;
    case BIG_QUOT: case BIG_DIV: bound = bn_quot_bound(x.len, y.len);
                  /* a one-limb divisor divides straight into the quotient */
                  scratch = y.len == 1 ? 0 : bn_div_scratch(x.len, y.len); break;
    case BIG_REM: case BIG_MOD: bound = bn_rem_bound(x.len, y.len);
                  scratch = bn_div_scratch(x.len, y.len); break;
    default: bound = bn_bitop_bound(x.len, y.len); break;
    }
    if (storage_torture) {
        torture_reserve(bound + scratch, &a, &b);
        x = view(a, ta);
        y = view(b, tb);
    }
    uint64_t *out = room_at_hp(bound + scratch);
    bool in_place = out != NULL;
    if (!in_place)
        out = malloc((bound + scratch + 1) * sizeof(uint64_t));
    uint64_t *scr = out + bound;
    Bignum r;
    switch (op) {
    case BIG_ADD: r = bn_add(x, y, out); break;
    case BIG_SUB: r = bn_sub(x, y, out); break;
    case BIG_MUL: r = bn_mul(x, y, out, scratch ? scr : NULL); break;
    case BIG_QUOT: r = bn_quot(x, y, out, scr); break;
    case BIG_REM: r = bn_rem(x, y, out, scr); break;
    case BIG_DIV: r = bn_div(x, y, out, scr); break;
    case BIG_MOD: r = bn_mod(x, y, out, scr); break;
    case BIG_AND: r = bn_and(x, y, out); break;
    case BIG_OR: r = bn_or(x, y, out); break;
    default: r = bn_xor(x, y, out); break;
    }
    if (in_place)
        return claim_integer(r);
    Closure *res = mk_integer(r);
    free(out);
    return res;
}

/* A Bignum that may share heap limbs, copied before allocating. */
static Closure *big_result_copy(Bignum r)
{
    uint64_t *buf = malloc((r.len + 1) * sizeof(uint64_t));
    memcpy(buf, r.limb, r.len * sizeof(uint64_t));
    r.limb = buf;
    Closure *res = mk_integer(r);
    free(buf);
    return res;
}

static Closure *double_to_integer(double d)
{
    if (d >= -9223372036854775808.0 && d < 9223372036854775808.0)
        return mk_int((int64_t)d);
    uint64_t buf[BN_DOUBLE_LIMBS];
    return mk_integer(bn_from_double(d, buf));
}

static PrimResult arith(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0), *b = A(1);
    if (closure_type(a) == CT_INT && closure_type(b) == CT_INT) {
        int64_t x = closure_int(a), y = closure_int(b), r;
        bool ovf = op == PRIM_ADD ? __builtin_add_overflow(x, y, &r)
                 : op == PRIM_SUB ? __builtin_sub_overflow(x, y, &r)
                                  : __builtin_mul_overflow(x, y, &r);
        if (!ovf) {
            *out = mk_int(r);
            return PR_VALUE;
        }
    }
    if (closure_type(a) == CT_DOUBLE || closure_type(b) == CT_DOUBLE) {
        double x = to_double(a), y = to_double(b);
        *out = mk_floating(is_float(a) || is_float(b),
                           op == PRIM_ADD ? x + y : op == PRIM_SUB ? x - y : x * y);
        return PR_VALUE;
    }
    *out = big_binop(op == PRIM_ADD ? BIG_ADD : op == PRIM_SUB ? BIG_SUB : BIG_MUL, a, b);
    return PR_VALUE;
}

static bool is_zero(const Closure *c)
{
    return closure_type(c) == CT_INT && closure_int(c) == 0;
}

static PrimResult division(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0), *b = A(1);
    if (is_zero(b)) {
        *out = the_program->div_zero;
        return PR_ENTER;
    }
    if (closure_type(a) == CT_DOUBLE || closure_type(b) == CT_DOUBLE) {
        /* not an Integral type; the closest sensible meaning */
        double x = to_double(a), y = to_double(b);
        double q = op == PRIM_QUOT || op == PRIM_REM ? trunc(x / y) : floor(x / y);
        *out = op == PRIM_QUOT || op == PRIM_DIV ? double_to_integer(q) : mk_double(x - q * y);
        return PR_VALUE;
    }
    if (closure_type(a) == CT_INT && closure_type(b) == CT_INT &&
        !(closure_int(a) == INT64_MIN && closure_int(b) == -1)) {
        int64_t x = closure_int(a), y = closure_int(b);
        int64_t q = x / y, r = x % y;
        if ((op == PRIM_DIV || op == PRIM_MOD) && r != 0 && ((r < 0) != (y < 0))) {
            q -= 1;
            r += y;
        }
        *out = mk_int(op == PRIM_QUOT || op == PRIM_DIV ? q : r);
        return PR_VALUE;
    }
    BigOp bop = op == PRIM_QUOT ? BIG_QUOT : op == PRIM_REM ? BIG_REM
              : op == PRIM_DIV ? BIG_DIV : BIG_MOD;
    *out = big_binop(bop, a, b);
    return PR_VALUE;
}

/* The tuple (a, b) (the collector may run: a and b are kept alive). */
static Closure *mk_pair(Closure *a, Closure *b)
{
    storage_push_root(&a);
    storage_push_root(&b);
    Closure *pair = alloc_obj(the_program->pair_info, 2);
    storage_pop_roots(2);
    closure_set_ptr(pair, 0, a);
    closure_set_ptr(pair, 1, b);
    return pair;
}

/* quotRem and divMod: both results from one division. */
static PrimResult division_pair(PrimOp op, Word *argw, Closure **out)
{
    bool floored = op == PRIM_DIVMOD;
    Closure *a = A(0), *b = A(1);
    if (is_zero(b)) {
        *out = the_program->div_zero;
        return PR_ENTER;
    }
    Closure *q, *r;
    if (closure_type(a) == CT_INT && closure_type(b) == CT_INT &&
        !(closure_int(a) == INT64_MIN && closure_int(b) == -1)) {
        int64_t x = closure_int(a), y = closure_int(b);
        int64_t qq = x / y, rr = x % y;
        if (floored && rr != 0 && ((rr < 0) != (y < 0))) {
            qq -= 1;
            rr += y;
        }
        q = mk_int(qq);
        storage_push_root(&q);
        r = mk_int(rr);
        storage_pop_roots(1);
    } else if (closure_type(a) == CT_DOUBLE || closure_type(b) == CT_DOUBLE) {
        PrimResult pr = division(floored ? PRIM_DIV : PRIM_QUOT, argw, &q);
        (void)pr;
        storage_push_root(&q);
        division(floored ? PRIM_MOD : PRIM_REM, argw, &r);
        storage_pop_roots(1);
    } else {
        uint64_t ta[1], tb[1];
        Bignum x = view(a, ta), y = view(b, tb);
        size_t qb = bn_quot_bound(x.len, y.len), rb = bn_rem_bound(x.len, y.len);
        /* a one-limb divisor divides straight into the quotient */
        size_t sb = y.len == 1 ? 0 : bn_div_scratch(x.len, y.len);
        /* In place: q's limbs at Hp, r's where its object goes if q's
           takes all of qb, the scratch after them (Note [Big results in
           place]). */
        size_t room = qb + HDR_WORDS + 1 + rb + sb;
        if (storage_torture) {
            torture_reserve(room, &a, &b);
            x = view(a, ta);
            y = view(b, tb);
        }
        uint64_t *qbuf = room_at_hp(room);
        if (qbuf) {
            uint64_t *rbuf = qbuf + qb + HDR_WORDS + 1;
            Bignum bq, br;
            bn_divide(x, y, floored, qbuf, &bq, rbuf, &br, rbuf + rb);
            q = claim_integer(bq);
            storage_push_root(&q);
            if (bn_fits_int64(br)) {
                r = mk_int(bn_to_int64(br));
            } else {
                /* down to where r's object now goes (q took qb or less) */
                uint64_t *to = BIG_LIMBS((Closure *)Hp);
                memmove(to, br.limb, br.len * sizeof(uint64_t));
                br.limb = to;
                r = claim_integer(br);
            }
            storage_pop_roots(1);
            *out = mk_pair(q, r);
            return PR_VALUE;
        }
        uint64_t *buf = malloc((qb + rb + sb + 1) * sizeof(uint64_t));
        Bignum bq, br;
        bn_divide(x, y, floored, buf, &bq, buf + qb, &br, buf + qb + rb);
        q = mk_integer(bq);
        storage_push_root(&q);
        r = mk_integer(br);
        storage_pop_roots(1);
        free(buf);
    }
    *out = mk_pair(q, r);
    return PR_VALUE;
}

static PrimResult unary_num(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0);
    if (closure_type(a) == CT_DOUBLE) {
        double d = get_double(a);
        double r = op == PRIM_NEGATE ? -d : op == PRIM_ABS ? fabs(d)
                 : (d > 0 ? 1.0 : d < 0 ? -1.0 : d);
        *out = mk_floating(is_float(a), r);
        return PR_VALUE;
    }
    if (closure_type(a) == CT_INT && closure_int(a) != INT64_MIN) {
        int64_t x = closure_int(a);
        *out = mk_int(op == PRIM_NEGATE ? -x : op == PRIM_ABS ? (x < 0 ? -x : x)
                                      : (x > 0) - (x < 0));
        return PR_VALUE;
    }
    uint64_t t[1];
    Bignum x = view(a, t);
    if (op == PRIM_SIGNUM) {
        *out = mk_int(bn_signum(x));
        return PR_VALUE;
    }
    *out = big_result_copy(op == PRIM_NEGATE ? bn_neg(x) : bn_abs(x));
    return PR_VALUE;
}

/* GHC's decodeFloat of the bits of a double (frac_bits 52, exp_bits 11)
   or a float (23, 8): m * 2^e with the hidden bit in m (a subnormal is
   normalised), zero (either sign) as (0, 0), and Infinity and NaN read as
   if their exponent field were an ordinary one, for GHC does not test for
   them: Infinity :: Float is (2^23, 105), the NaN of 0/0 (-(2^23 + 2^22),
   105). */
static void decode_bits(uint64_t bits, int frac_bits, int exp_bits,
                        int64_t *m, int64_t *e)
{
    uint64_t hidden = UINT64_C(1) << frac_bits;
    uint64_t frac = bits & (hidden - 1);
    int64_t field = (int64_t)((bits >> frac_bits) & ((UINT64_C(1) << exp_bits) - 1));
    bool neg = (bits >> (frac_bits + exp_bits)) & 1;
    int64_t bias = (INT64_C(1) << (exp_bits - 1)) - 1 + frac_bits;
    if (field == 0 && frac == 0) {
        *m = *e = 0;
        return;
    }
    int64_t ex = field == 0 ? 1 - bias : field - bias;
    if (field == 0) {
        while (!(frac & hidden)) {
            frac <<= 1;
            ex--;
        }
    } else {
        frac |= hidden;
    }
    *m = neg ? -(int64_t)frac : (int64_t)frac;
    *e = ex;
}

/* decodeFloat of a number (an integral one is converted to Double). */
static void decode_number(const Closure *a, int64_t *m, int64_t *e)
{
    double d = to_double(a);
    if (is_float(a)) {
        float f = (float)d;
        uint32_t bits;
        memcpy(&bits, &f, sizeof bits);
        decode_bits(bits, 23, 8, m, e);
    } else {
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        decode_bits(bits, 52, 11, m, e);
    }
}

/* m * 2^e of decodeFloat, for the Infinity and NaN of a Float, which
   truncate, round, ... give as GHC's do (for a Double's, bn_from_double
   does the same). */
static Closure *decoded_integer(const Closure *a)
{
    int64_t m, e;
    decode_number(a, &m, &e);
    uint64_t one[1], buf[BN_DOUBLE_LIMBS];
    assert(e >= 0 && bn_shl_bound(1, (size_t)e) <= BN_DOUBLE_LIMBS);
    return mk_integer(bn_shl(bn_from_int64(m, one), (size_t)e, buf));
}

static PrimResult rounding(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0);
    if (is_integral(a)) {
        *out = a;
        return PR_VALUE;
    }
    double d = get_double(a);
    if (!isfinite(d) && is_float(a)) {
        *out = decoded_integer(a);
        return PR_VALUE;
    }
    double r = op == PRIM_TRUNCATE ? trunc(d) : op == PRIM_ROUND ? nearbyint(d)
             : op == PRIM_CEILING ? ceil(d) : floor(d);
    *out = double_to_integer(r);
    return PR_VALUE;
}

static double floating(PrimOp op, double x, double y)
{
    switch (op) {
    case PRIM_SQRT: return sqrt(x);
    case PRIM_EXP: return exp(x);
    case PRIM_LOG: return log(x);
    case PRIM_SIN: return sin(x);
    case PRIM_COS: return cos(x);
    case PRIM_TAN: return tan(x);
    case PRIM_ASIN: return asin(x);
    case PRIM_ACOS: return acos(x);
    case PRIM_ATAN: return atan(x);
    case PRIM_SINH: return sinh(x);
    case PRIM_COSH: return cosh(x);
    case PRIM_TANH: return tanh(x);
    case PRIM_ATAN2: return atan2(x, y);
    case PRIM_POW: return pow(x, y);
    case PRIM_FDIV: return x / y;
    case PRIM_ASINH: return asinh(x);
    case PRIM_ACOSH: return acosh(x);
    case PRIM_ATANH: return atanh(x);
    default: return NAN;
    }
}

/* The same in single precision, with the C functions GHC's Float calls. */
static float floating_single(PrimOp op, float x, float y)
{
    switch (op) {
    case PRIM_SQRT: return sqrtf(x);
    case PRIM_EXP: return expf(x);
    case PRIM_LOG: return logf(x);
    case PRIM_SIN: return sinf(x);
    case PRIM_COS: return cosf(x);
    case PRIM_TAN: return tanf(x);
    case PRIM_ASIN: return asinf(x);
    case PRIM_ACOS: return acosf(x);
    case PRIM_ATAN: return atanf(x);
    case PRIM_SINH: return sinhf(x);
    case PRIM_COSH: return coshf(x);
    case PRIM_TANH: return tanhf(x);
    case PRIM_ATAN2: return atan2f(x, y);
    case PRIM_POW: return powf(x, y);
    case PRIM_FDIV: return x / y;
    case PRIM_ASINH: return asinhf(x);
    case PRIM_ACOSH: return acoshf(x);
    case PRIM_ATANH: return atanhf(x);
    default: return NAN;
    }
}

/* A floating primitive of one or two arguments (b NULL for one): a Float
   operation when an operand is a Float. */
static Closure *floating_op(PrimOp op, const Closure *a, const Closure *b)
{
    double x = to_double(a), y = b ? to_double(b) : 0;
    if (is_float(a) || (b && is_float(b)))
        return mk_float(floating_single(op, (float)x, (float)y));
    return mk_double(floating(op, x, y));
}

/* m * 2^e for encodeFloat, the exponent clamped to where the result is
   0 or infinite anyway. */
static double encode(double m, int64_t e)
{
    return ldexp(m, e > 100000 ? 100000 : e < -100000 ? -100000 : (int)e);
}

static PrimResult bits(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0);
    Closure *b = primop_info[op].arity > 1 ? A(1) : NULL;
    if (is_word(a)) {
        uint64_t x = a->payload[0], y = b ? b->payload[0] : 0;
        switch (op) {
        case PRIM_AND: *out = mk_word(x & y); return PR_VALUE;
        case PRIM_OR: *out = mk_word(x | y); return PR_VALUE;
        case PRIM_XOR: *out = mk_word(x ^ y); return PR_VALUE;
        case PRIM_COMPLEMENT: *out = mk_word(~x); return PR_VALUE;
        case PRIM_POPCOUNT: *out = mk_int(__builtin_popcountll(x)); return PR_VALUE;
        case PRIM_SHIFTR: *out = mk_word(y >= 64 ? 0 : x >> y); return PR_VALUE;
        default: *out = mk_word(y >= 64 ? 0 : x << y); return PR_VALUE;
        }
    }
    if (closure_type(a) == CT_INT && (!b || closure_type(b) == CT_INT)) {
        int64_t x = closure_int(a), y = b ? closure_int(b) : 0;
        switch (op) {
        case PRIM_AND: *out = mk_int(x & y); return PR_VALUE;
        case PRIM_OR: *out = mk_int(x | y); return PR_VALUE;
        case PRIM_XOR: *out = mk_int(x ^ y); return PR_VALUE;
        case PRIM_COMPLEMENT: *out = mk_int(~x); return PR_VALUE;
        case PRIM_POPCOUNT:
            *out = mk_int(x >= 0 ? __builtin_popcountll((unsigned long long)x)
                                 : -(int64_t)__builtin_popcountll((unsigned long long)-x));
            return PR_VALUE;
        case PRIM_SHIFTR:
            *out = mk_int(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
            return PR_VALUE;
        case PRIM_SHIFTL:
            if (y < 62 && x >= -(INT64_C(1) << (62 - y)) && x < (INT64_C(1) << (62 - y))) {
                *out = mk_int((int64_t)((uint64_t)x << y));
                return PR_VALUE;
            }
            break;
        default:
            break;
        }
    }
    uint64_t ta[1];
    Bignum x = view(a, ta);
    switch (op) {
    case PRIM_AND: *out = big_binop(BIG_AND, a, b); return PR_VALUE;
    case PRIM_OR: *out = big_binop(BIG_OR, a, b); return PR_VALUE;
    case PRIM_XOR: *out = big_binop(BIG_XOR, a, b); return PR_VALUE;
    case PRIM_POPCOUNT: *out = mk_int(bn_popcount(x)); return PR_VALUE;
    case PRIM_COMPLEMENT:
    case PRIM_SHIFTL:
    case PRIM_SHIFTR: {
        size_t n = b ? (size_t)closure_int(b) : 0;
        size_t bound = op == PRIM_COMPLEMENT ? bn_complement_bound(x.len)
                     : op == PRIM_SHIFTL ? bn_shl_bound(x.len, n) : bn_shr_bound(x.len, n);
        uint64_t *buf = malloc((bound + 1) * sizeof(uint64_t));
        Bignum r = op == PRIM_COMPLEMENT ? bn_complement(x, buf)
                 : op == PRIM_SHIFTL ? bn_shl(x, n, buf) : bn_shr(x, n, buf);
        *out = mk_integer(r);
        free(buf);
        return PR_VALUE;
    }
    default:
        *out = a;
        return PR_VALUE;
    }
}

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
static Closure *follow_step_slow(Closure *c)
{
    c = follow(c);
    Closure *v = NULL;
    if (closure_type(c) == CT_THUNK)
        v = step_append(c, 0);
    else if (closure_type(c) == CT_STRLIT)
        v = step_strlit(c);
    return v ? v : c;
}

static inline Closure *follow_step(Closure *c)
{
    return closure_is_value(c) ? c : follow_step_slow(c);
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

static PrimResult comparison(PrimOp op, Word *argw, Closure **out)
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
 * (indexLoop, lengthAcc: the primitives' fallbacks in primops.def),
 * which evaluates it as before and goes on in bytecode.  So nothing is
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
static PrimResult list_walk(PrimOp op, Word *argw, Closure **out)
{
    Closure *xs = follow(A(0));
    int64_t n = closure_int(A(1));
    for (;;) {
        if (closure_type(xs) != CT_CON || xs->info->tag != 1)
            break;                          /* [] (the fallback decides) */
        if (op == PRIM_LIST_INDEX && n == 0) {
            /* Note [An element that is a value is returned] */
            Closure *x = follow(closure_ptr(xs, 0));
            *out = x;
            const unsigned data = (1u << CT_CON) | (1u << CT_INT) | (1u << CT_DOUBLE) |
                                  (1u << CT_CHAR) | (1u << CT_BIGINT);
            return (data >> closure_type(x)) & 1u ? PR_VALUE : PR_ENTER;
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

static PrimResult find_walk(PrimOp op, Word *argw, Closure **out)
{
    Closure *x = A(1);
    Closure *xs = follow(A(2));
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
        int e = equal_walk(x, y, 0);
        if (e == 1) {
            *out = xs;
            return PR_VALUE;
        }
        if (e == EQ_UNKNOWN)
            break;
        Closure *t = follow_step(closure_ptr(xs, 1));
        if (!closure_is_value(t)) {
            xs = t;
            break;
        }
        xs = t;
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

/* ------------------------------------------------------- characters */

static bool latin1_upper(int32_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7);
}

static bool latin1_lower(int32_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 0xDF && c <= 0xFF && c != 0xF7) ||
           c == 0xAA || c == 0xB5 || c == 0xBA;
}

static bool char_pred(PrimOp op, int32_t c)
{
    bool upper = latin1_upper(c), lower = latin1_lower(c) && c != 0xAA && c != 0xBA;
    bool alpha = upper || latin1_lower(c) || c >= 0x100;
    bool digit = c >= '0' && c <= '9';
    switch (op) {
    case PRIM_IS_UPPER: return upper;
    case PRIM_IS_LOWER: return lower;
    case PRIM_IS_ALPHA: return alpha;
    case PRIM_IS_DIGIT: return digit;
    case PRIM_IS_ALNUM: return alpha || digit || c == 0xB2 || c == 0xB3 ||
                               c == 0xB9 || (c >= 0xBC && c <= 0xBE);
    case PRIM_IS_SPACE: return c == ' ' || (c >= '\t' && c <= '\r') || c == 0xA0;
    case PRIM_IS_PUNCT:
        return (c >= '!' && c <= '/' && c != '$' && c != '+') ||
               (c >= ':' && c <= '@' && c != '<' && c != '=' && c != '>') ||
               (c >= '[' && c <= '_' && c != '^') || c == '{' || c == '}' ||
               c == 0xA1 || c == 0xA7 || c == 0xAB || c == 0xB6 || c == 0xB7 ||
               c == 0xBB || c == 0xBF;
    case PRIM_IS_SYMBOL:
        return c == '$' || c == '+' || c == '<' || c == '=' || c == '>' ||
               c == '^' || c == '`' || c == '|' || c == '~' ||
               (c >= 0xA2 && c <= 0xA6) || c == 0xA8 || c == 0xA9 || c == 0xAC ||
               (c >= 0xAE && c <= 0xB1) || c == 0xB4 || c == 0xB8 || c == 0xD7 ||
               c == 0xF7;
    case PRIM_IS_PRINT:
        return (c >= ' ' && c < 0x7F) || (c >= 0xA0 && c != 0xAD);
    default: return false;
    }
}

static int32_t char_case(PrimOp op, int32_t c)
{
    if (op == PRIM_TO_UPPER) {
        if ((c >= 'a' && c <= 'z') || (c >= 0xE0 && c <= 0xFE && c != 0xF7))
            return c - 32;
        if (c == 0xFF) return 0x178;
        if (c == 0xB5) return 0x39C;
        return c;
    }
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7))
        return c + 32;
    return c;
}

/* ----------------------------------------------------- show and read */

/* The decimal digits of v, written to end at `end`; returns where they
   start.  (snprintf's "%lld" cost some 650 instructions a call, 6% of
   bench/csvreport.) */
static char *decimal_digits(uint64_t v, char *end)
{
    char *p = end;
    do {
        *--p = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return p;
}

static PrimResult show_num(Word *argw, Closure **out)
{
    Closure *a = A(0);
    char small[64];
    switch (closure_type(a)) {
    case CT_INT: {
        char *end = small + sizeof small, *p;
        if (is_word(a)) {
            p = decimal_digits((uint64_t)a->payload[0], end);
        } else {
            int64_t v = closure_int(a);
            /* the magnitude as unsigned: -INT64_MIN does not overflow */
            p = decimal_digits(v < 0 ? 0 - (uint64_t)v : (uint64_t)v, end);
            if (v < 0)
                *--p = '-';
        }
        *out = mk_string(p, (size_t)(end - p));
        return PR_VALUE;
    }
    case CT_DOUBLE: {
        size_t n = is_float(a) ? dtoa_show_float((float)get_double(a), small)
                               : dtoa_show(get_double(a), small);
        *out = mk_string(small, n);
        return PR_VALUE;
    }
    case CT_BIGINT: {
        uint64_t t[1];
        Bignum b = view(a, t);
        char *buf = malloc(bn_to_dec_bound(b.len));
        uint64_t *scratch = malloc((b.len + 1) * sizeof(uint64_t));
        size_t n = bn_to_dec(b, buf, scratch);
        free(scratch);
        *out = mk_string(buf, n);
        free(buf);
        return PR_VALUE;
    }
    default:
        *out = mk_string("<not a number>", 14);
        return PR_VALUE;
    }
}

static Closure *parse_number(const char *s)
{
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    size_t len = strlen(s);
    while (len > 0 && (s[len - 1] == ' ' || (s[len - 1] >= '\t' && s[len - 1] <= '\r')))
        len--;
    if (len == 0)
        return NULL;
    bool neg = s[0] == '-';
    const char *d = s + neg;
    size_t dlen = len - neg;
    if (dlen == 0)
        return NULL;
    unsigned base = 10;
    if (dlen > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X' || d[1] == 'o' ||
                                    d[1] == 'O' || d[1] == 'b' || d[1] == 'B')) {
        base = (d[1] == 'x' || d[1] == 'X') ? 16 : (d[1] == 'o' || d[1] == 'O') ? 8 : 2;
        d += 2;
        dlen -= 2;
    }
    bool integral = true;
    for (size_t i = 0; i < dlen; i++) {
        char c = d[i];
        bool ok = base == 16 ? ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                (c >= 'A' && c <= 'F'))
                             : (c >= '0' && c < (char)('0' + (base > 10 ? 10 : base)));
        if (!ok)
            integral = false;
    }
    if (integral) {
        char *tmp = malloc(dlen + 2);
        tmp[0] = '-';
        memcpy(tmp + 1, d, dlen);
        uint64_t *buf = malloc(bn_from_str_bound(dlen + 1, base) * sizeof(uint64_t));
        Bignum b;
        Closure *r = NULL;
        if (bn_from_str(neg ? tmp : tmp + 1, dlen + (neg ? 1 : 0), base, buf, &b))
            r = mk_integer(b);
        free(buf);
        free(tmp);
        return r;
    }
    double v;
    if (base != 10 || !dtoa_parse(s, len, &v))
        return NULL;
    return mk_double(v);
}

/* [] when x is NULL, else [x]: the Maybe-like answers of primitives. */
static Closure *mk_option_list(Closure *x)
{
    if (!x)
        return the_program->nil;
    storage_push_root(&x);
    Closure *cons = alloc_obj(the_program->cons_info, 2);
    storage_pop_roots(1);
    closure_set_ptr(cons, 0, x);
    closure_set_ptr(cons, 1, the_program->nil);
    return cons;
}

static PrimResult read_num(Word *argw, Closure **out)
{
    char *s = string_to_c(A(0));
    Closure *n = parse_number(s);
    free(s);
    *out = mk_option_list(n);
    return PR_VALUE;
}

static PrimResult read_float(Word *argw, Closure **out)
{
    char *s = string_to_c(A(0));
    float f;
    Closure *n = dtoa_parse_float(s, strlen(s), &f) ? mk_float(f) : NULL;
    free(s);
    *out = mk_option_list(n);
    return PR_VALUE;
}

/* ---------------------------------------------------- introspection */

static const ConDesc *con_of(const Closure *c)
{
    return closure_type(c) == CT_CON ? c->info->con : NULL;
}

static PrimResult introspect(PrimOp op, Word *argw, Closure **out)
{
    Closure *a = A(0);
    const ConDesc *cd = con_of(a);
    switch (op) {
    case PRIM_TYPE_OF: {
        int t;
        switch (closure_type(a)) {
        case CT_INT: t = 0; break;
        case CT_BIGINT: t = 1; break;
        case CT_DOUBLE: t = 2; break;
        case CT_CHAR: t = 3; break;
        case CT_CON: t = 4; break;
        default: t = 5; break;
        }
        *out = mk_int(t);
        return PR_VALUE;
    }
    case PRIM_CON_TAG: *out = mk_int(cd ? cd->tag : 0); return PR_VALUE;
    case PRIM_CON_ARITY: *out = mk_int(cd ? cd->arity : 0); return PR_VALUE;
    case PRIM_CON_FIELD: {
        int64_t i = closure_int(A(1));
        *out = cd && i >= 0 && i < cd->arity ? closure_ptr(a, i) : the_program->unit;
        return PR_VALUE;
    }
    case PRIM_CON_NAME: {
        const char *n = cd ? cd->name : "?";
        *out = mk_string(n, strlen(n));
        return PR_VALUE;
    }
    case PRIM_CON_FIELD_NAME: {
        int64_t i = closure_int(A(1));
        const char *n = cd && cd->fields && i >= 0 && i < cd->arity && cd->fields[i]
                            ? cd->fields[i] : "";
        *out = mk_string(n, strlen(n));
        return PR_VALUE;
    }
    case PRIM_CON_IS_INFIX: *out = mk_bool(cd && cd->infix); return PR_VALUE;
    case PRIM_CON_FIXITY: *out = mk_int(cd ? cd->fixity : 9); return PR_VALUE;
    case PRIM_CON_NCONS: *out = mk_int(cd ? cd->family_size : 0); return PR_VALUE;
    case PRIM_CON_SIBLING: {
        int64_t t = closure_int(A(1));
        Closure *sib = NULL;
        if (cd && t >= 0 && t < cd->family_size && cd->family[t]->arity == 0)
            sib = cd->family[t]->nullary;
        *out = mk_option_list(sib);
        return PR_VALUE;
    }
    default:
        *out = the_program->unit;
        return PR_VALUE;
    }
}

/* --------------------------------------------------------------- IO */

static Closure *read_line(int64_t h)
{
    size_t cap = 128, n = 0;
    int32_t *buf = malloc(cap * sizeof(int32_t));
    int32_t c;
    while ((c = io_get_char(h)) != -1 && c != '\n') {
        if (n == cap)
            buf = realloc(buf, (cap *= 2) * sizeof(int32_t));
        buf[n++] = c;
    }
    Closure *s = mk_string_cps(buf, n);
    free(buf);
    return s;
}

static Closure *read_chunk(int64_t h)
{
    size_t cap = 4096, n = 0;
    int32_t *buf = malloc(cap * sizeof(int32_t));
    int32_t c;
    /* a line at a time, so that interactive programs see input early */
    while (n < cap && (c = io_get_char(h)) != -1) {
        buf[n++] = c;
        if (c == '\n')
            break;
    }
    Closure *s = mk_string_cps(buf, n);
    free(buf);
    return s;
}

static PrimResult put_str_prefix(Word *argw, Closure **out)
{
    int64_t h = closure_int(A(0));
    Closure *s = follow(A(1));
    if (io_failed(h)) {             /* a failed write ends the string */
        *out = the_program->nil;
        return PR_VALUE;
    }
    while (closure_type(s) == CT_CON) {
        if (s->info->tag == 0) {
            s = the_program->nil;
            break;
        }
        Closure *ch = follow(closure_ptr(s, 0));
        if (closure_type(ch) != CT_CHAR)
            break;
        io_put_pending(h, (int32_t)ch->payload[0]);
        s = follow_step(closure_ptr(s, 1));    /* Note [The walks step appends] */
    }
    *out = s;
    return PR_VALUE;
}

/* Note [Handle operations allocate]
 * GHC's IO actions return an unboxed pair (# State#, a #), which is no
 * heap object, so `return`, >>= and the rest of the plumbing allocate
 * nothing; lazyrts's IORes, which stands for it, is charged to no stack
 * (PROF_ALLOC_CON).  But every operation on a handle (hPutStr, print,
 * hGetLine, hFlush, openFile...) allocates in GHC's library, so a stack
 * that only runs such an operation has costs and is in GHC's report.
 * Its primitive here makes no object: it is charged the two words of the
 * IORes its action returns (the size lazyrts charged before IORes became
 * free), so that the same stacks are in the report. */
static void charge_handle_operation(PrimOp op)
{
    switch (op) {
    case PRIM_HPUTCHAR: case PRIM_HPUTSTR_END: case PRIM_HFLUSH:
    case PRIM_HCLOSE: case PRIM_HGETCHAR: case PRIM_HGETLINE:
    case PRIM_HGETCHUNK: case PRIM_HISEOF: case PRIM_HSETBUF:
    case PRIM_OPENFILE:
        PROF_CHARGE(2);
        break;
    default:
        break;
    }
}

static PrimResult io_prim(PrimOp op, Word *argw, Closure **out)
{
    charge_handle_operation(op);
    switch (op) {
    case PRIM_HPUTCHAR:
        io_put_char(closure_int(A(0)), (int32_t)A(1)->payload[0]);
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HPUTSTR_BEGIN:
        io_put_begin(closure_int(A(0)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HPUTSTR_PREFIX:
        return put_str_prefix(argw, out);
    case PRIM_HPUTSTR_END:
        io_put_end(closure_int(A(0)), A(1) == the_program->true_);
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HFLUSH:
        io_flush(closure_int(A(0)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HCLOSE:
        *out = mk_bool(io_close(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HGETCHAR: {
        int32_t c = io_get_char(closure_int(A(0)));
        *out = c < 0 ? mk_int(-1) : mk_char(c);
        return PR_VALUE;
    }
    case PRIM_HGETLINE:
        *out = read_line(closure_int(A(0)));
        return PR_VALUE;
    case PRIM_HGETCHUNK:
        *out = read_chunk(closure_int(A(0)));
        return PR_VALUE;
    case PRIM_HISEOF:
        *out = mk_bool(io_is_eof(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HSETBUF:
        io_set_buffering(closure_int(A(0)), (int)closure_int(A(1)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_OPENFILE: {
        char *path = string_to_c(A(0));
        int64_t h = io_open(path, (int)closure_int(A(1)));
        free(path);
        *out = mk_int(h);
        return PR_VALUE;
    }
    case PRIM_HERROR:
        *out = mk_int(io_take_error(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HFAILED:
        *out = mk_bool(io_failed(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HNAME: {
        const char *name = io_name(closure_int(A(0)));
        *out = mk_string(name, strlen(name));
        return PR_VALUE;
    }
    case PRIM_STRERROR: {
        const char *m = strerror((int)closure_int(A(0)));
        *out = mk_string(m, strlen(m));
        return PR_VALUE;
    }
    case PRIM_GETARGS: {
        Closure *list = the_program->nil;
        storage_push_root(&list);
        for (int i = prog_argc - 1; i >= 0; i--) {
            Closure *s = mk_string(prog_argv[i], strlen(prog_argv[i]));
            storage_push_root(&s);
            Closure *cons = alloc_obj(the_program->cons_info, 2);
            storage_pop_roots(1);
            closure_set_ptr(cons, 0, s);
            closure_set_ptr(cons, 1, list);
            list = cons;
        }
        storage_pop_roots(1);
        *out = list;
        return PR_VALUE;
    }
    case PRIM_GETPROGNAME:
        *out = mk_string(prog_name_str, strlen(prog_name_str));
        return PR_VALUE;
    case PRIM_PROF_CALLSTACK: {
#ifdef PROFILING
        char *text = ccs_callstack_text(ccs_get());
        *out = text ? mk_string(text, strlen(text)) : the_program->nil;
        free(text);
#else
        *out = the_program->nil;
#endif
        return PR_VALUE;
    }
    case PRIM_EXIT:
        rts_exit_code(closure_int(A(0)));
    default:
        *out = the_program->unit;
        return PR_VALUE;
    }
}

/* ------------------------------------------------ Int, wrapping */

static int64_t wrap_add(int64_t x, int64_t y) { return (int64_t)((uint64_t)x + (uint64_t)y); }
static int64_t wrap_sub(int64_t x, int64_t y) { return (int64_t)((uint64_t)x - (uint64_t)y); }
static int64_t wrap_mul(int64_t x, int64_t y) { return (int64_t)((uint64_t)x * (uint64_t)y); }

/* A pair (a, b) of two fresh Ints. */
static Closure *int_pair(int64_t a, int64_t b)
{
    Closure *ac = mk_int(a);
    storage_push_root(&ac);
    Closure *bc = mk_int(b);
    storage_pop_roots(1);
    return mk_pair(ac, bc);
}

/* x `op` y for Int division; minBound `quot` (-1) wraps to minBound. */
static void int_divide(int64_t x, int64_t y, bool floored, int64_t *q, int64_t *r)
{
    if (y == -1) {
        *q = wrap_sub(0, x);
        *r = 0;
        return;
    }
    *q = x / y;
    *r = x % y;
    if (floored && *r != 0 && ((*r < 0) != (y < 0))) {
        *q -= 1;
        *r += y;
    }
}

/* minBound divided by -1, as GHC's Int instance has it: quot and div
   raise overflowError, rem and mod are 0, quotRem and divMod give the
   pair (overflowError, 0) with the error not yet raised. */
static PrimResult int_overflow(PrimOp op, Closure **out)
{
    switch (op) {
    case PRIM_INT_QUOT: case PRIM_INT_DIV:
        *out = the_program->overflow;
        return PR_ENTER;
    case PRIM_INT_REM: case PRIM_INT_MOD:
        *out = mk_int(0);
        return PR_VALUE;
    default:
        *out = mk_pair(the_program->overflow, mk_int(0));
        return PR_VALUE;
    }
}

static PrimResult int_prim(PrimOp op, Word *argw, Closure **out)
{
    int64_t x = closure_int(A(0));
    int64_t y = primop_info[op].arity > 1 ? closure_int(A(1)) : 0;
    int64_t q, r;
    switch (op) {
    case PRIM_INT_ADD: *out = mk_int(wrap_add(x, y)); return PR_VALUE;
    case PRIM_INT_SUB: *out = mk_int(wrap_sub(x, y)); return PR_VALUE;
    case PRIM_INT_MUL: *out = mk_int(wrap_mul(x, y)); return PR_VALUE;
    case PRIM_INT_NEGATE: *out = mk_int(wrap_sub(0, x)); return PR_VALUE;
    case PRIM_INT_ABS: *out = mk_int(x < 0 ? wrap_sub(0, x) : x); return PR_VALUE;
    case PRIM_INT_SHIFTL:
        *out = mk_int(y >= 64 || y < 0 ? 0 : (int64_t)((uint64_t)x << y));
        return PR_VALUE;
    default: break;
    }
    if (y == 0) {
        *out = the_program->div_zero;
        return PR_ENTER;
    }
    if (y == -1 && x == INT64_MIN)
        return int_overflow(op, out);
    bool floored = op == PRIM_INT_DIV || op == PRIM_INT_MOD || op == PRIM_INT_DIVMOD;
    int_divide(x, y, floored, &q, &r);
    switch (op) {
    case PRIM_INT_QUOT: case PRIM_INT_DIV: *out = mk_int(q); return PR_VALUE;
    case PRIM_INT_REM: case PRIM_INT_MOD: *out = mk_int(r); return PR_VALUE;
    default: break;
    }
    *out = int_pair(q, r);
    return PR_VALUE;
}

static PrimResult integer_to_int(Word *argw, Closure **out)
{
    Closure *a = A(0);
    if (closure_type(a) == CT_INT) {
        *out = a;
        return PR_VALUE;
    }
    uint64_t t[1];
    Bignum b = view(a, t);
    uint64_t low = b.len ? b.limb[0] : 0;
    *out = mk_int((int64_t)(b.neg ? 0u - low : low));
    return PR_VALUE;
}

/* ------------------------------------------------ Word, wrapping */

/* The Integer of value v, 0 .. 2^64-1. */
static Closure *word_to_integer(uint64_t v)
{
    if (v <= (uint64_t)INT64_MAX)
        return mk_int((int64_t)v);
    uint64_t limb[1] = { v };
    Bignum b = { limb, 1, false };
    return mk_integer(b);
}

/* The low 64 bits of an Integer (two's complement for a negative one). */
static uint64_t integer_low_bits(const Closure *a)
{
    if (closure_type(a) == CT_INT)
        return (uint64_t)closure_int(a);
    uint64_t t[1];
    Bignum b = view(a, t);
    uint64_t low = b.len ? b.limb[0] : 0;
    return b.neg ? 0u - low : low;
}

static PrimResult word_prim(PrimOp op, Word *argw, Closure **out)
{
    uint64_t x = A(0)->payload[0];
    uint64_t y = primop_info[op].arity > 1 ? A(1)->payload[0] : 0;
    switch (op) {
    case PRIM_WORD_ADD: *out = mk_word(x + y); return PR_VALUE;
    case PRIM_WORD_SUB: *out = mk_word(x - y); return PR_VALUE;
    case PRIM_WORD_MUL: *out = mk_word(x * y); return PR_VALUE;
    case PRIM_WORD_NEGATE: *out = mk_word(0u - x); return PR_VALUE;
    case PRIM_WORD_LT: *out = mk_bool(x < y); return PR_VALUE;
    case PRIM_WORD_LE: *out = mk_bool(x <= y); return PR_VALUE;
    case PRIM_WORD_GT: *out = mk_bool(x > y); return PR_VALUE;
    case PRIM_WORD_GE: *out = mk_bool(x >= y); return PR_VALUE;
    case PRIM_WORD_TO_INTEGER: *out = word_to_integer(x); return PR_VALUE;
    case PRIM_INTEGER_TO_WORD: *out = mk_word(integer_low_bits(A(0))); return PR_VALUE;
    case PRIM_WORD_TO_INT: *out = mk_int((int64_t)x); return PR_VALUE;
    case PRIM_INT_TO_WORD: *out = mk_word(x); return PR_VALUE;
    default: break;
    }
    if (y == 0) {
        *out = the_program->div_zero;
        return PR_ENTER;
    }
    switch (op) {
    case PRIM_WORD_QUOT: *out = mk_word(x / y); return PR_VALUE;
    case PRIM_WORD_REM: *out = mk_word(x % y); return PR_VALUE;
    default: {
        Closure *q = mk_word(x / y);
        storage_push_root(&q);
        Closure *r = mk_word(x % y);
        storage_pop_roots(1);
        *out = mk_pair(q, r);
        return PR_VALUE;
    }
    }
}

static PrimResult decode(Word *argw, Closure **out)
{
    int64_t m, e;
    decode_number(A(0), &m, &e);
    *out = int_pair(m, e);
    return PR_VALUE;
}

/* ------------------------------------------------------ dispatcher */

PrimResult prim_run(PrimOp op, Word *argw, Closure **out)
{
    switch (op) {
    case PRIM_INT_ADD: case PRIM_INT_SUB: case PRIM_INT_MUL: case PRIM_INT_NEGATE:
    case PRIM_INT_ABS: case PRIM_INT_QUOT: case PRIM_INT_REM: case PRIM_INT_DIV:
    case PRIM_INT_MOD: case PRIM_INT_QUOTREM: case PRIM_INT_DIVMOD: case PRIM_INT_SHIFTL:
        return int_prim(op, argw, out);
    case PRIM_INTEGER_TO_INT:
        return integer_to_int(argw, out);
    case PRIM_WORD_ADD: case PRIM_WORD_SUB: case PRIM_WORD_MUL: case PRIM_WORD_NEGATE:
    case PRIM_WORD_QUOT: case PRIM_WORD_REM: case PRIM_WORD_QUOTREM: case PRIM_WORD_LT:
    case PRIM_WORD_LE: case PRIM_WORD_GT: case PRIM_WORD_GE: case PRIM_WORD_TO_INTEGER:
    case PRIM_INTEGER_TO_WORD: case PRIM_WORD_TO_INT: case PRIM_INT_TO_WORD:
        return word_prim(op, argw, out);
    case PRIM_UNSAFE_COERCE:
        *out = A(0);
        return PR_ENTER;
    case PRIM_DECODE_DOUBLE: case PRIM_DECODE_FLOAT:
        return decode(argw, out);
    case PRIM_ENCODE_DOUBLE:
        *out = mk_double(encode(to_double(A(0)), closure_int(A(1))));
        return PR_VALUE;
    case PRIM_ENCODE_FLOAT:
        *out = mk_float(encode(to_double(A(0)), closure_int(A(1))));
        return PR_VALUE;
    case PRIM_TO_FLOAT:
        *out = is_float(A(0)) ? A(0) : mk_float(to_double(A(0)));
        return PR_VALUE;
    case PRIM_INT_TO_FLOAT:
        *out = mk_float((float)closure_int(A(0)));
        return PR_VALUE;
    case PRIM_READ_FLOAT:
        return read_float(argw, out);
    case PRIM_ADD: case PRIM_SUB: case PRIM_MUL:
        return arith(op, argw, out);
    case PRIM_NEGATE: case PRIM_ABS: case PRIM_SIGNUM:
        return unary_num(op, argw, out);
    case PRIM_QUOT: case PRIM_REM: case PRIM_DIV: case PRIM_MOD:
        return division(op, argw, out);
    case PRIM_QUOTREM: case PRIM_DIVMOD:
        return division_pair(op, argw, out);
    case PRIM_TO_DOUBLE:
        *out = A(0)->info == &double_info ? A(0) : mk_double(to_double(A(0)));
        return PR_VALUE;
    case PRIM_TRUNCATE: case PRIM_ROUND: case PRIM_CEILING: case PRIM_FLOOR:
        return rounding(op, argw, out);
    case PRIM_SQRT: case PRIM_EXP: case PRIM_LOG: case PRIM_SIN: case PRIM_COS:
    case PRIM_TAN: case PRIM_ASIN: case PRIM_ACOS: case PRIM_ATAN: case PRIM_SINH:
    case PRIM_COSH: case PRIM_TANH: case PRIM_ASINH: case PRIM_ACOSH: case PRIM_ATANH:
        *out = floating_op(op, A(0), NULL);
        return PR_VALUE;
    case PRIM_ATAN2: case PRIM_POW: case PRIM_FDIV:
        *out = floating_op(op, A(0), A(1));
        return PR_VALUE;
    case PRIM_IS_NAN:
        *out = mk_bool(closure_type(A(0)) == CT_DOUBLE && isnan(get_double(A(0))));
        return PR_VALUE;
    case PRIM_IS_INF:
        *out = mk_bool(closure_type(A(0)) == CT_DOUBLE && isinf(get_double(A(0))));
        return PR_VALUE;
    case PRIM_AND: case PRIM_OR: case PRIM_XOR: case PRIM_COMPLEMENT:
    case PRIM_SHIFTL: case PRIM_SHIFTR: case PRIM_POPCOUNT:
        return bits(op, argw, out);
    case PRIM_EQ: case PRIM_NE: case PRIM_LT: case PRIM_LE: case PRIM_GT:
    case PRIM_GE: case PRIM_COMPARE: case PRIM_EQ_STRING: case PRIM_COMPARE_STRING:
        return comparison(op, argw, out);
    case PRIM_LIST_INDEX: case PRIM_LIST_LENGTH:
        return list_walk(op, argw, out);
    case PRIM_FIND_ELEM: case PRIM_FIND_KEY:
        return find_walk(op, argw, out);
    case PRIM_ORD:
        *out = mk_int((int64_t)A(0)->payload[0]);
        return PR_VALUE;
    case PRIM_CHR:
        *out = mk_char((int32_t)closure_int(A(0)));
        return PR_VALUE;
    case PRIM_IS_UPPER: case PRIM_IS_LOWER: case PRIM_IS_ALPHA: case PRIM_IS_DIGIT:
    case PRIM_IS_ALNUM: case PRIM_IS_SPACE: case PRIM_IS_PUNCT: case PRIM_IS_SYMBOL:
    case PRIM_IS_PRINT:
        *out = mk_bool(char_pred(op, (int32_t)A(0)->payload[0]));
        return PR_VALUE;
    case PRIM_TO_UPPER: case PRIM_TO_LOWER:
        *out = mk_char(char_case(op, (int32_t)A(0)->payload[0]));
        return PR_VALUE;
    case PRIM_SHOW_NUM:
        return show_num(argw, out);
    case PRIM_READ_NUM:
        return read_num(argw, out);
    case PRIM_TYPE_OF: case PRIM_CON_TAG: case PRIM_CON_ARITY: case PRIM_CON_FIELD:
    case PRIM_CON_NAME: case PRIM_CON_FIELD_NAME: case PRIM_CON_IS_INFIX:
    case PRIM_CON_FIXITY: case PRIM_CON_NCONS: case PRIM_CON_SIBLING:
        return introspect(op, argw, out);
    case PRIM_SEQ:
        *out = A(1);
        return PR_VALUE;
    case PRIM_RAISE:
        *out = A(0);
        return PR_RAISE;
    case PRIM_CATCH:
        return PR_CATCH;
    default:
        return io_prim(op, argw, out);
    }
}

const PrimOpInfo primop_info[PRIM_COUNT] = {
#define PRIMOP(id, name, arity, strict, fallback) {name, arity, strict, fallback},
#include "../includes/primops.def"
#undef PRIMOP
};
