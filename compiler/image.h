/*
 * image.h -- the library image: the front end's state at the end of the
 * library phase (Note [The library phase] in compile.c), made once by the
 * build for each runtime executable and loaded at start-up instead of
 * compiling the library from its sources (Note [The library image] in
 * image.c).
 */
#ifndef LAZYRTS_IMAGE_H
#define LAZYRTS_IMAGE_H

#include <stdbool.h>
#include "arena.h"

struct Ds;

/* Makes the image file `out` for the running executable, `self` being
   its path: runs the library phase twice, in two processes
   (`self --image-pass N FILE`), and writes what the two agree on.
   Returns the exit status, after a message on stderr if not 0. */
int image_make(const char *self, const char *out);

/* `lazyrun --image-trace` (Note [Laying out the image by use] in
   image.c): image_trace loads the image file `img` as image_load does,
   mapped with no access, and records from then on which of its pages
   are touched; image_trace_end writes their numbers to the file `pages`.
   Each returns 0, or 1 when it failed. */
int image_trace(Arena *arena, const char *img, struct Ds **ds, const char *pages);
int image_trace_end(void);

/* The child's part: compiles the library in a recording arena and dumps
   the arena to `file`.  `pass` is 0 or 1.  Returns the exit status. */
int image_pass(int pass, const char *file);

/* The outcome of image_load. */
typedef enum ImageStatus {
    IMAGE_LOADED,               /* the state is in *ds */
    IMAGE_MISSING,              /* no such file */
    IMAGE_BAD                   /* unreadable, corrupt, or made by another
                                   build: *why says which */
} ImageStatus;

/* Loads the image file `path` into `arena`: on IMAGE_LOADED, *ds is the
   library phase's state for desugar_user. */
ImageStatus image_load(Arena *arena, const char *path, struct Ds **ds,
                       const char **why);

/* When the block of the image image_load mapped is damaged (its checksum,
   read from the file, is wrong): the start-up message and _exit(1).
   Otherwise returns.  Safe in a signal handler; the runtime asks before
   an internal error (Note [A damaged block met late] in image.c). */
void image_exit_if_damaged(void);

/* Installs the handler of the fatal signals (SIGSEGV, SIGBUS, SIGILL,
   SIGFPE) that asks image_exit_if_damaged, and an alternate signal stack
   when there is none.  Called once at start-up; until image_load maps a
   block unverified it only passes the signal on. */
void image_guard_signals(void);

#endif
