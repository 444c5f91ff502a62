internal import CGlazeCairo
import Foundation

extension Canvas {
    /// The current transform from user space to the surface's points.
    public var transform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m.affineTransform
    }

    /// Moves the origin by (x, y) in the current user space.
    public func translateBy(x: CGFloat, y: CGFloat) throws(GlazeError) {
        try Validate.finite(x, "translation x")
        try Validate.finite(y, "translation y")
        cairo_translate(cr, x, y)
    }

    /// Scales user space by (x, y); zero would collapse the plane and is rejected.
    public func scaleBy(x: CGFloat, y: CGFloat) throws(GlazeError) {
        guard x.isFinite, x != 0 else {
            throw GlazeError(.invalidArgument(name: "scale x", value: "\(x)", reason: "must be finite and non-zero"))
        }
        guard y.isFinite, y != 0 else {
            throw GlazeError(.invalidArgument(name: "scale y", value: "\(y)", reason: "must be finite and non-zero"))
        }
        cairo_scale(cr, x, y)
    }

    /// Rotates user space by `angle` radians; positive angles turn clockwise on screen.
    public func rotate(by angle: CGFloat) throws(GlazeError) {
        try Validate.finite(angle, "rotation angle")
        cairo_rotate(cr, angle)
    }

    /// Applies `transform` before the current transform (Core Graphics' `concatenate`).
    /// - Throws: when the transform is not finite or not invertible.
    public func concatenate(_ transform: AffineTransform) throws(GlazeError) {
        guard transform.isFinite, transform.determinant != 0, transform.determinant.isFinite else {
            throw GlazeError(.invalidArgument(name: "transform", value: "\(transform)", reason: "must be finite and invertible"))
        }
        var m = cairo_matrix_t(transform)
        cairo_transform(cr, &m)
        try check("concatenate a transform")
    }

    var currentMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }
}
