/*
 * cstack.c -- the compiler's own C stack.  See cstack.h.
 *
 * Note [The compiler's stack]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * The passes (layout, parser, renamer, desugarer, type checker,
 * specialiser, code generator and their helpers) are written as recursive
 * functions over the syntax, and a program may nest as deeply as it likes:
 * a list literal of 100,000 elements is a desugared chain of 100,000
 * conses, `a + b + ...` a chain of applications, `((((1))))` a chain of
 * parentheses.  GHC accepts all of these.  Two ways out were possible:
 * rewrite every recursive walk with an explicit stack, or give the
 * compiler a stack as deep as such programs need.  We do the second:
 *
 *  - the whole compilation (compile.c and codegen.c) runs on a thread of
 *    its own whose stack is CSTACK_BYTES (1 GiB) of address space; only
 *    the pages the program's nesting reaches are ever touched, so an
 *    ordinary program costs what it did, and 100,000 levels of any
 *    construct take a few hundred megabytes for a fraction of a second;
 *  - the recursive functions that follow the program's nesting call
 *    cstack_check with the node they walk, which compares the frame
 *    address with a limit a reserve (an eighth of the stack) above its
 *    end.  Beyond it the compilation stops with a located message
 *    (cstack_exhausted), as a parse error does; the reserve leaves room
 *    for the unchecked helpers (printing, unification of the types the
 *    checked walks build) and for printing the message;
 *  - below the stack lies a guard region; should an unchecked recursion
 *    run through the reserve anyway, the fault in the guard region is
 *    caught on an alternate signal stack and reported in one line without
 *    a location, never as a bare SIGSEGV.
 *
 * Rewriting every walk with explicit stacks would have touched every
 * pass, doubled the code of the simple ones, and still left the helpers
 * they call recursive; a deep stack keeps the passes as they read.  The
 * evaluator is unaffected: it never recurses on the C stack (the
 * program's own deep data is bounded by +RTS -K, not by this).
 *
 * When the thread cannot be made (an address-space limit below the stack
 * size), the compilation runs on the calling thread with the same checks
 * against that thread's stack, so a deep program still gets the message,
 * only sooner.
 */
#define _GNU_SOURCE
#include "cstack.h"

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"

#define GUARD_BYTES ((size_t)1 << 20)
#define ALT_STACK_BYTES ((size_t)64 << 10)

uintptr_t cstack_limit;

static const char *program_file;
static size_t stack_bytes;            /* the stack cstack_check guards */
static uintptr_t guard_lo, guard_hi;  /* the fault region of the backstop */
static struct sigaction old_segv;     /* the handler before the backstop */

void cstack_set_file(const char *file)
{
    program_file = file;
}

static void stack_megabytes(char *buf, size_t size)
{
    snprintf(buf, size, "%zu MB", stack_bytes >> 20);
}

_Noreturn void cstack_exhausted(SrcSpan at)
{
    cstack_limit = 0;                /* the message may recurse a little */
    char mb[32];
    stack_megabytes(mb, sizeof mb);
    diag_error(program_file, at, "The program is nested too deeply %sfor lazyrts "
               "to compile it\n(its compiler's stack of %s is exhausted)",
               at.l1 > 0 ? "here " : "", mb);
    exit(1);
}

/* ------------------------------------------------------------ backstop */

static void write_str(const char *s)
{
    size_t n = strlen(s);
    while (n > 0) {
        ssize_t w = write(2, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

static void on_fault(int sig, siginfo_t *info, void *ctx)
{
    (void)ctx;
    uintptr_t addr = (uintptr_t)info->si_addr;
    if (addr >= guard_lo && addr < guard_hi) {
        write_str(program_file ? program_file : "lazyrun");
        write_str(": error:\n    The program is nested too deeply for lazyrts "
                  "to compile it\n    (its compiler's stack is exhausted)\n");
        _exit(1);
    }
    sigaction(sig, &old_segv, NULL);  /* any other fault: as before */
}

typedef struct Backstop {
    stack_t alt, old_alt;
    bool on;
} Backstop;

static void backstop_install(Backstop *b, uintptr_t stack_lo)
{
    b->alt.ss_sp = malloc(ALT_STACK_BYTES);
    if (!b->alt.ss_sp)
        return;
    b->alt.ss_size = ALT_STACK_BYTES;
    b->alt.ss_flags = 0;
    if (sigaltstack(&b->alt, &b->old_alt) != 0) {
        free(b->alt.ss_sp);
        return;
    }
    guard_lo = stack_lo - GUARD_BYTES;
    guard_hi = stack_lo;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
    b->on = true;
}

static void backstop_remove(Backstop *b)
{
    if (!b->on)
        return;
    sigaction(SIGSEGV, &old_segv, NULL);
    sigaltstack(&b->old_alt, NULL);
    free(b->alt.ss_sp);
    guard_lo = guard_hi = 0;
}

/* ------------------------------------------------------------- running */

typedef struct Job {
    void (*fn)(void *);
    void *arg;
} Job;

/* Sets the limit from the calling thread's stack; false when unknown. */
static bool guard_this_stack(uintptr_t *lo)
{
    pthread_attr_t attr;
    void *addr;
    size_t size;
    if (pthread_getattr_np(pthread_self(), &attr) != 0)
        return false;
    int r = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    if (r != 0 || size == 0)
        return false;
    *lo = (uintptr_t)addr;
    stack_bytes = size;
    cstack_limit = *lo + size / 8;
    return true;
}

static void run_guarded(Job *job)
{
    uintptr_t lo = 0;
    Backstop b = {0};
    if (guard_this_stack(&lo))
        backstop_install(&b, lo);
    job->fn(job->arg);
    cstack_limit = 0;
    backstop_remove(&b);
}

static void *thread_main(void *p)
{
    run_guarded(p);
    return NULL;
}

/* CSTACK_BYTES, or the megabytes LAZYRTS_COMPILER_STACK_MB asks for (the
   tests make a small stack run out without a huge program). */
static size_t wanted_bytes(void)
{
    const char *mb = getenv("LAZYRTS_COMPILER_STACK_MB");
    if (mb && *mb) {
        char *end;
        unsigned long n = strtoul(mb, &end, 10);
        if (*end == '\0' && n >= 1 && n <= (CSTACK_BYTES >> 20))
            return (size_t)n << 20;
    }
    return CSTACK_BYTES;
}

void cstack_run(void (*fn)(void *), void *arg)
{
    Job job = {fn, arg};
    pthread_attr_t attr;
    pthread_t t;
    bool made = false;
    if (pthread_attr_init(&attr) == 0) {
        made = pthread_attr_setstacksize(&attr, wanted_bytes()) == 0 &&
               pthread_attr_setguardsize(&attr, GUARD_BYTES) == 0 &&
               pthread_create(&t, &attr, thread_main, &job) == 0;
        pthread_attr_destroy(&attr);
    }
    if (made)
        pthread_join(t, NULL);
    else
        run_guarded(&job);
}
