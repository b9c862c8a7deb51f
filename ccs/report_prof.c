/*
 * report_prof.c -- the .prof report and its JSON form (see report_prof.h).
 *
 * Note [The report pipeline]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~
 * GHC's steps, in one walk of the tree (build_node):
 *   1. totals: ticks and words of every stack that is not a system one;
 *   2. per-centre costs: every stack's costs added to its top centre
 *      (system ones included: the flat table at -Pa lists them);
 *   3. inherited costs: a stack's own plus its children's, a system child
 *      adding nothing;
 *   4. pruning: a stack is kept iff the level keeps everything (-Pa, -pj),
 *      or it still has a child-table entry (a kept child, or a back edge:
 *      back edges are never pruned), or it has entries, ticks or words;
 *   5. order: children by entries, most first, then label (strcmp), then
 *      the newer stack (higher id) first.
 * The walk builds a private tree of the kept stacks in that order, so the
 * interned tree itself is left alone (pruning only skips).  Widths are then
 * measured over the kept tree, system stacks included, and the text or JSON
 * written from it.  MAIN is always kept.
 *
 * Note [Layout]
 * ~~~~~~~~~~~~~
 * Measured on GHC 9.0.2's reports (testsuite/unit/prof_fixtures):
 *  - text columns are padded to the widest entry counted in UTF-8 code
 *    points, with minimum widths of their headings (COST CENTRE 11,
 *    MODULE 6, SRC 3, no. 3); the "no." heading is left-aligned, the
 *    numbers right-aligned;
 *  - the flat table's widths cover every centre above the 1% threshold,
 *    including the system ones that -p then does not print;
 *  - "individual" and "inherited" end above the %alloc column of their
 *    pair, and the -P columns (ticks, bytes) get no heading there;
 *  - JSON: one object key a line, "total_alloc": without a space,
 *    "initial_capabilities" 0 (GHC's non-threaded runtime), cost centres
 *    on one line separated by ", ", then ",\n" before "profile"; a stack
 *    is {"id": <centre id>, ...,"children": [...]} closed by "]}\n", its
 *    children separated by ",".  GHC 9.0.2 escapes only '\\' in JSON
 *    strings; we escape as JSON requires (report_json_string).
 */
#include "report_prof.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/report.h"

#define WORD_BYTES ((uint64_t)sizeof(uintptr_t))   /* closure.h's Word */

/* A stack the pruning kept, with its kept children in report order. */
typedef struct Node {
    CostCentreStack *ccs;
    struct Node *kids;
    uint32_t nkids;
} Node;

typedef struct Writer {
    FILE *f;
    const CcsReportRun *run;
    bool keep_all;          /* -Pa, -pj: nothing is pruned or "system" */
    bool verbose;           /* -P and above: ticks and bytes columns */
    uint64_t total_ticks;
    uint64_t total_alloc;   /* words */
    int label_w, module_w, src_w, id_w;   /* the tree's columns */
} Writer;

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (p == NULL) {
        fprintf(stderr, "lazyrun: out of memory (cost-centre report)\n");
        exit(1);
    }
    return p;
}

static uint64_t ticks_of(CostCentreStack *ccs)
{
    return atomic_load_explicit(&ccs->time_ticks, memory_order_relaxed);
}

static bool is_ignored(const Writer *r, const CostCentre *cc)
{
    return cc->is_system && !r->keep_all;
}

static double percent(uint64_t part, uint64_t total)
{
    return total == 0 ? 0.0 : 100.0 * (double)part / (double)total;
}

/* "total time": every counted tick stands for a whole interval. */
static double total_seconds(const Writer *r)
{
    return (double)r->total_ticks * r->run->tick_interval;
}

/* The tick is a whole number of nanoseconds (Note [Tick and census
   intervals] in rts/rtsflags.c); GHC prints it in whole microseconds,
   rounded down. */
static long long tick_microseconds(const CcsReportRun *run)
{
    return llround(run->tick_interval * 1e9) / 1000;
}

/* =========================================================== the tree */

/* See Note [The report pipeline], step 5. */
static int report_order(const void *a, const void *b)
{
    const CostCentreStack *x = *(CostCentreStack *const *)a;
    const CostCentreStack *y = *(CostCentreStack *const *)b;
    if (x->scc_count != y->scc_count)
        return x->scc_count > y->scc_count ? -1 : 1;
    int by_label = strcmp(x->cc->label, y->cc->label);
    if (by_label != 0)
        return by_label;
    return (x->id < y->id) - (x->id > y->id);
}

/* Fills `n` for `ccs` and returns whether the pruning keeps it. */
static bool build_node(Writer *r, Node *n, CostCentreStack *ccs)
{
    CostCentreStack **kids;
    uint32_t nkids = ccs_children(ccs, &kids);
    qsort(kids, nkids, sizeof *kids, report_order);
    uint64_t ticks = ticks_of(ccs);
    ccs->inherited_ticks = ticks;
    ccs->inherited_alloc = ccs->mem_alloc;
    n->ccs = ccs;
    n->kids = xcalloc(nkids, sizeof *n->kids);
    n->nkids = 0;
    for (uint32_t i = 0; i < nkids; i++) {
        Node *kid = &n->kids[n->nkids];
        if (build_node(r, kid, kids[i]))
            n->nkids++;
        else
            free(kid->kids);     /* pruned: it kept no child either */
        if (!is_ignored(r, kids[i]->cc)) {
            ccs->inherited_ticks += kids[i]->inherited_ticks;
            ccs->inherited_alloc += kids[i]->inherited_alloc;
        }
    }
    free(kids);
    ccs->cc->time_ticks += ticks;
    ccs->cc->mem_alloc += ccs->mem_alloc;
    if (!is_ignored(r, ccs->cc)) {
        r->total_ticks += ticks;
        r->total_alloc += ccs->mem_alloc;
    }
    bool has_back_edge = ccs->nchildren > nkids;
    return r->keep_all || has_back_edge || n->nkids > 0 ||
           ccs->scc_count != 0 || ticks != 0 || ccs->mem_alloc != 0;
}

static void free_node(Node *n)
{
    for (uint32_t i = 0; i < n->nkids; i++)
        free_node(&n->kids[i]);
    free(n->kids);
}

/* Makes the column `*width` wide enough for `len` characters. */
static void widen(int *width, size_t len)
{
    if (len > (size_t)*width)
        *width = (int)len;
}

static int digits(uint32_t n)
{
    int d = 1;
    while (n >= 10) {
        n /= 10;
        d++;
    }
    return d;
}

static void measure_tree(Writer *r, const Node *n, int indent)
{
    const CostCentre *cc = n->ccs->cc;
    widen(&r->label_w, (size_t)indent + report_utf8_width(cc->label));
    widen(&r->module_w, report_utf8_width(cc->module));
    widen(&r->src_w, report_utf8_width(cc->srcloc));
    widen(&r->id_w, (size_t)digits(n->ccs->id));
    for (uint32_t i = 0; i < n->nkids; i++)
        measure_tree(r, &n->kids[i], indent + 1);
}

/* ========================================================= text: parts */

/* `s` left-aligned in `width` characters (never cut). */
static void put_padded(FILE *f, const char *s, int width)
{
    fputs(s, f);
    for (size_t w = report_utf8_width(s); w < (size_t)width; w++)
        fputc(' ', f);
}

static void put_spaces(FILE *f, int n)
{
    for (int i = 0; i < n; i++)
        fputc(' ', f);
}

static void write_header(const Writer *r)
{
    const CcsReportRun *run = r->run;
    fprintf(r->f, "\t%s Time and Allocation Profiling Report  (Final)\n\n",
            report_time_str());
    fprintf(r->f, "\t   %s +RTS", run->prog);
    for (int i = 0; i < run->rts_argc; i++)
        fprintf(r->f, " %s", run->rts_argv[i]);
    fputs(" -RTS", r->f);
    for (int i = 1; i < run->argc; i++)
        fprintf(r->f, " %s", run->argv[i]);
    char buf[REPORT_COMMAS_BUFSIZE];
    /* One processor: lazyrts runs the program on one capability. */
    fprintf(r->f, "\n\n\ttotal time  = %11.2f secs   (%llu ticks @ %lld us, "
            "1 processor)\n", total_seconds(r),
            (unsigned long long)r->total_ticks, tick_microseconds(run));
    fprintf(r->f, "\ttotal alloc = %11s bytes  (excludes profiling overheads)\n\n",
            report_commas(r->total_alloc * WORD_BYTES, buf));
}

/* ----------------------------------------------------- the flat table */

typedef struct FlatEntry {
    CostCentre *cc;
    size_t order;           /* position in the registration list */
} FlatEntry;

/* Ticks, most first; ties keep the registration list's order. */
static int flat_order(const void *a, const void *b)
{
    const FlatEntry *x = a, *y = b;
    if (x->cc->time_ticks != y->cc->time_ticks)
        return x->cc->time_ticks > y->cc->time_ticks ? -1 : 1;
    return (x->order > y->order) - (x->order < y->order);
}

/* More than 1% of the time or of the allocation, by integer division of
   the totals as GHC (so any tick counts when there are under 100). */
static bool is_top(const Writer *r, const CostCentre *cc)
{
    return r->keep_all || cc->time_ticks > r->total_ticks / 100 ||
           cc->mem_alloc > r->total_alloc / 100;
}

static void write_flat_table(const Writer *r)
{
    size_t n = 0;
    for (CostCentre *cc = r->run->centres; cc != NULL; cc = cc->link)
        n++;
    FlatEntry *top = xcalloc(n, sizeof *top);
    size_t ntop = 0, order = 0;
    int label_w = 11, module_w = 6, src_w = 3;
    for (CostCentre *cc = r->run->centres; cc != NULL; cc = cc->link, order++) {
        if (!is_top(r, cc))
            continue;
        top[ntop++] = (FlatEntry){ cc, order };
        widen(&label_w, report_utf8_width(cc->label));
        widen(&module_w, report_utf8_width(cc->module));
        widen(&src_w, report_utf8_width(cc->srcloc));
    }
    qsort(top, ntop, sizeof *top, flat_order);

    FILE *f = r->f;
    put_padded(f, "COST CENTRE", label_w);
    fputc(' ', f);
    put_padded(f, "MODULE", module_w);
    fputc(' ', f);
    put_padded(f, "SRC", src_w);
    fprintf(f, " %6s %6s", "%time", "%alloc");
    if (r->verbose)
        fprintf(f, "  %5s %9s", "ticks", "bytes");
    fputs("\n\n", f);
    for (size_t i = 0; i < ntop; i++) {
        const CostCentre *cc = top[i].cc;
        if (is_ignored(r, cc))
            continue;
        put_padded(f, cc->label, label_w);
        fputc(' ', f);
        put_padded(f, cc->module, module_w);
        fputc(' ', f);
        put_padded(f, cc->srcloc, src_w);
        fprintf(f, " %6.1f %6.1f", percent(cc->time_ticks, r->total_ticks),
                percent(cc->mem_alloc, r->total_alloc));
        if (r->verbose)
            fprintf(f, "  %5llu %9llu", (unsigned long long)cc->time_ticks,
                    (unsigned long long)(cc->mem_alloc * WORD_BYTES));
        fputc('\n', f);
    }
    fputs("\n\n", f);
    free(top);
}

/* ----------------------------------------------------------- the tree */

static void write_tree_header(const Writer *r)
{
    FILE *f = r->f;
    fprintf(f, "%-*s %-*s %-*s %-*s %11s  %12s   %12s\n", r->label_w, "",
            r->module_w, "", r->src_w, "", r->id_w, "", "", "individual",
            "inherited");
    put_padded(f, "COST CENTRE", r->label_w);
    fputc(' ', f);
    put_padded(f, "MODULE", r->module_w);
    fputc(' ', f);
    put_padded(f, "SRC", r->src_w);
    fputc(' ', f);
    put_padded(f, "no.", r->id_w);
    fprintf(f, " %11s  %5s %6s   %5s %6s", "entries", "%time", "%alloc",
            "%time", "%alloc");
    if (r->verbose)
        fprintf(f, "  %5s %9s", "ticks", "bytes");
    fputs("\n\n", f);
}

static void write_tree(const Writer *r, const Node *n, int indent)
{
    FILE *f = r->f;
    CostCentreStack *ccs = n->ccs;
    const CostCentre *cc = ccs->cc;
    if (!is_ignored(r, cc)) {
        put_spaces(f, indent);
        put_padded(f, cc->label, r->label_w - indent);
        fputc(' ', f);
        put_padded(f, cc->module, r->module_w);
        fputc(' ', f);
        put_padded(f, cc->srcloc, r->src_w);
        fprintf(f, " %*u %11llu  %5.1f %6.1f   %5.1f %6.1f", r->id_w, ccs->id,
                (unsigned long long)ccs->scc_count,
                percent(ticks_of(ccs), r->total_ticks),
                percent(ccs->mem_alloc, r->total_alloc),
                percent(ccs->inherited_ticks, r->total_ticks),
                percent(ccs->inherited_alloc, r->total_alloc));
        if (r->verbose)
            fprintf(f, "  %5llu %9llu", (unsigned long long)ticks_of(ccs),
                    (unsigned long long)(ccs->mem_alloc * WORD_BYTES));
        fputc('\n', f);
    }
    for (uint32_t i = 0; i < n->nkids; i++)
        write_tree(r, &n->kids[i], indent + 1);
}

static void write_text(Writer *r, const Node *root)
{
    r->label_w = 11;
    r->module_w = 6;
    r->src_w = 3;
    r->id_w = 3;
    measure_tree(r, root, 0);
    write_header(r);
    write_flat_table(r);
    write_tree_header(r);
    write_tree(r, root, 0);
}

/* =============================================================== JSON */

static void write_json_strings(FILE *f, int n, char *const *v)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i > 0)
            fputs(", ", f);
        report_json_string(f, v[i]);
    }
    fputc(']', f);
}

static void write_json_centres(FILE *f, const CostCentre *cc)
{
    fputs("\"cost_centres\": [\n", f);
    for (; cc != NULL; cc = cc->link) {
        fprintf(f, "{\"id\": %u, \"label\": ", cc->id);
        report_json_string(f, cc->label);
        fputs(", \"module\": ", f);
        report_json_string(f, cc->module);
        fputs(", \"src_loc\": ", f);
        report_json_string(f, cc->srcloc);
        fprintf(f, ", \"is_caf\": %s}%s", cc->is_caf ? "true" : "false",
                cc->link != NULL ? ", " : "");
    }
    fputs("]\n,\n", f);
}

static void write_json_node(FILE *f, const Node *n)
{
    CostCentreStack *ccs = n->ccs;
    fprintf(f, "{\"id\": %u, \"entries\": %llu, \"alloc\": %llu, "
            "\"ticks\": %llu, \"children\": [", ccs->cc->id,
            (unsigned long long)ccs->scc_count,
            (unsigned long long)(ccs->mem_alloc * WORD_BYTES),
            (unsigned long long)ticks_of(ccs));
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (i > 0)
            fputc(',', f);
        write_json_node(f, &n->kids[i]);
    }
    fputs("]}\n", f);
}

static void write_json(const Writer *r, const Node *root)
{
    FILE *f = r->f;
    const CcsReportRun *run = r->run;
    fputs("{\n\"program\": ", f);
    report_json_string(f, run->prog);
    fputs(",\n\"arguments\": ", f);
    write_json_strings(f, run->argc, run->argv);
    fputs(",\n\"rts_arguments\": ", f);
    write_json_strings(f, run->rts_argc, run->rts_argv);
    fputs(",\n\"end_time\": ", f);
    report_json_string(f, report_time_str());
    fprintf(f, ",\n\"initial_capabilities\": 0,\n"
            "\"total_time\": %11.2f,\n"
            "\"total_ticks\": %llu,\n"
            "\"tick_interval\": %lld,\n"
            "\"total_alloc\":%llu,\n",
            total_seconds(r), (unsigned long long)r->total_ticks,
            tick_microseconds(run),
            (unsigned long long)(r->total_alloc * WORD_BYTES));
    write_json_centres(f, run->centres);
    fputs("\"profile\": ", f);
    write_json_node(f, root);
    fputs("}\n", f);
}

/* ============================================================= entry */

void ccs_report_write(FILE *f, CostCentreStack *main_ccs,
                      const CcsReportRun *run)
{
    CcsReportRun whole = *run;
    if (whole.centres == NULL)
        whole.centres = ccs_all_centres();
    Writer r = {
        .f = f,
        .run = &whole,
        .keep_all = run->level >= CC_REPORT_ALL,
        .verbose = run->level >= CC_REPORT_VERBOSE,
    };
    for (CostCentre *cc = whole.centres; cc != NULL; cc = cc->link) {
        cc->time_ticks = 0;
        cc->mem_alloc = 0;
    }
    Node root;
    build_node(&r, &root, main_ccs);
    if (run->level == CC_REPORT_JSON)
        write_json(&r, &root);
    else
        write_text(&r, &root);
    free_node(&root);
}
