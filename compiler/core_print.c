/*
 * core_print.c -- a readable dump of Core (lazyrun --dump-core).
 *
 * The layout is Haskell-like and deterministic, so unit tests compare
 * dumps as text:
 *
 *   Main.nfib = \n_3 ->
 *     case primLt# n_3 2 of
 *       True -> 1
 *       False -> ...
 *
 * Local variables print as name_id (ids make the binding structure
 * visible), globals as Module.name, primitives with a trailing '#',
 * constructors bare, join points as `join j = e in body`.
 */
#include <stdio.h>
#include <string.h>
#include "cstack.h"
#include "core.h"

static void pr(FILE *out, const CoreExpr *e, int indent);

static void newline(FILE *out, int indent)
{
    fprintf(out, "\n%*s", indent, "");
}

static void pr_var(FILE *out, const CoreVar *v)
{
    if (v)
        fprintf(out, "%s_%d", v->name, v->id);
    else
        fputs("_", out);
}

static void pr_char(FILE *out, int64_t c, char quote)
{
    if (c == quote || c == '\\')
        fprintf(out, "\\%c", (char)c);
    else if (c >= 32 && c < 127)
        fputc((int)c, out);
    else
        fprintf(out, "\\%lld", (long long)c);
}

static void pr_lit(FILE *out, const CoreLit *l)
{
    switch (l->kind) {
    case CL_INT: fprintf(out, "%lld", (long long)l->i); break;
    case CL_BIGINT: fputs(l->text, out); break;
    case CL_WORD: fprintf(out, "%llu", (unsigned long long)l->i); break;
    case CL_DOUBLE: fprintf(out, "%.17g", l->d); break;
    case CL_FLOAT: fprintf(out, "%.9g", l->d); break;
    case CL_CHAR: fputc('\'', out); pr_char(out, l->i, '\''); fputc('\'', out); break;
    case CL_STRING:
        fputc('"', out);
        for (int i = 0; i < l->len; i++)
            pr_char(out, l->str[i], '"');
        fputc('"', out);
        break;
    }
}

static void pr_span(FILE *out, SrcSpan s)
{
    if (s.l1 != s.l2)
        fprintf(out, "(%d,%d)-(%d,%d)", s.l1, s.c1, s.l2, s.c2);
    else if (s.c1 == s.c2)
        fprintf(out, "%d:%d", s.l1, s.c1);
    else
        fprintf(out, "%d:%d-%d", s.l1, s.c1, s.c2);
}

static bool is_atom(const CoreExpr *e)
{
    return e->kind == CE_VAR || e->kind == CE_GLOBAL || e->kind == CE_LIT
        || ((e->kind == CE_CON || e->kind == CE_PRIM) && e->nargs == 0);
}

static void pr_arg(FILE *out, const CoreExpr *e, int indent)
{
    bool neg = e->kind == CE_LIT && ((e->lit.kind == CL_INT && e->lit.i < 0)
               || ((e->lit.kind == CL_DOUBLE || e->lit.kind == CL_FLOAT) && e->lit.d < 0)
               || (e->lit.kind == CL_BIGINT && e->lit.text[0] == '-'));
    bool parens = !is_atom(e) || neg;
    fputs(parens ? "(" : "", out);
    pr(out, e, indent);
    fputs(parens ? ")" : "", out);
}

static void pr_args(FILE *out, CoreExpr *const *args, int n, int indent)
{
    for (int i = 0; i < n; i++) {
        fputc(' ', out);
        pr_arg(out, args[i], indent);
    }
}

static void pr_alt(FILE *out, const CoreAlt *a, int indent)
{
    newline(out, indent);
    switch (a->kind) {
    case ALT_CON:
        fputs(a->con->name, out);
        for (int i = 0; i < a->con->arity; i++) {
            fputc(' ', out);
            pr_var(out, a->vars ? a->vars[i] : NULL);
        }
        break;
    case ALT_LIT: pr_lit(out, &a->lit); break;
    case ALT_DEFAULT: fputs("_", out); break;
    }
    fputs(" ->", out);
    newline(out, indent + 2);
    pr(out, a->body, indent + 2);
}

static void pr_case(FILE *out, const CoreExpr *e, int indent)
{
    fputs("case ", out);
    pr(out, e->scrut, indent + 5);
    fputs(" of", out);
    if (e->binder) {
        fputc(' ', out);
        pr_var(out, e->binder);
    }
    for (int i = 0; i < e->nalts; i++)
        pr_alt(out, &e->alts[i], indent + 2);
}

static void pr_let(FILE *out, const CoreExpr *e, int indent)
{
    fputs(e->join ? "join" : e->rec ? "letrec" : "let", out);
    for (int i = 0; i < e->nbinds; i++) {
        newline(out, indent + 2);
        pr_var(out, e->binds[i].var);
        fputs(" =", out);
        newline(out, indent + 4);
        pr(out, e->binds[i].expr, indent + 4);
    }
    newline(out, indent);
    fputs("in ", out);
    pr(out, e->body, indent + 3);
}

static void pr(FILE *out, const CoreExpr *e, int indent)
{
    cstack_check(e->span);
    switch (e->kind) {
    case CE_VAR: pr_var(out, e->var); break;
    case CE_GLOBAL: fprintf(out, "%s.%s", e->global->module, e->global->name); break;
    case CE_LIT: pr_lit(out, &e->lit); break;
    case CE_APP:
        pr_arg(out, e->fn, indent);
        pr_args(out, e->args, e->nargs, indent);
        break;
    case CE_LAM:
        fputc('\\', out);
        for (int i = 0; i < e->nparams; i++) {
            fputs(i ? " " : "", out);
            pr_var(out, e->params[i]);
        }
        fputs(" ->", out);
        newline(out, indent + 2);
        pr(out, e->body, indent + 2);
        break;
    case CE_LET: pr_let(out, e, indent); break;
    case CE_CASE: pr_case(out, e, indent); break;
    case CE_CON:
        fputs(e->con->name, out);
        pr_args(out, e->args, e->nargs, indent);
        break;
    case CE_PRIM:
        fprintf(out, "%s#", primop_info[e->prim].name);
        pr_args(out, e->args, e->nargs, indent);
        break;
    case CE_ANNOT:
        pr_arg(out, e->body, indent);
        break;
    case CE_SCC:
        fprintf(out, "{-# SCC %s%s\"%s\" ", e->cc->is_caf ? "CAF " : "",
                e->scc_noscope ? "count " : e->scc_nocount ? "scope " : "", e->cc->label);
        pr_span(out, e->cc->span);
        fputs(" #-} ", out);
        pr_arg(out, e->body, indent);
        break;
    }
}

static const char *kind_name(GlobalKind k)
{
    return k == G_FUN ? "fun" : k == G_CAF ? "caf" : "con";
}

static void pr_global(FILE *out, const CoreGlobal *g)
{
    fprintf(out, "-- %s %s.%s arity %d%s%s\n", kind_name(g->kind), g->module,
            g->name, g->arity, g->exported ? " exported" : "",
            g->inline_pragma ? " INLINE" : "");
    if (g->kind == G_CON)
        return;
    fprintf(out, "%s.%s", g->module, g->name);
    for (int i = 0; g->kind == G_FUN && i < g->arity; i++) {
        fputc(' ', out);
        pr_var(out, g->params[i]);
    }
    fputs(" =", out);
    newline(out, 2);
    if (g->body)
        pr(out, g->body, 2);
    fputs("\n\n", out);
}

static void pr_data(FILE *out, const DataInfo *d)
{
    fprintf(out, "%s %s.%s =", d->is_newtype ? "newtype" : "data", d->module,
            d->name);
    for (int i = 0; i < d->ncons; i++)
        fprintf(out, "%s %s/%d", i ? " |" : "", d->cons[i]->name,
                d->cons[i]->arity);
    fputc('\n', out);
}

void core_print(FILE *out, const CoreProgram *p, bool include_libs)
{
    const char *user = p->main ? p->main->module : "Main";
    for (int i = 0; i < p->ndatas; i++)
        if (include_libs || strcmp(p->datas[i]->module, user) == 0)
            pr_data(out, p->datas[i]);
    fputc('\n', out);
    for (int i = 0; i < p->nglobals; i++)
        if (include_libs || !p->globals[i]->is_library)
            pr_global(out, p->globals[i]);
}
