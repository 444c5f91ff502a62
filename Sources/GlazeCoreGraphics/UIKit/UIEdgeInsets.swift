import Foundation
import Glaze

/// Distances inward from each edge of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    var glaze: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}
