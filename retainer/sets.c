/*
 * sets.c -- interned retainer sets.  See retainer_int.h.
 *
 * A set is found by its hash, the sum of a per-retainer key (so adding a
 * retainer adds its key), in a chained table that doubles when it holds
 * as many sets as buckets.  Adding to a set is the common operation of a
 * traversal that revisits an object: the result of the last addition is
 * remembered, since a revisit tends to add the same retainer to the
 * same set many times over.
 */
#include <stdlib.h>
#include <string.h>

#include "retainer_int.h"

static int max_size;
static RetainerSet many = {.id = 1, .selected = 0};
static RetainerSet **by_id;          /* [id] */
static uint32_t nsets, cap_ids;      /* ids 0..nsets-1 in use */
static RetainerSet **buckets;
static size_t nbuckets;
static RetainerSet *last_from, *last_to;
static const CostCentreStack *last_r;

static uint64_t key_of(const CostCentreStack *r)
{
    return ((uint64_t)r->id + 1) * 0x9E3779B97F4A7C15ull;
}

void sets_free(void)
{
    for (uint32_t id = 2; id < nsets; id++)
        free(by_id[id]);
    free(by_id);
    free(buckets);
    by_id = buckets = NULL;
    nsets = cap_ids = 0;
    nbuckets = 0;
    last_from = last_to = NULL;
    last_r = NULL;
}

bool sets_init(int max)
{
    sets_free();
    max_size = max;
    nsets = 2;                       /* 0 unused, 1 MANY */
    cap_ids = 256;
    by_id = calloc(cap_ids, sizeof *by_id);
    nbuckets = 256;
    buckets = calloc(nbuckets, sizeof *buckets);
    if (!by_id || !buckets)
        return false;
    by_id[1] = &many;
    return true;
}

RetainerSet *sets_many(void) { return &many; }

RetainerSet *sets_by_id(uint32_t id)
{
    return id < nsets ? by_id[id] : NULL;
}

uint32_t sets_count(void) { return nsets; }

static bool same(const RetainerSet *s, uint64_t hash,
                 const CostCentreStack *const *elems, uint32_t n)
{
    return s->hash == hash && s->n == n &&
           memcmp(s->elems, elems, n * sizeof *elems) == 0;
}

static bool grow_buckets(void)
{
    size_t n = nbuckets * 2;
    RetainerSet **b = calloc(n, sizeof *b);
    if (!b)
        return false;
    for (size_t i = 0; i < nbuckets; i++)
        for (RetainerSet *s = buckets[i], *next; s; s = next) {
            next = s->link;
            s->link = b[s->hash & (n - 1)];
            b[s->hash & (n - 1)] = s;
        }
    free(buckets);
    buckets = b;
    nbuckets = n;
    return true;
}

/* The interned set of these sorted, distinct retainers. */
static RetainerSet *intern(uint64_t hash, const CostCentreStack *const *elems,
                           uint32_t n)
{
    for (RetainerSet *s = buckets[hash & (nbuckets - 1)]; s; s = s->link)
        if (same(s, hash, elems, n))
            return s;
    if (nsets == cap_ids) {
        RetainerSet **grown = realloc(by_id, 2 * cap_ids * sizeof *grown);
        if (!grown)
            return NULL;
        by_id = grown;
        cap_ids *= 2;
    }
    if (nsets >= nbuckets && !grow_buckets())
        return NULL;
    RetainerSet *s = malloc(sizeof *s + n * sizeof *elems);
    if (!s)
        return NULL;
    s->id = nsets;
    s->n = n;
    s->hash = hash;
    s->reported = false;
    s->selected = -1;
    memcpy(s->elems, elems, n * sizeof *elems);
    s->link = buckets[hash & (nbuckets - 1)];
    buckets[hash & (nbuckets - 1)] = s;
    by_id[nsets++] = s;
    return s;
}

RetainerSet *sets_singleton(const CostCentreStack *r)
{
    if (max_size < 1)
        return &many;
    return intern(key_of(r), &r, 1);
}

bool sets_member(const RetainerSet *s, const CostCentreStack *r)
{
    if (s == &many)
        return true;
    uint32_t lo = 0, hi = s->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (s->elems[mid]->id < r->id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < s->n && s->elems[lo] == r;
}

RetainerSet *sets_add(RetainerSet *s, const CostCentreStack *r)
{
    if (s == last_from && r == last_r)
        return last_to;
    if (sets_member(s, r))
        return s;
    RetainerSet *to;
    if ((int)s->n >= max_size) {
        to = &many;
    } else {
        const CostCentreStack *stack_elems[64];
        const CostCentreStack **elems = stack_elems;
        if (s->n + 1 > 64 && !(elems = malloc((s->n + 1) * sizeof *elems)))
            return NULL;
        uint32_t k = 0, i = 0;
        while (i < s->n && s->elems[i]->id < r->id)
            elems[k++] = s->elems[i++];
        elems[k++] = r;
        while (i < s->n)
            elems[k++] = s->elems[i++];
        to = intern(s->hash + key_of(r), elems, k);
        if (elems != stack_elems)
            free(elems);
        if (!to)
            return NULL;
    }
    last_from = s;
    last_r = r;
    last_to = to;
    return to;
}

/* "Mod.label,Mod.label" of a stack, innermost first, MAIN left out. */
static void write_stack(FILE *f, const CostCentreStack *r)
{
    for (const CostCentreStack *p = r; p && p->prev; p = p->prev)
        fprintf(f, "%s%s.%s", p == r ? "" : ",", p->cc->module, p->cc->label);
}

void sets_write_listing(FILE *f)
{
    for (uint32_t id = 2; id < nsets; id++) {
        const RetainerSet *s = by_id[id];
        if (!s->reported)
            continue;
        fprintf(f, "SET %u = {", (unsigned)id);
        for (uint32_t i = 0; i < s->n; i++) {
            fputs(i ? ", <" : "<", f);
            write_stack(f, s->elems[i]);
            fputc('>', f);
        }
        fputs("}\n", f);
    }
}
