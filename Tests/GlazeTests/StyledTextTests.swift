import Foundation
@testable import Glaze
import GlazeTestSupport
import Testing

@Suite("Styled text")
struct StyledTextTests {
    let body = TextStyle(font: .body(16))

    @Test("runs keep their own styles; appending in the same style extends the last run")
    func runs() {
        var text = StyledText("Total ", style: body)
        text.append("12", style: TextStyle(font: .bold(16), color: .red))
        text.append(" €", style: TextStyle(font: .bold(16), color: .red))
        text.append("", style: body)
        #expect(text.string == "Total 12 €" && text.runs.count == 2 && text.runs[1].text == "12 €")
    }

    @Test("a plain style's layout measures and draws as the plain text layout does")
    func matchesPlain() throws {
        let plain = try TextLayout("Hello, layout", font: .body(16), width: 80)
        let styled = try TextLayout(StyledText("Hello, layout", style: body), width: 80,
                                    paragraph: ParagraphStyle(alignment: .left, wrap: .word))
        #expect(plain.size == styled.size && plain.lineCount == styled.lineCount && plain.baseline == styled.baseline)
        func image(_ layout: TextLayout) throws -> ImageSurface {
            let surface = try ImageSurface(width: 100, height: 60, scale: 2)
            try surface.draw { try $0.draw(layout, at: CGPoint(x: 4, y: 4), color: .black) }
            return surface
        }
        expectSamePixels(allPixels(try image(styled)), allPixels(try image(plain)))
    }

    @Test("each colour is composited separately: red and blue runs keep their own pixels")
    func colours() throws {
        var text = StyledText("██", style: TextStyle(font: .body(20), color: .red))
        text.append("██", style: TextStyle(font: .body(20), color: .blue))
        let layout = try TextLayout(text)
        let surface = try ImageSurface(width: (layout.size.width + 8).rounded(.up), height: 40, scale: 1)
        try surface.draw { try $0.draw(layout, at: CGPoint(x: 4, y: 4), color: .green) }
        let middle = Int(4 + layout.size.height / 2)
        let quarter = Int(4 + layout.size.width / 4), threeQuarters = Int(4 + layout.size.width * 3 / 4)
        expectPixel(surface.pixel(x: quarter, y: middle), RGBA(255, 0, 0, 255))
        expectPixel(surface.pixel(x: threeQuarters, y: middle), RGBA(0, 0, 255, 255))
    }

    @Test("paragraph spacing separates paragraphs, line spacing every line")
    func spacing() throws {
        let single = try TextLayout(StyledText("A", style: body)).size.height
        var style = ParagraphStyle()
        style.lineSpacing = 3
        style.paragraphSpacing = 10
        let layout = try TextLayout(StyledText("A\nB\u{2029}C", style: body), paragraph: style)
        #expect(layout.lineCount == 3)
        #expect(abs(layout.size.height - (3 * single + 2 * 3 + 2 * 10)) < 0.001)
    }

    @Test("a PDF keeps styled text as text, in each run's font", .tags(.needsPoppler))
    func pdfText() throws {
        var text = StyledText("Styled ", style: body)
        text.append("runs", style: TextStyle(font: .bold(16), color: .red, underline: TextDecoration()))
        let pdf = try PDFDocument()
        try pdf.addPage(size: CGSize(width: 300, height: 100)) { canvas in
            try canvas.draw(TextLayout(text), at: CGPoint(x: 20, y: 20))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-styled-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try pdf.data().write(to: url)
        #expect(try runTool("pdftotext", [url.path, "-"]).contains("Styled runs"))
        let fonts = try runTool("pdffonts", [url.path])
        #expect(fonts.contains("DejaVuSans-Bold") && fonts.contains("DejaVuSans "))
    }

    @Test("bad lengths and colours are refused, naming what is wrong", arguments: [
        (TextStyle(font: .body(12), letterSpacing: .nan), "letter spacing"),
        (TextStyle(font: .body(12), baselineOffset: 1e9), "baseline offset"),
        (TextStyle(font: .body(12), outline: TextOutline(width: -1)), "outline width"),
        (TextStyle(font: .body(0)), "font size"),
    ])
    func badStyles(_ style: TextStyle, _ name: String) {
        #expect {
            try TextLayout(StyledText("x", style: style))
        } throws: { error in
            guard case let .invalidArgument(named, _, _) = (error as? GlazeError)?.storage else { return false }
            return named == name
        }
    }

    @Test("a bad paragraph length or height is refused, naming it")
    func badParagraph() {
        var style = ParagraphStyle()
        style.lineSpacing = .infinity
        #expect(throws: GlazeError.self) { try TextLayout(StyledText("x", style: body), paragraph: style) }
        #expect(throws: GlazeError.self) { try TextLayout(StyledText("x", style: body), height: -4) }
    }

    @Test("a NUL in styled text is drawn as a space, keeping the runs in place")
    func nul() throws {
        var text = StyledText("a\u{0}b", style: body)
        text.append("c", style: TextStyle(font: .bold(16)))
        let layout = try TextLayout(text)
        let spaced = try TextLayout(StyledText("a b", style: body))
        #expect(layout.size.width > spaced.size.width)
        #expect(layout.styleIndex(atByte: 3) == 1)
    }

    @Test("a truncated line with negative letter spacing stays within its width")
    func truncatedWithTightSpacing() throws {
        let long = "a line far too long to fit in the narrow width"
        for spacing in [-1.0, -0.45, 0, 2] {
            let style = TextStyle(font: .body(20), letterSpacing: spacing)
            let layout = try TextLayout(StyledText(long, style: style), width: 120,
                                        paragraph: ParagraphStyle(truncation: .tail))
            #expect(layout.isTruncated && layout.lineCount == 1)
            // Pango takes the spacing off both ends after fitting: 121 wide at -1 unless allowed for.
            #expect(layout.size.width <= 120 && layout.size.width > 120 - 20 / 2 - max(0, spacing), "spacing \(spacing)")
        }
    }

    @Test("letter-spaced text as wide as its width is neither cut nor wrapped, and sits where it would", arguments: [-0.45, 0.42, 2])
    func spacedTextThatFits(spacing: CGFloat) throws {
        let style = TextStyle(font: .bold(30), letterSpacing: spacing)
        let width = try TextLayout(StyledText("Reset 10", style: style)).size.width
        for alignment in [TextAlignment.left, .center, .right] {
            let truncating = try TextLayout(StyledText("Reset 10", style: style), width: width,
                                            paragraph: ParagraphStyle(alignment: alignment, truncation: .middle))
            // The same width and alignment, wrapping instead of truncating: still one line.
            let plain = try TextLayout(StyledText("Reset 10", style: style), width: width,
                                       paragraph: ParagraphStyle(alignment: alignment))
            #expect(!truncating.isTruncated && plain.lineCount == 1, "\(alignment)")
            #expect(abs(truncating.inkExtents.minX - plain.inkExtents.minX) < 0.01, "\(alignment)")
        }
    }
}
