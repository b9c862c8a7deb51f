/*
 * test_lexer.c -- the lexer: every literal form and escape, names,
 * comments, pragmas, positions and lexical error messages.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "parser.h"

typedef struct Lexed {
    Arena *arena;
    SourceFile src;
    Token toks[256];
    int n;                  /* tokens before EOF */
    Token eof;
    char errors[2048];      /* captured diagnostics */
} Lexed;

static Lexed *lex(const char *text)
{
    static Lexed L;
    if (L.arena) arena_free(L.arena);
    memset(&L, 0, sizeof L);
    L.arena = arena_new();
    L.src.name = "t.hs";
    L.src.text = text;
    L.src.len = strlen(text);
    diag_reset();
    diag_capture(L.errors, sizeof L.errors);
    diag_add_source(&L.src);
    Lexer *lx = lexer_new(L.arena, &L.src);
    for (;;) {
        Token t = lexer_next(lx);
        if (t.kind == TK_EOF) { L.eof = t; break; }
        assert_true(L.n < 256);
        L.toks[L.n++] = t;
    }
    diag_capture(NULL, 0);
    return &L;
}

static int teardown(void **state)
{
    (void)state;
    Lexed *L = lex("");
    arena_free(L->arena);
    L->arena = NULL;
    return 0;
}

static void assert_tok(const Token *t, TokKind kind, const char *qual, const char *text)
{
    assert_int_equal(t->kind, kind);
    if (qual) assert_string_equal(t->qual, qual);
    else assert_null(t->qual);
    if (text) assert_string_equal(t->text, text);
}

static void assert_span(const Token *t, int l1, int c1, int l2, int c2)
{
    assert_int_equal(t->span.l1, l1);
    assert_int_equal(t->span.c1, c1);
    assert_int_equal(t->span.l2, l2);
    assert_int_equal(t->span.c2, c2);
}

static void assert_string_lit(const Token *t, const int32_t *cps, int n)
{
    assert_int_equal(t->kind, TK_STRING);
    assert_int_equal(t->lit.kind, LIT_STRING);
    assert_int_equal(t->lit.len, n);
    for (int i = 0; i < n; i++) assert_int_equal(t->lit.str[i], cps[i]);
}

/* ------------------------------------------------------------ names */

static void test_identifiers(void **state)
{
    (void)state;
    Lexed *L = lex("x x' _y foo_Bar9 Just A'' _ case where");
    assert_int_equal(L->n, 9);
    assert_tok(&L->toks[0], TK_VARID, NULL, "x");
    assert_tok(&L->toks[1], TK_VARID, NULL, "x'");
    assert_tok(&L->toks[2], TK_VARID, NULL, "_y");
    assert_tok(&L->toks[3], TK_VARID, NULL, "foo_Bar9");
    assert_tok(&L->toks[4], TK_CONID, NULL, "Just");
    assert_tok(&L->toks[5], TK_CONID, NULL, "A''");
    assert_tok(&L->toks[6], TK_RESERVEDID, NULL, "_");
    assert_tok(&L->toks[7], TK_RESERVEDID, NULL, "case");
    assert_tok(&L->toks[8], TK_RESERVEDID, NULL, "where");
    /* interned: equal names are the same pointer */
    Lexed *M = lex("abc abc");
    assert_ptr_equal(M->toks[0].text, M->toks[1].text);
}

static void test_qualified_names(void **state)
{
    (void)state;
    Lexed *L = lex("M.x M.+ Data.List.sort Data.List M.Just M.:+ f.g M..");
    assert_int_equal(L->n, 10);
    assert_tok(&L->toks[0], TK_VARID, "M", "x");
    assert_span(&L->toks[0], 1, 1, 1, 3);
    assert_tok(&L->toks[1], TK_VARSYM, "M", "+");
    assert_tok(&L->toks[2], TK_VARID, "Data.List", "sort");
    assert_tok(&L->toks[3], TK_CONID, "Data", "List");
    assert_tok(&L->toks[4], TK_CONID, "M", "Just");
    assert_tok(&L->toks[5], TK_CONSYM, "M", ":+");
    /* a varid before a dot is not a qualifier: f . g */
    assert_tok(&L->toks[6], TK_VARID, NULL, "f");
    assert_tok(&L->toks[7], TK_VARSYM, NULL, ".");
    assert_tok(&L->toks[8], TK_VARID, NULL, "g");
    /* M.. is the qualified operator (.) */
    assert_tok(&L->toks[9], TK_VARSYM, "M", ".");
    /* M.where is not a qualified name */
    Lexed *W = lex("M.where");
    assert_int_equal(W->n, 3);
    assert_tok(&W->toks[0], TK_CONID, NULL, "M");
    assert_tok(&W->toks[2], TK_RESERVEDID, NULL, "where");
}

static void test_operators(void **state)
{
    (void)state;
    Lexed *L = lex("+ <$> :+: : :: = \\ | <- -> @ ~ => .. ! --> |-- `div`");
    assert_int_equal(L->n, 20);
    assert_tok(&L->toks[0], TK_VARSYM, NULL, "+");
    assert_tok(&L->toks[1], TK_VARSYM, NULL, "<$>");
    assert_tok(&L->toks[2], TK_CONSYM, NULL, ":+:");
    const char *rops[] = { ":", "::", "=", "\\", "|", "<-", "->", "@", "~", "=>", ".." };
    for (int i = 0; i < 11; i++) assert_tok(&L->toks[3 + i], TK_RESERVEDOP, NULL, rops[i]);
    assert_tok(&L->toks[14], TK_VARSYM, NULL, "!");
    assert_tok(&L->toks[15], TK_VARSYM, NULL, "-->");
    assert_tok(&L->toks[16], TK_VARSYM, NULL, "|--");
    assert_tok(&L->toks[17], TK_SPECIAL, NULL, "`");
    assert_tok(&L->toks[18], TK_VARID, NULL, "div");
    assert_tok(&L->toks[19], TK_SPECIAL, NULL, "`");
}

static void test_specials(void **state)
{
    (void)state;
    Lexed *L = lex("(),;[]`{}");
    assert_int_equal(L->n, 9);
    for (int i = 0; i < 9; i++) {
        char s[2] = { "(),;[]`{}"[i], 0 };
        assert_tok(&L->toks[i], TK_SPECIAL, NULL, s);
        assert_span(&L->toks[i], 1, i + 1, 1, i + 1);
    }
}

/* --------------------------------------------------------- comments */

static void test_comments(void **state)
{
    (void)state;
    Lexed *L = lex("a -- comment\nb {- block {- nested -} still -} c\n"
                   "--- more dashes\nd --| not a comment\n{--}e");
    assert_int_equal(L->n, 9);
    assert_tok(&L->toks[0], TK_VARID, NULL, "a");
    assert_tok(&L->toks[1], TK_VARID, NULL, "b");
    assert_tok(&L->toks[2], TK_VARID, NULL, "c");
    assert_span(&L->toks[2], 2, 34, 2, 34);
    assert_tok(&L->toks[3], TK_VARID, NULL, "d");
    assert_tok(&L->toks[4], TK_VARSYM, NULL, "--|");
    assert_tok(&L->toks[5], TK_VARID, NULL, "not");
    assert_tok(&L->toks[6], TK_VARID, NULL, "a");
    assert_tok(&L->toks[8], TK_VARID, NULL, "e");
}

static void test_bol_and_space_flags(void **state)
{
    (void)state;
    Lexed *L = lex("f !x = y\n  z");
    assert_true(L->toks[0].flags & TF_BOL);
    assert_false(L->toks[1].flags & TF_BOL);
    assert_true(L->toks[1].flags & TF_SPACE);   /* ! */
    assert_false(L->toks[2].flags & TF_SPACE);  /* x right after ! */
    assert_true(L->toks[5].flags & TF_BOL);     /* z */
    assert_span(&L->toks[5], 2, 3, 2, 3);
}

/* --------------------------------------------------------- numbers */

static void test_integers(void **state)
{
    (void)state;
    Lexed *L = lex("0 42 0x1F 0XfF 0o17 0O7 0b101 0B1 007 "
                   "9223372036854775807 9223372036854775808 "
                   "0xFFFFFFFFFFFFFFFFFF");
    assert_int_equal(L->n, 12);
    int64_t want[] = { 0, 42, 31, 255, 15, 7, 5, 1, 7, INT64_MAX };
    for (int i = 0; i < 10; i++) {
        assert_int_equal(L->toks[i].kind, TK_INTEGER);
        assert_int_equal(L->toks[i].lit.kind, LIT_INT);
        assert_false(L->toks[i].lit.big);
        assert_true(L->toks[i].lit.i == want[i]);
    }
    assert_string_equal(L->toks[2].lit.text, "31");
    assert_true(L->toks[10].lit.big);
    assert_string_equal(L->toks[10].lit.text, "9223372036854775808");
    assert_true(L->toks[11].lit.big);
    assert_string_equal(L->toks[11].lit.text, "4722366482869645213695");
    assert_span(&L->toks[2], 1, 6, 1, 9);
}

static void test_floats(void **state)
{
    (void)state;
    Lexed *L = lex("1.5 1e10 1.5e-3 2E+2 0.1 1.e5 3.x");
    /* 1.e5 is 1 . e5 and 3.x is 3 . x */
    assert_int_equal(L->n, 11);
    assert_int_equal(L->toks[0].kind, TK_FLOAT);
    assert_int_equal(L->toks[0].lit.kind, LIT_FRAC);
    assert_true(L->toks[0].lit.d == 1.5);
    assert_string_equal(L->toks[0].lit.text, "1.5");
    assert_true(L->toks[1].lit.d == 1e10);
    assert_string_equal(L->toks[1].lit.text, "1e10");
    assert_true(L->toks[2].lit.d == 1.5e-3);
    assert_true(L->toks[3].lit.d == 200.0);
    assert_true(L->toks[4].lit.d == 0.1);
    assert_int_equal(L->toks[5].kind, TK_INTEGER);
    assert_tok(&L->toks[6], TK_VARSYM, NULL, ".");
    assert_tok(&L->toks[7], TK_VARID, NULL, "e5");
    assert_int_equal(L->toks[8].kind, TK_INTEGER);
}

/* ------------------------------------------------- chars and strings */

static void test_char_literals(void **state)
{
    (void)state;
    Lexed *L = lex("'a' '\\n' '\\t' '\\\\' '\\'' '\"' '\\65' '\\x41' '\\o101' "
                   "'\\NUL' '\\SOH' '\\DEL' '\\^A' '\\^@' '\\^[' '\\SP' '\\1114111' "
                   "'\xce\xbb'");
    int32_t want[] = { 'a', '\n', '\t', '\\', '\'', '"', 65, 65, 65, 0, 1, 127,
                       1, 0, 27, 32, 0x10FFFF, 0x3BB };
    assert_int_equal(L->n, 18);
    for (int i = 0; i < 18; i++) {
        assert_int_equal(L->toks[i].kind, TK_CHAR);
        assert_int_equal(L->toks[i].lit.kind, LIT_CHAR);
        assert_int_equal(L->toks[i].lit.i, want[i]);
    }
}

static void test_string_escapes(void **state)
{
    (void)state;
    Lexed *L = lex("\"a\\n\\t\\\\\\\"\\'\\65\\x41\\o101\\&\\NUL\\SOH\\SO\\&H\\DEL\\^A\"");
    int32_t want[] = { 'a', '\n', '\t', '\\', '"', '\'', 65, 65, 65, 0, 1, 14, 'H', 127, 1 };
    assert_int_equal(L->n, 1);
    assert_string_lit(&L->toks[0], want, 15);
    /* \& separates a numeric escape from a following digit */
    Lexed *M = lex("\"\\12\\&3\" \"\\a\\b\\f\\r\\v\" \"\"");
    int32_t w2[] = { 12, '3' };
    assert_string_lit(&M->toks[0], w2, 2);
    int32_t w3[] = { 7, 8, 12, 13, 11 };
    assert_string_lit(&M->toks[1], w3, 5);
    assert_string_lit(&M->toks[2], NULL, 0);
}

static void test_string_gap_and_utf8(void **state)
{
    (void)state;
    Lexed *L = lex("\"ab\\\n    \\cd\" x \"\xce\xbb\xe2\x86\x92\xf0\x9f\x98\x80\" y");
    int32_t w1[] = { 'a', 'b', 'c', 'd' };
    assert_string_lit(&L->toks[0], w1, 4);
    assert_span(&L->toks[0], 1, 1, 2, 8);
    assert_tok(&L->toks[1], TK_VARID, NULL, "x");
    assert_span(&L->toks[1], 2, 10, 2, 10);
    int32_t w2[] = { 0x3BB, 0x2192, 0x1F600 };
    assert_string_lit(&L->toks[2], w2, 3);
    /* columns count code points */
    assert_span(&L->toks[2], 2, 12, 2, 16);
    assert_span(&L->toks[3], 2, 18, 2, 18);
}

static void test_tab_columns(void **state)
{
    (void)state;
    Lexed *L = lex("a\tb\n\tc");
    assert_span(&L->toks[1], 1, 9, 1, 9);
    assert_span(&L->toks[2], 2, 9, 2, 9);
}

/* ----------------------------------------------------------- pragmas */

static void test_pragmas(void **state)
{
    (void)state;
    Lexed *L = lex("{-# LANGUAGE BangPatterns #-}\n{-# OPTIONS_GHC -Wall #-}\n"
                   "{-# SCC \"my_label\" #-} {-# SCC foo #-} {-# scc bar #-}\n"
                   "{-# INLINE f #-} {-# NOINLINE (+) #-} {-# UNKNOWN x #-} z");
    assert_int_equal(L->n, 12);
    assert_tok(&L->toks[0], TK_PRAGMA_SCC, NULL, "my_label");
    assert_span(&L->toks[0], 3, 1, 3, 22);
    assert_tok(&L->toks[1], TK_PRAGMA_SCC, NULL, "foo");
    assert_tok(&L->toks[2], TK_PRAGMA_SCC, NULL, "bar");
    assert_tok(&L->toks[3], TK_PRAGMA_OPEN, NULL, "INLINE");
    assert_tok(&L->toks[4], TK_VARID, NULL, "f");
    assert_tok(&L->toks[5], TK_PRAGMA_CLOSE, NULL, NULL);
    assert_tok(&L->toks[6], TK_PRAGMA_OPEN, NULL, "NOINLINE");
    assert_tok(&L->toks[8], TK_VARSYM, NULL, "+");
    assert_tok(&L->toks[10], TK_PRAGMA_CLOSE, NULL, NULL);
    assert_tok(&L->toks[11], TK_VARID, NULL, "z");
    /* #-} outside a pragma is an ordinary operator and a brace */
    Lexed *M = lex("a #-} b");
    assert_tok(&M->toks[1], TK_VARSYM, NULL, "#-");
    assert_tok(&M->toks[2], TK_SPECIAL, NULL, "}");
}

/* ------------------------------------------------------------ errors */

/* GHC's parser refuses an SCC label with a space, at the string, and a
   constructor's name as a bare label, at the name. */
static void test_error_scc_labels(void **state)
{
    (void)state;
    assert_string_equal(lex("x = {-# SCC \"a b\" #-} 1\n")->errors,
        "t.hs:1:13: error: Spaces are not allowed in SCCs\n"
        "  |\n"
        "1 | x = {-# SCC \"a b\" #-} 1\n"
        "  |             ^^^^^\n");
    assert_string_equal(lex("{-# SCC f \"the f\" #-}\n")->errors,
        "t.hs:1:11: error: Spaces are not allowed in SCCs\n"
        "  |\n"
        "1 | {-# SCC f \"the f\" #-}\n"
        "  |           ^^^^^^^\n");
    assert_string_equal(lex("x = {-# SCC Big #-} 1\n")->errors,
        "t.hs:1:13: error: parse error on input \xe2\x80\x98" "Big\xe2\x80\x99\n"
        "  |\n"
        "1 | x = {-# SCC Big #-} 1\n"
        "  |             ^^^\n");
    /* a tab is not a space to GHC's check */
    Lexed *T = lex("x = {-# SCC \"a\tb\" #-} 1\n");
    assert_string_equal(T->errors, "");
    assert_tok(&T->toks[2], TK_PRAGMA_SCC, NULL, "a\tb");
}

static void test_error_bad_escape(void **state)
{
    (void)state;
    Lexed *L = lex("main = print \"abc\\q\"\n");
    assert_true(diag_failed());
    assert_int_equal(L->eof.kind, TK_EOF);
    assert_string_equal(L->errors,
        "t.hs:1:19: error:\n"
        "    lexical error in string/character literal at character 'q'\n"
        "  |\n"
        "1 | main = print \"abc\\q\"\n"
        "  |                   ^\n");
}

static void test_error_unterminated_string(void **state)
{
    (void)state;
    lex("main = print \"abc\n");
    assert_string_equal(lex("main = print \"abc\n")->errors,
        "t.hs:1:18: error:\n"
        "    lexical error in string/character literal at character '\\n'\n"
        "  |\n"
        "1 | main = print \"abc\n"
        "  |                  ^\n");
    assert_string_equal(lex("main = print \"abc")->errors,
        "t.hs:1:18: error:\n"
        "    lexical error in string/character literal at end of input\n"
        "  |\n"
        "1 | main = print \"abc\n"
        "  |                  ^\n");
}

static void test_error_unterminated_comment(void **state)
{
    (void)state;
    assert_string_equal(lex("main = print 1\n{- {- -}\n")->errors,
        "t.hs:2:1: error: unterminated `{-'\n"
        "  |\n"
        "2 | {- {- -}\n"
        "  | ^^^^^^^^...\n");
}

/* {-# LINE n "f" #-} is no token; it renumbers what diag shows from the
   next line on, while the tokens keep their physical positions. */
static void test_line_pragma(void **state)
{
    (void)state;
    Lexed *L = lex("x = 1\n  {-# line 40 \"G.y\" #-}\ny = 2\nz\n"
                   "{-# LINE 5 \"t.hs\" #-}\nw\n");
    assert_string_equal(L->errors, "");
    assert_int_equal(L->n, 8);
    assert_tok(&L->toks[3], TK_VARID, NULL, "y");
    assert_span(&L->toks[3], 3, 1, 3, 1);
    SrcSpan s = L->toks[6].span;                     /* z, physical line 4 */
    assert_string_equal(diag_resolve("t.hs", &s), "G.y");
    assert_int_equal(s.l1, 41);
    assert_int_equal(s.c1, 1);
    s = L->toks[7].span;                             /* w, physical line 6 */
    assert_string_equal(diag_resolve("t.hs", &s), "t.hs");
    assert_int_equal(s.l1, 5);
    s = L->toks[0].span;                             /* x: before any pragma */
    assert_string_equal(diag_resolve("t.hs", &s), "t.hs");
    assert_int_equal(s.l1, 1);
    s = L->toks[6].span;
    assert_string_equal(diag_resolve("u.hs", &s), "u.hs");   /* another file */
    assert_int_equal(s.l1, 4);
}

static void test_error_line_pragma(void **state)
{
    (void)state;
    assert_string_equal(lex("{-# LINE 10 G.y #-}\nmain = 1\n")->errors,
        "t.hs:1:10: error: lexical error at character 'G'\n"
        "  |\n"
        "1 | {-# LINE 10 G.y #-}\n"
        "  |          ^^^\n");
    assert_string_equal(lex("{-# LINE foo #-}\n")->errors,
        "t.hs:1:10: error: lexical error at character 'f'\n"
        "  |\n"
        "1 | {-# LINE foo #-}\n"
        "  |          ^\n");
}

static void test_error_escape_range_and_char(void **state)
{
    (void)state;
    assert_string_equal(lex("main = print '\\999999999'\n")->errors,
        "t.hs:1:22: error:\n"
        "    numeric escape sequence out of range at character '9'\n"
        "  |\n"
        "1 | main = print '\\999999999'\n"
        "  |                      ^\n");
    assert_string_equal(lex("main = print 1 \x01\n")->errors,
        "t.hs:1:16: error: lexical error at character '\\SOH'\n"
        "  |\n"
        "1 | main = print 1 \x01\n"
        "  |                ^\n");
}

static void test_show_char(void **state)
{
    (void)state;
    Arena *a = arena_new();
    assert_string_equal(lexer_show_char(a, 'q'), "q");
    assert_string_equal(lexer_show_char(a, '\n'), "\\n");
    assert_string_equal(lexer_show_char(a, 0), "\\NUL");
    assert_string_equal(lexer_show_char(a, 127), "\\DEL");
    assert_string_equal(lexer_show_char(a, '\''), "\\'");
    assert_string_equal(lexer_show_char(a, 955), "\\955");
    arena_free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_identifiers),
        cmocka_unit_test(test_qualified_names),
        cmocka_unit_test(test_operators),
        cmocka_unit_test(test_specials),
        cmocka_unit_test(test_comments),
        cmocka_unit_test(test_bol_and_space_flags),
        cmocka_unit_test(test_integers),
        cmocka_unit_test(test_floats),
        cmocka_unit_test(test_char_literals),
        cmocka_unit_test(test_string_escapes),
        cmocka_unit_test(test_string_gap_and_utf8),
        cmocka_unit_test(test_tab_columns),
        cmocka_unit_test(test_pragmas),
        cmocka_unit_test(test_error_scc_labels),
        cmocka_unit_test(test_error_bad_escape),
        cmocka_unit_test(test_error_unterminated_string),
        cmocka_unit_test(test_error_unterminated_comment),
        cmocka_unit_test(test_error_escape_range_and_char),
        cmocka_unit_test(test_line_pragma),
        cmocka_unit_test(test_error_line_pragma),
        cmocka_unit_test(test_show_char),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
