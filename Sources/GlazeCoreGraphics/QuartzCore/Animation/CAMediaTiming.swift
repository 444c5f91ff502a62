import Foundation

/// The timing an animation (or a layer's own timeline) follows, as Core
/// Animation's protocol declares it. Times are in seconds of the parent's
/// timeline: for an animation, its layer's.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's: 2 is twice as fast, 0 stops it.
    var speed: Float { get set }
    /// A shift of local time, added after ``speed`` applies.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (fractions allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the repeats run, in seconds, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward and then backward.
    var autoreverses: Bool { get set }
    /// What shows before the object begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the layer shows its model value outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last frame stays once the animation ends (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first frame shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double
