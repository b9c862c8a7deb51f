/*
 * stats.c -- the +RTS -s / -S / -t reports (see stats.h).
 *
 * The column widths are GHC 9.0.2's, measured on its output: numbers in
 * the summary are right-aligned in 16 columns with thousands separators,
 * the -S lines use 9-wide byte counts and 6/8-wide times.
 */
#include "stats.h"

#include "../includes/report.h"

#define MiB ((uint64_t)1024 * 1024)

/* ============================================================ numbers */

/* a / b, or 0 when b is 0 (a run too short to measure). */
static double ratio(double a, double b)
{
    return b > 0.0 ? a / b : 0.0;
}

/* ======================================================= command line */

static void write_quoted(FILE *to, const char *arg)
{
    fputc('\'', to);
    for (; *arg != '\0'; arg++) {
        if (*arg == '\'')
            fputs("'\\''", to);
        else
            fputc(*arg, to);
    }
    fputs("' ", to);
}

void stats_write_cmdline(FILE *to, int prog_argc, char *const prog_argv[],
                         int rts_argc, char *const rts_argv[])
{
    for (int i = 0; i < prog_argc; i++)
        write_quoted(to, prog_argv[i]);
    if (rts_argc > 0) {
        fputs("+RTS ", to);
        for (int i = 0; i < rts_argc; i++)
            write_quoted(to, rts_argv[i]);
    }
    fputc('\n', to);
}

/* ================================================================ -S */

void stats_write_gc_header(FILE *to)
{
    fputs("    Alloc    Copied     Live     GC     GC      TOT      TOT  Page Flts\n"
          "    bytes     bytes     bytes   user   elap     user     elap\n", to);
}

void stats_write_gc_line(FILE *to, const RtsGcStats *gc)
{
    fprintf(to, "%9llu %9llu %9llu",
            (unsigned long long)gc->allocated_bytes,
            (unsigned long long)gc->copied_bytes,
            (unsigned long long)gc->live_bytes);
    fprintf(to, " %6.3f %6.3f %8.3f %8.3f %4llu %4llu  (Gen: %2d)\n",
            gc->gc_cpu, gc->gc_elapsed, gc->total_cpu, gc->total_elapsed,
            (unsigned long long)gc->faults_during,
            (unsigned long long)gc->faults_between, gc->generation);
}

void stats_write_gc_final(FILE *to, uint64_t allocated_since_last_gc)
{
    fprintf(to, "%9llu %9.9s %9.9s %6.3f %6.3f\n\n",
            (unsigned long long)allocated_since_last_gc, "", "", 0.0, 0.0);
}

/* ================================================================ -s */

static void write_bytes_line(FILE *to, uint64_t bytes, const char *what)
{
    char buf[REPORT_COMMAS_BUFSIZE];
    fprintf(to, "%16s bytes %s\n", report_commas(bytes, buf), what);
}

static void write_memory(FILE *to, const RtsStats *s)
{
    char buf[REPORT_COMMAS_BUFSIZE];
    write_bytes_line(to, s->allocated_bytes, "allocated in the heap");
    write_bytes_line(to, s->copied_bytes, "copied during GC");
    fprintf(to, "%16s bytes maximum residency (%u sample(s))\n",
            report_commas(s->max_live_bytes, buf), s->major_gcs);
    write_bytes_line(to, s->max_slop_bytes, "maximum slop");
    fprintf(to, "%16llu MiB total memory in use "
            "(%llu MB lost due to fragmentation)\n\n",
            (unsigned long long)(s->max_mem_in_use_bytes / MiB),
            (unsigned long long)(s->fragmentation_bytes / MiB));
}

static void write_generations(FILE *to, const RtsStats *s)
{
    int gens = s->generations;
    if (gens > RTS_STATS_MAX_GENS)
        gens = RTS_STATS_MAX_GENS;
    fputs("                                     Tot time (elapsed)  "
          "Avg pause  Max pause\n", to);
    for (int g = 0; g < gens; g++) {
        const RtsGenStats *gen = &s->gen[g];
        fprintf(to, "  Gen %2d     %5llu colls, %5llu par   %6.3fs  %6.3fs     "
                "%3.4fs    %3.4fs\n", g,
                (unsigned long long)gen->collections,
                (unsigned long long)gen->par_collections,
                gen->cpu_seconds, gen->elapsed_seconds,
                ratio(gen->elapsed_seconds, (double)gen->collections),
                gen->max_pause_seconds);
    }
    fputc('\n', to);
}

static void write_time(FILE *to, const char *phase, double cpu, double elapsed)
{
    fprintf(to, "  %-8stime  %7.3fs  (%7.3fs elapsed)\n", phase, cpu, elapsed);
}

static void write_times(FILE *to, const RtsStats *s)
{
    write_time(to, "INIT", s->init_cpu, s->init_elapsed);
    write_time(to, "MUT", s->mut_cpu, s->mut_elapsed);
    write_time(to, "GC", s->gc_cpu, s->gc_elapsed);
    if (s->profiling_way) {
        write_time(to, "RP", s->rp_cpu, s->rp_elapsed);
        write_time(to, "PROF", s->prof_cpu, s->prof_elapsed);
    }
    write_time(to, "EXIT", s->exit_cpu, s->exit_elapsed);
    write_time(to, "Total", s->total_cpu, s->total_elapsed);
    fputc('\n', to);
}

static void write_rates(FILE *to, const RtsStats *s)
{
    char buf[REPORT_COMMAS_BUFSIZE];
    /* Deviation: GHC 9.0.2 always prints 0.0% here (see stats.h). */
    fprintf(to, "  %%GC     time     %5.1f%%  (%.1f%% elapsed)\n\n",
            100.0 * ratio(s->gc_cpu, s->total_cpu),
            100.0 * ratio(s->gc_elapsed, s->total_elapsed));
    double rate = ratio((double)s->allocated_bytes, s->mut_cpu);
    uint64_t per_second = rate < 18446744073709551615.0 ? (uint64_t)rate
                                                         : UINT64_MAX;
    fprintf(to, "  Alloc rate    %s bytes per MUT second\n\n",
            report_commas(per_second, buf));
    fprintf(to, "  Productivity %5.1f%% of total user, "
            "%.1f%% of total elapsed\n\n",
            100.0 * ratio(s->mut_cpu, s->total_cpu),
            100.0 * ratio(s->mut_elapsed, s->total_elapsed));
}

void stats_write_summary(FILE *to, const RtsStats *s)
{
    write_memory(to, s);
    write_generations(to, s);
    write_times(to, s);
    write_rates(to, s);
}

/* ================================================================ -t */

void stats_write_oneline(FILE *to, const RtsStats *s)
{
    uint64_t collections = 0;
    for (int g = 0; g < s->generations && g < RTS_STATS_MAX_GENS; g++)
        collections += s->gen[g].collections;
    uint64_t average_live = s->major_gcs > 0
        ? s->cumulative_live_bytes / s->major_gcs : 0;
    fprintf(to, "<<ghc: %llu bytes, %llu GCs, %llu/%llu avg/max bytes "
            "residency (%u samples), %lluM in use, %.3f INIT (%.3f elapsed), "
            "%.3f MUT (%.3f elapsed), %.3f GC (%.3f elapsed) :ghc>>\n",
            (unsigned long long)s->allocated_bytes,
            (unsigned long long)collections,
            (unsigned long long)average_live,
            (unsigned long long)s->max_live_bytes, s->major_gcs,
            (unsigned long long)(s->max_mem_in_use_bytes / MiB),
            s->init_cpu, s->init_elapsed, s->mut_cpu, s->mut_elapsed,
            s->gc_cpu, s->gc_elapsed);
}
