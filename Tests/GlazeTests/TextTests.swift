import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Text")
struct TextTests {
    @Test("extents grow with the string and with the font size")
    func extentsGrow() throws {
        let short = try TextLayout("Glaze", font: .body(12))
        let long = try TextLayout("Glaze draws", font: .body(12))
        let big = try TextLayout("Glaze", font: .body(24))
        #expect(long.logicalExtents.width > short.logicalExtents.width)
        #expect(big.logicalExtents.height > short.logicalExtents.height)
        // Unhinted metrics scale linearly with the size.
        #expect(abs(big.logicalExtents.width - 2 * short.logicalExtents.width) < 0.01)
        #expect(short.inkExtents.width > 0 && short.inkExtents.width <= short.logicalExtents.width + 1)
    }

    @Test("the baseline lies inside the line")
    func baseline() throws {
        let layout = try TextLayout("Hxg", font: .body(20))
        #expect(layout.baseline > layout.logicalExtents.height / 2 && layout.baseline < layout.logicalExtents.height)
        // Ink of a capital H sits on the baseline.
        let h = try TextLayout("H", font: .body(20))
        #expect(abs(h.inkExtents.maxY - h.baseline) < 0.5)
    }

    @Test("truncation shortens to the width and says so")
    func truncation() throws {
        let text = "A title far too long for its little button"
        let full = try TextLayout(text, font: .bold(14))
        let cut = try TextLayout(text, font: .bold(14), width: 120, truncation: .tail)
        #expect(cut.isTruncated && !full.isTruncated)
        #expect(cut.logicalExtents.width <= 120 && cut.logicalExtents.width < full.logicalExtents.width)
        #expect(cut.lineCount == 1)
        let wrapped = try TextLayout(text, font: .bold(14), width: 120)
        #expect(wrapped.lineCount > 1 && !wrapped.isTruncated)
        let fits = try TextLayout("Short", font: .bold(14), width: 120, truncation: .tail)
        #expect(!fits.isTruncated)
    }

    @Test("centred and right-aligned lines move within the width")
    func alignment() throws {
        let left = try TextLayout("Mid", font: .body(12), width: 200)
        let center = try TextLayout("Mid", font: .body(12), width: 200, alignment: .center)
        let right = try TextLayout("Mid", font: .body(12), width: 200, alignment: .right)
        let inkWidth = left.inkExtents.width
        #expect(abs(center.inkExtents.midX - 100) < 1)
        #expect(abs(right.inkExtents.maxX - 200) < 1.5)
        #expect(abs(center.inkExtents.width - inkWidth) < 0.01)
    }

    @Test("markup is parsed, and malformed markup names Pango's complaint")
    func markup() throws {
        let bold = try TextLayout(markup: "<b>Glaze</b>", font: .body(14))
        let plain = try TextLayout("Glaze", font: .body(14))
        #expect(bold.logicalExtents.width > plain.logicalExtents.width)
        #expect(throws: GlazeError.self) { try TextLayout(markup: "<b>unclosed", font: .body(14)) }
        let error = #expect(throws: GlazeError.self) { try TextLayout(markup: "<blink>x</blink>", font: .body(14)) }
        #expect(error?.description.contains("blink") == true, "\(String(describing: error))")
    }

    @Test("an unknown family falls back to an installed font and still draws")
    func fallback() throws {
        let layout = try TextLayout("Fallback", font: Font(family: "No Such Family 42", size: 16))
        #expect(!layout.resolvedFontFamily.isEmpty)
        #expect(layout.resolvedFontFamily != "No Such Family 42")
        #expect(layout.logicalExtents.width > 20)
        let surface = try ImageSurface(width: 100, height: 30)
        try surface.draw { try $0.draw(layout, at: CGPoint(x: 2, y: 2)) }
        #expect(allPixels(surface).contains { $0.alpha > 0 })
    }

    @Test("DejaVu Sans is installed, so goldens are stable")
    func dejaVu() throws {
        #expect(try TextLayout("x", font: .body(12)).resolvedFontFamily == "DejaVu Sans")
    }

    @Test("bad font sizes and widths are rejected")
    func badArguments() {
        #expect(throws: GlazeError(.invalidArgument(name: "font size", value: "0.0", reason: "must be finite and greater than zero"))) {
            try TextLayout("x", font: .body(0))
        }
        #expect(throws: GlazeError.self) { try TextLayout("x", font: .body(.nan)) }
        #expect(throws: GlazeError.self) { try TextLayout("x", font: .body(1e9)) }
        #expect(throws: GlazeError.self) { try TextLayout("x", font: .body(12), width: 0) }
    }

    @Test("awkward strings lay out without trouble")
    func awkwardStrings() throws {
        for text in ["", "nul\u{0}inside", "emoji 🎨 and RTL עברית", String(repeating: "long ", count: 2000)] {
            let layout = try TextLayout(text, font: .body(12), width: 200, truncation: .tail)
            #expect(layout.lineCount >= 1)
        }
    }

    @Test("drawn text stays inside its ink box, with its shadow offset")
    func drawingAndShadow() throws {
        let layout = try TextLayout("Glaze", font: .bold(20))
        let surface = try ImageSurface(width: 100, height: 40)
        let origin = CGPoint(x: 10, y: 8)
        try surface.draw { canvas in
            try canvas.draw(layout, at: origin, color: .white,
                            shadow: TextShadow(color: .black, offset: CGSize(width: 0, height: 3)))
        }
        let ink = layout.inkExtents.offsetBy(dx: origin.x, dy: origin.y)
        surface.withPixels { p in
            for y in 0..<p.height {
                for x in 0..<p.width where p[x, y].alpha > 0 {
                    let inside = ink.insetBy(dx: -1, dy: -1).union(ink.offsetBy(dx: 0, dy: 3).insetBy(dx: -1, dy: -1))
                    #expect(inside.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)), "ink at (\(x), \(y))")
                }
            }
            // Below the white letters, only the black shadow shows.
            let bottomRow = Int(ink.maxY + 1.5)
            let shadowPixels = (0..<p.width).map { p[$0, bottomRow] }.filter { $0.alpha > 128 }
            #expect(!shadowPixels.isEmpty && shadowPixels.allSatisfy { $0.red == 0 })
        }
    }

    @Test("PDF output keeps text as text", .tags(.needsPoppler))
    func pdfText() throws {
        let pdf = try PDFDocument()
        try pdf.addPage(size: CGSize(width: 300, height: 100)) { canvas in
            try canvas.drawText("Glaze sheet title", font: .bold(24), at: CGPoint(x: 20, y: 20))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-text-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try pdf.data().write(to: url)
        let extracted = try runTool("pdftotext", [url.path, "-"])
        #expect(extracted.contains("Glaze sheet title"))
        #expect(try runTool("pdffonts", [url.path]).contains("DejaVuSans-Bold"))
    }
}

@Suite("Reusing text layouts")
struct TextLayoutReuseTests {
    @Test("setText lays out new text in the same style, exactly like a new layout")
    func setText() throws {
        let layout = try TextLayout("First", font: .bold(14), width: 80, truncation: .tail)
        try layout.setText("A much longer second title")
        let fresh = try TextLayout("A much longer second title", font: .bold(14), width: 80, truncation: .tail)
        #expect(layout.text == "A much longer second title")
        #expect(layout.logicalExtents == fresh.logicalExtents && layout.isTruncated)
        let markup = try TextLayout(markup: "<b>x</b>", font: .body(12))
        #expect(throws: GlazeError.self) { try markup.setText("<b>unclosed") }
    }
}
