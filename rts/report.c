/*
 * report.c -- the shared report writer (see includes/report.h).
 *
 * Note [Atomic reports]
 * ~~~~~~~~~~~~~~~~~~~~~
 * GHC creates its .prof when the program starts and writes it at exit, so
 * a run killed in between leaves an empty file, and one killed while
 * writing leaves a truncated report that tools then misread.  We keep the
 * first behaviour (the empty file at start-up, which is also where an
 * unwritable name is reported) but write the text into "<name>.tmp.<pid>"
 * beside it and rename(2) that over the final name once complete: a
 * rename within one directory is atomic, so the final name holds either
 * nothing or a whole report.  A fsync is not needed for that guarantee
 * against the process dying (only against the machine crashing).
 */
#define _POSIX_C_SOURCE 200809L
#include "../includes/report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ============================================================== files */

static char *concat(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    char *s = malloc(la + lb + 1);
    if (s != NULL) {
        memcpy(s, a, la);
        memcpy(s + la, b, lb + 1);
    }
    return s;
}

/* Frees the names; the Report is dead afterwards. */
static void forget(Report *r)
{
    free(r->path);
    free(r->tmp_path);
    r->path = NULL;
    r->tmp_path = NULL;
    r->f = NULL;
}

static void io_error(const Report *r, const char *prog, const char *what,
                     int err)
{
    fprintf(stderr, "%s: %s profiling report file %s: %s\n", prog, what,
            r->path, strerror(err));
}

bool report_open(Report *r, ReportMode mode, const char *prog,
                 const char *stem, const char *suffix)
{
    r->mode = mode;
    r->prog = prog;
    r->tmp_path = NULL;
    r->f = NULL;
    r->path = concat(stem, suffix);
    FILE *f = r->path != NULL ? fopen(r->path, "w") : NULL;
    if (f != NULL && mode == REPORT_ATOMIC && fclose(f) != 0)
        f = NULL;
    if (f == NULL) {
        /* GHC 9.0.2's message, word for word, without a "prog: " prefix. */
        fprintf(stderr, "Can't open profiling report file %s%s\n", stem, suffix);
        forget(r);
        return false;
    }
    if (mode == REPORT_STREAM)
        r->f = f;
    return true;
}

FILE *report_begin(Report *r)
{
    if (r->path == NULL || r->f != NULL)
        return r->f;
    char pid[3 * sizeof(long) + 8];
    snprintf(pid, sizeof pid, ".tmp.%ld", (long)getpid());
    r->tmp_path = concat(r->path, pid);
    r->f = r->tmp_path != NULL ? fopen(r->tmp_path, "w") : NULL;
    if (r->f == NULL) {
        io_error(r, r->prog, "can't write", r->tmp_path ? errno : ENOMEM);
        forget(r);
    }
    return r->f;
}

/* Flushes and closes r->f; returns 0 or the errno of the first failure. */
static int finish_stream(Report *r)
{
    int err = 0;
    if (fflush(r->f) != 0 || ferror(r->f))
        err = errno ? errno : EIO;
    if (fclose(r->f) != 0 && err == 0)
        err = errno ? errno : EIO;
    r->f = NULL;
    return err;
}

bool report_close(Report *r, const char *prog)
{
    if (r->path == NULL)
        return false;
    int err = 0;
    if (r->f != NULL) {
        errno = 0;
        err = finish_stream(r);
        if (r->mode == REPORT_ATOMIC) {
            if (err == 0 && rename(r->tmp_path, r->path) != 0)
                err = errno;
            if (err != 0)
                remove(r->tmp_path);
        }
    }
    if (err != 0)
        io_error(r, prog, "error writing", err);
    forget(r);
    return err == 0;
}

void report_discard(Report *r)
{
    if (r->path == NULL)
        return;
    if (r->f != NULL)
        fclose(r->f);
    if (r->tmp_path != NULL)
        remove(r->tmp_path);
    remove(r->path);
    forget(r);
}

/* ========================================================= formatting */

char *report_commas(uint64_t n, char *buf)
{
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
    int out = 0;
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            buf[out++] = ',';
        buf[out++] = digits[i];
    }
    buf[out] = '\0';
    return buf;
}

const char *report_time_str(void)
{
    static const char days[7][4] = {
        "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
    };
    static const char months[12][4] = {
        "Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    };
    static char str[128];
    if (str[0] == '\0') {
        time_t now = time(NULL);
        struct tm tm;
        if (localtime_r(&now, &tm) == NULL)
            memset(&tm, 0, sizeof tm);
        snprintf(str, sizeof str, "%s %s %2d %02d:%02d %d",
                 days[(unsigned)tm.tm_wday % 7], months[(unsigned)tm.tm_mon % 12],
                 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_year + 1900);
    }
    return str;
}

void report_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p != '\0'; p++) {
        switch (*p) {
        case '"':  fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\b': fputs("\\b", f); break;
        case '\f': fputs("\\f", f); break;
        case '\n': fputs("\\n", f); break;
        case '\r': fputs("\\r", f); break;
        case '\t': fputs("\\t", f); break;
        default:
            if (*p < 0x20)
                fprintf(f, "\\u%04x", *p);
            else
                fputc(*p, f);
        }
    }
    fputc('"', f);
}

size_t report_utf8_width(const char *s)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p != '\0'; p++)
        if ((*p & 0xc0) != 0x80)
            n++;
    return n;
}
