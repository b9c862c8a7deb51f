/*
 * io.c -- handles over stdio streams.  See io.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "io.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* GHC's character buffer: hPutStr commits text in blocks of this size. */
#define COMMIT_CHARS 2048

typedef struct Handle {
    FILE *fp;
    bool open;
    bool readable;
    int buffering;        /* 0 none, 1 line, 2 block */
    int32_t *pending;     /* hPutStr text not yet committed */
    int npending;
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
    handles[IO_STDIN] = (Handle){.fp = stdin, .open = true, .readable = true, .buffering = 2};
    handles[IO_STDOUT] = (Handle){.fp = stdout, .open = true, .buffering = isatty(1) ? 1 : 2};
    handles[IO_STDERR] = (Handle){.fp = stderr, .open = true, .buffering = 0};
    setvbuf(stdout, NULL, isatty(1) ? _IOLBF : _IOFBF, 8192);
    setvbuf(stderr, NULL, _IONBF, 0);
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
    putc(b, hd->fp);
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
        fflush(hd->fp);
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
    if (io_valid(h))
        fflush(handles[h].fp);
}

void io_close(int64_t h)
{
    if (!io_valid(h) || h <= IO_STDERR)
        return;
    fclose(handles[h].fp);
    handles[h].open = false;
    free(handles[h].pending);
    handles[h].pending = NULL;
    handles[h].npending = 0;
}

int32_t io_get_char(int64_t h)
{
    if (!io_valid(h))
        return -1;
    if (h == IO_STDIN)
        fflush(stdout);
    FILE *fp = handles[h].fp;
    int b = getc(fp);
    if (b == EOF)
        return -1;
    if (b < 0x80)
        return b;
    int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
    int32_t c = b & (0x3F >> extra);
    for (int i = 0; i < extra; i++) {
        int n = getc(fp);
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
        fflush(stdout);
    FILE *fp = handles[h].fp;
    int b = getc(fp);
    if (b == EOF)
        return true;
    ungetc(b, fp);
    return false;
}

void io_set_buffering(int64_t h, int mode)
{
    if (!io_valid(h))
        return;
    Handle *hd = &handles[h];
    fflush(hd->fp);
    hd->buffering = mode;
    if (!hd->readable)
        setvbuf(hd->fp, NULL, mode == 0 ? _IONBF : mode == 1 ? _IOLBF : _IOFBF, 8192);
}

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
    handles[i] = (Handle){.fp = fp, .open = true, .readable = mode == 0, .buffering = 2};
    return i;
}
