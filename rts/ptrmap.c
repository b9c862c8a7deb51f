/*
 * ptrmap.c -- pointer-keyed maps.  See includes/ptrmap.h.
 */
#include "../includes/ptrmap.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fputs("lazyrts: out of memory in a runtime table\n", stderr);
        exit(1);
    }
    return p;
}

static size_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

void *ptrmap_get(const PtrMap *m, const void *key)
{
    if (m->cap == 0)
        return NULL;
    for (size_t i = ptr_hash(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key)
            return m->values[i];
        if (m->keys[i] == NULL)
            return NULL;
    }
}

static void ptrmap_grow(PtrMap *m)
{
    PtrMap bigger = {0};
    bigger.cap = m->cap ? 2 * m->cap : 64;
    bigger.keys = xcalloc(bigger.cap, sizeof *bigger.keys);
    bigger.values = xcalloc(bigger.cap, sizeof *bigger.values);
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i])
            ptrmap_put(&bigger, m->keys[i], m->values[i]);
    ptrmap_free(m);
    *m = bigger;
}

void ptrmap_put(PtrMap *m, const void *key, void *value)
{
    if (4 * (m->count + 1) > 3 * m->cap)
        ptrmap_grow(m);
    size_t i = ptr_hash(key) & (m->cap - 1);
    while (m->keys[i] != NULL && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (m->keys[i] == NULL)
        m->count++;
    m->keys[i] = key;
    m->values[i] = value;
}

void ptrmap_free(PtrMap *m)
{
    free(m->keys);
    free(m->values);
    *m = (PtrMap){0};
}

