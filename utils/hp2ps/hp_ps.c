/*
 * hp_ps.c -- the PostScript writer (see hp_ps.h).
 */
#include "hp_ps.h"
#include "hp_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The drawing's size in points, and the key's paging. */
#define WIDTH 648.0
#define HEIGHT 432.0
enum { KEY_PER_PAGE = 20 };

typedef struct Layout {
    double x0, y0;            /* the origin of the axes */
    double x1, y1;            /* the far ends of the axes */
    bool big_title;
    double title_bottom;
    bool key_on_chart;        /* the key beside the chart (page 1) */
    double key_x;             /* left edge of the key's boxes */
    double key_text_width;    /* room for a name */
    size_t key_pages;         /* pages after the first, for the key */
} Layout;

/* ------------------------------------------------------------------------
 * Text */

/* A PostScript string literal: ( ) and \ escaped, other bytes outside
 * printable ASCII as octal. */
static void ps_string(HpOut *out, const char *text)
{
    hp_out_char(out, '(');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '(' || *c == ')' || *c == '\\') {
            hp_out_char(out, '\\');
            hp_out_char(out, (char)*c);
        } else if (*c < 0x20 || *c >= 0x7f) {
            hp_out_printf(out, "\\%03o", *c);
        } else {
            hp_out_char(out, (char)*c);
        }
    }
    hp_out_char(out, ')');
}

/* Text at (x, y) with the given show procedure (show, cshow, rshow). */
static void text_at(HpOut *out, double x, double y, const char *text,
                    const char *how)
{
    hp_out_coord(out, x);
    hp_out_char(out, ' ');
    hp_out_coord(out, y);
    hp_out_str(out, " moveto ");
    ps_string(out, text);
    hp_out_printf(out, " %s\n", how);
}

/* ------------------------------------------------------------------------
 * Layout */

static double longest_name(const HpChart *chart)
{
    double w = 0;
    for (size_t i = 0; i < chart->n_bands; i++) {
        double t = hp_text_width(chart->bands[i].name, 10);
        if (t > w)
            w = t;
    }
    return w;
}

static Layout plan(const HpChart *chart, const HpRenderOptions *options)
{
    Layout L;
    L.big_title = hp_big_title(chart->profile->job, options->title);
    L.title_bottom = L.big_title ? HEIGHT - 45 : HEIGHT - 25;
    L.x0 = 58;
    L.y0 = 34;
    L.y1 = L.title_bottom - 12;
    bool many = chart->n_bands > KEY_PER_PAGE;
    bool eps = options->page == HP_PAGE_EPS;
    L.key_on_chart = chart->n_bands > 0 &&
                     (eps || (!many && !options->key_pages));
    L.key_pages = 0;
    if (!L.key_on_chart && chart->n_bands > 0)
        L.key_pages = (chart->n_bands + KEY_PER_PAGE - 1) / KEY_PER_PAGE;
    L.key_text_width = fmin(fmax(longest_name(chart), 30), WIDTH * 0.38);
    if (L.key_on_chart) {
        L.key_x = WIDTH - 8 - L.key_text_width - 18;
        L.x1 = L.key_x - 14;
    } else {
        L.key_x = 30;
        L.x1 = WIDTH - 20;
        L.key_text_width = WIDTH - 80;
    }
    return L;
}

/* ------------------------------------------------------------------------
 * Document structure */

static void header(HpOut *out, const HpChart *chart,
                   const HpRenderOptions *options, const Layout *L)
{
    const HpProfile *p = chart->profile;
    if (options->page == HP_PAGE_EPS) {
        double w = options->eps_width, h = w * HEIGHT / WIDTH;
        hp_out_str(out, "%!PS-Adobe-3.0 EPSF-3.0\n");
        hp_out_printf(out, "%%%%BoundingBox: 0 0 %.0f %.0f\n", ceil(w),
                      ceil(h));
        hp_out_printf(out, "%%%%HiResBoundingBox: 0 0 %.2f %.2f\n", w, h);
    } else {
        hp_out_str(out, "%!PS-Adobe-3.0\n");
        if (options->page == HP_PAGE_LANDSCAPE)
            hp_out_str(out, "%%BoundingBox: 81 97 514 745\n"
                            "%%Orientation: Landscape\n");
        else
            hp_out_str(out, "%%BoundingBox: 0 0 648 432\n");
    }
    hp_out_printf(out, "%%%%Title: %s\n", p->job);
    hp_out_str(out, "%%Creator: hp2ps (lazyrts)\n");
    hp_out_printf(out, "%%%%CreationDate: %s\n", p->date);
    hp_out_printf(out, "%%%%Pages: %zu\n", 1 + L->key_pages);
    hp_out_str(out, "%%EndComments\n");
}

/* Note [keyshow]
 * ~~~~~~~~~~~~~~
 * We cannot measure text in C, only estimate it; the interpreter can.  So
 * names are shown by procedures that measure them at rendering time and,
 * when a name is wider than its room, condense it horizontally to fit:
 * the whole name stays readable, nothing runs off the page, and the name
 * in the file is the band's name unchanged.
 */
static void prolog(HpOut *out)
{
    hp_out_str(out,
        "%%BeginProlog\n"
        "/HE10 /Helvetica findfont 10 scalefont def\n"
        "/HE12 /Helvetica findfont 12 scalefont def\n"
        "/M /moveto load def\n"
        "/L /lineto load def\n"
        "% (text) cshow: centred on the current point\n"
        "/cshow { dup stringwidth pop 2 div neg 0 rmoveto show } bind def\n"
        "% (text) rshow: ending at the current point\n"
        "/rshow { dup stringwidth pop neg 0 rmoveto show } bind def\n"
        "% (text) width fitshow: condensed when wider than width\n"
        "/fitshow {\n"
        "  1 index stringwidth pop 2 copy ge { pop pop show } {\n"
        "    div gsave currentpoint translate 1 scale 0 0 moveto show\n"
        "    grestore } ifelse } bind def\n"
        "/keyshow /fitshow load def\n"
        "% x y size box: a filled square with an outline\n"
        "/box { 3 copy pop M dup 0 rlineto dup 0 exch rlineto neg 0 rlineto\n"
        "  pop pop closepath gsave fill grestore 0 setgray stroke } bind def\n"
        "%%EndProlog\n");
}

static void page_setup(HpOut *out, const HpRenderOptions *options,
                       size_t page, size_t pages)
{
    hp_out_printf(out, "%%%%Page: %zu %zu\n", page, pages);
    switch (options->page) {
    case HP_PAGE_LANDSCAPE:
        hp_out_str(out, "90 rotate 97 -513.5 translate\n");
        break;
    case HP_PAGE_PREVIEW:
        hp_out_str(out, "/setpagedevice where { pop << /PageSize [648 432] "
                        ">> setpagedevice } if\n");
        break;
    case HP_PAGE_EPS: {
        double s = options->eps_width / WIDTH;
        hp_out_printf(out, "%.6f %.6f scale\n", s, s);
        break;
    }
    }
    hp_out_str(out, "0.5 setlinewidth 0 setgray\n");
}

/* ------------------------------------------------------------------------
 * Frame and title */

static void rect(HpOut *out, double x, double y, double w, double h)
{
    hp_out_printf(out, "newpath ");
    hp_out_coord(out, x);
    hp_out_char(out, ' ');
    hp_out_coord(out, y);
    hp_out_str(out, " M ");
    hp_out_coord(out, w);
    hp_out_str(out, " 0 rlineto 0 ");
    hp_out_coord(out, h);
    hp_out_str(out, " rlineto ");
    hp_out_coord(out, -w);
    hp_out_str(out, " 0 rlineto closepath stroke\n");
}

static void frame_and_title(HpOut *out, const HpChart *chart, const Layout *L)
{
    const HpProfile *p = chart->profile;
    char area[64], total[96];
    hp_format_thousands(area, sizeof area, chart->area);
    snprintf(total, sizeof total, "%s ", area);
    rect(out, 0, 0, WIDTH, HEIGHT);
    rect(out, 5, L->title_bottom, WIDTH - 10, HEIGHT - 5 - L->title_bottom);
    hp_out_str(out, "HE12 setfont\n");
    double top_row = HEIGHT - 19;
    double job_room = L->big_title ? WIDTH - 24 : WIDTH * 0.42;
    hp_out_str(out, "11 ");
    hp_out_coord(out, top_row);
    hp_out_str(out, " moveto ");
    ps_string(out, p->job);
    hp_out_printf(out, " %.0f fitshow\n", job_room);
    double row = L->big_title ? HEIGHT - 39 : top_row;
    if (L->big_title) {
        hp_out_str(out, "5 ");
        hp_out_coord(out, HEIGHT - 25);
        hp_out_str(out, " M 638 0 rlineto stroke\n");
    }
    /* "1,234 bytes x seconds" */
    hp_out_coord(out, L->big_title ? WIDTH / 2 : WIDTH * 0.62);
    hp_out_char(out, ' ');
    hp_out_coord(out, row);
    hp_out_str(out, " moveto ");
    char *text = hp_xmalloc(strlen(total) + strlen(p->value_unit) +
                            strlen(p->sample_unit) + 4);
    sprintf(text, "%s%s x %s", total, p->value_unit, p->sample_unit);
    ps_string(out, text);
    free(text);
    hp_out_str(out, " cshow\n");
    text_at(out, WIDTH - 11, row, p->date, "rshow");
}

/* ------------------------------------------------------------------------
 * Axes and marks */

static double map_x(const HpChart *chart, const Layout *L, double t)
{
    return L->x0 + t / chart->x_range * (L->x1 - L->x0);
}

static double map_y(const HpChart *chart, const Layout *L, double v)
{
    return L->y0 + v / chart->y_range * (L->y1 - L->y0);
}

static void line(HpOut *out, double xa, double ya, double xb, double yb)
{
    hp_out_coord(out, xa);
    hp_out_char(out, ' ');
    hp_out_coord(out, ya);
    hp_out_str(out, " M ");
    hp_out_coord(out, xb);
    hp_out_char(out, ' ');
    hp_out_coord(out, yb);
    hp_out_str(out, " L stroke\n");
}

static void x_axis(HpOut *out, const HpChart *chart, const Layout *L)
{
    HpTicks t;
    hp_ticks(chart->x_range, (int)((L->x1 - L->x0) / 55), false, &t);
    hp_out_str(out, "HE10 setfont\n");
    line(out, L->x0, L->y0, L->x1, L->y0);
    for (int k = 0; k < t.count; k++) {
        double x = map_x(chart, L, k * t.step);
        char label[48];
        hp_tick_label(&t, k, label, sizeof label);
        line(out, x, L->y0, x, L->y0 - 4);
        text_at(out, x, L->y0 - 14, label, "cshow");
    }
    text_at(out, (L->x0 + L->x1) / 2, 7, chart->profile->sample_unit,
            "cshow");
}

static void y_axis(HpOut *out, const HpChart *chart, const Layout *L)
{
    HpTicks t;
    hp_ticks(chart->y_range, (int)((L->y1 - L->y0) / 32), true, &t);
    line(out, L->x0, L->y0, L->x0, L->y1);
    for (int k = 0; k < t.count; k++) {
        double y = map_y(chart, L, k * t.step);
        char label[48];
        hp_tick_label(&t, k, label, sizeof label);
        line(out, L->x0, y, L->x0 - 4, y);
        text_at(out, L->x0 - 6, y - 3.5, label, "rshow");
    }
    hp_out_str(out, "gsave 14 ");
    hp_out_coord(out, (L->y0 + L->y1) / 2);
    hp_out_str(out, " translate 90 rotate 0 0 moveto ");
    ps_string(out, chart->profile->value_unit);
    hp_out_str(out, " cshow grestore\n");
}

static void marks(HpOut *out, const HpChart *chart, const Layout *L)
{
    const HpProfile *p = chart->profile;
    for (size_t i = 0; i < p->n_marks; i++) {
        if (p->marks[i] > chart->x_range)
            continue;
        double x = map_x(chart, L, p->marks[i]);
        hp_out_coord(out, x);
        hp_out_char(out, ' ');
        hp_out_coord(out, L->y0);
        hp_out_str(out, " M -3 -5 rlineto 6 0 rlineto closepath fill\n");
    }
}

/* ------------------------------------------------------------------------
 * Bands and key */

static void set_fill(HpOut *out, const HpFill *fill, bool colour)
{
    if (colour)
        hp_out_printf(out, "%.3f %.3f %.3f setrgbcolor", fill->rgb[0],
                      fill->rgb[1], fill->rgb[2]);
    else
        hp_out_printf(out, "%.2f setgray", fill->grey);
}

static void bands(HpOut *out, const HpChart *chart, const Layout *L,
                  bool colour)
{
    size_t n = chart->profile->n_samples;
    double *xs = hp_xmalloc(n * sizeof *xs);
    double *values = hp_xmalloc(n * sizeof *values);
    double *lower = hp_xmalloc(n * sizeof *lower);
    double *upper = hp_xmalloc(n * sizeof *upper);
    double *cum = hp_xcalloc(n, sizeof *cum);
    for (size_t s = 0; s < n; s++) {
        xs[s] = map_x(chart, L, chart->profile->samples[s].time);
        lower[s] = L->y0;
    }
    hp_out_str(out, "0.3 setlinewidth\n");
    for (size_t b = 0; b < chart->n_bands; b++) {
        hp_band_values(&chart->bands[b], n, values);
        for (size_t s = 0; s < n; s++) {
            cum[s] += values[s];
            upper[s] = map_y(chart, L, cum[s]);
        }
        HpPath path;
        hp_path_begin(&path, out, HP_PATH_PS);
        hp_out_str(out, "newpath\n");
        hp_band_outline(&path, xs, lower, upper, n);
        hp_out_str(out, "closepath gsave ");
        set_fill(out, &chart->bands[b].fill, colour);
        hp_out_str(out, " fill grestore stroke\n");
        double *t = lower;
        lower = upper;
        upper = t;
    }
    hp_out_str(out, "0.5 setlinewidth\n");
    free(xs);
    free(values);
    free(lower);
    free(upper);
    free(cum);
}

/* Key entries first .. first + count - 1 (bottom band first, drawn lowest),
 * spread over [y_low, y_high]. */
static void key(HpOut *out, const HpChart *chart, const Layout *L,
                size_t first, size_t count, double y_low, double y_high,
                bool colour)
{
    double spacing = fmin(22, (y_high - y_low) / (double)count);
    double size = fmin(12, spacing * 0.7);
    double font = fmin(10, spacing * 0.8);
    double centre = (y_low + y_high) / 2;
    if (font < 10)
        hp_out_printf(out, "/Helvetica findfont %.2f scalefont setfont\n",
                      font);
    else
        hp_out_str(out, "HE10 setfont\n");
    for (size_t i = 0; i < count; i++) {
        const HpChartBand *b = &chart->bands[first + i];
        double y = centre + ((double)i - ((double)count - 1) / 2) * spacing;
        set_fill(out, &b->fill, colour);
        hp_out_char(out, ' ');
        hp_out_coord(out, L->key_x);
        hp_out_char(out, ' ');
        hp_out_coord(out, y - size / 2);
        hp_out_char(out, ' ');
        hp_out_coord(out, size);
        hp_out_str(out, " box\n");
        hp_out_coord(out, L->key_x + size + 6);
        hp_out_char(out, ' ');
        hp_out_coord(out, y - font * 0.35);
        hp_out_str(out, " moveto\n");
        ps_string(out, b->name);
        hp_out_char(out, ' ');
        hp_out_coord(out, L->key_text_width);
        hp_out_str(out, " keyshow\n");
    }
}

/* ------------------------------------------------------------------------
 * The whole */

bool hp_ps_write(FILE *file, const HpChart *chart,
                 const HpRenderOptions *options)
{
    HpOut *out = hp_xmalloc(sizeof *out);
    hp_out_init(out, file);
    Layout L = plan(chart, options);
    size_t pages = 1 + L.key_pages;
    header(out, chart, options, &L);
    prolog(out);
    page_setup(out, options, 1, pages);
    frame_and_title(out, chart, &L);
    x_axis(out, chart, &L);
    y_axis(out, chart, &L);
    if (options->marks)
        marks(out, chart, &L);
    bands(out, chart, &L, options->colour);
    if (L.key_on_chart)
        key(out, chart, &L, 0, chart->n_bands, L.y0, L.y1, options->colour);
    hp_out_str(out, "showpage\n");
    for (size_t page = 0; page < L.key_pages; page++) {
        size_t first = page * KEY_PER_PAGE;
        size_t count = chart->n_bands - first < KEY_PER_PAGE
                       ? chart->n_bands - first : KEY_PER_PAGE;
        page_setup(out, options, page + 2, pages);
        frame_and_title(out, chart, &L);
        double spacing = (L.y1 - L.y0) / KEY_PER_PAGE;
        key(out, chart, &L, first, count, L.y0,
            L.y0 + spacing * (double)count, options->colour);
        hp_out_str(out, "showpage\n");
    }
    hp_out_str(out, "%%Trailer\n%%EOF\n");
    bool ok = hp_out_finish(out);
    free(out);
    return ok;
}
