/*
 * cstack.h -- the compiler's own C stack.
 *
 * Every pass of the compiler recurses over the program's syntax, so the
 * depth of its C stack follows the depth of the program's nesting.  The
 * front end and the code generator therefore run on a thread of their
 * own whose stack is large (CSTACK_BYTES), with a guard region below it,
 * and the passes' main recursive functions call cstack_check at every
 * node: past the stack's reserve the compilation stops with a message
 * at the node.  See Note [The compiler's stack] in cstack.c.
 *
 * Invariants
 *  - cstack_check costs one comparison while the stack is not exhausted,
 *    and nothing at all on a thread that did not come from cstack_run
 *    (the unit tests call the passes directly).
 *  - cstack_run returns only after `fn` has returned; when the stack is
 *    exhausted, the message is printed and the process exits with status
 *    1 from inside the compiler's thread (nothing is half-compiled).
 */
#ifndef LAZYRTS_CSTACK_H
#define LAZYRTS_CSTACK_H

#include <stdint.h>
#include "ast.h"

/* The compiler thread's stack: virtual address space, of which only what
   the program's nesting needs is ever touched. */
#define CSTACK_BYTES ((size_t)1 << 30)

/* Runs fn(arg) on the compiler's thread and waits for it.  When no such
   thread can be made (a small ulimit -v), runs it on the calling thread,
   checked against that thread's own stack.  LAZYRTS_COMPILER_STACK_MB in
   the environment asks for a smaller stack (1 .. 1024 MB; for tests). */
void cstack_run(void (*fn)(void *), void *arg);

/* The file the depth message names: the program (only the program can be
   deep; the library's modules are fixed). */
void cstack_set_file(const char *file);

/* The lowest address the checked passes may reach (0: unchecked). */
extern uintptr_t cstack_limit;

/* Prints "file:L:C: error: ... nested too deeply ..." and exits with 1. */
_Noreturn void cstack_exhausted(SrcSpan at);

/* Called on entry to each recursive function of the passes, with the span
   of the node it is about to walk. */
static inline void cstack_check(SrcSpan at)
{
    if ((uintptr_t)__builtin_frame_address(0) < cstack_limit)
        cstack_exhausted(at);
}

#endif
