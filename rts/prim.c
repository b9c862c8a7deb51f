/*
 * prim.c -- the primitive operations' dispatcher (prim_run), the
 * allocation helpers every primitive makes its results with, and the
 * introspection primitives.  See prim.h and primops.def.
 *
 * The primitives themselves are in one file for each kind of work:
 * prim_num.c (numbers), prim_walk.c (comparison and the C walks over
 * lists and Strings), prim_text.c (characters, show and read) and
 * prim_io.c (handles, the program's arguments, exit); what they share
 * is declared in prim_internal.h.
 *
 * Invariants
 *  - prim_run only dispatches, and must stay one jump through a table (no
 *    dearer than the switch that inlined the primitives when they were
 *    all in this file): each case jumps to its primitive, which takes
 *    prim_run's three arguments, or just returns an argument.  A case
 *    that did work after a call would give prim_run a stack frame that
 *    every primitive pays for; a primitive taking other arguments would
 *    make it move registers; a default case would add a range check
 *    (every PrimOp has its case instead, which -Wswitch checks); and a few
 *    targets shared by cases interleaved with others (in primops.def's
 *    order) make gcc test bits first, which is why decodeFloat goes to
 *    floating_prim with its neighbours.
 *  - An allocation helper may collect.  One that is given a closure
 *    keeps it alive across its allocation (mk_option_list, and mk_pair in
 *    prim_num.c); one that makes several objects makes the room for all
 *    of them first (mk_string_cps).
 */
#define _POSIX_C_SOURCE 200809L
#include "prim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ allocation */

/* A small Int or Char result is a shared static object, but GHC's code
   allocates the I# or C# box: the profiling way charges it as allocated
   (Note [Boxed results are charged] in includes/prof.h). */
Closure *mk_int(int64_t v)
{
    if (v >= INTLIKE_MIN && v <= INTLIKE_MAX) {
        PROF_CHARGE(1 + 1);
        return static_int(v);
    }
    Closure *c = alloc_obj(&int_info, 1);
    c->payload[0] = (Word)v;
    return c;
}

Closure *mk_char(int32_t ch)
{
    if (ch >= 0 && ch < 256) {
        PROF_CHARGE(1 + 1);
        return static_char(ch);
    }
    Closure *c = alloc_obj(&char_info, 1);
    c->payload[0] = (Word)ch;
    return c;
}

/* A Bignum whose limbs are outside the heap becomes an INT or BIGINT. */
Closure *mk_integer(Bignum b)
{
    if (bn_fits_int64(b))
        return mk_int(bn_to_int64(b));
    Closure *c = alloc_obj(&bigint_info, 1 + b.len);
    c->payload[0] = ((Word)b.len << 1) | (b.neg ? 1 : 0);
    memcpy(BIG_LIMBS(c), b.limb, b.len * sizeof(uint64_t));
    return c;
}

Closure *rt_static_integer(const char *decimal)
{
    closure_init_tables();
    size_t len = strlen(decimal);
    uint64_t *buf = calloc(bn_from_str_bound(len, 10), sizeof(uint64_t));
    Bignum b;
    if (!buf || !bn_from_str(decimal, len, 10, buf, &b)) {
        fprintf(stderr, "lazyrun: bad integer literal %s\n", decimal);
        exit(1);
    }
    Closure *c;
    if (bn_fits_int64(b)) {
        int64_t v = bn_to_int64(b);
        if (v >= INTLIKE_MIN && v <= INTLIKE_MAX) {
            free(buf);
            return static_int(v);
        }
        c = calloc(HDR_WORDS + 1, sizeof(Word));
        c->info = &int_info;
        c->payload[0] = (Word)v;
    } else {
        c = calloc(HDR_WORDS + 1 + b.len, sizeof(Word));
        c->info = &bigint_info;
        c->payload[0] = ((Word)b.len << 1) | (b.neg ? 1 : 0);
        memcpy(BIG_LIMBS(c), b.limb, b.len * sizeof(uint64_t));
    }
    free(buf);
    return c;
}

/* Builds a list of characters from code points (GC-safe: one reserve). */
Closure *mk_string_cps(const int32_t *cps, size_t n)
{
    size_t words = n * (HDR_WORDS + 2);
    for (size_t i = 0; i < n; i++)
        if (cps[i] < 0 || cps[i] >= 256)
            words += HDR_WORDS + 1;
    storage_reserve(words);
    Closure *list = the_program->nil;
    for (size_t i = n; i-- > 0;) {
        list = mk_cons_reserved(mk_char(cps[i]), list);
    }
    return list;
}

/* UTF-8 text to a list of characters. */
Closure *mk_string(const char *s, size_t len)
{
    if (len == 0)
        return the_program->nil;
    int32_t *cps = malloc(len * sizeof(int32_t));
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        unsigned char b = (unsigned char)s[i];
        int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
        int32_t c = extra ? (b & (0x3F >> extra)) : b;
        i++;
        for (int k = 0; k < extra && i < len; k++, i++)
            c = (c << 6) | (s[i] & 0x3F);
        cps[n++] = c;
    }
    Closure *r = mk_string_cps(cps, n);
    free(cps);
    return r;
}

/* Reads an evaluated String into a malloc'd UTF-8 C string. */
char *string_to_c(Closure *s)
{
    size_t cap = 64, n = 0;
    char *buf = malloc(cap);
    for (s = follow(s); closure_type(s) == CT_CON && s->info->tag == 1;
         s = follow(closure_ptr(s, 1))) {
        Closure *ch = follow(closure_ptr(s, 0));
        if (closure_type(ch) != CT_CHAR)
            break;
        if (n + 5 > cap)
            buf = realloc(buf, cap *= 2);
        uint32_t u = (uint32_t)ch->payload[0];
        if (u < 0x80) {
            buf[n++] = (char)u;
        } else if (u < 0x800) {
            buf[n++] = (char)(0xC0 | (u >> 6));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        } else if (u < 0x10000) {
            buf[n++] = (char)(0xE0 | (u >> 12));
            buf[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        } else {
            buf[n++] = (char)(0xF0 | (u >> 18));
            buf[n++] = (char)(0x80 | ((u >> 12) & 0x3F));
            buf[n++] = (char)(0x80 | ((u >> 6) & 0x3F));
            buf[n++] = (char)(0x80 | (u & 0x3F));
        }
    }
    buf[n] = 0;
    return buf;
}

/* [] when x is NULL, else [x]: the Maybe-like answers of primitives. */
Closure *mk_option_list(Closure *x)
{
    if (!x)
        return the_program->nil;
    storage_push_root(&x);
    Closure *cons = alloc_obj(the_program->cons_info, 2);
    storage_pop_roots(1);
    closure_set_ptr(cons, 0, x);
    closure_set_ptr(cons, 1, the_program->nil);
    return cons;
}

/* ---------------------------------------------------- introspection */

static const ConDesc *con_of(const Closure *c)
{
    return closure_type(c) == CT_CON ? c->info->con : NULL;
}

/* Not inlined: in prim_run, its calls would give prim_run a stack frame
   that every primitive would pay for (see the invariants above). */
static __attribute__((noinline)) PrimResult introspect(PrimOp op, Word *argw,
                                                       Closure **out)
{
    Closure *a = A(0);
    const ConDesc *cd = con_of(a);
    switch (op) {
    case PRIM_TYPE_OF: {
        int t;
        switch (closure_type(a)) {
        case CT_INT: t = 0; break;
        case CT_BIGINT: t = 1; break;
        case CT_DOUBLE: t = 2; break;
        case CT_CHAR: t = 3; break;
        case CT_CON: t = 4; break;
        default: t = 5; break;
        }
        *out = mk_int(t);
        return PR_VALUE;
    }
    case PRIM_CON_TAG: *out = mk_int(cd ? cd->tag : 0); return PR_VALUE;
    case PRIM_CON_ARITY: *out = mk_int(cd ? cd->arity : 0); return PR_VALUE;
    case PRIM_CON_FIELD: {
        int64_t i = closure_int(A(1));
        *out = cd && i >= 0 && i < cd->arity ? closure_ptr(a, i) : the_program->unit;
        return PR_VALUE;
    }
    case PRIM_CON_NAME: {
        const char *n = cd ? cd->name : "?";
        *out = mk_string(n, strlen(n));
        return PR_VALUE;
    }
    case PRIM_CON_FIELD_NAME: {
        int64_t i = closure_int(A(1));
        const char *n = cd && cd->fields && i >= 0 && i < cd->arity && cd->fields[i]
                            ? cd->fields[i] : "";
        *out = mk_string(n, strlen(n));
        return PR_VALUE;
    }
    case PRIM_CON_IS_INFIX: *out = mk_bool(cd && cd->infix); return PR_VALUE;
    case PRIM_CON_FIXITY: *out = mk_int(cd ? cd->fixity : 9); return PR_VALUE;
    case PRIM_CON_NCONS: *out = mk_int(cd ? cd->family_size : 0); return PR_VALUE;
    case PRIM_CON_SIBLING: {
        int64_t t = closure_int(A(1));
        Closure *sib = NULL;
        if (cd && t >= 0 && t < cd->family_size && cd->family[t]->arity == 0)
            sib = cd->family[t]->nullary;
        *out = mk_option_list(sib);
        return PR_VALUE;
    }
    default:
        *out = the_program->unit;
        return PR_VALUE;
    }
}

/* ------------------------------------------------------ dispatcher */

PrimResult prim_run(PrimOp op, Word *argw, Closure **out)
{
    switch (op) {
    case PRIM_INT_ADD: case PRIM_INT_SUB: case PRIM_INT_MUL: case PRIM_INT_NEGATE:
    case PRIM_INT_ABS: case PRIM_INT_QUOT: case PRIM_INT_REM: case PRIM_INT_DIV:
    case PRIM_INT_MOD: case PRIM_INT_QUOTREM: case PRIM_INT_DIVMOD: case PRIM_INT_SHIFTL:
        return int_prim(op, argw, out);
    case PRIM_INTEGER_TO_INT:
        return integer_to_int(op, argw, out);
    case PRIM_WORD_ADD: case PRIM_WORD_SUB: case PRIM_WORD_MUL: case PRIM_WORD_NEGATE:
    case PRIM_WORD_QUOT: case PRIM_WORD_REM: case PRIM_WORD_QUOTREM: case PRIM_WORD_LT:
    case PRIM_WORD_LE: case PRIM_WORD_GT: case PRIM_WORD_GE: case PRIM_WORD_TO_INTEGER:
    case PRIM_INTEGER_TO_WORD: case PRIM_WORD_TO_INT: case PRIM_INT_TO_WORD:
        return word_prim(op, argw, out);
    case PRIM_UNSAFE_COERCE:
        *out = A(0);
        return PR_ENTER;
    case PRIM_DECODE_DOUBLE: case PRIM_DECODE_FLOAT: case PRIM_ENCODE_DOUBLE:
    case PRIM_ENCODE_FLOAT: case PRIM_TO_FLOAT: case PRIM_INT_TO_FLOAT: case PRIM_TO_DOUBLE:
    case PRIM_IS_NAN: case PRIM_IS_INF:
    case PRIM_SQRT: case PRIM_EXP: case PRIM_LOG: case PRIM_SIN: case PRIM_COS:
    case PRIM_TAN: case PRIM_ASIN: case PRIM_ACOS: case PRIM_ATAN: case PRIM_SINH:
    case PRIM_COSH: case PRIM_TANH: case PRIM_ASINH: case PRIM_ACOSH: case PRIM_ATANH:
    case PRIM_ATAN2: case PRIM_POW: case PRIM_FDIV:
        return floating_prim(op, argw, out);
    case PRIM_READ_FLOAT:
        return read_float(op, argw, out);
    case PRIM_ADD: case PRIM_SUB: case PRIM_MUL:
        return arith(op, argw, out);
    case PRIM_NEGATE: case PRIM_ABS: case PRIM_SIGNUM:
        return unary_num(op, argw, out);
    case PRIM_QUOT: case PRIM_REM: case PRIM_DIV: case PRIM_MOD:
        return division(op, argw, out);
    case PRIM_QUOTREM: case PRIM_DIVMOD:
        return division_pair(op, argw, out);
    case PRIM_TRUNCATE: case PRIM_ROUND: case PRIM_CEILING: case PRIM_FLOOR:
        return rounding(op, argw, out);
    case PRIM_AND: case PRIM_OR: case PRIM_XOR: case PRIM_COMPLEMENT:
    case PRIM_SHIFTL: case PRIM_SHIFTR: case PRIM_POPCOUNT:
        return bits(op, argw, out);
    case PRIM_EQ: case PRIM_NE: case PRIM_LT: case PRIM_LE: case PRIM_GT:
    case PRIM_GE: case PRIM_COMPARE: case PRIM_EQ_STRING: case PRIM_COMPARE_STRING:
        return comparison(op, argw, out);
    case PRIM_LIST_INDEX: case PRIM_LIST_LENGTH:
        return list_walk(op, argw, out);
    case PRIM_FIND_ELEM: case PRIM_FIND_KEY:
        return find_walk(op, argw, out);
    case PRIM_SORT:
        return sort_walk(op, argw, out);
    case PRIM_ORD: case PRIM_CHR: case PRIM_TO_UPPER: case PRIM_TO_LOWER:
    case PRIM_IS_UPPER: case PRIM_IS_LOWER: case PRIM_IS_ALPHA: case PRIM_IS_DIGIT:
    case PRIM_IS_ALNUM: case PRIM_IS_SPACE: case PRIM_IS_PUNCT: case PRIM_IS_SYMBOL:
    case PRIM_IS_PRINT:
        return char_prim(op, argw, out);
    case PRIM_SHOW_NUM:
        return show_num(op, argw, out);
    case PRIM_READ_NUM:
        return read_num(op, argw, out);
    case PRIM_TYPE_OF: case PRIM_CON_TAG: case PRIM_CON_ARITY: case PRIM_CON_FIELD:
    case PRIM_CON_NAME: case PRIM_CON_FIELD_NAME: case PRIM_CON_IS_INFIX:
    case PRIM_CON_FIXITY: case PRIM_CON_NCONS: case PRIM_CON_SIBLING:
        return introspect(op, argw, out);
    case PRIM_SEQ:
        *out = A(1);
        return PR_VALUE;
    case PRIM_RAISE:
        *out = A(0);
        return PR_RAISE;
    case PRIM_CATCH:
        return PR_CATCH;
    case PRIM_HPUTCHAR: case PRIM_HPUTSTR_BEGIN: case PRIM_HPUTSTR_PREFIX:
    case PRIM_HPUTSTR_END: case PRIM_HFLUSH: case PRIM_HCLOSE: case PRIM_HGETCHAR:
    case PRIM_HGETLINE: case PRIM_HGETCHUNK: case PRIM_HISEOF: case PRIM_HSETBUF:
    case PRIM_OPENFILE: case PRIM_STRERROR: case PRIM_HERROR: case PRIM_HFAILED:
    case PRIM_HNAME: case PRIM_GETARGS: case PRIM_GETPROGNAME: case PRIM_PROF_CALLSTACK:
    case PRIM_EXIT:
        return io_prim(op, argw, out);
    case PRIM_COUNT:
        break;
    }
    __builtin_unreachable();            /* op < PRIM_COUNT: no range check */
}

const PrimOpInfo primop_info[PRIM_COUNT] = {
#define PRIMOP(id, name, arity, strict, fallback) {name, arity, strict, fallback},
#include "../includes/primops.def"
#undef PRIMOP
};
