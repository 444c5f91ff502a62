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

    @Test("back buttons in a PDF: no image on the page, and poppler draws what Cairo draws", .tags(.needsPoppler))
    func backButtons() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try writePDF("buttons.pdf", in: directory, size: Self.pageSize) { try Self.drawButtons(on: $0) }
        let listed = try pdfImages(in: url)
        #expect(listed.isEmpty, "images on a vector-only page: \(listed)")

        // The control that makes the check mean something: a page with a bitmap lists it.
        let bitmap = try writePDF("bitmap.pdf", in: directory, size: Self.pageSize) { canvas in
            try canvas.draw(try NoiseTexture(seed: 1).image(scale: 2), in: CGRect(x: 0, y: 0, width: 70, height: 44))
        }
        #expect(try pdfImages(in: bitmap).contains { $0.contains(" image ") })

        // Poppler's rendering of the page at 2x against Cairo's raster drawing.
        _ = try runTool("pdftoppm", ["-r", "144", "-png", "-singlefile", url.path, directory.appendingPathComponent("page").path])
        let page = try ImageSurface(contentsOf: directory.appendingPathComponent("page.png"), scale: 2)
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
        // Poppler and Cairo antialias edges differently (measured: 2.7 % of these
        // pixels by 25–64 levels, none by more); a shape in the wrong place would
        // put a dark pixel where the other has white.
        #expect(compared > 2000 && largest <= 64 && differing * 25 <= compared,
                "\(differing) of \(compared) pixels differ by more than 24 levels, the largest by \(largest)")
    }

    static let controlsPage = CGSize(width: 300, height: 150)

    /// A segmented control and a tab bar at fractional positions: their cells'
    /// boundaries fall off the pixel grid unless Glaze snaps them.
    static func drawControls(on canvas: Canvas) throws {
        try canvas.fill(canvas.bounds, with: .color(.white))
        let control = try SegmentedControl(
            segments: [.init(title: "Day", width: 70.3), .init(title: "Week", width: 80), .init(title: "Month", width: 90.6)],
            selectedIndex: 1, appearance: .standard(scale: 2))
        try control.draw(at: CGPoint(x: 10.25, y: 10.4), on: canvas)
        let icons = try ["home", "search", "star", "bell"].map { try BuiltInIcons.icon($0, scale: 2) }
        let bar = try TabBar(items: icons.enumerated().map { try TabBar.Item(icon: $1, hasNewContent: $0 == 2) },
                             selectedIndex: 1, appearance: .standard(scale: 2))
        try bar.draw(in: CGRect(x: 5.3, y: 80.35, width: 289.5, height: 44), on: canvas)
    }

    @Test("a segmented control and a tab bar in a PDF: no image on the page, no seam between cells, and poppler draws what Cairo draws", .tags(.needsPoppler))
    func controls() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try writePDF("controls.pdf", in: directory, size: Self.controlsPage) { try Self.drawControls(on: $0) }
        let listed = try pdfImages(in: url)
        #expect(listed.isEmpty, "images on a vector-only page: \(listed)")

        let raster = try ImageSurface(size: Self.controlsPage, scale: 2)
        try raster.draw { try Self.drawControls(on: $0) }
        let page = try popplerRendering(of: url, scale: 2)
        let (compared, differing, largest) = colorDifferences(page, raster)
        // Measured: 3522 of the 180000 pixels (2 %) differ by more than 24 levels,
        // up to 209: poppler snaps rectangles at fractional positions to whole
        // pixels (the bar's edges, the divider) and places glyphs a little
        // differently. A control missing or misplaced would be tens of thousands.
        #expect(compared == 600 * 300 && differing * 40 <= compared,
                "\(differing) of \(compared) pixels differ by more than 24 levels, the largest by \(largest)")

        // A row across the tab bar's translucent selection well, below its icon:
        // with cell boundaries off the pixel grid, poppler drew the boundary column
        // of both cells there, 18 levels brighter; snapped, the row matches Cairo.
        var worst = 0
        for x in 162..<294 {
            let p = page.pixel(x: x, y: 236), q = raster.pixel(x: x, y: 236)
            worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.alpha) - Int(q.alpha)))
        }
        #expect(worst <= 2, "the selection well differs by \(worst) levels: a seam between its cells")
    }
}
