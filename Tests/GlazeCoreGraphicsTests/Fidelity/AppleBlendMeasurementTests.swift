import Foundation
import GlazeCoreGraphics
import Testing

/// Blend modes against pixels Core Graphics produced on Apple's platforms.
///
/// The measurements come from GNUstep Opal's blend test (libs-opal pull
/// request 52, July 2026), which records what Apple's `CGBitmapContext`
/// returns for one drawing per mode: a 4 × 4 premultiplied RGBA context filled
/// with opaque red (200, 0, 0), then half-transparent blue (0, 0, 200, alpha
/// 0.5) filled over it in the mode. Only the numbers are taken; the drawing is
/// written here from its description. Apple's figures are 8-bit results, so
/// the tolerance is one level a channel, as the measurement states.
@Suite("Blend modes against Apple's measurements")
struct AppleBlendMeasurementTests {
    static let measured: [(CGBlendMode, [UInt8])] = [
        (.normal, [100, 0, 100, 255]),
        (.multiply, [100, 0, 0, 255]),
        (.screen, [200, 0, 100, 255]),
        (.darken, [100, 0, 0, 255]),
        (.lighten, [200, 0, 100, 255]),
        (.colorBurn, [0, 0, 0, 255]),
        (.hardLight, [100, 0, 72, 255]),
        (.difference, [200, 0, 100, 255]),
        (.exclusion, [200, 0, 100, 255]),
        (.hue, [119, 19, 119, 255]),
        (.luminosity, [137, 0, 0, 255]),
        (.clear, [0, 0, 0, 0]),
        (.copy, [0, 0, 100, 128]),
        (.sourceAtop, [100, 0, 100, 255]),
        (.destinationOver, [200, 0, 0, 255]),
        (.xor, [100, 0, 0, 127]),
        (.plusLighter, [200, 0, 100, 255]),
        (.plusDarker, [72, 0, 0, 255]),
    ]

    /// The measured drawing: one pixel of the 4 × 4 context, RGBA.
    static func blueOverRed(_ mode: CGBlendMode) -> [UInt8] {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { bytes in
            let context = CGContext(data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 200 / 255, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.setBlendMode(mode)
            context.setFillColor(red: 0, green: 0, blue: 200 / 255, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        return Array(memory[0..<4])
    }

    @Test("each of the 18 measured modes is within one level of Apple's pixel", arguments: measured)
    func agreesWithApple(_ mode: CGBlendMode, _ apple: [UInt8]) {
        let glaze = Self.blueOverRed(mode)
        let worst = zip(glaze, apple).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "\(mode): Glaze \(glaze), Apple \(apple)")
    }
}
