import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// UIKit's images, paths, colours, fonts and renderer formats.
@Suite("UIKit names")
struct UIKitTests {
    /// An 11×5 image: 3-point red caps around a blue middle.
    func capped() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 11, height: 5)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 11, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 3, y: 0, width: 5, height: 5))
        }
    }

    @Test("a resizable image keeps its caps and stretches its middle", arguments: [UIImage.ResizingMode.stretch, .tile])
    func resizable(mode: UIImage.ResizingMode) {
        let image = capped().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: mode)
        #expect(image.capInsets.left == 3 && image.resizingMode == mode)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 5)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 5))
        }
        #expect((0..<3).allSatisfy { pixel(wide, $0, 2) == opaqueRed })
        #expect((3..<37).allSatisfy { pixel(wide, $0, 2) == opaqueBlue })
        #expect((37..<40).allSatisfy { pixel(wide, $0, 2) == opaqueRed })
    }

    @Test("stretchableImage caps at the left width and stretches the one point after it")
    func stretchable() {
        let image = capped().stretchableImage(withLeftCapWidth: 3, topCapHeight: 0)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 7))
        #expect(image.leftCapWidth == 3 && image.topCapHeight == 0)
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 5)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 5))
        }
        #expect(pixel(wide, 2, 2) == opaqueRed && pixel(wide, 10, 2) == opaqueBlue && pixel(wide, 29, 2) == opaqueRed)
    }

    @Test("draw(in:blendMode:alpha:) applies both, and PNG data round-trips")
    func blendedDrawAndPNG() throws {
        let red = capped()
        let faded = UIGraphicsImageRenderer(size: CGSize(width: 11, height: 5)).image { _ in
            red.draw(in: CGRect(x: 0, y: 0, width: 11, height: 5), blendMode: .normal, alpha: 0.5)
        }
        #expect(pixel(faded, 0, 0).alpha == 128)
        let data = try #require(faded.pngData())
        let back = try #require(UIImage(data: data, scale: 1))
        #expect(back.size == CGSize(width: 11, height: 5) && pixel(back, 0, 0) == pixel(faded, 0, 0))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test("an opaque format starts black and stays opaque; the bounds' origin is the image's top left")
    func formats() {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format).image { _ in
            UIColor(white: 1, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 2, height: 4))
        }
        #expect(pixel(image, 0, 0) == Pixel(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(pixel(image, 3, 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("per-corner radii round only the corners asked for")
    func roundedCorners() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
                         cornerRadii: CGSize(width: 8, height: 8)).fill()
        }
        #expect(pixel(image, 0, 0) == transparent && pixel(image, 19, 19) == transparent)
        #expect(pixel(image, 19, 0) == opaqueRed && pixel(image, 0, 19) == opaqueRed)
    }

    @Test("UIBezierPath strokes with its own width and clips with addClip")
    func bezierStrokeAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            let outline = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            outline.lineWidth = 4
            UIColor.blue.setStroke()
            outline.stroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 2))
        }
        #expect(pixel(image, 5, 10) == opaqueBlue && pixel(image, 10, 10) == transparent)
        #expect(pixel(image, 2, 0) == opaqueRed && pixel(image, 15, 0) == transparent)
    }

    @Test("the legacy image context draws like a renderer and ends cleanly")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 2 && image?.cgImage?.width == 6)
        #expect(image.map { pixel($0, 0, 1) } == opaqueRed)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("colours read back their components and convert from HSB")
    func colors() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect((red, green, blue, alpha) == (1, 0, 0, 0.5))
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil)
        #expect(white == 0.25)
        #expect(UIColor.red.withAlphaComponent(0.2).cgColor.alpha == 0.2)
    }

    @Test("fonts: the system font, named families, and unknown names")
    func fonts() {
        let standIn = UIFont.systemFontStandIn
        #expect(UIFont.systemFont(ofSize: 12).familyName == standIn.textFamily)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "\(standIn.textFamily)-Bold")
        let named = UIFont(name: "DejaVuSans-Bold", size: 14)
        #expect(named?.familyName == "DejaVu Sans" && named?.glazeFont.weight == .bold)
        #expect(UIFont(name: "No Such Family Anywhere", size: 14) == nil)
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.lineHeight > 20 && font.ascender > 0 && font.descender < 0)
        // The same family at both sizes, so that only the size and tracking differ.
        let wide = "Glaze".size(withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
        let narrow = "Glaze".size(withAttributes: [.font: UIFont.systemFont(ofSize: 9)])
        let tracking = 4 * (UIFont.systemFont(ofSize: 18).tracking - 2 * UIFont.systemFont(ofSize: 9).tracking)
        #expect(abs(wide.width - 2 * narrow.width - tracking) < 0.1)
    }

    @Test("draw(in:withAttributes:) wraps at the rect's width and clips to it")
    func wrappedText() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in
            ("wrap these words" as NSString).draw(in: CGRect(x: 0, y: 0, width: 40, height: 30), withAttributes: attributes)
        }
        let inkRows = (0..<60).filter { y in (0..<60).contains { pixel(image, $0, y).alpha > 0 } }
        let inkColumns = (0..<60).filter { x in (0..<60).contains { pixel(image, x, $0).alpha > 0 } }
        #expect((inkRows.max() ?? 0) < 30 && (inkRows.max() ?? 0) > 12)
        #expect((inkColumns.max() ?? 60) < 40)
    }

    @Test("UIKit drawing without a current context draws nothing and does not crash")
    func noCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        "text".draw(at: .zero, withAttributes: nil)
    }

    @Test("withCGContext runs UIKit code on a Glaze canvas and keeps PDF output vector")
    func canvasBridge() throws {
        let pdf = try PDFDocument()
        try pdf.addPage(size: CGSize(width: 100, height: 100)) { canvas in
            try canvas.translateBy(x: 10, y: 10)
            canvas.withCGContext { context in
                #expect(UIGraphicsGetCurrentContext() === context)
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).fill()
                context.translateBy(x: 100, y: 0)
            }
            #expect(canvas.transform.tx == 10)
        }
        let text = String(decoding: try pdf.data(), as: UTF8.self)
        #expect(text.hasPrefix("%PDF") && !text.contains("/Subtype /Image"))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("a resizable image lands in a document as one image, so viewers show no seams between its slices", .tags(.needsPoppler))
    func resizableInDocument() throws {
        let image = capped().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .tile)
        let directory = try scratchDirectory()
        let pdf = try writePDF("resizable", in: directory, size: CGSize(width: 100, height: 20)) { canvas in
            canvas.withCGContext { _ in image.draw(in: CGRect(x: 10.3, y: 5, width: 77.4, height: 10)) }
        }
        // One image and its soft mask (the image has alpha).
        let images = try pdfImages(in: pdf)
        #expect(images.filter { $0.split(separator: " ")[2] == "image" }.count == 1, "\(images)")
        let rendering = try popplerRendering(of: pdf, scale: 2)
        // Across the middle row, red caps and a blue middle with no pale seam
        // where they meet (at 26.6 and 169.4 pixels); the image's own soft
        // right edge, past 85 points, is left out.
        let row = (22..<171).map { rendering.pixel(x: $0, y: 20) }
        #expect(row.allSatisfy { $0.alpha == 255 && $0.green < 40 }, "\(row.enumerated().filter { $0.element.alpha < 255 || $0.element.green >= 40 })")
    }
}
