/*
 * hp_bands.c -- which bands are drawn, in which order and fill, on which
 * scales (the rules are listed in hp_bands.h).
 */
#include "hp_bands.h"
#include "hp_util.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Note [The palettes]
 * ~~~~~~~~~~~~~~~~~~~
 * Neighbouring bands must look different, so consecutive slots jump
 * between light and dark.  The greys avoid pure white (a white band looks
 * like a hole).  The colours are the twenty of the "category20" palette,
 * the ten strong ones first, so that a profile of up to ten bands gets ten
 * clearly different hues.
 */
static const double greys[] = {
    0.20, 0.70, 0.45, 0.90, 0.05, 0.60, 0.30, 0.80, 0.50, 0.95
};

static const unsigned colours[] = {
    0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd,
    0x8c564b, 0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf,
    0xaec7e8, 0xffbb78, 0x98df8a, 0xff9896, 0xc5b0d5,
    0xc49c94, 0xf7b6d2, 0xc7c7c7, 0xdbdb8d, 0x9edae5
};

HpFill hp_palette(size_t slot)
{
    HpFill fill;
    unsigned c = colours[slot % (sizeof colours / sizeof colours[0])];
    fill.grey = greys[slot % (sizeof greys / sizeof greys[0])];
    fill.rgb[0] = ((c >> 16) & 0xff) / 255.0;
    fill.rgb[1] = ((c >> 8) & 0xff) / 255.0;
    fill.rgb[2] = (c & 0xff) / 255.0;
    return fill;
}

void hp_chart_options_default(HpChartOptions *options)
{
    options->trace_percent = 1.0;
    options->max_bands = 20;
    options->order = HP_ORDER_SIZE;
    options->previous = NULL;
}

void hp_band_values(const HpChartBand *band, size_t n_samples, double *values)
{
    memset(values, 0, n_samples * sizeof *values);
    for (size_t i = 0; i < band->n_entries; i++)
        values[band->entries[i].sample] = band->entries[i].value;
}

/* ------------------------------------------------------------------------
 * Sorting.  A Candidate is a band of the profile with its sort keys. */

typedef struct Candidate {
    const HpBand *band;
    double key;               /* what the display order sorts by */
    long previous_order;      /* from -p's .aux; LONG_MAX: not there */
    double stddev;
} Candidate;

static int by_name(const Candidate *a, const Candidate *b)
{
    return strcmp(a->band->name, b->band->name);
}

static int by_total(const void *pa, const void *pb)
{
    const Candidate *a = pa, *b = pb;
    if (a->band->total != b->band->total)
        return a->band->total < b->band->total ? -1 : 1;
    return by_name(a, b);
}

static int by_display(const void *pa, const void *pb)
{
    const Candidate *a = pa, *b = pb;
    if (a->previous_order != b->previous_order)
        return a->previous_order < b->previous_order ? -1 : 1;
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    return by_name(a, b);
}

static double stddev_of(const HpBand *band, size_t n_samples)
{
    double mean = band->total / (double)n_samples;
    double variance = band->sum_squares / (double)n_samples - mean * mean;
    return variance > 0 ? sqrt(variance) : 0.0;
}

static void fill_keys(Candidate *c, size_t n, const HpChartOptions *options,
                      size_t n_samples)
{
    for (size_t i = 0; i < n; i++) {
        const HpAuxBand *prev = options->previous
            ? hp_aux_find(options->previous, c[i].band->name) : NULL;
        c[i].previous_order = prev && prev->order ? prev->order : LONG_MAX;
        c[i].stddev = stddev_of(c[i].band, n_samples);
        switch (options->order) {
        case HP_ORDER_SIZE:   c[i].key = c[i].band->total; break;
        case HP_ORDER_STDDEV: c[i].key = c[i].stddev; break;
        default:              c[i].key = 0; break;
        }
    }
}

/* Sort the kept bands into display order (bottom first). */
static void sort_display(Candidate *c, size_t n, HpOrder order)
{
    qsort(c, n, sizeof *c, by_display);
    if (order != HP_ORDER_NAME_DOWN)
        return;
    /* Reverse the name order, but within each previous-order group only:
     * bands placed by -p keep their places. */
    size_t start = 0;
    while (start < n) {
        size_t end = start;
        while (end < n && c[end].previous_order == c[start].previous_order)
            end++;
        for (size_t i = start, j = end - 1; i < j; i++, j--) {
            Candidate t = c[i];
            c[i] = c[j];
            c[j] = t;
        }
        start = end;
    }
}

/* ------------------------------------------------------------------------
 * Trace elimination and OTHER */

/* How many of the smallest candidates (sorted by total) are trace. */
static size_t count_trace(const Candidate *c, size_t n, double percent)
{
    double grand = 0;
    for (size_t i = 0; i < n; i++)
        grand += c[i].band->total;
    if (grand <= 0)
        return n;
    double threshold = grand * percent / 100.0;
    double running = 0;
    size_t dropped = 0;
    while (dropped < n && running + c[dropped].band->total < threshold)
        running += c[dropped++].band->total;
    return dropped;
}

/* Build OTHER from c[0..n) into chart->other_entries. */
static HpChartBand make_other(HpChart *chart, const Candidate *c, size_t n)
{
    size_t n_samples = chart->profile->n_samples;
    double *sum = hp_xcalloc(n_samples, sizeof *sum);
    HpChartBand other = { .name = "OTHER", .n_merged = n };
    for (size_t i = 0; i < n; i++)
        for (size_t e = 0; e < c[i].band->n_entries; e++)
            sum[c[i].band->entries[e].sample] += c[i].band->entries[e].value;
    HpEntry *entries = hp_xmalloc(n_samples * sizeof *entries);
    double sum_squares = 0;
    size_t k = 0;
    for (size_t s = 0; s < n_samples; s++) {
        if (sum[s] == 0)
            continue;
        entries[k++] = (HpEntry){ (uint32_t)s, sum[s] };
        other.total += sum[s];
        sum_squares += sum[s] * sum[s];
        if (sum[s] > other.peak)
            other.peak = sum[s];
    }
    double mean = other.total / (double)n_samples;
    double variance = sum_squares / (double)n_samples - mean * mean;
    other.stddev = variance > 0 ? sqrt(variance) : 0.0;
    other.entries = entries;
    other.n_entries = k;
    chart->other_entries = entries;
    free(sum);
    return other;
}

/* ------------------------------------------------------------------------
 * Fills and scales */

static void assign_fills(HpChart *chart, const HpAux *previous)
{
    for (size_t i = 0; i < chart->n_bands; i++) {
        HpChartBand *b = &chart->bands[i];
        b->fill = hp_palette(i);
        const HpAuxBand *prev = previous ? hp_aux_find(previous, b->name)
                                         : NULL;
        if (prev && prev->has_grey)
            b->fill.grey = prev->fill.grey;
        if (prev && prev->has_colour)
            memcpy(b->fill.rgb, prev->fill.rgb, sizeof b->fill.rgb);
    }
}

static void compute_scales(HpChart *chart, const HpAux *previous)
{
    const HpProfile *p = chart->profile;
    size_t n = p->n_samples;
    double *total = hp_xcalloc(n, sizeof *total);
    for (size_t b = 0; b < chart->n_bands; b++)
        for (size_t e = 0; e < chart->bands[b].n_entries; e++)
            total[chart->bands[b].entries[e].sample] +=
                chart->bands[b].entries[e].value;
    double top = 0, area = 0;
    for (size_t s = 0; s < n; s++) {
        if (total[s] > top)
            top = total[s];
        if (s + 1 < n)
            area += (p->samples[s + 1].time - p->samples[s].time)
                    * (total[s] + total[s + 1]) / 2;
    }
    free(total);
    double last = p->samples[n - 1].time;
    chart->x_range = last > 0 ? last : 1.0;
    chart->y_range = top > 0 ? top : 1.0;
    chart->area = area;
    if (previous && previous->x_range > chart->x_range)
        chart->x_range = previous->x_range;
    if (previous && previous->y_range > chart->y_range)
        chart->y_range = previous->y_range;
}

/* ------------------------------------------------------------------------
 * The whole */

static HpChartBand chart_band(const Candidate *c)
{
    return (HpChartBand){
        .name = c->band->name,
        .entries = c->band->entries,
        .n_entries = c->band->n_entries,
        .total = c->band->total,
        .stddev = c->stddev,
        .peak = c->band->peak,
    };
}

void hp_chart_build(const HpProfile *profile, const HpChartOptions *options,
                    HpChart *chart)
{
    memset(chart, 0, sizeof *chart);
    chart->profile = profile;
    size_t n = profile->n_bands;
    Candidate *c = hp_xcalloc(n, sizeof *c);
    for (size_t i = 0; i < n; i++)
        c[i].band = &profile->bands[i];
    fill_keys(c, n, options, profile->n_samples);
    qsort(c, n, sizeof *c, by_total);

    size_t traced = count_trace(c, n, options->trace_percent);
    chart->n_traced = traced;
    Candidate *kept = c + traced;
    size_t n_kept = n - traced;
    size_t n_merge = 0;
    if (options->max_bands > 0 && n_kept > (size_t)options->max_bands)
        n_merge = n_kept - (size_t)options->max_bands + 1;

    chart->bands = hp_xcalloc(n_kept - n_merge + 1, sizeof *chart->bands);
    if (n_merge > 0)
        chart->bands[chart->n_bands++] = make_other(chart, kept, n_merge);
    kept += n_merge;
    n_kept -= n_merge;
    sort_display(kept, n_kept, options->order);
    for (size_t i = 0; i < n_kept; i++)
        chart->bands[chart->n_bands++] = chart_band(&kept[i]);
    free(c);

    assign_fills(chart, options->previous);
    compute_scales(chart, options->previous);
}

void hp_chart_free(HpChart *chart)
{
    free(chart->bands);
    free(chart->other_entries);
    memset(chart, 0, sizeof *chart);
}
