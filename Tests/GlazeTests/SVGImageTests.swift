import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// SVG documents: their size, their pixels at every scale, vectors in documents,
/// and every way a hostile or broken file is refused.
@Suite("SVG images")
struct SVGImageTests {
    static func svg(_ body: String, attributes: String = #"width="10" height="10" viewBox="0 0 10 10""#) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" \#(attributes)>\#(body)</svg>"#.utf8)
    }

    /// A 6 × 6 red square at (2, 2) in a 10 × 10 document.
    static let square = svg(#"<rect x="2" y="2" width="6" height="6" fill="red"/>"#)

    @Test("a square drawn at 2x covers exactly its pixels, fully, and nothing else")
    func squarePixels() throws {
        let document = try SVGImage(data: Self.square)
        #expect(document.size == CGSize(width: 10, height: 10))
        #expect(document.viewBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let surface = try ImageSurface(width: 10, height: 10, scale: 2)
        try surface.draw { try $0.draw(document, in: $0.bounds) }
        let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (4..<16).contains(x) && (4..<16).contains(y)
                expectPixel(surface.pixel(x: x, y: y), equals: inside ? red : Pixel(red: 0, green: 0, blue: 0, alpha: 0),
                            "pixel (\(x), \(y))")
            }
        }
    }

    @Test("an image of an SVG is rendered at its scale, not stretched from a smaller bitmap")
    func crispAtEveryScale() throws {
        let document = try SVGImage(data: Self.square)
        for scale in [1.0, 2, 3] {
            let image = try document.image(scale: scale)
            #expect(image.isVector && image.pixelWidth == Int(10 * scale) && image.scale == scale)
            // The square's edge, 2 points in: the last pixel outside is empty and the
            // first inside is full, at every scale.
            let edge = Int(2 * scale)
            #expect(image.pixel(x: edge - 1, y: Int(5 * scale)).alpha == 0)
            #expect(image.pixel(x: edge, y: Int(5 * scale)).alpha == 255)
        }
        // A 20-point image of the 10-point document is the square at twice the size.
        let doubled = try document.image(size: CGSize(width: 20, height: 20), scale: 1)
        #expect(doubled.pixel(x: 3, y: 10).alpha == 0 && doubled.pixel(x: 4, y: 10).alpha == 255)
        #expect(doubled.pixel(x: 15, y: 10).alpha == 255 && doubled.pixel(x: 16, y: 10).alpha == 0)
    }

    @Test("a rect of another shape fits the document centred, as preserveAspectRatio says")
    func aspectFit() throws {
        let surface = try ImageSurface(width: 20, height: 10)
        try surface.draw { try $0.draw(try SVGImage(data: Self.square), in: $0.bounds) }
        // The 10 × 10 document sits in x 5..<15; its square in 7..<13.
        #expect(surface.pixel(x: 6, y: 5).alpha == 0 && surface.pixel(x: 7, y: 5).alpha == 255)
        #expect(surface.pixel(x: 12, y: 5).alpha == 255 && surface.pixel(x: 13, y: 5).alpha == 0)
        let stretched = Self.svg(#"<rect x="2" y="2" width="6" height="6"/>"#,
                                 attributes: #"width="10" height="10" viewBox="0 0 10 10" preserveAspectRatio="none""#)
        let wide = try ImageSurface(width: 20, height: 10)
        try wide.draw { try $0.draw(try SVGImage(data: stretched), in: $0.bounds) }
        #expect(wide.pixel(x: 3, y: 5).alpha == 0 && wide.pixel(x: 4, y: 5).alpha == 255 && wide.pixel(x: 16, y: 5).alpha == 0)
    }

    @Test("sizes: CSS pixels are points, physical units at 96 to the inch, else the viewBox",
          arguments: [(#"width="24" height="24""#, CGSize(width: 24, height: 24)),
                      (#"width="24px" height="12px""#, CGSize(width: 24, height: 12)),
                      (#"width="1in" height="0.5in""#, CGSize(width: 96, height: 48)),
                      (#"width="18pt" height="9pt""#, CGSize(width: 24, height: 12)),
                      (#"viewBox="0 0 48 32""#, CGSize(width: 48, height: 32)),
                      (#"width="100%" height="100%" viewBox="-5 -5 30 20""#, CGSize(width: 30, height: 20))])
    func sizes(attributes: String, expected: CGSize) throws {
        let document = try SVGImage(data: Self.svg("<circle cx='5' cy='5' r='4'/>", attributes: attributes))
        #expect(abs(document.size.width - expected.width) < 1e-9 && abs(document.size.height - expected.height) < 1e-9,
                "\(attributes): \(document.size)")
    }

    @Test("drawn into a PDF, directly or as an image, an SVG is paths: no image on the page", .tags(.needsPoppler))
    func vectorInPDF() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = try SVGImage(data: Self.svg(
            #"<defs><linearGradient id="g"><stop offset="0" stop-color="orange"/><stop offset="1" stop-color="blue"/></linearGradient></defs><circle cx="5" cy="5" r="4" fill="url(#g)" stroke="black" stroke-width="0.5"/>"#))
        let direct = try writePDF("direct.pdf", in: directory, size: CGSize(width: 200, height: 200)) { canvas in
            try canvas.draw(document, in: CGRect(x: 10, y: 10, width: 180, height: 180), alpha: 0.8)
        }
        #expect(try pdfImages(in: direct).isEmpty)
        let icon = try document.image(scale: 2)
        let asImage = try writePDF("image.pdf", in: directory, size: CGSize(width: 200, height: 200)) { canvas in
            try canvas.draw(icon, in: CGRect(x: 10, y: 10, width: 180, height: 180))
            try canvas.clip(toAlphaOf: icon, in: CGRect(x: 0, y: 0, width: 100, height: 100))
            try canvas.paint(.color(.blue))
        }
        #expect(try pdfImages(in: asImage).isEmpty)
        // Poppler finds the circle where Cairo draws it: the centre is filled, a corner empty.
        let page = try popplerRendering(of: direct, scale: 1)
        #expect(page.pixel(x: 100, y: 100).alpha == 255 && page.pixel(x: 100, y: 100).red < 250)
        #expect(page.pixel(x: 15, y: 15) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("drawn into an SVG document, an SVG is paths, not an embedded bitmap")
    func vectorInSVG() throws {
        let output = try SVGDocument(size: CGSize(width: 50, height: 50))
        try output.draw { try $0.draw(try SVGImage(data: Self.square), in: $0.bounds) }
        let text = String(decoding: try output.data(), as: UTF8.self)
        #expect(!text.contains("<image") && text.contains("<path"))
    }

    @Test("refused: each bad document throws an error naming the problem",
          arguments: [("", "no data"),
                      ("hello", "not well-formed XML on line 1: text outside the root element"),
                      ("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect", "not well-formed XML on line 1: the tag <rect> is not closed"),
                      ("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect/>", "not well-formed XML on line 1: the element <svg> is not closed"),
                      ("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'></svg><g/>", "a second root element <g>"),
                      ("<html/>", "not a readable SVG"),
                      (#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a SYSTEM "a.txt">]><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">&a;</svg>"#,
                       "declares an external entity 'a' (<!ENTITY> on line 1), which Glaze does not expand"),
                      (#"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><image href="data:image/png;base64,AAAA" width="9" height="9"/></svg>"#,
                       "element <image> on line 1: its PNG data: not a PNG"),
                      (#"<s:svg xmlns:s="http://www.w3.org/2000/svg" width="9" height="9"><s:image href="x.png"/></s:svg>"#,
                       "element <image> on line 1: its href refers to 'x.png', outside the document"),
                      (#"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><filter id="f"><feImage href="x.png"/></filter></svg>"#,
                       "draws an image inside a filter (<feImage> on line 1)"),
                      (#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect width="5" height="5"/></svg>"#, "has no size"),
                      (#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"#, "has no size")])
    func refused(document: String, reason: String) {
        do {
            _ = try SVGImage(data: Data(document.utf8))
            Issue.record("accepted: \(document)")
        } catch where error.code == .unreadableImage {
            #expect(error.source == "data" && error.reason?.contains(reason) == true, "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("limits: bytes, elements and declared size are checked before librsvg draws anything")
    func limits() throws {
        var limits = InputLimits.standard
        limits.maximumSVGElements = 10
        let many = Self.svg(String(repeating: "<rect width='1' height='1'/>", count: 10))
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .elements, value: 11, limit: 10))) {
            try SVGImage(data: many, limits: limits)
        }
        limits = .standard
        limits.maximumSVGBytes = 100
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .dataBytes, value: Self.square.count, limit: 100))) {
            try SVGImage(data: Self.square, limits: limits)
        }
        let huge = Self.svg("<rect width='1' height='1'/>", attributes: #"width="100000" height="10""#)
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .side, value: 100_000, limit: 16_384))) {
            try SVGImage(data: huge)
        }
    }

    @Test("files: read within limits; a missing file or a directory is a file error naming the path")
    func files() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.svg")
        try Self.square.write(to: url)
        let document = try SVGImage(contentsOf: url)
        #expect(document.source == url.path && document.size == CGSize(width: 10, height: 10))
        let missing = directory.appendingPathComponent("missing.svg")
        #expect(throws: GlazeError(.fileAccess(path: missing.path, reason: "no such file"))) {
            try SVGImage(contentsOf: missing)
        }
        #expect {
            try SVGImage(contentsOf: directory)
        } throws: { error in
            guard case let .fileAccess(path, reason) = (error as? GlazeError)?.storage else { return false }
            return path == directory.path && reason.contains("not a regular file")
        }
    }

    @Test("one SVG drawn from eight tasks at once gives the same pixels in each")
    func sharedAcrossTasks() async throws {
        let document = try SVGImage(data: Self.svg(#"<circle cx="5" cy="5" r="4.3" fill="seagreen"/>"#))
        let digests = try await withThrowingTaskGroup(of: ContentDigest.self) { group in
            for _ in 0..<8 {
                group.addTask { try document.image(size: CGSize(width: 64, height: 64), scale: 2).contentDigest }
            }
            return try await group.reduce(into: Set<ContentDigest>()) { $0.insert($1) }
        }
        #expect(digests.count == 1)
    }
}
