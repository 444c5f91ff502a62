#ifndef GLAZE_JPEG_SHIM_H
#define GLAZE_JPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API: it returns errors instead of longjmp-ing out
   of the caller, as libjpeg's own API does, which Swift could not survive.

   Not linked: a program that never reads or writes a JPEG never loads it.
   Its functions are looked up once, on first use; the handle is never
   closed (one per process). */
#include <stddef.h>
#include <turbojpeg.h>
#include <dlfcn.h>
#include <pthread.h>

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

/// What the first call loads, once: statics inside a function, since Swift
/// emits those of the functions it calls but not a header's own.
struct glaze_jpeg_state {
    pthread_once_t once;
    const struct glaze_jpeg_functions *loaded;
    struct glaze_jpeg_functions table;
};

static inline struct glaze_jpeg_state *glaze_jpeg_state(void) {
    static struct glaze_jpeg_state state = { PTHREAD_ONCE_INIT, NULL };
    return &state;
}

static void glaze_jpeg_load(void) {
    void *library = dlopen(glaze_jpeg_soname(), RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    struct glaze_jpeg_state *state = glaze_jpeg_state();
    struct glaze_jpeg_functions *t = &state->table;
    *(void **)&t->init_decompress = dlsym(library, "tjInitDecompress");
    *(void **)&t->init_compress = dlsym(library, "tjInitCompress");
    *(void **)&t->destroy = dlsym(library, "tjDestroy");
    *(void **)&t->decompress_header3 = dlsym(library, "tjDecompressHeader3");
    *(void **)&t->decompress2 = dlsym(library, "tjDecompress2");
    *(void **)&t->compress2 = dlsym(library, "tjCompress2");
    *(void **)&t->free = dlsym(library, "tjFree");
    *(void **)&t->get_error_code = dlsym(library, "tjGetErrorCode");
    *(void **)&t->get_error_str2 = dlsym(library, "tjGetErrorStr2");
    if (t->init_decompress && t->init_compress && t->destroy && t->decompress_header3 && t->decompress2 && t->compress2 && t->free && t->get_error_code && t->get_error_str2)
        state->loaded = t;
}

/// The TurboJPEG functions, loaded by the first call (from any thread), or
/// NULL when the library or one of them cannot be found.
static inline const struct glaze_jpeg_functions *glaze_jpeg(void) {
    struct glaze_jpeg_state *state = glaze_jpeg_state();
    pthread_once(&state->once, glaze_jpeg_load);
    return state->loaded;
}

#endif
