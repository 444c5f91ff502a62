internal import CGlazeLayerInit
import Foundation

// Core Animation makes layers of a caller's class: a view's layer from its
// `layerClass`, a presentation copy with the layer's own `init(layer:)`. Swift
// without the Objective-C runtime calls an initialiser through a metatype
// only when it is `required`, and Apple's `init()` and `init(layer:)` are
// not (a subclass overrides them with plain `override`). Every designated
// initialiser still has a slot in the class's vtable, which each subclass
// fills with its own override, with an inherited one, or with Swift's
// "unimplemented initializer" trap when it declared initialisers of its own
// without this one — exactly Apple's rule. The C shim looks the slot up with
// the runtime's `swift_lookUpClassMethod` (stable ABI, found by the method
// descriptor, not by offset) and calls it with Swift's calling convention,
// the metatype as `self`.

extension CALayer {
    /// A new layer of `type`, made by that class's own `init()`.
    static func make(_ type: CALayer.Type) -> CALayer {
        let metatype = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return Unmanaged<CALayer>.fromOpaque(glaze_layer_make(metatype)).takeRetainedValue()
    }

    /// A new layer of this layer's own class, made by that class's `init(layer:)` from this layer.
    func makeCopy() -> CALayer {
        let metatype = unsafeBitCast(type(of: self) as CALayer.Type, to: UnsafeRawPointer.self)
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        defer { argument.deallocate() }
        argument.initialize(to: self)
        // `init(layer:)` takes its argument owned: the call consumes the `Any`,
        // so only the memory is freed here.
        return Unmanaged<CALayer>.fromOpaque(glaze_layer_copy(metatype, argument)).takeRetainedValue()
    }
}
