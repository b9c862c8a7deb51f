/*
 * lexer.c -- Haskell 2010 lexical syntax: source text -> raw tokens.
 *
 * The source is UTF-8; columns count code points, a tab advances to the
 * next multiple of 8 (plus one), as in the Haskell report and GHC.
 * Literals are decoded here (numbers to values, escapes to code points),
 * so later passes never look at the characters again.
 *
 * Pragmas: {-# SCC "x" #-} and {-# SCC x #-} become one TK_PRAGMA_SCC
 * token; {-# INLINE / NOINLINE become TK_PRAGMA_OPEN, their words ordinary
 * tokens and #-} TK_PRAGMA_CLOSE; {-# LINE n "f" #-} renumbers the lines
 * the user sees (Note [LINE pragmas] in diag.c); every other pragma
 * ({-# LANGUAGE ..#-} included) is a comment.
 */
#include "lexer.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Lexer {
    Arena *arena;
    const SourceFile *src;
    const char *p;          /* next byte to read */
    const char *end;        /* one past the last byte */
    int line, col;          /* position of *p */
    bool in_pragma;         /* inside an INLINE-like pragma: #-} closes it */
    bool defer;             /* keep lexical errors for lexer_report_error */
    bool failed;            /* a lexical error happened */
    SrcSpan err_span;       /* the deferred error */
    const char *err_msg;    /* its message (in the arena), or NULL */
    bool started;           /* a token has been returned already */
    const char *specials[9];/* interned ( ) , ; [ ] ` { } */
    int32_t *buf;           /* code points of the string being lexed */
    int buflen, bufcap;
};

/* ================================================== character classes */

static bool is_lower(int c) { return (c >= 'a' && c <= 'z') || c == '_'; }
static bool is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_oct(int c) { return c >= '0' && c <= '7'; }
static bool is_bin(int c) { return c == '0' || c == '1'; }

static bool is_ascii_symbol(int c)
{
    return c > 0 && c < 128 && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL;
}

/* Note [Unicode characters]
 * A non-ASCII code point plays the part GHC's lexer gives its Unicode
 * general category: symbols (Pc, Pd, Po, Sm, Sc, Sk, So: `\u2603`, `\u2200`,
 * `\u00b7`) form operators with the ASCII ones, upper-case and title-case
 * letters start constructors, other letters start and continue variables,
 * modifier letters, non-spacing marks and digits only continue them, and
 * the space separators are white space.  Every other code point --
 * brackets and quotes beyond ASCII, controls, format characters,
 * unassigned ones -- is a lexical error outside literals and comments, as
 * in GHC.  The table is generated (scripts/gen-unicode-classes) from
 * Python's Unicode data, which may be a newer Unicode than GHC 9.0.2's:
 * the two differ only on code points assigned since. */
typedef enum { UC_ERROR, UC_SYMBOL, UC_UPPER, UC_LOWER, UC_IDCHAR, UC_SPACE } UniClass;

static const struct UniRange { int32_t lo, hi; UniClass cls; } uni_ranges[] = {
#define UNICODE_RANGE(lo, hi, cls) { lo, hi, cls },
#include "unicode_classes.def"
#undef UNICODE_RANGE
};

static UniClass uni_class(int32_t c)
{
    if (c == 0xFEFF)
        return UC_SPACE;        /* a byte order mark inside the text */
    size_t lo = 0, hi = sizeof uni_ranges / sizeof *uni_ranges;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c < uni_ranges[mid].lo)
            hi = mid;
        else if (c > uni_ranges[mid].hi)
            lo = mid + 1;
        else
            return uni_ranges[mid].cls;
    }
    return UC_ERROR;
}

static bool is_uni_symbol(int32_t c) { return uni_class(c) == UC_SYMBOL; }
static bool is_uni_upper(int32_t c) { return uni_class(c) == UC_UPPER; }
static bool is_uni_space(int32_t c) { return uni_class(c) == UC_SPACE; }

static int digit_value(int c)
{
    if (is_digit(c)) return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return c - 'A' + 10;
}

/* ===================================================== reading the text */

/* Decodes the UTF-8 sequence at `s` (within `end`); sets *n to its byte
   length; returns -1 for a malformed sequence. */
static int32_t decode_utf8(const char *s, const char *end, int *n)
{
    unsigned char b = (unsigned char)s[0];
    if (b < 0x80) { *n = 1; return b; }
    int len = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
    *n = 1;
    if (len == 0 || b >= 0xF8 || end - s < len) return -1;
    int32_t c = b & (0x7F >> len);
    for (int i = 1; i < len; i++) {
        unsigned char cb = (unsigned char)s[i];
        if ((cb & 0xC0) != 0x80) return -1;
        c = (c << 6) | (cb & 0x3F);
    }
    *n = len;
    if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return -1;
    return c;
}

/* The code point at the current position (0 at the end). */
static int32_t peek_cp(Lexer *lx, int *n)
{
    if (lx->p >= lx->end) { *n = 0; return 0; }
    return decode_utf8(lx->p, lx->end, n);
}

static int peek_at(Lexer *lx, int k)
{
    return lx->p + k < lx->end ? (unsigned char)lx->p[k] : 0;
}

/* Advances over one code point of `n` bytes, keeping line and column. */
static void skip_cp(Lexer *lx, int n)
{
    char c = *lx->p;
    lx->p += n;
    if (c == '\n') {
        lx->line++;
        lx->col = 1;
    } else if (c == '\t') {
        lx->col = ((lx->col - 1) / 8 + 1) * 8 + 1;
    } else {
        lx->col++;
    }
}

/* Advances over ASCII bytes only (no newline or tab among them). */
static void skip_ascii(Lexer *lx, int n)
{
    lx->p += n;
    lx->col += n;
}

/* ================================================================ errors */

static SrcSpan point(Lexer *lx)
{
    return (SrcSpan){ lx->line, lx->col, lx->line, lx->col };
}

static void lex_error(Lexer *lx, SrcSpan sp, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void lex_error(Lexer *lx, SrcSpan sp, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lx->failed = true;
    if (lx->defer) {
        lx->err_msg = arena_intern(lx->arena, msg);
        lx->err_span = sp;
    } else {
        diag_error(lx->src->name, sp, "%s", msg);
    }
}

void lexer_defer_errors(Lexer *lx) { lx->defer = true; }

void lexer_report_error(Lexer *lx)
{
    if (lx->err_msg) diag_error(lx->src->name, lx->err_span, "%s", lx->err_msg);
}

static const char *const ascii_names[] = {
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT",
    "LF", "VT", "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4",
    "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
    "SP"
};

const char *lexer_show_char(Arena *arena, int32_t c)
{
    static const char simple[] = "\a\b\t\n\v\f\r";
    static const char letters[] = "abtnvfr";
    const char *s = strchr(simple, (int)c);
    if (c != 0 && c < 128 && s)
        return arena_printf(arena, "\\%c", letters[s - simple]);
    if (c < 32) return arena_printf(arena, "\\%s", ascii_names[c]);
    if (c == 127) return "\\DEL";
    if (c > 127) return arena_printf(arena, "\\%d", (int)c);
    if (c == '\'' || c == '\\') return arena_printf(arena, "\\%c", (int)c);
    return arena_printf(arena, "%c", (int)c);
}

static void error_at_char(Lexer *lx, const char *what)
{
    int n;
    int32_t c = peek_cp(lx, &n);
    if (n == 0) {
        lex_error(lx, point(lx), "%s at end of input", what);
    } else if (c < 0) {
        lex_error(lx, point(lx), "lexical error (UTF-8 decoding error)");
    } else {
        lex_error(lx, point(lx), "%s at character '%s'", what,
                  lexer_show_char(lx->arena, c));
    }
}

/* ====================================================== white space */

/* Skips a nested comment starting at "{-"; false if unterminated. */
static bool skip_block_comment(Lexer *lx)
{
    SrcSpan start = point(lx);
    int depth = 0;
    while (lx->p < lx->end) {
        if (lx->p[0] == '{' && peek_at(lx, 1) == '-') {
            depth++;
            skip_ascii(lx, 2);
        } else if (lx->p[0] == '-' && peek_at(lx, 1) == '}') {
            skip_ascii(lx, 2);
            if (--depth == 0) return true;
        } else {
            int n;
            if (peek_cp(lx, &n) < 0) n = 1;
            skip_cp(lx, n);
        }
    }
    /* GHC underlines from the comment to the end of the file. */
    start.l2 = lx->line + 1;
    start.c2 = 1;
    lex_error(lx, start, "unterminated `{-'");
    return false;
}

/* "--" followed by more dashes and then a non-symbol starts a comment;
   "-->" or "--+" are operators. */
static bool at_line_comment(Lexer *lx)
{
    if (lx->p[0] != '-' || peek_at(lx, 1) != '-') return false;
    int k = 2;
    while (peek_at(lx, k) == '-') k++;
    int n;
    const char *save = lx->p;
    if (lx->p + k >= lx->end) return true;
    int32_t c = decode_utf8(lx->p + k, lx->end, &n);
    lx->p = save;
    return !(is_ascii_symbol(c) || (c >= 128 && is_uni_symbol(c)));
}

static void skip_line(Lexer *lx)
{
    const char *nl = memchr(lx->p, '\n', (size_t)(lx->end - lx->p));
    const char *stop = nl ? nl : lx->end;
    /* Columns do not matter before the newline, but keep them right for a
       comment that ends the file. */
    while (lx->p < stop) {
        int n;
        if (peek_cp(lx, &n) < 0) n = 1;
        skip_cp(lx, n);
    }
}

/* Is "{-#" followed by a pragma we turn into tokens? */
static bool known_pragma(Lexer *lx, const char **word, int *wlen)
{
    const char *s = lx->p + 3;
    while (s < lx->end && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
        s++;
    const char *w = s;
    while (s < lx->end && (is_upper(*s) || is_lower(*s))) s++;
    *word = w;
    *wlen = (int)(s - w);
    static const char *const known[] = { "SCC", "INLINE", "NOINLINE" };
    for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
        size_t kl = strlen(known[i]);
        if ((size_t)*wlen != kl) continue;
        size_t j = 0;
        while (j < kl && (w[j] & ~0x20) == known[i][j]) j++;
        if (j == kl) return true;
    }
    return false;
}

/* Is "{-#" followed by the word LINE (any case, as GHC's pragma names)? */
static bool at_line_pragma(Lexer *lx)
{
    const char *s = lx->p + 3;
    while (s < lx->end && (*s == ' ' || *s == '\t'))
        s++;
    if (lx->end - s < 5)
        return false;
    for (int i = 0; i < 4; i++)
        if ((s[i] & ~0x20) != "LINE"[i])
            return false;
    return s[4] == ' ' || s[4] == '\t';
}

static void skip_blanks(Lexer *lx)
{
    while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t'))
        skip_cp(lx, 1);
}

/* GHC reports a malformed LINE pragma at the character that does not fit,
   underlining from the start of the pragma's arguments up to it. */
static bool line_pragma_error(Lexer *lx, SrcSpan args)
{
    int n;
    int32_t c = peek_cp(lx, &n);
    if (lx->col > args.c1)
        args.c2 = lx->col - 1;
    if (n == 0)
        lex_error(lx, args, "lexical error at end of input");
    else if (c < 0)
        lex_error(lx, args, "lexical error (UTF-8 decoding error)");
    else
        lex_error(lx, args, "lexical error at character '%s'",
                  lexer_show_char(lx->arena, c));
    return false;
}

/* {-# LINE n "file" #-}: the next line is line n of file (Note [LINE
   pragmas] in diag.c). */
static bool skip_line_pragma(Lexer *lx)
{
    skip_ascii(lx, 3);
    skip_blanks(lx);
    skip_ascii(lx, 4);
    skip_blanks(lx);
    SrcSpan args = point(lx);
    long n = 0;
    if (!is_digit(peek_at(lx, 0)))
        return line_pragma_error(lx, args);
    while (is_digit(peek_at(lx, 0))) {
        if (n < 100000000)
            n = n * 10 + (*lx->p - '0');
        skip_ascii(lx, 1);
    }
    skip_blanks(lx);
    const char *close = peek_at(lx, 0) == '"'
        ? memchr(lx->p + 1, '"', (size_t)(lx->end - lx->p - 1)) : NULL;
    const char *nl = memchr(lx->p, '\n', (size_t)(lx->end - lx->p));
    if (!close || (nl && nl < close))
        return line_pragma_error(lx, args);
    const char *name = lx->p + 1;
    size_t len = (size_t)(close - name);
    while (lx->p <= close)
        skip_cp(lx, 1);
    skip_blanks(lx);
    if (peek_at(lx, 0) != '#' || peek_at(lx, 1) != '-' || peek_at(lx, 2) != '}')
        return line_pragma_error(lx, args);
    skip_ascii(lx, 3);
    diag_line_directive(lx->src->name, lx->line + 1, (int)n, name, len);
    return true;
}

/* Skips white space and comments; returns false after a lexical error.
   Sets *space if anything was skipped. */
static bool skip_space(Lexer *lx, bool *space)
{
    while (lx->p < lx->end) {
        char c = *lx->p;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
            c == '\v') {
            skip_cp(lx, 1);
        } else if (c == '{' && peek_at(lx, 1) == '-') {
            const char *w;
            int wl;
            if (peek_at(lx, 2) == '#' && known_pragma(lx, &w, &wl)) return true;
            if (peek_at(lx, 2) == '#' && at_line_pragma(lx)) {
                if (!skip_line_pragma(lx)) return false;
            } else if (!skip_block_comment(lx)) {
                return false;
            }
        } else if (c == '-' && at_line_comment(lx)) {
            skip_line(lx);
        } else if ((unsigned char)c >= 0x80) {
            int n;
            int32_t cp = peek_cp(lx, &n);
            if (!is_uni_space(cp)) return true;
            skip_cp(lx, n);
        } else {
            return true;
        }
        *space = true;
    }
    return true;
}

/* ============================================================== tokens */

#define SPECIALS "(),;[]`{}"

typedef struct Word { const char *s; size_t len; } Word;
#define W(s) { s, sizeof s - 1 }

static const Word reserved_ids[] = {
    W("case"), W("class"), W("data"), W("default"), W("deriving"), W("do"),
    W("else"), W("foreign"), W("if"), W("import"), W("in"), W("infix"),
    W("infixl"), W("infixr"), W("instance"), W("let"), W("module"),
    W("newtype"), W("of"), W("then"), W("type"), W("where"), W("_")
};
static const Word reserved_ops[] = {
    W(".."), W(":"), W("::"), W("="), W("\\"), W("|"), W("<-"), W("->"),
    W("@"), W("~"), W("=>")
};

static bool in_list(const Word *list, size_t n, const char *s, size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (list[i].len == len && list[i].s[0] == s[0] &&
            memcmp(list[i].s, s, len) == 0)
            return true;
    return false;
}
#define IN_LIST(list, s, len) in_list(list, sizeof list / sizeof *list, s, len)

/* Length in bytes of the identifier characters starting at `s`. */
static size_t ident_length(const char *s, const char *end)
{
    const char *q = s;
    while (q < end) {
        unsigned char c = (unsigned char)*q;
        if (is_lower(c) || is_upper(c) || is_digit(c) || c == '\'') {
            q++;
        } else if (c >= 0x80) {
            int n;
            int32_t cp = decode_utf8(q, end, &n);
            UniClass k = cp < 0 ? UC_ERROR : uni_class(cp);
            if (k != UC_UPPER && k != UC_LOWER && k != UC_IDCHAR) break;
            q += n;
        } else {
            break;
        }
    }
    return (size_t)(q - s);
}

static size_t symbol_length(const char *s, const char *end)
{
    const char *q = s;
    while (q < end) {
        unsigned char c = (unsigned char)*q;
        if (c < 0x80) {
            if (!is_ascii_symbol(c)) break;
            q++;
        } else {
            int n;
            int32_t cp = decode_utf8(q, end, &n);
            if (cp < 0 || !is_uni_symbol(cp)) break;
            q += n;
        }
    }
    return (size_t)(q - s);
}

static size_t cp_count(const char *s, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) n++;
    return n;
}

/* Finishes a token that started at `start` (byte) / `sp` (position) and
   ends at the current position. */
static void finish(Lexer *lx, Token *t, const char *start)
{
    t->off = (int)(start - lx->src->text);
    t->end = (int)(lx->p - lx->src->text);
    t->span.l2 = lx->line;
    t->span.c2 = lx->col - 1;
}

static bool starts_upper(const char *s, const char *end)
{
    unsigned char c = (unsigned char)*s;
    if (c < 0x80) return is_upper(c);
    int n;
    int32_t cp = decode_utf8(s, end, &n);
    return cp >= 0 && is_uni_upper(cp);
}

static bool starts_lower(const char *s, const char *end)
{
    unsigned char c = (unsigned char)*s;
    if (c < 0x80) return is_lower(c);
    int n;
    int32_t cp = decode_utf8(s, end, &n);
    return cp >= 0 && uni_class(cp) == UC_LOWER;
}

/* conid, possibly the qualifier of a qualified name (M.x, M.+, M.N.C). */
static void lex_upper(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    const char *seg = lx->p;              /* start of the last conid */
    size_t seglen = ident_length(seg, lx->end);
    const char *q = seg + seglen;
    t->kind = TK_CONID;
    for (;;) {
        if (q >= lx->end || *q != '.' || q + 1 >= lx->end) break;
        const char *r = q + 1;
        if (starts_upper(r, lx->end)) {
            seg = r;
            seglen = ident_length(r, lx->end);
            q = r + seglen;
            continue;
        }
        if (starts_lower(r, lx->end)) {
            size_t len = ident_length(r, lx->end);
            if (IN_LIST(reserved_ids, r, len)) break;
            t->kind = TK_VARID;
            seg = r;
            seglen = len;
            q = r + len;
        } else {
            size_t len = symbol_length(r, lx->end);
            if (len == 0 || IN_LIST(reserved_ops, r, len)) break;
            t->kind = *r == ':' ? TK_CONSYM : TK_VARSYM;
            seg = r;
            seglen = len;
            q = r + len;
        }
        break;
    }
    if (seg != start)
        t->qual = arena_intern_n(lx->arena, start, (size_t)(seg - 1 - start));
    t->text = arena_intern_n(lx->arena, seg, seglen);
    size_t bytes = (size_t)(q - start);
    lx->p = q;
    lx->col += (int)cp_count(start, bytes);
    finish(lx, t, start);
}

static void lex_lower(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    size_t len = ident_length(start, lx->end);
    t->kind = IN_LIST(reserved_ids, start, len) ? TK_RESERVEDID : TK_VARID;
    t->text = arena_intern_n(lx->arena, start, len);
    lx->p += len;
    lx->col += (int)cp_count(start, len);
    finish(lx, t, start);
}

static void lex_symbol(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    if (lx->in_pragma && start[0] == '#' && peek_at(lx, 1) == '-' &&
        peek_at(lx, 2) == '}') {
        lx->in_pragma = false;
        skip_ascii(lx, 3);
        t->kind = TK_PRAGMA_CLOSE;
        t->text = arena_intern(lx->arena, "#-}");
        finish(lx, t, start);
        return;
    }
    size_t len = symbol_length(start, lx->end);
    if (IN_LIST(reserved_ops, start, len)) t->kind = TK_RESERVEDOP;
    else t->kind = start[0] == ':' ? TK_CONSYM : TK_VARSYM;
    t->text = arena_intern_n(lx->arena, start, len);
    lx->p += len;
    lx->col += (int)cp_count(start, len);
    finish(lx, t, start);
}

/* ============================================================ numbers */

static const char *small_decimal(Arena *a, uint64_t v)
{
    char buf[24];
    int n = 0;
    do {
        buf[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    char *out = arena_alloc(a, (size_t)n + 1);
    for (int i = 0; i < n; i++) out[i] = buf[n - 1 - i];
    return out;
}

/* Decimal text of the digits s[0..len) in base `base` (any size). */
static const char *to_decimal(Arena *a, const char *s, size_t len, int base)
{
    /* Little-endian base-10^9 limbs. */
    size_t cap = len + 1, n = 1;
    uint32_t *limb = calloc(cap, sizeof *limb);
    if (!limb) abort();
    for (size_t i = 0; i < len; i++) {
        uint64_t carry = (uint64_t)digit_value((unsigned char)s[i]);
        for (size_t k = 0; k < n; k++) {
            uint64_t v = (uint64_t)limb[k] * (uint64_t)base + carry;
            limb[k] = (uint32_t)(v % 1000000000u);
            carry = v / 1000000000u;
        }
        while (carry) {
            limb[n++] = (uint32_t)(carry % 1000000000u);
            carry /= 1000000000u;
        }
    }
    /* Nine digits per limb, then drop the leading zeros. */
    char *out = arena_alloc(a, n * 9 + 1);
    size_t w = 0;
    for (size_t k = n; k-- > 0;) {
        uint32_t v = limb[k];
        for (int d = 8; d >= 0; d--) {
            out[w + (size_t)d] = (char)('0' + v % 10);
            v /= 10;
        }
        w += 9;
    }
    out[w] = '\0';
    free(limb);
    size_t z = 0;
    while (z + 1 < w && out[z] == '0') z++;
    return out + z;
}

static void lex_number(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    int base = 10;
    int c1 = peek_at(lx, 1) | 0x20, c2 = peek_at(lx, 2);
    if (start[0] == '0' && c1 == 'x' && is_hex(c2)) base = 16;
    else if (start[0] == '0' && c1 == 'o' && is_oct(c2)) base = 8;
    else if (start[0] == '0' && c1 == 'b' && is_bin(c2)) base = 2;
    const char *d = base == 10 ? start : start + 2;
    const char *q = d;
    while (q < lx->end && (base == 16 ? is_hex(*q) : base == 8 ? is_oct(*q)
                           : base == 2 ? is_bin(*q) : is_digit(*q)))
        q++;
    const char *digits_end = q;
    bool frac = false;
    if (base == 10) {
        if (q + 1 < lx->end && q[0] == '.' && is_digit(q[1])) {
            frac = true;
            q += 2;
            while (q < lx->end && is_digit(*q)) q++;
        }
        if (q < lx->end && (*q | 0x20) == 'e') {
            const char *r = q + 1;
            if (r < lx->end && (*r == '+' || *r == '-')) r++;
            if (r < lx->end && is_digit(*r)) {
                frac = true;
                q = r;
                while (q < lx->end && is_digit(*q)) q++;
            }
        }
    }
    size_t len = (size_t)(q - start);
    if (frac) {
        t->kind = TK_FLOAT;
        t->lit.kind = LIT_FRAC;
        char *txt = arena_alloc(lx->arena, len + 1);
        memcpy(txt, start, len);
        t->lit.text = txt;
        t->lit.d = strtod(txt, NULL);
    } else {
        t->kind = TK_INTEGER;
        t->lit.kind = LIT_INT;
        uint64_t v = 0;
        bool big = false;
        for (const char *r = d; r < digits_end; r++) {
            uint64_t dv = (uint64_t)digit_value((unsigned char)*r);
            if (v > (UINT64_C(0x7FFFFFFFFFFFFFFF) - dv) / (uint64_t)base) big = true;
            else v = v * (uint64_t)base + dv;
        }
        t->lit.big = big;
        t->lit.i = big ? 0 : (int64_t)v;
        t->lit.text = big ? to_decimal(lx->arena, d, (size_t)(digits_end - d), base)
                          : small_decimal(lx->arena, v);
    }
    lx->p = q;
    lx->col += (int)len;
    finish(lx, t, start);
}

/* ====================================================== chars, strings */

static void buf_push(Lexer *lx, int32_t c)
{
    if (lx->buflen == lx->bufcap) {
        lx->bufcap = lx->bufcap ? lx->bufcap * 2 : 64;
        lx->buf = realloc(lx->buf, sizeof(int32_t) * (size_t)lx->bufcap);
        if (!lx->buf) abort();
    }
    lx->buf[lx->buflen++] = c;
}

#define LITERAL_ERROR "lexical error in string/character literal"
#define NO_CHAR (-2)     /* \& : an escape that stands for nothing */

static int32_t numeric_escape(Lexer *lx, int base)
{
    int32_t v = 0;
    bool any = false;
    for (;;) {
        int c = peek_at(lx, 0);
        bool ok = base == 16 ? is_hex(c) : base == 8 ? is_oct(c) : is_digit(c);
        if (!ok) break;
        v = v * base + digit_value(c);
        any = true;
        if (v > 0x10FFFF) {
            lex_error(lx, point(lx),
                      "numeric escape sequence out of range at character '%c'", c);
            return -1;
        }
        skip_ascii(lx, 1);
    }
    if (!any) {
        error_at_char(lx, LITERAL_ERROR);
        return -1;
    }
    return v;
}

static int32_t ascii_escape(Lexer *lx)
{
    /* Longest match first, so that \SOH is not \SO followed by H. */
    size_t best = 0;
    int32_t code = -1;
    for (int i = 0; i < 33; i++) {
        size_t n = strlen(ascii_names[i]);
        if (n > best && lx->end - lx->p >= (ptrdiff_t)n &&
            memcmp(lx->p, ascii_names[i], n) == 0) {
            best = n;
            code = i == 32 ? ' ' : i;
        }
    }
    if (lx->end - lx->p >= 3 && memcmp(lx->p, "DEL", 3) == 0) {
        best = 3;
        code = 127;
    }
    if (code < 0) {
        error_at_char(lx, LITERAL_ERROR);
        return -1;
    }
    skip_ascii(lx, (int)best);
    return code;
}

/* After the backslash.  Returns the code point, NO_CHAR for \& and for a
   string gap, or -1 after an error. */
static int32_t escape(Lexer *lx, bool in_string)
{
    static const char from[] = "abfnrtv\\\"'";
    static const char to[] = "\a\b\f\n\r\t\v\\\"'";
    int c = peek_at(lx, 0);
    const char *s = c ? strchr(from, c) : NULL;
    if (s) {
        skip_ascii(lx, 1);
        return (unsigned char)to[s - from];
    }
    if (c == '&' && in_string) { skip_ascii(lx, 1); return NO_CHAR; }
    if (is_digit(c)) return numeric_escape(lx, 10);
    if (c == 'x' || c == 'o') {
        skip_ascii(lx, 1);
        return numeric_escape(lx, c == 'x' ? 16 : 8);
    }
    if (c == '^') {
        int d = peek_at(lx, 1);
        if (d >= '@' && d <= '_') {
            skip_ascii(lx, 2);
            return d - '@';
        }
        skip_ascii(lx, 1);
        error_at_char(lx, LITERAL_ERROR);
        return -1;
    }
    if (is_upper(c)) return ascii_escape(lx);
    if (in_string && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
        while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t' ||
                                   *lx->p == '\n' || *lx->p == '\r'))
            skip_cp(lx, 1);
        if (peek_at(lx, 0) != '\\') {
            error_at_char(lx, LITERAL_ERROR);
            return -1;
        }
        skip_ascii(lx, 1);
        return NO_CHAR;
    }
    error_at_char(lx, LITERAL_ERROR);
    return -1;
}

/* One character of a literal (not the closing quote); -1 after an error. */
static int32_t literal_char(Lexer *lx, bool in_string)
{
    int n;
    int32_t c = peek_cp(lx, &n);
    if (n == 0 || c == '\n' || (c < ' ' && c != '\t') || c == 127) {
        error_at_char(lx, LITERAL_ERROR);
        return -1;
    }
    if (c < 0) {
        error_at_char(lx, LITERAL_ERROR);
        return -1;
    }
    skip_cp(lx, n);
    if (c == '\\') return escape(lx, in_string);
    return c;
}

static void lex_string(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    skip_ascii(lx, 1);
    lx->buflen = 0;
    while (peek_at(lx, 0) != '"') {
        int32_t c = literal_char(lx, true);
        if (c == -1) { t->kind = TK_EOF; return; }
        if (c != NO_CHAR) buf_push(lx, c);
    }
    skip_ascii(lx, 1);
    t->kind = TK_STRING;
    t->lit.kind = LIT_STRING;
    t->lit.len = lx->buflen;
    int32_t *str = ARENA_ARRAY(lx->arena, int32_t, lx->buflen + 1);
    if (lx->buflen) memcpy(str, lx->buf, sizeof(int32_t) * (size_t)lx->buflen);
    t->lit.str = str;
    finish(lx, t, start);
}

static void lex_char(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    skip_ascii(lx, 1);
    if (peek_at(lx, 0) == '\'') {
        error_at_char(lx, LITERAL_ERROR);
        { t->kind = TK_EOF; return; }
    }
    int32_t c = literal_char(lx, false);
    if (c < 0) { t->kind = TK_EOF; return; }
    if (peek_at(lx, 0) != '\'') {
        error_at_char(lx, LITERAL_ERROR);
        { t->kind = TK_EOF; return; }
    }
    skip_ascii(lx, 1);
    t->kind = TK_CHAR;
    t->lit.kind = LIT_CHAR;
    t->lit.i = c;
    finish(lx, t, start);
}

/* ============================================================= pragmas */

/* An SCC label at lx->p: a string literal on one line (returns true) or
   an identifier; *len is 0 when there is neither. */
static bool scc_label(Lexer *lx, const char **label, size_t *len)
{
    *label = lx->p;
    *len = 0;
    if (peek_at(lx, 0) == '"') {
        const char *close = memchr(lx->p + 1, '"', (size_t)(lx->end - lx->p - 1));
        const char *nl = memchr(lx->p + 1, '\n', (size_t)(lx->end - lx->p - 1));
        if (close && (!nl || close < nl)) {
            *label = lx->p + 1;
            *len = (size_t)(close - *label);
            while (lx->p <= close) skip_cp(lx, 1);
        }
        return true;
    }
    if (starts_lower(lx->p, lx->end) || starts_upper(lx->p, lx->end)) {
        *len = ident_length(lx->p, lx->end);
        lx->col += (int)cp_count(lx->p, *len);
        lx->p += *len;
    }
    return false;
}

/* GHC's checks of an SCC label at `at`: a string may hold no space, and
   a name must be a variable's (a constructor's is a parse error there). */
static bool scc_label_ok(Lexer *lx, SrcSpan at, const char *label, size_t len,
                         bool quoted)
{
    if (quoted && memchr(label, ' ', len)) {
        lex_error(lx, at, "Spaces are not allowed in SCCs");
        return false;
    }
    if (!quoted && len > 0 && starts_upper(label, label + len)) {
        lex_error(lx, at, "parse error on input \xe2\x80\x98%.*s\xe2\x80\x99",
                  (int)len, label);
        return false;
    }
    return true;
}

static void lex_pragma(Lexer *lx, Token *t)
{
    const char *start = lx->p;
    const char *w;
    int wl;
    known_pragma(lx, &w, &wl);
    char name[16];
    for (int i = 0; i < wl; i++) name[i] = (char)(w[i] & ~0x20);
    name[wl] = '\0';
    while (lx->p < w + wl) skip_cp(lx, 1);
    if (strcmp(name, "SCC") != 0) {
        lx->in_pragma = true;
        t->kind = TK_PRAGMA_OPEN;
        t->text = arena_intern(lx->arena, name);
        finish(lx, t, start);
        return;
    }
    bool dummy = false;
    skip_space(lx, &dummy);
    const char *label = NULL, *label2 = NULL;
    size_t len = 0, len2 = 0;
    SrcSpan at = point(lx);
    bool quoted = scc_label(lx, &label, &len);
    at.c2 = lx->col - 1;
    if (!scc_label_ok(lx, at, label, len, quoted))
        { t->kind = TK_EOF; return; }
    skip_space(lx, &dummy);
    /* {-# SCC f "label" #-}: a binding's centre with a label of its own */
    if (!quoted && len > 0 && peek_at(lx, 0) == '"') {
        SrcSpan at2 = point(lx);
        if (!scc_label(lx, &label2, &len2))
            len = 0;
        at2.c2 = lx->col - 1;
        if (len > 0 && !scc_label_ok(lx, at2, label2, len2, true))
            { t->kind = TK_EOF; return; }
        skip_space(lx, &dummy);
    }
    if (len == 0 || peek_at(lx, 0) != '#' || peek_at(lx, 1) != '-' ||
        peek_at(lx, 2) != '}') {
        lex_error(lx, t->span, "parse error in SCC pragma");
        { t->kind = TK_EOF; return; }
    }
    skip_ascii(lx, 3);
    t->kind = TK_PRAGMA_SCC;
    t->text = arena_intern_n(lx->arena, label, len);
    t->text2 = label2 ? arena_intern_n(lx->arena, label2, len2) : NULL;
    if (quoted)
        t->flags |= TF_SCC_QUOTED;
    finish(lx, t, start);
}

/* ============================================================== driver */

Lexer *lexer_new(Arena *arena, const SourceFile *src)
{
    Lexer *lx = ARENA_NEW(arena, Lexer);
    lx->arena = arena;
    lx->src = src;
    lx->p = src->text;
    lx->end = src->text + src->len;
    lx->line = 1;
    lx->col = 1;
    for (int i = 0; i < 9; i++) lx->specials[i] = arena_intern_n(arena, &SPECIALS[i], 1);
    /* A "#!" line lets a program be run as a script. */
    if (src->len >= 2 && src->text[0] == '#' && src->text[1] == '!') skip_line(lx);
    /* A UTF-8 byte order mark is not part of the program. */
    if (src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0) lx->p += 3;
    return lx;
}

static Token eof_token(Lexer *lx, bool error)
{
    Token t = { .kind = TK_EOF };
    t.span = point(lx);
    t.off = t.end = (int)(lx->p - lx->src->text);
    t.flags = TF_BOL | TF_SPACE | (error ? TF_LEXERROR : 0);
    free(lx->buf);
    lx->buf = NULL;
    lx->bufcap = lx->buflen = 0;
    return t;
}

static void lex_token(Lexer *lx, Token *t)
{
    unsigned char c = (unsigned char)*lx->p;
    if (c == '{' && peek_at(lx, 1) == '-') {
        lex_pragma(lx, t);
    } else if (c && strchr("(),;[]`{}", c)) {
        const char *start = lx->p;
        t->kind = TK_SPECIAL;
        t->text = lx->specials[strchr(SPECIALS, c) - SPECIALS];
        skip_ascii(lx, 1);
        finish(lx, t, start);
    } else if (is_lower(c)) {
        lex_lower(lx, t);
    } else if (is_upper(c)) {
        lex_upper(lx, t);
    } else if (is_digit(c)) {
        lex_number(lx, t);
    } else if (c == '"') {
        lex_string(lx, t);
    } else if (c == '\'') {
        lex_char(lx, t);
    } else if (is_ascii_symbol(c)) {
        lex_symbol(lx, t);
    } else {
        int n;
        int32_t cp = c >= 0x80 ? peek_cp(lx, &n) : -1;
        UniClass k = cp >= 0 ? uni_class(cp) : UC_ERROR;
        if (k == UC_SYMBOL) lex_symbol(lx, t);
        else if (k == UC_UPPER) lex_upper(lx, t);
        else if (k == UC_LOWER) lex_lower(lx, t);
        else error_at_char(lx, "lexical error");
    }
}

Token lexer_next(Lexer *lx)
{
    if (lx->failed) return eof_token(lx, true);
    int prev_line = lx->line;
    bool space = !lx->started;
    if (!skip_space(lx, &space)) return eof_token(lx, true);
    if (lx->p >= lx->end) return eof_token(lx, false);
    Token t = { .kind = TK_EOF };
    t.span = point(lx);
    if (space) t.flags |= TF_SPACE;
    /* The first token of the file also counts as starting a line. */
    if (lx->line != prev_line || !lx->started) t.flags |= TF_BOL;
    lx->started = true;
    lex_token(lx, &t);
    if (lx->failed) return eof_token(lx, true);
    return t;
}
