/*
 * test_header.c -- LANGUAGE and OPTIONS_GHC pragmas (compiler/header.c).
 *
 * The messages of GHC's own errors (unknown extensions with their
 * suggestions) are GHC 9.0.2's, recorded from `ghc -O0 T.hs` without the
 * empty line GHC puts before an error; the others are lazyrts's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "header.h"

static char captured[4096];

/* header_check on `text` as file T.hs, its messages in `captured`. */
static bool check(const char *text)
{
    SourceFile src = { "T.hs", text, strlen(text) };
    diag_reset();
    diag_add_source(&src);
    diag_capture(captured, sizeof captured);
    bool ok = header_check(&src);
    diag_capture(NULL, 0);
    assert_int_equal(ok, captured[0] == '\0');
    return ok;
}

static HeaderExtension ext(const char *name)
{
    return header_extension(name, strlen(name));
}

static void test_extensions(void **state)
{
    (void)state;
    assert_int_equal(ext("BangPatterns"), EXT_ACCEPTED);
    assert_int_equal(ext("Haskell2010"), EXT_ACCEPTED);
    assert_int_equal(ext("NondecreasingIndentation"), EXT_ACCEPTED);
    assert_int_equal(ext("ScopedTypeVariables"), EXT_ACCEPTED);
    assert_int_equal(ext("NoLambdaCase"), EXT_ACCEPTED);
    assert_int_equal(ext("NoBangPatterns"), EXT_ACCEPTED);
    assert_int_equal(ext("LambdaCase"), EXT_REFUSED);
    assert_int_equal(ext("CPP"), EXT_REFUSED);
    assert_int_equal(ext("Haskell98"), EXT_REFUSED);
    assert_int_equal(ext("MultiParamTypeClasses"), EXT_REFUSED);
    assert_int_equal(ext("NoImplicitPrelude"), EXT_REFUSED);
    assert_int_equal(ext("NoMonomorphismRestriction"), EXT_REFUSED);
    assert_int_equal(ext("NoNondecreasingIndentation"), EXT_REFUSED);
    assert_int_equal(ext("Foo"), EXT_UNKNOWN);
    assert_int_equal(ext("NoHaskell2010"), EXT_UNKNOWN);
    assert_int_equal(ext("NoSafe"), EXT_UNKNOWN);
    assert_int_equal(ext("bangPatterns"), EXT_UNKNOWN);
    assert_int_equal(header_extension("BangPatternsX", 12), EXT_ACCEPTED);
}

/* GHC's suggestions: nearest first, at most three, the last two joined by
   "or", wrapped under the first when the line would pass 67 characters. */
static void test_suggestions(void **state)
{
    (void)state;
    assert_false(check("{-# LANGUAGE GeneraliedNewtypeDeriving #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:14: error:\n"
        "    Unsupported extension: GeneraliedNewtypeDeriving\n"
        "    Perhaps you meant \u2018GeneralizedNewtypeDeriving\u2019,\n"
        "                      \u2018GeneralisedNewtypeDeriving\u2019 or "
        "\u2018NoGeneralizedNewtypeDeriving\u2019\n"
        "  |\n"
        "1 | {-# LANGUAGE GeneraliedNewtypeDeriving #-}\n"
        "  |              ^^^^^^^^^^^^^^^^^^^^^^^^^\n");
    assert_false(check("{-# LANGUAGE UnboxedTules #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:14: error:\n"
        "    Unsupported extension: UnboxedTules\n"
        "    Perhaps you meant \u2018UnboxedTuples\u2019,\n"
        "                      \u2018NoUnboxedTuples\u2019 or \u2018UnboxedSums\u2019\n"
        "  |\n"
        "1 | {-# LANGUAGE UnboxedTules #-}\n"
        "  |              ^^^^^^^^^^^^\n");
    assert_false(check("{-# LANGUAGE NoRank2Typex #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:14: error:\n"
        "    Unsupported extension: NoRank2Typex\n"
        "    Perhaps you meant \u2018NoRank2Types\u2019, \u2018NoRankNTypes\u2019 or "
        "\u2018Rank2Types\u2019\n"
        "  |\n"
        "1 | {-# LANGUAGE NoRank2Typex #-}\n"
        "  |              ^^^^^^^^^^^^\n");
    assert_false(check("{-# LANGUAGE Cpp #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:14: error: Unsupported extension: Cpp\n"
        "  |\n"
        "1 | {-# LANGUAGE Cpp #-}\n"
        "  |              ^^^\n");
}

/* Where the header ends, and what may come before a pragma. */
static void test_header_extent(void **state)
{
    (void)state;
    /* comments, other pragmas, a byte order mark and a #! line come first */
    assert_false(check("-- c\n{- {- nested -} -}\n{-# FOO #-}\n"
                       "{-# LANGUAGE LambdaCase #-}\n"));
    assert_non_null(strstr(captured, "T.hs:4:14: error:\n"));
    assert_false(check("\xEF\xBB\xBF#!/bin/sh\n{-# LANGUAGE Foo #-}\n"));
    assert_non_null(strstr(captured, "T.hs:2:14: error: Unsupported extension: Foo"));
    /* columns: code points, tabs to the next multiple of 8 */
    assert_false(check("{- \xC3\xA9 -}{-# LANGUAGE Foo #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:21: error:"));
    assert_false(check("{-# LANGUAGE\tFoo #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:17: error:"));
    /* the header ends at a token, a token pragma or an operator */
    assert_true(check("module Main where\n{-# LANGUAGE LambdaCase #-}\n"));
    assert_true(check("{-# INLINE f #-}\n{-# LANGUAGE LambdaCase #-}\n"));
    assert_true(check("--> x\n{-# LANGUAGE LambdaCase #-}\n"));
    /* GHC reads no pragma name after a tab */
    assert_true(check("{-#\tLANGUAGE LambdaCase #-}\n"));
    assert_true(check(""));
}

/* GHC's complaints about the list itself. */
static void test_language_syntax(void **state)
{
    (void)state;
    assert_false(check("{-# LANGUAGE BangPatterns, #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:28: error:\n    Cannot parse LANGUAGE pragma\n"));
    assert_non_null(strstr(captured, "  |                            ^^^\n"));
    assert_false(check("{-# LANGUAGE BangPatterns Bar #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:27: error:\n    Cannot parse"));
    assert_false(check("{-# LANGUAGE 3 #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:1: error:\n    Cannot parse"));
    assert_false(check("{-# LANGUAGE Data.Foo #-}\n"));
    assert_non_null(strstr(captured, "  |              ^^^^^^^^\n"));
    /* an unknown name is found before the missing comma after it */
    assert_false(check("{-# LANGUAGE Foo Bar #-}\n"));
    assert_non_null(strstr(captured, "error: Unsupported extension: Foo\n"));
    /* GHC's errors come before lazyrts's refusals, wherever they are */
    assert_false(check("{-# LANGUAGE LambdaCase #-}\n{-# LANGUAGE Foo #-}\n"));
    assert_non_null(strstr(captured, "T.hs:2:14: error: Unsupported extension: Foo"));
    assert_null(strstr(captured, "LambdaCase"));
    /* case does not matter in the pragma's name; comments inside count */
    assert_true(check("{-# language BangPatterns {- c -} , -- c\n InstanceSigs #-}\n"));
}

static void test_options(void **state)
{
    (void)state;
    assert_true(check("{-# OPTIONS_GHC -Wall -Werror -w -fwarn-tabs "
                      "-fno-warn-tabs -Wno-x -O0 -XBangPatterns #-}\n"));
    assert_true(check("{-# OPTIONS -XNoLambdaCase #-}{-# OPTIONS_HADDOCK hide #-}\n"));
    assert_false(check("{-# OPTIONS_GHC -O2 #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:17: error:\n"
        "    lazyrts does not support the flag \u2018-O2\u2019 in an OPTIONS_GHC pragma\n"
        "  |\n"
        "1 | {-# OPTIONS_GHC -O2 #-}\n"
        "  |                 ^^^\n");
    assert_false(check("{-# options_ghc \"-XLambdaCase\" #-}\n"));
    assert_non_null(strstr(captured, "T.hs:1:17: error:\n    lazyrts does not support "
                                     "the language extension \u2018LambdaCase\u2019\n"));
    /* GHC's message for an unknown -X flag, spanning the pragma's text */
    assert_false(check("{-# OPTIONS_GHC -fprof-auto -XFoo #-}\n"));
    assert_string_equal(captured,
        "T.hs:1:16: error:\n"
        "    unknown flag in  {-# OPTIONS_GHC #-} pragma: -XFoo\n"
        "  |\n"
        "1 | {-# OPTIONS_GHC -fprof-auto -XFoo #-}\n"
        "  |                ^^^^^^^^^^^^^^^^^^^\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_extensions),
        cmocka_unit_test(test_suggestions),
        cmocka_unit_test(test_header_extent),
        cmocka_unit_test(test_language_syntax),
        cmocka_unit_test(test_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
