import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Text drawn while antialiasing is off is aliased, as Core Graphics aliases
/// it: every glyph pixel is the text colour or untouched, and the lines are
/// laid out exactly as when smoothed.
@Suite("Aliased text")
struct AliasedTextTests {
    /// "Glaze" at 2x over white, with antialiasing as `configure` sets it.
    static func text(_ configure: (CGContext) -> Void) -> UIImage {
        drawn(CGSize(width: 80, height: 30), scale: 2) {
            let context = UIGraphicsGetCurrentContext()!
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 30))
            configure(context)
            "Glaze".draw(at: CGPoint(x: 4.3, y: 3.2),
                         withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
        }
    }

    /// How many pixels are neither black nor white, and the box of the inked ones.
    static func greysAndInk(_ image: UIImage) -> (greys: Int, ink: (minX: Int, maxX: Int, minY: Int, maxY: Int)) {
        let cg = image.cgImage!
        var greys = 0, minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = pixel(cg, x, y)
                if p.red != 0 && p.red != 255 { greys += 1 }
                if p.red < 128 { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) }
            }
        }
        return (greys, (minX, maxX, minY, maxY))
    }

    @Test("shouldAntialias false draws text in two tones, in the same place as smoothed text")
    func aliasedString() {
        let smooth = Self.greysAndInk(Self.text { _ in })
        let aliased = Self.greysAndInk(Self.text { $0.setShouldAntialias(false) })
        #expect(smooth.greys > 100, "smoothed text has grey edges")
        #expect(aliased.greys == 0, "\(aliased.greys) grey pixels")
        // Same advances, so the same ink box give or take an edge pixel.
        #expect(abs(aliased.ink.minX - smooth.ink.minX) <= 1 && abs(aliased.ink.maxX - smooth.ink.maxX) <= 1)
        #expect(abs(aliased.ink.minY - smooth.ink.minY) <= 1 && abs(aliased.ink.maxY - smooth.ink.maxY) <= 1)
    }

    @Test("allowsAntialiasing false aliases text too, and smoothing returns with the restored state")
    func switches() {
        #expect(Self.greysAndInk(Self.text { $0.setAllowsAntialiasing(false) }).greys == 0)
        let restored = Self.text { context in
            context.saveGState()
            context.setShouldAntialias(false)
            context.restoreGState()
        }
        #expect(Self.greysAndInk(restored).greys > 100)
    }

    @Test("a layout drawn smoothed, aliased, then smoothed again draws the same both smoothed times")
    func layoutFollowsTheCanvas() throws {
        let layout = try TextLayout("Glaze", font: Font(family: "DejaVu Sans", size: 17))
        let image = try Image(size: CGSize(width: 80, height: 90), scale: 2) { canvas in
            try canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 80, height: 90)), with: .color(.white))
            try canvas.draw(layout, at: CGPoint(x: 4.3, y: 3.2), color: .black)
            try canvas.withSavedState { canvas in
                canvas.isAntialiased = false
                try canvas.draw(layout, at: CGPoint(x: 4.3, y: 33.2), color: .black)
            }
            try canvas.draw(layout, at: CGPoint(x: 4.3, y: 63.2), color: .black)
        }
        func band(_ top: Int) -> [Pixel] {
            (top..<top + 60).flatMap { y in (0..<160).map { image.pixel(x: $0, y: y) } }
        }
        let greys = band(60).filter { $0.red != 0 && $0.red != 255 }.count
        #expect(greys == 0, "\(greys) grey pixels in the aliased band")
        #expect(band(0).filter { $0.red != 0 && $0.red != 255 }.count > 100)
        #expect(band(0) == band(120))
    }
}
