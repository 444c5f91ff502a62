import Foundation
import Glaze

extension Image {
    /// The noise of article 05's Core Image code: `CIRandomGenerator` through
    /// `CIColorMonochrome` at its defaults, rendered by a default `CIContext`,
    /// with the random field shifted by `seed`. Each pixel's colour is a
    /// brown-grey whose lightness and opacity are random and uniform; the
    /// same seed gives the same pixels everywhere, and the same pixels as the
    /// article's code run through GlazeCoreImage.
    ///
    /// A seed `s` moves the field `s mod 4096` pixels right and
    /// `⌊s / 4096⌋ mod 4096` pixels down, which is how a port of the article
    /// seeds it: `CIRandomGenerator`'s output translated by that much.
    ///
    /// ```swift
    /// let noise = try Image.noise(pixelWidth: 140, pixelHeight: 88, scale: 2, seed: 7)
    /// ```
    public static func noise(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, seed: UInt64) throws -> Image {
        let surface = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        let shift = NoiseTexture.fieldShift(seed: seed)
        // CIColorMonochrome's default colour, in the linear light filters work in.
        let tone = SIMD3<Float>(LinearLight.linear(fromEncoded: 0.6), LinearLight.linear(fromEncoded: 0.45),
                                LinearLight.linear(fromEncoded: 0.3))
        surface.withMutablePixels { pixels in
            for row in 0..<pixels.height {
                let line = pixels.row(row)
                for x in 0..<pixels.width {
                    // The article draws Core Image's bitmap into a flipped
                    // context: the button's row r shows the field's row r.
                    let random = NoiseField.sample(x: x - shift.x, y: row - shift.y)
                    line[x] = LinearLight.argb(PixelKernels.monochrome(random, color: tone, intensity: 1), encode: true)
                }
            }
        }
        return Image(adopting: surface)
    }
}

extension NoiseTexture {
    /// How far `seed` moves the random field: `seed mod 4096` pixels right and
    /// `⌊seed / 4096⌋ mod 4096` down.
    public static func fieldShift(seed: UInt64) -> (x: Int, y: Int) {
        (Int(seed % 4096), Int(seed / 4096 % 4096))
    }
}
