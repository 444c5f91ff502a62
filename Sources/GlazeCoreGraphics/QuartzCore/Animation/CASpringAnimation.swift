import Foundation

/// A property animated by a damped spring: a mass on a spring of some
/// stiffness, slowed by damping, released at an initial velocity.
///
/// ```swift
/// let bounce = CASpringAnimation(keyPath: "position.x")
/// bounce.fromValue = 0
/// bounce.toValue = 120
/// bounce.damping = 8
/// bounce.duration = bounce.settlingDuration
/// layer.add(bounce, forKey: "bounce")
/// ```
///
/// The value follows the closed-form solution of the damped harmonic
/// oscillator x″ = −(k/m)·x − (c/m)·x′, from the start value towards the end
/// value (under-, critically or over-damped), at the time elapsed in the
/// cycle; the timing function does not bend it. Masses and stiffnesses that
/// are not positive and finite, and negative or non-finite damping, are taken
/// as Core Animation's defaults.
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring: 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness: 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction that slows the mass: 10 by default.
    open var damping: CGFloat = 10
    /// The mass's speed at the start, in whole distances (start to end) per
    /// second, towards the end value: 0 by default.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest: the time after which it
    /// stays within 0.1 % of the distance from its end value (the value
    /// Glaze computes; Apple's own estimate is not documented).
    open var settlingDuration: CFTimeInterval {
        let spring = Spring(self)
        // The envelope bounds every later displacement, so the first time it
        // drops under the threshold is when the spring has settled.
        var t = 0.0
        while t < 3600, spring.envelope(at: t) >= 0.001 { t += 1.0 / 240 }
        return t
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    override func progress(at time: Double, duration: Double) -> Double {
        Spring(self).position(at: time)
    }
}

/// The damped harmonic oscillator of a ``CASpringAnimation``, in units of the
/// distance from the start value (0) to the end value (1).
struct Spring {
    /// The natural frequency, √(k/m).
    let omega: Double
    /// The damping ratio, c / (2√(km)).
    let zeta: Double
    /// The initial velocity, towards the end.
    let velocity: Double

    init(_ animation: CASpringAnimation) {
        func positive(_ v: CGFloat, _ fallback: Double) -> Double { v.isFinite && v > 0 ? Double(v) : fallback }
        let m = positive(animation.mass, 1), k = positive(animation.stiffness, 100)
        let c = animation.damping.isFinite && animation.damping >= 0 ? Double(animation.damping) : 10
        omega = (k / m).squareRoot()
        zeta = c / (2 * (k * m).squareRoot())
        velocity = animation.initialVelocity.isFinite ? Double(animation.initialVelocity) : 0
    }

    /// How far along the mass is at `t` seconds: 0 at the start, 1 at rest.
    func position(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// The distance still to go (1 at the start), from the solution of the
    /// oscillator with x(0) = 1 and x′(0) = −velocity.
    func displacement(at t: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        // x = A e^(r1 t) + B e^(r2 t), A + B = 1, r1 A + r2 B = −velocity.
        let a = (-velocity - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }

    /// A bound on |displacement| from `t` on.
    func envelope(at t: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = abs((zeta * omega - velocity) / damped)
            return exp(-zeta * omega * t) * (1 + b)
        }
        // Critically and over-damped springs approach without oscillating
        // (after at most one crossing), so the displacement's own size and its
        // rate of change together bound what follows.
        let x = abs(displacement(at: t)), next = abs(displacement(at: t + 0.05))
        return max(x, next)
    }
}
