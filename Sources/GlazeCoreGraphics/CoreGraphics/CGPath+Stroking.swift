import Foundation
import Glaze

extension CGPath {
    /// The outline of this path stroked with the given line style, as a path
    /// that fills (by the non-zero rule) the area the stroke would paint; the
    /// outline is mapped through `transform` once it is made.
    ///
    /// Joins, caps and the miter limit behave as in ``CGContext/strokePath()``:
    /// a miter longer than `miterLimit` times the width becomes a bevel, closed
    /// subpaths are joined at their start and have no caps, and a subpath of no
    /// length (a move and a line to the same point) is a dot with round caps,
    /// a square with square caps and nothing with butt caps.
    ///
    /// ```swift
    /// let line = CGMutablePath()
    /// line.move(to: CGPoint(x: 10, y: 20))
    /// line.addLine(to: CGPoint(x: 90, y: 20))
    /// let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    /// // outline.boundingBoxOfPath == CGRect(x: 10, y: 15, width: 80, height: 10)
    /// ```
    ///
    /// Where Glaze differs: Core Graphics returns one outline with curves;
    /// Glaze returns a union of overlapping pieces (a quadrilateral per
    /// straight piece, a wedge per join, a shape per cap) that fills the same
    /// pixels by the non-zero rule but not by the even-odd rule, with curves
    /// flattened to within 0.01 units of the result (finer for small paths)
    /// and round joins and caps as arcs. A width that is zero, negative or not
    /// finite, a non-finite coordinate, or a path that would flatten into more
    /// than 100,000 pieces gives an empty path; so does a width that, mapped
    /// through `transform`, exceeds ``maximumStrokingWidth``.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let tolerance = Self.resultTolerance(of: path, under: transform)
        // The largest stretch of the transform is at most the root of its squares' sum.
        let stretch = (transform.a * transform.a + transform.b * transform.b + transform.c * transform.c
            + transform.d * transform.d).squareRoot()
        guard lineWidth.isFinite, lineWidth > 0, lineWidth * stretch <= Self.maximumStrokingWidth,
              case let .success(lines) = PathFlattener.polylines(of: path, tolerance: tolerance) else {
            return CGPath(path: Path())
        }
        let stroker = CGPathStroker(lineWidth: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                                    tolerance: tolerance)
        return CGPath(path: stroker.outline(of: lines).mapped(by: transform))
    }

    /// The outline of `path` stroked with these parameters, as Core
    /// Graphics' `CGPathCreateCopyByStrokingPath` makes it: the same as
    /// ``copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``,
    /// under `transform` when one is given. Never `nil` here; the optional is
    /// Core Graphics' (its C function may return `NULL`).
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
                             lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
        self.init(path: outline.path)
    }

    /// The widest outline ``copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``
    /// makes, in the units of its result: 16,777,216, twice the farthest from
    /// the origin Cairo can place a point (24.8 fixed point, ±8,388,608 device
    /// pixels). A wider outline's round joins and caps are arcs Cairo cannot
    /// draw where they lie, and cuts into millions of segments each: the
    /// 10¹²-wide outline of a 2,000-point zigzag took 1.8 s to fill in a
    /// 64-pixel context, and more as the path grows.
    public static let maximumStrokingWidth: CGFloat = 16_777_216

    /// The flattening tolerance in a path's own space that keeps its curves
    /// within 0.01 units of the result under `transform` (and within a
    /// ten-thousandth of its size, for paths drawn much larger than their units).
    static func resultTolerance(of path: Path, under transform: CGAffineTransform) -> CGFloat {
        let bounds = path.bounds
        let extent = bounds.isNull ? 0 : max(bounds.width, bounds.height)
        let relative = extent.isFinite && extent > 0 ? extent * 1e-4 : 0.01
        return min(PathFlattener.tolerance(0.01, under: transform), max(relative, 1e-6))
    }
}
