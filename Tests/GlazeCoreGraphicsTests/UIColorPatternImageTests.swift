import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("UIColor(patternImage:)")
struct UIColorPatternImageTests {
    typealias Tiles = CGContextTilingTests

    static func pattern() -> UIColor {
        UIColor(patternImage: UIImage(cgImage: Tiles.quad()))
    }

    /// The pixel colour expected at pixel (x, y) of a renderer at `scale`,
    /// for the quad pattern tiled upright from the origin.
    static func expected(_ x: Int, _ y: Int, scale: Int) -> Pixel {
        let top = (y / scale) % 2 == 0, left = (x / scale) % 2 == 0
        return top ? (left ? Tiles.red : Tiles.green) : (left ? Tiles.blue : Tiles.white)
    }

    @Test("fills tile the image upright from the origin", arguments: [1, 2])
    func fills(scale: Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { context in
            context.cgContext.interpolationQuality = .none
            Self.pattern().setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 12))
            // The pattern stays put when user space moves.
            context.cgContext.translateBy(x: 1, y: 0)
            UIBezierPath(rect: CGRect(x: 5, y: 0, width: 6, height: 12)).fill()
        }
        for y in 0..<(12 * scale) {
            for x in 0..<(12 * scale) {
                #expect(pixel(image, x, y) == Self.expected(x, y, scale: scale), "x \(x), y \(y)")
            }
        }
    }

    @Test("strokes paint the pattern where the stroke falls")
    func strokes() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            context.cgContext.interpolationQuality = .none
            Self.pattern().setStroke()
            let path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 8, height: 8))
            path.lineWidth = 2
            path.stroke()
        }
        for y in 0..<12 {
            for x in 0..<12 {
                let onFrame = (1..<11).contains(x) && (1..<11).contains(y) && !((3..<9).contains(x) && (3..<9).contains(y))
                #expect(pixel(image, x, y) == (onFrame ? Self.expected(x, y, scale: 1) : transparent), "x \(x), y \(y)")
            }
        }
    }

    @Test("the pattern colour's space and components")
    func colorValues() {
        let color = Self.pattern().cgColor
        #expect(color.colorSpace?.model == .pattern)
        #expect(color.colorSpace?.numberOfComponents == 0)
        #expect(color.numberOfComponents == 1)
        #expect(color.alpha == 1)
        let context = rgbaContext(nil, width: 4, height: 4)!
        context.setFillColor(color)
        context.interpolationQuality = .none
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        // Tiled from the bitmap's top-left corner, upright.
        #expect(pixel(context.makeImage(), 0, 0) == Tiles.red)
        #expect(pixel(context.makeImage(), 1, 1) == Tiles.white)
    }
}
