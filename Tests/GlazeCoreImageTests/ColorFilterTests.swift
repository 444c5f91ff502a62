import Foundation
import Glaze
import GlazeCoreImage
import Testing

/// The colour adjustment and colour effect filters, pixel by pixel against
/// their formulas computed here in Double: each swatch is decoded from sRGB
/// (colour managed) or taken as it is (unmanaged), passed through the
/// formula as straight colour, encoded and premultiplied as the context
/// writes it, and compared within one level.
@Suite("Core Image: colour adjustment and colour effect filters")
struct ColorFilterTests {
    /// Straight red, green, blue and alpha, 0…1.
    typealias Color = SIMD4<Double>

    /// Opaque swatches over the range, and two translucent ones that show the
    /// filters compute on unpremultiplied colour.
    static let swatches: [(UInt8, UInt8, UInt8, UInt8)] = [
        (0, 0, 0, 255), (255, 255, 255, 255), (128, 128, 128, 255), (180, 180, 180, 255), (200, 40, 90, 255), (30, 180, 220, 255),
        (250, 200, 10, 255), (60, 90, 30, 255), (255, 0, 0, 255), (12, 5, 3, 255), (200, 40, 90, 128), (10, 220, 120, 64),
    ]

    static let unmanaged = CIContext(options: [.workingColorSpace: NSNull()])

    // MARK: Colour adjustment

    @Test("CIColorControls: Apple's saturation mix with the Rec. 709 grey, added brightness, contrast about 0.5")
    func colorControls() throws {
        for (saturation, brightness, contrast) in [(1.4, 0.05, 1.3), (0.0, -0.1, 0.7), (1.0, 0.0, 1.0)] {
            try check("CIColorControls", [kCIInputSaturationKey: saturation, kCIInputBrightnessKey: brightness,
                                          kCIInputContrastKey: contrast]) { color in
                let grey = Self.luminance(color)
                return Self.mapRGB(color) { ((grey + ($0 - grey) * saturation) + brightness - 0.5) * contrast + 0.5 }
            }
        }
    }

    @Test("CIColorMatrix: Apple's formula, each output the dot product with its vector plus the bias, on straight colour")
    func colorMatrix() throws {
        let rows = [Color(0.5, 0.3, 0.2, 0), Color(0.1, 0.8, 0, 0.1), Color(0, 0.2, 0.9, 0), Color(0, 0, 0, 0.8)]
        let bias = Color(0.05, 0, -0.02, 0.1)
        let parameters: [String: Any] = ["inputRVector": Self.vector(rows[0]), "inputGVector": Self.vector(rows[1]),
                                         "inputBVector": Self.vector(rows[2]), "inputAVector": Self.vector(rows[3]),
                                         "inputBiasVector": Self.vector(bias)]
        try check("CIColorMatrix", parameters) { color in
            Color((color * rows[0]).sum(), (color * rows[1]).sum(), (color * rows[2]).sum(), (color * rows[3]).sum()) + bias
        }
        // The typed builder sets the same keys.
        let typed = CIFilter.colorMatrix()
        typed.gVector = CIVector(x: 1, y: 0, z: 0, w: 0)
        #expect(typed.value(forKey: "inputGVector") as? CIVector == CIVector(x: 1, y: 0, z: 0, w: 0))
        #expect(typed.rVector == CIVector(x: 1, y: 0, z: 0, w: 0) && typed.biasVector == CIVector(x: 0, y: 0, z: 0, w: 0))
    }

    @Test("CIExposureAdjust: Apple's formula, the colour times 2^EV")
    func exposureAdjust() throws {
        for ev in [0.7, -1.5] {
            try check("CIExposureAdjust", [kCIInputEVKey: ev]) { color in Self.mapRGB(color) { $0 * pow(2, ev) } }
        }
    }

    @Test("CIGammaAdjust: Apple's formula, each component to the power inputPower")
    func gammaAdjust() throws {
        for power in [0.6, 2.2] {
            try check("CIGammaAdjust", ["inputPower": power]) { color in Self.mapRGB(color) { pow($0, power) } }
        }
    }

    @Test("CIHueAdjust: a rotation about the grey axis; a third of a turn takes red to green")
    func hueAdjust() throws {
        for angle in [1.0, -2.5] {
            try check("CIHueAdjust", [kCIInputAngleKey: angle]) { color in
                // Rodrigues: v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ), k the unit grey axis.
                let k = SIMD3<Double>(repeating: 1 / 3.0.squareRoot()), v = SIMD3(color.x, color.y, color.z)
                let cross = SIMD3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
                let turned = v * cos(angle) + cross * sin(angle) + k * (k * v).sum() * (1 - cos(angle))
                return Color(turned.x, turned.y, turned.z, color.w)
            }
        }
        let red = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let green = try CoreImageSupport.pixels(red.applyingFilter("CIHueAdjust", parameters: [kCIInputAngleKey: 2 * Double.pi / 3]),
                                                red.extent)
        #expect(green[0][0] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("CIColorClamp: each straight component, alpha too, kept between the two vectors")
    func colorClamp() throws {
        let low = Color(0.1, 0.2, 0, 0.6), high = Color(0.8, 0.9, 0.5, 1)
        try check("CIColorClamp", ["inputMinComponents": Self.vector(low), "inputMaxComponents": Self.vector(high)]) { color in
            color.clamped(lowerBound: low, upperBound: high)
        }
    }

    @Test("CIVibrance: dull colours gain saturation, greys and pure colours keep theirs")
    func vibrance() throws {
        for amount in [0.6, -0.8] {
            try check("CIVibrance", ["inputAmount": amount]) { color in
                let grey = Self.luminance(color)
                let chroma = min(max(max(color.x, color.y, color.z) - min(color.x, color.y, color.z), 0), 1)
                return Self.mapRGB(color) { grey + ($0 - grey) * (1 + amount * (1 - chroma)) }
            }
        }
    }

    // MARK: Colour effects

    @Test("CISepiaTone: the W3C sepia matrix, mixed with the identity by inputIntensity")
    func sepiaTone() throws {
        let sepia = [SIMD3<Double>(0.393, 0.769, 0.189), SIMD3(0.349, 0.686, 0.168), SIMD3(0.272, 0.534, 0.131)]
        for intensity in [1.0, 0.5] {
            try check("CISepiaTone", [kCIInputIntensityKey: intensity]) { color in
                let rgb = SIMD3(color.x, color.y, color.z)
                let toned = SIMD3((rgb * sepia[0]).sum(), (rgb * sepia[1]).sum(), (rgb * sepia[2]).sum())
                let mixed = rgb + (toned - rgb) * intensity
                return Color(mixed.x, mixed.y, mixed.z, color.w)
            }
        }
    }

    @Test("CIColorInvert: each straight component subtracted from 1, alpha kept")
    func colorInvert() throws {
        try check("CIColorInvert", [:]) { color in Self.mapRGB(color) { 1 - $0 } }
    }

    @Test("CIMaskToAlpha: white whose alpha is the mask's luminance")
    func maskToAlpha() throws {
        try check("CIMaskToAlpha", [:]) { color in Color(1, 1, 1, Self.luminance(color) * color.w) }
    }

    @Test("CIColorMonochrome: the luminance overlaid with the colour, mixed by intensity")
    func colorMonochrome() throws {
        let tint = CIColor(red: 0.2, green: 0.5, blue: 0.9)
        for intensity in [1.0, 0.4] {
            try check("CIColorMonochrome", [kCIInputColorKey: tint, kCIInputIntensityKey: intensity]) { color, managed in
                let tone = SIMD3(tint.red, tint.green, tint.blue).map { managed ? Self.decode($0) : $0 }
                let grey = Self.luminance(color)
                let toned = tone.map { grey < 0.5 ? 2 * grey * $0 : 1 - 2 * (1 - grey) * (1 - $0) }
                let rgb = SIMD3(color.x, color.y, color.z)
                let mixed = rgb + (toned - rgb) * intensity
                return Color(mixed.x, mixed.y, mixed.z, color.w)
            }
        }
    }

    /// Each photo effect's saturation, contrast, lift and tint (Glaze's own looks).
    static let photoEffects: [(String, Double, Double, Double, SIMD3<Double>)] = [
        ("CIPhotoEffectMono", 0, 0, 0, SIMD3(1, 1, 1)), ("CIPhotoEffectNoir", 0, 1, 0, SIMD3(1, 1, 1)),
        ("CIPhotoEffectTonal", 0, 0.3, 0, SIMD3(1, 1, 1)), ("CIPhotoEffectChrome", 1.3, 0.35, 0, SIMD3(1, 1, 1)),
        ("CIPhotoEffectFade", 0.6, -0.3, 0.08, SIMD3(1, 1, 1)), ("CIPhotoEffectInstant", 0.75, 0, 0.04, SIMD3(1.03, 1, 0.94)),
        ("CIPhotoEffectProcess", 0.85, 0.3, 0, SIMD3(0.93, 1, 1.06)), ("CIPhotoEffectTransfer", 0.9, 0.2, 0, SIMD3(1.06, 1, 0.9)),
    ]

    @Test("photo effects: a saturation about the grey, then an S-curve, a lift and a tint on encoded values")
    func photoEffects() throws {
        for (name, saturation, contrast, lift, tint) in Self.photoEffects {
            try check(name, [:]) { color, managed in
                let grey = Self.luminance(color)
                let rgb = SIMD3(color.x, color.y, color.z)
                let toned = (0..<3).map { index in
                    let saturated = grey + (rgb[index] - grey) * saturation
                    let x = min(max(managed ? Self.encode(saturated) : saturated, 0), 1)
                    let curved = x + (x * x * (3 - 2 * x) - x) * contrast
                    let result = (lift + curved * (1 - lift)) * tint[index]
                    return managed ? Self.decode(result) : result
                }
                return Color(toned[0], toned[1], toned[2], color.w)
            }
        }
    }

    @Test("photo effects clamp colours outside 0…1 unless extrapolate, which continues the curve's end slope")
    func photoEffectExtrapolation() throws {
        // Exposure +1 takes the light swatches past 1 (unmanaged, so the values are plain); Tonal's curve has slope 0.7 at its ends.
        let cgImage = try CoreImageSupport.bitmap(width: 2, height: 1) { x, _ in x == 0 ? (200, 200, 200, 255) : (240, 240, 240, 255) }
        let bright = CIImage(cgImage: cgImage).applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: 1])
        let tonal = CIFilter.photoEffectTonal()
        tonal.inputImage = bright
        let clamped = try CoreImageSupport.pixels(try #require(tonal.outputImage), bright.extent, context: Self.unmanaged)[0]
        tonal.extrapolate = true
        #expect(tonal.value(forKey: kCIInputExtrapolateKey) as? Bool == true)
        let extended = try CoreImageSupport.pixels(try #require(tonal.outputImage)
            .applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: -1]), bright.extent, context: Self.unmanaged)[0]
        // Clamped, both swatches become white; extrapolated, they stay apart: 2v, continued with slope 0.7 past 1.
        #expect(clamped[0] == clamped[1] && clamped[0].red == 255)
        for (index, level) in [200.0, 240].enumerated() {
            let expected = (1 + (2 * level / 255 - 1) * 0.7) / 2 * 255
            #expect(abs(Double(extended[index].red) - expected) <= 1, "\(extended[index]) vs \(expected)")
        }
    }

    // MARK: Every filter of the family

    static let family = ["CIColorControls", "CIColorMatrix", "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CIColorClamp",
                         "CIVibrance", "CISepiaTone", "CIColorInvert", "CIMaskToAlpha", "CIColorMonochrome",
                         "CIPhotoEffectMono", "CIPhotoEffectNoir", "CIPhotoEffectTonal", "CIPhotoEffectChrome",
                         "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectProcess", "CIPhotoEffectTransfer"]

    @Test("every filter keeps its input's extent, and leaves the clear outside clear")
    func extents() throws {
        let input = try CIImage(cgImage: CoreImageSupport.bitmap(width: 3, height: 2) { _, _ in (90, 120, 200, 255) })
            .transformed(by: CGAffineTransform(translationX: 5, y: -7))
        for name in Self.family {
            let output = input.applyingFilter(name)
            #expect(output.extent == input.extent, "\(name)")
            let around = try CoreImageSupport.pixels(output, input.extent.insetBy(dx: -1, dy: -1))
            #expect(around[0].allSatisfy { $0.alpha == 0 } && around[3].allSatisfy { $0.alpha == 0 }, "\(name)")
        }
    }

    @Test("Apple's defaults, minimums, slider ranges and categories")
    func attributes() throws {
        // name, key, default, minimum, maximum, slider minimum, slider maximum (Core Image's attributes).
        let numbers: [(String, String, Double, Double?, Double?, Double, Double)] = [
            ("CIColorControls", kCIInputSaturationKey, 1, 0, nil, 0, 2),
            ("CIColorControls", kCIInputBrightnessKey, 0, -1, nil, -1, 1),
            ("CIColorControls", kCIInputContrastKey, 1, 0, nil, 0.25, 4),
            ("CIExposureAdjust", kCIInputEVKey, 0, nil, nil, -10, 10),
            ("CIGammaAdjust", "inputPower", 1, nil, nil, 0.25, 4),
            ("CIHueAdjust", kCIInputAngleKey, 0, nil, nil, -Double.pi, Double.pi),
            ("CIVibrance", "inputAmount", 0, -1, 1, -1, 1),
            ("CISepiaTone", kCIInputIntensityKey, 1, 0, nil, 0, 1),
            ("CIColorMonochrome", kCIInputIntensityKey, 1, 0, nil, 0, 1),
        ]
        for (name, key, value, minimum, maximum, sliderMinimum, sliderMaximum) in numbers {
            let filter = try #require(CIFilter(name: name))
            let entry = try #require(filter.attributes[key] as? [String: Any])
            func number(_ attribute: String) -> Double? { (entry[attribute] as? NSNumber)?.doubleValue }
            #expect(number(kCIAttributeDefault) == value, "\(name) \(key)")
            #expect(number(kCIAttributeMin) == minimum && number(kCIAttributeMax) == maximum, "\(name) \(key)")
            #expect(number(kCIAttributeSliderMin) == sliderMinimum && number(kCIAttributeSliderMax) == sliderMaximum, "\(name) \(key)")
        }
        let matrix = try #require(CIFilter(name: "CIColorMatrix"))
        #expect(matrix.inputKeys == ["inputImage", "inputRVector", "inputGVector", "inputBVector", "inputAVector", "inputBiasVector"])
        #expect(matrix.value(forKey: "inputAVector") as? CIVector == CIVector(x: 0, y: 0, z: 0, w: 1))
        let clamp = try #require(CIFilter(name: "CIColorClamp"))
        #expect(clamp.value(forKey: "inputMaxComponents") as? CIVector == CIVector(x: 1, y: 1, z: 1, w: 1))
        let adjustments = CIFilter.filterNames(inCategory: kCICategoryColorAdjustment)
        let effects = CIFilter.filterNames(inCategories: [kCICategoryColorEffect, kCICategoryInterlaced])
        for name in Self.family {
            #expect(adjustments.contains(name) != effects.contains(name), "\(name) is in exactly one of the two")
        }
        #expect(CIFilter.filterNames(inCategory: kCICategoryXMPSerializable)
            == ["CIExposureAdjust", "CIPhotoEffectChrome", "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono",
                "CIPhotoEffectNoir", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CISepiaTone"])
    }

    @Test("the typed builders read and write the same inputs as their keys")
    func builders() throws {
        let controls = CIFilter.colorControls()
        controls.saturation = 0.3
        controls.brightness = -0.2
        controls.contrast = 2
        #expect(controls.value(forKey: kCIInputSaturationKey) as? Float == 0.3)
        #expect(controls.value(forKey: kCIInputBrightnessKey) as? Float == -0.2 && controls.contrast == 2)
        let exposure = CIFilter.exposureAdjust()
        exposure.setValue(1.5, forKey: kCIInputEVKey)
        #expect(exposure.ev == 1.5 && exposure.name == "CIExposureAdjust")
        let gamma = CIFilter.gammaAdjust(), hue = CIFilter.hueAdjust(), vibrance = CIFilter.vibrance(), sepia = CIFilter.sepiaTone()
        gamma.power = 2
        hue.angle = 0.5
        vibrance.amount = -0.5
        sepia.intensity = 0.25
        #expect(gamma.value(forKey: "inputPower") as? Float == 2 && hue.value(forKey: kCIInputAngleKey) as? Float == 0.5)
        #expect(vibrance.value(forKey: "inputAmount") as? Float == -0.5 && sepia.value(forKey: kCIInputIntensityKey) as? Float == 0.25)
        let clamp = CIFilter.colorClamp()
        clamp.minComponents = CIVector(x: 0.2, y: 0.2, z: 0.2, w: 0)
        #expect(clamp.value(forKey: "inputMinComponents") as? CIVector == clamp.minComponents && clamp.maxComponents.count == 4)
        let image = CIImage(color: .red)
        let effects: [CIFilter & CIPhotoEffect] = [CIFilter.photoEffectMono(), CIFilter.photoEffectNoir(), CIFilter.photoEffectTonal(),
                                                   CIFilter.photoEffectChrome(), CIFilter.photoEffectFade(), CIFilter.photoEffectInstant(),
                                                   CIFilter.photoEffectProcess(), CIFilter.photoEffectTransfer()]
        #expect(effects.map(\.name) == Self.photoEffects.map(\.0))
        #expect(effects.allSatisfy { !$0.extrapolate && $0.inputKeys == [kCIInputImageKey, kCIInputExtrapolateKey] })
        #expect([CIFilter.colorInvert().name, CIFilter.maskToAlpha().name] == ["CIColorInvert", "CIMaskToAlpha"])
        let invert = CIFilter.colorInvert()
        invert.inputImage = image
        #expect(invert.value(forKey: kCIInputImageKey) as? CIImage === image && invert.outputImage != nil)
    }

    @Test("NaN in a colour matrix, a short vector and a string for a number: typed errors and no output")
    func badInputs() throws {
        let image = CIImage(color: .red)
        let matrix = try #require(CIFilter(name: "CIColorMatrix"))
        matrix.setValue(image, forKey: kCIInputImageKey)
        for key in ["inputRVector", "inputGVector", "inputBVector", "inputAVector", "inputBiasVector"] {
            matrix.setDefaults()
            matrix.setValue(image, forKey: kCIInputImageKey)
            matrix.setValue(CIVector(x: 1, y: .nan, z: 0, w: 0), forKey: key)
            #expect(matrix.outputImage == nil)
            #expect(CIFilterTests.code(matrix) == .invalidValue, "\(key)")
            matrix.setValue(CIVector(x: 1, y: 0, z: 0), forKey: key)
            #expect(CIFilterTests.code(matrix) == .invalidValue, "\(key) with three numbers")
            matrix.setValue("[1 0 0 0]", forKey: key)
            #expect(CIFilterTests.code(matrix) == .wrongValueType, "\(key) as a string")
        }
        let clamp = try #require(CIFilter(name: "CIColorClamp", parameters: [kCIInputImageKey: image]))
        clamp.setValue(CIVector(x: 0, y: 0, z: .infinity, w: 0), forKey: "inputMinComponents")
        #expect(CIFilterTests.code(clamp) == .invalidValue)
        let scalars: [(String, String)] = [("CIColorControls", kCIInputSaturationKey), ("CIColorControls", kCIInputBrightnessKey),
                                           ("CIColorControls", kCIInputContrastKey), ("CIExposureAdjust", kCIInputEVKey),
                                           ("CIGammaAdjust", "inputPower"), ("CIHueAdjust", kCIInputAngleKey),
                                           ("CIVibrance", "inputAmount"), ("CISepiaTone", kCIInputIntensityKey)]
        for (name, key) in scalars {
            let filter = try #require(CIFilter(name: name, parameters: [kCIInputImageKey: image]))
            #expect(filter.outputImage != nil, "\(name)")
            filter.setValue("1.5", forKey: key)
            #expect(filter.outputImage == nil, "\(name) \(key)")
            #expect(CIFilterTests.code(filter) == .wrongValueType, "\(name) \(key)")
            filter.setValue(Double.nan, forKey: key)
            #expect(CIFilterTests.code(filter) == .invalidValue, "\(name) \(key)")
        }
        for name in Self.family {
            let filter = try #require(CIFilter(name: name))
            #expect(CIFilterTests.code(filter) == .missingInput, "\(name)")
            filter.setValue(CIColor.red, forKey: kCIInputImageKey)
            #expect(CIFilterTests.code(filter) == .wrongValueType, "\(name)")
        }
    }

    @Test("extreme values clamp to Core Image's minimums or render finite pixels, in bounded time")
    func extremes() throws {
        let input = try CIImage(cgImage: CoreImageSupport.bitmap(width: 4, height: 1) { x, _ in (UInt8(x * 80), 128, 0, 255) })
        let cases: [(String, [String: Any])] = [
            ("CIExposureAdjust", [kCIInputEVKey: 1e30]), ("CIExposureAdjust", [kCIInputEVKey: -1e30]),
            ("CIGammaAdjust", ["inputPower": 1e30]), ("CIGammaAdjust", ["inputPower": -1e30]),
            ("CIColorControls", [kCIInputContrastKey: 1e30, kCIInputSaturationKey: 1e30]),
            ("CIHueAdjust", [kCIInputAngleKey: 1e300]), ("CIVibrance", ["inputAmount": 1e9]),
            ("CIColorMatrix", ["inputRVector": CIVector(x: 1e38, y: -1e38, z: 1e38, w: 0)]),
        ]
        for (name, parameters) in cases {
            let rendered = try CoreImageSupport.pixels(input.applyingFilter(name, parameters: parameters), input.extent)
            #expect(rendered[0].count == 4, "\(name)")
        }
        // Below the minimum, a value is clamped to it, as Core Image clamps: saturation −3 is saturation 0.
        let negative = try CoreImageSupport.pixels(input.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: -3]),
                                                   input.extent)
        let grey = try CoreImageSupport.pixels(input.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0]),
                                               input.extent)
        #expect(negative == grey)
    }
}
