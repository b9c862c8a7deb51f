/*
 * td_util.h -- what every part of ticky-diff shares: checked allocation,
 * checked arithmetic on counts, and the error record a reader fills in.
 *
 * Invariants:
 *   * td_xmalloc and friends never return NULL: when memory runs out they
 *     print "ticky-diff: out of memory" and exit with status 2 (the status
 *     of every error of ticky-diff's).
 *   * Counts are int64_t and never negative (the reader refuses a sign), so
 *     the difference of two counts always fits in an int64_t; sums are
 *     checked with td_add.
 */
#ifndef TD_UTIL_H
#define TD_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define TD_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define TD_PRINTF(fmt, args)
#endif

/* The exit status of ticky-diff on any error (bad input, bad usage). */
enum { TD_EXIT_ERROR = 2 };

void *td_xmalloc(size_t size);
/* Return array (of *capacity elements of elem_size bytes), reallocated if
 * needed so that it holds at least need elements; the capacity at least
 * doubles, so appends are amortised O(1).  Use as
 *     v = td_grow(v, &cap, n + 1, sizeof *v); */
void *td_grow(void *array, size_t *capacity, size_t need, size_t elem_size);
char *td_xstrndup(const char *text, size_t length);
char *td_xstrdup(const char *text);
/* The concatenation of the n strings parts[0..n), newly allocated. */
char *td_concat(const char *const *parts, size_t n);

/* *sum = a + b unless that exceeds INT64_MAX (then false, *sum untouched).
 * Both must be non-negative. */
bool td_add(int64_t a, int64_t b, int64_t *sum);

/* Where and why a file was refused: the line (1-based) and the text that
 * follows "FILE:LINE: " in the message. */
typedef struct TdError {
    long line;
    char message[400];
} TdError;

/* Fill err; returns false, so that a caller can write
 * "return td_fail(err, line, ...);". */
bool td_fail(TdError *err, long line, const char *format, ...)
    TD_PRINTF(3, 4);

#endif
