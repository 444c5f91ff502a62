import Foundation

/// An animation on a layer: the layer's copy of it, its timing worked out
/// when it was added, and which of its delegate's calls have been made.
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation
    let timing: AnimationTiming
    /// The transaction whose completion block waits for this animation.
    let transaction: TransactionCompletion?
    var didStart = false
    var didStop = false

    init(key: String?, animation: CAAnimation, timing: AnimationTiming, transaction: TransactionCompletion?) {
        self.key = key
        self.animation = animation
        self.timing = timing
        self.transaction = transaction
    }

    /// Makes the delegate's stop call (once) and tells the transaction.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        transaction?.animationEnded()
    }
}

extension CALayer {
    /// Adds a copy of `anim` to the layer under `key` (replacing an animation
    /// with that key, whose delegate hears it stopped unfinished). An
    /// animation whose ``CAAnimation/beginTime`` is 0 begins now, at the
    /// layer's time for ``CACurrentMediaTime()``; one without a duration lasts
    /// the transaction's. Changing `anim` afterwards does not change the copy.
    ///
    /// ```swift
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    /// spin.toValue = 2 * CGFloat.pi
    /// spin.duration = 1
    /// spin.repeatCount = .infinity
    /// layer.add(spin, forKey: "spin")
    /// ```
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.beginTime == 0 { copy.beginTime = localTime(atClock: CACurrentMediaTime()) }
        let timing = AnimationTiming(copy, transactionDuration: CATransaction.animationDuration())
        if let key { removeAnimation(forKey: key) }
        let transaction = CATransaction.completionForNewAnimation()
        animationEntries.append(AnimationEntry(key: key, animation: copy, timing: timing, transaction: transaction))
    }

    /// The animation under `key`, or `nil`. Animations the clock has taken past
    /// their end leave first (when ``CAAnimation/isRemovedOnCompletion``).
    public func animation(forKey key: String) -> CAAnimation? {
        settleAnimations(at: localTime(atClock: CACurrentMediaTime()))
        return animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added, or
    /// `nil` when it has none (animations added without a key are not listed).
    public func animationKeys() -> [String]? {
        settleAnimations(at: localTime(atClock: CACurrentMediaTime()))
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears it stopped
    /// unfinished unless it had already ended.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        animationEntries.removeAll { $0.key == key }
        for entry in removed { entry.stop(finished: false) }
    }

    /// Removes every animation; their delegates hear they stopped unfinished.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed { entry.stop(finished: false) }
    }

    /// Tells the delegates of this layer's animations what the clock has
    /// passed, at the layer's time `local`, and removes those that ended.
    func settleAnimations(at local: Double) {
        var events: [AnimationEvent] = []
        collectEvents(at: local, into: &events)
        AnimationEvent.deliver(events)
    }

    /// ``settleAnimations(at:)`` for every layer of the tree, all events in
    /// the order of their times, at the clock's time `clock`.
    func settleAnimationsInTree(at clock: Double) {
        var events: [AnimationEvent] = []
        var pending: [(CALayer, Double)] = [(self, parentTime(atClock: clock))]
        var masks = Set<ObjectIdentifier>()
        while let (layer, parent) = pending.popLast() {
            let local = layer.ownTiming.localTime(fromParent: parent)
            layer.collectEvents(at: local, into: &events)
            for sublayer in layer.sublayers ?? [] { pending.append((sublayer, local)) }
            // Each mask once: masks may point back up the tree.
            if let mask = layer.mask, masks.insert(ObjectIdentifier(mask)).inserted { pending.append((mask, local)) }
        }
        AnimationEvent.deliver(events)
    }

    private func collectEvents(at local: Double, into events: inout [AnimationEvent]) {
        for entry in animationEntries {
            if !entry.didStart, local >= entry.timing.startTime {
                events.append(AnimationEvent(time: entry.timing.startTime, entry: entry, layer: self, isStop: false))
            }
            if !entry.didStop, local >= entry.timing.endTime {
                events.append(AnimationEvent(time: entry.timing.endTime, entry: entry, layer: self, isStop: true))
            }
        }
    }
}

/// A start or an end the clock has passed, to be told in time order.
struct AnimationEvent {
    let time: Double
    let entry: AnimationEntry
    let layer: CALayer
    let isStop: Bool

    static func deliver(_ events: [AnimationEvent]) {
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for event in ordered.map(\.element) {
            let entry = event.entry
            if event.isStop {
                if entry.animation.isRemovedOnCompletion {
                    event.layer.animationEntries.removeAll { $0 === entry }
                }
                entry.stop(finished: true)
            } else if !entry.didStart {
                entry.didStart = true
                entry.animation.delegate?.animationDidStart(entry.animation)
            }
        }
    }
}
