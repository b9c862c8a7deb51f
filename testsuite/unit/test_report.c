/*
 * test_report.c -- the shared report writer (rts/report.c): the numbers
 * and strings every report formats, and how report files are created,
 * written atomically, discarded, and how failures are reported.
 *
 * Files go to a fresh directory under $TMPDIR (or /tmp).  The tests may
 * run as root, for whom no directory is unwritable: failures to create are
 * provoked with a directory that does not exist, write errors with
 * /dev/full and with a file size limit (RLIMIT_FSIZE).
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "../../includes/report.h"

/* ============================================================ helpers */

static char dir[1024];

static int make_dir(void **state)
{
    (void)state;
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/test_report.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    return mkdtemp(dir) == NULL ? -1 : 0;
}

static int remove_dir(void **state)
{
    (void)state;
    DIR *d = opendir(dir);
    if (d != NULL) {
        struct dirent *e;
        char path[2048];
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            remove(path);
        }
        closedir(d);
    }
    rmdir(dir);
    return 0;
}

/* The names in the test directory, sorted, separated by spaces. */
static char *listing(void)
{
    static char out[4096];
    char *names[64];
    int n = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 64)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            names[n++] = strdup(e->d_name);
    closedir(d);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i > 0)
            strcat(out, " ");
        strcat(out, names[i]);
        free(names[i]);
    }
    return out;
}

/* The whole content of `path`, or NULL if it does not exist. */
static char *contents(const char *path)
{
    static char buf[65536];
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static char *in_dir(const char *name)
{
    static char path[2048];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return path;
}

/* stderr is redirected to a temporary file between these two calls. */
static int saved_stderr = -1;
static FILE *captured;

static void capture_stderr(void)
{
    fflush(stderr);
    captured = tmpfile();
    assert_non_null(captured);
    saved_stderr = dup(2);
    assert_true(saved_stderr >= 0);
    assert_true(dup2(fileno(captured), 2) >= 0);
}

static char *captured_stderr(void)
{
    static char buf[4096];
    fflush(stderr);
    dup2(saved_stderr, 2);
    close(saved_stderr);
    rewind(captured);
    size_t n = fread(buf, 1, sizeof buf - 1, captured);
    buf[n] = '\0';
    fclose(captured);
    return buf;
}

/* ========================================================= formatting */

static void test_commas(void **state)
{
    (void)state;
    char buf[REPORT_COMMAS_BUFSIZE];
    assert_string_equal(report_commas(0, buf), "0");
    assert_string_equal(report_commas(999, buf), "999");
    assert_string_equal(report_commas(1000, buf), "1,000");
    assert_string_equal(report_commas(100000, buf), "100,000");
    assert_string_equal(report_commas(44806648, buf), "44,806,648");
    assert_string_equal(report_commas(UINT64_MAX, buf), "18,446,744,073,709,551,615");
    assert_true(strlen(buf) < REPORT_COMMAS_BUFSIZE);
}

/* ctime's text without the seconds, computed once. */
static void test_time_str(void **state)
{
    (void)state;
    time_t before = time(NULL);
    const char *s = report_time_str();
    time_t after = time(NULL);
    assert_int_equal(strlen(s), 21);          /* "Sat Nov 21 08:40 2026" */
    char want[2][32];
    time_t times[2] = { before, after };
    for (int i = 0; i < 2; i++) {
        struct tm tm;
        char c[32];
        localtime_r(&times[i], &tm);
        asctime_r(&tm, c);                    /* "Sat Nov 21 08:40:12 2026\n" */
        snprintf(want[i], sizeof want[i], "%.16s%.5s", c, c + 19);
    }
    if (strcmp(s, want[0]) != 0)
        assert_string_equal(s, want[1]);      /* the minute turned */
    assert_ptr_equal(report_time_str(), s);
    assert_string_equal(report_time_str(), s);
}

static void assert_json(const char *s, const char *want)
{
    char *text = NULL;
    size_t len;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    report_json_string(f, s);
    fclose(f);
    assert_string_equal(text, want);
    free(text);
}

static void test_json_string(void **state)
{
    (void)state;
    assert_json("", "\"\"");
    assert_json("main.go", "\"main.go\"");
    assert_json("a\"b\\c", "\"a\\\"b\\\\c\"");
    assert_json("\b\f\n\r\t", "\"\\b\\f\\n\\r\\t\"");
    assert_json("\x01\x1f x", "\"\\u0001\\u001f x\"");
    assert_json("\x7f caf\xc3\xa9 \xe2\x82\xac", "\"\x7f caf\xc3\xa9 \xe2\x82\xac\"");
    assert_json("main.\\", "\"main.\\\\\"");
}

static void test_utf8_width(void **state)
{
    (void)state;
    assert_int_equal(report_utf8_width(""), 0);
    assert_int_equal(report_utf8_width("nfib"), 4);
    assert_int_equal(report_utf8_width("\xc3\xb1" "and\xc3\xba"), 5);   /* ñandú */
    assert_int_equal(report_utf8_width("\xe6\x97\xa5\xe6\x9c\xac"), 2);  /* 日本 */
    assert_int_equal(report_utf8_width("\xf0\x9f\x98\x80!"), 2);         /* 😀! */
}

/* ============================================================== files */

/* REPORT_ATOMIC: the empty final file from start-up on, the text in a
   temporary file beside it while writing, and only the final file with
   the whole text afterwards. */
static void test_atomic(void **state)
{
    (void)state;
    Report r;
    char stem[1100];
    snprintf(stem, sizeof stem, "%s/prog", dir);
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", stem, ".prof"));
    assert_string_equal(listing(), "prog.prof");
    assert_string_equal(contents(in_dir("prog.prof")), "");
    assert_null(r.f);

    FILE *f = report_begin(&r);
    assert_non_null(f);
    assert_ptr_equal(report_begin(&r), f);    /* already begun */
    fputs("hello\nreport\n", f);
    char tmp[64];
    snprintf(tmp, sizeof tmp, "prog.prof prog.prof.tmp.%ld", (long)getpid());
    assert_string_equal(listing(), tmp);
    assert_string_equal(contents(in_dir("prog.prof")), "");

    assert_true(report_close(&r, "prog"));
    assert_string_equal(listing(), "prog.prof");
    assert_string_equal(contents(in_dir("prog.prof")), "hello\nreport\n");
    assert_null(r.path);
    assert_false(report_close(&r, "prog"));   /* dead: a no-op */
    remove(in_dir("prog.prof"));
}

/* An atomic report closed without report_begin keeps its empty file. */
static void test_atomic_never_begun(void **state)
{
    (void)state;
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("x"), ".prof"));
    assert_true(report_close(&r, "prog"));
    assert_string_equal(listing(), "x.prof");
    assert_string_equal(contents(in_dir("x.prof")), "");
    remove(in_dir("x.prof"));
}

/* A file that cannot be created: GHC's message (no "prog: "), false, and
   a dead Report on which everything is a no-op. */
static void test_open_fails(void **state)
{
    (void)state;
    Report r;
    char stem[1100];
    snprintf(stem, sizeof stem, "%s/no/such/dir/prog", dir);
    capture_stderr();
    bool ok = report_open(&r, REPORT_ATOMIC, "prog", stem, ".prof");
    char want[2400];
    snprintf(want, sizeof want, "Can't open profiling report file %s.prof\n", stem);
    assert_string_equal(captured_stderr(), want);
    assert_false(ok);
    assert_null(r.path);
    assert_null(r.f);
    assert_null(report_begin(&r));
    assert_false(report_close(&r, "prog"));
    report_discard(&r);

    capture_stderr();
    ok = report_open(&r, REPORT_STREAM, "prog", stem, ".hp");
    snprintf(want, sizeof want, "Can't open profiling report file %s.hp\n", stem);
    assert_string_equal(captured_stderr(), want);
    assert_false(ok);
    assert_string_equal(listing(), "");
}

/* The directory vanished between start-up and exit: report_begin says so
   and the Report is dead. */
static void test_begin_fails(void **state)
{
    (void)state;
    char sub[1100], stem[1200];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    snprintf(stem, sizeof stem, "%s/prog", sub);
    assert_int_equal(mkdir(sub, 0700), 0);
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", stem, ".prof"));
    assert_int_equal(remove(in_dir("sub/prog.prof")), 0);
    assert_int_equal(rmdir(sub), 0);
    capture_stderr();
    assert_null(report_begin(&r));
    char want[2400];
    snprintf(want, sizeof want,
             "prog: can't write profiling report file %s.prof: %s\n", stem,
             strerror(ENOENT));
    assert_string_equal(captured_stderr(), want);
    assert_null(r.path);
    assert_false(report_close(&r, "prog"));
}

/* A write error while writing an atomic report (the file size limit):
   the temporary file is removed, the final one stays empty, a message
   names the final file. */
static void test_atomic_write_error(void **state)
{
    (void)state;
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("big"), ".prof"));
    FILE *f = report_begin(&r);
    assert_non_null(f);
    struct rlimit old, small;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    small = old;
    small.rlim_cur = 100;
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    for (int i = 0; i < 1000; i++)
        fputs("0123456789", f);
    capture_stderr();
    bool ok = report_close(&r, "prog");
    char *err = captured_stderr();
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    signal(SIGXFSZ, old_handler);
    assert_false(ok);
    char want[2400];
    snprintf(want, sizeof want,
             "prog: error writing profiling report file %s: %s\n",
             in_dir("big.prof"), strerror(EFBIG));
    assert_string_equal(err, want);
    assert_string_equal(listing(), "big.prof");
    assert_string_equal(contents(in_dir("big.prof")), "");
    remove(in_dir("big.prof"));
}

/* A symbolic link is written through: the link stays, its target gets
   the report (the temporary file beside the target), with its mode. */
static void test_atomic_symlink(void **state)
{
    (void)state;
    char sub[1100], target[1200];
    snprintf(sub, sizeof sub, "%s/elsewhere", dir);
    assert_int_equal(mkdir(sub, 0700), 0);
    snprintf(target, sizeof target, "%s/real.prof", sub);
    FILE *t = fopen(target, "w");
    assert_non_null(t);
    fputs("old text", t);
    fclose(t);
    assert_int_equal(chmod(target, 0640), 0);
    assert_int_equal(symlink(target, in_dir("prog.prof")), 0);
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("prog"), ".prof"));
    FILE *f = report_begin(&r);
    assert_non_null(f);
    fputs("the report\n", f);
    assert_true(report_close(&r, "prog"));
    struct stat st;
    assert_int_equal(lstat(in_dir("prog.prof"), &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_string_equal(contents(target), "the report\n");
    assert_int_equal(stat(target, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0640);
    assert_string_equal(listing(), "elsewhere prog.prof");
    remove(target);
    rmdir(sub);
    remove(in_dir("prog.prof"));
}

/* No temporary file can be made beside the report (as in a read-only
   directory; here its name is taken by a directory, which stops root
   too): the text is written over the file opened at start-up. */
static void test_atomic_in_place(void **state)
{
    (void)state;
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s/prog.prof.tmp.%ld", dir, (long)getpid());
    assert_int_equal(mkdir(tmp, 0700), 0);
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("prog"), ".prof"));
    FILE *f = report_begin(&r);
    assert_non_null(f);
    for (int i = 0; i < 2000; i++)
        fputs("0123456789", f);
    assert_string_equal(contents(in_dir("prog.prof")), "");   /* not yet */
    assert_true(report_close(&r, "prog"));
    assert_int_equal(strlen(contents(in_dir("prog.prof"))), 20000);
    rmdir(tmp);
    assert_string_equal(listing(), "prog.prof");
    remove(in_dir("prog.prof"));
}

/* The same under a file size limit: the file is left empty. */
static void test_atomic_in_place_write_error(void **state)
{
    (void)state;
    char tmp[1200];
    snprintf(tmp, sizeof tmp, "%s/big.prof.tmp.%ld", dir, (long)getpid());
    assert_int_equal(mkdir(tmp, 0700), 0);
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("big"), ".prof"));
    FILE *f = report_begin(&r);
    for (int i = 0; i < 1000; i++)
        fputs("0123456789", f);
    struct rlimit old, small;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    small = old;
    small.rlim_cur = 100;
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    capture_stderr();
    bool ok = report_close(&r, "prog");       /* SIGXFSZ is held meanwhile */
    char *err = captured_stderr();
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    assert_false(ok);
    char want[2400];
    snprintf(want, sizeof want,
             "prog: error writing profiling report file %s: %s\n",
             in_dir("big.prof"), strerror(EFBIG));
    assert_string_equal(err, want);
    assert_string_equal(contents(in_dir("big.prof")), "");
    rmdir(tmp);
    assert_string_equal(listing(), "big.prof");
    remove(in_dir("big.prof"));
}

/* REPORT_STREAM: written in place as the run goes. */
static void test_stream(void **state)
{
    (void)state;
    Report r;
    assert_true(report_open(&r, REPORT_STREAM, "prog", in_dir("prog"), ".hp"));
    assert_non_null(r.f);
    assert_ptr_equal(report_begin(&r), r.f);
    fputs("JOB \"prog\"\n", r.f);
    fflush(r.f);
    assert_string_equal(contents(in_dir("prog.hp")), "JOB \"prog\"\n");
    fputs("END\n", r.f);
    assert_true(report_close(&r, "prog"));
    assert_string_equal(listing(), "prog.hp");
    assert_string_equal(contents(in_dir("prog.hp")), "JOB \"prog\"\nEND\n");
    remove(in_dir("prog.hp"));
}

/* A stream whose writes fail (the disk is full). */
static void test_stream_write_error(void **state)
{
    (void)state;
    FILE *probe = fopen("/dev/full", "w");
    if (probe == NULL)
        skip();
    fclose(probe);
    Report r;
    assert_true(report_open(&r, REPORT_STREAM, "prog", "/dev/full", ""));
    fputs("sample\n", r.f);
    capture_stderr();
    bool ok = report_close(&r, "prog");
    char want[256];
    snprintf(want, sizeof want,
             "prog: error writing profiling report file /dev/full: %s\n",
             strerror(ENOSPC));
    assert_string_equal(captured_stderr(), want);
    assert_false(ok);
}

/* report_append: whole pieces; one that does not fit under the file size
   limit is cut off again, and the Report is dead. */
static void test_stream_append(void **state)
{
    (void)state;
    Report r;
    assert_true(report_open(&r, REPORT_STREAM, "prog", in_dir("s"), ".hp"));
    assert_int_equal(report_append(&r, "JOB\n", 4), 0);
    assert_int_equal(report_append(&r, "BEGIN_SAMPLE 0\nEND_SAMPLE 0\n", 28), 0);
    assert_string_equal(contents(in_dir("s.hp")), "JOB\nBEGIN_SAMPLE 0\nEND_SAMPLE 0\n");
    struct rlimit old, small;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    small = old;
    small.rlim_cur = 160;     /* room for the message, not the piece */
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    char piece[200];
    memset(piece, 'x', sizeof piece);
    capture_stderr();
    int e = report_append(&r, piece, sizeof piece);
    char *err = captured_stderr();
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    assert_int_equal(e, EFBIG);
    char want[2400];
    snprintf(want, sizeof want,
             "prog: error writing profiling report file %s: %s\n",
             in_dir("s.hp"), strerror(EFBIG));
    assert_string_equal(err, want);
    assert_null(r.path);
    assert_int_equal(report_append(&r, "x", 1), EBADF);  /* dead */
    assert_string_equal(contents(in_dir("s.hp")), "JOB\nBEGIN_SAMPLE 0\nEND_SAMPLE 0\n");
    remove(in_dir("s.hp"));
}

/* report_discard removes the final file and the temporary one. */
static void test_discard(void **state)
{
    (void)state;
    Report r;
    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("d"), ".prof"));
    report_discard(&r);
    assert_string_equal(listing(), "");
    assert_null(r.path);

    assert_true(report_open(&r, REPORT_ATOMIC, "prog", in_dir("d"), ".prof"));
    fputs("half a report", report_begin(&r));
    report_discard(&r);
    assert_string_equal(listing(), "");

    assert_true(report_open(&r, REPORT_STREAM, "prog", in_dir("d"), ".hp"));
    fputs("BEGIN_SAMPLE 0.0\n", r.f);
    report_discard(&r);
    assert_string_equal(listing(), "");
    report_discard(&r);                        /* dead: a no-op */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_commas),
        cmocka_unit_test(test_time_str),
        cmocka_unit_test(test_json_string),
        cmocka_unit_test(test_utf8_width),
        cmocka_unit_test(test_atomic),
        cmocka_unit_test(test_atomic_never_begun),
        cmocka_unit_test(test_open_fails),
        cmocka_unit_test(test_begin_fails),
        cmocka_unit_test(test_atomic_write_error),
        cmocka_unit_test(test_atomic_symlink),
        cmocka_unit_test(test_atomic_in_place),
        cmocka_unit_test(test_atomic_in_place_write_error),
        cmocka_unit_test(test_stream),
        cmocka_unit_test(test_stream_append),
        cmocka_unit_test(test_stream_write_error),
        cmocka_unit_test(test_discard),
    };
    return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
