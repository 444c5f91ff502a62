internal import CGlazeCairo
import Foundation

// Glaze's paths, strokes and composite shapes translated into Cairo's.
extension Canvas {
    func setCairoPath(_ path: Path, on context: OpaquePointer? = nil) {
        let cr = context ?? self.cr
        cairo_new_path(cr)
        path.forEachSegment { segment in
            switch segment {
            case let .move(p): cairo_move_to(cr, p.x, p.y)
            case let .line(p): cairo_line_to(cr, p.x, p.y)
            case let .cubic(c1, c2, p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    func apply(_ style: StrokeStyle, on context: OpaquePointer? = nil) {
        let cr = context ?? self.cr
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_miter_limit(cr, style.miterLimit)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            style.dash.map(Double.init).withUnsafeBufferPointer { dashes in
                cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
            }
        }
    }

    /// Fills, strokes, shows or paints the shape with the current source and
    /// operator, on this canvas or on `context` (a scratch context in the same user space).
    func drawShape(_ shape: CompositeShape, on context: OpaquePointer? = nil) {
        let cr = context ?? self.cr
        switch shape {
        case let .fill(path):
            setCairoPath(path, on: cr)
            cairo_set_fill_rule(cr, path.fillRule.cairo)
            cairo_fill(cr)
        case let .stroke(path, style):
            setCairoPath(path, on: cr)
            apply(style, on: cr)
            cairo_stroke(cr)
        case let .text(layout, point, styles):
            cairo_new_path(cr)
            cairo_move_to(cr, point.x, point.y)
            layout.show(on: cr, styles: styles)
        case .everything:
            cairo_paint(cr)
        }
    }

    func clipToShape(_ shape: CompositeShape) {
        switch shape {
        case let .fill(path):
            setCairoPath(path)
            cairo_set_fill_rule(cr, path.fillRule.cairo)
            cairo_clip(cr)
        case let .text(layout, point, styles):
            cairo_new_path(cr)
            cairo_move_to(cr, point.x, point.y)
            layout.appendPath(on: cr, styles: styles)
            cairo_clip(cr)
        case .stroke, .everything:
            break
        }
    }
}
