import Foundation
import Glaze
import GlazeCoreImage
import GlazeTestSupport
import Testing

@Suite("Core Image: compositing and mask filters")
struct CompositingFilterTests {
    /// Porter–Duff and arithmetic compositing on premultiplied samples, every component alpha included.
    static let formulas: [String: @Sendable ([Double], [Double]) -> [Double]] = [
        "CISourceOverCompositing": { s, d in zip(s, d).map { $0 + $1 * (1 - s[3]) } },
        "CISourceAtopCompositing": { s, d in zip(s, d).map { $0 * d[3] + $1 * (1 - s[3]) } },
        "CISourceInCompositing": { s, d in s.map { $0 * d[3] } },
        "CISourceOutCompositing": { s, d in s.map { $0 * (1 - d[3]) } },
        "CIAdditionCompositing": { s, d in zip(s, d).map(+) },
        "CIMultiplyCompositing": { s, d in zip(s, d).map(*) },
        "CIMaximumCompositing": { s, d in zip(s, d).map(max) },
        "CIMinimumCompositing": { s, d in zip(s, d).map(min) },
    ]
    static let names = formulas.keys.sorted()

    /// The extent each filter's result has, from the image's and the background's.
    static let extents: [String: @Sendable (CGRect, CGRect) -> CGRect] = [
        "CISourceOverCompositing": { $0.union($1) },
        "CISourceAtopCompositing": { $1 },
        "CISourceInCompositing": { $0.intersection($1) },
        "CISourceOutCompositing": { image, _ in image },
        "CIAdditionCompositing": { $0.union($1) },
        "CIMultiplyCompositing": { $0.intersection($1) },
        "CIMaximumCompositing": { $0.union($1) },
        "CIMinimumCompositing": { $0.intersection($1) },
    ]

    @Test("each compositing filter gives its formula on translucent pixels, managed and unmanaged", arguments: names)
    func formula(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.sources), forKey: kCIInputImageKey)
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.backdrops), forKey: kCIInputBackgroundImageKey)
        let output = try filter.makeOutputImage()
        let formula = try #require(Self.formulas[name])
        for managed in [true, false] {
            let pixels = try BlendTestSupport.render(output, width: BlendTestSupport.sources.count, managed: managed)
            for index in BlendTestSupport.sources.indices {
                let s = BlendTestSupport.working(BlendTestSupport.sources[index], managed: managed).premultiplied
                let d = BlendTestSupport.working(BlendTestSupport.backdrops[index], managed: managed).premultiplied
                let expected = BlendTestSupport.pixel(formula(s, d), managed: managed)
                #expect(BlendTestSupport.matches(pixels[index], expected),
                        "\(name) pixel \(index) managed \(managed): \(pixels[index]) expected \(expected)")
            }
        }
    }

    @Test("extents follow where the formula can have colour; bad inputs are typed errors", arguments: names)
    func extentsAndErrors(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        #expect(filter.inputKeys == [kCIInputImageKey, kCIInputBackgroundImageKey])
        #expect(filter.attributes[kCIAttributeFilterCategories] as? [String] == [
            kCICategoryCompositeOperation, kCICategoryVideo, kCICategoryStillImage, kCICategoryInterlaced,
            kCICategoryNonSquarePixels, kCICategoryHighDynamicRange, kCICategoryBuiltIn])
        let image = try BlendTestSupport.row(BlendTestSupport.sources)
        filter.setValue(image, forKey: kCIInputImageKey)
        #expect(CIFilterTests.code(filter) == .missingInput)
        filter.setValue(CIColor.blue, forKey: kCIInputBackgroundImageKey)
        #expect(CIFilterTests.code(filter) == .wrongValueType)
        let background = try BlendTestSupport.row(BlendTestSupport.backdrops, at: CGPoint(x: 3, y: 0))
        filter.setValue(background, forKey: kCIInputBackgroundImageKey)
        let extent = try #require(Self.extents[name])
        #expect(try filter.makeOutputImage().extent == extent(image.extent, background.extent))
        // Over an infinite background, nothing is lost either way.
        filter.setValue(CIImage(color: .gray), forKey: kCIInputBackgroundImageKey)
        #expect(try filter.makeOutputImage().extent == extent(image.extent, .infinite))
    }

    @Test("every builder makes its filter")
    func builders() {
        let built: [CIFilter & CICompositeOperation] = [
            CIFilter.sourceOverCompositing(), CIFilter.sourceAtopCompositing(), CIFilter.sourceInCompositing(),
            CIFilter.sourceOutCompositing(), CIFilter.additionCompositing(), CIFilter.multiplyCompositing(),
            CIFilter.maximumCompositing(), CIFilter.minimumCompositing(),
        ]
        #expect(built.map(\.name).sorted() == Self.names)
        let masks: [CIFilter & CIBlendWithMask] = [CIFilter.blendWithMask(), CIFilter.blendWithAlphaMask(),
                                                   CIFilter.blendWithRedMask(), CIFilter.blendWithBlueMask()]
        #expect(masks.map(\.name) == ["CIBlendWithMask", "CIBlendWithAlphaMask", "CIBlendWithRedMask", "CIBlendWithBlueMask"])
        let mask = CIImage(color: .white)
        for filter in masks {
            filter.maskImage = mask
            #expect(filter.value(forKey: kCIInputMaskImageKey) as? CIImage === mask)
        }
    }

    /// Masks of every channel at several levels, translucent too.
    static let masks: [BlendTestSupport.Color8] = [(255, 0, 128, 255), (0, 255, 64, 200), (128, 64, 255, 128), (200, 30, 90, 255),
                                                   (10, 180, 240, 255), (90, 128, 0, 230), (255, 255, 255, 255), (40, 100, 160, 0)]
    /// Each mask filter and the component of the premultiplied mask sample it weighs by.
    static let maskComponents: [String: Int] = ["CIBlendWithMask": 1, "CIBlendWithAlphaMask": 3, "CIBlendWithRedMask": 0,
                                                "CIBlendWithBlueMask": 2]

    @Test("a mask blend is D + (S − D)·m, m one component of the mask in the working space",
          arguments: ["CIBlendWithMask", "CIBlendWithAlphaMask", "CIBlendWithRedMask", "CIBlendWithBlueMask"])
    func maskBlend(_ name: String) throws {
        let filter = try #require(CIFilter(name: name))
        #expect(filter.inputKeys == [kCIInputImageKey, kCIInputBackgroundImageKey, kCIInputMaskImageKey])
        #expect(filter.attributes[kCIAttributeFilterCategories] as? [String] == [
            kCICategoryStylize, kCICategoryVideo, kCICategoryStillImage, kCICategoryHighDynamicRange, kCICategoryBuiltIn])
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.sources), forKey: kCIInputImageKey)
        filter.setValue(try BlendTestSupport.row(BlendTestSupport.backdrops), forKey: kCIInputBackgroundImageKey)
        #expect(CIFilterTests.code(filter) == .missingInput)
        filter.setValue(CIColor.white, forKey: kCIInputMaskImageKey)
        #expect(CIFilterTests.code(filter) == .wrongValueType)
        filter.setValue(try BlendTestSupport.row(Self.masks), forKey: kCIInputMaskImageKey)
        let output = try filter.makeOutputImage()
        let component = try #require(Self.maskComponents[name])
        for managed in [true, false] {
            let pixels = try BlendTestSupport.render(output, width: Self.masks.count, managed: managed)
            for index in Self.masks.indices {
                let s = BlendTestSupport.working(BlendTestSupport.sources[index], managed: managed).premultiplied
                let d = BlendTestSupport.working(BlendTestSupport.backdrops[index], managed: managed).premultiplied
                let m = BlendTestSupport.working(Self.masks[index], managed: managed).premultiplied[component]
                let expected = BlendTestSupport.pixel(zip(s, d).map { $1 + ($0 - $1) * m }, managed: managed)
                #expect(BlendTestSupport.matches(pixels[index], expected),
                        "\(name) pixel \(index) managed \(managed): \(pixels[index]) expected \(expected)")
            }
        }
        // The background everywhere, and the image only where the mask is too.
        let image = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        filter.setValue(image, forKey: kCIInputImageKey)
        filter.setValue(CIImage(color: .white).cropped(to: CGRect(x: 5, y: 0, width: 10, height: 10)), forKey: kCIInputMaskImageKey)
        filter.setValue(CIImage(color: .blue).cropped(to: CGRect(x: 20, y: 0, width: 4, height: 4)), forKey: kCIInputBackgroundImageKey)
        #expect(try filter.makeOutputImage().extent == CGRect(x: 5, y: 0, width: 19, height: 10))
    }

    /// Apple's iOS 12 renderings stray from their own inputs by up to 2 levels
    /// where the formula passes a pixel through unchanged: Core Image's default
    /// working format there is half-float, where Glaze computes in Float.
    @Test("Apple's renderings of source over, atop, in and out are matched within 2 levels",
          arguments: ["CISourceOverCompositing", "CISourceAtopCompositing", "CISourceInCompositing", "CISourceOutCompositing"])
    func appleReference(_ name: String) throws {
        let image = try BlendTestSupport.reference("inputImage")
        let background = try BlendTestSupport.reference("inputBackgroundImage")
        let filter = try #require(CIFilter(name: name, parameters: [kCIInputImageKey: image, kCIInputBackgroundImageKey: background]))
        let difference = try BlendTestSupport.difference(try filter.makeOutputImage(), reference: name)
        #expect(difference.max <= 2 && difference.mean < 0.05, "\(name) against Apple's rendering: \(difference)")
    }
}
