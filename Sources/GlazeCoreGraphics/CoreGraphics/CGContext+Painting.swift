import Foundation
import Glaze

extension CGContext {
    private var fillPaint: Paint { .color(gstate.fillColor.glazeColor) }
    private var strokePaint: Paint { .color(gstate.strokeColor.glazeColor) }

    /// Fills the current path by `rule` with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let shape = consumePath(rule: rule)
        perform { canvas throws(GlazeError) in try canvas.fill(shape, with: fillPaint) }
    }

    /// Strokes the current path with the stroke colour and line style, then empties it.
    public func strokePath() {
        let shape = consumePath(rule: .winding)
        let style = gstate.strokeStyle
        perform { canvas throws(GlazeError) in try canvas.stroke(shape, with: strokePaint, style: style) }
    }

    /// Fills, strokes or both, as `mode` says, then empties the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        let shape = consumePath(rule: rule)
        let style = gstate.strokeStyle
        perform { canvas throws(GlazeError) in
            if mode != .stroke { try canvas.fill(shape, with: fillPaint) }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                try canvas.stroke(shape, with: strokePaint, style: style)
            }
        }
    }

    /// Fills `rect` with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        perform { canvas throws(GlazeError) in try canvas.fill(Path(rect: rect), with: fillPaint) }
    }

    /// Fills every rect in one operation.
    public func fill(_ rects: [CGRect]) {
        var shape = Path()
        for rect in rects { shape.addRect(rect) }
        perform { canvas throws(GlazeError) in try canvas.fill(shape, with: fillPaint) }
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        perform { canvas throws(GlazeError) in try canvas.fill(Path(ellipseIn: rect), with: fillPaint) }
    }

    /// Strokes `rect`'s outline with the stroke colour and line style.
    public func stroke(_ rect: CGRect) {
        let style = gstate.strokeStyle
        perform { canvas throws(GlazeError) in try canvas.stroke(Path(rect: rect), with: strokePaint, style: style) }
    }

    /// Strokes `rect`'s outline with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = gstate.strokeStyle
        style.lineWidth = width
        perform { canvas throws(GlazeError) in try canvas.stroke(Path(rect: rect), with: strokePaint, style: style) }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let style = gstate.strokeStyle
        perform { canvas throws(GlazeError) in try canvas.stroke(Path(ellipseIn: rect), with: strokePaint, style: style) }
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
        let style = gstate.strokeStyle
        perform { canvas throws(GlazeError) in try canvas.stroke(shape, with: strokePaint, style: style) }
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
