#ifndef CGLAZE_LAYER_INIT_H
#define CGLAZE_LAYER_INIT_H

// Calls a CALayer or UITableViewCell subclass's own designated initialisers
// through its class metadata, as Objective-C's +alloc/-init would: Swift has
// no `type.init()` for an initialiser that is not `required`, and Core
// Animation's `init()` and `init(layer:)` are not, nor is UIKit's
// `init(style:reuseIdentifier:)`. See CALayer+Instantiation.swift and
// UITableView+Reuse.swift.

/// A new instance of the CALayer subclass whose metadata is `metatype`, made
/// by that class's `init()`. Returns the object at +1.
void *_Nonnull glaze_layer_make(const void *_Nonnull metatype);

/// A new instance of the CALayer subclass whose metadata is `metatype`, made
/// by that class's `init(layer:)` from the `Any` at `layer`, which the
/// initialiser consumes (the caller must not destroy it). Returns the object at +1.
void *_Nonnull glaze_layer_copy(const void *_Nonnull metatype, void *_Nonnull layer);

/// A new instance of the UITableViewCell subclass whose metadata is
/// `metatype`, made by that class's `init(style:reuseIdentifier:)` with the
/// style's case index and the two words of an owned `String?`, which the
/// initialiser consumes. Returns the object at +1.
void *_Nonnull glaze_cell_make(const void *_Nonnull metatype, unsigned char style, unsigned long long identifier0,
                               unsigned long long identifier1);

#endif
