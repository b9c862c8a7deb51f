/*
 * bignum.h -- arbitrary-precision integers (Haskell's Integer).
 *
 * Invariants and contracts (read these first)
 * ------------------------------------------
 * * A number is a Bignum: a sign and a magnitude of little-endian 64-bit
 *   limbs `limb[0 .. len)`, with no leading zero limb (`limb[len-1] != 0`).
 *   Zero has `len == 0` and `neg == false`; there is no negative zero.
 *   Every function takes normalised Bignums and returns normalised ones.
 * * Nothing here allocates, and nothing keeps a pointer after returning:
 *   the functions are pure computations over limb arrays, so they are safe
 *   to call on numbers that live in a garbage-collected heap as long as no
 *   collection runs *during* the call (none can: we never call back).
 *   The caller supplies result storage (`out`) and, for a few operations,
 *   scratch storage, both sized by the bound functions listed beside each
 *   operation. A bound is a number of uint64_t limbs; it may be larger
 *   than the result needs (the returned `len` says how much was used).
 * * The returned Bignum's `limb` points into the caller's `out` (or, for
 *   bn_neg/bn_abs, shares the argument's limbs). Limbs of `out` beyond the
 *   returned `len` (up to the bound) are left with unspecified values.
 * * Unless an operation says otherwise, `out` and `scratch` must not
 *   overlap each other or any argument's limbs.
 * * Semantics are GHC's: quot/rem truncate toward zero, div/mod round
 *   toward negative infinity (mod has the divisor's sign); bit operations
 *   treat negative numbers as infinite two's complement (Data.Bits on
 *   Integer); popcount of a negative number is minus the popcount of its
 *   magnitude; conversions to Int wrap modulo 2^64 (fromInteger :: Int).
 * * Division by zero is the caller's job to refuse (the runtime raises
 *   divZeroError); the division functions assert a non-zero divisor.
 * * Requires unsigned __int128 (gcc and clang on 64-bit targets), used for
 *   64x64->128 products and 128/64 divisions.
 *
 * Small numbers: a runtime that keeps small Integers as machine Ints turns
 * one into a Bignum view with bn_from_int64 and a one-limb local buffer,
 * and turns a result back with bn_fits_int64 / bn_to_int64.
 */
#ifndef LAZYRTS_BIGNUM_H
#define LAZYRTS_BIGNUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A read-only view of an Integer. */
typedef struct Bignum {
    const uint64_t *limb; /* magnitude, least significant limb first */
    size_t len;           /* limbs in use; 0 for zero; limb[len-1] != 0 */
    bool neg;             /* true iff the number is below zero */
} Bignum;

/* Limbs enough for any double truncated to an integer (|x| <= 2^1024 for
 * the bit patterns of Infinity and NaN, see bn_from_double). */
#define BN_DOUBLE_LIMBS 17

/* ---------------------------------------------------------------------
 * Checks, conversions with machine integers
 * ------------------------------------------------------------------- */

/* True iff `a` satisfies the representation invariant (for assertions). */
bool bn_is_valid(Bignum a);

/* The number v, using out[0] (one limb) as storage. */
Bignum bn_from_int64(int64_t v, uint64_t out[1]);

/* True iff -2^63 <= a <= 2^63-1. */
bool bn_fits_int64(Bignum a);

/* a modulo 2^64 as a two's-complement Int64 (exact when bn_fits_int64). */
int64_t bn_to_int64(Bignum a);

/* ---------------------------------------------------------------------
 * Comparison, sign
 * ------------------------------------------------------------------- */

int bn_cmp(Bignum a, Bignum b);          /* -1, 0 or 1 as a <, ==, > b */
int bn_signum(Bignum a);                 /* -1, 0 or 1 */
Bignum bn_neg(Bignum a);                 /* -a, sharing a's limbs */
Bignum bn_abs(Bignum a);                 /* |a|, sharing a's limbs */
size_t bn_bit_length(Bignum a);          /* bits in |a|; 0 for zero */

/* ---------------------------------------------------------------------
 * Arithmetic
 * ------------------------------------------------------------------- */

/* a + b and a - b.  out: bn_add_bound(a.len, b.len) = max(an, bn) + 1. */
size_t bn_add_bound(size_t an, size_t bn);
Bignum bn_add(Bignum a, Bignum b, uint64_t *out);
Bignum bn_sub(Bignum a, Bignum b, uint64_t *out);

/* a * b.  out: bn_mul_bound = an + bn limbs.  scratch: bn_mul_scratch(an,
 * bn) limbs, which is 0 (scratch may be NULL) below the Karatsuba
 * threshold and at most 6 * max(an, bn) above it. */
size_t bn_mul_bound(size_t an, size_t bn);
size_t bn_mul_scratch(size_t an, size_t bn);
Bignum bn_mul(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);

/* Division, b != 0.  Computes quotient q and remainder r with a = q*b + r:
 *   floored == false: quot/rem, q truncated toward zero, r has a's sign;
 *   floored == true:  div/mod, q rounded toward -infinity, r has b's sign.
 * q_out receives q (bn_quot_bound(an, bn) = max(an - bn, 0) + 2 limbs)
 * and r_out receives r (bn_rem_bound(an, bn) = bn limbs); either may be
 * NULL when that result is not wanted (then *q or *r is not written).
 * scratch: bn_div_scratch(an, bn) = an + bn + 2 limbs. */
size_t bn_quot_bound(size_t an, size_t bn);
size_t bn_rem_bound(size_t an, size_t bn);
size_t bn_div_scratch(size_t an, size_t bn);
void bn_divide(Bignum a, Bignum b, bool floored,
               uint64_t *q_out, Bignum *q, uint64_t *r_out, Bignum *r,
               uint64_t *scratch);

/* Single-result conveniences over bn_divide (same bounds and scratch). */
Bignum bn_quot(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);
Bignum bn_rem(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);
Bignum bn_div(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);
Bignum bn_mod(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);

/* gcd(a, b) >= 0, gcd(0, 0) = 0 (as GHC's gcd).
 * out: bn_gcd_bound(an, bn) = max(an, bn).
 * scratch: bn_gcd_scratch(an, bn) = 2 * (an + bn) + 2. */
size_t bn_gcd_bound(size_t an, size_t bn);
size_t bn_gcd_scratch(size_t an, size_t bn);
Bignum bn_gcd(Bignum a, Bignum b, uint64_t *out, uint64_t *scratch);

/* a ^ e (0 ^ 0 = 1).  out: bn_pow_bound(a, e) = bn_bit_length(a) * e / 64
 * + 2 limbs, or SIZE_MAX when that is not addressable (the caller reports
 * out of memory).  scratch: bn_pow_scratch(a, e) = bound + the scratch of
 * a bound x bound multiplication (SIZE_MAX likewise). */
size_t bn_pow_bound(Bignum a, uint64_t e);
size_t bn_pow_scratch(Bignum a, uint64_t e);
Bignum bn_pow(Bignum a, uint64_t e, uint64_t *out, uint64_t *scratch);

/* ---------------------------------------------------------------------
 * Bits (two's-complement semantics for negative numbers)
 * ------------------------------------------------------------------- */

/* a * 2^n.  out: bn_shl_bound(an, n) = an + n/64 + 1 (0 for a == 0). */
size_t bn_shl_bound(size_t an, size_t n);
Bignum bn_shl(Bignum a, size_t n, uint64_t *out);

/* floor(a / 2^n) (arithmetic shift: -1 `shiftR` k == -1).
 * out: bn_shr_bound(an, n) = max(an - n/64, 0) + 1. */
size_t bn_shr_bound(size_t an, size_t n);
Bignum bn_shr(Bignum a, size_t n, uint64_t *out);

/* a .&. b, a .|. b, xor a b.  out: bn_bitop_bound(an, bn) = max(an,bn)+1. */
size_t bn_bitop_bound(size_t an, size_t bn);
Bignum bn_and(Bignum a, Bignum b, uint64_t *out);
Bignum bn_or(Bignum a, Bignum b, uint64_t *out);
Bignum bn_xor(Bignum a, Bignum b, uint64_t *out);

/* complement a = -a - 1.  out: bn_complement_bound(an) = an + 1. */
size_t bn_complement_bound(size_t an);
Bignum bn_complement(Bignum a, uint64_t *out);

/* popCount: set bits of a, or minus the set bits of |a| when a < 0. */
int64_t bn_popcount(Bignum a);

/* testBit a n, two's complement (a negative number has infinitely many
 * leading ones). */
bool bn_test_bit(Bignum a, size_t n);

/* ---------------------------------------------------------------------
 * Text
 * ------------------------------------------------------------------- */

/* Decimal text of a ('-' then digits, no leading zeros, "0" for zero),
 * NUL-terminated.  buf: bn_to_dec_bound(an) = 20 * an + 2 chars.
 * scratch: an limbs (may be NULL when an <= 1).  Returns the length
 * without the NUL.  Quadratic (divides by 10^19 per 19 digits): a
 * 10,000-digit number takes a few milliseconds. */
size_t bn_to_dec_bound(size_t an);
size_t bn_to_dec(Bignum a, char *buf, uint64_t *scratch);

/* Parses s[0 .. len): an optional '-' then one or more digits of `base`
 * (2..36; letters either case), nothing else (no spaces, no prefix such as
 * 0x: the caller strips it and picks the base).  Returns false, leaving
 * *result unwritten, on any other text.
 * out: bn_from_str_bound(len, base) = ceil(len * ceil(log2 base) / 64) + 1. */
size_t bn_from_str_bound(size_t len, unsigned base);
bool bn_from_str(const char *s, size_t len, unsigned base,
                 uint64_t *out, Bignum *result);

/* ---------------------------------------------------------------------
 * Double
 * ------------------------------------------------------------------- */

/* fromInteger :: Integer -> Double exactly as GHC 9.0.2 (gmp backend):
 * a number that fits in an Int64 is rounded to nearest, ties to even (it is
 * a small Integer there and goes through int2Double); a bigger one is
 * truncated toward zero to 53 significant bits (GHC uses mpn_get_d), so
 * fromInteger (2^70 + 2^17 + 1) == 2^70; past the range it is +-Infinity. */
double bn_to_double(Bignum a);

/* truncate :: Double -> Integer: x rounded toward zero.  Like GHC (which
 * goes through decodeFloat) the bit patterns of Infinity and NaN are read
 * as if their exponent were an ordinary one: Infinity gives 2^1024, a NaN
 * gives +-(2^52 + payload) * 2^972.  floor/ceiling/round are the caller's:
 * apply floor()/ceil()/nearbyint() (exact in double) first.
 * out: BN_DOUBLE_LIMBS limbs. */
Bignum bn_from_double(double x, uint64_t *out);

#endif /* LAZYRTS_BIGNUM_H */
