/*
 * dtoa.h -- Double and Float <-> text, exactly as GHC 9.0.2 prints and
 * reads them.
 *
 * Contracts (read these first)
 * ----------------------------
 * * Digits: dtoa_digits gives what GHC's `floatToDigits 10` gives: the
 *   shortest digit string d1..dn with 0.d1..dn * 10^e strictly inside the
 *   interval of reals that round to x (both ends *excluded*, even when the
 *   mantissa is even: so 1e23 prints as 9.999999999999999e22 as in GHC),
 *   and among those the one nearest to x, an exact tie going up.  It is
 *   the Burger & Dybvig free-format algorithm on exact integers (bignum.h).
 * * Layout: dtoa_show is `show :: Double -> String` without the
 *   parentheses showsPrec adds around negatives: fixed notation with at
 *   least one digit after the point when 0.1 <= |x| < 10^7 (`0.1`,
 *   `9999999.0`), otherwise `d.ddd e<exp>` (`1.0e-2`, `1.0e7`,
 *   `5.0e-324`); `0.0`, `-0.0`, `NaN`, `Infinity`, `-Infinity`.
 * * dtoa_format is Numeric's showEFloat / showFFloat / showGFloat with a
 *   `Maybe Int` precision (decimals < 0 means Nothing); the rounding to
 *   the requested precision works on the shortest digits, half to even, as
 *   GHC's does (showFFloat (Just 1) 0.25 == "0.2", 0.35 gives "0.4").
 * * dtoa_parse reads the text `read :: String -> Double` accepts (minus
 *   parentheses): decimal literals `12`, `1.5`, `1e10`, `1.5E-3`, `1e+5`,
 *   `0x1F` and `0o17`, `NaN`, `Infinity`, an optional leading '-' (spaces
 *   may follow it) and surrounding white space.  The result is correctly
 *   rounded (ties to even), done on exact integers, so the C locale plays
 *   no part.  Huge exponents give Infinity or 0.
 * * Float: dtoa_digits_float, dtoa_show_float and dtoa_parse_float do the
 *   same for single precision: the shortest digits that identify the Float
 *   among Floats (`show (0.1 :: Float)` is "0.1", 1/3 is "0.33333334"),
 *   and the Float nearest to the text, rounded once (never through a
 *   Double), as GHC's `read` does through Rational.
 * * No function allocates or keeps state: all are reentrant.  Parsing
 *   uses about 16 KB of C stack for its exact integers.
 */
#ifndef LAZYRTS_DTOA_H
#define LAZYRTS_DTOA_H

#include <stdbool.h>
#include <stddef.h>

/* The most digits dtoa_digits can produce (17 always suffice). */
#define DTOA_MAX_DIGITS 17

/* Room for any dtoa_show result including the NUL ("-1.2345678901234567e-308"
 * is 24 characters). */
#define DTOA_SHOW_SIZE 32

/* Shortest digits of |x| for finite x: writes n ASCII digits (no NUL) to
 * digits[] and the exponent to *exp10 with |x| = 0.d1..dn * 10^*exp10;
 * returns n.  Zero gives "0" and exponent 0. */
int dtoa_digits(double x, char digits[DTOA_MAX_DIGITS], int *exp10);

/* The same for a finite Float (at most 9 digits). */
int dtoa_digits_float(float x, char digits[DTOA_MAX_DIGITS], int *exp10);

/* show x, NUL-terminated in buf (DTOA_SHOW_SIZE chars); returns the length. */
size_t dtoa_show(double x, char buf[DTOA_SHOW_SIZE]);

/* show of a Float, likewise ("1.0e-2", "3.4028235e38"). */
size_t dtoa_show_float(float x, char buf[DTOA_SHOW_SIZE]);

enum dtoa_style {
    DTOA_GENERIC,   /* showGFloat: fixed when 0.1 <= |x| < 10^7 */
    DTOA_FIXED,     /* showFFloat */
    DTOA_EXPONENT   /* showEFloat */
};

/* Numeric's show{G,F,E}Float (Just decimals), or Nothing when decimals < 0
 * (GHC treats Just d with d < 0 as Just 0: pass 0 for those).
 * Writes at most cap bytes including a NUL (when cap > 0) and returns the
 * full length, like snprintf: a fixed-notation result can be long
 * (showFFloat (Just 2) 1e300 has 304 characters). */
size_t dtoa_format(double x, enum dtoa_style style, int decimals,
                   char *buf, size_t cap);

/* Parses s[0 .. len) as described above; on success stores the value in
 * *out and returns true, otherwise returns false and leaves *out alone. */
bool dtoa_parse(const char *s, size_t len, double *out);

/* The same, rounded to the nearest Float (ties to even). */
bool dtoa_parse_float(const char *s, size_t len, float *out);

#endif /* LAZYRTS_DTOA_H */
