import Foundation
import Glaze

extension CGContext {
    /// Replaces the current path with the outline of its stroke in the
    /// current line width, cap, join, miter limit and dash, worked out in user
    /// space: filling the new path paints what ``strokePath()`` would have.
    ///
    /// ```swift
    /// context.addEllipse(in: ring)
    /// context.setLineWidth(6)
    /// context.replacePathWithStrokedPath()
    /// context.clip()  // clip to the ring's stroke
    /// ```
    ///
    /// Curves are flattened to within a hundredth of a device pixel. A path
    /// Glaze cannot stroke (a non-finite coordinate, more than 100,000
    /// flattened pieces or 50,000 dashes) leaves the current path empty and
    /// its error in ``lastError``. Where Glaze differs: the outline is a union
    /// of overlapping pieces, so fill it by the non-zero rule (the default),
    /// not the even-odd rule; see ``CGPath/copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)``.
    public func replacePathWithStrokedPath() {
        let shape = consumePath(rule: .winding)
        guard !shape.isEmpty else { return }
        do {
            currentPath = try strokeOutline(of: shape, lineWidth: strokeStyle.lineWidth).mapped(by: userToBase)
        } catch {
            record(error)
        }
    }

    /// The width of one device pixel in user space: what a line width of zero
    /// strokes, as Core Graphics does. Under a transform that stretches one
    /// way more than the other, the geometric mean of the two.
    var hairlineWidth: CGFloat {
        let transform = ctm
        let width = 1 / abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        return width.isFinite && width > 0 ? width : 1
    }

    /// The outline of `path` (in user space) stroked `lineWidth` wide with the
    /// state's cap, join, miter limit and dash, in user space.
    func strokeOutline(of path: Path, lineWidth: CGFloat) throws(GlazeError) -> Path {
        let tolerance = PathFlattener.tolerance(0.01, under: ctm)
        var lines: [StrokePolyline]
        switch PathFlattener.polylines(of: path, tolerance: tolerance) {
        case let .success(flattened):
            lines = flattened
        case .failure(.nonFinite):
            throw GlazeError(.invalidArgument(name: "path", value: "\(path.bounds)", reason: "has a non-finite coordinate"))
        case .failure(.tooManyPieces):
            throw GlazeError(.invalidArgument(name: "path", value: "\(path.bounds)",
                                   reason: "flattens into more than \(PathFlattener.maximumPieces) pieces"))
        }
        if let dasher = CGPathDasher(phase: gstate.dashPhase, lengths: gstate.dashLengths) {
            guard let dashes = dasher.dashes(of: lines) else {
                throw GlazeError(.invalidArgument(name: "dash", value: "\(gstate.dashLengths)",
                                       reason: "cuts the path into more than \(CGPathDasher.maximumDashes) dashes"))
            }
            lines = dashes
        }
        let stroker = CGPathStroker(lineWidth: lineWidth, cap: gstate.lineCap, join: gstate.lineJoin,
                                    miterLimit: gstate.miterLimit, tolerance: tolerance)
        return stroker.outline(of: lines)
    }
}
