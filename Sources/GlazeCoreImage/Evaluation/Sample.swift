import Foundation
import Glaze

extension Sample {
    /// The colour without alpha's premultiplication; clear stays zero.
    @inline(__always)
    var unpremultiplied: Sample {
        guard w > 0 else { return .zero }
        return Sample(x / w, y / w, z / w, w)
    }

    /// The colour premultiplied by its own alpha.
    @inline(__always)
    var premultiplied: Sample { Sample(x * w, y * w, z * w, w) }

    /// Red, green and blue.
    var rgb: SIMD3<Float> { SIMD3(x, y, z) }

    /// A sample of three colour components and an alpha.
    init(rgb: SIMD3<Float>, alpha: Float) {
        self.init(rgb.x, rgb.y, rgb.z, alpha)
    }

    /// Premultiplied and in the working space, from straight sRGB-encoded components.
    static func working(fromEncoded color: Sample, colorManaged: Bool) -> Sample {
        guard colorManaged else { return color.premultiplied }
        return Sample(LinearLight.linear(fromEncoded: color.x), LinearLight.linear(fromEncoded: color.y),
                      LinearLight.linear(fromEncoded: color.z), color.w).premultiplied
    }
}
