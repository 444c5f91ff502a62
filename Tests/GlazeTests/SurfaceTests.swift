import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Surfaces and files")
struct SurfaceTests {
    func visibleFiles(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test("a point size at a scale gives the pixel size")
    func deviceScaleSizes() throws {
        let image = try ImageSurface(width: 100, height: 40, scale: 2)
        #expect(image.pixelWidth == 200 && image.pixelHeight == 80)
        #expect(image.size == CGSize(width: 100, height: 40))
        let third = try ImageSurface(width: 100.0 / 3.0, height: 1, scale: 3)
        #expect(third.pixelWidth == 100)
    }

    @Test("bad sizes and scales are rejected with their value",
          arguments: [(CGFloat(-1), CGFloat(10), CGFloat(1)), (0, 10, 1), (.nan, 10, 1), (10, .infinity, 1), (10, 10, 0), (10, 10, -2)])
    func badSizes(width: CGFloat, height: CGFloat, scale: CGFloat) {
        #expect(throws: GlazeError.self) { try ImageSurface(width: width, height: height, scale: scale) }
    }

    @Test("a surface over Cairo's 32767-pixel limit is refused before allocating")
    func tooLarge() {
        #expect(throws: GlazeError(.surfaceTooLarge(pixelWidth: 40000, pixelHeight: 10, limit: 32767))) {
            try ImageSurface(width: 20000, height: 5, scale: 2)
        }
        #expect(throws: GlazeError(.surfaceTooLarge(pixelWidth: 10, pixelHeight: 32768, limit: 32767))) {
            try ImageSurface(pixelWidth: 10, pixelHeight: 32768)
        }
        #expect(throws: GlazeError(.invalidArgument(name: "pixel width", value: "0", reason: "must be greater than zero"))) {
            try ImageSurface(pixelWidth: 0, pixelHeight: 10)
        }
    }

    @Test("PNG round-trips pixels exactly, translucent ones included")
    func pngRoundTrip() throws {
        let image = try ImageSurface(pixelWidth: 3, pixelHeight: 2, scale: 2)
        image.withMutablePixels { p in
            p[0, 0] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
            p[1, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
            p[2, 1] = Pixel(red: 0, green: 51, blue: 0, alpha: 51)
        }
        let decoded = try ImageSurface(pngData: image.pngData(), scale: 2)
        #expect(decoded.pixelWidth == 3 && decoded.scale == 2 && decoded.size == CGSize(width: 1.5, height: 1))
        #expect(allPixels(decoded) == allPixels(image))
    }

    @Test("opaque PNGs decode to ARGB32 and draw like any other")
    func opaquePNG() throws {
        // An 8-bit RGB PNG (colour type 2), 1×1, red, built by hand.
        let rgb = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
        let image = try ImageSurface(pngData: rgb)
        #expect(image.pixel(x: 0, y: 0) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test("unreadable PNG data is a named error")
    func corruptPNG() throws {
        let valid = try solidSurface(.red).pngData()
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "no data"))) { try ImageSurface(pngData: Data()) }
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "not a PNG (bad signature)"))) {
            try ImageSurface(pngData: Data("GIF89a and more".utf8))
        }
        #expect(throws: GlazeError.self) { try ImageSurface(pngData: valid.prefix(valid.count / 2)) }
        var flipped = valid
        flipped[40] ^= 0xFF  // inside the compressed pixel data: a CRC and zlib failure
        #expect(throws: GlazeError.self) { try ImageSurface(pngData: flipped) }
    }

    @Test("missing and unreadable files are named")
    func missingFiles() throws {
        let directory = try scratchDirectory()
        let missing = directory.appendingPathComponent("nope.png")
        #expect(throws: GlazeError(.fileAccess(path: missing.path, reason: "no such file"))) {
            try ImageSurface(contentsOf: missing)
        }
        #expect(throws: GlazeError.self) { try ImageSurface(contentsOf: directory) }
    }

    @Test("PNG files are written atomically and nothing is left when the directory is missing")
    func atomicPNG() throws {
        let directory = try scratchDirectory()
        let url = directory.appendingPathComponent("swatch.png")
        try solidSurface(.red).writePNG(to: url)
        try solidSurface(.blue).writePNG(to: url)
        #expect(try visibleFiles(directory) == ["swatch.png"])
        #expect(try ImageSurface(contentsOf: url).pixel(x: 0, y: 0) == Pixel(.blue))
        let nowhere = directory.appendingPathComponent("missing/swatch.png")
        #expect(throws: GlazeError(.fileAccess(path: nowhere.path, reason: "directory \(directory.path)/missing does not exist"))) {
            try solidSurface(.red).writePNG(to: nowhere)
        }
    }

    @Test("a multi-page PDF has its pages, and an unclosed one leaves no file", .tags(.needsPoppler))
    func pdfPages() throws {
        let directory = try scratchDirectory()
        let url = directory.appendingPathComponent("pages.pdf")
        let pdf = try PDFDocument(writingTo: url, title: "Three pages")
        for (index, size) in [CGSize(width: 200, height: 100), CGSize(width: 100, height: 300), CGSize(width: 50, height: 50)].enumerated() {
            try pdf.addPage(size: size) { canvas in
                #expect(canvas.size == size)
                try canvas.fill(CGRect(x: 10, y: 10, width: 20, height: 20 + CGFloat(index)), with: .color(.red))
            }
        }
        #expect(try visibleFiles(directory).filter { !$0.hasPrefix(".") }.isEmpty, "nothing appears before close")
        try pdf.close()
        #expect(try visibleFiles(directory) == ["pages.pdf"])
        let info = try runTool("pdfinfo", [url.path])
        #expect(pdfInfoField(info, "Pages") == "3")
        #expect(pdfInfoField(info, "Title") == "Three pages")
        #expect(pdfInfoField(info, "Page size") == "200 x 100 pts")
        #expect(throws: GlazeError(.alreadyFinished("PDF document"))) { try pdf.addPage(size: size(1)) { _ in } }

        let abandoned = directory.appendingPathComponent("abandoned.pdf")
        do {
            let draft = try PDFDocument(writingTo: abandoned)
            try draft.addPage(size: size(100)) { try $0.fill($0.bounds, with: .color(.red)) }
        }
        #expect(try visibleFiles(directory) == ["pages.pdf"])
    }

    func size(_ side: CGFloat) -> CGSize { CGSize(width: side, height: side) }

    @Test("a PDF page that throws leaves the destination untouched")
    func pdfFailure() throws {
        let directory = try scratchDirectory()
        let url = directory.appendingPathComponent("keep.pdf")
        try Data("old".utf8).write(to: url)
        struct Broken: Error {}
        do {
            let pdf = try PDFDocument(writingTo: url)
            #expect(throws: Broken.self) { try pdf.addPage(size: size(10)) { _ in throw Broken() } }
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old")
        #expect(try visibleFiles(directory) == ["keep.pdf"])

        let pdf = try PDFDocument()
        #expect(throws: Broken.self) { try pdf.addPage(size: size(10)) { _ in throw Broken() } }
        #expect(throws: GlazeError(.abandoned("PDF document", because: "Broken()"))) { try pdf.addPage(size: size(10)) { _ in } }
        #expect(throws: GlazeError(.abandoned("PDF document", because: "Broken()"))) { try pdf.data() }
        let svg = try SVGDocument(size: size(10))
        #expect(throws: Broken.self) { try svg.draw { _ in throw Broken() } }
        #expect(throws: GlazeError(.abandoned("SVG document", because: "Broken()"))) { try svg.data() }
    }

    @Test("PDF and SVG pages reject bad sizes")
    func vectorSizes() throws {
        let pdf = try PDFDocument()
        #expect(throws: GlazeError.self) { try pdf.addPage(size: CGSize(width: 0, height: 10)) { _ in } }
        #expect(throws: GlazeError.self) { try pdf.addPage(size: CGSize(width: 20000, height: 10)) { _ in } }
        #expect(throws: GlazeError.self) { try SVGDocument(size: CGSize(width: -1, height: 10)) }
    }

    @Test("SVG keeps shapes as vectors at the point size")
    func svg() throws {
        let svg = try SVGDocument(size: CGSize(width: 120, height: 40))
        try svg.draw { try $0.fill(Path(roundedRect: $0.bounds, cornerRadius: 8), with: .color(.blue)) }
        let text = try #require(String(data: try svg.data(), encoding: .utf8))
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"120pt\"") && text.contains("height=\"40pt\""))
        #expect(text.contains("<path"))
        #expect(!text.contains("<image"), "a plain fill must not fall back to a raster")
    }

    @Test("a copy owns its own pixels")
    func copy() throws {
        let original = try solidSurface(.red)
        let copy = try original.copy()
        try original.draw { try $0.fill($0.bounds, with: .color(.blue)) }
        #expect(copy.pixel(x: 0, y: 0) == Pixel(.red))
        #expect(original.pixel(x: 0, y: 0) == Pixel(.blue))
    }

    @Test("pixel access outside the surface reads transparent and ignores writes")
    func pixelBounds() throws {
        let image = try solidSurface(.red, width: 2, height: 2)
        #expect(image.pixel(x: -1, y: 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(image.pixel(x: 0, y: 2).alpha == 0)
        image.withMutablePixels { $0[5, 5] = Pixel(.blue) }
        #expect(allPixels(image).allSatisfy { $0 == Pixel(.red) })
    }
}
