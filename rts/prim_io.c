/*
 * prim_io.c -- the IO primitives: the operations on handles (rts/io.c
 * keeps the handles, their buffers and errors), putStr's walk over the
 * evaluated prefix of a String (put_str_prefix), the program's arguments
 * and name, and exit.
 *
 * Invariants
 *  - An IO primitive acts when it is evaluated; the library sequences
 *    them (IO actions are functions of the world token).
 *  - put_str_prefix holds the String in a C variable and so never
 *    collects: it writes the cells already evaluated, and those that
 *    follow_step makes with the room there is (Note [The walks step
 *    appends] in rts/prim_walk.c).
 *  - In the profiling way a handle operation is charged the IORes its
 *    action returns (Note [Handle operations allocate]).
 */
#define _POSIX_C_SOURCE 200809L
#include "prim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "rtsexit.h"

/* --------------------------------------------------------------- IO */

static int prog_argc;
static char **prog_argv;
static const char *prog_name_str;

void prim_set_args(int argc, char **argv, const char *prog_name)
{
    closure_init_tables();
    prog_argc = argc;
    prog_argv = argv;
    prog_name_str = prog_name;
}

static Closure *read_line(int64_t h)
{
    size_t cap = 128, n = 0;
    int32_t *buf = malloc(cap * sizeof(int32_t));
    int32_t c;
    while ((c = io_get_char(h)) != -1 && c != '\n') {
        if (n == cap)
            buf = realloc(buf, (cap *= 2) * sizeof(int32_t));
        buf[n++] = c;
    }
    Closure *s = mk_string_cps(buf, n);
    free(buf);
    return s;
}

static Closure *read_chunk(int64_t h)
{
    size_t cap = 4096, n = 0;
    int32_t *buf = malloc(cap * sizeof(int32_t));
    int32_t c;
    /* a line at a time, so that interactive programs see input early */
    while (n < cap && (c = io_get_char(h)) != -1) {
        buf[n++] = c;
        if (c == '\n')
            break;
    }
    Closure *s = mk_string_cps(buf, n);
    free(buf);
    return s;
}

static PrimResult put_str_prefix(Word *argw, Closure **out)
{
    int64_t h = closure_int(A(0));
    Closure *s = follow(A(1));
    if (io_failed(h)) {             /* a failed write ends the string */
        *out = the_program->nil;
        return PR_VALUE;
    }
    while (closure_type(s) == CT_CON) {
        if (s->info->tag == 0) {
            s = the_program->nil;
            break;
        }
        Closure *ch = follow(closure_ptr(s, 0));
        if (closure_type(ch) != CT_CHAR)
            break;
        io_put_pending(h, (int32_t)ch->payload[0]);
        s = follow_step(closure_ptr(s, 1));    /* Note [The walks step appends] */
    }
    *out = s;
    return PR_VALUE;
}

/* Note [Handle operations allocate]
 * GHC's IO actions return an unboxed pair (# State#, a #), which is no
 * heap object, so `return`, >>= and the rest of the plumbing allocate
 * nothing; lazyrts's IORes, which stands for it, is charged to no stack
 * (PROF_ALLOC_CON).  But every operation on a handle (hPutStr, print,
 * hGetLine, hFlush, openFile...) allocates in GHC's library, so a stack
 * that only runs such an operation has costs and is in GHC's report.
 * Its primitive here makes no object: it is charged the two words of the
 * IORes its action returns (the size lazyrts charged before IORes became
 * free), so that the same stacks are in the report. */
static void charge_handle_operation(PrimOp op)
{
    switch (op) {
    case PRIM_HPUTCHAR: case PRIM_HPUTSTR_END: case PRIM_HFLUSH:
    case PRIM_HCLOSE: case PRIM_HGETCHAR: case PRIM_HGETLINE:
    case PRIM_HGETCHUNK: case PRIM_HISEOF: case PRIM_HSETBUF:
    case PRIM_OPENFILE:
        PROF_CHARGE(2);
        break;
    default:
        break;
    }
}

PrimResult io_prim(PrimOp op, Word *argw, Closure **out)
{
    charge_handle_operation(op);
    switch (op) {
    case PRIM_HPUTCHAR:
        io_put_char(closure_int(A(0)), (int32_t)A(1)->payload[0]);
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HPUTSTR_BEGIN:
        io_put_begin(closure_int(A(0)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HPUTSTR_PREFIX:
        return put_str_prefix(argw, out);
    case PRIM_HPUTSTR_END:
        io_put_end(closure_int(A(0)), A(1) == the_program->true_);
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HFLUSH:
        io_flush(closure_int(A(0)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_HCLOSE:
        *out = mk_bool(io_close(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HGETCHAR: {
        int32_t c = io_get_char(closure_int(A(0)));
        *out = c < 0 ? mk_int(-1) : mk_char(c);
        return PR_VALUE;
    }
    case PRIM_HGETLINE:
        *out = read_line(closure_int(A(0)));
        return PR_VALUE;
    case PRIM_HGETCHUNK:
        *out = read_chunk(closure_int(A(0)));
        return PR_VALUE;
    case PRIM_HISEOF:
        *out = mk_bool(io_is_eof(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HSETBUF:
        io_set_buffering(closure_int(A(0)), (int)closure_int(A(1)));
        *out = the_program->unit;
        return PR_VALUE;
    case PRIM_OPENFILE: {
        char *path = string_to_c(A(0));
        int64_t h = io_open(path, (int)closure_int(A(1)));
        free(path);
        *out = mk_int(h);
        return PR_VALUE;
    }
    case PRIM_HERROR:
        *out = mk_int(io_take_error(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HFAILED:
        *out = mk_bool(io_failed(closure_int(A(0))));
        return PR_VALUE;
    case PRIM_HNAME: {
        const char *name = io_name(closure_int(A(0)));
        *out = mk_string(name, strlen(name));
        return PR_VALUE;
    }
    case PRIM_STRERROR: {
        const char *m = strerror((int)closure_int(A(0)));
        *out = mk_string(m, strlen(m));
        return PR_VALUE;
    }
    case PRIM_GETARGS: {
        Closure *list = the_program->nil;
        storage_push_root(&list);
        for (int i = prog_argc - 1; i >= 0; i--) {
            Closure *s = mk_string(prog_argv[i], strlen(prog_argv[i]));
            storage_push_root(&s);
            Closure *cons = alloc_obj(the_program->cons_info, 2);
            storage_pop_roots(1);
            closure_set_ptr(cons, 0, s);
            closure_set_ptr(cons, 1, list);
            list = cons;
        }
        storage_pop_roots(1);
        *out = list;
        return PR_VALUE;
    }
    case PRIM_GETPROGNAME:
        *out = mk_string(prog_name_str, strlen(prog_name_str));
        return PR_VALUE;
    case PRIM_PROF_CALLSTACK: {
#ifdef PROFILING
        char *text = ccs_callstack_text(ccs_get());
        *out = text ? mk_string(text, strlen(text)) : the_program->nil;
        free(text);
#else
        *out = the_program->nil;
#endif
        return PR_VALUE;
    }
    case PRIM_EXIT:
        rts_exit_code(closure_int(A(0)));
    default:
        *out = the_program->unit;
        return PR_VALUE;
    }
}
