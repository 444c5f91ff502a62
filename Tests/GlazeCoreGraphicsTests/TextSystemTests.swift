import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// Where `predicate` holds in `image`: the bounding box in pixels, or `nil`.
func inkBox(_ image: UIImage, where predicate: (Pixel) -> Bool = { $0.alpha > 0 && $0.red < 250 }) -> CGRect? {
    guard let cg = image.cgImage else { return nil }
    var box: CGRect?
    for y in 0..<cg.height {
        for x in 0..<cg.width where predicate(pixel(cg, x, y)) {
            let cell = CGRect(x: x, y: y, width: 1, height: 1)
            box = box?.union(cell) ?? cell
        }
    }
    return box
}

func isRed(_ p: Pixel) -> Bool { p.red > 180 && p.green < 90 && p.blue < 90 }
func isBlue(_ p: Pixel) -> Bool { p.blue > 180 && p.red < 90 && p.green < 90 }
func isDark(_ p: Pixel) -> Bool { p.red < 128 && p.green < 128 && p.blue < 128 }

@Suite("UIKit text system")
struct TextSystemTests {
    let font = UIFont.systemFont(ofSize: 20)
    var lineHeight: CGFloat { "Hg".size(withAttributes: [.font: font]).height }

    func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    @Test("alignment places the ink left, centred and right within draw(in:)'s rect", arguments: [
        (NSTextAlignment.left, CGFloat(0)), (.center, 0.5), (.right, 1), (.natural, 0),
    ])
    func alignment(_ alignment: NSTextAlignment, _ position: CGFloat) throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style { $0.alignment = alignment }]
        let width = "Hi".size(withAttributes: attributes).width
        let image = drawn(CGSize(width: 240, height: 40)) {
            "Hi".draw(in: CGRect(x: 20, y: 5, width: 200, height: 30), withAttributes: attributes)
        }
        let ink = try #require(inkBox(image, where: isDark))
        let expectedMid = 20 + (200 - width) * position + width / 2
        #expect(abs(ink.midX - expectedMid) < 3, "ink at \(ink), expected its middle at \(expectedMid)")
    }

    @Test("boundingRect: wrapped lines, line spacing, paragraph spacing and line heights add up")
    func boundingRects() {
        let h = lineHeight
        func height(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void = { _ in }) -> CGFloat {
            text.boundingRect(with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude),
                              options: .usesLineFragmentOrigin,
                              attributes: [.font: font, .paragraphStyle: style(configure)], context: nil).height
        }
        #expect(abs(height("One") - h) < 0.01)
        #expect(abs(height("One\nTwo\nThree") - 3 * h) < 0.01)
        #expect(abs(height("One\nTwo\nThree") { $0.lineSpacing = 4 } - (3 * h + 8)) < 0.01)
        #expect(abs(height("One\nTwo") { $0.paragraphSpacing = 10 } - (2 * h + 10)) < 0.01)
        #expect(abs(height("One\nTwo") { $0.paragraphSpacingBefore = 6 } - (2 * h + 6)) < 0.01)
        #expect(abs(height("One\nTwo") { $0.lineHeightMultiple = 2 } - 4 * h) < 0.01)
        #expect(abs(height("One") { $0.minimumLineHeight = 50 } - 50) < 0.01)
        #expect(abs(height("One") { $0.maximumLineHeight = 10 } - 10) < 0.01)
        // Wrapping: a narrow width breaks the words onto lines of their own.
        let narrow = "wrap these words".boundingRect(with: CGSize(width: 70, height: 1000), options: .usesLineFragmentOrigin,
                                                      attributes: [.font: font], context: nil)
        #expect(abs(narrow.height - 3 * h) < 0.01 && narrow.width <= 70)
    }

    @Test("without usesLineFragmentOrigin the text is one line measured from its baseline")
    func baselineOrigin() throws {
        let box = "one two three".boundingRect(with: CGSize(width: 30, height: 30), options: [],
                                               attributes: [.font: font], context: nil)
        #expect(box.minY < -10 && box.maxY > 0 && box.maxY < 8)
        #expect(abs(box.height - lineHeight) < 0.01 && box.width > 100)
        // Drawn the same way, the baseline is at the rect's origin: ink of "H" ends there.
        let image = drawn(CGSize(width: 60, height: 60)) {
            "H".draw(with: CGRect(x: 10, y: 40, width: 40, height: 10), options: [], attributes: [.font: font], context: nil)
        }
        let ink = try #require(inkBox(image, where: isDark))
        #expect(abs(ink.maxY - 40) <= 1, "H's ink ends at \(ink.maxY), not on the baseline at 40")
    }

    @Test("an attributed string draws each run in its own colour, beside each other")
    func runs() throws {
        let text = NSMutableAttributedString(string: "RRRR", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "BBBB", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue]))
        let image = drawn(CGSize(width: 200, height: 40)) { text.draw(at: CGPoint(x: 5, y: 5)) }
        let red = try #require(inkBox(image, where: isRed)), blue = try #require(inkBox(image, where: isBlue))
        #expect(red.maxX <= blue.minX + 1, "red \(red) should sit left of blue \(blue)")
        #expect(abs(text.size().width - ("RRRR".size(withAttributes: [.font: font]).width
            + "BBBB".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).width)) < 0.5)
    }

    @Test("an attributed string draws what Glaze's StyledText draws, pixel for pixel")
    func matchesCore() throws {
        let text = NSMutableAttributedString(string: "Total ", attributes: [.font: font, .foregroundColor: UIColor.darkGray])
        text.append(NSAttributedString(string: "12 €", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                                   .foregroundColor: UIColor.red, .kern: 2]))
        let port = drawn(CGSize(width: 200, height: 40)) { text.draw(at: CGPoint(x: 5, y: 5)) }
        // The system font's tracking comes first; the kern adds to it.
        let bold = UIFont.boldSystemFont(ofSize: 20)
        var styled = StyledText("Total ", style: TextStyle(font: font.glazeFont, color: Color(white: 1.0 / 3),
                                                           letterSpacing: font.tracking))
        styled.append("12 €", style: TextStyle(font: bold.glazeFont, color: Color(red: 1, green: 0, blue: 0),
                                              letterSpacing: 2 + bold.tracking))
        let expected = try Image(size: CGSize(width: 200, height: 40), scale: 1) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.draw(TextLayout(styled), at: CGPoint(x: 5, y: 5))
        }
        try ArticleComparison.expectMatch(port, expected, "text-attributed-vs-styled", .within(1))
    }

    @Test("kern adds its points between characters (Pango's letter spacing: not after a run's last)")
    func kern() {
        let plain = "abcdef".size(withAttributes: [.font: font]).width
        let kerned = "abcdef".size(withAttributes: [.font: font, .kern: 3]).width
        #expect(abs(kerned - plain - 15) < 0.5, "5 gaps × 3 pt should add 15 pt, added \(kerned - plain)")
    }

    @Test("underline and strikethrough draw lines across the run, in their own colours")
    func decorations() throws {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: UIColor.black,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
            .strikethroughStyle: NSUnderlineStyle.thick, .strikethroughColor: UIColor.blue,
        ]
        let width = "ab ab".size(withAttributes: attributes).width
        let image = drawn(CGSize(width: 120, height: 40)) { "ab ab".draw(at: CGPoint(x: 10, y: 5), withAttributes: attributes) }
        let red = try #require(inkBox(image, where: isRed)), blue = try #require(inkBox(image, where: isBlue))
        #expect(abs(red.minX - 10) <= 1 && abs(red.maxX - (10 + width)) <= 1, "underline \(red) spans 10...\(10 + width)")
        #expect(red.height <= 3 && red.minY > blue.maxY, "a thin underline \(red) below the strikethrough \(blue)")
        #expect(blue.height >= 2 && blue.height <= 5)
        // By word: the underline stops at the space.
        var byWord = attributes
        byWord[.underlineStyle] = NSUnderlineStyle([.single, .byWord]).rawValue
        let words = drawn(CGSize(width: 120, height: 40)) { "ab ab".draw(at: CGPoint(x: 10, y: 5), withAttributes: byWord) }
        let space = "ab".size(withAttributes: attributes).width + 10 + 2
        let row = Int(red.midY)
        #expect(isRed(pixel(words, Int(space) - 4, row)) && !isRed(pixel(words, Int(space), row)))
    }

    @Test("a background colour fills the run's line fragment behind the glyphs")
    func background() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .backgroundColor: UIColor.blue, .foregroundColor: UIColor.white]
        let size = "  ".size(withAttributes: attributes)
        let image = drawn(CGSize(width: 60, height: 40)) { "  ".draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes) }
        #expect(isBlue(pixel(image, 5, 5)) && isBlue(pixel(image, Int(4 + size.width) - 1, Int(4 + size.height) - 1)))
        #expect(!isBlue(pixel(image, Int(4 + size.width) + 1, 10)) && !isBlue(pixel(image, 5, Int(4 + size.height) + 1)))
    }

    @Test("a positive stroke width draws hollow glyphs; a negative one fills and outlines them")
    func strokes() throws {
        func image(_ width: CGFloat) -> UIImage {
            drawn(CGSize(width: 80, height: 80)) {
                "■".draw(at: CGPoint(x: 5, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 60), .foregroundColor: UIColor.blue,
                                                                 .strokeWidth: width, .strokeColor: UIColor.red])
            }
        }
        let hollow = image(5), filled = image(-5)
        let square = try #require(inkBox(hollow, where: isRed))
        let centre = (Int(square.midX), Int(square.midY))
        #expect(pixel(hollow, centre.0, centre.1) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(isBlue(pixel(filled, centre.0, centre.1)))
        #expect(isRed(pixel(filled, Int(square.minX) + 1, centre.1)))
        // 5 % of 60 pt is a 3-point outline.
        let edge = (Int(square.minX)...Int(square.midX)).filter { isRed(pixel(hollow, $0, centre.1)) }.count
        #expect(edge >= 2 && edge <= 4)
    }

    @Test("a baseline offset raises the run's glyphs above its neighbours' baseline and makes the line taller")
    func baselineOffset() throws {
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "H", attributes: [.font: font, .foregroundColor: UIColor.blue, .baselineOffset: 7]))
        let image = drawn(CGSize(width: 60, height: 60)) { text.draw(at: CGPoint(x: 5, y: 15)) }
        let plain = try #require(inkBox(image, where: isRed)), raised = try #require(inkBox(image, where: isBlue))
        #expect(abs((plain.minY - raised.minY) - 7) <= 1 && abs((plain.maxY - raised.maxY) - 7) <= 1)
        #expect(abs(text.size().height - (lineHeight + 7)) < 0.01)
    }

    @Test("indents: the first line at firstLineHeadIndent, the others at headIndent; tailIndent narrows the lines")
    func indents() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style {
            $0.firstLineHeadIndent = 40
            $0.headIndent = 10
            $0.tailIndent = -20
        }]
        let text = "mmm mmm mmm mmm mmm mmm"
        let image = drawn(CGSize(width: 200, height: 200)) {
            text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 200), withAttributes: attributes)
        }
        let h = Int(lineHeight)
        let first = try #require(inkBox(drawn(CGSize(width: 200, height: 200)) {
            text.draw(in: CGRect(x: 0, y: 0, width: 200, height: CGFloat(h)), withAttributes: attributes)
        }, where: isDark))
        let all = try #require(inkBox(image, where: isDark))
        #expect(abs(first.minX - 41) <= 2, "the first line starts at \(first.minX)")
        #expect(abs(all.minX - 11) <= 2, "later lines start at \(all.minX)")
        #expect(all.maxX <= 180, "no line reaches past the tail indent: \(all.maxX)")
        // A hanging indent: the first line further out than the rest.
        let hanging = "mmm mmm mmm mmm mmm".boundingRect(
            with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style { $0.headIndent = 30 }], context: nil)
        #expect(hanging.minX == 0 && hanging.height > 2 * lineHeight)
    }

    @Test("line break modes: truncating modes keep one line per paragraph; clipping keeps one unbroken line")
    func lineBreakModes() {
        let long = "a line far too long to fit in the narrow width"
        func box(_ mode: NSLineBreakMode) -> CGRect {
            long.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                              attributes: [.font: font, .paragraphStyle: style { $0.lineBreakMode = mode }], context: nil)
        }
        let h = lineHeight
        #expect(box(.byWordWrapping).height > 3 * h - 0.01)
        #expect(box(.byCharWrapping).height > 3 * h - 0.01)
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            #expect(abs(box(mode).height - h) < 0.01 && box(mode).width <= 120, "\(mode)")
        }
        #expect(abs(box(.byClipping).height - h) < 0.01 && box(.byClipping).width > 300)
    }

    @Test("truncatesLastVisibleLine cuts the text at the last line that fits")
    func lastVisibleLine() {
        let long = String(repeating: "words and more ", count: 20)
        let box = long.boundingRect(with: CGSize(width: 150, height: 3.5 * lineHeight),
                                    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                    attributes: [.font: font], context: nil)
        #expect(abs(box.height - 3 * lineHeight) < 0.01)
        let unlimited = long.boundingRect(with: CGSize(width: 150, height: 3.5 * lineHeight), options: .usesLineFragmentOrigin,
                                          attributes: [.font: font], context: nil)
        #expect(unlimited.height > 10 * lineHeight)
    }

    @Test("a drawing context shrinks text to fit within its minimum scale factor and reports what it did")
    func scaleToFit() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let full = "a title of some length".size(withAttributes: attributes).width
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.25
        let rect = CGRect(x: 10, y: 30, width: full / 2, height: 40)
        _ = drawn(CGSize(width: 300, height: 60)) {
            "a title of some length".draw(with: rect, options: [], attributes: attributes, context: context)
        }
        // Not simply 0.5: the system font changes design and tracking with its size, as Apple's does.
        let factor = context.actualScaleFactor
        #expect(factor > 0.35 && factor <= 0.5)
        #expect(context.totalBounds.width <= rect.width && context.totalBounds.minX == 10 && context.totalBounds.maxY > 30)
        // The largest factor that fits, to within 1/256: a little more would not fit.
        let larger = font.withSize(font.pointSize * (factor + 1.0 / 128))
        #expect("a title of some length".size(withAttributes: [.font: larger]).width > rect.width)
        let stubborn = NSStringDrawingContext()
        stubborn.minimumScaleFactor = 0.9
        _ = "a title of some length".boundingRect(with: rect.size, options: [], attributes: attributes, context: stubborn)
        #expect(abs(stubborn.actualScaleFactor - 0.9) < 0.01)
    }

    @Test("an NSShadow casts one shadow for the whole text")
    func shadow() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 30)
        shadow.shadowColor = UIColor.red
        let text = NSAttributedString(string: "■", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue,
                                                                 .shadow: shadow])
        let image = drawn(CGSize(width: 60, height: 90)) { text.draw(at: CGPoint(x: 5, y: 5)) }
        let blue = try #require(inkBox(image, where: isBlue)), red = try #require(inkBox(image, where: isRed))
        #expect(blue.height < 30 && abs(red.minY - blue.minY - 30) <= 1 && abs(red.maxY - blue.maxY - 30) <= 1)
        #expect(abs(red.minX - blue.minX) <= 1 && abs(red.width - blue.width) <= 1)
    }

    @Test("paragraph styles: UIKit's defaults, copies and mutable copies")
    func paragraphStyles() throws {
        let standard = NSParagraphStyle.default
        #expect(standard.alignment == .natural && standard.lineBreakMode == .byWordWrapping && standard.lineSpacing == 0)
        let mutable = try #require(standard.mutableCopy() as? NSMutableParagraphStyle)
        mutable.alignment = .center
        mutable.lineSpacing = 3
        #expect(NSParagraphStyle.default.alignment == .natural)
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle) && frozen.alignment == .center && frozen.isEqual(mutable))
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other.lineSpacing == 3 && other.isEqual(mutable))
    }

    @Test("bad lengths and empty strings draw nothing and measure zero")
    func badInput() {
        #expect("".size(withAttributes: [.font: font]) == .zero)
        #expect(NSAttributedString(string: "").boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                                                            context: nil) == .zero)
        let image = drawn(CGSize(width: 40, height: 40)) {
            "nan".draw(at: .zero, withAttributes: [.font: font, .kern: CGFloat.nan])
            "huge".draw(at: .zero, withAttributes: [.font: font, .baselineOffset: 1e12])
        }
        #expect(inkBox(image, where: isDark) == nil)
    }
}
