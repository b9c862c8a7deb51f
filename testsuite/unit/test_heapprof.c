/*
 * test_heapprof.c -- the heap profiler's pieces that need no running
 * program: band names in GHC 9.0.2's spelling for each break-down
 * (-hT -hd -hy from info tables, -hc -hm from cost-centre stacks, with the
 * -L cut), bands interned by name, and the pointer map behind the
 * census's caches.  Compiled in the profiling way (the -hc names need
 * cost-centre stacks).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../heapprof/heapprof_int.h"
#include "../../includes/program.h"

static InfoTable info(ClosureType type, uint32_t ptrs, uint32_t nptrs,
                      const char *name, const char *module)
{
    InfoTable it;
    memset(&it, 0, sizeof it);
    it.type = (uint8_t)type;
    it.ptrs = ptrs;
    it.nptrs = nptrs;
    it.name = name;
    it.module = module;
    return it;
}

/* -hT: GHC's home of common constructors, main: for the program's own,
   FUN_p_n / THUNK_p_n up to two words of free variables. */
static void test_closure_type_names(void **state)
{
    (void)state;
    char buf[128];
    InfoTable cons = info(CT_CON, 2, 0, ":", "Base");
    assert_string_equal(name_closure_type(&cons, buf, sizeof buf), "ghc-prim:GHC.Types.:");
    InfoTable pair = info(CT_CON, 2, 0, "(,)", "Base");
    assert_string_equal(name_closure_type(&pair, buf, sizeof buf), "ghc-prim:GHC.Tuple.(,)");
    InfoTable just = info(CT_CON, 1, 0, "Just", "Base");
    assert_string_equal(name_closure_type(&just, buf, sizeof buf), "base:GHC.Maybe.Just");
    InfoTable leaf = info(CT_CON, 0, 0, "Leaf", "Main");
    assert_string_equal(name_closure_type(&leaf, buf, sizeof buf), "main:Main.Leaf");
    InfoTable t20 = info(CT_THUNK, 2, 0, "f", "Main");
    assert_string_equal(name_closure_type(&t20, buf, sizeof buf), "THUNK_2_0");
    InfoTable t30 = info(CT_THUNK, 3, 0, "f", "Main");
    assert_string_equal(name_closure_type(&t30, buf, sizeof buf), "THUNK");
    InfoTable t_pad = info(CT_THUNK, 0, 1, "f", "Main");   /* no free variable */
    assert_string_equal(name_closure_type(&t_pad, buf, sizeof buf), "THUNK");
    InfoTable f10 = info(CT_FUN, 1, 0, "g", "Main");
    assert_string_equal(name_closure_type(&f10, buf, sizeof buf), "FUN_1_0");
    InfoTable bh = info(CT_BLACKHOLE, 0, 3, "f", "Main");
    assert_string_equal(name_closure_type(&bh, buf, sizeof buf), "BLACKHOLE");
    assert_string_equal(name_closure_type(&int_info, buf, sizeof buf), "ghc-prim:GHC.Types.I#");
    assert_string_equal(name_closure_type(&double_info, buf, sizeof buf), "ghc-prim:GHC.Types.D#");
    assert_string_equal(name_closure_type(&float_info, buf, sizeof buf), "ghc-prim:GHC.Types.F#");
    assert_string_equal(name_closure_type(&word_info, buf, sizeof buf), "ghc-prim:GHC.Types.W#");
    assert_string_equal(name_closure_type(&pap_info, buf, sizeof buf), "PAP");
}

/* -hd and -hy: the info table's own strings win; run-time objects by
   their closure type; what the compiler did not name falls back. */
static void test_descr_and_type_names(void **state)
{
    (void)state;
    char buf[128];
    InfoTable thunk = info(CT_THUNK, 1, 0, "primesUpTo.sieve", "Main");
    assert_string_equal(name_descr(&thunk, buf, sizeof buf), "<Main.sieve>");
    assert_string_equal(name_type(&thunk, buf, sizeof buf), "*");
    thunk.descr = "<Main.sat_l5c9>";
    thunk.type_name = "Int";
    assert_string_equal(name_descr(&thunk, buf, sizeof buf), "<Main.sat_l5c9>");
    assert_string_equal(name_type(&thunk, buf, sizeof buf), "Int");
    InfoTable bh = info(CT_BLACKHOLE, 0, 1, "f", "Main");
    bh.descr = "<Main.f_l1c1>";          /* ignored: a blackhole is a BLACKHOLE */
    assert_string_equal(name_descr(&bh, buf, sizeof buf), "BLACKHOLE");
    assert_string_equal(name_type(&bh, buf, sizeof buf), "BLACKHOLE");
    assert_string_equal(name_descr(&int_info, buf, sizeof buf), "I#");
    assert_string_equal(name_type(&int_info, buf, sizeof buf), "Int");
    assert_string_equal(name_descr(&pap_info, buf, sizeof buf), "PAP");
}

/* -hc: MAIN alone; otherwise (id) and the stack innermost first, CAF
   centres as Module.CAF; text longer than -L cut to L-4 characters and
   "..." (GHC: L=25 keeps 21), exactly L characters kept whole.  -hm: the top centre's module. */
static void test_ccs_names(void **state)
{
    (void)state;
    ccs_init();
    CostCentre *caf = ccs_new_cc("CAF", "Main", "<entire-module>", true);
    CostCentre *main_cc = ccs_new_cc("main", "Main", "t.hs:1:1", false);
    CostCentre *ps = ccs_new_cc("primesUpTo", "Main", "t.hs:2:1", false);
    CostCentreStack *s_caf = ccs_caf_stack(caf);
    CostCentreStack *s_main = ccs_push(s_caf, main_cc);
    CostCentreStack *s_ps = ccs_push(s_main, ps);
    char *n = name_ccs(CCS_MAIN, 25);
    assert_string_equal(n, "MAIN");
    free(n);
    char expected[64];
    n = name_ccs(s_main, 25);
    snprintf(expected, sizeof expected, "(%u)main/Main.CAF", s_main->id);
    assert_string_equal(n, expected);
    free(n);
    /* "primesUpTo/main/Main.CAF" is 24 characters */
    n = name_ccs(s_ps, 24);
    snprintf(expected, sizeof expected, "(%u)primesUpTo/main/Main.CAF", s_ps->id);
    assert_string_equal(n, expected);
    free(n);
    n = name_ccs(s_ps, 23);
    snprintf(expected, sizeof expected, "(%u)primesUpTo/main/Mai...", s_ps->id);
    assert_string_equal(n, expected);
    free(n);
    assert_string_equal(name_module(s_ps), "Main");
    assert_string_equal(name_module(CCS_MAIN), "MAIN");
}

/* One band per name, in creation order; reset zeroes the sizes. */
static void test_bands(void **state)
{
    (void)state;
    Band *a = band_intern("I#");
    Band *b = band_intern(":");
    assert_ptr_equal(band_intern("I#"), a);
    assert_ptr_not_equal(a, b);
    char name[32];
    for (int i = 0; i < 1000; i++) {         /* growth keeps identities */
        snprintf(name, sizeof name, "band%d", i);
        band_intern(name);
    }
    assert_ptr_equal(band_intern(":"), b);
    size_t n;
    Band *const *all = band_all(&n);
    assert_int_equal(n, 1002);
    assert_ptr_equal(all[0], a);
    assert_ptr_equal(all[1], b);
    assert_int_equal(all[500]->order, 500);
    a->words = 7;
    band_reset_all();
    assert_int_equal(a->words, 0);
    band_free_all();
    all = band_all(&n);
    assert_int_equal(n, 0);
}

static void test_ptrmap(void **state)
{
    (void)state;
    PtrMap m = {0};
    static char keys[5000];
    assert_null(ptrmap_get(&m, &keys[0]));
    for (int i = 0; i < 5000; i++)
        ptrmap_put(&m, &keys[i], &keys[(i + 1) % 5000]);
    for (int i = 0; i < 5000; i++)
        assert_ptr_equal(ptrmap_get(&m, &keys[i]), &keys[(i + 1) % 5000]);
    ptrmap_put(&m, &keys[3], &keys[3]);
    assert_ptr_equal(ptrmap_get(&m, &keys[3]), &keys[3]);
    assert_int_equal(m.count, 5000);
    ptrmap_free(&m);
    assert_null(ptrmap_get(&m, &keys[3]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_closure_type_names),
        cmocka_unit_test(test_descr_and_type_names),
        cmocka_unit_test(test_ccs_names),
        cmocka_unit_test(test_bands),
        cmocka_unit_test(test_ptrmap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
