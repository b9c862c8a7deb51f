/*
 * test_ticky_diff.c -- ticky-diff's library (utils/ticky-diff/): reading
 * rows at the header's widths and split at spaces (numbers wider than
 * their columns), the table's header in GHC 9.0.2's and newer layouts,
 * binding keys (uniques out, parents by name, sums), and the line and
 * message of what the reader refuses.  The whole program's output is
 * pinned by testsuite/ticky-diff/run.sh.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "td_diff.h"
#include "td_key.h"
#include "td_read.h"

/* ============================================================ helpers */

/* A GHC 9.0.2 row: "%11d%11d%11d %3d %-20.20s %s". */
static char *ghc_row(int64_t entries, int64_t alloc, int64_t allocd,
                     int arity, const char *kinds, const char *name)
{
    static char buf[512];
    snprintf(buf, sizeof buf, "%11lld%11lld%11lld %3d %-20.20s %s",
             (long long)entries, (long long)alloc, (long long)allocd, arity,
             kinds, name);
    return buf;
}

static TdRow row_ok(const char *line, const TdLayout *layout)
{
    TdRow row;
    const char *why;
    if (!td_parse_row(line, layout, &row, &why))
        fail_msg("row refused (%s): \"%s\"", why, line);
    return row;
}

static void row_free(TdRow *row)
{
    free(row->kinds);
    free(row->name);
}

static void assert_row(const char *line, int64_t entries, int64_t alloc,
                       int64_t allocd, int64_t arity, const char *kinds,
                       const char *name)
{
    TdRow row = row_ok(line, &td_ghc902_layout);
    assert_int_equal(row.entries, entries);
    assert_int_equal(row.alloc, alloc);
    assert_int_equal(row.allocd, allocd);
    assert_int_equal(row.arity, arity);
    assert_string_equal(row.kinds, kinds);
    assert_string_equal(row.name, name);
    row_free(&row);
}

static void assert_row_refused(const char *line, const char *why_part)
{
    TdRow row;
    const char *why;
    if (td_parse_row(line, &td_ghc902_layout, &row, &why)) {
        row_free(&row);
        fail_msg("row accepted: \"%s\"", line);
    }
    if (strstr(why, why_part) == NULL)
        fail_msg("reason \"%s\" lacks \"%s\"", why, why_part);
}

#define SUMMARY "'./p' +RTS '-rp.ticky' \n\nSTACK USAGE:\n\n" \
                "ENTERS: 3  of which 3 (100.0%) direct to the entry code\n" \
                "\t\t  [the rest indirected via Node's info ptr]\n"
#define HEADER "    Entries      Alloc    Alloc'd  Non-void Arguments" \
               "      STG Name\n" \
               "-----------------------------------------------------" \
               "---------------------------\n"
#define STARS "**************************************************\n"
/* not in GHC 9.0.2's order, so not taken for a cut-short list of its */
#define COUNTERS "       4000 ALLOC_HEAP_tot\n        100 ALLOC_HEAP_ctr\n"

static TdReport read_ok(const char *text)
{
    TdReport r;
    TdError e;
    if (!td_read_text(text, strlen(text), &r, &e))
        fail_msg("refused at line %ld: %s", e.line, e.message);
    return r;
}

static void assert_refused(const char *text, long line, const char *part)
{
    TdReport r;
    TdError e;
    if (td_read_text(text, strlen(text), &r, &e)) {
        td_report_free(&r);
        fail_msg("accepted a report that should be refused at line %ld",
                 line);
    }
    if (e.line != line || strstr(e.message, part) == NULL)
        fail_msg("refused at line %ld with \"%s\"; expected line %ld and "
                 "\"%s\"", e.line, e.message, line, part);
}

/* ============================================================ rows */

static void test_rows_at_columns(void **state)
{
    (void)state;
    assert_row(ghc_row(234091, 27768160, 0, 1, "L",
                       "ds1{v s24c} (Main) (fun) in r21z"),
               234091, 27768160, 0, 1, "L",
               "ds1{v s24c} (Main) (fun) in r21z");
    assert_row(ghc_row(2, 64, 0, 4, "+++.", "nfib{v rgs} (Main) (fun)"),
               2, 64, 0, 4, "+++.", "nfib{v rgs} (Main) (fun)");
    /* no arguments: the kinds column is blank */
    assert_row(ghc_row(5, 0, 0, 0, "", "f{v r1} (Main) (fun)"),
               5, 0, 0, 0, "", "f{v r1} (Main) (fun)");
    /* 25 arguments: the kinds are cut at 20 letters */
    assert_row(ghc_row(1, 2, 3, 25, "IIIIIIIIIIIIIIIIIIIIIIIII", "g (fun)"),
               1, 2, 3, 25, "IIIIIIIIIIIIIIIIIIII", "g (fun)");
    /* exactly 11 digits fill a column */
    assert_row(ghc_row(12345678901, 1, 12345678901, 1, "I", "h"),
               12345678901, 1, 12345678901, 1, "I", "h");
}

static void test_rows_wider_than_columns(void **state)
{
    (void)state;
    /* alloc of 12 digits touches entries: "     234091123456789012" */
    assert_row(ghc_row(234091, 123456789012, 0, 1, "L", "big (fun)"),
               234091, 123456789012, 0, 1, "L", "big (fun)");
    /* entries of 15 digits, then everything moved right */
    assert_row(ghc_row(123456789012345, 7, 8, 2, "II", "many (fun)"),
               123456789012345, 7, 8, 2, "II", "many (fun)");
    /* alloc'd of 19 digits (INT64_MAX) then the arity */
    assert_row(ghc_row(1, 2, INT64_MAX, 1, "I", "max (fun)"),
               1, 2, INT64_MAX, 1, "I", "max (fun)");
    /* an arity of 4 digits */
    assert_row(ghc_row(1, 2, 3, 1234, "IIII", "wide (fun)"),
               1, 2, 3, 1234, "IIII", "wide (fun)");
}

static void test_rows_split_at_spaces(void **state)
{
    (void)state;
    /* other widths (%10d), kinds unpadded: split at spaces */
    assert_row("    234091  27768160         0   1 L ds1{v s24c} (Main) (fun)",
               234091, 27768160, 0, 1, "L", "ds1{v s24c} (Main) (fun)");
    assert_row("1 2 3 0 f{v r1} (Main) (fun)", 1, 2, 3, 0, "",
               "f{v r1} (Main) (fun)");
    assert_row("  7 8 9 2 II   two words", 7, 8, 9, 2, "II", "two words");
}

static void test_rows_refused(void **state)
{
    (void)state;
    assert_row_refused("", "expected four numbers");
    assert_row_refused("   1   2   3", "expected four numbers");
    assert_row_refused("     234091   27768160          0   1 L",
                       "no STG name");
    assert_row_refused("         -1          0          0   1 I f",
                       "negative");
    assert_row_refused("         1x         0          0   1 I f",
                       "expected four numbers");
    /* two numbers of 11 digits or more touch: not separable */
    assert_row_refused(ghc_row(12345678901, 12345678901, 0, 1, "I", "f"),
                       "run together");
    assert_row_refused("9999999999999999999 1 1 1 I f", "too large");
}

static void test_header_layouts(void **state)
{
    (void)state;
    TdLayout l;
    assert_true(td_table_header("    Entries      Alloc    Alloc'd  "
                                "Non-void Arguments      STG Name", &l));
    assert_int_equal(l.entries_width, 11);
    assert_int_equal(l.alloc_width, 11);
    assert_int_equal(l.allocd_width, 11);
    assert_int_equal(l.kinds_width, 20);
    /* newer GHCs: "%11s%12s%12s  %-63s %s" and rows with %12d and
     * %-60.60s */
    char header[256], line[256];
    snprintf(header, sizeof header, "%11s%12s%12s  %-63s %s", "Entries",
             "Alloc", "Alloc'd", "Non-void Arguments", "STG Name");
    assert_true(td_table_header(header, &l));
    assert_int_equal(l.alloc_width, 12);
    assert_int_equal(l.allocd_width, 12);
    assert_int_equal(l.kinds_width, 60);
    snprintf(line, sizeof line, "%11d%12d%12d %3d %-60.60s %s", 77223,
             4199520, 590064, 1, "L", "go3{v s2NH} (main:Main) in s2NP");
    TdRow row = row_ok(line, &l);
    assert_int_equal(row.alloc, 4199520);
    assert_int_equal(row.allocd, 590064);
    assert_string_equal(row.name, "go3{v s2NH} (main:Main) in s2NP");
    row_free(&row);
    assert_false(td_table_header("ENTERS: 932062  of which", NULL));
    assert_false(td_table_header("    Entries      Allocs", NULL));
}

/* ============================================================ keys */

static void assert_split(const char *name, const char *base,
                         const char *unique, const char *middle,
                         const char *parent)
{
    TdName n;
    td_split_name(name, &n);
    assert_string_equal(n.base, base);
    if (unique == NULL)
        assert_null(n.unique);
    else
        assert_string_equal(n.unique, unique);
    assert_string_equal(n.middle, middle);
    if (parent == NULL)
        assert_null(n.parent);
    else
        assert_string_equal(n.parent, parent);
    td_name_free(&n);
}

static void test_split_names(void **state)
{
    (void)state;
    assert_split("nfib{v s1EG} (Main) (fun)", "nfib", "s1EG",
                 " (Main) (fun)", NULL);
    assert_split("sat_s24y{v} (Main) (fun)", "sat", "s24y", " (Main) (fun)",
                 NULL);
    assert_split("ds1{v s24c} (Main) (fun) in r21z", "ds1", "s24c",
                 " (Main) (fun)", "r21z");
    /* an exported binding: its module goes where an internal one's is */
    assert_split("Main.g{v rhJ} (fun)", "g", "rhJ", " (Main) (fun)", NULL);
    assert_split("Data.Map.insert{v r1} (fun) in r2", "insert", "r1",
                 " (Data.Map) (fun)", "r2");
    assert_split("Main.+++{v r3} (fun)", "+++", "r3", " (Main) (fun)", NULL);
    /* not a qualifier: nothing after the dot, or a module already given */
    assert_split("Main.{v r4} (fun)", "Main.", "r4", " (fun)", NULL);
    assert_split("Main.g{v r5} (Main) (fun)", "Main.g", "r5", " (Main) (fun)",
                 NULL);
    assert_split("go3{v s2NH} (main:Main) in s2NP", "go3", "s2NH",
                 " (main:Main)", "s2NP");
    /* no unique to take out */
    assert_split("TOP", "TOP", NULL, "", NULL);
    /* braces without a unique: the last "_word" is taken for it, even
     * when it is not one (GHC prints such names only for its own
     * binders, sat_s24y and the like) */
    assert_split("my_fun{v} (Main) (fun)", "my", "fun", " (Main) (fun)",
                 NULL);
    assert_split("_x{v} (fun)", "_x", NULL, " (fun)", NULL);
    assert_split("f{v } (fun)", "f", NULL, " (fun)", NULL);
    assert_split("f{v r1 (fun)", "f{v r1 (fun)", NULL, "", NULL);
    assert_true(td_unique_shaped("r21z"));
    assert_false(td_unique_shaped("r"));
    assert_false(td_unique_shaped("1ab"));
    assert_false(td_unique_shaped("Main.f"));
}

/* The bindings of a report whose table holds the given rows. */
static TdBindings bindings_of(const char *rows, TdReport *r)
{
    char text[4096];
    snprintf(text, sizeof text, "%s%s%s\n%s%s", SUMMARY, HEADER, rows, STARS,
             COUNTERS);
    *r = read_ok(text);
    TdBindings b;
    TdError e;
    if (!td_bindings(r, &b, &e))
        fail_msg("td_bindings refused at line %ld: %s", e.line, e.message);
    return b;
}

static const TdBinding *find_key(const TdBindings *b, const char *key)
{
    for (size_t i = 0; i < b->n; i++)
        if (strcmp(b->items[i].key, key) == 0)
            return &b->items[i];
    fail_msg("no binding \"%s\"", key);
    return NULL;
}

static void test_keys_and_sums(void **state)
{
    (void)state;
    TdReport r;
    TdBindings b = bindings_of(
        "         11          0          0   1 I                    sat_s24y{v} (Main) (fun)\n"
        "     234091   27768160          0   1 L                    ds1{v s24c} (Main) (fun) in r21z\n"
        "        670      69576          0   1 L                    sieve{v r21z} (Main) (fun)\n"
        "          5         10          1   1 I                    go{v s9} (Main) (fun) in s24c\n"
        "          3         30          2   1 I                    sat_s1{v} (Main) (fun) in r21z\n"
        "          4         40          3   1 I                    sat_s2{v} (Main) (fun) in r21z\n"
        "          1          1          0   1 I                    lost{v s7} (Main) (fun) in s404\n"
        "          1          2          0   1 I                    odd{v s8} (Main) (fun) in Main.f\n",
        &r);
    assert_int_equal(b.n, 7);
    assert_int_equal(find_key(&b, "sat (Main) (fun)")->entries, 11);
    assert_int_equal(find_key(&b, "ds1 (Main) (fun) in sieve")->alloc,
                     27768160);
    assert_int_equal(find_key(&b, "sieve (Main) (fun)")->entries, 670);
    /* a chain of parents */
    assert_int_equal(find_key(&b, "go (Main) (fun) in ds1 in sieve")->allocd,
                     1);
    /* two lambdas in one function are one binding */
    const TdBinding *sats = find_key(&b, "sat (Main) (fun) in sieve");
    assert_int_equal(sats->entries, 7);
    assert_int_equal(sats->alloc, 70);
    assert_int_equal(sats->allocd, 5);
    assert_int_equal(sats->rows, 2);
    /* a parent not in the table is dropped, a non-unique kept */
    assert_int_equal(find_key(&b, "lost (Main) (fun)")->alloc, 1);
    assert_int_equal(find_key(&b, "odd (Main) (fun) in Main.f")->alloc, 2);
    /* sorted, and the totals */
    for (size_t i = 1; i < b.n; i++)
        assert_true(strcmp(b.items[i - 1].key, b.items[i].key) < 0);
    assert_int_equal(b.total_entries, 11 + 234091 + 670 + 5 + 3 + 4 + 1 + 1);
    assert_int_equal(b.total_allocd, 6);
    td_bindings_free(&b);
    td_report_free(&r);
}

static void test_parent_cycle(void **state)
{
    (void)state;
    TdReport r;
    TdBindings b = bindings_of(
        "          1          1          0   1 I                    a{v s1} (fun) in s2\n"
        "          1          1          0   1 I                    b{v s2} (fun) in s1\n"
        "          1          1          0   1 I                    c{v s3} (fun) in s3\n",
        &r);
    assert_int_equal(find_key(&b, "a (fun) in b")->entries, 1);
    assert_int_equal(find_key(&b, "b (fun) in a")->entries, 1);
    assert_int_equal(find_key(&b, "c (fun)")->entries, 1);
    td_bindings_free(&b);
    td_report_free(&r);
}

static void test_sum_overflow(void **state)
{
    (void)state;
    char text[4096];
    snprintf(text, sizeof text, "%s%s%s%s\n%s%s", SUMMARY, HEADER,
             "9223372036854775807 1 0 0 f{v s1} (fun)\n",
             "1 1 0 0 f{v s2} (fun)\n", STARS, COUNTERS);
    TdReport r = read_ok(text);
    TdBindings b;
    TdError e;
    assert_false(td_bindings(&r, &b, &e));
    assert_int_equal(e.line, 10);
    assert_non_null(strstr(e.message, "more than 64 bits"));
    td_report_free(&r);
}

/* ============================================================ reports */

static void test_report_read(void **state)
{
    (void)state;
    TdReport r = read_ok(SUMMARY HEADER
        "        670      69576          0   1 L                    sieve{v r21z} (Main) (fun)\r\n"
        "\n" STARS COUNTERS
        "          0 E!NT_PERM_IND_ctr requires +RTS -Z\n");
    assert_int_equal(r.n_rows, 1);
    assert_int_equal(r.rows[0].line, 9);
    assert_string_equal(r.rows[0].name, "sieve{v r21z} (Main) (fun)");
    assert_int_equal(r.n_counters, 3);
    assert_string_equal(r.counters[0].name, "ALLOC_HEAP_tot");
    assert_int_equal(r.counters[0].value, 4000);
    assert_string_equal(r.counters[2].name, "E!NT_PERM_IND_ctr");
    assert_int_equal(r.header_line, 7);
    td_report_free(&r);
    /* an empty table: the header follows the summary, no stars above */
    r = read_ok(SUMMARY HEADER "\n" STARS COUNTERS);
    assert_int_equal(r.n_rows, 0);
    assert_int_equal(r.n_counters, 2);
    td_report_free(&r);
}

static void test_report_refused(void **state)
{
    (void)state;
    assert_refused("", 1, "empty file");
    assert_refused("COST CENTRE MODULE\n\nmain Main\n", 1,
                   "not a ticky-ticky report");
    TdReport r;
    TdError e;
    assert_false(td_read_text(SUMMARY "x\0y\n", sizeof SUMMARY + 3, &r, &e));
    assert_int_equal(e.line, 7);
    assert_non_null(strstr(e.message, "NUL byte"));
    assert_refused(SUMMARY "\x01\n", 7, "control character 0x01");
    assert_refused(SUMMARY, 6, "ends before the table");
    assert_refused(SUMMARY HEADER, 8, "no line of stars");
    assert_refused(SUMMARY HEADER "        670      69576\n", 9,
                   "the row does not parse");
    assert_refused(SUMMARY "    Entries      Alloc    Alloc'd  "
                   "Non-void Arguments      STG Name\nxx\n", 8,
                   "expected a line of dashes");
    assert_refused(SUMMARY HEADER "\nnot stars\n", 10,
                   "expected the line of stars");
    assert_refused(SUMMARY HEADER "\n" STARS, 10,
                   "before the global counters");
    assert_refused(SUMMARY HEADER "\n" STARS "  1 ALLOC_HEAP_ctr\n"
                   "  2 ALLOC_HEAP_tot\n", 12,
                   "after 2 of GHC 9.0.2's 116 global counters");
    assert_refused(SUMMARY HEADER "\n" STARS "  1 ALLOC_HEAP_ctr\n  2 X\n"
                   "  3 ALLOC_HEAP_ctr\n", 13, "appears a second time (first "
                   "on line 11)");
    assert_refused(SUMMARY HEADER "\n" STARS "  1 ALLOC_HEAP_ctr\n  2 X", 12,
                   "no newline");
    assert_refused(SUMMARY HEADER "\n" STARS "  1 ALLOC_HEAP_ctr\nfoo\n", 12,
                   "expected a global counter");
    assert_refused(SUMMARY HEADER "\n" STARS "  -1 ALLOC_HEAP_ctr\n", 11,
                   "expected a global counter");
    assert_refused(SUMMARY HEADER "\n" STARS
                   "  99999999999999999999 ALLOC_HEAP_ctr\n", 11,
                   "too large");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rows_at_columns),
        cmocka_unit_test(test_rows_wider_than_columns),
        cmocka_unit_test(test_rows_split_at_spaces),
        cmocka_unit_test(test_rows_refused),
        cmocka_unit_test(test_header_layouts),
        cmocka_unit_test(test_split_names),
        cmocka_unit_test(test_keys_and_sums),
        cmocka_unit_test(test_parent_cycle),
        cmocka_unit_test(test_sum_overflow),
        cmocka_unit_test(test_report_read),
        cmocka_unit_test(test_report_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
