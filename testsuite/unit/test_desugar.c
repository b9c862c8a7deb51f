/*
 * test_desugar.c -- renamer, desugarer and match compiler (cmocka).
 *
 * Programs are parsed with the real parser and desugared against small
 * stub library modules defined here (a Base with the names the
 * desugarer and the examples need, and re-exporting Prelude, Data.List,
 * Data.Char), so the tests do not depend on lib/.  Shapes are checked on
 * core_print dumps; errors on the text diag captures.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../compiler/core.h"
#include "../../compiler/diag.h"
#include "../../compiler/parser.h"

#ifdef DESUGAR_TEST_PRIMOPS
/* The runtime defines primop_info; a standalone build of this test
   defines it from primops.def. */
const PrimOpInfo primop_info[PRIM_COUNT] = {
#define PRIMOP(id, name, arity, strict, fallback) { name, arity, strict, fallback },
#include "../../includes/primops.def"
#undef PRIMOP
};
#endif

/* ------------------------------------------------------- stub library */

static const char base_src[] =
    "module Base where\n"
    "import Prim\n"
    "infixr 9 .\n"
    "infixr 8 ^\n"
    "infixl 7 *, /, `div`, `mod`, `quot`, `rem`\n"
    "infixl 6 +, -\n"
    "infixr 5 ++\n"
    "infix 4 ==, /=, <, <=, >, >=, `elem`\n"
    "infixr 3 &&\n"
    "infixr 2 ||\n"
    "infixl 1 >>=, >>\n"
    "infixr 0 $, $!, `seq`\n"
    "data Bool = False | True\n"
    "data Ordering = LT | EQ | GT\n"
    "data Maybe a = Nothing | Just a\n"
    "data World = World\n"
    "data IORes a = IORes a World\n"
    "x + y = primAdd x y\n"
    "x - y = primSub x y\n"
    "x * y = primMul x y\n"
    "x / y = primFDiv x y\n"
    "x ^ y = primMul x y\n"
    "div = primDiv\n"
    "mod = primMod\n"
    "quot = primQuot\n"
    "rem = primRem\n"
    "x == y = primEq x y\n"
    "x /= y = primNe x y\n"
    "x < y = primLt x y\n"
    "x <= y = primLe x y\n"
    "x > y = primGt x y\n"
    "x >= y = primGe x y\n"
    "True && x = x\n"
    "False && _ = False\n"
    "True || _ = True\n"
    "False || x = x\n"
    "otherwise = True\n"
    "f $ x = f x\n"
    "f $! x = x `seq` f x\n"
    "seq a b = primSeq a b\n"
    "(f . g) x = f (g x)\n"
    "negate x = primNegate x\n"
    "[] ++ ys = ys\n"
    "(x:xs) ++ ys = x : (xs ++ ys)\n"
    "map _ [] = []\n"
    "map f (x:xs) = f x : map f xs\n"
    "filter p xs = [x | x <- xs, p x]\n"
    "foldl f z [] = z\n"
    "foldl f z (x:xs) = foldl f (f z x) xs\n"
    "foldl' f z [] = z\n"
    "foldl' f z (x:xs) = let z' = f z x in z' `seq` foldl' f z' xs\n"
    "foldr f z [] = z\n"
    "foldr f z (x:xs) = f x (foldr f z xs)\n"
    "sum = foldl (+) 0\n"
    "product = foldl (*) 1\n"
    "length = foldl (\\n _ -> n + 1) 0\n"
    "reverse = foldl (flip (:)) []\n"
    "flip f x y = f y x\n"
    "take n xs | n <= 0 = []\n"
    "take _ [] = []\n"
    "take n (x:xs) = x : take (n - 1) xs\n"
    "takeWhile _ [] = []\n"
    "takeWhile p (x:xs) | p x = x : takeWhile p xs\n"
    "                   | otherwise = []\n"
    "last [x] = x\n"
    "last (_:xs) = last xs\n"
    "elem x = foldr (\\y r -> x == y || r) False\n"
    "odd n = n `mod` 2 == 1\n"
    "gcd a 0 = a\n"
    "gcd a b = gcd b (a `rem` b)\n"
    "lcm a b = (a `quot` gcd a b) * b\n"
    "sqrt = primSqrt\n"
    "pi = 3.141592653589793\n"
    "fromIntegral x = x\n"
    "truncate = primTruncate\n"
    "round = primRound\n"
    "maxBound = 9223372036854775807\n"
    "minBound = -9223372036854775808\n"
    "show = primShowNum\n"
    "read s = case primReadNumber s of [n] -> n\n"
    "lines s = [s]\n"
    "words s = [s]\n"
    "unwords = foldr (++) []\n"
    "intercalate sep = foldr (++) []\n"
    "isPrefixOf [] _ = True\n"
    "isPrefixOf _ [] = False\n"
    "isPrefixOf (x:xs) (y:ys) = x == y && isPrefixOf xs ys\n"
    "sort xs = xs\n"
    "nub xs = xs\n"
    "ord = primOrd\n"
    "chr = primChr\n"
    "toUpper = primToUpper\n"
    "isDigit = primIsDigit\n"
    "lookup k [] = Nothing\n"
    "lookup k ((a, b) : r) = if k == a then Just b else lookup k r\n"
    "fromJust (Just x) = x\n"
    "enumFrom n = n : enumFrom (n + 1)\n"
    "enumFromTo a b = if a > b then [] else a : enumFromTo (a + 1) b\n"
    "enumFromThen a b = a : enumFromThen b (2 * b - a)\n"
    "enumFromThenTo a b c = takeWhile (<= c) (enumFromThen a b)\n"
    "m >>= k = \\w -> case m w of IORes a w' -> k a w'\n"
    "m >> k = m >>= \\_ -> k\n"
    "return a = \\w -> IORes a w\n"
    "mapM_ f [] = return ()\n"
    "mapM_ f (x:xs) = f x >> mapM_ f xs\n"
    "putStr s w = case primHPutStrPrefix 1 s of [] -> IORes () w\n"
    "putStrLn s = putStr (s ++ \"\\n\")\n"
    "print x = putStrLn (show x)\n"
    "getContents w = IORes (primHGetChunk 0) w\n"
    "getLine w = IORes (primHGetLine 0) w\n"
    "error s = primRaise s\n"
    "errorCalledAt loc s = primRaise (s ++ loc)\n"
    "undefined = error \"undefined\"\n"
    "undefinedCalledAt loc = error loc\n"
    "fromJustCalledAt loc m = fromJust m\n"
    "patError s = primRaise s\n"
    "recConError s = primRaise s\n"
    "recSelError s = primRaise s\n"
    "recUpdError s = primRaise s\n"
    "failIO s = \\w -> primRaise s\n"
    "runMainIO m = m\n";

static const char prelude_src[] =
    "module Prelude (module Base) where\nimport Base\n";
static const char list_src[] =
    "module Data.List (foldl', sort, nub, intercalate, isPrefixOf, lookup) "
    "where\nimport Base\n";
static const char char_src[] =
    "module Data.Char (toUpper, isDigit, ord, chr) where\nimport Base\n";

/* ------------------------------------------------------------ helpers */

typedef struct Session {
    Arena *arena;
    CoreProgram *prog;
    char errors[4096];
    char *dump;
} Session;

static char *capture;          /* the current session's diag buffer */

static Module *parse_text(Arena *a, const char *name, const char *text)
{
    SourceFile *f = arena_alloc(a, sizeof *f);
    f->name = name;
    f->text = text;
    f->len = strlen(text);
    diag_add_source(f);
    Module *m = parse_module(a, f);
    if (!m)
        fail_msg("parse error in %s:\n%s", name, capture);
    return m;
}

static CompileOptions options = { .prof = true };

/* Parses the stub libraries and `src` (as file s.hs) and desugars. */
static Session *run_file(const char *file, const char *src)
{
    Session *s = calloc(1, sizeof *s);
    s->arena = arena_new();
    diag_reset();
    diag_capture(s->errors, sizeof s->errors);
    capture = s->errors;
    Module *libs[4] = {
        parse_text(s->arena, "Base.hs", base_src),
        parse_text(s->arena, "Prelude.hs", prelude_src),
        parse_text(s->arena, "Data/List.hs", list_src),
        parse_text(s->arena, "Data/Char.hs", char_src),
    };
    Module *user = parse_text(s->arena, file, src);
    s->prog = desugar_program(s->arena, libs, 4, user, NULL, &options);
    diag_capture(NULL, 0);
    if (s->prog) {
        size_t len;
        FILE *out = open_memstream(&s->dump, &len);
        core_print(out, s->prog, false);
        fclose(out);
    }
    return s;
}

static Session *run(const char *src) { return run_file("s.hs", src); }

static void done(Session *s)
{
    free(s->dump);
    arena_free(s->arena);
    free(s);
}

/* Desugars `src`, expecting success, and checks that the dump contains
   each of the NULL-terminated strings. */
static void expect_dump(const char *src, ...)
{
    Session *s = run(src);
    if (!s->prog)
        fail_msg("unexpected error:\n%s", s->errors);
    va_list ap;
    va_start(ap, src);
    for (const char *want; (want = va_arg(ap, const char *)) != NULL;)
        if (!strstr(s->dump, want))
            fail_msg("dump lacks \"%s\":\n%s", want, s->dump);
    va_end(ap);
    done(s);
}

static void expect_no_dump(const char *src, const char *unwanted)
{
    Session *s = run(src);
    assert_non_null(s->prog);
    if (strstr(s->dump, unwanted))
        fail_msg("dump has \"%s\":\n%s", unwanted, s->dump);
    done(s);
}

/* Expects an error whose text contains each of the given strings. */
static void expect_error(const char *src, ...)
{
    Session *s = run(src);
    if (s->prog)
        fail_msg("expected an error, got:\n%s", s->dump);
    va_list ap;
    va_start(ap, src);
    for (const char *want; (want = va_arg(ap, const char *)) != NULL;)
        if (!strstr(s->errors, want))
            fail_msg("error lacks \"%s\":\n%s", want, s->errors);
    va_end(ap);
    done(s);
}

/* ------------------------------------------------------- scope errors */

static void test_variable_not_in_scope(void **state)
{
    (void)state;
    expect_error("main = print (foo 1)\n",
                 "s.hs:1:15: error: Variable not in scope: foo\n", NULL);
    expect_error("main = print (1 +++ 2)\n", "s.hs:1:17: error:",
                 "Variable not in scope: (+++)", NULL);
}

static void test_constructor_not_in_scope(void **state)
{
    (void)state;
    expect_error("main = print (Foo 1)\n", "s.hs:1:15:",
                 "Data constructor not in scope: Foo", NULL);
    /* in a pattern it is the renamer's message, as GHC's */
    expect_error("f (Bar x) = x\nmain = print 1\n", "s.hs:1:4:",
                 "Not in scope: data constructor \u2018Bar\u2019", NULL);
}

static void test_multiple_declarations(void **state)
{
    (void)state;
    expect_error("f x = 1\ng = 2\nf y = 3\nmain = print (f 1)\n",
                 "s.hs:3:1: error:", "Multiple declarations of \u2018f\u2019",
                 "Declared at: s.hs:1:1\n", "             s.hs:3:1", NULL);
}

static void test_conflicting_definitions(void **state)
{
    (void)state;
    expect_error("f x y = 1\nmain = print (f 1 2)\n  where h x x = 1\n",
                 "s.hs:3:11: error:", "Conflicting definitions for \u2018x\u2019",
                 "Bound at: s.hs:3:11", "s.hs:3:13",
                 "In an equation for \u2018h\u2019", NULL);
    expect_error("main = print 1\nmain2 = print 1 where x = 1; x = 2\n",
                 "s.hs:2:23: error:", "Conflicting definitions for \u2018x\u2019",
                 "Bound at: s.hs:2:23", NULL);
}

static void test_module_errors(void **state)
{
    (void)state;
    expect_error("import Foo\nmain = print 1\n", "s.hs:1:1: error:",
                 "Could not find module \u2018Foo\u2019", NULL);
    expect_error("import Data.List (foo)\nmain = print 1\n", "s.hs:1:19: error:",
                 "Module \u2018Data.List\u2019 does not export \u2018foo\u2019", NULL);
    expect_error("import qualified Data.List as L\nmain = print (L.foo 1)\n",
                 "s.hs:2:15:", "Not in scope: \u2018L.foo\u2019",
                 "Module \u2018Data.List\u2019 does not export \u2018foo\u2019.", NULL);
    expect_error("main = print (T.x)\n", "s.hs:1:15:",
                 "No module named \u2018T\u2019 is imported.", NULL);
    expect_error("module Main (main, foo) where\nmain = print 1\n",
                 "s.hs:1:20:", "Not in scope: \u2018foo\u2019", NULL);
}

static void test_binding_errors(void **state)
{
    (void)state;
    expect_error("f x y = 1\nf x = 2\nmain = print (f 1 2)\n", "s.hs:1:1: error:",
                 "Equations for \u2018f\u2019 have different numbers of arguments",
                 "s.hs:1:1-9", "s.hs:2:1-7", NULL);
    expect_error("f :: Int -> Int\nmain = print 1\n", "s.hs:1:1: error:",
                 "The type signature for \u2018f\u2019 lacks an accompanying binding",
                 NULL);
    expect_error("main = print 1\ninfixl 5 +++\n", "s.hs:2:10:",
                 "The fixity signature for \u2018+++\u2019 lacks", NULL);
    expect_error("class C a where\n  m :: a -> a\nmain = print 1\n",
                 "s.hs:1:1:", "class declarations are not supported yet", NULL);
    expect_error("lookup x = x\nmain = print (lookup 1)\n", "s.hs:2:15:",
                 "Ambiguous occurrence \u2018lookup\u2019", "either \u2018Prelude.lookup\u2019",
                 "or \u2018Main.lookup\u2019, defined at s.hs:1:1", NULL);
    expect_error("f = 1\n", "The IO action \u2018main\u2019 is not defined", NULL);
}

/* ------------------------------------------------------------- fixity */

static void test_fixity_arithmetic(void **state)
{
    (void)state;
    expect_dump("x = 1 + 2 * 3 - 4\nmain = print x\n",
                "Base.- (Base.+ 1 (Base.* 2 3)) 4", NULL);
    expect_dump("x = 7 `div` 2 + 1\nmain = print x\n", "Base.+ (Base.div 7 2) 1",
                NULL);
}

static void test_fixity_right_assoc(void **state)
{
    (void)state;
    expect_dump("x = 1 : 2 : []\nmain = print x\n", ": 1 (: 2 [])", NULL);
    expect_dump("f = negate\ng = negate\nx = f $ g $ 1\nmain = print x\n",
                "Base.$ Main.f (Base.$ Main.g 1)", NULL);
    expect_dump("x = [1] ++ [2] ++ [3]\nmain = print x\n",
                "Base.++ (: 1 []) (Base.++ (: 2 []) (: 3 []))", NULL);
}

static void test_fixity_declarations(void **state)
{
    (void)state;
    expect_dump("infixr 6 <+>\na <+> b = a - b\nx = 1 <+> 2 <+> 3\nmain = print x\n",
                "Main.<+> 1 (Main.<+> 2 3)", NULL);
    /* default infixl 9 binds tighter than + */
    expect_dump("a <+> b = a - b\nx = 1 + 2 <+> 3\nmain = print x\n",
                "Base.+ 1 (Main.<+> 2 3)", NULL);
    /* a local fixity declaration */
    expect_dump("x = 1 <+> 2 * 3\n  where infixl 5 <+>\n        a <+> b = a - b\n"
                "main = print x\n", "(Base.* 2 3)", NULL);
    expect_error("main = print (1 == 2 == 3)\n", "s.hs:1:15:",
                 "Precedence parsing error",
                 "cannot mix \u2018==\u2019 [infix 4] and \u2018==\u2019 [infix 4] "
                 "in the same infix expression", NULL);
}

static void test_negation(void **state)
{
    (void)state;
    expect_dump("x = - 3\nmain = print x\n", "Main.x =\n  -3\n", NULL);
    expect_dump("y = 2\nx = - y * 2\nmain = print x\n",
                "Base.negate (Base.* Main.y 2)", NULL);
    expect_dump("y = 2\nx = y - 1\nmain = print x\n", "Base.- Main.y 1", NULL);
    expect_error("main = print (2 * - 1)\n", "Precedence parsing error",
                 "cannot mix \u2018*\u2019 [infixl 7] and prefix `-' [infixl 6]", NULL);
}

/* ----------------------------------------------------------- matching */

static void test_match_exhaustive_list(void **state)
{
    (void)state;
    const char *src = "f [] = 0\nf (x:xs) = 1 + f xs\nmain = print (f [1])\n";
    expect_dump(src, "case ds_", "    [] ->", "    : x_", NULL);
    expect_no_dump(src, "patError");
}

static void test_match_failure_message(void **state)
{
    (void)state;
    expect_dump("f (Just x) = x\nmain = print (f Nothing)\n",
                "Base.patError \"s.hs:1:1-14: Non-exhaustive patterns in function f\"",
                NULL);
    expect_dump("main = print (g 3)\n  where\n    g 1 = 2\n    g 2 =\n       3\n",
                "\"s.hs:(3,5)-(5,8): Non-exhaustive patterns in function g\"", NULL);
    expect_dump("main = print (case Nothing of Just y -> y)\n",
                "\"s.hs:1:15-41: Non-exhaustive patterns in case\"", NULL);
    expect_dump("main = print ((\\(Just y) -> y) Nothing)\n",
                "\"s.hs:1:16-29: Non-exhaustive patterns in lambda\"", NULL);
}

static void test_match_literals_and_strings(void **state)
{
    (void)state;
    expect_dump("f 0 = 1\nf (-1) = 2\nf n = 3\nmain = print (f 2)\n",
                "    0 ->", "    -1 ->", NULL);
    expect_dump("f \"ab\" = 1\nf _ = 2\nmain = print (f \"x\")\n",
                "'a' ->", "'b' ->", NULL);
}

static void test_match_guards_fall_through(void **state)
{
    (void)state;
    /* used once: the fall-through code is inlined */
    const char *src = "f x | x > 0 = 1\nf x = 2\nmain = print (f 1)\n";
    expect_dump(src, "    False ->\n      2", NULL);
    expect_no_dump(src, "patError");
    expect_no_dump(src, "join");
    /* used twice (guard failure and the other constructor): a join point */
    src = "f (Just x) | x > 0 = 1\nf _ = 2\nmain = print (f Nothing)\n";
    expect_dump(src, "join\n    fail_", "False ->\n             fail_",
                "_ ->\n         fail_", NULL);
    expect_no_dump(src, "patError");
    /* otherwise makes the guards exhaustive */
    expect_no_dump("f x | x > 0 = 1\n    | otherwise = 2\nmain = print (f 1)\n",
                   "patError");
}

static void test_match_where_scopes_over_guards(void **state)
{
    (void)state;
    expect_dump("f x | y > 0 = y\n    | otherwise = 0\n  where y = x + 1\n"
                "main = print (f 1)\n", "letrec", "y_", NULL);
}

static void test_lazy_and_bang_patterns(void **state)
{
    (void)state;
    expect_dump("f ~(Just a) = a\nmain = print (f Nothing)\n",
                "\"s.hs:1:1-15: Non-exhaustive patterns in Just a\"", NULL);
    expect_no_dump("f ~(a, b) = a\nmain = print (f undefined)\n", "patError");
    expect_dump("f !x = 1\nmain = print (f 2)\n", "case x_", "    _ ->", NULL);
    expect_dump("main = let !y = 1 + 2 in print y\n", "case y_", NULL);
    expect_dump("main = print (let (a, b) = (1, 2) in a)\n",
                "ds_", "case ds_", "(,) a_", NULL);
}

static void test_as_and_nested_patterns(void **state)
{
    (void)state;
    expect_dump("f all@(x:_) = all\nf [] = []\nmain = print (f [1])\n",
                "Main.f all_", NULL);
    expect_dump("f (Just (x:_)) = x\nf _ = 0\nmain = print (f Nothing)\n",
                "Just ds_", ": x_", NULL);
}

static void test_top_level_pattern_binding(void **state)
{
    (void)state;
    expect_dump("(a, b) = (1, 2)\nmain = print a\n", "Main.(...) =",
                "Main.a =", "Main.b =", NULL);
}

/* ------------------------------------------------------------ records */

static const char rec_decl[] =
    "data R = R { fa :: Int, fb :: Int } | S { fa :: Int }\n";

static void test_records(void **state)
{
    (void)state;
    char src[512];
    snprintf(src, sizeof src, "%sr = R { fa = 1 }\nmain = print (fa r)\n", rec_decl);
    expect_dump(src, "Base.recConError \"s.hs:2:5-16: Missing field in record "
                "construction fb\"", NULL);
    snprintf(src, sizeof src, "%smain = print (fb (S 1))\n", rec_decl);
    expect_dump(src, "Main.fb r_", "Base.recSelError \"No match in record selector fb\"",
                NULL);
    snprintf(src, sizeof src, "%smain = print (fb ((S 1) { fb = 3 }))\n", rec_decl);
    expect_dump(src, "Base.recUpdError \"s.hs:2:19-34: Non-exhaustive patterns "
                "in record update\"", NULL);
    snprintf(src, sizeof src, "%sf R { fb = y } = y\nmain = print (f (R 1 2))\n",
             rec_decl);
    expect_dump(src, "R ds_", NULL);
}

static void test_strict_fields(void **state)
{
    (void)state;
    const char *src = "data P = P !Int Int\nx = P (1 + 2) 3\ny = map (P 1) [2]\n"
                      "main = print x\n";
    /* saturated: the strict field is evaluated before the constructor */
    expect_dump(src, "case Base.+ 1 2 of str_", "P str_", NULL);
    /* the wrapper used as a function is a G_FUN that does the same */
    expect_dump(src, "-- fun Main.P arity 2", "Base.map (Main.P 1)", NULL);
}

/* Until the type checker exists newtypes stay boxed (generic show must
   see the constructor), but matching N x must not evaluate the argument:
   the field is taken by a selector thunk, and f's body is no case. */
static void test_newtype_boxed_lazy_match(void **state)
{
    (void)state;
    const char *src = "newtype N = N Int\nf (N x) = x\nmain = print (f (N 3))\n";
    expect_dump(src, "Main.f (N 3)", "let\n    x_", "in x_", NULL);
    expect_no_dump(src, "Main.f ds_181 =\n  case");
    /* a refutable sub-pattern forces the value anyway: a strict match */
    expect_dump("newtype M = M (Maybe Int)\ng (M (Just y)) = y\ng (M Nothing) = 0\n"
                "main = print (g (M Nothing))\n", "case ds_", "M ds_", "Just y_", NULL);
}

/* ------------------------------------------------ comprehensions, do */

static void test_list_comprehension(void **state)
{
    (void)state;
    expect_dump("xs = [x * 2 | x <- [1, 2, 3], x > 1]\nmain = print xs\n",
                "letrec", "ds_", "Base.> x_", ": (Base.* x_", "(ds_", NULL);
    expect_dump("xs = [(x, y) | x <- [1], let y = x, odd y]\nmain = print xs\n",
                "letrec", "Base.odd y_", NULL);
    expect_no_dump("xs = [x | Just x <- [Just 1]]\nmain = print xs\n", "patError");
}

static void test_do_notation(void **state)
{
    (void)state;
    expect_dump("main = do\n  s <- getLine\n  putStrLn s\n  print 1\n",
                "Base.>>= Base.getLine", "Base.>> (Base.putStrLn s_", NULL);
    expect_dump("main = do\n  Just x <- return Nothing\n  print x\n",
                "Base.failIO \"Pattern match failure in do expression at "
                "s.hs:2:3-8\"", NULL);
    expect_dump("main = do\n  let y = 1\n  print y\n", "letrec", NULL);
}

static void test_sections_and_sequences(void **state)
{
    (void)state;
    expect_dump("f = (1 +)\nmain = print (f 2)\n", "Base.+ 1", NULL);
    expect_dump("f = (`div` 2)\nmain = print (f 2)\n", "Base.div x_", NULL);
    expect_dump("xs = [1 .. 10]\nys = [1, 3 ..]\nmain = print xs\n",
                "Base.enumFromTo 1 10", "Base.enumFromThen 1 3", NULL);
}

static void test_call_sites(void **state)
{
    (void)state;
    expect_dump("main = error \"boom\"\n",
                "Base.errorCalledAt \"s.hs:1:8 in main:Main\" \"boom\"", NULL);
    expect_dump("x = undefined\nmain = print x\n",
                "Base.undefinedCalledAt \"s.hs:1:5 in main:Main\"", NULL);
}

static void test_primitives_saturated(void **state)
{
    (void)state;
    /* Base's + is a function; a prim used directly gets saturated */
    Session *s = run("main = print 1\n");
    assert_non_null(s->prog);
    size_t len;
    char *all = NULL;
    FILE *out = open_memstream(&all, &len);
    core_print(out, s->prog, true);
    fclose(out);
    assert_non_null(strstr(all, "primAdd# x_"));
    assert_non_null(s->prog->bool_type);
    assert_string_equal(s->prog->bool_type->cons[1]->name, "True");
    assert_string_equal(s->prog->list_type->cons[1]->name, ":");
    assert_int_equal(s->prog->tuple_types[3]->cons[0]->arity, 3);
    assert_non_null(s->prog->run_main);
    assert_string_equal(s->prog->main->name, "main");
    free(all);
    done(s);
}

static void test_qualnames(void **state)
{
    (void)state;
    Session *s = run("f n = go n\n  where go 0 = 0\n        go k = step k\n"
                     "          where step j = go (j - 1)\nmain = print (f 3)\n");
    assert_non_null(s->prog);
    CoreGlobal *f = NULL;
    for (int i = 0; i < s->prog->nglobals; i++)
        if (!strcmp(s->prog->globals[i]->name, "f") && !s->prog->globals[i]->is_library)
            f = s->prog->globals[i];
    assert_non_null(f);
    assert_int_equal(f->kind, G_FUN);
    /* a module without a header is `module Main (main) where` */
    assert_false(f->exported);
    assert_true(s->prog->main->exported);
    assert_int_equal(f->span.l1, 1);
    assert_int_equal(f->span.l2, 4);
    /* the body is letrec go = ... */
    assert_int_equal(f->body->kind, CE_LET);
    assert_string_equal(f->body->binds[0].var->qualname, "f.go");
    assert_non_null(strstr(s->dump, "step_"));
    done(s);
}

/* ------------------------------------------------------- cost centres */

static const char scc_src[] =
    "main = do\n"
    "  let squares = {-# SCC \"squares\" #-} map (\\n -> n * n) [1 .. 5]\n"
    "  print (sum squares)\n"
    "f x = g x\n  where g y = y + 1\n"
    "{-# INLINE h #-}\nh x = x\n";

static void test_manual_scc(void **state)
{
    (void)state;
    options = (CompileOptions){ .prof = true };
    expect_dump(scc_src, "{-# SCC \"squares\" 2:39-64 #-}", NULL);
    expect_no_dump(scc_src, "SCC \"main");
    options = (CompileOptions){ .prof = true, .no_manual = true };
    expect_no_dump(scc_src, "SCC");
    options = (CompileOptions){ .prof = false };
    expect_no_dump(scc_src, "SCC");
    options = (CompileOptions){ .prof = true };
}

static void test_auto_scc(void **state)
{
    (void)state;
    options = (CompileOptions){ .prof = true, .auto_all = true };
    expect_dump(scc_src, "{-# SCC \"main\" (1,1)-(3,21) #-}",
                "{-# SCC \"main.squares\" 2:7-64 #-}",
                "{-# SCC \"main.squares.\\\" 2:50-54 #-}",
                "{-# SCC \"f\" (4,1)-(5,19) #-}", "{-# SCC \"f.g\" 5:9-19 #-}",
                NULL);
    expect_no_dump(scc_src, "SCC \"h\"");
    options = (CompileOptions){ .prof = true, .auto_top = true };
    expect_dump(scc_src, "{-# SCC \"f\" (4,1)-(5,19) #-}", NULL);
    expect_no_dump(scc_src, "f.g");
    options = (CompileOptions){ .prof = true, .auto_exported = true };
    expect_no_dump("module Main (main) where\nmain = print (f 1)\nf x = x\n",
                   "SCC \"f\"");
    options = (CompileOptions){ .prof = true, .cafs = true };
    expect_dump("x = 1 + 2\nmain = print x\n", "{-# SCC CAF \"x\"", NULL);
    options = (CompileOptions){ .prof = true };
}

/* --------------------------------------------------------- examples */

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    buf[got] = '\0';
    fclose(f);
    return buf;
}

/* The shared examples: EXAMPLES_DIR, else shared/ beside the source tree. */
static const char *examples_dir(char *buf, size_t size)
{
    const char *dir = getenv("EXAMPLES_DIR");
    if (dir)
        return dir;
    const char *top = getenv("LAZYRTS_TOP_SRCDIR");
    snprintf(buf, size, "%s/../shared/examples", top ? top : ".");
    return buf;
}

static void test_examples(void **state)
{
    (void)state;
    static const char *const ok[] = { "caf", "crash", "io", "leak", "manual_scc",
                                      "nfib", "nfib2", "sieve", "text", "numbers" };
    char dirbuf[512];
    const char *dir = examples_dir(dirbuf, sizeof dirbuf);
    int found = 0;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        char path[600], file[64];
        snprintf(path, sizeof path, "%s/%s.hs", dir, ok[i]);
        snprintf(file, sizeof file, "%s.hs", ok[i]);
        char *src = read_all(path);
        if (!src)
            continue;
        found++;
        Session *s = run_file(file, src);
        if (!s->prog)
            fail_msg("%s: %s", file, s->errors);
        done(s);
        free(src);
    }
    char path[600];
    snprintf(path, sizeof path, "%s/shapes.hs", dir);
    char *src = read_all(path);
    if (src) {
        Session *s = run_file("shapes.hs", src);
        assert_null(s->prog);
        assert_non_null(strstr(s->errors, "not supported yet"));
        done(s);
        free(src);
    }
    if (!found)
        skip();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_variable_not_in_scope),
        cmocka_unit_test(test_constructor_not_in_scope),
        cmocka_unit_test(test_multiple_declarations),
        cmocka_unit_test(test_conflicting_definitions),
        cmocka_unit_test(test_module_errors),
        cmocka_unit_test(test_binding_errors),
        cmocka_unit_test(test_fixity_arithmetic),
        cmocka_unit_test(test_fixity_right_assoc),
        cmocka_unit_test(test_fixity_declarations),
        cmocka_unit_test(test_negation),
        cmocka_unit_test(test_match_exhaustive_list),
        cmocka_unit_test(test_match_failure_message),
        cmocka_unit_test(test_match_literals_and_strings),
        cmocka_unit_test(test_match_guards_fall_through),
        cmocka_unit_test(test_match_where_scopes_over_guards),
        cmocka_unit_test(test_lazy_and_bang_patterns),
        cmocka_unit_test(test_as_and_nested_patterns),
        cmocka_unit_test(test_top_level_pattern_binding),
        cmocka_unit_test(test_records),
        cmocka_unit_test(test_strict_fields),
        cmocka_unit_test(test_newtype_boxed_lazy_match),
        cmocka_unit_test(test_list_comprehension),
        cmocka_unit_test(test_do_notation),
        cmocka_unit_test(test_sections_and_sequences),
        cmocka_unit_test(test_call_sites),
        cmocka_unit_test(test_primitives_saturated),
        cmocka_unit_test(test_qualnames),
        cmocka_unit_test(test_manual_scc),
        cmocka_unit_test(test_auto_scc),
        cmocka_unit_test(test_examples),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
