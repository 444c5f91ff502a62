internal import CGlazeCairo
import Foundation

/// An in-memory ARGB32 raster with a device scale, the surface most drawing targets.
///
/// Sizes are given in points; the pixel size is the point size times `scale`,
/// rounded up. Drawing code always works in points, so the same code renders
/// crisp 1x, 2x and 3x images:
///
/// ```swift
/// let image = try ImageSurface(width: 100, height: 40, scale: 2)  // 200×80 pixels
/// try image.draw { canvas in
///     try canvas.fill(Path(roundedRect: canvas.bounds, cornerRadius: 8), with: .color(.blue))
/// }
/// try image.writePNG(to: URL(fileURLWithPath: "button@2x.png"))
/// ```
///
/// An `ImageSurface` owns its Cairo surface and releases it when the last
/// reference goes. It is not thread-safe: use one surface from one task at a time.
public final class ImageSurface {
    /// Cairo's limit on each side of an image surface, in pixels.
    public static let maximumPixelDimension = 32767

    let handle: OpaquePointer

    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat

    /// The size in points (the pixel size divided by the scale).
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// A transparent surface `width` × `height` points at `scale` pixels per point.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for a non-finite,
    ///   zero or negative size or scale; ``GlazeError/Code-swift.struct/surfaceTooLarge``
    ///   beyond 32767 pixels a side.
    public convenience init(width: CGFloat, height: CGFloat, scale: CGFloat = 1) throws(GlazeError) {
        try Validate.positive(width, "width")
        try Validate.positive(height, "height")
        try Validate.positive(scale, "scale")
        let w = PixelRounding.pixels(width, scale: scale), h = PixelRounding.pixels(height, scale: scale)
        let limit = CGFloat(Self.maximumPixelDimension)
        guard w <= limit, h <= limit else {
            throw GlazeError(.surfaceTooLarge(pixelWidth: w > limit * 2 ? Int.max : Int(w),
                                   pixelHeight: h > limit * 2 ? Int.max : Int(h),
                                   limit: Self.maximumPixelDimension))
        }
        try self.init(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale)
    }

    /// A transparent surface `size` points large at `scale` pixels per point.
    public convenience init(size: CGSize, scale: CGFloat = 1) throws(GlazeError) {
        try self.init(width: size.width, height: size.height, scale: scale)
    }

    /// A transparent surface of exactly `pixelWidth` × `pixelHeight` pixels.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) throws(GlazeError) {
        try Validate.positive(scale, "scale")
        guard pixelWidth > 0 else {
            throw GlazeError(.invalidArgument(name: "pixel width", value: "\(pixelWidth)", reason: "must be greater than zero"))
        }
        guard pixelHeight > 0 else {
            throw GlazeError(.invalidArgument(name: "pixel height", value: "\(pixelHeight)", reason: "must be greater than zero"))
        }
        guard pixelWidth <= Self.maximumPixelDimension, pixelHeight <= Self.maximumPixelDimension else {
            throw GlazeError(.surfaceTooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: Self.maximumPixelDimension))
        }
        let surface = try checkedSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!,
                                         "create a \(pixelWidth)×\(pixelHeight) image surface")
        cairo_surface_set_device_scale(surface, scale, scale)
        self.handle = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// Takes ownership of an ARGB32 image surface that Cairo created and checked.
    init(adopting surface: OpaquePointer, scale: CGFloat) {
        cairo_surface_set_device_scale(surface, scale, scale)
        self.handle = surface
        self.pixelWidth = Int(cairo_image_surface_get_width(surface))
        self.pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// The surface's rectangle in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Runs `body` with a canvas drawing on this surface and returns its result.
    ///
    /// The canvas starts with Glaze's defaults: identity transform, no clip,
    /// `.normal` blending, alpha 1. Whatever `body` does to its state ends with it;
    /// what it drew before throwing stays on the surface.
    /// - Throws: what `body` throws, or a ``GlazeError`` when Cairo fails.
    public func draw<Result>(_ body: (Canvas) throws -> Result) throws -> Result {
        let canvas = try Canvas(target: handle, kind: .image, size: size, scale: scale, owner: self)
        let result = try body(canvas)
        try canvas.finish()
        return result
    }

    /// A canvas drawing on this surface for as long as it is kept, for code whose
    /// drawing does not fit in one closure (a Core Graphics port's long-lived
    /// context). It keeps the surface alive.
    ///
    /// It starts as ``draw(_:)``'s canvas does. Drawing on one surface through two
    /// canvases interleaves in call order; Cairo failures surface from the
    /// drawing call that met them.
    public func makeCanvas() throws(GlazeError) -> Canvas {
        try Canvas(target: handle, kind: .image, size: size, scale: scale, owner: self)
    }

    /// A new surface with the same pixels, size and scale.
    public func copy() throws(GlazeError) -> ImageSurface {
        let copy = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        cairo_surface_flush(handle)
        let source = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
        let destination = cairo_image_surface_get_data(copy.handle)!
        let stride = Int(cairo_image_surface_get_stride(handle))
        destination.update(from: source.assumingMemoryBound(to: UInt8.self), count: stride * pixelHeight)
        cairo_surface_mark_dirty(copy.handle)
        return copy
    }

    /// Copies of this surface side by side (or stacked), enough to span `count`
    /// copies, the last one cut to the pixel.
    func repeated(horizontally: Bool, count: CGFloat) throws(GlazeError) -> ImageSurface {
        let copies = max(count, 1)
        let width = horizontally ? Int((CGFloat(pixelWidth) * copies - 1e-9).rounded(.up)) : pixelWidth
        let height = horizontally ? pixelHeight : Int((CGFloat(pixelHeight) * copies - 1e-9).rounded(.up))
        let strip = try ImageSurface(pixelWidth: min(width, Self.maximumPixelDimension),
                                     pixelHeight: min(height, Self.maximumPixelDimension), scale: scale)
        withPixels { source in
            strip.withMutablePixels { out in
                for y in 0..<out.height {
                    let from = source.row(y % pixelHeight), to = out.row(y)
                    for x in 0..<out.width { to[x] = from[x % pixelWidth] }
                }
            }
        }
        return strip
    }
}
