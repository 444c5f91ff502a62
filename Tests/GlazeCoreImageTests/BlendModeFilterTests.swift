import Foundation
import Glaze
import GlazeCoreImage
import Testing

/// The W3C Compositing and Blending Level 1 formulas, in Double, written
/// apart from the library's: B(Cb, Cs) on straight colours.
private enum W3C {
    typealias Blend = @Sendable ([Double], [Double]) -> [Double]

    static func separable(_ f: @escaping @Sendable (Double, Double) -> Double) -> Blend {
        { cb, cs in zip(cb, cs).map(f) }
    }

    static func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
    static func dodge(_ b: Double, _ s: Double) -> Double { b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
    static func burn(_ b: Double, _ s: Double) -> Double { b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }

    static func softLight(_ b: Double, _ s: Double) -> Double {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// Sorts the channels to set max to s, min to 0 and the middle one in proportion, as the W3C text does.
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = c.indices.sorted { c[$0] < c[$1] }
        let low = order[0], mid = order[1], high = order[2]
        var result = [0.0, 0.0, 0.0]
        if c[high] > c[low] {
            result[mid] = (c[mid] - c[low]) * s / (c[high] - c[low])
            result[high] = s
        }
        return result
    }

    static let blends: [String: Blend] = [
        "CIMultiplyBlendMode": separable { $0 * $1 },
        "CIScreenBlendMode": separable { $0 + $1 - $0 * $1 },
        "CIOverlayBlendMode": separable { hardLight($1, $0) },
        "CIDarkenBlendMode": separable(min),
        "CILightenBlendMode": separable(max),
        "CIColorDodgeBlendMode": separable(dodge),
        "CIColorBurnBlendMode": separable(burn),
        "CISoftLightBlendMode": separable(softLight),
        "CIHardLightBlendMode": separable(hardLight),
        "CIDifferenceBlendMode": separable { abs($0 - $1) },
        "CIExclusionBlendMode": separable { $0 + $1 - 2 * $0 * $1 },
        "CIHueBlendMode": { b, s in setLum(setSat(s, sat(b)), lum(b)) },
        "CISaturationBlendMode": { b, s in setLum(setSat(b, sat(s)), lum(b)) },
        "CIColorBlendMode": { b, s in setLum(s, lum(b)) },
        "CILuminosityBlendMode": { b, s in setLum(b, lum(s)) },
        "CISubtractBlendMode": separable { max(0, $0 - $1) },
        "CIDivideBlendMode": separable { b, s in s > 0 ? min(1, b / s) : (b > 0 ? 1 : 0) },
        "CILinearBurnBlendMode": separable { max(0, $0 + $1 - 1) },
        "CILinearDodgeBlendMode": separable { min(1, $0 + $1) },
        "CILinearLightBlendMode": separable { min(max($0 + 2 * $1 - 1, 0), 1) },
        "CIVividLightBlendMode": separable { b, s in s <= 0.5 ? burn(b, 2 * s) : dodge(b, 2 * s - 1) },
        "CIPinLightBlendMode": separable { b, s in s <= 0.5 ? min(b, 2 * s) : max(b, 2 * s - 1) },
    ]

    /// R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(Cb, Cs); Ra = Sa + Da − Sa·Da.
    static func composite(_ s: BlendTestSupport.Working, _ d: BlendTestSupport.Working, _ blend: Blend) -> [Double] {
        let b = blend(d.rgb, s.rgb)
        let rgb = (0..<3).map { s.rgb[$0] * s.alpha * (1 - d.alpha) + d.rgb[$0] * d.alpha * (1 - s.alpha) + s.alpha * d.alpha * b[$0] }
        return rgb + [s.alpha + d.alpha - s.alpha * d.alpha]
    }
}

@Suite("Core Image: blend-mode filters")
struct BlendModeFilterTests {
    static let names: [String] = W3C.blends.keys.sorted()

    @Test("each blend mode gives the W3C formula on translucent pixels, in linear light and unmanaged", arguments: names)
    func formula(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.sources), forKey: kCIInputImageKey)
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.backdrops), forKey: kCIInputBackgroundImageKey)
        let output = try filter.makeOutputImage()
        let blend = try #require(W3C.blends[name])
        for managed in [true, false] {
            let pixels = try BlendTestSupport.render(output, width: BlendTestSupport.sources.count, managed: managed)
            for index in BlendTestSupport.sources.indices {
                let s = BlendTestSupport.working(BlendTestSupport.sources[index], managed: managed)
                let d = BlendTestSupport.working(BlendTestSupport.backdrops[index], managed: managed)
                let expected = BlendTestSupport.pixel(W3C.composite(s, d, blend), managed: managed)
                #expect(BlendTestSupport.matches(pixels[index], expected),
                        "\(name) pixel \(index) managed \(managed): \(pixels[index]) expected \(expected)")
            }
        }
    }

    @Test("linear light and encoded values give different blends: the working space is used")
    func workingSpaceMatters() throws {
        let filter = CIFilter.multiplyBlendMode()
        filter.inputImage = try BlendTestSupport.row([(128, 128, 128, 255)])
        filter.backgroundImage = try BlendTestSupport.row([(128, 128, 128, 255)])
        let image = try #require(filter.outputImage)
        let managed = try BlendTestSupport.render(image, width: 1, managed: true)[0]
        let unmanaged = try BlendTestSupport.render(image, width: 1, managed: false)[0]
        // Level 128 is 0.21586 in linear light: squared, 0.046597, which encodes to 0.2390 (61);
        // unmanaged, 0.50196² = 0.25197 (64).
        #expect(managed.red == 61 && unmanaged.red == 64)
    }

    @Test("the extent is the union; a missing background or a colour for an image is a typed error", arguments: names)
    func extentsAndErrors(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        #expect(filter.inputKeys == [kCIInputImageKey, kCIInputBackgroundImageKey])
        #expect(filter.attributes[kCIAttributeFilterCategories] as? [String] == [
            kCICategoryCompositeOperation, kCICategoryVideo, kCICategoryStillImage, kCICategoryInterlaced,
            kCICategoryNonSquarePixels, kCICategoryBuiltIn])
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.sources), forKey: kCIInputImageKey)
        #expect(filter.outputImage == nil)
        #expect(CIFilterTests.code(filter) == .missingInput)
        filter.setValue(CIColor.red, forKey: kCIInputBackgroundImageKey)
        #expect(CIFilterTests.code(filter) == .wrongValueType)
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.backdrops, at: CGPoint(x: 3, y: 2)), forKey: kCIInputBackgroundImageKey)
        #expect(try filter.makeOutputImage().extent == CGRect(x: 0, y: 0, width: 11, height: 3))
    }

    @Test("every builder makes its filter, and its properties are the filter's keys")
    func builders() throws {
        let built: [CIFilter & CICompositeOperation] = [
            CIFilter.multiplyBlendMode(), CIFilter.screenBlendMode(), CIFilter.overlayBlendMode(), CIFilter.darkenBlendMode(),
            CIFilter.lightenBlendMode(), CIFilter.colorDodgeBlendMode(), CIFilter.colorBurnBlendMode(), CIFilter.softLightBlendMode(),
            CIFilter.hardLightBlendMode(), CIFilter.differenceBlendMode(), CIFilter.exclusionBlendMode(), CIFilter.hueBlendMode(),
            CIFilter.saturationBlendMode(), CIFilter.colorBlendMode(), CIFilter.luminosityBlendMode(), CIFilter.subtractBlendMode(),
            CIFilter.divideBlendMode(), CIFilter.linearBurnBlendMode(), CIFilter.linearDodgeBlendMode(),
            CIFilter.linearLightBlendMode(), CIFilter.vividLightBlendMode(), CIFilter.pinLightBlendMode(),
        ]
        #expect(built.map(\.name).sorted() == Self.names)
        #expect(Set(Self.names).isSubset(of: CIFilter.filterNames(inCategory: kCICategoryCompositeOperation)))
        let image = CIImage(color: .red), background = CIImage(color: .blue)
        for filter in built {
            filter.inputImage = image
            filter.backgroundImage = background
            #expect(filter.value(forKey: kCIInputImageKey) as? CIImage === image)
            #expect(filter.value(forKey: kCIInputBackgroundImageKey) as? CIImage === background)
            #expect(filter.backgroundImage === background)
        }
    }
}
