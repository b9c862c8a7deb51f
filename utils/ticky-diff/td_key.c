/*
 * td_key.c -- binding keys and the summed bindings of a report.
 * See Note [Binding keys] in td_key.h.
 */
#include "td_key.h"

#include <stdlib.h>
#include <string.h>

/* How many enclosing bindings a key names at most (a chain of "in"s in a
 * malformed file could be a cycle). */
enum { MAX_PARENTS = 32 };

static bool is_alpha(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static bool is_alnum(char c)
{
    return is_alpha(c) || (c >= '0' && c <= '9');
}

bool td_unique_shaped(const char *word)
{
    if (!is_alpha(word[0]) || word[1] == '\0')
        return false;
    for (const char *p = word + 1; *p; p++)
        if (!is_alnum(*p))
            return false;
    return true;
}

/* Split text (len bytes) at its last " in <word>": middle gets what is
 * before, parent the word (NULL when there is none). */
static void split_parent(const char *text, size_t len, TdName *parts)
{
    parts->parent = NULL;
    for (size_t i = len; i >= 4; i--) {
        if (memcmp(text + i - 4, " in ", 4) != 0)
            continue;
        size_t word = len - i;
        if (word > 0 && memchr(text + i, ' ', word) == NULL) {
            parts->parent = td_xstrndup(text + i, word);
            len = i - 4;
        }
        break;
    }
    parts->middle = td_xstrndup(text, len);
}

/* The binder "sat_s24y" of a name whose braces hold no unique: base "sat",
 * unique "s24y" (or the binder whole when it has no "_word" suffix). */
static void split_binder(const char *binder, size_t len, TdName *parts)
{
    char *copy = td_xstrndup(binder, len);
    char *underscore = strrchr(copy, '_');
    parts->unique = NULL;
    if (underscore != NULL && underscore > copy
        && td_unique_shaped(underscore + 1)) {
        parts->unique = td_xstrdup(underscore + 1);
        *underscore = '\0';
    }
    parts->base = copy;
}

static bool is_upper(char c)
{
    return c >= 'A' && c <= 'Z';
}

static bool is_ident_char(char c)
{
    return is_alnum(c) || c == '_' || c == '\'';
}

/* The length of the module qualifier of binder, its last dot included
 * ("Main." of "Main.area", "Data.Map." of "Data.Map.insert"); 0 when it
 * has none, or nothing follows it. */
static size_t qualifier_length(const char *binder)
{
    size_t i = 0, qualifier = 0;
    while (is_upper(binder[i])) {
        size_t j = i + 1;
        while (is_ident_char(binder[j]))
            j++;
        if (binder[j] != '.' || binder[j + 1] == '\0')
            break;
        qualifier = j + 1;
        i = j + 1;
    }
    return qualifier;
}

/* "Main.g" with middle " (fun)" -> "g" with middle " (Main) (fun)": only
 * when the middle does not name a module already (its first group is a
 * kind, in lower case). */
static void unqualify(TdName *parts)
{
    size_t q = qualifier_length(parts->base);
    const char *m = parts->middle;
    if (q == 0 || strncmp(m, " (", 2) != 0 || !(m[2] >= 'a' && m[2] <= 'z'))
        return;
    char *module = td_xstrndup(parts->base, q - 1);
    const char *pieces[] = { " (", module, ")", m };
    char *middle = td_concat(pieces, 4);
    free(module);
    free(parts->middle);
    parts->middle = middle;
    memmove(parts->base, parts->base + q, strlen(parts->base + q) + 1);
}

static void split_parts(const char *name, TdName *parts)
{
    const char *open = strchr(name, '{');
    const char *close = open ? strchr(open, '}') : NULL;
    if (close == NULL) {
        /* no braces: the name is its own base */
        split_parent(name, strlen(name), parts);
        parts->base = parts->middle;
        parts->middle = td_xstrdup("");
        parts->unique = NULL;
        return;
    }
    const char *space = memchr(open, ' ', (size_t)(close - open));
    if (space != NULL) {
        /* "{v s1EG}": the unique is the last word inside */
        const char *last = close;
        while (last[-1] != ' ')
            last--;
        parts->base = td_xstrndup(name, (size_t)(open - name));
        parts->unique = last < close
            ? td_xstrndup(last, (size_t)(close - last)) : NULL;
    } else {
        split_binder(name, (size_t)(open - name), parts);
    }
    split_parent(close + 1, strlen(close + 1), parts);
}

void td_split_name(const char *name, TdName *parts)
{
    split_parts(name, parts);
    unqualify(parts);
}

void td_name_free(TdName *parts)
{
    free(parts->base);
    free(parts->unique);
    free(parts->middle);
    free(parts->parent);
}

/* ------------------------------------------------------------------------
 * Parents, by unique */

typedef struct UniqueEntry {
    const char *unique;
    size_t row;
} UniqueEntry;

static int compare_uniques(const void *a, const void *b)
{
    const UniqueEntry *x = a, *y = b;
    int c = strcmp(x->unique, y->unique);
    return c != 0 ? c : (x->row > y->row) - (x->row < y->row);
}

/* The first row whose unique is unique (index sorted by compare_uniques),
 * or n when there is none. */
static size_t find_row(const UniqueEntry *index, size_t count,
                       const char *unique, size_t n)
{
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(index[mid].unique, unique) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < count && strcmp(index[lo].unique, unique) == 0
        ? index[lo].row : n;
}

typedef struct Names {
    TdName *names;
    size_t n;
    UniqueEntry *index;
    size_t indexed;
} Names;

static bool in_chain(const size_t *chain, size_t depth, size_t row)
{
    for (size_t i = 0; i < depth; i++)
        if (chain[i] == row)
            return true;
    return false;
}

/* The key of row i: its base and middle, then " in " and the binder of
 * each enclosing row found. */
static char *binding_key(const Names *N, size_t i)
{
    const char *parts[2 + 2 * MAX_PARENTS + 2];
    size_t chain[MAX_PARENTS + 1];
    size_t n_parts = 0, depth = 0;
    parts[n_parts++] = N->names[i].base;
    parts[n_parts++] = N->names[i].middle;
    chain[depth++] = i;
    for (size_t row = i; N->names[row].parent != NULL;) {
        const char *parent = N->names[row].parent;
        size_t found = find_row(N->index, N->indexed, parent, N->n);
        if (found == N->n) {
            if (!td_unique_shaped(parent)) {
                parts[n_parts++] = " in ";
                parts[n_parts++] = parent;
            }
            break;
        }
        if (in_chain(chain, depth, found) || depth > MAX_PARENTS)
            break;
        parts[n_parts++] = " in ";
        parts[n_parts++] = N->names[found].base;
        chain[depth++] = found;
        row = found;
    }
    return td_concat(parts, n_parts);
}

static void names_of(const TdReport *report, Names *N)
{
    N->n = report->n_rows;
    N->names = td_xmalloc(N->n * sizeof *N->names);
    N->index = td_xmalloc(N->n * sizeof *N->index);
    N->indexed = 0;
    for (size_t i = 0; i < N->n; i++) {
        td_split_name(report->rows[i].name, &N->names[i]);
        if (N->names[i].unique != NULL)
            N->index[N->indexed++] = (UniqueEntry){ N->names[i].unique, i };
    }
    qsort(N->index, N->indexed, sizeof *N->index, compare_uniques);
}

static void names_free(Names *N)
{
    for (size_t i = 0; i < N->n; i++)
        td_name_free(&N->names[i]);
    free(N->names);
    free(N->index);
}

/* ------------------------------------------------------------------------
 * Summing */

typedef struct Keyed {
    TdBinding binding;
    long line;
} Keyed;

static int compare_keyed(const void *a, const void *b)
{
    const Keyed *x = a, *y = b;
    int c = strcmp(x->binding.key, y->binding.key);
    return c != 0 ? c : (x->line > y->line) - (x->line < y->line);
}

/* into += from; false if a figure exceeds 64 bits */
static bool add_figures(TdBinding *into, const TdBinding *from)
{
    return td_add(into->entries, from->entries, &into->entries)
        && td_add(into->alloc, from->alloc, &into->alloc)
        && td_add(into->allocd, from->allocd, &into->allocd);
}

static bool add_to_totals(TdBindings *out, const TdRow *row, TdError *err)
{
    if (td_add(out->total_entries, row->entries, &out->total_entries)
        && td_add(out->total_alloc, row->alloc, &out->total_alloc)
        && td_add(out->total_allocd, row->allocd, &out->total_allocd))
        return true;
    return td_fail(err, row->line, "the table's figures add up to more "
                   "than 64 bits");
}

/* Merge the runs of equal keys of keyed[0..n) (sorted) into out->items
 * (which has room for n). */
static bool merge_keys(Keyed *keyed, size_t n, TdBindings *out, TdError *err)
{
    bool ok = true;
    for (size_t i = 0; i < n; i++) {
        TdBinding *b = &keyed[i].binding;
        TdBinding *last = out->n > 0 ? &out->items[out->n - 1] : NULL;
        if (last == NULL || strcmp(last->key, b->key) != 0) {
            out->items[out->n++] = *b;
            continue;
        }
        if (ok && !add_figures(last, b))
            ok = td_fail(err, keyed[i].line, "the rows of %s add up to more "
                         "than 64 bits", last->key);
        last->rows++;
        free(b->key);
    }
    return ok;
}

bool td_bindings(const TdReport *report, TdBindings *out, TdError *err)
{
    *out = (TdBindings){ NULL, 0, 0, 0, 0 };
    Names N;
    names_of(report, &N);
    Keyed *keyed = td_xmalloc(N.n * sizeof *keyed);
    bool ok = true;
    for (size_t i = 0; i < N.n; i++) {
        const TdRow *row = &report->rows[i];
        keyed[i] = (Keyed){ { binding_key(&N, i), row->entries, row->alloc,
                              row->allocd, 1 }, row->line };
        ok = ok && add_to_totals(out, row, err);
    }
    names_free(&N);
    qsort(keyed, report->n_rows, sizeof *keyed, compare_keyed);
    out->items = td_xmalloc(report->n_rows * sizeof *out->items);
    TdError unused;
    if (!merge_keys(keyed, report->n_rows, out, ok ? err : &unused))
        ok = false;
    free(keyed);
    if (!ok)
        td_bindings_free(out);
    return ok;
}

void td_bindings_free(TdBindings *bindings)
{
    for (size_t i = 0; i < bindings->n; i++)
        free(bindings->items[i].key);
    free(bindings->items);
    *bindings = (TdBindings){ NULL, 0, 0, 0, 0 };
}
