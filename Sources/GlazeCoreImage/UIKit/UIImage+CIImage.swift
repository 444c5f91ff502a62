import Foundation

extension UIImage {
    /// An image of a Core Image image, rendered over its extent by a default
    /// ``CIContext``: it draws, sizes and encodes like any other image, and,
    /// as in UIKit, its `cgImage` is `nil` and its ``ciImage`` is
    /// `ciImage`. An infinite image, or one past the context's limits, makes
    /// an image of size zero that draws nothing.
    ///
    /// ```swift
    /// let sepia = CIImage(cgImage: photo).applyingFilter("CISepiaTone")
    /// imageView.image = UIImage(ciImage: sepia)
    /// ```
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Image image at `scale`, shown turned by `orientation`.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let extent = ciImage.extent
        let bitmap = extent.isInfinite || extent.isNull ? nil : CIContext.shared.createCGImage(ciImage, from: extent)
        self.init(bitmap: bitmap, renderedFrom: ciImage, scale: scale, orientation: orientation)
    }

    /// The Core Image image this image was made from, or `nil`.
    public var ciImage: CIImage? { coreImageSource as? CIImage }
}

extension CIContext {
    /// The context UIKit renders Core Image images with.
    static let shared = CIContext()
}
