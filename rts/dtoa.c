/*
 * dtoa.c -- Double <-> text as GHC prints and reads it; see dtoa.h.
 *
 * Both directions work on exact integers from bignum.h held in fixed-size
 * local buffers, so nothing here allocates.
 */
#include "dtoa.h"

#include "bignum.h"

#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* ======================================================================
 * Small exact integers in local storage
 * ==================================================================== */

/* Digit generation never needs more than about 2^1200 (see Note [Sizes
 * in digit generation]); parsing needs more, see NUM_LIMBS_PARSE. */
#define NUM_LIMBS 24

/* A Bignum with its own storage.  v.limb always points at d. */
typedef struct Num {
    uint64_t d[NUM_LIMBS];  /* magnitude */
    Bignum v;               /* the value (never negative here) */
} Num;

static void num_set(Num *n, Bignum v)
{
    assert(v.len <= NUM_LIMBS);
    memmove(n->d, v.limb, v.len * sizeof *n->d);
    n->v.limb = n->d;
    n->v.len = v.len;
    n->v.neg = false;
}

/* n = m * 2^shift */
static void num_set_shifted(Num *n, uint64_t m, size_t shift)
{
    uint64_t one[1], tmp[NUM_LIMBS + 1];
    Bignum mv = bn_from_int64((int64_t)m, one);
    assert(bn_shl_bound(mv.len, shift) <= NUM_LIMBS + 1);
    num_set(n, bn_shl(mv, shift, tmp));
}

static void num_mul(Num *n, Bignum m)
{
    uint64_t tmp[2 * NUM_LIMBS];
    assert(n->v.len + m.len <= 2 * NUM_LIMBS);
    assert(bn_mul_scratch(n->v.len, m.len) == 0);
    num_set(n, bn_mul(n->v, m, tmp, NULL));
}

static void num_mul_small(Num *n, uint64_t m)
{
    uint64_t one[1];
    num_mul(n, bn_from_int64((int64_t)m, one));
}

static void num_mul_pow10(Num *n, unsigned k)
{
    uint64_t ten[1], p[NUM_LIMBS + 2];
    Bignum t = bn_from_int64(10, ten);
    assert(bn_pow_bound(t, k) <= NUM_LIMBS + 2);
    assert(bn_pow_scratch(t, k) <= NUM_LIMBS + 2);
    uint64_t scratch[NUM_LIMBS + 2];
    num_mul(n, bn_pow(t, k, p, scratch));
}

/* ======================================================================
 * Shortest digits (Burger & Dybvig, free-format, GHC's boundary rules)
 * ==================================================================== */

/* The two binary formats (IEEE binary64 and binary32) as the digit
 * generator and the parser see them. */
typedef struct Format {
    int frac_bits;       /* stored fraction bits: 52, 23 */
    int min_exp;         /* exponent of the least subnormal, 2^min_exp */
} Format;

static const Format binary64 = { 52, -1074 };
static const Format binary32 = { 23, -149 };

/* Note [Sizes in digit generation]
 * With x = f * 2^e, f < 2^53, -1074 <= e <= 971, the four integers below
 * are scaled so that r / s = x / 10^k and the rounding interval is
 * (r - mdn, r + mup) / s.  The largest is s = 2^(2-e) * 10^k for small x
 * or r = f * 2^(e+2) for large x; multiplied by 10 once per digit (at most
 * 17) everything stays below 2^1200, i.e. 19 limbs.  A Float (f < 2^24,
 * -149 <= e <= 104) needs far less. */

static int shortest_digits(uint64_t f, int e, const Format *fmt, double x,
                           char digits[DTOA_MAX_DIGITS], int *exp10);

int dtoa_digits(double x, char digits[DTOA_MAX_DIGITS], int *exp10)
{
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int field = (int)((bits >> 52) & 0x7ff);
    uint64_t f = bits & ((UINT64_C(1) << 52) - 1);
    assert(field != 0x7ff && "dtoa_digits: not finite");
    if (field == 0 && f == 0) {
        digits[0] = '0';
        *exp10 = 0;
        return 1;
    }
    if (field != 0)
        f |= UINT64_C(1) << 52;
    return shortest_digits(f, field == 0 ? -1074 : field - 1075, &binary64, x,
                           digits, exp10);
}

int dtoa_digits_float(float x, char digits[DTOA_MAX_DIGITS], int *exp10)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    int field = (int)((bits >> 23) & 0xff);
    uint64_t f = bits & ((UINT32_C(1) << 23) - 1);
    assert(field != 0xff && "dtoa_digits_float: not finite");
    if (field == 0 && f == 0) {
        digits[0] = '0';
        *exp10 = 0;
        return 1;
    }
    if (field != 0)
        f |= UINT64_C(1) << 23;
    return shortest_digits(f, field == 0 ? -149 : field - 150, &binary32, x,
                           digits, exp10);
}

/* The digits of x = f * 2^e (f normalised unless x is subnormal). */
static int shortest_digits(uint64_t f, int e, const Format *fmt, double x,
                           char digits[DTOA_MAX_DIGITS], int *exp10)
{
    /* At a power of two the gap below x is half the gap above. */
    bool uneven = f == (UINT64_C(1) << fmt->frac_bits) && e > fmt->min_exp;

    Num r, s, mup, mdn;
    if (e >= 0) {
        num_set_shifted(&r, f, (size_t)e + (uneven ? 2 : 1));
        num_set_shifted(&s, uneven ? 4 : 2, 0);
        num_set_shifted(&mup, 1, (size_t)e + (uneven ? 1 : 0));
        num_set_shifted(&mdn, 1, (size_t)e);
    } else {
        num_set_shifted(&r, f, uneven ? 2 : 1);
        num_set_shifted(&s, 1, (size_t)(-e) + (uneven ? 2 : 1));
        num_set_shifted(&mup, uneven ? 2 : 1, 0);
        num_set_shifted(&mdn, 1, 0);
    }

    /* k: the least integer with r + mup <= s * 10^k, so that the first
     * digit is non-zero; start from an estimate and correct it. */
    int k = (int)ceil(log10(fabs(x)));
    if (k >= 0)
        num_mul_pow10(&s, (unsigned)k);
    else {
        num_mul_pow10(&r, (unsigned)-k);
        num_mul_pow10(&mup, (unsigned)-k);
        num_mul_pow10(&mdn, (unsigned)-k);
    }
    uint64_t tmp[NUM_LIMBS + 1];
    for (;;) {
        Bignum high = bn_add(r.v, mup.v, tmp);
        if (bn_cmp(high, s.v) > 0) {
            num_mul_small(&s, 10);
            k++;
            continue;
        }
        Num high10;
        num_set(&high10, high);
        num_mul_small(&high10, 10);
        if (bn_cmp(high10.v, s.v) > 0)
            break;
        num_mul_small(&r, 10);
        num_mul_small(&mup, 10);
        num_mul_small(&mdn, 10);
        k--;
    }

    int n = 0;
    for (;;) {
        num_mul_small(&r, 10);
        num_mul_small(&mup, 10);
        num_mul_small(&mdn, 10);
        uint64_t qbuf[4], rbuf[NUM_LIMBS], scratch[2 * NUM_LIMBS + 2];
        Bignum q, rem;
        assert(bn_quot_bound(r.v.len, s.v.len) <= 4);
        bn_divide(r.v, s.v, false, qbuf, &q, rbuf, &rem, scratch);
        int digit = (int)bn_to_int64(q);
        num_set(&r, rem);
        /* Both ends of the interval are excluded, as in GHC. */
        bool low = bn_cmp(r.v, mdn.v) < 0;
        bool high = bn_cmp(bn_add(r.v, mup.v, tmp), s.v) > 0;
        if (!low && !high && n + 1 < DTOA_MAX_DIGITS) {
            digits[n++] = (char)('0' + digit);
            continue;
        }
        bool up = high;
        if (low && high) {
            /* both candidates are in range: take the nearer, ties up */
            Num twice;
            num_set(&twice, r.v);
            num_mul_small(&twice, 2);
            up = bn_cmp(twice.v, s.v) >= 0;
        }
        assert(digit + up <= 9);
        digits[n++] = (char)('0' + digit + up);
        break;
    }
    *exp10 = k;
    return n;
}

/* ======================================================================
 * Layout (formatRealFloat's rules)
 * ==================================================================== */

/* An snprintf-style sink: counts everything, stores what fits. */
typedef struct Out {
    char *buf;      /* destination, may be NULL when cap == 0 */
    size_t cap;     /* bytes available, including the NUL */
    size_t len;     /* characters produced so far */
} Out;

static void put_char(Out *o, char c)
{
    if (o->len + 1 < o->cap)
        o->buf[o->len] = c;
    o->len++;
}

static void put_str(Out *o, const char *s)
{
    while (*s)
        put_char(o, *s++);
}

static void put_digits(Out *o, const char *d, size_t n)
{
    for (size_t i = 0; i < n; i++)
        put_char(o, d[i]);
}

static void put_zeros(Out *o, size_t n)
{
    while (n-- > 0)
        put_char(o, '0');
}

static void put_int(Out *o, long v)
{
    char tmp[24];
    int n = 0;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        put_char(o, '-');
    while (n > 0)
        put_char(o, tmp[--n]);
}

/* A digit sequence: the shortest digits, possibly behind leading zeros
 * (showFFloat of a small number rounds 0.000ddd). */
#define SEQ_MAX (400 + DTOA_MAX_DIGITS)

typedef struct Seq {
    char d[SEQ_MAX + 1];  /* ASCII digits */
    size_t len;           /* digits in d; implicit zeros follow */
} Seq;

/* Rounds seq to its first n digits, half to even on the digits (the even
 * test at n == 0 counts as even), as GHC's roundTo.  Returns the carry out
 * of the first digit; then seq holds "1" followed by the other digits.
 * A sequence shorter than n is left alone (the caller pads zeros). */
static int round_to(Seq *seq, size_t n)
{
    if (n >= seq->len)
        return 0;
    int next = seq->d[n] - '0';
    bool rest = false;
    for (size_t i = n + 1; i < seq->len; i++)
        rest = rest || seq->d[i] != '0';
    bool prev_even = n == 0 || (seq->d[n - 1] - '0') % 2 == 0;
    bool up = next > 5 || (next == 5 && (rest || !prev_even));
    seq->len = n;
    if (!up)
        return 0;
    for (size_t i = n; i-- > 0;) {
        if (seq->d[i] != '9') {
            seq->d[i]++;
            return 0;
        }
        seq->d[i] = '0';
    }
    memmove(seq->d + 1, seq->d, n);
    seq->d[0] = '1';
    seq->len = n + 1;
    return 1;
}

/* Digit i of seq, counting the implicit zeros after it. */
static char seq_at(const Seq *seq, size_t i)
{
    return i < seq->len ? seq->d[i] : '0';
}

static void fixed_nothing(Out *o, const char *ds, size_t nd, int e)
{
    if (e <= 0) {
        put_str(o, "0.");
        put_zeros(o, (size_t)-e);
        put_digits(o, ds, nd);
        return;
    }
    for (size_t i = 0; i < (size_t)e; i++)
        put_char(o, i < nd ? ds[i] : '0');
    put_char(o, '.');
    if ((size_t)e < nd)
        put_digits(o, ds + e, nd - (size_t)e);
    else
        put_char(o, '0');
}

static void fixed_decimals(Out *o, const char *ds, size_t nd, int e, int dec)
{
    Seq seq;
    size_t zeros = e < 0 ? (size_t)-e : 0;
    memset(seq.d, '0', zeros);
    memcpy(seq.d + zeros, ds, nd);
    seq.len = zeros + nd;
    if (e >= 0) {
        int carry = round_to(&seq, (size_t)dec + (size_t)e);
        size_t ints = (size_t)e + (size_t)carry;
        if (ints == 0)
            put_char(o, '0');
        for (size_t i = 0; i < ints; i++)
            put_char(o, seq_at(&seq, i));
        if (dec > 0) {
            put_char(o, '.');
            for (size_t i = 0; i < (size_t)dec; i++)
                put_char(o, seq_at(&seq, ints + i));
        }
        return;
    }
    /* |x| < 0.1: the leading zeros take part in the rounding; a carry
     * out of them makes the integer part 1, else it is 0. */
    int carry = round_to(&seq, (size_t)dec);
    put_char(o, carry ? '1' : '0');
    if (dec > 0) {
        put_char(o, '.');
        for (size_t i = 0; i < (size_t)dec; i++)
            put_char(o, seq_at(&seq, i + (size_t)carry));
    }
}

static void exponent_nothing(Out *o, const char *ds, size_t nd, int e)
{
    if (nd == 1 && ds[0] == '0') {
        put_str(o, "0.0e0");
        return;
    }
    put_char(o, ds[0]);
    put_char(o, '.');
    if (nd == 1)
        put_char(o, '0');
    else
        put_digits(o, ds + 1, nd - 1);
    put_char(o, 'e');
    put_int(o, (long)e - 1);
}

static void exponent_decimals(Out *o, const char *ds, size_t nd, int e,
                              int dec)
{
    bool zero = nd == 1 && ds[0] == '0';
    if (dec <= 0 && zero) {
        put_str(o, "0e0");
        return;
    }
    if (zero) {
        put_str(o, "0.");
        put_zeros(o, (size_t)dec);
        put_str(o, "e0");
        return;
    }
    /* one digit before the point, dec (at least 1 unless dec <= 0, which
     * prints no point at all) after it */
    size_t after = dec <= 0 ? 0 : (size_t)dec;
    Seq seq;
    memcpy(seq.d, ds, nd);
    seq.len = nd;
    int carry = round_to(&seq, after + 1);
    put_char(o, seq_at(&seq, 0));
    if (dec > 0) {
        put_char(o, '.');
        for (size_t i = 1; i <= after; i++)
            put_char(o, seq_at(&seq, i));
    }
    put_char(o, 'e');
    put_int(o, (long)e - 1 + carry);
}

/* formatRealFloat of x, a Float's value when `single`. */
static size_t format_value(double x, bool single, enum dtoa_style style,
                           int decimals, char *buf, size_t cap)
{
    Out o = { buf, cap, 0 };
    if (isnan(x))
        put_str(&o, "NaN");
    else if (isinf(x))
        put_str(&o, x < 0 ? "-Infinity" : "Infinity");
    else {
        if (signbit(x))
            put_char(&o, '-');
        char ds[DTOA_MAX_DIGITS];
        int e;
        size_t nd = (size_t)(single ? dtoa_digits_float((float)x, ds, &e)
                                    : dtoa_digits(x, ds, &e));
        if (style == DTOA_GENERIC)
            style = e < 0 || e > 7 ? DTOA_EXPONENT : DTOA_FIXED;
        if (style == DTOA_FIXED && decimals < 0)
            fixed_nothing(&o, ds, nd, e);
        else if (style == DTOA_FIXED)
            fixed_decimals(&o, ds, nd, e, decimals);
        else if (decimals < 0)
            exponent_nothing(&o, ds, nd, e);
        else
            exponent_decimals(&o, ds, nd, e, decimals);
    }
    if (cap > 0)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}

size_t dtoa_format(double x, enum dtoa_style style, int decimals,
                   char *buf, size_t cap)
{
    return format_value(x, false, style, decimals, buf, cap);
}

size_t dtoa_show(double x, char buf[DTOA_SHOW_SIZE])
{
    return format_value(x, false, DTOA_GENERIC, -1, buf, DTOA_SHOW_SIZE);
}

size_t dtoa_show_float(float x, char buf[DTOA_SHOW_SIZE])
{
    return format_value(x, true, DTOA_GENERIC, -1, buf, DTOA_SHOW_SIZE);
}

/* ======================================================================
 * Parsing
 * ==================================================================== */

/* Significant decimal digits kept: a decimal string's rounding is decided
 * within its first 768 significant digits (the most a halfway point
 * between two doubles has); later digits only matter as "some non-zero
 * digit follows", which a final 1 digit stands for. */
#define KEEP_DIGITS 800

/* Limbs for the integers of a conversion: M < 10^801, and a quotient
 * M * 2^sh / 10^q with 10^q < 10^1130 and 56 extra bits. */
#define PARSE_LIMBS 72
#define POW_LIMBS 80

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
           c == '\v';
}

/* Bit position of the lowest one bit of a non-zero a. */
static size_t lowest_one(Bignum a)
{
    size_t i = 0;
    while (a.limb[i] == 0)
        i++;
    return i * 64 + (size_t)__builtin_ctzll(a.limb[i]);
}

/* The number of the format nearest to q * 2^-sh, ties to even, as a
 * double (exact for a Float unless it is beyond the Float range, where
 * converting it to float gives the infinity); `inexact` says the true value
 * is a little above q * 2^-sh (a non-zero remainder was dropped). */
static double round_binary(Bignum q, long sh, bool inexact, const Format *fmt)
{
    long len = (long)bn_bit_length(q);
    if (len == 0)
        return 0.0;
    /* keep 53 (24) bits, or fewer where the result is subnormal */
    long drop = len - (fmt->frac_bits + 1);
    if (sh + fmt->min_exp > drop)
        drop = sh + fmt->min_exp;
    if (drop <= 0) {
        assert(!inexact);
        return ldexp((double)bn_to_int64(q), (int)-sh);
    }
    uint64_t tmp[PARSE_LIMBS];
    Bignum kept = bn_shr(q, (size_t)drop, tmp);
    uint64_t mant = kept.len ? kept.limb[0] : 0;
    bool half = bn_test_bit(q, (size_t)drop - 1);
    bool below = inexact || lowest_one(q) < (size_t)drop - 1;
    if (half && (below || (mant & 1)))
        mant++;
    long scale = drop - sh;
    if (scale > 2000)
        scale = 2000;
    return ldexp((double)mant, (int)scale);
}

static Bignum power_of_ten(unsigned k, uint64_t *out)
{
    uint64_t ten[1], scratch[POW_LIMBS + 8 * POW_LIMBS];
    Bignum t = bn_from_int64(10, ten);
    assert(bn_pow_bound(t, k) <= POW_LIMBS);
    assert(bn_pow_scratch(t, k) <= 9 * POW_LIMBS);
    return bn_pow(t, k, out, scratch);
}

/* The number nearest to m * 10^e (m has `nd` significant digits). */
static double decimal_to_double(Bignum m, size_t nd, long e, const Format *fmt)
{
    if (m.len == 0)
        return 0.0;
    if ((long)nd + e > 310)
        return HUGE_VAL;
    if ((long)nd + e < -324)
        return 0.0;
    uint64_t pbuf[POW_LIMBS];
    if (e >= 0) {
        uint64_t nbuf[PARSE_LIMBS];
        Bignum p = power_of_ten((unsigned)e, pbuf);
        assert(bn_mul_bound(m.len, p.len) <= PARSE_LIMBS);
        uint64_t scratch[6 * PARSE_LIMBS];
        assert(bn_mul_scratch(m.len, p.len) <= 6 * PARSE_LIMBS);
        return round_binary(bn_mul(m, p, nbuf, scratch), 0, false, fmt);
    }
    /* Divide m * 2^sh by 10^-e with sh chosen to leave at least 56 bits in
     * the quotient, so the rounding sees its guard bits. */
    Bignum p = power_of_ten((unsigned)-e, pbuf);
    long sh = 56 + (long)bn_bit_length(p) - (long)bn_bit_length(m);
    if (sh < 0)
        sh = 0;
    uint64_t num[PARSE_LIMBS], q[PARSE_LIMBS], r[POW_LIMBS];
    uint64_t scratch[2 * PARSE_LIMBS + 2];
    assert(bn_shl_bound(m.len, (size_t)sh) <= PARSE_LIMBS);
    Bignum n = bn_shl(m, (size_t)sh, num);
    assert(bn_div_scratch(n.len, p.len) <= 2 * PARSE_LIMBS + 2);
    Bignum quot, rem;
    bn_divide(n, p, false, q, &quot, r, &rem, scratch);
    return round_binary(quot, sh, rem.len > 0, fmt);
}

/* Digits of a decimal literal: keeps the first KEEP_DIGITS significant
 * ones and folds the rest into the exponent and a sticky digit. */
typedef struct Decimal {
    char digits[KEEP_DIGITS + 1]; /* significant digits, no leading zero */
    size_t n;                     /* digits kept */
    long exp;                     /* value = digits * 10^exp */
    bool sticky;                  /* a dropped digit was non-zero */
} Decimal;

static void decimal_push(Decimal *d, char c, bool fraction)
{
    if (d->n == 0 && c == '0') {
        if (fraction)
            d->exp--;
        return;
    }
    if (d->n < KEEP_DIGITS) {
        d->digits[d->n++] = c;
        if (fraction)
            d->exp--;
    } else {
        d->sticky = d->sticky || c != '0';
        if (!fraction)
            d->exp++;
    }
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Decimal literal: digits ('.' digits)? ([eE] [+-]? digits)?, all of
 * s[i..len).  */
static bool parse_decimal(const char *s, size_t i, size_t len,
                          const Format *fmt, double *out)
{
    Decimal d;
    d.n = 0;
    d.exp = 0;
    d.sticky = false;
    size_t start = i;
    while (i < len && is_digit(s[i]))
        decimal_push(&d, s[i++], false);
    if (i == start)
        return false;
    if (i < len && s[i] == '.') {
        size_t frac = ++i;
        while (i < len && is_digit(s[i]))
            decimal_push(&d, s[i++], true);
        if (i == frac)
            return false;
    }
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        bool neg = false;
        if (i < len && (s[i] == '+' || s[i] == '-'))
            neg = s[i++] == '-';
        size_t digits = i;
        long e = 0;
        while (i < len && is_digit(s[i])) {
            if (e < 100000000)         /* saturate: the value is 0 or inf */
                e = e * 10 + (s[i] - '0');
            i++;
        }
        if (i == digits)
            return false;
        d.exp += neg ? -e : e;
    }
    if (i != len)
        return false;
    if (d.sticky) {
        d.digits[d.n++] = '1';
        d.exp--;
    }
    uint64_t mbuf[PARSE_LIMBS];
    Bignum m = { mbuf, 0, false };
    if (d.n > 0) {
        assert(bn_from_str_bound(d.n, 10) <= PARSE_LIMBS);
        bn_from_str(d.digits, d.n, 10, mbuf, &m);
    }
    *out = decimal_to_double(m, d.n, d.exp, fmt);
    return true;
}

/* 0x / 0o literal digits s[i..len) in `base` (16 or 8). */
static bool parse_radix(const char *s, size_t i, size_t len, unsigned base,
                        const Format *fmt, double *out)
{
    if (i == len)
        return false;
    while (i + 1 < len && s[i] == '0')
        i++;                            /* leading zeros add nothing */
    size_t n = len - i;
    if (bn_from_str_bound(n, base) > PARSE_LIMBS) {
        /* more than ~4000 bits: infinite unless the text is invalid */
        for (size_t j = i; j < len; j++) {
            char c = s[j];
            bool ok = base == 16 ? (is_digit(c) || (c >= 'a' && c <= 'f') ||
                                    (c >= 'A' && c <= 'F'))
                                 : (c >= '0' && c <= '7');
            if (!ok)
                return false;
        }
        *out = HUGE_VAL;
        return true;
    }
    uint64_t buf[PARSE_LIMBS];
    Bignum m;
    if (s[i] == '-' || !bn_from_str(s + i, n, base, buf, &m))
        return false;
    *out = round_binary(m, 0, false, fmt);
    return true;
}

static bool matches(const char *s, size_t i, size_t len, const char *word)
{
    size_t n = strlen(word);
    return len - i == n && memcmp(s + i, word, n) == 0;
}

static bool parse_value(const char *s, size_t len, const Format *fmt,
                        double *out)
{
    size_t i = 0;
    while (i < len && is_space(s[i]))
        i++;
    while (len > i && is_space(s[len - 1]))
        len--;
    bool neg = i < len && s[i] == '-';
    if (neg) {
        i++;
        while (i < len && is_space(s[i]))
            i++;
    }
    double v;
    if (matches(s, i, len, "NaN"))
        v = NAN;
    else if (matches(s, i, len, "Infinity"))
        v = HUGE_VAL;
    else if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        if (!parse_radix(s, i + 2, len, 16, fmt, &v))
            return false;
    } else if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'o' || s[i + 1] == 'O')) {
        if (!parse_radix(s, i + 2, len, 8, fmt, &v))
            return false;
    } else if (!parse_decimal(s, i, len, fmt, &v))
        return false;
    *out = neg ? -v : v;
    return true;
}

bool dtoa_parse(const char *s, size_t len, double *out)
{
    return parse_value(s, len, &binary64, out);
}

bool dtoa_parse_float(const char *s, size_t len, float *out)
{
    double v;
    if (!parse_value(s, len, &binary32, &v))
        return false;
    *out = (float)v;
    return true;
}
