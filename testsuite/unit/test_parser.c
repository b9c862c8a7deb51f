/*
 * test_parser.c -- the parser: every construct (compared as ast_print
 * text), spans, error messages in GHC's words, the shared examples.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "ast_print.h"
#include "parser.h"

static Arena *arena;
static SourceFile source;
static char errors[4096];

static Module *parse(const char *text)
{
    if (arena) arena_free(arena);
    arena = arena_new();
    source = (SourceFile){ "t.hs", text, strlen(text) };
    diag_reset();
    diag_capture(errors, sizeof errors);
    Module *m = parse_module(arena, &source);
    diag_capture(NULL, 0);
    if (!m) print_message("unexpected error:\n%s", errors);
    return m;
}

static int teardown(void **state)
{
    (void)state;
    arena_free(arena);
    arena = NULL;
    return 0;
}

/* The whole module as text (without the "(module Main" frame). */
static void assert_module(const char *text, const char *want)
{
    Module *m = parse(text);
    assert_non_null(m);
    char *got = ast_module_string(m, false);
    assert_string_equal(got, want);
    free(got);
}

/* Declaration `i` of `text`. */
static void assert_decl(const char *text, int i, const char *want)
{
    Module *m = parse(text);
    assert_non_null(m);
    assert_true(i < m->ndecls);
    char *got = ast_decl_string(m->decls[i], false);
    assert_string_equal(got, want);
    free(got);
}

/* The right-hand side of `x = <expr>`. */
static void assert_expr(const char *expr, const char *want)
{
    char text[1024];
    snprintf(text, sizeof text, "x = %s\n", expr);
    Module *m = parse(text);
    assert_non_null(m);
    assert_int_equal(m->ndecls, 1);
    assert_int_equal(m->decls[0]->kind, D_PAT);
    char *got = ast_expr_string(m->decls[0]->rhs->plain, false);
    assert_string_equal(got, want);
    free(got);
}

/* The pattern of the case alternative `case x of <pat> -> 0`. */
static void assert_pat(const char *pat, const char *want)
{
    char text[1024];
    snprintf(text, sizeof text, "x = case y of %s -> 0\n", pat);
    Module *m = parse(text);
    assert_non_null(m);
    Expr *c = m->decls[0]->rhs->plain;
    assert_int_equal(c->kind, E_CASE);
    char *got = ast_pat_string(c->alts[0].pat, false);
    assert_string_equal(got, want);
    free(got);
}

static void assert_error(const char *text, const char *want)
{
    if (arena) arena_free(arena);
    arena = arena_new();
    source = (SourceFile){ "t.hs", text, strlen(text) };
    diag_reset();
    diag_capture(errors, sizeof errors);
    Module *m = parse_module(arena, &source);
    diag_capture(NULL, 0);
    assert_null(m);
    assert_true(diag_failed());
    assert_string_equal(errors, want);
}

static void assert_span(SrcSpan s, int l1, int c1, int l2, int c2)
{
    assert_int_equal(s.l1, l1);
    assert_int_equal(s.c1, c1);
    assert_int_equal(s.l2, l2);
    assert_int_equal(s.c2, c2);
}

/* ============================================================ modules */

static void test_module_header(void **state)
{
    (void)state;
    assert_module("module Main (main, T(..), S(A, b), (+), module Data.List) where\n"
                  "main = 1\n",
                  "(module Main\n"
                  "  (exports main (T ..) (S A b) + (module Data.List))\n"
                  "  (patbind main (rhs 1)))\n");
    Module *m = parse("main = 1\n");
    assert_non_null(m);
    assert_string_equal(m->name.id, "Main");
    assert_false(m->has_exports);
    m = parse("module Data.Foo where\n");
    assert_non_null(m);
    assert_string_equal(m->name.id, "Data.Foo");
    assert_int_equal(m->ndecls, 0);
}

static void test_imports(void **state)
{
    (void)state;
    assert_module("import Data.List (sortBy, foldl', Maybe(..), Either(Left), (++))\n"
                  "import qualified Data.Map as M\n"
                  "import Data.Char hiding (isDigit)\n"
                  "import Prelude ()\n"
                  "import qualified Data.Set\n"
                  "main = 1\n",
                  "(module Main\n"
                  "  (import Data.List (items sortBy foldl' (Maybe ..) (Either Left) ++))\n"
                  "  (import Data.Map qualified as M)\n"
                  "  (import Data.Char hiding (items isDigit))\n"
                  "  (import Prelude (items))\n"
                  "  (import Data.Set qualified)\n"
                  "  (patbind main (rhs 1)))\n");
    Module *m = parse("import qualified Data.Map as M\n");
    assert_non_null(m);
    assert_int_equal(m->nimports, 1);
    assert_true(m->imports[0].qualified);
    assert_string_equal(m->imports[0].as, "M");
    assert_false(m->imports[0].has_list);
    assert_span(m->imports[0].span, 1, 1, 1, 30);
}

/* ======================================================= declarations */

static void test_signatures_and_fixity(void **state)
{
    (void)state;
    assert_decl("f, g :: (Eq a, Show b) => a -> [b] -> (a, Maybe b)\n", 0,
                "(sig (f g) (ctx (Eq a) (Show b)) (-> a (-> (tlist b) (ttuple a (tapp Maybe b)))))");
    assert_decl("(<+>) :: Int -> Int -> Int\n", 0, "(sig (<+>) (-> Int (-> Int Int)))");
    assert_decl("f :: Ord a => (a -> a) -> () -> [] a -> (,) a a\n", 0,
                "(sig (f) (ctx (Ord a)) (-> (-> a a) (-> () (-> (tapp [] a) (tapp (,) a a)))))");
    assert_decl("infixl 6 <+>, `plus`\n", 0, "(infixl 6 <+> plus)");
    assert_decl("infixr 5 :+:\n", 0, "(infixr 5 :+:)");
    assert_decl("infix ===\n", 0, "(infix 9 ===)");
}

static void test_function_clauses(void **state)
{
    (void)state;
    Module *m = parse("fact 0 = 1\nfact n = n * fact (n - 1)\n\ng = 2\n");
    assert_non_null(m);
    assert_int_equal(m->ndecls, 2);
    assert_int_equal(m->decls[0]->kind, D_FUN);
    assert_int_equal(m->decls[0]->nclauses, 2);
    assert_span(m->decls[0]->span, 1, 1, 2, 25);
    assert_span(m->decls[0]->clauses[1].span, 2, 1, 2, 25);
    assert_decl("fact 0 = 1\nfact n = n * fact (n - 1)\n", 0,
                "(fun fact (clause (0) (rhs 1)) (clause (n) (rhs (opseq n (op *) (app fact (paren (opseq n (op -) 1)))))))");
    /* a variable binding is a D_PAT whose pattern is a P_VAR */
    assert_decl("x = 1\n", 0, "(patbind x (rhs 1))");
    assert_decl("x | c = 1\n  | otherwise = 2\n", 0, "(patbind x (rhs (gd (c) 1) (gd (otherwise) 2)))");
    assert_decl("(a, b) = p\n", 0, "(patbind (ptuple a b) (rhs p))");
    assert_decl("Just y = p\n", 0, "(patbind (pcon Just y) (rhs p))");
}

static void test_infix_definitions(void **state)
{
    (void)state;
    assert_decl("x <+> y = x + y\n", 0,
                "(fun <+> (clause infix (x y) (rhs (opseq x (op +) y))))");
    assert_decl("x `plus` y = x\n", 0, "(fun plus (clause infix (x y) (rhs x)))");
    assert_decl("(x:xs) ++ ys = x\n", 0,
                "(fun ++ (clause infix ((popseq x (op :) xs) ys) (rhs x)))");
    /* (f . g) x = ... defines (.), not f */
    assert_decl("(f . g) x = f (g x)\n", 0,
                "(fun . (clause infix (f g x) (rhs (app f (paren (app g x))))))");
    assert_decl("(+++) xs ys = xs\n", 0, "(fun +++ (clause (xs ys) (rhs xs)))");
    assert_decl("Foo a == Foo b = True\n", 0,
                "(fun == (clause infix ((pcon Foo a) (pcon Foo b)) (rhs True)))");
    /* bang patterns versus the operator (!) */
    assert_decl("f !x = x\n", 0, "(fun f (clause ((bang x)) (rhs x)))");
    assert_decl("a ! i = a\n", 0, "(fun ! (clause infix (a i) (rhs a)))");
    assert_decl("arr!i = i\n", 0, "(fun ! (clause infix (arr i) (rhs i)))");
    /* infix and prefix clauses of one operator merge */
    Module *m = parse("x <+> y = x\n(<+>) x y = y\n");
    assert_non_null(m);
    assert_int_equal(m->ndecls, 1);
    assert_int_equal(m->decls[0]->nclauses, 2);
}

static void test_guards_and_where(void **state)
{
    (void)state;
    assert_decl("f x\n  | Just y <- g x, let z = y, z > 0 = z\n  | otherwise = 0\n"
                "  where g = h\n        h = id\n", 0,
                "(fun f (clause (x) (rhs (gd ((<- (pcon Just y) (app g x)) (stmtlet (patbind z (rhs y))) (opseq z (op >) 0)) z) (gd (otherwise) 0) (where (patbind g (rhs h)) (patbind h (rhs id))))))");
}

static void test_data_declarations(void **state)
{
    (void)state;
    assert_decl("data T a = L | N (T a) !a (T a) deriving (Show, Eq)\n", 0,
                "(data T (a) (con L) (con N (tapp T a) (! a) (tapp T a)) (deriving Show Eq))");
    assert_decl("data S = C { f, g :: Int, h :: !Double } | D {}\n  deriving Show\n", 0,
                "(data S () (con C (f Int) (g Int) (h (! Double))) (con D) (deriving Show))");
    assert_decl("data E = Int :+: E | E `Op` E | Nil\n", 0,
                "(data E () (infixcon :+: Int E) (infixcon Op E E) (con Nil))");
    assert_decl("data V\n", 0, "(data V ())");
    assert_decl("newtype W a = W { unW :: a -> Int }\n", 0,
                "(newtype W (a) (con W (unW (-> a Int))))");
    assert_decl("newtype N = N Int deriving Eq\n", 0, "(newtype N () (con N Int) (deriving Eq))");
    assert_decl("type Pair a = (a, a)\n", 0, "(type Pair (a) (ttuple a a))");
    Module *m = parse("data C = R | G | B\n  deriving (Show, Eq, Ord, Enum, Bounded)\n");
    assert_non_null(m);
    Decl *d = m->decls[0];
    assert_int_equal(d->ncons, 3);
    assert_int_equal(d->nderiving, 5);
    assert_span(d->deriving_span, 2, 3, 2, 41);
    assert_span(d->span, 1, 1, 2, 41);
    assert_span(d->cons[1].span, 1, 14, 1, 14);
}

static void test_class_instance_default(void **state)
{
    (void)state;
    assert_decl("class (Eq a) => Container a where\n"
                "  empty :: a\n"
                "  (<<>>) :: a -> a -> a\n"
                "  x <<>> _ = x\n"
                "  {-# INLINE empty #-}\n", 0,
                "(class (ctx (Eq a)) Container (a) (sig (empty) a) (sig (<<>>) (-> a (-> a a))) (fun <<>> (clause infix (x _) (rhs x))) (pragma INLINE empty))");
    assert_decl("instance Show a => Show (Tree a) where\n  show _ = \"t\"\n", 0,
                "(instance (ctx (Show a)) Show (tapp Tree a) (fun show (clause (_) (rhs \"t\"))))");
    assert_decl("instance Eq Colour\n", 0, "(instance Eq Colour)");
    assert_decl("default (Integer, Double)\n", 0, "(default Integer Double)");
    assert_decl("{-# NOINLINE f #-}\n", 0, "(pragma NOINLINE f)");
    assert_decl("{-# INLINE (<+>) #-}\n", 0, "(pragma INLINE <+>)");
}

/* ======================================================== expressions */

static void test_application_and_operators(void **state)
{
    (void)state;
    assert_expr("f x y", "(app f x y)");
    assert_expr("f (g x) M.y", "(app f (paren (app g x)) M.y)");
    assert_expr("a + b * c `div` d", "(opseq a (op +) b (op *) c (op div) d)");
    assert_expr("x : xs ++ M.ys", "(opseq x (op :) xs (op ++) M.ys)");
    assert_expr("f $ g . h", "(opseq f (op $) g (op .) h)");
    assert_expr("a M.+ b", "(opseq a (op M.+) b)");
    assert_expr("print $! 1", "(opseq print (op $!) 1)");
}

static void test_negation(void **state)
{
    (void)state;
    assert_expr("- x", "(opseq (neg) x)");
    assert_expr("- 5 + 3 * (-2)", "(opseq (neg) 5 (op +) 3 (op *) (paren (opseq (neg) 2)))");
    assert_expr("a - b", "(opseq a (op -) b)");
    assert_expr("f (-1) [-2]", "(app f (paren (opseq (neg) 1)) (list (opseq (neg) 2)))");
    Module *m = parse("x = - y\n");
    assert_non_null(m);
    OpItem *it = &m->decls[0]->rhs->plain->items[0];
    assert_true(it->is_op);
    assert_true(it->is_neg);
    assert_string_equal(it->op.id, "-");
}

static void test_sections(void **state)
{
    (void)state;
    assert_expr("(+ 1)", "(rsection + 1)");
    assert_expr("(1 +)", "(lsection 1 +)");
    assert_expr("(`div` 2)", "(rsection div 2)");
    assert_expr("(2 `div`)", "(lsection 2 div)");
    assert_expr("(- 1)", "(paren (opseq (neg) 1))");
    assert_expr("(subtract 1)", "(paren (app subtract 1))");
    assert_expr("(a + b +)", "(lsection (opseq a (op +) b) +)");
    assert_expr("(+)", "+");
    assert_expr("(-)", "-");
    assert_expr("(:)", ":");
    assert_expr("(M.+ 1)", "(rsection M.+ 1)");
    Module *m = parse("x = (+)\n");
    assert_non_null(m);
    Expr *e = m->decls[0]->rhs->plain;
    assert_int_equal(e->kind, E_VAR);
    assert_span(e->span, 1, 5, 1, 7);
    m = parse("x = (:)\n");
    assert_non_null(m);
    assert_int_equal(m->decls[0]->rhs->plain->kind, E_CON);
}

static void test_constructors_tuples_lists(void **state)
{
    (void)state;
    assert_expr("()", "()");
    assert_expr("[]", "[]");
    assert_expr("(,) 1 2", "(app (,) 1 2)");
    assert_expr("(,,)", "(,,)");
    assert_expr("(1, 'a', \"s\")", "(tuple 1 'a' \"s\")");
    assert_expr("[1, 2, 3]", "(list 1 2 3)");
    assert_expr("[x]", "(list x)");
    Module *m = parse("x = (,)\n");
    assert_non_null(m);
    assert_int_equal(m->decls[0]->rhs->plain->kind, E_CON);
}

static void test_enum_and_comprehension(void **state)
{
    (void)state;
    assert_expr("[1 ..]", "(enum 1 _ _)");
    assert_expr("[1, 3 ..]", "(enum 1 3 _)");
    assert_expr("[1 .. 10]", "(enum 1 _ 10)");
    assert_expr("[1, 3 .. 10]", "(enum 1 3 10)");
    assert_expr("['a'..'z']", "(enum 'a' _ 'z')");
    assert_expr("[x * y | x <- xs, let y = 2, odd x]",
                "(comp (opseq x (op *) y) (<- x xs) (stmtlet (patbind y (rhs 2))) (app odd x))");
}

static void test_lambda_let_if_case(void **state)
{
    (void)state;
    assert_expr("\\x (a, _) -> x :: Int", "(lambda (x (ptuple a _)) (typed x Int))");
    assert_expr("let a = 1; b = 2 in a + b",
                "(let ( (patbind a (rhs 1)) (patbind b (rhs 2))) (opseq a (op +) b))");
    assert_expr("if c then 1 else 2", "(if c 1 2)");
    assert_expr("case m of\n    Just y | y > 0 -> y\n           | otherwise -> 0\n    Nothing -> 1",
                "(case m (alt (pcon Just y) (rhs (gd ((opseq y (op >) 0)) y) (gd (otherwise) 0))) (alt (pcon Nothing) (rhs 1)))");
    assert_expr("case m of y -> z where z = y",
                "(case m (alt y (rhs z (where (patbind z (rhs y))))))");
    assert_expr("f $ \\x -> x + 1", "(opseq f (op $) (lambda (x) (opseq x (op +) 1)))");
}

static void test_do_blocks(void **state)
{
    (void)state;
    assert_expr("do\n    x <- getLine\n    let y = x\n        z = y\n    print z",
                "(do (<- x getLine) (stmtlet (patbind y (rhs x)) (patbind z (rhs y))) (app print z))");
    assert_expr("do { Just x <- a; return x }", "(do (<- (pcon Just x) a) (app return x))");
    assert_expr("do\n    let x = 1 in print x\n    return ()",
                "(do (let ( (patbind x (rhs 1))) (app print x)) (app return ()))");
    assert_expr("do\n    !x <- a\n    b", "(do (<- (bang x) a) b)");
}

static void test_typed_record_scc(void **state)
{
    (void)state;
    assert_expr("(e :: Num a => a)", "(paren (typed e (ctx (Num a)) a))");
    assert_expr("Rect { w = 1, h = 2 }", "(reccon Rect (w 1) (h 2))");
    assert_expr("C {}", "(reccon C)");
    assert_expr("r { w = 1 } { h = 2 }", "(recupd (recupd r (w 1)) (h 2))");
    assert_expr("f r { w = 1 }", "(app f (recupd r (w 1)))");
    assert_expr("{-# SCC \"nine\" #-} f 1 + 3", "(scc \"nine\" (opseq (app f 1) (op +) 3))");
    assert_expr("{-# SCC ten #-} 10", "(scc \"ten\" 10)");
}

static void test_literals(void **state)
{
    (void)state;
    assert_expr("[0x1F, 0o17, 0b101, 1.5e-3, 123456789012345678901234567890]",
                "(list 31 15 5 1.5e-3 123456789012345678901234567890)");
    Module *m = parse("x = \"a\\n\\955\"\n");
    assert_non_null(m);
    Literal *l = &m->decls[0]->rhs->plain->lit;
    assert_int_equal(l->kind, LIT_STRING);
    assert_int_equal(l->len, 3);
    assert_int_equal(l->str[2], 955);
}

/* =========================================================== patterns */

static void test_patterns(void **state)
{
    (void)state;
    assert_pat("x", "x");
    assert_pat("_", "_");
    assert_pat("3", "3");
    assert_pat("-3", "-3");
    assert_pat("(-2.5)", "-2.5");
    assert_pat("'c'", "'c'");
    assert_pat("\"str\"", "\"str\"");
    assert_pat("Nothing", "(pcon Nothing)");
    assert_pat("Just (x, y)", "(pcon Just (ptuple x y))");
    assert_pat("M.Just x", "(pcon M.Just x)");
    assert_pat("x:y:zs", "(popseq x (op :) y (op :) zs)");
    assert_pat("a :+: b", "(popseq a (op :+:) b)");
    assert_pat("a `Op` b", "(popseq a (op Op) b)");
    assert_pat("[a, b]", "(plist a b)");
    assert_pat("[]", "(pcon [])");
    assert_pat("()", "(pcon ())");
    assert_pat("all@(x:_)", "(as all (popseq x (op :) _))");
    assert_pat("~(a, b)", "(lazy (ptuple a b))");
    assert_pat("!x", "(bang x)");
    assert_pat("C { f = 1, g }", "(prec C (f 1) (g))");
    assert_pat("(:) x xs", "(pcon : x xs)");
    Module *m = parse("x = case y of -3 -> 0\n");
    assert_non_null(m);
    Pat *p = m->decls[0]->rhs->plain->alts[0].pat;
    assert_int_equal(p->kind, P_LIT);
    assert_true(p->lit.i == -3);
    assert_span(p->span, 1, 15, 1, 16);
}

/* ============================================================== spans */

static void test_spans_like_ghc(void **state)
{
    (void)state;
    /* nfib2.hs:4:1-53 */
    Module *m = parse("main = print (f 25 + g 25)\nf n  = nfib n\ng n  = nfib (n `div` 2)\n"
                      "nfib n = if n < 2 then 1 else nfib (n-1) + nfib (n-2)\n");
    assert_non_null(m);
    assert_span(m->decls[3]->span, 4, 1, 4, 53);
    assert_span(m->decls[3]->name.span, 4, 1, 4, 4);
    /* crash.hs: the function spans (3,1)-(5,17), `error` is at 4:15 */
    m = parse("-- A runtime error raised three calls deep\n"
              "check :: Int -> Int\n"
              "check n\n"
              "  | n > 100 = error (\"value out of range: \" ++ show n)\n"
              "  | otherwise = n\n");
    assert_non_null(m);
    Decl *d = m->decls[1];
    assert_int_equal(d->kind, D_FUN);
    assert_span(d->span, 3, 1, 5, 17);
    Expr *call = d->clauses[0].rhs->guarded[0].e;
    assert_int_equal(call->kind, E_APP);
    assert_span(call->fun->span, 4, 15, 4, 19);
    assert_span(call->span, 4, 15, 4, 54);
    assert_span(d->clauses[0].rhs->guarded[1].span, 5, 3, 5, 17);
    assert_span(m->decls[0]->span, 2, 1, 2, 19);
}

static void test_span_details(void **state)
{
    (void)state;
    Module *m = parse("x = (a + f b) :: Int\n");
    assert_non_null(m);
    Expr *e = m->decls[0]->rhs->plain;
    assert_int_equal(e->kind, E_TYPED);
    assert_span(e->span, 1, 5, 1, 20);
    assert_span(e->body->span, 1, 5, 1, 13);
    assert_span(e->body->body->span, 1, 6, 1, 12);
    assert_span(e->body->body->items[2].e->span, 1, 10, 1, 12);
    m = parse("main = do\n  print 1\n  print 2\n");
    assert_non_null(m);
    assert_span(m->decls[0]->rhs->plain->span, 1, 8, 3, 9);
    assert_span(m->decls[0]->span, 1, 1, 3, 9);
}

/* ============================================================= errors */

static void test_parse_error_messages(void **state)
{
    (void)state;
    assert_error("main = print (1 +)\nfoo = let x = 1 in\n  x )\n",
                 "t.hs:3:5: error: parse error on input \xe2\x80\x98)\xe2\x80\x99\n"
                 "  |\n"
                 "3 |   x )\n"
                 "  |     ^\n");
    assert_error("import Data.List\nmain = print 1\nimport Data.Char\n",
                 "t.hs:3:1: error: parse error on input \xe2\x80\x98import\xe2\x80\x99\n"
                 "  |\n"
                 "3 | import Data.Char\n"
                 "  | ^^^^^^\n");
    assert_error("main = print 1 where\nf = 2\n  g = 3\n",
                 "t.hs:3:5: error: parse error on input \xe2\x80\x98=\xe2\x80\x99\n"
                 "  |\n"
                 "3 |   g = 3\n"
                 "  |     ^\n");
    assert_error("main = print (\\x -> )\n",
                 "t.hs:1:21: error: parse error on input \xe2\x80\x98)\xe2\x80\x99\n"
                 "  |\n"
                 "1 | main = print (\\x -> )\n"
                 "  |                     ^\n");
}

static void test_indentation_errors(void **state)
{
    (void)state;
    /* at the end of the file: no excerpt */
    assert_error("main = print (1 +\n",
                 "t.hs:2:1: error:\n"
                 "    parse error (possibly incorrect indentation or mismatched brackets)\n");
    assert_error("main = print (1 +\nf = 2\n",
                 "t.hs:2:1: error:\n"
                 "    parse error (possibly incorrect indentation or mismatched brackets)\n"
                 "  |\n"
                 "2 | f = 2\n"
                 "  | ^\n");
    assert_error("f :: Int -> \nmain = print 1\n",
                 "t.hs:2:1: error:\n"
                 "    parse error (possibly incorrect indentation or mismatched brackets)\n"
                 "  |\n"
                 "2 | main = print 1\n"
                 "  | ^\n");
}

static void test_tab_excerpt(void **state)
{
    (void)state;
    /* columns count a tab up to the next multiple of 8, and the excerpt
       shows the tabs expanded so that the caret lines up */
    assert_error("main = print 1\n\tx\t= )\n",
                 "t.hs:2:17: error: parse error on input \xe2\x80\x98=\xe2\x80\x99\n"
                 "  |\n"
                 "2 |         x       = )\n"
                 "  |                 ^\n");
    /* an optional ; before else is taken, the error is after it */
    assert_error("f x = if x then 1\nmain = print 1\n",
                 "t.hs:2:1: error: parse error on input \xe2\x80\x98main\xe2\x80\x99\n"
                 "  |\n"
                 "2 | main = print 1\n"
                 "  | ^^^^\n");
}

static void test_do_errors(void **state)
{
    (void)state;
    assert_error("main = do\n  x <- getLine\n",
                 "t.hs:2:3: error:\n"
                 "    The last statement in a 'do' block must be an expression\n"
                 "      x <- getLine\n"
                 "  |\n"
                 "2 |   x <- getLine\n"
                 "  |   ^^^^^^^^^^^^\n");
    assert_error("main = do {}\n",
                 "t.hs:1:8: error: Empty 'do' block\n"
                 "  |\n"
                 "1 | main = do {}\n"
                 "  |        ^^^^^\n");
    /* a parse error later in the file comes first (GHC parses, then
       checks statements) */
    assert_error("main = do\n  let x = 1\n  in print x\n",
                 "t.hs:3:3: error: parse error on input \xe2\x80\x98in\xe2\x80\x99\n"
                 "  |\n"
                 "3 |   in print x\n"
                 "  |   ^^\n");
}

static void test_block_in_application(void **state)
{
    (void)state;
    /* GHC parses a misindented do block as applied to the next line and
       then rejects the block argument */
    assert_error("main = do\n    putStrLn \"one\"\n    print   (1+2)\n  putStrLn \"two\"\n",
                 "t.hs:1:8: error:\n"
                 "    Unexpected do block in function application:\n"
                 "        do putStrLn \"one\"\n"
                 "           print (1 + 2)\n"
                 "    You could write it with parentheses\n"
                 "    Or perhaps you meant to enable BlockArguments?\n"
                 "  |\n"
                 "1 | main = do\n"
                 "  |        ^^...\n");
    assert_error("main = print id \\x -> x\n",
                 "t.hs:1:17: error:\n"
                 "    Unexpected lambda expression in function application:\n"
                 "        \\ x -> x\n"
                 "    You could write it with parentheses\n"
                 "    Or perhaps you meant to enable BlockArguments?\n"
                 "  |\n"
                 "1 | main = print id \\x -> x\n"
                 "  |                 ^^^^^^^\n");
    /* it comes before a later parse error, as in GHC's sorted output */
    assert_error("main = do\n  x <- getLine\n  case x of\n    \"a\" -> print 1\n   \"b\" -> print 2\n",
                 "t.hs:3:3: error:\n"
                 "    Unexpected case expression in function application:\n"
                 "        case x of\n"
                 "          \"a\" -> print 1\n"
                 "    You could write it with parentheses\n"
                 "    Or perhaps you meant to enable BlockArguments?\n"
                 "  |\n"
                 "3 |   case x of\n"
                 "  |   ^^^^^^^^^...\n");
}

static void test_top_level_expression(void **state)
{
    (void)state;
    assert_error("main = print 1\nfoo\nbar x y\n",
                 "t.hs:2:1: error:\n"
                 "    Parse error: module header, import declaration\n"
                 "    or top-level declaration expected.\n"
                 "  |\n"
                 "2 | foo\n"
                 "  | ^^^\n");
}

static void test_lexical_error_order(void **state)
{
    (void)state;
    /* a lexical error is reported where the parser reaches it, even if
       implicit blocks would close first at the end of the file */
    assert_error("main = print (1, \"abc\n",
                 "t.hs:1:22: error:\n"
                 "    lexical error in string/character literal at character '\\n'\n"
                 "  |\n"
                 "1 | main = print (1, \"abc\n"
                 "  |                      ^\n");
    /* a parse error before the lexical error wins */
    assert_error("main = )\nx = \"\\q\"\n",
                 "t.hs:1:8: error: parse error on input \xe2\x80\x98)\xe2\x80\x99\n"
                 "  |\n"
                 "1 | main = )\n"
                 "  |        ^\n");
}

static void test_long_message_wraps(void **state)
{
    (void)state;
    /* 67 columns: one line */
    if (arena) arena_free(arena);
    arena = arena_new();
    source = (SourceFile){ "a_rather_long_file_name.hs", "main = 1 else\n", 14 };
    diag_reset();
    diag_capture(errors, sizeof errors);
    assert_null(parse_module(arena, &source));
    diag_capture(NULL, 0);
    assert_non_null(strstr(errors, "1:10: error: parse error on input"));
    /* GHC keeps the message on the header line only up to 67 columns:
       this one would take 69 */
    if (arena) arena_free(arena);
    arena = arena_new();
    const char *text = "main = 1 else\n";
    source = (SourceFile){ "a_rather_longer_file_name.hs", text, strlen(text) };
    diag_reset();
    diag_capture(errors, sizeof errors);
    assert_null(parse_module(arena, &source));
    diag_capture(NULL, 0);
    assert_string_equal(errors,
        "a_rather_longer_file_name.hs:1:10: error:\n"
        "    parse error on input \xe2\x80\x98" "else\xe2\x80\x99\n"
        "  |\n"
        "1 | main = 1 else\n"
        "  |          ^^^^\n");
}

/* =========================================================== examples */

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    fclose(f);
    buf[got] = '\0';
    *len = got;
    return buf;
}

/* Parses every .hs file of `dir` (and its subfolders); returns how many,
   or -1 if there is no such folder. */
static int parse_folder(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    int parsed = 0;
    struct dirent *ent;
    while ((ent = readdir(d)) != NULL) {
        if (ent->d_name[0] == '.') continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        size_t n = strlen(ent->d_name);
        if (n < 4 || strcmp(ent->d_name + n - 3, ".hs") != 0) {
            int sub = parse_folder(path);
            if (sub > 0) parsed += sub;
            continue;
        }
        size_t len = 0;
        char *text = slurp(path, &len);
        assert_non_null(text);
        Arena *a = arena_new();
        SourceFile src = { path, text, len };
        diag_reset();
        Module *m = parse_module(a, &src);
        if (!m) print_error("failed to parse %s\n", path);
        assert_non_null(m);
        arena_free(a);
        free(text);
        parsed++;
    }
    closedir(d);
    return parsed;
}

/* The example programs and the library sources all parse. */
static void test_examples_and_library(void **state)
{
    (void)state;
    char dirs[3][1024];
    int ndirs = 0;
    const char *top = getenv("LAZYRTS_TOP_SRCDIR");
    if (top) {
        snprintf(dirs[ndirs++], sizeof dirs[0], "%s/examples", top);
        snprintf(dirs[ndirs++], sizeof dirs[0], "%s/lib", top);
    }
    const char *shared = getenv("LAZYRTS_EXAMPLES");
    snprintf(dirs[ndirs++], sizeof dirs[0], "%s", shared ? shared : "/work/shared/examples");
    int total = 0;
    for (int i = 0; i < ndirs; i++) {
        int n = parse_folder(dirs[i]);
        if (n > 0) total += n;
    }
    if (total == 0) skip();
    assert_true(total > 0);
}

/* A 5000-line module parses, in a few milliseconds (printed). */
static void test_large_module(void **state)
{
    (void)state;
    const char *chunk =
        "f%d :: Int -> Int\n"
        "f%d 0 = 1\n"
        "f%d n | n > 0 = n * f%d (n - 1)\n"
        "      | otherwise = error \"neg\"\n"
        "g%d xs = [ (x, y) | x <- xs, let y = x + 1, odd x ]\n"
        "h%d = do\n"
        "  x <- return (f%d 3)\n"
        "  let y = x * 2\n"
        "  print (case y of { 0 -> \"zero\"; _ -> show y })\n"
        "  mapM_ (\\(a, b) -> print (a + b)) (zip [1..] [x, y])\n";
    size_t cap = 600000, len = 0;
    char *text = malloc(cap);
    int n = 0;
    while (len + 1000 < cap && n < 500) {
        len += (size_t)snprintf(text + len, cap - len, chunk, n, n, n, n, n, n, n);
        n++;
    }
    Arena *a = arena_new();
    SourceFile src = { "big.hs", text, len };
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    Module *m = parse_module(a, &src);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    assert_non_null(m);
    assert_int_equal(m->ndecls, 4 * n);
    print_message("parsed %d lines in %.2f ms\n", 10 * n,
                  (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6);
    arena_free(a);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_module_header),
        cmocka_unit_test(test_imports),
        cmocka_unit_test(test_signatures_and_fixity),
        cmocka_unit_test(test_function_clauses),
        cmocka_unit_test(test_infix_definitions),
        cmocka_unit_test(test_guards_and_where),
        cmocka_unit_test(test_data_declarations),
        cmocka_unit_test(test_class_instance_default),
        cmocka_unit_test(test_application_and_operators),
        cmocka_unit_test(test_negation),
        cmocka_unit_test(test_sections),
        cmocka_unit_test(test_constructors_tuples_lists),
        cmocka_unit_test(test_enum_and_comprehension),
        cmocka_unit_test(test_lambda_let_if_case),
        cmocka_unit_test(test_do_blocks),
        cmocka_unit_test(test_typed_record_scc),
        cmocka_unit_test(test_literals),
        cmocka_unit_test(test_patterns),
        cmocka_unit_test(test_spans_like_ghc),
        cmocka_unit_test(test_span_details),
        cmocka_unit_test(test_parse_error_messages),
        cmocka_unit_test(test_indentation_errors),
        cmocka_unit_test(test_tab_excerpt),
        cmocka_unit_test(test_do_errors),
        cmocka_unit_test(test_block_in_application),
        cmocka_unit_test(test_top_level_expression),
        cmocka_unit_test(test_lexical_error_order),
        cmocka_unit_test(test_long_message_wraps),
        cmocka_unit_test(test_examples_and_library),
        cmocka_unit_test(test_large_module),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
