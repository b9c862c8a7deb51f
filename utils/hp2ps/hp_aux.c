/*
 * hp_aux.c -- reading and writing the .aux file (see hp_aux.h).
 */
#include "hp_aux.h"
#include "hp_bands.h"
#include "hp_util.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FIELDS = 6, NUMBER_MAX = 63 };

typedef struct Field {
    const char *text;
    size_t length;
    long column;
} Field;

static bool aux_fail(HpError *error, long line, long column,
                     const char *format, ...) HP_PRINTF(4, 5);

static bool aux_fail(HpError *error, long line, long column,
                     const char *format, ...)
{
    int n = 0;
    if (column > 0)
        n = snprintf(error->message, sizeof error->message, "column %ld: ",
                     column);
    va_list ap;
    va_start(ap, format);
    vsnprintf(error->message + n, sizeof error->message - (size_t)n, format,
              ap);
    va_end(ap);
    error->line = line > 0 ? line : 1;
    return false;
}

/* Split [s, end) at blanks into at most MAX_FIELDS + 1 fields. */
static size_t split(const char *s, const char *end, Field *fields)
{
    const char *line_start = s;
    size_t n = 0;
    while (n <= MAX_FIELDS) {
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        if (s == end)
            break;
        const char *t = s;
        while (t < end && *t != ' ' && *t != '\t')
            t++;
        fields[n++] = (Field){ s, (size_t)(t - s), (long)(s - line_start) + 1 };
        s = t;
    }
    return n;
}

static bool field_is(const Field *f, const char *word)
{
    return f->length == strlen(word) && memcmp(f->text, word, f->length) == 0;
}

/* A finite number in [low, high]; what describes it for the message. */
static bool number(const Field *f, double low, double high, const char *what,
                   long line, HpError *error, double *out)
{
    char buf[NUMBER_MAX + 1], quoted[64];
    hp_quote(quoted, sizeof quoted, f->text, f->length);
    bool ok = f->length <= NUMBER_MAX;
    for (size_t i = 0; ok && i < f->length; i++)
        ok = (f->text[i] >= '0' && f->text[i] <= '9') || f->text[i] == '.';
    if (ok) {
        memcpy(buf, f->text, f->length);
        buf[f->length] = '\0';
        char *stop;
        *out = strtod(buf, &stop);
        ok = *stop == '\0' && f->length > 0 && isfinite(*out)
             && *out >= low && *out <= high;
    }
    if (!ok)
        return aux_fail(error, line, f->column, "expected %s, found %s",
                        what, quoted);
    return true;
}

static int by_aux_name(const void *a, const void *b)
{
    return strcmp(((const HpAuxBand *)a)->name, ((const HpAuxBand *)b)->name);
}

const HpAuxBand *hp_aux_find(const HpAux *aux, const char *name)
{
    if (aux->n_bands == 0)
        return NULL;
    HpAuxBand key = { .name = (char *)name };
    return bsearch(&key, aux->bands, aux->n_bands, sizeof key, by_aux_name);
}

/* Bands are appended as their lines come; merge_bands sorts them once at
 * the end and merges the lines about one band. */
static HpAuxBand *append_band(HpAux *aux, const Field *name)
{
    aux->bands = hp_grow(aux->bands, &aux->bands_capacity, aux->n_bands + 1,
                         sizeof *aux->bands);
    HpAuxBand *b = &aux->bands[aux->n_bands++];
    memset(b, 0, sizeof *b);
    b->name = hp_xstrndup(name->text, name->length);
    return b;
}

/* Sort by name and merge the lines about one band into one entry. */
static void merge_bands(HpAux *aux)
{
    if (aux->n_bands == 0)
        return;               /* bands is NULL: not even qsort may see it */
    qsort(aux->bands, aux->n_bands, sizeof *aux->bands, by_aux_name);
    size_t k = 0;
    for (size_t i = 0; i < aux->n_bands; i++) {
        HpAuxBand *b = &aux->bands[i];
        if (k > 0 && strcmp(aux->bands[k - 1].name, b->name) == 0) {
            HpAuxBand *into = &aux->bands[k - 1];
            if (b->order)
                into->order = b->order;
            if (b->has_grey) {
                into->has_grey = true;
                into->fill.grey = b->fill.grey;
            }
            if (b->has_colour) {
                into->has_colour = true;
                memcpy(into->fill.rgb, b->fill.rgb, sizeof b->fill.rgb);
            }
            free(b->name);
            continue;
        }
        aux->bands[k++] = *b;
    }
    aux->n_bands = k;
}

static bool aux_line(HpAux *aux, const Field *f, size_t n, long line,
                     HpError *error)
{
    double v;
    if (field_is(&f[0], "X_RANGE") || field_is(&f[0], "Y_RANGE")) {
        if (n != 2)
            return aux_fail(error, line, f[0].column, "%s takes one number",
                            field_is(&f[0], "X_RANGE") ? "X_RANGE" : "Y_RANGE");
        if (!number(&f[1], 0, 1e300, "a non-negative number", line, error,
                    &v))
            return false;
        *(field_is(&f[0], "X_RANGE") ? &aux->x_range : &aux->y_range) = v;
        return true;
    }
    if (field_is(&f[0], "ORDER") || field_is(&f[0], "SHADE")) {
        if (n != 3)
            return aux_fail(error, line, f[0].column, "expected %.*s <band> "
                            "<number>", (int)f[0].length, f[0].text);
        bool order = field_is(&f[0], "ORDER");
        const char *what = order ? "a place in the stack (1, 2, ...)"
                                 : "a grey level from 0 to 1";
        if (!number(&f[2], order ? 1 : 0, order ? 1e9 : 1, what, line, error,
                    &v))
            return false;
        if (order && v != floor(v))
            return aux_fail(error, line, f[2].column, "ORDER needs a whole "
                            "number");
        HpAuxBand *b = append_band(aux, &f[1]);
        if (order)
            b->order = (long)v;
        else {
            b->has_grey = true;
            b->fill.grey = v;
        }
        return true;
    }
    if (field_is(&f[0], "COLOUR")) {
        if (n != 5)
            return aux_fail(error, line, f[0].column, "expected COLOUR <band> "
                            "<red> <green> <blue>");
        double rgb[3];
        for (int i = 0; i < 3; i++)
            if (!number(&f[2 + i], 0, 1, "a number from 0 to 1", line, error,
                        &rgb[i]))
                return false;
        HpAuxBand *b = append_band(aux, &f[1]);
        b->has_colour = true;
        memcpy(b->fill.rgb, rgb, sizeof rgb);
        return true;
    }
    char quoted[64];
    hp_quote(quoted, sizeof quoted, f[0].text, f[0].length);
    return aux_fail(error, line, f[0].column, "unknown line %s: expected "
                    "X_RANGE, Y_RANGE, ORDER, SHADE or COLOUR", quoted);
}

bool hp_aux_parse(const char *text, size_t length, HpAux *aux, HpError *error)
{
    memset(aux, 0, sizeof *aux);
    long line = 0;
    size_t pos = 0;
    while (pos < length) {
        const char *start = text + pos;
        const char *nl = memchr(start, '\n', length - pos);
        const char *end = nl ? nl : text + length;
        pos = (size_t)(end - text) + (nl ? 1 : 0);
        line++;
        if (end > start && end[-1] == '\r')
            end--;
        for (const char *c = start; c < end; c++)
            if (((unsigned char)*c < 0x20 && *c != '\t') || *c == 0x7f) {
                hp_aux_free(aux);
                return aux_fail(error, line, (long)(c - start) + 1,
                                "control character 0x%02x",
                                (unsigned char)*c);
            }
        Field f[MAX_FIELDS + 1];
        size_t n = split(start, end, f);
        if (n > 0 && !aux_line(aux, f, n, line, error)) {
            hp_aux_free(aux);
            return false;
        }
    }
    merge_bands(aux);
    return true;
}

void hp_aux_free(HpAux *aux)
{
    for (size_t i = 0; i < aux->n_bands; i++)
        free(aux->bands[i].name);
    free(aux->bands);
    memset(aux, 0, sizeof *aux);
}

bool hp_aux_write(FILE *file, const HpChart *chart)
{
    fprintf(file, "X_RANGE %.6f\nY_RANGE %.2f\n", chart->x_range,
            chart->y_range);
    for (size_t i = 0; i < chart->n_bands; i++)
        fprintf(file, "ORDER %s %zu\n", chart->bands[i].name, i + 1);
    for (size_t i = 0; i < chart->n_bands; i++)
        fprintf(file, "SHADE %s %.2f\n", chart->bands[i].name,
                chart->bands[i].fill.grey);
    for (size_t i = 0; i < chart->n_bands; i++) {
        const double *rgb = chart->bands[i].fill.rgb;
        fprintf(file, "COLOUR %s %.3f %.3f %.3f\n", chart->bands[i].name,
                rgb[0], rgb[1], rgb[2]);
    }
    return fflush(file) == 0 && !ferror(file);
}
