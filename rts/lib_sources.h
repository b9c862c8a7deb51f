/*
 * lib_sources.h -- the Haskell library modules (the .hs files under lib/),
 * built into the executable as text.
 *
 * The table is generated at build time by utils/embed_lib from the files
 * listed in lib/local.mk (LIB_HS) and written to rts/lib_sources.c, which
 * is never edited or committed.  The runtime compiles the modules it needs
 * from this text, so lazyrun needs no files besides the program.
 *
 * Invariants
 *  - lib_sources[0 .. lib_source_count-1] are the modules, in the order of
 *    LIB_HS; lib_sources[lib_source_count] is a sentinel whose fields are
 *    all NULL / 0 (so the table is never empty and may be walked either way).
 *  - `module` is the dotted module name derived from the path
 *    ("lib/Data/List.hs" -> "Data.List"); module names are unique.
 *  - `text` is the file's exact bytes (UTF-8, lines ending in '\n' as in the
 *    file), NUL-terminated; the files never contain a NUL byte, so
 *    strlen(text) == length.
 *  - All of it is static constant data: never freed, never written.
 */
#ifndef LAZYRTS_LIB_SOURCES_H
#define LAZYRTS_LIB_SOURCES_H

#include <stddef.h>

typedef struct LibSource {
    const char *module;  /* module name, e.g. "Data.List" */
    const char *path;    /* source path from the top of the tree,
                            e.g. "lib/Data/List.hs" (for messages) */
    const char *text;    /* the whole source text, NUL-terminated */
    size_t length;       /* bytes in text, without the terminating NUL */
} LibSource;

extern const LibSource lib_sources[];  /* lib_source_count entries + sentinel */
extern const int lib_source_count;

#endif /* LAZYRTS_LIB_SOURCES_H */
