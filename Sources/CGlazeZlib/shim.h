#ifndef GLAZE_ZLIB_SHIM_H
#define GLAZE_ZLIB_SHIM_H

#include <zlib.h>

/* inflateInit2 is a macro over inflateInit2_, which Swift cannot call. */
static inline int glaze_inflate_init_gzip(z_stream *stream) {
    /* 15 + 16: a 32 KiB window, and a gzip header and trailer, not zlib's. */
    return inflateInit2(stream, 15 + 16);
}

#endif
