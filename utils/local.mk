## utils/local.mk -- tools: embed_lib (used by the build) and, later, hp2ps
## and the other programs that read lazyrun's reports (bin_PROGRAMS).

# embed_lib runs on the build machine while building: it is never installed.
# (A cross build would need it compiled with CC_FOR_BUILD; we do not cross.)
noinst_PROGRAMS += utils/embed_lib
utils_embed_lib_SOURCES = utils/embed_lib.c
# Not the LDADD of the unit tests: the runtime library needs embed_lib first.
utils_embed_lib_LDADD =
