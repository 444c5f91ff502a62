import Foundation
import Glaze

extension CALayer {
    /// The layer `drawn` (this model layer's presentation at the parent's
    /// time `time`) drawn with its sublayers and mask into an image of its
    /// bounds at ``rasterizationScale`` pixels per point; `nil` when the
    /// scale is not a positive finite number or the image would exceed what
    /// a bitmap may hold (`InputLimits.standard`), and the layer is then
    /// drawn directly.
    ///
    /// As in Core Animation, the image covers the bounds: what sublayers draw
    /// outside them is cut.
    func rasterImage(of drawn: CALayer, time: Double, rasterDepth: Int) -> CGImage? {
        let scale = drawn.rasterizationScale, box = drawn.bounds
        guard scale.isFinite, scale > 0, box.width > 0, box.height > 0 else { return nil }
        let pixelWidth = PixelRounding.pixels(box.width, scale: scale)
        let pixelHeight = PixelRounding.pixels(box.height, scale: scale)
        let limit = CGFloat(InputLimits.standard.maximumImageDimension)
        // Checked in floating point first: NaN, infinities and 10¹⁸ never reach `Int()`.
        guard pixelWidth <= limit, pixelHeight <= limit,
              BitmapMemory.allows(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight)),
              let surface = try? ImageSurface(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight), scale: scale),
              let canvas = try? surface.makeCanvas() else { return nil }
        let raster = CGContext(canvas: canvas, surface: surface, bitmap: nil, yUp: false, colorSpace: .deviceRGB,
                               bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue
                                   | CGImageAlphaInfo.premultipliedFirst.rawValue))
        raster.translateBy(x: -box.minX, y: -box.minY)
        renderTree(in: raster, time: time, rasterDepth: rasterDepth + 1)
        return raster.makeImage()
    }

    /// Composites a raster of this layer over its bounds, with the layer's
    /// opacity and shadow, which the raster left out.
    func composite(_ raster: CGImage, in ctx: CGContext) {
        ctx.saveGState()
        ctx.setAlpha(CGFloat(min(max(opacity, 0), 1)))
        if let shadowPath, castsShadow {
            drawShadow(of: shadowPath, in: ctx)
        } else if castsShadow {
            setShadow(in: ctx)
        }
        // The raster's whole pixels cover a little more than the bounds when
        // they do not divide evenly; each pixel keeps its size.
        let scale = rasterizationScale
        let target = CGRect(x: bounds.minX, y: bounds.minY,
                            width: CGFloat(raster.width) / scale, height: CGFloat(raster.height) / scale)
        // The image's top row at the target's top, in this y-down space.
        ctx.translateBy(x: 0, y: target.minY + target.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(raster, in: target)
        ctx.restoreGState()
    }
}
