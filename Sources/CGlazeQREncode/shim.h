#ifndef GLAZE_QRENCODE_SHIM_H
#define GLAZE_QRENCODE_SHIM_H

/* libqrencode: QR code symbols from bytes. Debian builds it with pthread,
   so its encoder may be called from several threads at once. */
#include <qrencode.h>

#endif
