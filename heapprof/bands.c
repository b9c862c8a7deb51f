/*
 * bands.c -- bands interned by name, and pointer-keyed caches.
 * See heapprof_int.h.
 */
#include <stdlib.h>
#include <string.h>

#include "heapprof_int.h"

static _Noreturn void out_of_memory(void)
{
    fputs("lazyrts: out of memory in the heap profiler\n", stderr);
    exit(1);
}

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        out_of_memory();
    return p;
}

/* ------------------------------------------------------------- bands */

static Band **bands;             /* creation order */
static size_t nbands, capbands;
static Band **by_name;           /* open addressing on the name's hash */
static size_t cap_by_name;

static size_t str_hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;      /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return (size_t)h;
}

static void by_name_insert(Band *b)
{
    size_t i = str_hash(b->name) & (cap_by_name - 1);
    while (by_name[i])
        i = (i + 1) & (cap_by_name - 1);
    by_name[i] = b;
}

static void by_name_grow(void)
{
    free(by_name);
    cap_by_name = cap_by_name ? 2 * cap_by_name : 64;
    by_name = xcalloc(cap_by_name, sizeof *by_name);
    for (size_t i = 0; i < nbands; i++)
        by_name_insert(bands[i]);
}

Band *band_intern(const char *name)
{
    if (cap_by_name) {
        for (size_t i = str_hash(name) & (cap_by_name - 1); by_name[i];
             i = (i + 1) & (cap_by_name - 1))
            if (strcmp(by_name[i]->name, name) == 0)
                return by_name[i];
    }
    Band *b = xcalloc(1, sizeof *b);
    size_t len = strlen(name) + 1;
    b->name = xcalloc(len, 1);
    memcpy(b->name, name, len);
    b->order = (uint32_t)nbands;
    if (nbands == capbands) {
        capbands = capbands ? 2 * capbands : 64;
        Band **grown = realloc(bands, capbands * sizeof *bands);
        if (!grown)
            out_of_memory();
        bands = grown;
    }
    bands[nbands++] = b;
    if (4 * nbands > 3 * cap_by_name)
        by_name_grow();
    else
        by_name_insert(b);
    return b;
}

Band *const *band_all(size_t *count)
{
    *count = nbands;
    return bands;
}

void band_reset_all(void)
{
    for (size_t i = 0; i < nbands; i++)
        bands[i]->words = 0;
}

void band_free_all(void)
{
    for (size_t i = 0; i < nbands; i++) {
        free(bands[i]->name);
        free(bands[i]);
    }
    free(bands);
    free(by_name);
    bands = by_name = NULL;
    nbands = capbands = cap_by_name = 0;
}
