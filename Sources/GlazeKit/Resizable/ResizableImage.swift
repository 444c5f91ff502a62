import Foundation
import Glaze

/// An image drawn at any size with its caps intact: the "hybrid" way to draw a
/// background once at its smallest and use it everywhere (UIKit's
/// `resizableImage(withCapInsets:resizingMode:)`).
///
/// The cap insets split the image into nine cells. Corners are drawn at their own
/// size; the edges and the centre stretch or tile to fill the rest.
///
/// ```swift
/// let button = try ResizableImage(image: background,
///                                 capInsets: EdgeInsets(all: 5), resizingMode: .stretch)
/// try button.draw(in: CGRect(x: 0, y: 0, width: 300, height: 37), on: canvas)
/// ```
///
/// When the target is smaller than the caps along an axis, both caps on that axis
/// shrink in proportion to fill it exactly and the middle disappears (no platform
/// documents this case; this rule keeps the outline's shape and never overflows).
public struct ResizableImage: Hashable, Sendable {
    /// How the edges and centre fill the space between the caps.
    public enum ResizingMode: String, Hashable, Sendable, Codable {
        /// Scaled to fit: right for gradients and for one-pixel interiors.
        case stretch
        /// Repeated at their own size from the start of each region, cut at its
        /// end: right for textures, which would smear if stretched.
        case tile
    }

    /// The image being resized.
    public let image: Image
    /// The caps, in points; each falls on whole pixels of the image.
    public let capInsets: EdgeInsets
    /// How the edges and centre fill the space.
    public let resizingMode: ResizingMode

    let grid: SliceGrid

    /// Creates a resizable image.
    /// - Throws: `GlazeError.Code.invalidArgument` when an inset is
    ///   negative or not finite, does not fall on a whole pixel of the image, or the
    ///   insets leave no pixel between the caps on an axis.
    public init(image: Image, capInsets: EdgeInsets, resizingMode: ResizingMode = .stretch) throws(GlazeError) {
        let pixels = try Self.pixelInsets(capInsets, of: image)
        try self.init(image: image, capInsets: capInsets, pixelInsets: pixels, resizingMode: resizingMode)
    }

    init(image: Image, capInsets: EdgeInsets, pixelInsets: (top: Int, left: Int, bottom: Int, right: Int),
         resizingMode: ResizingMode) throws(GlazeError) {
        self.image = image
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        let columns = SliceAxis(total: image.pixelWidth,
                                stretches: [pixelInsets.left..<(image.pixelWidth - pixelInsets.right)])
        let rows = SliceAxis(total: image.pixelHeight,
                             stretches: [pixelInsets.top..<(image.pixelHeight - pixelInsets.bottom)])
        grid = try SliceGrid(image: image, columns: columns, rows: rows)
    }

    /// The image's size in points.
    public var size: CGSize { image.size }

    /// The smallest size that shows both caps and one pixel between them.
    public var minimumSize: CGSize {
        CGSize(width: capInsets.horizontal + 1 / image.scale, height: capInsets.vertical + 1 / image.scale)
    }

    /// Draws the image resized to `rect`.
    /// - Parameters:
    ///   - rect: where, in points: the caps keep their size, the middle fills the rest.
    ///   - canvas: the canvas to draw on.
    ///   - blendMode: the mode for the whole picture; the canvas's when `nil`.
    ///   - alpha: an opacity for the whole picture, multiplied with the canvas's.
    /// - Throws: `GlazeError` for a non-finite rect, an alpha outside 0...1, or a
    ///   drawing failure.
    public func draw(in rect: CGRect, on canvas: Canvas, blendMode: BlendMode? = nil, alpha: Double = 1) throws {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw GlazeError(.invalidArgument(name: "rect", value: "\(rect)", reason: "origin and size must be finite"))
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw GlazeError(.invalidArgument(name: "alpha", value: "\(alpha)", reason: "must lie in 0...1"))
        }
        try grid.draw(in: rect, on: canvas, filling: resizingMode == .stretch ? .stretch : .tile,
                      blendMode: blendMode, alpha: alpha)
    }

    /// Renders the resized image into a new image of `size` points at `scale`
    /// (the source image's scale when `nil`); a vector image when the source is one.
    public func rendered(size: CGSize, scale: CGFloat? = nil) throws -> Image {
        try image(size: size, scale: scale) { canvas in
            try draw(in: CGRect(origin: .zero, size: size), on: canvas)
        }
    }

    /// A new image drawn by `body`, vector when the source image is.
    func image(size: CGSize, scale: CGFloat?, _ body: @escaping @Sendable (Canvas) throws -> Void) throws -> Image {
        let scale = scale ?? image.scale
        return image.isVector ? try Image.vector(size: size, scale: scale, body) : try Image(size: size, scale: scale, body)
    }

    /// Equal when they resize the same image object with the same caps and mode.
    public static func == (lhs: ResizableImage, rhs: ResizableImage) -> Bool {
        lhs.image == rhs.image && lhs.capInsets == rhs.capInsets && lhs.resizingMode == rhs.resizingMode
    }

    /// Hashes the image's identity, the caps and the mode.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(image)
        hasher.combine(capInsets)
        hasher.combine(resizingMode)
    }

    /// The insets in whole pixels, or a named error; `kind` names them in messages.
    static func pixelInsets(_ insets: EdgeInsets, of image: Image,
                            kind: String = "cap") throws(GlazeError) -> (top: Int, left: Int, bottom: Int, right: Int) {
        func pixels(_ value: CGFloat, _ name: String) throws(GlazeError) -> Int {
            guard value.isFinite, value >= 0 else {
                throw GlazeError(.invalidArgument(name: "\(name) \(kind) inset", value: "\(value)", reason: "must be finite and not negative"))
            }
            let exact = value * image.scale
            guard abs(exact - exact.rounded()) < 1e-6 else {
                throw GlazeError(.invalidArgument(name: "\(name) \(kind) inset", value: "\(value)",
                                       reason: "must fall on a whole pixel of the \(image.scale)x image"))
            }
            return Int(exact.rounded())
        }
        let result = (top: try pixels(insets.top, "top"), left: try pixels(insets.left, "left"),
                      bottom: try pixels(insets.bottom, "bottom"), right: try pixels(insets.right, "right"))
        guard result.left + result.right < image.pixelWidth else {
            throw GlazeError(.invalidArgument(name: "\(kind) insets", value: "\(insets)",
                                   reason: "left and right \(kind) insets leave no pixel between them in the \(image.pixelWidth)-pixel-wide image"))
        }
        guard result.top + result.bottom < image.pixelHeight else {
            throw GlazeError(.invalidArgument(name: "\(kind) insets", value: "\(insets)",
                                   reason: "top and bottom \(kind) insets leave no pixel between them in the \(image.pixelHeight)-pixel-high image"))
        }
        return result
    }
}

extension ResizableImage {
    /// A legacy stretchable image (UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`):
    /// exactly one pixel column after the left cap and one row after the top cap
    /// stretch; the right cap is the width minus the left cap minus that pixel, and
    /// likewise the bottom cap. A cap of zero makes its whole axis stretch.
    ///
    /// ```swift
    /// let bar = try ResizableImage.stretchable(onePixelWide, leftCapWidth: 0, topCapHeight: 0)
    /// let button = try ResizableImage.stretchable(elevenPixels, leftCapWidth: 5, topCapHeight: 0)
    /// ```
    /// - Throws: `GlazeError.Code.invalidArgument` for a negative
    ///   cap or one that leaves no pixel to stretch.
    public static func stretchable(_ image: Image, leftCapWidth: Int, topCapHeight: Int) throws(GlazeError) -> ResizableImage {
        func axis(_ cap: Int, total: Int, _ name: String) throws(GlazeError) -> (Int, Int) {
            guard cap >= 0 else {
                throw GlazeError(.invalidArgument(name: name, value: "\(cap)", reason: "must not be negative"))
            }
            guard cap > 0 else { return (0, 0) }
            let leading = Int((CGFloat(cap) * image.scale).rounded())
            guard leading + 1 <= total else {
                throw GlazeError(.invalidArgument(name: name, value: "\(cap)",
                                       reason: "leaves no pixel to stretch in the \(total)-pixel image"))
            }
            return (leading, total - leading - 1)
        }
        let (left, right) = try axis(leftCapWidth, total: image.pixelWidth, "left cap width")
        let (top, bottom) = try axis(topCapHeight, total: image.pixelHeight, "top cap height")
        let insets = EdgeInsets(top: CGFloat(top) / image.scale, left: CGFloat(left) / image.scale,
                                bottom: CGFloat(bottom) / image.scale, right: CGFloat(right) / image.scale)
        return try ResizableImage(image: image, capInsets: insets,
                                  pixelInsets: (top, left, bottom, right), resizingMode: .stretch)
    }
}
