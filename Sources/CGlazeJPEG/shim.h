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

/// The TurboJPEG functions, `glaze_jpeg()`: loaded by its first call, or NULL
/// when the library or one of them cannot be found.
GLAZE_LOADING_DEFINE(glaze_jpeg, glaze_jpeg_soname(), GLAZE_JPEG_NAMES)

#endif
