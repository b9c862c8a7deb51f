/*
 * test_prof_format.c -- the .prof report and its JSON form
 * (ccs/report_prof.c) against GHC 9.0.2's own reports.
 *
 * The reference reports are in testsuite/unit/prof_fixtures (see its
 * README.md), found through LAZYRTS_TOP_SRCDIR or the current directory.
 * Each test rebuilds the cost-centre tree a GHC report describes -- the
 * same labels, modules, sources, node numbers, entries, ticks and bytes,
 * system stacks included -- by hand (nodes are plain structs, so the
 * numbers are GHC's), writes it with ccs_report_write and compares the
 * text byte for byte after the date line: header lines, column widths and
 * positions, order, pruning, percentages.  A -Pa report shows every stack
 * and every centre, so it is where the trees are read from; the -p and -P
 * reports of other runs of the same program then overlay their own
 * entries, ticks and bytes.
 *
 * The other tests pin what the fixtures do not show: the pruning rule
 * (back edges keep a node), the order of ties, widths that include hidden
 * system stacks, ids of four digits, JSON escaping, re-running, and a tree
 * made by ccs_push.
 */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../ccs/report_prof.h"
#include "../../includes/report.h"

#define WORD_BYTES ((uint64_t)sizeof(uintptr_t))
#define FIXTURES "testsuite/unit/prof_fixtures"

/* ============================================================ helpers */

static char *slurp(const char *name)
{
    const char *top = getenv("LAZYRTS_TOP_SRCDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", top ? top : ".", FIXTURES, name);
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        fail_msg("cannot open fixture %s", path);
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    assert_non_null(buf);
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            buf = realloc(buf, cap + 1);
            assert_non_null(buf);
        }
    }
    fclose(f);
    buf[n] = '\0';
    return buf;
}

/* The report of `main_ccs` as a string (free it). */
static char *render(CostCentreStack *main_ccs, const CcsReportRun *run)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    ccs_report_write(f, main_ccs, run);
    fclose(f);
    /* A copy: GCC's -Wdangling-pointer takes pointers into `text` for
       pointers to the local variable that open_memstream was given. */
    char *copy = strdup(text);
    free(text);
    assert_non_null(copy);
    return copy;
}

/* The text after its first line. */
static const char *after_first_line(const char *s)
{
    const char *nl = strchr(s, '\n');
    assert_non_null(nl);
    return nl + 1;
}

/* Compares line by line, so that a failure names the first wrong line. */
static void assert_same_text(const char *got, const char *want)
{
    int line = 1;
    while (*got != '\0' || *want != '\0') {
        size_t lg = strcspn(got, "\n"), lw = strcspn(want, "\n");
        if (lg != lw || memcmp(got, want, lg) != 0 || got[lg] != want[lw])
            fail_msg("line %d differs:\n got: %.*s\nwant: %.*s", line,
                     (int)lg, got, (int)lw, want);
        got += lg + (got[lg] != '\0');
        want += lw + (want[lw] != '\0');
        line++;
    }
}

/* The first line of a text report, which holds the date. */
static void assert_date_line(const char *report)
{
    char want[128];
    snprintf(want, sizeof want,
             "\t%s Time and Allocation Profiling Report  (Final)\n",
             report_time_str());
    assert_int_equal(strncmp(report, want, strlen(want)), 0);
}

/* ========================================================= hand trees */

/* A tree of plain structs, freed as a whole. */
typedef struct Model {
    CostCentre *centres;       /* registration list, newest first */
    CostCentre **ccv;
    size_t ncc;
    CostCentreStack **nodes;   /* nodes[0] is MAIN */
    size_t nnodes;
} Model;

static bool is_builtin_system(const char *label, const char *src)
{
    static const char *const names[] = {
        "SYSTEM", "GC", "OVERHEAD_of", "DONT_CARE", "IDLE", "PINNED"
    };
    if (strcmp(src, "<built-in>") != 0)
        return false;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(label, names[i]) == 0)
            return true;
    return false;
}

/* Appends a centre at the old end of the list (so the first one added is
   the newest). */
static CostCentre *model_cc(Model *m, uint32_t id, const char *label,
                            const char *module, const char *src)
{
    CostCentre *cc = calloc(1, sizeof *cc);
    assert_non_null(cc);
    cc->id = id;
    cc->label = strdup(label);
    cc->module = strdup(module);
    cc->srcloc = strdup(src);
    cc->is_caf = strcmp(label, "CAF") == 0 && strcmp(src, "<entire-module>") == 0;
    cc->is_system = is_builtin_system(label, src);
    m->ccv = realloc(m->ccv, (m->ncc + 1) * sizeof *m->ccv);
    assert_non_null(m->ccv);
    if (m->ncc > 0)
        m->ccv[m->ncc - 1]->link = cc;
    else
        m->centres = cc;
    m->ccv[m->ncc++] = cc;
    return cc;
}

static CostCentre *model_find_cc(const Model *m, const char *label,
                                 const char *module, const char *src)
{
    for (size_t i = 0; i < m->ncc; i++) {
        CostCentre *cc = m->ccv[i];
        if (strcmp(cc->label, label) == 0 && strcmp(cc->module, module) == 0 &&
            strcmp(cc->srcloc, src) == 0)
            return cc;
    }
    fail_msg("no cost centre %s %s %s", label, module, src);
    return NULL;
}

static CostCentre *model_cc_by_id(const Model *m, uint32_t id)
{
    for (size_t i = 0; i < m->ncc; i++)
        if (m->ccv[i]->id == id)
            return m->ccv[i];
    fail_msg("no cost centre with id %u", id);
    return NULL;
}

/* A node under `prev` (NULL for MAIN); bytes are converted to words. */
static CostCentreStack *model_node(Model *m, CostCentreStack *prev,
                                   CostCentre *cc, uint32_t id,
                                   uint64_t entries, uint64_t ticks,
                                   uint64_t bytes)
{
    CostCentreStack *s = calloc(1, sizeof *s);
    assert_non_null(s);
    s->id = id;
    s->cc = cc;
    s->prev = prev;
    s->depth = prev ? prev->depth + 1 : 0;
    s->root = prev ? prev->root : s;
    s->scc_count = entries;
    s->mem_alloc = bytes / WORD_BYTES;
    atomic_init(&s->time_ticks, ticks);
    m->nodes = realloc(m->nodes, (m->nnodes + 1) * sizeof *m->nodes);
    assert_non_null(m->nodes);
    m->nodes[m->nnodes++] = s;
    if (prev != NULL) {
        uint32_t n = prev->capchildren;
        prev->children = realloc(prev->children, (n + 1) * sizeof *prev->children);
        assert_non_null(prev->children);
        prev->children[n] = (CcsChild){ cc, s, false };
        prev->capchildren = prev->nchildren = n + 1;
    }
    return s;
}

/* A back edge: pushing `cc` on `from` gives the earlier stack `to`. */
static void model_back_edge(CostCentreStack *from, CostCentre *cc,
                            CostCentreStack *to)
{
    uint32_t n = from->capchildren;
    from->children = realloc(from->children, (n + 1) * sizeof *from->children);
    assert_non_null(from->children);
    from->children[n] = (CcsChild){ cc, to, true };
    from->capchildren = from->nchildren = n + 1;
}

static CostCentreStack *model_node_by_id(const Model *m, uint32_t id)
{
    for (size_t i = 0; i < m->nnodes; i++)
        if (m->nodes[i]->id == id)
            return m->nodes[i];
    fail_msg("no node %u", id);
    return NULL;
}

static void model_free(Model *m)
{
    for (size_t i = 0; i < m->nnodes; i++) {
        free(m->nodes[i]->children);
        free(m->nodes[i]);
    }
    for (size_t i = 0; i < m->ncc; i++) {
        free((char *)m->ccv[i]->label);
        free((char *)m->ccv[i]->module);
        free((char *)m->ccv[i]->srcloc);
        free(m->ccv[i]);
    }
    free(m->nodes);
    free(m->ccv);
    memset(m, 0, sizeof *m);
}

/* ==================================================== text fixtures */

/* Returns the line after the next one that starts with `prefix`, skipping
   the blank line that follows a table heading. */
static const char *after_heading(const char *s, const char *prefix)
{
    for (;;) {
        if (strncmp(s, prefix, strlen(prefix)) == 0)
            break;
        s = strchr(s, '\n');
        assert_non_null(s);
        s++;
    }
    s = strchr(s, '\n') + 1;
    assert_int_equal(*s, '\n');
    return s + 1;
}

/* One row of a report's tree. */
typedef struct Row {
    int depth;
    char label[256], module[256], src[256];
    unsigned id;
    unsigned long long entries, ticks, bytes;
    bool has_raw;             /* -P/-Pa: the ticks and bytes columns */
} Row;

/* Parses the row at `*s` and advances past it; false at the end. */
static bool next_tree_row(const char **s, Row *row)
{
    const char *line = *s;
    if (*line == '\0' || *line == '\n')
        return false;
    size_t len = strcspn(line, "\n");
    char buf[1024];
    assert_true(len < sizeof buf);
    memcpy(buf, line, len);
    buf[len] = '\0';
    row->depth = (int)strspn(buf, " ");
    double pct[4];
    int n = sscanf(buf + row->depth, "%255s %255s %255s %u %llu %lf %lf %lf %lf %llu %llu",
                   row->label, row->module, row->src, &row->id, &row->entries,
                   &pct[0], &pct[1], &pct[2], &pct[3], &row->ticks, &row->bytes);
    assert_true(n == 9 || n == 11);
    row->has_raw = n == 11;
    *s = line + len + (line[len] == '\n');
    return true;
}

/* The tree and centres of a -Pa report: its flat table lists every centre
   in registration order (ticks first, stably), its tree every stack. */
static void model_from_all_report(Model *m, const char *text)
{
    memset(m, 0, sizeof *m);
    const char *s = after_heading(text, "COST CENTRE");
    char label[256], module[256], src[256];
    uint32_t n = 0;
    for (const char *p = s; *p != '\n'; p = strchr(p, '\n') + 1)
        n++;
    for (; *s != '\n'; s = strchr(s, '\n') + 1) {
        assert_int_equal(sscanf(s, "%255s %255s %255s", label, module, src), 3);
        model_cc(m, n--, label, module, src);
    }
    s = after_heading(s, "COST CENTRE");
    CostCentreStack *parents[256];
    Row row;
    while (next_tree_row(&s, &row)) {
        assert_true(row.has_raw);
        assert_true(row.depth < 256);
        CostCentreStack *node = model_node(
            m, row.depth > 0 ? parents[row.depth - 1] : NULL,
            model_find_cc(m, row.label, row.module, row.src), row.id,
            row.entries, row.ticks, row.bytes);
        parents[row.depth] = node;
    }
}

/* Puts the entries (and ticks and bytes when shown) of every row of
   `text`'s tree into the node with the same number. */
static void overlay_rows(Model *m, const char *text)
{
    const char *s = after_heading(text, "COST CENTRE");
    s = after_heading(s, "COST CENTRE");
    Row row;
    while (next_tree_row(&s, &row)) {
        CostCentreStack *node = model_node_by_id(m, row.id);
        assert_string_equal(node->cc->label, row.label);
        node->scc_count = row.entries;
        if (row.has_raw) {
            atomic_store(&node->time_ticks, row.ticks);
            node->mem_alloc = row.bytes / WORD_BYTES;
        }
    }
}

/* The tick count of a report's "total time" line. */
static unsigned long long header_ticks(const char *text)
{
    const char *p = strstr(text, "secs   (");
    assert_non_null(p);
    return strtoull(p + strlen("secs   ("), NULL, 10);
}

static void check_against(const char *fixture, CostCentreStack *main_ccs,
                          CcsReportRun run)
{
    char *want = slurp(fixture);
    char *got = render(main_ccs, &run);
    assert_date_line(got);
    assert_same_text(after_first_line(got), after_first_line(want));
    free(got);
    free(want);
}

static char *argv_nfib2[] = { "./nfib2" };
static char *argv_uni[] = { "./uni" };
static char *rts_p[] = { "-p" }, *rts_P[] = { "-P" }, *rts_Pa[] = { "-Pa" },
            *rts_pj[] = { "-pj" };

static CcsReportRun nfib2_run(char **rts_argv, CcReport level, Model *m)
{
    return (CcsReportRun){ .prog = "nfib2", .argc = 1, .argv = argv_nfib2,
                           .rts_argc = 1, .rts_argv = rts_argv,
                           .tick_interval = 0.001, .level = level,
                           .centres = m->centres };
}

/* -Pa: every stack, system ones included in totals and rows, the flat
   table listing every centre, ticks and bytes columns. */
static void test_nfib2_all(void **state)
{
    (void)state;
    char *text = slurp("nfib2-all.ghc.prof");
    Model m;
    model_from_all_report(&m, text);
    check_against("nfib2-all.ghc.prof", m.nodes[0],
                  nfib2_run(rts_Pa, CC_REPORT_ALL, &m));
    free(text);
    model_free(&m);
}

/* -P: system stacks hidden but measured (the label column is as wide as
   " OVERHEAD_of"), pruning, the verbose columns. */
static void test_nfib2_verbose(void **state)
{
    (void)state;
    char *all = slurp("nfib2-all.ghc.prof");
    char *verbose = slurp("nfib2-verbose.ghc.prof");
    Model m;
    model_from_all_report(&m, all);
    overlay_rows(&m, verbose);
    check_against("nfib2-verbose.ghc.prof", m.nodes[0],
                  nfib2_run(rts_P, CC_REPORT_VERBOSE, &m));
    free(all);
    free(verbose);
    model_free(&m);
}

/* -p, the shared example: its ticks all fell in nfib (no. 255); the
   bytes are the same in every run. */
static void test_nfib2_summary(void **state)
{
    (void)state;
    char *all = slurp("nfib2-all.ghc.prof");
    char *summary = slurp("nfib2.ghc.prof");
    Model m;
    model_from_all_report(&m, all);
    overlay_rows(&m, summary);
    atomic_store(&model_node_by_id(&m, 255)->time_ticks, header_ticks(summary));
    check_against("nfib2.ghc.prof", m.nodes[0],
                  nfib2_run(rts_p, CC_REPORT_SUMMARY, &m));
    free(all);
    free(summary);
    model_free(&m);
}

/* UTF-8 labels are padded by characters; a label with '"' and '\'. */
static void test_uni_all(void **state)
{
    (void)state;
    char *text = slurp("uni-all.ghc.prof");
    Model m;
    model_from_all_report(&m, text);
    CcsReportRun run = { .prog = "uni", .argc = 1, .argv = argv_uni,
                         .rts_argc = 1, .rts_argv = rts_Pa,
                         .tick_interval = 0.001, .level = CC_REPORT_ALL,
                         .centres = m.centres };
    check_against("uni-all.ghc.prof", m.nodes[0], run);
    free(text);
    model_free(&m);
}

/* ======================================================= a JSON reader */

/* Just enough JSON to read GHC's -pj and to check ours: every value is
   kept with its text, objects keep their keys in order. */
typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JKind;

typedef struct JValue {
    JKind kind;
    char *text;                /* J_STRING: unescaped; others: as written */
    struct JValue **items;     /* J_ARRAY elements, J_OBJECT values */
    char **keys;               /* J_OBJECT */
    size_t n;
} JValue;

static void json_free(JValue *v)
{
    if (v == NULL)
        return;
    for (size_t i = 0; i < v->n; i++) {
        json_free(v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->text);
    free(v);
}

static void skip_ws(const char **s)
{
    while (**s == ' ' || **s == '\n' || **s == '\t' || **s == '\r')
        (*s)++;
}

/* A string literal into a malloc'ed C string; NULL if malformed. */
static char *json_parse_string(const char **s)
{
    if (**s != '"')
        return NULL;
    const char *p = *s + 1;
    char *out = malloc(strlen(p) + 1);
    size_t n = 0;
    for (; *p != '"'; p++) {
        unsigned char c = (unsigned char)*p;
        if (c < 0x20) {          /* raw control characters are not JSON */
            free(out);
            return NULL;
        }
        if (c != '\\') {
            out[n++] = (char)c;
            continue;
        }
        p++;
        switch (*p) {
        case '"': out[n++] = '"'; break;
        case '\\': out[n++] = '\\'; break;
        case '/': out[n++] = '/'; break;
        case 'b': out[n++] = '\b'; break;
        case 'f': out[n++] = '\f'; break;
        case 'n': out[n++] = '\n'; break;
        case 'r': out[n++] = '\r'; break;
        case 't': out[n++] = '\t'; break;
        case 'u': {
            unsigned code;
            if (sscanf(p + 1, "%4x", &code) != 1 || code >= 0x80) {
                free(out);
                return NULL;
            }
            out[n++] = (char)code;
            p += 4;
            break;
        }
        default:
            free(out);
            return NULL;
        }
    }
    out[n] = '\0';
    *s = p + 1;
    return out;
}

static JValue *json_parse_value(const char **s);

static bool json_append(JValue *v, char *key, JValue *item)
{
    if (item == NULL) {
        free(key);
        return false;
    }
    v->items = realloc(v->items, (v->n + 1) * sizeof *v->items);
    if (v->kind == J_OBJECT) {
        v->keys = realloc(v->keys, (v->n + 1) * sizeof *v->keys);
        v->keys[v->n] = key;
    }
    v->items[v->n++] = item;
    return true;
}

/* An array or object whose opening bracket is at **s. */
static JValue *json_parse_container(const char **s, JValue *v, char close)
{
    (*s)++;
    skip_ws(s);
    if (**s == close) {
        (*s)++;
        return v;
    }
    for (;;) {
        skip_ws(s);
        char *key = NULL;
        if (v->kind == J_OBJECT) {
            key = json_parse_string(s);
            skip_ws(s);
            if (key == NULL || **s != ':') {
                free(key);
                break;
            }
            (*s)++;
        }
        if (!json_append(v, key, json_parse_value(s)))
            break;
        skip_ws(s);
        if (**s == close) {
            (*s)++;
            return v;
        }
        if (**s != ',')
            break;
        (*s)++;
    }
    json_free(v);
    return NULL;
}

static JValue *json_parse_value(const char **s)
{
    skip_ws(s);
    JValue *v = calloc(1, sizeof *v);
    if (**s == '{') {
        v->kind = J_OBJECT;
        return json_parse_container(s, v, '}');
    }
    if (**s == '[') {
        v->kind = J_ARRAY;
        return json_parse_container(s, v, ']');
    }
    if (**s == '"') {
        v->kind = J_STRING;
        v->text = json_parse_string(s);
    } else {
        static const struct { const char *word; JKind kind; } words[] = {
            { "true", J_BOOL }, { "false", J_BOOL }, { "null", J_NULL }
        };
        size_t len = strspn(*s, "0123456789+-.eE");
        v->kind = J_NUMBER;
        for (size_t i = 0; len == 0 && i < 3; i++)
            if (strncmp(*s, words[i].word, strlen(words[i].word)) == 0) {
                len = strlen(words[i].word);
                v->kind = words[i].kind;
            }
        v->text = len > 0 ? strndup(*s, len) : NULL;
        *s += len;
    }
    if (v->text == NULL) {
        free(v);
        return NULL;
    }
    return v;
}

/* A whole document (nothing but white space may follow). */
static JValue *json_parse(const char *text)
{
    const char *s = text;
    JValue *v = json_parse_value(&s);
    skip_ws(&s);
    if (v != NULL && *s != '\0') {
        json_free(v);
        return NULL;
    }
    return v;
}

static JValue *json_get(const JValue *obj, const char *key)
{
    for (size_t i = 0; i < obj->n; i++)
        if (strcmp(obj->keys[i], key) == 0)
            return obj->items[i];
    fail_msg("no key %s", key);
    return NULL;
}

static unsigned long long json_uint(const JValue *obj, const char *key)
{
    JValue *v = json_get(obj, key);
    assert_int_equal(v->kind, J_NUMBER);
    return strtoull(v->text, NULL, 10);
}

/* `obj` is an object with exactly these keys, in this order. */
static void assert_keys(const JValue *obj, const char *const *keys, size_t n)
{
    assert_int_equal(obj->kind, J_OBJECT);
    assert_int_equal(obj->n, n);
    for (size_t i = 0; i < n; i++)
        assert_string_equal(obj->keys[i], keys[i]);
}

static const char *const top_keys[] = {
    "program", "arguments", "rts_arguments", "end_time",
    "initial_capabilities", "total_time", "total_ticks", "tick_interval",
    "total_alloc", "cost_centres", "profile"
};
static const char *const centre_keys[] = {
    "id", "label", "module", "src_loc", "is_caf"
};
static const char *const node_keys[] = {
    "id", "entries", "alloc", "ticks", "children"
};

/* The keys of FORMATS.md, in order, at every level. */
static void check_profile_node(const JValue *node)
{
    assert_keys(node, node_keys, 5);
    const JValue *kids = json_get(node, "children");
    assert_int_equal(kids->kind, J_ARRAY);
    for (size_t i = 0; i < kids->n; i++)
        check_profile_node(kids->items[i]);
}

static void check_json_shape(const JValue *doc)
{
    assert_keys(doc, top_keys, sizeof top_keys / sizeof top_keys[0]);
    const JValue *centres = json_get(doc, "cost_centres");
    assert_int_equal(centres->kind, J_ARRAY);
    for (size_t i = 0; i < centres->n; i++)
        assert_keys(centres->items[i], centre_keys, 5);
    check_profile_node(json_get(doc, "profile"));
}

/* The reader refuses what is not JSON, such as GHC 9.0.2's own text for
   a label with a '"' or a tab, which it does not escape. */
static void test_json_reader(void **state)
{
    (void)state;
    const char *bad[] = {
        "", "{", "{\"a\": 1,}", "[1 2]", "{\"a\" 1}", "nul",
        "{\"label\": \"we\"ird\"}", "[\"tab\there\"]", "[\"\\q\"]", "1 2"
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        JValue *v = json_parse(bad[i]);
        if (v != NULL)
            fail_msg("accepted %s", bad[i]);
    }
    JValue *v = json_parse(" {\"a\": [1, -2.5e3, true, null, \"\\u0041\\n\"], \"b\": {}} ");
    assert_non_null(v);
    assert_string_equal(v->keys[0], "a");
    assert_string_equal(v->items[0]->items[4]->text, "A\n");
    assert_int_equal(v->items[1]->kind, J_OBJECT);
    json_free(v);
}

/* The nodes of a -pj profile.  It has no stack numbers, only its order:
   numbering in pre-order, from the top down, gives every node a higher
   number than its later siblings, which is how GHC breaks ties. */
static void model_json_node(Model *m, CostCentreStack *prev,
                            const JValue *node, uint32_t *next_id)
{
    CostCentreStack *s = model_node(
        m, prev, model_cc_by_id(m, (uint32_t)json_uint(node, "id")),
        (*next_id)--, json_uint(node, "entries"), json_uint(node, "ticks"),
        json_uint(node, "alloc"));
    const JValue *kids = json_get(node, "children");
    for (size_t i = 0; i < kids->n; i++)
        model_json_node(m, s, kids->items[i], next_id);
}

static void model_from_json(Model *m, const JValue *doc)
{
    memset(m, 0, sizeof *m);
    const JValue *centres = json_get(doc, "cost_centres");
    for (size_t i = 0; i < centres->n; i++) {
        const JValue *c = centres->items[i];
        CostCentre *cc = model_cc(m, (uint32_t)json_uint(c, "id"),
                                  json_get(c, "label")->text,
                                  json_get(c, "module")->text,
                                  json_get(c, "src_loc")->text);
        assert_int_equal(cc->is_caf, strcmp(json_get(c, "is_caf")->text, "true") == 0);
    }
    uint32_t next_id = 1000000;
    model_json_node(m, NULL, json_get(doc, "profile"), &next_id);
}

/* -pj: GHC's file parses, has FORMATS.md's keys in order; ours, from the
   tree it describes, is the same text but for the date. */
static void test_nfib2_json(void **state)
{
    (void)state;
    char *want = slurp("nfib2-json.ghc.prof");
    JValue *doc = json_parse(want);
    assert_non_null(doc);
    check_json_shape(doc);
    Model m;
    model_from_json(&m, doc);
    CcsReportRun run = nfib2_run(rts_pj, CC_REPORT_JSON, &m);
    char *got = render(m.nodes[0], &run);

    JValue *ours = json_parse(got);
    assert_non_null(ours);
    check_json_shape(ours);
    assert_string_equal(json_get(ours, "end_time")->text, report_time_str());
    json_free(ours);

    char date[128];
    snprintf(date, sizeof date, "\"end_time\": \"%s\",\n", report_time_str());
    char *at = strstr(got, date);
    assert_non_null(at);
    const char *want_at = strstr(want, "\"end_time\": ");
    assert_non_null(want_at);
    assert_int_equal(at - got, want_at - want);
    assert_memory_equal(got, want, (size_t)(at - got));
    assert_same_text(at + strlen(date), strchr(want_at, '\n') + 1);

    free(got);
    json_free(doc);
    model_free(&m);
    free(want);
}

/* ================================================== hand-made trees */

/* MAIN with two built-in stacks (OVERHEAD_of, empty; GC, 7 ticks) and
   CAF/f/g with costs, plus whatever a test adds; ids as given. */
typedef struct Small {
    Model m;
    CostCentreStack *main_ccs, *caf, *overhead;
    CostCentre *cc_caf;
} Small;

static char *argv_prog[] = { "prog", "arg 1" };
static char *rts_args[] = { "-p", "-V0.002" };

static CcsReportRun small_run(const Small *t, CcReport level)
{
    return (CcsReportRun){ .prog = "prog", .argc = 2, .argv = argv_prog,
                           .rts_argc = 2, .rts_argv = rts_args,
                           .tick_interval = 0.002, .level = level,
                           .centres = t->m.centres };
}

static void small_init(Small *t)
{
    memset(t, 0, sizeof *t);
    Model *m = &t->m;
    /* The list is newest first: register from the highest id down. */
    CostCentre *cc_g = model_cc(m, 9, "g", "Main", "p.hs:3:1-9");
    CostCentre *cc_f = model_cc(m, 8, "f", "Main", "p.hs:2:1-9");
    t->cc_caf = model_cc(m, 7, "CAF", "Main", "<entire-module>");
    CostCentre *cc_over = model_cc(m, 4, "OVERHEAD_of", "PROFILING", "<built-in>");
    CostCentre *cc_gc = model_cc(m, 3, "GC", "GC", "<built-in>");
    CostCentre *cc_main = model_cc(m, 1, "MAIN", "MAIN", "<built-in>");
    t->main_ccs = model_node(m, NULL, cc_main, 1, 0, 0, 0);
    t->overhead = model_node(m, t->main_ccs, cc_over, 2, 0, 0, 0);
    model_node(m, t->main_ccs, cc_gc, 3, 0, 7, 0);
    t->caf = model_node(m, t->main_ccs, t->cc_caf, 4, 0, 0, 16);
    CostCentreStack *f = model_node(m, t->caf, cc_f, 5, 3, 2, 800);
    model_node(m, f, cc_g, 6, 10, 1, 184);
}

/* -p hides GC and OVERHEAD_of and leaves their costs out of the totals,
   but a kept system stack widens the columns; zero stacks are pruned. */
static void test_small_summary(void **state)
{
    (void)state;
    Small t;
    small_init(&t);
    t.overhead->mem_alloc = 1000;      /* kept, hidden, 12 wide with indent */
    model_node(&t.m, t.main_ccs, t.cc_caf, 7, 0, 0, 0);  /* pruned */
    CcsReportRun run = small_run(&t, CC_REPORT_SUMMARY);
    char *got = render(t.main_ccs, &run);
    assert_date_line(got);
    assert_same_text(after_first_line(got),
        "\n"
        "\t   prog +RTS -p -V0.002 -RTS arg 1\n"
        "\n"
        "\ttotal time  =        0.01 secs   (3 ticks @ 2000 us, 1 processor)\n"
        "\ttotal alloc =       1,000 bytes  (excludes profiling overheads)\n"
        "\n"
        "COST CENTRE MODULE    SRC              %time %alloc\n"
        "\n"
        "f           Main      p.hs:2:1-9        66.7   80.0\n"
        "g           Main      p.hs:3:1-9        33.3   18.4\n"
        "CAF         Main      <entire-module>    0.0    1.6\n"
        "\n"
        "\n"
        "                                                          individual      inherited\n"
        "COST CENTRE  MODULE    SRC             no.     entries  %time %alloc   %time %alloc\n"
        "\n"
        "MAIN         MAIN      <built-in>        1           0    0.0    0.0   100.0  100.0\n"
        " CAF         Main      <entire-module>   4           0    0.0    1.6   100.0  100.0\n"
        "  f          Main      p.hs:2:1-9        5           3   66.7   80.0   100.0   98.4\n"
        "   g         Main      p.hs:3:1-9        6          10   33.3   18.4    33.3   18.4\n");
    free(got);
    model_free(&t.m);
}

/* -Pa keeps the zero stacks, and counts the system ones everywhere. */
static void test_small_all(void **state)
{
    (void)state;
    Small t;
    small_init(&t);
    model_node(&t.m, t.main_ccs, t.cc_caf, 7, 0, 0, 0);
    CcsReportRun run = small_run(&t, CC_REPORT_ALL);
    char *got = render(t.main_ccs, &run);
    assert_same_text(strstr(got, "\ttotal time"),
        "\ttotal time  =        0.02 secs   (10 ticks @ 2000 us, 1 processor)\n"
        "\ttotal alloc =       1,000 bytes  (excludes profiling overheads)\n"
        "\n"
        "COST CENTRE MODULE    SRC              %time %alloc  ticks     bytes\n"
        "\n"
        "GC          GC        <built-in>        70.0    0.0      7         0\n"
        "f           Main      p.hs:2:1-9        20.0   80.0      2       800\n"
        "g           Main      p.hs:3:1-9        10.0   18.4      1       184\n"
        "CAF         Main      <entire-module>    0.0    1.6      0        16\n"
        "OVERHEAD_of PROFILING <built-in>         0.0    0.0      0         0\n"
        "MAIN        MAIN      <built-in>         0.0    0.0      0         0\n"
        "\n"
        "\n"
        "                                                          individual      inherited\n"
        "COST CENTRE  MODULE    SRC             no.     entries  %time %alloc   %time %alloc  ticks     bytes\n"
        "\n"
        "MAIN         MAIN      <built-in>        1           0    0.0    0.0   100.0  100.0      0         0\n"
        " CAF         Main      <entire-module>   7           0    0.0    0.0     0.0    0.0      0         0\n"
        " CAF         Main      <entire-module>   4           0    0.0    1.6    30.0  100.0      0        16\n"
        "  f          Main      p.hs:2:1-9        5           3   20.0   80.0    30.0   98.4      2       800\n"
        "   g         Main      p.hs:3:1-9        6          10   10.0   18.4    10.0   18.4      1       184\n"
        " GC          GC        <built-in>        3           0   70.0    0.0    70.0    0.0      7         0\n"
        " OVERHEAD_of PROFILING <built-in>        2           0    0.0    0.0     0.0    0.0      0         0\n");
    free(got);
    model_free(&t.m);
}

/* Pruning: a stack with nothing of its own is kept for a kept child or a
   back edge (GHC keeps any child-table entry), dropped otherwise. */
static void test_pruning(void **state)
{
    (void)state;
    Small t;
    small_init(&t);
    Model *m = &t.m;
    CostCentre *cc_h = model_cc(m, 10, "h", "Main", "p.hs:4:1-9");
    CostCentre *cc_k = model_cc(m, 11, "k", "Main", "p.hs:5:1-9");
    /* h (empty) -> k (empty) -> back edge to h: both kept, and h comes
       before k (same entries, label order). */
    CostCentreStack *h = model_node(m, t.caf, cc_h, 8, 0, 0, 0);
    CostCentreStack *k = model_node(m, h, cc_k, 9, 0, 0, 0);
    model_back_edge(k, cc_h, h);
    /* k (empty) -> h (empty) -> k (has entries): all kept. */
    CostCentreStack *k2 = model_node(m, t.caf, cc_k, 10, 0, 0, 0);
    CostCentreStack *h2 = model_node(m, k2, cc_h, 11, 0, 0, 0);
    model_node(m, h2, t.m.ccv[1] /* f */, 12, 1, 0, 0);
    /* h (empty) -> k (empty): both pruned. */
    CostCentreStack *h3 = model_node(m, t.main_ccs, cc_h, 13, 0, 0, 0);
    model_node(m, h3, cc_k, 14, 0, 0, 0);
    CcsReportRun run = small_run(&t, CC_REPORT_SUMMARY);
    char *got = render(t.main_ccs, &run);
    const char *tree = strstr(got, "MAIN ");
    assert_non_null(tree);
    assert_same_text(tree,
        "MAIN        MAIN   <built-in>        1           0    0.0    0.0   100.0  100.0\n"
        " CAF        Main   <entire-module>   4           0    0.0    1.6   100.0  100.0\n"
        "  f         Main   p.hs:2:1-9        5           3   66.7   80.0   100.0   98.4\n"
        "   g        Main   p.hs:3:1-9        6          10   33.3   18.4    33.3   18.4\n"
        "  h         Main   p.hs:4:1-9        8           0    0.0    0.0     0.0    0.0\n"
        "   k        Main   p.hs:5:1-9        9           0    0.0    0.0     0.0    0.0\n"
        "  k         Main   p.hs:5:1-9       10           0    0.0    0.0     0.0    0.0\n"
        "   h        Main   p.hs:4:1-9       11           0    0.0    0.0     0.0    0.0\n"
        "    f       Main   p.hs:2:1-9       12           1    0.0    0.0     0.0    0.0\n");
    free(got);
    model_free(&t.m);
}

/* Children: entries (most first), then label by strcmp (upper case
   first), then the newer node first; a fifth digit widens "no.". */
static void test_order_and_wide_ids(void **state)
{
    (void)state;
    Model m = { 0 };
    CostCentre *cc_b = model_cc(&m, 5, "b", "M", "m.hs:2:1");
    CostCentre *cc_a = model_cc(&m, 4, "a", "M", "m.hs:1:1");
    CostCentre *cc_Z = model_cc(&m, 3, "Z", "M", "m.hs:3:1");
    CostCentre *cc_a2 = model_cc(&m, 2, "a", "M2", "m2.hs:1:1");
    CostCentre *cc_main = model_cc(&m, 1, "MAIN", "MAIN", "<built-in>");
    CostCentreStack *main_ccs = model_node(&m, NULL, cc_main, 1, 0, 0, 0);
    model_node(&m, main_ccs, cc_a, 10, 5, 0, 0);
    model_node(&m, main_ccs, cc_b, 11, 7, 0, 0);
    model_node(&m, main_ccs, cc_Z, 12, 5, 0, 0);
    model_node(&m, main_ccs, cc_a2, 12345, 5, 0, 0);
    char *argv[] = { "m" };
    char *rts[] = { "-p" };
    CcsReportRun run = { .prog = "m", .argc = 1, .argv = argv, .rts_argc = 1,
                         .rts_argv = rts, .tick_interval = 0.001,
                         .level = CC_REPORT_SUMMARY, .centres = m.centres };
    char *got = render(main_ccs, &run);
    assert_same_text(strstr(got, "\ttotal time"),
        "\ttotal time  =        0.00 secs   (0 ticks @ 1000 us, 1 processor)\n"
        "\ttotal alloc =           0 bytes  (excludes profiling overheads)\n"
        "\n"
        "COST CENTRE MODULE SRC  %time %alloc\n"
        "\n"
        "\n"
        "\n"
        "                                                   individual      inherited\n"
        "COST CENTRE MODULE SRC        no.       entries  %time %alloc   %time %alloc\n"
        "\n"
        "MAIN        MAIN   <built-in>     1           0    0.0    0.0     0.0    0.0\n"
        " b          M      m.hs:2:1      11           7    0.0    0.0     0.0    0.0\n"
        " Z          M      m.hs:3:1      12           5    0.0    0.0     0.0    0.0\n"
        " a          M2     m2.hs:1:1  12345           5    0.0    0.0     0.0    0.0\n"
        " a          M      m.hs:1:1      10           5    0.0    0.0     0.0    0.0\n");
    free(got);
    model_free(&m);
}

/* The report recomputes the per-centre costs from zero: writing twice
   gives the same text. */
static void test_rerun(void **state)
{
    (void)state;
    Small t;
    small_init(&t);
    CcsReportRun run = small_run(&t, CC_REPORT_VERBOSE);
    char *first = render(t.main_ccs, &run);
    char *second = render(t.main_ccs, &run);
    assert_string_equal(first, second);
    assert_int_equal(t.m.ccv[1]->time_ticks, 2);     /* f */
    assert_int_equal(t.m.ccv[1]->mem_alloc, 800 / WORD_BYTES);
    assert_int_equal(t.caf->inherited_alloc, 1000 / WORD_BYTES);
    free(first);
    free(second);
    model_free(&t.m);
}

/* -pj: no pruning, system stacks included, strings escaped, the ticker
   off.  The whole text. */
static void test_json_small(void **state)
{
    (void)state;
    Model m = { 0 };
    CostCentre *cc_odd = model_cc(&m, 3, "we\"ird\\\t\x01", "Main", "p.hs:1:1");
    CostCentre *cc_gc = model_cc(&m, 2, "GC", "GC", "<built-in>");
    CostCentre *cc_main = model_cc(&m, 1, "MAIN", "MAIN", "<built-in>");
    CostCentreStack *main_ccs = model_node(&m, NULL, cc_main, 1, 0, 0, 8);
    model_node(&m, main_ccs, cc_gc, 2, 0, 4, 0);
    CostCentreStack *odd = model_node(&m, main_ccs, cc_odd, 3, 2, 1, 24);
    model_node(&m, odd, cc_gc, 4, 0, 0, 0);
    char *argv[] = { "./p", "a\"b" };
    char *rts[] = { "-pj", "-V0" };
    CcsReportRun run = { .prog = "p", .argc = 2, .argv = argv, .rts_argc = 2,
                         .rts_argv = rts, .tick_interval = 0,
                         .level = CC_REPORT_JSON, .centres = m.centres };
    char *got = render(main_ccs, &run);
    char want[4096];
    snprintf(want, sizeof want,
        "{\n"
        "\"program\": \"p\",\n"
        "\"arguments\": [\"./p\", \"a\\\"b\"],\n"
        "\"rts_arguments\": [\"-pj\", \"-V0\"],\n"
        "\"end_time\": \"%s\",\n"
        "\"initial_capabilities\": 0,\n"
        "\"total_time\":        0.00,\n"
        "\"total_ticks\": 5,\n"
        "\"tick_interval\": 0,\n"
        "\"total_alloc\":32,\n"
        "\"cost_centres\": [\n"
        "{\"id\": 3, \"label\": \"we\\\"ird\\\\\\t\\u0001\", \"module\": \"Main\", "
        "\"src_loc\": \"p.hs:1:1\", \"is_caf\": false}, "
        "{\"id\": 2, \"label\": \"GC\", \"module\": \"GC\", \"src_loc\": \"<built-in>\", "
        "\"is_caf\": false}, "
        "{\"id\": 1, \"label\": \"MAIN\", \"module\": \"MAIN\", \"src_loc\": \"<built-in>\", "
        "\"is_caf\": false}]\n"
        ",\n"
        "\"profile\": {\"id\": 1, \"entries\": 0, \"alloc\": 8, \"ticks\": 0, \"children\": ["
        "{\"id\": 3, \"entries\": 2, \"alloc\": 24, \"ticks\": 1, \"children\": ["
        "{\"id\": 2, \"entries\": 0, \"alloc\": 0, \"ticks\": 0, \"children\": []}\n"
        "]}\n"
        ",{\"id\": 2, \"entries\": 0, \"alloc\": 0, \"ticks\": 4, \"children\": []}\n"
        "]}\n"
        "}\n", report_time_str());
    assert_same_text(got, want);
    JValue *doc = json_parse(got);
    assert_non_null(doc);
    check_json_shape(doc);
    assert_string_equal(json_get(json_get(doc, "cost_centres")->items[0], "label")->text,
                        "we\"ird\\\t\x01");
    json_free(doc);
    free(got);
    model_free(&m);
}

/* A tree made the runtime's way (ccs_init, ccs_push): the report walks
   the real child tables, skips back edges and hides the built-ins; with
   no centre list given it takes the registration list. */
static void test_tree_from_ccs_push(void **state)
{
    (void)state;
    ccs_init();
    CostCentre *caf = ccs_new_cc("CAF", "Main", "<entire-module>", true);
    CostCentre *main_cc = ccs_new_cc("main", "Main", "t.hs:1:1-20", false);
    CostCentre *fib = ccs_new_cc("fib", "Main", "t.hs:3:1-40", false);
    CostCentreStack *s_caf = ccs_caf_stack(caf);
    CostCentreStack *s_main = ccs_push(s_caf, main_cc);
    CostCentreStack *s_fib = ccs_push(s_main, fib);
    s_main->scc_count = 1;
    s_fib->scc_count = 5;
    s_fib->mem_alloc = 100;
    atomic_store(&s_fib->time_ticks, 3);
    assert_ptr_equal(ccs_push(s_fib, main_cc), s_main);     /* a back edge */
    CCS_GC->mem_alloc = 50;
    char *argv[] = { "t" };
    char *rts[] = { "-p" };
    CcsReportRun run = { .prog = "t", .argc = 1, .argv = argv, .rts_argc = 1,
                         .rts_argv = rts, .tick_interval = 0.001,
                         .level = CC_REPORT_SUMMARY };   /* centres: all */
    char *got = render(CCS_MAIN, &run);
    char want[2048];
    snprintf(want, sizeof want,
        "MAIN        MAIN   <built-in>      %3u           0    0.0    0.0   100.0  100.0\n"
        " CAF        Main   <entire-module> %3u           0    0.0    0.0   100.0  100.0\n"
        "  main      Main   t.hs:1:1-20     %3u           1    0.0    0.0   100.0  100.0\n"
        "   fib      Main   t.hs:3:1-40     %3u           5  100.0  100.0   100.0  100.0\n",
        CCS_MAIN->id, s_caf->id, s_main->id, s_fib->id);
    const char *tree = strstr(got, "MAIN ");
    assert_non_null(tree);
    assert_same_text(tree, want);
    free(got);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nfib2_all),
        cmocka_unit_test(test_nfib2_verbose),
        cmocka_unit_test(test_nfib2_summary),
        cmocka_unit_test(test_uni_all),
        cmocka_unit_test(test_json_reader),
        cmocka_unit_test(test_nfib2_json),
        cmocka_unit_test(test_small_summary),
        cmocka_unit_test(test_small_all),
        cmocka_unit_test(test_pruning),
        cmocka_unit_test(test_order_and_wide_ids),
        cmocka_unit_test(test_rerun),
        cmocka_unit_test(test_json_small),
        cmocka_unit_test(test_tree_from_ccs_push),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
