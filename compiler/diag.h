/*
 * diag.h -- compile-time error reporting in GHC's layout.
 *
 *   Prog.hs:12:5: error:
 *       Variable not in scope: foo
 *      |
 *   12 | main = foo
 *      |        ^^^
 *
 * The first error ends the compilation: diag_error prints the message with
 * an excerpt of the offending source line and returns; the caller unwinds
 * (the parser and renamer check diag_failed() and stop).  lazyrun then exits
 * with status 1 without running anything.
 */
#ifndef LAZYRTS_DIAG_H
#define LAZYRTS_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include "ast.h"

typedef struct SourceFile {
    const char *name;       /* as given on the command line */
    const char *text;       /* whole file, NUL-terminated */
    size_t len;
} SourceFile;

/* Registers the text of a file so that excerpts can be shown. */
void diag_add_source(const SourceFile *f);
/* Registers the file `name` as written, when the text the lexer reads is
   derived from it line for line (a literate program after unlit.h): the
   excerpts of its messages show these lines, as GHC's do, while
   diag_span_text still quotes the text the lexer read.  `text` must live
   as long as the messages. */
void diag_add_listing(const char *name, const char *text, size_t len);
/* {-# LINE n "to" #-} (Note [LINE pragmas] in diag.c): from physical line
   `phys` of `file` on, the user sees line n, n+1, ... of `to`.  Spans stay
   physical everywhere; only the places that show a location resolve it. */
void diag_line_directive(const char *file, int phys, int line,
                         const char *to, size_t tolen);
/* The location the user sees for `span` of `file`: maps *span's lines by
   the last LINE directive before it and returns the file it names (`file`
   itself when there is none). */
const char *diag_resolve(const char *file, SrcSpan *span);
/* The registered text of `file`, or NULL. */
const SourceFile *diag_source(const char *file);
/* Prints "file:L:C: error:\n    <msg>\n" plus the excerpt, to stderr.
   `msg` may contain several lines; each is indented by 4 spaces. */
void diag_error(const char *file, SrcSpan span, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
bool diag_failed(void);

/* `check` runs once, before the first message is written to stderr:
   lazyrun's asks whether the library image is damaged (Note [A damaged
   block met late] in image.c). */
void diag_on_first_message(void (*check)(void));
/* The source text of `span` in a registered file (several lines joined
   by single spaces), or NULL; allocated in `a`. */
struct Arena;
const char *diag_span_text(struct Arena *a, const char *file, SrcSpan span);
void diag_reset(void);
/* For unit tests: capture messages instead of printing them. */
void diag_capture(char *buf, size_t size);

#endif
