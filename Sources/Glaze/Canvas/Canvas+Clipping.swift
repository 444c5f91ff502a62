internal import CGlazeCairo
import Foundation

extension Canvas {
    /// Narrows the clip to the interior of `path` (by its fill rule).
    ///
    /// Clips only ever shrink; use ``withSavedState(_:)`` to clip for a while.
    public func clip(to path: Path) throws(GlazeError) {
        try path.validated()
        try checkOutlineCost(of: path, "clip to a path")
        let record = ClipRecord(path: path, matrix: currentMatrix, antialias: cairo_get_antialias(cr))
        apply(record, on: cr)
        try check("clip to a path")
        state.clips.append(record)
    }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) throws(GlazeError) {
        try Validate.rect(rect, "clip rect")
        try clip(to: Path(rect: rect))
    }

    /// Narrows the clip to the alpha of `image` drawn into `rect` (Core Graphics'
    /// clip-to-mask): later drawing shows in proportion to the mask's opacity, and
    /// not at all outside `rect`.
    ///
    /// ```swift
    /// try canvas.clip(toAlphaOf: icon, in: iconRect)
    /// try canvas.paint(.gradient(glossyBlue))  // the gradient, in the icon's shape
    /// ```
    public func clip(toAlphaOf image: ImageSurface, in rect: CGRect) throws(GlazeError) {
        try clip(toAlphaOfSource: image, in: rect)
    }

    /// Narrows the clip to the alpha of an immutable `image` drawn into `rect`;
    /// it behaves as the `ImageSurface` overload does. A vector image masks with its
    /// drawing in PDF and SVG.
    public func clip(toAlphaOf image: Image, in rect: CGRect) throws(GlazeError) {
        try clip(toAlphaOfSource: patternSource(for: image), in: rect)
    }

    private func clip(toAlphaOfSource image: any PatternSource, in rect: CGRect) throws(GlazeError) {
        try Validate.rect(rect, "mask rect")
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else {
            // An empty mask hides everything, as Core Graphics' does.
            let record = ClipRecord(path: Path(), matrix: currentMatrix, antialias: cairo_get_antialias(cr))
            apply(record, on: cr)
            state.clips.append(record)
            return
        }
        try clip(to: r)
        let userToPattern = imagePatternMatrix(image, in: r)
        guard let deviceToUser = currentMatrix.inverted() else {
            throw GlazeError(.invalidArgument(name: "transform", value: "\(transform)", reason: "must be invertible"))
        }
        state.masks.append(MaskClip(image: image, deviceToPattern: deviceToUser.then(userToPattern)))
    }

    /// The bounding box of the current clip in user space.
    public var clipBounds: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension FillRule {
    var cairo: cairo_fill_rule_t {
        self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
    }
}
