import Foundation

extension UIView {
    /// Animates the changes the keyframes added in `animations` make, over
    /// `duration` seconds after `delay`, then calls `completion`.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { cell.center.x += 20 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { cell.center.x -= 20 }
    /// })
    /// ```
    ///
    /// Each property changed becomes one ``CAKeyframeAnimation`` through the
    /// values its keyframes set, each reached at the end of its keyframe and
    /// held until the next one starts, in the calculation mode the options
    /// name (linear by default). A change made outside any keyframe spans the
    /// whole duration. Timing, completion and bad input are as in
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let stack = ViewAnimationStack.current
        // The shared bits (0–9) mean the same in both option sets; the
        // calculation mode's bits are the keyframes' own.
        let shared = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let settings = ViewAnimationSettings(duration: duration, delay: delay, options: shared)
        stack.run(ViewAnimationBlock(settings: settings, inside: stack.blocks.last,
                                     keyframeMode: options.calculationMode, completion: completion), animations)
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes are reached over `frameDuration` from
    /// `frameStartTime`, both fractions of the whole duration (taken into
    /// 0…1; NaN is 0). Outside a keyframe block it runs `animations` as a
    /// change of the enclosing block, or with no animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationStack.current.blocks.last, block.keyframeMode != nil else {
            return animations()
        }
        func fraction(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        let outer = block.currentKeyframe
        let start = fraction(frameStartTime)
        block.currentKeyframe = (start, min(fraction(frameDuration), 1 - start))
        animations()
        block.currentKeyframe = outer
    }
}
