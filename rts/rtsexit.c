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

static void (*internal_error_check)(void);

void rts_on_internal_error(void (*check)(void))
{
    internal_error_check = check;
}

void rts_internal_error_check(void)
{
    if (internal_error_check)
        internal_error_check();
}

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

/* The signal the exit under way ends by, or 0: see rts_end_by_signal. */
static int end_signal;

void rts_end_by_signal(int sig)
{
    if (end_signal == 0)
        end_signal = sig;
}

/* Ends the process by end_signal when one was asked for, as GHC's
   exitBySignal does: the default action restored and the signal
   unblocked; the signals that stop or continue a process, and those
   whose default is to be ignored, end it with `status` instead. */
static _Noreturn void end_process(int status)
{
    int sig = end_signal;
    if (sig != 0 && sig != SIGSTOP && sig != SIGTSTP && sig != SIGTTIN &&
        sig != SIGTTOU && sig != SIGCONT) {
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigemptyset(&dfl.sa_mask);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, sig);
        (void)sigaction(sig, &dfl, NULL);     /* SIGKILL refuses: fine */
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        kill(getpid(), sig);
    }
    exit(status);
}

_Noreturn void rts_exit(int status)
{
    finish_run(status);
    end_process(status);
}

/*
 * Note [Exit codes]
 * ~~~~~~~~~~~~~~~~~
 * exitWith (ExitFailure n) ends GHC 9.0.2's program with status n for n in
 * 0..255, by signal -n for n in -127..-1 (after the reports are written:
 * ExitFailure (-1) is SIGHUP, status 129 in a shell; a signal that does
 * not end a process, such as -17 or -127, leaves status 255), and with
 * status 255 for anything else (256, 1000, -128).
 */
_Noreturn void rts_exit_code(int64_t code)
{
    if (code >= 0 && code <= 255)
        rts_exit((int)code);
    if (code >= -127 && code <= -1)
        rts_end_by_signal((int)-code);
    rts_exit(255);
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
