/*
 * hp_aux.h -- the .aux file: the scales, order and shading of a drawing,
 * written next to <file>.ps so that "hp2ps -p" can draw the next profile
 * with the same parameters.
 *
 * Format (one item per line, blank lines allowed):
 *     X_RANGE <number>          the time axis runs from 0 to this
 *     Y_RANGE <number>          the value axis runs from 0 to this
 *     ORDER <band> <n>          the band's place in the stack, 1 = bottom
 *     SHADE <band> <grey>       its grey level, 0 (black) to 1 (white)
 *     COLOUR <band> <r> <g> <b> its colour, each 0 to 1
 * GHC's hp2ps writes the first four kinds; COLOUR is ours (GHC keeps the
 * colour in SHADE, as a code); we read GHC's .aux files too.
 *
 * Invariants of a parsed HpAux: x_range > 0 and y_range > 0 when given
 * (0 when absent); bands sorted by name, names distinct.
 */
#ifndef HP_AUX_H
#define HP_AUX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hp_parse.h"

typedef struct HpFill {
    double grey;        /* 0 black .. 1 white */
    double rgb[3];      /* each 0 .. 1 */
} HpFill;

typedef struct HpAuxBand {
    char *name;
    long order;         /* 0: no ORDER line */
    bool has_grey;
    bool has_colour;
    HpFill fill;
} HpAuxBand;

typedef struct HpAux {
    double x_range;     /* 0: not given */
    double y_range;
    HpAuxBand *bands;   /* sorted by name */
    size_t n_bands;
    size_t bands_capacity;
} HpAux;

/* Parse text[0..length) into *aux; on failure fill *error and return
 * false (nothing to free). */
bool hp_aux_parse(const char *text, size_t length, HpAux *aux,
                  HpError *error);
void hp_aux_free(HpAux *aux);
const HpAuxBand *hp_aux_find(const HpAux *aux, const char *name);

struct HpChart;
/* Write the .aux of a drawing; false on a write error. */
bool hp_aux_write(FILE *file, const struct HpChart *chart);

#endif
