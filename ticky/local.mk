## ticky/local.mk -- ticky-ticky counters, lazyrun -ticky +RTS -r
## (configure --disable-ticky leaves it out, and the ticky way with it).
##
## The ticky way, and the profiling way for -prof -ticky: the code
## generator puts the counters' events into the user's code
## (includes/ticky.h), and this module counts and reports.

if ENABLE_TICKY
TICKY_SRCS += \
	ticky/ticky.c
endif
