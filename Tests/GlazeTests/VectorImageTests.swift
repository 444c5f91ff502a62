import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Vector images: their pixels are what the same drawing gives a raster image,
/// and PDF and SVG documents receive their drawing, not a bitmap.
@Suite("Vector images")
struct VectorImageTests {
    static let size = CGSize(width: 40, height: 24)

    /// A pill with a gradient, a highlight and a border: paths, a gradient and a clip.
    @Sendable static func pill(_ canvas: Canvas) throws {
        try pill(in: canvas.bounds, on: canvas)
    }

    static func pill(in bounds: CGRect, on canvas: Canvas) throws {
        let outline = Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8)
        try canvas.fill(outline, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: bounds.height),
                                                         colors: [Color(red: 0.4, green: 0.6, blue: 0.95),
                                                                  Color(red: 0.1, green: 0.3, blue: 0.8)])))
        try canvas.withSavedState { canvas in
            try canvas.clip(to: outline)
            try canvas.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 4), with: .color(Color.white.withAlpha(0.5)))
        }
        try canvas.stroke(outline, with: .color(Color(red: 0.05, green: 0.15, blue: 0.45)))
    }

    /// A page with `body`, written to `name` in `directory`.
    static func pdf(_ name: String, in directory: URL, size: CGSize = CGSize(width: 200, height: 120),
                    _ body: (Canvas) throws -> Void) throws -> URL {
        try writePDF(name, in: directory, size: size) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try body(canvas)
        }
    }

    @Test("a vector image has exactly the pixels of a raster image drawn the same way")
    func pixelsMatchRaster() throws {
        for scale in [1.0, 2, 3] {
            let vector = try Image.vector(size: Self.size, scale: scale, Self.pill)
            let raster = try Image(size: Self.size, scale: scale, Self.pill)
            #expect(vector.isVector && !raster.isVector)
            #expect(vector.contentDigest == raster.contentDigest, "at \(scale)x")
            let crop = (x: 3, y: 2, width: 9, height: 11)
            #expect(try vector.cropped(toPixels: crop).contentDigest == raster.cropped(toPixels: crop).contentDigest)
            #expect(try vector.cropped(toPixels: crop).isVector)
        }
    }

    @Test("drawn, tiled, cropped and used as a mask in a PDF, a vector image adds no image to the page", .tags(.needsPoppler))
    func staysVectorInPDF() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let vector = try Image.vector(size: Self.size, scale: 2, Self.pill)
        let drawings: [(String, (Canvas) throws -> Void)] = [
            ("drawn", { try $0.draw(vector, in: CGRect(x: 10, y: 10, width: 120, height: 48)) }),
            ("tiled", { try $0.drawTiled(vector, in: CGRect(x: 0, y: 0, width: 200, height: 60)) }),
            ("tiled along one axis", { try $0.drawTiled(vector, in: CGRect(x: 0, y: 0, width: 200, height: 24)) }),
            ("cropped", { try $0.draw(try vector.cropped(toPixels: (x: 0, y: 0, width: 20, height: 48)), in: CGRect(x: 5, y: 5, width: 30, height: 72)) }),
            ("mask", { canvas in
                try canvas.clip(toAlphaOf: vector, in: CGRect(x: 10, y: 10, width: 160, height: 96))
                try canvas.paint(.color(.black))
            }),
        ]
        for (name, draw) in drawings {
            let url = try Self.pdf("\(name).pdf", in: directory, draw)
            let listed = try pdfImages(in: url)
            #expect(listed.isEmpty, "\(name): \(listed)")
        }
        // The same drawings from a raster image list it: the check can fail.
        let raster = try Image(size: Self.size, scale: 2, Self.pill)
        let control = try Self.pdf("raster.pdf", in: directory) { try $0.draw(raster, in: CGRect(x: 10, y: 10, width: 120, height: 48)) }
        #expect(try pdfImages(in: control).contains { $0.contains(" image ") })
        let mask = try Self.pdf("raster-mask.pdf", in: directory) { canvas in
            try canvas.clip(toAlphaOf: raster, in: CGRect(x: 10, y: 10, width: 160, height: 96))
            try canvas.paint(.color(.black))
        }
        #expect(try !pdfImages(in: mask).isEmpty)
    }

    @Test("poppler draws a vector image stretched in a PDF as Cairo draws the drawing at that size", .tags(.needsPoppler))
    func popplerMatchesCairo() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let vector = try Image.vector(size: Self.size, scale: 1, Self.pill)
        let page = CGSize(width: 200, height: 120), rect = CGRect(x: 10, y: 10, width: 160, height: 96)
        let url = try Self.pdf("stretched.pdf", in: directory, size: page) { try $0.draw(vector, in: rect) }
        let poppler = try popplerRendering(of: url, scale: 2)
        // The drawing itself at four times its size, where a bitmap stretched
        // fourfold would be blurred across its edges.
        let expected = try ImageSurface(size: page, scale: 2)
        try expected.draw { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.translateBy(x: rect.minX, y: rect.minY)
            try canvas.scaleBy(x: 4, y: 4)
            try Self.pill(in: CGRect(origin: .zero, size: Self.size), on: canvas)
        }
        let (compared, differing, largest) = colorDifferences(poppler, expected)
        // Measured: 125 of the 96000 pixels (0.13 %) differ by more than 24 levels,
        // the largest by 57, all on edges that poppler and Cairo antialias differently.
        // The bitmap stretched fourfold differs on 9454, by up to 225.
        #expect(compared == 400 * 240 && differing * 200 <= compared && largest <= 64,
                "\(differing) of \(compared) pixels differ by more than 24 levels, the largest by \(largest)")
        // The stretched bitmap does not pass the same bar: the check can fail.
        let bitmap = try Self.pdf("bitmap.pdf", in: directory, size: page) {
            try $0.draw(try Image(size: Self.size, scale: 1, Self.pill), in: rect)
        }
        let blurred = colorDifferences(try popplerRendering(of: bitmap, scale: 2), expected)
        #expect(blurred.differing > differing * 4, "bitmap \(blurred.differing), vector \(differing)")
    }

    @Test("an SVG document receives a vector image's paths, not an embedded bitmap")
    func staysVectorInSVG() throws {
        let vector = try Image.vector(size: Self.size, scale: 2, Self.pill)
        let raster = try Image(size: Self.size, scale: 2, Self.pill)
        func svg(_ image: Image) throws -> String {
            let document = try SVGDocument(size: CGSize(width: 100, height: 60))
            try document.draw { canvas in
                try canvas.draw(image, in: CGRect(x: 10, y: 10, width: 80, height: 40))
                try canvas.clip(toAlphaOf: image, in: CGRect(x: 0, y: 0, width: 100, height: 60))
                try canvas.paint(.color(.black))
            }
            return String(decoding: try document.data(), as: UTF8.self)
        }
        let vectorSVG = try svg(vector)
        #expect(!vectorSVG.contains("<image"), "vector SVG embeds an image")
        #expect(vectorSVG.contains("<path"))
        #expect(try svg(raster).contains("<image"))
    }

    @Test("a drawing that fails when replayed into a document throws a typed error naming it")
    func replayFailure() throws {
        struct Refused: Error {}
        let failing = try Image.vector(size: Self.size) { canvas in
            if canvas.surfaceKind == .pdf { throw Refused() }
            try Self.pill(canvas)
        }
        let document = try PDFDocument()
        #expect(throws: GlazeError.self) {
            try document.addPage(size: Self.size) { try $0.draw(failing, at: .zero) }
        }
        do {
            let page = try PDFDocument()
            try page.addPage(size: Self.size) { try $0.draw(failing, at: .zero) }
            Issue.record("the replay did not throw")
        } catch let error as GlazeError where error.code == .invalidArgument {
            let reason = error.reason ?? ""
            #expect(error.argument == "vector image" && reason.contains("pdf") && reason.contains("Refused"))
        }
        // Glaze's own errors reach the caller as they are.
        let plusDarker = try Image.vector(size: Self.size) { canvas in
            canvas.blendMode = .plusDarker
            try canvas.fill(canvas.bounds, with: .color(.red))
        }
        #expect(throws: GlazeError(.blendModeUnsupported(.plusDarker, surface: .pdf, operation: "draw"))) {
            let page = try PDFDocument()
            try page.addPage(size: Self.size) { try $0.draw(plusDarker, at: .zero) }
        }
    }

    @Test("one vector image drawn into documents from many tasks at once")
    func sharedAcrossTasks() async throws {
        let vector = try Image.vector(size: Self.size, scale: 2, Self.pill)
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let document = try PDFDocument()
                    try document.addPage(size: CGSize(width: 100, height: 100)) { canvas in
                        try canvas.draw(vector, in: CGRect(x: 0, y: 0, width: 50 + CGFloat(index), height: 30))
                        try canvas.drawTiled(vector, in: CGRect(x: 0, y: 40, width: 100, height: 60))
                    }
                    return try document.data().count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(sizes.count == 8 && sizes.allSatisfy { $0 > 500 })
    }
}
