import Foundation
import Glaze
import GlazeCoreImage
import GlazeTestSupport
import PortingCorpus
import Testing

/// The porting corpus's Core Image helpers (Demos/PortingCorpus/UIImage+Filters.swift),
/// written as apps write them, run headless.
@Suite("Core Image: an app's filter helpers, ported")
struct CorpusFilterTests {
    /// A 40 × 30 point opaque image at 2x: orange on the left half, blue on the right.
    static func photo() throws -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
            UIColor(red: 0, green: 0.25, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 30))
        }
    }

    static func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> Pixel {
        try #require(image.cgImage).glazeImage.pixel(x: x, y: y)
    }

    @Test("a blur after CIAffineClamp keeps the edges opaque and their colour; across the seam it mixes")
    func blurred() throws {
        let photo = try Self.photo()
        let blurred = try #require(photo.blurred(radius: 3))
        #expect(blurred.size == photo.size && blurred.scale == 2)
        // The corners stay the opaque colour they were: the clamp repeated the edges.
        #expect(try Self.pixel(blurred, 0, 0) == Self.pixel(photo, 0, 0))
        #expect(try Self.pixel(blurred, 79, 59) == Self.pixel(photo, 79, 59))
        // At the seam the orange's red, in linear light, by the share of a
        // Gaussian of σ = 6 pixels left of the edge at 40 seen from the pixel centre at 40.5.
        let seam = try Self.pixel(blurred, 40, 30)
        let share = 0.5 * (1 + erf(-0.5 / (6 * 2.0.squareRoot())))
        #expect(seam.alpha == 255)
        #expect(abs(Int(seam.red) - CoreImageSupport.encodedLevel(share)) <= 1, "\(seam)")
    }

    @Test("CIColorControls and CIExposureAdjust by name with CGFloat parameters: saturation 0 is grey")
    func adjusted() throws {
        let grey = try #require(try Self.photo().adjusted(brightness: 0, contrast: 1, saturation: 0, exposure: 0))
        let left = try Self.pixel(grey, 10, 10)
        #expect(left.red == left.green && left.green == left.blue, "\(left)")
        let brighter = try #require(try Self.photo().adjusted(brightness: 0, contrast: 1, saturation: 1, exposure: 1))
        // One stop doubles the light: the blue's green, 0.25 encoded, doubles in linear light.
        let expected = CoreImageSupport.encodedLevel(2 * CoreImageSupport.linear(Int((0.25 * 255).rounded())))
        #expect(abs(Int(try Self.pixel(brighter, 60, 10).green) - expected) <= 1)
    }

    @Test("a constant colour composited over the image at half strength, as image libraries tint")
    func washed() throws {
        let washed = try #require(try Self.photo().washed(with: .white, strength: 0.5))
        let pixel = try Self.pixel(washed, 60, 10)
        // Blue's red is 0; half white over it in linear light is 0.5.
        #expect(abs(Int(pixel.red) - CoreImageSupport.encodedLevel(0.5)) <= 1, "\(pixel)")
        #expect(pixel.alpha == 255)
    }

    @Test("the typed sepia filter gives a UIImage made from a CIImage: no cgImage, as in UIKit, and it draws")
    func sepia() throws {
        let photo = try Self.photo()
        let toned = try #require(photo.sepia())
        #expect(toned.cgImage == nil && toned.ciImage != nil)
        #expect(toned.size == photo.size && toned.scale == 2)
        let drawn = UIGraphicsImageRenderer(size: toned.size).image { _ in toned.draw(at: .zero) }
        #expect(try Self.pixel(drawn, 5, 5).alpha == 255)
    }

    @Test("a QR code scaled up with transformed(by:) has sharp modules, as Apple's does: only black and white")
    func qrCode() throws {
        let code = try #require(UIImage.qrCode(for: "https://example.com/glaze", moduleSize: 4, scale: 2))
        let cgImage = try #require(code.cgImage)
        // A symbol of 17 + 4·version modules and the 1-module margin, 8 pixels a module.
        #expect(cgImage.width == cgImage.height && cgImage.width % 8 == 0 && (cgImage.width / 8 - 2 - 17) % 4 == 0,
                "\(cgImage.width)")
        let levels = cgImage.glazeImage.withPixels { buffer in
            Set((0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y].red } })
        }
        #expect(levels == [0, 255])
    }
}
