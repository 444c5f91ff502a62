#include "CGlazeLayerInit.h"

// The Swift runtime's public entry point for a class's vtable slot, found by
// the slot's method descriptor rather than an offset that changes as CALayer grows.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// GlazeCoreGraphics' symbols: CALayer's nominal type descriptor and the method
// descriptors of its allocating `init()` and `init(layer:)`. A rename of the
// module, the class or either initialiser breaks the link, never the run.
extern const char glaze_layer_descriptor __asm__("$s17GlazeCoreGraphics7CALayerCMn");
extern const char glaze_layer_init_descriptor __asm__("$s17GlazeCoreGraphics7CALayerCACycfCTq");
extern const char glaze_layer_init_layer_descriptor __asm__("$s17GlazeCoreGraphics7CALayerC5layerACyp_tcfCTq");

// Allocating initialisers take the metatype as Swift's self (the context
// register) and return the new object owned; `init(layer:)`'s `Any` is passed
// indirectly and consumed.
typedef __attribute__((swiftcall)) void *(*GlazeMake)(const void *__attribute__((swift_context)) metatype);
typedef __attribute__((swiftcall)) void *(*GlazeCopy)(void *layer, const void *__attribute__((swift_context)) metatype);

void *glaze_layer_make(const void *metatype) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_layer_init_descriptor, &glaze_layer_descriptor);
    return ((GlazeMake)entry)(metatype);
}

void *glaze_layer_copy(const void *metatype, void *layer) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_layer_init_layer_descriptor, &glaze_layer_descriptor);
    return ((GlazeCopy)entry)(layer, metatype);
}

// UITableViewCell's nominal type descriptor and the method descriptor of its
// allocating `init(style:reuseIdentifier:)`.
extern const char glaze_cell_descriptor __asm__("$s17GlazeCoreGraphics15UITableViewCellCMn");
extern const char glaze_cell_init_descriptor
    __asm__("$s17GlazeCoreGraphics15UITableViewCellC5style15reuseIdentifierA2C0F5StyleO_SSSgtcfCTq");

// The style, a payload-free enum, is passed as its case index in one byte;
// the `String?` as its two words, owned.
typedef __attribute__((swiftcall)) void *(*GlazeMakeCell)(unsigned char style, unsigned long long identifier0,
                                                          unsigned long long identifier1,
                                                          const void *__attribute__((swift_context)) metatype);

void *glaze_cell_make(const void *metatype, unsigned char style, unsigned long long identifier0,
                      unsigned long long identifier1) {
    void *entry = swift_lookUpClassMethod(metatype, &glaze_cell_init_descriptor, &glaze_cell_descriptor);
    return ((GlazeMakeCell)entry)(style, identifier0, identifier1, metatype);
}
