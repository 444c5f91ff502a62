import Foundation

/// The four primitives every path element reduces to: what Cairo draws, what
/// bounds and transforms are computed from.
enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

extension Path {
    /// The path reduced to moves, lines, cubic curves and closes.
    ///
    /// Arcs become cubic segments of at most a quarter turn each (error under
    /// 0.03 % of the radius); quadratic curves are raised to cubics exactly.
    var segments: [PathSegment] {
        var out: [PathSegment] = []
        var current: CGPoint?
        var start: CGPoint?
        func moveTo(_ p: CGPoint) { out.append(.move(p)); current = p; start = p }
        func lineTo(_ p: CGPoint) {
            if current == nil { moveTo(p) } else { out.append(.line(p)); current = p }
        }
        func cubicTo(_ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) {
            out.append(.cubic(c1, c2, p)); current = p
        }
        func close() { out.append(.close); current = start }
        for element in elements {
            switch element {
            case let .move(p): moveTo(p)
            case let .line(p): lineTo(p)
            case let .quadCurve(p, c):
                let p0 = current ?? c
                if current == nil { moveTo(c) }
                cubicTo(CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
                        CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
            case let .curve(p, c1, c2):
                if current == nil { moveTo(c1) }
                cubicTo(c1, c2, p)
            case let .arc(center, radius, a0, a1, clockwise):
                let from = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                lineTo(from)
                for (c1, c2, p) in Self.arcCubics(center: center, radius: radius, from: a0, to: a1, clockwise: clockwise) {
                    cubicTo(c1, c2, p)
                }
            case .closeSubpath: close()
            case let .rect(r):
                moveTo(r.origin)
                lineTo(CGPoint(x: r.maxX, y: r.minY))
                lineTo(CGPoint(x: r.maxX, y: r.maxY))
                lineTo(CGPoint(x: r.minX, y: r.maxY))
                close()
            case let .roundedRect(r, radii):
                appendRoundedRect(r, radii, moveTo: moveTo, lineTo: lineTo, cubicTo: cubicTo)
                close()
            case let .ellipse(r):
                let rx = r.width / 2, ry = r.height / 2, c = CGPoint(x: r.midX, y: r.midY)
                moveTo(CGPoint(x: c.x + rx, y: c.y))
                for (c1, c2, p) in Self.arcCubics(center: .zero, radius: 1, from: 0, to: 2 * .pi, clockwise: true) {
                    func map(_ q: CGPoint) -> CGPoint { CGPoint(x: c.x + q.x * rx, y: c.y + q.y * ry) }
                    cubicTo(map(c1), map(c2), map(p))
                }
                close()
            }
        }
        return out
    }

    private func appendRoundedRect(_ r: CGRect, _ radii: CornerRadii,
                                   moveTo: (CGPoint) -> Void, lineTo: (CGPoint) -> Void,
                                   cubicTo: (CGPoint, CGPoint, CGPoint) -> Void) {
        // Clockwise on screen from the end of the top-left corner: each corner is a
        // quarter arc entered by a straight edge.
        let corners: [(center: CGPoint, radius: CGFloat, startAngle: CGFloat)] = [
            (CGPoint(x: r.maxX - radii.topRight, y: r.minY + radii.topRight), radii.topRight, 1.5 * .pi),
            (CGPoint(x: r.maxX - radii.bottomRight, y: r.maxY - radii.bottomRight), radii.bottomRight, 0),
            (CGPoint(x: r.minX + radii.bottomLeft, y: r.maxY - radii.bottomLeft), radii.bottomLeft, 0.5 * .pi),
            (CGPoint(x: r.minX + radii.topLeft, y: r.minY + radii.topLeft), radii.topLeft, .pi),
        ]
        moveTo(CGPoint(x: r.minX + radii.topLeft, y: r.minY))
        for corner in corners {
            let c = corner.center, radius = corner.radius, a = corner.startAngle
            lineTo(CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a)))
            for (c1, c2, p) in Self.arcCubics(center: c, radius: radius, from: a, to: a + .pi / 2, clockwise: true) {
                cubicTo(c1, c2, p)
            }
        }
    }

    /// Cubic Bézier pieces approximating a circular arc, each spanning at most a quarter turn.
    static func arcCubics(center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat,
                          clockwise: Bool) -> [(CGPoint, CGPoint, CGPoint)] {
        guard a0.isFinite, a1.isFinite, radius.isFinite, radius > 0 else { return [] }
        var sweep = a1 - a0
        // Like Cairo and Core Graphics: a clockwise arc sweeps with growing angles,
        // wrapping by whole turns until it does; likewise the other way.
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
            sweep = min(sweep, 2 * .pi)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
            sweep = max(sweep, -2 * .pi)
        }
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var pieces: [(CGPoint, CGPoint, CGPoint)] = []
        var angle = a0
        for _ in 0..<count {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func place(_ q: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * q.x, y: center.y + radius * q.y) }
            pieces.append((place(c1), place(c2), place(p1)))
            angle = next
        }
        return pieces
    }
}
