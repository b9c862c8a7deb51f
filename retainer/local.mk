## retainer/local.mk -- retainer profiling, +RTS -hr (configure
## --disable-retainer leaves it out).
##
## Profiling way only: retainers are identified by cost-centre stacks.
## The heap census (heapprof/) calls it through includes/retainer.h.

if ENABLE_RETAINER
PROF_SRCS += \
	retainer/retainer_int.h \
	retainer/retainer.c \
	retainer/sets.c
endif
