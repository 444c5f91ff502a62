import Foundation
import Glaze

extension CGContext {
    /// Fills `shape` (in user space) with the fill colour, or with its tiles
    /// when it is a pattern colour.
    private func fill(_ shape: Path, on canvas: Canvas) throws(GlazeError) {
        if let pattern = gstate.fillColor.pattern {
            try fill(shape, with: pattern, on: canvas)
        } else {
            try canvas.fill(shape, with: .color(gstate.fillColor.glazeColor))
        }
    }

    /// Strokes `shape` (in user space) with the stroke colour; a pattern
    /// colour fills the stroke's outline with its tiles.
    private func stroke(_ shape: Path, style: StrokeStyle, on canvas: Canvas) throws(GlazeError) {
        if let pattern = gstate.strokeColor.pattern {
            try fill(strokeOutline(of: shape, lineWidth: style.lineWidth), with: pattern, on: canvas)
        } else {
            try canvas.stroke(shape, with: .color(gstate.strokeColor.glazeColor), style: style)
        }
    }

    /// Fills `shape` with `pattern`'s tiles laid from the origin of the
    /// context's base space, whatever the transform is now.
    private func fill(_ shape: Path, with pattern: CGColorPattern, on canvas: Canvas) throws(GlazeError) {
        let interpolation = gstate.interpolationQuality.glaze
        try canvas.withSavedState { (canvas: Canvas) throws(GlazeError) in
            let userToCanvas = CGAffineTransform(canvas.transform)
            // User space becomes the pattern's space; the shape follows it there.
            try canvas.concatenate(patternSpace.concatenating(userToCanvas.inverted()).glaze)
            try canvas.fill(shape.mapped(by: userToCanvas.concatenating(patternSpace.inverted())),
                            withTiledImage: pattern.image.image, tile: CGRect(origin: .zero, size: pattern.size),
                            interpolation: interpolation)
        }
    }

    /// The line style in effect: a width of zero is the thinnest line the device shows.
    var strokeStyle: StrokeStyle { gstate.strokeStyle(hairline: hairlineWidth) }

    /// Fills the current path by `rule` with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let shape = consumePath(rule: rule)
        perform { canvas throws(GlazeError) in try fill(shape, on: canvas) }
    }

    /// Strokes the current path with the stroke colour and line style, then empties it.
    public func strokePath() {
        let shape = consumePath(rule: .winding)
        let style = strokeStyle
        perform { canvas throws(GlazeError) in try stroke(shape, style: style, on: canvas) }
    }

    /// Fills, strokes or both, as `mode` says, then empties the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        let shape = consumePath(rule: rule)
        let style = strokeStyle
        perform { canvas throws(GlazeError) in
            if mode != .stroke { try fill(shape, on: canvas) }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                try stroke(shape, style: style, on: canvas)
            }
        }
    }

    /// Fills `rect` with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        perform { canvas throws(GlazeError) in try fill(Path(rect: rect), on: canvas) }
    }

    /// Fills every rect in one operation.
    public func fill(_ rects: [CGRect]) {
        var shape = Path()
        for rect in rects { shape.addRect(rect) }
        perform { canvas throws(GlazeError) in try fill(shape, on: canvas) }
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        perform { canvas throws(GlazeError) in try fill(Path(ellipseIn: rect), on: canvas) }
    }

    /// Strokes `rect`'s outline with the stroke colour and line style.
    public func stroke(_ rect: CGRect) {
        let style = strokeStyle
        perform { canvas throws(GlazeError) in try stroke(Path(rect: rect), style: style, on: canvas) }
    }

    /// Strokes `rect`'s outline with a line `width` wide (0: the thinnest line
    /// the device shows).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = strokeStyle
        style.lineWidth = width == 0 ? hairlineWidth : width
        perform { canvas throws(GlazeError) in try stroke(Path(rect: rect), style: style, on: canvas) }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let style = strokeStyle
        perform { canvas throws(GlazeError) in try stroke(Path(ellipseIn: rect), style: style, on: canvas) }
    }

    /// Strokes separate line segments, one between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        var shape = Path()
        var index = 0
        while index + 1 < points.count {
            shape.move(to: points[index])
            shape.addLine(to: points[index + 1])
            index += 2
        }
        let style = strokeStyle
        perform { canvas throws(GlazeError) in try stroke(shape, style: style, on: canvas) }
    }

    /// Makes `rect` transparent (black in a context without alpha).
    public func clear(_ rect: CGRect) {
        perform { canvas throws(GlazeError) in try canvas.clear(rect) }
    }

    /// Narrows the clip to the current path by `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let shape = consumePath(rule: rule)
        perform { canvas throws(GlazeError) in try canvas.clip(to: shape) }
    }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) {
        perform { canvas throws(GlazeError) in try canvas.clip(to: rect) }
    }

    /// Narrows the clip to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var shape = Path()
        for rect in rects { shape.addRect(rect) }
        perform { canvas throws(GlazeError) in try canvas.clip(to: shape) }
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBounds }
}
