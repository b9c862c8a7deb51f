/*
 * hp_draw.c -- ticks, text widths and band outlines (see hp_draw.h).
 */
#include "hp_draw.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

bool hp_big_title(const char *job, HpTitleBox title)
{
    if (title == HP_TITLE_AUTO)
        return strlen(job) > 35;
    return title == HP_TITLE_BIG;
}

/* ------------------------------------------------------------------------
 * Ticks */

static int decimals_for(double x)
{
    for (int d = 0; d < 9; d++) {
        double scaled = x * pow(10, d);
        if (fabs(scaled - round(scaled)) < 1e-6 * fmax(1.0, scaled))
            return d;
    }
    return 9;
}

void hp_ticks(double range, int max_ticks, bool with_suffix, HpTicks *t)
{
    static const double nice[] = { 1, 2, 2.5, 5, 10 };
    if (!(range > 0) || !isfinite(range))
        range = 1;
    if (max_ticks < 1)
        max_ticks = 1;
    double rough = range / max_ticks;
    double magnitude = pow(10, floor(log10(rough)));
    double step = magnitude * 10;
    for (size_t i = 0; i < sizeof nice / sizeof nice[0]; i++)
        if (nice[i] * magnitude >= rough * (1 - 1e-9)) {
            step = nice[i] * magnitude;
            break;
        }
    t->step = step;
    t->count = (int)floor(range / step * (1 + 1e-9)) + 1;
    t->unit = 1;
    t->suffix = "";
    if (with_suffix) {
        static const struct { double unit; const char *suffix; } units[] = {
            { 1e9, "G" }, { 1e6, "M" }, { 1e3, "k" }
        };
        for (size_t i = 0; i < 3; i++)
            if (range >= units[i].unit) {
                t->unit = units[i].unit;
                t->suffix = units[i].suffix;
                break;
            }
    }
    t->decimals = decimals_for(step / t->unit);
}

void hp_tick_label(const HpTicks *t, int k, char *buf, size_t size)
{
    double v = k * t->step / t->unit;
    int decimals = t->decimals;
    if (k == 0 && *t->suffix) {
        snprintf(buf, size, "0");   /* 0, not 0k */
        return;
    }
    if (*t->suffix)
        decimals = decimals_for(v);  /* 1M, 1.5M rather than 1.0M */
    snprintf(buf, size, "%.*f%s", decimals, v, t->suffix);
}

/* ------------------------------------------------------------------------
 * Text width: Helvetica's widths in thousandths of the size, by class. */

static int char_width(unsigned char c)
{
    if (c >= 0x80)
        return 556;           /* a byte of UTF-8: a guess per byte */
    if (strchr("ijl.,:;'|!` ", c))
        return 250;
    if (strchr("()[]{}-/\\frt\"", c))
        return 333;
    if (c == 'm' || c == 'M' || c == 'W')
        return 833;
    if (c == 'w' || c == '@')
        return 750;
    if (c >= 'A' && c <= 'Z')
        return 667;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')
        return 556;
    return 584;
}

double hp_text_width(const char *text, double size)
{
    long sum = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        sum += char_width(*c);
    return sum * size / 1000.0;
}

/* ------------------------------------------------------------------------
 * Paths */

void hp_path_begin(HpPath *path, HpOut *out, HpPathStyle style)
{
    memset(path, 0, sizeof *path);
    path->out = out;
    path->style = style;
}

static void emit(HpPath *path, int64_t x, int64_t y)
{
    HpOut *out = path->out;
    if (path->style == HP_PATH_PS) {
        hp_out_hundredths(out, x);
        hp_out_char(out, ' ');
        hp_out_hundredths(out, y);
        hp_out_str(out, path->points == 0 ? " M\n" : " L\n");
    } else {
        if (path->points == 0)
            hp_out_char(out, 'M');
        else if (path->points == 1)
            hp_out_char(out, 'L');
        else
            hp_out_char(out, path->points % 8 == 1 ? '\n' : ' ');
        hp_out_hundredths(out, x);
        hp_out_char(out, ' ');
        hp_out_hundredths(out, y);
    }
    path->points++;
    path->lx = x;
    path->ly = y;
}

/* A point is only emitted when the next one shows it is a corner: a point
 * inside a straight horizontal or vertical run (the run going on in the
 * same direction), or a repeat, changes nothing in the picture, and
 * hundreds of samples with the same value make one straight edge. */
void hp_path_point(HpPath *path, double xd, double yd)
{
    int64_t x = hp_hundredths(xd), y = hp_hundredths(yd);
    if (!path->pending) {
        if (path->points > 0 && x == path->lx && y == path->ly)
            return;
        path->pending = true;
        path->px = x;
        path->py = y;
        return;
    }
    if (x == path->px && y == path->py)
        return;
    bool straight_on =
        path->points > 0 &&
        ((path->ly == path->py && path->py == y &&
          (path->px > path->lx) == (x > path->px)) ||
         (path->lx == path->px && path->px == x &&
          (path->py > path->ly) == (y > path->py)));
    if (straight_on) {
        path->px = x;         /* the waiting point lies inside a straight run */
        path->py = y;
        return;
    }
    emit(path, path->px, path->py);
    path->px = x;
    path->py = y;
}

void hp_path_end(HpPath *path)
{
    if (path->pending)
        emit(path, path->px, path->py);
    path->pending = false;
}

void hp_band_outline(HpPath *path, const double *xs, const double *lower,
                     const double *upper, size_t n)
{
    if (n == 0)
        return;
    hp_path_point(path, xs[0], lower[0]);
    for (size_t i = 0; i < n; i++)
        hp_path_point(path, xs[i], upper[i]);
    for (size_t i = n; i-- > 1;)
        hp_path_point(path, xs[i], lower[i]);
    hp_path_end(path);
}
