/*
 * hp2ps.c -- the hp2ps program: flags, file names, and writing the output
 * so that a failure never leaves a half-written file behind.
 *
 *     hp2ps [flags] [file[.hp]]
 *
 * reads file.hp (or file, when it ends in .hp) and writes file.ps and
 * file.aux in the current directory, named after the file's last path
 * component; with no file it reads standard input and writes the drawing
 * to standard output (no .aux).  docs/hp2ps.md describes every flag.
 */
#define _POSIX_C_SOURCE 200809L

#include "hp_aux.h"
#include "hp_bands.h"
#include "hp_parse.h"
#include "hp_ps.h"
#include "hp_svg.h"
#include "hp_util.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct Options {
    HpChartOptions chart;
    HpRenderOptions render;
    bool svg;                 /* --svg */
    bool previous;            /* -p */
    const char *file;         /* NULL: filter mode */
} Options;

static const char usage_text[] =
    "usage: hp2ps [flags] [file[.hp]]\n"
    "  -b          use a big title box (two rows)\n"
    "  -c          colour\n"
    "  -d          order bands by standard deviation (roughest on top)\n"
    "  -e<w>[in|mm|pt]\n"
    "              encapsulated PostScript, w wide (more than 2 inches;\n"
    "              points when no unit is given)\n"
    "  -g          an upright page the size of the drawing, for previewers\n"
    "  -i[+|-]     order bands by name (-i, -i+: greatest on top; -i-:\n"
    "              least on top)\n"
    "  -l          no band limit (as -m0)\n"
    "  -m<n>       at most n bands, the smallest merged into OTHER\n"
    "              (default 20; 0: no limit)\n"
    "  -M          the key on pages of its own\n"
    "  -p          use the scales, order and shading of <file>.aux\n"
    "  -s          use a small title box\n"
    "  -t<f>       leave out the smallest bands that together hold less\n"
    "              than f% of the total (default 1, at most 5; 0: none)\n"
    "  -y          ignore MARK lines\n"
    "  -?          print this help\n"
    "  --svg       write <file>.svg (for a web browser) instead of .ps\n"
    "Without a file, reads standard input and writes standard output.\n";

/* ------------------------------------------------------------------------
 * Flags */

static _Noreturn void usage_error(const char *format, const char *arg)
    HP_PRINTF(1, 0);

static _Noreturn void usage_error(const char *format, const char *arg)
{
    fputs("hp2ps: ", stderr);
    fprintf(stderr, format, arg);
    fputc('\n', stderr);
    fputs(usage_text, stderr);
    exit(1);
}

/* A non-negative decimal number filling all of text (no sign, exponent). */
static bool decimal(const char *text, double *value)
{
    size_t n = strspn(text, "0123456789.");
    if (n == 0 || n > 30 || strchr(text, '.') != strrchr(text, '.'))
        return false;
    char buf[32];
    memcpy(buf, text, n);
    buf[n] = '\0';
    if (strspn(buf, ".") == n)
        return false;
    *value = strtod(buf, NULL);
    return text[n] == '\0';
}

static void flag_m(const char *arg, const char *value, Options *o)
{
    size_t n = strspn(value, "0123456789");
    if (n == 0 || value[n] != '\0' || n > 7)
        usage_error("-m needs a whole number of bands, as in -m10 (got %s)",
                    arg);
    o->chart.max_bands = strtol(value, NULL, 10);
}

static void flag_t(const char *arg, const char *value, Options *o)
{
    double t;
    if (!decimal(value, &t) || t > 5)
        usage_error("-t needs a percentage from 0 to 5, as in -t0.5 "
                    "(got %s)", arg);
    o->chart.trace_percent = t;
}

static void flag_e(const char *arg, const char *value, Options *o)
{
    size_t n = strspn(value, "0123456789.");
    char number[32];
    double w, scale = 1;
    const char *unit = value + n;
    bool ok = n > 0 && n < sizeof number;
    if (ok) {
        memcpy(number, value, n);
        number[n] = '\0';
        ok = decimal(number, &w);
    }
    if (strcmp(unit, "in") == 0)
        scale = 72;
    else if (strcmp(unit, "mm") == 0)
        scale = 72 / 25.4;
    else if (strcmp(unit, "pt") != 0 && *unit)
        ok = false;
    if (!ok || !(w * scale > 144) || w * scale > 14400)
        usage_error("-e needs a width of more than 2 inches (and at most "
                    "200), as in -e5in, -e120mm or -e300pt (got %s)", arg);
    o->render.page = HP_PAGE_EPS;
    o->render.eps_width = w * scale;
}

/* One argument that starts with '-'. */
static void flag(const char *arg, Options *o)
{
    if (strcmp(arg, "--svg") == 0) {
        o->svg = true;
        return;
    }
    if (strcmp(arg, "--help") == 0 || strcmp(arg, "-?") == 0) {
        fputs(usage_text, stdout);
        exit(0);
    }
    if (arg[1] == '\0' || arg[1] == '-')
        usage_error("unknown flag %s", arg);
    for (const char *c = arg + 1; *c; c++) {
        switch (*c) {
        case 'b': o->render.title = HP_TITLE_BIG; break;
        case 's': o->render.title = HP_TITLE_SMALL; break;
        case 'c': o->render.colour = true; break;
        case 'd': o->chart.order = HP_ORDER_STDDEV; break;
        case 'g': o->render.page = HP_PAGE_PREVIEW; break;
        case 'l': o->chart.max_bands = 0; break;
        case 'M': o->render.key_pages = true; break;
        case 'p': o->previous = true; break;
        case 'y': o->render.marks = false; break;
        case 'i':
            o->chart.order = HP_ORDER_NAME_UP;
            if (c[1] == '-')
                o->chart.order = HP_ORDER_NAME_DOWN;
            if (c[1] == '+' || c[1] == '-')
                c++;
            break;
        case 'e': flag_e(arg, c + 1, o); return;
        case 'm': flag_m(arg, c + 1, o); return;
        case 't': flag_t(arg, c + 1, o); return;
        case '?':
            fputs(usage_text, stdout);
            exit(0);
        default: {
            char bad[3] = { '-', *c, '\0' };
            if (c == arg + 1 && c[1] == '\0')
                usage_error("unknown flag %s", arg);
            fprintf(stderr, "hp2ps: unknown flag %s (in %s)\n", bad, arg);
            fputs(usage_text, stderr);
            exit(1);
        }
        }
    }
}

static void parse_args(int argc, char **argv, Options *o)
{
    memset(o, 0, sizeof *o);
    hp_chart_options_default(&o->chart);
    o->render.marks = true;
    bool flags_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!flags_done && strcmp(arg, "--") == 0) {
            flags_done = true;
            continue;
        }
        if (!flags_done && arg[0] == '-') {
            flag(arg, o);
            continue;
        }
        if (o->file) {
            fprintf(stderr, "hp2ps: one file at a time (got %s and %s)\n",
                    o->file, arg);
            exit(1);
        }
        o->file = arg;
    }
}

/* ------------------------------------------------------------------------
 * Files */

static char *input_name(const char *file)
{
    size_t n = strlen(file);
    if (n >= 3 && strcmp(file + n - 3, ".hp") == 0)
        return hp_xstrdup(file);
    char *name = hp_xmalloc(n + 4);
    memcpy(name, file, n);
    memcpy(name + n, ".hp", 4);
    return name;
}

/* The output's name: the file's last component, .hp dropped, + suffix. */
static char *output_name(const char *file, const char *suffix)
{
    const char *slash = strrchr(file, '/');
    const char *base = slash ? slash + 1 : file;
    size_t n = strlen(base);
    if (n >= 3 && strcmp(base + n - 3, ".hp") == 0)
        n -= 3;
    char *name = hp_xmalloc(n + strlen(suffix) + 1);
    memcpy(name, base, n);
    strcpy(name + n, suffix);
    return name;
}

/* All of f; display names it in messages. */
static char *read_all(FILE *f, const char *display, size_t *length)
{
    size_t cap = 1 << 16, n = 0;
    char *text = hp_xmalloc(cap);
    for (;;) {
        if (n == cap)
            text = hp_grow(text, &cap, n + 1, 1);
        size_t got = fread(text + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        int err = errno;
        free(text);               /* nothing leaks on the way out */
        hp_die("cannot read %s: %s", display, strerror(err));
    }
    *length = n;
    return text;
}

static char *read_file(const char *path, const char *why, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        hp_die("cannot open %s%s: %s", path, why, strerror(errno));
    char *text = read_all(f, path, length);
    fclose(f);
    return text;
}

/* ------------------------------------------------------------------------
 * Writing a file whole or not at all */

static char *temp_path;       /* removed by the cleanup hook */

static void remove_temp(void)
{
    if (temp_path) {
        remove(temp_path);
        free(temp_path);
        temp_path = NULL;
    }
}

typedef enum Kind { WRITE_PS, WRITE_SVG, WRITE_AUX } Kind;

static bool write_kind(FILE *f, Kind kind, const HpChart *chart,
                       const HpRenderOptions *render)
{
    switch (kind) {
    case WRITE_PS:  return hp_ps_write(f, chart, render);
    case WRITE_SVG: return hp_svg_write(f, chart, render);
    case WRITE_AUX: return hp_aux_write(f, chart);
    }
    return false;
}

/* Note [Write, then rename]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~
 * The output is written to a fresh temporary file beside it and renamed
 * over it only when complete, so that a full disk, a write error or a
 * crash leaves either the old file or none, never a truncated drawing that
 * looks finished.  The temporary file is removed on every error path (the
 * cleanup hook covers hp_die, out of memory included).
 */
static void write_file(const char *path, Kind kind, const HpChart *chart,
                       const HpRenderOptions *render)
{
    temp_path = hp_xmalloc(strlen(path) + 12);
    sprintf(temp_path, "%s.tmpXXXXXX", path);
    int fd = mkstemp(temp_path);
    if (fd < 0) {
        int e = errno;
        free(temp_path);
        temp_path = NULL;
        hp_die("cannot create %s: %s", path, strerror(e));
    }
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        close(fd);
        hp_die("cannot write %s: %s", path, strerror(errno));
    }
    bool ok = write_kind(f, kind, chart, render);
    int e = errno;
    if (fclose(f) != 0 && ok) {
        ok = false;
        e = errno;
    }
    if (!ok)
        hp_die("cannot write %s: %s", path, strerror(e));
    if (rename(temp_path, path) != 0)
        hp_die("cannot rename %s to %s: %s", temp_path, path,
               strerror(errno));
    free(temp_path);
    temp_path = NULL;
}

/* ------------------------------------------------------------------------
 * main */

static void load_previous(const Options *o, HpAux *aux)
{
    if (!o->file)
        hp_die("-p reads <file>.aux, so it needs a file name");
    char *path = output_name(o->file, ".aux");
    size_t length;
    char *text = read_file(path, " (needed by -p)", &length);
    HpError error;
    if (!hp_aux_parse(text, length, aux, &error))
        hp_die("%s:%ld: %s", path, error.line, error.message);
    free(text);
    free(path);
}

int main(int argc, char **argv)
{
    Options o;
    parse_args(argc, argv, &o);
    hp_set_cleanup(remove_temp);

    HpAux previous = { 0 };
    if (o.previous) {
        load_previous(&o, &previous);
        o.chart.previous = &previous;
    }
    char *input = o.file ? input_name(o.file) : NULL;
    const char *display = input ? input : "<stdin>";
    size_t length;
    char *text = input ? read_file(input, "", &length)
                       : read_all(stdin, display, &length);
    HpProfile profile;
    HpError error;
    if (!hp_parse(text, length, &profile, &error))
        hp_die("%s:%ld: %s", display, error.line, error.message);
    free(text);

    HpChart chart;
    hp_chart_build(&profile, &o.chart, &chart);
    Kind kind = o.svg ? WRITE_SVG : WRITE_PS;
    if (o.file) {
        char *out = output_name(o.file, o.svg ? ".svg" : ".ps");
        char *aux = output_name(o.file, ".aux");
        write_file(out, kind, &chart, &o.render);
        write_file(aux, WRITE_AUX, &chart, &o.render);
        free(out);
        free(aux);
    } else if (!write_kind(stdout, kind, &chart, &o.render)) {
        hp_die("cannot write standard output: %s", strerror(errno));
    }
    hp_chart_free(&chart);
    hp_profile_free(&profile);
    hp_aux_free(&previous);
    free(input);
    return 0;
}
