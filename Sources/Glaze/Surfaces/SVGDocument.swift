internal import CGlazeCairo
import Foundation

/// A single SVG picture, sized in points, collected in memory.
///
/// ```swift
/// let svg = try SVGDocument(size: CGSize(width: 120, height: 40))
/// try svg.draw { canvas in
///     try canvas.fill(Path(roundedRect: canvas.bounds, cornerRadius: 8), with: .color(.blue))
/// }
/// try svg.write(to: URL(fileURLWithPath: "button.svg"))
/// ```
public final class SVGDocument {
    private let surface: OpaquePointer
    private let sink = ByteSink()
    private var finished = false
    private var failure: String?

    /// The picture's size in points.
    public let size: CGSize

    /// An empty picture of `size` points.
    public init(size: CGSize) throws(GlazeError) {
        try Validate.positive(size.width, "width")
        try Validate.positive(size.height, "height")
        self.size = size
        surface = try checkedSurface(cairo_svg_surface_create_for_stream(ByteSink.cairoWrite, sink.opaque, size.width, size.height)!,
                                     "create an SVG document")
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws into the picture; may be called more than once before it is written.
    ///
    /// Blend modes that need to read pixels back throw
    /// ``GlazeError/Code-swift.struct/blendModeUnsupported``, as on PDF pages.
    /// If `body` throws, the picture is abandoned and ``data()`` and ``write(to:)``
    /// throw ``GlazeError/Code-swift.struct/abandoned``.
    public func draw(_ body: (Canvas) throws -> Void) throws {
        try checkUsable()
        guard !finished else { throw GlazeError(.alreadyFinished("SVG document")) }
        let canvas = try Canvas(target: surface, kind: .svg, size: size, scale: 1, owner: self)
        do {
            try body(canvas)
        } catch {
            failure = "\(error)"
            throw error
        }
        try canvas.finish()
    }

    private func checkUsable() throws(GlazeError) {
        if let failure { throw GlazeError(.abandoned("SVG document", because: failure)) }
    }

    /// Finishes the picture and returns the SVG bytes; later calls return the same bytes.
    public func data() throws(GlazeError) -> Data {
        try checkUsable()
        if !finished {
            finished = true
            cairo_surface_finish(surface)
            try cairo_surface_status(surface).check("write the SVG document")
        }
        return sink.data
    }

    /// Finishes the picture and writes it to `url` atomically.
    public func write(to url: URL) throws(GlazeError) {
        try AtomicFile.write(data(), to: url)
    }
}
