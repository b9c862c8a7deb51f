/*
 * bignum.c -- arbitrary-precision integers; see bignum.h for the contracts.
 *
 * The file has two layers: static "magnitude" helpers (mag_*) over raw limb
 * arrays that know nothing about signs, and the public bn_* functions that
 * handle signs and Haskell's rounding conventions on top of them.
 */
#include "bignum.h"

#include <assert.h>
#include <math.h>
#include <string.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

/* 64x64->128 products and 128/64 divisions; gcc and clang provide this
 * type on every 64-bit target we build for. */
__extension__ typedef unsigned __int128 u128;

#define LIMB_BITS 64

/* Below this many limbs (of the shorter factor) schoolbook multiplication
 * beats Karatsuba's bookkeeping. */
#define KARATSUBA_THRESHOLD 32

/* 10^19, the largest power of ten in a limb: decimal conversion works in
 * chunks of 19 digits. */
#define DEC_CHUNK_DIGITS 19
#define DEC_CHUNK 10000000000000000000ULL

/* ======================================================================
 * Magnitude helpers
 * ==================================================================== */

static size_t trim(const uint64_t *d, size_t n)
{
    while (n > 0 && d[n - 1] == 0)
        n--;
    return n;
}

static Bignum make(const uint64_t *d, size_t n, bool neg)
{
    Bignum r;
    r.len = trim(d, n);
    r.limb = d;
    r.neg = neg && r.len > 0;
    return r;
}

static size_t max_size(size_t a, size_t b) { return a > b ? a : b; }

static int clz64(uint64_t x) { return x ? __builtin_clzll(x) : 64; }
static int ctz64(uint64_t x) { return x ? __builtin_ctzll(x) : 64; }

static int mag_cmp(const uint64_t *a, size_t an, const uint64_t *b, size_t bn)
{
    if (an != bn)
        return an < bn ? -1 : 1;
    for (size_t i = an; i-- > 0;)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* out = a + b with an >= bn; returns the carry out of limb an-1.
 * out may equal a or b (each limb is read before it is written).  Past
 * b's limbs only the carry moves, and the rest of a is copied once the
 * carry is spent (nothing to do when out is a). */
static uint64_t mag_add(const uint64_t *a, size_t an, const uint64_t *b,
                        size_t bn, uint64_t *out)
{
    uint64_t carry = 0;
    size_t i = 0;
#if defined(__x86_64__)
    /* an add-with-carry chain: a quarter of the portable loop's
       instructions */
    unsigned char cf = 0;
    for (; i < bn; i++) {
        unsigned long long s;
        cf = _addcarry_u64(cf, a[i], b[i], &s);
        out[i] = s;
    }
    carry = cf;
#else
    for (; i < bn; i++) {
        u128 s = (u128)a[i] + b[i] + carry;
        out[i] = (uint64_t)s;
        carry = (uint64_t)(s >> 64);
    }
#endif
    for (; carry && i < an; i++) {
        uint64_t ai = a[i];
        out[i] = ai + 1;
        carry = ai == UINT64_MAX;
    }
    if (out != a && i < an)
        memcpy(out + i, a + i, (an - i) * sizeof *a);
    return carry;
}

/* out = a - b with a >= b (as numbers, so an >= bn); returns the borrow,
 * which is 0 under that precondition.  out may equal a or b.  As mag_add,
 * past b's limbs only the borrow moves. */
static uint64_t mag_sub(const uint64_t *a, size_t an, const uint64_t *b,
                        size_t bn, uint64_t *out)
{
    uint64_t borrow = 0;
    size_t i = 0;
#if defined(__x86_64__)
    unsigned char cf = 0;
    for (; i < bn; i++) {
        unsigned long long d;
        cf = _subborrow_u64(cf, a[i], b[i], &d);
        out[i] = d;
    }
    borrow = cf;
#else
    for (; i < bn; i++) {
        u128 d = (u128)a[i] - b[i] - borrow;
        out[i] = (uint64_t)d;
        borrow = (uint64_t)(d >> 64) & 1;
    }
#endif
    for (; borrow && i < an; i++) {
        uint64_t ai = a[i];
        out[i] = ai - 1;
        borrow = ai == 0;
    }
    if (out != a && i < an)
        memcpy(out + i, a + i, (an - i) * sizeof *a);
    return borrow;
}

/* d[0..n) += 1; returns the carry out. */
static uint64_t mag_inc(uint64_t *d, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (++d[i] != 0)
            return 0;
    return 1;
}

/* d[0..n) -= 1 for d != 0. */
static void mag_dec(uint64_t *d, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (d[i]-- != 0)
            return;
}

/* d[0..n) = d * m + c; returns the limb carried out. */
static uint64_t mag_mul1_add(uint64_t *d, size_t n, uint64_t m, uint64_t c)
{
    for (size_t i = 0; i < n; i++) {
        u128 p = (u128)d[i] * m + c;
        d[i] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
    }
    return c;
}

/* acc[0..n] += a[0..n) * m, acc[n] receiving the top limb (overwritten,
 * not added: callers fill rows upward). */
static void mag_addmul1(uint64_t *acc, const uint64_t *a, size_t n, uint64_t m)
{
    uint64_t c = 0;
    for (size_t i = 0; i < n; i++) {
        u128 p = (u128)a[i] * m + acc[i] + c;
        acc[i] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
    }
    acc[n] = c;
}

/* One step of division by a normalised divisor dn (top bit set) with its
 * precomputed reciprocal inv = floor((2^128 - 1) / dn) - 2^64: divides
 * (hi:lo), hi < dn, by dn with one 64x64->128 multiplication instead of a
 * 128-bit division (the method of Moller and Granlund, "Improved division
 * by invariant integers", 2011).  Returns the quotient, *rem the remainder. */
static inline uint64_t div_preinv(uint64_t hi, uint64_t lo, uint64_t dn,
                                  uint64_t inv, uint64_t *rem)
{
    u128 p = (u128)inv * hi + (((u128)hi << 64) | lo);
    uint64_t q = (uint64_t)(p >> 64) + 1;
    uint64_t r = lo - q * dn;
    if (r > (uint64_t)p) {
        q--;
        r += dn;
    }
    if (r >= dn) {
        q++;
        r -= dn;
    }
    *rem = r;
    return q;
}

/* q[0..n) = d[0..n) / v; returns the remainder.  The divisor is
 * normalised (shifted so that its top bit is set, the dividend shifted
 * alike as it is read) so that every limb costs a multiplication by the
 * reciprocal rather than a 128-bit division.  (Dividing straight into q
 * saves mag_divide a copy of the dividend: with quotRem by 10 over a
 * 2000-limb number, the copy was a third of bench/integer's memcpy.) */
static uint64_t mag_div1_to(uint64_t *q, const uint64_t *d, size_t n, uint64_t v)
{
    if (n == 0)
        return 0;
    int s = __builtin_clzll(v);
    uint64_t dn = v << s;
    uint64_t inv = (uint64_t)((((u128)~dn) << 64 | ~(uint64_t)0) / dn);
    /* limb i of q is written after limbs i and i - 1 of d are read, so q
       may be d */
    if (s == 0) {
        uint64_t r = 0;
        for (size_t i = n; i-- > 0;)
            q[i] = div_preinv(r, d[i], dn, inv, &r);
        return r;
    }
    uint64_t r = d[n - 1] >> (64 - s);   /* < dn */
    uint64_t cur = d[n - 1];
    for (size_t i = n - 1; i > 0; i--) {
        uint64_t next = d[i - 1];
        q[i] = div_preinv(r, (cur << s) | (next >> (64 - s)), dn, inv, &r);
        cur = next;
    }
    q[0] = div_preinv(r, cur << s, dn, inv, &r);
    return r >> s;
}

/* d[0..n) /= v in place; returns the remainder. */
static uint64_t mag_div1(uint64_t *d, size_t n, uint64_t v)
{
    return mag_div1_to(d, d, n, v);
}

/* out = a << s for 0 <= s < 64, writing n limbs plus a top limb only when
 * bits carry into it; returns the limbs written.  out may equal a only
 * when s == 0. */
static size_t mag_shl_small(const uint64_t *a, size_t n, unsigned s,
                            uint64_t *out)
{
    if (s == 0) {
        memmove(out, a, n * sizeof *a);
        return n;
    }
    uint64_t prev = 0;
    for (size_t i = 0; i < n; i++) {
        out[i] = (a[i] << s) | prev;
        prev = a[i] >> (LIMB_BITS - s);
    }
    if (prev == 0)
        return n;
    out[n] = prev;
    return n + 1;
}

/* out[0..n) = a >> s for 0 <= s < 64.  out may equal a. */
static void mag_shr_small(const uint64_t *a, size_t n, unsigned s,
                          uint64_t *out)
{
    if (s == 0) {
        memmove(out, a, n * sizeof *a);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        uint64_t hi = i + 1 < n ? a[i + 1] << (LIMB_BITS - s) : 0;
        out[i] = (a[i] >> s) | hi;
    }
}

/* ======================================================================
 * Multiplication
 * ==================================================================== */

/* out[0..an+bn) = a * b, schoolbook (an >= bn).  The first row is a
 * plain product rather than an addition into zeroed limbs: with one-limb
 * factors (factorial's) that is the whole multiplication. */
static void mul_school(const uint64_t *a, size_t an, const uint64_t *b,
                       size_t bn, uint64_t *out)
{
    if (bn == 0) {
        memset(out, 0, an * sizeof *out);
        return;
    }
    uint64_t c = 0, m = b[0];
    for (size_t i = 0; i < an; i++) {
        u128 p = (u128)a[i] * m + c;
        out[i] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
    }
    out[an] = c;
    for (size_t j = 1; j < bn; j++)
        mag_addmul1(out + j, a, an, b[j]);
}

static void mul_any(const uint64_t *a, size_t an, const uint64_t *b,
                    size_t bn, uint64_t *out, uint64_t *scratch);

/* Adds src[0..n) into d[0..dn), propagating the carry (dn >= n; the sum
 * is known to fit, as when adding a partial product into its total). */
static void add_into(uint64_t *d, size_t dn, const uint64_t *src, size_t n)
{
    uint64_t carry = mag_add(d, n, src, n, d);
    if (carry)
        mag_inc(d + n, dn - n);
}

/* a much longer than b (an >= 2 bn): multiply b by bn-limb slices of a,
 * which keeps each product balanced enough for Karatsuba. */
static void mul_slices(const uint64_t *a, size_t an, const uint64_t *b,
                       size_t bn, uint64_t *out, uint64_t *scratch)
{
    uint64_t *prod = scratch;            /* 2 bn limbs */
    uint64_t *rest = scratch + 2 * bn;
    memset(out, 0, (an + bn) * sizeof *out);
    for (size_t i = 0; i < an; i += bn) {
        size_t sn = an - i < bn ? an - i : bn;
        mul_any(b, bn, a + i, sn, prod, rest);
        add_into(out + i, an + bn - i, prod, bn + sn);
    }
}

/* Karatsuba for bn <= an < 2 bn, split at h = ceil(an / 2) < bn:
 * a = a1 B^h + a0, b = b1 B^h + b0, and
 * a b = z2 B^2h + ((a0+a1)(b0+b1) - z0 - z2) B^h + z0. */
static void mul_karatsuba(const uint64_t *a, size_t an, const uint64_t *b,
                          size_t bn, uint64_t *out, uint64_t *scratch)
{
    size_t h = (an + 1) / 2;
    size_t a1n = an - h, b1n = bn - h;
    uint64_t *sa = scratch;              /* h + 1 limbs */
    uint64_t *sb = sa + h + 1;           /* h + 1 limbs */
    uint64_t *z1 = sb + h + 1;           /* 2h + 2 limbs */
    uint64_t *rest = z1 + 2 * h + 2;

    mul_any(a, h, b, h, out, rest);                          /* z0 */
    mul_any(a + h, a1n, b + h, b1n, out + 2 * h, rest);      /* z2 */

    sa[h] = mag_add(a, h, a + h, a1n, sa);
    sb[h] = mag_add(b, h, b + h, b1n, sb);
    mul_any(sa, h + 1, sb, h + 1, z1, rest);
    size_t zn = trim(z1, 2 * h + 2);
    mag_sub(z1, zn, out, trim(out, 2 * h), z1);
    mag_sub(z1, zn, out + 2 * h, trim(out + 2 * h, a1n + b1n), z1);
    zn = trim(z1, zn);
    add_into(out + h, an + bn - h, z1, zn);
}

/* out[0..an+bn) = a * b for any sizes (zero-length factors allowed). */
static void mul_any(const uint64_t *a, size_t an, const uint64_t *b,
                    size_t bn, uint64_t *out, uint64_t *scratch)
{
    if (an < bn) {
        const uint64_t *t = a; a = b; b = t;
        size_t tn = an; an = bn; bn = tn;
    }
    if (bn < KARATSUBA_THRESHOLD)
        mul_school(a, an, b, bn, out);
    else if (an >= 2 * bn || (an + 1) / 2 >= bn)
        mul_slices(a, an, b, bn, out, scratch);
    else
        mul_karatsuba(a, an, b, bn, out, scratch);
}

/* ======================================================================
 * Division (Knuth, TAOCP vol. 2, 4.3.1, algorithm D)
 * ==================================================================== */

/* Divides u[0..m+n] (already shifted so that the divisor's top bit is set,
 * with one extra top limb) by the normalised v[0..n), n >= 2.  Leaves the
 * (shifted) remainder in u[0..n) and stores quotient limb j in q[j] for
 * j in [0, m] when q is not NULL. */
static void knuth_d(uint64_t *u, size_t m, const uint64_t *v, size_t n,
                    uint64_t *q)
{
    uint64_t vtop = v[n - 1], vnext = v[n - 2];
    for (size_t j = m + 1; j-- > 0;) {
        /* Estimate the quotient limb from the top two limbs of the current
         * remainder; the estimate is at most two too large. */
        u128 num = ((u128)u[j + n] << 64) | u[j + n - 1];
        u128 qhat = num / vtop;
        u128 rhat = num % vtop;
        while (qhat >> 64 ||
               (u128)(uint64_t)qhat * vnext > ((rhat << 64) | u[j + n - 2])) {
            qhat--;
            rhat += vtop;
            if (rhat >> 64)
                break;
        }
        /* u[j..j+n] -= qhat * v */
        uint64_t carry = 0;
        for (size_t i = 0; i < n; i++) {
            u128 p = (u128)(uint64_t)qhat * v[i] + carry;
            uint64_t sub = (uint64_t)p, old = u[i + j];
            carry = (uint64_t)(p >> 64);
            u[i + j] = old - sub;
            carry += old < sub;
        }
        uint64_t top = u[j + n];
        u[j + n] = top - carry;
        if (top < carry) {
            /* The estimate was one too large: add v back once. */
            qhat--;
            uint64_t c = mag_add(u + j, n, v, n, u + j);
            u[j + n] += c;
        }
        if (q)
            q[j] = (uint64_t)qhat;
    }
}

/* Magnitude division: |a| = qm * |b| + rm.  q (when not NULL) receives
 * max(an - bn + 1, 1) limbs; r (when not NULL) receives bn limbs; scratch
 * holds an + bn + 2 limbs.  Returns through *qn / *rn the trimmed lengths
 * and through *rem_nonzero whether rm != 0 (known even when r is NULL:
 * floored division needs it). */
static void mag_divide(const uint64_t *a, size_t an, const uint64_t *b,
                       size_t bn, uint64_t *q, size_t *qn, uint64_t *r,
                       size_t *rn, bool *rem_nonzero, uint64_t *scratch)
{
    if (mag_cmp(a, an, b, bn) < 0) {
        *qn = 0;
        if (r) { memcpy(r, a, an * sizeof *a); *rn = an; }
        *rem_nonzero = an > 0;
        return;
    }
    if (bn == 1) {
        uint64_t *qq = q ? q : scratch;
        uint64_t rem = mag_div1_to(qq, a, an, b[0]);
        *qn = trim(qq, an);
        if (r) { r[0] = rem; *rn = rem != 0; }
        *rem_nonzero = rem != 0;
        return;
    }
    unsigned s = (unsigned)clz64(b[bn - 1]);
    uint64_t *u = scratch;               /* an + 1 limbs */
    uint64_t *v = scratch + an + 1;      /* bn limbs */
    if (mag_shl_small(a, an, s, u) == an)
        u[an] = 0;
    if (s == 0)
        memcpy(v, b, bn * sizeof *b);
    else
        mag_shl_small(b, bn, s, v);      /* the carried-out limb is 0 */
    knuth_d(u, an - bn, v, bn, q);
    *qn = q ? trim(q, an - bn + 1) : 0;
    *rem_nonzero = trim(u, bn) > 0;
    if (r) {
        mag_shr_small(u, bn, s, r);
        *rn = trim(r, bn);
    }
}

/* ======================================================================
 * Public: checks, conversions, comparison
 * ==================================================================== */

bool bn_is_valid(Bignum a)
{
    if (a.len == 0)
        return !a.neg;
    return a.limb != NULL && a.limb[a.len - 1] != 0;
}

Bignum bn_from_int64(int64_t v, uint64_t out[1])
{
    out[0] = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    return make(out, 1, v < 0);
}

bool bn_fits_int64(Bignum a)
{
    if (a.len == 0)
        return true;
    if (a.len > 1)
        return false;
    return a.neg ? a.limb[0] <= (UINT64_C(1) << 63)
                 : a.limb[0] <= (uint64_t)INT64_MAX;
}

int64_t bn_to_int64(Bignum a)
{
    uint64_t u = a.len ? a.limb[0] : 0;
    if (a.neg)
        u = 0 - u;
    /* Convert modulo 2^64 without relying on implementation-defined
     * unsigned-to-signed conversion. */
    return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)(~u) - 1;
}

int bn_cmp(Bignum a, Bignum b)
{
    if (a.neg != b.neg)
        return a.neg ? -1 : 1;
    int c = mag_cmp(a.limb, a.len, b.limb, b.len);
    return a.neg ? -c : c;
}

int bn_signum(Bignum a) { return a.len == 0 ? 0 : a.neg ? -1 : 1; }

Bignum bn_neg(Bignum a)
{
    a.neg = !a.neg && a.len > 0;
    return a;
}

Bignum bn_abs(Bignum a)
{
    a.neg = false;
    return a;
}

size_t bn_bit_length(Bignum a)
{
    if (a.len == 0)
        return 0;
    return a.len * LIMB_BITS - (size_t)clz64(a.limb[a.len - 1]);
}

/* ======================================================================
 * Public: arithmetic
 * ==================================================================== */

size_t bn_add_bound(size_t an, size_t bn) { return max_size(an, bn) + 1; }

/* a + (b with sign bneg): same signs add magnitudes, different signs
 * subtract the smaller magnitude from the larger. */
static Bignum add_signed(Bignum a, Bignum b, bool bneg, uint64_t *out)
{
    if (a.neg == bneg) {
        if (a.len < b.len) { Bignum t = a; a = b; b = t; }
        out[a.len] = mag_add(a.limb, a.len, b.limb, b.len, out);
        return make(out, a.len + 1, bneg);
    }
    int c = mag_cmp(a.limb, a.len, b.limb, b.len);
    if (c == 0)
        return make(out, 0, false);
    if (c > 0) {
        mag_sub(a.limb, a.len, b.limb, b.len, out);
        return make(out, a.len, a.neg);
    }
    mag_sub(b.limb, b.len, a.limb, a.len, out);
    return make(out, b.len, bneg);
}

Bignum bn_add(Bignum a, Bignum b, uint64_t *out)
{
    return add_signed(a, b, b.neg, out);
}

Bignum bn_sub(Bignum a, Bignum b, uint64_t *out)
{
    return add_signed(a, b, !b.neg && b.len > 0, out);
}

size_t bn_mul_bound(size_t an, size_t bn) { return an + bn; }

size_t bn_mul_scratch(size_t an, size_t bn)
{
    size_t small = an < bn ? an : bn;
    /* Each Karatsuba level uses 4h + 4 limbs (h about half the longer
     * factor) and recurses on h + 1 limbs; slicing uses 2 bn + the
     * scratch of a bn x bn product.  Both stay under 6 * max. */
    return small < KARATSUBA_THRESHOLD ? 0 : 6 * max_size(an, bn);
}

Bignum bn_mul(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    if (a.len == 0 || b.len == 0)
        return make(out, 0, false);
    mul_any(a.limb, a.len, b.limb, b.len, out, scratch);
    return make(out, a.len + b.len, a.neg != b.neg);
}

size_t bn_quot_bound(size_t an, size_t bn)
{
    return (an > bn ? an - bn : 0) + 2;
}

size_t bn_rem_bound(size_t an, size_t bn)
{
    (void)an;
    return bn;
}

size_t bn_div_scratch(size_t an, size_t bn) { return an + bn + 2; }

void bn_divide(Bignum a, Bignum b, bool floored,
               uint64_t *q_out, Bignum *q, uint64_t *r_out, Bignum *r,
               uint64_t *scratch)
{
    assert(b.len > 0 && "bn_divide: division by zero");
    size_t qn = 0, rn = 0;
    bool rem_nonzero;
    mag_divide(a.limb, a.len, b.limb, b.len, q_out, &qn, r_out, &rn,
               &rem_nonzero, scratch);
    bool qneg = a.neg != b.neg;
    /* Floored division differs from truncation only when the signs differ
     * and the division is inexact. */
    bool adjust = floored && qneg && rem_nonzero;
    if (q_out) {
        if (adjust) {
            q_out[qn] = 0;
            mag_inc(q_out, qn + 1);
            qn++;
        }
        *q = make(q_out, qn, qneg);
    }
    if (r_out) {
        if (adjust) {
            /* mod takes b's sign: |r| becomes |b| - |r|. */
            mag_sub(b.limb, b.len, r_out, rn, r_out);
            *r = make(r_out, b.len, b.neg);
        } else
            *r = make(r_out, rn, a.neg);
    }
}

Bignum bn_quot(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    Bignum q;
    bn_divide(a, b, false, out, &q, NULL, NULL, scratch);
    return q;
}

Bignum bn_rem(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    Bignum r;
    bn_divide(a, b, false, NULL, NULL, out, &r, scratch);
    return r;
}

Bignum bn_div(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    Bignum q;
    bn_divide(a, b, true, out, &q, NULL, NULL, scratch);
    return q;
}

Bignum bn_mod(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    Bignum r;
    bn_divide(a, b, true, NULL, NULL, out, &r, scratch);
    return r;
}

/* ======================================================================
 * Public: gcd and power
 * ==================================================================== */

size_t bn_gcd_bound(size_t an, size_t bn) { return max_size(an, bn); }

size_t bn_gcd_scratch(size_t an, size_t bn) { return 2 * (an + bn) + 2; }

/* Number of trailing zero bits of a non-zero magnitude. */
static size_t count_twos(const uint64_t *d)
{
    size_t w = 0;
    while (d[w] == 0)
        w++;
    return w * LIMB_BITS + (size_t)ctz64(d[w]);
}

/* Shifts the non-zero magnitude d[0..n) right until it is odd; returns
 * its new length. */
static size_t strip_twos(uint64_t *d, size_t n)
{
    size_t z = count_twos(d), w = z / LIMB_BITS;
    if (w) {
        memmove(d, d + w, (n - w) * sizeof *d);
        n -= w;
    }
    mag_shr_small(d, n, (unsigned)(z % LIMB_BITS), d);
    return trim(d, n);
}

/* Binary gcd of the non-zero magnitudes u and v, working in place on both
 * buffers: the odd part of the gcd is returned (pointing into one of
 * them) with its length in *gn; the caller restores the common twos. */
static const uint64_t *binary_gcd(uint64_t *u, size_t un, uint64_t *v,
                                  size_t vn, size_t *gn)
{
    un = strip_twos(u, un);
    for (;;) {
        /* gcd(u, v) == gcd(u, odd part of v) because u is odd */
        vn = strip_twos(v, vn);
        int c = mag_cmp(u, un, v, vn);
        if (c == 0) {
            *gn = un;
            return u;
        }
        if (c > 0) {
            uint64_t *t = u; u = v; v = t;
            size_t tn = un; un = vn; vn = tn;
        }
        mag_sub(v, vn, u, un, v);        /* both odd: v - u even, > 0 */
        vn = trim(v, vn);
    }
}

Bignum bn_gcd(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch)
{
    if (a.len == 0 || b.len == 0) {
        Bignum x = a.len ? a : b;
        memcpy(out, x.limb, x.len * sizeof *out);
        return make(out, x.len, false);
    }
    if (mag_cmp(a.limb, a.len, b.limb, b.len) < 0) {
        Bignum t = a; a = b; b = t;
    }
    size_t twos = count_twos(a.limb), tb = count_twos(b.limb);
    if (tb < twos)
        twos = tb;
    /* One Euclidean step first: gcd(a, b) = gcd(b, a mod b) brings a
     * much longer a down to b's size, where binary gcd is quick. */
    uint64_t *u = scratch;                     /* b.len limbs: a mod b */
    uint64_t *v = scratch + b.len;             /* b.len limbs: copy of b */
    uint64_t *rest = v + b.len;                /* an + bn + 2 limbs */
    size_t qn, un;
    bool nonzero;
    mag_divide(a.limb, a.len, b.limb, b.len, NULL, &qn, u, &un, &nonzero,
               rest);
    memcpy(v, b.limb, b.len * sizeof *v);
    const uint64_t *g;
    size_t gn;
    if (un == 0) {
        /* b divides a: the gcd is b itself, twos included */
        memcpy(out, b.limb, b.len * sizeof *out);
        return make(out, b.len, false);
    }
    g = binary_gcd(u, un, v, b.len, &gn);
    size_t w = twos / LIMB_BITS;
    memset(out, 0, w * sizeof *out);
    size_t n = mag_shl_small(g, gn, (unsigned)(twos % LIMB_BITS), out + w);
    return make(out, w + n, false);
}

size_t bn_pow_bound(Bignum a, uint64_t e)
{
    size_t bits = bn_bit_length(a);
    if (bits <= 1 || e == 0)
        return 2;           /* 0, 1, -1 and a^0; squaring 1 writes 2 limbs */
    if (e > (SIZE_MAX - 2 * LIMB_BITS) / bits)
        return SIZE_MAX;
    /* |a|^e < 2^(bits e); the extra limb absorbs the an + bn limbs a
     * product writes before trimming. */
    return (size_t)(bits * e) / LIMB_BITS + 2;
}

size_t bn_pow_scratch(Bignum a, uint64_t e)
{
    size_t n = bn_pow_bound(a, e);
    if (n == SIZE_MAX || n > SIZE_MAX / 8)
        return SIZE_MAX;
    return n + bn_mul_scratch(n, n);
}

Bignum bn_pow(Bignum a, uint64_t e, uint64_t *out, uint64_t *scratch)
{
    bool neg = a.neg && (e & 1);
    if (e == 0) {
        out[0] = 1;
        return make(out, 1, false);
    }
    if (a.len == 0)
        return make(out, 0, false);
    size_t bound = bn_pow_bound(a, e);
    uint64_t *cur = out, *other = scratch, *mul_scratch = scratch + bound;
    memcpy(cur, a.limb, a.len * sizeof *cur);
    size_t n = a.len;
    /* Left-to-right binary powering: square, and multiply by a for each
     * set bit below the top one. */
    for (int bit = 62 - clz64(e); bit >= 0; bit--) {
        mul_any(cur, n, cur, n, other, mul_scratch);
        n = trim(other, 2 * n);
        uint64_t *t = cur; cur = other; other = t;
        if ((e >> bit) & 1) {
            mul_any(cur, n, a.limb, a.len, other, mul_scratch);
            n = trim(other, n + a.len);
            t = cur; cur = other; other = t;
        }
    }
    if (cur != out)
        memcpy(out, cur, n * sizeof *out);
    return make(out, n, neg);
}

/* ======================================================================
 * Public: bits
 * ==================================================================== */

size_t bn_shl_bound(size_t an, size_t n)
{
    return an == 0 ? 0 : an + n / LIMB_BITS + 1;
}

Bignum bn_shl(Bignum a, size_t n, uint64_t *out)
{
    if (a.len == 0)
        return make(out, 0, false);
    size_t w = n / LIMB_BITS;
    memset(out, 0, w * sizeof *out);
    size_t len = mag_shl_small(a.limb, a.len, (unsigned)(n % LIMB_BITS),
                               out + w);
    return make(out, w + len, a.neg);
}

size_t bn_shr_bound(size_t an, size_t n)
{
    size_t w = n / LIMB_BITS;
    return (an > w ? an - w : 0) + 1;
}

Bignum bn_shr(Bignum a, size_t n, uint64_t *out)
{
    size_t w = n / LIMB_BITS;
    unsigned s = (unsigned)(n % LIMB_BITS);
    size_t len = 0;
    bool dropped;                 /* were any one bits shifted out? */
    if (w >= a.len) {
        dropped = a.len > 0;
    } else {
        dropped = s && (a.limb[w] & ((UINT64_C(1) << s) - 1));
        for (size_t i = 0; i < w && !dropped; i++)
            dropped = a.limb[i] != 0;
        len = a.len - w;
        mag_shr_small(a.limb + w, len, s, out);
    }
    /* Shifting a negative number rounds toward -infinity: one more in
     * magnitude when bits were lost. */
    if (a.neg && dropped) {
        out[len] = 0;
        mag_inc(out, len + 1);
        len++;
    }
    return make(out, len, a.neg);
}

size_t bn_bitop_bound(size_t an, size_t bn) { return max_size(an, bn) + 1; }

enum bitop { BIT_AND, BIT_OR, BIT_XOR };

static uint64_t apply_bitop(enum bitop op, uint64_t x, uint64_t y)
{
    switch (op) {
    case BIT_AND: return x & y;
    case BIT_OR:  return x | y;
    default:      return x ^ y;
    }
}

/* Limb i of the infinite two's-complement form of a, given the running
 * borrow of |a| - 1 (start at 1): ~(|a| - 1) == -|a|. */
static uint64_t twos_limb(Bignum a, size_t i, uint64_t *borrow)
{
    uint64_t m = i < a.len ? a.limb[i] : 0;
    if (!a.neg)
        return m;
    uint64_t d = m - *borrow;
    *borrow = m < *borrow;
    return ~d;
}

/* Combines a and b limb by limb in two's complement, then turns the
 * result back into sign and magnitude. */
static Bignum bitop(enum bitop op, Bignum a, Bignum b, uint64_t *out)
{
    size_t n = max_size(a.len, b.len);
    uint64_t aborrow = 1, bborrow = 1, carry = 1;
    bool neg = apply_bitop(op, a.neg ? ~UINT64_C(0) : 0,
                           b.neg ? ~UINT64_C(0) : 0) != 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t r = apply_bitop(op, twos_limb(a, i, &aborrow),
                                 twos_limb(b, i, &bborrow));
        if (neg) {
            /* magnitude of a negative result: ~r + 1 */
            r = ~r + carry;
            carry = carry && r == 0;
        }
        out[i] = r;
    }
    if (neg && carry) {
        /* every limb was zero: the value is -2^(64 n) */
        out[n] = 1;
        n++;
    }
    return make(out, n, neg);
}

Bignum bn_and(Bignum a, Bignum b, uint64_t *out)
{
    return bitop(BIT_AND, a, b, out);
}

Bignum bn_or(Bignum a, Bignum b, uint64_t *out)
{
    return bitop(BIT_OR, a, b, out);
}

Bignum bn_xor(Bignum a, Bignum b, uint64_t *out)
{
    return bitop(BIT_XOR, a, b, out);
}

size_t bn_complement_bound(size_t an) { return an + 1; }

Bignum bn_complement(Bignum a, uint64_t *out)
{
    memcpy(out, a.limb, a.len * sizeof *out);
    if (a.neg) {                       /* ~a = |a| - 1 */
        mag_dec(out, a.len);
        return make(out, a.len, false);
    }
    out[a.len] = 0;                    /* ~a = -(a + 1) */
    mag_inc(out, a.len + 1);
    return make(out, a.len + 1, true);
}

int64_t bn_popcount(Bignum a)
{
    int64_t n = 0;
    for (size_t i = 0; i < a.len; i++)
        n += __builtin_popcountll(a.limb[i]);
    return a.neg ? -n : n;
}

bool bn_test_bit(Bignum a, size_t n)
{
    size_t w = n / LIMB_BITS;
    bool bit = w < a.len && ((a.limb[w] >> (n % LIMB_BITS)) & 1);
    if (!a.neg)
        return bit;
    /* -m = ~(m - 1): below m's lowest one bit, m - 1 has ones (so the
     * result has zeros); at that bit the result has a one; above it, the
     * complement of m's bits. */
    size_t low = count_twos(a.limb);
    if (n < low)
        return false;
    if (n == low)
        return true;
    return !bit;
}

/* ======================================================================
 * Public: text
 * ==================================================================== */

size_t bn_to_dec_bound(size_t an) { return 20 * an + 2; }

/* Writes v's decimal digits ending just before *end (moving *end back);
 * pads with zeros to `width` digits when width > 0. */
static void put_digits(uint64_t v, int width, char **end)
{
    int written = 0;
    do {
        *--*end = (char)('0' + v % 10);
        v /= 10;
        written++;
    } while (v != 0);
    while (written++ < width)
        *--*end = '0';
}

size_t bn_to_dec(Bignum a, char *buf, uint64_t *scratch)
{
    char *end = buf + bn_to_dec_bound(a.len) - 1;
    char *p = end;
    *end = '\0';
    uint64_t one;
    uint64_t *d = a.len <= 1 ? &one : scratch;
    size_t n = a.len;
    memcpy(d, a.limb, n * sizeof *d);
    if (n == 0)
        *--p = '0';
    while (n > 0) {
        uint64_t chunk = mag_div1(d, n, DEC_CHUNK);
        n = trim(d, n);
        put_digits(chunk, n > 0 ? DEC_CHUNK_DIGITS : 0, &p);
    }
    if (a.neg)
        *--p = '-';
    size_t len = (size_t)(end - p);
    memmove(buf, p, len + 1);
    return len;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

size_t bn_from_str_bound(size_t len, unsigned base)
{
    size_t bits = 1;
    while ((1u << bits) < base)
        bits++;
    return (len * bits + LIMB_BITS - 1) / LIMB_BITS + 1;
}

bool bn_from_str(const char *s, size_t len, unsigned base,
                 uint64_t *out, Bignum *result)
{
    assert(base >= 2 && base <= 36);
    bool neg = len > 0 && s[0] == '-';
    size_t i = neg ? 1 : 0;
    if (i == len)
        return false;
    for (size_t j = i; j < len; j++)
        if (digit_value(s[j]) >= (int)base)
            return false;
    /* Accumulate k digits at a time, k the most whose value fits a limb. */
    uint64_t chunk_base = base;
    size_t k = 1;
    while (chunk_base <= UINT64_MAX / base) {
        chunk_base *= base;
        k++;
    }
    size_t n = 0;
    size_t take = (len - i) % k ? (len - i) % k : k;   /* first chunk */
    while (i < len) {
        uint64_t v = 0, mult = 1;
        for (size_t j = 0; j < take; j++) {
            v = v * base + (uint64_t)digit_value(s[i + j]);
            mult *= base;
        }
        i += take;
        take = k;
        uint64_t carry = mag_mul1_add(out, n, mult, v);
        if (carry)
            out[n++] = carry;
    }
    *result = make(out, n, neg);
    return true;
}

/* ======================================================================
 * Public: double
 * ==================================================================== */

double bn_to_double(Bignum a)
{
    if (bn_fits_int64(a))
        return (double)bn_to_int64(a);
    /* Take the top 64 bits, keep 53 of them (truncating, as mpn_get_d),
     * and scale. */
    size_t n = a.len;
    int shift = clz64(a.limb[n - 1]);
    uint64_t top = a.limb[n - 1] << shift;
    if (shift && n >= 2)
        top |= a.limb[n - 2] >> (LIMB_BITS - shift);
    long bits = (long)bn_bit_length(a);
    double mag = ldexp((double)(top >> 11), (int)(bits > 2000 ? 2000 : bits) - 53);
    return a.neg ? -mag : mag;
}

Bignum bn_from_double(double x, uint64_t *out)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    bool neg = bits >> 63;
    int field = (int)((bits >> 52) & 0x7ff);
    uint64_t mant = bits & ((UINT64_C(1) << 52) - 1);
    int e;
    if (field == 0) {
        e = -1074;                    /* subnormal */
    } else {
        mant |= UINT64_C(1) << 52;    /* Infinity and NaN included */
        e = field - 1075;
    }
    if (e < 0) {
        out[0] = -e >= LIMB_BITS ? 0 : mant >> -e;
        return make(out, 1, neg);
    }
    uint64_t m[1] = { mant };
    return bn_shl(make(m, 1, neg), (size_t)e, out);
}
