/*
 * hp_bands.h -- from a parsed profile to the bands that are drawn: totals,
 * trace elimination, the OTHER band, stacking order, fills, scales.
 *
 * The rules (GHC's hp2ps's, checked against its 9.0.2 build):
 *   1. A band's size is the sum of its values over all samples (not
 *      weighted by time).
 *   2. Trace elimination: taking the bands from the smallest up, drop them
 *      while the running sum of the dropped ones, this band included, stays
 *      below trace_percent of the sum of all bands (-t, default 1, at most
 *      5; 0 keeps every band).  A profile whose bands are all zero draws no
 *      band.
 *   3. Band limit: when more than max_bands remain (-m, default 20; 0 = no
 *      limit), the smallest of them are merged into one band "OTHER" so
 *      that max_bands are drawn.  (GHC's hp2ps merges the bottom bands of
 *      the display order, so under -d or -i it can swallow the largest
 *      band; we always merge the smallest.)
 *   4. Order, bottom to top: OTHER first, then by size ascending (largest
 *      on top), or by standard deviation ascending under -d (roughest on
 *      top), or by name under -i; ties by name.  Under -p the bands named
 *      in the previous .aux come first, in its order.
 *   5. Fills by place in the stack from a fixed palette, or from the
 *      previous .aux.
 *   6. The time axis runs from 0 to the last sample time, the value axis to
 *      the largest drawn total (1 when that is 0); -p widens them to the
 *      previous ranges.
 *
 * Invariants of a built HpChart: bands[] bottom to top, OTHER (if any) at
 * index 0; every band's entries satisfy hp_parse.h's entry invariant;
 * x_range > 0, y_range > 0.
 */
#ifndef HP_BANDS_H
#define HP_BANDS_H

#include <stdbool.h>
#include <stddef.h>

#include "hp_aux.h"
#include "hp_parse.h"

typedef enum HpOrder {
    HP_ORDER_SIZE,        /* default */
    HP_ORDER_STDDEV,      /* -d */
    HP_ORDER_NAME_UP,     /* -i, -i+: greatest name on top */
    HP_ORDER_NAME_DOWN    /* -i-: least name on top */
} HpOrder;

typedef struct HpChartOptions {
    double trace_percent;     /* 0 .. 5 */
    long max_bands;           /* 0: no limit */
    HpOrder order;
    const HpAux *previous;    /* -p, or NULL */
} HpChartOptions;

typedef struct HpChartBand {
    const char *name;
    const HpEntry *entries;   /* the band's values, in sample order */
    size_t n_entries;
    double total;
    double stddev;
    double peak;              /* largest value in one sample */
    HpFill fill;
    size_t n_merged;          /* OTHER: how many bands it holds; else 0 */
} HpChartBand;

typedef struct HpChart {
    const HpProfile *profile;
    HpChartBand *bands;       /* bottom to top */
    size_t n_bands;
    HpEntry *other_entries;   /* owned: OTHER's values */
    double x_range;
    double y_range;
    double area;              /* the drawn total integrated over time */
    size_t n_traced;          /* bands dropped as trace */
} HpChart;

void hp_chart_options_default(HpChartOptions *options);
void hp_chart_build(const HpProfile *profile, const HpChartOptions *options,
                    HpChart *chart);
void hp_chart_free(HpChart *chart);

/* values[s] = the band's value in sample s, for every s < n_samples. */
void hp_band_values(const HpChartBand *band, size_t n_samples,
                    double *values);

/* The fill of the band at place slot (0 = bottom) of the stack. */
HpFill hp_palette(size_t slot);

#endif
