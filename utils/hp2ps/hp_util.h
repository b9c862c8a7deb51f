/*
 * hp_util.h -- what every part of hp2ps shares: checked allocation and the
 * one way the program stops on an error it cannot recover from.
 *
 * Invariants:
 *   * hp_xmalloc and friends never return NULL: when memory runs out they
 *     call hp_die, which runs the cleanup hook (it removes a half-written
 *     output file) and exits with status 1.
 *   * Messages go to stderr as ONE line "hp2ps: <text>".
 */
#ifndef HP_UTIL_H
#define HP_UTIL_H

#include <stddef.h>

#if defined(__GNUC__)
#define HP_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define HP_PRINTF(fmt, args)
#endif

void *hp_xmalloc(size_t size);
void *hp_xcalloc(size_t count, size_t size);
/* Return array (of *capacity elements of elem_size bytes), reallocated if
 * needed so that it holds at least need elements; the capacity at least
 * doubles, so appends are amortised O(1).  Use as
 *     v = hp_grow(v, &cap, n + 1, sizeof *v); */
void *hp_grow(void *array, size_t *capacity, size_t need, size_t elem_size);
char *hp_xstrndup(const char *text, size_t length);
char *hp_xstrdup(const char *text);

/* The function hp_die calls before exiting (NULL: none). */
void hp_set_cleanup(void (*cleanup)(void));

/* Print "hp2ps: <formatted>" and a newline to stderr, run the cleanup hook,
 * exit(1). */
_Noreturn void hp_die(const char *format, ...) HP_PRINTF(1, 2);

#endif
