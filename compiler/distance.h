/*
 * distance.h -- how far apart two names are, as GHC measures it for its
 * "Perhaps you meant" suggestions: the restricted Damerau-Levenshtein
 * (optimal string alignment) distance, in which inserting, deleting or
 * replacing a character, or swapping two neighbours, costs 1.  Shared by
 * the suggestions for names (suggest.c) and for language extensions
 * (header.c).
 */
#ifndef LAZYRTS_DISTANCE_H
#define LAZYRTS_DISTANCE_H

#include <stddef.h>

/* The distance between a[0..alen) and b[0..blen), UTF-8, counted in code
   points. */
int text_distance(const char *a, size_t alen, const char *b, size_t blen);

#endif /* LAZYRTS_DISTANCE_H */
