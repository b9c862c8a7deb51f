/*
 * eval.h -- the evaluator (eval/apply machine over bytecode).
 */
#ifndef LAZYRTS_EVAL_H
#define LAZYRTS_EVAL_H

#include "../includes/program.h"

/* The evaluator's stack pointer (the collector and the unwinder read it). */
extern Word *Sp;

/* Runs `runMainIO main World` of the_program; returns the exit status
   (0) when main returns.  Errors exit the process from inside. */
int eval_main(void);

#endif
