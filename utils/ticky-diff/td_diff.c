/*
 * td_diff.c -- matching the bindings and counters of two reports and
 * writing the comparison as aligned text (see td_diff.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "td_diff.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Text tables: cells in rows, each column as wide as its widest cell */

enum { MAX_COLUMNS = 7 };

typedef struct Table {
    size_t n_cols;
    bool left[MAX_COLUMNS];      /* left-aligned (else right-aligned) */
    char **cells;                /* n_rows * n_cols, each allocated */
    bool *rule_before;           /* per row: dashes above it */
    size_t n_rows;
    size_t cap_cells;
    size_t cap_rules;
} Table;

static void table_add(Table *t, char *const *cells, bool rule_before)
{
    t->cells = td_grow(t->cells, &t->cap_cells, (t->n_rows + 1) * t->n_cols,
                       sizeof *t->cells);
    t->rule_before = td_grow(t->rule_before, &t->cap_rules, t->n_rows + 1,
                             sizeof *t->rule_before);
    memcpy(t->cells + t->n_rows * t->n_cols, cells,
           t->n_cols * sizeof *cells);
    t->rule_before[t->n_rows++] = rule_before;
}

static void table_widths(const Table *t, size_t *width)
{
    for (size_t c = 0; c < t->n_cols; c++)
        width[c] = 0;
    for (size_t r = 0; r < t->n_rows; r++)
        for (size_t c = 0; c < t->n_cols; c++) {
            size_t len = strlen(t->cells[r * t->n_cols + c]);
            if (len > width[c])
                width[c] = len;
        }
}

/* Dashes under every column but the last. */
static void write_rule(FILE *out, const Table *t, const size_t *width)
{
    for (size_t c = 0; c + 1 < t->n_cols; c++) {
        for (size_t i = 0; i < width[c]; i++)
            fputc('-', out);
        fputs(c + 2 < t->n_cols ? "  " : "\n", out);
    }
}

static void write_table(FILE *out, const Table *t)
{
    size_t width[MAX_COLUMNS];
    table_widths(t, width);
    for (size_t r = 0; r < t->n_rows; r++) {
        if (t->rule_before[r])
            write_rule(out, t, width);
        for (size_t c = 0; c < t->n_cols; c++) {
            const char *cell = t->cells[r * t->n_cols + c];
            bool last = c + 1 == t->n_cols;
            int w = (int)width[c];
            if (last && t->left[c])
                fputs(cell, out);
            else
                fprintf(out, t->left[c] ? "%-*s" : "%*s", w, cell);
            fputs(last ? "\n" : "  ", out);
        }
    }
}

static void table_free(Table *t)
{
    for (size_t i = 0; i < t->n_rows * t->n_cols; i++)
        free(t->cells[i]);
    free(t->cells);
    free(t->rule_before);
}

/* ------------------------------------------------------------------------
 * Cells */

static char *count_cell(const int64_t *value)
{
    char buf[32];
    if (value == NULL)
        return td_xstrdup("-");
    snprintf(buf, sizeof buf, "%" PRId64, *value);
    return td_xstrdup(buf);
}

static char *delta_cell(int64_t delta)
{
    char buf[32];
    snprintf(buf, sizeof buf, delta > 0 ? "+%" PRId64 : "%" PRId64, delta);
    return td_xstrdup(buf);
}

/* The change as a percentage of a: "-" when a is 0 and b is not. */
static char *percent_cell(int64_t a, int64_t delta)
{
    char buf[48];
    if (delta == 0)
        return td_xstrdup("0.0%");
    if (a == 0)
        return td_xstrdup("-");
    snprintf(buf, sizeof buf, "%+.1f%%", 100.0 * (double)delta / (double)a);
    return td_xstrdup(buf);
}

/* ------------------------------------------------------------------------
 * Bindings */

typedef struct Pair {
    const char *key;
    const TdBinding *a;     /* NULL: not in A */
    const TdBinding *b;     /* NULL: not in B */
    int64_t size;           /* the size of the change of the sort's measure */
} Pair;

static int64_t figure(const TdBinding *binding, TdMeasure m)
{
    if (binding == NULL)
        return 0;
    switch (m) {
    case TD_ALLOC:
        return binding->alloc;
    case TD_ENTRIES:
        return binding->entries;
    case TD_ALLOCD:
        return binding->allocd;
    }
    return 0;
}

/* Counts are non-negative, so this never overflows. */
static int64_t change(const Pair *p, TdMeasure m)
{
    return figure(p->b, m) - figure(p->a, m);
}

static bool changed(const Pair *p)
{
    return p->a == NULL || p->b == NULL || p->a->entries != p->b->entries
        || p->a->alloc != p->b->alloc || p->a->allocd != p->b->allocd;
}

static int compare_pairs(const void *x, const void *y)
{
    const Pair *p = x, *q = y;
    if (p->size != q->size)
        return p->size > q->size ? -1 : 1;
    return strcmp(p->key, q->key);
}

/* The pairs of a's and b's bindings (both sorted by key): all of them
 * with all, else those that changed.  *n_changed counts the latter. */
static Pair *pair_up(const TdBindings *a, const TdBindings *b,
                     const TdOptions *opt, size_t *n_pairs, size_t *n_changed)
{
    Pair *pairs = td_xmalloc((a->n + b->n) * sizeof *pairs);
    size_t i = 0, j = 0, n = 0;
    *n_changed = 0;
    while (i < a->n || j < b->n) {
        int c = i == a->n ? 1 : j == b->n ? -1
            : strcmp(a->items[i].key, b->items[j].key);
        Pair p = { c <= 0 ? a->items[i].key : b->items[j].key,
                   c <= 0 ? &a->items[i] : NULL,
                   c >= 0 ? &b->items[j] : NULL, 0 };
        int64_t delta = change(&p, opt->sort);
        p.size = delta < 0 ? -delta : delta;
        i += c <= 0;
        j += c >= 0;
        bool differs = changed(&p);
        *n_changed += differs;
        if (opt->all || differs)
            pairs[n++] = p;
    }
    *n_pairs = n;
    return pairs;
}

static const char *measure_name(TdMeasure m)
{
    return m == TD_ALLOC ? "Alloc" : m == TD_ENTRIES ? "Entries" : "Alloc'd";
}

/* The measure shown after the sort's (entries, or alloc when sorting by
 * entries). */
static TdMeasure other_measure(TdMeasure m)
{
    return m == TD_ENTRIES ? TD_ALLOC : TD_ENTRIES;
}

static char *heading(const char *measure, const char *side)
{
    const char *parts[] = { measure, " ", side };
    return td_concat(parts, 3);
}

static void header_row(Table *t, TdMeasure m)
{
    TdMeasure o = other_measure(m);
    char *cells[MAX_COLUMNS] = {
        heading(measure_name(m), "A"), heading(measure_name(m), "B"),
        td_xstrdup("Delta"), td_xstrdup("%"),
        heading(measure_name(o), "A"), heading(measure_name(o), "B"),
        td_xstrdup("Binding") };
    table_add(t, cells, false);
}

static void pair_row(Table *t, const Pair *p, TdMeasure m)
{
    TdMeasure o = other_measure(m);
    int64_t am = figure(p->a, m), bm = figure(p->b, m);
    int64_t ao = figure(p->a, o), bo = figure(p->b, o);
    char *cells[MAX_COLUMNS] = {
        count_cell(p->a ? &am : NULL), count_cell(p->b ? &bm : NULL),
        delta_cell(bm - am), percent_cell(am, bm - am),
        count_cell(p->a ? &ao : NULL), count_cell(p->b ? &bo : NULL),
        td_xstrdup(p->key) };
    table_add(t, cells, false);
}

/* The value of the counter called name in report, or NULL. */
static const int64_t *counter_value(const TdReport *report, const char *name)
{
    for (size_t i = 0; i < report->n_counters; i++)
        if (strcmp(report->counters[i].name, name) == 0)
            return &report->counters[i].value;
    return NULL;
}

/* The total of measure m in side s: ALLOC_HEAP_tot for the allocation
 * (all of it, not only the table's), else the table's sum. */
static const int64_t *total_of(const TdSide *s, TdMeasure m)
{
    switch (m) {
    case TD_ALLOC:
        return counter_value(s->report, "ALLOC_HEAP_tot");
    case TD_ENTRIES:
        return &s->bindings->total_entries;
    case TD_ALLOCD:
        return &s->bindings->total_allocd;
    }
    return NULL;
}

static void totals_row(Table *t, const TdSide *a, const TdSide *b,
                       TdMeasure m)
{
    TdMeasure o = other_measure(m);
    const int64_t *am = total_of(a, m), *bm = total_of(b, m);
    bool both = am != NULL && bm != NULL;
    char *cells[MAX_COLUMNS] = {
        count_cell(am), count_cell(bm),
        both ? delta_cell(*bm - *am) : td_xstrdup("-"),
        both ? percent_cell(*am, *bm - *am) : td_xstrdup("-"),
        count_cell(total_of(a, o)), count_cell(total_of(b, o)),
        td_xstrdup(m == TD_ALLOCD ? "total of the table"
                   : "total (Alloc: ALLOC_HEAP_tot)") };
    table_add(t, cells, true);
}

static size_t write_bindings(FILE *out, const TdSide *a, const TdSide *b,
                             const TdOptions *opt)
{
    size_t n_pairs, n_changed;
    Pair *pairs = pair_up(a->bindings, b->bindings, opt, &n_pairs,
                          &n_changed);
    qsort(pairs, n_pairs, sizeof *pairs, compare_pairs);
    fprintf(out, "Bindings: %zu changed (%zu in A, %zu in B); ", n_changed,
            a->bindings->n, b->bindings->n);
    if (n_pairs == 0)
        fputs("the totals:\n\n", out);
    else
        fprintf(out, "%s by the change in %s:\n\n",
                opt->all ? "all listed" : "listed", measure_name(opt->sort));
    Table t = { 7, { false, false, false, false, false, false, true },
                NULL, NULL, 0, 0, 0 };
    header_row(&t, opt->sort);
    for (size_t i = 0; i < n_pairs; i++)
        pair_row(&t, &pairs[i], opt->sort);
    totals_row(&t, a, b, opt->sort);
    write_table(out, &t);
    table_free(&t);
    free(pairs);
    return n_changed;
}

/* ------------------------------------------------------------------------
 * Global counters */

typedef struct CounterPair {
    const char *name;
    const int64_t *a;
    const int64_t *b;
    size_t order;           /* A's order, then B's */
} CounterPair;

static int64_t counter_change(const CounterPair *p)
{
    return (p->b ? *p->b : 0) - (p->a ? *p->a : 0);
}

static int compare_counter_pairs(const void *x, const void *y)
{
    const CounterPair *p = x, *q = y;
    int64_t dp = counter_change(p), dq = counter_change(q);
    int64_t ap = dp < 0 ? -dp : dp, aq = dq < 0 ? -dq : dq;
    if (ap != aq)
        return ap > aq ? -1 : 1;
    return (p->order > q->order) - (p->order < q->order);
}

static int compare_counters_by_name(const void *x, const void *y)
{
    const TdCounter *p = *(const TdCounter *const *)x;
    const TdCounter *q = *(const TdCounter *const *)y;
    return strcmp(p->name, q->name);
}

/* The report's counters sorted by name, for find_counter. */
static const TdCounter **by_name(const TdReport *r)
{
    const TdCounter **sorted = td_xmalloc(r->n_counters * sizeof *sorted);
    for (size_t i = 0; i < r->n_counters; i++)
        sorted[i] = &r->counters[i];
    qsort(sorted, r->n_counters, sizeof *sorted, compare_counters_by_name);
    return sorted;
}

static const int64_t *find_counter(const TdCounter **sorted, size_t n,
                                   const char *name)
{
    TdCounter key = { (char *)name, 0, 0 };
    const TdCounter *k = &key;
    const TdCounter **hit = bsearch(&k, sorted, n, sizeof *sorted,
                                    compare_counters_by_name);
    return hit ? &(*hit)->value : NULL;
}

/* The counters that changed: A's (with B's values), then B's own. */
static CounterPair *changed_counters(const TdReport *a, const TdReport *b,
                                     size_t *n_changed)
{
    const TdCounter **sa = by_name(a), **sb = by_name(b);
    CounterPair *pairs = td_xmalloc((a->n_counters + b->n_counters)
                                    * sizeof *pairs);
    size_t n = 0;
    for (size_t i = 0; i < a->n_counters; i++) {
        const TdCounter *c = &a->counters[i];
        const int64_t *vb = find_counter(sb, b->n_counters, c->name);
        if (vb == NULL || *vb != c->value)
            pairs[n++] = (CounterPair){ c->name, &c->value, vb, i };
    }
    for (size_t i = 0; i < b->n_counters; i++) {
        const TdCounter *c = &b->counters[i];
        if (find_counter(sa, a->n_counters, c->name) == NULL)
            pairs[n++] = (CounterPair){ c->name, NULL, &c->value,
                                        a->n_counters + i };
    }
    free(sa);
    free(sb);
    *n_changed = n;
    return pairs;
}

static size_t write_globals(FILE *out, const TdReport *a, const TdReport *b)
{
    size_t n;
    CounterPair *pairs = changed_counters(a, b, &n);
    qsort(pairs, n, sizeof *pairs, compare_counter_pairs);
    fprintf(out, "\nGlobal counters: %zu changed (%zu in A, %zu in B)%s\n",
            n, a->n_counters, b->n_counters,
            n > 0 ? "; largest change first:" : ".");
    if (n > 0) {
        Table t = { 4, { true, false, false, false }, NULL, NULL, 0, 0, 0 };
        char *head[MAX_COLUMNS] = { td_xstrdup("Counter"), td_xstrdup("A"),
                                    td_xstrdup("B"), td_xstrdup("Delta") };
        fputc('\n', out);
        table_add(&t, head, false);
        for (size_t i = 0; i < n; i++) {
            char *cells[MAX_COLUMNS] = {
                td_xstrdup(pairs[i].name), count_cell(pairs[i].a),
                count_cell(pairs[i].b), delta_cell(counter_change(&pairs[i]))
            };
            table_add(&t, cells, false);
        }
        write_table(out, &t);
        table_free(&t);
    }
    free(pairs);
    return n;
}

size_t td_diff_write(FILE *out, const TdSide *a, const TdSide *b,
                     const TdOptions *opt)
{
    fprintf(out, "A: %s\nB: %s\n\n", a->path, b->path);
    size_t differences = write_bindings(out, a, b, opt);
    if (opt->globals)
        differences += write_globals(out, a->report, b->report);
    return differences;
}
