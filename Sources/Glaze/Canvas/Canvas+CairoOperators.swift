internal import CGlazeCairo
import Foundation

// Blend modes Cairo has an operator for: drawn by Cairo, as vectors on any surface.
extension Canvas {
    func drawNative(_ source: CompositeSource, _ shape: CompositeShape, op: cairo_operator_t,
                            bounded: Bool, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let (pattern, residualAlpha) = makePattern(source, alpha: alpha)
        defer { cairo_pattern_destroy(pattern) }
        switch shape {
        case .stroke:
            if residualAlpha < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, residualAlpha)
                cairo_pop_group_to_source(cr)
            } else {
                cairo_set_source(cr, pattern)
            }
            cairo_set_operator(cr, op)
            drawShape(shape)
        case .everything:
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, residualAlpha)
        case .fill, .text:
            if bounded, residualAlpha == 1 {
                cairo_set_source(cr, pattern)
                cairo_set_operator(cr, op)
                drawShape(shape)
            } else {
                // Clipping to the shape and painting gives coverage-weighted blending,
                // which is what unbounded operators need and what alpha needs for images.
                clipToShape(shape)
                cairo_set_source(cr, pattern)
                cairo_set_operator(cr, op)
                cairo_paint_with_alpha(cr, residualAlpha)
            }
        }
    }

    /// Bounded operators through image masks: the drawing is rendered into a group,
    /// cut by each mask in turn, and composited with the operator through the last.
    func drawNativeMasked(_ source: CompositeSource, _ shape: CompositeShape,
                                  op: cairo_operator_t, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        drawNative(source, shape, op: CAIRO_OPERATOR_OVER, bounded: true, alpha: alpha)
        var layer = cairo_pop_group(cr)!
        let masks = state.masks
        for mask in masks.dropLast() {
            cairo_push_group(cr)
            cairo_set_source(cr, layer)
            let maskPattern = makeMaskPattern(mask)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(layer)
            layer = cairo_pop_group(cr)!
        }
        cairo_set_source(cr, layer)
        cairo_set_operator(cr, op)
        let maskPattern = makeMaskPattern(masks[masks.count - 1])
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_pattern_destroy(layer)
    }
}
