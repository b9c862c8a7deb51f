/*
 * codemap.c -- the descriptions of compiled code that the collector
 * reads (includes/codemap.h): return points by address, in an
 * open-addressing hash table, and the codes' instruction ranges, sorted
 * when first searched.
 */
#include "../includes/codemap.h"

#include <stdio.h>
#include <stdlib.h>

static const ReturnPoint **returns;       /* hash table, NULL = empty */
static size_t returns_cap, returns_n;     /* capacity: a power of two */

typedef struct CodeRange { Word start, end; const Code *code; } CodeRange;
static CodeRange *ranges;
static size_t ranges_n, ranges_cap;
static bool ranges_sorted = true;

static _Noreturn void out_of_memory(void)
{
    fprintf(stderr, "lazyrun: out of memory while loading the program\n");
    exit(1);
}

static size_t pc_hash(const Word *pc)
{
    /* instructions are Word aligned: drop the bits that never vary */
    uint64_t h = (uint64_t)(Word)pc / sizeof(Word);
    h *= UINT64_C(0x9e3779b97f4a7c15);
    return (size_t)(h >> 17);
}

static void returns_insert(const ReturnPoint *rp)
{
    size_t mask = returns_cap - 1;
    for (size_t i = pc_hash(rp->pc) & mask;; i = (i + 1) & mask) {
        if (!returns[i]) {
            returns[i] = rp;
            returns_n++;
            return;
        }
        if (returns[i]->pc == rp->pc)
            return;                  /* the same place, described once */
    }
}

void codemap_add_return(const ReturnPoint *rp)
{
    if (2 * (returns_n + 1) > returns_cap) {
        const ReturnPoint **old = returns;
        size_t old_cap = returns_cap;
        returns_cap = returns_cap ? 2 * returns_cap : 1024;
        returns = calloc(returns_cap, sizeof *returns);
        if (!returns)
            out_of_memory();
        returns_n = 0;
        for (size_t i = 0; i < old_cap; i++)
            if (old[i])
                returns_insert(old[i]);
        free(old);
    }
    returns_insert(rp);
}

const Word *codemap_sparse_word(const ReturnPoint *rp, size_t bit)
{
    size_t word = bit / (8 * sizeof(Word)), lo = 0, hi = rp->live_words;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (rp->live_at[mid] < word)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < rp->live_words && rp->live_at[lo] == word ? &rp->live[lo] : NULL;
}

const ReturnPoint *codemap_return(const Word *pc)
{
    if (!returns)
        return NULL;
    size_t mask = returns_cap - 1;
    for (size_t i = pc_hash(pc) & mask; returns[i]; i = (i + 1) & mask)
        if (returns[i]->pc == pc)
            return returns[i];
    return NULL;
}

void codemap_add_code(const Code *code)
{
    if (ranges_n == ranges_cap) {
        ranges_cap = ranges_cap ? 2 * ranges_cap : 256;
        ranges = realloc(ranges, ranges_cap * sizeof *ranges);
        if (!ranges)
            out_of_memory();
    }
    ranges[ranges_n++] = (CodeRange){(Word)code->instrs,
                                     (Word)(code->instrs + code->ninstrs), code};
    ranges_sorted = false;
}

static int range_cmp(const void *a, const void *b)
{
    const CodeRange *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

const Code *codemap_code_at(const Word *pc)
{
    if (!pc || ranges_n == 0)
        return NULL;
    if (!ranges_sorted) {
        qsort(ranges, ranges_n, sizeof *ranges, range_cmp);
        ranges_sorted = true;
    }
    /* the last range starting at or before pc */
    Word at = (Word)pc;
    size_t lo = 0, hi = ranges_n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (ranges[mid].start <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || at > ranges[lo - 1].end)
        return NULL;
    return ranges[lo - 1].code;
}
