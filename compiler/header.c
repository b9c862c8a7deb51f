/*
 * header.c -- LANGUAGE and OPTIONS_GHC pragmas.  See header.h.
 *
 * Note [Which extensions]
 * ~~~~~~~~~~~~~~~~~~~~~~~
 * A LANGUAGE pragma is accepted when every program that lazyrts parses
 * under it means what GHC 9.0.2 makes of it:
 *
 *  - the extensions GHC 9.0.2 turns on by itself (Haskell2010 and the ones
 *    it implies, NondecreasingIndentation, MonadFailDesugaring), and
 *    DatatypeContexts, whose contexts the parser reads and drops;
 *  - the extensions the subset has: BangPatterns, BinaryLiterals,
 *    InstanceSigs, NamedFieldPuns (and its old name RecordPuns), and
 *    FlexibleContexts (contexts the type checker handles or refuses);
 *  - ScopedTypeVariables (and PatternSignatures) and ExplicitForAll: they
 *    only change programs that write `forall` or a pattern signature,
 *    which lazyrts refuses anyway;
 *  - Safe, Trustworthy and Unsafe, which only restrict what a program may
 *    import, and every NoX whose X is off in GHC 9.0.2 or only adds
 *    syntax: a program that is valid without X means the same with it.
 *
 * Refused: every other extension, the language Haskell98 (it brings n+k
 * patterns back), and NoImplicitPrelude, NoMonomorphismRestriction and
 * NoNondecreasingIndentation, which change what a valid program means.
 *
 * OPTIONS_GHC (and OPTIONS, its old name): a -X flag is a LANGUAGE pragma
 * of one name.  GHC's warning flags (-W..., -w, -fwarn-..., -fno-warn-...)
 * and -O0 change nothing that a program prints (lazyrts compiles as GHC
 * -O0 does and prints no warnings, so -Werror never stops it), and are
 * ignored.  Any other flag is refused: in GHC it belongs to the module
 * (-fprof-auto places cost centres, -fno-state-hack moves costs), and
 * lazyrts reads such flags only on its command line.
 */
#include "header.h"
#include "distance.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ======================================================== extensions */

/* GHC 9.0.2's language extensions, in the order of
   `ghc --supported-extensions` (the order its suggestions follow). */
static const char *const GHC_EXTENSIONS[] = {
    "Haskell98", "Haskell2010", "Unsafe", "Trustworthy", "Safe",
    "AllowAmbiguousTypes", "NoAllowAmbiguousTypes", "AlternativeLayoutRule",
    "NoAlternativeLayoutRule", "AlternativeLayoutRuleTransitional",
    "NoAlternativeLayoutRuleTransitional", "Arrows", "NoArrows",
    "AutoDeriveTypeable", "NoAutoDeriveTypeable", "BangPatterns",
    "NoBangPatterns", "BinaryLiterals", "NoBinaryLiterals", "CApiFFI",
    "NoCApiFFI", "CPP", "NoCPP", "CUSKs", "NoCUSKs",
    "ConstrainedClassMethods", "NoConstrainedClassMethods", "ConstraintKinds",
    "NoConstraintKinds", "DataKinds", "NoDataKinds", "DatatypeContexts",
    "NoDatatypeContexts", "DefaultSignatures", "NoDefaultSignatures",
    "DeriveAnyClass", "NoDeriveAnyClass", "DeriveDataTypeable",
    "NoDeriveDataTypeable", "DeriveFoldable", "NoDeriveFoldable",
    "DeriveFunctor", "NoDeriveFunctor", "DeriveGeneric", "NoDeriveGeneric",
    "DeriveLift", "NoDeriveLift", "DeriveTraversable", "NoDeriveTraversable",
    "DerivingStrategies", "NoDerivingStrategies", "DerivingVia",
    "NoDerivingVia", "DisambiguateRecordFields", "NoDisambiguateRecordFields",
    "DoAndIfThenElse", "NoDoAndIfThenElse", "BlockArguments",
    "NoBlockArguments", "DoRec", "NoDoRec", "DuplicateRecordFields",
    "NoDuplicateRecordFields", "EmptyCase", "NoEmptyCase", "EmptyDataDecls",
    "NoEmptyDataDecls", "EmptyDataDeriving", "NoEmptyDataDeriving",
    "ExistentialQuantification", "NoExistentialQuantification",
    "ExplicitForAll", "NoExplicitForAll", "ExplicitNamespaces",
    "NoExplicitNamespaces", "ExtendedDefaultRules", "NoExtendedDefaultRules",
    "FlexibleContexts", "NoFlexibleContexts", "FlexibleInstances",
    "NoFlexibleInstances", "ForeignFunctionInterface",
    "NoForeignFunctionInterface", "FunctionalDependencies",
    "NoFunctionalDependencies", "GADTSyntax", "NoGADTSyntax", "GADTs",
    "NoGADTs", "GHCForeignImportPrim", "NoGHCForeignImportPrim",
    "GeneralizedNewtypeDeriving", "NoGeneralizedNewtypeDeriving",
    "GeneralisedNewtypeDeriving", "NoGeneralisedNewtypeDeriving",
    "ImplicitParams", "NoImplicitParams", "ImplicitPrelude",
    "NoImplicitPrelude", "ImportQualifiedPost", "NoImportQualifiedPost",
    "ImpredicativeTypes", "NoImpredicativeTypes", "IncoherentInstances",
    "NoIncoherentInstances", "TypeFamilyDependencies",
    "NoTypeFamilyDependencies", "InstanceSigs", "NoInstanceSigs",
    "ApplicativeDo", "NoApplicativeDo", "InterruptibleFFI",
    "NoInterruptibleFFI", "JavaScriptFFI", "NoJavaScriptFFI",
    "KindSignatures", "NoKindSignatures", "LambdaCase", "NoLambdaCase",
    "LexicalNegation", "NoLexicalNegation", "LiberalTypeSynonyms",
    "NoLiberalTypeSynonyms", "LinearTypes", "NoLinearTypes", "MagicHash",
    "NoMagicHash", "MonadComprehensions", "NoMonadComprehensions",
    "MonadFailDesugaring", "NoMonadFailDesugaring", "MonoLocalBinds",
    "NoMonoLocalBinds", "MonoPatBinds", "NoMonoPatBinds",
    "MonomorphismRestriction", "NoMonomorphismRestriction",
    "MultiParamTypeClasses", "NoMultiParamTypeClasses", "MultiWayIf",
    "NoMultiWayIf", "NumericUnderscores", "NoNumericUnderscores",
    "NPlusKPatterns", "NoNPlusKPatterns", "NamedFieldPuns",
    "NoNamedFieldPuns", "NamedWildCards", "NoNamedWildCards",
    "NegativeLiterals", "NoNegativeLiterals", "HexFloatLiterals",
    "NoHexFloatLiterals", "NondecreasingIndentation",
    "NoNondecreasingIndentation", "NullaryTypeClasses",
    "NoNullaryTypeClasses", "NumDecimals", "NoNumDecimals",
    "OverlappingInstances", "NoOverlappingInstances", "OverloadedLabels",
    "NoOverloadedLabels", "OverloadedLists", "NoOverloadedLists",
    "OverloadedStrings", "NoOverloadedStrings", "PackageImports",
    "NoPackageImports", "ParallelArrays", "NoParallelArrays",
    "ParallelListComp", "NoParallelListComp", "PartialTypeSignatures",
    "NoPartialTypeSignatures", "PatternGuards", "NoPatternGuards",
    "PatternSignatures", "NoPatternSignatures", "PatternSynonyms",
    "NoPatternSynonyms", "PolyKinds", "NoPolyKinds", "PolymorphicComponents",
    "NoPolymorphicComponents", "QuantifiedConstraints",
    "NoQuantifiedConstraints", "PostfixOperators", "NoPostfixOperators",
    "QuasiQuotes", "NoQuasiQuotes", "QualifiedDo", "NoQualifiedDo",
    "Rank2Types", "NoRank2Types", "RankNTypes", "NoRankNTypes",
    "RebindableSyntax", "NoRebindableSyntax", "RecordPuns", "NoRecordPuns",
    "RecordWildCards", "NoRecordWildCards", "RecursiveDo", "NoRecursiveDo",
    "RelaxedLayout", "NoRelaxedLayout", "RelaxedPolyRec", "NoRelaxedPolyRec",
    "RoleAnnotations", "NoRoleAnnotations", "ScopedTypeVariables",
    "NoScopedTypeVariables", "StandaloneDeriving", "NoStandaloneDeriving",
    "StarIsType", "NoStarIsType", "StaticPointers", "NoStaticPointers",
    "Strict", "NoStrict", "StrictData", "NoStrictData", "TemplateHaskell",
    "NoTemplateHaskell", "TemplateHaskellQuotes", "NoTemplateHaskellQuotes",
    "StandaloneKindSignatures", "NoStandaloneKindSignatures",
    "TraditionalRecordSyntax", "NoTraditionalRecordSyntax",
    "TransformListComp", "NoTransformListComp", "TupleSections",
    "NoTupleSections", "TypeApplications", "NoTypeApplications", "TypeInType",
    "NoTypeInType", "TypeFamilies", "NoTypeFamilies", "TypeOperators",
    "NoTypeOperators", "TypeSynonymInstances", "NoTypeSynonymInstances",
    "UnboxedTuples", "NoUnboxedTuples", "UnboxedSums", "NoUnboxedSums",
    "UndecidableInstances", "NoUndecidableInstances",
    "UndecidableSuperClasses", "NoUndecidableSuperClasses", "UnicodeSyntax",
    "NoUnicodeSyntax", "UnliftedFFITypes", "NoUnliftedFFITypes",
    "UnliftedNewtypes", "NoUnliftedNewtypes", "ViewPatterns",
    "NoViewPatterns",
};

/* See Note [Which extensions]. */
static const char *const ACCEPTED[] = {
    /* on in GHC 9.0.2 without a pragma */
    "Haskell2010", "ImplicitPrelude", "StarIsType", "CUSKs",
    "MonomorphismRestriction", "TraditionalRecordSyntax", "EmptyDataDecls",
    "ForeignFunctionInterface", "PatternGuards", "DoAndIfThenElse",
    "RelaxedPolyRec", "NondecreasingIndentation", "MonadFailDesugaring",
    /* what the subset has */
    "DatatypeContexts", "BangPatterns", "BinaryLiterals", "InstanceSigs",
    "NamedFieldPuns", "RecordPuns", "FlexibleContexts",
    /* nothing to change in the programs lazyrts parses */
    "ScopedTypeVariables", "PatternSignatures", "ExplicitForAll",
    "Safe", "Trustworthy", "Unsafe",
};

/* The extensions on by default whose NoX form changes valid programs. */
static const char *const NEGATION_REFUSED[] = {
    "ImplicitPrelude", "MonomorphismRestriction", "NondecreasingIndentation",
};

#define COUNT(a) (sizeof (a) / sizeof *(a))

static bool in_table(const char *const *table, size_t n, const char *name,
                     size_t len)
{
    for (size_t i = 0; i < n; i++)
        if (strlen(table[i]) == len && memcmp(table[i], name, len) == 0)
            return true;
    return false;
}

#define IN(table, name, len) in_table(table, COUNT(table), name, len)

HeaderExtension header_extension(const char *name, size_t len)
{
    if (!IN(GHC_EXTENSIONS, name, len))
        return EXT_UNKNOWN;
    if (len > 2 && memcmp(name, "No", 2) == 0 &&
        IN(GHC_EXTENSIONS, name + 2, len - 2))
        return IN(NEGATION_REFUSED, name + 2, len - 2) ? EXT_REFUSED
                                                        : EXT_ACCEPTED;
    return IN(ACCEPTED, name, len) ? EXT_ACCEPTED : EXT_REFUSED;
}

/* ======================================================= suggestions */

#define MAX_SUGGESTIONS 3

/* GHC's suggestions for an unknown extension: the names at most a quarter
   of its length plus a half away, nearest first, ties in GHC's order; at
   most three.  Returns how many are in `out`. */
static int suggest(const char *name, size_t len, const char *out[])
{
    int limit = (int)((len + 2) / 4), n = 0, dist[MAX_SUGGESTIONS];
    for (size_t i = 0; i < COUNT(GHC_EXTENSIONS); i++) {
        const char *e = GHC_EXTENSIONS[i];
        int d = text_distance(e, strlen(e), name, len);
        if (d > limit || (n == MAX_SUGGESTIONS && d >= dist[n - 1]))
            continue;
        int k = n < MAX_SUGGESTIONS ? n++ : n - 1;
        for (; k > 0 && dist[k - 1] > d; k--) {
            out[k] = out[k - 1];
            dist[k] = dist[k - 1];
        }
        out[k] = e;
        dist[k] = d;
    }
    return n;
}

#define RIBBON 67            /* characters GHC's pretty-printer puts on a line */
#define PERHAPS "Perhaps you meant "

/* Appends "‘x’" to buf, and returns its width in characters. */
static int quoted(char *buf, size_t size, const char *x)
{
    size_t used = strlen(buf);
    snprintf(buf + used, size - used, "\u2018%s\u2019", x);
    return (int)strlen(x) + 2;
}

/* GHC's message for an unknown extension.  Its suggestions are filled
   as GHC's pretty-printer fills them: "‘A’, ‘B’ or ‘C’", the last two
   inseparable, a name that would take the line past the ribbon going to
   the next line, under the first. */
static void unsupported_extension(const char *file, SrcSpan at,
                                  const char *name, int len)
{
    const char *s[MAX_SUGGESTIONS];
    int n = suggest(name, (size_t)len, s);
    char msg[512] = "";
    snprintf(msg, sizeof msg, "Unsupported extension: %.*s", len, name);
    int col = 0;
    for (int i = 0; i < n; i++) {
        char chunk[160] = "";
        int width = quoted(chunk, sizeof chunk, s[i]);
        if (i + 2 == n) {
            strcat(chunk, " or ");
            width += 4 + quoted(chunk, sizeof chunk, s[i + 1]);
        } else if (i + 1 < n) {
            strcat(chunk, ",");
            width++;
        }
        size_t used = strlen(msg);
        if (i == 0) {
            snprintf(msg + used, sizeof msg - used, "\n" PERHAPS "%s", chunk);
            col = (int)strlen(PERHAPS) + width;
        } else if (col + 1 + width <= RIBBON) {
            snprintf(msg + used, sizeof msg - used, " %s", chunk);
            col += 1 + width;
        } else {
            snprintf(msg + used, sizeof msg - used, "\n%*s%s",
                     (int)strlen(PERHAPS), "", chunk);
            col = (int)strlen(PERHAPS) + width;
        }
        if (i + 2 == n)
            break;
    }
    diag_error(file, at, "%s", msg);
}

/* ============================================================ cursor */

typedef struct Cursor {
    const char *p, *end;
    int line, col;      /* of *p, as the lexer counts them */
} Cursor;

static bool at(const Cursor *c, const char *s)
{
    size_t n = strlen(s);
    return (size_t)(c->end - c->p) >= n && memcmp(c->p, s, n) == 0;
}

/* Steps over one byte: columns count code points (a code point's first
   byte moves the column), a tab goes to the next multiple of 8 plus one. */
static void step(Cursor *c)
{
    unsigned char ch = (unsigned char)*c->p++;
    if (ch == '\n') {
        c->line++;
        c->col = 1;
    } else if (ch == '\t') {
        c->col = ((c->col - 1) / 8 + 1) * 8 + 1;
    } else if ((ch & 0xC0) != 0x80) {
        c->col++;
    }
}

static void steps(Cursor *c, size_t n)
{
    while (n-- > 0 && c->p < c->end)
        step(c);
}

static SrcSpan span_at(const Cursor *from, int ncols)
{
    return (SrcSpan){ from->line, from->col, from->line, from->col + ncols - 1 };
}

static bool is_white(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' ||
           ch == '\v';
}

static bool is_symbol(unsigned char ch)
{
    return ch != '\0' && strchr("!#$%&*+./<=>?@\\^|-~:", ch) != NULL;
}

static bool is_name_char(unsigned char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
           (ch >= '0' && ch <= '9') || ch == '_' || ch == '\'';
}

/* "--" and more dashes, not followed by a symbol: a line comment. */
static bool at_line_comment(const Cursor *c)
{
    if (!at(c, "--"))
        return false;
    const char *q = c->p + 2;
    while (q < c->end && *q == '-')
        q++;
    return q == c->end || !is_symbol((unsigned char)*q);
}

/* Skips a nested {- -} comment; false when it does not end. */
static bool skip_block_comment(Cursor *c)
{
    int depth = 0;
    while (c->p < c->end) {
        if (at(c, "{-")) {
            depth++;
            steps(c, 2);
        } else if (at(c, "-}")) {
            steps(c, 2);
            if (--depth == 0)
                return true;
        } else {
            step(c);
        }
    }
    return false;
}

/* Skips white space and comments (not pragmas); false at an unterminated
   comment. */
static bool skip_space(Cursor *c)
{
    while (c->p < c->end) {
        if (is_white(*c->p)) {
            step(c);
        } else if (at(c, "{-") && !at(c, "{-#")) {
            if (!skip_block_comment(c))
                return false;
        } else if (at_line_comment(c)) {
            while (c->p < c->end && *c->p != '\n')
                step(c);
        } else {
            break;
        }
    }
    return true;
}

/* ========================================================== LANGUAGE */

typedef struct Header {
    const char *file;
    SrcSpan refused;            /* the first name or flag lazyrts refuses */
    char refused_msg[200];      /* its message; "" when there is none */
} Header;

static void refuse(Header *h, SrcSpan at, const char *fmt, const char *name,
                   size_t len)
{
    if (h->refused_msg[0] != '\0')
        return;
    h->refused = at;
    snprintf(h->refused_msg, sizeof h->refused_msg, fmt, (int)len, name);
}

#define REFUSED_EXTENSION \
    "lazyrts does not support the language extension \u2018%.*s\u2019"

static bool cannot_parse_language(Header *h, SrcSpan at)
{
    diag_error(h->file, at,
               "Cannot parse LANGUAGE pragma\n"
               "Expecting comma-separated list of language options,\n"
               "each starting with a capital letter\n"
               "  E.g. {-# LANGUAGE TemplateHaskell, GADTs #-}");
    return false;
}

/* The extent of the token at c in code points (1 for a lone character). */
static int token_width(const Cursor *c)
{
    const char *q = c->p;
    if (at(c, "#-}"))
        return 3;
    if (is_name_char((unsigned char)*q)) {
        while (q < c->end && (is_name_char((unsigned char)*q) ||
                              (*q == '.' && q + 1 < c->end &&
                               is_name_char((unsigned char)q[1]))))
            q++;
    } else if (is_symbol((unsigned char)*q)) {
        while (q < c->end && is_symbol((unsigned char)*q))
            q++;
    } else {
        return 1;
    }
    return (int)(q - c->p);
}

/* One name of a LANGUAGE list, at c: GHC's errors now, ours for later. */
static bool language_name(Header *h, Cursor *c, SrcSpan keyword)
{
    unsigned char ch = (unsigned char)*c->p;
    int width = token_width(c);
    SrcSpan at = span_at(c, width);
    if (ch >= '0' && ch <= '9')
        at = keyword;   /* GHC points at the pragma for a number */
    if (!(ch >= 'A' && ch <= 'Z') || memchr(c->p, '.', (size_t)width))
        return cannot_parse_language(h, at);
    const char *name = c->p;
    switch (header_extension(name, (size_t)width)) {
    case EXT_UNKNOWN:
        unsupported_extension(h->file, at, name, width);
        return false;
    case EXT_REFUSED:
        refuse(h, at, REFUSED_EXTENSION, name, (size_t)width);
        break;
    case EXT_ACCEPTED:
        break;
    }
    steps(c, (size_t)width);
    return true;
}

/* {-# LANGUAGE A, B #-}, c after the keyword. */
static bool language_pragma(Header *h, Cursor *c, SrcSpan keyword)
{
    for (;;) {
        if (!skip_space(c) || c->p == c->end)
            return cannot_parse_language(h, span_at(c, 1));
        if (!language_name(h, c, keyword))
            return false;
        if (!skip_space(c) || c->p == c->end)
            return cannot_parse_language(h, span_at(c, 1));
        if (at(c, "#-}")) {
            steps(c, 3);
            return true;
        }
        if (*c->p != ',')
            return cannot_parse_language(h, span_at(c, token_width(c)));
        step(c);
    }
}

/* ======================================================= OPTIONS_GHC */

static bool starts(const char *word, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return len >= n && memcmp(word, prefix, n) == 0;
}

/* Flags that change nothing a program prints; See Note [Which extensions]. */
static bool ignored_flag(const char *w, size_t len)
{
    return starts(w, len, "-W") || (len == 2 && starts(w, len, "-w")) ||
           starts(w, len, "-fwarn-") || starts(w, len, "-fno-warn-") ||
           (len == 3 && starts(w, len, "-O0"));
}

/* One word of OPTIONS_GHC; `all` spans the pragma's whole text, where
   GHC points for an unknown -X flag. */
static bool options_word(Header *h, const char *w, size_t len, SrcSpan at,
                         SrcSpan all)
{
    if (starts(w, len, "-X")) {
        switch (header_extension(w + 2, len - 2)) {
        case EXT_UNKNOWN:
            diag_error(h->file, all,
                       "unknown flag in  {-# OPTIONS_GHC #-} pragma: %.*s",
                       (int)len, w);
            return false;
        case EXT_REFUSED:
            refuse(h, at, REFUSED_EXTENSION, w + 2, len - 2);
            return true;
        case EXT_ACCEPTED:
            return true;
        }
    }
    if (!ignored_flag(w, len))
        refuse(h, at, "lazyrts does not support the flag \u2018%.*s\u2019 in "
               "an OPTIONS_GHC pragma", w, len);
    return true;
}

/* The words of {-# OPTIONS_GHC ... #-}, c after the keyword; a word in
   double quotes loses them. */
static bool options_pragma(Header *h, Cursor *c)
{
    const char *close = NULL;
    for (const char *q = c->p; q + 3 <= c->end; q++)
        if (memcmp(q, "#-}", 3) == 0) {
            close = q;
            break;
        }
    if (!close)
        return true;    /* not a pragma GHC reads; the lexer will complain */
    SrcSpan all = { c->line, c->col, c->line, c->col };
    Cursor last = *c;
    while (last.p < close - 1)
        step(&last);
    all.l2 = last.line;
    all.c2 = last.col;
    for (;;) {
        while (c->p < close && is_white(*c->p))
            step(c);
        if (c->p >= close)
            break;
        bool quoted = *c->p == '"';
        Cursor start = *c;
        const char *w = c->p + quoted;
        while (c->p < close && (quoted ? c->p == start.p || *c->p != '"'
                                       : !is_white(*c->p)))
            step(c);
        size_t len = (size_t)(c->p - w);
        if (quoted && c->p < close)
            step(c);
        SrcSpan at = { start.line, start.col, c->line, c->col - 1 };
        if (!options_word(h, w, len, at, all))
            return false;
    }
    steps(c, (size_t)(close - c->p) + 3);
    return true;
}

/* ============================================================ header */

/* Token pragmas: they end the header (GHC lexes them as tokens). */
static const char *const TOKEN_PRAGMAS[] = {
    "INLINE", "NOINLINE", "INLINABLE", "INLINEABLE", "SPECIALISE",
    "SPECIALIZE", "SCC", "RULES", "ANN", "DEPRECATED", "WARNING", "UNPACK",
    "NOUNPACK", "SOURCE", "CORE", "MINIMAL", "COMPLETE", "OVERLAPPING",
    "OVERLAPPABLE", "OVERLAPS", "INCOHERENT", "CTYPE", "LINE", "COLUMN",
    "GENERATED",
};

typedef enum PragmaKind { PRAGMA_LANGUAGE, PRAGMA_OPTIONS, PRAGMA_TOKEN,
                          PRAGMA_OTHER } PragmaKind;

/* The pragma whose name starts at c (upper-cased into `name`). */
static PragmaKind pragma_kind(Cursor *c, char *name, size_t size)
{
    size_t n = 0;
    while (c->p < c->end && (is_name_char((unsigned char)*c->p)) &&
           *c->p != '\'') {
        char ch = *c->p;
        if (ch >= 'a' && ch <= 'z')
            ch = (char)(ch - 'a' + 'A');
        if (n + 1 < size)
            name[n++] = ch;
        step(c);
    }
    name[n] = '\0';
    if (strcmp(name, "LANGUAGE") == 0)
        return PRAGMA_LANGUAGE;
    if (strcmp(name, "OPTIONS_GHC") == 0 || strcmp(name, "OPTIONS") == 0)
        return PRAGMA_OPTIONS;
    if (IN(TOKEN_PRAGMAS, name, strlen(name)))
        return PRAGMA_TOKEN;
    return PRAGMA_OTHER;
}

/* One pragma at c ("{-#"); false after an error, *more false when the
   header ends before it. */
static bool pragma(Header *h, Cursor *c, bool *more)
{
    Cursor open = *c;
    steps(c, 3);
    /* GHC allows no tab here: "{-#\tLANGUAGE" is an unknown pragma */
    while (c->p < c->end && *c->p != '\t' && is_white(*c->p))
        step(c);
    char name[32];
    PragmaKind kind = pragma_kind(c, name, sizeof name);
    SrcSpan keyword = { open.line, open.col, c->line, c->col - 1 };
    switch (kind) {
    case PRAGMA_LANGUAGE:
        return language_pragma(h, c, keyword);
    case PRAGMA_OPTIONS:
        return options_pragma(h, c);
    case PRAGMA_TOKEN:
        *more = false;
        return true;
    case PRAGMA_OTHER:
        *c = open;      /* a comment, for GHC too */
        *more = skip_block_comment(c);
        return true;
    }
    return true;
}

bool header_check(const SourceFile *src)
{
    Cursor c = { src->text, src->text + src->len, 1, 1 };
    if (at(&c, "\xEF\xBB\xBF"))
        c.p += 3;               /* a byte order mark takes no column */
    if (at(&c, "#!"))
        while (c.p < c.end && *c.p != '\n')
            step(&c);
    Header h = { .file = src->name };
    bool more = true;
    while (more && skip_space(&c) && at(&c, "{-#"))
        if (!pragma(&h, &c, &more))
            return false;
    if (h.refused_msg[0] == '\0')
        return true;
    diag_error(h.file, h.refused, "%s", h.refused_msg);
    return false;
}
