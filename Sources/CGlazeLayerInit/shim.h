#ifndef CGLAZE_LAYER_INIT_H
#define CGLAZE_LAYER_INIT_H

// Calls a CALayer or UITableViewCell subclass's own designated initialisers
// through its class metadata, as Objective-C's +alloc/-init would: Swift has
// no `type.init()` for an initialiser that is not `required`, and Core
// Animation's `init()` and `init(layer:)` are not, nor is UIKit's
// `init(style:reuseIdentifier:)`. See CALayer+Instantiation.swift and
// UITableView+Reuse.swift.
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

// UITableViewCell's nominal type descriptor and the method descriptor of its
// allocating `init(style:reuseIdentifier:)`.
extern const char glaze_cell_descriptor __asm__("$s17GlazeCoreGraphics15UITableViewCellCMn");
extern const char glaze_cell_init_descriptor
    __asm__("$s17GlazeCoreGraphics15UITableViewCellC5style15reuseIdentifierA2C0F5StyleO_SSSgtcfCTq");

// The style, a payload-free enum, is passed as its case index in one byte;
// the `String?` as its two words, owned.
typedef __attribute__((swiftcall)) void *_Nonnull (*GlazeCellMake)(unsigned char style, unsigned long long identifier0,
                                                                   unsigned long long identifier1,
                                                                   const void *_Nonnull __attribute__((swift_context)) metatype);

/// A new instance of the UITableViewCell subclass whose metadata is
/// `metatype`, made by that class's `init(style:reuseIdentifier:)` with the
/// style's case index and the two words of an owned `String?`, which the
/// initialiser consumes. Returns the object at +1.
static inline void *_Nonnull glaze_cell_make(const void *_Nonnull metatype, unsigned char style,
                                             unsigned long long identifier0, unsigned long long identifier1) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_cell_init_descriptor, &glaze_cell_descriptor);
    return ((GlazeCellMake)entry)(style, identifier0, identifier1, metatype);
}

#endif
