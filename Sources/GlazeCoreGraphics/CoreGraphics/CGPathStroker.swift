import Foundation
import Glaze

/// Core Graphics' stroke-to-path, written in Swift because Cairo has none: the
/// outline of a stroke as a union of pieces — one quadrilateral per straight
/// piece, one wedge per join, one shape per cap — all turning the same way, so
/// that filling the result by the non-zero rule paints exactly the stroked area.
struct CGPathStroker {
    /// Half the line width.
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// How far a smooth join drawn as a bevel may stray from the round one.
    let tolerance: CGFloat

    init(lineWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat) {
        halfWidth = lineWidth / 2
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// The outline of `lines` stroked, as a path to fill by the non-zero rule.
    func outline(of lines: [StrokePolyline]) -> Path {
        var out = Path()
        guard halfWidth > 0, halfWidth.isFinite else { return out }
        for line in lines {
            stroke(line, into: &out)
        }
        return out
    }

    private func stroke(_ line: StrokePolyline, into out: inout Path) {
        let points = line.points
        guard points.count > 1 else {
            // A subpath of no length: a dot for round caps, a square facing
            // along the path for square ones, nothing for butt caps.
            if cap == .round {
                addDisc(at: points[0], into: &out)
            } else if cap == .square {
                let u = line.facing, n = CGPoint(x: -u.y, y: u.x), h = halfWidth, p = points[0]
                addPolygon([p + (u + n) * h, p + (u - n) * h, p - (u + n) * h, p - (u - n) * h], into: &out)
            }
            return
        }
        let count = points.count
        let segmentCount = line.closed ? count : count - 1
        func chord(_ index: Int) -> CGPoint {
            let d = points[(index + 1) % count] - points[index], length = hypot(d.x, d.y)
            return length > 0 ? d * (1 / length) : CGPoint(x: 1, y: 0)
        }
        // The directions each piece starts and ends in: a curve's tangents, a line's chord.
        func start(_ index: Int) -> CGPoint { line.leaving[index] ?? chord(index) }
        func end(_ index: Int) -> CGPoint { line.arriving[(index + 1) % count] ?? chord(index) }
        for index in 0..<segmentCount {
            addPiece(from: points[index], start(index), to: points[(index + 1) % count], end(index), into: &out)
        }
        if line.closed {
            for index in 0..<count {
                addJoin(at: points[index], end((index + count - 1) % count), start(index), smooth: line.smooth[index],
                        into: &out)
            }
        } else {
            for index in 1..<(count - 1) {
                addJoin(at: points[index], end(index - 1), start(index), smooth: line.smooth[index], into: &out)
            }
            addCap(at: points[0], facing: start(0) * -1, into: &out)
            addCap(at: points[count - 1], facing: end(count - 2), into: &out)
        }
    }

    /// The area one straight piece sweeps from `a` to `b`: the line across the
    /// stroke at each end is square to the direction there (`da`, `db`).
    /// Where the stroke is wider than a tight curve, those two lines cross;
    /// the piece then sweeps two triangles meeting where they cross.
    private func addPiece(from a: CGPoint, _ da: CGPoint, to b: CGPoint, _ db: CGPoint, into out: inout Path) {
        let h = halfWidth
        let na = da.leftNormal, nb = db.leftNormal
        // a + u·na = b + v·nb, solved for u and v.
        let r = b - a
        let det = nb.x * na.y - na.x * nb.y
        if det != 0 {
            let u = (nb.x * r.y - r.x * nb.y) / det, v = (na.x * r.y - na.y * r.x) / det
            if abs(u) < h, abs(v) < h {
                let cross = a + na * u
                addPolygon([a + na * h, b + nb * h, cross], into: &out)
                addPolygon([a - na * h, b - nb * h, cross], into: &out)
                return
            }
        }
        addPolygon([a + na * h, b + nb * h, b - nb * h, a - na * h], into: &out)
    }

    /// The wedge that fills the outside of the turn from `d1` to `d2` at `v`.
    private func addJoin(at v: CGPoint, _ d1: CGPoint, _ d2: CGPoint, smooth: Bool, into out: inout Path) {
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        guard cross != 0 || dot < 0 else { return }  // straight on: nothing to fill
        let h = halfWidth
        if cross == 0 {
            // A full turn back: a round join is a half disc ahead; the others add nothing.
            if join == .round || smooth { addHalfDisc(at: v, facing: d1, into: &out) }
            return
        }
        // The outside of the turn is to the right of a left turn, and the other way.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = v + d1.leftNormal * (side * h), b = v + d2.leftNormal * (side * h)
        if smooth {
            // Inside a curve the pieces meet at a small angle: a bevel is
            // within the tolerance of the round join the true curve has.
            let halfAngleCos = ((1 + dot) / 2).squareRoot()
            if h * (1 - halfAngleCos) <= tolerance / 2 {
                addPolygon([v, a, b], into: &out)
            } else {
                addPie(at: v, from: a, to: b, into: &out)
            }
            return
        }
        switch join {
        case .bevel:
            addPolygon([v, a, b], into: &out)
        case .round:
            addPie(at: v, from: a, to: b, into: &out)
        case .miter:
            // Miter when 1 / sin(φ/2) ≤ limit, φ the angle between the pieces;
            // cos φ = −d1·d2, so the test is limit² · (1 + d1·d2) ≥ 2.
            if miterLimit * miterLimit * (1 + dot) >= 2 {
                let n1 = d1.leftNormal, n2 = d2.leftNormal
                let tip = v + (n1 + n2) * (side * h / (1 + n1.x * n2.x + n1.y * n2.y))
                addPolygon([v, a, tip, b], into: &out)
            } else {
                addPolygon([v, a, b], into: &out)
            }
        }
    }

    /// The cap at an open end `p`, `u` pointing away from the line.
    private func addCap(at p: CGPoint, facing u: CGPoint, into out: inout Path) {
        switch cap {
        case .butt:
            break
        case .round:
            addHalfDisc(at: p, facing: u, into: &out)
        case .square:
            let n = u.leftNormal * halfWidth, ahead = u * halfWidth
            addPolygon([p + n, p + n + ahead, p - n + ahead, p - n], into: &out)
        }
    }

    // Every piece turns with decreasing angles (negative shoelace area), the
    // way the quadrilaterals do, so that overlaps add up instead of cancelling.

    private func addPolygon(_ corners: [CGPoint], into out: inout Path) {
        var area: CGFloat = 0
        for index in corners.indices {
            let p = corners[index], q = corners[(index + 1) % corners.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area < 0 ? corners : corners.reversed()
        out.move(to: ordered[0])
        for corner in ordered.dropFirst() { out.addLine(to: corner) }
        out.closeSubpath()
    }

    /// The circular sector at `center` between `a` and `b` (both `halfWidth`
    /// away from it), the shorter way round.
    private func addPie(at center: CGPoint, from a: CGPoint, to b: CGPoint, into out: inout Path) {
        let alpha = atan2(a.y - center.y, a.x - center.x), beta = atan2(b.y - center.y, b.x - center.x)
        var delta = beta - alpha
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        // Decreasing angles: from alpha when beta lies that way, else from beta.
        let (start, end) = delta < 0 ? (alpha, beta) : (beta, alpha)
        out.move(to: center)
        out.addArc(center: center, radius: halfWidth, startAngle: start, endAngle: end, clockwise: false)
        out.closeSubpath()
    }

    /// The half disc at `center` bulging towards `u`.
    private func addHalfDisc(at center: CGPoint, facing u: CGPoint, into out: inout Path) {
        let n = u.leftNormal
        let start = atan2(n.y, n.x)
        out.move(to: center)
        out.addArc(center: center, radius: halfWidth, startAngle: start, endAngle: start - .pi, clockwise: false)
        out.closeSubpath()
    }

    private func addDisc(at center: CGPoint, into out: inout Path) {
        out.move(to: CGPoint(x: center.x + halfWidth, y: center.y))
        out.addArc(center: center, radius: halfWidth, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
        out.closeSubpath()
    }
}

extension CGPoint {
    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    fileprivate static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// The vector turned a quarter turn towards increasing angles.
    fileprivate var leftNormal: CGPoint { CGPoint(x: -y, y: x) }
}
