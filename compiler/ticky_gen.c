/*
 * ticky_gen.c -- ticky counters' names and argument kinds (ticky_gen.h).
 *
 * Note [Ticky names]
 * ~~~~~~~~~~~~~~~~~~
 * GHC 9.0.2 names a counter by the STG binding: `nfib{v r1EG} (Main)
 * (fun)` at top level, `go{v s2aB} (Main) (fun) in r1EG` for a binding
 * inside another (the parent's unique), `sat_s24y{v} (Main) (fun) in r21z`
 * for a lambda it had to name.  Its uniques are its own; ours are made
 * the same shape, `r<n>` for top-level bindings and `s<n>` for local ones,
 * numbered in the order the code generator meets them, so a report is the
 * same from run to run.  A binding path "f.g.go" gives "go"; a lambda
 * ("f.\") gives "sat_s<n>".  Tools that compare reports (ticky-diff,
 * GHC users' scripts) drop the unique.
 *
 * Argument kinds, one letter per non-void argument, from the parameter's
 * type (FORMATS.md): `+` a dictionary, `>` a function, `C I D F W` Char,
 * Int, Double, Float, Word, `T` a tuple, `L` a list, `E` an enumeration
 * (every constructor nullary), `S` another type of one constructor, `M`
 * one of more (Maybe, Integer), `.` a type variable or unknown.
 */
#define _POSIX_C_SOURCE 200809L
#include "ticky_gen.h"

#include <stdio.h>
#include <string.h>

#include "codegen.h"
#include "types.h"

typedef struct Named {
    TickyCounter c;                 /* first: a TickyCounter* is a Named* */
    char unique[16];
} Named;

static int next_unique;

static char kind_of(const CoreVar *v)
{
    if (v->dict)
        return '+';
    Ty *t = v->ty ? ty_prune(v->ty) : NULL;
    if (!t)
        return '.';
    Ty *head = t;
    while (head->kind == TY_APP)
        head = ty_prune(head->fun);
    if (head->kind != TY_CON)
        return '.';
    const TyCon *tc = head->con;
    const char *n = tc->name;
    if (!strcmp(n, "->"))
        return '>';
    if (!strcmp(n, "Char"))
        return 'C';
    if (!strcmp(n, "Int"))
        return 'I';
    if (!strcmp(n, "Double"))
        return 'D';
    if (!strcmp(n, "Float"))
        return 'F';
    if (!strcmp(n, "Word"))
        return 'W';
    if (!strcmp(n, "Integer"))
        return 'M';
    if (!strcmp(n, "[]"))
        return 'L';
    if (n[0] == '(' && n[1] == ',')
        return 'T';
    const DataInfo *d = tc->data;
    if (!d)
        return '.';
    if (d->ncons == 1)
        return 'S';
    for (int i = 0; i < d->ncons; i++)
        if (d->cons[i]->arity > 0)
            return 'M';
    return 'E';
}

TickyCounter *ticky_gen_counter(const char *module, const char *path,
                                CoreVar *const *params, int nparams,
                                const TickyCounter *parent, bool local)
{
    Named *n = codegen_perm_alloc(sizeof *n);
    snprintf(n->unique, sizeof n->unique, "%c%d", local ? 's' : 'r', ++next_unique);
    const char *leaf = strrchr(path, '.');
    leaf = leaf && leaf[1] ? leaf + 1 : path;
    bool lambda = !strcmp(leaf, "\\");
    char *kinds = codegen_perm_alloc((size_t)nparams + 1);
    for (int i = 0; i < nparams; i++)
        kinds[i] = kind_of(params[i]);
    size_t size = strlen(leaf) + strlen(module) + 64;
    char *name = codegen_perm_alloc(size);
    if (lambda)
        snprintf(name, size, "sat_%s{v} (%s) (fun)", n->unique, module);
    else
        snprintf(name, size, "%s{v %s} (%s) (fun)", leaf, n->unique, module);
    if (parent) {
        size_t len = strlen(name);
        snprintf(name + len, size - len, " in %s", ticky_gen_unique(parent));
    }
    n->c.is_static = !local;
    n->c.arity = nparams;
    n->c.arg_kinds = kinds;
    n->c.name = name;
    return &n->c;
}

const char *ticky_gen_unique(const TickyCounter *c)
{
    return ((const Named *)(const void *)c)->unique;
}
