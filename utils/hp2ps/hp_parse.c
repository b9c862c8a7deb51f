/*
 * hp_parse.c -- the .hp reader (see hp_parse.h for the grammar).
 *
 * Note [A strict, line-based reader]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * GHC's hp2ps reads a stream of white-space separated tokens and forgives a
 * lot (a time on the next line, a sample cut off at the end of the file),
 * but when it does complain it names no column and sometimes no line, and
 * some damage makes it print "Disaster!".  We read one item per line, so
 * every message can say which line and which column is wrong, and we refuse
 * everything a runtime never writes: a truncated last sample, an END_SAMPLE
 * whose time differs from its BEGIN_SAMPLE's, a header line after the
 * samples began or given twice, a sign or an exponent in a number.  What
 * GHC 9.0.2's runtime does write is all accepted: MARK lines, empty
 * samples, zero-valued bands, names starting with a digit or holding any
 * printable byte.  A name given twice in one sample adds up, as in GHC's
 * hp2ps, because merging profiles by concatenating bands is a known use.
 */
#include "hp_parse.h"
#include "hp_util.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HEADER_JOB, HEADER_DATE, HEADER_SAMPLE_UNIT, HEADER_VALUE_UNIT,
       N_HEADERS };

static const char *const header_names[N_HEADERS] = {
    "JOB", "DATE", "SAMPLE_UNIT", "VALUE_UNIT"
};

/* The longest number we convert; longer ones are refused as absurd. */
enum { NUMBER_MAX = 63 };

typedef struct Parser {
    HpProfile *profile;
    HpError *error;
    long line;                  /* current line number, from 1 */
    const char *line_start;     /* for columns */
    long header_line[N_HEADERS];/* where each header line was, 0 = not yet */
    bool seen_anything;         /* a non-blank line so far */
    bool in_sample;
    long sample_line;           /* the open (or last) sample's BEGIN line */
    char sample_time_text[NUMBER_MAX + 1]; /* as written, for messages */
} Parser;

/* ------------------------------------------------------------------------
 * Messages */

void hp_quote(char *out, size_t size, const char *text, size_t length)
{
    size_t limit = size - 6;  /* room for two quotes, "..." and the NUL */
    if (limit > 40)
        limit = 40;
    size_t n = 0;
    out[n++] = '\'';
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        char piece[8];
        if (c < 0x20 || c == 0x7f)
            snprintf(piece, sizeof piece, "\\x%02x", c);
        else {
            piece[0] = (char)c;
            piece[1] = '\0';
        }
        size_t k = strlen(piece);
        if (n - 1 + k > limit) {
            memcpy(out + n, "...", 3);
            n += 3;
            break;
        }
        memcpy(out + n, piece, k);
        n += k;
    }
    out[n++] = '\'';
    out[n] = '\0';
}

/* Record an error at the given column (0: none) and return false. */
static bool fail_at(Parser *P, const char *where, const char *format, ...)
    HP_PRINTF(3, 4);

static bool fail_at(Parser *P, const char *where, const char *format, ...)
{
    char *out = P->error->message;
    size_t size = sizeof P->error->message;
    int n = 0;
    if (where)
        n = snprintf(out, size, "column %ld: ",
                     (long)(where - P->line_start) + 1);
    va_list ap;
    va_start(ap, format);
    vsnprintf(out + n, size - (size_t)n, format, ap);
    va_end(ap);
    P->error->line = P->line > 0 ? P->line : 1;
    return false;
}

/* ------------------------------------------------------------------------
 * Lexical helpers.  A line is [s, end); blanks are spaces and tabs. */

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static const char *skip_blanks(const char *s, const char *end)
{
    while (s < end && is_blank(*s))
        s++;
    return s;
}

static const char *token_end(const char *s, const char *end)
{
    while (s < end && !is_blank(*s))
        s++;
    return s;
}

static bool check_text(Parser *P, const char *s, const char *end)
{
    for (const char *c = s; c < end; c++) {
        unsigned char u = (unsigned char)*c;
        if ((u < 0x20 && u != '\t') || u == 0x7f)
            return fail_at(P, c, "control character 0x%02x "
                           "(this is not a text file)", u);
    }
    return true;
}

/* Nothing but blanks may follow; what says what came before. */
static bool expect_end(Parser *P, const char *s, const char *end,
                       const char *what)
{
    s = skip_blanks(s, end);
    if (s == end)
        return true;
    char quoted[64];
    hp_quote(quoted, sizeof quoted, s, (size_t)(end - s));
    return fail_at(P, s, "unexpected %s after %s", quoted, what);
}

/* ------------------------------------------------------------------------
 * Numbers */

/* A time: digits with at most one '.', at least one digit, no sign. */
static bool is_decimal(const char *s, const char *end)
{
    bool digit = false, point = false;
    for (; s < end; s++) {
        if (*s >= '0' && *s <= '9')
            digit = true;
        else if (*s == '.' && !point)
            point = true;
        else
            return false;
    }
    return digit;
}

/* Parse the time after a keyword at s; the keyword is what, for messages. */
static bool parse_time(Parser *P, const char *s, const char *end,
                       const char *what, double *time, char *text_out)
{
    const char *start = skip_blanks(s, end);
    if (start == end || start == s)
        return fail_at(P, start, "%s needs a time (a number of %s)", what,
                       P->profile->sample_unit ? P->profile->sample_unit
                                               : "seconds");
    const char *stop = token_end(start, end);
    size_t n = (size_t)(stop - start);
    char quoted[64];
    hp_quote(quoted, sizeof quoted, start, n);
    if (!is_decimal(start, stop))
        return fail_at(P, start, "the time after %s must be a non-negative "
                       "decimal number such as 0.25, found %s", what, quoted);
    if (n > NUMBER_MAX)
        return fail_at(P, start, "the time after %s is too long: %s",
                       what, quoted);
    char buf[NUMBER_MAX + 1];
    memcpy(buf, start, n);
    buf[n] = '\0';
    *time = strtod(buf, NULL);
    if (!isfinite(*time))
        return fail_at(P, start, "the time after %s is too large: %s",
                       what, quoted);
    if (text_out)
        memcpy(text_out, buf, n + 1);
    return expect_end(P, stop, end, "the time");
}

static bool all_digits(const char *s, const char *end)
{
    for (; s < end; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

/* Parse a byte count: a whole number below 2^64. */
static bool parse_bytes(Parser *P, const char *s, const char *stop,
                        const char *name, size_t name_length, double *value)
{
    uint64_t v = 0;
    const char *c = s;
    for (; c < stop && *c >= '0' && *c <= '9'; c++) {
        unsigned d = (unsigned)(*c - '0');
        if (v > (UINT64_MAX - d) / 10) {
            char quoted[64];
            hp_quote(quoted, sizeof quoted, s, (size_t)(stop - s));
            return fail_at(P, s, "the byte count %s is too large", quoted);
        }
        v = v * 10 + d;
    }
    if (c != stop || c == s) {
        char quoted[64], qname[64];
        hp_quote(quoted, sizeof quoted, s, (size_t)(stop - s));
        hp_quote(qname, sizeof qname, name, name_length);
        return fail_at(P, s, "the byte count of band %s must be a whole "
                       "number, found %s", qname, quoted);
    }
    *value = (double)v;
    return true;
}

/* ------------------------------------------------------------------------
 * The band table */

static uint64_t hash_name(const char *s, size_t n)
{
    uint64_t h = 14695981039346656037u;  /* FNV-1a */
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211u;
    }
    return h;
}

/* The slot of name in the index: either its band's or the free slot where
 * it belongs. */
static size_t index_slot(const HpProfile *p, const char *name, size_t n)
{
    size_t mask = p->index_size - 1;
    size_t i = (size_t)hash_name(name, n) & mask;
    for (;;) {
        uint32_t k = p->index[i];
        if (k == 0)
            return i;
        const HpBand *b = &p->bands[k - 1];
        if (b->name_length == n && memcmp(b->name, name, n) == 0)
            return i;
        i = (i + 1) & mask;
    }
}

static void index_grow(HpProfile *p)
{
    size_t size = p->index_size ? p->index_size * 2 : 64;
    free(p->index);
    p->index = hp_xcalloc(size, sizeof *p->index);
    p->index_size = size;
    for (size_t b = 0; b < p->n_bands; b++) {
        const HpBand *band = &p->bands[b];
        p->index[index_slot(p, band->name, band->name_length)] =
            (uint32_t)(b + 1);
    }
}

const HpBand *hp_find_band(const HpProfile *p, const char *name, size_t n)
{
    if (p->index_size == 0)
        return NULL;
    uint32_t k = p->index[index_slot(p, name, n)];
    return k ? &p->bands[k - 1] : NULL;
}

static HpBand *band_for(Parser *P, const char *name, size_t n)
{
    HpProfile *p = P->profile;
    if ((p->n_bands + 1) * 2 > p->index_size)
        index_grow(p);
    size_t slot = index_slot(p, name, n);
    if (p->index[slot])
        return &p->bands[p->index[slot] - 1];
    if (p->n_bands >= UINT32_MAX - 1)
        hp_die("too many bands");
    p->bands = hp_grow(p->bands, &p->bands_capacity, p->n_bands + 1,
                       sizeof *p->bands);
    HpBand *b = &p->bands[p->n_bands];
    memset(b, 0, sizeof *b);
    b->name = hp_xstrndup(name, n);
    b->name_length = n;
    p->index[slot] = (uint32_t)++p->n_bands;
    return b;
}

static void add_value(HpBand *b, uint32_t sample, double value)
{
    if (b->n_entries > 0 && b->entries[b->n_entries - 1].sample == sample) {
        HpEntry *e = &b->entries[b->n_entries - 1];
        b->sum_squares -= e->value * e->value;
        e->value += value;
        b->sum_squares += e->value * e->value;
        b->total += value;
        if (e->value > b->peak)
            b->peak = e->value;
        return;
    }
    b->entries = hp_grow(b->entries, &b->entries_capacity, b->n_entries + 1,
                         sizeof *b->entries);
    b->entries[b->n_entries++] = (HpEntry){ sample, value };
    b->total += value;
    b->sum_squares += value * value;
    if (value > b->peak)
        b->peak = value;
}

/* ------------------------------------------------------------------------
 * Lines */

static int header_kind(const char *s, size_t n)
{
    for (int k = 0; k < N_HEADERS; k++)
        if (strlen(header_names[k]) == n && memcmp(s, header_names[k], n) == 0)
            return k;
    return -1;
}

static bool keyword_is(const char *s, size_t n, const char *keyword)
{
    return strlen(keyword) == n && memcmp(s, keyword, n) == 0;
}

/* JOB "text" and the like; s is just after the keyword. */
static bool parse_header(Parser *P, int kind, const char *keyword,
                         const char *s, const char *end)
{
    const char *name = header_names[kind];
    if (P->in_sample || P->profile->n_samples > 0)
        return fail_at(P, keyword, "%s after the first sample (line %ld): "
                       "the header comes first", name, P->sample_line);
    if (P->header_line[kind])
        return fail_at(P, keyword, "a second %s line (the first is line %ld)",
                       name, P->header_line[kind]);
    const char *q = skip_blanks(s, end);
    if (q == s || q == end || *q != '"')
        return fail_at(P, q, "%s needs a quoted string, as in %s \"text\"",
                       name, name);
    char *text = hp_xmalloc((size_t)(end - q));
    size_t n = 0;
    const char *c = q + 1;
    for (;; c++) {
        if (c == end) {
            free(text);
            return fail_at(P, q, "the string after %s is not closed "
                           "(no \" before the end of the line)", name);
        }
        if (*c == '"') {
            if (c + 1 < end && c[1] == '"')
                c++;          /* "" stands for one " */
            else
                break;
        }
        text[n++] = *c;
    }
    text[n] = '\0';
    if (!expect_end(P, c + 1, end, "the closing \"")) {
        free(text);
        return false;
    }
    char **slot[N_HEADERS] = { &P->profile->job, &P->profile->date,
                               &P->profile->sample_unit,
                               &P->profile->value_unit };
    *slot[kind] = text;
    P->header_line[kind] = P->line;
    return true;
}

static bool begin_sample(Parser *P, const char *keyword, const char *s,
                         const char *end)
{
    HpProfile *p = P->profile;
    if (P->in_sample)
        return fail_at(P, keyword, "BEGIN_SAMPLE inside the sample begun on "
                       "line %ld (its END_SAMPLE is missing)", P->sample_line);
    for (int k = 0; k < N_HEADERS; k++)
        if (!P->header_line[k])
            return fail_at(P, keyword, "BEGIN_SAMPLE before the %s line (a "
                           "heap profile starts with JOB, DATE, SAMPLE_UNIT "
                           "and VALUE_UNIT)", header_names[k]);
    double time;
    char text[NUMBER_MAX + 1];
    if (!parse_time(P, s, end, "BEGIN_SAMPLE", &time, text))
        return false;
    if (p->n_samples > 0 && time < p->samples[p->n_samples - 1].time)
        return fail_at(P, skip_blanks(s, end), "sample time %s is earlier "
                       "than the previous sample's %s (line %ld): samples "
                       "must not go back in time", text, P->sample_time_text,
                       P->sample_line);
    if (p->n_samples >= UINT32_MAX)
        return fail_at(P, keyword, "too many samples");
    p->samples = hp_grow(p->samples, &p->samples_capacity, p->n_samples + 1,
                         sizeof *p->samples);
    p->samples[p->n_samples++] = (HpSample){ time, P->line };
    P->in_sample = true;
    P->sample_line = P->line;
    memcpy(P->sample_time_text, text, sizeof text);
    return true;
}

static bool end_sample(Parser *P, const char *keyword, const char *s,
                       const char *end)
{
    if (!P->in_sample)
        return fail_at(P, keyword, "END_SAMPLE without a BEGIN_SAMPLE");
    double time;
    char text[NUMBER_MAX + 1];
    if (!parse_time(P, s, end, "END_SAMPLE", &time, text))
        return false;
    if (time != P->profile->samples[P->profile->n_samples - 1].time)
        return fail_at(P, skip_blanks(s, end), "END_SAMPLE %s does not match "
                       "BEGIN_SAMPLE %s (line %ld)", text, P->sample_time_text,
                       P->sample_line);
    P->in_sample = false;
    return true;
}

static bool mark(Parser *P, const char *keyword, const char *s,
                 const char *end)
{
    HpProfile *p = P->profile;
    if (P->in_sample)
        return fail_at(P, keyword, "MARK inside the sample begun on line %ld "
                       "(marks go between samples)", P->sample_line);
    double time;
    if (!parse_time(P, s, end, "MARK", &time, NULL))
        return false;
    p->marks = hp_grow(p->marks, &p->marks_capacity, p->n_marks + 1,
                       sizeof *p->marks);
    p->marks[p->n_marks++] = time;
    return true;
}

/* "<name> <bytes>" inside a sample; name is [s, stop). */
static bool band_line(Parser *P, const char *s, const char *stop,
                      const char *end)
{
    size_t n = (size_t)(stop - s);
    char qname[64];
    if (!P->in_sample) {
        hp_quote(qname, sizeof qname, s, n);
        return fail_at(P, s, "%s outside a sample: expected JOB, DATE, "
                       "SAMPLE_UNIT, VALUE_UNIT, BEGIN_SAMPLE or MARK", qname);
    }
    const char *v = skip_blanks(stop, end);
    if (v == end) {
        hp_quote(qname, sizeof qname, s, n);
        return fail_at(P, v, "band %s has no byte count after its name",
                       qname);
    }
    const char *v_end = token_end(v, end);
    const char *after = skip_blanks(v_end, end);
    if (after != end && !all_digits(v, v_end)) {
        char quoted[64];
        hp_quote(qname, sizeof qname, s, n);
        hp_quote(quoted, sizeof quoted, v, (size_t)(v_end - v));
        return fail_at(P, v, "band %s is followed by %s, not by a byte count "
                       "(band names hold no spaces)", qname, quoted);
    }
    double value = 0;
    if (!parse_bytes(P, v, v_end, s, n, &value))
        return false;
    const char *rest = skip_blanks(v_end, end);
    if (rest != end) {
        char quoted[64];
        hp_quote(quoted, sizeof quoted, rest, (size_t)(end - rest));
        return fail_at(P, rest, "unexpected %s after the byte count (band "
                       "names hold no spaces)", quoted);
    }
    HpBand *b = band_for(P, s, n);
    add_value(b, (uint32_t)(P->profile->n_samples - 1), value);
    return true;
}

static bool parse_line(Parser *P, const char *s, const char *end)
{
    if (!check_text(P, s, end))
        return false;
    const char *word = skip_blanks(s, end);
    if (word == end)
        return true;
    P->seen_anything = true;
    const char *stop = token_end(word, end);
    size_t n = (size_t)(stop - word);
    int kind = header_kind(word, n);
    if (kind >= 0)
        return parse_header(P, kind, word, stop, end);
    if (keyword_is(word, n, "BEGIN_SAMPLE"))
        return begin_sample(P, word, stop, end);
    if (keyword_is(word, n, "END_SAMPLE"))
        return end_sample(P, word, stop, end);
    if (keyword_is(word, n, "MARK"))
        return mark(P, word, stop, end);
    return band_line(P, word, stop, end);
}

/* ------------------------------------------------------------------------
 * The whole file */

static bool check_complete(Parser *P)
{
    HpProfile *p = P->profile;
    P->line_start = NULL;
    if (!P->seen_anything)
        return fail_at(P, NULL, "empty file: not a heap profile");
    if (P->in_sample)
        return fail_at(P, NULL, "the file ends inside the sample begun on "
                       "line %ld (truncated?)", P->sample_line);
    for (int k = 0; k < N_HEADERS; k++)
        if (!P->header_line[k])
            return fail_at(P, NULL, "the file ends without a %s line",
                           header_names[k]);
    if (p->n_samples == 0)
        return fail_at(P, NULL, "no samples: the file has a header but no "
                       "BEGIN_SAMPLE");
    return true;
}

bool hp_parse(const char *text, size_t length, HpProfile *profile,
              HpError *error)
{
    memset(profile, 0, sizeof *profile);
    Parser P = { .profile = profile, .error = error };
    size_t pos = 0;
    if (length >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        pos = 3;              /* a UTF-8 byte order mark, as editors add */
    while (pos < length) {
        const char *start = text + pos;
        const char *nl = memchr(start, '\n', length - pos);
        const char *end = nl ? nl : text + length;
        pos = (size_t)(end - text) + (nl ? 1 : 0);
        P.line++;
        P.line_start = start;
        if (end > start && end[-1] == '\r')
            end--;
        if (!parse_line(&P, start, end)) {
            hp_profile_free(profile);
            return false;
        }
    }
    if (!check_complete(&P)) {
        hp_profile_free(profile);
        return false;
    }
    return true;
}

void hp_profile_free(HpProfile *p)
{
    free(p->job);
    free(p->date);
    free(p->sample_unit);
    free(p->value_unit);
    free(p->samples);
    free(p->marks);
    for (size_t b = 0; b < p->n_bands; b++) {
        free(p->bands[b].name);
        free(p->bands[b].entries);
    }
    free(p->bands);
    free(p->index);
    memset(p, 0, sizeof *p);
}
