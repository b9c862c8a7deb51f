## bio/local.mk -- biographical profiling, +RTS -hb and the -hb<bio>
## restrictions (configure --disable-bio leaves it out).
##
## Profiling way only: the biography lives in the profiling header
## (includes/hpword.h).  The heap census (heapprof/) calls it through
## includes/bio.h.

if ENABLE_BIO
PROF_SRCS += \
	bio/bio.c
endif
