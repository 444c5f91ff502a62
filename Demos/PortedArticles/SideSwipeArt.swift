import Foundation
import GlazeCoreImage

/// The side-swipe sample's two PNGs, drawn with UIKit calls: the dark noise
/// pattern behind the menu and the inner shadow over it.
public enum SideSwipeArt {
    /// The pattern tile's width.
    public static let patternWidth: CGFloat = 64
    /// The noise's seed; GlazeKit's side-swipe menu uses the same.
    public static let patternSeed: UInt64 = 9
    /// How far the inner shadow reaches in from the top and bottom.
    public static let shadowDepth: CGFloat = 8

    /// A `patternWidth` × `height` tile: grey 0.24 to 0.14 down, seeded
    /// noise at 8 % over it, one noise sample per device pixel, made with
    /// Core Image as the noise button's is.
    public static func pattern(height: CGFloat) -> UIImage {
        let scale = UIScreen.main.scale
        let size = CGSize(width: patternWidth, height: height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { rendererContext in
            let c = rendererContext.cgContext
            let colors = [UIColor(white: 0.24, alpha: 1).cgColor, UIColor(white: 0.14, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil) {
                c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
            }
            // The same noise as the noise button's: Core Image's random
            // field toned by CIColorMonochrome, moved by the seed.
            let shift = CGAffineTransform(translationX: CGFloat(patternSeed % 4096), y: CGFloat(patternSeed / 4096 % 4096))
            let noise = CIFilter.randomGenerator().outputImage!.transformed(by: shift)
                .applyingFilter("CIColorMonochrome")
            let pixels = CGRect(origin: .zero, size: size).applying(CGAffineTransform(scaleX: scale, y: scale))
            if let noiseImage = CIContext().createCGImage(noise, from: pixels) {
                c.saveGState()
                c.setAlpha(0.08)
                c.draw(noiseImage, in: CGRect(origin: .zero, size: size))
                c.restoreGState()
            }
        }
    }

    /// A 1-point-wide column, black at the top and bottom edges fading to
    /// clear `shadowDepth` points in; shown at alpha 0.6 and stretched sideways.
    public static func innerShadow(height: CGFloat) -> UIImage {
        let size = CGSize(width: 1, height: height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { rendererContext in
            let c = rendererContext.cgContext
            let reach = min(shadowDepth, height / 2)
            let colors = [UIColor.black.cgColor, UIColor(white: 0, alpha: 0).cgColor]
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil) else { return }
            c.saveGState()
            c.clip(to: CGRect(x: 0, y: 0, width: 1, height: reach))
            c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: reach), options: [])
            c.restoreGState()
            c.clip(to: CGRect(x: 0, y: height - reach, width: 1, height: reach))
            c.drawLinearGradient(gradient, start: CGPoint(x: 0, y: height), end: CGPoint(x: 0, y: height - reach), options: [])
        }
    }
}
