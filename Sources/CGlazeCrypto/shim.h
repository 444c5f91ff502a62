#ifndef GLAZE_CRYPTO_SHIM_H
#define GLAZE_CRYPTO_SHIM_H

// OpenSSL's libcrypto, for SHA-256 only: the digests that name content.
//
// Not linked: most programs never hash, and libcrypto's 3,000-odd symbol
// bindings were a tenth of a Glaze program's start. Its functions are
// looked up once, on first use, from the soname of the headers built
// against; the handle is never closed (one per process).
#include <openssl/evp.h>
#include <openssl/opensslv.h>
#include "../CGlazeLoading/loading.h"

#define GLAZE_CRYPTO_STRING(x) #x
#define GLAZE_CRYPTO_SONAME_OF(major) "libcrypto.so." GLAZE_CRYPTO_STRING(major)
#define GLAZE_CRYPTO_SONAME GLAZE_CRYPTO_SONAME_OF(OPENSSL_VERSION_MAJOR)

/// The library `glaze_crypto()` loads, named in errors.
static inline const char *glaze_crypto_soname(void) { return GLAZE_CRYPTO_SONAME; }

/// The libcrypto functions Glaze calls: none is NULL once loaded.
struct glaze_crypto_functions {
    __typeof__(EVP_MD_CTX_new) *_Nonnull md_ctx_new;
    __typeof__(EVP_MD_CTX_free) *_Nonnull md_ctx_free;
    __typeof__(EVP_sha256) *_Nonnull sha256;
    __typeof__(EVP_DigestInit_ex) *_Nonnull digest_init;
    __typeof__(EVP_DigestUpdate) *_Nonnull digest_update;
    __typeof__(EVP_DigestFinal_ex) *_Nonnull digest_final;
};

/// The names of `glaze_crypto_functions`' members, in their order.
#define GLAZE_CRYPTO_NAMES \
    "EVP_MD_CTX_new", "EVP_MD_CTX_free", "EVP_sha256", "EVP_DigestInit_ex", "EVP_DigestUpdate", "EVP_DigestFinal_ex"

/// libcrypto's functions, `glaze_crypto()`: loaded by its first call, or NULL
/// when the library or one of them cannot be found.
GLAZE_LOADING_DEFINE(glaze_crypto, GLAZE_CRYPTO_SONAME, GLAZE_CRYPTO_NAMES)

#endif
