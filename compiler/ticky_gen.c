/*
 * ticky_gen.c -- ticky counters' names and argument kinds (ticky_gen.h).
 *
 * Note [Ticky names]
 * ~~~~~~~~~~~~~~~~~~
 * GHC 9.0.2 names a counter by the STG binding: `nfib{v r1EG} (Main)
 * (fun)` at top level, `go{v s2aB} (Main) (fun) in r1EG` for a binding
 * inside another (the parent's unique), `sat_s24y{v} (Main) (fun) in r21z`
 * for a lambda it had to name; `zs{v s1Ug} (Main) (thk) in rgq` and
 * `sat_s1Un{v} (Main) (thk) in rgq` for thunks (-ticky-dyn-thunk),
 * `loop{v s1UA} (Main) (LNE) in r2` for a let-no-escape (-ticky-LNE).
 * Its uniques are its own; ours are made
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

/* The name a binding path gives: its last part, or none ("sat_...") for
   a lambda, a thunk that is no binding's, or a pattern binding's "(...)". */
static const char *leaf_of(const char *path)
{
    if (!path)
        return NULL;
    const char *leaf = strrchr(path, '.');
    leaf = leaf && leaf[1] ? leaf + 1 : path;
    return !strcmp(leaf, "\\") || leaf[0] == '(' ? NULL : leaf;
}

TickyCounter *ticky_gen_counter(const char *module, const char *path,
                                TickyGenKind kind, CoreVar *const *params,
                                int nparams, const TickyCounter *parent,
                                bool local)
{
    static const char *const kind_text[] = {"fun", "thk", "LNE"};
    Named *n = codegen_perm_alloc(sizeof *n);
    snprintf(n->unique, sizeof n->unique, "%c%d", local ? 's' : 'r', ++next_unique);
    const char *leaf = leaf_of(path);
    char *kinds = codegen_perm_alloc((size_t)nparams + 1);
    for (int i = 0; i < nparams; i++)
        kinds[i] = kind_of(params[i]);
    size_t size = (leaf ? strlen(leaf) : 0) + strlen(module) + 64;
    char *name = codegen_perm_alloc(size);
    if (!leaf)
        snprintf(name, size, "sat_%s{v} (%s) (%s)", n->unique, module, kind_text[kind]);
    else
        snprintf(name, size, "%s{v %s} (%s) (%s)", leaf, n->unique, module,
                 kind_text[kind]);
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
