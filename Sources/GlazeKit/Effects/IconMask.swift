import Foundation
import Glaze

/// An icon used only through its alpha: the shape a tab bar, menu or button
/// fills with a colour or gradient of its own, whatever colours the image has.
public struct IconMask: Hashable, Sendable {
    /// The image whose alpha is the shape.
    public let image: Image

    /// Wraps `image`, checking that its alpha holds a shape.
    /// - Throws: `GlazeError.Code.invalidArgument` when every pixel
    ///   is transparent (nothing would show) or every pixel is opaque (an image with
    ///   no alpha would show as a filled square).
    public init(_ image: Image, name: String = "icon") throws(GlazeError) {
        let (transparent, opaque) = image.withPixels { pixels in
            var transparent = true, opaque = true
            for y in 0..<pixels.height {
                for value in pixels.row(y) {
                    let alpha = value >> 24
                    if alpha != 0 { transparent = false }
                    if alpha != 255 { opaque = false }
                }
            }
            return (transparent, opaque)
        }
        if transparent {
            throw GlazeError(.invalidArgument(name: name, value: "\(image.pixelWidth)×\(image.pixelHeight) image",
                                   reason: "is fully transparent: its alpha holds no shape to draw"))
        }
        if opaque {
            throw GlazeError(.invalidArgument(name: name, value: "\(image.pixelWidth)×\(image.pixelHeight) image",
                                   reason: "is fully opaque: it has no alpha channel to take a shape from"))
        }
        self.image = image
    }

    /// The icon's size in points.
    public var size: CGSize { image.size }

    /// Fills the icon's shape, placed in `rect`, with `paint`.
    public func fill(_ rect: CGRect, with paint: Paint, on canvas: Canvas) throws {
        try canvas.withSavedState { canvas in
            try canvas.clip(toAlphaOf: image, in: rect)
            try canvas.fill(rect, with: paint)
        }
    }
}
