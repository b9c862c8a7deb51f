/*
 * test_layout.c -- the layout algorithm (Haskell 2010 report, 10.3).
 *
 * Token streams are rendered as text, virtual tokens as {v ;v }v.  The
 * parse-error(t) rule needs the parser, so those cases parse the layout
 * version and the explicit-brace version of a program and compare their
 * ASTs.
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

#include "ast_print.h"
#include "parser.h"

static char rendered[8192];

static const char *render(const char *text)
{
    Arena *a = arena_new();
    SourceFile src = { "t.hs", text, strlen(text) };
    int n;
    Token *t = layout_tokens(a, &src, &n);
    size_t len = 0;
    rendered[0] = '\0';
    for (int i = 0; i < n && t[i].kind != TK_EOF; i++) {
        char piece[256];
        switch (t[i].kind) {
        case TK_VLBRACE: strcpy(piece, "{v"); break;
        case TK_VRBRACE: strcpy(piece, "}v"); break;
        case TK_VSEMI: strcpy(piece, ";v"); break;
        default:
            snprintf(piece, sizeof piece, "%.*s", t[i].end - t[i].off, text + t[i].off);
        }
        len += (size_t)snprintf(rendered + len, sizeof rendered - len, "%s%s",
                                len ? " " : "", piece);
    }
    arena_free(a);
    return rendered;
}

/* The AST of `text` without spans (malloc'd), or NULL on a parse error. */
static char *ast_of(const char *text)
{
    Arena *a = arena_new();
    SourceFile src = { "t.hs", text, strlen(text) };
    char errors[1024];
    diag_reset();
    diag_capture(errors, sizeof errors);
    Module *m = parse_module(a, &src);
    diag_capture(NULL, 0);
    char *s = m ? ast_module_string(m, false) : NULL;
    if (!m) fprintf(stderr, "%s", errors);
    arena_free(a);
    return s;
}

static void assert_same_ast(const char *layout, const char *braces)
{
    char *x = ast_of(layout), *y = ast_of(braces);
    assert_non_null(x);
    assert_non_null(y);
    assert_string_equal(x, y);
    free(x);
    free(y);
}

/* ---------------------------------------------------- token streams */

static void test_module_block(void **state)
{
    (void)state;
    assert_string_equal(render("f x = 1\ng = 2\n"),
                        "{v f x = 1 ;v g = 2 }v");
    assert_string_equal(render("module M where\nf = 1\n  + 2\ng = 3"),
                        "module M where {v f = 1 + 2 ;v g = 3 }v");
    assert_string_equal(render("module M where {f = 1; g = 2}"),
                        "module M where { f = 1 ; g = 2 }");
    assert_string_equal(render(""), "{v }v");
}

static void test_nested_blocks(void **state)
{
    (void)state;
    assert_string_equal(render("main = do\n  a\n  b <- c\n  let x = 1\n      y = 2\n  d\n"),
        "{v main = do {v a ;v b <- c ;v let {v x = 1 ;v y = 2 }v ;v d }v }v");
    assert_string_equal(render("f x = case x of\n    1 -> a\n    _ -> b\n  where a = 2\n"),
        "{v f x = case x of {v 1 -> a ;v _ -> b }v where {v a = 2 }v }v");
    /* at the alternatives' column, `where` gets a ; (the parser then
       closes the block by the parse-error(t) rule) */
    assert_string_equal(render("f x = case x of\n  1 -> a\n  where a = 2\n"),
        "{v f x = case x of {v 1 -> a ;v where {v a = 2 }v }v }v");
    /* the block closes at the first line indented less */
    assert_string_equal(render("f = g\n  where g = h\n          where h = 1\ni = 2"),
        "{v f = g where {v g = h where {v h = 1 }v }v ;v i = 2 }v");
}

static void test_empty_block(void **state)
{
    (void)state;
    /* {n} not deeper than the enclosing block: { } and then <n> */
    assert_string_equal(render("f = x where\ng = 1\n"),
                        "{v f = x where {v }v ;v g = 1 }v");
    assert_string_equal(render("f = do\n"), "{v f = do {v }v }v");
}

static void test_explicit_braces(void **state)
{
    (void)state;
    assert_string_equal(render("f = let { x = 1;\n y = 2 } in x\ng = 0"),
                        "{v f = let { x = 1 ; y = 2 } in x ;v g = 0 }v");
    assert_string_equal(render("main = do { a\n; b\n}\n"),
                        "{v main = do { a ; b } }v");
}

static void test_nondecreasing_do(void **state)
{
    (void)state;
    /* GHC (no LANGUAGE pragma): a do block may start at the enclosing
       block's column */
    assert_string_equal(render("main = do\n  x <- foo\n  do\n  bar\n"),
        "{v main = do {v x <- foo ;v do {v bar }v }v }v");
    /* other keywords open an empty block there */
    assert_string_equal(render("main = do\n  let\n  bar\n"),
        "{v main = do {v let {v }v ;v bar }v }v");
    /* with the parser: `where` closes the do block first, then opens
       its own block at column 3, and the inner do another one */
    assert_same_ast("main = do\n  foo\n  where\n  foo = do\n  print 2\n",
                    "main = do { foo } where { foo = do { print 2 } }\n");
}

static void test_tabs(void **state)
{
    (void)state;
    /* a tab moves to the next multiple of 8 (column 9) */
    assert_string_equal(render("f = do\n\ta\n        b\n"),
                        "{v f = do {v a ;v b }v }v");
}

/* ----------------------------------------------- parse-error(t) rule */

static void test_parse_error_let_in(void **state)
{
    (void)state;
    assert_same_ast("f = let x = 1 in x\n",
                    "f = let { x = 1 } in x\n");
    assert_same_ast("f = let x = 1; y = 2 in x + y\n",
                    "f = let { x = 1; y = 2 } in x + y\n");
}

static void test_parse_error_parens(void **state)
{
    (void)state;
    assert_same_ast("f x = (case x of Just y -> y)\n",
                    "f x = (case x of { Just y -> y })\n");
    assert_same_ast("g = (do a; b)\n", "g = (do { a; b })\n");
    assert_same_ast("h = [x | let y = 1, x <- [y]]\n",
                    "h = [x | let { y = 1 }, x <- [y]]\n");
    assert_same_ast("k = (case 1 of 1 -> 2, 3)\n",
                    "k = (case 1 of { 1 -> 2 }, 3)\n");
}

static void test_parse_error_where_in_do(void **state)
{
    (void)state;
    /* `where` at the statements' column: ; then parse-error(where) */
    assert_same_ast("main = do\n  print x\n  where x = 1\n",
                    "main = do { print x; } where { x = 1 }\n");
    assert_same_ast("f x = case x of y -> y where z = 1\n",
                    "f x = case x of { y -> y where { z = 1 } }\n");
}

static void test_report_example(void **state)
{
    (void)state;
    /* The example of section 10.3 of the Haskell 2010 report. */
    const char *layout =
        "module AStack( Stack, push, pop, top, size ) where\n"
        "data Stack a = Empty\n"
        "             | MkStack a (Stack a)\n"
        "\n"
        "push :: a -> Stack a -> Stack a\n"
        "push x s = MkStack x s\n"
        "\n"
        "size :: Stack a -> Int\n"
        "size s = length (stkToLst s)  where\n"
        "           stkToLst  Empty         = []\n"
        "           stkToLst (MkStack x s)  = x:xs where xs = stkToLst s\n"
        "\n"
        "pop :: Stack a -> (a, Stack a)\n"
        "pop (MkStack x s)\n"
        "  = (x, case s of r -> i r where i x = x) -- (pop Empty) is an error\n"
        "\n"
        "top :: Stack a -> a\n"
        "top (MkStack x s) = x                     -- (top Empty) is an error\n";
    const char *braces =
        "module AStack( Stack, push, pop, top, size ) where\n"
        "{data Stack a = Empty\n"
        "             | MkStack a (Stack a)\n"
        ";push :: a -> Stack a -> Stack a\n"
        ";push x s = MkStack x s\n"
        ";size :: Stack a -> Int\n"
        ";size s = length (stkToLst s)  where\n"
        "           {stkToLst  Empty         = []\n"
        "           ;stkToLst (MkStack x s)  = x:xs where {xs = stkToLst s\n"
        "}};pop :: Stack a -> (a, Stack a)\n"
        ";pop (MkStack x s)\n"
        "  = (x, case s of {r -> i r where {i x = x}}) -- (pop Empty) is an error\n"
        ";top :: Stack a -> a\n"
        ";top (MkStack x s) = x                     -- (top Empty) is an error\n"
        "}\n";
    assert_same_ast(layout, braces);
    char *x = ast_of(layout);
    assert_non_null(strstr(x, "(fun stkToLst (clause ((pcon Empty))"));
    free(x);
}

static void test_if_then_else_in_do(void **state)
{
    (void)state;
    /* DoAndIfThenElse: optional semicolons before then / else */
    assert_same_ast("main = do\n  if c\n  then a\n  else b\n  d\n",
                    "main = do { if c then a else b; d }\n");
}

static void test_operator_after_block(void **state)
{
    (void)state;
    assert_same_ast("main = do\n    print 1\n  `catch` h\n",
                    "main = do { print 1 } `catch` h\n");
}

static void test_layout_error(void **state)
{
    (void)state;
    Arena *a = arena_new();
    const char *text = "main = print 1\n  where\n    x = let y = 1\n      z = 2 in y\n";
    SourceFile src = { "t.hs", text, strlen(text) };
    char errors[1024];
    diag_reset();
    diag_capture(errors, sizeof errors);
    assert_null(parse_module(a, &src));
    diag_capture(NULL, 0);
    assert_string_equal(errors,
        "t.hs:4:7: error: parse error on input \xe2\x80\x98z\xe2\x80\x99\n"
        "  |\n"
        "4 |       z = 2 in y\n"
        "  |       ^\n");
    arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_module_block),
        cmocka_unit_test(test_nested_blocks),
        cmocka_unit_test(test_empty_block),
        cmocka_unit_test(test_explicit_braces),
        cmocka_unit_test(test_nondecreasing_do),
        cmocka_unit_test(test_tabs),
        cmocka_unit_test(test_parse_error_let_in),
        cmocka_unit_test(test_parse_error_parens),
        cmocka_unit_test(test_parse_error_where_in_do),
        cmocka_unit_test(test_report_example),
        cmocka_unit_test(test_if_then_else_in_do),
        cmocka_unit_test(test_operator_after_block),
        cmocka_unit_test(test_layout_error),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
