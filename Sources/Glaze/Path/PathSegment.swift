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
    var segments: [PathSegment] {
        var out: [PathSegment] = []
        forEachSegment { out.append($0) }
        return out
    }

    /// Calls `body` with each primitive in order, building nothing in between:
    /// drawing a path allocates no intermediate arrays.
    ///
    /// Arcs become cubic segments of at most a quarter turn each (error under
    /// 0.03 % of the radius); quadratic curves are raised to cubics exactly.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        var current: CGPoint?
        var start: CGPoint?
        func moveTo(_ p: CGPoint) { body(.move(p)); current = p; start = p }
        func lineTo(_ p: CGPoint) {
            if current == nil { moveTo(p) } else { body(.line(p)); current = p }
        }
        func cubicTo(_ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) { body(.cubic(c1, c2, p)); current = p }
        func close() { body(.close); current = start }
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
                lineTo(CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
                Self.forEachArcCubic(center: center, radius: radius, from: a0, to: a1, clockwise: clockwise, cubicTo)
            case .closeSubpath: close()
            case let .rect(r):
                moveTo(r.origin)
                lineTo(CGPoint(x: r.maxX, y: r.minY))
                lineTo(CGPoint(x: r.maxX, y: r.maxY))
                lineTo(CGPoint(x: r.minX, y: r.maxY))
                close()
            case let .roundedRect(r, radii):
                // Clockwise on screen from the end of the top-left corner: each
                // corner is a quarter arc entered by a straight edge.
                moveTo(CGPoint(x: r.minX + radii.topLeft, y: r.minY))
                for (center, radius, angle) in [
                    (CGPoint(x: r.maxX - radii.topRight, y: r.minY + radii.topRight), radii.topRight, 1.5 * CGFloat.pi),
                    (CGPoint(x: r.maxX - radii.bottomRight, y: r.maxY - radii.bottomRight), radii.bottomRight, 0),
                    (CGPoint(x: r.minX + radii.bottomLeft, y: r.maxY - radii.bottomLeft), radii.bottomLeft, 0.5 * .pi),
                    (CGPoint(x: r.minX + radii.topLeft, y: r.minY + radii.topLeft), radii.topLeft, .pi),
                ] {
                    lineTo(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
                    Self.forEachArcCubic(center: center, radius: radius, from: angle, to: angle + .pi / 2, clockwise: true, cubicTo)
                }
                close()
            case let .ellipse(r):
                let rx = r.width / 2, ry = r.height / 2, c = CGPoint(x: r.midX, y: r.midY)
                moveTo(CGPoint(x: c.x + rx, y: c.y))
                Self.forEachArcCubic(center: .zero, radius: 1, from: 0, to: 2 * .pi, clockwise: true) { c1, c2, p in
                    func map(_ q: CGPoint) -> CGPoint { CGPoint(x: c.x + q.x * rx, y: c.y + q.y * ry) }
                    cubicTo(map(c1), map(c2), map(p))
                }
                close()
            }
        }
    }

    /// Calls `body` with the cubic Bézier pieces approximating a circular arc,
    /// each spanning at most a quarter turn.
    static func forEachArcCubic(center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat, clockwise: Bool,
                                _ body: (CGPoint, CGPoint, CGPoint) -> Void) {
        guard a0.isFinite, a1.isFinite, radius.isFinite, radius > 0 else { return }
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
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = a0
        var (cosA, sinA) = (cos(angle), sin(angle))
        for _ in 0..<count {
            let next = angle + step
            let (cosB, sinB) = (cos(next), sin(next))
            body(CGPoint(x: center.x + radius * (cosA - k * sinA), y: center.y + radius * (sinA + k * cosA)),
                 CGPoint(x: center.x + radius * (cosB + k * sinB), y: center.y + radius * (sinB - k * cosB)),
                 CGPoint(x: center.x + radius * cosB, y: center.y + radius * sinB))
            angle = next
            (cosA, sinA) = (cosB, sinB)
        }
    }
}
