internal import CGlazeCairo
import Foundation

// The cost bounds of drawing calls whose work Cairo does not bound itself:
// each call measures what it hands Cairo against the canvas's limits and
// throws before drawing; a stroke wider than the region it can show is
// narrowed to a width that draws the same pixels there.
extension Canvas {
    /// `style` with its width narrowed to what can be seen, after checking
    /// that stroking `path` with it stays within ``limits``.
    ///
    /// Every piece Cairo's stroker makes grows with the half width `h` only
    /// up to a distance from a point of the path: a straight piece is the
    /// set within `h` of its line, across it; a round join, a round cap and
    /// the fans along curves lie within `h` of their centre; a square cap
    /// reaches `h` ahead; a miter is bounded by lines `h` from its two
    /// pieces. Once `h` is as long as the farthest any point of the region
    /// drawn to (the clip, grown by the shadow's reach) is from the piece's
    /// point, the region holds no more of the piece as `h` grows. A bevel,
    /// and a miter beyond its limit, has its edge `h·cos(φ/2)` ahead of a
    /// corner turning by `φ`, so needs that much more. With round joins and
    /// caps and no dashes, the stroke holds a disc of radius `h` around every
    /// point of the path, so the point nearest the region is enough. Two
    /// device pixels more cover the pen's polygon and whole pixels.
    ///
    /// The same holds of the outline Cairo fills by the non-zero rule: each
    /// of its edges lies on a line `h` from a piece of the path, on a pen
    /// polygon around a vertex, on a bevel's chord, or on a normal through
    /// a vertex (inner joins, butt caps) within `h` of it. Past the bound,
    /// growing `h` moves no edge across a point of the region, so no point's
    /// winding number changes, and no pixel there.
    func boundedStroke(_ path: Path, _ style: StrokeStyle) throws(GlazeError) -> StrokeStyle {
        let toDevice = currentMatrix.then(deviceTransform(of: cairo_get_target(cr)))
        let (least, most) = toDevice.stretches
        let corners = deviceRegionCorners(of: toDevice)
        let cost = OutlineCost(path, scale: most, sharpJoins: style.join != .round) { point in
            let (x, y) = toDevice.apply(point.x, point.y)
            var farthest = 0.0
            for corner in corners { farthest = max(farthest, hypot(corner.0 - x, corner.1 - y)) }
            return farthest / least
        }
        var bounded = style
        let reach = style.join == .round && style.cap == .round && style.dash.isEmpty ? cost.nearestReach : cost.farthestReach
        let saturated = 2 * (reach + 2 / least)
        if saturated.isFinite, style.lineWidth > saturated { bounded.lineWidth = saturated }

        let dashes = Self.dashCount(bounded, length: cost.length, scale: most)
        if dashes > Double(limits.maximumStrokeDashes) {
            throw GlazeError(.drawingLimitExceeded(operation: "stroke a path", quantity: .strokeDashes, value: dashes.rounded(.up),
                                        limit: limits.maximumStrokeDashes))
        }
        // Cairo makes its pen for every stroke; its vertices are spent by the
        // turn at round joins, half of them at round caps, and by each
        // curve's turning along it.
        let pen = OutlineCost.penVertices(radius: bounded.lineWidth / 2 * most)
        var segments = cost.segments + dashes + pen + (cost.curveTurning / (2 * .pi) * pen + cost.curves)
        if bounded.join == .round { segments += cost.cornerTurning / (2 * .pi) * pen + cost.corners }
        if bounded.cap == .round { segments += (cost.ends + 2 * dashes) * pen / 2 }
        try checkOutline(segments.rounded(.up), "stroke a path")
        return bounded
    }

    /// Checks that filling or clipping to `path` stays within ``limits``.
    func checkOutlineCost(of path: Path, _ operation: String) throws(GlazeError) {
        let scale = currentMatrix.then(deviceTransform(of: cairo_get_target(cr))).stretches.most
        try checkOutline(OutlineCost(path, scale: scale).segments, operation)
    }

    private func checkOutline(_ segments: Double, _ operation: String) throws(GlazeError) {
        guard segments <= Double(limits.maximumOutlineSegments) else {
            throw GlazeError(.drawingLimitExceeded(operation: operation, quantity: .outlineSegments, value: segments,
                                        limit: limits.maximumOutlineSegments))
        }
    }

    /// Checks that Cairo can take `paint` within ``limits``.
    func checkCost(of paint: Paint) throws(GlazeError) {
        guard case let .gradient(gradient) = paint else { return }
        let count = gradient.drawnStops.count
        guard count <= limits.maximumGradientStops else {
            throw GlazeError(.drawingLimitExceeded(operation: "paint a gradient", quantity: .gradientStops, value: Double(count),
                                        limit: limits.maximumGradientStops))
        }
    }

    /// The corners, in device pixels, of a box holding every pixel drawing
    /// can change: the clip's, grown by the reach of the canvas's shadow.
    private func deviceRegionCorners(of toDevice: cairo_matrix_t) -> [(Double, Double)] {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { toDevice.apply($0.0, $0.1) }
        // The shadow's offset ignores the transform; its blur reaches about 1.5 blurs.
        let grow = state.shadow.map { (hypot($0.offset.width, $0.offset.height) + 2 * $0.blur + 1) * scale } ?? 0
        let left = corners.map(\.0).min()! - grow, right = corners.map(\.0).max()! + grow
        let top = corners.map(\.1).min()! - grow, bottom = corners.map(\.1).max()! + grow
        return [(left, top), (right, top), (left, bottom), (right, bottom)]
    }

    /// How many dashes Cairo draws along `length` user units: a dash pattern
    /// whose period is under the tolerance is drawn as one dash per tolerance.
    static func dashCount(_ style: StrokeStyle, length: Double, scale: Double) -> Double {
        guard !style.dash.isEmpty else { return 0 }
        // An odd pattern repeats with its dashes and gaps swapped.
        let odd = style.dash.count % 2 == 1
        let period = style.dash.reduce(0, +) * (odd ? 2 : 1)
        let perPeriod = Double(odd ? style.dash.count : style.dash.count / 2)
        guard period * scale >= OutlineCost.tolerance else { return length * scale / OutlineCost.tolerance }
        return (length / period + 1) * perPeriod
    }
}

extension cairo_matrix_t {
    /// The least and the most the matrix stretches a length: its singular values.
    var stretches: (least: Double, most: Double) {
        let e = (xx + yy) / 2, f = (xx - yy) / 2, g = (yx + xy) / 2, h = (yx - xy) / 2
        let q = hypot(e, h), r = hypot(f, g)
        return (abs(q - r), q + r)
    }
}
