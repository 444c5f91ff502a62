import Foundation
import Glaze
import GlazeCoreImage
import Testing

/// How ``ColorFilterTests`` checks a filter against its formula: the
/// context's decoding, straight-colour formula, encoding and premultiplied
/// rounding, redone in Double.
extension ColorFilterTests {
    /// Checks `name` with `parameters` against `formula`, colour managed and not.
    func check(_ name: String, _ parameters: [String: Any], formula: (Color) -> Color,
               sourceLocation: SourceLocation = #_sourceLocation) throws {
        try check(name, parameters, formula: { color, _ in formula(color) }, sourceLocation: sourceLocation)
    }

    /// Checks `name` with `parameters` against `formula` (given whether the
    /// render is colour managed), colour managed and not, within one level.
    func check(_ name: String, _ parameters: [String: Any], formula: (Color, Bool) -> Color,
               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let swatches = Self.swatches
        let cgImage = try CoreImageSupport.bitmap(width: swatches.count, height: 1) { x, _ in swatches[x] }
        let input = CIImage(cgImage: cgImage)
        let output = input.applyingFilter(name, parameters: parameters)
        #expect(output.extent == input.extent, sourceLocation: sourceLocation)
        let stored = cgImage.glazeImage.withPixels { buffer in (0..<swatches.count).map { buffer[$0, 0] } }
        for managed in [true, false] {
            let rendered = try CoreImageSupport.pixels(output, input.extent, context: managed ? CIContext() : Self.unmanaged)[0]
            for (index, pixel) in stored.enumerated() {
                let expected = Self.expectedPixel(pixel, managed: managed, formula: formula)
                let got = [rendered[index].red, rendered[index].green, rendered[index].blue, rendered[index].alpha].map(Int.init)
                let worst = zip(expected, got).map { abs($0 - $1) }.max() ?? 0
                #expect(worst <= 1, "\(name) \(managed ? "managed" : "unmanaged") \(swatches[index]): \(got) vs \(expected)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// The premultiplied bytes the context should write for a stored pixel.
    static func expectedPixel(_ pixel: Pixel, managed: Bool, formula: (Color, Bool) -> Color) -> [Int] {
        let alpha = Double(pixel.alpha) / 255
        func straight(_ byte: UInt8) -> Double {
            let encoded = Double(byte) / Double(pixel.alpha)
            return managed ? decode(encoded) : encoded
        }
        let result = formula(Color(straight(pixel.red), straight(pixel.green), straight(pixel.blue), alpha), managed)
        let outAlpha = result.w.isNaN ? 0 : min(max(result.w, 0), 1)
        func byte(_ value: Double) -> Int {
            let encoded = managed ? encode(value) : value
            return Int((min(max(encoded.isNaN ? 0 : encoded, 0), 1) * outAlpha * 255).rounded())
        }
        guard outAlpha > 0 else { return [0, 0, 0, 0] }
        return [byte(result.x), byte(result.y), byte(result.z), Int((outAlpha * 255).rounded())]
    }

    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Rec. 709 luminance of the straight colour, Core Image's weights.
    static func luminance(_ color: Color) -> Double { 0.2125 * color.x + 0.7154 * color.y + 0.0721 * color.z }

    /// The colour with `transform` applied to red, green and blue, alpha kept.
    static func mapRGB(_ color: Color, _ transform: (Double) -> Double) -> Color {
        Color(transform(color.x), transform(color.y), transform(color.z), color.w)
    }

    static func vector(_ values: Color) -> CIVector { CIVector(x: values.x, y: values.y, z: values.z, w: values.w) }
}

extension SIMD3<Double> {
    /// Each component through `transform`.
    func map(_ transform: (Double) -> Double) -> SIMD3<Double> { SIMD3(transform(x), transform(y), transform(z)) }
}
