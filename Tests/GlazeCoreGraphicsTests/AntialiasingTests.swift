import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// `setShouldAntialias` and `setAllowsAntialiasing`: Core Graphics antialiases
/// only when both allow it; the first is saved with the graphics state, the
/// second is not. Without antialiasing a pixel is lit when its centre is in
/// the shape.
@Suite("Antialiasing switched off")
struct AntialiasingTests {
    static let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
    static let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    /// A horizontal black line `width` points wide at `y`, in a 20-point
    /// renderer at `scale` over white, with antialiasing as `configure` sets it.
    static func line(atY y: CGFloat, width: CGFloat = 1, scale: CGFloat = 1,
                     _ configure: (CGContext) -> Void = { $0.setShouldAntialias(false) }) -> UIImage {
        drawn(CGSize(width: 20, height: 20), scale: scale) {
            let context = UIGraphicsGetCurrentContext()!
            configure(context)
            context.setLineWidth(width)
            context.move(to: CGPoint(x: 0, y: y))
            context.addLine(to: CGPoint(x: 20, y: y))
            context.strokePath()
        }
    }

    /// The pixel rows of column `x` that are not white.
    static func inkedRows(_ image: UIImage, column x: Int = 10) -> [Int] {
        (0..<image.cgImage!.height).filter { pixel(image, x, $0) != white }
    }

    /// Whether every pixel is pure black or pure white: nothing in between.
    static func isTwoTone(_ image: UIImage) -> Bool {
        let cg = image.cgImage!
        return (0..<cg.height).allSatisfy { y in (0..<cg.width).allSatisfy { [black, white].contains(pixel(cg, $0, y)) } }
    }

    @Test("a 1-point line at a half-pixel offset lights exactly its one row")
    func halfPixelLine() {
        let image = Self.line(atY: 10.5)
        #expect(Self.inkedRows(image) == [10])
        #expect(pixel(image, 10, 10) == Self.black)
        #expect(Self.isTwoTone(image))
    }

    @Test("a 1-point line on a pixel boundary lights one row, the one above it on screen, never a grey pair")
    func wholePixelLine() {
        let aliased = Self.line(atY: 10)
        #expect(Self.inkedRows(aliased) == [9])
        #expect(Self.isTwoTone(aliased))
        // With antialiasing (the default) the same line is two half-grey rows.
        let smooth = Self.line(atY: 10) { _ in }
        #expect(Self.inkedRows(smooth) == [9, 10])
        #expect(pixel(smooth, 10, 9).red == 128 || pixel(smooth, 10, 9).red == 127)
    }

    @Test("at 3x a 1-point line on a point boundary is three whole pixel rows")
    func retinaLine() {
        let image = Self.line(atY: 10, scale: 3)
        #expect(Self.inkedRows(image) == [28, 29, 30])
        #expect(Self.isTwoTone(image))
    }

    @Test("in a bitmap context (y up) the boundary line lights the row above it too")
    func bitmapContextLine() throws {
        let context = try #require(rgbaContext(nil, width: 20, height: 20))
        context.setShouldAntialias(false)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addLine(to: CGPoint(x: 20, y: 10))
        context.strokePath()
        let image = try #require(context.makeImage())
        // Memory row 9 from the top is device row 10 from the bottom: y 10...11, above y = 10.
        let rows = (0..<20).filter { pixel(image, 5, $0).alpha != 0 }
        #expect(rows == [9])
        #expect(pixel(image, 5, 9) == Self.black)
    }

    @Test("both switches must allow it; shouldAntialias is restored with the state, allowsAntialiasing is not")
    func switches() {
        let allowedOff = Self.line(atY: 10) { $0.setAllowsAntialiasing(false) }
        #expect(Self.inkedRows(allowedOff) == [9])
        let restored = Self.line(atY: 10) { context in
            context.saveGState()
            context.setShouldAntialias(false)
            context.restoreGState()
        }
        #expect(Self.inkedRows(restored) == [9, 10])
        let notRestored = Self.line(atY: 10) { context in
            context.saveGState()
            context.setAllowsAntialiasing(false)
            context.restoreGState()
        }
        #expect(Self.inkedRows(notRestored) == [9])
        let reallowed = Self.line(atY: 10) { context in
            context.setShouldAntialias(false)
            context.setAllowsAntialiasing(false)
            context.setShouldAntialias(true)
            context.setAllowsAntialiasing(true)
        }
        #expect(Self.inkedRows(reallowed) == [9, 10])
    }

    /// A triangle whose corners lie off the pixel grid, and the number of
    /// pixel centres inside it, worked out here.
    static let triangle = [CGPoint(x: 2.2, y: 1.7), CGPoint(x: 17.9, y: 4.1), CGPoint(x: 6.3, y: 18.6)]
    static var centresInTriangle: Int {
        func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        var count = 0
        for y in 0..<20 {
            for x in 0..<20 {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let s = [side(triangle[0], triangle[1], p), side(triangle[1], triangle[2], p), side(triangle[2], triangle[0], p)]
                if s.allSatisfy({ $0 > 0 }) || s.allSatisfy({ $0 < 0 }) { count += 1 }
            }
        }
        return count
    }

    @Test("an aliased fill paints exactly the pixels whose centres are inside, all opaque")
    func aliasedFill() {
        let image = drawn(CGSize(width: 20, height: 20)) {
            let context = UIGraphicsGetCurrentContext()!
            context.setShouldAntialias(false)
            context.setFillColor(gray: 0, alpha: 1)
            context.addLines(between: Self.triangle)
            context.closePath()
            context.fillPath()
        }
        #expect(Self.isTwoTone(image))
        let painted = (0..<20).flatMap { y in (0..<20).map { (x: $0, y: y) } }.filter { pixel(image, $0.x, $0.y) == Self.black }
        #expect(painted.count == Self.centresInTriangle)
    }

    @Test("an aliased clip has hard edges too, and the clip keeps them after antialiasing returns")
    func aliasedClip() {
        let image = drawn(CGSize(width: 20, height: 20)) {
            let context = UIGraphicsGetCurrentContext()!
            context.setShouldAntialias(false)
            context.addLines(between: Self.triangle)
            context.closePath()
            context.clip()
            context.setShouldAntialias(true)
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(Self.isTwoTone(image))
    }

    @Test("the core's switch: Canvas.isAntialiased, reset by withSavedState")
    func canvasSwitch() throws {
        let image = try Image(size: CGSize(width: 20, height: 20)) { canvas in
            #expect(canvas.isAntialiased)
            try canvas.withSavedState { canvas in
                canvas.isAntialiased = false
                try canvas.fill(Path(ellipseIn: CGRect(x: 2.3, y: 2.3, width: 15.1, height: 15.1)), with: .color(.black))
            }
            #expect(canvas.isAntialiased)
        }
        let alphas = Set((0..<20).flatMap { y in (0..<20).map { image.pixel(x: $0, y: y).alpha } })
        #expect(alphas == [0, 255])
    }
}
