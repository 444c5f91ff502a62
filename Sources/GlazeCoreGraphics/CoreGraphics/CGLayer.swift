import Foundation
import Glaze

/// An offscreen drawing made once and drawn many times, as Core Graphics has
/// it: its own ``context`` to draw into, at the pixel density of the context
/// that made it.
///
/// ```swift
/// guard let tick = CGLayer(context, size: CGSize(width: 8, height: 8), auxiliaryInfo: nil),
///       let tickContext = tick.context else { return }
/// tickContext.setFillColor(UIColor.systemBlue.cgColor)
/// tickContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
/// for x in stride(from: 0, to: 200, by: 20) { context.draw(tick, at: CGPoint(x: x, y: 10)) }
/// ```
///
/// The layer's context starts as the context that made it does: y up with
/// the origin at the bottom left for a bitmap context, y down from the top
/// left for a renderer's, in the units of ``size``. Drawing the layer maps
/// that space onto the destination's user space without a flip, so a layer
/// drawn at a point shows what the same calls would have drawn directly at
/// that point. Its pixels are the creating context's pixels per point (3 for
/// a 3x renderer) in the same orientation, so it is as sharp as drawing
/// directly, pixel for pixel where it lands on whole pixels.
public final class CGLayer {
    /// The layer's size, in the units of the context that made it.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?

    /// A layer of `size` user-space units for drawing into `context`, or `nil`
    /// when a side is not a positive finite number or the layer's pixels would
    /// exceed what a bitmap context may have (`InputLimits.standard`).
    /// `auxiliaryInfo` is reserved by Core Graphics; pass `nil`.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        let scale = context.canvas.scale
        let pixelWidth = PixelRounding.pixels(size.width, scale: scale)
        let pixelHeight = PixelRounding.pixels(size.height, scale: scale)
        let limit = CGFloat(InputLimits.standard.maximumImageDimension)
        // Checked in floating point first: NaN, infinities and 10¹⁸ never reach `Int()`.
        guard size.width > 0, size.height > 0, pixelWidth <= limit, pixelHeight <= limit,
              BitmapMemory.allows(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight)),
              let surface = try? ImageSurface(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight), scale: scale),
              let canvas = try? surface.makeCanvas() else { return nil }
        self.size = size
        self.context = CGContext(canvas: canvas, surface: surface, bitmap: nil, yUp: context.isYUp, colorSpace: .deviceRGB,
                                 bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue
                                     | CGImageAlphaInfo.premultipliedFirst.rawValue))
    }

    /// The layer's pixels as they are now, and the size in the layer's units
    /// that they cover (its size rounded out to whole pixels).
    var snapshot: (image: CGImage, extent: CGSize)? {
        guard let context, let surface = context.surface, let image = context.makeImage() else { return nil }
        return (image, surface.size)
    }
}

extension CGContext {
    /// Draws `layer` scaled to fill `rect`: the layer's origin at the rect's
    /// origin, its y axis along this context's.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let (image, extent) = layer.snapshot, let layerContext = layer.context else { return }
        let r = rect.standardized
        let sx = r.width / layer.size.width, sy = r.height / layer.size.height
        let placed = CGRect(x: r.minX, y: r.minY, width: extent.width * sx, height: extent.height * sy)
        // A y-up layer keeps its first row at its top, as an image does; a
        // y-down one at its origin.
        guard !layerContext.isYUp else { return draw(image, in: placed) }
        let interpolation = gstate.interpolationQuality.glaze
        perform { canvas throws(GlazeError) in try canvas.draw(image.image, in: placed, interpolation: interpolation) }
    }

    /// Draws `layer` at its own size with its origin at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
