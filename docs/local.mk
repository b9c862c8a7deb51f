## docs/local.mk -- documentation, installed under $(docdir) by 'make install'.
## Add each new page to dist_doc_DATA.

dist_doc_DATA += docs/building.md docs/profiling.md docs/language.md
