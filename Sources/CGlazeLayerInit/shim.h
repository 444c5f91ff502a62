#ifndef CGLAZE_LAYER_INIT_H
#define CGLAZE_LAYER_INIT_H

// Calls a CALayer subclass's own designated initialisers through its class
// metadata, as Objective-C's +alloc/-init would: Swift has no `type.init()`
// for an initialiser that is not `required`, and Core Animation's `init()` and
// `init(layer:)` are not. See CALayer+Instantiation.swift.
//
// Inline functions in a header, not a C file: swiftc compiles them with the
// Swift code's own debug information, which valgrind reads. Clang's default
// DWARF 5 in a C target's object stops valgrind 3.19 (scripts/leak-check).

// The Swift runtime's public entry point for a class's vtable slot, found by
// the slot's method descriptor rather than an offset that changes as CALayer grows.
extern void *_Nonnull swift_lookUpClassMethod(const void *_Nonnull metadata, const void *_Nonnull method,
                                              const void *_Nonnull description);

// GlazeCoreGraphics' symbols: CALayer's nominal type descriptor and the method
// descriptors of its allocating `init()` and `init(layer:)`. A rename of the
// module, the class or either initialiser breaks the link, never the run.
extern const char glaze_layer_descriptor __asm__("$s17GlazeCoreGraphics7CALayerCMn");
extern const char glaze_layer_init_descriptor __asm__("$s17GlazeCoreGraphics7CALayerCACycfCTq");
extern const char glaze_layer_init_layer_descriptor __asm__("$s17GlazeCoreGraphics7CALayerC5layerACyp_tcfCTq");

// Allocating initialisers take the metatype as Swift's self (clang's
// swift_context is LLVM's swiftself) and return the new object owned;
// `init(layer:)`'s `Any` is passed indirectly and consumed.
typedef __attribute__((swiftcall)) void *_Nonnull (*GlazeLayerMake)(const void *_Nonnull __attribute__((swift_context)) metatype);
typedef __attribute__((swiftcall)) void *_Nonnull (*GlazeLayerCopy)(void *_Nonnull layer,
                                                                    const void *_Nonnull __attribute__((swift_context)) metatype);

/// A new instance of the CALayer subclass whose metadata is `metatype`, made
/// by that class's `init()`. Returns the object at +1.
static inline void *_Nonnull glaze_layer_make(const void *_Nonnull metatype) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_layer_init_descriptor, &glaze_layer_descriptor);
    return ((GlazeLayerMake)entry)(metatype);
}

/// A new instance of the CALayer subclass whose metadata is `metatype`, made
/// by that class's `init(layer:)` from the `Any` at `layer`, which the
/// initialiser consumes (the caller must not destroy it). Returns the object at +1.
static inline void *_Nonnull glaze_layer_copy(const void *_Nonnull metatype, void *_Nonnull layer) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_layer_init_layer_descriptor, &glaze_layer_descriptor);
    return ((GlazeLayerCopy)entry)(layer, metatype);
}

#endif
