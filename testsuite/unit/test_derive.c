/*
 * test_derive.c -- derived instances (compiler/derive.c): the code of each
 * class compared, as Haskell source, with the structure of GHC 9.0.2's
 * derived code (-ddump-deriv; see Note [What GHC derives] in derive.c),
 * the invariants of derive.h checked on every node, the spans of the
 * cost centres GHC reports for examples/shapes.hs, and the error messages.
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
#include <cmocka.h>

#include "ast_print.h"
#include "derive.h"
#include "parser.h"

static Arena *arena;
static SourceFile source;
static char errors[4096];
static Module *module;

static int teardown(void **state)
{
    (void)state;
    arena_free(arena);
    arena = NULL;
    return 0;
}

/* Parses `text` (file "t.hs") and derives every deriving clause of it.
   Returns what derive_module returned; the instances are in `out`
   (finished: *n of them), the messages in `errors`. */
static bool derive_text(const char *text, Decl ***out, int *n)
{
    if (arena) arena_free(arena);
    arena = arena_new();
    source = (SourceFile){ "t.hs", text, strlen(text) };
    diag_reset();
    diag_capture(errors, sizeof errors);
    module = parse_module(arena, &source);
    if (!module) {
        diag_capture(NULL, 0);
        fail_msg("parse error:\n%s", errors);
    }
    PtrVec v = { NULL, 0, 0 };
    bool ok = derive_module(arena, module, &v);
    diag_capture(NULL, 0);
    *n = v.n;
    *out = (Decl **)ptrvec_finish(arena, &v);
    return ok;
}

/* The module's own qualifier (Main.) of the data type and its
   constructors, which derived code carries (derive.c's own()), taken off
   so that the texts below read as GHC's -ddump-deriv; test_own_qualifier
   checks that it is there. */
static void unqualify(Name *n)
{
    if (n->qual && strcmp(n->qual, "Main") == 0)
        n->qual = NULL;
}

static void unqualify_pat(Pat *p)
{
    unqualify(&p->name);
    for (int i = 0; p->kind == P_CON && i < p->nargs; i++)
        unqualify_pat(p->args[i]);
}

static void unqualify_expr(Expr *e)
{
    switch (e->kind) {
    case E_VAR: case E_CON: unqualify(&e->name); break;
    case E_APP: unqualify_expr(e->fun); unqualify_expr(e->arg); break;
    case E_IF: unqualify_expr(e->cond); unqualify_expr(e->then_); unqualify_expr(e->else_); break;
    case E_CASE:
        unqualify_expr(e->scrut);
        for (int i = 0; i < e->nalts; i++) {
            unqualify_pat(e->alts[i].pat);
            if (e->alts[i].rhs->plain)
                unqualify_expr(e->alts[i].rhs->plain);
        }
        break;
    default: break;
    }
}

static void unqualify_type(Type *t)
{
    if (t->kind == T_APP) {
        unqualify_type(t->fun);
        unqualify_type(t->arg);
    } else if (t->kind == T_CON) {
        unqualify(&t->name);
    }
}

static void unqualify_instance(Decl *d)
{
    unqualify_type(d->type);
    for (int i = 0; i < d->ctx.n; i++)
        unqualify_type(d->ctx.types[i]);
    for (int i = 0; i < d->nbody; i++) {
        Decl *m = d->body[i];
        if (m->kind == D_PAT) {
            if (m->rhs->plain)
                unqualify_expr(m->rhs->plain);
            continue;
        }
        for (int c = 0; c < m->nclauses; c++) {
            for (int k = 0; k < m->clauses[c].npats; k++)
                unqualify_pat(m->clauses[c].pats[k]);
            if (m->clauses[c].rhs->plain)
                unqualify_expr(m->clauses[c].rhs->plain);
        }
    }
}

/* The instances derived for `text`, as Haskell source, separated by a
   blank line, compared with `want` (which leaves out the own qualifier). */
static void assert_derived(const char *text, const char *want)
{
    Decl **ds;
    int n;
    bool ok = derive_text(text, &ds, &n);
    if (!ok) print_message("unexpected error:\n%s", errors);
    assert_true(ok);
    size_t cap = 1, len = 0;
    char *all = malloc(cap);
    all[0] = '\0';
    for (int i = 0; i < n; i++) {
        unqualify_instance(ds[i]);
        char *s = ast_show_decl(ds[i]);
        size_t k = strlen(s);
        cap += k + 2;
        all = realloc(all, cap);
        if (i) { memcpy(all + len, "\n\n", 2); len += 2; }
        memcpy(all + len, s, k + 1);
        len += k;
        free(s);
    }
    assert_string_equal(all, want);
    free(all);
}

/* derive fails on `text` after `ninstances` instances, with message `want`. */
static void assert_derive_error(const char *text, int ninstances, const char *want)
{
    Decl **ds;
    int n;
    assert_false(derive_text(text, &ds, &n));
    assert_true(diag_failed());
    assert_int_equal(n, ninstances);
    assert_string_equal(errors, want);
}

/* =========================================================== the code */

/* Nullary constructors: showString of the name. */
static void test_show_enumeration(void **state)
{
    (void)state;
    assert_derived("data Colour = Red | Green | Blue deriving Show\n",
        "instance Show Colour where\n"
        "  showsPrec _ Red = %Base.showString \"Red\"\n"
        "  showsPrec _ Green = %Base.showString \"Green\"\n"
        "  showsPrec _ Blue = %Base.showString \"Blue\"");
}

/* Prefix constructors: showParen (d >= 11), fields at precedence 11
   separated by showSpace, composed right-nested with (.). */
static void test_show_prefix(void **state)
{
    (void)state;
    assert_derived("data Shape = Circle Double | Rect Double Double | Tri Double Double Double\n"
                   "  deriving (Show)\n",
        "instance Show Shape where\n"
        "  showsPrec a (Circle b1) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"Circle \") (%Base.showsPrec 11 b1))\n"
        "  showsPrec a (Rect b1 b2) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"Rect \") ((%Base..) (%Base.showsPrec 11 b1) ((%Base..) %Base.showSpace (%Base.showsPrec 11 b2))))\n"
        "  showsPrec a (Tri b1 b2 b3) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"Tri \") ((%Base..) (%Base.showsPrec 11 b1) ((%Base..) %Base.showSpace ((%Base..) (%Base.showsPrec 11 b2) ((%Base..) %Base.showSpace (%Base.showsPrec 11 b3))))))");
}

/* Records: "R {", fields at precedence 0 as "f = ", showCommaSpace
   between, operator fields in parentheses, "}". */
static void test_show_record(void **state)
{
    (void)state;
    assert_derived("data R = R { f1 :: Int, (%%) :: Int } | S { g :: Bool } deriving Show\n",
        "instance Show R where\n"
        "  showsPrec a (R b1 b2) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"R {\") ((%Base..) (%Base.showString \"f1 = \") ((%Base..) (%Base.showsPrec 0 b1) ((%Base..) %Base.showCommaSpace ((%Base..) (%Base.showString \"(%%) = \") ((%Base..) (%Base.showsPrec 0 b2) (%Base.showString \"}\")))))))\n"
        "  showsPrec a (S b1) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"S {\") ((%Base..) (%Base.showString \"g = \") ((%Base..) (%Base.showsPrec 0 b1) (%Base.showString \"}\"))))");
}

/* Constructors declared infix: the fixity's precedence p, both sides at
   p+1 whatever the associativity (the declaration may follow the data
   declaration; undeclared is infixl 9); an alphanumeric one in backquotes;
   an operator declared prefix shows prefix. */
static void test_show_infix(void **state)
{
    (void)state;
    assert_derived("data Op = Int :# Int | (:$) Int Int | Int `Inf` Int | Int :- Int deriving Show\n"
                   "infixr 5 :#\n"
                   "infix 4 `Inf`\n",
        "instance Show Op where\n"
        "  showsPrec a ((:#) b1 b2) = %Base.showParen ((%Base.>=) a 6) ((%Base..) (%Base.showsPrec 6 b1) ((%Base..) (%Base.showString \" :# \") (%Base.showsPrec 6 b2)))\n"
        "  showsPrec a ((:$) b1 b2) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"(:$) \") ((%Base..) (%Base.showsPrec 11 b1) ((%Base..) %Base.showSpace (%Base.showsPrec 11 b2))))\n"
        "  showsPrec a (Inf b1 b2) = %Base.showParen ((%Base.>=) a 5) ((%Base..) (%Base.showsPrec 5 b1) ((%Base..) (%Base.showString \" `Inf` \") (%Base.showsPrec 5 b2)))\n"
        "  showsPrec a ((:-) b1 b2) = %Base.showParen ((%Base.>=) a 10) ((%Base..) (%Base.showsPrec 10 b1) ((%Base..) (%Base.showString \" :- \") (%Base.showsPrec 10 b2)))");
}

/* A newtype is shown like data; `E {}` is nullary. */
static void test_show_newtype_and_empty_record(void **state)
{
    (void)state;
    assert_derived("newtype N = N Int deriving Show\n"
                   "newtype M = M { unM :: [Int] } deriving Show\n"
                   "data E = E {} deriving Show\n",
        "instance Show N where\n"
        "  showsPrec a (N b1) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"N \") (%Base.showsPrec 11 b1))\n"
        "\n"
        "instance Show M where\n"
        "  showsPrec a (M b1) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"M {\") ((%Base..) (%Base.showString \"unM = \") ((%Base..) (%Base.showsPrec 0 b1) (%Base.showString \"}\"))))\n"
        "\n"
        "instance Show E where\n"
        "  showsPrec _ E = %Base.showString \"E\"");
}

/* Read: readPrec = parens of one alternative per constructor, the
   nullary ones first; prefix constructors at precedence 10 with their
   fields one level up, records at 11 with their fields at 0, infix ones
   at their fixity (backquoted when alphanumeric), operators in prefix
   position in parentheses; readList and readListPrec GHC's defaults. */
static void test_read(void **state)
{
    (void)state;
    assert_derived("infixl 6 :+:\n"
                   "data E = Lit Int | E :+: E | Z | Int `Pow` Int | (:$) Int Int\n"
                   "       | R { f :: Int, (%%) :: E } deriving Read\n",
        "instance Read E where\n"
        "  readPrec = %Base.parens ((%Base.+++) ((%Base.*>) (%Base.readExpect \"Z\") (%Base.pure Z)) "
        "((%Base.+++) (%Base.prec 10 ((%Base.*>) (%Base.readExpect \"Lit\") (%Base.fmap Lit (%Base.step %Base.readPrec)))) "
        "((%Base.+++) (%Base.prec 6 ((%Base.<*>) ((%Base.<*) (%Base.fmap (:+:) (%Base.step %Base.readPrec)) (%Base.readExpect \":+:\")) (%Base.step %Base.readPrec))) "
        "((%Base.+++) (%Base.prec 9 ((%Base.<*>) ((%Base.<*) (%Base.fmap Pow (%Base.step %Base.readPrec)) ((%Base.*>) (%Base.readExpect \"`\") ((%Base.*>) (%Base.readExpect \"Pow\") (%Base.readExpect \"`\")))) (%Base.step %Base.readPrec))) "
        "((%Base.+++) (%Base.prec 10 ((%Base.*>) (%Base.readExpect \"(\") ((%Base.*>) (%Base.readExpect \":$\") ((%Base.*>) (%Base.readExpect \")\") ((%Base.<*>) (%Base.fmap (:$) (%Base.step %Base.readPrec)) (%Base.step %Base.readPrec)))))) "
        "(%Base.prec 11 ((%Base.*>) (%Base.readExpect \"R\") ((%Base.*>) (%Base.readExpect \"{\") ((%Base.<*) ((%Base.<*>) ((%Base.<*) (%Base.fmap R (%Base.readField \"f\" (%Base.reset %Base.readPrec))) (%Base.readExpect \",\")) (%Base.readSymField \"%%\" (%Base.reset %Base.readPrec))) (%Base.readExpect \"}\"))))))))))\n"
        "  readList = %Base.readListDefault\n"
        "  readListPrec = %Base.readListPrecDefault");
}

/* An enumeration: every alternative without precedence; a parametrised
   type's instance wants Read of the parameters used in fields. */
static void test_read_enumeration_and_context(void **state)
{
    (void)state;
    assert_derived("data C = Red | Blue deriving Read\n"
                   "data P a b = P a Int deriving Read\n",
        "instance Read C where\n"
        "  readPrec = %Base.parens ((%Base.+++) ((%Base.*>) (%Base.readExpect \"Red\") (%Base.pure Red)) ((%Base.*>) (%Base.readExpect \"Blue\") (%Base.pure Blue)))\n"
        "  readList = %Base.readListDefault\n"
        "  readListPrec = %Base.readListPrecDefault\n"
        "\n"
        "instance Read a => Read (P a b) where\n"
        "  readPrec = %Base.parens (%Base.prec 10 ((%Base.*>) (%Base.readExpect \"P\") ((%Base.<*>) (%Base.fmap P (%Base.step %Base.readPrec)) (%Base.step %Base.readPrec))))\n"
        "  readList = %Base.readListDefault\n"
        "  readListPrec = %Base.readListPrecDefault");
}

/* A clause per constructor, fields joined by a right-nested (&&), a last
   `_ _ = False` only with several constructors. */
static void test_eq_clauses(void **state)
{
    (void)state;
    assert_derived("data Colour = Red | Green | Blue deriving Eq\n"
                   "data P a b = P a b deriving Eq\n"
                   "data S = C Int | T Int Int Int deriving Eq\n",
        "instance Eq Colour where\n"
        "  (==) Red Red = %Base.True\n"
        "  (==) Green Green = %Base.True\n"
        "  (==) Blue Blue = %Base.True\n"
        "  (==) _ _ = %Base.False\n"
        "\n"
        "instance (Eq a, Eq b) => Eq (P a b) where\n"
        "  (==) (P a1 a2) (P b1 b2) = (%Base.&&) ((%Base.==) a1 b1) ((%Base.==) a2 b2)\n"
        "\n"
        "instance Eq S where\n"
        "  (==) (C a1) (C b1) = (%Base.==) a1 b1\n"
        "  (==) (T a1 a2 a3) (T b1 b2 b3) = (%Base.&&) ((%Base.==) a1 b1) ((%Base.&&) ((%Base.==) a2 b2) ((%Base.==) a3 b3))\n"
        "  (==) _ _ = %Base.False");
}

/* More than 10 nullary constructors are compared by tag, in a last clause
   instead of `_ _ = False`; 10 are still listed. */
static void test_eq_by_tag(void **state)
{
    (void)state;
    assert_derived("data E11 = B0 | B1 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | B9 | B10 deriving Eq\n"
                   "data M11 = D0 | D1 | D2 | D3 | D4 | D5 | D6 | D7 | D8 | D9 | D10 | DX Int deriving Eq\n"
                   "data E10 = A0 | A1 | A2 | A3 | A4 | A5 | A6 | A7 | A8 | A9 | AX Int deriving Eq\n",
        "instance Eq E11 where\n"
        "  (==) a b = (%Base.==) (%Base.dataToTag a) (%Base.dataToTag b)\n"
        "\n"
        "instance Eq M11 where\n"
        "  (==) (DX a1) (DX b1) = (%Base.==) a1 b1\n"
        "  (==) a b = (%Base.==) (%Base.dataToTag a) (%Base.dataToTag b)\n"
        "\n"
        "instance Eq E10 where\n"
        "  (==) A0 A0 = %Base.True\n"
        "  (==) A1 A1 = %Base.True\n"
        "  (==) A2 A2 = %Base.True\n"
        "  (==) A3 A3 = %Base.True\n"
        "  (==) A4 A4 = %Base.True\n"
        "  (==) A5 A5 = %Base.True\n"
        "  (==) A6 A6 = %Base.True\n"
        "  (==) A7 A7 = %Base.True\n"
        "  (==) A8 A8 = %Base.True\n"
        "  (==) A9 A9 = %Base.True\n"
        "  (==) (AX a1) (AX b1) = (%Base.==) a1 b1\n"
        "  (==) _ _ = %Base.False");
}

/* Enumerations compare tags; one constructor is a nested case even when
   nullary; (<=), (>), (>=) are written with (<). */
static void test_ord_enumeration(void **state)
{
    (void)state;
    assert_derived("data Colour = Red | Green | Blue deriving Ord\n"
                   "data U = U deriving Ord\n",
        "instance Ord Colour where\n"
        "  compare a b = %Base.compare (%Base.dataToTag a) (%Base.dataToTag b)\n"
        "  (<) a b = (%Base.<) (%Base.dataToTag a) (%Base.dataToTag b)\n"
        "  (<=) a b = %Base.not ((%Base.<) b a)\n"
        "  (>) a b = (%Base.<) b a\n"
        "  (>=) a b = %Base.not ((%Base.<) a b)\n"
        "\n"
        "instance Ord U where\n"
        "  compare a b = case a of\n"
        "                  U -> case b of\n"
        "                         U -> %Base.EQ\n"
        "  (<) a b = case a of\n"
        "              U -> case b of\n"
        "                     U -> %Base.False\n"
        "  (<=) a b = %Base.not ((%Base.<) b a)\n"
        "  (>) a b = (%Base.<) b a\n"
        "  (>=) a b = %Base.not ((%Base.<) a b)");
}

/* Fields: compare on all but the last, the method itself on the last. */
static void test_ord_single_constructor(void **state)
{
    (void)state;
    assert_derived("data P a b = P a b deriving Ord\n",
        "instance (Ord a, Ord b) => Ord (P a b) where\n"
        "  compare a b = case a of\n"
        "                  P a1 a2 -> case b of\n"
        "                               P b1 b2 -> case %Base.compare a1 b1 of\n"
        "                                            %Base.LT -> %Base.LT\n"
        "                                            %Base.EQ -> %Base.compare a2 b2\n"
        "                                            %Base.GT -> %Base.GT\n"
        "  (<) a b = case a of\n"
        "              P a1 a2 -> case b of\n"
        "                           P b1 b2 -> case %Base.compare a1 b1 of\n"
        "                                        %Base.LT -> %Base.True\n"
        "                                        %Base.EQ -> (%Base.<) a2 b2\n"
        "                                        %Base.GT -> %Base.False\n"
        "  (<=) a b = %Base.not ((%Base.<) b a)\n"
        "  (>) a b = (%Base.<) b a\n"
        "  (>=) a b = %Base.not ((%Base.<) a b)");
}

/* Up to 3 constructors, (<) is derived too; two nullary constructors are
   listed in the outer case. */
static void test_ord_three_constructors(void **state)
{
    (void)state;
    assert_derived("data M3 = X1 | X2 Int | X3 deriving Ord\n",
        "instance Ord M3 where\n"
        "  compare a b = case a of\n"
        "                  X1 -> case b of\n"
        "                          X1 -> %Base.EQ\n"
        "                          _ -> %Base.LT\n"
        "                  X2 a1 -> case b of\n"
        "                             X1 -> %Base.GT\n"
        "                             X2 b1 -> %Base.compare a1 b1\n"
        "                             _ -> %Base.LT\n"
        "                  X3 -> case b of\n"
        "                          X3 -> %Base.EQ\n"
        "                          _ -> %Base.GT\n"
        "  (<) a b = case a of\n"
        "              X1 -> case b of\n"
        "                      X1 -> %Base.False\n"
        "                      _ -> %Base.True\n"
        "              X2 a1 -> case b of\n"
        "                         X1 -> %Base.False\n"
        "                         X2 b1 -> (%Base.<) a1 b1\n"
        "                         _ -> %Base.True\n"
        "              X3 -> case b of\n"
        "                      X3 -> %Base.False\n"
        "                      _ -> %Base.False\n"
        "  (<=) a b = %Base.not ((%Base.<) b a)\n"
        "  (>) a b = (%Base.<) b a\n"
        "  (>=) a b = %Base.not ((%Base.<) a b)");
}

/* More than 3 constructors: compare only.  The inner case decides the
   other constructors by position: first and last by `_`, second and
   last-but-one by one explicit alternative, the others by a tag test on
   the larger side. */
static void test_ord_positions(void **state)
{
    (void)state;
    assert_derived("data N2b = R0 | R1 Int | R2 Int | R3 | R4 Int | R5 Int | R6 Int deriving Ord\n",
        "instance Ord N2b where\n"
        "  compare a b = case a of\n"
        "                  R0 -> case b of\n"
        "                          R0 -> %Base.EQ\n"
        "                          _ -> %Base.LT\n"
        "                  R1 a1 -> case b of\n"
        "                             R0 -> %Base.GT\n"
        "                             R1 b1 -> %Base.compare a1 b1\n"
        "                             _ -> %Base.LT\n"
        "                  R2 a1 -> if (%Base.>) (%Base.dataToTag b) 2 then %Base.LT else case b of\n"
        "                                                                                   R2 b1 -> %Base.compare a1 b1\n"
        "                                                                                   _ -> %Base.GT\n"
        "                  R3 -> if (%Base.>) (%Base.dataToTag b) 3 then %Base.LT else case b of\n"
        "                                                                                R3 -> %Base.EQ\n"
        "                                                                                _ -> %Base.GT\n"
        "                  R4 a1 -> if (%Base.<) (%Base.dataToTag b) 4 then %Base.GT else case b of\n"
        "                                                                                   R4 b1 -> %Base.compare a1 b1\n"
        "                                                                                   _ -> %Base.LT\n"
        "                  R5 a1 -> case b of\n"
        "                             R6 _ -> %Base.LT\n"
        "                             R5 b1 -> %Base.compare a1 b1\n"
        "                             _ -> %Base.GT\n"
        "                  R6 a1 -> case b of\n"
        "                             R6 b1 -> %Base.compare a1 b1\n"
        "                             _ -> %Base.GT");
}

/* More than 2 nullary constructors: left out of the outer case, compared
   by tag in a last `_` alternative. */
static void test_ord_nullary_by_tag(void **state)
{
    (void)state;
    assert_derived("data Mix = MA | MB Int | MC | MD Int Int | ME deriving Ord\n",
        "instance Ord Mix where\n"
        "  compare a b = case a of\n"
        "                  MB a1 -> case b of\n"
        "                             MA -> %Base.GT\n"
        "                             MB b1 -> %Base.compare a1 b1\n"
        "                             _ -> %Base.LT\n"
        "                  MD a1 a2 -> case b of\n"
        "                                ME -> %Base.LT\n"
        "                                MD b1 b2 -> case %Base.compare a1 b1 of\n"
        "                                              %Base.LT -> %Base.LT\n"
        "                                              %Base.EQ -> %Base.compare a2 b2\n"
        "                                              %Base.GT -> %Base.GT\n"
        "                                _ -> %Base.GT\n"
        "                  _ -> %Base.compare (%Base.dataToTag a) (%Base.dataToTag b)");
}

/* The methods of each instance, space-separated, a CAF marked with '='. */
static const char *method_names(const Decl *d)
{
    static char buf[512];
    buf[0] = '\0';
    for (int k = 0; k < d->nbody; k++) {
        const Decl *m = d->body[k];
        if (k) strcat(buf, " ");
        strcat(buf, m->kind == D_FUN ? m->name.id : m->pat->name.id);
        if (m->kind == D_PAT) strcat(buf, "=");
    }
    return buf;
}

/* (<), (<=), (>), (>=) are derived for enumerations and for up to 3
   constructors; otherwise only compare (the rest are the class defaults,
   which call compare). */
static void test_ord_methods(void **state)
{
    (void)state;
    static const struct { const char *data; const char *methods; } cases[] = {
        { "data T = A Int | B Int | C Int deriving Ord", "compare < <= > >=" },
        { "data T = A Int | B Int | C Int | D Int deriving Ord", "compare" },
        { "data T = A | B Int | C | D deriving Ord", "compare" },
        { "data T = A | B | C | D | E | F deriving Ord", "compare < <= > >=" },
        { "data T = T Int Int Int Int Int deriving Ord", "compare < <= > >=" },
        { "newtype T = T Int deriving Ord", "compare= <= <== >= >== max= min=" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Decl **ds;
        int n;
        assert_true(derive_text(cases[i].data, &ds, &n));
        assert_int_equal(n, 1);
        assert_string_equal(method_names(ds[0]), cases[i].methods);
    }
}

/* succ, pred, toEnum, enumFrom, enumFromThen, fromEnum with GHC's error
   texts; enumFromTo and enumFromThenTo are left to the class. */
static void test_enum(void **state)
{
    (void)state;
    assert_derived("data Colour = Red | Green | Blue deriving (Enum)\n",
        "instance Enum Colour where\n"
        "  succ a = if (%Base.==) 2 (%Base.dataToTag a) then %Base.error \"succ{Colour}: tried to take `succ' of last tag in enumeration\" else %Base.tagToCon Red ((%Base.+) (%Base.dataToTag a) 1)\n"
        "  pred a = if (%Base.==) 0 (%Base.dataToTag a) then %Base.error \"pred{Colour}: tried to take `pred' of first tag in enumeration\" else %Base.tagToCon Red ((%Base.-) (%Base.dataToTag a) 1)\n"
        "  toEnum a = if (%Base.&&) ((%Base.>=) a 0) ((%Base.<=) a 2) then %Base.tagToCon Red a else %Base.error ((%Base.++) \"toEnum{Colour}: tag (\" (%Base.showsPrec 0 a ((%Base.++) \") is outside of enumeration's range (0,\" (%Base.showsPrec 0 2 \")\"))))\n"
        "  enumFrom a = %Base.map (%Base.tagToCon Red) (%Base.enumFromTo (%Base.dataToTag a) 2)\n"
        "  enumFromThen a b = %Base.map (%Base.tagToCon Red) (%Base.enumFromThenTo (%Base.dataToTag a) (%Base.dataToTag b) (if (%Base.>) (%Base.dataToTag a) (%Base.dataToTag b) then 0 else 2))\n"
        "  fromEnum a = %Base.dataToTag a");
}

static void test_bounded(void **state)
{
    (void)state;
    assert_derived("data Colour = Red | Green | Blue deriving Bounded\n"
                   "data P a b = P a b deriving Bounded\n"
                   "data U = U deriving Bounded\n",
        "instance Bounded Colour where\n"
        "  minBound = Red\n"
        "  maxBound = Blue\n"
        "\n"
        "instance (Bounded a, Bounded b) => Bounded (P a b) where\n"
        "  minBound = P %Base.minBound %Base.minBound\n"
        "  maxBound = P %Base.maxBound %Base.maxBound\n"
        "\n"
        "instance Bounded U where\n"
        "  minBound = U\n"
        "  maxBound = U");
}

/* Newtypes: Eq and Ord coerce the field type's methods, all of them
   (CAFs, as GHC's newtype deriving); Bounded wraps the field's bounds. */
static void test_newtype_coerce(void **state)
{
    (void)state;
    assert_derived("newtype N = N Int deriving (Eq, Ord, Bounded)\n"
                   "newtype W a = W [a] deriving (Eq)\n",
        "instance Eq N where\n"
        "  (==) = %Base.coerceRel N (%Base.==)\n"
        "  (/=) = %Base.coerceRel N (%Base./=)\n"
        "\n"
        "instance Ord N where\n"
        "  compare = %Base.coerceRel N %Base.compare\n"
        "  (<) = %Base.coerceRel N (%Base.<)\n"
        "  (<=) = %Base.coerceRel N (%Base.<=)\n"
        "  (>) = %Base.coerceRel N (%Base.>)\n"
        "  (>=) = %Base.coerceRel N (%Base.>=)\n"
        "  max = %Base.coerceOp N %Base.max\n"
        "  min = %Base.coerceOp N %Base.min\n"
        "\n"
        "instance Bounded N where\n"
        "  minBound = N %Base.minBound\n"
        "  maxBound = N %Base.maxBound\n"
        "\n"
        "instance Eq a => Eq (W a) where\n"
        "  (==) = %Base.coerceRel W (%Base.==)\n"
        "  (/=) = %Base.coerceRel W (%Base./=)");
}

/* The context constrains the variables that occur in fields: not a
   phantom one (c, and E's a), not one only applied to arguments (f);
   messages name the type without its parameters (succ{E}). */
static void test_context(void **state)
{
    (void)state;
    assert_derived("data T f a b c = T (f a) [b] | U (Maybe b) deriving Show\n"
                   "data E a = A | B deriving (Eq, Enum)\n",
        "instance (Show a, Show b) => Show (T f a b c) where\n"
        "  showsPrec a (T b1 b2) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"T \") ((%Base..) (%Base.showsPrec 11 b1) ((%Base..) %Base.showSpace (%Base.showsPrec 11 b2))))\n"
        "  showsPrec a (U b1) = %Base.showParen ((%Base.>=) a 11) ((%Base..) (%Base.showString \"U \") (%Base.showsPrec 11 b1))\n"
        "\n"
        "instance Eq (E a) where\n"
        "  (==) A A = %Base.True\n"
        "  (==) B B = %Base.True\n"
        "  (==) _ _ = %Base.False\n"
        "\n"
        "instance Enum (E a) where\n"
        "  succ a = if (%Base.==) 1 (%Base.dataToTag a) then %Base.error \"succ{E}: tried to take `succ' of last tag in enumeration\" else %Base.tagToCon A ((%Base.+) (%Base.dataToTag a) 1)\n"
        "  pred a = if (%Base.==) 0 (%Base.dataToTag a) then %Base.error \"pred{E}: tried to take `pred' of first tag in enumeration\" else %Base.tagToCon A ((%Base.-) (%Base.dataToTag a) 1)\n"
        "  toEnum a = if (%Base.&&) ((%Base.>=) a 0) ((%Base.<=) a 1) then %Base.tagToCon A a else %Base.error ((%Base.++) \"toEnum{E}: tag (\" (%Base.showsPrec 0 a ((%Base.++) \") is outside of enumeration's range (0,\" (%Base.showsPrec 0 1 \")\"))))\n"
        "  enumFrom a = %Base.map (%Base.tagToCon A) (%Base.enumFromTo (%Base.dataToTag a) 1)\n"
        "  enumFromThen a b = %Base.map (%Base.tagToCon A) (%Base.enumFromThenTo (%Base.dataToTag a) (%Base.dataToTag b) (if (%Base.>) (%Base.dataToTag a) (%Base.dataToTag b) then 0 else 1))\n"
        "  fromEnum a = %Base.dataToTag a");
}

/* ========================================================= invariants */

typedef struct Walk {
    SrcSpan span;          /* what every node must carry */
    const Decl *data;      /* the data declaration derived */
    const char *base;      /* DERIVE_BASE, interned */
    const char *own;       /* the module's name: the own qualifier */
    int nodes;             /* nodes visited */
} Walk;

static bool same_span(SrcSpan a, SrcSpan b)
{
    return a.l1 == b.l1 && a.c1 == b.c1 && a.l2 == b.l2 && a.c2 == b.c2;
}

static void check_span(Walk *w, SrcSpan sp, const char *what)
{
    w->nodes++;
    if (!same_span(sp, w->span))
        fail_msg("%s at %d:%d-%d:%d, not at the class name %d:%d-%d:%d", what,
                 sp.l1, sp.c1, sp.l2, sp.c2, w->span.l1, w->span.c1, w->span.l2, w->span.c2);
}

static bool is_own_con(Walk *w, const char *id)
{
    for (int i = 0; i < w->data->ncons; i++)
        if (strcmp(w->data->cons[i].name.id, id) == 0) return true;
    return false;
}

/* Local variables are a, b, a1.., b1..; anything else is %Base's. */
static bool is_generated_var(const char *id)
{
    if (id[0] != 'a' && id[0] != 'b') return false;
    for (const char *p = id + 1; *p; p++)
        if (*p < '0' || *p > '9') return false;
    return true;
}

static void check_name(Walk *w, Name n, bool con)
{
    check_span(w, n.span, n.id);
    if (n.qual && strcmp(n.qual, w->own) == 0) {
        /* the data type's own constructors (derive.c's own()) */
        if (!con || !is_own_con(w, n.id))
            fail_msg("own-qualified %s %s", con ? "constructor" : "variable", n.id);
    } else if (n.qual) {
        assert_ptr_equal(n.qual, w->base);
        if (con) {
            const char *ok[] = { "True", "False", "LT", "EQ", "GT" };
            bool found = false;
            for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
                found |= strcmp(n.id, ok[i]) == 0;
            if (!found) fail_msg("library constructor %s", n.id);
        }
    } else if (con ? !is_own_con(w, n.id) : !is_generated_var(n.id)) {
        fail_msg("unqualified %s %s", con ? "constructor" : "variable", n.id);
    }
}

static void walk_expr(Walk *w, const Expr *e);

static void walk_pat(Walk *w, const Pat *p)
{
    check_span(w, p->span, "pattern");
    switch (p->kind) {
    case P_VAR: check_name(w, p->name, false); break;
    case P_WILD: break;
    case P_CON:
        check_name(w, p->name, true);
        for (int i = 0; i < p->nargs; i++) walk_pat(w, p->args[i]);
        break;
    default: fail_msg("pattern kind %d in derived code", (int)p->kind);
    }
}

static void walk_rhs(Walk *w, const Rhs *r)
{
    check_span(w, r->span, "rhs");
    assert_non_null(r->plain);
    assert_int_equal(r->nguarded, 0);
    assert_int_equal(r->nwhere, 0);      /* no local bindings */
    walk_expr(w, r->plain);
}

static void walk_expr(Walk *w, const Expr *e)
{
    check_span(w, e->span, "expression");
    switch (e->kind) {
    case E_VAR: check_name(w, e->name, false); break;
    case E_CON: check_name(w, e->name, true); break;
    case E_LIT: break;
    case E_APP: walk_expr(w, e->fun); walk_expr(w, e->arg); break;
    case E_IF: walk_expr(w, e->cond); walk_expr(w, e->then_); walk_expr(w, e->else_); break;
    case E_CASE:
        walk_expr(w, e->scrut);
        assert_true(e->nalts > 0);
        for (int i = 0; i < e->nalts; i++) {
            check_span(w, e->alts[i].span, "alternative");
            walk_pat(w, e->alts[i].pat);
            walk_rhs(w, e->alts[i].rhs);
        }
        break;
    default:   /* no let, lambda, operator sequence, parentheses... */
        fail_msg("expression kind %d in derived code", (int)e->kind);
    }
}

static void walk_type(Walk *w, const Type *t)
{
    check_span(w, t->span, "type");
    if (t->kind == T_APP) { walk_type(w, t->fun); walk_type(w, t->arg); }
    else assert_true(t->kind == T_CON || t->kind == T_VAR);
}

static void walk_instance(Walk *w, const Decl *d)
{
    assert_int_equal(d->kind, D_INSTANCE);
    assert_true(d->derived);
    check_span(w, d->span, "instance");
    walk_type(w, d->type);
    for (int i = 0; i < d->ctx.n; i++) {
        assert_string_equal(d->ctx.classes[i].id, d->name.id);
        check_span(w, d->ctx.classes[i].span, "context class");
        walk_type(w, d->ctx.types[i]);
    }
    assert_true(d->nbody > 0);
    for (int i = 0; i < d->nbody; i++) {
        const Decl *m = d->body[i];
        check_span(w, m->span, "method");
        if (m->kind == D_PAT) {          /* a method without arguments */
            assert_int_equal(m->pat->kind, P_VAR);
            assert_null(m->pat->name.qual);
            check_span(w, m->pat->span, "method name");
            walk_rhs(w, m->rhs);
            continue;
        }
        assert_int_equal(m->kind, D_FUN);
        assert_null(m->name.qual);
        check_span(w, m->name.span, "method name");
        assert_true(m->nclauses > 0);
        for (int c = 0; c < m->nclauses; c++) {
            const Clause *cl = &m->clauses[c];
            assert_false(cl->infix);
            assert_true(cl->npats > 0);
            check_span(w, cl->span, "clause");
            for (int k = 0; k < cl->npats; k++) walk_pat(w, cl->pats[k]);
            walk_rhs(w, cl->rhs);
        }
    }
}

/* Every node of every instance carries the class name's span; the only
   free names are the type's constructors and %Base's; no local bindings,
   operator sequences or parentheses; methods are D_FUN / D_PAT as the
   parser makes them. */
static void test_invariants(void **state)
{
    (void)state;
    const char *text =
        "module Main where\n"
        "data Colour = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded)\n"
        "data Shape = Circle Double | Rect Double Double\n"
        "           | Tri { ta, tb :: Double, (<+>) :: Double }\n"
        "  deriving (Show, Eq, Ord)\n"
        "data P a b = P a !b deriving (Show, Eq, Ord, Bounded)\n"
        "infixr 5 :+:\n"
        "data E = Int :+: Int | Int `Fn` Int | Neg Int | Z deriving (Show, Eq, Ord)\n"
        "data Mix = MA | MB Int | MC | MD Int Int | ME | MF deriving (Eq, Ord)\n"
        "data Big = C0 | C1 | C2 | C3 | C4 | C5 | C6 | C7 | C8 | C9 | C10 | C11\n"
        "  deriving (Eq, Ord, Enum, Bounded, Show)\n"
        "newtype N = N Int deriving (Show, Eq, Ord, Bounded)\n";
    Decl **ds;
    int n;
    assert_true(derive_text(text, &ds, &n));
    assert_int_equal(n, 5 + 3 + 4 + 3 + 2 + 5 + 4);
    Walk w = { .base = arena_intern(arena, DERIVE_BASE), .own = "Main" };
    int k = 0;
    for (int i = 0; i < module->ndecls; i++) {
        const Decl *data = module->decls[i];
        if (data->kind != D_DATA && data->kind != D_NEWTYPE) continue;
        for (int c = 0; c < data->nderiving; c++, k++) {
            /* one instance per class, in the clause's order */
            assert_ptr_equal(ds[k]->name.id, data->deriving[c].id);
            w.span = data->deriving[c].span;
            w.data = data;
            walk_instance(&w, ds[k]);
        }
    }
    assert_int_equal(k, n);
    assert_true(w.nodes > 1000);
}

/* examples/shapes.hs: the instances carry the spans of the cost centres
   in GHC's report (expected/shapes.ghc.prof), and define the methods whose
   centres the report shows (`<=` with `<` under it, fromEnum, toEnum,
   succ; minBound and maxBound as CAFs), not the class defaults (no
   showList, enumFromTo, max). */
static void test_shapes_centres(void **state)
{
    (void)state;
    const char *text =
        "-- Data types, records, deriving, a user-defined class, Maybe and Either\n"
        "data Shape = Circle Double | Rect Double Double | Tri Double Double Double\n"
        "  deriving (Show, Eq)\n"
        "\n"
        "data Colour = Red | Green | Blue deriving (Show, Eq, Ord, Enum, Bounded)\n"
        "\n"
        "data Item = Item { itemName :: String, itemShape :: Shape, itemColour :: Colour }\n"
        "  deriving Show\n";
    static const struct { const char *cls; int line, c1, c2; const char *methods; } want[] = {
        { "Show", 3, 13, 16, "showsPrec" },
        { "Eq", 3, 19, 20, "==" },
        { "Show", 5, 44, 47, "showsPrec" },
        { "Eq", 5, 50, 51, "==" },
        { "Ord", 5, 54, 56, "compare < <= > >=" },
        { "Enum", 5, 59, 62, "succ pred toEnum enumFrom enumFromThen fromEnum" },
        { "Bounded", 5, 65, 71, "minBound= maxBound=" },
        { "Show", 8, 12, 15, "showsPrec" },
    };
    Decl **ds;
    int n;
    assert_true(derive_text(text, &ds, &n));
    assert_int_equal(n, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < n; i++) {
        const Decl *d = ds[i];
        assert_string_equal(d->name.id, want[i].cls);
        SrcSpan sp = { want[i].line, want[i].c1, want[i].line, want[i].c2 };
        assert_true(same_span(d->span, sp));
        for (int k = 0; k < d->nbody; k++) assert_true(same_span(d->body[k]->span, sp));
        assert_string_equal(method_names(d), want[i].methods);
    }
}

/* The class keeps its name as written (the renamer resolves it in the
   user's scope); it is recognised by its identifier. */
static void test_class_name_as_written(void **state)
{
    (void)state;
    Decl **ds;
    int n;
    assert_true(derive_text("import qualified Prelude as P\n"
                            "data T = A deriving (P.Show, P.Eq)\n", &ds, &n));
    assert_int_equal(n, 2);
    assert_string_equal(ds[0]->name.qual, "P");
    assert_string_equal(ds[0]->name.id, "Show");
    assert_string_equal(ds[0]->body[0]->name.id, "showsPrec");
    assert_string_equal(ds[1]->name.id, "Eq");
    SrcSpan show_span = { 2, 22, 2, 27 };
    assert_true(same_span(ds[0]->name.span, show_span));
    assert_true(same_span(ds[0]->body[0]->span, show_span));
}

/* A constructor name outside ASCII reaches the String as code points. */
static void test_unicode_name(void **state)
{
    (void)state;
    assert_derived("data T = Caf\xc3\xa9 deriving Show\n",
                   "instance Show T where\n"
                   "  showsPrec _ Caf\xc3\xa9 = %Base.showString \"Caf\\233\"");
}

/* The data type and its constructors carry the module's own qualifier,
   so that a constructor named like the Prelude's is no ambiguity. */
static void test_own_qualifier(void **state)
{
    (void)state;
    Decl **ds;
    int n;
    assert_true(derive_text("data T = Just | B deriving Show\n", &ds, &n));
    assert_int_equal(n, 1);
    char *s = ast_show_decl(ds[0]);
    assert_string_equal(s, "instance Show Main.T where\n"
                           "  showsPrec _ Main.Just = %Base.showString \"Just\"\n"
                           "  showsPrec _ Main.B = %Base.showString \"B\"");
    free(s);
}

/* Every program of the golden tests and the shared examples derives
   (those that are meant to fail to compile aside). */
static int derive_folder(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int count = 0;
    struct dirent *ent;
    while ((ent = readdir(d))) {
        if (ent->d_name[0] == '.' || strncmp(ent->d_name, "cerr_", 5) == 0) continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, ent->d_name);
        size_t len = strlen(ent->d_name);
        if (len < 4 || strcmp(ent->d_name + len - 3, ".hs") != 0) {
            if (depth > 0) count += derive_folder(path, depth - 1);
            continue;
        }
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        static char text[1 << 20];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        if (!strstr(text, "deriving")) continue;
        Decl **ds;
        int k;
        if (!derive_text(text, &ds, &k)) fail_msg("%s:\n%s", path, errors);
        assert_true(k > 0);
        count++;
    }
    closedir(d);
    return count;
}

static void test_programs_derive(void **state)
{
    (void)state;
    char dir[1024];
    const char *top = getenv("LAZYRTS_TOP_SRCDIR");
    int total = 0;
    if (top) {
        snprintf(dir, sizeof dir, "%s/testsuite/golden", top);
        total += derive_folder(dir, 1);
    }
    const char *shared = getenv("LAZYRTS_EXAMPLES");
    total += derive_folder(shared ? shared : "/work/shared/examples", 0);
    if (total == 0) skip();
    print_message("%d programs with deriving clauses\n", total);
    assert_true(total > 0);
}

/* ============================================================= errors */

static void test_error_enum(void **state)
{
    (void)state;
    assert_derive_error(
        "data T = A Int | B deriving (Eq, Enum, Bounded)\n", 1,
        "t.hs:1:34: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Enum T\xe2\x80\x99:\n"
        "        \xe2\x80\x98T\xe2\x80\x99 must be an enumeration type\n"
        "        (an enumeration consists of one or more nullary, non-GADT constructors)\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T = A Int | B deriving (Eq, Enum, Bounded)\n"
        "  |                                  ^^^^\n");
    assert_derive_error(
        "newtype T a = T a deriving (Enum)\n", 0,
        "t.hs:1:29: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Enum (T a)\xe2\x80\x99:\n"
        "        \xe2\x80\x98T\xe2\x80\x99 must be an enumeration type\n"
        "        (an enumeration consists of one or more nullary, non-GADT constructors)\n"
        "        Try GeneralizedNewtypeDeriving for GHC's newtype-deriving extension\n"
        "    \xe2\x80\xa2 In the newtype declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | newtype T a = T a deriving (Enum)\n"
        "  |                             ^^^^\n");
}

static void test_error_bounded(void **state)
{
    (void)state;
    assert_derive_error(
        "data T = A Int | B deriving Bounded\n", 0,
        "t.hs:1:29: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Bounded T\xe2\x80\x99:\n"
        "        \xe2\x80\x98T\xe2\x80\x99 must be an enumeration type\n"
        "        (an enumeration consists of one or more nullary, non-GADT constructors)\n"
        "          or\n"
        "        \xe2\x80\x98T\xe2\x80\x99 must have precisely one constructor\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T = A Int | B deriving Bounded\n"
        "  |                             ^^^^^^^\n");
}

static void test_error_empty_data(void **state)
{
    (void)state;
    assert_derive_error(
        "data T a deriving (Show)\n", 0,
        "t.hs:1:20: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Show (T a)\xe2\x80\x99:\n"
        "        \xe2\x80\x98T\xe2\x80\x99 must have at least one data constructor\n"
        "        Use EmptyDataDeriving to enable deriving for empty data types\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T a deriving (Show)\n"
        "  |                    ^^^^\n");
}

/* A class that is not stock-derivable: GHC's message. */
static void test_error_not_stock(void **state)
{
    (void)state;
    assert_derive_error(
        "data T = A deriving Num\n", 0,
        "t.hs:1:21: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Num T\xe2\x80\x99:\n"
        "        \xe2\x80\x98Num\xe2\x80\x99 is not a stock derivable class (Eq, Show, etc.)\n"
        "        Try enabling DeriveAnyClass\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T = A deriving Num\n"
        "  |                     ^^^\n");
}

/* Classes GHC derives and lazyrts does not say so (Functor's instance
   head drops the last parameter, as GHC writes it). */
static void test_error_not_derived_here(void **state)
{
    (void)state;
    assert_derive_error(
        "data T = A deriving (Show, Ix)\n", 1,
        "t.hs:1:28: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Ix T\xe2\x80\x99:\n"
        "        lazyrts does not derive \xe2\x80\x98Ix\xe2\x80\x99 instances (only Eq, Ord, Enum, Bounded, Show and Read)\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T = A deriving (Show, Ix)\n"
        "  |                            ^^\n");
    assert_derive_error(
        "data T a b = A a b deriving Functor\n", 0,
        "t.hs:1:29: error:\n"
        "    \xe2\x80\xa2 Can't make a derived instance of \xe2\x80\x98" "Functor (T a)\xe2\x80\x99:\n"
        "        lazyrts does not derive \xe2\x80\x98" "Functor\xe2\x80\x99 instances (only Eq, Ord, Enum, Bounded, Show and Read)\n"
        "    \xe2\x80\xa2 In the data declaration for \xe2\x80\x98T\xe2\x80\x99\n"
        "  |\n"
        "1 | data T a b = A a b deriving Functor\n"
        "  |                             ^^^^^^^\n");
}

/* derive_module stops at the first declaration that fails. */
static void test_error_stops_module(void **state)
{
    (void)state;
    Decl **ds;
    int n;
    assert_false(derive_text("data A = A deriving (Show, Eq)\n"
                             "data B = B Int deriving (Eq, Enum)\n"
                             "data C = C deriving Show\n", &ds, &n));
    assert_int_equal(n, 3);
    assert_string_equal(ds[2]->name.id, "Eq");
    assert_non_null(strstr(errors, "t.hs:2:30: error:"));
    assert_null(strstr(errors, "data C"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_show_enumeration),
        cmocka_unit_test(test_show_prefix),
        cmocka_unit_test(test_show_record),
        cmocka_unit_test(test_show_infix),
        cmocka_unit_test(test_show_newtype_and_empty_record),
        cmocka_unit_test(test_read),
        cmocka_unit_test(test_read_enumeration_and_context),
        cmocka_unit_test(test_eq_clauses),
        cmocka_unit_test(test_eq_by_tag),
        cmocka_unit_test(test_ord_enumeration),
        cmocka_unit_test(test_ord_single_constructor),
        cmocka_unit_test(test_ord_three_constructors),
        cmocka_unit_test(test_ord_positions),
        cmocka_unit_test(test_ord_nullary_by_tag),
        cmocka_unit_test(test_ord_methods),
        cmocka_unit_test(test_enum),
        cmocka_unit_test(test_bounded),
        cmocka_unit_test(test_newtype_coerce),
        cmocka_unit_test(test_context),
        cmocka_unit_test(test_invariants),
        cmocka_unit_test(test_shapes_centres),
        cmocka_unit_test(test_class_name_as_written),
        cmocka_unit_test(test_unicode_name),
        cmocka_unit_test(test_own_qualifier),
        cmocka_unit_test(test_programs_derive),
        cmocka_unit_test(test_error_enum),
        cmocka_unit_test(test_error_bounded),
        cmocka_unit_test(test_error_empty_data),
        cmocka_unit_test(test_error_not_stock),
        cmocka_unit_test(test_error_not_derived_here),
        cmocka_unit_test(test_error_stops_module),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
