## ccs/local.mk -- cost-centre stacks (configure --disable-ccs leaves them out).
##
## The module is compiled into the profiling way only (rts/local.mk,
## Note [Runtime ways]); the vanilla runtime never contains it.

if ENABLE_CCS
PROF_SRCS += \
	ccs/ccs.c \
	ccs/ccs_run.c \
	ccs/report_prof.c ccs/report_prof.h
endif
