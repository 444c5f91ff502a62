import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// `CGLayer`: drawn once into its own context, drawn many times; as sharp as
/// the context that made it, and the same as drawing directly.
@Suite("CGLayer")
struct CGLayerTests {
    /// A marker drawn at the origin: a filled circle, a stroked diagonal and a
    /// rect, within 12 × 10 units.
    static func drawMarker(_ context: CGContext) {
        context.setFillColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 1, y: 1, width: 8, height: 8))
        context.setStrokeColor(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.8)
        context.setLineWidth(1.5)
        context.move(to: CGPoint(x: 0.5, y: 9))
        context.addLine(to: CGPoint(x: 11, y: 1.5))
        context.strokePath()
        context.setFillColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.6)
        context.fill(CGRect(x: 6, y: 5.5, width: 5.5, height: 4))
    }

    static let origins = [CGPoint(x: 3, y: 4), CGPoint(x: 20, y: 2), CGPoint(x: 9, y: 17)]

    /// The marker at each origin, through a layer or directly, in a 40 × 30
    /// renderer at `scale` over white.
    static func markers(scale: CGFloat, throughLayer: Bool) -> UIImage {
        drawn(CGSize(width: 40, height: 30), scale: scale) {
            let context = UIGraphicsGetCurrentContext()!
            if throughLayer {
                let layer = CGLayer(context, size: CGSize(width: 12, height: 10), auxiliaryInfo: nil)!
                drawMarker(layer.context!)
                for origin in origins { context.draw(layer, at: origin) }
            } else {
                for origin in origins {
                    context.saveGState()
                    context.translateBy(x: origin.x, y: origin.y)
                    drawMarker(context)
                    context.restoreGState()
                }
            }
        }
    }

    @Test("drawn at points, a layer is the same picture as drawing directly", arguments: [1, 3] as [CGFloat])
    func sameAsDirect(scale: CGFloat) throws {
        let layered = try #require(Self.markers(scale: scale, throughLayer: true).cgImage?.glazeImage)
        let direct = try #require(Self.markers(scale: scale, throughLayer: false).cgImage?.glazeImage)
        #expect(layered.pixelWidth == Int(40 * scale))
        let measured = ArticleComparison.measure(layered, direct, channelDelta: 1)
        #expect(measured.beyond == 0, "\(measured)")
        // Something was drawn: the circle's middle in the first marker.
        #expect(layered.pixel(x: Int(8 * scale), y: Int(9 * scale)).green < 200)
    }

    @Test("a layer has the creating context's pixels per point")
    func density() throws {
        let image = drawn(CGSize(width: 10, height: 10), scale: 3) {
            let context = UIGraphicsGetCurrentContext()!
            let layer = CGLayer(context, size: CGSize(width: 7, height: 5), auxiliaryInfo: nil)!
            #expect(layer.size == CGSize(width: 7, height: 5))
            #expect(layer.context?.width == 21 && layer.context?.height == 15)
            // Its context is flipped with the scale, as the renderer's is.
            #expect(layer.context?.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 15))
        }
        #expect(image.scale == 3)
        let bitmap = try #require(rgbaContext(nil, width: 8, height: 8))
        let layer = try #require(CGLayer(bitmap, size: CGSize(width: 4, height: 4), auxiliaryInfo: nil))
        #expect(layer.context?.width == 4 && layer.context?.ctm == .identity)
    }

    @Test("in a bitmap context (y up), a layer drawn at a point matches drawing there")
    func bitmapDestination() throws {
        func picture(_ throughLayer: Bool) throws -> CGImage {
            let context = try #require(rgbaContext(nil, width: 30, height: 20))
            if throughLayer {
                let layer = try #require(CGLayer(context, size: CGSize(width: 12, height: 10), auxiliaryInfo: nil))
                Self.drawMarker(try #require(layer.context))
                context.draw(layer, at: CGPoint(x: 5, y: 6))
            } else {
                context.translateBy(x: 5, y: 6)
                Self.drawMarker(context)
            }
            return try #require(context.makeImage())
        }
        let measured = ArticleComparison.measure(try picture(true).glazeImage, try picture(false).glazeImage, channelDelta: 1)
        #expect(measured.beyond == 0, "\(measured)")
    }

    @Test("draw(_:in:) scales the layer to the rect")
    func scaledIntoRect() {
        let image = drawn(CGSize(width: 20, height: 20)) {
            let context = UIGraphicsGetCurrentContext()!
            let layer = CGLayer(context, size: CGSize(width: 4, height: 4), auxiliaryInfo: nil)!
            layer.context!.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.context!.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            context.draw(layer, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        #expect(pixel(image, 3, 8) == opaqueRed)
        #expect(pixel(image, 12, 8) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("absurd sizes give nil, never a crash or a huge allocation",
          arguments: [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -1), CGSize(width: 0, height: 10),
                      CGSize(width: CGFloat.infinity, height: 10), CGSize(width: 1e12, height: 1e12), CGSize(width: 40_000, height: 1),
                      CGSize(width: 20_000, height: 20_000)])
    func absurdSizes(size: CGSize) throws {
        let context = try #require(rgbaContext(nil, width: 4, height: 4))
        #expect(CGLayer(context, size: size, auxiliaryInfo: nil) == nil)
    }

    @Test("the pixel limit counts the creating context's scale")
    func limitAtScale() {
        _ = drawn(CGSize(width: 4, height: 4), scale: 3) {
            let context = UIGraphicsGetCurrentContext()!
            #expect(CGLayer(context, size: CGSize(width: 12_000, height: 1), auxiliaryInfo: nil) == nil)
            #expect(CGLayer(context, size: CGSize(width: 8_000, height: 1), auxiliaryInfo: nil) != nil)
        }
    }
}
