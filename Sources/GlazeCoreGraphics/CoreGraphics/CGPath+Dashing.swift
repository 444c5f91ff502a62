import Foundation
import Glaze

extension CGPath {
    /// The dashes this path's stroke would paint with the pattern `lengths`
    /// from `phase`, as a path of open subpaths, mapped through `transform`.
    ///
    /// `lengths` alternate painted and unpainted lengths; an odd number of them
    /// repeats once to make pairs, as in Core Graphics. Each subpath starts the
    /// pattern afresh at `phase`, and a dash running through the start of a
    /// closed subpath stays one dash. A pattern that is empty, all zeros, or
    /// has a negative or non-finite length draws a solid line, as Core
    /// Graphics ignores such a pattern: the result is the path itself.
    ///
    /// ```swift
    /// let dashes = line.copy(dashingWithPhase: 0, lengths: [6, 3])
    /// context.addPath(dashes)
    /// context.strokePath()  // the same pixels as stroking `line` dashed [6, 3]
    /// ```
    ///
    /// Where Glaze differs: curves come back as fine polylines (within 0.01
    /// units of the result, finer for small paths), not cut Bézier curves; a
    /// dash of zero length is a move and a line to the same point, so a square
    /// cap stroked on it faces along x rather than along the path. A
    /// non-finite coordinate, more than 100,000 flattened pieces or more than
    /// 50,000 dashes give an empty path.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard let dasher = CGPathDasher(phase: phase, lengths: lengths) else {
            return CGPath(path: path.mapped(by: transform))
        }
        let tolerance = Self.resultTolerance(of: path, under: transform)
        guard case let .success(lines) = PathFlattener.polylines(of: path, tolerance: tolerance),
              let dashes = dasher.dashes(of: lines) else {
            return CGPath(path: Path())
        }
        return CGPath(path: dashes.path.mapped(by: transform))
    }
}
