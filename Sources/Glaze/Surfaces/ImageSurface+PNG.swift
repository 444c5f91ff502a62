internal import CGlazeCairo
import Foundation

extension ImageSurface {
    /// Decodes a PNG held in memory; the result has `scale` pixels per point.
    ///
    /// Every PNG colour type is accepted and converted to premultiplied ARGB32. The
    /// header's size is checked against `limits` before any pixel is decoded.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for empty,
    ///   truncated or corrupt data; ``GlazeError/Code-swift.struct/limitExceeded``
    ///   for an image larger than `limits` allow.
    public convenience init(pngData: Data, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        try self.init(decodingPNG: pngData, scale: scale, source: "data", limits: limits)
    }

    /// Decodes a PNG held in memory that came from `source` (a path or URL),
    /// which errors then name; otherwise as ``init(pngData:scale:limits:)``.
    public convenience init(pngData: Data, scale: CGFloat = 1, source: String, limits: InputLimits = .standard) throws(GlazeError) {
        try self.init(decodingPNG: pngData, scale: scale, source: source, limits: limits)
    }

    private convenience init(decodingPNG data: Data, scale: CGFloat, source: String, limits: InputLimits) throws(GlazeError) {
        try Validate.positive(scale, "scale")
        try InputLimits.check(data.count, against: limits.maximumFileBytes, .dataBytes, in: source)
        let png = try PNGPreflight(data, source: source)
        try InputLimits.check(png.width, against: limits.maximumImageDimension, .width, in: source)
        try InputLimits.check(png.height, against: limits.maximumImageDimension, .height, in: source)
        let (pixels, overflow) = png.width.multipliedReportingOverflow(by: png.height)
        try InputLimits.check(overflow ? .max : pixels, against: limits.maximumImagePixels, .pixels, in: source)
        let reader = ByteSource(try png.decodableData())
        let surface = cairo_image_surface_create_from_png_stream(ByteSource.cairoRead, reader.opaque)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw GlazeError(.unreadableImage(source: source, reason: "corrupt or truncated PNG (\(CairoStatus(status)))"))
        }
        // Cairo decodes opaque PNGs to RGB24; drawing code expects ARGB32 everywhere.
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                       cairo_image_surface_get_height(surface))!
            let cr = cairo_create(converted)!
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            let convertedStatus = cairo_surface_status(converted)
            guard convertedStatus == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(converted)
                throw GlazeError(.cairo(operation: "convert \(source) to ARGB32", status: CairoStatus(convertedStatus)))
            }
            self.init(adopting: converted, scale: scale)
        } else {
            self.init(adopting: surface, scale: scale)
        }
    }

    /// The surface encoded as PNG at the default compression; see ``pngData(compression:)``.
    public func pngData() throws(GlazeError) -> Data {
        try pngData(compression: .default)
    }

    /// The surface encoded as PNG: 8-bit RGB when every pixel is opaque, else
    /// RGBA with straight alpha, as PNG requires; `compression` trades size for time.
    /// - Throws: ``GlazeError/Code-swift.struct/cairo`` (no memory) when the
    ///   encoder's buffers cannot be allocated.
    public func pngData(compression: PNGCompression) throws(GlazeError) -> Data {
        try withPixels { pixels in
            Result { () throws(GlazeError) in try PNGEncoder.encode(pixels, compression: compression) }
        }.get()
    }

    /// Writes the surface as a PNG file at the default compression, atomically:
    /// readers see the old file or the whole new one, never a part.
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` when the directory is
    ///   missing or not writable.
    public func writePNG(to url: URL) throws(GlazeError) {
        try writePNG(to: url, compression: .default)
    }

    /// Writes the surface as a PNG file compressed as `compression` asks, atomically;
    /// see ``writePNG(to:)``.
    public func writePNG(to url: URL, compression: PNGCompression) throws(GlazeError) {
        try AtomicFile.write(pngData(compression: compression), to: url)
    }
}
