/*
 * derive.h -- the instances a `deriving` clause asks for, written as source
 * AST, so that the renamer, the type checker and the desugarer treat them
 * like instances the programmer wrote.
 *
 * Invariants
 *  - One D_INSTANCE per class of the clause, in the clause's order, shaped
 *    as the parser shapes a hand-written instance:
 *      d->name  the class Name exactly as written in the clause (qualifier
 *               and span kept: the renamer resolves it in the user's scope);
 *      d->type  the head: T applied to the data type's variables (T_CON
 *               with qual NULL, T_APP, T_VAR);
 *      d->ctx   `C v` for each type variable v that occurs as a type in
 *               some field (GHC's inferred context in the ordinary cases:
 *               a phantom variable gets no constraint, an enumeration none);
 *      d->body  the methods GHC's derived instance defines, in GHC's order:
 *               a method with arguments is a D_FUN (clauses written prefix,
 *               `(==) a b`, Clause.infix false), a method without arguments
 *               (minBound, maxBound, Read's readPrec, readList and
 *               readListPrec, the newtype methods) is a D_PAT whose
 *               pattern is a P_VAR, as the parser gives `x = e`;
 *      d->derived  true.
 *  - Every node -- declarations, clauses, right-hand sides, expressions,
 *    patterns, types, names -- carries the span of the class name in the
 *    deriving clause (`deriving (Show, Eq)` on line 3 col 13: 3:13-16).
 *    -fprof-auto names the methods' cost centres `showsPrec`, `==`, ...
 *    with that span, and `error` calls in derived code report it as their
 *    call site, as GHC does.
 *  - The generated code binds no local functions: no let, where or lambda
 *    (each would get a cost centre of its own under -fprof-auto, which
 *    GHC's derived code does not have).  Its only free names are
 *      - the data type's own constructors, qual NULL;
 *      - library names qualified by DERIVE_BASE ("%Base"), a qualifier no
 *        program can write, which the renamer resolves to lib/Base.hs
 *        whatever the user imports.  See Note [Library names] in derive.c
 *        for the list (showsPrec, showParen, ..., dataToTag, tagToCon,
 *        coerceRel, coerceOp) and their types.
 *    Operators are applied prefix (E_APP of an E_VAR), never in E_OPSEQ,
 *    so no fixity resolution is needed, and there is no E_PAREN.
 *  - Constructor operator fixities (for Show of infix constructors) come
 *    from the module's top-level fixity declarations; an operator without
 *    one is infixl 9.
 *
 * When to call: after the user's own declarations and imports have renamed
 * without error, and before the type checker.  The renamer checks first
 * that each class of the clause is a class in scope (GHC reports
 * "Not in scope: type constructor or class ‘Shw’" and "Illegal deriving
 * item ‘Int’" before any deriving error: rename.c's add_derived);
 * derive_instances recognises the classes by their identifier only.
 */
#ifndef LAZYRTS_DERIVE_H
#define LAZYRTS_DERIVE_H

#include <stdbool.h>
#include "arena.h"
#include "ast.h"
#include "diag.h"

/* The qualifier of the library names in generated code (interned). */
#define DERIVE_BASE "%Base"

/* For a D_DATA or D_NEWTYPE declaration of module `m`: appends one
   D_INSTANCE per class of its deriving clause to `out` and returns true.
   When a class cannot be derived (Enum of a type that is not an
   enumeration, Bounded of a type that is neither an enumeration nor a
   single-constructor type, an empty data type, a class GHC does not derive,
   a class GHC derives but lazyrts does not: Functor, Ix, ...) reports the
   first such class through diag in GHC's words, at the class name, and
   returns false; the instances of the classes before it have been
   appended.  `m` gives the file name for messages and the fixity
   declarations. */
bool derive_instances(Arena *a, const Module *m, const Decl *data, PtrVec *out);

/* derive_instances for every data and newtype declaration of `m`, in
   order; stops at the first error. */
bool derive_module(Arena *a, const Module *m, PtrVec *out);

#endif
