internal import CGlazeCairo
import Foundation

extension Canvas {
    /// Draws `svg` fitted into `rect` by its `preserveAspectRatio` (centred and
    /// scaled to fit, unless it says otherwise), with the canvas's transform,
    /// clip, blend mode, alpha and image masks, like any other drawing.
    ///
    /// ```swift
    /// try canvas.draw(logo, in: CGRect(x: 0, y: 0, width: 120, height: 40), alpha: 0.8)
    /// ```
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for a
    ///   non-finite rect or an alpha outside 0...1, ``GlazeError/Code-swift.struct/unreadableImage``
    ///   when librsvg cannot draw the document,
    ///   ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   when an element would ask Cairo or Pango for more than its limits at this
    ///   scale (a font size in device pixels, say); nothing is drawn then.
    public func draw(_ svg: SVGImage, in rect: CGRect, blendMode: BlendMode? = nil, alpha: Double = 1) throws(GlazeError) {
        try Validate.rect(rect, "SVG rect")
        try Validate.unitInterval(alpha, "SVG alpha")
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        try svg.checkDrawing(on: cr, viewport: r)
        // Drawn into a group first, so that it blends and fades as one picture;
        // on PDF and SVG the group is a recording, so the paths stay paths.
        cairo_push_group(cr)
        let failure = svg.render(on: cr, viewport: r)
        let layer = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(layer) }
        if let failure {
            throw GlazeError(.unreadableImage(source: svg.source, reason: "could not be drawn (\(failure))"))
        }
        try check("draw an SVG")
        try composite(.pattern(layer), in: .fill(Path(rect: r)), mode: blendMode ?? state.blendMode,
                      alpha: state.alpha * alpha)
    }
}
