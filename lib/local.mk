## lib/local.mk -- the Haskell library modules (Prelude and friends), which
## are built into the runtime as text: utils/embed_lib turns the files of
## LIB_HS into rts/lib_sources.c (see rts/lib_sources.h).
##
## To add a module, add its file here; embed_lib refuses to run when a .hs
## file under lib/ is missing from this list.  The module name comes from the
## path: lib/Data/List.hs is Data.List.  The order of the list is the order
## of lib_sources[].

LIB_HS += \
	lib/Base.hs \
	lib/Prim.hs \
	lib/Prelude.hs \
	lib/Data/List.hs \
	lib/Data/Char.hs \
	lib/Data/Maybe.hs \
	lib/Data/Either.hs \
	lib/Data/Function.hs \
	lib/Data/Ord.hs \
	lib/Data/Bits.hs \
	lib/Data/Ratio.hs \
	lib/Data/Ix.hs \
	lib/Data/Functor.hs \
	lib/Data/Foldable.hs \
	lib/Data/Traversable.hs \
	lib/Control/Monad.hs \
	lib/Control/Applicative.hs \
	lib/Control/Exception.hs \
	lib/System/IO.hs \
	lib/System/Environment.hs \
	lib/System/Exit.hs \
	lib/Text/Read.hs \
	lib/Debug/Trace.hs

EXTRA_DIST += $(LIB_HS)

# The generated table is a BUILT_SOURCE (made before anything else by 'make',
# 'make check' and 'make install'), remade whenever a library file or the
# tool changes, removed by 'make clean', never committed (.gitignore).
# embed_lib writes a temporary file and renames it, so an interrupted run
# never leaves a truncated rts/lib_sources.c behind.
BUILT_SOURCES += rts/lib_sources.c
CLEANFILES += rts/lib_sources.c

rts/lib_sources.c: $(LIB_HS) utils/embed_lib$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) rts && \
	  utils/embed_lib$(EXEEXT) -o $@ $(srcdir) $(LIB_HS)
