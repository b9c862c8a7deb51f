## compiler/local.mk -- the front end: source text -> Core -> bytecode.
##
## COMPILER_SRCS is the one list of the compiler's sources.  rts/local.mk
## compiles it into every runtime way (the compiler runs inside lazyrun), and
## the unit tests link it from there.  Add a new module's .c and .h here.

COMPILER_SRCS += \
	compiler/arena.c compiler/arena.h \
	compiler/diag.c compiler/diag.h \
	compiler/cstack.c compiler/cstack.h \
	compiler/unlit.c compiler/unlit.h \
	compiler/header.c compiler/header.h \
	compiler/lexer.c compiler/lexer.h \
	compiler/layout.c compiler/layout.h \
	compiler/parser.c compiler/parser.h compiler/parser_int.h \
	compiler/parse_type.c compiler/parse_pat.c compiler/parse_expr.c \
	compiler/parse_tydecl.c \
	compiler/ast.h \
	compiler/ast_print.c compiler/ast_print.h \
	compiler/derive.c compiler/derive.h \
	compiler/ds_state.h \
	compiler/rename.c compiler/rn_types.c compiler/rename.h \
	compiler/suggest.c compiler/suggest.h compiler/ghc_name_order.def \
	compiler/unicode_classes.def \
	compiler/distance.c compiler/distance.h \
	compiler/types.h compiler/typecheck.c compiler/typecheck.h compiler/tc_int.h \
	compiler/tc_unify.c compiler/tc_solve.c compiler/tc_expr.c \
	compiler/tc_bind.c compiler/tc_class.c \
	compiler/specialise.c compiler/specialise.h \
	compiler/optimise.c compiler/optimise.h \
	compiler/ticks.c compiler/ticks.h \
	compiler/match.c compiler/match.h \
	compiler/desugar.c compiler/desugar.h \
	compiler/core.h \
	compiler/core_print.c \
	compiler/image.c compiler/image.h \
	compiler/describe.c compiler/describe.h \
	compiler/codegen.c compiler/codegen.h compiler/cg_int.h \
	compiler/cg_lne.c compiler/cg_expr.c \
	compiler/freevars.c compiler/freevars.h \
	compiler/ticky_gen.c compiler/ticky_gen.h \
	compiler/liveness.c compiler/liveness.h \
	compiler/compile.c compiler/compile.h
