import Foundation

/// An animation of one property through a list of values, or of a point
/// along a path.
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 10, 0]
/// shake.keyTimes = [0, 0.2, 0.5, 0.8, 1]
/// shake.isAdditive = true
/// shake.duration = 0.4
/// layer.add(shake, forKey: "shake")
/// ```
///
/// As in Core Animation, ``keyTimes`` that do not match ``values`` (a count
/// other than the values' — one more for ``CAAnimationCalculationMode/discrete`` —,
/// a time outside 0…1, or times that go back) are ignored and the values
/// spread evenly; so are ``timingFunctions`` of the wrong count.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the property passes through.
    open var values: [Any]?
    /// A path for a point property to follow; it takes the place of ``values``.
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The curve of each span between two values (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keyframes are worked out: linear by default.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    override func value(at time: Double, duration: Double, base: AnimatableValue?) -> AnimatableValue? {
        let p = progress(at: time, duration: duration)
        if let path, let point = KeyframePath(path)?.point(at: p, paced: isPaced) { return .point(point) }
        guard let values, !values.isEmpty else { return nil }
        let frames = values.map(AnimatableValue.init)
        guard frames.count > 1 else { return frames[0] }
        let times = resolvedKeyTimes(for: frames)
        if calculationMode == .discrete {
            let index = (times.lastIndex { $0 <= p } ?? 0)
            return frames[min(index, frames.count - 1)]
        }
        let span = min(max((times.lastIndex { $0 <= p } ?? 0), 0), frames.count - 2)
        let length = times[span + 1] - times[span]
        var f = length > 0 ? (p - times[span]) / length : 1
        if let functions = timingFunctions, functions.count == frames.count - 1 {
            f = functions[span].progress(at: f)
        }
        guard calculationMode == .cubic || calculationMode == .cubicPaced else {
            return AnimatableValue.interpolate(frames[span], frames[span + 1], f)
        }
        return CatmullRom.value(frames, span: span, f)
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The keyframe times used: ``keyTimes`` when they fit the values, else
    /// even spacing (or, when paced, spacing by the distance between values).
    func resolvedKeyTimes(for frames: [AnimatableValue]) -> [Double] {
        let discrete = calculationMode == .discrete
        let wanted = discrete ? frames.count + 1 : frames.count
        if isPaced {
            let steps = zip(frames, frames.dropFirst()).map { AnimatableValue.distance($0, $1) }
            let total = steps.reduce(0, +)
            if total > 0, total.isFinite {
                var sum = 0.0
                return [0] + steps.map { sum += $0; return sum / total }
            }
        } else if let given = keyTimes?.map(\.doubleValue), given.count == wanted,
                  given.allSatisfy({ (0...1).contains($0) }), zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) {
            return given
        }
        let spans = Double(discrete ? frames.count : frames.count - 1)
        return (0..<wanted).map { Double($0) / spans }
    }
}

/// How a keyframe animation works out values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, with no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole animation: key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull–Rom curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
