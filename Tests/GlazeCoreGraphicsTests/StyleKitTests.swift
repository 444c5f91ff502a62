import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import PortingCorpus
import Testing

/// The PaintCode-3-style StyleKit of the porting corpus (GlazeDemoKit, Swift 5
/// mode, only the porter's rule-based changes) against the same drawings made
/// through Glaze's own API, within ±1 level per channel.
@Suite("StyleKit", .systemFontStandIn(.dejaVuSans))
struct StyleKitTests {
    static let accent = Color(red: 0, green: 0.478, blue: 1)
    static let accentDark = Color(red: 0, green: 0.302, blue: 0.8)

    /// The button as GlazeDemoKit draws it at 120 × 40, placed in `frame` by aspect fit.
    func recipeButton(_ canvas: Canvas, frame: CGRect, title: String) throws {
        let scale = min(frame.width / 120, frame.height / 40)
        let size = CGSize(width: 120 * scale, height: 40 * scale)
        try canvas.withSavedState { canvas in
            try canvas.translateBy(x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2)
            try canvas.scaleBy(x: scale, y: scale)
            let body = Path(roundedRect: CGRect(x: 4, y: 2, width: 112, height: 32), cornerRadius: 8)
            try canvas.withSavedState { canvas in
                canvas.shadow = Shadow(offset: CGSize(width: 0, height: 2 * scale), blur: 4 * scale,
                                       color: Color(white: 0, alpha: 0.35))
                try canvas.beginTransparencyLayer()
                try canvas.clip(to: body)
                try canvas.fill(CGRect(x: 4, y: 2, width: 112, height: 32), with: .gradient(Gradient(
                    geometry: .linear(start: CGPoint(x: 60, y: 2), end: CGPoint(x: 60, y: 34)),
                    stops: [.init(location: 0, color: Self.accent), .init(location: 1, color: Self.accentDark)], extend: .pad)))
                try canvas.endTransparencyLayer()
            }
            let label = try TextLayout(title, font: .bold(14), width: 112, alignment: .center)
            try canvas.withSavedState { canvas in
                try canvas.clip(to: CGRect(x: 4, y: 2, width: 112, height: 32))
                try canvas.draw(label, at: CGPoint(x: 4, y: 2 + (32 - label.size.height) / 2), color: .white)
            }
        }
    }

    @Test("drawButton at its own size and resized into wider frames", arguments: [
        CGRect(x: 0, y: 0, width: 120, height: 40), CGRect(x: 10, y: 6, width: 240, height: 60), CGRect(x: 0, y: 0, width: 90, height: 50),
    ])
    func button(_ frame: CGRect) throws {
        let size = CGSize(width: frame.maxX + 10, height: frame.maxY + 10)
        let image = drawn(size, scale: 2) { GlazeDemoKit.drawButton(frame: frame, resizing: .aspectFit, title: "Continue") }
        let expected = try Image(size: size, scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try recipeButton(canvas, frame: frame, title: "Continue")
        }
        try ArticleComparison.expectMatch(image, expected, "stylekit-button-\(Int(frame.width))x\(Int(frame.height))", .within(1))
    }

    @Test("the cached image of the button is drawn once, at the scale of the screen it was first asked for on")
    func cachedImage() throws {
        let first = UIScreen.main.withScale(3) { GlazeDemoKit.imageOfButton }
        #expect(GlazeDemoKit.imageOfButton === first)
        #expect(first.size == CGSize(width: 120, height: 40) && first.scale == 3)
        let expected = try Image(size: CGSize(width: 120, height: 40), scale: first.scale) { canvas in
            try recipeButton(canvas, frame: CGRect(x: 0, y: 0, width: 120, height: 40), title: "Continue")
        }
        try ArticleComparison.expectMatch(first, expected, "stylekit-button-image", .within(1))
    }

    @Test("drawCard: fastFloor geometry, a stroked card and two text blocks measured with boundingRect")
    func card() throws {
        let frame = CGRect(x: 0, y: 0, width: 260, height: 140)
        let image = drawn(frame.size, scale: 2) { GlazeDemoKit.drawCard(frame: frame) }
        func snapped(_ x: CGFloat, _ y: CGFloat, _ right: CGFloat, _ bottom: CGFloat) -> CGRect {
            let left = floor(frame.width * x + 0.5), top = floor(frame.height * y + 0.5)
            return CGRect(x: left, y: top, width: floor(frame.width * right + 0.5) - left, height: floor(frame.height * bottom + 0.5) - top)
        }
        let expected = try Image(size: frame.size, scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            let card = Path(roundedRect: snapped(0.02, 0.03333, 0.98, 0.95), cornerRadius: 10)
            try canvas.fill(card, with: .color(.white))
            try canvas.stroke(card, with: .color(Color(red: 0.78, green: 0.78, blue: 0.8)), style: StrokeStyle(lineWidth: 1))
            try canvas.fill(snapped(0.02, 0.23333, 0.04, 0.55), with: .color(Self.accent))
            let headingRect = snapped(0.08, 0.16667, 0.94, 0.36667)
            let heading = try TextLayout("Weekly summary", font: .bold(15), width: headingRect.width)
            try canvas.withSavedState { canvas in
                try canvas.clip(to: headingRect)
                try canvas.draw(heading, at: CGPoint(x: headingRect.minX, y: headingRect.minY + (headingRect.height - heading.size.height) / 2),
                                color: .black)
            }
            let bodyRect = snapped(0.08, 0.4, 0.94, 0.9)
            let body = try TextLayout("Seven drawings rendered, none of them twice.", font: .body(12), width: bodyRect.width,
                                      wrap: .wordOrCharacter)
            try canvas.withSavedState { canvas in
                try canvas.clip(to: bodyRect)
                try canvas.draw(body, at: bodyRect.origin, color: Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6))
            }
        }
        try ArticleComparison.expectMatch(image, expected, "stylekit-card", .within(1))
    }

    @Test("drawProgressRing: a track and a round-capped arc, rotated")
    func progressRing() throws {
        let size = CGSize(width: 64, height: 64)
        let image = drawn(size, scale: 2) { GlazeDemoKit.drawProgressRing(progress: 0.7) }
        let expected = try Image(size: size, scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.stroke(Path(ellipseIn: CGRect(x: 6, y: 6, width: 52, height: 52)), with: .color(glaze(.systemGray5)),
                              style: StrokeStyle(lineWidth: 8))
            var arc = Path()
            // Clockwise on screen from 12 o'clock through 70 % of the turn.
            arc.addArc(center: CGPoint(x: 32, y: 32), radius: 26, startAngle: -.pi / 2, endAngle: -.pi / 2 + 0.7 * 2 * .pi,
                       clockwise: true)
            try canvas.stroke(arc, with: .color(Self.accent), style: StrokeStyle(lineWidth: 8, cap: .round))
        }
        try ArticleComparison.expectMatch(image, expected, "stylekit-progress-ring", .within(1))
    }
}
