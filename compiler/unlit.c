/*
 * unlit.c -- literate Haskell to Haskell.  See unlit.h.
 *
 * Note [GHC's unlit]
 * ~~~~~~~~~~~~~~~~~~
 * GHC does not read a .lhs file itself: it runs a small C filter, unlit,
 * and compiles what comes out.  A program that GHC accepts must come out
 * the same here, and one it refuses must be refused with the same words,
 * so this pass follows the filter's observable behaviour (checked against
 * GHC 9.0.2's own binary, `$(ghc --print-libdir)/bin/unlit`, on the cases
 * in testsuite/unit/test_unlit.c), quirks included:
 *
 *  - A line is classified by its first character.  '>' makes a Bird line;
 *    '#' a preprocessor line, or a "#!" line that is dropped; anything
 *    else is blank (only spaces, tabs and CRs), `\begin{code}`, `\end{code}`
 *    (either with white space around it) or commentary.  Only the first 99
 *    characters after the leading white space count when a line is compared
 *    with `\begin{code}` or `\end{code}`, tabs expanded.
 *  - Tabs are expanded while a line is classified (the filter reads through
 *    a tab-expanding getc), so they vanish from Bird and '#' lines but not
 *    from the lines of a code block, which are copied as they are, in
 *    pieces of at most 999 bytes; a piece that starts with `\end{code}`
 *    ends the block, each piece counts as a line in the messages, and a
 *    piece is copied only up to a NUL byte in it (newline included).
 *  - A Bird line right after commentary is an error at the Bird line; one
 *    right before commentary is an error at the Bird line too.  Blank
 *    lines, '#' lines and the `\begin{code}`/`\end{code}` lines separate
 *    them.  A stray `\end{code}` is an error, a missing one stops the
 *    filter at once, and a file without code is an error at the line
 *    after its last (the end of the file counts as a line).
 *  - A '#' line is copied up to its end; a line that is only "#" therefore
 *    takes the next line with it (its newline is copied as the character
 *    after '#', and then the copy runs to the next end of line), and a
 *    final "#" without a newline gets the byte 0xFF after it (EOF written
 *    as a char).  Both count as one line.
 */
#include "unlit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TAB_STOP      8
#define CLASSIFY_MAX  99      /* characters of a line compared with \begin{code} */
#define CHUNK_MAX     999     /* bytes of a code-block line read at once */
#define END_OF_FILE   (-1)

static const char BEGIN_CODE[] = "\\begin{code}";
static const char END_CODE[] = "\\end{code}";

/* unlit's messages (two of them end in a newline of their own) */
static const char NEXT_TO_COMMENT[] = "unlit: Program line next to comment";
static const char SPURIOUS_END[] = "unlit: spurious \\end{code}\n";
static const char MISSING_END[] = "unlit: missing \\end{code}\n";
static const char NO_CODE[] =
    "unlit: No definitions in file (perhaps you forgot the '>'s?)";

typedef enum LineKind {
    LINE_START, LINE_BLANK, LINE_TEXT, LINE_BIRD, LINE_BEGIN, LINE_END,
    LINE_EOF, LINE_HASH, LINE_SHEBANG
} LineKind;

typedef struct Buf { char *s; size_t len, cap; } Buf;

typedef struct Unlit {
    const char *file;
    const char *p, *end;  /* the input not read yet */
    int column;           /* characters of the current line read so far,
                             tabs expanded */
    int spaces;           /* spaces a tab still owes */
    int lines;            /* lines read: what the messages count */
    Buf out, complaints;
} Unlit;

/* ------------------------------------------------------------- buffers */

static void buf_grow(Buf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s)
        abort();
    s[b->len] = '\0';
    b->s = s;
    b->cap = cap;
}

static void buf_mem(Buf *b, const char *s, size_t n)
{
    buf_grow(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

static void buf_char(Buf *b, int c)
{
    char ch = (char)(unsigned char)c;
    buf_mem(b, &ch, 1);
}

static void complain(Unlit *u, int line, const char *what)
{
    char head[64];
    snprintf(head, sizeof head, " line %d: ", line);
    buf_mem(&u->complaints, u->file, strlen(u->file));
    buf_mem(&u->complaints, head, strlen(head));
    buf_mem(&u->complaints, what, strlen(what));
    buf_char(&u->complaints, '\n');
}

/* --------------------------------------------------------------- input */

static bool is_line_end(int c) { return c == '\n' || c == END_OF_FILE; }

static bool is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* The next character, a tab read as the spaces up to the next tab stop. */
static int next_char(Unlit *u)
{
    if (u->spaces > 0) {
        u->spaces--;
        u->column++;
        return ' ';
    }
    if (u->p == u->end)
        return END_OF_FILE;
    int c = (unsigned char)*u->p++;
    if (c == '\n' || c == '\f') {
        u->column = 0;
    } else if (c == '\t') {
        u->spaces = TAB_STOP - u->column % TAB_STOP - 1;
        u->column++;
        c = ' ';
    } else {
        u->column++;
    }
    return c;
}

/* Copies the rest of the line, and a newline, to the output. */
static void copy_rest(Unlit *u)
{
    int c;
    while (!is_line_end(c = next_char(u)))
        buf_char(&u->out, c);
    buf_char(&u->out, '\n');
}

/* ------------------------------------------------------------- a line */

/* A line starting with '#' (its first character read). */
static LineKind hash_line(Unlit *u)
{
    int c = next_char(u);
    if (c == '!') {
        while (!is_line_end(next_char(u)))
            ;
        buf_char(&u->out, '\n');
        return LINE_SHEBANG;
    }
    buf_char(&u->out, '#');
    buf_char(&u->out, c);   /* See Note [GHC's unlit]: even '\n' or EOF */
    copy_rest(u);
    return LINE_HASH;
}

/* Commentary, a blank line or a \begin{code} / \end{code} line, its first
   character `c` read: it becomes an empty line. */
static LineKind other_line(Unlit *u, int c)
{
    buf_char(&u->out, '\n');
    while (c == ' ' || c == '\t' || c == '\r')
        c = next_char(u);
    if (is_line_end(c))
        return LINE_BLANK;
    char text[CLASSIFY_MAX + 1];
    int n = 0;
    text[n++] = (char)c;
    while (!is_line_end(c = next_char(u)))
        if (n < CLASSIFY_MAX)
            text[n++] = (char)c;
    while (n > 0 && is_space((unsigned char)text[n - 1]))
        n--;
    text[n] = '\0';
    if (strcmp(text, BEGIN_CODE) == 0)
        return LINE_BEGIN;
    if (strcmp(text, END_CODE) == 0)
        return LINE_END;
    return LINE_TEXT;
}

static LineKind read_line(Unlit *u)
{
    int c = next_char(u);
    if (c == END_OF_FILE)
        return LINE_EOF;
    if (c == '#')
        return hash_line(u);
    if (c == '>') {
        buf_char(&u->out, ' ');
        copy_rest(u);
        return LINE_BIRD;
    }
    return other_line(u, c);
}

/* The lines after \begin{code}, copied as they are (See Note [GHC's
   unlit]), up to the line that starts with \end{code} (which becomes an
   empty line).  False at the end of the file. */
static bool copy_code_block(Unlit *u)
{
    size_t end_len = strlen(END_CODE);
    for (;;) {
        if (u->p == u->end)
            return false;
        size_t left = (size_t)(u->end - u->p);
        size_t n = left < CHUNK_MAX ? left : CHUNK_MAX;
        const char *nl = memchr(u->p, '\n', n);
        if (nl)
            n = (size_t)(nl - u->p) + 1;
        const char *piece = u->p;
        u->p += n;
        u->lines++;
        if (n >= end_len && memcmp(piece, END_CODE, end_len) == 0) {
            buf_char(&u->out, '\n');
            return true;
        }
        const char *nul = memchr(piece, '\0', n);
        buf_mem(&u->out, piece, nul ? (size_t)(nul - piece) : n);
    }
}

/* ---------------------------------------------------------------- the file */

/* Reads every line, complaining as the filter does. */
static void unlit_lines(Unlit *u)
{
    LineKind this = LINE_START;
    int code = 0;       /* Bird lines and code blocks seen */
    do {
        LineKind last = this;
        this = read_line(u);
        u->lines++;
        if (this == LINE_BIRD)
            code++;
        if (last == LINE_BIRD && this == LINE_TEXT)
            complain(u, u->lines - 1, NEXT_TO_COMMENT);
        if (last == LINE_TEXT && this == LINE_BIRD)
            complain(u, u->lines, NEXT_TO_COMMENT);
        if (this == LINE_END)
            complain(u, u->lines, SPURIOUS_END);
        if (this == LINE_BEGIN) {
            if (!copy_code_block(u)) {
                complain(u, u->lines, MISSING_END);
                return;
            }
            code++;
        }
    } while (this != LINE_EOF);
    if (code == 0)
        complain(u, u->lines, NO_CODE);
}

void unlit_run(const char *file, const char *src, size_t len, UnlitResult *r)
{
    Unlit u = { .file = file, .p = src, .end = src + len };
    buf_grow(&u.out, len);
    buf_grow(&u.complaints, 0);
    unlit_lines(&u);
    r->ok = u.complaints.len == 0;
    r->text = u.out.s;
    r->len = u.out.len;
    r->complaints = u.complaints.s;
}

void unlit_free(UnlitResult *r)
{
    free(r->text);
    free(r->complaints);
    r->text = r->complaints = NULL;
    r->len = 0;
}

bool unlit_is_literate(const char *path)
{
    size_t n = strlen(path), k = strlen(".lhs");
    return n > k && strcmp(path + n - k, ".lhs") == 0;
}
