/*
 * io.h -- handles: buffered byte streams with GHC's default buffering.
 *
 * stdout is line-buffered on a terminal and block-buffered otherwise;
 * stderr is unbuffered; stdout is flushed before stdin is read and at
 * every exit.  Text is UTF-8 both ways; characters are code points.
 */
#ifndef LAZYRTS_IO_H
#define LAZYRTS_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define IO_STDIN 0
#define IO_STDOUT 1
#define IO_STDERR 2

void io_init(void);
/* Flushes every open output handle (at exit). */
void io_flush_all(void);
bool io_valid(int64_t h);
void io_put_char(int64_t h, int32_t c);
void io_flush(int64_t h);
/* Closes (a standard handle is only marked closed); true when the last
   flush failed (io_take_error says why). */
bool io_close(int64_t h);
/* hPutStr's text goes to a private buffer first (GHC commits it to the
   handle in blocks); see primHPutStrBegin/Prefix/End in primops.def. */
void io_put_begin(int64_t h);
void io_put_pending(int64_t h, int32_t c);
void io_put_end(int64_t h, bool newline);
/* Next character, or -1 at end of file. */
int32_t io_get_char(int64_t h);
bool io_is_eof(int64_t h);
/* The errno a failed operation left on the handle since the last call
   (then forgotten), -1 when the handle is closed, or 0 (Note [IO errors]
   in io.c). */
int io_take_error(int64_t h);
/* Would io_take_error say anything?  (It forgets nothing.) */
bool io_failed(int64_t h);
/* The handle's name for messages: "<stdin>", or the path it was opened
   with. */
const char *io_name(int64_t h);
/* 0 none, 1 line, 2 block */
void io_set_buffering(int64_t h, int mode);
/* mode 0 read, 1 write, 2 append; returns a handle or -errno */
int64_t io_open(const char *path, int mode);

#endif
