/*
 * hp_svg.c -- the SVG writer (see hp_svg.h).
 */
#include "hp_svg.h"
#include "hp_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Sizes in pixels. */
#define PLOT_LEFT 90.0
#define PLOT_TOP 70.0
#define PLOT_WIDTH 800.0
#define PLOT_HEIGHT 480.0
#define BOTTOM_MARGIN 56.0
#define KEY_GAP 30.0
#define KEY_ROW 20.0
#define KEY_BOX 12.0
#define FONT 12.0

typedef struct Frame {
    double width, height;     /* the whole picture */
    double key_x;             /* left edge of the key's boxes */
} Frame;

/* ------------------------------------------------------------------------
 * Text */

/* The length of the valid UTF-8 sequence at s (at most n bytes), or 0. */
static size_t utf8_length(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    size_t len;
    unsigned char lo = 0x80, hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        len = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        if (c == 0xe0)
            lo = 0xa0;
        if (c == 0xed)
            hi = 0x9f;        /* no surrogates */
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        if (c == 0xf0)
            lo = 0x90;
        if (c == 0xf4)
            hi = 0x8f;
    } else
        return 0;
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xbf)
            return 0;
    if (len == 3 && c == 0xef && s[1] == 0xbf && s[2] >= 0xbe)
        return 0;             /* U+FFFE, U+FFFF are not XML characters */
    return len;
}

/* text as XML character data or attribute value. */
static void xml_text(HpOut *out, const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t n = strlen(text);
    for (size_t i = 0; i < n;) {
        unsigned char c = s[i];
        if (c < 0x80) {
            switch (c) {
            case '&': hp_out_str(out, "&amp;"); break;
            case '<': hp_out_str(out, "&lt;"); break;
            case '>': hp_out_str(out, "&gt;"); break;
            case '"': hp_out_str(out, "&quot;"); break;
            default:
                if (c < 0x20 && c != '\t')
                    hp_out_str(out, "\xef\xbf\xbd");
                else
                    hp_out_char(out, (char)c);
            }
            i++;
            continue;
        }
        size_t len = utf8_length(s + i, n - i);
        if (len == 0) {
            hp_out_str(out, "\xef\xbf\xbd");
            i++;
        } else {
            hp_out_bytes(out, text + i, len);
            i += len;
        }
    }
}

/* <text x= y= [anchor]>text</text> */
static void text_at(HpOut *out, double x, double y, const char *anchor,
                    const char *text)
{
    hp_out_str(out, "<text x=\"");
    hp_out_coord(out, x);
    hp_out_str(out, "\" y=\"");
    hp_out_coord(out, y);
    hp_out_char(out, '"');
    if (anchor)
        hp_out_printf(out, " text-anchor=\"%s\"", anchor);
    hp_out_char(out, '>');
    xml_text(out, text);
    hp_out_str(out, "</text>\n");
}

static void colour(HpOut *out, const HpFill *fill)
{
    hp_out_printf(out, "#%02x%02x%02x",
                  (unsigned)lround(fill->rgb[0] * 255),
                  (unsigned)lround(fill->rgb[1] * 255),
                  (unsigned)lround(fill->rgb[2] * 255));
}

/* ------------------------------------------------------------------------
 * Layout and the frame */

static Frame plan(const HpChart *chart)
{
    Frame f;
    double longest = 0;
    for (size_t i = 0; i < chart->n_bands; i++)
        longest = fmax(longest, hp_text_width(chart->bands[i].name, FONT));
    f.key_x = PLOT_LEFT + PLOT_WIDTH + KEY_GAP;
    f.width = chart->n_bands ? f.key_x + KEY_BOX + 8 + longest + 20
                             : PLOT_LEFT + PLOT_WIDTH + 40;
    double key_height = PLOT_TOP + KEY_ROW * (double)chart->n_bands + 20;
    f.height = fmax(PLOT_TOP + PLOT_HEIGHT + BOTTOM_MARGIN, key_height);
    f.width = ceil(f.width);
    f.height = ceil(f.height);
    return f;
}

static void open_svg(HpOut *out, const HpChart *chart, const Frame *f)
{
    hp_out_str(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    hp_out_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                  "version=\"1.1\" width=\"%.0f\" height=\"%.0f\" "
                  "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, "
                  "sans-serif\" font-size=\"%.0f\">\n",
                  f->width, f->height, f->width, f->height, FONT);
    hp_out_str(out, "<title>");
    xml_text(out, chart->profile->job);
    hp_out_str(out, "</title>\n");
    hp_out_str(out, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
}

static void title(HpOut *out, const HpChart *chart)
{
    const HpProfile *p = chart->profile;
    char area[64];
    hp_format_thousands(area, sizeof area, chart->area);
    hp_out_str(out, "<g class=\"title\">\n");
    hp_out_str(out, "<text x=\"20\" y=\"28\" font-size=\"16\" "
                    "font-weight=\"bold\">");
    xml_text(out, p->job);
    hp_out_str(out, "</text>\n<text x=\"20\" y=\"50\">");
    xml_text(out, p->date);
    hp_out_str(out, " \xc2\xb7 ");
    xml_text(out, area);
    hp_out_char(out, ' ');
    xml_text(out, p->value_unit);
    hp_out_str(out, " \xc3\x97 ");
    xml_text(out, p->sample_unit);
    hp_out_str(out, "</text>\n</g>\n");
}

/* ------------------------------------------------------------------------
 * Axes and marks */

static double map_x(const HpChart *chart, double t)
{
    return PLOT_LEFT + t / chart->x_range * PLOT_WIDTH;
}

static double map_y(const HpChart *chart, double v)
{
    return PLOT_TOP + PLOT_HEIGHT - v / chart->y_range * PLOT_HEIGHT;
}

static void line(HpOut *out, double xa, double ya, double xb, double yb)
{
    hp_out_str(out, "<path d=\"M");
    hp_out_coord(out, xa);
    hp_out_char(out, ' ');
    hp_out_coord(out, ya);
    hp_out_char(out, 'L');
    hp_out_coord(out, xb);
    hp_out_char(out, ' ');
    hp_out_coord(out, yb);
    hp_out_str(out, "\"/>\n");
}

static void axes(HpOut *out, const HpChart *chart)
{
    const double bottom = PLOT_TOP + PLOT_HEIGHT;
    HpTicks t;
    hp_out_str(out, "<g class=\"axes\" stroke=\"black\" fill=\"none\">\n");
    line(out, PLOT_LEFT, bottom, PLOT_LEFT + PLOT_WIDTH, bottom);
    line(out, PLOT_LEFT, bottom, PLOT_LEFT, PLOT_TOP);
    hp_ticks(chart->x_range, 10, false, &t);
    for (int k = 0; k < t.count; k++) {
        double x = map_x(chart, k * t.step);
        line(out, x, bottom, x, bottom + 5);
    }
    HpTicks v;
    hp_ticks(chart->y_range, 10, true, &v);
    for (int k = 0; k < v.count; k++) {
        double y = map_y(chart, k * v.step);
        line(out, PLOT_LEFT, y, PLOT_LEFT - 5, y);
    }
    hp_out_str(out, "</g>\n<g class=\"labels\">\n");
    for (int k = 0; k < t.count; k++) {
        char label[48];
        hp_tick_label(&t, k, label, sizeof label);
        text_at(out, map_x(chart, k * t.step), bottom + 19, "middle", label);
    }
    for (int k = 0; k < v.count; k++) {
        char label[48];
        hp_tick_label(&v, k, label, sizeof label);
        text_at(out, PLOT_LEFT - 8, map_y(chart, k * v.step) + 4, "end",
                label);
    }
    text_at(out, PLOT_LEFT + PLOT_WIDTH / 2, bottom + 42, "middle",
            chart->profile->sample_unit);
    hp_out_str(out, "<text transform=\"translate(22,");
    hp_out_coord(out, PLOT_TOP + PLOT_HEIGHT / 2);
    hp_out_str(out, ") rotate(-90)\" text-anchor=\"middle\">");
    xml_text(out, chart->profile->value_unit);
    hp_out_str(out, "</text>\n</g>\n");
}

static void marks(HpOut *out, const HpChart *chart)
{
    const HpProfile *p = chart->profile;
    if (p->n_marks == 0)
        return;
    hp_out_str(out, "<g class=\"marks\" fill=\"black\">\n");
    for (size_t i = 0; i < p->n_marks; i++) {
        if (p->marks[i] > chart->x_range)
            continue;
        hp_out_str(out, "<path d=\"M");
        hp_out_coord(out, map_x(chart, p->marks[i]));
        hp_out_char(out, ' ');
        hp_out_coord(out, PLOT_TOP + PLOT_HEIGHT);
        hp_out_str(out, "l-4 7h8z\"/>\n");
    }
    hp_out_str(out, "</g>\n");
}

/* ------------------------------------------------------------------------
 * Bands and key */

/* "name\npeak 1,234 bytes, 12.5% of the total" */
static void band_title(HpOut *out, const HpChart *chart,
                       const HpChartBand *b, double drawn)
{
    char peak[64];
    hp_format_thousands(peak, sizeof peak, b->peak);
    hp_out_str(out, "<title>");
    xml_text(out, b->name);
    hp_out_str(out, "\npeak ");
    xml_text(out, peak);
    hp_out_char(out, ' ');
    xml_text(out, chart->profile->value_unit);
    hp_out_printf(out, ", %.1f%% of the total", drawn > 0
                  ? 100.0 * b->total / drawn : 0.0);
    if (b->n_merged)
        hp_out_printf(out, " (%zu bands)", b->n_merged);
    hp_out_str(out, "</title>");
}

static double drawn_total(const HpChart *chart)
{
    double sum = 0;
    for (size_t i = 0; i < chart->n_bands; i++)
        sum += chart->bands[i].total;
    return sum;
}

static void bands(HpOut *out, const HpChart *chart)
{
    size_t n = chart->profile->n_samples;
    double *xs = hp_xmalloc(n * sizeof *xs);
    double *values = hp_xmalloc(n * sizeof *values);
    double *lower = hp_xmalloc(n * sizeof *lower);
    double *upper = hp_xmalloc(n * sizeof *upper);
    double *cum = hp_xcalloc(n, sizeof *cum);
    double drawn = drawn_total(chart);
    for (size_t s = 0; s < n; s++) {
        xs[s] = map_x(chart, chart->profile->samples[s].time);
        lower[s] = map_y(chart, 0);
    }
    hp_out_str(out, "<g class=\"bands\" stroke=\"#333\" "
                    "stroke-width=\"0.5\">\n");
    for (size_t b = 0; b < chart->n_bands; b++) {
        const HpChartBand *band = &chart->bands[b];
        hp_band_values(band, n, values);
        for (size_t s = 0; s < n; s++) {
            cum[s] += values[s];
            upper[s] = map_y(chart, cum[s]);
        }
        hp_out_str(out, "<path fill=\"");
        colour(out, &band->fill);
        hp_out_str(out, "\" d=\"");
        HpPath path;
        hp_path_begin(&path, out, HP_PATH_SVG);
        hp_band_outline(&path, xs, lower, upper, n);
        hp_out_str(out, "Z\">");
        band_title(out, chart, band, drawn);
        hp_out_str(out, "</path>\n");
        double *t = lower;
        lower = upper;
        upper = t;
    }
    hp_out_str(out, "</g>\n");
    free(xs);
    free(values);
    free(lower);
    free(upper);
    free(cum);
}

/* The key, top band first. */
static void key(HpOut *out, const HpChart *chart, const Frame *f)
{
    double drawn = drawn_total(chart);
    hp_out_str(out, "<g class=\"key\">\n");
    for (size_t i = 0; i < chart->n_bands; i++) {
        const HpChartBand *b = &chart->bands[chart->n_bands - 1 - i];
        double y = PLOT_TOP + KEY_ROW * (double)i;
        hp_out_str(out, "<g>");
        band_title(out, chart, b, drawn);
        hp_out_str(out, "<rect x=\"");
        hp_out_coord(out, f->key_x);
        hp_out_str(out, "\" y=\"");
        hp_out_coord(out, y);
        hp_out_printf(out, "\" width=\"%.0f\" height=\"%.0f\" fill=\"",
                      KEY_BOX, KEY_BOX);
        colour(out, &b->fill);
        hp_out_str(out, "\" stroke=\"#333\" stroke-width=\"0.5\"/>");
        text_at(out, f->key_x + KEY_BOX + 8, y + KEY_BOX - 1.5, NULL,
                b->name);
        hp_out_str(out, "</g>\n");
    }
    hp_out_str(out, "</g>\n");
}

/* ------------------------------------------------------------------------
 * The whole */

bool hp_svg_write(FILE *file, const HpChart *chart,
                  const HpRenderOptions *options)
{
    HpOut *out = hp_xmalloc(sizeof *out);
    hp_out_init(out, file);
    Frame f = plan(chart);
    open_svg(out, chart, &f);
    title(out, chart);
    bands(out, chart);
    axes(out, chart);
    if (options->marks)
        marks(out, chart);
    key(out, chart, &f);
    hp_out_str(out, "</svg>\n");
    bool ok = hp_out_finish(out);
    free(out);
    return ok;
}
