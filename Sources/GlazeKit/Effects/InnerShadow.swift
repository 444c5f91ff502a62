import Foundation
import Glaze

/// A shadow cast inward from a rect's top and bottom edges, as if the rect were
/// sunk below what surrounds it (the side-swipe menu under its cell).
public struct InnerShadow: Hashable, Sendable {
    /// The shadow's colour at the edge, alpha included.
    public var color: Color
    /// How far the shadow reaches in, in points.
    public var depth: CGFloat

    /// Creates a shadow; the default is black at 0.6, as the side-swipe recipe uses.
    public init(color: Color = Color(white: 0, alpha: 0.6), depth: CGFloat = 8) {
        self.color = color
        self.depth = depth
    }

    /// Draws the shadow inside `rect`, fading from each horizontal edge inward.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, depth > 0 else { return }
        let reach = min(depth, r.height / 2)
        let clear = color.withAlpha(0)
        try canvas.fill(CGRect(x: r.minX, y: r.minY, width: r.width, height: reach), with: .gradient(.linear(
            from: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.minX, y: r.minY + reach), colors: [color, clear])))
        try canvas.fill(CGRect(x: r.minX, y: r.maxY - reach, width: r.width, height: reach), with: .gradient(.linear(
            from: CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: r.maxY - reach), colors: [color, clear])))
    }
}
