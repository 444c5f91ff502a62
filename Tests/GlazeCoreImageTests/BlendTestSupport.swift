import Foundation
import Glaze
import GlazeCoreImage
import Testing

/// Rows of translucent test colours, their working-space values computed in
/// Double, and the 8-bit pixels a render of a formula's result should give:
/// shared by the compositing, blend-mode and gradient tests.
enum BlendTestSupport {
    /// Straight sRGB (red, green, blue, alpha) bytes.
    typealias Color8 = (UInt8, UInt8, UInt8, UInt8)

    /// One working-space colour, straight, in Double.
    struct Working {
        var rgb: [Double]
        var alpha: Double

        var premultiplied: [Double] { rgb.map { $0 * alpha } + [alpha] }
    }

    /// Sources: translucent and opaque, dark and light, each channel on both sides of ½.
    static let sources: [Color8] = [(230, 40, 120, 204), (20, 200, 90, 153), (128, 128, 128, 255), (250, 180, 10, 230),
                                    (0, 90, 240, 178), (255, 255, 255, 128), (0, 0, 0, 0), (70, 20, 200, 255)]
    /// Backdrops, as many as the sources.
    static let backdrops: [Color8] = [(40, 160, 220, 178), (240, 120, 30, 255), (200, 50, 60, 102), (10, 240, 240, 204),
                                      (180, 180, 20, 255), (90, 60, 200, 230), (150, 100, 50, 255), (0, 0, 0, 0)]

    /// A one-row image of `colors`, from x = 0, placed at `origin`.
    static func row(_ colors: [Color8], at origin: CGPoint = .zero) throws -> CIImage {
        let image = CIImage(cgImage: try CoreImageSupport.bitmap(width: colors.count, height: 1) { x, _ in colors[x] })
        return image.transformed(by: CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// The context of a colour-managed render, or of one in the encoded values.
    static func context(managed: Bool) -> CIContext {
        managed ? CIContext() : CIContext(options: [.workingColorSpace: NSNull()])
    }

    /// The pixels of the row `image` over x = 0 ..< `width`.
    static func render(_ image: CIImage, width: Int, managed: Bool) throws -> [Pixel] {
        try CoreImageSupport.pixels(image, CGRect(x: 0, y: 0, width: width, height: 1), context: context(managed: managed))[0]
    }

    /// The colour a bitmap pixel of `color` holds in the working space: the
    /// straight bytes premultiplied and rounded as stored, then read back.
    static func working(_ color: Color8, managed: Bool) -> Working {
        let alpha = Double(color.3)
        guard alpha > 0 else { return Working(rgb: [0, 0, 0], alpha: 0) }
        let stored = [color.0, color.1, color.2].map { (Double($0) * alpha / 255).rounded() }
        let straight = stored.map { $0 / alpha }
        return Working(rgb: straight.map { managed ? linear($0) : $0 }, alpha: alpha / 255)
    }

    /// An sRGB colour's straight components in the working space.
    static func working(_ color: CIColor, managed: Bool) -> Working {
        Working(rgb: [color.red, color.green, color.blue].map { managed ? linear(Double($0)) : Double($0) }, alpha: Double(color.alpha))
    }

    /// The 8-bit premultiplied pixel a context writes for a premultiplied
    /// working-space sample (red, green, blue, alpha): alpha clamped, colour
    /// unpremultiplied, encoded, clamped and premultiplied again.
    static func pixel(_ sample: [Double], managed: Bool) -> [Int] {
        let alpha = min(max(sample[3], 0), 1)
        guard alpha > 0 else { return [0, 0, 0, 0] }
        let colors = sample[0..<3].map { value -> Int in
            let straight = value / alpha
            let encoded = managed ? self.encoded(straight) : straight
            return Int((min(max(encoded, 0), 1) * alpha * 255).rounded())
        }
        return colors + [Int((alpha * 255).rounded())]
    }

    /// Whether `actual` is within `tolerance` levels of `expected` in every component.
    static func matches(_ actual: Pixel, _ expected: [Int], tolerance: Int = 1) -> Bool {
        zip([actual.red, actual.green, actual.blue, actual.alpha].map(Int.init), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}

extension BlendTestSupport {
    /// A PNG of AppleReferences (see PROVENANCE.md there) as an image.
    static func reference(_ name: String, file: String = #filePath) throws -> CIImage {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("AppleReferences/\(name).png")
        return try #require(CIImage(contentsOf: url), "no reference \(name)")
    }

    /// The mean and largest difference, in 8-bit levels over every premultiplied
    /// component, between a render of `image` and Apple's rendering `reference`,
    /// over the reference's rectangle at the origin.
    static func difference(_ image: CIImage, reference: String) throws -> (mean: Double, max: Int) {
        let apple = try self.reference(reference)
        let ours = try CoreImageSupport.pixels(image, apple.extent)
        let theirs = try CoreImageSupport.pixels(apple, apple.extent)
        var total = 0, largest = 0, count = 0
        for (ourRow, theirRow) in zip(ours, theirs) {
            for (a, b) in zip(ourRow, theirRow) {
                for (x, y) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)] {
                    let delta = abs(Int(x) - Int(y))
                    total += delta
                    largest = max(largest, delta)
                    count += 1
                }
            }
        }
        return (Double(total) / Double(max(count, 1)), largest)
    }
}
