/*
 * hp_draw.h -- geometry the PostScript and SVG writers share: axis ticks
 * and their labels, an estimate of text widths, and the path writer that
 * draws a band's outline with as few points as give the same picture.
 *
 * Invariants:
 *   * Ticks are at k * step for k = 0 .. count - 1, all within the range,
 *     step = {1, 2, 2.5, 5} x 10^e, and count <= max_ticks + 1.
 *   * A path's points are rounded to hundredths before anything is
 *     compared, so what is dropped is exactly what would print the same.
 */
#ifndef HP_DRAW_H
#define HP_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hp_out.h"

/* How to draw, from the command line (the PostScript writer reads all of
 * it, the SVG writer only title and marks). */
typedef enum HpPage {
    HP_PAGE_LANDSCAPE,    /* default: 9 x 6 inches, landscape on A4 */
    HP_PAGE_PREVIEW,      /* -g: upright, a page the size of the drawing */
    HP_PAGE_EPS           /* -e: encapsulated, eps_width points wide */
} HpPage;

typedef enum HpTitleBox {
    HP_TITLE_AUTO,        /* big when the JOB is longer than 35 chars */
    HP_TITLE_SMALL,       /* -s */
    HP_TITLE_BIG          /* -b */
} HpTitleBox;

typedef struct HpRenderOptions {
    HpPage page;
    double eps_width;     /* points, for HP_PAGE_EPS */
    bool colour;          /* -c */
    HpTitleBox title;
    bool marks;           /* draw MARKs (not under -y) */
    bool key_pages;       /* -M: the key on pages of its own */
} HpRenderOptions;

/* Whether the title takes the big box (two rows). */
bool hp_big_title(const char *job, HpTitleBox title);

typedef struct HpTicks {
    double step;
    int count;
    double unit;          /* labels show value / unit ... */
    const char *suffix;   /* ... followed by this: "", "k", "M", "G" */
    int decimals;         /* digits after the point in a label */
} HpTicks;

/* Ticks for an axis from 0 to range (> 0), at most max_ticks intervals;
 * with_suffix: label with k/M/G (decimal) rather than with all digits. */
void hp_ticks(double range, int max_ticks, bool with_suffix, HpTicks *ticks);
void hp_tick_label(const HpTicks *ticks, int k, char *buf, size_t size);

/* The width of text in Helvetica (or a similar sans-serif) at size, from
 * rough per-character widths; enough to share space out, not to typeset. */
double hp_text_width(const char *text, double size);

typedef enum HpPathStyle { HP_PATH_PS, HP_PATH_SVG } HpPathStyle;

typedef struct HpPath {
    HpOut *out;
    HpPathStyle style;
    int points;           /* emitted so far */
    bool pending;         /* a point waits in px, py */
    int64_t lx, ly;       /* the last point emitted, in hundredths */
    int64_t px, py;
} HpPath;

void hp_path_begin(HpPath *path, HpOut *out, HpPathStyle style);
void hp_path_point(HpPath *path, double x, double y);
/* Emit the waiting point; the caller closes and paints the path. */
void hp_path_end(HpPath *path);

/* The outline of a band: along upper[] from left to right, back along
 * lower[] (both n points at xs[]). */
void hp_band_outline(HpPath *path, const double *xs, const double *lower,
                     const double *upper, size_t n);

#endif
