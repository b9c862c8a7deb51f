/*
 * distance.c -- the edit distance of GHC's "Perhaps you meant"
 * suggestions (distance.h).
 */
#include "distance.h"

#include <stdint.h>
#include <stdlib.h>

/* The code points of s[0..len) (UTF-8), malloc'd; *n their number. */
static int32_t *code_points(const char *s, size_t len, int *n)
{
    int32_t *cp = malloc(sizeof *cp * (len + 1));
    if (!cp) abort();
    int k = 0;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)s[i];
        int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
        int32_t v = extra ? c & (0x3F >> extra) : c;
        i++;
        for (int j = 0; j < extra && i < len; j++, i++)
            v = (v << 6) | ((unsigned char)s[i] & 0x3F);
        cp[k++] = v;
    }
    *n = k;
    return cp;
}

static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int text_distance(const char *a, size_t alen, const char *b, size_t blen)
{
    int na, nb;
    int32_t *x = code_points(a, alen, &na), *y = code_points(b, blen, &nb);
    /* three rows of the table: two back (for swaps), previous, current */
    int *rows = malloc(sizeof *rows * 3 * (size_t)(nb + 1));
    if (!rows) abort();
    int *back2 = rows, *prev = rows + nb + 1, *cur = rows + 2 * (nb + 1);
    for (int j = 0; j <= nb; j++)
        prev[j] = j;
    for (int i = 1; i <= na; i++) {
        cur[0] = i;
        for (int j = 1; j <= nb; j++) {
            int change = x[i - 1] == y[j - 1] ? 0 : 1;
            cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + change);
            if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1]
                && back2[j - 2] + 1 < cur[j])
                cur[j] = back2[j - 2] + 1;
        }
        int *t = back2;
        back2 = prev;
        prev = cur;
        cur = t;
    }
    int d = prev[nb];
    free(rows);
    free(x);
    free(y);
    return d;
}
