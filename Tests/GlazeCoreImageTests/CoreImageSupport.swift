import Foundation
import Glaze
import GlazeCoreImage

/// Helpers the Core Image tests share: images of known pixels, and renders
/// read back as straight 8-bit colours.
enum CoreImageSupport {
    /// A `width` × `height` opaque sRGB image whose pixel (column, row from the
    /// top) is `color(column, row)`, components 0…255.
    static func bitmap(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> CGImage {
        let surface = try ImageSurface(pixelWidth: width, pixelHeight: height)
        surface.withMutablePixels { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b, a) = color(x, y)
                    // Stored premultiplied, as Cairo keeps pixels.
                    func premultiplied(_ c: UInt8) -> UInt8 { UInt8((Double(c) * Double(a) / 255).rounded()) }
                    pixels[x, y] = Pixel(red: premultiplied(r), green: premultiplied(g), blue: premultiplied(b), alpha: a)
                }
            }
        }
        return CGImage(try surface.makeImage())
    }

    /// The render of `image` over `rect`, as rows from the top of
    /// premultiplied pixels (straight where they are opaque).
    static func pixels(_ image: CIImage, _ rect: CGRect, context: CIContext = CIContext()) throws -> [[Pixel]] {
        let cgImage = try context.makeCGImage(image, from: rect)
        return cgImage.glazeImage.withPixels { buffer in
            (0..<buffer.height).map { y in (0..<buffer.width).map { x in buffer[x, y] } }
        }
    }

    /// The sRGB level (0…255) of a linear-light value, rounded.
    static func encodedLevel(_ linear: Double) -> Int {
        let clamped = min(max(linear, 0), 1)
        let encoded = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return Int((encoded * 255).rounded())
    }

    /// The linear light of an sRGB level (0…255).
    static func linear(_ level: Int) -> Double {
        let encoded = Double(level) / 255
        return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
