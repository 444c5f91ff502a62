import CGlazeCairo
import Foundation

extension ImageSurface {
    /// Decodes a PNG held in memory; the result has `scale` pixels per point.
    ///
    /// Every PNG colour type is accepted and converted to premultiplied ARGB32.
    /// - Throws: ``GlazeError/unreadableImage(source:reason:)`` for empty,
    ///   truncated or corrupt data.
    public convenience init(pngData: Data, scale: CGFloat = 1) throws(GlazeError) {
        try self.init(decodingPNG: pngData, scale: scale, source: "data")
    }

    /// Reads and decodes a PNG file; the result has `scale` pixels per point.
    ///
    /// ```swift
    /// let icon = try ImageSurface(contentsOfPNG: URL(fileURLWithPath: "star@2x.png"), scale: 2)
    /// ```
    /// - Throws: ``GlazeError/fileAccess(path:reason:)`` when the file cannot be
    ///   read, ``GlazeError/unreadableImage(source:reason:)`` when it is not a valid PNG.
    public convenience init(contentsOfPNG url: URL, scale: CGFloat = 1) throws(GlazeError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "the file is not readable" : "no such file"
            throw .fileAccess(path: url.path, reason: reason)
        }
        try self.init(decodingPNG: data, scale: scale, source: url.path)
    }

    private convenience init(decodingPNG data: Data, scale: CGFloat, source: String) throws(GlazeError) {
        try Validate.positive(scale, "scale")
        // Checking the signature first gives a clearer message than libpng's.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > signature.count, Array(data.prefix(8)) == signature else {
            throw .unreadableImage(source: source, reason: data.isEmpty ? "no data" : "not a PNG (bad signature)")
        }
        let reader = ByteSource(data)
        let surface = cairo_image_surface_create_from_png_stream(ByteSource.cairoRead, reader.opaque)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .unreadableImage(source: source, reason: "corrupt or truncated PNG (\(CairoStatus(status)))")
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
                throw .cairo(operation: "convert \(source) to ARGB32", status: CairoStatus(convertedStatus))
            }
            self.init(adopting: converted, scale: scale)
        } else {
            self.init(adopting: surface, scale: scale)
        }
    }

    /// The surface encoded as PNG (8-bit RGBA, straight alpha, as PNG requires).
    public func pngData() throws(GlazeError) -> Data {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(handle, ByteSink.cairoWrite, sink.opaque)
        try status.check("encode a PNG")
        return sink.data
    }

    /// Writes the surface as a PNG file, atomically: readers see the old file or
    /// the whole new one, never a part.
    /// - Throws: ``GlazeError/fileAccess(path:reason:)`` when the directory is
    ///   missing or not writable.
    public func writePNG(to url: URL) throws(GlazeError) {
        try AtomicFile.write(pngData(), to: url)
    }
}
