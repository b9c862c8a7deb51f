/*
 * desugar.h -- the desugarer (desugar.c): expressions, bindings and
 * declarations of the AST to Core, the last part of the one walk (Note
 * [One walk] in rename.c).  Its public entry point, desugar_program(), is
 * declared in core.h; this header is what the desugarer offers within the
 * walk.
 *
 * Invariants: those of ds_state.h.  Nothing earlier in the walk (rename.h,
 * match.h) includes this header.
 */
#ifndef LAZYRTS_DESUGAR_H
#define LAZYRTS_DESUGAR_H

#include "ds_state.h"

CoreExpr *ds_expr(Ds *ds, Expr *e);
/* let/where group: binds the group's names for the bindings and for
   `body` (which generates the code in their scope) and returns that code
   wrapped in the bindings. */
typedef CoreExpr *(*BodyGen)(Ds *ds, void *ctx);
CoreExpr *ds_let_group(Ds *ds, Decl **decls, int n, BodyGen body, void *ctx);

#endif
