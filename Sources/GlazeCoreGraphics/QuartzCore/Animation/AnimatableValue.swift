import Foundation
import Glaze

/// The values Core Animation interpolates, read from the `Any` that key-value
/// coding and animations carry: numbers, points, sizes, rectangles, colours,
/// transforms, paths and arrays of them. Anything else changes in one step.
enum AnimatableValue {
    case number(Double, NumberKind)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)
    case path(CGPath)
    case list([AnimatableValue])
    case other(Any)

    /// The Swift type a number came as, so that it goes back as the same.
    /// Integers come back as `Double`: `fromValue = 0` means the number 0,
    /// and the values between are fractions.
    enum NumberKind {
        case cgFloat, double, float
    }

    init(_ any: Any) {
        switch any {
        case let v as CGFloat: self = .number(Double(v), .cgFloat)
        case let v as Double: self = .number(v, .double)
        case let v as Float: self = .number(Double(v), .float)
        case let v as Int: self = .number(Double(v), .double)
        case let v as NSNumber: self = .number(v.doubleValue, .double)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGPath: self = .path(v)
        case let v as [Any]: self = .list(v.map(AnimatableValue.init))
        default: self = .other(any)
        }
    }

    /// The value as the `Any` a layer's ``CALayer/setValue(_:forKey:)`` takes.
    var any: Any {
        switch self {
        case let .number(v, kind):
            switch kind {
            case .cgFloat: return CGFloat(v)
            case .double: return v
            case .float: return Float(v)
            }
        case let .point(v): return v
        case let .size(v): return v
        case let .rect(v): return v
        case let .color(v): return v
        case let .transform(v): return v
        case let .path(v): return v
        case let .list(v): return v.map(\.any)
        case let .other(v): return v
        }
    }

    /// The value a fraction `f` of the way from `a` to `b` (f may leave 0…1,
    /// as timing functions and springs overshoot). Values that cannot be
    /// interpolated switch from `a` to `b` halfway.
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double) -> AnimatableValue {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(f) }
        switch (a, b) {
        case let (.number(x, kind), .number(y, _)): return .number(x + (y - x) * f, kind)
        case let (.point(p), .point(q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case let (.size(p), .size(q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: mix(p.minX, q.minX), y: mix(p.minY, q.minY),
                                width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case let (.color(p), .color(q)):
            let c = rgba(p), d = rgba(q)
            let m = (0..<4).map { mix(c[$0], d[$0]) }
            return .color(CGColor(red: m[0], green: m[1], blue: m[2], alpha: m[3]))
        case let (.transform(p), .transform(q)): return .transform(TransformParts(p).mixed(with: TransformParts(q), f).transform)
        case let (.path(p), .path(q)):
            guard let mixed = mixPaths(p.path, q.path, f) else { return f < 0.5 ? a : b }
            return .path(CGPath(path: mixed))
        case let (.list(p), .list(q)) where p.count == q.count:
            return .list(zip(p, q).map { interpolate($0, $1, f) })
        default: return f < 0.5 ? a : b
        }
    }

    /// `a + b`, for `byValue` and additive animations; `a` where there is no sum.
    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.number(x, kind), .number(y, _)): return .number(x + y, kind)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(q, p))
        case let (.list(p), .list(q)) where p.count == q.count: return .list(zip(p, q).map { add($0, $1) })
        default: return b
        }
    }

    /// `a - b`, for a `byValue` with only `toValue`.
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.number(x, kind), .number(y, _)): return .number(x - y, kind)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.minX - q.minX, y: p.minY - q.minY, width: p.width - q.width, height: p.height - q.height))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, CATransform3DInvert(q)))
        default: return a
        }
    }

    /// How far apart `a` and `b` are, for paced keyframes: Euclidean over the
    /// components; 0 where there is no distance.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case let (.number(x, _), .number(y, _)): return abs(y - x)
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case let (.rect(p), .rect(q)):
            let d = [q.minX - p.minX, q.minY - p.minY, q.width - p.width, q.height - p.height]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case let (.color(p), .color(q)):
            let c = rgba(p), d = rgba(q)
            let squares: [CGFloat] = (0..<4).map { (index: Int) -> CGFloat in
                let step = d[index] - c[index]
                return step * step
            }
            return Double(squares.reduce(0, +).squareRoot())
        default: return 0
        }
    }

    /// A colour's red, green, blue and alpha (greys spread over the three).
    static func rgba(_ color: CGColor) -> [CGFloat] {
        let c = color.components ?? [0, 1]
        switch c.count {
        case 2: return [c[0], c[0], c[0], c[1]]
        case 4...: return Array(c.prefix(4))
        default: return [0, 0, 0, c.first ?? 1]
        }
    }

    /// Two paths of the same elements with each point moved a fraction `f` of
    /// the way, as Core Animation morphs paths; `nil` when their elements differ.
    static func mixPaths(_ p: Path, _ q: Path, _ f: Double) -> Path? {
        // Applying a transform reduces every element to moves, lines, cubic curves and closes.
        let a = p.applying(AffineTransform.identity).elements, b = q.applying(AffineTransform.identity).elements
        guard a.count == b.count else { return nil }
        func mix(_ x: CGPoint, _ y: CGPoint) -> CGPoint {
            CGPoint(x: x.x + (y.x - x.x) * CGFloat(f), y: x.y + (y.y - x.y) * CGFloat(f))
        }
        var path = Path()
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.move(s), .move(t)): path.move(to: mix(s, t))
            case let (.line(s), .line(t)): path.addLine(to: mix(s, t))
            case let (.curve(s, c1, c2), .curve(t, d1, d2)):
                path.addCurve(to: mix(s, t), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): path.closeSubpath()
            default: return nil
            }
        }
        return path
    }

    // MARK: Reading one type from an `Any`

    /// A number as `CGFloat`, from any of the numeric types.
    static func number(_ any: Any?) -> CGFloat? {
        guard let any, case let .number(v, _) = AnimatableValue(any) else { return nil }
        return CGFloat(v)
    }

    /// A point, or `nil` for another type.
    static func point(_ any: Any?) -> CGPoint? { any as? CGPoint }
    /// A size, or `nil` for another type.
    static func size(_ any: Any?) -> CGSize? { any as? CGSize }
    /// A rectangle, or `nil` for another type.
    static func rect(_ any: Any?) -> CGRect? { any as? CGRect }

    /// A colour from a `CGColor` or `UIColor`; `nil` otherwise.
    static func color(_ any: Any?) -> CGColor? {
        guard let any, case let .color(c) = AnimatableValue(any) else { return nil }
        return c
    }

    /// A path, or `nil` for another type.
    static func path(_ any: Any?) -> CGPath? { any as? CGPath }

    /// A flag from a `Bool` or a number (non-zero is true).
    static func flag(_ any: Any?) -> Bool? {
        if let b = any as? Bool { return b }
        return number(any).map { $0 != 0 }
    }
}
