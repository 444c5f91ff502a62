import Foundation
import Glaze

/// The Photos app's effects: `CIPhotoEffectMono`, `…Noir` and `…Chrome`.
///
/// Apple ships these as colour lookup tables and publishes neither the
/// tables nor a formula. Glaze's are its own, of the same kind: a saturation
/// about the Rec. 709 grey in the working space, then an S-shaped tone curve
/// on sRGB-encoded values (on the working values when colour management is off).
enum PhotoEffectFilters {
    static let definitions: [FilterDefinition] = [mono, noir, chrome]

    /// A saturation, then a tone curve.
    struct Effect: Sendable {
        /// 0 is grey, 1 leaves the colour.
        let saturation: Float
        /// How far the curve moves from the identity towards smoothstep's S:
        /// 0 none, 1 all of it.
        let contrast: Float

        func apply(_ sample: Sample, colorManaged: Bool) -> Sample {
            guard sample.w > 0 else { return .zero }
            let straight = sample.rgb / sample.w
            let grey = SIMD3(repeating: (straight * PixelKernels.lumaWeights).sum())
            let saturated = grey + (straight - grey) * saturation
            func tone(_ value: Float) -> Float {
                let encoded = colorManaged ? LinearLight.encoded(fromLinear: value) : value
                let x = min(max(encoded, 0), 1)
                let curved = x + (x * x * (3 - 2 * x) - x) * contrast
                return colorManaged ? LinearLight.linear(fromEncoded: curved) : curved
            }
            return Sample(tone(saturated.x) * sample.w, tone(saturated.y) * sample.w, tone(saturated.z) * sample.w, sample.w)
        }
    }

    private static func definition(_ name: String, _ effect: Effect) -> FilterDefinition {
        FilterDefinition(name, categories: ColorEffectFilters.categories + [kCICategoryXMPSerializable],
                         parameters: [.image()]) { arguments throws(CoreImageError) in
            arguments.requiredImage().applyingKernel { effect.apply($0, colorManaged: $1) }
        }
    }

    /// Grey at the colour's luminance, tones unchanged.
    static let mono = definition("CIPhotoEffectMono", Effect(saturation: 0, contrast: 0))
    /// Grey with strong contrast.
    static let noir = definition("CIPhotoEffectNoir", Effect(saturation: 0, contrast: 1))
    /// Richer colour with a little more contrast.
    static let chrome = definition("CIPhotoEffectChrome", Effect(saturation: 1.3, contrast: 0.35))
}
