import Foundation

extension CALayer {
    /// A copy of the layer as it stands now, at ``CACurrentMediaTime()``, with
    /// its animations applied: the layer's class makes it with
    /// ``init(layer:)``, so a subclass's own properties come along. The
    /// presentation of a presentation copy is the copy itself.
    ///
    /// ```swift
    /// override func draw(in ctx: CGContext) {
    ///     let progress = (presentation() ?? self).progress  // the animated value while animating
    /// }
    /// ```
    ///
    /// Unlike Core Animation's, the copy has no superlayer or sublayers, and
    /// a layer that has never been rendered has one too (Apple's is `nil`
    /// until the layer is first committed).
    public func presentation() -> Self? {
        guard modelLayer == nil else { return self }
        let local = localTime(atClock: CACurrentMediaTime())
        settleAnimations(at: local)
        return presentationCopy(at: local, always: true) as? Self
    }

    /// The model layer of a presentation copy; the layer itself for a model layer.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A copy with the animations applied at the layer's time `local`, or
    /// `nil` when no animation shows then and `always` is false.
    func presentationCopy(at local: Double, always: Bool = false) -> CALayer? {
        let showing = animationEntries.compactMap { entry in
            entry.timing.cycleTime(at: local).map { (entry, $0) }
        }
        guard always || !showing.isEmpty else { return nil }
        let copy = makeCopy()
        copy.modelLayer = self
        for (entry, cycleTime) in showing {
            entry.animation.apply(to: copy, cycleTime: cycleTime, cycleDuration: entry.timing.duration)
        }
        let keys = showing.flatMap { $0.0.animation.animatedKeyPaths }
        copy.redrawsItself = keys.contains { type(of: self).needsDisplay(forKey: Self.rootKey(of: $0)) }
        return copy
    }

    /// The first key of a dotted key path.
    static func rootKey(of keyPath: String) -> String {
        keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    }

    /// Copies every property Core Animation's `init(layer:)` copies: all but
    /// the tree, the animations and the delegate's drawing.
    func copyAppearance(of other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        zPosition = other.zPosition
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        edgeAntialiasingMask = other.edgeAntialiasingMask
        mask = other.mask
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        isOpaque = other.isOpaque
        contentsScale = other.contentsScale
        drawsAsynchronously = other.drawsAsynchronously
        name = other.name
        actions = other.actions
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        contents = other.contents
        drawsContent = other.drawsContent
        contentsGravity = other.contentsGravity
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        delegate = other.delegate
        undeclaredValues = other.undeclaredValues
        ownTiming = other.ownTiming
    }
}
