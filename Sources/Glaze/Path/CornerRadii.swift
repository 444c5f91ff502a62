import Foundation

/// The four corner radii of a rounded rectangle, in points.
///
/// ```swift
/// let tabShape = CornerRadii(topLeft: 6, topRight: 6, bottomRight: 0, bottomLeft: 0)
/// ```
public struct CornerRadii: Hashable, Sendable, Codable {
    /// Radius of the top-left corner.
    public var topLeft: CGFloat
    /// Radius of the top-right corner.
    public var topRight: CGFloat
    /// Radius of the bottom-right corner.
    public var bottomRight: CGFloat
    /// Radius of the bottom-left corner.
    public var bottomLeft: CGFloat

    /// Creates radii for each corner.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    var all: [CGFloat] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Each radius reduced by `amount` (grown when negative), never below zero: the
    /// radii of the same shape inset by `amount`.
    public func inset(by amount: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - amount), topRight: max(0, topRight - amount),
                    bottomRight: max(0, bottomRight - amount), bottomLeft: max(0, bottomLeft - amount))
    }

    /// The radii scaled down uniformly so that adjacent corners never overlap in
    /// `size` (the CSS rule): a uniform radius becomes at most half the shorter side.
    public func fitted(to size: CGSize) -> CornerRadii {
        let sides: [(CGFloat, CGFloat)] = [
            (size.width, topLeft + topRight), (size.width, bottomLeft + bottomRight),
            (size.height, topLeft + bottomLeft), (size.height, topRight + bottomRight),
        ]
        var factor: CGFloat = 1
        for (length, sum) in sides where sum > 0 {
            factor = min(factor, length / sum)
        }
        guard factor < 1 else { return self }
        return CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor,
                           bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
