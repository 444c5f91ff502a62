import Foundation

/// An animation of one property of a layer, named by a key path such as
/// `"opacity"`, `"position.x"`, `"transform.rotation.z"` or `"strokeEnd"`
/// (see ``CALayer/value(forKeyPath:)``).
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property animated.
    open var keyPath: String?
    /// Whether the animation's value is added to the property's current value
    /// rather than replacing it.
    open var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    override func apply(to layer: CALayer, cycleTime: Double, cycleDuration: Double) {
        guard let keyPath else { return }
        let base = layer.value(forKeyPath: keyPath).map(AnimatableValue.init)
        guard var value = value(at: cycleTime, duration: cycleDuration, base: base) else { return }
        if isAdditive, let base { value = AnimatableValue.add(base, value) }
        layer.setValue(value.any, forKeyPath: keyPath)
    }

    /// The value at `time` seconds into a cycle of `duration`, given the
    /// property's value before this animation (`nil` when it has none).
    func value(at time: Double, duration: Double, base: AnimatableValue?) -> AnimatableValue? { nil }

    /// The cycle's progress after ``CAAnimation/timingFunction``.
    func progress(at time: Double, duration: Double) -> Double {
        let fraction = duration > 0 && duration.isFinite ? time / duration : 0
        return timingFunction?.progress(at: fraction) ?? min(max(fraction, 0), 1)
    }
}
