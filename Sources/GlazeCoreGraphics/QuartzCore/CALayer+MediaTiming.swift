import Foundation

/// A layer's own timeline against its superlayer's: what ``CALayer``'s
/// ``CAMediaTiming`` properties set. Only the begin time, speed and offset
/// move a layer's time; the rest are kept for code that reads them.
struct LayerTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// The begin time, speed and offset, each taken as its default when not finite.
    private var finite: (begin: Double, speed: Double, offset: Double) {
        (beginTime.isFinite ? beginTime : 0, speed.isFinite ? Double(speed) : 1, timeOffset.isFinite ? timeOffset : 0)
    }

    /// The layer's time when its superlayer's is `t`.
    func localTime(fromParent t: Double) -> Double {
        let (begin, speed, offset) = finite
        return speed == 0 ? offset : (t - begin) * speed + offset
    }

    /// The superlayer's time when the layer's is `t` (its begin time when the speed is 0).
    func parentTime(fromLocal t: Double) -> Double {
        let (begin, speed, offset) = finite
        return speed == 0 ? begin : (t - offset) / speed + begin
    }
}

extension CALayer: CAMediaTiming {
    /// When the layer's timeline begins, in its superlayer's time.
    public var beginTime: CFTimeInterval {
        get { ownTiming.beginTime }
        set { ownTiming.beginTime = newValue }
    }

    /// Kept for code that reads it; a layer's timeline has no end.
    public var duration: CFTimeInterval {
        get { ownTiming.duration }
        set { ownTiming.duration = newValue }
    }

    /// How fast the layer's time, and its animations', runs against its
    /// superlayer's: 0 pauses them (with ``timeOffset`` the paused time).
    ///
    /// ```swift
    /// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    /// layer.speed = 0
    /// layer.timeOffset = paused
    /// ```
    public var speed: Float {
        get { ownTiming.speed }
        set { ownTiming.speed = newValue }
    }

    /// A shift of the layer's time, added after ``speed`` applies.
    public var timeOffset: CFTimeInterval {
        get { ownTiming.timeOffset }
        set { ownTiming.timeOffset = newValue }
    }

    /// Kept for code that reads it; a layer's timeline does not repeat.
    public var repeatCount: Float {
        get { ownTiming.repeatCount }
        set { ownTiming.repeatCount = newValue }
    }

    /// Kept for code that reads it; a layer's timeline does not repeat.
    public var repeatDuration: CFTimeInterval {
        get { ownTiming.repeatDuration }
        set { ownTiming.repeatDuration = newValue }
    }

    /// Kept for code that reads it; a layer's timeline does not reverse.
    public var autoreverses: Bool {
        get { ownTiming.autoreverses }
        set { ownTiming.autoreverses = newValue }
    }

    /// Kept for code that reads it.
    public var fillMode: CAMediaTimingFillMode {
        get { ownTiming.fillMode }
        set { ownTiming.fillMode = newValue }
    }

    /// The superlayer's time when the clock reads `clock` (the clock itself for a root layer).
    func parentTime(atClock clock: Double) -> Double {
        var chain: [CALayer] = []
        var current = superlayer
        while let layer = current {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain.reversed().reduce(clock) { $1.ownTiming.localTime(fromParent: $0) }
    }

    /// The layer's own time when the clock reads `clock`.
    func localTime(atClock clock: Double) -> Double {
        ownTiming.localTime(fromParent: parentTime(atClock: clock))
    }

    /// `t` in `layer`'s time (the clock's for `nil`), in this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let clock = layer.map { $0.clockTime(atLocal: t) } ?? t
        return localTime(atClock: clock)
    }

    /// `t` in this layer's time, in `layer`'s time (the clock's for `nil`).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let clock = clockTime(atLocal: t)
        return layer.map { $0.localTime(atClock: clock) } ?? clock
    }

    /// The clock's time when this layer's reads `t`.
    private func clockTime(atLocal t: Double) -> Double {
        var time = t
        var current: CALayer? = self
        while let layer = current {
            time = layer.ownTiming.parentTime(fromLocal: time)
            current = layer.superlayer
        }
        return time
    }
}
