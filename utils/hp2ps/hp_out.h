/*
 * hp_out.h -- the buffered writer the PostScript, SVG and .aux writers
 * share, with a fast, locale-free number format.
 *
 * Invariants:
 *   * Nothing reaches the FILE until the buffer fills or hp_out_finish is
 *     called; a write error is remembered (failed) and later writes are
 *     dropped, so a writer checks once, at the end.
 *   * Numbers never depend on the C locale: the point is always '.'.
 */
#ifndef HP_OUT_H
#define HP_OUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hp_util.h"

enum { HP_OUT_BUFFER = 1 << 16 };

typedef struct HpOut {
    FILE *file;
    size_t used;               /* bytes waiting in buffer */
    bool failed;               /* a write to file failed */
    char buffer[HP_OUT_BUFFER];
} HpOut;

void hp_out_init(HpOut *out, FILE *file);
void hp_out_bytes(HpOut *out, const char *bytes, size_t n);
void hp_out_str(HpOut *out, const char *text);
void hp_out_char(HpOut *out, char c);
void hp_out_printf(HpOut *out, const char *format, ...) HP_PRINTF(2, 3);

/* v rounded to 2 decimals, trailing zeros and a trailing point dropped:
 * 20 for 20.00, 20.5 for 20.50, -3.25; "0" for -0.001.  Values beyond
 * +-1e15 are clamped, a NaN prints as 0. */
void hp_out_coord(HpOut *out, double v);
/* The same for a number already in hundredths (2050 prints 20.5). */
void hp_out_hundredths(HpOut *out, int64_t hundredths);
/* v in hundredths, rounded, clamped as hp_out_coord does. */
int64_t hp_hundredths(double v);

/* Write the buffer out and flush the FILE; false if anything failed. */
bool hp_out_finish(HpOut *out);

/* n as a whole number with commas between thousands: 1,401,613. */
void hp_format_thousands(char *buf, size_t size, double n);

#endif
