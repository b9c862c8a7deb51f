/*
 * report_prof.h -- the cost-centre report: the .prof file of +RTS -p, -P,
 * -Pa and its JSON form (-pj), in GHC 9.0.2's layout byte for byte (only
 * the numbers differ).  The caller opens the file (includes/report.h,
 * REPORT_ATOMIC) and stops the ticker first.
 *
 * Invariants
 *  - The report is a pure function of the tree under `main_ccs`, the
 *    centre list and the run description (and the date, report_time_str),
 *    so tests build trees and centre lists by hand.
 *  - Writing changes only the fields ccs.h marks as the report's:
 *    CostCentre.mem_alloc / time_ticks (recomputed from zero each time)
 *    and CostCentreStack.inherited_alloc / inherited_ticks; nothing is
 *    freed or unlinked (pruning only skips), so it may run again.
 *  - "System" centres (cc->is_system: GC, SYSTEM, OVERHEAD_of, DONT_CARE,
 *    IDLE) are left out of the totals, of the inherited costs and of the
 *    printed rows below CC_REPORT_ALL; at ALL and JSON they are ordinary.
 *    They still count for the column widths (GHC measures every stack the
 *    pruning kept, printed or not).
 */
#ifndef LAZYRTS_REPORT_PROF_H
#define LAZYRTS_REPORT_PROF_H

#include <stdio.h>

#include "../includes/ccs.h"
#include "../includes/rtsflags.h"

/* What the header of the report says about the run. */
typedef struct CcsReportRun {
    const char *prog;         /* program name ("nfib2"): the text header and
                                 JSON "program" */
    int argc;                 /* program arguments, argv[0] = the program's
                                 name as invoked (JSON "arguments") */
    char *const *argv;
    int rts_argc;             /* RTS arguments, +RTS/-RTS removed */
    char *const *rts_argv;
    double tick_interval;     /* seconds; 0 = ticker off */
    CcReport level;           /* SUMMARY -p, VERBOSE -P, ALL -Pa, JSON -pj */
    CostCentre *centres;      /* every centre, newest first; NULL: the
                                 registration list, ccs_all_centres() */
} CcsReportRun;

/* Writes the report of the tree under `main_ccs` (CCS_MAIN) to `f`. */
void ccs_report_write(FILE *f, CostCentreStack *main_ccs,
                      const CcsReportRun *run);

#endif /* LAZYRTS_REPORT_PROF_H */
