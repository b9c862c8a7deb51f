/*
 * rtsflags.c -- parsing the runtime's flags into RtsFlags (includes/rtsflags.h).
 *
 * Note [RTS flag errors]
 * ~~~~~~~~~~~~~~~~~~~~~~
 * GHC's runtime reports errors in two kinds, and users' scripts see the
 * difference (the usage text or not), so we keep both:
 *   - most errors (unknown flag, wrong way, bad -i, ...) are reported as
 *     the flag is met and parsing goes on; when every flag has been read,
 *     the usage text follows once and the exit status is 1;
 *   - a size out of range, a bad -L, and -hb mixed with -hr stop at once
 *     with exit status 1 and no usage text.
 * `-?` is an "error" without a message: it only asks for the usage text.
 *
 * Note [Way and module gating]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * Each flag needs a way (any, prof, ticky) and some modules compiled into
 * this executable.  A missing module is blamed on the way when configure
 * enabled it (the module lives in the other executable: "requires the
 * program to be built with -prof"), and on configure otherwise ("requires
 * the retainer module (this lazyrts was configured with
 * --disable-retainer)").  Modules are checked most basic first, so -hr in a
 * build without heapprof names heapprof, the option the user gave.
 * The relations come from configure.ac's Note [Profiling modules and their
 * relations]: -hd/-hy/-hT need only heapprof; -hc/-hC/-hm need ccs too.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L

#include "../includes/rtsflags.h"
#include "../includes/rtsmodule.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef PACKAGE_VERSION
#define LAZYRTS_VERSION_STRING PACKAGE_VERSION
#else
#define LAZYRTS_VERSION_STRING "0.1"
#endif

/* ============================================================ the build */

RtsBuild rtsflags_this_build(void)
{
    RtsBuild b;
    b.configured = 0;
#ifdef ENABLE_CCS
    b.configured |= RTS_MODULE_CCS;
#endif
#ifdef ENABLE_HEAPPROF
    b.configured |= RTS_MODULE_HEAPPROF;
#endif
#ifdef ENABLE_RETAINER
    b.configured |= RTS_MODULE_RETAINER;
#endif
#ifdef ENABLE_BIO
    b.configured |= RTS_MODULE_BIO;
#endif
#ifdef ENABLE_TICKY
    b.configured |= RTS_MODULE_TICKY;
#endif
#if defined(PROFILING)
    b.way = RTS_WAY_PROF;
#elif defined(TICKY)
    b.way = RTS_WAY_TICKY;
#else
    b.way = RTS_WAY_VANILLA;
#endif
    /* what is really here: Note [One way in for every profiler] */
    b.modules = rts_modules_built();
    b.ticky_code = b.way == RTS_WAY_TICKY;
    return b;
}

const char *rtsflags_module_name(unsigned module)
{
    switch (module) {
    case RTS_MODULE_CCS:      return "ccs";
    case RTS_MODULE_HEAPPROF: return "heapprof";
    case RTS_MODULE_RETAINER: return "retainer";
    case RTS_MODULE_BIO:      return "bio";
    case RTS_MODULE_TICKY:    return "ticky";
    default:                  return "?";
    }
}

const char *rtsflags_way_name(RtsWay way)
{
    switch (way) {
    case RTS_WAY_PROF:  return "prof";
    case RTS_WAY_TICKY: return "ticky";
    default:            return "vanilla";
    }
}

/* ============================================================ defaults */

/* GHC's default stack limit: 80% of physical memory. */
static uint64_t default_max_stack(void)
{
    long pages = sysconf(_SC_PHYS_PAGES);
    long page_size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page_size <= 0)
        return (uint64_t)8 << 30;      /* unknown machine: a generous 8 GiB */
    return (uint64_t)pages / 5 * 4 * (uint64_t)page_size;
}

void rtsflags_init(RtsFlags *flags, const RtsBuild *build)
{
    memset(flags, 0, sizeof *flags);
    flags->cc_report = CC_REPORT_NONE;
    flags->heap_profile = HEAP_BY_NONE;
    flags->heap_interval = RTS_DEFAULT_HEAP_INTERVAL;
    flags->max_retainer_set_size = RTS_DEFAULT_RETAINER_SET_SIZE;
    flags->ccs_length = RTS_DEFAULT_CCS_LENGTH;
    flags->tick_interval = build->way == RTS_WAY_PROF ? RTS_DEFAULT_TICK_PROF
                                                      : RTS_DEFAULT_TICK;
    flags->gc_stats = GC_STATS_NONE;
    flags->max_stack_bytes = default_max_stack();
    flags->max_heap_bytes = 0;
    flags->nursery_bytes = RTS_DEFAULT_NURSERY;
}

static void selector_free(RtsSelector *s)
{
    for (int i = 0; i < s->count; i++)
        free(s->names[i]);
    free(s->names);
    s->names = NULL;
    s->count = 0;
    s->given = false;
}

void rtsflags_free(RtsFlags *flags)
{
    selector_free(&flags->cc_selector);
    selector_free(&flags->ccs_selector);
    selector_free(&flags->module_selector);
    selector_free(&flags->descr_selector);
    selector_free(&flags->type_selector);
    selector_free(&flags->retainer_selector);
    selector_free(&flags->bio_selector);
    free(flags->output_stem);
    free(flags->ticky_file);
    free(flags->stats_file);
    memset(flags, 0, sizeof *flags);
}

const char *rtsflags_output_stem(const RtsFlags *flags, const char *prog_stem)
{
    return flags->output_stem ? flags->output_stem : prog_stem;
}

/* ====================================================== small helpers */

static char *copy_string(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c == NULL) {
        fputs("lazyrts: out of memory while parsing RTS flags\n", stderr);
        exit(1);
    }
    memcpy(c, s, n);
    return c;
}

static void replace_string(char **field, const char *value)
{
    free(*field);
    *field = value ? copy_string(value) : NULL;
}

/* Sets `s` from the text after the flag letter: comma-separated names,
   optionally wrapped in braces (accepted by old GHCs, kept for scripts). */
static void selector_set(RtsSelector *s, const char *text)
{
    const char *open = strchr(text, '{');
    const char *close = strrchr(text, '}');
    const char *start = open ? open + 1 : text;
    const char *end = close && close >= start ? close : text + strlen(text);

    selector_free(s);
    s->given = true;
    int count = 1;
    for (const char *c = start; c < end; c++)
        count += *c == ',';
    s->names = malloc((size_t)count * sizeof *s->names);
    if (s->names == NULL) {
        fputs("lazyrts: out of memory while parsing RTS flags\n", stderr);
        exit(1);
    }
    const char *item = start;
    for (int i = 0; i < count; i++) {
        const char *stop = item;
        while (stop < end && *stop != ',')
            stop++;
        size_t n = (size_t)(stop - item);
        char *name = malloc(n + 1);
        if (name == NULL) {
            fputs("lazyrts: out of memory while parsing RTS flags\n", stderr);
            exit(1);
        }
        memcpy(name, item, n);
        name[n] = '\0';
        s->names[i] = name;
        item = stop + 1;
    }
    s->count = count;
}

/* ============================================================ numbers */

/*
 * Note [GHC's conversions of sizes and times]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * GHC 9.0.2 reads a size (-K -M -A) with atof and a time (-V -i) with
 * strtod, then casts the double to an integer: a size to a 64-bit word,
 * then to words or 4096-byte blocks in a 32-bit field (-M, -A); a time to
 * signed 64-bit nanoseconds; -L to a 32-bit count.  A cast of a value
 * that does not fit is undefined in C, and what GHC's x86-64 build does
 * then is part of what its users see: -Kinf and -K1e300 run with no stack
 * limit, -Mnan runs with no heap limit while -Minf is out of range, and
 * -V1e300 falls back to the default tick.  The helpers below compute the
 * same results with defined arithmetic (checked flag by flag against GHC
 * 9.0.2's binaries: testsuite/unit/test_rtsflags.c):
 *   word64(d): NaN -> 2^63; below 2^63 -> truncated; from 2^63 to 2^64 ->
 *              truncated; 2^64 and above (+inf included) -> 0;
 *   int64(d):  NaN or outside the int64 range -> INT64_MIN, else truncated;
 *   a 32-bit field keeps the low 32 bits.
 * lazyrts keeps only the resulting value: -K in whole words, -M and -A in
 * whole blocks, times in whole nanoseconds (see normalise_times).
 */
#define TWO_POW_63 9223372036854775808.0

static uint64_t ghc_word64_of_double(double d)
{
    const uint64_t top = UINT64_C(1) << 63;
    if (isnan(d))
        return top;
    if (d < TWO_POW_63)
        return d >= -TWO_POW_63 ? (uint64_t)(int64_t)d : top;
    d -= TWO_POW_63;
    return d < TWO_POW_63 ? (uint64_t)(int64_t)d ^ top : 0;
}

static int64_t ghc_int64_of_double(double d)
{
    if (!(d >= -TWO_POW_63 && d < TWO_POW_63))
        return INT64_MIN;
    return (int64_t)d;
}

static uint32_t ghc_uint32_of_double(double d)
{
    return (uint32_t)((uint64_t)ghc_int64_of_double(d) & UINT32_MAX);
}

bool rtsflags_parse_size(const char *text, uint64_t min, uint64_t max,
                         uint64_t *bytes)
{
    double m = 0.0;
    if (*text != '\0') {
        m = strtod(text, NULL);           /* atof */
        switch (text[strlen(text) - 1]) {
        case 'g': case 'G': m *= 1024.0 * 1024.0 * 1024.0; break;
        case 'm': case 'M': m *= 1024.0 * 1024.0; break;
        case 'k': case 'K': m *= 1024.0; break;
        case 'w': case 'W': m *= (double)sizeof(void *); break;
        default: break;
        }
    }
    uint64_t value = ghc_word64_of_double(m);
    if (m < 0.0 || value < min || value > max)
        return false;
    *bytes = value;
    return true;
}

/* A time as GHC reads it: a number (strtod: decimal, hexadecimal, inf,
   nan) followed by nothing but white space, without overflow or
   underflow (errno).  Gives the time in nanoseconds, negative values and
   GHC's result for a value out of range included (Note [GHC's conversions
   of sizes and times]); normalise_times decides what they mean. */
static bool parse_seconds(const char *text, int64_t *ns)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno != 0 || end == text)
        return false;
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        return false;
    *ns = ghc_int64_of_double(v * 1e9);
    return true;
}

/* ============================================================ the parser */

typedef struct Parser {
    RtsFlags *flags;
    const RtsBuild *build;
    const char *prog;     /* message prefix */
    FILE *out, *err;
    bool error;           /* report the usage text and fail at the end */
    int stop;             /* RTSFLAGS_RUN, or the exit status to stop with now */
    const char *restriction; /* the first heap-profile restriction given */
    int64_t tick_ns, heap_ns;  /* -V, -i until normalise_times */
} Parser;

static void vreport(Parser *p, const char *fmt, va_list ap)
{
    fprintf(p->err, "%s: ", p->prog);
    vfprintf(p->err, fmt, ap);
    fputc('\n', p->err);
}

/* An error that lets parsing go on (Note [RTS flag errors]). */
static void complain(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, fmt, ap);
    va_end(ap);
    p->error = true;
}

/* An error that stops at once, without the usage text. */
static void fail_now(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(p, fmt, ap);
    va_end(ap);
    p->stop = 1;
}

static const char *way_flag(RtsWay way)
{
    return way == RTS_WAY_TICKY ? "-ticky" : "-prof";
}

/* The way a module lives in, when configure enabled it. */
static RtsWay module_way(unsigned module)
{
    return module == RTS_MODULE_TICKY ? RTS_WAY_TICKY : RTS_WAY_PROF;
}

static void blame_module(Parser *p, const char *arg, unsigned module)
{
    const char *name = rtsflags_module_name(module);
    if ((p->build->configured & module) && module_way(module) == p->build->way)
        complain(p, "the flag %s needs the %s module, which this version of "
                 "lazyrts does not have yet", arg, name);
    else if (p->build->configured & module)
        complain(p, "the flag %s requires the program to be built with %s",
                 arg, way_flag(module_way(module)));
    else
        complain(p, "the flag %s requires the %s module (this lazyrts was "
                 "configured with --disable-%s)", arg, name, name);
}

/* Can this runtime honour `arg`?  `way` is RTS_WAY_VANILLA for "any way".
   `modules` must be compiled into this executable; `configured` need only
   have been enabled by configure.  See Note [Way and module gating]. */
static bool gate(Parser *p, const char *arg, RtsWay way, unsigned modules,
                 unsigned configured)
{
    if (way != RTS_WAY_VANILLA && p->build->way != way) {
        complain(p, "the flag %s requires the program to be built with %s",
                 arg, way_flag(way));
        return false;
    }
    for (unsigned bit = 1; bit < (1u << RTS_MODULE_COUNT); bit <<= 1) {
        if ((modules & bit) && !(p->build->modules & bit)) {
            blame_module(p, arg, bit);
            return false;
        }
        if ((configured & bit) && !(p->build->configured & bit)) {
            blame_module(p, arg, bit);
            return false;
        }
    }
    return true;
}

/* "-x" flags take nothing after their letters. */
static void no_argument(Parser *p, const char *arg, const char *flag,
                        size_t flag_len)
{
    if (arg[flag_len] != '\0')
        complain(p, "flag %s given an argument when none was expected: %s",
                 flag, arg);
}

/* ------------------------------------------------- -p -P -pj -Pa -po */

static void parse_cost_centres(Parser *p, const char *arg)
{
    bool output_only = arg[2] == 'o';
    if (!gate(p, arg, RTS_WAY_PROF, output_only ? 0 : RTS_MODULE_CCS, 0))
        return;
    switch (arg[2]) {
    case '\0':
        p->flags->cc_report = arg[1] == 'p' ? CC_REPORT_SUMMARY
                                            : CC_REPORT_VERBOSE;
        break;
    case 'a':
        p->flags->cc_report = CC_REPORT_ALL;
        no_argument(p, arg, "-Pa", 3);
        break;
    case 'j':
        /* GHC ignores anything after -pj; so do we. */
        p->flags->cc_report = CC_REPORT_JSON;
        break;
    case 'o':
        if (arg[3] == '\0')
            complain(p, "flag -po expects an argument");
        else
            replace_string(&p->flags->output_stem, arg + 3);
        break;
    default:
        complain(p, "flag -%c given an argument when none was expected: %s",
                 arg[1], arg);
        break;
    }
}

/* ------------------------------------------------------------- -h<x> */

static HeapBreakdown breakdown_of(char letter)
{
    switch (letter) {
    case '\0': case 'c': case 'C': return HEAP_BY_CCS;
    case 'm': return HEAP_BY_MODULE;
    case 'd': return HEAP_BY_DESCR;
    case 'y': return HEAP_BY_TYPE;
    case 'r': return HEAP_BY_RETAINER;
    case 'b': return HEAP_BY_BIO;
    case 'T': return HEAP_BY_CLOSURE_TYPE;
    default:  return HEAP_BY_NONE;
    }
}

static unsigned modules_of(HeapBreakdown b)
{
    switch (b) {
    case HEAP_BY_CCS: case HEAP_BY_MODULE:
        return RTS_MODULE_CCS | RTS_MODULE_HEAPPROF;
    case HEAP_BY_RETAINER:
        return RTS_MODULE_CCS | RTS_MODULE_HEAPPROF | RTS_MODULE_RETAINER;
    case HEAP_BY_BIO:
        return RTS_MODULE_HEAPPROF | RTS_MODULE_BIO;
    default:
        return RTS_MODULE_HEAPPROF;
    }
}

static RtsSelector *selector_of(RtsFlags *f, char letter)
{
    switch (letter) {
    case 'c': return &f->cc_selector;
    case 'C': return &f->ccs_selector;
    case 'm': return &f->module_selector;
    case 'd': return &f->descr_selector;
    case 'y': return &f->type_selector;
    case 'r': return &f->retainer_selector;
    case 'b': return &f->bio_selector;
    default:  return NULL;      /* -hT<x>: GHC accepts and ignores it */
    }
}

static void select_breakdown(Parser *p, HeapBreakdown b)
{
    if (p->flags->heap_profile != HEAP_BY_NONE)
        complain(p, "multiple heap profile options");
    else
        p->flags->heap_profile = b;
}

/* Outside the profiling way only -h and -hT exist (by closure type), and
   anything after -hT is ignored, as in GHC. */
static void parse_heap_plain(Parser *p, const char *arg)
{
    if (arg[2] != '\0' && arg[2] != 'T') {
        gate(p, arg, RTS_WAY_PROF, 0, 0);
        return;
    }
    if (gate(p, arg, RTS_WAY_VANILLA, RTS_MODULE_HEAPPROF, 0))
        select_breakdown(p, HEAP_BY_CLOSURE_TYPE);
}

/* -hb<bio,...>: every name one of GHC's four. */
static bool bio_names_valid(const char *list)
{
    static const char *const names[] = {"lag", "drag", "void", "use"};
    const char *p = list;
    for (;;) {
        size_t len = strcspn(p, ",");
        bool ok = false;
        for (size_t i = 0; i < 4 && !ok; i++)
            ok = strlen(names[i]) == len && strncmp(p, names[i], len) == 0;
        if (!ok)
            return false;
        if (p[len] == '\0')
            return true;
        p += len + 1;
    }
}

static void parse_heap(Parser *p, const char *arg)
{
    if (p->build->way != RTS_WAY_PROF) {
        parse_heap_plain(p, arg);
        return;
    }
    char letter = arg[2];
    HeapBreakdown b = breakdown_of(letter);
    if (b == HEAP_BY_NONE) {
        complain(p, "invalid heap profile option: %s", arg);
        return;
    }
    if (!gate(p, arg, RTS_WAY_PROF, modules_of(b), 0))
        return;
    if (letter != '\0' && arg[3] != '\0') {
        RtsSelector *s = selector_of(p->flags, letter);
        if (letter == 'b' && !bio_names_valid(arg + 3)) {
            complain(p, "invalid heap profile option: %s (the biographies "
                     "are lag, drag, void and use)", arg);
            return;
        }
        if (s != NULL) {
            selector_set(s, arg + 3);
            if (!p->restriction)
                p->restriction = arg;
        }
        return;
    }
    select_breakdown(p, b);
}

/* ------------------------------------------------ the other flags */

static void parse_exception_trace(Parser *p, const char *arg)
{
    if (arg[2] == '\0') {
        complain(p, "incomplete RTS option: %s", arg);
        return;
    }
    if (arg[2] != 'c') {
        complain(p, "unknown RTS option: %s", arg);
        return;
    }
    if (gate(p, arg, RTS_WAY_PROF, RTS_MODULE_CCS, 0))
        p->flags->show_ccs_on_exception = true;
    no_argument(p, arg, "-x", 3);
}

/* -V alone turns the ticker off, -i alone keeps the default, as in GHC. */
static void parse_interval(Parser *p, const char *arg)
{
    if (arg[1] == 'i' && !gate(p, arg, RTS_WAY_VANILLA, 0, RTS_MODULE_HEAPPROF))
        return;
    int64_t *field = arg[1] == 'i' ? &p->heap_ns : &p->tick_ns;
    if (arg[2] == '\0') {
        if (arg[1] == 'V')
            *field = 0;
        return;
    }
    if (!parse_seconds(arg + 2, field))
        complain(p, "bad value for -%c", arg[1]);
}

static void parse_retainer_limit(Parser *p, const char *arg)
{
    if (!gate(p, arg, RTS_WAY_PROF, RTS_MODULE_CCS | RTS_MODULE_HEAPPROF |
                                    RTS_MODULE_RETAINER, 0))
        return;
    char *end;
    errno = 0;
    long n = strtol(arg + 2, &end, 10);
    if (arg[2] == '\0' || *end != '\0' || errno || n < 1 || n > INT_MAX) {
        complain(p, "bad value for -R (a retainer set size, at least 1): %s", arg);
        return;
    }
    p->flags->max_retainer_set_size = (int)n;
}

/* GHC reads -L with atof into a 32-bit count and refuses 0 (so -L0.5,
   -Lnan and -L4294967296 too).  A negative length, which GHC wraps to a
   huge one, is refused as well. */
static void parse_ccs_length(Parser *p, const char *arg)
{
    if (!gate(p, arg, RTS_WAY_PROF, RTS_MODULE_CCS, 0))
        return;
    double v = strtod(arg + 2, NULL);
    uint32_t n = ghc_uint32_of_double(v);
    if (v < 0.0 || n == 0)
        fail_now(p, "bad RTS option: %s", arg);
    else
        p->flags->ccs_length = n > INT_MAX ? INT_MAX : (int)n;
}

static void parse_ticky(Parser *p, const char *arg)
{
    /* the program's counters, not the way, decide (a -prof -ticky program
       runs in the profiling way) */
    bool ok = p->build->ticky_code
                  ? gate(p, arg, RTS_WAY_VANILLA, RTS_MODULE_TICKY, 0)
                  : gate(p, arg, RTS_WAY_TICKY, 0, RTS_MODULE_TICKY);
    if (!ok)
        return;
    p->flags->ticky = true;
    p->flags->ticky_to_stderr = strcmp(arg + 2, "stderr") == 0;
    replace_string(&p->flags->ticky_file,
                   arg[2] == '\0' || p->flags->ticky_to_stderr ? NULL : arg + 2);
}

static void parse_gc_stats(Parser *p, const char *arg)
{
    switch (arg[1]) {
    case 't': p->flags->gc_stats = GC_STATS_ONELINE; break;
    case 's': p->flags->gc_stats = GC_STATS_SUMMARY; break;
    default:  p->flags->gc_stats = GC_STATS_VERBOSE; break;
    }
    bool to_stderr = arg[2] == '\0' || strcmp(arg + 2, "stderr") == 0;
    replace_string(&p->flags->stats_file, to_stderr ? NULL : arg + 2);
}

/* -K -M -A, with GHC's allowed ranges (they appear in the message), kept
   as GHC keeps them: -K in whole words, -M and -A in whole 4096-byte
   blocks counted in 32 bits (Note [GHC's conversions of sizes and
   times]). */
#define GHC_BLOCK_BYTES 4096u

static void parse_size_flag(Parser *p, const char *arg)
{
    uint64_t min, max, value;
    switch (arg[1]) {
    case 'K': min = 0; max = UINT32_MAX; break;
    case 'M': min = GHC_BLOCK_BYTES; max = UINT64_MAX; break;
    default:  min = 2 * GHC_BLOCK_BYTES; max = INT64_MAX; break;
    }
    if (!rtsflags_parse_size(arg + 2, min, max, &value)) {
        fail_now(p, "error in RTS option %s: size outside allowed range "
                 "(%llu - %llu)", arg, (unsigned long long)min,
                 (unsigned long long)max);
        return;
    }
    uint64_t blocks = (uint32_t)(value / GHC_BLOCK_BYTES);
    switch (arg[1]) {
    case 'K': p->flags->max_stack_bytes = value / sizeof(void *) * sizeof(void *); break;
    case 'M': p->flags->max_heap_bytes = blocks * GHC_BLOCK_BYTES; break;
    default:  p->flags->nursery_bytes = blocks * GHC_BLOCK_BYTES; break;
    }
}

static void parse_long_option(Parser *p, const char *arg)
{
    if (strcmp(arg, "--info") == 0) {
        rtsflags_info(p->out, p->build);
        p->stop = 0;
    } else {
        complain(p, "unknown RTS option: %s", arg);
    }
}

static void parse_one(Parser *p, const char *arg)
{
    if (arg[0] != '-') {
        complain(p, "unexpected RTS argument: %s", arg);
        return;
    }
    switch (arg[1]) {
    case '?': p->error = true; break;         /* usage, exit 1 */
    case '-': parse_long_option(p, arg); break;
    case 'p': case 'P': parse_cost_centres(p, arg); break;
    case 'h': parse_heap(p, arg); break;
    case 'x': parse_exception_trace(p, arg); break;
    case 'i': case 'V': parse_interval(p, arg); break;
    case 'R': parse_retainer_limit(p, arg); break;
    case 'L': parse_ccs_length(p, arg); break;
    case 'r': parse_ticky(p, arg); break;
    case 's': case 'S': case 't': parse_gc_stats(p, arg); break;
    case 'K': case 'M': case 'A': parse_size_flag(p, arg); break;
    default: complain(p, "unknown RTS option: %s", arg); break;
    }
}

bool rtsflags_selector_has(const RtsSelector *s, const char *name)
{
    for (int i = 0; i < s->count; i++)
        if (strcmp(s->names[i], name) == 0)
            return true;
    return false;
}

static bool uses_bio(const RtsFlags *f)
{
    return f->heap_profile == HEAP_BY_BIO || f->bio_selector.given;
}

/*
 * Note [Tick and census intervals]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * After reading every flag, GHC 9.0.2 settles the master tick (-V) and
 * the census interval (-i) together, and lazyrts does the same, in whole
 * nanoseconds:
 *   - a negative tick (-V-1, or -V1e300 and -Vnan, which its conversion
 *     makes negative) becomes the default of GHC's non-profiled runtime,
 *     10 ms, in every way;
 *   - a zero tick (-V0, -V alone) turns the ticker off and makes the heap
 *     census follow every collection, as -i0 does;
 *   - otherwise the tick is at most 20 ms (GHC's context-switch interval,
 *     which the tick also serves) and at most a positive -i; the census
 *     interval is then a whole number of ticks, rounded down;
 *   - a negative -i (or -i1e300) takes no census on the way, only the last
 *     one.
 * The .prof header shows the tick as GHC does ("@ 20000 us" for -V1).
 */
#define GHC_DEFAULT_TICK_NS   INT64_C(10000000)
#define GHC_CONTEXT_SWITCH_NS INT64_C(20000000)

static void normalise_times(Parser *p)
{
    int64_t tick = p->tick_ns, heap = p->heap_ns;
    if (tick < 0)
        tick = GHC_DEFAULT_TICK_NS;
    if (tick == 0) {
        heap = 0;
    } else {
        if (tick > GHC_CONTEXT_SWITCH_NS)
            tick = GHC_CONTEXT_SWITCH_NS;
        if (heap > 0 && heap < tick)
            tick = heap;
        if (heap > 0)
            heap = heap / tick * tick;
    }
    p->flags->tick_interval = (double)tick / 1e9;
    p->flags->heap_interval = (double)heap / 1e9;
}

/* GHC lowers -A to -M, with a message, and runs on. */
static void normalise_sizes(Parser *p)
{
    RtsFlags *f = p->flags;
    if (f->max_heap_bytes != 0 && f->nursery_bytes > f->max_heap_bytes) {
        fprintf(p->err, "%s: maximum heap size (-M) is smaller than minimum "
                        "alloc area size (-A)\n", p->prog);
        f->nursery_bytes = f->max_heap_bytes;
    }
}

int rtsflags_parse(RtsFlags *flags, const RtsBuild *build, const char *prog,
                   int argc, char *const argv[], FILE *out, FILE *err)
{
    Parser p = { flags, build, prog, out, err, false, RTSFLAGS_RUN, NULL,
                 llround(flags->tick_interval * 1e9),
                 llround(flags->heap_interval * 1e9) };
    for (int i = 0; i < argc && p.stop == RTSFLAGS_RUN; i++)
        parse_one(&p, argv[i]);
    if (p.stop != RTSFLAGS_RUN)
        return p.stop;
    if (p.error) {
        rtsflags_usage(err, prog, build);
        return 1;
    }
    /* Checked after parsing, as GHC does at start-up: no usage text.
       GHC refuses -hb with -hr ("cannot mix -hb and -hr"); we combine
       them (Note [Biographies of retainer sets] in bio/bio.c), but lag
       and use of a retainer set need the set never to change. */
    if (uses_bio(flags) && flags->heap_profile == HEAP_BY_RETAINER &&
        (rtsflags_selector_has(&flags->bio_selector, "lag") ||
         rtsflags_selector_has(&flags->bio_selector, "use"))) {
        fail_now(&p, "with -hr, a -hb restriction selects only drag and void "
                     "(lag and use are not kept per retainer set): %s",
                 "use -hbdrag,void");
        return 1;
    }
    /* GHC 9.0.2 runs such a program and writes no profile at all: the
       user would wait for a file that never comes. */
    if (p.restriction && flags->heap_profile == HEAP_BY_NONE) {
        fail_now(&p, "the heap profile restriction %s selects no break-down: "
                 "add one, e.g. +RTS -hc %s", p.restriction, p.restriction);
        return 1;
    }
    normalise_times(&p);
    normalise_sizes(&p);
    return RTSFLAGS_RUN;
}

/* ========================================================= usage text */

static void line(FILE *to, const char *prog, const char *text)
{
    fprintf(to, "%s: %s\n", prog, text);
}

static void lines(FILE *to, const char *prog, const char *const *text)
{
    for (; *text != NULL; text++)
        line(to, prog, *text);
}

static const char *const usage_head[] = {
    "",
    "Usage: <prog> <args> [+RTS <rtsopts> | -RTS <args>] ... --RTS <args>",
    "",
    "   +RTS    Runtime system options follow",
    "   -RTS    Program arguments follow",
    "  --RTS    Every later argument goes to the program, even one that",
    "           looks like a runtime system option",
    "",
    NULL
};

static const char *const usage_common[] = {
    "",
    "  -?       Print this text and exit; the program does not run",
    "  --info   Describe this runtime (version, way, modules) and exit",
    "",
    "  -K<size>  Maximum stack size (default: 80% of physical memory;",
    "            0 means no limit)  Examples: -K32k -K512k -K8M",
    "  -A<size>  Size of the allocation area (default: 1m)  Examples: -A20m -A10k",
    "  -M<size>  Maximum heap size (default: unlimited)  Examples: -M256k -M1G",
    "            Sizes take the suffixes k, m, g (powers of 1024) and w (words)",
    "",
    "  -t[<file>] One-line GC statistics at exit (to stderr without <file>)",
    "  -s[<file>] Summary of GC statistics at exit (to stderr without <file>)",
    "  -S[<file>] One line per garbage collection, then the summary",
    "",
    NULL
};

static const char *const usage_cost_centres[] = {
    "  -p         Time and allocation profile (output file <stem>.prof)",
    "  -P         The same with raw ticks and bytes for every cost centre",
    "  -Pa        The same, keeping every cost centre (even unused ones)",
    "  -pj        Time and allocation profile in JSON (output file <stem>.prof)",
    "  -xc        Print the cost-centre stack of every raised exception",
    NULL
};

static const char *const usage_output_stem[] = {
    "  -po<stem>  Name the output files <stem>.prof and <stem>.hp",
    "             (default: the program's name)",
    "",
    NULL
};

static void usage_heap_prof(FILE *to, const char *prog, unsigned m)
{
    bool ccs = m & RTS_MODULE_CCS;
    line(to, prog, ccs ? "  -h         Heap profile by cost-centre stack "
                         "(output file <stem>.hp)"
                       : "  -h         Heap profile by closure type "
                         "(output file <stem>.hp)");
    line(to, prog, "  -h<break-down>  Heap profile broken down by");
    if (ccs) {
        line(to, prog, "     c = cost-centre stack (the default)");
        line(to, prog, "     m = module of the cost centre");
    }
    line(to, prog, "     d = closure description (constructor or binding)");
    line(to, prog, "     y = type");
    line(to, prog, "     T = closure type");
    if (m & RTS_MODULE_RETAINER)
        line(to, prog, "     r = retainer set");
    if (m & RTS_MODULE_BIO)
        line(to, prog, "     b = biography (LAG, DRAG, VOID, USE)");
    line(to, prog, "  Restrictions select the closures a profile counts:");
    if (ccs) {
        line(to, prog, "    -hc<cc>,...    cost centre on top of the stack");
        line(to, prog, "    -hC<cc>,...    cost centre anywhere in the stack");
        line(to, prog, "    -hm<mod>,...   cost centres of these modules");
    }
    line(to, prog, "    -hd<desc>,...  closure descriptions");
    line(to, prog, "    -hy<type>,...  types");
    if (m & RTS_MODULE_RETAINER)
        line(to, prog, "    -hr<cc>,...    retainer sets holding these cost centres");
    if (m & RTS_MODULE_BIO)
        line(to, prog, "    -hb<bio>,...   biographies (lag, drag, void, use)");
    line(to, prog, "");
}

static void usage_profiling(FILE *to, const char *prog, const RtsBuild *b)
{
    if (b->modules & RTS_MODULE_CCS)
        lines(to, prog, usage_cost_centres);
    lines(to, prog, usage_output_stem);
    if (b->modules & RTS_MODULE_HEAPPROF)
        usage_heap_prof(to, prog, b->modules);
    if (b->modules & RTS_MODULE_RETAINER)
        line(to, prog, "  -R<n>      Largest retainer set printed in full "
                       "(default: 8)");
    if (b->modules & RTS_MODULE_CCS) {
        line(to, prog, "  -L<n>      Characters of a cost-centre stack in a "
                       "heap profile (default: 25)");
        line(to, prog, "");
    } else if (b->modules & RTS_MODULE_RETAINER) {
        line(to, prog, "");
    }
}

static void usage_timers(FILE *to, const char *prog, const RtsBuild *b)
{
    if (b->modules & RTS_MODULE_HEAPPROF) {
        if (b->way != RTS_WAY_PROF)
            line(to, prog, "  -h, -hT    Heap profile by closure type "
                           "(output file <stem>.hp)");
        line(to, prog, "  -i<secs>   Time between heap profile censuses "
                       "(default: 0.1)");
        line(to, prog, "");
    }
    if (b->ticky_code && (b->modules & RTS_MODULE_TICKY)) {
        line(to, prog, "  -r[<file>] Ticky-ticky counters (output file "
                       "<stem>.ticky; -rstderr: stderr)");
        line(to, prog, "");
    }
    line(to, prog, "  -V<secs>   Master tick interval: the resolution of time "
                   "profiles and of -i");
    line(to, prog, "             (0 turns the ticker off)");
    line(to, prog, b->way == RTS_WAY_PROF ? "             Default: 0.001 sec."
                                          : "             Default: 0.01 sec.");
    line(to, prog, "");
}

void rtsflags_usage(FILE *to, const char *prog, const RtsBuild *build)
{
    char title[96];
    lines(to, prog, usage_head);
    snprintf(title, sizeof title,
             "Runtime system options of this lazyrts (%s way):",
             rtsflags_way_name(build->way));
    line(to, prog, title);
    lines(to, prog, usage_common);
    if (build->way == RTS_WAY_PROF)
        usage_profiling(to, prog, build);
    usage_timers(to, prog, build);
    line(to, prog, "RTS options may also be given in the GHCRTS environment "
                   "variable.");
    line(to, prog, "");
    line(to, prog, "Other RTS options exist in the other ways (lazyrun -prof, "
                   "lazyrun -ticky);");
    line(to, prog, "the lazyrts user guide (docs/rts-flags.md) describes "
                   "them all.");
    line(to, prog, "");
}

void rtsflags_cant_open_stats(FILE *to, const char *prog, const char *file,
                              const RtsBuild *build)
{
    /* GHC's message ends in an empty line */
    fprintf(to, "%s: Can't open stats file %s\n\n", prog, file);
    rtsflags_usage(to, prog, build);
}

/* ========================================================== --info */

static void info_pair(FILE *to, bool first, const char *key, const char *value)
{
    fprintf(to, " %c(\"%s\", \"%s\")\n", first ? '[' : ',', key, value);
}

void rtsflags_info(FILE *to, const RtsBuild *build)
{
    static const char *const keys[RTS_MODULE_COUNT] = {
        "Module ccs", "Module heapprof", "Module retainer", "Module bio",
        "Module ticky"
    };
    char configured[64] = "";
    char word_size[8];

    info_pair(to, true, "lazyrts RTS", "YES");
    info_pair(to, false, "lazyrts version", LAZYRTS_VERSION_STRING);
    info_pair(to, false, "GHC version emulated", "9.0.2");
    info_pair(to, false, "RTS way", rtsflags_way_name(build->way));
    for (int i = 0; i < RTS_MODULE_COUNT; i++) {
        unsigned bit = 1u << i;
        info_pair(to, false, keys[i], (build->modules & bit) ? "YES" : "NO");
        if (build->configured & bit) {
            if (configured[0] != '\0')
                strcat(configured, " ");
            strcat(configured, rtsflags_module_name(bit));
        }
    }
    info_pair(to, false, "Configured modules", configured);
    snprintf(word_size, sizeof word_size, "%zu", sizeof(void *) * 8);
    info_pair(to, false, "Word size", word_size);
    fputs(" ]\n", to);
}
