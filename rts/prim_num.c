/*
 * prim_num.c -- the numeric primitives: Integer, Double and Float
 * arithmetic, division, rounding, the floating functions, bits, and the
 * Int and Word arithmetic that wraps.  prim_run (prim.c) dispatches to
 * them; prim_walk.c compares numbers, prim_text.c shows and reads them.
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
#include "prim_internal.h"

#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ----------------------------------------------------------- numbers */

double to_double(const Closure *c)
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

PrimResult arith(PrimOp op, Word *argw, Closure **out)
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

/* x `quot` y and x `rem` y of two Ints, y not 0 (floored: `div` and
   `mod`); minBound `quot` (-1) wraps to minBound.  The evaluator's fast
   path (fast_int_prim in rts/eval.c) has its own copy without the -1
   case: calling this one there cost bench/dijkstra 2.9% of its
   instructions. */
static void int_divide(int64_t x, int64_t y, bool floored, int64_t *q, int64_t *r)
{
    if (y == -1) {
        *q = (int64_t)(0 - (uint64_t)x);   /* wraps, as wrap_sub */
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

static bool is_zero(const Closure *c)
{
    return closure_type(c) == CT_INT && closure_int(c) == 0;
}

PrimResult division(PrimOp op, Word *argw, Closure **out)
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
        int64_t q, r;
        int_divide(x, y, op == PRIM_DIV || op == PRIM_MOD, &q, &r);
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
PrimResult division_pair(PrimOp op, Word *argw, Closure **out)
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

PrimResult unary_num(PrimOp op, Word *argw, Closure **out)
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

PrimResult rounding(PrimOp op, Word *argw, Closure **out)
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

PrimResult bits(PrimOp op, Word *argw, Closure **out)
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

PrimResult int_prim(PrimOp op, Word *argw, Closure **out)
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

PrimResult integer_to_int(PrimOp op, Word *argw, Closure **out)
{
    (void)op;                           /* prim_run's argument (prim.c) */
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

PrimResult word_prim(PrimOp op, Word *argw, Closure **out)
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

/* The Double and Float primitives of one step: decodeFloat, encodeFloat,
   the conversions to Double and Float, isNaN, isInfinite and the
   floating functions. */
PrimResult floating_prim(PrimOp op, Word *argw, Closure **out)
{
    switch (op) {
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
    case PRIM_TO_DOUBLE:
        *out = A(0)->info == &double_info ? A(0) : mk_double(to_double(A(0)));
        return PR_VALUE;
    case PRIM_IS_NAN:
        *out = mk_bool(closure_type(A(0)) == CT_DOUBLE && isnan(get_double(A(0))));
        return PR_VALUE;
    case PRIM_IS_INF:
        *out = mk_bool(closure_type(A(0)) == CT_DOUBLE && isinf(get_double(A(0))));
        return PR_VALUE;
    case PRIM_ATAN2: case PRIM_POW: case PRIM_FDIV:
        *out = floating_op(op, A(0), A(1));
        return PR_VALUE;
    default:                            /* sqrt ... atanh */
        *out = floating_op(op, A(0), NULL);
        return PR_VALUE;
    }
}
