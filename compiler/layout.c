/*
 * layout.c -- the off-side rule (Haskell 2010 report, section 10.3).
 *
 * Note [Layout]
 * ~~~~~~~~~~~~~
 * The report defines layout as a function L from a token stream annotated
 * with {n} (a block opens before this token, n its column) and <n> (this
 * token starts a line at column n) to a stream with explicit braces and
 * semicolons, and a context stack of block indentations (0 for an explicit
 * block).  One rule depends on the parser: an implicit block closes before
 * any token t where the tokens so far followed by t are not a valid
 * prefix of the grammar -- parse-error(t) -- as in `let x = 1 in x`.
 *
 * So L runs incrementally, one output token per layout_next call, and the
 * parser applies the parse-error(t) rule itself (layout_close_implicit):
 * it goes back to the state before t, pops the implicit context and
 * treats the position as a virtual `}`; t then comes again.  The {n} and
 * <n> annotations are not materialised: `open_pending` and `bol_pending`
 * stand for them, the first computed from the previous token (let, where,
 * do, of not followed by `{`), the second from the token's TF_BOL flag.
 *
 * GHC (9.0, no LANGUAGE pragma) enables NondecreasingIndentation: a block
 * opened by `do` may sit at the same column as the enclosing block, where
 * the report would open and immediately close an empty block.
 */
#include "layout.h"

#include <stdlib.h>
#include <string.h>

static bool is_special(const RawToken *t, const char *s)
{
    return t->kind == TK_SPECIAL && t->text == s;
}

static bool opens_block(const Layout *L, const RawToken *t)
{
    return t->kind == TK_RESERVEDID &&
           (t->text == L->kw_let || t->text == L->kw_where ||
            t->text == L->kw_do || t->text == L->kw_of);
}

static void push(Layout *L, int col)
{
    LayoutCtx *c = ARENA_NEW(L->arena, LayoutCtx);
    c->col = col;
    c->next = L->st.ctx;
    L->st.ctx = c;
}

/* A virtual token sits where the next real token starts, with no width. */
static Token virtual_token(const Layout *L, TokKind kind)
{
    const RawToken *t = &L->raw[L->st.pos];
    Token v = { .kind = kind };
    v.span = (SrcSpan){ t->span.l1, t->span.c1, t->span.l1, t->span.c1 };
    v.off = v.end = t->off;
    return v;
}

static void enter(Layout *L, int pos)
{
    L->st.pos = pos;
    L->st.bol_pending = (L->raw[pos].flags & TF_BOL) != 0;
}

void layout_init(Layout *L, Arena *arena, const SourceFile *src)
{
    memset(L, 0, sizeof *L);
    L->arena = arena;
    L->lexer = lexer_new(arena, src);
    lexer_defer_errors(L->lexer);
    int cap = (int)(src->len / 2) + 64, ncap = 64, nlits = 0;
    RawToken *raw = malloc(sizeof(RawToken) * (size_t)cap);
    Literal *lits = malloc(sizeof(Literal) * (size_t)ncap);
    if (!raw || !lits) abort();
    int n = 0;
    for (;;) {
        if (n == cap) {
            cap *= 2;
            raw = realloc(raw, sizeof(RawToken) * (size_t)cap);
            if (!raw) abort();
        }
        Token t = lexer_next(L->lexer);
        RawToken *r = &raw[n++];
        *r = (RawToken){ t.span, t.kind == TK_PRAGMA_SCC ? t.text2 : t.qual,
                         t.text, t.off, t.end, -1,
                         (unsigned char)t.kind, (unsigned char)t.flags };
        if (t.kind >= TK_INTEGER && t.kind <= TK_STRING) {
            if (nlits == ncap) {
                ncap *= 2;
                lits = realloc(lits, sizeof(Literal) * (size_t)ncap);
                if (!lits) abort();
            }
            r->lit = nlits;
            lits[nlits++] = t.lit;
        }
        if (t.kind == TK_EOF) break;
    }
    L->raw = raw;
    L->nraw = n;
    L->lits = ARENA_ARRAY(arena, Literal, nlits);
    if (nlits) memcpy(L->lits, lits, sizeof(Literal) * (size_t)nlits);
    L->nlits = nlits;
    free(lits);
    L->kw_let = arena_intern(arena, "let");
    L->kw_where = arena_intern(arena, "where");
    L->kw_do = arena_intern(arena, "do");
    L->kw_of = arena_intern(arena, "of");
    L->kw_module = arena_intern(arena, "module");
    L->lbrace = arena_intern(arena, "{");
    L->rbrace = arena_intern(arena, "}");
    /* The module's implicit block, unless it starts with `module` or `{`. */
    const RawToken *first = &L->raw[0];
    L->st.open_pending = !is_special(first, L->lbrace) &&
        !(first->kind == TK_RESERVEDID && first->text == L->kw_module);
}

/* {n}: open a block at n, or an empty one if n is not deeper than the
   enclosing block. */
static Token open_block(Layout *L)
{
    const RawToken *t = &L->raw[L->st.pos];
    int n = t->kind == TK_EOF ? 0 : t->span.c1;
    LayoutCtx *c = L->st.ctx;
    bool opens = c == NULL ? n > 0
               : c->col == 0 ? n > 0
               : n > c->col || (L->st.open_is_do && n == c->col);
    L->st.open_pending = false;
    if (opens) {
        push(L, n);
        L->st.bol_pending = false;
    } else {
        L->st.close_after_open = true;
    }
    return virtual_token(L, TK_VLBRACE);
}

/* A real token: explicit braces push and pop contexts, a block keyword
   announces a {n} before the next token. */
static Token materialize(const Layout *L, const RawToken *r)
{
    Token t = { .kind = (TokKind)r->kind };
    t.span = r->span;
    if (r->kind == TK_PRAGMA_SCC)
        t.text2 = r->qual;
    else
        t.qual = r->qual;
    t.text = r->text;
    t.flags = r->flags;
    t.off = r->off;
    t.end = r->end;
    if (r->lit >= 0) t.lit = L->lits[r->lit];
    return t;
}

static Token real_token(Layout *L)
{
    const RawToken *t = &L->raw[L->st.pos];
    L->before = L->st;
    L->last_real = true;
    if (is_special(t, L->lbrace)) push(L, 0);
    else if (is_special(t, L->rbrace) && L->st.ctx && L->st.ctx->col == 0)
        L->st.ctx = L->st.ctx->next;
    if (t->kind != TK_EOF) enter(L, L->st.pos + 1);
    if (opens_block(L, t))
        L->st.open_pending = !is_special(&L->raw[L->st.pos], L->lbrace);
    L->st.open_is_do = t->text == L->kw_do && t->kind == TK_RESERVEDID;
    return materialize(L, t);
}

Token layout_next(Layout *L)
{
    L->last_real = false;
    /* A lexical error comes before any brace that EOF would close. */
    if (L->raw[L->st.pos].flags & TF_LEXERROR) return real_token(L);
    if (L->st.close_after_open) {
        /* Note 2 of the report: {n} not deeper gives `{ }` then <n>. */
        L->st.close_after_open = false;
        L->st.bol_pending = L->raw[L->st.pos].kind != TK_EOF;
        return virtual_token(L, TK_VRBRACE);
    }
    if (L->st.open_pending) return open_block(L);
    const RawToken *t = &L->raw[L->st.pos];
    LayoutCtx *c = L->st.ctx;
    if (L->st.bol_pending && t->kind != TK_EOF && c && c->col > 0) {
        if (t->span.c1 == c->col) {
            L->st.bol_pending = false;
            return virtual_token(L, TK_VSEMI);
        }
        if (t->span.c1 < c->col) {
            L->st.ctx = c->next;
            return virtual_token(L, TK_VRBRACE);
        }
    }
    L->st.bol_pending = false;
    if (t->kind == TK_EOF && c && c->col > 0) {
        L->st.ctx = c->next;
        return virtual_token(L, TK_VRBRACE);
    }
    return real_token(L);
}

void layout_free(Layout *L)
{
    free(L->raw);
    L->raw = NULL;
    L->nraw = 0;
}

bool layout_close_implicit(Layout *L)
{
    if (!L->last_real) return false;
    LayoutCtx *c = L->before.ctx;
    if (!c || c->col == 0) return false;
    L->st = L->before;
    L->st.ctx = c->next;
    L->last_real = false;
    return true;
}

Token *layout_tokens(Arena *arena, const SourceFile *src, int *count)
{
    Layout L;
    layout_init(&L, arena, src);
    int cap = L.nraw * 2 + 8, n = 0;
    Token *out = ARENA_ARRAY(arena, Token, cap);
    for (;;) {
        Token t = layout_next(&L);
        if (n == cap) {
            Token *bigger = ARENA_ARRAY(arena, Token, cap * 2);
            memcpy(bigger, out, sizeof(Token) * (size_t)n);
            out = bigger;
            cap *= 2;
        }
        out[n++] = t;
        if (t.kind == TK_EOF) break;
    }
    if (L.raw[L.nraw - 1].flags & TF_LEXERROR) lexer_report_error(L.lexer);
    layout_free(&L);
    *count = n;
    return out;
}
