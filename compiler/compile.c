/*
 * compile.c -- the front end's driver.  See compile.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "compile.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../rts/lib_sources.h"
#include "ast_print.h"
#include "cstack.h"
#include "diag.h"
#include "header.h"
#include "optimise.h"
#include "parser.h"
#include "specialise.h"
#include "ticks.h"
#include "typecheck.h"
#include "types.h"
#include "unlit.h"

/* How far specialisation goes in this way (specialise.h). */
#if defined(TICKY) || defined(PROFILING)
#define SPECIALISE SPEC_APPLIED
#else
#define SPECIALISE SPEC_ALL
#endif

typedef struct Loaded {
    const char *name;
    Module *mod;
    int state;                 /* 0 new, 1 visiting, 2 done */
} Loaded;

typedef struct Loader {
    Arena *arena;
    const char *program;       /* the program file, as given */
    Loaded *mods;              /* one per library module at most */
    int n;
    Module **order;            /* dependency order */
    int norder;
} Loader;

/* The whole file, or NULL with errno set (a directory is EISDIR). */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        errno = EISDIR;
        return NULL;
    }
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    int err = ferror(f) ? errno : 0;
    fclose(f);
    if (buf && err) {
        free(buf);
        buf = NULL;
    }
    errno = err ? err : ENOMEM;
    if (!buf)
        return NULL;
    buf[n] = 0;
    *len = n;
    return buf;
}

static const LibSource *find_lib(const char *name)
{
    for (int i = 0; i < lib_source_count; i++)
        if (strcmp(lib_sources[i].module, name) == 0)
            return &lib_sources[i];
    return NULL;
}

static Loaded *find_loaded(Loader *ld, const char *name)
{
    for (int i = 0; i < ld->n; i++)
        if (strcmp(ld->mods[i].name, name) == 0)
            return &ld->mods[i];
    return NULL;
}

static bool visit(Loader *ld, const char *name, const char *from_file, SrcSpan at);

static bool visit_imports(Loader *ld, Module *m, bool implicit_prelude)
{
    bool has_prelude = false;
    for (int i = 0; i < m->nimports; i++) {
        Import *im = &m->imports[i];
        if (strcmp(im->module.id, "Prelude") == 0)
            has_prelude = true;
        if (strcmp(im->module.id, "Prim") == 0)
            continue;
        if (!visit(ld, im->module.id, m->file, im->span))
            return false;
    }
    if (implicit_prelude && !has_prelude) {
        SrcSpan none = {1, 1, 1, 1};
        return visit(ld, "Prelude", m->file, none);
    }
    return true;
}

/* The file of module `name` ("A/B.hs" or "A/B.lhs" for A.B) in directory
   `dir` (`dirlen` bytes, "" or ending in '/'), or NULL; malloc'd. */
static char *module_file_in(const char *dir, int dirlen, const char *name)
{
    static const char *const exts[] = { ".hs", ".lhs" };
    for (int e = 0; e < 2; e++) {
        size_t size = (size_t)dirlen + strlen(name) + strlen(exts[e]) + 1;
        char *path = malloc(size);
        if (!path)
            abort();
        snprintf(path, size, "%.*s%s%s", dirlen, dir, name, exts[e]);
        for (char *p = path + dirlen; p < path + dirlen + strlen(name); p++)
            if (*p == '.')
                *p = '/';
        FILE *f = fopen(path, "r");
        if (f) {
            fclose(f);
            return path;
        }
        free(path);
    }
    return NULL;
}

/* The file of module `name` beside the program, or in the current
   directory (GHC's default search path), or NULL; malloc'd. */
static char *module_file(const char *program, const char *name)
{
    const char *slash = strrchr(program, '/');
    char *file = NULL;
    if (slash)
        file = module_file_in(program, (int)(slash - program + 1), name);
    return file ? file : module_file_in("", 0, name);
}

/* An import of a module the library does not have: one line saying what
   lazyrts does not support. */
static void unknown_module(Loader *ld, const char *name, const char *from_file,
                           SrcSpan at)
{
    char *file = strcmp(from_file, ld->program) == 0
                     ? module_file(ld->program, name) : NULL;
    if (file) {
        diag_error(from_file, at, "lazyrts runs one-module programs only, and "
                   "cannot import the module \u2018%s\u2019 (%s)", name, file);
        free(file);
        return;
    }
    diag_error(from_file, at, "lazyrts's library has no module \u2018%s\u2019 "
               "(docs/library.md lists its modules)", name);
}

static bool visit(Loader *ld, const char *name, const char *from_file, SrcSpan at)
{
    Loaded *l = find_loaded(ld, name);
    if (l) {
        if (l->state == 1) {
            diag_error(from_file, at, "Module imports form a cycle: module ‘%s’ imports itself", name);
            return false;
        }
        return true;
    }
    const LibSource *src = find_lib(name);
    if (!src) {
        unknown_module(ld, name, from_file, at);
        return false;
    }
    l = &ld->mods[ld->n++];
    l->name = src->module;
    l->state = 1;
    SourceFile *sf = ARENA_NEW(ld->arena, SourceFile);
    sf->name = src->path;
    sf->text = src->text;
    sf->len = src->length;
    diag_add_source(sf);
    l->mod = parse_module(ld->arena, sf);
    if (!l->mod)
        return false;
    if (!visit_imports(ld, l->mod, false))
        return false;
    l->state = 2;
    ld->order[ld->norder++] = l->mod;
    return true;
}

/* lib/Prim.hs: the primitives' type signatures (no code). */
static Module *load_prim(Loader *ld)
{
    const LibSource *src = find_lib("Prim");
    if (!src)
        return NULL;
    SourceFile *sf = ARENA_NEW(ld->arena, SourceFile);
    sf->name = src->path;
    sf->text = src->text;
    sf->len = src->length;
    diag_add_source(sf);
    return parse_module(ld->arena, sf);
}

/* Unlits a literate program in place: `sf` then holds the Haskell, and
   the file as written for the excerpts of error messages.  False after
   unlit's complaints and GHC's error have been printed. */
static bool unlit_program(Arena *arena, SourceFile *sf)
{
    UnlitResult u;
    unlit_run(sf->name, sf->text, sf->len, &u);
    bool ok = u.ok;
    if (ok) {
        diag_add_listing(sf->name, sf->text, sf->len);
        sf->text = arena_intern_n(arena, u.text, u.len);
        sf->len = u.len;
    } else {
        fputs(u.complaints, stderr);
        if (sf->len > 0)            /* GHC shows no line of an empty file */
            diag_add_source(sf);
        diag_error(sf->name, (SrcSpan){1, 1, 1, 1}, "`unlit' failed in phase "
                   "`Literate pre-processor'. (Exit code: 1)");
    }
    unlit_free(&u);
    return ok;
}

/* What GHC's IOError calls an errno (Foreign.C.Error's table). */
static const char *io_error_kind(int err)
{
    switch (err) {
    case EACCES: case EPERM: case EROFS: return "permission denied";
    case EIO: return "hardware fault";
    case EINVAL: case ELOOP: case ENAMETOOLONG: return "invalid argument";
    case EMFILE: case ENFILE: case ENOMEM: return "resource exhausted";
    case EBUSY: case ETXTBSY: return "resource busy";
    default: return "failed";
    }
}

/* The program file as the lexer reads it, or NULL after an error. */
static SourceFile *read_program(Arena *arena, const char *path)
{
    size_t len;
    char *text = read_file(path, &len);
    if (!text) {
        /* GHC's two messages: a name that is no file, and a file that
           cannot be read */
        int err = errno;
        if (err == ENOENT || err == ENOTDIR || err == EISDIR)
            fprintf(stderr, "<no location info>: error: can't find file: %s\n", path);
        else
            fprintf(stderr, "%s: openBinaryFile: %s (%s)\n", path,
                    io_error_kind(err), strerror(err));
        return NULL;
    }
    SourceFile *sf = ARENA_NEW(arena, SourceFile);
    sf->name = arena_intern(arena, path);
    sf->text = arena_intern_n(arena, text, len);
    sf->len = len;
    free(text);
    if (unlit_is_literate(path) && !unlit_program(arena, sf))
        return NULL;
    return sf;
}

/* The user's module's imports: each must be a library module (Prim
   included).  False after the error. */
static bool check_imports(Loader *ld, Module *user)
{
    for (int i = 0; i < user->nimports; i++) {
        Import *im = &user->imports[i];
        if (!find_lib(im->module.id)) {
            unknown_module(ld, im->module.id, user->file, im->span);
            return false;
        }
    }
    return true;
}

/* Note [The library phase]
 * The library is compiled on its own, before the user's module and
 * whatever it imports: every library module, parsed in dependency order
 * from Prelude's, then the lib phase of each pass -- desugar_library,
 * typecheck_program and simplify_dictionaries, which record in the
 * CoreProgram (CoreProgram.checked, spec_memo; the desugarer's Ds its
 * *_done counts) how far they have gone.  The user's module then goes
 * through the same passes from there, and the code generator takes the
 * whole program (it keeps only what main reaches).  The result is the
 * same as compiling the two together, because nothing the library's
 * passes compute depends on the user's module: the type checker's and
 * specialiser's bindings for the library come before the user's
 * bindings in the tables instead of after them, and numbers (bindings,
 * variables) go on from the library's.  All the modules are compiled,
 * imported or not: their instances are for their own types or for
 * Foldable and Traversable, which the Prelude imports anyway.
 *
 * The split is what makes an image of the compiled library possible:
 * the state at the end of the library phase does not depend on the
 * program. */
struct Ds *compile_library(Arena *arena)
{
    const char *program = "<library>";
    Loader *ld = calloc(1, sizeof *ld);
    if (!ld)
        abort();
    ld->mods = ARENA_ARRAY(arena, Loaded, lib_source_count + 1);
    ld->order = ARENA_ARRAY(arena, Module *, lib_source_count + 1);
    ld->arena = arena;
    ld->program = program;
    SrcSpan none = {1, 1, 1, 1};
    bool ok = visit(ld, "Prelude", program, none);
    for (int i = 0; ok && i < lib_source_count; i++)
        if (strcmp(lib_sources[i].module, "Prim") != 0)
            ok = visit(ld, lib_sources[i].module, program, none);
    struct Ds *ds = NULL;
    if (ok) {
        Module *prim = load_prim(ld);
        ds = desugar_library(arena, ld->order, ld->norder, prim);
    }
    free(ld);
    if (!ds)
        return NULL;
    CoreProgram *cp = desugar_library_program(ds);
    if (cp->typed && !typecheck_program(cp))
        return NULL;
    if (cp->typed)
        simplify_dictionaries(cp, SPECIALISE);
    optimise_library(cp, 0);
    return ds;
}

/* The library's files, for messages that quote them, as compiling them
   from source registers them. */
static void register_library_files(void)
{
    for (int i = 0; i < lib_source_count; i++) {
        SourceFile lf = { .name = lib_sources[i].path, .text = lib_sources[i].text,
                          .len = lib_sources[i].length };
        diag_add_source(&lf);
    }
}

CoreProgram *compile_program(Arena *arena, const CompileRequest *req)
{
    struct Ds *ds = req->library;
    if (ds)
        register_library_files();
    SourceFile *sf = read_program(arena, req->path);
    if (!sf)
        return NULL;
    diag_add_source(sf);
    cstack_set_file(sf->name);
    if (!header_check(sf))
        return NULL;
    Module *user = parse_module(arena, sf);
    if (!user)
        return NULL;
    if (req->dump_ast)
        ast_print_module(stdout, user, false);
    Loader ld = { .arena = arena, .program = sf->name };
    if (!check_imports(&ld, user))
        return NULL;
    if (!ds)
        ds = compile_library(arena);
    if (!ds)
        return NULL;
    CoreProgram *cp = desugar_user(ds, user, &req->opts);
    if (cp && cp->typed && !typecheck_program(cp))
        cp = NULL;
    if (cp && req->opts.prof)
        ticks_place(cp);
    if (cp && cp->typed) {
        int from = cp->nglobals;
        simplify_dictionaries(cp, SPECIALISE);
        optimise_library(cp, from);
    }
    if (cp && req->dump_core)
        core_print(stdout, cp, false);
    return cp;
}
