/*
 * rtsflags.h -- the runtime's flags (+RTS ... -RTS): the vocabulary every
 * module shares, and the parser that fills it (rts/rtsflags.c).
 *
 * Invariants
 *  - One RtsFlags is filled at start-up by rtsflags_parse(), before any
 *    runtime module starts, and is read-only afterwards: the ticker thread
 *    may read it without locks.
 *  - The parser refuses every flag this runtime cannot honour (wrong way,
 *    or a module that configure left out), so a field that selects work of
 *    a module (cc_report, heap_profile, ticky, ...) is only ever set when
 *    that module is compiled into this runtime.  The modules need not check
 *    again.
 *  - A heap-profile restriction (-hc<names>, -hd<names>, ...) never selects
 *    a break-down by itself: `heap_profile` is set only by a break-down flag
 *    (-h, -hT, -hc, ...).  Restrictions filter whatever break-down is chosen.
 *  - At most one break-down is selected ("multiple heap profile options"),
 *    and bio (-hb or a -hb restriction) never appears with retainer (-hr or
 *    a -hr restriction): the two share the profiling header's second word.
 *  - Every string is a private copy owned by the struct: rtsflags_free()
 *    releases them.  NULL strings mean "the default" as documented per field.
 *  - Sizes are in bytes, times in seconds, rounded as GHC rounds them (-K
 *    to words, -M and -A to 4096-byte blocks, times to nanoseconds) and
 *    settled together as GHC settles them (rtsflags.c: Note [GHC's
 *    conversions of sizes and times], Note [Tick and census intervals]).
 *
 * Messages follow GHC 9.0.2's RTS word for word where GHC has the flag; see
 * docs/rts-flags.md for the user's view of every flag.
 */
#ifndef LAZYRTS_RTSFLAGS_H
#define LAZYRTS_RTSFLAGS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* ------------------------------------------------ what this runtime is */

/* The way a runtime executable was built: exactly one per executable
   (lazyrun, lazyrun-prof, lazyrun-ticky). */
typedef enum RtsWay {
    RTS_WAY_VANILLA,   /* no profiling code at all */
    RTS_WAY_PROF,      /* -prof: profiling header, ccs/heapprof/retainer/bio */
    RTS_WAY_TICKY      /* -ticky: ticky-ticky counters */
} RtsWay;

/* Profiling modules, as bits of RtsBuild.modules / .configured.  The order
   of the bits is the order in which a missing module is reported (the most
   basic one first). */
enum {
    RTS_MODULE_CCS      = 1u << 0,  /* ccs/: cost-centre stacks, -p, -xc */
    RTS_MODULE_HEAPPROF = 1u << 1,  /* heapprof/: heap census, -h* */
    RTS_MODULE_RETAINER = 1u << 2,  /* retainer/: -hr, -R */
    RTS_MODULE_BIO      = 1u << 3,  /* bio/: -hb */
    RTS_MODULE_TICKY    = 1u << 4,  /* ticky/: -r */
    RTS_MODULE_COUNT    = 5
};

/* What the parser needs to know about the runtime it runs in. */
typedef struct RtsBuild {
    RtsWay way;           /* the way of this executable */
    unsigned modules;     /* RTS_MODULE_* compiled into THIS executable */
    unsigned configured;  /* RTS_MODULE_* that configure enabled (in any
                             way); a module absent here was left out with
                             --disable-<module> */
    bool ticky_code;      /* the program carries ticky counters: always in
                             the ticky way, with -prof -ticky in the
                             profiling way (the driver sets it); gates -r */
} RtsBuild;

/* The build this file was compiled for, from the way macros (PROFILING,
   TICKY) and configure's ENABLE_<MODULE> macros. */
RtsBuild rtsflags_this_build(void);

/* Name of a module bit ("ccs", "heapprof", ...) and of a way ("vanilla",
   "prof", "ticky"). */
const char *rtsflags_module_name(unsigned module);
const char *rtsflags_way_name(RtsWay way);

/* ------------------------------------------------------------ the flags */

/* -p and friends: which cost-centre report to write (ordered: a larger
   value keeps more, as in GHC). */
typedef enum CcReport {
    CC_REPORT_NONE,      /* no .prof */
    CC_REPORT_SUMMARY,   /* -p:  .prof, pruned tree */
    CC_REPORT_VERBOSE,   /* -P:  .prof with ticks and bytes columns */
    CC_REPORT_ALL,       /* -Pa (also -pa): keep every centre, system ones too */
    CC_REPORT_JSON       /* -pj: .prof in JSON (implies keeping everything) */
} CcReport;

/* The heap profile break-down (-h<x>). */
typedef enum HeapBreakdown {
    HEAP_BY_NONE,          /* no heap profile */
    HEAP_BY_CLOSURE_TYPE,  /* -hT (and -h outside the profiling way) */
    HEAP_BY_CCS,           /* -hc, -hC, and -h in the profiling way */
    HEAP_BY_MODULE,        /* -hm */
    HEAP_BY_DESCR,         /* -hd: constructor / binding description */
    HEAP_BY_TYPE,          /* -hy: type description */
    HEAP_BY_RETAINER,      /* -hr: retainer sets */
    HEAP_BY_BIO            /* -hb: lag / drag / void / use */
} HeapBreakdown;

/* +RTS -t / -s / -S: how much GC statistics to print at exit (ordered:
   -S also prints the -s summary). */
typedef enum GcStatsLevel {
    GC_STATS_NONE,
    GC_STATS_ONELINE,    /* -t: one "<<ghc: ... :ghc>>" line */
    GC_STATS_SUMMARY,    /* -s: the summary report (rts/stats.h) */
    GC_STATS_VERBOSE     /* -S: one line per GC, then the summary */
} GcStatsLevel;

/* A heap-profile restriction: the comma-separated names after the flag
   letter (-hcfoo,bar or, as in old GHC, -hc{foo,bar}).  A closure is kept
   when its band's name equals one of the names. */
typedef struct RtsSelector {
    bool given;        /* the restriction flag appeared (the last one wins) */
    int count;         /* number of names (0 when not given) */
    char **names;      /* `count` names; empty names are kept as "" */
} RtsSelector;

/* Is `name` one of the names of `s`? */
bool rtsflags_selector_has(const RtsSelector *s, const char *name);

typedef struct RtsFlags {
    /* --- cost-centre profiling (ccs/) -------------------------------- */
    CcReport cc_report;        /* -p -P -Pa -pj; default CC_REPORT_NONE */
    char *output_stem;         /* -po<stem>: names <stem>.prof / <stem>.hp;
                                  NULL: the program's stem */
    bool show_ccs_on_exception;/* -xc: print the CCS of every raised
                                  exception to stderr */

    /* --- heap profiling (heapprof/, retainer/, bio/) ------------------ */
    HeapBreakdown heap_profile;/* -h<x>; default HEAP_BY_NONE */
    RtsSelector cc_selector;       /* -hc<cc,...>: top centre of the stack */
    RtsSelector ccs_selector;      /* -hC<cc,...>: a centre anywhere in it */
    RtsSelector module_selector;   /* -hm<module,...> */
    RtsSelector descr_selector;    /* -hd<description,...> */
    RtsSelector type_selector;     /* -hy<type,...> */
    RtsSelector retainer_selector; /* -hr<cc,...>: retainer set contains */
    RtsSelector bio_selector;      /* -hb<lag,drag,void,use>; other names
                                      are accepted (as GHC does) and match
                                      nothing */
    double heap_interval;      /* -i<secs>: seconds between censuses;
                                  default 0.1; 0: at every collection;
                                  < 0: none but the last (see Note [Tick
                                  and census intervals] in rtsflags.c) */
    int max_retainer_set_size; /* -R<n>: larger retainer sets print as MANY;
                                  default 8; >= 0 */
    int ccs_length;            /* -L<n>: characters of a CCS band name in
                                  .hp files; default 25; > 0 */

    /* --- the ticker ---------------------------------------------------- */
    double tick_interval;      /* -V<secs>: master tick; default 0.001 in the
                                  profiling way, else 0.01; 0 disables the
                                  ticker (no time profile, no timed census) */

    /* --- ticky-ticky (ticky/) ----------------------------------------- */
    bool ticky;                /* -r given */
    bool ticky_to_stderr;      /* -rstderr */
    char *ticky_file;          /* -r<file>; NULL: <prog>.ticky (or stderr
                                  when ticky_to_stderr) */

    /* --- GC statistics (rts/stats.h) ----------------------------------- */
    GcStatsLevel gc_stats;     /* -t -s -S; the last one given wins */
    char *stats_file;          /* -s<file> etc.; NULL: stderr ("-sstderr"
                                  also means stderr).  A file starts with
                                  the command line (stats_write_cmdline) */

    /* --- storage ------------------------------------------------------- */
    uint64_t max_stack_bytes;  /* -K<size>: default 80% of physical memory;
                                  0 = no limit; whole words */
    uint64_t max_heap_bytes;   /* -M<size>: 0 (default) = unlimited; whole
                                  4096-byte blocks */
    uint64_t nursery_bytes;    /* -A<size>: allocation area; default 1m;
                                  whole blocks, at most a non-zero -M */
} RtsFlags;

/* Default values of a size or time, for documentation and tests. */
#define RTS_DEFAULT_HEAP_INTERVAL      0.1
#define RTS_DEFAULT_TICK_PROF          0.001
#define RTS_DEFAULT_TICK               0.01
#define RTS_DEFAULT_RETAINER_SET_SIZE  8
#define RTS_DEFAULT_CCS_LENGTH         25
#define RTS_DEFAULT_NURSERY            ((uint64_t)1 << 20)

/* Sets every field to its default for `build` (the -V default depends on
   the way; -K on the machine's physical memory). */
void rtsflags_init(RtsFlags *flags, const RtsBuild *build);

/* Releases the strings of `flags` and resets it to all-zero. */
void rtsflags_free(RtsFlags *flags);

/* Returned by rtsflags_parse when the program should run. */
#define RTSFLAGS_RUN (-1)

/* Parses the RTS arguments `argv[0..argc-1]` (GHCRTS words first, then the
   command line's; +RTS/-RTS already removed) into `flags`, which
   rtsflags_init must have prepared.  `prog` is the program name used as
   the prefix of every message ("prog: unknown RTS option: -q").
   Errors of flags are all reported to `err`, then the usage text, as GHC
   does; a few errors stop at once without the usage text (a size out of
   range, a bad -L, -hb with -hr).  `--info` prints to `out` and stops.
   Returns RTSFLAGS_RUN, or the exit status to stop with (0 after --info,
   1 after errors or -?). */
int rtsflags_parse(RtsFlags *flags, const RtsBuild *build, const char *prog,
                   int argc, char *const argv[], FILE *out, FILE *err);

/* The usage text for `build`, each line prefixed with "prog: " (as GHC's
   runtime prints it, to stderr). */
void rtsflags_usage(FILE *to, const char *prog, const RtsBuild *build);

/* GHC's refusal of a statistics file (-s<file>, -r<file>) that cannot be
   created: "<prog>: Can't open stats file <file>", an empty line, and the
   usage text, on `to`. */
void rtsflags_cant_open_stats(FILE *to, const char *prog, const char *file,
                              const RtsBuild *build);

/* The --info text: GHC-style [("Key", "value")...] lines. */
void rtsflags_info(FILE *to, const RtsBuild *build);

/* Parses a size as GHC does: a number (atof: fractions allowed, the
   longest prefix that reads as one) multiplied by the last character's
   suffix k/K (2^10), m/M (2^20), g/G (2^30) or w/W (word size); an empty
   or unreadable number is 0; the double becomes a 64-bit count as GHC's
   cast makes it (Note [GHC's conversions of sizes and times]).  Returns
   false when the number is negative or the count outside [min, max]. */
bool rtsflags_parse_size(const char *text, uint64_t min, uint64_t max,
                         uint64_t *bytes);

/* The stem that output files are named after: -po, else `prog_stem`. */
const char *rtsflags_output_stem(const RtsFlags *flags, const char *prog_stem);

#endif /* LAZYRTS_RTSFLAGS_H */
