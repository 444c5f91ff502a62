import Foundation

/// What a layer asks of the object that draws its content; every `UIView` is
/// its layer's delegate.
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`, in the layer's own coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers before it is rendered.
    func layoutSublayers(of layer: CALayer)
    /// The action `layer` runs for `event`: `nil` to let the layer look
    /// further, `NSNull()` for none (see ``CALayer/action(forKey:)``).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Draws nothing, as an Objective-C delegate without the method does.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Lays out nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// No answer: the layer looks further.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
