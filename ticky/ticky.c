/*
 * ticky.c -- the ticky module: the counters' events (ticky_event), and
 * the .ticky report at exit (+RTS -r[<file>]).  See includes/ticky.h and
 * FORMATS.md (`.ticky`).
 *
 * What is counted here, and what stays 0 (docs/profiling.md, "Ticky-ticky
 * counters"): function and thunk entries, update frames, heap checks and
 * the allocation of the user's code by kind, calls by kind with the
 * arguments that go through the generic apply (SLOW_CALL_fast_<p..>),
 * constructors returned (RET_NEW), and the names' entries and allocation.  Counters of machinery lazyrts
 * does not have (entries via Node, indirections, the RTS's own
 * allocation, update kinds, selector thunks in the collector) are 0.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/report.h"
#include "../includes/rtsflags.h"
#include "../includes/rtsmodule.h"
#include "../includes/ticky.h"

uint64_t ticky_globals[TICKY_NGLOBALS];
TickyCounter *ticky_registered;

#define G(name) ticky_globals[TICKY_##name]

/* ------------------------------------------------------------ events */

static void enlist(TickyCounter *c)
{
    if (!c->registered) {
        c->registered = true;
        c->link = ticky_registered;
        ticky_registered = c;
    }
}

/* The arguments an unknown call passes through the generic apply, in
   chunks of at most six pointers as GHC's stg_ap_ functions take them. */
static void slow_call(uintptr_t n)
{
    static const TickyGlobal by_count[] = {
        TICKY_SLOW_CALL_fast_v_ctr, TICKY_SLOW_CALL_fast_p_ctr,
        TICKY_SLOW_CALL_fast_pp_ctr, TICKY_SLOW_CALL_fast_ppp_ctr,
        TICKY_SLOW_CALL_fast_pppp_ctr, TICKY_SLOW_CALL_fast_ppppp_ctr,
        TICKY_SLOW_CALL_fast_pppppp_ctr,
    };
    if (n > 6) {
        G(MULTI_CHUNK_SLOW_CALL_ctr)++;
        G(MULTI_CHUNK_SLOW_CALL_CHUNKS_ctr) += (n + 5) / 6;
    }
    while (n > 6) {
        G(SLOW_CALL_fast_pppppp_ctr)++;
        n -= 6;
    }
    ticky_globals[by_count[n]]++;
}

static void alloc(const TickyAlloc *a)
{
    G(HEAP_CHK_ctr)++;
    if (a->bytes == 0)
        return;
    G(ALLOC_HEAP_ctr)++;
    G(ALLOC_HEAP_tot) += a->bytes;
    if (a->counter)
        a->counter->allocs += a->bytes;
    G(ALLOC_CON_ctr) += a->count[TICKY_ALLOC_CON];
    G(ALLOC_CON_gds) += a->kind_bytes[TICKY_ALLOC_CON];
    G(ALLOC_FUN_ctr) += a->count[TICKY_ALLOC_FUN];
    G(ALLOC_FUN_gds) += a->kind_bytes[TICKY_ALLOC_FUN];
    G(ALLOC_UP_THK_ctr) += a->count[TICKY_ALLOC_THK];
    G(ALLOC_THK_gds) += a->kind_bytes[TICKY_ALLOC_THK];
    G(ALLOC_PAP_ctr) += a->count[TICKY_ALLOC_PAP];
    G(ALLOC_PAP_gds) += a->kind_bytes[TICKY_ALLOC_PAP];
    for (uint32_t i = 0; i < a->nallocd; i++) {
        enlist(a->allocd[i]);
        a->allocd[i]->allocd += a->allocd_bytes[i];
    }
}

void ticky_event(uintptr_t event, uintptr_t operand)
{
    switch ((TickyEvent)event) {
    case TICKY_ENTER_FUN: {
        TickyCounter *c = (TickyCounter *)operand;
        enlist(c);
        c->entries++;
        if (c->is_static)
            G(ENT_STATIC_FUN_DIRECT_ctr)++;
        else
            G(ENT_DYN_FUN_DIRECT_ctr)++;
        G(STK_CHK_ctr)++;
        return;
    }
    case TICKY_ENTER_THUNK:
        if (operand) {
            G(ENT_STATIC_THK_MANY_ctr)++;
            G(UPD_CAF_BH_SINGLE_ENTRY_ctr)++;
        } else {
            G(ENT_DYN_THK_MANY_ctr)++;
        }
        G(UPDF_PUSHED_ctr)++;
        G(STK_CHK_ctr)++;
        return;
    case TICKY_ENTER_DYN_THUNK: {
        TickyCounter *c = (TickyCounter *)operand;
        enlist(c);
        c->entries++;
        G(ENT_DYN_THK_MANY_ctr)++;
        G(UPDF_PUSHED_ctr)++;
        G(STK_CHK_ctr)++;
        return;
    }
    case TICKY_ENTER_LNE: {
        TickyCounter *c = (TickyCounter *)operand;
        enlist(c);
        c->entries++;
        return;
    }
    case TICKY_ALLOC:
        alloc((const TickyAlloc *)operand);
        return;
    case TICKY_CALL:
        switch ((TickyCallKind)(operand & 15)) {
        case TICKY_CALL_KNOWN: G(KNOWN_CALL_ctr)++; return;
        case TICKY_CALL_TOO_FEW: G(KNOWN_CALL_TOO_FEW_ARGS_ctr)++; return;
        case TICKY_CALL_EXTRA: G(KNOWN_CALL_EXTRA_ARGS_ctr)++; break;
        case TICKY_CALL_UNKNOWN: G(UNKNOWN_CALL_ctr)++; break;
        case TICKY_CALL_JUMP: return;
        }
        slow_call(operand >> 4);
        return;
    case TICKY_RETURN: {
        static const TickyGlobal bins[] = {
            TICKY_RET_NEW_hst_0, TICKY_RET_NEW_hst_1, TICKY_RET_NEW_hst_2,
            TICKY_RET_NEW_hst_3, TICKY_RET_NEW_hst_4, TICKY_RET_NEW_hst_5,
            TICKY_RET_NEW_hst_6, TICKY_RET_NEW_hst_7, TICKY_RET_NEW_hst_8,
        };
        G(RET_NEW_ctr)++;
        ticky_globals[bins[operand < 8 ? operand : 8]]++;
        return;
    }
    }
}

/* ------------------------------------------------------------ report */

static double pct(uint64_t part, uint64_t whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

typedef unsigned long long ull;

static void quoted(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'')
            fputs("'\\''", f);
        else
            fputc(*s, f);
    }
    fputs("' ", f);
}

static void histogram(FILE *f, const char *label, TickyGlobal total, TickyGlobal bin0)
{
    fprintf(f, "%-16s%12llu: ", label, (ull)ticky_globals[total]);
    for (int i = 0; i < 9; i++)
        fprintf(f, "%5.1f%%", pct(ticky_globals[bin0 + i], ticky_globals[total]));
    fputc('\n', f);
}

static void write_summary(FILE *f)
{
    uint64_t thunks = G(ENT_STATIC_THK_SINGLE_ctr) + G(ENT_STATIC_THK_MANY_ctr) +
                      G(ENT_DYN_THK_SINGLE_ctr) + G(ENT_DYN_THK_MANY_ctr);
    uint64_t data = G(ENT_STATIC_CON_ctr) + G(ENT_DYN_CON_ctr);
    uint64_t inds = G(ENT_STATIC_IND_ctr) + G(ENT_DYN_IND_ctr);
    uint64_t perm = G(ENT_PERM_IND_ctr);
    uint64_t funs = G(ENT_STATIC_FUN_DIRECT_ctr) + G(ENT_DYN_FUN_DIRECT_ctr);
    uint64_t enters = funs + thunks + data + inds + perm;
    uint64_t direct = enters - G(ENT_VIA_NODE_ctr);
    fputs("\nSTACK USAGE:\n\n", f);
    fprintf(f, "ENTERS: %llu  of which %llu (%.1f%%) direct to the entry code\n"
               "\t\t  [the rest indirected via Node's info ptr]\n",
            (ull)enters, (ull)direct, pct(direct, enters));
    fprintf(f, "%11llu (%5.1f%%) thunks\n", (ull)thunks, pct(thunks, enters));
    fprintf(f, "%11llu (%5.1f%%) data values\n", (ull)data, pct(data, enters));
    fprintf(f, "%11llu (%5.1f%%) normal indirections\n", (ull)inds, pct(inds, enters));
    fprintf(f, "%11llu (%5.1f%%) permanent indirections\n", (ull)perm, pct(perm, enters));
    fprintf(f, "\nFUNCTION ENTRIES: %llu\n", (ull)funs);
    uint64_t known = G(KNOWN_CALL_ctr) + G(KNOWN_CALL_TOO_FEW_ARGS_ctr) +
                     G(KNOWN_CALL_EXTRA_ARGS_ctr);
    uint64_t calls = known + G(UNKNOWN_CALL_ctr);
    fprintf(f, "\nTAIL CALLS: %llu, of which %llu (%.0f%%) were to known functions\n",
            (ull)calls, (ull)known, pct(known, calls));
    fprintf(f, "\nSLOW APPLICATIONS: %llu evaluated, %llu unevaluated\n",
            (ull)(G(SLOW_CALL_ctr) - G(SLOW_CALL_UNEVALD_ctr)),
            (ull)G(SLOW_CALL_UNEVALD_ctr));
    fputs("\n         Too few args   Correct args   Too many args\n", f);
    fprintf(f, "   FUN     %8llu       %8llu        %8llu\n",
            (ull)G(SLOW_CALL_FUN_TOO_FEW_ctr), (ull)G(SLOW_CALL_FUN_CORRECT_ctr),
            (ull)G(SLOW_CALL_FUN_TOO_MANY_ctr));
    fprintf(f, "   PAP     %8llu       %8llu        %8llu\n",
            (ull)G(SLOW_CALL_PAP_TOO_FEW_ctr), (ull)G(SLOW_CALL_PAP_CORRECT_ctr),
            (ull)G(SLOW_CALL_PAP_TOO_MANY_ctr));
    uint64_t returns = G(RET_NEW_ctr) + G(RET_OLD_ctr) + G(RET_UNBOXED_TUP_ctr);
    fprintf(f, "\n\nRETURNS: %llu\n", (ull)returns);
    fprintf(f, "%11llu (%5.1f%%) from entering a new constructor\n"
               "\t\t  [the rest from entering an existing constructor]\n\n",
            (ull)G(RET_NEW_ctr), pct(G(RET_NEW_ctr), returns));
    histogram(f, "RET_NEW:", TICKY_RET_NEW_ctr, TICKY_RET_NEW_hst_0);
    histogram(f, "RET_OLD:", TICKY_RET_OLD_ctr, TICKY_RET_OLD_hst_0);
    histogram(f, "RET_UNBOXED_TUP:", TICKY_RET_UNBOXED_TUP_ctr, TICKY_RET_UNBOXED_TUP_hst_0);
    uint64_t con_upd = G(UPD_CON_IN_NEW_ctr) + G(UPD_CON_IN_PLACE_ctr);
    uint64_t pap_upd = G(UPD_PAP_IN_NEW_ctr) + G(UPD_PAP_IN_PLACE_ctr);
    uint64_t updates = con_upd + pap_upd + G(UPD_SQUEEZED_ctr);
    fprintf(f, "\nUPDATE FRAMES: %llu (%llu omitted from thunks)\n",
            (ull)G(UPDF_PUSHED_ctr), (ull)G(UPDF_OMITTED_ctr));
    fprintf(f, "CATCH FRAMES:  %llu\n", (ull)G(CATCHF_PUSHED_ctr));
    fprintf(f, "UPDATES: %llu\n", (ull)updates);
    fprintf(f, "%11llu (%5.1f%%) data values\n"
               "\t\t  [%llu in place, %llu allocated new space]\n",
            (ull)con_upd, pct(con_upd, updates), (ull)G(UPD_CON_IN_PLACE_ctr),
            (ull)G(UPD_CON_IN_NEW_ctr));
    fprintf(f, "%11llu (%5.1f%%) partial applications\n"
               "\t\t  [%llu in place, %llu allocated new space]\n",
            (ull)pap_upd, pct(pap_upd, updates), (ull)G(UPD_PAP_IN_PLACE_ctr),
            (ull)G(UPD_PAP_IN_NEW_ctr));
    fprintf(f, "%11llu (%5.1f%%) updates by squeezing\n", (ull)G(UPD_SQUEEZED_ctr),
            pct(G(UPD_SQUEEZED_ctr), updates));
}

static const char STARS[] = "**************************************************";

static void write_table(FILE *f)
{
    if (ticky_registered)
        fprintf(f, "\nThe following table is explained by "
                   "https://gitlab.haskell.org/ghc/ghc/wikis/debugging/ticky-ticky\n"
                   "All allocation numbers are in bytes.\n\n%s\n\n", STARS);
    fprintf(f, "%11s%11s%11s  %-23s %s\n", "Entries", "Alloc", "Alloc'd",
            "Non-void Arguments", "STG Name");
    for (int i = 0; i < 80; i++)
        fputc('-', f);
    fputc('\n', f);
    for (const TickyCounter *c = ticky_registered; c; c = c->link)
        fprintf(f, "%11llu%11llu%11llu %3d %-20.20s %s\n", (ull)c->entries,
                (ull)c->allocs, (ull)c->allocd, c->arity, c->arg_kinds, c->name);
}

static void write_globals(FILE *f)
{
    fprintf(f, "\n%s\n", STARS);
#define TICKY_CTR(name) fprintf(f, "%11llu %s\n", (ull)G(name), #name);
#define TICKY_CTR_Z(name)                                                   \
    fprintf(f, "%11llu %c!%s requires +RTS -Z\n", (ull)G(name), #name[0], &#name[1]);
#include "../includes/tickyctrs.def"
#undef TICKY_CTR
#undef TICKY_CTR_Z
}

static void write_report(FILE *f, const RtsRun *run)
{
    for (int i = 0; i < run->argc; i++)
        quoted(f, run->argv[i]);
    if (run->rts_argc > 0) {
        fputs("+RTS ", f);
        for (int i = 0; i < run->rts_argc; i++)
            quoted(f, run->rts_argv[i]);
    }
    fputc('\n', f);
    write_summary(f);
    write_table(f);
    write_globals(f);
}

/* ------------------------------------------------------------ module */

static Report report;
static bool reporting, to_stderr;
static RtsRun the_run;

static bool start(const RtsRun *run)
{
    const RtsFlags *flags = run->flags;
    if (!flags->ticky)
        return true;
    the_run = *run;
    to_stderr = flags->ticky_to_stderr;
    if (to_stderr)
        return true;
    if (flags->ticky_file) {
        /* GHC opens -r<file> as it opens -s<file>: its message, the usage
           text, and the program does not run */
        FILE *probe = fopen(flags->ticky_file, "a");
        if (!probe) {
            rtsflags_cant_open_stats(stderr, run->prog, flags->ticky_file, run->build);
            return false;
        }
        fclose(probe);
        reporting = report_open(&report, REPORT_ATOMIC, run->prog, flags->ticky_file, "");
    } else
        reporting = report_open(&report, REPORT_ATOMIC, run->prog, run->prog, ".ticky");
    return true;
}

static void finish(RtsEnd how, int status)
{
    (void)status;
    if (to_stderr) {
        to_stderr = false;
        if (how != RTS_END_NEVER_RAN) {
            write_report(stderr, &the_run);
            fflush(stderr);
        }
        return;
    }
    if (!reporting)
        return;
    reporting = false;
    if (how == RTS_END_NEVER_RAN) {
        report_discard(&report);
        return;
    }
    FILE *f = report_begin(&report);
    if (f) {
        write_report(f, &the_run);
        report_close(&report, the_run.prog);
    }
}

const RtsModule ticky_module = {
    .name = "ticky",
    .bit = RTS_MODULE_TICKY,
    .start = start,
    .finish = finish,
};
