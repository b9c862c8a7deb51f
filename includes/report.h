/*
 * report.h -- the shared report writer (rts/report.c): how every profiling
 * module (ccs/, heapprof/, retainer/, bio/, ticky/) creates its output
 * file and formats the numbers GHC's reports share.
 *
 * Files are named <stem><suffix> in the current directory: the stem is
 * -po<stem> or the program's stem ("nfib" for nfib.hs), the suffix ".prof",
 * ".hp" or ".ticky"; or a name given whole (-r<file>).
 *
 * Two ways to write, both opened at start-up, as GHC opens its files then
 * (an uncreatable file is reported before the program runs, and the run
 * goes on without that report):
 *
 *  - REPORT_ATOMIC (.prof, .ticky): the report is written at exit into a
 *    temporary file beside the final one ("<name>.tmp.<pid>") and renamed
 *    over it when complete, so the final name never holds a half-written
 *    report, even if the process dies while writing.  Until then the final
 *    file exists and is empty (start-up creates it, as GHC does).  A
 *    symbolic link is written through; a directory where the temporary
 *    file cannot be made gets the text written over the final file in one
 *    go (Note [Atomic reports] in rts/report.c).
 *  - REPORT_STREAM (.hp): written as the run goes, one whole piece at a
 *    time (report_append), so a killed run leaves a readable prefix and a
 *    failed write leaves the file as it was before the piece.
 *
 * Invariants
 *  - A Report is live (path != NULL) from a successful report_open until
 *    report_close or report_discard, and dead (path == NULL) otherwise:
 *    after a failed open, a failed report_begin, or the end.  Every
 *    function is a no-op on a dead Report, so a caller never checks twice.
 *  - f != NULL exactly while the text can be written: from report_open on
 *    for REPORT_STREAM, from report_begin on for REPORT_ATOMIC.
 *  - Messages: GHC's own when GHC has one (an uncreatable file), else
 *    "<prog>: ..." with the reason (strerror).
 */
#ifndef LAZYRTS_REPORT_H
#define LAZYRTS_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum ReportMode { REPORT_ATOMIC, REPORT_STREAM } ReportMode;

typedef struct Report {
    ReportMode mode;
    const char *prog; /* program name for messages (kept, not copied) */
    char *path;       /* the final name; NULL when dead */
    char *tmp_path;   /* REPORT_ATOMIC: where the text goes until closed;
                         NULL before report_begin, and when it is made in
                         memory (text) */
    char *real_path;  /* REPORT_ATOMIC: the file the name leads to (through
                         symbolic links), which tmp_path is renamed over */
    char *text;       /* REPORT_ATOMIC written in place: the text so far */
    size_t text_len;
    int fd;           /* the final file, open from report_open on */
    FILE *f;          /* see the invariants */
} Report;

/* Opens <stem><suffix> (suffix may be "" when stem is a whole name).
   On failure prints GHC 9.0.2's "Can't open profiling report file <name>"
   (with no "prog: " prefix, as GHC) to stderr and returns false; the
   Report is then dead.  REPORT_ATOMIC creates the final file (empty) now
   and opens the temporary file only in report_begin.  `prog` prefixes the
   later messages and must outlive the Report. */
bool report_open(Report *r, ReportMode mode, const char *prog,
                 const char *stem, const char *suffix);

/* Starts writing: REPORT_ATOMIC opens the temporary file.  Returns the
   stream to write to, or NULL after a message (the Report is then dead
   and the final file stays empty). */
FILE *report_begin(Report *r);

/* Finishes: flushes and closes; REPORT_ATOMIC renames the temporary file
   over the final one, or removes it when writing failed, leaving the
   empty final file and a message.  An ATOMIC report never begun keeps its
   empty file.  Returns false after an I/O error (and on a dead Report). */
bool report_close(Report *r, const char *prog);

/* REPORT_STREAM: appends `len` bytes whole.  A piece that cannot be
   written whole is cut off again; the Report is then dead, after a
   message.  Returns 0, or the errno of the failure (EBADF on a dead or
   atomic Report). */
int report_append(Report *r, const char *text, size_t len);

/* Removes a report that will never be written (the final file and any
   temporary one), and frees. */
void report_discard(Report *r);

/* --------------------------------------------------------- formatting */

/* Enough for the largest uint64_t with separators. */
#define REPORT_COMMAS_BUFSIZE 32

/* `n` with thousands separators ("44,806,648"), into buf; returns buf. */
char *report_commas(uint64_t n, char *buf);

/* The local date as GHC's reports print it, ctime's text without the
   seconds: "Sat Nov 21 08:40 2026", "Sun Nov  1 08:40 2026" (day of month
   padded with a space).  English names whatever the locale, as ctime.
   Computed once, at the first call, so every report of a run shows the
   same date; the cache is not locked (call it from one thread). */
const char *report_time_str(void);

/* Writes `s` as a JSON string literal (quotes included): '"' and '\\'
   escaped, \b \f \n \r \t, other bytes below 0x20 as \u00xx (lower-case
   hex); bytes from 0x7f up are copied (labels are UTF-8). */
void report_json_string(FILE *f, const char *s);

/* Number of UTF-8 code points of `s` (column widths count characters):
   the bytes that are not continuation bytes (10xxxxxx). */
size_t report_utf8_width(const char *s);

#endif /* LAZYRTS_REPORT_H */
