## rts/local.mk -- the runtime, and how the source lists become programs.
##
## Note [Runtime ways]
## ~~~~~~~~~~~~~~~~~~~
## RTS_SRCS (here) and COMPILER_SRCS (compiler/local.mk) are the one list of
## each; every way compiles both again with its own flags into a library of
## its own, and links rts/main.c (compiled with the same flags) against it:
##
##   way        library                 program                  flags
##   vanilla    rts/liblazyrts.a        lazyrun        (bin)      -
##   profiling  rts/liblazyrts_prof.a   lazyrun-prof   (libexec)  -DPROFILING
##   ticky      rts/liblazyrts_ticky.a  lazyrun-ticky  (libexec)  -DTICKY
##
## The profiling way also compiles PROF_SRCS (the profiling modules add their
## sources there under their configure conditional, e.g. in ccs/local.mk:
## "if ENABLE_CCS / PROF_SRCS += ccs/ccs.c ccs/ccs.h / endif"), the ticky way
## TICKY_SRCS, and the profiling way TICKY_SRCS too (lazyrun -prof -ticky,
## Note [Ticky in the profiling way] in includes/ticky.h).  The vanilla
## way never contains profiling code.  A way exists when configure enabled a
## module that needs it (configure.ac, WAY_PROF and WAY_TICKY; the ticky way
## whenever the ticky module is built).  In a build tree all programs sit at
## the top (./lazyrun, ./lazyrun-prof); installed, the variants live in
## $(pkglibexecdir), which the sources see as the string
## LAZYRTS_PKGLIBEXECDIR.
##
## The libraries are also what the unit tests link (testsuite/local.mk): a
## static library contributes only the objects a test actually needs.
## rts/main.c (which defines main) is therefore kept out of them.

RTS_SRCS += \
	rts/cmdline.c rts/cmdline.h \
	rts/ghcflags.c rts/ghcflags.h \
	rts/rtsflags.c \
	rts/rtsexit.c rts/rtsexit.h \
	rts/stats.c rts/stats.h \
	rts/report.c \
	rts/modules.c rts/modules.h \
	rts/clock.h \
	rts/traverse.c \
	rts/ptrmap.c \
	rts/closure.c \
	rts/codemap.c \
	rts/eval.c rts/eval.h \
	rts/storage.c rts/storage.h \
	rts/prim.c rts/prim.h rts/prim_internal.h \
	rts/prim_num.c rts/prim_walk.c rts/prim_text.c rts/prim_io.c \
	rts/io.c rts/io.h \
	rts/bignum.c rts/bignum.h \
	rts/dtoa.c rts/dtoa.h \
	rts/lib_sources.h

# A way that a later configure turned off must not leave its program behind.
CLEANFILES += lazyrun-prof$(EXEEXT) lazyrun-ticky$(EXEEXT)

PROF_WAY_CPPFLAGS = -DPROFILING
TICKY_WAY_CPPFLAGS = -DTICKY

# --- vanilla way -----------------------------------------------------------
noinst_LIBRARIES += rts/liblazyrts.a
rts_liblazyrts_a_SOURCES = $(COMPILER_SRCS) $(RTS_SRCS)
nodist_rts_liblazyrts_a_SOURCES = rts/lib_sources.c

bin_PROGRAMS += lazyrun
lazyrun_SOURCES = rts/main.c
lazyrun_LDADD = rts/liblazyrts.a

# --- profiling way ---------------------------------------------------------
if WAY_PROF
noinst_LIBRARIES += rts/liblazyrts_prof.a
rts_liblazyrts_prof_a_SOURCES = $(COMPILER_SRCS) $(RTS_SRCS) $(PROF_SRCS) $(TICKY_SRCS)
nodist_rts_liblazyrts_prof_a_SOURCES = rts/lib_sources.c
rts_liblazyrts_prof_a_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)

pkglibexec_PROGRAMS += lazyrun-prof
lazyrun_prof_SOURCES = rts/main.c
lazyrun_prof_CPPFLAGS = $(AM_CPPFLAGS) $(PROF_WAY_CPPFLAGS)
lazyrun_prof_LDADD = rts/liblazyrts_prof.a
endif

# --- ticky way -------------------------------------------------------------
if WAY_TICKY
noinst_LIBRARIES += rts/liblazyrts_ticky.a
rts_liblazyrts_ticky_a_SOURCES = $(COMPILER_SRCS) $(RTS_SRCS) $(TICKY_SRCS)
nodist_rts_liblazyrts_ticky_a_SOURCES = rts/lib_sources.c
rts_liblazyrts_ticky_a_CPPFLAGS = $(AM_CPPFLAGS) $(TICKY_WAY_CPPFLAGS)

pkglibexec_PROGRAMS += lazyrun-ticky
lazyrun_ticky_SOURCES = rts/main.c
lazyrun_ticky_CPPFLAGS = $(AM_CPPFLAGS) $(TICKY_WAY_CPPFLAGS)
lazyrun_ticky_LDADD = rts/liblazyrts_ticky.a
endif

# --- library images ----------------------------------------------------------
# Each program's compiled library (Note [The library image] in
# compiler/image.c): made by the program itself once it is linked, and
# remade whenever it is relinked (a library source changes rts/lib_sources.c
# and so the program).  The program finds its image beside it in a build
# tree, and in $(pkglibexecdir) when installed.
imagedir = $(pkglibexecdir)
image_DATA = lazyrun.img
if WAY_PROF
image_DATA += lazyrun-prof.img
endif
if WAY_TICKY
image_DATA += lazyrun-ticky.img
endif
CLEANFILES += lazyrun.img lazyrun-prof.img lazyrun-ticky.img

lazyrun.img: lazyrun$(EXEEXT)
	$(AM_V_GEN)./lazyrun$(EXEEXT) --make-image $@
lazyrun-prof.img: lazyrun-prof$(EXEEXT)
	$(AM_V_GEN)./lazyrun-prof$(EXEEXT) --make-image $@
lazyrun-ticky.img: lazyrun-ticky$(EXEEXT)
	$(AM_V_GEN)./lazyrun-ticky$(EXEEXT) --make-image $@
