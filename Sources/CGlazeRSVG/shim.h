#ifndef GLAZE_RSVG_SHIM_H
#define GLAZE_RSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
