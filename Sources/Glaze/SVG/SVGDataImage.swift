import Foundation

/// A raster image embedded in an SVG as a `data:` URL (`<image
/// href="data:image/png;base64,…">`), checked as Glaze checks PNG files before
/// gdk-pixbuf, which librsvg hands it to, decodes anything.
///
/// gdk-pixbuf decodes at whatever size the header claims, and sniffs the
/// format from the bytes, whatever the URL's type says; so only PNG and JPEG,
/// recognised by their own signatures, are accepted, with their size read from
/// the PNG IHDR or the JPEG frame header. A PNG is re-encoded without the
/// chunks ``PNGPreflight`` leaves out, so the bytes gdk-pixbuf reads are the
/// bytes that were checked.
struct SVGDataImage {
    enum Format: String {
        case png = "PNG", jpeg = "JPEG"
    }

    let format: Format
    let width: Int
    let height: Int
    /// The URL librsvg should be given instead, when it differs from the
    /// document's (a PNG without its compressed ancillary chunks).
    private(set) var replacement: String?

    /// Bytes the image decodes to in memory (4 a pixel).
    var decodedBytes: Int { width * height * 4 }

    /// Reads the `data:` URL `url` of the element described by `element`
    /// (`"element <image> on line 3"`).
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for a URL that is
    ///   not base64 PNG or JPEG, or bytes that are not what it says;
    ///   ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   for an image past ``InputLimits/maximumImageDimension`` or
    ///   ``InputLimits/maximumImagePixels``.
    init(url: String, element: String, line: Int, source: String, limits: InputLimits) throws(GlazeError) {
        func fail(_ problem: String) -> GlazeError {
            GlazeError(.unreadableImage(source: source, reason: "element <\(element)> on line \(line): \(problem)"))
        }
        let body = url.dropFirst("data:".count)
        guard let comma = body.firstIndex(of: ",") else { throw fail("its data: URL has no comma before the data") }
        let header = body[..<comma].lowercased().split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let declared: Format
        switch header.first {
        case "image/png": declared = .png
        case "image/jpeg", "image/jpg": declared = .jpeg
        default: throw fail("embeds '\(header.first ?? "")' data; Glaze reads embedded PNG and JPEG images only")
        }
        guard header.contains("base64") else { throw fail("its data: URL is not base64; Glaze reads base64 images only") }
        let encoded = String(body[body.index(after: comma)...]).removingPercentEncoding ?? String(body[body.index(after: comma)...])
        guard let bytes = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters), !bytes.isEmpty else {
            throw fail("its base64 data cannot be decoded")
        }
        format = declared
        // PNGPreflight's complaints, said of this element.
        func readingPNG<T>(_ step: () throws(GlazeError) -> T) throws(GlazeError) -> T {
            do {
                return try step()
            } catch {
                guard case let .unreadableImage(_, reason) = error.storage else { throw error }
                throw fail("its PNG data: \(reason)")
            }
        }
        var png: PNGPreflight?
        switch declared {
        case .png:
            let header = try readingPNG { () throws(GlazeError) in try PNGPreflight(bytes, source: source) }
            (width, height) = (header.width, header.height)
            png = header
        case .jpeg:
            guard let size = JPEGHeader(bytes) else { throw fail("its data is not a JPEG with a frame header, as its URL says") }
            if let problem = size.problem { throw fail("its JPEG \(problem)") }
            (width, height) = (size.width, size.height)
        }
        try Self.check(width, height, format, element: element, line: line, source: source, limits: limits)
        replacement = nil
        if let png {
            let kept = try readingPNG { () throws(GlazeError) in try png.decodableData() }
            if kept != bytes { replacement = "data:image/png;base64," + kept.base64EncodedString() }
        }
    }

    /// Refuses a size past ``InputLimits/maximumImageDimension`` or ``InputLimits/maximumImagePixels``.
    private static func check(_ width: Int, _ height: Int, _ format: Format, element: String, line: Int, source: String,
                              limits: InputLimits) throws(GlazeError) {
        let side = max(width, height)
        if side > limits.maximumImageDimension {
            throw GlazeError(.svgLimitExceeded(source: source, element: element, line: line, quantity: .embeddedImageSide,
                                    value: Double(side), limit: Double(limits.maximumImageDimension), detail: "a \(format.rawValue)"))
        }
        if width * height > limits.maximumImagePixels {
            throw GlazeError(.svgLimitExceeded(source: source, element: element, line: line, quantity: .embeddedImagePixels,
                                    value: Double(width * height), limit: Double(limits.maximumImagePixels), detail: "a \(format.rawValue)"))
        }
    }
}
