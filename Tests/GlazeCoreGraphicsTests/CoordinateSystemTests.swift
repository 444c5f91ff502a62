import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// The y axis as on Apple's platforms: bitmap contexts are y-up, renderer
/// contexts flipped; `CGContext.draw` puts an image's top row at the rect's
/// maximum y, `UIImage.draw` puts it upright.
@Suite("Coordinate systems")
struct CoordinateSystemTests {
    @Test("a renderer's context is flipped: origin top left, y down, the scale in its ctm")
    func rendererIsFlipped() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var ctm = CGAffineTransform.identity
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format).image { context in
            ctm = context.cgContext.ctm
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2)
        #expect(image.cgImage?.width == 8 && image.cgImage?.height == 6)
        #expect(pixel(image, 0, 0) == opaqueRed && pixel(image, 0, 1) == opaqueRed)
        #expect(pixel(image, 0, 2) == transparent)
    }

    @Test("CGContext.draw lands upright in a bitmap context and upside down in a renderer's")
    func contextDrawFlips() throws {
        let source = redOverBlue()
        let bitmap = try #require(rgbaContext(nil, width: 2, height: 2))
        bitmap.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let upright = bitmap.makeImage()
        #expect(pixel(upright, 0, 0) == opaqueRed && pixel(upright, 0, 1) == opaqueBlue)

        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(pixel(flipped, 0, 0) == opaqueBlue && pixel(flipped, 0, 1) == opaqueRed)
    }

    @Test("UIImage.draw lands upright in both, including in a bitmap context pushed as current")
    func uiImageDrawIsUpright() throws {
        let source = UIImage(cgImage: redOverBlue())
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(pixel(rendered, 0, 0) == opaqueRed && pixel(rendered, 0, 1) == opaqueBlue)

        let bitmap = try #require(rgbaContext(nil, width: 2, height: 2))
        UIGraphicsPushContext(bitmap)
        source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsPopContext()
        let image = bitmap.makeImage()
        #expect(pixel(image, 0, 0) == opaqueRed && pixel(image, 0, 1) == opaqueBlue)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UIImage orientations turn the stored pixels as UIKit does")
    func orientations() {
        // Stored: red on top, blue below (2×2 at scale 1).
        let stored = redOverBlue()
        func shown(_ orientation: UIImage.Orientation) -> (Pixel, Pixel, Pixel, Pixel) {
            let image = UIImage(cgImage: stored, scale: 1, orientation: orientation)
            let out = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            return (pixel(out, 0, 0), pixel(out, 1, 0), pixel(out, 0, 1), pixel(out, 1, 1))
        }
        let r = opaqueRed, b = opaqueBlue
        #expect(shown(.up) == (r, r, b, b))
        #expect(shown(.down) == (b, b, r, r))
        // The stored top row shows on the left for .left, on the right for .right.
        #expect(shown(.left) == (r, b, r, b))
        #expect(shown(.right) == (b, r, b, r))
        #expect(shown(.downMirrored) == (b, b, r, r))
        #expect(shown(.leftMirrored) == (r, b, r, b))
        #expect(shown(.rightMirrored) == (b, r, b, r))
        let wide = UIImage(cgImage: stored.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1))!, scale: 1, orientation: .left)
        #expect(wide.size == CGSize(width: 1, height: 2))
    }

    @Test("arcs: clockwise means decreasing angles for CGContext and CGPath, increasing for UIBezierPath")
    func arcDirections() {
        // A quarter arc from 0 to π/2 around the origin, either way round: the
        // short way passes through (+, +), the long way through (−, −).
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cg.boundingBoxOfPath.minX < -9 && cg.boundingBoxOfPath.minY < -9)
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(ui.bounds.minX) < 1e-9 && abs(ui.bounds.minY) < 1e-9)
        let context = rgbaContext(nil, width: 1, height: 1)!
        context.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(context.boundingBoxOfPath.minX) < 1e-9 && abs(context.boundingBoxOfPath.maxY - 10) < 1e-9)
    }

    @Test("the current path keeps the transform in effect when each point was added")
    func pathUsesTheTransformAtEachPoint() {
        let context = rgbaContext(nil, width: 8, height: 8)!
        context.translateBy(x: 4, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 8))
        context.translateBy(x: -4, y: 0)
        #expect(context.boundingBoxOfPath == CGRect(x: 4, y: 0, width: 4, height: 8))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fillPath()
        let image = context.makeImage()
        #expect(pixel(image, 3, 4) == transparent && pixel(image, 4, 4) == opaqueRed)
        #expect(context.isPathEmpty)
    }

    @Test("transforms compose as Core Graphics composes them")
    func affineTransforms() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(t.concatenating(t.inverted()).isIdentity || abs(t.concatenating(t.inverted()).tx) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }
}
