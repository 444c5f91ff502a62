import Foundation
import Glaze

/// Filters that adjust an image's colours: controls, matrices, exposure, hue.
///
/// Each computes on straight (unpremultiplied) colour in the working space,
/// as Core Image's do, and keeps the input's extent. Parameters, defaults,
/// minimums and slider ranges are those Core Image's `attributes` report.
enum ColorAdjustmentFilters {
    static let definitions: [FilterDefinition] = [colorControls, colorMatrix, exposureAdjust, gammaAdjust, hueAdjust,
                                                  colorClamp, vibrance]

    /// The categories Core Image gives its colour adjustments.
    private static let categories = [kCICategoryColorAdjustment, kCICategoryVideo, kCICategoryStillImage,
                                     kCICategoryInterlaced, kCICategoryNonSquarePixels]

    /// Apple's documented formulas, in this order: saturation mixes the colour
    /// with its Rec. 709 grey (0 grey, 1 unchanged, above 1 extrapolated),
    /// brightness adds, and contrast scales about 0.5.
    static let colorControls = FilterDefinition(
        "CIColorControls", categories: categories,
        parameters: [.image(), .scalar(kCIInputSaturationKey, 1, minimum: 0, slider: 0...2),
                     .scalar(kCIInputBrightnessKey, 0, minimum: -1, slider: -1...1),
                     .scalar(kCIInputContrastKey, 1, minimum: 0, slider: 0.25...4)]
    ) { arguments throws(CoreImageError) in
        let saturation = arguments.float(kCIInputSaturationKey), brightness = arguments.float(kCIInputBrightnessKey)
        let contrast = arguments.float(kCIInputContrastKey)
        return arguments.requiredImage().applyingStraightColorKernel { color in
            let grey = SIMD3(repeating: (color * PixelKernels.lumaWeights).sum())
            let saturated = grey + (color - grey) * saturation
            return (saturated + brightness - 0.5) * contrast + 0.5
        }
    }

    /// Apple's documented formula: each output component is the dot product
    /// of the straight input colour with its vector, plus the bias.
    static let colorMatrix = FilterDefinition(
        "CIColorMatrix", categories: categories,
        parameters: [.image(), .vector("inputRVector", [1, 0, 0, 0]), .vector("inputGVector", [0, 1, 0, 0]),
                     .vector("inputBVector", [0, 0, 1, 0]), .vector("inputAVector", [0, 0, 0, 1]),
                     .vector("inputBiasVector", [0, 0, 0, 0])]
    ) { arguments throws(CoreImageError) in
        let rows = ["inputRVector", "inputGVector", "inputBVector", "inputAVector"].map { arguments.vector($0).sample }
        let bias = arguments.vector("inputBiasVector").sample
        return arguments.requiredImage().applyingStraightKernel { sample in
            Sample((sample * rows[0]).sum(), (sample * rows[1]).sum(), (sample * rows[2]).sum(), (sample * rows[3]).sum()) + bias
        }
    }

    /// Apple's documented formula: the colour times 2 to the power of `inputEV`.
    static let exposureAdjust = FilterDefinition(
        "CIExposureAdjust", categories: categories + [kCICategoryXMPSerializable],
        parameters: [.image(), .scalar(kCIInputEVKey, 0, slider: -10...10)]
    ) { arguments throws(CoreImageError) in
        let gain = Float(exp2(arguments.number(kCIInputEVKey)))
        return arguments.requiredImage().applyingStraightColorKernel { $0 * gain }
    }

    /// Apple's documented formula: each component to the power `inputPower`;
    /// a negative component (extended range) keeps its sign.
    static let gammaAdjust = FilterDefinition(
        "CIGammaAdjust", categories: categories,
        parameters: [.image(), .scalar("inputPower", 1, slider: 0.25...4)]
    ) { arguments throws(CoreImageError) in
        let power = arguments.float("inputPower")
        return arguments.requiredImage().applyingStraightColorKernel { color in
            SIMD3(signedPower(color.x, power), signedPower(color.y, power), signedPower(color.z, power))
        }
    }

    private static func signedPower(_ value: Float, _ power: Float) -> Float {
        value < 0 ? -powf(-value, power) : powf(value, power)
    }

    /// The colour turned about the grey axis (1, 1, 1) by `inputAngle`
    /// radians (a positive angle takes red towards green): greys stay, and
    /// the sum of the components is kept.
    static let hueAdjust = FilterDefinition(
        "CIHueAdjust", categories: categories,
        parameters: [.image(), .scalar(kCIInputAngleKey, 0, slider: -Double.pi...Double.pi, type: kCIAttributeTypeAngle)]
    ) { arguments throws(CoreImageError) in
        let (red, green, blue) = hueRotation(arguments.number(kCIInputAngleKey))
        return arguments.requiredImage().applyingStraightColorKernel { red * $0.x + green * $0.y + blue * $0.z }
    }

    /// Rodrigues' rotation about the unit grey axis k = (1, 1, 1)/√3:
    /// R = cos θ·I + (1 − cos θ)·k kᵀ + sin θ·[k]×, as its three columns:
    /// where red, green and blue go.
    static func hueRotation(_ angle: Double) -> (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>) {
        let cosine = cos(angle), sine = sin(angle) / 3.0.squareRoot(), shared = (1 - cosine) / 3
        func column(_ index: Int) -> SIMD3<Float> {
            let next = (index + 1) % 3, previous = (index + 2) % 3
            var values = SIMD3<Double>(repeating: shared)
            values[index] += cosine
            values[next] += sine
            values[previous] -= sine
            return SIMD3<Float>(values)
        }
        return (column(0), column(1), column(2))
    }

    /// Each straight component, alpha included, clamped between the vectors' components.
    static let colorClamp = FilterDefinition(
        "CIColorClamp", categories: categories,
        parameters: [.image(), .vector("inputMinComponents", [0, 0, 0, 0]), .vector("inputMaxComponents", [1, 1, 1, 1])]
    ) { arguments throws(CoreImageError) in
        let low = arguments.vector("inputMinComponents").sample, high = arguments.vector("inputMaxComponents").sample
        return arguments.requiredImage().applyingStraightKernel { $0.clamped(lowerBound: low, upperBound: high) }
    }

    /// Saturation changed most where the colour is dull: the colour mixed
    /// with its Rec. 709 grey by 1 + `inputAmount` × (1 − chroma), chroma
    /// being the largest component less the smallest. Apple does not publish
    /// its formula; this one leaves greys and fully saturated colours alone.
    static let vibrance = FilterDefinition(
        "CIVibrance", categories: categories,
        parameters: [.image(), .scalar("inputAmount", 0, minimum: -1, maximum: 1, slider: -1...1)]
    ) { arguments throws(CoreImageError) in
        let amount = arguments.float("inputAmount")
        return arguments.requiredImage().applyingStraightColorKernel { color in
            let grey = SIMD3(repeating: (color * PixelKernels.lumaWeights).sum())
            let chroma = min(max(color.max() - color.min(), 0), 1)
            return grey + (color - grey) * (1 + amount * (1 - chroma))
        }
    }
}
