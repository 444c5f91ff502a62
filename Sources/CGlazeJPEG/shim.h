#ifndef GLAZE_JPEG_SHIM_H
#define GLAZE_JPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API: it returns errors instead of longjmp-ing out
   of the caller, as libjpeg's own API does, which Swift could not survive. */
#include <stddef.h>
#include <turbojpeg.h>

#endif
