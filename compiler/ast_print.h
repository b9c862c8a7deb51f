/*
 * ast_print.h -- the AST as S-expression-like text, for tests and for
 * `lazyrun --dump-ast`.
 *
 * The output is stable (tests compare it literally) and shows the tree
 * exactly as the parser built it: operator sequences stay flat, E_PAREN
 * stays, applications print flattened ((app f x y) is (f x) y).
 *
 *   (module Main
 *     (import Data.List qualified as L (items sort (Maybe ..)))
 *     (sig (main) IO-type) ...
 *     (fun f (clause (x) (rhs (opseq x (op +) 1)))))
 *
 * With `spans` set, declarations, clauses, expressions and patterns carry
 * @l1:c1-l2:c2 after their head word.
 */
#ifndef LAZYRTS_AST_PRINT_H
#define LAZYRTS_AST_PRINT_H

#include <stdbool.h>
#include <stdio.h>
#include "ast.h"

void ast_print_module(FILE *out, const Module *m, bool spans);
void ast_print_decl(FILE *out, const Decl *d, bool spans);
void ast_print_expr(FILE *out, const Expr *e, bool spans);
void ast_print_pat(FILE *out, const Pat *p, bool spans);
void ast_print_type(FILE *out, const Type *t);

/* The same into a malloc'd string (caller frees); for unit tests. */
char *ast_module_string(const Module *m, bool spans);
char *ast_decl_string(const Decl *d, bool spans);
char *ast_expr_string(const Expr *e, bool spans);
char *ast_pat_string(const Pat *p, bool spans);
char *ast_type_string(const Type *t);

/* The expression as Haskell source, laid out as GHC shows expressions in
   its messages (`do` statements and `case` alternatives on aligned lines
   of their own, the rest on one line); later lines are indented relative
   to the first.  malloc'd; the caller frees. */
char *ast_show_expr(const Expr *e);

/* A declaration as Haskell source, laid out the same way: one clause a
   line; an instance `instance ctx => C t where` with its methods on the
   following lines, indented by 2 (derive.c's tests read it).  Only
   functions, pattern bindings, signatures and instances are shown; other
   declarations print as "...".  malloc'd; the caller frees. */
char *ast_show_decl(const Decl *d);

#endif
