import Foundation
import Glaze
import GlazeCoreImage
import Testing

@Suite("Core Image: blurs")
struct BlurFilterTests {
    typealias Value = ReferencePixels.Value

    /// An opaque black `size` × `size` image with one white pixel at (`at`, `at`).
    static func spot(size: Int, at centre: Int) throws -> CIImage {
        CIImage(cgImage: try CoreImageSupport.bitmap(width: size, height: size) { x, y in
            x == centre && y == centre ? (255, 255, 255, 255) : (0, 0, 0, 255)
        })
    }

    @Test("a white pixel blurs into the Gaussian of σ = radius, to a level, by name, builder and applyingGaussianBlur")
    func whitePixel() throws {
        let image = try Self.spot(size: 41, at: 20)
        // The middle, where every tap lands inside the image.
        let middle = PixelRectangle(minX: 10, minY: 10, width: 21, height: 21)
        for sigma in [0.7, 3.0] {
            let weights = ReferencePixels.gaussian(sigma: sigma)
            let expected: (Int, Int) -> Value = { x, y in
                ReferencePixels.convolved(PixelRectangle(minX: 0, minY: 0, width: 41, height: 41), weights: weights, x: x, y: y) { i, j in
                    i == 20 && j == 20 ? Value(1, 1, 1, 1) : Value(0, 0, 0, 1)
                }
            }
            let byName = try #require(CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: image, kCIInputRadiusKey: sigma]))
            let builder = CIFilter.gaussianBlur()
            builder.inputImage = image
            builder.radius = Float(sigma)
            #expect(builder.radius == Float(sigma))
            for output in [try byName.makeOutputImage(), try #require(builder.outputImage), image.applyingGaussianBlur(sigma: sigma)] {
                let rendered = try ReferencePixels.render(output, middle)
                #expect(ReferencePixels.worstOpaqueDifference(rendered, middle, expected: expected) <= 1, "σ = \(sigma)")
            }
        }
    }

    @Test("the extent grows by ⌈3σ⌉ and the edge fades as the Gaussian's weights inside the image")
    func extentGrowth() throws {
        let white = CIImage(cgImage: try CoreImageSupport.bitmap(width: 10, height: 10) { _, _ in (255, 255, 255, 255) })
        let blurred = white.applyingGaussianBlur(sigma: 2)
        #expect(blurred.extent == CGRect(x: -6, y: -6, width: 22, height: 22))
        let weights = ReferencePixels.gaussian(sigma: 2)
        func inside(_ x: Int) -> Double { (0..<10).reduce(0) { $0 + (abs(x - $1) <= 6 ? weights[x - $1 + 6] : 0) } }
        let grown = PixelRectangle(minX: -6, minY: -6, width: 22, height: 22)
        let rendered = try ReferencePixels.render(blurred, grown)
        var worst = 0
        for y in grown.minY..<grown.maxY {
            for x in grown.minX..<grown.maxX {
                worst = max(worst, abs(Int(rendered(x, y).alpha) - Int((inside(x) * inside(y) * 255).rounded())))
            }
        }
        #expect(worst <= 1)
        #expect(rendered(-6, -6).alpha <= 1)
        // Past σ = 32 five boxes of radii 30, 30, 30, 31 and 31 reach 152 pixels, 3.8σ.
        #expect(white.applyingGaussianBlur(sigma: 40).extent == CGRect(x: -152, y: -152, width: 314, height: 314))
    }

    @Test("blurs keep the image's light: a lone pixel's alpha sums to 1 for the exact and the five-box Gaussian and the box")
    func energy() throws {
        let lone = CIImage(cgImage: try CoreImageSupport.bitmap(width: 1, height: 1) { _, _ in (255, 255, 255, 255) })
        let outputs = [lone.applyingGaussianBlur(sigma: 2), lone.applyingGaussianBlur(sigma: 40),
                       lone.applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 7])]
        for output in outputs {
            // A separable blur's total is the row's sum times the column's over the pixel where they cross.
            let reach = Int(-output.extent.minX), side = 2 * reach + 1
            let row = try Self.alphas(output, CGRect(x: -reach, y: 0, width: side, height: 1))
            let column = try Self.alphas(output, CGRect(x: 0, y: -reach, width: 1, height: side))
            let total = row.reduce(0, +) * column.reduce(0, +) / row[reach]
            #expect(abs(total - 1) < 1e-3, "\(output.extent): alpha sums to \(total)")
        }
    }

    /// The unencoded alpha of each pixel of `rect`, read as 32-bit floats.
    static func alphas(_ image: CIImage, _ rect: CGRect) throws -> [Double] {
        let pixel = try linear(image, rect)
        return (Int(rect.minY)..<Int(rect.maxY)).flatMap { y in (Int(rect.minX)..<Int(rect.maxX)).map { x in pixel(x, y).w } }
    }

    /// The render of `rect` as unencoded premultiplied 32-bit floats, by Core Image's (x, y).
    static func linear(_ image: CIImage, _ rect: CGRect) throws -> (Int, Int) -> Value {
        let width = Int(rect.width), height = Int(rect.height)
        var floats = [Float](repeating: -1, count: width * height * 4)
        floats.withUnsafeMutableBytes { bytes in
            CIContext().render(image, toBitmap: bytes.baseAddress!, rowBytes: width * 16, bounds: rect, format: .RGBAf, colorSpace: nil)
        }
        return { x, y in
            let index = 4 * ((Int(rect.maxY) - 1 - y) * width + x - Int(rect.minX))
            return Value(Double(floats[index]), Double(floats[index + 1]), Double(floats[index + 2]), Double(floats[index + 3]))
        }
    }

    @Test("past σ = 32 five boxes stand in for the Gaussian: a blurred edge within 3 levels of the exact one")
    func largeSigma() throws {
        let edge = CIImage(cgImage: try CoreImageSupport.bitmap(width: 160, height: 1) { x, _ in x < 80 ? (0, 0, 0, 255) : (255, 255, 255, 255) })
        let strip = PixelRectangle(minX: 0, minY: 0, width: 160, height: 1)
        for sigma in [33.0, 48.0] {
            let blurred = edge.clampedToExtent().applyingGaussianBlur(sigma: sigma)
            let weights = ReferencePixels.gaussian(sigma: sigma)
            let reach = weights.count / 2
            let expected: (Int, Int) -> Value = { x, _ in
                let white = (-reach...reach).reduce(0.0) { $0 + (min(max(x - $1, 0), 159) >= 80 ? weights[$1 + reach] : 0) }
                return Value(white, white, white, 1)
            }
            let worst = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(blurred, strip), strip, expected: expected)
            #expect(worst <= 3, "σ = \(sigma): \(worst) levels")
        }
    }

    @Test("CIBoxBlur is the mean of the (2r + 1)² pixels around each one, managed and unmanaged; the extent grows by r")
    func boxBlur() throws {
        let image = try Self.spot(size: 9, at: 4)
        let box = CIFilter.boxBlur()
        box.inputImage = image
        box.radius = 1
        let output = try #require(box.outputImage)
        #expect(output.extent == CGRect(x: -1, y: -1, width: 11, height: 11))
        let middle = PixelRectangle(minX: 1, minY: 1, width: 7, height: 7)
        let managed = try ReferencePixels.render(output, middle)
        let unmanaged = try ReferencePixels.render(output, middle, context: CIContext(options: [.workingColorSpace: NSNull()]))
        for y in middle.minY..<middle.maxY {
            for x in middle.minX..<middle.maxX {
                let lit = abs(x - 4) <= 1 && abs(y - 4) <= 1
                #expect(Int(managed(x, y).red) == (lit ? CoreImageSupport.encodedLevel(1.0 / 9) : 0), "(\(x), \(y))")
                #expect(Int(unmanaged(x, y).green) == (lit ? 28 : 0), "(\(x), \(y))")
            }
        }
        // A radius of 2.4 is a box of 5.
        box.radius = 2.4
        let wider = try ReferencePixels.render(try #require(box.outputImage), middle)
        #expect(Int(wider(2, 6).blue) == CoreImageSupport.encodedLevel(1.0 / 25))
        #expect(Int(wider(1, 6).blue) == 0)
    }

    @Test("CIDiscBlur is the mean of the pixels within the radius; the extent grows by it")
    func discBlur() throws {
        let image = try Self.spot(size: 15, at: 7)
        let output = image.applyingFilter("CIDiscBlur", parameters: [kCIInputRadiusKey: 3.5])
        #expect(output.extent == CGRect(x: -3, y: -3, width: 21, height: 21))
        // The pixels within 3.5 of a pixel: 37, in rows of 3, 5, 7, 7, 7, 5 and 3.
        var inside = 0
        for dy in -3...3 {
            for dx in -3...3 where dx * dx + dy * dy <= 12 { inside += 1 }
        }
        let middle = PixelRectangle(minX: 3, minY: 3, width: 9, height: 9)
        let worst = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(output, middle), middle) { x, y in
            let lit = Double((x - 7) * (x - 7) + (y - 7) * (y - 7)) <= 12.25 ? 1.0 / Double(inside) : 0
            return Value(lit, lit, lit, 1)
        }
        #expect(worst <= 1)
        let disc = CIFilter.discBlur()
        disc.inputImage = image
        disc.radius = 0.9
        #expect(disc.outputImage == image)

        // A disc wider than the image: its middle rows hold whole rows of the image.
        let (pattern, linear) = try GeometryFilterTests.pattern(size: 6)
        let wide = pattern.applyingFilter("CIDiscBlur", parameters: [kCIInputRadiusKey: 7.5])
        #expect(wide.extent == CGRect(x: -7, y: -7, width: 20, height: 20))
        var offsets = [(dx: Int, dy: Int)]()
        for dy in -7...7 {
            for dx in -7...7 where dx * dx + dy * dy <= 56 { offsets.append((dx, dy)) }
        }
        let rendered = try Self.linear(wide, wide.extent)
        var worstLinear = 0.0
        for y in -7..<13 {
            for x in -7..<13 {
                var expected = Value.zero
                for offset in offsets where (0..<6).contains(x + offset.dx) && (0..<6).contains(y + offset.dy) {
                    expected += linear(x + offset.dx, y + offset.dy)
                }
                expected /= Double(offsets.count)
                let difference = rendered(x, y) - expected
                worstLinear = max(worstLinear, difference.max(), -difference.min())
            }
        }
        #expect(worstLinear < 1e-5)
    }

    @Test("a radius of 0 (or below) is the image itself; NaN is invalidValue")
    func zeroAndNaN() throws {
        let image = try Self.spot(size: 5, at: 2)
        for radius in [0.0, -3] {
            let blur = try #require(CIFilter(name: "CIGaussianBlur", parameters: [kCIInputImageKey: image, kCIInputRadiusKey: radius]))
            #expect(try blur.makeOutputImage() == image)
        }
        for name in ["CIGaussianBlur", "CIBoxBlur", "CIDiscBlur"] {
            let blur = try #require(CIFilter(name: name, parameters: [kCIInputImageKey: image, kCIInputRadiusKey: Double.nan]))
            #expect(blur.outputImage == nil)
            #expect(CIFilterTests.code(blur) == .invalidValue)
        }
    }

    @Test("a radius of 10⁹ over a finite image, cropped back, renders clear in about the time of a small one")
    func hugeRadiusCropped() throws {
        let image = CIImage(cgImage: try CoreImageSupport.bitmap(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 128, 255) })
        let clock = ContinuousClock()
        for (name, radius) in [("CIGaussianBlur", 1e9), ("CIBoxBlur", 1e9), ("CIDiscBlur", 1e9), ("CIGaussianBlur", 1e300)] {
            let blurred = image.applyingFilter(name, parameters: [kCIInputRadiusKey: radius]).cropped(to: image.extent)
            var pixels = [[Pixel]]()
            let elapsed = try clock.measure { pixels = try CoreImageSupport.pixels(blurred, image.extent) }
            #expect(pixels.joined().allSatisfy { $0.alpha == 0 }, "\(name) \(radius)")
            #expect(elapsed < .seconds(60), "\(name) \(radius) took \(elapsed)")
        }
    }

    @Test("a radius of 10⁹ over an infinite image is limitExceeded from the render, not a hang or an allocation")
    func hugeRadiusInfinite() throws {
        let image = try Self.spot(size: 8, at: 3)
        for infinite in [image.clampedToExtent(), CIImage(color: .red)] {
            for (name, radius) in [("CIGaussianBlur", 1e9), ("CIBoxBlur", 1e9), ("CIDiscBlur", 1e9), ("CIGaussianBlur", 5000)] {
                let blurred = infinite.applyingFilter(name, parameters: [kCIInputRadiusKey: radius])
                #expect(blurred.extent.isInfinite)
                #expect(throws: CoreImageError.self) { _ = try CIContext().makeCGImage(blurred, from: CGRect(x: 0, y: 0, width: 8, height: 8)) }
                do {
                    _ = try CIContext().makeCGImage(blurred, from: CGRect(x: 0, y: 0, width: 8, height: 8))
                } catch {
                    #expect(error.code == .limitExceeded, "\(name) \(radius): \(error)")
                }
            }
        }
    }

    @Test("filters report Apple's keys, defaults, ranges and categories")
    func definitions() throws {
        let gaussian = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(gaussian.inputKeys == ["inputImage", "inputRadius"])
        #expect((gaussian.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue == 10)
        let box = try #require(CIFilter(name: "CIBoxBlur"))
        let radius = try #require(box.attributes[kCIInputRadiusKey] as? [String: Any])
        #expect((radius[kCIAttributeMin] as? NSNumber)?.doubleValue == 1)
        #expect(radius[kCIAttributeType] as? String == kCIAttributeTypeDistance)
        #expect(CIFilter.filterNames(inCategory: kCICategoryBlur) == ["CIBoxBlur", "CIDiscBlur", "CIGaussianBlur"])
    }
}
