/*
 * test_dtoa.c -- unit tests for rts/dtoa.c.
 *
 * Every expected string was printed by GHC 9.0.2 (show, showFFloat,
 * showEFloat, showGFloat, read); doubles are given by their bit patterns.
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
