/// An endless field of random colours, one per pixel: four independent,
/// uniformly distributed values in 0..<1 (red, green, blue, alpha) that depend
/// only on the pixel's coordinates, so any part of the field is the same on
/// every machine, every run, and whichever rectangle is asked for first.
///
/// The one source of noise in Glaze: Core Image's `CIRandomGenerator` and
/// GlazeKit's noise texture both read it.
package enum NoiseField {
    /// The field's colour at pixel (x, y), each component a multiple of 2⁻¹⁶.
    @inline(__always)
    package static func sample(x: Int, y: Int) -> SIMD4<Float> {
        // SplitMix64's finaliser over the two coordinates: neighbouring pixels
        // differ in every bit of the hash.
        var z = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let scale: Float = 1 / 65536
        return SIMD4(Float(z & 0xFFFF) * scale, Float(z >> 16 & 0xFFFF) * scale,
                     Float(z >> 32 & 0xFFFF) * scale, Float(z >> 48) * scale)
    }
}
