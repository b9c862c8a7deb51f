/*
 * report.c -- the shared report writer (see includes/report.h).
 *
 * Note [Atomic reports]
 * ~~~~~~~~~~~~~~~~~~~~~
 * GHC creates its .prof when the program starts and writes it at exit, so
 * a run killed in between leaves an empty file, and one killed while
 * writing leaves a truncated report that tools then misread.  We keep the
 * first behaviour (the empty file at start-up, which is also where an
 * unwritable name is reported) and keep that file open, as GHC does, but
 * write the text into "<file>.tmp.<pid>" beside the file and rename(2)
 * that over it once complete: a rename within one directory is atomic, so
 * the final name holds either nothing or a whole report.  A fsync is not
 * needed for that guarantee against the process dying (only against the
 * machine crashing).  Three cases need more care:
 *   - A symbolic link: the report is written through it, as GHC writes
 *     it.  The temporary file goes beside the link's target (realpath of
 *     the file opened at start-up) and is renamed over the target, so the
 *     link stays a link; the temporary file takes the target's mode.
 *   - A directory where no file can be created, holding a writable
 *     report file: the temporary file cannot exist, so the text is made
 *     in memory and written over the file opened at start-up in one go
 *     (truncated back to empty if that fails).  Only a kill during that
 *     last write can then leave part of a report.
 *   - A file that is not a regular file (/dev/null, a FIFO, directly or
 *     through a link): nothing is renamed over it, which would put a
 *     regular file in place of the device; the text is made in memory and
 *     written to it in one go, as into the directory above.
 *   - A write that fails (a full disk, the file size limit of `ulimit
 *     -f`): the temporary file is removed and the final file stays empty,
 *     with a message.  SIGXFSZ, whose default action would kill the
 *     process in the middle of the write and leave the temporary file
 *     behind, is ignored while a report is written; GHC's program dies of
 *     it, so the run ends by SIGXFSZ once every report is finished
 *     (rts_end_by_signal), with the same status as GHC's.
 * A REPORT_STREAM file (.hp) is written in place, one whole piece at a
 * time (report_append); a piece that cannot be written whole is cut off
 * again, so the file ends after the last whole piece.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "../includes/report.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "rtsexit.h"

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

/* Closes and frees everything; the Report is dead afterwards. */
static void forget(Report *r)
{
    if (r->f != NULL) {
        fclose(r->f);
        if (r->mode == REPORT_STREAM)
            r->fd = -1;                 /* r->f was made from it */
    }
    if (r->fd >= 0)
        close(r->fd);
    free(r->path);
    free(r->tmp_path);
    free(r->real_path);
    free(r->text);
    r->path = NULL;
    r->tmp_path = NULL;
    r->real_path = NULL;
    r->text = NULL;
    r->text_len = 0;
    r->f = NULL;
    r->fd = -1;
}

static void io_error(const Report *r, const char *prog, const char *what,
                     int err)
{
    fprintf(stderr, "%s: %s profiling report file %s: %s\n", prog, what,
            r->path, strerror(err));
    if (err == EFBIG)
        rts_end_by_signal(SIGXFSZ);
}

/* SIGXFSZ is ignored while a report is written (see the Note). */
static struct sigaction saved_xfsz;
static int xfsz_depth;

static void hold_file_size_signal(void)
{
    if (xfsz_depth++ == 0) {
        struct sigaction ign;
        memset(&ign, 0, sizeof ign);
        ign.sa_handler = SIG_IGN;
        sigemptyset(&ign.sa_mask);
        sigaction(SIGXFSZ, &ign, &saved_xfsz);
    }
}

static void release_file_size_signal(void)
{
    if (xfsz_depth > 0 && --xfsz_depth == 0)
        sigaction(SIGXFSZ, &saved_xfsz, NULL);
}

/* Writes all of text to fd; 0 or the errno of the failure. */
static int write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : EIO;
        text += n;
        len -= (size_t)n;
    }
    return 0;
}

bool report_open(Report *r, ReportMode mode, const char *prog,
                 const char *stem, const char *suffix)
{
    memset(r, 0, sizeof *r);
    r->mode = mode;
    r->prog = prog;
    r->fd = -1;
    r->path = concat(stem, suffix);
    if (r->path != NULL)
        r->fd = open(r->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (r->fd >= 0 && mode == REPORT_STREAM) {
        r->f = fdopen(r->fd, "w");
        if (r->f == NULL) {
            close(r->fd);
            r->fd = -1;
        }
    }
    if (r->fd < 0) {
        /* GHC 9.0.2's message, word for word, without a "prog: " prefix. */
        fprintf(stderr, "Can't open profiling report file %s%s\n", stem, suffix);
        forget(r);
        return false;
    }
    return true;
}

/* Is r->path still the file opened at start-up?  0, or why not. */
static int still_ours(const Report *r)
{
    struct stat by_name, by_fd;
    if (stat(r->path, &by_name) != 0)
        return errno;
    if (fstat(r->fd, &by_fd) != 0)
        return errno;
    return by_name.st_dev == by_fd.st_dev && by_name.st_ino == by_fd.st_ino
               ? 0 : ENOENT;
}

/* Is the file open at fd a regular file?  Only one is replaced by a
   rename: renaming over /dev/null (a report sent there, or through a link
   to it) would put a regular file in the device's place, which as root
   silently breaks every later `> /dev/null` on the machine. */
static bool regular_file(int fd)
{
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

/* The temporary file beside the real file (a link's target), with the
   file's mode; false when it cannot be made or the file is not a regular
   file. */
static bool open_temporary(Report *r)
{
    if (!regular_file(r->fd))
        return false;           /* a device or a FIFO: written in place */
    char *real = realpath(r->path, NULL);
    if (real == NULL)
        return false;
    char pid[3 * sizeof(long) + 8];
    snprintf(pid, sizeof pid, ".tmp.%ld", (long)getpid());
    r->tmp_path = concat(real, pid);
    r->real_path = real;
    if (r->tmp_path == NULL)
        return false;
    int fd = open(r->tmp_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        free(r->tmp_path);
        r->tmp_path = NULL;
        return false;
    }
    struct stat st;
    if (fstat(r->fd, &st) == 0)
        (void)fchmod(fd, st.st_mode & 07777);
    r->f = fdopen(fd, "w");
    if (r->f == NULL) {
        close(fd);
        remove(r->tmp_path);
        free(r->tmp_path);
        r->tmp_path = NULL;
        return false;
    }
    return true;
}

FILE *report_begin(Report *r)
{
    if (r->path == NULL || r->f != NULL)
        return r->f;
    int err = still_ours(r);
    if (err != 0) {
        io_error(r, r->prog, "can't write", err);
        forget(r);
        return NULL;
    }
    hold_file_size_signal();
    if (!open_temporary(r))
        r->f = open_memstream(&r->text, &r->text_len);    /* in place */
    if (r->f == NULL) {
        release_file_size_signal();
        io_error(r, r->prog, "can't write", errno ? errno : ENOMEM);
        forget(r);
    }
    return r->f;
}

/* Flushes and closes r->f; returns 0 or the errno of the first failure. */
static int finish_stream(Report *r)
{
    int err = 0;
    errno = 0;
    if (fflush(r->f) != 0 || ferror(r->f))
        err = errno ? errno : EIO;
    if (fclose(r->f) != 0 && err == 0)
        err = errno ? errno : EIO;
    r->f = NULL;
    return err;
}

/* The atomic report's text is complete in r->f: put it under the final
   name (Note [Atomic reports]). */
static int finish_atomic(Report *r)
{
    int err = finish_stream(r);
    if (r->tmp_path != NULL) {
        if (err == 0 && rename(r->tmp_path, r->real_path) != 0)
            err = errno;
        if (err != 0)
            remove(r->tmp_path);
        return err;
    }
    bool regular = regular_file(r->fd);   /* a device is written as it is */
    if (err == 0 && regular &&
        (ftruncate(r->fd, 0) != 0 || lseek(r->fd, 0, SEEK_SET) < 0))
        err = errno;
    if (err == 0)
        err = write_all(r->fd, r->text, r->text_len);
    if (err != 0 && regular)
        (void)ftruncate(r->fd, 0);
    return err;
}

bool report_close(Report *r, const char *prog)
{
    if (r->path == NULL)
        return false;
    int err = 0;
    if (r->f != NULL) {
        if (r->mode == REPORT_ATOMIC) {
            err = finish_atomic(r);
            release_file_size_signal();
        } else {
            err = finish_stream(r);
            r->fd = -1;                 /* fclose closed it */
        }
    }
    if (err != 0)
        io_error(r, prog, "error writing", err);
    forget(r);
    return err == 0;
}

int report_append(Report *r, const char *text, size_t len)
{
    if (r->path == NULL || r->mode != REPORT_STREAM)
        return EBADF;
    hold_file_size_signal();
    int err = 0;
    off_t good = lseek(r->fd, 0, SEEK_CUR);
    if (fflush(r->f) != 0)
        err = errno ? errno : EIO;
    if (err == 0)
        err = write_all(r->fd, text, len);
    if (err != 0 && good >= 0)
        (void)ftruncate(r->fd, good);
    release_file_size_signal();
    if (err != 0) {
        io_error(r, r->prog, "error writing", err);
        forget(r);
    }
    return err;
}

void report_discard(Report *r)
{
    if (r->path == NULL)
        return;
    if (r->f != NULL && r->mode == REPORT_ATOMIC)
        release_file_size_signal();
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
