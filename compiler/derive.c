/*
 * derive.c -- derived instances as source AST (see derive.h).
 *
 * Note [What GHC derives]
 * Observed with GHC 9.0.2 (`ghc -ddump-deriv -dsuppress-all`) and, for the
 * cost centres, with `-prof -fprof-auto` reports (`+RTS -p`, `-Pa` to see
 * every centre).  Written here in our own words and code.
 *
 * Cost centres.  -fprof-auto gives every method binding of a derived
 * instance a centre named by the method (`showsPrec`, `==`, `compare`,
 * `<`, ...) whose span is the class name in the deriving clause.  Nothing
 * else of a derived instance has one: GHC's helper bindings for tags
 * ($con2tag_T, $tag2con_T, $maxtag_T) get none, and the methods the
 * instance does not define come from the class's default methods, which
 * live in the library (compiled without centres) and call the instance's
 * methods through the dictionary.  So the methods listed below are exactly
 * the centres, and "calls" below are the edges of the .prof tree.  We
 * write GHC's tag helpers as calls of library functions (dataToTag,
 * tagToCon), which get no centres either, and never bind a local function
 * (a let, where or lambda would get a centre of its own).
 * The other flags: -fprof-auto-top gives derived methods the same centres
 * as -fprof-auto; -fprof-auto-exported gives them none (no instance method
 * counts as exported, even under `module Main where`); -fprof-auto-calls
 * puts no call-site centre inside derived code (the instance's D_INSTANCE
 * has `derived` set so that the desugarer can tell).
 *
 * Show: only showsPrec (show and showList are the class defaults:
 *   show x = showsPrec 0 x "", showList = showList__ (showsPrec 0)), one
 *   clause per constructor:
 *     showsPrec _ C = showString "C"                      (nullary; "(:+)")
 *     showsPrec a (C b1 b2) = showParen (a >= 11)
 *         (showString "C " . (showsPrec 11 b1 . (showSpace . showsPrec 11 b2)))
 *     showsPrec a (R b1 b2) = showParen (a >= 11)          (record)
 *         (showString "R {" . (showString "f1 = " . (showsPrec 0 b1 .
 *          (showCommaSpace . (showString "(%%) = " . (showsPrec 0 b2 .
 *           showString "}"))))))
 *     showsPrec a (b1 :+: b2) = showParen (a >= p+1)        (declared infix,
 *         (showsPrec (p+1) b1 . (showString " :+: " . showsPrec (p+1) b2))
 *   where p is the constructor's precedence (infixl 9 if undeclared; the
 *   associativity is ignored: both sides get p+1) and an alphanumeric
 *   constructor declared infix shows as " `Fn` ".  A constructor operator
 *   declared prefix, `(:$) Int Int`, shows prefix: "(:$) ".  `R {}` is
 *   nullary.  Newtypes get the same code.  The fields' showsPrec calls are
 *   made under the showsPrec centre, so a nested value's centres nest.
 *
 * Eq: only (==) ((/=) is the default: not (x == y), so it enters `==`).
 *   One clause per constructor, fields compared left to right and joined
 *   by a right-nested (&&):
 *     (==) (C a1 a2) (C b1 b2) = (a1 == b1) && (a2 == b2)
 *     (==) K K = True                          (nullary)
 *     (==) _ _ = False                         (with more than one constructor)
 *   With more than 10 nullary constructors the nullary ones get no clauses;
 *   a last clause compares tags instead: (==) a b = dataToTag a == dataToTag b
 *   (an enumeration of more than 10 constructors has only that clause).
 *
 * Ord: compare always.  (<), and (<=), (>), (>=) written with (<):
 *     (<=) a b = not ((<) b a);  (>) a b = (<) b a;  (>=) a b = not ((<) a b)
 *   only when the type has at most 3 constructors or is an enumeration;
 *   otherwise those four are the class defaults, which call compare
 *   (x < y = case compare x y of LT -> True; _ -> False, and so on).  max
 *   and min are always the defaults (max x y = if x <= y then y else x), so
 *   `maximum` of Colours enters `<=` and under it `<`.
 *   compare and (<) share one shape (op is compare or (<)):
 *   - an enumeration of 2 or more constructors compares tags;
 *   - one constructor: case a of C a1 .. -> case b of C b1 .. -> fields;
 *   - otherwise `case a of` one alternative per constructor (the nullary
 *     ones left out when there are more than 2 of them, and a last
 *     alternative `_ ->` comparing tags instead), each with an inner
 *     `case b of` that matches the same constructor, and decides the other
 *     constructors by position, for constructor i of n (last = n-1):
 *       i = 0:           _ -> LT
 *       i = last:        _ -> GT
 *       i = 1:           C0 {} -> GT; _ -> LT
 *       i = last-1:      Clast {} -> LT; _ -> GT
 *       2i <= last:      if tag b > i then LT else (case b of ...; _ -> GT)
 *       otherwise:       if tag b < i then GT else (case b of ...; _ -> LT)
 *   - fields: case compare a1 b1 of LT -> LT; EQ -> <rest>; GT -> GT, the
 *     LAST field with op itself: (a2 `compare` b2) or (a2 < b2); no fields:
 *     EQ.  For (<) the results LT/EQ/GT read True/False/False.
 *   So derived (<) calls the fields' compare except on the last field,
 *   where it calls the field type's (<) -- a recursive type recurses
 *   through `<` there.
 *
 * Enum (enumerations only): succ, pred, toEnum, enumFrom, enumFromThen,
 *   fromEnum; enumFromTo and enumFromThenTo are the class defaults
 *   (map toEnum [fromEnum x .. fromEnum y]), so [minBound .. maxBound]
 *   enters fromEnum twice and toEnum once per element, while [C ..] and
 *   [C, D ..] enter only enumFrom / enumFromThen, and succ/pred call
 *   neither toEnum nor fromEnum.  Errors (`error`, called at the class
 *   name: "error, called at T.hs:2:59 in main:Main"):
 *     succ{T}: tried to take `succ' of last tag in enumeration
 *     pred{T}: tried to take `pred' of first tag in enumeration
 *     toEnum{T}: tag (7) is outside of enumeration's range (0,2)
 *   T is the type constructor alone, without its parameters.  (The
 *   "Prelude.Enum.Bool.succ: bad argument" form belongs to the library's
 *   own instances for Bool, Ordering and Char, not to derived ones.)
 *
 * Bounded: minBound and maxBound, CAFs (entered once, under CAF): the first
 *   and last constructor of an enumeration, or C minBound .. minBound for a
 *   single-constructor type.
 *
 * Read: readPrec, readList and readListPrec, each a
 *   value (a CAF under CAF, or a function of the context's dictionaries):
 *     readPrec = parens (alt1 +++ (alt2 +++ ...))
 *     readList = readListDefault;  readListPrec = readListPrecDefault
 *   readsPrec is the class default, readPrec_to_S readPrec.  The
 *   nullary constructors' alternatives come first (in declaration order),
 *   then the others'; one alternative per constructor:
 *     C             expectP "C"; return C                (no precedence)
 *     C b1 b2       prec 10 (expectP "C"; b1 <- step readPrec;
 *                            b2 <- step readPrec; return (C b1 b2))
 *     (:$) b1 b2    the same after expectP "(", ":$", ")"
 *     R {f, (%%)}   prec 11 (expectP "R", "{"; b1 <- readField "f"
 *                            (reset readPrec); expectP ","; b2 <-
 *                            readSymField "%%" (reset readPrec); "}")
 *     b1 :+: b2     prec p (b1 <- step readPrec; expectP ":+:";
 *                           b2 <- step readPrec)   (p its precedence, the
 *                           associativity ignored: "A :+: A :+: A" has
 *                           no parse, as in GHC)
 *     b1 `F` b2     the same with expectP "`", "F", "`"
 *   We write the alternatives with the applicative combinators instead
 *   of do (no lambda, so no cost centre of their own): expectP "C" *>
 *   (C <$> step readPrec <*> step readPrec).  Newtypes get the same code.
 *
 * Newtypes: Show is derived as for data.  Eq, Ord and Bounded are derived
 *   by coercing the field type's methods (GHC's newtype strategy, used
 *   even without GeneralizedNewtypeDeriving): Eq defines (==) and (/=),
 *   Ord all of compare, <, <=, >, >=, max, min, each a CAF
 *   `(==) = coerce ((==) @Int)`.  Each used method is entered ONCE, under
 *   CAF, however often it is called; its calls then run the field type's
 *   method directly.  We write (==) = coerceRel N (==) and max = coerceOp
 *   N max (see Note [Library names]).  Bounded's minBound = coerce
 *   (minBound @Int) is written N minBound: a CAF either way.  Enum is
 *   refused, with GHC's extra line suggesting GeneralizedNewtypeDeriving.
 *
 * Context: GHC infers it; for the ordinary cases it is `C v` for each type
 * variable that occurs in a field, which is what we write (a phantom
 * parameter gets no constraint).  What GHC then reports when the instance
 * does not type-check is left to the type checker (tc_solve.c's
 * tc_derived_no_instance for the first message), in these words:
 *   - a field without the instance (a function, `f Int` for a parameter f):
 *       • No instance for (Show (Int -> Int))
 *           arising from the first field of ‘A’ (type ‘Int -> Int’)
 *         Possible fix:
 *           use a standalone 'deriving instance' declaration,
 *             so you can specify the instance context yourself
 *       • When deriving the instance for (Show T)
 *     (fields counted first .. tenth, then 11th, 12th, ...; GHC adds the
 *     line "(maybe you haven't applied a function to enough arguments?)"
 *     after the `arising` line for a function type);
 *   - Ord without Eq: "No instance for (Eq T)\n  arising from the
 *     'deriving' clause of a data type declaration", same fix and
 *     "When deriving the instance for (Ord T)", at the class name;
 *   - a class twice, or derived and written: "Duplicate instance
 *     declarations".
 *
 * Note [Library names]
 * The generated code names these library functions with the qualifier
 * %Base (DERIVE_BASE); types as they must be in lib/Base.hs:
 *   showsPrec, showParen, showString, (.), showSpace :: ShowS (= (' ' :)),
 *   showCommaSpace :: ShowS (= showString ", "), (>=), (<=), (>), (<),
 *   (==), (&&), (+), (-), (++), not, compare, error, map, enumFromTo,
 *   enumFromThenTo, minBound, maxBound, (/=), max, min, and the constructors
 *   True, False, LT, EQ, GT;
 *   dataToTag :: a -> Int       evaluates its argument and returns the
 *                               0-based index of its constructor in the
 *                               data declaration;
 *   tagToCon  :: a -> Int -> a  tagToCon c i: the constructor with index i
 *                               of c's type, c being any nullary constructor
 *                               of that type (an enumeration); i in range;
 *   for Read: readPrec, readListDefault, readListPrecDefault, parens,
 *   prec, step, reset, (+++), (*>), (<*), (<*>), fmap, pure, readField,
 *   readSymField, and readExpect :: String -> ReadPrec () (the next lexeme
 *   is the given text: GHC's expectP);
 *   coerceRel :: (r -> n) -> (r -> r -> b) -> n -> n -> b
 *   coerceOp  :: (r -> n) -> (r -> r -> r) -> n -> n -> n
 *                               coerceRel N f is f used at the newtype N
 *                               (N's constructor fixes r and n for the type
 *                               checker).  With newtypes erased at run time
 *                               both are `\_ f -> f`, and the method is a
 *                               CAF whose value is the field type's method,
 *                               as in GHC.
 */
#include "derive.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define Q(s) "\xe2\x80\x98" s "\xe2\x80\x99"   /* GHC's quotes: \u2018s\u2019 */

/* One instance being generated. */
typedef struct Gen {
    Arena *a;
    const Module *m;
    const Decl *data;
    Name cls;             /* the class as written in the clause */
    SrcSpan sp;           /* its span, given to every node */
    const char *base;     /* DERIVE_BASE, interned */
    PtrVec methods;       /* the instance's body */
} Gen;

/* ================================================================ AST */

static Name mk_name(Gen *g, const char *qual, const char *id)
{
    return (Name){ qual, arena_intern(g->a, id), g->sp };
}

static Expr *new_expr(Gen *g, ExprKind kind)
{
    Expr *e = ARENA_NEW(g->a, Expr);
    e->kind = kind;
    e->span = g->sp;
    return e;
}

static Expr *name_expr(Gen *g, ExprKind kind, const char *qual, const char *id)
{
    Expr *e = new_expr(g, kind);
    e->name = mk_name(g, qual, id);
    return e;
}

static Expr *var(Gen *g, const char *id) { return name_expr(g, E_VAR, NULL, id); }
static Expr *lib(Gen *g, const char *id) { return name_expr(g, E_VAR, g->base, id); }
/* The data type's own constructors and the type itself are named with the
   module's own qualifier: a `data T = Just | B deriving Show` beside the
   Prelude's Just is no ambiguity to GHC, whose derived code refers to the
   constructors themselves, not to names. */
static const char *own(Gen *g) { return g->m->name.id; }
static Expr *con(Gen *g, const char *id) { return name_expr(g, E_CON, own(g), id); }
static Expr *lib_con(Gen *g, const char *id) { return name_expr(g, E_CON, g->base, id); }

static Expr *app(Gen *g, Expr *f, Expr *x)
{
    Expr *e = new_expr(g, E_APP);
    e->fun = f;
    e->arg = x;
    return e;
}

static Expr *app2(Gen *g, Expr *f, Expr *x, Expr *y) { return app(g, app(g, f, x), y); }

/* %Base.fn x, %Base.fn x y */
static Expr *call1(Gen *g, const char *fn, Expr *x) { return app(g, lib(g, fn), x); }
static Expr *call2(Gen *g, const char *fn, Expr *x, Expr *y) { return app2(g, lib(g, fn), x, y); }

static Expr *int_lit(Gen *g, int64_t n)
{
    Expr *e = new_expr(g, E_LIT);
    e->lit.kind = LIT_INT;
    e->lit.i = n;
    e->lit.text = arena_printf(g->a, "%lld", (long long)n);
    return e;
}

/* A String literal from UTF-8 text (names may be Unicode). */
static Expr *str_lit(Gen *g, const char *s)
{
    size_t n = strlen(s);
    int32_t *cps = ARENA_ARRAY(g->a, int32_t, n + 1);
    int len = 0;
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
        int32_t cp = extra ? c & (0x3F >> extra) : c;
        i++;
        for (int k = 0; k < extra && i < n; k++, i++)
            cp = (cp << 6) | ((unsigned char)s[i] & 0x3F);
        cps[len++] = cp;
    }
    Expr *e = new_expr(g, E_LIT);
    e->lit.kind = LIT_STRING;
    e->lit.str = cps;
    e->lit.len = len;
    return e;
}

static Expr *if_then_else(Gen *g, Expr *c, Expr *t, Expr *f)
{
    Expr *e = new_expr(g, E_IF);
    e->cond = c;
    e->then_ = t;
    e->else_ = f;
    return e;
}

static Rhs *plain_rhs(Gen *g, Expr *e)
{
    Rhs *r = ARENA_NEW(g->a, Rhs);
    r->plain = e;
    r->span = g->sp;
    return r;
}

/* `case scrut of` with room for `cap` alternatives, added by add_alt. */
static Expr *case_of(Gen *g, Expr *scrut, int cap)
{
    Expr *e = new_expr(g, E_CASE);
    e->scrut = scrut;
    e->alts = ARENA_ARRAY(g->a, Alt, cap);
    return e;
}

static void add_alt(Gen *g, Expr *c, Pat *p, Expr *body)
{
    c->alts[c->nalts++] = (Alt){ p, plain_rhs(g, body), g->sp };
}

static Pat *new_pat(Gen *g, PatKind kind)
{
    Pat *p = ARENA_NEW(g->a, Pat);
    p->kind = kind;
    p->span = g->sp;
    return p;
}

static Pat *pvar(Gen *g, const char *id)
{
    Pat *p = new_pat(g, P_VAR);
    p->name = mk_name(g, NULL, id);
    return p;
}

static Pat *pwild(Gen *g) { return new_pat(g, P_WILD); }

static Pat *pcon(Gen *g, const char *qual, const char *id, int nargs)
{
    Pat *p = new_pat(g, P_CON);
    p->name = mk_name(g, qual, id);
    p->args = nargs ? ARENA_ARRAY(g->a, Pat *, nargs) : NULL;
    p->nargs = nargs;
    return p;
}

/* The variables of the fields of a constructor: a1 a2 .. (prefix "a"). */
static const char *field_var(Gen *g, const char *prefix, int i)
{
    return arena_intern(g->a, arena_printf(g->a, "%s%d", prefix, i + 1));
}

/* `C a1 .. an` (prefix != NULL) or `C _ .. _` (prefix NULL). */
static Pat *con_pat(Gen *g, const ConDecl *c, const char *prefix)
{
    Pat *p = pcon(g, own(g), c->name.id, c->nargs);
    for (int i = 0; i < c->nargs; i++)
        p->args[i] = prefix ? pvar(g, field_var(g, prefix, i)) : pwild(g);
    return p;
}

/* A method with arguments: a D_FUN with room for `cap` clauses. */
static Decl *method_fun(Gen *g, const char *name, int cap)
{
    Decl *d = ARENA_NEW(g->a, Decl);
    d->kind = D_FUN;
    d->span = g->sp;
    d->name = mk_name(g, NULL, name);
    d->clauses = ARENA_ARRAY(g->a, Clause, cap);
    ptrvec_push(&g->methods, d);
    return d;
}

/* Adds the clause `name p1 .. pn = body`; the patterns are Pat * arguments. */
static void add_clause(Gen *g, Decl *d, Expr *body, int npats, ...)
{
    Clause *c = &d->clauses[d->nclauses++];
    c->pats = ARENA_ARRAY(g->a, Pat *, npats);
    c->npats = npats;
    va_list ap;
    va_start(ap, npats);
    for (int i = 0; i < npats; i++) c->pats[i] = va_arg(ap, Pat *);
    va_end(ap);
    c->rhs = plain_rhs(g, body);
    c->span = g->sp;
}

/* A method without arguments: `name = e`, a D_PAT as the parser makes it. */
static void method_value(Gen *g, const char *name, Expr *e)
{
    Decl *d = ARENA_NEW(g->a, Decl);
    d->kind = D_PAT;
    d->span = g->sp;
    d->pat = pvar(g, name);
    d->rhs = plain_rhs(g, e);
    ptrvec_push(&g->methods, d);
}

/* ======================================================= the data type */

static int ncons(Gen *g) { return g->data->ncons; }
static const ConDecl *con_at(Gen *g, int i) { return &g->data->cons[i]; }
static bool is_newtype(Gen *g) { return g->data->kind == D_NEWTYPE; }

static int count_nullary(Gen *g)
{
    int n = 0;
    for (int i = 0; i < ncons(g); i++) n += con_at(g, i)->nargs == 0;
    return n;
}

static bool is_enumeration(Gen *g)
{
    return ncons(g) > 0 && count_nullary(g) == ncons(g);
}

static bool is_operator(const char *id)
{
    unsigned char c = (unsigned char)id[0];
    return !(c == '_' || c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
}

/* A name as written in prefix position: operators in parentheses. */
static const char *prefix_form(Gen *g, const char *id)
{
    return is_operator(id) ? arena_printf(g->a, "(%s)", id) : id;
}

/* The precedence of a constructor operator: its top-level fixity
   declaration, or 9. */
static int con_precedence(Gen *g, const char *id)
{
    for (int i = 0; i < g->m->ndecls; i++) {
        const Decl *d = g->m->decls[i];
        if (d->kind != D_FIXITY) continue;
        for (int k = 0; k < d->nnames; k++)
            if (strcmp(d->names[k].id, id) == 0) return d->prec;
    }
    return 9;
}

/* Does type variable `v` occur in `t` as a type (not as the head of an
   application, `f Int`)? */
static bool occurs(const Type *t, const char *v)
{
    if (!t) return false;
    switch (t->kind) {
    case T_VAR: return strcmp(t->name.id, v) == 0;
    case T_CON: return false;
    case T_APP:
        return (t->fun->kind != T_VAR && occurs(t->fun, v)) || occurs(t->arg, v);
    case T_FUN: return occurs(t->fun, v) || occurs(t->arg, v);
    case T_LIST: case T_BANG: return occurs(t->arg, v);
    case T_TUPLE:
        for (int i = 0; i < t->nelems; i++)
            if (occurs(t->elems[i], v)) return true;
        return false;
    }
    return false;
}

static bool occurs_in_fields(Gen *g, const char *v)
{
    for (int i = 0; i < ncons(g); i++)
        for (int k = 0; k < con_at(g, i)->nargs; k++)
            if (occurs(con_at(g, i)->args[k], v)) return true;
    return false;
}

static Type *new_type(Gen *g, TypeKind kind, const char *id)
{
    Type *t = ARENA_NEW(g->a, Type);
    t->kind = kind;
    t->span = g->sp;
    if (id) t->name = mk_name(g, NULL, id);
    return t;
}

/* T a b */
static Type *head_type(Gen *g)
{
    Type *t = new_type(g, T_CON, g->data->name.id);
    t->name.qual = own(g);
    for (int i = 0; i < g->data->ntyvars; i++) {
        Type *ap = new_type(g, T_APP, NULL);
        ap->fun = t;
        ap->arg = new_type(g, T_VAR, g->data->tyvars[i].id);
        t = ap;
    }
    return t;
}

static Context instance_context(Gen *g)
{
    int nv = g->data->ntyvars;
    Context c = { ARENA_ARRAY(g->a, Name, nv), ARENA_ARRAY(g->a, Type *, nv), 0 };
    for (int i = 0; i < nv; i++) {
        const char *v = g->data->tyvars[i].id;
        if (!occurs_in_fields(g, v)) continue;
        c.classes[c.n] = g->cls;
        c.classes[c.n].span = g->sp;
        c.types[c.n] = new_type(g, T_VAR, v);
        c.n++;
    }
    return c;
}

/* ================================================================ Show */

/* f1 . (f2 . (... . fn)) */
static Expr *compose(Gen *g, Expr **fs, int n)
{
    Expr *e = fs[n - 1];
    for (int i = n - 2; i >= 0; i--) e = call2(g, ".", fs[i], e);
    return e;
}

static Expr *shows_field(Gen *g, int prec, int i)
{
    return call2(g, "showsPrec", int_lit(g, prec), var(g, field_var(g, "b", i)));
}

static Expr *show_string(Gen *g, const char *text)
{
    return call1(g, "showString", str_lit(g, text));
}

/* The body of showsPrec for a constructor with fields. */
static Expr *show_con_body(Gen *g, const ConDecl *c)
{
    int cap = 3 * c->nargs + 2, n = 0, prec = 11;
    Expr **parts = ARENA_ARRAY(g->a, Expr *, cap);
    const char *name = c->name.id;
    if (c->fields) {
        parts[n++] = show_string(g, arena_printf(g->a, "%s {", prefix_form(g, name)));
        for (int i = 0; i < c->nargs; i++) {
            if (i) parts[n++] = lib(g, "showCommaSpace");
            parts[n++] = show_string(g, arena_printf(g->a, "%s = ",
                                                     prefix_form(g, c->fields[i].id)));
            parts[n++] = shows_field(g, 0, i);
        }
        parts[n++] = show_string(g, "}");
    } else if (c->infix && c->nargs == 2) {
        prec = con_precedence(g, name) + 1;
        const char *op = is_operator(name) ? arena_printf(g->a, " %s ", name)
                                           : arena_printf(g->a, " `%s` ", name);
        parts[n++] = shows_field(g, prec, 0);
        parts[n++] = show_string(g, op);
        parts[n++] = shows_field(g, prec, 1);
    } else {
        parts[n++] = show_string(g, arena_printf(g->a, "%s ", prefix_form(g, name)));
        for (int i = 0; i < c->nargs; i++) {
            if (i) parts[n++] = lib(g, "showSpace");
            parts[n++] = shows_field(g, 11, i);
        }
    }
    Expr *cond = call2(g, ">=", var(g, "a"), int_lit(g, prec));
    return call2(g, "showParen", cond, compose(g, parts, n));
}

static void derive_show(Gen *g)
{
    Decl *d = method_fun(g, "showsPrec", ncons(g));
    for (int i = 0; i < ncons(g); i++) {
        const ConDecl *c = con_at(g, i);
        if (c->nargs == 0)
            add_clause(g, d, show_string(g, prefix_form(g, c->name.id)), 2,
                       pwild(g), con_pat(g, c, NULL));
        else
            add_clause(g, d, show_con_body(g, c), 2, pvar(g, "a"), con_pat(g, c, "b"));
    }
}

/* ================================================== Eq and Ord, shared */

/* dataToTag x */
static Expr *tag_of(Gen *g, const char *x) { return call1(g, "dataToTag", var(g, x)); }

/* For a newtype N: `m = coerceRel N m` (coerceOp for max and min). */
static void coerce_method(Gen *g, const char *method, const char *coerce)
{
    Expr *n = con(g, con_at(g, 0)->name.id);
    method_value(g, method, call2(g, coerce, n, lib(g, method)));
}

/* ================================================================== Eq */

#define EQ_NULLARY_MAX 10    /* more nullary constructors: compared by tag */

/* (a1 == b1) && ((a2 == b2) && ...) ; True without fields */
static Expr *eq_fields(Gen *g, int nargs)
{
    if (nargs == 0) return lib_con(g, "True");
    Expr *e = NULL;
    for (int i = nargs - 1; i >= 0; i--) {
        Expr *eq = call2(g, "==", var(g, field_var(g, "a", i)), var(g, field_var(g, "b", i)));
        e = e ? call2(g, "&&", eq, e) : eq;
    }
    return e;
}

static void derive_eq(Gen *g)
{
    if (is_newtype(g)) {
        coerce_method(g, "==", "coerceRel");
        coerce_method(g, "/=", "coerceRel");
        return;
    }
    bool by_tag = count_nullary(g) > EQ_NULLARY_MAX;
    Decl *d = method_fun(g, "==", ncons(g) + 1);
    for (int i = 0; i < ncons(g); i++) {
        const ConDecl *c = con_at(g, i);
        if (c->nargs == 0 && by_tag) continue;
        add_clause(g, d, eq_fields(g, c->nargs), 2, con_pat(g, c, "a"), con_pat(g, c, "b"));
    }
    if (by_tag)
        add_clause(g, d, call2(g, "==", tag_of(g, "a"), tag_of(g, "b")), 2,
                   pvar(g, "a"), pvar(g, "b"));
    else if (ncons(g) > 1)
        add_clause(g, d, lib_con(g, "False"), 2, pwild(g), pwild(g));
}

/* ================================================================= Ord */

#define ORD_NULLARY_MAX 2    /* more nullary constructors: compared by tag */
#define ORD_OPS_MAX_CONS 3   /* (<) and friends only up to this many
                                constructors (or for enumerations) */

typedef enum OrdOp { OP_COMPARE, OP_LT } OrdOp;

/* The results LT, EQ, GT as `op` returns them. */
static Expr *ord_result(Gen *g, OrdOp op, int sign)
{
    if (op == OP_COMPARE) return lib_con(g, sign < 0 ? "LT" : sign == 0 ? "EQ" : "GT");
    return lib_con(g, sign < 0 ? "True" : "False");
}

static const char *op_name(OrdOp op) { return op == OP_COMPARE ? "compare" : "<"; }

/* op on the tags of a and b */
static Expr *ord_tags(Gen *g, OrdOp op)
{
    return call2(g, op_name(op), tag_of(g, "a"), tag_of(g, "b"));
}

/* Fields a1..an against b1..bn: lexicographic, the last with op itself. */
static Expr *ord_fields(Gen *g, OrdOp op, int nargs, int i)
{
    if (nargs == 0) return ord_result(g, op, 0);
    Expr *ai = var(g, field_var(g, "a", i)), *bi = var(g, field_var(g, "b", i));
    if (i == nargs - 1) return call2(g, op_name(op), ai, bi);
    Expr *c = case_of(g, call2(g, "compare", ai, bi), 3);
    add_alt(g, c, pcon(g, g->base, "LT", 0), ord_result(g, op, -1));
    add_alt(g, c, pcon(g, g->base, "EQ", 0), ord_fields(g, op, nargs, i + 1));
    add_alt(g, c, pcon(g, g->base, "GT", 0), ord_result(g, op, 1));
    return c;
}

/* `case b of` for constructor i of the outer case: see Note [What GHC
   derives] for how the other constructors are decided. */
static Expr *ord_inner(Gen *g, OrdOp op, int i)
{
    const ConDecl *c = con_at(g, i);
    int last = ncons(g) - 1;
    Expr *inner = case_of(g, var(g, "b"), 3);
    int other_sign;                  /* the result for the `_` alternative */
    Expr *guard = NULL;              /* tag test around the case, if any */
    if (i == 0) {
        other_sign = -1;
    } else if (i == last) {
        other_sign = 1;
    } else if (i == 1) {
        add_alt(g, inner, con_pat(g, con_at(g, 0), NULL), ord_result(g, op, 1));
        other_sign = -1;
    } else if (i == last - 1) {
        add_alt(g, inner, con_pat(g, con_at(g, last), NULL), ord_result(g, op, -1));
        other_sign = 1;
    } else if (2 * i <= last) {
        guard = call2(g, ">", tag_of(g, "b"), int_lit(g, i));
        other_sign = 1;
    } else {
        guard = call2(g, "<", tag_of(g, "b"), int_lit(g, i));
        other_sign = -1;
    }
    add_alt(g, inner, con_pat(g, c, "b"), ord_fields(g, op, c->nargs, 0));
    add_alt(g, inner, pwild(g), ord_result(g, op, other_sign));
    if (!guard) return inner;
    return if_then_else(g, guard, ord_result(g, op, -other_sign), inner);
}

static Expr *ord_body(Gen *g, OrdOp op)
{
    if (ncons(g) == 1) {
        const ConDecl *c = con_at(g, 0);
        Expr *inner = case_of(g, var(g, "b"), 1);
        add_alt(g, inner, con_pat(g, c, "b"), ord_fields(g, op, c->nargs, 0));
        Expr *outer = case_of(g, var(g, "a"), 1);
        add_alt(g, outer, con_pat(g, c, "a"), inner);
        return outer;
    }
    if (is_enumeration(g)) return ord_tags(g, op);
    bool nullary_by_tag = count_nullary(g) > ORD_NULLARY_MAX;
    Expr *outer = case_of(g, var(g, "a"), ncons(g) + 1);
    for (int i = 0; i < ncons(g); i++) {
        const ConDecl *c = con_at(g, i);
        if (c->nargs == 0 && nullary_by_tag) continue;
        add_alt(g, outer, con_pat(g, c, "a"), ord_inner(g, op, i));
    }
    if (nullary_by_tag) add_alt(g, outer, pwild(g), ord_tags(g, op));
    return outer;
}

static void ord_method(Gen *g, const char *name, Expr *body)
{
    Decl *d = method_fun(g, name, 1);
    add_clause(g, d, body, 2, pvar(g, "a"), pvar(g, "b"));
}

/* (<) x y */
static Expr *lt(Gen *g, const char *x, const char *y)
{
    return call2(g, "<", var(g, x), var(g, y));
}

static void derive_ord(Gen *g)
{
    if (is_newtype(g)) {
        static const char *const rels[] = { "compare", "<", "<=", ">", ">=" };
        for (size_t i = 0; i < sizeof rels / sizeof rels[0]; i++)
            coerce_method(g, rels[i], "coerceRel");
        coerce_method(g, "max", "coerceOp");
        coerce_method(g, "min", "coerceOp");
        return;
    }
    ord_method(g, "compare", ord_body(g, OP_COMPARE));
    if (ncons(g) > ORD_OPS_MAX_CONS && !is_enumeration(g)) return;
    ord_method(g, "<", ord_body(g, OP_LT));
    ord_method(g, "<=", call1(g, "not", lt(g, "b", "a")));
    ord_method(g, ">", lt(g, "b", "a"));
    ord_method(g, ">=", call1(g, "not", lt(g, "a", "b")));
}

/* ================================================================ Read */

static Expr *expect(Gen *g, const char *tok)
{
    return call1(g, "readExpect", str_lit(g, tok));
}

/* a *> b, a <* b, f <*> x */
static Expr *then_(Gen *g, Expr *a, Expr *b) { return call2(g, "*>", a, b); }
static Expr *before(Gen *g, Expr *a, Expr *b) { return call2(g, "<*", a, b); }
static Expr *ap(Gen *g, Expr *f, Expr *x) { return call2(g, "<*>", f, x); }

/* step readPrec */
static Expr *step_field(Gen *g) { return call1(g, "step", lib(g, "readPrec")); }

/* The tokens of a constructor's name in prefix position: "C", or
   "(" ":$" ")" for an operator; each expected before `rest`. */
static Expr *expect_prefix_name(Gen *g, const char *name, Expr *rest)
{
    if (!is_operator(name)) return then_(g, expect(g, name), rest);
    return then_(g, expect(g, "("), then_(g, expect(g, name), then_(g, expect(g, ")"), rest)));
}

static Expr *read_record(Gen *g, const ConDecl *c)
{
    Expr *body = NULL;
    for (int i = 0; i < c->nargs; i++) {
        const char *f = c->fields[i].id;
        Expr *field = call2(g, is_operator(f) ? "readSymField" : "readField", str_lit(g, f),
                            call1(g, "reset", lib(g, "readPrec")));
        body = body ? ap(g, before(g, body, expect(g, ",")), field)
                    : call2(g, "fmap", con(g, c->name.id), field);
    }
    body = before(g, body, expect(g, "}"));
    return call2(g, "prec", int_lit(g, 11),
                 expect_prefix_name(g, c->name.id, then_(g, expect(g, "{"), body)));
}

static Expr *read_infix(Gen *g, const ConDecl *c)
{
    const char *name = c->name.id;
    Expr *op = is_operator(name) ? expect(g, name)
        : then_(g, expect(g, "`"), then_(g, expect(g, name), expect(g, "`")));
    Expr *left = before(g, call2(g, "fmap", con(g, name), step_field(g)), op);
    return call2(g, "prec", int_lit(g, con_precedence(g, name)),
                 ap(g, left, step_field(g)));
}

static Expr *read_alternative(Gen *g, const ConDecl *c)
{
    if (c->nargs == 0)
        return expect_prefix_name(g, c->name.id, call1(g, "pure", con(g, c->name.id)));
    if (c->fields)
        return read_record(g, c);
    if (c->infix && c->nargs == 2)
        return read_infix(g, c);
    Expr *body = call2(g, "fmap", con(g, c->name.id), step_field(g));
    for (int i = 1; i < c->nargs; i++)
        body = ap(g, body, step_field(g));
    return call2(g, "prec", int_lit(g, 10), expect_prefix_name(g, c->name.id, body));
}

static void derive_read(Gen *g)
{
    int n = ncons(g), k = 0;
    Expr **alts = ARENA_ARRAY(g->a, Expr *, n + 1);
    for (int pass = 0; pass < 2; pass++)       /* nullary constructors first */
        for (int i = 0; i < n; i++)
            if ((con_at(g, i)->nargs == 0) == (pass == 0))
                alts[k++] = read_alternative(g, con_at(g, i));
    Expr *e = alts[k - 1];
    for (int i = k - 2; i >= 0; i--) e = call2(g, "+++", alts[i], e);
    method_value(g, "readPrec", call1(g, "parens", e));
    method_value(g, "readList", lib(g, "readListDefault"));
    method_value(g, "readListPrec", lib(g, "readListPrecDefault"));
}

/* ================================================================ Enum */

/* tagToCon C0 -- the function from tags to constructors */
static Expr *tag_to_con(Gen *g)
{
    return call1(g, "tagToCon", con(g, con_at(g, 0)->name.id));
}

static Expr *enum_error(Gen *g, const char *fmt)
{
    return call1(g, "error", str_lit(g, arena_printf(g->a, fmt, g->data->name.id)));
}

static void enum_method(Gen *g, const char *name, Expr *body)
{
    Decl *d = method_fun(g, name, 1);
    add_clause(g, d, body, 1, pvar(g, "a"));
}

static int max_tag(Gen *g) { return ncons(g) - 1; }

/* succ a = if maxtag == dataToTag a then error "succ{T}: .."
            else tagToCon C0 (dataToTag a + 1)
   pred a = if 0 == dataToTag a then error "pred{T}: .."
            else tagToCon C0 (dataToTag a - 1) */
static void enum_step(Gen *g, bool up)
{
    Expr *at_end = call2(g, "==", int_lit(g, up ? max_tag(g) : 0), tag_of(g, "a"));
    Expr *fail = enum_error(g, up
        ? "succ{%s}: tried to take `succ' of last tag in enumeration"
        : "pred{%s}: tried to take `pred' of first tag in enumeration");
    Expr *next = app(g, tag_to_con(g), call2(g, up ? "+" : "-", tag_of(g, "a"), int_lit(g, 1)));
    enum_method(g, up ? "succ" : "pred", if_then_else(g, at_end, fail, next));
}

/* toEnum a = if a >= 0 && a <= maxtag then tagToCon C0 a
              else error ("toEnum{T}: tag (" ++ showsPrec 0 a
                          (") is outside of enumeration's range (0," ++
                           showsPrec 0 maxtag ")")) */
static void enum_to_enum(Gen *g)
{
    Expr *in_range = call2(g, "&&", call2(g, ">=", var(g, "a"), int_lit(g, 0)),
                           call2(g, "<=", var(g, "a"), int_lit(g, max_tag(g))));
    Expr *shown_max = app(g, call2(g, "showsPrec", int_lit(g, 0), int_lit(g, max_tag(g))),
                          str_lit(g, ")"));
    Expr *range = call2(g, "++", str_lit(g, ") is outside of enumeration's range (0,"),
                        shown_max);
    Expr *shown_a = app(g, call2(g, "showsPrec", int_lit(g, 0), var(g, "a")), range);
    Expr *msg = call2(g, "++", str_lit(g, arena_printf(g->a, "toEnum{%s}: tag (",
                                                        g->data->name.id)), shown_a);
    enum_method(g, "toEnum", if_then_else(g, in_range, app(g, tag_to_con(g), var(g, "a")),
                                          call1(g, "error", msg)));
}

/* enumFrom a = map (tagToCon C0) (enumFromTo (dataToTag a) maxtag)
   enumFromThen a b = map (tagToCon C0) (enumFromThenTo (dataToTag a)
       (dataToTag b) (if dataToTag a > dataToTag b then 0 else maxtag)) */
static void enum_from(Gen *g)
{
    enum_method(g, "enumFrom", call2(g, "map", tag_to_con(g),
        call2(g, "enumFromTo", tag_of(g, "a"), int_lit(g, max_tag(g)))));
    Expr *limit = if_then_else(g, call2(g, ">", tag_of(g, "a"), tag_of(g, "b")),
                               int_lit(g, 0), int_lit(g, max_tag(g)));
    Expr *tags = app(g, call2(g, "enumFromThenTo", tag_of(g, "a"), tag_of(g, "b")), limit);
    Decl *d = method_fun(g, "enumFromThen", 1);
    add_clause(g, d, call2(g, "map", tag_to_con(g), tags), 2, pvar(g, "a"), pvar(g, "b"));
}

static void derive_enum(Gen *g)
{
    enum_step(g, true);
    enum_step(g, false);
    enum_to_enum(g);
    enum_from(g);
    enum_method(g, "fromEnum", tag_of(g, "a"));
}

/* ============================================================= Bounded */

/* minBound or maxBound (`which`): the first or last constructor of an
   enumeration, else the constructor applied to `which` for every field. */
static Expr *bound(Gen *g, const char *which)
{
    if (is_enumeration(g)) {
        int i = strcmp(which, "minBound") == 0 ? 0 : ncons(g) - 1;
        return con(g, con_at(g, i)->name.id);
    }
    const ConDecl *c = con_at(g, 0);
    Expr *e = con(g, c->name.id);
    for (int i = 0; i < c->nargs; i++) e = app(g, e, lib(g, which));
    return e;
}

static void derive_bounded(Gen *g)
{
    method_value(g, "minBound", bound(g, "minBound"));
    method_value(g, "maxBound", bound(g, "maxBound"));
}

/* ============================================================= classes */

typedef enum ClassKind {
    CLASS_SHOW, CLASS_READ, CLASS_EQ, CLASS_ORD, CLASS_ENUM, CLASS_BOUNDED,
    CLASS_NOT_HERE,     /* GHC derives it, lazyrts does not */
    CLASS_FUNCTOR_LIKE, /* likewise, and its head drops the last variable */
    CLASS_NOT_STOCK     /* GHC does not derive it either */
} ClassKind;

static ClassKind class_kind(const char *id)
{
    static const struct { const char *name; ClassKind kind; } known[] = {
        { "Show", CLASS_SHOW }, { "Eq", CLASS_EQ }, { "Ord", CLASS_ORD },
        { "Enum", CLASS_ENUM }, { "Bounded", CLASS_BOUNDED },
        { "Read", CLASS_READ }, { "Ix", CLASS_NOT_HERE },
        { "Data", CLASS_NOT_HERE }, { "Generic", CLASS_NOT_HERE },
        { "Lift", CLASS_NOT_HERE }, { "Typeable", CLASS_NOT_HERE },
        { "Functor", CLASS_FUNCTOR_LIKE }, { "Foldable", CLASS_FUNCTOR_LIKE },
        { "Traversable", CLASS_FUNCTOR_LIKE }, { "Generic1", CLASS_FUNCTOR_LIKE },
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (strcmp(id, known[i].name) == 0) return known[i].kind;
    return CLASS_NOT_STOCK;
}

/* "Enum T", "Enum (T a)"; `drop` trailing type variables left out. */
static const char *instance_text(Gen *g, int drop)
{
    const Decl *d = g->data;
    int nv = d->ntyvars - drop;
    if (nv < 0) nv = 0;
    const char *ty = d->name.id;
    for (int i = 0; i < nv; i++) ty = arena_printf(g->a, "%s %s", ty, d->tyvars[i].id);
    return arena_printf(g->a, nv ? "%s (%s)" : "%s %s", g->cls.id, ty);
}

#define BULLET "\xe2\x80\xa2 "

/* GHC's "Can't make a derived instance" message; `why` may have several
   lines. */
static bool cannot_derive(Gen *g, int drop, const char *why)
{
    const char *indented = "";
    for (const char *p = why; *p;) {
        const char *nl = strchr(p, '\n');
        int n = nl ? (int)(nl - p) : (int)strlen(p);
        indented = arena_printf(g->a, "%s\n    %.*s", indented, n, p);
        p += n + (nl ? 1 : 0);
    }
    diag_error(g->m->file, g->sp,
               BULLET "Can't make a derived instance of " Q("%s") ":%s\n"
               BULLET "In the %s declaration for " Q("%s"),
               instance_text(g, drop), indented,
               is_newtype(g) ? "newtype" : "data", g->data->name.id);
    return false;
}

static const char *must_be_enumeration(Gen *g)
{
    return arena_printf(g->a,
        Q("%s") " must be an enumeration type\n"
        "(an enumeration consists of one or more nullary, non-GADT constructors)",
        g->data->name.id);
}

/* Checks that class kind `k` can be derived for the data type. */
static bool derivable(Gen *g, ClassKind k)
{
    const char *t = g->data->name.id;
    switch (k) {
    case CLASS_NOT_STOCK:
        return cannot_derive(g, 0, arena_printf(g->a,
            Q("%s") " is not a stock derivable class (Eq, Show, etc.)\n"
            "Try enabling DeriveAnyClass", g->cls.id));
    case CLASS_NOT_HERE: case CLASS_FUNCTOR_LIKE:
        return cannot_derive(g, k == CLASS_FUNCTOR_LIKE, arena_printf(g->a,
            "lazyrts does not derive " Q("%s")
            " instances (only Eq, Ord, Enum, Bounded, Show and Read)", g->cls.id));
    default:
        break;
    }
    if (ncons(g) == 0)
        return cannot_derive(g, 0, arena_printf(g->a,
            Q("%s") " must have at least one data constructor\n"
            "Use EmptyDataDeriving to enable deriving for empty data types", t));
    if (k == CLASS_ENUM && !is_enumeration(g))
        return cannot_derive(g, 0, is_newtype(g)
            ? arena_printf(g->a, "%s\nTry GeneralizedNewtypeDeriving for GHC's "
                                 "newtype-deriving extension", must_be_enumeration(g))
            : must_be_enumeration(g));
    if (k == CLASS_BOUNDED && !is_enumeration(g) && ncons(g) != 1)
        return cannot_derive(g, 0, arena_printf(g->a,
            "%s\n  or\n" Q("%s") " must have precisely one constructor",
            must_be_enumeration(g), t));
    return true;
}

static Decl *derive_one(Arena *a, const Module *m, const Decl *data, Name cls)
{
    Gen g = { .a = a, .m = m, .data = data, .cls = cls, .sp = cls.span,
              .base = arena_intern(a, DERIVE_BASE) };
    ClassKind k = class_kind(cls.id);
    if (!derivable(&g, k)) return NULL;
    switch (k) {
    case CLASS_SHOW: derive_show(&g); break;
    case CLASS_READ: derive_read(&g); break;
    case CLASS_EQ: derive_eq(&g); break;
    case CLASS_ORD: derive_ord(&g); break;
    case CLASS_ENUM: derive_enum(&g); break;
    case CLASS_BOUNDED: derive_bounded(&g); break;
    default: break;
    }
    Decl *d = ARENA_NEW(a, Decl);
    d->kind = D_INSTANCE;
    d->span = g.sp;
    d->name = cls;
    d->type = head_type(&g);
    d->ctx = instance_context(&g);
    d->derived = true;
    d->nbody = g.methods.n;
    d->body = (Decl **)ptrvec_finish(a, &g.methods);
    return d;
}

bool derive_instances(Arena *a, const Module *m, const Decl *data, PtrVec *out)
{
    for (int i = 0; i < data->nderiving; i++) {
        Decl *d = derive_one(a, m, data, data->deriving[i]);
        if (!d) return false;
        ptrvec_push(out, d);
    }
    return true;
}

bool derive_module(Arena *a, const Module *m, PtrVec *out)
{
    for (int i = 0; i < m->ndecls; i++) {
        const Decl *d = m->decls[i];
        if ((d->kind == D_DATA || d->kind == D_NEWTYPE) && !derive_instances(a, m, d, out))
            return false;
    }
    return true;
}
