import Glaze

/// The largest difference between two packed `0xAARRGGBB` pixels on any of
/// their four channels, in 8-bit levels.
///
/// The comparisons of whole pictures call this once per pixel, and the suite
/// runs unoptimised under ThreadSanitizer, where the generic `max`, `abs` and
/// `stride` it avoids cost a call through a witness table each: written out,
/// the pixel comparisons take a fraction of the time.
@inline(__always)
public func largestChannelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    var largest = 0
    var shift: UInt32 = 0
    while shift < 32 {
        let a = Int(p >> shift & 0xFF), b = Int(q >> shift & 0xFF)
        let difference = a > b ? a - b : b - a
        if difference > largest { largest = difference }
        shift += 8
    }
    return largest
}

/// How far `value` lies outside `low...high`: 0 inside.
@inline(__always)
public func distance(of value: Int, outside low: Int, _ high: Int) -> Int {
    value < low ? low - value : value > high ? value - high : 0
}

/// How two pictures of one size differ, each pixel against the one in the
/// same place, on the channel that differs most (premultiplied, alpha included).
public struct PixelDifferences {
    /// Pixels compared.
    public private(set) var total = 0
    /// Pixels that differ at all.
    public private(set) var differing = 0
    /// Pixels that differ by more than the threshold.
    public private(set) var beyond = 0
    /// The largest difference, in levels.
    public private(set) var largest = 0
    /// Pixels of the second picture with some alpha.
    public private(set) var covered = 0

    /// Compares `a` with `b`, counting the pixels more than `threshold` levels apart.
    public init(_ a: borrowing PixelBuffer, _ b: borrowing PixelBuffer, threshold: Int) {
        precondition(a.width == b.width && a.height == b.height, "pictures of different sizes")
        for y in 0..<a.height {
            let rowA = a.row(y), rowB = b.row(y)
            for x in 0..<a.width {
                let difference = largestChannelDifference(rowA[x], rowB[x])
                if difference > largest { largest = difference }
                if difference > 0 { differing += 1 }
                if difference > threshold { beyond += 1 }
                if rowB[x] >> 24 > 0 { covered += 1 }
            }
        }
        total = a.width * a.height
    }

    /// Compares two images, as the initialiser over their pixel buffers does.
    public init(_ a: Image, _ b: Image, threshold: Int) {
        self = a.withPixels { a in b.withPixels { b in PixelDifferences(a, b, threshold: threshold) } }
    }

    /// Compares two surfaces, as the initialiser over their pixel buffers does.
    public init(_ a: ImageSurface, _ b: ImageSurface, threshold: Int) {
        self = a.withPixels { a in b.withPixels { b in PixelDifferences(a, b, threshold: threshold) } }
    }
}
