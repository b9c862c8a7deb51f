/*
 * ccs.c -- cost centres and interned cost-centre stacks.  See includes/ccs.h
 * for the data structure and its invariants, and
 * ../docs/profiling.md for the rules this implements.
 *
 * Note [Child tables]
 * Each node memoises the results of pushes onto it in an open-addressing
 * hash table keyed by the centre's id (linear probing, capacity a power of
 * two, grown at 3/4).  A push is therefore one probe in the common case,
 * however many distinct centres have been pushed on the node (GHC's linear
 * child list is quadratic for a node with many children).  Entries are never
 * removed.  The creation order of children, which the report needs for
 * ties, is recovered from the node ids (ids grow with creation).
 */
#define _POSIX_C_SOURCE 200809L
#include "../includes/ccs.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

_Atomic(CostCentreStack *) ccs_current;

CostCentreStack *CCS_MAIN, *CCS_SYSTEM, *CCS_GC, *CCS_OVERHEAD,
    *CCS_DONT_CARE, *CCS_PINNED, *CCS_IDLE;

static CostCentre *cc_list;      /* newest first */
static uint32_t cc_count;
static uint32_t ccs_count;

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "lazyrun: out of memory (cost-centre stacks)\n");
        exit(1);
    }
    return p;
}

CostCentre *ccs_new_cc(const char *label, const char *module,
                       const char *srcloc, bool is_caf)
{
    CostCentre *cc = xcalloc(1, sizeof *cc);
    cc->id = ++cc_count;
    cc->label = label;
    cc->module = module;
    cc->srcloc = srcloc;
    cc->is_caf = is_caf;
    cc->link = cc_list;
    cc_list = cc;
    return cc;
}

CostCentre *ccs_all_centres(void) { return cc_list; }

uint32_t ccs_node_count(void) { return ccs_count; }

/* ------------------------------------------------------ child tables */

static CcsChild *child_slot(const CostCentreStack *ccs, const CostCentre *cc)
{
    if (ccs->capchildren == 0)
        return NULL;
    uint32_t mask = ccs->capchildren - 1;
    uint32_t h = cc->id * 2654435761u;
    h ^= h >> 16;            /* the high bits of the product matter too */
    for (uint32_t i = h & mask;; i = (i + 1) & mask) {
        CcsChild *e = &ccs->children[i];
        if (e->cc == cc || e->cc == NULL)
            return e;
    }
}

static void child_insert(CostCentreStack *ccs, CostCentre *cc,
                         CostCentreStack *result, bool back_edge)
{
    if (4 * (ccs->nchildren + 1) > 3 * ccs->capchildren) {
        CcsChild *old = ccs->children;
        uint32_t oldcap = ccs->capchildren;
        ccs->capchildren = oldcap ? 2 * oldcap : 4;
        ccs->children = xcalloc(ccs->capchildren, sizeof *ccs->children);
        for (uint32_t i = 0; i < oldcap; i++)
            if (old[i].cc)
                *child_slot(ccs, old[i].cc) = old[i];
        free(old);
    }
    CcsChild *e = child_slot(ccs, cc);
    e->cc = cc;
    e->ccs = result;
    e->back_edge = back_edge;
    ccs->nchildren++;
}

static int by_id(const void *a, const void *b)
{
    uint32_t x = (*(CostCentreStack *const *)a)->id;
    uint32_t y = (*(CostCentreStack *const *)b)->id;
    return (x > y) - (x < y);
}

uint32_t ccs_children(const CostCentreStack *ccs, CostCentreStack ***out)
{
    CostCentreStack **v = xcalloc(ccs->nchildren ? ccs->nchildren : 1, sizeof *v);
    uint32_t n = 0;
    for (uint32_t i = 0; i < ccs->capchildren; i++)
        if (ccs->children[i].cc && !ccs->children[i].back_edge)
            v[n++] = ccs->children[i].ccs;
    qsort(v, n, sizeof *v, by_id);
    *out = v;
    return n;
}

/* ----------------------------------------------------------- pushing */

static CostCentreStack *new_node(CostCentreStack *prev, CostCentre *cc)
{
    CostCentreStack *s = xcalloc(1, sizeof *s);
    s->id = ++ccs_count;
    s->cc = cc;
    s->prev = prev;
    s->depth = prev ? prev->depth + 1 : 0;
    s->root = prev ? prev->root : s;
    s->enter_keeps = !prev || cc->is_caf || cc->is_system;
    atomic_init(&s->time_ticks, 0);
    return s;
}

CostCentreStack *ccs_push(CostCentreStack *ccs, CostCentre *cc)
{
    if (ccs->cc == cc)
        return ccs;
    CcsChild *e = child_slot(ccs, cc);
    if (e && e->cc)
        return e->ccs;
    /* The recursion rule: a centre already on the stack truncates the
       stack back to its occurrence. */
    for (CostCentreStack *t = ccs->prev; t; t = t->prev)
        if (t->cc == cc) {
            child_insert(ccs, cc, t, true);
            return t;
        }
    CostCentreStack *s = new_node(ccs, cc);
    child_insert(ccs, cc, s, false);
    return s;
}

/* A CAF stack (and a built-in one) is a child of MAIN that is the root of
   its own subtree, as GHC's statically declared stacks are. */
CostCentreStack *ccs_caf_stack(CostCentre *cc)
{
    CostCentreStack *s = ccs_push(CCS_MAIN, cc);
    s->root = s;
    return s;
}

/* Pushes the centres of `fn` from the bottom up onto `cur`, leaving out
   MAIN and CAF centres. */
static CostCentreStack *append(CostCentreStack *cur, CostCentreStack *fn)
{
    if (fn == NULL || fn == CCS_MAIN || fn->cc->is_caf)
        return cur;
    return ccs_push(append(cur, fn->prev), fn->cc);
}

/* Both stacks have the same depth: `cur` ++ the elements of `fn` above the
   point where the two meet. */
static CostCentreStack *equal_depth(CostCentreStack *whole,
                                    CostCentreStack *app, CostCentreStack *fn)
{
    if (app == fn)
        return whole;
    return ccs_push(equal_depth(whole, app->prev, fn->prev), fn->cc);
}

/* `fn` is deeper than `app`: peel its extra top elements off, resolve at
   equal depth, then push them back. */
static CostCentreStack *fn_deeper(CostCentreStack *whole, CostCentreStack *app,
                                  CostCentreStack *fn)
{
    if (fn->depth == app->depth)
        return equal_depth(whole, app, fn);
    return ccs_push(fn_deeper(whole, app, fn->prev), fn->cc);
}

CostCentreStack *ccs_enter_fun(CostCentreStack *cur, CostCentreStack *fn)
{
    if (fn == cur || fn->enter_keeps)
        return cur;
    CostCentreStack *saved = ccs_get();
    ccs_set(CCS_OVERHEAD);
    CostCentreStack *r;
    if (fn->root != cur->root) {
        r = append(cur, fn);
    } else {
        CostCentreStack *app = cur;
        while (app->depth > fn->depth)
            app = app->prev;
        r = fn_deeper(cur, app, fn);
    }
    ccs_set(saved);
    return r;
}

/* ----------------------------------------------------------- start-up */

static CostCentreStack *builtin(const char *label, const char *module,
                                bool is_system)
{
    CostCentre *cc = ccs_new_cc(label, module, "<built-in>", false);
    cc->is_system = is_system;
    return ccs_caf_stack(cc);
}

void ccs_init(void)
{
    if (CCS_MAIN)
        return;
    CostCentre *main_cc = ccs_new_cc("MAIN", "MAIN", "<built-in>", false);
    CCS_MAIN = new_node(NULL, main_cc);
    CCS_MAIN->root = CCS_MAIN;
    CCS_SYSTEM = builtin("SYSTEM", "SYSTEM", true);
    CCS_GC = builtin("GC", "GC", true);
    CCS_OVERHEAD = builtin("OVERHEAD_of", "PROFILING", true);
    CCS_DONT_CARE = builtin("DONT_CARE", "MAIN", true);
    CCS_PINNED = builtin("PINNED", "SYSTEM", true);
    CCS_IDLE = builtin("IDLE", "IDLE", true);
    ccs_set(CCS_MAIN);
}

/* --------------------------------------------------------- the ticker */

static pthread_t ticker;
static bool ticker_running;
static _Atomic bool ticker_stop;
static _Atomic uint64_t ticks_total;
static struct timespec ticker_period;

/* Sleeps until `deadline`, in slices of at most 10 ms so that a stop
   request is seen promptly even with a long -V; false when asked to stop. */
static bool sleep_until(const struct timespec *deadline)
{
    for (;;) {
        if (atomic_load_explicit(&ticker_stop, memory_order_relaxed))
            return false;
        struct timespec now, slice;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long long left = (long long)(deadline->tv_sec - now.tv_sec) * 1000000000LL +
                         (deadline->tv_nsec - now.tv_nsec);
        if (left <= 0)
            return true;
        if (left > 10000000LL)
            left = 10000000LL;
        slice.tv_sec = 0;
        slice.tv_nsec = (long)left;
        nanosleep(&slice, NULL);
    }
}

static void *ticker_main(void *arg)
{
    (void)arg;
    struct timespec next;
    clock_gettime(CLOCK_MONOTONIC, &next);
    for (;;) {
        next.tv_sec += ticker_period.tv_sec;
        next.tv_nsec += ticker_period.tv_nsec;
        if (next.tv_nsec >= 1000000000L) {
            next.tv_sec++;
            next.tv_nsec -= 1000000000L;
        }
        if (!sleep_until(&next))
            break;
        /* Woken late (the machine is busy): the periods missed are
           dropped, as a timer signal's overruns are in GHC, instead of
           being charged all at once to whatever stack is current now,
           which would bias the profile towards the code that runs after
           a stall. */
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long long late = (long long)(now.tv_sec - next.tv_sec) * 1000000000LL +
                         (now.tv_nsec - next.tv_nsec);
        long long period = (long long)ticker_period.tv_sec * 1000000000LL +
                           ticker_period.tv_nsec;
        if (late > period)
            next = now;
        CostCentreStack *s = atomic_load_explicit(&ccs_current, memory_order_acquire);
        atomic_fetch_add_explicit(&s->time_ticks, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&ticks_total, 1, memory_order_relaxed);
    }
    return NULL;
}

void ccs_ticker_start(double interval)
{
    if (interval <= 0 || ticker_running)
        return;
    double whole = (double)(time_t)interval;
    ticker_period.tv_sec = (time_t)interval;
    ticker_period.tv_nsec = (long)((interval - whole) * 1e9);
    if (ticker_period.tv_sec == 0 && ticker_period.tv_nsec < 1000)
        ticker_period.tv_nsec = 1000;
    atomic_store(&ticker_stop, false);
    /* The ticker must not take the program's signals. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    ticker_running = pthread_create(&ticker, NULL, ticker_main, NULL) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

uint64_t ccs_ticker_stop(void)
{
    if (ticker_running) {
        atomic_store(&ticker_stop, true);
        pthread_join(ticker, NULL);
        ticker_running = false;
    }
    return atomic_load(&ticks_total);
}
