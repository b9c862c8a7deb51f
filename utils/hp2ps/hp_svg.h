/*
 * hp_svg.h -- the SVG writer: the same chart for a web browser.
 *
 * Unlike the PostScript page, the SVG grows to fit its key: every band's
 * whole name is shown (no cutting, no condensing), and the picture is as
 * wide and as tall as the longest name and the number of bands need.  Each
 * band and each key entry carries a <title> (the name, its peak and its
 * share), which browsers show on hover.  Bands are always in colour.
 *
 * The output is UTF-8 XML: names are escaped, and bytes that are not UTF-8
 * become U+FFFD.  Like the PostScript it depends on nothing but the chart.
 */
#ifndef HP_SVG_H
#define HP_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "hp_bands.h"
#include "hp_draw.h"

/* Write the drawing to file; false on a write error. */
bool hp_svg_write(FILE *file, const HpChart *chart,
                  const HpRenderOptions *options);

#endif
