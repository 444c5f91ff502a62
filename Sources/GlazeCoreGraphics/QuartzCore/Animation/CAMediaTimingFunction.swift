import Foundation

/// How an animation's progress follows its time: a cubic Bézier curve from
/// (0, 0) to (1, 1) whose two control points shape it, as in Core Animation.
///
/// ```swift
/// animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// let snappy = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)
/// ```
///
/// The curve is solved for x to within 1e-7 (Newton's method, with bisection
/// where the slope is too flat for it), so values match the curve, not a table.
public final class CAMediaTimingFunction: Sendable {
    /// The first control point.
    let c1: (x: Double, y: Double)
    /// The second control point.
    let c2: (x: Double, y: Double)

    /// A curve with control points (c1x, c1y) and (c2x, c2y); x is clamped to
    /// 0…1 so that the curve is a function of time, and a non-finite value
    /// becomes that of the linear curve.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func finite(_ v: Float, _ fallback: Double) -> Double { v.isFinite ? Double(v) : fallback }
        c1 = (min(max(finite(c1x, 0), 0), 1), finite(c1y, 0))
        c2 = (min(max(finite(c2x, 1), 0), 1), finite(c2y, 1))
    }

    /// One of Core Animation's named curves, with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `idx` (0 to 3: the two ends and the two controls) as x, y.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double) = switch idx {
        case 1: c1
        case 2: c2
        case 3...: (1, 1)
        default: (0, 0)
        }
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The progress at time fraction `x` (0…1, clamped).
    func progress(at x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        return bezier(c1.y, c2.y, parameter(forX: x))
    }

    /// The curve's coordinate at parameter `t`, for one axis with controls `a` and `b`.
    private func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private func slope(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }

    /// The parameter where the curve's x is `x`: x(t) rises from 0 to 1, so
    /// bisection always converges; Newton's steps get there sooner.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(c1.x, c2.x, t) - x
            if abs(error) < 1e-7 { return t }
            let d = slope(c1.x, c2.x, t)
            guard abs(d) > 1e-6 else { break }
            t -= error / d
            guard (0...1).contains(t) else { break }
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = bezier(c1.x, c2.x, t)
            if abs(value - x) < 1e-7 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even progress: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve, which implicit animations use: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
