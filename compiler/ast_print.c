/*
 * ast_print.c -- the AST as text (see ast_print.h for the format).
 */
#define _POSIX_C_SOURCE 200809L
#include "ast_print.h"
#include "cstack.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct Printer {
    FILE *out;
    bool spans;     /* print @l1:c1-l2:c2 */
} Printer;

static void pr_expr(Printer *pr, const Expr *e);
static void pr_pat(Printer *pr, const Pat *p);
static void pr_decl(Printer *pr, const Decl *d);
static void pr_decls(Printer *pr, Decl *const *ds, int n);
static void pr_rhs(Printer *pr, const Rhs *r);
static void pr_stmt(Printer *pr, const Stmt *s);

static void pr_span(Printer *pr, SrcSpan sp)
{
    if (pr->spans) fprintf(pr->out, "@%d:%d-%d:%d", sp.l1, sp.c1, sp.l2, sp.c2);
}

/* "(head@span", the span going after the head's first word. */
static void pr_open(Printer *pr, const char *head, SrcSpan sp)
{
    const char *sp_at = strchr(head, ' ');
    int word = sp_at ? (int)(sp_at - head) : (int)strlen(head);
    fprintf(pr->out, "(%.*s", word, head);
    pr_span(pr, sp);
    fputs(head + word, pr->out);
}

static void pr_name(Printer *pr, Name n)
{
    if (n.qual) fprintf(pr->out, "%s.", n.qual);
    fputs(n.id ? n.id : "?", pr->out);
}

static void pr_char(FILE *out, int32_t c, char quote)
{
    if (c == quote || c == '\\') fprintf(out, "\\%c", (char)c);
    else if (c >= 32 && c < 127) fputc((int)c, out);
    else fprintf(out, "\\%" PRId32, c);
}

static void pr_lit(Printer *pr, const Literal *l)
{
    switch (l->kind) {
    case LIT_INT:
        fputs(l->text ? l->text : "?", pr->out);
        break;
    case LIT_FRAC:
        fprintf(pr->out, "%s", l->text ? l->text : "?");
        break;
    case LIT_CHAR:
        fputc('\'', pr->out);
        pr_char(pr->out, (int32_t)l->i, '\'');
        fputc('\'', pr->out);
        break;
    case LIT_STRING:
        fputc('"', pr->out);
        for (int i = 0; i < l->len; i++) pr_char(pr->out, l->str[i], '"');
        fputc('"', pr->out);
        break;
    }
}

/* ---------------------------------------------------------------- types */

/* Room for the n arguments of an application spine (freed by the caller). */
static void *spine_array(size_t n)
{
    void *p = malloc(sizeof(void *) * (n ? n : 1));
    if (!p)
        abort();
    return p;
}

static void pr_type(Printer *pr, const Type *t)
{
    cstack_check(t->span);
    switch (t->kind) {
    case T_VAR: case T_CON:
        pr_name(pr, t->name);
        break;
    case T_APP: {
        int n = 0;
        const Type *h = t;
        for (; h->kind == T_APP; h = h->fun)
            n++;
        const Type **spine = spine_array((size_t)n);
        n = 0;
        for (h = t; h->kind == T_APP; h = h->fun)
            spine[n++] = h->arg;
        fputs("(tapp ", pr->out);
        pr_type(pr, h);
        while (n-- > 0) { fputc(' ', pr->out); pr_type(pr, spine[n]); }
        free(spine);
        fputc(')', pr->out);
        break;
    }
    case T_FUN:
        fputs("(-> ", pr->out);
        pr_type(pr, t->fun);
        fputc(' ', pr->out);
        pr_type(pr, t->arg);
        fputc(')', pr->out);
        break;
    case T_LIST:
        fputs("(tlist ", pr->out);
        pr_type(pr, t->arg);
        fputc(')', pr->out);
        break;
    case T_TUPLE:
        fputs("(ttuple", pr->out);
        for (int i = 0; i < t->nelems; i++) { fputc(' ', pr->out); pr_type(pr, t->elems[i]); }
        fputc(')', pr->out);
        break;
    case T_BANG:
        fputs("(! ", pr->out);
        pr_type(pr, t->arg);
        fputc(')', pr->out);
        break;
    }
}

static void pr_context(Printer *pr, const Context *c)
{
    if (c->n == 0) return;
    fputs(" (ctx", pr->out);
    for (int i = 0; i < c->n; i++) {
        fputs(" (", pr->out);
        pr_name(pr, c->classes[i]);
        fputc(' ', pr->out);
        pr_type(pr, c->types[i]);
        fputc(')', pr->out);
    }
    fputc(')', pr->out);
}

/* ------------------------------------------------------------- patterns */

static void pr_pats(Printer *pr, Pat *const *ps, int n)
{
    for (int i = 0; i < n; i++) { fputc(' ', pr->out); pr_pat(pr, ps[i]); }
}

static void pr_pat(Printer *pr, const Pat *p)
{
    cstack_check(p->span);
    switch (p->kind) {
    case P_VAR:
        pr_name(pr, p->name);
        pr_span(pr, p->span);
        return;
    case P_WILD:
        fputc('_', pr->out);
        pr_span(pr, p->span);
        return;
    case P_LIT:
        pr_lit(pr, &p->lit);
        pr_span(pr, p->span);
        return;
    case P_CON:
        pr_open(pr, "pcon ", p->span);
        pr_name(pr, p->name);
        pr_pats(pr, p->args, p->nargs);
        break;
    case P_OPSEQ:
        pr_open(pr, "popseq", p->span);
        for (int i = 0; i < p->nargs; i++) {
            fputc(' ', pr->out);
            pr_pat(pr, p->args[i]);
            if (i < p->nops) {
                fputs(" (op ", pr->out);
                pr_name(pr, p->ops[i]);
                fputc(')', pr->out);
            }
        }
        break;
    case P_TUPLE:
        pr_open(pr, "ptuple", p->span);
        pr_pats(pr, p->args, p->nargs);
        break;
    case P_LIST:
        pr_open(pr, "plist", p->span);
        pr_pats(pr, p->args, p->nargs);
        break;
    case P_AS:
        pr_open(pr, "as ", p->span);
        pr_name(pr, p->name);
        fputc(' ', pr->out);
        pr_pat(pr, p->pat);
        break;
    case P_LAZY: case P_BANG:
        pr_open(pr, p->kind == P_LAZY ? "lazy " : "bang ", p->span);
        pr_pat(pr, p->pat);
        break;
    case P_RECORD:
        pr_open(pr, "prec ", p->span);
        pr_name(pr, p->name);
        for (int i = 0; i < p->nfields; i++) {
            fputs(" (", pr->out);
            pr_name(pr, p->fields[i].field);
            if (p->fields[i].pat) { fputc(' ', pr->out); pr_pat(pr, p->fields[i].pat); }
            fputc(')', pr->out);
        }
        break;
    }
    fputc(')', pr->out);
}

/* ---------------------------------------------------------- expressions */

static void pr_exprs(Printer *pr, Expr *const *es, int n)
{
    for (int i = 0; i < n; i++) { fputc(' ', pr->out); pr_expr(pr, es[i]); }
}

static void pr_stmts(Printer *pr, Stmt *const *ss, int n)
{
    for (int i = 0; i < n; i++) { fputc(' ', pr->out); pr_stmt(pr, ss[i]); }
}

static void pr_opt(Printer *pr, const Expr *e)
{
    fputc(' ', pr->out);
    if (e) pr_expr(pr, e);
    else fputc('_', pr->out);
}

static void pr_app(Printer *pr, const Expr *e)
{
    int n = 0;
    const Expr *h = e;
    for (; h->kind == E_APP; h = h->fun)
        n++;
    const Expr **spine = spine_array((size_t)n);
    n = 0;
    for (h = e; h->kind == E_APP; h = h->fun)
        spine[n++] = h->arg;
    pr_open(pr, "app ", e->span);
    pr_expr(pr, h);
    while (n-- > 0) { fputc(' ', pr->out); pr_expr(pr, spine[n]); }
    free(spine);
}

static void pr_fields(Printer *pr, const FieldBind *fs, int n)
{
    for (int i = 0; i < n; i++) {
        fputs(" (", pr->out);
        pr_name(pr, fs[i].field);
        if (fs[i].e) { fputc(' ', pr->out); pr_expr(pr, fs[i].e); }
        fputc(')', pr->out);
    }
}

static void pr_expr(Printer *pr, const Expr *e)
{
    cstack_check(e->span);
    switch (e->kind) {
    case E_VAR: case E_CON:
        pr_name(pr, e->name);
        pr_span(pr, e->span);
        return;
    case E_LIT:
        pr_lit(pr, &e->lit);
        pr_span(pr, e->span);
        return;
    case E_APP:
        pr_app(pr, e);
        break;
    case E_OPSEQ:
        pr_open(pr, "opseq", e->span);
        for (int i = 0; i < e->nitems; i++) {
            const OpItem *it = &e->items[i];
            fputc(' ', pr->out);
            if (it->is_neg) fputs("(neg)", pr->out);
            else if (it->is_op) { fputs("(op ", pr->out); pr_name(pr, it->op); fputc(')', pr->out); }
            else pr_expr(pr, it->e);
        }
        break;
    case E_NEG:
        pr_open(pr, "neg", e->span);
        pr_opt(pr, e->body ? e->body : e->arg);
        break;
    case E_LAMBDA:
        pr_open(pr, "lambda (", e->span);
        for (int i = 0; i < e->npats; i++) {
            if (i) fputc(' ', pr->out);
            pr_pat(pr, e->pats[i]);
        }
        fputc(')', pr->out);
        pr_opt(pr, e->body);
        break;
    case E_LET:
        pr_open(pr, "let (", e->span);
        pr_decls(pr, e->decls, e->ndecls);
        fputc(')', pr->out);
        pr_opt(pr, e->body);
        break;
    case E_IF:
        pr_open(pr, "if", e->span);
        pr_opt(pr, e->cond);
        pr_opt(pr, e->then_);
        pr_opt(pr, e->else_);
        break;
    case E_CASE:
        pr_open(pr, "case", e->span);
        pr_opt(pr, e->scrut);
        for (int i = 0; i < e->nalts; i++) {
            fputs(" (alt ", pr->out);
            pr_pat(pr, e->alts[i].pat);
            fputc(' ', pr->out);
            pr_rhs(pr, e->alts[i].rhs);
            fputc(')', pr->out);
        }
        break;
    case E_DO:
        pr_open(pr, "do", e->span);
        pr_stmts(pr, e->stmts, e->nstmts);
        break;
    case E_TUPLE:
        pr_open(pr, "tuple", e->span);
        pr_exprs(pr, e->elems, e->nelems);
        break;
    case E_LIST:
        pr_open(pr, "list", e->span);
        pr_exprs(pr, e->elems, e->nelems);
        break;
    case E_ENUM:
        pr_open(pr, "enum", e->span);
        pr_opt(pr, e->from);
        pr_opt(pr, e->then);
        pr_opt(pr, e->to);
        break;
    case E_COMP:
        pr_open(pr, "comp", e->span);
        pr_opt(pr, e->body);
        pr_stmts(pr, e->stmts, e->nstmts);
        break;
    case E_LSECTION:
        pr_open(pr, "lsection", e->span);
        pr_opt(pr, e->body);
        fputc(' ', pr->out);
        pr_name(pr, e->op);
        break;
    case E_RSECTION:
        pr_open(pr, "rsection ", e->span);
        pr_name(pr, e->op);
        pr_opt(pr, e->body);
        break;
    case E_TYPED:
        pr_open(pr, "typed", e->span);
        pr_opt(pr, e->body);
        pr_context(pr, &e->ctx);
        fputc(' ', pr->out);
        pr_type(pr, e->type);
        break;
    case E_RECCON:
        pr_open(pr, "reccon ", e->span);
        pr_name(pr, e->name);
        pr_fields(pr, e->fields, e->nfields);
        break;
    case E_RECUPD:
        pr_open(pr, "recupd", e->span);
        pr_opt(pr, e->body);
        pr_fields(pr, e->fields, e->nfields);
        break;
    case E_SCC:
        pr_open(pr, "scc", e->span);
        fprintf(pr->out, " \"%s\"", e->label ? e->label : "");
        pr_opt(pr, e->body);
        break;
    case E_PAREN:
        pr_open(pr, "paren", e->span);
        pr_opt(pr, e->body);
        break;
    }
    fputc(')', pr->out);
}

/* -------------------------------------------------- statements and rhs */

static void pr_stmt(Printer *pr, const Stmt *s)
{
    switch (s->kind) {
    case S_EXPR:
        pr_expr(pr, s->e);
        return;
    case S_BIND:
        pr_open(pr, "<-", s->span);
        fputc(' ', pr->out);
        pr_pat(pr, s->pat);
        pr_opt(pr, s->e);
        break;
    case S_LET:
        pr_open(pr, "stmtlet", s->span);
        pr_decls(pr, s->decls, s->ndecls);
        break;
    }
    fputc(')', pr->out);
}

static void pr_rhs(Printer *pr, const Rhs *r)
{
    fputs("(rhs", pr->out);
    if (r->plain) pr_opt(pr, r->plain);
    for (int i = 0; i < r->nguarded; i++) {
        fputs(" (gd (", pr->out);
        for (int j = 0; j < r->guarded[i].nguards; j++) {
            if (j) fputc(' ', pr->out);
            pr_stmt(pr, r->guarded[i].guards[j]);
        }
        fputc(')', pr->out);
        pr_opt(pr, r->guarded[i].e);
        fputc(')', pr->out);
    }
    if (r->nwhere) {
        fputs(" (where", pr->out);
        pr_decls(pr, r->where, r->nwhere);
        fputc(')', pr->out);
    }
    fputc(')', pr->out);
}

/* --------------------------------------------------------- declarations */

static void pr_decls(Printer *pr, Decl *const *ds, int n)
{
    for (int i = 0; i < n; i++) {
        fputc(' ', pr->out);
        pr_decl(pr, ds[i]);
    }
}

static void pr_names(Printer *pr, const Name *ns, int n)
{
    for (int i = 0; i < n; i++) { fputc(' ', pr->out); pr_name(pr, ns[i]); }
}

static void pr_con(Printer *pr, const ConDecl *c)
{
    fputs(c->infix ? " (infixcon " : " (con ", pr->out);
    pr_name(pr, c->name);
    for (int i = 0; i < c->nargs; i++) {
        fputc(' ', pr->out);
        if (c->fields) {
            fputc('(', pr->out);
            pr_name(pr, c->fields[i]);
            fputc(' ', pr->out);
            pr_type(pr, c->args[i]);
            fputc(')', pr->out);
        } else {
            pr_type(pr, c->args[i]);
        }
    }
    fputc(')', pr->out);
}

static void pr_tyvars(Printer *pr, const Decl *d)
{
    fputs(" (", pr->out);
    for (int i = 0; i < d->ntyvars; i++) {
        if (i) fputc(' ', pr->out);
        pr_name(pr, d->tyvars[i]);
    }
    fputc(')', pr->out);
}

static void pr_clause(Printer *pr, const Clause *c)
{
    fputs(" (clause", pr->out);
    pr_span(pr, c->span);
    fputs(c->infix ? " infix (" : " (", pr->out);
    for (int i = 0; i < c->npats; i++) {
        if (i) fputc(' ', pr->out);
        pr_pat(pr, c->pats[i]);
    }
    fputs(") ", pr->out);
    pr_rhs(pr, c->rhs);
    fputc(')', pr->out);
}

static void pr_decl(Printer *pr, const Decl *d)
{
    static const char *const assoc[] = { "infixl", "infixr", "infix" };
    switch (d->kind) {
    case D_SIG:
        pr_open(pr, "sig (", d->span);
        for (int i = 0; i < d->nnames; i++) {
            if (i) fputc(' ', pr->out);
            pr_name(pr, d->names[i]);
        }
        fputc(')', pr->out);
        pr_context(pr, &d->ctx);
        fputc(' ', pr->out);
        pr_type(pr, d->type);
        break;
    case D_FIXITY:
        pr_open(pr, assoc[d->assoc], d->span);
        fprintf(pr->out, " %d", d->prec);
        pr_names(pr, d->names, d->nnames);
        break;
    case D_FUN:
        pr_open(pr, "fun ", d->span);
        pr_name(pr, d->name);
        for (int i = 0; i < d->nclauses; i++) pr_clause(pr, &d->clauses[i]);
        break;
    case D_PAT:
        pr_open(pr, "patbind ", d->span);
        pr_pat(pr, d->pat);
        fputc(' ', pr->out);
        pr_rhs(pr, d->rhs);
        break;
    case D_DATA: case D_NEWTYPE:
        pr_open(pr, d->kind == D_DATA ? "data " : "newtype ", d->span);
        pr_name(pr, d->name);
        pr_tyvars(pr, d);
        for (int i = 0; i < d->ncons; i++) pr_con(pr, &d->cons[i]);
        if (d->nderiving || d->deriving) {
            fputs(" (deriving", pr->out);
            pr_names(pr, d->deriving, d->nderiving);
            fputc(')', pr->out);
        }
        break;
    case D_TYPE:
        pr_open(pr, "type ", d->span);
        pr_name(pr, d->name);
        pr_tyvars(pr, d);
        fputc(' ', pr->out);
        pr_type(pr, d->type);
        break;
    case D_CLASS: case D_INSTANCE:
        pr_open(pr, d->kind == D_CLASS ? "class" : "instance", d->span);
        pr_context(pr, &d->ctx);
        fputc(' ', pr->out);
        pr_name(pr, d->name);
        if (d->kind == D_CLASS) pr_tyvars(pr, d);
        else { fputc(' ', pr->out); pr_type(pr, d->type); }
        pr_decls(pr, d->body, d->nbody);
        break;
    case D_PRAGMA:
        pr_open(pr, "pragma ", d->span);
        fprintf(pr->out, "%s ", d->pragma ? d->pragma : "?");
        pr_name(pr, d->name);
        break;
    case D_DEFAULT:
        pr_open(pr, "default", d->span);
        for (int i = 0; i < d->ntypes; i++) { fputc(' ', pr->out); pr_type(pr, d->types[i]); }
        break;
    }
    fputc(')', pr->out);
}

/* -------------------------------------------------------------- modules */

static void pr_subs(Printer *pr, bool all, const Name *subs, int n)
{
    if (all) { fputs(" ..", pr->out); return; }
    pr_names(pr, subs, n);
}

static void pr_import(Printer *pr, const Import *im)
{
    fputs("(import ", pr->out);
    pr_name(pr, im->module);
    if (im->qualified) fputs(" qualified", pr->out);
    if (im->as) fprintf(pr->out, " as %s", im->as);
    if (im->hiding) fputs(" hiding", pr->out);
    if (im->has_list) {
        fputs(" (items", pr->out);
        for (int i = 0; i < im->nitems; i++) {
            const ImportItem *it = &im->items[i];
            fputc(' ', pr->out);
            if (it->all_subs || it->nsubs) {
                fputc('(', pr->out);
                pr_name(pr, it->name);
                pr_subs(pr, it->all_subs, it->subs, it->nsubs);
                fputc(')', pr->out);
            } else {
                pr_name(pr, it->name);
            }
        }
        fputc(')', pr->out);
    }
    fputc(')', pr->out);
}

void ast_print_module(FILE *out, const Module *m, bool spans)
{
    Printer pr = { out, spans };
    fputs("(module ", out);
    pr_name(&pr, m->name);
    if (m->has_exports) {
        fputs("\n  (exports", out);
        for (int i = 0; i < m->nexports; i++) {
            const ExportItem *it = &m->exports[i];
            fputc(' ', out);
            if (it->is_module) {
                fputs("(module ", out);
                pr_name(&pr, it->name);
                fputc(')', out);
            } else if (it->all_subs || it->nsubs) {
                fputc('(', out);
                pr_name(&pr, it->name);
                pr_subs(&pr, it->all_subs, it->subs, it->nsubs);
                fputc(')', out);
            } else {
                pr_name(&pr, it->name);
            }
        }
        fputc(')', out);
    }
    for (int i = 0; i < m->nimports; i++) {
        fputs("\n  ", out);
        pr_import(&pr, &m->imports[i]);
    }
    for (int i = 0; i < m->ndecls; i++) {
        fputs("\n  ", out);
        pr_decl(&pr, m->decls[i]);
    }
    fputs(")\n", out);
}

void ast_print_decl(FILE *out, const Decl *d, bool spans)
{
    Printer pr = { out, spans };
    pr_decl(&pr, d);
}

void ast_print_expr(FILE *out, const Expr *e, bool spans)
{
    Printer pr = { out, spans };
    pr_expr(&pr, e);
}

void ast_print_pat(FILE *out, const Pat *p, bool spans)
{
    Printer pr = { out, spans };
    pr_pat(&pr, p);
}

void ast_print_type(FILE *out, const Type *t)
{
    Printer pr = { out, false };
    pr_type(&pr, t);
}

/* ------------------------------------------------------- string forms */

#define TO_STRING(call)                                   \
    do {                                                  \
        char *buf = NULL;                                 \
        size_t size = 0;                                  \
        FILE *f = open_memstream(&buf, &size);            \
        if (!f) return NULL;                              \
        call;                                             \
        fclose(f);                                        \
        return buf;                                       \
    } while (0)

char *ast_module_string(const Module *m, bool spans) { TO_STRING(ast_print_module(f, m, spans)); }
char *ast_decl_string(const Decl *d, bool spans) { TO_STRING(ast_print_decl(f, d, spans)); }
char *ast_expr_string(const Expr *e, bool spans) { TO_STRING(ast_print_expr(f, e, spans)); }
char *ast_pat_string(const Pat *p, bool spans) { TO_STRING(ast_print_pat(f, p, spans)); }
char *ast_type_string(const Type *t) { TO_STRING(ast_print_type(f, t)); }

/* ==================================================== Haskell source
 * GHC's rendering of an expression in messages: one line, except that a
 * `do` puts its statements and a `case` its alternatives on lines of
 * their own, aligned.  Parentheses are those of the source (E_PAREN);
 * types and patterns get the ones their nesting needs. */

typedef struct Shower {
    char *buf;
    size_t len, cap;
    int col;          /* code points since the last newline */
} Shower;

static void sh_mem(Shower *s, const char *p, size_t n)
{
    if (s->len + n + 1 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 256;
        while (ncap < s->len + n + 1) ncap *= 2;
        char *b = realloc(s->buf, ncap);
        if (!b) abort();
        s->buf = b;
        s->cap = ncap;
    }
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '\n') s->col = 0;
        else if (((unsigned char)p[i] & 0xC0) != 0x80) s->col++;
    }
    memcpy(s->buf + s->len, p, n);
    s->len += n;
    s->buf[s->len] = '\0';
}

static void sh(Shower *s, const char *str) { sh_mem(s, str, strlen(str)); }

static void sh_nl(Shower *s, int indent)
{
    sh(s, "\n");
    for (int i = 0; i < indent; i++) sh(s, " ");
}

static bool is_symbolic(const char *id)
{
    unsigned char c = (unsigned char)id[0];
    return !(c == '_' || c == '(' || c == '[' || c >= 0x80 ||
             (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
}

/* A name in prefix position: operators in parentheses. */
static void sh_name(Shower *s, Name n, bool infix)
{
    bool sym = is_symbolic(n.id);
    if (sym != infix) sh(s, sym ? "(" : "`");
    if (n.qual) { sh(s, n.qual); sh(s, "."); }
    sh(s, n.id);
    if (sym != infix) sh(s, sym ? ")" : "`");
}

static void sh_char(Shower *s, int32_t c, char quote)
{
    static const char esc_from[] = "\a\b\f\n\r\t\v\\";
    static const char esc_to[] = "abfnrtv\\";
    char buf[16];
    const char *e = c > 0 && c < 128 ? strchr(esc_from, (int)c) : NULL;
    if (e) snprintf(buf, sizeof buf, "\\%c", esc_to[e - esc_from]);
    else if (c == quote) snprintf(buf, sizeof buf, "\\%c", quote);
    else if (c >= 32 && c < 127) snprintf(buf, sizeof buf, "%c", (char)c);
    else snprintf(buf, sizeof buf, "\\%" PRId32, c);
    sh(s, buf);
}

static void sh_lit(Shower *s, const Literal *l)
{
    switch (l->kind) {
    case LIT_INT: case LIT_FRAC: sh(s, l->text ? l->text : "?"); break;
    case LIT_CHAR: sh(s, "'"); sh_char(s, (int32_t)l->i, '\''); sh(s, "'"); break;
    case LIT_STRING:
        sh(s, "\"");
        for (int i = 0; i < l->len; i++) sh_char(s, l->str[i], '"');
        sh(s, "\"");
        break;
    }
}

static void sh_type(Shower *s, const Type *t, int prec)
{
    cstack_check(t->span);
    switch (t->kind) {
    case T_VAR: case T_CON: sh_name(s, t->name, false); break;
    case T_APP:
        if (prec > 1) sh(s, "(");
        sh_type(s, t->fun, 1);
        sh(s, " ");
        sh_type(s, t->arg, 2);
        if (prec > 1) sh(s, ")");
        break;
    case T_FUN:
        if (prec > 0) sh(s, "(");
        sh_type(s, t->fun, 1);
        sh(s, " -> ");
        sh_type(s, t->arg, 0);
        if (prec > 0) sh(s, ")");
        break;
    case T_LIST: sh(s, "["); sh_type(s, t->arg, 0); sh(s, "]"); break;
    case T_TUPLE:
        sh(s, "(");
        for (int i = 0; i < t->nelems; i++) {
            if (i) sh(s, ", ");
            sh_type(s, t->elems[i], 0);
        }
        sh(s, ")");
        break;
    case T_BANG: sh(s, "!"); sh_type(s, t->arg, 2); break;
    }
}

/* prec: 0 anywhere, 1 as a constructor argument (needs parentheses
   around applications and operators). */
static void sh_pat(Shower *s, const Pat *p, int prec)
{
    cstack_check(p->span);
    bool paren = prec > 0 && ((p->kind == P_CON && p->nargs > 0) || p->kind == P_OPSEQ ||
                              (p->kind == P_LIT && p->lit.text && p->lit.text[0] == '-'));
    if (paren) sh(s, "(");
    switch (p->kind) {
    case P_VAR: sh_name(s, p->name, false); break;
    case P_WILD: sh(s, "_"); break;
    case P_LIT: sh_lit(s, &p->lit); break;
    case P_CON:
        sh_name(s, p->name, false);
        for (int i = 0; i < p->nargs; i++) { sh(s, " "); sh_pat(s, p->args[i], 1); }
        break;
    case P_OPSEQ:
        for (int i = 0; i < p->nargs; i++) {
            sh_pat(s, p->args[i], 0);
            if (i < p->nops) { sh(s, " "); sh_name(s, p->ops[i], true); sh(s, " "); }
        }
        break;
    case P_TUPLE: case P_LIST:
        sh(s, p->kind == P_TUPLE ? "(" : "[");
        for (int i = 0; i < p->nargs; i++) {
            if (i) sh(s, ", ");
            sh_pat(s, p->args[i], 0);
        }
        sh(s, p->kind == P_TUPLE ? ")" : "]");
        break;
    case P_AS: sh_name(s, p->name, false); sh(s, "@"); sh_pat(s, p->pat, 1); break;
    case P_LAZY: sh(s, "~"); sh_pat(s, p->pat, 1); break;
    case P_BANG: sh(s, "!"); sh_pat(s, p->pat, 1); break;
    case P_RECORD:
        sh_name(s, p->name, false);
        sh(s, " {");
        for (int i = 0; i < p->nfields; i++) {
            if (i) sh(s, ", ");
            sh_name(s, p->fields[i].field, false);
            if (p->fields[i].pat) { sh(s, " = "); sh_pat(s, p->fields[i].pat, 0); }
        }
        sh(s, "}");
        break;
    }
    if (paren) sh(s, ")");
}

static void sh_expr(Shower *s, const Expr *e);
static void sh_decls(Shower *s, Decl *const *ds, int n);

static void sh_stmt(Shower *s, const Stmt *st)
{
    switch (st->kind) {
    case S_EXPR: sh_expr(s, st->e); break;
    case S_BIND: sh_pat(s, st->pat, 0); sh(s, " <- "); sh_expr(s, st->e); break;
    case S_LET: sh(s, "let "); sh_decls(s, st->decls, st->ndecls); break;
    }
}

static void sh_rhs(Shower *s, const Rhs *r, const char *eq, int indent)
{
    if (r->plain) {
        sh(s, " ");
        sh(s, eq);
        sh(s, " ");
        sh_expr(s, r->plain);
    }
    for (int i = 0; i < r->nguarded; i++) {
        sh_nl(s, indent + 2);
        sh(s, "| ");
        for (int j = 0; j < r->guarded[i].nguards; j++) {
            if (j) sh(s, ", ");
            sh_stmt(s, r->guarded[i].guards[j]);
        }
        sh(s, " ");
        sh(s, eq);
        sh(s, " ");
        sh_expr(s, r->guarded[i].e);
    }
    if (r->nwhere) {
        sh_nl(s, indent + 2);
        sh(s, "where ");
        sh_decls(s, r->where, r->nwhere);
    }
}

static void sh_context(Shower *s, const Context *c)
{
    if (c->n == 0) return;
    if (c->n > 1) sh(s, "(");
    for (int i = 0; i < c->n; i++) {
        if (i) sh(s, ", ");
        sh_name(s, c->classes[i], false);
        sh(s, " ");
        sh_type(s, c->types[i], 2);
    }
    sh(s, c->n > 1 ? ") => " : " => ");
}

/* One declaration starting at column `col` (its later lines too). */
static void sh_decl(Shower *s, const Decl *d, int col)
{
    switch (d->kind) {
    case D_PAT:
        sh_pat(s, d->pat, 0);
        sh_rhs(s, d->rhs, "=", col);
        break;
    case D_FUN:
        for (int c = 0; c < d->nclauses; c++) {
            const Clause *cl = &d->clauses[c];
            if (c) sh_nl(s, col);
            sh_name(s, d->name, false);
            for (int k = 0; k < cl->npats; k++) { sh(s, " "); sh_pat(s, cl->pats[k], 1); }
            sh_rhs(s, cl->rhs, "=", col);
        }
        break;
    case D_SIG:
        for (int k = 0; k < d->nnames; k++) {
            if (k) sh(s, ", ");
            sh_name(s, d->names[k], false);
        }
        sh(s, " :: ");
        sh_type(s, d->type, 0);
        break;
    case D_INSTANCE:
        sh(s, "instance ");
        sh_context(s, &d->ctx);
        sh_name(s, d->name, false);
        sh(s, " ");
        sh_type(s, d->type, 2);
        sh(s, " where");
        if (d->nbody) {
            sh_nl(s, col + 2);
            sh_decls(s, d->body, d->nbody);
        }
        break;
    default:
        sh(s, "...");
        break;
    }
}

/* Declarations aligned at the current column, one per line. */
static void sh_decls(Shower *s, Decl *const *ds, int n)
{
    int col = s->col;
    for (int i = 0; i < n; i++) {
        if (i) sh_nl(s, col);
        sh_decl(s, ds[i], col);
    }
}

static void sh_list(Shower *s, Expr *const *es, int n)
{
    for (int i = 0; i < n; i++) {
        if (i) sh(s, ", ");
        sh_expr(s, es[i]);
    }
}

static void sh_fields(Shower *s, const FieldBind *fs, int n)
{
    sh(s, " {");
    for (int i = 0; i < n; i++) {
        if (i) sh(s, ", ");
        sh_name(s, fs[i].field, false);
        if (fs[i].e) { sh(s, " = "); sh_expr(s, fs[i].e); }
    }
    sh(s, "}");
}

/* A function or argument of an application.  The parser's trees keep the
   programmer's parentheses (E_PAREN); generated trees (derive.c) have
   none, so the ones the nesting needs are added here. */
static void sh_operand(Shower *s, const Expr *e, bool is_arg)
{
    bool paren;
    switch (e->kind) {
    case E_APP: paren = is_arg; break;
    case E_OPSEQ: case E_NEG: case E_LAMBDA: case E_LET: case E_IF:
    case E_CASE: case E_DO: case E_TYPED: case E_SCC: paren = true; break;
    default: paren = false; break;
    }
    if (paren) sh(s, "(");
    sh_expr(s, e);
    if (paren) sh(s, ")");
}

static void sh_expr(Shower *s, const Expr *e)
{
    cstack_check(e->span);
    int col = s->col;
    switch (e->kind) {
    case E_VAR: case E_CON: sh_name(s, e->name, false); break;
    case E_LIT: sh_lit(s, &e->lit); break;
    case E_APP:
        sh_operand(s, e->fun, false);
        sh(s, " ");
        sh_operand(s, e->arg, true);
        break;
    case E_OPSEQ:
        for (int i = 0; i < e->nitems; i++) {
            const OpItem *it = &e->items[i];
            if (it->is_neg) sh(s, "- ");
            else if (it->is_op) { sh(s, " "); sh_name(s, it->op, true); sh(s, " "); }
            else sh_expr(s, it->e);
        }
        break;
    case E_NEG: sh(s, "- "); sh_expr(s, e->body ? e->body : e->arg); break;
    case E_LAMBDA:
        sh(s, "\\");
        for (int i = 0; i < e->npats; i++) { sh(s, " "); sh_pat(s, e->pats[i], 1); }
        sh(s, " -> ");
        sh_expr(s, e->body);
        break;
    case E_LET:
        sh(s, "let ");
        sh_decls(s, e->decls, e->ndecls);
        sh(s, " in ");
        sh_expr(s, e->body);
        break;
    case E_IF:
        sh(s, "if ");
        sh_expr(s, e->cond);
        sh(s, " then ");
        sh_expr(s, e->then_);
        sh(s, " else ");
        sh_expr(s, e->else_);
        break;
    case E_CASE:
        sh(s, "case ");
        sh_expr(s, e->scrut);
        sh(s, " of");
        for (int i = 0; i < e->nalts; i++) {
            sh_nl(s, col + 2);
            sh_pat(s, e->alts[i].pat, 0);
            sh_rhs(s, e->alts[i].rhs, "->", col + 2);
        }
        break;
    case E_DO:
        sh(s, "do ");
        col = s->col;
        for (int i = 0; i < e->nstmts; i++) {
            if (i) sh_nl(s, col);
            sh_stmt(s, e->stmts[i]);
        }
        break;
    case E_TUPLE: sh(s, "("); sh_list(s, e->elems, e->nelems); sh(s, ")"); break;
    case E_LIST: sh(s, "["); sh_list(s, e->elems, e->nelems); sh(s, "]"); break;
    case E_ENUM:
        sh(s, "[");
        sh_expr(s, e->from);
        if (e->then) { sh(s, ", "); sh_expr(s, e->then); }
        sh(s, " .. ");
        if (e->to) sh_expr(s, e->to);
        sh(s, "]");
        break;
    case E_COMP:
        sh(s, "[");
        sh_expr(s, e->body);
        sh(s, " | ");
        for (int i = 0; i < e->nstmts; i++) {
            if (i) sh(s, ", ");
            sh_stmt(s, e->stmts[i]);
        }
        sh(s, "]");
        break;
    case E_LSECTION:
        sh(s, "(");
        sh_expr(s, e->body);
        sh(s, " ");
        sh_name(s, e->op, true);
        sh(s, ")");
        break;
    case E_RSECTION:
        sh(s, "(");
        sh_name(s, e->op, true);
        sh(s, " ");
        sh_expr(s, e->body);
        sh(s, ")");
        break;
    case E_TYPED: sh_expr(s, e->body); sh(s, " :: "); sh_type(s, e->type, 0); break;
    case E_RECCON: sh_name(s, e->name, false); sh_fields(s, e->fields, e->nfields); break;
    case E_RECUPD: sh_expr(s, e->body); sh_fields(s, e->fields, e->nfields); break;
    case E_SCC:
        sh(s, "{-# SCC \"");
        sh(s, e->label ? e->label : "");
        sh(s, "\" #-} ");
        sh_expr(s, e->body);
        break;
    case E_PAREN: sh(s, "("); sh_expr(s, e->body); sh(s, ")"); break;
    }
}

char *ast_show_decl(const Decl *d)
{
    Shower s = { NULL, 0, 0, 0 };
    sh(&s, "");
    sh_decl(&s, d, 0);
    return s.buf;
}

char *ast_show_expr(const Expr *e)
{
    Shower s = { NULL, 0, 0, 0 };
    sh(&s, "");
    sh_expr(&s, e);
    return s.buf;
}
