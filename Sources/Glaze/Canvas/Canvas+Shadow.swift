internal import CGlazeCairo
import Foundation

extension Canvas {
    /// The shadow everything drawn casts, or `nil` for none (the start); reset
    /// at the end of the enclosing ``withSavedState(_:)``. A transparency layer
    /// casts one shadow for its whole content when it is composited.
    public var shadow: Shadow? {
        get { state.shadow }
        set { state.shadow = newValue }
    }

    /// Draws the shadow `source` through `shape` casts: the drawing's coverage,
    /// unclipped, blurred at device resolution (a PDF or SVG's fallback
    /// resolution), in the shadow's colour, moved by its offset and composited
    /// through the clip with `mode`, under the drawing that follows.
    func drawShadow(_ shadow: Shadow, of source: CompositeSource, in shape: CompositeShape, mode: BlendMode,
                    alpha: Double, ink: CGRect?) throws(GlazeError) {
        try shadow.validated()
        guard shadow.color.alpha > 0 else { return }
        let target = cairo_get_group_target(cr)!
        // Pixels per point of the surface the shadow lands on.
        let density: Double
        if surfaceKind == .image {
            var sx = 1.0, sy = 1.0
            cairo_surface_get_device_scale(target, &sx, &sy)
            density = sx
        } else {
            var x = 300.0, y = 300.0
            cairo_surface_get_fallback_resolution(target, &x, &y)
            density = x / 72
        }
        let blur = GaussianBlur(sigma: Double(shadow.blur) / 2 * density)
        let reach = Double(blur.reach + 1) / density
        guard let drawn = ink ?? baseExtents(of: shape), !drawn.isNull else { return }
        let offset = shadow.offset
        // Where the shadow can be seen, and the part of the drawing that reaches it.
        let landing = drawn.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
            .intersection(baseClipExtents())
        guard !landing.isNull, landing.width > 0, landing.height > 0 else { return }
        if !layerInks.isEmpty { layerInks[layerInks.count - 1] = layerInks[layerInks.count - 1].union(landing) }
        // Outside the drawing its coverage is zero, so the blur needs the landing
        // area and any of the drawing within reach of it, not a margin all round.
        let behind = landing.offsetBy(dx: -offset.width, dy: -offset.height)
        let near = drawn.intersection(behind.insetBy(dx: -reach, dy: -reach))
        let margin = Double(blur.margin) / density
        let needed = (near.isNull ? behind : behind.union(near)).insetBy(dx: -margin, dy: -margin)
        // On the target's pixel grid, so that whole-pixel offsets stay exact.
        var ox = 0.0, oy = 0.0
        if surfaceKind == .image { cairo_surface_get_device_offset(target, &ox, &oy) }
        let left = (needed.minX * density + ox).rounded(.down), top = (needed.minY * density + oy).rounded(.down)
        let width = Int((needed.maxX * density + ox).rounded(.up) - left), height = Int((needed.maxY * density + oy).rounded(.up) - top)
        guard width > 0, height > 0 else { return }
        guard width <= ImageSurface.maximumPixelDimension, height <= ImageSurface.maximumPixelDimension else {
            throw GlazeError(.surfaceTooLarge(pixelWidth: width, pixelHeight: height, limit: ImageSurface.maximumPixelDimension))
        }
        let origin = CGPoint(x: (left - ox) / density, y: (top - oy) / density)

        // The drawing's coverage, with its alpha, unclipped, blurred and coloured:
        // stretched from a cached nine-slice when the drawing is a rect or
        // rounded rect, drawn and blurred here otherwise.
        let coverage = try scratchSurface(width, height)
        defer { cairo_surface_destroy(coverage) }
        cairo_surface_flush(coverage)
        let pixels = ShadowBuffer(surface: coverage, width: width, height: height)
        let sliced = try drawSlicedShadow(of: source, in: shape, alpha: alpha, color: shadow.color, blur: blur,
                                          density: density, offset: (ox, oy), into: pixels, left: Int(left), top: Int(top))
        if !sliced {
            let toScratch = currentMatrix.then(.translation(-origin.x, -origin.y)).then(.scaling(density, density))
            let (pattern, residual) = makePattern(source, alpha: alpha)
            defer { cairo_pattern_destroy(pattern) }
            withScratchContext(coverage, matrix: toScratch) { scratch in
                cairo_push_group(scratch)
                cairo_set_source(scratch, pattern)
                drawShape(shape, on: scratch)
                cairo_pop_group_to_source(scratch)
                cairo_paint_with_alpha(scratch, residual)
            }
            cairo_surface_flush(coverage)
            var values = pixels.alphas()
            blur.apply(to: &values, width: width, height: height)
            pixels.colour(values, with: ShadowColor(shadow.color))
        }
        cairo_surface_mark_dirty(coverage)

        // Composited like any drawing: through the clip and masks, with the blend mode.
        let shadowPattern = cairo_pattern_create_for_surface(coverage)!
        defer { cairo_pattern_destroy(shadowPattern) }
        var placed = currentMatrix.then(.translation(-(origin.x + offset.width), -(origin.y + offset.height)))
            .then(.scaling(density, density))
        cairo_pattern_set_matrix(shadowPattern, &placed)
        let exact = surfaceKind == .image && [offset.width * density, offset.height * density].allSatisfy { abs($0 - $0.rounded()) < 1e-9 }
        cairo_pattern_set_filter(shadowPattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        let saved = state.shadow
        state.shadow = nil
        defer { state.shadow = saved }
        try composite(.pattern(shadowPattern), in: .everything, mode: mode, alpha: 1, ink: landing)
    }

    /// The shape's bounding box in Cairo device space (the surface's points),
    /// ignoring the clip; `nil` when it draws nothing.
    func baseExtents(of shape: CompositeShape) -> CGRect? {
        guard let drawn = userExtents(of: shape) else { return baseClipExtents() }
        guard drawn.width > 0, drawn.height > 0 else { return nil }
        return userToBase(drawn)
    }

    /// The clip's bounding box in Cairo device space.
    func baseClipExtents() -> CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return userToBase(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The bounding box of `rect` (user space) in Cairo device space.
    private func userToBase(_ rect: CGRect) -> CGRect {
        let m = currentMatrix
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { m.apply($0.0, $0.1) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
