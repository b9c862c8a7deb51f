/*
 * test_bignum.c -- unit tests for rts/bignum.c.
 *
 * Expected values come from GHC 9.0.2 (ghc -O0); the table at the end was
 * produced by a GHC program printing random operands with its results.
 * Result buffers are malloc'ed at exactly the documented bound so that
 * AddressSanitizer catches any write past it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../rts/bignum.h"

/* ---------------------------------------------------------------------
 * Helpers: every buffer is tracked and freed after each test
 * ------------------------------------------------------------------- */

#define MAX_ALLOCS 4096
static void *allocs[MAX_ALLOCS];
static size_t nallocs;

static void *track(void *p)
{
    assert_non_null(p);
    assert_true(nallocs < MAX_ALLOCS);
    allocs[nallocs++] = p;
    return p;
}

static uint64_t *limbs(size_t n) { return track(malloc(n ? n * sizeof(uint64_t) : 1)); }

static int teardown(void **state)
{
    (void)state;
    while (nallocs > 0)
        free(allocs[--nallocs]);
    return 0;
}

/* Decimal text to a Bignum (the text must be valid). */
static Bignum num(const char *s)
{
    size_t len = strlen(s);
    Bignum r;
    assert_true(bn_from_str(s, len, 10, limbs(bn_from_str_bound(len, 10)), &r));
    assert_true(bn_is_valid(r));
    return r;
}

/* Decimal text of a Bignum. */
static const char *str(Bignum a)
{
    assert_true(bn_is_valid(a));
    char *buf = track(malloc(bn_to_dec_bound(a.len)));
    size_t n = bn_to_dec(a, buf, limbs(a.len));
    assert_int_equal(n, strlen(buf));
    return buf;
}

static Bignum add(Bignum a, Bignum b) { return bn_add(a, b, limbs(bn_add_bound(a.len, b.len))); }
static Bignum sub(Bignum a, Bignum b) { return bn_sub(a, b, limbs(bn_add_bound(a.len, b.len))); }

static Bignum mul(Bignum a, Bignum b)
{
    return bn_mul(a, b, limbs(bn_mul_bound(a.len, b.len)),
                  limbs(bn_mul_scratch(a.len, b.len)));
}

static void divide(Bignum a, Bignum b, bool floored, Bignum *q, Bignum *r)
{
    bn_divide(a, b, floored, limbs(bn_quot_bound(a.len, b.len)), q,
              limbs(bn_rem_bound(a.len, b.len)), r,
              limbs(bn_div_scratch(a.len, b.len)));
}

static Bignum gcd(Bignum a, Bignum b)
{
    return bn_gcd(a, b, limbs(bn_gcd_bound(a.len, b.len)),
                  limbs(bn_gcd_scratch(a.len, b.len)));
}

static Bignum power(Bignum a, uint64_t e)
{
    return bn_pow(a, e, limbs(bn_pow_bound(a, e)), limbs(bn_pow_scratch(a, e)));
}

static Bignum shl(Bignum a, size_t n) { return bn_shl(a, n, limbs(bn_shl_bound(a.len, n))); }
static Bignum shr(Bignum a, size_t n) { return bn_shr(a, n, limbs(bn_shr_bound(a.len, n))); }
static Bignum and(Bignum a, Bignum b) { return bn_and(a, b, limbs(bn_bitop_bound(a.len, b.len))); }
static Bignum or(Bignum a, Bignum b) { return bn_or(a, b, limbs(bn_bitop_bound(a.len, b.len))); }
static Bignum xor(Bignum a, Bignum b) { return bn_xor(a, b, limbs(bn_bitop_bound(a.len, b.len))); }
static Bignum complement(Bignum a) { return bn_complement(a, limbs(bn_complement_bound(a.len))); }

static Bignum small(int64_t v) { return bn_from_int64(v, limbs(1)); }

static double bits_to_double(uint64_t w)
{
    double d;
    memcpy(&d, &w, sizeof d);
    return d;
}

/* Pseudo-random digits (xorshift): deterministic test data. */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint64_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* ---------------------------------------------------------------------
 * Tests
 * ------------------------------------------------------------------- */

static void test_int64_conversions(void **state)
{
    (void)state;
    int64_t cases[] = { 0, 1, -1, 42, -42, INT64_MAX, INT64_MIN, INT64_MIN + 1 };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint64_t one[1];
        Bignum b = bn_from_int64(cases[i], one);
        assert_true(bn_is_valid(b));
        assert_true(bn_fits_int64(b));
        assert_int_equal(bn_to_int64(b), cases[i]);
    }
    assert_string_equal(str(small(INT64_MIN)), "-9223372036854775808");
    assert_int_equal(small(0).len, 0);
    assert_false(small(0).neg);
    assert_false(bn_fits_int64(num("9223372036854775808")));
    assert_true(bn_fits_int64(num("-9223372036854775808")));
    assert_false(bn_fits_int64(num("-9223372036854775809")));
    /* fromInteger :: Integer -> Int wraps (GHC: 5 and -5) */
    assert_int_equal(bn_to_int64(num("18446744073709551621")), 5);
    assert_int_equal(bn_to_int64(num("-18446744073709551621")), -5);
    assert_int_equal(bn_to_int64(num("99999999999999999999")), 7766279631452241919);
    assert_int_equal(bn_to_int64(num("9223372036854775808")), INT64_MIN);
}

static void test_compare_and_sign(void **state)
{
    (void)state;
    assert_int_equal(bn_cmp(num("-5"), num("3")), -1);
    assert_int_equal(bn_cmp(num("3"), num("-5")), 1);
    assert_int_equal(bn_cmp(num("-5"), num("-3")), -1);
    assert_int_equal(bn_cmp(num("18446744073709551616"), num("18446744073709551615")), 1);
    assert_int_equal(bn_cmp(num("-18446744073709551616"), num("-18446744073709551616")), 0);
    assert_int_equal(bn_cmp(num("0"), num("-0")), 0);
    assert_int_equal(bn_signum(num("-7")), -1);
    assert_int_equal(bn_signum(num("0")), 0);
    assert_int_equal(bn_signum(num("123456789012345678901234567890")), 1);
    assert_string_equal(str(bn_neg(num("12"))), "-12");
    assert_string_equal(str(bn_neg(num("-12"))), "12");
    assert_false(bn_neg(num("0")).neg);
    assert_string_equal(str(bn_abs(num("-340282366920938463463374607431768211456"))),
                        "340282366920938463463374607431768211456");
    assert_int_equal(bn_bit_length(num("0")), 0);
    assert_int_equal(bn_bit_length(num("-1")), 1);
    assert_int_equal(bn_bit_length(num("18446744073709551616")), 65);
}

static void test_add_sub(void **state)
{
    (void)state;
    assert_string_equal(str(add(num("18446744073709551615"), num("1"))), "18446744073709551616");
    assert_string_equal(str(sub(num("18446744073709551616"), num("1"))), "18446744073709551615");
    assert_string_equal(str(add(num("-18446744073709551616"), num("18446744073709551616"))), "0");
    assert_false(sub(num("-5"), num("-5")).neg);
    assert_string_equal(str(sub(num("3"), num("5"))), "-2");
    assert_string_equal(str(add(num("-3"), num("-5"))), "-8");
    assert_string_equal(str(sub(num("-3"), num("-5"))), "2");
    assert_string_equal(str(add(num("340282366920938463463374607431768211455"), num("1"))),
                        "340282366920938463463374607431768211456");
    assert_string_equal(str(sub(num("1"), num("340282366920938463463374607431768211456"))),
                        "-340282366920938463463374607431768211455");
}

static void test_factorials_and_powers(void **state)
{
    (void)state;
    Bignum f = small(1);
    for (int i = 2; i <= 30; i++)
        f = mul(f, small(i));
    assert_string_equal(str(f), "265252859812191058636308480000000");
    for (int i = 31; i <= 1000; i++)
        f = mul(f, small(i));
    /* GHC: length (show (product [1..1000])) == 2568, digit sum 10539 */
    const char *s = str(f);
    assert_int_equal(strlen(s), 2568);
    long digit_sum = 0;
    for (const char *p = s; *p; p++)
        digit_sum += *p - '0';
    assert_int_equal(digit_sum, 10539);
    assert_memory_equal(s, "402387260077093773543702433923", 30);

    assert_string_equal(str(shl(small(1), 100)), "1267650600228229401496703205376");
    assert_string_equal(str(power(small(2), 100)), "1267650600228229401496703205376");
    assert_string_equal(str(power(small(3), 100)),
                        "515377520732011331036461129765621272702107522001");
    Bignum m = power(small(-2), 63);
    assert_true(bn_fits_int64(m));
    assert_int_equal(bn_to_int64(m), INT64_MIN);
    assert_string_equal(str(power(small(-3), 41)), "-36472996377170786403");
    assert_string_equal(str(power(small(0), 0)), "1");
    assert_string_equal(str(power(small(0), 5)), "0");
    assert_string_equal(str(power(small(-1), 1001)), "-1");
    assert_string_equal(str(power(num("-123456789012345678901234567890"), 0)), "1");
    assert_int_equal(bn_pow_bound(small(2), UINT64_MAX), SIZE_MAX);
}

/* Knuth-style square of 10^700 - 1 is 9..98 0..01: big enough for the
 * Karatsuba and slicing paths; the products are checked by division,
 * which shares no code with multiplication. */
static void test_large_multiplication(void **state)
{
    (void)state;
    char *nines = track(malloc(701));
    memset(nines, '9', 700);
    nines[700] = '\0';
    const char *sq = str(mul(num(nines), num(nines)));
    assert_int_equal(strlen(sq), 1400);
    for (int i = 0; i < 699; i++)
        assert_int_equal(sq[i], '9');
    assert_int_equal(sq[699], '8');
    for (int i = 700; i < 1399; i++)
        assert_int_equal(sq[i], '0');
    assert_int_equal(sq[1399], '1');

    for (int round = 0; round < 40; round++) {
        size_t an = 1 + rng() % 300, bn = 1 + rng() % 300;
        uint64_t *a = limbs(an), *b = limbs(bn);
        for (size_t i = 0; i < an; i++) a[i] = rng();
        for (size_t i = 0; i < bn; i++) b[i] = round % 4 == 0 ? ~UINT64_C(0) : rng();
        a[an - 1] |= 1;
        b[bn - 1] |= 1;
        Bignum x = { a, an, round % 2 == 0 }, y = { b, bn, round % 3 == 0 };
        Bignum p = mul(x, y), q, r;
        assert_int_equal(p.len >= an + bn - 1, true);
        assert_int_equal(p.neg, x.neg != y.neg);
        divide(p, y, false, &q, &r);
        assert_int_equal(r.len, 0);
        assert_int_equal(bn_cmp(q, x), 0);
        /* and (p +- 1) / x leaves remainder +-1 */
        divide(p.neg ? sub(p, small(1)) : add(p, small(1)), x, false, &q, &r);
        assert_int_equal(bn_cmp(q, y), 0);
        assert_string_equal(str(r), p.neg ? "-1" : "1");
    }
}

static void test_decimal_text(void **state)
{
    (void)state;
    assert_string_equal(str(num("0")), "0");
    assert_string_equal(str(num("-0")), "0");
    assert_string_equal(str(num("000123")), "123");
    assert_string_equal(str(num("-0000000000000000000000000000000123")), "-123");
    assert_string_equal(str(num("10000000000000000000")), "10000000000000000000");
    assert_string_equal(str(num("-100000000000000000000000000000000000000")),
                        "-100000000000000000000000000000000000000");
    /* a 10,000-digit round trip, chunk boundaries full of zeros */
    char *big = track(malloc(10002));
    big[0] = '-';
    for (int i = 1; i <= 10000; i++)
        big[i] = (char)(i == 1 ? '7' : (i % 97 < 40 ? '0' : '0' + (int)(rng() % 10)));
    big[10001] = '\0';
    assert_string_equal(str(num(big)), big);

    Bignum r;
    uint64_t out[8];
    assert_false(bn_from_str("", 0, 10, out, &r));
    assert_false(bn_from_str("-", 1, 10, out, &r));
    assert_false(bn_from_str("12a", 3, 10, out, &r));
    assert_false(bn_from_str("+5", 2, 10, out, &r));
    assert_false(bn_from_str(" 5", 2, 10, out, &r));
    assert_false(bn_from_str("1e3", 3, 10, out, &r));
    assert_false(bn_from_str("12", 2, 2, out, &r));
    assert_true(bn_from_str("ffFF", 4, 16, out, &r));
    assert_int_equal(bn_to_int64(r), 65535);
    assert_true(bn_from_str("-777", 4, 8, out, &r));
    assert_int_equal(bn_to_int64(r), -511);
    assert_true(bn_from_str("10000000000000000000000000000000000000000000000000000000000000000", 65, 2, out, &r));
    assert_string_equal(str(r), "18446744073709551616");
    assert_true(bn_from_str("1f", 2, 16, out, &r));
    assert_int_equal(bn_to_int64(r), 31);
}

static void expect_divide(const char *a, const char *b, bool floored,
                          const char *q, const char *r)
{
    Bignum qq, rr;
    divide(num(a), num(b), floored, &qq, &rr);
    assert_string_equal(str(qq), q);
    assert_string_equal(str(rr), r);
    /* the single-result forms agree */
    Bignum x = num(a), y = num(b);
    uint64_t *scratch = limbs(bn_div_scratch(x.len, y.len));
    Bignum q1 = floored ? bn_div(x, y, limbs(bn_quot_bound(x.len, y.len)), scratch)
                        : bn_quot(x, y, limbs(bn_quot_bound(x.len, y.len)), scratch);
    Bignum r1 = floored ? bn_mod(x, y, limbs(bn_rem_bound(x.len, y.len)), scratch)
                        : bn_rem(x, y, limbs(bn_rem_bound(x.len, y.len)), scratch);
    assert_string_equal(str(q1), q);
    assert_string_equal(str(r1), r);
}

static void test_division_signs(void **state)
{
    (void)state;
    expect_divide("7", "2", false, "3", "1");
    expect_divide("-7", "2", false, "-3", "-1");
    expect_divide("7", "-2", false, "-3", "1");
    expect_divide("-7", "-2", false, "3", "-1");
    expect_divide("7", "2", true, "3", "1");
    expect_divide("-7", "2", true, "-4", "1");
    expect_divide("7", "-2", true, "-4", "-1");
    expect_divide("-7", "-2", true, "3", "-1");
    expect_divide("-6", "2", true, "-3", "0");
    expect_divide("0", "-5", true, "0", "0");
    expect_divide("3", "-18446744073709551616", false, "0", "3");
    expect_divide("3", "-18446744073709551616", true, "-1", "-18446744073709551613");
    expect_divide("-1", "1267650600228229401496703205376", true, "-1",
                  "1267650600228229401496703205375");
    /* a = 2^130 + 12345, b = -(2^70 + 99), from GHC */
    const char *a = "1361129467683753853853498429727072858169";
    const char *b = "-1180591620717411303523";
    expect_divide(a, b, false, "-1152921504606846975", "1066452391761333465244");
    expect_divide(a, b, true, "-1152921504606846976", "-114139228956077838279");
    expect_divide("-1361129467683753853853498429727072858169", b, false,
                  "1152921504606846975", "-1066452391761333465244");
    expect_divide("-1361129467683753853853498429727072858169", "1180591620717411303523", true,
                  "-1152921504606846976", "114139228956077838279");
    expect_divide("-1606938044258990275541962092341162602522202993782792835301376", "3", true,
                  "-535646014752996758513987364113720867507400997927597611767126", "2");
    /* cases where the quotient estimate must be corrected by adding back */
    expect_divide("-11873132346605384868307322213221479605096463",
                  "48660378469694200279948041857465080348756", false,
                  "-243", "-48660378469694200279948041857465080348755");
    expect_divide("-916456853366455391476469112822439173429716427220811887148924",
                  "-49681225570457015665984734078364930801795", false,
                  "18446744073709551614", "-49681225570457015665984734078364930801794");
}

/* A limb for the division tests: often one of the values that steer the
 * long division's quotient estimate (zero, all ones, a lone top bit). */
static uint64_t awkward_limb(void)
{
    switch (rng() % 8) {
    case 0: return 0;
    case 1: return UINT64_MAX;
    case 2: return UINT64_C(1) << 63;
    case 3: return 1;
    case 4: return (UINT64_C(1) << 63) - 1;
    case 5: return rng() % 1000;
    default: return rng();
    }
}

/* A number of n limbs (top limb non-zero), its top bit set when `top`. */
static Bignum awkward_number(size_t n, bool top, bool neg)
{
    uint64_t *d = limbs(n);
    for (size_t i = 0; i < n; i++)
        d[i] = awkward_limb();
    if (d[n - 1] == 0)
        d[n - 1] = 1 + rng() % 5;
    if (top)
        d[n - 1] |= UINT64_C(1) << 63;
    Bignum r = {d, n, neg};
    return r;
}

/* Division against its definition, over sizes and signs: a = q b + r with
 * |r| < |b| and r of the right sign, the quotient and remainder of a
 * dividend built as b q0 + r0 being q0 and r0 (so the quotient estimate
 * meets its corrections: the add-back and the all-ones quotient limb), and
 * single-limb divisors of every shift, powers of two among them. */
static void test_division_identity(void **state)
{
    (void)state;
    for (int it = 0; it < 3000; it++) {
        size_t bn = 1 + rng() % (it % 10 == 0 ? 40 : 5);
        size_t qn = 1 + rng() % (it % 7 == 0 ? 40 : 5);
        Bignum b = awkward_number(bn, rng() % 2, false);
        Bignum q0 = awkward_number(qn, false, false);
        Bignum r0 = awkward_number(bn, false, false);
        if (bn_cmp(r0, b) >= 0)
            r0 = sub(r0, b);      /* r0 < 2^(64 bn) <= 2 b when b's top bit is set */
        if (bn_cmp(r0, b) >= 0)
            r0 = small((int64_t)(rng() % 1000));
        if (bn_cmp(r0, b) >= 0)
            r0 = small(0);
        Bignum a = add(mul(b, q0), r0);
        Bignum q, r;
        divide(a, b, false, &q, &r);
        assert_int_equal(bn_cmp(q, q0), 0);
        assert_int_equal(bn_cmp(r, r0), 0);
        for (int k = 0; k < 4; k++) {
            Bignum x = (k & 1) ? bn_neg(a) : a;
            Bignum y = (k & 2) ? bn_neg(b) : b;
            for (int floored = 0; floored < 2; floored++) {
                divide(x, y, floored, &q, &r);
                assert_true(bn_is_valid(q) && bn_is_valid(r));
                assert_int_equal(bn_cmp(add(mul(q, y), r), x), 0);
                assert_true(bn_cmp(bn_abs(r), bn_abs(y)) < 0);
                if (r.len > 0)
                    assert_int_equal(r.neg, floored ? y.neg : x.neg);
            }
        }
        /* the dividend by a divisor of fewer limbs, and a smaller one */
        Bignum c = awkward_number(1 + rng() % 3, false, rng() % 2);
        divide(a, c, true, &q, &r);
        assert_int_equal(bn_cmp(add(mul(q, c), r), a), 0);
        assert_true(bn_cmp(bn_abs(r), bn_abs(c)) < 0);
        if (bn_cmp(bn_abs(c), a) < 0) {
            divide(c, a, false, &q, &r);
            assert_true(q.len == 0 && bn_cmp(r, c) == 0);
        }
        teardown(NULL);
    }
}

/* x * x (one operand twice: the squaring path) equals x times a copy of
 * x, for sizes on both sides of the Karatsuba threshold. */
static void test_squares(void **state)
{
    (void)state;
    for (int it = 0; it < 400; it++) {
        size_t n = 1 + rng() % (it % 4 == 0 ? 90 : 12);
        Bignum x = awkward_number(n, rng() % 2, rng() % 2);
        uint64_t *copy = limbs(n);
        memcpy(copy, x.limb, n * sizeof *copy);
        Bignum y = {copy, n, x.neg};
        Bignum sq = mul(x, x), prod = mul(x, y);
        assert_true(bn_is_valid(sq) && !sq.neg);
        assert_int_equal(bn_cmp(sq, prod), 0);
        teardown(NULL);
    }
}

static void test_gcd(void **state)
{
    (void)state;
    assert_string_equal(str(gcd(num("0"), num("0"))), "0");
    assert_string_equal(str(gcd(num("0"), num("-9"))), "9");
    assert_string_equal(str(gcd(num("-12"), num("18"))), "6");
    assert_string_equal(str(gcd(num("17"), num("-5"))), "1");
    /* gcd (2^100 * 3^20) (2^64 * 3^50 * 5) == 2^64 * 3^20 */
    Bignum x = mul(power(small(2), 100), power(small(3), 20));
    Bignum y = mul(mul(power(small(2), 64), power(small(3), 50)), small(5));
    assert_string_equal(str(gcd(x, y)), "64319819485449658779373142016");
    assert_string_equal(str(gcd(y, x)), "64319819485449658779373142016");
    /* gcd (product [1..60]) (2^200 + 2^64) == 2^56 */
    Bignum f = small(1);
    for (int i = 2; i <= 60; i++)
        f = mul(f, small(i));
    assert_string_equal(str(gcd(f, add(shl(small(1), 200), shl(small(1), 64)))),
                        "72057594037927936");
    assert_string_equal(str(gcd(f, bn_neg(f))), str(f));
}

static void test_bits(void **state)
{
    (void)state;
    assert_string_equal(str(shr(small(-5), 1)), "-3");
    assert_string_equal(str(shr(small(-1), 100)), "-1");
    assert_string_equal(str(shr(small(5), 100)), "0");
    assert_string_equal(str(shr(small(-4), 2)), "-1");
    assert_string_equal(str(complement(small(5))), "-6");
    assert_string_equal(str(complement(small(-6))), "5");
    assert_string_equal(str(complement(small(0))), "-1");
    assert_string_equal(str(and(small(-6), small(5))), "0");
    assert_string_equal(str(or(small(-6), small(5))), "-1");
    assert_string_equal(str(xor(small(-6), small(5))), "-1");
    assert_int_equal(bn_popcount(small(-1)), -1);
    assert_int_equal(bn_popcount(small(-7)), -3);
    assert_int_equal(bn_popcount(bn_neg(shl(small(1), 70))), -1);
    assert_true(bn_test_bit(small(-5), 1));
    assert_false(bn_test_bit(small(-5), 2));
    assert_true(bn_test_bit(small(-5), 200));

    /* a = 2^130 + 12345, b = -(2^70 + 99), from GHC */
    Bignum a = num("1361129467683753853853498429727072858169");
    Bignum b = num("-1180591620717411303523");
    assert_string_equal(str(and(a, b)), "1361129467683753853853498429727072858137");
    assert_string_equal(str(or(a, b)), "-1180591620717411303491");
    assert_string_equal(str(xor(a, b)), "-1361129467683753855034090050444484161628");
    assert_string_equal(str(complement(b)), "1180591620717411303522");
    assert_string_equal(str(shr(b, 3)), "-147573952589676412941");
    assert_string_equal(str(shr(b, 70)), "-2");
    assert_string_equal(str(shr(b, 71)), "-1");
    assert_string_equal(str(shl(b, 130)),
                        "-1606938044258990275676713909641854234053699338325773047037952");
    assert_int_equal(bn_popcount(a), 7);
    assert_int_equal(bn_popcount(b), -5);
    assert_true(bn_test_bit(b, 0));
    assert_false(bn_test_bit(b, 1));
    assert_true(bn_test_bit(b, 3));
    assert_false(bn_test_bit(b, 70));
    assert_true(bn_test_bit(b, 500));
    /* results whose magnitude needs the extra limb */
    Bignum m64 = num("-18446744073709551616");
    assert_string_equal(str(and(m64, m64)), "-18446744073709551616");
    assert_string_equal(str(or(m64, num("18446744073709551615"))), "-1");
    assert_string_equal(str(xor(small(-1), shl(small(1), 128))),
                        "-340282366920938463463374607431768211457");
}

static void test_double_conversions(void **state)
{
    (void)state;
    /* fromInteger: truncated once the Integer is big (GHC 9.0.2) ... */
    assert_true(bn_to_double(num("1180591620717411434497")) == ldexp(1, 70));
    assert_true(bn_to_double(num("-1180591620717411434497")) == -ldexp(1, 70));
    assert_true(bn_to_double(num("9223372036854776833")) == ldexp(1, 63));
    /* ... rounded to nearest while it fits an Int */
    assert_true(bn_to_double(num("4611686018427388417")) == ldexp(1, 62) + ldexp(1, 10));
    assert_true(bn_to_double(num("9007199254740993")) == ldexp(1, 53));
    assert_true(bn_to_double(num("-9223372036854775808")) == -ldexp(1, 63));
    assert_true(bn_to_double(num("0")) == 0.0);
    Bignum just_below = sub(shl(small(1), 1024), small(1));
    assert_true(bn_to_double(just_below) == 1.7976931348623157e308);
    assert_true(isinf(bn_to_double(shl(small(1), 1024))));
    assert_true(bn_to_double(bn_neg(shl(small(1), 5000))) == -HUGE_VAL);

    uint64_t out[BN_DOUBLE_LIMBS];
    assert_string_equal(str(bn_from_double(1e20, out)), "100000000000000000000");
    assert_string_equal(str(bn_from_double(-123456.9, out)), "-123456");
    assert_string_equal(str(bn_from_double(-2.5, out)), "-2");
    assert_string_equal(str(bn_from_double(0.999, out)), "0");
    assert_string_equal(str(bn_from_double(-0.0, out)), "0");
    assert_string_equal(str(bn_from_double(5e-324, out)), "0");
    assert_string_equal(str(bn_from_double(1.7976931348623157e308, out)),
        "17976931348623157081452742373170435679807056752584499659891747680315726078002853876058955863276687817154045895351438246423432132688946418276846754670353751698604991057655128207624549009038932894407586850845513394230458323690322294816580855933212334827479782620414472316873817718091929988125040402618412485836" "8");
    /* Infinity and NaN bit patterns as GHC's decodeFloat reads them */
    assert_string_equal(str(bn_from_double(bits_to_double(0x7ff0000000000000u), out)),
        "17976931348623159077293051907890247336179769789423065727343008115773267580550096313270847732240753602112011387987139335765878976881441662249284743063947412437776789342486548527630221960124609411945308295208500576883815068234246288147391311054082723716335051068458629823994724593847971630483535632962422413721" "6");
    assert_string_equal(str(bn_from_double(bits_to_double(0xfff8000000000000u), out)),
        "-26965397022934738615939577861835371004269654684134598591014512173659901370825144469906271598361130403168017081980709003648818465322162493373927114595921118656665184013729822791445332940186914117917962442812750865325722602351369432221086966581124085574502576602687944735992086890771957445725303449443633620582" "4");
}

/* Random operands and GHC's answers (GenBn.hs, seed 2024, up to 3 limbs). */
static const char *const ghc_table[] = {
    "add 1 0 1",
    "add 2759917517430624566515979204208011791166465048578958294865 -3242333660772052537634618782629651999891022263422024382346 -482416143341427971118639578421640208724557214843066087481",
    "add 0 1478437606562688758 1478437606562688758",
    "add -1364167254407739290 6277101735386680763495507056286727952638980837032266301439 6277101735386680763495507056286727952637616669777858562149",
    "and -15311094 15579122 268034",
    "and 12433815 12707368166282555339 2140547",
    "and -131987790700014826143023655240011933575 -8665161145893161061 -131987790700014826146500649805709766631",
    "and 297358736515543607948876882940802289650 -7507391438548809410 297358736515543607941948648895005083954",
    "cmp 6277101735386680763155224689365789489203276345711062417409 340282366920938463444927863358058659838 1",
    "cmp 1 -4697123202143405600 1",
    "cmp 8182971640545831638 -6277101735386680763835789423207666416093132072427179737087 1",
    "cmp 0 0 0",
    "complement 16515520793377837736490690197416643565 -16515520793377837736490690197416643566",
    "complement 0 -1",
    "complement -170141183460469231750134047789593657346 170141183460469231750134047789593657345",
    "complement 10964499 -10964500",
    "divmod -1454251476799829738643655551944043419373258017895154681946 -2358219 616673632431860543335311755161010669226758845508052 -1802558",
    "divmod -6277101735386680763835789423207666416102355444464034512895 2 -3138550867693340381917894711603833208051177722232017256448 1",
    "divmod 340282366920938463463374607431768211456 6277101735386680763835789423207666416102355444464034512895 0 340282366920938463463374607431768211456",
    "divmod 60408505676771005304184070786660812121 36893488147419103231 1637375827283951281 15709102543347123210",
    "fromdouble 426801769544260117 0",
    "fromdouble 6265059969057561803 675036919134813702418192310512142646634627144646276633222541291696365639012372478196164303843500253794761965568",
    "fromdouble 325086964114347173 0",
    "gcd -476300274190768277812534919788107651957719691107241695749 9223372036854775809 1",
    "gcd 1765908144479443999851000731018413040519618922710732045953 289156980935833352502373497535283960258 1",
    "gcd 12722434224641581715 -4969204688860969179001074297036517535931569525619281227854 1",
    "gcd 223339002525818019906712174492521280005 0 223339002525818019906712174492521280005",
    "mul -340282366920938463463374607431768211456 0 0",
    "mul -3587654140638396919510955189072242608589795804389276808308 -2834267554527590468766756470753968206790782787280055472986 10168371727677973365375856516631693694337785995892969483061065551831410813721885541785605533287662245813177394367688",
    "mul -1 -11125008 11125008",
    "mul -1392036 -3832587306000302893069567891807470927617223157282175697625 5335099503095437638056989009840104600196568854970450729419114500",
    "or 1 622241940182776240074343924002455478685517825429570935203 622241940182776240074343924002455478685517825429570935203",
    "or 277379192237553518343302040493388803304 193 277379192237553518343302040493388803305",
    "or -3138550867693340382088035895064302439792088397984756137983 0 -3138550867693340382088035895064302439792088397984756137983",
    "or 0 17694683079888800101700346320864677986481 17694683079888800101700346320864677986481",
    "popcount 66695343916503938839577739563648661061750 11",
    "popcount 0 0",
    "popcount 0 0",
    "popcount 0 0",
    "pow -50000 24 59604644775390625000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "pow -50000 20 9536743164062500000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "pow 37269 7 99869799870317295939583302904989",
    "pow 6836 8 4768880417614839779763494649856",
    "quotrem -204077953000927255957287119 -11063088 18446744073709551614 -11063087",
    "quotrem 0 18446744073709551615 0 0",
    "quotrem 5369534309394034683035765071497019686890629181554752601750 -199 -26982584469316757201184749103000098929098639103290214079 29",
    "quotrem 279512319304162692795040738264141201073 13886417108222711421 20128469217495425733 2582933774144804480",
    "shl -18446744073709551616 145 -822752278660603021077484591278675252491367932816789931674304512",
    "shl 0 32 0",
    "shl 2016 279 1958210243363534903486817602078107057895546093764556637421826909016815519486850166161408",
    "shl -9223372036854775808 73 -87112285931760246646623899502532662132736",
    "shr -6225312318781338972609886048081597170337392377389850645333 234 -1",
    "shr 3889 111 0",
    "shr -2465632921909942605474890581528965157365164001485038306421 163 -210881814",
    "shr -1 20 -1",
    "sub -18446744073709551616 2001866022258526175168988776384800195805758498486870272488 -2001866022258526175168988776384800195824205242560579824104",
    "sub 1 2637884402540465881157 -2637884402540465881156",
    "sub -92310067822104572864209246069684832812 -140 -92310067822104572864209246069684832672",
    "sub 2 6277101735386680763835789423207666416102355444464034512895 -6277101735386680763835789423207666416102355444464034512893",
    "testbit 5317731652754769278679038981171308471254407792098684823659 172 1",
    "testbit 105 239 0",
    "testbit 340282366920938463463374607431768211455 182 0",
    "testbit -340282366920938463435704491321203884033 255 1",
    "todouble 0 0",
    "todouble -210064915126843016840963212879777065545 14403568380708932408",
    "todouble -850705917302346158686106634689984856065 14412644707492429824",
    "todouble 15689785 4714684999784202240",
    "toint 306683245223663282135424704853101937043 -221584594980142701",
    "toint 6277101735386680763835789423207666416102355444464034512895 -1",
    "toint 0 0",
    "toint 919126 919126",
    "xor -340282366920938463463374607431768211455 11025817724719897917 -340282366920938463452348789707048313540",
    "xor -3116015899587885627849856547394338239194932113549956696069 922337203685477580962 -3116015899587885627849856547394338238862890720223184767143",
    "xor 0 5796815 5796815",
    "xor -340282366920938463463374607431768211455 0 -340282366920938463463374607431768211455",
};

static void run_table_line(const char *line)
{
    char copy[1024];
    assert_true(strlen(line) < sizeof copy);
    strcpy(copy, line);
    char *tok[6];
    int nt = 0;
    for (char *t = strtok(copy, " "); t && nt < 6; t = strtok(NULL, " "))
        tok[nt++] = t;
    const char *op = tok[0];
    char buf[64];
    const char *got;
    const char *want = tok[nt - 1];
    if (!strcmp(op, "add")) got = str(add(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "sub")) got = str(sub(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "mul")) got = str(mul(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "and")) got = str(and(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "or")) got = str(or(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "xor")) got = str(xor(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "gcd")) got = str(gcd(num(tok[1]), num(tok[2])));
    else if (!strcmp(op, "complement")) got = str(complement(num(tok[1])));
    else if (!strcmp(op, "shl")) got = str(shl(num(tok[1]), strtoul(tok[2], NULL, 10)));
    else if (!strcmp(op, "shr")) got = str(shr(num(tok[1]), strtoul(tok[2], NULL, 10)));
    else if (!strcmp(op, "pow")) got = str(power(num(tok[1]), strtoul(tok[2], NULL, 10)));
    else if (!strcmp(op, "quotrem") || !strcmp(op, "divmod")) {
        expect_divide(tok[1], tok[2], op[0] == 'd', tok[3], tok[4]);
        return;
    } else if (!strcmp(op, "popcount")) {
        snprintf(buf, sizeof buf, "%" PRId64, bn_popcount(num(tok[1])));
        got = buf;
    } else if (!strcmp(op, "testbit")) {
        got = bn_test_bit(num(tok[1]), strtoul(tok[2], NULL, 10)) ? "1" : "0";
    } else if (!strcmp(op, "cmp")) {
        snprintf(buf, sizeof buf, "%d", bn_cmp(num(tok[1]), num(tok[2])));
        got = buf;
    } else if (!strcmp(op, "toint")) {
        snprintf(buf, sizeof buf, "%" PRId64, bn_to_int64(num(tok[1])));
        got = buf;
    } else if (!strcmp(op, "todouble")) {
        double d = bn_to_double(num(tok[1]));
        uint64_t w;
        memcpy(&w, &d, sizeof w);
        snprintf(buf, sizeof buf, "%" PRIu64, w);
        got = buf;
    } else if (!strcmp(op, "fromdouble")) {
        got = str(bn_from_double(bits_to_double(strtoull(tok[1], NULL, 10)),
                                 limbs(BN_DOUBLE_LIMBS)));
    } else {
        fail_msg("unknown table op %s", op);
        return;
    }
    if (strcmp(got, want) != 0)
        fail_msg("%s\n  got %s", line, got);
}

static void test_ghc_random_table(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof ghc_table / sizeof ghc_table[0]; i++)
        run_table_line(ghc_table[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_int64_conversions, teardown),
        cmocka_unit_test_teardown(test_compare_and_sign, teardown),
        cmocka_unit_test_teardown(test_add_sub, teardown),
        cmocka_unit_test_teardown(test_factorials_and_powers, teardown),
        cmocka_unit_test_teardown(test_large_multiplication, teardown),
        cmocka_unit_test_teardown(test_decimal_text, teardown),
        cmocka_unit_test_teardown(test_division_signs, teardown),
        cmocka_unit_test_teardown(test_division_identity, teardown),
        cmocka_unit_test_teardown(test_squares, teardown),
        cmocka_unit_test_teardown(test_gcd, teardown),
        cmocka_unit_test_teardown(test_bits, teardown),
        cmocka_unit_test_teardown(test_double_conversions, teardown),
        cmocka_unit_test_teardown(test_ghc_random_table, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
