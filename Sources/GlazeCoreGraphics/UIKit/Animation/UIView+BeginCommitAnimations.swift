import Foundation

// UIKit's animation methods before blocks (iOS 3), still used by older code
// such as the side-swipe recipe. `setAnimationDelegate(_:)`,
// `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)` are absent: they
// name selectors, which need the Objective-C runtime. Chain steps with
// `CATransaction.setCompletionBlock(_:)` inside the begin/commit pair, or
// with the completion handler of `animate(withDuration:animations:completion:)`.
extension UIView {
    /// Opens an animation block whose changes animate when
    /// ``commitAnimations()`` closes it: 0.2 seconds on the ease-in-ease-out
    /// curve unless the `setAnimation…` methods say otherwise, as in UIKit.
    ///
    /// ```swift
    /// UIView.beginAnimations(nil, context: nil)
    /// UIView.setAnimationDuration(0.2)
    /// indicator.frame.origin.x = 120
    /// UIView.commitAnimations()
    /// ```
    ///
    /// The identifier and context are for the delegate's selectors, which
    /// are absent; they are accepted and unused.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let stack = ViewAnimationStack.current
        let settings = ViewAnimationSettings(duration: 0.2, delay: 0, options: [])
        stack.open(ViewAnimationBlock(settings: settings, inside: stack.blocks.last, isBeginCommit: true,
                                      completion: nil))
    }

    /// Closes the innermost ``beginAnimations(_:context:)`` block and starts
    /// its animations. Without an open one it does nothing.
    public class func commitAnimations() {
        let stack = ViewAnimationStack.current
        guard let block = stack.blocks.last, block.isBeginCommit else { return }
        stack.close(block)
    }

    /// Sets the duration of the open begin/commit block; a negative, NaN or
    /// infinite value counts as 0. Outside such a block it does nothing.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBeginCommitBlock?.duration = duration.isFinite && duration > 0 ? duration : 0
    }

    /// Sets the delay of the open begin/commit block; a negative, NaN or
    /// infinite value counts as 0. Outside such a block it does nothing.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        openBeginCommitBlock?.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    /// Sets the curve of the open begin/commit block.
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        openBeginCommitBlock?.curve = curve
    }

    /// Sets how many times the open begin/commit block's animations run:
    /// fractions allowed, `.infinity` for ever, 0 or less once.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        openBeginCommitBlock?.repeatCount = repeatCount.isNaN || repeatCount < 0 ? 0 : repeatCount
    }

    /// Sets whether each cycle of the open begin/commit block runs forward and then back.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openBeginCommitBlock?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the open begin/commit block's animations start from the
    /// values shown now. Set it before the changes it should apply to.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        openBeginCommitBlock?.beginsFromCurrentState = fromCurrentState
    }

    /// The innermost open block, when `beginAnimations(_:context:)` opened it.
    private static var openBeginCommitBlock: ViewAnimationBlock? {
        guard let block = ViewAnimationStack.current.blocks.last, block.isBeginCommit else { return nil }
        return block
    }
}
