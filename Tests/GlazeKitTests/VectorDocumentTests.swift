import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

/// Components drawn into a PDF stay vectors: poppler's `pdfimages -list` finds
/// no image on the page, and the page, rasterised by poppler, matches the same
/// drawing on an image surface.
@Suite("Documents stay vector")
struct VectorDocumentTests {
    static let pageSize = CGSize(width: 240, height: 90)

    static let buttons = [(BackButton(title: "Albums"), CGPoint(x: 10, y: 10), ControlState.normal),
                          (BackButton(title: "A much longer title"), CGPoint(x: 10, y: 50), ControlState.highlighted)]

    static func drawButtons(on canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(.white))
        for (button, origin, state) in buttons { try button.draw(at: origin, state: state, on: canvas) }
    }

    /// The images `pdfimages -list` reports: the lines after its two-line header.
    static func images(in pdf: URL) throws -> [Substring] {
        Array(try runTool("pdfimages", ["-list", pdf.path]).split(separator: "\n").dropFirst(2))
    }

    @Test("back buttons in a PDF: no image on the page, and poppler draws what Cairo draws")
    func backButtons() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("buttons.pdf")
        let pdf = try PDFDocument(writingTo: url, title: "Back buttons")
        try pdf.addPage(size: Self.pageSize) { try Self.drawButtons(on: $0) }
        try pdf.close()
        let listed = try Self.images(in: url)
        #expect(listed.isEmpty, "images on a vector-only page: \(listed)")

        // The control that makes the check mean something: a page with a bitmap lists it.
        let bitmap = directory.appendingPathComponent("bitmap.pdf")
        let withImage = try PDFDocument(writingTo: bitmap, title: "Bitmap")
        try withImage.addPage(size: Self.pageSize) { canvas in
            try canvas.draw(try NoiseTexture(seed: 1).image(scale: 2), in: CGRect(x: 0, y: 0, width: 70, height: 44))
        }
        try withImage.close()
        #expect(try Self.images(in: bitmap).contains { $0.contains(" image ") })

        // Poppler's rendering of the page at 2x against Cairo's raster drawing.
        _ = try runTool("pdftoppm", ["-r", "144", "-png", "-singlefile", url.path, directory.appendingPathComponent("page").path])
        let page = try ImageSurface(contentsOfPNG: directory.appendingPathComponent("page.png"), scale: 2)
        let raster = try ImageSurface(size: Self.pageSize, scale: 2)
        try raster.draw { try Self.drawButtons(on: $0) }
        #expect(page.pixelWidth == raster.pixelWidth && page.pixelHeight == raster.pixelHeight)
        // Each button's arrow point and right end, where there is no text, at 2x.
        var differing = 0, compared = 0, largest = 0
        for (button, origin, _) in Self.buttons {
            let rect = CGRect(origin: origin, size: try button.size())
            let columns = Array(Int(rect.minX * 2)..<Int((rect.minX + button.leftCap) * 2)) + Array(Int(rect.maxX * 2) - 12..<Int(rect.maxX * 2) + 2)
            for y in Int(rect.minY * 2) - 2..<Int(rect.maxY * 2) + 2 {
                for x in columns {
                    let a = page.pixel(x: x, y: y), b = raster.pixel(x: x, y: y)
                    let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                    compared += 1
                    if delta > 24 { differing += 1 }
                    largest = max(largest, delta)
                }
            }
        }
        print("VECTOR differing \(differing) of \(compared)")
        // Poppler and Cairo antialias edges differently (measured: 2.7 % of these
        // pixels by 25–64 levels, none by more); a shape in the wrong place would
        // put a dark pixel where the other has white.
        #expect(compared > 2000 && largest <= 64 && differing * 25 <= compared,
                "\(differing) of \(compared) pixels differ by more than 24 levels, the largest by \(largest)")
    }
}
