#ifndef GLAZE_LOADING_H
#define GLAZE_LOADING_H

/* Loading a system library on first use, shared by the shims that do so
   (CGlazeCrypto, CGlazeJPEG). Not a module of its own: each shim includes
   it, so that a program links neither library and loads one only when it
   first needs it.

   A shim keeps its functions in a union of its typed table and an array of
   the same number of pointers, which this fills; a _Static_assert in the
   shim keeps the names and the table the same length. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/// Whether a shim's library has been looked for, and whether it was found.
struct glaze_loading_state {
    pthread_once_t once;
    int loaded;
};

#define GLAZE_LOADING_STATE_INIT { PTHREAD_ONCE_INIT, 0 }

/// Opens `soname` and looks up each of `count` functions named `names` into
/// `slots`: 1 when the library and every function were found, else 0. The
/// handle is never closed: one per process, for as long as it runs.
static inline int glaze_loading_open(const char *soname, const char *const names[], void *slots[], size_t count) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
    for (size_t index = 0; index < count; index++) {
        slots[index] = dlsym(library, names[index]);
        if (!slots[index]) return 0;
    }
    return 1;
}

#endif
