import Foundation

/// Animations run together on one timeline: each child's times are in the
/// group's time, and a child shows nothing beyond the group's duration.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [grow, fade]
/// group.duration = 0.5
/// layer.add(group, forKey: "appear")
/// ```
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group; their delegates are not called (the group's is).
    open var animations: [CAAnimation]?

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as? CAAnimation ?? $0 }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to layer: CALayer, cycleTime: Double, cycleDuration: Double) {
        // The group's timing function bends the time its children see.
        let fraction = cycleDuration > 0 && cycleDuration.isFinite ? cycleTime / cycleDuration : 0
        let time = timingFunction.map { $0.progress(at: fraction) * cycleDuration } ?? cycleTime
        for child in animations ?? [] {
            // A child with no duration of its own lasts as long as the group.
            let timing = AnimationTiming(child, transactionDuration: cycleDuration.isFinite ? cycleDuration : 0.25)
            guard let local = timing.cycleTime(at: time) else { continue }
            child.apply(to: layer, cycleTime: local, cycleDuration: timing.duration)
        }
    }
}
