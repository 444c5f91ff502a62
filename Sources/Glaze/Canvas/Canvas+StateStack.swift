internal import CGlazeCairo
import Foundation

extension Canvas {
    /// Runs `body` and then restores the transform, clip, blend mode, alpha and
    /// shadow to what they were before it, whether `body` returns or throws.
    @discardableResult
    public func withSavedState<Result, Failure: Error>(_ body: (Canvas) throws(Failure) -> Result) throws(Failure) -> Result {
        saveState()
        let depth = savedStates.count, layers = openLayers.count
        defer {
            // What `body` began and left open ends with it: layers are composited
            // first (each closes the saves made inside it), then the saves close.
            closeLayers(above: layers)
            while savedStates.count >= depth { popState() }
        }
        return try body(self)
    }

    /// Pushes a copy of the drawing state (transform, clip, blend mode, alpha,
    /// shadow) for a later ``restoreState()``: the two calls of Core Graphics'
    /// `saveGState` and `restoreGState`, for code that cannot use a closure.
    ///
    /// Prefer ``withSavedState(_:)``, which cannot be left unbalanced.
    public func saveState() {
        var saved = state
        saved.savedCairoState = (currentMatrix, cairo_get_antialias(cr))
        cairo_save(cr)
        savedStates.append(saved)
    }

    /// Returns to the state the matching ``saveState()`` saved.
    /// - Throws: ``GlazeError/Code-swift.struct/unbalanced`` when no state was saved since the
    ///   innermost open transparency layer began (the canvas is left unchanged).
    public func restoreState() throws(GlazeError) {
        guard savedStates.count > (openLayers.last?.savedDepth ?? 0) else {
            throw GlazeError(.unbalanced("restoreState() without a matching saveState()"))
        }
        popState()
    }

    private func popState() {
        state = savedStates.removeLast()
        state.savedCairoState = nil
        cairo_restore(cr)
    }

    /// Draws everything `body` draws into an offscreen layer first, then composites
    /// the layer onto the canvas in one step with `alpha` and `blendMode`.
    ///
    /// Overlapping shapes inside the layer then fade or blend as one picture, as
    /// with Core Graphics' transparency layers, and a ``shadow`` set outside the
    /// layer is cast once, by the whole layer.
    public func withTransparencyLayer<Result>(alpha: Double = 1, blendMode: BlendMode = .normal,
                                              _ body: (Canvas) throws -> Result) throws -> Result {
        try beginTransparencyLayer(alpha: alpha, blendMode: blendMode)
        let depth = openLayers.count
        let result: Result
        do {
            result = try withSavedState { canvas in try body(canvas) }
        } catch {
            while openLayers.count >= depth { discardLayer() }
            throw error
        }
        try endTransparencyLayer()
        return result
    }

    /// Starts a transparency layer that ``endTransparencyLayer()`` composites: the
    /// two calls of Core Graphics' `beginTransparencyLayer` and
    /// `endTransparencyLayer`, for code that cannot use a closure.
    ///
    /// Inside the layer, drawing starts from the default blend mode, alpha and no
    /// shadow; the transform and clip carry on. Prefer
    /// ``withTransparencyLayer(alpha:blendMode:_:)``, which cannot be left open.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for an alpha
    ///   outside 0...1.
    public func beginTransparencyLayer(alpha: Double = 1, blendMode: BlendMode = .normal) throws(GlazeError) {
        try Validate.unitInterval(alpha, "layer alpha")
        openLayers.append(OpenLayer(outer: state, alpha: alpha, blendMode: blendMode, savedDepth: savedStates.count))
        cairo_push_group(cr)
        // The outer blend mode, alpha, shadow and image masks apply once, when the
        // layer is composited; the clip carries on.
        state = DrawingState(clips: state.clips)
        layerInks.append(.null)
    }

    /// Composites the innermost open transparency layer with the alpha, blend
    /// mode and shadow in effect when it began, and returns to that state.
    /// - Throws: ``GlazeError/Code-swift.struct/unbalanced`` when no layer is open, or when a
    ///   state saved inside the layer is still open (nothing changes then).
    public func endTransparencyLayer() throws(GlazeError) {
        guard let layer = openLayers.last else {
            throw GlazeError(.unbalanced("endTransparencyLayer() without a matching beginTransparencyLayer()"))
        }
        guard savedStates.count == layer.savedDepth else {
            throw GlazeError(.unbalanced("endTransparencyLayer() while \(savedStates.count - layer.savedDepth) state(s) saved inside the layer are still open"))
        }
        openLayers.removeLast()
        // Masks ended inside the layer cut it as it is composited, and only then.
        state = layer.outer
        state.masks += layer.cuts
        defer { state = layer.outer }
        let ink = layerInks.removeLast()
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        try check("draw a transparency layer")
        try composite(.pattern(group), in: .everything, mode: layer.blendMode, alpha: layer.alpha * layer.outer.alpha,
                      ink: ink)
    }

    /// Composites the layers opened beyond the first `depth`, innermost first,
    /// after closing the states saved inside each; a layer that cannot be
    /// composited is dropped.
    private func closeLayers(above depth: Int) {
        while openLayers.count > depth, let layer = openLayers.last {
            while savedStates.count > layer.savedDepth { popState() }
            if (try? endTransparencyLayer()) == nil { discardLayer() }
        }
    }

    /// Drops the innermost open layer without compositing it, closing the states
    /// saved inside it.
    private func discardLayer() {
        guard let layer = openLayers.popLast() else { return }
        while savedStates.count > layer.savedDepth { popState() }
        state = layer.outer
        layerInks.removeLast()
        cairo_pattern_destroy(cairo_pop_group(cr))
    }
}
