## heapprof/local.mk -- heap profiling (configure --disable-heapprof leaves
## it out).
##
## Unlike ccs/, the module is compiled into every way: the census by
## closure type (+RTS -hT) needs no profiling header and works in the
## vanilla way, as in GHC 9.  The break-downs by cost-centre stack
## (-hc, -hm) are compiled only with PROFILING.  A run that asks for no
## heap profile pays one test per collection.

if ENABLE_HEAPPROF
RTS_SRCS += \
	heapprof/heapprof_int.h \
	heapprof/heapprof.c \
	heapprof/census.c \
	heapprof/bands.c \
	heapprof/names.c \
	heapprof/hp_file.c
endif
