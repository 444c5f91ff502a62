import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Every blend mode against the formulas, on known source and destination colours.
@Suite("Blend modes")
struct BlendModeTests {
    /// Colour pairs chosen to reach each formula's branches: dark and light
    /// channels, the 0.25 and 0.5 breakpoints of soft light, and pure extremes.
    static let pairs: [(source: [UInt8], destination: [UInt8])] = [
        ([204, 51, 26], [51, 153, 230]),
        ([26, 128, 240], [230, 64, 102]),
        ([255, 0, 128], [0, 255, 64]),
        ([128, 191, 13], [191, 128, 250]),
        ([64, 64, 64], [255, 255, 0]),
    ]

    /// Source and destination alphas: opaque over opaque, and half-transparent
    /// either way round (the alphas 128 and 191 are exact in 8 bits).
    static let alphas: [(source: UInt8, destination: UInt8)] = [(255, 255), (128, 255), (255, 128), (128, 191)]

    static func color(_ rgb: [UInt8], _ alpha: UInt8) -> Color {
        Color(red8: rgb[0], green8: rgb[1], blue8: rgb[2], alpha8: alpha)
    }

    /// The straight colour Cairo actually holds once a colour is premultiplied to 8
    /// bits: read back from a surface painted with it, because the formulas are
    /// sensitive enough (colour burn with a dark source) that one level matters.
    static func stored(_ color: Color) throws -> BlendReference.Straight {
        let p = try solidSurface(color, width: 1, height: 1).pixel(x: 0, y: 0)
        let a = Double(p.alpha) / 255
        let channels = [p.red, p.green, p.blue].map { a > 0 ? Double($0) / 255 / a : 0 }
        return .init(c: channels, a: a)
    }

    @Test("gives the documented result", arguments: BlendMode.allCases)
    func formula(mode: BlendMode) throws {
        for (sourceRGB, destinationRGB) in Self.pairs {
            for (sa, da) in Self.alphas {
                let source = Self.color(sourceRGB, sa), destination = Self.color(destinationRGB, da)
                let surface = try solidSurface(destination, width: 2, height: 2)
                try surface.draw { canvas in
                    canvas.blendMode = mode
                    try canvas.fill(canvas.bounds, with: .color(source))
                }
                let expected = try BlendReference.composite(mode, source: Self.stored(source),
                                                            destination: Self.stored(destination))
                // One level for rounding, one more where a translucent source is
                // itself rounded to 8 bits before blending.
                let tolerance: Double = sa == 255 ? 1 : 2
                expectPixel(surface.pixel(x: 1, y: 1), expected, tolerance: tolerance,
                            "\(mode) of \(source) onto \(destination)")
            }
        }
    }

    @Test("acts only inside the filled shape", arguments: BlendMode.allCases)
    func boundedFill(mode: BlendMode) throws {
        let destination = Color(red8: 51, green8: 153, blue8: 230)
        let surface = try solidSurface(destination, width: 6, height: 6)
        try surface.draw { canvas in
            canvas.blendMode = mode
            try canvas.fill(CGRect(x: 2, y: 2, width: 2, height: 2), with: .color(Color(red8: 204, green8: 51, blue8: 26, alpha8: 128)))
        }
        let untouched = Pixel(destination)
        for (x, y) in [(0, 0), (5, 5), (1, 2), (4, 3), (2, 4)] {
            expectPixel(surface.pixel(x: x, y: y), equals: untouched, "\(mode) outside the shape at (\(x), \(y))")
        }
    }

    @Test("acts only under a stroke", arguments: BlendMode.allCases)
    func boundedStroke(mode: BlendMode) throws {
        let destination = Color(red8: 51, green8: 153, blue8: 230)
        let source = Color(red8: 204, green8: 51, blue8: 26)
        let surface = try solidSurface(destination, width: 8, height: 8)
        try surface.draw { canvas in
            canvas.blendMode = mode
            // A 1-point outline on half-point coordinates covers whole pixels.
            try canvas.stroke(Path(rect: CGRect(x: 1.5, y: 1.5, width: 5, height: 5)), with: .color(source))
        }
        expectPixel(surface.pixel(x: 0, y: 0), equals: Pixel(destination), "\(mode) outside the outline")
        expectPixel(surface.pixel(x: 4, y: 4), equals: Pixel(destination), "\(mode) inside the outline")
        let expected = try BlendReference.composite(mode, source: Self.stored(source), destination: Self.stored(destination))
        expectPixel(surface.pixel(x: 1, y: 4), expected, tolerance: 1, "\(mode) on the outline")
    }

    @Test("blends an image like a fill of the same colour", arguments: [BlendMode.sourceIn, .destinationIn, .overlay, .plusDarker, .colorBurn])
    func imageMatchesFill(mode: BlendMode) throws {
        let source = Color(red8: 204, green8: 51, blue8: 26, alpha8: 128)
        let destination = Color(red8: 51, green8: 153, blue8: 230)
        let image = try solidSurface(source, width: 2, height: 2)
        let viaImage = try solidSurface(destination, width: 6, height: 6)
        let viaFill = try solidSurface(destination, width: 6, height: 6)
        let rect = CGRect(x: 1, y: 1, width: 4, height: 3)
        try viaImage.draw { try $0.draw(image, in: rect, blendMode: mode) }
        try viaFill.draw { canvas in
            canvas.blendMode = mode
            try canvas.fill(rect, with: .color(source))
        }
        #expect(allPixels(viaImage) == allPixels(viaFill))
    }

    @Test("plusDarker cannot be written to PDF or SVG")
    func plusDarkerOnVectors() throws {
        let pdf = try PDFDocument()
        #expect(throws: GlazeError(.blendModeUnsupported(.plusDarker, surface: .pdf, operation: "draw"))) {
            try pdf.addPage(size: CGSize(width: 10, height: 10)) { canvas in
                canvas.blendMode = .plusDarker
                try canvas.fill(canvas.bounds, with: .color(.red))
            }
        }
        let svg = try SVGDocument(size: CGSize(width: 10, height: 10))
        #expect(throws: GlazeError(.blendModeUnsupported(.plusDarker, surface: .svg, operation: "draw"))) {
            try svg.draw { canvas in
                canvas.blendMode = .plusDarker
                try canvas.fill(canvas.bounds, with: .color(.red))
            }
        }
    }

    @Test("every mode has its Core Graphics name")
    func names() {
        #expect(BlendMode.allCases.count == 28)
        #expect(BlendMode(rawValue: "plusDarker") == .plusDarker)
        #expect(BlendMode(rawValue: "destinationAtop") == .destinationAtop)
    }
}
