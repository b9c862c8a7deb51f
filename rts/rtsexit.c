/*
 * rtsexit.c -- every way a run ends.  See rtsexit.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "rtsexit.h"

#include <stdbool.h>
#include <stdint.h>
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

/*
 * Note [Stack chunks]
 * ~~~~~~~~~~~~~~~~~~~
 * GHC 9.0.2's stack is a chain of chunks: a thread starts with a small
 * one, room for 110 words (105 in the profiling way, whose thread object
 * is bigger), and grows by chunks of 32 KiB, room for 4093 words (4091
 * with the profiling header).  -K is checked only when a chunk is full,
 * against the room of all the chunks so far, so the real limit is -K (in
 * whole words) rounded up to a chunk boundary, never less than the first
 * chunk, and -K below one word is no limit at all.  The overflow message
 * gives the room of the first chunk when the limit was that chunk, of the
 * first two otherwise: 880 or 33624 bytes (840 or 33568 profiled; the
 * ticky way is the vanilla one here).
 * lazyrts's stack is one region, and its frames are not GHC's, so the
 * depth at which a program overflows differs; the room, the rounding and
 * the message are GHC's.
 */
#ifdef PROFILING
#define GHC_FIRST_CHUNK_WORDS 105u
#define GHC_CHUNK_WORDS 4091u
#else
#define GHC_FIRST_CHUNK_WORDS 110u
#define GHC_CHUNK_WORDS 4093u
#endif
#define STACK_WORD_BYTES ((uint64_t)sizeof(void *))

static bool stack_is_first_chunk;

uint64_t rts_stack_room(uint64_t max_stack_bytes)
{
    uint64_t words = max_stack_bytes / STACK_WORD_BYTES;
    stack_is_first_chunk = words != 0 && words <= GHC_FIRST_CHUNK_WORDS;
    if (words == 0)
        return 0;
    if (stack_is_first_chunk)
        return GHC_FIRST_CHUNK_WORDS * STACK_WORD_BYTES;
    uint64_t chunks = (words - GHC_FIRST_CHUNK_WORDS + GHC_CHUNK_WORDS - 1) /
                      GHC_CHUNK_WORDS;
    return (GHC_FIRST_CHUNK_WORDS + chunks * GHC_CHUNK_WORDS) * STACK_WORD_BYTES;
}

_Noreturn void rts_stack_overflow(void)
{
    io_flush_all();
    uint64_t words = GHC_FIRST_CHUNK_WORDS +
                     (stack_is_first_chunk ? 0 : GHC_CHUNK_WORDS);
    fprintf(stderr, "%s: Stack space overflow: current size %llu bytes.\n",
            rts_prog_name, (unsigned long long)(words * STACK_WORD_BYTES));
    fprintf(stderr, "%s: Use `+RTS -Ksize -RTS' to increase it.\n", rts_prog_name);
    rts_exit(2);
}

_Noreturn void rts_out_of_memory(size_t bytes)
{
    io_flush_all();
    fprintf(stderr, "%s: out of memory (requested %zu bytes)\n",
            rts_prog_name, bytes);
    rts_exit(251);
}

_Noreturn void rts_uncaught_exception(void)
{
    fprintf(stderr, "%s: uncaught exception\n", rts_prog_name);
    rts_exit(1);
}
