import Glaze

/// The per-pixel formulas of Core Image's blend-mode filters, from W3C
/// Compositing and Blending Level 1 (the PDF blend modes): a blend function
/// B(Cb, Cs) of the straight backdrop and source colours, composited as
/// R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(D/Da, S/Sa) per colour channel and
/// Ra = Sa + Da − Sa·Da, on premultiplied working-space samples.
enum BlendKernels {
    /// A blend function of the straight backdrop colour and the straight source colour.
    typealias Blend = @Sendable (_ backdrop: SIMD3<Float>, _ source: SIMD3<Float>) -> SIMD3<Float>

    /// `source` blended onto `backdrop` by `blend`, both premultiplied.
    @inline(__always)
    static func composite(_ source: Sample, over backdrop: Sample, _ blend: Blend) -> Sample {
        let sa = source.w, da = backdrop.w
        let mixed = blend(backdrop.unpremultiplied.rgb, source.unpremultiplied.rgb)
        let rgb = source.rgb * (1 - da) + backdrop.rgb * (1 - sa) + sa * da * mixed
        return Sample(rgb: rgb, alpha: sa + da - sa * da)
    }

    /// A blend that mixes each channel on its own.
    static func separable(_ channel: @escaping @Sendable (_ cb: Float, _ cs: Float) -> Float) -> Blend {
        { cb, cs in SIMD3(channel(cb.x, cs.x), channel(cb.y, cs.y), channel(cb.z, cs.z)) }
    }

    // Separable blend functions of one straight channel: Cb the backdrop, Cs the source.

    static func multiply(_ cb: Float, _ cs: Float) -> Float { cb * cs }
    static func screen(_ cb: Float, _ cs: Float) -> Float { cb + cs - cb * cs }
    /// multiply with 2·Cs where Cs ≤ ½, screen with 2·Cs − 1 above.
    static func hardLight(_ cb: Float, _ cs: Float) -> Float {
        cs <= 0.5 ? multiply(cb, 2 * cs) : screen(cb, 2 * cs - 1)
    }
    /// hardLight with backdrop and source swapped.
    static func overlay(_ cb: Float, _ cs: Float) -> Float { hardLight(cs, cb) }
    /// Glaze's W3C color dodge, shared with Core Graphics' blend modes.
    static func colorDodge(_ cb: Float, _ cs: Float) -> Float { SoftwareBlend.colorDodge(cb, cs) }
    /// The W3C color burn: Core Graphics' burn (shared with Glaze's blend modes) clamped at black.
    static func colorBurn(_ cb: Float, _ cs: Float) -> Float { max(0, SoftwareBlend.colorBurn(cb, cs)) }
    /// Glaze's W3C soft light, shared with Core Graphics' blend modes.
    static func softLight(_ cb: Float, _ cs: Float) -> Float { SoftwareBlend.softLight(cb, cs) }
    static func difference(_ cb: Float, _ cs: Float) -> Float { abs(cb - cs) }
    static func exclusion(_ cb: Float, _ cs: Float) -> Float { cb + cs - 2 * cb * cs }
    /// Cb − Cs, no darker than black.
    static func subtract(_ cb: Float, _ cs: Float) -> Float { max(0, cb - cs) }
    /// Cb / Cs, no lighter than white; white where Cs is 0 unless Cb is too.
    static func divide(_ cb: Float, _ cs: Float) -> Float {
        guard cs > 0 else { return cb > 0 ? 1 : 0 }
        return min(1, cb / cs)
    }
    /// Cb + Cs − 1: the inverse of the sum of the inverses, no darker than black.
    static func linearBurn(_ cb: Float, _ cs: Float) -> Float { max(0, cb + cs - 1) }
    /// Cb + Cs, no lighter than white.
    static func linearDodge(_ cb: Float, _ cs: Float) -> Float { min(1, cb + cs) }
    /// Cb + 2·Cs − 1 (linear burn below ½, linear dodge above), within black and white.
    static func linearLight(_ cb: Float, _ cs: Float) -> Float { min(max(cb + 2 * cs - 1, 0), 1) }
    /// Color burn with 2·Cs where Cs ≤ ½, color dodge with 2·Cs − 1 above.
    static func vividLight(_ cb: Float, _ cs: Float) -> Float {
        cs <= 0.5 ? colorBurn(cb, 2 * cs) : colorDodge(cb, 2 * cs - 1)
    }
    /// darken with 2·Cs where Cs ≤ ½, lighten with 2·Cs − 1 above.
    static func pinLight(_ cb: Float, _ cs: Float) -> Float {
        cs <= 0.5 ? min(cb, 2 * cs) : max(cb, 2 * cs - 1)
    }

    // The non-separable blends' helpers, on straight colours, with the W3C
    // (PDF) luminosity weights.

    static let luminosityWeights = SIMD3<Float>(0.3, 0.59, 0.11)

    static func luminosity(_ color: SIMD3<Float>) -> Float { (color * luminosityWeights).sum() }

    static func saturation(_ color: SIMD3<Float>) -> Float { color.max() - color.min() }

    /// `color` moved to luminosity `target`, then brought back inside 0…1 towards its grey.
    static func setLuminosity(_ color: SIMD3<Float>, _ target: Float) -> SIMD3<Float> {
        let moved = color + (target - luminosity(color))
        let grey = luminosity(moved), low = moved.min(), high = moved.max()
        var clipped = moved
        if low < 0 { clipped = grey + (clipped - grey) * grey / (grey - low) }
        if high > 1 { clipped = grey + (clipped - grey) * (1 - grey) / (high - grey) }
        return clipped
    }

    /// `color` with saturation `target`: its smallest channel 0, its largest
    /// `target`, the middle one in proportion; black when it is grey.
    static func setSaturation(_ color: SIMD3<Float>, _ target: Float) -> SIMD3<Float> {
        let low = color.min(), range = color.max() - low
        guard range > 0 else { return .zero }
        return (color - low) * (target / range)
    }
}
