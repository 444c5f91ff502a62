import Foundation

/// The spring of `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
/// a damping ratio and an initial velocity, fitted to the block's duration.
///
/// UIKit does not document how it turns a duration into a spring. Glaze
/// chooses the spring of mass 1 whose oscillation dies down, by the envelope
/// e^(−ζωt), to 0.1 % of the distance at the duration: ζω = ln 1000 / duration.
/// The animation ends at the duration, where the value is within that 0.1 %
/// (times 1 + the velocity term) of its end, and the model value takes over.
struct ViewSpring {
    /// The damping ratio ζ: 1 comes to rest without overshooting; nearer 0
    /// oscillates more. Taken into 0.01…1; NaN is 1.
    let dampingRatio: Double
    /// The speed at the start, in whole distances per second; within ±1000,
    /// NaN and infinities 0.
    let velocity: Double

    /// The smallest damping ratio used: below it the spring's frequency,
    /// ln 1000 / (ζ · duration), would grow without bound.
    static let minimumDampingRatio = 0.01
    /// The largest initial velocity, in distances per second, either way.
    static let maximumVelocity = 1000.0

    init(dampingRatio: CGFloat, velocity: CGFloat) {
        let ratio = Double(dampingRatio)
        self.dampingRatio = ratio.isNaN ? 1 : min(max(ratio, Self.minimumDampingRatio), 1)
        let v = Double(velocity)
        self.velocity = v.isFinite ? min(max(v, -Self.maximumVelocity), Self.maximumVelocity) : 0
    }

    /// The undamped angular frequency ω for a block of `duration` seconds,
    /// at most 10⁶ per second so that the stiffness ω² stays finite for the
    /// shortest durations (which end before a frame could show the difference).
    func omega(duration: Double) -> Double {
        min(log(1000) / (dampingRatio * duration), 1e6)
    }

    /// A spring animation with this spring's mass, stiffness and damping.
    func animation(duration: Double) -> CASpringAnimation {
        let omega = omega(duration: duration)
        let spring = CASpringAnimation()
        spring.mass = 1
        spring.stiffness = CGFloat(omega * omega)
        spring.damping = CGFloat(2 * dampingRatio * omega)
        spring.initialVelocity = CGFloat(velocity)
        return spring
    }
}
