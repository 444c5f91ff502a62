import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import PortingCorpus
import Testing

/// Glaze's colour for a UIKit colour.
func glaze(_ color: UIColor) -> Color {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return Color(red: r, green: g, blue: b, alpha: a)
}

/// `view` rendered as iOS shows it, at 2x.
func render(_ view: UIView) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { view.layer.render(in: $0.cgContext) }
}

/// The same picture through Glaze's own API: `size` points at 2x over white,
/// as the corpus' views have a white background.
func recipe(_ size: CGSize, background: Color? = .white, _ body: (Canvas) throws -> Void) throws -> Image {
    try Image(size: size, scale: 2) { canvas in
        if let background { try canvas.fill(canvas.bounds, with: .color(background)) }
        try body(canvas)
    }
}

/// The porting corpus (Demos/PortingCorpus, Swift 5 mode, only rule-based
/// changes) against the same drawings made through Glaze's own API. The
/// tolerance is ±1 level for fills, strokes and gradients (rounding in the
/// two paths' colour conversions); where the port and the recipe build curves
/// differently (UIKit's ovals and arcs against Glaze's), up to 1 % of the
/// pixels, on antialiased edges, may differ more.
@Suite("Porting corpus", .systemFontStandIn(.dejaVuSans))
struct PortingCorpusTests {
    static let viewSize = CGSize(width: 240, height: 120)

    @Test("QuartzLineView: caps, a dash pattern with a phase, round joins")
    func lines() throws {
        let view = QuartzLineView(frame: CGRect(origin: .zero, size: Self.viewSize))
        view.dashPhase = 4
        let expected = try recipe(Self.viewSize) { canvas in
            let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
            for (index, cap) in [StrokeStyle.LineCap.butt, .round, .square].enumerated() {
                let y = 20 + CGFloat(index) * 20
                var line = Path()
                line.move(to: CGPoint(x: 20, y: y))
                line.addLine(to: CGPoint(x: 100, y: y))
                try canvas.stroke(line, with: .color(ink), style: StrokeStyle(lineWidth: 10, cap: cap))
            }
            var dashed = Path()
            dashed.move(to: CGPoint(x: 130, y: 20))
            dashed.addLine(to: CGPoint(x: 230, y: 60))
            try canvas.stroke(dashed, with: .color(glaze(.systemBlue)),
                              style: StrokeStyle(lineWidth: 4, dash: [12, 6, 3, 6], dashPhase: 4))
            var corner = Path()
            corner.move(to: CGPoint(x: 130, y: 90))
            corner.addLine(to: CGPoint(x: 170, y: 60))
            corner.addLine(to: CGPoint(x: 210, y: 90))
            try canvas.stroke(corner, with: .color(glaze(.systemOrange)), style: StrokeStyle(lineWidth: 8, join: .round))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-lines", .within(1))
    }

    @Test("QuartzRectView: fill, stroke, and an ellipse filled and stroked")
    func rects() throws {
        let view = QuartzRectView(frame: CGRect(origin: .zero, size: Self.viewSize))
        let expected = try recipe(Self.viewSize) { canvas in
            let blue = Color(red: 0, green: 0.48, blue: 1)
            try canvas.fill(CGRect(x: 10, y: 10, width: 60, height: 40), with: .color(Color(red: 1, green: 0.23, blue: 0.19)))
            try canvas.stroke(Path(rect: CGRect(x: 90, y: 10, width: 60, height: 40)), with: .color(blue), style: StrokeStyle(lineWidth: 3))
            let oval = Path(ellipseIn: CGRect(x: 170, y: 10, width: 60, height: 40))
            try canvas.fill(oval, with: .color(glaze(.systemGreen)))
            try canvas.stroke(oval, with: .color(blue), style: StrokeStyle(lineWidth: 3))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-rects", .within(1))
    }

    @Test("QuartzPolygonView: a star by the winding and even-odd rules")
    func polygons() throws {
        let view = QuartzPolygonView(frame: CGRect(origin: .zero, size: Self.viewSize))
        let expected = try recipe(Self.viewSize) { canvas in
            for (index, rule) in [FillRule.winding, .evenOdd].enumerated() {
                let center = CGPoint(x: 60 + CGFloat(index) * 120, y: 60)
                var star = Path()
                for step in 0..<5 {
                    let angle = -CGFloat.pi / 2 + CGFloat(step) * 4 * CGFloat.pi / 5
                    let point = CGPoint(x: center.x + 45 * cos(angle), y: center.y + 45 * sin(angle))
                    if step == 0 { star.move(to: point) } else { star.addLine(to: point) }
                }
                star.closeSubpath()
                star.fillRule = rule
                try canvas.fill(star, with: .color(glaze(.systemIndigo)))
            }
        }
        let measured = try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-polygons", .within(1))
        // The even-odd star's pentagon is unfilled: white in its middle.
        #expect(measured != nil)
    }

    @Test("QuartzGradientView: a clipped linear gradient and a radial one drawn past its end")
    func gradients() throws {
        let view = QuartzGradientView(frame: CGRect(origin: .zero, size: Self.viewSize))
        let colors = [glaze(.systemTeal), glaze(.systemPurple)]
        let expected = try recipe(Self.viewSize) { canvas in
            try canvas.withSavedState { canvas in
                try canvas.clip(to: Path(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 16))
                try canvas.fill(canvas.bounds, with: .gradient(Gradient(geometry: .linear(start: CGPoint(x: 10, y: 10), end: CGPoint(x: 110, y: 110)),
                                                                          stops: [.init(location: 0, color: colors[0]), .init(location: 1, color: colors[1])],
                                                                          extend: .none)))
            }
            try canvas.fill(canvas.bounds, with: .gradient(.radial(startCenter: CGPoint(x: 180, y: 60), startRadius: 0,
                                                                   endCenter: CGPoint(x: 180, y: 60), endRadius: 50,
                                                                   stops: [.init(location: 0, color: colors[0]), .init(location: 1, color: colors[1])])))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-gradients",
                                          ArticleTolerance(channelDelta: 1, pixels: Int(Self.viewSize.width * Self.viewSize.height * 4 / 100), largest: 255))
    }

    @Test("QuartzClipBlendView: stripes clipped to a circle, multiply over teal")
    func clipBlend() throws {
        let view = QuartzClipBlendView(frame: CGRect(origin: .zero, size: Self.viewSize))
        let expected = try recipe(Self.viewSize) { canvas in
            try canvas.withSavedState { canvas in
                try canvas.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 100)))
                for stripe in 0..<10 {
                    try canvas.fill(CGRect(x: 10 + CGFloat(stripe) * 10, y: 10, width: 10, height: 100),
                                    with: .color(glaze(stripe % 2 == 0 ? .systemYellow : .systemPink)))
                }
            }
            try canvas.fill(CGRect(x: 130, y: 10, width: 100, height: 100), with: .color(glaze(.systemTeal)))
            canvas.blendMode = .multiply
            try canvas.fill(Path(ellipseIn: CGRect(x: 150, y: 30, width: 60, height: 60)), with: .color(glaze(.systemOrange)))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-clip-blend", .within(1))
    }

    @Test("GradientLayer draws itself once displayed and again when resized; a view can be backed by it")
    func gradientLayer() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(view.layer is GradientLayer)
        view.gradientLayer.colors = [.systemRed, .systemYellow]
        let stops: [Gradient.Stop] = [.init(location: 0, color: glaze(.systemRed)), .init(location: 1, color: glaze(.systemYellow))]
        let expected = try recipe(CGSize(width: 60, height: 40), background: nil) { canvas in
            try canvas.fill(canvas.bounds, with: .gradient(Gradient(geometry: .linear(start: .zero, end: CGPoint(x: 0, y: 40)),
                                                                      stops: stops, extend: .none)))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-gradient-layer", .within(1))
        view.gradientLayer.isRadial = true
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let radial = render(view)
        #expect(radial.size == CGSize(width: 40, height: 40))
        // Red at the centre, 40 pixels in at 2x.
        expectPixel(pixel(radial, 40, 40), RGBA(255, 59, 48, 255), tolerance: 3)
    }

    @Test("UIImage helpers: tint through a mask, rounded corners, resize")
    func imageHelpers() throws {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor(red: 0.3, green: 0.6, blue: 0.2, alpha: 0.8).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
        }
        let tinted = source.tinted(with: .systemRed)
        expectPixel(pixel(tinted, 5, 5), RGBA(204, 47, 38, 204), tolerance: 2)
        #expect(pixel(tinted, 5, 15) == transparent)

        let rounded = source.rounded(radius: 6)
        #expect(pixel(rounded, 0, 0) == transparent && pixel(rounded, 10, 2) == pixel(source, 10, 2))

        let resized = source.resized(to: CGSize(width: 10, height: 40))
        #expect(resized.size == CGSize(width: 10, height: 40) && resized.scale == source.scale)
        #expect(pixel(resized, 5, 10) == pixel(source, 10, 5) && pixel(resized, 5, 30) == transparent)
    }

    @Test("the playground page, run as a script, draws what Glaze draws")
    func playground() throws {
        let folder = try scratchDirectory("glaze-playground")
        let output = folder.appendingPathComponent("page.png")
        let process = Process()
        // SwiftPM builds the script beside this test bundle.
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("PortingPlayground")
        process.arguments = [output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let page = try Image(contentsOf: output)
        let expected = try Image(size: CGSize(width: 240, height: 160), scale: 1) { canvas in
            try canvas.fill(canvas.bounds, with: .gradient(Gradient(geometry: .linear(start: .zero, end: CGPoint(x: 0, y: 160)),
                stops: [.init(location: 0, color: Color(red: 0.2, green: 0.5, blue: 0.9)),
                        .init(location: 1, color: Color(red: 0.85, green: 0.93, blue: 1))], extend: .none)))
            try canvas.fill(Path(ellipseIn: CGRect(x: 168, y: 18, width: 44, height: 44)), with: .color(glaze(.systemYellow)))
            var hills = Path()
            hills.move(to: CGPoint(x: 0, y: 120))
            hills.addQuadCurve(to: CGPoint(x: 120, y: 110), control: CGPoint(x: 60, y: 70))
            hills.addQuadCurve(to: CGPoint(x: 240, y: 115), control: CGPoint(x: 180, y: 80))
            hills.addLine(to: CGPoint(x: 240, y: 160))
            hills.addLine(to: CGPoint(x: 0, y: 160))
            hills.closeSubpath()
            try canvas.fill(hills, with: .color(glaze(.systemGreen)))
            try canvas.stroke(hills, with: .color(Color(white: 0, alpha: 0.25)), style: StrokeStyle(lineWidth: 2))
        }
        try ArticleComparison.expectMatch(ArticleComparison.uiImage(page), expected, "corpus-playground",
                                          ArticleTolerance(channelDelta: 1, pixels: 240 * 160 / 100, largest: 255))
    }
}

extension PortingCorpusTests {
    @Test("QuartzTextView: a justified, indented paragraph with a coloured run, an outlined title, a raised cent sign")
    func text() throws {
        let view = QuartzTextView(frame: CGRect(origin: .zero, size: Self.viewSize))
        let grey = Color(white: 1.0 / 3), blue = glaze(.systemBlue), yellow = glaze(.systemYellow)
        let expected = try recipe(Self.viewSize) { canvas in
            let body = TextStyle(font: .body(11), color: grey)
            var link = TextStyle(font: .body(11), color: blue)
            link.underline = TextDecoration()
            var paragraph = StyledText("Quartz", style: link)
            paragraph.append(String(view.paragraph.dropFirst("Quartz".count)), style: body)
            var style = ParagraphStyle(alignment: .justified, wrap: .wordOrCharacter)
            style.lineSpacing = 2
            style.firstLineHeadIndent = 12
            try canvas.withSavedState { canvas in
                try canvas.clip(to: CGRect(x: 10, y: 8, width: 220, height: 60))
                try canvas.draw(TextLayout(paragraph, width: 220, height: 60, paragraph: style), at: CGPoint(x: 10, y: 8))
            }

            var outlined = TextStyle(font: .bold(26), color: .black, letterSpacing: 3)
            outlined.outline = TextOutline(width: 26 * 0.04, color: glaze(.systemRed))
            try canvas.draw(TextLayout(StyledText("OUTLINE", style: outlined)), at: CGPoint(x: 10, y: 72))

            var price = StyledText("42", style: TextStyle(font: .bold(22), color: .black, background: yellow))
            price.append("¢", style: TextStyle(font: .body(13), color: .black, baselineOffset: 7, background: yellow))
            let layout = try TextLayout(price)
            try canvas.draw(layout, at: CGPoint(x: 230 - layout.size.width, y: 104 - layout.size.height))
        }
        try ArticleComparison.expectMatch(render(view), expected, "corpus-quartz-text", .within(1))
    }
}
