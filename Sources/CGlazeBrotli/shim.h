#ifndef GLAZE_BROTLI_SHIM_H
#define GLAZE_BROTLI_SHIM_H

/* Brotli's decoder alone: a WOFF 2.0 font's stream read up to its 'fvar'
   header, to count named instances before FreeType unpacks the font. */
#include <brotli/decode.h>

#endif
