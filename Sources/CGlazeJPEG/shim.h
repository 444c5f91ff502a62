#ifndef GLAZE_JPEG_SHIM_H
#define GLAZE_JPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API: it returns errors instead of longjmp-ing out
   of the caller, as libjpeg's own API does, which Swift could not survive.

   Not linked: a program that never reads or writes a JPEG never loads it.
   Its functions are looked up once, on first use; the handle is never
   closed (one per process). */
#include <stddef.h>
#include <turbojpeg.h>
#include "../CGlazeLoading/loading.h"

/// The library `glaze_jpeg()` loads, named in errors: the soname Debian's
/// libturbojpeg0 ships.
static inline const char *glaze_jpeg_soname(void) { return "libturbojpeg.so.0"; }

/// The TurboJPEG functions Glaze calls: none is NULL once loaded.
struct glaze_jpeg_functions {
    __typeof__(tjInitDecompress) *_Nonnull init_decompress;
    __typeof__(tjInitCompress) *_Nonnull init_compress;
    __typeof__(tjDestroy) *_Nonnull destroy;
    __typeof__(tjDecompressHeader3) *_Nonnull decompress_header3;
    __typeof__(tjDecompress2) *_Nonnull decompress2;
    __typeof__(tjCompress2) *_Nonnull compress2;
    __typeof__(tjFree) *_Nonnull free;
    __typeof__(tjGetErrorCode) *_Nonnull get_error_code;
    __typeof__(tjGetErrorStr2) *_Nonnull get_error_str2;
};

/// The names of `glaze_jpeg_functions`' members, in their order.
#define GLAZE_JPEG_NAMES \
    "tjInitDecompress", "tjInitCompress", "tjDestroy", "tjDecompressHeader3", "tjDecompress2", \
    "tjCompress2", "tjFree", "tjGetErrorCode", "tjGetErrorStr2"

/// What the first call loads, once: statics inside a function, since Swift
/// emits those of the functions it calls but not a header's own.
struct glaze_jpeg_state {
    struct glaze_loading_state loading;
    union {
        struct glaze_jpeg_functions functions;
        void *slots[sizeof(struct glaze_jpeg_functions) / sizeof(void *)];
    } table;
};

static inline struct glaze_jpeg_state *glaze_jpeg_state(void) {
    static struct glaze_jpeg_state state = { GLAZE_LOADING_STATE_INIT };
    return &state;
}

static void glaze_jpeg_load(void) {
    static const char *const names[] = { GLAZE_JPEG_NAMES };
    struct glaze_jpeg_state *state = glaze_jpeg_state();
    _Static_assert(sizeof names / sizeof *names == sizeof state->table.slots / sizeof *state->table.slots,
                   "one name per function");
    state->loading.loaded = glaze_loading_open(glaze_jpeg_soname(), names, state->table.slots, sizeof names / sizeof *names);
}

/// The TurboJPEG functions, loaded by the first call (from any thread), or
/// NULL when the library or one of them cannot be found.
static inline const struct glaze_jpeg_functions *glaze_jpeg(void) {
    struct glaze_jpeg_state *state = glaze_jpeg_state();
    pthread_once(&state->loading.once, glaze_jpeg_load);
    return state->loading.loaded ? &state->table.functions : NULL;
}

#endif
