import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Text in one font and one colour is laid out as plain text, the fast way;
/// it must draw and measure exactly as the styled path does.
@Suite("Plain string drawing")
struct PlainStringDrawingTests {
    let plain: [NSAttributedString.Key: Any] = [.font: UIFont(name: "DejaVu Sans", size: 10)!,
                                                .foregroundColor: UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1)]
    /// The same attributes plus a clear background, which takes the styled path and paints nothing.
    var styled: [NSAttributedString.Key: Any] {
        plain.merging([.backgroundColor: UIColor.clear]) { first, _ in first }
    }

    func pixels(_ draw: ([NSAttributedString.Key: Any]) -> Void, _ attributes: [NSAttributedString.Key: Any]) -> [UInt32] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 50), format: format).image { _ in draw(attributes) }
        return image.cgImage!.glazeImage.withPixels { buffer in (0..<buffer.height).flatMap { Array(buffer.row($0)) } }
    }

    @Test("one line, two paragraphs and wrapped text draw the same pixels as styled text", arguments: [0, 1, 2])
    func samePixels(kind: Int) {
        let draw: ([NSAttributedString.Key: Any]) -> Void = { attributes in
            switch kind {
            case 0: ("Sep 21 · 1,240" as NSString).draw(at: CGPoint(x: 3.3, y: 4.7), withAttributes: attributes)
            case 1: "7.25 %\nMar 3".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
            default: "labels wrap at the width of their rect".draw(in: CGRect(x: 1, y: 1, width: 60, height: 48),
                                                                   withAttributes: attributes)
            }
        }
        let fast = pixels(draw, plain)
        #expect(fast.contains { $0 != 0 })
        #expect(fast == pixels(draw, styled))
    }

    @Test("plain text measures as styled text does")
    func sameMetrics() {
        let text = "7.25 %\nMar 3" as NSString
        #expect(text.size(withAttributes: plain) == text.size(withAttributes: styled))
        let box = CGSize(width: 30, height: 100)
        #expect(text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: plain, context: nil)
                == text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: styled, context: nil))
    }
}
