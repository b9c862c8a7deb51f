/*
 * test_ticks.c -- cost-centre annotations placed as GHC's mkTick places
 * them (compiler/ticks.c, Note [Where an SCC goes]), on Core built by hand.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../compiler/arena.h"
#include "../../compiler/core.h"
#include "../../compiler/ticks.h"
#include "../../compiler/types.h"

typedef struct Fixture {
    Arena *a;
    TyCon arrow, int_tc, io_tc;
    DataInfo io_data;
    CoreProgram prog;
    CoreGlobal user;
    CoreGlobal *globals[1];
    CoreCC cc;
    int next_id;
} Fixture;

static Fixture *fx;

static int setup(void **state)
{
    fx = calloc(1, sizeof *fx);
    fx->a = arena_new();
    fx->arrow.name = "->";
    fx->arrow.arity = 2;
    fx->int_tc.name = "Int";
    fx->io_tc.name = "IO";
    fx->io_tc.arity = 1;
    fx->io_data.is_newtype = true;
    fx->io_tc.data = &fx->io_data;
    fx->prog.arena = fx->a;
    fx->prog.typed = true;
    fx->prog.count_entries = true;
    fx->user.kind = G_CAF;
    fx->user.name = "f";
    fx->globals[0] = &fx->user;
    fx->prog.globals = fx->globals;
    fx->prog.nglobals = 1;
    fx->cc.label = "f";
    fx->cc.module = "Main";
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    arena_free(fx->a);
    free(fx);
    return 0;
}

static Ty *int_ty(void)
{
    Ty *t = ARENA_NEW(fx->a, Ty);
    t->kind = TY_CON;
    t->con = &fx->int_tc;
    return t;
}

static Ty *con_app(TyCon *c, Ty *arg)
{
    Ty *f = ARENA_NEW(fx->a, Ty);
    f->kind = TY_CON;
    f->con = c;
    Ty *t = ARENA_NEW(fx->a, Ty);
    t->kind = TY_APP;
    t->fun = f;
    t->arg = arg;
    return t;
}

static Ty *fun_ty(Ty *from, Ty *to)
{
    Ty *t = ARENA_NEW(fx->a, Ty);
    t->kind = TY_APP;
    t->fun = con_app(&fx->arrow, from);
    t->arg = to;
    return t;
}

static CoreExpr *node(CoreKind k)
{
    CoreExpr *e = ARENA_NEW(fx->a, CoreExpr);
    e->kind = k;
    return e;
}

static CoreExpr *var(Ty *t)
{
    CoreVar *v = ARENA_NEW(fx->a, CoreVar);
    v->name = "x";
    v->id = fx->next_id++;
    v->ty = t;
    CoreExpr *e = node(CE_VAR);
    e->var = v;
    e->ty = t;
    return e;
}

static CoreExpr *lam(CoreExpr *body)
{
    CoreExpr *e = node(CE_LAM);
    e->params = ARENA_ARRAY(fx->a, CoreVar *, 1);
    e->params[0] = var(int_ty())->var;
    e->nparams = 1;
    e->body = body;
    return e;
}

static CoreExpr *app(CoreExpr *f, CoreExpr *x)
{
    CoreExpr *e = node(CE_APP);
    e->fn = f;
    e->args = ARENA_ARRAY(fx->a, CoreExpr *, 1);
    e->args[0] = x;
    e->nargs = 1;
    return e;
}

static CoreExpr *scc(CoreExpr *body)
{
    CoreExpr *e = node(CE_SCC);
    e->cc = &fx->cc;
    e->body = body;
    return e;
}

/* The user's binding f = e, placed; returns f's new body. */
static CoreExpr *placed(CoreExpr *e)
{
    fx->user.body = e;
    ticks_place(&fx->prog);
    return fx->user.body;
}

static bool is_full(const CoreExpr *e)
{
    return e->kind == CE_SCC && !e->scc_noscope && !e->scc_nocount;
}

static bool is_count_only(const CoreExpr *e)
{
    return e->kind == CE_SCC && e->scc_noscope && !e->scc_nocount;
}

static bool is_scope_only(const CoreExpr *e)
{
    return e->kind == CE_SCC && !e->scc_noscope && e->scc_nocount;
}

/* f = \x -> e: counted outside, pushed inside. */
static void test_lambda_splits(void **state)
{
    (void)state;
    CoreExpr *body = app(var(fun_ty(int_ty(), int_ty())), var(int_ty()));
    CoreExpr *r = placed(scc(lam(body)));
    assert_true(is_count_only(r));
    assert_int_equal(r->body->kind, CE_LAM);
    assert_true(is_scope_only(r->body->body));
    assert_ptr_equal(r->body->body->body, body);
}

/* A right section over a literal is not split. */
static void test_section_stays_whole(void **state)
{
    (void)state;
    CoreExpr *l = lam(var(int_ty()));
    l->section = true;
    CoreExpr *r = placed(scc(l));
    assert_true(is_full(r));
    assert_ptr_equal(r->body, l);
}

/* A variable of a non-function type keeps only the count; IO is a newtype,
   so an IO action is not a function type either. */
static void test_value_variable_counts_only(void **state)
{
    (void)state;
    assert_true(is_count_only(placed(scc(var(int_ty())))));
    assert_true(is_count_only(placed(scc(var(con_app(&fx->io_tc, int_ty()))))));
}

/* A variable of a function type keeps the whole annotation. */
static void test_function_variable_stays_whole(void **state)
{
    (void)state;
    assert_true(is_full(placed(scc(var(fun_ty(int_ty(), int_ty()))))));
}

/* A polymorphic variable has a forall type, not a function type. */
static void test_polymorphic_variable_counts_only(void **state)
{
    (void)state;
    CoreExpr *v = var(fun_ty(int_ty(), int_ty()));
    Scheme s = { .ngen = 1, .ty = v->ty };
    v->var->scheme = &s;
    assert_true(is_count_only(placed(scc(v))));
}

/* A variable bound to another by a `let x = y in x` counts as y. */
static void test_alias_let_is_its_variable(void **state)
{
    (void)state;
    CoreExpr *y = var(int_ty());
    CoreExpr *x = var(int_ty());
    CoreExpr *let = node(CE_LET);
    let->binds = ARENA_ARRAY(fx->a, CoreBind, 1);
    let->binds[0] = (CoreBind){ x->var, y };
    let->nbinds = 1;
    let->body = x;
    assert_true(is_count_only(placed(scc(let))));
}

/* A constructor: counted outside, its arguments scoped (a plain variable
   argument drops the scope, an application keeps it). */
static void test_constructor_arguments_scoped(void **state)
{
    (void)state;
    ConInfo pair = { .name = "(,)", .arity = 2 };
    CoreExpr *c = node(CE_CON);
    c->con = &pair;
    c->args = ARENA_ARRAY(fx->a, CoreExpr *, 2);
    CoreExpr *plain = var(int_ty());
    CoreExpr *call = app(var(fun_ty(int_ty(), int_ty())), var(int_ty()));
    c->args[0] = plain;
    c->args[1] = call;
    c->nargs = 2;
    CoreExpr *r = placed(scc(c));
    assert_true(is_count_only(r));
    assert_ptr_equal(r->body->args[0], plain);
    assert_true(is_scope_only(r->body->args[1]));
    assert_ptr_equal(r->body->args[1]->body, call);
}

/* Without entry counts (-fno-prof-count-entries) every annotation is a
   scope: it moves into a lambda and is dropped on a plain variable. */
static void test_no_count_scope_moves_in(void **state)
{
    (void)state;
    fx->prog.count_entries = false;
    CoreExpr *body = app(var(fun_ty(int_ty(), int_ty())), var(int_ty()));
    CoreExpr *r = placed(scc(lam(body)));
    assert_int_equal(r->kind, CE_LAM);
    assert_true(is_scope_only(r->body));
    CoreExpr *v = var(int_ty());
    assert_ptr_equal(placed(scc(v)), v);
    fx->prog.count_entries = true;
}

/* Applications, and annotations inside annotations, stay whole. */
static void test_application_and_nesting_stay_whole(void **state)
{
    (void)state;
    CoreExpr *call = app(var(fun_ty(int_ty(), int_ty())), var(int_ty()));
    CoreExpr *r = placed(scc(scc(call)));
    assert_true(is_full(r));
    assert_true(is_full(r->body));
    assert_ptr_equal(r->body->body, call);
}

/* The library's globals are left alone. */
static void test_library_untouched(void **state)
{
    (void)state;
    fx->user.is_library = true;
    CoreExpr *s = scc(var(int_ty()));
    assert_ptr_equal(placed(s), s);
    assert_true(is_full(s));
    fx->user.is_library = false;
}

/* Which variables the profiling way evaluates as function values. */
static void test_may_be_function(void **state)
{
    (void)state;
    assert_true(ticks_may_be_function(var(fun_ty(int_ty(), int_ty()))));
    assert_true(ticks_may_be_function(var(con_app(&fx->io_tc, int_ty()))));
    assert_false(ticks_may_be_function(var(int_ty())));
    Ty *tv = ARENA_NEW(fx->a, Ty);
    tv->kind = TY_GEN;
    assert_true(ticks_may_be_function(var(tv)));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_lambda_splits, setup, teardown),
        cmocka_unit_test_setup_teardown(test_section_stays_whole, setup, teardown),
        cmocka_unit_test_setup_teardown(test_value_variable_counts_only, setup, teardown),
        cmocka_unit_test_setup_teardown(test_function_variable_stays_whole, setup, teardown),
        cmocka_unit_test_setup_teardown(test_polymorphic_variable_counts_only, setup, teardown),
        cmocka_unit_test_setup_teardown(test_alias_let_is_its_variable, setup, teardown),
        cmocka_unit_test_setup_teardown(test_constructor_arguments_scoped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_no_count_scope_moves_in, setup, teardown),
        cmocka_unit_test_setup_teardown(test_application_and_nesting_stay_whole, setup, teardown),
        cmocka_unit_test_setup_teardown(test_library_untouched, setup, teardown),
        cmocka_unit_test_setup_teardown(test_may_be_function, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
