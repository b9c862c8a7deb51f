/*
 * ccs_run.c -- the ccs module's part of a run: the report at exit, the
 * ticker, and the stack traces (-xc, "CallStack (from -prof)").
 * See includes/ccs.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../includes/ccs.h"
#include "../includes/report.h"
#include "../includes/rtsflags.h"
#include "../includes/rtsmodule.h"
#include "report_prof.h"

bool ccs_show_exceptions;

static Report prof_report;
static CcsReportRun run;
static bool reporting;              /* the .prof file is open */
static bool report_tree;            /* -p and friends: the report in it */
static void (*section_head)(FILE *f), (*section_tail)(FILE *f);

bool ccs_prof_add_sections(const RtsRun *r, void (*head)(FILE *f),
                           void (*tail)(FILE *f))
{
    section_head = head;
    section_tail = tail;
    if (!reporting)
        reporting = report_open(&prof_report, REPORT_ATOMIC, r->prog, r->stem,
                                ".prof");
    return true;
}

static void finish(RtsEnd how, int status)
{
    (void)status;
    ccs_ticker_stop();
    ccs_set(CCS_SYSTEM);
    if (!reporting)
        return;
    reporting = false;
    if (how == RTS_END_NEVER_RAN) {
        report_discard(&prof_report);
        return;
    }
    FILE *f = report_begin(&prof_report);
    if (f) {
        bool json = run.level == CC_REPORT_JSON;
        if (section_head && !json)
            section_head(f);
        if (report_tree)
            ccs_report_write(f, CCS_MAIN, &run);
        if (section_tail && !json)
            section_tail(f);
        report_close(&prof_report, run.prog);
    }
}

static bool start(const RtsRun *r)
{
    const RtsFlags *flags = r->flags;
    ccs_init();
    ccs_show_exceptions = flags->show_ccs_on_exception;
    run.prog = r->prog;
    run.argc = r->argc;
    run.argv = r->argv;
    run.rts_argc = r->rts_argc;
    run.rts_argv = r->rts_argv;
    run.tick_interval = flags->tick_interval;
    run.level = flags->cc_report;
    report_tree = flags->cc_report != CC_REPORT_NONE;
    if (report_tree)
        reporting = report_open(&prof_report, REPORT_ATOMIC, r->prog, r->stem,
                                ".prof");
    if (reporting)
        ccs_ticker_start(flags->tick_interval);
    return true;
}

const RtsModule ccs_module = {
    .name = "ccs",
    .bit = RTS_MODULE_CCS,
    .start = start,
    .finish = finish,
};

/* ------------------------------------------------------ stack traces */

/* "<first>Main.f,\n  called from Main.g,\n ... called from Main.CAF\n":
   the centres of `s` from the top, MAIN left out. */
static void print_trace(FILE *to, const char *first, const CostCentreStack *s)
{
    const char *prefix = first;
    for (; s && s->prev; s = s->prev) {
        fprintf(to, "%s%s.%s%s\n", prefix, s->cc->module, s->cc->label,
                s->prev->prev ? "," : "");
        prefix = "  called from ";
    }
}

void ccs_print_exception(const char *desc, CostCentreStack *cur,
                         CostCentreStack *const *evaluators, int nevaluators)
{
    fprintf(stderr, "*** Exception (reporting due to +RTS -xc): (%s), stack trace: \n",
            desc);
    print_trace(stderr, "  ", cur);
    /* A stack that bottoms out in a CAF says little: show who demanded
       the thunks under evaluation, as far as they are CAF stacks too. */
    const CostCentreStack *last = cur;
    int shown = 0;
    for (int i = 0; i < nevaluators && shown < 10; i++) {
        if (!last->root->cc->is_caf)
            break;
        const CostCentreStack *e = evaluators[i];
        if (e == last || e == CCS_MAIN || e->cc->is_system)
            continue;
        print_trace(stderr, "  --> evaluated by: ", e);
        last = e;
        shown++;
    }
    fflush(stderr);
}

char *ccs_callstack_text(const CostCentreStack *s)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    if (s && s->prev) {
        fputs("\nCallStack (from -prof):", f);
        for (; s->prev; s = s->prev)
            fprintf(f, "\n  %s.%s (%s)", s->cc->module, s->cc->label, s->cc->srcloc);
    }
    fclose(f);
    return text;
}
