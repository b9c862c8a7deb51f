/*
 * hp_parse.h -- the .hp reader: a heap profile as GHC's runtime (and
 * lazyrun's) writes it, read strictly, line by line.
 *
 * The accepted grammar (one item per line; blank lines and spaces or tabs
 * around the items are allowed; a line may end in CR LF):
 *
 *     JOB "text"            \
 *     DATE "text"            | the header: each exactly once, before the
 *     SAMPLE_UNIT "text"     | first sample, in any order; "" inside the
 *     VALUE_UNIT "text"     /  text stands for one "
 *     MARK <time>           between samples only
 *     BEGIN_SAMPLE <time>   opens a sample; times never decrease
 *     <band> <bytes>        inside a sample: a name without white space,
 *                           then a whole number; a name given twice in one
 *                           sample counts the sum (as GHC's hp2ps does)
 *     END_SAMPLE <time>     closes the sample; the same time as BEGIN's
 *
 * <time> is a non-negative decimal number (0, 1.5, .25, 0.024113; no sign,
 * no exponent); <bytes> is a non-negative integer below 2^64.
 * Control characters other than TAB (a binary file) are refused; a UTF-8
 * byte order mark at the start is skipped.
 *
 * Invariants of a parsed HpProfile:
 *   * n_samples >= 1 and samples[i].time <= samples[i + 1].time;
 *   * every band's entries are in increasing sample order, one entry per
 *     sample at most, and entry.sample < n_samples;
 *   * band names are distinct, non-empty and hold no white space;
 *   * total and sum_squares are the sums of value and value^2 over the
 *     entries (a sample without an entry counts as 0).
 */
#ifndef HP_PARSE_H
#define HP_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct HpEntry {
    uint32_t sample;  /* index into HpProfile.samples */
    double value;     /* bytes (or VALUE_UNIT) in that sample */
} HpEntry;

typedef struct HpBand {
    char *name;
    size_t name_length;
    HpEntry *entries;     /* in sample order */
    size_t n_entries;
    size_t entries_capacity;
    double total;         /* sum of the values over all samples */
    double sum_squares;   /* sum of value^2, for the standard deviation */
    double peak;          /* largest single value */
} HpBand;

typedef struct HpSample {
    double time;
    long line;            /* of its BEGIN_SAMPLE */
} HpSample;

typedef struct HpProfile {
    char *job;            /* the header strings, "" unescaped */
    char *date;
    char *sample_unit;
    char *value_unit;
    HpSample *samples;
    size_t n_samples;
    size_t samples_capacity;
    double *marks;        /* MARK times, in file order */
    size_t n_marks;
    size_t marks_capacity;
    HpBand *bands;        /* in order of first appearance */
    size_t n_bands;
    size_t bands_capacity;
    uint32_t *index;      /* hash table: band number + 1, 0 = free slot */
    size_t index_size;    /* a power of two, at least twice n_bands */
} HpProfile;

/* What is wrong and where: line 0 never occurs (an empty file is line 1). */
typedef struct HpError {
    long line;
    char message[320];
} HpError;

/* Parse text[0..length) into *profile (which it initialises).  On success
 * return true; otherwise fill *error, free what was built, return false. */
bool hp_parse(const char *text, size_t length, HpProfile *profile,
              HpError *error);

/* Release everything hp_parse allocated; *profile becomes empty. */
void hp_profile_free(HpProfile *profile);

/* The band called name (length bytes), or NULL. */
const HpBand *hp_find_band(const HpProfile *profile, const char *name,
                           size_t length);

/* Write text[0..length) into out (size >= 8) for an error message: quoted
 * with ', non-printable bytes as \xNN, cut with "..." to fit. */
void hp_quote(char *out, size_t size, const char *text, size_t length);

#endif
