/*
 * closure.c -- the tables of the object model (includes/closure.h,
 * includes/bytecode.h): frame descriptions, closure type names and the
 * opcode table, the built-in info tables (I#, W#, C#, D#, F#, Integer, string
 * literals, PAPs) and the static Int and Char closures.
 */
#include <stdbool.h>

#include "../includes/bytecode.h"
#include "../includes/program.h"

const FrameInfo frame_infos[FRAME_TYPE_COUNT] = {
    [FRAME_UPDATE] = {FRAME_UPDATE, 2, "update"},
    [FRAME_CASE] = {FRAME_CASE, 3, "case"},
    [FRAME_APPLY] = {FRAME_APPLY, 2, "apply"},
    [FRAME_CATCH] = {FRAME_CATCH, 3, "catch"},
    [FRAME_STOP] = {FRAME_STOP, 1, "stop"},
    [FRAME_MARKED_UPDATE] = {FRAME_MARKED_UPDATE, 2, "update (marked)"},
    [FRAME_MARKED_CASE] = {FRAME_MARKED_CASE, 3, "case (marked)"},
    [FRAME_MARKED_APPLY] = {FRAME_MARKED_APPLY, 2, "apply (marked)"},
    [FRAME_MARKED_CATCH] = {FRAME_MARKED_CATCH, 3, "catch (marked)"},
};

const OpcodeInfo opcode_info[OP_COUNT] = {
#define OPCODE(name, fixed, var) {#name, fixed, var},
#include "../includes/opcodes.def"
#undef OPCODE
};

const char *const closure_type_names[CT_COUNT] = {
#define X(name) #name,
    CLOSURE_TYPES(X)
#undef X
};

/* ------------------------------------------------- built-in objects */

/* descr and type_name are what GHC 9.0.2's heap profiles (-hd, -hy) call
   the same objects.  A small Integer is an I# here (GHC's IS), a big one
   GHC's IP constructor and its limbs together.  STRLIT is the rest of a
   string literal still to unpack: GHC's unpacking thunk in GHC.CString.
   Indirections keep descr NULL: the census names them by closure type. */
const InfoTable int_info = {.type = CT_INT, .nptrs = 1, .name = "I#", .descr = "I#",
                            .type_name = "Int", .module = "GHC.Types"};
const InfoTable double_info = {.type = CT_DOUBLE, .nptrs = 1, .name = "D#",
                               .descr = "D#", .type_name = "Double",
                               .module = "GHC.Types"};
/* A Float is a DOUBLE object of its own info table: Note [Float
   representation] in includes/closure.h. */
const InfoTable float_info = {.type = CT_DOUBLE, .nptrs = 1, .name = "F#",
                              .descr = "F#", .type_name = "Float",
                              .module = "GHC.Types"};
/* A Word is an INT object of its own info table: Note [Word
   representation] in includes/closure.h. */
const InfoTable word_info = {.type = CT_INT, .nptrs = 1, .name = "W#", .descr = "W#",
                             .type_name = "Word", .module = "GHC.Types"};
const InfoTable char_info = {.type = CT_CHAR, .nptrs = 1, .name = "C#", .descr = "C#",
                             .type_name = "Char", .module = "GHC.Types"};
const InfoTable bigint_info = {.type = CT_BIGINT, .name = "IP", .descr = "IP",
                               .type_name = "Integer", .module = "GHC.Num.Integer"};
const InfoTable strlit_info = {.type = CT_STRLIT, .nptrs = 3,
                               .name = "unpackCString#", .descr = "<GHC.CString.sat>",
                               .type_name = "[]", .module = "GHC.CString"};
const InfoTable strlit_ind_info = {.type = CT_IND, .ptrs = 1, .nptrs = 2,
                                   .name = "IND", .module = "GHC.CString"};
const InfoTable pap_info = {.type = CT_PAP, .name = "PAP", .descr = "PAP",
                            .type_name = "PAP", .module = "GHC.Prim"};
const InfoTable caf_ind_info = {.type = CT_IND, .ptrs = 1, .name = "IND_STATIC",
                                .module = "GHC.Prim"};
static const InfoTable dummy_info = {.type = CT_CON, .name = "(dummy)",
                                     .module = "lazyrts"};
static const InfoTable poison_info = {.type = CT_CON, .name = "(unwritten)",
                                      .module = "lazyrts"};

static Word char_table[256 * STATIC_OBJ_WORDS];
static Word int_table[(INTLIKE_MAX - INTLIKE_MIN + 1) * STATIC_OBJ_WORDS];
static Word dummy_words[HDR_WORDS];
static Word poison_words[HDR_WORDS];
Closure *const static_chars = (Closure *)char_table;
Closure *const static_ints = (Closure *)int_table;
Closure *const dummy_closure = (Closure *)dummy_words;
Closure *const poison_closure = (Closure *)poison_words;

/* The static tables are filled in once, before anything runs. */
void closure_init_tables(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    for (int c = 0; c < 256; c++) {
        Closure *cl = static_char(c);
        cl->info = &char_info;
        cl->payload[0] = (Word)c;
    }
    for (int64_t i = INTLIKE_MIN; i <= INTLIKE_MAX; i++) {
        Closure *cl = static_int(i);
        cl->info = &int_info;
        cl->payload[0] = (Word)i;
    }
    dummy_closure->info = &dummy_info;
    poison_closure->info = &poison_info;
}
