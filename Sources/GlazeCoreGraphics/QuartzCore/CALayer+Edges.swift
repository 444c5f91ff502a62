import Foundation

/// Where a layer's straight edges fall in a context, and how they are
/// rasterized: Core Animation antialiases only the edges that
/// ``CALayer/allowsEdgeAntialiasing`` and ``CALayer/edgeAntialiasingMask``
/// allow, and lights whole pixels along the others.
struct LayerEdges {
    /// The rectangle the background, border and clip follow: the given one
    /// with its aliased edges moved onto the pixel boundaries the aliased
    /// rule would paint to, so that filling it antialiased leaves those
    /// edges hard while the corners rounded inside it stay smooth.
    var rect: CGRect
    /// Whether the edges must be drawn with antialiasing off outright: a layer
    /// turned off the pixel grid, whose edges no boundary can hold.
    var isAliased: Bool
    /// Whether some edge of ``rect`` was moved onto the pixel grid.
    var isSnapped: Bool

    /// Runs `body`, aliased when ``isAliased`` says so, leaving `ctx`'s
    /// antialiasing as it found it (a clip made in `body` stays aliased).
    func draw(in ctx: CGContext, _ body: () -> Void) {
        guard isAliased else { return body() }
        let was = ctx.gstate.shouldAntialias
        ctx.setShouldAntialias(false)
        body()
        ctx.setShouldAntialias(was)
    }
}

extension CALayer {
    /// Narrows `ctx`'s clip to the bounds with the layer's edges rasterized
    /// as Core Animation rasterizes them: the clip of a backing store, a
    /// gradient or text, which ends where the layer's own pixels end.
    func clipToBounds(in ctx: CGContext) {
        let edges = edges(of: bounds, in: ctx)
        edges.draw(in: ctx) { ctx.clip(to: edges.rect) }
    }

    /// How `rect`, in this layer's coordinates, meets the pixels of `ctx`.
    ///
    /// A layer that keeps its edges along the pixel axes (the context's
    /// transform scales, flips or turns by right angles) has each aliased edge
    /// moved to the pixel boundary between the centres it holds and those it
    /// leaves out, which is what filling with antialiasing off paints. One
    /// turned at any other angle is drawn aliased, corners included, unless
    /// ``allowsEdgeAntialiasing`` is on, when all its edges are antialiased:
    /// no boundary holds a slanted edge, so the mask is not followed edge by edge.
    func edges(of rect: CGRect, in ctx: CGContext) -> LayerEdges {
        let aliasedEdges = allowsEdgeAntialiasing ? CAEdgeAntialiasingMask.all.subtracting(edgeAntialiasingMask) : .all
        // A PDF or SVG page has no pixels until a viewer draws it: its edges stay where they are.
        guard !aliasedEdges.isEmpty, ctx.canvas.surfaceKind == .image, !rect.isNull, !rect.isInfinite else {
            return LayerEdges(rect: rect, isAliased: false, isSnapped: false)
        }
        let ctm = ctx.ctm
        let keepsAxes = ctm.b == 0 && ctm.c == 0
        guard keepsAxes || (ctm.a == 0 && ctm.d == 0), ctm.a * ctm.d - ctm.b * ctm.c != 0 else {
            return LayerEdges(rect: rect, isAliased: !allowsEdgeAntialiasing, isSnapped: false)
        }
        var low = CGPoint(x: rect.minX, y: rect.minY).applying(ctm)
        var high = CGPoint(x: rect.maxX, y: rect.maxY).applying(ctm)
        // A layer's x edge lies along device x, or along device y when turned a right angle.
        func snap(_ point: inout CGPoint, alongX: Bool) {
            if alongX == keepsAxes {
                point.x = Self.pixelBoundary(deviceX: point.x)
            } else {
                point.y = Self.pixelBoundary(deviceY: point.y)
            }
        }
        if aliasedEdges.contains(.layerLeftEdge) { snap(&low, alongX: true) }
        if aliasedEdges.contains(.layerRightEdge) { snap(&high, alongX: true) }
        if aliasedEdges.contains(.layerBottomEdge) { snap(&low, alongX: false) }
        if aliasedEdges.contains(.layerTopEdge) { snap(&high, alongX: false) }
        let inverse = ctm.inverted()
        let one = low.applying(inverse), other = high.applying(inverse)
        let snapped = CGRect(x: min(one.x, other.x), y: min(one.y, other.y),
                             width: abs(other.x - one.x), height: abs(other.y - one.y))
        return LayerEdges(rect: snapped, isAliased: false, isSnapped: true)
    }

    /// The boundary an aliased vertical edge at device x `x` paints to: the
    /// pixels whose centres lie left of it; a centre on it counts to the left.
    private static func pixelBoundary(deviceX x: CGFloat) -> CGFloat {
        (x - 0.5).rounded(.up)
    }

    /// The boundary an aliased horizontal edge at device y `y` (y up) paints
    /// to; a centre on it counts for the pixel above, as aliased fills do.
    private static func pixelBoundary(deviceY y: CGFloat) -> CGFloat {
        (y + 0.5).rounded(.down)
    }
}
