internal import CGlazeCairo
import Foundation

/// A shadow's colour as the blur's output is turned into pixels: premultiplied,
/// one factor per channel for a coverage of 0 to 255.
struct ShadowColor: Hashable, Sendable {
    let red: Float, green: Float, blue: Float, alpha: Float

    init(_ color: Color, coverage: Double = 1) {
        let (r, g, b, a) = color.premultiplied
        red = Float(r * coverage)
        green = Float(g * coverage)
        blue = Float(b * coverage)
        alpha = Float(a * coverage)
    }

    /// The premultiplied ARGB32 pixel for `coverage` (0 to 255, clamped): the one
    /// rounding rule both ways of drawing a shadow use.
    @inline(__always)
    func pixel(_ coverage: Float) -> UInt32 {
        let coverage = coverage.clamped(from: 0, to: 255)
        return UInt32(alpha * coverage + 0.5) << 24 | UInt32(red * coverage + 0.5) << 16
            | UInt32(green * coverage + 0.5) << 8 | UInt32(blue * coverage + 0.5)
    }
}

/// The pixels of the ARGB32 image surface a shadow is made in, which the caller
/// owns and flushes before and marks dirty after.
struct ShadowBuffer {
    let base: UnsafeMutableRawPointer
    let stride: Int
    let width: Int
    let height: Int

    init(surface: OpaquePointer, width: Int, height: Int) {
        base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        stride = Int(cairo_image_surface_get_stride(surface))
        self.width = width
        self.height = height
    }

    /// The alpha of every pixel, row by row, as the blur takes it.
    func alphas() -> [Float] {
        var values = [Float](repeating: 0, count: width * height)
        values.withUnsafeMutableBufferPointer { values in
            for y in 0..<height {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { values[y * width + x] = Float(row[x] >> 24) }
            }
        }
        return values
    }

    /// Every pixel set to `color` at the blurred coverage in `values`.
    func colour(_ values: [Float], with color: ShadowColor) {
        values.withUnsafeBufferPointer { values in
            for y in 0..<height {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = color.pixel(values[y * width + x]) }
            }
        }
    }
}
