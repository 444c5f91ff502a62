import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// The small type-level gaps: `NSObject` colours and fonts in attribute
/// literals, copying paths, the empty image, `CGVector`.
@Suite("UIKit and Core Graphics type gaps")
struct TypeGapTests {
    @Test("a font-and-colour literal is [Key: NSObject] without an annotation, and draws as an [Key: Any] does")
    func attributeLiteral() throws {
        let attributes = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.red]
        #expect(type(of: attributes) == [NSAttributedString.Key: NSObject].self)
        let annotated: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.red]
        let inferred = drawn(CGSize(width: 40, height: 20)) { "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes) }
        let typed = drawn(CGSize(width: 40, height: 20)) { "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: annotated) }
        let measured = ArticleComparison.measure(try #require(inferred.cgImage?.glazeImage), try #require(typed.cgImage?.glazeImage),
                                                 channelDelta: 0)
        #expect(measured.beyond == 0)
        // Red text was drawn: some pixel is strongly red.
        let redPixels = (0..<20).flatMap { (y: Int) -> [Pixel] in (0..<40).map { (x: Int) -> Pixel in pixel(inferred, x, y) } }
            .filter { (pixel: Pixel) -> Bool in pixel.red > 200 && pixel.green < 80 }
        #expect(!redPixels.isEmpty)
        let string = NSAttributedString(string: "Hi", attributes: attributes)
        #expect(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test("colours and fonts keep value equality and hashing as NSObjects")
    func equality() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == .red && red.isEqual(UIColor.red) && red.hash == UIColor.red.hash)
        #expect(red != .blue && !red.isEqual(UIFont.systemFont(ofSize: 12)) && !red.isEqual(nil))
        #expect(Set([red, .red, .blue]).count == 2)
        let font = UIFont.systemFont(ofSize: 12)
        #expect(font == .systemFont(ofSize: 12) && font.hash == UIFont.systemFont(ofSize: 12).hash)
        #expect(font != .systemFont(ofSize: 13) && Set([font, .systemFont(ofSize: 12)]).count == 1)
        #expect((red as NSObject) != (font as NSObject))
    }

    @Test("UIBezierPath.copy() is an independent path with the same line style")
    func pathCopy() throws {
        let original = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        original.lineWidth = 4
        original.usesEvenOddFillRule = true
        let copy = try #require(original.copy() as? UIBezierPath)
        #expect(copy !== original && copy.lineWidth == 4 && copy.usesEvenOddFillRule && copy.bounds == original.bounds)
        copy.addLine(to: CGPoint(x: 30, y: 30))
        copy.lineWidth = 1
        #expect(original.bounds == CGRect(x: 0, y: 0, width: 10, height: 10) && original.lineWidth == 4)
    }

    @Test("UIImage() is empty: no pixels, no size, scale 1, draws nothing")
    func emptyImage() {
        let empty = UIImage()
        #expect(empty.cgImage == nil && empty.size == .zero && empty.scale == 1)
        let image = drawn(CGSize(width: 4, height: 4)) { empty.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(pixel(image, 2, 2) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("CGVector: components, zero, equality, and [dx, dy] in JSON")
    func vector() throws {
        let push = CGVector(dx: 3, dy: -4)
        #expect(push.dx == 3 && push.dy == -4)
        #expect(CGVector.zero == CGVector() && CGVector(dx: 1.5, dy: 2) == CGVector(dx: CGFloat(1.5), dy: 2))
        let json = try JSONEncoder().encode(push)
        #expect(String(decoding: json, as: UTF8.self) == "[3,-4]")
        #expect(try JSONDecoder().decode(CGVector.self, from: json) == push)
    }
}
