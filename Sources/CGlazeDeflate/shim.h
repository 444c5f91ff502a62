#ifndef GLAZE_DEFLATE_SHIM_H
#define GLAZE_DEFLATE_SHIM_H

#include <libdeflate.h>

#endif
