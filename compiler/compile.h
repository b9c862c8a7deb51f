/*
 * compile.h -- from a program file to a CoreProgram: reads and parses the
 * program, finds the library modules it imports (transitively) among the
 * embedded sources, parses them in dependency order and desugars the lot.
 */
#ifndef LAZYRTS_COMPILE_H
#define LAZYRTS_COMPILE_H

#include <stdbool.h>
#include "core.h"

typedef struct CompileRequest {
    const char *path;            /* the program file as given */
    CompileOptions opts;
    bool dump_ast;               /* print the user module's AST to stdout */
    bool dump_core;              /* print the user module's Core to stdout */
} CompileRequest;

/* Returns NULL after an error has been reported (diag or a message). */
CoreProgram *compile_program(Arena *arena, const CompileRequest *req);

#endif
