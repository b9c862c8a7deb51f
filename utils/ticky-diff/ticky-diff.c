/*
 * ticky-diff.c -- the ticky-diff program: compares two ticky-ticky reports
 * and lists the bindings whose figures changed, largest allocation change
 * first (docs/ticky-diff.md).
 *
 *     ticky-diff [--sort alloc|entries|allocd] [--all] [--no-globals]
 *                [--exit-code] A.ticky B.ticky
 *
 * Exit status: 0, or 1 with --exit-code when something differs; 2 on any
 * error (one line "ticky-diff: FILE:LINE: what is wrong" on stderr).
 */
#define _POSIX_C_SOURCE 200809L

#include "td_diff.h"
#include "td_key.h"
#include "td_read.h"
#include "td_util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

static const char usage_line[] =
    "usage: ticky-diff [--sort alloc|entries|allocd] [--all] [--no-globals] "
    "[--exit-code] A.ticky B.ticky";

static const char help_text[] =
    "Compares two ticky-ticky reports (+RTS -r<file>): the bindings whose\n"
    "figures changed, largest change first, the totals, and the global\n"
    "counters that changed.\n"
    "  --sort alloc    order by the change in bytes allocated (default)\n"
    "  --sort entries  order by the change in entries\n"
    "  --sort allocd   order by the change in bytes of closures allocated\n"
    "                  (the Alloc'd column, -ticky-allocd)\n"
    "  --all           list every binding, also those that did not change\n"
    "  --no-globals    leave out the global counters\n"
    "  --exit-code     exit with 1 when something differs (as diff does)\n"
    "  --help, --version\n"
    "A file named - is standard input.  Exit status: 0 (or 1, see\n"
    "--exit-code); 2 on an error.  See docs/ticky-diff.md.\n";

typedef struct Args {
    TdOptions options;
    bool exit_code;
    const char *files[2];
} Args;

static _Noreturn void usage_error(const char *what, const char *arg)
{
    fprintf(stderr, "ticky-diff: %s%s (%s)\n", what, arg, usage_line);
    exit(TD_EXIT_ERROR);
}

static void set_sort(Args *args, const char *value)
{
    if (strcmp(value, "alloc") == 0)
        args->options.sort = TD_ALLOC;
    else if (strcmp(value, "entries") == 0)
        args->options.sort = TD_ENTRIES;
    else if (strcmp(value, "allocd") == 0)
        args->options.sort = TD_ALLOCD;
    else
        usage_error("--sort takes alloc, entries or allocd, not ", value);
}

/* One option (argv[*i], maybe taking argv[*i + 1]); exits on --help,
 * --version and errors. */
static void option(Args *args, int argc, char **argv, int *i)
{
    const char *arg = argv[*i];
    if (strcmp(arg, "--sort") == 0) {
        if (*i + 1 >= argc)
            usage_error("--sort needs alloc, entries or allocd", "");
        set_sort(args, argv[++*i]);
    } else if (strncmp(arg, "--sort=", 7) == 0) {
        set_sort(args, arg + 7);
    } else if (strcmp(arg, "--all") == 0) {
        args->options.all = true;
    } else if (strcmp(arg, "--no-globals") == 0) {
        args->options.globals = false;
    } else if (strcmp(arg, "--exit-code") == 0) {
        args->exit_code = true;
    } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
        printf("%s\n%s", usage_line, help_text);
        exit(0);
    } else if (strcmp(arg, "--version") == 0) {
        printf("ticky-diff (lazyrts) %s\n", PACKAGE_VERSION);
        exit(0);
    } else {
        usage_error("unknown option ", arg);
    }
}

static void parse_args(int argc, char **argv, Args *args)
{
    *args = (Args){ { TD_ALLOC, false, true }, false, { NULL, NULL } };
    int n_files = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!options_done && strcmp(arg, "--") == 0) {
            options_done = true;
        } else if (!options_done && arg[0] == '-' && arg[1] != '\0') {
            option(args, argc, argv, &i);
        } else if (n_files < 2) {
            args->files[n_files++] = arg;
        } else {
            usage_error("more than two files: ", arg);
        }
    }
    if (n_files < 2)
        usage_error("two reports are needed", "");
}

static const char *shown_path(const char *path)
{
    return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

/* Read one report and its bindings, or exit with the error. */
static void load(const char *path, TdReport *report, TdBindings *bindings)
{
    TdError err = { 0, "" };
    if (td_read_file(path, report, &err) && td_bindings(report, bindings,
                                                         &err))
        return;
    if (err.line > 0)
        fprintf(stderr, "ticky-diff: %s:%ld: %s\n", shown_path(path),
                err.line, err.message);
    else
        fprintf(stderr, "ticky-diff: %s: %s\n", shown_path(path),
                err.message);
    exit(TD_EXIT_ERROR);
}

int main(int argc, char **argv)
{
    Args args;
    parse_args(argc, argv, &args);
    if (strcmp(args.files[0], "-") == 0 && strcmp(args.files[1], "-") == 0)
        usage_error("standard input can be only one of the files", "");
    TdReport ra, rb;
    TdBindings ba, bb;
    load(args.files[0], &ra, &ba);
    load(args.files[1], &rb, &bb);
    TdSide a = { shown_path(args.files[0]), &ra, &ba };
    TdSide b = { shown_path(args.files[1]), &rb, &bb };
    size_t differences = td_diff_write(stdout, &a, &b, &args.options);
    td_bindings_free(&ba);
    td_bindings_free(&bb);
    td_report_free(&ra);
    td_report_free(&rb);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "ticky-diff: cannot write standard output: %s\n",
                strerror(errno ? errno : EIO));
        return TD_EXIT_ERROR;
    }
    return args.exit_code && differences > 0 ? 1 : 0;
}
