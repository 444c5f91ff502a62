import Foundation
import Glaze

/// A component the ``RasterCache`` can draw once per distinct look.
///
/// A look is the component's type, the values of the properties that affect its
/// appearance, the scale, and the size it is drawn at. By default every stored
/// property counts; override ``appearanceProperties`` to name only those that
/// matter, so that changing the others never causes a render.
///
/// ```swift
/// struct Badge: Rasterizable {
///     var color: Color
///     var identifier: Int   // not part of the look
///     var appearanceProperties: [(name: String, value: Any)] { [("color", color)] }
///     var capInsets: EdgeInsets { EdgeInsets(all: 6) }
///     var usesMinimumFrameForCaps: Bool { true }
///     func draw(in rect: CGRect, on canvas: Canvas) throws { … }
/// }
/// ```
public protocol Rasterizable: Sendable {
    /// The properties that affect the look, named, in a fixed order.
    var appearanceProperties: [(name: String, value: Any)] { get }
    /// Caps that survive resizing; `.zero` when the component has none.
    var capInsets: EdgeInsets { get }
    /// Whether the component may be drawn at its minimum frame for caps,
    /// (left + right + 1) × (top + bottom + 1), and stretched to any size.
    var usesMinimumFrameForCaps: Bool { get }
    /// The size the component is drawn at for a request of `size`: `size` itself,
    /// or the minimum frame for caps. A look whose render size does not depend on
    /// the request is shared by every size.
    func renderSize(for size: CGSize) -> CGSize
    /// Draws the component into `rect`.
    func draw(in rect: CGRect, on canvas: Canvas) throws
}

extension Rasterizable {
    /// Every stored property, by reflection.
    public var appearanceProperties: [(name: String, value: Any)] {
        Mirror(reflecting: self).children.enumerated().map { ($0.element.label ?? "_\($0.offset)", $0.element.value) }
    }

    /// No caps.
    public var capInsets: EdgeInsets { .zero }

    /// Not drawn at a minimum frame.
    public var usesMinimumFrameForCaps: Bool { false }

    /// The minimum frame for caps when ``usesMinimumFrameForCaps``, else `size`.
    public func renderSize(for size: CGSize) -> CGSize {
        guard usesMinimumFrameForCaps else { return size }
        return CGSize(width: capInsets.left + capInsets.right + 1, height: capInsets.top + capInsets.bottom + 1)
    }
}
