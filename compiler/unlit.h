/*
 * unlit.h -- a literate program (Prog.lhs) to the Haskell it contains,
 * exactly as GHC 9.0.2's literate pre-processor (its `unlit`) makes it.
 *
 * A literate file is commentary with code in it, marked in one of two ways:
 *
 *   Bird tracks    every code line starts with '>' in the first column;
 *   LaTeX style    code lines sit between a line `\begin{code}` and a line
 *                  starting with `\end{code}`.
 *
 * Invariants (of unlit_run's result, see Note [GHC's unlit] in unlit.c)
 *  - Line n of the result comes from line n of the file: commentary, blank
 *    lines, `\begin{code}`, `\end{code}` and `#!` lines become empty lines,
 *    so every later error message names the .lhs line.  (GHC's filter has
 *    two exceptions, kept here: a line that is only "#" takes the next
 *    line with it, and a NUL byte in a code block hides the rest of its
 *    line and its newline.)
 *  - A Bird line keeps its columns: its '>' becomes a space and its tabs
 *    become the spaces up to the next multiple of 8 (inside string
 *    literals too, as with GHC).  Lines of a \begin{code} block and lines
 *    starting with '#' (C preprocessor lines, which the lexer then sees)
 *    are kept as they are, apart from the tabs of '#' lines.
 *  - The file is refused, with unlit's own messages naming unlit's line
 *    numbers, when a Bird line touches a line of commentary (a blank line
 *    must separate them), when `\end{code}` has no `\begin{code}` or the
 *    reverse, or when the file has no code at all.
 */
#ifndef LAZYRTS_UNLIT_H
#define LAZYRTS_UNLIT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct UnlitResult {
    bool ok;              /* no complaint: `text` is the program */
    char *text;           /* the Haskell program, NUL-terminated (malloc) */
    size_t len;           /* its length in bytes */
    char *complaints;     /* unlit's messages, one or two lines each, as
                             GHC prints them before it gives up:
                             "Prog.lhs line 3: unlit: ...\n"; "" when ok
                             (malloc) */
} UnlitResult;

/* Unlits `src` (`len` bytes, NULs allowed), `file` being the name the
   messages print.  Every field of *r must be released with unlit_free. */
void unlit_run(const char *file, const char *src, size_t len, UnlitResult *r);

void unlit_free(UnlitResult *r);

/* Does `path` name a literate program (it ends in ".lhs", as for GHC)? */
bool unlit_is_literate(const char *path);

#endif /* LAZYRTS_UNLIT_H */
