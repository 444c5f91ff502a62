import Foundation
import Glaze

/// The Photos app's effects: `CIPhotoEffectMono`, `…Noir`, `…Tonal`,
/// `…Chrome`, `…Fade`, `…Instant`, `…Process` and `…Transfer`.
///
/// Apple ships these as colour lookup tables and publishes neither the
/// tables nor a formula, nor did any public Apple-rendered output turn up to
/// fit one to. Glaze's are its own looks, of the same kind and after Apple's
/// one-line descriptions: a saturation about the Rec. 709 grey in the working
/// space, then on sRGB-encoded values (working values when colour management
/// is off) an S-shaped tone curve, a lift of the blacks and a tint.
enum PhotoEffectFilters {
    static let definitions: [FilterDefinition] = [mono, noir, tonal, chrome, fade, instant, process, transfer]

    /// A saturation, then a tone curve, a lift and a tint.
    struct Effect: Sendable {
        /// 0 is grey, 1 leaves the colour.
        var saturation: Float
        /// How far the curve moves from the identity towards smoothstep's S:
        /// 0 none, 1 all of it, negative flattens.
        var contrast: Float
        /// Where black goes; white stays.
        var lift: Float = 0
        /// Each encoded component's factor.
        var tint = SIMD3<Float>(repeating: 1)

        /// `sample` (premultiplied) with the effect; values outside 0…1 are
        /// clamped first unless `extrapolate`, which continues the curve's
        /// end slopes instead.
        func apply(_ sample: Sample, colorManaged: Bool, extrapolate: Bool) -> Sample {
            guard sample.w > 0 else { return .zero }
            let straight = sample.rgb / sample.w
            let grey = SIMD3(repeating: (straight * PixelKernels.lumaWeights).sum())
            let saturated = grey + (straight - grey) * saturation
            func tone(_ value: Float, _ factor: Float) -> Float {
                let encoded = colorManaged ? LinearLight.encoded(fromLinear: value) : value
                let x = min(max(encoded, 0), 1)
                // smoothstep's slope is 0 at both ends, so the curve's is 1 − contrast there.
                let beyond = extrapolate ? (encoded - x) * (1 - contrast) : 0
                let curved = x + (x * x * (3 - 2 * x) - x) * contrast + beyond
                let result = (lift + curved * (1 - lift)) * factor
                return colorManaged ? LinearLight.linear(fromEncoded: result) : result
            }
            return Sample(tone(saturated.x, tint.x) * sample.w, tone(saturated.y, tint.y) * sample.w,
                          tone(saturated.z, tint.z) * sample.w, sample.w)
        }
    }

    private static func definition(_ name: String, _ effect: Effect) -> FilterDefinition {
        FilterDefinition(name, categories: ColorEffectFilters.categories + [kCICategoryXMPSerializable],
                         parameters: [.image(), .scalar(kCIInputExtrapolateKey, 0, minimum: 0, maximum: 1,
                                                        type: kCIAttributeTypeBoolean)]) { arguments throws(CoreImageError) in
            let extrapolate = arguments.number(kCIInputExtrapolateKey) != 0
            return arguments.requiredImage().applyingKernel { effect.apply($0, colorManaged: $1, extrapolate: extrapolate) }
        }
    }

    /// Black and white at the colour's luminance, tones unchanged.
    static let mono = definition("CIPhotoEffectMono", Effect(saturation: 0, contrast: 0))
    /// Black and white with strong contrast.
    static let noir = definition("CIPhotoEffectNoir", Effect(saturation: 0, contrast: 1))
    /// Black and white with a little more contrast.
    static let tonal = definition("CIPhotoEffectTonal", Effect(saturation: 0, contrast: 0.3))
    /// Exaggerated colour with a little more contrast.
    static let chrome = definition("CIPhotoEffectChrome", Effect(saturation: 1.3, contrast: 0.35))
    /// Diminished colour, softer contrast and lifted blacks.
    static let fade = definition("CIPhotoEffectFade", Effect(saturation: 0.6, contrast: -0.3, lift: 0.08))
    /// Desaturated, warm and slightly lifted, as an instant print.
    static let instant = definition("CIPhotoEffectInstant", Effect(saturation: 0.75, contrast: 0, lift: 0.04,
                                                                   tint: SIMD3(1.03, 1, 0.94)))
    /// A vintage look with cool colours and more contrast.
    static let process = definition("CIPhotoEffectProcess", Effect(saturation: 0.85, contrast: 0.3, tint: SIMD3(0.93, 1, 1.06)))
    /// A vintage look with warm colours.
    static let transfer = definition("CIPhotoEffectTransfer", Effect(saturation: 0.9, contrast: 0.2, tint: SIMD3(1.06, 1, 0.9)))
}
