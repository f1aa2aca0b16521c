// The HTTP server under `lessonbuild preview`: GNU libmicrohttpd (Debian's libmicrohttpd-dev). Swift code
// reaches it through LessonPreview/HTTPServer.swift alone.
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// Leaves the request path exactly as the client sent it. The preview decodes it itself, segment by
// segment, so that an encoded slash or NUL can be refused instead of being silently turned into a path.
static inline size_t lessonbuild_mhd_keep_url(void *context, struct MHD_Connection *connection, char *url) {
    (void)context;
    (void)connection;
    return strlen(url);
}

// MHD_start_daemon takes its options as C variadic arguments, which Swift cannot pass: this fixed form
// takes the ones the preview uses. The socket is bound and listening already (the caller chose the port).
static inline struct MHD_Daemon *lessonbuild_mhd_start(int listening_socket, unsigned int flags,
                                                       MHD_AccessHandlerCallback handler, void *handler_context) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listening_socket,
                            MHD_OPTION_UNESCAPE_CALLBACK, lessonbuild_mhd_keep_url, NULL,
                            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)0,
                            MHD_OPTION_END);
}

// Counts one `Host` header line (any case); the count is an unsigned int behind `context`.
static inline enum MHD_Result lessonbuild_mhd_count_host(void *context, enum MHD_ValueKind kind, const char *key,
                                                        const char *value) {
    (void)kind;
    (void)value;
    if (key != NULL && strcasecmp(key, "Host") == 0) *(unsigned int *)context += 1;
    return MHD_YES;
}

// How many `Host` header lines the request holds: RFC 9112 wants a 400 for two, and the lookup of a
// header by name only ever gives the first.
static inline unsigned int lessonbuild_mhd_host_lines(struct MHD_Connection *connection) {
    unsigned int count = 0;
    MHD_get_connection_values(connection, MHD_HEADER_KIND, lessonbuild_mhd_count_host, &count);
    return count;
}
