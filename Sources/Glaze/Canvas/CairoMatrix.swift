internal import CGlazeCairo
import Foundation

extension cairo_matrix_t {
    init(_ t: AffineTransform) {
        self.init(xx: t.m11, yx: t.m12, xy: t.m21, yy: t.m22, x0: t.tX, y0: t.tY)
    }

    var affineTransform: AffineTransform {
        AffineTransform(m11: xx, m12: yx, m21: xy, m22: yy, tX: x0, tY: y0)
    }

    /// `self` applied first, then `next` (Cairo's multiply order, spelled out).
    func then(_ next: cairo_matrix_t) -> cairo_matrix_t {
        var result = cairo_matrix_t()
        var first = self, second = next
        cairo_matrix_multiply(&result, &first, &second)
        return result
    }

    static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    static func translation(_ x: Double, _ y: Double) -> cairo_matrix_t {
        cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: x, y0: y)
    }

    static func scaling(_ x: Double, _ y: Double) -> cairo_matrix_t {
        cairo_matrix_t(xx: x, yx: 0, xy: 0, yy: y, x0: 0, y0: 0)
    }

    func inverted() -> cairo_matrix_t? {
        var copy = self
        return cairo_matrix_invert(&copy) == CAIRO_STATUS_SUCCESS ? copy : nil
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }
}
