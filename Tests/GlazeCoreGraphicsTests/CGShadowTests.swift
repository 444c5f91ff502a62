import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Shadow offsets are in base space, as on Apple's platforms: up in a bitmap
/// context, down in a renderer's flipped context, whatever the port does to
/// its transform.
@Suite("Core Graphics shadows")
struct CGShadowTests {
    /// The alpha of the column at x = 10 of an image, top row first.
    func column(_ image: CGImage?, height: Int) -> [UInt8] {
        (0..<height).map { pixel(image, 10, $0).alpha }
    }

    /// The row (from the top) where the shadow under a 4-point square at the
    /// middle of a 20×20 picture is darkest, beyond the square.
    func shadowRows(_ image: CGImage?) -> [Int] {
        column(image, height: 20).enumerated().filter { $0.element > 0 && ($0.offset < 8 || $0.offset >= 12) }.map(\.offset)
    }

    func drawSquare(_ context: CGContext) {
        context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 8, y: 8, width: 4, height: 4))
    }

    @Test("a positive height moves the shadow up in a bitmap context")
    func bitmapShadowGoesUp() {
        let context = rgbaContext(nil, width: 20, height: 20)!
        drawSquare(context)
        // y-up: the shadow at y 13...16 from the bottom is rows 3...6 from the top.
        #expect(shadowRows(context.makeImage()) == [3, 4, 5, 6])
    }

    @Test("a positive height moves the shadow down in a renderer's context, and still after the port flips it")
    func rendererShadowGoesDown() {
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            drawSquare(context.cgContext)
        }
        #expect(shadowRows(plain.cgImage) == [13, 14, 15, 16])
        let reflipped = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.translateBy(x: 0, y: 20)
            context.cgContext.scaleBy(x: 1, y: -1)
            drawSquare(context.cgContext)
        }
        #expect(shadowRows(reflipped.cgImage) == [13, 14, 15, 16])
    }

    @Test("the shadow ends with restoreGState and a nil colour turns it off")
    func scoping() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
            cg.restoreGState()
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 8, y: 8, width: 4, height: 4))
            cg.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: nil)
            cg.fill(CGRect(x: 8, y: 0, width: 4, height: 2))
        }
        #expect(shadowRows(image.cgImage) == [0, 1])
    }

    @Test("a blurred shadow under text drawn with NSShadow, below it in a renderer")
    func textShadow() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 6)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20),
                                                         .foregroundColor: UIColor.white, .shadow: shadow]
        let size = "II".size(withAttributes: attributes)
        #expect(size.width > 8 && size.height > 20)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            "II".draw(at: CGPoint(x: 4, y: 2), withAttributes: attributes)
        }
        // White glyphs; beneath their bottom, the dark shadow shows.
        var darkBelow = 0, white = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let p = pixel(image, x, y)
                if p.alpha > 200 && p.red > 200 { white += 1 }
                if p.alpha > 60 && p.red < 40 && y > Int(size.height) - 2 { darkBelow += 1 }
            }
        }
        #expect(white > 20)
        #expect(darkBelow > 5)
    }

    @Test("ported rounded rects, through UIBezierPath and CGPath, under a StyleKit's translate and scale and a bitmap context's flip, take the nine-slice and draw what Canvas draws")
    func portsTakeTheNineSlice() throws {
        let card = CGRect(x: 6, y: 5, width: 60, height: 24)
        let shadow = (offset: CGSize(width: 0, height: 3), blur: 6 as CGFloat, color: CGColor(gray: 0, alpha: 0.5))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var sliced: [Int] = []
        let ported = UIGraphicsImageRenderer(size: CGSize(width: 180, height: 90), format: format).image { context in
            let cg = context.cgContext
            cg.translateBy(x: 10, y: 8)
            cg.scaleBy(x: 1.5, y: 1.5)
            cg.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
            UIColor.white.setFill()
            UIBezierPath(roundedRect: card, cornerRadius: 7).fill()
            cg.addPath(CGPath(roundedRect: card.offsetBy(dx: 0, dy: 30), cornerWidth: 7, cornerHeight: 7, transform: nil))
            cg.fillPath()
            sliced.append(cg.canvas.slicedShadows)
        }
        #expect(sliced == [2])
        let surface = try ImageSurface(width: 180, height: 90, scale: 2)
        try surface.draw { canvas in
            try canvas.translateBy(x: 10, y: 8)
            try canvas.scaleBy(x: 1.5, y: 1.5)
            canvas.shadow = Shadow(offset: shadow.offset, blur: shadow.blur, color: Color(white: 0, alpha: 0.5))
            try canvas.fill(Path(roundedRect: card, cornerRadius: 7), with: .color(.white))
            try canvas.fill(Path(roundedRect: card.offsetBy(dx: 0, dy: 30), cornerRadius: 7), with: .color(.white))
        }
        let portedImage = try #require(ported.cgImage?.glazeImage)
        var largest = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                largest = max(largest, abs(Int(portedImage.pixel(x: x, y: y).alpha) - Int(surface.pixel(x: x, y: y).alpha)))
            }
        }
        #expect(largest <= 1)

        // A bitmap context is y-up: the port's rect is mirrored into the surface, and still a rounded rect.
        let bitmap = try #require(rgbaContext(nil, width: 120, height: 80))
        bitmap.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        bitmap.setFillColor(gray: 1, alpha: 1)
        bitmap.addPath(CGPath(roundedRect: CGRect(x: 10, y: 10, width: 90, height: 40), cornerWidth: 9, cornerHeight: 9, transform: nil))
        bitmap.fillPath()
        #expect(bitmap.canvas.slicedShadows == 1)
    }
}
