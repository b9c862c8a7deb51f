/*
 * closure.h -- the object model: heap objects, info tables, stack frames.
 *
 * Every heap object ("closure") is
 *
 *     [ info pointer | profiling header (PROFILING way only) | payload ... ]
 *
 * Invariants
 *  - The size of every object is derivable from its info table (and, for
 *    the variable-sized PAP and BIGINT, from the first payload word), so
 *    the heap can be walked linearly from start to end (heapwalk.h).
 *  - Payload layout: first `ptrs` pointer words, then `nptrs` non-pointer
 *    words; PAP and BIGINT are the only exceptions (see below).
 *  - Sizes are counted in words (Word).  "Size" excludes the profiling
 *    header whenever it is reported (allocation, census): use
 *    closure_size_reported().
 *  - A thunk always has at least one payload word so that it can be
 *    overwritten in place by an indirection (IND) when it is updated.
 *  - Closures outside the heap ("static": top-level functions, CAFs,
 *    literals, the small Int and Char tables) are never moved; a static CAF
 *    that has been updated points into the heap and is then on the CAF list,
 *    which the collector treats as a root.
 *  - Values in weak head normal form have type CON, FUN, PAP, INT, DOUBLE,
 *    CHAR or BIGINT (closure_is_value()).
 *
 * See Note [Blackholes keep their size] in rts/eval.c for why every thunk
 * code has three info tables.
 *
 * Note [Float representation]
 * A Float (GHC's F#) is a DOUBLE object with its own info table,
 * float_info (includes/program.h), whose payload holds the Float's value as
 * a double (every Float is exactly a double).  So everything that reads a
 * number's value (comparisons, literal patterns, truncate/round/floor,
 * isNaN, the collector, the census) treats both alike and costs a Double
 * nothing more, while the info table tells them apart where it matters:
 * the primitives that build a floating result make a Float, rounded to
 * single precision, when an operand is a Float (+, -, * and / computed in
 * double and then rounded are exactly C's float operations, since 53 >=
 * 2 * 24 + 2; sqrt likewise; the other functions call sinf, expf, powf
 * ... as GHC does), show prints a Float's shortest digits among Floats,
 * and heap profiles name it F# and Float.
 *
 * Note [Word representation]
 * A Word (GHC's W#, 64-bit unsigned) is an INT object with its own info
 * table, word_info, whose payload holds the Word's 64 bits.  What reads
 * only the bits treats it as an Int and costs an Int nothing more: ==
 * and /= (the evaluator's fast path), literal patterns, the collector,
 * the census.  What depends on the sign or must build a Word has
 * primitives of its own (primWordAdd ... primWordLt, quot/rem,
 * conversions to and from Integer and Int, rts/prim_num.c), which never
 * take the evaluator's Int fast path; the rest look at the info table:
 * the bit primitives (.&., shiftR logical, popCount) give a Word for a
 * Word, the structural comparison of derived instances and primCompare
 * order Words unsigned, and show prints them unsigned.  A Word result is
 * always allocated (there is no static table of small Words, as GHC has
 * none).
 */
#ifndef LAZYRTS_CLOSURE_H
#define LAZYRTS_CLOSURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uintptr_t Word;
typedef intptr_t SWord;
#define WORD_BYTES ((Word)sizeof(Word))

typedef struct InfoTable InfoTable;
typedef struct Closure Closure;
typedef struct Code Code;
typedef struct ConDesc ConDesc;
typedef struct CostCentreStack CostCentreStack;
typedef struct Srt Srt;

/* ------------------------------------------------------- closure types */

#define CLOSURE_TYPES(X)                                                   \
    X(CON)        /* constructor: fields are payload pointers          */  \
    X(FUN)        /* function: free variables in the payload            */  \
    X(PAP)        /* partial application: fn, nargs (word), args...     */  \
    X(THUNK)      /* suspended computation: free variables              */  \
    X(CAF)        /* static top-level thunk (one payload word)          */  \
    X(BLACKHOLE)  /* thunk under evaluation: payload not traced         */  \
    X(IND)        /* updated thunk: payload[0] = value, rest is slop    */  \
    X(INT)        /* I#: payload[0] = int64                             */  \
    X(DOUBLE)     /* D# or F#: payload[0] = bits of a double            */  \
    X(CHAR)       /* C#: payload[0] = code point                        */  \
    X(BIGINT)     /* big Integer: payload[0] = sign/length, limbs...    */  \
    X(STRLIT)     /* lazy string literal: payload = chars ptr, index    */

typedef enum ClosureType {
#define X(name) CT_##name,
    CLOSURE_TYPES(X)
#undef X
    CT_COUNT
} ClosureType;

extern const char *const closure_type_names[CT_COUNT];

/* --------------------------------------------------------- info tables */

struct InfoTable {
    uint8_t type;            /* ClosureType */
    uint16_t tag;            /* CON: 0-based constructor index */
    uint32_t ptrs;           /* pointer words at the start of the payload */
    uint32_t nptrs;          /* non-pointer words after them */
    uint32_t arity;          /* FUN: number of arguments */
    const Code *code;        /* FUN, THUNK, CAF, BLACKHOLE: the code */
    const ConDesc *con;      /* CON: the constructor's description */
    /* Descriptive strings for profiling (-hd, -hy) and debugging. */
    const char *name;        /* constructor name, or binding path "f.go" */
    const char *descr;       /* -hd band, GHC's spelling: a constructor's
                                name ("Just", "C:Ord"), or for functions and
                                thunks "<Module.binder_lLcC>" (binder the
                                source name, "sat" when anonymous; L, C the
                                line and column of its site); NULL: the
                                census derives one from name and module */
    const char *type_name;   /* -hy band, GHC's spelling ("Int", "[]",
                                "*" for a type variable, "->>IO" for a
                                function of two arguments returning IO),
                                or NULL if unknown */
    const char *module;      /* defining module */
    const char *srcloc;      /* "file.hs:L:C1-C2", or NULL */
};

/* A constructor, as generic Show/Eq/Ord (the primitives) see it. */
struct ConDesc {
    const char *name;        /* "Just", ":", "(,)" */
    const char *type_name;   /* "Maybe" */
    const char *module;
    uint16_t tag;
    uint16_t arity;
    uint16_t family_size;    /* number of constructors of its type */
    uint8_t infix;           /* declared infix */
    uint8_t own_order;       /* its type is compared by library code, not
                                structurally (the library's Down) */
    uint8_t unboxed;         /* the library's IORes, which stands for GHC's
                                unboxed (# State# s, a #): the profiling way
                                charges its allocation to no stack */
    uint8_t fixity;          /* precedence (0..9) */
    const char **fields;     /* record field names, or NULL */
    const ConDesc *const *family;  /* all constructors of the type, by tag */
    const InfoTable *info;   /* the CON info table */
    Closure *nullary;        /* the static closure of a nullary constructor */
};

/* ------------------------------------------------------------ closures */

#ifdef PROFILING
/* The profiling header: the stack that created the object, and one word
   that is either the biographical (LDV) word or the retainer traversal
   word; the two are never used in the same run. */
typedef struct ProfHeader {
    CostCentreStack *ccs;
    Word hp;
} ProfHeader;
#define PROF_HDR_WORDS 2
#else
#define PROF_HDR_WORDS 0
#endif

#define HDR_WORDS (1 + PROF_HDR_WORDS)

struct Closure {
    const InfoTable *info;
#ifdef PROFILING
    ProfHeader prof;
#endif
    Word payload[];
};

/* Pointer fields are stored as Words and converted by value (never by
   casting the payload's address), so no object is accessed through an
   lvalue of the wrong type. */
static inline Closure *closure_ptr(const Closure *c, size_t i)
{
    return (Closure *)c->payload[i];
}

static inline void closure_set_ptr(Closure *c, size_t i, const Closure *p)
{
    c->payload[i] = (Word)p;
}

/* PAP: payload[0] = function closure, payload[1] = number of arguments,
   payload[2..] = arguments (all pointers). */
#define PAP_FN(c) closure_ptr((c), 0)
#define PAP_NARGS(c) ((c)->payload[1])
#define PAP_ARG(c, i) closure_ptr((c), 2 + (size_t)(i))

/* BIGINT: payload[0] = (limb count << 1) | sign bit, payload[1..] = limbs,
   least significant first, no leading zero limb; zero is never a BIGINT
   (small values are INT). */
#define BIG_NLIMBS(c) ((size_t)((c)->payload[0] >> 1))
#define BIG_NEGATIVE(c) ((int)((c)->payload[0] & 1))
#define BIG_LIMBS(c) ((uint64_t *)&(c)->payload[1])

/* STRLIT: payload[0] = const int32_t *code points, payload[1] = length,
   payload[2] = index of the next character. */

static inline ClosureType closure_type(const Closure *c)
{
    return (ClosureType)c->info->type;
}

/* One test of a bit: the evaluator asks at every EVAL. */
#define CT_VALUE_MASK                                                      \
    ((1u << CT_CON) | (1u << CT_FUN) | (1u << CT_PAP) | (1u << CT_INT) |   \
     (1u << CT_DOUBLE) | (1u << CT_CHAR) | (1u << CT_BIGINT))

_Static_assert(CT_COUNT <= 32, "CT_VALUE_MASK holds a bit per closure type");

static inline bool closure_is_value(const Closure *c)
{
    return (CT_VALUE_MASK >> closure_type(c)) & 1u;
}

/* A value that is not a function: a constructor, a number or a
   character, which entering would only return. */
static inline bool closure_is_data(const Closure *c)
{
    return (CT_VALUE_MASK & ~((1u << CT_FUN) | (1u << CT_PAP))) >> closure_type(c) & 1u;
}

/* Payload words (without header) of an object. */
static inline size_t closure_payload_words(const Closure *c)
{
    switch (closure_type(c)) {
    case CT_PAP: return 2 + (size_t)PAP_NARGS(c);
    case CT_BIGINT: return 1 + BIG_NLIMBS(c);
    default: return (size_t)c->info->ptrs + c->info->nptrs;
    }
}

/* Whole size in words, profiling header included. */
static inline size_t closure_size(const Closure *c)
{
    return HDR_WORDS + closure_payload_words(c);
}

/* Size as reported by profiles and statistics: without profiling header. */
static inline size_t closure_size_reported(const Closure *c)
{
    return 1 + closure_payload_words(c);
}

static inline int64_t closure_int(const Closure *c) { return (int64_t)c->payload[0]; }

/* An address range of whole objects, one after the other, walkable with
   closure_size(): a space of the heap (storage_heap_spaces), or the
   spaces a traversal marks (includes/traverse.h). */
typedef struct HeapSpace { Word *start, *end; } HeapSpace;

/* -------------------------------------------------------------- code */

/* One unit of bytecode: a function body, a thunk body or a CAF body. */
struct Code {
    const InfoTable *info;     /* FUN / THUNK / CAF info of its closures */
    const InfoTable *bh_info;  /* THUNK/CAF: the BLACKHOLE info (same size) */
    const InfoTable *ind_info; /* THUNK/CAF: the IND info (same size) */
    uint32_t arity;            /* arguments (FUN) */
    uint32_t nfree;            /* free variables, copied to slots 0..nfree-1 */
    uint32_t nslots;           /* frame size in words, arguments included
                                  (bytecode.h: arguments at fp[0..arity-1],
                                  other slots at fp[-1..-(nslots-arity)]) */
    uint32_t stack_need;       /* extra words the body may push */
    uint32_t nlocals;          /* nslots - arity: the slots an entry makes */
    uint32_t entry_bytes;      /* (nlocals + stack_need) words, in bytes:
                                  what an entry needs below the arguments,
                                  besides the red zone (Note [Entering a
                                  code] in rts/eval.c) */
    const Word *instrs;        /* see includes/bytecode.h */
    uint32_t ninstrs;          /* words in instrs */
    const char *name;          /* binding path, for messages and dumps */
    Srt *srt;                  /* the static objects it may reach, for the
                                  collector (includes/codemap.h), or NULL */
    uint32_t selector;         /* THUNK: 1 + the field it selects from its
                                  one free variable (a selector thunk, which
                                  the collector may evaluate), else 0 */
    struct TickyCounter *ticky; /* ticky way, the user's functions: the
                                  binding's counter (includes/ticky.h) */
    uint32_t entry_clear;      /* EntryClear: what code entry writes into
                                  the locals that are not free variables
                                  (Note [Slots born dead] in
                                  compiler/liveness.c) */
    uint32_t entry_kind;       /* EntryKind: how code entry makes the
                                  frame, from nfree and entry_clear
                                  (code_entry_kind; Note [Entering a code]
                                  in rts/eval.c) */
};

/* A Code's entry_clear.  The default, a static code's, is the safe one. */
typedef enum EntryClear {
    ENTRY_CLEAR_DUMMY = 0,     /* every local set to dummy_closure */
    ENTRY_CLEAR_NONE,          /* left as they are: never read unwritten */
    ENTRY_CLEAR_POISON         /* set to poison_closure, which the stack
                                  walks refuse to meet in a live slot
                                  (LAZYRTS_GC_TORTURE's check) */
} EntryClear;

/* A Code's entry_kind: ENTRY_COPY0 + k when entry only copies k <= 4 free
   variables and leaves the other locals alone; ENTRY_GENERAL (the default,
   a static code's) for the rest, whose entry looks at nfree and
   entry_clear. */
typedef enum EntryKind {
    ENTRY_GENERAL = 0,
    ENTRY_COPY0, ENTRY_COPY1, ENTRY_COPY2, ENTRY_COPY3, ENTRY_COPY4
} EntryKind;

static inline uint32_t code_entry_kind(const Code *c)
{
    bool clears = c->entry_clear != ENTRY_CLEAR_NONE && c->nlocals > c->nfree;
    return clears || c->nfree > 4 ? ENTRY_GENERAL : ENTRY_COPY0 + c->nfree;
}

/* ------------------------------------------------------- stack frames */

/*
 * The stack grows downwards; Sp points at the topmost word.  Every word on
 * the stack is either a slot (argument or local: a closure pointer once
 * written) or part of a frame.  A frame starts (at its lowest address)
 * with a pointer to one of the static FrameInfo records in frame_infos[],
 * which no closure pointer can equal; that is how the stack walks tell
 * frames from written slots, walking from Sp upwards.  A slot not written
 * yet may hold a stale frame word: the walks skip those by the codes'
 * descriptions (StackWalk in rts/storage.h, Note [Slots born dead] in
 * compiler/liveness.c).
 */
typedef enum FrameType {
    FRAME_UPDATE,   /* [info, thunk]: update thunk with the returned value */
    FRAME_CASE,     /* [info, return pc, saved fp]: continue in the caller */
    FRAME_APPLY,    /* [info, n, arg1 .. argn]: apply the value to args */
    FRAME_CATCH,    /* [info, handler, world]: exception handler */
    FRAME_STOP,     /* [info]: bottom of the stack */
    /* The same frames carrying the collector's stack watermark (see Note
       [Stack watermark] in rts/storage.c): they behave as the unmarked
       ones, and returning through one moves the mark up. */
    FRAME_MARKED_UPDATE,
    FRAME_MARKED_CASE,
    FRAME_MARKED_APPLY,
    FRAME_MARKED_CATCH,
    FRAME_TYPE_COUNT
} FrameType;

#define FRAME_MARKED_DELTA (FRAME_MARKED_UPDATE - FRAME_UPDATE)

static inline FrameType frame_unmarked(FrameType t)
{
    return t >= FRAME_MARKED_UPDATE ? (FrameType)(t - FRAME_MARKED_DELTA) : t;
}

typedef struct FrameInfo {
    FrameType type;
    uint32_t fixed_words;      /* words before any variable part */
    const char *name;
} FrameInfo;

extern const FrameInfo frame_infos[FRAME_TYPE_COUNT];

#ifdef PROFILING
/* Frames save the current cost-centre stack in one extra word, last. */
#define FRAME_PROF_WORDS 1
#else
#define FRAME_PROF_WORDS 0
#endif

/* Words of the frame starting at p (the profiling word and an apply
   frame's arguments included): p + frame_words(p) is the next stack item. */
static inline size_t frame_words(const Word *p)
{
    const FrameInfo *fi = (const FrameInfo *)p[0];
    size_t n = fi->fixed_words + FRAME_PROF_WORDS;
    if (frame_unmarked(fi->type) == FRAME_APPLY)
        n += p[1];
    return n;
}

static inline bool word_is_frame(Word w)
{
    return w >= (Word)&frame_infos[0] && w < (Word)&frame_infos[FRAME_TYPE_COUNT];
}

#endif /* LAZYRTS_CLOSURE_H */
