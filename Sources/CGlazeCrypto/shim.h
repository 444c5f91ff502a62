#ifndef GLAZE_CRYPTO_SHIM_H
#define GLAZE_CRYPTO_SHIM_H

// OpenSSL's libcrypto, for SHA-256 only: the digests that name content.
#include <openssl/evp.h>

#endif
