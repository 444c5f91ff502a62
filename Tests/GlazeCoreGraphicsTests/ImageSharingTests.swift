import Foundation
import Glaze
@testable import GlazeCoreGraphics
import Testing

/// Images share their context's pixels, copy on write: a renderer hands its
/// surface over, and a context that draws on after an image was taken moves
/// to a copy first, so the image never changes.
@Suite("Images share a context's pixels")
struct ImageSharingTests {
    /// Every pixel of `image`, row by row.
    func pixels(_ image: CGImage?) -> [UInt32] {
        image?.glazeImage.withPixels { buffer in (0..<buffer.height).flatMap { Array(buffer.row($0)) } } ?? []
    }

    func rgbaContext(width: Int = 40, height: Int = 30) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    @Test("a renderer's image is its context's surface, not a copy")
    func rendererHandsOver() throws {
        var drawnInto: ImageSurface?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            drawnInto = context.cgContext.surface
        }
        let surface = try #require(drawnInto)
        #expect(image.cgImage?.glazeImage.isBacked(by: surface) == true)
        #expect(pixel(image, 3, 1) == opaqueRed && pixel(image, 0, 2) == transparent)
    }

    @Test("an opaque renderer's image is its surface too, black where nothing was drawn")
    func opaqueRendererHandsOver() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        var drawnInto: ImageSurface?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            drawnInto = context.cgContext.surface
        }
        #expect(image.cgImage?.glazeImage.isBacked(by: try #require(drawnInto)) == true)
        #expect(pixel(image, 0, 0) == Pixel(red: 128, green: 0, blue: 0, alpha: 255))
        #expect(pixel(image, 0, 3) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("an image context's image is shared until the context draws again, then keeps its pixels")
    func imageContextCopiesOnWrite() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let first = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(first.cgImage?.glazeImage.isBacked(by: try #require(context.surface)) == true)
        // Nothing drawn since: the same pixels again, still no copy.
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.cgImage?.glazeImage === first.cgImage?.glazeImage)

        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(first.cgImage?.glazeImage.isBacked(by: try #require(context.surface)) == false)
        #expect((0..<4).allSatisfy { pixel(first, $0, 2) == opaqueRed })
        let second = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(pixel(second, 1, 2) == opaqueBlue && pixel(second, 2, 2) == opaqueRed)
    }

    @Test("an image whose last reference went costs the context no copy")
    func releasedImageIsNotCopied() throws {
        let context = rgbaContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        let surface = try #require(context.surface)
        _ = context.makeImage()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.surface === surface)
    }

    /// Draws through saved states, path and rect clips, transforms and
    /// antialiasing, taking an image before step `snapshot` (if any): the
    /// final pixels, and the image's pixels when taken and at the end.
    func layeredDrawing(snapshotBefore snapshot: Int?) -> (final: [UInt32], taken: [UInt32], kept: [UInt32]) {
        let context = rgbaContext()
        let steps: [(CGContext) -> Void] = [
            { $0.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); $0.fill(CGRect(x: 0, y: 0, width: 40, height: 30)) },
            { $0.saveGState(); $0.addEllipse(in: CGRect(x: 2, y: 2, width: 36, height: 26)); $0.clip() },
            { $0.translateBy(x: 5, y: 3); $0.rotate(by: 0.3); $0.saveGState(); $0.clip(to: CGRect(x: 0, y: 0, width: 20, height: 12)) },
            { $0.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.8); $0.fill(CGRect(x: -10, y: -10, width: 60, height: 60)) },
            { $0.restoreGState(); $0.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5); $0.fill(CGRect(x: 0, y: 0, width: 30, height: 8)) },
            { $0.setShouldAntialias(false); $0.fillEllipse(in: CGRect(x: 20, y: 10, width: 15, height: 9)) },
            { $0.restoreGState(); $0.setFillColor(red: 1, green: 1, blue: 0, alpha: 0.5); $0.fill(CGRect(x: 30, y: 0, width: 10, height: 30)) },
        ]
        var image: CGImage?, taken: [UInt32] = []
        for (index, step) in steps.enumerated() {
            if index == snapshot {
                image = context.makeImage()
                taken = pixels(image)
            }
            step(context)
        }
        return (pixels(context.makeImage()), taken, pixels(image))
    }

    @Test("a context that draws on after makeImage() draws exactly what it would have, with its clips and saved states",
          arguments: 1..<7)
    func makeImageCopiesOnWrite(snapshot: Int) {
        let reference = layeredDrawing(snapshotBefore: nil).final
        let drawn = layeredDrawing(snapshotBefore: snapshot)
        #expect(drawn.final == reference)
        #expect(drawn.kept == drawn.taken && drawn.kept != reference)
    }

    @Test("an image taken inside a transparency layer is a copy of what lies beneath it")
    func imageInsideLayerIsCopied() throws {
        let context = rgbaContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let inside = try #require(context.makeImage())
        #expect(!inside.glazeImage.isBacked(by: try #require(context.surface)))
        context.endTransparencyLayer()
        #expect(pixel(inside, 0, 0) == opaqueRed)
        #expect(pixel(context.makeImage(), 0, 0) == opaqueBlue && pixel(context.makeImage(), 3, 0) == opaqueRed)
    }

    @Test("an image read on another task never sees the context's later drawing")
    func sharedAcrossTasks() async throws {
        let context = rgbaContext(width: 64, height: 64)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        let image = try #require(context.makeImage()).glazeImage
        let reader = Task.detached { (0..<200).allSatisfy { _ in image.pixel(x: 10, y: 10) == opaqueRed } }
        for index in 0..<200 {
            context.setFillColor(red: 0, green: CGFloat(index % 2), blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        #expect(await reader.value)
        #expect(image.pixel(x: 63, y: 63) == opaqueRed)
    }
}
