/*
 * prim_text.c -- characters and the text of numbers: ord, chr, the Char
 * classification and case mapping primitives (char_prim), and show and
 * read of numbers (show_num, read_num, read_float), whose Double and
 * Float digits are rts/dtoa.c's and Integer's rts/bignum.c's.
 *
 * Invariants
 *  - A String result is made in one reservation (mk_string), after the
 *    text is complete in C: nothing collects halfway.
 *  - read_num and read_float answer [] or [n]: the library decides what
 *    a failed read does.
 */
#define _POSIX_C_SOURCE 200809L
#include "prim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "dtoa.h"

/* ------------------------------------------------------- characters */

static bool latin1_upper(int32_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7);
}

static bool latin1_lower(int32_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 0xDF && c <= 0xFF && c != 0xF7) ||
           c == 0xAA || c == 0xB5 || c == 0xBA;
}

static bool char_pred(PrimOp op, int32_t c)
{
    bool upper = latin1_upper(c), lower = latin1_lower(c) && c != 0xAA && c != 0xBA;
    bool alpha = upper || latin1_lower(c) || c >= 0x100;
    bool digit = c >= '0' && c <= '9';
    switch (op) {
    case PRIM_IS_UPPER: return upper;
    case PRIM_IS_LOWER: return lower;
    case PRIM_IS_ALPHA: return alpha;
    case PRIM_IS_DIGIT: return digit;
    case PRIM_IS_ALNUM: return alpha || digit || c == 0xB2 || c == 0xB3 ||
                               c == 0xB9 || (c >= 0xBC && c <= 0xBE);
    case PRIM_IS_SPACE: return c == ' ' || (c >= '\t' && c <= '\r') || c == 0xA0;
    case PRIM_IS_PUNCT:
        return (c >= '!' && c <= '/' && c != '$' && c != '+') ||
               (c >= ':' && c <= '@' && c != '<' && c != '=' && c != '>') ||
               (c >= '[' && c <= '_' && c != '^') || c == '{' || c == '}' ||
               c == 0xA1 || c == 0xA7 || c == 0xAB || c == 0xB6 || c == 0xB7 ||
               c == 0xBB || c == 0xBF;
    case PRIM_IS_SYMBOL:
        return c == '$' || c == '+' || c == '<' || c == '=' || c == '>' ||
               c == '^' || c == '`' || c == '|' || c == '~' ||
               (c >= 0xA2 && c <= 0xA6) || c == 0xA8 || c == 0xA9 || c == 0xAC ||
               (c >= 0xAE && c <= 0xB1) || c == 0xB4 || c == 0xB8 || c == 0xD7 ||
               c == 0xF7;
    case PRIM_IS_PRINT:
        return (c >= ' ' && c < 0x7F) || (c >= 0xA0 && c != 0xAD);
    default: return false;
    }
}

static int32_t char_case(PrimOp op, int32_t c)
{
    if (op == PRIM_TO_UPPER) {
        if ((c >= 'a' && c <= 'z') || (c >= 0xE0 && c <= 0xFE && c != 0xF7))
            return c - 32;
        if (c == 0xFF) return 0x178;
        if (c == 0xB5) return 0x39C;
        return c;
    }
    if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7))
        return c + 32;
    return c;
}

/* ord, chr, the classes (isUpper ... isPrint) and toUpper, toLower. */
PrimResult char_prim(PrimOp op, Word *argw, Closure **out)
{
    switch (op) {
    case PRIM_ORD:
        *out = mk_int((int64_t)A(0)->payload[0]);
        return PR_VALUE;
    case PRIM_CHR:
        *out = mk_char((int32_t)closure_int(A(0)));
        return PR_VALUE;
    case PRIM_TO_UPPER: case PRIM_TO_LOWER:
        *out = mk_char(char_case(op, (int32_t)A(0)->payload[0]));
        return PR_VALUE;
    default:                            /* isUpper ... isPrint */
        *out = mk_bool(char_pred(op, (int32_t)A(0)->payload[0]));
        return PR_VALUE;
    }
}

/* ----------------------------------------------------- show and read */

/* The decimal digits of v, written to end at `end`; returns where they
   start.  (snprintf's "%lld" cost some 650 instructions a call, 6% of
   bench/csvreport.) */
static char *decimal_digits(uint64_t v, char *end)
{
    char *p = end;
    do {
        *--p = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return p;
}

PrimResult show_num(PrimOp op, Word *argw, Closure **out)
{
    (void)op;                           /* prim_run's argument (prim.c) */
    Closure *a = A(0);
    char small[64];
    switch (closure_type(a)) {
    case CT_INT: {
        char *end = small + sizeof small, *p;
        if (is_word(a)) {
            p = decimal_digits((uint64_t)a->payload[0], end);
        } else {
            int64_t v = closure_int(a);
            /* the magnitude as unsigned: -INT64_MIN does not overflow */
            p = decimal_digits(v < 0 ? 0 - (uint64_t)v : (uint64_t)v, end);
            if (v < 0)
                *--p = '-';
        }
        *out = mk_string(p, (size_t)(end - p));
        return PR_VALUE;
    }
    case CT_DOUBLE: {
        size_t n = is_float(a) ? dtoa_show_float((float)get_double(a), small)
                               : dtoa_show(get_double(a), small);
        *out = mk_string(small, n);
        return PR_VALUE;
    }
    case CT_BIGINT: {
        uint64_t t[1];
        Bignum b = view(a, t);
        char *buf = malloc(bn_to_dec_bound(b.len));
        uint64_t *scratch = malloc((b.len + 1) * sizeof(uint64_t));
        size_t n = bn_to_dec(b, buf, scratch);
        free(scratch);
        *out = mk_string(buf, n);
        free(buf);
        return PR_VALUE;
    }
    default:
        *out = mk_string("<not a number>", 14);
        return PR_VALUE;
    }
}

static Closure *parse_number(const char *s)
{
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    size_t len = strlen(s);
    while (len > 0 && (s[len - 1] == ' ' || (s[len - 1] >= '\t' && s[len - 1] <= '\r')))
        len--;
    if (len == 0)
        return NULL;
    bool neg = s[0] == '-';
    const char *d = s + neg;
    size_t dlen = len - neg;
    if (dlen == 0)
        return NULL;
    unsigned base = 10;
    if (dlen > 2 && d[0] == '0' && (d[1] == 'x' || d[1] == 'X' || d[1] == 'o' ||
                                    d[1] == 'O' || d[1] == 'b' || d[1] == 'B')) {
        base = (d[1] == 'x' || d[1] == 'X') ? 16 : (d[1] == 'o' || d[1] == 'O') ? 8 : 2;
        d += 2;
        dlen -= 2;
    }
    bool integral = true;
    for (size_t i = 0; i < dlen; i++) {
        char c = d[i];
        bool ok = base == 16 ? ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                (c >= 'A' && c <= 'F'))
                             : (c >= '0' && c < (char)('0' + (base > 10 ? 10 : base)));
        if (!ok)
            integral = false;
    }
    if (integral) {
        char *tmp = malloc(dlen + 2);
        tmp[0] = '-';
        memcpy(tmp + 1, d, dlen);
        uint64_t *buf = malloc(bn_from_str_bound(dlen + 1, base) * sizeof(uint64_t));
        Bignum b;
        Closure *r = NULL;
        if (bn_from_str(neg ? tmp : tmp + 1, dlen + (neg ? 1 : 0), base, buf, &b))
            r = mk_integer(b);
        free(buf);
        free(tmp);
        return r;
    }
    double v;
    if (base != 10 || !dtoa_parse(s, len, &v))
        return NULL;
    return mk_double(v);
}

PrimResult read_num(PrimOp op, Word *argw, Closure **out)
{
    (void)op;                           /* prim_run's argument (prim.c) */
    char *s = string_to_c(A(0));
    Closure *n = parse_number(s);
    free(s);
    *out = mk_option_list(n);
    return PR_VALUE;
}

PrimResult read_float(PrimOp op, Word *argw, Closure **out)
{
    (void)op;                           /* prim_run's argument (prim.c) */
    char *s = string_to_c(A(0));
    float f;
    Closure *n = dtoa_parse_float(s, strlen(s), &f) ? mk_float(f) : NULL;
    free(s);
    *out = mk_option_list(n);
    return PR_VALUE;
}
