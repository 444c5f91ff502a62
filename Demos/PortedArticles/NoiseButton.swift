import Foundation
import GlazeCoreImage

/// Article 05: the subtly textured button, drawn once with its noise and
/// used as a resizable image whose middle tiles.
public enum NoiseButton {
    /// The corner radius, which is also each side's cap.
    public static let cornerRadius: CGFloat = 10
    /// The height; fixed, because of the gradient.
    public static let height: CGFloat = 44
    /// The width of the tiled middle.
    public static let tileSize: CGFloat = 50

    /// The button image at `scale`, resizable sideways with its middle tiled,
    /// so the noise repeats instead of smearing into streaks. The noise is the
    /// article's Core Image code as written: `CIRandomGenerator` through
    /// `CIColorMonochrome`, rendered by a `CIContext` at device pixels and
    /// drawn at 5 %. The same `seed` gives the same noise everywhere.
    public static func buttonImage(seed: UInt64, scale: CGFloat) -> UIImage {
        let buttonRect = CGRect(x: 0, y: 0, width: cornerRadius * 2 + tileSize, height: height)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: buttonRect.size, format: format).image { rendererContext in
            let c = rendererContext.cgContext
            let outline = UIBezierPath(roundedRect: buttonRect, cornerRadius: cornerRadius)
            c.saveGState()
            c.addPath(outline.cgPath)
            c.clip()
            let colors = [UIColor(red: 0.997, green: 0.866, blue: 0.240, alpha: 1).cgColor,
                          UIColor(red: 0.715, green: 0.526, blue: 0.148, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil) {
                c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
            }
            // Apply noise

            // Mono filter as the noise is coloured
            let monoFilter = CIFilter(name: "CIColorMonochrome")!
            // Noise filter
            let noiseFilter = CIFilter(name: "CIRandomGenerator")!
            // The port's one addition: the seed moves the random field, by
            // whole pixels (GlazeKit's NoiseTexture.fieldShift(seed:)).
            let shift = CGAffineTransform(translationX: CGFloat(seed % 4096), y: CGFloat(seed / 4096 % 4096))
            // The mono filter takes the noise filter as input
            monoFilter.setValue(noiseFilter.outputImage!.transformed(by: shift), forKey: kCIInputImageKey)
            // Create a core image image of the filter's output
            let noiseImage = monoFilter.outputImage!
            // Create a context to draw this in
            let noiseContext = CIContext(options: nil)

            // Make a core graphics image from the Core Image context. This is at pixel level, so we need to
            // take the scale into account.
            let noiseRect = buttonRect.applying(CGAffineTransform(scaleX: scale, y: scale))
            if let noiseCGImage = noiseContext.createCGImage(noiseImage, from: noiseRect) {
                // Draw the noise at 5% opacity
                c.saveGState()
                c.setAlpha(0.05)
                c.draw(noiseCGImage, in: buttonRect)
                c.restoreGState()
            }

            UIColor(white: 0.36, alpha: 1).set()
            outline.lineWidth = 2
            outline.stroke()
            c.restoreGState()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: cornerRadius, bottom: 0, right: cornerRadius),
                                    resizingMode: .tile)
    }
}
