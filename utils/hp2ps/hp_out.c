/*
 * hp_out.c -- buffered output and number formatting (see hp_out.h).
 *
 * Note [Coordinates in two decimals]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * A 20 MB profile has about a million points to draw, and printf("%f")
 * would dominate the running time.  Coordinates are in points (1/72 inch)
 * or pixels, so two decimals are far below what any printer or screen
 * shows; we round to hundredths in integer arithmetic and print the digits
 * ourselves, dropping trailing zeros (which also keeps the files small).
 */
#include "hp_out.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void hp_out_init(HpOut *out, FILE *file)
{
    out->file = file;
    out->used = 0;
    out->failed = false;
}

static void drain(HpOut *out)
{
    if (out->used && !out->failed &&
        fwrite(out->buffer, 1, out->used, out->file) != out->used)
        out->failed = true;
    out->used = 0;
}

void hp_out_bytes(HpOut *out, const char *bytes, size_t n)
{
    if (n > HP_OUT_BUFFER - out->used) {
        drain(out);
        if (n > HP_OUT_BUFFER) {
            if (!out->failed && fwrite(bytes, 1, n, out->file) != n)
                out->failed = true;
            return;
        }
    }
    memcpy(out->buffer + out->used, bytes, n);
    out->used += n;
}

void hp_out_str(HpOut *out, const char *text)
{
    hp_out_bytes(out, text, strlen(text));
}

void hp_out_char(HpOut *out, char c)
{
    if (out->used == HP_OUT_BUFFER)
        drain(out);
    out->buffer[out->used++] = c;
}

void hp_out_printf(HpOut *out, const char *format, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(small, sizeof small, format, ap);
    va_end(ap);
    if (n < 0) {
        out->failed = true;
        return;
    }
    if ((size_t)n < sizeof small) {
        hp_out_bytes(out, small, (size_t)n);
        return;
    }
    char *big = hp_xmalloc((size_t)n + 1);
    va_start(ap, format);
    vsnprintf(big, (size_t)n + 1, format, ap);
    va_end(ap);
    hp_out_bytes(out, big, (size_t)n);
    free(big);
}

void hp_out_hundredths(HpOut *out, int64_t hundredths)
{
    char digits[24];
    size_t n = 0;
    bool negative = hundredths < 0;
    uint64_t u = negative ? 0 - (uint64_t)hundredths : (uint64_t)hundredths;
    unsigned frac = (unsigned)(u % 100);
    u /= 100;
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    char text[32];
    size_t k = 0;
    if (negative)
        text[k++] = '-';
    while (n)
        text[k++] = digits[--n];
    if (frac) {
        text[k++] = '.';
        text[k++] = (char)('0' + frac / 10);
        if (frac % 10)
            text[k++] = (char)('0' + frac % 10);
    }
    hp_out_bytes(out, text, k);
}

int64_t hp_hundredths(double v)
{
    if (!isfinite(v))
        return 0;
    if (v > 1e15)
        v = 1e15;
    if (v < -1e15)
        v = -1e15;
    return (int64_t)llround(v * 100.0);
}

void hp_out_coord(HpOut *out, double v)
{
    hp_out_hundredths(out, hp_hundredths(v));
}

bool hp_out_finish(HpOut *out)
{
    drain(out);
    if (fflush(out->file) != 0 || ferror(out->file))
        out->failed = true;
    return !out->failed;
}

void hp_format_thousands(char *buf, size_t size, double n)
{
    char digits[48];
    if (!(n >= 0) || n > 1e30)
        n = 0;
    snprintf(digits, sizeof digits, "%.0f", floor(n));
    size_t len = strlen(digits), k = 0;
    for (size_t i = 0; i < len && k + 2 < size; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            buf[k++] = ',';
        buf[k++] = digits[i];
    }
    buf[k] = '\0';
}
