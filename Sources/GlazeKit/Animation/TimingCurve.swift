import Foundation
import Glaze

/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to
/// (1, 1) through two control points, as Core Animation's timing functions are.
///
/// ```swift
/// let eased = TimingCurve.easeInEaseOut.progress(at: 0.25)  // ≈ 0.129
/// ```
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    public let control1: CGPoint
    /// The second control point.
    public let control2: CGPoint

    /// Creates a curve through two control points.
    /// - Throws: `GlazeError.Code.invalidArgument` when a control
    ///   point is not finite or its x is outside 0…1 (time must only move forward).
    public init(_ control1: CGPoint, _ control2: CGPoint) throws(GlazeError) {
        for point in [control1, control2] {
            guard point.x.isFinite, point.y.isFinite, (0...1).contains(point.x) else {
                throw GlazeError(.invalidArgument(name: "timing curve control point", value: "(\(point.x), \(point.y))",
                                       reason: "must be finite, with x in 0...1"))
            }
        }
        self.control1 = control1
        self.control2 = control2
    }

    private init(uncheckedControl1 control1: CGPoint, control2: CGPoint) {
        self.control1 = control1
        self.control2 = control2
    }

    /// Constant speed.
    public static let linear = TimingCurve(uncheckedControl1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 1, y: 1))
    /// Slow, fast, slow: (0.42, 0) and (0.58, 1), UIKit's default curve for view animations.
    public static let easeInEaseOut = TimingCurve(uncheckedControl1: CGPoint(x: 0.42, y: 0), control2: CGPoint(x: 0.58, y: 1))

    /// The progress, 0…1 (or beyond, for control points outside 0…1 in y), at
    /// `time` as a fraction of the duration, clamped to 0…1.
    public func progress(at time: Double) -> Double {
        let x = min(max(time, 0), 1)
        if x == 0 || x == 1 { return x }
        // x(s) is monotonic in s for control x in 0…1, so bisection always
        // converges; 52 halvings reach a Double's precision.
        var low = 0.0, high = 1.0, s = x
        for _ in 0..<52 {
            let value = Self.bezier(s, Double(control1.x), Double(control2.x))
            if value == x { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.bezier(s, Double(control1.y), Double(control2.y))
    }

    /// One coordinate of the curve at parameter `s`, with end points 0 and 1.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
}
