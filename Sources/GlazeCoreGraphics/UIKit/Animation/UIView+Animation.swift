import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views over `duration`
    /// seconds on the ease-in-ease-out curve.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3) {
    ///     badge.alpha = 0
    ///     badge.center.y -= 20
    /// }
    /// ```
    ///
    /// As in UIKit, the block runs at once and the views' properties take
    /// their new values; each change of an animatable property (`frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, the
    /// layer's `cornerRadius`) becomes a ``CABasicAnimation`` on the view's
    /// layer under the property's key, from the old value, beginning at
    /// ``CACurrentMediaTime()``: the caller's clock (``CAMediaClock``) runs it.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then calls `completion`; see
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes, after `delay` seconds, with
    /// `options`, then calls `completion`.
    ///
    /// `completion` runs once every animation the block made has stopped —
    /// when the clock passes their end and the tree is rendered or a layer's
    /// animations are read — with `true` if they all ran to the end, `false`
    /// if one was removed first or replaced by a later block's animation of
    /// the same property (that block's handler runs after this one's). When
    /// the block animated nothing (no animatable change, a duration of 0, or
    /// animations disabled), it runs at the next display pass, finished.
    ///
    /// The options work as in UIKit: the curve; `.repeat` (for ever) and
    /// `.autoreverse`; `.beginFromCurrentState`, which starts each animation
    /// from the value shown now rather than from the old model value;
    /// `.layoutSubviews`, which lays out the changed views inside the block;
    /// and the inheritance options of nested blocks. A delay keeps the old
    /// value showing until the animation starts. A duration or delay that is
    /// negative, NaN or infinite counts as 0.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let stack = ViewAnimationStack.current
        let settings = ViewAnimationSettings(duration: duration, delay: delay, options: options)
        stack.run(ViewAnimationBlock(settings: settings, inside: stack.blocks.last, completion: completion), animations)
    }

    /// Animates the changes `animations` makes with a spring, then calls
    /// `completion`: each change becomes a ``CASpringAnimation`` that ends
    /// at `duration`.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
    ///                initialSpringVelocity: 0, options: [], animations: {
    ///     card.center.x = 160
    /// })
    /// ```
    ///
    /// `dampingRatio` is the spring's damping ratio (1 settles without
    /// overshooting; values are taken into 0.01…1), `velocity` its speed at
    /// the start in whole distances per second. UIKit does not document how
    /// it fits the spring to the duration; Glaze takes the spring of mass 1
    /// whose oscillation dies down to 0.1 % of the distance at `duration`
    /// (see the porting guide). Curve options are ignored, as the spring
    /// times the animation.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let stack = ViewAnimationStack.current
        let settings = ViewAnimationSettings(duration: duration, delay: delay, options: options)
        let spring = ViewSpring(dampingRatio: dampingRatio, velocity: velocity)
        stack.run(ViewAnimationBlock(settings: settings, inside: stack.blocks.last, spring: spring,
                                     completion: completion), animations)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside
    /// an animation block: its changes apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let stack = ViewAnimationStack.current
        let wasEnabled = stack.animationsEnabled
        stack.animationsEnabled = false
        actionsWithoutAnimation()
        stack.animationsEnabled = wasEnabled
    }

    /// Whether animation blocks animate on this thread: `true` unless
    /// ``setAnimationsEnabled(_:)`` turned them off.
    public class var areAnimationsEnabled: Bool {
        ViewAnimationStack.current.animationsEnabled
    }

    /// Turns animation blocks on or off for this thread; while off, their
    /// changes apply at once and their completion handlers get `true`.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationStack.current.animationsEnabled = enabled
    }

    /// The duration of the innermost open animation block, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationStack.current.blocks.last?.duration ?? 0
    }
}
