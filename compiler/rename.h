/*
 * rename.h -- the renamer: module scopes, imports, exports, name lookup
 * and fixity resolution (rename.c), and the conversion of source types,
 * classes and instances (rn_types.c).  See Note [One walk] in rename.c:
 * the match compiler and the desugarer call it for each name they meet.
 *
 * Invariants: those of ds_state.h.  The renamer calls nothing of the
 * later parts (match.h, desugar.h); of the vocabulary it uses ds_error
 * and the Core builders of ds_state.h.  rename.c and rn_types.c are one
 * pass and call each other: rn_module (rename.c) converts the module's
 * types with rn_types.c, which defines and looks up entities with
 * rename.c's scope functions.
 */
#ifndef LAZYRTS_RENAME_H
#define LAZYRTS_RENAME_H

#include "ds_state.h"

/* ------------------------------------------------------- names
 * (rename.c) */

void rn_init_prim(Ds *ds, ModInfo *m);
/* Defines the module's top-level entities (creating their globals and
   data types), then processes imports, fixities and exports. */
void rn_module(Ds *ds, ModInfo *m);
Entity *rn_lookup_top(Ds *ds, const Name *n, bool type_ns); /* NULL if absent */
/* Value lookup: a local variable (*local set) or an entity; reports
   GHC's scope errors. */
Entity *rn_lookup_value(Ds *ds, const Name *n, LocalBind **local);
Entity *rn_lookup_con(Ds *ds, const Name *n);
/* Where a name that is not in scope was met.  GHC words the message by
   it: its type checker reports the variables and constructors of
   expressions (with bullets), its renamer everything else. */
typedef enum NameSite {
    SITE_EXPR,                 /* a variable or constructor in an expression */
    SITE_PAT,                  /* a constructor in a pattern or a record construction */
    SITE_FIELD,                /* a record field label */
    SITE_EXPORT,               /* an item of the export list */
    SITE_TYPE                  /* a type constructor or class */
} NameSite;
/* Reports that `n` is not in scope, with GHC's suggestions of similar
   names and of import lists (suggest.h); never returns. */
_Noreturn void rn_not_in_scope(Ds *ds, const Name *n, NameSite site);
/* A data constructor of a pattern or of a record construction. */
Entity *rn_lookup_pat_con(Ds *ds, const Name *n);
/* The top-level entity a record update's field label names, locals aside
   (Note [Field labels ignore local variables]); reports GHC's scope errors. */
Entity *rn_lookup_field(Ds *ds, const Name *f);
/* Reports a record field label that is not in scope at all; returns if it is. */
void rn_check_field(Ds *ds, const Name *f);
bool rn_is_conname(const char *id);
Fixity rn_fixity(Ds *ds, const Name *op);
/* Fixity resolution (Haskell 2010 report, section 10.6). */
Expr *rn_resolve_expr(Ds *ds, Expr *opseq);
Pat *rn_resolve_pat(Ds *ds, Pat *opseq);
Entity *rn_new_entity(Ds *ds, EntKind k, const char *name, SrcSpan span);
/* Adds an entity defined in the current module (also as Module.name). */
void rn_define(Ds *ds, Entity *e, bool type_ns);
Entity *rn_define_var(Ds *ds, const Name *n, GlobalKind k, SrcSpan span);
void symtab_add(Arena *a, SymTab *t, const char *qual, const char *name,
                Entity *e, const char *via, SrcSpan via_span);
Entity *symtab_get(SymTab *t, const char *qual, const char *name);
/* Is global `g` in scope as `name`, unqualified or under one of the
   current module's qualifiers? */
bool rn_global_visible(Ds *ds, const CoreGlobal *g, const char *name);

/* ------------------------------------------------------- types
 * (rn_types.c) */

void rn_types_init(Ds *ds);                  /* built-in type constructors */
TyCon *rn_new_tycon(Ds *ds, const char *name, int arity, SrcSpan span);
TyCon *rn_tuple_tycon(Ds *ds, int n);   /* of n-tuples, n >= 2 */
void rn_define_class(Ds *ds, Decl *d);
void rn_define_instance(Ds *ds, Decl *d);
/* After a module's imports: converts its data field types, synonyms,
   classes, instances and signatures. */
void rn_module_types(Ds *ds, ModInfo *m);
/* A type signature or annotation in the current scope. */
Scheme *rn_scheme(Ds *ds, const Context *ctx, Type *t, SrcSpan span);
/* Types of the primitives: lib/Prim.hs's signatures, in Base's scope. */
void rn_prim_types(Ds *ds, Module *prim);

#endif
