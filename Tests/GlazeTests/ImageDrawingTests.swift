import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Drawing images")
struct ImageDrawingTests {
    @Test("an image's alpha argument and the canvas alpha multiply")
    func imageAlpha() throws {
        let white = try solidSurface(.white, width: 2, height: 2)
        let surface = try ImageSurface(width: 2, height: 2)
        try surface.draw { canvas in
            canvas.alpha = 0.5
            try canvas.draw(white, in: canvas.bounds, alpha: 0.5)
        }
        expectPixel(surface.pixel(x: 1, y: 1), RGBA(63.75, 63.75, 63.75, 63.75), tolerance: 1)
        #expect(throws: GlazeError(.invalidArgument(name: "image alpha", value: "-0.5", reason: "must lie in 0...1"))) {
            try surface.draw { try $0.draw(white, in: $0.bounds, alpha: -0.5) }
        }
    }

    @Test("an upscaled image keeps crisp edges at its rect")
    func crispEdges() throws {
        let red = try solidSurface(.red, width: 2, height: 2)
        let surface = try ImageSurface(width: 12, height: 12)
        try surface.draw { try $0.draw(red, in: CGRect(x: 2, y: 2, width: 8, height: 8)) }
        // Smooth sampling inside, but no fade into transparency at the edges.
        #expect(surface.pixel(x: 2, y: 2) == Pixel(.red))
        #expect(surface.pixel(x: 9, y: 9) == Pixel(.red))
        #expect(surface.pixel(x: 1, y: 5).alpha == 0 && surface.pixel(x: 10, y: 5).alpha == 0)
    }

    @Test("nearest-neighbour scaling copies pixels exactly")
    func nearest() throws {
        let checker = try ImageSurface(pixelWidth: 2, pixelHeight: 1)
        checker.withMutablePixels { p in
            p[0, 0] = Pixel(.black)
            p[1, 0] = Pixel(.white)
        }
        let surface = try ImageSurface(width: 8, height: 1)
        try surface.draw { try $0.draw(checker, in: $0.bounds, interpolation: .none) }
        #expect(allPixels(surface) == Array(repeating: Pixel(.black), count: 4) + Array(repeating: Pixel(.white), count: 4))
    }

    @Test("tinting: destinationIn cuts a fill to an image's alpha, leaving the rest of the canvas alone")
    func destinationInTint() throws {
        let icon = try ImageSurface(pixelWidth: 4, pixelHeight: 1)
        icon.withMutablePixels { p in
            p[1, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
            p[2, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 128)
        }
        let surface = try solidSurface(.blue, width: 6, height: 1)
        try surface.draw { canvas in
            let rect = CGRect(x: 1, y: 0, width: 4, height: 1)
            try canvas.withTransparencyLayer { canvas in
                try canvas.fill(rect, with: .color(.red))
                try canvas.draw(icon, in: rect, blendMode: .destinationIn)
            }
        }
        #expect(allPixels(surface).map(\.alpha) == [255, 255, 255, 255, 255, 255])
        expectPixel(surface.pixel(x: 2, y: 0), equals: Pixel(.red), "opaque icon pixel")
        expectPixel(surface.pixel(x: 3, y: 0), RGBA(128, 0, 127, 255), tolerance: 1, "half-transparent icon pixel")
        expectPixel(surface.pixel(x: 1, y: 0), equals: Pixel(.blue), "transparent icon pixel")
        expectPixel(surface.pixel(x: 0, y: 0), equals: Pixel(.blue), "outside the icon")
    }

    @Test("a miter join is cut to a bevel past the miter limit")
    func miterLimit() throws {
        func tip(limit: CGFloat) throws -> UInt8 {
            let surface = try ImageSurface(width: 40, height: 40)
            try surface.draw { canvas in
                var wedge = Path()
                wedge.move(to: CGPoint(x: 5, y: 10))
                wedge.addLine(to: CGPoint(x: 30, y: 20))
                wedge.addLine(to: CGPoint(x: 5, y: 30))
                try canvas.stroke(wedge, with: .color(.black), style: StrokeStyle(lineWidth: 4, join: .miter, miterLimit: limit))
            }
            // The corner at (30, 20) turns through 43.6°, so its miter is 2.69 line
            // widths long and reaches x 35.4; a bevel stops at x 30.7. Pixel (32, 20)
            // lies fully inside the miter and wholly outside the bevel.
            return surface.pixel(x: 32, y: 20).alpha
        }
        #expect(try tip(limit: 10) == 255)
        #expect(try tip(limit: 2) == 0)
    }

    @Test("unbounded modes on PDF strokes are refused rather than drawn wrongly")
    func vectorStrokeRefused() throws {
        let pdf = try PDFDocument()
        #expect(throws: GlazeError(.blendModeUnsupported(.sourceIn, surface: .pdf, operation: "stroke"))) {
            try pdf.addPage(size: CGSize(width: 20, height: 20)) { canvas in
                canvas.blendMode = .sourceIn
                try canvas.stroke(Path(rect: CGRect(x: 2, y: 2, width: 10, height: 10)), with: .color(.red))
            }
        }
        // Fills in the same mode work: they are confined by clipping.
        let working = try PDFDocument()
        try working.addPage(size: CGSize(width: 20, height: 20)) { canvas in
            canvas.blendMode = .sourceIn
            try canvas.fill(CGRect(x: 2, y: 2, width: 10, height: 10), with: .color(.red))
        }
        #expect(try working.data().count > 500)
    }
}
