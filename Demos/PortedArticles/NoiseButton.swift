import Foundation
import GlazeCoreGraphics

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
    /// so the noise repeats instead of smearing into streaks. The same `seed`
    /// gives the same noise everywhere.
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
            // One noise sample per device pixel, so nothing is resampled.
            if let noise = noiseImage(pixelWidth: Int(buttonRect.width * scale), pixelHeight: Int(buttonRect.height * scale),
                                      seed: seed) {
                c.interpolationQuality = .none
                // Through UIImage, which draws upright in a flipped context.
                UIImage(cgImage: noise, scale: scale, orientation: .up).draw(in: buttonRect, blendMode: .normal, alpha: 0.05)
            }
            UIColor(white: 0.36, alpha: 1).set()
            outline.lineWidth = 2
            outline.stroke()
            c.restoreGState()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: cornerRadius, bottom: 0, right: cornerRadius),
                                    resizingMode: .tile)
    }

    /// Opaque grey noise in place of Core Image's `CIRandomGenerator` through
    /// `CIColorMonochrome`: one random level per pixel, row by row from the
    /// top, eight levels from each 64-bit draw and a fresh draw for each row.
    /// That is the algorithm of GlazeKit's seeded noise, reproduced so that
    /// the same seed gives the same pixels in both.
    static func noiseImage(pixelWidth: Int, pixelHeight: Int, seed: UInt64) -> CGImage? {
        guard let context = CGContext(data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8,
                                      bytesPerRow: pixelWidth, space: CGColorSpaceCreateDeviceGray(),
                                      bitmapInfo: CGImageAlphaInfo.none.rawValue),
              let data = context.data else { return nil }
        var generator = SplitMix64(seed: seed)
        // The bitmap's first row in memory is the image's top row.
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<pixelHeight {
            var x = 0
            while x < pixelWidth {
                var bits = generator.next()
                for _ in 0..<8 where x < pixelWidth {
                    bytes[y * context.bytesPerRow + x] = UInt8(truncatingIfNeeded: bits)
                    bits >>= 8
                    x += 1
                }
            }
        }
        return context.makeImage()
    }
}

/// SplitMix64: a tiny, well-mixed generator whose sequence depends only on its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
