/*
 * hp_util.c -- checked allocation and the fatal exit (see hp_util.h).
 */
#include "hp_util.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void (*cleanup_hook)(void);

void hp_set_cleanup(void (*cleanup)(void))
{
    cleanup_hook = cleanup;
}

void hp_die(const char *format, ...)
{
    va_list ap;
    fflush(stdout);
    fputs("hp2ps: ", stderr);
    va_start(ap, format);
    vfprintf(stderr, format, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (cleanup_hook) {
        void (*hook)(void) = cleanup_hook;
        cleanup_hook = NULL;
        hook();
    }
    exit(1);
}

void *hp_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        hp_die("out of memory (asked for %zu bytes)", size);
    return p;
}

void *hp_xcalloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p)
        hp_die("out of memory (asked for %zu x %zu bytes)", count, size);
    return p;
}

void *hp_grow(void *array, size_t *capacity, size_t need, size_t elem_size)
{
    if (need <= *capacity)
        return array;
    size_t cap = *capacity ? *capacity : 8;
    while (cap < need) {
        if (cap > SIZE_MAX / 2)
            hp_die("out of memory (an array of %zu elements)", need);
        cap *= 2;
    }
    if (cap > SIZE_MAX / elem_size)
        hp_die("out of memory (an array of %zu elements)", need);
    void *p = realloc(array, cap * elem_size);
    if (!p)
        hp_die("out of memory (asked for %zu bytes)", cap * elem_size);
    *capacity = cap;
    return p;
}

char *hp_xstrndup(const char *text, size_t length)
{
    char *copy = hp_xmalloc(length + 1);
    memcpy(copy, text, length);
    copy[length] = '\0';
    return copy;
}

char *hp_xstrdup(const char *text)
{
    return hp_xstrndup(text, strlen(text));
}
