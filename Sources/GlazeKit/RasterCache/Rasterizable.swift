import Foundation
import Glaze

/// A component the ``RasterCache`` can draw once per distinct look.
///
/// A look is what the component declares as its ``CacheKeyRecord`` fields —
/// the properties that affect its appearance, under names of the key's own — the
/// scale, and the size it is drawn at. Properties left out (an identifier, a
/// title drawn elsewhere) never cause a render.
///
/// ```swift
/// struct Badge: Rasterizable {
///     var color: Color
///     var identifier: Int   // not part of the look
///     static var cacheKeyName: String { "Badge" }
///     var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["color": color] }
///     var capInsets: EdgeInsets { EdgeInsets(all: 6) }
///     var usesMinimumFrameForCaps: Bool { true }
///     func draw(in rect: CGRect, on canvas: Canvas) throws { … }
/// }
/// ```
public protocol Rasterizable: CacheKeyRecord, Sendable {
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
