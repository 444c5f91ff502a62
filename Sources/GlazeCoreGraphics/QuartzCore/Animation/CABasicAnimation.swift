import Foundation

/// An animation of one property between two values.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.duration = 0.3
/// layer.add(fade, forKey: "fade")
/// ```
///
/// The values it runs between follow Core Animation's rules: `fromValue` to
/// `toValue`; `fromValue` to `fromValue + byValue`; `toValue - byValue` to
/// `toValue`; from `fromValue`, `toValue` or `byValue` alone, the property's
/// current value stands for the missing end.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The change the animation makes.
    open var byValue: Any?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func value(at time: Double, duration: Double, base: AnimatableValue?) -> AnimatableValue? {
        let from = fromValue.map(AnimatableValue.init), to = toValue.map(AnimatableValue.init)
        let by = byValue.map(AnimatableValue.init)
        let start: AnimatableValue?, end: AnimatableValue?
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, AnimatableValue.add(from, by))
        case let (nil, to?, by?): (start, end) = (AnimatableValue.subtract(to, by), to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, to?, nil): (start, end) = (base, to)
        case let (nil, nil, by?): (start, end) = (base, base.map { AnimatableValue.add($0, by) })
        case (nil, nil, nil): (start, end) = (base, base)
        }
        guard let start, let end else { return start ?? end }
        return AnimatableValue.interpolate(start, end, progress(at: time, duration: duration))
    }
}
