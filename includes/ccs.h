/*
 * ccs.h -- cost centres and cost-centre stacks: the vocabulary of the ccs/
 * module (interning, attribution, the .prof and -pj reports, -xc) shared
 * with the evaluator, the collector, the code generator and, later, the
 * heap profiler.  Only meaningful in the profiling way (PROFILING).
 *
 * A cost centre (CostCentre) is a label + module + source location, made
 * once per SCC annotation by the code generator, and once per module for
 * its CAFs.  A cost-centre stack (CostCentreStack) is a sequence of
 * centres; stacks are interned into one tree under MAIN, so a stack is a
 * pointer to its node, equality is pointer equality, and the per-stack
 * costs (entries, ticks, words allocated) live in the node.
 *
 * Invariants
 *  - Every node except MAIN has a parent (`prev`) and is reachable from
 *    MAIN through non-back-edge child entries; `depth` = depth(prev) + 1;
 *    MAIN has depth 0.
 *  - `root` is MAIN for stacks built on MAIN, and for a CAF stack (a child
 *    of MAIN whose centre is a CAF centre) and everything built on it, that
 *    CAF node: two stacks with different roots never share a prefix other
 *    than MAIN (ccs_enter_fun relies on it).
 *  - A centre occurs at most once in a stack (the recursion rule of
 *    ccs_push), so depth <= number of centres.
 *  - Ids: centres are numbered 1.. in registration order, nodes 1.. in
 *    creation order (MAIN first); neither is ever reused.
 *  - Nodes and centres are never freed before exit.
 *  - Only the evaluator's thread creates nodes and changes entries and
 *    allocation; the ticker thread only adds to `time_ticks` (atomically)
 *    and reads `ccs_current`.
 */
#ifndef LAZYRTS_CCS_H
#define LAZYRTS_CCS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct CostCentre CostCentre;
typedef struct CostCentreStack CostCentreStack;

struct CostCentre {
    uint32_t id;             /* 1.. in registration order */
    bool is_caf;             /* a CAF centre ("CAF", or -fprof-cafs') */
    bool is_system;          /* GC, SYSTEM, OVERHEAD_of, DONT_CARE, IDLE:
                                left out of totals and of the printed
                                report unless -Pa / -pj */
    const char *label;       /* "nfib", "main.go", "CAF" */
    const char *module;      /* "Main", "MAIN" */
    const char *srcloc;      /* "nfib.hs:4:1-53", "<entire-module>" */
    /* Per-centre totals over every stack it tops, filled by the report. */
    uint64_t mem_alloc;      /* words */
    uint64_t time_ticks;
    CostCentre *link;        /* registration list, newest first */
};

/* One entry of a node's child table: the result of pushing `cc` on the
   node.  A back edge is a push that the recursion rule turned into an
   earlier stack; reports skip back edges, so the printed structure is a
   tree. */
typedef struct CcsChild {
    CostCentre *cc;          /* NULL: empty slot */
    CostCentreStack *ccs;
    bool back_edge;
} CcsChild;

enum { CCS_PUSH_CACHE = 4 };   /* a power of two */
typedef struct CcsPushEntry { CostCentre *cc; CostCentreStack *result; } CcsPushEntry;
typedef struct CcsEnterEntry { CostCentreStack *fn, *result; } CcsEnterEntry;

struct CostCentreStack {
    uint32_t id;             /* the "no." column; "(id)" in .hp bands */
    uint32_t depth;          /* centres in the stack (MAIN: 0) */
    CostCentre *cc;          /* the top centre */
    CostCentreStack *prev;   /* the stack without its top; NULL for MAIN */
    CostCentreStack *root;   /* see the invariants above */
    bool enter_keeps;        /* entering a function whose stack this is
                                leaves the current one as it is (MAIN, a
                                CAF's or a built-in stack: ccs_enter_fun's
                                first test, kept here for PROF_ENTER_FUN) */
    /* Child table: open addressing on the centre's id, capacity a power of
       two (0 while empty), at most 3/4 full, so a node with thousands of
       children still pushes in constant time. */
    CcsChild *children;
    uint32_t nchildren, capchildren;
    /* Pushes onto this stack and their results (ccs_push_cached), a
       small direct-mapped cache on the centre's id: a loop pushes the
       same few centres onto the same stack again and again. */
    CcsPushEntry push_cache[CCS_PUSH_CACHE];
    /* The same for functions entered from this stack
       (ccs_enter_fun_cached), on the function stack's id. */
    CcsEnterEntry enter_cache[CCS_PUSH_CACHE];
    uint64_t scc_count;      /* entries */
    uint64_t mem_alloc;      /* words allocated, profiling header excluded */
    _Atomic uint64_t time_ticks;   /* ticks while this stack was current */
    /* Filled by the report: own + every non-system descendant's. */
    uint64_t inherited_alloc;
    uint64_t inherited_ticks;
};

/* Built-in centres and stacks.  CCS_MAIN is the root of the tree; the
   others are its children.  ccs_init() makes them. */
extern CostCentreStack *CCS_MAIN, *CCS_SYSTEM, *CCS_GC, *CCS_OVERHEAD,
    *CCS_DONT_CARE, *CCS_PINNED, *CCS_IDLE;

/* The current cost-centre stack ("CCCS"), the evaluator's machine state;
   atomic because the ticker thread reads it.  Use ccs_get/ccs_set. */
extern _Atomic(CostCentreStack *) ccs_current;

static inline CostCentreStack *ccs_get(void)
{
    return atomic_load_explicit(&ccs_current, memory_order_relaxed);
}

/* Release: a node made by this thread is fully initialised before the
   ticker, which loads with acquire, can see the pointer (a plain store on
   x86 and ARMv8's stlr). */
static inline void ccs_set(CostCentreStack *s)
{
    atomic_store_explicit(&ccs_current, s, memory_order_release);
}

/* Makes the built-in centres and MAIN; the current stack becomes MAIN.
   Idempotent. */
void ccs_init(void);

/* Registers a centre (strings are kept, not copied). */
CostCentre *ccs_new_cc(const char *label, const char *module,
                       const char *srcloc, bool is_caf);

/* The stack MAIN/<cc> of a CAF centre: what a CAF evaluates under. */
CostCentreStack *ccs_caf_stack(CostCentre *cc);

/* The stack `ccs` with `cc` pushed, interned.  The recursion rule: if `cc`
   already occurs in `ccs`, the result is `ccs` truncated back to that
   occurrence (unchanged when it is on top).  Entries are not counted
   here (the SCC instruction does that). */
CostCentreStack *ccs_push(CostCentreStack *ccs, CostCentre *cc);

/* ccs_push, with its commonest answers inline: `cc` on top already (a
   recursive function's own SCC), or a push onto this stack that is in its
   cache.  The evaluator's SCC instruction uses it. */
static inline CostCentreStack *ccs_push_cached(CostCentreStack *ccs, CostCentre *cc)
{
    if (ccs->cc == cc)
        return ccs;
    CcsPushEntry *e = &ccs->push_cache[cc->id & (CCS_PUSH_CACHE - 1)];
    if (e->cc == cc)
        return e->result;
    CostCentreStack *r = ccs_push(ccs, cc);
    e->cc = cc;
    e->result = r;
    return r;
}

/* The stack a call runs in when the caller's stack is `cur` and the
   function closure was allocated under `fn`: cur ++ (fn minus the prefix
   the two share); `cur` itself when `fn` is `cur`, a CAF stack or a
   built-in one (static functions carry CCS_DONT_CARE). */
CostCentreStack *ccs_enter_fun(CostCentreStack *cur, CostCentreStack *fn);

/* ccs_enter_fun(cur, fn) for a function stack fn that is not cur and not
   enter_keeps, remembering the answer in cur's cache: a loop enters the
   same few closures from the same stack again and again, and the answer
   never changes (stacks are interned). */
static inline CostCentreStack *ccs_enter_fun_cached(CostCentreStack *cur, CostCentreStack *fn)
{
    CcsEnterEntry *e = &cur->enter_cache[fn->id & (CCS_PUSH_CACHE - 1)];
    if (e->fn == fn)
        return e->result;
    CostCentreStack *r = ccs_enter_fun(cur, fn);
    e->fn = fn;
    e->result = r;
    return r;
}

/* Every registered centre, newest first (the registration list). */
CostCentre *ccs_all_centres(void);

/* Number of nodes created so far (the next node's id is this + 1). */
uint32_t ccs_node_count(void);

/* Children of `ccs` that are not back edges, in creation order; returns
   their number and stores a malloc'ed array in *out (free it). */
uint32_t ccs_children(const CostCentreStack *ccs, CostCentreStack ***out);

/* ------------------------------------------------------- the ticker */

/* Starts the ticker thread: every `interval` seconds it adds one tick to
   the current stack.  interval <= 0: no ticker. */
void ccs_ticker_start(double interval);

/* Stops and joins it; returns the number of ticks it counted. */
uint64_t ccs_ticker_stop(void);

/* Garbage collection is charged to CCS_GC: the collector brackets its
   work with these. */
static inline CostCentreStack *ccs_gc_begin(void)
{
    CostCentreStack *saved = ccs_get();
    ccs_set(CCS_GC);
    return saved;
}

static inline void ccs_gc_end(CostCentreStack *saved) { ccs_set(saved); }

/* ------------------------------------------- a run (ccs/ccs_run.c) */

/* The module's run (start-up, the report at exit, the ticker) plugs into
   the core as `ccs_module` (includes/rtsmodule.h): at start it opens
   <stem>.prof when a report was asked for (an uncreatable file is
   reported, and the run goes on without it, as in GHC) and starts the
   ticker; at every exit it stops the ticker and writes the report. */

/* +RTS -xc was given. */
extern bool ccs_show_exceptions;

/* The -xc block for an exception described by `desc` raised under `cur`;
   `evaluators` are the stacks saved in the update frames on the
   evaluation stack, innermost first (the "evaluated by" parts). */
void ccs_print_exception(const char *desc, CostCentreStack *cur,
                         CostCentreStack *const *evaluators, int nevaluators);

/* The "CallStack (from -prof):" block of `s` (GHC's currentCallStack),
   preceded by a newline, as a malloc'ed string; "" when `s` holds no
   centre besides MAIN. */
char *ccs_callstack_text(const CostCentreStack *s);

/* Another module's text in the .prof file (the retainer profiler's lines
   about its censuses before the report, its set listing after it): the
   file is written even without -p, then holding only these.  With -pj
   they are left out (the file is JSON).  Call from a module's start. */
struct RtsRun;
bool ccs_prof_add_sections(const struct RtsRun *run, void (*head)(FILE *f),
                           void (*tail)(FILE *f));

#endif /* LAZYRTS_CCS_H */
