internal import CGlazeCairo

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

/// A read-only view of an image's pixel memory, valid only inside the closure
/// that received it. Nothing is copied, and nothing can be written through it:
/// ``Image`` hands out only this view, so a shared image cannot change.
///
/// ```swift
/// let corner = image.withPixels { $0[0, 0] }
/// ```
public struct PixelBuffer: ~Copyable {
    /// Width in pixels.
    public var width: Int { layout.width }
    /// Height in pixels.
    public var height: Int { layout.height }
    /// Bytes from one row to the next (at least `4 × width`).
    public var bytesPerRow: Int { layout.bytesPerRow }
    let layout: PixelLayout
    let base: UnsafeRawPointer

    /// Whether (x, y) lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool { layout.contains(x: x, y: y) }

    /// The pixel at column `x`, row `y` (row 0 at the top); transparent outside
    /// the buffer, rather than reading memory that is not the image's.
    public subscript(x: Int, y: Int) -> Pixel {
        guard let offset = layout.offset(x: x, y: y) else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        return Pixel(argb: base.load(fromByteOffset: offset, as: UInt32.self))
    }

    /// One row of pixels as native-endian `0xAARRGGBB` words, for fast loops.
    public func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
        guard let offset = layout.offset(x: 0, y: y) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: (base + offset).assumingMemoryBound(to: UInt32.self), count: width)
    }
}

/// A view of an image surface's own pixel memory that reads and writes, valid
/// only inside ``ImageSurface/withMutablePixels(_:)``.
///
/// ```swift
/// try surface.withMutablePixels { pixels in
///     for y in 0..<pixels.height { pixels[0, y] = Pixel(.red) }
/// }
/// ```
public struct MutablePixelBuffer: ~Copyable {
    /// Width in pixels.
    public var width: Int { layout.width }
    /// Height in pixels.
    public var height: Int { layout.height }
    /// Bytes from one row to the next (at least `4 × width`).
    public var bytesPerRow: Int { layout.bytesPerRow }
    let layout: PixelLayout
    let base: UnsafeMutableRawPointer

    /// Whether (x, y) lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool { layout.contains(x: x, y: y) }

    /// The pixel at column `x`, row `y` (row 0 at the top). Coordinates outside
    /// the buffer read as transparent and ignore writes.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            guard let offset = layout.offset(x: x, y: y) else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
            return Pixel(argb: base.load(fromByteOffset: offset, as: UInt32.self))
        }
        nonmutating set {
            guard let offset = layout.offset(x: x, y: y) else { return }
            base.storeBytes(of: newValue.argb, toByteOffset: offset, as: UInt32.self)
        }
    }

    /// One row of pixels as native-endian `0xAARRGGBB` words, for fast loops.
    public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        guard let offset = layout.offset(x: 0, y: y) else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        return UnsafeMutableBufferPointer(start: (base + offset).assumingMemoryBound(to: UInt32.self), count: width)
    }
}

/// Where each pixel of an ARGB32 buffer lives, shared by the two views.
struct PixelLayout {
    let width: Int
    let height: Int
    let bytesPerRow: Int

    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The byte offset of (x, y), or `nil` outside the buffer.
    func offset(x: Int, y: Int) -> Int? {
        contains(x: x, y: y) ? y * bytesPerRow + x * 4 : nil
    }
}

extension ImageSurface {
    /// Runs `body` with read access to the surface's pixels.
    public func withPixels<Result>(_ body: (borrowing PixelBuffer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(handle)
        return try body(PixelBuffer(layout: layout, base: UnsafeRawPointer(data)))
    }

    /// Runs `body` with read and write access to the surface's pixels; Cairo is told
    /// afterwards that they changed. Colour bytes must not exceed alpha (premultiplied).
    public func withMutablePixels<Result>(_ body: (borrowing MutablePixelBuffer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(handle)
        defer { cairo_surface_mark_dirty(handle) }
        return try body(MutablePixelBuffer(layout: layout, base: data))
    }

    /// The pixel at (x, y) in pixel coordinates; transparent outside the surface.
    public func pixel(x: Int, y: Int) -> Pixel {
        withPixels { $0[x, y] }
    }

    private var layout: PixelLayout {
        PixelLayout(width: pixelWidth, height: pixelHeight, bytesPerRow: Int(cairo_image_surface_get_stride(handle)))
    }

    private var data: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(handle)!)
    }
}
