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

#if defined(__x86_64__)
/* out[0..bn) = a[0..bn) OP b[0..bn) with the carry flag chained (OP: adcq
   or sbbq); i = bn after it, flag = the carry or borrow out.  Six
   instructions a limb (inc and dec keep the carry flag); gcc's loop over
   _addcarry_u64 saved and restored the flag, nine. */
#define CARRY_CHAIN(insn, flag)                                             \
    do {                                                                    \
        if (bn > 0) {                                                       \
            uint64_t t;                                                     \
            size_t k = bn;                                                  \
            unsigned char cf;                                               \
            __asm__("xorl %k[i], %k[i]\n\t"   /* i = 0, CF = 0 */          \
                    "1:\n\t"                                                \
                    "movq (%[a],%[i],8), %[t]\n\t"                          \
                    insn " (%[b],%[i],8), %[t]\n\t"                         \
                    "movq %[t], (%[out],%[i],8)\n\t"                        \
                    "incq %[i]\n\t"                                         \
                    "decq %[k]\n\t"                                         \
                    "jnz 1b\n\t"                                            \
                    "setc %[cf]"                                            \
                    : [t] "=&r"(t), [i] "=&r"(i), [k] "+r"(k), [cf] "=r"(cf) \
                    : [a] "r"(a), [b] "r"(b), [out] "r"(out)                \
                    : "cc", "memory");                                      \
            (flag) = cf;                                                    \
        }                                                                   \
    } while (0)
#endif

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
    CARRY_CHAIN("adcq", carry);
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
    CARRY_CHAIN("sbbq", borrow);
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

#if defined(__x86_64__)
/* The inner loop of a row operation with a one-limb multiplier m on
 * x86-64, two limbs a step: for each limb, (rdx:rax) = x[i] * m + c, then
 * OP stores or combines rax into y[i] (folding its carry or borrow into
 * rdx), and c = rdx.  8 instructions a limb on average, against 9 to 12
 * for the best C shapes gcc was given.  Runs over limbs [i, i + 2k), k >
 * 0; c is the carry in and out. */
#define ROW_LOOP(OP_LO, OP_HI)                                          \
    __asm__("1:\n\t"                                                    \
            "movq %[m], %%rax\n\t"                                      \
            "mulq (%[x],%[i],8)\n\t"                                    \
            "addq %[c], %%rax\n\t"                                      \
            "adcq $0, %%rdx\n\t"                                        \
            OP_LO                                                       \
            "movq %%rdx, %[c]\n\t"                                      \
            "movq %[m], %%rax\n\t"                                      \
            "mulq 8(%[x],%[i],8)\n\t"                                   \
            "addq %[c], %%rax\n\t"                                      \
            "adcq $0, %%rdx\n\t"                                        \
            OP_HI                                                       \
            "movq %%rdx, %[c]\n\t"                                      \
            "addq $2, %[i]\n\t"                                         \
            "decq %[k]\n\t"                                             \
            "jnz 1b"                                                    \
            : [c] "+&r"(c), [i] "+&r"(i), [k] "+&r"(k)                  \
            : [x] "r"(x), [y] "r"(y), [m] "r"(m)                        \
            : "rax", "rdx", "cc", "memory")
#define ROW_MOV(off) "movq %%rax, " off "(%[y],%[i],8)\n\t"
#define ROW_ADD(off) "addq %%rax, " off "(%[y],%[i],8)\n\t" "adcq $0, %%rdx\n\t"
#define ROW_SUB(off) "subq %%rax, " off "(%[y],%[i],8)\n\t" "adcq $0, %%rdx\n\t"
#endif

/* acc[0..n] += a[0..n) * m, acc[n] receiving the top limb (overwritten,
 * not added: callers fill rows upward). */
__attribute__((noinline))
static void mag_addmul1(uint64_t *acc, const uint64_t *a, size_t n, uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
#if defined(__x86_64__)
    if (n & 1) {
        u128 p = (u128)a[0] * m + acc[0];
        acc[0] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
        i = 1;
    }
    if (i < n) {
        size_t k = (n - i) / 2;
        const uint64_t *x = a;
        uint64_t *y = acc;
        ROW_LOOP(ROW_ADD(""), ROW_ADD("8"));
    }
#else
    for (; i < n; i++) {
        u128 p = (u128)a[i] * m + c;
        uint64_t lo = (uint64_t)p, s = acc[i] + lo;
        acc[i] = s;
        c = (uint64_t)(p >> 64) + (s < lo);
    }
#endif
    acc[n] = c;
}

/* out[0..n) = a[0..n) * m; returns the top limb. */
static uint64_t mag_mul1(uint64_t *out, const uint64_t *a, size_t n,
                         uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
#if defined(__x86_64__)
    if (n & 1) {
        u128 p = (u128)a[0] * m;
        out[0] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
        i = 1;
    }
    if (i < n) {
        size_t k = (n - i) / 2;
        const uint64_t *x = a;
        uint64_t *y = out;
        ROW_LOOP(ROW_MOV(""), ROW_MOV("8"));
    }
#else
    for (; i < n; i++) {
        u128 p = (u128)a[i] * m + c;
        out[i] = (uint64_t)p;
        c = (uint64_t)(p >> 64);
    }
#endif
    return c;
}

/* Note [Division by a precomputed reciprocal]
 * Dividing a long number by one limb v is a chain of 128-by-64-bit
 * divisions, one per limb, each of the remainder so far and the next limb.
 * The machine's divide instruction is slow (tens of cycles), so, after
 * Moller and Granlund ("Improved division by invariant integers", IEEE
 * Trans. Computers, 2011), we divide by a normalised divisor dn = v << s
 * (top bit set) and compute, once per division, its reciprocal
 *     inv = floor((2^128 - 1) / dn) - 2^64.
 * A step (their algorithm 4, div_preinv) then costs one 64x64->128
 * product inv * hi, one low product q * dn, and two corrections: the
 * quotient candidate q = hi + floor((inv hi + lo) / 2^64) + 1 is at most
 * one too large or (rarely) one too small, and the remainder lo - q dn,
 * computed modulo 2^64, says which.  The first correction happens about
 * half the time, so it is a conditional move rather than a branch.
 *
 * Normalising needs the dividend shifted by s too.  mag_div1_to shifts it
 * first, into the quotient's own buffer (with SSE2, two limbs a step),
 * and divides there in place (div1_norm): the loop that runs once per
 * limb is then the plain normalised step, 18 instructions per limb on
 * x86-64 (written in assembly there; 21 as gcc compiles the C) where the
 * fused shift-and-divide loop took 30 (bench/integer.hs's quotRem by 10
 * over a 2000-limb factorial, and show's division by 10^19, which is
 * normalised already); the shift adds 3 a limb.  A power of two is a
 * shift and a mask, and a one-limb dividend takes the machine's division
 * (the reciprocal costs a division itself).  (Callgrind counts a divide
 * instruction as one, however slow: the counts understate what the
 * reciprocal saves.)
 *
 * Note [Long division without shifting]
 * Knuth's algorithm D estimates each quotient limb from the top of the
 * remainder and the top of the divisor, and is exact only for a
 * normalised divisor; it used to copy both operands shifted left by s
 * (and shift the remainder back), which for the one- or two-limb
 * quotients of bench/spigot.hs ((3q + r) `div` t) was most of the work.
 * Now nothing is shifted: long_divide works on an unshifted copy of the
 * dividend and the divisor itself, and shifts only the limbs the estimate
 * reads (the top two of the divisor, once; the top three of the current
 * remainder, per quotient limb): the quotient limb of the shifted
 * operands is that of the unshifted ones, and the multiply-and-subtract
 * is the same with either.  The estimate is Moller and Granlund's 3/2
 * division (their algorithms 5 and 6): a reciprocal of the divisor's top
 * two limbs computed once, then per quotient limb two products instead of
 * a 128-by-64 division (a library call) and Knuth's refinement loop.  It
 * divides the top three remainder limbs by the top two divisor limbs
 * exactly, which is the quotient limb or one more; the multiply-and-
 * subtract then borrows out of the top in the second case, and the
 * divisor is added back once.  When the top two remainder limbs equal
 * the divisor's (the estimate would not fit a limb) the quotient limb is
 * B - 1.  The unit test test_division_identity and the golden case
 * integer_division_sizes build dividends that take both corrections.
 */

/* floor((2^128 - 1) / dn) - 2^64 for a normalised dn (top bit set): the
 * reciprocal that div_preinv multiplies by (Note [Division by a
 * precomputed reciprocal]). */
static uint64_t reciprocal_word(uint64_t dn)
{
    return (uint64_t)((((u128)~dn) << 64 | ~(uint64_t)0) / dn);
}

#if !defined(__x86_64__)   /* x86-64 has it in assembly, in div1_norm */
/* One step of division by a normalised divisor dn (top bit set) with its
 * reciprocal inv = reciprocal_word(dn): divides (hi:lo), hi < dn, by dn
 * with one 64x64->128 multiplication and one low product instead of a
 * 128-bit division (Moller and Granlund, "Improved division by invariant
 * integers", 2011, algorithm 4).  Returns the quotient, *rem the
 * remainder.  The first correction happens about half the time, so it is
 * written without a branch (a compare, a subtract-with-borrow and a
 * conditional move); the second is rare. */
static inline uint64_t div_preinv(uint64_t hi, uint64_t lo, uint64_t dn,
                                  uint64_t inv, uint64_t *rem)
{
    u128 p = (u128)inv * hi + (((u128)hi << 64) | lo);
    uint64_t q = (uint64_t)(p >> 64) + 1;
    uint64_t r = lo - q * dn;
    uint64_t radd = r + dn;
    int over = r > (uint64_t)p;
    q -= (uint64_t)over;
    r = over ? radd : r;
    if (__builtin_expect(r >= dn, 0)) {
        q++;
        r -= dn;
    }
    *rem = r;
    return q;
}
#endif

/* q[0..n) = (top:d[0..n)) / dn for a normalised dn and top < dn, in
 * place when q == d; returns the remainder.  On x86-64 the step is
 * div_preinv written out in assembly: gcc spends four moves a limb on
 * div_preinv's 128-bit values, a fifth of the loop. */
static uint64_t div1_norm(uint64_t *q, const uint64_t *d, size_t n,
                          uint64_t top, uint64_t dn, uint64_t inv)
{
    uint64_t r = top;
    for (size_t i = n; i-- > 0;) {
#if defined(__x86_64__)
        uint64_t qi;
        /* (p1:p0) = inv * r + (r:lo); q = p1 + 1; r = lo - q * dn; if
           r > p0 (as unsigned), q -= 1 and r += dn */
        __asm__("movq %[inv], %%rax\n\t"
                "mulq %[r]\n\t"
                "addq %[lo], %%rax\n\t"
                "adcq %[r], %%rdx\n\t"
                "leaq 1(%%rdx), %[q]\n\t"
                "imulq %[dn], %%rdx\n\t"
                "movq %[lo], %[r]\n\t"
                "subq %%rdx, %[r]\n\t"
                "subq %[dn], %[r]\n\t"
                "leaq (%[r], %[dn]), %%rdx\n\t"
                "cmpq %[r], %%rax\n\t"
                "cmovbq %%rdx, %[r]\n\t"
                "sbbq $0, %[q]"
                : [q] "=&r"(qi), [r] "+&r"(r)
                : [lo] "rm"(d[i]), [dn] "r"(dn), [inv] "rm"(inv)
                : "rax", "rdx", "cc");
        if (__builtin_expect(r >= dn, 0)) {
            qi++;
            r -= dn;
        }
        q[i] = qi;
#else
        q[i] = div_preinv(r, d[i], dn, inv, &r);
#endif
    }
    return r;
}

/* out[0..n) = the low n limbs of d[0..n) << s, 0 < s < 64, going down
 * from the top (so out may be d); returns the bits shifted out of the top
 * limb.  Two limbs a step in SSE2 registers where we have them: a
 * quarter of the scalar loop's instructions. */
static uint64_t shl_down(uint64_t *out, const uint64_t *d, size_t n,
                         unsigned s)
{
    uint64_t top = d[n - 1] >> (LIMB_BITS - s);
    size_t i = n - 1;
#if defined(__x86_64__)
    __m128i ls = _mm_cvtsi32_si128((int)s);
    __m128i rs = _mm_cvtsi32_si128((int)(LIMB_BITS - s));
    /* out[i-1], out[i] from d[i-1], d[i] and d[i-2], d[i-1]; both loads
       happen before the store, and later steps read only lower limbs */
    for (; i >= 2; i -= 2) {
        __m128i hi = _mm_loadu_si128((const __m128i *)(d + i - 1));
        __m128i lo = _mm_loadu_si128((const __m128i *)(d + i - 2));
        __m128i v = _mm_or_si128(_mm_sll_epi64(hi, ls), _mm_srl_epi64(lo, rs));
        _mm_storeu_si128((__m128i *)(out + i - 1), v);
    }
#endif
    for (; i > 0; i--)
        out[i] = (d[i] << s) | (d[i - 1] >> (LIMB_BITS - s));
    out[0] = d[0] << s;
    return top;
}

static void mag_shr_small(const uint64_t *a, size_t n, unsigned s,
                          uint64_t *out);

/* q[0..n) = d[0..n) / v; returns the remainder.  The divisor is
 * normalised (shifted so that its top bit is set) so that every limb
 * costs a multiplication by the reciprocal rather than a 128-bit
 * division; the dividend is shifted alike into q first, and divided
 * there in place (Note [Division by a precomputed reciprocal]).  q may be
 * d.  (Dividing straight into q saves mag_divide a copy of the dividend:
 * with quotRem by 10 over a 2000-limb number, the copy was a third of
 * bench/integer's memcpy.) */
static uint64_t mag_div1_to(uint64_t *q, const uint64_t *d, size_t n, uint64_t v)
{
    if (n <= 1) {
        /* one limb: the machine's division is quicker than the
           reciprocal */
        uint64_t x = n ? d[0] : 0;
        if (n)
            q[0] = x / v;
        return x % v;
    }
    if ((v & (v - 1)) == 0) {
        /* a power of two (div 2, mod 256): a shift and a mask */
        unsigned t = (unsigned)__builtin_ctzll(v);
        uint64_t rem = d[0] & (v - 1);
        mag_shr_small(d, n, t, q);
        return rem;
    }
    unsigned s = (unsigned)__builtin_clzll(v);
    uint64_t dn = v << s;
    uint64_t inv = reciprocal_word(dn);
    if (s == 0)
        return div1_norm(q, d, n, 0, dn, inv);
    uint64_t top = shl_down(q, d, n, s);
    return div1_norm(q, q, n, top, dn, inv) >> s;
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
    out[an] = mag_mul1(out, a, an, b[0]);
    for (size_t j = 1; j < bn; j++)
        mag_addmul1(out + j, a, an, b[j]);
}

/* out[0..2n) = a^2, n >= 1, schoolbook with each cross product once: the
 * products a_i a_j, i < j, summed in rows as mul_school sums them, the
 * sum doubled, then the squares a_i^2 added on the diagonal.  About half
 * a general product's multiplications (x * x `mod` m in bench/rsa.hs's
 * powMod squares a number of 4 to 12 limbs per step). */
static void sqr_school(const uint64_t *a, size_t n, uint64_t *out)
{
    out[0] = 0;
    out[2 * n - 1] = 0;
    if (n > 1) {
        out[n] = mag_mul1(out + 1, a + 1, n - 1, a[0]);
        for (size_t i = 1; i + 1 < n; i++)
            mag_addmul1(out + 2 * i + 1, a + i + 1, n - i - 1, a[i]);
    }
    /* double: the cross products' sum is below B^2n / 2 */
    uint64_t prev = 0;
    for (size_t i = 0; i < 2 * n; i++) {
        uint64_t x = out[i];
        out[i] = (x << 1) | prev;
        prev = x >> (LIMB_BITS - 1);
    }
    /* add the squares, one carry chain across all 2n limbs */
#if defined(__x86_64__)
    unsigned char cf = 0;
    for (size_t i = 0; i < n; i++) {
        u128 sq = (u128)a[i] * a[i];
        unsigned long long lo, hi;
        cf = _addcarry_u64(cf, out[2 * i], (uint64_t)sq, &lo);
        cf = _addcarry_u64(cf, out[2 * i + 1], (uint64_t)(sq >> 64), &hi);
        out[2 * i] = lo;
        out[2 * i + 1] = hi;
    }
#else
    uint64_t c = 0;
    for (size_t i = 0; i < n; i++) {
        u128 sq = (u128)a[i] * a[i];
        u128 lo = (u128)out[2 * i] + (uint64_t)sq + c;
        u128 hi = (u128)out[2 * i + 1] + (uint64_t)(sq >> 64) + (uint64_t)(lo >> 64);
        out[2 * i] = (uint64_t)lo;
        out[2 * i + 1] = (uint64_t)hi;
        c = (uint64_t)(hi >> 64);
    }
#endif
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
    if (bn < KARATSUBA_THRESHOLD) {
        if (a == b && an == bn && an > 0)
            sqr_school(a, an, out);
        else
            mul_school(a, an, b, bn, out);
    }
    else if (an >= 2 * bn || (an + 1) / 2 >= bn)
        mul_slices(a, an, b, bn, out, scratch);
    else
        mul_karatsuba(a, an, b, bn, out, scratch);
}

/* ======================================================================
 * Division (Knuth, TAOCP vol. 2, 4.3.1, algorithm D, with the quotient
 * limbs estimated by Moller and Granlund's 3/2 division)
 * ==================================================================== */

/* floor((2^192 - 1) / (d1:d0)) - 2^64 for a normalised d1 (Moller and
 * Granlund, algorithm 6): the reciprocal div_3by2 multiplies by. */
static uint64_t reciprocal_3by2(uint64_t d1, uint64_t d0)
{
    uint64_t v = reciprocal_word(d1);
    uint64_t p = d1 * v + d0;
    if (p < d0) {
        v--;
        if (p >= d1) {
            v--;
            p -= d1;
        }
        p -= d1;
    }
    u128 t = (u128)v * d0;
    uint64_t t1 = (uint64_t)(t >> 64), t0 = (uint64_t)t;
    p += t1;
    if (p < t1) {
        v--;
        if (p > d1 || (p == d1 && t0 >= d0))
            v--;
    }
    return v;
}

/* floor((n2:n1:n0) / (d1:d0)) for a normalised d1 and (n2:n1) < (d1:d0),
 * with v = reciprocal_3by2(d1, d0) (Moller and Granlund, algorithm 5):
 * two multiplications and a few corrections. */
static inline uint64_t div_3by2(uint64_t n2, uint64_t n1, uint64_t n0,
                                uint64_t d1, uint64_t d0, uint64_t v)
{
    u128 d = ((u128)d1 << 64) | d0;
    u128 qq = (u128)v * n2 + (((u128)n2 << 64) | n1);
    uint64_t q1 = (uint64_t)(qq >> 64), q0 = (uint64_t)qq;
    uint64_t r1 = n1 - q1 * d1;
    u128 r = ((((u128)r1 << 64) | n0) - (u128)d0 * q1) - d;
    q1++;
    if ((uint64_t)(r >> 64) >= q0) {
        q1--;
        r += d;
    }
    if (__builtin_expect(r >= d, 0))
        q1++;
    return q1;
}

/* (hi:lo) << s, 0 <= s < 64, the top limb: hi with the top bits of lo
 * (lo >> 1 >> (63 - s) is 0 when s is 0, where lo >> 64 would be
 * undefined). */
static inline uint64_t shift_in(uint64_t hi, uint64_t lo, unsigned s)
{
#if defined(__x86_64__)
    /* one instruction (a count of 0 leaves hi as it is) */
    __asm__("shldq %%cl, %[lo], %[hi]" : [hi] "+r"(hi) : [lo] "r"(lo), "c"(s) : "cc");
    return hi;
#else
    return (hi << s) | ((lo >> 1) >> (63 - s));
#endif
}

/* u[0..n) -= v[0..n) * m; returns the limb borrowed out of the top. */
__attribute__((noinline))
static uint64_t mag_submul1(uint64_t *u, const uint64_t *v, size_t n,
                            uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
#if defined(__x86_64__)
    if (n & 1) {
        u128 p = (u128)v[0] * m;
        uint64_t lo = (uint64_t)p, old = u[0];
        u[0] = old - lo;
        c = (uint64_t)(p >> 64) + (old < lo);
        i = 1;
    }
    if (i < n) {
        size_t k = (n - i) / 2;
        const uint64_t *x = v;
        uint64_t *y = u;
        ROW_LOOP(ROW_SUB(""), ROW_SUB("8"));
    }
#else
    for (; i < n; i++) {
        u128 p = (u128)v[i] * m + c;
        uint64_t lo = (uint64_t)p, old = u[i];
        u[i] = old - lo;
        c = (uint64_t)(p >> 64) + (old < lo);
    }
#endif
    return c;
}

/* Divides u[0..m+n] (the dividend with a zero limb on top) by v[0..n),
 * n >= 2, v[n-1] != 0, neither of them shifted: the remainder is left in
 * u[0..n) and quotient limb j is stored in q[j], j in [0, m], when q is
 * not NULL.  Note [Long division without shifting]. */
static void long_divide(uint64_t *u, size_t m, const uint64_t *v, size_t n,
                        uint64_t *q)
{
    unsigned s = (unsigned)clz64(v[n - 1]);
    uint64_t d1 = shift_in(v[n - 1], v[n - 2], s);
    uint64_t d0 = shift_in(v[n - 2], n >= 3 ? v[n - 3] : 0, s);
    uint64_t inv = reciprocal_3by2(d1, d0);
    for (size_t j = m + 1; j-- > 0;) {
        /* the top three limbs of the window u[j..j+n] shifted by s */
        uint64_t x3 = u[j + n], x2 = u[j + n - 1], x1 = u[j + n - 2];
        uint64_t x0 = j + n >= 3 ? u[j + n - 3] : 0;
        uint64_t n2 = shift_in(x3, x2, s), n1 = shift_in(x2, x1, s);
        uint64_t qhat;
        if (__builtin_expect(n2 == d1 && n1 == d0, 0))
            qhat = UINT64_MAX;               /* the quotient limb is B - 1 */
        else
            qhat = div_3by2(n2, n1, shift_in(x1, x0, s), d1, d0, inv);
        /* u[j..j+n] -= qhat * v: qhat is the quotient limb or one more */
        uint64_t borrow = mag_submul1(u + j, v, n, qhat);
        uint64_t top = u[j + n];
        u[j + n] = top - borrow;
        if (__builtin_expect(top < borrow, 0)) {
            qhat--;
            u[j + n] += mag_add(u + j, n, v, n, u + j);
        }
        if (q)
            q[j] = qhat;
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
    uint64_t *u = scratch;               /* an + 1 limbs */
    memcpy(u, a, an * sizeof *a);
    u[an] = 0;
    long_divide(u, an - bn, b, bn, q);
    *qn = q ? trim(q, an - bn + 1) : 0;
    size_t un = trim(u, bn);
    *rem_nonzero = un > 0;
    if (r) {
        memcpy(r, u, un * sizeof *u);
        *rn = un;
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
