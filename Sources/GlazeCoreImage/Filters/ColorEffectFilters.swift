import Foundation
import Glaze

/// Filters that give an image a colour effect: toning, inversion, masks.
/// Each keeps the input's extent and computes on straight colour.
enum ColorEffectFilters {
    static let definitions: [FilterDefinition] = [colorMonochrome, sepiaTone, colorInvert, maskToAlpha]

    /// The categories Core Image gives its colour effects.
    static let categories = [kCICategoryColorEffect, kCICategoryVideo, kCICategoryInterlaced, kCICategoryNonSquarePixels,
                             kCICategoryStillImage]

    /// Each pixel's luminance remapped onto shades of `inputColor`, mixed with
    /// the original by `inputIntensity` (``PixelKernels/monochrome(_:color:intensity:)``).
    static let colorMonochrome = FilterDefinition(
        "CIColorMonochrome", categories: categories,
        parameters: [.image(), .color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)),
                     .scalar(kCIInputIntensityKey, 1, minimum: 0, slider: 0...1)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let color = arguments.color(kCIInputColorKey).straight
        let intensity = arguments.float(kCIInputIntensityKey)
        let managedTone = Sample.working(fromEncoded: Sample(color.x, color.y, color.z, 1), colorManaged: true).rgb
        let encodedTone = color.rgb
        return input.applyingKernel { sample, managed in
            PixelKernels.monochrome(sample, color: managed ? managedTone : encodedTone, intensity: intensity)
        }
    }

    /// The sepia matrix of the W3C's Filter Effects `sepia()` (rows 0.393
    /// 0.769 0.189, 0.349 0.686 0.168, 0.272 0.534 0.131), mixed with the
    /// identity by `inputIntensity`. Apple does not publish its formula.
    static let sepiaTone = FilterDefinition(
        "CISepiaTone", categories: categories + [kCICategoryXMPSerializable],
        parameters: [.image(), .scalar(kCIInputIntensityKey, 1, minimum: 0, slider: 0...1)]
    ) { arguments throws(CoreImageError) in
        let intensity = arguments.float(kCIInputIntensityKey)
        let (red, green, blue) = sepiaRows(intensity: intensity)
        return arguments.requiredImage().applyingStraightColorKernel { color in
            SIMD3((color * red).sum(), (color * green).sum(), (color * blue).sum())
        }
    }

    /// The rows of the sepia matrix at `intensity`: identity at 0, full sepia at 1.
    static func sepiaRows(intensity: Float) -> (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>) {
        func row(_ identity: SIMD3<Float>, _ sepia: SIMD3<Float>) -> SIMD3<Float> {
            identity + (sepia - identity) * intensity
        }
        return (row(SIMD3(1, 0, 0), SIMD3(0.393, 0.769, 0.189)), row(SIMD3(0, 1, 0), SIMD3(0.349, 0.686, 0.168)),
                row(SIMD3(0, 0, 1), SIMD3(0.272, 0.534, 0.131)))
    }

    /// Each straight component subtracted from 1; alpha kept.
    static let colorInvert = FilterDefinition("CIColorInvert", categories: categories,
                                              parameters: [.image()]) { arguments throws(CoreImageError) in
        arguments.requiredImage().applyingStraightColorKernel { 1 - $0 }
    }

    /// White, whose alpha is the pixel's Rec. 709 luminance (times its own
    /// alpha): a grey mask's white stays, its black becomes clear.
    static let maskToAlpha = FilterDefinition("CIMaskToAlpha", categories: categories,
                                              parameters: [.image()]) { arguments throws(CoreImageError) in
        arguments.requiredImage().applyingStraightKernel { sample in
            Sample(1, 1, 1, (sample.rgb * PixelKernels.lumaWeights).sum() * sample.w)
        }
    }
}
