/*
 * parser.h -- the parser (parser.c): tokens -> Module.  The lexer
 * (lexer.h) and the layout pass (layout.h) come before it.
 *
 * The lexer produces tokens with spans; the layout pass inserts the implicit
 * braces and semicolons of the Haskell 2010 report (section 10.3), including
 * the parse-error(t) rule, which the parser drives by asking the layout
 * context to close an implicit block when it meets a token it cannot accept
 * (`let x = 1 in x`, `(case x of y -> y)`).
 *
 * On error the parser reports through diag_error and returns NULL.  The
 * first error is reported, in GHC's words and position where the parse
 * itself is concerned; the checks GHC makes after parsing (last statement
 * of a `do`, empty `do` or `case`, a bare top-level expression) are
 * reported only if the whole file parses, the first in the file first.
 *
 * What the Module looks like, beyond ast.h:
 *  - consecutive clauses of one function (in any block) form one D_FUN,
 *    its span covering all of them; `x = e` and `x | g = e` are D_PAT
 *    with a P_VAR; `(f . g) x = e` is a clause of (.) with pats f g x;
 *  - built-in constructors are named "()", "[]", ":", "(,)", "(,,)"...
 *    in E_CON, P_CON and T_CON (so `[]` is a P_CON with no arguments,
 *    not an empty P_LIST); `(+)`, `(M.+)`, `(:)` are E_VAR/E_CON whose
 *    span includes the parentheses;
 *  - negative literal patterns are P_LIT with the value negated and
 *    lit.text starting with '-';
 *  - E_OPSEQ appears only with at least one operator or minus sign;
 *  - the context of a data/newtype declaration is parsed and dropped;
 *  - module names (imports, header) are joined: "Data.List".
 */
#ifndef LAZYRTS_PARSER_H
#define LAZYRTS_PARSER_H

#include "arena.h"
#include "ast.h"
#include "diag.h"
#include "layout.h"

/* Also registers `src` with diag_add_source, which keeps a pointer: the
   text (NUL-terminated) must stay alive while errors may be reported. */
Module *parse_module(Arena *arena, const SourceFile *src);

#endif
