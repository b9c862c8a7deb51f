/*
 * rtsexit.h -- the ways a run ends: normal exit, GHC's fatal messages.
 *
 * Every exit path goes through rts_exit(): it flushes the program's
 * output handles, writes the reports that were asked for (+RTS -s now;
 * profiles later) and exits with the status.
 */
#ifndef LAZYRTS_RTSEXIT_H
#define LAZYRTS_RTSEXIT_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

_Noreturn void rts_exit(int status);
/* exitWith (ExitFailure code) as GHC ends it (Note [Exit codes]). */
_Noreturn void rts_exit_code(int64_t code);
/* Asks that the exit under way, once its reports are written, end the
   process by `sig` (the first request wins): ExitFailure (-n), and a
   report cut short by the file size limit (SIGXFSZ, as GHC dies). */
void rts_end_by_signal(int sig);
/* "prog: Heap exhausted;" ... exit status 251 */
_Noreturn void rts_heap_exhausted(void);
/* "prog: Stack space overflow: current size ... bytes." ... status 2 */
_Noreturn void rts_stack_overflow(void);
/* The stack the program gets for -K (bytes; 0: no limit), rounded as
   GHC's stack chunks round it (Note [Stack chunks] in rtsexit.c); also
   chooses the size the overflow message gives. */
uint64_t rts_stack_room(uint64_t max_stack_bytes);
/* a space the storage manager cannot get: GHC's "out of memory
   (requested N bytes)", exit status 251 */
_Noreturn void rts_out_of_memory(size_t bytes);
/* an exception reached the bottom of the stack (no runMainIO handler) */
_Noreturn void rts_uncaught_exception(void);

/* Interrupts (SIGINT): the handler only sets rts_interrupt_pending and
   restores the default action (a second Ctrl-C kills at once); the
   evaluator and the collector poll it at safe points (every collection,
   and every cost-centre entry in the profiling way), where
   rts_exit_interrupted() writes the reports, as at any other exit, then
   ends the process by SIGINT, as GHC's programs do. */
extern volatile sig_atomic_t rts_interrupt_pending;
void rts_catch_interrupts(void);
_Noreturn void rts_exit_interrupted(void);
static inline void rts_poll_interrupt(void)
{
    if (rts_interrupt_pending)
        rts_exit_interrupted();
}

/* Hooks run by rts_exit before the process ends (reports). */
typedef void (*RtsExitHook)(int status);
void rts_on_exit(RtsExitHook hook);

/* An internal error is about to be reported: the check registered here
   may end the run first with a better message (main.c registers the
   library image's: Note [A damaged block met late] in compiler/image.c).
   Safe in a signal handler when the check is. */
void rts_on_internal_error(void (*check)(void));
void rts_internal_error_check(void);

/* Set at start-up: the program name of messages, the -M value. */
extern const char *rts_prog_name;
extern unsigned long long rts_max_heap_bytes;

#endif
