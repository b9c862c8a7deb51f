/*
 * fuzz_cmdline.c -- the command-line harness: lazyrun's own options and
 * the RTS flags (from GHCRTS and +RTS ... -RTS), parsed as lazyrun's
 * main() parses them, without compiling or running anything.
 *
 *   fuzz_cmdline FILE...
 *
 * Each FILE is one input: its first line is the value of GHCRTS (a line
 * holding only "-" means GHCRTS unset), every further line one argument
 * after "lazyrun" (so an argument may hold blanks; a NUL byte ends it).
 * An input may be at most 64 KB (the rest is ignored).  The harness is
 * what scripts/fuzz-lazyrun gives afl-fuzz (mode "cmdline"), and what
 * testsuite/fuzz/replay.sh runs on the saved corpus under the sanitizers:
 * whatever the input, the parsers must print at most their own messages,
 * return a status, and free everything (LeakSanitizer).  The harness exits
 * with that status (0, 1 or 2; CMDLINE_RUN/RTSFLAGS_RUN become 0), so a
 * crash or a sanitizer report is the only failure.
 *
 * Built against the profiling way's library when there is one, so that
 * the flags only that way has (-h..., -i, -V, -R, -p...) are parsed too;
 * the vanilla build's refusals of them are the same code with another
 * RtsBuild.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../includes/rtsflags.h"
#include "../../rts/cmdline.h"

enum { MAX_INPUT = 64 * 1024 };

/* Splits `buf[0..n)` into lines in place; returns the number of lines
   and stores pointers to them in `lines` (at most `max`). */
static int split_lines(char *buf, size_t n, char **lines, int max)
{
    int count = 0;
    size_t start = 0;
    for (size_t i = 0; i <= n && count < max; i++) {
        if (i == n || buf[i] == '\n') {
            if (i == n && start == n)
                break;          /* no empty last line after a final '\n' */
            buf[i] = '\0';
            lines[count++] = buf + start;
            start = i + 1;
        }
    }
    return count;
}

static int run_one(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 2;
    }
    static char buf[MAX_INPUT + 1];
    size_t n = fread(buf, 1, MAX_INPUT, f);
    fclose(f);
    buf[n] = '\0';

    enum { MAX_LINES = 4096 };
    static char *lines[MAX_LINES];
    int count = split_lines(buf, n, lines, MAX_LINES);
    const char *ghcrts = count > 0 && strcmp(lines[0], "-") != 0 ? lines[0] : NULL;

    static char *argv[MAX_LINES + 1];
    int argc = 0;
    argv[argc++] = "lazyrun";
    for (int i = 1; i < count; i++)
        argv[argc++] = lines[i];
    argv[argc] = NULL;

    LazyrunCmdline cl;
    int status = cmdline_parse(&cl, argc, argv, ghcrts, stdout, stderr);
    if (status == CMDLINE_RUN) {
        RtsBuild build = rtsflags_this_build();
        build.ticky_code = cl.ticky;
        RtsFlags flags;
        rtsflags_init(&flags, &build);
        status = rtsflags_parse(&flags, &build, cl.program_stem, cl.rts_argc,
                                cl.rts_argv, stdout, stderr);
        rtsflags_free(&flags);
        if (status == RTSFLAGS_RUN)
            status = 0;
    }
    cmdline_free(&cl);
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: fuzz_cmdline FILE...\n");
        return 2;
    }
    int status = 0;
    for (int i = 1; i < argc; i++)
        status = run_one(argv[i]);
    fflush(stdout);
    return status;
}
