/*
 * embed_lib.c -- build-time tool: turn the Haskell library files into a C
 * table, so that the runtime carries its Prelude with it.
 *
 *     embed_lib [-n NAME] -o OUTPUT ROOT FILE...
 *
 * Each FILE is a path relative to ROOT of the form lib/A/B.hs; it becomes
 * the entry { "A.B", "lib/A/B.hs", text, length } of NAME_sources[] (NAME is
 * "lib" unless -n says otherwise), followed by a sentinel, and
 * NAME_source_count holds the number of files.  rts/lib_sources.h describes
 * the table and its invariants.  Every .hs file found under ROOT/lib must be
 * among the FILEs: a module that exists but is not listed in lib/local.mk
 * would otherwise be silently missing from the runtime.
 *
 * The output is written to OUTPUT.tmp and renamed, so a failed run never
 * leaves a half-written table for make to trust.
 *
 * See Note [Source text as a char array].
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Note [Source text as a char array]
 * ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
 * ISO C only promises string literals of 4095 characters (after adjacent
 * literals are joined), and gcc -Wpedantic warns beyond that, while a
 * library module is easily 20 kB.  Splitting the text into several literals
 * would give the runtime pieces to glue back together.  Instead each text is
 * a char array initialised character by character ('m','a','i','n',...):
 * no length limit, one contiguous NUL-terminated string, and no escaping
 * subtleties beyond those of a character constant (in particular no
 * trigraphs: "??=" becomes '?','?','=', which contains no "??").
 */

typedef struct Entry {
    char *path;    /* as given, relative to the root: "lib/Data/List.hs" */
    char *module;  /* derived from path: "Data.List" */
    char *text;    /* the file's bytes, NUL-terminated */
    size_t length; /* bytes in text */
} Entry;

static const char *progname = "embed_lib";
static char *tmp_output;  /* removed by fail() if it was created */

static void fail(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (tmp_output != NULL)
        remove(tmp_output);
    exit(1);
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n == 0 ? 1 : n);
    if (p == NULL)
        fail("out of memory");
    return p;
}

static char *join_path(const char *dir, const char *name)
{
    size_t n = strlen(dir) + 1 + strlen(name) + 1;
    char *p = xmalloc(n);
    snprintf(p, n, "%s/%s", dir, name);
    return p;
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* ------------------------------------------------------------------ names */

/* A module name component: an upper-case letter, then letters, digits, _
   or '.  Restricting paths to these also means that neither the path nor
   the module name ever needs escaping in a C string literal. */
static bool valid_component(const char *s, size_t n)
{
    if (n == 0 || !(s[0] >= 'A' && s[0] <= 'Z'))
        return false;
    for (size_t i = 1; i < n; i++) {
        char c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                  (c >= '0' && c <= '9') || c == '_' || c == '\'';
        if (!ok)
            return false;
    }
    return true;
}

/* "lib/Data/List.hs" -> "Data.List"; NULL if the path has another shape. */
static char *module_name(const char *path)
{
    static const char prefix[] = "lib/";
    size_t plen = sizeof prefix - 1;
    if (strncmp(path, prefix, plen) != 0 || !ends_with(path, ".hs"))
        return NULL;
    const char *start = path + plen;
    size_t n = strlen(start) - 3;
    char *name = xmalloc(n + 1);
    memcpy(name, start, n);
    name[n] = '\0';
    size_t from = 0;
    for (size_t i = 0; i <= n; i++) {
        if (name[i] != '/' && name[i] != '\0')
            continue;
        if (!valid_component(name + from, i - from)) {
            free(name);
            return NULL;
        }
        if (name[i] == '/')
            name[i] = '.';
        from = i + 1;
    }
    return name;
}

/* ---------------------------------------------------------------- reading */

static char *read_file(const char *file, size_t *length)
{
    FILE *f = fopen(file, "rb");
    if (f == NULL)
        fail("%s: %s", file, strerror(errno));
    size_t cap = 4096, n = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        cap *= 2;
        char *bigger = realloc(buf, cap);
        if (bigger == NULL)
            fail("out of memory");
        buf = bigger;
    }
    if (ferror(f))
        fail("%s: read error", file);
    fclose(f);
    if (memchr(buf, '\0', n) != NULL)
        fail("%s: contains a NUL byte", file);
    buf[n] = '\0';
    *length = n;
    return buf;
}

static void load_entry(Entry *e, const char *root, const char *path)
{
    e->path = xmalloc(strlen(path) + 1);
    strcpy(e->path, path);
    e->module = module_name(path);
    if (e->module == NULL)
        fail("%s: not a library module path (expected lib/A/B.hs with "
             "capitalised components)", path);
    char *file = join_path(root, path);
    e->text = read_file(file, &e->length);
    free(file);
}

static void check_duplicates(const Entry *entries, int count)
{
    for (int i = 0; i < count; i++)
        for (int j = 0; j < i; j++)
            if (strcmp(entries[i].module, entries[j].module) == 0)
                fail("%s: module %s is listed twice", entries[i].path,
                     entries[i].module);
}

/* ------------------------------------------------- every file is listed */

static bool listed(const Entry *entries, int count, const char *path)
{
    for (int i = 0; i < count; i++)
        if (strcmp(entries[i].path, path) == 0)
            return true;
    return false;
}

/* Walk ROOT/REL recursively; every *.hs file must be one of the entries.
   Names starting with '.' (editor and lock files) are ignored. */
static void check_all_listed(const char *root, const char *rel,
                             const Entry *entries, int count)
{
    char *dir = join_path(root, rel);
    DIR *d = opendir(dir);
    if (d == NULL) {
        if (errno == ENOENT && count == 0) {
            free(dir);
            return;
        }
        fail("%s: %s", dir, strerror(errno));
    }
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        char *child_rel = join_path(rel, de->d_name);
        char *child = join_path(root, child_rel);
        struct stat st;
        if (stat(child, &st) != 0)
            fail("%s: %s", child, strerror(errno));
        if (S_ISDIR(st.st_mode))
            check_all_listed(root, child_rel, entries, count);
        else if (ends_with(de->d_name, ".hs") &&
                 !listed(entries, count, child_rel))
            fail("%s is not listed in LIB_HS (lib/local.mk)", child_rel);
        free(child);
        free(child_rel);
    }
    closedir(d);
    free(dir);
}

/* ---------------------------------------------------------------- writing */

/* One byte as a C character constant of type char.  Bytes outside
   printable ASCII are written in hex: '\xe2' is a valid char constant
   whatever the signedness of char. */
static void put_char_constant(FILE *out, unsigned char c)
{
    switch (c) {
    case '\'': fputs("'\\''", out); return;
    case '\\': fputs("'\\\\'", out); return;
    case '\n': fputs("'\\n'", out); return;
    case '\t': fputs("'\\t'", out); return;
    default: break;
    }
    if (c >= 0x20 && c < 0x7f)
        fprintf(out, "'%c'", c);
    else
        fprintf(out, "'\\x%02x'", c);
}

/* One source line per output line (wrapped after 16 characters), so that
   the generated file stays readable and its lines short. */
static void write_text(FILE *out, int index, const Entry *e)
{
    fprintf(out, "/* %s */\nstatic const char text_%d[] = {", e->path, index);
    int column = 16;
    for (size_t i = 0; i < e->length; i++) {
        if (column == 16) {
            fputs("\n   ", out);
            column = 0;
        }
        fputc(' ', out);
        put_char_constant(out, (unsigned char)e->text[i]);
        fputc(',', out);
        column = e->text[i] == '\n' ? 16 : column + 1;
    }
    fputs("\n    '\\0'\n};\n\n", out);
}

static void write_table(FILE *out, const char *name, const Entry *entries,
                        int count)
{
    fprintf(out, "const LibSource %s_sources[] = {\n", name);
    for (int i = 0; i < count; i++)
        fprintf(out, "    { \"%s\", \"%s\", text_%d, %zuu },\n",
                entries[i].module, entries[i].path, i, entries[i].length);
    fprintf(out, "    { NULL, NULL, NULL, 0u }\n};\n\n");
    fprintf(out, "const int %s_source_count = %d;\n", name, count);
}

static void write_output(FILE *out, const char *name, const Entry *entries,
                         int count)
{
    fprintf(out,
            "/* GENERATED by utils/embed_lib from the library sources: do "
            "not edit, do not commit.\n * See rts/lib_sources.h. */\n"
            "#include <stddef.h>\n#include \"lib_sources.h\"\n\n"
            "extern const LibSource %s_sources[];\n"
            "extern const int %s_source_count;\n\n",
            name, name);
    for (int i = 0; i < count; i++)
        write_text(out, i, &entries[i]);
    write_table(out, name, entries, count);
}

/* ------------------------------------------------------------------- main */

static void usage(void)
{
    fprintf(stderr, "usage: %s [-n NAME] -o OUTPUT ROOT FILE...\n", progname);
    exit(2);
}

static bool valid_c_name(const char *s)
{
    if (*s == '\0' || (*s >= '0' && *s <= '9'))
        return false;
    for (; *s != '\0'; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
              (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return true;
}

int main(int argc, char **argv)
{
    const char *name = "lib", *output = NULL;
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (strcmp(argv[i], "-n") == 0)
            name = argv[i + 1];
        else if (strcmp(argv[i], "-o") == 0)
            output = argv[i + 1];
        else
            usage();
    }
    if (output == NULL || i >= argc || !valid_c_name(name))
        usage();
    const char *root = argv[i++];
    int count = argc - i;

    Entry *entries = xmalloc(sizeof(Entry) * (size_t)(count > 0 ? count : 1));
    for (int k = 0; k < count; k++)
        load_entry(&entries[k], root, argv[i + k]);
    check_duplicates(entries, count);
    check_all_listed(root, "lib", entries, count);

    size_t tmp_size = strlen(output) + sizeof ".tmp";
    tmp_output = xmalloc(tmp_size);
    snprintf(tmp_output, tmp_size, "%s.tmp", output);

    FILE *out = fopen(tmp_output, "w");
    if (out == NULL)
        fail("%s: %s", tmp_output, strerror(errno));
    write_output(out, name, entries, count);
    bool write_error = ferror(out) != 0;
    if (fclose(out) != 0 || write_error)
        fail("%s: write error", tmp_output);
    if (rename(tmp_output, output) != 0)
        fail("%s: %s", output, strerror(errno));

    for (int k = 0; k < count; k++) {
        free(entries[k].path);
        free(entries[k].module);
        free(entries[k].text);
    }
    free(entries);
    free(tmp_output);
    return 0;
}
