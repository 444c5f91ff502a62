import Foundation

/// Core Animation's 4 × 4 transform, row-vector convention as Apple's: a point
/// (x, y, z, 1) times the matrix. ``CALayer/render(in:)`` applies its
/// two-dimensional part, as `render(in:)` does on Apple's platforms, where 3D
/// transforms are not rendered.
///
/// ```swift
/// layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
/// ```
public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation, then the homogeneous term.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity for a zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: c + x * x * k, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
                         m21: x * y * k - z * s, m22: c + y * y * k, m23: y * z * k + x * s, m24: 0,
                         m31: x * z * k + y * s, m32: y * z * k - x * s, m33: c + z * z * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var product = [[CGFloat]](repeating: [CGFloat](repeating: 0, count: 4), count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[i][k] * y[k][j] }
            product[i][j] = sum
        }
    }
    return CATransform3D(rows: product)
}

/// `t` followed by a translation: the translation applies first, in `t`'s space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation returns).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows, inverse = CATransform3D().rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
              abs(m[pivot][column]) > 1e-12 else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let p = m[column][column]
        for j in 0..<4 { m[column][j] /= p; inverse[column][j] /= p }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            for j in 0..<4 {
                m[row][j] -= factor * m[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` maps the plane to itself with no perspective: an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// The two-dimensional part of `t`: how it moves points of the plane z = 0.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CALayer {
    /// ``transform`` as an affine transform (its two-dimensional part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
