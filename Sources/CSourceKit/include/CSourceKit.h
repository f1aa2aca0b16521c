#ifndef LESSONBUILD_CSOURCEKIT_H
#define LESSONBUILD_CSOURCEKIT_H

// The toolchain's in-process SourceKit (libsourcekitdInProc.so), loaded at run time with dlopen so that
// lessonbuild does not link against a library whose path depends on where the toolchain is installed, and
// still builds and runs (without the names on its pages) when a toolchain does not ship it.
//
// Requests are written as sourcekitd's YAML dictionaries and answered as JSON text: the Swift side
// parses that with Foundation, so the C surface stays these three calls.

/// Loads the library at `path` and initialises it, once per process. Returns 0, or -1 with a
/// description of the failure in `error` (a static or thread-local string; do not free it).
int lessonbuild_sourcekit_load(const char *path, const char **error);

/// Sends one request synchronously (any thread may call it, also several at once). Returns the answer as
/// JSON text in a buffer the caller frees with `free`; when sourcekitd answers with an error, `*failed` is 1
/// and the text is its description. NULL when the library is not loaded or the request could not be read.
char *lessonbuild_sourcekit_send(const char *yaml_request, int *failed);

#endif
