import Foundation
import Glaze

/// Recolouring an image with blend modes, so one asset serves every theme.
///
/// - ``Mode-swift.enum/flat``: fill with the colour, then keep it only where the
///   image is (`destinationIn`, R = D·Sa): a flat icon in the new colour.
/// - ``Mode-swift.enum/gradientPreserving``: fill, draw the image with `overlay`
///   so its light and shade tint the colour, then `destinationIn` again to bring
///   back the image's own alpha.
///
/// ```swift
/// let red = Tint(color: Color(red: 0.8, green: 0.1, blue: 0.1), mode: .gradientPreserving)
/// let themed = try red.apply(to: greyButton)
/// ```
public struct Tint: Hashable, Sendable {
    /// How the image's own colours take part.
    public enum Mode: String, Hashable, Sendable, Codable {
        /// Only the image's alpha is kept.
        case flat
        /// The image's shading is kept through an overlay.
        case gradientPreserving
    }

    /// The tint colour.
    public var color: Color
    /// The tinting mode.
    public var mode: Mode

    /// Creates a tint.
    public init(color: Color, mode: Mode = .flat) {
        self.color = color
        self.mode = mode
    }

    /// Draws `image` tinted into `rect`.
    public func draw(_ image: Image, in rect: CGRect, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        // In a layer no larger than the rect, so destinationIn cuts only the tint,
        // never what lies beneath.
        try canvas.withSavedState { canvas in
            try canvas.clip(to: r)
            try canvas.withTransparencyLayer { canvas in try drawTint(image, in: r, on: canvas) }
        }
    }

    /// A new image: `image` tinted, at its own size and scale; a vector image
    /// when `image` is one (an SVG icon, say), so documents get the tinted paths.
    public func apply(to image: Image) throws -> Image {
        // A fresh canvas holds nothing to protect, so no layer is needed.
        let tint = self
        if image.isVector {
            return try Image.vector(size: image.size, scale: image.scale) { canvas in
                try tint.drawTint(image, in: canvas.bounds, on: canvas)
            }
        }
        return try Image(size: image.size, scale: image.scale) { canvas in
            try tint.drawTint(image, in: canvas.bounds, on: canvas)
        }
    }

    private func drawTint(_ image: Image, in rect: CGRect, on canvas: Canvas) throws {
        guard canvas.surfaceKind == .image else {
            // PDF and SVG have no destinationIn, so Cairo would rasterize it. The
            // same picture, the tint kept where the image is, is the tint drawn
            // through the image's alpha: a soft mask, which stays vector.
            return try canvas.withSavedState { canvas in
                try canvas.clip(toAlphaOf: image, in: rect)
                guard mode == .gradientPreserving else { return try canvas.fill(rect, with: .color(color)) }
                try canvas.withTransparencyLayer { canvas in
                    try canvas.fill(rect, with: .color(color))
                    try canvas.draw(image, in: rect, blendMode: .overlay)
                }
            }
        }
        try canvas.fill(rect, with: .color(color))
        if mode == .gradientPreserving {
            try canvas.draw(image, in: rect, blendMode: .overlay)
        }
        try canvas.draw(image, in: rect, blendMode: .destinationIn)
    }

    /// A resizable image tinted, with the same caps and mode.
    public func apply(to image: ResizableImage) throws -> ResizableImage {
        try ResizableImage(image: apply(to: image.image), capInsets: image.capInsets, resizingMode: image.resizingMode)
    }
}
