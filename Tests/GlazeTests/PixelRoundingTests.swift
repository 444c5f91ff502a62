import Foundation
import Glaze
import Testing

@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test("points × scale round up to whole pixels, but not past a whole number missed by floating point")
    func rounding() throws {
        #expect(PixelRounding.pixels(100.0 / 3, scale: 3) == 100)
        #expect(PixelRounding.pixels(10.25, scale: 2) == 21)
        #expect(PixelRounding.pixelCount(CGSize(width: 100.0 / 3, height: 10.25), scale: 3) == 100 * 31)
        #expect(PixelRounding.pixelCount(CGSize(width: 10, height: 5), scale: 2, border: 2) == 22 * 12)
        #expect(PixelRounding.pixelCount(CGSize(width: CGFloat.infinity, height: 1), scale: 1) == .max)
        #expect(PixelRounding.pixelCount(CGSize(width: 1e12, height: 1), scale: 4) == .max)
        // The surface a size makes has exactly the pixels the rule counts.
        let surface = try ImageSurface(width: 100.0 / 3, height: 10.25, scale: 3)
        #expect(surface.pixelWidth * surface.pixelHeight == PixelRounding.pixelCount(CGSize(width: 100.0 / 3, height: 10.25), scale: 3))
    }
}
