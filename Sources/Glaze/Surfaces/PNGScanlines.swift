/// An image's pixels as the PNG scanlines that are deflated into IDAT: per row a
/// filter type byte, then 8-bit RGB when every pixel is opaque, RGBA otherwise.
///
/// Colours are unpremultiplied exactly as Cairo's PNG writer does it, rounding
/// `(c × 255 + a / 2) / a` down, so a PNG written here decodes to the same
/// bytes as one Cairo wrote from the same surface; a transparent pixel is all zeros.
struct PNGScanlines {
    /// How rows are filtered before deflating.
    enum Filtering {
        /// Every row unfiltered (PNG's filter type 0).
        case none
        /// Each row with the filter ``PNGRowFilter/writeBest(_:above:count:bytesPerPixel:into:)`` picks.
        case adaptive
    }

    /// Whether every pixel is opaque, and the rows are RGB.
    let isOpaque: Bool
    /// The scanlines, `height × (1 + width × channels)` bytes.
    let bytes: [UInt8]

    init(_ pixels: borrowing PixelBuffer, filtering: Filtering) {
        let width = pixels.width, height = pixels.height
        let opaque = Self.isOpaque(pixels)
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var scanlines = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var previous = [UInt8](repeating: 0, count: rowBytes), current = previous
        Self.unpremultiplied.withUnsafeBufferPointer { table in
            scanlines.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let line = out.baseAddress! + y * (rowBytes + 1)
                    guard filtering == .adaptive else {
                        // Unfiltered (type 0, already zero): the row goes straight into place.
                        Self.convert(pixels.row(y), opaque: opaque, table: table, into: line + 1)
                        continue
                    }
                    current.withUnsafeMutableBufferPointer { row in
                        Self.convert(pixels.row(y), opaque: opaque, table: table, into: row.baseAddress!)
                    }
                    PNGRowFilter.writeBest(current, above: previous, count: rowBytes, bytesPerPixel: channels, into: line)
                    swap(&previous, &current)
                }
            }
        }
        isOpaque = opaque
        bytes = scanlines
    }

    private static func isOpaque(_ pixels: borrowing PixelBuffer) -> Bool {
        for y in 0..<pixels.height {
            for pixel in pixels.row(y) where pixel >> 24 != 0xFF { return false }
        }
        return true
    }

    /// One row of native-endian `0xAARRGGBB` words as RGB or straight RGBA bytes.
    ///
    /// Indexed loops rather than `enumerated()`, whose tuples an unoptimised
    /// build looks up as generic metadata per pixel (a fifth of the demo
    /// sheets' time in the leak check); the optimiser makes the same code of both.
    private static func convert(_ row: UnsafeBufferPointer<UInt32>, opaque: Bool, table: UnsafeBufferPointer<UInt8>,
                                into out: UnsafeMutablePointer<UInt8>) {
        if opaque {
            for x in 0..<row.count {
                let pixel = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        } else {
            for x in 0..<row.count {
                let pixel = row[x]
                let alphaRow = Int(pixel >> 24) << 8
                out[4 * x] = table[alphaRow | Int(pixel >> 16 & 0xFF)]
                out[4 * x + 1] = table[alphaRow | Int(pixel >> 8 & 0xFF)]
                out[4 * x + 2] = table[alphaRow | Int(pixel & 0xFF)]
                out[4 * x + 3] = UInt8(pixel >> 24)
            }
        }
    }

    /// Cairo's unpremultiplication for every alpha and colour byte, at
    /// `alpha << 8 | colour`: a look-up where Cairo divides per byte. A colour
    /// byte above its alpha (not premultiplied) wraps to 8 bits, as Cairo's does.
    private static let unpremultiplied: [UInt8] = (0..<256 * 256).map { index in
        let alpha = index >> 8, colour = index & 0xFF
        return alpha == 0 ? 0 : UInt8(truncatingIfNeeded: (colour * 255 + alpha / 2) / alpha)
    }
}
