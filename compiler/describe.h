/*
 * describe.h -- the names heap profiles give closures: InfoTable.descr
 * (`+RTS -hd`) and InfoTable.type_name (`+RTS -hy`), spelt as GHC 9.0.2
 * spells them for a program compiled with `-O0 -prof`.
 *
 *   descr      a constructor's name (":", "Just", "C:Ord"); for a function
 *              or thunk "<Module.binder_lLcC>": the module of the code that
 *              builds it, the source name of the binding it is bound to
 *              ("sat" when anonymous), and the line and column of its site;
 *              for a top-level binding "<Module.name>".
 *   type_name  the type constructor of the closure's type ("Int", "[]",
 *              "Maybe", "Ord" for a dictionary), "*" for a type variable,
 *              and for a function "-" then one ">" per further argument,
 *              then its result's ("->>IO").
 *
 * See Note [Closure descriptions] in describe.c for how the binder is
 * chosen.  Every string returned is interned in the arena given.
 */
#ifndef LAZYRTS_DESCRIBE_H
#define LAZYRTS_DESCRIBE_H

#include "core.h"
#include "types.h"

/* Names the binders of one top-level binding (its parameters `params`
   and everything bound in `body`): CoreVar.occ, and counts each let-bound
   variable's occurrences (CoreVar.uses, .use_in_lam, .use_called).  Run
   before describe_binder is asked about any of them. */
void describe_scan(Arena *a, CoreVar *const *params, int nparams, CoreExpr *body);

/* The binder a closure bound to `v` by a let (with right-hand side `rhs`)
   is described by: v's tidied name, or "sat" when GHC -O0 would have
   inlined the binding. */
const char *describe_binder(const CoreVar *v, const CoreExpr *rhs);

/* "<Module.binder_lLcC>", or "<Module.binder>" when `at` is unknown. */
const char *describe_closure(Arena *a, const char *module, const char *binder,
                             SrcSpan at);

/* "<Module.name>": a top-level binding. */
const char *describe_global(Arena *a, const char *module, const char *name);

/* While a binding with scheme `s` used once, at type `inst`, is compiled,
   describe_type spells the scheme's variables as their instances (Note
   [Instantiated bindings]).  Returns a mark for describe_restore, which
   ends it (and every later one). */
int describe_instantiate(const Scheme *s, const Ty *inst);
void describe_restore(int mark);

/* The -hy spelling of a type, or NULL when t is NULL. */
const char *describe_type(Arena *a, const Ty *t);

/* A type constructor's -hy spelling (the library's IORes is GHC's
   unboxed pair "(#,#)"). */
const char *describe_tycon(const char *name, const char *module);

/* The class whose dictionary `e` builds (an instance's dictionary
   function applied, or a superclass selected), or NULL. */
const char *describe_dict_class(const CoreExpr *e);

#endif
