/*
 * compile.h -- from a program file to a CoreProgram: reads and parses the
 * program, finds the library modules it imports (transitively) among the
 * embedded sources, parses them in dependency order and desugars the lot.
 *
 * Note [Pass order of the front end]
 * The passes run in this order, and each one's header is included only
 * by itself and by later passes (never by an earlier one):
 *
 *   unlit.h     literate programs (.lhs) -> program text
 *   header.h    the file header's LANGUAGE / OPTIONS_GHC pragmas
 *   lexer.h     text -> tokens
 *   layout.h    implicit braces and semicolons (driven by the parser)
 *   parser.h    tokens -> AST (ast.h)
 *   derive.h    deriving clauses -> instance declarations (AST -> AST,
 *               called by the renamer)
 *   rename.h    scopes, imports, exports, names, fixities, source types
 *               (rename.c, rn_types.c; suggest.h for its messages)
 *   match.h     pattern matching -> Core case trees
 *   desugar.h   expressions and declarations -> Core (core.h);
 *               desugar_program() in core.h runs the last three
 *   typecheck.h inference, checking, elaboration to dictionary passing
 *   ticks.h     the profiling way's cost-centre annotations placed as
 *               GHC's mkTick places them (Note [Where an SCC goes])
 *   specialise.h dictionary simplification
 *   optimise.h  the library's code made faster (its bindings only)
 *   codegen.h   Core -> bytecode (with liveness.h, describe.h and
 *               ticky_gen.h, which calls back codegen_perm_alloc)
 *   image.h     the library image: the library phase's state, made by
 *               the build (image_make runs compile_library and
 *               codegen_library_roots) and mapped at start-up (rts/main.c
 *               hands image_load's state to compile_program)
 *
 * Renamer, match compiler and desugarer are one walk over the AST (Note
 * [One walk] in rename.c): the desugarer calls the other two as it goes.
 * Their shared vocabulary (the walk's state, entities, scopes, errors and
 * the Core builders) is ds_state.h; the Core builders and ds_error are
 * written at the head of desugar.c, which is the one place the earlier
 * parts reach into a later file, through that header.  The vocabularies
 * of the whole front end are ast.h (the AST), core.h (Core), types.h
 * (types, classes, instances: the renamer makes them, the type checker
 * uses them; ty_* and scheme_new are written in the type checker), diag.h
 * (messages) and arena.h (memory).
 */
#ifndef LAZYRTS_COMPILE_H
#define LAZYRTS_COMPILE_H

#include <stdbool.h>
#include "core.h"

struct Ds;

typedef struct CompileRequest {
    const char *path;            /* the program file as given */
    CompileOptions opts;
    bool dump_ast;               /* print the user module's AST to stdout */
    bool dump_core;              /* print the user module's Core to stdout */
    struct Ds *library;          /* the library phase's state, loaded from
                                    the library image (image.h) into the
                                    same arena before anything else, or
                                    NULL: compile the library from source */
} CompileRequest;

/* The library phase on its own (Note [The library phase] in compile.c):
   the state desugar_user goes on from, or NULL after an error. */
struct Ds *compile_library(Arena *arena);

/* Returns NULL after an error has been reported (diag or a message). */
CoreProgram *compile_program(Arena *arena, const CompileRequest *req);

#endif
