import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

@Suite("Cap cropping")
struct CapCropTests {
    let left = Pixel(red: 200, green: 0, blue: 0, alpha: 255)
    let middle = Pixel(red: 0, green: 0, blue: 200, alpha: 255)
    let right = Pixel(red: 0, green: 200, blue: 0, alpha: 255)

    /// 29 × 4: caps of 14 in distinct colours around a one-pixel middle.
    func stretchable() throws -> ResizableImage {
        let image = try syntheticImage(pixelWidth: 29, pixelHeight: 4) { x, _ in x < 14 ? left : x > 14 ? right : middle }
        return try ResizableImage.stretchable(image, leftCapWidth: 14, topCapHeight: 0)
    }

    @Test("the drawing rects are the recipe's: caps of 14 in a 150-point context")
    func recipeRects() throws {
        let image = try stretchable()
        let rect = CGRect(x: 0, y: 0, width: 150, height: 4)
        #expect(image.drawingRect(for: .leftOnly, filling: rect) == CGRect(x: 0, y: 0, width: 164, height: 4))
        #expect(image.drawingRect(for: .rightOnly, filling: rect) == CGRect(x: -14, y: 0, width: 164, height: 4))
        #expect(image.drawingRect(for: .neither, filling: rect) == CGRect(x: -14, y: 0, width: 178, height: 4))
        #expect(image.drawingRect(for: .both, filling: rect) == rect)
    }

    @Test("each crop shows exactly its caps", arguments: CapCrop.allCases)
    func croppedPixels(crop: CapCrop) throws {
        let image = try stretchable().croppedImage(crop, width: 150)
        #expect(image.pixelWidth == 150 && image.pixelHeight == 4)
        let showsLeft = crop == .both || crop == .leftOnly, showsRight = crop == .both || crop == .rightOnly
        for x in 0..<150 {
            let expected = x < 14 && showsLeft ? left : x >= 136 && showsRight ? right : middle
            #expect(image.pixel(x: x, y: 2) == expected, "\(crop) at x = \(x)")
        }
    }

    @Test("segments take their crop from their position")
    func forSegment() {
        #expect(CapCrop.forSegment(0, of: 1) == .both)
        #expect(CapCrop.forSegment(0, of: 3) == .leftOnly)
        #expect(CapCrop.forSegment(1, of: 3) == .neither)
        #expect(CapCrop.forSegment(2, of: 3) == .rightOnly)
    }
}
