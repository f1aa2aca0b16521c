#include "CSourceKit.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// The few declarations of sourcekitd.h this file uses, as the header defines them: objects are opaque
// pointers, a variant is three 64-bit words passed by value.
typedef void *sk_object;
typedef void *sk_response;
typedef struct {
    uint64_t data[3];
} sk_variant;

static struct {
    void (*initialize)(void);
    sk_object (*request_from_yaml)(const char *yaml, char **error);
    void (*request_release)(sk_object request);
    sk_response (*send_sync)(sk_object request);
    bool (*is_error)(sk_response response);
    const char *(*error_description)(sk_response response);
    sk_variant (*value)(sk_response response);
    char *(*json)(sk_variant variant);
    void (*dispose)(sk_response response);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *load_path;
static const char *load_error;
static int loaded;

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (!found && !load_error) load_error = "the library lacks a sourcekitd function";
    return found;
}

static void load_once(void) {
    void *library = dlopen(load_path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        load_error = why ? strdup(why) : "dlopen failed";
        return;
    }
    api.initialize = symbol(library, "sourcekitd_initialize");
    api.request_from_yaml = symbol(library, "sourcekitd_request_create_from_yaml");
    api.request_release = symbol(library, "sourcekitd_request_release");
    api.send_sync = symbol(library, "sourcekitd_send_request_sync");
    api.is_error = symbol(library, "sourcekitd_response_is_error");
    api.error_description = symbol(library, "sourcekitd_response_error_get_description");
    api.value = symbol(library, "sourcekitd_response_get_value");
    api.json = symbol(library, "sourcekitd_variant_json_description_copy");
    api.dispose = symbol(library, "sourcekitd_response_dispose");
    if (load_error) return;
    api.initialize();
    loaded = 1;
}

int lessonbuild_sourcekit_load(const char *path, const char **error) {
    // The first caller's path wins: sourcekitd is one service per process.
    if (!load_path) load_path = strdup(path);
    pthread_once(&once, load_once);
    if (!loaded) {
        *error = load_error ? load_error : "not loaded";
        return -1;
    }
    return 0;
}

char *lessonbuild_sourcekit_send(const char *yaml_request, int *failed) {
    *failed = 0;
    if (!loaded) return NULL;
    char *parse_error = NULL;
    sk_object request = api.request_from_yaml(yaml_request, &parse_error);
    if (!request) {
        free(parse_error);
        return NULL;
    }
    sk_response response = api.send_sync(request);
    api.request_release(request);
    char *text;
    if (api.is_error(response)) {
        *failed = 1;
        const char *description = api.error_description(response);
        text = strdup(description ? description : "sourcekitd failed");
    } else {
        text = api.json(api.value(response));
    }
    api.dispose(response);
    return text;
}
