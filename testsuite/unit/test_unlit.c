/*
 * test_unlit.c -- the literate pre-processor (compiler/unlit.c).
 *
 * Each case is a literate file with the output and the messages that
 * GHC 9.0.2's own unlit (`$(ghc --print-libdir)/bin/unlit t.lhs -`) gave
 * for it, recorded when the case was written: Bird tracks, code blocks,
 * the blank-line rule, '#' and "#!" lines, tabs, CRs, the 99-character
 * classification and the 999-byte pieces of a code-block line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "unlit.h"

typedef struct Case {
    const char *name, *input, *output, *complaints;
} Case;

static const Case cases[] = {
    { "bird",
      "Commentary.\n"
        "\n"
        "> main = print 1\n"
        ">   where x = 2\n"
        "\n"
        "More.\n",
      "\n"
        "\n"
        "  main = print 1\n"
        "    where x = 2\n"
        "\n"
        "\n",
      "" },
    { "bird_tabs",
      "> main = putStrLn \"a\tb\"\n"
        ">\tx\t= 1\n",
      "  main = putStrLn \"a    b\"\n"
        "        x       = 1\n",
      "" },
    { "bird_no_space",
      ">module Main where\n"
        ">main = print 1\n",
      " module Main where\n"
        " main = print 1\n",
      "" },
    { "text_then_bird",
      "text\n"
        "> main = print 1\n",
      "\n"
        "  main = print 1\n",
      "t.lhs line 2: unlit: Program line next to comment\n" },
    { "bird_then_text",
      "> main = print 1\n"
        "text\n",
      "  main = print 1\n"
        "\n",
      "t.lhs line 1: unlit: Program line next to comment\n" },
    { "both_sides",
      "text\n"
        "> a = 1\n"
        "> b = 2\n"
        "more\n",
      "\n"
        "  a = 1\n"
        "  b = 2\n"
        "\n",
      "t.lhs line 2: unlit: Program line next to comment\n"
        "t.lhs line 3: unlit: Program line next to comment\n" },
    { "code_block",
      "Text.\n"
        "\\begin{code}\n"
        "main = do\n"
        "\tprint 1\n"
        "\\end{code} and text\n"
        "After.\n",
      "\n"
        "\n"
        "main = do\n"
        "\tprint 1\n"
        "\n"
        "\n",
      "" },
    { "code_block_indented",
      "Text.\n"
        "   \\begin{code} \t \n"
        "main = print 1\n"
        " \\end{code}\n"
        "\\end{code}\n",
      "\n"
        "\n"
        "main = print 1\n"
        " \\end{code}\n"
        "\n",
      "" },
    { "spurious_end",
      "> main = print 1\n"
        "\n"
        "\\end{code}\n",
      "  main = print 1\n"
        "\n"
        "\n",
      "t.lhs line 3: unlit: spurious \\end{code}\n"
        "\n" },
    { "missing_end",
      "x\n"
        "\\begin{code}\n"
        "main = print 1\n",
      "\n"
        "\n"
        "main = print 1\n",
      "t.lhs line 3: unlit: missing \\end{code}\n"
        "\n" },
    { "no_code",
      "Only words.\n"
        "No code.\n",
      "\n"
        "\n",
      "t.lhs line 3: unlit: No definitions in file (perhaps you forgot the '>'s?)\n" },
    { "empty",
      "",
      "",
      "t.lhs line 1: unlit: No definitions in file (perhaps you forgot the '>'s?)\n" },
    { "shebang",
      "#!/usr/bin/env runghc\n"
        "\n"
        "> main = print 1\n"
        "#! again\n",
      "\n"
        "\n"
        "  main = print 1\n"
        "\n",
      "" },
    { "hash_lines",
      "> a = 1\n"
        "#if 0\n"
        "#\tfoo\n"
        "> b = 2\n"
        "text\n",
      "  a = 1\n"
        "#if 0\n"
        "#       foo\n"
        "  b = 2\n"
        "\n",
      "t.lhs line 4: unlit: Program line next to comment\n" },
    { "lone_hash",
      "> a = 1\n"
        "#\n"
        "> b = 2\n"
        "text\n"
        "> c = 3\n",
      "  a = 1\n"
        "#\n"
        "> b = 2\n"
        "\n"
        "  c = 3\n",
      "t.lhs line 4: unlit: Program line next to comment\n" },
    { "final_hash",
      "> a = 1\n"
        "#",
      "  a = 1\n"
        "#\377\n",
      "" },
    { "crlf",
      "> a = 1\r\n"
        "\r\n"
        "text\r\n",
      "  a = 1\r\n"
        "\n"
        "\n",
      "" },
    { "form_feed",
      "\f\n"
        "> a = 1\n",
      "\n"
        "  a = 1\n",
      "t.lhs line 2: unlit: Program line next to comment\n" },
    { "begin_junk_after_99",
      "\\begin{code}\t\t\t\t\t\t\t\t\t\t\t\tq\n"
        "main = 1\n"
        "\\end{code}\n",
      "\n"
        "main = 1\n"
        "\n",
      "" },
    { "begin_junk_within_99",
      "\\begin{code}\t\t\t\t\t\t\t\t\t\t\tq\n"
        "main = 1\n"
        "\\end{code}\n",
      "\n"
        "\n"
        "\n",
      "t.lhs line 3: unlit: spurious \\end{code}\n"
        "\n"
        "t.lhs line 4: unlit: No definitions in file (perhaps you forgot the '>'s?)\n" },
    { "no_final_newline",
      "Text\n"
        "\n"
        "> main = print 1",
      "\n"
        "\n"
        "  main = print 1\n",
      "" },
    { "blank_tabs_cr",
      "> a = 1\n"
        " \t\r\n"
        "text\n",
      "  a = 1\n"
        "\n"
        "\n",
      "" },
    { "hash_separates",
      "> a = 1\n"
        "#line 3\n"
        "text\n",
      "  a = 1\n"
        "#line 3\n"
        "\n",
      "" },
};

static void check(const char *name, const char *input, size_t len,
                  const char *output, const char *complaints)
{
    UnlitResult r;
    unlit_run("t.lhs", input, len, &r);
    if (strcmp(r.text, output) != 0 || strcmp(r.complaints, complaints) != 0)
        print_error("case %s\n", name);
    assert_string_equal(r.text, output);
    assert_int_equal(r.len, strlen(output));
    assert_string_equal(r.complaints, complaints);
    assert_int_equal(r.ok, complaints[0] == '\0');
    unlit_free(&r);
}

static void test_cases(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check(cases[i].name, cases[i].input, strlen(cases[i].input),
              cases[i].output, cases[i].complaints);
}

/* "\begin{code}\n" + n x's + rest: a code-block line of n bytes and more. */
static char *long_line(size_t n, const char *rest)
{
    const char *begin = "\\begin{code}\n";
    char *s = malloc(strlen(begin) + n + strlen(rest) + 1);
    assert_non_null(s);
    strcpy(s, begin);
    memset(s + strlen(begin), 'x', n);
    strcpy(s + strlen(begin) + n, rest);
    return s;
}

/* A code-block line is read in pieces of 999 bytes: a piece that starts
   with \end{code} ends the block, and each piece counts as a line. */
static void test_long_code_lines(void **state)
{
    (void)state;
    const char *rest = "\\end{code}\nmain = print 1\n\\end{code}\n";
    char *in = long_line(999, rest);
    char *out = long_line(999, "\n\n\n");
    out[0] = '\n';                       /* \begin{code} is an empty line */
    memmove(out + 1, out + strlen("\\begin{code}\n"), strlen(out + 13) + 1);
    check("999 then \\end{code}", in, strlen(in), out,
          "t.lhs line 5: unlit: spurious \\end{code}\n\n");
    free(in);
    free(out);

    in = long_line(998, rest);
    out = long_line(998, "\\end{code}\nmain = print 1\n\n");
    out[0] = '\n';
    memmove(out + 1, out + 13, strlen(out + 13) + 1);
    check("998 then \\end{code}", in, strlen(in), out, "");
    free(in);
    free(out);

    in = long_line(1200, "\n");
    out = long_line(1200, "\n");
    out[0] = '\n';
    memmove(out + 1, out + 13, strlen(out + 13) + 1);
    check("1200, no end", in, strlen(in), out,
          "t.lhs line 3: unlit: missing \\end{code}\n\n");
    free(in);
    free(out);
}

/* A NUL byte is a character in a Bird line, but it ends what is copied
   of a code-block line (its newline too), as with GHC's unlit. */
static void test_nul_bytes(void **state)
{
    (void)state;
    static const char in[] = "> a = \"\0\"\n\n\\begin{code}\nb\0c\n\\end{code}\n";
    UnlitResult r;
    unlit_run("t.lhs", in, sizeof in - 1, &r);
    static const char out[] = "  a = \"\0\"\n\n\nb\n";
    assert_true(r.ok);
    assert_int_equal(r.len, sizeof out - 1);
    assert_memory_equal(r.text, out, sizeof out - 1);
    unlit_free(&r);
}

static void test_is_literate(void **state)
{
    (void)state;
    assert_true(unlit_is_literate("Prog.lhs"));
    assert_true(unlit_is_literate("dir/x.y.lhs"));
    assert_false(unlit_is_literate("Prog.hs"));
    assert_false(unlit_is_literate(".lhs"));
    assert_false(unlit_is_literate("Prog.lhs.hs"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cases),
        cmocka_unit_test(test_long_code_lines),
        cmocka_unit_test(test_nul_bytes),
        cmocka_unit_test(test_is_literate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
