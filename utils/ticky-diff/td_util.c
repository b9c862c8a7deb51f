/*
 * td_util.c -- checked allocation, checked sums and error records for
 * ticky-diff (see td_util.h).
 */
#include "td_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Noreturn void out_of_memory(void)
{
    fputs("ticky-diff: out of memory\n", stderr);
    exit(TD_EXIT_ERROR);
}

void *td_xmalloc(size_t size)
{
    void *p = malloc(size == 0 ? 1 : size);
    if (p == NULL)
        out_of_memory();
    return p;
}

void *td_grow(void *array, size_t *capacity, size_t need, size_t elem_size)
{
    if (need <= *capacity)
        return array;
    size_t cap = *capacity < 8 ? 8 : *capacity;
    while (cap < need) {
        if (cap > SIZE_MAX / 2)
            out_of_memory();
        cap *= 2;
    }
    if (cap > SIZE_MAX / elem_size)
        out_of_memory();
    void *p = realloc(array, cap * elem_size);
    if (p == NULL)
        out_of_memory();
    *capacity = cap;
    return p;
}

char *td_xstrndup(const char *text, size_t length)
{
    char *copy = td_xmalloc(length + 1);
    memcpy(copy, text, length);
    copy[length] = '\0';
    return copy;
}

char *td_xstrdup(const char *text)
{
    return td_xstrndup(text, strlen(text));
}

char *td_concat(const char *const *parts, size_t n)
{
    size_t total = 1;
    for (size_t i = 0; i < n; i++)
        total += strlen(parts[i]);
    char *out = td_xmalloc(total);
    char *end = out;
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(parts[i]);
        memcpy(end, parts[i], len);
        end += len;
    }
    *end = '\0';
    return out;
}

bool td_add(int64_t a, int64_t b, int64_t *sum)
{
    if (a > INT64_MAX - b)
        return false;
    *sum = a + b;
    return true;
}

bool td_fail(TdError *err, long line, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(err->message, sizeof err->message, format, args);
    va_end(args);
    err->line = line;
    return false;
}
