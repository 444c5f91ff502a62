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
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

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

/// What the first call loads, once: statics inside a function, since Swift
/// emits those of the functions it calls but not a header's own.
struct glaze_crypto_state {
    pthread_once_t once;
    const struct glaze_crypto_functions *loaded;
    struct glaze_crypto_functions table;
};

static inline struct glaze_crypto_state *glaze_crypto_state(void) {
    static struct glaze_crypto_state state = { PTHREAD_ONCE_INIT, NULL };
    return &state;
}

static void glaze_crypto_load(void) {
    void *library = dlopen(GLAZE_CRYPTO_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    struct glaze_crypto_state *state = glaze_crypto_state();
    struct glaze_crypto_functions *t = &state->table;
    *(void **)&t->md_ctx_new = dlsym(library, "EVP_MD_CTX_new");
    *(void **)&t->md_ctx_free = dlsym(library, "EVP_MD_CTX_free");
    *(void **)&t->sha256 = dlsym(library, "EVP_sha256");
    *(void **)&t->digest_init = dlsym(library, "EVP_DigestInit_ex");
    *(void **)&t->digest_update = dlsym(library, "EVP_DigestUpdate");
    *(void **)&t->digest_final = dlsym(library, "EVP_DigestFinal_ex");
    if (t->md_ctx_new && t->md_ctx_free && t->sha256 && t->digest_init && t->digest_update && t->digest_final)
        state->loaded = t;
}

/// libcrypto's functions, loaded by the first call (from any thread), or
/// NULL when the library or one of them cannot be found.
static inline const struct glaze_crypto_functions *glaze_crypto(void) {
    struct glaze_crypto_state *state = glaze_crypto_state();
    pthread_once(&state->once, glaze_crypto_load);
    return state->loaded;
}

#endif
