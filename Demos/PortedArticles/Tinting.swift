import Foundation
import GlazeCoreGraphics

// Article 01, first half: recolouring one asset for every theme with blend modes.

extension UIImage {
    /// The image in `tintColor` alone, keeping only its shape: the colour is
    /// filled edge to edge, then cut to the image's alpha with `destinationIn`
    /// (R = D·Sa).
    public func tintedImage(with tintColor: UIColor) -> UIImage {
        tinted(with: tintColor, blendMode: .destinationIn)
    }

    /// The image in `tintColor` with its own light and shade kept: the image is
    /// laid over the colour with `overlay`, and since overlay ignores the
    /// image's alpha, a second pass with `destinationIn` cuts it back out.
    public func tintedGradientImage(with tintColor: UIColor) -> UIImage {
        tinted(with: tintColor, blendMode: .overlay)
    }

    private func tinted(with tintColor: UIColor, blendMode: CGBlendMode) -> UIImage {
        // The image's own scale, where the article passed 0 to get the screen's.
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            let bounds = CGRect(origin: .zero, size: size)
            tintColor.setFill()
            UIRectFill(bounds)
            draw(in: bounds, blendMode: blendMode, alpha: 1)
            if blendMode != .destinationIn {
                draw(in: bounds, blendMode: .destinationIn, alpha: 1)
            }
        }
    }
}
