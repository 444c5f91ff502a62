internal import CGlazeCairo
import Foundation

/// A multi-page PDF written page by page, to a file or to memory.
///
/// Pages stream out as they are finished, so a long document never piles up in
/// memory. A file is written atomically: until ``close()`` succeeds the
/// destination is untouched, and a document dropped without closing leaves
/// nothing behind. Text stays text (searchable and extractable), paths stay vectors.
///
/// ```swift
/// let pdf = try PDFDocument(writingTo: URL(fileURLWithPath: "sheet.pdf"), title: "Glaze")
/// try pdf.addPage(size: CGSize(width: 595, height: 842)) { canvas in
///     try canvas.drawText("Page one", font: .bold(24), at: CGPoint(x: 40, y: 40))
/// }
/// try pdf.close()
/// ```
public final class PDFDocument {
    private let surface: OpaquePointer
    private let sink: ByteSink
    private let file: AtomicFile?
    private var finished = false
    /// Why a page failed: its partial drawing cannot be taken back, so the
    /// document refuses further pages and never writes.
    private var failure: String?

    /// The number of pages added so far.
    public private(set) var pageCount = 0

    /// A document written to `url` when it is closed.
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` when the directory is missing or not writable.
    public convenience init(writingTo url: URL, title: String? = nil, author: String? = nil) throws(GlazeError) {
        let file = try AtomicFile(destination: url)
        try self.init(sink: ByteSink(file: file.handle), file: file, title: title, author: author)
    }

    /// A document collected in memory; read it with ``data()``.
    public convenience init(title: String? = nil, author: String? = nil) throws(GlazeError) {
        try self.init(sink: ByteSink(), file: nil, title: title, author: author)
    }

    private init(sink: ByteSink, file: AtomicFile?, title: String?, author: String?) throws(GlazeError) {
        self.sink = sink
        self.file = file
        // Each page sets its own size before drawing; this one is never used.
        surface = try checkedSurface(cairo_pdf_surface_create_for_stream(ByteSink.cairoWrite, sink.opaque, 1, 1)!,
                                     "create a PDF document")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        if let author { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Glaze")
    }

    deinit {
        if !finished {
            cairo_surface_finish(surface)
            file?.discard()
        }
        cairo_surface_destroy(surface)
    }

    /// Adds a page of `size` points and draws it with `body`.
    ///
    /// Blend modes that need to read pixels back (plusDarker, and unbounded modes
    /// on strokes or through image masks) throw ``GlazeError/Code-swift.struct/blendModeUnsupported``
    /// here; every other mode is written as PDF blending that viewers reproduce.
    /// If `body` throws, the document is abandoned: what the page drew cannot be
    /// taken back, so later pages and ``close()`` throw ``GlazeError/Code-swift.struct/abandoned``
    /// and the destination file is never touched.
    /// - Throws: what `body` throws; ``GlazeError/Code-swift.struct/alreadyFinished`` after ``close()``;
    ///   ``GlazeError/Code-swift.struct/invalidArgument`` for a bad size.
    public func addPage(size: CGSize, _ body: (Canvas) throws -> Void) throws {
        try checkUsable()
        try Validate.positive(size.width, "page width")
        try Validate.positive(size.height, "page height")
        guard size.width <= 14_400, size.height <= 14_400 else {
            throw GlazeError(.invalidArgument(name: "page size", value: "\(size)",
                                             reason: "PDF pages are at most 14400 points a side"))
        }
        cairo_pdf_surface_set_size(surface, size.width, size.height)
        let canvas = try Canvas(target: surface, kind: .pdf, size: size, scale: 1, owner: self)
        do {
            try body(canvas)
        } catch {
            failure = "\(error)"
            file?.discard()
            throw error
        }
        cairo_show_page(canvas.cr)
        try canvas.finish()
        pageCount += 1
        try writeFailure()
    }

    /// Finishes the document and moves the file into place.
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` when writing failed;
    ///   ``GlazeError/Code-swift.struct/alreadyFinished`` when already closed.
    public func close() throws(GlazeError) {
        try finish()
        try file?.commit()
    }

    /// Finishes an in-memory document and returns its bytes.
    public func data() throws(GlazeError) -> Data {
        try finish()
        return sink.data
    }

    private func checkUsable() throws(GlazeError) {
        if let failure { throw GlazeError(.abandoned("PDF document", because: failure)) }
        guard !finished else { throw GlazeError(.alreadyFinished("PDF document")) }
    }

    private func finish() throws(GlazeError) {
        try checkUsable()
        finished = true
        cairo_surface_finish(surface)
        try writeFailure()
        try cairo_surface_status(surface).check("write the PDF document")
    }

    private func writeFailure() throws(GlazeError) {
        if let failure = sink.failure {
            file?.discard()
            throw GlazeError(.fileAccess(path: file?.destination.path ?? "memory", reason: failure))
        }
    }
}
