import Foundation
import Glaze
import GlazeCoreImage
import Testing

@Suite("Core Image: gradient and pattern generators")
struct GradientFilterTests {
    static let color0 = CIColor(red: 0.9, green: 0.2, blue: 0.1)
    static let color1 = CIColor(red: 0.1, green: 0.35, blue: 0.8, alpha: 0.6)

    /// Checks a render of `image` over `rect` against color 0 and color 1
    /// mixed premultiplied in the working space by `t` at each pixel centre.
    static func expectMix(_ image: CIImage, _ rect: CGRect, color0: CIColor = color0, color1: CIColor = color1,
                          sourceLocation: SourceLocation = #_sourceLocation, t: (Double, Double) -> Double) throws {
        for managed in [true, false] {
            let rows = try CoreImageSupport.pixels(image, rect, context: BlendTestSupport.context(managed: managed))
            let start = BlendTestSupport.working(color0, managed: managed).premultiplied
            let end = BlendTestSupport.working(color1, managed: managed).premultiplied
            for (row, pixels) in rows.enumerated() {
                let y = rect.minY + CGFloat(rows.count - 1 - row) + 0.5
                for (column, pixel) in pixels.enumerated() {
                    let x = rect.minX + CGFloat(column) + 0.5
                    let weight = t(Double(x), Double(y))
                    let expected = BlendTestSupport.pixel(zip(start, end).map { $0 + ($1 - $0) * weight }, managed: managed)
                    #expect(BlendTestSupport.matches(pixel, expected), "(\(x), \(y)) managed \(managed): \(pixel) expected \(expected)",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }

    static func clamp01(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// The output of a linear gradient from `start` to `end` between the test's colours.
    static func axial(_ filter: CIFilter & CILinearGradient, from start: CGPoint, to end: CGPoint) throws -> CIImage {
        filter.point0 = start
        filter.point1 = end
        filter.color0 = color0
        filter.color1 = color1
        return try filter.makeOutputImage()
    }

    @Test("a linear gradient mixes the colours by the projection onto its axis, constant beyond the ends")
    func linear() throws {
        let filter = CIFilter.linearGradient()
        #expect(filter.point0 == .zero && filter.point1 == CGPoint(x: 200, y: 200))
        #expect(filter.color0 == .white && filter.color1 == .black)
        let image = try Self.axial(filter, from: CGPoint(x: 2, y: 1), to: CGPoint(x: 14, y: 5))
        #expect(image.extent.isInfinite)
        try Self.expectMix(image, CGRect(x: -2, y: -1, width: 20, height: 8)) { x, y in
            Self.clamp01(((x - 2) * 12 + (y - 1) * 4) / (12 * 12 + 4 * 4))
        }
    }

    @Test("a smooth linear gradient eases the same t by smoothstep")
    func smoothLinear() throws {
        let image = try Self.axial(CIFilter.smoothLinearGradient(), from: .zero, to: CGPoint(x: 0, y: 8))
        try Self.expectMix(image, CGRect(x: 0, y: -1, width: 2, height: 10)) { _, y in
            let t = Self.clamp01(y / 8)
            return t * t * (3 - 2 * t)
        }
    }

    @Test("a radial gradient mixes by the distance between the two radii; equal radii cut a hard circle")
    func radial() throws {
        let filter = CIFilter.radialGradient()
        #expect(filter.center == CGPoint(x: 150, y: 150) && filter.radius0 == 5 && filter.radius1 == 100)
        filter.center = CGPoint(x: 8, y: 5)
        filter.radius0 = 2
        filter.radius1 = 7
        filter.color0 = Self.color0
        filter.color1 = Self.color1
        let rect = CGRect(x: 0, y: 0, width: 18, height: 11)
        func distance(_ x: Double, _ y: Double) -> Double { ((x - 8) * (x - 8) + (y - 5) * (y - 5)).squareRoot() }
        try Self.expectMix(try filter.makeOutputImage(), rect) { x, y in Self.clamp01((distance(x, y) - 2) / 5) }
        // Radii in either order.
        filter.radius0 = 7
        filter.radius1 = 2
        try Self.expectMix(try filter.makeOutputImage(), rect) { x, y in Self.clamp01((distance(x, y) - 7) / -5) }
        filter.radius1 = 7
        try Self.expectMix(try filter.makeOutputImage(), rect) { x, y in distance(x, y) < 7 ? 0 : 1 }
    }

    @Test("CIConstantColorGenerator fills the whole plane with its colour, by key and by builder")
    func constantColor() throws {
        let byKey = try #require(CIFilter(name: "CIConstantColorGenerator"))
        #expect(byKey.value(forKey: kCIInputColorKey) as? CIColor == CIColor(red: 1, green: 0, blue: 0))
        byKey.setValue(Self.color1, forKey: kCIInputColorKey)
        let builder = CIFilter.constantColorGenerator()
        builder.color = Self.color1
        for output in [try #require(byKey.outputImage), try builder.makeOutputImage()] {
            #expect(output.extent.isInfinite)
            // Far from the origin too: a generator has no edge.
            for rect in [CGRect(x: -3, y: -2, width: 6, height: 4), CGRect(x: 1e6, y: -5e5, width: 3, height: 2)] {
                try Self.expectMix(output, rect, color0: Self.color1) { _, _ in 0 }
            }
        }
        byKey.setValue("red", forKey: kCIInputColorKey)
        #expect(byKey.outputImage == nil)
    }

    @Test("coincident gradient ends give color 0, not NaN")
    func degenerate() throws {
        let image = try Self.axial(CIFilter.linearGradient(), from: CGPoint(x: 3, y: 3), to: CGPoint(x: 3, y: 3))
        try Self.expectMix(image, CGRect(x: 0, y: 0, width: 6, height: 6)) { _, _ in 0 }
    }

    @Test("bad values are typed errors", arguments: ["CILinearGradient", "CISmoothLinearGradient", "CIRadialGradient",
                                                     "CICheckerboardGenerator", "CIStripesGenerator"])
    func badValues(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        #expect(try filter.makeOutputImage().extent.isInfinite)
        #expect(filter.attributes[kCIAttributeFilterCategories] as? [String] == [
            name.hasSuffix("Generator") ? kCICategoryGenerator : kCICategoryGradient, kCICategoryVideo, kCICategoryStillImage,
            kCICategoryHighDynamicRange, kCICategoryBuiltIn])
        filter.setValue(CIImage(color: .red), forKey: "inputColor0")
        #expect(CIFilterTests.code(filter) == .wrongValueType)
        filter.setValue(CIColor.red, forKey: "inputColor0")
        let position = name.contains("Linear") ? "inputPoint0" : kCIInputCenterKey
        filter.setValue(CIColor.red, forKey: position)
        #expect(CIFilterTests.code(filter) == .wrongValueType)
        filter.setValue(CIVector(x: .nan, y: 0), forKey: position)
        #expect(CIFilterTests.code(filter) == .invalidValue)
        filter.setValue(CIVector(x: 0, y: 0), forKey: position)
        filter.setValue(CIColor(red: 0, green: .infinity, blue: 0), forKey: "inputColor1")
        #expect(CIFilterTests.code(filter) == .invalidValue)
    }

    /// +1 in the cells [2k·w, (2k+1)·w) of `offset`, −1 in the others, ramping
    /// linearly through 0 over `band` about each edge.
    static func square(_ offset: Double, width: Double, band: Double) -> Double {
        let cell = (offset / width).rounded(.down)
        let sign: Double = Int(cell) % 2 == 0 ? 1 : -1
        let inside = offset - cell * width
        let edge = min(inside, width - inside)
        return band > 0 && edge < band / 2 ? sign * edge / (band / 2) : sign
    }

    @Test("checkerboard and stripes alternate from the centre, softened over (1 − sharpness)·width")
    func patterns() throws {
        let checkerboard = CIFilter.checkerboardGenerator()
        #expect(checkerboard.center == CGPoint(x: 150, y: 150) && checkerboard.width == 80 && checkerboard.sharpness == 1)
        #expect(checkerboard.color0 == .white && checkerboard.color1 == .black)
        let stripes = CIFilter.stripesGenerator()
        for (filter, sharpness) in [(checkerboard as CIFilter, 1.0), (checkerboard, 0.4), (stripes, 1.0), (stripes, 0.25)] {
            filter.setValue(CIVector(x: 3, y: -2), forKey: kCIInputCenterKey)
            filter.setValue(6, forKey: kCIInputWidthKey)
            filter.setValue(sharpness, forKey: kCIInputSharpnessKey)
            filter.setValue(Self.color0, forKey: "inputColor0")
            filter.setValue(Self.color1, forKey: "inputColor1")
            let band = 6 * (1 - sharpness)
            try Self.expectMix(try filter.makeOutputImage(), CGRect(x: -10, y: -9, width: 26, height: 20)) { x, y in
                let u = Self.square(x - 3, width: 6, band: band), v = Self.square(y + 2, width: 6, band: band)
                return filter === checkerboard ? (1 - u * v) / 2 : (1 + u) / 2
            }
        }
        stripes.width = 0
        try Self.expectMix(try stripes.makeOutputImage(), CGRect(x: 0, y: 0, width: 4, height: 1)) { _, _ in 0 }
    }

    @Test("Apple's renderings of the checkerboard and the stripes are matched",
          arguments: [("CICheckerboardGenerator", 0x60FF6F, 0xFF6767), ("CIStripesGenerator", 0x55FF8A, 0xFFA750)])
    func appleReference(_ name: String, _ rgb0: Int, _ rgb1: Int) throws {
        func color(_ rgb: Int) -> CIColor {
            CIColor(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255)
        }
        // CIFilter.io's parameters for these renderings (its metadata.json).
        let filter = try #require(CIFilter(name: name, parameters: [kCIInputCenterKey: CIVector(x: 0, y: 0), kCIInputWidthKey: 50,
                                                                   kCIInputSharpnessKey: 1, "inputColor0": color(rgb0),
                                                                   "inputColor1": color(rgb1)]))
        let difference = try BlendTestSupport.difference(try filter.makeOutputImage(), reference: name)
        #expect(difference.max == 0, "\(name) against Apple's rendering: \(difference)")
    }
}
