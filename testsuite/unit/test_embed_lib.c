/*
 * test_embed_lib.c -- the tables written by utils/embed_lib hold exactly the
 * bytes of the files they were made from.
 *
 * Two tables are checked: the runtime's own (lib_sources, from the files under lib/) and
 * a fixture table (fixture_sources, from testsuite/unit/embed_fixture/lib/,
 * made by the same rule with -n fixture) whose files hold the awkward cases:
 * quotes, backslashes, trigraph sequences, C comment markers, UTF-8, tabs,
 * a 10 kB line, an empty file, files without a final newline.
 *
 * The files are found through LAZYRTS_TOP_SRCDIR (set by 'make check'),
 * or the current directory when it is unset.
 */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "lib_sources.h"

extern const LibSource fixture_sources[];
extern const int fixture_source_count;

#define FIXTURE_ROOT "testsuite/unit/embed_fixture"

/* Read SRCDIR/DIR/PATH whole; NULL if it cannot be opened. */
static char *slurp(const char *dir, const char *path, size_t *length)
{
    const char *top = getenv("LAZYRTS_TOP_SRCDIR");
    char file[4096];
    snprintf(file, sizeof file, "%s/%s/%s", top ? top : ".", dir, path);
    FILE *f = fopen(file, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
    }
    fclose(f);
    *length = n;
    return buf;
}

/* Every entry equals its file byte for byte, and the sentinel follows. */
static void check_table_against_files(const LibSource *table, int count,
                                      const char *dir)
{
    for (int i = 0; i < count; i++) {
        size_t length;
        char *bytes = slurp(dir, table[i].path, &length);
        assert_non_null(bytes);
        assert_int_equal(table[i].length, length);
        assert_int_equal(strlen(table[i].text), length);
        assert_memory_equal(table[i].text, bytes, length);
        free(bytes);
    }
    assert_null(table[count].module);
    assert_null(table[count].path);
    assert_null(table[count].text);
    assert_int_equal(table[count].length, 0);
}

static const LibSource *find(const LibSource *table, int count,
                             const char *module)
{
    for (int i = 0; i < count; i++)
        if (strcmp(table[i].module, module) == 0)
            return &table[i];
    return NULL;
}

/* ------------------------------------------------------------ fixture */

static void fixture_matches_files(void **state)
{
    (void)state;
    check_table_against_files(fixture_sources, fixture_source_count,
                              FIXTURE_ROOT);
}

static void fixture_names_follow_paths_in_list_order(void **state)
{
    (void)state;
    static const char *const modules[] = {
        "Fixture", "Fixture.Tricky", "Fixture.Long.Line", "Fixture.Empty"};
    static const char *const paths[] = {
        "lib/Fixture.hs", "lib/Fixture/Tricky.hs",
        "lib/Fixture/Long/Line.hs", "lib/Fixture/Empty.hs"};
    assert_int_equal(fixture_source_count, 4);
    for (int i = 0; i < 4; i++) {
        assert_string_equal(fixture_sources[i].module, modules[i]);
        assert_string_equal(fixture_sources[i].path, paths[i]);
    }
}

static void fixture_keeps_awkward_text(void **state)
{
    (void)state;
    const LibSource *tricky = find(fixture_sources, fixture_source_count,
                                   "Fixture.Tricky");
    assert_non_null(tricky);
    /* "\?" keeps this file free of trigraphs itself */
    assert_non_null(strstr(tricky->text,
                           "\"?\?=?\?/?\?'?\?(?\?)?\?!?\?<?\?>?\?-\""));
    assert_non_null(strstr(tricky->text, "['\\'', '\\\\', '\"']"));
    assert_non_null(strstr(tricky->text, "\"\xce\xbb\xe2\x86\x92\xe2\x88\x80"));
    assert_non_null(strstr(tricky->text, "-- Tabs:\there"));

    const LibSource *empty = find(fixture_sources, fixture_source_count,
                                  "Fixture.Empty");
    assert_non_null(empty);
    assert_int_equal(empty->length, 0);
    assert_string_equal(empty->text, "");

    const LibSource *line = find(fixture_sources, fixture_source_count,
                                 "Fixture.Long.Line");
    assert_non_null(line);
    assert_true(line->length > 4095 * 2);
    assert_non_null(strstr(line->text, ", 1998, 1999]\n"));
}

/* ------------------------------------------------- the runtime's table */

static void library_matches_files(void **state)
{
    (void)state;
    assert_true(lib_source_count > 0);
    check_table_against_files(lib_sources, lib_source_count, ".");
}

static void library_has_prelude_and_unique_names(void **state)
{
    (void)state;
    assert_non_null(find(lib_sources, lib_source_count, "Prelude"));
    for (int i = 0; i < lib_source_count; i++) {
        assert_true(strncmp(lib_sources[i].path, "lib/", 4) == 0);
        for (int j = 0; j < i; j++)
            assert_string_not_equal(lib_sources[i].module,
                                    lib_sources[j].module);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fixture_matches_files),
        cmocka_unit_test(fixture_names_follow_paths_in_list_order),
        cmocka_unit_test(fixture_keeps_awkward_text),
        cmocka_unit_test(library_matches_files),
        cmocka_unit_test(library_has_prelude_and_unique_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
