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
 *  - specialisation (vanilla way only): a call of an overloaded function
 *    whose dictionary arguments are all closed (instances, or instances
 *    applied to closed dictionaries) calls a copy of the function made for
 *    those dictionaries; a local overloaded binding used at one set of
 *    dictionaries only loses its dictionary parameters.
 *
 * Specialisation changes which closures exist and what they allocate but
 * not what the program prints; the profiling and ticky ways leave it out
 * so that their reports describe the dictionary-passing program GHC -O0
 * runs (same cost centres, same counters, same allocation pattern).
 */
#ifndef LAZYRTS_SPECIALISE_H
#define LAZYRTS_SPECIALISE_H

#include <stdbool.h>

#include "core.h"

/* Rewrites every global's body in place; specialised copies are appended
   to p->globals.  `specialise` enables the last step. */
void simplify_dictionaries(CoreProgram *p, bool specialise);

#endif /* LAZYRTS_SPECIALISE_H */
