/*
 * ptrmap.h -- a map from pointers to pointers (open addressing on the
 * key), for the runtime's side tables: the heap census's caches from an
 * identity to its band (heapprof/), the traversal's marks of objects
 * outside the heap (rts/traverse.c).
 *
 * Invariants
 *  - Keys are non-NULL; a NULL value means absent, so values are never
 *    NULL either.
 *  - cap is a power of two (0 while empty), at most 3/4 full.
 *  - Running out of memory ends the run with a message.
 */
#ifndef LAZYRTS_PTRMAP_H
#define LAZYRTS_PTRMAP_H

#include <stddef.h>

typedef struct PtrMap {
    const void **keys;
    void **values;
    size_t cap, count;
} PtrMap;

void *ptrmap_get(const PtrMap *m, const void *key);   /* NULL: absent */
void ptrmap_put(PtrMap *m, const void *key, void *value);
void ptrmap_free(PtrMap *m);

#endif
