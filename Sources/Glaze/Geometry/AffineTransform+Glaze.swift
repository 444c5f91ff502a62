import Foundation

/// Core Graphics vocabulary for Foundation's `AffineTransform`.
///
/// Glaze uses Foundation's `AffineTransform` (Linux has no `CGAffineTransform`)
/// and adds the names that Core Graphics code uses, so that ported drawing code
/// reads the same. The matrix maps a point (x, y) to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// ```swift
/// let t = AffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
/// let p = CGPoint(x: 1, y: 1).applying(t)  // (12, 2)
/// ```
extension AffineTransform {
    /// Creates a transform from the six Core Graphics coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.init(m11: a, m12: b, m21: c, m22: d, tX: tx, tY: ty)
    }

    /// The x scale and rotation coefficient (Core Graphics' `a`).
    public var a: CGFloat { m11 }
    /// The y shear and rotation coefficient (Core Graphics' `b`).
    public var b: CGFloat { m12 }
    /// The x shear and rotation coefficient (Core Graphics' `c`).
    public var c: CGFloat { m21 }
    /// The y scale and rotation coefficient (Core Graphics' `d`).
    public var d: CGFloat { m22 }
    /// The x translation (Core Graphics' `tx`).
    public var tx: CGFloat { tX }
    /// The y translation (Core Graphics' `ty`).
    public var ty: CGFloat { tY }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether all six coefficients are finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m21.isFinite && m22.isFinite && tX.isFinite && tY.isFinite
    }

    /// The determinant of the linear part; zero when the transform collapses the plane.
    public var determinant: CGFloat { m11 * m22 - m12 * m21 }

    /// This transform followed by `other` (Core Graphics' `concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            m11: m11 * other.m11 + m12 * other.m21,
            m12: m11 * other.m12 + m12 * other.m22,
            m21: m21 * other.m11 + m22 * other.m21,
            m22: m21 * other.m12 + m22 * other.m22,
            tX: tX * other.m11 + tY * other.m21 + other.tX,
            tY: tX * other.m12 + tY * other.m22 + other.tY
        )
    }

    /// A translation applied before this transform, as `CGAffineTransform.translatedBy` does.
    public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(translationByX: x, byY: y).concatenating(self)
    }

    /// A scale applied before this transform, as `CGAffineTransform.scaledBy` does.
    public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(scaleByX: x, byY: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform. Positive angles turn
    /// clockwise on screen, because Glaze's y axis points down.
    public func rotated(by angle: CGFloat) -> AffineTransform {
        AffineTransform(rotationByRadians: angle).concatenating(self)
    }
}

extension CGPoint {
    /// This point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> CGPoint {
        CGPoint(x: transform.m11 * x + transform.m21 * y + transform.tX,
                y: transform.m12 * x + transform.m22 * y + transform.tY)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle holding this rectangle's four mapped corners.
    public func applying(_ transform: AffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
