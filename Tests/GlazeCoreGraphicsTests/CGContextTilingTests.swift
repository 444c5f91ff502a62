import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("CGContext.draw(_:in:byTiling:)")
struct CGContextTilingTests {
    static let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    static let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// A 2×2-pixel image: red, green on top; blue, white below.
    static func quad() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            for (x, y, color) in [(0, 0, UIColor.red), (1, 0, .green), (0, 1, .blue), (1, 1, .white)] {
                color.setFill()
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }.cgImage!
    }

    @Test("tiles repeat from the rect across the clip in a bitmap context, upright")
    func bitmapTiles() {
        let context = rgbaContext(nil, width: 9, height: 9)!
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 1, y: 2, width: 6, height: 5))
        context.draw(Self.quad(), in: CGRect(x: 4, y: 3, width: 2, height: 2), byTiling: true)
        let image = context.makeImage()
        // Device x from the rect's origin: even offsets red/blue, odd green/white.
        // Device y up: the tile's top row (red, green) at odd offsets above y = 3.
        for row in 0..<9 {
            let y = 8 - row  // device y of this memory row
            for x in 0..<9 {
                let inside = x >= 1 && x < 7 && y >= 2 && y < 7
                let top = (y - 3) & 1 == 1, left = (x - 4) & 1 == 0
                let expected = inside ? (top ? (left ? Self.red : Self.green) : (left ? Self.blue : Self.white)) : transparent
                #expect(pixel(image, x, row) == expected, "x \(x), y \(y)")
            }
        }
    }

    @Test("in a renderer's flipped context each tile is upside down, as on iOS")
    func rendererTiles() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.cgContext.interpolationQuality = .none
            context.cgContext.draw(Self.quad(), in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: true)
        }
        // Each tile is 2 points, 4 pixels; tiles start at x, y = 1 pt (2 px) and repeat every 4 px.
        // Upside down: blue, white in the tile's first row of points, red, green in the second.
        for y in 0..<20 {
            for x in 0..<20 {
                let firstRow = ((y - 2) & 3) < 2, firstColumn = ((x - 2) & 3) < 2
                let expected = firstRow ? (firstColumn ? Self.blue : Self.white) : (firstColumn ? Self.red : Self.green)
                #expect(pixel(image, x, y) == expected, "x \(x), y \(y)")
            }
        }
    }

    @Test("without tiling it draws the image once")
    func once() {
        let context = rgbaContext(nil, width: 8, height: 8)!
        context.interpolationQuality = .none
        context.draw(Self.quad(), in: CGRect(x: 2, y: 2, width: 2, height: 2), byTiling: false)
        let image = context.makeImage()
        #expect(pixel(image, 2, 4) == Self.red)
        #expect(pixel(image, 0, 0) == transparent)
        #expect(pixel(image, 6, 4) == transparent)
    }

    @Test("a rect with a non-finite side records an error")
    func nonFinite() {
        let context = rgbaContext(nil, width: 8, height: 8)!
        context.draw(Self.quad(), in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2), byTiling: true)
        #expect(context.lastError != nil)
        #expect(pixel(context.makeImage(), 0, 0) == transparent)
    }
}
