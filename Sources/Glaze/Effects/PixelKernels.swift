/// Colour formulas that more than one layer computes, written once: Core
/// Image's filters and GlazeKit's recipes call the same function, so their
/// pixels agree. Colours are premultiplied, in linear light.
package enum PixelKernels {
    /// Rec. 709's luma weights, which Core Image's colour filters use.
    package static let lumaWeights = SIMD3<Float>(0.2125, 0.7154, 0.0721)

    /// `CIColorMonochrome`: each colour's luminance mapped onto shades of
    /// `color` (black stays black, white stays white, middle grey becomes
    /// `color`, as an overlay of `color` on the grey), then mixed with the
    /// original by `intensity`. Alpha is kept.
    @inline(__always)
    package static func monochrome(_ sample: SIMD4<Float>, color: SIMD3<Float>, intensity: Float) -> SIMD4<Float> {
        guard sample.w > 0 else { return .zero }
        let straight = SIMD3(sample.x, sample.y, sample.z) / sample.w
        let luminance = (straight * lumaWeights).sum()
        let grey = SIMD3<Float>(repeating: luminance)
        let low = 2 * grey * color
        let high = 1 - 2 * (1 - grey) * (1 - color)
        let toned = SIMD3<Float>(luminance < 0.5 ? low.x : high.x, luminance < 0.5 ? low.y : high.y,
                                 luminance < 0.5 ? low.z : high.z)
        let mixed = straight + (toned - straight) * intensity
        return SIMD4(mixed * sample.w, sample.w)
    }
}
