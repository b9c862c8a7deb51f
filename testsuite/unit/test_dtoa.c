/*
 * test_dtoa.c -- unit tests for rts/dtoa.c.
 *
 * Every expected string was printed by GHC 9.0.2 (show, showFFloat,
 * showEFloat, showGFloat, read); doubles and floats are given by their bit
 * patterns.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../../rts/dtoa.h"

static double from_bits(uint64_t w)
{
    double d;
    memcpy(&d, &w, sizeof d);
    return d;
}

static uint64_t to_bits(double d)
{
    uint64_t w;
    memcpy(&w, &d, sizeof w);
    return w;
}

struct show_case {
    uint64_t bits;      /* the double */
    const char *text;   /* show x in GHC */
};

/* Chosen values: ties, boundaries, powers of two, extremes. */
static const struct show_case chosen[] = {
    { 0x0ULL, "0.0" },
    { 0x8000000000000000ULL, "-0.0" },
    { 0x3ff0000000000000ULL, "1.0" },
    { 0xbff0000000000000ULL, "-1.0" },
    { 0x3fb999999999999aULL, "0.1" },
    { 0x3fc999999999999aULL, "0.2" },
    { 0x3fd3333333333333ULL, "0.3" },
    { 0x3fd5555555555555ULL, "0.3333333333333333" },
    { 0x3fe5555555555555ULL, "0.6666666666666666" },
    { 0x3fd3333333333334ULL, "0.30000000000000004" },
    { 0x3ff8000000000000ULL, "1.5" },
    { 0x40fe240c9fbe76c9ULL, "123456.789" },
    { 0x416312cfe0000000ULL, "9999999.0" },
    { 0x416312d000000000ULL, "1.0e7" },
    { 0x416312cff0000000ULL, "9999999.5" },
    { 0x3fb9999999999999ULL, "9.999999999999999e-2" },
    { 0x3fb999999999999aULL, "0.1" },
    { 0x3f847ae147ae147bULL, "1.0e-2" },
    { 0x3f847ae147ae147bULL, "1.0e-2" },
    { 0x416c9c3800000000ULL, "1.5e7" },
    { 0x4480f0cf064dd592ULL, "1.0e22" },
    { 0x44b52d02c7e14af6ULL, "9.999999999999999e22" },
    { 0x1ULL, "5.0e-324" },
    { 0x2ULL, "1.0e-323" },
    { 0x10000000000000ULL, "2.2250738585072014e-308" },
    { 0xfffffffffffffULL, "2.225073858507201e-308" },
    { 0x7fefffffffffffffULL, "1.7976931348623157e308" },
    { 0x1ULL, "5.0e-324" },
    { 0x4059000000000000ULL, "100.0" },
    { 0x444b1ae4d6e2ef50ULL, "1.0e21" },
    { 0x441ac53a7e04bcdaULL, "1.2345678901234568e20" },
    { 0x400921fb54442d18ULL, "3.141592653589793" },
    { 0x4005bf0a8b145769ULL, "2.718281828459045" },
    { 0x44dfe185ca57c517ULL, "6.02214076e23" },
    { 0x390b860bde023111ULL, "6.62607015e-34" },
    { 0x4340000000000000ULL, "9.007199254740992e15" },
    { 0x4340000000000000ULL, "9.007199254740992e15" },
    { 0x0ULL, "0.0" },
    { 0x7fe0000000000000ULL, "8.98846567431158e307" },
    { 0x10000000000000ULL, "2.2250738585072014e-308" },
    { 0x3fe0000000000000ULL, "0.5" },
    { 0x3fd0000000000000ULL, "0.25" },
    { 0x3fc0000000000000ULL, "0.125" },
    { 0x3eea36e2eb1c432dULL, "1.25e-5" },
    { 0x41b1de784a000000ULL, "2.99792458e8" },
    { 0x7ff0000000000000ULL, "Infinity" },
    { 0xfff0000000000000ULL, "-Infinity" },
    { 0xfff8000000000000ULL, "NaN" },
    { 0xbf589374bc6a7efaULL, "-1.5e-3" },
    { 0x28025e818a2b3a3ULL, "1.23456789e-296" },
    { 0x5c0ab9347ed7ULL, "5.0e-310" },
    { 0x416312cff0000000ULL, "9999999.5" },
    { 0x447c7e83209e90b2ULL, "8.409999999999999e21" },
    { 0x3e9d313e3b79fe9fULL, "4.35e-7" },
    { 0x7fd5555555555555ULL, "5.992310449541053e307" },
    { 0x4023000000000000ULL, "9.5" },
    { 0x3fee666666666666ULL, "0.95" },
    { 0x43b0000000000000ULL, "1.152921504606847e18" },
    { 0x43f0000000000000ULL, "1.8446744073709552e19" },
    { 0x3c30000000000000ULL, "8.673617379884035e-19" },
    { 0x3ff6a09e667f3bcdULL, "1.4142135623730951" },
    { 0x54c8db0ed1476826ULL, "2.718281828459045e100" },
};

/* Random doubles from a GHC program (GenD.hs, seed 77). */
static const struct show_case random_ghc[] = {
    { 4634768373892545249ULL, "72.02" },
    { 9227710274108186889ULL, "-2.1433739904191013e-308" },
    { 4668037895354314654ULL, "12391.467" },
    { 8723472478216650752ULL, "1.3848924157002783e275" },
    { 9226302329424928407ULL, "-1.44775689117625e-308" },
    { 4671548110164378981ULL, "21169.021087353485" },
    { 1244157709794834274ULL, "1.6999999999999994e-225" },
    { 6279956267591157394ULL, "6.880000000000001e111" },
    { 4616597752267389224ULL, "4.362496" },
    { 4686029175875908403ULL, "197590.65" },
    { 4960472614604278353ULL, "4.3708167517990677e23" },
    { 4654074052491631552ULL, "1445.9231" },
    { 8633400485669240832ULL, "1.3207363278391631e269" },
    { 4513254900086931794ULL, "5.454546049902056e-7" },
    { 6521636085034023395ULL, "9.480000000000001e127" },
    { 9224540230353089696ULL, "-5.77164275211996e-309" },
    { 4549757419127428754ULL, "1.5247664e-4" },
    { 6039782550588960278ULL, "5.88e95" },
    { 4623524490326563032ULL, "13.029350526147411" },
    { 3740536922313783ULL, "1.848070790315988e-308" },
    { 4522515903648797087ULL, "2.2893087251054887e-6" },
    { 9692871295603792373ULL, "-2.8201139655144154e-277" },
    { 4244165791388456ULL, "2.096896512779663e-308" },
    { 4593919831668056788ULL, "0.13188926" },
    { 4026922237021176607ULL, "1.6991141704664246e-39" },
    { 4927631589805379600ULL, "2.7248280676217504e21" },
    { 4638812374844755610ULL, "130.97742" },
    { 4630843620349434149ULL, "40.122948802936925" },
    { 4649333067552022202ULL, "695.9739645300062" },
    { 4634367060944500031ULL, "66.317" },
    { 4639516610195141147ULL, "150.99299249927648" },
    { 4589634212747834487ULL, "6.896972e-2" },
    { 4546491686785385011ULL, "9.301455e-5" },
    { 4634396679316515644ULL, "66.73790238161467" },
    { 4630687971892659225ULL, "39.017" },
    { 6264572798167169027ULL, "6.100000000000002e110" },
    { 9226974818780855342ULL, "-1.780010779133655e-308" },
    { 7576048603302069732ULL, "2.920000000000001e198" },
    { 4621465585018222936ULL, "9.372" },
    { 1333839954782329193ULL, "1.6599999999999996e-219" },
};

static void check_show(const struct show_case *c)
{
    char buf[DTOA_SHOW_SIZE];
    double x = from_bits(c->bits);
    size_t n = dtoa_show(x, buf);
    if (strcmp(buf, c->text) != 0)
        fail_msg("show %016llx: got %s, want %s", (unsigned long long)c->bits,
                 buf, c->text);
    assert_int_equal(n, strlen(c->text));
}

static void test_show_chosen(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof chosen / sizeof chosen[0]; i++)
        check_show(&chosen[i]);
}

static void test_show_random_ghc(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof random_ghc / sizeof random_ghc[0]; i++)
        check_show(&random_ghc[i]);
}

static void test_digits(void **state)
{
    (void)state;
    char d[DTOA_MAX_DIGITS];
    int e;
    int n = dtoa_digits(0.3, d, &e);
    assert_int_equal(n, 1);
    assert_memory_equal(d, "3", 1);
    assert_int_equal(e, 0);
    n = dtoa_digits(-123.25, d, &e);            /* the sign is ignored */
    assert_int_equal(n, 5);
    assert_memory_equal(d, "12325", 5);
    assert_int_equal(e, 3);
    n = dtoa_digits(0.0, d, &e);
    assert_int_equal(n, 1);
    assert_memory_equal(d, "0", 1);
    assert_int_equal(e, 0);
    n = dtoa_digits(5e-324, d, &e);
    assert_int_equal(n, 1);
    assert_memory_equal(d, "5", 1);
    assert_int_equal(e, -323);
    /* 1e23 sits exactly on a rounding boundary, which GHC excludes */
    n = dtoa_digits(1e23, d, &e);
    assert_int_equal(n, 16);
    assert_memory_equal(d, "9999999999999999", 16);
    assert_int_equal(e, 23);
    n = dtoa_digits(from_bits(0x3fd3333333333334u), d, &e);
    assert_int_equal(n, 17);
    assert_memory_equal(d, "30000000000000004", 17);
}

struct format_case {
    uint64_t bits;
    int decimals;          /* -1: Nothing */
    const char *fixed;     /* showFFloat */
    const char *exponent;  /* showEFloat */
    const char *generic;   /* showGFloat */
};

static const struct format_case formats[] = {
    { 0x3fd0000000000000ULL, 1, "0.2", "2.5e-1", "0.2" },
    { 0x3fd6666666666666ULL, 1, "0.4", "3.5e-1", "0.4" },
    { 0x4004000000000000ULL, 0, "2", "2e0", "2" },
    { 0x400c000000000000ULL, 0, "4", "4e0", "4" },
    { 0x3fe0000000000000ULL, 0, "0", "5e-1", "0" },
    { 0x3ff8000000000000ULL, 0, "2", "2e0", "2" },
    { 0x3ee4f8b588e368f1ULL, 2, "0.00", "1.00e-5", "1.00e-5" },
    { 0x40934a0000000000ULL, 2, "1234.50", "1.23e3", "1234.50" },
    { 0x40934a0000000000ULL, 0, "1234", "1e3", "1234" },
    { 0x3feeb851eb851eb8ULL, 1, "1.0", "9.6e-1", "1.0" },
    { 0x4023ff7ced916873ULL, 2, "10.00", "1.00e1", "10.00" },
    { 0x3fa999999999999aULL, 1, "0.0", "5.0e-2", "5.0e-2" },
    { 0x3fa999999999999aULL, 0, "0", "5e-2", "5e-2" },
    { 0x3faa1cac083126e9ULL, 1, "0.1", "5.1e-2", "5.1e-2" },
    { 0x0ULL, 3, "0.000", "0.000e0", "0.000" },
    { 0x0ULL, 0, "0", "0e0", "0" },
    { 0x0ULL, -1, "0.0", "0.0e0", "0.0" },
    { 0x8000000000000000ULL, 2, "-0.00", "-0.00e0", "-0.00" },
    { 0x4480f0cf064dd592ULL, -1, "10000000000000000000000.0", "1.0e22", "1.0e22" },
    { 0x3f50624dd2f1a9fcULL, -1, "0.001", "1.0e-3", "1.0e-3" },
    { 0x405edd2f1a9fbe77ULL, -1, "123.456", "1.23456e2", "123.456" },
    { 0x405edd2f1a9fbe77ULL, 1, "123.5", "1.2e2", "123.5" },
    { 0x405edd2f1a9fbe77ULL, 5, "123.45600", "1.23456e2", "123.45600" },
    { 0x4197d78400000000ULL, 2, "100000000.00", "1.00e8", "1.00e8" },
    { 0x4197d783fc000000ULL, 0, "99999999", "1e8", "1e8" },
    { 0x3fc0000000000000ULL, 2, "0.12", "1.25e-1", "0.12" },
    { 0x3fd8000000000000ULL, 2, "0.38", "3.75e-1", "0.38" },
    { 0x7ff0000000000000ULL, 2, "Infinity", "Infinity", "Infinity" },
    { 0xfff8000000000000ULL, -1, "NaN", "NaN", "NaN" },
    { 0xbdf12e0be826d695ULL, 12, "-0.000000000250", "-2.500000000000e-10", "-2.500000000000e-10" },
    { 0xbdf12e0be826d695ULL, 3, "-0.000", "-2.500e-10", "-2.500e-10" },
    { 0x1ULL, 3, "0.000", "5.000e-324", "5.000e-324" },
    { 0x7fefffffffffffffULL, 1, "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.0", "1.8e308", "1.8e308" },
    { 0x3feff7ced916872bULL, 2, "1.00", "9.99e-1", "1.00" },
    { 0x4023000000000000ULL, 0, "10", "1e1", "10" },
    { 0x4021000000000000ULL, 0, "8", "8e0", "8" },
    { 0x4046800000000000ULL, 1, "45.0", "4.5e1", "45.0" },
    { 0x3fb1eb851eb851ecULL, -1, "0.07", "7.0e-2", "7.0e-2" },
};

static void test_format(void **state)
{
    (void)state;
    char buf[512];
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++) {
        const struct format_case *c = &formats[i];
        double x = from_bits(c->bits);
        size_t n = dtoa_format(x, DTOA_FIXED, c->decimals, buf, sizeof buf);
        assert_string_equal(buf, c->fixed);
        assert_int_equal(n, strlen(c->fixed));
        dtoa_format(x, DTOA_EXPONENT, c->decimals, buf, sizeof buf);
        assert_string_equal(buf, c->exponent);
        dtoa_format(x, DTOA_GENERIC, c->decimals, buf, sizeof buf);
        assert_string_equal(buf, c->generic);
    }
}

static void test_format_truncates_like_snprintf(void **state)
{
    (void)state;
    char buf[8];
    memset(buf, 'x', sizeof buf);
    /* showFFloat (Just 2) 1e22 = 10000000000000000000000.00 (26 chars) */
    size_t n = dtoa_format(1e22, DTOA_FIXED, 2, buf, sizeof buf);
    assert_int_equal(n, 26);
    assert_string_equal(buf, "1000000");
    assert_int_equal(dtoa_format(1e22, DTOA_FIXED, 2, NULL, 0), 26);
    n = dtoa_format(-1.5, DTOA_GENERIC, -1, buf, 1);
    assert_int_equal(n, 4);
    assert_string_equal(buf, "");
}

struct parse_case {
    const char *text;
    bool ok;           /* GHC's readMaybe gives Just */
    uint64_t bits;     /* the value when ok */
};

static const struct parse_case parses[] = {
    { "1.5", true, 0x3ff8000000000000u },
    { "12", true, 0x4028000000000000u },
    { "1e10", true, 0x4202a05f20000000u },
    { "1.5e-3", true, 0x3f589374bc6a7efau },
    { "-1.5e-3", true, 0xbf589374bc6a7efau },
    { "- 1.5", true, 0xbff8000000000000u },
    { " -1.5 ", true, 0xbff8000000000000u },
    { "1E5", true, 0x40f86a0000000000u },
    { "1e+5", true, 0x40f86a0000000000u },
    { "00012", true, 0x4028000000000000u },
    { "1.5e0003", true, 0x4097700000000000u },
    { "0o17", true, 0x402e000000000000u },
    { "0X1f", true, 0x403f000000000000u },
    { "0x10", true, 0x4030000000000000u },
    { "-0", true, 0x8000000000000000u },
    { "1e-400", true, 0x0u },
    { "1e400", true, 0x7ff0000000000000u },
    { "Infinity ", true, 0x7ff0000000000000u },
    { "-Infinity", true, 0xfff0000000000000u },
    { "4.9406564584124654e-324", true, 0x1u },
    { "2.4703282292062328e-324", true, 0x1u },
    { "2.4703282292062327e-324", true, 0x0u },
    { "1e23", true, 0x44b52d02c7e14af6u },
    { "9.999999999999999e22", true, 0x44b52d02c7e14af6u },
    /* fromInteger would truncate this; read rounds it (2^70 + 2^18) */
    { "1180591620717411434497", true, 0x4450000000000001u },
    { "0x400000000000020001", true, 0x4450000000000001u },
    { "179769313486231580793728971405304e276", true, 0x7ff0000000000000u },
    { "179769313486231580793728971405303e276", true, 0x7fefffffffffffffu },
    { "1.", false, 0 },
    { ".5", false, 0 },
    { "1e", false, 0 },
    { "+1", false, 0 },
    { "0b101", false, 0 },
    { "infinity", false, 0 },
    { "1_0", false, 0 },
    { "0x1.8", false, 0 },
    { "0x", false, 0 },
    { "", false, 0 },
    { "-", false, 0 },
    { "1.5e-", false, 0 },
    { "1 2", false, 0 },
    { "1e5x", false, 0 },
};

static void test_parse(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof parses / sizeof parses[0]; i++) {
        const struct parse_case *c = &parses[i];
        double v = 42.0;
        bool ok = dtoa_parse(c->text, strlen(c->text), &v);
        if (ok != c->ok)
            fail_msg("parse \"%s\": got %s", c->text, ok ? "success" : "failure");
        if (ok && to_bits(v) != c->bits)
            fail_msg("parse \"%s\": got %016llx want %016llx", c->text,
                     (unsigned long long)to_bits(v), (unsigned long long)c->bits);
        if (!ok)
            assert_true(v == 42.0);
    }
    double v;
    assert_true(dtoa_parse("NaN", 3, &v));
    assert_true(isnan(v));
    assert_true(dtoa_parse("-NaN", 4, &v));
    assert_true(isnan(v));
    /* only the given length is read */
    assert_true(dtoa_parse("2.5xyz", 3, &v));
    assert_true(v == 2.5);
}

static void test_parse_long_inputs(void **state)
{
    (void)state;
    /* 1000 digits: 0.1 written out far beyond the digits that matter */
    char buf[1100];
    strcpy(buf, "0.1");
    for (int i = 3; i < 1000; i++)
        buf[i] = '0';
    buf[1000] = '\0';
    double v;
    assert_true(dtoa_parse(buf, strlen(buf), &v));
    assert_true(v == 0.1);
    /* the exact midpoint between 1 and its successor rounds to even (1),
     * and anything above it, however far down, rounds up */
    const char *half = "1.00000000000000011102230246251565404236316680908203125";
    assert_true(dtoa_parse(half, strlen(half), &v));
    assert_true(v == 1.0);
    strcpy(buf, half);
    for (int i = (int)strlen(half); i < 1050; i++)
        buf[i] = i == 1049 ? '1' : '0';
    buf[1050] = '\0';
    assert_true(dtoa_parse(buf, strlen(buf), &v));
    assert_true(v == nextafter(1.0, 2.0));
    assert_true(dtoa_parse("1e99999999999999999999", 22, &v));
    assert_true(isinf(v));
    assert_true(dtoa_parse("0e99999999999999999999", 22, &v));
    assert_true(v == 0.0);
    assert_true(dtoa_parse("123e-99999999999999999999", 25, &v));
    assert_true(v == 0.0);
}

/* show then parse gives back every bit pattern (not NaN). */
static void test_round_trip(void **state)
{
    (void)state;
    uint64_t s = 0x2545f4914f6cdd1du;
    char buf[DTOA_SHOW_SIZE];
    for (int i = 0; i < 20000; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        double x = from_bits(i % 4 == 0 ? s & 0x800fffffffffffffu : s);
        if (isnan(x))
            continue;
        size_t n = dtoa_show(x, buf);
        double y;
        assert_true(dtoa_parse(buf, n, &y));
        if (to_bits(x) != to_bits(y))
            fail_msg("round trip of %s", buf);
    }
}

/* ------------------------------------------------------------- Float */

static float float_from_bits(uint32_t w)
{
    float f;
    memcpy(&f, &w, sizeof f);
    return f;
}

static uint32_t float_bits(float f)
{
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    return w;
}

struct float_show_case {
    uint32_t bits;      /* the Float */
    const char *text;   /* show x in GHC 9.0.2 */
};

/* Chosen values first, then pseudo-random bit patterns. */
static const struct float_show_case float_shows[] = {
    { 0x3dcccccdu, "0.1" },
    { 0x3eaaaaabu, "0.33333334" },
    { 0x3c23d70au, "1.0e-2" },
    { 0x4b189680u, "1.0e7" },
    { 0x7f7fffffu, "3.4028235e38" },
    { 0x00000001u, "1.0e-45" },
    { 0x00800000u, "1.1754944e-38" },
    { 0x007fffffu, "1.1754942e-38" },
    { 0x80000000u, "-0.0" },
    { 0x00000000u, "0.0" },
    { 0x3f800000u, "1.0" },
    { 0x4b800000u, "1.6777216e7" },
    { 0x4b7fffffu, "1.6777215e7" },
    { 0x3f7fffffu, "0.99999994" },
    { 0xbf800001u, "-1.0000001" },
    { 0x5f000000u, "9.223372e18" },
    { 0x2f800000u, "2.3283064e-10" },
    { 0x49742400u, "1000000.0" },
    { 0x04974240u, "3.556077e-36" },
    { 0x3dccccccu, "9.9999994e-2" },
    { 0x3dccccceu, "0.10000001" },
    { 0xa289127du, "-3.71535e-18" },
    { 0x8c609701u, "-1.7301773e-31" },
    { 0xbe69c1c5u, "-0.22827823" },
    { 0x75d5d6c9u, "5.421463e32" },
    { 0xf3e85a0du, "-3.6817606e31" },
    { 0x498b83bcu, "1142903.5" },
    { 0x16b994b0u, "2.9982197e-25" },
    { 0x76715ae4u, "1.22381545e33" },
    { 0x03f58a58u, "1.4431568e-36" },
    { 0xf47a170cu, "-7.9256693e31" },
    { 0x9f983500u, "-6.4462185e-20" },
    { 0x75025834u, "1.6523134e32" },
    { 0x937834a8u, "-3.1327962e-27" },
    { 0x74fabe5cu, "1.5892763e32" },
    { 0x64402950u, "1.4179007e22" },
    { 0xaf67e984u, "-2.1092289e-10" },
    { 0xcbeeb2f8u, "-3.1286768e7" },
    { 0xdfe279acu, "-3.2638528e19" },
    { 0x645671a0u, "1.5823163e22" },
    { 0xd5170ed4u, "-1.0380621e13" },
    { 0xa19e0548u, "-1.0707894e-18" },
    { 0xd34648fcu, "-8.51628e11" },
    { 0x1cc00df0u, "1.2709097e-21" },
    { 0x46c4c824u, "25188.07" },
    { 0x2e0b2b98u, "3.164366e-11" },
    { 0xc67b2c4cu, "-16075.074" },
    { 0xd7a1fe40u, "-3.5622674e14" },
    { 0x66661574u, "2.71635e23" },
    { 0x00f25027u, "2.2252943e-38" },
    { 0x1bfaea4bu, "4.151044e-22" },
    { 0x4df4b4afu, "5.1318525e8" },
    { 0x2f549353u, "1.9333628e-10" },
    { 0x580baa37u, "6.1425273e14" },
    { 0x732b5d5bu, "1.3576908e31" },
    { 0x5ac950bfu, "2.8332626e16" },
    { 0xa0236863u, "-1.3841176e-19" },
    { 0x2403c847u, "2.857574e-17" },
    { 0xa364d46bu, "-1.2404886e-17" },
    { 0x5c5530cfu, "2.4003134e17" },
    { 0x2f1bc173u, "1.4165895e-10" },
    { 0xdf9baa57u, "-2.2433747e19" },
    { 0x5af84f7bu, "3.4946592e16" },
    { 0x257954dfu, "2.1626063e-16" },
    { 0x54ae9e83u, "5.9998696e12" },
    { 0xb9d45067u, "-4.0495695e-4" },
    { 0x2076ce8bu, "2.090535e-19" },
    { 0xc556bcefu, "-3435.8083" },
    { 0x698cff93u, "2.1307066e25" },
    { 0xa5eeba77u, "-4.1412772e-16" },
};

static void test_show_float(void **state)
{
    (void)state;
    char buf[DTOA_SHOW_SIZE];
    for (size_t i = 0; i < sizeof float_shows / sizeof float_shows[0]; i++) {
        const struct float_show_case *c = &float_shows[i];
        size_t n = dtoa_show_float(float_from_bits(c->bits), buf);
        if (strcmp(buf, c->text) != 0)
            fail_msg("show float %08x: got %s, want %s", (unsigned)c->bits, buf, c->text);
        assert_int_equal(n, strlen(c->text));
    }
    dtoa_show_float(-INFINITY, buf);
    assert_string_equal(buf, "-Infinity");
    dtoa_show_float(NAN, buf);
    assert_string_equal(buf, "NaN");
}

struct float_parse_case {
    const char *text;   /* read text :: Float in GHC 9.0.2 */
    uint32_t bits;
};

static const struct float_parse_case float_parses[] = {
    { "0.1", 0x3dcccccdu },
    { "16777217", 0x4b800000u },
    { "16777217.0", 0x4b800000u },
    { "16777219", 0x4b800002u },
    { "1.000000059604644775390625", 0x3f800000u },
    { "1.0000000596046447753906250001", 0x3f800001u },
    { "3.4028235e38", 0x7f7fffffu },
    { "3.4028236e38", 0x7f800000u },
    { "1e-45", 0x00000001u },
    { "7e-46", 0x00000000u },
    { "7.1e-46", 0x00000001u },
    { "1e39", 0x7f800000u },
    { "-0.0", 0x80000000u },
    { "1.17549435e-38", 0x00800000u },
    { "0.33333334", 0x3eaaaaabu },
    { "123456789", 0x4ceb79a3u },
    { "9.9999994e-2", 0x3dccccccu },
    { "1.5e10", 0x505f8476u },
    { "1e-50", 0x00000000u },
    { "-3.75e-2", 0xbd19999au },
};

static void test_parse_float(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof float_parses / sizeof float_parses[0]; i++) {
        const struct float_parse_case *c = &float_parses[i];
        float v = 42.0f;
        if (!dtoa_parse_float(c->text, strlen(c->text), &v))
            fail_msg("parse float \"%s\" failed", c->text);
        if (float_bits(v) != c->bits)
            fail_msg("parse float \"%s\": got %08x want %08x", c->text,
                     (unsigned)float_bits(v), (unsigned)c->bits);
    }
    float v = 42.0f;
    assert_false(dtoa_parse_float("1.5e", 4, &v));
    assert_true(v == 42.0f);
}

/* Every Float shows as (at most 9) digits that read back as the same
 * Float. */
static void test_float_round_trip(void **state)
{
    (void)state;
    uint32_t s = 0x9e3779b9u;
    char buf[DTOA_SHOW_SIZE];
    for (int i = 0; i < 50000; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        float x = float_from_bits(i % 4 == 0 ? s & 0x807fffffu : s);
        if (isnan(x) || isinf(x))
            continue;
        size_t n = dtoa_show_float(x, buf);
        float y;
        assert_true(dtoa_parse_float(buf, n, &y));
        if (float_bits(x) != float_bits(y))
            fail_msg("float round trip of %s", buf);
        char d[DTOA_MAX_DIGITS];
        int e;
        int nd = dtoa_digits_float(x, d, &e);
        assert_true(nd >= 1 && nd <= 9);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_show_chosen),
        cmocka_unit_test(test_show_random_ghc),
        cmocka_unit_test(test_digits),
        cmocka_unit_test(test_format),
        cmocka_unit_test(test_format_truncates_like_snprintf),
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_parse_long_inputs),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_show_float),
        cmocka_unit_test(test_parse_float),
        cmocka_unit_test(test_float_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
