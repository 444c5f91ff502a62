/// The blend modes Glaze composites itself, pixel by pixel, on premultiplied ARGB32.
/// Its per-channel formulas are shared with the Core Image layer's blend filters.
package enum SoftwareBlend {
    case colorDodge
    case colorBurn
    case softLight
    case plusDarker

    /// Blends `count` premultiplied source pixels into the destination pixels in place.
    ///
    /// The mode is chosen once per row, not per pixel, so each loop is a straight
    /// run of one formula the compiler can keep in registers.
    func blend(source: UnsafePointer<UInt32>, destination: UnsafeMutablePointer<UInt32>, count: Int) {
        switch self {
        case .plusDarker:
            for x in 0..<count { destination[x] = Self.plusDarker(source[x], destination[x]) }
        case .colorDodge:
            for x in 0..<count { destination[x] = Self.separable(source[x], destination[x], Self.colorDodge) }
        case .colorBurn:
            for x in 0..<count { destination[x] = Self.separable(source[x], destination[x], Self.colorBurn) }
        case .softLight:
            for x in 0..<count { destination[x] = Self.separable(source[x], destination[x], Self.softLight) }
        }
    }

    /// R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(D/Da, S/Sa), with two divisions a
    /// pixel (the reciprocal alphas) instead of two a channel.
    @inline(__always)
    private static func separable(_ s: UInt32, _ d: UInt32, _ mix: (Float, Float) -> Float) -> UInt32 {
        let sa8 = s >> 24, da8 = d >> 24
        if sa8 == 0 { return d }
        if da8 == 0 { return s }
        let sa = Float(sa8) * (1 / 255), da = Float(da8) * (1 / 255)
        let invSa = 1 / sa, invDa = 1 / da, saDa = sa * da
        let ra = sa + da - saDa
        @inline(__always) func channel(_ shift: UInt32) -> Float {
            let sc = Float(s >> shift & 0xFF) * (1 / 255), dc = Float(d >> shift & 0xFF) * (1 / 255)
            return sc * (1 - da) + dc * (1 - sa) + saDa * mix(min(dc * invDa, 1), min(sc * invSa, 1))
        }
        return pack(ra, channel(16), channel(8), channel(0))
    }

    /// W3C color dodge: B = min(1, Cb / (1 − Cs)); 0 where Cb is 0, 1 where Cs is 1.
    @inline(__always)
    package static func colorDodge(_ cb: Float, _ cs: Float) -> Float {
        if cb <= 0 { return 0 }
        if cs >= 1 { return 1 }
        return min(1, cb / (1 - cs))
    }

    /// Core Graphics' color burn: B = 1 − (1 − Cb) / Cs, 1 where Cb is 1.
    ///
    /// Unlike the W3C formula, B is not clamped at 0 before compositing, so a
    /// burn that overshoots black also darkens the share of the backdrop that a
    /// translucent source leaves showing; only the composited result is clamped.
    /// That is what Apple's measured pixels show (see `BlendMode.colorBurn`).
    /// Where Cs is 0 the overshoot is unbounded, and the channel goes to black.
    @inline(__always)
    package static func colorBurn(_ cb: Float, _ cs: Float) -> Float {
        if cb >= 1 { return 1 }
        if cs <= 0 { return -.infinity }
        return 1 - (1 - cb) / cs
    }

    /// W3C soft light.
    @inline(__always)
    package static func softLight(_ cb: Float, _ cs: Float) -> Float {
        if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
        let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
        return cb + (2 * cs - 1) * (d - cb)
    }

    /// Exact in 8-bit integers: every term of the formula is a sum of bytes.
    @inline(__always)
    private static func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int32(s >> 24), da = Int32(d >> 24)
        let ra = min(255, sa + da)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int32(s >> shift & 0xFF), dc = Int32(d >> shift & 0xFF)
            return UInt32(max(0, ra - ((sa - sc) + (da - dc))))
        }
        return UInt32(ra) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// Rounds to the nearest byte by adding a half and truncating: the values are
    /// clamped to 0...1 first, so this equals `rounded()` without the libm call.
    @inline(__always)
    private static func pack(_ a: Float, _ r: Float, _ g: Float, _ b: Float) -> UInt32 {
        let alpha = UInt32(min(max(a, 0), 1) * 255 + 0.5)
        @inline(__always) func byte(_ v: Float) -> UInt32 { min(UInt32(min(max(v, 0), 1) * 255 + 0.5), alpha) }
        return alpha << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }
}
