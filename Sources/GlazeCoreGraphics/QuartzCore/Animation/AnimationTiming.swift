import Foundation

/// An animation's ``CAMediaTiming`` worked out for its layer: where in a cycle
/// it stands at a moment of the layer's time, and when it starts and ends.
/// Every value is made safe here — durations, counts and speeds that are zero,
/// negative, NaN, infinite or huge — so that no input can make a timeline
/// that traps, loops or never answers.
struct AnimationTiming {
    let begin: Double
    let duration: Double
    let speed: Double
    let offset: Double
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode
    /// One cycle: twice ``duration`` when it autoreverses.
    let cycle: Double
    /// How long the animation is active, in its own time; `.infinity` for ever.
    let active: Double

    init(_ animation: CAAnimation, transactionDuration: Double) {
        begin = animation.beginTime.isFinite ? animation.beginTime : 0
        let d = animation.duration
        duration = d.isNaN || d <= 0 ? transactionDuration : d
        let s = Double(animation.speed)
        speed = s.isFinite ? s : 1
        offset = animation.timeOffset.isFinite ? animation.timeOffset : 0
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
        cycle = autoreverses ? duration * 2 : duration
        let count = Double(animation.repeatCount), repeatDuration = animation.repeatDuration
        if repeatDuration > 0 {
            active = repeatDuration
        } else if count > 0 {
            active = count * cycle
        } else {
            active = cycle
        }
    }

    /// The animation's own time at the layer's time `t`.
    func localTime(at t: Double) -> Double {
        // A speed of 0 holds the animation at its offset, even at t = ±∞.
        speed == 0 ? offset : (t - begin) * speed + offset
    }

    /// Seconds into the current cycle (0…duration, played backward on the way
    /// back of an autoreversing cycle) at the layer's time `t`, or `nil` when
    /// the animation shows nothing then.
    func cycleTime(at t: Double) -> Double? {
        var local = localTime(at: t)
        guard !local.isNaN else { return nil }
        var ended = false
        if local < 0 {
            guard fillMode.fillsBackwards else { return nil }
            local = 0
        } else if local >= active {
            guard fillMode.fillsForwards else { return nil }
            local = active
            ended = true
        }
        guard cycle.isFinite, cycle > 0 else { return min(local, duration) }
        var within: Double
        if ended {
            let cycles = (active / cycle).rounded(.down)
            within = active - cycles * cycle
            if within == 0, active > 0 { within = cycle }
        } else {
            within = local.truncatingRemainder(dividingBy: cycle)
        }
        if autoreverses, within > duration { within = cycle - within }
        return min(max(within, 0), duration)
    }

    /// The layer's time at which the animation starts.
    var startTime: Double { begin }

    /// The layer's time at which the animation ends; `.infinity` when it never does.
    var endTime: Double {
        guard speed > 0, active.isFinite else { return .infinity }
        let end = begin + (active - offset) / speed
        return end.isNaN ? .infinity : max(end, begin)
    }
}
