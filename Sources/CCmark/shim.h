// The only C surface of lessonbuild: cmark-gfm and its GFM extensions (tables, strikethrough, autolinks,
// task lists, tag filter). Swift code reaches it through the Markdown target alone.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
