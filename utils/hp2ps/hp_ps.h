/*
 * hp_ps.h -- the PostScript writer.
 *
 * The drawing is 9 x 6 inches (648 x 432 points): a title box at the top
 * (JOB, the drawn total integrated over time, DATE), the value axis on the
 * left, the time axis at the bottom, the stacked bands, and the key on the
 * right with each band's whole name (a long name is condensed to fit, never
 * cut).  More than 20 bands, or -M, put the key on pages of its own, 20
 * names a page (in EPS, which has one page, the key shrinks instead).
 *
 * The output depends on nothing but the chart and the options: no clock,
 * no locale, no host name; the DSC CreationDate is the profile's DATE.
 * Key labels are written as "(name) <width> keyshow", one a line, so that
 * a script can list the bands of a drawing.
 */
#ifndef HP_PS_H
#define HP_PS_H

#include <stdbool.h>
#include <stdio.h>

#include "hp_bands.h"
#include "hp_draw.h"

/* Write the drawing to file; false on a write error. */
bool hp_ps_write(FILE *file, const HpChart *chart,
                 const HpRenderOptions *options);

#endif
