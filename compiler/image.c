/*
 * image.c -- the library image (image.h).
 *
 * Note [The library image]
 * Compiling the library is most of what `main = return ()` costs: some
 * 95M instructions and 40 MB to parse, rename, desugar, check and
 * specialise 5000 lines that never change.  The build does it once per
 * runtime executable and keeps the result, the front end's state at the
 * end of the library phase (Note [The library phase] in compile.c), in a
 * file beside the executable; start-up reads the file and goes on with
 * the user's module.
 *
 * The state is a graph of C structures of some sixty types, in one arena.
 * Rather than a serialiser per type, which every new field would have to
 * follow, the image is the arena's memory itself, made relocatable:
 *
 *  - The library phase runs twice, in two processes (image_pass), each in
 *    a recording arena (Note [Recording arenas] in arena.c) whose region
 *    lies at a different address.  The phase is deterministic, so the two
 *    dumps agree byte for byte except in pointers: a word that differs by
 *    the distance between the regions points into the arena.  Pointers
 *    into the executable (a string literal, primop_info) are the same in
 *    both when it is linked at a fixed address, as configure links
 *    lazyrts's; in a position-independent one they differ by the distance
 *    between its two load addresses, and are listed for the loader to
 *    move.  Any other difference is a pointer to memory that is in
 *    neither (malloc'ed, the stack): image_make stops there, naming the
 *    word, for the state must not hold one -- but for a word of which
 *    only one 32-bit half differs, the padding next to an int of a
 *    structure copied from the stack, which is kept as zeros (classify).
 *    desugar_library_seal clears the few fields that are not the arena's
 *    (the arena handle, the options, the jmp_buf) and the library's
 *    syntax, which the user's module does not look at.
 *  - From the roots (ImageRoots: the desugarer's state and the intern
 *    table) only what is reachable is kept, object by object (the
 *    recording arena marks where each object starts), in the arena's
 *    order, with its pointers rewritten for the address the block is
 *    meant to be mapped at: the parse trees and the type checker's
 *    scratch, most of the arena, are left behind.
 *  - The file holds that block, a bitmap of its words that point into it
 *    (to move them when the block cannot lie at its address) and the
 *    list of its words that point into the executable (Note [Mapping the
 *    image]).
 *
 * An image is only valid for the executable that made it: its header
 * carries the executable's GNU build ID, which the loader compares with
 * its own, with checksums, so that a stale, truncated or foreign file is
 * a message, not a crash; how much of it is verified at start-up is in
 * Note [Mapping the image].
 */
#define _GNU_SOURCE
#include "image.h"

#include <errno.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen.h"
#include "compile.h"
#include "core.h"

/* The executable's extent (GNU ld and lld define both). */
extern char __executable_start[];
extern char _end[];

#define PASS_MAGIC "LZYPASS1"
#define IMAGE_MAGIC "LZYIMG03"
#define IMAGE_VERSION 1u
#define RECORD_RESERVE ((size_t)1 << 30)
#define PASS_SKEW ((size_t)256 << 20)
#define WORD sizeof(uint64_t)

/* What image_load hands back, at the image's root. */
typedef struct ImageRoots {
    struct Ds *ds;
    void *interns;              /* arena_export_interns's block */
} ImageRoots;

typedef struct PassHeader {
    char magic[8];
    uint64_t base, used;        /* the region */
    uint64_t exe_lo, exe_hi;    /* the executable */
    uint64_t roots;             /* offset of the ImageRoots in the region */
    uint64_t exe_fixed;         /* exe_is_fixed() */
} PassHeader;

/* The file: this header (IMAGE_PAGE bytes), the block (data_bytes,
   padded to a page), the bitmap of its words that point into it
   (map_words words), and the indices of its words that point into the
   executable (nexe words).  The block's pointers into itself are stored
   as addresses at IMAGE_ADDRESS. */
typedef struct ImageHeader {
    char magic[8];
    uint32_t version, build_id_len;
    unsigned char build_id[40];
    uint64_t data_bytes;        /* the block; a multiple of ARENA_GRANULE */
    uint64_t roots;             /* offset of the ImageRoots in the block */
    uint64_t map_words, nexe;
    uint64_t exe_size;          /* _end - __executable_start */
    uint64_t data_sum;          /* checksum of the block as stored */
    uint64_t map_sum;           /* of the bitmap */
    uint64_t meta_sum;          /* of the fields above and the index list */
} ImageHeader;

/* Where image_trace_end writes the pages touched (NULL: no tracing). */
static const char *trace_pages_file;

/* Where the block is meant to lie (Note [Mapping the image]): high in
   the address space, below where the kernel puts mappings and the main
   stack, and inside the application memory of ASan's and TSan's
   layouts. */
#define IMAGE_ADDRESS ((uint64_t)0x7e9000000000ull)
#define IMAGE_PAGE ((uint64_t)4096)
#define PAGE_ROUND(n) (((n) + IMAGE_PAGE - 1) & ~(IMAGE_PAGE - 1))

/* ============================================================ build ID */

typedef struct BuildId { unsigned char bytes[40]; uint32_t len; } BuildId;

static int find_build_id(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    BuildId *id = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const char *p = (const char *)(info->dlpi_addr + ph->p_vaddr);
        const char *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *n = (const ElfW(Nhdr) *)(const void *)p;
            const char *name = p + sizeof *n;
            const char *desc = name + ((n->n_namesz + 3) & ~3u);
            if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4
                && memcmp(name, "GNU", 4) == 0 && n->n_descsz <= sizeof id->bytes
                && desc + n->n_descsz <= end) {
                memcpy(id->bytes, desc, n->n_descsz);
                id->len = n->n_descsz;
                return 1;
            }
            p = desc + ((n->n_descsz + 3) & ~3u);
        }
    }
    return 1;               /* the first object is the executable: stop */
}

static int find_load_bias(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    *(uintptr_t *)data = info->dlpi_addr;
    return 1;
}

/* Is the executable linked at a fixed address (not position-independent:
   the main program's load bias is 0)?  Then its addresses are the same
   in every run, and pointers into it are data. */
static bool exe_is_fixed(void)
{
    uintptr_t bias = 1;
    dl_iterate_phdr(find_load_bias, &bias);
    return bias == 0;
}

static BuildId own_build_id(void)
{
    BuildId id = { .len = 0 };
    dl_iterate_phdr(find_build_id, &id);
    return id;
}

/* ============================================================== passes */

static bool write_all(FILE *f, const void *p, size_t n)
{
    return n == 0 || fwrite(p, 1, n, f) == n;
}

int image_pass(int pass, const char *file)
{
    Arena *a = arena_new_recording(RECORD_RESERVE, pass ? PASS_SKEW : 0);
    struct Ds *ds = compile_library(a);
    if (!ds) {
        arena_free(a);
        return 1;
    }
    codegen_library_roots(desugar_library_program(ds));
    desugar_library_seal(ds);
    ImageRoots *roots = ARENA_NEW(a, ImageRoots);
    roots->ds = ds;
    roots->interns = arena_export_interns(a);
    const ArenaRegion *r = arena_region(a);
    PassHeader h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, PASS_MAGIC, 8);
    h.base = (uint64_t)(uintptr_t)r->base;
    h.used = r->used;
    h.exe_lo = (uint64_t)(uintptr_t)__executable_start;
    h.exe_hi = (uint64_t)(uintptr_t)_end;
    h.roots = (uint64_t)((char *)roots - r->base);
    h.exe_fixed = exe_is_fixed();
    FILE *f = fopen(file, "wb");
    bool ok = f && write_all(f, &h, sizeof h) && write_all(f, r->base, r->used)
              && write_all(f, r->starts, r->used / ARENA_GRANULE / 8 + 1);
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "lazyrun: cannot write %s: %s\n", file, strerror(errno));
    arena_free(a);
    return ok ? 0 : 1;
}

/* ============================================================ making */

typedef struct Dump {
    PassHeader h;
    unsigned char *bytes;       /* h.used */
    unsigned char *starts;      /* the object-start bitmap */
} Dump;

static bool read_dump(const char *file, Dump *d)
{
    FILE *f = fopen(file, "rb");
    if (!f)
        return false;
    bool ok = fread(&d->h, sizeof d->h, 1, f) == 1 && memcmp(d->h.magic, PASS_MAGIC, 8) == 0;
    size_t nstarts = ok ? d->h.used / ARENA_GRANULE / 8 + 1 : 0;
    d->bytes = ok ? malloc(d->h.used + 1) : NULL;
    d->starts = ok ? malloc(nstarts) : NULL;
    ok = ok && d->bytes && d->starts && fread(d->bytes, 1, d->h.used, f) == d->h.used
         && fread(d->starts, 1, nstarts, f) == nstarts;
    fclose(f);
    return ok;
}

static int run_pass(const char *self, int pass, const char *file)
{
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        char n[2] = { (char)('0' + pass), 0 };
        execl(self, self, "--image-pass", n, file, (char *)NULL);
        perror(self);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The two dumps and what is known of their words. */
typedef struct Maker {
    Dump d[2];
    uint64_t nwords;
    uint32_t *objs;             /* granule index of each object's start */
    uint64_t nobjs;
    uint32_t *obj_of;           /* granule -> object */
    unsigned char *live;        /* per object */
    uint64_t *new_off;          /* per object: its offset in the image */
    uint32_t *stack; uint64_t sp;  /* marked objects not yet scanned */
    const char *why;            /* the first unexplained word, or NULL */
} Maker;

enum { W_DATA, W_ARENA, W_EXE, W_BAD };

/* What word i is, and in *off its offset (into the region or from the
   executable's start) or its value (data).  Data must be the same in
   both runs, but for the padding of a structure that was copied from the
   stack: where only one half of a word differs, that half is taken to be
   padding after or before a 32-bit field, and kept as zeros.  A pointer
   to memory outside the arena differs in both halves. */
static int classify(Maker *m, uint64_t i, uint64_t *off)
{
    uint64_t w0, w1;
    memcpy(&w0, m->d[0].bytes + i * WORD, WORD);
    memcpy(&w1, m->d[1].bytes + i * WORD, WORD);
    const PassHeader *h0 = &m->d[0].h, *h1 = &m->d[1].h;
    if (w0 >= h0->base && w0 - h0->base <= h0->used && w1 - w0 == h1->base - h0->base) {
        *off = w0 - h0->base;
        return W_ARENA;
    }
    if (!h0->exe_fixed && w0 >= h0->exe_lo && w0 <= h0->exe_hi
        && w1 - w0 == h1->exe_lo - h0->exe_lo) {
        *off = w0 - h0->exe_lo;
        return W_EXE;
    }
    if (w0 == w1) {
        *off = w0;
        return W_DATA;
    }
    /* padding: an int's neighbour, copied from a stack structure */
    if ((uint32_t)w0 == (uint32_t)w1) {
        *off = w0 & 0xffffffffull;
        return W_DATA;
    }
    if (w0 >> 32 == w1 >> 32) {
        *off = w0 & ~0xffffffffull;
        return W_DATA;
    }
    return W_BAD;
}

static void mark(Maker *m, uint64_t off)
{
    uint32_t o = m->obj_of[off / ARENA_GRANULE];
    if (!m->live[o]) {
        m->live[o] = 1;
        m->stack[m->sp++] = o;
    }
}

static uint64_t obj_end(const Maker *m, uint32_t o)
{
    return o + 1 < m->nobjs ? (uint64_t)m->objs[o + 1] * ARENA_GRANULE : m->d[0].h.used;
}

static bool trace(Maker *m)
{
    mark(m, m->d[0].h.roots);
    while (m->sp) {
        uint32_t o = m->stack[--m->sp];
        for (uint64_t i = (uint64_t)m->objs[o] * ARENA_GRANULE / WORD; i < obj_end(m, o) / WORD; i++) {
            uint64_t off;
            int k = classify(m, i, &off);
            if (k == W_ARENA && off < m->d[0].h.used)
                mark(m, off);
            else if (k == W_BAD) {
                static char buf[400];
                if (getenv("LAZYRTS_IMAGE_DEBUG")) {
                    uint64_t w0, w1;
                    memcpy(&w0, m->d[0].bytes + i * WORD, WORD);
                    memcpy(&w1, m->d[1].bytes + i * WORD, WORD);
                    fprintf(stderr, "%llx %llx; bases %llx %llx; exe %llx %llx\n",
                            (unsigned long long)w0, (unsigned long long)w1,
                            (unsigned long long)m->d[0].h.base, (unsigned long long)m->d[1].h.base,
                            (unsigned long long)m->d[0].h.exe_lo, (unsigned long long)m->d[1].h.exe_lo);
                }
                snprintf(buf, sizeof buf, "the word at offset %llu of the object at %llu "
                         "(%llu bytes) differs between the two runs and is no pointer into "
                         "the arena or the executable",
                         (unsigned long long)(i * WORD - (uint64_t)m->objs[o] * ARENA_GRANULE),
                         (unsigned long long)m->objs[o] * ARENA_GRANULE,
                         (unsigned long long)(obj_end(m, o) - (uint64_t)m->objs[o] * ARENA_GRANULE));
                m->why = buf;
                return false;
            }
        }
    }
    return true;
}

/* A checksum of `n` words (Fletcher's two running sums, on 64-bit words,
   in four independent lanes so that it goes at the speed of memory).  It
   can be taken in pieces (checksum_add, each piece but the last a
   multiple of four words; checksum_end), as the check of a mapped block
   after a fatal signal reads it (Note [A damaged block met late]). */
typedef struct Checksum {
    uint64_t a[4], b[4], n;
} Checksum;

static void checksum_begin(Checksum *s, uint64_t seed)
{
    *s = (Checksum){ { seed, 0, 0, 0 }, { 0, 0, 0, 0 }, 0 };
}

static void checksum_add(Checksum *s, const uint64_t *w, uint64_t n)
{
    uint64_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (int k = 0; k < 4; k++) {
            s->a[k] += w[i + k];
            s->b[k] += s->a[k];
        }
    for (; i < n; i++) {
        s->a[0] += w[i];
        s->b[0] += s->a[0];
    }
    s->n += n;
}

static uint64_t checksum_end(const Checksum *s)
{
    uint64_t h = s->n;
    for (int k = 0; k < 4; k++)
        h = (h ^ s->a[k]) * 0x100000001B3ull ^ s->b[k] * 0x9E3779B97F4A7C15ull;
    return h;
}

static uint64_t checksum(const uint64_t *w, uint64_t n, uint64_t seed)
{
    Checksum s;
    checksum_begin(&s, seed);
    checksum_add(&s, w, n);
    return checksum_end(&s);
}

/* The checksum of the header's fields (meta_sum aside) and the index
   list. */
static uint64_t meta_checksum(const ImageHeader *h, const uint64_t *exe)
{
    ImageHeader copy = *h;
    copy.meta_sum = 0;
    uint64_t s = checksum((const uint64_t *)(const void *)&copy, sizeof copy / WORD, 1);
    return checksum(exe, h->nexe, s);
}

static int fail_make(const char *out, const char *what)
{
    fprintf(stderr, "lazyrun: cannot make the library image %s: %s\n", out, what);
    return 1;
}

/* Live bytes by object size, for finding what fills an image
   (LAZYRTS_IMAGE_DEBUG=1 when making one). */
static void debug_sizes(const Maker *m)
{
    enum { NS = 4096 };
    static uint64_t count[NS + 1];
    for (uint64_t o = 0; o < m->nobjs; o++)
        if (m->live[o]) {
            uint64_t sz = obj_end(m, (uint32_t)o) - (uint64_t)m->objs[o] * ARENA_GRANULE;
            count[sz < NS ? sz : NS]++;
        }
    for (int k = 0; k <= NS; k++)
        if (count[k] * (uint64_t)k > 100000)
            fprintf(stderr, "size %d: %llu objects, %llu bytes\n", k,
                    (unsigned long long)count[k], (unsigned long long)count[k] * (uint64_t)k);
}

/* Finds the objects of the dumps, checks that they agree, and marks what
   the roots reach.  NULL, or what is wrong. */
static const char *analyse(Maker *m)
{
    const PassHeader *h0 = &m->d[0].h, *h1 = &m->d[1].h;
    if (h0->used != h1->used || h0->roots != h1->roots
        || memcmp(m->d[0].starts, m->d[1].starts, h0->used / ARENA_GRANULE / 8 + 1))
        return "the two runs of the library phase allocated differently";
    if (h0->base == h1->base)
        return "the two runs' arenas lie at the same address";
    if (h0->used % WORD || h0->used / ARENA_GRANULE > UINT32_MAX || h0->roots >= h0->used)
        return "the arena is too large";
    uint64_t ngran = h0->used / ARENA_GRANULE + 1;
    m->nwords = h0->used / WORD;
    m->objs = malloc(ngran * sizeof *m->objs);
    m->obj_of = malloc(ngran * sizeof *m->obj_of);
    if (!m->objs || !m->obj_of)
        return "out of memory";
    for (uint64_t g = 0; g < ngran; g++) {
        if (g < h0->used / ARENA_GRANULE && (m->d[0].starts[g / 8] >> (g % 8) & 1))
            m->objs[m->nobjs++] = (uint32_t)g;
        m->obj_of[g] = m->nobjs ? (uint32_t)(m->nobjs - 1) : 0;
    }
    m->live = calloc(m->nobjs + 1, 1);
    m->new_off = malloc((m->nobjs + 1) * sizeof *m->new_off);
    m->stack = malloc((m->nobjs + 1) * sizeof *m->stack);
    if (!m->live || !m->new_off || !m->stack)
        return "out of memory";
    return trace(m) ? NULL : m->why;
}

/* The image's block, its bitmap and its index list, from the live
   objects in the arena's order (which is the order things were made in:
   a library function's Core lies together, the renamer's tables of a
   module together; Note [Mapping the image]), those `first` marks (if
   not NULL) before the others.  NULL, or what is wrong. */
typedef struct Block {
    uint64_t size, nwords, nmap, nexe, roots;
    uint64_t *data, *map, *exe;
} Block;

static const char *lay_out(Maker *m, Block *b, const unsigned char *first)
{
    const PassHeader *h0 = &m->d[0].h;
    uint64_t size = 0;
    /* the objects `first` names, then the others (Note [Laying out the
       image by use]) */
    for (int round = first ? 0 : 1; round < 2; round++)
        for (uint64_t o = 0; o < m->nobjs; o++)
            if (m->live[o] && (round == 1) == !(first && first[o])) {
                m->new_off[o] = size;
                size += obj_end(m, (uint32_t)o) - (uint64_t)m->objs[o] * ARENA_GRANULE;
            }
    if (getenv("LAZYRTS_IMAGE_DEBUG"))
        debug_sizes(m);
    b->size = size;
    b->nwords = size / WORD;
    b->nmap = (b->nwords + 63) / 64;
    b->data = calloc(PAGE_ROUND(size) / WORD + 1, WORD);
    b->map = calloc(b->nmap + 1, WORD);
    b->exe = calloc(b->nwords + 1, WORD);
    if (!b->data || !b->map || !b->exe)
        return "out of memory";
    for (uint64_t o = 0; o < m->nobjs; o++) {
        if (!m->live[o])
            continue;
        uint64_t to = m->new_off[o] / WORD;
        for (uint64_t i = (uint64_t)m->objs[o] * ARENA_GRANULE / WORD;
             i < obj_end(m, (uint32_t)o) / WORD; i++, to++) {
            uint64_t off, w = 0;
            switch (classify(m, i, &off)) {
            case W_ARENA: {
                uint32_t t = m->obj_of[off / ARENA_GRANULE];
                if (off == h0->used || !m->live[t])
                    return "a pointer leads out of the image";
                w = IMAGE_ADDRESS + m->new_off[t] + (off - (uint64_t)m->objs[t] * ARENA_GRANULE);
                b->map[to / 64] |= 1ull << (to % 64);
                break;
            }
            case W_EXE:
                w = off;
                b->exe[b->nexe++] = to;
                break;
            default:
                w = off;
                break;
            }
            b->data[to] = w;
        }
    }
    b->roots = m->new_off[m->obj_of[h0->roots / ARENA_GRANULE]];
    return NULL;
}

static bool write_image(FILE *f, const BuildId *id, const Block *b)
{
    ImageHeader ih;
    memset(&ih, 0, sizeof ih);
    memcpy(ih.magic, IMAGE_MAGIC, 8);
    ih.version = IMAGE_VERSION;
    ih.build_id_len = id->len;
    memcpy(ih.build_id, id->bytes, id->len);
    ih.data_bytes = b->size;
    ih.roots = b->roots;
    ih.map_words = b->nmap;
    ih.nexe = b->nexe;
    ih.exe_size = (uint64_t)(_end - __executable_start);
    ih.data_sum = checksum(b->data, b->nwords, 0);
    ih.map_sum = checksum(b->map, b->nmap, 2);
    ih.meta_sum = meta_checksum(&ih, b->exe);
    static unsigned char page[IMAGE_PAGE];
    memcpy(page, &ih, sizeof ih);
    return write_all(f, page, IMAGE_PAGE) && write_all(f, b->data, PAGE_ROUND(b->size))
           && write_all(f, b->map, b->nmap * WORD) && write_all(f, b->exe, b->nexe * WORD);
}

/* Note [Laying out the image by use]
 * The image is mapped, not read (Note [Mapping the image]), so a run's
 * memory holds only the pages it touches -- but the kernel maps a page
 * with its neighbours (fault-around: 16 pages of 4 KB here) whenever
 * they are in the page cache, which an image every run maps always is,
 * and madvise cannot stop that.  In the arena's order, what start-up
 * reads (the Prelude's names, the classes and instances, the types of
 * the functions used, the Core of runMainIO and of what it calls) is
 * spread over the whole block, and `main = return ()` had 5.3 MB of the
 * 20 MB image resident.  So the build lays the block out twice: first in
 * the arena's order, into a provisional file; then each of a few small
 * programs (TRACE_PROGRAMS: an empty one, a greeting, a typical small
 * one) is compiled against it by `lazyrun --image-trace`, which maps it
 * with no access and records each page the compilation touches (one
 * SIGSEGV a page, which gives the page access and goes on); and the
 * objects on a page any of them touched go first in the final layout,
 * in the arena's order, the others after them.  Other programs touch
 * other pages too, but most of what start-up needs is there.  If the
 * tracing fails in any way (the address is taken, a sanitizer's
 * handler is in the way), the image keeps the arena's order: the layout
 * is an optimisation, never a condition. */
static const char *const TRACE_PROGRAMS[] = {
    "main :: IO ()\nmain = return ()\n",
    "main :: IO ()\nmain = putStrLn \"Hello, world!\"\n",
    "import Data.List (sort, nub)\nimport Data.Char (toUpper)\n"
    "data Shape = Circle Double | Rect Double Double deriving (Show, Eq)\n"
    "area :: Shape -> Double\narea (Circle r) = pi * r * r\narea (Rect a b) = a * b\n"
    "main :: IO ()\nmain = do\n"
    "  let xs = [3, 1, 2, 3] :: [Int]\n"
    "  print (sort xs, nub xs, sum xs, length xs, maximum xs, zip [1 :: Int ..] \"ab\")\n"
    "  mapM_ print [Circle 1, Rect 2 3]\n"
    "  print (map area [Circle 1, Rect 2 3], show 2.5, read \"42\" :: Int)\n"
    "  s <- getContents\n"
    "  putStr (unlines (map (map toUpper) (lines s)))\n"
    "  print (words \"a b\", unwords [\"x\"], fromIntegral (length xs) / 2 :: Double)\n"
    "  print (foldr (+) 0 xs, filter even xs, [x * y | x <- xs, y <- xs, x < y])\n",
};

/* The pages of the provisional image `img` the programs touch, as a flag
   per page (npages of them), or NULL. */
static unsigned char *trace_hot_pages(const char *self, const char *img,
                                      const char *out, uint64_t npages)
{
    size_t n = strlen(out) + 32;
    char *prog = malloc(n), *pages = malloc(n);
    unsigned char *hot = calloc(npages + 1, 1);
    bool ok = prog && pages && hot;
    for (size_t k = 0; ok && k < sizeof TRACE_PROGRAMS / sizeof *TRACE_PROGRAMS; k++) {
        snprintf(prog, n, "%s.trace%zu.hs", out, k);
        snprintf(pages, n, "%s.trace%zu.pages", out, k);
        FILE *f = fopen(prog, "w");
        ok = f && fputs(TRACE_PROGRAMS[k], f) >= 0;
        if (f && fclose(f) != 0)
            ok = false;
        pid_t pid = ok ? fork() : -1;
        if (pid == 0) {
            int null = open("/dev/null", O_RDWR);
            if (null >= 0) {
                dup2(null, 0);
                dup2(null, 1);
                dup2(null, 2);
            }
            execl(self, self, "--image-trace", img, pages, prog, (char *)NULL);
            _exit(127);
        }
        int status = 0;
        ok = pid > 0;
        while (ok && waitpid(pid, &status, 0) < 0)
            ok = errno == EINTR;
        ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
        f = ok ? fopen(pages, "r") : NULL;
        unsigned long long pg;
        while (f && fscanf(f, "%llu", &pg) == 1)
            if (pg < npages)
                hot[pg] = 1;
        ok = f != NULL;
        if (f)
            fclose(f);
        remove(prog);
        remove(pages);
    }
    free(prog);
    free(pages);
    if (!ok) {
        free(hot);
        return NULL;
    }
    return hot;
}

/* The final layout (Note [Laying out the image by use]): b holds the
   arena-order layout; it is replaced by one with the objects on the pages
   the trace programs touch first.  Any failure keeps b as it is. */
static void lay_out_by_use(Maker *m, Block *b, const char *self, const char *out,
                           const BuildId *id)
{
    size_t n = strlen(out) + 16;
    char *img = malloc(n);
    if (!img)
        return;
    snprintf(img, n, "%s.trace", out);
    FILE *f = fopen(img, "wb");
    bool ok = f && write_image(f, id, b);
    if (f && fclose(f) != 0)
        ok = false;
    uint64_t npages = PAGE_ROUND(b->size) / IMAGE_PAGE;
    unsigned char *hot = ok ? trace_hot_pages(self, img, out, npages) : NULL;
    remove(img);
    free(img);
    unsigned char *first = hot ? calloc(m->nobjs + 1, 1) : NULL;
    if (first) {
        for (uint64_t o = 0; o < m->nobjs; o++) {
            if (!m->live[o])
                continue;
            uint64_t size = obj_end(m, (uint32_t)o) - (uint64_t)m->objs[o] * ARENA_GRANULE;
            for (uint64_t pg = m->new_off[o] / IMAGE_PAGE;
                 pg <= (m->new_off[o] + size - 1) / IMAGE_PAGE && !first[o]; pg++)
                first[o] = hot[pg];
        }
        /* (on failure b stays the first layout: only b is written, so
           new_off, which the second one changed, is not needed again) */
        Block nb;
        memset(&nb, 0, sizeof nb);
        bool laid = lay_out(m, &nb, first) == NULL;
        Block *drop = laid ? b : &nb;
        free(drop->data);
        free(drop->map);
        free(drop->exe);
        if (laid)
            *b = nb;
    }
    free(first);
    free(hot);
}

/* ------------------------------------------------ tracing (the child) */

static unsigned char *trace_touched;
static char *trace_base;
static uint64_t trace_npages;
static struct sigaction trace_old;

static void trace_fault(int sig, siginfo_t *si, void *ctx)
{
    (void)sig;
    (void)ctx;
    char *a = si->si_addr;
    if (trace_touched && a >= trace_base && a < trace_base + trace_npages * IMAGE_PAGE) {
        uint64_t pg = (uint64_t)(a - trace_base) / IMAGE_PAGE;
        trace_touched[pg] = 1;
        if (mprotect(trace_base + pg * IMAGE_PAGE, IMAGE_PAGE, PROT_READ | PROT_WRITE) == 0)
            return;
    }
    /* not the image's: the fault comes again, to the handler before */
    sigaction(SIGSEGV, &trace_old, NULL);
}

/* Starts recording the pages of the mapping at `base` (image_load calls
   it right after mapping, for image_trace). */
static bool trace_start(char *base, uint64_t bytes)
{
    trace_npages = bytes / IMAGE_PAGE;
    trace_base = base;
    trace_touched = calloc(trace_npages + 1, 1);
    if (!trace_touched)
        return false;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = trace_fault;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    return sigaction(SIGSEGV, &sa, &trace_old) == 0 &&
           mprotect(base, bytes, PROT_NONE) == 0;
}

int image_trace(Arena *arena, const char *img, struct Ds **ds, const char *pages)
{
    const char *why = NULL;
    trace_pages_file = pages;
    if (image_load(arena, img, ds, &why) != IMAGE_LOADED || !trace_touched)
        return 1;
    return 0;
}

int image_trace_end(void)
{
    if (!trace_touched || !trace_pages_file)
        return 1;
    (void)mprotect(trace_base, trace_npages * IMAGE_PAGE, PROT_READ | PROT_WRITE);
    sigaction(SIGSEGV, &trace_old, NULL);
    FILE *f = fopen(trace_pages_file, "w");
    bool ok = f != NULL;
    for (uint64_t pg = 0; ok && pg < trace_npages; pg++)
        if (trace_touched[pg])
            ok = fprintf(f, "%llu\n", (unsigned long long)pg) > 0;
    if (f && fclose(f) != 0)
        ok = false;
    free(trace_touched);
    trace_touched = NULL;
    return ok ? 0 : 1;
}

int image_make(const char *self, const char *out)
{
    BuildId id = own_build_id();
    if (id.len == 0)
        return fail_make(out, "the executable has no GNU build ID (link it with -Wl,--build-id)");
    size_t n = strlen(out) + 16;
    char *tmp[2] = { malloc(n), malloc(n) }, *part = malloc(n);
    Maker m;
    memset(&m, 0, sizeof m);
    Block b;
    memset(&b, 0, sizeof b);
    const char *why = NULL;
    FILE *f = NULL;
    if (!tmp[0] || !tmp[1] || !part) {
        why = "out of memory";
    } else {
        snprintf(tmp[0], n, "%s.pass0", out);
        snprintf(tmp[1], n, "%s.pass1", out);
        snprintf(part, n, "%s.part", out);
        /* where it goes must be writable before anything is compiled */
        f = fopen(part, "wb");
        if (!f)
            why = strerror(errno);
    }
    for (int p = 0; p < 2 && !why; p++) {
        if (run_pass(self, p, tmp[p]) != 0)
            why = "compiling the library failed";
        else if (!read_dump(tmp[p], &m.d[p]))
            why = "a pass's dump cannot be read back";
    }
    if (tmp[0] && tmp[1]) {
        remove(tmp[0]);
        remove(tmp[1]);
    }
    if (!why)
        why = analyse(&m);
    if (!why)
        why = lay_out(&m, &b, NULL);
    if (!why)
        lay_out_by_use(&m, &b, self, out, &id);
    if (!why) {
        bool ok = write_image(f, &id, &b);
        if (fclose(f) != 0)
            ok = false;
        f = NULL;
        if (!ok || rename(part, out) != 0) {
            why = strerror(errno);
            remove(part);
        }
    }
    if (f) {                    /* given up before writing */
        fclose(f);
        remove(part);
    }
    for (int p = 0; p < 2; p++) {
        free(m.d[p].bytes);
        free(m.d[p].starts);
    }
    free(m.objs);
    free(m.obj_of);
    free(m.live);
    free(m.new_off);
    free(m.stack);
    free(b.data);
    free(b.map);
    free(b.exe);
    free(tmp[0]);
    free(tmp[1]);
    free(part);
    return why ? fail_make(out, why) : 0;
}

/* Note [Mapping the image]
 * The block is written for IMAGE_ADDRESS, and the loader maps the file
 * there, copy-on-write: nothing is read or copied, and a page costs
 * something only when the user's module's compilation touches it (a
 * symbol table's bucket, the Core of a library function that main
 * reaches).  Only the words that point into the executable are written
 * at once, and in an executable linked at a fixed address (-no-pie, as
 * lazyrts's are) there are none.  Where that address is taken (or the
 * kernel does not honour MAP_FIXED_NOREPLACE), the block is read into the
 * arena and its pointers moved by the bitmap, as in Note [The library
 * image].
 *
 * Checking: the header and the index list have a checksum that is
 * always verified, with the file's size and the build ID, so a truncated,
 * stale or foreign file is caught either way.  The block's checksum (and
 * the bitmap's) cost a read of all of it, which is what mapping avoids:
 * they are verified when the block is read (the second way), and for a
 * mapped one when LAZYRTS_IMAGE_VERIFY=1 asks.  A mapped block that was
 * damaged in place after the build wrote it is therefore not noticed at
 * start-up, but when the damage makes the run fault or stop with an
 * internal error (Note [A damaged block met late]); the build writes a new image under another name and renames
 * it, so that a half-written one is never taken for complete. */

static bool read_at(int fd, void *buf, uint64_t n, uint64_t at)
{
    unsigned char *p = buf;
    while (n > 0) {
        ssize_t got = pread(fd, p, n, (off_t)at);
        if (got <= 0) {
            if (got < 0 && errno == EINTR)
                continue;
            return false;
        }
        p += got;
        n -= (uint64_t)got;
        at += (uint64_t)got;
    }
    return true;
}

/* Note [A damaged block met late]
 * A mapped block is not verified at start-up (Note [Mapping the image]),
 * so a byte damaged in place is met, if ever, when the compiler or the
 * program reaches it: mostly as a bad pointer, a fault, or a closure that
 * the evaluator stops at with an internal error.  Either way the run
 * then dies of something that is not its fault and names nothing useful.
 * So while a block is mapped unverified, the fatal signals a bad pointer
 * raises (SIGSEGV, SIGBUS, SIGILL, SIGFPE) are caught (the handler is
 * installed at start-up, image_guard_signals, before the compiler's
 * stack puts its own in front of it for a while), the runtime's internal
 * errors ask first, and so does the compiler's first message (a damaged
 * symbol table reads as a name not in scope): image_exit_if_damaged.
 * The block is then
 * verified from the file, and when its checksum is wrong the run ends
 * with the start-up message, `lazyrun: the library image FILE cannot be
 * used: it is damaged (its checksum is wrong)`, and exit status 1.  When
 * it is sound, the signal's previous action is restored and the fault
 * happens again, as before (a sanitizer's handler sees it; a signal that
 * was sent, not raised by a fault, is raised again).
 *
 * The check reads the file through the descriptor image_load kept open
 * (the block as mapped may have been written since: it is a private
 * mapping the arena adopted), in pieces into a static buffer, with
 * pread and write only, which are safe in a signal handler.  The handler
 * runs on an alternate stack, which is set up when the thread has none,
 * so that an overflow of the C stack is handled too.  Nothing is added
 * to a run that does not die or fail to compile: the cost is a sigaction
 * per signal at start-up.  Damage that neither faults nor stops the evaluator (a
 * character of a string literal, say) is still not noticed; that is what
 * LAZYRTS_IMAGE_VERIFY=1 is for. */
static struct {
    int fd;                     /* the image, or -1: nothing to check */
    uint64_t bytes, sum;        /* the block's size and checksum */
    char message[512];          /* what to say when it is damaged */
    size_t message_len;
    struct sigaction old[4];
} late = { .fd = -1 };

static const int late_signals[4] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE };

/* Is the mapped block damaged?  Safe in a signal handler. */
static bool late_block_damaged(void)
{
    static uint64_t piece[8192];
    Checksum s;
    checksum_begin(&s, 0);
    for (uint64_t at = 0; at < late.bytes;) {
        uint64_t n = late.bytes - at < sizeof piece ? late.bytes - at : sizeof piece;
        if (!read_at(late.fd, piece, n, IMAGE_PAGE + at))
            return true;                /* the file is shorter now */
        checksum_add(&s, piece, n / WORD);
        at += n;
    }
    return checksum_end(&s) != late.sum;
}

static void late_disarm(void)
{
    if (late.fd >= 0)
        close(late.fd);
    late.fd = -1;
}

void image_exit_if_damaged(void)
{
    if (late.fd < 0)
        return;
    if (late_block_damaged()) {
        ssize_t w = write(STDERR_FILENO, late.message, late.message_len);
        (void)w;
        _exit(1);
    }
    late_disarm();                      /* sound: do not read it again */
}

static void late_signal(int sig, siginfo_t *info, void *context)
{
    (void)context;
    image_exit_if_damaged();
    for (int i = 0; i < 4; i++)
        if (late_signals[i] == sig)
            sigaction(sig, &late.old[i], NULL);
    if (info->si_code <= 0)             /* sent by kill or raise */
        raise(sig);
    /* a fault: returning runs the instruction again, under the old action */
}

static void late_arm(int fd, const char *path, uint64_t bytes, uint64_t sum)
{
    int n = snprintf(late.message, sizeof late.message,
                     "lazyrun: the library image %s cannot be used: "
                     "it is damaged (its checksum is wrong)\n", path);
    if (n < 0 || (size_t)n >= sizeof late.message)
        return;                         /* a path too long to name: no net */
    late.bytes = bytes;
    late.sum = sum;
    late.message_len = (size_t)n;
    late.fd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
}


void image_guard_signals(void)
{
    stack_t ss;
    if (sigaltstack(NULL, &ss) == 0 && (ss.ss_flags & SS_DISABLE)) {
        static char alt[64 * 1024];
        ss = (stack_t){ .ss_sp = alt, .ss_size = sizeof alt, .ss_flags = 0 };
        (void)sigaltstack(&ss, NULL);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = late_signal;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 4; i++)
        sigaction(late_signals[i], &sa, &late.old[i]);
}

ImageStatus image_load(Arena *arena, const char *path, struct Ds **ds, const char **why)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return IMAGE_MISSING;
        *why = strerror(errno);
        return IMAGE_BAD;
    }
    ImageHeader h;
    struct stat st;
    BuildId id = own_build_id();
    uint64_t *map = NULL, *exe = NULL, *data = NULL;
    ImageStatus status = IMAGE_BAD;
    if (fstat(fd, &st) != 0 || !read_at(fd, &h, sizeof h, 0)
        || memcmp(h.magic, IMAGE_MAGIC, 8) != 0 || h.version != IMAGE_VERSION) {
        *why = "it is not a library image of this version";
        goto out;
    }
    if (id.len == 0 || h.build_id_len != id.len || memcmp(h.build_id, id.bytes, id.len) != 0
        || h.exe_size != (uint64_t)(_end - __executable_start)) {
        *why = "it was made by another build or another executable (run `make`, "
               "or reinstall, to remake it)";
        goto out;
    }
    uint64_t nw = h.data_bytes / WORD;
    if (h.data_bytes % ARENA_GRANULE || h.data_bytes > ((uint64_t)1 << 36)
        || h.roots + sizeof(ImageRoots) > h.data_bytes || h.map_words != (nw + 63) / 64
        || h.nexe > nw
        || (uint64_t)st.st_size != IMAGE_PAGE + PAGE_ROUND(h.data_bytes)
                                   + (h.map_words + h.nexe) * WORD) {
        *why = "it is truncated or damaged (its size is wrong)";
        goto out;
    }
    uint64_t at = IMAGE_PAGE + PAGE_ROUND(h.data_bytes);
    exe = malloc((h.nexe + 1) * WORD);
    if (!exe || !read_at(fd, exe, h.nexe * WORD, at + h.map_words * WORD)) {
        *why = "it cannot be read";
        goto out;
    }
    if (meta_checksum(&h, exe) != h.meta_sum) {
        *why = "it is damaged (its checksum is wrong)";
        goto out;
    }
    const char *verify = getenv("LAZYRTS_IMAGE_VERIFY");
    bool check_data = verify && *verify && strcmp(verify, "0") != 0;
    void *want = (void *)(uintptr_t)IMAGE_ADDRESS;
    const char *map_it = getenv("LAZYRTS_IMAGE_MAP");     /* 0: the second way */
    void *p = map_it && strcmp(map_it, "0") == 0 ? MAP_FAILED
        : mmap(want, PAGE_ROUND(h.data_bytes), PROT_READ | PROT_WRITE,
               MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, (off_t)IMAGE_PAGE);
    if (p == want) {
        /* no read-ahead: a page is read from the file when it is touched */
        (void)madvise(p, PAGE_ROUND(h.data_bytes), MADV_RANDOM);
        data = p;
        arena_adopt_mapping(arena, p, PAGE_ROUND(h.data_bytes));
        /* `lazyrun --image-trace` (Note [Laying out the image by use]) */
        if (trace_pages_file && !trace_start(p, PAGE_ROUND(h.data_bytes))) {
            *why = "its pages cannot be traced";
            goto out;
        }
    } else {
        /* Note [Mapping the image]: the second way */
        if (p != MAP_FAILED)
            munmap(p, PAGE_ROUND(h.data_bytes));
        data = arena_alloc_uninit(arena, h.data_bytes);
        map = malloc((h.map_words + 1) * WORD);
        if (!map || !read_at(fd, data, h.data_bytes, IMAGE_PAGE)
            || !read_at(fd, map, h.map_words * WORD, at)) {
            *why = "it cannot be read";
            goto out;
        }
        if (checksum(map, h.map_words, 2) != h.map_sum) {
            *why = "it is damaged (its checksum is wrong)";
            goto out;
        }
        check_data = true;
    }
    if (check_data && checksum(data, nw, 0) != h.data_sum) {
        *why = "it is damaged (its checksum is wrong)";
        goto out;
    }
    if (!check_data)                    /* Note [A damaged block met late] */
        late_arm(fd, path, h.data_bytes, h.data_sum);
    uint64_t bad = 0;
    if (data != want) {
        uint64_t delta = (uint64_t)(uintptr_t)data - IMAGE_ADDRESS;
        for (uint64_t k = 0; k < h.map_words; k++)
            for (uint64_t bits = map[k]; bits; bits &= bits - 1) {
                uint64_t i = k * 64 + (uint64_t)__builtin_ctzll(bits);
                if (i >= nw) {
                    bad = 1;
                    break;
                }
                bad |= data[i] - IMAGE_ADDRESS >= h.data_bytes;
                data[i] += delta;
            }
    }
    uint64_t exe_base = (uint64_t)(uintptr_t)__executable_start;
    for (uint64_t k = 0; k < h.nexe && !bad; k++) {
        if (exe[k] >= nw || data[exe[k]] > h.exe_size)
            bad = 1;
        else
            data[exe[k]] += exe_base;
    }
    if (bad) {
        *why = "it is damaged (a pointer leads outside it)";
        goto out;
    }
    ImageRoots *roots = (ImageRoots *)(void *)((char *)data + h.roots);
    if (!arena_import_interns(arena, roots->interns)) {
        *why = "it is damaged (its intern table is not one)";
        goto out;
    }
    *ds = roots->ds;
    desugar_library_unseal(*ds, arena);
    status = IMAGE_LOADED;
out:
    if (status != IMAGE_LOADED)
        late_disarm();
    free(map);
    free(exe);
    close(fd);
    return status;
}
