import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// A 6×4-pixel image: red on the left half, blue on the right, at `scale`.
private func halves(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 6 / scale, height: 4 / scale), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 3 / scale, height: 4 / scale))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 3 / scale, y: 0, width: 3 / scale, height: 4 / scale))
    }
}

/// `jpeg` with an EXIF APP1 segment holding `orientation`, right after its SOI marker.
private func withOrientation(_ jpeg: Data, _ orientation: UInt8, bigEndian: Bool) -> Data {
    let tiff: [UInt8] = bigEndian
        ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0, 0, 0]
        : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    var out = Data(jpeg.prefix(2))
    out += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    out += jpeg.dropFirst(2)
    return out
}

@Suite("UIImage loading and encoding")
struct UIImageLoadingTests {
    @Test("UIImage(data:) reads PNG and JPEG; jpegData round-trips within JPEG's error")
    func pngAndJPEG() throws {
        let image = halves()
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(pixel(decoded, 0, 0) == opaqueRed && pixel(decoded, 5, 3) == opaqueBlue)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.95))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let back = try #require(UIImage(data: jpeg, scale: 2))
        #expect(back.scale == 2 && back.size == CGSize(width: 3, height: 2))
        expectPixel(pixel(back, 0, 1), RGBA(255, 0, 0, 255), tolerance: 40)
        expectPixel(pixel(back, 5, 1), RGBA(0, 0, 255, 255), tolerance: 40)
        #expect(image.jpegData(compressionQuality: 1.5) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            // Busy blocks, so that most of the file is entropy-coded data rather than tables.
            for y in 0..<16 {
                for x in 0..<16 {
                    let levels: (red: Int, green: Int, blue: Int) = ((x * 37 + y * 11) % 16, (x * y) % 7, (x + y * 5) % 9)
                    let red = CGFloat(levels.red) / 15, green = CGFloat(levels.green) / 6, blue = CGFloat(levels.blue) / 8
                    UIColor(red: red, green: green, blue: blue, alpha: 1).setFill()
                    context.fill(CGRect(x: x * 4, y: y * 4, width: 4, height: 4))
                }
            }
        }
        let whole = try #require(photo.jpegData(compressionQuality: 0.8))
        let cut = try #require(UIImage(data: whole.prefix(whole.count * 2 / 3)), "a JPEG that ends early shows what it has")
        #expect(whole.count > 2000)
        // The top rows come before the cut; JPEG's error at 0.8 on busy blocks stays within 60 levels.
        expectPixel(pixel(cut, 9, 1), RGBA(pixel(photo, 9, 1)), tolerance: 60)
    }

    @Test("a JPEG's EXIF orientation becomes the image's orientation, in either byte order", arguments: [
        (UInt8(1), UIImage.Orientation.up), (3, .down), (6, .right), (8, .left), (2, .upMirrored), (5, .leftMirrored),
    ])
    func exifOrientation(tag: UInt8, orientation: UIImage.Orientation) throws {
        let jpeg = try #require(halves().jpegData(compressionQuality: 0.9))
        for bigEndian in [true, false] {
            let image = try #require(UIImage(data: withOrientation(jpeg, tag, bigEndian: bigEndian)))
            #expect(image.imageOrientation == orientation)
        }
        let turned = try #require(UIImage(data: withOrientation(jpeg, 6, bigEndian: true)))
        #expect(turned.size == CGSize(width: 4, height: 6))
        // Turned a quarter clockwise for display: the stored left (red) half shows on top.
        let shown = UIGraphicsImageRenderer(size: turned.size).image { _ in turned.draw(at: .zero) }
        expectPixel(pixel(shown, 2, 0), RGBA(255, 0, 0, 255), tolerance: 40)
        expectPixel(pixel(shown, 2, 5), RGBA(0, 0, 255, 255), tolerance: 40)
    }

    @Test("contentsOfFile prefers the main screen's @2x file and reads the scale from the name")
    func contentsOfFile() throws {
        let folder = try scratchDirectory("glaze-uiimage")
        try #require(halves().pngData()).write(to: folder.appendingPathComponent("icon.png"))
        try #require(halves(scale: 2).pngData()).write(to: folder.appendingPathComponent("icon@2x.png"))
        let plain = try #require(UIImage(contentsOfFile: folder.appendingPathComponent("icon.png").path))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 6, height: 4))
        let retina = try #require(UIScreen.main.withScale(2) { UIImage(contentsOfFile: folder.appendingPathComponent("icon.png").path) })
        #expect(retina.scale == 2 && retina.size == CGSize(width: 3, height: 2))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(contentsOfFile: folder.path) == nil)
    }

    @Test("UIImage(named:) finds loose files by scale and asset catalog sets, template intent included")
    func named() throws {
        let folder = try scratchDirectory("glaze-named")
        try #require(halves().pngData()).write(to: folder.appendingPathComponent("badge.png"))
        try #require(halves(scale: 3).pngData()).write(to: folder.appendingPathComponent("badge@3x.png"))
        let set = folder.appendingPathComponent("Media.xcassets/Icons/star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #require(halves(scale: 2).pngData()).write(to: set.appendingPathComponent("star-2.png"))
        try Data("""
            {"images": [{"idiom": "universal", "scale": "1x"},
                        {"idiom": "universal", "filename": "star-2.png", "scale": "2x"}],
             "info": {"version": 1, "author": "xcode"},
             "properties": {"template-rendering-intent": "template"}}
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))

        let one = try #require(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1)
        // No 2x file: the next larger scale is taken.
        let two = try #require(UIImage(named: "badge.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 3 && two.size == CGSize(width: 2, height: 4.0 / 3))
        let star = try #require(UIImage(named: "star", in: bundle, compatibleWith: nil))
        #expect(star.scale == 2 && star.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)

        // A registered folder is searched after the main bundle.
        UIImage.registerImageFolder(folder)
        #expect(UIImage(named: "badge")?.scale == 1)
        let literal: UIImage = #imageLiteral(resourceName: "badge")
        #expect(literal.size == CGSize(width: 6, height: 4))
        let missing: UIImage = #imageLiteral(resourceName: "no-such-image")
        #expect(missing.size == .zero && missing.cgImage == nil)
    }

    @Test("withTintColor keeps the alpha and replaces the colour; templates keep their caps")
    func tintColor() throws {
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let tinted = shape.withTintColor(.systemGreen)
        #expect(tinted.renderingMode == .alwaysOriginal)
        expectPixel(pixel(tinted, 0, 0), RGBA(26, 100, 45, 128), tolerance: 1)
        #expect(pixel(tinted, 3, 0) == transparent)
        let resizable = shape.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
            .withRenderingMode(.alwaysTemplate)
        #expect(resizable.capInsets.left == 1 && resizable.renderingMode == .alwaysTemplate)
    }
}

@Suite("UIScreen, system colours and literals")
struct UIScreenAndColorTests {
    @Test("the main screen is 1x until set; a task's own scale reaches renderers and the legacy context")
    func screenScale() {
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeScale == 1)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        UIScreen.main.withScale(3) {
            #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.width == 1170)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            #expect(image.scale == 3 && image.cgImage?.width == 6)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 0)
            let legacy = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(legacy?.scale == 3)
            UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
            UIGraphicsEndImageContext()
        }
        #expect(UIGraphicsImageRendererFormat().scale == 1)
    }

    @Test("system colours have UIKit's light-appearance values", arguments: [
        (UIColor.systemBlue, 0, 122, 255, 1.0), (.systemIndigo, 88, 86, 214, 1), (.systemRed, 255, 59, 48, 1),
        (.systemGray6, 242, 242, 247, 1), (.label, 0, 0, 0, 1), (.secondaryLabel, 60, 60, 67, 0.6),
        (.systemBackground, 255, 255, 255, 1), (.separator, 60, 60, 67, 0.29), (.systemGroupedBackground, 242, 242, 247, 1),
    ])
    func systemColors(color: UIColor, red: Int, green: Int, blue: Int, alpha: Double) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(Int((r * 255).rounded()) == red && Int((g * 255).rounded()) == green && Int((b * 255).rounded()) == blue)
        #expect(abs(a - alpha) < 1e-9)
    }

    @Test("#colorLiteral makes a UIColor")
    func colorLiteral() {
        let color = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(color == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
    }
}
