import Foundation
import Glaze
import GlazeCoreImage
import Testing

@Suite("Core Image: geometry and stylize filters")
struct GeometryFilterTests {
    typealias Value = ReferencePixels.Value

    /// An opaque `size` × `size` image of three unrelated patterns, and its
    /// linear-light pixels at Core Image's (x, y).
    static func pattern(size: Int) throws -> (image: CIImage, linear: (Int, Int) -> Value) {
        func levels(_ x: Int, _ y: Int) -> (Int, Int, Int) { ((x * 37 + y * 11) % 256, (x * x + 3 * y) % 256, (200 - 5 * x + 7 * y) & 255) }
        let image = CIImage(cgImage: try CoreImageSupport.bitmap(width: size, height: size) { x, row in
            let (r, g, b) = levels(x, size - 1 - row)
            return (UInt8(r), UInt8(g), UInt8(b), 255)
        })
        return (image, { x, y in
            let (r, g, b) = levels(x, y)
            return Value(CoreImageSupport.linear(r), CoreImageSupport.linear(g), CoreImageSupport.linear(b), 1)
        })
    }

    /// Lanczos-3 weights of every input pixel for output pixel `o` at `scale`, normalised over all of them.
    static func lanczos(_ o: Int, scale: Double) -> [Int: Double] {
        func window(_ t: Double) -> Double {
            if t == 0 { return 1 }
            guard abs(t) < 3 else { return 0 }
            return sin(.pi * t) / (.pi * t) * sin(.pi * t / 3) / (.pi * t / 3)
        }
        let centre = (Double(o) + 0.5) / scale, stretch = min(1, scale)
        var weights = [Int: Double]()
        for j in Int((centre - 3 / stretch).rounded(.down)) - 1...Int((centre + 3 / stretch).rounded(.up)) + 1 {
            let weight = window((Double(j) + 0.5 - centre) * stretch)
            if weight != 0 { weights[j] = weight }
        }
        let total = weights.values.reduce(0, +)
        return weights.mapValues { $0 / total }
    }

    @Test("CILanczosScaleTransform is the separable Lanczos-3 of its formula, down and up, with the aspect ratio on x")
    func lanczosFormula() throws {
        let (image, linear) = try Self.pattern(size: 32)
        for (scale, aspect) in [(0.5, 1.5), (2.5, 1.0), (0.3, 1.0)] {
            let filter = CIFilter.lanczosScaleTransform()
            filter.inputImage = image
            filter.scale = Float(scale)
            filter.aspectRatio = Float(aspect)
            let output = try #require(filter.outputImage)
            let scaleX = Double(Float(scale) * Float(aspect)), scaleY = Double(Float(scale))
            #expect(abs(output.extent.width - 32 * scaleX) < 1e-4 && abs(output.extent.height - 32 * scaleY) < 1e-4)
            // The outputs whose taps all land inside the image.
            func inside(_ count: Double, _ s: Double) -> Range<Int> {
                let support = 3 / min(1, s)
                return Int(((support + 0.5) * s).rounded(.up))..<Int(((count - support - 0.5) * s).rounded(.down))
            }
            let columns = inside(32, scaleX), rows = inside(32, scaleY)
            let region = PixelRectangle(minX: columns.lowerBound, minY: rows.lowerBound, width: columns.count, height: rows.count)
            let rendered = try ReferencePixels.render(output, region)
            let worst = ReferencePixels.worstOpaqueDifference(rendered, region) { x, y in
                var sum = Value.zero
                for (j, wy) in Self.lanczos(y, scale: scaleY) {
                    for (i, wx) in Self.lanczos(x, scale: scaleX) { sum += wx * wy * linear(i, j) }
                }
                return sum
            }
            #expect(worst <= 1, "scale \(scale), aspect \(aspect): \(worst) levels")
        }
        let same = image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 1])
        #expect(same == image)
    }

    @Test("CILanczosScaleTransform: a scale of 0 is empty, NaN invalidValue, 10⁻⁹ and 10⁹ bounded, tiny over infinite limitExceeded")
    func lanczosBadInput() throws {
        let (image, _) = try Self.pattern(size: 64)
        #expect(image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 0]).extent.isEmpty)
        let nan = try #require(CIFilter(name: "CILanczosScaleTransform", parameters: [kCIInputImageKey: image, kCIInputScaleKey: Double.nan]))
        #expect(CIFilterTests.code(nan) == .invalidValue)
        let clock = ContinuousClock()
        let tiny = image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 1e-9])
        let huge = image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 1e9])
        let elapsed = try clock.measure {
            _ = try CIContext().makeCGImage(tiny, from: CGRect(x: 0, y: 0, width: 1, height: 1))
            _ = try CIContext().makeCGImage(huge, from: CGRect(x: 5e9, y: 5e9, width: 64, height: 64))
        }
        #expect(elapsed < .seconds(5))
        let infinite = image.clampedToExtent().applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 1e-6])
        do {
            _ = try CIContext().makeCGImage(infinite, from: CGRect(x: 0, y: 0, width: 4, height: 4))
            Issue.record("a scale of 10⁻⁶ over an infinite image rendered")
        } catch {
            #expect(error.code == .limitExceeded)
        }
    }

    @Test("CIPixellate: cells of scale pixels on a grid through the centre, each the colour at its centre; the extent grows to whole cells")
    func pixellate() throws {
        let (image, linear) = try Self.pattern(size: 32)
        let filter = CIFilter.pixellate()
        filter.inputImage = image
        filter.center = CGPoint(x: 1, y: 2)
        filter.scale = 5
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: -4, y: -3, width: 40, height: 35))
        // Cells wholly inside the image: their centres fall on the pixel centres (3 + 5k, 4 + 5k).
        let inside = PixelRectangle(minX: 1, minY: 2, width: 30, height: 30)
        let rendered = try ReferencePixels.render(output, inside)
        let worst = ReferencePixels.worstOpaqueDifference(rendered, inside) { x, y in
            linear(1 + 5 * ((x - 1) / 5) + 2, 2 + 5 * ((y - 2) / 5) + 2)
        }
        #expect(worst == 0)

        // On the default grid through (150, 150), 8 wide, a centre falls between four pixels and reads their mean.
        let standard = image.applyingFilter("CIPixellate")
        #expect(standard.extent == CGRect(x: -2, y: -2, width: 40, height: 40))
        let cells = PixelRectangle(minX: 6, minY: 6, width: 24, height: 24)
        let mean = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(standard, cells), cells) { x, y in
            let cx = 6 + 8 * ((x - 6) / 8) + 4, cy = 6 + 8 * ((y - 6) / 8) + 4
            return (linear(cx - 1, cy - 1) + linear(cx, cy - 1) + linear(cx - 1, cy) + linear(cx, cy)) / 4
        }
        #expect(mean <= 1)

        // A scale of 10⁹ reads a few pixels, not the plane.
        let huge = image.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 1e9, kCIInputCenterKey: CIVector(x: 0, y: 0)])
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try CoreImageSupport.pixels(huge, image.extent) }
        #expect(elapsed < .seconds(5))
    }

    @Test("CIVignette darkens by (1 + t²)^(−2 · intensity), t the distance over radius × the half-diagonal")
    func vignette() throws {
        let grey = CIImage(cgImage: try CoreImageSupport.bitmap(width: 101, height: 61) { _, _ in (200, 200, 200, 255) })
        let halfDiagonal = hypot(101.0, 61.0) / 2
        for (intensity, radius) in [(1.0, 1.0), (0.5, 0.4), (-0.5, 1.5)] {
            let filter = CIFilter.vignette()
            filter.inputImage = grey
            filter.intensity = Float(intensity)
            filter.radius = Float(radius)
            let rect = PixelRectangle(minX: 0, minY: 0, width: 101, height: 61)
            let worst = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(try #require(filter.outputImage), rect), rect) { x, y in
                let t = hypot(Double(x) + 0.5 - 50.5, Double(y) + 0.5 - 30.5) / (radius * halfDiagonal)
                let level = ReferencePixels.grey(200)
                return Value(level.x * pow(1 + t * t, -2 * intensity), level.y * pow(1 + t * t, -2 * intensity),
                             level.z * pow(1 + t * t, -2 * intensity), 1)
            }
            #expect(worst <= 1, "intensity \(intensity), radius \(radius): \(worst) levels")
        }
        #expect(grey.applyingFilter("CIVignette", parameters: [kCIInputIntensityKey: 1, kCIInputRadiusKey: 0]).extent == grey.extent)
    }

    @Test("CIVignetteEffect darkens outside the circle by intensity, over a smoothstep across the falloff")
    func vignetteEffect() throws {
        let grey = CIImage(cgImage: try CoreImageSupport.bitmap(width: 80, height: 80) { _, _ in (180, 180, 180, 255) })
        let filter = CIFilter.vignetteEffect()
        filter.inputImage = grey
        filter.center = CGPoint(x: 40, y: 40)
        filter.radius = 30
        filter.intensity = 0.8
        filter.falloff = 0.5
        let rect = PixelRectangle(minX: 0, minY: 0, width: 80, height: 80)
        let worst = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(try #require(filter.outputImage), rect), rect) { x, y in
            let distance = hypot(Double(x) + 0.5 - 40, Double(y) + 0.5 - 40)
            let t = min(max((distance - 15) / 15, 0), 1)
            let factor = 1 - 0.8 * t * t * (3 - 2 * t)
            return ReferencePixels.grey(180) * Value(factor, factor, factor, 1)
        }
        #expect(worst <= 1)
    }

    @Test("CIAffineTransform moves every pixel by its transform, by key and by builder; a non-finite one is a typed error")
    func affineTransform() throws {
        let (image, linear) = try Self.pattern(size: 8)
        // Whole-pixel moves and a quarter turn put every pixel centre on one
        // of the input's, so the default linear sampling reads it exactly.
        let shift = CGAffineTransform(translationX: 3, y: -2)
        let byKey = try #require(CIFilter(name: "CIAffineTransform"))
        #expect(byKey.value(forKey: kCIInputTransformKey) as? CGAffineTransform == .identity)
        byKey.setValue(image, forKey: kCIInputImageKey)
        byKey.setValue(shift, forKey: kCIInputTransformKey)
        let moved = try #require(byKey.outputImage)
        #expect(moved.extent == CGRect(x: 3, y: -2, width: 8, height: 8))
        let movedRect = PixelRectangle(minX: 3, minY: -2, width: 8, height: 8)
        #expect(ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(moved, movedRect), movedRect) { x, y in
            linear(x - 3, y + 2)
        } == 0)

        // (x, y) → (−y, x): output pixel (x, y) shows input pixel (y, −x − 1).
        let builder = CIFilter.affineTransform()
        builder.inputImage = image
        builder.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let turned = try builder.makeOutputImage()
        #expect(turned.extent == CGRect(x: -8, y: 0, width: 8, height: 8))
        let turnedRect = PixelRectangle(minX: -8, minY: 0, width: 8, height: 8)
        #expect(ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(turned, turnedRect), turnedRect) { x, y in
            linear(y, -x - 1)
        } == 0)

        byKey.setValue(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), forKey: kCIInputTransformKey)
        #expect(byKey.outputImage == nil)
        #expect(throws: CoreImageError.self) { try byKey.makeOutputImage() }
    }

    @Test("CIClamp repeats the edge pixels of its rectangle outwards for ever")
    func clamp() throws {
        let (image, linear) = try Self.pattern(size: 8)
        let filter = CIFilter.clamp()
        filter.inputImage = image
        filter.extent = CGRect(x: 2, y: 3, width: 3, height: 2)
        #expect(filter.extent == CGRect(x: 2, y: 3, width: 3, height: 2))
        let output = try #require(filter.outputImage)
        #expect(output.extent.isInfinite)
        let far = PixelRectangle(minX: -20, minY: -20, width: 50, height: 50)
        let worst = ReferencePixels.worstOpaqueDifference(try ReferencePixels.render(output, far), far) { x, y in
            linear(min(max(x, 2), 4), min(max(y, 3), 4))
        }
        #expect(worst == 0)
    }
}
