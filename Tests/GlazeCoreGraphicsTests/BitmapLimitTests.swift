import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Bitmaps, renderers and stroked outlines a port asks for are bounded before
/// any memory is taken: what Core Graphics cannot make is `nil` or empty.
@Suite("Bitmap and renderer limits")
struct BitmapLimitTests {
    let space = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue

    @Test("a bitmap context whose rows span more than the byte limit is nil, never a failed allocation")
    func bytesPerRowTimesHeight() {
        // 64 rows a gigabyte apart: 64 GiB, though the pixels are 4,096.
        #expect(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 1 << 30, space: space,
                          bitmapInfo: info) == nil)
        // Products past Int.max are refused, never a trap.
        #expect(CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: .max / 2, space: space,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 30_000, height: 30_000, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                          bitmapInfo: info) == nil)
        let padded = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 4096, space: space,
                               bitmapInfo: info)
        #expect(padded?.bytesPerRow == 4096)
    }

    @Test("an image renderer or image context past the pixel limit gives an empty image without drawing")
    func rendererPixels() {
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30_000, height: 30_000)).image { _ in ran = true }
        #expect(!ran)
        #expect(image.size == .zero)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 3_000, height: 3_000), format: format).image { _ in }.size == .zero)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 2_000, height: 2_000), format: format).image { _ in }.size
            == CGSize(width: 2_000, height: 2_000))

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30_000, height: 30_000), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test("stroking a long path 10¹² wide gives an empty outline, and filling it ends at once")
    func absurdStrokingWidth() {
        let path = CGMutablePath()
        path.move(to: .zero)
        for index in 1..<2_000 { path.addLine(to: CGPoint(x: CGFloat(index), y: CGFloat(index % 2) * 50)) }
        let outline = path.copy(strokingWithWidth: 1e12, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(outline.isEmpty)
        #expect(path.copy(strokingWithWidth: 1e7, lineCap: .round, lineJoin: .round, miterLimit: 10,
                          transform: CGAffineTransform(scaleX: 4, y: 4)).isEmpty)
        #expect(!path.copy(strokingWithWidth: 1e6, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)

        let context = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                                bitmapInfo: info)!
        context.addPath(outline)
        context.fillPath()
        #expect(context.makeImage() != nil)
    }
}

/// Attributed strings keep to the core's limit on styled runs.
@Suite("Attributed string limits")
struct AttributedStringLimitTests {
    func text(runs: Int) -> NSAttributedString {
        let text = NSMutableAttributedString(string: String(repeating: "a", count: runs),
                                             attributes: [.font: UIFont.systemFont(ofSize: 12)])
        for index in stride(from: 0, to: runs, by: 2) {
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: index, length: 1))
        }
        return text
    }

    @Test("an attributed string of 100,000 runs draws nothing, at once; one of 1,000 draws")
    func hundredThousandRuns() {
        func draw(_ text: NSAttributedString) -> Bool {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { _ in
                text.draw(in: CGRect(x: 0, y: 0, width: 300, height: 300))
            }
            // The first line's first glyphs.
            return (0..<40).contains { x in (0..<20).contains { y in pixel(image, x, y).alpha > 0 } }
        }
        #expect(!draw(text(runs: 100_000)))
        #expect(draw(text(runs: 1_000)))
    }
}
