/*
 * diag.c -- compile-time errors in GHC's layout.
 *
 * GHC puts a one-line message on the header line when the whole line stays
 * within 67 characters ("f.hs:3:5: error: parse error on input ‘)’"), and
 * otherwise starts the message on the next line indented by 4.  The
 * excerpt shows the first line of the span with carets under it; a span
 * that runs onto later lines gets carets to the end of the line and "...".
 * Columns count code points, so the caret padding is computed on code
 * points too.  The excerpt is a line of the file as written (a literate
 * program's `> ` included: diag_add_listing), while diag_span_text quotes
 * the text the lexer read.
 *
 * Note [LINE pragmas]
 * `{-# LINE 40 "Gen.y" #-}` says that the next line is line 40 of Gen.y, as
 * code generators (happy, alex) write.  GHC then shows every location by
 * it: compile errors, `error`'s call stack, pattern-match failures, cost
 * centres.  The lexer keeps physical positions (layout and excerpts of the
 * text it read need them) and registers each directive here; the places
 * that show a location to the user (diag_error, the desugarer's messages
 * and run-time error texts, the code generator's cost-centre locations)
 * call diag_resolve.  Like GHC, an error's excerpt is then the logical
 * line of the logical file, shown only when that file is one lazyrun read
 * (GHC also reads other files from disk).
 */
#include "diag.h"
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ONE_LINE_MAX  67   /* GHC's pretty-printer keeps shorter lines whole */

typedef struct Files { SourceFile *items; int n, cap; } Files;

static Files sources;                    /* registered files (shallow copies) */
static Files listings;                   /* files as written, when they differ */
static bool failed;
static char *capture_buf;                 /* non-NULL: append here, not stderr */
static size_t capture_size, capture_used;

/* Sets the entry of f's name, or adds one. */
static void files_put(Files *fs, SourceFile f)
{
    for (int i = 0; i < fs->n; i++) {
        if (strcmp(fs->items[i].name, f.name) == 0) {
            fs->items[i] = f;
            return;
        }
    }
    if (fs->n == fs->cap) {
        int cap = fs->cap ? 2 * fs->cap : 32;
        SourceFile *items = realloc(fs->items, sizeof *items * (size_t)cap);
        if (!items) abort();
        fs->items = items;
        fs->cap = cap;
    }
    fs->items[fs->n++] = f;
}

static const SourceFile *files_get(const Files *fs, const char *name)
{
    for (int i = 0; i < fs->n; i++)
        if (strcmp(fs->items[i].name, name) == 0) return &fs->items[i];
    return NULL;
}

void diag_add_source(const SourceFile *f)
{
    files_put(&sources, *f);
}

void diag_add_listing(const char *name, const char *text, size_t len)
{
    files_put(&listings, (SourceFile){ name, text, len });
}

typedef struct LineDirective {
    char *file;             /* the file the pragma is in */
    int phys;               /* the first physical line it applies to */
    int line;               /* that line's number for the user */
    char *to;               /* the file named */
} LineDirective;

static LineDirective *directives;
static int ndirectives, capdirectives;

static char *copy_n(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    if (!r) abort();
    memcpy(r, s, n);
    r[n] = '\0';
    return r;
}

void diag_line_directive(const char *file, int phys, int line,
                         const char *to, size_t tolen)
{
    LineDirective *d = NULL;
    for (int i = 0; i < ndirectives && !d; i++)   /* re-lexed: the same one */
        if (directives[i].phys == phys && strcmp(directives[i].file, file) == 0)
            d = &directives[i];
    if (!d) {
        if (ndirectives == capdirectives) {
            capdirectives = capdirectives ? 2 * capdirectives : 8;
            directives = realloc(directives, sizeof *directives * (size_t)capdirectives);
            if (!directives) abort();
        }
        d = &directives[ndirectives++];
        d->file = copy_n(file, strlen(file));
    } else {
        free(d->to);
    }
    d->phys = phys;
    d->line = line;
    d->to = copy_n(to, tolen);
}

const char *diag_resolve(const char *file, SrcSpan *span)
{
    const LineDirective *best = NULL;
    for (int i = 0; file && i < ndirectives; i++) {
        const LineDirective *d = &directives[i];
        if (d->phys <= span->l1 && (!best || d->phys > best->phys) &&
            strcmp(d->file, file) == 0)
            best = d;
    }
    if (!best)
        return file;
    span->l1 += best->line - best->phys;
    span->l2 += best->line - best->phys;
    return best->to;
}

bool diag_failed(void) { return failed; }

void diag_reset(void)
{
    failed = false;
    for (int i = 0; i < ndirectives; i++) {
        free(directives[i].file);
        free(directives[i].to);
    }
    free(directives);
    directives = NULL;
    ndirectives = capdirectives = 0;
}

void diag_capture(char *buf, size_t size)
{
    capture_buf = size ? buf : NULL;
    capture_size = size;
    capture_used = 0;
    if (capture_buf) capture_buf[0] = '\0';
}

/* ------------------------------------------------------------- output */

typedef struct Out { char *s; size_t len, cap; } Out;

static void out_grow(Out *o, size_t extra)
{
    if (o->len + extra + 1 <= o->cap) return;
    size_t ncap = o->cap ? o->cap : 256;
    while (ncap < o->len + extra + 1) ncap *= 2;
    char *s = realloc(o->s, ncap);
    if (!s) abort();
    o->s = s;
    o->cap = ncap;
}

static void out_mem(Out *o, const char *s, size_t n)
{
    out_grow(o, n);
    memcpy(o->s + o->len, s, n);
    o->len += n;
    o->s[o->len] = '\0';
}

static void out_str(Out *o, const char *s) { out_mem(o, s, strlen(s)); }

static void out_rep(Out *o, char c, int n)
{
    for (int i = 0; i < n; i++) out_mem(o, &c, 1);
}

static void (*first_message_check)(void);

void diag_on_first_message(void (*check)(void))
{
    first_message_check = check;
}

static void emit(const Out *o)
{
    if (!capture_buf) {
        if (first_message_check) {
            void (*check)(void) = first_message_check;
            first_message_check = NULL;
            check();
        }
        fputs(o->s, stderr);
        return;
    }
    size_t room = capture_size - 1 - capture_used;
    size_t n = o->len < room ? o->len : room;
    memcpy(capture_buf + capture_used, o->s, n);
    capture_used += n;
    capture_buf[capture_used] = '\0';
}

/* ------------------------------------------------------------ excerpt */

static size_t utf8_length(const char *s, size_t n)
{
    size_t cps = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) cps++;
    return cps;
}

/* The line with its tabs expanded, as GHC shows it (tab stops every 8
   columns, so that the carets line up with the columns of the span). */
static void out_line(Out *o, const char *line, size_t len)
{
    int col = 1;
    for (size_t i = 0; i < len; i++) {
        if (line[i] == '\t') {
            int next = ((col - 1) / 8 + 1) * 8 + 1;
            out_rep(o, ' ', next - col);
            col = next;
            continue;
        }
        out_mem(o, &line[i], 1);
        if (((unsigned char)line[i] & 0xC0) != 0x80) col++;
    }
}

static const SourceFile *find_source(const char *name)
{
    return files_get(&sources, name);
}

const SourceFile *diag_source(const char *file)
{
    return file ? find_source(file) : NULL;
}

/* Finds line `line` (1-based): start pointer and length without newline. */
static bool find_line(const SourceFile *f, int line, const char **start,
                      size_t *len)
{
    const char *p = f->text, *end = f->text + f->len;
    for (int l = 1; l < line; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) return false;
        p = nl + 1;
    }
    /* The position after a final newline has no line to show. */
    if (p == end && line > 1) return false;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    if (n > 0 && p[n - 1] == '\r') n--;
    *start = p;
    *len = n;
    return true;
}

static const SourceFile *find_listing(const char *name)
{
    return files_get(&listings, name);
}

static void excerpt(Out *o, const SourceFile *f, SrcSpan sp)
{
    const SourceFile *shown = find_listing(f->name);
    if (!shown) shown = f;
    const char *line;
    size_t len;
    if (!find_line(shown, sp.l1, &line, &len)) return;
    char num[16];
    int w = snprintf(num, sizeof num, "%d", sp.l1);
    out_rep(o, ' ', w + 1);
    out_str(o, "|\n");
    out_str(o, num);
    out_str(o, " | ");
    out_line(o, line, len);
    out_str(o, "\n");
    out_rep(o, ' ', w + 1);
    out_str(o, "|");
    int width = (int)utf8_length(line, len);
    for (size_t i = 0, col = 1; i < len; i++) {
        /* a tab widens the line to the next tab stop */
        if (line[i] == '\t') {
            size_t next = ((col - 1) / 8 + 1) * 8 + 1;
            width += (int)(next - col) - 1;
            col = next;
        } else if (((unsigned char)line[i] & 0xC0) != 0x80) {
            col++;
        }
    }
    int c1 = sp.c1 < 1 ? 1 : sp.c1;
    bool multi = sp.l2 > sp.l1;
    int c2 = multi ? width : sp.c2;
    if (c2 < c1) c2 = c1;
    out_rep(o, ' ', c1);
    out_rep(o, '^', c2 - c1 + 1);
    if (multi) out_str(o, "...");
    out_str(o, "\n");
}

/* ------------------------------------------------------------ messages */

static void message(Out *o, const char *head, const char *msg)
{
    bool one_line = strchr(msg, '\n') == NULL &&
        utf8_length(head, strlen(head)) + 1 + utf8_length(msg, strlen(msg))
            <= ONE_LINE_MAX;
    out_str(o, head);
    if (one_line) {
        out_str(o, " ");
        out_str(o, msg);
        out_str(o, "\n");
        return;
    }
    out_str(o, "\n");
    for (const char *p = msg; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        out_str(o, "    ");
        out_mem(o, p, n);
        out_str(o, "\n");
        p += n + (nl ? 1 : 0);
    }
}

void diag_error(const char *file, SrcSpan span, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) n = 0;
    char *msg = malloc((size_t)n + 1);
    if (!msg) abort();
    if ((size_t)n < sizeof small) {
        memcpy(msg, small, (size_t)n + 1);
    } else {
        va_start(ap, fmt);
        vsnprintf(msg, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }

    char head[64];
    Out o = { NULL, 0, 0 };
    if (span.l1 > 0)
        file = diag_resolve(file, &span);
    out_str(&o, file ? file : "<unknown>");
    if (span.l1 > 0) {
        snprintf(head, sizeof head, ":%d:%d: error:", span.l1, span.c1);
    } else {
        snprintf(head, sizeof head, ": error:");
    }
    out_str(&o, head);
    char *full = o.s;
    o = (Out){ NULL, 0, 0 };
    message(&o, full, msg);
    const SourceFile *f = file && span.l1 > 0 ? find_source(file) : NULL;
    if (f) excerpt(&o, f, span);
    emit(&o);
    free(o.s);
    free(full);
    free(msg);
    failed = true;
}

/* ------------------------------------------------------- source text */

/* The first byte past `n` columns of a line: columns count code points,
   and a tab moves to the next multiple of 8, as the lexer counts them. */
static const char *skip_cols(const char *p, const char *end, int n)
{
    int col = 0;
    while (col < n && p < end) {
        col = *p == '\t' ? (col / 8 + 1) * 8 : col + 1;
        p++;
        while (p < end && ((unsigned char)*p & 0xC0) == 0x80)
            p++;
    }
    return p;
}

const char *diag_span_text(Arena *a, const char *file, SrcSpan sp)
{
    const SourceFile *f = file ? find_source(file) : NULL;
    if (!f || sp.l1 <= 0 || sp.l2 < sp.l1)
        return NULL;
    Out o = { 0 };
    for (int l = sp.l1; l <= sp.l2; l++) {
        const char *line;
        size_t len;
        if (!find_line(f, l, &line, &len))
            break;
        const char *end = line + len;
        const char *from = l == sp.l1 ? skip_cols(line, end, sp.c1 - 1) : line;
        const char *to = l == sp.l2 ? skip_cols(line, end, sp.c2) : end;
        if (l > sp.l1) {
            while (from < to && (*from == ' ' || *from == '\t'))
                from++;
            if (o.len > 0)
                out_str(&o, " ");
        }
        if (to > from)
            out_mem(&o, from, (size_t)(to - from));
    }
    if (!o.s)
        return NULL;
    const char *r = arena_intern(a, o.s);
    free(o.s);
    return r;
}
