import Foundation

/// Distances inward from each edge of a rectangle, in points.
///
/// Used for cap insets of resizable images and for the padding around text.
///
/// ```swift
/// let caps = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
/// let inner = CGRect(x: 0, y: 0, width: 100, height: 37).inset(by: caps)
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same distance on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// Creates insets with one distance for the left and right edges and one for top and bottom.
    public init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// Whether every inset is finite.
    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}

extension CGRect {
    /// This rectangle with each edge moved inward by the matching inset.
    ///
    /// Negative insets grow the rectangle. The result is not standardized: insets
    /// larger than the rectangle give a negative width or height.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.horizontal,
            height: size.height - insets.vertical
        )
    }
}
