import Foundation

/// The sRGB transfer function, between encoded values (what an 8-bit image
/// holds) and linear light, in single precision: the one place both Glaze's
/// Core Image layer and GlazeKit's noise convert, so that they agree.
/// Extended as Apple's extended sRGB is: odd about zero, so values below 0
/// and above 1 survive a round trip.
package enum LinearLight {
    @inline(__always)
    package static func linear(fromEncoded value: Float) -> Float {
        let magnitude = value.magnitude
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    @inline(__always)
    package static func encoded(fromLinear value: Float) -> Float {
        let magnitude = value.magnitude
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Each 8-bit encoded level in linear light.
    package static let linearLevels: [Float] = (0..<256).map { linear(fromEncoded: Float($0) / 255) }

    /// A premultiplied linear-light colour as straight output components:
    /// unpremultiplied, encoded to sRGB when `encode` is true, clamped to
    /// 0…1, NaN as 0; clear stays zero. The one rule for every pixel the Core
    /// Image layer and GlazeKit's noise write.
    @inline(__always)
    package static func straightOutput(_ sample: SIMD4<Float>, encode: Bool) -> SIMD4<Float> {
        let alpha = sample.w.isNaN ? 0 : sample.w.clamped(from: 0, to: 1)
        guard alpha > 0 else { return .zero }
        func channel(_ value: Float) -> Float {
            let straight = value / alpha
            let mapped = encode ? encoded(fromLinear: straight) : straight
            return mapped.isNaN ? 0 : mapped.clamped(from: 0, to: 1)
        }
        return SIMD4(channel(sample.x), channel(sample.y), channel(sample.z), alpha)
    }

    /// ``straightOutput(_:encode:)`` premultiplied again as an 8-bit
    /// `0xAARRGGBB` pixel, each component rounded to nearest.
    @inline(__always)
    package static func argb(_ sample: SIMD4<Float>, encode: Bool) -> UInt32 {
        let straight = straightOutput(sample, encode: encode)
        func byte(_ value: Float) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(straight.w) << 24 | byte(straight.x * straight.w) << 16 | byte(straight.y * straight.w) << 8
            | byte(straight.z * straight.w)
    }
}
