import Foundation
import Glaze
import GlazeCoreImage

/// Pixels the filter tests compute themselves, in `Double`, to hold Glaze's
/// renders against: premultiplied linear-light RGBA at Core Image's (x, y), y up.
enum ReferencePixels {
    typealias Value = SIMD4<Double>

    /// The normalised weights of a Gaussian of `sigma` at offsets −reach…reach, reach = ⌈3σ⌉.
    static func gaussian(sigma: Double) -> [Double] {
        let reach = Int((3 * sigma).rounded(.up))
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// Σᵢ Σⱼ w(x − i) w(y − j) · input(i, j) over `source`'s pixels, with the
    /// weights `weights` centred (offsets −reach…reach).
    static func convolved(_ source: PixelRectangle, weights: [Double], x: Int, y: Int,
                          input: (Int, Int) -> Value) -> Value {
        let reach = weights.count / 2
        var sum = Value.zero
        for j in max(source.minY, y - reach)..<min(source.maxY, y + reach + 1) {
            for i in max(source.minX, x - reach)..<min(source.maxX, x + reach + 1) {
                let weight: Double = weights[x - i + reach] * weights[y - j + reach]
                sum += weight * input(i, j)
            }
        }
        return sum
    }

    /// The render of `image` over `rect` as a function of Core Image's (x, y).
    static func render(_ image: CIImage, _ rect: PixelRectangle, context: CIContext = CIContext()) throws -> (Int, Int) -> Pixel {
        let rows = try CoreImageSupport.pixels(image, CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height),
                                               context: context)
        return { x, y in rows[rect.maxY - 1 - y][x - rect.minX] }
    }

    /// The largest difference, in levels, between an opaque render and linear values, over `rect`.
    static func worstOpaqueDifference(_ rendered: (Int, Int) -> Pixel, _ rect: PixelRectangle,
                                      expected: (Int, Int) -> Value) -> Int {
        var worst = 0
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let pixel = rendered(x, y), value = expected(x, y)
                let levels = [(pixel.red, value.x), (pixel.green, value.y), (pixel.blue, value.z)]
                for (level, linear) in levels { worst = max(worst, abs(Int(level) - CoreImageSupport.encodedLevel(linear))) }
                worst = max(worst, abs(Int(pixel.alpha) - Int((value.w * 255).rounded())))
            }
        }
        return worst
    }

    /// An opaque grey of sRGB `level` in linear light.
    static func grey(_ level: Int) -> Value {
        let linear = CoreImageSupport.linear(level)
        return Value(linear, linear, linear, 1)
    }
}

/// A rectangle of whole pixels in Core Image's space, for the tests.
struct PixelRectangle {
    var minX: Int
    var minY: Int
    var width: Int
    var height: Int

    var maxX: Int { minX + width }
    var maxY: Int { minY + height }
}
