import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

@Suite("Hybrid background")
struct HybridBackgroundTests {
    let border = Color(red: 0.77, green: 0.43, blue: 0.00)
    let top = Color(red: 0.94, green: 0.82, blue: 0.52)
    let bottom = Color(red: 0.91, green: 0.55, blue: 0.00)

    /// The gradient's colour at row `y` of a 37-point image: from y 0 to y 36.
    func gradient(_ y: Int, highlighted: Bool = false) -> [Double] {
        let t = min(max((Double(y) + 0.5) / 36, 0), 1)
        let (a, b) = highlighted ? (bottom, top) : (top, bottom)
        return [a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t]
    }

    func expectRow(_ image: Image, _ y: Int, _ rgb: [Double], _ what: String, tolerance: Double = 1,
                   sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(image.pixel(x: 5, y: y), RGBA(rgb[0] * 255, rgb[1] * 255, rgb[2] * 255, 255), tolerance: tolerance,
                    "row \(y): \(what)", sourceLocation: sourceLocation)
    }

    @Test("the 11 × 37 image has the border, the glow line and the gradient where the recipe puts them")
    func rows() throws {
        let image = try HybridBackground().resizableImage(state: .normal, scale: 1)
        #expect(image.image.pixelWidth == 11 && image.image.pixelHeight == 37)
        #expect(image.capInsets == EdgeInsets(all: 5) && image.resizingMode == .stretch)
        let b = [border.red, border.green, border.blue]
        expectRow(image.image, 0, b, "border")
        expectRow(image.image, 36, b, "border")
        // The glow: white at 0.5 over the gradient, one row in from each border.
        // At 11 points its radius-4 corners meet in the middle column, so the arc
        // covers rows 1 and 35 a few percent short of fully: hence 3 levels.
        expectRow(image.image, 1, gradient(1).map { $0 * 0.5 + 0.5 }, "glow", tolerance: 3)
        expectRow(image.image, 35, gradient(35).map { $0 * 0.5 + 0.5 }, "glow", tolerance: 3)
        // The gradient's ends, clear of the glow's arcs, and its middle.
        for y in [3, 10, 18, 30, 33] {
            expectRow(image.image, y, gradient(y), "gradient")
        }
        #expect(image.image.pixel(x: 0, y: 0).alpha < 128, "rounded corner")
    }

    @Test("highlighted swaps the gradient's ends")
    func highlighted() throws {
        let image = try HybridBackground().resizableImage(state: .highlighted, scale: 1)
        expectRow(image.image, 3, gradient(3, highlighted: true), "swapped gradient")
        expectRow(image.image, 33, gradient(33, highlighted: true), "swapped gradient")
    }

    @Test("stretched to 300 points the caps are the source's, pixel for pixel", arguments: [1, 2] as [CGFloat])
    func capsSurviveStretching(scale: CGFloat) throws {
        let image = try HybridBackground().resizableImage(scale: scale)
        let wide = try render(width: 300, height: 37, scale: scale) { try image.draw(in: $0.bounds, on: $0) }
        let cap = Int(5 * scale), width = Int(300 * scale), sourceWidth = image.image.pixelWidth
        for y in 0..<wide.pixelHeight {
            for x in 0..<cap {
                #expect(wide.pixel(x: x, y: y) == image.image.pixel(x: x, y: y), "left cap (\(x), \(y))")
                #expect(wide.pixel(x: width - cap + x, y: y) == image.image.pixel(x: sourceWidth - cap + x, y: y), "right cap")
            }
            #expect(wide.pixel(x: width / 2, y: y) == image.image.pixel(x: cap, y: y), "middle column, row \(y)")
        }
    }

    @Test("any gradient, border and glow colours can be given")
    func custom() throws {
        let background = HybridBackground(borderColor: .blue, topColor: .white, bottomColor: .white,
                                          glow: InnerGlow(color: Color(red: 1, green: 0, blue: 0, alpha: 1)))
        let image = try background.resizableImage(scale: 1).image
        #expect(image.pixel(x: 5, y: 0) == Pixel(.blue))
        expectPixel(image.pixel(x: 5, y: 1), RGBA(255, 0, 0, 255), tolerance: 8, "glow, over a few percent of white")
        #expect(image.pixel(x: 5, y: 18) == Pixel(.white))
    }
}
