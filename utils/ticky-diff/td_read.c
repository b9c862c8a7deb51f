/*
 * td_read.c -- the .ticky reader: one pass over the lines with a small
 * state machine (see td_read.h and docs/ticky-diff.md).
 *
 * Note [Reading the table's numbers]
 * GHC prints a row as "%11d%11d%11d %3d %-20.20s %s".  A number of more
 * than 11 digits does not fit its column: printf widens the field and
 * everything after it moves right, so two numbers can touch
 * ("     234091123456789012" is 234091 then 123456789012).  Cutting the
 * row at fixed columns would then misread it, and splitting it at spaces
 * cannot separate the touching numbers.  What is certain is this: a field
 * that starts with a space was padded, so it is exactly its width; a field
 * that starts with a digit is at least its width and ends where its digits
 * end -- unless the next field is also a full one, and two full fields
 * make a run of 22 digits or more, which no int64 has (19 at most).  So
 * the row is read field by field at the header's widths with those two
 * rules; a row that does not fit them (another program's widths, a hand
 * edit) is split at spaces instead.  Only two adjacent numbers of 11
 * digits or more (10^10 entries and 10^10 bytes in one binding) defeat
 * both, and are refused with a message saying so.
 */
#define _POSIX_C_SOURCE 200809L

#include "td_read.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const TdLayout td_ghc902_layout = { 11, 11, 11, 20 };

/* The width of the arity column ("%3d") in every known layout. */
enum { ARITY_WIDTH = 3 };
/* The most digits a count may have (INT64_MAX has 19). */
enum { MAX_DIGITS = 19 };
/* Files larger than this are refused rather than read into memory. */
#define MAX_FILE_SIZE ((size_t)1 << 30)

/* The global counters GHC 9.0.2 prints, in its order: a file whose
 * counters are a proper prefix of this list has been cut short. */
static const char *const ghc902_counters[] = {
    "ALLOC_HEAP_ctr", "ALLOC_HEAP_tot", "HEAP_CHK_ctr", "STK_CHK_ctr",
    "ALLOC_RTS_ctr", "ALLOC_RTS_tot", "ALLOC_FUN_ctr", "ALLOC_FUN_gds",
    "ALLOC_PAP_ctr", "ALLOC_PAP_adm", "ALLOC_PAP_gds", "ALLOC_UP_THK_ctr",
    "ALLOC_SE_THK_ctr", "ALLOC_THK_gds", "ALLOC_CON_ctr", "ALLOC_CON_gds",
    "ALLOC_PRIM_ctr", "ALLOC_PRIM_gds", "ALLOC_PRIM_slp", "ENT_VIA_NODE_ctr",
    "ENT_STATIC_CON_ctr", "ENT_DYN_CON_ctr", "ENT_STATIC_FUN_DIRECT_ctr",
    "ENT_DYN_FUN_DIRECT_ctr", "ENT_LNE_ctr", "ENT_STATIC_IND_ctr",
    "ENT_DYN_IND_ctr", "E!NT_PERM_IND_ctr", "ENT_AP_ctr", "ENT_PAP_ctr",
    "ENT_AP_STACK_ctr", "ENT_BH_ctr", "ENT_STATIC_THK_SINGLE_ctr",
    "ENT_STATIC_THK_MANY_ctr", "ENT_DYN_THK_SINGLE_ctr",
    "ENT_DYN_THK_MANY_ctr", "UPD_CAF_BH_UPDATABLE_ctr",
    "UPD_CAF_BH_SINGLE_ENTRY_ctr", "SLOW_CALL_fast_v16_ctr",
    "SLOW_CALL_fast_v_ctr", "SLOW_CALL_fast_f_ctr", "SLOW_CALL_fast_d_ctr",
    "SLOW_CALL_fast_l_ctr", "SLOW_CALL_fast_n_ctr", "SLOW_CALL_fast_p_ctr",
    "SLOW_CALL_fast_pv_ctr", "SLOW_CALL_fast_pp_ctr",
    "SLOW_CALL_fast_ppv_ctr", "SLOW_CALL_fast_ppp_ctr",
    "SLOW_CALL_fast_pppv_ctr", "SLOW_CALL_fast_pppp_ctr",
    "SLOW_CALL_fast_ppppp_ctr", "SLOW_CALL_fast_pppppp_ctr",
    "VERY_SLOW_CALL_ctr", "UNKNOWN_CALL_ctr", "KNOWN_CALL_ctr",
    "KNOWN_CALL_TOO_FEW_ARGS_ctr", "KNOWN_CALL_EXTRA_ARGS_ctr",
    "MULTI_CHUNK_SLOW_CALL_ctr", "MULTI_CHUNK_SLOW_CALL_CHUNKS_ctr",
    "SLOW_CALL_ctr", "SLOW_CALL_FUN_TOO_FEW_ctr", "SLOW_CALL_FUN_CORRECT_ctr",
    "SLOW_CALL_FUN_TOO_MANY_ctr", "SLOW_CALL_PAP_TOO_FEW_ctr",
    "SLOW_CALL_PAP_CORRECT_ctr", "SLOW_CALL_PAP_TOO_MANY_ctr",
    "SLOW_CALL_UNEVALD_ctr", "RET_NEW_ctr", "RET_OLD_ctr",
    "RET_UNBOXED_TUP_ctr", "RET_NEW_hst_0", "RET_NEW_hst_1", "RET_NEW_hst_2",
    "RET_NEW_hst_3", "RET_NEW_hst_4", "RET_NEW_hst_5", "RET_NEW_hst_6",
    "RET_NEW_hst_7", "RET_NEW_hst_8", "RET_OLD_hst_0", "RET_OLD_hst_1",
    "RET_OLD_hst_2", "RET_OLD_hst_3", "RET_OLD_hst_4", "RET_OLD_hst_5",
    "RET_OLD_hst_6", "RET_OLD_hst_7", "RET_OLD_hst_8",
    "RET_UNBOXED_TUP_hst_0", "RET_UNBOXED_TUP_hst_1",
    "RET_UNBOXED_TUP_hst_2", "RET_UNBOXED_TUP_hst_3",
    "RET_UNBOXED_TUP_hst_4", "RET_UNBOXED_TUP_hst_5",
    "RET_UNBOXED_TUP_hst_6", "RET_UNBOXED_TUP_hst_7",
    "RET_UNBOXED_TUP_hst_8", "UPDF_OMITTED_ctr", "UPDF_PUSHED_ctr",
    "CATCHF_PUSHED_ctr", "UPDF_RCC_PUSHED_ctr", "UPDF_RCC_OMITTED_ctr",
    "UPD_SQUEEZED_ctr", "UPD_CON_IN_NEW_ctr", "UPD_CON_IN_PLACE_ctr",
    "UPD_PAP_IN_NEW_ctr", "UPD_PAP_IN_PLACE_ctr", "UPD_NEW_IND_ctr",
    "U!PD_NEW_PERM_IND_ctr", "UPD_OLD_IND_ctr", "U!PD_OLD_PERM_IND_ctr",
    "GC_SEL_ABANDONED_ctr", "GC_SEL_MINOR_ctr", "GC_SEL_MAJOR_ctr",
    "GC_FAILED_PROMOTION_ctr",
};
#define N_GHC902_COUNTERS (sizeof ghc902_counters / sizeof ghc902_counters[0])

/* ------------------------------------------------------------------------
 * Numbers and rows */

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* The count written by the len digits at text (1..19 of them, nothing
 * else), or false when they are not that or exceed INT64_MAX. */
static bool parse_count(const char *text, size_t len, int64_t *value)
{
    if (len == 0 || len > MAX_DIGITS)
        return false;
    int64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (!is_digit(text[i]))
            return false;
        int digit = text[i] - '0';
        if (v > (INT64_MAX - digit) / 10)
            return false;
        v = v * 10 + digit;
    }
    *value = v;
    return true;
}

/* One number field of the given width at line + *pos, by the rules of
 * Note [Reading the table's numbers]; on success *pos is past it. */
static bool fixed_field(const char *line, size_t *pos, int width,
                        int64_t *value)
{
    size_t p = *pos;
    size_t spaces = strspn(line + p, " ");
    if (spaces > 0) {
        if (spaces >= (size_t)width)
            return false;
        size_t digits = (size_t)width - spaces;
        if (strspn(line + p + spaces, "0123456789") < digits
            || !parse_count(line + p + spaces, digits, value))
            return false;
        *pos = p + (size_t)width;
        return true;
    }
    size_t digits = strspn(line + p, "0123456789");
    if (digits < (size_t)width || !parse_count(line + p, digits, value))
        return false;
    *pos = p + digits;
    return true;
}

static bool expect_space(const char *line, size_t *pos)
{
    if (line[*pos] != ' ')
        return false;
    (*pos)++;
    return true;
}

/* The row read at the layout's widths (Note [Reading the table's
 * numbers]); false if it does not fit them. */
static bool fixed_row(const char *line, const TdLayout *layout, TdRow *row)
{
    size_t pos = 0;
    if (layout->kinds_width <= 0
        || !fixed_field(line, &pos, layout->entries_width, &row->entries)
        || !fixed_field(line, &pos, layout->alloc_width, &row->alloc)
        || !fixed_field(line, &pos, layout->allocd_width, &row->allocd)
        || !expect_space(line, &pos)
        || !fixed_field(line, &pos, ARITY_WIDTH, &row->arity)
        || !expect_space(line, &pos))
        return false;
    /* "%-K.Ks": exactly K characters, the kinds then spaces. */
    size_t width = (size_t)layout->kinds_width;
    const char *kinds = line + pos;
    if (strlen(kinds) <= width)
        return false;
    size_t len = strcspn(kinds, " ");
    if (len > width || strspn(kinds + len, " ") < width - len)
        return false;
    pos += width;
    if (!expect_space(line, &pos) || line[pos] == ' ' || line[pos] == '\0')
        return false;
    row->kinds = td_xstrndup(kinds, len);
    row->name = td_xstrdup(line + pos);
    return true;
}

/* The next word of line from *pos on (spaces skipped): its start and
 * length, *pos past it. */
static size_t next_word(const char *line, size_t *pos, const char **word)
{
    *pos += strspn(line + *pos, " ");
    *word = line + *pos;
    size_t len = strcspn(*word, " ");
    *pos += len;
    return len;
}

/* The row split at spaces: four numbers, the kinds when there are
 * arguments, then the name (the rest). */
static bool split_row(const char *line, TdRow *row, const char **why)
{
    int64_t *numbers[4] = { &row->entries, &row->alloc, &row->allocd,
                            &row->arity };
    size_t pos = 0;
    for (int i = 0; i < 4; i++) {
        const char *word;
        size_t len = next_word(line, &pos, &word);
        if (len > 1 && word[0] == '-' && strspn(word + 1, "0123456789")
                                             == len - 1) {
            *why = "a negative number (counts are never negative)";
            return false;
        }
        if (len == 0 || strspn(word, "0123456789") < len) {
            *why = "expected four numbers (entries, alloc, alloc'd, "
                   "arguments), the kinds and the STG name";
            return false;
        }
        if (len > MAX_DIGITS) {
            *why = "a number of more than 19 digits (two numbers wider "
                   "than their columns run together?)";
            return false;
        }
        if (!parse_count(word, len, numbers[i])) {
            *why = "a number too large for 64 bits";
            return false;
        }
    }
    const char *kinds = "";
    size_t kinds_len = 0;
    if (row->arity > 0)
        kinds_len = next_word(line, &pos, &kinds);
    pos += strspn(line + pos, " ");
    if (line[pos] == '\0') {
        *why = "no STG name after the numbers";
        return false;
    }
    row->kinds = td_xstrndup(kinds, kinds_len);
    row->name = td_xstrdup(line + pos);
    return true;
}

bool td_parse_row(const char *line, const TdLayout *layout, TdRow *row,
                  const char **why)
{
    *why = "";
    row->kinds = row->name = NULL;
    if (fixed_row(line, layout, row))
        return true;
    return split_row(line, row, why);
}

/* ------------------------------------------------------------------------
 * Line classes */

/* strstr for a word that must not be followed by c (so that "Alloc" is
 * not found inside "Alloc'd"). */
static const char *find_not_followed(const char *text, const char *word,
                                     char c)
{
    size_t len = strlen(word);
    for (const char *p = strstr(text, word); p != NULL;
         p = strstr(p + 1, word))
        if (p[len] != c)
            return p;
    return NULL;
}

bool td_table_header(const char *line, TdLayout *layout)
{
    const char *entries = line + strspn(line, " ");
    if (strncmp(entries, "Entries", 7) != 0)
        return false;
    const char *alloc = find_not_followed(entries + 7, "Alloc", '\'');
    const char *allocd = alloc ? strstr(alloc + 5, "Alloc'd") : NULL;
    const char *name = allocd ? strstr(allocd + 7, "STG Name") : NULL;
    if (name == NULL)
        return false;
    if (layout != NULL) {
        long e = (long)(entries + 7 - line), a = (long)(alloc + 5 - line);
        long d = (long)(allocd + 7 - line), n = (long)(name - line);
        layout->entries_width = (int)e;
        layout->alloc_width = (int)(a - e);
        layout->allocd_width = (int)(d - a);
        /* the name column follows " %3d %-K.Ks " after the numbers */
        long kinds = n - d - 6;
        layout->kinds_width = kinds >= 1 && kinds <= 1000 ? (int)kinds : 0;
    }
    return true;
}

/* A line of at least 10 characters c and nothing else. */
static bool rule_of(const char *line, char c)
{
    size_t n = strlen(line);
    for (size_t i = 0; i < n; i++)
        if (line[i] != c)
            return false;
    return n >= 10;
}

static bool is_blank(const char *line)
{
    return line[strspn(line, " \t")] == '\0';
}

/* The first control character of line other than a tab (when tab_ok),
 * or 0. */
static int control_char(const char *line, bool tab_ok)
{
    for (const unsigned char *p = (const unsigned char *)line; *p; p++)
        if ((*p < 0x20 && !(tab_ok && *p == '\t')) || *p == 0x7f)
            return *p;
    return 0;
}

/* ------------------------------------------------------------------------
 * The state machine */

typedef enum State {
    BEFORE_SUMMARY,   /* the command line, until "STACK USAGE:" */
    IN_SUMMARY,       /* until the table's header */
    AT_DASHES,        /* the line under the header */
    IN_ROWS,          /* until a blank line or the stars */
    AFTER_ROWS,       /* blank lines, then the stars */
    IN_COUNTERS       /* "%11d NAME" lines until the end */
} State;

typedef struct Parser {
    State state;
    TdLayout layout;
    TdReport *report;
    size_t rows_cap;
    size_t counters_cap;
    TdError *err;
} Parser;

static bool summary_line(Parser *P, const char *line, long n)
{
    int c = control_char(line, true);
    if (c != 0)
        return td_fail(P->err, n, "control character 0x%02x (this is not "
                       "a text file)", c);
    if (td_table_header(line, &P->layout)) {
        P->report->header_line = n;
        P->state = AT_DASHES;
    }
    return true;
}

static bool row_line(Parser *P, const char *line, long n)
{
    if (is_blank(line)) {
        P->state = AFTER_ROWS;
        return true;
    }
    if (rule_of(line, '*')) {
        P->state = IN_COUNTERS;
        return true;
    }
    int c = control_char(line, false);
    if (c != 0)
        return td_fail(P->err, n, "control character 0x%02x in a row of "
                       "the table", c);
    TdRow row;
    const char *why;
    if (!td_parse_row(line, &P->layout, &row, &why))
        return td_fail(P->err, n, "the row does not parse: %s", why);
    row.line = n;
    TdReport *r = P->report;
    r->rows = td_grow(r->rows, &P->rows_cap, r->n_rows + 1, sizeof *r->rows);
    r->rows[r->n_rows++] = row;
    return true;
}

static bool counter_name_char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c)
        || c == '_' || c == '!';
}

static bool counter_line(Parser *P, const char *line, long n)
{
    if (is_blank(line))
        return true;
    int c = control_char(line, false);
    if (c != 0)
        return td_fail(P->err, n, "control character 0x%02x in a global "
                       "counter's line", c);
    size_t pos = strspn(line, " ");
    size_t digits = strspn(line + pos, "0123456789");
    const char *name = line + pos + digits;
    size_t name_len = 0;
    if (digits > 0 && *name == ' ') {
        name++;
        while (counter_name_char(name[name_len]))
            name_len++;
    }
    if (name_len == 0 || (name[name_len] != '\0' && name[name_len] != ' '))
        return td_fail(P->err, n, "expected a global counter: a number, a "
                       "space and a name such as ALLOC_HEAP_ctr");
    int64_t value;
    if (!parse_count(line + pos, digits, &value))
        return td_fail(P->err, n, "the counter's value is too large for "
                       "64 bits");
    TdReport *r = P->report;
    r->counters = td_grow(r->counters, &P->counters_cap, r->n_counters + 1,
                          sizeof *r->counters);
    r->counters[r->n_counters++] = (TdCounter){
        td_xstrndup(name, name_len), value, n };
    return true;
}

static bool one_line(Parser *P, const char *line, long n)
{
    switch (P->state) {
    case BEFORE_SUMMARY:
        if (strncmp(line, "STACK USAGE:", 12) == 0 && is_blank(line + 12))
            P->state = IN_SUMMARY;
        return true;
    case IN_SUMMARY:
        return summary_line(P, line, n);
    case AT_DASHES:
        if (!rule_of(line, '-'))
            return td_fail(P->err, n, "expected a line of dashes under the "
                           "table's header (line %ld)",
                           P->report->header_line);
        P->state = IN_ROWS;
        return true;
    case IN_ROWS:
        return row_line(P, line, n);
    case AFTER_ROWS:
        if (is_blank(line))
            return true;
        if (!rule_of(line, '*'))
            return td_fail(P->err, n, "expected the line of stars that ends "
                           "the table (begun on line %ld)",
                           P->report->header_line);
        P->state = IN_COUNTERS;
        return true;
    case IN_COUNTERS:
        return counter_line(P, line, n);
    }
    return true;
}

/* ------------------------------------------------------------------------
 * The end of the file */

/* Are the file's counters GHC 9.0.2's first few, but not all? */
static bool cut_ghc902_counters(const TdReport *r)
{
    if (r->n_counters >= N_GHC902_COUNTERS)
        return false;
    for (size_t i = 0; i < r->n_counters; i++)
        if (strcmp(r->counters[i].name, ghc902_counters[i]) != 0)
            return false;
    return true;
}

static int compare_counter_names(const void *a, const void *b)
{
    const TdCounter *x = *(const TdCounter *const *)a;
    const TdCounter *y = *(const TdCounter *const *)b;
    int c = strcmp(x->name, y->name);
    return c != 0 ? c : (x->line > y->line) - (x->line < y->line);
}

static bool no_counter_twice(const TdReport *r, TdError *err)
{
    const TdCounter **sorted = td_xmalloc(r->n_counters * sizeof *sorted);
    for (size_t i = 0; i < r->n_counters; i++)
        sorted[i] = &r->counters[i];
    qsort(sorted, r->n_counters, sizeof *sorted, compare_counter_names);
    bool ok = true;
    for (size_t i = 1; i < r->n_counters && ok; i++)
        if (strcmp(sorted[i]->name, sorted[i - 1]->name) == 0)
            ok = td_fail(err, sorted[i]->line, "the counter %s appears a "
                         "second time (first on line %ld)", sorted[i]->name,
                         sorted[i - 1]->line);
    free(sorted);
    return ok;
}

static bool at_end(Parser *P, long last)
{
    TdReport *r = P->report;
    long line = last > 0 ? last : 1;
    switch (P->state) {
    case BEFORE_SUMMARY:
        if (last == 0)
            return td_fail(P->err, 1, "empty file: not a ticky-ticky report");
        return td_fail(P->err, 1, "not a ticky-ticky report: it has no "
                       "\"STACK USAGE:\" line");
    case IN_SUMMARY:
        return td_fail(P->err, line, "the file ends before the table of "
                       "bindings (no \"Entries ... STG Name\" header; "
                       "truncated?)");
    case AT_DASHES:
    case IN_ROWS:
    case AFTER_ROWS:
        return td_fail(P->err, line, "the file ends inside the table begun "
                       "on line %ld: no line of stars closes it (truncated?)",
                       r->header_line);
    case IN_COUNTERS:
        break;
    }
    if (r->n_counters == 0)
        return td_fail(P->err, line, "the file ends before the global "
                       "counters (truncated?)");
    if (cut_ghc902_counters(r))
        return td_fail(P->err, line, "the file ends after %zu of GHC "
                       "9.0.2's %zu global counters (truncated?)",
                       r->n_counters, (size_t)N_GHC902_COUNTERS);
    return no_counter_twice(r, P->err);
}

/* ------------------------------------------------------------------------
 * Reading */

static void clear(TdReport *report)
{
    *report = (TdReport){ NULL, 0, NULL, 0, 0, 0 };
}

/* Parse the lines of text; line by line, a '\r' before the newline
 * dropped.  The buffer is modified (each newline becomes a NUL). */
static bool parse_lines(char *text, size_t size, Parser *P)
{
    long n = 0;
    size_t start = 0;
    while (start < size) {
        char *line = text + start;
        char *nl = memchr(line, '\n', size - start);
        size_t len = nl ? (size_t)(nl - line) : size - start;
        n++;
        if (memchr(line, '\0', len) != NULL)
            return td_fail(P->err, n, "NUL byte (this is not a text file)");
        if (len > 0 && line[len - 1] == '\r')
            len--;
        line[len] = '\0';
        if (nl == NULL && P->state != BEFORE_SUMMARY)
            return td_fail(P->err, n, "the last line has no newline "
                           "(truncated?)");
        if (!one_line(P, line, n))
            return false;
        start = nl ? (size_t)(nl - text) + 1 : size;
    }
    P->report->lines = n;
    return at_end(P, n);
}

bool td_read_text(const char *text, size_t size, TdReport *report,
                  TdError *err)
{
    clear(report);
    /* one byte more: the last line's terminating NUL */
    char *copy = td_xmalloc(size + 1);
    memcpy(copy, text, size);
    Parser P = { BEFORE_SUMMARY, td_ghc902_layout, report, 0, 0, err };
    bool ok = parse_lines(copy, size, &P);
    free(copy);
    if (!ok)
        td_report_free(report);
    return ok;
}

/* The whole of stream in a new buffer (*size bytes); NULL with errno set
 * on a read error; *too_large when it holds more than MAX_FILE_SIZE. */
static char *slurp(FILE *stream, size_t *size, bool *too_large)
{
    size_t cap = 65536, len = 0;
    char *buf = td_xmalloc(cap);
    *too_large = false;
    for (;;) {
        if (len == cap) {
            if (cap >= MAX_FILE_SIZE) {
                *too_large = true;
                break;
            }
            buf = td_grow(buf, &cap, cap + 1, 1);
        }
        size_t got = fread(buf + len, 1, cap - len, stream);
        len += got;
        if (got == 0) {
            if (ferror(stream)) {
                free(buf);
                return NULL;
            }
            break;
        }
    }
    *size = len;
    return buf;
}

bool td_read_file(const char *path, TdReport *report, TdError *err)
{
    clear(report);
    bool is_stdin = strcmp(path, "-") == 0;
    FILE *stream = is_stdin ? stdin : fopen(path, "rb");
    if (stream == NULL)
        return td_fail(err, 0, "cannot open: %s", strerror(errno));
    size_t size = 0;
    bool too_large;
    errno = 0;
    char *text = slurp(stream, &size, &too_large);
    int read_errno = errno;
    if (!is_stdin)
        fclose(stream);
    if (text == NULL)
        return td_fail(err, 0, "cannot read: %s",
                       strerror(read_errno ? read_errno : EIO));
    if (too_large) {
        free(text);
        return td_fail(err, 0, "larger than 1 GiB: not a ticky-ticky "
                       "report");
    }
    bool ok = td_read_text(text, size, report, err);
    free(text);
    return ok;
}

void td_report_free(TdReport *report)
{
    for (size_t i = 0; i < report->n_rows; i++) {
        free(report->rows[i].kinds);
        free(report->rows[i].name);
    }
    for (size_t i = 0; i < report->n_counters; i++)
        free(report->counters[i].name);
    free(report->rows);
    free(report->counters);
    clear(report);
}
