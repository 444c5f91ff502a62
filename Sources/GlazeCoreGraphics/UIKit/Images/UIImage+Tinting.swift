import Foundation

extension UIImage {
    /// Whether an image draws its own colours or, as a template, only its
    /// shape in the tint colour (UIKit's raw values).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: here, the image's own colours.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha filled with the tint colour.
        case alwaysTemplate
    }

    /// A copy drawn as `renderingMode` says.
    ///
    /// A template image draws its alpha in the tint colour of the view whose
    /// `draw(_:)` is running, or outside any view in UIKit's default tint,
    /// ``UIColor/systemBlue``.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy whose pixels are `color` wherever this image has alpha: the tint
    /// colour filled, then this image's alpha kept (Core Graphics'
    /// `.destinationIn`), as UIKit does for bitmap images. It draws its own
    /// colours (`.alwaysOriginal`).
    ///
    /// ```swift
    /// let red = UIImage(named: "star")!.withTintColor(.systemRed)
    /// ```
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A copy whose pixels are `color` wherever this image has alpha, drawn as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let tinted = tinted(with: color) else { return copy(renderingMode: renderingMode) }
        return copy(cgImage: tinted, orientation: .up, renderingMode: renderingMode)
    }

    /// The stored pixels, turned upright, with `color` wherever they have alpha;
    /// `nil` for an empty image.
    func tinted(with color: UIColor) -> CGImage? {
        guard let bitmap else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        // The pixels as stored, drawn upright, so that caps keep their place.
        let plain = UIImage(cgImage: bitmap, scale: scale, orientation: imageOrientation)
        return UIGraphicsImageRenderer(size: plain.size, format: format).image { context in
            plain.draw(at: .zero)
            color.setFill()
            context.fill(CGRect(origin: .zero, size: plain.size), blendMode: .sourceIn)
        }.bitmap
    }

    /// The colour a template image is drawn in now.
    static var currentTintColor: UIColor {
        ContextStack.current.drawingViews.last?.tintColor ?? .systemBlue
    }
}
