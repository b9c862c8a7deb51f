/*
 * test_infotab.c -- what the code generator writes into info tables for
 * heap profiles: InfoTable.descr (-hd) and InfoTable.type_name (-hy) in
 * GHC 9.0.2's spelling (compiler/describe.h).
 *
 * The type spellings are checked on hand-built types; the descriptions on
 * small programs compiled with the real library, read back from the
 * bytecode dump (lazyrun --dump-bytecode prints both for every code), and
 * on the built-in info tables.  The expected names are those GHC 9.0.2
 * gives the same closures (checked with -ddump-stg-final and +RTS -hd
 * -hy), with our `_l<line>c<col>` where GHC has its unique.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "../../compiler/codegen.h"
#include "../../compiler/compile.h"
#include "../../compiler/describe.h"
#include "../../compiler/types.h"
#include "../../includes/program.h"

/* ------------------------------------------------------ type spelling */

static TyCon *tycon(Arena *a, const char *name, const char *module, int arity)
{
    TyCon *c = ARENA_NEW(a, TyCon);
    c->name = name;
    c->module = module;
    c->arity = arity;
    return c;
}

static void test_type_spelling(void **state)
{
    (void)state;
    Arena *a = arena_new();
    TyCon *arrow = tycon(a, "->", "GHC.Prim", 2), *list = tycon(a, "[]", "GHC.Types", 1);
    TyCon *intc = tycon(a, "Int", "GHC.Types", 0), *io = tycon(a, "IO", LIB_MODULE, 1);
    TyCon *iores = tycon(a, "IORes", LIB_MODULE, 1);
    TyCon *world = tycon(a, "World", LIB_MODULE, 0);
    TyCon *pair = tycon(a, "(,)", "GHC.Tuple", 2), *unit = tycon(a, "()", "GHC.Tuple", 0);
    Ty *i = ty_con(a, intc), *v = ty_gen(a, 0, "a", 0);
    Ty *unit_t = ty_con(a, unit);
    Ty *io_unit = ty_app(a, ty_con(a, io), unit_t);

    assert_null(describe_type(a, NULL));
    assert_string_equal(describe_type(a, i), "Int");
    assert_string_equal(describe_type(a, v), "*");
    assert_string_equal(describe_type(a, ty_app(a, ty_con(a, list), v)), "[]");
    assert_string_equal(describe_type(a, ty_app(a, ty_app(a, ty_con(a, pair), i), v)), "(,)");
    assert_string_equal(describe_type(a, unit_t), "()");
    /* a variable applied to arguments (m a) is a variable */
    Ty *m = ty_gen(a, 1, "m", 1);
    assert_string_equal(describe_type(a, ty_app(a, m, i)), "*");
    /* functions: "-", one ">" per arrow, the result's head */
    assert_string_equal(describe_type(a, ty_fun(a, arrow, i, i)), "->Int");
    assert_string_equal(describe_type(a, ty_fun(a, arrow, v, ty_fun(a, arrow, i, io_unit))),
                        "->>IO");
    assert_string_equal(describe_type(a, ty_fun(a, arrow, v, v)), "->*");
    /* an argument that is itself a function adds no arrow */
    assert_string_equal(describe_type(a, ty_fun(a, arrow, ty_fun(a, arrow, i, i), i)), "->Int");
    /* the library's IO representation is GHC's State# -> (# #) */
    Ty *rep = ty_fun(a, arrow, ty_con(a, world), ty_app(a, ty_con(a, iores), unit_t));
    assert_string_equal(describe_type(a, rep), "->(#,#)");
    assert_string_equal(describe_tycon("IORes", "Main"), "IORes");
    /* a solved unification variable is its solution */
    Ty *meta = ARENA_NEW(a, Ty);
    meta->kind = TY_META;
    meta->ref = ty_app(a, ty_con(a, list), i);
    assert_string_equal(describe_type(a, meta), "[]");
    meta->ref = NULL;
    assert_string_equal(describe_type(a, meta), "*");
    arena_free(a);
}

static void test_closure_names(void **state)
{
    (void)state;
    Arena *a = arena_new();
    SrcSpan at = { 12, 5, 12, 30 }, none = { 0, 0, 0, 0 };
    assert_string_equal(describe_closure(a, "Main", "sat", at), "<Main.sat_l12c5>");
    assert_string_equal(describe_closure(a, "Data.List", "go", at), "<Data.List.go_l12c5>");
    assert_string_equal(describe_closure(a, "Main", "xs", none), "<Main.xs>");
    assert_string_equal(describe_global(a, "Main", "main"), "<Main.main>");
    /* interned: the same text is the same pointer */
    assert_ptr_equal(describe_closure(a, "Main", "sat", at),
                     describe_closure(a, "Main", "sat", at));
    arena_free(a);
}

/* The built-in objects, as GHC names them. */
static void test_builtin_infos(void **state)
{
    (void)state;
    assert_string_equal(int_info.descr, "I#");
    assert_string_equal(int_info.type_name, "Int");
    assert_string_equal(double_info.descr, "D#");
    assert_string_equal(double_info.type_name, "Double");
    assert_string_equal(float_info.descr, "F#");
    assert_string_equal(float_info.type_name, "Float");
    assert_int_equal(float_info.type, CT_DOUBLE);   /* Note [Float representation] */
    assert_string_equal(word_info.descr, "W#");
    assert_string_equal(word_info.type_name, "Word");
    assert_int_equal(word_info.type, CT_INT);       /* Note [Word representation] */
    assert_string_equal(char_info.descr, "C#");
    assert_string_equal(char_info.type_name, "Char");
    assert_string_equal(bigint_info.descr, "IP");
    assert_string_equal(bigint_info.type_name, "Integer");
    assert_string_equal(pap_info.descr, "PAP");
    assert_string_equal(strlit_info.type_name, "[]");
    /* indirections are named by the census from their closure type */
    assert_null(strlit_ind_info.descr);
    assert_null(caf_ind_info.descr);
}

/* ------------------------------------------------- compiled programs */

typedef struct Compiled {
    Program *prog;
    char *dump;                /* the bytecode dump of Main's codes */
} Compiled;

/* Every program compiled stays reachable until exit: its info tables and
   code live as long as the process (codegen.h), and its arena with them. */
static struct { Arena *arena; Compiled c; } kept[16];
static int nkept;

static Compiled compile_src(const char *src, bool prof_auto)
{
    char dir[] = "/tmp/test_infotab.XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[64];
    snprintf(path, sizeof path, "%s/Prog.hs", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(src, f);
    fclose(f);
    CompileRequest req = { .path = path };
    req.opts.prof = prof_auto;
    req.opts.auto_all = prof_auto;
    Arena *arena = arena_new();        /* lives as long as the info tables */
    CoreProgram *cp = compile_program(arena, &req);
    assert_non_null(cp);
    Compiled c = { codegen_program(cp, "Prog"), NULL };
    assert_non_null(c.prog);
    size_t len = 0;
    FILE *out = open_memstream(&c.dump, &len);
    assert_non_null(out);
    codegen_dump(out, cp, false);
    fclose(out);
    remove(path);
    rmdir(dir);
    assert_true(nkept < (int)(sizeof kept / sizeof kept[0]));
    kept[nkept].arena = arena;
    kept[nkept++].c = c;
    return c;
}

/* Is there a code named `name` of kind `kind` ("THUNK", "FUN", "CAF")
   described by `descr` and `type`? */
static bool has_code(const Compiled *c, const char *name, const char *kind,
                     const char *descr, const char *type)
{
    char want[512];
    snprintf(want, sizeof want, "%s: %s ", name, kind);
    char tail[512];
    snprintf(tail, sizeof tail, "  -hd %s  -hy %s\n", descr, type);
    for (const char *line = c->dump; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line + 1) : strlen(line);
        size_t tn = strlen(tail);
        if (strncmp(line, want, strlen(want)) == 0 && n >= tn &&
            strncmp(line + n - tn, tail, tn) == 0)
            return true;
        line += n;
    }
    return false;
}

#define ASSERT_CODE(c, name, kind, descr, type)                              \
    do {                                                                     \
        if (!has_code(&(c), name, kind, descr, type))                        \
            fail_msg("no %s %s described %s / %s in:\n%s", kind, name, descr,  \
                     type, (c).dump);                                        \
    } while (0)

static const char sieve_src[] =
    "primesUpTo :: Int -> [Int]\n"
    "primesUpTo n = sieve [2 .. n]\n"
    "  where\n"
    "    sieve [] = []\n"
    "    sieve (p : xs) = p : sieve [x | x <- xs, x `mod` p /= 0]\n"
    "\n"
    "main :: IO ()\n"
    "main = do\n"
    "  let ps = primesUpTo 15000\n"
    "  print (length ps)\n"
    "  print (last ps)\n"
    "  print (takeWhile (< 30) ps)\n";

/* The shared example sieve.hs: GHC's -hd bands <Main.sieve_s245>,
   <Main.ds1_s24a> (the comprehension's worker: `ds`, and the clause's
   argument is already `ds`), <Main.sat_s24j>, <Main.sat_s24x>. */
static void test_sieve(void **state)
{
    (void)state;
    Compiled c = compile_src(sieve_src, true);
    ASSERT_CODE(c, "primesUpTo.sieve", "FUN", "<Main.sieve_l4c5>", "->[]");
    ASSERT_CODE(c, "primesUpTo.sieve.go", "FUN", "<Main.ds1_l5c37>", "->[]");
    ASSERT_CODE(c, "primesUpTo.sieve.go", "THUNK", "<Main.sat_l5c37>", "[]");
    ASSERT_CODE(c, "primesUpTo.sieve", "THUNK", "<Main.sat_l5c26>", "[]");
    ASSERT_CODE(c, "main.ps", "THUNK", "<Main.ps_l9c7>", "[]");
    ASSERT_CODE(c, "main", "THUNK", "<Main.sat_l10c10>", "Int");
    ASSERT_CODE(c, "main", "THUNK", "<Main.sat_l10c3>", "IO");
    ASSERT_CODE(c, "main.\\", "FUN", "<Main.sat_l12c20>", "->Bool");
    /* top-level bindings: GHC's external names have no unique */
    ASSERT_CODE(c, "main", "CAF", "<Main.main>", "IO");
    ASSERT_CODE(c, "primesUpTo", "FUN", "<Main.primesUpTo>", "->[]");
    /* constructors by name and type */
    assert_string_equal(c.prog->cons_info->descr, ":");
    assert_string_equal(c.prog->cons_info->type_name, "[]");
    assert_string_equal(c.prog->pair_info->descr, "(,)");
    assert_string_equal(c.prog->pair_info->type_name, "(,)");
}

/* A let binding used once is inlined by GHC -O0 (its closure is then an
   argument: `sat`), unless the occurrence is under a lambda or under
   another binding's cost centre; a binding used twice keeps its name. */
static void test_inlined_lets(void **state)
{
    (void)state;
    static const char src[] =
        "main :: IO ()\n"
        "main = do\n"
        "  let once = map (+ 1) [1 .. 10 :: Int]\n"
        "      twice = map (* 2) [1 .. 10 :: Int]\n"
        "      inner = length [1 .. 5 :: Int]\n"
        "      outer = inner + 1\n"
        "  print (sum once)\n"
        "  print (sum twice, length twice)\n"
        "  print outer\n";
    Compiled auto_ccs = compile_src(src, true);
    ASSERT_CODE(auto_ccs, "main.once", "THUNK", "<Main.sat_l3c7>", "[]");
    ASSERT_CODE(auto_ccs, "main.twice", "THUNK", "<Main.twice_l4c7>", "[]");
    /* `inner` occurs in outer's right-hand side, under outer's centre */
    ASSERT_CODE(auto_ccs, "main.inner", "THUNK", "<Main.inner_l5c7>", "Int");
    ASSERT_CODE(auto_ccs, "main.outer", "THUNK", "<Main.sat_l6c7>", "Int");
    /* without -fprof-auto there is no centre in the way */
    Compiled plain = compile_src(src, false);
    ASSERT_CODE(plain, "main.inner", "THUNK", "<Main.sat_l5c7>", "Int");
}

/* Tidying: names are made unique among the binders in scope, GHC's way;
   a pattern binding's tuple is `ds`; a thunk of a type variable is `*`
   unless its binding is used once. */
static void test_tidy_and_types(void **state)
{
    (void)state;
    static const char src[] =
        "pairUp :: [Int] -> [(Int, Int)]\n"
        "pairUp xs = [(x, y) | x <- xs, y <- xs, x < y]\n"
        "\n"
        "twice :: (a -> a) -> a -> a\n"
        "twice f x = f (f x)\n"
        "\n"
        "thrice :: (a -> a) -> a -> a\n"
        "thrice f x = f (f (f x))\n"
        "\n"
        "stats :: [Int] -> ([Int], [Int])\n"
        "stats xs = (lo, hi)\n"
        "  where (lo, hi) = span even xs\n"
        "\n"
        "main :: IO ()\n"
        "main = do\n"
        "  print (length (pairUp [1 .. 50]), twice (+ 1) (3 :: Int))\n"
        "  print (stats [4, 1, 2])\n"
        "  print (thrice (+ 1) (1 :: Int), thrice not True)\n";
    Compiled c = compile_src(src, true);
    /* the outer generator's worker is ds, the inner one's ds5 (Note
       [Worker names] in describe.c) */
    ASSERT_CODE(c, "pairUp.go", "FUN", "<Main.ds_l2c23>", "->[]");
    ASSERT_CODE(c, "pairUp.go", "FUN", "<Main.ds5_l2c32>", "->[]");
    /* a polymorphic function used once is described at the type of that
       use (GHC inlines it there), one used at two types by a variable */
    ASSERT_CODE(c, "twice", "THUNK", "<Main.sat_l5c16>", "Int");
    ASSERT_CODE(c, "thrice", "THUNK", "<Main.sat_l8c17>", "*");
    ASSERT_CODE(c, "stats.(...)", "THUNK", "<Main.ds_l12c9>", "(,)");
}

/* Local functions generalised by the checker (go of firsts over the
   element type, go of count over k's numeric type) but used once are
   described at their use's type, as GHC -O0 (which inlines their
   polymorphic wrappers) describes them: `fst (y, ys)` is an Int thunk. */
static void test_instantiated_local(void **state)
{
    (void)state;
    static const char src[] =
        "firsts :: [Int] -> [Int]\n"
        "firsts xs = go xs\n"
        "  where\n"
        "    go [] = []\n"
        "    go (y : ys) = fst (y, ys) : go ys\n"
        "\n"
        "count :: Int -> [Int]\n"
        "count n = go n\n"
        "  where\n"
        "    go 0 = []\n"
        "    go k = fst (k, k) : go (k - 1)\n"
        "\n"
        "main :: IO ()\n"
        "main = print (sum (firsts [1 .. 10]), sum (count 10))\n";
    Compiled c = compile_src(src, true);
    ASSERT_CODE(c, "firsts.go", "FUN", "<Main.go_l4c5>", "->[]");
    ASSERT_CODE(c, "firsts.go", "THUNK", "<Main.sat_l5c19>", "Int");
    ASSERT_CODE(c, "firsts.go", "THUNK", "<Main.sat_l5c33>", "[]");
    ASSERT_CODE(c, "count.go", "THUNK", "<Main.sat_l11c12>", "Int");
    ASSERT_CODE(c, "count.go", "THUNK", "<Main.sat_l11c29>", "Int");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_type_spelling),
        cmocka_unit_test(test_closure_names),
        cmocka_unit_test(test_builtin_infos),
        cmocka_unit_test(test_sieve),
        cmocka_unit_test(test_inlined_lets),
        cmocka_unit_test(test_tidy_and_types),
        cmocka_unit_test(test_instantiated_local),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    for (int i = 0; i < nkept; i++)
        free(kept[i].c.dump);
    return failed;
}
