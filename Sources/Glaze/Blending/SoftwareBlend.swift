/// The blend modes Glaze composites itself, pixel by pixel, on premultiplied ARGB32.
enum SoftwareBlend {
    case colorDodge
    case colorBurn
    case softLight
    case plusDarker

    /// Blends one premultiplied source pixel onto one destination pixel.
    @inline(__always)
    func blend(source s: UInt32, destination d: UInt32) -> UInt32 {
        if self == .plusDarker {
            return Self.plusDarker(s, d)
        }
        let sa = Float(s >> 24) / 255, da = Float(d >> 24) / 255
        if sa == 0 { return d }
        if da == 0 { return s }
        let ra = sa + da - sa * da
        func channel(_ shift: UInt32) -> Float {
            let sc = Float(s >> shift & 0xFF) / 255, dc = Float(d >> shift & 0xFF) / 255
            let b = mix(min(dc / da, 1), min(sc / sa, 1))
            return sc * (1 - da) + dc * (1 - sa) + sa * da * b
        }
        return Self.pack(ra, channel(16), channel(8), channel(0))
    }

    /// The W3C blend function B(Cb, Cs) on straight colours.
    @inline(__always)
    private func mix(_ cb: Float, _ cs: Float) -> Float {
        switch self {
        case .colorDodge:
            if cb <= 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .plusDarker:
            return cb
        }
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

    @inline(__always)
    private static func pack(_ a: Float, _ r: Float, _ g: Float, _ b: Float) -> UInt32 {
        let alpha = UInt32((min(max(a, 0), 1) * 255).rounded())
        func byte(_ v: Float) -> UInt32 { min(UInt32((min(max(v, 0), 1) * 255).rounded()), alpha) }
        return alpha << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }
}
