import Foundation

extension UIView {
    /// Which parts of a view's frame stretch when its superview changes size
    /// (UIKit's raw values): the springs and struts of classic layout.
    ///
    /// ```swift
    /// let footer = UIView(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
    /// footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]   // stays at the bottom, full width
    /// ```
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews by their masks after the bounds changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        guard autoresizesSubviews, newSize != oldSize, oldSize.width.isFinite, oldSize.height.isFinite,
              newSize.width.isFinite, newSize.height.isFinite else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = Self.resize(frame.minX, frame.width, oldSize.width, newSize.width,
                                         mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                         mask.contains(.flexibleRightMargin))
            let (y, height) = Self.resize(frame.minY, frame.height, oldSize.height, newSize.height,
                                          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                          mask.contains(.flexibleBottomMargin))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// One axis of a frame at `origin` and `length` in a superview going from
    /// `old` to `new` long: the change is shared among the flexible parts in
    /// proportion to their lengths (equally when they are all zero), as
    /// springs and struts share it.
    private static func resize(_ origin: CGFloat, _ length: CGFloat, _ old: CGFloat, _ new: CGFloat,
                               _ leading: Bool, _ middle: Bool, _ trailing: Bool) -> (CGFloat, CGFloat) {
        let parts = [(leading, max(origin, 0)), (middle, max(length, 0)), (trailing, max(old - origin - length, 0))]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, length) }
        let delta = new - old
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(parts[0]), max(length + share(parts[1]), 0))
    }
}
