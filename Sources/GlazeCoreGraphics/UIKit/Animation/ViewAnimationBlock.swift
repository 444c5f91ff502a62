import Foundation

/// One open animation block: its settings, resolved against the block it is
/// nested in, and the changes of view properties made inside it, which
/// become animations when the block closes.
final class ViewAnimationBlock {
    /// Seconds each animation runs; 0 applies the changes at once.
    var duration: Double
    /// Seconds from the block's end to the animations' start.
    var delay: Double
    /// The curve of basic animations.
    var curve: UIView.AnimationCurve
    /// Cycles to run: 0 for one, `.infinity` for ever.
    var repeatCount: Float
    /// Whether each cycle runs forward and then back.
    var autoreverses: Bool
    /// Whether animations start from the value shown rather than the model's.
    var beginsFromCurrentState: Bool
    /// Whether views lay out before the animations are made, so that the
    /// changes layout makes animate too.
    var laysOutSubviews: Bool
    /// The spring that times basic animations, when the block is a spring's.
    let spring: ViewSpring?
    /// The calculation mode of a keyframe block; `nil` for other blocks.
    let keyframeMode: CAAnimationCalculationMode?
    /// Whether the block was opened by `beginAnimations(_:context:)`.
    let isBeginCommit: Bool
    /// The keyframe `addKeyframe` is running, as fractions of the duration.
    var currentKeyframe = (start: 0.0, duration: 1.0)
    /// What the block's animations call when they have all stopped.
    let completion: ViewAnimationCompletion
    /// The properties changed inside the block, in the order first changed.
    private(set) var changes: [ViewAnimationChange] = []

    init(settings: ViewAnimationSettings, inside outer: ViewAnimationBlock?, spring: ViewSpring? = nil,
         keyframeMode: CAAnimationCalculationMode? = nil, isBeginCommit: Bool = false,
         completion: ((Bool) -> Void)?) {
        let options = settings.options
        // UIKit's documented inheritance: a nested block takes the enclosing
        // block's duration, curve and repeat options unless it overrides them.
        let inherits = outer != nil
        duration = inherits && !options.contains(.overrideInheritedDuration) ? outer!.duration : settings.duration
        curve = inherits && !options.contains(.overrideInheritedCurve) ? outer!.curve : options.curve
        if inherits, !options.contains(.overrideInheritedOptions), let outer {
            repeatCount = outer.repeatCount
            autoreverses = outer.autoreverses
        } else {
            repeatCount = options.contains(.repeat) ? .infinity : 0
            autoreverses = options.contains(.autoreverse)
        }
        delay = settings.delay
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        laysOutSubviews = options.contains(.layoutSubviews)
        self.spring = spring
        self.keyframeMode = keyframeMode
        self.isBeginCommit = isBeginCommit
        self.completion = ViewAnimationCompletion(completion)
    }

    /// Notes that `key` of `layer` changed to its current value; the first
    /// change of a property keeps the value it started from.
    func record(_ layer: CALayer, key: String, from: Any?, shown: Any?) {
        let value = layer.value(forKey: key)
        let change: ViewAnimationChange
        if let existing = changes.first(where: { $0.layer === layer && $0.key == key }) {
            change = existing
        } else {
            change = ViewAnimationChange(layer: layer, key: key, modelFrom: from, shownFrom: shown)
            changes.append(change)
        }
        change.keyframes.append(ViewKeyframe(start: currentKeyframe.start, duration: currentKeyframe.duration,
                                              value: value))
    }

    /// The animations the block's changes make: none when the duration is 0.
    func makeAnimations(at clock: Double) -> [(CALayer, String, CAAnimation)] {
        guard duration > 0 else { return [] }
        return changes.map { change in
            // A colour that was nil animates from clear, as Core Animation
            // treats a missing colour.
            let recorded = beginsFromCurrentState ? change.shownFrom ?? change.modelFrom : change.modelFrom
            let from: Any? = recorded ?? (change.key.hasSuffix("Color") ? CGColor.clear : nil)
            let animation: CAPropertyAnimation
            if let keyframeMode {
                animation = change.keyframeAnimation(from: from, mode: keyframeMode)
            } else {
                let basic = spring?.animation(duration: duration) ?? CABasicAnimation()
                basic.fromValue = from
                if spring == nil { basic.timingFunction = curve.timingFunction }
                animation = basic
            }
            animation.keyPath = change.key
            animation.duration = duration
            animation.repeatCount = repeatCount
            animation.autoreverses = autoreverses
            if delay > 0 {
                // UIKit fills backwards, so the old value shows while the animation waits.
                animation.beginTime = change.layer.localTime(atClock: clock) + delay
                animation.fillMode = .backwards
            }
            animation.delegate = completion
            return (change.layer, change.key, animation)
        }
    }

    /// The views whose layers changed in the block, each once.
    var changedViews: [UIView] {
        var seen = Set<ObjectIdentifier>()
        return changes.compactMap { change in
            guard seen.insert(ObjectIdentifier(change.layer)).inserted else { return nil }
            return change.layer.delegate as? UIView
        }
    }
}

/// The settings a caller gives an animation block.
struct ViewAnimationSettings {
    var duration: Double
    var delay: Double
    var options: UIView.AnimationOptions

    /// Settings with durations and delays that are negative, NaN or infinite
    /// taken as 0: the changes apply at once, as UIKit applies them for 0.
    init(duration: Double, delay: Double, options: UIView.AnimationOptions) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        self.options = options
    }
}

/// One property changed inside an animation block.
final class ViewAnimationChange {
    let layer: CALayer
    let key: String
    /// The model value before the block changed it.
    let modelFrom: Any?
    /// The value shown then (the presentation's), for `beginFromCurrentState`.
    let shownFrom: Any?
    /// The values the property was set to, each in the keyframe that set it.
    var keyframes: [ViewKeyframe] = []

    init(layer: CALayer, key: String, modelFrom: Any?, shownFrom: Any?) {
        self.layer = layer
        self.key = key
        self.modelFrom = modelFrom
        self.shownFrom = shownFrom
    }

    /// A keyframe animation through the values set, each reached at the end
    /// of its keyframe and held until the next one starts.
    func keyframeAnimation(from: Any?, mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        var times: [Double] = [0], values: [Any?] = [from]
        for frame in keyframes.sorted(by: { $0.start < $1.start }) {
            let start = max(frame.start, times.last ?? 0), end = min(max(frame.start + frame.duration, start), 1)
            if start > (times.last ?? 0) {
                times.append(start)
                values.append(values.last ?? from)
            }
            times.append(end)
            values.append(frame.value)
        }
        if (times.last ?? 0) < 1 {
            times.append(1)
            values.append(values.last ?? from)
        }
        let animation = CAKeyframeAnimation()
        // Only colours can be nil, and a nil colour shows as clear.
        animation.values = values.map { $0 ?? CGColor.clear as Any }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        return animation
    }
}

/// A value set inside `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
struct ViewKeyframe {
    /// When the keyframe starts, as a fraction of the block's duration.
    let start: Double
    /// How long it lasts, as a fraction of the block's duration.
    let duration: Double
    /// The value it sets.
    let value: Any?
}
