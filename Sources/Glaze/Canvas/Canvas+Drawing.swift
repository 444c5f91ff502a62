internal import CGlazeCairo
import Foundation

/// How an image is sampled when drawn at another size than its own.
public enum ImageInterpolation: String, Hashable, Sendable, Codable {
    /// Nearest pixel: hard pixel edges, exact copies at 1:1.
    case none
    /// Bilinear sampling of the four nearest pixels, however far the image is
    /// shrunk: quick, and fine detail aliases below half size.
    case fast
    /// Bilinear when stretched; when shrunk, each device pixel averages the
    /// image pixels it covers (a box filter).
    case smooth
    /// Bilinear at 1:1 and when stretched; when shrunk, a Catmull-Rom filter,
    /// whose sharper edges are closer to Core Graphics' default downscaling
    /// than a box average.
    case sharp
}

extension Canvas {
    /// Fills the interior of `path` (by its fill rule) with `paint`.
    public func fill(_ path: Path, with paint: Paint) throws(GlazeError) {
        try path.validated()
        try checkOutlineCost(of: path, "fill a path")
        try composite(.paint(paint), in: .fill(path), mode: state.blendMode, alpha: state.alpha)
    }

    /// Fills `rect` with `paint`.
    public func fill(_ rect: CGRect, with paint: Paint) throws(GlazeError) {
        try Validate.rect(rect, "rect")
        try composite(.paint(paint), in: .fill(Path(rect: rect)), mode: state.blendMode, alpha: state.alpha)
    }

    /// Draws the outline of `path` with `paint` in the given stroke style.
    ///
    /// A width beyond what the clip can show is narrowed to one that paints
    /// the same pixels; a stroke past the canvas's ``limits`` throws
    /// ``GlazeError/Code-swift.struct/drawingLimitExceeded``.
    ///
    /// A stroke is centred on the path: a 1-point line on a whole-point coordinate
    /// covers two half pixels at 1x. Put hairlines on half-point coordinates
    /// (as in `CGRect(x: 0.5, y: 0.5, width: w - 1, height: h - 1)`) to keep them crisp.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) throws(GlazeError) {
        try path.validated()
        try style.validated()
        let style = try boundedStroke(path, style)
        try composite(.paint(paint), in: .stroke(path, style), mode: state.blendMode, alpha: state.alpha)
    }

    /// Paints the whole clip region with `paint`, as Core Graphics' gradient drawing does.
    public func paint(_ paint: Paint) throws(GlazeError) {
        try composite(.paint(paint), in: .everything, mode: state.blendMode, alpha: state.alpha)
    }

    /// Makes `rect` fully transparent, whatever the blend mode (Core Graphics' `clear`).
    public func clear(_ rect: CGRect) throws(GlazeError) {
        try Validate.rect(rect, "rect")
        try composite(.paint(.color(.clear)), in: .fill(Path(rect: rect)), mode: .clear, alpha: 1)
    }

    /// Draws `image` scaled to fill `rect`.
    ///
    /// The image's edges stay crisp at the rect's edges (samples never fade into
    /// transparency outside the image), and the blend mode acts only inside `rect`.
    /// - Parameters:
    ///   - image: the pixels to draw.
    ///   - rect: where they go, in points; the image is scaled to fill it.
    ///   - blendMode: the mode for this image; the canvas's ``blendMode`` when `nil`.
    ///   - alpha: an extra opacity factor for this image, multiplied with ``alpha``.
    ///   - interpolation: how pixels are sampled when the image is scaled.
    public func draw(_ image: ImageSurface, in rect: CGRect, blendMode: BlendMode? = nil,
                     alpha: Double = 1, interpolation: ImageInterpolation = .smooth) throws(GlazeError) {
        try drawSource(image, in: rect, blendMode: blendMode, alpha: alpha, interpolation: interpolation)
    }

    private func drawSource(_ image: any PatternSource, in rect: CGRect, blendMode: BlendMode?,
                            alpha: Double, interpolation: ImageInterpolation) throws(GlazeError) {
        try Validate.rect(rect, "image rect")
        try Validate.unitInterval(alpha, "image alpha")
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        try composite(.image(image, r, interpolation), in: .fill(Path(rect: r)),
                      mode: blendMode ?? state.blendMode, alpha: state.alpha * alpha)
    }

    /// Draws `image` at its own size in points with its top-left corner at `point`.
    public func draw(_ image: ImageSurface, at point: CGPoint, blendMode: BlendMode? = nil,
                     alpha: Double = 1) throws(GlazeError) {
        try draw(image, in: CGRect(origin: point, size: image.size), blendMode: blendMode, alpha: alpha,
                 interpolation: .smooth)
    }
}

extension Canvas {
    /// Draws an immutable `image` scaled to fill `rect`, as the `ImageSurface` overload
    /// does; a vector image is drawn as vectors into PDF and SVG.
    public func draw(_ image: Image, in rect: CGRect, blendMode: BlendMode? = nil,
                     alpha: Double = 1, interpolation: ImageInterpolation = .smooth) throws(GlazeError) {
        try Validate.rect(rect, "image rect")
        try drawSource(patternSource(for: image), in: rect, blendMode: blendMode, alpha: alpha,
                       interpolation: interpolation)
    }

    /// Draws an immutable `image` at its own size in points with its top-left corner at `point`.
    public func draw(_ image: Image, at point: CGPoint, blendMode: BlendMode? = nil,
                     alpha: Double = 1) throws(GlazeError) {
        try draw(image, in: CGRect(origin: point, size: image.size), blendMode: blendMode, alpha: alpha)
    }

    /// What drawing `image` here draws from: its drawing, recorded for this
    /// document, on PDF and SVG; its pixels everywhere else.
    func patternSource(for image: Image) throws(GlazeError) -> any PatternSource {
        guard surfaceKind != .image, let vector = image.vector else { return image.surface }
        return try vector.record(for: surfaceKind)
    }

    /// Fills `rect` with copies of `image` laid edge to edge, the first with its
    /// top-left corner at the rect's, the last ones cut off by the rect's far edges.
    ///
    /// Each tile is `tileSize` points (the image's own size when `nil`), so a tile
    /// can be stretched along one axis while it repeats along the other.
    ///
    /// ```swift
    /// try canvas.drawTiled(noise, in: CGRect(x: 10, y: 0, width: 280, height: 44))
    /// ```
    public func drawTiled(_ image: Image, in rect: CGRect, tileSize: CGSize? = nil, blendMode: BlendMode? = nil,
                          alpha: Double = 1, interpolation: ImageInterpolation = .smooth) throws(GlazeError) {
        try Validate.rect(rect, "tile rect")
        try Validate.unitInterval(alpha, "image alpha")
        let tile = tileSize ?? image.size
        try Validate.positive(tile.width, "tile width")
        try Validate.positive(tile.height, "tile height")
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let mode = blendMode ?? state.blendMode
        // Repeating along one axis only: Cairo's repeat would also wrap the other
        // axis, so smooth sampling would blend the tile's top row into its bottom.
        // A strip of copies drawn with padded edges repeats one way and clamps the other.
        // A recording is not sampled, so it repeats as it is: the clip hides the wrap.
        let alongX = tile.height >= r.height - 1e-9, alongY = tile.width >= r.width - 1e-9
        let source = try patternSource(for: image)
        if alongX || alongY, source is ImageSurface {
            let strip = try image.surface.repeated(horizontally: alongX,
                                                   count: alongX ? r.width / tile.width : r.height / tile.height)
            let size = CGSize(width: alongX ? tile.width * strip.size.width / image.size.width : tile.width,
                              height: alongX ? tile.height : tile.height * strip.size.height / image.size.height)
            try withSavedState { (canvas: Canvas) throws(GlazeError) in
                try canvas.clip(to: r)
                try canvas.composite(.image(strip, CGRect(origin: r.origin, size: size), interpolation),
                                     in: .fill(Path(rect: r)), mode: mode, alpha: state.alpha * alpha)
            }
            return
        }
        try composite(.tiled(source, CGRect(origin: r.origin, size: tile), interpolation),
                      in: .fill(Path(rect: r)), mode: mode, alpha: state.alpha * alpha)
    }
}
