import Foundation

/// What an animation tells its delegate as the caller's clock passes its start
/// and end (see ``CAMediaClock``).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has begun: the layer was rendered (or its animations read)
    /// at a time past its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has ended: `flag` is true when it ran to its end, false
    /// when it was removed from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, as an Objective-C delegate without the method does.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing, as an Objective-C delegate without the method does.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
