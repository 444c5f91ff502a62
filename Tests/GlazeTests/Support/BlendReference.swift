import Foundation
import Glaze
import GlazeTestSupport

/// The blend-mode formulas written out independently of Glaze, in straight-alpha
/// form (W3C Compositing and Blending Level 1, and Apple's CGBlendMode docs), to
/// check Glaze's premultiplied results against.
enum BlendReference {
    struct Straight {
        var c: [Double]  // r, g, b in 0...1
        var a: Double
    }

    /// The premultiplied result in 0...255 of drawing `s` over `d` with `mode`.
    static func composite(_ mode: BlendMode, source s: Straight, destination d: Straight) -> RGBA {
        func out(_ c: [Double], _ a: Double) -> RGBA { RGBA(c[0] * 255, c[1] * 255, c[2] * 255, a * 255) }
        let sa = s.a, da = d.a
        let sp = s.c.map { $0 * sa }, dp = d.c.map { $0 * da }

        func porterDuff(_ fa: Double, _ fb: Double) -> RGBA {
            out(zip(sp, dp).map { $0 * fa + $1 * fb }, sa * fa + da * fb)
        }
        func blended(_ b: [Double]) -> RGBA {
            let co = (0..<3).map { i in sp[i] * (1 - da) + dp[i] * (1 - sa) + sa * da * b[i] }
            return out(co, sa + da - sa * da)
        }
        func separable(_ f: (Double, Double) -> Double) -> RGBA {
            blended((0..<3).map { f(d.c[$0], s.c[$0]) })
        }

        switch mode {
        case .normal: return porterDuff(1, 1 - sa)
        case .clear: return porterDuff(0, 0)
        case .copy: return porterDuff(1, 0)
        case .sourceIn: return porterDuff(da, 0)
        case .sourceOut: return porterDuff(1 - da, 0)
        case .sourceAtop: return porterDuff(da, 1 - sa)
        case .destinationOver: return porterDuff(1 - da, 1)
        case .destinationIn: return porterDuff(0, sa)
        case .destinationOut: return porterDuff(0, 1 - sa)
        case .destinationAtop: return porterDuff(1 - da, sa)
        case .xor: return porterDuff(1 - da, 1 - sa)
        case .plusLighter:
            return out(zip(sp, dp).map { min(1, $0 + $1) }, min(1, sa + da))
        case .plusDarker:
            let ra = min(1, sa + da)
            return out(zip(sp, dp).map { max(0, ra - ((sa - $0) + (da - $1))) }, ra)
        case .multiply: return separable { cb, cs in cb * cs }
        case .screen: return separable { cb, cs in cb + cs - cb * cs }
        case .overlay: return separable { cb, cs in hardLight(cs: cb, cb: cs) }
        case .darken: return separable { cb, cs in min(cb, cs) }
        case .lighten: return separable { cb, cs in max(cb, cs) }
        case .colorDodge:
            return separable { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn:
            // Core Graphics leaves B unclamped below black; the result is clamped.
            let burnt = separable { cb, cs in cb >= 1 ? 1 : cs <= 0 ? -1e9 : 1 - (1 - cb) / cs }
            return RGBA(max(0, burnt.r), max(0, burnt.g), max(0, burnt.b), burnt.a)
        case .softLight:
            return separable { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (dd - cb)
            }
        case .hardLight: return separable { cb, cs in hardLight(cs: cs, cb: cb) }
        case .difference: return separable { cb, cs in abs(cb - cs) }
        case .exclusion: return separable { cb, cs in cb + cs - 2 * cb * cs }
        case .hue: return blended(setLum(setSat(s.c, sat(d.c)), lum(d.c)))
        case .saturation: return blended(setLum(setSat(d.c, sat(s.c)), lum(d.c)))
        case .color: return blended(setLum(s.c, lum(d.c)))
        case .luminosity: return blended(setLum(d.c, lum(s.c)))
        }
    }

    private static func hardLight(cs: Double, cb: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let maxV = c.max()!, minV = c.min()!
        guard maxV > minV else { return [0, 0, 0] }
        return c.map { ($0 - minV) * s / (maxV - minV) }
    }
}
