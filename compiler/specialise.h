/*
 * specialise.h -- dictionary simplification of the elaborated program.
 *
 * The type checker leaves an overloaded program in dictionary-passing
 * form: `sum $fNumInt xs`, `(>=) $dOrd i (fromInteger $dNum 50)`.  This
 * pass removes the dictionaries the compiler can see through, so that
 * monomorphic code runs as it did before types:
 *
 *  - known dictionaries: a method or superclass selector applied to an
 *    instance's dictionary becomes the instance's own binding (every way);
 *  - literals: fromInteger/fromRational at Int, Integer or Double applied
 *    to a literal becomes the literal (every way);
 *  - specialisation: a call of an overloaded function whose dictionary
 *    arguments are all closed (instances, or instances applied to closed
 *    dictionaries) calls a copy of the function made for those
 *    dictionaries; a local overloaded binding used at one set of
 *    dictionaries only loses its dictionary parameters; fromInteger and
 *    fromRational of a literal at Int, Integer or Double is the literal.
 *
 * Specialisation changes which closures exist and what they allocate, not
 * what the program prints.  Under profiling it must not change where
 * costs go either: a copy keeps its original's cost centres, and only
 * applications that also pass a value argument are specialised, since
 * `best = maximum` partially applied to its dictionary is a closure that
 * captures the cost-centre stack where it is built, and a specialised
 * copy would be a static function that captures none (costs would move
 * from `best` to its caller); a local binding used so has its body
 * specialised only (Note [Specialising a body only] in specialise.c).
 * The ticky way specialises as the profiling way does: a copy's counter
 * has its original's name, so its
 * entries add up under that name as GHC's monomorphic copies' do (`f1 in
 * f`), and the entry counts stay GHC's (testsuite/ticky/compare.sh);
 * without it, overloaded code ran up to 1.5x slower under -ticky.
 */
#ifndef LAZYRTS_SPECIALISE_H
#define LAZYRTS_SPECIALISE_H

#include <stdbool.h>

#include "core.h"

typedef enum SpecMode {
    SPEC_OFF,                  /* known dictionaries only */
    SPEC_APPLIED,              /* + specialisation of applications that pass
                                  a value argument (profiling and ticky ways) */
    SPEC_ALL                   /* + every specialisation (vanilla way) */
} SpecMode;

/* Rewrites every global's body in place; specialised copies are appended
   to p->globals. */
void simplify_dictionaries(CoreProgram *p, SpecMode mode);

#endif /* LAZYRTS_SPECIALISE_H */
