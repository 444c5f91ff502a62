import CGlazeCairo
import Foundation

/// How an image is sampled when drawn at another size than its own.
public enum ImageInterpolation: String, Hashable, Sendable, Codable {
    /// Nearest pixel: hard pixel edges, exact copies at 1:1.
    case none
    /// Bilinear sampling: smooth when stretched.
    case smooth
}

extension Canvas {
    /// Fills the interior of `path` (by its fill rule) with `paint`.
    public func fill(_ path: Path, with paint: Paint) throws(GlazeError) {
        try path.validated()
        try composite(.paint(paint), in: .fill(path), mode: state.blendMode, alpha: state.alpha)
    }

    /// Fills `rect` with `paint`.
    public func fill(_ rect: CGRect, with paint: Paint) throws(GlazeError) {
        try Validate.rect(rect, "rect")
        try composite(.paint(paint), in: .fill(Path(rect: rect)), mode: state.blendMode, alpha: state.alpha)
    }

    /// Draws the outline of `path` with `paint` in the given stroke style.
    ///
    /// A stroke is centred on the path: a 1-point line on a whole-point coordinate
    /// covers two half pixels at 1x. Put hairlines on half-point coordinates
    /// (as in `CGRect(x: 0.5, y: 0.5, width: w - 1, height: h - 1)`) to keep them crisp.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle = StrokeStyle()) throws(GlazeError) {
        try path.validated()
        try style.validated()
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
    ///   - blendMode: the mode for this image; the canvas's ``blendMode`` when `nil`.
    ///   - alpha: an extra opacity factor for this image, multiplied with ``alpha``.
    ///   - interpolation: how pixels are sampled when the image is scaled.
    public func draw(_ image: ImageSurface, in rect: CGRect, blendMode: BlendMode? = nil,
                     alpha: Double = 1, interpolation: ImageInterpolation = .smooth) throws(GlazeError) {
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
