## docs/local.mk -- documentation, installed under $(docdir) by 'make install'.
## Add each new page to dist_doc_DATA.

dist_doc_DATA += docs/building.md docs/profiling.md docs/rts-flags.md \
	docs/library.md docs/language.md docs/types.md docs/internals.md \
	docs/testing-notes.md
# (docs/hp2ps.md and docs/ticky-diff.md come with their programs,
# utils/local.mk)

## Manual pages (man/), installed under $(mandir)/man1.
dist_man_MANS = man/lazyrun.1 man/hp2ps.1
