import Foundation
import Glaze

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point` in `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` of the current context, upright whether the
    /// context is flipped (a renderer's) or y-up (a bitmap context pushed with
    /// `UIGraphicsPushContext`). A resizable image keeps its caps and fills its
    /// middle; an empty image or no current context draws nothing.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        drawShape(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws the image into `rect` in `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        drawShape(in: rect, context: context)
        context.restoreGState()
    }

    /// Draws the image, or for a template its alpha in the current tint colour.
    private func drawShape(in rect: CGRect, context: CGContext) {
        guard renderingMode == .alwaysTemplate, bitmap != nil else { return drawUpright(in: rect, context: context) }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.saveGState()
        drawUpright(in: rect, context: context)
        context.restoreGState()
        context.setFillColor(Self.currentTintColor.cgColor)
        context.setBlendMode(.sourceIn)
        context.fill(rect.standardized)
        context.endTransparencyLayer()
    }

    private func drawUpright(in rect: CGRect, context: CGContext) {
        guard let bitmap else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        // A local frame with y down and its origin at the rect's top left as
        // seen on the device.
        let m = context.ctm
        if m.a * m.d - m.b * m.c > 0 {
            context.translateBy(x: r.minX, y: r.maxY)
            context.scaleBy(x: 1, y: -1)
        } else {
            context.translateBy(x: r.minX, y: r.minY)
        }
        if capInsets == .zero {
            orient(in: r.size, context: context)
            let stored = isQuarterTurned ? CGSize(width: r.height, height: r.width) : r.size
            Self.drawDown(bitmap, in: CGRect(origin: .zero, size: stored), context: context)
        } else if context.canvas.surfaceKind == .image {
            drawSlices(bitmap, in: r.size, context: context)
        } else {
            // In a document the slices would be separate images, and viewers
            // show seams where their antialiased edges meet: draw them as one
            // image at this image's scale, the pixels a bitmap would get.
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            let whole = CGRect(origin: .zero, size: r.size)
            let flat = UIGraphicsImageRenderer(size: r.size, format: format).image { _ in draw(in: whole) }
            if let pixels = flat.bitmap { Self.drawDown(pixels, in: whole, context: context) }
        }
    }

    /// Turns the local frame so that the stored pixels, drawn with y down into
    /// their own rect, show as `imageOrientation` says.
    private func orient(in size: CGSize, context: CGContext) {
        let w = size.width, h = size.height
        let turn: CGAffineTransform
        switch imageOrientation {
        case .up: return
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        case .right: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
        }
        context.concatenate(turn)
    }

    /// Draws `image` with its top row at `rect`'s minimum y in a y-down frame.
    private static func drawDown(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Draws a resizable image into a y-down frame of `size`: corners at their
    /// own size, edges and middle stretched or tiled by ``resizingMode``. Caps
    /// wider than the target shrink in proportion and the middle disappears.
    private func drawSlices(_ image: CGImage, in size: CGSize, context: CGContext) {
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        // Inner boundaries on whole device pixels: two slices meeting inside a
        // pixel would each cover it partly and let the background through.
        let m = context.ctm
        let aligned = m.b == 0 && m.c == 0 && m.a != 0 && m.d != 0
        let snapX: (CGFloat) -> CGFloat = aligned ? { (($0 * m.a + m.tx).rounded() - m.tx) / m.a } : { $0 }
        let snapY: (CGFloat) -> CGFloat = aligned ? { (($0 * m.d + m.ty).rounded() - m.ty) / m.d } : { $0 }
        let xs = Self.spans(natural.width, capInsets.left, capInsets.right, target: size.width, snap: snapX)
        let ys = Self.spans(natural.height, capInsets.top, capInsets.bottom, target: size.height, snap: snapY)
        for (sy, dy) in ys {
            for (sx, dx) in xs {
                guard sx.length > 0, sy.length > 0, dx.length > 0, dy.length > 0 else { continue }
                let pixels = CGRect(x: (sx.start * scale).rounded(), y: (sy.start * scale).rounded(),
                                    width: (sx.length * scale).rounded(), height: (sy.length * scale).rounded())
                guard let cell = image.cropping(to: pixels) else { continue }
                let target = CGRect(x: dx.start, y: dy.start, width: dx.length, height: dy.length)
                let isMiddle = sx.isMiddle || sy.isMiddle
                if isMiddle && resizingMode == .tile {
                    let tile = CGSize(width: sx.isMiddle ? sx.length : dx.length, height: sy.isMiddle ? sy.length : dy.length)
                    context.perform { canvas throws(GlazeError) in
                        try canvas.drawTiled(cell.image, in: target, tileSize: tile)
                    }
                } else {
                    Self.drawDown(cell, in: target, context: context)
                }
            }
        }
    }

    /// A stretch of one axis: where it starts, how long it is, whether it is the middle.
    private struct Span {
        var start: CGFloat
        var length: CGFloat
        var isMiddle = false
    }

    /// The three source and target spans of one axis.
    private static func spans(_ natural: CGFloat, _ lead: CGFloat, _ trail: CGFloat,
                              target: CGFloat, snap: (CGFloat) -> CGFloat) -> [(Span, Span)] {
        let a = min(max(lead, 0), natural), b = min(max(trail, 0), natural - a)
        let middle = natural - a - b
        var ta = a, tb = b
        if a + b > target {
            let shrink = target / (a + b)
            ta = a * shrink
            tb = b * shrink
        }
        let first = ta > 0 ? min(max(snap(ta), 0), target) : 0
        let second = tb > 0 ? max(min(snap(target - tb), target), first) : target
        return [(Span(start: 0, length: a), Span(start: 0, length: first)),
                (Span(start: a, length: middle, isMiddle: true), Span(start: first, length: second - first, isMiddle: true)),
                (Span(start: natural - b, length: b), Span(start: second, length: target - second))]
    }
}
