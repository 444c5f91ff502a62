import Foundation
import Glaze

/// The pixels of a `CGImage`, read only where a render asks for them: each
/// 8-bit premultiplied sRGB pixel is unpremultiplied, decoded to linear light
/// and premultiplied again, as Core Image matches an image to its working space.
struct BitmapRecipe: Recipe {
    let image: CGImage

    var extent: CGRect { CGRect(x: 0, y: 0, width: image.width, height: image.height) }
    var depth: Int { 1 }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let height = image.height
        let managed = session.colorManaged
        var samples = [Sample]()
        samples.reserveCapacity(rect.area)
        image.glazeImage.withPixels { pixels in
            // Core Image's bottom row is the bitmap's last.
            for y in rect.y..<rect.maxY {
                let row = pixels.row(height - 1 - y)
                for x in rect.x..<rect.maxX { samples.append(Self.sample(row[x], colorManaged: managed)) }
            }
        }
        return Tile(rect: rect, samples: samples)
    }

    /// One native-endian `0xAARRGGBB` premultiplied pixel in the working space.
    @inline(__always)
    static func sample(_ argb: UInt32, colorManaged: Bool) -> Sample {
        let alpha = argb >> 24
        guard alpha > 0 else { return .zero }
        let red = argb >> 16 & 0xFF, green = argb >> 8 & 0xFF, blue = argb & 0xFF
        let a = Float(alpha) / 255
        guard colorManaged else { return Sample(Float(red) / 255, Float(green) / 255, Float(blue) / 255, a) }
        if alpha == 255 {
            let levels = LinearLight.linearLevels
            return Sample(levels[Int(red)], levels[Int(green)], levels[Int(blue)], 1)
        }
        let straight = Sample(Float(red) / Float(alpha), Float(green) / Float(alpha), Float(blue) / Float(alpha), 1)
        return Sample(LinearLight.linear(fromEncoded: straight.x) * a, LinearLight.linear(fromEncoded: straight.y) * a,
                      LinearLight.linear(fromEncoded: straight.z) * a, a)
    }
}
