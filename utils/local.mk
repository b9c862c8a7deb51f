## utils/local.mk -- tools: embed_lib (used by the build), hp2ps, ticky-diff
## and the other programs that read lazyrun's reports (bin_PROGRAMS).

# embed_lib runs on the build machine while building: it is never installed.
# (A cross build would need it compiled with CC_FOR_BUILD; we do not cross.)
noinst_PROGRAMS += utils/embed_lib
utils_embed_lib_SOURCES = utils/embed_lib.c
# Not the LDADD of the unit tests: the runtime library needs embed_lib first.
utils_embed_lib_LDADD =

# --- hp2ps: draws a .hp heap profile as PostScript or SVG (docs/hp2ps.md) ---
# Installed with the runtime (as $(bindir)/hp2ps); in the build tree it is
# utils/hp2ps/hp2ps.  Everything but main() is in a library, which the unit
# test (testsuite/unit/test_hp_parse.c) links too.
bin_PROGRAMS += utils/hp2ps/hp2ps
noinst_LIBRARIES += utils/hp2ps/libhp2ps.a
utils_hp2ps_libhp2ps_a_SOURCES = \
	utils/hp2ps/hp_util.c utils/hp2ps/hp_util.h \
	utils/hp2ps/hp_parse.c utils/hp2ps/hp_parse.h \
	utils/hp2ps/hp_aux.c utils/hp2ps/hp_aux.h \
	utils/hp2ps/hp_bands.c utils/hp2ps/hp_bands.h \
	utils/hp2ps/hp_out.c utils/hp2ps/hp_out.h \
	utils/hp2ps/hp_draw.c utils/hp2ps/hp_draw.h \
	utils/hp2ps/hp_ps.c utils/hp2ps/hp_ps.h \
	utils/hp2ps/hp_svg.c utils/hp2ps/hp_svg.h
utils_hp2ps_hp2ps_SOURCES = utils/hp2ps/hp2ps.c
# Not the LDADD of the unit tests: hp2ps needs only libc and libm.
utils_hp2ps_hp2ps_LDADD = utils/hp2ps/libhp2ps.a
dist_doc_DATA += docs/hp2ps.md
EXTRA_DIST += bench/hp2ps-speed

# --- ticky-diff: compares two .ticky reports (docs/ticky-diff.md) ---------
# Installed with the runtime (as $(bindir)/ticky-diff); in the build tree it
# is utils/ticky-diff/ticky-diff.  Everything but main() is in a library,
# which the unit test (testsuite/unit/test_ticky_diff.c) links too.  Needs
# only libc.
bin_PROGRAMS += utils/ticky-diff/ticky-diff
noinst_LIBRARIES += utils/ticky-diff/libtickydiff.a
utils_ticky_diff_libtickydiff_a_SOURCES = \
	utils/ticky-diff/td_util.c utils/ticky-diff/td_util.h \
	utils/ticky-diff/td_read.c utils/ticky-diff/td_read.h \
	utils/ticky-diff/td_key.c utils/ticky-diff/td_key.h \
	utils/ticky-diff/td_diff.c utils/ticky-diff/td_diff.h
utils_ticky_diff_ticky_diff_SOURCES = utils/ticky-diff/ticky-diff.c
utils_ticky_diff_ticky_diff_LDADD = utils/ticky-diff/libtickydiff.a
dist_doc_DATA += docs/ticky-diff.md
