/*
 * rtsexit.c -- every way a run ends.  See rtsexit.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "rtsexit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../includes/program.h"
#include "io.h"

#define MAX_HOOKS 8
static RtsExitHook hooks[MAX_HOOKS];
static int nhooks;
static bool exiting;

/* Set by the start-up code. */
const char *rts_prog_name = "lazyrun";
unsigned long long rts_max_heap_bytes;

void rts_on_exit(RtsExitHook hook)
{
    if (nhooks < MAX_HOOKS)
        hooks[nhooks++] = hook;
}

/* What every exit does first: flush the program's handles, run the hooks
   (once, even if a hook exits again), flush the C streams. */
static void finish_run(int status)
{
    io_flush_all();
    if (!exiting) {
        exiting = true;
        for (int i = nhooks - 1; i >= 0; i--)
            hooks[i](status);
    }
    fflush(stdout);
    fflush(stderr);
}

_Noreturn void rts_exit(int status)
{
    finish_run(status);
    exit(status);
}

volatile sig_atomic_t rts_interrupt_pending;

static void on_interrupt(int sig)
{
    rts_interrupt_pending = 1;
    signal(sig, SIG_DFL);
}

void rts_catch_interrupts(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

_Noreturn void rts_exit_interrupted(void)
{
    signal(SIGINT, SIG_IGN);      /* no second interrupt while reporting */
    finish_run(130);
    signal(SIGINT, SIG_DFL);
    raise(SIGINT);
    _exit(130);
}

_Noreturn void rts_heap_exhausted(void)
{
    io_flush_all();
    unsigned long long m = rts_max_heap_bytes;
    fprintf(stderr, "%s: Heap exhausted;\n", rts_prog_name);
    fprintf(stderr, "%s: Current maximum heap size is %llu bytes (%llu MB).\n",
            rts_prog_name, m, m / (1024 * 1024));
    fprintf(stderr, "%s: Use `+RTS -M<size>' to increase it.\n", rts_prog_name);
    rts_exit(251);
}

_Noreturn void rts_stack_overflow(void)
{
    io_flush_all();
    /* GHC 9 reports the size of the stack chunk in use, which is the
       same for every overflow with the default chunk size. */
    fprintf(stderr, "%s: Stack space overflow: current size 33624 bytes.\n",
            rts_prog_name);
    fprintf(stderr, "%s: Use `+RTS -Ksize -RTS' to increase it.\n", rts_prog_name);
    rts_exit(2);
}

_Noreturn void rts_uncaught_exception(void)
{
    fprintf(stderr, "%s: uncaught exception\n", rts_prog_name);
    rts_exit(1);
}
