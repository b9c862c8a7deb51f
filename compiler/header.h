/*
 * header.h -- the pragmas of a file's header: {-# LANGUAGE ... #-} and
 * {-# OPTIONS_GHC ... #-} (or OPTIONS), checked before the file is parsed.
 *
 * GHC reads these pragmas before it parses a module, from the top of the
 * file down to its first token (comments and other pragmas may come in
 * between; a pragma that is itself a token, such as INLINE or SCC, ends the
 * header).  Later ones are comments, for GHC and here.
 *
 * Invariants
 *  - What GHC 9.0.2 rejects in a header is rejected first, with GHC's
 *    message and place: a name that is not one of its language extensions
 *    ("Unsupported extension: Foo"), a LANGUAGE pragma that is not a comma
 *    separated list of names, an unknown -X flag in OPTIONS_GHC.
 *  - Then an extension lazyrts does not have (see Note [Which extensions]
 *    in header.c), and an OPTIONS_GHC flag that would change what lazyrts
 *    does, each stop the compilation with one line naming it and its place.
 *  - Extensions that the subset has, or that change nothing in the
 *    programs lazyrts can parse, and flags that only concern GHC's
 *    warnings, are accepted and have no effect.
 */
#ifndef LAZYRTS_HEADER_H
#define LAZYRTS_HEADER_H

#include <stdbool.h>
#include "diag.h"

/* Checks the header of `src` (the text the lexer will read); false after
   an error has been reported (diag.h). */
bool header_check(const SourceFile *src);

/* What lazyrts makes of the language extension `name` ("BangPatterns",
   "NoImplicitPrelude"): */
typedef enum HeaderExtension {
    EXT_UNKNOWN,      /* not an extension of GHC 9.0.2 */
    EXT_ACCEPTED,     /* the subset has it, or it changes nothing here */
    EXT_REFUSED       /* GHC has it, lazyrts does not */
} HeaderExtension;

HeaderExtension header_extension(const char *name, size_t len);

#endif /* LAZYRTS_HEADER_H */
