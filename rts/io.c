/*
 * io.c -- handles over stdio streams.  See io.h.
 *
 * Note [IO errors]
 * ~~~~~~~~~~~~~~~~
 * A read or a write that fails leaves its errno on the handle (the first
 * one since the last look); the library takes it after each operation
 * with primHError and raises GHC's IOError, so a read error is never
 * taken for the end of the file and a write error never passes silently
 * (`<stdin>: hGetLine: inappropriate type (Is a directory)`, `<stdout>:
 * commitBuffer: resource vanished (Broken pipe)`).  An operation on a
 * closed handle does nothing and the look says so (-1: GHC's "handle is
 * closed").  A read interrupted by a signal (EINTR: Ctrl-C while the
 * program waits for input) is not an error: a pending interrupt ends the
 * run there, as it does at the evaluator's safe points, and any other
 * signal lets the read go on.
 *
 * Note [Broken pipes]
 * ~~~~~~~~~~~~~~~~~~~
 * GHC's runtime ignores SIGPIPE: a write to a pipe nobody reads fails
 * with EPIPE, and GHC's top handler ends the program with status 0 and no
 * message when that error comes from stdout (`prog | head -1`), after
 * writing its reports.  io_init ignores SIGPIPE too, and the library's
 * top handler does the same (lib/Base.hs, topHandler).
 */
#define _POSIX_C_SOURCE 200809L
#include "io.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rtsexit.h"

/* GHC's character buffer: hPutStr commits text in blocks of this size. */
#define COMMIT_CHARS 2048

typedef struct Handle {
    FILE *fp;
    bool open;
    bool readable;
    int buffering;        /* 0 none, 1 line, 2 block */
    int32_t *pending;     /* hPutStr text not yet committed */
    int npending;
    int error;            /* errno of a failure not yet taken, or 0 */
    char *name;           /* for messages: "<stdin>", the path */
} Handle;

/* The handle table grows as files are opened: the limit is the
   system's on open files, as in GHC. */
static Handle *handles;
static int nhandles;

static bool grow_handles(int n)
{
    if (n <= nhandles)
        return true;
    int cap = nhandles ? 2 * nhandles : 64;
    while (cap < n)
        cap *= 2;
    Handle *h = realloc(handles, sizeof *h * (size_t)cap);
    if (!h)
        return false;
    for (int i = nhandles; i < cap; i++)
        h[i] = (Handle){0};
    handles = h;
    nhandles = cap;
    return true;
}

void io_init(void)
{
    if (!grow_handles(3)) {
        fputs("lazyrun: out of memory\n", stderr);
        exit(1);
    }
    handles[IO_STDIN] = (Handle){.fp = stdin, .open = true, .readable = true,
                                 .buffering = 2, .name = "<stdin>"};
    handles[IO_STDOUT] = (Handle){.fp = stdout, .open = true,
                                  .buffering = isatty(1) ? 1 : 2, .name = "<stdout>"};
    handles[IO_STDERR] = (Handle){.fp = stderr, .open = true, .buffering = 0,
                                  .name = "<stderr>"};
    setvbuf(stdout, NULL, isatty(1) ? _IOLBF : _IOFBF, 8192);
    setvbuf(stderr, NULL, _IONBF, 0);
    signal(SIGPIPE, SIG_IGN);           /* Note [Broken pipes] */
}

/* Keeps the first failure of a stream until the library takes it. */
static void note_error(Handle *hd, int err)
{
    if (hd->error == 0)
        hd->error = err ? err : EIO;
    clearerr(hd->fp);
}

int io_take_error(int64_t h)
{
    if (h < 0 || h >= nhandles)
        return -1;
    Handle *hd = &handles[h];
    int e = hd->error;
    hd->error = 0;
    if (e != 0)
        return e;
    return hd->open ? 0 : -1;
}

bool io_failed(int64_t h)
{
    if (h < 0 || h >= nhandles)
        return true;
    return handles[h].error != 0 || !handles[h].open;
}

const char *io_name(int64_t h)
{
    if (h < 0 || h >= nhandles || handles[h].name == NULL)
        return "<handle>";
    return handles[h].name;
}

/* The next byte, or EOF at the end of the input or after an error (left
   on the handle); an interrupted read goes on (Note [IO errors]). */
static int read_byte(Handle *hd)
{
    for (;;) {
        errno = 0;
        int b = getc(hd->fp);
        if (b != EOF || !ferror(hd->fp))
            return b;
        int err = errno;
        clearerr(hd->fp);
        if (err != EINTR) {
            note_error(hd, err);
            return EOF;
        }
        rts_poll_interrupt();
    }
}

void io_flush_all(void)
{
    for (int i = 0; i < nhandles; i++)
        if (handles[i].open && !handles[i].readable)
            fflush(handles[i].fp);
}

bool io_valid(int64_t h)
{
    return h >= 0 && h < nhandles && handles[h].open;
}

static void put_byte(Handle *hd, int b)
{
    errno = 0;
    if (putc(b, hd->fp) == EOF) {
        int err = errno;
        if (err == EINTR)
            rts_poll_interrupt();
        note_error(hd, err);
    }
}

void io_put_char(int64_t h, int32_t c)
{
    if (!io_valid(h))
        return;
    Handle *hd = &handles[h];
    uint32_t u = (uint32_t)c;
    if (u < 0x80) {
        put_byte(hd, (int)u);
    } else if (u < 0x800) {
        put_byte(hd, 0xC0 | (int)(u >> 6));
        put_byte(hd, 0x80 | (int)(u & 0x3F));
    } else if (u < 0x10000) {
        put_byte(hd, 0xE0 | (int)(u >> 12));
        put_byte(hd, 0x80 | (int)((u >> 6) & 0x3F));
        put_byte(hd, 0x80 | (int)(u & 0x3F));
    } else {
        put_byte(hd, 0xF0 | (int)(u >> 18));
        put_byte(hd, 0x80 | (int)((u >> 12) & 0x3F));
        put_byte(hd, 0x80 | (int)((u >> 6) & 0x3F));
        put_byte(hd, 0x80 | (int)(u & 0x3F));
    }
    if (hd->buffering == 1 && c == '\n')
        io_flush(h);
}

static void commit(Handle *hd)
{
    int n = hd->npending;
    hd->npending = 0;
    for (int i = 0; i < n; i++) {
        int64_t h = hd - handles;
        io_put_char(h, hd->pending[i]);
    }
}

void io_put_begin(int64_t h)
{
    if (io_valid(h))
        handles[h].npending = 0;
}

void io_put_pending(int64_t h, int32_t c)
{
    if (!io_valid(h))
        return;
    Handle *hd = &handles[h];
    if (hd->buffering == 0) {
        io_put_char(h, c);
        return;
    }
    if (!hd->pending) {
        hd->pending = malloc(COMMIT_CHARS * sizeof(int32_t));
        if (!hd->pending) {
            io_put_char(h, c);
            return;
        }
    }
    hd->pending[hd->npending++] = c;
    if (hd->npending == COMMIT_CHARS || (c == '\n' && hd->buffering == 1))
        commit(hd);
}

void io_put_end(int64_t h, bool newline)
{
    if (!io_valid(h))
        return;
    if (newline)
        io_put_pending(h, '\n');
    commit(&handles[h]);
}

void io_flush(int64_t h)
{
    if (!io_valid(h))
        return;
    errno = 0;
    if (fflush(handles[h].fp) != 0)
        note_error(&handles[h], errno);
}

/* A standard handle is only marked closed: the runtime's own messages and
   reports still use the C stream. */
bool io_close(int64_t h)
{
    if (!io_valid(h))
        return false;
    Handle *hd = &handles[h];
    if (!hd->readable)
        io_flush(h);
    if (h > IO_STDERR) {
        errno = 0;
        if (fclose(hd->fp) != 0 && !hd->readable)
            note_error(hd, errno);
    }
    hd->open = false;
    free(hd->pending);
    hd->pending = NULL;
    hd->npending = 0;
    return hd->error != 0;
}

int32_t io_get_char(int64_t h)
{
    if (!io_valid(h))
        return -1;
    if (h == IO_STDIN)
        io_flush(IO_STDOUT);
    Handle *hd = &handles[h];
    FILE *fp = hd->fp;
    int b = read_byte(hd);
    if (b == EOF)
        return -1;
    if (b < 0x80)
        return b;
    int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
    int32_t c = b & (0x3F >> extra);
    for (int i = 0; i < extra; i++) {
        int n = read_byte(hd);
        if (n == EOF || (n & 0xC0) != 0x80) {
            if (n != EOF)
                ungetc(n, fp);
            return 0xFFFD;
        }
        c = (c << 6) | (n & 0x3F);
    }
    return c;
}

bool io_is_eof(int64_t h)
{
    if (!io_valid(h))
        return true;
    if (h == IO_STDIN)
        io_flush(IO_STDOUT);
    Handle *hd = &handles[h];
    int b = read_byte(hd);
    if (b == EOF)
        return true;
    ungetc(b, hd->fp);
    return false;
}

void io_set_buffering(int64_t h, int mode)
{
    if (!io_valid(h))
        return;
    Handle *hd = &handles[h];
    if (!hd->readable)
        io_flush(h);
    hd->buffering = mode;
    if (!hd->readable)
        setvbuf(hd->fp, NULL, mode == 0 ? _IONBF : mode == 1 ? _IOLBF : _IOFBF, 8192);
}

/* Handles past the standard three own their name. */
static bool h_is_file(int64_t h) { return h > IO_STDERR; }

int64_t io_open(const char *path, int mode)
{
    int i;
    for (i = 3; i < nhandles && handles[i].open; i++)
        ;
    if (!grow_handles(i + 1))
        return -ENOMEM;
    FILE *fp = fopen(path, mode == 0 ? "rb" : mode == 1 ? "wb" : "ab");
    if (!fp)
        return -(int64_t)errno;
    /* fopen reads a directory; GHC's openFile refuses it */
    struct stat st;
    if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(fp);
        return -(int64_t)EISDIR;
    }
    size_t len = strlen(path) + 1;
    char *name = malloc(len);
    if (name)
        memcpy(name, path, len);
    if (h_is_file(i))
        free(handles[i].name);
    handles[i] = (Handle){.fp = fp, .open = true, .readable = mode == 0,
                          .buffering = 2, .name = name};
    return i;
}
