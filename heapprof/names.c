/*
 * names.c -- band names in GHC 9.0.2's spelling (FORMATS.md, `.hp`).
 *
 * Note [Closure-type names]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~
 * -hT names a constructor by its package and home module as GHC does
 * ("ghc-prim:GHC.Types.:", "main:Main.Leaf"), and every other object by
 * its closure type as GHC's info tables spell it: a function or thunk
 * with p pointer and n non-pointer free-variable words is FUN_p_n /
 * THUNK_p_n when p + n <= 2 (GHC's specialised layouts), FUN / THUNK
 * otherwise.  Our thunks without free variables carry one padding word
 * (closure.h) that is not a free variable: THUNK.  Constructors our
 * library defines where GHC's base defines them are named after GHC's
 * home module (table below), so profiles of the two runtimes compare.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heapprof_int.h"

/* Where GHC 9.0.2 defines the constructors that programs see most. */
static const struct { const char *con, *home; } ghc_homes[] = {
    {":", "ghc-prim:GHC.Types"},      {"[]", "ghc-prim:GHC.Types"},
    {"True", "ghc-prim:GHC.Types"},   {"False", "ghc-prim:GHC.Types"},
    {"LT", "ghc-prim:GHC.Types"},     {"EQ", "ghc-prim:GHC.Types"},
    {"GT", "ghc-prim:GHC.Types"},     {"I#", "ghc-prim:GHC.Types"},
    {"C#", "ghc-prim:GHC.Types"},     {"D#", "ghc-prim:GHC.Types"},
    {"()", "ghc-prim:GHC.Tuple"},     {"IS", "ghc-bignum:GHC.Num.Integer"},
    {"IP", "ghc-bignum:GHC.Num.Integer"}, {"IN", "ghc-bignum:GHC.Num.Integer"},
    {"Just", "base:GHC.Maybe"},       {"Nothing", "base:GHC.Maybe"},
    {"Left", "base:Data.Either"},     {"Right", "base:Data.Either"},
    {":%", "base:GHC.Real"},
};

static const char *ghc_home(const char *con)
{
    if (con[0] == '(' && (con[1] == ',' || con[1] == ')'))
        return "ghc-prim:GHC.Tuple";
    for (size_t i = 0; i < sizeof ghc_homes / sizeof ghc_homes[0]; i++)
        if (strcmp(ghc_homes[i].con, con) == 0)
            return ghc_homes[i].home;
    return NULL;
}

static const char *type_name_of(const InfoTable *info)
{
    return info->type < CT_COUNT ? closure_type_names[info->type] : "?";
}

/* FUN_p_n / THUNK_p_n (Note [Closure-type names]). */
static const char *layout_name(const char *kind, uint32_t ptrs, uint32_t nptrs,
                               char *buf, size_t n)
{
    if (ptrs + nptrs == 0 || ptrs + nptrs > 2)
        snprintf(buf, n, "%s", kind);
    else
        snprintf(buf, n, "%s_%u_%u", kind, ptrs, nptrs);
    return buf;
}

const char *name_closure_type(const InfoTable *info, char *buf, size_t n)
{
    const char *con = info->name ? info->name : "?";
    const char *module = info->module ? info->module : "Main";
    switch ((ClosureType)info->type) {
    case CT_CON: {
        const char *home = ghc_home(con);
        if (home)
            snprintf(buf, n, "%s.%s", home, con);
        else if (strcmp(module, "Main") == 0)
            snprintf(buf, n, "main:%s.%s", module, con);
        else
            snprintf(buf, n, "base:%s.%s", module, con);
        return buf;
    }
    case CT_INT: case CT_DOUBLE: case CT_CHAR:
        /* I# or W# (Note [Word representation]), C#, and D# or F# (Note
           [Float representation]) */
        snprintf(buf, n, "ghc-prim:GHC.Types.%s", con);
        return buf;
    case CT_BIGINT: return "ghc-bignum:GHC.Num.Integer.IP";
    case CT_FUN: return layout_name("FUN", info->ptrs, info->nptrs, buf, n);
    case CT_THUNK:
        /* a thunk without free variables has one padding word */
        return layout_name("THUNK", info->ptrs, info->ptrs ? info->nptrs : 0,
                           buf, n);
    case CT_STRLIT: return "THUNK";
    default: return type_name_of(info);
    }
}

/* The last component of a binding path "f.go" -> "go". */
static const char *binder_of(const char *path)
{
    const char *dot = strrchr(path, '.');
    return dot && dot[1] ? dot + 1 : path;
}

/* Objects of the runtime's own making are named by their closure type in
   -hd and -hy, whatever code they came from; NULL for the others. */
static const char *runtime_object(const InfoTable *info)
{
    switch ((ClosureType)info->type) {
    case CT_BLACKHOLE: return "BLACKHOLE";
    case CT_IND: return "IND";
    case CT_PAP: return "PAP";
    default: return NULL;
    }
}

const char *name_descr(const InfoTable *info, char *buf, size_t n)
{
    const char *rt = runtime_object(info);
    if (rt)
        return rt;
    if (info->descr)
        return info->descr;
    switch ((ClosureType)info->type) {
    case CT_CON: case CT_INT: case CT_DOUBLE: case CT_CHAR: case CT_BIGINT:
        return info->name ? info->name : "?";
    case CT_FUN: case CT_THUNK: case CT_CAF: case CT_STRLIT:
        snprintf(buf, n, "<%s.%s>", info->module ? info->module : "Main",
                 info->name ? binder_of(info->name) : "sat");
        return buf;
    default:
        return type_name_of(info);
    }
}

const char *name_type(const InfoTable *info, char *buf, size_t n)
{
    (void)buf;
    (void)n;
    const char *rt = runtime_object(info);
    if (rt)
        return rt;
    if (info->type_name)
        return info->type_name;
    if (info->type == CT_CON && info->con && info->con->type_name)
        return info->con->type_name;
    return "*";
}

#ifdef PROFILING
/* One element of a -hc name: a CAF centre as "Module.CAF" (with
   -fprof-cafs, "Module.<caf>"), any other centre by its label. */
static void put_centre(FILE *f, const CostCentre *cc)
{
    if (cc->is_caf)
        fprintf(f, "%s.%s", cc->module, cc->label);
    else
        fputs(cc->label, f);
}

char *name_ccs(const CostCentreStack *ccs, int limit)
{
    char *text = NULL, *name = NULL;
    size_t len = 0, name_len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    for (const CostCentreStack *s = ccs; s && s->prev; s = s->prev) {
        if (s != ccs)
            fputc('/', f);
        put_centre(f, s->cc);
    }
    fclose(f);
    if (ccs->prev == NULL) {
        free(text);
        text = NULL;
        f = open_memstream(&name, &name_len);
        if (!f)
            return NULL;
        fputs("MAIN", f);
        fclose(f);
        return name;
    }
    f = open_memstream(&name, &name_len);
    if (!f) {
        free(text);
        return NULL;
    }
    if (limit > 0 && len > (size_t)limit)
        fprintf(f, "(%u)%.*s...", ccs->id, limit > 4 ? limit - 4 : 0, text);
    else
        fprintf(f, "(%u)%s", ccs->id, text);
    fclose(f);
    free(text);
    return name;
}

const char *name_module(const CostCentreStack *ccs)
{
    return ccs->prev == NULL ? "MAIN" : ccs->cc->module;
}
#endif
