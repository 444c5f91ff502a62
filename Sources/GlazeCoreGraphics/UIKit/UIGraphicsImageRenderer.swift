import Foundation
import Glaze

/// How a ``UIGraphicsImageRenderer`` makes its images: the scale and whether
/// they are opaque.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point: the main screen's scale when the format is made
    /// (``UIScreen/scale``, 1 unless the program sets it).
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the images are opaque: the context starts black and what the
    /// drawing leaves transparent stays black.
    public var opaque = false
    /// The rectangle the renderer's images show, in points; set by the renderer.
    public internal(set) var bounds = CGRect.zero

    /// A format at the main screen's scale, with alpha.
    public init() {}

    /// The default format (the main screen's scale, with alpha).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The preferred format; on Linux the same as ``default()``.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    func copy() -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.bounds = bounds
        return copy
    }
}

/// What a ``UIGraphicsImageRenderer`` hands its drawing closure.
public final class UIGraphicsImageRendererContext {
    let imageContext: ImageContext

    init(_ imageContext: ImageContext) {
        self.imageContext = imageContext
    }

    /// The flipped context (origin top left, y down, in points) being drawn into.
    public var cgContext: CGContext { imageContext.cgContext }

    /// The format being rendered with.
    public var format: UIGraphicsImageRendererFormat { imageContext.format }

    /// The picture drawn so far.
    public var currentImage: UIImage { imageContext.image() ?? UIImage(empty: imageContext.format.scale) }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline in `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Renders drawing code into images, as UIKit's does: each call makes a fresh
/// flipped context (origin top left, y down, in points at the format's scale),
/// makes it current for UIKit drawing and returns the picture.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 44))
/// let image = renderer.image { context in
///     UIColor.orange.setFill()
///     UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 8).fill()
/// }
/// ```
public final class UIGraphicsImageRenderer {
    /// The format images are made with.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose images show `bounds` (its origin at the image's top left).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format.copy()
        self.format.bounds = bounds
    }

    /// A renderer whose images show `bounds`, in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Runs `actions` with a fresh context made current, and returns the picture.
    ///
    /// A size or scale Glaze refuses (not finite, not positive, beyond Cairo's
    /// limits, or more pixels than a bitmap context may have: 8192 × 8192 in
    /// `InputLimits.standard`) gives an empty image, of size zero, without
    /// running `actions` or taking any memory.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = ImageContext(size: bounds.size, format: format, origin: bounds.origin) else {
            return UIImage(empty: format.scale)
        }
        UIGraphicsPushContext(context.cgContext)
        actions(UIGraphicsImageRendererContext(context))
        UIGraphicsPopContext()
        return context.image() ?? UIImage(empty: format.scale)
    }

    /// Runs `actions` and returns the picture encoded as PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
