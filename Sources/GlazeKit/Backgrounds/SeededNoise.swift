import Foundation
import Glaze

/// SplitMix64: a tiny, well-mixed generator whose sequence depends only on its
/// seed, so the same seed gives the same noise on every machine and every run.
struct SeededGenerator: RandomNumberGenerator {
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

extension Image {
    /// Opaque monochrome noise, one random grey level per pixel, from `seed`.
    ///
    /// ```swift
    /// let noise = try Image.noise(pixelWidth: 140, pixelHeight: 88, scale: 2, seed: 7)
    /// ```
    public static func noise(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, seed: UInt64) throws -> Image {
        let surface = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        var generator = SeededGenerator(seed: seed)
        surface.withMutablePixels { pixels in
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                var x = 0
                // Eight grey levels from each 64-bit draw.
                while x < pixels.width {
                    var bits = generator.next()
                    for _ in 0..<8 where x < pixels.width {
                        let level = UInt32(bits & 0xFF)
                        row[x] = 0xFF00_0000 | level << 16 | level << 8 | level
                        bits >>= 8
                        x += 1
                    }
                }
            }
        }
        return try surface.makeImage()
    }
}
