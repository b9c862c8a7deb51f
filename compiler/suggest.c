/*
 * suggest.c -- "Perhaps you meant ..." under a not-in-scope error (see
 * suggest.h).
 *
 * Note [What GHC suggests]
 * Observed with GHC 9.0.2 and written here in our own words.  A name
 * that is not in scope is compared with every name in scope that could
 * stand in its place: for a variable the variables and data constructors
 * (and the reverse for a constructor), for a type the types and classes;
 * operators only with operators, identifiers only with identifiers.  The
 * distance is the restricted Damerau-Levenshtein one (inserting,
 * deleting or changing a character, or swapping two neighbours, costs 1),
 * and a name is offered when its distance is at most a quarter of the
 * typed name's length plus two, rounded down ("lenght": 2; "mapp": 1; a
 * name of one character gets nothing).  At most three are offered,
 * nearest first; equally near ones in GHC's order (Note [Suggestion
 * order]).  A qualified name (L.sortby) is compared, qualifier included,
 * with the qualified names in scope (L.sortBy, Data.List.sort, ...); an
 * unqualified one with the unqualified names, and with the names that are
 * in scope only qualified, which are then offered qualified.  Each is
 * printed with where it comes from:
 *     ‘length’ (imported from Prelude)    the first import that brings it
 *     ‘total’ (line 3)                    defined in the program, or local
 * and, when it is not in the typed name's namespace, with the namespace:
 * "data constructor ‘Nothing’", "variable ‘length’".
 *
 * Layout: GHC's pretty-printer keeps a line whole when its text, counted
 * from the line's indentation, is at most 67 characters (its ribbon).  An
 * unqualified value's message is two bullets:
 *     • Variable not in scope: lenght
 *     • Perhaps you meant ‘length’ (imported from Prelude)
 * several names go on the bullet's line if they fit, otherwise below it,
 * two columns in, as many on a line as fit, separated by commas:
 *     • Perhaps you meant one of these:
 *         ‘mapM’ (imported from Prelude), ‘map’ (imported from Prelude)
 * A type's or a qualified name's message has no bullets, the same lines
 * otherwise.  A first line that is too long breaks after "not in scope:"
 * and continues two columns in.  (GHC also prints the type the variable
 * was used at, `lenght :: [a0] -> a1`; lazyrts reports the name before
 * type checking and leaves the type out.)
 *
 * Note [Suggestion order]
 * GHC keeps the names in scope in a table ordered by a number its lexer
 * and interface reader give each distinct string in the order they first
 * see it, types first, then data constructors, then variables; the local
 * variables come before all of them.  So among equally near names:
 *   1. the strings GHC knows before reading the program (its keywords and
 *      wired-in names, GHC_EARLY in ghc_name_order.def);
 *   2. the strings of the program, in the order of their first occurrence
 *      in the source text (identifiers, operators and string literals;
 *      comments do not count), library names the program mentions
 *      included -- so "mapp" offers ‘map’ before ‘mapM’ in a program that
 *      uses map and ‘mapM’ first in one that does not;
 *   3. the library's names GHC first meets in its interface files, in the
 *      order measured from GHC 9.0.2 (GHC_LATE).
 * That order is kept here exactly for a program importing the Prelude and
 * any of the library's modules; two names of two non-Prelude modules may
 * come the other way round when the program imports those modules in an
 * unusual order.
 */
#include "suggest.h"
#include "distance.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define RIBBON     67   /* GHC's widest line of text, from its indentation */
#define MAX_SHOWN  3    /* GHC offers at most three names */

/* ============================================================ distance */

int suggest_distance(const char *a, const char *b)
{
    return text_distance(a, strlen(a), b, strlen(b));
}

/* ============================================ GHC's order: Note [Suggestion order] */

enum { RANK_EARLY, RANK_SOURCE, RANK_LATE, RANK_UNKNOWN };

static const struct { bool early; const char *name; } ghc_order[] = {
#define GHC_EARLY(s) { true, s },
#define GHC_LATE(s) { false, s },
#include "ghc_name_order.def"
#undef GHC_EARLY
#undef GHC_LATE
};

/* Interned string -> its place; open addressing, power-of-two size. */
typedef struct RankMap {
    const char **keys;
    uint64_t *vals;
    size_t cap, n;
} RankMap;

static size_t slot_of(const RankMap *m, const char *key)
{
    size_t h = ((uintptr_t)key >> 3) * 2654435761u;
    for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
        if (!m->keys[i] || m->keys[i] == key)
            return i;
}

static void rank_grow(Arena *a, RankMap *m)
{
    RankMap old = *m;
    m->cap = old.cap ? old.cap * 2 : 1024;
    m->keys = ARENA_ARRAY(a, const char *, m->cap);
    m->vals = ARENA_ARRAY(a, uint64_t, m->cap);
    m->n = 0;
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i]) {
            size_t s = slot_of(m, old.keys[i]);
            m->keys[s] = old.keys[i];
            m->vals[s] = old.vals[i];
            m->n++;
        }
}

/* Gives `key` the place `group`/`index` unless it has one already. */
static void rank_put(Arena *a, RankMap *m, const char *key, int group, uint64_t index)
{
    if (2 * (m->n + 1) > m->cap)
        rank_grow(a, m);
    size_t s = slot_of(m, key);
    if (m->keys[s])
        return;
    m->keys[s] = key;
    m->vals[s] = ((uint64_t)group << 40) | index;
    m->n++;
}

static uint64_t rank_of(const RankMap *m, const char *key)
{
    size_t s = slot_of(m, key);
    return m->keys[s] ? m->vals[s] : (uint64_t)RANK_UNKNOWN << 40;
}

static bool is_symbol_char(unsigned char c)
{
    return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL;
}

static bool is_ident_start(unsigned char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

static bool is_ident_char(unsigned char c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9') || c == '\'';
}

/* Where a comment, a string or a character literal starting at p ends;
   p itself when none starts there. */
static size_t skip_non_token(const char *t, size_t len, size_t p)
{
    if (t[p] == '-' && p + 1 < len && t[p + 1] == '-') {
        size_t q = p;
        while (q < len && t[q] == '-')
            q++;
        if (q < len && is_symbol_char((unsigned char)t[q]))
            return p;                         /* an operator such as --> */
        while (q < len && t[q] != '\n')
            q++;
        return q;
    }
    if (t[p] == '{' && p + 2 < len && t[p + 1] == '-' && t[p + 2] != '#') {
        int depth = 0;
        size_t q = p;
        while (q + 1 < len) {
            if (t[q] == '{' && t[q + 1] == '-') { depth++; q += 2; continue; }
            if (t[q] == '-' && t[q + 1] == '}') {
                q += 2;
                if (--depth == 0) return q;
                continue;
            }
            q++;
        }
        return len;
    }
    if (t[p] == '\'') {                       /* 'x', '\n', '\'' */
        size_t q = p + 1;
        if (q < len && t[q] == '\\') q += 2;
        while (q < len && t[q] != '\'' && t[q] != '\n' && q < p + 12)
            q++;
        return q < len && t[q] == '\'' ? q + 1 : p + 1;
    }
    return p;
}

/* Records the first offset of every identifier, operator and string
   literal of the program's text (Note [Suggestion order], 2). */
static void rank_source(Ds *ds, RankMap *m)
{
    const SourceFile *f = diag_source(ds->file);
    if (!f)
        return;
    const char *t = f->text;
    size_t len = f->len;
    for (size_t p = 0; p < len;) {
        size_t q = skip_non_token(t, len, p);
        if (q != p) { p = q; continue; }
        unsigned char c = (unsigned char)t[p];
        if (c == '"') {
            q = p + 1;
            while (q < len && t[q] != '"' && t[q] != '\n')
                q += t[q] == '\\' ? 2 : 1;
            if (q > len) q = len;
            rank_put(ds->arena, m, arena_intern_n(ds->arena, t + p + 1, q - p - 1),
                     RANK_SOURCE, p);
            p = q + 1;
        } else if (is_ident_start(c)) {
            size_t start = p;
            while (p < len && is_ident_char((unsigned char)t[p]))
                p++;
            /* a qualifier (Data.List.sortBy) is one string of its own */
            if (c >= 'A' && c <= 'Z' && p + 1 < len && t[p] == '.'
                && (is_ident_start((unsigned char)t[p + 1])
                    || is_symbol_char((unsigned char)t[p + 1])))
                continue;
            rank_put(ds->arena, m, arena_intern_n(ds->arena, t + start, p - start),
                     RANK_SOURCE, start);
        } else if (is_symbol_char(c)) {
            size_t start = p;
            while (p < len && is_symbol_char((unsigned char)t[p]))
                p++;
            rank_put(ds->arena, m, arena_intern_n(ds->arena, t + start, p - start),
                     RANK_SOURCE, start);
        } else if (c >= '0' && c <= '9') {
            while (p < len && (is_ident_char((unsigned char)t[p])
                               || (t[p] == '.' && p + 1 < len && t[p + 1] >= '0'
                                   && t[p + 1] <= '9')))
                p++;
        } else {
            p++;
        }
    }
}

static void rank_build(Ds *ds, RankMap *m)
{
    size_t n = sizeof ghc_order / sizeof ghc_order[0];
    for (size_t i = 0; i < n; i++)
        if (ghc_order[i].early)
            rank_put(ds->arena, m, arena_intern(ds->arena, ghc_order[i].name),
                     RANK_EARLY, i);
    rank_source(ds, m);
    for (size_t i = 0; i < n; i++)
        if (!ghc_order[i].early)
            rank_put(ds->arena, m, arena_intern(ds->arena, ghc_order[i].name),
                     RANK_LATE, i);
}

/* ========================================================== candidates */

typedef struct Cand {
    const char *key;           /* compared with the typed name */
    const char *item;          /* as printed: data constructor ‘Just’ (...) */
    int dist;
    uint64_t order;            /* GHC's order among equally near names */
} Cand;

typedef struct Search {
    Ds *ds;
    const char *typed;         /* "lenght", or "L.sortby" when qualified */
    bool qualified, symbolic;
    SuggestSpace space;
    int limit;                 /* the largest distance offered */
    RankMap ranks;
    Cand *cands;
    int n, cap;
} Search;

static bool is_operator(const char *id)
{
    return is_symbol_char((unsigned char)id[0]);
}

/* Namespace tags in GHC's order: types, data constructors, variables. */
enum { NS_TYPE, NS_CON, NS_VAR };

static void offer(Search *s, const char *key, const char *item, bool local,
                  int ns, const char *name)
{
    int d = suggest_distance(key, s->typed);
    if (d > s->limit)
        return;
    if (s->n == s->cap) {
        int cap = s->cap ? 2 * s->cap : 32;
        Cand *c = ARENA_ARRAY(s->ds->arena, Cand, cap);
        if (s->n)
            memcpy(c, s->cands, sizeof *c * (size_t)s->n);
        s->cands = c;
        s->cap = cap;
    }
    s->cands[s->n++] = (Cand){ key, item, d,
        ((uint64_t)(local ? 0 : 1) << 60) | ((uint64_t)ns << 56)
        | rank_of(&s->ranks, name) };
}

/* "data constructor " or "variable " when the name is not in the typed
   name's namespace. */
static const char *ns_word(const Search *s, int ns)
{
    if (s->space == SUGGEST_VAR && ns == NS_CON) return "data constructor ";
    if (s->space == SUGGEST_CON && ns == NS_VAR) return "variable ";
    return "";
}

static const char *item_text(Search *s, int ns, const char *shown, const char *how)
{
    return arena_printf(s->ds->arena, "%s\u2018%s\u2019 %s", ns_word(s, ns), shown, how);
}

static void offer_locals(Search *s)
{
    for (LocalBind *b = s->ds->locals; b; b = b->next) {
        bool shadowed = false;
        for (LocalBind *o = s->ds->locals; o != b; o = o->next)
            shadowed |= o->name == b->name;
        bool offerable = is_operator(b->name) == s->symbolic
            && (is_operator(b->name) || is_ident_start((unsigned char)b->name[0]));
        if (shadowed || !b->var || !offerable)
            continue;
        const char *how = arena_printf(s->ds->arena, "(line %d)",
                                       b->line ? b->line : b->var->span.l1);
        offer(s, b->name, item_text(s, NS_VAR, b->name, how), true, NS_VAR, b->name);
    }
}

/* The entity's namespace tag, or -1 when it is never offered here. */
static int entity_ns(const Search *s, const Entity *e)
{
    for (int i = 0; i < s->ds->nbuiltins; i++)
        if (s->ds->builtins[i] == e)
            return -1;
    if (is_operator(e->name) != s->symbolic
        || (!is_operator(e->name) && !is_ident_start((unsigned char)e->name[0])))
        return -1;
    if (s->space == SUGGEST_TYPE)
        return e->kind == ENT_TYPE ? NS_TYPE : -1;
    return e->kind == ENT_VAR ? NS_VAR : e->kind == ENT_CON ? NS_CON : -1;
}

static const char *how_in_scope(Search *s, const SymEntry *e)
{
    if (e->via)
        return arena_printf(s->ds->arena, "(imported from %s)", e->via);
    return arena_printf(s->ds->arena, "(line %d)", e->ent->span.l1);
}

static bool has_unqualified(SymTab *t, const SymEntry *e)
{
    for (unsigned b = 0; b < t->nbuckets; b++)
        for (SymEntry *o = t->buckets[b]; o; o = o->next)
            if (!o->qual && o->ent == e->ent)
                return true;
    return false;
}

/* The first import (in the program's order) that brings e's entity
   qualified only. */
static bool first_qualified(SymTab *t, const SymEntry *e)
{
    for (unsigned b = 0; b < t->nbuckets; b++)
        for (SymEntry *o = t->buckets[b]; o; o = o->next)
            if (o != e && o->qual && o->ent == e->ent
                && (o->via_span.l1 < e->via_span.l1
                    || (o->via_span.l1 == e->via_span.l1
                        && o->via_span.c1 < e->via_span.c1)))
                return false;
    return true;
}

static void offer_globals(Search *s, SymTab *t)
{
    const char *self = s->ds->cur->name;
    for (unsigned b = 0; b < t->nbuckets; b++)
        for (SymEntry *e = t->buckets[b]; e; e = e->next) {
            int ns = entity_ns(s, e->ent);
            if (ns < 0)
                continue;
            const char *name = e->ent->name;
            if (s->qualified) {
                if (!e->qual)
                    continue;
                const char *q = arena_printf(s->ds->arena, "%s.%s", e->qual, name);
                offer(s, q, item_text(s, ns, q, how_in_scope(s, e)), false, ns, name);
            } else if (!e->qual) {
                offer(s, name, item_text(s, ns, name, how_in_scope(s, e)), false, ns, name);
            } else if (e->qual != self && suggest_distance(name, s->typed) <= s->limit
                       && !has_unqualified(t, e) && first_qualified(t, e)) {
                const char *q = arena_printf(s->ds->arena, "%s.%s", e->qual, name);
                offer(s, name, item_text(s, ns, q, how_in_scope(s, e)), false, ns, name);
            }
        }
}

static int cand_cmp(const void *pa, const void *pb)
{
    const Cand *a = pa, *b = pb;
    if (a->dist != b->dist) return a->dist < b->dist ? -1 : 1;
    if (a->order != b->order) return a->order < b->order ? -1 : 1;
    return strcmp(a->item, b->item);
}

static int width(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

/* The names to offer for `n`, nearest first; returns how many (<= 3). */
static int find(Ds *ds, const Name *n, SuggestSpace space, bool locals, Cand **out)
{
    Search s = { .ds = ds, .space = space, .qualified = n->qual != NULL,
                 .symbolic = is_operator(n->id) };
    s.typed = n->qual ? arena_printf(ds->arena, "%s.%s", n->qual, n->id) : n->id;
    s.limit = (width(s.typed) + 2) / 4;
    rank_build(ds, &s.ranks);
    if (locals && !s.qualified && space != SUGGEST_TYPE)
        offer_locals(&s);
    offer_globals(&s, space == SUGGEST_TYPE ? &ds->cur->scope_t : &ds->cur->scope_v);
    if (s.n > 1)
        qsort(s.cands, (size_t)s.n, sizeof *s.cands, cand_cmp);
    *out = s.cands;
    return s.n < MAX_SHOWN ? s.n : MAX_SHOWN;
}

/* ============================================================== layout */

typedef struct MsgText { char *s; size_t len, cap; } MsgText;

static void put(MsgText *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (cap < t->len + n + 1) cap *= 2;
        char *p = realloc(t->s, cap);
        if (!p) abort();
        t->s = p;
        t->cap = cap;
    }
    memcpy(t->s + t->len, s, n + 1);
    t->len += n;
}

static void newline(MsgText *t, const char *indent)
{
    put(t, "\n");
    put(t, indent);
}

/* head and rest on one line when they fit after `lead` (the bullet),
   otherwise rest on the next line, `indent` in. */
static void put_hang(MsgText *t, const char *lead, const char *head, const char *rest,
                     const char *indent)
{
    put(t, lead);
    put(t, head);
    if (width(lead) + width(head) + 1 + width(rest) <= RIBBON)
        put(t, " ");
    else
        newline(t, indent);
    put(t, rest);
}

/* Words filled into lines as GHC's fsep does, as many on a line as fit;
   `used`: the width already on the first line. */
static void put_fill(MsgText *t, int used, const char *indent,
                     const char *const *words, int n)
{
    for (int i = 0; i < n; i++) {
        int w = width(words[i]);
        if (i == 0) {
            used += w;
        } else if (used + 1 + w <= RIBBON) {
            put(t, " ");
            used += 1 + w;
        } else {
            newline(t, indent);
            used = w;
        }
        put(t, words[i]);
    }
}

/* "Perhaps you meant ..." after `lead`; more lines `indent` in. */
static void put_similar(Ds *ds, MsgText *t, const char *lead, const char *indent,
                        const Cand *c, int n)
{
    put(t, lead);
    put(t, "Perhaps you meant ");
    if (n == 1) {
        put(t, c[0].item);
        return;
    }
    const char *head = "one of these:";
    const char *items[MAX_SHOWN];
    int all = width(lead) + width("Perhaps you meant ") + width(head);
    for (int i = 0; i < n; i++) {
        items[i] = i < n - 1 ? arena_printf(ds->arena, "%s,", c[i].item) : c[i].item;
        all += 1 + width(items[i]);
    }
    put(t, head);
    if (all <= RIBBON) {
        for (int i = 0; i < n; i++) {
            put(t, " ");
            put(t, items[i]);
        }
        return;
    }
    const char *nested = arena_printf(ds->arena, "%s  ", indent);
    newline(t, nested);
    put_fill(t, 0, nested, items, n);
}

/* ======================================================== import hints */

/* A module the program imports and the import of it GHC quotes. */
typedef struct ModImport {
    const Import *im;
    const ModInfo *mod;
} ModImport;

static const ModInfo *module_named(Ds *ds, const char *name)
{
    for (int i = 0; i < ds->nmods; i++)
        if (!strcmp(ds->mods[i]->name, name) && ds->mods[i] != ds->cur)
            return ds->mods[i];
    return NULL;
}

/* The program's imports in GHC's order, the implicit Prelude included
   (as a qualifier-less import without a list). */
static int program_imports(Ds *ds, const Import **out)
{
    const Module *ast = ds->cur->ast;
    int n = 0;
    bool prelude = false;
    for (int i = 0; i < ast->nimports; i++) {
        prelude |= !strcmp(ast->imports[i].module.id, "Prelude");
        out[n++] = &ast->imports[i];
    }
    if (!prelude) {
        Import *im = ARENA_NEW(ds->arena, Import);
        im->module.id = "Prelude";
        out[n++] = im;
    }
    return n;
}

/* GHC's "interesting" imports for n: per module, the import that could
   have brought it (the qualifier's imports for a qualified name, the
   unqualified ones otherwise), one without a hiding list preferred, then
   the first. */
static int interesting_imports(Ds *ds, const Name *n, ModImport *out)
{
    const Import **ims = ARENA_ARRAY(ds->arena, const Import *, ds->cur->ast->nimports + 1);
    int nims = program_imports(ds, ims), k = 0;
    for (int i = 0; i < nims; i++) {
        const Import *im = ims[i];
        const char *alias = im->as ? im->as : im->module.id;
        if (n->qual ? strcmp(alias, n->qual) != 0 : im->qualified)
            continue;
        const ModInfo *mod = module_named(ds, im->module.id);
        if (!mod)
            continue;
        int j = 0;
        while (j < k && out[j].mod != mod)
            j++;
        if (j == k)
            out[k++] = (ModImport){ im, mod };
        else if (out[j].im->hiding && !im->hiding)
            out[j].im = im;
    }
    return k;
}

static bool module_exports(const ModInfo *m, const char *id, SuggestSpace space)
{
    EntKind want = space == SUGGEST_TYPE ? ENT_TYPE : space == SUGGEST_CON ? ENT_CON
                 : ENT_VAR;
    for (int i = 0; i < m->nexports; i++)
        if (m->exports[i]->kind == want && !strcmp(m->exports[i]->name, id))
            return true;
    return false;
}

static const char *import_place(Ds *ds, const Import *im)
{
    SrcSpan s = im->span;
    return s.l1 == s.l2
        ? arena_printf(ds->arena, "(%s:%d:%d-%d)", ds->file, s.l1, s.c1, s.c2)
        : arena_printf(ds->arena, "(%s:(%d,%d)-(%d,%d))", ds->file, s.l1, s.c1,
                       s.l2, s.c2);
}

/* The imports (all hiding or all not) whose lists leave n out. */
static void put_list_hint(Ds *ds, MsgText *t, int used, const char *indent,
                          const char *quoted, const ModImport *h, int nh, bool hiding)
{
    const char *words[6];
    int nw = 0;
    words[nw++] = hiding ? "Perhaps you want to remove" : "Perhaps you want to add";
    words[nw++] = quoted;
    if (nh == 1) {
        words[nw++] = hiding ? "from the explicit hiding list" : "to the import list";
        words[nw++] = "in the import of";
        words[nw++] = arena_printf(ds->arena, "\u2018%s\u2019", h[0].mod->name);
        words[nw++] = arena_printf(ds->arena, "%s.", import_place(ds, h[0].im));
        put_fill(t, used, indent, words, nw);
        return;
    }
    if (hiding) {
        words[nw++] = "from the hiding clauses";
        words[nw++] = "in one of these imports:";
    } else {
        words[nw++] = "to one of these import lists:";
    }
    put_fill(t, used, indent, words, nw);
    const char *nested = arena_printf(ds->arena, "%s  ", indent);
    for (int i = 0; i < nh; i++) {
        newline(t, nested);
        put(t, arena_printf(ds->arena, "\u2018%s\u2019 %s", h[i].mod->name,
                            import_place(ds, h[i].im)));
    }
}

/* "Module ‘M’ does not export ‘x’." and its kin, for a qualified name. */
static const char *qualified_hint(Ds *ds, const Name *n, const ModImport *in, int k)
{
    if (k == 0)
        return strcmp(n->qual, ds->cur->name) == 0 ? NULL
            : arena_printf(ds->arena, "No module named \u2018%s\u2019 is imported.", n->qual);
    if (k == 1)
        return arena_printf(ds->arena, "Module \u2018%s\u2019 does not export \u2018%s\u2019.",
                            in[0].mod->name, n->id);
    const char *list = "";
    for (int i = 0; i < k - 1; i++)
        list = arena_printf(ds->arena, "%s%s\u2018%s\u2019", list, i ? ", " : "",
                            in[i].mod->name);
    return arena_printf(ds->arena, "Neither %s nor \u2018%s\u2019 exports \u2018%s\u2019.",
                        list, in[k - 1].mod->name, n->id);
}

/* GHC's suggestions about the imports into t (nothing when it has
   none).  `used`: the width already on the first line (a bullet);
   `indent`: the later lines' start. */
static void put_import_hints(Ds *ds, MsgText *t, const Name *n, SuggestSpace space,
                             int used, const char *indent)
{
    ModImport *in = ARENA_ARRAY(ds->arena, ModImport, ds->cur->ast->nimports + 1);
    int k = interesting_imports(ds, n, in);
    ModImport *with = ARENA_ARRAY(ds->arena, ModImport, k + 1);
    ModImport *hiding = ARENA_ARRAY(ds->arena, ModImport, k + 1);
    int nwith = 0, nhiding = 0;
    for (int i = 0; i < k; i++)
        if (module_exports(in[i].mod, n->id, space)) {
            if (in[i].im->hiding)
                hiding[nhiding++] = in[i];
            else
                with[nwith++] = in[i];
        }
    const char *quoted = arena_printf(ds->arena, "\u2018%s\u2019", n->id);
    if (nwith)
        put_list_hint(ds, t, used, indent, quoted, with, nwith, false);
    else if (nhiding)
        put_list_hint(ds, t, used, indent, quoted, hiding, nhiding, true);
    else if (n->qual) {
        const char *q = qualified_hint(ds, n, in, k);
        if (q)
            put(t, q);
    }
}

/* ============================================================ messages */

const char *suggest_not_in_scope(Ds *ds, const Name *n, SuggestSpace space,
                                 unsigned how)
{
    Cand *c;
    int count = find(ds, n, space, !(how & SUGGEST_NO_LOCALS), &c);
    MsgText t = { 0 };
    if (!(how & SUGGEST_PLAIN) && !n->qual && space != SUGGEST_TYPE) {
        const char *what = space == SUGGEST_CON ? "Data constructor not in scope:"
                                                : "Variable not in scope:";
        const char *shown = is_operator(n->id)
            ? arena_printf(ds->arena, "(%s)", n->id) : n->id;
        MsgText hints = { 0 };
        put_import_hints(ds, &hints, n, space, count ? 0 : 2, "  ");
        if (!count && !hints.s) {
            put_hang(&t, "", what, shown, "  ");
        } else {
            put_hang(&t, "\u2022 ", what, shown, "    ");
            if (count) {
                put(&t, "\n");
                put_similar(ds, &t, "\u2022 ", "  ", c, count);
            }
            if (hints.s) {
                put(&t, count ? "\n  " : "\n\u2022 ");
                put(&t, hints.s);
            }
        }
        free(hints.s);
    } else {
        const char *kind = space == SUGGEST_TYPE ? "type constructor or class "
                         : space == SUGGEST_CON ? "data constructor " : "";
        const char *what = n->qual
            ? arena_printf(ds->arena, "%s\u2018%s.%s\u2019", kind, n->qual, n->id)
            : arena_printf(ds->arena, "%s\u2018%s\u2019", kind, n->id);
        put_hang(&t, "", "Not in scope:", what, "  ");
        if (count) {
            put(&t, "\n");
            put_similar(ds, &t, "", "", c, count);
        }
        MsgText hints = { 0 };
        put_import_hints(ds, &hints, n, space, 0, "");
        if (hints.s) {
            put(&t, "\n");
            put(&t, hints.s);
        }
        free(hints.s);
    }
    const char *msg = arena_intern(ds->arena, t.s);
    free(t.s);
    return msg;
}
