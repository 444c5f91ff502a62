//
//  UIImage+Helpers.swift
//  Glaze porting corpus
//
//  The UIImage extension every app grows: tint, round, resize, caption.
//

import GlazeCoreGraphics  // ported: was `import UIKit`

extension UIImage {
    /// The image's shape filled with `color`, the older way: clip to the image as a mask.
    public func tinted(with color: UIColor) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext(), let cgImage = cgImage else { return self }
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        let rect = CGRect(origin: .zero, size: size)
        context.setBlendMode(.normal)
        context.clip(to: rect, mask: cgImage)
        color.setFill()
        context.fill(rect)
        return UIGraphicsGetImageFromCurrentImageContext() ?? self
    }

    /// The image with its corners rounded to `radius` points.
    public func rounded(radius: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size, format: imageRendererFormat)
        return renderer.image { _ in
            let rect = CGRect(origin: .zero, size: size)
            UIBezierPath(roundedRect: rect, cornerRadius: radius).addClip()
            draw(in: rect)
        }
    }

    /// The image scaled to `newSize` points, keeping its scale.
    public func resized(to newSize: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        return UIGraphicsImageRenderer(size: newSize, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: newSize))
        }
    }

    /// The image with `text` drawn in its lower-left corner on a dark band.
    public func captioned(_ text: String, font: UIFont = .boldSystemFont(ofSize: 11)) -> UIImage {
        UIGraphicsImageRenderer(size: size, format: imageRendererFormat).image { context in
            draw(at: .zero)
            let band = CGRect(x: 0, y: size.height - 18, width: size.width, height: 18)
            UIColor(white: 0, alpha: 0.55).setFill()
            context.fill(band)
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
            let textSize = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: 6, y: band.midY - textSize.height / 2), withAttributes: attributes)
        }
    }
}
