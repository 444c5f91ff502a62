import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("UIFont's standard sizes and UIRectFrameUsingBlendMode")
struct UIRectFrameAndFontSizeTests {
    @Test("UIKit's font sizes")
    func fontSizes() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test("UIRectFrameUsingBlendMode frames one point inside the rect in the mode")
    func frameUsingBlendMode() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIRectFrameUsingBlendMode(CGRect(x: 1, y: 1, width: 8, height: 8), .clear)
            // The blend mode does not stay behind.
            UIRectFill(CGRect(x: 4, y: 4, width: 2, height: 2))
        }
        #expect(pixel(image, 0, 0) == opaqueRed)
        for (x, y) in [(1, 1), (8, 1), (1, 8), (8, 8), (4, 1), (1, 5)] { #expect(pixel(image, x, y) == transparent, "x \(x), y \(y)") }
        #expect(pixel(image, 2, 2) == opaqueRed)
        #expect(pixel(image, 4, 4) == opaqueBlue)
    }
}
