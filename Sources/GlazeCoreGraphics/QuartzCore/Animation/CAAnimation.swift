import Foundation

/// An animation: its timing (``CAMediaTiming``), its delegate and whether it
/// leaves its layer when it ends. Add one of its subclasses to a layer with
/// ``CALayer/add(_:forKey:)``; the layer keeps a copy, which the caller's
/// clock (``CAMediaClock``) runs.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// When the animation begins, in its layer's time; 0 means "when added":
    /// ``CALayer/add(_:forKey:)`` sets it to the layer's current time.
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle in seconds. 0 (the default), a negative value
    /// or NaN means the transaction's duration when the animation is added,
    /// 0.25 s unless ``CATransaction/setAnimationDuration(_:)`` said otherwise;
    /// `.infinity` means an animation that never reaches its end.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's: 1 by default;
    /// 0 holds it still, a negative speed holds it at its start. A non-finite
    /// speed is taken as 1.
    open var speed: Float = 1
    /// A shift of the animation's time, in seconds.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles run: fractions allowed, `.infinity` forever; 0, a
    /// negative count or NaN run one cycle.
    open var repeatCount: Float = 0
    /// How long the cycles repeat, in seconds, instead of a count; 0 (and a
    /// negative or NaN value) means unused.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forward and then back (a cycle is then twice ``duration``).
    open var autoreverses = false
    /// What shows outside the active time: ``CAMediaTimingFillMode/removed`` by default.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// How progress follows time within a cycle; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves its layer once it ends: true by default.
    /// Set it false, with ``fillMode`` `.forwards`, to keep the last frame.
    open var isRemovedOnCompletion = true
    /// The object told when the animation starts and stops; kept strongly, as
    /// Core Animation keeps it.
    open var delegate: CAAnimationDelegate?

    /// An animation with Core Animation's defaults.
    public required override init() {}

    /// A new animation of the class.
    public class func animation() -> Self { Self() }

    /// The default value of a timing property named `key`, as Core Animation
    /// reports it: `nil` for every key here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with the same settings; the layer keeps one in ``CALayer/add(_:forKey:)``.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Copies every setting of `other` into this animation; subclasses copy theirs and call `super`.
    func copySettings(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
    }

    /// Adds the animation to the layer `anObject` under the key `event`: what
    /// an animation does as a layer's action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The keys of the layer this animation changes, for ``CALayer/presentation()``.
    var animatedKeyPaths: [String] { [] }

    /// Applies the animation to `layer` (a presentation copy) at `cycleTime`
    /// seconds into a cycle of `cycleDuration` seconds, in time order with the others.
    func apply(to layer: CALayer, cycleTime: Double, cycleDuration: Double) {}
}
