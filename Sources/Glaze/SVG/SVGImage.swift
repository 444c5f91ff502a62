internal import CGlazeCairo
internal import CGlazeRSVG
import Foundation
import Synchronization

/// A parsed SVG document, drawn by librsvg into any rect of any canvas: sharp at
/// every scale on image surfaces, and as paths and gradients in PDF and SVG.
///
/// Sizes are in points, one CSS pixel to a point (as browsers and UIKit treat an
/// icon's `24px`); physical units convert at 96 CSS pixels to the inch. An SVG
/// without a usable `width` and `height` takes its `viewBox`'s size.
///
/// ```swift
/// let reply = try SVGImage(contentsOf: URL(fileURLWithPath: "icons/reply.svg"))
/// try canvas.draw(reply, in: CGRect(x: 10, y: 10, width: 24, height: 24))
/// let icon = try reply.image(scale: 3)   // an Image for tinting, masks, tab bars
/// ```
///
/// Reading is bounded by ``InputLimits``: the document's bytes (inflated
/// ones too, for gzip-compressed `.svgz` data), its element count, nesting and
/// declared size, and what each element asks of Cairo and Pango (font sizes,
/// dashes, curves, filters, patterns, coordinates, the instances `<use>`
/// multiplies), checked again at the scale each drawing is made at. Entities
/// are expanded as libxml2 expands them, within the size limit; DTD attribute
/// defaults and entities that nest are refused, and nothing outside the
/// document is ever loaded:
/// the only images are PNG and JPEG embedded as `data:` URLs in `<image>`,
/// checked like PNG files. An `SVGImage` is immutable and may be drawn from
/// many tasks at once.
public final class SVGImage: Sendable {
    /// librsvg's handle, which is not safe to render from two threads at once:
    /// reached only through the mutex.
    private let handle: Mutex<HandlePointer>
    /// What the document is called in errors: its path, or "data".
    public let source: String
    /// The document's own size in points.
    public let size: CGSize
    /// The document's `viewBox`, in its user units, if it declares one.
    public let viewBox: CGRect?
    /// What drawing it asks of Cairo and Pango, checked at every drawing's scale.
    private let bounds: SVGDrawBounds
    private let limits: InputLimits

    /// Parses an SVG document held in memory, plain or gzip-compressed.
    /// - Throws: ``GlazeError/Code-swift.struct/limitExceeded`` and
    ///   ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   beyond `limits` (the latter naming the element and its line);
    ///   ``GlazeError/Code-swift.struct/unreadableImage`` for a document librsvg
    ///   cannot read, one without a size, or one Glaze refuses.
    public convenience init(data: Data, limits: InputLimits = .standard) throws(GlazeError) {
        try self.init(data: data, source: "data", limits: limits)
    }

    /// Reads and parses an SVG file; see ``init(data:limits:)``.
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` as well, for a file that
    ///   cannot be read.
    public convenience init(contentsOf url: URL, limits: InputLimits = .standard) throws(GlazeError) {
        let data = try InputLimits.readFile(at: url, maximumBytes: min(limits.maximumFileBytes, limits.maximumSVGBytes))
        try self.init(data: data, source: url.path, limits: limits)
    }

    /// Parses an SVG document held in memory that came from `source` (a path or
    /// URL), which errors and ``source`` then name.
    public init(data: Data, source: String, limits: InputLimits = .standard) throws(GlazeError) {
        let checked = try SVGPreflight(data, source: source, limits: limits)
        guard let rsvg = glaze_rsvg()?.pointee else {
            throw GlazeError(.unreadableImage(source: source,
                                              reason: "librsvg (\(String(cString: glaze_rsvg_soname()))) cannot be loaded"))
        }
        var error: UnsafeMutablePointer<GError>?
        let parsed = checked.document.withUnsafeBytes { bytes in
            rsvg.new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let parsed else {
            throw GlazeError(.unreadableImage(source: source, reason: "not a readable SVG (\(Self.consume(error)))"))
        }
        rsvg.set_dpi(parsed, 96)
        let (size, viewBox) = Self.dimensions(of: parsed, rsvg: rsvg)
        guard let size else {
            g_object_unref(UnsafeMutableRawPointer(parsed))
            throw GlazeError(.unreadableImage(source: source, reason: "has no size: give it a width and height, or a viewBox"))
        }
        let limit = CGFloat(limits.maximumSVGDimension)
        guard size.width <= limit, size.height <= limit else {
            g_object_unref(UnsafeMutableRawPointer(parsed))
            let side = max(size.width, size.height)
            throw GlazeError(.limitExceeded(source: source, quantity: .side, value: side < 1e15 ? Int(side.rounded(.up)) : .max,
                                 limit: limits.maximumSVGDimension))
        }
        // Drawn at its own size at 1x: the bounds every drawing starts from.
        do {
            let natural = Self.rootScale(fitting: CGRect(origin: .zero, size: size), size: size, viewBox: viewBox)
            try checked.bounds.check(atScale: natural, transformScale: natural, pixels: size.width * size.height, limits: limits,
                                     source: source, when: "at its own size")
        } catch {
            g_object_unref(UnsafeMutableRawPointer(parsed))
            throw error
        }
        self.handle = Mutex(HandlePointer(pointer: parsed, rsvg: rsvg))
        self.source = source
        self.size = size
        self.viewBox = viewBox
        self.bounds = checked.bounds
        self.limits = limits
    }

    /// Device pixels per root user unit when the document is fitted into
    /// `viewport`: librsvg maps the viewBox (or the size) onto it; the larger
    /// stretch of the two axes bounds every `preserveAspectRatio`.
    private static func rootScale(fitting viewport: CGRect, size: CGSize, viewBox: CGRect?) -> Double {
        let box = viewBox ?? CGRect(origin: .zero, size: size)
        return max(viewport.width / box.width, viewport.height / box.height)
    }

    deinit {
        handle.withLock { g_object_unref(UnsafeMutableRawPointer($0.pointer)) }
    }

    /// The size from `width` and `height` in absolute units, else from the
    /// viewBox; `nil` when neither gives a positive, finite size.
    private static func dimensions(of handle: OpaquePointer, rsvg: glaze_rsvg_functions) -> (CGSize?, CGRect?) {
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var width = glaze_rsvg_length(), height = glaze_rsvg_length(), box = glaze_rsvg_rectangle()
        rsvg.get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &box)
        let viewBox = hasViewBox != 0 ? CGRect(x: box.x, y: box.y, width: box.width, height: box.height) : nil
        func usable(_ size: CGSize) -> CGSize? {
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 ? size : nil
        }
        var w = 0.0, h = 0.0
        if rsvg.get_intrinsic_size_in_pixels(handle, &w, &h) != 0, let size = usable(CGSize(width: w, height: h)) {
            return (size, viewBox)
        }
        return (viewBox.flatMap { usable($0.size) }, viewBox)
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// Checks what drawing the document fitted into `viewport` on `cr` asks for,
    /// at the scale of `cr`'s transform, before anything is drawn.
    /// - Throws: ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   naming the element past a limit at that scale.
    func checkDrawing(on cr: OpaquePointer, viewport: CGRect) throws(GlazeError) {
        // The transform to pixels: the matrix, then the surface's device scale
        // (an image surface at 3x keeps its scale there, not in the matrix).
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cr), &sx, &sy)
        let deviceScale = SVGTransformBound.norm(a: sx * matrix.xx, b: sy * matrix.yx, c: sx * matrix.xy, d: sy * matrix.yy)
        let fitting = Self.rootScale(fitting: viewport, size: size, viewBox: viewBox)
        let scale = deviceScale * fitting
        let transformScale = SVGTransformBound.norm(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy) * fitting
        // The pixels drawn: the viewport within the clip, as a box in device space.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = viewport.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        let pixels = visible.isNull ? 0 : visible.width * visible.height * deviceScale * deviceScale
        let natural = Self.rootScale(fitting: CGRect(origin: .zero, size: size), size: size, viewBox: viewBox)
        try bounds.check(atScale: scale, transformScale: transformScale, pixels: pixels, limits: limits, source: source,
                         when: "drawn at \(String(format: "%.3g", scale / natural))× its own size")
    }

    /// Renders the document fitted into `viewport` (by its `preserveAspectRatio`)
    /// on `cr`; returns librsvg's complaint, or `nil` when it drew.
    func render(on cr: OpaquePointer, viewport: CGRect) -> String? {
        var rectangle = glaze_rsvg_rectangle(x: viewport.minX, y: viewport.minY, width: viewport.width, height: viewport.height)
        var error: UnsafeMutablePointer<GError>?
        let drew = handle.withLock { $0.rsvg.render_document($0.pointer, cr, &rectangle, &error) }
        return drew != 0 ? nil : Self.consume(error)
    }

    /// The document as an ``Image`` of `size` points (its own size when `nil`) at
    /// `scale`: rendered at that scale for pixels, and a vector image, so PDF and
    /// SVG documents it is drawn into receive the SVG's paths.
    ///
    /// Everything that takes an `Image` takes this one: tinting, icon masks, tab
    /// bar items, clipping to its alpha, resizable images.
    public func image(size: CGSize? = nil, scale: CGFloat = 1) throws -> Image {
        try Image.vector(size: size ?? self.size, scale: scale) { canvas in
            try canvas.draw(self, in: canvas.bounds)
        }
    }
}

/// The handle's pointer, sendable so that the mutex can hold it: nothing reads
/// it except inside that mutex (and `deinit`, when no other reference is left);
/// and librsvg's functions, loaded before any handle existed.
private struct HandlePointer: @unchecked Sendable {
    let pointer: OpaquePointer
    let rsvg: glaze_rsvg_functions
}
