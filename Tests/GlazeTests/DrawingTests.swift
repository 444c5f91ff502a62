import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Fills, strokes and clips")
struct DrawingTests {
    let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test("a whole-pixel rect fills exactly its pixels")
    func fillRect() throws {
        let surface = try ImageSurface(width: 6, height: 6)
        try surface.draw { try $0.fill(CGRect(x: 1, y: 2, width: 3, height: 2), with: .color(.red)) }
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<4).contains(x) && (2..<4).contains(y)
                expectPixel(surface.pixel(x: x, y: y), equals: inside ? red : clear, "(\(x), \(y))")
            }
        }
    }

    @Test("a rect on half-pixel edges half-covers the edge pixels")
    func halfPixelFill() throws {
        let surface = try ImageSurface(width: 4, height: 1)
        try surface.draw { try $0.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1), with: .color(.black)) }
        #expect(allPixels(surface).map(\.alpha) == [128, 255, 128, 0])
    }

    @Test("a 1-point stroke on a half-point line is one crisp pixel; on a whole-point line, two half pixels")
    func strokeAlignment() throws {
        func verticalLine(at x: CGFloat) throws -> [UInt8] {
            let surface = try ImageSurface(width: 5, height: 3)
            try surface.draw { canvas in
                var line = Path()
                line.move(to: CGPoint(x: x, y: 0))
                line.addLine(to: CGPoint(x: x, y: 3))
                try canvas.stroke(line, with: .color(.black))
            }
            return surface.withPixels { p in (0..<5).map { p[$0, 1].alpha } }
        }
        #expect(try verticalLine(at: 2.5) == [0, 0, 255, 0, 0])
        #expect(try verticalLine(at: 2) == [0, 128, 128, 0, 0])
    }

    @Test("stroke width, caps and dashes change coverage as specified")
    func strokeStyle() throws {
        func row(_ style: StrokeStyle) throws -> [UInt8] {
            let surface = try ImageSurface(width: 12, height: 5)
            try surface.draw { canvas in
                var line = Path()
                line.move(to: CGPoint(x: 2, y: 2.5))
                line.addLine(to: CGPoint(x: 10, y: 2.5))
                try canvas.stroke(line, with: .color(.black), style: style)
            }
            return surface.withPixels { p in (0..<12).map { p[$0, 2].alpha } }
        }
        #expect(try row(StrokeStyle(lineWidth: 1)) == [0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0])
        // A square cap reaches half the line width past each end: half a pixel here.
        #expect(try row(StrokeStyle(lineWidth: 1, cap: .square)) == [0, 128, 255, 255, 255, 255, 255, 255, 255, 255, 128, 0])
        #expect(try row(StrokeStyle(lineWidth: 1, dash: [2, 2])) == [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0])
        #expect(try row(StrokeStyle(lineWidth: 1, dash: [2, 2], dashPhase: 1)) == [0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 0, 0])
    }

    @Test("even-odd fill cuts a hole that winding fill does not")
    func fillRules() throws {
        var path = Path(rect: CGRect(x: 0, y: 0, width: 6, height: 6))
        path.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
        for rule in [FillRule.winding, .evenOdd] {
            path.fillRule = rule
            let surface = try ImageSurface(width: 6, height: 6)
            try surface.draw { try $0.fill(path, with: .color(.red)) }
            expectPixel(surface.pixel(x: 3, y: 3), equals: rule == .winding ? red : clear, "\(rule)")
            expectPixel(surface.pixel(x: 0, y: 0), equals: red, "\(rule) outside the hole")
        }
    }

    @Test("a clip keeps drawing inside it, and ends with its saved state")
    func clipAndRestore() throws {
        let surface = try ImageSurface(width: 6, height: 2)
        try surface.draw { canvas in
            try canvas.withSavedState { canvas in
                try canvas.clip(to: CGRect(x: 0, y: 0, width: 3, height: 2))
                try canvas.fill(canvas.bounds, with: .color(.red))
            }
            #expect(canvas.clipBounds == canvas.bounds)
        }
        #expect(surface.withPixels { p in (0..<6).map { p[$0, 0].alpha } } == [255, 255, 255, 0, 0, 0])
    }

    @Test("saved state restores blend mode, alpha and transform even when the block throws")
    func stateCannotLeak() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        try surface.draw { canvas in
            struct Stop: Error {}
            #expect(throws: Stop.self) {
                try canvas.withSavedState { canvas in
                    canvas.blendMode = .multiply
                    canvas.alpha = 0.5
                    try canvas.translateBy(x: 3, y: 3)
                    try canvas.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
                    throw Stop()
                }
            }
            #expect(canvas.blendMode == .normal)
            #expect(canvas.alpha == 1)
            #expect(canvas.transform.isIdentity)
            #expect(canvas.clipBounds == canvas.bounds)
        }
    }

    @Test("clip to an image's alpha shows drawing in proportion to the mask")
    func clipToMask() throws {
        // A 4×1 mask: opaque, half, transparent, opaque.
        let mask = try ImageSurface(pixelWidth: 4, pixelHeight: 1)
        mask.withMutablePixels { p in
            p[0, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
            p[1, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 128)
            p[3, 0] = Pixel(red: 9, green: 9, blue: 9, alpha: 255)
        }
        let surface = try ImageSurface(width: 6, height: 1)
        try surface.draw { canvas in
            try canvas.clip(toAlphaOf: mask, in: CGRect(x: 1, y: 0, width: 4, height: 1))
            try canvas.paint(.color(.red))
        }
        #expect(surface.withPixels { p in (0..<6).map { p[$0, 0].alpha } } == [0, 255, 128, 0, 255, 0])
        expectPixel(surface.pixel(x: 4, y: 0), equals: red, "the mask's colour does not matter")
    }

    @Test("a mask clip applies to Glaze's own compositing too")
    func maskWithSoftwareBlend() throws {
        let mask = try ImageSurface(pixelWidth: 2, pixelHeight: 1)
        mask.withMutablePixels { $0[0, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 255) }
        let grey = Color(white: 0.75)
        let surface = try solidSurface(grey, width: 2, height: 1)
        try surface.draw { canvas in
            try canvas.clip(toAlphaOf: mask, in: canvas.bounds)
            canvas.blendMode = .plusDarker
            try canvas.paint(.color(Color(white: 0.5)))
        }
        // 0.75 + 0.5 − 1 = 0.25 where the mask is opaque; untouched where it is clear.
        expectPixel(surface.pixel(x: 0, y: 0), RGBA(64, 64, 64, 255), "masked")
        expectPixel(surface.pixel(x: 1, y: 0), equals: Pixel(grey), "outside the mask")
    }

    @Test("global alpha scales what is drawn")
    func globalAlpha() throws {
        let surface = try ImageSurface(width: 1, height: 1)
        try surface.draw { canvas in
            canvas.alpha = 0.5
            try canvas.fill(canvas.bounds, with: .color(.white))
        }
        expectPixel(surface.pixel(x: 0, y: 0), RGBA(127.5, 127.5, 127.5, 127.5), tolerance: 0.5)
        #expect(throws: GlazeError(.invalidArgument(name: "alpha", value: "1.5", reason: "must lie in 0...1"))) {
            try surface.draw { canvas in
                canvas.alpha = 1.5
                try canvas.fill(canvas.bounds, with: .color(.white))
            }
        }
    }

    @Test("a transparency layer composites overlapping shapes as one")
    func transparencyLayer() throws {
        let surface = try ImageSurface(width: 3, height: 1)
        try surface.draw { canvas in
            try canvas.withTransparencyLayer(alpha: 0.5) { canvas in
                try canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: .color(.black))
                try canvas.fill(CGRect(x: 1, y: 0, width: 2, height: 1), with: .color(.black))
            }
        }
        // Without the layer the overlap (pixel 1) would be 75 % opaque.
        #expect(allPixels(surface).map(\.alpha) == [128, 128, 128])
    }

    @Test("transforms move, scale and rotate drawing")
    func transforms() throws {
        let surface = try ImageSurface(width: 8, height: 8)
        try surface.draw { canvas in
            try canvas.translateBy(x: 4, y: 4)
            try canvas.rotate(by: .pi / 2)
            try canvas.scaleBy(x: 2, y: 1)
            // (0, 0)–(2, 1) scaled to (0, 0)–(4, 1), rotated a quarter turn clockwise
            // to (−1, 0)–(0, 4), moved to (3, 4)–(4, 8).
            try canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: .color(.red))
        }
        #expect(surface.withPixels { p in (0..<8).map { p[3, $0].alpha } } == [0, 0, 0, 0, 255, 255, 255, 255])
        #expect(surface.pixel(x: 4, y: 5).alpha == 0)
    }

    @Test("bad transforms and stroke styles are rejected before drawing")
    func badArguments() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        try surface.draw { canvas in
            #expect(throws: GlazeError(.invalidArgument(name: "scale x", value: "0.0", reason: "must be finite and non-zero"))) {
                try canvas.scaleBy(x: 0, y: 1)
            }
            #expect(throws: GlazeError.self) { try canvas.translateBy(x: .infinity, y: 0) }
            #expect(throws: GlazeError.self) { try canvas.concatenate(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)) }
            #expect(throws: GlazeError(.invalidArgument(name: "line width", value: "-1.0", reason: "must be finite and not negative"))) {
                try canvas.stroke(Path(rect: canvas.bounds), with: .color(.red), style: StrokeStyle(lineWidth: -1))
            }
            #expect(throws: GlazeError.self) {
                try canvas.stroke(Path(rect: canvas.bounds), with: .color(.red), style: StrokeStyle(dash: [0, 0]))
            }
            // The canvas is still usable after every rejection.
            try canvas.fill(canvas.bounds, with: .color(.red))
        }
        expectPixel(surface.pixel(x: 1, y: 1), equals: red)
    }
}
