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
    ///
    /// In scalars, not `SIMD3`: an unoptimised build (the sanitizers, the
    /// leak check) ran the vector form nine times slower, and the optimised
    /// code gives the same bits either way (the luminance is summed in the
    /// order `SIMD3.sum()` sums it; checked over two million samples).
    @inline(__always)
    package static func monochrome(_ sample: SIMD4<Float>, color: SIMD3<Float>, intensity: Float) -> SIMD4<Float> {
        let alpha = sample.w
        guard alpha > 0 else { return .zero }
        let red = sample.x / alpha, green = sample.y / alpha, blue = sample.z / alpha
        let luminance = (red * lumaWeights.x + green * lumaWeights.y) + blue * lumaWeights.z
        func toned(_ straight: Float, towards target: Float) -> Float {
            let tone = luminance < 0.5 ? 2 * luminance * target : 1 - 2 * (1 - luminance) * (1 - target)
            return (straight + (tone - straight) * intensity) * alpha
        }
        return SIMD4(toned(red, towards: color.x), toned(green, towards: color.y), toned(blue, towards: color.z), alpha)
    }
}
