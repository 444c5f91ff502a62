#ifndef GLAZE_LOADING_H
#define GLAZE_LOADING_H

/* Loading a system library on first use, shared by the shims that do so
   (CGlazeCrypto, CGlazeJPEG). Not a module of its own: each shim includes
   it, so that a program links neither library and loads one only when it
   first needs it.

   A shim declares `struct <prefix>_functions`, its typed table of function
   pointers, and GLAZE_LOADING_DEFINE(<prefix>, soname, names...) gives it
   the accessor `<prefix>()`, which loads the library once and returns the
   table, or NULL. */
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

/// Defines `prefix()`, which returns the table `struct prefix_functions`
/// filled from the library `soname` by the functions named by the remaining
/// arguments, in the table's order, or NULL when the library or one of them
/// cannot be found. The first call (from any thread) loads; a _Static_assert
/// keeps the names and the table the same length. The state is a static
/// inside a function, since Swift emits those of the functions it calls but
/// not a header's own statics.
#define GLAZE_LOADING_DEFINE(prefix, soname, ...)                                                          \
    struct prefix##_state {                                                                                \
        struct glaze_loading_state loading;                                                                \
        union {                                                                                            \
            struct prefix##_functions functions;                                                           \
            void *slots[sizeof(struct prefix##_functions) / sizeof(void *)];                               \
        } table;                                                                                           \
    };                                                                                                     \
    static inline struct prefix##_state *prefix##_state(void) {                                            \
        static struct prefix##_state state = { GLAZE_LOADING_STATE_INIT };                                 \
        return &state;                                                                                     \
    }                                                                                                      \
    static void prefix##_load(void) {                                                                      \
        static const char *const names[] = { __VA_ARGS__ };                                                \
        struct prefix##_state *state = prefix##_state();                                                   \
        _Static_assert(sizeof names / sizeof *names == sizeof state->table.slots / sizeof *state->table.slots, \
                       "one name per function");                                                           \
        state->loading.loaded = glaze_loading_open(soname, names, state->table.slots, sizeof names / sizeof *names); \
    }                                                                                                      \
    static inline const struct prefix##_functions *prefix(void) {                                          \
        struct prefix##_state *state = prefix##_state();                                                   \
        pthread_once(&state->loading.once, prefix##_load);                                                 \
        return state->loading.loaded ? &state->table.functions : NULL;                                     \
    }

#endif
