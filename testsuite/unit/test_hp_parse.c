/*
 * test_hp_parse.c -- hp2ps's library (utils/hp2ps/): the .hp reader (what
 * it accepts, and the line and message of what it refuses), the .aux
 * reader, the band rules (trace elimination, the OTHER band, the orders,
 * -p), the scales, the ticks and the path simplifier.
 *
 * The expected band lists of the rule tests were checked against GHC
 * 9.0.2's /usr/bin/hp2ps (its .aux ORDER lines) on the same inputs, except
 * where a comment says we differ on purpose.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hp_aux.h"
#include "hp_bands.h"
#include "hp_draw.h"
#include "hp_out.h"
#include "hp_parse.h"

/* ============================================================ helpers */

#define HEADER "JOB \"j\"\nDATE \"d\"\nSAMPLE_UNIT \"seconds\"\n" \
               "VALUE_UNIT \"bytes\"\n"

static HpProfile parse_ok(const char *text)
{
    HpProfile p;
    HpError e;
    bool ok = hp_parse(text, strlen(text), &p, &e);
    if (!ok)
        fail_msg("unexpected error at line %ld: %s", e.line, e.message);
    return p;
}

/* Assert that text[0..length) is refused at line with a message
 * containing what. */
static void parse_bad_n(const char *text, size_t length, long line,
                        const char *what)
{
    HpProfile p;
    HpError e;
    bool ok = hp_parse(text, length, &p, &e);
    if (ok) {
        hp_profile_free(&p);
        fail_msg("accepted, expected line %ld: %s", line, what);
    }
    if (e.line != line || strstr(e.message, what) == NULL)
        fail_msg("got line %ld: %s\nexpected line %ld: ...%s...", e.line,
                 e.message, line, what);
}

static void parse_bad(const char *text, long line, const char *what)
{
    parse_bad_n(text, strlen(text), line, what);
}

/* A profile with one sample per entry of values[b][s] (names[b]); the
 * first and the last samples are empty, as GHC writes them. */
static char *profile_text(size_t n_bands, const char *const *names,
                          size_t n_samples, const long *values)
{
    size_t cap = 4096 + n_bands * n_samples * 64, n = 0;
    char *text = malloc(cap);
    n += (size_t)snprintf(text + n, cap - n, "%s", HEADER);
    for (size_t s = 0; s < n_samples + 2; s++) {
        n += (size_t)snprintf(text + n, cap - n, "BEGIN_SAMPLE %zu.0\n", s);
        for (size_t b = 0; s > 0 && s <= n_samples && b < n_bands; b++)
            n += (size_t)snprintf(text + n, cap - n, "%s\t%ld\n", names[b],
                                  values[b * n_samples + (s - 1)]);
        n += (size_t)snprintf(text + n, cap - n, "END_SAMPLE %zu.0\n", s);
    }
    return text;
}

/* The drawn bands' names, bottom first, joined by spaces. */
static void chart_names(const HpChart *c, char *buf, size_t size)
{
    buf[0] = '\0';
    for (size_t i = 0; i < c->n_bands; i++) {
        if (i)
            strncat(buf, " ", size - strlen(buf) - 1);
        strncat(buf, c->bands[i].name, size - strlen(buf) - 1);
    }
}

/* Build the chart of text under options, compare its band names. */
static void expect_bands(const char *text, const HpChartOptions *options,
                         const char *expected)
{
    HpProfile p = parse_ok(text);
    HpChart c;
    hp_chart_build(&p, options, &c);
    char got[4096];
    chart_names(&c, got, sizeof got);
    assert_string_equal(got, expected);
    hp_chart_free(&c);
    hp_profile_free(&p);
}

/* 25 bands band00..band24, band i constant (i + 1) * 1000 over 3 samples. */
static char *twenty_five(void)
{
    static char names[25][8];
    const char *ptrs[25];
    long values[25 * 3];
    for (int b = 0; b < 25; b++) {
        snprintf(names[b], sizeof names[b], "band%02d", b);
        ptrs[b] = names[b];
        for (int s = 0; s < 3; s++)
            values[b * 3 + s] = (b + 1) * 1000;
    }
    return profile_text(25, ptrs, 3, values);
}

/* ============================================================ the reader */

static void test_minimal(void **state)
{
    (void)state;
    HpProfile p = parse_ok(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\n");
    assert_string_equal(p.job, "j");
    assert_string_equal(p.date, "d");
    assert_string_equal(p.sample_unit, "seconds");
    assert_string_equal(p.value_unit, "bytes");
    assert_int_equal(p.n_samples, 1);
    assert_int_equal(p.n_bands, 0);
    hp_profile_free(&p);
}

/* What GHC 9.0.2's runtime writes, and what its hp2ps accepts. */
static void test_ghc_shapes(void **state)
{
    (void)state;
    HpProfile p = parse_ok(
        "JOB \"prog a \"\"b\"\" +RTS -hc -i0.05\"\r\n"
        "DATE \"Tue Nov 24 20:26 2026\"\r\n"
        "SAMPLE_UNIT \"seconds\"\n"
        "VALUE_UNIT \"bytes\"\n"
        "\n"
        "BEGIN_SAMPLE 0.000000\n"
        "END_SAMPLE 0.000000\n"
        "MARK 0.01\n"
        "BEGIN_SAMPLE 0.024113\n"
        "(130)PINNED\t36816\n"
        "  MAIN 160  \n"
        "DRAG\t0\n"
        "123 8\n"
        "END_SAMPLE 0.024113\n"
        "BEGIN_SAMPLE 0.024113\n"
        "END_SAMPLE 0.024113\n"
        "BEGIN_SAMPLE 1\n"
        "MAIN\t40\n"
        "END_SAMPLE 1.000\n"
        "MARK .5\n");
    assert_string_equal(p.job, "prog a \"b\" +RTS -hc -i0.05");
    assert_int_equal(p.n_samples, 4);
    assert_int_equal(p.n_marks, 2);
    assert_true(p.marks[1] == 0.5);
    assert_int_equal(p.n_bands, 4);
    const HpBand *main_band = hp_find_band(&p, "MAIN", 4);
    assert_non_null(main_band);
    assert_int_equal(main_band->n_entries, 2);
    assert_true(main_band->total == 200);
    assert_true(main_band->peak == 160);
    assert_true(main_band->sum_squares == 160.0 * 160 + 40 * 40);
    assert_int_equal(main_band->entries[1].sample, 3);
    const HpBand *drag = hp_find_band(&p, "DRAG", 4);
    assert_non_null(drag);
    assert_true(drag->total == 0);
    assert_non_null(hp_find_band(&p, "123", 3));
    assert_null(hp_find_band(&p, "MAI", 3));
    hp_profile_free(&p);
}

static void test_duplicate_band_adds_up(void **state)
{
    (void)state;
    HpProfile p = parse_ok(HEADER "BEGIN_SAMPLE 0.0\na 10\na 20\n"
                           "END_SAMPLE 0.0\nBEGIN_SAMPLE 1.0\na 5\n"
                           "END_SAMPLE 1.0\n");
    const HpBand *a = hp_find_band(&p, "a", 1);
    assert_int_equal(a->n_entries, 2);
    assert_true(a->entries[0].value == 30);
    assert_true(a->total == 35);
    assert_true(a->sum_squares == 900 + 25);
    assert_true(a->peak == 30);
    hp_profile_free(&p);
}

static void test_many_bands(void **state)
{
    (void)state;
    /* Enough names to grow the hash table several times. */
    size_t cap = 1 << 20, n = 0;
    char *text = malloc(cap);
    n += (size_t)snprintf(text, cap, HEADER "BEGIN_SAMPLE 0.0\n");
    for (int i = 0; i < 5000; i++)
        n += (size_t)snprintf(text + n, cap - n, "b%d %d\n", i, i);
    snprintf(text + n, cap - n, "END_SAMPLE 0.0\n");
    HpProfile p = parse_ok(text);
    assert_int_equal(p.n_bands, 5000);
    for (int i = 0; i < 5000; i += 499) {
        char name[16];
        int len = snprintf(name, sizeof name, "b%d", i);
        const HpBand *b = hp_find_band(&p, name, (size_t)len);
        assert_non_null(b);
        assert_true(b->total == i);
    }
    hp_profile_free(&p);
    free(text);
}

static void test_errors(void **state)
{
    (void)state;
    parse_bad("", 1, "empty file");
    parse_bad("\n \n", 2, "empty file");
    parse_bad(HEADER, 4, "no samples");
    parse_bad("JOB \"j\"\nDATE \"d\"\n", 2, "without a SAMPLE_UNIT line");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na 10\n", 6, "ends inside the sample "
              "begun on line 5");
    parse_bad("\x7f" "ELF\x02\x01", 1, "column 1: control character 0x7f");
    static const char nul[] = HEADER "BEGIN_SAMPLE 0.0\na 1\0\n";
    parse_bad_n(nul, sizeof nul - 1, 6, "column 4: control character 0x00");
    parse_bad(HEADER "BEGIN_SAMPLE 2.0\nEND_SAMPLE 2.0\nBEGIN_SAMPLE 1.0\n",
              7, "1.0 is earlier than the previous sample's 2.0 (line 5)");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.5\n", 6,
              "END_SAMPLE 0.5 does not match BEGIN_SAMPLE 0.0 (line 5)");
    parse_bad("JOB \"j\"\nSAMPLE_UNIT \"s\"\nVALUE_UNIT \"b\"\n"
              "BEGIN_SAMPLE 0.0\n", 4, "BEGIN_SAMPLE before the DATE line");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na 10.5\n", 6,
              "column 3: the byte count of band 'a' must be a whole number");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na -5\n", 6, "found '-5'");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na 18446744073709551616\n", 6,
              "too large");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\nfoo bar 10\n", 6,
              "column 5: band 'foo' is followed by 'bar'");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na\n", 6, "band 'a' has no byte count");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\na 1 2\n", 6, "unexpected '2' after "
              "the byte count");
    parse_bad(HEADER "BEGIN_SAMPLE -1.0\n", 5, "non-negative decimal number");
    parse_bad(HEADER "BEGIN_SAMPLE 1e3\n", 5, "found '1e3'");
    parse_bad(HEADER "BEGIN_SAMPLE 1.2.3\n", 5, "found '1.2.3'");
    parse_bad(HEADER "BEGIN_SAMPLE .\n", 5, "found '.'");
    parse_bad(HEADER "BEGIN_SAMPLE\n", 5, "BEGIN_SAMPLE needs a time");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0 x\n", 5, "unexpected 'x' after the time");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\nBEGIN_SAMPLE 1.0\n", 6,
              "BEGIN_SAMPLE inside the sample begun on line 5");
    parse_bad(HEADER "END_SAMPLE 0.0\n", 5, "END_SAMPLE without a BEGIN_SAMPLE");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\nMARK 1.0\n", 6, "MARK inside the "
              "sample");
    parse_bad(HEADER "MARK\n", 5, "MARK needs a time");
    parse_bad(HEADER "a 10\n", 5, "'a' outside a sample");
    parse_bad(HEADER "JOB \"k\"\n", 5, "a second JOB line (the first is line 1)");
    parse_bad(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\nDATE \"e\"\n", 7,
              "DATE after the first sample (line 5)");
    parse_bad("JOB \"open\n", 1, "not closed");
    parse_bad("JOB j\n", 1, "JOB needs a quoted string");
    parse_bad("JOB\"j\"\n", 1, "'JOB\"j\"' outside a sample");
    parse_bad("JOB \"j\" x\n", 1, "column 9: unexpected 'x' after the closing");
}

static void test_quote(void **state)
{
    (void)state;
    char buf[64];
    hp_quote(buf, sizeof buf, "a\tb", 3);
    assert_string_equal(buf, "'a\\x09b'");
    char long_text[200];
    memset(long_text, 'x', sizeof long_text);
    hp_quote(buf, sizeof buf, long_text, sizeof long_text);
    assert_true(strlen(buf) < sizeof buf);
    assert_non_null(strstr(buf, "...'"));
    hp_quote(buf, 8, "abcdef", 6);
    assert_true(strlen(buf) < 8);
}

/* ============================================================ the rules */

static void test_trace_threshold(void **state)
{
    (void)state;
    HpChartOptions o;
    hp_chart_options_default(&o);
    /* A band of exactly 1% stays (GHC: "below" is strict). */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nA 1\nB 99\nEND_SAMPLE 0.0\n", &o,
                 "A B");
    /* The running sum counts: 1/300 + 1/300 < 1% drops both... */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nA 1\nC 1\nB 298\nEND_SAMPLE 0.0\n",
                 &o, "B");
    /* ... 0.5% + 0.5% is not below 1%: A goes, C stays... */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nA 1\nC 1\nB 198\nEND_SAMPLE 0.0\n",
                 &o, "C B");
    /* ... and with 1% each, both stay. */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nA 1\nC 1\nB 98\nEND_SAMPLE 0.0\n",
                 &o, "A C B");
    /* Totals are sums over samples, not weighted by time. */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\n"
                 "BEGIN_SAMPLE 0.01\nA 100\nB 1\nEND_SAMPLE 0.01\n"
                 "BEGIN_SAMPLE 0.02\nB 60\nEND_SAMPLE 0.02\n"
                 "BEGIN_SAMPLE 10.0\nB 1\nEND_SAMPLE 10.0\n", &o, "B A");
    o.trace_percent = 5;
    char *text = twenty_five();
    /* 5% of 325000 is 16250: band00..band04 sum to 15000, band05 reaches. */
    HpProfile p = parse_ok(text);
    HpChart c;
    hp_chart_build(&p, &o, &c);
    assert_int_equal(c.n_traced, 5);
    assert_int_equal(c.n_bands, 20);
    assert_string_equal(c.bands[0].name, "band05");
    hp_chart_free(&c);
    hp_profile_free(&p);
    free(text);
}

static void test_zero_bands(void **state)
{
    (void)state;
    HpChartOptions o;
    hp_chart_options_default(&o);
    const char *zero_a = HEADER "BEGIN_SAMPLE 0.0\nA 0\nB 100\nEND_SAMPLE 0.0\n";
    expect_bands(zero_a, &o, "B");
    o.trace_percent = 0;
    expect_bands(zero_a, &o, "A B");
    /* Nothing but zeros: nothing drawn, even under -t0. */
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nA 0\nEND_SAMPLE 0.0\n", &o, "");
}

static void test_other_band(void **state)
{
    (void)state;
    char *text = twenty_five();
    HpChartOptions o;
    hp_chart_options_default(&o);
    /* Trace drops band00 and band01 (3000 < 3250); 23 remain; the 4
     * smallest become OTHER, at the bottom, then the rest by size. */
    expect_bands(text, &o, "OTHER band06 band07 band08 band09 band10 band11 "
                 "band12 band13 band14 band15 band16 band17 band18 band19 "
                 "band20 band21 band22 band23 band24");
    HpProfile p = parse_ok(text);
    HpChart c;
    hp_chart_build(&p, &o, &c);
    assert_int_equal(c.bands[0].n_merged, 4);
    assert_true(c.bands[0].total == 3 * (3000 + 4000 + 5000 + 6000));
    assert_true(c.bands[0].peak == 18000);
    assert_true(c.y_range == 322000);
    hp_chart_free(&c);
    hp_profile_free(&p);
    o.max_bands = 5;
    expect_bands(text, &o, "OTHER band21 band22 band23 band24");
    o.max_bands = 1;
    expect_bands(text, &o, "OTHER");
    o.max_bands = 0;
    o.trace_percent = 0;
    HpProfile q = parse_ok(text);
    hp_chart_build(&q, &o, &c);
    assert_int_equal(c.n_bands, 25);
    assert_string_equal(c.bands[0].name, "band00");
    hp_chart_free(&c);
    hp_profile_free(&q);
    free(text);
}

static void test_orders(void **state)
{
    (void)state;
    /* A constant 30, B 40/0/80 (rough), C constant 50; the first sample
     * is empty, so A's deviation is the smallest, then C's, then B's. */
    const char *text = HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\n"
        "BEGIN_SAMPLE 1.0\nA 30\nB 40\nC 50\nEND_SAMPLE 1.0\n"
        "BEGIN_SAMPLE 2.0\nA 30\nB 0\nC 50\nEND_SAMPLE 2.0\n"
        "BEGIN_SAMPLE 3.0\nA 30\nB 80\nC 50\nEND_SAMPLE 3.0\n";
    HpChartOptions o;
    hp_chart_options_default(&o);
    expect_bands(text, &o, "A B C");
    o.order = HP_ORDER_STDDEV;
    expect_bands(text, &o, "A C B");
    const char *names = HEADER "BEGIN_SAMPLE 0.0\nb 30\nc 10\na 20\n"
                        "END_SAMPLE 0.0\n";
    o.order = HP_ORDER_NAME_UP;
    expect_bands(names, &o, "a b c");
    o.order = HP_ORDER_NAME_DOWN;
    expect_bands(names, &o, "c b a");
    /* Ties in size go by name (GHC orders them by its hash table). */
    o.order = HP_ORDER_SIZE;
    expect_bands(HEADER "BEGIN_SAMPLE 0.0\nz 10\ny 10\nx 5\nEND_SAMPLE 0.0\n",
                 &o, "x y z");
}

/* Under -d, OTHER still takes the smallest bands, not the smoothest
 * (GHC's hp2ps merges the bottom of its display order). */
static void test_other_takes_the_smallest_under_d(void **state)
{
    (void)state;
    const char *text = HEADER "BEGIN_SAMPLE 0.0\nBIG 1000\ns1 10\ns2 20\n"
        "END_SAMPLE 0.0\nBEGIN_SAMPLE 1.0\nBIG 1000\ns1 30\ns2 5\n"
        "END_SAMPLE 1.0\n";
    HpChartOptions o;
    hp_chart_options_default(&o);
    o.order = HP_ORDER_STDDEV;
    o.max_bands = 2;
    o.trace_percent = 0;
    expect_bands(text, &o, "OTHER BIG");
}

static void test_previous(void **state)
{
    (void)state;
    const char *aux_text = "X_RANGE 10.00\nY_RANGE 5000.00\n"
        "ORDER c 1\nORDER a 2\nSHADE a 0.25\nCOLOUR c 1 0 0.5\n";
    HpAux aux;
    HpError e;
    assert_true(hp_aux_parse(aux_text, strlen(aux_text), &aux, &e));
    HpChartOptions o;
    hp_chart_options_default(&o);
    o.previous = &aux;
    HpProfile p = parse_ok(HEADER "BEGIN_SAMPLE 0.0\na 30\nb 10\nc 20\n"
                           "d 40\nEND_SAMPLE 0.0\nBEGIN_SAMPLE 2.0\n"
                           "END_SAMPLE 2.0\n");
    HpChart c;
    hp_chart_build(&p, &o, &c);
    char got[256];
    chart_names(&c, got, sizeof got);
    assert_string_equal(got, "c a b d");
    assert_true(c.x_range == 10);        /* widened to the previous range */
    assert_true(c.y_range == 5000);
    assert_true(c.bands[1].fill.grey == 0.25);
    assert_true(c.bands[0].fill.rgb[0] == 1 && c.bands[0].fill.rgb[2] == 0.5);
    assert_true(c.bands[2].fill.grey == hp_palette(2).grey);
    hp_chart_free(&c);
    hp_profile_free(&p);
    hp_aux_free(&aux);
}

static void aux_bad(const char *text, long line, const char *what)
{
    HpAux aux;
    HpError e;
    assert_false(hp_aux_parse(text, strlen(text), &aux, &e));
    if (e.line != line || strstr(e.message, what) == NULL)
        fail_msg("got line %ld: %s\nexpected line %ld: ...%s...", e.line,
                 e.message, line, what);
}

static void test_aux_errors(void **state)
{
    (void)state;
    aux_bad("X_RANGE\n", 1, "X_RANGE takes one number");
    aux_bad("X_RANGE 1\nY_RANGE -2\n", 2, "found '-2'");
    aux_bad("ORDER a 1.5\n", 1, "ORDER needs a whole number");
    aux_bad("\nSHADE a 2\n", 2, "a grey level from 0 to 1, found '2'");
    aux_bad("ORDER a b\n", 1, "column 9: expected a place in the stack");
    aux_bad("COLOUR a 1 1\n", 1, "expected COLOUR");
    aux_bad("FOO 1\n", 1, "unknown line 'FOO'");
    aux_bad("ORDER a\x01 1\n", 1, "control character 0x01");
    /* Without bands (afl-fuzz found qsort given NULL here). */
    HpAux none;
    HpError e0;
    assert_true(hp_aux_parse(" \n", 2, &none, &e0));
    assert_int_equal(none.n_bands, 0);
    assert_null(hp_aux_find(&none, "a"));
    hp_aux_free(&none);
    assert_true(hp_aux_parse("X_RANGE 0.20\n", 13, &none, &e0));
    assert_true(none.x_range == 0.2);
    hp_aux_free(&none);
    /* GHC's own .aux files read fine. */
    const char *ghc = "X_RANGE 0.06\nY_RANGE 51604216.00\n"
        "ORDER (256)main/Main.CAF 1\nSHADE (256)main/Main.CAF 0.00\n";
    HpAux aux;
    HpError e;
    assert_true(hp_aux_parse(ghc, strlen(ghc), &aux, &e));
    const HpAuxBand *b = hp_aux_find(&aux, "(256)main/Main.CAF");
    assert_non_null(b);
    assert_int_equal(b->order, 1);
    assert_true(b->has_grey && !b->has_colour);
    hp_aux_free(&aux);
}

static void test_scales(void **state)
{
    (void)state;
    HpChartOptions o;
    hp_chart_options_default(&o);
    HpProfile p = parse_ok(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\n"
                           "BEGIN_SAMPLE 1.0\na 100\nb 50\nEND_SAMPLE 1.0\n"
                           "BEGIN_SAMPLE 3.0\na 10\nEND_SAMPLE 3.0\n");
    HpChart c;
    hp_chart_build(&p, &o, &c);
    assert_true(c.x_range == 3);
    assert_true(c.y_range == 150);
    /* Trapezoids: (0 + 150) / 2 * 1 + (150 + 10) / 2 * 2. */
    assert_true(c.area == 75 + 160);
    hp_chart_free(&c);
    hp_profile_free(&p);
    /* One sample at time 0, nothing in it: the ranges default to 1. */
    HpProfile q = parse_ok(HEADER "BEGIN_SAMPLE 0.0\nEND_SAMPLE 0.0\n");
    hp_chart_build(&q, &o, &c);
    assert_true(c.x_range == 1 && c.y_range == 1 && c.n_bands == 0);
    hp_chart_free(&c);
    hp_profile_free(&q);
}

/* ============================================================ drawing */

static void test_ticks(void **state)
{
    (void)state;
    HpTicks t;
    char label[32];
    hp_ticks(0.058951, 10, false, &t);
    assert_true(t.step == 0.01);
    assert_int_equal(t.count, 6);
    hp_tick_label(&t, 5, label, sizeof label);
    assert_string_equal(label, "0.05");
    hp_ticks(51604216, 10, true, &t);
    assert_true(t.step == 10e6);
    assert_int_equal(t.count, 6);
    hp_tick_label(&t, 0, label, sizeof label);
    assert_string_equal(label, "0");
    hp_tick_label(&t, 3, label, sizeof label);
    assert_string_equal(label, "30M");
    hp_ticks(51604216, 12, true, &t);
    hp_tick_label(&t, 3, label, sizeof label);
    assert_string_equal(label, "15M");
    hp_ticks(4e6, 10, true, &t);
    hp_tick_label(&t, 1, label, sizeof label);
    assert_string_equal(label, "0.5M");
    hp_ticks(1.0, 10, false, &t);
    assert_int_equal(t.count, 11);        /* 0, 0.1, ..., 1.0 */
    hp_tick_label(&t, 10, label, sizeof label);
    assert_string_equal(label, "1.0");
    hp_ticks(7, 4, false, &t);
    assert_true(t.step == 2);
}

/* What a path writes for the given points. */
static void path_text(const double *xy, size_t n, char *buf, size_t size)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    HpOut *out = malloc(sizeof *out);
    hp_out_init(out, f);
    HpPath path;
    hp_path_begin(&path, out, HP_PATH_PS);
    for (size_t i = 0; i < n; i++)
        hp_path_point(&path, xy[2 * i], xy[2 * i + 1]);
    hp_path_end(&path);
    assert_true(hp_out_finish(out));
    rewind(f);
    size_t got = fread(buf, 1, size - 1, f);
    buf[got] = '\0';
    fclose(f);
    free(out);
}

static void test_path_simplification(void **state)
{
    (void)state;
    char buf[512];
    /* A horizontal run keeps its ends; a repeat disappears. */
    const double run[] = { 0, 0, 1, 5, 2, 5, 3, 5, 3, 5, 4, 5.001, 5, 0 };
    path_text(run, 7, buf, sizeof buf);
    assert_string_equal(buf, "0 0 M\n1 5 L\n4 5 L\n5 0 L\n");
    /* Going back along the same line is a corner, not a run. */
    const double back[] = { 0, 0, 2, 0, 1, 0 };
    path_text(back, 3, buf, sizeof buf);
    assert_string_equal(buf, "0 0 M\n2 0 L\n1 0 L\n");
    /* A vertical run, and numbers in two decimals. */
    const double up[] = { 1.234, 0, 1.234, 1, 1.234, 2.5, 2, 2.5 };
    path_text(up, 4, buf, sizeof buf);
    assert_string_equal(buf, "1.23 0 M\n1.23 2.5 L\n2 2.5 L\n");
}

static void test_numbers(void **state)
{
    (void)state;
    char buf[64];
    hp_format_thousands(buf, sizeof buf, 1401613.79);
    assert_string_equal(buf, "1,401,613");
    hp_format_thousands(buf, sizeof buf, 999);
    assert_string_equal(buf, "999");
    hp_format_thousands(buf, sizeof buf, 0);
    assert_string_equal(buf, "0");
    const double xy[] = { -0.004, -1.5 };
    path_text(xy, 1, buf, sizeof buf);
    assert_string_equal(buf, "0 -1.5 M\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_minimal),
        cmocka_unit_test(test_ghc_shapes),
        cmocka_unit_test(test_duplicate_band_adds_up),
        cmocka_unit_test(test_many_bands),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_quote),
        cmocka_unit_test(test_trace_threshold),
        cmocka_unit_test(test_zero_bands),
        cmocka_unit_test(test_other_band),
        cmocka_unit_test(test_orders),
        cmocka_unit_test(test_other_takes_the_smallest_under_d),
        cmocka_unit_test(test_previous),
        cmocka_unit_test(test_aux_errors),
        cmocka_unit_test(test_scales),
        cmocka_unit_test(test_ticks),
        cmocka_unit_test(test_path_simplification),
        cmocka_unit_test(test_numbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
