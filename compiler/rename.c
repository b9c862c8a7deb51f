/*
 * rename.c -- module scopes, imports, exports, name lookup and fixity
 * resolution.  See ds_state.h for the invariants, rename.h for the
 * interface.
 *
 * Note [One walk]
 * The renamer does not produce a renamed AST.  It builds each module's
 * scope (top-level entities, imports, exports) before the module's
 * bodies are desugared; desugar.c then calls rn_lookup_* for each name it
 * meets, with the local variables of the current point on Ds.locals.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cstack.h"
#include "rename.h"
#include "derive.h"
#include "suggest.h"

static const Fixity default_fixity = { 9, ASSOC_LEFT };

/* ======================================================= symbol tables */

/* nbuckets is a power of two (SYM_BUCKETS, doubled).  Names and
   qualifiers are interned: their hashes are of their characters, so a
   table is the same wherever its strings lie (the library image). */
static unsigned sym_hash(const char *qual, const char *name, unsigned nbuckets)
{
    unsigned h = arena_interned_hash(name) * 31u + (qual ? arena_interned_hash(qual) : 0);
    return (h ^ (h >> 15)) & (nbuckets - 1);
}

static SymEntry *sym_first(SymTab *t, const char *qual, const char *name)
{
    if (t->nbuckets == 0)
        return NULL;
    for (SymEntry *e = t->buckets[sym_hash(qual, name, t->nbuckets)]; e; e = e->next)
        if (e->name == name && e->qual == qual)
            return e;
    return NULL;
}

static SymEntry *sym_next(SymEntry *e)
{
    for (SymEntry *o = e->next; o; o = o->next)
        if (o->name == e->name && o->qual == e->qual)
            return o;
    return NULL;
}

/* Twice the buckets.  An entry's new bucket holds only entries of its
   old one, appended in their order, so entries of one key keep theirs. */
static void symtab_grow(Arena *a, SymTab *t)
{
    unsigned n = t->nbuckets ? 2 * t->nbuckets : SYM_BUCKETS;
    SymEntry **buckets = ARENA_ARRAY(a, SymEntry *, n);
    SymEntry **tails = ARENA_ARRAY(a, SymEntry *, n);
    for (unsigned b = 0; b < t->nbuckets; b++) {
        SymEntry *e = t->buckets[b];
        while (e) {
            SymEntry *next = e->next;
            unsigned h = sym_hash(e->qual, e->name, n);
            e->next = NULL;
            if (tails[h])
                tails[h]->next = e;
            else
                buckets[h] = e;
            tails[h] = e;
            e = next;
        }
    }
    t->buckets = buckets;
    t->nbuckets = n;
}

void symtab_add(Arena *a, SymTab *t, const char *qual, const char *name,
                Entity *ent, const char *via, SrcSpan via_span)
{
    for (SymEntry *e = sym_first(t, qual, name); e; e = sym_next(e))
        if (e->ent == ent)
            return;                     /* imported twice: one entity */
    if (t->count >= 8 * t->nbuckets)
        symtab_grow(a, t);
    t->count++;
    SymEntry *e = ARENA_NEW(a, SymEntry);
    unsigned h = sym_hash(qual, name, t->nbuckets);
    e->qual = qual;
    e->name = name;
    e->ent = ent;
    e->via = via;
    e->via_span = via_span;
    e->next = t->buckets[h];
    t->buckets[h] = e;
}

Entity *symtab_get(SymTab *t, const char *qual, const char *name)
{
    SymEntry *e = sym_first(t, qual, name);
    return e ? e->ent : NULL;
}

/* Is the global `g` in scope as `name`, unqualified or under one of the
   module's qualifiers?  (An instance may define only the methods it can
   name: GHC's "not a (visible) method".) */
bool rn_global_visible(Ds *ds, const CoreGlobal *g, const char *name)
{
    ModInfo *m = ds->cur;
    name = arena_intern(ds->arena, name);
    for (int i = -1; i < m->nquals; i++) {
        const char *q = i < 0 ? NULL : m->quals[i];
        for (SymEntry *e = sym_first(&m->scope_v, q, name); e; e = sym_next(e))
            if (e->ent->kind == ENT_VAR && e->ent->global == g)
                return true;
    }
    return false;
}

/* ============================================================ entities */

bool rn_is_conname(const char *id)
{
    return (id[0] >= 'A' && id[0] <= 'Z') || id[0] == ':' || id[0] == '('
        || id[0] == '[';
}

static bool is_symbolic(const char *id)
{
    return strchr("!#$%&*+./<=>?@\\^|-~:", id[0]) != NULL;
}

Entity *rn_new_entity(Ds *ds, EntKind k, const char *name, SrcSpan span)
{
    Entity *e = ARENA_NEW(ds->arena, Entity);
    e->kind = k;
    e->name = arena_intern(ds->arena, name);
    e->module = ds->cur ? ds->cur->name : NULL;
    e->file = ds->file;
    e->span = span;
    e->fixity = default_fixity;
    return e;
}

void rn_init_prim(Ds *ds, ModInfo *m)
{
    ds->cur = m;
    m->exports = ARENA_ARRAY(ds->arena, Entity *, PRIM_COUNT);
    for (int i = 0; i < PRIM_COUNT; i++) {
        const char *name = arena_intern(ds->arena, primop_info[i].name);
        Entity *e = rn_new_entity(ds, ENT_PRIM, name, (SrcSpan){0, 0, 0, 0});
        e->prim = (PrimOp)i;
        symtab_add(ds->arena, &m->defs_v, NULL, name, e, NULL, e->span);
        m->exports[m->nexports++] = e;
    }
}

/* ====================================================== top-level defs */

static void multiple_decls(Ds *ds, Entity *old, SrcSpan span, const char *name)
{
    ds_error(ds, span, "Multiple declarations of \u2018%s\u2019\n"
             "Declared at: %s\n             %s", name,
             ds_pos(ds, old->span), ds_pos(ds, span));
}

/* Adds an entity defined in the current module (also as Module.name). */
void rn_define(Ds *ds, Entity *e, bool type_ns)
{
    ModInfo *m = ds->cur;
    SymTab *defs = type_ns ? &m->defs_t : &m->defs_v;
    Entity *old = symtab_get(defs, NULL, e->name);
    if (old)
        multiple_decls(ds, old, e->span, e->name);
    symtab_add(ds->arena, defs, NULL, e->name, e, NULL, e->span);
    SymTab *scope = type_ns ? &m->scope_t : &m->scope_v;
    symtab_add(ds->arena, scope, NULL, e->name, e, NULL, e->span);
    symtab_add(ds->arena, scope, m->name, e->name, e, NULL, e->span);
}

Entity *rn_define_var(Ds *ds, const Name *n, GlobalKind k, SrcSpan span)
{
    Entity *e = rn_new_entity(ds, ENT_VAR, n->id, n->span);
    e->global = ds_new_global(ds, k, n->id, span);
    rn_define(ds, e, false);
    return e;
}

static void collect_pat_vars(Arena *a, Pat *p, PtrVec *out)
{
    if (!p)
        return;
    cstack_check(p->span);
    switch (p->kind) {
    case P_VAR: vec_push(a, out, &p->name); break;
    case P_AS: vec_push(a, out, &p->name); collect_pat_vars(a, p->pat, out); break;
    case P_LAZY: case P_BANG: collect_pat_vars(a, p->pat, out); break;
    case P_RECORD:
        for (int i = 0; i < p->nfields; i++) {
            if (p->fields[i].pat)
                collect_pat_vars(a, p->fields[i].pat, out);
            else
                vec_push(a, out, &p->fields[i].field);
        }
        break;
    default:
        for (int i = 0; i < p->nargs; i++)
            collect_pat_vars(a, p->args[i], out);
    }
}

/* A top-level pattern binding: a hidden CAF for the whole value and one
   CAF per variable (see desugar.c, top_pattern). */
static void define_pattern(Ds *ds, Decl *d, int index)
{
    Pat *p = d->pat;
    while (p->kind == P_BANG)
        p = p->pat;
    if (p->kind == P_VAR) {
        ds->cur->decl_global[index] = rn_define_var(ds, &p->name, G_CAF, d->span)->global;
        return;
    }
    ds->cur->decl_global[index] = ds_new_global(ds, G_CAF, "(...)", d->span);
    PtrVec vars = {0};
    collect_pat_vars(ds->arena, p, &vars);
    for (int i = 0; i < vars.n; i++)
        rn_define_var(ds, vars.items[i], G_CAF, d->span);
}

static bool has_strict(ConDecl *cd)
{
    for (int i = 0; i < cd->nargs; i++)
        if (cd->args[i] && cd->args[i]->kind == T_BANG)
            return true;
    return false;
}

static ConInfo *make_con(Ds *ds, DataInfo *d, ConDecl *cd, int tag)
{
    ConInfo *c = ARENA_NEW(ds->arena, ConInfo);
    c->name = cd->name.id;
    c->module = ds->cur->name;
    c->data = d;
    c->tag = tag;
    c->arity = cd->nargs;
    c->infix = cd->infix;
    c->fixity_prec = 9;
    c->fixity_assoc = ASSOC_LEFT;
    c->span = cd->span;
    if (cd->fields) {
        c->fields = ARENA_ARRAY(ds->arena, const char *, cd->nargs);
        for (int i = 0; i < cd->nargs; i++)
            c->fields[i] = cd->fields[i].id;
    }
    if (has_strict(cd)) {
        c->strict = ARENA_ARRAY(ds->arena, bool, cd->nargs);
        for (int i = 0; i < cd->nargs; i++)
            c->strict[i] = cd->args[i]->kind == T_BANG;
    }
    return c;
}

/* The function a constructor stands for when not saturated.  A
   constructor with strict fields is a function that evaluates them
   (ds_con).  (Newtype constructors are ordinary ones until the type
   checker exists: see core.h.) */
static void make_wrapper(Ds *ds, ConInfo *c, bool newtype)
{
    if (c->arity == 0)
        return;
    if (newtype || c->strict) {
        CoreGlobal *g = ds_new_global(ds, G_FUN, c->name, c->span);
        g->params = ARENA_ARRAY(ds->arena, CoreVar *, c->arity);
        CoreExpr **args = ARENA_ARRAY(ds->arena, CoreExpr *, c->arity);
        for (int i = 0; i < c->arity; i++) {
            g->params[i] = ds_var(ds, "x", c->span);
            args[i] = ds_evar(ds, g->params[i]);
        }
        g->arity = c->arity;
        g->body = newtype ? args[0] : ds_con(ds, c, args);
        c->wrapper = g;
        return;
    }
    CoreGlobal *g = ds_new_global(ds, G_CON, c->name, c->span);
    g->arity = c->arity;
    g->con = c;
    c->wrapper = g;
}

/* Field selectors: one entity per field name of the type. */
static void define_fields(Ds *ds, DataInfo *d, ConDecl *cd, PtrVec *subs)
{
    if (!cd->fields)
        return;
    for (int i = 0; i < cd->nargs; i++) {
        Name *f = &cd->fields[i];
        bool seen = false;
        for (int j = 0; j < subs->n; j++) {
            Entity *s = subs->items[j];
            seen |= s->kind == ENT_VAR && s->name == f->id;
        }
        if (seen)
            continue;
        Entity *e = rn_define_var(ds, f, G_FUN, f->span);
        e->global->arity = 1;
        e->data = d;
        e->field = f->id;
        vec_push(ds->arena, subs, e);
    }
}

static void define_data(Ds *ds, Decl *decl)
{
    DataInfo *d = ARENA_NEW(ds->arena, DataInfo);
    d->name = decl->name.id;
    d->module = ds->cur->name;
    d->ncons = decl->ncons;
    d->cons = ARENA_ARRAY(ds->arena, ConInfo *, decl->ncons);
    d->is_newtype = decl->kind == D_NEWTYPE;
    d->deriving = decl->deriving;
    d->nderiving = decl->nderiving;
    d->deriving_span = decl->deriving_span;
    d->span = decl->span;
    vec_push(ds->arena, &ds->datas, d);
    Entity *te = rn_new_entity(ds, ENT_TYPE, d->name, decl->name.span);
    te->data = d;
    d->tycon = rn_new_tycon(ds, d->name, decl->ntyvars, decl->name.span);
    d->tycon->data = d;
    te->tycon = d->tycon;
    rn_define(ds, te, true);
    PtrVec subs = {0};
    for (int i = 0; i < decl->ncons; i++) {
        ConDecl *cd = &decl->cons[i];
        ConInfo *c = make_con(ds, d, cd, i);
        d->cons[i] = c;
        make_wrapper(ds, c, false);
        Entity *ce = rn_new_entity(ds, ENT_CON, c->name, cd->name.span);
        ce->con = c;
        rn_define(ds, ce, false);
        vec_push(ds->arena, &subs, ce);
    }
    for (int i = 0; i < decl->ncons; i++)
        define_fields(ds, d, &decl->cons[i], &subs);
    te->nsubs = subs.n;
    te->subs = (Entity **)subs.items;
}

static void define_decl(Ds *ds, Decl *d, int index)
{
    switch (d->kind) {
    case D_FUN: {
        bool fun = d->nclauses > 0 && d->clauses[0].npats > 0;
        Entity *e = rn_define_var(ds, &d->name, fun ? G_FUN : G_CAF, d->span);
        ds->cur->decl_global[index] = e->global;
        break;
    }
    case D_PAT: define_pattern(ds, d, index); break;
    case D_DATA: case D_NEWTYPE: define_data(ds, d); break;
    case D_TYPE: {
        Entity *e = rn_new_entity(ds, ENT_TYPE, d->name.id, d->name.span);
        e->tycon = rn_new_tycon(ds, e->name, d->ntyvars, d->name.span);
        e->tycon->synonym = true;
        e->tycon->decl = d;
        rn_define(ds, e, true);
        break;
    }
    case D_CLASS: rn_define_class(ds, d); break;
    case D_INSTANCE: rn_define_instance(ds, d); break;
    default: break;
    }
}

/* ------------------------------------------ signatures, fixities, pragmas */

static const char *assoc_word(Assoc a)
{
    return a == ASSOC_LEFT ? "infixl" : a == ASSOC_RIGHT ? "infixr" : "infix";
}

static void apply_fixity(Ds *ds, Decl *d)
{
    for (int i = 0; i < d->nnames; i++) {
        Name *n = &d->names[i];
        Entity *e = symtab_get(&ds->cur->defs_v, NULL, n->id);
        if (!e)
            ds_error(ds, n->span, "The fixity signature for \u2018%s\u2019 "
                     "lacks an accompanying binding", n->id);
        e->fixity = (Fixity){ d->prec, d->assoc };
        if (e->kind == ENT_CON) {
            e->con->fixity_prec = d->prec;
            e->con->fixity_assoc = d->assoc;
        }
    }
}

static void check_signature(Ds *ds, Decl *d)
{
    for (int i = 0; i < d->nnames; i++) {
        Entity *e = symtab_get(&ds->cur->defs_v, NULL, d->names[i].id);
        if (!e || e->kind != ENT_VAR || e->field)
            ds_error(ds, d->names[i].span, "The type signature for \u2018%s\u2019"
                     " lacks an accompanying binding", d->names[i].id);
    }
}

static bool is_scc_pragma(const Decl *d, const char *name)
{
    return d->kind == D_PRAGMA && d->pragma && strcmp(d->pragma, "SCC") == 0 &&
           d->name.id == name;
}

/* GHC's error for a top-level binding with several SCC pragmas: at the
   last one, listing them all. */
static _Noreturn void duplicate_scc(Ds *ds, const char *name)
{
    const Module *ast = ds->cur->ast;
    const char *list = "";
    SrcSpan last = {0};
    for (int i = 0; i < ast->ndecls; i++)
        if (is_scc_pragma(ast->decls[i], name)) {
            last = ast->decls[i]->name.span;
            list = arena_printf(ds->arena, "%s%s%s:%s", list, *list ? "\n   " : "at ",
                                ds->file, ds_span_text(ds, last));
        }
    ds_error(ds, last, "Duplicate SCC pragmas for \u2018%s\u2019\n%s", name, list);
}

static void apply_pragma(Ds *ds, Decl *d)
{
    if (!d->pragma)
        return;
    bool scc = strcmp(d->pragma, "SCC") == 0;
    if (!scc && strcmp(d->pragma, "INLINE") != 0)
        return;
    Entity *e = symtab_get(&ds->cur->defs_v, NULL, d->name.id);
    if (scc && (!e || !e->global || e->kind != ENT_VAR))
        ds_error(ds, d->name.span, "The SCC pragma for \u2018%s\u2019 lacks an "
                 "accompanying binding", d->name.id);
    if (!e || !e->global)
        return;
    if (!scc) {
        e->global->inline_pragma = true;
        return;
    }
    CoreGlobal *g = e->global;
    if (g->scc_pragma)
        duplicate_scc(ds, d->name.id);
    g->scc_pragma = d->scc_label ? d->scc_label : d->name.id;
    g->scc_pragma_at = d->name.span;
}

static void second_pass(Ds *ds, Decl *d)
{
    switch (d->kind) {
    case D_FIXITY: apply_fixity(ds, d); break;
    case D_SIG: check_signature(ds, d); break;
    case D_PRAGMA: apply_pragma(ds, d); break;
    case D_CLASS:
        for (int i = 0; i < d->nbody; i++)
            if (d->body[i]->kind == D_FIXITY)
                apply_fixity(ds, d->body[i]);
        break;
    default: break;
    }
}

/* ============================================================= imports */

typedef struct ImportRec {     /* what one import declaration brought in */
    const char *alias;
    bool qualified;
    PtrVec ents;
} ImportRec;

static ModInfo *find_module(Ds *ds, const char *name)
{
    for (int i = 0; i < ds->nmods; i++)
        if (ds->mods[i]->name == name && ds->mods[i] != ds->cur)
            return ds->mods[i];
    return NULL;
}

static bool exports_has(ModInfo *m, Entity *e)
{
    for (int i = 0; i < m->nexports; i++)
        if (m->exports[i] == e)
            return true;
    return false;
}

static Entity *find_export(ModInfo *m, const char *name, bool type_ns)
{
    for (int i = 0; i < m->nexports; i++) {
        Entity *e = m->exports[i];
        if (e->name == name && (e->kind == ENT_TYPE) == type_ns)
            return e;
    }
    return NULL;
}

static void import_subs(Ds *ds, ModInfo *from, Entity *t, const ImportItem *it,
                        PtrVec *out)
{
    for (int i = 0; i < t->nsubs; i++) {
        Entity *s = t->subs[i];
        bool listed = it->all_subs;
        for (int j = 0; j < it->nsubs; j++)
            listed |= it->subs[j].id == s->name;
        if (listed && exports_has(from, s))
            vec_push(ds->arena, out, s);
    }
}

static void import_item(Ds *ds, ModInfo *from, const ImportItem *it, PtrVec *out)
{
    bool type_ns = rn_is_conname(it->name.id);
    Entity *e = find_export(from, it->name.id, type_ns);
    if (!e)
        ds_error(ds, it->name.span, "Module \u2018%s\u2019 does not export "
                 "\u2018%s\u2019", from->name, it->name.id);
    vec_push(ds->arena, out, e);
    if (e->kind == ENT_TYPE)
        import_subs(ds, from, e, it, out);
}

static bool hidden_by(const Import *im, Entity *e)
{
    for (int i = 0; i < im->nitems; i++) {
        const ImportItem *it = &im->items[i];
        if (it->name.id == e->name)
            return true;                /* hiding C hides a constructor C too */
        for (int j = 0; j < it->nsubs; j++)
            if (it->subs[j].id == e->name)
                return true;
    }
    return false;
}

static void select_imports(Ds *ds, ModInfo *from, const Import *im, PtrVec *out)
{
    if (im->has_list && !im->hiding) {
        for (int i = 0; i < im->nitems; i++)
            import_item(ds, from, &im->items[i], out);
        return;
    }
    for (int i = 0; i < from->nexports; i++) {
        Entity *e = from->exports[i];
        if (!(im->has_list && hidden_by(im, e)))
            vec_push(ds->arena, out, e);
    }
}

static void add_qual(Ds *ds, ModInfo *m, const char *alias, const char *mod)
{
    const char **q = ARENA_ARRAY(ds->arena, const char *, m->nquals + 1);
    const char **qm = ARENA_ARRAY(ds->arena, const char *, m->nquals + 1);
    if (m->nquals) {
        memcpy(q, m->quals, sizeof *q * (size_t)m->nquals);
        memcpy(qm, m->qual_mods, sizeof *qm * (size_t)m->nquals);
    }
    q[m->nquals] = alias;
    qm[m->nquals] = mod;
    m->quals = q;
    m->qual_mods = qm;
    m->nquals++;
}

static void do_import(Ds *ds, const Import *im, ImportRec *rec)
{
    ModInfo *m = ds->cur;
    const char *modname = arena_intern(ds->arena, im->module.id);
    ModInfo *from = find_module(ds, modname);
    if (!from)
        ds_error(ds, im->span, "Could not find module \u2018%s\u2019\n"
                 "Use -v (or `:set -v` in ghci) to see a list of the files "
                 "searched for.", modname);
    rec->alias = im->as ? arena_intern(ds->arena, im->as) : modname;
    rec->qualified = im->qualified;
    select_imports(ds, from, im, &rec->ents);
    add_qual(ds, m, rec->alias, modname);
    for (int i = 0; i < rec->ents.n; i++) {
        Entity *e = rec->ents.items[i];
        SymTab *t = e->kind == ENT_TYPE ? &m->scope_t : &m->scope_v;
        symtab_add(ds->arena, t, rec->alias, e->name, e, modname, im->span);
        if (!im->qualified)
            symtab_add(ds->arena, t, NULL, e->name, e, modname, im->span);
    }
}

static bool imports_prelude(Module *ast)
{
    for (int i = 0; i < ast->nimports; i++)
        if (strcmp(ast->imports[i].module.id, "Prelude") == 0)
            return true;
    return false;
}

static int process_imports(Ds *ds, ModInfo *m, ImportRec **recs_out)
{
    Module *ast = m->ast;
    bool implicit = !m->is_library && !imports_prelude(ast);
    int n = ast->nimports + implicit;
    ImportRec *recs = ARENA_ARRAY(ds->arena, ImportRec, n > 0 ? n : 1);
    for (int i = 0; i < ast->nimports; i++)
        do_import(ds, &ast->imports[i], &recs[i]);
    if (implicit) {
        Import im = { .module = { NULL, arena_intern(ds->arena, "Prelude"),
                                  { 1, 1, 1, 1 } },
                      .span = { 1, 1, 1, 1 } };
        do_import(ds, &im, &recs[ast->nimports]);
    }
    *recs_out = recs;
    return n;
}

/* ============================================================= exports */

/* Adds e to the module's export list once (ds->export_walk: the list
   being built). */
static void export(Ds *ds, PtrVec *out, Entity *e)
{
    if (e->export_walk == ds->export_walk)
        return;
    e->export_walk = ds->export_walk;
    vec_push(ds->arena, out, e);
}

static void export_all_defs(Ds *ds, ModInfo *m, PtrVec *out)
{
    SymTab *tabs[2] = { &m->defs_t, &m->defs_v };
    for (int t = 0; t < 2; t++)
        for (unsigned b = 0; b < tabs[t]->nbuckets; b++)
            for (SymEntry *e = tabs[t]->buckets[b]; e; e = e->next)
                export(ds, out, e->ent);
}

static void export_module(Ds *ds, ModInfo *m, const ExportItem *x,
                          ImportRec *recs, int nrecs, PtrVec *out)
{
    const char *name = arena_intern(ds->arena, x->name.id);
    if (name == m->name) {
        export_all_defs(ds, m, out);
        return;
    }
    bool found = false;
    for (int i = 0; i < nrecs; i++) {
        if (recs[i].alias != name || recs[i].qualified)
            continue;
        found = true;
        for (int j = 0; j < recs[i].ents.n; j++)
            export(ds, out, recs[i].ents.items[j]);
    }
    if (!found)
        ds_error(ds, x->name.span, "The export item \u2018module %s\u2019 is "
                 "not imported", name);
}

static void export_type(Ds *ds, ModInfo *m, const ExportItem *x, PtrVec *out)
{
    Entity *t = symtab_get(&m->scope_t, x->name.qual, x->name.id);
    if (!t)
        rn_not_in_scope(ds, &x->name, SITE_TYPE);
    export(ds, out, t);
    for (int i = 0; i < t->nsubs; i++) {
        bool listed = x->all_subs;
        for (int j = 0; j < x->nsubs; j++)
            listed |= x->subs[j].id == t->subs[i]->name;
        if (listed)
            export(ds, out, t->subs[i]);
    }
}

static void export_item(Ds *ds, ModInfo *m, const ExportItem *x,
                        ImportRec *recs, int nrecs, PtrVec *out)
{
    if (x->is_module) {
        export_module(ds, m, x, recs, nrecs, out);
    } else if (rn_is_conname(x->name.id)) {
        export_type(ds, m, x, out);
    } else {
        Entity *e = symtab_get(&m->scope_v, x->name.qual, x->name.id);
        if (!e)
            rn_not_in_scope(ds, &x->name, SITE_EXPORT);
        export(ds, out, e);
    }
}

static void process_exports(Ds *ds, ModInfo *m, ImportRec *recs, int nrecs)
{
    PtrVec out = {0};
    ds->export_walk++;
    if (!m->ast->has_exports && m->ast->has_header)
        export_all_defs(ds, m, &out);
    /* a module without a header is `module Main (main) where` */
    Entity *main_e = m->ast->has_header ? NULL
        : symtab_get(&m->defs_v, NULL, arena_intern(ds->arena, "main"));
    if (main_e)
        export(ds, &out, main_e);
    for (int i = 0; m->ast->has_exports && i < m->ast->nexports; i++)
        export_item(ds, m, &m->ast->exports[i], recs, nrecs, &out);
    m->nexports = out.n;
    m->exports = (Entity **)out.items;
    for (int i = 0; i < m->nexports; i++) {
        Entity *e = m->exports[i];
        if (e->kind == ENT_VAR && e->module == m->name)
            e->global->exported = true;
    }
}

/* ================================================================ module */

/* The classes of the deriving clauses must be classes in scope, which
   GHC checks before it derives anything (derive.h): `deriving (Shw)` is
   "Not in scope: type constructor or class ‘Shw’" with its suggestions. */
static void check_deriving_classes(Ds *ds, Module *ast)
{
    for (int i = 0; i < ast->ndecls; i++) {
        Decl *d = ast->decls[i];
        if (d->kind != D_DATA && d->kind != D_NEWTYPE)
            continue;
        for (int k = 0; k < d->nderiving; k++) {
            const Name *n = &d->deriving[k];
            Entity *e = rn_lookup_top(ds, n, true);
            if (!e)
                rn_not_in_scope(ds, n, SITE_TYPE);
            if (!e->cls)
                ds_error(ds, n->span, "\u2022 Illegal deriving item \u2018%s%s%s\u2019\n"
                         "\u2022 In the %s declaration for \u2018%s\u2019",
                         n->qual ? n->qual : "", n->qual ? "." : "", n->id,
                         d->kind == D_DATA ? "data" : "newtype", d->name.id);
        }
    }
}

/* The instances of the module's deriving clauses join its declarations
   (derive.h), as if written after them, once the imports have put their
   classes in scope. */
static void add_derived(Ds *ds, ModInfo *m)
{
    Module *ast = m->ast;
    check_deriving_classes(ds, ast);
    PtrVec out = { 0 };
    if (!derive_module(ds->arena, ast, &out)) {
        free(out.items);
        longjmp(ds->fail, 1);
    }
    if (out.n == 0)
        return;
    int n0 = ast->ndecls;
    Decl **all = ARENA_ARRAY(ds->arena, Decl *, n0 + out.n);
    memcpy(all, ast->decls, sizeof *all * (size_t)n0);
    memcpy(all + n0, out.items, sizeof *all * (size_t)out.n);
    ast->decls = all;
    ast->ndecls += out.n;
    free(out.items);
    CoreGlobal **globals = ARENA_ARRAY(ds->arena, CoreGlobal *, ast->ndecls + 1);
    memcpy(globals, m->decl_global, sizeof *globals * (size_t)n0);
    m->decl_global = globals;
    for (int i = n0; i < ast->ndecls; i++)
        define_decl(ds, ast->decls[i], i);
    for (int i = n0; i < ast->ndecls; i++)
        second_pass(ds, ast->decls[i]);
}

void rn_module(Ds *ds, ModInfo *m)
{
    Module *ast = m->ast;
    ds->cur = m;
    ds->file = m->file;
    for (int i = 0; i < ds->nbuiltins; i++)
        symtab_add(ds->arena, &m->scope_v, NULL, ds->builtins[i]->name,
                   ds->builtins[i], NULL, (SrcSpan){0, 0, 0, 0});
    m->decl_global = ARENA_ARRAY(ds->arena, CoreGlobal *, ast->ndecls + 1);
    if (m->is_library && !strcmp(m->name, LIB_MODULE))
        for (int i = 0; i < 6; i++) {  /* Int, Integer, Double, Char, Float, Word */
            TyCon *t = ds->prim_tycons[i];
            Entity *e = rn_new_entity(ds, ENT_TYPE, t->name, t->span);
            e->module = t->module;      /* GHC's home, for messages */
            e->tycon = t;
            rn_define(ds, e, true);
        }
    for (int i = 0; i < ast->ndecls; i++)
        define_decl(ds, ast->decls[i], i);
    for (int i = 0; i < ast->ndecls; i++)
        second_pass(ds, ast->decls[i]);
    ImportRec *recs;
    int nrecs = process_imports(ds, m, &recs);
    if (ds->prog->typed && !m->is_library)
        add_derived(ds, m);
    process_exports(ds, m, recs, nrecs);
    rn_module_types(ds, m);
}

/* ================================================================ lookup */

/* GHC's message with its "Perhaps you meant" lines (suggest.h). */
_Noreturn void rn_not_in_scope(Ds *ds, const Name *n, NameSite site)
{
    SuggestSpace space = site == SITE_TYPE ? SUGGEST_TYPE
        : rn_is_conname(n->id) ? SUGGEST_CON : SUGGEST_VAR;
    unsigned how = (site == SITE_EXPR ? 0 : SUGGEST_PLAIN)
        | (site == SITE_EXPR || site == SITE_PAT ? 0 : SUGGEST_NO_LOCALS);
    ds_error(ds, n->span, "%s", suggest_not_in_scope(ds, n, space, how));
}

static const char *describe_candidate(Ds *ds, SymEntry *e)
{
    Entity *x = e->ent;
    /* GHC places a value at its name, a type or a class at its declaration */
    SrcSpan at = x->data ? x->data->span
        : x->cls ? x->cls->span
        : x->tycon && x->tycon->decl ? ((Decl *)x->tycon->decl)->span : x->span;
    if (!e->via)
        return arena_printf(ds->arena, "\u2018%s.%s\u2019, defined at %s:%d:%d",
                            x->module, x->name, x->file, at.l1, at.c1);
    const char *orig = x->module && x->module != e->via
        ? arena_printf(ds->arena, "\n          (and originally defined in "
                       "\u2018%s\u2019)", x->module) : "";
    return arena_printf(ds->arena, "\u2018%s.%s\u2019,\n          imported from "
                        "\u2018%s\u2019 at %s%s", e->via, x->name, e->via,
                        ds_pos(ds, e->via_span), orig);
}

static _Noreturn void ambiguous(Ds *ds, const Name *n, SymEntry *a, SymEntry *b)
{
    ds_error(ds, n->span, "Ambiguous occurrence \u2018%s\u2019\n"
             "It could refer to\n   either %s\n       or %s", n->id,
             describe_candidate(ds, a), describe_candidate(ds, b));
}

/* The entity of the scope entry e, found for n: an error when the name
   has another meaning in the same scope (a module's own type and the
   Prelude's, two imports). */
static Entity *unambiguous(Ds *ds, const Name *n, SymEntry *e)
{
    for (SymEntry *o = sym_next(e); o; o = sym_next(o))
        if (o->ent != e->ent)
            ambiguous(ds, n, e, o);
    return e->ent;
}

static Entity *lookup_scope(Ds *ds, SymTab *t, const Name *n, NameSite site)
{
    const char *qual = n->qual ? arena_intern(ds->arena, n->qual) : NULL;
    const char *id = arena_intern(ds->arena, n->id);
    if (qual && !strcmp(qual, BASE_QUAL)) {    /* generated code: Base's own */
        Entity *b = symtab_get(t == &ds->cur->scope_t ? &ds->base->defs_t
                               : &ds->base->defs_v, NULL, id);
        for (int i = 0; !b && i < ds->nbuiltins; i++)
            if (ds->builtins[i]->name == id)
                b = ds->builtins[i];
        if (!b)
            ds_error(ds, n->span, "internal error: the library defines no %s", id);
        return b;
    }
    SymEntry *e = sym_first(t, qual, id);
    if (!e) {
        Name nn = *n;
        nn.qual = qual;
        rn_not_in_scope(ds, &nn, site);
    }
    return unambiguous(ds, n, e);
}

static LocalBind *lookup_local_name(Ds *ds, const char *name)
{
    const char *id = arena_intern(ds->arena, name);
    for (LocalBind *b = ds->locals; b; b = b->next)
        if (b->name == id)
            return b;
    return NULL;
}

static LocalBind *lookup_local(Ds *ds, const Name *n)
{
    return n->qual ? NULL : lookup_local_name(ds, n->id);
}

void rn_check_field(Ds *ds, const Name *f)
{
    if (!lookup_local(ds, f) && !rn_lookup_top(ds, f, false))
        rn_not_in_scope(ds, f, SITE_FIELD);
}

/* Note [Field labels ignore local variables]
 * The fields of a record update `r { f = e }` name the record's fields, not
 * whatever variable `f` is at that point: GHC 9.0.2 looks them up among the
 * top-level names only, so a local `f` (a `where f = ...`, a lambda's `f`)
 * neither hides the field nor makes the update an error. */
Entity *rn_lookup_field(Ds *ds, const Name *f)
{
    return lookup_scope(ds, &ds->cur->scope_v, f, SITE_FIELD);
}

Entity *rn_lookup_value(Ds *ds, const Name *n, LocalBind **local)
{
    *local = NULL;
    if (rn_is_conname(n->id))
        return rn_lookup_con(ds, n);
    if ((*local = lookup_local(ds, n)) != NULL)
        return NULL;
    return lookup_scope(ds, &ds->cur->scope_v, n, SITE_EXPR);
}

static Entity *lookup_con(Ds *ds, const Name *n, NameSite site)
{
    Entity *e = lookup_scope(ds, &ds->cur->scope_v, n, site);
    if (e->kind != ENT_CON)
        rn_not_in_scope(ds, n, site);
    return e;
}

Entity *rn_lookup_con(Ds *ds, const Name *n)
{
    return lookup_con(ds, n, SITE_EXPR);
}

Entity *rn_lookup_pat_con(Ds *ds, const Name *n)
{
    return lookup_con(ds, n, SITE_PAT);
}

Entity *rn_lookup_top(Ds *ds, const Name *n, bool type_ns)
{
    const char *qual = n->qual ? arena_intern(ds->arena, n->qual) : NULL;
    if (qual && !strcmp(qual, BASE_QUAL))
        return symtab_get(type_ns ? &ds->base->defs_t : &ds->base->defs_v, NULL,
                          arena_intern(ds->arena, n->id));
    SymEntry *e = sym_first(type_ns ? &ds->cur->scope_t : &ds->cur->scope_v, qual,
                            arena_intern(ds->arena, n->id));
    return e ? unambiguous(ds, n, e) : NULL;
}

Fixity rn_fixity(Ds *ds, const Name *op)
{
    LocalBind *lb;
    Entity *e = rn_lookup_value(ds, op, &lb);
    if (lb)
        return lb->has_fixity ? lb->fixity : default_fixity;
    return e->fixity;
}

/* ===================================================== fixity resolution
 * Note [Fixity resolution]
 * The parser leaves `a op b op c` flat because fixity declarations may
 * come after the uses.  We follow the Haskell 2010 report's algorithm
 * (section 10.6): parse_operand reads an operand or a negation, then
 * parse_operators keeps consuming operators that bind tighter than the
 * operator to the left (op1), recursing for the right operand. */

typedef struct OpTok {
    bool is_op, is_neg;
    Name op;
    Fixity fix;
    void *operand;             /* Expr* or Pat* */
} OpTok;

typedef struct OpParser {
    Ds *ds;
    OpTok *toks; int n, pos;
    bool pats;                 /* building patterns rather than expressions */
    SrcSpan span;              /* the whole sequence, for errors */
} OpParser;

static const Fixity neg_fixity = { 6, ASSOC_LEFT };
static const Fixity no_fixity = { -1, ASSOC_NONE };

static const char *show_op(Ds *ds, const OpTok *t)
{
    if (!t)
        return "prefix `-'";
    const char *op = is_symbolic(t->op.id) ? t->op.id
                   : arena_printf(ds->arena, "`%s`", t->op.id);
    return arena_printf(ds->arena, "\u2018%s\u2019", op);
}

static _Noreturn void mix_error(OpParser *p, const OpTok *a, Fixity fa,
                                const OpTok *b, Fixity fb)
{
    ds_error(p->ds, p->span, "Precedence parsing error\n    cannot mix %s "
             "[%s %d] and %s [%s %d] in the same infix expression",
             show_op(p->ds, a), assoc_word(fa.assoc), fa.prec,
             show_op(p->ds, b), assoc_word(fb.assoc), fb.prec);
}

static SrcSpan join_spans(SrcSpan a, SrcSpan b)
{
    return (SrcSpan){ a.l1, a.c1, b.l2, b.c2 };
}

static void *make_binary(OpParser *p, OpTok *t, void *l, void *r)
{
    Arena *a = p->ds->arena;
    if (p->pats) {
        Pat *pl = l, *pr = r, *c = ARENA_NEW(a, Pat);
        c->kind = P_CON;
        c->name = t->op;
        c->args = ARENA_ARRAY(a, Pat *, 2);
        c->args[0] = pl;
        c->args[1] = pr;
        c->nargs = 2;
        c->span = join_spans(pl->span, pr->span);
        return c;
    }
    Expr *el = l, *er = r;
    Expr *op = ARENA_NEW(a, Expr);
    op->kind = rn_is_conname(t->op.id) ? E_CON : E_VAR;
    op->name = t->op;
    op->span = t->op.span;
    Expr *inner = ARENA_NEW(a, Expr), *outer = ARENA_NEW(a, Expr);
    inner->kind = outer->kind = E_APP;
    inner->fun = op;
    inner->arg = el;
    inner->span = join_spans(el->span, t->op.span);
    outer->fun = inner;
    outer->arg = er;
    outer->span = join_spans(el->span, er->span);
    return outer;
}

static void *make_negation(OpParser *p, OpTok *t, void *operand)
{
    if (p->pats)
        ds_error(p->ds, t->op.span, "Parse error in pattern: negation");
    Expr *e = ARENA_NEW(p->ds->arena, Expr), *x = operand;
    e->kind = E_NEG;
    e->body = x;
    e->span = join_spans(t->op.span, x->span);
    return e;
}

static void *parse_operators(OpParser *p, OpTok *op1, Fixity f1, void *left);

static void *parse_operand(OpParser *p, OpTok *op1, Fixity f1)
{
    cstack_check(p->span);
    OpTok *t = &p->toks[p->pos++];
    if (!t->is_neg)
        return parse_operators(p, op1, f1, t->operand);
    if (f1.prec >= 6)
        mix_error(p, op1, f1, NULL, neg_fixity);
    void *r = parse_operand(p, NULL, neg_fixity);
    return parse_operators(p, op1, f1, make_negation(p, t, r));
}

static void *parse_operators(OpParser *p, OpTok *op1, Fixity f1, void *left)
{
    while (p->pos < p->n) {
        OpTok *op2 = &p->toks[p->pos];
        Fixity f2 = op2->fix;
        if (f1.prec == f2.prec && (f1.assoc != f2.assoc || f1.assoc == ASSOC_NONE))
            mix_error(p, op1, f1, op2, f2);
        if (f1.prec > f2.prec || (f1.prec == f2.prec && f1.assoc == ASSOC_LEFT))
            return left;
        p->pos++;
        void *right = parse_operand(p, op2, f2);
        left = make_binary(p, op2, left, right);
    }
    return left;
}

static Fixity pat_fixity(Ds *ds, const Name *op)
{
    return rn_lookup_pat_con(ds, op)->fixity;
}

Expr *rn_resolve_expr(Ds *ds, Expr *e)
{
    OpParser p = { ds, ARENA_ARRAY(ds->arena, OpTok, e->nitems), e->nitems,
                   0, false, e->span };
    for (int i = 0; i < e->nitems; i++) {
        OpItem *it = &e->items[i];
        OpTok *t = &p.toks[i];
        t->is_op = it->is_op;
        t->is_neg = it->is_neg;
        t->op = it->op;
        t->operand = it->e;
        if (it->is_op && !it->is_neg)
            t->fix = rn_fixity(ds, &it->op);
    }
    return parse_operand(&p, NULL, no_fixity);
}

Pat *rn_resolve_pat(Ds *ds, Pat *pat)
{
    int n = pat->nargs + pat->nops;
    OpParser p = { ds, ARENA_ARRAY(ds->arena, OpTok, n), n, 0, true, pat->span };
    for (int i = 0; i < pat->nargs; i++) {
        p.toks[2 * i].operand = pat->args[i];
        if (i < pat->nops) {
            OpTok *t = &p.toks[2 * i + 1];
            t->is_op = true;
            t->op = pat->ops[i];
            t->fix = pat_fixity(ds, &pat->ops[i]);
        }
    }
    return parse_operand(&p, NULL, no_fixity);
}
