/*
 * hp_file.c -- the .hp file (FORMATS.md, `.hp`), written through the
 * shared report writer as the run goes (REPORT_STREAM).
 *
 * Note [Samples are written whole]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * A heap profile is read while the program runs and after it is killed,
 * so the file must end in a complete sample at every moment we can help
 * it.  Each sample is formatted into memory first and reaches the file in
 * one write (report_append): a run stopped by SIGINT (which finishes the
 * file at a safe point) leaves a complete file, one killed outright
 * leaves at worst one partial sample, which readers drop, and a write
 * that fails (a full disk, `ulimit -f`) is cut off again, leaving the
 * file whole up to the last sample.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/report.h"
#include "../rts/rtsexit.h"
#include "heapprof_int.h"

static Report hp;
static double last_time;

/* A JOB string: `"` doubled, as GHC writes it. */
static void put_job_word(FILE *f, const char *w, bool first)
{
    if (!first)
        fputc(' ', f);
    for (; *w; w++) {
        if (*w == '"')
            fputc('"', f);
        fputc(*w, f);
    }
}

static void put_header(FILE *f, const RtsRun *run, bool profiled)
{
    fputs("JOB \"", f);
    put_job_word(f, run->prog, true);
    if (profiled) {
        for (int i = 1; i < run->argc; i++)
            put_job_word(f, run->argv[i], false);
        if (run->rts_argc > 0) {
            fputs(" +RTS", f);
            for (int i = 0; i < run->rts_argc; i++)
                put_job_word(f, run->rts_argv[i], false);
        }
    }
    fputs("\"\n", f);
    fprintf(f, "DATE \"%s\"\n", report_time_str());
    fputs("SAMPLE_UNIT \"seconds\"\nVALUE_UNIT \"bytes\"\n", f);
}

/* Writes `len` bytes of text whole, then flushes (Note [Samples are
   written whole]). */
static void put_whole(const char *text, size_t len)
{
    /* GHC's program dies of SIGXFSZ there: the run ends now, by that
       signal, once the other reports are written (Note [Atomic reports]
       in rts/report.c) */
    if (report_append(&hp, text, len) == EFBIG)
        rts_exit(1);
}

/* "BEGIN_SAMPLE t" ... "END_SAMPLE t" with the bands that have words,
   or none when `empty`. */
static void put_sample(double seconds, bool empty, bool zeros)
{
    if (seconds < last_time)
        seconds = last_time;
    last_time = seconds;
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (!m)
        return;
    fprintf(m, "BEGIN_SAMPLE %f\n", seconds);
    if (!empty) {
        size_t n;
        Band *const *bands = band_all(&n);
        for (size_t i = 0; i < n; i++)
            if (bands[i]->words || zeros)
                fprintf(m, "%s\t%llu\n", bands[i]->name,
                        (unsigned long long)(bands[i]->words * WORD_BYTES));
    }
    fprintf(m, "END_SAMPLE %f\n", seconds);
    fclose(m);
    put_whole(text, len);
    free(text);
}

bool hp_file_open(const RtsRun *run, bool profiled)
{
    if (!report_open(&hp, REPORT_STREAM, run->prog, run->stem, ".hp"))
        return false;
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (m) {
        put_header(m, run, profiled);
        fclose(m);
        put_whole(text, len);
        free(text);
    }
    last_time = 0.0;
    put_sample(0.0, true, false);
    return true;
}

void hp_file_sample(double seconds, bool zeros)
{
    put_sample(seconds, false, zeros);
}

void hp_file_close(double seconds)
{
    if (!hp.path)
        return;
    put_sample(seconds, true, false);
    report_close(&hp, hp.prog);
}
