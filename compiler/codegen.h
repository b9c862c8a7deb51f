/*
 * codegen.h -- Core to bytecode: info tables, code and static closures.
 *
 * Each top-level function, each lambda and each thunk of a CoreProgram
 * becomes one Code (includes/closure.h) with its info tables; each
 * top-level binding gets a static closure; each constructor a ConDesc,
 * an InfoTable and, when nullary, a static closure.  The result is ready
 * to run: the_program = codegen_program(...).
 *
 * Everything the generator allocates lives until the process exits.
 */
#ifndef LAZYRTS_CODEGEN_H
#define LAZYRTS_CODEGEN_H

#include <stdio.h>
#include "../includes/program.h"
#include "core.h"

/* Returns NULL (after printing a message) if the program lacks something
   the runtime needs, e.g. Main.main. */
Program *codegen_program(CoreProgram *cp, const char *prog_name);
/* Records in `cp`, the library phase's program, the library bindings
   that codegen_program always keeps (CoreProgram.lib_roots), so that it
   need not look at every library binding again (image.c). */
void codegen_library_roots(CoreProgram *cp);

/* Zeroed memory that lives as long as the program (code, info tables,
   ticky counters); exits with a message when there is none. */
void *codegen_perm_alloc(size_t bytes);

/* Disassembles every Code of user modules (lazyrun --dump-bytecode). */
void codegen_dump(FILE *out, const CoreProgram *cp, bool include_libs);

#endif
