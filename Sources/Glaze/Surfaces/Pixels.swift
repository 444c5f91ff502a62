import CGlazeCairo

/// One premultiplied ARGB32 pixel, as Cairo stores it.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var red: UInt8
    /// Green, premultiplied by alpha.
    public var green: UInt8
    /// Blue, premultiplied by alpha.
    public var blue: UInt8
    /// Opacity.
    public var alpha: UInt8

    /// Creates a pixel from premultiplied components (each colour at most `alpha`).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The pixel Cairo stores for an opaque or translucent colour (rounded to nearest).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let p = color.premultiplied
        self.init(red: byte(p.red), green: byte(p.green), blue: byte(p.blue), alpha: byte(p.alpha))
    }

    init(argb: UInt32) {
        self.init(red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF),
                  blue: UInt8(argb & 0xFF), alpha: UInt8(argb >> 24))
    }

    var argb: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The straight-alpha colour this pixel holds (black when fully transparent).
    public var color: Color {
        guard alpha > 0 else { return .clear }
        let a = Double(alpha)
        return Color(red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
    }

    /// `r g b a` in premultiplied bytes, for test messages.
    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

/// A view of an image surface's own pixel memory, valid only inside the closure
/// that received it. Reading and writing touch the surface directly; no copy is made.
///
/// ```swift
/// let corner = image.withPixels { $0[0, 0] }
/// try image.withMutablePixels { pixels in
///     for y in 0..<pixels.height { pixels[0, y] = Pixel(.red) }
/// }
/// ```
public struct PixelBuffer: ~Copyable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `4 × width`).
    public let bytesPerRow: Int
    let base: UnsafeMutableRawPointer

    /// Whether (x, y) lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The pixel at column `x`, row `y` (row 0 at the top).
    ///
    /// Coordinates outside the buffer read as transparent and ignore writes,
    /// rather than touching memory that is not the image's.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            guard contains(x: x, y: y) else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
            return Pixel(argb: base.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self))
        }
        nonmutating set {
            guard contains(x: x, y: y) else { return }
            base.storeBytes(of: newValue.argb, toByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
        }
    }

    /// One row of pixels as native-endian `0xAARRGGBB` words, for fast loops.
    public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        guard y >= 0, y < height else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        return UnsafeMutableBufferPointer(start: (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self),
                                          count: width)
    }
}

extension ImageSurface {
    /// Runs `body` with read access to the surface's pixels.
    public func withPixels<Result>(_ body: (borrowing PixelBuffer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(handle)
        return try body(buffer)
    }

    /// Runs `body` with read and write access to the surface's pixels; Cairo is told
    /// afterwards that they changed. Colour bytes must not exceed alpha (premultiplied).
    public func withMutablePixels<Result>(_ body: (borrowing PixelBuffer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(handle)
        defer { cairo_surface_mark_dirty(handle) }
        return try body(buffer)
    }

    /// The pixel at (x, y) in pixel coordinates; transparent outside the surface.
    public func pixel(x: Int, y: Int) -> Pixel {
        withPixels { $0[x, y] }
    }

    private var buffer: PixelBuffer {
        PixelBuffer(width: pixelWidth, height: pixelHeight,
                    bytesPerRow: Int(cairo_image_surface_get_stride(handle)),
                    base: UnsafeMutableRawPointer(cairo_image_surface_get_data(handle)!))
    }
}
