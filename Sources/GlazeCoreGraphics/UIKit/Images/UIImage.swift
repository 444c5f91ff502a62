import Foundation
import Glaze

/// An immutable image with a scale, an orientation and, once made resizable,
/// cap insets: UIKit's image, drawn upright into the current context.
///
/// ```swift
/// let background = UIGraphicsImageRenderer(size: CGSize(width: 11, height: 37)).image { _ in
///     UIColor.orange.setFill()
///     UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 11, height: 37), cornerRadius: 5).fill()
/// }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
/// background.draw(in: CGRect(x: 0, y: 0, width: 300, height: 37))
/// ```
public final class UIImage: Sendable {
    /// How the stored pixels are turned for display (UIKit's raw values).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down
        /// Stored turned a quarter turn clockwise: the top row shows on the left.
        case left
        /// Stored turned a quarter turn counter-clockwise: the top row shows on the right.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Mirrored top to bottom.
        case downMirrored
        /// Transposed: the top row shows on the left, the left column at the top.
        case leftMirrored
        /// Transposed the other way: the top row shows on the right, the left column at the bottom.
        case rightMirrored
    }

    /// How the middle of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size.
        case tile = 0
        /// Stretched.
        case stretch
    }

    /// The pixels drawn: the bitmap the image was made from, or the render of
    /// the Core Image recipe it was made from.
    let bitmap: CGImage?
    /// The Core Image image this image was made from (GlazeCoreImage's
    /// `UIImage(ciImage:)`), kept as its own module's type.
    package let coreImageSource: (any Sendable)?

    /// The pixels, or `nil` for an empty image and, as in UIKit, for an image
    /// made from a Core Image image (whose pixels are drawn all the same).
    public var cgImage: CGImage? { coreImageSource == nil ? bitmap : nil }
    /// Pixels per point.
    public let scale: CGFloat
    /// How the pixels are turned for display.
    public let imageOrientation: Orientation
    /// The fixed margins of a resizable image; zero otherwise.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image is filled.
    public let resizingMode: ResizingMode
    /// Whether the image draws its own colours or, as a template, the tint colour.
    public let renderingMode: RenderingMode

    /// An image of `cgImage`'s pixels at `scale`, turned by `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.bitmap = cgImage
        self.coreImageSource = nil
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = .automatic
    }

    /// An empty image, as UIKit's `UIImage()`: no pixels, a size of zero, a
    /// scale of 1; drawing it draws nothing.
    public convenience init() {
        self.init(empty: 1)
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a Glaze `Image`, at its scale.
    public convenience init(_ image: Image) {
        self.init(cgImage: CGImage(image), scale: image.scale, orientation: .up)
    }

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets,
         resizingMode: ResizingMode, renderingMode: RenderingMode, coreImageSource: (any Sendable)? = nil) {
        self.bitmap = cgImage
        self.coreImageSource = coreImageSource
        self.scale = scale
        self.imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
    }

    /// An image of `bitmap`, the render of `source`, a Core Image image that
    /// ``cgImage`` does not give back (as in UIKit).
    package convenience init(bitmap: CGImage?, renderedFrom source: any Sendable, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: bitmap, scale: scale > 0 && scale.isFinite ? scale : 1, orientation: orientation, capInsets: .zero,
                  resizingMode: .tile, renderingMode: .automatic, coreImageSource: source)
    }

    init(empty scale: CGFloat) {
        self.bitmap = nil
        self.coreImageSource = nil
        self.scale = scale
        self.imageOrientation = .up
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = .automatic
    }

    /// A copy with some of its attributes changed.
    func copy(cgImage: CGImage? = nil, orientation: Orientation? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: ResizingMode? = nil, renderingMode: RenderingMode? = nil) -> UIImage {
        UIImage(cgImage: cgImage ?? bitmap, scale: scale, orientation: orientation ?? imageOrientation,
                capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
                renderingMode: renderingMode ?? self.renderingMode, coreImageSource: cgImage == nil ? coreImageSource : nil)
    }

    /// The size in points, as displayed (a quarter-turned image swaps its sides).
    public var size: CGSize {
        guard let bitmap else { return .zero }
        let width = CGFloat(bitmap.width) / scale, height = CGFloat(bitmap.height) / scale
        return isQuarterTurned ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    var isQuarterTurned: Bool {
        [.left, .right, .leftMirrored, .rightMirrored].contains(imageOrientation)
    }

    /// A copy whose `capInsets` stay fixed and whose middle tiles when drawn larger.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy whose `capInsets` stay fixed and whose middle fills by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// UIKit's older resizable image: caps of `leftCapWidth` and `topCapHeight`,
    /// the same on the opposite sides less one point, which is stretched (a zero
    /// cap leaves that axis stretching whole).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left, bottom: top > 0 ? max(size.height - top - 1, 0) : 0,
                                  right: left > 0 ? max(size.width - left - 1, 0) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of a stretchable image.
    public var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of a stretchable image.
    public var topCapHeight: Int { Int(capInsets.top) }
}
