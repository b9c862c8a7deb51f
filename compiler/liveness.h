/*
 * liveness.h -- the collector's description of compiled code: the live
 * slots at every return point and every Code's static reference table
 * (includes/codemap.h).
 */
#ifndef LAZYRTS_LIVENESS_H
#define LAZYRTS_LIVENESS_H

#include "../includes/closure.h"

/* Describes the `n` finished codes of a program to the runtime's code
   map, and sets their `srt`.  Called once, after every code of the
   program has its instructions. */
void liveness_describe(const Code *const *codes, int n);

#endif
