/*
 * main.c -- lazyrun: compile a program and run it.
 *
 *   lazyrun [way] [compile flags] Prog.hs [args] [+RTS flags -RTS] [args]
 *
 * Start-up order: the command line (cmdline.c), the RTS flags
 * (rtsflags.c: errors stop here, before any compiling), the program
 * (compile.c, codegen.c), the storage manager, then the evaluator.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../compiler/codegen.h"
#include "../compiler/compile.h"
#include "../compiler/cstack.h"
#include "../compiler/diag.h"
#include "../compiler/image.h"
#include "../includes/rtsflags.h"
#include "cmdline.h"
#include "clock.h"
#include "eval.h"
#include "io.h"
#include "modules.h"
#include "prim.h"
#include "rtsexit.h"
#include "stats.h"
#include "storage.h"

static RtsFlags flags;
static LazyrunCmdline cl;
static FILE *stats_out;          /* where +RTS -s/-S/-t write, or NULL */
static double start_cpu, start_wall, init_cpu, init_wall;

/* +RTS -s / -S / -t at exit. */
static void write_stats(int status)
{
    (void)status;
    if (!stats_out)
        return;
    FILE *to = stats_out;
    RtsStats s;
    memset(&s, 0, sizeof s);
    double cpu = cpu_now() - start_cpu, wall = wall_now() - start_wall;
    s.allocated_bytes = storage_allocated_words() * WORD_BYTES;
    s.copied_bytes = storage_stats.copied_words * WORD_BYTES;
    s.max_live_bytes = storage_stats.max_live_words * WORD_BYTES;
    s.cumulative_live_bytes = storage_stats.cumulative_live_words * WORD_BYTES;
    s.major_gcs = (uint32_t)storage_stats.major_collections;
    s.max_mem_in_use_bytes = storage_stats.max_heap_words * WORD_BYTES;
    s.generations = 2;
    s.gen[0].collections = storage_stats.minor_collections;
    s.gen[1].collections = storage_stats.major_collections;
    for (int g = 0; g < 2; g++) {
        s.gen[g].cpu_seconds = storage_stats.gc_seconds[g];
        s.gen[g].elapsed_seconds = storage_stats.gc_elapsed[g];
        s.gen[g].max_pause_seconds = storage_stats.max_pause[g];
    }
    s.init_cpu = init_cpu;
    s.init_elapsed = init_wall;
    s.gc_cpu = storage_stats.gc_seconds[0] + storage_stats.gc_seconds[1];
    s.gc_elapsed = storage_stats.gc_elapsed[0] + storage_stats.gc_elapsed[1];
    /* heap censuses are PROF time, as in GHC; the ordinary runtime has
       no such line, and there they count as GC time */
#ifdef PROFILING
    s.profiling_way = true;
    /* the retainer traversal's share is RP time, as in GHC */
    s.rp_cpu = rts_retainer_seconds[0];
    s.rp_elapsed = rts_retainer_seconds[1];
    s.prof_cpu = rts_modules_seconds() - s.rp_cpu;
    s.prof_elapsed = rts_modules_elapsed() - s.rp_elapsed;
    if (s.prof_cpu < 0) s.prof_cpu = 0;
    if (s.prof_elapsed < 0) s.prof_elapsed = 0;
#else
    s.gc_cpu += rts_modules_seconds();
    s.gc_elapsed += rts_modules_elapsed();
#endif
    s.mut_cpu = cpu - init_cpu - s.gc_cpu - s.prof_cpu - s.rp_cpu;
    s.mut_elapsed = wall - init_wall - s.gc_elapsed - s.prof_elapsed - s.rp_elapsed;
    if (s.mut_cpu < 0) s.mut_cpu = 0;
    if (s.mut_elapsed < 0) s.mut_elapsed = 0;
    s.total_cpu = cpu;
    s.total_elapsed = wall;
    if (flags.gc_stats == GC_STATS_ONELINE)
        stats_write_oneline(to, &s);
    else
        stats_write_summary(to, &s);
    if (to != stderr)
        fclose(to);
}

/* Opens the statistics file before the program runs, as GHC does: a file
   that cannot be created is a flag error (message, usage, exit 1). */
static bool open_stats(const RtsBuild *build)
{
    if (flags.gc_stats == GC_STATS_NONE)
        return true;
    if (!flags.stats_file || strcmp(flags.stats_file, "stderr") == 0) {
        stats_out = stderr;
        return true;
    }
    stats_out = fopen(flags.stats_file, "w");
    if (!stats_out) {
        rtsflags_cant_open_stats(stderr, cl.program_stem, flags.stats_file, build);
        return false;
    }
    stats_write_cmdline(stats_out, cl.prog_argc, cl.prog_argv, cl.rts_argc, cl.rts_argv);
    return true;
}

/* The directory of this executable into dir (`cap` bytes), and its file
   name into *name (within dir's buffer) when name is not NULL; false when
   /proc/self/exe cannot say. */
static bool self_dir(char *dir, size_t cap, const char **name)
{
    ssize_t n = readlink("/proc/self/exe", dir, cap - 1);
    if (n <= 0)
        return false;
    dir[n] = '\0';
    char *slash = strrchr(dir, '/');
    if (!slash)
        return false;
    *slash = '\0';
    if (name)
        *name = slash + 1;
    return true;
}

#if !defined(PROFILING) && !defined(TICKY) && (defined(HAVE_WAY_PROF) || defined(HAVE_WAY_TICKY))
/* `lazyrun -prof ...` runs the profiling runtime (`-ticky` the ticky one), a program of its own
   (rts/local.mk, Note [Runtime ways]): next to this executable in a build
   tree, in the package's libexec directory when installed.  Returns only
   when it cannot be started. */
static int exec_way(const char *program, char **argv)
{
    char dir[4096], path[4200];
    if (self_dir(dir, sizeof dir, NULL)) {
        snprintf(path, sizeof path, "%s/%s", dir, program);
        if (access(path, X_OK) == 0) {
            execv(path, argv);
            perror(path);
            return 1;
        }
    }
    snprintf(path, sizeof path, "%s/%s", LAZYRTS_PKGLIBEXECDIR, program);
    execv(path, argv);
    fprintf(stderr, "lazyrun: cannot run the runtime %s (looked beside lazyrun and in %s)\n",
            program, LAZYRTS_PKGLIBEXECDIR);
    return 1;
}
#endif

typedef struct Compilation {
    Arena *arena;
    CoreProgram *core;           /* NULL after a compile error */
    Program *prog;               /* NULL after a code generation error */
} Compilation;

/* Static, so that what the compiler built stays reachable however main
   returns (LeakSanitizer checks after it has). */
static Compilation compiled;

/* The library image of this executable (Note [The library image] in
   compiler/image.c): beside it in a build tree, in the package's libexec
   directory when installed; NULL where there is none, or when
   LAZYRTS_LIBRARY=source asks for the library to be compiled from its
   sources (docs/building.md).  Static storage. */
static const char *library_image(void)
{
    static char path[4200];
    const char *lib = getenv("LAZYRTS_LIBRARY");
    if (lib && strcmp(lib, "source") == 0)
        return NULL;
    char dir[4096];
    const char *name;
    if (!self_dir(dir, sizeof dir, &name))
        return NULL;
    snprintf(path, sizeof path, "%s/%s.img", dir, name);
    if (access(path, F_OK) != 0)
        snprintf(path, sizeof path, "%s/%s.img", LAZYRTS_PKGLIBEXECDIR, name);
    return path;
}

/* `lazyrun --image-trace IMG PAGES PROG.hs`, which the build runs (Note
   [Laying out the image by use] in compiler/image.c): PROG is compiled
   against the image IMG, whose pages it touches are written to PAGES. */
static const char *trace_image, *trace_pages;
static bool traced;

/* The front end and the code generator, on the compiler's own stack
   (Note [The compiler's stack] in compiler/cstack.c). */
static void compile_and_generate(void *p)
{
    Compilation *c = p;
    CompileRequest req = {cl.program_path, cl.compile, cl.dump_ast, cl.dump_core, NULL};
    if (trace_pages) {
        if (image_trace(c->arena, trace_image, &req.library, trace_pages) != 0)
            return;
        c->core = compile_program(c->arena, &req);
        c->prog = c->core ? codegen_program(c->core, cl.program_stem) : NULL;
        traced = image_trace_end() == 0;
        return;
    }
    /* the image first: it brings the arena's intern table, which every
       string of the program goes into */
    const char *image = library_image(), *why = NULL;
    if (image && image_load(c->arena, image, &req.library, &why) == IMAGE_BAD) {
        fprintf(stderr, "lazyrun: the library image %s cannot be used: %s\n", image, why);
        return;
    }
    c->core = compile_program(c->arena, &req);
    if (!c->core)
        return;
    c->prog = codegen_program(c->core, cl.program_stem);
    if (c->prog && cl.dump_bytecode)
        codegen_dump(stdout, c->core, getenv("LAZYRTS_DUMP_LIBS") != NULL);
}

/* `lazyrun --make-image FILE` and its passes (image.h), which the build
   runs: on the compiler's stack as any compilation. */
typedef struct ImageJob { int pass; const char *file; int status; } ImageJob;

static void image_job(void *p)
{
    ImageJob *job = p;
    job->status = image_pass(job->pass, job->file);
}

static int image_command(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--make-image") == 0)
        return image_make("/proc/self/exe", argv[2]);
    if (strcmp(argv[2], "0") != 0 && strcmp(argv[2], "1") != 0) {
        fprintf(stderr, "lazyrun: --image-pass wants 0 or 1\n");
        return 1;
    }
    ImageJob job = { argv[2][0] - '0', argv[3], 1 };
    cstack_run(image_job, &job);
    return job.status;
}

int main(int argc, char **argv)
{
    start_cpu = cpu_now();
    start_wall = wall_now();
    if ((argc == 3 && strcmp(argv[1], "--make-image") == 0)
        || (argc == 4 && strcmp(argv[1], "--image-pass") == 0))
        return image_command(argc, argv);
    char *traced_argv[3];
    if (argc == 5 && strcmp(argv[1], "--image-trace") == 0) {
        trace_image = argv[2];
        trace_pages = argv[3];
        traced_argv[0] = argv[0];
        traced_argv[1] = argv[4];
        traced_argv[2] = NULL;
        argc = 2;
        argv = traced_argv;
    }
    int status = cmdline_parse(&cl, argc, argv, getenv("GHCRTS"), stdout, stderr);
    if (status != CMDLINE_RUN)
        return status;
#ifndef HAVE_WAY_TICKY
    if (cl.ticky) {
        fprintf(stderr, "lazyrun: -ticky needs the ticky module (ticky-ticky counters), which "
                        "this build left out (./configure --disable-ticky); configure without "
                        "--disable-ticky to use it\n");
        return 1;
    }
#endif
#if !defined(PROFILING) && !defined(TICKY)
    if (cl.way == RTS_WAY_PROF) {
#ifdef HAVE_WAY_PROF
        return exec_way("lazyrun-prof", argv);
#else
        fprintf(stderr, "lazyrun: -prof needs the ccs module (cost-centre profiling), which "
                        "this build left out (./configure --disable-ccs); configure without "
                        "--disable-ccs to use it\n");
        return 1;
#endif
    }
#ifdef HAVE_WAY_TICKY
    if (cl.way == RTS_WAY_TICKY)
        return exec_way("lazyrun-ticky", argv);
#endif
#endif
    RtsBuild build = rtsflags_this_build();
    build.ticky_code = cl.ticky;      /* -prof -ticky: the profiling way */
    rtsflags_init(&flags, &build);
    status = rtsflags_parse(&flags, &build, cl.program_stem, cl.rts_argc,
                            cl.rts_argv, stdout, stderr);
    if (status != RTSFLAGS_RUN)
        return status;
    if (!open_stats(&build))
        return 1;
    rts_prog_name = cl.program_stem;
    rts_max_heap_bytes = flags.max_heap_bytes;
    storage_prog_name = cl.program_stem;
    const char *torture = getenv("LAZYRTS_GC_TORTURE");
    storage_torture = torture && *torture && strcmp(torture, "0") != 0;

    prim_set_args(cl.prog_argc - 1, cl.prog_argv + 1, cl.program_stem);
    /* Note [A damaged block met late] in compiler/image.c */
    image_guard_signals();
    rts_on_internal_error(image_exit_if_damaged);
    diag_on_first_message(image_exit_if_damaged);
    compiled.arena = arena_new();
    cstack_run(compile_and_generate, &compiled);
    if (trace_pages)
        return compiled.prog && traced ? 0 : 1;
    if (!compiled.core) {
        arena_free(compiled.arena);  /* nothing else may hold it after an early error */
        return 1;
    }
    if (!compiled.prog)
        return 1;
    /* a census sees the enumerations evaluated by bytecode, as before
       (Note [The list walk steps enumerations] in prim_walk.c), and
       sort's own objects (Note [Sorting in C]) */
    if (flags.heap_profile != HEAP_BY_NONE) {
        memset(compiled.prog->enum_tail, 0, sizeof compiled.prog->enum_tail);
        compiled.prog->census = true;
    }
    the_program = compiled.prog;     /* the program lives to the end (also after a dump) */
    if (cl.dump_ast || cl.dump_core || cl.dump_bytecode)
        return 0;

    uint64_t stack = rts_stack_room(flags.max_stack_bytes);
    if (stack == 0 || stack > ((uint64_t)4 << 30))
        stack = (uint64_t)4 << 30;
    storage_init((size_t)flags.nursery_bytes, (size_t)flags.max_heap_bytes, (size_t)stack);
    io_init();
    rts_on_exit(write_stats);
    rts_catch_interrupts();
    init_cpu = cpu_now() - start_cpu;
    init_wall = wall_now() - start_wall;
    /* after compiling: the ticker charges the program's time only */
    RtsRun run = {&flags, &build, cl.program_stem,
                  rtsflags_output_stem(&flags, cl.program_stem),
                  cl.prog_argc, cl.prog_argv, cl.rts_argc, cl.rts_argv};
    if (!rts_modules_start(&run, init_cpu))
        return 1;
    eval_main();
    rts_exit(0);
}
